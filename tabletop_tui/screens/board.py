"""What the game and replay screens share: a scrollable board beside a side column."""
from __future__ import annotations

from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen


SCROLL_BINDINGS = [
    Binding("right_square_bracket", "scroll_board(1)", "Scroll board"),
    Binding("left_square_bracket", "scroll_board(-1)", "Scroll board", show=False),
]


class BoardScreen(Screen[None]):
    """Subclasses list SCROLL_BINDINGS last among their BINDINGS (the footer keeps that order)."""

    def action_scroll_board(self, pages: int) -> None:
        scroll = self.query_one("#board-scroll", VerticalScroll)
        scroll.scroll_relative(y=pages * max(1, scroll.size.height - 2), animate=False)
