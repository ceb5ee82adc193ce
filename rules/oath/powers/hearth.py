"""Hearth denizens' powers."""
from __future__ import annotations

from rules.core import Option, Steps, choose
from rules.core.words import count

from ..actions import Actions
from ..citizenship import Citizenship
from ..effects import (adviser_count, choose_bank, enemies, gain_supply, hand_over, keep_or_bottom_relic, kill_board,
                       locked, propose_deal, show, suit_of)
from ..state import BANDITS
from .base import BindsItsOwner, DiscardedAfterBattle, Power, modified, power


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


# --- the rest of the box -------------------------------------------------------------------------
def favor_not_with_an_enemy(f, seat) -> bool:
    """The People's Favor is not held by an enemy of the seat: nobody, the seat or a fellow
    Imperial player holds it."""
    holder = f.s.banners["peoples_favor"].holder
    return seat is not None and (holder is None or not enemies(f, seat, holder))


def banks_picked(f, seat, n: int, prompt: str, rule: str) -> Steps:
    """n favor, 1 from each of n different banks the seat picks (fewer when fewer hold any)."""
    taken = []
    for k in range(n):
        suit = yield from choose_bank(f, seat, f"{prompt} ({k + 1} of {n})", rule, exclude=taken)
        if suit is None:
            return taken
        f.gain_from_bank(seat, suit, 1)
        taken.append(suit)
    return taken


@power
class CharmingFriend(Power):
    id = "charming_friend"
    kinds = ("action",)

    def targets(self, f, seat):
        return [x for x in f.s.at_slot(f.s.players[seat].pawn) if x != seat and f.s.players[x].favor]

    def usable(self, f, seat, src):
        return bool(self.targets(f, seat))

    def use(self, f, seat, src):
        opts = [Option(f"charm:{x}", f"From {f.who(x)}", "7.3", data=x) for x in self.targets(f, seat)]
        if not opts:
            return
        x = (yield from choose(seat, "Charming Friend: take 1 favor from whom?", opts, "7.3")).data
        hand_over(f, x, seat, "favor", 1)
        f.say(f"{f.who(seat)} takes 1 favor from {f.who(x)} (Charming Friend)", "7.3")


@power
class VillageConstable(Power):
    id = "village_constable"
    kinds = ("battle_plan:either",)

    def plan_allowed(self, f, battle, side, seat, src):
        return favor_not_with_an_enemy(f, seat)

    def plan(self, f, battle, side, seat, src):
        battle.shift(side, 2, f.source_name(src))
        yield from ()


@power
class TheGreatLevy(Power):
    id = "the_great_levy"
    kinds = ("battle_plan:either",)

    def plan_allowed(self, f, battle, side, seat, src):
        return favor_not_with_an_enemy(f, seat)

    def plan(self, f, battle, side, seat, src):
        battle.shift(side, 3, f.source_name(src))
        if side == "attacker":
            battle.ignore_skulls = True  # only the attacker's skulls kill (5.5.5)
        yield from ()


@power
class NewsFromAfar(Power):
    id = "news_from_afar"
    kinds = ("modifier:search",)

    def variants(self, f, seat, major, src):
        return [modified(major, src, supply=0)] if major.action == "search" and major.supply else []


@power
class AwaitedReturn(Power):
    id = "awaited_return"
    kinds = ("modifier:trade",)

    def variants(self, f, seat, major, src):
        if major.action != "trade" or not major.supply or not f.s.players[seat].board:
            return []
        return [modified(major, src, supply=0)]

    def before_action(self, f, seat, major, src):
        kill_board(f, seat, 1)
        f.say(f"{f.who(seat)} sacrifices 1 warband (Awaited Return)", "7.4")
        yield from ()


@power
class RowdyPub(Power):
    id = "rowdy_pub"
    kinds = ("modifier:muster",)

    def variants(self, f, seat, major, src):
        return [modified(major, src, warbands=major.warbands + 1)] if major.action == "muster" and major.card == src.id else []


@power
class Levelers(Power):
    id = "levelers"
    kinds = ("action",)

    def use(self, f, seat, src):
        banks = f.s.banks
        most, least = max(banks.values()), min(banks.values())
        if most == least:
            return
        full = yield from self.pick(f, seat, [x for x, n in banks.items() if n == most], "the fullest")
        empty = yield from self.pick(f, seat, [x for x, n in banks.items() if n == least], "the emptiest")
        moved = min(2, banks[full])
        banks[full] -= moved
        banks[empty] += moved
        f.say(f"{moved} favor go from the {full.capitalize()} bank to the {empty.capitalize()} bank (Levelers)", "7.3")

    def pick(self, f, seat, suits, which) -> Steps:
        if len(suits) == 1:
            return suits[0]
        opts = [Option(f"level:{x}", f"The {x.capitalize()} bank", "7.3", data=x) for x in suits]
        return (yield from choose(seat, f"Levelers: which of {which} banks?", opts, "7.3")).data


