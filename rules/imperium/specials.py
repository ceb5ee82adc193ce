"""Effects no verb covers, each coded once under the name its cards use (`special = "..."`)."""
from __future__ import annotations

from rules.core import Option

from . import specials_legends as legends
from .choices import ask, choose, once_each
from .content import MARKET_TYPES
from .effects import Ctx, Effects


def draw_two_discard_one(fx: Effects, ctx: Ctx, seat: int, st: dict):
    p = fx.s.seats[seat]
    before = len(p.hand)
    yield from fx.draw(seat, 2)
    drawn = p.hand[before:]
    picked = yield from fx.choose_cards(seat, drawn, f"{fx.source(ctx, seat)}: discard which of the cards drawn?",
                                        "5.8", 1)
    for x in picked:
        p.hand.remove(x)
        p.discard.append(x)
        fx.say(f"{p.name} discards {fx.name(x)}", "5.8")


def as_production(fx: Effects, seat: int, icon: str) -> None:
    """For the rest of the turn one icon of the kind in play counts as three production."""
    if fx.count(seat, icon) > 0:
        bonus = fx.s.seats[seat].turn_bonus
        bonus[icon] = bonus.get(icon, 0) - 1
        bonus["production"] = bonus.get("production", 0) + 3
        fx.say(f"{fx.s.seats[seat].name} counts a {icon} icon as 3 production this turn", "3.3")


def fertile_as_production(fx: Effects, ctx: Ctx, seat: int, st: dict):
    as_production(fx, seat, "fertile")


def river_as_production(fx: Effects, ctx: Ctx, seat: int, st: dict):
    as_production(fx, seat, "river")


def progress_if_abandoned_no_production(fx: Effects, ctx: Ctx, seat: int, st: dict):
    """One more Progress when the Region the cost abandoned has no production icon."""
    if any(not fx.card(x).icons.count("production") for x in ctx.abandoned):
        fx.gain(seat, {"progress": 1})


def ambassador(fx: Effects, ctx: Ctx, seat: int, st: dict):
    """Use the Exhaust ability of another player's persistent card as one's own."""
    choices = []
    for other in range(len(fx.s.seats)):
        if other == seat:
            continue
        for cid in fx.s.seats[other].play:
            ability = fx.ability(other, cid, "exhaust")
            if ability and fx.usable(Ctx(seat, cid), ability):
                choices.append((other, cid))
    if not choices:
        return
    opts = [Option(f"card:{i}", f"Use {fx.s.seats[o].name}'s {fx.name(cid)}", "3.3", cards=(cid,), data=(o, cid))
            for i, (o, cid) in enumerate(choices)]
    other, cid = (yield from choose(seat, f"{fx.source(ctx, seat)}: use the Exhaust ability of which other player's "
                                          "card?", opts, "3.3")).data
    fx.say(f"{fx.s.seats[seat].name} uses {fx.name(cid)} of {fx.s.seats[other].name}", "3.3")
    yield from fx.resolve(Ctx(seat, cid), fx.ability(other, cid, "exhaust"))


def gambling(fx: Effects, ctx: Ctx, seat: int, st: dict):
    s, p = fx.s, fx.s.seats[seat]
    opts = [Option(f"kind:{k}", k.title(), "3.3", data=k) for k in MARKET_TYPES]
    kind = (yield from choose(seat, f"{fx.source(ctx, seat)}: name a type; the top card of the main deck is yours if "
                                    "it is of that type", opts, "3.3")).data
    if not s.decks["main"]:
        return
    top = s.decks["main"].pop()
    fx.m.reveal()
    if fx.card(top).has(kind):
        p.hand.append(top)
        fx.say(f"{p.name} names {kind.title()} and reveals {fx.name(top)}: it goes to hand", "3.3")
    else:
        s.exile.append(top)
        fx.say(f"{p.name} names {kind.title()} and reveals {fx.name(top)}: it is exiled", "3.3")
    if not s.decks["main"]:
        fx.trigger_end("the main deck ran out")


def material_per_abandoned_city(fx: Effects, ctx: Ctx, seat: int, st: dict):
    n = sum(1 for x in ctx.abandoned if fx.card(x).has("city"))
    if n:
        fx.gain(seat, {"material": 2 * n})


def knight_garrison(fx: Effects, ctx: Ctx, seat: int, st: dict):
    """This card goes under one of the seat's regions, whose play ability then resolves."""
    p = fx.s.seats[seat]
    regions = [x for x in p.play if fx.card(x).has("region")]
    if not regions or ctx.card not in p.limbo:
        return
    opts = [Option(f"card:{x}", f"Under {fx.name(x)}", "5.6", cards=(x,), data=x) for x in regions]
    opts.append(Option("no", "Don't", "5.6", cards=(ctx.card,)))
    picked = yield from choose(seat, f"{fx.name(ctx.card)}: you may garrison it under one of your Regions, whose "
                                     "play ability then resolves again", opts, "5.6")
    if picked.id == "no":
        return
    host = picked.data
    p.limbo.remove(ctx.card)
    p.garrison.setdefault(host, []).append(ctx.card)
    fx.say(f"{p.name} garrisons {fx.name(ctx.card)} under {fx.name(host)}", "5.6")
    if fx.card(host).play:
        yield from fx.resolve(Ctx(seat, host, ctx.shielded), fx.card(host).play)


