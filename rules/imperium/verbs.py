"""The verbs of EFFECTS.md, one record each (`VERBS`, at the end): what a step of it does for a seat
(`verb(fx, ctx, seat, step)`), what paying it in a cost needs, and whether an optional step of it
could do anything. How each reads is words.READS."""
from __future__ import annotations

from functools import cache

from rules.core import Option
from rules.core.words import count, sentence

from .choices import ask, choose, once_each
from .effects import Ctx, Effects, Verb, space_option
from .market import Market
from .specials import SPECIAL_COSTS, SPECIALS
from .words import PLACES, ability_text, choice_labels, either, order, own_part, price_text, some, tokens


def amount(fx: Effects, ctx: Ctx, seat: int, st: dict, n: int) -> int:
    return n * fx.count(seat, st["per"], st.get("where", "play")) if "per" in st else n


# --- resources --------------------------------------------------------------------------------
def gain(fx, ctx, seat, st):
    what = {k: amount(fx, ctx, seat, st, n) for k, n in st["gain"].items()}
    fx.gain(seat, what)
    if what.get("material"):
        counted = fx.counted_in_play(seat, st["per"]) if st.get("where", "play") == "play" and "per" in st else []
        yield from fx.materials_gained(ctx, seat, counted)


def pay(fx, ctx, seat, st):
    if fx.can_pay(seat, st["pay"]):
        yield from fx.paying(seat, st["pay"], fx.source(ctx, seat))


def spend_actions(fx, ctx, seat, st):
    fx.s.seats[seat].actions -= min(st["spend_actions"], fx.s.seats[seat].actions)
    return
    yield


def steal(fx, ctx, seat, st):
    """`seat` is the one robbed; the resolver gets what they have."""
    thief, victim = fx.s.seats[ctx.seat], fx.s.seats[seat]
    for kind, n in st.get("steal", st.get("steal_or_unrest", {})).items():
        got = min(n, victim.tokens(kind))
        setattr(victim, kind, victim.tokens(kind) - got)
        setattr(thief, kind, thief.tokens(kind) + got)
        fx.say(f"{thief.name} steals {tokens({kind: got}) if got else 'nothing'} from {victim.name}", "5.21")
        if "steal_or_unrest" in st and got < n:
            yield from fx.take_unrest(seat)


def return_exhaust(fx, ctx, seat, st):
    p = fx.s.seats[seat]
    for _ in range(st["return_exhaust"]):
        if not p.exhausted:
            return
        if len(p.exhausted) == 1:
            cid = p.exhausted[0]
        else:
            opts = [Option(f"card:{x}", f"From {fx.face(seat, x)}", "3.3", cards=(x,), data=x) for x in p.exhausted]
            cid = (yield from choose(seat, f"{fx.source(ctx, seat)}: take an exhaust token back from which card?",
                                     opts, "3.3")).data
        p.exhausted.remove(cid)
        p.exhausts += 1
        fx.say(f"{p.name} returns an exhaust token from {fx.name(cid)}", "3.3")


def place_on_market(fx, ctx, seat, st):
    spaces = [i for i, sp in enumerate(fx.s.market) if sp.card]
    if not spaces:
        return
    opts = [space_option(i, fx.s.market[i].card, "5.24") for i in spaces]
    prompt = f"{fx.source(ctx, seat)}: put {price_text(st['place_on_market'])} on which market card?"
    i = (yield from choose(seat, prompt, opts, "5.24")).data
    for k, n in st["place_on_market"].items():
        fx.s.market[i].tokens[k] += n


# --- your own cards ---------------------------------------------------------------------------
def draw(fx, ctx, seat, st):
    n = amount(fx, ctx, seat, st, st["draw"])
    if st.get("up_to") and n:  # "draw up to n": as many as the player likes, none to n
        cards = fx.shown(seat, ctx.card)
        opts = [Option(f"n:{k}", f"Draw {count(k, 'card')}", "5.5", cards=cards, data=k) for k in range(n + 1)]
        held = len(fx.s.seats[seat].deck)
        prompt = f"{fx.source(ctx, seat)}: draw how many cards (up to {n}, your deck holds {held})?"
        n = (yield from choose(seat, prompt, opts, "5.5")).data
    yield from fx.draw(seat, n, if_able=st.get("if_able", False))


