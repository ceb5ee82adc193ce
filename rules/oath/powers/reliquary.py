"""The Reliquary spaces' powers (Law 2.3, 7.1.1): once a space's relic is taken, its power binds
the Chancellor, who must apply it: the engine lists an uncovered space as a source (owned by the
Chancellor) and these powers change the Chancellor's major actions whether the Chancellor likes it
or not (`Power.forces`), or shape the Chancellor's trips (`Power.adjust_travel`). The board's words,
in this project's: data/board.toml `[[reliquary]]`."""
from __future__ import annotations

from .base import Power, modified, power


class Space(Power):
    def binds(self, f, seat: int, src) -> bool:
        """Only the Chancellor obeys the Reliquary."""
        return f.s.players[seat].role == "chancellor"


@power
class Brutal(Space):
    id = "campaign_lose_whole_force"
    kinds = ("modifier:campaign",)
    forces = ("campaign",)

    def force(self, f, seat, major, src):
        return modified(major, src, whole_force=True)


@power
class Decadent(Space):
    id = "decadent_travel"
    kinds = ("modifier:travel",)
    reads_traveller = True  # the Chancellor's trips only

    def adjust_travel(self, f, trip, src):
        if not self.binds(f, trip.seat, src):
            return
        s = f.s
        cradle, hinterland = f.c.regions[0].id, f.c.regions[-1].id
        there, here = s.slots[trip.there].region, s.slots[trip.here].region
        if there == cradle and here != cradle:
            trip.free = True
        if there == hinterland:
            trip.cost += 1


@power
class Careless(Space):
    id = "trade_secret_for_favor"
    kinds = ("modifier:trade",)
    forces = ("trade",)

    def force(self, f, seat, major, src):
        fewer = 1 if major.pays == "favor" else 0  # 2 favor placed: secrets gained
        return modified(major, src, extra_favor=major.extra_favor + 1, bonus=major.bonus - fewer)


@power
class Greedy(Space):
    id = "greedy_search"
    kinds = ("modifier:search",)
    forces = ("search",)

    def force(self, f, seat, major, src):
        if major.supply > 2:
            return None
        return modified(major, src, draws=major.draws + 2)
