"""The market and the shared piles: acquire, break through, exile and swap, refilling a space,
and the Fame deck over King of Kings (rulebook glossary)."""
from __future__ import annotations

from functools import cache

from rules.core import Option
from rules.core.words import count

from .choices import choose
from .content import KING_OF_KINGS, content
from .effects import Collapse, Ctx, Effects, variable_vp
from .words import TYPE_NAMES, order, some, tokens

TUCKED = ("uncivilised", "civilised", "tributary")  # types that come with an Unrest under them


class Market:
    def __init__(self, fx: Effects):
        self.fx, self.s = fx, fx.s

    def types_of(self, cid: str) -> tuple[str, ...]:
        return self.fx.card(cid).types

    def tuck_unrest(self, space) -> None:
        """A new Uncivilised, Civilised or Tributary card in the market gets an Unrest; the pile
        running out is a Collapse at once."""
        if any(t in TUCKED for t in self.types_of(space.card)):
            space.unrest = self.s.unrest.pop()  # never from an empty pile: its running out ends the game
            if not self.s.unrest:
                raise Collapse(f"{self.fx.name(space.card)} took the last Unrest into the market")

    def refill(self, i: int) -> None:
        """From the space's own deck, else from the main deck (whose running out triggers Scoring)."""
        s = self.s
        space = s.market[i]
        pile = s.decks[space.deck] or s.decks["main"]
        if not pile:  # the space, emptied by its taker, stays empty
            return
        space.card = pile.pop()
        if not s.decks["main"]:
            self.fx.trigger_end("the main deck ran out")
        self.fx.say(f"{self.fx.name(space.card)} is revealed in the market", "5.24")
        self.tuck_unrest(space)

    def take_from_space(self, seat: int, i: int, unrest_to_hand: bool) -> str:
        s, p = self.s, self.s.seats[seat]
        space = s.market[i]
        cid = space.card
        p.hand.append(cid)
        for k, n in space.tokens.items():
            setattr(p, k, p.tokens(k) + n)
        got = {k: n for k, n in space.tokens.items() if n}
        space.tokens = dict.fromkeys(space.tokens, 0)
        if space.unrest:
            (p.hand if unrest_to_hand else s.unrest).append(space.unrest)
            space.unrest = None
        space.card = None
        extra = f" with {tokens(got)} on it" if got else ""
        self.fx.say(f"{p.name} {'acquires' if unrest_to_hand else 'breaks through for'} {self.fx.name(cid)}{extra}",
                    "5.24" if unrest_to_hand else "5.12")
        return cid

    # --- acquire ---------------------------------------------------------------------------------
    def acquire(self, ctx: Ctx, seat: int, st: dict):
        kinds = st["acquire"] if isinstance(st["acquire"], (list, tuple)) else [st["acquire"]]
        n = st.get("n", 1)
        for k in range(n):
            of_n = f" ({k + 1} of {n})" if n > 1 else ""
            prompt = f"{self.fx.source(ctx, seat)}: {order(st, n=1, then=None)}{of_n}"
            got = yield from self.acquire_one(ctx, seat, kinds, st, prompt)
            if got and st.get("then") == "free_play":
                p = self.s.seats[seat]
                if self.fx.state_allows(seat, self.fx.card(got)) and not self.fx.card(got).unplayable:
                    yield from self.fx.play(seat, got, free=True)
                    p.free_played.remove(got)  # it was played at once, not as the turn's free play

    def acquire_one(self, ctx: Ctx, seat: int, kinds, st: dict, prompt: str):
        s, fx = self.s, self.fx
        fits = (lambda x: True) if "any" in kinds else (lambda x: any(fx.card(x).has(k) for k in kinds))
        spaces = [i for i, sp in enumerate(s.market) if sp.card and fits(sp.card)
                  and (not st.get("with_material") or sp.tokens["material"])
                  and (not st.get("with_population") or sp.tokens["population"])]
        exiled = [x for x in s.exile if fits(x)] if st.get("exiled") else []
        for ps in fx.passives(seat, "acquire_exiled"):
            exiled += [x for x in s.exile if fx.card(x).has(ps["acquire_exiled"]) and fits(x) and x not in exiled]
        opts = [space_pick("Acquire", i, s.market[i].card, "5.24") for i in spaces]
        opts += [exiled_pick("Acquire", x, "5.24") for x in exiled]
        if not opts:
            return None
        where, what = (yield from choose(seat, prompt, opts, "5.24")).data
        if where == "space":
            i = what
            tokens = dict(s.market[i].tokens)
            got = self.take_from_space(seat, i, unrest_to_hand=True)
            self.refill(i)
            yield from self.market_tokens_taken(ctx, seat, tokens)
        else:
            got = what
            yield from self.take_exiled(seat, got, "acquires", "5.24")
            for ps in fx.passives(seat, "acquire_exiled"):
                if fx.card(got).has(ps["acquire_exiled"]) and ps.get("gain"):
                    fx.gain(seat, ps["gain"])
        yield from self.gained(seat, got)
        return got

    def take_exiled(self, seat: int, cid: str, how: str, rule: str):
        """An exiled card into the seat's hand (`how` it is taken: "acquires", "breaks through
        for"); an Uncivilised, Civilised or Tributary card brings an Unrest with it."""
        p = self.s.seats[seat]
        self.s.exile.remove(cid)
        p.hand.append(cid)
        self.fx.say(f"{p.name} {how} the exiled {self.fx.name(cid)}", rule)
        if any(self.fx.card(cid).has(t) for t in TUCKED):
            yield from self.fx.take_unrest(seat)

    def market_tokens_taken(self, ctx: Ctx, seat: int, tokens: dict):
        """What reacts to Materials or Population taken with a market card (Materials taken through
        a card in play with a river or fertile icon too)."""
        for kind in ("material", "population"):
            if tokens[kind]:
                yield from self.fx.event(seat, f"gain_market_{kind}", **{kind: tokens[kind]})
        if tokens["material"]:
            yield from self.fx.materials_gained(ctx, seat)

    def gained(self, seat: int, got: str | None):
        """What reacts to a card acquired or broken through for."""
        for kind in ("uncivilised", "region"):
            if got and kind in self.fx.card(got).types:
                yield from self.fx.event(seat, f"acquire_{kind}")

    # --- break through ---------------------------------------------------------------------------
    def break_through_step(self, ctx: Ctx, seat: int, st: dict):
        kinds = st["break_through"] if isinstance(st["break_through"], (list, tuple)) else [st["break_through"]]
        yield from self.break_through(ctx, seat, kinds, exiled=st.get("exiled", False),
                                      vp_icon=st.get("vp_icon", False))

    def break_through(self, ctx: Ctx, seat: int, kinds, exiled: bool = False, vp_icon: bool = False,
                      why: str | None = None):
        """A market card of the type (its Unrest back to the pile), or the top of the typed deck;
        for a Tributary or an empty typed deck, the first of the type revealed from the main deck
        (the rest shuffled back); none there: 2 Progress. With `vp_icon` only cards with variable
        points qualify, found in the market or revealed from the main deck (Acclaimed, 6.8).
        `why` opens the prompt instead of the card resolved ("Innovate")."""
        s, fx = self.s, self.fx

        def fits(x: str) -> bool:
            return any(fx.card(x).has(k) for k in kinds) and (not vp_icon or variable_vp(fx.card(x)))
        spaces = [i for i, sp in enumerate(s.market) if sp.card and fits(sp.card)]
        opts = [space_pick("Break through for", i, s.market[i].card, "5.12") for i in spaces]
        if vp_icon:
            opts.append(Option("deck:variable", "Reveal main deck cards until one with variable VP", "6.8",
                               group="Unseen", data=("deck", "variable")))
        else:
            opts += [deck_option(k, bool(s.decks.get(k))) for k in kinds]
        if exiled:
            opts += [exiled_pick("Break through for", x, "5.17") for x in s.exile if fits(x)]
        wanted = "a card with variable VP" if vp_icon else some(kinds)
        where, what = (yield from choose(seat, f"{why or fx.source(ctx, seat)}: break through for {wanted}", opts,
                                         "5.12")).data
        if where == "exiled":
            got = what
            yield from self.take_exiled(seat, got, "breaks through for", "5.17")
        elif where == "space":
            i = what
            tokens = dict(s.market[i].tokens)
            got = self.take_from_space(seat, i, unrest_to_hand=False)
            self.refill(i)
            yield from self.market_tokens_taken(ctx, seat, tokens)
        else:
            got = self.from_decks(seat, what)
        yield from self.gained(seat, got)

    def from_decks(self, seat: int, kind: str) -> str | None:
        s, fx, p = self.s, self.fx, self.s.seats[seat]
        if kind in s.decks and s.decks[kind]:
            got = s.decks[kind].pop()
        else:
            main = s.decks["main"]
            fits = (lambda card: variable_vp(card)) if kind == "variable" else (lambda card: card.has(kind))
            at = next((j for j in range(len(main) - 1, -1, -1) if fits(fx.card(main[j]))), None)
            if at is None:
                fx.gain(seat, {"progress": 2})
                self.fx.say(f"No {kind.title()} card is left in the main deck: {p.name} gains 2 Progress",
                            "5.12")
                return None
            got = main.pop(at)
            back = len(main) - at
            self.fx.say(f"{count(back, 'card')} revealed from the main deck {'goes' if back == 1 else 'go'} back "
                        "into it", "5.12")
            fx.m.rng.shuffle(main)
            if not main:
                self.fx.trigger_end("the main deck ran out")
        p.hand.append(got)
        self.fx.m.reveal()
        self.fx.say(f"{p.name} breaks through for {'a card with variable VP' if kind == 'variable' else some(kind)}",
                    "5.12")
        self.fx.say(f"You take {fx.name(got)}", "5.12", seats=[seat])
        return got

    # --- exile -----------------------------------------------------------------------------------
    def exile_market(self, ctx: Ctx, seat: int, st: dict):
        s = self.s
        spaces = [i for i, sp in enumerate(s.market) if sp.card and not any(sp.tokens.values())]
        if not spaces:
            return
        opts = [Option(f"space:{i}", f"Exile {self.fx.name(s.market[i].card)}", "5.17", cards=(s.market[i].card,),
                       data=i) for i in spaces]
        prompt = f"{self.fx.source(ctx, seat)}: exile a market card (one without tokens)"
        i = (yield from choose(seat, prompt, opts, "5.17")).data
        space = s.market[i]
        s.exile.append(space.card)
        self.fx.say(f"{s.seats[seat].name} exiles {self.fx.name(space.card)} from the market", "5.17")
        if space.unrest:
            s.unrest.append(space.unrest)
            space.unrest = None
        space.card = None
        self.refill(i)

    def swap_exiled(self, ctx: Ctx, seat: int, st: dict):
        s, fx = self.s, self.fx
        spaces = [i for i, sp in enumerate(s.market) if sp.card]
        if not spaces or not s.exile:
            return
        opts = [Option(f"space:{i}", f"Swap out {fx.name(s.market[i].card)}", "5.17", cards=(s.market[i].card,),
                       data=i) for i in spaces]
        i = (yield from choose(seat, f"{fx.source(ctx, seat)}: which market card goes into the exile?", opts,
                               "5.17")).data
        out = s.market[i].card
        opts = [Option(f"card:{x}", f"Put {fx.name(x)} in its place", "5.17", cards=(x,), data=x) for x in s.exile]
        new = (yield from choose(seat, f"{fx.source(ctx, seat)}: which exiled card takes the place of "
                                       f"{fx.name(out)}?", opts, "5.17")).data
        space = s.market[i]
        s.exile.remove(new)
        s.exile.append(space.card)
        if space.unrest:
            s.unrest.append(space.unrest)
            space.unrest = None
        self.fx.say(f"{s.seats[seat].name} swaps {fx.name(space.card)} for the exiled {fx.name(new)}", "5.17")
        space.card = new  # the tokens stay on the space for the card that replaces it
        self.tuck_unrest(space)

    # --- Fame --------------------------------------------------------------------------------------
    def fame_cards(self) -> list[str]:
        """The Fame deck above King of Kings, top last."""
        return [x for x in self.s.fame if x != KING_OF_KINGS]

    def look_fame(self, ctx: Ctx, seat: int, st: dict):
        fx, p = self.fx, self.s.seats[seat]
        n = st["look_fame"]
        for ps in fx.passives(seat, "fame_look_extra"):
            n += ps["fame_look_extra"]
        cards = self.fame_cards()
        if not cards:
            yield from self.king_of_kings(seat)
        else:
            seen = cards[-n:]
            fx.m.reveal()
            self.fx.say(f"{p.name} looks at {count(len(seen), 'Fame card')}", "5.11")
            opts = [Option(f"card:{x}", f"Take {fx.name(x)}", "5.11", secret=True, cards=(x,), data=x)
                    for x in reversed(seen)]
            prompt = f"{fx.source(ctx, seat)}: you look at the top {len(seen)} Fame cards: take one"
            got = (yield from choose(seat, prompt, opts, "5.11", always_ask=True)).data
            self.s.fame.remove(got)
            p.hand.append(got)
            self.fx.say(f"{p.name} takes a Fame card", "5.18")
        for ps in fx.passives(seat, "fame_look_extra"):
            fx.gain(seat, ps.get("gain", {}))

    def take_fame(self, ctx: Ctx, seat: int, st: dict):
        p = self.s.seats[seat]
        cards = self.fame_cards()
        if not cards:
            yield from self.king_of_kings(seat)
            return
        got = cards[-1]
        self.s.fame.remove(got)
        p.hand.append(got)
        self.fx.say(f"{p.name} takes the top Fame card", "5.18")

    def king_of_kings(self, seat: int):
        """Only King of Kings is left: it is resolved instead of gained, once per player; side A
        then turns to side B, which triggers the end (rulebook, card notes)."""
        fx, p = self.fx, self.s.seats[seat]
        if p.kok_resolved:
            return
        p.kok_resolved = True
        side = self.s.kok_side
        self.fx.say(f"{p.name} resolves King of Kings (side {side.upper()})", "6.1")
        if not p.empire:
            fx.gain(seat, {"progress": 6 if side == "a" else 4})
        else:
            if side == "a":
                fx.gain(seat, {"progress": 3})
            yield from fx.do(Ctx(seat, KING_OF_KINGS), seat, {"develop": True, "free": True})
        if side == "a":
            self.s.kok_side = "b"
            self.fx.trigger_end("King of Kings turned to side B")


