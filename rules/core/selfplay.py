"""Self-play by bots with the game's invariants checked after every step."""
from __future__ import annotations

import gc
import json
import statistics
import time
from contextlib import contextmanager
from dataclasses import dataclass, field

from .bots import make_bot
from .match import GameSpec, Match, load_record


@contextmanager
def lighter_collection():
    """While a process only plays matches (selfplay, arena): what it holds already (the content) is
    kept out of the cyclic collector's sweeps, and the youngest objects are swept less often, as
    play makes many short-lived tuples and few cycles. Whispers' random play: +6% steps per CPU
    second, Viscounts +3%, Imperium no change (--fast, 60 to 100 games, 2 rounds). Undone after, for
    a process that goes on."""
    threshold = gc.get_threshold()
    gc.collect()
    gc.freeze()
    gc.set_threshold(10_000, *threshold[1:])
    try:
        yield
    finally:
        gc.set_threshold(*threshold)
        gc.unfreeze()

NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]


@dataclass
class SelfplayReport:
    games: int = 0
    steps: int = 0
    seconds: float = 0.0
    game_ms: list[float] = field(default_factory=list)
    seats: int = 0  # the most seats in a match, a solo AI's included
    wins: dict[int, float] = field(default_factory=dict)  # seat -> matches won, a shared win split
    longest: Match | None = None  # the match with the most choices
    failures: list[str] = field(default_factory=list)

    def add(self, m: Match, steps: int, ms: float) -> None:
        """Count a match played to its end."""
        self.game_ms.append(ms)
        self.games += 1
        self.steps += steps
        self.seats = max(self.seats, len(m.result["scores"]))
        if self.longest is None or len(m.choices) > len(self.longest.choices):
            self.longest = m
        winners = m.result["winners"]
        for seat in winners:
            self.wins[seat] = self.wins.get(seat, 0) + 1 / len(winners)

    @property
    def steps_per_second(self) -> float:
        return self.steps / self.seconds if self.seconds else 0.0

    @property
    def median_ms(self) -> float:
        ms = sorted(self.game_ms)
        if not ms:
            return 0.0
        mid = len(ms) // 2
        return ms[mid] if len(ms) % 2 else (ms[mid - 1] + ms[mid]) / 2


def play_one(spec: GameSpec, players: int, seed: int, max_steps: int = 50_000, options: dict | None = None,
             bot: str | list[str] = "random", meta: dict | None = None, fast: bool = False,
             clock: dict[str, list[float]] | None = None, budget: float = 1.0, timer=time.perf_counter):
    """Play one whole match with bots; returns (match, steps). `bot` names a bot kind, or one for
    each seat in turn ("random,greedy": seat 0 random, seat 1 greedy, seat 2 random...). The
    invariants are checked after every step, unless `fast` (no checks, no checkpoints kept: the
    playout speed search bots get). `clock` gathers each kind's [seconds, moves]; a search bot
    thinks `budget` seconds a move; `timer` counts both. Raises on a broken invariant."""
    m = spec.new_match(NAMES[:players], seed=seed, options=options or {}, meta=meta)
    kinds = bot.split(",") if isinstance(bot, str) else list(bot)
    choosers = {kind: make_bot(kind, seed * 7919 + players + i, budget, timer) for i, kind in enumerate(dict.fromkeys(kinds))}
    check = (lambda match: None) if fast else spec.engine.check_invariants
    m.keeps_checkpoints = not fast or any(chooser.clones for chooser in choosers.values())  # clones start from them
    steps = 0
    check(m)
    while m.decision is not None:
        kind = kinds[m.decision.seat % len(kinds)]
        t0 = timer()
        choice = choosers[kind].pick(m)
        if clock is not None:
            spent = clock.setdefault(kind, [0.0, 0])
            spent[0] += timer() - t0
            spent[1] += 1
        m.play(choice)
        check(m)
        steps += 1
        if steps > max_steps:
            raise AssertionError(f"no end after {max_steps} steps")
    if m.result is None:
        raise AssertionError("the match ended without a result")
    return m, steps


def selfplay(spec: GameSpec, games: int, players: list[int], seed: int = 1,
             options: dict | None = None, bot: str = "random", fast: bool = False,
             max_steps: int = 50_000) -> SelfplayReport:
    """Play `games` matches, the i-th with players[i % len(players)] seats and seed `seed + i`; a
    match not over after `max_steps` choices counts as a failure."""
    report = SelfplayReport()
    start = time.perf_counter()
    for i in range(games):
        n = players[i % len(players)]
        game_seed = seed + i
        try:
            report.add(*timed_play(spec, n, game_seed, options=options, bot=bot, fast=fast,
                                    max_steps=max_steps))
        except Exception as e:  # a report lists every failing seed rather than stopping at the first
            report.failures.append(f"{n} players, seed {game_seed}: {type(e).__name__}: {e}")
    report.seconds = time.perf_counter() - start
    return report


def timed_play(spec: GameSpec, players: int, seed: int, **kwargs) -> tuple[Match, int, float]:
    """play_one, and the milliseconds it took."""
    t0 = time.perf_counter()
    m, steps = play_one(spec, players, seed, **kwargs)
    return m, steps, (time.perf_counter() - t0) * 1000


def clone_and_load_ms(spec: GameSpec, match: Match, repeats: int = 25) -> tuple[float, float]:
    """Median milliseconds to clone `match` halfway through, and to load its record up to there."""
    record = json.loads(match.to_json())
    record["choices"] = record["choices"][:len(record["choices"]) // 2]
    text = json.dumps(record)
    engines = {spec.id: spec.engine}
    half = load_record(engines, text)

    def median_ms(action) -> float:
        times = []
        for _ in range(repeats):
            start = time.perf_counter()
            action()
            times.append((time.perf_counter() - start) * 1000)
        return statistics.median(times)

    return median_ms(half.clone), median_ms(lambda: load_record(engines, text))
