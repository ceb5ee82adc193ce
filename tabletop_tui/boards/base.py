"""The base of every board: one widget, fed a view dict, drawn with Rich through the Line API."""
from __future__ import annotations

from collections.abc import Callable

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderableType, RenderResult
from rich.text import Text

from ..widgets.rendered import RenderedLines, Stack


def part_key(*data: object) -> str:
    """A cache key for a part of a board: the data it is drawn from, as text."""
    return repr(data)


def no_secrets(view: dict) -> list[tuple[str, RenderableType]]:
    return []


class RichBoard(RenderedLines):
    """A game's board, drawn by two functions of the view that the game's board module gives:
    `render_view`, the public board (it may return a `Stack` of keyed parts, so that a new view
    re-renders only the parts that changed), and `private_parts`, the viewing seat's own secrets
    (hand, hidden tokens) as keyed parts, drawn apart from the board so that they stay in sight
    while the board scrolls; none in a public view."""

    def __init__(self, render_view: Callable[[dict], RenderableType],
                 private_parts: Callable[[dict], list[tuple[str, RenderableType]]] = no_secrets, **kwargs):
        super().__init__(**kwargs)
        self.render_view, self.private_parts = render_view, private_parts
        self._view: dict | None = None

    def show(self, view: dict) -> None:
        if view == self._view:
            return  # nothing new to draw
        self._view = view
        self.update(self.render_view(view))


class PrivateArea(RenderedLines):
    """Where the board's private parts are shown, above it."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._keys: list[str] | None = None

    def show(self, board: RichBoard, view: dict) -> None:
        parts = board.private_parts(view)
        keys = [key for key, _ in parts]
        if keys != self._keys:  # redrawn only when what it shows has changed
            self._keys = keys
            self.update(Stack(parts))
        self.display = bool(parts)


class TextTable:
    """A table of one-line cells drawn as plain lines of Text (Rich's `box.SIMPLE_HEAD` look with
    no edge): a title, a bold header over a rule, the rows, a caption. Far cheaper to render than
    a Rich Table; when the width is short the widest columns give way, cut with an ellipsis."""

    def __init__(self, columns: list[tuple[str, str, int | None]], title: str = "",
                 caption: str = ""):
        self.columns = columns  # (header, "left" or "right", max width or None)
        self.rows: list[list[Text]] = []
        self.title, self.caption = title, caption

    def add_row(self, *cells: Text | str) -> None:
        self.rows.append([cell if isinstance(cell, Text) else Text(cell) for cell in cells])

    def widths(self, width: int) -> list[int]:
        widths = []
        for n, (header, _, most) in enumerate(self.columns):
            natural = max([cell_len(header), *(row[n].cell_len for row in self.rows)])
            widths.append(min(natural, most) if most else natural)
        while sum(widths) + len(widths) - 1 > width and max(widths) > 1:
            widths[widths.index(max(widths))] -= 1
        return widths

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        widths = self.widths(options.max_width)
        total = min(options.max_width, sum(widths) + len(widths) - 1)

        def line(cells: list[Text]) -> Text:
            out = Text(no_wrap=True, overflow="crop")
            for n, (cell, w, (_, justify, _)) in enumerate(zip(cells, widths, self.columns)):
                cell = cell.copy()
                cell.truncate(w, overflow="ellipsis")
                if n:
                    out.append(" ")
                pad = " " * (w - cell.cell_len)
                if justify == "right":
                    out.append(pad)
                out.append_text(cell)
                if justify != "right":
                    out.append(pad)
            return out

        if self.title:
            yield Text(self.title, style="bold italic", no_wrap=True, overflow="ellipsis")
        yield line([Text(header, style="bold") for header, _, _ in self.columns])
        yield Text("─" * total, no_wrap=True, overflow="crop")
        for row in self.rows:
            yield line(row)
        if self.caption:
            yield Text(self.caption, style="dim italic")
