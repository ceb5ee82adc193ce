"""Beast denizens' powers."""
from __future__ import annotations

from rules.core import Option, ask, choose
from rules.core.words import count

from ..actions import Actions, MajorAction
from ..campaign import Campaign
from ..content import Cost
from ..citizenship import Citizenship
from ..effects import (advisers_of_suit, against, choose_bank, faceup_suits, gain_supply, hand_over, kill_board, locked,
                       suit_of, took_relics)
from ..state import Adviser
from .base import BindsItsOwner, Power, modified, power
from .order import CampaignFrom, RulersCard


@power
class ErrandBoy(Power):
    id = "errand_boy"
    kinds = ("modifier:search",)

    def extra_majors(self, f, seat, src):
        s, c = f.s, f.c
        here = s.slots[s.players[seat].pawn].region
        return [MajorAction("search", c.discard_search_cost, f"Search the {r.name} discard pile", region=r.id,
                            via=(src,), draws=c.search_cards)
                for r in c.regions if r.id != here and s.discards[r.id]]


@power
class Wolves(Power):
    """The warband is killed on the chosen player's board (a player's own pieces, wherever the
    pawn stands; any player, the user included)."""
    id = "wolves"
    kinds = ("action",)

    def targets(self, f):
        return [x for x, p in enumerate(f.s.players) if p.board]

    def usable(self, f, seat, src):
        return bool(self.targets(f))

    def use(self, f, seat, src):
        opts = [Option(f"wolves:{x}", f"{f.who(x)} ({count(f.s.players[x].board, 'warband')} on the board)", "7.3", data=x)
                for x in self.targets(f)]
        if not opts:
            return
        victim = (yield from choose(seat, "Wolves: kill whose warband?", opts, "7.3")).data
        kill_board(f, victim, 1)
        f.say(f"Wolves kill one of {f.who(victim)}'s warbands", "7.3")


@power
class AnimalPlaymates(Power):
    id = "animal_playmates"
    kinds = ("modifier:muster",)

    def variants(self, f, seat, major, src):
        if major.action == "muster" and major.supply and suit_of(f, major.card) == "beast":
            return [modified(major, src, supply=0)]
        return []


@power
class TrueNames(Power):
    """Persistent, held by the adviser's owner: while they attack, the defending side (the
    bandits included) cannot use battle plans of a suit among their faceup advisers; while they
    defend or ally, the attacker cannot."""
    id = "true_names"
    kinds = ("persistent",)

    def blocks_plan(self, f, battle, seat, side, plan_src, src):
        owner = src.owner
        if owner is None or plan_src.kind != "denizen":
            return False
        if owner == battle.attacker:
            enemy = side == "defender"
        elif owner == battle.defender or owner in battle.allies:
            enemy = side == "attacker"
        else:
            return False
        return enemy and suit_of(f, plan_src.id) in faceup_suits(f, owner)


@power
class TheOldOak(Power):
    id = "the_old_oak"
    kinds = ("modifier:trade",)

    def variants(self, f, seat, major, src):
        if major.action == "trade" and major.card == src.id and major.pays == "favor" and "beast" in faceup_suits(f, seat, major):
            return [modified(major, src, bonus=major.bonus + 1)]
        return []


@power
class ForestPaths(Power):
    id = "forest_paths"
    kinds = ("modifier:travel",)

    def variants(self, f, seat, major, src):
        if major.action != "travel" or not major.supply:
            return []
        slot = f.s.slots[major.slot]
        if slot.faceup and any(suit_of(f, x) == "beast" for x in slot.cards):
            return [modified(major, src, supply=0)]
        return []


@power
class LongLostHeir(Power):
    id = "long_lost_heir"
    kinds = ("when_played",)

    def use(self, f, seat, src):
        if f.s.players[seat].role != "exile":
            return
        opts = [Option("heir:no", "Stay an Exile", "7.6.1"), Option("heir:yes", "Become a Citizen", "7.6.1", cards=f.source_ids(src))]
        if (yield from ask(seat, "Long-Lost Heir: become a Citizen?", opts, "7.6.1")) == "heir:yes":
            yield from Citizenship(f).become_citizen(seat)


