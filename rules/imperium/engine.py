"""Imperium: Classics on the tabletop kernel: setup, views, results and invariants."""
from __future__ import annotations

from collections import Counter
from functools import cache

from rules.core import Engine, Match

from .cards import catalogue
from .content import BOXES, KING_OF_KINGS, content
from .estimate import chances, estimate
from .flow import Flow
from .redeal import redeal
from .setup import new_state
from .state import State
from .view import result, view

NATIONS = ["random", *sorted(content().nations)]


def _seat_options() -> dict:
    out = {}
    for i in range(1, 5):
        counts = [n for n in (2, 3, 4) if n >= i]
        out[f"nation{i}"] = {"values": NATIONS, "default": "random", "players": counts if i > 2 else None,
                             "help": f"Seat {i}'s nation (random: drawn among those left)"}
        out[f"side{i}"] = {"values": ["b", "a"], "default": "b", "players": counts if i > 2 else None,
                           "help": f"Seat {i}'s power card side for the whole match (B is advised for a first game)"}
    for spec in out.values():
        if spec["players"] is None:
            del spec["players"]
    return out


@cache
def dealt_cards(nations: tuple[str, ...]) -> frozenset[str]:
    """Every card of a match of these nations: both boxes' commons, King of Kings, the nations' own."""
    c = content()
    return frozenset({x for box in c.commons.values() for x in box} | {KING_OF_KINGS}
                     | {x for n in nations for x in c.nations[n].cards})


class ImperiumEngine(Engine):
    id = "imperium"
    title = "Imperium: Classics & Legends"
    min_players = 2
    max_players = 4
    rules_version = 4
    # the search bot scores the tree's new leaf at once by the seats' chances and judges an option
    # by its mean alone (measured in REFERENCE, Bots)
    playout_depth = 0
    backup_weight = 0.0
    options = {"commons": {"values": list(BOXES), "default": "classics",
                           "help": "Which box's common cards make the market (2.3)"}, **_seat_options()}

    # the rules live in their modules; the engine names them for the kernel
    flow_class = Flow
    setup = staticmethod(new_state)
    view = staticmethod(view)
    result = staticmethod(result)
    catalogue = staticmethod(catalogue)

    def redeal(self, state: State, seat: int, seen: dict, rng) -> State:
        return redeal(state, seat, seen, rng)

    def estimate(self, m: Match, seat: int) -> float:
        return estimate(m, seat)

    def rewards(self, m: Match) -> list[float]:
        return chances(m)

    def check_invariants(self, m: Match) -> None:
        s: State = m.state
        cards = s.every_card()
        placed = set(cards)
        if len(placed) != len(cards):
            raise AssertionError(f"cards in two places: {[x for x, n in Counter(cards).items() if n > 1]}")
        dealt = dealt_cards(tuple(p.nation for p in s.seats))
        assert placed == dealt, f"cards lost or found: {sorted(dealt ^ placed)}"
        c = content()
        for p in s.seats:
            for k in ("material", "population", "progress", "actions", "exhausts"):
                assert getattr(p, k) >= 0, f"{p.name}: {k} {getattr(p, k)}"
            assert not p.limbo or s.phase != "over" or s.collapse, f"{p.name}: a card left resolving"
            assert all(host in p.play for host in p.garrison), f"{p.name}: a garrison without its card"
            assert all(s.card(x).start != "accession" for x in p.nation_deck[1:]), "accession not at the bottom"
            tokens = p.exhausts + len(p.exhausted) + p.nation_token + p.development_token
            assert tokens <= c.nations[p.nation].exhausts, f"{p.name}: {tokens} exhaust tokens"
