"""The Viscounts of the West Kingdom board, drawn from the view dict (rules/viscounts/engine.py,
`ViscountsEngine.view`) with Rich.

One widget: the status line, the ring of five segments drawn as a loop round the castle (towns,
Viscounts, trades, building spots, piles), the kingdom's Poverty and Prosperity piles, every
seat's public area and a legend of the symbols; apart from it, the viewing seat's hand. Things
are said in words; what is shown by colour (seats, ribbons) also has a name or letter.

The ring follows the board's clockwise path, arrows showing the way round. From 66 columns (the
board of a 120-column terminal) it is the full ring: segments 1 and 2 on top, 3 on the right,
4 at the bottom, 5 on the left and the castle in the middle. Narrower (80 columns) it is two
columns going round: 1 and 2 on top, the castle between the way up and the way down, 5 and 3
below it, 4 across the bottom; segments there say things in fewer words.

The board is a `Stack` of keyed parts, each keyed by the view data it draws, so a new view
re-renders only what a move changed.
"""
from __future__ import annotations

from collections.abc import Hashable

from rich.console import Console, ConsoleOptions, RenderableType, RenderResult
from rich.segment import Segment
from rich.text import Text

from ..widgets.rendered import Stack
from .base import part_key

# The Okabe-Ito palette. Seats: the four of its colours that stay furthest apart under protanopia,
# deuteranopia and tritanopia with a contrast of at least 4.5 on a dark background; every seat
# also has its name or letter tag, so colour is never alone.
SKY_BLUE, VERMILLION, YELLOW, PURPLE = "#56B4E9", "#D55E00", "#F0E442", "#CC79A7"
ORANGE, GREEN, BLUE = "#E69F00", "#009E73", "#0072B2"
SEAT_COLORS = (SKY_BLUE, VERMILLION, YELLOW, PURPLE)
ICONS = {"merchant": ("⚖", YELLOW), "builder": ("⚒", ORANGE), "noble": ("♛", PURPLE),
         "cleric": ("✝", "bright_white"), "criminal": ("⚔", VERMILLION)}
GOODS = (("silver", "grey85"), ("gold", YELLOW), ("ink", SKY_BLUE), ("stone", "tan"))
BUILDINGS = (("trading-post", "Trading Post", "Trading Posts"), ("guildhall", "Guildhall", "Guildhalls"),
             ("workshop", "Workshop", "Workshops"))
RIBBONS = {"grey": "grey70", "red": VERMILLION, "blue": f"bold {BLUE}", "green": GREEN}
EXCHANGES = {"silver": "silver", "resource": "gold, ink or stone", "destroy": "destroy a card",
             "flip": "flip a debt or deed"}
PHASES = {1: "card management", 2: "movement", 3: "primary action", 4: "recruit", 5: "resolve collision",
          6: "draw cards"}
SIDES = {"low": "1-2 players", "high": "3-4 players"}
SHORT_REWARDS = {"move a worker to a neighbouring first-tier section": "move a castle worker"}
VISCOUNT, SPOT, BUILT, RIVER, TRADE = "♞", "○", "■", "≈", "⇄"
RIVER_STYLE = f"bold {BLUE}"
NARROW = 28  # a segment's text narrower than this says things in fewer words
BORDER, CASTLE_BORDER, ARROW = "grey50", "grey70", "bold grey85"
PENTAGON = 66  # the narrowest board drawn as the full ring (castle between segments 5 and 3)



def private_parts(view: dict) -> list[tuple[str, RenderableType]]:
    """The viewing seat's hand, if the view holds it: card by card in play; during setup, when it
    holds the starting cards every seat has, their names only, so that it fits a small screen."""
    if view.get("hand") is None:
        return []
    name = view["seats"][view["seat"]]["name"]
    hand = _starting_cards(name, view["hand"]) if view["round"] == 0 else _hand(name, view["hand"])
    return [(repr((view["round"] == 0, view["hand"])), hand)]