def draw_from(fx, ctx, seat, st):
    p = fx.s.seats[seat]
    pile = {"discard": p.discard, "history": p.history}[st["draw_from"]]
    prompt = f"{fx.source(ctx, seat)}: take which card from {PLACES[st['draw_from']]} into your hand?"
    picked = yield from fx.choose_cards(seat, pile, prompt, "5.5", st.get("n", 1),
                                        secret=st["draw_from"] == "history", place="there")
    for x in picked:
        pile.remove(x)
        p.hand.append(x)
    if picked:
        where = "discard pile" if st["draw_from"] == "discard" else "history"
        fx.say(f"{p.name} takes {count(len(picked), 'card')} from their {where} into hand", "5.5")


def discard(fx, ctx, seat, st):
    p = fx.s.seats[seat]
    cards = [x for x in p.hand if x != ctx.card and fx.is_kind(x, st.get("kind"))]
    n = fx.discard_count(seat, st)
    if st.get("kind") == "mask":  # Stone Heads: cards under it count as Masks
        cards += [x for h in fx.passive_special_cards(seat, "masks_from_garrison") for x in p.garrison.get(h, [])]
        p.turn_bonus.pop("masks_fewer", None)  # Step Pyramids helps once
    garrisoned = set(p.garrisoned())
    prompt = f"{fx.source(ctx, seat)}: discard {count(n, 'card') if not st.get('kind') else some(st['kind'], n)}"
    picked = yield from fx.choose_cards(seat, cards, prompt, "5.8", n,
                                        place=lambda x: "garrisoned" if x in garrisoned else "in hand")
    for x in [x for x in picked if x not in p.hand]:
        fx.ungarrison(seat, x, p.hand)
    for x in picked:
        p.hand.remove(x)
        p.discard.append(x)
    if picked:
        fx.say(f"{p.name} discards {', '.join(fx.name(x) for x in picked)}", "5.8")


def top_of_deck(fx, ctx, seat, st):
    p = fx.s.seats[seat]
    spec = st["top_of_deck"]
    pile = {"hand": p.hand, "discard": p.discard}[spec.get("from", "hand")]
    where = PLACES[spec.get("from", "hand")]
    picked = yield from fx.choose_cards(seat, [x for x in pile if x != ctx.card and fx.is_kind(x, st.get("kind"))],
                                        f"{fx.source(ctx, seat)}: put which card from {where} on top of your deck?",
                                        "5.5", spec.get("n", 1), place=f"in {where}")
    for x in picked:
        pile.remove(x)
        p.deck.append(x)
    if picked:
        fx.say(f"{p.name} puts {count(len(picked), 'card')} on top of their deck", "5.5")


def history(fx, ctx, seat, st):
    p = fx.s.seats[seat]
    where = st["history"].get("from", "hand")
    if where == "this":
        for pile in (p.limbo, p.play):
            if ctx.card in pile:
                if pile is p.play:
                    fx.leave_play(seat, ctx.card, p.limbo)
                    pile = p.limbo
                garrison = [x for x in pile[pile.index(ctx.card) + 1:]]
                fx.to_history(seat, ctx.card, pile)
                for x in garrison:
                    fx.to_history(seat, x, pile)
        return
    if where.startswith("["):  # a named card of the play area, with its garrison
        for cid in [x for x in p.play if fx.name(x) == where[1:-1]][:1]:
            fx.leave_play(seat, cid, p.limbo)
            for x in [y for y in p.limbo if y != ctx.card]:
                fx.to_history(seat, x, p.limbo)
        return
    pile = {"hand": p.hand, "discard": p.discard}[where]
    kind = st["history"].get("kind")
    prompt = f"{fx.source(ctx, seat)}: put which card from {PLACES[where]} into your history?"
    picked = yield from fx.choose_cards(seat, [x for x in pile if x != ctx.card and fx.is_kind(x, kind)], prompt,
                                        "5.7", 1, place=f"in {PLACES[where]}")
    for x in picked:
        fx.to_history(seat, x, pile)


