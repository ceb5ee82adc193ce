"""What each seat may know of an Oath match (Law 9.4): everything is public but the faces in the
discard piles, the world deck's size and the backs below its top card, and the faces of facedown
cards (sites, relics, advisers: an adviser's owner knows it, a peeked relic its peeker)."""
from __future__ import annotations

from rules.core import Match

from .campaign import BANDITS, Campaign
from .content import card_kind
from .flow import Turns
from .state import State


def back(card: int) -> str:
    return "vision" if card_kind(card) == "vision" else "denizen"


def view(m: Match, seat: int | None) -> dict:
    s: State = m.state
    c = s.c
    over = s.phase == "over"

    def relic(card: int, owner_peeked: bool = False) -> dict:
        known = over or owner_peeked or (seat is not None and card in s.players[seat].peeked)
        return {"id": card if known else None, "name": c.card_name(card) if known else None}

    def denizen(card: int) -> dict:
        if card_kind(card) == "vision":
            return {"id": card, "name": c.visions[card].name, "suit": None, "kind": "vision"}
        d = c.denizens[card]
        favor, secrets = s.card_tokens(card)
        return {"id": card, "name": d.name, "suit": d.suit, "restriction": d.restriction, "locked": d.locked,
                "kind": "denizen", "favor": favor, "secrets": secrets}

    slots = []
    for i, slot in enumerate(s.slots):
        site = c.sites[slot.site]
        slots.append({
            "slot": i, "region": slot.region, "faceup": slot.faceup,
            "site": {"id": site.id, "name": site.name, "capacity": site.capacity,
                     "recover": site.recover.text if site.recover else None} if slot.faceup or over else None,
            "cards": [denizen(x) for x in slot.cards],
            "warbands": {col: n for col, n in slot.warbands.items() if n},
            "favor": slot.favor, "secrets": slot.secrets,
            "relics": [relic(x) for x in slot.relics],
            "pawns": s.at_slot(i), "rulers": s.rulers(i),
        })
    seats = []
    for i, p in enumerate(s.players):
        mine = i == seat
        seats.append({
            "name": p.name, "color": p.color, "role": p.role, "pawn": p.pawn, "board": p.board,
            "pool": s.pool[p.board_color], "favor": p.favor, "secrets": p.secrets, "secrets_down": p.secrets_down,
            "supply": p.supply,
            "advisers": [denizen(a.card) | {"faceup": True} if a.faceup else
                         (denizen(a.card) if mine or over else {"id": None, "name": None}) | {"faceup": False}
                         for a in p.advisers],
            "relics": [relic(x, owner_peeked=True) for x in p.relics],
            "vision": {"id": p.vision, "name": c.visions[p.vision].name} if p.vision is not None else None,
            "sites_ruled": s.sites_ruled(i),
        })
    return {
        "round": s.round,
        "last_round": c.last_round,
        "phase": s.phase,
        "current": s.current() if s.phase not in ("setup", "over") else None,
        "oath": {"id": s.oath, "name": c.oaths[s.oath].name},
        "oathkeeper": {"holder": s.title_holder, "usurper": s.usurper},  # the title of Oathkeeper
        "end_die": c.end_die.get(s.round),  # the lowest face that ends the game after this round
        "visions_drawn": s.visions_drawn,
        "search_cost": c.search_cost(s.visions_drawn),
        "world_top": back(s.world[0]) if s.world else None,
        "discards": {region: {"count": len(pile), "visions": sum(back(x) == "vision" for x in pile)}
                     for region, pile in s.discards.items()},
        "relic_deck": len(s.relic_deck),
        "reliquary": [{"space": space.name, "relic": relic(x, owner_peeked=False) if x is not None else None}
                      for space, x in zip(c.reliquary, s.reliquary)],
        "banks": dict(s.banks),
        "favor_supply": s.favor_supply,
        "banners": {key: {"name": c.banners[key].name, "holder": b.holder, "tokens": b.tokens, "mob": b.mob}
                    for key, b in s.banners.items()},
        "regions": [{"id": r.id, "name": r.name} for r in c.regions],
        "slots": slots,
        "seats": seats,
        "hand": None if seat is None else [denizen(x) for x in s.hands[seat]],
        "battle": battle(m, s.battle),
        "boxed": [{"id": x, "name": c.card_name(x)} for x in s.boxed],  # played out of the game
        "winners": list(s.winners),
        "standing": standing(s, seat),
    }


def battle(m: Match, b) -> dict | None:
    """The campaign being fought: who against whom, what is targeted, the dice, the plans used,
    what each die showed and the strengths (all public)."""
    if b is None:
        return None
    f = Turns(m)
    camp = Campaign(f)
    return {"attacker": b.attacker, "defender": None if b.defender == BANDITS else b.defender,
            "allies": list(b.allies), "targets": camp.target_words(b),
            "attack_dice": b.attack_dice, "defense_dice": len(b.rolls["defender"]) if "defender" in b.rolls else camp.defense_dice(b),
            "plans": [{"seat": seat, "side": side, "name": f.source_name(src)} for seat, side, src in b.plans],
            "rolls": {side: [face.replace("_", " ") for face in faces] for side, faces in b.rolls.items()},
            "totals": dict(b.totals), "defending_warbands": b.defending_warbands, "sacrificed": b.sacrificed,
            "winner": b.winner}


def standing(s: State, seat: int | None) -> list[dict]:
    """How each seat stands against the goals: sites ruled, relics and banners, the title."""
    rows = []
    for i, p in enumerate(s.players):
        lines = [{"label": "Sites ruled", "points": s.sites_ruled(i)},
                 {"label": "Relics and banners", "points": s.relics_and_banners(i)}]
        if s.title_holder == i:
            lines.append({"label": f"Holds the title ({'Usurper' if s.usurper else 'Oathkeeper'})", "points": 0})
        if p.vision is not None:
            lines.append({"label": f"Vision: {s.c.visions[p.vision].name}", "points": 0})
        rows.append({"seat": i, "name": p.name, "total": s.sites_ruled(i), "breakdown": lines, "hidden": 0})
    return rows


def result(m: Match) -> dict:
    s: State = m.state
    scores = [{"seat": i, "name": p.name, "total": int(i in s.winners),
               "breakdown": [{"label": p.role.capitalize(), "points": int(i in s.winners)}]}
              for i, p in enumerate(s.players)]
    return {"scores": scores, "winners": list(s.winners), "note": s.won_by}