@power
class Rangers(Power):
    id = "rangers"
    kinds = ("battle_plan:attacker",)

    def plan(self, f, battle, side, seat, src):
        battle.ignore_skulls = True
        if Campaign(f).defense_dice(battle) >= 4:
            battle.shift("attacker", 2, f.source_name(src))
            f.say("Rangers: 2 more attack dice", "7.5")
        yield from ()


@power
class RovingTerror(Power):
    id = "roving_terror"
    kinds = ("action",)

    def targets(self, f, seat, src):
        return [(slot, x) for slot, sl in enumerate(f.s.slots) if sl.faceup for x in sl.cards
                if x != src.id and x in f.c.denizens and not locked(f, x, seat)]

    def usable(self, f, seat, src):
        return src.slot is not None and bool(self.targets(f, seat, src))

    def use(self, f, seat, src):
        s = f.s
        opts = [Option(f"terror:{x}", f"{f.name(x)} at {f.site_name(slot)}", "7.3", cards=f.card_ids(x) + f.site_ids(slot),
                       group=f.site_name(slot), data=(slot, x)) for slot, x in self.targets(f, seat, src)]
        if not opts or src.slot is None:
            return
        slot, card = (yield from choose(seat, "Roving Terror: replace which denizen?", opts, "7.3")).data
        cards = s.slots[slot].cards
        at = cards.index(card)
        f.discard_from_site(seat, card, slot)
        yield from Actions(f).before_arrival(seat, slot, exclude=(src.id,))  # a card moved there (Great Slum)
        f.remove_from_site(src.slot, src.id)
        f.put_at_site(slot, src.id, min(at, len(cards)))
        f.say(f"Roving Terror drives out {f.name(card)} at {f.site_name(slot)} and takes its place", "7.3")


# --- the rest of the box -------------------------------------------------------------------------
def beasts_at_sites(f) -> int:
    """The Beast cards at the sites of the map."""
    return sum(suit_of(f, x) == "beast" for sl in f.s.slots for x in sl.cards)


@power
class NatureWorship(Power):
    id = "nature_worship"
    kinds = ("battle_plan:either",)

    def plan_allowed(self, f, battle, side, seat, src):
        return seat is not None

    def plan(self, f, battle, side, seat, src):
        n = advisers_of_suit(f, seat, "beast")
        if n:
            battle.shift(side, n, f.source_name(src))
        yield from ()


@power
class Birdsong(Power):
    id = "birdsong"
    kinds = ("modifier:trade",)

    def variants(self, f, seat, major, src):
        if major.action != "trade" or not major.supply or suit_of(f, major.card) not in ("beast", "nomad"):
            return []
        return [modified(major, src, supply=0)]


@power
class ThreateningRoar(Power):
    id = "threatening_roar"
    kinds = ("when_played",)

    def use(self, f, seat, src):
        s = f.s
        gone = []
        for slot in s.region_slots(s.slots[s.players[seat].pawn].region):
            for x in list(s.slots[slot].cards):
                if x != src.id and suit_of(f, x) in ("beast", "nomad") and not locked(f, x, seat):
                    f.discard_from_site(seat, x, slot)
                    gone.append(f.name(x))
        f.say(f"The Threatening Roar discards {', '.join(gone) or 'nothing'}", "7.3")
        yield from ()


@power
class SecondChance(Power):
    id = "second_chance"
    kinds = ("action",)

    def targets(self, f):
        return [x for x in range(len(f.s.players)) if f.s.players[x].board and {"order", "discord"} & faceup_suits(f, x)]

    def usable(self, f, seat, src):
        return bool(self.targets(f))

    def use(self, f, seat, src):
        opts = [Option(f"chance:{x}", f"{f.who(x)}", "7.3", data=x) for x in self.targets(f)]
        if not opts:
            return
        x = (yield from choose(seat, "Second Chance: kill a warband on whose board?", opts, "7.3")).data
        kill_board(f, x, 1)
        gained = f.gain_warbands(seat, 1)
        f.say(f"{f.who(seat)} kills a warband on {f.who(x)}'s board and gains {count(gained, 'warband')} "
              "(Second Chance)", "7.3")


