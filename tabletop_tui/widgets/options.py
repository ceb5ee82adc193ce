"""The current decision's options: number keys 1-9 pick directly, arrows and Enter also work."""
from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.widgets import OptionList
from textual.widgets.option_list import Option


class OptionsPanel(OptionList):
    """Fed the `decision` part of a view; an option's id is the engine's option id."""

    DEFAULT_CSS = """
    OptionsPanel { height: auto; max-height: 60%; border: round $accent; }
    OptionsPanel:focus { border: round $accent-lighten-2; }
    """

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.border_title = "Your choice"
        self.rules: dict[str, str] = {}  # option id -> rule section

    def show(self, decision: dict | None) -> None:
        """Show the decision's options, or nothing when they are not the viewer's to see."""
        options = (decision or {}).get("options") or []
        self.rules = {o["id"]: o["rule"] for o in options}
        self.set_options(Option(self._prompt(n, o), id=o["id"]) for n, o in enumerate(options, start=1))
        self.display = bool(options)
        if options:
            self.highlighted = 0

    @staticmethod
    def _prompt(number: int, option: dict) -> Table:
        """The number key, then the label with its rule section; wrapped lines stay indented."""
        label = Text(option["label"])
        if option["rule"]:
            label.append(f"  §{option['rule']}", style="dim")
        grid = Table.grid(padding=(0, 1))
        grid.add_column(width=1, style="bold")
        grid.add_column()
        grid.add_row(f"{number}" if number <= 9 else "", label)
        return grid

    def option_id_at(self, number: int) -> str | None:
        """The id of the option shown with number key `number` (1-based)."""
        if 1 <= number <= min(self.option_count, 9):
            return self.get_option_at_index(number - 1).id
        return None

    @property
    def highlighted_rule(self) -> str:
        option = self.highlighted_option
        return self.rules.get(option.id, "") if option is not None else ""
