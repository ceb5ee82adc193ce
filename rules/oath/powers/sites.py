"""Site powers (Law 2.8.5; the site sheet overrides the Law, 9.1): one class per power id of
data/sites.toml, sites that share an id sharing the class. A site's power works while the site
lies faceup. The content gives sites no kinds: each class says how its power is reached.

Decisions the Law and the site sheet leave open, taken here:
- A Coast's cheap trip goes to a faceup Coast only: a facedown site's face is secret (9.4).
- "Discarded here this turn" (the homelands) means a card of that suit discarded from this site
  this turn (by the People's Favor, the Great Slum or a power): State.discarded_here.
- The Tribunal's binding deal covers favor and secrets; promises of future actions are the
  players' own, the engine does not hold them to it.
- Narrow Pass on a campaign: a target in its region asks that the Narrow Pass be targeted first
  (a defender who does not rule it cannot be attacked there from outside the region)."""
from __future__ import annotations

from rules.core import Option, ask, choose
from rules.core.words import count

from ..actions import Actions, MajorAction
from ..effects import locked, suit_of, took_relics
from ..travel import Travel
from .base import Power, gives_no_secrets, modified, power


# --- Wake: the opportunity sites (4.1.4) ---------------------------------------------------------
@power
class Opportunity(Power):
    id = "opportunity"
    kinds = ("wake",)

    def use(self, f, seat, src):
        s, p = f.s, f.s.players[seat]
        slot = s.slots[src.slot]
        if p.pawn != src.slot or not (slot.favor or slot.secrets):
            return
        here = f.source_ids(src)
        opts = [Option("claim:none", "Take nothing", "4.1.4")]
        if slot.favor:
            opts.append(Option("claim:favor", f"Take 1 favor from {f.site_name(src.slot)}", "4.1.4", cards=here, data="favor"))
        if slot.secrets:
            opts.append(Option("claim:secret", f"Take 1 secret from {f.site_name(src.slot)}", "4.1.4", cards=here,
                               data="secret"))
        token = (yield from choose(seat, f"Take a token from {f.site_name(src.slot)}?", opts, "4.1.4")).data
        if token == "favor":
            slot.favor -= 1
            f.receive_favor(seat, 1)
        elif token == "secret":
            slot.secrets -= 1
            p.secrets += 1
        if token is not None:
            f.say(f"{f.who(seat)} takes 1 {token} from {f.site_name(src.slot)}", "4.1.4")


# --- campaigns: the attack pool ----------------------------------------------------------------
class PoolSite(Power):
    """Attack pools change by `dice` whenever a campaign names a target at this site."""
    kinds = ("persistent",)
    dice = 0

    def attack_dice(self, f, battle, src):
        targeted = src.slot in battle.sites or (battle.pawn and f.s.players[battle.defender].pawn == src.slot) \
            or ((battle.relics or battle.banners) and f.s.players[battle.defender].pawn == src.slot)
        return self.dice if targeted else 0


@power
class Plains(PoolSite):
    id = "plains"
    dice = 1


@power
class Mountain(PoolSite):
    id = "mountain"
    dice = -1


# --- travel (5.6) ------------------------------------------------------------------------------
@power
class Coastal(Power):
    id = "coastal"
    kinds = ("modifier:travel",)

    def adjust_travel(self, f, trip, src):
        there = f.s.slots[trip.there]
        if trip.here == src.slot and there.faceup and f.c.sites[there.site].kind == "coast":
            trip.cost = 1
            trip.ignore.add("narrow_pass")


@power
class BuriedGiant(Power):
    id = "buried_giant"
    kinds = ("modifier:travel",)

    def extra_majors(self, f, seat, src):
        """Its trips, made of what the Travel majors are made of: kept with them."""
        if f.s.players[seat].pawn != src.slot:
            return []
        actions = Actions(f)
        kept, key = actions.board_travels(), (src, *actions.traveller_key(seat))
        majors = kept.get(key)
        if majors is None:
            majors = kept[key] = [
                MajorAction("travel", 0, f"Travel to {f.site_name(t.there)}, turning a secret facedown", slot=t.there,
                            via=(src,), flip_secrets=t.flips + 1)
                for t in Travel(f).trips(seat, ignore={"narrow_pass"}) if t.allowed and t.chooser is None]
        return list(majors)


