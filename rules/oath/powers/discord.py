"""Discord denizens' powers."""
from __future__ import annotations

from rules.core import Option, ask, choose
from rules.core.words import count

from ..actions import Actions, MajorAction
from ..campaign import Campaign
from ..citizenship import Citizenship
from ..content import GOALS
from ..dice import defense_total, tally
from ..effects import (and_list, burn_secrets_down_to, campaign_enemies, choose_bank, enemies, faceup_suits,
                       gain_a_secret, hand_over, kill_board, locked, show, suit_of, take_a_favor, took_relics,
                       turn_order_from)
from ..state import Adviser
from ..travel import Travel
from .base import DiscardedAfterBattle, Power, forbidden_to_take, may_not_place_warbands, modified, power, rules_source


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
                f.set_warbands_at(slot, color, 0)
                s.pool[color] += n
        placed = 0 if may_not_place_warbands(f, seat) else f.gain_warbands(seat, 1, slot)  # 9.2
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
            hand_over(f, 0, seat, "favor", 1)
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


# --- the rest of the box -------------------------------------------------------------------------
class AdviserLimitTwo(Power):
    """Its owner may keep at most 2 advisers (7.6.4: the lowest limit holds)."""

    def adviser_limit(self, f, seat, src):
        return 2 if src.owner == seat else None


@power
class Charlatan(Power):
    id = "charlatan"
    kinds = ("when_played",)

    def use(self, f, seat, src):
        ds = f.s.banners["darkest_secret"]
        burnt = max(0, ds.tokens - 1)
        if burnt:
            ds.tokens -= burnt
            f.s.burn_secrets(burnt)
        f.say(f"{count(burnt, 'secret')} on the Darkest Secret burn (Charlatan)", "7.3")
        yield from ()


@power
class Assassin(AdviserLimitTwo):
    id = "assassin"
    kinds = ("persistent", "action")

    def targets(self, f, seat):
        here = f.s.players[seat].pawn
        return [(x, a.card) for x in f.s.at_slot(here) if x != seat
                for a in f.s.players[x].advisers if a.faceup and not locked(f, a.card)]

    def usable(self, f, seat, src):
        return bool(self.targets(f, seat))

    def use(self, f, seat, src):
        opts = [Option(f"kill:{card}", f"Discard {f.who(x)}'s {f.name(card)}", "7.3", cards=f.card_ids(card),
                       data=(x, card)) for x, card in self.targets(f, seat)]
        if not opts:
            return
        owner, card = (yield from choose(seat, "Assassin: discard whose adviser?", opts, "7.3")).data
        f.discard_adviser(owner, card)
        f.say(f"{f.who(seat)} discards {f.who(owner)}'s {f.name(card)} (Assassin)", "7.3")


@power
class CrackedSage(Power):
    id = "cracked_sage"
    kinds = ("battle_plan:either",)

    def plan_allowed(self, f, battle, side, seat, src):
        return any("arcane" in faceup_suits(f, x) for x in campaign_enemies(battle, side))

    def plan(self, f, battle, side, seat, src):
        battle.shift(side, 4, f.source_name(src))
        yield from ()


@power
class BeastTamer(Power):
    """Held by the adviser's owner, on whichever side they fight: the other side (the bandits
    included) cannot use Beast or Nomad battle plans."""
    id = "beast_tamer"
    kinds = ("persistent",)

    def blocks_plan(self, f, battle, seat, side, plan_src, src):
        owner = src.owner
        if owner is None or plan_src.kind != "denizen" or suit_of(f, plan_src.id) not in ("beast", "nomad"):
            return False
        if owner == battle.attacker:
            return side == "defender"
        return (owner == battle.defender or owner in battle.allies) and side == "attacker"


@power
class SilverTongue(AdviserLimitTwo):
    id = "silver_tongue"
    kinds = ("rest", "persistent")

    def use(self, f, seat, src):
        here = {suit_of(f, x) for x in f.s.slots[f.s.players[seat].pawn].cards}
        yield from take_a_favor(f, seat, "Silver Tongue", "7.3", exclude=[x for x in f.c.suits if x not in here])


