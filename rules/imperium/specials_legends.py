"""The one-of-a-kind effects of the Legends cards (`special = "..."`), each coded once; registered
with the Classics ones in specials.py."""
from __future__ import annotations

from rules.core import Option

from .choices import ask, choose
from .content import MARKET_TYPES
from .effects import Ctx, Effects
from .market import Market


def court(fx: Effects, seat: int) -> str | None:
    """King Arthur's Court of the seat, if in play: the card that holds the active quest."""
    p = fx.s.seats[seat]
    return next((x for x in p.play if fx.name(x) == "King Arthur's Court"), None)


def active_quest(fx: Effects, seat: int) -> str | None:
    """The development card garrisoned under King Arthur's Court (6.10)."""
    host = court(fx, seat)
    p = fx.s.seats[seat]
    return next((x for x in p.garrison.get(host, []) if fx.card(x).start == "development"), None) if host else None


# --- Arthurians --------------------------------------------------------------------------------
def begin_quest(fx: Effects, ctx: Ctx, seat: int, st: dict):
    """With no active quest, take an Unrest to make an impending quest active; Graal only last."""
    p = fx.s.seats[seat]
    host = court(fx, seat)
    if host is None or active_quest(fx, seat) or not p.development:
        return
    quests = [x for x in p.development if fx.name(x) != "Graal" or len(p.development) == 1]
    unrest = fx.shown(seat, fx.s.unrest[-1] if fx.s.unrest else None)
    opts = [Option(f"card:{x}", f"Take an Unrest and begin {fx.name(x)}", "6.10", cards=(x, *unrest), data=x)
            for x in quests]
    opts.append(Option("no", "No quest now", "6.10", cards=(host,)))
    picked = yield from choose(seat, f"{fx.name(host)}: you may take an Unrest to begin a quest", opts, "6.10")
    if picked.id == "no":
        return
    yield from fx.take_unrest(seat)
    quest = picked.data
    p.development.remove(quest)
    p.garrison.setdefault(host, []).append(quest)
    fx.say(f"{p.name} begins the quest {fx.name(quest)}", "6.10")


def camelot_in_play(fx: Effects, ctx: Ctx, st: dict) -> bool:
    p = fx.s.seats[ctx.seat]
    return any(fx.name(x) == "City of Camelot" for x in p.play) and bool(p.hand)


def camelot_return_unrest(fx: Effects, ctx: Ctx, seat: int, st: dict):
    if not camelot_in_play(fx, Ctx(seat, ctx.card), st):
        return
    yield from fx.do(ctx, seat, {"discard": 1})
    yield from fx.do(ctx, seat, {"return_unrest": 1})


def knights_to_history(fx: Effects, seat: int) -> list[str]:
    p = fx.s.seats[seat]
    return [x for x in [*p.hand, *p.garrisoned()] if fx.card(x).has("knight")]


def knight_to_history(fx: Effects, ctx: Ctx, seat: int, st: dict):
    p = fx.s.seats[seat]
    hand = set(fx.s.seats[seat].hand)
    picked = yield from fx.choose_cards(seat, knights_to_history(fx, seat), f"{fx.source(ctx, seat)}: which Knight "
                                        "goes into your history?", "5.7", 1, secret=False,
                                        place=lambda x: "in hand" if x in hand else "garrisoned")
    for x in picked:
        if x in p.hand:
            fx.to_history(seat, x, p.hand)
        else:
            fx.ungarrison(seat, x, p.hand)
            fx.to_history(seat, x, p.hand)


def free_play_empire(fx: Effects, ctx: Ctx, seat: int, st: dict):
    """Play an Empire card from hand without an action, whatever the state."""
    p = fx.s.seats[seat]
    cards = [x for x in p.hand if fx.card(x).state == "empire" and not fx.card(x).unplayable
             and fx.requirements_met(seat, fx.card(x)) and fx.usable(Ctx(seat, x), fx.play_ability(seat, fx.card(x)))]
    picked = yield from fx.choose_cards(seat, cards, f"{fx.source(ctx, seat)}: play which Empire card without an "
                                                         "action?", "3.3", 1)
    for x in picked:
        yield from fx.play(seat, x, free=True)


