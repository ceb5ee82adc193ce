"""The current decision's options: number keys 1-9 pick directly, arrows and Enter also work, and
typed words filter the list in place."""
from __future__ import annotations

from rich.segment import Segment
from rich.text import Text
from textual.content import Content
from textual.css.styles import RulesMap
from textual.strip import Strip
from textual.style import Style
from textual.visual import RenderOptions, Visual
from textual.widgets import OptionList
from textual.widgets.option_list import Option

KEY_WIDTH = 2  # the number key and a space; wrapped lines are indented as much


class NumberedLabel(Visual):
    """An option's prompt: its number key, then the label wrapped beside it, so wrapped lines
    keep their indent. A Textual Visual over Content: no Rich table to lay out on every paint."""

    def __init__(self, number: int, label: Content):
        self.key = f"{number}" if number <= 9 else ""
        self.label = label

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return KEY_WIDTH + self.label.get_optimal_width(rules, container_width - KEY_WIDTH)

    def get_height(self, rules: RulesMap, width: int) -> int:
        return self.label.get_height(rules, max(1, width - KEY_WIDTH))

    def render_strips(self, width: int, height: int | None, style: Style,
                      options: RenderOptions) -> list[Strip]:
        lines = self.label.render_strips(max(1, width - KEY_WIDTH), height, style, options)
        rich_style = style.rich_style
        key = Segment(self.key.ljust(KEY_WIDTH), rich_style + Style(bold=True).rich_style)
        gutter = Segment(" " * KEY_WIDTH, rich_style)
        return [Strip([key if n == 0 else gutter, *line], line.cell_length + KEY_WIDTH)
                for n, line in enumerate(lines)]


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
        self._shown: list[dict] | None = None
        self.filter = ""

    def show(self, decision: dict | None) -> None:
        """Show the decision's options, or nothing when they are not the viewer's to see."""
        options = (decision or {}).get("options") or []
        if options == self._shown:
            return  # the same options: keep the list (and its highlight) as it is
        self._shown = options
        self.filter = ""
        self.rules = {o["id"]: o["rule"] for o in options}
        self._list(options)
        self.display = bool(options)

    def filter_by(self, text: str) -> None:
        """Keep the options whose label holds every word typed, numbered anew."""
        self.filter = text
        words = text.casefold().split()
        self._list([o for o in self._shown or [] if all(w in o["label"].casefold() for w in words)])
        self.border_title = f"Your choice: {self.option_count} of {len(self._shown or [])} match" if words else "Your choice"

    def _list(self, options: list[dict]) -> None:
        self.set_options(Option(self._prompt(n, o), id=o["id"]) for n, o in enumerate(options, start=1))
        if options:
            self.highlighted = 0

    @staticmethod
    def _prompt(number: int, option: dict) -> NumberedLabel:
        """The number key, then the label with its rule section; wrapped lines stay indented."""
        label = Text(option["label"])
        if option["rule"]:
            label.append(f"  §{option['rule']}", style="dim")
        return NumberedLabel(number, Content.from_rich_text(label))

    def option_id_at(self, number: int) -> str | None:
        """The id of the option shown with number key `number` (1-based)."""
        if 1 <= number <= min(self.option_count, 9):
            return self.get_option_at_index(number - 1).id
        return None

    @property
    def highlighted_rule(self) -> str:
        option = self.highlighted_option
        return self.rules.get(option.id, "") if option is not None else ""
