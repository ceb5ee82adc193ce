"""A War of Whispers on the tabletop kernel: setup, views, scoring and invariants."""
from __future__ import annotations

from rules.core import Engine, Match
from rules.core.words import count

from . import cards, redeal
from .content import LOYALTY_SLOTS, POSITION_TITLES, POSITIONS, SOCIETIES, content
from .flow import Flow
from .state import AGENTS_PER_SEAT, UNITS_PER_EMPIRE, State


class WhispersEngine(Engine):
    id = "whispers"
    title = "A War of Whispers"
    min_players = 2
    max_players = 4
    rules_version = 3
    options = {
        "advanced": {"values": [False, True], "default": False,
                     "help": "Advanced rule: agents may be sent to regions, each counting as a city (12.1)"},
    }

    flow_class = Flow

    def setup(self, m: Match) -> State:
        c = content()
        n = len(m.players)
        s = State(c, n, m.options["advanced"])
        for r, region in c.regions.items():
            s.unit_empire[r] = region.home if region.banners else None
            s.unit_count[r] = region.banners
            s.region_agents[r] = []
        s.index_map()
        for e in c.empire_ids:
            s.reserve[e] = UNITS_PER_EMPIRE - c.banners[e]
            s.decks[e] = list(c.empire_cards[e])
            m.rng.shuffle(s.decks[e])
            for p in POSITIONS:
                s.council[(e, p)] = None
        s.hands = [[] for _ in range(n)]
        s.agents_supply = [AGENTS_PER_SEAT] * n
        for _ in range(n):
            tokens = list(c.empire_ids)
            m.rng.shuffle(tokens)
            s.loyalty.append(tokens)
            s.revealed.append([False] * len(tokens))
        s.swaps = [0] * n
        s.first = m.rng.below(n)
        m.event("Starting units stand on every banner; the empire decks are shuffled", "1.3")
        m.event("Each society's loyalty tokens are shuffled face down onto its board", "1.5")
        m.event(f"{m.players[s.first]} is drawn as first player", "1.6")
        m.event(f"Round 1 begins; {m.players[s.first]} is first player", "2.2")
        return s

    # --- views (rule 13) --------------------------------------------------------------
    def view(self, m: Match, seat: int | None) -> dict:
        s: State = m.state
        c = s.c
        over = s.phase == "over"
        return {
            "round": s.round,
            "phase": s.phase,
            "first_player": s.first,
            "active": None if s.active is None else {"empire": s.active[0], "position": s.active[1]},
            "empires": [{"id": e.id, "name": e.name, "color": e.color, "reserve": s.reserve[e.id],
                         "deck": len(s.decks[e.id]), "cities": s.symbols(e.id, "city")} for e in c.empires],
            "regions": [{"id": r.id, "name": r.name, "home": r.home, "pos": list(r.pos), "cities": r.cities,
                         "farm": r.farm, "fort": r.fort, "units": s.unit_count[r.id],
                         "unit_empire": s.unit_empire[r.id], "controller": s.controller(r.id),
                         "agents": list(s.region_agents[r.id])} for r in c.regions.values()],
            "edges": [list(e) for e in c.edges],
            "seas": [list(p) for p in c.seas],
            "councils": {e: [{"position": p, "title": POSITION_TITLES[p], "agent": s.council[(e, p)],
                              "controller": s.control(e, p)[0],
                              "actions": [c.actions[a].label for a in c.councils[e][p]]} for p in POSITIONS]
                         for e in c.empire_ids},
            "seats": [{"name": m.players[i], "society": SOCIETIES[i], "agents_supply": s.agents_supply[i],
                       "agents_placed": AGENTS_PER_SEAT - s.agents_supply[i], "hand_count": len(s.hands[i]),
                       "swaps": s.swaps[i],
                       "loyalty": [{"slot": slot, "title": title, "multiplier": mult,
                                    "empire": s.loyalty[i][k] if (over or i == seat or s.revealed[i][k]) else None,
                                    "revealed": s.revealed[i][k]}
                                   for k, (slot, title, mult) in enumerate(LOYALTY_SLOTS)]}
                      for i in range(s.seats)],
            "hand": None if seat is None else [
                {"id": cid, "empire": c.cards[cid].empire, "name": c.cards[cid].name,
                 "effects": [{"name": e.name, "cost": list(e.cost)} for e in c.cards[cid].effects]}
                for cid in s.hands[seat]],
            "standing": standing(s, m.players, seat),
            "cards": cards.table_cards(s, m.players, seat),
        }

    def catalogue(self) -> list[dict]:
        return cards.catalogue()

    def redeal(self, state: State, seat: int, seen: dict, rng) -> State:
        """The other seats' hidden tokens and cards and the decks dealt again for `seat`
        (rules/whispers/redeal.py)."""
        return redeal.redeal(state, seat, seen, rng)

    # --- scoring (rule 11) ------------------------------------------------------------
    def result(self, m: Match) -> dict:
        s: State = m.state
        return score(s, m.players)

    def estimate(self, m: Match, seat: int) -> float:
        """The points `seat` would score if the game ended now (its own loyalties are known to it)."""
        return score(m.state, m.players)["scores"][seat]["total"]

    # --- invariants checked after every self-play step ----------------------------------
    def check_invariants(self, m: Match) -> None:
        s: State = m.state
        c = s.c
        on_map = dict.fromkeys(c.empire_ids, 0)
        for r, n in s.unit_count.items():
            e = s.unit_empire[r]
            assert n >= 0 and (n == 0) == (e is None), f"{r}: {n} units of {e}"
            if n:
                on_map[e] += n
        for e in c.empire_ids:
            assert on_map[e] + s.reserve[e] == UNITS_PER_EMPIRE, f"{e}: {on_map[e]} on map + {s.reserve[e]} in reserve"
            assert s.reserve[e] >= 0, f"{e}: negative reserve"
        held = [cid for h in s.hands for cid in h] + s.in_play
        for e, deck in s.decks.items():
            assert all(c.cards[cid].empire == e for cid in deck), f"a card in the wrong deck: {e}"
            held += deck
        assert len(held) == len(set(held)) == len(c.cards), "the 40 empire cards are not all accounted for"
        placed = [0] * s.seats
        for seat in s.council.values():
            if seat is not None:
                placed[seat] += 1
        in_regions = [0] * s.seats
        for seats in s.region_agents.values():
            for seat in seats:
                in_regions[seat] += 1
        for seat in range(s.seats):
            assert placed[seat] + in_regions[seat] + s.agents_supply[seat] == AGENTS_PER_SEAT, f"seat {seat}: agents"
            assert in_regions[seat] <= (2 if s.advanced else 0), f"seat {seat}: {in_regions[seat]} agents in regions"
            assert sorted(s.loyalty[seat]) == sorted(c.empire_ids), f"seat {seat}: loyalty tokens"
            assert sum(s.revealed[seat]) == 2 * s.swaps[seat] or s.phase == "over", f"seat {seat}: revealed tokens"

