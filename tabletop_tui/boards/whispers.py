"""The A War of Whispers board, drawn from the view dict (docs/whispers-view.md) with Rich.

One widget: the map as a 5x5 grid, the councils with the empires' supplies, every seat's public
area, and the viewing seat's loyalty board and hand.
"""
from __future__ import annotations

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from .base import RichBoard

CITY, FARM, FORT, UNIT, CONTROL, AGENT = "⌂", "≈", "♜", "■", "⚑", "♙"
HIDDEN = "?"
PHASES = {"agents": "Agents", "empires": "Empires act", "cleanup": "Clean-up",
          "loyalty": "Loyalty", "over": "Game over"}


class WhispersBoard(RichBoard):
    def render_view(self, view: dict) -> RenderableType:
        return render_board(view)


def render_board(view: dict) -> RenderableType:
    empires = {e["id"]: e for e in view["empires"]}
    parts: list[RenderableType] = [
        _status(view, empires),
        _map(view, empires),
        _legend(view),
        Text(),
        _councils(view, empires),
        Text(),
        _seats(view, empires),
    ]
    if view["seat"] is not None:
        parts.append(_loyalty_board(view["seats"][view["seat"]], empires))
    if view.get("hand") is not None:
        parts += [Text(), _hand(view["hand"], empires)]
    return Group(*parts)


def _legend(view: dict) -> Text:
    legend = Text(f"{UNIT}3 units (initials: an occupier)  {CITY} city  {FARM} farm  {FORT} fort  "
                  f"{CONTROL} controller (if not the units')", style="dim")
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


def _map(view: dict, empires: dict) -> Table:
    grid: dict[tuple[int, int], dict] = {tuple(r["pos"]): r for r in view["regions"]}
    table = Table(box=box.SQUARE, show_header=False, show_lines=True, expand=True, padding=0)
    for _ in range(5):
        table.add_column(ratio=1, no_wrap=True, overflow="ellipsis")
    for row in range(5):
        table.add_row(*(_region_cell(grid.get((col, row)), view, empires) for col in range(5)))
    return table


def _region_cell(region: dict | None, view: dict, empires: dict) -> Text:
    """Two lines: the name in its home colour; units (with the occupier's initials when they
    are not the home empire's), cities, farm, fort, and the controller when not the units'."""
    if region is None:
        return Text("\n")
    cell = _empire(empires, region["home"], region["name"], bold=True)
    cell.append("\n")
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
    if region["controller"] not in (None, occupier):
        cell.append(" ")
        cell.append_text(_empire(empires, region["controller"], f"{CONTROL}{_short(empires, region['controller'])}"))
    return cell


def _councils(view: dict, empires: dict) -> Table:
    players = view["players"]
    active = view.get("active") or {}
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, padding=0, title="Councils",
                  title_justify="left", title_style="bold")
    table.add_column("Empire", no_wrap=True)
    positions = next(iter(view["councils"].values()))
    for position in positions:
        table.add_column(position["title"], no_wrap=True, overflow="ellipsis", max_width=10)
    table.add_column("Res", justify="right", no_wrap=True)
    table.add_column("Deck", justify="right", no_wrap=True)
    table.add_column(CITY, justify="right", no_wrap=True)
    for empire_id, council in view["councils"].items():
        empire = empires[empire_id]
        cells = []
        for position in council:
            cells.append(_council_cell(position, players,
                                       active.get("empire") == empire_id and active.get("position") == position["position"]))
        table.add_row(_empire(empires, empire_id, bold=True), *cells,
                      f"{empire['reserve']}", f"{empire['deck']}", f"{empire['cities']}")
    table.caption = "(name) controls the empty position · Res: reserve"
    table.caption_justify = "left"
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


def _seats(view: dict, empires: dict) -> Table:
    decision = view.get("decision") or {}
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, padding=0, title="Players",
                  title_justify="left", title_style="bold")
    table.add_column("Player", no_wrap=True)
    table.add_column("Agents", justify="right", no_wrap=True)
    table.add_column("Hand", justify="right", no_wrap=True)
    table.add_column("Swaps", justify="right", no_wrap=True)
    table.add_column("Loyalty  (* revealed)", no_wrap=True)
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
    text = Text.assemble(("\n" + f"{info['name']}'s loyalty board", "bold"), f" ({info['society']}, * revealed)\n")
    for n, token in enumerate(info["loyalty"]):
        text.append("  " if n else "")
        text.append(f"{token['title']} ×{token['multiplier']} ")
        text.append_text(_empire(empires, token["empire"], bold=True))
        text.append("*" if token["revealed"] else "")
    return text


def _hand(hand: list[dict], empires: dict) -> Table:
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, expand=True, padding=(0, 1), title="Your hand",
                  title_justify="left", title_style="bold")
    table.add_column("Card", no_wrap=True)
    table.add_column("Effects (cost)", ratio=1)
    for card in hand:
        effects = Text()
        for n, effect in enumerate(card["effects"]):
            if n:
                effects.append("\n")
            effects.append(effect["text"])
            if effect["cost"]:
                effects.append(" (")
                for k, empire_id in enumerate(effect["cost"]):
                    effects.append(", " if k else "")
                    effects.append_text(_empire(empires, empire_id))
                effects.append(")")
        table.add_row(_empire(empires, card["empire"], card["name"], bold=True), effects)
    if not hand:
        table.add_row(Text("no cards", style="dim"), "")
    return table
