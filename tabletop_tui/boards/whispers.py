"""The A War of Whispers board, drawn from the view dict (rules/whispers/VIEW.md) with Rich.

One widget: the map as a 5x5 grid (seas drawn as waves on the borders they cross), the councils
with the empires' supplies and every seat's public area; apart from it, the viewing seat's
loyalty board and hand.
"""
from __future__ import annotations

from typing import Hashable

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.segment import Segment
from rich.text import Text

from ..widgets.rendered import Stack
from .base import part_key, TextTable

CITY, FARM, FORT, UNIT, AGENT = "⌂", "≈", "♜", "■", "♙"
SEA, SEA_STYLE = "~", "bold grey70"  # on a border between two regions facing across water
MAP_SIZE = 5  # the map is a 5x5 grid
HIDDEN = "?"
PHASES = {"recall": "Agents (recall)", "agents": "Agents", "empires": "Empires act", "cleanup": "Clean-up",
          "loyalty": "Loyalty", "over": "Game over"}


def private_parts(view: dict) -> list[tuple[str, RenderableType]]:
    """The viewing seat's loyalty board and hand."""
    if view["seat"] is None:
        return []
    empires = {e["id"]: e for e in view["empires"]}
    info = view["seats"][view["seat"]]
    return [(part_key("loyalty", info), _loyalty_board(info, empires)),
            (part_key("hand", view["hand"]), _hand(view["hand"], empires))]


def render_board(view: dict) -> Stack:
    """The board as a Stack: each part is keyed by the view data it draws, so the widget
    re-renders only the parts a move changed."""
    empires = {e["id"]: e for e in view["empires"]}
    colors = tuple((e["id"], e["name"], e["color"]) for e in view["empires"])
    players = tuple(view["players"])
    advanced = bool(view["options"].get("advanced"))
    parts: list[tuple[Hashable, RenderableType]] = [
        (None, _status(view, empires)),
        (part_key("map", view["regions"], view["seas"], players, colors), _Map(view, empires)),
        (part_key("legend", advanced), _legend(view)),
        (part_key("councils", view["councils"], view["empires"], view.get("active"), players),
         Group(Text(), _councils(view, empires))),
        (part_key("seats", view["seats"], (view.get("decision") or {}).get("seat"), view["seat"], colors),
         Group(Text(), _seats(view, empires))),
    ]
    return Stack(parts)



def _legend(view: dict) -> Text:
    legend = Text(f"Be home empire (it holds the region while empty)  {UNIT}3 units (initials: an occupier)  "
                  f"{CITY} city  {FARM} farm  {FORT} fort  ", style="dim")
    legend.append(SEA, style=SEA_STYLE)
    legend.append(" sea: no attack across (6.2)")
    if view["options"].get("advanced"):
        legend.append(f"  {AGENT} agent, with its player's initial (12.1)")
    return legend


def _empire(empires: dict, empire_id: str | None, text: str | None = None, bold: bool = False) -> Text:
    """Text in the empire's colour; `text` defaults to the empire's name."""
    if empire_id is None:
        return Text(text or "-", style="dim")
    empire = empires[empire_id]
    return Text(text if text is not None else empire["name"], style=f"{'bold ' if bold else ''}{empire['color']}")


def _short(empires: dict, empire_id: str) -> str:
    return empires[empire_id]["name"][:2]


def _status(view: dict, empires: dict) -> Text:
    players = view["players"]
    text = Text.assemble((view["title"], "bold"), f"  Round {view['round']}",
                         f" · {PHASES.get(view['phase'], view['phase'])}",
                         f" · first player {players[view['first_player']]}")
    active = view.get("active")
    if active:
        titles = {p["position"]: p["title"] for p in view["councils"][active["empire"]]}
        text.append(" · acting: ")
        text.append_text(_empire(empires, active["empire"], bold=True))
        text.append(f" {titles.get(active['position'], active['position'])}")
    return text


class _Map:
    """The 5x5 grid of regions in boxes, two lines each, the columns sharing the width; a border
    between two regions facing across water is drawn as waves."""

    def __init__(self, view: dict, empires: dict):
        self.view, self.empires = view, empires

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        for line in self.lines(options.max_width):
            yield from line.render(console)
            yield Segment.line()

    def lines(self, width: int) -> list[Text]:
        view, empires = self.view, self.empires
        grid: dict[tuple[int, int], dict] = {tuple(r["pos"]): r for r in view["regions"]}
        at = {r["id"]: tuple(r["pos"]) for r in view["regions"]}
        seas = {frozenset((at[a], at[b])) for a, b in view["seas"] if a in at and b in at}
        base, extra = divmod(max(0, width - (MAP_SIZE + 1)), MAP_SIZE)
        widths = [max(1, base + (col < extra)) for col in range(MAP_SIZE)]

        def sea(a: tuple[int, int], b: tuple[int, int]) -> bool:
            return frozenset((a, b)) in seas

        def rule(left: str, middle: str, right: str, row: int | None = None) -> Text:
            """A horizontal border; above row `row`, waves where it faces the row above by sea."""
            line = Text(left)
            for col, w in enumerate(widths):
                if row is not None and sea((col, row - 1), (col, row)):
                    line.append(SEA * w, style=SEA_STYLE)
                else:
                    line.append("─" * w)
                line.append(middle if col < MAP_SIZE - 1 else right)
            return line

        lines = [rule("┌", "┬", "┐")]
        for row in range(MAP_SIZE):
            cells = [_region_cell(grid.get((col, row)), view, empires) for col in range(MAP_SIZE)]
            for n in range(2):
                line = Text("│")
                for col, (cell, w) in enumerate(zip(cells, widths)):
                    part = cell[n].copy()
                    part.truncate(w, overflow="ellipsis", pad=True)
                    line.append_text(part)
                    if col < MAP_SIZE - 1 and sea((col, row), (col + 1, row)):
                        line.append(SEA, style=SEA_STYLE)
                    else:
                        line.append("│")
                lines.append(line)
            lines.append(rule("├", "┼", "┤", row + 1) if row < MAP_SIZE - 1 else rule("└", "┴", "┘"))
        for line in lines:
            line.no_wrap, line.overflow = True, "crop"
        return lines


