"""Order denizens' powers."""
from __future__ import annotations

from rules.core import Option, Steps, ask, choose
from rules.core.words import count

from ..actions import Actions, MajorAction
from ..campaign import Campaign, in_campaign
from ..citizenship import Citizenship
from ..effects import (enemies, gain_supply, hand_over, keep_or_bottom_relic, kill_board, number_options, suit_of,
                       take_a_favor)
from ..state import BANDITS, PURPLE
from ..travel import Travel
from .base import Power, may_not_place_warbands, modified, power


@power
class Wrestlers(Power):
    """The user kills one warband of those defending for them (at a targeted site, or on their
    board when it counts, 5.5.4) for one more defense die; bandits never die (7.6.5), so the
    bandits do not use it."""
    id = "wrestlers"
    kinds = ("battle_plan:defender",)

    def pools(self, f, battle, seat):
        camp = Campaign(f)
        return [(place, n) for place, n in camp.defending_pools(battle) if camp.pool_owner(battle, place) == seat]

    def plan_allowed(self, f, battle, side, seat, src):
        return seat is not None and bool(self.pools(f, battle, seat))

    def plan(self, f, battle, side, seat, src):
        camp = Campaign(f)
        pools = self.pools(f, battle, seat)
        if not pools:
            return
        opts = [camp.pool_option("wrestle", place, n, "7.5") for place, n in pools]
        question = in_campaign(f, battle, seat,
                               "which of your defending warbands dies for 1 more defense die (Wrestlers)?")
        place = (yield from choose(seat, question, opts, "7.5")).data
        camp.remove(battle, place, 1, to_pool=True)
        battle.add_defense(1, f.source_name(src))
        f.say(f"{f.who(seat)} kills a warband for 1 more defense die (Wrestlers)", "7.5")


@power
class BattleHonors(Power):
    id = "battle_honors"
    kinds = ("battle_plan:either",)
    welcome = True

    def plan_allowed(self, f, battle, side, seat, src):
        return seat is not None

    def after(self, f, battle, side, seat, src, won):
        if won and seat is not None:
            gained = f.gain_from_bank(seat, "order", 2)
            f.say(f"{f.who(seat)} takes {gained} Order favor (Battle Honors)", "7.5")
        yield from ()


@power
class BearTraps(Power):
    id = "bear_traps"
    kinds = ("battle_plan:defender",)
    welcome = True

    def plan(self, f, battle, side, seat, src):
        battle.shift("defender", 1, f.source_name(src))
        killed = kill_board(f, battle.attacker, 1)
        f.say(f"{f.who(battle.attacker)} loses {count(killed, 'warband')} in the Bear Traps", "7.5")
        yield from ()


@power
class Longbows(Power):
    id = "longbows"
    kinds = ("battle_plan:either",)
    welcome = True

    def plan(self, f, battle, side, seat, src):
        battle.shift(side, 1, f.source_name(src))
        yield from ()


@power
class Keep(Power):
    id = "keep"
    kinds = ("battle_plan:defender",)
    welcome = True

    def plan_allowed(self, f, battle, side, seat, src):
        return src.slot in battle.sites

    def plan(self, f, battle, side, seat, src):
        battle.add_defense(2, f.source_name(src))
        yield from ()


@power
class Pressgangs(Power):
    id = "pressgangs"
    kinds = ("modifier:muster",)

    def extra_majors(self, f, seat, src):
        s, p = f.s, f.s.players[seat]
        here = s.slots[p.pawn]
        if not here.faceup:
            return []
        n = f.c.muster_warbands
        return [MajorAction("muster", f.c.action_costs["muster"],
                            f"Muster at {f.name(card)}, though it has tokens: 1 favor on it for {n} warbands", card=card,
                            via=(src,), warbands=n)
                for card in here.cards if suit_of(f, card) and s.has_tokens(card)]


@power
class Garrison(Power):
    """The warbands come from the player's board (they are put, not gained); with fewer on the
    board than sites ruled, the player picks the sites, one at a time (7.1.3)."""
    id = "garrison"
    kinds = ("when_played",)

    def use(self, f, seat, src):
        s, p = f.s, f.s.players[seat]
        if may_not_place_warbands(f, seat):
            return  # cannot beats must (9.2)
        ruled = [slot for slot in range(len(s.slots)) if s.rules(seat, slot)]
        chosen = []
        if len(ruled) <= p.board:
            chosen = ruled
        else:
            while p.board > len(chosen):
                opts = [Option(f"garrison:{slot}", f.site_name(slot), "7.3", cards=f.site_ids(slot), data=slot)
                        for slot in ruled if slot not in chosen]
                chosen.append((yield from choose(seat, "Garrison: put a warband on which site?", opts, "7.3")).data)
        color = p.board_color
        for slot in chosen:
            p.board -= 1
            f.add_warbands_at(slot, color, 1)
        if chosen:
            f.say(f"{f.who(seat)} puts a warband on {', '.join(f.site_name(x) for x in chosen)} (Garrison)", "7.3")