def score(s: State, players: list[str]) -> dict:
    """Cities each empire controls times the seat's loyalty multiplier (rule 11.2), agents in
    regions counting as cities (rule 12.1); ties by fewest swaps, then most cards (rule 11.3)."""
    c = s.c
    cities = {e: s.symbols(e, "city") for e in c.empire_ids}
    names = cards.empire_names()
    scores = []
    for seat, name in enumerate(players):
        breakdown = loyalty_points(s.loyalty[seat], cities, names)
        agent_regions = [r for r, seats in s.region_agents.items() if seat in seats]
        for r in agent_regions:
            e = s.controller(r)
            mult = LOYALTY_SLOTS[s.loyalty[seat].index(e)][2]
            breakdown.append({"label": f"Agent in {c.regions[r].name}, held by the {names[e]}: x{mult}", "points": mult,
                              "empire": e})
        scores.append({"seat": seat, "name": name, "total": sum(b["points"] for b in breakdown),
                       "breakdown": breakdown, "swaps": s.swaps[seat], "hand": len(s.hands[seat])})
    best = max(scores, key=_rank)
    winners = [x["seat"] for x in scores if _rank(x) == _rank(best)]
    top = [x for x in scores if x["total"] == best["total"]]
    note = ""
    if len(top) > 1:
        note = ("Tied on points; the tie is broken by fewest loyalty swaps, then most cards in hand"
                if len(winners) < len(top) else "Tied on points, swaps and cards: the win is shared")
    return {"scores": scores, "winners": winners, "note": note}


def loyalty_points(tokens: list[str], cities: dict[str, int], names: dict[str, str]) -> list[dict]:
    """One line per loyalty slot: the cities of the empire on it times the slot's multiplier."""
    return [{"label": f"{names[e]}: {title} x{mult}, {count(cities[e], 'city', 'cities')}", "points": mult * cities[e],
             "empire": e} for e, (_, title, mult) in zip(tokens, LOYALTY_SLOTS)]


def standing(s: State, players: list[str], viewer: int | None) -> list[dict]:
    """What each seat would score if the game ended now, as far as `viewer` may know: a line
    that hangs on a loyalty token the viewer cannot see is left out, and counted as hidden."""
    rows = []
    for entry in score(s, players)["scores"]:
        seat = entry["seat"]
        known = {e for e, shown in zip(s.loyalty[seat], s.revealed[seat]) if shown or seat == viewer or s.phase == "over"}
        lines = [line for line in entry["breakdown"] if line["empire"] in known]
        rows.append({"seat": seat, "name": entry["name"], "total": sum(line["points"] for line in lines),
                     "breakdown": lines, "hidden": len(entry["breakdown"]) - len(lines)})
    return rows


def _rank(entry: dict) -> tuple[int, int, int]:
    return entry["total"], -entry["swaps"], entry["hand"]