@power
class AnimalHost(Power):
    id = "animal_host"
    kinds = ("when_played",)

    def use(self, f, seat, src):
        n = beasts_at_sites(f) + (src.slot is None)  # as an adviser, it counts itself too
        gained = f.gain_warbands(seat, n)
        f.say(f"{f.who(seat)} gains {count(gained, 'warband')} (Animal Host)", "7.3")
        yield from ()


@power
class MemoryOfNature(Power):
    id = "memory_of_nature"
    kinds = ("action",)

    def use(self, f, seat, src):
        banks = f.s.banks
        for k in range(beasts_at_sites(f)):
            suit = yield from choose_bank(f, seat, f"Memory of Nature: favor {k + 1} into the Beast bank, from which bank?",
                                          "7.3", exclude=("beast",))
            if suit is None:
                return
            banks[suit] -= 1
            banks["beast"] += 1
            f.say(f"1 favor goes from the {suit.capitalize()} bank to the Beast bank (Memory of Nature)", "7.3")


@power
class WalledGarden(Power):
    id = "walled_garden"
    kinds = ("battle_plan:defender",)

    def plan_allowed(self, f, battle, side, seat, src):
        return src.slot in battle.sites

    def plan(self, f, battle, side, seat, src):
        battle.add_defense(beasts_at_sites(f), f.source_name(src))
        yield from ()


@power
class MarshSpirit(Power):
    id = "marsh_spirit"
    kinds = ("persistent",)

    def blocks_plan(self, f, battle, seat, side, plan_src, src):
        return side == "attacker" and src.slot in battle.sites


@power
class VowOfBeastkin(BindsItsOwner):
    id = "vow_of_beastkin"
    kinds = ("modifier:muster",)
    forces = ("muster",)

    def force(self, f, seat, major, src):
        if suit_of(f, major.card) not in faceup_suits(f, seat):
            return None
        return modified(major, src, warbands=major.warbands + 1)


@power
class FaeMerchant(Power):
    """The relic drawn is shown to its drawer only until kept; held relics are faceup (2.4), so
    the one slid under the relic deck is named."""
    id = "fae_merchant"
    kinds = ("action",)

    def usable(self, f, seat, src):
        return bool(f.s.relic_deck)

    def use(self, f, seat, src):
        s, p = f.s, f.s.players[seat]
        if not s.relic_deck:
            return
        relic = s.relic_deck.pop(0)
        f.gain_relic(seat, relic)
        f.m.reveal()
        f.say(f"{f.who(seat)} draws and keeps {f.name(relic)} (Fae Merchant)", "7.3")
        opts = [Option(f"fae:{r}", f"Slide {f.name(r)} under the relic deck", "7.3", cards=f.card_ids(r), data=r)
                for r in p.relics if r != f.c.scepter.id]
        back = (yield from choose(seat, "Fae Merchant: which relic goes under the relic deck?", opts, "7.3")).data
        f.lose_relic(seat, back)
        s.relic_deck.append(back)
        f.say(f"{f.who(seat)} slides {f.name(back)} under the relic deck", "7.3")
        yield from took_relics(f, seat, [relic])  # the one drawn, if still held


@power
class WarTortoise(Power):
    id = "war_tortoise"
    kinds = ("battle_plan:either",)

    def plan(self, f, battle, side, seat, src):
        if side == "attacker":
            battle.two_shields_blank = True
        else:
            battle.two_swords_blank = True  # the skulls on those faces still kill (5.5.5)
        yield from ()


