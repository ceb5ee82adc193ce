"""Arcane denizens' powers."""
from __future__ import annotations

from rules.core import Option, ask, choose
from rules.core.words import count

from ..actions import Actions, MajorAction
from ..citizenship import Citizenship
from ..content import Cost, card_kind
from ..dice import tally
from ..effects import (against, choose_bank, faceup_suits, gain_a_secret, hand_over, kill_board, locked, number_options,
                       show, suit_of, take_a_favor, turn_order_from)
from ..travel import Travel
from .base import BindsItsOwner, Power, gives_no_secrets, modified, power, rules_source


@power
class Alchemist(Power):
    id = "alchemist"
    kinds = ("action",)

    def usable(self, f, seat, src):
        return any(f.s.banks.values())

    def use(self, f, seat, src):
        for k in range(4):
            suit = yield from choose_bank(f, seat, f"Alchemist: take favor {k + 1} of 4 from which bank?", "7.3")
            if suit is None:
                return
            f.gain_from_bank(seat, suit, 1)
            f.say(f"{f.who(seat)} takes 1 favor from the {suit.capitalize()} bank (Alchemist)", "7.3")


@power
class FireTalkers(Power):
    id = "fire_talkers"
    kinds = ("battle_plan:either",)

    def plan_allowed(self, f, battle, side, seat, src):
        return seat is not None and f.s.banners["darkest_secret"].holder == seat

    def plan(self, f, battle, side, seat, src):
        battle.shift(side, 3, f.source_name(src))
        yield from ()


@power
class MagiciansCode(Power):
    """Recovering the Darkest Secret, the player first gains 2 secrets, which then count toward
    the payment: the banner always holds at least 1 secret, so this is the same as the 2 going
    onto the banner with whatever more the player pays (reference notes)."""
    id = "magicians_code"
    kinds = ("modifier:recover",)

    def extra_majors(self, f, seat, src):
        s, p = f.s, f.s.players[seat]
        ds = s.banners["darkest_secret"]
        if p.secrets + 2 <= ds.tokens or not Actions(f).darkest_secret_open(seat):
            return []
        price = Actions(f).banner_price(ds.tokens, p.secrets + 2, "secret", "secrets")
        return [MajorAction("recover", f.c.action_costs["recover"], "Recover the Darkest Secret", banner="darkest_secret",
                            via=(src,), price=f"{price}, 2 of them gained first")]

    def before_action(self, f, seat, major, src):
        if major.action == "recover" and major.banner == "darkest_secret":
            f.s.players[seat].secrets += f.s.take_secrets(2)
            f.say(f"{f.who(seat)} gains 2 secrets toward the Darkest Secret (Magician's Code)", "7.4")
        yield from ()


@power
class SpiritSnare(Power):
    id = "spirit_snare"
    kinds = ("action",)

    def usable(self, f, seat, src):
        return any(f.s.banks.values())

    def use(self, f, seat, src):
        yield from take_a_favor(f, seat, "Spirit Snare", "7.3")


@power
class WizardSchool(Power):
    id = "wizard_school"
    kinds = ("action",)

    def use(self, f, seat, src):
        f.s.players[seat].secrets += f.s.take_secrets(1)
        f.say(f"{f.who(seat)} gains 1 secret and goes to Rest (Wizard School)", "7.3")
        if seat == f.s.current() and f.s.phase == "act":
            f.end_act()
        yield from ()


@power
class Dazzle(Power):
    """"Your region" is the region of the player's pawn (the card's own site, played there;
    played as an adviser, still the pawn's). Locked cards stay (7.2.2)."""
    id = "dazzle"
    kinds = ("when_played",)

    def use(self, f, seat, src):
        s = f.s
        region = s.slots[s.players[seat].pawn].region
        gone = []
        for slot in s.region_slots(region):
            for card in list(s.slots[slot].cards):
                if card != src.id and suit_of(f, card) in ("hearth", "order") and not locked(f, card, seat):
                    f.discard_from_site(seat, card, slot)
                    gone.append(f.name(card))
        if gone:
            f.say(f"Dazzle discards {', '.join(gone)}", "7.3")
        yield from ()


