"""The card browser: every component the seat may see (or the whole box), grouped by where it
lies, each with its full text, filtered by the words typed."""
from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Input

from ..cardwords import browse
from ..widgets.rendered import RenderedLines


class CardBrowser(ModalScreen[None]):
    DEFAULT_CSS = """
    CardBrowser { align: center middle; }
    CardBrowser #browser { width: 90%; max-width: 110; height: 90%; border: round $accent; background: $surface; }
    CardBrowser #browser > Input { border: none; height: 1; padding: 0 1; margin-bottom: 1; }
    CardBrowser VerticalScroll { height: 1fr; padding: 0 1; }
    """
    BINDINGS = [
        Binding("escape", "dismiss", "Close the cards", id="cards.close"),
        Binding("down", "scroll(1)", "Scroll", show=False, id="cards.down"),
        Binding("up", "scroll(-1)", "Scroll", show=False, id="cards.up"),
        Binding("pagedown", "scroll(10)", "Scroll a page", show=False, id="cards.page_down"),
        Binding("pageup", "scroll(-10)", "Scroll a page", show=False, id="cards.page_up"),
    ]

    def __init__(self, cards: list[dict], title: str):
        super().__init__()
        self.cards, self.title_text = cards, title

    def compose(self) -> ComposeResult:
        with Vertical(id="browser") as box:
            box.border_title = self.title_text
            box.border_subtitle = "type to filter · ↑↓ scroll · Esc closes"
            yield Input(placeholder="type words to filter the cards (a name, a suit, a word of the text)")
            with VerticalScroll():
                yield RenderedLines()

    def on_mount(self) -> None:
        self.show("")

    def on_input_changed(self, event: Input.Changed) -> None:
        self.show(event.value)

    def show(self, typed: str) -> None:
        body, shown = browse(self.cards, typed)
        self.query_one(RenderedLines).update(body)
        self.query_one("#browser").border_title = f"{self.title_text} ({shown})"
        self.query_one(VerticalScroll).scroll_home(animate=False)

    def action_scroll(self, lines: int) -> None:
        self.query_one(VerticalScroll).scroll_relative(y=lines, animate=False)
