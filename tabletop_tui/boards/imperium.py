"""The Imperium board, drawn from the view dict (rules/imperium/view.py) with Rich.

One widget: the status line; the market, space by space (the deck that refills it, its card with
the card's kinds in words, the Unrest tucked under it, the tokens on it); the shared piles (the
typed decks, the main deck, the Fame deck over King of Kings, the Unrest pile, the exile); then
every seat's public area, the viewing seat first and the others in turn order after it; and a
short legend. Apart from it, the viewing seat's hand and history (its secrets).

Things are said in words: a card's kinds (Region, Tributary, ...), its state symbol (Empire or
Barbarian: only a player in that state may play it), an exhausted card, an Unrest under a market
card. Colour only repeats what the words say (Okabe-Ito colours, which stay apart under the common
colour blindness).

Lines flow to the width: one line per market space and a few per seat at 120 columns, more and
shorter lines at 80. The board is a `Stack` of keyed parts, so a new view re-renders only the
parts a move changed."""
from __future__ import annotations

from collections.abc import Callable, Hashable

from rich.console import Console, ConsoleOptions, RenderableType, RenderResult
from rich.segment import Segment
from rich.text import Text

from rules.core.words import sentence

from ..widgets.rendered import Stack
from .base import part_key

SKY_BLUE, VERMILLION, YELLOW, PURPLE = "#56B4E9", "#D55E00", "#F0E442", "#CC79A7"
ORANGE, GREEN = "#E69F00", "#009E73"
SEAT_COLORS = (SKY_BLUE, VERMILLION, YELLOW, PURPLE)
TYPE_STYLE = {"region": GREEN, "uncivilised": ORANGE, "civilised": SKY_BLUE, "tributary": PURPLE,
              "fame": YELLOW, "unrest": VERMILLION, "power": "bright_white"}
DECKS = {"region": "Region", "uncivilised": "Uncivilised", "civilised": "Civilised", "main": "Main"}
RESOURCES = (("material", "Materials", "M"), ("population", "Population", "P"), ("progress", "Progress", "Pr"))
STATE_STYLE = {"Empire": f"bold {YELLOW}", "Barbarian": f"bold {ORANGE}"}
DIM, SOFT = "dim", "grey70"
SEP = " · "
NARROW = 60  # a market narrower than this puts each card after its deck's name
LEGEND = ("Empire / Barbarian on a card: only a player in that state may play it · "
          "persistent: stays in play once played · EXHAUSTED: an exhaust token on it · "
          "development costs: M Materials, P Population · tokens on a market card go to whoever takes it · "
          "▶ whose turn it is")
TOPS = 3  # names shown of the top of a discard pile or of the exile




def render_board(view: dict) -> Stack:
    seats = view["seats"]
    names = tuple(info["name"] for info in seats)
    deciding = (view.get("decision") or {}).get("seat")
    parts: list[tuple[Hashable, RenderableType]] = [
        (None, _Lines(lambda width: _status(view, width))),
        (part_key("market", view["market"]), _Lines(lambda width: _market(view["market"], width))),
        (part_key("piles", view["decks"], view["fame_count"], view["king_of_kings"], view["unrest_pile"],
              [c["name"] for c in view["exile"]]),
         _Lines(lambda width: _piles(view, width))),
    ]
    words = view.get("cards", {})
    for seat in _seat_order(view):
        flags = (seat == view.get("current"), seat == deciding, seat == view.get("seat"))
        info = seats[seat]
        parts.append((part_key("seat", seat, info, flags, names),
                      _Lines(lambda width, seat=seat, info=info, flags=flags: _seat_area(seat, info, flags, width,
                                                                                       words))))
    parts.append((part_key("legend"), _Lines(_legend)))
    return Stack(parts)


def private_parts(view: dict) -> list[tuple[str, RenderableType]]:
    """The viewing seat's hand, a card a line (flowed when it holds many), and its history, which
    only it may look through; nothing in a public view."""
    seat = view.get("seat")
    if seat is None:
        return []
    me = view["seats"][seat]
    if me.get("hand") is None:
        return []
    return [(part_key("private", seat, me["name"], me["hand"], me["history"], me.get("sunken")),
             _Lines(lambda width: _private(me, width)))]


def _seat_order(view: dict) -> list[int]:
    """The viewing seat first, then the others in turn order after it (seat order in public)."""
    n = len(view["seats"])
    first = view.get("seat") or 0
    return [(first + k) % n for k in range(n)]


# --- drawing helpers ---------------------------------------------------------------------
class _Lines:
    """A part drawn by a function of the width, as lines of Text, each cut to the width."""

    def __init__(self, draw: Callable[[int], list[Text]]):
        self.draw = draw

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = options.max_width
        for line in self.draw(width):
            line = line.copy()
            line.truncate(width, overflow="ellipsis")
            if line.style and not line.spans:
                yield Segment(line.plain, console.get_style(line.style))
            else:
                yield from line.render(console)
            yield Segment.line()


