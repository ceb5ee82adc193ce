"""Seeded self-play: 300 whole matches over 2, 3 and 4 players (and the advanced rule), with
every invariant (20 units per empire, 40 cards, 9 agents per seat, loyalty tokens) checked after
every step."""
import pytest

from rules import games
from rules.core.selfplay import selfplay

CHUNKS = [(players, advanced, start) for players in (2, 3, 4) for advanced in (False, True) for start in (1, 1001)]


@pytest.mark.parametrize("players, advanced, start", CHUNKS)
def test_selfplay_invariants(players, advanced, start):
    report = selfplay(games.get("whispers"), 25, [players], seed=start, options={"advanced": advanced})
    assert report.failures == []
    assert report.games == 25
