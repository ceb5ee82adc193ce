"""Imperium's flow: rounds of turns (Activate, Innovate or Revolt, then Cleanup), deck exhaustion
at once whoever's turn it is, the Solstice, the end (Scoring or Collapse).

The flow starts wherever the state says (`State.phase`, `State.current`, `State.round`) and calls
`Match.checkpoint()` at every turn start and at the Solstice, so a match clones in about a turn.
The cards act through effects.py, each step by its verb's record (verbs.py); the market is market.py."""
from __future__ import annotations

from functools import cache, lru_cache

from rules.core import Match, Option, Steps
from rules.core.words import count

from .choices import ask, choose, once_each
from .content import MARKET_TYPES, content
from .effects import Collapse, Ctx, Effects
from .market import Market
from .scoring import finish
from .state import State
from .verbs import VERBS
from .words import some

INNOVATE = {t: f"Innovate: discard your hand, break through for {some(t)}" for t in MARKET_TYPES}
PASS = Option("end", "Pass (Activate nothing)", "3.3", data=("end", None))
END_TURN = Option("end", "End your turn", "3.3", data=("end", None))


class Flow:
    """The match from wherever its state stands: turn after turn, each round closed by the Solstice."""

    def __init__(self, m: Match):
        self.m = m
        self.s: State = m.state
        self.c = self.s.c
        self.fx = Effects(m, VERBS)  # the table as the cards act on it, each step by its verb's record
        self._innovate: tuple[tuple, list[Option]] = ((), [])  # the market's cards, and the Innovate options they make

    # --- the match ---------------------------------------------------------------------------
    def run(self) -> Steps:
        s = self.s
        try:
            while s.phase != "over":
                self.m.checkpoint()
                if s.phase == "turn":
                    yield from self.turn(s.current)
                    s.current = (s.current + 1) % len(s.seats)
                    if s.current == 0:
                        s.phase = "solstice"
                else:
                    yield from self.solstice()
                    if s.last_round == s.round:
                        s.phase = "over"
                    else:
                        s.round += 1
                        s.phase = "turn"
        except Collapse as taken:
            s.collapse = True
            s.end_reason = f"the Unrest pile ran out in round {s.round} ({taken})"
            self.m.event("The Unrest pile is empty: the empires collapse", "4.3")
        s.phase = "over"
        yield from finish(self.fx)

    # --- the turn ------------------------------------------------------------------------------
    def turn(self, seat: int) -> Steps:
        p = self.s.seats[seat]
        fx = self.fx
        fx.say(f"Round {self.s.round}: {p.name}'s turn", "3.1")
        self.s.action = "activate"
        begun = False
        while True:
            opts = fx.activate_options(seat)
            if not begun:
                opts += self.innovate_options()
                unrest = [x for x in p.hand if self.c.cards[x].types == ("unrest",)]
                if unrest:
                    opts.append(revolt_option(unrest[0]))
            opts.append(END_TURN if begun else PASS)
            # asked even when ending is all that is left while the hand holds cards: whether one could
            # be played is the seat's secret (content decision 35)
            action, what = (yield from choose(seat, turn_prompt(p.actions, p.exhausts), opts, "3.3",
                                              always_ask=bool(p.hand))).data
            if action == "end":
                break
            if action == "innovate":
                self.s.action = "innovate"
                yield from self.innovate(fx, seat, what)
                break
            if action == "revolt":
                self.s.action = "revolt"
                yield from self.revolt(fx, seat)
                break
            begun = True
            yield from fx.activate(seat, action, what)
        yield from self.cleanup(seat, fx)

    def innovate_options(self) -> list[Option]:
        """Innovate for each type, with the market cards of the type it may take (made again only
        when the market's cards have changed since the last time)."""
        cards = tuple(sp.card for sp in self.s.market)
        if cards != self._innovate[0]:
            market = [(x, self.c.cards[x].types) for x in cards if x]
            self._innovate = cards, [innovate_option(t, tuple(x for x, types in market if t in types))
                                     for t in INNOVATE]
        return list(self._innovate[1])

    def innovate(self, fx: Effects, seat: int, kind: str) -> Steps:
        p = self.s.seats[seat]
        p.discard += p.hand
        p.hand = []
        fx.say(f"{p.name} innovates: discards their hand", "3.4")
        yield from Market(fx).break_through(Ctx(seat, p.power), seat, [kind], why="Innovate")

    def revolt(self, fx: Effects, seat: int) -> Steps:
        p = self.s.seats[seat]
        while True:
            unrest = [x for x in p.hand if "unrest" in self.c.cards[x].types]
            if not unrest:
                return
            opts = [Option("return", f"Return an Unrest ({len(unrest)} in hand)", "3.5", cards=tuple(unrest[:1])),
                    Option("done", "Keep the rest", "3.5")]
            if (yield from ask(seat, "Revolt: return Unrest to the pile", opts, "3.5")) == "done":
                return
            p.hand.remove(unrest[0])
            self.s.unrest.append(unrest[0])
            fx.say(f"{p.name} returns an Unrest", "3.5")
            yield from fx.event(seat, "return_unrest")

    def cleanup(self, seat: int, fx: Effects) -> Steps:
        """The four steps of Cleanup."""
        p = self.s.seats[seat]
        yield from fx.place_market_token(seat)  # step 1
        p.exhausted.clear()  # step 2
        p.nation_token = p.development_token = False
        p.actions, p.exhausts = 3, self.c.nations[p.nation].exhausts
        p.free_played.clear()
        p.turn_bonus.clear()
        p.ignore_empire_icon = False
        limit = fx.hand_limit(seat)
        while p.hand:  # step 3
            opts = [*once_each(p.hand, discard_option), *keep_options(len(p.hand))]
            picked = yield from choose(seat, cleanup_prompt(limit, len(p.hand)), opts, "3.6", always_ask=True)
            if picked.id == "done":
                break
            gone = list(p.hand) if picked.id == "all" else [picked.data]
            for x in gone:
                p.hand.remove(x)
            p.discard += gone
        if len(p.hand) < limit:  # step 4: up to the limit, never down to it
            yield from fx.draw(seat, limit - len(p.hand))

    # --- Solstice ------------------------------------------------------------------------------
    def solstice(self) -> Steps:
        fx = self.fx
        fx.say(f"Solstice of round {self.s.round}", "3.8")
        for seat in range(len(self.s.seats)):
            done: list[str] = []
            while True:
                todo = [x for x in fx.solstice_cards(seat) if x not in done]
                if not todo:
                    break
                if len(todo) == 1:
                    card = todo[0]
                else:
                    opts = [solstice_option(x, fx.face(seat, x)) for x in todo]
                    card = (yield from choose(seat, "Solstice: which of your cards do you resolve next?", opts,
                                              "3.8")).data
                done.append(card)
                yield from fx.resolve_solstice(seat, card)


