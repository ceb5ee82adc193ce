"""Viscounts of the West Kingdom on the tabletop kernel: setup, views, results and invariants."""
from __future__ import annotations

import random
from functools import cache

from rules.core import Engine, Match
from rules.core.words import count

from .cards import catalogue, scheme_step_text, seen
from .components import components
from .estimate import estimate
from .flow import Flow
from .redeal import redeal
from .scoring import score, standing
from .state import WORKERS, Seat, State, card_of
from .townsfolk import card_lines, steps_text, townsfolk


class ViscountsEngine(Engine):
    id = "viscounts"
    title = "Viscounts of the West Kingdom"
    min_players = 1
    max_players = 4
    rules_version = 3
    playout_depth = 0  # random play says less than the estimate (measured in REFERENCE, Bots)
    options = {
        "ai": {"values": ["cleric", "builder", "noble", "card"], "default": "cleric",
               "help": "Solo: which AI opponent you face (15.1)", "players": [1]},
        "difficulty": {"values": [0, 1, 2, 3], "default": 0,
                       "help": "Solo: Future Schemes shuffled into the AI's Scheme pile at setup (15.10)",
                       "players": [1]},
    }

    # --- setup (rule 2) ---------------------------------------------------------------
    flow_class = Flow

    def setup(self, m: Match) -> State:
        c, rng, humans = components(), m.rng, len(m.players)
        n = humans + (1 if humans == 1 else 0)  # solo: the AI takes the second seat
        order = sorted(c.board.segments)
        rng.shuffle(order)
        ring = [x.id for x in c.board.castle.sections]
        turn = rng.below(len(ring))  # the castle's random orientation
        s = State(c, [], c.board.side_for(n), tuple(order), c.board.arrows(order),
                  {seg: ring[(i + turn) % len(ring)] for i, seg in enumerate(order)})
        cards = townsfolk()
        neutral = sorted(cid for cid, t in cards.items() if t.kind == "neutral")
        rng.shuffle(neutral)
        for i, seg in enumerate(order):
            s.townsfolk_piles[seg] = neutral[i::len(order)]
        grey = sorted(mid for mid, x in c.manuscripts.cards.items() if x.back == "grey")
        black = sorted(mid for mid, x in c.manuscripts.cards.items() if x.back == "black")
        rng.shuffle(grey)
        rng.shuffle(black)
        per_pile = len(black) // len(order)
        for i, seg in enumerate(order):
            # the grey-backed manuscript ends on top (the end of the list) once the pile is turned over
            s.manuscript_piles[seg] = black[i * per_pile:(i + 1) * per_pile] + [grey[i]]
        starting = sorted(cid for cid, t in cards.items() if t.kind == "starting")
        for seat, name in enumerate(m.players):
            s.seats.append(Seat(name, hand=[f"{cid}/{seat}" for cid in starting]))
        if humans == 1:
            s.seats.append(self.solo_seat(s, m))
        for p in s.seats:
            p.virtue = c.player.track.virtue_start
        for seg in order:
            for spot in c.board.segments[seg].sides[s.side].spots:
                s.spots[f"{seg}.{spot.id}"] = None
        for sec in ring:
            s.tier1[sec] = [0] * n
            s.tier2[sec] = [0] * n
        s.tier3 = [0] * n
        s.fill_kingdom_piles()
        s.start_player = rng.below(humans)  # solo: the human is start player (15.1)
        numbers = sorted(c.player.cards)
        heroes = sorted(cid for cid, t in cards.items() if t.kind == "hero")
        rng.shuffle(numbers)
        rng.shuffle(heroes)
        s.offers = sorted(zip(numbers[:humans + 1], heroes[:humans + 1]))
        m.event(f"Segments in order: {', '.join(c.board.segments[x].name for x in order)}", "2.1")
        m.event(f"{m.players[s.start_player]} is start player", "2.5")
        return s

    def solo_seat(self, s: State, m: Match) -> Seat:
        """The AI's seat, its Scheme piles built by 15.1 and 15.10."""
        c, board = s.c, s.c.solo.ais[m.options["ai"]]
        starting = sorted(x for x, sch in c.solo.schemes.items() if sch.deck == "starting" and x not in board.remove)
        s.future = sorted(x for x, sch in c.solo.schemes.items() if sch.deck == "future" and x not in board.remove)
        m.rng.shuffle(starting)
        m.rng.shuffle(s.future)
        extra = [s.future.pop() for _ in range(m.options["difficulty"])]
        draw = starting + extra
        m.rng.shuffle(draw)
        m.event(f"The {board.name} plays against you" + (f", with {count(len(extra), 'Future Scheme')} in its pile" if extra else ""), "15.1")
        return Seat(board.name, ai=board.id, draw=draw)

    # --- views (rule 17) --------------------------------------------------------------
    def view(self, m: Match, seat: int | None) -> dict:
        s: State = m.state
        c = s.c
        flow = Flow(m)
        return {
            "round": s.round,
            "current": s.current,
            "phase": s.phase,
            "track": [{"owner": steps_text(spot.above),
                       "others": steps_text(spot.below) + (", if no Criminal on their board" if spot.below_if else "")}
                      for spot in c.player.track.collision],
            "start_player": s.start_player,
            "side": s.side,
            "segments": [segment_view(s, seg) for seg in s.order],
            "castle": {"sections": [{"id": sec.id, "faces": next(g for g, x in s.castle_faces.items() if x == sec.id),
                                     "reward": ", ".join(x.text for x in sec.tier2),
                                     "tier1": list(s.tier1[sec.id]), "tier2": list(s.tier2[sec.id])}
                                    for sec in c.board.castle.sections],
                       "tier3": list(s.tier3), "leader": s.castle_leader},
            "kingdom": {"debts_on_poverty": s.debts_on_poverty, "deeds_on_prosperity": s.deeds_on_prosperity,
                        "poverty": s.poverty, "prosperity": s.prosperity, "final_round": s.final_round},
            "offers": [{"card": n, "hero": card_view(h)} for n, h in s.offers] if not all(p.town for p in s.seats) else [],
            "seats": [{"name": p.name, "ai": p.ai, "town": p.town, "row": [piece_view(s, x) if x else None for x in p.row],
                       "hand_count": len(p.hand), "draw_count": len(p.draw),
                       "discard": [piece_view(s, x) for x in p.discard], "goods": dict(p.goods),
                       "corruption": p.corruption, "virtue": p.virtue, "debts": p.debts, "paid_debts": p.paid_debts,
                       "deeds": p.deeds, "approved_deeds": p.approved_deeds, "built": {k: len(v) for k, v in p.built.items() if v},
                       "buildings": buildings_view(s, p),
                       "workers": p.workers, "manuscripts": [manuscript_view(s, x) for x in p.manuscripts],
                       "cleric_bonus": list(p.cleric_bonus), "icons": flow.board_icons(i)}
                      for i, p in enumerate(s.seats)],
            "hand": None if seat is None else [card_view(x) for x in s.seats[seat].hand],
            "future_count": len(s.future),
            "standing": standing(s),
            "cards": seen(s, seat, m.options["difficulty"]),
        }

    def catalogue(self) -> list[dict]:
        return [dict(card) for card in catalogue()]

    def result(self, m: Match) -> dict:
        return score(m.state)

    def estimate(self, m: Match, seat: int) -> float:
        return estimate(m, seat)

    def redeal(self, state: State, seat: int, seen: dict, rng: random.Random) -> State:
        return redeal(state, seat, seen, rng)

    # --- invariants checked after every self-play step ----------------------------------
    def check_invariants(self, m: Match) -> None:
        s: State = m.state
        c = s.c
        starting, neutral = _kinds()
        held = [cid for pile in s.townsfolk_piles.values() for cid in pile] + s.removed
        schemes = list(s.future)
        for seat, p in enumerate(s.seats):
            mine = p.cards() + p.destroyed
            if p.ai:
                schemes += mine
            else:
                own = sorted(x for x in mine if "/" in x)
                assert own == [f"{cid}/{seat}" for cid in starting], f"seat {seat}: starting cards {own}"
                held += mine
            placed = sum(s.tier1[x][seat] + s.tier2[x][seat] for x in s.tier1) + s.tier3[seat]
            assert p.workers + placed == WORKERS, f"seat {seat}: {p.workers} + {placed} workers"
            assert 0 <= p.corruption <= p.virtue < c.player.track.spaces, f"seat {seat}: track"
            assert min(p.goods.values()) >= 0, f"seat {seat}: goods {p.goods}"
            assert min(p.debts, p.deeds, p.paid_debts, p.approved_deeds) >= 0
            on_board = sum(1 for v in s.spots.values() if v and v[0] == seat)
            assert on_board == p.buildings(), f"seat {seat}: buildings"
            for b, numbers in p.built.items():
                assert numbers == sorted(set(numbers)) and set(numbers) <= set(range(1, c.player.building(b).count + 1)), \
                    f"seat {seat}: {b} {numbers}"
        shared = [x for x in held if "/" not in x]
        assert len(shared) == len(set(shared)), "a townsfolk card is in two places"
        assert neutral <= set(shared), "a neutral townsfolk went missing"
        assert not set(shared) & {h for _, h in s.offers}, "a hero both offered and taken"
        assert len(schemes) == len(set(schemes)) and set(schemes) <= c.solo.schemes.keys(), "scheme cards"
        manuscripts = [x for pile in s.manuscript_piles.values() for x in pile] + [x for p in s.seats for x in p.manuscripts]
        assert sorted(manuscripts) == sorted(c.manuscripts.cards), "the 35 manuscripts are not all accounted for"