def render_board(view: dict) -> Stack:
    """The board as a Stack: each part is keyed by the view data it draws, so the widget
    re-renders only the parts a move changed."""
    names = tuple(info["name"] for info in view["seats"])  # solo: the AI has a seat but no player
    tags = tuple(_tags(list(names)))
    seats = (names, tags)
    segs = view["segments"]
    setup = bool(view.get("offers"))
    castle = view["castle"]
    order = tuple(seg["id"] for seg in segs)  # what the castle needs of the segments
    deciding = (view.get("decision") or {}).get("seat")
    parts: list[tuple[Hashable, RenderableType]] = [(None, _Status(view))]
    if setup:
        parts.append((part_key("offers", view["offers"]), _Offers(view["offers"])))
    parts += [
        (part_key("ring-top", segs[0], segs[1], seats, setup), _RingTop(segs, seats, setup)),
        (part_key("ring-castle", castle, order, seats), _RingCastle(castle, segs, seats)),
        (part_key("ring-middle", segs[4], segs[2], castle, order, seats, setup), _RingMiddle(segs, castle, seats, setup)),
        (part_key("ring-bottom", segs[3], seats, setup), _RingBottom(segs, seats, setup)),
        (part_key("kingdom", view["kingdom"]), _Lines(lambda width: _kingdom(view["kingdom"], width))),
        (None, Text("Players", style="bold")),
    ]
    for seat, info in enumerate(view["seats"]):
        flags = (seat == deciding, seat == view["seat"], view.get("future_count", 0) if info.get("ai") else 0)
        parts.append((part_key("seat", seat, info, flags, names, tags),
                      _Lines(lambda width, seat=seat, info=info, flags=flags:
                             _seat_area(seat, info, tags, {s["id"]: s["name"] for s in segs}, flags,
                                        len(view["track"]), width))))
    parts.append((part_key("legend", seats), _Lines(lambda width: _legend(tags, names, view["track"], width))))
    return Stack(parts)



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
        text.append(symbol * n if n <= 3 else f"{symbol}×{n}", style=style)
    return text


def _card(card: dict | None) -> Text:
    """A townsfolk as 'Name (2 silver) ⚖⚖': its cost in silver, then its icons."""
    if card is None:
        return Text("empty", style="dim")
    text = Text(card["name"], style="bold")
    if card["cost"]:  # a solo AI's Scheme card has no cost
        text.append(f" ({card['cost']} silver)", style="grey70")
    if card["icons"]:
        text.append(" ")
        text.append_text(_icons(card["icons"]))
    return text


def _ribbon(ribbon: str) -> Text:
    return Text(ribbon, style=RIBBONS.get(ribbon, ""))


def _reward(text: str) -> str:
    for long, short in SHORT_REWARDS.items():
        text = text.replace(long, short)
    return text


def _town(segments: dict, town: str) -> str:
    """'A.right' as 'Ashwick, right town'."""
    if not town:
        return "not placed yet"
    seg, _, place = town.partition(".")
    return f"{segments.get(seg, seg)}, {place} town"


def _workers(counts: list[int], tags: tuple[str, ...]) -> Text:
    """One letter per worker, in its seat's colour: 'A A B'; '·' for none."""
    text = Text()
    for seat, n in enumerate(counts):
        if n:
            if text:
                text.append(" ")
            text.append_text(_seat(" ".join([tags[seat]] * n) if n <= 3 else f"{tags[seat]}×{n}", seat))
    return text or Text("·", style="dim")


