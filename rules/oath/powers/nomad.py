"""Nomad denizens' powers."""
from __future__ import annotations

from rules.core import Option, ask, choose
from rules.core.words import count

from ..actions import Actions
from ..campaign import Campaign, in_campaign
from ..effects import burn_secrets_down_to, gain_supply, locked, number_options, propose_deal, suit_of, turn_order_from
from .base import DiscardedAfterBattle, Power, may_not_place_warbands, modified, power


@power
class RainBoots(DiscardedAfterBattle):
    id = "rain_boots"
    kinds = ("battle_plan:attacker",)
    discarded = "Rain Boots are discarded"

    def plan(self, f, battle, side, seat, src):
        battle.single_shields_blank = True
        yield from ()


@power
class AncientBinding(Power):
    """Every secret a player holds counts, faceup or facedown; the others keep a faceup one
    first. "Other cards" are the denizens and relics with secrets on them (the tokens paid this
    turn), not the sites' own tokens and not the Darkest Secret."""
    id = "ancient_binding"
    kinds = ("action",)

    def use(self, f, seat, src):
        s = f.s
        for x in range(len(s.players)):
            burnt = burn_secrets_down_to(f, x, 0 if x == seat else 1)
            if burnt:
                f.say(f"{f.who(x)} burns {count(burnt, 'secret')} (Ancient Binding)", "7.3")
        for card, tokens in list(s.tokens_on_cards.items()):
            if card != src.id and tokens[1]:
                s.burn_secrets(tokens[1])
                tokens[1] = 0
                if not any(tokens):
                    del s.tokens_on_cards[card]
        yield from ()


@power
class HorseArchers(DiscardedAfterBattle):
    id = "horse_archers"
    kinds = ("battle_plan:either",)
    discarded = "Horse Archers are discarded"

    def plan(self, f, battle, side, seat, src):
        battle.shift(side, 3, f.source_name(src))
        yield from ()


@power
class WarningSignals(DiscardedAfterBattle):
    """The defender (or an ally) rearranges warbands between their board and the sites they
    rule, site by site: each ruled site is set once to a number of warbands from 1 up to what
    it holds plus the board. A Citizen lowering a site needs the Chancellor's consent (6.5).
    The bandits do not use it."""
    id = "warning_signals"
    kinds = ("battle_plan:defender",)
    discarded = "Warning Signals are discarded"

    def sites(self, f, battle, seat):
        camp = Campaign(f)
        return [slot for slot in range(len(f.s.slots)) if camp.ruled_by(battle, seat, slot)]

    def plan_allowed(self, f, battle, side, seat, src):
        return seat is not None and bool(self.sites(f, battle, seat))

    def plan(self, f, battle, side, seat, src):
        s, p = f.s, f.s.players[seat]
        color = p.board_color
        onto = not may_not_place_warbands(f, seat)  # else only off the sites (9.2)
        done: list[int] = []
        while True:
            sites = [slot for slot in self.sites(f, battle, seat) if slot not in done]
            opts = [Option("signals:done", "No more moves", "7.5")]
            opts += [Option(f"signals:site:{slot}", f"Change the warbands at {f.site_name(slot)} "
                            f"({s.slots[slot].warbands.get(color, 0)} there, {p.board} on your board)", "7.5",
                            cards=f.site_ids(slot), data=slot)
                     for slot in sites if (p.board and onto) or s.slots[slot].warbands.get(color, 0) > 1]
            question = in_campaign(f, battle, seat, "rearrange your warbands (Warning Signals)")
            picked = yield from choose(seat, question, opts, "7.5")
            if picked.id == "signals:done":
                return
            slot = picked.data
            done.append(slot)
            there = s.slots[slot].warbands.get(color, 0)
            opts = number_options("signals", range(1, there + (p.board if onto else 0) + 1), "warband", "warbands", "7.5",
                                  f.site_ids(slot))
            question = in_campaign(f, battle, seat, f"how many warbands at {f.site_name(slot)} (Warning Signals)?")
            n = (yield from choose(seat, question, opts, "7.5")).data
            if n < there and p.role == "citizen":
                allowed = yield from f.consents(
                    0, in_campaign(f, battle, 0, f"{f.who(seat)}, defending with Warning Signals, asks to take "
                                                 f"{count(there - n, 'warband')} off {f.site_name(slot)}: agree?"),
                    f"Let {f.who(seat)} take them off", "6.5")
                if not allowed:
                    continue
            p.board -= n - there
            s.slots[slot].warbands[color] = n
            if n != there:
                f.say(f"{f.who(seat)} has {count(n, 'warband')} at {f.site_name(slot)} now (Warning Signals)", "7.5")