@cache
def _kinds() -> tuple[tuple[str, ...], frozenset[str]]:
    """The starting townsfolk ids (sorted) and the neutral ones."""
    cards = townsfolk()
    return (tuple(sorted(cid for cid, t in cards.items() if t.kind == "starting")),
            frozenset(cid for cid, t in cards.items() if t.kind == "neutral"))


def piece_view(s: State, cid: str) -> dict:
    """A card on a board or discard pile: a townsfolk, or one of the solo AI's Scheme cards."""
    scheme = s.c.solo.schemes.get(cid)
    if scheme is None:
        return card_view(cid)
    return {"id": cid, "name": f"Scheme {cid}", "cost": 0, "icons": dict(scheme.icons),
            "text": [", ".join(scheme_step_text(x) for x in scheme.steps)]}


def buildings_view(s: State, p: Seat) -> list[dict]:
    """The nine buildings in the order of the seat's board (an AI board has its own order), each
    with whether it is built."""
    order = s.c.solo.buildings if p.ai else [b.id for b in s.c.player.buildings]
    return [{"kind": kind, "number": n, "built": n in p.built.get(kind, [])}
            for kind in order for n in range(1, s.c.player.building(kind).count + 1)]


def card_view(cid: str) -> dict:
    t = card_of(cid)
    return {"id": cid, "name": t.name, "cost": t.cost, "icons": dict(t.icons), "text": list(card_lines(t))}