@power
class FabledFeast(Power):
    id = "fabled_feast"
    kinds = ("when_played",)

    def use(self, f, seat, src):
        s = f.s
        ruled = [a.card for a in s.players[seat].advisers if a.faceup]
        ruled += [x for slot in range(len(s.slots)) if s.rules(seat, slot) for x in s.slots[slot].cards]
        if src.slot is not None and src.id not in ruled:
            ruled.append(src.id)  # played to a site, it counts itself
        n = sum(suit_of(f, x) == "hearth" for x in set(ruled))
        n += sum(adviser_count(f, a.card) - 1 for a in s.players[seat].advisers if a.faceup and suit_of(f, a.card) == "hearth")
        suit = yield from choose_bank(f, seat, f"Fabled Feast: take {n} favor from which bank?", "7.3")
        if suit is not None:
            gained = f.gain_from_bank(seat, suit, n)
            f.say(f"{f.who(seat)} takes {gained} favor from the {suit.capitalize()} bank (Fabled Feast)", "7.3")


@power
class SaladDays(Power):
    id = "salad_days"
    kinds = ("when_played",)

    def use(self, f, seat, src):
        taken = yield from banks_picked(f, seat, 3, "Salad Days: take 1 favor from which bank?", "7.3")
        f.say(f"{f.who(seat)} takes 1 favor from {len(taken)} banks (Salad Days)", "7.3")


@power
class RelicBreaker(Power):
    """Several facedown relics at the site: the first, unless the player has seen one, which
    is then named (decision 29)."""
    id = "relic_breaker"
    kinds = ("action",)

    def usable(self, f, seat, src):
        relics = f.s.slots[f.s.players[seat].pawn].relics
        return bool(relics) and not locked(f, relics[0], seat)  # a site's relics are locked alike (Ancient Bloodline)

    def use(self, f, seat, src):
        s, p = f.s, f.s.players[seat]
        here = s.slots[p.pawn]
        if not self.usable(f, seat, src):
            return
        seen = [r for r in here.relics if r in p.peeked]
        opts = [Option(f"break:{r}", f"{f.name(r)}", "7.3", secret=True, cards=f.card_ids(r), data=r) for r in seen]
        if len(here.relics) > len(seen):
            unseen = next(r for r in here.relics if r not in seen)
            opts.append(Option("break:unseen", "A relic you have not seen", "7.3", data=unseen))
        relic = (yield from choose(seat, "Relic Breaker: which relic goes under the relic deck?", opts, "7.3")).data
        here.relics.remove(relic)
        s.relic_deck.append(relic)
        gained = f.gain_warbands(seat, 3)
        f.say(f"{f.who(seat)} puts a relic of {f.site_name(p.pawn)} under the relic deck and gains "
              f"{count(gained, 'warband')} (Relic Breaker)", "7.3")


@power
class BallotBox(Power):
    id = "ballot_box"
    kinds = ("action",)

    def usable(self, f, seat, src):
        return f.s.players[seat].role == "exile" and f.s.banners["peoples_favor"].holder == seat

    def use(self, f, seat, src):
        if not self.usable(f, seat, src):
            return
        yield from Citizenship(f).become_citizen(seat)
        f.update_title()


@power
class FamilyHeirloom(Power):
    id = "family_heirloom"
    kinds = ("when_played",)

    def use(self, f, seat, src):
        if not f.s.relic_deck:
            return
        yield from keep_or_bottom_relic(f, seat, "Family Heirloom", "heirloom")


@power
class Herald(Power):
    id = "herald"
    kinds = ("persistent",)

    def campaign_over(self, f, battle, src):
        owner = src.owner
        if owner is None or battle.attacker == owner or battle.defender == BANDITS:
            return
        suit = yield from choose_bank(f, owner, f"Herald: {f.who(battle.attacker)}'s campaign is over: take 1 favor "
                                                "from which bank?", "7.6")
        if suit is not None:
            f.gain_from_bank(owner, suit, 1)
            f.say(f"{f.who(owner)} takes 1 favor from the {suit.capitalize()} bank (Herald)", "7.6")


@power
class VowOfPeace(BindsItsOwner):
    id = "vow_of_peace"
    kinds = ("persistent", "modifier:campaign")
    forces = ("campaign",)

    def force(self, f, seat, major, src):
        return None

    def forbids_sacrifice(self, f, battle, src):
        return battle.defender == src.owner


