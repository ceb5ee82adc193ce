"""Nomad denizens' powers."""
from __future__ import annotations

from rules.core import Option, ask, choose
from rules.core.words import count

from ..actions import Actions, MajorAction
from ..campaign import Campaign, in_campaign
from ..citizenship import Citizenship
from ..content import card_kind
from ..effects import (burn_secrets_down_to, campaign_enemies, enemies, faceup_suits, from_dispossessed, gain_a_secret,
                       gain_supply, locked, number_options, propose_deal, ruled_denizens, show, suit_of, take_a_favor,
                       turn_order_from)
from ..state import Adviser
from .base import DiscardedAfterBattle, Power, discard_plan, may_not_place_warbands, modified, power
from .order import RulersCard


@power
class RainBoots(DiscardedAfterBattle):
    id = "rain_boots"
    kinds = ("battle_plan:attacker",)
    discarded = "Rain Boots are discarded"

    def plan(self, f, battle, side, seat, src):
        battle.single_shields_blank = True
        yield from ()


@power
class AncientBinding(Power):
    """Every secret a player holds counts, faceup or facedown; the others keep a faceup one
    first. "Other cards" are the denizens and relics with secrets on them (the tokens paid this
    turn), not the sites' own tokens and not the Darkest Secret."""
    id = "ancient_binding"
    kinds = ("action",)

    def use(self, f, seat, src):
        s = f.s
        for x in range(len(s.players)):
            burnt = burn_secrets_down_to(f, x, 0 if x == seat else 1)
            if burnt:
                f.say(f"{f.who(x)} burns {count(burnt, 'secret')} (Ancient Binding)", "7.3")
        for card, tokens in list(s.tokens_on_cards.items()):
            if card != src.id and tokens[1]:
                s.burn_secrets(tokens[1])
                tokens[1] = 0
                if not any(tokens):
                    del s.tokens_on_cards[card]
        yield from ()


@power
class HorseArchers(DiscardedAfterBattle):
    id = "horse_archers"
    kinds = ("battle_plan:either",)
    discarded = "Horse Archers are discarded"

    def plan(self, f, battle, side, seat, src):
        battle.shift(side, 3, f.source_name(src))
        yield from ()


@power
class WarningSignals(DiscardedAfterBattle):
    """The defender (or an ally) rearranges warbands between their board and the sites they
    rule, site by site: each ruled site is set once to a number of warbands from 1 up to what
    it holds plus the board. A Citizen lowering a site needs the Chancellor's consent (6.5).
    The bandits do not use it."""
    id = "warning_signals"
    kinds = ("battle_plan:defender",)
    discarded = "Warning Signals are discarded"

    def sites(self, f, battle, seat):
        return Campaign(f).sites_ruled(battle, seat)

    def plan_allowed(self, f, battle, side, seat, src):
        return seat is not None and bool(self.sites(f, battle, seat))

    def plan(self, f, battle, side, seat, src):
        s, p = f.s, f.s.players[seat]
        color = p.board_color
        onto = not may_not_place_warbands(f, seat)  # else only off the sites (9.2)
        done: list[int] = []
        while True:
            sites = [slot for slot in self.sites(f, battle, seat) if slot not in done]
            opts = [Option("signals:done", "No more moves", "7.5")]
            opts += [Option(f"signals:site:{slot}", f"Change the warbands at {f.site_name(slot)} "
                            f"({s.slots[slot].warbands.get(color, 0)} there, {p.board} on your board)", "7.5",
                            cards=f.site_ids(slot), data=slot)
                     for slot in sites if (p.board and onto) or s.slots[slot].warbands.get(color, 0) > 1]
            question = in_campaign(f, battle, seat, "rearrange your warbands (Warning Signals)")
            picked = yield from choose(seat, question, opts, "7.5")
            if picked.id == "signals:done":
                return
            slot = picked.data
            done.append(slot)
            there = s.slots[slot].warbands.get(color, 0)
            opts = number_options("signals", range(1, there + (p.board if onto else 0) + 1), "warband", "warbands", "7.5",
                                  f.site_ids(slot))
            question = in_campaign(f, battle, seat, f"how many warbands at {f.site_name(slot)} (Warning Signals)?")
            n = (yield from choose(seat, question, opts, "7.5")).data
            if n < there and p.role == "citizen":
                allowed = yield from f.consents(
                    0, in_campaign(f, battle, 0, f"{f.who(seat)}, defending with Warning Signals, asks to take "
                                                 f"{count(there - n, 'warband')} off {f.site_name(slot)}: agree?"),
                    f"Let {f.who(seat)} take them off", "6.5")
                if not allowed:
                    continue
            p.board -= n - there
            f.set_warbands_at(slot, color, n)
            if n != there:
                f.say(f"{f.who(seat)} has {count(n, 'warband')} at {f.site_name(slot)} now (Warning Signals)", "7.5")