def _flow(items: list[Text], width: int, lead: Text | str = "", indent: int = 2, sep: str = SEP) -> list[Text]:
    """Items flowed into lines at most `width` wide, the first line starting with `lead`, the
    next ones `indent` spaces in; `sep` between items on a line. A line breaks between items
    where it can; an item too long for a line of its own breaks at its spaces."""
    lead = Text(lead) if isinstance(lead, str) else lead.copy()
    width = max(width, indent + 8)
    lines = [lead]
    start = lead.cell_len

    def room() -> int:
        return width - lines[-1].cell_len

    def new_line() -> None:
        nonlocal start
        lines.append(Text(" " * indent))
        start = indent

    for item in items:
        if not item:
            continue
        gap = len(sep) if lines[-1].cell_len > start else 0
        if gap + item.cell_len <= room():
            if gap:
                lines[-1].append(sep, style=DIM)
            lines[-1].append_text(item)
            continue
        if lines[-1].cell_len > start and indent + item.cell_len <= width:
            new_line()
            lines[-1].append_text(item)
            continue
        # too long even for a line of its own: word by word
        for n, word in enumerate(item.split(" ", allow_blank=False)):
            at_start = lines[-1].cell_len <= start
            joint = "" if at_start else (sep if n == 0 else " ")
            if len(joint) + word.cell_len > room() and not at_start:
                new_line()
                joint = ""
            lines[-1].append(joint, style=DIM if joint == sep else "")
            lines[-1].append_text(word)
    return lines


def _seat_style(seat: int) -> str:
    return SEAT_COLORS[seat % len(SEAT_COLORS)]


def _kinds(card: dict, in_play: bool = False) -> list[Text]:
    """A card's kinds in words: its types (each in its colour), its state symbol, its region
    icons, its tags, persistent (when not in play, where every card is) and attack."""
    words: list[Text] = []
    types = [t for t in card["types"] if sentence(t) != card["name"]]
    if types:
        kinds = Text()
        for n, kind in enumerate(types):
            if n:
                kinds.append("/")
            kinds.append(sentence(kind), style=TYPE_STYLE.get(kind, ""))
        words.append(kinds)
    if card.get("state"):
        state = sentence(card["state"])
        words.append(Text(state, style=STATE_STYLE.get(state, "")))
    icons: dict[str, int] = {}
    for icon in card.get("icons", []):
        icons[icon] = icons.get(icon, 0) + 1
    words += [Text(f"{n} {icon}" if n > 1 else icon, style=GREEN) for icon, n in icons.items()]
    words += [Text(tag) for tag in card.get("tags", [])]
    if card.get("pinned") and not in_play:
        words.append(Text("persistent"))
    if card.get("attack"):
        words.append(Text("attack", style=VERMILLION))
    return words


def _card(card: dict, in_play: bool = False, name_style: str = "bold") -> Text:
    """'Name (Kind, kind, ...)': the name, then its kinds in words."""
    text = Text(card["name"], style=name_style)
    kinds = _kinds(card, in_play)
    if kinds:
        text.append(" (", style=DIM)
        for n, word in enumerate(kinds):
            if n:
                text.append(", ", style=DIM)
            text.append_text(word)
        text.append(")", style=DIM)
    return text


def _cost(cost: dict) -> str:
    return " ".join(f"{cost[key]}{short}" for key, _, short in RESOURCES if cost.get(key)) or "free"


def _tokens(tokens: dict) -> list[Text]:
    return [Text(_amount(tokens[key], word), style="bold") for key, word, _ in RESOURCES if tokens.get(key)]


def _amount(n: int, word: str) -> str:
    """"1 Material", "2 Materials", "1 Population"."""
    return f"{n} {'Material' if n == 1 and word == 'Materials' else word}"


def _names(cards: list[dict], top: int = TOPS) -> str:
    """The last `top` cards of a pile (its top), top first; '; ' between them, as a name may
    hold a comma ("Dido, Queen of Carthage")."""
    shown = [c["name"] for c in reversed(cards[-top:])]
    return "; ".join(shown) + ("; …" if len(cards) > top else "")


