"""The solo AIs against the greedy bot (rules.core.GreedyBot, judging options by
ViscountsEngine.estimate): a few seeded games prove the direction of the tuning; run as a module it
prints the win-rate table of REFERENCE.md 15.10:

    .venv/bin/python -m tests.rules.test_viscounts_balance [GAMES]

(GAMES seeded matches, seeds 1 to GAMES, per AI and difficulty; 100 by default)."""
import statistics
import sys
from multiprocessing import Pool

from rules import games
from rules.core.selfplay import play_one

SPEC = games.get("viscounts")
AIS = SPEC.options["ai"]["values"]
DIFFICULTIES = SPEC.options["difficulty"]["values"]


def solo_game(ai: str, difficulty: int, seed: int, bot: str = "greedy") -> tuple[int, int, bool]:
    """The player's and the AI's totals, and whether the player won."""
    m, _ = play_one(SPEC, 1, seed, options={"ai": ai, "difficulty": difficulty}, bot=bot)
    scores = m.result["scores"]
    return scores[0]["total"], scores[1]["total"], 0 in m.result["winners"]


def test_15_10_future_schemes_make_the_ai_harder_to_beat():
    """Over the same twelve seeds the greedy player beats the Cleric AI more often, and by more,
    at difficulty 0 than with 3 Future Schemes shuffled in."""
    easy = [solo_game("cleric", 0, seed) for seed in range(1, 13)]
    hard = [solo_game("cleric", 3, seed) for seed in range(1, 13)]
    assert sum(won for _, _, won in easy) > sum(won for _, _, won in hard)
    assert sum(p - ai for p, ai, _ in easy) > sum(p - ai for p, ai, _ in hard)


def test_the_greedy_player_outscores_random_play():
    """The estimate makes the greedy bot a real player: on the same seeds it scores far more than
    random choices do against the same AI."""
    greedy = [solo_game("builder", 0, seed)[0] for seed in range(1, 5)]
    random = [solo_game("builder", 0, seed, bot="random")[0] for seed in range(1, 5)]
    assert statistics.mean(greedy) > statistics.mean(random) + 20


def _cell(args):
    ai, difficulty, count = args
    results = [solo_game(ai, difficulty, seed) for seed in range(1, count + 1)]
    return ai, difficulty, results


def table(count: int) -> str:
    """The markdown table: per AI and difficulty, the greedy player's wins and both sides' mean scores."""
    cells = [(ai, d, count) for ai in AIS for d in DIFFICULTIES]
    with Pool() as pool:
        found = {(ai, d): results for ai, d, results in pool.map(_cell, cells)}
    rows = ["| AI | difficulty | player wins | player mean VP | AI mean VP | AI VP range |", "|---|---|---|---|---|---|"]
    for ai in AIS:
        for d in DIFFICULTIES:
            results = found[ai, d]
            player, opponent = [p for p, _, _ in results], [a for _, a, _ in results]
            wins = sum(won for _, _, won in results)
            rows.append(f"| {ai} | {d} | {wins}/{count} | {statistics.mean(player):.0f} | "
                        f"{statistics.mean(opponent):.0f} | {min(opponent)}-{max(opponent)} |")
    return "\n".join(rows)


if __name__ == "__main__":
    print(table(int(sys.argv[1]) if len(sys.argv) > 1 else 100))
