"""The table of A War of Whispers: units, councils, cards and loyalty tokens, with the
questions the rules ask of it (who controls what, how many units may move)."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import wraps
from typing import Iterator, NamedTuple

from .content import POSITIONS, SYMBOLS, Content

UNITS_PER_EMPIRE = 20
AGENTS_PER_SEAT = 9
HAND_LIMIT = 5
ROUNDS = 4
ONWARD = {p: POSITIONS[i:] for i, p in enumerate(POSITIONS)}  # each council position and those after it


class Spot(NamedTuple):
    """Where an agent stands: a council position, or in the advanced game a region (rule 12.1)."""
    empire: str = ""
    position: str = ""
    region: str = ""

    @property
    def key(self) -> str:
        """The spot in option ids: 'bear.sheriff', 'region:frostholm'."""
        return f"region:{self.region}" if self.region else f"{self.empire}.{self.position}"


def kept_until(change: str):
    """A question about the table, answered once until the `change` it hangs on: "units" (any unit
    arrives or leaves) or "council" (an agent arrives on or leaves a council position). The
    answers are kept in State.answers[change], which the one writer of the map, State.set_units,
    and of the councils, State.set_agent, clear. An answer is shared by all who ask, so it is
    never changed."""
    def keep(question):
        name = question.__name__

        def answered(self: State, *args):
            answers, key = self.answers[change], (name, *args)
            try:
                return answers[key]
            except KeyError:
                answer = answers[key] = question(self, *args)
                return answer

        # the most asked questions take no argument or one: asked so, with no arguments to pack,
        # they are answered about twice as fast
        def answered_0(self: State):
            answers, key = self.answers[change], (name,)
            try:
                return answers[key]
            except KeyError:
                answer = answers[key] = question(self)
                return answer

        def answered_1(self: State, arg):
            answers, key = self.answers[change], (name, arg)
            try:
                return answers[key]
            except KeyError:
                answer = answers[key] = question(self, arg)
                return answer
        arity = question.__code__.co_argcount - 1
        return wraps(question)({0: answered_0, 1: answered_1}.get(arity, answered))
    return keep


def no_answers() -> dict[str, dict]:
    return {"units": {}, "council": {}}


@dataclass
class State:
    c: Content
    seats: int
    advanced: bool
    round: int = 1
    phase: str = "agents"  # recall | agents | empires | cleanup | loyalty | over
    step: int = 0  # turns of the phase already played
    first: int = 0
    active: tuple[str, str] | None = None
    unit_empire: dict[str, str | None] = field(default_factory=dict)
    unit_count: dict[str, int] = field(default_factory=dict)
    reserve: dict[str, int] = field(default_factory=dict)
    decks: dict[str, list[str]] = field(default_factory=dict)
    hands: list[list[str]] = field(default_factory=list)
    in_play: list[str] = field(default_factory=list)  # cards on their way back to a deck: a play, its payment, discards
    council: dict[tuple[str, str], int | None] = field(default_factory=dict)
    region_agents: dict[str, list[int]] = field(default_factory=dict)
    agents_supply: list[int] = field(default_factory=list)
    loyalty: list[list[str]] = field(default_factory=list)   # per seat: empire id per slot
    revealed: list[list[bool]] = field(default_factory=list)
    swaps: list[int] = field(default_factory=list)
    # the regions holding more units than their garrison limit (rule 7.1), kept by set_units
    over_limit: set[str] = field(default_factory=set)
    # what the units on the map make of it (see index_map): every region's controller, each
    # empire's regions, both in board order, and the symbols on them; worked out once setup has
    # placed the starting units, then kept by set_units (a copy of the state copies them: quicker
    # than working them out again)
    holders: dict[str, str] = field(default_factory=dict, init=False, repr=False, compare=False)
    holdings: dict[str, tuple[str, ...]] = field(default_factory=dict, init=False, repr=False, compare=False)
    symbol_counts: dict[str, dict[str, int]] = field(default_factory=dict, init=False, repr=False, compare=False)
    # questions of the table answered since it last changed (see kept_until): once setup has
    # placed the starting units and emptied the councils, unit_empire and unit_count change only
    # through set_units, council only through set_agent
    answers: dict[str, dict] = field(default_factory=no_answers, init=False, repr=False, compare=False)

    def __getstate__(self) -> dict:
        """A checkpoint or clone leaves the answers out: its copy works them out again."""
        return {k: v for k, v in vars(self).items() if k != "answers"}

    def __setstate__(self, state: dict) -> None:
        vars(self).update(state)
        self.answers = no_answers()

    # --- regions (rule 4.3) ---------------------------------------------------------
    def index_map(self) -> None:
        """Who controls each region, and what each empire controls, worked out from the units on
        the map: an empire controls a region holding its units, or its home region when empty."""
        self.holders = {r: self.unit_empire[r] or region.home for r, region in self.c.regions.items()}
        held: dict[str, list[str]] = {e: [] for e in self.c.empire_ids}
        self.symbol_counts = {e: dict.fromkeys(SYMBOLS, 0) for e in self.c.empire_ids}
        for r, holder in self.holders.items():
            held[holder].append(r)
            self.count_symbols(r, holder, 1)
        self.holdings = {e: tuple(rs) for e, rs in held.items()}

    def hand_over(self, region: str, before: str, holder: str) -> None:
        """`region` passes from the control of `before` to that of `holder`, with its symbols."""
        self.holders[region] = holder
        self.holdings[before] = tuple(r for r in self.holdings[before] if r != region)
        self.holdings[holder] = tuple(r for r, h in self.holders.items() if h == holder)
        self.count_symbols(region, before, -1)
        self.count_symbols(region, holder, 1)

    def count_symbols(self, region: str, empire: str, sign: int) -> None:
        """The symbols of `region` counted for `empire` (`sign` 1), or no longer (-1)."""
        counts = self.symbol_counts[empire]
        for symbol, n in self.c.regions[region].symbols_shown:
            counts[symbol] += sign * n

    def controller(self, region: str) -> str:
        return self.holders[region]

    def controlled(self, empire: str) -> tuple[str, ...]:
        """The regions `empire` controls, in board order."""
        return self.holdings[empire]

    def symbols(self, empire: str, symbol: str) -> int:
        """The farms, cities or forts (`symbol`) in the regions `empire` controls."""
        return self.symbol_counts[empire][symbol]

    def movable(self, region: str, empire: str) -> int:
        """Units of `empire` that may leave `region`: a conquered region keeps one (rule 6.3)."""
        if self.unit_empire[region] != empire:
            return 0
        n = self.unit_count[region]
        return n if self.c.regions[region].home == empire else n - 1

    def attack_targets(self, empire: str, support: bool, sources: list[str] | None = None) -> dict[str, list[str]]:
        """Enemy regions that can be attacked, each with the regions its attackers may come from:
        `empire`'s regions next to them, or with a Support card any of its regions (rule 8.5.7), or
        only the `sources` given (survivors attacking again, rule 8.5.3)."""
        return self._attack_targets(empire, support, None if sources is None else tuple(sources))

    @kept_until("units")
    def _attack_targets(self, empire: str, support: bool, sources: tuple[str, ...] | None) -> dict[str, list[str]]:
        adj, holders = self.c.adjacent, self.holders
        own = self.controlled(empire) if sources is None else sources
        movable = [r for r in own if self.movable(r, empire) > 0]
        if not movable:
            return {}
        if support and sources is None:  # any region next to the empire's, from any of them
            near = dict.fromkeys((n for r in own for n in adj[r] if holders[n] != empire), movable)
        else:
            near = {}  # each enemy region next to an attacker: those attackers
            for src in movable:
                for r in adj[src]:
                    if holders[r] != empire:
                        near.setdefault(r, []).append(src)
        return {r: near[r] for r in sorted(near, key=self.c.board_places.__getitem__)}  # in board order

    def can_attack(self, empire: str, support: bool, sources: list[str] | None = None) -> bool:
        """Whether `empire` has a region to attack (see attack_targets), found without listing them."""
        own, holders, adj = self.controlled(empire) if sources is None else sources, self.holders, self.c.adjacent
        for r in own:  # plain loops: a comprehension is a call of its own
            if self.movable(r, empire) > 0:  # units free to leave r
                if support and sources is None:  # with Support, to any region next to the empire's
                    return any(holders[n] != empire for r2 in own for n in adj[r2])
                for n in adj[r]:  # to a region next to r
                    if holders[n] != empire:
                        return True
        return False

    @kept_until("units")
    def march_sources(self, empire: str) -> dict[str, list[str]]:
        """Regions `empire` may move units from, each with where they may go (rule 8.5.8)."""
        return dict(self.marches(empire))

    def can_march(self, empire: str) -> bool:
        """Whether `empire` may move units (see march_sources), found without listing every move."""
        holders, adj = self.holders, self.c.adjacent
        for r in self.controlled(empire):  # plain loops: a generator is slower to start
            if self.movable(r, empire) > 0:  # units free to leave r
                for n in adj[r]:  # to a region next to it that the empire controls
                    if holders[n] == empire:
                        return True
        return False

    def marches(self, empire: str) -> Iterator[tuple[str, list[str]]]:
        """Each region `empire` may move units from, with where they may go, one by one."""
        holders = self.holders
        for r in self.controlled(empire):
            if self.movable(r, empire) > 0:
                dests = []
                for n in self.c.adjacent[r]:  # a plain loop: a comprehension is a call of its own
                    if holders[n] == empire:
                        dests.append(n)
                if dests:
                    yield r, dests

    def add_units(self, region: str, empire: str, n: int) -> None:
        self.put_units(region, empire, n)
        self.reserve[empire] -= n

    def remove_units(self, region: str, n: int) -> None:
        """Killed or withdrawn units go back to their empire's reserve."""
        self.reserve[self.unit_empire[region]] += n
        self.take_units(region, n)

    def take_units(self, region: str, n: int) -> None:
        """Units leaving a region to go elsewhere on the map (not to the reserve)."""
        left = self.unit_count[region] - n
        self.set_units(region, self.unit_empire[region] if left else None, left)

    def put_units(self, region: str, empire: str, n: int) -> None:
        assert self.unit_empire[region] in (None, empire)
        self.set_units(region, empire, self.unit_count[region] + n)

    def set_units(self, region: str, empire: str | None, n: int) -> None:
        """`n` units of `empire` (None when n is 0) now stand in `region`; the answers kept about
        the map are dropped, and the region is handed over when it changes hands."""
        self.answers["units"].clear()
        self.unit_empire[region], self.unit_count[region] = empire, n
        r = self.c.regions[region]
        holder, before = empire or r.home, self.holders[region]
        if holder != before:
            self.hand_over(region, before, holder)
        if n > r.garrison_limit:
            self.over_limit.add(region)
        else:
            self.over_limit.discard(region)

    # --- councils (rule 4.2) ----------------------------------------------------------
    def control(self, empire: str, position: str) -> tuple[int, str] | tuple[None, None]:
        """(seat, position of the active agent): the agent here, else the next one along."""
        for p in ONWARD[position]:
            seat = self.council[(empire, p)]
            if seat is not None:
                return seat, p
        return None, None

    @kept_until("council")
    def positions_controlled(self, seat: int) -> list[tuple[str, str]]:
        """The council positions `seat` controls (see control), in board order: in each council,
        those up to each of its agents from the agent before."""
        found, since = [], []  # since: the positions of a council from the agent before, in one pass
        for spot, who in self.council.items():
            if spot[1] == POSITIONS[0]:  # a council begins
                since = []
            since.append(spot)
            if who is not None:
                if who == seat:
                    found += since
                since = []
        return found

    @kept_until("council")
    def free_positions(self) -> list[tuple[str, str]]:
        """The council positions with no agent on them, in board order."""
        return [spot for spot, who in self.council.items() if who is None]

    def set_agent(self, empire: str, position: str, seat: int | None) -> None:
        """`seat`'s agent (None: no agent) now stands on a council position; the answers kept
        about the councils are dropped."""
        self.answers["council"].clear()
        self.council[(empire, position)] = seat

    def agents_on_board(self, seat: int) -> list[Spot]:
        """Where `seat` has agents: council positions, then regions."""
        spots = [Spot(e, p) for (e, p), who in self.council.items() if who == seat]
        spots += [Spot(region=r) for r, seats in self.region_agents.items() if seat in seats]
        return spots

    def place_agent(self, seat: int, spot: Spot) -> None:
        if spot.region:
            self.region_agents[spot.region].append(seat)
        else:
            self.set_agent(spot.empire, spot.position, seat)
        self.agents_supply[seat] -= 1

    def recall_agent(self, seat: int, spot: Spot) -> None:
        if spot.region:
            self.region_agents[spot.region].remove(seat)
        else:
            self.set_agent(spot.empire, spot.position, None)
        self.agents_supply[seat] += 1

    def order(self) -> list[int]:
        """Seats in turn order from the first player, clockwise."""
        return [self.seat_in_turn(i) for i in range(self.seats)]

    def seat_in_turn(self, turn: int) -> int:
        """The seat whose turn `turn` of a round of turns is (see order)."""
        return (self.first + turn) % self.seats