@power
class ActingTroupe(Power):
    id = "acting_troupe"
    kinds = ("modifier:trade",)
    lends_suits = True

    def variants(self, f, seat, major, src):
        if major.action != "trade" or src.owner != seat:
            return []
        suit = suit_of(f, major.card)
        if suit in ("order", "beast"):
            return [modified(major, src, suits=major.suits + (suit,))]
        return []


@power
class TamingCharm(Power):
    id = "taming_charm"
    kinds = ("action",)

    def targets(self, f, seat):
        here = f.s.players[seat].pawn
        return [x for x in f.s.slots[here].cards if suit_of(f, x) in ("beast", "nomad") and not locked(f, x, seat)]

    def usable(self, f, seat, src):
        return bool(self.targets(f, seat))

    def use(self, f, seat, src):
        opts = [Option(f"tame:{x}", f"Discard {f.name(x)}", "7.3", cards=f.card_ids(x), data=x) for x in self.targets(f, seat)]
        if not opts:
            return
        card = (yield from choose(seat, "Taming Charm: discard which denizen?", opts, "7.3")).data
        suit = f.c.denizens[card].suit
        f.discard_from_site(seat, card, f.s.players[seat].pawn)
        gained = f.gain_from_bank(seat, suit, 2)
        f.say(f"{f.who(seat)} discards {f.name(card)} and takes {gained} {suit.capitalize()} favor (Taming Charm)", "7.3")


@power
class Inquisitor(Power):
    """The player looks at a facedown adviser of another player at their site. The Conspiracy
    may be taken and played at once (5.1.4 IV); any other card stays, and its owner takes the
    favor paid onto the Inquisitor. Whichever the card, the player is asked once, so being asked
    tells the others nothing."""
    id = "inquisitor"
    kinds = ("action",)

    def targets(self, f, seat):
        s = f.s
        here = s.players[seat].pawn
        return [(x, i) for x in s.at_slot(here) if x != seat for i, a in enumerate(s.players[x].advisers) if not a.faceup]

    def usable(self, f, seat, src):
        return bool(self.targets(f, seat))

    def use(self, f, seat, src):
        s = f.s
        opts = [Option(f"look:{x}:{i}", f"{f.who(x)}'s facedown adviser {i + 1}", "7.3", data=(x, i))
                for x, i in self.targets(f, seat)]
        if not opts:
            return
        owner, i = (yield from choose(seat, "Inquisitor: look at which facedown adviser?", opts, "7.3")).data
        card = s.players[owner].advisers[i].card
        f.say(f"{f.who(seat)} looks at a facedown adviser of {f.who(owner)} (Inquisitor)", "7.3")
        show(f, seat, f"It is {f.name(card)}", "7.3")
        if card_kind(card) == "vision" and f.c.visions[card].conspiracy:
            opts = [Option("inq:leave", "Leave it", "7.3"), Option("inq:play", f"Take and play {f.name(card)}", "5.1.4")]
        else:
            opts = [Option("inq:favor", f"{f.who(owner)} takes the favor on the Inquisitor", "7.3", cards=f.source_ids(src))]
        choice = yield from ask(seat, f"Inquisitor: you have seen {f.who(owner)}'s facedown adviser", opts, "7.3",
                                always_ask=True)
        if choice == "inq:play":
            f.remove_adviser(owner, card)
            f.say(f"{f.who(seat)} takes the Conspiracy from {f.who(owner)}", "7.3")
            yield from Actions(f).play(seat, card, "conspiracy")
        elif choice == "inq:favor":
            tokens = s.tokens_on_cards.get(src.id)
            if tokens and tokens[0]:
                tokens[0] -= 1
                f.receive_favor(owner, 1)
                if not any(tokens):
                    del s.tokens_on_cards[src.id]
                f.say(f"{f.who(owner)} takes 1 favor from the Inquisitor", "7.3")


