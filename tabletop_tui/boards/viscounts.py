"""The Viscounts of the West Kingdom board, drawn from the view dict (rules/viscounts/engine.py,
`ViscountsEngine.view`) with Rich.

One widget: the status line, the ring of five segments in clockwise order (towns, Viscounts,
piles, building spots), the castle, the kingdom's Poverty and Prosperity piles and every seat's
public area; apart from it, the viewing seat's hand.
"""
from __future__ import annotations

from rich import box
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.rule import Rule
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
TRACK_SPACES = 9
RIBBONS = {"grey": "grey70", "red": "red", "blue": "dodger_blue1", "green": "green3"}
PLACES = (("left", "L"), ("right", "R"), ("inside", "In"))
VISCOUNT = "♞"
SHORT_REWARDS = {"move a worker to a neighbouring first-tier section": "castle move",
                 "flip 1 debt or deed": "flip debt/deed", "ink well": "ink"}


class ViscountsBoard(RichBoard):
    def render_view(self, view: dict) -> RenderableType:
        return render_board(view)

    def private_parts(self, view: dict) -> list[tuple[str, RenderableType]]:
        return private_parts(view)


def private_parts(view: dict) -> list[tuple[str, RenderableType]]:
    """The viewing seat's hand, if the view holds it."""
    if view.get("hand") is None:
        return []
    return [(repr(view["hand"]), _hand(view["seats"][view["seat"]]["name"], view["hand"]))]


def render_board(view: dict) -> RenderableType:
    tags = _tags([info["name"] for info in view["seats"]])  # solo: the AI has a seat but no player
    names = {seg["id"]: seg["name"] for seg in view["segments"]}
    parts: list[RenderableType] = [_Status(view)]
    if view.get("offers"):
        parts += [_offers(view["offers"]), Text()]
    parts += [
        _Ring(view, tags),
        Text(),
        _Castle(view, tags, names),
        _Kingdom(view["kingdom"]),
        Text(),
        _Seats(view, tags, names),
    ]
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


def _pile(label: str, top: Text | None, printed: str, count: int) -> Text:
    """A main-board pile: its visible top card, or what is printed under it once empty."""
    text = Text(f"{label} ", style="dim")
    if top is not None:
        text.append_text(top)
    else:
        text.append(printed, style="dim")
    text.append(f" ×{count}", style="dim")
    return text


def _card(card: dict | None, cost: bool = True) -> Text:
    """A townsfolk as 'Name 2s ⚖⚖' (cost in silver, then its icons)."""
    if card is None:
        return Text("empty", style="dim")
    text = Text()
    text.append(card["name"], style="bold")
    if cost and card["cost"]:  # a solo AI's Scheme card has no cost
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
class _Status:
    def __init__(self, view: dict):
        self.view = view

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        view = self.view
        players = [info["name"] for info in view["seats"]]
        items = [Text(view["title"], style="bold")]
        current = view.get("current")
        deciding = (view.get("decision") or {}).get("seat")
        if view.get("result"):
            items.append(Text("game over", style="bold"))
        elif view.get("offers"):
            items.append(Text("setup"))
        elif current is not None:
            items.append(Text.assemble("turn: ", _seat(players[current], current)))
        if deciding is not None and (deciding != current or view.get("offers")):
            items.append(Text.assemble("deciding: ", _seat(players[deciding], deciding)))
        items.append(Text.assemble("start player ", _seat(players[view["start_player"]], view["start_player"], False)))
        items.append(Text(f"board side {view['side']}"))
        if view["kingdom"]["final_round"]:
            items.append(Text("FINAL ROUND", style="bold reverse"))
        yield _flow(items, options.max_width, 2, start=0)


def _offers(offers: list[dict]) -> Table:
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, padding=(0, 1), title_justify="left", title_style="bold",
                  title="Setup: pairs of player card (start #) and hero")
    table.add_column("Card #", justify="right", no_wrap=True)
    table.add_column("Hero")
    for offer in offers:
        hero = _card(offer["hero"])
        for line in offer["hero"]["text"]:
            hero.append(f"\n{line}", style="grey70")
        table.add_row(f"{offer['card']}", hero)
    return table


