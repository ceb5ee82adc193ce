"""What the game and replay screens share: the viewing seat's secrets, always in sight, over a
scrollable board, beside a side column."""
from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from ..boards.base import PrivateArea, RichBoard


SCROLL_BINDINGS = [
    Binding("right_square_bracket", "scroll_board(1)", "Scroll board", id="board.scroll_on"),
    Binding("left_square_bracket", "scroll_board(-1)", "Scroll board", show=False, id="board.scroll_back"),
]


MIN_SIZE = (80, 24)  # smaller, a cut-off panel could hide a player's own hand


class BoardScreen(Screen[None]):
    """Subclasses set `board`, compose `compose_left()` and `compose_too_small()`, and list
    SCROLL_BINDINGS last among their BINDINGS (the footer keeps that order)."""

    DEFAULT_CSS = """
    #too-small { display: none; height: 1fr; content-align: center middle; text-align: center; }
    """

    board: RichBoard

    def compose_too_small(self) -> ComposeResult:
        yield Static(id="too-small")

    def on_resize(self, event: events.Resize) -> None:
        width, height = event.size
        small = width < MIN_SIZE[0] or height < MIN_SIZE[1]
        self.query_one("#main").display = not small
        notice = self.query_one("#too-small", Static)
        notice.display = small
        if small:
            notice.update(f"The terminal is too small ({width}x{height}).\n"
                          f"tabletop needs at least {MIN_SIZE[0]}x{MIN_SIZE[1]}: please make the window larger.")

    def compose_left(self) -> ComposeResult:
        with Vertical(id="left"):
            with VerticalScroll(id="private-scroll"):
                yield PrivateArea(id="private")
            with VerticalScroll(id="board-scroll"):
                yield self.board

    def show_board(self, view: dict) -> None:
        self.board.show(view)
        self.query_one(PrivateArea).show(self.board, view)
        self.query_one("#private-scroll").display = self.query_one(PrivateArea).display

    def action_scroll_board(self, pages: int) -> None:
        scroll = self.query_one("#board-scroll", VerticalScroll)
        scroll.scroll_relative(y=pages * max(1, scroll.size.height - 2), animate=False)
