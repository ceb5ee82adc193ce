"""The privacy curtain: covers the whole screen while the terminal passes to another player."""
from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Footer, Static


class CurtainScreen(Screen[None]):
    CSS = """
    CurtainScreen { background: $background; }
    #curtain { width: auto; padding: 1 4; border: double $accent; text-align: center; }
    """
    BINDINGS = [
        Binding("enter", "dismiss", "Continue"),
        Binding("question_mark", "app.help", "Help"),
        Binding("q", "app.quit", "Quit"),
    ]

    def __init__(self, player: str):
        super().__init__()
        self.player = player

    def compose(self) -> ComposeResult:
        message = Text.assemble("Pass the terminal to ", (self.player, "bold"), ", then press ",
                                ("Enter", "bold reverse"), "\n\n",
                                ("Everyone else: please look away.", "dim"))
        with Middle():
            with Center():
                yield Static(message, id="curtain")
        yield Footer()
