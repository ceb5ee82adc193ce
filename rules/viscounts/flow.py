"""Viscounts of the West Kingdom as one sequence of decisions: setup choices, then turns of six
phases until the kingdom falls into poverty or prosperity. Rule numbers are REFERENCE.md sections."""
from __future__ import annotations

from functools import cache

from rules.core import Option, Steps, ask, choose
from rules.core.words import count

from .cards import (ACTION_WORDS, CASTLE_CENTRE, GOOD_WORDS, TRACK, amounts, and_list, building_id,
                    building_name, manuscript_id, manuscript_name, or_list, player_card_id, printed_manuscript_id,
                    printed_townsfolk_id, section_id, section_name, segment_name, spot_id, spot_name, town_cards,
                    town_id, town_name, townsfolk_id, townsfolk_label)
from .components import EXCHANGES, PLACES, components
from .effects import FLIP_CARDS, FLIP_LABELS, FREE_MANUSCRIPT_COSTS, Board, Source
from .solo import SoloAI
from .state import card_of
from .townsfolk import ACTIONS, PAYS_WITH, RESOURCES, Step, Townsfolk, steps_text

EXCHANGE_LABELS = {"silver": "1 silver per Merchant icon", "resource": "a resource per 2 Merchant icons",
                   "destroy": "destroy a card per 3 Merchant icons", "flip": "a flip per 4 Merchant icons"}
TIERS = {1: "first", 2: "second"}
ACTION_RULES = {"trade": "9.2", "build": "9.3", "noble": "9.5.1", "transcribe": "9.6"}
ACTION_PLACES = {"trade": ("left", "right"), "build": ("left", "right"), "noble": ("inside",), "transcribe": ("inside",)}


# Options made on every turn, built once: self-play makes millions of them.
@cache
def play_option(cid: str) -> Option:
    return Option(f"play:{cid}", f"Play {townsfolk_label(cid)}: move {card_of(cid).cost}", "7.2",
                  cards=(townsfolk_id(cid),), data=cid)


@cache
def move_words(town: str, steps: int, unpaid: int) -> tuple[str, str, str]:
    """Moving to a town, the first `unpaid` spaces free (those of the card and buildings), each
    farther one for a silver: the option's id, label and group."""
    pay = max(0, steps - unpaid)
    return (f"move:{town}", f"Move to {town_name(town)}: {count(steps, 'space')}" + (f", {pay} silver" if pay else ""),
            segment_name(town.split(".")[0]))


@cache
def hire_options(cid: str) -> tuple[Option, Option]:
    """Hiring the townsfolk by the viscount, or nobody."""
    cards = (townsfolk_id(cid),)
    return (Option("hire:no", "Hire nobody", "10.1", cards=cards),
            Option("hire:yes", f"Hire {townsfolk_label(cid)} for {card_of(cid).cost} silver", "10.1", cards=cards))


@cache
def take_options(town_card: str) -> tuple[Option, ...]:
    """Taking each resource by one exchange of a trade at the town."""
    return tuple(Option(f"take:{r}", f"Take 1 {GOOD_WORDS[r][0]}", "9.2", cards=(town_card,), data=("take", r))
                 for r in RESOURCES)


@cache  # asked at every turn by a town of the outer paths: the same in every match
def exchange_at(side: str, town: str) -> str:
    """The exchange a trade makes at a town of the outer paths on this side of the board."""
    seg, place = town.split(".")
    return components().board.segments[seg].sides[side].exchange[place]


@cache
def town_spots(side: str, town: str) -> tuple[str, ...]:
    """The ids ("A.L1") of the building spots of a town on this side of the board."""
    seg, place = town.split(".")
    return tuple(f"{seg}.{spot.id}" for spot in components().board.segments[seg].sides[side].spots_of(place))


@cache
def building_option(kind: str, n: int, rule: str) -> Option:
    """Building one of the buildings on a player board; the ability it reveals said (rule 9.4)."""
    b = components().player.building(kind)
    return Option(f"building:{kind}:{n}", f"{b.name} {n}: then {b.abilities[n - 1].text}", rule,
                  cards=(building_id(kind, n),), group=f"{b.name}s", data=(kind, n))


@cache
def spot_option(side: str, spot: str, rule: str) -> Option:
    """Building on an empty spot, its reward said."""
    seg, sid = spot.split(".")
    reward = components().board.segments[seg].sides[side].spot(sid).reward
    return Option(f"spot:{spot}", f"{spot_name(spot)}: {steps_text(reward)}", rule, cards=(spot_id(side, spot),),
                  group=segment_name(seg), data=spot)


@cache  # made at every choice of primary actions: built once for each action and what it says
def action_offer(action: str, label: str, cards: tuple[str, ...]) -> Option:
    return Option(f"action:{action}", label, ACTION_RULES[action], cards=cards, data=action)


