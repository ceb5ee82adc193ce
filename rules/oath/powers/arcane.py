"""Arcane denizens' powers."""
from __future__ import annotations

from rules.core import Option, ask, choose

from ..actions import Actions, MajorAction
from ..content import card_kind
from ..effects import choose_bank, locked, show, suit_of
from .base import Power, modified, power


@power
class Alchemist(Power):
    id = "alchemist"
    kinds = ("action",)

    def usable(self, f, seat, src):
        return any(f.s.banks.values())

    def use(self, f, seat, src):
        for k in range(4):
            suit = yield from choose_bank(f, seat, f"Alchemist: take favor {k + 1} of 4 from which bank?", "7.3")
            if suit is None:
                return
            f.gain_from_bank(seat, suit, 1)
            f.say(f"{f.who(seat)} takes 1 favor from the {suit.capitalize()} bank (Alchemist)", "7.3")


@power
class FireTalkers(Power):
    id = "fire_talkers"
    kinds = ("battle_plan:either",)

    def plan_allowed(self, f, battle, side, seat, src):
        return seat is not None and f.s.banners["darkest_secret"].holder == seat

    def plan(self, f, battle, side, seat, src):
        battle.shift(side, 3, f.source_name(src))
        yield from ()


@power
class MagiciansCode(Power):
    """Recovering the Darkest Secret, the player first gains 2 secrets, which then count toward
    the payment: the banner always holds at least 1 secret, so this is the same as the 2 going
    onto the banner with whatever more the player pays (reference notes)."""
    id = "magicians_code"
    kinds = ("modifier:recover",)

    def extra_majors(self, f, seat, src):
        s, p = f.s, f.s.players[seat]
        ds = s.banners["darkest_secret"]
        if p.secrets + 2 <= ds.tokens or not Actions(f).darkest_secret_open(seat):
            return []
        price = Actions(f).banner_price(ds.tokens, p.secrets + 2, "secret", "secrets")
        return [MajorAction("recover", f.c.action_costs["recover"], "Recover the Darkest Secret", banner="darkest_secret",
                            via=(src,), price=f"{price}, 2 of them gained first")]

    def before_action(self, f, seat, major, src):
        if major.action == "recover" and major.banner == "darkest_secret":
            f.s.players[seat].secrets += f.s.take_secrets(2)
            f.say(f"{f.who(seat)} gains 2 secrets toward the Darkest Secret (Magician's Code)", "7.4")
        yield from ()


@power
class SpiritSnare(Power):
    id = "spirit_snare"
    kinds = ("action",)

    def usable(self, f, seat, src):
        return any(f.s.banks.values())

    def use(self, f, seat, src):
        suit = yield from choose_bank(f, seat, "Spirit Snare: take 1 favor from which bank?", "7.3")
        f.gain_from_bank(seat, suit, 1)
        f.say(f"{f.who(seat)} takes 1 favor from the {suit.capitalize()} bank (Spirit Snare)", "7.3")


@power
class WizardSchool(Power):
    id = "wizard_school"
    kinds = ("action",)

    def use(self, f, seat, src):
        f.s.players[seat].secrets += f.s.take_secrets(1)
        f.say(f"{f.who(seat)} gains 1 secret and goes to Rest (Wizard School)", "7.3")
        if seat == f.s.current() and f.s.phase == "act":
            f.end_act()
        yield from ()


@power
class Dazzle(Power):
    """"Your region" is the region of the player's pawn (the card's own site, played there;
    played as an adviser, still the pawn's). Locked cards stay (7.2.2)."""
    id = "dazzle"
    kinds = ("when_played",)

    def use(self, f, seat, src):
        s = f.s
        region = s.slots[s.players[seat].pawn].region
        gone = []
        for slot in s.region_slots(region):
            for card in list(s.slots[slot].cards):
                if card != src.id and suit_of(f, card) in ("hearth", "order") and not locked(f, card):
                    f.discard_from_site(seat, card, slot)
                    gone.append(f.name(card))
        if gone:
            f.say(f"Dazzle discards {', '.join(gone)}", "7.3")
        yield from ()


