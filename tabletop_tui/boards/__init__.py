"""One board widget per game. Every board is a single widget with `show(view)`."""
from __future__ import annotations

from textual.widget import Widget

from .whispers import WhispersBoard

BOARDS: dict[str, type[Widget]] = {"whispers": WhispersBoard}


def board_for(game_id: str) -> Widget:
    return BOARDS[game_id]()
