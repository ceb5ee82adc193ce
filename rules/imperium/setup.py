"""Setting up Imperium (rulebook, "Setup": the players' steps 1-10 and the common supply's 1-17)."""
from __future__ import annotations

from rules.core import BadSetup, Match

from .content import KING_OF_KINGS, MARKET_TYPES, content
from .state import MARKET_DECKS, Seat, Space, State

DEALT = {2: 6, 3: 7, 4: 8}  # cards in each Region, Uncivilised and Civilised deck (steps 9-12)
FAME_REMOVED = {2: 2, 3: 1, 4: 0}  # unseen from the top of the Fame deck (step 8)
HAND = 5


def in_count(card, players: int) -> bool:
    """Cards marked 3+ leave a 2-player game, cards marked 4 any game of fewer (step 5)."""
    return card.players is None or players >= card.players


def setup_type(card) -> str:
    """A card with both the Uncivilised and Civilised icons counts as Uncivilised here (step 4)."""
    for t in ("uncivilised", "civilised", "region", "tributary", "fame", "unrest"):
        if t in card.types:
            return t
    raise ValueError(f"{card.name}: no type to sort by")


def commons_for(m: Match, s: State, count: int) -> list[str]:
    """The chosen box's commons within the count's marks; a Tributary named like a card of a seat's
    nation is replaced by a random Tributary of the other box, drawn again while its mark or its
    name rules it out (2.3). The rest leave the game."""
    c = content()
    box = m.options.get("commons", "classics")
    other = next(b for b in c.commons if b != box)
    taken = {c.cards[x].name for p in s.seats for x in c.nations[p.nation].cards}
    spare = list(c.commons[other])
    m.rng.shuffle(spare)
    out = []
    for cid in c.commons[box]:
        card = c.cards[cid]
        if "tributary" in card.types and card.name in taken and in_count(card, count):
            m.event(f"{card.name} shares its name with a nation's card: a card of the other box replaces it", "2.3")
            s.boxed.append(cid)
            while True:
                cid = next((x for x in spare if "tributary" in c.cards[x].types), None)
                if cid is None:
                    break
                spare.remove(cid)
                if in_count(c.cards[cid], count) and c.cards[cid].name not in taken:
                    break
                s.boxed.append(cid)
            if cid is None:
                continue
        (out if in_count(c.cards[cid], count) else s.boxed).append(cid)
    s.boxed += spare
    return out


def nations_for(m: Match) -> list[str]:
    """Each seat's nation: as chosen, the rest drawn at random from those left."""
    c = content()
    chosen = [m.options.get(f"nation{i + 1}", "random") for i in range(len(m.players))]
    taken = [n for n in chosen if n != "random"]
    if len(set(taken)) != len(taken):
        raise BadSetup("two seats chose the same nation")
    left = [n for n in sorted(c.nations) if n not in taken]
    out = []
    for n in chosen:
        if n == "random":
            n = left.pop(m.rng.below(len(left)))
        out.append(n)
    return out


def new_state(m: Match) -> State:
    c = content()
    count = len(m.players)
    rng = m.rng
    s = State(c, [], [Space(d) for d in MARKET_DECKS], {d: [] for d in ("region", "uncivilised", "civilised", "main")},
              [])
    for seat, (name, nid) in enumerate(zip(m.players, nations_for(m))):
        nation = c.nations[nid]
        cards = [c.cards[x] for x in nation.cards]
        power = next(x.id for x in cards if "power" in x.types)
        p = Seat(name, nid, m.options.get(f"side{seat + 1}", "b"), power, empire=nation.starts_empire,
                 exhausts=nation.exhausts)
        accession = [x.id for x in cards if x.start == "accession"]
        p.nation_deck = [x.id for x in cards if x.start == "nation"]
        rng.shuffle(p.nation_deck)
        p.nation_deck[:0] = accession  # the accession card stays at the bottom (step 5)
        p.development = [x.id for x in cards if x.start == "development"]
        p.journey = list(nation.journey)  # step 3: the journey stack, its top card in play
        p.sides = dict.fromkeys(nation.journey, "a")
        p.play = [x.id for x in cards if x.start == "in_play" and x.id != power and x.id not in nation.journey]
        for x in cards:
            if x.start == "supply":  # step 8: into the common supply, within the count's marks
                (s.unrest if in_count(x, count) else s.boxed).append(x.id)
        p.deck = [x.id for x in cards if x.start == "deck"]
        rng.shuffle(p.deck)
        p.hand = [p.deck.pop() for _ in range(HAND)]
        s.seats.append(p)
    by_type: dict[str, list[str]] = {t: [] for t in (*MARKET_TYPES, "fame", "unrest")}
    for cid in commons_for(m, s, count):
        by_type[setup_type(c.cards[cid])].append(cid)
    s.unrest += by_type["unrest"]  # step 6
    s.fame = by_type["fame"]  # steps 7-8: across King of Kings, which lies under the Fame deck
    rng.shuffle(s.fame)
    for _ in range(FAME_REMOVED[count]):
        s.boxed.append(s.fame.pop())
    s.fame.insert(0, KING_OF_KINGS)
    main = list(by_type["tributary"])
    for kind in ("region", "uncivilised", "civilised"):  # steps 9-13
        pile = by_type[kind]
        rng.shuffle(pile)
        s.decks[kind] = pile[:DEALT[count]]
        main += pile[DEALT[count]:]
    rng.shuffle(main)
    s.decks["main"] = main
    for space in s.market:  # step 14
        space.card = s.decks[space.deck].pop()
    for space in s.market:  # steps 15-16
        card = c.cards[space.card]
        if any(t in card.types for t in ("uncivilised", "civilised", "tributary")):
            space.unrest = s.unrest.pop()
        if "civilised" in card.types and "uncivilised" not in card.types:
            space.tokens["progress"] += 1
    m.event(", ".join(f"{p.name} leads the {c.nations[p.nation].name} (side {p.side.upper()})" for p in s.seats),
            "2.1")
    return s