# --- the ring of segments --------------------------------------------------------------
class _Ring:
    """The five segments, laid out for the width they get: one line per part when wide,
    the same parts flowed over more lines when narrow."""

    def __init__(self, view: dict, tags: list[str]):
        self.view, self.tags = view, tags

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = options.max_width
        yield Text("The ring, clockwise (5 leads on to 1)", style="bold")
        for n, seg in enumerate(self.view["segments"], 1):
            yield Rule(style="grey35", characters="─")
            yield _segment(n, seg, self.tags, width)
        yield _flow(_legend(), width, 0, sep="  ", start=0)


def _flow(items: list[Text], width: int, indent: int, sep: str = " · ", start: int = 2) -> Text:
    """Items joined by `sep` from column `start`, a new line (indented) where the next item
    would not fit."""
    text = Text()
    column = start
    for k, item in enumerate(items):
        if k and column + len(sep) + item.cell_len > width:
            text.append("\n" + " " * indent)
            column = indent
        elif k:
            text.append(sep, style="dim")
            column += len(sep)
        text.append_text(item)
        column += item.cell_len
    return text


def _segment(n: int, seg: dict, tags: list[str], width: int) -> Text:
    head = Text.assemble((f"{n} ", "dim"), (seg["name"], "bold underline"), (f" {seg['id']}", "dim"),
                         (" ▸", "dim"), (seg["castle"].title(), "italic"))
    towns = []
    for place, short in PLACES:
        town = seg["towns"][place]
        item = Text()
        item.append(short, style="bold")
        if town["start"]:
            item.append(f"#{town['start']}", style="red")
        if town["exchange"]:
            item.append(f" {town['exchange']}", style="grey70")
        for seat in town["viscounts"]:
            item.append(" ")
            item.append_text(_seat(f"{VISCOUNT}{tags[seat]}", seat))
        towns.append(item)
    first = _flow([head, *towns], width, 2, sep="  ", start=0)

    folk, ms = seg["townsfolk"], seg["manuscript"]
    pile = _pile("Folk", folk["top"] and _card(folk["top"]), f"{folk['printed']} (printed, not for hire)", folk["count"])
    script = _pile("MS", ms["top"] and _manuscript(ms["top"]), f"printed {ms['printed_cost']}✝ (effect only)", ms["count"])
    piles = _flow([pile, script], width, 2, sep="   ")

    left, right = [], []
    for spot in seg["spots"]:
        place = spot["id"].split(".")[-1]
        item = Text()
        item.append(place, style="bold")
        item.append(f" {_reward(spot['reward'])}")
        building = spot["building"]
        if building is not None:
            kind = dict((b[0], b[1]) for b in BUILDINGS).get(building["kind"], building["kind"])
            item.append(" ")
            item.append_text(_seat(f"[{tags[building['seat']]}:{kind}]", building["seat"]))
        (left if place.startswith("L") else right).append(item)
    lines = [first, piles]
    if left:
        lines.append(_flow(left, width, 4))
    if right:
        right[0] = Text.assemble(("≈ ", "blue"), right[0]) if left else right[0]
        lines.append(_flow(right, width, 4))
    return Text("\n  ").join(lines)


def _legend() -> list[Text]:
    items = [Text(f"{VISCOUNT} Viscount"), Text("#n start"), Text("≈ river")]
    for icon, (symbol, style) in ICONS.items():
        items.append(Text.assemble((symbol, style), f" {icon}"))
    items += [Text("2s cost in silver"), Text("✝ manuscript cost"), Text("×n pile"),
              Text("[A:TP] Ann's Trading Post"), Text("GH Guildhall"), Text("WS Workshop")]
    for item in items:
        item.stylize("dim")
    return items