@power
class ActingTroupe(Power):
    id = "acting_troupe"
    kinds = ("modifier:trade",)
    lends_suits = True

    def variants(self, f, seat, major, src):
        if major.action != "trade" or src.owner != seat:
            return []
        suit = suit_of(f, major.card)
        if suit in ("order", "beast"):
            return [modified(major, src, suits=major.suits + (suit,))]
        return []


@power
class TamingCharm(Power):
    id = "taming_charm"
    kinds = ("action",)

    def targets(self, f, seat):
        here = f.s.players[seat].pawn
        return [x for x in f.s.slots[here].cards if suit_of(f, x) in ("beast", "nomad") and not locked(f, x)]

    def usable(self, f, seat, src):
        return bool(self.targets(f, seat))

    def use(self, f, seat, src):
        opts = [Option(f"tame:{x}", f"Discard {f.name(x)}", "7.3", cards=f.card_ids(x), data=x) for x in self.targets(f, seat)]
        if not opts:
            return
        card = (yield from choose(seat, "Taming Charm: discard which denizen?", opts, "7.3")).data
        suit = f.c.denizens[card].suit
        f.discard_from_site(seat, card, f.s.players[seat].pawn)
        gained = f.gain_from_bank(seat, suit, 2)
        f.say(f"{f.who(seat)} discards {f.name(card)} and takes {gained} {suit.capitalize()} favor (Taming Charm)", "7.3")


@power
class Inquisitor(Power):
    """The player looks at a facedown adviser of another player at their site. The Conspiracy
    may be taken and played at once (5.1.4 IV); any other card stays, and its owner takes the
    favor paid onto the Inquisitor. Whichever the card, the player is asked once, so being asked
    tells the others nothing."""
    id = "inquisitor"
    kinds = ("action",)

    def targets(self, f, seat):
        s = f.s
        here = s.players[seat].pawn
        return [(x, i) for x in s.at_slot(here) if x != seat for i, a in enumerate(s.players[x].advisers) if not a.faceup]

    def usable(self, f, seat, src):
        return bool(self.targets(f, seat))

    def use(self, f, seat, src):
        s = f.s
        opts = [Option(f"look:{x}:{i}", f"{f.who(x)}'s facedown adviser {i + 1}", "7.3", data=(x, i))
                for x, i in self.targets(f, seat)]
        if not opts:
            return
        owner, i = (yield from choose(seat, "Inquisitor: look at which facedown adviser?", opts, "7.3")).data
        card = s.players[owner].advisers[i].card
        f.say(f"{f.who(seat)} looks at a facedown adviser of {f.who(owner)} (Inquisitor)", "7.3")
        show(f, seat, f"It is {f.name(card)}", "7.3")
        if card_kind(card) == "vision" and f.c.visions[card].conspiracy:
            opts = [Option("inq:leave", "Leave it", "7.3"), Option("inq:play", f"Take and play {f.name(card)}", "5.1.4")]
        else:
            opts = [Option("inq:favor", f"{f.who(owner)} takes the favor on the Inquisitor", "7.3", cards=f.source_ids(src))]
        choice = yield from ask(seat, f"Inquisitor: you have seen {f.who(owner)}'s facedown adviser", opts, "7.3",
                                always_ask=True)
        if choice == "inq:play":
            s.players[owner].advisers.pop(i)
            f.say(f"{f.who(seat)} takes the Conspiracy from {f.who(owner)}", "7.3")
            yield from Actions(f).play(seat, card, "conspiracy")
        elif choice == "inq:favor":
            tokens = s.tokens_on_cards.get(src.id)
            if tokens and tokens[0]:
                tokens[0] -= 1
                s.players[owner].favor += 1
                if not any(tokens):
                    del s.tokens_on_cards[src.id]
                f.say(f"{f.who(owner)} takes 1 favor from the Inquisitor", "7.3")
