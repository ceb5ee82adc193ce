"""A panel to read over the screen below it (help, scores so far); Esc closes it."""
from __future__ import annotations

from rich.console import RenderableType
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static


class PanelScreen(ModalScreen[None]):
    """Subclasses bind their keys to "dismiss"; `width` is the panel's CSS width."""

    DEFAULT_CSS = """
    PanelScreen { align: center middle; }
    PanelScreen #panel { max-width: 95%; height: auto; max-height: 90%; padding: 1 2;
                         border: round $accent; background: $surface; }
    """

    def __init__(self, title: str, body: RenderableType, width: str):
        super().__init__()
        self.title_text, self.body, self.width = title, body, width

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="panel") as scroll:
            scroll.border_title = self.title_text
            scroll.border_subtitle = "Esc closes"
            scroll.styles.width = self.width
            yield Static(self.body)
