"""Discord denizens' powers."""
from __future__ import annotations

from rules.core import Option, ask, choose
from rules.core.words import count

from ..actions import Actions, MajorAction
from ..campaign import Campaign
from ..effects import burn_secrets_down_to, show, suit_of
from ..setup import place_warbands
from ..travel import Travel
from .base import DiscardedAfterBattle, Power, may_not_place_warbands, power


@power
class ASmallFavor(Power):
    id = "a_small_favor"
    kinds = ("when_played",)

    def use(self, f, seat, src):
        gained = f.gain_warbands(seat, 4)
        f.say(f"{f.who(seat)} gains {count(gained, 'warband')} (A Small Favor)", "7.3")
        yield from ()


@power
class Mercenaries(DiscardedAfterBattle):
    id = "mercenaries"
    kinds = ("battle_plan:either",)
    only_if_lost = True
    discarded = "Mercenaries are discarded"

    def plan(self, f, battle, side, seat, src):
        battle.shift(side, 3, f.source_name(src))
        yield from ()


@power
class SecondWind(Power):
    """After a won campaign (its step 8 done, so "then" leaves nothing in between), the attacker
    may travel anywhere and then campaign again, neither spending Supply (7.6.2)."""
    id = "second_wind"
    kinds = ("battle_plan:attacker",)

    def after_campaign(self, f, battle, side, seat, src, won):
        s = f.s
        if not won or seat is None or s.phase != "act" or seat != s.current():
            return  # a Citizenship taken in the meantime ended the Act phase
        acts, travel = Actions(f), Travel(f)
        trips = travel.destinations(seat)  # where the travel rules let the pawn go, Supply aside (7.6.2)
        if trips:
            opts = [Option("wind:stay", "Do not travel", "7.6.2"), Option("wind:travel", "Travel for free", "7.6.2")]
            if (yield from ask(seat, "Second Wind: travel for free?", opts, "7.6.2")) == "wind:travel":
                yield from travel.relocate(seat, seat, trips, "Second Wind: travel where?", "7.6.2", prefix="wind")
        camp = Campaign(f)
        free = acts.forced(seat, [MajorAction("campaign", 0, "Campaign")])  # what binds every campaign (7.4.1)
        if not free or not camp.defenders(seat):
            return
        opts = [Option("wind:rest", "Do not campaign", "7.6.2"), Option("wind:campaign", "Campaign for free", "7.6.2")]
        if (yield from ask(seat, "Second Wind: campaign for free?", opts, "7.6.2")) == "wind:campaign":
            f.say(f"{f.who(seat)} campaigns again, spending no Supply (Second Wind)", "7.5")
            for binding in free[0].via:
                f.pay(seat, binding)
            yield from camp.run(seat, free[0])


@power
class SleightOfHand(Power):
    id = "sleight_of_hand"
    kinds = ("action",)

    def targets(self, f, seat):
        here = f.s.players[seat].pawn
        return [x for x in f.s.at_slot(here) if x != seat and f.s.players[x].secrets]

    def usable(self, f, seat, src):
        return bool(self.targets(f, seat))

    def use(self, f, seat, src):
        opts = [Option(f"from:{x}", f"From {f.who(x)} ({count(f.s.players[x].secrets, 'secret')})", "7.3", data=x)
                for x in self.targets(f, seat)]
        if not opts:
            return
        other = (yield from choose(seat, "Sleight of Hand: take a secret from whom?", opts, "7.3")).data
        f.s.players[other].secrets -= 1
        f.s.players[seat].secrets += 1
        f.say(f"{f.who(seat)} takes 1 secret from {f.who(other)} (Sleight of Hand)", "7.3")


@power
class KeyToTheCity(Power):
    """Played at a site whose ruler's pawn is not there, every warband there goes back to its
    owner's supply and the player puts one of theirs from their supply there. A site the player
    rules has its ruler present, so nothing happens there."""
    id = "key_to_the_city"
    kinds = ("when_played",)

    def use(self, f, seat, src):
        s = f.s
        slot = src.slot
        if slot is None or any(s.players[x].pawn == slot for x in s.rulers(slot)):
            return
        site = s.slots[slot]
        for color, n in list(site.warbands.items()):
            if n:
                site.warbands[color] = 0
                s.pool[color] += n
        placed = 0 if may_not_place_warbands(f, seat) else place_warbands(s, seat, slot, 1)  # 9.2
        f.say(f"The warbands at {f.site_name(slot)} go home; {f.who(seat)} puts {count(placed, 'warband')} there "
              "(Key to the City)", "7.3")
        yield from ()


@power
class Scryer(Power):
    id = "scryer"
    kinds = ("action",)

    def usable(self, f, seat, src):
        return any(f.s.discards.values())

    def use(self, f, seat, src):
        opts = [Option(f"pile:{r.id}", f"The {r.name} discard pile ({count(len(f.s.discards[r.id]), 'card')})", "7.3",
                       data=r.id) for r in f.c.regions if f.s.discards[r.id]]
        if not opts:
            return
        region = (yield from choose(seat, "Scryer: look through which discard pile?", opts, "7.3")).data
        pile = f.s.discards[region]
        f.say(f"{f.who(seat)} looks through the {f.c.region(region).name} discard pile (Scryer)", "7.3")
        show(f, seat, f"The {f.c.region(region).name} pile, top first: " + ", ".join(f.name(x) for x in reversed(pile)), "7.3")


@power
class DisgracedCaptain(Power):
    id = "disgraced_captain"
    kinds = ("battle_plan:attacker",)

    def plan_allowed(self, f, battle, side, seat, src):
        return any(suit_of(f, x) == "order" for slot in battle.sites for x in f.s.slots[slot].cards)

    def plan(self, f, battle, side, seat, src):
        battle.shift("attacker", 4, f.source_name(src))
        yield from ()


@power
class Naysayers(Power):
    id = "naysayers"
    kinds = ("rest",)

    def use(self, f, seat, src):
        s = f.s
        chancellor = s.players[0]
        if not s.players[s.title_holder].imperial and chancellor.favor and seat != 0:
            chancellor.favor -= 1
            s.players[seat].favor += 1
            f.say(f"The Chancellor gives {f.who(seat)} 1 favor (Naysayers)", "7.3")
        yield from ()


@power
class BookBurning(Power):
    id = "book_burning"
    kinds = ("battle_plan:attacker",)

    def plan_allowed(self, f, battle, side, seat, src):
        return battle.defender >= 0  # the bandits have no secrets

    def after(self, f, battle, side, seat, src, won):
        if won and battle.defender >= 0:
            burnt = burn_secrets_down_to(f, battle.defender, 1)
            f.say(f"{f.who(battle.defender)} burns {count(burnt, 'secret')} (Book Burning)", "7.5")
        yield from ()