@power
class Scouts(Power):
    id = "scouts"
    kinds = ("battle_plan:attacker",)

    def plan(self, f, battle, side, seat, src):
        gained = gain_supply(f, seat, 1)
        f.say(f"{f.who(seat)} gains {gained} Supply (Scouts)", "7.5")
        yield from ()


@power
class MartialCulture(Power):
    """For an Exile fighting another Exile (not the bandits, not an Imperial player): winning,
    they may become a Citizen at once, without an offer and without a Reliquary relic (7.6.1)."""
    id = "martial_culture"
    kinds = ("battle_plan:either",)

    def plan_allowed(self, f, battle, side, seat, src):
        other = battle.opponent(side)
        return seat is not None and other >= 0 and f.s.players[seat].role == "exile" \
            and f.s.players[other].role == "exile"

    def after(self, f, battle, side, seat, src, won):
        if not won or seat is None or f.s.players[seat].role != "exile":
            return
        opts = [Option("martial:no", "Stay an Exile", "7.6.1"), Option("martial:yes", "Become a Citizen", "7.6.1")]
        question = in_campaign(f, battle, seat, "you won against an Exile; become a Citizen by Martial Culture?")
        if (yield from ask(seat, question, opts, "7.6.1")) == "martial:yes":
            yield from Citizenship(f).become_citizen(seat)


# --- the rest of the box -------------------------------------------------------------------------
@power
class Outriders(Power):
    id = "outriders"
    kinds = ("battle_plan:attacker",)

    def plan(self, f, battle, side, seat, src):
        battle.ignore_skulls = True
        yield from ()


@power
class FieldPromotion(Power):
    id = "field_promotion"
    kinds = ("battle_plan:either",)

    def after(self, f, battle, side, seat, src, won):
        if won and seat is not None:
            gained = f.gain_warbands(seat, 3)
            f.say(f"{f.who(seat)} gains {count(gained, 'warband')} (Field Promotion)", "7.5")
        yield from ()


@power
class ShieldWall(Power):
    id = "shield_wall"
    kinds = ("battle_plan:defender",)

    def plan(self, f, battle, side, seat, src):
        battle.add_defense(2, f.source_name(src))
        battle.defender_whole_force = True
        yield from ()


@power
class CodeOfHonor(Power):
    id = "code_of_honor"
    kinds = ("battle_plan:either",)

    def plan_allowed(self, f, battle, side, seat, src):
        return seat is not None and not any(user == seat for user, _, _ in battle.plans)

    def plan(self, f, battle, side, seat, src):
        battle.shift(side, 2, f.source_name(src))
        battle.alone.append(seat)
        yield from ()


@power
class Specialist(Power):
    id = "specialist"
    kinds = ("battle_plan:attacker",)

    def plan(self, f, battle, side, seat, src):
        battle.defender_plans_barred = True  # the attacker's plans come first (5.5.3)
        yield from ()


@power
class MilitaryParade(Power):
    """The losing side's faceup advisers: the attacker's, or the defender's and each ally's."""
    id = "military_parade"
    kinds = ("battle_plan:either",)

    def after(self, f, battle, side, seat, src, won):
        if not won or seat is None:
            return
        losers = [battle.defender, *battle.allies] if side == "attacker" else [battle.attacker]
        taken = 0
        for x in losers:
            if x == BANDITS:
                continue
            for a in f.s.players[x].advisers:
                if a.faceup and a.card in f.c.denizens:
                    taken += f.gain_from_bank(seat, f.c.denizens[a.card].suit, 1)
        f.say(f"{f.who(seat)} takes {taken} favor (Military Parade)", "7.5")
        yield from ()


@power
class Encirclement(Power):
    """The forces compared when the plan is used: the attacking force against the defending
    warbands as they would count (5.5.4)."""
    id = "encirclement"
    kinds = ("battle_plan:either",)

    def plan_allowed(self, f, battle, side, seat, src):
        camp = Campaign(f)
        attackers, defenders = camp.force(battle), camp.defending_warbands(battle)
        return attackers > defenders if side == "attacker" else defenders > attackers

    def plan(self, f, battle, side, seat, src):
        battle.shift(side, 2, f.source_name(src))
        yield from ()


