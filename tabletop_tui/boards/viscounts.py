"""The Viscounts of the West Kingdom board, drawn from the view dict (rules/viscounts/engine.py,
`ViscountsEngine.view`) with Rich.

One widget: the status line, the ring of five segments in clockwise order (towns, Viscounts,
piles, building spots), the castle, the kingdom's Poverty and Prosperity piles, every seat's
public area, and the viewing seat's hand.
"""
from __future__ import annotations

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from .base import RichBoard

SEAT_COLORS = ("indian_red1", "deep_sky_blue1", "gold1", "spring_green2")
ICONS = {"merchant": ("⚖", "yellow"), "builder": ("⚒", "dark_orange"), "noble": ("♛", "medium_purple1"),
         "cleric": ("✝", "bright_white"), "criminal": ("⚔", "red")}
GOODS = (("silver", "silver", "grey85"), ("gold", "gold", "gold1"), ("ink", "ink", "cyan"),
         ("stone", "stone", "tan"))
BUILDINGS = (("trading-post", "TP", "Trading Post"), ("guildhall", "GH", "Guildhall"),
             ("workshop", "WS", "Workshop"))
BUILDING_COUNT = 3  # of each type on a player board
TRACK_SPACES = 9
RIBBONS = {"grey": "grey70", "red": "red", "blue": "dodger_blue1", "green": "green3"}
PLACES = (("left", "L"), ("right", "R"), ("inside", "In"))
VISCOUNT = "♞"
SHORT_REWARDS = {"move a worker to a neighbouring first-tier section": "castle move",
                 "flip a debt or deed": "flip debt/deed", "ink well": "ink"}


class ViscountsBoard(RichBoard):
    def render_view(self, view: dict) -> RenderableType:
        return render_board(view)


def render_board(view: dict) -> RenderableType:
    tags = _tags(view["players"])
    names = {seg["id"]: seg["name"] for seg in view["segments"]}
    parts: list[RenderableType] = [_status(view, tags)]
    if view.get("offers"):
        parts += [_offers(view["offers"])]
    parts += [
        _ring(view, tags),
        _legend(),
        Text(),
        _castle(view, tags, names),
        _kingdom(view["kingdom"]),
        Text(),
        _seats(view, tags, names),
    ]
    if view.get("hand") is not None:
        parts += [_hand(view["seats"][view["seat"]]["name"], view["hand"])]
    return Group(*parts)


# --- small pieces ----------------------------------------------------------------------
def _tags(players: list[str]) -> list[str]:
    """A short tag per seat: the initial, or more letters while two seats would share it."""
    for n in range(1, max(len(p) for p in players) + 1):
        tags = [p[:n] for p in players]
        if len(set(tags)) == len(tags):
            return tags
    return [str(i + 1) for i in range(len(players))]


def _color(seat: int) -> str:
    return SEAT_COLORS[seat % len(SEAT_COLORS)]


def _seat(text: str, seat: int, bold: bool = True) -> Text:
    return Text(text, style=f"{'bold ' if bold else ''}{_color(seat)}")


def _icons(icons: dict) -> Text:
    text = Text()
    for icon, n in icons.items():
        symbol, style = ICONS.get(icon, (icon[:2], ""))
        text.append(symbol * n if n <= 3 else f"{symbol}{n}", style=style)
    return text


def _card(card: dict | None, cost: bool = True) -> Text:
    """A townsfolk as 'Name 2s ⚖⚖' (cost in silver, then its icons)."""
    if card is None:
        return Text("empty", style="dim")
    text = Text(card["name"], style="bold")
    if cost:
        text.append(f" {card['cost']}s", style="grey70")
    if card["icons"]:
        text.append(" ")
        text.append_text(_icons(card["icons"]))
    return text


def _manuscript(ms: dict | None) -> Text:
    """A manuscript as '▮blue 6✝ effect; VP'."""
    if ms is None:
        return Text("none", style="dim")
    text = Text("▮", style=RIBBONS.get(ms["ribbon"], ""))
    text.append(ms["ribbon"], style=RIBBONS.get(ms["ribbon"], ""))
    text.append(f" {ms['cost']}✝")
    extra = "; ".join(x for x in (ms.get("effect"), ms.get("vp")) if x)
    if extra:
        text.append(f" {extra}", style="grey70")
    return text


def _reward(text: str) -> str:
    for long, short in SHORT_REWARDS.items():
        text = text.replace(long, short)
    return text


def _town(segments: dict, town: str) -> str:
    """'A.right' as 'Ashwick right'."""
    if not town:
        return "not placed"
    seg, _, place = town.partition(".")
    return f"{segments.get(seg, seg)} {place}"


# --- the status line -------------------------------------------------------------------
def _status(view: dict, tags: list[str]) -> Text:
    players = view["players"]
    text = Text.assemble((view["title"], "bold"), f"  side {view['side']}",
                         " · start player ", _seat(players[view["start_player"]], view["start_player"], False))
    current = view.get("current")
    if current is not None:
        text.append(" · turn: ")
        text.append_text(_seat(players[current], current))
    if view["kingdom"]["final_round"]:
        text.append(" · FINAL ROUND", style="bold reverse")
    if view.get("result"):
        text.append(" · game over", style="bold")
    return text