# --- the castle and the kingdom --------------------------------------------------------
def _per_seat(counts: list[int], tags: list[str]) -> Text:
    text = Text()
    for seat, n in enumerate(counts):
        if n:
            if text:
                text.append(" ")
            text.append_text(_seat(f"{tags[seat]}{n}", seat))
    return text or Text("·", style="dim")


class _Castle:
    """The castle: a table when there is room, else one flowed entry per section."""

    def __init__(self, view: dict, tags: list[str], names: dict):
        self.view, self.tags, self.names = view, tags, names

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        castle, tags, names = self.view["castle"], self.tags, self.names
        if options.max_width >= 64:
            table = Table(box=box.SIMPLE_HEAD, show_edge=False, padding=(0, 1), title="Castle", expand=True,
                          title_justify="left", title_style="bold")
            table.add_column("Section", no_wrap=True)
            table.add_column("Faces", no_wrap=True)
            table.add_column("T1")
            table.add_column("T2")
            table.add_column("Tier-2 reward", ratio=1)
            for sec in castle["sections"]:
                table.add_row(sec["id"].title(), names.get(sec["faces"], sec["faces"]),
                              _per_seat(sec["tier1"], tags), _per_seat(sec["tier2"], tags), _reward(sec["reward"]))
            yield table
        else:
            yield Text.assemble(("Castle", "bold"), (" workers in tiers 1 and 2 ⇒ tier-2 reward", "dim"))
            for sec in castle["sections"]:
                faces = names.get(sec["faces"], sec["faces"])
                name = Text.assemble((sec["id"].title(), "bold"), (f" ▸{faces}", "dim"))
                workers = Text.assemble(("T1 ", "dim"), _per_seat(sec["tier1"], tags),
                                        ("  T2 ", "dim"), _per_seat(sec["tier2"], tags))
                yield _flow([name, workers, Text(f"⇒ {_reward(sec['reward'])}", style="grey70")],
                            options.max_width, 4, sep="  ", start=0)
        tier3 = Text()
        tier3.append("Tier 3 workers ", style="bold")
        tier3.append_text(_per_seat(castle["tier3"], tags))
        tier3.append("   Castle Leader ", style="bold")
        leader = castle["leader"]
        tier3.append_text(_seat(self.view["seats"][leader]["name"], leader) if leader is not None
                          else Text("none", style="dim"))
        yield tier3


class _Kingdom:
    """Debts above Poverty and deeds above Prosperity, with their revealed flags."""

    def __init__(self, kingdom: dict):
        self.kingdom = kingdom

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        kingdom = self.kingdom
        items = [Text("Kingdom", style="bold")]
        for count, what, card, revealed in ((kingdom["debts_on_poverty"], "debts", "Poverty", kingdom["poverty"]),
                                            (kingdom["deeds_on_prosperity"], "deeds", "Prosperity",
                                             kingdom["prosperity"])):
            items.append(Text.assemble(f"{count} {what} on {card} ",
                                       ("(revealed)", "bold") if revealed else ("(hidden)", "dim")))
        if kingdom["final_round"]:
            items.append(Text("final round", style="bold reverse"))
        yield _flow(items, options.max_width, 2, sep="  ", start=0)


# --- the seats -------------------------------------------------------------------------
def _track(corruption: int, virtue: int) -> Text:
    """The 9 spaces: C for corruption, V for virtue, X when they share a space."""
    text = Text("[", style="dim")
    for space in range(TRACK_SPACES):
        if space == corruption == virtue:
            text.append("X", style="bold magenta")
        elif space == corruption:
            text.append("C", style="bold red")
        elif space == virtue:
            text.append("V", style="bold cyan")
        else:
            text.append("·", style="dim")
    text.append("]", style="dim")
    return text


class _Seats:
    """Every seat's public area, each part flowed to the width it gets."""

    def __init__(self, view: dict, tags: list[str], names: dict):
        self.view, self.tags, self.names = view, tags, names

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield Text("Players", style="bold")
        view = self.view
        for seat, info in enumerate(view["seats"]):
            deciding = (view.get("decision") or {}).get("seat")
            yield _seat_area(seat, info, self.tags, self.names, seat == deciding,
                             seat == view["seat"], options.max_width, view.get("future_count", 0))
            yield Text()


