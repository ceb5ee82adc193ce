"""The effects primitives of Imperium's cards (reading the table, paying, drawing, Unrest, the play
area) and an ability resolved step by step, as fully as possible; what a seat may do in its
Activate: play a card from hand, or exhaust one in play.

Each step is done by its verb's record (`Verb`), which the effects are given: verbs.py, above,
holds them. `does(fx, ctx, seat, step)` does a step: `fx` is the Effects (so named wherever it is
passed), `ctx` the card being resolved and who resolves it, `seat` the player the step acts on
(the resolver, or each player of `who`)."""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import NamedTuple

from rules.core import Match, Option, Steps
from rules.core.words import count, sentence

from .cards import card_names_in, ids_named
from .choices import Place, ask, choose, once_each
from .content import ICONS, KING_OF_KINGS, RESOURCES, Card, content
from .words import EVENT, ability_text, amounts, by_identity, own_part, price_text, tokens, verb_of

EVERYONE = "everyone"  # a count that sees every card (the final scoring, the cards' own effects)
CHECKS: dict[int, tuple] = {}  # `Effects.check` by the identity of the ability: (ability, verbs, check)
BRANCHES: dict[int, tuple] = {}  # `Effects.branches` by the identity of the choice: (choice, verbs, branches)
# `Working.playing` for each Plays: how a card plays from hand depends on the content and the Plays
# alone, so every match shares it (they are few: most tables change nothing in how cards play)
PLAYING: dict[Plays, dict[str, Playing]] = {}
DONT_DEVELOP = Option("no", "Don't develop", "3.7")
MARKET_TOKEN = {"progress": 1}  # what Cleanup puts on a market card, unless a passive says otherwise
tokens_words = by_identity(price_text)  # the words of the tokens put, of this or a passive's


class Collapse(Exception):
    """The Unrest pile ran out: the game ends at once, even mid-action (rulebook, "Collapse", 4.3).
    Its message says who or what took the last Unrest."""


@dataclass
class Ctx:
    seat: int  # who resolves the card
    card: str  # the card resolved
    shielded: set[int] = field(default_factory=set)  # seats an attack does not reach
    abandoned: list[str] = field(default_factory=list)  # the cards its abandon steps made players abandon
    recalled: list[str] = field(default_factory=list)  # the cards of the play area its recall steps recalled
    facts: dict = field(default_factory=dict)  # what the event it reacts to was about


@dataclass
class Bill:
    """What the cost steps of an ability charge together: tokens and actions, and cards from hand."""
    price: dict[str, int] = field(default_factory=dict)
    cards: int = 0

    def charge(self, price: dict[str, int]) -> None:
        for k, n in price.items():
            self.price[k] = self.price.get(k, 0) + n


class Verb(NamedTuple):
    """A verb of the effect language (EFFECTS.md): what a step of it does for a seat; whether a
    cost step of it can be paid (None: always), adding to the bill what it charges with the
    others; whether an optional step of it could do anything, from what everyone may know (None:
    it could). How it reads is words.READS."""
    does: Callable[[Effects, Ctx, int, dict], Steps]
    costs: Callable[[Effects, Ctx, dict, Bill], bool] | None = None
    possible: Callable[[Effects, Ctx, int, dict], bool] | None = None
    # whether a cost step of it does nothing but charge the bill, whatever the table (its `costs`
    # reads nothing else and holds): None, never
    only_charges: Callable[[dict], bool] | None = None
    # whether a cost step of it reads nothing but the seat's cards in play, and charges nothing:
    # its answer holds while they stay as they are (kept in `Working.answers`). None, never
    reads_play_area: Callable[[dict], bool] | None = None


class Check(NamedTuple):
    """What asking whether an ability can be used (`Effects.usable`) needs of it, alike whatever the
    table: worked out once for each ability (`Effects.check`)."""
    paid: bool  # it has cost steps
    bill: Bill  # what its cost steps that only charge the bill (`Verb.only_charges`) charge together
    # its other cost steps, in order, each with its verb's `costs` and whether its answer is kept with
    # the cards in play (`Verb.reads_play_area`)
    asked: tuple[tuple[Callable, dict, bool], ...]
    choice: tuple[Branch, ...] | None  # the branches of the choice it opens with and must make (`must_choose`)


class Branch(NamedTuple):
    """What asking whether a branch of a choice can be taken (`Effects.can_take`) needs of it."""
    states: frozenset[str]  # the states in which some step of it applies (`applies_in`)
    check: Check | None  # its check, when it has a cost (else it can always be taken in those states)


class Plays(NamedTuple):
    """What the passives working for a seat change in how a card plays from hand."""
    free_kinds: frozenset[str]  # cards of these kinds are free plays (Masonry)
    unrest_down: int  # an Unrest's discards cost that much less
    unrest_material_down: int  # and its Materials that much less


class Playing(NamedTuple):
    """A card played from hand, as the seat's cards in play make it."""
    free: bool  # a free play
    ability: dict | None  # its play ability (an Unrest's made cheaper)
    checked: bool  # whether the table decides if that ability can be used (else it always can: `free_to_use`)
    limited: bool  # whether the card itself may forbid it (unplayable, a state symbol, requirements: `allowed`)


class Working(NamedTuple):
    """The abilities working for a seat while its cards in play stay as they are."""
    passives: dict[str, tuple[dict, ...]]  # by each key they have ("on", "free_play", "special")
    specials: frozenset[str]  # the names of their specials
    # "exhaust", "solstice", "trigger": (card, its ability) in play order
    abilities: dict[str, tuple[tuple[str, dict], ...]]
    reactions: tuple[tuple[str, dict], ...]  # (card, passive) of the passives reacting to events, in play order
    plays: Plays
    playing: dict[str, Playing]  # how each card asked about plays from hand: shared by the tables of equal `plays`
    # the answers of cost steps that read the cards in play alone (`Verb.reads_play_area`), by the
    # identity of the step and the card resolved: (step, answer)
    answers: dict[tuple[int, str], tuple[dict, bool]]


class StandingStill:
    """`Effects.standing_still`: a class, not a generator, as it is entered for every turn's options."""

    def __init__(self, fx: Effects):
        self.fx = fx

    def __enter__(self) -> None:
        self.fx._still = {}

    def __exit__(self, *exc) -> None:
        self.fx._still = None