def manuscript_view(s: State, mid: str) -> dict:
    x = s.c.manuscripts.cards[mid]
    vp = f"{x.vp_each} VP per {x.vp_per}" if x.vp_per else (f"{x.vp_flat} VP" if x.vp_flat else "")
    return {"id": mid, "ribbon": x.ribbon, "cost": x.cost, "effect": ", ".join(e.text for e in x.effect), "vp": vp}


def segment_view(s: State, seg: str) -> dict:
    c = s.c
    segment = c.board.segments[seg]
    side = segment.sides[s.side]
    top = s.visible_townsfolk(seg)
    manuscript = s.top_manuscript(seg)
    return {
        "id": seg, "name": segment.name, "castle": s.castle_faces[seg],
        "towns": {place: {"start": segment.start.get(place, 0), "exchange": side.exchange.get(place, ""),
                          "viscounts": [i for i, p in enumerate(s.seats) if p.town == f"{seg}.{place}"]}
                  for place in ("left", "right", "inside")},
        "townsfolk": {"top": card_view(top) if top else None, "count": len(s.townsfolk_piles[seg]),
                      "printed": segment.townsfolk.name},
        "manuscript": {"top": manuscript_view(s, manuscript) if manuscript else None,
                       "count": len(s.manuscript_piles[seg]), "printed_cost": segment.manuscript.cost},
        "spots": [{"id": f"{seg}.{spot.id}", "reward": ", ".join(x.text for x in spot.reward),
                   "building": None if s.spots[f"{seg}.{spot.id}"] is None else
                   {"seat": s.spots[f"{seg}.{spot.id}"][0], "kind": s.spots[f"{seg}.{spot.id}"][1]}}
                  for spot in side.spots],
    }