def pick(verb: str, cid: str, exiled: bool = False) -> str:
    """"Acquire Town (Civilised)", "Break through for the exiled Forest (Region)"."""
    card = content().cards[cid]
    kinds = "/".join(TYPE_NAMES[t] for t in card.types if t in TYPE_NAMES)
    return f"{verb} {'the exiled ' if exiled else ''}{card.name}" + (f" ({kinds})" if kinds else "")


@cache
def space_pick(verb: str, i: int, cid: str, rule: str) -> Option:
    """Taking the card of market space i (`verb`: "Acquire", "Break through for"): alike in every
    match, made once."""
    return Option(f"space:{i}", pick(verb, cid), rule, cards=(cid,), group="From the market", data=("space", i))


@cache
def exiled_pick(verb: str, cid: str, rule: str) -> Option:
    """Taking the exiled card (`verb`: "Acquire", "Break through for"): alike in every match, made once."""
    return Option(f"exiled:{cid}", pick(verb, cid, exiled=True), rule, cards=(cid,), group="From the exile",
                  data=("exiled", cid))


@cache
def deck_option(kind: str, dealt: bool) -> Option:
    """Breaking through for the top card of the type's deck, unseen, or while it has none (`dealt`
    False) for the first of the type revealed from the main deck: alike in every match, made once."""
    label = f"The top card of the {TYPE_NAMES[kind]} deck, unseen" if dealt else \
        f"Reveal main deck cards until {some(kind)}"
    return Option(f"deck:{kind}", label, "5.12", group="Unseen", data=("deck", kind))