class Effects:
    """The match's table as the cards act on it: `s` the state, `c` the content, `m` the match,
    and `verbs` the record of each verb its steps are resolved by."""

    def __init__(self, m: Match, verbs: Mapping[str, Verb]):
        self.m, self.s, self.c = m, m.state, m.state.c
        self.verbs = verbs
        self._working: dict[tuple, Working] = {}
        self._last: dict[int, tuple] = {}  # each seat's last `working`: (play area, journey card, sides, Working)
        self._still: dict[int, Working] | None = None  # while the table stands still (`standing_still`)
        self._playing = PLAYING  # `Working.playing` for each Plays

    # --- telling -----------------------------------------------------------------------------
    def say(self, text: str, rule: str, seats=None) -> None:
        self.m.event(text, rule, seats)

    def trigger_end(self, why: str) -> None:
        """Scoring is triggered (`why`: "the main deck ran out"): this round and one more are
        played, each with its Solstice."""
        s = self.s
        if s.last_round is None:
            s.last_round = s.round + 1
            s.end_reason = f"{why} in round {s.round}"
            self.say(f"{sentence(why)}: the game ends after the next round", "4.1")

    # --- reading the table -------------------------------------------------------------------
    def card(self, cid: str) -> Card:
        return self.c.cards[cid]

    def ability(self, seat: int, cid: str, kind: str) -> dict | None:
        p = self.s.seats[seat]
        if cid == p.power:
            return self.card(cid).side(p.side).get(kind)
        if cid in p.sides:
            return self.card(cid).side(p.sides[cid]).get(kind)
        return getattr(self.card(cid), kind)

    def side_up(self, seat: int, cid: str) -> str | None:
        """The side up of the seat's power card or of a journey card; None for any other card."""
        p = self.s.seats[seat]
        return p.side if cid == p.power else p.sides.get(cid)

    def in_play(self, seat: int) -> list[str]:
        """The cards whose abilities work: the power card, the top journey card, the play area."""
        p = self.s.seats[seat]
        journey = p.journey_card()
        return [p.power, *([journey] if journey else []), *p.play]

    def working(self, seat: int) -> Working:
        """The abilities of the seat's cards in play (`in_play`), worked out once for each table
        (`_working_for`). Mostly the seat's cards in play are those of its last ask: then its last
        answer, found by comparing them as they lie, not by keying them again."""
        if self._still is not None and seat in self._still:
            return self._still[seat]
        p = self.s.seats[seat]
        last = self._last.get(seat)
        if last is not None and last[0] == p.play and last[1] == p.journey_card() and last[2] == p.sides:
            found = last[3]
        else:
            found = self._working_for(seat)
            self._last[seat] = (list(p.play), p.journey_card(), dict(p.sides), found)
        if self._still is not None:
            self._still[seat] = found
        return found

    def _working_for(self, seat: int) -> Working:
        """`working`, kept by all it depends on (the power card and its side never change)."""
        p = self.s.seats[seat]
        key = (seat, tuple(p.play), p.journey_card(), tuple(p.sides.values()))
        found = self._working.get(key)
        if found is None:
            cards = [(cid, abilities_in_play(cid, self.side_up(seat, cid))) for cid in self.in_play(seat)]
            passives: dict[str, list[dict]] = {}
            for ps in (ps for _, abilities in cards for ps in abilities["passive"]):
                for kind in ps:
                    passives.setdefault(kind, []).append(ps)
            specials = frozenset(ps["special"] for ps in passives.get("special", ()))
            down = sum(ps["unrest_cost_down"] for ps in passives.get("unrest_cost_down", ()))
            plays = Plays(frozenset(k for ps in passives.get("free_play", ()) for k in ps["free_play"]), down,
                          down + 2 * ("unrest_material_down_2" in specials))
            found = self._working[key] = Working(
                {kind: tuple(listed) for kind, listed in passives.items()},
                specials,
                {kind: tuple((cid, abilities[kind]) for cid, abilities in cards if abilities[kind])
                 for kind in ("exhaust", "solstice", "trigger")},
                tuple((cid, ps) for cid, abilities in cards for ps in abilities["passive"]
                      if "on" in ps or "play_region_from_discard_gain" in ps),
                plays, self._playing.setdefault(plays, {}), {})
        return found

    def standing_still(self) -> StandingStill:
        """While the options of a decision are worked out, which changes nothing: each seat's
        `working` is then looked up once."""
        return StandingStill(self)

    def passives(self, seat: int, kind: str) -> tuple[dict, ...]:
        """The passives of that kind working for the seat."""
        return self.working(seat).passives.get(kind, ())

    def with_ability(self, seat: int, kind: str) -> tuple[tuple[str, dict], ...]:
        """The seat's cards in play with an ability of that kind ("exhaust", "solstice", "trigger"), each with it."""
        return self.working(seat).abilities[kind]

    def hand_limit(self, seat: int) -> int:
        return 5 + sum(p["hand_size"] for p in self.passives(seat, "hand_size"))

    def count(self, seat: int, what: str, where: str = "play", host: str | None = None,
              viewer: int | str | None = EVERYONE) -> int:
        """COUNT of EFFECTS.md for the seat: in its play area (`play`) or every scored zone (`owned`);
        of the zones a viewer may see when the count is only shown to them (the running score)."""
        p = self.s.seats[seat]
        if what in RESOURCES:
            return p.tokens(what)
        if what == "garrisoned_here":
            return len(p.garrison.get(host, []))
        if what == "history_cards":
            return len(p.history)
        if what == "unrest_of_others":
            return sum(self.count(o, "unrest", "owned", viewer=viewer) for o in range(len(self.s.seats)) if o != seat)
        if where == "play":
            pile = p.play
        elif where == "garrison":
            pile = p.garrisoned()
        else:
            pile = [x for _, cards in self.scored_zones(seat, viewer) for x in cards]
        kinds = what.split("/")
        bonus = sum(p.turn_bonus.get(icon, 0) for icon in kinds) if all(icon in ICONS for icon in kinds) else 0
        return sum(counts_for(x, what) for x in pile) + bonus  # an icon's bonus this turn counts once

    def scored_zones(self, seat: int, viewer: int | str | None = EVERYONE) -> list[tuple[str, list[str]]]:
        """The zones whose cards score (4.4), each named as conditional points read it: hand, play
        area, garrisons (out of play, 5.6; an active quest does not score, 6.10), deck, discard
        pile, history and sunken cards; for a viewer other than the seat, the open ones only."""
        p = self.s.seats[seat]
        quests = self.c.nations[p.nation].quests
        garrisoned = [x for x in p.garrisoned() if not (quests and self.card(x).start == "development")]
        if viewer not in (EVERYONE, seat):
            return [("in_play", p.play), ("garrison", garrisoned), ("discard", p.discard)]
        return [("hand", p.hand), ("in_play", p.play), ("garrison", garrisoned), ("deck", p.deck),
                ("discard", p.discard), ("history", p.history), ("sunken", p.sunken)]

    # --- paying ------------------------------------------------------------------------------
    def can_pay(self, seat: int, price: dict) -> bool:
        """Progress pays Population one for one and Materials one for two."""
        p = self.s.seats[seat]
        short_pop = max(0, price.get("population", 0) - p.population)
        short_mat = max(0, price.get("material", 0) - p.material)
        progress = p.progress - price.get("progress", 0)
        return progress >= short_pop + (short_mat + 1) // 2 and p.actions >= price.get("action", 0)

    def ways_to_pay(self, seat: int, price: dict) -> list[dict[str, int]]:
        """The tokens the seat may pay a price with, the least Progress first: Progress may stand in
        for Population one for one and for Materials one for two, where the player likes (5.23);
        an overpayment is lost, so Progress covers Materials in pairs but for an odd one left."""
        p = self.s.seats[seat]
        pop, mat = price.get("population", 0), price.get("material", 0)
        spare = p.progress - price.get("progress", 0)
        ways = []
        for for_pop in range(max(0, pop - p.population), pop + 1):
            for for_mat in range((max(0, mat - p.material) + 1) // 2, (mat + 1) // 2 + 1):
                if for_pop + for_mat <= spare:
                    ways.append({"material": max(0, mat - 2 * for_mat), "population": pop - for_pop,
                                 "progress": price.get("progress", 0) + for_pop + for_mat})
        return sorted(ways, key=lambda way: way["progress"])

    def pay(self, seat: int, price: dict, way: dict[str, int] | None = None) -> int:
        """Pay the price with the tokens of `way` (one of `ways_to_pay`; the least Progress if none
        is given) and its actions. Returns the Population tokens paid."""
        p = self.s.seats[seat]
        way = way or self.ways_to_pay(seat, price)[0]
        for kind, n in way.items():
            setattr(p, kind, p.tokens(kind) - n)
        p.actions -= price.get("action", 0)
        assert p.progress >= 0 and p.population >= 0 and p.material >= 0
        return way["population"]

    def paying(self, seat: int, price: dict, why: str) -> Steps:
        """Pay, with the tokens the player chooses where Progress may stand in for others, then what
        reacts to Population paid (not when Progress paid all of it). `why` opens the prompt."""
        ways = self.ways_to_pay(seat, price)
        way = ways[0]
        if len(ways) > 1:
            opts = [pay_option(w["material"], w["population"], w["progress"]) for w in ways]
            picked = (yield from choose(seat, f"{why}: pay {tokens(price)} with which tokens?", opts, "5.23")).data
            way = dict(picked)
        if any(way.values()):
            self.say(f"{self.s.seats[seat].name} pays {tokens(way)}", "5.23")
        if self.pay(seat, price, way):
            yield from self.event(seat, "pay_population")

    def cost_ok(self, ctx: Ctx, check: Check) -> bool:
        """Whether every cost step of the ability checked can be paid in full: what each needs (its
        verb's `costs`: those that only charge the bill have charged it once for all), and the
        tokens, actions and cards from hand that they charge together."""
        bill = check.bill
        if check.asked:
            bill = Bill(dict(bill.price), bill.cards)
            for costs, st, kept in check.asked:
                if not (self.kept_answer(ctx, st, costs) if kept else costs(self, ctx, st, bill)):
                    return False
        p = self.s.seats[ctx.seat]
        others = len(p.hand) - (1 if ctx.card in p.hand else 0)
        return self.can_pay(ctx.seat, bill.price) and others >= bill.cards

    def kept_answer(self, ctx: Ctx, st: dict, costs: Callable) -> bool:
        """Whether the cost step, which reads the cards in play alone, can be paid: asked once
        while the resolver's cards in play stay as they are."""
        answers = self.working(ctx.seat).answers
        key = (id(st), ctx.card)
        known = answers.get(key)
        if known is None or known[0] is not st:
            known = answers[key] = (st, costs(self, ctx, st, None))
        return known[1]

    def check(self, ability: dict) -> Check:
        """What asking whether the ability can be used needs of it: made once for each ability."""
        known = CHECKS.get(id(ability))
        if known is None or known[0] is not ability or known[1] is not self.verbs:
            steps = ability.get("cost", [])
            bill, asked = Bill(), []
            for st in steps:
                verb = self.verbs[verb_of(st)]
                if verb.only_charges is not None and verb.only_charges(st):
                    verb.costs(self, None, st, bill)
                elif verb.costs is not None:
                    asked.append((verb.costs, st, verb.reads_play_area is not None and verb.reads_play_area(st)))
            choice = self.branches(ability["do"][0]["choose"]) if must_choose(ability) else None
            if len(CHECKS) > 10_000:  # the few abilities made on the fly (a cheaper Unrest) must not pile up
                CHECKS.clear()
            known = CHECKS[id(ability)] = (ability, self.verbs, Check(bool(steps), bill, tuple(asked), choice))
        return known[2]

    def branches(self, choice: list[dict]) -> tuple[Branch, ...]:
        """What asking whether each branch of the choice can be taken needs: made once for each choice."""
        known = BRANCHES.get(id(choice))
        if known is None or known[0] is not choice or known[1] is not self.verbs:
            if len(BRANCHES) > 10_000:  # as CHECKS
                BRANCHES.clear()
            known = BRANCHES[id(choice)] = (choice, self.verbs, tuple(
                Branch(applies_in(b), self.check(b) if b.get("cost") else None) for b in choice))
        return known[2]

    def discardable(self, ctx: Ctx, seat: int, kind: str) -> int:
        """Cards of the kind the seat can discard from hand (and, for Masks, from under Stone Heads)."""
        p = self.s.seats[seat]
        n = sum(1 for x in p.hand if x != ctx.card and self.is_kind(x, kind))
        if kind == "mask" and "masks_from_garrison" in self.passive_specials(seat):
            n += sum(len(p.garrison.get(h, [])) for h in self.passive_special_cards(seat, "masks_from_garrison"))
        return n

    def discard_count(self, seat: int, st: dict) -> int:
        """How many cards a discard step asks for: Masks one fewer after Step Pyramids this turn."""
        n = st["discard"]
        if st.get("kind") == "mask":
            n = max(0, n - self.s.seats[seat].turn_bonus.get("masks_fewer", 0))
        return n

    def passive_specials(self, seat: int) -> frozenset[str]:
        return self.working(seat).specials

    def passive_special_cards(self, seat: int, name: str) -> list[str]:
        return [cid for cid in self.in_play(seat) for ps in self.ability(seat, cid, "passive") or ()
                if ps.get("special") == name]

    def develop_cost(self, seat: int, cid: str) -> dict:
        """A development card's cost, less what passives take off it (never below 0)."""
        cost = dict(self.card(cid).cost)
        for ps in self.passives(seat, "develop_cost_down"):
            for k, n in ps["develop_cost_down"].items():
                cost[k] = max(0, cost.get(k, 0) - n)
        if "develop_progress_down" in self.passive_specials(seat):
            cost["progress"] = max(0, cost.get("progress", 0) - 1)
        return {k: n for k, n in cost.items() if n}

    def usable(self, ctx: Ctx, ability: dict | None) -> bool:
        """An ability can be used when its cost can be paid and, if it is a choice, some option can."""
        return bool(ability) and self.passes(ctx, self.check(ability))

    def passes(self, ctx: Ctx, check: Check) -> bool:
        """`usable`, for the ability checked."""
        if check.paid and not self.cost_ok(ctx, check):
            return False
        if check.choice is None:
            return True
        for branch in check.choice:
            if self.can_take(ctx, branch):
                return True
        return False

    def can_take(self, ctx: Ctx, branch: Branch) -> bool:
        """Whether the resolver may take a branch of a choice (5.20): its cost can be paid, and one
        of its steps applies in the resolver's state (an Empire's branch is not a Barbarian's)."""
        if ("empire" if self.s.seats[ctx.seat].empire else "barbarian") not in branch.states:
            return False
        return branch.check is None or self.passes(ctx, branch.check)

    # --- Activate ------------------------------------------------------------------------------
    def state_allows(self, seat: int, card: Card) -> bool:
        """A Barbarian cannot play Empire cards from hand, nor an Empire Barbarian cards."""
        p = self.s.seats[seat]
        if card.state is None:
            return True
        if card.state == "empire":
            return p.empire or p.ignore_empire_icon
        if not p.empire:
            return True
        for passive in self.passives(seat, "lose_barbarian"):
            if card.name in passive["lose_barbarian"] or (card.attack and "attack" in passive["lose_barbarian"]):
                return True
        return False

    def requirements_met(self, seat: int, card: Card) -> bool:
        p = self.s.seats[seat]
        for req in card.requires:
            if "in_history" in req and not any(self.name(x) == req["in_history"] for x in p.history):
                return False
            if "not_in_play" in req and any(self.name(x) == req["not_in_play"] for x in p.play):
                return False
            if "in_play" in req:
                names = {self.name(x) for x in p.play}
                wanted = req["in_play"] if isinstance(req["in_play"], (list, tuple)) else [req["in_play"]]
                if not all(n in names for n in wanted):
                    return False
        return True

    def playable(self, seat: int, cid: str) -> bool:
        return self.way_to_play(seat, cid) is not None

    def way_to_play(self, seat: int, cid: str) -> str | None:
        """How the seat may play the card from hand now, "free play" or "action"; None if it may not."""
        return self.ways_to_play(seat, (cid,)).get(cid)

    def ways_to_play(self, seat: int, cards: Iterable[str]) -> dict[str, str]:
        """`way_to_play` for each of the cards, in one pass: those the seat may not play are left out."""
        p = self.s.seats[seat]
        known = self.working(seat).playing
        ways = {}
        for cid in cards:
            free, ability, checked, limited = known.get(cid) or self.playing(seat, self.card(cid))
            if limited and not self.allowed(seat, self.card(cid)):
                continue
            if free and cid in p.free_played:
                continue  # a free-play card is played at most once a turn
            if not free and p.actions < 1:
                continue
            if checked and not self.usable(Ctx(seat, cid), ability):
                continue
            ways[cid] = "free play" if free else "action"
        return ways

    def allowed(self, seat: int, card: Card) -> bool:
        """Whether the card itself lets the seat play it: it is playable, its state symbol is the
        seat's (`state_allows`), its requirements are met."""
        return not card.unplayable and (not card.state or self.state_allows(seat, card)) \
            and (not card.requires or self.requirements_met(seat, card))

    def playing(self, seat: int, card: Card) -> Playing:
        """How the card plays from the seat's hand, worked out once for what the passives working
        for the seat change in it (`Plays`): whether it is free, and its play ability, depend on that alone."""
        known = self.working(seat).playing
        found = known.get(card.id)
        if found is None:
            ability = self.play_ability(seat, card)
            found = known[card.id] = Playing(self.is_free(seat, card), ability,
                                             ability is not None and not free_to_use(ability),
                                             bool(card.unplayable or card.state or card.requires))
        return found

    def is_free(self, seat: int, card: Card) -> bool:
        """Free play: printed on the card, or given by a passive to cards of its kind (Masonry)."""
        return card.free or any(card.has(k) for k in self.working(seat).plays.free_kinds)

    def play_ability(self, seat: int, card: Card) -> dict | None:
        """The card's play ability; an Unrest's Materials and discards cost less with a passive
        that lowers them (never below 1)."""
        if "unrest" not in card.types or not card.play:
            return card.play
        _, down, material_down = self.working(seat).plays
        if not material_down:
            return card.play

        def cheaper(st: dict) -> dict:
            if "pay" in st and "material" in st["pay"]:
                return {**st, "pay": {**st["pay"], "material": max(1, st["pay"]["material"] - material_down)}}
            if "discard" in st and down:
                return {**st, "discard": max(1, st["discard"] - down)}
            return st

        def walk(ability: dict) -> dict:
            out = dict(ability)
            out["cost"] = [cheaper(st) for st in ability.get("cost", [])]
            out["do"] = [{**st, "choose": [walk(b) for b in st["choose"]]} if "choose" in st else st
                         for st in ability.get("do", [])]
            return out
        return walk(card.play)

    def activate_options(self, seat: int) -> list[Option]:
        """A card of the hand to play (alike cards offered once), or one in play to exhaust; what
        each does is in the card's words (the view's "cards")."""
        p = self.s.seats[seat]
        with self.standing_still():
            ways = self.ways_to_play(seat, p.hand)
            opts = once_each(ways, lambda cid: play_option(cid, ways[cid]))
            if p.exhausts:
                for cid, ability in self.with_ability(seat, "exhaust"):
                    if cid not in p.exhausted and self.usable(Ctx(seat, cid), ability):
                        what = " (power card)" if cid == p.power else " (journey card)" if cid in p.journey else ""
                        opts.append(exhaust_option(cid, self.face(seat, cid) + what))
        return opts

    def activate(self, seat: int, kind: str, cid: str) -> Steps:
        """Play the card (`kind` "play") or exhaust it ("exhaust"), as `activate_options` offered."""
        if kind == "play":
            yield from self.play(seat, cid)
        else:
            yield from self.use_exhaust(seat, cid, self.ability(seat, cid, "exhaust"))

    def use_exhaust(self, seat: int, cid: str, ability: dict, facts: dict | None = None) -> Steps:
        p = self.s.seats[seat]
        p.exhausts -= 1
        p.exhausted.append(cid)
        self.say(f"{p.name} exhausts {self.name(cid)}", "3.3")
        yield from self.resolve(Ctx(seat, cid, facts=facts or {}), ability)

    def play(self, seat: int, cid: str, from_zone: list | None = None, free: bool = False) -> Steps:
        """Play a card: from hand (or the zone given) into the play area if persistent, else
        resolve it and discard it unless it went elsewhere."""
        p = self.s.seats[seat]
        card = self.card(cid)
        (from_zone if from_zone is not None else p.hand).remove(cid)
        if free or self.is_free(seat, card):
            p.free_played.append(cid)
        else:
            p.actions -= 1
        if card.state == "empire" and not p.empire:
            p.ignore_empire_icon = False  # Combs covers one card
        self.say(f"{p.name} plays {card.name}", "3.3")
        if card.pinned:
            p.play.append(cid)
        else:
            p.limbo.append(cid)
        ctx = Ctx(seat, cid)
        if card.attack:
            yield from self.shields(ctx)
            for passive in self.passives(seat, "on"):
                if passive["on"] == "play_attack":
                    yield from self.steps(ctx, passive.get("do", []))
        ability = self.play_ability(seat, card)
        if ability:
            yield from self.resolve(ctx, ability)
        if cid in p.limbo:
            p.limbo.remove(cid)
            p.discard.append(cid)
        if "region" in card.types:
            yield from self.event(seat, "play_region", from_discard=from_zone is p.discard)
        if card.attack:
            yield from self.event(seat, "play_attack")
        if card.ends_game:
            self.trigger_end(f"{p.name} played {card.name}")

    def resolve(self, ctx: Ctx, ability: dict) -> Steps:
        """Its cost steps, then what it does."""
        for st in (*ability.get("cost", ()), *ability.get("do", ())):
            yield from self.step(ctx, st)

    def steps(self, ctx: Ctx, steps: list) -> Steps:
        for st in steps:
            yield from self.step(ctx, st)

    def targets(self, ctx: Ctx, who: str) -> list[int]:
        if who == "self":
            return [ctx.seat]
        seats = self.s.seats
        n = len(seats)
        order = [(ctx.seat + i) % n for i in range(n)]
        if who in ("all", "empire_all"):
            out = order
        else:
            out = [x for x in order[1:] if x not in ctx.shielded]
        if who.startswith("empire"):
            out = [x for x in out if seats[x].empire]
        if who == "with_region_others":
            out = [x for x in out if self.count(x, "region")]
        return out

    def step(self, ctx: Ctx, st: dict) -> Steps:
        want = st.get("if_state")
        if want and (want == "empire") != self.s.seats[ctx.seat].empire:
            return
        verb = self.verbs[verb_of(st)]
        for seat in self.targets(ctx, st.get("who", "self")):
            if st.get("may") and "choose" not in st:  # a choice offers "none" itself
                if verb.possible is not None and not verb.possible(self, ctx, seat, st):
                    continue
                why = self.doubt(seat, st)
                if why is None:
                    self.say(f"{self.s.seats[seat].name} takes what {self.source(ctx, None)} offers", "3.3")
                else:
                    words = own_part(st)
                    opts = [yes_option(sentence(words), self.cards_named(seat, words, ctx.card)),
                            dont_option(self.shown(seat, ctx.card))]
                    prompt = f"{self.source(ctx, seat)}: you may {words}" + (f" ({why})" if why else "")
                    if (yield from ask(seat, prompt, opts, "3.3", always_ask=True)) == "no":
                        continue
            yield from verb.does(self, ctx, seat, st)

    def do(self, ctx: Ctx, seat: int, st: dict) -> Steps:
        """The step done for the seat, as its verb does it: no asking whether, nor whom."""
        yield from self.verbs[verb_of(st)].does(self, ctx, seat, st)

    def doubt(self, seat: int, st: dict) -> str | None:
        """Why a player might refuse an optional step, as far as everyone can see ("" when the
        step speaks for itself); None for a step nobody would refuse, which the player is not asked
        (content decisions 31 and 32): a gain, unless Shangri-la turns the seat's Materials into
        Progress for the others; a draw of fewer cards than its deck holds, which neither runs the
        deck out nor empties it."""
        if "gain" in st:
            shangri_la = st["gain"].get("material") and "shangri_la_material" in self.passive_specials(seat)
            return "Shangri-la turns Materials into Population for you and Progress for the others" if shangri_la \
                else None
        if "draw" in st and not st.get("up_to") and "per" not in st:
            held = len(self.s.seats[seat].deck)
            if held > st["draw"]:
                return None
            return "your deck is empty" if not held else f"your deck holds only {count(held, 'card')}"
        return ""

    # --- attacks -------------------------------------------------------------------------------
    def shields(self, ctx: Ctx) -> Steps:
        """Each other player, in turn order, may avoid the attack with what they have in play."""
        for seat in self.targets(ctx, "others"):
            p = self.s.seats[seat]
            opts = []
            for cid in self.in_play(seat):
                trig = self.ability(seat, cid, "trigger")
                if trig and trig.get("when") == "attacked" and cid not in p.exhausted and p.exhausts \
                        and self.usable(Ctx(seat, cid), trig):
                    cost = f" ({ability_text({'cost': trig['cost']})})" if trig.get("cost") else ""
                    opts.append(Option(f"exhaust:{cid}", f"Exhaust {self.face(seat, cid)} to avoid it{cost}", "5.2",
                                       cards=(cid, ctx.card), data=("exhaust", cid)))
                for passive in self.ability(seat, cid, "passive") or ():
                    if passive.get("shield") == "recall_this":
                        opts.append(Option(f"recall:{cid}", f"Recall {self.name(cid)} to avoid it", "5.2",
                                           cards=(cid, ctx.card), data=("recall", cid)))
                    shield = self.passive_shield(passive)
                    if shield is not None and self.usable(Ctx(seat, cid), shield):
                        words = f"{sentence(ability_text(shield))} ({self.name(cid)})"
                        opts.append(Option(f"passive:{cid}", words, "5.2", cards=self.cards_named(seat, words, cid,
                                                                                                     ctx.card),
                                           data=("passive", cid)))
            if "long_walls_shield" in self.passive_specials(seat):
                opts += [Option(f"recall:{x}", f"Recall {self.name(x)} to avoid it", "5.2", cards=(x, ctx.card),
                                data=("recall", x)) for x in self.long_walls(seat)]
            standing = next((cid for cid in self.in_play(seat) for ps in self.ability(seat, cid, "passive") or ()
                             if ps.get("shield") == "unless_progress"), None)
            if standing:
                attacker = self.s.seats[ctx.seat]
                if attacker.progress:
                    cards = (standing, ctx.card)
                    opts2 = [Option("give", f"Give {p.name} 1 Progress so that your attack reaches them", "5.2",
                                    cards=cards),
                             Option("no", f"Leave {p.name} alone", "5.2", cards=cards)]
                    prompt = f"{p.name}'s {self.name(standing)}: your attack reaches them only if you give 1 Progress"
                    if (yield from ask(ctx.seat, prompt, opts2, "5.2")) == "give":
                        attacker.progress -= 1
                        p.progress += 1
                        continue
                ctx.shielded.add(seat)
                self.say(f"{p.name} ignores the attack", "5.2")
                continue
            if not opts:
                continue
            opts.append(Option("no", "Let it reach you", "5.2", cards=(ctx.card,)))
            picked = yield from choose(seat, f"{self.s.seats[ctx.seat].name} plays {self.name(ctx.card)}, an attack "
                                             "on you: avoid it?", opts, "5.2")
            if picked.id == "no":
                continue
            kind, cid = picked.data
            if kind == "exhaust":
                p.exhausts -= 1
                p.exhausted.append(cid)
                yield from self.steps(Ctx(seat, cid), self.ability(seat, cid, "trigger").get("cost", []))
            elif kind == "passive":
                shield = next(found for ps in self.ability(seat, cid, "passive") if (found := self.passive_shield(ps)))
                yield from self.steps(Ctx(seat, cid), shield.get("cost", []))
            else:
                self.recall_card(seat, cid)
            ctx.shielded.add(seat)
            self.say(f"{p.name} avoids the attack with {self.name(cid)}", "5.2")

    @staticmethod
    def passive_shield(passive: dict) -> dict | None:
        """The ability of a passive that avoids attacks (Daochang: pay to avoid), if it is one."""
        if passive.get("on") != "attacked":
            return None
        do = passive.get("do", [])
        return do[0]["choose"][0] if do and "choose" in do[0] else {"do": do}

    # --- events --------------------------------------------------------------------------------
    def event(self, seat: int, event: str, **facts) -> Steps:
        """Passive reactions resolve; Exhaust reactions are offered while the seat may exhaust."""
        p = self.s.seats[seat]
        for cid, passive in self.working(seat).reactions:
            if passive.get("on") == event != "attacked":
                yield from self.steps(Ctx(seat, cid), passive.get("do", []))
            if event == "play_region" and facts.get("from_discard") and "play_region_from_discard_gain" in passive:
                self.gain(seat, passive["play_region_from_discard_gain"])
        if not self.may_exhaust(seat):
            return
        for cid, trig in self.with_ability(seat, "trigger"):  # the cards in play after the reactions
            if trig.get("when") != event or cid in p.exhausted or not p.exhausts:
                continue
            if not self.usable(Ctx(seat, cid), trig):
                continue
            name = self.face(seat, cid)
            opts = [Option("yes", f"Exhaust {name}", "3.3", cards=(cid,)), Option("no", "Don't", "3.3", cards=(cid,))]
            prompt = f"{sentence(EVENT[event])}: you may exhaust {name} ({ability_text(trig)})"
            if (yield from ask(seat, prompt, opts, "3.3")) == "yes":
                yield from self.use_exhaust(seat, cid, trig, facts)

    def may_exhaust(self, seat: int) -> bool:
        """Exhausting is for the seat whose turn it is (the Solstice is nobody's turn), and not in a
        turn of Innovate or Revolt (3.3-3.5)."""
        s = self.s
        return s.phase == "turn" and s.current == seat and s.action == "activate"

    def materials_gained(self, ctx: Ctx, seat: int, counted: list[str] = ()) -> Steps:
        """What reacts to Materials gained through a card in play with a river or fertile icon,
        even one the gain does not use (Shaduf 6.4, Domestication 6.7): the card resolved, the cards
        of the play area a gain per icon or kind counted, or one the ability recalled or abandoned."""
        if not self.may_exhaust(seat):
            return
        p = self.s.seats[seat]
        through = [*counted, *ctx.recalled, *ctx.abandoned, *([ctx.card] if ctx.card in p.play else [])]
        icons = {icon for x in through for icon in self.card(x).icons}
        for icon in ("river", "fertile"):
            if icon in icons:
                yield from self.event(seat, f"gain_material_{icon}")

    def counted_in_play(self, seat: int, what: str) -> list[str]:
        """The cards of the seat's play area that a count of `what` counts ("production", "city/metropolis")."""
        kinds = what.split("/")
        return [x for x in self.s.seats[seat].play if any(self.card(x).has(k) for k in kinds)]

    # --- tokens --------------------------------------------------------------------------------
    def gain(self, seat: int, what: dict) -> None:
        p = self.s.seats[seat]
        if what.get("material") and "shangri_la_material" in self.passive_specials(seat):
            what = {k: n for k, n in what.items() if k != "material"}  # Shangri-la: no Materials, but...
            for other in range(len(self.s.seats)):
                if other != seat:
                    self.gain(other, {"progress": 1})
            what["population"] = what.get("population", 0) + 2
        for kind, n in what.items():
            if kind == "action":
                p.actions += n
            else:
                setattr(p, kind, p.tokens(kind) + n)
        if what:
            self.say(f"{p.name} gains {amounts(what)}", "5.26")

    # --- drawing and deck exhaustion -----------------------------------------------------------
    def draw(self, seat: int, n: int, if_able: bool = False) -> Steps:
        p = self.s.seats[seat]
        drawn = 0
        for _ in range(n):
            if not p.deck:
                if if_able:
                    break
                yield from self.exhaustion(seat)
                if not p.deck:
                    break
            p.hand.append(p.deck.pop())
            drawn += 1
            if not p.deck:
                yield from self.event(seat, "deck_empty")
        if drawn:
            self.say(f"{p.name} draws {drawn} card{'s' * (drawn != 1)}", "5.5")

    def exhaustion(self, seat: int) -> Steps:
        """The seat must draw from an empty deck (rulebook, "Deck exhaustion", 3.7): at once, in anyone's turn."""
        p = self.s.seats[seat]
        nation = self.c.nations[p.nation]
        if not p.empire:
            if not p.nation_token and p.exhausts and p.nation_deck:
                p.exhausts -= 1
                p.nation_token = True
                self.from_nation_deck(seat, f"{p.name}'s deck runs out")
        elif not p.development_token and p.exhausts and not nation.never_empire:
            with self.standing_still():
                opts = self.develop_options(seat, "3.7")
            if opts:
                picked = yield from choose(seat, "Your deck runs out: you may develop a card (an exhaust token goes "
                                                 "on your development area)", [*opts, DONT_DEVELOP], "3.7")
                if picked.id != "no":
                    yield from self.develop(seat, picked.data, free=False)
                    p.exhausts -= 1
                    p.development_token = True
        if p.discard:
            p.deck, p.discard = p.discard, []
            self.m.rng.shuffle(p.deck)
            self.say(f"{p.name} shuffles the discard pile into a new deck", "3.7")

    def from_nation_deck(self, seat: int, why: str) -> None:
        """The top card of the nation deck onto the discard pile (a nadir card into play); the
        accession card turns the nation into an Empire, or triggers the end (Harald Hardrada).
        `why` opens what the log says ("Ann's deck runs out")."""
        p = self.s.seats[seat]
        nation = self.c.nations[p.nation]
        top = p.nation_deck.pop()
        card = self.card(top)
        (p.play if card.put_into_play else p.discard).append(top)
        self.say(f"{why}: {card.name} comes from the nation deck", "3.7")
        if card.start == "accession":
            if card.ends_game:
                self.trigger_end(f"{p.name} took {card.name} from the nation deck")
            elif not nation.never_empire:
                p.empire = True
                self.say(f"The {nation.name} become an Empire", "3.7")

    def develop_options(self, seat: int, rule: str, free: bool = False) -> list[Option]:
        """Developing each card of the seat's development area that it can pay for (any, when free),
        each cost worked out once."""
        opts = []
        for x in self.s.seats[seat].development:
            if free:
                opts.append(develop_option(x, rule, None))
            elif self.can_pay(seat, cost := self.develop_cost(seat, x)):
                opts.append(develop_option(x, rule, price_text(cost)))
        return opts

    def develop(self, seat: int, cid: str, free: bool) -> Steps:
        p = self.s.seats[seat]
        if not free:
            yield from self.paying(seat, self.develop_cost(seat, cid), f"Develop {self.name(cid)}")
        p.development.remove(cid)
        p.discard.append(cid)
        self.say(f"{p.name} develops {self.name(cid)}", "5.14")
        if not p.development:
            self.trigger_end(f"{p.name} developed the last development card")

    # --- Unrest --------------------------------------------------------------------------------
    def take_unrest(self, seat: int) -> Steps:
        s = self.s
        s.seats[seat].hand.append(s.unrest.pop())  # never from an empty pile: its running out ends the game
        self.say(f"{s.seats[seat].name} takes an Unrest", "5.18")
        if not s.unrest:
            raise Collapse(f"{s.seats[seat].name} took the last Unrest")
        yield from self.event(seat, "take_unrest")

    def unrest_in(self, ctx: Ctx, seat: int, zones) -> list[tuple[list, str]]:
        p = self.s.seats[seat]
        out = []
        for zone in zones:
            if zone == "this":
                pile = p.limbo if ctx.card in p.limbo else p.play
                if ctx.card in pile:
                    out.append((pile, ctx.card))
                continue
            pile = {"hand": p.hand, "discard": p.discard}[zone]
            out += [(pile, x) for x in pile if "unrest" in self.card(x).types]
        return out

    # --- the play area -------------------------------------------------------------------------
    def abandonable(self, ctx: Ctx, seat: int, st: dict) -> list[str]:
        p = self.s.seats[seat]
        what = st["abandon"] if "abandon" in st else st
        if st.get("from") == "garrison":
            return [x for x in p.garrisoned() if self.is_kind(x, what)]
        cards = [x for x in p.play if not self.card(x).no_abandon]
        if what == "this":
            return [ctx.card] if ctx.card in cards else []
        return [x for x in cards if self.is_kind(x, what) and not (st.get("not") and self.card(x).has(st["not"]))]

    def recallable(self, seat: int, what: str, this: str) -> list[str]:
        p = self.s.seats[seat]
        cards = [x for x in p.play if not self.card(x).no_abandon]
        if what == "this":
            return [this] if this in cards else []
        return [x for x in cards if self.card(x).has(what)]

    def leave_play(self, seat: int, cid: str, to: list) -> None:
        """A persistent card leaves the play area with its garrison (the tokens on it go back to
        the supply); a card bound to it sinks with it (Palace of Poseidon)."""
        p = self.s.seats[seat]
        p.play.remove(cid)
        if cid in p.exhausted:
            p.exhausted.remove(cid)  # the token stays off the state card until Cleanup
        p.card_tokens.pop(cid, None)
        to.append(cid)
        to.extend(p.garrison.pop(cid, []))
        for other in list(p.play):
            if any(ps.get("sink_with") == self.name(cid) for ps in self.card(other).passive):
                sunken = p.sunken if self.c.nations[p.nation].sunken else p.discard
                self.leave_play(seat, other, sunken)
                self.say(f"{self.name(other)} sinks with {self.name(cid)}", "5.28")

    def ungarrison(self, seat: int, cid: str, to: list) -> None:
        """A garrisoned card leaves its host, which stays in play."""
        p = self.s.seats[seat]
        host = next(h for h, cards in p.garrison.items() if cid in cards)
        p.garrison[host].remove(cid)
        if not p.garrison[host]:
            del p.garrison[host]
        to.append(cid)

    def weight(self, cid: str, kind: str) -> int:
        """How many of the kind a card counts as (Grand Trunk Road: two Regions)."""
        return self.card(cid).counts_as.get(kind, 1)

    def is_kind(self, cid: str, kind: str | None) -> bool:
        """A card of the kind: a type, tag or icon, or a name in brackets; any card for None."""
        if kind is None:
            return True
        return self.name(cid) == kind[1:-1] if kind.startswith("[") else self.card(cid).has(kind)

    def to_history(self, seat: int, cid: str, pile: list) -> None:
        """A card from the pile into the seat's history, or onto its discard pile for a nation
        without one (5.7)."""
        p = self.s.seats[seat]
        pile.remove(cid)
        nation = self.c.nations[p.nation]
        if nation.no_history or self.passives(seat, "history_to_discard"):
            p.discard.append(cid)  # no history: the card is discarded instead
            self.say(f"{p.name} discards {self.name(cid)} (no history)", "5.7")
        else:
            p.history.append(cid)
            self.say(f"{p.name} puts a card into history", "5.7")

    def long_walls(self, seat: int) -> list[str]:
        """The seat's Long Walls in play (the Qin's cards of that name, each with its own number)."""
        return [x for x in self.s.seats[seat].play if self.name(x).startswith("Long Walls")]

    def recall_card(self, seat: int, cid: str) -> None:
        self.leave_play(seat, cid, self.s.seats[seat].hand)
        self.say(f"{self.s.seats[seat].name} recalls {self.name(cid)}", "5.4")

    def name(self, cid: str) -> str:
        return self.c.cards[cid].name

    def face(self, seat: int, cid: str) -> str:
        """A card's name as it lies for the seat: the face up of its power or journey card."""
        p = self.s.seats[seat]
        side = p.side if cid == p.power else p.sides.get(cid)
        return self.card(cid).side(side).get("name", self.name(cid)) if side else self.name(cid)

    def source(self, ctx: Ctx, seat: int | None) -> str:
        """The card a decision comes from, as the deciding seat reads it: "Prosperity" for its
        own, "Ann's Prosperity" for another's."""
        name = self.face(ctx.seat, ctx.card)
        return name if seat == ctx.seat else f"{self.s.seats[ctx.seat].name}'s {name}"

    def open_cards(self, seat: int):
        """The cards the seat may see now, its own first (rules/imperium/cards.py `in_sight` says
        where each lies): its hand, history and sunken cards, every play area with its garrisons,
        the cards being played, every power and journey card, discard pile and development area,
        the market and what lies under it, the exile, the top of the Unrest pile, King of Kings."""
        return (x for pile in self.open_piles(seat) for x in pile if x is not None)

    def open_piles(self, seat: int):
        """`open_cards`, pile by pile (a market space: its card and its Unrest, either maybe None)."""
        s = self.s
        if 0 <= seat < len(s.seats):
            own = s.seats[seat]
            yield from (own.limbo, own.play, own.hand, own.history, own.sunken)
        for p in s.seats:
            yield (p.power, *p.journey[-1:])
            yield p.play
            yield from p.garrison.values()
            yield from (p.limbo, p.discard, p.development)
        for space in s.market:
            yield space.card, space.unrest
        yield from (s.exile, s.unrest[-1:], (KING_OF_KINGS,))

    def shown(self, seat: int, *cids: str | None) -> tuple[str, ...]:
        """Of the cards an option concerns, those the deciding seat may see (`Option.cards`)."""
        return tuple(x for x in cids if x is not None and self.sees(seat, x))

    def sees(self, seat: int, cid: str) -> bool:
        """Whether the seat may see the card now (`open_cards`)."""
        own = self.s.seats[seat] if 0 <= seat < len(self.s.seats) else None
        if own and (cid in own.limbo or cid in own.play or cid == own.power):  # mostly a card of its own in play
            return True
        return any(cid in pile for pile in self.open_piles(seat))

    def cards_named(self, seat: int, words: str, *cids: str | None) -> tuple[str, ...]:
        """`shown(seat, *cids)`, and for each card named in the words of an option ("return an
        Unrest", "abandon Scandinavia") that none of them is, one the seat may see, its own first."""
        return self.named_also(seat, words, self.shown(seat, *cids))

    def named_also(self, seat: int, words: str, found: tuple[str, ...]) -> tuple[str, ...]:
        """The cards found, and for each card named in the words of an option that none of them
        is, one the seat may see, its own first (`cards_named`)."""
        for name in card_names_in(words):
            if all(self.name(x) != name for x in found):
                named = ids_named(name)
                first = next((x for x in self.open_cards(seat) if x in named), None)
                found += (first,) if first else ()
        return found

    def choose_cards(self, seat: int, cards: list[str], prompt: str, rule: str, n: int = 1, secret: bool = True,
                     place: Place = "in hand"):
        """n different cards chosen one at a time (all of them when they are no more than n, none
        asked); alike cards in one place are one option. `place` says where the cards lie ("in
        hand", "in your discard pile"), or where each does: then the labels say it."""
        picked: list[str] = []
        left = list(cards)
        if not isinstance(place, str) and len(places := {place(x) for x in left}) == 1:
            place = places.pop()
        mixed = not isinstance(place, str)
        while left and len(picked) < n:
            if len(left) <= n - len(picked):
                return picked + left
            opts = once_each(left, lambda x: card_option(x, rule, secret, place(x) if mixed else None), place)
            step = f" ({len(picked) + 1} of {n})" if n > 1 else ""
            chosen = yield from choose(seat, prompt + step, opts, rule, always_ask=True)
            picked.append(chosen.data)
            left.remove(chosen.data)
        return picked

    # --- Cleanup and the Solstice --------------------------------------------------------------
    def place_market_token(self, seat: int) -> Steps:
        tokens = MARKET_TOKEN
        for passive in self.passives(seat, "market_token"):
            tokens = passive["market_token"]
        opts = [space_option(i, sp.card, "3.6") for i, sp in enumerate(self.s.market) if sp.card is not None]
        if not opts:
            return
        what = tokens_words(tokens)
        i = (yield from choose(seat, market_token_prompt(what), opts, "3.6")).data
        for k, n in tokens.items():
            self.s.market[i].tokens[k] += n
        self.say(f"{self.s.seats[seat].name} places {what} on {self.name(self.s.market[i].card)}", "3.6")

    def solstice_cards(self, seat: int) -> list[str]:
        return [cid for cid, _ in self.with_ability(seat, "solstice")]

    def resolve_solstice(self, seat: int, cid: str) -> Steps:
        self.say(f"{self.s.seats[seat].name} resolves {self.name(cid)}", "3.8")
        yield from self.resolve(Ctx(seat, cid), self.ability(seat, cid, "solstice"))


@by_identity
def applies_in(branch: dict) -> frozenset[str]:
    """The states ("empire", "barbarian") in which some step of a choice's branch applies."""
    steps = [*branch.get("cost", []), *branch.get("do", [])]
    return frozenset(state for state in ("empire", "barbarian")
                     if any(st.get("if_state", state) == state for st in steps))


def must_choose(ability: dict) -> bool:
    """Whether the ability opens with a choice that is not optional: some branch must be possible."""
    do = ability.get("do")
    return bool(do) and "choose" in do[0] and not do[0].get("may")


def free_to_use(ability: dict | None) -> bool:
    """Whether the ability can be used whatever the table: it has no cost and no choice to take."""
    return bool(ability) and not ability.get("cost") and not must_choose(ability)


@cache
def abilities_in_play(cid: str, side: str | None) -> dict[str, tuple | dict | None]:
    """The abilities a card works with in play (`Effects.working`), a power or journey card's by
    the side up (`Effects.side_up`): the passives (a tuple) and the Exhaust, Solstice and trigger
    abilities (None: none). Alike in every match, worked out once."""
    card = content().cards[cid]
    face = card.side(side) if side else {"passive": card.passive, "exhaust": card.exhaust,
                                        "solstice": card.solstice, "trigger": card.trigger}
    return {"passive": face.get("passive") or (), "exhaust": face.get("exhaust"), "solstice": face.get("solstice"),
            "trigger": face.get("trigger")}


@cache
def counts_for(cid: str, what: str) -> int:
    """What the card adds to a COUNT of `what` (`Effects.count`): its icons of the kinds
    ("fertile/river": every icon of either kind); one for any card ("cards"), for a persistent card
    but a Region ("pinned_not_region"), for one with variable points ("variable"); else the most it
    counts as of any of the kinds it has (Grand Trunk Road: two Regions). Alike in every match,
    worked out once for each card and count."""
    card = content().cards[cid]
    kinds = what.split("/")
    if all(icon in ICONS for icon in kinds):
        return sum(card.icons.count(icon) for icon in kinds)
    if what == "cards":
        return 1
    if what == "pinned_not_region":
        return int(card.pinned and "region" not in card.types)
    if what == "variable":
        return int(variable_vp(card))
    return max([card.counts_as.get(k, 1) for k in kinds if card.has(k)], default=0)


@cache
def play_option(cid: str, way: str) -> Option:
    """Playing the card from hand, `way` "free play" or "action": alike in every match, made once."""
    card = content().cards[cid]
    into = " into play" if card.pinned else ""
    return Option(f"play:{cid}", f"Play {card.name}{into} ({way})", "3.3", cards=(cid,), group="Play a card",
                  data=("play", cid))


@cache
def card_option(cid: str, rule: str, secret: bool, place: str | None) -> Option:
    """The card picked (`Effects.choose_cards`), with where it lies when the cards offered lie in
    different places: alike in every match, made once."""
    name = content().cards[cid].name
    return Option(f"card:{cid}", f"{name} ({place})" if place else name, rule, secret=secret, cards=(cid,), data=cid)


@cache
def exhaust_option(cid: str, face: str) -> Option:
    """Exhausting the card in play, `face` its name as it lies: alike in every match, made once."""
    return Option(f"exhaust:{cid}", f"Exhaust {face}", "3.3", cards=(cid,), group="Exhaust a card",
                  data=("exhaust", cid))


@cache
def pay_option(material: int, population: int, progress: int) -> Option:
    """Paying with those tokens (`Effects.paying`; its data their items, made a dict again by whoever
    reads them): alike in every match, made once."""
    way = {"material": material, "population": population, "progress": progress}
    return Option(f"pay:{material}:{population}:{progress}", f"Pay {tokens(way)}", "5.23", data=tuple(way.items()))


@cache
def develop_option(cid: str, rule: str, price: str | None) -> Option:
    """Developing the card, for the price in words (None: free): alike in every match, made once."""
    name = content().cards[cid].name
    return Option(f"develop:{cid}", f"Develop {name}" + (f" for {price}" if price is not None else ""), rule,
                  cards=(cid,), group="Develop", data=cid)


@cache
def yes_option(label: str, cards: tuple[str, ...]) -> Option:
    """Taking an optional step (`Effects.step`), in its words, concerning those cards: made once."""
    return Option("yes", label, "3.3", cards=cards)


@cache
def dont_option(cards: tuple[str, ...]) -> Option:
    """Refusing an optional step (`Effects.step`), concerning those cards: made once."""
    return Option("no", "Don't", "3.3", cards=cards)


@cache
def market_token_prompt(what: str) -> str:
    """What Cleanup asks, putting `what` on a market card: made once for each."""
    return f"Cleanup: put {what} on a market card"


@cache
def space_option(i: int, cid: str, rule: str) -> Option:
    """Market space i, where the card lies, picked to put tokens on: alike in every match, made once."""
    return Option(f"space:{i}", f"On {content().cards[cid].name}", rule, cards=(cid,), data=i)


def variable_vp(card: Card) -> bool:
    """A card marked with variable points (what Acclaimed and the Vikings count): counted points,
    or a special that counts (a power card: either face)."""
    faces = [card.vp] if card.vp is not None else [card.side(side).get("vp") for side in "ab"]
    return any(isinstance(vp, dict) and ("each" in vp or vp.get("special") in VARIABLE_SPECIALS) for vp in faces)


VARIABLE_SPECIALS = {"materials_and_regions", "two_per_player_with_less_progress", "long_walls", "exile_pile"}
