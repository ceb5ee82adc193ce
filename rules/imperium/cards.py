"""Every Imperium card as a player reads it (ARCHITECTURE, "Cards on the table"): its name, its
kind, its full text, its development cost and its points (`describe`); the cards a seat may see
now, each with where it lies as that seat sees it (`in_sight`); and the box (`catalogue`).

A card's id is its printed number ("ROM7"), the same in the state, the views and the options. A
two-sided card (a power card, a journey card, King of Kings) shows the face that is up; the
catalogue shows both."""
from __future__ import annotations

import re
from functools import cache

from rules.core import Decision
from rules.core.words import sentence

from .content import KING_OF_KINGS, Card, Nation, content
from .state import State
from .words import TYPE_NAMES, card_lines, tokens, vp_text

TYPE_NOUNS = {**TYPE_NAMES, "fame": "Fame card"}
KING_OF_KINGS_RULES = [
    "It lies under the Fame deck and cannot be taken while Fame cards lie on it",
    ("Once it is the only card left, whoever would look at or take Fame cards resolves it instead, "
     "once a game each"),
]
KING_OF_KINGS_SIDES = {
    "a": ["A Barbarian gains 6 Progress; an Empire gains 3 Progress and develops one of its development cards "
          "at no cost",
          "Then it turns to side B, which triggers the end of the game"],
    "b": ["A Barbarian gains 4 Progress; an Empire develops one of its development cards at no cost"],
}
SETUP = {"deck": "Setup: in the nation's starting deck", "nation": "Setup: shuffled into the nation deck",
         "accession": "Setup: at the bottom of the nation deck", "development": "Setup: face up beside the state card",
         "in_play": "Setup: starts in play", "supply": "Setup: goes to the Unrest pile",
         "fame": "Setup: shuffled into the Fame deck"}


def nation_of(card: Card) -> Nation | None:
    return content().nations.get(card.nation) if card.nation else None


def two_sided(card: Card) -> bool:
    return bool(card.side_a or card.side_b)


def kind_text(card: Card, side: str | None = None) -> str:
    """"Region of the Romans, persistent, 2 production icons", "Empire Civilised card, Metropolis",
    "Power card of the Celts, side B"."""
    nation = nation_of(card)
    if card.id == KING_OF_KINGS:
        return "Fame card" + (f", side {side.upper()} up" if side else ", two-sided")
    if "power" in card.types:
        base = "Power card"
    elif nation and card.id in nation.journey:
        base = "Journey card"
    elif card.types:
        words = [TYPE_NOUNS[t] for t in card.types]
        base = "/".join(words) + (" card" if words[-1] in ("Uncivilised", "Civilised") else "")
    elif card.start == "accession":
        base = "Accession card"
    elif card.start == "development":
        base = "Quest" if nation and nation.quests else "Development card"
    else:
        base = "Card"
    if card.state:
        base = f"{card.state.title()} {'card' if base == 'Card' else base}"
    if nation:
        base += f" of the {nation.name}"
    if two_sided(card):
        base += f", side {side.upper()}" if side else ", two-sided"
    extras = [tag.title() for tag in card.tags]
    if card.pinned:
        extras.append("persistent")
    if card.attack:
        extras.append("attack")
    for icon in dict.fromkeys(card.icons):
        n = card.icons.count(icon)
        extras.append(f"{n} {icon} icons" if n > 1 else f"{icon} icon")
    return ", ".join([base, *extras])


def face_name(card: Card, side: str | None) -> str:
    return card.side(side).get("name", card.name) if side and two_sided(card) else card.name


def face_lines(card: Card, side: str | None) -> list[str]:
    if card.id == KING_OF_KINGS:
        return KING_OF_KINGS_RULES + KING_OF_KINGS_SIDES[side or "a"]
    return card_lines(card, side if two_sided(card) else None, nation_of(card))


@cache
def describe(cid: str, side: str | None = None) -> dict:
    """{"name", "kind", "text"} of a card (the face `side` of a two-sided one), and "cost" and
    "points" where it has them; the view adds "where"."""
    card = content().cards[cid]
    lines = face_lines(card, side) or ["No ability: it only counts for what it is"]
    out = {"name": face_name(card, side), "kind": kind_text(card, side),
           "text": "\n".join(sentence(line) for line in lines)}
    nation = nation_of(card)
    if card.start == "development" and nation and not nation.quests:
        out["cost"] = tokens(card.cost) if card.cost else "nothing"
    vp = card.side(side).get("vp") if side and two_sided(card) else card.vp
    if vp is not None:
        out["points"] = vp_text(vp)
    return out


def catalogue_entry(card: Card, where: str) -> dict:
    """A card of the box: both faces of a two-sided card; where it starts, and the player counts
    it is used with, if marked."""
    if card.id == KING_OF_KINGS:
        text = KING_OF_KINGS_RULES + [f"Side {side.upper()}: {line[0].lower()}{line[1:]}"
                                      for side in "ab" for line in KING_OF_KINGS_SIDES[side]]
        return {"id": card.id, "name": card.name, "kind": kind_text(card), "text": "\n".join(text), "where": where}
    if two_sided(card):
        names = dict.fromkeys(face_name(card, side) for side in "ab")
        text = [f"Side {side.upper()}" + (f" ({face_name(card, side)})" if len(names) > 1 else "") + ":"
                + "".join(f"\n  {sentence(line)}" for line in face_lines(card, side)) for side in "ab"]
        out = {"id": card.id, "name": " / ".join(names), "kind": kind_text(card), "text": "\n".join(text)}
        points = [vp_text(card.side(side).get("vp")) for side in "ab"]
        if any(points):
            out["points"] = " / ".join(f"side {side.upper()}: {p or 'none'}" for side, p in zip("ab", points))
    else:
        out = {"id": card.id, **describe(card.id)}
    setup = [SETUP[card.start]] if card.start in SETUP else []
    if card.players:
        setup.append(f"Only with {card.players} or more players" if card.players < 4 else "Only with 4 players")
    out["text"] = "\n".join([out["text"], *setup])
    return {**out, "where": where}


