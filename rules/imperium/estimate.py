"""The estimate the greedy bot plays Imperium by (rules.core.GreedyBot, through
ImperiumEngine.estimate): the score as the seat sees it, and, for a seat ahead, the end brought
nearer (4.1). Nothing in the rules makes the game end by itself: once no Tributary is left in
the main deck, innovating gains 2 Progress every turn for as long as players like, so a bot that
counts points alone never ends it. A player who leads ends it: develops at deck exhaustion (3.7),
the last development triggering Scoring, and takes cards that empty the main deck."""
from __future__ import annotations

from functools import cache

from rules.core import Match

from .content import content
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
