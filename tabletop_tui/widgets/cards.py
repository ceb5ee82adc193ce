"""The card pane beside the options: the components of the highlighted option, in full."""
from __future__ import annotations

from rich.console import Group, RenderableType
from rich.text import Text
from textual.containers import VerticalScroll

from ..cardwords import card_words, same_cards
from .rendered import RenderedLines


class CardPane(VerticalScroll):
    """The full words of the components the highlighted option concerns; with none, those last
    shown stay. Scrolls only when a card's text is longer than the room it has."""

    DEFAULT_CSS = """
    CardPane { height: auto; max-height: 60%; border: round $panel-lighten-2; scrollbar-size-vertical: 1;
               scrollbar-gutter: stable; }
    """

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.border_title = "Card"
        self.shown: tuple[str, ...] = ()
        self._cards: list[dict] = []

    def compose(self):
        yield RenderedLines()

    def show(self, ids: tuple[str, ...] | list[str], cards: dict) -> None:
        """Show the components `ids` of a view's "cards"; with none of them there, those shown
        last that the view still holds (a card gone from sight leaves the pane)."""
        ids = tuple(cid for cid in ids if cid in cards) or tuple(cid for cid in self.shown if cid in cards)
        shown = [cards[cid] for cid in ids]
        if shown == self._cards:
            return
        self.shown, self._cards = ids, shown
        self.display = bool(shown)
        parts: list[RenderableType] = []
        for card, n in same_cards(shown):
            if parts:
                parts.append(Text())
            parts.append(card_words(card, n))
        self.border_title = "Card" if len(parts) <= 1 else "Cards"
        self.query_one(RenderedLines).update(Group(*parts))
        self.scroll_home(animate=False)
