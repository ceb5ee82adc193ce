"""Seeded self-play of Oath: 120 whole matches over 2 to 6 players (and the German reading of
which Citizens may ally), every invariant (warbands, favor and secrets conserved, every card in
exactly one place, the limits) checked after every step; and records that replay to the same
match."""
import json

import pytest

from rules import games
from rules.core.selfplay import play_one, selfplay

SPEC = games.get("oath")
CHUNKS = [(players, start) for players in (2, 3, 4, 5, 6) for start in (1, 1001)]
GAMES_PER_CHUNK = 10


@pytest.mark.parametrize("players, start", CHUNKS)
def test_selfplay_invariants(players, start):
    report = selfplay(SPEC, GAMES_PER_CHUNK, [players], seed=start)
    assert report.failures == [] and report.games == GAMES_PER_CHUNK


def test_selfplay_with_the_german_allies():
    report = selfplay(SPEC, 20, [3, 4, 5, 6], seed=501, options={"allies": "german"})
    assert report.failures == [] and report.games == 20


@pytest.mark.parametrize("players, seed", [(2, 3), (4, 5), (6, 7)])
def test_record_round_trip(players, seed):
    m, _ = play_one(SPEC, players, seed)
    again = games.load(m.to_json())
    for seat in [None, *range(players)]:
        assert json.dumps(again.view(seat), sort_keys=True) == json.dumps(m.view(seat), sort_keys=True)
