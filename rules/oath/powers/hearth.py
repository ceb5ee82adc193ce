"""Hearth denizens' powers."""
from __future__ import annotations

from rules.core import Option, choose
from rules.core.words import count

from ..effects import choose_bank, gain_supply, locked, propose_deal, show
from .base import DiscardedAfterBattle, Power, modified, power


@power
class TinkersFair(Power):
    """A binding deal (7.6.3) with any other player, made at once when accepted: favor, faceup
    secrets and relics (not the Grand Scepter, which only changes hands by campaign) either way.
    A declined deal changes nothing; another may be proposed."""
    id = "tinkers_fair"
    kinds = ("action",)

    def usable(self, f, seat, src):
        return len(f.s.players) > 1

    def use(self, f, seat, src):
        opts = [Option(f"partner:{x}", f"Deal with {f.who(x)}", "7.6.3", data=x) for x in range(len(f.s.players)) if x != seat]
        other = (yield from choose(seat, "Tinker's Fair: a deal with whom?", opts, "7.6.3")).data
        yield from propose_deal(f, seat, other, "7.6.3")


@power
class WaysideInn(Power):
    id = "wayside_inn"
    kinds = ("action",)

    def usable(self, f, seat, src):
        return f.s.players[seat].supply < f.c.supply_max

    def use(self, f, seat, src):
        gained = gain_supply(f, seat, 2)
        f.say(f"{f.who(seat)} gains {gained} Supply (Wayside Inn)", "7.3")
        yield from ()


@power
class ExtraProvisions(Power):
    id = "extra_provisions"
    kinds = ("battle_plan:defender",)

    def plan(self, f, battle, side, seat, src):
        battle.add_defense(1, f.source_name(src))
        yield from ()


@power
class MemoryOfHome(Power):
    id = "memory_of_home"
    kinds = ("action",)

    def usable(self, f, seat, src):
        return any(n for suit, n in f.s.banks.items() if suit != "hearth")

    def use(self, f, seat, src):
        suit = yield from choose_bank(f, seat, "Memory of Home: empty which bank into the Hearth bank?", "7.3",
                                      exclude=("hearth",))
        if suit is None:
            return
        n = f.s.banks[suit]
        f.s.banks[suit] = 0
        f.s.banks["hearth"] += n
        f.say(f"{n} favor {'moves' if n == 1 else 'move'} from the {suit.capitalize()} bank to the Hearth bank "
              "(Memory of Home)", "7.3")


@power
class WelcomingParty(Power):
    """Only a Search made with the pawn at this card's site ("here"); the card kept and played
    faceup, to a site or as an adviser, earns the favor."""
    id = "welcoming_party"
    kinds = ("modifier:search",)

    def variants(self, f, seat, major, src):
        if major.action == "search" and f.s.players[seat].pawn == src.slot:
            return [modified(major, src)]
        return []

    def played(self, f, seat, major, card, to, src):
        faceup = to == "faceup" or to.startswith("site")  # any site: the People's Favor plays afar
        if faceup and card in f.c.denizens:
            gained = f.gain_from_bank(seat, "hearth", 1)
            f.say(f"{f.who(seat)} takes {gained} Hearth favor (Welcoming Party)", "7.4")
        yield from ()


@power
class TravelingDoctor(DiscardedAfterBattle):
    """Bandits use it too, as every free plan they rule (5.5.3): they never die anyway, and the
    card is discarded when they are defeated."""
    id = "traveling_doctor"
    kinds = ("battle_plan:either",)
    only_if_lost = True
    discarded = "The Traveling Doctor is discarded"

    def plan(self, f, battle, side, seat, src):
        if seat is not None:
            battle.spared.append(seat)
        yield from ()


@power
class Storyteller(Power):
    id = "storyteller"
    kinds = ("action",)

    def use(self, f, seat, src):
        f.s.banners["darkest_secret"].tokens += f.s.take_secrets(1)
        f.say("1 secret goes onto the Darkest Secret (Storyteller)", "7.3")
        yield from ()


@power
class ArmedMob(Power):
    """The user picks which faceup unlocked adviser of the Darkest Secret's holder goes (the
    holder may be the user)."""
    id = "armed_mob"
    kinds = ("action",)

    def targets(self, f):
        s = f.s
        holder = s.banners["darkest_secret"].holder
        if holder is None or s.banners["peoples_favor"].holder == holder:
            return None, []
        return holder, [a.card for a in s.players[holder].advisers if a.faceup and not locked(f, a.card)]

    def usable(self, f, seat, src):
        return bool(self.targets(f)[1])

    def use(self, f, seat, src):
        holder, cards = self.targets(f)
        if not cards:
            return
        opts = [Option(f"mob:{x}", f"Discard {f.name(x)}", "7.3", cards=f.card_ids(x), data=x) for x in cards]
        card = (yield from choose(seat, f"Armed Mob: discard which of {f.who(holder)}'s advisers?", opts, "7.3")).data
        f.discard_adviser(holder, card)
        f.say(f"The Armed Mob discards {f.who(holder)}'s {f.name(card)}", "7.3")


@power
class TavernSongs(Power):
    id = "tavern_songs"
    kinds = ("action",)

    def usable(self, f, seat, src):
        return bool(f.s.discards[f.s.slots[f.s.players[seat].pawn].region])

    def use(self, f, seat, src):
        region = f.s.slots[f.s.players[seat].pawn].region
        top = list(reversed(f.s.discards[region]))[:3]
        if not top:
            return
        name = f.c.region(region).name
        f.say(f"{f.who(seat)} looks at the top {count(len(top), 'card')} of the {name} discard pile (Tavern Songs)", "7.3")
        show(f, seat, f"The {name} pile, top first: " + ", ".join(f.name(x) for x in top), "7.3")
        yield from ()
