"""Site powers (Law 2.8; the site sheet overrides the Law, 9.1)."""
from __future__ import annotations

from rules.core import Option, ask

from . import Power, power


@power
class Opportunity(Power):
    id = "opportunity"
    kinds = ("wake",)
    words = "Wake: a player whose pawn is here may take 1 favor or 1 secret from this site"

    def use(self, f, seat, src):
        s, p = f.s, f.s.players[seat]
        slot = s.slots[src.slot]
        if p.pawn != src.slot or not (slot.favor or slot.secrets):
            return
        opts = [Option("claim:none", "Take nothing", "4.1.4")]
        if slot.favor:
            opts.append(Option("claim:favor", "Take 1 favor from this site", "4.1.4"))
        if slot.secrets:
            opts.append(Option("claim:secret", "Take 1 secret from this site", "4.1.4"))
        choice = yield from ask(seat, f"Take a token from {f.site_name(src.slot)}?", opts, "4.1.4")
        if choice == "claim:favor":
            slot.favor -= 1
            p.favor += 1
        elif choice == "claim:secret":
            slot.secrets -= 1
            p.secrets += 1
        if choice != "claim:none":
            f.say(f"{f.who(seat)} takes 1 {choice[6:]} from {f.site_name(src.slot)}", "4.1.4")


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
    words = "A campaign naming a target here gets 1 more attack die"
    dice = 1


@power
class Mountain(PoolSite):
    id = "mountain"
    words = "A campaign naming a target here gets 1 attack die fewer"
    dice = -1
