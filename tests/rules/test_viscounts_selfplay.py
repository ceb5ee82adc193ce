"""Seeded self-play of Viscounts: 202 whole matches over 1 to 4 players (1 = against the solo AI,
every AI board and difficulty), every invariant (each seat's cards, workers, buildings, the
townsfolk, manuscripts and scheme cards) checked after every step; and records that replay."""
import json

import pytest

from rules import games
from rules.core.selfplay import play_one, selfplay

CHUNKS = [(players, start) for players in (2, 3, 4) for start in (1, 1001)]
AIS = ["cleric", "builder", "noble", "card"]


@pytest.mark.parametrize("players, start", CHUNKS)
def test_selfplay_invariants(players, start):
    report = selfplay(games.get("viscounts"), 25, [players], seed=start)
    assert report.failures == [] and report.games == 25


@pytest.mark.parametrize("ai", AIS)
def test_selfplay_against_each_ai(ai):
    for seed in range(1, 14):
        m, _ = play_one(games.get("viscounts"), 1, seed, options={"ai": ai, "difficulty": seed % 4})
        ai_score = m.result["scores"][1]
        assert len(m.result["scores"]) == 2 and ai_score["name"].endswith("AI")
        assert "Leftover resources (AI)" in [line["label"] for line in ai_score["breakdown"]]


@pytest.mark.parametrize("players, seed", [(1, 3), (2, 5), (4, 7)])
def test_record_round_trip(players, seed):
    m, _ = play_one(games.get("viscounts"), players, seed)
    again = games.load(m.to_json())
    for seat in [None, *range(players)]:
        assert json.dumps(again.view(seat), sort_keys=True) == json.dumps(m.view(seat), sort_keys=True)
