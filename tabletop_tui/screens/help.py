"""Lists every key that works on the screen below it (read from its live bindings)."""
from __future__ import annotations

from rich.table import Table
from textual.binding import Binding
from textual.screen import Screen

from .panel import PanelScreen


def keys_table(screen: Screen) -> Table:
    """Keys grouped by what they do (so the nine number keys make one line); the screen's
    and the app's own keys first, then those of the focused widget."""
    app = screen.app
    by_action: dict[str, list[str]] = {}
    bindings = sorted(screen.active_bindings.values(), key=lambda b: b.node not in (screen, app))
    for active in bindings:
        description = active.binding.description
        if description:
            by_action.setdefault(description, []).append(app.get_key_display(active.binding))
    table = Table(show_header=False, box=None, padding=(0, 2))
    table.add_column(style="bold", no_wrap=True)
    table.add_column()
    for description, keys in by_action.items():
        table.add_row(" ".join(keys), description)
    return table


class HelpScreen(PanelScreen):
    BINDINGS = [Binding("escape,question_mark,q", "dismiss", "Close help")]

    def __init__(self, below: Screen):
        super().__init__("Keys", keys_table(below), width="76")
