"""A widget that shows one Rich renderable through the Line API: the renderable becomes lines
once per content and width, so repainting and scrolling never re-render it (boards, rules)."""
from __future__ import annotations

from rich.console import RenderableType
from textual.strip import Strip
from textual.widget import Widget


class RenderedLines(Widget):
    DEFAULT_CSS = """
    RenderedLines { width: 100%; height: auto; }
    """

    def __init__(self, renderable: RenderableType = "", **kwargs):
        super().__init__(**kwargs)
        self._renderable = renderable
        self._strips: list[Strip] = []
        self._width = -1

    def update(self, renderable: RenderableType) -> None:
        height = len(self._strips)
        self._renderable = renderable
        self._width = -1
        if self.size.width and len(self.lines()) == height:
            self.refresh()  # same height: a repaint, no new layout of the whole screen
        else:
            self.refresh(layout=True)

    def lines(self, width: int | None = None) -> list[Strip]:
        width = self.size.width if width is None else width
        if width != self._width:
            console = self.app.console
            lines = console.render_lines(self._renderable, console.options.update_width(width),
                                         style=self.rich_style, pad=True)
            self._strips = [Strip(line, width) for line in lines]
            self._width = width
        return self._strips

    def get_content_height(self, container, viewport, width: int) -> int:
        return len(self.lines(width))

    def render_line(self, y: int) -> Strip:
        strips = self.lines()
        return strips[y] if y < len(strips) else Strip.blank(self.size.width, self.rich_style)