# --- the rest of the box -------------------------------------------------------------------------
def holds_darkest_secret(f, seat) -> bool:
    return seat is not None and f.s.banners["darkest_secret"].holder == seat


@power
class Tutor(Power):
    id = "tutor"
    kinds = ("action",)

    def use(self, f, seat, src):
        gain_a_secret(f, seat, "Tutor")
        yield from ()


@power
class SecretSignal(Power):
    id = "secret_signal"
    kinds = ("modifier:trade",)

    def variants(self, f, seat, major, src):
        if major.action != "trade" or major.pays != "secret":
            return []
        suit = suit_of(f, major.card)
        if 1 + Actions(f).matching(seat, suit, major) + major.bonus != 1:
            return []
        return [modified(major, src, bonus=major.bonus + 1)]


@power
class Augury(Power):
    id = "augury"
    kinds = ("modifier:search",)

    def variants(self, f, seat, major, src):
        return [modified(major, src, draws=major.draws + 1)] if major.action == "search" else []


@power
class RustingRay(Power):
    id = "rusting_ray"
    kinds = ("battle_plan:defender",)

    def plan_allowed(self, f, battle, side, seat, src):
        return holds_darkest_secret(f, seat)

    def plan(self, f, battle, side, seat, src):
        battle.hollow_swords_blank = True
        yield from ()


@power
class BillowingFog(Power):
    id = "billowing_fog"
    kinds = ("battle_plan:either",)

    def plan(self, f, battle, side, seat, src):
        if seat is not None:
            battle.spared.append(seat)  # its force dies not, whole or half (5.5.6)
        yield from ()


@power
class KindredWarriors(Power):
    """The whole shift is taken: "up to" leaves a choice no side would take (more attack dice
    kill none of the attacker's warbands with it; fewer only help a defender)."""
    id = "kindred_warriors"
    kinds = ("battle_plan:either",)

    def plan(self, f, battle, side, seat, src):
        s = f.s
        suits = faceup_suits(f, seat) | {suit_of(f, x) for slot in range(len(s.slots)) if s.rules(seat, slot)
                                         for x in s.slots[slot].cards if suit_of(f, x)}
        suits.discard("arcane")
        if suits:
            battle.shift(side, len(suits), f.source_name(src))
        if side == "attacker":
            battle.ignore_skulls = True
        yield from ()


@power
class CrackingGround(Power):
    id = "cracking_ground"
    kinds = ("battle_plan:either",)

    def plan(self, f, battle, side, seat, src):
        if battle.sites:
            battle.shift(side, len(battle.sites), f.source_name(src))
        yield from ()


@power
class BloodPact(Power):
    id = "blood_pact"
    kinds = ("action",)

    def usable(self, f, seat, src):
        return f.s.players[seat].board >= 2

    def use(self, f, seat, src):
        pairs = f.s.players[seat].board // 2
        if not pairs:
            return
        opts = number_options("pact", range(1, pairs + 1), "pair of warbands", "pairs of warbands", "7.3")
        n = (yield from choose(seat, "Blood Pact: sacrifice how many pairs of warbands?", opts, "7.3")).data
        kill_board(f, seat, 2 * n)
        f.s.players[seat].secrets += f.s.take_secrets(n)
        f.say(f"{f.who(seat)} sacrifices {2 * n} warbands for {count(n, 'secret')} (Blood Pact)", "7.3")


@power
class Revelation(Power):
    id = "revelation"
    kinds = ("when_played",)

    def use(self, f, seat, src):
        for x in turn_order_from(f, seat):
            p = f.s.players[x]
            if not f.favor_of(x):
                continue
            opts = number_options("reveal", range(f.favor_of(x) + 1), "favor", "favor", "7.3")
            n = (yield from choose(x, "Revelation: burn how much favor, for a secret each?", opts, "7.3")).data
            if n:
                f.spend_favor(x, n)
                f.burn_favor(n)
                p.secrets += f.s.take_secrets(n)
                f.say(f"{f.who(x)} burns {n} favor for {count(n, 'secret')} (Revelation)", "7.3")