@power
class CharmingValley(Power):
    id = "charming_valley"
    kinds = ("modifier:travel",)

    def adjust_travel(self, f, trip, src):
        if trip.here == src.slot:
            trip.cost += 1


@power
class ShroudedWood(Power):
    id = "shrouded_wood"
    kinds = ("modifier:travel",)
    reads_traveller = True  # its enemy ruler picks where the pawn goes

    def adjust_travel(self, f, trip, src):
        if trip.here != src.slot:
            return
        trip.cost = 2
        trip.ignore |= {"narrow_pass", "the_hidden_place"}
        s = f.s
        rulers = s.rulers(src.slot)
        if not rulers or trip.seat in rulers:
            return
        traveller = s.players[trip.seat]
        if all(s.players[x].imperial for x in rulers):  # the Empire's site: an enemy only of Exiles
            if not traveller.imperial:
                trip.chooser = 0
        else:  # an Exile's site: an enemy of everyone else
            trip.chooser = rulers[0]


@power
class NarrowPass(Power):
    id = "narrow_pass"
    kinds = ("modifier:travel", "persistent")

    def adjust_travel(self, f, trip, src):
        s = f.s
        region = s.slots[src.slot].region
        if trip.there != src.slot and s.slots[trip.there].region == region and s.slots[trip.here].region != region:
            trip.allowed = False

    def campaign_targets(self, f, battle, offered, chosen, src):
        s = f.s
        region = s.slots[src.slot].region
        if s.slots[s.players[battle.attacker].pawn].region == region or s.rules(battle.attacker, src.slot) \
                or ("site", src.slot) in chosen:
            return offered
        return [x for x in offered if not (x[0] == "site" and x[1] != src.slot and s.slots[x[1]].region == region)]


@power
class TheHiddenPlace(Power):
    id = "the_hidden_place"
    kinds = ("modifier:travel", "persistent")

    def adjust_travel(self, f, trip, src):
        if trip.there == src.slot:
            trip.flips += 1

    def here(self, f, battle, target, src) -> bool:
        kind, what = target[0], target[1]
        return what == src.slot if kind == "site" else f.s.players[battle.attacker].pawn == src.slot

    def campaign_targets(self, f, battle, offered, chosen, src):
        if any(self.here(f, battle, x, src) for x in chosen) or f.s.players[battle.attacker].secrets:
            return offered
        return [x for x in offered if not self.here(f, battle, x, src)]

    def campaign_declared(self, f, battle, src):
        if any(self.here(f, battle, x, src) for x in battle.named_targets()):
            f.flip_secrets(battle.attacker, 1)
            f.say(f"{f.who(battle.attacker)} turns a secret facedown to name targets at {f.site_name(src.slot)}", "2.8")


# --- muster and search ----------------------------------------------------------------------------
@power
class River(Power):
    id = "river"
    kinds = ("modifier:muster",)
    forces = ("muster",)

    def force(self, f, seat, major, src):
        if major.card in f.s.slots[src.slot].cards and f.s.rules(seat, src.slot):
            return modified(major, src, warbands=major.warbands + 1)
        return major


@power
class Marshes(Power):
    id = "marshes"
    kinds = ("modifier:search",)
    forces = ("search",)

    def force(self, f, seat, major, src):
        if f.s.players[seat].pawn == src.slot:
            return modified(major, src, draws=max(0, major.draws - 1))
        return major


@power
class GreatSlum(Power):
    id = "great_slum"
    kinds = ("modifier:search",)

    def clears_before_arrival(self, f, seat, slot, src):
        return list(f.s.slots[src.slot].cards) if slot == src.slot else []


# --- the homelands: a card of the site's suit played here --------------------------------------------
class Homeland(Power):
    """Playing a card of the site's suit here gives a gift, unless a card of that suit was
    discarded from here this turn (7.3.3: after the site's favor, before When-played)."""
    kinds = ("modifier:search",)

    def card_played_to_site(self, f, seat, card, slot, src):
        suit = f.c.sites[src.id].homeland_suit
        if slot != src.slot or suit_of(f, card) != suit:
            return
        if (slot, suit) in f.s.discarded_here:
            f.say(f"{f.site_name(slot)} gives nothing: a {suit.capitalize()} card was discarded there this turn", "2.8")
            return
        held = list(f.s.players[seat].relics)
        gift = self.gift(f, seat, src)
        if gift:
            f.say(f"{f.who(seat)} {gift}", "2.8")
        yield from took_relics(f, seat, [x for x in f.s.players[seat].relics if x not in held])

    def gift(self, f, seat, src) -> str | None:
        """Give the gift; what the player got, in words for the log (None: nothing)."""
        return None


