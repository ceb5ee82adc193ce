"""A turn start of Oath, or a moment between two actions (the flow keeps a checkpoint at each),
dealt again for one seat (Match.determinized, ARCHITECTURE "Bots and determinization"): every
face the seat could not see there is dealt again at random among the places it could lie, each
place keeping its size and what its backs show.

Dealt again, unless the seat knows the card:
- the denizen cards: the world deck, the discard piles, the Dispossessed, the other seats'
  facedown advisers and the cards they hold while choosing. Every place keeps the back it shows
  (a Vision's back shows it is a Vision, an edifice's that it is an edifice): each card of the
  piles, the advisers and the hands, the world deck's top card and every card drawn from the
  deck since the turn began (their backs were seen as they came); below those, the deck's backs
  are not seen, so its Visions lie anywhere there;
- the facedown relics: on the Reliquary, beside the sites and in the relic deck (one back);
- the facedown sites, among the facedown map slots.
Kept in place: the seat's own hand and advisers, the relics it peeked at, every public face, and
every hidden card or site the seat's view now shows (its "cards") or its log since the turn
began names (a card it drew this turn and discarded since stays where it lay in the deck). Another
seat's peeked relics and the tokens a card holds follow the place, not the face. Once the game is
decided every face on the table is up: only the decks, the piles and the Dispossessed are dealt
again.

Only the seat's view and the public parts of the state say what stays; the hidden parts give only
the cards to deal (and their backs)."""
from __future__ import annotations

import random
import re

from .content import card_kind, content
from .state import State

TURN_MARK = "'s turn: Wake"  # the flow's first line of a turn (flow.take_turn)
DRAWN = re.compile(r"searches the world deck and draws (\d+) card")  # a search's line (actions.search)
_NAMES: tuple[re.Pattern, dict[str, int]] | None = None


def _names() -> tuple[re.Pattern, dict[str, int]]:
    """Every card's and site's name, longest first (a name inside a longer one is not matched),
    and what it names: ("card" or "site", its id)."""
    global _NAMES
    if _NAMES is None:
        c = content()
        ids = {x.name: ("card", i) for table in (c.denizens, c.edifices, c.visions, c.relics) for i, x in table.items()}
        ids |= {x.name: ("site", i) for i, x in c.sites.items()}
        pattern = "|".join(re.escape(n) for n in sorted(ids, key=len, reverse=True))
        _NAMES = re.compile(rf"\b(?:{pattern})\b"), ids
    return _NAMES


def since_turn(seen: dict) -> tuple[set[int], set[int], int]:
    """What the seat's log shows since the current turn began: the cards and the sites it names,
    and how many cards were drawn from the world deck (their backs seen as they were drawn)."""
    log = seen.get("log") or []
    start = 0
    for i in range(len(log) - 1, -1, -1):
        if log[i]["rule"] == "4.1" and log[i]["text"].endswith(TURN_MARK):
            start = i
            break
    else:
        if seen.get("phase") != "setup":
            return set(), set(), 0  # no turn begun: nothing seen since (setup's cards are the seat's own hand)
    pattern, ids = _names()
    cards, sites, drawn = set(), set(), 0
    for e in log[start:]:
        text = e["text"]
        for name in pattern.findall(text):
            kind, x = ids[name]
            (sites if kind == "site" else cards).add(x)
        if "the world deck and draws" in text:
            found = DRAWN.search(text)
            drawn += int(found.group(1)) if found else 0
    return cards, sites, drawn


def known_cards(seen: dict) -> tuple[set[int], set[int]]:
    """The cards and sites (by id) the seat's view now shows."""
    cards, sites = set(), set()
    for cid in seen["cards"]:
        kind, _, n = cid.partition(":")
        if kind == "site":
            sites.add(int(n))
        elif kind in ("denizen", "vision", "relic", "edifice"):
            cards.add(int(n))
    return cards, sites