def exile_impending_quest(fx: Effects, ctx: Ctx, seat: int, st: dict):
    p = fx.s.seats[seat]
    picked = yield from fx.choose_cards(seat, [x for x in p.development if fx.name(x) != "Graal"],
                                        f"{fx.source(ctx, seat)}: exile which impending quest?", "6.10", 1,
                                        secret=False, place="impending")
    for x in picked:
        p.development.remove(x)
        fx.s.exile.append(x)
        fx.say(f"{p.name} exiles the quest {fx.name(x)}", "6.10")


def exile_twrch_trwyth(fx: Effects, ctx: Ctx, seat: int, st: dict):
    p = fx.s.seats[seat]
    for x in [x for x in p.play if fx.name(x) == "Twrch Trwyth"]:
        fx.leave_play(seat, x, fx.s.exile)
        fx.say(f"{p.name} exiles Twrch Trwyth", "5.17")
        return
    quest = active_quest(fx, seat)
    if quest and fx.name(quest) == "Twrch Trwyth":
        fx.ungarrison(seat, quest, fx.s.exile)
        fx.say(f"{p.name} exiles the quest Twrch Trwyth", "5.17")


def regions_with(fx: Effects, seat: int, kind: str) -> list[str]:
    p = fx.s.seats[seat]
    return [x for x in p.play if fx.card(x).has("region") and any(fx.is_kind(g, kind) for g in p.garrison.get(x, []))]


def abandon_garrisoned_region(fx: Effects, ctx: Ctx, seat: int, st: dict):
    p = fx.s.seats[seat]
    picked = yield from fx.choose_cards(seat, regions_with(fx, seat, st["kind"]),
                                        f"{fx.source(ctx, seat)}: abandon which Region (with its garrison)?", "5.13", 1,
                                        secret=False, place="in play")
    for x in picked:
        fx.leave_play(seat, x, p.discard)
        fx.say(f"{p.name} abandons {fx.name(x)} with its garrison", "5.13")


def active_quest_to(fx: Effects, seat: int, pile: str) -> None:
    p = fx.s.seats[seat]
    quest = active_quest(fx, seat)
    if quest:
        fx.ungarrison(seat, quest, p.hand if pile == "hand" else p.discard)
        fx.say(f"{p.name} takes the quest {fx.name(quest)} into their {pile}", "6.10")


def active_quest_to_hand(fx: Effects, ctx: Ctx, seat: int, st: dict):
    active_quest_to(fx, seat, "hand")


def active_quest_to_discard(fx: Effects, ctx: Ctx, seat: int, st: dict):
    active_quest_to(fx, seat, "discard")


def acquire_exiled_not_knight(fx: Effects, ctx: Ctx, seat: int, st: dict):
    picked = yield from fx.choose_cards(seat, [x for x in fx.s.exile if not fx.card(x).has("knight")],
                                        f"{fx.source(ctx, seat)}: acquire which exiled card?", "5.17", 1, secret=False,
                                        place="in the exile")
    market = Market(fx)
    for x in picked:
        yield from market.take_exiled(seat, x, "acquires", "5.24")
        yield from market.gained(seat, x)


# --- Atlanteans, Mauryans ------------------------------------------------------------------------
def palace_in_play(fx: Effects, ctx: Ctx, st: dict) -> bool:
    return any(fx.name(x) == "Palace of Poseidon" for x in fx.s.seats[ctx.seat].play)


def palace_break_through_twice(fx: Effects, ctx: Ctx, seat: int, st: dict):
    if not palace_in_play(fx, Ctx(seat, ctx.card), st):
        return
    for _ in range(2):
        yield from Market(fx).break_through(ctx, seat, list(MARKET_TYPES))


