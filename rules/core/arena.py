"""Bots against each other (`tabletop arena`): whole matches with the seats rotated, so that each
bot sits in each seat as often as the others, and each bot's win rate with its 95% interval and
its mean time a move. A search bot's budget is time of the process's own (CPU time), so that a
measure does not depend on what else the machine runs."""
from __future__ import annotations

import math
import multiprocessing
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, as_completed
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
class Outcome:
    """One match's end, as the arena counts it: the bot in each seat, the winners, each seat's
    points, and each bot kind's [seconds, moves] spent choosing."""
    seats: list[str]
    winners: list[int]
    scores: list[float]
    clock: dict[str, list[float]]


@dataclass
class ArenaReport:
    bots: dict[str, Standing] = field(default_factory=dict)
    games: int = 0
    seconds: float = 0.0
    failures: list[str] = field(default_factory=list)

    def add(self, outcome: Outcome) -> None:
        self.games += 1
        seats, winners = outcome.seats, [w for w in outcome.winners if w < len(outcome.seats)]  # a solo AI's win is nobody's here
        for bot in set(seats):
            standing = self.bots[bot]
            held = [seat for seat, kind in enumerate(seats) if kind == bot]
            standing.games += 1
            standing.wins += sum(w in held for w in winners) / max(len(outcome.winners), 1)
            standing.seconds += outcome.clock.get(bot, [0.0, 0])[0]
            standing.moves += int(outcome.clock.get(bot, [0.0, 0])[1])
            standing.seats += len(held)
            standing.points += sum(outcome.scores[seat] for seat in held)


def seating(bots: list[str], game: int, players: int) -> list[str]:
    """The bot in each seat in the `game`-th match: the list turned one place a match."""
    return [bots[(game + seat) % len(bots)] for seat in range(players)]


def play_seated(spec: GameSpec, seats: list[str], seed: int, options: dict | None, budget: float) -> Outcome:
    clock: dict[str, list[float]] = {}
    m, _ = play_one(spec, len(seats), seed, options=options, bot=seats, fast=True, clock=clock,
                    budget=budget, timer=time.process_time)
    return Outcome(seats, list(m.result["winners"]), [row["total"] for row in m.result["scores"]], clock)


_pending: tuple | None = None  # what a forked worker plays: (spec, options, budget)


def _play(i: int, seats: list[str], seed: int) -> tuple[int, Outcome | str]:
    spec, options, budget = _pending
    try:
        return i, play_seated(spec, seats, seed, options, budget)
    except Exception as e:  # every failing match is listed
        return i, f"match {i + 1} (seed {seed}, seats {','.join(seats)}): {type(e).__name__}: {e}"


def arena(spec: GameSpec, bots: list[str], games: int, players: int, seed: int = 1,
          options: dict | None = None, budget: float = 1.0, jobs: int = 1,
          on_match: Callable[[int, Outcome | str], None] | None = None) -> ArenaReport:
    """Play the matches, `jobs` at a time in processes of their own (forked); `on_match` hears of
    each match as it ends (its index, and its outcome or why it failed)."""
    global _pending
    report = ArenaReport({bot: Standing() for bot in bots})
    start = time.perf_counter()
    _pending = (spec, options, budget)
    tasks = [(i, seating(bots, i, players), seed + i) for i in range(games)]
    if jobs == 1:
        ended = (_play(*task) for task in tasks)
    else:
        pool = ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context("fork"))
        ended = (future.result() for future in as_completed([pool.submit(_play, *task) for task in tasks]))
    try:
        for i, outcome in ended:
            if isinstance(outcome, str):
                report.failures.append(outcome)
            else:
                report.add(outcome)
            if on_match:
                on_match(i, outcome)
    finally:
        if jobs != 1:
            pool.shutdown(cancel_futures=True)
    report.seconds = time.perf_counter() - start
    return report
