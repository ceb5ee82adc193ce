"""The base of every board: one widget, fed a view dict, drawn with Rich through the Line API."""
from __future__ import annotations

from rich.console import RenderableType

from ..widgets.rendered import RenderedLines


class RichBoard(RenderedLines):
    def render_view(self, view: dict) -> RenderableType:
        """The whole board for a view; each game's board defines it."""
        raise NotImplementedError

    def show(self, view: dict) -> None:
        self.update(self.render_view(view))