@power
class WildCry(Power):
    id = "wild_cry"
    kinds = ("modifier:search",)

    def variants(self, f, seat, major, src):
        return [modified(major, src)] if major.action == "search" else []

    def played(self, f, seat, major, card, to, src):
        if suit_of(f, card) == "beast" and (to == "faceup" or to.startswith("site")):
            supply = gain_supply(f, seat, 1)
            gained = f.gain_warbands(seat, 2)
            f.say(f"{f.who(seat)} gains {supply} Supply and {count(gained, 'warband')} (Wild Cry)", "7.4")
        yield from ()


@power
class VowOfPoverty(BindsItsOwner):
    id = "vow_of_poverty"
    kinds = ("rest", "modifier:trade")
    forces = ("trade",)

    def force(self, f, seat, major, src):
        return modified(major, src, no_favor=True)

    def use(self, f, seat, src):
        if f.s.players[seat].favor:
            return
        suit = yield from choose_bank(f, seat, "Vow of Poverty: take 2 favor from which bank?", "7.3")
        if suit is not None:
            gained = f.gain_from_bank(seat, suit, 2)
            f.say(f"{f.who(seat)} takes {gained} favor from the {suit.capitalize()} bank (Vow of Poverty)", "7.3")


@power
class InsectSwarm(Power):
    id = "insect_swarm"
    kinds = ("persistent",)

    def plan_surcharge(self, f, battle, seat, side, plan_src, src):
        return Cost(burn_favor=1) if against(battle, src.owner, side) else None


@power
class GraspingVines(RulersCard):
    id = "grasping_vines"

    def pawn_leaving(self, f, seat, slot, src):
        ruler = self.ruler(f, src)
        if self.enemy(f, ruler, seat) and self.rules(f, ruler, slot) and kill_board(f, seat, 1):
            f.say(f"{f.who(seat)} kills a warband leaving {f.site_name(slot)} (Grasping Vines)", "7.6")


@power
class Mushrooms(Power):
    id = "mushrooms"
    kinds = ("modifier:search",)

    def extra_majors(self, f, seat, src):
        s = f.s
        region = s.slots[s.players[seat].pawn].region
        if not s.discards[region]:
            return []
        return [MajorAction("search", 0, f"Search the bottom card of the {f.c.region(region).name} discard pile",
                            region=region, draws=1, from_bottom=True, via=(src,))]


@power
class ForestCouncil(RulersCard):
    """A "cannot" (7.4.1): its ruler's enemies have no Trade or Muster at a Beast card."""
    id = "forest_council"
    forces = ("trade", "muster")

    def force(self, f, seat, major, src):
        if src.slot is None or suit_of(f, major.card) != "beast" or not self.enemy(f, self.ruler(f, src), seat):
            return major
        return None


@power
class SmallFriends(Power):
    """Trades at the cards of every other faceup site holding a Beast card, each taken as though
    the pawn stood there: the Trade modifiers at that site are the player's to use too."""
    id = "small_friends"
    kinds = ("modifier:trade",)
    reaches_sites = True

    def extra_majors(self, f, seat, src):
        s, c = f.s, f.c
        acts = Actions(f)
        return [MajorAction("trade", c.action_costs["trade"], card=card, pays=pays, via=(src,), at=slot)
                for slot, sl in enumerate(s.slots) if slot != s.players[seat].pawn and sl.faceup
                and any(suit_of(f, x) == "beast" for x in sl.cards)
                for card in acts.token_free_cards(slot) for pays in ("secret", "favor")]


