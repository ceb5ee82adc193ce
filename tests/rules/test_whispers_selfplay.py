"""Seeded self-play: 480 whole matches over 2, 3 and 4 players (and the advanced rule), with
every invariant (20 units per empire, 40 cards, 9 agents per seat, loyalty tokens) checked after
every step."""
import pytest

from rules import games
from rules.core.selfplay import play_one, selfplay

CHUNKS = [(players, advanced, start) for players in (2, 3, 4) for advanced in (False, True) for start in (1, 1001)]
GAMES_PER_CHUNK = 40


@pytest.mark.parametrize("players, advanced, start", CHUNKS)
def test_selfplay_invariants(players, advanced, start):
    report = selfplay(games.get("whispers"), GAMES_PER_CHUNK, [players], seed=start, options={"advanced": advanced})
    assert report.failures == []
    assert report.games == GAMES_PER_CHUNK


def test_cards_discarded_at_cleanup_stay_accounted_for_between_choices():
    """Seed 127 with four players once lost a card between two cleanup discards."""
    play_one(games.get("whispers"), 4, seed=127)