@power
class SiegeEngines(Power):
    id = "siege_engines"
    kinds = ("action",)

    def targets(self, f, seat):
        s = f.s
        return [slot for slot in s.region_slots(s.slots[s.players[seat].pawn].region) if any(s.slots[slot].warbands.values())]

    def usable(self, f, seat, src):
        return bool(self.targets(f, seat))

    def use(self, f, seat, src):
        s = f.s
        opts = [Option(f"siege:{slot}", f"{f.site_name(slot)}", "7.3", cards=f.site_ids(slot), data=slot)
                for slot in self.targets(f, seat)]
        if not opts:
            return
        slot = (yield from choose(seat, "Siege Engines: kill 2 warbands at which site?", opts, "7.3")).data
        sl = s.slots[slot]
        color = next(c for c, n in sl.warbands.items() if n)  # one side's warbands at a site
        killed = min(2, sl.warbands[color])
        f.add_warbands_at(slot, color, -killed)
        s.pool[color] += killed
        f.say(f"{f.who(seat)} kills {count(killed, 'warband')} at {f.site_name(slot)} (Siege Engines)", "7.3")


@power
class RoyalTax(Power):
    id = "royal_tax"
    kinds = ("when_played",)

    def use(self, f, seat, src):
        s = f.s
        region = s.region_slots(s.slots[s.players[seat].pawn].region)
        for x, p in enumerate(s.players):
            if x != seat and p.pawn in region and s.rules(seat, p.pawn):
                paid = min(2, p.favor)
                hand_over(f, x, seat, "favor", paid)
                f.say(f"{f.who(x)} pays {f.who(seat)} {paid} favor (Royal Tax)", "7.3")
        yield from ()


@power
class VowOfObedience(Power):
    id = "vow_of_obedience"
    kinds = ("rest", "persistent")

    def forbids_faceup_vision(self, f, seat, card, src):
        return src.owner == seat

    def use(self, f, seat, src):
        yield from take_a_favor(f, seat, "Vow of Obedience", "7.3")


@power
class SecretPolice(Power):
    id = "secret_police"
    kinds = ("persistent",)

    def forbids_faceup_vision(self, f, seat, card, src):
        s = f.s
        rulers = s.rulers(src.slot) if src.slot is not None else []
        return any(enemies(f, r, seat) and s.rules(r, s.players[seat].pawn) for r in rulers)


@power
class Tyrant(Power):
    """A binding modifier on its owner's every Travel (7.4.1): once arrived, a warband at the
    site dies, the traveller's own if those are the only ones there."""
    id = "tyrant"
    kinds = ("modifier:travel",)
    forces = ("travel",)

    def force(self, f, seat, major, src):
        return modified(major, src) if src.owner == seat else major

    def after_action(self, f, seat, major, src):
        s = f.s
        slot = s.players[seat].pawn
        sl = s.slots[slot]
        color = next((c for c, n in sl.warbands.items() if n), None)
        if color is not None:
            f.add_warbands_at(slot, color, -1)
            s.pool[color] += 1
            f.say(f"{f.who(seat)} kills a warband at {f.site_name(slot)} (Tyrant)", "7.4")
        yield from ()


class RulersCard(Power):
    """A persistent site card binding the enemies of its ruler: the Empire while purple warbands
    hold its site, else the seat ruling it, else the bandits."""
    kinds = ("persistent",)

    def ruler(self, f, src):
        """The Empire ("empire"), a seat, or the bandits (BANDITS)."""
        sl = f.s.slots[src.slot]
        if sl.warbands.get(PURPLE, 0):
            return "empire"
        rulers = f.s.rulers(src.slot)
        return rulers[0] if rulers else BANDITS

    def rules(self, f, ruler, slot) -> bool:
        s = f.s
        if ruler == "empire":
            return s.slots[slot].warbands.get(PURPLE, 0) > 0
        if ruler == BANDITS:
            return s.slots[slot].faceup and not s.rulers(slot)
        return s.rules(ruler, slot)

    def enemy(self, f, ruler, seat) -> bool:
        if ruler == "empire":
            return not f.s.players[seat].imperial
        return ruler == BANDITS or enemies(f, ruler, seat)

    def pay_ruler(self, f, seat, src) -> None:
        """The seat gives this card's ruler 1 favor: the Chancellor takes it for the Empire, and
        paid to the bandits it burns."""
        ruler = self.ruler(f, src)
        f.spend_favor(seat, 1)
        if ruler == BANDITS:
            f.burn_favor(1)
            f.say(f"{f.who(seat)} burns 1 favor ({f.source_name(src)})", "7.4")
        else:
            taker = 0 if ruler == "empire" else ruler
            f.receive_favor(taker, 1)
            f.say(f"{f.who(seat)} gives {f.who(taker)} 1 favor ({f.source_name(src)})", "7.4")


