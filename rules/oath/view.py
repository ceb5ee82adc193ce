"""What each seat may know of an Oath match (Law 9.4): everything is public but the faces in the
discard piles, the world deck's size and the backs below its top card, and the faces of facedown
cards (sites, relics, advisers: an adviser's owner knows it, a peeked relic its peeker).

Besides the table, a seat's view holds every component it may read now, with its text and where
it lies ("cards"), the campaign being fought as the board shows it ("battle") and the standing in
Oath's own terms ("situation")."""
from __future__ import annotations

from rules.core import Match
from rules.core.words import count

from .campaign import Campaign
from .cards import TITLE_ID, banner_id, card_id, describe, oath_id, reliquary_id, site_id
from .content import GOALS, card_kind
from .dice import signs, tally
from .effects import and_list
from .state import BANDITS, State
from .table import Table


def back(card: int) -> str:
    return "vision" if card_kind(card) == "vision" else "denizen"


def view(m: Match, seat: int | None) -> dict:
    s: State = m.state
    c = s.c
    over = s.decided

    def relic(card: int, owner_peeked: bool = False) -> dict:
        known = over or owner_peeked or (seat is not None and card in s.players[seat].peeked)
        return {"id": card if known else None, "name": c.card_name(card) if known else None}

    def denizen(card: int) -> dict:
        if card_kind(card) == "vision":
            return {"id": card, "name": c.visions[card].name, "suit": None, "kind": "vision"}
        d = c.denizens_and_edifices[card]
        favor, secrets = s.card_tokens(card)
        return {"id": card, "name": d.name, "suit": d.suit, "restriction": d.restriction, "locked": d.locked,
                "kind": card_kind(card), "favor": favor, "secrets": secrets,
                **({"face": d.edifice} if d.edifice else {})}

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
            "vision": vision_words(s, p.vision) if p.vision is not None else None,
            "sites_ruled": s.sites_ruled(i),
        })
    f = Table(m)
    return {
        "round": s.round,
        "last_round": c.last_round,
        "phase": s.phase,
        "current": s.current() if s.phase not in ("setup", "round-end") and not s.decided else None,
        "oath": {"id": s.oath, "name": c.oaths[s.oath].name, "goal": GOALS[c.oaths[s.oath].title_goal]},
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
        "battle": battle(f, s.battle),
        "boxed": [{"id": x, "name": c.card_name(x)} for x in s.boxed],  # played out of the game
        "chronicle": chronicle(s),
        "winners": list(s.winners),
        "standing": standing(s, seat),
        "situation": situation(f),
        "cards": cards(s, seat),
    }


def chronicle(s: State) -> dict:
    """The world this game is played on, and what its winner's Chronicle has settled so far (Law
    8): the Archive is public, by suit; of the Dispossessed, only how many."""
    c = s.c
    archive = {suit: 0 for suit in c.suits} | {"edifices": 0}
    for x in s.archive:
        archive["edifices" if card_kind(x) == "edifice" else c.denizens[x].suit] += 1
    return {"world": s.world_name, "in_chronicle": s.in_chronicle, "archive": archive,
            "dispossessed": len(s.dispossessed),
            "step": s.chronicle_step if s.phase == "chronicle" else None,
            "next_oath": c.oaths[s.next_oath].name if s.next_oath else None,
            "citizen_boards": sorted(s.citizens)}


def vision_words(s: State, vision: int) -> dict:
    v = s.c.visions[vision]
    return {"id": vision, "name": v.name, "goal": GOALS[v.goal] if v.goal else None}


# --- the components a seat may read now (ARCHITECTURE, "Cards on the table") -------------------------
def cards(s: State, seat: int | None) -> dict[str, dict]:
    """Every component `seat` may read now, by id, each with where it lies as `seat` sees it: the
    Oath in force, the title, the banners, the Reliquary's spaces, the faceup sites and the cards at
    them, every faceup adviser, relic held and revealed Vision, the seat's hand and facedown
    advisers, the relics it peeked at. At the end of the game every face is up."""
    c = s.c
    over = s.decided
    peeked = set(s.players[seat].peeked) if seat is not None else set()
    found: dict[str, dict] = {}

    def put(cid: str, where: str) -> None:
        found[cid] = describe(c, cid) | {"where": where}

    def whose(x: int) -> str:
        return "Your" if x == seat else f"{s.players[x].name}'s"

    put(oath_id(s.oath), "In force")
    put(TITLE_ID, f"{whose(s.title_holder)} board, {'Usurper' if s.usurper else 'Oathkeeper'} side up")
    for key, banner in s.banners.items():
        put(banner_id(key), "Unclaimed" if banner.holder is None else f"{whose(banner.holder)} banners")
    for space, relic in zip(c.reliquary, s.reliquary):
        put(reliquary_id(space.id), "The Reliquary" if relic is not None else "The Reliquary, its relic taken")
        if relic is not None and (over or relic in peeked):
            put(card_id(relic), f"The Reliquary, {space.name} space, facedown")
    for slot in s.slots:
        if not (slot.faceup or over):
            continue
        site = c.sites[slot.site].name
        put(site_id(slot.site), f"The {c.region(slot.region).name}")
        for x in slot.cards:
            put(card_id(x), site)
        for x in slot.relics:
            if over or x in peeked:
                put(card_id(x), f"{site}, facedown")
    for x, p in enumerate(s.players):
        for a in p.advisers:
            if a.faceup or x == seat or over:
                put(card_id(a.card), f"{whose(x)} advisers" + ("" if a.faceup else ", facedown"))
        for relic in p.relics:
            put(card_id(relic), f"{whose(x)} relics")
        if p.vision is not None:
            put(card_id(p.vision), f"{whose(x)} Vision")
    for x in s.relic_deck:
        if x in peeked:
            put(card_id(x), "The relic deck")
    for x in s.boxed:
        put(card_id(x), "Out of the game")
    if seat is not None:
        for x in s.hands[seat]:
            put(card_id(x), "Your hand")
    return found