def _wrap(items: list[Text], width: int, indent: int = 2, sep: str = "  ", lead: int = 0) -> list[Text]:
    """Items flowed into lines at most `width` wide, the first line `lead` spaces in: a new line
    (`indent` spaces in) where the next item would not fit; an item wider than a line is broken
    at its spaces, its later lines two more spaces in."""
    width = max(width, indent + 6)
    lines: list[Text] = [Text(" " * lead)]
    column = start = lead  # start: where this line's text begins

    def new_line(at: int) -> None:
        nonlocal column, start
        lines.append(Text(" " * at))
        column = start = at

    for item in items:
        if not item:
            continue
        size = item.cell_len
        if column > start and column + len(sep) + size <= width:
            lines[-1].append(sep)
            lines[-1].append_text(item)
            column += len(sep) + size
            continue
        if column > start:
            new_line(indent)
        if column + size <= width:
            lines[-1].append_text(item)
            column += size
            continue
        first = True
        for word in item.split(" "):  # too long for a line of its own: break it at its spaces
            size = word.cell_len
            if not first and column + 1 + size > width:
                new_line(indent + 2)
            elif not first:
                lines[-1].append(" ")
                column += 1
            if column + size > width:
                word.truncate(width - column, overflow="ellipsis")
                size = word.cell_len
            lines[-1].append_text(word)
            column += size
            first = False
        if len(items) > 1:
            new_line(indent)  # what follows a broken item starts on a line of its own
    while len(lines) > 1 and not lines[-1].plain.strip():
        lines.pop()
    return lines


def _fit(text: Text, width: int) -> Text:
    """`text` cut (with an ellipsis) or padded to exactly `width` cells."""
    text = text.copy()
    text.truncate(max(width, 0), overflow="ellipsis", pad=True)
    return text


def _box(title: Text, body: list[Text], width: int, height: int = 0, double: bool = False) -> list[Text]:
    """A box `width` wide with the title in its top border and the body one space in, at least
    `height` lines in all."""
    tl, tr, bl, br, h, v = "╔╗╚╝═║" if double else "╭╮╰╯─│"
    style = CASTLE_BORDER if double else BORDER
    inner = width - 2
    title = _fit(title, min(title.cell_len, max(inner - 3, 0)))
    top = Text.assemble((tl + h, style), " ", title, " ")
    top.append(h * max(inner - title.cell_len - 3, 0) + tr, style=style)
    lines = [top]
    for line in body + [Text() for _ in range(height - len(body) - 2)]:
        line.truncate(inner - 1, overflow="ellipsis", pad=True)  # the body's lines are its own: cut in place
        framed = Text()
        framed.append(v, style=style)
        framed.append(" ")
        framed.append_text(line)
        framed.append(v, style=style)
        lines.append(framed)
    lines.append(Text(bl + h * inner + br, style=style))
    return lines


def _blank(width: int) -> Text:
    return Text(" " * width)


def _emit(lines: list[Text], console: Console) -> RenderResult:
    """Lines of Text as segments, one line each (cheaper than rendering them as Text, which
    wraps)."""
    for line in lines:
        if line.style and not line.spans:  # Text.render leaves out the style of a line with no spans
            yield Segment(line.plain, console.get_style(line.style))
        else:
            yield from line.render(console)
        yield Segment.line()


class _Lines:
    """A part drawn by a function of the width, as lines of Text."""

    def __init__(self, draw):
        self.draw = draw

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = options.max_width
        lines = self.draw(width)
        for line in lines:
            line.no_wrap, line.overflow = True, "ellipsis"
            line.truncate(width, overflow="ellipsis")
        yield from _emit(lines, console)


# --- the status line and the setup offers ----------------------------------------------
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
        else:
            items.append(Text(f"round {view['round']}"))
            if current is not None:
                turn = Text.assemble(_seat(players[current], current), "'s turn")
                if view.get("phase") in PHASES:
                    turn.append(f", phase {view['phase']}: {PHASES[view['phase']]}")
                items.append(turn)
        if deciding is not None and (deciding != current or view.get("offers")):
            items.append(Text.assemble("deciding: ", _seat(players[deciding], deciding)))
        items.append(Text.assemble("start player ", _seat(players[view["start_player"]], view["start_player"], False)))
        items.append(Text(f"board side for {SIDES.get(view['side'], view['side'])}"))
        if view["kingdom"]["final_round"]:
            items.append(Text("FINAL ROUND", style="bold reverse"))
        yield from _emit(_wrap(_dotted(items), options.max_width, indent=0, sep=" "), console)


def _dotted(items: list[Text]) -> list[Text]:
    """Items with ' ·' after all but the last, to be flowed with one space between."""
    return [Text.assemble(item, (" ·", "dim")) if n < len(items) - 1 else item for n, item in enumerate(items)]


