"""The greedy bot finishes every game: `selfplay --bot greedy` (rules.core.selfplay.selfplay with
bot="greedy") at every seat count of each game, a few seeds each, every match over within a step
cap, the invariants checked after every step. Greedy plays every option on a clone of a deal, so
it is slow: the seeds are picked for short matches. CPU seconds measured when it played on clones
of the match itself: Whispers 2.5 (7 matches), Viscounts 5.4 (7), Imperium 4.0 (10), Oath 15.3 (5
matches of 1-6 s); dealing a move again makes the file about 1.6x slower (318 s against 198 s, run
side by side under load).
Imperium's two-player seeds 1, 2 and 4 are those where both seats innovated for 2 Progress
forever, past round 1,000, before the estimate valued the end for a seat ahead.
And the Imperium estimate reads only what its seat may see."""
import random

import pytest

from rules import games
from rules.core import RandomBot
from rules.core.selfplay import selfplay
from rules.imperium.estimate import LOOK_THROUGH

from .rules.test_imperium_selfplay import hidden_piles

CAP = 3_000  # the longest greedy match seen: 631 steps (Viscounts, 4 players); Oath 554, Imperium 342

# game -> [(seats, first seed, matches, options)]: the matches of seeds first .. first + matches - 1
RUNS = {
    "whispers": [(2, 1, 2, {}), (3, 1, 2, {}), (4, 1, 2, {}), (4, 1, 1, {"advanced": True})],
    "viscounts": [(1, 1, 2, {}), (1, 1, 1, {"ai": "card", "difficulty": 3}), (2, 1, 2, {}), (3, 1, 1, {}),
                  (4, 1, 1, {})],
    "oath": [(2, 1, 1, {}), (3, 3, 1, {}), (4, 2, 1, {}), (5, 1, 1, {}), (6, 3, 1, {})],
    "imperium": [(2, 1, 4, {}), (3, 1, 2, {}), (4, 1, 2, {}), (2, 1, 1, {"commons": "legends"}),
                 (2, 1, 1, {"nation1": "utopians", "nation2": "arthurians"})],
}


@pytest.mark.parametrize("game", list(RUNS))
def test_greedy_selfplay_ends_at_every_seat_count(game):
    spec = games.get(game)
    assert {n for n, *_ in RUNS[game]} == set(range(spec.min_players, spec.max_players + 1))
    for n, seed, matches, options in RUNS[game]:
        report = selfplay(spec, matches, [n], seed=seed, options=options, bot="greedy", max_steps=CAP)
        assert not report.failures, f"{game}, {n} seats {options}: {report.failures}"
        assert report.games == matches


def test_selfplay_counts_a_match_past_the_step_cap_as_a_failure():
    report = selfplay(games.get("whispers"), 1, [2], seed=1, bot="greedy", max_steps=10)
    assert report.games == 0 and report.failures == ["2 players, seed 1: AssertionError: no end after 10 steps"]


def test_the_imperium_estimate_is_blind_to_the_cards_its_seat_may_not_see():
    """Two cards the seat may not see swapped (another seat's hand, history, deck or nation deck, a
    supply deck, the Fame deck), its estimate is the same."""
    spec = games.get("imperium")
    m = spec.new_match(["Ann", "Bob", "Cid"], seed=12)
    bot, rng = RandomBot(12), random.Random(12)
    changed = []
    while m.decision is not None:
        m.play(bot.choose(m.decision))
        if len(m.choices) % 15 or m.decision is None or m.decision.rule in LOOK_THROUGH:
            continue  # (a break through's card and a payment are judged on clones, which a swap would not reach)
        for seat in range(3):
            before = spec.engine.estimate(m, seat)
            piles = hidden_piles(m.state, seat)
            for _ in range(6 if len(piles) > 1 else 0):
                (na, a, fa), (nb, b, fb) = rng.sample(piles, 2)
                i, j = rng.randrange(fa, len(a)), rng.randrange(fb, len(b))
                a[i], b[j] = b[j], a[i]
                if spec.engine.estimate(m, seat) != before:
                    changed.append(f"step {len(m.choices)}, seat {seat}: {na} and {nb}")
                a[i], b[j] = b[j], a[i]
    assert changed == []
