"""The Oath board, drawn from the view dict (rules/oath/view.py) with Rich.

One widget: the status (round, whose turn, the Oath and the title, the Visions drawn), the map
by region with each site's cards, warbands, pawns, tokens and relics, the banks and banners, the
Reliquary, and every player's board; apart from it, the viewing seat's cards in hand and its
facedown advisers."""
from __future__ import annotations

from typing import Hashable

from rich.console import RenderableType
from rich.text import Text

from rules.core.words import count

from ..widgets.rendered import Stack
from .base import part_key

# colours that stay apart under the common colour blindness (Okabe-Ito), always with a name
COLORS = {"purple": "#CC79A7", "red": "#D55E00", "blue": "#56B4E9", "white": "bright_white",
          "yellow": "#F0E442", "brown": "#E69F00"}
SUIT_STYLE = {"discord": "#D55E00", "arcane": "#CC79A7", "order": "#56B4E9", "hearth": "#F0E442",
              "beast": "#009E73", "nomad": "#E69F00"}
WARBAND, PAWN = "■", "♟"




def render_board(view: dict) -> Stack:
    parts: list[tuple[Hashable, RenderableType]] = [
        (None, _status(view)),
        (part_key("battle", view["battle"]), _battle(view)),
        (part_key("map", view["slots"], view["discards"], view["seats"]), _map(view)),
        (part_key("tokens", view["banks"], view["banners"], view["favor_supply"], view["reliquary"], view["seats"]),
         _tokens(view)),
        (part_key("players", view["seats"], view["current"], view["oathkeeper"], view["banners"]), _players(view)),
    ]
    return Stack(parts)


def private_parts(view: dict) -> list[tuple[str, RenderableType]]:
    """The viewing seat's cards in hand (while it chooses) and its facedown advisers."""
    if view["seat"] is None:
        return []
    me = view["seats"][view["seat"]]
    text = Text.assemble((f"{me['name']}'s secrets", "bold"), ": ")
    facedown = [a for a in me["advisers"] if not a["faceup"]]
    text.append("facedown advisers: " + (", ".join(_card_words(a) for a in facedown) or "none"))
    if view["hand"]:
        text.append("\nIn hand: ", style="bold")
        text.append(", ".join(_card_words(x) for x in view["hand"]))
    return [(part_key("private", facedown, view["hand"]), text)]


def _player(view: dict, seat: int, bold: bool = True) -> Text:
    p = view["seats"][seat]
    return Text(p["name"], style=f"{'bold ' if bold else ''}{COLORS.get(p['color'], '')}")


def _card_words(card: dict) -> str:
    if card.get("kind") == "vision":
        return f"{card['name']} (Vision)"
    if card.get("kind") == "edifice":
        return f"{card['name']} ({card['suit'].capitalize() + ' edifice' if card['suit'] else 'ruined edifice'})"
    if card.get("suit"):
        return f"{card['name']} ({card['suit'].capitalize()})"
    return card.get("name") or "a facedown card"


def _status(view: dict) -> Text:
    title = view["oathkeeper"]
    text = Text.assemble(("Oath", "bold"), f" · round {view['round']} of {view['last_round']}")
    if view["end_die"]:
        faces = "6" if view["end_die"] == 6 else f"{view['end_die']}-6"
        text.append(f" · end die after it: an Imperial title wins on {faces}", style="dim")
    if view["current"] is not None:
        text.append(" · ")
        text.append_text(_player(view, view["current"]))
        text.append(f"'s turn ({view['phase']})")
    elif view["phase"] == "setup":
        text.append(" · setup")
    text.append(f"\nThe Oath of {view['oath']['name']} ({view['oath']['goal']}) · title: ")
    text.append_text(_player(view, title["holder"]))
    text.append(", Usurper" if title["usurper"] else ", Oathkeeper")
    text.append(f" · Visions drawn {view['visions_drawn']} (world deck search {view['search_cost']} Supply)")
    if view["world_top"]:
        text.append(f" · the world deck's top card has a {view['world_top']} back")
    text.append_text(_chronicle(view["chronicle"]))
    return text


