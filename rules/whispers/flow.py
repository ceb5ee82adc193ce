"""The rules of A War of Whispers as one sequence of decisions.

Each phase and action is a generator: it yields a Decision and receives the chosen option id;
an option carries what it stands for (a region, a spot, a card to play), which `choose` hands back.
Rule numbers are the sections of REFERENCE.md.

An option is made by a module function of all it shows (a region and its count of units, a
card and effect), cached: it is made once and shared by every decision that offers it, for an
Option is immutable and each decision gets a list of its own.
"""
from __future__ import annotations

from functools import cache
from typing import NamedTuple

from rules.core import Match, Option, Steps, choose
from rules.core.words import count

from .cards import and_list, empire_names, extra_cost, position_id, region_id, slot_id
from .content import EFFECTS, LOYALTY_SLOTS, PLURALS, POSITION_TITLES, POSITIONS, Action, Effect, content
from .state import HAND_LIMIT, ROUNDS, Spot, State

KEYS = 9  # the number keys: a longer list is filed in groups for people (tabletop_tui/menu.py)


@cache
def region_names() -> dict[str, str]:
    return {r: region.name for r, region in content().regions.items()}


@cache
def post_name(empire: str, position: str) -> str:
    """A council position by name: 'Bear Sheriff'."""
    return f"{empire_names()[empire]} {POSITION_TITLES[position]}"


@cache
def switch_option(empire: str, position: str, rule: str) -> Option:
    """A position to switch to with a card (rules 8.5.5, 8.5.6): the same whenever it is offered."""
    return Option(f"switch:{empire}.{position}", post_name(empire, position), rule, cards=(position_id(empire, position),),
                  group=empire_names()[empire], data=(empire, position))


@cache
def swap_option(seat: int, a: int, b: int, token_a: str, token_b: str) -> Option:
    """Swapping the tokens of slots a and b, of these empires: 'Swap Devout (Lion) and Opposed (Bear)'."""
    (slot_a, title_a, _), (slot_b, title_b, _) = LOYALTY_SLOTS[a], LOYALTY_SLOTS[b]
    names = empire_names()
    return Option(f"swap:{slot_a}+{slot_b}", f"Swap {title_a} ({names[token_a]}) and {title_b} ({names[token_b]})", "10.1",
                  cards=(slot_id(seat, slot_a), slot_id(seat, slot_b)), group=f"Swap {title_a}", data=(a, b))


@cache
def change_option(empire: str, position: str, holder: str | None) -> Option:
    """Moving one's agent to a position of its council, where `holder`'s agent may stand (rule 5.5)."""
    post = post_name(empire, position)
    label = f"Move to the {post}" if holder is None else f"Swap with {holder}'s agent on the {post}"
    return Option(f"to:{position}", label, "5.5", cards=(position_id(empire, position),), data=position)


@cache
def end_turn_option(empire: str, position: str) -> Option:
    return Option("done", "End this position's turn", "8.1", cards=(position_id(empire, position),))


@cache
def fight_option(target: str) -> Option:
    return Option("fight", "Fight the battle", "6.5", cards=(region_id(target),))


@cache
def finish_attack_option(target: str) -> Option:
    return Option("done", "Finish the attack", "6.5", cards=(region_id(target),))


KEEP_LOYALTY = Option("keep", "Keep your loyalty tokens where they are", "10.1")


@cache
def region_placement(region: str) -> Option:
    """Placing an agent in a region, advanced rule (12.1): the same option whenever it is offered."""
    r = content().regions[region]
    return Option(f"place:region:{region}", f"{r.name} (region)", "12.1", cards=(region_id(region),),
                  group=empire_names()[r.home], data=Spot(region=region))


def spot_place(spot: Spot) -> str:
    """A spot as the object of 'in'/'on'/'from': 'the Bear Sheriff', 'Amber Coast'."""
    return content().regions[spot.region].name if spot.region else f"the {post_name(spot.empire, spot.position)}"


def spot_card(spot: Spot) -> str:
    """The id of the region or council position a spot is."""
    return region_id(spot.region) if spot.region else position_id(spot.empire, spot.position)


@cache
def recall_option(spot: Spot) -> Option:
    """Recalling an agent from a spot (rule 3.1): the same option whenever it is offered."""
    return Option(f"recall:{spot.key}", f"Recall from {spot_place(spot)}", "3.1", cards=(spot_card(spot),), data=spot)


@cache
def position_actions(empire: str, position: str) -> tuple[Action, ...]:
    """The actions printed on a council position."""
    c = content()
    return tuple(c.actions[a] for a in c.councils[empire][position])


@cache
def offers_attack(empire: str, position: str) -> bool:
    """Whether one of a council position's actions is an attack."""
    return any(a.kind == "attack" for a in position_actions(empire, position))


@cache
def council_placements() -> tuple[tuple[tuple[str, str], Option], ...]:
    """Every council position, in board order, with the option of placing an agent on it (rule
    3.2): the same whenever it is offered."""
    return tuple(((e, p), Option(f"place:{e}.{p}", post_name(e, p), "3.2", cards=(position_id(e, p),),
                                 group=empire_names()[e], data=Spot(e, p)))
                 for e in content().empire_ids for p in POSITIONS)


