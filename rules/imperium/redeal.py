"""A turn start dealt again for one seat (Engine.redeal, for Match.determinized): every card the
seat could not see there, and has not seen since, is dealt again at random among the places it
could lie, each place keeping its size and what the table shows of it.

What a seat cannot see (view.py, Secrets): the other seats' hands, histories and sunken cards, every
deck (its own too: the order), the nation decks, the Fame deck, and the cards boxed unseen at setup
(the Fame cards removed from the top, the spare Tributaries of the other box). What is kept:
- every card the seat sees now (`seen["cards"]`: its own hand, history and sunken cards, the cards
  it looks at, every card that has come into the open since the turn start) stays where it lay;
- its own deck keeps its cards (their order is dealt again): a seat knows what it owns, and its
  running score counts its deck;
- a nation deck keeps its cards and its accession card at the bottom (5.15): its cards come out
  face up, so what is left in it is known, not in what order;
- a card's back stays where it is: a nation's card is dealt only where another card of that nation
  lay, a Fame card where a Fame card lay, a spare Tributary of the other box where one lay
  (among those the setup could have drawn, 2.3), a common card where a common card lay;
- a market deck holds only its type (2.2: the Region, Uncivilised and Civilised decks), and the
  main deck no Unrest;
- what the log since the turn start showed the seat (the kernel replays the choices made since on
  the deal, and keeps it only if they replay to the seat's view): a card it named that has gone out
  of sight again (a Tributary played and put into history), when no other card of the match bears
  its name; a card played or returned in a revolt from another seat's hand, the first of its name
  there (the one the choice offered); the top of the seat's own nation deck that it looked at; of
  the main deck, the card Gambling showed on its top, how deep a break through found its kind, and
  the kinds a break through found none of; and a seat that revolted holds, in half the deals, no
  more Unrest in hand than it returned (whether it stopped or ran out is not in the view);
- alike cards (rules decision 33: Unrest, two Conquer) are dealt as one kind: where the deal puts
  that kind, the ids of the alike cards that lay in that pile are used first, in their order, so
  that the choices made since, which name the first of the alike, replay. Only these ids, which
  nothing in play tells apart, follow where the cards lay.
Which hidden zone a card truly lies in is never kept for itself: the cards of a back are dealt again
over every hidden place that back lies in, whoever holds them."""
from __future__ import annotations

import random
import re
from functools import cache

from .choices import alike
from .content import content
from .setup import in_count, setup_type
from .state import State
from .words import some

MARKET_KINDS = ("region", "uncivilised", "civilised")
IN_MAIN = frozenset({*MARKET_KINDS, "tributary"})
REVOLT = "Unrest returned in a revolt"


@cache
def backs(box: str) -> tuple[dict[str, object], dict[str, str]]:
    """For the commons `box`: each card's back as the redeal sorts it ("common", "fame", "spare",
    ("nation", id)), and each common card's setup type (what market deck it may lie in)."""
    c = content()
    ours = set(c.commons[box])
    back: dict[str, object] = {}
    kind: dict[str, str] = {}
    for cid, card in c.cards.items():
        if "unrest" in card.types:
            back[cid] = "common"  # every Unrest reads alike, whoever's it was
        elif card.nation:
            back[cid] = ("nation", card.nation)
        elif cid not in ours:
            back[cid] = "spare"  # the other box's: only its Tributaries ever come in (2.3)
        elif "fame" in card.types:
            back[cid] = "fame"
        else:
            back[cid] = "common"
        if "unrest" in card.types:
            kind[cid] = "unrest"
        elif card.types and not card.nation:
            try:
                kind[cid] = setup_type(card)
            except ValueError:
                pass
    return back, kind


@cache
def probes() -> dict[str, str]:
    """A common card of each box in every player count that is not a Tributary: the box whose
    probe is not boxed is the one in play."""
    c = content()
    return {box: next(x for x in cards if c.cards[x].players is None and "tributary" not in c.cards[x].types)
            for box, cards in c.commons.items()}


def commons_box(s: State) -> str:
    boxed = set(s.boxed)
    return next(box for box, probe in probes().items() if probe not in boxed)


@cache
def unique_names(box: str, nations: tuple[str, ...]) -> frozenset[str]:
    """The names that only one card of a match of these nations and commons bears (or might: the
    other box's Tributaries count, as one may stand in for a Tributary of the box, 2.3)."""
    c = content()
    spare = [x for b, cards in c.commons.items() if b != box for x in cards if "tributary" in c.cards[x].types]
    ids = [*c.commons[box], *spare, *(x for n in nations for x in c.nations[n].cards)]
    count: dict[str, int] = {}
    for cid in ids:
        count[c.cards[cid].name] = count.get(c.cards[cid].name, 0) + 1
    return frozenset(name for name, n in count.items() if n == 1)


