"""Every A War of Whispers component as a player reads it (ARCHITECTURE, "Cards on the table"):
its id in views and options, its name, what kind of thing it is, and its full text in the
project's words, put together from the content data.

Ids: an empire card by its own id ("bear-1"); a council position "council:bear.sheriff"; a
region "region:frostholm"; a loyalty slot "loyalty:devout" in the catalogue, and on a seat's
board in a view "loyalty:2.devout" (seat 2's Devout slot)."""
from __future__ import annotations

from functools import cache

from rules.core.words import count

from .content import LOYALTY_SLOTS, POSITION_TITLES, POSITIONS, Card, Content, Effect, Region, content
from .state import State


def position_id(empire: str, position: str) -> str:
    return f"council:{empire}.{position}"


def region_id(region: str) -> str:
    return f"region:{region}"


def slot_id(seat: int, slot: str) -> str:
    return f"loyalty:{seat}.{slot}"


def printed_slot_id(slot: str) -> str:
    """A loyalty slot as the box holds it, in the catalogue."""
    return f"loyalty:{slot}"


def and_list(words: list[str]) -> str:
    return ", ".join(words[:-1]) + f" and {words[-1]}" if len(words) > 1 else "".join(words)


# --- the words printed on each component ---------------------------------------------------
@cache
def empire_names() -> dict[str, str]:
    return {e.id: e.name for e in content().empires}


def extra_cost(effect: Effect) -> list[str]:
    """What an effect costs beyond the card played: ['1 Lion card', '1 Horse card']."""
    return [f"1 {empire_names()[e]} card" for e in effect.cost[1:]]


def card_text(card: Card) -> str:
    """One line per effect: its name, its cost, when it may be played and what it does."""
    lines = [f"{e.name} (discard {and_list(['this card', *extra_cost(e)])}). {e.kind.when}: {e.kind.does}"
             for e in card.effects]
    lines.append("Play one effect of it in the turn of a council position you control, for the empire acting; "
                 "the cards discarded go back into their decks, shuffled (8).")
    return "\n".join(lines)


ORDINALS = ("first", "second", "third", "last")


def position_text(c: Content, empire: str, position: str) -> str:
    name = empire_names()[empire]
    at = POSITIONS.index(position)
    others = [POSITION_TITLES[p] for p in POSITIONS if p != position]
    actions = [c.actions[a].words(name) for a in c.councils[empire][position]]
    return "\n".join([
        f"The {ORDINALS[at]} of the four positions of the {name} council to act in the {name}'s turn "
        f"(the others: {', '.join(others)}).",
        f"Its controller takes this action for the {name} when it can:" if len(actions) == 1 else
        f"Its controller takes one of these actions for the {name} (one it can take):",
        *(f"- {a}." for a in actions),
        "Controlled by the player whose agent stands on it; when it is empty, by the owner of the next agent "
        f"after it in the {name} council; with none after it, by nobody (4.2).",
    ])


def region_text(c: Content, region: Region) -> str:
    names = empire_names()
    home = names[region.home]
    borders = [c.regions[r].name for r in c.adjacent[region.id]]
    water = [c.regions[b if a == region.id else a].name for a, b in c.seas if region.id in (a, b)]
    lines = [f"A home region of the {home}: the {home} holds it while no units stand in it (4.3).",
             f"{count(region.cities, 'city', 'cities')}: {'they score' if region.cities > 1 else 'it scores'} "
             "at the end for the empire holding the region (11.2)." if region.cities else "No city."]
    if region.fort:
        lines.append("Fort: an army attacking it loses 1 unit as it enters (6.4).")
    lines.append(f"{'Farm: garrison' if region.farm else 'Garrison'} limit {region.garrison_limit} units; "
                 "units beyond it go back to the reserve at the end of each empire's turn (7.1).")
    lines.append(f"Starting units: {region.banners} {home}." if region.banners else "Starting units: none.")
    lines.append(f"Borders {and_list(borders)}.")
    if water:
        lines.append(f"Across the water from {and_list(water)}: no border, so no attack or move (6.2).")
    return "\n".join(lines)


def slot_text(multiplier: int) -> str:
    worth = {0: "scores nothing", -1: "costs 1 point"}.get(multiplier, f"scores {multiplier} points")
    return "\n".join([
        f"x{multiplier}: at the end of the game, each city held by the empire whose token lies here {worth} "
        "for the owner of this board; under the advanced rule, so does each of the owner's agents in a region "
        "that empire holds (11.2, 12.1).",
        "In the loyalty phase the owner may swap two unrevealed tokens of the board; both are then face up "
        "for the rest of the game (10.1).",
    ])


