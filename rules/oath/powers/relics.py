"""Relics' powers (Law 2.4): the twenty relics and the Grand Scepter, one class per power id of
data/relics.toml, its `kinds` those of the content. A relic's power is its holder's: the engine
lists a relic as a source only while a player holds it (relics beside a site or on the Reliquary
have no power, 2.3).

Decisions the Law leaves open, taken here:
- The Grand Scepter may be used on the turn it is taken. The reference's "from the Wake after you
  gain it" is a printing's reminder that the Law does not have (2.4, 6.4-6.7): the Law is followed.
- Cracked Horn sends under the world deck the cards the search itself discards (the drawn cards
  not kept, and the kept card if it is discarded), not cards cleared from sites or advisers.
- Book of Records gives 1 secret in place of the usual favor for playing to a site, even when the
  suit's bank is empty; a homeland's own favor is not changed.
- Cursed Cauldron counts every enemy warband killed in the campaign: skulls, sacrifices, losses,
  and Sticky Fire's if it resolved first.
- Bandit Crown (7.6.5): its holder rules every empty faceup site (rules/oath/state.py), defends
  with one bandit per targeted site, and may take their last warband off a site; bandits are never
  killed, moved or sacrificed, so they count in no loss.
- Grand Mask: during its holder's turn, the battle plans of the denizens at sites an Imperial
  player rules are the holder's to use as though they ruled them; their rulers keep them too (each
  plan is used once per campaign, 7.5).
- Ivory Eye and Skeleton Key name what they look at by its place, so no option id shows a hidden
  card before it is peeked at."""
from __future__ import annotations

from rules.core import Option, ask, choose
from rules.core.words import count, sentence

from ..actions import Actions
from ..campaign import in_campaign
from ..citizenship import Citizenship
from ..effects import (faceup_suits, gain_supply, keep_or_bottom_relic, kill_board, number_options, show, suit_of,
                       took_relics)
from ..state import BANDITS, Adviser
from ..travel import Travel
from .base import BindsItsOwner, Power, modified, power


def enemy_side(side: str) -> str:
    return "defender" if side == "attacker" else "attacker"


# --- battle plans ------------------------------------------------------------------------------
@power
class StickyFire(Power):
    id = "sticky_fire"
    kinds = ("battle_plan:either",)

    def after(self, f, battle, side, seat, src, won):
        enemy = battle.opponent(side)
        left = sum(battle.survivors.values())
        if not won or seat is None or not f.favor_of(seat) or enemy == BANDITS or not left:
            return  # the favor is the price: without it, nothing more burns
        opts = [Option("sticky:no", "Let them be", "7.5"),
                Option("sticky:yes", f"Give {f.who(enemy)} 1 favor: the {count(left, 'warband')} left of their force die",
                       "7.5", cards=f.source_ids(src))]
        question = in_campaign(f, battle, seat, f"you won; burn the rest of {f.who(enemy)}'s force with Sticky Fire?")
        if (yield from ask(seat, question, opts, "7.5")) == "sticky:no":
            return
        f.spend_favor(seat, 1)
        f.receive_favor(enemy, 1)
        killed = sum(kill_board(f, x, k) for x, k in battle.survivors.items())
        battle.kills[enemy_side(side)] += killed
        battle.survivors = {}
        f.say(f"{f.who(seat)} gives {f.who(enemy)} 1 favor: Sticky Fire kills {count(killed, 'warband')} of their force", "7.5")


@power
class CursedCauldron(Power):
    id = "cursed_cauldron"
    kinds = ("battle_plan:either",)

    def after(self, f, battle, side, seat, src, won):
        if won and seat is not None:
            killed = battle.kills[enemy_side(side)]
            gained = f.gain_warbands(seat, killed)
            if killed:
                f.say(f"{f.who(seat)} gains {count(gained, 'warband')} (Cursed Cauldron)", "7.5")
        yield from ()