@power
class PlagueEngines(Power):
    id = "plague_engines"
    kinds = ("action",)

    def use(self, f, seat, src):
        s = f.s
        for x in turn_order_from(f, seat):
            moved = min(s.sites_ruled(x), s.players[x].favor)
            if moved:
                s.players[x].favor -= moved
                s.banks["arcane"] += moved
                f.say(f"{f.who(x)} puts {moved} favor into the Arcane bank (Plague Engines)", "7.3")
        yield from ()


@power
class Bewitch(Power):
    """The secrets a player has: on their board (faceup or facedown) and on the cards they rule
    (their advisers, the cards at their sites); the Chancellor's counted the same way."""
    id = "bewitch"
    kinds = ("when_played",)

    def secrets(self, f, seat) -> int:
        s, p = f.s, f.s.players[seat]
        ruled = {a.card for a in p.advisers} | {x for slot in range(len(s.slots)) if s.rules(seat, slot)
                                                for x in s.slots[slot].cards}
        return p.secrets + p.secrets_down + sum(s.card_tokens(x)[1] for x in ruled)

    def use(self, f, seat, src):
        s = f.s
        if s.players[seat].role != "exile" or self.secrets(f, seat) <= self.secrets(f, 0):
            return
        opts = [Option("bewitch:no", "Stay an Exile", "7.6.1"),
                Option("bewitch:yes", "Become a Citizen", "7.6.1", cards=f.source_ids(src))]
        if (yield from ask(seat, "Bewitch: become a Citizen?", opts, "7.6.1")) == "bewitch:yes":
            yield from Citizenship(f).become_citizen(seat)
            f.update_title()


@power
class SealingWard(Power):
    id = "sealing_ward"
    kinds = ("persistent",)

    def relic_dice(self, f, battle, relic, src):
        return 1 if src.owner is not None and relic in f.s.players[src.owner].relics else 0


@power
class ForgottenVault(Power):
    id = "forgotten_vault"
    kinds = ("action",)

    def use(self, f, seat, src):
        ds = f.s.banners["darkest_secret"]
        opts = [Option("vault:add", "Lay a secret from the supply on the Darkest Secret", "7.3")]
        if ds.tokens > 1:
            opts.append(Option("vault:burn", "Burn a secret lying on the Darkest Secret", "7.3"))
        if (yield from ask(seat, "Forgotten Vault: add a secret or burn one?", opts, "7.3")) == "vault:burn":
            ds.tokens -= 1
            f.s.burn_secrets(1)
            f.say("A secret on the Darkest Secret burns (Forgotten Vault)", "7.3")
        else:
            ds.tokens += f.s.take_secrets(1)
            f.say("A secret is laid on the Darkest Secret (Forgotten Vault)", "7.3")


@power
class TerrorSpells(Power):
    """Two warbands, one at a time, each at a site of the region or on the board of a player
    whose pawn is there; the Bandit Crown's bandits are no warbands."""
    id = "terror_spells"
    kinds = ("action",)

    def places(self, f, seat):
        s = f.s
        region = s.slots[s.players[seat].pawn].region
        slots = s.region_slots(region)
        found = [("site", slot, color) for slot in slots for color, n in s.slots[slot].warbands.items() if n]
        found += [("board", x, None) for x, p in enumerate(s.players) if p.pawn in slots and p.board]
        return found

    def usable(self, f, seat, src):
        return holds_darkest_secret(f, seat) and bool(self.places(f, seat))

    def use(self, f, seat, src):
        s = f.s
        for k in range(2):
            places = self.places(f, seat)
            if not places:
                return
            opts = [Option(f"terror:site:{slot}", f"A warband at {f.site_name(slot)}", "7.3", cards=f.site_ids(slot),
                           data=(kind, slot, color)) if kind == "site" else
                    Option(f"terror:board:{slot}", f"A warband on {f.who(slot)}'s board", "7.3", data=(kind, slot, color))
                    for kind, slot, color in places]
            kind, where, color = (yield from choose(seat, f"Terror Spells: kill which warband ({k + 1} of 2)?", opts,
                                                    "7.3")).data
            if kind == "site":
                f.add_warbands_at(where, color, -1)
                s.pool[color] += 1
                f.say(f"{f.who(seat)} kills a warband at {f.site_name(where)} (Terror Spells)", "7.3")
            else:
                kill_board(f, where, 1)
                f.say(f"{f.who(seat)} kills a warband on {f.who(where)}'s board (Terror Spells)", "7.3")