@power
class Elders(Power):
    id = "elders"
    kinds = ("action",)

    def use(self, f, seat, src):
        gain_a_secret(f, seat, "Elders")
        yield from ()


@power
class TheGathering(Power):
    """Each other player, in turn order from the one playing it, may move their pawn here for
    free; then each player here, in the same order, may propose one binding deal (favor,
    secrets, relics, unlocked advisers) to another player here, who accepts or declines (7.6.3)."""
    id = "the_gathering"
    kinds = ("when_played",)

    def use(self, f, seat, src):
        s, slot = f.s, src.slot
        if slot is None:
            return
        for other in turn_order_from(f, seat):
            if s.players[other].pawn == slot:
                continue
            opts = [Option("gather:stay", "Stay where you are", "7.3"),
                    Option("gather:come", f"Move your pawn to {f.site_name(slot)}", "7.3",
                           cards=f.site_ids(slot) + f.source_ids(src))]
            prompt = f"{f.who(seat)} plays The Gathering at {f.site_name(slot)}: move your pawn there for free?"
            if (yield from ask(other, prompt, opts, "7.3")) == "gather:come":
                s.players[other].pawn = slot
                f.say(f"{f.who(other)} comes to {f.site_name(slot)} (The Gathering)", "7.3")
        here = [x for x in turn_order_from(f, seat) if s.players[x].pawn == slot]
        for x in here:
            opts = [Option("partner:none", "Propose no deal", "7.6.3")]
            opts += [Option(f"partner:{y}", f"Propose a deal to {f.who(y)}", "7.6.3", data=y) for y in here if y != x]
            if len(opts) == 1:
                continue
            picked = yield from choose(x, f"{f.who(seat)}'s Gathering at {f.site_name(slot)}: propose a binding deal to a "
                                       "player there?", opts, "7.6.3")
            if picked.id == "partner:none":
                continue
            yield from propose_deal(f, x, picked.data, "7.6.3", advisers=True)


@power
class FaithfulFriend(Power):
    id = "faithful_friend"
    kinds = ("when_played",)

    def use(self, f, seat, src):
        gained = gain_supply(f, seat, 4)
        f.say(f"{f.who(seat)} gains {gained} Supply (Faithful Friend)", "7.3")
        yield from ()


@power
class Tents(Power):
    id = "tents"
    kinds = ("modifier:travel",)

    def variants(self, f, seat, major, src):
        s = f.s
        if major.action == "travel" and major.supply \
                and s.slots[major.slot].region == s.slots[s.players[seat].pawn].region:
            return [modified(major, src, supply=0)]
        return []


@power
class Pilgrimage(Power):
    """Played faceup as an adviser: the unlocked denizens at its owner's site go to the Dispossessed,
    then as many come back from it at random, seen by the owner alone, onto the discard pile of the
    owner's region (that region's own pile)."""
    id = "pilgrimage"
    kinds = ("when_played",)

    def use(self, f, seat, src):
        s = f.s
        slot = s.players[seat].pawn
        site = s.slots[slot]
        gone = [x for x in site.cards if card_kind(x) == "denizen" and not locked(f, x, seat)]
        for x in gone:
            f.remove_from_site(slot, x)
            f.tokens_off(x)
        s.dispossessed += gone
        back = from_dispossessed(f, len(gone))
        s.discards[site.region] += back
        yield from ()
        if not gone:
            return
        region = f.c.region(site.region).name
        f.say(f"{f.who(seat)} sends {count(len(gone), 'denizen')} of {f.site_name(slot)} to the Dispossessed, and "
              f"{count(len(back), 'card')} of it go onto the {region}'s discard pile (Pilgrimage)", "7.3")
        show(f, seat, f"You saw them: {', '.join(f.name(x) for x in back)}", "7.3")