def _region_cell(region: dict | None, view: dict, empires: dict) -> tuple[Text, Text]:
    """Two lines: the name in its home colour; the home empire's initials (colour alone tells
    nobody who cannot see it), units (with the occupier's initials when they are not the home
    empire's), cities, farm, fort. Who controls the region follows: the units' empire, or the
    home empire when it is empty (4.3)."""
    if region is None:
        return Text(), Text()
    name = _empire(empires, region["home"], region["name"], bold=True)
    cell = _empire(empires, region["home"], _short(empires, region["home"]) + " ")
    occupier = region["unit_empire"]
    if region["units"]:
        initials = _short(empires, occupier) if occupier != region["home"] else ""
        cell.append_text(_empire(empires, occupier, f"{UNIT}{region['units']}{initials}"))
    else:
        cell.append("·", style="dim")
    for seat in region.get("agents") or []:
        cell.append(f" {AGENT}{view['players'][seat][0]}", style="bold")
    cell.append(" ")
    cell.append(CITY * region["cities"])
    if region["farm"]:
        cell.append(FARM, style="green")
    if region["fort"]:
        cell.append(FORT)
    return name, cell


def _councils(view: dict, empires: dict) -> TextTable:
    players = view["players"]
    active = view.get("active") or {}
    positions = next(iter(view["councils"].values()))
    table = TextTable([("Empire", "left", None),
                       *((position["title"], "left", 10) for position in positions),
                       ("Res", "right", None), ("Deck", "right", None), (CITY, "right", None)],
                      title="Councils", caption="(name) controls the empty position · Res: reserve")
    for empire_id, council in view["councils"].items():
        empire = empires[empire_id]
        cells = []
        for position in council:
            cells.append(_council_cell(position, players,
                                       active.get("empire") == empire_id and active.get("position") == position["position"]))
        table.add_row(_empire(empires, empire_id, bold=True), *cells,
                      f"{empire['reserve']}", f"{empire['deck']}", f"{empire['cities']}")
    return table


def _council_cell(position: dict, players: list[str], acting: bool) -> Text:
    """The agent on the position; for an empty one, its controller in brackets (4.2)."""
    agent, controller = position["agent"], position["controller"]
    if agent is not None:
        text = Text(players[agent])
    elif controller is not None:
        text = Text(f"({players[controller]})", style="dim")
    else:
        text = Text("·", style="dim")
    if acting:
        text.stylize("reverse")
    return text


def _seats(view: dict, empires: dict) -> TextTable:
    decision = view.get("decision") or {}
    table = TextTable([("Player", "left", None), ("Agents", "right", None), ("Hand", "right", None),
                       ("Swaps", "right", None), ("Loyalty  (* revealed)", "left", None)], title="Players")
    for seat, info in enumerate(view["seats"]):
        name = Text("▶ " if decision.get("seat") == seat else "  ", style="bold")
        name.append(info["name"], style="bold" if seat == view["seat"] else "")
        table.add_row(name, f"{info['agents_supply']}", f"{info['hand_count']}", f"{info['swaps']}",
                      _loyalty_row(info["loyalty"], empires))
    return table


def _loyalty_row(loyalty: list[dict], empires: dict) -> Text:
    """Each slot's multiplier and empire; '?' for a token this view may not see."""
    text = Text()
    for token in loyalty:
        text.append(f"{token['multiplier']}", style="dim")
        if token["empire"] is None:
            text.append(HIDDEN)
        else:
            text.append_text(_empire(empires, token["empire"], _short(empires, token["empire"]),
                                     bold=token["revealed"]))
        text.append("* " if token["revealed"] else " ")
    return text


def _loyalty_board(info: dict, empires: dict) -> Text:
    """Each slot's multiplier with the empire on it (* revealed), highest first."""
    text = Text.assemble((f"{info['name']}'s loyalty", "bold"), ": ")
    for n, token in enumerate(info["loyalty"]):
        text.append(" · " if n else "")
        text.append(f"{token['multiplier']} ", style="dim")
        text.append_text(_empire(empires, token["empire"], bold=True))
        text.append("*" if token["revealed"] else "")
    return text


def _hand(hand: list[dict], empires: dict) -> Group:
    """One line per card, cut short rather than wrapped so that a full hand fits a small screen:
    its name, then each effect by its short name with what it costs beyond the card itself."""
    lines = [Text.assemble(("Your hand", "bold"), f" ({len(hand)}):" if hand else ": ")]
    if not hand:
        lines[0].append("no cards", style="dim")
    for card in hand:
        line = Text("  ", no_wrap=True, overflow="ellipsis")
        line.append_text(_empire(empires, card["empire"], card["name"], bold=True))
        line.append(": ")
        for n, effect in enumerate(card["effects"]):
            line.append(" · " if n else "")
            line.append(effect["name"])
            for empire_id in effect["cost"][1:]:
                line.append(" +")
                line.append_text(_empire(empires, empire_id, _short(empires, empire_id)))
        lines.append(line)
    return Group(*lines)