@power
class Homesteaders(Power):
    """The adviser goes to the site as a card moved there, not played: no favor, no
    When-played power."""
    id = "homesteaders"
    kinds = ("action",)

    def movable(self, f, seat):
        if not Actions(f).has_room(f.s.players[seat].pawn):
            return []
        return [a.card for a in f.s.players[seat].advisers if a.faceup and a.card in f.c.denizens
                and f.c.denizens[a.card].restriction != "adviser" and not locked(f, a.card)]

    def usable(self, f, seat, src):
        return bool(self.movable(f, seat))

    def use(self, f, seat, src):
        p = f.s.players[seat]
        opts = [Option(f"settle:{x}", f"Move {f.name(x)} to {f.site_name(p.pawn)}", "7.3", cards=f.card_ids(x), data=x)
                for x in self.movable(f, seat)]
        if not opts:
            return
        card = (yield from choose(seat, "Homesteaders: which adviser settles here?", opts, "7.3")).data
        f.remove_adviser(seat, card)
        f.put_at_site(p.pawn, card)
        f.say(f"{f.who(seat)} moves {f.name(card)} to {f.site_name(p.pawn)} (Homesteaders)", "7.3")


def take_two(f, seat, name: str) -> Steps:
    """2 favor from one bank the seat picks; how many it held, up to 2."""
    suit = yield from choose_bank(f, seat, f"{name}: take 2 favor from which bank?", "7.6")
    return 0 if suit is None else f.gain_from_bank(seat, suit, 2)


@power
class BookBinders(Power):
    id = "book_binders"
    kinds = ("persistent",)

    def card_played(self, f, seat, card, to, src):
        owner = src.owner
        if owner is None or owner == seat or to not in ("vision", "conspiracy"):
            return
        taken = yield from take_two(f, owner, "Book Binders")
        f.say(f"{f.who(owner)} takes {taken} favor (Book Binders)", "7.6")


@power
class SaddleMakers(Power):
    id = "saddle_makers"
    kinds = ("persistent",)

    def card_played(self, f, seat, card, to, src):
        owner, suit = src.owner, suit_of(f, card)
        if owner is not None and owner != seat and to in ("site", "faceup") and suit in ("nomad", "order"):
            gained = f.gain_from_bank(owner, suit, 2)
            f.say(f"{f.who(owner)} takes {gained} favor from the {suit.capitalize()} bank (Saddle Makers)", "7.6")
        yield from ()


@power
class ARoundOfAle(Power):
    """The other cards are cleared as at Rest (4.3): their favor to its banks, their secrets to
    the player, who turns their facedown secrets faceup; this card keeps the favor just paid."""
    id = "a_round_of_ale"
    kinds = ("action",)

    def use(self, f, seat, src):
        s, p = f.s, f.s.players[seat]
        for card, (favor, secrets) in sorted(s.tokens_on_cards.items()):
            if card == src.id:
                continue
            if favor:
                f.favor_off(card, favor)
            p.secrets += secrets
            del s.tokens_on_cards[card]
        p.secrets += p.secrets_down
        p.secrets_down = 0
        f.say(f"{f.who(seat)} clears the cards' tokens (A Round of Ale)", "7.3")
        yield from ()


@power
class HeartsAndMinds(Power):
    """The defending side wins at once: no die is rolled, and the attacker's losses are any
    defeat's (5.5.6)."""
    id = "hearts_and_minds"
    kinds = ("battle_plan:defender",)

    def plan(self, f, battle, side, seat, src):
        battle.decided = "defender"
        yield from ()

    def after(self, f, battle, side, seat, src, won):
        if f.s.banners["peoples_favor"].holder != seat:
            f.discard_source(seat, src)
            f.say("Hearts and Minds is discarded: the People's Favor is not its user's", "7.5")
        yield from ()


@power
class CropRotation(Power):
    id = "crop_rotation"
    kinds = ("modifier:search",)

    def variants(self, f, seat, major, src):
        return [modified(major, src, clears=True)] if major.action == "search" else []


@power
class LandWarden(Power):
    id = "land_warden"
    kinds = ("modifier:search",)

    def variants(self, f, seat, major, src):
        return [modified(major, src, keeps=2)] if major.action == "search" else []


@power
class DeedWriter(Power):
    """Any other player, wherever their pawn is; the deal binds favor, secrets and the sites each
    rules (never relics), as the binding deals of 7.6.3 do."""
    id = "deed_writer"
    kinds = ("action",)

    def use(self, f, seat, src):
        opts = [Option(f"deed:with:{x}", f"Propose a deal to {f.who(x)}", "7.3", data=x)
                for x in range(len(f.s.players)) if x != seat]
        other = (yield from choose(seat, "Deed Writer: propose a deal to whom?", opts, "7.3")).data
        yield from propose_deal(f, seat, other, "7.3", relics=False, sites=True)


@power
class Marriage(Power):
    id = "marriage"
    kinds = ("persistent",)
    adviser_count = 2


@power
class Hospital(Power):
    """Its user's warbands that this campaign kills (skulls, a sacrifice, losses) go to its site
    instead, checked at each death: while the user rules it."""
    id = "hospital"
    kinds = ("battle_plan:either",)

    def plan_allowed(self, f, battle, side, seat, src):
        return seat is not None and src.slot is not None  # the bandits have no warbands to lose

    def plan(self, f, battle, side, seat, src):
        battle.hospital[seat] = src.slot
        yield from ()
