"""Effect steps (the townsfolk vocabulary) and the small rules every effect leans on: virtue and
corruption (rule 4), debts and deeds (rule 3), drawing, reshuffling, discarding and destroying
(rules 12.2, 16.2), ongoing abilities (rule 5.2). Rule numbers are the sections of REFERENCE.md."""
from __future__ import annotations

from functools import cache
from itertools import permutations
from typing import NamedTuple

from rules.core import Match, Option, Steps, choose
from rules.core.words import count, sentence

from .cards import DEBT, DEED, GOOD_WORDS, building_id, townsfolk_id, townsfolk_label
from .components import BuildingAbility, moves_over
from .state import GOODS, Seat, State, card_of
from .townsfolk import RESOURCES, Modifier, Step, Townsfolk, steps_text

MIN_CARDS = 3  # a destroy never leaves fewer cards (rule 7.4)
FREE_MANUSCRIPT_COSTS = (3, 4)  # in Cleric icons (rule 16.4)
# a flip offered as an option: its words and the kingdom card it turns
FLIP_LABELS = {"debt": "Pay a debt (and take any resource)", "deed": "Approve a deed"}
FLIP_CARDS = {"debt": DEBT, "deed": DEED}


class Source(NamedTuple):
    """Where an effect comes from, for the decisions it asks: the words that say why the seat is
    asked ("Bertha", "Ann builds on Ashwick L2, next to your building") and the ids of the
    components concerned, which its options name."""
    text: str = ""
    cards: tuple[str, ...] = ()

    def prompt(self, question: str) -> str:
        return f"{self.text}: {question}" if self.text else sentence(question)


class Board(NamedTuple):
    """What a seat's player board gives (see `Effects.board`)."""
    icons: dict[str, int]
    modifiers: tuple[Modifier, ...]  # the ongoing help of its cards funding primary actions (rule 9.1.2)


class Look(NamedTuple):
    """A seat's player board as last looked at: copies of all that its count reads (its AI board,
    if any, never changes) and what it gave then (see `Effects.board`)."""
    row: list[str | None]
    early: bool  # the seat is still in its first two turns (rule 7.5)
    built: dict[str, list[int]]
    cleric_bonus: list[str]
    permanent: dict[str, int]  # the icons its buildings and Cleric Bonus cards show then (`permanent_icons`)
    board: Board

    def holds(self, p: Seat) -> bool:
        """Whether the board still is as looked at."""
        return (self.row == p.row and self.early == (p.turns <= 2) and self.built == p.built
                and self.cleric_bonus == p.cleric_bonus)


class Gain(NamedTuple):
    """A gain step's amounts, as they are taken (see `Effects.step`)."""
    corruption: int
    virtue: int
    goods: tuple[tuple[str, int], ...]  # those gained, silver first (GOODS)
    resource: int  # of the seat's choice
    debt: int
    deed: int


@cache  # asked at every gain resolved: made once for each gain the box prints
def gain_of(gains: tuple[tuple[str, int], ...]) -> Gain:
    amounts = dict(gains)
    return Gain(amounts.get("corruption", 0), amounts.get("virtue", 0),
                tuple((good, amounts[good]) for good in GOODS if amounts.get(good)),
                amounts.get("resource", 0), amounts.get("debt", 0), amounts.get("deed", 0))


@cache  # made at every discard and destroy: built once
def hand_option(verb: str, cid: str, rule: str) -> Option:
    return Option(f"{verb}:{cid}", f"{verb.capitalize()} {townsfolk_label(cid)} from your hand", rule,
                  cards=(townsfolk_id(cid),), group="From your hand", data=(verb, cid))


@cache  # made at every discard and destroy: built once for each rule and what it comes from
def top_option(verb: str, rule: str, cards: tuple[str, ...]) -> Option:
    return Option(f"{verb}:top", f"{verb.capitalize()} the top card of your draw pile, unseen", rule, cards=cards,
                  data=(verb, None))


@cache  # as `top_option`
def skip_option(verb: str, rule: str, cards: tuple[str, ...]) -> Option:
    return Option("skip", f"Do not {verb}", rule, cards=cards)


@cache  # asked at every debt paid: built once for each rule and what the gain comes from
def resource_options(rule: str, cards: tuple[str, ...]) -> tuple[Option, ...]:
    """Taking each resource."""
    return tuple(Option(f"resource:{r}", f"Take 1 {GOOD_WORDS[r][0]}", rule, cards=cards, data=r) for r in RESOURCES)