# --- the campaign being fought --------------------------------------------------------------------
def battle(f: Table, b) -> dict | None:
    """The campaign being fought, as it is declared and fought (all public): who against whom, the
    targets named so far and the site it must name, each die of both pools with where it comes
    from, the plans used, each die rolled and the strengths."""
    if b is None:
        return None
    camp, c = Campaign(f), f.c
    faces = {face.name: face for face in (*c.attack_die, *c.defense_die)}
    attack_from = [] if b.chosen_dice is None else [(f"{f.who(b.attacker)}'s warbands", b.chosen_dice)]
    defense_from = b.defense_from if b.defense_from is not None else camp.defense_sources(b)
    return {"attacker": b.attacker, "defender": None if b.defender == BANDITS else b.defender,
            "allies": list(b.allies), "targets": camp.target_words(b),
            "required": f.site_name(b.required) if b.required is not None else None,
            "attack_dice": b.attack_dice if b.chosen_dice is not None else None,
            "attack_from": [{"source": why, "dice": n} for why, n in attack_from + list(b.attack_from)],
            "defense_dice": sum(n for _, n in defense_from),
            "defense_from": [{"source": why, "dice": n} for why, n in defense_from],
            "plans": [{"seat": seat, "side": side, "name": f.source_name(src)} for seat, side, src in b.plans],
            "rolls": {side: {"dice": [signs(faces[x]) for x in rolled], "words": tally([faces[x] for x in rolled])}
                      for side, rolled in b.rolls.items()},
            "totals": dict(b.totals), "defending_warbands": b.defending_warbands, "sacrificed": b.sacrificed,
            "winner": b.winner}


# --- the standing -----------------------------------------------------------------------------------
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


def situation(f: Table) -> list[str]:
    """The standing in Oath's own terms, a line each: the title and the Oath it answers to, how
    each player meets the Oath, the Usurper's threat, each revealed Vision and who meets it, the
    Successor goal, the rounds left and the end die (all public). Once the game is over, where it
    stood at its end: no threats, no rounds left."""
    s, c = f.s, f.c
    over = s.decided
    oath = c.oaths[s.oath]
    holder = f.who(s.title_holder)
    lines = [f"{holder} holds the title, {'Usurper' if s.usurper else 'Oathkeeper'} side up, under the Oath of "
             f"{oath.name}: {GOALS[oath.title_goal]}."]
    lines.append(oath_standing(f, oath.title_goal))
    holder_role = s.players[s.title_holder].role
    if holder_role == "exile" and not over:
        lines.append(f"{holder} wins at their next Wake if they still hold the title." if s.usurper else
                     f"{holder} turns it to its Usurper side at their next Wake, and wins at the Wake after if they "
                     "keep it.")
    for x, p in enumerate(s.players):
        if p.vision is None:
            continue
        v = c.visions[p.vision]
        meets = "meets it now" if f.goal_met(x, v.goal) else "does not meet it now"
        line = f"{f.who(x)}'s Vision, {v.name}: {GOALS[v.goal]}. {f.who(x)} {meets}"
        if s.visions_drawn < c.vision_goal_min_drawn and not over:
            line += (f"; it wins at a Wake only once {c.vision_goal_min_drawn} Visions are drawn "
                     f"({s.visions_drawn} so far)")
        lines.append(line + ".")
    citizens = [x for x, p in enumerate(s.players) if p.role == "citizen"]
    if citizens:
        meeting = [f.who(x) for x in citizens if f.successor_met(x)]
        lines.append(f"Successor: a Citizen who would {f.successor_words()} wins instead of the Chancellor; "
                     + (f"{and_list(meeting) if meeting else 'none'} {'did' if over else 'would now'}."))
    if not over:
        lines.append(rounds_words(s))
    return lines


def oath_standing(f: Table, goal: str) -> str:
    """How far each player meets the Oath now."""
    s = f.s
    if goal == "rules_most_sites":
        return "Sites ruled: " + ", ".join(f"{f.who(x)} {s.sites_ruled(x)}" for x in range(len(s.players))) + "."
    if goal == "most_relics_and_banners":
        return "Relics and banners: " + ", ".join(f"{f.who(x)} {s.relics_and_banners(x)}" for x in range(len(s.players))) + "."
    banner = "peoples_favor" if goal == "holds_peoples_favor" else "darkest_secret"
    holder = s.banners[banner].holder
    return f"The {s.c.banners[banner].name}: " + ("unclaimed." if holder is None else f"{f.who(holder)} holds it.")


def rounds_words(s: State) -> str:
    """The rounds left and what the end die needs."""
    c = s.c
    left = c.last_round - s.round
    words = f"Round {s.round} of {c.last_round}: " + (f"{count(left, 'round')} after this one. " if left else "the last. ")
    if s.round in c.end_die:
        face = c.end_die[s.round]
        needs = "a 6" if face == 6 else f"{face} or more"
        return words + (f"After it, with the title in Imperial hands, the Chancellor rolls the end die and the Empire "
                        f"wins on {needs}.")
    if s.round == c.last_round:
        return words + "After it, War Exhaustion ends the game."
    return words + f"The end die is first rolled after round {min(c.end_die)}."


def result(m: Match) -> dict:
    s: State = m.state
    scores = [{"seat": i, "name": p.name, "total": int(i in s.winners),
               "breakdown": [{"label": p.role.capitalize(), "points": int(i in s.winners)}]}
              for i, p in enumerate(s.players)]
    return {"scores": scores, "winners": list(s.winners), "note": s.won_by}