@power
class GamblingHall(Power):
    id = "gambling_hall"
    kinds = ("action",)

    def use(self, f, seat, src):
        camp = Campaign(f)
        faces = yield from camp.jinxed(seat, camp.roll(f.c.defense_die, 4), f.c.defense_die, "Gambling Hall: your roll")
        won = defense_total(faces)
        f.m.reveal()
        f.say(f"{f.who(seat)} rolls {tally(faces)} at the Gambling Hall: {won} favor to win", "7.3")
        if not won:
            return
        suit = yield from choose_bank(f, seat, f"Gambling Hall: take {won} favor from which bank?", "7.3")
        if suit is not None:
            gained = f.gain_from_bank(seat, suit, won)
            f.say(f"{f.who(seat)} takes {gained} favor from the {suit.capitalize()} bank (Gambling Hall)", "7.3")


@power
class Insomnia(AdviserLimitTwo):
    id = "insomnia"
    kinds = ("rest", "persistent")

    def use(self, f, seat, src):
        gain_a_secret(f, seat, "Insomnia")
        yield from ()


@power
class Downtrodden(Power):
    id = "downtrodden"
    kinds = ("modifier:muster",)

    def variants(self, f, seat, major, src):
        banks = f.s.banks
        suit = suit_of(f, major.card)
        if suit is None or any(banks[x] <= banks[suit] for x in banks if x != suit):
            return []  # a tie for the least gives nothing
        return [modified(major, src, warbands=major.warbands + 2)]


@power
class Blackmail(Power):
    """The holder answers out of turn; with fewer than 3 favor they have no choice (the text
    follows LeCodex there, chronicle_denizens.toml)."""
    id = "blackmail"
    kinds = ("when_played",)
    ransom = 3

    def use(self, f, seat, src):
        s = f.s
        here = s.players[seat].pawn
        relics = [(x, r) for x in s.at_slot(here) if x != seat for r in s.players[x].relics
                  if not forbidden_to_take(f, seat, x, "relic", r)]
        if not relics:
            return
        opts = [Option(f"blackmail:{r}", f"{f.who(x)}'s {f.name(r)}", "7.3", cards=f.card_ids(r), data=(x, r))
                for x, r in relics]
        holder, relic = (yield from choose(seat, "Blackmail: name which relic?", opts, "7.3")).data
        pay = Option("blackmail:pay", f"Pay {f.who(seat)} {self.ransom} favor", "7.3")
        hand = Option("blackmail:hand", f"Hand {f.who(seat)} {f.name(relic)}", "7.3", cards=f.card_ids(relic))
        if f.favor_of(holder) >= self.ransom and (yield from ask(
                holder, f"Blackmail: {f.who(seat)} names your {f.name(relic)}", [hand, pay], "7.3")) == "blackmail:pay":
            f.spend_favor(holder, self.ransom)
            f.receive_favor(seat, self.ransom)
            f.say(f"{f.who(holder)} pays {f.who(seat)} {self.ransom} favor (Blackmail)", "7.3")
            return
        f.hand_relic(holder, seat, relic)
        f.say(f"{f.who(holder)} hands {f.who(seat)} {f.name(relic)} (Blackmail)", "7.3")
        yield from took_relics(f, seat, [relic])


@power
class Riots(Power):
    """Only the faceup sites' cards count (a facedown site holds none); the Riots themselves stay."""
    id = "riots"
    kinds = ("when_played",)

    def use(self, f, seat, src):
        s = f.s
        if not s.banners["peoples_favor"].mob:
            return
        at_sites = [(slot, x) for slot, sl in enumerate(s.slots) for x in sl.cards if suit_of(f, x)]
        counts = {suit: sum(suit_of(f, x) == suit for _, x in at_sites) for suit in f.c.suits}
        most = max(counts.values())
        if not most:
            return
        opts = [Option(f"riot:{suit}", f"{suit.capitalize()} ({count(n, 'card')} at sites)", "7.3", data=suit)
                for suit, n in counts.items() if n == most]
        suit = (yield from choose(seat, "Riots: discard the cards of which suit?", opts, "7.3")).data
        gone = []
        for slot, x in at_sites:
            if x != src.id and suit_of(f, x) == suit and not locked(f, x, seat):
                f.discard_from_site(seat, x, slot)
                gone.append(f.name(x))
        f.say(f"Riots discard {', '.join(gone) or 'nothing'}", "7.3")