STEP_WORDS = {"oath": "swearing the next Oath (8.1)", "citizenship": "offering Citizenship (8.2)",
              "edifice": "building an edifice (8.3.1)", "suit": "choosing the Archive's suit (8.4)",
              "rewrite": "rewriting the world (8.3-8.8)"}


def _chronicle(chronicle: dict) -> Text:
    """The world the game is played on; in a Chronicle, its Archive and Dispossessed, and the
    winner's step once the game is decided."""
    text = Text(f"\nThe world: {chronicle['world']}", style="dim")
    if not chronicle["in_chronicle"]:
        return text
    archive = chronicle["archive"]
    text.append(f" · Archive {sum(archive.values())} cards ("
                + ", ".join(f"{n} {key.capitalize()}" for key, n in archive.items()) + ")"
                + f" · Dispossessed {chronicle['dispossessed']} (unseen)")
    if chronicle["step"]:
        text.append(f"\nThe winner's Chronicle: {STEP_WORDS[chronicle['step']]}", style="bold")
        if chronicle["next_oath"]:
            text.append(f" · the next Oath: {chronicle['next_oath']}")
    return text


def _battle(view: dict) -> Text:
    """The campaign being fought, as it is declared and fought: who attacks what (the site it must
    target marked), each pool with where its dice come from, what each die showed, the plans."""
    b = view["battle"]
    if b is None:
        return Text()
    defender = _player(view, b["defender"]) if b["defender"] is not None else Text("the bandits", style="bold")
    text = Text("\n⚔ Campaign: ", style="bold")
    text.append_text(_player(view, b["attacker"]))
    text.append(" attacked " if b["winner"] else " attacks ")
    text.append_text(defender)
    for i, ally in enumerate(b["allies"]):
        text.append(", defended with " if i == 0 else " and ")
        text.append_text(_player(view, ally))
    targets = [f"{x} (must be targeted)" if x == b["required"] else x for x in b["targets"]]
    text.append(f"\n  Targets: {', '.join(targets) or 'not chosen yet'}")
    pools = (("attacker", "Attack", b["attack_dice"], b["attack_from"]),
             ("defender", "Defense", b["defense_dice"], b["defense_from"]))
    for side, title, dice, sources in pools:
        text.append(f"\n  {title}: " + ("dice not chosen yet" if dice is None else count(dice, "die", "dice")))
        if sources:
            signed = side == "attacker"  # the attacker's choice, then what changed it
            text.append(" (" + ", ".join(f"{x['source']} {x['dice']:+}" if signed and i else f"{x['source']} {x['dice']}"
                                         for i, x in enumerate(sources)) + ")", style="dim")
        if side in b["rolls"]:
            roll = b["rolls"][side]
            text.append("\n    rolled ")
            text.append(" ".join(roll["dice"]) or "nothing", style="bold")
            text.append(f": {roll['words']}")
        if side in b["totals"]:
            text.append(f" → {b['totals'][side]}", style="bold")
            text.append(_strength_words(b, side), style="dim")
    for plan in b["plans"]:
        who = view["seats"][plan["seat"]]["name"] if plan["seat"] is not None else "the bandits"
        text.append(f"\n  Battle plan: {plan['name']} ({who}, {plan['side']})", style="grey70")
    if b["winner"]:
        text.append(f"\n  The {b['winner']} won", style="bold")
    return text


def _strength_words(b: dict, side: str) -> str:
    total = b["totals"][side]
    if side == "defender":
        return f" ({total - b['defending_warbands']} from the dice, {count(b['defending_warbands'], 'warband')})"
    return f" ({count(b['sacrificed'], 'warband')} sacrificed)" if b["sacrificed"] else ""


def _map(view: dict) -> Text:
    text = Text("\nThe map", style="bold")
    for region in view["regions"]:
        pile = view["discards"][region["id"]]
        text.append(f"\n{region['name']}", style="bold underline")
        text.append(f"  discard pile: {count(pile['count'], 'card')}" + (f", {pile['visions']} with a Vision back" if pile["visions"] else ""),
                    style="dim")
        for slot in view["slots"]:
            if slot["region"] == region["id"]:
                text.append("\n")
                text.append_text(_site(view, slot))
    return text


