"""Discord denizens' powers."""
from __future__ import annotations

from . import Power, power, shift


@power
class ASmallFavor(Power):
    id = "a_small_favor"
    kinds = ("when_played",)
    words = "When played, gain 4 warbands"

    def use(self, f, seat, src):
        gained = f.gain_warbands(seat, 4)
        f.say(f"{f.who(seat)} gains {gained} warbands (A Small Favor)", "7.3")
        yield from ()


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
class Naysayers(Power):
    id = "naysayers"
    kinds = ("rest",)
    words = "Rest: while a non-Imperial player holds the title, the Chancellor gives you 1 favor"

    def use(self, f, seat, src):
        s = f.s
        chancellor = s.players[0]
        if not s.players[s.title_holder].imperial and chancellor.favor and seat != 0:
            chancellor.favor -= 1
            s.players[seat].favor += 1
            f.say(f"The Chancellor gives {f.who(seat)} 1 favor (Naysayers)", "7.3")
        yield from ()