def _offers(offers: list[dict]) -> Table:
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, padding=(0, 1), title="Setup: player card and hero pairs",
                  title_justify="left", title_style="bold")
    table.add_column("Card", justify="right", no_wrap=True)
    table.add_column("Hero")
    for offer in offers:
        hero = _card(offer["hero"])
        for line in offer["hero"]["text"]:
            hero.append(f"\n{line}", style="grey70")
        table.add_row(f"{offer['card']}", hero)
    return table


# --- the ring of segments --------------------------------------------------------------
def _ring(view: dict, tags: list[str]) -> Table:
    table = Table(box=box.ROUNDED, show_header=False, show_lines=True, expand=True, padding=(0, 1),
                  title="The ring, clockwise (the last segment leads back to the first)",
                  title_justify="left", title_style="bold")
    table.add_column(ratio=1)
    castle = {sec["id"]: sec for sec in view["castle"]["sections"]}
    for n, seg in enumerate(view["segments"], 1):
        table.add_row(_segment(n, seg, tags, castle))
    return table


def _segment(n: int, seg: dict, tags: list[str], castle: dict) -> Text:
    text = Text.assemble((f"{n} ", "dim"), (seg["name"], "bold underline"), (f" ({seg['id']})", "dim"),
                         ("  faces the ", "dim"), (seg["castle"].title(), "italic"))
    text.append("\n")
    for place, short in PLACES:
        town = seg["towns"][place]
        text.append(f"{short}", style="bold")
        if town["start"]:
            text.append(f"#{town['start']}", style="red")
        if town["exchange"]:
            text.append(f" {town['exchange']}", style="grey70")
        for seat in town["viscounts"]:
            text.append(" ")
            text.append_text(_seat(f"{VISCOUNT}{tags[seat]}", seat))
        text.append("   ")
    text.rstrip()
    folk = seg["townsfolk"]
    text.append("\nFolk ", style="dim")
    if folk["top"] is not None:
        text.append_text(_card(folk["top"]))
    else:
        text.append(f"{folk['printed']} (printed, not for hire)", style="dim")
    text.append(f" ×{folk['count']}", style="dim")
    ms = seg["manuscript"]
    text.append("\nMS ", style="dim")
    if ms["top"] is not None:
        text.append_text(_manuscript(ms["top"]))
    else:
        text.append(f"printed {ms['printed_cost']}✝ (effect only)", style="dim")
    text.append(f" ×{ms['count']}", style="dim")
    text.append("\nSpots ", style="dim")
    for k, spot in enumerate(seg["spots"]):
        if k:
            text.append(" · ", style="dim")
        text.append(spot["id"].split(".")[-1], style="bold")
        text.append(f" {_reward(spot['reward'])}")
        building = spot["building"]
        if building is not None:
            kind = dict((b[0], b[1]) for b in BUILDINGS).get(building["kind"], building["kind"])
            text.append(" ")
            text.append_text(_seat(f"[{tags[building['seat']]}:{kind}]", building["seat"]))
    return text


def _legend() -> Text:
    text = Text(f"{VISCOUNT} Viscount  #n start  ", style="dim")
    for icon, (symbol, style) in ICONS.items():
        text.append(symbol, style=style)
        text.append(f" {icon}  ", style="dim")
    text.append("2s cost in silver  ✝ manuscript cost  ×n pile  [A:TP] Ann's Trading Post "
                "(GH Guildhall, WS Workshop)", style="dim")
    return text


# --- the castle and the kingdom --------------------------------------------------------
def _per_seat(counts: list[int], tags: list[str]) -> Text:
    text = Text()
    for seat, n in enumerate(counts):
        if n:
            if text:
                text.append(" ")
            text.append_text(_seat(f"{tags[seat]}{n}", seat))
    return text or Text("·", style="dim")


def _castle(view: dict, tags: list[str], names: dict) -> RenderableType:
    castle = view["castle"]
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, padding=(0, 1), title="Castle",
                  title_justify="left", title_style="bold")
    table.add_column("Section", no_wrap=True)
    table.add_column("Faces", no_wrap=True)
    table.add_column("Tier 1")
    table.add_column("Tier 2")
    table.add_column("Tier-2 reward", ratio=1)
    for sec in castle["sections"]:
        table.add_row(sec["id"].title(), names.get(sec["faces"], sec["faces"]),
                      _per_seat(sec["tier1"], tags), _per_seat(sec["tier2"], tags), _reward(sec["reward"]))
    tier3 = Text("Tier 3: ", style="bold")
    tier3.append_text(_per_seat(castle["tier3"], tags))
    tier3.append("   Castle Leader: ", style="bold")
    leader = castle["leader"]
    tier3.append_text(_seat(view["players"][leader], leader) if leader is not None else Text("none", style="dim"))
    return Group(table, tier3)


