"""A pawn's trips (Law 5.6; the site powers, 2.8.5; 7.6.2): what a trip from one site to another
costs and allows as the powers shape it, where a pawn may go, and moving it there, revealing a
facedown site. The Travel action, a campaign's banishing and the powers that move pawns use it."""
from __future__ import annotations

from dataclasses import dataclass, field

from rules.core import Option, Steps, choose
from rules.core.words import sentence

from .powers.base import hooked
from .table import Table


@dataclass(slots=True)
class Trip:
    """A pawn's trip from one site to another as the powers shape it (5.6, 7.6.2): the Supply
    it costs, whether it may be made at all, the secrets the traveller must turn facedown, the
    powers it ignores (by power id) and the seat that picks the destination instead of the
    traveller (Shrouded Wood's enemy ruler)."""
    seat: int
    here: int
    there: int
    cost: int
    free: bool = False  # "spend no Supply": the cost and every increase are ignored (7.6.2)
    allowed: bool = True
    flips: int = 0
    ignore: set = field(default_factory=set)
    chooser: int | None = None

    @property
    def supply(self) -> int:
        return 0 if self.free else max(0, self.cost)


class Travel:
    def __init__(self, f: Table):
        self.f, self.s, self.c = f, f.s, f.c

    def travel_cost(self, here: int, there: int) -> int:
        """The table's Supply from one site's region to another's (5.6.1)."""
        return self.c.travel_cost(self.s.slots[here].region, self.s.slots[there].region)

    def travel_powers(self) -> list:
        return hooked(self.f, "adjust_travel")

    def shaping(self, here: int) -> list:
        """The powers that shape a trip from `here`, in the order they speak: the departure site
        first (a Coast, Shrouded Wood, Charming Valley), then the others in table order."""
        return sorted(self.travel_powers(), key=lambda x: not (x[0].kind == "site" and x[0].slot == here))

    def trip(self, seat: int, there: int, here: int | None = None, ignore=(), shaping=None) -> Trip:
        """The seat's pawn going from `here` (its site) to `there`, as the powers shape it
        (`shaping`: those of `here`, when known); a power the trip ignores is skipped (9.2)."""
        here = self.s.players[seat].pawn if here is None else here
        trip = Trip(seat, here, there, self.travel_cost(here, there), ignore=set(ignore))
        for src, power in self.shaping(here) if shaping is None else shaping:
            if src.power not in trip.ignore:
                power.adjust_travel(self.f, trip, src)
        return trip

    def trips(self, seat: int, here: int | None = None, ignore=()) -> list[Trip]:
        """Every trip the seat's pawn could make from `here`, allowed or not."""
        here = self.s.players[seat].pawn if here is None else here
        shaping = self.shaping(here)
        return [self.trip(seat, slot, here, ignore, shaping) for slot in range(len(self.s.slots)) if slot != here]

    def destinations(self, seat: int, here: int | None = None) -> list[Trip]:
        """The trips the seat's pawn may make (spending no Supply, as a power moves it): allowed,
        and with the secrets to turn facedown if any must be."""
        p = self.s.players[seat]
        return [x for x in self.trips(seat, here) if x.allowed and x.flips <= p.secrets]

    def move_pawn(self, seat: int, slot: int, rule: str = "5.6") -> None:
        """Put the seat's pawn at a site; a facedown site is revealed: its relics drawn beside
        it, its favor and secrets put on it (5.6.2, 2.8.2)."""
        s, p = self.s, self.s.players[seat]
        for src, power in hooked(self.f, "pawn_leaving"):
            power.pawn_leaving(self.f, seat, p.pawn, src)
        p.pawn = slot
        here = s.slots[slot]
        if not here.faceup:
            self.f.turn_site_up(slot)
            site = self.c.sites[here.site]
            for _ in range(min(site.relics, len(s.relic_deck))):
                here.relics.append(s.relic_deck.pop(0))
            favor = min(site.favor, s.favor_supply)
            here.favor, here.secrets = favor, s.take_secrets(site.secrets)
            s.favor_supply -= favor
            self.f.m.reveal()
            self.f.say(f"{self.f.who(seat)} travels to and reveals {site.name}", rule)
        else:
            self.f.say(f"{self.f.who(seat)} travels to {self.f.site_name(slot)}", rule)
        for src, power in hooked(self.f, "pawn_arrived"):
            power.pawn_arrived(self.f, seat, slot, src)

    def relocate(self, seat: int, chooser: int, trips: list[Trip], prompt: str, rule: str, prefix: str = "dest") -> Steps:
        """A pawn moved by a power or a campaign, spending no Supply: the chooser picks among the
        trips given, unless the pawn's site lets an enemy ruler pick (Shrouded Wood, which takes
        precedence, 5.5.7.III). The traveller turns facedown the secrets the trip needs."""
        if not trips:
            return None
        ruler = trips[0].chooser
        if ruler is not None:
            chooser, trips, prompt = ruler, self.destinations(seat), self.sent_prompt(seat)
            if not trips:
                return None
        trip = (yield from choose(chooser, prompt, self.destination_options(trips, prefix, rule), rule)).data
        self.f.flip_secrets(seat, trip.flips)
        self.move_pawn(seat, trip.there, rule)
        return trip.there

    def destination_options(self, trips: list[Trip], prefix: str, rule: str) -> list[Option]:
        """A trip each, standing for the trip."""
        return [Option(f"{prefix}:{x.there}", sentence(self.f.site_name(x.there)), rule, cards=self.f.site_ids(x.there),
                       data=x) for x in trips]

    def sent_prompt(self, seat: int) -> str:
        """The question to an enemy ruler who picks where a pawn leaving their site goes (Shrouded Wood)."""
        here = self.f.site_name(self.s.players[seat].pawn)
        return f"{self.f.who(seat)}'s pawn leaves {here}, where you rule: send it where?"
