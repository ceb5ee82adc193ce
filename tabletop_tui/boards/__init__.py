"""One board per game: a module giving `render_board(view)`, and `private_parts(view)` where the
seat has secrets to keep in sight. Every board is a single widget with `show(view)`."""
from __future__ import annotations

from . import generic, imperium, oath, viscounts, whispers
from .base import RichBoard, no_secrets

BOARDS = {"whispers": whispers, "viscounts": viscounts, "oath": oath, "imperium": imperium}


def board_for(game_id: str) -> RichBoard:
    module = BOARDS.get(game_id, generic)
    return RichBoard(module.render_board, getattr(module, "private_parts", no_secrets))
