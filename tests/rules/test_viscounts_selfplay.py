"""Seeded self-play of Viscounts: 202 whole matches over 1 to 4 players (1 = against the solo AI,
every AI board and difficulty), every invariant (each seat's cards, workers, buildings, the
townsfolk, manuscripts and scheme cards) checked after every step; records that replay; and the
answers a flow keeps about the boards, after every step, those a fresh flow works out."""
import json

import pytest

from rules import games
from rules.core.bots import RandomBot
from rules.core.selfplay import play_one, selfplay
from rules.viscounts.components import BUILDING_ABILITIES, Moves
from rules.viscounts.effects import Gain, gain_of
from rules.viscounts.flow import Flow
from rules.viscounts.townsfolk import ACTIONS

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


@pytest.mark.parametrize("players, seed", [(1, 2), (2, 4), (3, 6), (4, 8)])
def test_kept_board_answers_are_fresh(players, seed):
    """A flow keeps what each board gives as last looked at, what lies by each town and where moves
    can end (kept for the order of segments, over matches): one kept from the start of the match,
    and the one the match runs, answer after every step as a flow that never saw the match before."""
    m = games.get("viscounts").new_match([f"P{i}" for i in range(players)], seed=seed)
    kept, bot = Flow(m), RandomBot(seed)
    while m.decision is not None:
        fresh, running = Flow(m), m._flow.gi_frame.f_locals["self"]  # the flow the match runs
        for flow in (kept, running):
            assert flow.towns_beside() == fresh.towns_beside()
            town, farther = m.state.order[len(m.choices) % 5] + ".left", len(m.choices) % 7  # asked again, farther
            for least in range(5):  # against where moves end found afresh on the match's own arrows
                most = least + farther
                ends = Moves(m.state.arrows).ends(town, least, most)
                assert list(flow.reachable(town, least, most).items()) == \
                    [(end, steps) for end, steps in ends.items() if steps <= most]
        for seat in range(len(m.state.seats)):
            lent = m.state.seats[seat].lent
            for flow in (kept, running):
                assert flow.board(seat) == fresh.board(seat)
                for action in ACTIONS:
                    assert flow.free_icons(seat, action, lent) == fresh.free_icons(seat, action, lent)
                for kind in BUILDING_ABILITIES:
                    assert flow.building_ability(seat, kind) == fresh.building_ability(seat, kind)
        m.play(bot.pick(m))


@pytest.mark.parametrize("players, seed", [(2, 3), (3, 5), (4, 9)])
def test_kept_gains_of_a_primary_action_are_fresh(monkeypatch, players, seed):
    """The buildings and worker counts a primary action was offered for are those the action then
    works out afresh: nothing between the offer and the action changes them."""
    checked = []

    def fresh(method, options_of):
        def checked_method(self, seat, extra_icons, options=None):
            if options is not None:
                assert options == options_of(self, seat, extra_icons)
                checked.append(method.__name__)
            return method(self, seat, extra_icons, options)
        return checked_method

    monkeypatch.setattr(Flow, "build", fresh(Flow.build, Flow.build_options))
    monkeypatch.setattr(Flow, "place_workers", fresh(Flow.place_workers, Flow.worker_options))
    for game in range(3):
        play_one(games.get("viscounts"), players, seed * 100 + game)
    assert {"build", "place_workers"} <= set(checked)


def test_a_gain_is_taken_as_printed():
    """A gain step's amounts, sorted once for each gain of the box: corruption and virtue apart,
    the goods silver first, then the resources of the seat's choice, debts and deeds."""
    printed = (("ink", 1), ("corruption", 2), ("deed", 1), ("silver", 3), ("resource", 2), ("debt", 1))
    assert gain_of(printed) == Gain(corruption=2, virtue=0, goods=(("silver", 3), ("ink", 1)), resource=2, debt=1, deed=1)
    assert gain_of((("virtue", 1),)) == Gain(0, 1, (), 0, 0, 0)
