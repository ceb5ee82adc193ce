"""Whole Chronicles played by bots (`tabletop selfplay oath --chronicle K`): each game is set up
from the world the last one's winner wrote, with the invariants checked after every step (the
winner's Chronicle steps included, and with them every card of the box in exactly one place of the
world written), and between games the world the same once written as the mod's save string and read back."""
from __future__ import annotations

import time

from rules.core import GameSpec
from rules.core.rng import Rng
from rules.core.selfplay import SelfplayReport, timed_play

from .chronicle import StoredChronicle, first_chronicle, from_string, to_string
from .content import content
from .setup import first_world


def play_chronicle(spec: GameSpec, players: int, seed: int, games: int, options: dict | None = None,
                   bot: str = "random", report: SelfplayReport | None = None) -> StoredChronicle:
    """One Chronicle of `games` games at `players` seats, from the first world the `world` option
    names; returns it as its last winner left it. Raises on a broken invariant."""
    options = options or {}
    c = content()
    chronicle = first_chronicle(f"Chronicle {seed}", first_world(c, options.get("world", "tutorial"), Rng(seed)))
    for game in range(games):
        m, steps, ms = timed_play(spec, players, seed * 1000 + game, options=options, bot=bot,
                                  meta=spec.engine.chronicle_meta(chronicle))
        chronicle = spec.engine.next_chronicle(m)
        if from_string(to_string(chronicle), chronicle.name).world != chronicle.world:
            raise AssertionError(f"game {game + 1}: the written world reads back otherwise from its save string")
        if report is not None:
            report.add(m, steps, ms)
    return chronicle


def selfplay_chronicles(spec: GameSpec, chronicles: int, games: int, players: list[int], seed: int = 1,
                        options: dict | None = None, bot: str = "random") -> SelfplayReport:
    report = SelfplayReport()
    start = time.perf_counter()
    for i in range(chronicles):
        n = players[i % len(players)]
        try:
            play_chronicle(spec, n, seed + i, games, options, bot, report)
        except Exception as e:  # every failing Chronicle is listed
            report.failures.append(f"Chronicle of {n} players, seed {seed + i}: {type(e).__name__}: {e}")
    report.seconds = time.perf_counter() - start
    return report
