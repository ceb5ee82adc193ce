"""Helpers to put an Imperium match into a chosen position: a card lifted from wherever it lies
and put where the case needs it, so every card stays in exactly one place."""
from __future__ import annotations

from rules import games
from rules.imperium.content import KING_OF_KINGS, content
from rules.imperium.effects import Effects
from rules.imperium.verbs import VERBS

SPEC = games.get("imperium")
C = content()
NAMES = ["Ann", "Bob", "Cid", "Dee"]
NO_CARD = KING_OF_KINGS  # the card resolving a verb driven alone: one that lies in nobody's hand or piles


CLASSICS = ["romans", "greeks", "persians", "macedonians"]  # the seats' nations unless a case names others


def new_match(players: int = 3, seed: int = 1, **options):
    chosen = [options.get(f"nation{i + 1}") for i in range(players)]
    left = [n for n in CLASSICS if n not in chosen]
    for i in range(players):
        options.setdefault(f"nation{i + 1}", left.pop(0) if chosen[i] is None else chosen[i])
    return SPEC.new_match(NAMES[:players], seed=seed, options=options)


def effects(m) -> Effects:
    return Effects(m, VERBS)


def card(name: str, nation: str | None = None) -> str:
    """The first card of that name (of that nation, or a common card)."""
    for cid, c in C.cards.items():
        if c.name == name and c.nation == nation:
            return cid
    raise KeyError(name)


def piles(s):
    yield from (s.fame, s.unrest, s.exile, s.boxed, *s.decks.values())
    for p in s.seats:
        yield from (p.hand, p.deck, p.discard, p.play, p.history, p.nation_deck, p.development, p.limbo,
                    p.sunken, p.journey, *p.garrison.values())


def lift(s, cid: str) -> str:
    for p in s.seats:
        assert not p.garrison.get(cid), f"{cid} hosts a garrison: lift it by leaving play"
        for host, cards in list(p.garrison.items()):
            if cid in cards:
                cards.remove(cid)
                if not cards:
                    del p.garrison[host]
                return cid
        p.garrison.pop(cid, None)
    for pile in piles(s):
        if cid in pile:
            pile.remove(cid)
            return cid
    for space in s.market:
        if space.card == cid:
            space.card = None
            return cid
        if space.unrest == cid:
            space.unrest = None
            return cid
    raise KeyError(cid)


def put(s, cid: str, pile: list) -> str:
    pile.append(lift(s, cid))
    return cid


def unrest_card(s) -> str:
    """An Unrest from the pile."""
    return s.unrest[-1]


def answer_all(gen, pick) -> list:
    """Run a flow generator to its end, answering every decision with pick(decision)."""
    seen = []
    try:
        d = next(gen)
        while True:
            seen.append(d)
            d = gen.send(pick(d))
    except StopIteration:
        return seen
