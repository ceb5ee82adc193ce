"""Lists every key that works on the screen below it (read from its live bindings)."""
from __future__ import annotations

from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

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


class HelpScreen(ModalScreen[None]):
    CSS = """
    HelpScreen { align: center middle; }
    #help { width: 76; max-width: 95%; height: auto; max-height: 90%; padding: 1 2;
            border: round $accent; background: $surface; }
    """
    BINDINGS = [Binding("escape,question_mark,q", "dismiss", "Close help")]

    def __init__(self, below: Screen):
        super().__init__()
        self.below = below

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help") as scroll:
            scroll.border_title = "Keys"
            scroll.border_subtitle = "Esc closes"
            yield Static(keys_table(self.below))