@power
class ObsidianCage(Power):
    id = "obsidian_cage"
    kinds = ("battle_plan:either", "action")

    def after(self, f, battle, side, seat, src, won):
        if not won or seat is None or not battle.survivors:
            yield from ()
            return
        s, n = f.s, 0
        for owner, k in battle.survivors.items():
            q = s.players[owner]
            k = min(k, q.board)
            q.board -= k
            s.caged[q.board_color] = s.caged.get(q.board_color, 0) + k
            n += k
        battle.survivors = {}
        f.say(f"{count(n, 'warband')} of the enemy's force go into the Obsidian Cage", "7.5")
        yield from ()

    def boards(self, f) -> list[tuple[str, int]]:
        """(colour, seat) for every caged colour and every board of that colour."""
        s = f.s
        return [(color, seat) for color, n in sorted(s.caged.items()) if n
                for seat, q in enumerate(s.players) if q.board_color == color]

    def usable(self, f, seat, src):
        return bool(self.boards(f))

    def use(self, f, seat, src):
        s = f.s
        opts = [Option(f"cage:{color}:{x}", f"Free {color} warbands onto {f.who(x)}'s board", "7.3", data=(color, x))
                for color, x in self.boards(f)]
        color, x = (yield from choose(seat, "Obsidian Cage: free warbands onto which board?", opts, "7.3")).data
        opts = number_options("cagen", range(1, s.caged[color] + 1), "warband", "warbands", "7.3")
        n = (yield from choose(seat, f"Obsidian Cage: how many {color} warbands go to {f.who(x)}'s board?", opts, "7.3")).data
        s.caged[color] -= n
        s.players[x].board += n
        f.say(f"{f.who(seat)} frees {count(n, 'warband')} from the Obsidian Cage onto {f.who(x)}'s board", "7.3")


# --- modifiers -----------------------------------------------------------------------------------
@power
class TruthfulHarp(Power):
    id = "truthful_harp"
    kinds = ("modifier:search",)

    def variants(self, f, seat, major, src):
        return [modified(major, src, draws=major.draws + 2, reveal=True)]


@power
class CrackedHorn(Power):
    id = "cracked_horn"
    kinds = ("modifier:search",)

    def variants(self, f, seat, major, src):
        return [modified(major, src, bottom_discards=True)]


@power
class CupOfPlenty(Power):
    id = "cup_of_plenty"
    kinds = ("modifier:trade",)

    def variants(self, f, seat, major, src):
        if suit_of(f, major.card) in faceup_suits(f, seat, major) and major.supply:
            return [modified(major, src, supply=0)]
        return []


@power
class DragonskinDrum(Power):
    id = "dragonskin_drum"
    kinds = ("modifier:travel",)

    def variants(self, f, seat, major, src):
        return [modified(major, src)]

    def after_action(self, f, seat, major, src):
        if f.gain_warbands(seat, 1):
            f.say(f"{f.who(seat)} gains 1 warband (Dragonskin Drum)", "7.4")
        yield from ()


@power
class RingOfDevotion(BindsItsOwner):
    id = "ring_of_devotion"
    kinds = ("modifier:muster", "persistent")
    forces = ("muster",)

    def force(self, f, seat, major, src):
        return modified(major, src, warbands=major.warbands + 2)

    def forbids_placing_warbands(self, f, seat, src):
        return seat == src.owner


# --- persistent ----------------------------------------------------------------------------------
@power
class BookOfRecords(Power):
    id = "book_of_records"
    kinds = ("persistent",)

    def play_reward(self, f, seat, card, slot, reward, src):
        if seat == src.owner and reward["favor"]:
            reward["secrets"] += reward["favor"]
            reward["favor"] = 0


@power
class BanditCrown(Power):
    id = "bandit_crown"
    kinds = ("persistent",)
    # its effects live where ruling and defending are decided: State.rulers, Campaign, Actions (7.6.5)


@power
class CircletOfCommand(Power):
    id = "circlet_of_command"
    kinds = ("persistent",)
    strikes_relics_and_banners_only = True

    def forbids_taking(self, f, taker, owner, kind, item, src):
        return owner == src.owner and taker != owner and not (kind == "relic" and item == src.id)

    def campaign_targets(self, f, battle, offered, chosen, src):
        if battle.defender != src.owner or battle.attacker == src.owner:
            return offered
        return [x for x in offered if not (x[0] == "banner" or (x[0] == "relic" and x[1] != src.id))]

    def campaign_declared(self, f, battle, src):
        if battle.pawn and battle.defender == src.owner:
            battle.add_defense(1, f.source_name(src))
            f.say("Circlet of Command: 1 more defense die", "7.1.4")


@power
class GrandMask(Power):
    id = "grand_mask"
    kinds = ("persistent",)

    def rules_card(self, f, seat, card_src, src):
        s = f.s
        if seat != src.owner or s.phase not in ("wake", "act", "rest") or s.current() != seat:
            return False
        d = f.c.denizens_and_edifices.get(card_src.id)
        return d is not None and d.battle_plan is not None and any(s.players[x].imperial for x in s.rulers(card_src.slot))