def catalogue() -> list[dict]:
    """Every card of both boxes: each nation's, each box's commons, and King of Kings."""
    c = content()
    entries = []
    for box in ("classics", "legends"):
        entries += [catalogue_entry(c.cards[x], f"{box.title()} commons") for x in c.commons[box]]
        for nation in sorted((n for n in c.nations.values() if n.box == box), key=lambda n: n.name):
            entries += [catalogue_entry(c.cards[x], nation.name) for x in nation.cards]
    entries.append(catalogue_entry(c.cards[KING_OF_KINGS], "Both boxes"))
    return entries


@cache
def names_in_words() -> re.Pattern:
    """What finds the card names that the words of cards hold ("Unrest", "City", "Scandinavia"),
    each as a whole name, the longest that fits ("City of Rome", not "City")."""
    texts = "\n".join(describe(cid)["text"] for cid in content().cards)
    names = sorted({card.name for card in content().cards.values() if card.name in texts}, key=len, reverse=True)
    return re.compile(rf"(?<![\w'])(?:{'|'.join(re.escape(name) for name in names)})(?![\w'])")


@cache
def card_names_in(words: str) -> tuple[str, ...]:
    """The card names in words of cards, each once (the words are few: worked out once each)."""
    return tuple(dict.fromkeys(names_in_words().findall(words)))


@cache
def ids_named(name: str) -> frozenset[str]:
    """The cards of that name (each of the alike Unrest, say)."""
    return frozenset(cid for cid, card in content().cards.items() if card.name == name)


# --- what a seat sees now ------------------------------------------------------------------
def market_place(space) -> str:
    words = [tokens({k: n for k, n in space.tokens.items() if n}) + " on it"] if any(space.tokens.values()) else []
    if space.unrest:
        words.append("an Unrest under it")
    return "Market" + (f" ({', '.join(words)})" if words else "")


LOOKED_AT = {"deck": "Your deck (you are looking at it)", "nation_deck": "Your nation deck (you are looking at it)",
             "fame": "The Fame deck (you are looking at it)"}


def in_sight(s: State, seat: int | None, decision: Decision | None) -> dict[str, dict]:
    """Every card `seat` may see now (None: the public), by id, each with "where" it lies: the
    market and what lies under its cards, the exile, the top of the Unrest pile, King of Kings,
    each seat's power and journey card, play area with its garrisons, the card it is playing,
    discard pile and development area; the seat's own hand, history and sunken cards; and the
    cards its decision shows it alone (a Fame card looked at, the top of its nation deck)."""
    cards: dict[str, dict] = {}
    name = s.c.cards

    def add(cid: str, where: str, side: str | None = None) -> None:
        cards[cid] = {**describe(cid, side), "where": where}

    for space in s.market:
        if space.card:
            add(space.card, market_place(space))
            if space.unrest:
                add(space.unrest, f"Under {name[space.card].name} in the market")
    for cid in s.exile:
        add(cid, "Exile")
    if s.unrest:
        add(s.unrest[-1], f"Unrest pile ({len(s.unrest)} card{'s' * (len(s.unrest) != 1)})")
    fame = len(s.fame) - 1
    add(KING_OF_KINGS, f"Under the Fame deck ({fame} card{'s' * (fame != 1)} on it)" if fame
        else "Alone where the Fame deck was", s.kok_side)
    for i, p in enumerate(s.seats):
        own = i == seat
        owner = "your" if own else f"{p.name}'s"
        add(p.power, sentence(f"{owner} power card"), p.side)
        top = p.journey_card()
        if top:
            add(top, sentence(f"{owner} journey card"), p.sides[top])
        quests = s.c.nations[p.nation].quests
        for cid in p.play:
            add(cid, sentence(f"{owner} play area"))
            for guest in p.garrison.get(cid, []):
                what = "Active quest" if quests and name[guest].start == "development" else "Garrisoned"
                add(guest, f"{what} under {name[cid].name} in {owner} play area")
        for cid in p.limbo:
            add(cid, "Being played by you" if own else f"Being played by {p.name}")
        for cid in p.discard:
            add(cid, sentence(f"{owner} discard pile"))
        for cid in p.development:
            add(cid, sentence(f"{owner} {'impending quests' if quests else 'development area'}"))
        if own:
            for pile, where in ((p.hand, "Your hand"), (p.history, "Your history"), (p.sunken, "Your sunken cards")):
                for cid in pile:
                    add(cid, where)
    if decision is not None and decision.seat == seat:
        piles = {"deck": s.seats[seat].deck, "nation_deck": s.seats[seat].nation_deck, "fame": s.fame}
        for o in decision.options:
            for cid in o.cards if o.secret else ():
                where = next((LOOKED_AT[k] for k, pile in piles.items() if cid in pile), None)
                if cid not in cards and where:
                    add(cid, where)
    return cards