class Effects:
    """The effect vocabulary, the foundation of the rules' one object: solo.SoloAI is built on it
    and flow.Flow on that. Where the solo AI answers instead of a person, an effect asks it
    (`ai_instead`, `ai_flip`...); the steps that reach the main board (`board_step`) are the flow's."""

    def __init__(self, m: Match):
        self.m = m
        self.say = m.event  # say(text, rule, seats=None): an event of the match's log, said as it is
        self.s: State = m.state
        self.c = self.s.c
        # each seat's board as last looked at (see `board`): a board is asked about several times
        # a step and changes a few times a turn
        self.looks: dict[int, Look] = {}
        # each seat's buildings as last asked about, copied, and its revealed abilities' totals
        # then (see `building_ability`)
        self.abilities: dict[int, tuple[dict[str, list[int]], dict[str, int]]] = {}
        self.moves = moves_over(self.s.order)  # where moves end on the match's board (see Flow.ends)
        # what lies by each town (see Flow.towns_beside), with the tops of each segment's piles it
        # was worked out for
        self.beside: dict[str, tuple[str, ...]] = {}
        self.tops: dict[str, tuple[str | None, str | None]] = {}

    # --- small helpers --------------------------------------------------------------
    def who(self, seat: int) -> str:
        return self.s.seats[seat].name


    def board(self, seat: int) -> Board:
        """What the seat's player board gives, worked out again only when the board is no longer
        as last looked at (see `Look`). Shared: not to be changed."""
        p = self.s.seats[seat]
        look = self.looks.get(seat)
        if look is None or not look.holds(p):
            if look is not None and look.built == p.built and look.cleric_bonus == p.cleric_bonus:
                # most looks change only the row: the copies and count of the rest still hold
                built, cleric_bonus, permanent = look.built, look.cleric_bonus, look.permanent
            else:
                built, cleric_bonus = copy_built(p.built), list(p.cleric_bonus)
                permanent = count_icons(permanent_icons(self.s, seat))
            cards = p.board_cards()
            board = Board(self.count_board_icons(seat, cards, permanent),
                          tuple([card.ability.modifier for card in cards if card.ability and card.ability.modifier]))
            look = self.looks[seat] = Look(list(p.row), p.turns <= 2, built, cleric_bonus, permanent, board)
        return look.board

    def board_icons(self, seat: int) -> dict[str, int]:
        """Icons on the seat's player board: its cards, uncovered starting icons (rule 7.5),
        buildings' permanent icons (rule 9.4) and Cleric Bonus cards (rule 9.6); a new dict, the
        caller's to change."""
        return dict(self.board(seat).icons)

    def count_board_icons(self, seat: int, cards: list[Townsfolk], permanent: dict[str, int]) -> dict[str, int]:
        """The icons of the board's row, its townsfolk `cards` (`Seat.board_cards`), then the
        `permanent` ones (see `permanent_icons`)."""
        p = self.s.seats[seat]
        found = [self.scheme_icons(seat).items()] if p.ai else []
        found += [card.icons for card in cards]
        for space, index in (("middle", 1), ("right", 2)):
            if p.row[index] is None and p.turns <= 2 and not p.ai:
                found.append(self.c.player.starting_icons.get(space, ()))
        found.append(permanent.items())
        return count_icons(found)

    def criminals_on_board(self, seat: int) -> int:
        return self.board(seat).icons.get("criminal", 0)

    def building_ability(self, seat: int, kind: str) -> int:
        """The total of one kind of revealed building ability (rule 9.4)."""
        p = self.s.seats[seat]
        if p.ai:  # the AI's buildings only score (CONTENT-DECISIONS 37)
            return 0
        kept = self.abilities.get(seat)
        if kept is None or kept[0] != p.built:  # all the totals read
            totals: dict[str, int] = {}
            for a in revealed_abilities(self.s, seat):
                totals[a.kind] = totals.get(a.kind, 0) + a.amount
            kept = self.abilities[seat] = (copy_built(p.built), totals)
        return kept[1].get(kind, 0)

    # --- virtue and corruption (rule 4) -------------------------------------------------
    def corruption(self, seat: int, n: int = 1) -> None:
        if not n:  # most gains bring none
            return
        p, last = self.s.seats[seat], self.c.player.track.spaces - 1
        for _ in range(n):
            if p.corruption == p.virtue:
                if p.virtue < last:
                    p.corruption += 1
                    p.virtue += 1
            else:
                p.corruption += 1
        self.say(f"{self.who(seat)} gains {n} corruption", "4.1")

    def virtue(self, seat: int, n: int = 1) -> None:
        if not n:  # most gains bring none
            return
        p = self.s.seats[seat]
        for _ in range(n):
            if p.corruption == p.virtue:
                if p.corruption > 0:
                    p.corruption -= 1
                    p.virtue -= 1
            else:
                p.virtue -= 1
        self.say(f"{self.who(seat)} gains {n} virtue", "4.1")

    # --- debts and deeds (rule 3) -------------------------------------------------------
    def gain_debt(self, seat: int) -> Steps:
        self.s.seats[seat].debts += 1
        self.say(f"{self.who(seat)} gains a debt", "3.1")
        self.take_from_kingdom("debts_on_poverty", "poverty")
        yield from self.triggered(seat, "gain_debt")

    def gain_deed(self, seat: int) -> None:
        self.s.seats[seat].deeds += 1
        self.say(f"{self.who(seat)} gains a deed", "3.1")
        self.take_from_kingdom("deeds_on_prosperity", "prosperity")

    def take_from_kingdom(self, pile: str, card: str) -> None:
        """A debt or deed comes off the pile above the Poverty or Prosperity card; taking the
        last one reveals the card (rule 3.4)."""
        left = getattr(self.s, pile)
        if left > 0:
            setattr(self.s, pile, left - 1)
            if left == 1:
                setattr(self.s, card, True)
                self.trigger_end(f"The {card.capitalize()} card is revealed")

    def trigger_end(self, why: str) -> None:
        if not self.s.final_round:
            self.s.final_round = True
            self.say(f"{why}: this round is finished, then one more round is played", "13.1")
        else:
            self.say(f"{why}: the kingdom is divided", "13.2")

    def flip(self, seat: int, what: str, source: Source = Source()) -> Steps:
        p = self.s.seats[seat]
        can = self.flippable(seat, what)
        if p.ai:
            can = [self.ai_flip(seat, what)] if can else []
            if not can:
                yield from self.ai_instead(seat, "flip-none")
                return
        if not can:
            return
        if len(can) == 2:
            opts = [Option(f"flip:{k}", FLIP_LABELS[k], "3.2", cards=(FLIP_CARDS[k], *source.cards), data=k)
                    for k in can]
            kind = (yield from choose(seat, source.prompt("pay a debt or approve a deed?"), opts, "3.2")).data
        else:
            kind = can[0]
        if kind == "deed":
            p.deeds -= 1
            p.approved_deeds += 1
            self.say(f"{self.who(seat)} approves a deed", "3.2")
            return
        p.debts -= 1
        p.paid_debts += 1
        self.say(f"{self.who(seat)} pays a debt", "3.2")
        yield from self.gain_resource(seat, "3.2", Source("You pay a debt", (DEBT,)))
        yield from self.triggered(seat, "flip_debt")

    def flippable(self, seat: int, what: str) -> list[str]:
        """What the seat can flip for an effect flipping `what` (debt, deed or either): the kinds it holds."""
        p = self.s.seats[seat]
        return [k for k, n in (("debt", p.debts), ("deed", p.deeds)) if n and what in (k, "either")]

    def gain_resource(self, seat: int, rule: str, source: Source = Source(), nth: str = "") -> Steps:
        """One resource of the seat's choice; `nth` tells which of several ("1 of 2")."""
        if self.is_ai(seat):
            self.ai_resource(seat)
            return
        opts = list(resource_options(rule, source.cards))
        good = (yield from choose(seat, source.prompt(f"take a resource of your choice{nth}"), opts, rule)).data
        self.s.seats[seat].goods[good] += 1
        self.say(f"{self.who(seat)} takes 1 {GOOD_WORDS[good][0]}", rule)

    # --- cards: drawing, reshuffling, discarding, destroying (rules 12.2, 16.2) ----------
    def reshuffle(self, seat: int, to_draw: bool) -> None:
        """The discards become the draw pile. When a draw needed it, a criminal on the board
        costs a corruption and none gives a virtue (rule 12.2)."""
        p = self.s.seats[seat]
        p.draw = p.discard + p.draw
        p.discard = []
        self.m.rng.shuffle(p.draw)
        self.say(f"{self.who(seat)} shuffles their discards into a new draw pile", "12.2")
        if not to_draw:
            return
        if self.criminals_on_board(seat):
            self.corruption(seat)
        else:
            self.virtue(seat)

    def top_of_draw(self, seat: int, to_draw: bool = True) -> str | None:
        """The top card of the draw pile, reshuffling the discards when it is empty."""
        p = self.s.seats[seat]
        if not p.draw and p.discard:
            self.reshuffle(seat, to_draw)
        return p.draw[-1] if p.draw else None

    def draw(self, seat: int, n: int) -> None:
        p = self.s.seats[seat]
        drawn = []
        for _ in range(n):
            if self.top_of_draw(seat) is None:
                break
            drawn.append(p.draw.pop())
        p.hand.extend(drawn)
        if drawn:
            self.say(f"{self.who(seat)} draws {count(len(drawn), 'card')}", "12.1")
            self.say(f"You draw {', '.join([card_of(c).name for c in drawn])}", "12.1", seats=[seat])
            self.m.reveal()

    def owned(self, seat: int) -> int:
        return len(self.s.seats[seat].cards())

    def lose_card(self, seat: int, verb: str, rule: str, source: Source = Source(), nth: str = "") -> Steps:
        """Discard or destroy one card, if the seat wishes, from the hand or blind from the top of
        the draw pile (rule 16.2); destroying never leaves fewer than three cards (rule 7.4)."""
        p = self.s.seats[seat]
        if p.ai:
            yield from self.ai_instead(seat, verb)
            return
        opts = self.lose_options(seat, verb, rule, source.cards)
        if not opts:
            return
        opts.append(skip_option(verb, rule, source.cards))
        picked = yield from choose(seat, source.prompt(f"{verb} a card{nth}?"), opts, rule)
        if picked.id != "skip":
            self.lose(seat, *picked.data, rule)

    def lose_options(self, seat: int, verb: str, rule: str, cards: tuple[str, ...]) -> list[Option]:
        """Each card of the hand ('Discard Friar from your hand', filed under one group) and the top
        of the draw pile, each standing for (verb, the card or None for the top); none where
        destroying would leave fewer than three cards (rule 7.4)."""
        p = self.s.seats[seat]
        if verb == "destroy" and self.owned(seat) <= MIN_CARDS:
            return []
        opts = [hand_option(verb, cid, rule) for cid in sorted(set(p.hand))]
        if p.draw or p.discard:
            opts.append(top_option(verb, rule, cards))
        return opts

    def lose(self, seat: int, verb: str, target: str | None, rule: str) -> None:
        """Discard or destroy a card from the hand, or the top of the draw pile when `target` is None."""
        p = self.s.seats[seat]
        if target is None:
            target = self.top_of_draw(seat, to_draw=False)
            p.draw.remove(target)
        else:
            p.hand.remove(target)
        card = card_of(target)
        if verb == "discard":
            p.discard.append(target)
            self.say(f"{self.who(seat)} discards {card.name}", rule)
        else:
            p.destroyed.append(target)
            p.goods["silver"] += card.cost
            self.say(f"{self.who(seat)} destroys {card.name} and takes {card.cost} silver", rule)
        self.m.reveal()

    def rearrange(self, seat: int, rule: str, source: Source = Source()) -> Steps:
        p = self.s.seats[seat]
        if p.ai:
            yield from self.ai_instead(seat, "rearrange")
            return
        filled = [i for i, c in enumerate(p.row) if c]  # the cards change places; empty spaces stay empty
        orders = []
        for perm in permutations(p.row[i] for i in filled):
            row = list(p.row)
            for i, cid in zip(filled, perm):
                row[i] = cid
            if row != p.row and row not in orders:
                orders.append(row)
        if not orders:
            return
        on_board = tuple(townsfolk_id(c) for c in p.row if c)
        opts = [Option("keep", "Keep the board as it is", rule, cards=on_board + source.cards)]
        opts += [Option("order:" + ",".join([c or "-" for c in row]),
                        " | ".join([townsfolk_label(c) if c else "(empty)" for c in row]), rule,
                        cards=tuple([townsfolk_id(c) for c in row if c]), data=tuple(row)) for row in orders]
        picked = yield from choose(seat, source.prompt("rearrange the cards on your player board?"), opts, rule)
        if picked.id != "keep":
            p.row = list(picked.data)
            self.say(f"{self.who(seat)} rearranges their player board", rule)

    # --- effects from data ------------------------------------------------------------
    def resolve(self, seat: int, steps: tuple[Step, ...], rule: str, source: Source = Source()) -> Steps:
        """Resolve effect steps; `source` says where they come from, for the decisions they ask."""
        for step in steps:
            yield from self.step(seat, step, rule, source)

    def step(self, seat: int, step: Step, rule: str, source: Source = Source()) -> Steps:
        p = self.s.seats[seat]
        kind = step.kind
        if kind == "gain":
            gain = gain_of(step.gains)
            self.corruption(seat, gain.corruption)  # corruption before virtue (rule 4.1)
            self.virtue(seat, gain.virtue)
            for good, n in gain.goods:
                if p.ai and good == "silver":  # each 2 silver become a resource, an odd one is lost (decision 48)
                    for _ in range(n // 2):
                        yield from self.ai_instead(seat, "silver-2")
                    continue
                p.goods[good] += n
                self.say(f"{self.who(seat)} takes {n} {GOOD_WORDS[good][n != 1]}", rule)
            several = gain.resource
            for n in range(1, several + 1):
                yield from self.gain_resource(seat, rule, source, f" ({n} of {several})" if several > 1 else "")
            for _ in range(gain.debt):
                yield from self.gain_debt(seat)
            for _ in range(gain.deed):
                self.gain_deed(seat)
        elif kind == "flip":
            yield from self.flip(seat, step.target, source)
        elif kind == "rearrange":
            yield from self.rearrange(seat, "16.2", source)
        elif kind in ("discard", "destroy"):
            for n in range(1, step.amount + 1):
                yield from self.lose_card(seat, kind, "16.2", source, f" ({n} of {step.amount})" if step.amount > 1 else "")
        elif kind == "shuffle":
            if p.discard and not p.ai:
                self.reshuffle(seat, to_draw=False)
        elif kind == "draw" and p.ai:
            for _ in range(step.amount):
                yield from self.ai_future(seat)
        elif kind == "draw":
            self.draw(seat, step.amount)
        elif kind == "choose" and p.ai:  # the AI takes the first option (15.6)
            yield from self.resolve(seat, step.options[0], rule)
        elif kind == "choose":
            opts = [Option(f"choose:{i}", steps_text(o).capitalize(), rule, cards=source.cards, data=o)
                    for i, o in enumerate(step.options)]
            chosen = (yield from choose(seat, source.prompt("choose one"), opts, rule)).data
            yield from self.resolve(seat, chosen, rule, source)
        else:  # hire, castle moves, workers, manuscripts, buildings: see Flow.board_step
            yield from self.board_step(seat, step, rule, source)

    def triggered(self, seat: int, when: str, why: str = "") -> Steps:
        """Ongoing abilities of the cards on the seat's board that fire on `when` (rule 5.2); `why`
        tells a seat called outside its turn what happened ("Ann's collision")."""
        p = self.s.seats[seat]
        for cid in () if p.ai else p.row:
            card = card_of(cid) if cid else None
            ability = card.ability if card else None
            if ability and ability.timing == "ongoing" and ability.when == when:
                name = card.name
                self.say(f"{self.who(seat)}'s {name}: {steps_text(ability.effect)}", "5.2")
                text = f"{why}: your {name}" if why else name
                yield from self.resolve(seat, ability.effect, "5.2", Source(text, (townsfolk_id(cid),)))

    def building_source(self, seat: int, kind: str) -> Source:
        """The built building whose ability of this kind is at work (rule 9.4)."""
        built = self.s.seats[seat].built
        for b in self.c.player.buildings:
            for n in built.get(b.id, ()):
                if b.abilities[n - 1].kind == kind:
                    return Source(f"Your {b.name} {n}", (building_id(b.id, n),))
        return Source()


def permanent_icons(s: State, seat: int) -> list[tuple[tuple[str, int], ...]]:
    """The icons a seat's board shows for good: revealed building abilities (rule 9.4), or for the
    solo AI its focus icon on each Guildhall (CONTENT-DECISIONS 37), and Cleric Bonus cards (9.6)."""
    c, p = s.c, s.seats[seat]
    if p.ai:
        found = [((c.solo.ais[p.ai].focus_icon, p.buildings("guildhall")),)] if p.buildings("guildhall") else []
    else:
        found = [a.icons for a in revealed_abilities(s, seat)]
    return found + [c.kingdom.cleric_bonus[r][1] for r in p.cleric_bonus]


def count_icons(found) -> dict[str, int]:
    """The icons of each of `found`'s (icon, number) pairs added up."""
    icons: dict[str, int] = {}
    for pairs in found:
        for icon, n in pairs:
            icons[icon] = icons.get(icon, 0) + n
    return icons


def copy_built(built: dict[str, list[int]]) -> dict[str, list[int]]:
    return {kind: list(numbers) for kind, numbers in built.items()}


def revealed_abilities(s: State, seat: int) -> list[BuildingAbility]:
    """The abilities printed under the buildings the seat has built, each under its own building (rule 9.4)."""
    built = s.seats[seat].built
    return [b.abilities[n - 1] for b in s.c.player.buildings for n in built.get(b.id, ())]