# --- actions ---------------------------------------------------------------------------------------
@power
class BrassHorse(Power):
    id = "brass_horse"
    kinds = ("action",)

    def usable(self, f, seat, src):
        return bool(Travel(f).destinations(seat))

    def use(self, f, seat, src):
        s, c, p = f.s, f.c, f.s.players[seat]
        region = s.slots[p.pawn].region
        pile = s.discards[region]
        travel = Travel(f)
        trips = travel.destinations(seat)
        if pile:
            top = pile[-1]
            f.say(f"{f.who(seat)} shows the top of the {c.region(region).name} discard pile: {f.name(top)}", "7.3")
            f.m.reveal()
            suit = suit_of(f, top)
            if suit:
                matching = [x for x in trips if any(suit_of(f, y) == suit for y in s.slots[x.there].cards)]
                trips = matching or trips
        yield from travel.relocate(seat, seat, trips, "Brass Horse: travel where (no Supply)?", "7.3")


@power
class HornedMask(Power):
    id = "horned_mask"
    kinds = ("action",)

    def pairs(self, f, seat) -> list[tuple[int, int]]:
        """(adviser, card at the site) that may trade places: a facedown adviser too, which goes
        to the site faceup, so it must be a denizen that may lie at a site (7.2)."""
        s, c, p = f.s, f.c, f.s.players[seat]
        slot = s.slots[p.pawn]
        if not slot.faceup:
            return []
        mine = [a.card for a in p.advisers if a.card in c.denizens
                and not c.denizens[a.card].locked and c.denizens[a.card].restriction != "adviser"]
        there = [x for x in slot.cards if x in c.denizens and not c.denizens[x].locked and c.denizens[x].restriction != "site"]
        return [(a, x) for a in mine for x in there]

    def usable(self, f, seat, src):
        return bool(self.pairs(f, seat))

    def use(self, f, seat, src):
        p = f.s.players[seat]
        facedown = {a.card for a in p.advisers if not a.faceup}
        opts = [Option(f"swap:{a}:{x}", f"{f.name(a)}{' (facedown)' if a in facedown else ''} to {f.site_name(p.pawn)}, "
                       f"{f.name(x)} to your advisers", "7.3", cards=f.card_ids(a, x), group=f"Swap {f.name(a)}",
                       data=(a, x))
                for a, x in self.pairs(f, seat)]
        a, x = (yield from choose(seat, "Horned Mask: swap which adviser with which card?", opts, "7.3")).data
        yield from Actions(f).before_arrival(seat, p.pawn, exclude=(x,))  # the card moves there (Great Slum)
        f.replace_at_site(p.pawn, x, a)
        f.replace_adviser(seat, a, Adviser(x, True))
        turned = ", a facedown adviser turned faceup," if a in facedown else ""
        f.say(f"{f.who(seat)} swaps {f.name(a)}{turned} for {f.name(x)} at {f.site_name(p.pawn)} (Horned Mask)", "7.3")


@power
class Whistle(Power):
    id = "whistle"
    kinds = ("action",)

    def usable(self, f, seat, src):
        here = f.s.players[seat].pawn
        return any(q.pawn != here for x, q in enumerate(f.s.players) if x != seat)

    def use(self, f, seat, src):
        s, p = f.s, f.s.players[seat]
        opts = [Option(f"whistle:{x}", f.who(x), "7.3", data=x) for x, q in enumerate(s.players)
                if x != seat and q.pawn != p.pawn]
        x = (yield from choose(seat, "Whistle: whom do you call to your site?", opts, "7.3")).data
        travel = Travel(f)
        trip = travel.trip(x, p.pawn)
        trips = [trip] if trip.chooser is not None or (trip.allowed and trip.flips <= s.players[x].secrets) else []
        moved = yield from travel.relocate(x, x, trips, "Whistle: travel where?", "7.3")
        if moved is None:
            f.say(f"{f.who(x)} cannot come (Whistle)", "7.3")
            return
        tokens = s.tokens_on_cards.get(src.id)
        if tokens and tokens[1]:
            tokens[1] -= 1
            s.players[x].secrets += 1
            f.say(f"{f.who(x)} takes the secret on the Whistle", "7.3")


@power
class DowsingSticks(Power):
    id = "dowsing_sticks"
    kinds = ("action",)

    def usable(self, f, seat, src):
        return bool(f.s.relic_deck)

    def use(self, f, seat, src):
        yield from keep_or_bottom_relic(f, seat, "Dowsing Sticks", "dowse")


