"""How long a key press takes to reach the screen: from the key event to the end of the next
frame the app writes, with one person against bots, for every game.

    python -m tabletop_tui.keybench [--presses N] [--size 120x40] [GAME ...]

prints, per game, the median and the 90th percentile in milliseconds. The app runs headless, so
each frame is also turned into the terminal's bytes here, as a terminal session would."""
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
    frames: list[float] = []
    shown = app._display

    def display(screen, renderable) -> None:
        if renderable is not None and not app._batch_count:
            renderable.render_segments(app.console)  # what a terminal session writes
            frames.append(time.perf_counter())
        shown(screen, renderable)

    app._display = display
    times = []
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        for _ in range(presses):
            if match.decision is None:
                break
            before = len(frames)
            start = time.perf_counter()
            key = events.Key("1", "1")
            key.set_sender(app)
            app._driver.send_message(key)
            while len(frames) == before:
                await asyncio.sleep(0)
            times.append((frames[before] - start) * 1000)
            await pilot.pause()  # let the rest of the press settle before the next
    return times


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m tabletop_tui.keybench", description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", default=[spec.id for spec in games.all()], metavar="GAME")
    parser.add_argument("--presses", type=int, default=150)
    parser.add_argument("--size", default="120x40")
    args = parser.parse_args(argv)
    size = tuple(int(n) for n in args.size.split("x"))
    for game in args.games:
        times = asyncio.run(key_to_frame_ms(game, args.presses, size))
        print(f"{game}: {len(times)} presses at {args.size}, key to frame: median {statistics.median(times):.1f} ms, "
              f"p90 {percentile(times, 0.9):.1f} ms")


if __name__ == "__main__":
    main()
