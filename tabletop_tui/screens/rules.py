"""The game's REFERENCE.md, scrolled to the section a rule cites (e.g. "6.4")."""
from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Markdown, Static

from ..reference import heading_cites, reference_text


class RulesScreen(Screen[None]):
    CSS = """
    #title { height: 1; padding: 0 1; background: $accent; color: $text; }
    #reference { height: 1fr; padding: 0 1; }
    """
    BINDINGS = [
        Binding("escape,q", "dismiss", "Back"),
    ]

    def __init__(self, game_id: str, section: str = ""):
        super().__init__()
        self.game_id = game_id
        self.section = section

    def compose(self) -> ComposeResult:
        title = "Rules reference" + (f", section {self.section}" if self.section else "")
        yield Static(title, id="title")
        with VerticalScroll(id="reference"):
            yield Markdown()
        yield Footer()

    async def on_mount(self) -> None:
        markdown = self.query_one(Markdown)
        try:
            await markdown.update(reference_text(self.game_id))
        except FileNotFoundError:
            await markdown.update(f"There is no rules reference for *{self.game_id}* yet.")
        self.query_one("#reference").focus()
        self.call_after_refresh(self.scroll_to_section, markdown)

    def scroll_to_section(self, markdown: Markdown) -> None:
        for _level, title, block_id in markdown.table_of_contents:
            if heading_cites(title, self.section):
                markdown.query_one(f"#{block_id}").scroll_visible(top=True, animate=False)
                return