@power
class Dissent(Power):
    """The suits of the cards a player rules: their faceup advisers' and those at the sites they
    rule (a facedown adviser has no suit, 5.1.4 II)."""
    id = "dissent"
    kinds = ("when_played",)

    def use(self, f, seat, src):
        s = f.s
        for x in turn_order_from(f, seat):
            if s.banners["peoples_favor"].holder == x:
                continue
            suits = faceup_suits(f, x) | {suit_of(f, card) for slot in range(len(s.slots)) if s.rules(x, slot)
                                          for card in s.slots[slot].cards if suit_of(f, card)}
            put = min(len(suits), s.players[x].favor)
            if put:
                s.players[x].favor -= put
                s.tokens_on_cards.setdefault(src.id, [0, 0])[0] += put
                f.say(f"{f.who(x)} puts {put} favor on Dissent", "7.3")
        yield from ()


@power
class Enchantress(Power):
    """Any other player's faceup adviser that is not locked, wherever its owner's pawn is (the
    card-text registry's reading, chronicle_denizens.toml)."""
    id = "enchantress"
    kinds = ("action",)

    def targets(self, f, seat):
        return [(x, a.card) for x, p in enumerate(f.s.players) if x != seat
                for a in p.advisers if a.faceup and not locked(f, a.card)]

    def usable(self, f, seat, src):
        return src.owner == seat and bool(self.targets(f, seat))

    def use(self, f, seat, src):
        opts = [Option(f"swap:{card}", f"{f.who(x)}'s {f.name(card)}", "7.3", cards=f.card_ids(card), data=(x, card))
                for x, card in self.targets(f, seat)]
        if not opts or src.owner != seat:
            return
        other, card = (yield from choose(seat, "Enchantress: trade her for which adviser?", opts, "7.3")).data
        f.replace_adviser(seat, src.id, Adviser(card, True))
        f.replace_adviser(other, card, Adviser(src.id, True))
        f.say(f"{f.who(seat)} trades Enchantress for {f.who(other)}'s {f.name(card)}", "7.3")


@power
class Slander(Power):
    id = "slander"
    kinds = ("battle_plan:attacker",)

    def plan_allowed(self, f, battle, side, seat, src):
        return battle.defender >= 0  # the bandits have no pawn

    def plan(self, f, battle, side, seat, src):
        battle.whole_favor_burns = True  # only a banished defender burns favor (5.5.7)
        yield from ()


@power
class BoilingLake(Power):
    id = "boiling_lake"
    kinds = ("persistent",)

    def pawn_arrived(self, f, seat, slot, src):
        if slot == src.slot and not rules_source(f, seat, src):
            killed = kill_board(f, seat, 2)
            f.say(f"{f.who(seat)} kills {count(killed, 'warband')} at the Boiling Lake", "7.6")


@power
class Zealots(Power):
    id = "zealots"
    kinds = ("battle_plan:attacker",)

    def plan(self, f, battle, side, seat, src):
        battle.outnumbered_sacrifice = 3  # weighed when the attacker sacrifices (5.5.5)
        yield from ()


@power
class ChaosCult(Power):
    id = "chaos_cult"
    kinds = ("persistent",)

    def title_taken(self, f, seat, src):
        owner = src.owner
        if owner is not None and enemies(f, owner, seat) and f.s.players[seat].favor:
            hand_over(f, seat, owner, "favor", 1)
            f.say(f"{f.who(seat)} gives {f.who(owner)} 1 favor (Chaos Cult)", "7.6")


@power
class BanditChief(Power):
    """Bandits never die (5.5.6): the warbands it kills are the players' and the Chancellor's."""
    id = "bandit_chief"
    kinds = ("when_played", "persistent")

    def use(self, f, seat, src):
        s = f.s
        hit = []
        for slot, sl in enumerate(s.slots):
            for color, n in sl.warbands.items():
                if n:
                    f.add_warbands_at(slot, color, -1)
                    s.pool[color] += 1
                    hit.append(f.site_name(slot))
        f.say(f"The Bandit Chief kills 1 warband at {', '.join(hit) or 'no site'}", "7.3")
        yield from ()

    def extra_bandits(self, f, src):
        return 2


