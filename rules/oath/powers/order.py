"""Order denizens' powers."""
from __future__ import annotations

from . import Power, power, shift


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