class Toll(RulersCard):
    """Its ruler's enemies pay that ruler 1 favor before an action taken under the ruler (a
    "must", 7.4.1): the Chancellor takes it for the Empire, and paid to the bandits it burns."""
    forces = ("travel", "trade", "search")
    action = ""

    def where(self, f, seat, major) -> int | None:
        """The site the action is taken under, if it is this card's action."""
        return None

    def force(self, f, seat, major, src):
        if major.action != self.action or src.slot is None:
            return major
        ruler, slot = self.ruler(f, src), self.where(f, seat, major)
        if slot is None or not self.enemy(f, ruler, seat) or not self.rules(f, ruler, slot):
            return major
        return modified(major, src, tolls=major.tolls + 1)

    def before_action(self, f, seat, major, src):
        self.pay_ruler(f, seat, src)
        yield from ()


@power
class TollRoads(Toll):
    id = "toll_roads"
    action = "travel"

    def where(self, f, seat, major):
        return major.slot if major.slot != f.s.players[seat].pawn else None  # sent by an enemy ruler: no trip chosen


@power
class Curfew(Toll):
    id = "curfew"
    action = "trade"

    def where(self, f, seat, major):
        return next((slot for slot, sl in enumerate(f.s.slots) if major.card in sl.cards), None)


@power
class ForcedLabor(Toll):
    id = "forced_labor"
    action = "search"

    def where(self, f, seat, major):
        return f.s.players[seat].pawn


def campaign_for_free(f, seat, name: str) -> Steps:
    """After the action a modifier changed, the player may campaign at once, spending no Supply
    (7.6.2); what binds every campaign still binds it (7.4.1)."""
    s = f.s
    if s.phase != "act" or seat != s.current():
        return  # the action ended the Act phase (a Citizenship taken)
    camp = Campaign(f)
    free = Actions(f).forced(seat, [MajorAction("campaign", 0, "Campaign")])
    if not free or not camp.defenders(seat):
        return
    opts = [Option("free:no", "Do not campaign", "7.6.2"), Option("free:campaign", "Campaign for free", "7.6.2")]
    if (yield from ask(seat, f"{name}: campaign now, spending no Supply?", opts, "7.6.2")) == "free:campaign":
        f.say(f"{f.who(seat)} campaigns at once, spending no Supply ({name})", "7.4")
        for binding in free[0].via:
            f.pay(seat, binding)
        yield from camp.run(seat, free[0])


@power
class KnightsErrant(Power):
    id = "knights_errant"
    kinds = ("modifier:muster",)

    def variants(self, f, seat, major, src):
        return [modified(major, src)] if major.action == "muster" else []

    def after_action(self, f, seat, major, src):
        yield from campaign_for_free(f, seat, "Knights Errant")


@power
class HuntingParty(Power):
    id = "hunting_party"
    kinds = ("modifier:search",)

    def variants(self, f, seat, major, src):
        return [modified(major, src)] if major.action == "search" and not major.region else []

    def after_action(self, f, seat, major, src):
        yield from campaign_for_free(f, seat, "Hunting Party")


@power
class TomeGuardians(RulersCard):
    id = "tome_guardians"
    strikes_relics_and_banners_only = True  # the Darkest Secret

    def barred(self, f, seat, src) -> bool:
        return src.slot is not None and self.enemy(f, self.ruler(f, src), seat)

    def forbids_taking(self, f, taker, owner, kind, item, src):
        return kind == "banner" and item == "darkest_secret" and self.barred(f, taker, src)

    def campaign_targets(self, f, battle, offered, chosen, src):
        if not self.barred(f, battle.attacker, src):
            return offered
        return [x for x in offered if x[:2] != ("banner", "darkest_secret")]


@power
class CouncilSeat(Power):
    id = "council_seat"
    kinds = ("persistent",)

    def forbids_exile(self, f, seat, src):
        return src.owner == seat