def _kingdom(kingdom: dict) -> Text:
    text = Text("Kingdom: ", style="bold")
    text.append(f"{kingdom['debts_on_poverty']} debts above Poverty")
    text.append(" (revealed)" if kingdom["poverty"] else " (hidden)", style="bold" if kingdom["poverty"] else "dim")
    text.append(" · ")
    text.append(f"{kingdom['deeds_on_prosperity']} deeds above Prosperity")
    text.append(" (revealed)" if kingdom["prosperity"] else " (hidden)",
                style="bold" if kingdom["prosperity"] else "dim")
    if kingdom["final_round"]:
        text.append(" · final round", style="bold reverse")
    return text


# --- the seats -------------------------------------------------------------------------
def _track(corruption: int, virtue: int) -> Text:
    """The 9 spaces: C for corruption, V for virtue, X when they share a space."""
    text = Text("▕")
    for space in range(TRACK_SPACES):
        if space == corruption == virtue:
            text.append("X", style="bold magenta")
        elif space == corruption:
            text.append("C", style="bold red")
        elif space == virtue:
            text.append("V", style="bold cyan")
        else:
            text.append("·", style="dim")
    text.append("▏")
    return text


def _seats(view: dict, tags: list[str], names: dict) -> Table:
    current = view.get("current")
    table = Table(box=box.SIMPLE_HEAD, show_header=False, show_edge=False, show_lines=False, expand=True,
                  padding=(0, 0, 1, 0), title="Players", title_justify="left", title_style="bold")
    table.add_column(ratio=1)
    for seat, info in enumerate(view["seats"]):
        table.add_row(_seat_area(seat, info, tags, names, seat == current, seat == view["seat"]))
    return table


def _seat_area(seat: int, info: dict, tags: list[str], names: dict, current: bool, viewer: bool) -> Text:
    text = Text("▶ " if current else "  ", style="bold")
    text.append_text(_seat(info["name"], seat))
    if viewer:
        text.append(" (you)", style="dim")
    text.append(f"  {VISCOUNT} {_town(names, info['town'])}", style=_color(seat))
    text.append(f"  hand {info['hand_count']} · draw {info['draw_count']} · discard {len(info['discard'])}",
                style="grey70")
    if info["discard"]:
        text.append(" top ", style="grey70")
        text.append_text(_card(info["discard"][-1]))
    text.append("\n  Row ", style="dim")
    for k, card in enumerate(info["row"]):
        if k:
            text.append(" | ", style="dim")
        text.append_text(_card(card))
    text.append("\n  ")
    for key, label, style in GOODS:
        text.append(f"{label} ", style="dim")
        text.append(f"{info['goods'].get(key, 0)}  ", style=f"bold {style}")
    text.append("workers ", style="dim")
    text.append(f"{info['workers']}", style="bold")
    text.append("\n  ")
    text.append_text(_track(info["corruption"], info["virtue"]))
    text.append(f" V{info['virtue']} C{info['corruption']}  ", style="dim")
    text.append(f"debts {info['debts']}", style="bold" if info["debts"] else "")
    text.append(f" (paid {info['paid_debts']})", style="dim")
    text.append(f"  deeds {info['deeds']}")
    text.append(f" (approved {info['approved_deeds']})", style="dim")
    text.append("\n  Built ", style="dim")
    for k, (key, short, _) in enumerate(BUILDINGS):
        built = info["built"].get(key, 0)
        text.append(" " if k else "")
        text.append(f"{short} {built}/{BUILDING_COUNT}", style=f"bold {_color(seat)}" if built else "")
    text.append("  MS ", style="dim")
    ribbons: dict[str, int] = {}
    for ms in info["manuscripts"]:
        ribbons[ms["ribbon"]] = ribbons.get(ms["ribbon"], 0) + 1
    for ribbon, n in sorted(ribbons.items()):
        text.append(f"▮{ribbon} {n} ", style=RIBBONS.get(ribbon, ""))
    if not ribbons:
        text.append("none ", style="dim")
    if info["cleric_bonus"]:
        text.append(" bonus ", style="dim")
        for ribbon in info["cleric_bonus"]:
            text.append(f"✝{ribbon} ", style=RIBBONS.get(ribbon, ""))
    text.append(" icons ", style="dim")
    text.append_text(_icons(info["icons"]) or Text("none", style="dim"))
    return text


def _hand(name: str, hand: list[dict]) -> Table:
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, expand=True, padding=(0, 1), title=f"Your hand ({name})",
                  title_justify="left", title_style="bold")
    table.add_column("Card", no_wrap=True)
    table.add_column("Abilities", ratio=1)
    for card in hand:
        table.add_row(_card(card), Text("\n".join(card["text"]) or "-", style="grey70"))
    if not hand:
        table.add_row(Text("no cards", style="dim"), "")
    return table