def discard_unrest_for_draw_or_progress(fx: Effects, ctx: Ctx, seat: int, st: dict):
    """Asked while the hand holds cards, whether or not an Unrest is among them: that is the
    owner's secret (content decision 34)."""
    p = fx.s.seats[seat]
    while p.hand:
        unrest = tuple(x for x in p.hand if "unrest" in fx.card(x).types)
        opts = [Option("draw", "Discard an Unrest to draw a card", "3.8", cards=unrest[:1]),
                Option("progress", "Discard an Unrest to gain 1 Progress", "3.8", cards=unrest[:1])] if unrest else []
        opts.append(Option("no", "Stop", "3.8", cards=(ctx.card,)))
        choice = yield from ask(seat, f"{fx.name(ctx.card)}: you may discard Unrest from your hand, each for a card "
                                      "or 1 Progress", opts, "3.8", always_ask=True)
        if choice == "no":
            return
        u = next(x for x in p.hand if "unrest" in fx.card(x).types)
        p.hand.remove(u)
        p.discard.append(u)
        fx.say(f"{p.name} discards an Unrest", "5.8")
        if choice == "draw":
            yield from fx.draw(seat, 1)
        else:
            fx.gain(seat, {"progress": 1})


def attacks_to_history(fx: Effects, ctx: Ctx, seat: int, st: dict):
    """Every attack in hand, deck and discard pile into history (the deck keeps its order)."""
    p = fx.s.seats[seat]
    for pile in (p.hand, p.deck, p.discard):
        for x in [x for x in pile if fx.card(x).attack and x != ctx.card]:
            fx.to_history(seat, x, pile)


# --- Minoans, Olmecs -----------------------------------------------------------------------------
def progress_onto_this(fx: Effects, ctx: Ctx, seat: int, st: dict):
    fx.s.seats[seat].card_tokens[ctx.card] = fx.s.seats[seat].card_tokens.get(ctx.card, 0) + 1
    fx.say(f"1 Progress goes onto {fx.name(ctx.card)}", "3.8")


def gain_progress_on_this(fx: Effects, ctx: Ctx, seat: int, st: dict):
    n = fx.s.seats[seat].card_tokens.pop(ctx.card, 0)
    if n:
        fx.gain(seat, {"progress": n})


def one_mask_fewer(fx: Effects, ctx: Ctx, seat: int, st: dict):
    fx.s.seats[seat].turn_bonus["masks_fewer"] = 1


def give_card_mask_unrest(fx: Effects, ctx: Ctx, seat: int, st: dict):
    receiver = fx.s.seats[seat]
    before = set(receiver.hand)
    yield from fx.do(ctx, seat, {"give": 1})
    if any(fx.card(x).has("mask") for x in set(receiver.hand) - before):
        yield from fx.take_unrest(seat)


def return_unrest_gain(fx: Effects, ctx: Ctx, seat: int, zones: list, gain: dict):
    """The seat returns an Unrest (it was asked whether it may); the card's player gains."""
    p = fx.s.seats[seat]
    found = fx.unrest_in(ctx, seat, zones)
    if not found:
        return
    pile, cid = found[0]
    pile.remove(cid)
    fx.s.unrest.append(cid)
    fx.say(f"{p.name} returns an Unrest", "5.25")
    fx.gain(ctx.seat, gain)
    yield from fx.event(seat, "return_unrest")


def return_unrest_gain_progress(fx: Effects, ctx: Ctx, seat: int, st: dict):
    yield from return_unrest_gain(fx, ctx, seat, st.get("from", ["hand"]), {"progress": 1})


def return_unrest_gain_population(fx: Effects, ctx: Ctx, seat: int, st: dict):
    yield from return_unrest_gain(fx, ctx, seat, ["hand"], {"population": 1})


# --- Qin -----------------------------------------------------------------------------------------
def double_market_population(fx: Effects, ctx: Ctx, seat: int, st: dict):
    n = ctx.facts.get("population", 0)
    if n:
        fx.gain(seat, {"population": n})


def three_long_walls(fx: Effects, ctx: Ctx, seat: int, st: dict):
    """A condition standing in a cost (SPECIAL_COSTS): nothing to do once it holds."""


# --- Utopians ------------------------------------------------------------------------------------
def pay_all_progress(fx: Effects, ctx: Ctx, seat: int, st: dict):
    p = fx.s.seats[seat]
    if p.progress:
        fx.say(f"{p.name} pays their {p.progress} remaining Progress", "5.23")
        p.progress = 0