def garrison_of(region: str, units: int) -> str:
    """What a region holding `units` holds against its garrison limit: '2 units, limit 4'."""
    return f"{count(units, 'unit') if units else 'empty'}, limit {content().regions[region].garrison_limit}"


@cache
def additions(region: str, units: int, rule: str) -> tuple[Option, ...]:
    """Adding 1 to KEYS units to a region holding `units`, one option each (rule 5.1): the same
    whenever it holds as many."""
    where, holds = content().regions[region].name, garrison_of(region, units)
    return tuple(Option(f"add:{region}:{k}", f"{k} to {where} ({holds})", rule, cards=(region_id(region),), group=where,
                        data=(region, k)) for k in range(1, KEYS + 1))


@cache
def action_option(empire: str, position: str, action_id: str, n: int, left: int, needs_support: bool) -> Option:
    """Taking an action of a position, with what it gives: 'Reinforce: 4 Bear units (2 per fort)',
    `n` units or cards of which `left` are in the reserve or deck. The same whenever these are."""
    action, name = content().actions[action_id], empire_names()[empire]
    if action.kind == "reinforce":
        notes = ([f"{action.amount} per {action.per}"] if action.per else []) + \
            ([f"only {left} in the reserve"] if left < n else [])
        label = f"Reinforce: {count(min(n, left), name + ' unit')}" + (f" ({'; '.join(notes)})" if notes else "")
    elif action.kind == "draw":
        notes = ([f"1 per {count(action.every, action.per, PLURALS[action.per])}"] if action.per else []) + \
            ([f"only {left} in the deck"] if left < n else [])
        label = f"Draw {count(min(n, left), name + ' card')}" + (f" ({'; '.join(notes)})" if notes else "")
    else:
        label = f"Attack with the {name}" if action.kind == "attack" else action.label
    return Option(f"act:{action_id}", label + (" (needs a Support card)" if needs_support else ""), action.rule,
                  cards=(position_id(empire, position),), data=action)


def lands(region: str) -> str:
    """The group a region files under in a long list: its home empire's lands."""
    return f"{empire_names()[content().regions[region].home]} lands"


def holding_of(region: str, holder: str | None, units: int) -> str:
    """Who holds a region with `units` of `holder`'s: '2 Lion units', 'empty, Lion home'."""
    names = empire_names()
    return count(units, f"{names[holder]} unit") if units else f"empty, {names[content().regions[region].home]} home"


@cache
def target_option(region: str, holder: str | None, units: int) -> Option:
    """Attacking a region held with `units` of `holder`'s (rule 6.1): the same whenever it is."""
    r = content().regions[region]
    return Option(f"target:{region}", f"Attack {r.name} ({holding_of(region, holder, units)}{', fort' if r.fort else ''})",
                  "6.1", cards=(region_id(region),), group=f"Attack the {empire_names()[holder or r.home]}", data=region)


@cache
def source_option(region: str, free: int, rule: str, target: str | None = None) -> Option:
    """Units leaving a region, `free` of which may, to attack `target` or to move: 'From Frostholm (3 may go)'."""
    cards = (region_id(region),) if target is None else (region_id(region), region_id(target))
    return Option(f"from:{region}", f"From {content().regions[region].name} ({free} may go)", rule, cards=cards,
                  group=lands(region), data=region)


@cache
def unit_counts(most: int, rule: str, cards: tuple[str, ...]) -> tuple[Option, ...]:
    """'1 unit' to `most` units, in groups of five for a long list."""
    def five(k: int) -> str:
        low, high = k - (k - 1) % 5, min(most, k - (k - 1) % 5 + 4)
        return f"{low} to {high} units" if high > low else count(low, "unit")
    return tuple(Option(f"units:{k}", count(k, "unit"), rule, cards=cards, group=five(k), data=k)
                 for k in range(1, most + 1))


@cache
def effects_at(timings: tuple[str, ...]) -> tuple[str, ...]:
    """The effects a card may be played for at these timings."""
    return tuple(effect for effect, kind in EFFECTS.items() if kind.timing in timings)


class Play(NamedTuple):
    """A card option: the card and the effect it is played for."""
    card: str
    effect: Effect


class CardPlay(NamedTuple):
    """A card played for one of its effects: its timing, what pays for it besides the card, the option."""
    effect: Effect
    timing: str
    pays: frozenset[str]  # the empires of the cards paying the rest of the cost
    option: Option


@cache
def card_plays(cid: str) -> tuple[CardPlay, ...]:
    """Each effect of a card as the option of playing it (rule 8.2): the same whenever offered."""
    card = content().cards[cid]
    plays = []
    for i, effect in enumerate(card.effects):
        extra = f", discarding {and_list(extra_cost(effect))} too" if effect.cost[1:] else ""
        option = Option(f"play:{cid}:{i}", f"Play {card.name}: {effect.name}{extra}", effect.rule, cards=(cid,),
                        group=f"Play a card for {effect.name}", data=Play(cid, effect))
        plays.append(CardPlay(effect, effect.timing, frozenset(effect.cost[1:]), option))
    return tuple(plays)