class _Offers:
    """Setup: the pairs of player card (the Viscount's start space) and hero on offer."""

    def __init__(self, offers: list[dict]):
        self.offers = offers

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = options.max_width
        lines = _wrap([Text("Setup: pairs of player card (its number is the start space) and hero",
                            style="bold")], width, indent=0)
        for offer in self.offers:
            hero = offer["hero"]
            items = [Text.assemble(("Card ", "dim"), (f"{offer['card']}", "bold"), ("  with ", "dim"), _card(hero))]
            items += [Text(line, style="grey70") for line in hero["text"]]
            lines += _wrap(items, width, indent=4)
        lines.append(Text())
        yield from _emit(lines, console)


# --- the ring --------------------------------------------------------------------------
def _segment_body(seg: dict, seats: tuple, setup: bool, width: int) -> list[Text]:
    """A segment's lines, `width` wide: each outside town (its Viscounts, its trade, the building
    spots on its side of the river, each with its name), the inside town, the two piles (the
    manuscript on top by its number). Narrow, in fewer words."""
    names, _ = seats
    narrow = width < NARROW
    spots: dict[str, list[Text]] = {"left": [], "right": []}
    for spot in seg["spots"]:
        place = spot["id"].split(".")[-1]  # L1, R2...: the spot's name after its segment's ("Ashwick L1")
        building = spot["building"]
        if building is None:
            item = Text.assemble((SPOT + " ", "dim"), (place + " ", "bold"), _reward(spot["reward"]))
        else:
            kind = next((name for key, name, _ in BUILDINGS if key == building["kind"]), building["kind"])
            item = _seat(f"{BUILT} {place} {kind} ({names[building['seat']]})", building["seat"])
        spots["left" if place.startswith("L") else "right"].append(item)

    def viscounts(place: str) -> list[Text]:
        return [_seat(f"{VISCOUNT}{names[seat]}", seat) for seat in seg["towns"][place]["viscounts"]]

    lines: list[Text] = []
    for place in ("left", "right"):
        info = seg["towns"][place]
        label = Text(place.title() if narrow else f"{place.title()} town", style="bold")
        if place == "right":
            label = Text.assemble((RIVER + " ", RIVER_STYLE), label)
        if setup and info["start"]:
            label.append(f" (start {info['start']})", style="bold")
        exchange = EXCHANGES.get(info["exchange"], info["exchange"])
        head = _wrap([label, *viscounts(place)], width, sep=" ")
        if exchange:  # on the town's line if it fits
            trade = Text.assemble((f"{TRADE} " if narrow else "· trade: ", "dim"), exchange)
            if len(head) == 1 and head[0].cell_len + 1 + trade.cell_len <= width:
                head[0].append(" ")
                head[0].append_text(trade)
            else:
                if not narrow:
                    trade = Text.assemble(("trade: ", "dim"), exchange)
                head += _wrap([trade], width, lead=2)
        lines += head
        lines += _wrap(spots[place], width, lead=2, sep=" " if narrow else "  ")
    castle = seg["castle"].title()
    if narrow:
        lines += _wrap([Text.assemble(("Inside", "bold"), (": ", "dim"), castle), *viscounts("inside")],
                       width, sep=" ")
    else:
        lines += _wrap([Text("Inside town", style="bold"), *viscounts("inside"),
                        Text.assemble(("faces the ", "dim"), castle)], width, sep=" ")

    folk = seg["townsfolk"]
    top = folk["top"]
    items = [Text.assemble(("Townsfolk ", "dim"), (f"×{folk['count']}", "bold"), (":", "dim"))]
    if top is not None:
        items += [Text(top["name"], style="bold")]
        if top["cost"]:
            items.append(Text(f"({top['cost']} silver)", style="grey70"))
        items.append(_icons(top["icons"]))
    else:
        items += [Text(folk["printed"], style="dim"), Text("(printed, dismiss only)", style="dim")]
    lines += _wrap(items, width, sep=" ")
    ms = seg["manuscript"]
    top = ms["top"]
    items = [Text.assemble(("Manuscript ", "dim"), (f"×{ms['count']}", "bold"), (":", "dim"))]
    if top is not None:  # named by its number, as in the choices ("Transcribe Manuscript 12")
        items += [Text(f"#{int(top['id'][1:])}", style="bold"), _ribbon(top["ribbon"]) + Text(","), Text(f"{top['cost']}✝")]
    else:
        items += [Text("printed,", style="dim"), Text(f"{ms['printed_cost']}✝ (effect only)", style="dim")]
    extra = [x for x in (top.get("effect"), top.get("vp")) if x] if top is not None else []
    if narrow:  # the manuscript's effect flowed on after it
        lines += _wrap(items + [Text(x + (";" if n < len(extra) - 1 else ""), style="grey70")
                                for n, x in enumerate(extra)], width, sep=" ")
    else:
        lines += _wrap(items, width, sep=" ")
        if extra:
            lines += _wrap([Text("; ".join(extra), style="grey70")], width, lead=2, indent=2)
    return lines