@power
class GreatHerd(Power):
    id = "great_herd"
    kinds = ("when_played",)

    def use(self, f, seat, src):
        s = f.s
        if src.slot is None:
            return
        found = [(slot, x) for slot, sl in enumerate(s.slots) if sl.faceup and slot != src.slot for x in sl.cards
                 if suit_of(f, x) == "nomad" and not locked(f, x, seat)]
        if not found:
            return
        opts = [Option("herd:none", "Swap with nothing", "7.3")]
        opts += [Option(f"herd:{x}", f"Swap with {f.name(x)} at {f.site_name(slot)}", "7.3",
                        cards=f.card_ids(x) + f.site_ids(slot), group=f.site_name(slot), data=(slot, x)) for slot, x in found]
        picked = yield from choose(seat, "Great Herd: swap places?", opts, "7.3")
        if picked.id == "herd:none":
            return
        slot, card = picked.data
        acts = Actions(f)
        yield from acts.before_arrival(seat, slot, exclude=(card,))  # a card moved there (Great Slum)
        yield from acts.before_arrival(seat, src.slot, exclude=(src.id,))
        f.replace_at_site(src.slot, src.id, card)
        f.replace_at_site(slot, card, src.id)
        f.say(f"The Great Herd swaps places with {f.name(card)} at {f.site_name(slot)}", "7.3")


# --- the rest of the box -------------------------------------------------------------------------
@power
class Lancers(DiscardedAfterBattle):
    id = "lancers"
    kinds = ("battle_plan:attacker",)
    discarded = "The Lancers are discarded"

    def plan(self, f, battle, side, seat, src):
        battle.attack_doubled = True  # the roll's swords; sacrifices are added after (5.5.5)
        yield from ()


@power
class MountainGiant(Power):
    id = "mountain_giant"
    kinds = ("battle_plan:either",)

    def plan(self, f, battle, side, seat, src):
        opts = [Option("giant:1", "Shift the attack pool 1 die your way", "7.5"),
                Option("giant:3", "Shift it 3 dice your way, and discard the Mountain Giant after", "7.5")]
        pick = yield from ask(seat, in_campaign(f, battle, seat, "Mountain Giant: how far?"), opts, "7.5")  # never the bandits': it costs
        n = 3 if pick == "giant:3" else 1
        battle.shift(side, n, f.source_name(src))
        if n == 3:
            battle.plans_discarded.append(src.id)
        yield from ()

    def after(self, f, battle, side, seat, src, won):
        if src.id in battle.plans_discarded:
            yield from discard_plan(f, battle, seat, src, "The Mountain Giant is discarded")


@power
class RivalKhan(DiscardedAfterBattle):
    id = "rival_khan"
    kinds = ("battle_plan:either",)
    discarded = "The Rival Khan is discarded"

    def plan_allowed(self, f, battle, side, seat, src):
        return any("nomad" in faceup_suits(f, x) for x in campaign_enemies(battle, side))

    def plan(self, f, battle, side, seat, src):
        battle.shift(side, 4, f.source_name(src))
        yield from ()


@power
class MountedPatrol(DiscardedAfterBattle):
    id = "mounted_patrol"
    kinds = ("battle_plan:defender",)
    discarded = "The Mounted Patrol is discarded"

    def plan(self, f, battle, side, seat, src):
        battle.attack_pool_halved = True  # as the attacker rolls, after every plan (5.5.5)
        yield from ()


@power
class StormCaller(DiscardedAfterBattle):
    id = "storm_caller"
    kinds = ("battle_plan:defender",)
    discarded = "The Storm Caller is discarded"

    def plan(self, f, battle, side, seat, src):
        battle.add_defense(2, f.source_name(src))
        yield from ()


@power
class GreatCrusade(DiscardedAfterBattle):
    """The Nomad cards its user rules: their faceup advisers and the denizens at their sites."""
    id = "great_crusade"
    kinds = ("battle_plan:either",)
    discarded = "The Great Crusade is discarded"

    def plan_allowed(self, f, battle, side, seat, src):
        return seat is not None

    def plan(self, f, battle, side, seat, src):
        n = sum(suit_of(f, x) == "nomad" for x, _ in ruled_denizens(f, seat))
        if n:
            battle.shift(side, n, f.source_name(src))
        yield from ()


