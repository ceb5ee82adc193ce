"""Bots against each other (`tabletop arena`): whole matches with the seats rotated, so that each
bot sits in each seat as often as the others, and each bot's win rate with its 95% interval and
its mean time a move. A search bot's budget is time of the process's own (CPU time), so that a
measure does not depend on what else the machine runs."""
from __future__ import annotations

import math
import time
from dataclasses import dataclass, field

from .match import GameSpec
from .selfplay import play_one

Z95 = 1.959963984540054  # the normal quantile of a two-sided 95% interval


def wilson(wins: float, games: int) -> tuple[float, float]:
    """The Wilson score interval of a win rate at 95%: better than the normal one near 0 and 1,
    and never outside them."""
    if not games:
        return 0.0, 1.0
    p = wins / games
    centre = p + Z95 ** 2 / (2 * games)
    spread = Z95 * math.sqrt(p * (1 - p) / games + Z95 ** 2 / (4 * games ** 2))
    scale = 1 + Z95 ** 2 / games
    return max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale)


@dataclass
class Standing:
    """One bot's results: matches played, wins (a shared win split), its time spent choosing, and
    the points its seats scored (a solo match's measure besides the win)."""
    games: int = 0
    wins: float = 0.0
    seconds: float = 0.0
    moves: int = 0
    points: float = 0.0
    seats: int = 0

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)

    @property
    def mean_score(self) -> float:
        return self.points / self.seats if self.seats else 0.0

    @property
    def ms_per_move(self) -> float:
        return 1000 * self.seconds / self.moves if self.moves else 0.0


@dataclass
class ArenaReport:
    bots: dict[str, Standing] = field(default_factory=dict)
    games: int = 0
    seconds: float = 0.0
    failures: list[str] = field(default_factory=list)


def seating(bots: list[str], game: int, players: int) -> list[str]:
    """The bot in each seat in the `game`-th match: the list turned one place a match."""
    return [bots[(game + seat) % len(bots)] for seat in range(players)]


def arena(spec: GameSpec, bots: list[str], games: int, players: int, seed: int = 1,
          options: dict | None = None, budget: float = 1.0) -> ArenaReport:
    report = ArenaReport({bot: Standing() for bot in bots})
    start = time.perf_counter()
    for i in range(games):
        seats = seating(bots, i, players)
        clock: dict[str, list[float]] = {}
        try:
            m, _ = play_one(spec, players, seed + i, options=options, bot=seats, fast=True, clock=clock,
                            budget=budget, timer=time.process_time)
        except Exception as e:  # every failing match is listed
            report.failures.append(f"match {i + 1} (seed {seed + i}, seats {','.join(seats)}): {type(e).__name__}: {e}")
            continue
        report.games += 1
        winners = m.result["winners"]
        for bot in set(seats):
            standing = report.bots[bot]
            standing.games += 1
            standing.wins += sum(seats[w] == bot for w in winners if w < len(seats)) / max(len(winners), 1)
            standing.seconds += clock.get(bot, [0.0, 0])[0]
            standing.moves += int(clock.get(bot, [0.0, 0])[1])
            held = [seat for seat, kind in enumerate(seats) if kind == bot]
            standing.seats += len(held)
            standing.points += sum(m.result["scores"][seat]["total"] for seat in held)
    report.seconds = time.perf_counter() - start
    return report
