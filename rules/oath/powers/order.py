"""Order denizens' powers."""
from __future__ import annotations

from rules.core import Option, ask, choose
from rules.core.words import count

from ..actions import MajorAction
from ..campaign import Campaign, in_campaign
from ..citizenship import Citizenship
from ..effects import gain_supply, kill_board
from .base import Power, may_not_place_warbands, power


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
                for card in here.cards if card in f.c.denizens and s.has_tokens(card)]


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
            s.slots[slot].warbands[color] = s.slots[slot].warbands.get(color, 0) + 1
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
