"""The match log: the events the viewing seat may see, newest at the bottom, with rule sections."""
from __future__ import annotations

from rich.text import Text
from textual.widgets import RichLog


class LogPanel(RichLog):
    DEFAULT_CSS = """
    LogPanel { border: round $panel-lighten-2; height: 1fr; scrollbar-size-vertical: 1; }
    """

    def __init__(self, **kwargs):
        super().__init__(wrap=True, min_width=20, markup=False, auto_scroll=True, **kwargs)
        self.border_title = "Log"
        self._shown: list[dict] = []

    def show(self, log: list[dict]) -> None:
        """Show a view's log; appends when the old log is a prefix, else redraws (undo, viewer change)."""
        if log[:len(self._shown)] != self._shown:
            self.clear()
            self._shown = []
        for event in log[len(self._shown):]:
            self.write(self.line(event))
        self._shown = list(log)
        # lines written before the first layout do not scroll by themselves
        self.call_after_refresh(self.scroll_end, animate=False)

    @staticmethod
    def line(event: dict) -> Text:
        text = Text(event["text"])
        if event["rule"]:
            text.append(f" §{event['rule']}", style="dim")
        return text