@cache
def names_pattern() -> re.Pattern:
    """Every card name as a whole name, the longest that fits ("City of Rome", not "City")."""
    names = sorted({card.name for card in content().cards.values()}, key=len, reverse=True)
    return re.compile(rf"(?<![\w'])(?:{'|'.join(re.escape(name) for name in names)})(?![\w'])")


def since_turn_start(s: State, seen: dict) -> tuple[set[str], list[tuple[int, str]], list[str]]:
    """What the seat's log shows since the turn start `s` stands at: the card names it names,
    each card played or returned in a revolt (seat, name), which came from that seat's hand, and
    its texts."""
    marker = (f"Round {s.round}: {s.seats[s.current].name}'s turn" if s.phase == "turn"
              else f"Solstice of round {s.round}")
    log = seen["log"]
    for k in range(len(log) - 1, -1, -1):
        if log[k]["text"] == marker:
            break
    else:
        return set(), [], []
    pattern = names_pattern()
    names, plays = set(), []
    heads = [f"{p.name} plays " for p in s.seats]
    revolts = {f"{p.name} returns an Unrest": j for j, p in enumerate(s.seats)}
    for e in log[k + 1:]:
        text = e["text"]
        found = pattern.findall(text)
        names.update(found)
        for j, head in enumerate(heads):
            if text.startswith(head) and text[len(head):] in found:
                plays.append((j, text[len(head):]))
        if e["rule"] == "3.5" and text in revolts:  # a revolt returns the first Unrest of the hand
            plays.append((revolts[text], REVOLT))
    return names, plays, [e["text"] for e in log[k + 1:]]


@cache
def kind_words() -> dict[str, str]:
    """What a kind reads as in the log ("a Tributary", "Tributary"), for every type, tag and
    icon a card has: what a break through names."""
    kinds = {k for card in content().cards.values() for k in (*card.types, *card.tags, *card.icons)}
    out = {}
    for k in sorted(kinds):
        out[some(k)] = k
        out[k.title()] = k
    return out


REVEALED = re.compile(r"^(\d+) cards? revealed from the main deck goe?s? back into it$")
NONE_LEFT = re.compile(r"^No (.+) card is left in the main deck: ")
BROKE = re.compile(r" breaks through for (.+)$")
LOOKED = re.compile(r"^You see (.+?)(?: on top of your nation deck)?$")
GAMBLED = re.compile(r" names \w+ and reveals (.+): it ")


def main_facts(texts: list[str]) -> tuple[set[str], tuple | None]:
    """What the log since the turn start shows of the main deck: the kinds it holds none of (a
    break through found none), and the first look into it: ("depth", n, kind), the first card of
    the kind lying under n others, or ("top", name), its top card named."""
    words = kind_words()
    none, first = set(), None
    for n, text in enumerate(texts):
        m = NONE_LEFT.match(text)
        if m and m.group(1) in words:
            none.add(words[m.group(1)])
        if first is None:
            m = REVEALED.match(text)
            if m and n + 1 < len(texts):
                broke = BROKE.search(texts[n + 1])
                if broke and broke.group(1) in words:
                    first = ("depth", int(m.group(1)), words[broke.group(1)])
            m = GAMBLED.search(text)
            if m:
                first = ("top", m.group(1))
    return none, first


@cache
def alike_kinds() -> dict[str, int]:
    """Each card that has alike cards (rules decision 33) -> the number of its kind; the others
    are told apart by their id alone, and need no relabelling."""
    groups: dict[tuple, list[str]] = {}
    for cid, key in alike().items():
        groups.setdefault(key, []).append(cid)
    return {cid: n for n, ids in enumerate(v for v in groups.values() if len(v) > 1) for cid in ids}


def relabel(slots: list[tuple[list[str], int]], old: list[str]) -> None:
    """Alike cards dealt as one kind: each pile's places of a kind take first the ids of that kind
    that lay in that pile, in their order; the ids left over fill the places left."""
    kinds = alike_kinds()
    places: dict[tuple, list[tuple[list[str], int]]] = {}
    truth: dict[tuple, list[str]] = {}
    for (pile, i), was in zip(slots, old):
        cid = pile[i]
        if cid in kinds:
            places.setdefault((id(pile), kinds[cid]), []).append((pile, i))
        if was in kinds:
            truth.setdefault((id(pile), kinds[was]), []).append(was)
    if not places:
        return
    left: dict[int, list[str]] = {}
    open_places = []
    for key, where in places.items():
        ids = truth.get(key, ())
        for (pile, i), cid in zip(where, ids):
            pile[i] = cid
        open_places += [(place, key[1]) for place in where[len(ids):]]
    for key, ids in truth.items():
        spare = ids[len(places.get(key, ())):]
        if spare:
            left.setdefault(key[1], []).extend(spare)
    for (pile, i), k in open_places:
        pile[i] = left[k].pop()