@lru_cache(maxsize=1024)
def innovate_option(kind: str, cards: tuple[str, ...]) -> Option:
    """Innovate for a type, the market cards of the type it may take being `cards`: made once for
    the cards a market shows (kept for the last thousand: a match shows few, all matches many)."""
    return Option(f"innovate:{kind}", INNOVATE[kind], "3.4", cards=cards, group="Innovate", data=("innovate", kind))


@cache
def revolt_option(cid: str) -> Option:
    """Revolt, the first Unrest of the hand being `cid`: alike in every match, made once."""
    return Option("revolt", "Revolt: return Unrest from your hand", "3.5", cards=(cid,), data=("revolt", None))


@cache
def solstice_option(cid: str, face: str) -> Option:
    """Resolving the card at the Solstice, `face` its name as it lies: alike in every match, made once."""
    return Option(f"solstice:{cid}", f"Resolve {face}", "3.8", cards=(cid,), data=cid)


@cache
def turn_prompt(actions: int, exhausts: int) -> str:
    """What a turn's decision asks, with the actions and exhaust tokens left: made once for each."""
    return f"Your turn: play or exhaust cards ({count(actions, 'action')}, {count(exhausts, 'exhaust')} left)"


@cache
def cleanup_prompt(limit: int, held: int) -> str:
    """What Cleanup asks, with the hand limit and the cards held: made once for each."""
    return f"Cleanup: discard any cards, then draw up to {limit} ({held} in hand)"


@cache
def keep_options(held: int) -> tuple[Option, ...]:
    """After the cards to discard in Cleanup, with `held` cards in hand: discarding them all (more
    than one), keeping them. Alike in every match, made once."""
    if held == 1:
        return (Option("done", "Keep it", "3.6"),)
    return Option("all", f"Discard your whole hand ({held} cards)", "3.6"), Option("done", "Keep the rest", "3.6")


@cache
def discard_option(cid: str) -> Option:
    """Discarding the card from hand in Cleanup: alike in every match, made once."""
    return Option(f"discard:{cid}", f"Discard {content().cards[cid].name}", "3.6", cards=(cid,),
                  group="Discard a card", data=cid)
