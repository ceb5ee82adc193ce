"""Scoring Viscounts of the West Kingdom (rule 14; solo, 15.9)."""
from __future__ import annotations

from .effects import permanent_icons
from .state import GOODS, State, card_of
from .townsfolk import ICONS, RESOURCES


def split_places(values: list[int], payouts: tuple[int, ...]) -> list[int]:
    """Places by value (only values of at least 1 take part); tied players share the places
    they fill, as equally as possible (rule 14.2)."""
    ranked = sorted({v for v in values if v > 0}, reverse=True)
    points = [0] * len(values)
    place = 0
    for v in ranked:
        tied = [i for i, x in enumerate(values) if x == v]
        pot = sum(payouts[place:place + len(tied)])
        for i in tied:
            points[i] = pot // len(tied)
        place += len(tied)  # past the last payout, the places left pay nothing
    return points


def manuscript_points(s: State, seat: int) -> list[tuple[str, int]]:
    c, p = s.c, s.seats[seat]
    ribbons: dict[str, int] = {}
    for mid in p.manuscripts:
        ribbons[c.manuscripts.cards[mid].ribbon] = ribbons.get(c.manuscripts.cards[mid].ribbon, 0) + 1
    lines = [("Manuscript sets", c.manuscripts.sets_score(ribbons))]
    icons: dict[str, int] = {}
    for cid in p.cards():
        for icon, n in (c.solo.schemes[cid].icons if p.ai else card_of(cid).icons):
            icons[icon] = icons.get(icon, 0) + n
    for pairs in permanent_icons(s, seat):  # and the board's permanent icons (rule 14.1)
        for icon, n in pairs:
            icons[icon] = icons.get(icon, 0) + n
    counts = {"building": p.buildings(), "flipped-debt": p.paid_debts, "flipped-deed": p.approved_deeds,
              "deed": p.deeds + p.approved_deeds, "manuscript": len(p.manuscripts),
              "castle-worker": sum(s.tier1[x][seat] + s.tier2[x][seat] for x in s.tier1) + s.tier3[seat],
              **{i: icons.get(i, 0) for i in ICONS}}
    for mid in p.manuscripts:
        x = c.manuscripts.cards[mid]
        if x.vp_per:
            lines.append((f"Manuscript: {x.vp_each} per {x.vp_per}", x.vp_each * counts[x.vp_per]))
        elif x.vp_flat:
            lines.append(("Manuscript VP", x.vp_flat))
    return lines


def score(s: State) -> dict:
    c = s.c
    n = s.players
    poverty = split_places([p.approved_deeds for p in s.seats], c.kingdom.poverty.payouts(n)) if s.poverty else [0] * n
    prosperity = split_places([p.paid_debts for p in s.seats], c.kingdom.prosperity.payouts(n)) if s.prosperity else [0] * n
    scores = []
    for seat, p in enumerate(s.seats):
        lines = [(f"{b.name}s: {p.buildings(b.id)}", b.score[p.buildings(b.id) - 1] if p.buildings(b.id) else 0)
                 for b in c.player.buildings]
        workers = sum(s.tier1[x][seat] for x in s.tier1) * c.board.castle.vp[1] + \
            sum(s.tier2[x][seat] for x in s.tier2) * c.board.castle.vp[2] + s.tier3[seat] * c.board.castle.vp[3]
        lines.append(("Workers in the castle", workers))
        lines += manuscript_points(s, seat)
        lines.append(("Castle Leader", c.kingdom.castle_leader_vp if s.castle_leader == seat else 0))
        lines.append(("Cleric Bonus cards", sum(c.kingdom.cleric_bonus[r][0] for r in p.cleric_bonus)))
        lines.append((f"Unpaid debts: {p.debts}", p.debts * c.kingdom.end["unpaid_debt"]))
        lines.append((f"Acquired deeds: {p.deeds}", p.deeds * c.kingdom.end["acquired_deed"]))
        lines.append((f"Approved deeds: {p.approved_deeds}", p.approved_deeds * c.kingdom.end["approved_deed"]))
        lines.append(("Poverty card", poverty[seat]))
        lines.append(("Prosperity card", prosperity[seat]))
        if p.ai:
            lines.append(("Leftover resources (AI)", c.solo.reference.leftover_vp * sum(p.goods[r] for r in RESOURCES)))
        goods = sum(p.goods[g] for g in GOODS)
        scores.append({"seat": seat, "name": p.name, "total": sum(v for _, v in lines),
                       "breakdown": [{"label": label, "points": v} for label, v in lines], "goods": goods})
    ai = next((seat for seat, p in enumerate(s.seats) if p.ai), None)
    if ai is not None:  # solo: the person wins only with more points than the AI (rule 15.9)
        person = 1 - ai
        winners = [person] if scores[person]["total"] > scores[ai]["total"] else [ai]
        return {"scores": scores, "winners": winners, "note": "To win you must score more than the AI: a tie is its win (rule 15.9)"}
    best = max((x["total"], x["goods"]) for x in scores)
    winners = [x["seat"] for x in scores if (x["total"], x["goods"]) == best]
    return {"scores": scores, "winners": winners,
            "note": "Ties are broken by silver and resources left (rule 14.3)"}


def standing(s: State) -> list[dict]:
    """What each seat would score if the game ended now. Everything it counts is public but for
    the solo AI's manuscripts that pay per icon: its Scheme pile may hold Future Schemes nobody has
    seen, so those lines are left out and counted as hidden."""
    rows = []
    for entry in score(s)["scores"]:
        p = s.seats[entry["seat"]]
        hidden = [f"Manuscript: {x.vp_each} per {x.vp_per}" for x in (s.c.manuscripts.cards[mid] for mid in p.manuscripts)
                  if p.ai and x.vp_per in ICONS]
        lines = list(entry["breakdown"])
        for label in hidden:
            lines.remove(next(line for line in lines if line["label"] == label))
        rows.append({"seat": entry["seat"], "name": entry["name"], "total": sum(line["points"] for line in lines),
                     "breakdown": lines, "hidden": len(hidden)})
    return rows