@power
class SpecialEnvoy(Power):
    id = "special_envoy"
    kinds = ("modifier:travel",)

    def variants(self, f, seat, major, src):
        return [modified(major, src, supply=0)] if major.action == "travel" and major.supply else []

    def after_action(self, f, seat, major, src):
        if f.s.phase == "act" and seat == f.s.current():
            f.say(f"{f.who(seat)} rests at once (Special Envoy)", "7.4")
            f.end_act()
        yield from ()


@power
class Hospitality(Power):
    id = "hospitality"
    kinds = ("modifier:travel",)

    def suits(self, f, seat) -> set:
        here = {suit_of(f, x) for x in f.s.slots[f.s.players[seat].pawn].cards}
        return here & faceup_suits(f, seat)

    def variants(self, f, seat, major, src):
        return [modified(major, src)] if major.action == "travel" else []

    def after_action(self, f, seat, major, src):
        suits = self.suits(f, seat)
        yield from take_a_favor(f, seat, "Hospitality", "7.4", exclude=[x for x in f.c.suits if x not in suits])


@power
class AFastSteed(Power):
    id = "a_fast_steed"
    kinds = ("modifier:travel",)

    def variants(self, f, seat, major, src):
        if major.action != "travel" or not major.supply or f.s.players[seat].board > 3:
            return []
        return [modified(major, src, supply=0)]


@power
class RelicWorship(Power):
    id = "relic_worship"
    kinds = ("modifier:recover",)

    def variants(self, f, seat, major, src):
        return [modified(major, src)] if major.action == "recover" and not major.banner else []

    def after_action(self, f, seat, major, src):
        gained = gain_supply(f, seat, 3)
        f.say(f"{f.who(seat)} gains {gained} Supply (Relic Worship)", "7.4")
        yield from ()


@power
class Convoys(Power):
    id = "convoys"
    kinds = ("action",)

    def use(self, f, seat, src):
        s = f.s
        mine = s.slots[s.players[seat].pawn].region
        opts = [Option(f"convoy:{r.id}", f"The {r.name} discard pile ({count(len(s.discards[r.id]), 'card')})", "7.3",
                       data=r.id) for r in f.c.regions if r.id != mine]
        region = (yield from choose(seat, "Convoys: bring which discard pile to yours?", opts, "7.3")).data
        moved = s.discards[region]
        s.discards[mine].extend(moved)  # the pile's top is its end: laid on top, in its order
        s.discards[region] = []
        f.say(f"{count(len(moved), 'card')} of the {f.c.region(region).name} discard pile go onto the "
              f"{f.c.region(mine).name} pile (Convoys)", "7.3")


@power
class TwinBrother(Power):
    id = "twin_brother"
    kinds = ("when_played",)

    def use(self, f, seat, src):
        s = f.s
        if src.owner != seat:
            return
        targets = [(x, a.card) for x, p in enumerate(s.players) if x != seat for a in p.advisers
                   if a.faceup and suit_of(f, a.card) == "nomad" and not locked(f, a.card)]
        if not targets:
            return
        opts = [Option("twin:keep", "Keep the Twin Brother", "7.3")]
        opts += [Option(f"twin:{card}", f"Trade it for {f.who(x)}'s {f.name(card)}", "7.3", cards=f.card_ids(card),
                        data=(x, card)) for x, card in targets]
        picked = yield from choose(seat, "Twin Brother: trade it for another player's Nomad adviser?", opts, "7.3")
        if picked.data is None:
            return
        other, card = picked.data
        f.replace_adviser(seat, src.id, Adviser(card, True))
        f.replace_adviser(other, card, Adviser(src.id, True))
        f.say(f"{f.who(seat)} trades the Twin Brother for {f.who(other)}'s {f.name(card)}", "7.3")


@power
class LostTongue(Power):
    """Guards its owner's relics and banners from a player ruling no Nomad card: their faceup
    advisers and the denizens at their sites."""
    id = "lost_tongue"
    kinds = ("persistent",)
    strikes_relics_and_banners_only = True

    def barred(self, f, seat) -> bool:
        return not any(suit_of(f, x) == "nomad" for x, _ in ruled_denizens(f, seat))

    def forbids_taking(self, f, taker, owner, kind, item, src):
        return owner == src.owner and taker != owner and self.barred(f, taker)

    def campaign_targets(self, f, battle, offered, chosen, src):
        if battle.defender != src.owner or not self.barred(f, battle.attacker):
            return offered
        return [x for x in offered if x[0] not in ("relic", "banner")]