# --- status, market, piles -----------------------------------------------------------------
def _status(view: dict, width: int) -> list[Text]:
    names = [info["name"] for info in view["seats"]]
    items = [Text(view["title"], style="bold"), Text(f"round {view['round']}")]
    current, phase = view.get("current"), view.get("phase")
    deciding = (view.get("decision") or {}).get("seat")
    if view.get("result") or phase == "over":
        items.append(Text("game over", style="bold"))
    elif phase == "solstice":
        items.append(Text("Solstice (each seat's Solstice effects in turn)"))
    elif current is not None:
        items.append(Text.assemble((names[current], f"bold {_seat_style(current)}"), "'s turn"))
    if deciding is not None and deciding != current and not view.get("result"):
        items.append(Text.assemble(("deciding: ", ""), (names[deciding], f"bold {_seat_style(deciding)}")))
    if view.get("last_round") is not None:
        items.append(Text(f"LAST ROUND is {view['last_round']} (scoring after its Solstice)", style="bold"))
    return _flow(items, width)


def _market(market: list[dict], width: int) -> list[Text]:
    narrow = width < NARROW
    key = "(space, deck that refills it: card)" if narrow else "(space, the deck that refills it, its card)"
    lines = _flow([Text("Market", style="bold")] + [Text(w, style=DIM) for w in key.split()], width, indent=0, sep=" ")
    deck_width = max(len(DECKS.get(sp["deck"], sp["deck"])) for sp in market)
    for n, space in enumerate(market, 1):
        deck = DECKS.get(space["deck"], space["deck"])
        style = TYPE_STYLE.get(space["deck"], SOFT)
        if narrow:  # the deck's name, then the card on the same line; the rest 5 columns in
            lead, indent = Text.assemble(f" {n} ", (deck, style), ": "), 5
        else:  # the decks' names as a column, the card and the rest after it
            lead = Text.assemble(f" {n} ", (f"{deck:<{deck_width}}", style), "  ")
            indent = lead.cell_len
        items = [_card(space["card"]) if space["card"] else Text("empty", style="dim italic")]
        if space["unrest"]:
            items.append(Text("UNREST under it", style=f"bold {VERMILLION}"))
        tokens = _tokens(space["tokens"])
        if tokens:
            items.append(Text.assemble(*_joined(tokens, ", "), " on it"))
        lines += _flow(items, width, lead, indent=indent)
    return lines


def _joined(items: list[Text], sep: str) -> list[Text]:
    out: list[Text] = []
    for n, item in enumerate(items):
        if n:
            out.append(Text(sep))
        out.append(item)
    return out


def _piles(view: dict, width: int) -> list[Text]:
    decks = view["decks"]
    items = [Text.assemble((DECKS.get(kind, sentence(kind)), TYPE_STYLE.get(kind, "")), f" {n}")
             for kind, n in decks.items()]
    items.append(Text.assemble(("Fame deck ", YELLOW), (f"{view['fame_count']}", "bold"),
                               f" over King of Kings (side {view['king_of_kings'].upper()})"))
    items.append(Text.assemble(("Unrest pile ", VERMILLION), (f"{view['unrest_pile']}", "bold")))
    exile = view["exile"]
    items.append(Text.assemble("Exile ", (f"{len(exile)}", "bold"),
                               (f": {_names(exile)}", SOFT) if exile else ""))
    return [Text()] + _flow(items, width, lead=Text("Decks: ", style="bold"))