def _site(view: dict, slot: dict) -> Text:
    text = Text(f" {slot['slot'] + 1} ")
    if slot["site"] is None:
        text.append("facedown site", style="dim italic")
    else:
        text.append(slot["site"]["name"], style="bold")
        text.append(f" (room for {slot['site']['capacity']})", style="dim")
    for color, n in sorted(slot["warbands"].items()):
        text.append("  ")
        text.append(f"{WARBAND}{n} {_owners(view, color)}", style=COLORS.get(color, ""))
    if slot["site"] is not None and not slot["warbands"]:
        text.append("  bandits", style="dim")
    for seat in slot["pawns"]:
        text.append(f"  {PAWN}")
        text.append_text(_player(view, seat, bold=False))
    tokens = ([f"{slot['favor']} favor"] if slot["favor"] else []) + ([count(slot["secrets"], "secret")] if slot["secrets"] else [])
    if tokens:
        text.append(f"  {', '.join(tokens)} here", style="dim")
    details = [_card_words(c) + _tokens_on(c) for c in slot["cards"]]
    details += [f"relic {r['name']}" if r["name"] else "a facedown relic" for r in slot["relics"]]
    if details:
        text.append("\n     " + " · ".join(details), style="grey70")
    return text


def _tokens_on(card: dict) -> str:
    marks = [f"{card['favor']} favor"] if card.get("favor") else []
    marks += [count(card["secrets"], "secret")] if card.get("secrets") else []
    return f" [{', '.join(marks)} on it]" if marks else ""


def _owners(view: dict, color: str) -> str:
    """Whose warbands a colour shows: the Empire's purple, else the player of that colour."""
    if color == "purple":
        return "Empire"
    return next((p["name"] for p in view["seats"] if p["color"] == color), color)


def _tokens(view: dict) -> Text:
    text = Text("\nBanks: ", style="bold")
    text.append(" · ".join(f"{suit.capitalize()} {n}" for suit, n in view["banks"].items()))
    text.append(f" · shared supply {view['favor_supply']} favor")
    for banner in view["banners"].values():
        text.append(f"\n{banner['name']}: ", style="bold")
        holder = view["seats"][banner["holder"]]["name"] if banner["holder"] is not None else "in the supply"
        tokens = f"{banner['tokens']} favor" if banner["name"] == "People's Favor" else count(banner["tokens"], "secret")
        text.append(f"{holder}, {tokens}" + (" (Mob side)" if banner.get("mob") else ""))
    if view["boxed"]:
        text.append("\nOut of the game: ", style="bold")
        text.append(", ".join(x["name"] for x in view["boxed"]))
    text.append("\nReliquary: ", style="bold")
    text.append(" · ".join(f"{space['space']}: " + ("taken, binding the Chancellor" if space["relic"] is None
                                                    else space["relic"]["name"] or "a facedown relic")
                           for space in view["reliquary"]))
    return text


def _players(view: dict) -> Text:
    text = Text("\nPlayers", style="bold")
    for seat, p in enumerate(view["seats"]):
        text.append("\n")
        text.append("▶ " if seat == view["current"] else "  ", style="bold")
        text.append_text(_player(view, seat))
        text.append(f" {p['role'].capitalize()} ({p['color']})", style="dim")
        secrets = count(p["secrets"], "secret") + (f" (+{p['secrets_down']} facedown)" if p["secrets_down"] else "")
        text.append(f"  {WARBAND}{p['board']} on the board, {p['pool']} left · Supply {p['supply']} · "
                    f"{p['favor']} favor · {secrets} · rules {count(p['sites_ruled'], 'site')}")
        advisers = [_card_words(a) if a["faceup"] else (f"facedown {_card_words(a)}" if a["name"] else "a facedown adviser")
                    for a in p["advisers"]]
        things = [f"advisers: {', '.join(advisers) or 'none'}"]
        if p["relics"]:
            things.append("relics: " + ", ".join(r["name"] or "a facedown relic" for r in p["relics"]))
        banners = [b["name"] for b in view["banners"].values() if b["holder"] == seat]
        if banners:
            things.append("banners: " + ", ".join(banners))
        if p["vision"]:
            things.append(f"Vision: {p['vision']['name']} ({p['vision']['goal']})")
        text.append("\n     " + " · ".join(things), style="grey70")
    return text
