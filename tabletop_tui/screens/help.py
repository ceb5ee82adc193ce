"""Lists every key that works on the screen below it (read from its live bindings)."""
from __future__ import annotations

from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

KEY_NAMES = {"question_mark": "?", "escape": "Esc", "enter": "Enter", "ctrl+p": "Ctrl+P",
             "ctrl+q": "Ctrl+Q", "ctrl+c": "Ctrl+C", "left": "←", "right": "→", "up": "↑",
             "down": "↓", "home": "Home", "end": "End", "pageup": "PgUp", "pagedown": "PgDn",
             "tab": "Tab", "shift+tab": "Shift+Tab", "space": "Space"}


def keys_table(screen: Screen) -> Table:
    """Keys grouped by what they do, so the nine number keys make one line."""
    by_action: dict[str, list[str]] = {}
    for key, active in screen.active_bindings.items():
        description = active.binding.description
        if description:
            by_action.setdefault(description, []).append(KEY_NAMES.get(key, key))
    table = Table(show_header=False, box=None, padding=(0, 2))
    table.add_column(style="bold", no_wrap=True)
    table.add_column()
    for description, keys in by_action.items():
        table.add_row(" ".join(keys), description)
    table.add_row("Ctrl+P", "Command palette: the current options and commands")
    return table


class HelpScreen(ModalScreen[None]):
    CSS = """
    HelpScreen { align: center middle; }
    #help { width: auto; max-width: 90%; height: auto; max-height: 90%; padding: 1 2;
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