def at_depth(pile: list[str], slots: list[tuple[list[str], int]], rest: list[str], fits, n: int, k: str,
             cards) -> tuple[list[str], list[str]] | None:
    """The main deck's cards, taken from `rest` (shuffled) for its places `slots`, so that the
    first card of kind `k` from its top lies under `n` others, as a break through showed; the
    cards kept in place stay, those on its top (gone into the market before) not counted. With the
    cards left over; None when no such deal is to be had."""
    at = {i: m for m, (_, i) in enumerate(slots)}
    top = len(pile) - 1
    while top >= 0 and top not in at and not cards[pile[top]].has(k):
        top -= 1  # a card seen since, gone from the top before the break through
    target = top - n
    if target < 0 or any(i not in at and cards[pile[i]].has(k) for i in range(target + 1, top + 1)):
        return None
    if target not in at and not cards[pile[target]].has(k):
        return None
    above = [m for i, m in at.items() if i > target]
    out: list[str | None] = [None] * len(slots)
    lacks, has, left = [], [], []
    for cid in rest:
        if fits(cid) and cards[cid].has(k) and target in at and not has:
            has.append(cid)
        elif fits(cid) and not cards[cid].has(k) and len(lacks) < len(above):
            lacks.append(cid)
        else:
            left.append(cid)
    if len(lacks) < len(above) or (target in at and not has):
        return None
    for m, cid in zip(above, lacks):
        out[m] = cid
    if has:
        out[at[target]] = has[0]
    free = [m for m in range(len(slots)) if out[m] is None]
    rest, left = left, []
    for cid in rest:
        if free and fits(cid):
            out[free.pop()] = cid
        else:
            left.append(cid)
    return (out, left) if not free else None


