"""What each seat may see of an Imperium match (Secrets: hands to their owner, history to its
owner, every deck's order and contents to nobody; the rest is public)."""
from __future__ import annotations

from rules.core import Match

from .cards import describe, in_sight
from .content import KING_OF_KINGS
from .effects import Effects
from .scoring import score, unrest_count
from .state import State
from .verbs import VERBS
from .words import either


def card_view(s: State, cid: str, side: str | None = None) -> dict:
    """What the board draws of a card; its words are in the view's "cards"."""
    c = s.card(cid)
    return {"id": cid, "name": describe(cid, side)["name"], "types": list(c.types), "state": c.state,
            "tags": list(c.tags), "icons": list(c.icons), "pinned": c.pinned, "attack": c.attack}


def seat_view(s: State, i: int, seat: int | None) -> dict:
    p = s.seats[i]
    own = seat == i
    nation = s.c.nations[p.nation]
    return {
        "name": p.name, "nation": nation.name, "side": p.side, "state": "Empire" if p.empire else "Barbarian",
        "power": card_view(s, p.power, p.side), "material": p.material, "population": p.population,
        "progress": p.progress, "actions": p.actions, "exhausts": p.exhausts,
        "play": [{**card_view(s, x), "exhausted": x in p.exhausted,
                  "garrison": [{**card_view(s, g), "quest": nation.quests and s.card(g).start == "development"}
                               for g in p.garrison.get(x, [])]} for x in p.play],
        "power_exhausted": p.power in p.exhausted,
        "journey": ({**card_view(s, p.journey_card(), p.sides[p.journey_card()]),
                     "exhausted": p.journey_card() in p.exhausted, "under": len(p.journey) - 1}
                    if p.journey else None),
        "sunken_count": len(p.sunken), "sunken": [card_view(s, x) for x in p.sunken] if own else None,
        "card_tokens": {x: n for x, n in p.card_tokens.items()},
        "resolving": [card_view(s, x) for x in p.limbo],
        "discard": [card_view(s, x) for x in p.discard],
        "development": [{**card_view(s, x), "cost": dict(s.card(x).cost)} for x in p.development],
        "quests": nation.quests,
        "hand_count": len(p.hand), "deck_count": len(p.deck), "history_count": len(p.history),
        "nation_deck_count": len(p.nation_deck), "nation_token": p.nation_token,
        "development_token": p.development_token,
        "hand": [card_view(s, x) for x in p.hand] if own else None,
        "history": [card_view(s, x) for x in p.history] if own else None,
    }


def view(m: Match, seat: int | None) -> dict:
    s: State = m.state
    return {
        "round": s.round, "current": s.current, "phase": s.phase, "last_round": s.last_round,
        "market": [{"card": card_view(s, sp.card) if sp.card else None, "unrest": sp.unrest is not None,
                    "tokens": dict(sp.tokens), "deck": sp.deck} for sp in s.market],
        "decks": {k: len(v) for k, v in s.decks.items()},
        "fame_count": len([x for x in s.fame if x != KING_OF_KINGS]), "king_of_kings": s.kok_side,
        "unrest_pile": len(s.unrest), "exile": [card_view(s, x) for x in s.exile],
        "seats": [seat_view(s, i, seat) for i in range(len(s.seats))],
        "standing": standing(m, seat),
        "cards": in_sight(s, seat, m.decision),
    }


def standing(m: Match, seat: int | None) -> list[dict]:
    """The score if the game ended now, as far as the viewer may see: its own cards in full, the
    others' open cards (play area and discard pile), each counting only what the viewer may see;
    the cards left out are counted as hidden."""
    fx = Effects(m, VERBS)
    rows = []
    for i, p in enumerate(m.state.seats):
        total, lines = score(fx, i, viewer=seat)
        hidden = 0 if i == seat else len(p.hand) + len(p.deck) + len(p.history)
        rows.append({"seat": i, "name": p.name, "total": total,
                     "breakdown": [{"label": label, "points": n} for label, n in lines if n], "hidden": hidden})
    return rows


def result(m: Match) -> dict:
    s: State = m.state
    fx = Effects(m, VERBS)
    scores = []
    for i, p in enumerate(s.seats):
        total, lines = score(fx, i)
        scores.append({"seat": i, "name": p.name, "total": total,
                       "breakdown": [{"label": label, "points": n} for label, n in lines]})
    return {"scores": scores, "winners": list(s.winners), "note": end_note(fx)}


def end_note(fx: Effects) -> str:
    """How the game ended, in words: "Scoring: the main deck ran out in round 9; round 10 was the
    last", "Collapse: the Unrest pile ran out in round 7 (Bob took the last Unrest); Ann had the
    fewest Unrest (1)"."""
    s = fx.s
    if not s.collapse:
        return f"Scoring: {s.end_reason}; round {s.last_round} was the last"
    counts = [unrest_count(fx, i) for i in range(len(s.seats))]
    least = min(counts)
    fewest = either([p.name for p, n in zip(s.seats, counts) if n == least], "and")
    return f"Collapse: {s.end_reason}; {fewest} had the fewest Unrest ({least})"