def sacred_pass(fx: Effects, ctx: Ctx, seat: int, st: dict):
    p = fx.s.seats[seat]
    if len(p.nation_deck) <= 1:
        return
    opts = [Option("look", "Look at the top card of your nation deck", "5.11", cards=(ctx.card,)),
            Option("no", "Don't", "5.11", cards=(ctx.card,))]
    if (yield from ask(seat, f"{fx.name(ctx.card)}: you may look at the top card of your nation deck", opts,
                       "5.11")) == "no":
        return
    top = p.nation_deck[-1]
    fx.m.reveal()
    fx.say(f"You see {fx.name(top)}", "5.11", seats=[seat])
    if not p.hand or ctx.card not in p.play:
        return
    opts = once_each(p.hand, lambda x: Option(f"card:{x}", f"Abandon Sacred Pass, swap {fx.name(x)} for "
                                                         f"{fx.name(top)}", "5.11", secret=True,
                                              cards=(x, top, ctx.card), data=x))
    opts.append(Option("no", "Leave it", "5.11", secret=True, cards=(top,)))
    picked = yield from choose(seat, f"{fx.name(ctx.card)}: you may abandon it to swap a card of your hand with the "
                                     "top card of your nation deck", opts, "5.11", always_ask=True)
    if picked.id == "no":
        return
    fx.leave_play(seat, ctx.card, p.discard)
    mine = picked.data
    p.hand.remove(mine)
    p.hand.append(p.nation_deck.pop())
    p.nation_deck.append(mine)
    fx.say(f"{p.name} abandons Sacred Pass and swaps a card with the top of their nation deck", "5.11")


def marvellous(fx: Effects, ctx: Ctx, seat: int, st: dict):
    p = fx.s.seats[seat]
    if not p.deck:
        return
    top = p.deck.pop()
    p.hand.append(top)
    opts = [Option("discard", f"Discard {fx.name(top)}", "3.3", secret=True, cards=(top,)),
            Option("top", f"Return {fx.name(top)} to the top of your deck", "3.3", secret=True, cards=(top,)),
            Option("history", f"Put {fx.name(top)} into your history", "3.3", secret=True, cards=(top,))]
    choice = yield from ask(seat, f"{fx.source(ctx, seat)}: the card you drew", opts, "3.3", always_ask=True)
    if choice == "discard":
        p.hand.remove(top)
        p.discard.append(top)
        fx.say(f"{p.name} discards {fx.name(top)}", "3.3")
    elif choice == "top":
        p.hand.remove(top)
        p.deck.append(top)
    else:
        fx.to_history(seat, top, p.hand)


def double_market_material(fx: Effects, ctx: Ctx, seat: int, st: dict):
    """Reacting to taking a market card with Materials on it: as many again."""
    n = ctx.facts.get("material", 0)
    if n:
        fx.gain(seat, {"material": n})


def free_play_unrest(fx: Effects, ctx: Ctx, seat: int, st: dict):
    p = fx.s.seats[seat]
    unrest = [x for x in p.hand if "unrest" in fx.card(x).types and fx.usable(Ctx(seat, x), fx.card(x).play)]
    if not unrest:
        return
    yield from fx.play(seat, unrest[0], free=True)


def attack_from_discard_to_deck_top(fx: Effects, ctx: Ctx, seat: int, st: dict):
    p = fx.s.seats[seat]
    attacks = [x for x in p.discard if fx.card(x).attack]
    picked = yield from fx.choose_cards(seat, attacks, f"{fx.source(ctx, seat)}: which attack card goes from your "
                                                           "discard pile on top of your deck?", "5.5", 1, secret=False,
                                        place="in your discard pile")
    for x in picked:
        p.discard.remove(x)
        p.deck.append(x)
        fx.say(f"{p.name} puts {fx.name(x)} on top of their deck", "5.5")


def play_region_from_discard(fx: Effects, ctx: Ctx, seat: int, st: dict):
    p = fx.s.seats[seat]
    regions = [x for x in p.discard if fx.card(x).has("region") and fx.state_allows(seat, fx.card(x))]
    if not regions or p.actions < 1:
        return
    picked = yield from fx.choose_cards(seat, regions, f"{fx.source(ctx, seat)}: play which Region from your "
                                                           "discard pile (an action)?", "3.3", 1, secret=False,
                                        place="in your discard pile")
    for x in picked:
        yield from fx.play(seat, x, from_zone=p.discard)


def avoid_attack(fx: Effects, ctx: Ctx, seat: int, st: dict):
    """Used while an attack is being played: the shield is raised in Effects.shields."""


def ignore_empire_next_play(fx: Effects, ctx: Ctx, seat: int, st: dict):
    fx.s.seats[seat].ignore_empire_icon = True


SPECIALS = {special.__name__: special for special in (
    draw_two_discard_one, fertile_as_production, river_as_production, progress_if_abandoned_no_production,
    ambassador, gambling, material_per_abandoned_city,
    knight_garrison, sacred_pass, marvellous, double_market_material, free_play_unrest,
    attack_from_discard_to_deck_top, play_region_from_discard, avoid_attack, ignore_empire_next_play)}

SPECIALS.update(legends.SPECIALS)
SPECIAL_COSTS = legends.SPECIAL_COSTS
