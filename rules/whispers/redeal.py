"""A turn start dealt again for one seat (Engine.redeal, ARCHITECTURE "Bots and determinization"):
all that the seat could not see there, dealt again at random among the places it could lie.

What a seat cannot see (13): the other seats' unrevealed loyalty tokens, the cards in the other
seats' hands, the order of every deck, and, between two discards of another seat's cleanup, which
of its cards it has put aside so far. Dealt again:
- each other seat's unrevealed tokens, among its unrevealed slots (a revealed token is public);
- every empire card the seat has not located, among the other hands, the decks and the cleanup's
  discards, each card keeping its empire: a deck holds its own empire's cards only, and the empire
  of each card in a hand is public, since every card enters a hand by a draw that names its deck,
  and leaves it played (named) or discarded at cleanup, when the decks' counts show the empires
  (13.3). Between two cleanup discards, which of the discarder's cards are already put aside is
  dealt at random among its cards' empires.

Kept in place: the seat's own hand and tokens, and what it has seen since the turn start, read from
its view now: every token at the end of the game; each card it drew this turn, at the top of the
deck it came from, in order (when a card played this turn had shuffled that deck before the draw,
anywhere in it: where the shuffle took it is chance to come, so the kernel deals again until one
fits); and each card another seat played this turn, in that seat's hand or among the cards it drew
this turn before playing it. The turn's draws and plays are read from the log the seat sees: all
happen in one council position's turn, by the seat that controls it (4.1)."""
from __future__ import annotations

import random

from .cards import empire_names
from .content import POSITION_TITLES, POSITIONS
from .state import State


def redeal(s: State, seat: int, seen: dict, rng: random.Random) -> State:
    """`s`, a turn start's state, dealt again for `seat` in place; returns it."""
    _tokens(s, seat, seen, rng)
    _cards(s, seat, seen, rng)
    return s


# --- loyalty tokens (13.1) --------------------------------------------------------------------
def _tokens(s: State, seat: int, seen: dict, rng: random.Random) -> None:
    over = seen["phase"] == "over"
    for j in range(s.seats):
        if j == seat:
            continue
        now = seen["seats"][j]["loyalty"]
        tokens, revealed = s.loyalty[j], s.revealed[j]
        # a revealed token is public; a swap reveals two tokens and ends its turn, so none is
        # revealed since the turn start but at the end, when every token is shown and none was
        # swapped since (the last turn is an empires turn)
        fixed = [t["empire"] for t in now] if over else [tokens[k] if revealed[k] else None for k in range(len(tokens))]
        free = [k for k, e in enumerate(fixed) if e is None]
        if not free:
            s.loyalty[j] = fixed
            continue
        rest = [e for e in tokens if e not in fixed]
        rng.shuffle(rest)
        for k, e in zip(free, rest):
            fixed[k] = e
        s.loyalty[j] = fixed


# --- empire cards (13.2, 13.3) ------------------------------------------------------------------
_NAMES: dict[str, str] = {}       # card name -> id
_EMPIRES: dict[str, str] = {}     # empire name -> id


def _lookups(s: State) -> None:
    if not _NAMES:
        _NAMES.update({card.name: cid for cid, card in s.c.cards.items()})
        _EMPIRES.update({name: e for e, name in empire_names().items()})