@power
class Resettle(Power):
    id = "resettle"
    kinds = ("action",)

    def movable(self, f):
        return [(x, a.card) for x, p in enumerate(f.s.players) for a in p.advisers
                if a.faceup and suit_of(f, a.card) == "nomad" and not locked(f, a.card)
                and f.c.denizens[a.card].restriction != "adviser"]

    def sites(self, f):
        acts = Actions(f)
        return [slot for slot, sl in enumerate(f.s.slots) if sl.faceup and acts.has_room(slot)]

    def usable(self, f, seat, src):
        return bool(self.movable(f)) and bool(self.sites(f))

    def use(self, f, seat, src):
        opts = [Option(f"resettle:{card}", f"{f.who(x)}'s {f.name(card)}", "7.3", cards=f.card_ids(card), data=(x, card))
                for x, card in self.movable(f)]
        if not opts or not self.sites(f):
            return
        owner, card = (yield from choose(seat, "Resettle: which Nomad adviser?", opts, "7.3")).data
        opts = [Option(f"to:{slot}", f"{f.site_name(slot)}", "7.3", cards=f.site_ids(slot), data=slot) for slot in self.sites(f)]
        slot = (yield from choose(seat, f"Resettle: set {f.name(card)} at which site?", opts, "7.3")).data
        f.remove_adviser(owner, card)
        f.put_at_site(slot, card)
        f.say(f"{f.who(seat)} sets {f.who(owner)}'s {f.name(card)} at {f.site_name(slot)} (Resettle)", "7.3")


@power
class AncientPact(Power):
    id = "ancient_pact"
    kinds = ("when_played",)

    def use(self, f, seat, src):
        s = f.s
        ds = s.banners["darkest_secret"]
        if s.players[seat].role != "exile" or ds.holder != seat:
            return
        opts = [Option("pact:no", "Keep the Darkest Secret", "7.6.1"),
                Option("pact:yes", "Hand it to the Chancellor and become a Citizen", "7.6.1", cards=f.source_ids(src))]
        if (yield from ask(seat, "Ancient Pact: become a Citizen?", opts, "7.6.1")) != "pact:yes":
            return
        ds.holder = 0
        f.say(f"{f.who(seat)} hands the Darkest Secret to {f.who(0)} (Ancient Pact)", "7.6.1")
        citizenship = Citizenship(f)
        yield from citizenship.become_citizen(seat)
        yield from citizenship.take_reliquary_relic(seat, "Ancient Pact", "7.6.1")
        f.update_title()


@power
class SacredGround(Power):
    id = "sacred_ground"
    kinds = ("persistent",)

    def forbids_faceup_vision(self, f, seat, card, src):
        return not f.c.visions[card].conspiracy and f.s.players[seat].pawn != src.slot


@power
class Oracle(Power):
    """The cards above the Vision are not seen: only that a Vision was drawn is public (5.1.2),
    and which one its drawer alone reads."""
    id = "oracle"
    kinds = ("action",)

    def usable(self, f, seat, src):
        return any(card_kind(x) == "vision" for x in f.s.world)

    def use(self, f, seat, src):
        s = f.s
        depth = next((i for i, x in enumerate(s.world) if card_kind(x) == "vision"), None)
        if depth is None:
            return
        vision = s.world.pop(depth)
        s.visions_drawn += 1
        s.hands[seat] = [vision]
        f.say(f"{f.who(seat)} draws a Vision from the world deck ({count(s.visions_drawn, 'Vision')} drawn) (Oracle)",
              "7.3")
        show(f, seat, f"The Vision is {f.name(vision)}", "7.3")
        yield from Actions(f).play_kept(seat, vision, MajorAction("search", 0))


