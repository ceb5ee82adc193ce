"""The estimate the greedy bot plays Viscounts by (rules.core.GreedyBot, through
ViscountsEngine.estimate): the score now and what the seat's holdings should still become."""
from __future__ import annotations

from rules.core import Match

from .flow import ACTION_PLACES, Flow
from .scoring import score, split_places
from .state import GOODS, State, card_of

# What a holding is likely still to turn into, in points. A resource buys one icon, and the
# cheapest VP cost about one icon each (a Workshop, two workers, a manuscript); silver buys half
# as much; a card in the deck is worth a little under its silver value; each step of the virtue
# marker brings a collision nearer on the track's deeds side; a worker placed may still move in;
# a building spot pays about one good; an immediate effect about one VP; a manuscript's VP per
# item (building, icon, flip...) is taken as three items.
WORTH = {"resource": 0.8, "silver": 0.4, "card": 0.3, "virtue": 0.3, "worker": 1.5, "spot": 0.8,
         "effect": 1.0, "items": 3}
LOOK_THROUGH = ("building", "spot")  # choices that change nothing until the building is paid for and placed
EXTRA_SPACES = 2  # extra spaces bought with silver that action_prospect considers


def estimate(m: Match, seat: int, depth: int = len(LOOK_THROUGH)) -> float:
    """How well `seat` stands, in points: its score if the game ended now, plus what its holdings
    should still become (`prospects`), plus, until its primary action is done, what the best
    action within reach should gain (`action_prospect`). A choice of a building or a spot
    changes nothing by itself, so there the best of what its options lead to counts."""
    s, d = m.state, m.decision
    if depth and d is not None and d.seat == seat and d.options[0].id.split(":")[0] in LOOK_THROUGH:
        return max(estimate(_after(m, o.id), seat, depth - 1) for o in d.options)
    value = score(s)["scores"][seat]["total"] + prospects(s, seat)
    if s.current == seat and 1 <= s.phase <= 3:
        value += action_prospect(Flow(m), seat)
    return value


def _after(m: Match, option: str) -> Match:
    trial = m.clone()
    trial.play(option)
    return trial


def prospects(s: State, seat: int) -> float:
    """Points not yet scored: goods (a person's; the AI's resources score already), the seat's
    townsfolk by their silver value, virtue against corruption (none of these in the last round,
    when there is no turn left to use them), and half of what an unrevealed Poverty or Prosperity
    card would pay now."""
    p = s.seats[seat]
    value = 0.0
    if not p.ai and s.round != s.last_round:
        value += goods_worth({g: p.goods[g] for g in GOODS})
        value += WORTH["card"] * sum(card_of(cid).cost for cid in p.cards())
        value += WORTH["virtue"] * (s.c.player.track.virtue_start - p.virtue - p.corruption)
    n = s.players
    if not s.poverty:
        value += split_places([q.approved_deeds for q in s.seats], s.c.kingdom.poverty.payouts(n))[seat] / 2
    if not s.prosperity:
        value += split_places([q.paid_debts for q in s.seats], s.c.kingdom.prosperity.payouts(n))[seat] / 2
    return value


def goods_worth(goods: dict[str, int]) -> float:
    return sum(n * WORTH["silver" if g == "silver" else "resource"] for g, n in goods.items())


def action_prospect(flow: Flow, seat: int) -> float:
    """What the primary action should still gain (by WORTH, less what it spends): the action under
    way; before one is chosen, the best at the viscount's town; in phases 1 and 2, the best at a
    town the card played (before that, a card in hand) reaches, less silver for extra spaces."""
    s, p = flow.s, flow.s.seats[seat]
    if s.phase == 3:
        return action_value(flow, seat, p.action) if p.action else max(
            [action_value(flow, seat, a) for a, places in ACTION_PLACES.items() if s.place_of(p.town) in places])
    home, best, at = p.town, 0.0, {}
    free = flow.building_ability(seat, "extra_move")
    try:  # each town is judged by standing the viscount there for a moment
        for move in {card_of(p.row[0]).cost} if p.row[0] else {card_of(c).cost for c in p.hand}:
            for town, steps in flow.reachable(home, move, move + free + min(p.goods["silver"], EXTRA_SPACES)).items():
                if town not in at:
                    p.town = town
                    at[town] = max(action_value(flow, seat, a) for a, places in ACTION_PLACES.items()
                                   if s.place_of(town) in places)
                best = max(best, at[town] - WORTH["silver"] * max(0, steps - move - free))
    finally:
        p.town = home
    return best


def action_value(flow: Flow, seat: int, action: str) -> float:
    """What one action at the viscount's town should gain, with the icons dismissed for it, or with
    a dismissal still to come if that pays better."""
    p = flow.s.seats[seat]
    value = action_gain(flow, seat, action, p.lent)
    card = flow.dismissable(seat, action)
    if card:
        value = max(value, action_gain(flow, seat, action, flow.lent_icons(card)) - WORTH["silver"] * flow.dismiss_cost(seat, card))
    return value


def action_gain(flow: Flow, seat: int, action: str, lent) -> float:
    """The best one action can gain with the board's icons and `lent` ones, less the goods it spends."""
    s, p, c = flow.s, flow.s.seats[seat], flow.c
    gains = [0.0]
    if action == "build":
        for kind in {kind for kind, _ in flow.build_options(seat, lent)}:
            b, k = c.player.building(kind), p.buildings(kind)
            paid = goods_worth(flow.plans(seat, "build", b.cost, lent)[0])
            gains.append(b.score[k] - (b.score[k - 1] if k else 0) + WORTH["spot"] - paid)
    elif action == "noble":
        for k in flow.worker_options(seat, lent):
            gains.append(k * WORTH["worker"] - goods_worth(flow.plans(seat, "noble", c.player.noble[k - 1], lent)[0]))
    elif action == "transcribe":
        plans = flow.plans(seat, "transcribe", flow.transcribe_cost(seat), lent)
        if plans:
            top = s.top_manuscript(s.segment_of(p.town))
            gains.append((manuscript_gain(s, seat, top) if top else WORTH["effect"]) - goods_worth(plans[0]))
    else:
        exchange, pool = flow.exchange_here(seat), flow.free_icons(seat, "trade", lent)
        if exchange == "silver":
            gains.append(pool * WORTH["silver"])
        elif exchange == "resource":
            gains.append(pool // 2 * WORTH["resource"])
        elif exchange == "flip":
            flips = min(p.debts + p.deeds, (pool + p.goods["silver"]) // 4)
            gains.append(flips * (2 + WORTH["resource"]) - max(0, 4 * flips - pool) * WORTH["silver"])
    return max(gains)


def manuscript_gain(s: State, seat: int, mid: str) -> float:
    """What one more manuscript adds: its ribbon in the sets, its own VP, its immediate effect."""
    c, p = s.c, s.seats[seat]
    before = [c.manuscripts.cards[x].ribbon for x in p.manuscripts]
    card = c.manuscripts.cards[mid]
    sets = c.manuscripts.sets_score({r: (before + [card.ribbon]).count(r) for r in c.manuscripts.ribbons}) - \
        c.manuscripts.sets_score({r: before.count(r) for r in c.manuscripts.ribbons})
    own = card.vp_flat or card.vp_each * WORTH["items"]
    return sets + own + (WORTH["effect"] if card.effect else 0)