def _segment_box(n: int, segs: list[dict], seats: tuple, setup: bool, width: int) -> list[Text]:
    seg = segs[n - 1]
    title = Text.assemble((f"{n} ", "bold"), (seg["name"], "bold underline"))
    return _box(title, _segment_body(seg, seats, setup, width - 3), width)


def _castle_box(castle: dict, segs: list[dict], seats: tuple, width: int) -> list[Text]:
    """The castle: its sections numbered like the segment each faces, clockwise; the workers of
    tiers 1 and 2 (one letter per worker) and what a worker entering tier 2 gains; tier 3 and the
    Castle Leader."""
    names, tags = seats
    text_width = width - 3
    by_face = {sec["faces"]: sec for sec in castle["sections"]}
    body: list[Text] = []
    for n, seg in enumerate(segs, 1):
        sec = by_face.get(seg["id"])
        if sec is None:
            continue
        body += _wrap([Text.assemble((f"{n} ", "dim"), (sec["id"].title(), "bold"), (" → ", "dim"),
                                     (_reward(sec["reward"]), "grey70"))], text_width, indent=2)
        body += _wrap([Text.assemble(("tier 1: ", "dim"), _workers(sec["tier1"], tags)),
                       Text.assemble(("tier 2: ", "dim"), _workers(sec["tier2"], tags))], text_width, lead=2)
    leader = castle["leader"]
    items = [Text.assemble(("tier 3: ", "dim"), _workers(castle["tier3"], tags)),
             Text.assemble(("Castle Leader: ", "dim"),
                           _seat(names[leader], leader) if leader is not None else Text("none yet", style="dim"))]
    body += _wrap(items, text_width)
    return _box(Text("Castle", style="bold"), body, width, double=True)


def _pad(block: list[Text], width: int, height: int) -> list[Text]:
    return block + [_blank(width)] * (height - len(block))


def _boxes_side_by_side(left: list[Text], right: list[Text], lw: int, rw: int, gap: str = "  ",
                        arrow_line: int = -1) -> list[Text]:
    height = max(len(left), len(right))
    left, right = _pad(left, lw, height), _pad(right, rw, height)
    lines = []
    for y in range(height):
        middle = Text("─▶", style=ARROW) if y == arrow_line else Text(gap)
        lines.append(Text.assemble(left[y], middle, right[y]))
    return lines


def _connector(width: int, left: str, right: str) -> Text:
    """The line between two rows of the ring: the loop's way up on the left, down on the right."""
    line = Text("  ")
    line.append(left, style=ARROW)
    line.append(" " * max(width - 6, 0))
    line.append(right, style=ARROW)
    line.append("  ")
    return line


def _halves(width: int) -> tuple[int, int]:
    left = (width - 2) // 2
    return left, width - 2 - left


