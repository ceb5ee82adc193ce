"""The current decision's options: number keys 1-9 pick directly, arrows and Enter also work, and
typed words filter the list in place. A long decision shows its groups first (tabletop_tui.menu):
a group opens beneath its line, and Escape or Backspace goes back up."""
from __future__ import annotations

from rich.segment import Segment
from rich.text import Text
from textual.binding import Binding
from textual.content import Content
from textual.css.styles import RulesMap
from textual.message import Message
from textual.strip import Strip
from textual.style import Style
from textual.visual import RenderOptions, Visual
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from ..menu import KEYS, Entry, Group, menu

KEY_WIDTH = 2  # the number key and a space; wrapped lines are indented as much


class NumberedLabel(Visual):
    """An option's prompt: its number key, then the label wrapped beside it, so wrapped lines
    keep their indent, and the rule section dimmed at the right of the last line where it fits
    (it never takes a line of its own). A Textual Visual over Content: no Rich table to lay out
    on every paint."""

    def __init__(self, number: int, label: Content, rule: str = ""):
        self.key = f"{number}" if number <= KEYS else ""
        self.label = label
        self.rule = f"  §{rule}" if rule else ""

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return KEY_WIDTH + self.label.get_optimal_width(rules, container_width - KEY_WIDTH) + len(self.rule)

    def get_height(self, rules: RulesMap, width: int) -> int:
        return self.label.get_height(rules, max(1, width - KEY_WIDTH))

    def render_strips(self, width: int, height: int | None, style: Style,
                      options: RenderOptions) -> list[Strip]:
        room = max(1, width - KEY_WIDTH)
        lines = self.label.render_strips(room, height, style, options)
        rich_style = style.rich_style
        if self.rule and lines and lines[-1].cell_length + len(self.rule) <= room:
            last = lines[-1]
            pad = Segment(" " * (room - last.cell_length - len(self.rule)), rich_style)
            lines[-1] = Strip([*last, pad, Segment(self.rule, rich_style + Style(dim=True).rich_style)], room)
        key = Segment(self.key.ljust(KEY_WIDTH), rich_style + Style(bold=True).rich_style)
        gutter = Segment(" " * KEY_WIDTH, rich_style)
        return [Strip([key if n == 0 else gutter, *line], line.cell_length + KEY_WIDTH)
                for n, line in enumerate(lines)]


class OptionsPanel(OptionList):
    """Fed the `decision` part of a view; posts `Chosen` with the engine's option id."""

    DEFAULT_CSS = """
    OptionsPanel { height: auto; max-height: 50%; border: round $accent; }
    OptionsPanel:focus { border: round $accent-lighten-2; }
    """
    BINDINGS = [Binding("escape,backspace", "up", "Back to all options", show=False, id="options.back")]

    class Chosen(Message):
        def __init__(self, option_id: str):
            super().__init__()
            self.option_id = option_id

    class Highlighted(Message):
        """The highlighted option changed: `option` is None on a group's line."""

        def __init__(self, option: dict | None):
            super().__init__()
            self.option = option

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.border_title = "Your choice"
        self._shown: list[dict] | None = None
        self._entries: list[Entry] = []  # what the list shows now, line by line
        self.opened: Group | None = None
        self.filter = ""

    def show(self, decision: dict | None) -> None:
        """Show the decision's options, or nothing when they are not the viewer's to see."""
        options = (decision or {}).get("options") or []
        if options == self._shown:
            return  # the same options: keep the list (and its highlight) as it is
        self._shown = options
        self.filter = ""
        self.opened = None
        self._list(menu(options))
        self.display = bool(options)

    def filter_by(self, text: str) -> None:
        """Keep the options whose label holds every word typed, groups opened, numbered anew."""
        self.filter = text
        words = text.casefold().split()
        if not words:
            self._list(list(self.opened.options) if self.opened else menu(self._shown or []))
            return
        self._list([o for o in self._shown or [] if all(w in o["label"].casefold() for w in words)])
        self.border_title = f"Your choice: {self.option_count} of {len(self._shown or [])} match"

    def _list(self, entries: list[Entry]) -> None:
        self._entries = entries
        self.set_options(Option(self._prompt(n, e), id=f"▸{e.name}" if isinstance(e, Group) else e["id"])
                         for n, e in enumerate(entries, start=1))
        self.border_title = f"Your choice › {self.opened.name}" if self.opened else "Your choice"
        self.border_subtitle = "Esc: back" if self.opened else ""
        if entries:
            self.highlighted = 0

    @staticmethod
    def _prompt(number: int, entry: Entry) -> NumberedLabel:
        if isinstance(entry, Group):
            label = Text.assemble((f"{entry.name} ▸", "bold"), (f"  {len(entry.options)} choices", "dim"))
            return NumberedLabel(number, Content.from_rich_text(label))
        return NumberedLabel(number, Content(entry["label"]), entry["rule"])

    # --- choosing ----------------------------------------------------------------------
    def activate(self, number: int) -> None:
        """What the number key `number` (1-based) does: choose its option or open its group."""
        if 1 <= number <= min(len(self._entries), KEYS):
            self._activate(self._entries[number - 1])

    def _activate(self, entry: Entry) -> None:
        if isinstance(entry, Group):
            self.opened = entry
            self._list(list(entry.options))
        else:
            self.post_message(self.Chosen(entry["id"]))

    def action_up(self) -> None:
        if self.opened is not None and not self.filter:
            self.opened = None
            self._list(menu(self._shown or []))

    def _on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self._activate(self._entries[event.option_index])

    def _on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        self.post_message(self.Highlighted(self.highlighted_entry if isinstance(self.highlighted_entry, dict) else None))

    @property
    def highlighted_entry(self) -> Entry | None:
        n = self.highlighted
        return self._entries[n] if n is not None and n < len(self._entries) else None

    def choose_highlighted(self) -> None:
        entry = self.highlighted_entry
        if entry is not None:
            self._activate(entry)

    @property
    def highlighted_rule(self) -> str:
        entry = self.highlighted_entry
        return entry["rule"] if isinstance(entry, dict) else ""
