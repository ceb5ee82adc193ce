"""Shared helpers for the TUI tests: a private data directory, matches at a chosen step,
and the text of what a screen shows."""
from __future__ import annotations

import pytest

from rules import games
from rules.core import play_random
from tabletop_tui.app import TabletopApp
from tabletop_tui.menu import menu, number_keys
from tabletop_tui.screens.curtain import CurtainScreen
from tabletop_tui.screens.game import GameScreen
from tabletop_tui.snapshot import screen_text
from tabletop_tui.table import Table

SIZE = (100, 32)


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    """Every test saves into its own directory, never the user's."""
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def match_after(moves: int, players=("Ann", "Bob", "Cid"), seed: int = 3, bots=(), game="whispers", **options):
    """A match after `moves` random legal choices (fewer if it ends first)."""
    return play_random(games.get(game).new_match(list(players), seed=seed, options=options, meta={"bots": list(bots)}),
                       moves, seed)


def finished_match(players=("Ann", "Bob"), seed: int = 5):
    return match_after(100_000, players, seed)


def game_app(match, seat: int | None = None, save_path=None) -> TabletopApp:
    """The app on a match: `seat` fixes whose view shows (no curtain), else hot-seat play."""
    return TabletopApp(lambda: GameScreen(Table(match, save_path), fixed_viewer=seat), bot_delay=0)


async def wait_for_text(app: TabletopApp, pilot, text: str, seconds: float = 5.0) -> None:
    """Wait until `text` is on screen (the command palette searches in a worker)."""
    for _ in range(int(seconds / 0.05)):
        if text in screen_text(app):
            return
        await pilot.pause(0.05)
    raise AssertionError(f"{text!r} never appeared on screen")


async def hand_to(app, pilot, seat: int) -> None:
    """The curtain names the seat asked next; it takes the terminal."""
    assert isinstance(app.screen, CurtainScreen), f"no curtain before {app.screen.table.match.players[seat]}"
    game = next(s for s in reversed(app.screen_stack) if isinstance(s, GameScreen))
    assert app.screen.player == game.table.match.players[seat]
    await pilot.press("enter")
    assert isinstance(app.screen, GameScreen) and app.screen.view["seat"] == seat


async def pick(app, pilot, words: str) -> None:
    """Choose the first option whose words hold `words` as a player would: by its number, or its
    group's number and then its own, among the first nine; else through the filter (each key
    pressed costs the Pilot a frame)."""
    options = app.screen.view["decision"]["options"]
    labels = [o["label"] for o in options]
    at = next((i for i, label in enumerate(labels) if words in label), None)
    assert at is not None, f"{words!r} is not among {labels}"
    keys = number_keys(menu(options)).get(options[at]["id"])
    if keys:
        await pilot.press(*keys.split())
        return
    def first_kept(typed: str) -> int:  # the filter keeps the labels that hold every word typed
        return next(i for i, label in enumerate(labels) if all(w in label.casefold() for w in typed.casefold().split()))

    typed = next(words[:k] for k in range(1, len(words) + 1) if first_kept(words[:k]) == at)
    await pilot.press("slash", *[("space" if ch == " " else ch) for ch in typed], "enter")