def redeal(s: State, seat: int, seen: dict, rng: random.Random) -> State:
    known = set(seen["cards"])
    box = commons_box(s)
    back, kind = backs(box)
    players = len(s.seats)
    cards = s.c.cards
    hidden: list[tuple[list[str], object]] = []  # (pile, how its cards are dealt)
    hidden.append((s.seats[seat].deck, "deck"))
    for j, p in enumerate(s.seats):
        hidden.append((p.nation_deck, ("nation deck", j)))
        if j != seat:
            hidden += [(p.hand, ""), (p.deck, ""), (p.history, ""), (p.sunken, "")]
    hidden += [(pile, where) for where, pile in s.decks.items()]
    hidden.append((s.fame, ""))

    # a card seen since the turn start, now out of sight: one the log names, the only card of its
    # name in the match; and a card played from a hand (the first of its name there, as the choice
    # offered it); what the log showed of the top of the seat's nation deck and of the main deck
    named, plays, texts = since_turn_start(s, seen)
    none, first = main_facts(texts) if texts else (set(), None)
    looked = [m.group(1) for m in map(LOOKED.match, texts) if m]
    if looked:  # the top of its own nation deck, which the seat looked at (5.11)
        tops = [x for x in reversed(s.seats[seat].nation_deck) if x not in known]
        known |= {cid for cid, name in zip(tops, looked) if cards[cid].name == name}
    if first and first[0] == "top":  # the top of the main deck, named as it was revealed
        top = next((x for x in reversed(s.decks["main"]) if x not in known), None)
        if top is not None and cards[top].name == first[1]:
            known.add(top)
    if named:
        once = unique_names(box, tuple(p.nation for p in s.seats))
        known |= {cid for pile, _ in hidden for cid in pile if cards[cid].name in named and cards[cid].name in once}
    played: set[str] = set()
    keys = alike()
    for j, name in plays:
        if j != seat:  # the first of its name in the hand, as the choice offered the first of the
            # alike; but a card of that name told apart from it and still in sight was the one played
            name = "Unrest" if name == REVOLT else name
            hand = [x for x in s.seats[j].hand if x not in played and cards[x].name == name]
            if hand:
                apart = [x for x in hand if x in known and keys[x] != keys[hand[0]]]
                played.add(apart[0] if apart and hand[0] not in known else hand[0])
    known |= played

    # a seat that returned Unrest in a revolt was asked again while Unrest was left in its hand: half
    # the deals give it no more (its asking stopping with them), half any (it kept the rest)
    # one that is asked to return Unrest (all see the question) still holds one
    revolted = {j for j, name in plays if name == REVOLT and j != seat}
    asked = seen["decision"]
    restless = (s.seats[asked["seat"]].hand if asked and asked["seat"] != seat and asked["rule"] == "3.5"
                and asked["prompt"].startswith("Revolt") else None)
    if revolted and rng.random() < 0.5:
        hidden = [(pile, "calm" if how == "" and any(pile is s.seats[j].hand for j in revolted) else how)
                  for pile, how in hidden]
    if restless is not None:
        hidden = [(pile, "restless" if pile is restless else how) for pile, how in hidden]
    groups: dict[object, list[tuple[list[str], int]]] = {}
    commons: dict[str, list[tuple[list[str], int]]] = {
        k: [] for k in (*MARKET_KINDS, "main", "calm", "restless", "")}
    for pile, how in hidden:
        if isinstance(how, str) and how in ("", "calm", "restless", *s.decks):  # by the card's back
            for i, cid in enumerate(pile):
                if cid in known:
                    continue
                b = back[cid]
                if b == "common":
                    commons["" if how == "restless" and commons["restless"] else how].append((pile, i))
                else:
                    groups.setdefault(b, []).append((pile, i))
        else:  # the pile keeps its cards; a nation deck its accession card at the bottom
            start = 1 if how != "deck" and pile and cards[pile[0]].start == "accession" else 0
            groups[how] = [(pile, i) for i in range(start, len(pile)) if pile[i] not in known]
    taken = {cards[x].name for p in s.seats for x in s.c.nations[p.nation].cards}
    for i, cid in enumerate(s.boxed):  # boxed unseen at setup: Fame from the top, spare Tributaries
        b = back[cid]
        if cid in known or not in_count(cards[cid], players):
            continue
        if b == "fame" or (b == "spare" and kind.get(cid) == "tributary" and cards[cid].name not in taken):
            groups.setdefault(b, []).append((s.boxed, i))

    for slots in groups.values():
        if len(slots) < 2:
            continue
        old = [pile[i] for pile, i in slots]
        new = old[:]
        rng.shuffle(new)
        for (pile, i), cid in zip(slots, new):
            pile[i] = cid
        relabel(slots, old)
    every = [slot for slots in commons.values() for slot in slots]
    old = [pile[i] for pile, i in every]
    rest = old[:]
    rng.shuffle(rest)
    for where, slots in commons.items():  # the market decks take only their type, the main deck no Unrest
        if not slots:
            continue
        if where:
            if where == "calm":
                fits = lambda x: kind.get(x) != "unrest"  # noqa: E731
            elif where == "restless":
                fits = lambda x: kind.get(x) == "unrest"  # noqa: E731
            elif where != "main":
                fits = lambda x: kind.get(x) == where  # noqa: E731
            elif none:  # nor a kind a break through found none of
                fits = lambda x: kind.get(x) in IN_MAIN and not any(cards[x].has(k) for k in none)  # noqa: E731
            else:
                fits = lambda x: kind.get(x) in IN_MAIN  # noqa: E731
            n, dealt, left = len(slots), [], []
            deep = (at_depth(s.decks["main"], slots, rest, fits, first[1], first[2], cards)
                    if where == "main" and first and first[0] == "depth" else None)
            if deep:
                dealt, left = deep
            else:
                for cid in rest:
                    (dealt if len(dealt) < n and fits(cid) else left).append(cid)
            if len(dealt) < n:  # what the log showed cannot hold with these cards: the kernel deals again
                fits = (lambda x: kind.get(x) in IN_MAIN) if where == "main" else (lambda x: True)  # noqa: E731
                dealt, left = [], []
                for cid in rest:
                    (dealt if len(dealt) < n and fits(cid) else left).append(cid)
            rest = left
        else:
            dealt = rest
        for (pile, i), cid in zip(slots, dealt):
            pile[i] = cid
    relabel(every, old)
    for j, p in enumerate(s.seats):
        if j != seat:
            first_of_alike(p.hand, known)
    return s


def first_of_alike(hand: list[str], known: set[str]) -> None:
    """Of alike cards in a hand, the ones seen since come first among their places: the choice
    offers the first of the alike (rules decision 33), which must be the one that was played. Only
    ids of alike cards move, so every choice keeps its place among the options."""
    kinds = alike_kinds()
    places: dict[int, list[int]] = {}
    for n, cid in enumerate(hand):
        if cid in kinds:
            places.setdefault(kinds[cid], []).append(n)
    for ns in places.values():
        if len(ns) > 1:
            ids = [hand[n] for n in ns]
            ids = [x for x in ids if x in known] + [x for x in ids if x not in known]
            for n, cid in zip(ns, ids):
                hand[n] = cid