@power
class Observatory(Power):
    id = "observatory"
    kinds = ("modifier:search",)

    def extra_majors(self, f, seat, src):
        s, c = f.s, f.c
        pawn = s.players[seat].pawn
        if pawn != src.slot:
            return []  # its ruler elsewhere gets nothing: the pawn must be at the Observatory
        return [MajorAction("search", c.discard_search_cost, f"Search the {r.name} discard pile", region=r.id,
                            via=(src,), draws=c.search_cards)
                for r in c.regions if r.id != s.slots[pawn].region and s.discards[r.id]]


@power
class InitiationRite(BindsItsOwner):
    id = "initiation_rite"
    kinds = ("modifier:muster",)
    forces = ("muster",)

    def force(self, f, seat, major, src):
        return modified(major, src, pays="secret")


@power
class MapLibrary(Power):
    id = "map_library"
    kinds = ("modifier:trade",)

    def extra_majors(self, f, seat, src):
        s, c = f.s, f.c
        pawn = s.players[seat].pawn
        if pawn != src.slot:
            return []  # the pawn must be at the Map Library
        acts = Actions(f)
        return [MajorAction("trade", c.action_costs["trade"], card=card, pays=pays, via=(src,))
                for slot in s.region_slots(s.slots[pawn].region) if slot != pawn and s.slots[slot].faceup
                for card in acts.token_free_cards(slot) for pays in ("secret", "favor")]


@power
class DreamThief(Power):
    """Any two facedown advisers of two different players (the card-text registry's reading,
    chronicle_denizens.toml), picked by their place in a row: nobody sees their faces, and each
    new owner then reads their own."""
    id = "dream_thief"
    kinds = ("action",)

    def facedown(self, f):
        return [(x, i) for x, p in enumerate(f.s.players) for i, a in enumerate(p.advisers) if not a.faceup]

    def usable(self, f, seat, src):
        return len({x for x, _ in self.facedown(f)}) >= 2

    def use(self, f, seat, src):
        s = f.s
        picked = []
        for k in ("first", "second"):
            opts = [Option(f"dream:{x}:{i}", f"{f.who(x)}'s facedown adviser {i + 1}", "7.3", data=(x, i))
                    for x, i in self.facedown(f) if not picked or x != picked[0][0]]
            if not opts:
                return
            picked.append((yield from choose(seat, f"Dream Thief: the {k} facedown adviser to swap?", opts, "7.3")).data)
        (a, i), (b, j) = picked
        first, second = s.players[a].advisers[i], s.players[b].advisers[j]
        f.replace_adviser(a, first.card, second)
        f.replace_adviser(b, second.card, first)
        f.say(f"{f.who(seat)} swaps a facedown adviser of {f.who(a)}'s with one of {f.who(b)}'s (Dream Thief)", "7.3")


@power
class WitchsBargain(Power):
    id = "witchs_bargain"
    kinds = ("action",)

    def deals(self, f, seat):
        s, me = f.s, f.s.players[seat]
        opts = []
        for x in s.at_slot(me.pawn):
            if x == seat:
                continue
            them = s.players[x]
            if me.secrets >= 1 and them.favor >= 2 and not gives_no_secrets(f, seat):
                opts.append(Option(f"bargain:secret:{x}", f"Give {f.who(x)} 1 secret for 2 of their favor", "7.3",
                                   data=(x, "secret")))
            if f.favor_of(seat) >= 2 and them.secrets >= 1 and not gives_no_secrets(f, x):
                opts.append(Option(f"bargain:favor:{x}", f"Give {f.who(x)} 2 favor for 1 of their secrets", "7.3",
                                   data=(x, "favor")))
        return opts

    def use(self, f, seat, src):
        while opts := self.deals(f, seat):
            opts = [Option("bargain:done", "Stop dealing", "7.3"), *opts]
            picked = yield from choose(seat, "Witch's Bargain: deal again?", opts, "7.3")
            if picked.id == "bargain:done":
                return
            x, gives = picked.data
            if gives == "secret":
                hand_over(f, seat, x, "secrets", 1)
                hand_over(f, x, seat, "favor", 2)
            else:
                f.spend_favor(seat, 2)
                f.receive_favor(x, 2)
                hand_over(f, x, seat, "secrets", 1)
            f.say(f"{f.who(seat)} {picked.label[0].lower()}{picked.label[1:]} (Witch's Bargain)", "7.3")