@power
class WildMounts(Power):
    """Its use is its place among the battle's plans: as the first Nomad plan of its user is to
    be discarded, they choose once for all of them: a Beast card they rule discarded instead
    (an unlocked one; Wild Mounts may be their own), or the plans go."""
    id = "wild_mounts"
    kinds = ("battle_plan:either",)

    def plan_allowed(self, f, battle, side, seat, src):
        return seat is not None  # the bandits rule no card to discard

    def plan(self, f, battle, side, seat, src):
        yield from ()

    def keeps_plan(self, f, battle, seat, plan_src, src):
        if suit_of(f, plan_src.id) != "nomad":
            return False
        if seat not in battle.plans_kept:
            beasts = [(x, slot) for x, slot in ruled_denizens(f, seat) if suit_of(f, x) == "beast" and not locked(f, x)]
            opts = [Option("mounts:none", "Discard the Nomad battle plans", "7.5")]
            opts += [Option(f"mounts:{x}", f"Discard {f.name(x)}" + (f" at {f.site_name(slot)}" if slot is not None else "")
                            + " instead", "7.5", cards=f.card_ids(x), data=(x, slot)) for x, slot in beasts]
            question = in_campaign(f, battle, seat, "Wild Mounts: your Nomad battle plans are to be discarded: discard a "
                                   "Beast card you rule instead, and keep them all?")
            picked = yield from choose(seat, question, opts, "7.5")
            battle.plans_kept[seat] = picked.data is not None
            if picked.data is not None:
                card, slot = picked.data
                if slot is None:
                    f.discard_adviser(seat, card)
                else:
                    f.discard_from_site(seat, card, slot)
                f.say(f"{f.who(seat)} discards {f.name(card)} and keeps their Nomad battle plans (Wild Mounts)", "7.5")
        return battle.plans_kept[seat]


@power
class SpellBreaker(RulersCard):
    """A power's own cost decides, not what other powers add to it (Gleaming Armor)."""
    id = "spell_breaker"

    def forbids_power(self, f, seat, power_src, src):
        cost = f.cost_of(power_src)
        return bool(cost.place_secrets or cost.burn_secrets) and self.enemy(f, self.ruler(f, src), seat)


@power
class AncientBloodline(Power):
    """Its owner's enemies (decision 38) find the denizens and relics at the sites its owner
    rules locked: those the owner's own powers or friends move are not."""
    id = "ancient_bloodline"
    kinds = ("persistent",)

    def locks_against(self, f, seat, item, src):
        s, owner = f.s, src.owner
        if owner is None or not enemies(f, owner, seat):
            return False
        return any(item in sl.cards or item in sl.relics for slot, sl in enumerate(s.slots) if s.rules(owner, slot))


@power
class FamilyWagon(Power):
    """Its owner's limit is 1 and their faceup Nomad advisers, itself among them, count against
    none: a facedown card has no suit (5.1.4)."""
    id = "family_wagon"
    kinds = ("persistent",)

    def adviser_limit(self, f, seat, src):
        return 1 if src.owner == seat else None

    def adviser_uncounted(self, f, seat, adviser, src):
        return src.owner == seat and adviser.faceup and suit_of(f, adviser.card) == "nomad"


@power
class WayStation(RulersCard):
    """A traveller ruling it (the Empire's purple warbands make every Imperial player its ruler)
    travels there free; any other may take the trip free for 1 favor to its ruler, beside the
    trip at its cost. A pawn sent by an enemy ruler (Shrouded Wood) chose no trip: nothing is
    offered."""
    id = "way_station"
    reads_traveller = True  # free for its ruler

    def adjust_travel(self, f, trip, src):
        if trip.there == src.slot and f.s.rules(trip.seat, src.slot):
            trip.free = True

    def offers(self, f, seat, major, src):
        if major.action != "travel" or major.slot != src.slot or major.slot == f.s.players[seat].pawn or not major.supply:
            return []
        return [modified(major, src, supply=0, tolls=major.tolls + 1)]

    def before_action(self, f, seat, major, src):
        self.pay_ruler(f, seat, src)
        yield from ()


@power
class VowOfKinship(Power):
    """Its owner's favor is the Nomad bank's: what they gain or take goes there, and what they
    spend by their choice (costs, trades, musters, recovering, fees, favor they give) may come
    out of it once their board's is gone. What others take from them, or the rules make them
    give up, comes off their board alone."""
    id = "vow_of_kinship"
    kinds = ("when_played", "persistent")

    def use(self, f, seat, src):
        p = f.s.players[seat]
        moved, p.favor = p.favor, 0
        f.s.banks["nomad"] += moved
        f.say(f"{f.who(seat)} puts all their favor, {moved}, into the Nomad bank (Vow of Kinship)", "7.3")
        yield from ()

    def favor_bank(self, f, seat, src):
        return "nomad" if src.owner == seat else None
