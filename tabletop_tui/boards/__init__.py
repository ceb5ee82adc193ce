"""One board widget per game. Every board is a single widget with `show(view)`."""
from __future__ import annotations

from .base import RichBoard
from .generic import GenericBoard
from .imperium import ImperiumBoard
from .oath import OathBoard
from .viscounts import ViscountsBoard
from .whispers import WhispersBoard

BOARDS: dict[str, type[RichBoard]] = {"whispers": WhispersBoard, "viscounts": ViscountsBoard, "oath": OathBoard,
                                      "imperium": ImperiumBoard}


def board_for(game_id: str) -> RichBoard:
    return BOARDS.get(game_id, GenericBoard)()
