"""For a game that has no board widget yet: its view's own keys, pretty-printed."""
from __future__ import annotations

from rich.console import Group, RenderableType
from rich.pretty import Pretty
from rich.text import Text

from rules.core import KERNEL_KEYS


def render_board(view: dict) -> RenderableType:
    state = {key: value for key, value in view.items() if key not in KERNEL_KEYS}
    return Group(Text(f"{view['title']} (no board drawing yet: the view as data)", style="bold"),
                 Pretty(state, expand_all=False))
