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
    #curtain { width: auto; max-width: 90%; padding: 1 4; border: double $accent; text-align: center; }
    """
    BINDINGS = [
        Binding("enter", "dismiss", "Continue", id="curtain.continue"),
        Binding("question_mark", "app.help", "Help", id="help"),
        Binding("q", "app.quit", "Quit", id="quit"),
    ]

    def __init__(self, player: str, reason: str):
        """`reason`: the prompt of the decision the player is called for (public, as every prompt)."""
        super().__init__()
        self.player, self.reason = player, reason

    def compose(self) -> ComposeResult:
        message = Text.assemble("Pass the terminal to ", (self.player, "bold"), "\n\n",
                                (f"{self.player}: ", "bold"), self.reason, "\n\n",
                                f"{self.player}, press ", ("Enter", "bold reverse"), "\n",
                                ("Everyone else: please look away.", "dim"))
        with Middle():
            with Center():
                yield Static(message, id="curtain")
        yield Footer()