@power
class Messenger(Power):
    """Among the sites the player rules as it is used, one move at a time, until they are done:
    warbands of their board's colour go from the board to a site (unless a power forbids placing
    them, 9.2) or back, never the last off a site that had some (the card's "as you like" needs
    nobody's consent, 6.5)."""
    id = "messenger"
    kinds = ("action",)

    def moves(self, f, seat, ruled, had):
        s, p = f.s, f.s.players[seat]
        color = p.board_color
        opts = []
        for slot in ruled:
            here = s.slots[slot].warbands.get(color, 0)
            if p.board and not may_not_place_warbands(f, seat):
                opts.append(Option(f"messenger:to:{slot}", f"Move warbands from your board to {f.site_name(slot)} "
                                   f"({here} there)", "7.3", cards=f.site_ids(slot), group="To sites", data=("to", slot)))
            if here > (1 if slot in had else 0):
                opts.append(Option(f"messenger:from:{slot}", f"Move warbands from {f.site_name(slot)} to your board "
                                   f"({here} there)", "7.3", cards=f.site_ids(slot), group="To your board",
                                   data=("from", slot)))
        return opts

    def ruled(self, f, seat):
        return [slot for slot in range(len(f.s.slots)) if f.s.rules(seat, slot)]

    def usable(self, f, seat, src):
        ruled = self.ruled(f, seat)
        color = f.s.players[seat].board_color
        return bool(self.moves(f, seat, ruled, [x for x in ruled if f.s.slots[x].warbands.get(color, 0)]))

    def use(self, f, seat, src):
        s, p = f.s, f.s.players[seat]
        color = p.board_color
        ruled = self.ruled(f, seat)
        had = [x for x in ruled if s.slots[x].warbands.get(color, 0)]
        while opts := self.moves(f, seat, ruled, had):
            picked = yield from choose(seat, "Messenger: move warbands", [Option("messenger:done", "Done", "7.3"), *opts],
                                       "7.3")
            if picked.id == "messenger:done":
                return
            way, slot = picked.data
            most = p.board if way == "to" else s.slots[slot].warbands[color] - (1 if slot in had else 0)
            where = f.site_name(slot)
            question = f"to move from your board to {where}" if way == "to" else f"to move from {where} to your board"
            n = (yield from choose(seat, f"Messenger: how many warbands {question}?",
                                   number_options("messenger", range(1, most + 1), "warband", "warbands", "7.3"), "7.3")).data
            sign = 1 if way == "to" else -1
            f.add_warbands_at(slot, color, sign * n)
            p.board -= sign * n
            f.say(f"{f.who(seat)} moves {count(n, 'warband')} {'to' if way == 'to' else 'from'} {where} (Messenger)", "7.3")


@power
class Palanquin(Power):
    """The other player's trip is built as any other (its site powers, the secrets it turns
    facedown), free; where a site lets an enemy ruler pick it (Shrouded Wood), that ruler does.
    The user's pawn goes along, as a passenger: it makes no trip of its own."""
    id = "palanquin"
    kinds = ("action",)

    def riders(self, f, seat):
        travel = Travel(f)
        return [x for x in f.s.at_slot(f.s.players[seat].pawn) if x != seat and travel.destinations(x)]

    def usable(self, f, seat, src):
        return bool(self.riders(f, seat))

    def use(self, f, seat, src):
        riders = self.riders(f, seat)
        if not riders:
            return
        opts = [Option(f"palanquin:{x}", f"Carry {f.who(x)}", "7.3", data=x) for x in riders]
        other = (yield from choose(seat, "Palanquin: carry whom?", opts, "7.3")).data
        travel = Travel(f)
        there = yield from travel.relocate(other, seat, travel.destinations(other),
                                           f"Palanquin: where do you and {f.who(other)} go?", "7.3", prefix="palanquin")
        if there is not None:
            travel.move_pawn(seat, there, "7.3")
            f.say(f"{f.who(seat)} and {f.who(other)} reach {f.site_name(there)}, spending no Supply (Palanquin)", "7.3")