# --- the seats -------------------------------------------------------------------------------
def _seat_area(seat: int, info: dict, flags: tuple[bool, bool, bool], width: int, words: dict) -> list[Text]:
    turn, deciding, viewer = flags
    color = _seat_style(seat)
    head = Text("▶ " if turn else "  ", style="bold")
    head.append(info["name"], style=f"bold {color}")
    if viewer:
        head.append(" (you)", style=DIM)
    state = info["state"]
    items = [head, Text(f"{info['nation']}, power side {info['side'].upper()}"),
             Text(state.upper() if state == "Empire" else state, style=STATE_STYLE.get(state, "bold"))]
    if info.get("power_exhausted"):
        items.append(Text.assemble("power card ", ("EXHAUSTED", "bold reverse")))
    journey = info.get("journey")
    if journey:  # the Utopians' journey card works as a second power card
        items.append(Text.assemble(("journey: ", DIM), (journey["name"], "bold"),
                                   (f" ({journey['under']} card under it)" if journey["under"] else "", SOFT),
                                   (" EXHAUSTED", "bold reverse") if journey["exhausted"] else ""))
    if deciding and not turn:
        items.append(Text("deciding now", style="bold reverse"))
    lines = [Text()] + _flow(items, width, indent=4)
    if viewer:  # what your power card (and journey card) does, in words
        for label, card in (("power card", info["power"]), ("journey card", info.get("journey"))):
            text = card and words.get(card["id"], {}).get("text")
            if text:
                lines += _flow([Text("; ".join(text.splitlines()), style=DIM)], width,
                               lead=Text.assemble("  ", (f"{label}: ", DIM)), indent=4)

    plural = {1: ""}
    resources = Text()
    for n, (key, word, _) in enumerate(RESOURCES):
        resources.append_text(Text.assemble(", " if n else "", (f"{info[key]}", "bold"),
                                            _amount(info[key], word)[len(str(info[key])):]))
    tokens = Text.assemble((f"{info['actions']}", "bold"), f" action{plural.get(info['actions'], 's')}, ",
                           (f"{info['exhausts']}", "bold"), f" exhaust{plural.get(info['exhausts'], 's')} left")
    items = [resources, tokens]
    items += [Text(f"exhaust token on {where}", style="bold")
              for where, on in (("nation deck", info["nation_token"]), ("development", info["development_token"]))
              if on]
    lines += _flow(items, width, lead="  ", indent=4)

    lines += _play_area(info, width)

    piles = [Text.assemble(("Hand ", DIM), (f"{info['hand_count']}", "bold")),
             Text.assemble(("deck ", DIM), (f"{info['deck_count']}", "bold")),
             Text.assemble(("discard ", DIM), (f"{len(info['discard'])}", "bold"),
                           (f" (top: {_names(info['discard'])})", SOFT) if info["discard"] else ""),
             Text.assemble(("history ", DIM), (f"{info['history_count']}", "bold")),
             Text.assemble(("nation deck ", DIM), (f"{info['nation_deck_count']}", "bold"))]
    if info.get("sunken_count"):
        piles.append(Text.assemble(("sunken ", DIM), (f"{info['sunken_count']}", "bold")))
    lines += _flow(piles, width, lead="  ", indent=4)

    dev = info["development"]
    quests = info.get("quests")  # the Arthurians' development cards are impending quests
    items = [Text.assemble((c["name"], ""), ("" if quests else f" {_cost(c['cost'])}", SOFT)) for c in dev]
    title = "Impending quests" if quests else "Development pile"
    lead = Text.assemble("  ", (f"{title} {len(dev)}", DIM), (": " if dev else "", DIM))
    lines += _flow(items, width, lead=lead, indent=4)
    return lines


def _play_area(info: dict, width: int) -> list[Text]:
    """The play area; a card with a garrison starts a line, its garrisoned cards on the line
    under it."""
    items: list[Text] = []
    lines: list[Text] = []
    lead: Text = Text.assemble("  ", ("In play: ", DIM))

    def flush() -> None:
        nonlocal items, lead
        if items:
            lines.extend(_flow(items, width, lead=lead, indent=4))
            items, lead = [], Text("    ")

    for card in info["play"]:
        text = _card(card, in_play=True)
        if card.get("exhausted"):
            text.append(" EXHAUSTED", style="bold reverse")
        if card["garrison"]:
            flush()
            lines.extend(_flow([text], width, lead=lead, indent=4))
            garrison = [_card(g, in_play=True, name_style="") for g in card["garrison"] if not g.get("quest")]
            if garrison:
                lines.extend(_flow(garrison, width, lead=Text.assemble("      └ ", ("garrisoned: ", DIM)), indent=8))
            for quest in [g for g in card["garrison"] if g.get("quest")]:
                lines.extend(_flow([Text(quest["name"], style="bold")], width,
                                   lead=Text.assemble("      └ ", ("active quest: ", DIM)), indent=8))
            lead = Text("    ")
        else:
            items.append(text)
    flush()
    if not lines:
        lines = [Text.assemble(lead, ("nothing", DIM))]
    return lines


# --- the viewing seat's secrets and the legend -----------------------------------------------
def _private(me: dict, width: int) -> list[Text]:
    hand = me["hand"]
    head = Text.assemble((f"Your hand ({me['name']}, {len(hand)} card{'s' * (len(hand) != 1)})", "bold"),
                         (": no cards" if not hand else ":", DIM))
    lines = [head]
    if len(hand) <= 8:  # a card a line: its name and kinds (its words are in the card pane)
        for card in hand:
            lines += _flow([_card(card)], width, lead="  ", indent=6)
    else:
        lines += _flow([_card(card) for card in hand], width, lead="  ", indent=2)
    history = me["history"] or []
    lead = Text.assemble((f"Your history ({len(history)})", "bold"), (": " if history else ": none", DIM))
    lines += _flow([Text(c["name"]) for c in history], width, lead=lead, indent=2)
    if me.get("sunken"):
        lead = Text.assemble((f"Your sunken cards ({len(me['sunken'])})", "bold"), (": ", DIM))
        lines += _flow([Text(c["name"]) for c in me["sunken"]], width, lead=lead, indent=2)
    return lines


def _legend(width: int) -> list[Text]:
    words = [Text(word, style=DIM) for word in LEGEND.split(" ")]
    return [Text()] + _flow([Text("Legend:", style="bold dim"), *words], width, indent=0, sep=" ")
