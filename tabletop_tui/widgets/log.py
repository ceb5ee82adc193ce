"""The match log: the events the viewing seat may see, newest at the bottom, with rule sections;
what happened since the viewer's last turn follows a divider."""
from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.geometry import Region
from textual.strip import Strip
from textual.widgets import RichLog


class LogPanel(RichLog):
    DEFAULT_CSS = """
    LogPanel { border: round $panel-lighten-2; height: 1fr; min-height: 4; scrollbar-size-vertical: 1; }
    """

    def __init__(self, **kwargs):
        super().__init__(wrap=True, min_width=20, markup=False, auto_scroll=True, **kwargs)
        self.border_title = "Log"
        self._shown: list[dict] = []
        self._new_from: int | None = None
        self._paint: tuple[Style, int] | None = None  # (style, width) while painting

    def show(self, log: list[dict], new_from: int | None = None) -> None:
        """Show a view's log; appends when the old log is a prefix, else redraws (undo, viewer
        change). Events from index `new_from` on are new to the viewer: a divider goes before them."""
        if log[:len(self._shown)] != self._shown or new_from != self._new_from:
            self.clear()
            self._shown = []
            self._new_from = new_from
        old = len(self._shown)
        new = log[old:]
        if new:  # one write for all of them: each write measures, renders and scrolls again
            lines = [self.line(event) for event in new]
            if new_from is not None and old <= new_from < len(log):
                lines.insert(new_from - old, self.divider())
            self.write(Text("\n").join(lines))
        self._shown = list(log)
        if not old:
            # a new reader: say how much is new to them, should the divider scroll away
            fresh = len(log) - new_from if new_from is not None else 0
            self.border_title = f"Log: {fresh} new" if fresh > 0 else "Log"
            # lines written while hidden or before the first layout do not scroll
            self.call_after_refresh(self.scroll_end, animate=False)

    def on_show(self) -> None:
        """Lines written while the log was hidden (where it shares its place with the card pane)
        were wrapped to no width: write them again to the width it shows."""
        shown, self._shown = self._shown, []
        self.clear()
        self.show(shown, self._new_from)

    @staticmethod
    def divider() -> Text:
        return Text("── new since your last turn ──", style="bold reverse")

    def render_lines(self, crop: Region) -> list[Strip]:
        # RichLog works out the widget's style and content region again for every line it
        # paints: here once per paint, which was most of the cost of drawing the log
        self._paint = (self.rich_style, self.scrollable_content_region.width)
        try:
            return super().render_lines(crop)
        finally:
            self._paint = None

    def render_line(self, y: int) -> Strip:
        if self._paint is None:
            return super().render_line(y)
        style, width = self._paint
        scroll_x, scroll_y = self.scroll_offset
        return self._render_line(scroll_y + y, scroll_x, width).apply_style(style)

    @staticmethod
    def line(event: dict) -> Text:
        text = Text(event["text"])
        if event["rule"]:
            text.append(f" §{event['rule']}", style="dim")
        return text