def exile_this(fx, ctx, seat, st):
    p = fx.s.seats[seat]
    for pile in (p.limbo, p.play):
        if ctx.card in pile:
            if pile is p.play:
                fx.leave_play(seat, ctx.card, fx.s.exile)
            else:
                pile.remove(ctx.card)
                fx.s.exile.append(ctx.card)
            fx.say(f"{fx.name(ctx.card)} is exiled", "5.17")
    return
    yield


def garrison(fx, ctx, seat, st):
    p = fx.s.seats[seat]
    spec = st["garrison"]
    under = spec.get("under", "this")
    hosts = [ctx.card] if under == "this" else [x for x in p.play if fx.card(x).has(under)]
    hosts = [x for x in hosts if x in p.play]
    cards = [x for x in p.hand if x != ctx.card and not fx.card(x).no_garrison
             and ("kind" not in spec and "kind" not in st or fx.card(x).has(spec.get("kind", st.get("kind"))))]
    if not hosts or not cards:
        return
    picked = yield from fx.choose_cards(seat, cards, f"{fx.source(ctx, seat)}: garrison which card from your hand?",
                                        "5.6", 1)
    host = hosts[0]
    if len(hosts) > 1:
        opts = [Option(f"card:{x}", f"Under {fx.name(x)}", "5.6", cards=(x,), data=x) for x in hosts]
        host = (yield from choose(seat, f"{fx.source(ctx, seat)}: garrison it under which card?", opts, "5.6")).data
    for x in picked:
        p.hand.remove(x)
        p.garrison.setdefault(host, []).append(x)
        fx.say(f"{p.name} garrisons {fx.name(x)} under {fx.name(host)}", "5.6")


def abandon(fx, ctx, seat, st):
    p = fx.s.seats[seat]
    cards = fx.abandonable(ctx, seat, st)
    picked: list[str] = []
    need = st.get("n", 1)
    while need > 0 and cards:  # a card counting as two (Grand Trunk Road) fills two
        prompt = f"{fx.source(ctx, seat)}: {order(st, n=need)}"
        more = yield from fx.choose_cards(seat, cards, prompt, "5.13", 1, secret=False,
                                          place="garrisoned" if st.get("from") == "garrison" else "in play")
        picked += more
        cards = [x for x in cards if x not in more]
        need -= sum(fx.weight(x, st["abandon"]) for x in more)
    for x in picked:
        if st.get("from") == "garrison":  # only the garrisoned card goes; its host stays
            fx.ungarrison(seat, x, p.discard)
        else:
            fx.leave_play(seat, x, p.discard)
        fx.say(f"{p.name} abandons {fx.name(x)}", "5.13")
    ctx.abandoned += picked


def recall(fx, ctx, seat, st):
    p = fx.s.seats[seat]
    if st.get("under") == "this":  # a card garrisoned under this one
        cards = [x for x in p.garrison.get(ctx.card, []) if fx.is_kind(x, st["recall"])]
    else:
        cards = fx.recallable(seat, st["recall"], ctx.card)
    prompt = f"{fx.source(ctx, seat)}: {own_part(st)} (back to your hand)"
    picked = yield from fx.choose_cards(seat, cards, prompt, "5.4", 1, secret=False, place="in play")
    for x in picked:
        if st.get("under") == "this":
            fx.ungarrison(seat, x, p.hand)
            fx.say(f"{p.name} recalls {fx.name(x)}", "5.4")
        else:
            fx.recall_card(seat, x)
            ctx.recalled.append(x)


def take_unrest(fx, ctx, seat, st):
    for _ in range(st["take_unrest"]):
        yield from fx.take_unrest(seat)


