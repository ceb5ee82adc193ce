"""A screen as the app draws it, headless: an SVG for people, plain text for diffs (`tabletop
snapshot`, the tests)."""
from __future__ import annotations

import io
from pathlib import Path

from rich.console import Console
from textual.app import App

from .app import TabletopApp
from .screens.game import GameScreen
from .table import Table


def screen_text(app: App) -> str:
    """The plain text of what the terminal shows now."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), record=True,
                      force_terminal=True, color_system="truecolor", legacy_windows=False)
    console.print(app.screen._compositor.render_update(full=True, screen_stack=app._background_screens))
    return console.export_text()


async def save_snapshot(match, seat: int, size: tuple[int, int], output: Path, text: bool = False) -> None:
    """Run the app headless on `match`, showing `seat`'s view with no curtain, and save the
    screen: as SVG, or as plain text with `text`."""
    app = TabletopApp(lambda: GameScreen(Table(match, None), fixed_viewer=seat), bot_delay=0, personal=False)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        shot = screen_text(app) if text else app.export_screenshot(title=f"tabletop: {match.engine.title}")
        output.write_text(shot, encoding="utf-8")