@power
class Gossip(Power):
    id = "gossip"
    kinds = ("persistent",)

    def forbids_facedown(self, f, seat, src):
        return src.slot is not None and any(enemies(f, ruler, seat) for ruler in f.s.rulers(src.slot))


@power
class VowOfRenewal(Power):
    id = "vow_of_renewal"
    kinds = ("persistent", "modifier:recover")
    forces = ("recover",)

    def force(self, f, seat, major, src):
        return None if src.owner == seat and major.banner == "peoples_favor" else major

    def catches_burnt_favor(self, f, src):
        return src.owner


@power
class RoyalAmbitions(Power):
    """The Exile takes the relic of a Reliquary space, which then binds the Chancellor, as an
    accepted offer's relic does (6.6.2)."""
    id = "royal_ambitions"
    kinds = ("when_played",)

    def use(self, f, seat, src):
        s = f.s
        if s.players[seat].role != "exile" or s.sites_ruled(seat) <= s.sites_ruled(0):
            return
        opts = [Option("ambition:no", "Stay an Exile", "7.6.1"),
                Option("ambition:yes", "Become a Citizen", "7.6.1", cards=f.source_ids(src))]
        if (yield from ask(seat, "Royal Ambitions: become a Citizen?", opts, "7.6.1")) != "ambition:yes":
            return
        citizenship = Citizenship(f)
        yield from citizenship.become_citizen(seat)
        yield from citizenship.take_reliquary_relic(seat, "Royal Ambitions", "7.6.1")
        f.update_title()


@power
class FalseProphet(Power):
    """Its warband marks another player's revealed Vision (`State.on_visions`, in its owner's
    colour: the card is locked, so it stays with them). Its owner wins by that Vision at their Wake
    as by their own while an Exile (a Citizen wins by no Vision, 3.2)."""
    id = "false_prophet"
    kinds = ("when_played", "wake", "persistent")

    def marked(self, f, src) -> int | None:
        color = f.s.players[src.owner].color
        return next((v for v, c in f.s.on_visions.items() if c == color), None)

    def use(self, f, seat, src):
        if f.s.phase == "wake":
            self.wake(f, seat, src)
            return
        s, p = f.s, f.s.players[seat]
        visions = [(x, q.vision) for x, q in enumerate(s.players) if x != seat and q.vision is not None]
        if p.role != "exile" or not visions or not s.pool[p.color]:
            return
        opts = [Option(f"prophet:{v}", f"Put a warband on {f.who(x)}'s Vision, {f.name(v)}", "7.3", cards=f.card_ids(v),
                       data=(x, v)) for x, v in visions]
        holder, vision = (yield from choose(seat, "False Prophet: put a warband on which Vision?", opts, "7.3")).data
        s.pool[p.color] -= 1
        s.on_visions[vision] = p.color
        f.say(f"{f.who(seat)} puts a warband on {f.who(holder)}'s Vision, {f.name(vision)} (False Prophet)", "7.3")

    def wake(self, f, seat, src):
        if src.owner != seat:  # its owner's Wake; a world may lay it at a site, where it marks nothing
            return
        vision = self.marked(f, src)
        if vision is None or f.s.players[seat].role != "exile":
            return
        holder = next(x for x, p in enumerate(f.s.players) if p.vision == vision)
        name = f.vision_goal_met(seat, vision)
        if name:
            f.win(seat, f"a Visionary ({name})", f"at their Wake they {GOALS[f.c.visions[vision].goal]}, the False "
                  f"Prophet making {f.who(holder)}'s Vision theirs as well", "7.3", vision=vision)

    def vision_discarded(self, f, vision, src):
        s = f.s
        if src.owner is None or self.marked(f, src) != vision:
            return
        owner = src.owner
        s.pool[s.on_visions.pop(vision)] += 1
        next(pile for pile in s.discards.values() if vision in pile).remove(vision)
        s.hands[owner].append(vision)
        f.say(f"{f.name(vision)} is discarded: the False Prophet's warband on it is killed, and {f.who(owner)} takes "
              "the Vision", "7.3")
        prompt = f"False Prophet: {f.name(vision)}, where your warband was, is yours: play it, or discard it"
        yield from Actions(f).play_kept(owner, vision, MajorAction("search", 0, reveal=True), prompt)