@power
class SkeletonKey(Power):
    id = "skeleton_key"
    kinds = ("action",)

    def usable(self, f, seat, src):
        s = f.s
        return 0 in s.rulers(s.players[seat].pawn) and any(x is not None for x in s.reliquary)

    def use(self, f, seat, src):
        s, c, p = f.s, f.c, f.s.players[seat]
        opts = [Citizenship(f).space_option(seat, i, "7.3") for i, x in enumerate(s.reliquary) if x is not None]
        i = (yield from choose(seat, "Skeleton Key: peek at which Reliquary relic?", opts, "7.3")).data
        relic = s.reliquary[i]
        if relic not in p.peeked:
            p.peeked.append(relic)
        f.say(f"{f.who(seat)} peeks at the relic on the {c.reliquary[i].name} space (Skeleton Key)", "7.3")
        show(f, seat, f"It is {f.name(relic)}", "7.3")
        opts = [Option("key:leave", "Leave it", "7.3"),
                Option("key:take", f"Take {f.name(relic)}", "7.3", secret=True, cards=f.card_ids(relic))]
        if (yield from ask(seat, "Skeleton Key: take the relic?", opts, "7.3", always_ask=True)) == "key:take":
            f.take_from_reliquary(seat, i)
            f.say(f"{f.who(seat)} takes {f.name(relic)} from the Reliquary; the {c.reliquary[i].name} space now "
                  "binds the Chancellor", "2.3")
            yield from took_relics(f, seat, [relic])


@power
class OracularPig(Power):
    id = "oracular_pig"
    kinds = ("action",)

    def usable(self, f, seat, src):
        return bool(f.s.world)

    def use(self, f, seat, src):
        top = f.s.world[:3]
        f.say(f"{f.who(seat)} peeks at the top of the world deck (Oracular Pig)", "7.3")
        show(f, seat, "From the top: " + ", ".join(f.name(x) for x in top), "7.3")
        yield from ()


@power
class IvoryEye(Power):
    id = "ivory_eye"
    kinds = ("action",)

    def targets(self, f, seat) -> list[Option]:
        """Each facedown site, the facedown relics of each site not yet peeked at (one option a
        site: which of them is looked at cannot matter), each facedown adviser of another player."""
        s, p = f.s, f.s.players[seat]
        opts = [Option(f"eye:site:{i}", sentence(f.site_name(i)), "7.3", group="Facedown sites", data=("site", i))
                for i, sl in enumerate(s.slots) if not sl.faceup]
        for i, sl in enumerate(s.slots):
            unseen = [k for k, r in enumerate(sl.relics) if r not in p.peeked]
            if unseen:
                words = "The facedown relic" if len(unseen) == 1 else f"One of the {len(unseen)} facedown relics"
                opts.append(Option(f"eye:relic:{i}:{unseen[0]}", f"{words} at {f.site_name(i)}", "7.3",
                                   cards=f.site_ids(i), group="Relics", data=("relic", i, unseen[0])))
        opts += [Option(f"eye:adviser:{x}:{k}", f"{f.who(x)}'s facedown adviser {k + 1}", "7.3", group="Advisers",
                        data=("adviser", x, k))
                 for x, q in enumerate(s.players) if x != seat for k, a in enumerate(q.advisers) if not a.faceup]
        return opts

    def usable(self, f, seat, src):
        return bool(self.targets(f, seat))

    def use(self, f, seat, src):
        s, p = f.s, f.s.players[seat]
        kind, *where = (yield from choose(seat, "Ivory Eye: peek at what?", self.targets(f, seat), "7.3")).data
        if kind == "site":
            i, = where
            seen, what = f.c.sites[s.slots[i].site].name, f.site_name(i)
        elif kind == "relic":
            i, k = where
            relic = s.slots[i].relics[k]
            p.peeked.append(relic)
            seen, what = f.name(relic), f"the relic at {f.site_name(i)}"
        else:
            x, k = where
            seen, what = f.name(s.players[x].advisers[k].card), f"{f.who(x)}'s facedown adviser"
        f.say(f"{f.who(seat)} peeks at {what} (Ivory Eye)", "7.3")
        show(f, seat, f"It is {seen}", "7.3")


@power
class Map(Power):
    id = "map"
    kinds = ("action",)

    def use(self, f, seat, src):
        f.lose_relic(seat, src.id)
        f.s.relic_deck.append(src.id)
        gained = gain_supply(f, seat, 4)
        f.say(f"{f.who(seat)} puts the Map under the relic deck and gains {gained} Supply", "7.3")
        yield from ()


@power
class GrandScepter(Power):
    """The Scepter's three actions are Citizenship's (rules/oath/citizenship.py): this power offers
    them to its holder and hands the choice over."""
    id = "grand_scepter"
    kinds = ("action",)

    def action_options(self, f, seat, src):
        return Citizenship(f).scepter_options(seat) if seat == src.owner else []

    def use_option(self, f, seat, option, src):
        yield from Citizenship(f).take(seat, option)