def _seat_area(seat: int, info: dict, tags: list[str], names: dict, deciding: bool, viewer: bool,
               width: int, future: int = 0) -> Text:
    """Two spaces of indent, or '▶ ' for the seat deciding now; then the seat's public area."""
    name = Text()
    name.append("▶ " if deciding else "  ", style="bold")
    name.append_text(_seat(info["name"], seat))
    if viewer:
        name.append(" (you)", style="dim")
    town = Text(f"{VISCOUNT} {_town(names, info['town'])}", style=_color(seat))
    counts = Text(f"hand {info['hand_count']} · draw {info['draw_count']}", style="grey70")
    discard = Text(f"discard {len(info['discard'])}", style="grey70")
    if info["discard"]:
        discard.append(": ", style="grey70")
        discard.append_text(_card(info["discard"][-1]))
    head = [name, town, counts, discard]
    if info.get("ai"):
        head.insert(2, Text(f"solo AI ({info['ai']})", style="italic"))
        head.append(Text(f"future schemes {future}", style="grey70"))

    row = [_card(card) for card in info["row"]]
    row[0] = Text.assemble(("Row ", "dim"), row[0])

    goods = []
    for key, label, style in GOODS:
        goods.append(Text.assemble((f"{label} ", "dim"), (f"{info['goods'].get(key, 0)}", f"bold {style}")))
    goods.append(Text.assemble(("workers ", "dim"), (f"{info['workers']}", "bold")))

    track = _track(info["corruption"], info["virtue"])
    track.append(f" V{info['virtue']} C{info['corruption']}", style="dim")
    debts = Text.assemble((f"debts {info['debts']}", "bold" if info["debts"] else ""),
                          (f" (paid {info['paid_debts']})", "dim"))
    deeds = Text.assemble((f"deeds {info['deeds']}", "bold" if info["deeds"] else ""),
                          (f" (approved {info['approved_deeds']})", "dim"))

    built = Text("Built", style="dim")
    for key, short, _ in BUILDINGS:  # each building of the type, left to right: ■ built, □ still on the board
        marks = "".join("■" if b["built"] else "□" for b in info["buildings"] if b["kind"] == key)
        built.append(f" {short} {marks}", style=f"bold {_color(seat)}" if info["built"].get(key) else "")
    scripts = Text("MS", style="dim")
    ribbons: dict[str, int] = {}
    for ms in info["manuscripts"]:
        ribbons[ms["ribbon"]] = ribbons.get(ms["ribbon"], 0) + 1
    for ribbon, n in sorted(ribbons.items()):
        scripts.append(f" ▮{ribbon} {n}", style=RIBBONS.get(ribbon, ""))
    if not ribbons:
        scripts.append(" none", style="dim")
    last = [built, scripts]
    if info["cleric_bonus"]:
        bonus = Text("Cleric bonus", style="dim")
        for ribbon in info["cleric_bonus"]:
            bonus.append(f" ✝{ribbon}", style=RIBBONS.get(ribbon, ""))
        last.append(bonus)
    icons = Text("icons ", style="dim")
    icons.append_text(_icons(info["icons"]) or Text("none", style="dim"))
    last.append(icons)

    lines = [_flow(head, width, 4, sep="  ", start=0), _flow(row, width, 4, sep=" | "),
             _flow(goods, width, 4, sep="  "), _flow([track, debts, deeds], width, 4, sep="  "),
             _flow(last, width, 4, sep="  ")]
    return Text("\n  ").join(lines)


def _hand(name: str, hand: list[dict]) -> Text:
    """One line per card: name, cost, icons, then what it does."""
    text = Text.assemble((f"Your hand ({name})", "bold"), ":")
    if not hand:
        text.append(" no cards", style="dim")
    for card in hand:
        text.append("\n  ")
        text.append_text(_card(card))
        if card["text"]:
            text.append(": " + "; ".join(card["text"]), style="grey70")
    return text