def turn_events(s: State, seen: dict) -> tuple[int | None, list[tuple]]:
    """The seat acting in this turn and its card events since the turn start, read from the log
    `seen` holds: ("draw", empire, n, [card ids] if the viewer drew them else None) and ("play",
    [card ids]) for a card played with the cards paying for it, or played with its payment still
    to choose (the decision's prompt names it). Only a council position's turn draws or plays."""
    if s.phase != "empires":
        return None, []
    _lookups(s)
    c = s.c
    empire, position = c.empire_ids[s.step // len(POSITIONS)], POSITIONS[s.step % len(POSITIONS)]
    actor, _ = s.control(empire, position)
    if actor is None:
        return None, []
    who = seen["players"][actor]
    start = f"{who} acts as the {empire_names()[empire]} {POSITION_TITLES[position]}"
    log = seen["log"]
    i = len(log) - 1
    while i >= 0 and log[i]["text"] != start:
        i -= 1
    if i < 0:
        return actor, []
    draws, plays = f"{who} draws ", f"{who} plays "
    events: list[tuple] = []
    for entry in log[i + 1:]:
        text = entry["text"]
        if text.startswith(draws):
            n, rest = text[len(draws):].split(" ", 1)
            events.append(["draw", _EMPIRES[rest.rsplit(" ", 1)[0]], int(n), None])
        elif text.startswith("You draw ") and events and events[-1][0] == "draw":
            events[-1][3] = [_NAMES[name] for name in text[len("You draw "):].split(", ")]
        elif text.startswith(plays):
            rest = text[len(plays):]
            name = rest.split(" for ", 1)[0]
            paid = [_NAMES[name]]
            if ", discarding " in rest:
                words = rest.split(", discarding ", 1)[1].removesuffix(" too")
                paid += [_NAMES[x] for x in words.replace(" and ", ", ").split(", ")]
            events.append(("play", paid))
    d = seen["decision"]
    if d is not None and d["prompt"].startswith("To play "):  # a card played, its payment asked
        events.append(("play", [_NAMES[d["prompt"][len("To play "):].split(" for ", 1)[0]]]))
    return actor, [tuple(e) for e in events]


def _cards(s: State, seat: int, seen: dict, rng: random.Random) -> None:
    c = s.c
    kind = {cid: card.empire for cid, card in c.cards.items()}
    known = set(s.hands[seat])
    # the zones dealt again: each a list of slots, a slot's empire, and what lies there (None: to deal)
    zones: dict[object, list] = {}
    slot_kinds: dict[object, list[str]] = {}
    for e, deck in s.decks.items():
        slot_kinds[("deck", e)] = [e] * len(deck)
    discarder = s.order()[s.step] if s.phase == "cleanup" and s.in_play else None
    for j in range(s.seats):
        if j == seat:
            continue
        kinds = [kind[cid] for cid in s.hands[j]]
        if j == discarder:
            kinds += [kind[cid] for cid in s.in_play]
            rng.shuffle(kinds)
            slot_kinds["in_play"] = kinds[:len(s.in_play)]
            kinds = kinds[len(s.in_play):]
        slot_kinds[("hand", j)] = kinds
    if discarder == seat:
        known.update(s.in_play)
    for z, kinds in slot_kinds.items():
        zones[z] = [None] * len(kinds)
    placed: set[str] = set()

    def put(z, k: int, cid: str) -> None:
        zones[z][k] = cid
        placed.add(cid)

    actor, events = turn_events(s, seen)
    if events:
        shuffled: set[str] = set()   # decks shuffled this turn, by a card going back into them
        drawn = dict.fromkeys(c.empire_ids, 0)  # cards drawn from each deck this turn
        mixed: set[str] = set()      # decks drawn from after they were shuffled this turn
        back: set[str] = set()       # cards played this turn, so back in a deck
        for ev in events:
            if ev[0] == "draw":
                _, e, n, ids = ev
                deck = ("deck", e)
                if e in shuffled:
                    mixed.add(e)
                for cid in ids or [None] * n:
                    top = len(zones[deck]) - 1 - drawn[e]
                    drawn[e] += 1
                    if cid is None or cid in back or cid in placed or cid in known:
                        continue  # the other seat's draw, or a card played this turn drawn again
                    if e in shuffled:
                        free = [k for k, x in enumerate(zones[deck]) if x is None]
                        put(deck, rng.choice(free), cid)
                    elif top >= 0 and zones[deck][top] is None:
                        put(deck, top, cid)
            else:
                for cid in ev[1]:
                    e = kind[cid]
                    if actor != seat and cid not in placed and cid not in back and cid not in known:
                        hand = ("hand", actor)
                        spots = [(hand, k) for k, x in enumerate(zones[hand]) if x is None and slot_kinds[hand][k] == e]
                        deck = ("deck", e)
                        if e in mixed:  # drawn from anywhere in the deck, or held
                            spots += [(deck, k) for k, x in enumerate(zones[deck]) if x is None]
                        else:  # held, or among the cards it drew from the top of the deck
                            low = len(zones[deck]) - drawn[e]
                            spots += [(deck, k) for k in range(max(low, 0), len(zones[deck])) if zones[deck][k] is None]
                        if spots:
                            put(*rng.choice(spots), cid)
                    back.add(cid)
                    shuffled.add(e)
    # every card not located is dealt among the free slots of its empire
    pools: dict[str, list[str]] = {e: [] for e in c.empire_ids}
    for cid, e in kind.items():
        if cid not in known and cid not in placed:
            pools[e].append(cid)
    for pool in pools.values():
        rng.shuffle(pool)
    for z, slots in zones.items():
        kinds = slot_kinds[z]
        for k, x in enumerate(slots):
            if x is None:
                slots[k] = pools[kinds[k]].pop()
    assert not any(pools.values()), "the cards to deal do not fit the places they may lie"
    for z, slots in zones.items():
        if z == "in_play":
            s.in_play = slots
        elif z[0] == "deck":
            s.decks[z[1]] = slots
        else:
            s.hands[z[1]] = slots