def return_unrest(fx, ctx, seat, st):
    p = fx.s.seats[seat]
    for _ in range(st["return_unrest"]):
        found = fx.unrest_in(ctx, seat, st.get("from", ["hand"]))
        if not found:
            return
        pile, cid = found[0]
        if st.get("up_to"):
            cards = fx.shown(seat, cid)
            opts = [Option("yes", "Return an Unrest", "5.25", cards=cards), Option("no", "Stop", "5.25")]
            where = either([PLACES[w] for w in st.get("from", ["hand"])])
            prompt = f"{fx.source(ctx, seat)}: return an Unrest from {where} to the Unrest pile?"
            if (yield from ask(seat, prompt, opts, "5.25")) == "no":
                return
        if pile is p.play:
            fx.leave_play(seat, cid, fx.s.unrest)
        else:
            pile.remove(cid)
            fx.s.unrest.append(cid)
        fx.say(f"{p.name} returns an Unrest to the pile", "5.25")
        yield from fx.event(seat, "return_unrest")


def look_nation(fx, ctx, seat, st):
    p = fx.s.seats[seat]
    if len(p.nation_deck) <= 1:  # the accession card at the bottom is never looked at
        return
    top = p.nation_deck[-1]
    fx.m.reveal()
    fx.say(f"You see {fx.name(top)} on top of your nation deck", "5.11", seats=[seat])
    then = st.get("then")
    name = fx.name(top)  # only in the options, which the deciding seat alone sees
    if then == "may_shuffle":
        opts = [Option("keep", f"Leave {name} on top", "5.11", secret=True, cards=(top,)),
                Option("shuffle", "Shuffle the nation deck", "5.11")]
    elif then == "may_bottom":
        opts = [Option("keep", f"Leave {name} on top", "5.11", secret=True, cards=(top,)),
                Option("bottom", f"Put {name} at the bottom (above the accession card)", "5.11", secret=True,
                       cards=(top,))]
    else:
        return
    prompt = f"{fx.source(ctx, seat)}: you look at the top card of your nation deck"
    choice = yield from ask(seat, prompt, opts, "5.11", always_ask=True)
    if choice == "shuffle":
        shuffle_nation_deck(fx, p)
        fx.say(f"{p.name} shuffles their nation deck", "5.11")
    elif choice == "bottom":
        p.nation_deck.insert(1, p.nation_deck.pop())


def shuffle_nation_deck(fx, p) -> None:
    """The seat's nation deck shuffled, its accession card staying at the bottom."""
    rest = p.nation_deck[1:]
    fx.m.rng.shuffle(rest)
    p.nation_deck[1:] = rest


def search(fx, seat: int, st: dict) -> tuple[list[tuple[str, str]], list[str]]:
    """(zone, card) of what a find step may take, and the zones it searched: a named card stops at
    the first zone holding it (hand, discard pile, deck, nation deck in that order); a kind is
    sought in them all, to choose from."""
    p = fx.s.seats[seat]
    target = st["find"]
    piles = {"hand": p.hand, "discard": p.discard, "deck": p.deck, "nation": p.nation_deck[1:]}
    found: list[tuple[str, str]] = []
    searched = []
    for zone in st.get("from", ["hand", "discard", "deck", "nation"]):
        searched.append(zone)
        found += [(zone, x) for x in piles[zone] if fx.is_kind(x, target)]
        if target.startswith("[") and found:
            break
    return found, searched


def find(fx, ctx, seat, st):
    """A named card: hand, discard, deck, nation deck in that order, the first found; a kind: any
    card of it from those places. The decks searched are shuffled (the accession card stays at the
    bottom); a deck the search did not reach keeps its order."""
    p = fx.s.seats[seat]
    piles = {"hand": p.hand, "discard": p.discard, "deck": p.deck}
    found, searched = search(fx, seat, st)
    if found:
        zone, cid = found[0]
        if len(found) > 1:
            zone_of = dict((x, z) for z, x in found)
            opts = once_each([x for _, x in found], lambda x: Option(f"card:{zone_of[x]}:{x}", f"{fx.name(x)} "
                                                                     f"(in {PLACES[zone_of[x]]})", "5.9", secret=True,
                                                                     cards=(x,), group=sentence(PLACES[zone_of[x]]),
                                                                     data=(zone_of[x], x)),
                             lambda x: f"in {PLACES[zone_of[x]]}")
            prompt = f"{fx.source(ctx, seat)}: find {some(st['find'])}: which one?"
            zone, cid = (yield from choose(seat, prompt, opts, "5.9", always_ask=True)).data
        if zone == "nation":
            p.nation_deck.remove(cid)
        else:
            piles[zone].remove(cid)
        p.hand.append(cid)
        fx.say(f"{p.name} finds {fx.name(cid)}", "5.9")
        if st.get("then") == "history":
            fx.to_history(seat, cid, p.hand)
        elif st.get("then") == "discard":
            p.hand.remove(cid)
            p.discard.append(cid)
    for zone in searched:
        if zone == "deck":
            fx.m.rng.shuffle(p.deck)
        if zone == "nation" and len(p.nation_deck) > 1:
            shuffle_nation_deck(fx, p)