def journey_flip(fx: Effects, ctx: Ctx, seat: int, st: dict):
    p = fx.s.seats[seat]
    p.sides[ctx.card] = "b"
    fx.say(f"{p.name}'s journey goes on: {fx.card(ctx.card).side('b').get('name', fx.name(ctx.card))}", "6.11")


def journey_next(fx: Effects, ctx: Ctx, seat: int, st: dict):
    """This journey card leaves the game; the one under it becomes the journey card."""
    p = fx.s.seats[seat]
    p.journey.remove(ctx.card)
    p.sides.pop(ctx.card)
    fx.s.boxed.append(ctx.card)
    top = p.journey_card()
    fx.say(f"{p.name}'s journey reaches {fx.name(top)}", "6.11")


def become_empire(fx: Effects, ctx: Ctx, seat: int, st: dict):
    p = fx.s.seats[seat]
    if not p.empire:
        p.empire = True
        fx.say(f"The {fx.c.nations[p.nation].name} become an Empire", "6.11")


def end_at_24_population(fx: Effects, ctx: Ctx, seat: int, st: dict):
    p = fx.s.seats[seat]
    if p.population >= 24:
        fx.trigger_end(f"{p.name} reached Shangri-la with {p.population} Population")


def exile_from_hand(fx: Effects, ctx: Ctx, seat: int, st: dict):
    p = fx.s.seats[seat]
    picked = yield from fx.choose_cards(seat, [x for x in p.hand if "unrest" not in fx.card(x).types],
                                        f"{fx.source(ctx, seat)}: exile which card from your hand?", "5.17", 1)
    for x in picked:
        p.hand.remove(x)
        fx.s.exile.append(x)
        fx.say(f"{p.name} exiles {fx.name(x)}", "5.17")
        if fx.card(x).attack:
            fx.gain(seat, {"progress": 1})


def two_scrolls_here(fx: Effects, ctx: Ctx, seat: int, st: dict):
    """A condition standing in a cost (SPECIAL_COSTS): nothing to do once it holds."""


def return_unrest_garrisoned_here(fx: Effects, ctx: Ctx, seat: int, st: dict):
    p = fx.s.seats[seat]
    for x in [x for x in p.garrison.get(ctx.card, []) if "unrest" in fx.card(x).types]:
        fx.ungarrison(seat, x, fx.s.unrest)
        fx.say(f"{p.name} returns a garrisoned Unrest", "5.25")


SPECIALS = {special.__name__: special for special in (
    begin_quest, camelot_return_unrest, knight_to_history, free_play_empire, exile_impending_quest,
    exile_twrch_trwyth, abandon_garrisoned_region, active_quest_to_hand, active_quest_to_discard,
    acquire_exiled_not_knight, palace_break_through_twice, discard_unrest_for_draw_or_progress, attacks_to_history,
    progress_onto_this, gain_progress_on_this, one_mask_fewer, give_card_mask_unrest, return_unrest_gain_progress,
    return_unrest_gain_population, double_market_population, three_long_walls, pay_all_progress, journey_flip,
    journey_next, become_empire, end_at_24_population, exile_from_hand, two_scrolls_here,
    return_unrest_garrisoned_here)}

# specials that stand in a cost: whether they can be done
SPECIAL_COSTS = {
    "knight_to_history": lambda fx, ctx, st: bool(knights_to_history(fx, ctx.seat)),
    "abandon_garrisoned_region": lambda fx, ctx, st: bool(regions_with(fx, ctx.seat, st["kind"])),
    "three_long_walls": lambda fx, ctx, st: len(fx.long_walls(ctx.seat)) >= 3,
    "two_scrolls_here": lambda fx, ctx, st: sum(
        1 for x in fx.s.seats[ctx.seat].garrison.get(ctx.card, []) if fx.card(x).has("scroll")) >= 2,
    "camelot_return_unrest": camelot_in_play,
    "palace_break_through_twice": palace_in_play,
}
