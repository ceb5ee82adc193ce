"""The end of an Imperium match: Sumerians first, then the Collapse count or Scoring
(rulebook, "End of the game")."""
from __future__ import annotations

from rules.core import Option, Steps

from .choices import ask
from .effects import EVERYONE, Effects

VP_CAP = 10
ZONE_LABELS = {"hand": "Hand", "in_play": "In play", "garrison": "Garrisoned", "deck": "Deck", "discard": "Discard",
               "history": "History", "sunken": "Sunken"}


def card_vp(fx: Effects, seat: int, cid: str, where: str, viewer: int | str | None = EVERYONE) -> int:
    """A card's points where it lies: fixed, conditional on its place, or variable (at most 10),
    counting what the viewer may see."""
    p = fx.s.seats[seat]
    card = fx.card(cid)
    vp = card.side(p.side).get("vp") if cid == p.power else card.vp
    if vp is None:
        return 0
    if isinstance(vp, int):
        return vp
    if "special" in vp:
        return SPECIAL_VP[vp["special"]](fx, seat, viewer, cid)
    if "then" in vp:
        return vp["then"] if vp["where"] == where else vp.get("else", 0)
    counted = fx.count(seat, vp["count"], vp.get("where", "owned"), host=cid, viewer=viewer)
    return min(VP_CAP, vp["each"] * (counted // vp["per"]))


def score(fx: Effects, seat: int, viewer: int | str | None = EVERYONE) -> tuple[int, list[tuple[str, int]]]:
    """Progress, then every card of hand, play area (garrisons too), deck, discard pile and history,
    and the power card; the nation deck and development area score nothing. For a viewer who may
    not see them all, only the zones it may see, each card counting only what it may see."""
    p = fx.s.seats[seat]
    lines = [("Progress", p.progress), ("Power card", card_vp(fx, seat, p.power, "in_play", viewer))]
    for where, pile in fx.scored_zones(seat, viewer):
        total = sum(card_vp(fx, seat, x, where, viewer) for x in pile)
        if total:
            lines.append((ZONE_LABELS[where], total))
    return sum(n for _, n in lines), lines


def unrest_count(fx: Effects, seat: int) -> int:
    """The Collapse count: Unrest in hand, play area, deck, discard pile and history."""
    p = fx.s.seats[seat]
    return sum(1 for x in [*p.hand, *p.play, *p.deck, *p.discard, *p.history] if "unrest" in fx.card(x).types)


def sumerians(fx: Effects) -> Steps:
    """Whoever holds the Sumerians may return up to 2 Unrest before anything is counted."""
    for seat, p in enumerate(fx.s.seats):
        sumerians = next((x for x in p.owned() if fx.card(x).vp == {"special": "sumerians"}), None)
        if sumerians is None:
            continue
        for _ in range(2):
            piles = [pile for pile in (p.hand, p.play, p.deck, p.discard, p.history)
                     if any("unrest" in fx.card(x).types for x in pile)]
            if not piles:
                break
            pile = piles[0]
            cid = next(x for x in pile if "unrest" in fx.card(x).types)
            cards = fx.cards_named(seat, "Unrest", sumerians, cid)
            opts = [Option("yes", "Return an Unrest (Sumerians)", "6.3", cards=cards),
                    Option("no", "Stop", "6.3", cards=cards)]
            if (yield from ask(seat, "Sumerians: before the count, you may return up to 2 Unrest to the Unrest pile",
                               opts, "6.3")) == "no":
                break
            pile.remove(cid)  # an Unrest is never persistent: one in play has no garrison or token
            fx.s.unrest.append(cid)
            fx.say(f"{p.name} returns an Unrest (Sumerians)", "6.3")


def finish(fx: Effects) -> Steps:
    s = fx.s
    yield from sumerians(fx)
    seats = list(range(len(s.seats)))
    if s.collapse:
        counts = {seat: unrest_count(fx, seat) for seat in seats}
        least = min(counts.values())
        seats = [seat for seat in seats if counts[seat] == least]
        fx.say("Collapse: fewest Unrest " + ", ".join(f"{s.seats[x].name} {counts[x]}" for x in seats), "4.3")
    totals = {seat: score(fx, seat)[0] for seat in seats}
    best = max(totals.values())
    s.winners = [seat for seat in seats if totals[seat] == best]
    fx.say("Scores: " + ", ".join(f"{s.seats[x].name} {totals[x]}" for x in seats), "4.4")


def materials_and_regions(fx: Effects, seat: int, viewer, cid: str) -> int:
    return min(VP_CAP, fx.count(seat, "material") // 3 + fx.count(seat, "region", "owned", viewer=viewer) // 3)


def sumerians_vp(fx: Effects, seat: int, viewer, cid: str) -> int:
    return 3


def two_per_player_with_less_progress(fx: Effects, seat: int, viewer, cid: str) -> int:
    mine = fx.s.seats[seat].progress
    return min(VP_CAP, 2 * sum(1 for p in fx.s.seats if p.progress < mine))


def proud(fx: Effects, seat: int, viewer, cid: str) -> int:
    """12 while garrisoned, 8 in history, 3 anywhere else."""
    p = fx.s.seats[seat]
    return 12 if cid in p.garrisoned() else 8 if cid in p.history else 3


def long_walls(fx: Effects, seat: int, viewer, cid: str) -> int:
    return min(VP_CAP, len(fx.long_walls(seat)))


def terracotta_warriors(fx: Effects, seat: int, viewer, cid: str) -> int:
    p = fx.s.seats[seat]
    return 7 if cid in p.garrisoned() else 3 if cid in p.history else 0


def exile_pile(fx: Effects, seat: int, viewer, cid: str) -> int:
    return min(VP_CAP, len(fx.s.exile) // 4)


SPECIAL_VP = {"long_walls": long_walls, "terracotta_warriors": terracotta_warriors, "exile_pile": exile_pile,
              "materials_and_regions": materials_and_regions, "sumerians": sumerians_vp,
              "two_per_player_with_less_progress": two_per_player_with_less_progress, "proud": proud}