def give(fx, ctx, seat, st):
    """The resolver gives `seat` a card from its hand or discard pile; it goes into their hand."""
    giver = fx.s.seats[ctx.seat]
    zones = st.get("from", ["hand", "discard"])
    cards = [x for z in zones for x in {"hand": giver.hand, "discard": giver.discard}[z] if x != ctx.card]
    in_hand = set(giver.hand)
    prompt = f"{fx.source(ctx, ctx.seat)}: give {fx.s.seats[seat].name} which card?"
    picked = yield from fx.choose_cards(ctx.seat, cards, prompt, "5.27", 1,
                                        place=lambda x: "in hand" if x in in_hand else "in your discard pile")
    for x in picked:
        (giver.hand if x in giver.hand else giver.discard).remove(x)
        fx.s.seats[seat].hand.append(x)
        fx.say(f"{giver.name} gives {fx.s.seats[seat].name} a card", "5.27")


def develop(fx, ctx, seat, st):
    p = fx.s.seats[seat]
    if fx.c.nations[p.nation].never_empire:
        return
    free = st.get("free", False)
    opts = fx.develop_options(seat, "5.14", free)
    if not opts:
        return
    cid = (yield from choose(seat, f"{fx.source(ctx, seat)}: develop which card" + (" at no cost?" if free else "?"),
                             opts, "5.14")).data
    yield from fx.develop(seat, cid, free)


def nation_to_discard(fx, ctx, seat, st):
    if fx.s.seats[seat].nation_deck:
        fx.from_nation_deck(seat, fx.source(ctx, None))
    return
    yield


def sink(fx, ctx, seat, st):
    """Cards under the power card, into the sunken pile (a nation without one discards them)."""
    p = fx.s.seats[seat]
    where = st["sink"].get("from", "hand")
    kind = st.get("kind")
    to = p.sunken if fx.c.nations[p.nation].sunken else p.discard
    if where == "this":
        picked = [ctx.card] if ctx.card in p.limbo + p.play else []
    else:
        pile = {"hand": p.hand, "discard": p.discard, "play": [x for x in p.play if not fx.card(x).no_abandon]}[where]
        cards = [x for x in pile if x != ctx.card and (kind is None or fx.card(x).has(kind))]
        picked = yield from fx.choose_cards(seat, cards, f"{fx.source(ctx, seat)}: sink which card from "
                                                             f"{PLACES[where]}?", "5.28", st.get("n", 1),
                                            secret=where == "hand", place=f"in {PLACES[where]}")
    for x in picked:
        if x in p.play:
            fx.leave_play(seat, x, to)
        else:
            (p.limbo if x in p.limbo else p.hand if x in p.hand else p.discard).remove(x)
            to.append(x)
        fx.say(f"{p.name} {'sinks' if to is p.sunken else 'discards (nothing to sink into)'} "
               f"{fx.name(x) if where != 'hand' else 'a card'}", "5.28")
        if to is p.sunken:
            yield from fx.event(seat, "sink")


