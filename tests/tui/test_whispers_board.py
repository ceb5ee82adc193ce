"""The Whispers board tells every colour-coded fact in letters too (REFERENCE.md, Content
decisions 20)."""
from __future__ import annotations

import io

from rich.console import Console

from tabletop_tui.boards.whispers import render_board

from .conftest import match_after


def board_text(view: dict, width: int = 120) -> str:
    console = Console(width=width, file=io.StringIO(), record=True)
    console.print(render_board(view))
    return console.export_text()


def test_every_region_names_its_home_empire_and_every_army_its_empire_in_letters():
    view = match_after(150).view(None)
    text = board_text(view)
    empires = {e["id"]: e["name"][:2] for e in view["empires"]}
    lines = text.splitlines()
    for region in view["regions"]:
        row = next(n for n, line in enumerate(lines) if region["name"] in line)
        column = lines[row].index(region["name"])
        cell = lines[row + 1][column:column + len(region["name"]) + 4]
        assert cell.startswith(empires[region["home"]] + " "), f"{region['name']}: {cell!r}"
        if region["units"] and region["unit_empire"] != region["home"]:
            assert f"■{region['units']}{empires[region['unit_empire']]}" in cell, f"{region['name']}: {cell!r}"
    assert len({e["color"] for e in view["empires"]}) == 5