def redeal(s: State, seat: int, seen: dict, rng: random.Random) -> State:
    """The state `s` of a turn start, or of a moment between two actions, dealt again for `seat`,
    whose view now is `seen` (Engine.redeal), in place; returns it."""
    over = s.decided
    known, known_sites = known_cards(seen)
    named, named_sites, drawn = since_turn(seen)
    known |= named
    known_sites |= named_sites
    me = s.players[seat]
    known.update(me.peeked)
    moved: dict[int, int] = {}

    # --- denizen cards: every place keeps the back it shows, but below the world deck's top ----------
    places: list[tuple[list, int]] = []  # (the list it lies in, its index) of each card dealt again
    # the top card's back is public, and so was each one drawn since the turn began; a state taken
    # between two actions has lost those drawn before it
    top = min(drawn - s.searched_this_turn + 1, len(s.world))
    places += [(s.world, i) for i in range(top) if s.world[i] not in known]
    places += [(pile, i) for pile in s.discards.values() for i, x in enumerate(pile) if x not in known]
    places += [(s.dispossessed, i) for i, x in enumerate(s.dispossessed) if x not in known]
    advisers = []
    if not over:
        for other, p in enumerate(s.players):
            if other != seat:
                downs = [a for a in p.advisers if not a.faceup and a.card not in known]
                if downs:
                    cards = [a.card for a in downs]
                    advisers.append((downs, cards))
                    places += [(cards, i) for i in range(len(cards))]
                hand = s.hands[other]
                places += [(hand, i) for i, x in enumerate(hand) if x not in known]
    below = [i for i in range(top, len(s.world)) if s.world[i] not in known]  # their backs unseen
    if places or below:
        pools: dict[str, list[int]] = {}
        for where, i in places:
            pools.setdefault(card_kind(where[i]), []).append(where[i])
        backs = []
        for i in below:
            kind = card_kind(s.world[i])
            pools.setdefault(kind, []).append(s.world[i])
            backs.append(kind)
        for pool in pools.values():
            rng.shuffle(pool)
        if len(backs) > 1 and len(set(backs)) > 1:
            rng.shuffle(backs)
        for where, i in places:
            new = pools[card_kind(where[i])].pop()
            if new != where[i]:
                moved[where[i]] = new
                where[i] = new
        world = s.world
        for i, kind in zip(below, backs):
            new = pools[kind].pop()
            if new != world[i]:
                moved[world[i]] = new
                world[i] = new
        for downs, cards in advisers:
            for a, x in zip(downs, cards):
                a.card = x

    # --- facedown relics: one back ------------------------------------------------------------------
    places = []
    if not over:
        places += [(s.reliquary, i) for i, x in enumerate(s.reliquary) if x is not None and x not in known]
        places += [(slot.relics, i) for slot in s.slots for i, x in enumerate(slot.relics) if x not in known]
    places += [(s.relic_deck, i) for i, x in enumerate(s.relic_deck) if x not in known]
    if len(places) > 1:
        relics = [where[i] for where, i in places]
        rng.shuffle(relics)
        for (where, i), new in zip(places, relics):
            if new != where[i]:
                moved[where[i]] = new
                where[i] = new

    # --- facedown sites -----------------------------------------------------------------------------
    if not over:
        down = [slot for slot in s.slots if not slot.faceup and slot.site not in known_sites]
        if len(down) > 1:
            sites = [slot.site for slot in down]
            rng.shuffle(sites)
            for slot, site in zip(down, sites):
                slot.site = site

    # --- what follows the place: other seats' peeked relics, tokens on cards -------------------------
    if moved:
        for other, p in enumerate(s.players):
            if other != seat and p.peeked:
                p.peeked = [moved.get(x, x) for x in p.peeked]
        if s.tokens_on_cards and any(x in moved for x in s.tokens_on_cards):
            s.tokens_on_cards = {moved.get(x, x): t for x, t in s.tokens_on_cards.items()}
    return s