def choose_branch(fx, ctx, seat, st):
    """The step `choose`: one of its branches (5.20)."""
    asked = Ctx(seat, ctx.card, ctx.shielded)
    offered = [i for i, b in enumerate(fx.branches(st["choose"])) if fx.can_take(asked, b)]
    if not offered:
        return
    if len(offered) == 1 and not st.get("may"):
        i = offered[0]
    else:
        shared, words = choice_labels(st["choose"])
        shown = fx.shown(seat, ctx.card)
        opts = [branch_option(i, words[i], fx.named_also(seat, words[i], shown)) for i in offered]
        if len(offered) == 1:  # a "may" with one branch left: a yes or no
            whole = ability_text(st["choose"][offered[0]])
            prompt = f"{fx.source(ctx, seat)}: you may {whole}"
            opts = [opts[0]._replace(label=sentence(whole)), none_option("Don't", opts[0].cards)]
        else:
            prompt = f"{fx.source(ctx, seat)}: " + (f"{shared}, choose one" if shared.startswith("to ") else
                                                     f"{shared} to choose one" if shared else "choose one")
            if st.get("may"):
                opts.append(none_option("None of these", shown))
        picked = yield from choose(seat, prompt, opts, "5.20")
        if picked.id == "none":
            return
        i = picked.data
    yield from fx.resolve(ctx if seat == ctx.seat else Ctx(seat, ctx.card, ctx.shielded), st["choose"][i])


@cache
def branch_option(i: int, words: str, cards: tuple[str, ...]) -> Option:
    """Branch i of a choice, in its own words, concerning those cards: alike in every match, made once."""
    return Option(f"branch:{i}", sentence(words), "5.20", cards=cards, data=i)


@cache
def none_option(label: str, cards: tuple[str, ...]) -> Option:
    """Taking no branch of an optional choice, concerning those cards: alike in every match, made once."""
    return Option("none", label, "5.20", cards=cards)


def special(fx, ctx, seat, st):
    steps = SPECIALS[st["special"]](fx, ctx, seat, st)
    if steps is not None:  # a special that asks the player something is a generator
        yield from steps


def on_market(verb):
    """A verb the Market does: `verb` is its method."""
    def does(fx, ctx, seat, st):
        return verb(Market(fx), ctx, seat, st)
    return does


# --- what paying a cost step needs (Effects.cost_ok) --------------------------------------------
def pay_cost(fx, ctx, st, bill):
    bill.charge(st["pay"])
    return True


def spend_actions_cost(fx, ctx, st, bill):
    bill.charge({"action": st["spend_actions"]})
    return True


def discard_cost(fx, ctx, st, bill):
    """Cards of a kind must be at hand; any cards are counted with the other cards to give."""
    if "kind" in st:
        return fx.discardable(ctx, ctx.seat, st["kind"]) >= fx.discard_count(ctx.seat, st)
    bill.cards += st["discard"]
    return True


def top_of_deck_cost(fx, ctx, st, bill):
    bill.cards += st["top_of_deck"].get("n", 1)
    return True


def abandon_cost(fx, ctx, st, bill):
    return sum(fx.weight(x, st["abandon"]) for x in fx.abandonable(ctx, ctx.seat, st)) >= st.get("n", 1)


def return_unrest_cost(fx, ctx, st, bill):
    return bool(fx.unrest_in(ctx, ctx.seat, st.get("from", ["hand"])))


def recall_cost(fx, ctx, st, bill):
    return bool(fx.recallable(ctx.seat, st["recall"], ctx.card))


def others_in_hand(fx, ctx) -> list[str]:
    return [x for x in fx.s.seats[ctx.seat].hand if x != ctx.card]


def garrison_cost(fx, ctx, st, bill):
    kind = st["garrison"].get("kind", st.get("kind"))
    return any(fx.is_kind(x, kind) and not fx.card(x).no_garrison for x in others_in_hand(fx, ctx))


def history_cost(fx, ctx, st, bill):
    where = st["history"].get("from", "hand")
    pile = {"hand": others_in_hand(fx, ctx), "discard": fx.s.seats[ctx.seat].discard}.get(where)
    return pile is None or any(fx.is_kind(x, st["history"].get("kind")) for x in pile)


def sink_cost(fx, ctx, st, bill):
    p = fx.s.seats[ctx.seat]
    where = st["sink"].get("from", "hand")
    pile = {"hand": others_in_hand(fx, ctx), "discard": p.discard, "play": p.play}.get(where)
    return pile is None or sum(1 for x in pile if fx.is_kind(x, st.get("kind"))) >= st.get("n", 1)