@power
class Elders(Power):
    id = "elders"
    kinds = ("action",)

    def use(self, f, seat, src):
        f.s.players[seat].secrets += f.s.take_secrets(1)
        f.say(f"{f.who(seat)} gains 1 secret (Elders)", "7.3")
        yield from ()


@power
class TheGathering(Power):
    """Each other player, in turn order from the one playing it, may move their pawn here for
    free; then each player here, in the same order, may propose one binding deal (favor,
    secrets, relics, unlocked advisers) to another player here, who accepts or declines (7.6.3)."""
    id = "the_gathering"
    kinds = ("when_played",)

    def use(self, f, seat, src):
        s, slot = f.s, src.slot
        if slot is None:
            return
        for other in turn_order_from(f, seat):
            if s.players[other].pawn == slot:
                continue
            opts = [Option("gather:stay", "Stay where you are", "7.3"),
                    Option("gather:come", f"Move your pawn to {f.site_name(slot)}", "7.3",
                           cards=f.site_ids(slot) + f.source_ids(src))]
            prompt = f"{f.who(seat)} plays The Gathering at {f.site_name(slot)}: move your pawn there for free?"
            if (yield from ask(other, prompt, opts, "7.3")) == "gather:come":
                s.players[other].pawn = slot
                f.say(f"{f.who(other)} comes to {f.site_name(slot)} (The Gathering)", "7.3")
        here = [x for x in turn_order_from(f, seat) if s.players[x].pawn == slot]
        for x in here:
            opts = [Option("partner:none", "Propose no deal", "7.6.3")]
            opts += [Option(f"partner:{y}", f"Propose a deal to {f.who(y)}", "7.6.3", data=y) for y in here if y != x]
            if len(opts) == 1:
                continue
            picked = yield from choose(x, f"{f.who(seat)}'s Gathering at {f.site_name(slot)}: propose a binding deal to a "
                                       "player there?", opts, "7.6.3")
            if picked.id == "partner:none":
                continue
            yield from propose_deal(f, x, picked.data, "7.6.3", advisers=True)


@power
class FaithfulFriend(Power):
    id = "faithful_friend"
    kinds = ("when_played",)

    def use(self, f, seat, src):
        gained = gain_supply(f, seat, 4)
        f.say(f"{f.who(seat)} gains {gained} Supply (Faithful Friend)", "7.3")
        yield from ()


@power
class Tents(Power):
    id = "tents"
    kinds = ("modifier:travel",)

    def variants(self, f, seat, major, src):
        s = f.s
        if major.action == "travel" and major.supply \
                and s.slots[major.slot].region == s.slots[s.players[seat].pawn].region:
            return [modified(major, src, supply=0)]
        return []


@power
class GreatHerd(Power):
    id = "great_herd"
    kinds = ("when_played",)

    def use(self, f, seat, src):
        s = f.s
        if src.slot is None:
            return
        found = [(slot, x) for slot, sl in enumerate(s.slots) if sl.faceup and slot != src.slot for x in sl.cards
                 if suit_of(f, x) == "nomad" and not locked(f, x)]
        if not found:
            return
        opts = [Option("herd:none", "Swap with nothing", "7.3")]
        opts += [Option(f"herd:{x}", f"Swap with {f.name(x)} at {f.site_name(slot)}", "7.3",
                        cards=f.card_ids(x) + f.site_ids(slot), group=f.site_name(slot), data=(slot, x)) for slot, x in found]
        picked = yield from choose(seat, "Great Herd: swap places?", opts, "7.3")
        if picked.id == "herd:none":
            return
        slot, card = picked.data
        acts = Actions(f)
        yield from acts.before_arrival(seat, slot, exclude=(card,))  # a card moved there (Great Slum)
        yield from acts.before_arrival(seat, src.slot, exclude=(src.id,))
        mine, theirs = s.slots[src.slot].cards, s.slots[slot].cards
        mine[mine.index(src.id)] = card
        theirs[theirs.index(card)] = src.id
        f.say(f"The Great Herd swaps places with {f.name(card)} at {f.site_name(slot)}", "7.3")
