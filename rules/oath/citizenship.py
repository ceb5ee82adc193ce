"""Citizenship (Law 6.4, 6.6-6.8): the Scepter holder peeks at the Reliquary, offers Citizenship
to an Exile with one Reliquary relic and a binding swap, exiles a Citizen for favor; a Citizen
exiles themselves. Turning a board over recolours its warbands."""
from __future__ import annotations

from rules.core import Option, Steps, ask, choose
from rules.core.words import count, sentence

from .cards import banner_id, card_id, reliquary_id
from .effects import and_list, discard_vision, hand_over, took_relics
from .powers.base import exile_forbidden, gives_no_secrets
from .state import PURPLE
from .table import Table

SWAP_ITEMS = ("favor", "secrets")


class Citizenship:
    def __init__(self, f: Table):
        self.f, self.s, self.c = f, f.s, f.c

    def scepter_holder(self) -> int | None:
        return next((seat for seat, p in enumerate(self.s.players) if self.c.scepter.id in p.relics), None)

    # --- what may be done ---------------------------------------------------------------
    def options(self, seat: int) -> list[Option]:
        """A Citizen's self-exile (6.8). The Scepter's own actions are offered by its power
        (`powers/relics.py`, the Grand Scepter), through `scepter_options`. Each option stands for
        ("citizen", what, the seat it concerns) for `take`."""
        if self.s.players[seat].role != "citizen":
            return []
        opts = []
        holder = self.scepter_holder()
        if holder not in (None, seat) and self.f.favor_of(seat) >= self.self_exile_fee(seat) \
                and not exile_forbidden(self.f, seat):
            opts.append(Option("citizen:self", f"Exile yourself ({self.self_exile_fee(seat)} favor to {self.f.who(holder)}, "
                               "who holds the Grand Scepter)", "6.8", cards=self.scepter_ids(), group="Citizenship",
                               data=("citizen", "self", seat)))
        return opts

    def scepter_options(self, seat: int) -> list[Option]:
        """What the Grand Scepter's holder may do: peek at the Reliquary (6.4), offer an Exile
        Citizenship (6.6.1), exile a Citizen (6.7)."""
        s = self.s
        scepter = self.scepter_ids()
        opts = []
        if any(x is not None for x in s.reliquary):
            opts.append(Option("citizen:peek", "Grand Scepter: peek at the Reliquary's relics", "6.4", cards=scepter,
                               data=("citizen", "peek", seat)))
            opts += [Option(f"citizen:offer:{x}", f"Grand Scepter: offer Citizenship to {'yourself' if x == seat else self.f.who(x)}",
                            "6.6.1", cards=scepter, data=("citizen", "offer", x))
                     for x, q in enumerate(s.players) if q.role == "exile"]
        for x, q in enumerate(s.players):
            if q.role == "citizen" and x != seat and self.f.favor_of(seat) >= self.exile_fee(seat, x) \
                    and not exile_forbidden(self.f, x):
                opts.append(Option(f"citizen:exile:{x}", f"Grand Scepter: exile {self.f.who(x)} ({self.exile_fee(seat, x)} favor)",
                                   "6.7", cards=scepter, data=("citizen", "exile", x)))
        return opts

    def scepter_ids(self) -> tuple[str, ...]:
        return (card_id(self.c.scepter.id),)

    def exile_fee(self, giver: int, target: int) -> int:
        """5 favor, 1 more per title or People's Favor the Citizen holds, 1 fewer per one the
        giver holds (6.7)."""
        s = self.s
        pf = s.banners["peoples_favor"].holder

        def held(seat):
            return (s.title_holder == seat) + (pf == seat)
        return max(0, self.c.exile_fee + held(target) - held(giver))

    def self_exile_fee(self, seat: int) -> int:
        """Your board's warbands and your secrets on your board and on cards (6.8). A Citizen
        exiles themselves in their own turn, and every secret on a card then is theirs: out of
        turn no token stays on a card (7.1.2), and at Rest they all go to the active player."""
        p = self.s.players[seat]
        on_cards = sum(secrets for _, secrets in self.s.tokens_on_cards.values())
        return p.board + p.secrets + p.secrets_down + on_cards

    # --- doing it -------------------------------------------------------------------------
    def take(self, seat: int, option: Option) -> Steps:
        """Do what an option of `options` or `scepter_options` stands for."""
        _, what, target = option.data
        if what == "peek":
            s = self.s
            for relic in s.reliquary:
                if relic is not None and relic not in s.players[seat].peeked:
                    s.players[seat].peeked.append(relic)
            self.f.say(f"{self.f.who(seat)} peeks at the Reliquary", "6.4")
            self.f.say("The Reliquary holds " + ", ".join(self.f.name(x) for x in s.reliquary if x is not None), "6.4",
                       seats=[seat])
            self.f.m.reveal()
        elif what == "offer":
            yield from self.offer(seat, target)
        elif what == "exile":
            fee = self.exile_fee(seat, target)
            self.f.spend_favor(seat, fee)
            self.f.receive_favor(target, fee)
            self.f.say(f"{self.f.who(seat)} exiles {self.f.who(target)}, giving {fee} favor", "6.7")
            self.become_exile(target)
        else:
            holder = self.scepter_holder()
            fee = self.self_exile_fee(seat)
            self.f.spend_favor(seat, fee)
            self.f.receive_favor(holder, fee)
            self.f.say(f"{self.f.who(seat)} exiles themselves, paying {fee} favor to {self.f.who(holder)}", "6.8")
            self.become_exile(seat)
            if seat == self.s.current():
                self.f.end_act()

    def offer(self, seat: int, exile: int) -> Steps:
        """The holder picks a Reliquary relic (by its space) and a swap of favor, secrets, relics
        (the Grand Scepter too: the Law keeps out only the Reliquary's) and banners, and may let
        the Exile peek at any of the Reliquary's relics; the Exile accepts or declines (6.6.1)."""
        s, c = self.s, self.c
        spaces = [i for i, relic in enumerate(s.reliquary) if relic is not None]
        opts = [self.space_option(seat, i, "6.6.1") for i in spaces]
        who = "yourself" if exile == seat else self.f.who(exile)
        space = (yield from choose(seat, f"Citizenship for {who}: which Reliquary relic do you offer?", opts, "6.6.1")).data
        give = {"favor": 0, "secrets": 0}  # from the holder to the Exile (negative: the other way)
        items: list[tuple[str, int, object]] = []  # ("relic" | "banner", from seat, what)
        shown: list[int] = []  # the Reliquary spaces whose relics the Exile is let to peek at
        giver, taker = s.players[seat], s.players[exile]
        while exile != seat:
            opts = [Option("swap:done", "Make the offer", "6.6.1")]
            for i in spaces:
                if i not in shown and s.reliquary[i] not in taker.peeked:
                    opts.append(self.space_option(seat, i, "6.6.1", f"swap:show:{i}", f"Let {who} peek at",
                                                  group="Reliquary relics to show", data=("show", i)))
            for item in SWAP_ITEMS:
                word = "secret" if item == "secrets" else item
                # each kind goes one way and only grows, so that the swap is made in a bounded number of
                # steps (a give and an ask of the same kind would cancel out and could go on for ever)
                if give[item] >= 0 and getattr(giver, item) > give[item] and \
                        not (item == "secrets" and gives_no_secrets(self.f, seat)):
                    opts.append(Option(f"swap:give:{item}", f"Add 1 {word} you give", "6.6.1", group="Favor and secrets",
                                       data=("give", item)))
                if give[item] <= 0 and getattr(taker, item) > -give[item] and \
                        not (item == "secrets" and gives_no_secrets(self.f, exile)):
                    opts.append(Option(f"swap:ask:{item}", f"Add 1 {word} you ask for", "6.6.1", group="Favor and secrets",
                                       data=("ask", item)))
            for owner in (seat, exile):
                verb = "Give" if owner == seat else "Ask for"
                for relic in s.players[owner].relics:
                    if ("relic", owner, relic) not in items:
                        opts.append(Option(f"swap:relic:{owner}:{relic}", f"{verb} {self.f.name(relic)}", "6.6.1",
                                           cards=(card_id(relic),), group="Relics and banners", data=("relic", owner, relic)))
                for key, banner in s.banners.items():
                    if banner.holder == owner and ("banner", owner, key) not in items:
                        opts.append(Option(f"swap:banner:{owner}:{key}", f"{verb} the {c.banners[key].name}", "6.6.1",
                                           cards=(banner_id(key),), group="Relics and banners", data=("banner", owner, key)))
            picked = yield from choose(seat, f"Citizenship for {self.f.who(exile)}: add to the swap, or make the offer", opts,
                                       "6.6.1")
            if picked.id == "swap:done":
                break
            kind, *what = picked.data
            if kind in ("give", "ask"):
                give[what[0]] += 1 if kind == "give" else -1
            elif kind == "show":
                shown.append(what[0])
            else:  # a relic or a banner: (kind, owner, which)
                items.append(picked.data)
        self.show_reliquary(seat, exile, sorted(shown))
        terms = self.terms(seat, exile, space, give, items)
        swapped = self.space_option(exile, space, "6.6.2").cards + tuple(card_id(what) if kind == "relic" else banner_id(what)
                                                           for kind, _, what in items)
        opts = [Option("offer:decline", "Decline", "6.6.2"),
                Option("offer:accept", "Accept: become a Citizen", "6.6.2", cards=swapped)]
        self.f.say(f"{self.f.who(seat)} offers {self.f.who(exile)} Citizenship: {terms}", "6.6.1")
        prompt = (f"{self.f.who(seat)} offers you Citizenship: {self.terms(seat, exile, space, give, items, 'you')}. "
                  "Accept or decline?")
        if exile != seat and (yield from ask(exile, prompt, opts, "6.6.2")) == "offer:decline":
            self.f.say(f"{self.f.who(exile)} declines", "6.6.2")
            return
        yield from self.become_citizen(exile)
        relic = self.f.take_from_reliquary(exile, space)
        self.f.say(f"{self.f.who(exile)} takes the Reliquary relic {self.f.name(relic)}; "
                   f"the {c.reliquary[space].name} space now binds the Chancellor", "6.6.2")
        for item, n in give.items():
            hand_over(self.f, seat, exile, item, n)
        for kind, owner, what in items:
            other = exile if owner == seat else seat
            if kind == "relic":
                self.f.hand_relic(owner, other, what)
            else:
                s.banners[what].holder = other
        yield from took_relics(self.f, exile, [relic])
        self.f.update_title()

    def take_reliquary_relic(self, seat: int, name: str, rule: str) -> Steps:
        """A power's new Citizen takes the relic of a Reliquary space of their choice, named only if
        they peeked at it; the space then binds the Chancellor (6.6.2)."""
        s = self.s
        spaces = [i for i, relic in enumerate(s.reliquary) if relic is not None]
        if not spaces:
            return
        opts = [self.space_option(seat, i, rule) for i in spaces]
        space = (yield from choose(seat, f"{name}: take the relic of which Reliquary space?", opts, rule)).data
        relic = self.f.take_from_reliquary(seat, space)
        self.f.say(f"{self.f.who(seat)} takes the relic on the {self.c.reliquary[space].name} space; it now binds the "
                   "Chancellor", rule)
        yield from took_relics(self.f, seat, [relic])

    def show_reliquary(self, seat: int, exile: int, spaces: list[int]) -> None:
        """The Exile peeks at the relics on these spaces, as the offer lets them (6.6.1)."""
        if not spaces:
            return
        s, taker = self.s, self.s.players[exile]
        names = [self.c.reliquary[i].name for i in spaces]
        where = f"relic on the {names[0]} space" if len(names) == 1 else f"relics on the {and_list(names)} spaces"
        self.f.say(f"{self.f.who(seat)} lets {self.f.who(exile)} peek at the {where}", "6.6.1")
        for i, name in zip(spaces, names):
            taker.peeked.append(s.reliquary[i])
            self.f.say(f"The relic on the {name} space is {self.f.name(s.reliquary[i])}", "6.6.1", seats=[exile])
        self.f.m.reveal()

    def terms(self, seat: int, exile: int, space: int, give: dict, items: list, exile_word: str = "") -> str:
        """The offer in words, naming the Exile `exile_word` ("you" when told to them)."""
        words = [f"the relic on the {self.c.reliquary[space].name} space"]
        exile_word = exile_word or self.f.who(exile)
        for item, n in give.items():
            if n:
                words.append(f"{count(abs(n), item[:-1] if item == 'secrets' else item, item)} "
                             f"{'to' if n > 0 else 'from'} {exile_word}")
        for kind, owner, what in items:
            name = self.f.name(what) if kind == "relic" else f"the {self.c.banners[what].name}"
            words.append(f"{name} {'to' if owner == seat else 'from'} {exile_word}")
        return ", ".join(words)

    def space_option(self, seat: int, space: int, rule: str, oid: str = "", verb: str = "", data=None, **kw) -> Option:
        """A Reliquary relic by its space, and by its name for a seat that peeked at it: a name
        the others have not seen, so then the option is secret. `verb` goes before the words
        ("Let Bob peek at"). The option stands for the space unless `data` says otherwise."""
        relic, where = self.s.reliquary[space], f"the {self.c.reliquary[space].name} space"
        known = relic in self.s.players[seat].peeked
        words = f"{self.f.name(relic)}, on {where}" if known else f"the relic on {where}"
        label = f"{verb} {words}" if verb else sentence(words)
        cards = (reliquary_id(space),) + ((card_id(relic),) if known else ())
        return Option(oid or f"space:{space}", label, rule, secret=known, cards=cards, data=space if data is None else data,
                      **kw)

    # --- turning boards over (6.6.2, 6.7, 6.8) ----------------------------------------------
    def become_citizen(self, seat: int) -> Steps:
        """Flip to the Citizen side: every warband of the player's, on the board and the map,
        turns purple (when purple runs short, the player picks which go); the Vision is
        discarded; a held title shows Oathkeeper; Supply to the maximum; the Act phase ends."""
        s, p = self.s, self.s.players[seat]
        places = [("board", p.board)] + [(i, slot.warbands.get(p.color, 0)) for i, slot in enumerate(s.slots)
                                         if slot.warbands.get(p.color, 0)]
        total = sum(n for _, n in places)
        short = max(0, total - s.pool[PURPLE])
        left = dict(places)
        for k in range(short):
            where = [w for w, n in left.items() if n]
            opts = [Option(f"purple:{w}", "From your board" if w == "board" else f"From {self.f.site_name(w)}", "6.6.2",
                           cards=() if w == "board" else self.f.site_ids(w), data=w) for w in where]
            prompt = (f"You become a Citizen, and the Empire has too few purple warbands for yours: "
                      f"remove one of yours ({k + 1} of {short})")
            left[(yield from choose(seat, prompt, opts, "6.6.2")).data] -= 1
        for where, n in places:
            s.pool[p.color] += n
            kept = left[where]
            s.pool[PURPLE] -= kept
            if where == "board":
                p.board = kept
            else:
                self.f.set_warbands_at(where, p.color, 0)
                self.f.add_warbands_at(where, PURPLE, kept)
        self.f.set_role(seat, "citizen")
        if p.vision is not None:
            yield from discard_vision(self.f, seat)
        if s.title_holder == seat:
            s.usurper = False
        p.supply = self.c.supply_max
        self.f.say(f"{self.f.who(seat)} becomes a Citizen of the Empire", "6.6.2")
        if seat == s.current():
            self.f.end_act()

    def become_exile(self, seat: int) -> None:
        """Flip to the Exile side: the board's purple warbands take the player's colour (purple
        ones on sites stay Imperial); Supply to the maximum (6.7, 6.8)."""
        s, p = self.s, self.s.players[seat]
        n = min(p.board, s.pool[p.color])
        s.pool[PURPLE] += p.board
        s.pool[p.color] -= n
        p.board = n
        self.f.set_role(seat, "exile")
        p.supply = self.c.supply_max
        self.f.say(f"{self.f.who(seat)} is an Exile now", "6.7")
        self.f.update_title()