def find_cost(fx, ctx, st, bill):
    return bool(search(fx, ctx.seat, st)[0])


def special_cost(fx, ctx, st, bill):
    can = SPECIAL_COSTS.get(st["special"])
    return can is None or can(fx, ctx, st)


def always(st):
    return True


def in_play_area(st):
    """An abandon from the play area reads the cards in play alone; one from a garrison does not."""
    return st.get("from") != "garrison"


def of_any_kind(st):
    """A discard of any cards only charges the bill; one of a kind looks at the hand (`discard_cost`)."""
    return "kind" not in st


# --- whether an optional step could do anything (a hand counts only by its size) ----------------
def draw_possible(fx, ctx, seat, st):
    p = fx.s.seats[seat]
    return bool(p.deck or (p.discard and not st.get("if_able")))


def draw_from_possible(fx, ctx, seat, st):
    p = fx.s.seats[seat]
    return bool(p.discard if st["draw_from"] == "discard" else p.history)


def garrison_possible(fx, ctx, seat, st):
    p = fx.s.seats[seat]
    return bool(p.hand) and bool(p.play)


def history_possible(fx, ctx, seat, st):
    p = fx.s.seats[seat]
    where = st["history"].get("from", "hand")
    return where == "this" or bool(p.hand if where == "hand" else p.discard)


def recall_possible(fx, ctx, seat, st):
    return bool(fx.recallable(seat, st["recall"], ctx.card))


def abandon_possible(fx, ctx, seat, st):
    return bool(fx.abandonable(ctx, seat, st))


def return_unrest_possible(fx, ctx, seat, st):
    return bool(fx.s.seats[seat].hand) or "discard" in st.get("from", ["hand"])


def look_nation_possible(fx, ctx, seat, st):
    return len(fx.s.seats[seat].nation_deck) > 1


def top_of_deck_possible(fx, ctx, seat, st):
    p = fx.s.seats[seat]
    return bool(p.hand if st["top_of_deck"].get("from", "hand") == "hand" else p.discard)


# One record per verb: what it does, what paying it in a cost needs, whether it could do anything.
# How each reads is words.READS, whose verbs the content may use: the two name the same verbs
# (tests/rules/test_imperium_content.py).
VERBS = {
    "gain": Verb(gain),
    "pay": Verb(pay, pay_cost, only_charges=always),
    "spend_actions": Verb(spend_actions, spend_actions_cost, only_charges=always),
    "steal": Verb(steal),
    "steal_or_unrest": Verb(steal),
    "return_exhaust": Verb(return_exhaust),
    "place_on_market": Verb(place_on_market),
    "draw": Verb(draw, possible=draw_possible),
    "draw_from": Verb(draw_from, possible=draw_from_possible),
    "discard": Verb(discard, discard_cost, only_charges=of_any_kind),
    "top_of_deck": Verb(top_of_deck, top_of_deck_cost, top_of_deck_possible, only_charges=always),
    "history": Verb(history, history_cost, history_possible),
    "sink": Verb(sink, sink_cost),
    "exile_this": Verb(exile_this),
    "garrison": Verb(garrison, garrison_cost, garrison_possible),
    "abandon": Verb(abandon, abandon_cost, abandon_possible, reads_play_area=in_play_area),
    "recall": Verb(recall, recall_cost, recall_possible, reads_play_area=always),
    "take_unrest": Verb(take_unrest),
    "return_unrest": Verb(return_unrest, return_unrest_cost, return_unrest_possible),
    "look_nation": Verb(look_nation, possible=look_nation_possible),
    "find": Verb(find, find_cost),
    "give": Verb(give),
    "develop": Verb(develop),
    "nation_to_discard": Verb(nation_to_discard),
    "acquire": Verb(on_market(Market.acquire)),
    "break_through": Verb(on_market(Market.break_through_step)),
    "exile_market": Verb(on_market(Market.exile_market)),
    "swap_exiled": Verb(on_market(Market.swap_exiled)),
    "look_fame": Verb(on_market(Market.look_fame)),
    "take_fame": Verb(on_market(Market.take_fame)),
    "choose": Verb(choose_branch),
    "special": Verb(special, special_cost),
}
