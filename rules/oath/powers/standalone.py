"""Action, Wake, Rest and When-played powers (Law 7.3)."""
from __future__ import annotations

from rules.core import Option, ask

from . import Power, power


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
class SpiritSnare(Power):
    id = "spirit_snare"
    kinds = ("action",)
    words = "Take 1 favor from any bank"

    def usable(self, f, seat, src):
        return any(f.s.banks.values())

    def use(self, f, seat, src):
        opts = [Option(f"bank:{suit}", f"The {suit.capitalize()} bank ({n})", "7.3")
                for suit, n in f.s.banks.items() if n]
        suit = (yield from ask(seat, "Spirit Snare: take 1 favor from which bank?", opts, "7.3"))[5:]
        f.gain_from_bank(seat, suit, 1)
        f.say(f"{f.who(seat)} takes 1 favor from the {suit.capitalize()} bank (Spirit Snare)", "7.3")


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