@cache
def plays_at(cid: str, timings: tuple[str, ...]) -> tuple[CardPlay, ...]:
    """A card's plays (see card_plays) at these timings."""
    return tuple(play for play in card_plays(cid) if play.timing in timings)


class Flow:
    def __init__(self, m: Match):
        self.m = m
        self.s: State = m.state
        self.c = self.s.c
        self.empire_names, self.region_names = empire_names(), region_names()

    # --- small helpers --------------------------------------------------------------
    def who(self, seat: int) -> str:
        return self.m.players[seat]

    def empire_name(self, empire: str) -> str:
        return self.empire_names[empire]

    def region_name(self, region: str) -> str:
        return self.region_names[region]

    def garrison(self, region: str) -> str:
        """What a region holds against its garrison limit: '2 units, limit 4'."""
        return garrison_of(region, self.s.unit_count[region])

    def holding(self, region: str) -> str:
        """Who holds a region and with what: '2 Lion units', 'empty, Lion home'."""
        return holding_of(region, self.s.unit_empire[region], self.s.unit_count[region])

    def return_cards(self, cards: list[str]) -> None:
        """Played and discarded cards are shuffled back into their empire's deck (rule 8.3)."""
        for empire in sorted({self.c.cards[cid].empire for cid in cards}):
            deck = self.s.decks[empire]
            deck.extend(cid for cid in cards if self.c.cards[cid].empire == empire)
            self.m.rng.shuffle(deck)

    # --- the game ---------------------------------------------------------------------
    def run(self) -> Steps:
        """The game from wherever the state stands: phase by phase, each phase a series of
        turns (a recall, a placement, a position's turn, a seat's discard or loyalty choice)
        that starts from the state's step and takes a checkpoint at every turn (and after each cleanup
        discard, so that a seat dealt again for never replays another's secret discard)."""
        phases = {"recall": self.recall_agents, "agents": self.place_agents, "empires": self.empires_phase,
                  "cleanup": self.cleanup, "loyalty": self.loyalty_phase}
        while self.s.phase != "over":
            yield from phases[self.s.phase]()
            self.next_phase()

    def turns(self, count: int):
        """The turns of the current phase still to play, as step numbers; the state's step
        moves on only once a turn is over, so a flow started from a checkpoint replays it."""
        s = self.s
        while s.step < count:
            self.m.checkpoint()
            yield s.step
            s.step += 1

    def next_phase(self) -> None:
        s = self.s
        s.step = 0
        if s.phase == "recall":
            s.phase = "agents"
        elif s.phase == "agents":
            s.phase = "empires"
        elif s.phase == "empires":
            self.m.event(f"Round marker {s.round} placed", "9.1")
            if s.round == ROUNDS:
                s.phase = "over"
                for seat in range(s.seats):
                    s.revealed[seat] = [True] * len(s.revealed[seat])
                self.m.event("The game ends: all loyalty tokens are revealed", "11.2")
                return
            s.first = (s.first + 1) % s.seats
            self.m.event(f"The first-player marker passes to {self.who(s.first)}", "2.3")
            s.phase = "cleanup"
        elif s.phase == "cleanup":
            s.phase = "loyalty"
        else:
            s.round += 1
            s.phase = "recall"
            self.m.event(f"Round {s.round} begins; {self.who(s.first)} is first player", "2.2")

    # --- agents phase (rule 3) ----------------------------------------------------------
    def recall_agents(self) -> Steps:
        for step in self.turns(self.s.seats):
            seat = self.s.seat_in_turn(step)
            spots = self.s.agents_on_board(seat)
            if not spots:
                continue
            opts = [recall_option(spot) for spot in spots]
            question = f"Round {self.s.round} begins: recall one of your agents"
            spot = (yield from choose(seat, question, opts, "3.1")).data
            self.s.recall_agent(seat, spot)
            self.m.event(f"{self.who(seat)} recalls an agent from {spot_place(spot)}", "3.1")

    def place_agents(self) -> Steps:
        s = self.s
        per_seat = 3 if s.seats == 2 else 2
        for step in self.turns(per_seat * s.seats):
            seat = s.seat_in_turn(step)
            opts = self.placement_options(seat)
            if not opts:
                self.m.event(f"{self.who(seat)} has nowhere to place an agent", "3.2")
                continue
            spot = (yield from choose(seat, f"Place an agent ({step // s.seats + 1} of {per_seat} this round)", opts,
                                      "3.2")).data
            s.place_agent(seat, spot)
            self.m.event(f"{self.who(seat)} places an agent {'in' if spot.region else 'on'} {spot_place(spot)}",
                         "12.1" if spot.region else "3.2")

    def placement_options(self, seat: int) -> list[Option]:
        s = self.s
        if s.agents_supply[seat] == 0:
            return []
        council = s.council
        free = [option for spot, option in council_placements() if council[spot] is None]  # in one pass
        if not (s.advanced and sum(seat in v for v in s.region_agents.values()) < 2):
            return free
        opts = []
        for e in self.c.empire_ids:  # filed by empire: its council, then its lands
            opts += [option for option in free if option.data.empire == e]
            opts += [region_placement(r) for r, region in self.c.regions.items()
                     if region.home == e and seat not in s.region_agents[r]]
        return opts

    # --- empires phase (rule 4) ---------------------------------------------------------
    def empires_phase(self) -> Steps:
        for step in self.turns(len(self.c.empire_ids) * len(POSITIONS)):
            empire, position = self.c.empire_ids[step // len(POSITIONS)], POSITIONS[step % len(POSITIONS)]
            seat, _ = self.s.control(empire, position)
            if seat is None:
                self.m.event(f"Nobody controls the {post_name(empire, position)}", "4.2")
            else:
                yield from self.position_turn(seat, empire, position, may_switch=True)
            if position == POSITIONS[-1]:
                self.s.active = None
                self.garrison_check(empire)

    def position_turn(self, seat: int, empire: str, position: str, may_switch: bool) -> Steps:
        """One position's turn: cards before, one action, cards after (rules 5, 8.1)."""
        s = self.s
        s.active = (empire, position)
        post = post_name(empire, position)
        self.m.event(f"{self.who(seat)} acts as the {post}", "4.1")
        timings = ("before-action", "free-move") if may_switch else ("free-move",)
        # a Support card can make an attack possible: the seat is asked whenever one could
        window = timings + (("attack-source",) if offers_attack(empire, position) else ())
        _, agent_at = s.control(empire, position)
        prompt = f"{post} (your agent): choose an action" if agent_at == position else \
            f"{post} (yours through your agent on the {POSITION_TITLES[agent_at]}): choose an action"
        while True:
            opts, supported = self.action_options(seat, empire, position)
            cards, asked = self.card_window(seat, empire, position, timings, opens=window)
            if not opts and not asked:
                self.m.event(f"The {post} takes no action", "5.6")
                return
            if supported == len(opts):  # playing a card is never forced
                opts.append(Option("pass", "Take no action" + (" (none is possible without a card)" if opts else ""),
                                   "5.6", cards=(position_id(empire, position),)))
            picked = yield from choose(seat, prompt, opts + cards, "5", always_ask=asked)
            if isinstance(picked.data, Play):
                yield from self.play_card(seat, picked.data)
                if picked.data.effect.effect == "march":
                    yield from self.march(seat, empire)
                    continue
                yield from self.switch(seat, empire, position, picked.data.effect.effect)
                return
            if picked.id == "pass":
                self.m.event(f"The {post} takes no action", "5.6")
            else:
                yield from self.do_action(seat, empire, position, picked.data)
            break
        yield from self.after_action(seat, empire, position)

    def acts_next(self, seat: int, empire: str) -> bool:
        """Whether the next position in board order is this empire's and the seat controls it."""
        s = self.s
        nxt = s.step + 1
        if s.phase != "empires" or nxt % len(POSITIONS) == 0:
            return False
        return self.c.empire_ids[nxt // len(POSITIONS)] == empire and s.control(empire, POSITIONS[nxt % len(POSITIONS)])[0] == seat

    def after_action(self, seat: int, empire: str, position: str) -> Steps:
        if self.acts_next(seat, empire):
            return  # a Move now is a Move before the seat's next action, where it is offered
        while True:
            cards, asked = self.card_window(seat, empire, position, ("free-move",))
            if not asked:
                return
            done = end_turn_option(empire, position)
            question = f"{post_name(empire, position)} has acted: play a card, or end its turn"
            picked = yield from choose(seat, question, [done] + cards, "8.1", always_ask=True)
            if picked.id == "done":
                return
            yield from self.play_card(seat, picked.data)
            yield from self.march(seat, empire)

    def action_options(self, seat: int, empire: str, position: str, changed: bool = False) -> tuple[list[Option], int]:
        """The actions of a position the seat may take, each offered with what it gives as the table
        stands (see action_option), and how many of them need a Support card: an attack with no
        target but for one the seat may play. Once the agent has `changed` position, it may not
        change again, and an attack is offered without that note."""
        s = self.s
        opts, supported = [], 0
        for action in position_actions(empire, position):
            kind, n, left, needs_support = action.kind, 0, 0, False
            if kind == "reinforce":
                n, left = self.reinforcements(empire, action), s.reserve[empire]
                if not (left > 0 and n > 0 and s.controlled(empire)):
                    continue
            elif kind == "draw":
                n, left = self.draws(empire, action), len(s.decks[empire])
                if not (n > 0 and left):
                    continue
            elif kind == "attack":
                if not s.can_attack(empire, support=False):
                    if not self.card_window(seat, empire, "", ("attack-source",))[0]:
                        continue
                    supported += 1
                    needs_support = not changed
            elif changed:  # change: a council always has other positions
                continue
            opts.append(action_option(empire, position, action.id, n, left, needs_support))
        return opts, supported

    def reinforcements(self, empire: str, action: Action) -> int:
        return action.amount * (self.s.symbols(empire, action.per) if action.per else 1)

    def draws(self, empire: str, action: Action) -> int:
        return self.s.symbols(empire, action.per) // action.every if action.per else 1

    def do_action(self, seat: int, empire: str, position: str, action: Action) -> Steps:
        if action.kind == "reinforce":
            yield from self.reinforce(seat, empire, self.reinforcements(empire, action), "5.1",
                                      f"The {post_name(empire, position)} reinforces")
        elif action.kind == "draw":
            self.draw(seat, empire, self.draws(empire, action))
        elif action.kind == "attack":
            yield from self.attack(seat, empire)
        else:
            yield from self.change_position(seat, empire, position)

    # --- reinforce and draw (rules 5.1, 5.2, 5.4) ----------------------------------------
    def reinforce(self, seat: int, empire: str, n: int, rule: str, why: str) -> Steps:
        """Units from the reserve into regions the empire controls, several to a region at a time:
        one choice of how many where, filed by region; when that would not fit on the number keys
        (more than nine regions or units), the region first, then how many go there. A single
        region takes them all."""
        s = self.s
        n = min(n, s.reserve[empire])
        name = self.empire_name(empire)
        while n:
            regions = s.controlled(empire)
            if not regions:
                return
            units = count(n, f"{name} unit")
            if len(regions) == 1:
                region, k = regions[0], n
            elif len(regions) <= KEYS and n <= KEYS:
                opts = []
                for r in regions:  # a region's options joined at once, not one by one
                    opts += additions(r, s.unit_count[r], rule)[:n]
                region, k = (yield from choose(seat, f"{why}: {units} to add; how many where?", opts, rule)).data
            else:
                opts = [Option(f"add:{r}", f"{self.region_name(r)} ({self.garrison(r)})", rule, cards=(region_id(r),),
                               group=lands(r), data=r) for r in regions]
                region = (yield from choose(seat, f"{why}: {units} to add; to which region?", opts, rule)).data
                k = (yield from choose(seat, f"{why}: how many of the {units} go to {self.region_name(region)}?",
                                       list(unit_counts(n, rule, (region_id(region),))), rule)).data
            s.add_units(region, empire, k)
            n -= k
            self.m.event(f"{count(k, name + ' unit')} added to {self.region_name(region)}", rule)

    def draw(self, seat: int, empire: str, n: int) -> None:
        deck = self.s.decks[empire]
        drawn = [deck.pop() for _ in range(min(n, len(deck)))]
        self.s.hands[seat].extend(drawn)
        self.m.event(f"{self.who(seat)} draws {count(len(drawn), self.empire_name(empire) + ' card')}", "5.4")
        self.m.event(f"You draw {', '.join(self.c.cards[c].name for c in drawn)}", "5.4", seats=[seat])
        self.m.reveal()

    # --- change position (rule 5.5) and switching cards (rules 8.5.6, 8.5.7) -------------
    def change_position(self, seat: int, empire: str, position: str) -> Steps:
        s = self.s
        _, agent_at = s.control(empire, position)
        opts = [change_option(empire, p, None if s.council[(empire, p)] is None else self.who(s.council[(empire, p)]))
                for p in POSITIONS if p != agent_at]
        target = (yield from choose(seat, f"The {post_name(empire, position)} changes position: where does your "
                                          "agent go?", opts, "5.5")).data
        s.set_agent(empire, agent_at, s.council[(empire, target)])
        s.set_agent(empire, target, seat)
        self.m.event(f"{self.who(seat)}'s agent changes position to the {post_name(empire, target)}", "5.5")
        opts, _ = self.action_options(seat, empire, target, changed=True)
        if not opts:
            self.m.event(f"The {post_name(empire, target)} has no action it can take", "5.6")
            return
        action = (yield from choose(seat, f"{post_name(empire, target)} (your agent moved here): choose an action",
                                    opts, "5.5")).data
        yield from self.do_action(seat, empire, target, action)

    def switch_targets(self, seat: int, empire: str, position: str, effect: str) -> list[tuple[str, str]]:
        """The positions a switch card could move the turn of `empire`'s `position` to."""
        return [spot for spot in self.switch_spots(seat, effect) if spot != (empire, position)]

    def switch_spots(self, seat: int, effect: str) -> list[tuple[str, str]]:
        """The free positions, or those the seat controls: a switch's targets, and maybe the position switching."""
        return self.s.free_positions() if effect == "switch-free" else self.s.positions_controlled(seat)

    def switch(self, seat: int, empire: str, position: str, effect: str) -> Steps:
        s = self.s
        targets = self.switch_targets(seat, empire, position, effect)
        rule = EFFECTS[effect].rule
        opts = [switch_option(e, p, rule) for e, p in targets]
        e2, p2 = (yield from choose(seat, f"{EFFECTS[effect].name}: which position acts instead of the "
                                          f"{post_name(empire, position)}?", opts, rule)).data
        if effect == "switch-free":
            _, agent_at = s.control(empire, position)
            s.set_agent(empire, agent_at, None)
            s.set_agent(e2, p2, seat)
            self.m.event(f"{self.who(seat)}'s agent moves to the {post_name(e2, p2)}", rule)
        else:
            self.m.event(f"{self.who(seat)} takes the {post_name(e2, p2)}'s action instead", rule)
        yield from self.position_turn(seat, e2, p2, may_switch=False)
        s.active = (empire, position)

    # --- cards (rule 8) ---------------------------------------------------------------
    def payments(self, seat: int, effect: Effect) -> list[tuple[str, ...]]:
        """Every way to pay an effect: the card itself pays the first symbol of the cost, one card
        of the hand each further symbol, in the cost's order (each empire shows once in a cost)
        (rule 8.2)."""
        ways = [()]
        for empire in effect.cost[1:]:
            ways = [(*way, cid) for way in ways for cid in self.s.hands[seat] if self.c.cards[cid].empire == empire]
        return sorted(ways)

    def card_window(self, seat: int, empire: str, position: str, timings: tuple[str, ...], battle=None,
                    opens: tuple[str, ...] = ()) -> tuple[list[Option], bool]:
        """The cards the seat may play now: one option per card and effect at `timings` that would
        change something and can be paid (the hand holds a card of every empire the cost shows
        beyond the card played), filed under its effect; and whether the window stops the seat: it
        holds cards, and a card of some effect at the window's timings (`opens`, else `timings`)
        would change something. Both are public, so being asked tells the others nothing about
        the hand (rule 13.2). Whether an effect would change something is worked out once."""
        hand = self.s.hands[seat]
        if not hand:
            return [], False
        useful: dict[str, bool] = {}  # each effect asked of effect_useful so far, with its answer
        cards, held = [], None
        for cid in hand:  # plain loops: a comprehension is a call of its own, and most windows offer nothing
            for play in plays_at(cid, timings):
                if play.pays and held is None:  # the empires of the hand, once a play costs more than its card
                    held = {self.c.cards[x].empire for x in hand}
                if not play.pays or play.pays <= held:
                    effect = play.effect.effect
                    if effect not in useful:
                        useful[effect] = self.effect_useful(seat, empire, position, effect, battle)
                    if useful[effect]:
                        cards.append(play.option)
        if cards:
            return cards, True
        for effect in effects_at(opens or timings):  # those asked already would change nothing
            if effect not in useful and self.effect_useful(seat, empire, position, effect, battle):
                return cards, True
        return cards, False

    def paying(self, way: tuple[str, ...]) -> str:
        """The cards paying an effect's cost besides the card played, as words after its name."""
        return f", discarding {and_list([self.c.cards[x].name for x in way])} too" if way else ""

    def effect_useful(self, seat: int, empire: str, position: str, effect: str, battle) -> bool:
        """Whether an effect would change anything now: public facts only (see card_window)."""
        s = self.s
        if effect in ("switch-free", "switch-controlled"):  # some target (see switch_targets)
            spots = self.switch_spots(seat, effect)
            return len(spots) > spots.count((empire, position))  # some spot besides the one switching
        if effect == "march":
            return self.s.can_march(empire)
        if effect == "support":
            return self.s.can_attack(empire, support=True)
        if effect in ("retreat", "kill-all"):
            return s.unit_count[battle["target"]] > 0
        if effect == "domination":
            return battle["killed"] > 0 and s.reserve[empire] > 0
        if effect == "attack-again":
            return self.s.can_attack(empire, support=False, sources=[battle["target"]])
        raise ValueError(effect)

    def play_card(self, seat: int, play: Play) -> Steps:
        """Play a card for one effect (rules 8.2, 8.3). When the effect costs more than the card,
        which cards pay is asked next, always, even with one way to pay: being asked tells the
        others only what the played effect shows them anyway (rule 13.2)."""
        cid, effect = play
        card = self.c.cards[cid]
        way: tuple[str, ...] = ()
        if effect.cost[1:]:
            opts = [Option(f"pay:{'+'.join(w)}", f"Discard {and_list([self.c.cards[x].name for x in w])}", effect.rule,
                           cards=w, group=f"With {self.c.cards[w[0]].name}", data=w) for w in self.payments(seat, effect)]
            question = (f"To play {card.name} for {effect.name}, discard {and_list(extra_cost(effect))} too: which "
                        f"{'one' if len(effect.cost) == 2 else 'ones'}?")
            way = (yield from choose(seat, question, opts, effect.rule, always_ask=True)).data
        paid = [cid, *way]
        for x in paid:
            self.s.hands[seat].remove(x)
        self.m.event(f"{self.who(seat)} plays {card.name} for {effect.name}{self.paying(way)}", effect.rule)
        self.return_cards(paid)
        self.m.reveal()

    # --- attack and battle (rule 6) ------------------------------------------------------
    def attack(self, seat: int, empire: str, sources: list[str] | None = None) -> Steps:
        s = self.s
        support = False
        while True:
            targets = self.s.attack_targets(empire, support, sources)
            opts = [target_option(r, s.unit_empire[r], s.unit_count[r]) for r in targets]
            window = ("attack-source",) if not support and sources is None else ()
            cards, asked = self.card_window(seat, empire, "", window)
            attacker = f"The {self.empire_name(empire)}" if sources is None else \
                f"The survivors in {self.region_name(sources[0])}"
            picked = yield from choose(seat, f"{attacker} attack{'s' if sources is None else ''}: choose the region to "
                                             "attack", opts + cards, "6.1",
                                       always_ask=asked)
            if isinstance(picked.data, Play):
                yield from self.play_card(seat, picked.data)
                support = True
                continue
            target = picked.data
            break
        opts = [source_option(r, s.movable(r, empire), "8.5.7" if support else "6.1", target) for r in targets[target]]
        source = (yield from choose(seat, f"Attack {self.region_name(target)} from which region?", opts, "6.1")).data
        opts = list(unit_counts(s.movable(source, empire), "6.3", (region_id(source), region_id(target))))
        units = (yield from choose(seat, f"How many units attack {self.region_name(target)} from "
                                         f"{self.region_name(source)}?", opts, "6.1")).data
        yield from self.battle(seat, empire, source, target, units)

    def battle(self, seat: int, empire: str, source: str, target: str, units: int) -> Steps:
        s = self.s
        region = self.c.regions[target]
        battle = {"target": target, "killed": 0}
        self.m.event(f"The {self.empire_name(empire)} attacks {region.name} from {self.region_name(source)} "
                     f"with {count(units, 'unit')}", "6.1")
        window = ("before-battle",)
        cards, asked = self.card_window(seat, empire, "", window, battle)
        if asked:
            fight = fight_option(target)
            question = (f"The {self.empire_name(empire)} attacks {region.name} ({self.holding(target)}) with "
                        f"{count(units, 'unit')} from {self.region_name(source)}: play a card before the battle, or fight")
            picked = yield from choose(seat, question, [fight] + cards,
                                       "6.5", always_ask=True)
            if picked.id != "fight":
                yield from self.play_card(seat, picked.data)  # a retreat: the only effect played here
                yield from self.retreat(seat, target)
        defenders = s.unit_count[target]
        s.take_units(source, units)
        units = self.enter(empire, target, units)
        if units and defenders:
            losses = min(units, defenders)
            units -= losses
            s.remove_units(target, losses)
            s.reserve[empire] += losses
            battle["killed"] = losses
            self.m.event(f"Battle for {region.name}: each side loses {count(losses, 'unit')}", "6.5")
        if units:
            s.put_units(target, empire, units)
        holder = s.controller(target)
        self.m.event(f"{region.name} is held by the {self.empire_name(holder)}"
                     + (" (empty home region)" if not s.unit_count[target] else ""), "6.6" if not s.unit_count[target] else "6.5")
        yield from self.after_battle(seat, empire, battle)

    def enter(self, empire: str, target: str, units: int) -> int:
        """Attackers enter the region: a fort kills one of them first (rule 6.4)."""
        if self.c.regions[target].fort:
            self.s.reserve[empire] += 1
            units -= 1
            self.m.event(f"The fort at {self.region_name(target)} kills an attacking unit", "6.4")
        if not self.s.unit_count[target] and units:
            self.s.put_units(target, empire, units)
            return 0
        return units

    def retreat(self, seat: int, target: str) -> Steps:
        s = self.s
        defender = s.unit_empire[target]
        n = s.unit_count[target]
        havens = [r for r in self.c.adjacent[target] if s.controller(r) == defender]
        if not havens:
            s.remove_units(target, n)
            self.m.event(f"The {self.empire_name(defender)} defenders of {self.region_name(target)} "
                         "have nowhere to go and return to the reserve", "8.5.4")
            return
        opts = [Option(f"retreat:{r}", f"{self.region_name(r)} ({self.garrison(r)})", "8.5.4",
                       cards=(region_id(r), region_id(target)), data=r) for r in havens]
        haven = (yield from choose(seat, f"Retreat: where do the {self.empire_name(defender)} defenders of "
                                   f"{self.region_name(target)} ({count(n, 'unit')}) go?", opts, "8.5.4")).data
        s.take_units(target, n)
        s.put_units(haven, defender, n)
        self.m.event(f"The defenders of {self.region_name(target)} retreat to {self.region_name(haven)}", "8.5.4")

    def after_battle(self, seat: int, empire: str, battle: dict) -> Steps:
        s = self.s
        target = battle["target"]
        while True:
            cards, asked = self.card_window(seat, empire, "", ("after-battle",), battle)
            if not asked:
                return
            done = finish_attack_option(target)
            now = f"it holds {count(s.unit_count[target], self.empire_name(s.unit_empire[target]) + ' unit')}" \
                if s.unit_count[target] else f"it is empty, held by the {self.empire_name(s.controller(target))}"
            question = (f"The {self.empire_name(empire)} attacked {self.region_name(target)} and now {now}: play a "
                        "card, or finish the attack")
            picked = yield from choose(seat, question, [done] + cards, "8.1", always_ask=True)
            if picked.id == "done":
                return
            yield from self.play_card(seat, picked.data)
            effect = picked.data.effect
            if effect.effect == "domination":
                n, battle["killed"] = battle["killed"], 0
                yield from self.reinforce(seat, empire, n, "8.5.1", "Domination")
            elif effect.effect == "kill-all":
                dead, whose = s.unit_count[target], s.unit_empire[target]
                if whose != empire:
                    battle["killed"] += dead  # enemy units killed count for Domination
                s.remove_units(target, dead)
                self.m.event(f"Every unit left in the battle for {self.region_name(target)} dies: "
                             f"{count(dead, self.empire_name(whose) + ' unit')}", "8.5.2")
            else:
                self.m.event("The survivors attack again", "8.5.3")
                yield from self.attack(seat, empire, sources=[target])
                return

    # --- moving units (rule 8.5.8) -------------------------------------------------------
    def march(self, seat: int, empire: str) -> Steps:
        s = self.s
        sources = self.s.march_sources(empire)
        name = self.empire_name(empire)
        opts = [source_option(r, s.movable(r, empire), "8.5.8") for r in sources]
        source = (yield from choose(seat, f"Move {name} units: from which region?", opts, "8.5.8")).data
        opts = [Option(f"to:{r}", f"To {self.region_name(r)} ({self.garrison(r)})", "8.5.8", cards=(region_id(r),),
                       data=r) for r in sources[source]]
        dest = (yield from choose(seat, f"Move {name} units from {self.region_name(source)}: to which region?", opts,
                                  "8.5.8")).data
        opts = list(unit_counts(s.movable(source, empire), "8.5.8", (region_id(source), region_id(dest))))
        n = (yield from choose(seat, f"Move how many {name} units from {self.region_name(source)} to "
                                     f"{self.region_name(dest)}?", opts, "8.5.8")).data
        s.take_units(source, n)
        s.put_units(dest, empire, n)
        self.m.event(f"The {self.empire_name(empire)} moves {count(n, 'unit')} from {self.region_name(source)} to {self.region_name(dest)}", "8.5.8")

    # --- garrison, cleanup, loyalty (rules 7, 9, 10) ------------------------------------
    def garrison_check(self, empire: str) -> None:
        s = self.s
        for r in sorted(s.over_limit, key=self.c.board_places.__getitem__):  # in board order
            region = self.c.regions[r]
            excess = s.unit_count[r] - region.garrison_limit
            self.m.event(f"Garrison limit: {region.name} sends {count(excess, 'unit')} back to the reserve", "7.1")
            s.remove_units(r, excess)

    def cleanup(self) -> Steps:
        for step in self.turns(self.s.seats):
            seat = self.s.seat_in_turn(step)
            hand, discarded = self.s.hands[seat], self.s.in_play
            while len(hand) > HAND_LIMIT:
                opts = [Option(f"discard:{cid}", f"Discard {self.c.cards[cid].name}", "9.2", secret=True, cards=(cid,),
                               group=f"{self.empire_name(self.c.cards[cid].empire)} cards", data=cid) for cid in hand]
                cid = (yield from choose(seat, f"Cleanup: discard down to {HAND_LIMIT} cards ({len(hand) - HAND_LIMIT} "
                                               "to go)", opts, "9.2")).data
                hand.remove(cid)
                discarded.append(cid)
                self.m.checkpoint()  # a flow begun here goes on discarding: no secret choice is replayed
            if discarded:
                self.return_cards(discarded)
                self.m.event(f"{self.who(seat)} discards {count(len(discarded), 'card')} down to {HAND_LIMIT}", "9.2")
                self.m.event(f"You discard {', '.join(self.c.cards[c].name for c in discarded)}", "9.2", seats=[seat])
                discarded.clear()

    def loyalty_phase(self) -> Steps:
        s = self.s
        for step in self.turns(s.seats):
            seat = s.seat_in_turn(step)
            hidden = [i for i, shown in enumerate(s.revealed[seat]) if not shown]
            opts = [KEEP_LOYALTY]
            tokens = s.loyalty[seat]
            opts += [swap_option(seat, a, b, tokens[a], tokens[b]) for i, a in enumerate(hidden) for b in hidden[i + 1:]]
            picked = yield from choose(seat, "Loyalty phase: swap two of your hidden tokens (both are then revealed), "
                                       "or keep them", opts, "10.1")
            if picked.id == "keep":
                continue
            a, b = picked.data
            s.loyalty[seat][a], s.loyalty[seat][b] = s.loyalty[seat][b], s.loyalty[seat][a]
            s.revealed[seat][a] = s.revealed[seat][b] = True
            s.swaps[seat] += 1
            self.m.event(f"{self.who(seat)} swaps two loyalty tokens: {self.empire_name(s.loyalty[seat][a])} is now "
                         f"{LOYALTY_SLOTS[a][1]}, {self.empire_name(s.loyalty[seat][b])} is now {LOYALTY_SLOTS[b][1]}", "10.1")
            self.m.reveal()
