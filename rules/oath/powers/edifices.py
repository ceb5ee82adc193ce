"""The powers of the edifices (2.9): both faces of each of the six, as data/edifices.toml words
them. An edifice stands at a site like a denizen (its powers are sources at that site: 7.1.1
access, 7.1.2 costs), is locked, and comes only with the Chronicle (8.3); within a match only the
Broken Forge turns one over."""
from __future__ import annotations

from rules.core import Option, choose
from rules.core.words import count

from ..content import card_kind, intact_of
from ..effects import (enemies, from_dispossessed, keep_or_bottom_relic, number_options, propose_deal, show, suit_of,
                       turn_order_from)
from .base import Power, modified, power

FALLEN_SPIRE_MOST = 5  # the number said is 1 to 5


def rulers_of(f, src) -> list[int]:
    """Whoever rules the edifice: the rulers of its site (Law 10 "Rule")."""
    return f.s.rulers(src.slot) if src.slot is not None else []


# --- Order: the Sprawling Rampart and the Bandit Rampart --------------------------------------------
@power
class SprawlingRampart(Power):
    """A targeted site one of the Rampart's rulers rules adds 1 defense die, however many of them
    rule it (content decision 100)."""
    id = "sprawling_rampart"
    kinds = ("persistent",)

    def site_dice(self, f, battle, slot, src):
        return 1 if set(rulers_of(f, src)) & set(f.s.rulers(slot)) else 0


@power
class BanditRampart(Power):
    id = "bandit_rampart"
    kinds = ("battle_plan:defender",)
    welcome = True  # free, and it only helps the defending side

    def plan_allowed(self, f, battle, side, seat, src):
        return src.slot in battle.sites

    def plan(self, f, battle, side, seat, src):
        battle.shift("defender", 2, f.source_name(src))
        yield from ()


# --- Hearth: the Hall of Debate and the Hall of Mockery ---------------------------------------------
@power
class HallOfDebate(Power):
    id = "hall_of_debate"
    kinds = ("persistent",)
    strikes_relics_and_banners_only = True  # the People's Favor

    def campaign_targets(self, f, battle, offered, chosen, src):
        return [t for t in offered if t[:2] != ("banner", "peoples_favor")]


@power
class HallOfMockery(Power):
    id = "hall_of_mockery"
    kinds = ("persistent",)

    def banner_recovered(self, f, seat, key, paid, src):
        if key == "peoples_favor":
            f.s.banners[key].mob = True
            f.say(f"The People's Favor turns to its Mob side ({f.source_name(src)})", "7.1.4")


# --- Beast: the Forest Temple and the Ruined Temple --------------------------------------------------
@power
class ForestTemple(Power):
    """A power of the Chronicle (8.3.2): in a match it does nothing. The Chronicle carries it out
    (REFERENCE, "Not built yet")."""
    id = "forest_temple"
    kinds = ("other",)


@power
class RuinedTemple(Power):
    id = "ruined_temple"
    kinds = ("persistent",)

    def forbids_faceup(self, f, seat, card, src):
        return suit_of(f, card) == "beast" and any(enemies(f, ruler, seat) for ruler in rulers_of(f, src))


# --- Discord: the Festival District and the Squalid District ----------------------------------------
@power
class FestivalDistrict(Power):
    """Any other player, wherever their pawn stands: the card names no place (content decision 101)."""
    id = "festival_district"
    kinds = ("action",)

    def use(self, f, seat, src):
        opts = [Option(f"festival:{x}", f"Propose a deal to {f.who(x)}", "7.6.3", data=x)
                for x in turn_order_from(f, seat) if x != seat]
        other = (yield from choose(seat, "Festival District: propose a binding deal to whom?", opts, "7.6.3")).data
        yield from propose_deal(f, seat, other, "7.6.3", advisers=True, relics=False)


@power
class SqualidDistrict(Power):
    """Its rulers are asked in turn order from the Chancellor; the first who changes the result
    changes it, by 1, once for this card (content decision 102)."""
    id = "squalid_district"
    kinds = ("other",)

    def end_die(self, f, roll, src):
        for seat in sorted(rulers_of(f, src)):
            opts = [Option("squalid:keep", f"Leave it at {roll}", "3.3")]
            opts += [Option(f"squalid:{way}", f"{way.capitalize()} it to {roll + step}", "3.3", data=step)
                     for way, step in (("raise", 1), ("lower", -1)) if 1 <= roll + step <= 6]
            picked = yield from choose(seat, f"The end die shows {roll}: change it by 1 ({f.source_name(src)})?",
                                       opts, "3.3")
            if picked.id != "squalid:keep":
                roll += picked.data
                f.say(f"{f.who(seat)} makes the end die {roll} ({f.source_name(src)})", "3.3")
                break
        return roll


