"""How long a key press takes to reach the screen: from the key event to the end of the next
frame the app writes, with one person against bots, for every game.

    python -m tabletop_tui.keybench [--presses N] [--size 120x40] [--thinking] [GAME ...]

prints, per game, the median and the 90th percentile in milliseconds. The app runs headless, so
each frame is also turned into the terminal's bytes here, as a terminal session would. With
`--thinking`, the keys are pressed while a searching bot thinks (the standing opened and closed
in turn), the measure of a screen that must stay as quick while a bot searches aside."""
from __future__ import annotations

import argparse
import asyncio
import statistics
import time

from textual import events

from rules import games

from .app import TabletopApp
from .screens.game import GameScreen
from .table import Table

TABLES = {"whispers": 4, "viscounts": 1}  # seats per match: one person, the others bots (Viscounts solo)


async def key_to_frame_ms(game: str, presses: int, size: tuple[int, int], seed: int = 1) -> list[float]:
    """Press "1" (the first option) `presses` times, or until the match ends, timing each."""
    spec = games.get(game)
    seats = TABLES.get(game, spec.min_players)
    match = spec.new_match([f"P{n + 1}" for n in range(seats)], seed=seed, meta={"bots": list(range(1, seats))})
    app = TabletopApp(lambda: GameScreen(Table(match, None)), bot_delay=0)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        return await _timed_presses(app, pilot, ["1"] * presses, lambda: match.decision is not None)


async def thinking_key_to_frame_ms(game: str, presses: int, size: tuple[int, int], seed: int = 1) -> list[float]:
    """Two seats, the second a searching bot given long enough to think through every press: the
    person plays the first option until the bot is to choose, then opens and closes the standing
    `presses` times while it thinks, timing each."""
    spec = games.get(game)
    match = spec.new_match(["P1", "P2"], seed=seed, meta={"bots": [1], "bot_kinds": {"1": "ismcts"}})
    table = Table(match, None)
    table.budget = 0.25 * presses + 3
    app = TabletopApp(lambda: GameScreen(table), bot_delay=0)
    async with app.run_test(size=size) as pilot:
        while not table.bot_to_move:
            await pilot.press("1")
            await pilot.pause()
        keys = ["e", "escape"] * (presses // 2)
        times = await _timed_presses(app, pilot, keys, lambda: table.bot_to_move)
    return times


async def _timed_presses(app: TabletopApp, pilot, keys: list[str], going) -> list[float]:
    """Each key's time from its event to the end of the next frame, while `going()` holds."""
    frames: list[float] = []
    shown = app._display

    def display(screen, renderable) -> None:
        if renderable is not None and not app._batch_count:
            renderable.render_segments(app.console)  # what a terminal session writes
            frames.append(time.perf_counter())
        shown(screen, renderable)

    app._display = display
    times = []
    for name in keys:
        if not going():
            break
        before = len(frames)
        start = time.perf_counter()
        key = events.Key(name, name if len(name) == 1 else None)
        key.set_sender(app)
        app._driver.send_message(key)
        while len(frames) == before:
            await asyncio.sleep(0)
        times.append((frames[before] - start) * 1000)
        await pilot.pause()  # let the rest of the press settle before the next
    app._display = shown
    return times


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m tabletop_tui.keybench", description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", default=[spec.id for spec in games.all()], metavar="GAME")
    parser.add_argument("--presses", type=int, default=150)
    parser.add_argument("--size", default="120x40")
    parser.add_argument("--thinking", action="store_true", help="the keys pressed while a searching bot thinks")
    args = parser.parse_args(argv)
    size = tuple(int(n) for n in args.size.split("x"))
    bench = thinking_key_to_frame_ms if args.thinking else key_to_frame_ms
    for game in args.games:
        times = asyncio.run(bench(game, args.presses, size))
        print(f"{game}: {len(times)} presses at {args.size}{' while a bot thinks' if args.thinking else ''}, "
              f"key to frame: median {statistics.median(times):.1f} ms, p90 {percentile(times, 0.9):.1f} ms")


if __name__ == "__main__":
    main()
