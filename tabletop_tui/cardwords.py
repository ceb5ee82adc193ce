"""The words of a component as a player reads them, shared by the card pane, the card browser
and `tabletop cards`: Rich text only, so the command line need not load Textual."""
from __future__ import annotations

from rich.console import Group, RenderableType
from rich.text import Text


def card_heading(card: dict, count: int = 1) -> Text:
    """The name in bold, then what it is, its cost and its points, dimmed."""
    heading = Text(card["name"], style="bold")
    if count > 1:
        heading.append(f" ×{count}", style="bold")
    facts = [card["kind"], *(card[key] for key in ("cost", "points") if card.get(key))]
    heading.append("  " + " · ".join(facts), style="dim")
    return heading


def card_words(card: dict, count: int = 1, where: bool = True) -> Group:
    """A card in full: heading, every line of its text, and where it lies."""
    parts: list[RenderableType] = [card_heading(card, count), Text(card["text"])]
    if where and card.get("where"):
        parts.append(Text(card["where"], style="dim italic"))
    return Group(*parts)


def same_cards(cards: list[dict]) -> list[tuple[dict, int]]:
    """Identical cards lying in one place (three Unrest in a hand) as one card with a count."""
    counted: dict[tuple, list] = {}
    for card in cards:
        key = (card["name"], card["kind"], card["text"], card.get("where"), card.get("cost"), card.get("points"))
        counted.setdefault(key, [card, 0])[1] += 1
    return [(card, n) for card, n in counted.values()]


def matches(card: dict, words: list[str]) -> bool:
    told = " ".join(str(card.get(key, "")) for key in ("name", "kind", "text", "where", "cost", "points")).casefold()
    return all(w in told for w in words)


def browse(cards: list[dict], typed: str = "") -> tuple[RenderableType, int]:
    """The cards holding every word typed, under the place they lie, and how many there are."""
    words = typed.casefold().split()
    places: dict[str, list[dict]] = {}
    for card in cards:
        if matches(card, words):
            places.setdefault(card.get("where") or "", []).append(card)
    parts: list[RenderableType] = []
    for where, kept in places.items():
        if parts:
            parts.append(Text())
        parts.append(Text(f" {where} ", style="bold reverse"))
        for card, n in same_cards(kept):
            parts += [Text(), card_words(card, n, where=False)]
    shown = sum(len(kept) for kept in places.values())
    if not shown:
        parts.append(Text("No card holds those words.", style="italic"))
    return Group(*parts), shown