# --- Arcane: the Great Spire and the Fallen Spire ---------------------------------------------------
@power
class GreatSpire(Power):
    """The searcher trades the drawn denizens one at a time, as many as they like, each at most
    once; a Vision drawn is not a denizen and stays (content decision 103)."""
    id = "great_spire"
    kinds = ("modifier:search",)

    def variants(self, f, seat, major, src):
        return [modified(major, src)] if major.action == "search" and f.s.dispossessed else []

    def drawn(self, f, seat, major, drawn, src):
        s = f.s
        tradable = [x for x in drawn if card_kind(x) == "denizen"]
        while tradable and s.dispossessed:
            opts = [Option("spire:done", "Keep the cards drawn", "7.4")]
            opts += [Option(f"spire:{x}", f"Trade {f.name(x)} for a card of the Dispossessed", "7.4", secret=not major.reveal,
                            cards=f.card_ids(x), data=x) for x in tradable]
            picked = yield from choose(seat, "Great Spire: trade a drawn denizen for a card of the Dispossessed?", opts, "7.4")
            if picked.id == "spire:done":
                return
            old = picked.data
            tradable.remove(old)
            new, = from_dispossessed(f, 1)
            drawn[drawn.index(old)] = new
            s.dispossessed.append(old)
            f.say(f"{f.who(seat)} trades a drawn card for one of the Dispossessed ({f.source_name(src)})", "7.4")
            show(f, seat, f"You give up {f.name(old)} and take {f.name(new)}", "7.4")


@power
class FallenSpire(Power):
    """The cards from the Dispossessed are taken before the denizens join it, so none comes back at
    once; they go where those denizens lay, and when it holds fewer, fewer come (content decision
    104)."""
    id = "fallen_spire"
    kinds = ("action",)

    def pile(self, f, seat) -> list[int]:
        s = f.s
        return s.discards[s.slots[s.players[seat].pawn].region]

    def usable(self, f, seat, src):
        return any(card_kind(x) == "denizen" for x in self.pile(f, seat))

    def use(self, f, seat, src):
        s, pile = f.s, self.pile(f, seat)
        opts = number_options("fallen", range(1, FALLEN_SPIRE_MOST + 1), "denizen", "denizens", "7.3")
        n = (yield from choose(seat, "Fallen Spire: how many denizens from the top of your region's discard pile?",
                               opts, "7.3")).data
        places = [i for i in reversed(range(len(pile))) if card_kind(pile[i]) == "denizen"][:n]  # from the top (last)
        incoming = from_dispossessed(f, len(places))
        gone = [pile[i] for i in places]
        for i, card in zip(places, incoming):
            pile[i] = card
        for i in places[len(incoming):]:  # lowest last: no card of the Dispossessed left for these
            del pile[i]
        s.dispossessed += gone
        f.say(f"{f.who(seat)} names {n}: {count(len(gone), 'denizen')} of the discard pile go to the Dispossessed and "
              f"{count(len(incoming), 'card')} of it take their place ({f.source_name(src)})", "7.3")


# --- Nomad: the Ancient Forge and the Broken Forge --------------------------------------------------
@power
class AncientForge(Power):
    id = "ancient_forge"
    kinds = ("action",)

    def usable(self, f, seat, src):
        return bool(f.s.relic_deck)

    def use(self, f, seat, src):
        yield from keep_or_bottom_relic(f, seat, f.source_name(src), "forge")


@power
class BrokenForge(Power):
    """The one power that turns an edifice over within a match: the card at the site becomes its
    intact face, the tokens on it go with it (content decision 105)."""
    id = "broken_forge"
    kinds = ("action",)

    def use(self, f, seat, src):
        s = f.s
        intact = intact_of(src.id)
        f.replace_at_site(src.slot, src.id, intact)
        if src.id in s.tokens_on_cards:
            s.tokens_on_cards[intact] = s.tokens_on_cards.pop(src.id)
        f.say(f"{f.source_name(src)} is repaired: it turns over to {f.name(intact)}", "7.3")
        yield from ()
