"""Lists every key that works on the screen below it (read from its live bindings, so keys a
keymap rebound show as they are), with the id a keymap names it by."""
from __future__ import annotations

import os

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.binding import Binding
from textual.screen import Screen

from ..settings import keymap_path
from .panel import PanelScreen


def keys_table(screen: Screen) -> Table:
    """Keys grouped by what they do (so the nine number keys make one line); the screen's
    and the app's own keys first, then those of the focused widget."""
    app = screen.app
    by_action: dict[str, tuple[list[str], list[str]]] = {}
    bindings = sorted(screen.active_bindings.values(), key=lambda b: b.node not in (screen, app))
    for active in bindings:
        binding = active.binding
        if binding.description:
            keys, ids = by_action.setdefault(binding.description, ([], []))
            keys.append(app.get_key_display(binding))
            if binding.id and binding.id not in ids:
                ids.append(binding.id)
    table = Table(show_header=False, box=None, padding=(0, 1))
    table.add_column(style="bold", no_wrap=True)
    table.add_column(no_wrap=True)
    table.add_column(style="dim", overflow="fold")
    for description, (keys, ids) in by_action.items():
        table.add_row(" ".join(keys), description, ids_line(ids))
    return table


def ids_line(ids: list[str]) -> str:
    """The ids of one line's keys: each on a line of its own, a run such as game.choose_1 to 9 as
    "game.choose_1 … 9"."""
    if len(ids) < 3:
        return "\n".join(ids)
    return f"{ids[0]} … {ids[-1][len(os.path.commonprefix(ids)):]}"


def keymap_hint() -> Text:
    path = keymap_path()
    return Text.assemble(("To change keys, name their ids in ", "dim"), path.name,
                         (', a line each: game.undo = "u,ctrl+z"\nin ', "dim"), str(path.parent))


class HelpScreen(PanelScreen):
    BINDINGS = [Binding("escape,question_mark,q", "dismiss", "Close help", id="help.close")]

    def __init__(self, below: Screen):
        super().__init__("Keys", Group(keys_table(below), "", keymap_hint()), width="90")
