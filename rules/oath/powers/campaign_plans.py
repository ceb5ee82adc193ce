"""Battle plans (Law 7.5): used in a campaign's step 3 by the side that rules them."""
from __future__ import annotations

from . import Power, power


def shift(battle, side: str, n: int) -> None:
    """Shift the attack pool n dice in the user's favour: more attack dice for the attacker,
    fewer for the defender; a die removed from an empty pool adds a defense die (5.5.3)."""
    if side == "attacker":
        battle.attack_dice += n
        return
    removed = min(n, battle.attack_dice)
    battle.attack_dice -= removed
    battle.extra_defense += n - removed


@power
class Mercenaries(Power):
    id = "mercenaries"
    kinds = ("battle_plan:either",)
    words = "Battle plan: 3 attack dice in your favour; discard this card if you are defeated"

    def plan(self, f, battle, side, seat, src):
        shift(battle, side, 3)
        yield from ()

    def after(self, f, battle, side, seat, src, won):
        if not won:
            f.discard_source(seat, src)
            f.say("Mercenaries are discarded", "7.5")
        yield from ()


@power
class Longbows(Power):
    id = "longbows"
    kinds = ("battle_plan:either",)
    words = "Battle plan: 1 attack die in your favour"

    def plan(self, f, battle, side, seat, src):
        shift(battle, side, 1)
        yield from ()


@power
class Keep(Power):
    id = "keep"
    kinds = ("battle_plan:defender",)
    words = "Defender battle plan: 2 more defense dice when this card's site is a target"

    def plan_allowed(self, f, battle, side, seat, src):
        return src.slot in battle.sites

    def plan(self, f, battle, side, seat, src):
        battle.extra_defense += 2
        yield from ()