@power
class SaltTheEarth(Power):
    """Played to a site holding no locked card, however full: the site's other denizens are
    discarded, and while it lies there the site has room for no other card. A site of capacity 0
    holds no card at all (2.8), this one neither."""
    id = "salt_the_earth"
    kinds = ("when_played", "persistent")
    ignores_capacity = True

    def playable_to(self, f, slot):
        sl = f.s.slots[slot]
        return f.c.sites[sl.site].capacity > 0 and not any(locked(f, x) for x in sl.cards)

    def use(self, f, seat, src):
        if src.slot is None:
            return
        gone = [x for x in f.s.slots[src.slot].cards if x != src.id]
        for x in gone:
            f.discard_from_site(seat, x, src.slot)
        f.say(f"Salt the Earth discards {and_list([f.name(x) for x in gone])} at {f.site_name(src.slot)}", "7.3")
        yield from ()

    def leaves_no_room(self, f, slot, src):
        return slot == src.slot


@power
class RelicThief(Power):
    """Its owner, out of turn as a rule, pays its cost to roll a defense die for each relic
    another player whose pawn is in the owner's region took; no die showing a shield (a ×2 face
    shows none), the relics are the owner's."""
    id = "relic_thief"
    kinds = ("persistent",)

    def took_relics(self, f, seat, relics, src):
        s, owner = f.s, src.owner
        if owner is None or owner == seat or s.slots[s.players[seat].pawn].region != s.slots[s.players[owner].pawn].region:
            return
        relics = [x for x in relics if not forbidden_to_take(f, owner, seat, "relic", x)]
        if not relics or not f.can_pay(owner, src):
            return
        names = and_list([f.name(x) for x in relics])
        dice = count(len(relics), "defense die", "defense dice")
        opts = [Option("thief:no", f"Let {f.who(seat)} keep {names}", "7.6"),
                Option("thief:roll", f"Roll {dice} to steal {names} ({f.cost_of(src).text})", "7.6",
                       cards=f.card_ids(*relics) + f.source_ids(src))]
        prompt = f"Relic Thief: {f.who(seat)} took {names} in your region: roll for {'it' if len(relics) == 1 else 'them'}?"
        if (yield from ask(owner, prompt, opts, "7.6")) != "thief:roll":
            return
        f.pay(owner, src)
        camp = Campaign(f)
        faces = yield from camp.jinxed(owner, camp.roll(f.c.defense_die, len(relics)), f.c.defense_die,
                                       f"Relic Thief: your roll for {names}")
        f.m.reveal()
        if any(face.shields for face in faces):
            f.say(f"{f.who(owner)} rolls {tally(faces)} for Relic Thief: {f.who(seat)} keeps {names}", "7.6")
            return
        for x in relics:
            f.hand_relic(seat, owner, x)
        f.say(f"{f.who(owner)} rolls {tally(faces)} for Relic Thief: no shield, and steals {names} from {f.who(seat)}",
              "7.6")


@power
class SneakAttack(Power):
    """Its owner hears of every other player's campaign once it is over, battle plans and all,
    and may campaign against that player, out of turn, as a free Campaign: what binds every
    campaign binds it (7.4.1)."""
    id = "sneak_attack"
    kinds = ("persistent",)

    def campaign_over(self, f, battle, src):
        owner, target = src.owner, battle.attacker
        if owner is None or owner == target or f.s.winners:
            return
        camp = Campaign(f)
        free = Actions(f).forced(owner, [MajorAction("campaign", 0, "Campaign")])
        if not free or target not in camp.defenders(owner):
            return
        opts = [Option("sneak:no", "Do not campaign", "7.6"),
                Option("sneak:attack", f"Campaign against {f.who(target)}, spending no Supply", "7.6",
                       cards=f.source_ids(src))]
        prompt = f"Sneak Attack: {f.who(target)}'s campaign is over: campaign against them at once?"
        if (yield from ask(owner, prompt, opts, "7.6")) != "sneak:attack":
            return
        f.say(f"{f.who(owner)} campaigns against {f.who(target)} at once, spending no Supply (Sneak Attack)", "7.6")
        for binding in free[0].via:
            f.pay(owner, binding)
        yield from camp.run(owner, free[0], defender=target)