@power
class PiedPiper(Power):
    """It counts against no adviser limit, so whoever it is handed to takes it however full their
    row (T9.2); its tokens go with it."""
    id = "pied_piper"
    kinds = ("persistent", "action")

    def adviser_uncounted(self, f, seat, adviser, src):
        return adviser.card == src.id

    def use(self, f, seat, src):
        s = f.s
        opts = [Option(f"piper:{x}", f"Hand it to {f.who(x)} and take 2 favor from them ({s.players[x].favor} favor)", "7.3",
                       data=x) for x in range(len(s.players)) if x != seat]
        x = (yield from choose(seat, "Pied Piper: hand it to whom?", opts, "7.3")).data
        theirs = s.players[x]
        f.remove_adviser(seat, src.id)
        f.add_adviser(x, Adviser(src.id, True))
        taken = min(2, theirs.favor)
        hand_over(f, x, seat, "favor", taken)
        f.say(f"{f.who(seat)} hands the Pied Piper to {f.who(x)} and takes {taken} favor from them", "7.3")


@power
class VowOfUnion(BindsItsOwner):
    """Both parts bind its owner alone, whether they like it or not (7.4.1): every campaign of
    theirs takes the warbands at the sites they rule into its force; no Travel leaves a site they
    rule while their board holds a warband."""
    id = "vow_of_union"
    kinds = ("modifier:campaign", "modifier:travel")
    forces = ("campaign", "travel")

    def force(self, f, seat, major, src):
        s = f.s
        if major.action == "travel":
            return None if s.rules(seat, s.players[seat].pawn) and s.players[seat].board else major
        ruled = tuple(slot for slot in range(len(s.slots)) if s.rules(seat, slot) and slot not in major.joined)
        return modified(major, src, joined=major.joined + ruled) if ruled else major


@power
class WildAllies(CampaignFrom):
    """From a faceup site holding a Beast card, the pawn's own too."""
    id = "wild_allies"
    prefix = "allies"

    def origin(self, f, seat, slot):
        sl = f.s.slots[slot]
        return sl.faceup and any(suit_of(f, x) == "beast" for x in sl.cards)


@power
class GiantPython(Power):
    """Binds every campaign its owner defends: the targets named must add an even number of
    defense dice (the title's and the battle plans' are not the targets'). A target is offered
    only while an even set, one target at the attacker's site, can still be named with it; a
    campaign against its owner only when such a set can be named at all."""
    id = "giant_python"
    kinds = ("persistent",)

    @staticmethod
    def odd(camp, battle, target) -> bool:
        return camp.target_dice(battle, *target) % 2 == 1

    def completable(self, camp, battle, chosen, rest) -> bool:
        """Whether targets of `rest` added to `chosen` can make an even set, one of them at the
        attacker's site."""
        odd = sum(self.odd(camp, battle, x) for x in chosen) % 2
        if any(camp.at_site(battle.attacker, *x, battle) for x in chosen):
            return not odd or any(self.odd(camp, battle, x) for x in rest)
        return any(camp.at_site(battle.attacker, *a, battle)
                   and (odd == self.odd(camp, battle, a) or any(self.odd(camp, battle, x) for x in rest if x != a))
                   for a in rest)

    def campaign_targets(self, f, battle, offered, chosen, src):
        if battle.defender != src.owner:
            return offered
        camp = Campaign(f)
        required = camp.required_site(battle)
        must = list(chosen) + ([("site", required)] if required is not None and ("site", required) not in chosen else [])
        rest = [(k, w) for k, w, _ in offered if (k, w) not in must]
        if not self.completable(camp, battle, must, rest):
            return []
        return [(k, w, words) for k, w, words in offered
                if (k, w) in must or self.completable(camp, battle, must + [(k, w)], [x for x in rest if x != (k, w)])]

    def targets_complete(self, f, battle, chosen, src):
        camp = Campaign(f)
        return battle.defender != src.owner or not sum(self.odd(camp, battle, x) for x in chosen) % 2


@power
class NewGrowth(Power):
    id = "new_growth"
    kinds = ("modifier:search",)

    def variants(self, f, seat, major, src):
        return [modified(major, src, anywhere=major.anywhere + ("beast", "hearth"))] if major.action == "search" else []


@power
class Bracken(Power):
    id = "bracken"
    kinds = ("modifier:search",)

    def variants(self, f, seat, major, src):
        return [modified(major, src, pile_chosen=True)] if major.action == "search" and not major.bottom_discards else []
