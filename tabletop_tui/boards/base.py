"""A board drawn with Rich renderables through the Line API: the renderable is turned into
lines once per view and width, so repainting and scrolling never re-render the tables."""
from __future__ import annotations

from rich.console import RenderableType
from textual.strip import Strip
from textual.widget import Widget


class RichBoard(Widget):
    DEFAULT_CSS = """
    RichBoard { width: 100%; height: auto; }
    """

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._renderable: RenderableType = ""
        self._strips: list[Strip] = []
        self._width = -1

    def render_view(self, view: dict) -> RenderableType:
        """The whole board for a view; each game's board defines it."""
        raise NotImplementedError

    def show(self, view: dict) -> None:
        self._renderable = self.render_view(view)
        self._width = -1
        self.refresh(layout=True)

    def _strips_for(self, width: int) -> list[Strip]:
        if width != self._width:
            console = self.app.console
            options = console.options.update_width(width)
            lines = console.render_lines(self._renderable, options, style=self.rich_style, pad=True)
            self._strips = [Strip(line, width) for line in lines]
            self._width = width
        return self._strips

    def get_content_height(self, container, viewport, width: int) -> int:
        return len(self._strips_for(width))

    def render_line(self, y: int) -> Strip:
        strips = self._strips_for(self.size.width)
        return strips[y] if y < len(strips) else Strip.blank(self.size.width, self.rich_style)