@cache
def printed() -> dict[str, dict]:
    """{id: {"name", "kind", "text"}} of every component, worked out once; a loyalty slot by
    "loyalty:<slot>"."""
    c = content()
    names = empire_names()
    found = {cid: {"name": card.name, "kind": f"{names[card.empire]} empire card", "text": card_text(card)}
             for cid, card in c.cards.items()}
    for e in c.empire_ids:
        for p in POSITIONS:
            found[position_id(e, p)] = {"name": f"{names[e]} {POSITION_TITLES[p]}", "kind": "Council position",
                                        "text": position_text(c, e, p)}
    for r, region in c.regions.items():
        found[region_id(r)] = {"name": region.name, "kind": f"{names[region.home]} home region",
                               "text": region_text(c, region)}
    for slot, title, multiplier in LOYALTY_SLOTS:
        found[printed_slot_id(slot)] = {"name": title, "kind": "Loyalty slot", "text": slot_text(multiplier)}
    return found


def catalogue() -> list[dict]:
    """Every component in the box, each with the part of the box it belongs to."""
    c = content()
    names = empire_names()
    where = {cid: f"{names[card.empire]} deck" for cid, card in c.cards.items()}
    where |= {position_id(e, p): "Council boards" for e in c.empire_ids for p in POSITIONS}
    where |= {region_id(r): "The map" for r in c.regions}
    where |= {printed_slot_id(slot): "Player boards" for slot, _, _ in LOYALTY_SLOTS}
    return [{"id": cid, **entry, "where": where[cid]} for cid, entry in printed().items()]


# --- what a seat sees now ----------------------------------------------------------------------
def table_cards(s: State, players: list[str], seat: int | None) -> dict[str, dict]:
    """The view's "cards": the seat's hand, the council positions, the regions and every loyalty
    slot, each with where it lies and, for a board space, what stands on it now as `seat` may
    know it."""
    c, text, names = s.c, printed(), empire_names()
    found = {}
    if seat is not None:
        for cid in s.hands[seat]:
            found[cid] = {**text[cid], "where": "Your hand"}
    for e in c.empire_ids:
        for p in POSITIONS:
            pid = position_id(e, p)
            entry = text[pid]
            found[pid] = {**entry, "text": f"{entry['text']}\nNow: {_position_now(s, players, e, p)}.",
                          "where": f"{names[e]} council"}
    for r in c.regions:
        rid = region_id(r)
        entry = text[rid]
        found[rid] = {**entry, "text": f"{entry['text']}\nNow: {_region_now(s, players, names, r)}.", "where": "The map"}
    over = s.phase == "over"
    for owner, name in enumerate(players):
        board = "Your loyalty board" if owner == seat else f"{name}'s loyalty board"
        whose = "your" if owner == seat else f"{name}'s"
        for k, (slot, _, _) in enumerate(LOYALTY_SLOTS):
            entry = text[printed_slot_id(slot)]
            shown = s.revealed[owner][k] or over
            if shown or owner == seat:
                token = f"{whose} {names[s.loyalty[owner][k]]} token, " + ("revealed" if shown else "hidden from the others")
            else:
                token = "a hidden token"
            found[slot_id(owner, slot)] = {**entry, "text": f"{entry['text']}\nHolds {token}.", "where": board}
    return found


def _position_now(s: State, players: list[str], empire: str, position: str) -> str:
    agent = s.council[(empire, position)]
    if agent is not None:
        return f"{players[agent]}'s agent stands here"
    controller, at = s.control(empire, position)
    if controller is None:
        return "empty, controlled by nobody"
    return f"empty, controlled by {players[controller]} through the agent on the {POSITION_TITLES[at]}"


def _region_now(s: State, players: list[str], names: dict[str, str], region: str) -> str:
    n = s.unit_count[region]
    held = names[s.controller(region)]
    now = f"{count(n, names[s.unit_empire[region]] + ' unit')}, held by the {held}" if n else \
        f"no units, held by the {held}"
    agents = s.region_agents[region]
    if agents:
        now += "; agents of " + ", ".join(players[a] for a in agents)
    return now
