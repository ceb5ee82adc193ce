"""The estimate the greedy bot plays Imperium by (rules.core.GreedyBot, through
ImperiumEngine.estimate): the score as the seat sees it, and, for a seat ahead, the end brought
nearer (4.1). Nothing in the rules makes the game end by itself: once no Tributary is left in
the main deck, innovating gains 2 Progress every turn for as long as players like, so a bot that
counts points alone never ends it. A player who leads ends it: develops at deck exhaustion (3.7),
the last development triggering Scoring, and takes cards that empty the main deck.

The search bot scores a position by each seat's chance to finish ahead (`chances`, through
ImperiumEngine.rewards) instead: the estimate's bonuses for a seat ahead jump by tens of points
when the lead changes hands by one, and a search that looks several choices deep takes such jumps
for real gains; a chance grows smoothly with the lead, and for the seat ahead with the end nearer."""
from __future__ import annotations

import math
from functools import cache

from rules.core import Match

from .content import content
from .effects import Effects
from .scoring import score
from .verbs import VERBS
from .view import standing


@cache
def dearest_development() -> int:
    """The most Progress a development card can cost, Progress paying Materials one for two and
    Population one for one (5.23): what developing can cost a seat in points, at most."""
    c = content()
    return max((c.cards[x].cost.get("progress", 0) + c.cards[x].cost.get("population", 0)
                + (c.cards[x].cost.get("material", 0) + 1) // 2
                for nation in c.nations.values() for x in nation.cards if c.cards[x].start == "development"),
               default=0)


# The seat's own choices judged by what their best option leads to: which card a break through
# takes (5.12), and how to pay (5.23). Innovating changes nothing but the hand until the card is
# chosen, nor does a development until it is paid for. An unseen card ("deck:", the top of a deck
# or revealed from the main deck) is not looked at: the estimate never reads what the seat cannot see.
LOOK_THROUGH = ("5.12", "5.23")
MAIN_DECK_CAP = 40  # more cards than a main deck ever holds (36 with 4 players): one gone counts from here
MAIN_DECK_WORTH = 3  # a main deck card gone, to a seat ahead: more than innovating's 2 Progress


def estimate(m: Match, seat: int, depth: int = 2) -> float:
    """How well `seat` stands, in points, reading only what it may see (`standing(m, seat)`): its
    score if the game ended now; and, when it is ahead, the end nearer: each development card it
    has developed is worth more than the dearest one costs (ahead here is behind by no more than
    that cost, which its own developing may have spent), and, when it leads or shares the lead,
    each card gone from the main deck more than innovating's 2 Progress. At the seat's own choice of the card
    a break through takes, or of how to pay (`LOOK_THROUGH`), the best option in sight counts."""
    d = m.decision
    if depth and d is not None and d.seat == seat and d.rule in LOOK_THROUGH:
        seen = [o.id for o in d.options if not o.id.startswith("deck:")]
        if seen:
            return max(_after(m, option, seat, depth - 1) for option in seen)
    rows = standing(m, seat)
    mine = rows[seat]["total"]
    value = float(mine)
    best_other = max((r["total"] for r in rows if r["seat"] != seat), default=mine)
    reach = dearest_development()
    s = m.state
    if mine + reach >= best_other:
        p = s.seats[seat]
        nation = s.c.nations[p.nation]
        developed = 0 if nation.quests or nation.never_empire else \
            sum(1 for x in nation.cards if s.c.cards[x].start == "development") - len(p.development)
        value += (reach + 1) * developed
    if mine >= best_other:
        value += MAIN_DECK_WORTH * max(0, MAIN_DECK_CAP - len(s.decks["main"]))
    return value


def _after(m: Match, option: str, seat: int, depth: int) -> float:
    trial = m.clone()
    trial.play(option)
    return estimate(trial, seat, depth)


# Measured over 20 two-player matches of the greedy bot against itself (seeds 1 to 20): the main
# deck lost about 0.77 cards a turn; and with R rounds left, the final margin strayed from the
# margin then by about 3.2 * sqrt(R + 1) points (standard deviation: 4.6 with the last round to
# play, 10.2 with 9 left, 13.8 with 16 left).
MAIN_DECK_DRAIN = 0.77  # cards a turn
SWING = 3.2  # points, times the square root of the rounds left and one


def chances(m: Match) -> list[float]:
    """Each seat's chance to finish ahead, on a search bot's own deal (every card of it is the
    bot's guess, so the whole score counts): its lead over the best other seat against the swing
    of the rounds left, as a normal distribution has it. The rounds left are known once Scoring is
    triggered (4.2); before, the main deck's cards at the measured drain, and the round after."""
    s = m.state
    seats = len(s.seats)
    fx = Effects(m, VERBS)
    points = [score(fx, seat)[0] for seat in range(seats)]
    this_round = (seats - s.current) / seats  # the turns still to come in this round
    if s.last_round is None:
        rounds = len(s.decks["main"]) / (MAIN_DECK_DRAIN * seats) + 1 + this_round
    else:
        rounds = s.last_round - s.round + this_round
    spread = SWING * math.sqrt(2 * (rounds + 1))
    return [0.5 * (1 + math.erf((mine - max(points[:seat] + points[seat + 1:])) / spread))
            for seat, mine in enumerate(points)]
