"""Recent saved matches, newest first, grouped by where they stand; Enter resumes one."""
from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from .. import saves


class SavedScreen(Screen[None]):
    CSS = """
    #heading { text-style: bold; padding: 1 2; }
    #saves { height: 1fr; margin: 0 2; }
    """
    BINDINGS = [
        Binding("escape,n", "app.lobby", "New match", id="saved.new_match"),
        Binding("question_mark", "app.help", "Help", id="help"),
        Binding("q", "app.quit", "Quit", id="quit"),
    ]

    def compose(self) -> ComposeResult:
        found = saves.recent_saves()
        heading = "Saved matches, newest first (Enter resumes)" if found else \
            f"No saved matches in {saves.saves_dir()}"
        yield Static(heading, id="heading")
        entries: list[Option | None] = []
        for group in saves.GROUPS:
            members = [s for s in found if s.group == group]
            if members:
                entries.append(Option(Text(group, style="bold underline"), disabled=True))
                entries += [Option(s.describe, id=str(s.path)) for s in members]
                entries.append(None)
        yield OptionList(*entries[:-1], id="saves")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#saves", OptionList).action_first()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.app.resume(event.option.id)
