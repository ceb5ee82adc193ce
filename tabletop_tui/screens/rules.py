"""The game's rules for players, scrolled to the section a rule cites (e.g. "6.4")."""
from __future__ import annotations

from rich.markdown import Markdown
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from ..reference import heading_cites, player_rules
from ..widgets.rendered import RenderedLines


class RulesScreen(Screen[None]):
    CSS = """
    #title { height: 1; padding: 0 1; background: $accent; color: $text; }
    #reference { height: 1fr; padding: 0 1; }
    """
    BINDINGS = [
        Binding("escape,q", "dismiss", "Back", id="rules.close"),
    ]

    def __init__(self, game_id: str, section: str = ""):
        super().__init__()
        self.game_id = game_id
        self.section = section
        try:
            self.text = player_rules(game_id)
        except FileNotFoundError:
            self.text = f"There is no rules reference for *{game_id}* yet."

    def compose(self) -> ComposeResult:
        title = "Rules reference" + (f", section {self.section}" if self.section else "")
        yield Static(title, id="title")
        with VerticalScroll(id="reference"):
            yield RenderedLines(Markdown(self.text), id="text")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#reference").focus()
        self.call_after_refresh(self.scroll_to_section)

    def section_heading(self) -> str | None:
        for line in self.text.splitlines():
            if line.startswith("#") and heading_cites(line.lstrip("#").strip(), self.section):
                return line.lstrip("#").strip()
        return None

    def scroll_to_section(self) -> None:
        heading = self.section_heading()
        if heading is None:
            return
        for y, strip in enumerate(self.query_one("#text", RenderedLines).lines()):
            if strip.text.strip() == heading:
                self.query_one("#reference", VerticalScroll).scroll_to(y=y, animate=False)
                return
