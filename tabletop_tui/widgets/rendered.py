"""A widget that shows one Rich renderable through the Line API: the renderable becomes lines
once per content and width, so repainting and scrolling never re-render it (boards, rules).

A `Stack` of keyed parts goes further: a part whose key and width are those of the last render
reuses its lines, so a new view re-renders only the parts of the board that changed."""
from __future__ import annotations

from typing import Hashable, Iterable

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.style import Style
from textual.strip import Strip
from textual.widget import Widget


class Stack:
    """Renderables one under the other, each with a key that changes whenever it would draw
    differently (None: render it every time; for cheap parts such as one line of Text)."""

    def __init__(self, parts: Iterable[tuple[Hashable, RenderableType]]):
        self.parts = list(parts)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield Group(*(renderable for _, renderable in self.parts))


class RenderedLines(Widget):
    DEFAULT_CSS = """
    RenderedLines { width: 100%; height: auto; }
    """

    def __init__(self, renderable: RenderableType = "", **kwargs):
        super().__init__(**kwargs)
        self._renderable = renderable
        self._strips: list[Strip] = []
        self._width = -1
        self._parts: dict[tuple[Hashable, int], list[Strip]] = {}  # a Stack's parts, last render
        self._parts_style: Style | None = None

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
            renderable = self._renderable
            if isinstance(renderable, Stack):
                style = self.rich_style
                if style != self._parts_style:
                    self._parts, self._parts_style = {}, style
                parts: dict[tuple[Hashable, int], list[Strip]] = {}
                strips: list[Strip] = []
                for key, part in renderable.parts:
                    cached = None if key is None else self._parts.get((key, width))
                    if cached is None:
                        cached = self._render(part, width)
                    if key is not None:
                        parts[key, width] = cached
                    strips += cached
                self._parts = parts
            else:
                strips = self._render(renderable, width)
            self._strips = strips
            self._width = width
        return self._strips

    def _render(self, renderable: RenderableType, width: int) -> list[Strip]:
        console = self.app.console
        lines = console.render_lines(renderable, console.options.update_width(width),
                                     style=self.rich_style, pad=True)
        return [Strip(line, width) for line in lines]

    def get_content_height(self, container, viewport, width: int) -> int:
        return len(self.lines(width))

    def render_line(self, y: int) -> Strip:
        strips = self.lines()
        return strips[y] if y < len(strips) else Strip.blank(self.size.width, self.rich_style)
