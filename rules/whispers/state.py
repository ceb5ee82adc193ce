"""The table of A War of Whispers: units, councils, cards and loyalty tokens, with the
questions the rules ask of it (who controls what, how many units may move)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from .content import POSITIONS, Content

UNITS_PER_EMPIRE = 20
AGENTS_PER_SEAT = 9
HAND_LIMIT = 5
ROUNDS = 4


class Spot(NamedTuple):
    """Where an agent stands: a council position, or in the advanced game a region (rule 12.1)."""
    empire: str = ""
    position: str = ""
    region: str = ""

    @property
    def key(self) -> str:
        """The spot in option ids: 'bear.sheriff', 'region:frostholm'."""
        return f"region:{self.region}" if self.region else f"{self.empire}.{self.position}"


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

    # --- regions (rule 4.3) ---------------------------------------------------------
    def controller(self, region: str) -> str:
        """An empire controls a region holding its units, or its home region when empty."""
        return self.unit_empire[region] or self.c.regions[region].home

    def controlled(self, empire: str) -> list[str]:
        return [r for r in self.c.regions if self.controller(r) == empire]

    def symbols(self, empire: str, symbol: str) -> int:
        return sum(self.c.regions[r].symbols(symbol) for r in self.controlled(empire))

    def movable(self, region: str, empire: str) -> int:
        """Units of `empire` that may leave `region`: a conquered region keeps one (rule 6.3)."""
        if self.unit_empire[region] != empire:
            return 0
        n = self.unit_count[region]
        return n if self.c.regions[region].home == empire else n - 1

    def add_units(self, region: str, empire: str, n: int) -> None:
        assert self.unit_empire[region] in (None, empire)
        self.unit_empire[region] = empire
        self.unit_count[region] += n
        self.reserve[empire] -= n

    def remove_units(self, region: str, n: int) -> None:
        """Killed or withdrawn units go back to their empire's reserve."""
        empire = self.unit_empire[region]
        self.unit_count[region] -= n
        self.reserve[empire] += n
        if self.unit_count[region] == 0:
            self.unit_empire[region] = None

    def take_units(self, region: str, n: int) -> None:
        """Units leaving a region to go elsewhere on the map (not to the reserve)."""
        self.unit_count[region] -= n
        if self.unit_count[region] == 0:
            self.unit_empire[region] = None

    def put_units(self, region: str, empire: str, n: int) -> None:
        assert self.unit_empire[region] in (None, empire)
        self.unit_empire[region] = empire
        self.unit_count[region] += n

    # --- councils (rule 4.2) ----------------------------------------------------------
    def control(self, empire: str, position: str) -> tuple[int, str] | tuple[None, None]:
        """(seat, position of the active agent): the agent here, else the next one along."""
        for p in POSITIONS[POSITIONS.index(position):]:
            seat = self.council[(empire, p)]
            if seat is not None:
                return seat, p
        return None, None

    def agents_on_board(self, seat: int) -> list[Spot]:
        """Where `seat` has agents: council positions, then regions."""
        spots = [Spot(e, p) for (e, p), who in self.council.items() if who == seat]
        spots += [Spot(region=r) for r, seats in self.region_agents.items() if seat in seats]
        return spots

    def place_agent(self, seat: int, spot: Spot) -> None:
        if spot.region:
            self.region_agents[spot.region].append(seat)
        else:
            self.council[(spot.empire, spot.position)] = seat
        self.agents_supply[seat] -= 1

    def recall_agent(self, seat: int, spot: Spot) -> None:
        if spot.region:
            self.region_agents[spot.region].remove(seat)
        else:
            self.council[(spot.empire, spot.position)] = None
        self.agents_supply[seat] += 1

    def order(self) -> list[int]:
        """Seats in turn order from the first player, clockwise."""
        return [(self.first + i) % self.seats for i in range(self.seats)]