@cache  # made once for each set of empty spots a build is offered for
def build_words(side: str, segment: str, spots: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    """Building on a segment's empty `spots`, as an action offered: its label and the spots."""
    return (f"Build on {segment_name(segment)} {or_list([x.split('.')[1] for x in spots])}",
            tuple(spot_id(side, x) for x in spots))


@cache  # asked at every turn by a manuscript: made once for each segment and top of its pile
def manuscript_at(segment: str, top: str | None) -> tuple[Source, int]:
    """The manuscript by a segment's pile, its `top` or the one printed under it: as what a
    transcription pays for (its name and card), and its cost in Cleric icons."""
    c = components()
    if top:
        return Source(manuscript_name(top), (manuscript_id(top),)), c.manuscripts.cards[top].cost
    printed = c.board.segments[segment]
    return Source(f"{printed.name} Printed Manuscript", (printed_manuscript_id(segment),)), printed.manuscript.cost


@cache
def workers_option(k: int, icons: int, section: str) -> Option:
    """Placing `k` workers for `icons` Noble icons in a castle section."""
    return Option(f"workers:{k}", f"Place {count(k, 'worker')} ({count(icons, 'Noble icon')})", "9.5.1",
                  cards=(section_id(section),), data=k)


@cache
def free_hire_option(segment: str, cid: str) -> Option:
    """Hiring for free the townsfolk on top of a segment's pile."""
    return Option(f"hire:{segment}", f"Hire {townsfolk_label(cid)} from {segment_name(segment)}", "10.2",
                  cards=(townsfolk_id(cid),), data=segment)


@cache
def card_source(prefix: str, cid: str) -> Source:
    """A townsfolk as where an effect comes from: '<prefix><its name>' ("Hiring Friar")."""
    return Source(f"{prefix}{card_of(cid).name}", (townsfolk_id(cid),))


@cache
def section_source(section: str) -> Source:
    """The workers placed in a castle section, as what is paid for."""
    return Source(f"the workers in the {section_name(section)}", (section_id(section),))


@cache
def stop_trading(town_card: str) -> Option:
    return Option("done", "Stop trading", "9.2", cards=(town_card,))


FLIP_EXCHANGES = {k: Option(f"flip:{k}", FLIP_LABELS[k], "9.2", cards=(FLIP_CARDS[k],), data=("flip", k))
                  for k in FLIP_LABELS}


# --- funding an action (rule 9.1.2) -----------------------------------------------------
def free_icons_on(board: Board, action: str, extra_icons=()) -> int:
    """The icons an action gets for nothing from a board and `extra_icons`, the board's modifiers
    counting theirs."""
    icons = board.icons
    if extra_icons:
        icons = dict(icons)
        for icon, n in extra_icons:
            icons[icon] = icons.get(icon, 0) + n
    total = icons.get(ACTIONS[action][1], 0) + icons.get("criminal", 0)
    for mod in board.modifiers:
        if mod.action == action and mod.count:
            total += icons.get(mod.count, 0) // mod.per
    return total


def channels(board: Board, goods: dict[str, int], action: str) -> list[tuple[str, int, int]]:
    """Ways to buy icons for an action: (what is spent, icons per unit, units at most)."""
    found = [(PAYS_WITH[action], 1, goods[PAYS_WITH[action]])]
    for mod in board.modifiers:
        if mod.action != action:
            continue
        if mod.silver_per_icon:
            found.append(("silver", -mod.silver_per_icon, goods["silver"] // mod.silver_per_icon))
        for res in mod.resources:
            found.append((res, mod.worth, 1 if mod.once else goods[res]))
    return found


def icons_of(rate: int, units: int) -> int:
    """The icons `units` of a way to buy them give (see `channels`): rate > 0 is icons per unit,
    rate < 0 goods per icon."""
    return units * rate if rate > 0 else units


def spent_of(rate: int, units: int) -> int:
    """The goods `units` of a way to buy icons cost (see `icons_of`)."""
    return units if rate > 0 else units * -rate


def most_bought(goods: dict[str, int], ways: list[tuple[str, int, int]]) -> int:
    """The most icons the `ways` to buy them (see `channels`) can buy out of `goods`: `plans_for`
    finds a plan for any number of icons up to it and none past it."""
    if len(ways) == 1:  # only the action's own good (the usual case)
        return goods[ways[0][0]]

    def most(i, spent):
        if i == len(ways):
            return 0
        res, rate, units_at_most = ways[i]
        best = 0
        for units in range(0, units_at_most + 1):
            cost = spent_of(rate, units)
            if spent.get(res, 0) + cost > goods[res]:
                break
            best = max(best, icons_of(rate, units) + most(i + 1, {**spent, res: spent.get(res, 0) + cost}))
        return best

    return most(0, {})


def plans_for(goods: dict[str, int], ways: list[tuple[str, int, int]], missing: int) -> list[dict[str, int]]:
    """Every way to pay `missing` icons through the `ways` to buy them (see `channels`) out of
    `goods` that wastes nothing, as goods spent; the cheapest first."""
    if missing <= 0:
        return [{}]
    if len(ways) == 1:  # only the action's own good (the usual case): one plan or none
        good = ways[0][0]
        return [{good: missing}] if goods[good] >= missing else []
    found: list[dict[str, int]] = []

    def search(i, left, spent):
        if left <= 0:
            if spent not in found:
                found.append(dict(spent))
            return
        if i == len(ways):
            return
        res, rate, most = ways[i]
        for units in range(0, most + 1):
            cost = spent_of(rate, units)
            if spent.get(res, 0) + cost > goods[res]:
                break
            nxt = dict(spent)
            if cost:
                nxt[res] = nxt.get(res, 0) + cost
            search(i + 1, left - icons_of(rate, units), nxt)
            if left - icons_of(rate, units) <= 0:
                break

    search(0, missing, {})

    def wasteful(plan):
        return any(other != plan and all(other.get(g, 0) <= plan.get(g, 0) for g in {*plan, *other})
                   for other in found)

    return sorted((p for p in found if not wasteful(p)), key=lambda p: (sum(p.values()), sorted(p.items())))


class Flow(SoloAI):
    # --- the game ---------------------------------------------------------------------
    def run(self) -> Steps:
        """The game from wherever the state stands: the setup choices, then turn after turn,
        each turn starting at a checkpoint. The state's turn count moves on only once a turn
        is over, so a flow started from a checkpoint plays that turn again."""
        s = self.s
        if not s.round:
            yield from self.choose_player_cards()
            s.round = 1
            self.say("Round 1 begins", "6.1")
        while not s.over:
            while s.turn < s.players:
                self.m.checkpoint()
                seat = (s.start_player + s.turn) % s.players
                yield from (self.ai_turn(seat) if self.is_ai(seat) else self.turn(seat))
                s.turn += 1
            if s.final_round and not s.last_round:
                s.last_round = s.round + 1
            if s.last_round == s.round:
                s.over = True
                self.say("The game ends", "13.1")
            else:
                s.round += 1
                s.turn = 0
                self.say(f"Round {s.round} begins", "6.1")

    # --- setup (rule 2.6) -------------------------------------------------------------
    def choose_player_cards(self) -> Steps:
        """In reverse turn order each person takes a player card and hero pair (setup gains
        come from the supply, so the kingdom's piles are filled again after); then the solo AI
        sets up, and everyone shuffles and draws."""
        s = self.s
        humans = [seat for seat in range(s.players) if not self.is_ai(seat)]
        while s.turn < len(humans):
            self.m.checkpoint()
            seat = humans[(s.start_player - 1 - s.turn) % len(humans)]
            s.current = seat
            opts = [Option(f"pair:{n}:{hero}", f"Player Card {n}, {card_of(hero).name}: start at "
                           f"{town_name(self.c.board.start_town(n))}", "2.6",
                           cards=(player_card_id(n), townsfolk_id(hero),
                                  town_id(s.side, self.c.board.start_town(n))), data=(n, hero)) for n, hero in s.offers]
            number, hero = (yield from choose(seat, "Choose a player card and hero pair", opts, "2.6")).data
            s.offers.remove((number, hero))
            yield from self.take_player_card(seat, number, hero)
            s.turn += 1
        self.m.checkpoint()
        for seat in range(s.players):
            if self.is_ai(seat):
                yield from self.ai_setup(seat)
        s.fill_kingdom_piles()
        s.turn = 0
        for seat in humans:
            p = s.seats[seat]
            p.draw = p.hand + p.discard + p.draw
            p.hand, p.discard = [], []
            self.m.rng.shuffle(p.draw)
            self.draw(seat, self.c.player.hand_limit)

    def take_player_card(self, seat: int, number: int, hero: str) -> Steps:
        p = self.s.seats[seat]
        card = self.c.player.cards[number]
        p.town = self.c.board.start_town(number)
        p.player_card = number
        p.hand.append(hero)  # the starting cards wait in hand until the deck is shuffled
        self.say(f"{self.who(seat)} takes Player Card {number} and {card_of(hero).name}; "
                 f"their Viscount starts at {town_name(p.town)}", "2.6")
        source = Source(f"Player Card {number}", (player_card_id(number),))
        for item, n in card.items:
            if item in p.goods:
                p.goods[item] += n
            elif item == "debt":
                p.debts += n
            elif item == "deed":
                p.deeds += n
            else:  # any resource of the seat's choice
                for k in range(1, n + 1):
                    yield from self.gain_resource(seat, "2.6", source, f" ({k} of {n})" if n > 1 else "")
        at_home = card.extra_at == "viscount-space"
        for step in card.extra:
            if step.kind == "build":
                yield from self.build_free(seat, source, only_town=p.town if at_home else None)
            else:
                yield from self.step(seat, step, "2.6", source)

    def town_card(self, town: str) -> str:
        return town_id(self.s.side, town)

    def spot_card(self, spot: str) -> str:
        return spot_id(self.s.side, spot)

    # --- one turn (rule 6.2) ----------------------------------------------------------
    def turn(self, seat: int) -> Steps:
        s = self.s
        s.current = seat
        p = s.seats[seat]
        p.turns += 1
        p.dismissed, p.lent, p.action = False, (), ""
        self.say(f"{self.who(seat)}'s turn", "6.2")
        s.phase = 1
        played = yield from self.card_management(seat)
        s.phase = 2
        yield from self.movement(seat, card_of(played).cost)
        s.phase = 3
        yield from self.primary_action(seat)
        s.phase = 4
        yield from self.recruit(seat)
        s.phase = 5
        yield from self.collision(seat)
        s.phase = 6
        limit = (self.c.player.hand_limit + self.building_ability(seat, "hand_limit")
                 + (self.c.kingdom.castle_leader_hand if s.castle_leader == seat else 0))
        self.draw(seat, max(0, limit - len(p.hand)))

    # --- phase 1: card management (rule 7) ----------------------------------------------
    def card_management(self, seat: int) -> Steps:
        p = self.s.seats[seat]
        dropped = p.row[-1]
        p.row = [None] + p.row[:-1]
        if dropped:
            p.discard.append(dropped)
            card = card_of(dropped)
            self.say(f"{card.name} drops off {self.who(seat)}'s board", "7.1")
            if card.ability and card.ability.timing == "dropoff":
                yield from self.resolve(seat, card.ability.effect, "7.1",
                                        Source(f"{card.name} drops off your board", (townsfolk_id(dropped),)))
        if p.hand:
            opts = [play_option(cid) for cid in dict.fromkeys(p.hand)]  # each card once, in hand order
            played = (yield from choose(seat, "Play a card to your board", opts, "7.2")).data
            p.hand.remove(played)
        else:
            played = self.top_of_draw(seat)
            p.draw.remove(played)
            self.say(f"{self.who(seat)} has no cards in hand and plays the top of their draw pile", "7.3")
        p.row[0] = played
        card = card_of(played)
        self.say(f"{self.who(seat)} plays {card.name}", "7.2")
        self.m.reveal()
        if card.icon("criminal"):
            self.corruption(seat, self.criminals_on_board(seat))
        if card.ability and card.ability.timing == "instant":
            yield from self.resolve(seat, card.ability.effect, "7.2", card_source("", played))
        return played

    # --- phase 2: movement (rule 8) -----------------------------------------------------
    def reachable(self, start: str, least: int, most: int) -> dict[str, int]:
        """Towns a move of `least` to `most` spaces can end on, with the fewest spaces each, the
        nearest first (by name among equals)."""
        return {town: steps for town, steps in self.ends(start, least, most).items() if steps <= most}

    def ends(self, start: str, least: int, most: int) -> dict[str, int]:
        """See `components.Moves.ends`. Shared: not to be changed."""
        return self.moves.ends(start, least, most)

    def towns_beside(self) -> dict[str, tuple[str, ...]]:
        """Each town and what lies by it (see `town_cards`), worked out again only for the segments
        whose pile tops changed since last asked: a move offers a dozen towns, and the tops change a
        few times a round. Shared: not to be changed."""
        s = self.s
        for seg, townsfolk in s.townsfolk_piles.items():  # their tops read as State.visible_townsfolk, top_manuscript
            manuscripts = s.manuscript_piles[seg]
            tops = (townsfolk[-1] if townsfolk else None, manuscripts[-1] if manuscripts else None)
            if self.tops.get(seg) != tops:
                self.tops[seg] = tops
                for place in PLACES:
                    town = f"{seg}.{place}"
                    self.beside[town] = town_cards(s.side, town, tops[0], tops[1] if place == "inside" else None)
        return self.beside

    def movement(self, seat: int, value: int) -> Steps:
        p = self.s.seats[seat]
        unpaid = value + self.building_ability(seat, "extra_move")  # the spaces moved for nothing
        most, beside = unpaid + p.goods["silver"], self.towns_beside()
        towns = self.ends(p.town, value, most)
        opts = []
        for town, steps in towns.items():  # the nearest first
            if steps > most:
                break
            ident, label, group = move_words(town, steps, unpaid)
            opts.append(Option(ident, label, "8.1", False, beside[town], group, town))
        town = (yield from choose(seat, f"Move your Viscount at least {count(value, 'space')}", opts, "8.1")).data
        p.goods["silver"] -= max(0, towns[town] - unpaid)
        p.town = town
        self.say(f"{self.who(seat)} moves to {town_name(town)}", "8.1")
        yield from self.meet_viscounts(seat)

    def meet_viscounts(self, seat: int) -> Steps:
        """Each other viscount on the town reached may rearrange its owner's board (rule 8.3)."""
        s = self.s
        town = s.seats[seat].town
        for other in range(s.players):
            if other != seat and s.seats[other].town == town:
                if not self.is_ai(other):
                    self.say(f"{self.who(other)} may rearrange their board", "8.3")
                why = f"{self.who(seat)}'s Viscount ends its move on your town, {town_name(town)}"
                yield from self.rearrange(other, "8.3", Source(why, (self.town_card(town),)))

    # --- phase 3: primary action (rule 9) -----------------------------------------------
    def primary_action(self, seat: int) -> Steps:
        p = self.s.seats[seat]
        place = self.s.place_of(p.town)
        # what each action here gains with nothing lent: the buildings or worker counts to choose
        # among, kept for the action itself unless a dismissal changes the goods and icons
        gains = {a: self.gains(seat, a) for a, places in ACTION_PLACES.items() if place in places}
        alone_for = {a: bool(gain) for a, gain in gains.items()}
        offered = [a for a, alone in alone_for.items() if alone or self.completes_by_dismissing(seat, a)]
        if not offered:
            self.say(f"{self.who(seat)} can take no primary action here", "9.1.1")
            return
        if len(offered) == 1:  # taken without asking, as any choice of one: its words would never be seen
            p.action = offered[0]
        else:
            opts = [self.action_option(seat, a, alone_for[a]) for a in offered]
            p.action = (yield from choose(seat, f"Choose your primary action at {town_name(p.town)}", opts,
                                          "9.1.1")).data
        yield from self.offer_dismissal(seat, p.action, alone_for[p.action])
        gain = None if p.dismissed else gains[p.action]  # a dismissal changed the goods and icons it counted
        if p.action == "trade":
            yield from self.trade(seat, p.lent)
        elif p.action == "build":
            yield from self.build(seat, p.lent, gain)
        elif p.action == "noble":
            yield from self.place_workers(seat, p.lent, gain)
        else:
            yield from self.transcribe(seat, p.lent)

    def action_option(self, seat: int, action: str, alone: bool) -> Option:
        """An action offered; one completed only by dismissing the townsfolk by the viscount says so."""
        label, cards = self.action_words(seat, action)
        if not alone:  # the dismissal is then part of the action
            card = self.adjacent_townsfolk(seat)
            label += f", dismissing {card.name} for {self.dismiss_cost(seat, card)} silver"
            cards += (self.adjacent_townsfolk_id(seat),)
        return action_offer(action, label, cards)

    def action_words(self, seat: int, action: str) -> tuple[str, tuple[str, ...]]:
        """An action's label and what it concerns: the town (its exchange), the empty spots, the
        castle section or the manuscript by the Viscount."""
        s, town = self.s, self.s.seats[seat].town
        seg = s.segment_of(town)
        if action == "trade":
            return f"Trade: {EXCHANGE_LABELS[self.exchange_here(seat)]}", (self.town_card(town),)
        if action == "build":
            return build_words(s.side, seg, tuple(self.empty_spots(town)))
        if action == "noble":
            return f"Place workers in the {section_name(s.castle_faces[seg])}", (section_id(s.castle_faces[seg]),)
        (name, cards), cost = manuscript_at(seg, s.top_manuscript(seg))
        return f"Transcribe {name} ({count(cost, 'Cleric icon')})", cards

    def completes(self, seat: int, action: str, lent=()) -> bool:
        """Whether the action can be paid for and gain something here, with `lent` icons (9.1.1)."""
        return bool(self.gains(seat, action, lent))

    def gains(self, seat: int, action: str, lent=()) -> list | bool:
        """What the action can be paid for and gain here, with `lent` icons: the buildings (see
        `build_options`), the numbers of workers (`worker_options`), or for a trade or a
        transcription whether it can (9.1.1)."""
        if action == "trade":
            return self.can_trade(seat, lent)
        if action == "build":
            return self.build_options(seat, lent)
        if action == "noble":
            return self.worker_options(seat, lent)
        cost = self.transcribe_cost(seat)
        return bool(cost) and cost <= self.most_icons(seat, "transcribe", lent)

    def completes_by_dismissing(self, seat: int, action: str, card=None) -> bool:
        """Whether the action can still be completed once the townsfolk by the viscount (`card`, if
        found already by `dismissable`) is dismissed for it: its icons lent, its cost paid and the
        goods its effect gives taken."""
        card = card or self.dismissable(seat, action)
        if card is None:
            return False
        goods = self.s.seats[seat].goods
        change = {"silver": -self.dismiss_cost(seat, card)}
        for step in card.on_hire:
            for good, n in step.gains:
                if good in goods:
                    change[good] = change.get(good, 0) + n
        for good, n in change.items():  # for the check only: put back below
            goods[good] += n
        try:
            return self.completes(seat, action, self.lent_icons(card))
        finally:
            for good, n in change.items():
                goods[good] -= n

    # --- funding an action (rule 9.1.2) -----------------------------------------------
    def free_icons(self, seat: int, action: str, extra_icons=()) -> int:
        return free_icons_on(self.board(seat), action, extra_icons)

    def plans(self, seat: int, action: str, need: int, extra_icons=()) -> list[dict[str, int]]:
        """Every way to pay the icons still missing after the free ones that wastes nothing (no
        other way spends less of every good), as goods spent; the cheapest first."""
        board, goods = self.board(seat), self.s.seats[seat].goods
        return plans_for(goods, channels(board, goods, action), need - free_icons_on(board, action, extra_icons))

    def most_icons(self, seat: int, action: str, extra_icons=()) -> int:
        """The most icons the seat can pay for the action: it has a plan (see `plans`) for any
        number up to it and none past it, so what it can afford is known without making plans."""
        board, goods = self.board(seat), self.s.seats[seat].goods
        return free_icons_on(board, action, extra_icons) + most_bought(goods, channels(board, goods, action))

    def pay(self, seat: int, action: str, need: int, extra_icons, what: Source) -> Steps:
        """Pay for `what` (its words and components) by one of the plans that waste nothing; many
        plans are filed by how much of the action's own good they spend."""
        plans = self.plans(seat, action, need, extra_icons)
        own = PAYS_WITH[action]
        if len(plans) > 1:
            opts = [Option(f"plan:{i}", f"Pay {amounts(tuple(plan.items()))}", "9.1.2", cards=what.cards,
                           group=f"Spending {amounts(((own, plan.get(own, 0)),))}", data=plan)
                    for i, plan in enumerate(plans)]
            plan = (yield from choose(seat, f"How do you pay for {what.text}?", opts, "9.1.2")).data
        else:
            plan = plans[0]
        goods = self.s.seats[seat].goods
        for good, n in plan.items():
            goods[good] -= n
        if plan:
            self.say(f"{self.who(seat)} pays {amounts(tuple(plan.items()))}", "9.1.2")

    # --- dismissing (rule 9.1.3) --------------------------------------------------------
    def adjacent_townsfolk(self, seat: int) -> Townsfolk | None:
        """The visible townsfolk by the viscount, or the one printed under an empty pile."""
        seg = self.s.segment_of(self.s.seats[seat].town)
        top = self.s.visible_townsfolk(seg)
        return card_of(top) if top else self.c.board.segments[seg].townsfolk

    def adjacent_townsfolk_id(self, seat: int) -> str:
        seg = self.s.segment_of(self.s.seats[seat].town)
        top = self.s.visible_townsfolk(seg)
        return townsfolk_id(top) if top else printed_townsfolk_id(seg)

    def lent_icons(self, card) -> tuple[tuple[str, int], ...]:
        """The icons a dismissed card adds to the action; one printed on the board adds none (rule 9.1.3)."""
        return card.icons if isinstance(card, Townsfolk) else ()

    def dismiss_cost(self, seat: int, card) -> int:
        return 1 if self.building_ability(seat, "dismiss_cost") else card.cost

    def dismissable(self, seat: int, action: str):
        p = self.s.seats[seat]
        card = self.adjacent_townsfolk(seat)
        icons = dict(card.icons)
        if p.dismissed or not (icons.get(ACTIONS[action][1]) or icons.get("criminal")):
            return None
        return card if p.goods["silver"] >= self.dismiss_cost(seat, card) else None

    def offer_dismissal(self, seat: int, action: str, alone: bool) -> Steps:
        """The townsfolk by the viscount may be dismissed for the action: its icons go to
        `Seat.lent` for this turn's action. Only what completes the action is offered: not
        dismissing where the action needs the card (it does not complete `alone`), dismissing only
        where the action can still be paid after it (an action chosen though it does not complete
        alone was offered because it does so)."""
        s, p = self.s, self.s.seats[seat]
        card = self.dismissable(seat, action)
        if card is None:
            return
        cost = self.dismiss_cost(seat, card)
        seg = s.segment_of(p.town)
        top = s.visible_townsfolk(seg)
        cards = (self.adjacent_townsfolk_id(seat),)
        gives = ["its icons"] if top else []
        gives += [steps_text(card.on_hire)] if card.on_hire else []
        name = townsfolk_label(top) if top else card.name
        opts = [Option("dismiss:no", "Do not dismiss", "9.1.3", cards=cards)] if alone else []
        if not alone or self.completes_by_dismissing(seat, action, card):
            opts.append(Option("dismiss:yes", f"Dismiss {name} for {cost} silver ({and_list(gives) if gives else 'nothing'}"
                               + ("" if top else ", no icons") + ")", "9.1.3", cards=cards))
        question = f"{ACTION_WORDS[action]}: dismiss {card.name}, the townsfolk by your Viscount?"
        if (yield from ask(seat, question, opts, "9.1.3")) == "dismiss:no":
            return
        p.goods["silver"] -= cost
        p.dismissed, p.lent = True, self.lent_icons(card)
        if top:
            s.removed.append(s.townsfolk_piles[seg].pop())
        self.say(f"{self.who(seat)} dismisses {card.name}", "9.1.3")
        self.m.reveal()
        yield from self.resolve(seat, card.on_hire, "9.1.3", Source(f"Dismissing {card.name}", cards))

    # --- trade (rule 9.2) ---------------------------------------------------------------
    def exchange_here(self, seat: int) -> str:
        return exchange_at(self.s.side, self.s.seats[seat].town)

    def can_trade(self, seat: int, extra_icons) -> bool:
        """At least one exchange can be made here (rule 9.2)."""
        exchange, pool = self.exchange_here(seat), self.free_icons(seat, "trade", extra_icons)
        if exchange == "silver":
            return pool > 0
        return pool + self.s.seats[seat].goods["silver"] >= EXCHANGES[exchange] and bool(self.exchange_options(seat, exchange))

    def trade(self, seat: int, extra_icons) -> Steps:
        p = self.s.seats[seat]
        exchange = self.exchange_here(seat)
        pool = self.free_icons(seat, "trade", extra_icons)
        if exchange == "silver":
            self.say(f"{self.who(seat)} trades {count(pool, 'Merchant icon')} for {pool} silver", "9.2")
            yield from self.step(seat, Step("gain", gains=(("silver", pool),)), "9.2")
        else:
            cost = EXCHANGES[exchange]
            silver = p.goods["silver"]  # what the trade is funded from: silver a destroy brings pays for nothing more
            made = 0
            while pool + silver >= cost:
                opts = self.exchange_options(seat, exchange)
                if not opts:
                    break
                if made:  # the first exchange is the action itself (9.1.1)
                    opts.append(stop_trading(self.town_card(p.town)))
                if self.is_ai(seat):
                    kind, what = self.ai_exchange(seat, exchange)
                else:
                    picked = yield from choose(seat, f"Trade: each exchange costs {count(cost, 'Merchant icon')} "
                                                     f"(you have {pool} left, then 1 silver each)", opts, "9.2")
                    if picked.id == "done":
                        break
                    kind, what = picked.data
                made += 1
                used = min(pool, cost)
                pool -= used
                silver -= cost - used
                p.goods["silver"] -= cost - used
                yield from self.do_exchange(seat, kind, what)
        yield from self.triggered(seat, "after_trade")

    def exchange_options(self, seat: int, exchange: str) -> list[Option]:
        """What one exchange can give, each option standing for (kind, what): ("take", "ink"),
        ("destroy", a card or None for the top of the draw pile), ("flip", "debt"); the solo AI
        flips where a person would destroy (15.3)."""
        p = self.s.seats[seat]
        if exchange == "resource":
            return list(take_options(self.town_card(p.town)))
        if exchange == "destroy" and not p.ai:
            return self.lose_options(seat, "destroy", "9.2", (self.town_card(p.town),))
        return [FLIP_EXCHANGES[k] for k in self.flippable(seat, "either")]

    def do_exchange(self, seat: int, kind: str, what: str | None) -> Steps:
        p = self.s.seats[seat]
        if kind == "take":
            p.goods[what] += 1
            self.say(f"{self.who(seat)} trades for 1 {GOOD_WORDS[what][0]}", "9.2")
        elif kind == "destroy":
            self.lose(seat, kind, what, "9.2")
        else:
            yield from self.flip(seat, what)

    # --- build (rules 9.3, 9.4) ---------------------------------------------------------
    def unbuilt(self, seat: int, kind: str) -> list[int]:
        """Which buildings of a type are still on the seat's board (1 = the left-most)."""
        built = self.s.seats[seat].built.get(kind, [])
        return [n for n in range(1, self.c.player.building(kind).count + 1) if n not in built]

    def empty_spots(self, town: str | None) -> list[str]:
        """Empty building spots on the town's side of the river, or anywhere when town is None."""
        s = self.s
        spots = town_spots(s.side, town) if town else [f"{seg}.{spot.id}" for seg in s.order
                                                        for spot in self.c.board.segments[seg].sides[s.side].spots]
        return [sid for sid in spots if s.spots[sid] is None]

    def build_options(self, seat: int, extra_icons) -> list[tuple[str, int]]:
        """Any of the buildings still on the board that the seat can afford, where its town has
        an empty spot (rule 9.3)."""
        if not self.empty_spots(self.s.seats[seat].town):
            return []
        most = self.most_icons(seat, "build", extra_icons)
        return [(b.id, n) for b in self.c.player.buildings if b.cost <= most for n in self.unbuilt(seat, b.id)]

    def build(self, seat: int, extra_icons, options: list[tuple[str, int]] | None = None) -> Steps:
        """Offered only where it can be paid for (9.1.1): the choice among the `build_options`
        (`options`, if worked out already) is never empty."""
        if options is None:
            options = self.build_options(seat, extra_icons)
        kind, number = yield from self.choose_building(seat, options, "9.3", "Which building do you build?")
        spot = yield from self.choose_spot(seat, self.empty_spots(self.s.seats[seat].town), kind, number, "9.3")
        yield from self.pay(seat, "build", self.c.player.building(kind).cost, extra_icons,
                            Source(building_name(kind, number), (building_id(kind, number),)))
        yield from self.place_building(seat, kind, number, spot)
        yield from self.triggered(seat, "after_build")

    def build_free(self, seat: int, source: Source = Source(), only_town: str | None = None) -> Steps:
        spots = self.empty_spots(only_town)
        options = [(b.id, n) for b in self.c.player.buildings for n in self.unbuilt(seat, b.id)]
        if not spots or not options:
            return
        kind, number = yield from self.choose_building(seat, options, "16.3",
                                                       source.prompt("which building do you build for free?"))
        spot = yield from self.choose_spot(seat, spots, kind, number, "16.3")
        yield from self.place_building(seat, kind, number, spot)

    def choose_building(self, seat: int, options: list[tuple[str, int]], rule: str, prompt: str) -> Steps:
        """Any one of the buildings still on the board; each reveals the ability printed under it (rule 9.4)."""
        opts = [building_option(kind, n, rule) for kind, n in options]
        return (yield from choose(seat, prompt, opts, rule)).data

    def choose_spot(self, seat: int, spots: list[str], kind: str, number: int, rule: str) -> Steps:
        opts = [spot_option(self.s.side, sid, rule) for sid in spots]
        return (yield from choose(seat, f"Build {building_name(kind, number)} on which spot?", opts, rule)).data

    def place_building(self, seat: int, kind: str, number: int, spot: str) -> Steps:
        s, p = self.s, self.s.seats[seat]
        seg, sid = spot.split(".")
        side = self.c.board.segments[seg].sides[s.side]
        p.built[kind] = sorted(p.built.get(kind, []) + [number])
        s.spots[spot] = (seat, kind)
        name = spot_name(spot)
        self.say(f"{self.who(seat)} builds {building_name(kind, number)} on {name}", "9.3")
        yield from self.resolve(seat, side.spot(sid).reward, "9.3",
                                Source(f"Building on {name}", (self.spot_card(spot),)))
        for link in side.links:
            if sid in link.between:
                end = f"{seg}.{link.between[0] if link.between[1] == sid else link.between[1]}"
                other = s.spots[end]
                if other is not None:
                    owners = [seat] if other[0] == seat else [seat, other[0]]
                    self.say(f"The link between {name} and {spot_name(end)} pays "
                             f"{' and '.join(self.who(o) for o in owners)}: {steps_text(link.reward)}", "9.3")
                    ends = (self.spot_card(spot), self.spot_card(end))
                    for owner in owners:
                        why = (f"The link between {name} and {spot_name(end)}" if owner == seat else
                               f"{self.who(seat)} builds on {name}, linked to your building on {spot_name(end)}")
                        yield from self.resolve(owner, link.reward, "9.3", Source(why, ends))

    # --- place workers and the castle (rule 9.5) ------------------------------------------
    def worker_options(self, seat: int, extra_icons) -> list[int]:
        """The numbers of workers the seat can place and pay for (rule 9.5.1)."""
        supply = self.s.seats[seat].workers
        most = self.most_icons(seat, "noble", extra_icons)
        counts = []
        for k, need in enumerate(self.c.player.noble, start=1):
            if k > supply or need > most:
                break  # the icons needed rise with the workers (components check it): no more either
            counts.append(k)
        return counts

    def place_workers(self, seat: int, extra_icons, counts: list[int] | None = None) -> Steps:
        """Offered only where it can be paid for (9.1.1): the choice among the `worker_options`
        (`counts`, if worked out already) is never empty."""
        if counts is None:
            counts = self.worker_options(seat, extra_icons)
        section = self.s.castle_faces[self.s.segment_of(self.s.seats[seat].town)]
        where = section_source(section)
        opts = [workers_option(k, self.c.player.noble[k - 1], section) for k in counts]
        question = f"How many workers do you place in the {section_name(section)}?"
        k = (yield from choose(seat, question, opts, "9.5.1")).data
        yield from self.pay(seat, "noble", self.c.player.noble[k - 1], extra_icons, where)
        yield from self.add_workers(seat, section, k)
        yield from self.triggered(seat, "after_noble")

    def add_workers(self, seat: int, section: str, k: int) -> Steps:
        s = self.s
        k = min(k, s.seats[seat].workers)
        if not k:
            return
        s.seats[seat].workers -= k
        s.tier1[section][seat] += k
        self.say(f"{self.who(seat)} places {count(k, 'worker')} in the {section_name(section)}", "9.5.1")
        yield from self.resolve_castle(seat)

    def ring(self) -> tuple[str, ...]:
        return self.c.board.castle.ring

    def resolve_castle(self, seat: int) -> Steps:
        """First tier groups of three, then the second tier, then bump-offs (rules 9.5.2-9.5.4)."""
        s, ring = self.s, self.ring()
        while True:
            groups = [sec for sec in ring if s.tier1[sec][seat] >= 3]
            if not groups:
                break
            if self.is_ai(seat):  # clockwise from the section by its viscount (15.6)
                start = ring.index(s.castle_faces[s.segment_of(s.seats[seat].town)])
                sec = min(groups, key=lambda g: (ring.index(g) - start) % len(ring))
            elif len(groups) > 1:
                opts = [Option(f"group:{g}", f"The {section_name(g)} first", "9.5.2", cards=(section_id(g),), data=g)
                        for g in groups]
                sec = (yield from choose(seat, "Which group of three moves first?", opts, "9.5.2")).data
            else:
                sec = groups[0]
            i = ring.index(sec)
            s.tier1[sec][seat] -= 3
            s.tier2[sec][seat] += 1
            s.tier1[ring[(i + 1) % len(ring)]][seat] += 1
            s.tier1[ring[(i - 1) % len(ring)]][seat] += 1
            self.say(f"{self.who(seat)}'s workers in the {section_name(sec)}: one moves inwards, one each way around",
                     "9.5.2")
            yield from self.resolve(seat, self.c.board.castle.section(sec).tier2, "9.5.2",
                                    Source(f"The {section_name(sec)}'s second tier", (section_id(sec),)))
        for sec in ring:
            while s.tier2[sec][seat] >= 3:
                s.tier2[sec][seat] -= 1
                s.tier3[seat] += 1
                self.say(f"{self.who(seat)} moves a worker into the castle's third tier", "9.5.3")
                yield from self.resolve(seat, self.c.board.castle.tier3, "9.5.3",
                                        Source("The castle's third tier", (CASTLE_CENTRE,)))
                self.check_leader(seat)
        yield from self.bump_off(s.current)

    def check_leader(self, seat: int) -> None:
        s = self.s
        if s.castle_leader is None or (s.castle_leader != seat and s.tier3[seat] > s.tier3[s.castle_leader]):
            s.castle_leader = seat
            self.say(f"{self.who(seat)} takes the Castle Leader card", "9.5.5")

    def bump_off(self, chooser: int) -> Steps:
        s, cap = self.s, self.c.board.castle.capacity
        for tier, rows in ((1, s.tier1), (2, s.tier2)):
            for sec in self.ring():
                while sum(rows[sec]) > cap:
                    if self.is_ai(chooser):  # the AI always bumps the human's workers (15.6)
                        others = [q for q in range(s.players) if q != chooser and rows[sec][q]]
                        q = others[0] if others else chooser
                        yield from self.bump(q, tier, rows, sec)
                        continue
                    here = (section_id(sec),)
                    opts = [Option(f"bump:{q}", "Bump one of your own workers" if q == chooser else
                                   f"Bump one of {self.who(q)}'s workers", "9.5.4", cards=here, data=q)
                            for q in range(s.players) if rows[sec][q]]
                    question = (f"More than {cap} workers in the {section_name(sec)}'s {TIERS[tier]} tier: whose "
                                f"worker do you bump?")
                    q = (yield from choose(chooser, question, opts, "9.5.4")).data
                    yield from self.bump(q, tier, rows, sec)

    def bump(self, q: int, tier: int, rows: dict[str, list[int]], sec: str) -> Steps:
        rows[sec][q] -= 1
        self.s.seats[q].workers += 1
        where = f"the {section_name(sec)}'s {TIERS[tier]} tier"
        self.say(f"One of {self.who(q)}'s workers is bumped from {where}", "9.5.4")
        chooser = self.s.current
        why = f"Your worker bumped from {where}" if q == chooser else f"{self.who(chooser)} bumps your worker from {where}"
        yield from self.resolve(q, self.c.board.castle.bump[tier], "9.5.4", Source(why, (section_id(sec),)))

    def castle_move(self, seat: int, source: Source = Source()) -> Steps:
        s, ring = self.s, self.ring()
        opts = []
        for i, sec in enumerate(ring):
            if s.tier1[sec][seat]:
                for nxt in sorted({ring[(i + 1) % len(ring)], ring[(i - 1) % len(ring)]}):
                    opts.append(Option(f"castle:{sec}:{nxt}", f"Move a worker from the {section_name(sec)} to the "
                                       f"{section_name(nxt)}", "16.3", cards=(section_id(sec), section_id(nxt)),
                                       group=f"From the {section_name(sec)}", data=(sec, nxt)))
        if not opts:
            return
        opts = sorted(opts, key=lambda o: o.id) + [Option("skip", "Do not move a worker", "16.3", cards=source.cards)]
        question = "move one of your first-tier workers to a neighbouring section?"
        picked = yield from choose(seat, source.prompt(question), opts, "16.3")
        if picked.id == "skip":
            return
        a, b = picked.data
        s.tier1[a][seat] -= 1
        s.tier1[b][seat] += 1
        self.say(f"{self.who(seat)} moves a worker from the {section_name(a)} to the {section_name(b)}", "16.3")
        yield from self.resolve_castle(seat)

    # --- transcribe (rule 9.6) ----------------------------------------------------------
    def transcribe_cost(self, seat: int) -> int:
        """The cost of the manuscript by the seat's Viscount (see `manuscript_at`)."""
        seg = self.s.segment_of(self.s.seats[seat].town)
        return manuscript_at(seg, self.s.top_manuscript(seg))[1]

    def transcribe(self, seat: int, extra_icons) -> Steps:
        s, p = self.s, self.s.seats[seat]
        seg = s.segment_of(p.town)
        top = s.top_manuscript(seg)
        source, cost = manuscript_at(seg, top)
        yield from self.pay(seat, "transcribe", cost, extra_icons, source)
        if top:
            yield from self.take_manuscript(seat, s.manuscript_piles[seg].pop(), "9.6")
        else:
            self.say(f"{self.who(seat)} transcribes {source.text}", "9.6")
            yield from self.resolve(seat, self.c.board.segments[seg].manuscript.effect, "9.6", source)
        yield from self.triggered(seat, "after_transcribe")

    def take_manuscript(self, seat: int, mid: str, rule: str) -> Steps:
        s, p = self.s, self.s.seats[seat]
        card = self.c.manuscripts.cards[mid]
        p.manuscripts.append(mid)
        self.say(f"{self.who(seat)} takes {manuscript_name(mid)} ({card.ribbon} ribbon)", rule)
        self.m.reveal()
        same = sum(self.c.manuscripts.cards[x].ribbon == card.ribbon for x in p.manuscripts)
        if same >= 3 and card.ribbon not in s.cleric_bonus_taken:
            s.cleric_bonus_taken[card.ribbon] = seat
            p.cleric_bonus.append(card.ribbon)
            self.say(f"{self.who(seat)} takes the {card.ribbon.capitalize()} Cleric Bonus card", "9.6")
        yield from self.resolve(seat, card.effect, rule, Source(manuscript_name(mid), (manuscript_id(mid),)))

    def manuscript_free(self, seat: int, source: Source = Source()) -> Steps:
        s = self.s
        tops = [(seg, s.top_manuscript(seg)) for seg in s.order if s.top_manuscript(seg)]
        tops = [(seg, mid) for seg, mid in tops if self.c.manuscripts.cards[mid].cost in FREE_MANUSCRIPT_COSTS]
        if not tops:
            return
        opts = [Option(f"manuscript:{seg}", f"Take {manuscript_name(mid)} from {self.c.board.segments[seg].name} "
                       f"({self.c.manuscripts.cards[mid].ribbon} ribbon)", "16.4", cards=(manuscript_id(mid),),
                       data=seg)
                for seg, mid in tops]
        seg = (yield from choose(seat, source.prompt("take a manuscript costing 3 or 4 for free"), opts, "16.4")).data
        yield from self.take_manuscript(seat, s.manuscript_piles[seg].pop(), "16.4")

    # --- phase 4: recruit (rule 10) -----------------------------------------------------
    def recruit(self, seat: int) -> Steps:
        s, p = self.s, self.s.seats[seat]
        seg = s.segment_of(p.town)
        top = s.visible_townsfolk(seg)
        if not top or card_of(top).cost > p.goods["silver"]:
            return
        card = card_of(top)
        question = f"Hire {card.name}, the townsfolk by your Viscount?"
        if (yield from ask(seat, question, list(hire_options(top)), "10.1")) == "hire:no":
            return
        p.goods["silver"] -= card.cost
        yield from self.hire(seat, seg)

    def hire(self, seat: int, seg: str) -> Steps:
        s, p = self.s, self.s.seats[seat]
        cid = s.townsfolk_piles[seg].pop()
        p.discard.append(cid)
        card = card_of(cid)
        self.say(f"{self.who(seat)} hires {card.name}", "10.1")
        self.m.reveal()
        yield from self.resolve(seat, card.on_hire, "10.1", card_source("Hiring ", cid))
        for _ in range(self.building_ability(seat, "discard_on_hire")):
            yield from self.lose_card(seat, "discard", "9.4", self.building_source(seat, "discard_on_hire"))
        yield from self.triggered(seat, "hire")

    def hire_free(self, seat: int, source: Source = Source()) -> Steps:
        s = self.s
        tops = [(seg, s.visible_townsfolk(seg)) for seg in s.order]
        opts = [free_hire_option(seg, top) for seg, top in tops if top]
        if not opts:
            return
        seg = (yield from choose(seat, source.prompt("hire a townsfolk for free"), opts, "10.2")).data
        yield from self.hire(seat, seg)

    # --- phase 5: collision (rule 11) ---------------------------------------------------
    def collision(self, seat: int) -> Steps:
        p = self.s.seats[seat]
        if p.corruption != p.virtue:
            return
        self.say(f"{self.who(seat)}'s virtue and corruption collide", "11.1")
        for q in self.from_seat(seat):
            if self.building_ability(q, "collision_virtue") and not self.criminals_on_board(q):
                self.virtue(q)
        for q in self.from_seat(seat):
            yield from self.triggered(q, "collision", "" if q == seat else f"{self.who(seat)}'s collision")
        spot = self.c.player.track.collision[p.virtue]
        yield from self.resolve(seat, spot.above, "11.2", Source("Your collision", (TRACK,)))
        for q in self.from_seat(seat)[1:]:
            if spot.below and not (spot.below_if == "no-criminals" and self.criminals_on_board(q)):
                yield from self.resolve(q, spot.below, "11.2", Source(f"{self.who(seat)}'s collision", (TRACK,)))
        p.corruption, p.virtue = 0, self.c.player.track.virtue_start
        self.say(f"{self.who(seat)} resets their virtue and corruption markers", "11.2")

    def from_seat(self, seat: int) -> list[int]:
        return [(seat + i) % self.s.players for i in range(self.s.players)]

    # --- steps that reach the main board -------------------------------------------------
    def board_step(self, seat: int, step, rule: str, source: Source = Source()) -> Steps:
        if self.is_ai(seat):
            yield from self.ai_board_step(seat, step)
        elif step.kind == "hire":
            yield from self.hire_free(seat, source)
        elif step.kind == "castle_move":
            for _ in range(step.amount):
                yield from self.castle_move(seat, source)
        elif step.kind == "workers":
            faces = {sec: seg for seg, sec in self.s.castle_faces.items()}
            opts = [Option(f"section:{sec}", f"In the {section_name(sec)} (facing "
                           f"{self.c.board.segments[faces[sec]].name})", "16.3", cards=(section_id(sec),), data=sec)
                    for sec in self.ring()]
            question = f"place {count(step.amount, 'worker')} for free in which castle section?"
            sec = (yield from choose(seat, source.prompt(question), opts, "16.3")).data
            yield from self.add_workers(seat, sec, step.amount)
        elif step.kind == "manuscript":
            yield from self.manuscript_free(seat, source)
        elif step.kind == "build":
            yield from self.build_free(seat, source)
        else:
            raise ValueError(f"unknown step {step.kind}")
