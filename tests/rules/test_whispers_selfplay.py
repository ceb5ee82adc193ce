"""Seeded self-play: 480 whole matches over 2, 3 and 4 players (and the advanced rule), with
every invariant (20 units per empire, 40 cards, 9 agents per seat, loyalty tokens) checked after
every step."""
import pickle

import pytest

from rules import games
from rules.core.bots import RandomBot
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


@pytest.mark.parametrize("players, advanced", [(2, False), (3, True), (4, False)])
def test_kept_answers_are_those_a_fresh_copy_works_out(players, advanced):
    """The answers the state keeps about the map and the councils (state.kept_until) are, after
    every step, those worked out afresh by a copy of it, which starts with none; so are who holds
    each region and what each empire holds (State.index_map, which the copy does again), and
    whether each empire may attack or move units (State.can_attack, can_march, which list no
    targets); the positions each seat controls, listed in one pass, are those State.control gives
    it; the regions it keeps as over their garrison limit are those that are."""
    for seed in range(1, 6):
        m = games.get("whispers").new_match(["A", "B", "C", "D"][:players], seed=seed, options={"advanced": advanced})
        bot = RandomBot(seed)
        while m.decision is not None:
            m.play(bot.pick(m))
            fresh = pickle.loads(pickle.dumps(m.state))
            assert fresh.answers == {"units": {}, "council": {}}
            fresh.index_map()
            assert (m.state.holders, m.state.holdings, m.state.symbol_counts) == \
                (fresh.holders, fresh.holdings, fresh.symbol_counts), seed
            assert list(m.state.holders) == list(m.state.c.regions), "in board order"
            for kept in m.state.answers.values():
                for (question, *args), answer in kept.items():
                    assert getattr(fresh, question)(*args) == answer, (seed, question, args)
            s = m.state
            for e in s.c.empire_ids:
                for support, sources in [(False, None), (True, None)] + [(False, [r]) for r in s.controlled(e)]:
                    assert s.can_attack(e, support, sources) == bool(fresh.attack_targets(e, support, sources)), seed
                assert s.can_march(e) == bool(fresh.march_sources(e)), seed
            for seat in range(players):
                assert s.positions_controlled(seat) == [spot for spot in s.council if s.control(*spot)[0] == seat], seed
            assert s.over_limit == {r for r, n in s.unit_count.items() if n > s.c.regions[r].garrison_limit}, seed