def _sides(width: int) -> tuple[int, int]:
    """In the pentagon: the width of segments 5 and 3, and of the castle between them."""
    castle = max(24, width * 3 // 8)
    side = (width - castle - 2) // 2
    return side, width - 2 * side - 2


class _RingTop:
    """Segments 1 and 2 side by side, an arrow from 1 to 2; under them the loop goes up into 1
    (from 5) and down out of 2 (to 3)."""

    def __init__(self, segs: list[dict], seats: tuple, setup: bool):
        self.segs, self.seats, self.setup = segs, seats, setup

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = options.max_width
        lw, rw = _halves(width)
        title = Text("The ring, clockwise round the castle", style="bold")
        if width >= 60:
            title.append(" (1 → 2 → 3 → 4 → 5 → 1)", style="dim")
        lines = [title]
        lines += _boxes_side_by_side(_segment_box(1, self.segs, self.seats, self.setup, lw),
                                     _segment_box(2, self.segs, self.seats, self.setup, rw),
                                     lw, rw, arrow_line=1)
        lines.append(_connector(width, "▲", "▼" if width >= PENTAGON else "│"))
        yield from _emit(lines, console)


class _RingCastle:
    """Narrow: the castle in the middle of the loop, between its way up and its way down.
    Wide: nothing (the castle is drawn between segments 5 and 3)."""

    def __init__(self, castle: dict, segs: list[dict], seats: tuple):
        self.castle, self.segs, self.seats = castle, segs, seats

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = options.max_width
        if width >= PENTAGON:
            return
        lines = []
        for line in _castle_box(self.castle, self.segs, self.seats, width - 10):
            lines.append(Text.assemble("  ", ("│", ARROW), "  ", line, "  ", ("│", ARROW), "  "))
        lines.append(_connector(width, "│", "▼"))
        yield from _emit(lines, console)


class _RingMiddle:
    """Segment 5 on the left and 3 on the right (wide: the castle between them); under them the
    loop goes up into 5 (from 4) and down out of 3 (to 4)."""

    def __init__(self, segs: list[dict], castle: dict, seats: tuple, setup: bool):
        self.segs, self.castle, self.seats, self.setup = segs, castle, seats, setup

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = options.max_width
        segs, seats, setup = self.segs, self.seats, self.setup
        if width >= PENTAGON:
            side, middle = _sides(width)
            blocks = [_segment_box(5, segs, seats, setup, side),
                      _castle_box(self.castle, segs, seats, middle),
                      _segment_box(3, segs, seats, setup, side)]
            height = max(map(len, blocks))
            blocks = [_pad(b, w, height) for b, w in zip(blocks, (side, middle, side))]
            lines = [Text.assemble(blocks[0][y], " ", blocks[1][y], " ", blocks[2][y]) for y in range(height)]
        else:
            lw, rw = _halves(width)
            lines = _boxes_side_by_side(_segment_box(5, segs, seats, setup, lw),
                                        _segment_box(3, segs, seats, setup, rw), lw, rw)
        lines.append(_connector(width, "▲", "│" if width >= PENTAGON else "▼"))
        yield from _emit(lines, console)


class _RingBottom:
    """Segment 4 at the bottom. Wide: in the middle, the loop coming in from 3 on the right and
    leaving for 5 on the left. Narrow: across the whole width, under the loop's way down from 3
    (right) and way up to 5 (left)."""

    def __init__(self, segs: list[dict], seats: tuple, setup: bool):
        self.segs, self.seats, self.setup = segs, seats, setup

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = options.max_width
        if width < PENTAGON:
            yield from _emit(_segment_box(4, self.segs, self.seats, self.setup, width), console)
            return
        x0 = max(8, width // 8)
        box_width = width - 2 * x0
        box = _segment_box(4, self.segs, self.seats, self.setup, box_width)
        lines = []
        for y, line in enumerate(box):
            if y == 0:
                left_part = Text.assemble("  ", ("│", ARROW), " " * (x0 - 3))
                right_part = Text.assemble(" " * (x0 - 3), ("│", ARROW), "  ")
            elif y == 1:  # the way from 3 comes in on the right and leaves for 5 on the left
                run = x0 - 3
                way = "─" * (run // 2) + "◀" + "─" * (run - run // 2 - 1)
                left_part = Text.assemble("  ", ("└" + way, ARROW))
                right_part = Text.assemble((way + "┘", ARROW), "  ")
            else:
                left_part = right_part = _blank(x0)
            lines.append(Text.assemble(left_part, line, right_part))
        yield from _emit(lines, console)


def _legend(tags: tuple[str, ...], names: tuple[str, ...], track: list[dict], width: int) -> list[Text]:
    """What the symbols mean, as one dim paragraph (flowed word by word)."""
    nbsp = "\u00a0"  # keeps a symbol on the line of the word it stands for
    words = [Text("Legend:", style="bold")]
    words += [Text(word) for word in (
        f"{VISCOUNT}{nbsp}Viscount · {SPOT}{nbsp}empty building spot and what building there gives · "
        f"{BUILT}{nbsp}building · {RIVER}{nbsp}river: a town builds on its own side · "
        f"{TRADE}{nbsp}trade, per Merchant icon: 1 silver each; gold, ink or stone per 2; destroy a card per 3; "
        "flip a debt or deed per 4 · 4✝: costs 4 Cleric icons (ink buys missing ones) · ×14: cards in the pile · "
        f"castle: sections numbered like the segment they face, a letter per worker, →{nbsp}what a worker "
        f"entering tier 2 gains · track: each virtue moves V{nbsp}◀ (good), each corruption moves C{nbsp}▶ (bad); "
        "where they meet (X) their owner gains that space's reward in phase 5, then both go back to their ends; "
        "from good to bad, " + "; ".join(f"{n}:{nbsp}{space['owner']}" + (f" (everyone else: {space['others']})"
                                                                         if space["others"] else "")
                                         for n, space in enumerate(track, start=1)) + " · icons:").split(" ")]
    for icon, (symbol, style) in ICONS.items():
        words.append(Text.assemble((symbol, style), f"{nbsp}{icon}"))
    words.append(Text("· seats:"))
    for seat, (tag, name) in enumerate(zip(tags, names)):
        words.append(Text.assemble(_seat(tag, seat), f"{nbsp}{name}" if name != tag else "",
                                   "," if seat < len(names) - 1 else ""))
    for word in words:
        word.stylize("dim")
    return _wrap(words, width, indent=0, sep=" ")


def _kingdom(kingdom: dict, width: int) -> list[Text]:
    items = [Text("Kingdom:", style="bold")]
    for count, what, card, revealed in ((kingdom["debts_on_poverty"], "debts", "Poverty", kingdom["poverty"]),
                                        (kingdom["deeds_on_prosperity"], "deeds", "Prosperity", kingdom["prosperity"])):
        items.append(Text.assemble(f"{count} {what} on {card} ",
                                   ("(revealed)", "bold") if revealed else ("(hidden)", "dim"),
                                   (" ·", "dim")))
    items.append(Text("either revealed: the game ends", style="dim"))
    if kingdom["final_round"]:
        items.append(Text("FINAL ROUND", style="bold reverse"))
    return [Text()] + _wrap(items, width, sep=" ") + [Text()]


# --- the seats -------------------------------------------------------------------------
def _track(corruption: int, virtue: int, spaces: int) -> Text:
    """The spaces, good to the left and bad to the right: C the corruption marker, V the virtue
    marker, X both (they met)."""
    text = Text.assemble(("good ◀", f"bold {GREEN}"), " ")
    for space in range(spaces):
        if space:
            text.append(" ")
        if space == corruption == virtue:
            text.append("X", style="bold reverse")
        elif space == corruption:
            text.append("C", style=f"bold {ORANGE}")
        elif space == virtue:
            text.append("V", style="bold bright_white")
        else:
            text.append("·", style="dim")
    text.append(" ")
    text.append("▶ bad", style=f"bold {ORANGE}")
    return text


def _seat_area(seat: int, info: dict, tags: tuple[str, ...], segments: dict, flags: tuple, spaces: int,
               width: int) -> list[Text]:
    """'▶ ' for the seat deciding now; then the seat's public area in words."""
    deciding, viewer, future = flags
    name = Text("▶ " if deciding else "  ", style="bold")
    name.append_text(_seat(info["name"], seat))
    if tags[seat] != info["name"]:
        name.append_text(_seat(f" [{tags[seat]}]", seat, bold=False))
    if viewer:
        name.append(" (you)", style="dim")
    head = [name, Text.assemble(_seat(VISCOUNT, seat), f" {_town(segments, info['town'])}")]
    if info.get("ai"):
        head.append(Text(f"solo AI ({info['ai']})", style="italic"))
        head.append(Text(f"future schemes {future}", style="grey70"))
    head.append(Text(f"hand {info['hand_count']} · draw pile {info['draw_count']}", style="grey70"))
    discard = Text(f"discard {len(info['discard'])}", style="grey70")
    if info["discard"]:
        discard.append(", top: ", style="grey70")
        discard.append_text(_card(info["discard"][-1]))
    head.append(discard)

    row = [Text("Player board:", style="dim")]
    for n, card in enumerate(info["row"]):
        row.append(_card(card) + Text("," if n < len(info["row"]) - 1 else " ·", style="dim"))
    icons = Text("icons ", style="dim")
    icons.append_text(_icons(info["icons"]) or Text("none", style="dim"))
    row.append(icons)

    goods = [Text("Goods:", style="dim")]
    for key, style in GOODS:
        goods.append(Text.assemble((f"{info['goods'].get(key, 0)}", f"bold {style}"), f" {key},"))
    goods.append(Text.assemble((f"{info['workers']}", "bold"), " workers left"))

    track = [Text("Track:", style="dim"), _track(info["corruption"], info["virtue"], spaces)]
    apart = info["virtue"] - info["corruption"]
    track.append(Text(f"({apart} apart)" if apart else "(met: resolved in phase 5)", style="grey70"))

    money = [Text.assemble(("Debts: ", "dim"), (f"{info['debts']} unpaid", "bold" if info["debts"] else ""),
                           f", {info['paid_debts']} paid ·"),
             Text.assemble(("Deeds: ", "dim"), (f"{info['deeds']} acquired", "bold" if info["deeds"] else ""),
                           f", {info['approved_deeds']} approved")]

    built = [Text("Built:", style="dim")]
    for n, (key, _, plural) in enumerate(BUILDINGS):  # each building of the type, left to right
        marks = "".join(BUILT if b["built"] else "□" for b in info["buildings"] if b["kind"] == key)
        built.append(Text.assemble((plural, "bold" if info["built"].get(key) else ""), " ",
                                   (marks, f"bold {_color(seat)}" if info["built"].get(key) else "dim"),
                                   (" ·" if n < len(BUILDINGS) - 1 else "", "dim")))

    scripts = [Text("Manuscripts:", style="dim")]
    ribbons: dict[str, int] = {}
    for ms in info["manuscripts"]:
        ribbons[ms["ribbon"]] = ribbons.get(ms["ribbon"], 0) + 1
    for n, (ribbon, count) in enumerate(sorted(ribbons.items())):
        scripts.append(Text.assemble(f"{count} ", _ribbon(ribbon), "," if n < len(ribbons) - 1 else ""))
    if not ribbons:
        scripts.append(Text("none", style="dim"))
    if info["cleric_bonus"]:
        scripts.append(Text("· Cleric Bonus:", style="dim"))
        scripts += [_ribbon(ribbon) + Text("," if n < len(info["cleric_bonus"]) - 1 else "")
                    for n, ribbon in enumerate(info["cleric_bonus"])]

    lines = _wrap(_dotted(head), width, indent=4, sep=" ")
    for items in (row, goods, track, money, built, scripts):
        lines += [Text("  ") + line for line in _wrap(items, width - 2, sep=" ")]
    lines.append(Text())
    return lines


def _starting_cards(name: str, hand: list[dict]) -> Text:
    text = Text.assemble((f"Your cards ({name})", "bold"), ", shuffled into your deck when setup ends: ")
    return text.append(", ".join(card["name"] for card in hand))


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
