"""Arcane denizens' powers."""
from __future__ import annotations

from rules.core import Option, ask

from . import Power, power


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