@power
class Portal(Power):
    """Its trips are built as the travel rules build any other, the sites' powers left out:
    from its site to every other, or from anywhere to its site."""
    id = "portal"
    kinds = ("modifier:travel",)

    def extra_majors(self, f, seat, src):
        travel = Travel(f)
        pawn = f.s.players[seat].pawn
        sites = {power_src.power for power_src, _ in travel.travel_powers() if power_src.kind == "site"}
        ends = [slot for slot in range(len(f.s.slots)) if slot != pawn] if pawn == src.slot else [src.slot]
        trips = [travel.trip(seat, there, ignore=sites) for there in ends]
        return [MajorAction("travel", 0, f"Travel to {f.site_name(trip.there)}", slot=trip.there, via=(src,),
                            flip_secrets=trip.flips)
                for trip in trips if trip.allowed]


@power
class GleamingArmor(Power):
    id = "gleaming_armor"
    kinds = ("persistent",)

    def plan_surcharge(self, f, battle, seat, side, plan_src, src):
        return Cost(place_secrets=1) if against(battle, src.owner, side) else None


@power
class Jinx(Power):
    """Its ruler, having just rolled attack or defense dice (in a campaign, out of turn too, or
    for a power), may pay its cost to roll them all again, once."""
    id = "jinx"
    kinds = ("other",)

    def rerolls(self, f, seat, faces, what, src):
        if not rules_source(f, seat, src) or not f.can_pay(seat, src):
            return False
        f.m.reveal()  # the first roll stands, seen, whatever is chosen
        dice = count(len(faces), "die", "dice")
        opts = [Option("jinx:keep", "Keep the roll", "7.6"),
                Option("jinx:again", f"Roll the {dice} again ({f.cost_of(src).text})", "7.6", cards=f.source_ids(src))]
        if (yield from ask(seat, f"{what} shows {tally(faces)}: roll it again with Jinx?", opts, "7.6")) != "jinx:again":
            return False
        f.pay(seat, src)
        f.say(f"{f.who(seat)} rolls {tally(faces)} and rolls the {dice} again (Jinx)", "7.6")
        return True


@power
class VowOfSilence(BindsItsOwner):
    id = "vow_of_silence"
    kinds = ("persistent", "modifier:recover")
    forces = ("recover",)

    def force(self, f, seat, major, src):
        return None if major.banner == "darkest_secret" else major

    def forbids_giving_secrets(self, f, seat, src):
        return src.owner == seat

    def banner_recovered(self, f, seat, key, paid, src):
        owner = src.owner
        if key == "darkest_secret" and owner is not None and owner != seat:
            f.s.players[owner].secrets += f.s.take_secrets(paid)
            f.say(f"{f.who(owner)} gains {count(paid, 'secret')}, as many as {f.who(seat)} placed on the Darkest Secret "
                  "(Vow of Silence)", "7.6")


@power
class MasterOfDisguise(Power):
    """A trade for each other player, counting that player's faceup advisers (wherever their
    pawn is) in place of the trader's own."""
    id = "master_of_disguise"
    kinds = ("modifier:trade",)

    def variants(self, f, seat, major, src):
        if major.action != "trade" or major.advisers_of is not None:
            return []
        return [modified(major, src, advisers_of=x) for x in range(len(f.s.players)) if x != seat]