class CampaignFrom(Power):
    """An Action campaign fought from another site as though the pawn stood there, its defenders,
    targets and allies that site's, the user's warbands there joining the force; the pawn does
    not move, the Supply is free (7.6.2) and what binds every campaign still binds it (7.4.1).
    `origin` names the sites it may be fought from (Captains, Wild Allies); `prefix` starts the
    options' ids."""
    kinds = ("action",)
    prefix = ""

    def origin(self, f, seat, slot) -> bool:
        raise NotImplementedError

    def campaign(self, f, seat, slot):
        """The campaign from that site as the mandatory modifiers leave it, or None."""
        if not Campaign(f, slot).defenders(seat):
            return None
        free = Actions(f).forced(seat, [MajorAction("campaign", 0, "Campaign", at=slot, joined=(slot,))])
        return free[0] if free else None

    def origins(self, f, seat):
        return [slot for slot in range(len(f.s.slots)) if self.origin(f, seat, slot)
                and self.campaign(f, seat, slot) is not None]

    def usable(self, f, seat, src):
        return bool(self.origins(f, seat))

    def use(self, f, seat, src):
        opts = [Option(f"{self.prefix}:{slot}", f"Campaign from {f.site_name(slot)}", "7.3",
                       cards=f.site_ids(slot), data=slot) for slot in self.origins(f, seat)]
        if not opts:
            return
        name = f.source_name(src)
        slot = (yield from choose(seat, f"{name}: campaign from which site, as though your pawn stood there?", opts,
                                  "7.3")).data
        major = self.campaign(f, seat, slot)
        f.say(f"{f.who(seat)} campaigns from {f.site_name(slot)}, spending no Supply ({name})", "7.3")
        for binding in major.via:
            f.pay(seat, binding)
        yield from Campaign(f).run(seat, major)


@power
class Captains(CampaignFrom):
    """From any site its user rules."""
    id = "captains"
    prefix = "captains"

    def origin(self, f, seat, slot):
        return f.s.rules(seat, slot)


@power
class PeaceEnvoy(Power):
    """Its user's enemy is the other side's leader: the defender for the attacker (never the
    bandits, who have no pawn), the attacker for the defending side. The favor given is counted
    from the defense pool as the plan is used; a user without enough cannot use it."""
    id = "peace_envoy"
    kinds = ("battle_plan:either",)

    def plan_allowed(self, f, battle, side, seat, src):
        enemy = battle.opponent(side)
        if seat is None or enemy == BANDITS or any(user == seat for user, _, _ in battle.plans):
            return False
        s = f.s
        return (s.players[enemy].pawn == s.players[seat].pawn
                and f.favor_of(seat) >= f.cost_of(src).place_favor + Campaign(f).defense_dice(battle))

    def plan(self, f, battle, side, seat, src):
        enemy = battle.opponent(side)
        dice = Campaign(f).defense_dice(battle)
        f.spend_favor(seat, dice)
        f.receive_favor(enemy, dice)
        battle.alone.append(seat)
        battle.decided, battle.bloodless = side, True
        f.say(f"{f.who(seat)} gives {f.who(enemy)} {dice} favor, one for each defense die: the {side} wins at once, and "
              "no warband dies (Peace Envoy)", "7.5")
        yield from ()


@power
class RelicHunter(Power):
    """The facedown relics at the targeted sites join the targets one at a time, each a defense
    die; the campaign won, the attacker takes them, seeing each, and keeps it or slides it under
    the relic deck."""
    id = "relic_hunter"
    kinds = ("battle_plan:attacker",)

    def spare(self, f, battle):
        return [slot for slot in battle.sites if len(f.s.slots[slot].relics) > battle.site_relics.get(slot, 0)]

    def plan_allowed(self, f, battle, side, seat, src):
        return bool(self.spare(f, battle))

    def plan(self, f, battle, side, seat, src):
        while spare := self.spare(f, battle):
            opts = [Option("hunter:done", "Target no more relics", "7.5")] if battle.site_relics else []
            opts += [Option(f"hunter:{slot}", f"Target a facedown relic at {f.site_name(slot)} (1 defense die more)", "7.5",
                            cards=f.site_ids(slot), data=slot) for slot in spare]
            picked = yield from choose(seat, in_campaign(f, battle, seat, "Relic Hunter: target a facedown relic?"), opts,
                                       "7.5")
            if picked.id == "hunter:done":
                break
            slot = picked.data
            battle.site_relics[slot] = battle.site_relics.get(slot, 0) + 1
            battle.add_defense(1, f"a facedown relic at {f.site_name(slot)}")
            f.say(f"{f.who(seat)} targets a facedown relic at {f.site_name(slot)} (Relic Hunter)", "7.5")

    def after(self, f, battle, side, seat, src, won):
        if not won:
            return
        for slot, n in battle.site_relics.items():
            for _ in range(min(n, len(f.s.slots[slot].relics))):
                yield from keep_or_bottom_relic(f, seat, "Relic Hunter", "hunter", at=slot)