@power
class HomelandFavor(Homeland):
    id = "homeland_favor"

    def gift(self, f, seat, src):
        suit = f.c.sites[src.id].homeland_suit
        if f.gain_from_bank(seat, suit, 1):
            return f"takes 1 {suit.capitalize()} favor ({f.site_name(src.slot)})"
        return None


@power
class HomelandSecret(Homeland):
    id = "homeland_secret"

    def gift(self, f, seat, src):
        f.s.players[seat].secrets += f.s.take_secrets(1)
        return f"takes 1 secret ({f.site_name(src.slot)})"


@power
class HomelandWarbands(Homeland):
    id = "homeland_warbands"

    def gift(self, f, seat, src):
        return f"gains {count(f.gain_warbands(seat, 2), 'warband')} ({f.site_name(src.slot)})"


@power
class HomelandRelic(Homeland):
    id = "homeland_relic"

    def gift(self, f, seat, src):
        slot = f.s.slots[src.slot]
        if not slot.relics or locked(f, slot.relics[0], seat):  # the site ruled by an Ancient Bloodline's owner
            return None
        relic = slot.relics.pop(0)
        f.gain_relic(seat, relic)
        f.m.reveal()
        return f"takes the relic at {f.site_name(src.slot)}: {f.name(relic)}"


# --- actions ---------------------------------------------------------------------------------------
@power
class TheTribunal(Power):
    """A binding exchange of favor and secrets with any player (7.6.3)."""
    id = "the_tribunal"
    kinds = ("action",)

    def usable(self, f, seat, src):
        s = f.s
        return any(q.favor or q.secrets for q in s.players) and len(s.players) > 1

    def use(self, f, seat, src):
        s = f.s
        opts = [Option(f"deal:with:{x}", f"Deal with {f.who(x)}", "7.6.3", data=x) for x in range(len(s.players)) if x != seat]
        other = (yield from choose(seat, "The Tribunal: deal with whom?", opts, "7.6.3")).data
        me, them = s.players[seat], s.players[other]
        give = {"favor": 0, "secrets": 0}  # from you to them; negative: from them to you
        while True:
            opts = [Option("deal:cancel", "Make no deal", "7.6.3")]
            if any(give.values()):
                opts.append(Option("deal:done", "Make the offer", "7.6.3"))
            for item, word in (("favor", "favor"), ("secrets", "secret")):
                if getattr(me, item) > give[item] and not (item == "secrets" and gives_no_secrets(f, seat)):
                    opts.append(Option(f"deal:give:{item}", f"Add 1 {word} you give", "7.6.3", data=(item, 1)))
                if getattr(them, item) > -give[item] and not (item == "secrets" and gives_no_secrets(f, other)):
                    opts.append(Option(f"deal:ask:{item}", f"Add 1 {word} you ask for", "7.6.3", data=(item, -1)))
            picked = yield from choose(seat, f"The Tribunal: your terms for {f.who(other)}", opts, "7.6.3")
            if picked.id == "deal:cancel":
                return
            if picked.id == "deal:done":
                break
            item, n = picked.data
            give[item] += n
        terms = ", ".join(f"{count(abs(n), 'favor' if item == 'favor' else 'secret', item)} "
                          f"{'to' if n > 0 else 'from'} {f.who(other)}" for item, n in give.items() if n)
        f.say(f"{f.who(seat)} offers {f.who(other)} a binding deal: {terms}", "7.6.3")
        opts = [Option("deal:decline", "Decline", "7.6.3"), Option("deal:accept", "Accept: the deal binds", "7.6.3")]
        prompt = f"The Tribunal: {f.who(seat)} offers you a binding deal: {terms}. Accept or decline?"
        if (yield from ask(other, prompt, opts, "7.6.3")) == "deal:decline":
            f.say(f"{f.who(other)} declines", "7.6.3")
            return
        for item, n in give.items():
            setattr(me, item, getattr(me, item) - n)
            setattr(them, item, getattr(them, item) + n)
        f.say(f"{f.who(other)} accepts: the deal is made", "7.6.3")
