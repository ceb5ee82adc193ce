"""The solo AI (REFERENCE.md 15): it turns over Scheme cards and follows them, and answers every
choice an effect would ask of it by the AI Reference card and its board, with no decision asked
of anyone."""
from __future__ import annotations

from rules.core import Steps

from .cards import AI_ACTION_WORDS, GOOD_WORDS, REFERENCE_WORDS, town_name
from .effects import FREE_MANUSCRIPT_COSTS, Effects
from .townsfolk import ACTIONS, PAYS_WITH, RESOURCES

# the AI's action -> the primary action it is, whose icon and good pay for it (15.5-15.7)
PRIMARY_ACTION = {"workers": "noble", "transcribe": "transcribe", "build": "build", "trade": "trade"}


class SoloAI(Effects):
    """The solo AI's answers to the effects, and its turns. flow.Flow is built on it: the AI's
    turn takes the same primary actions and board steps as a person's (trade, place_building,
    add_workers...), which are the flow's."""

    def is_ai(self, seat: int) -> bool:
        return bool(self.s.seats[seat].ai)

    def ai_board(self, seat: int):
        return self.c.solo.ais[self.s.seats[seat].ai]

    def scheme_icons(self, seat: int) -> dict[str, int]:
        icons: dict[str, int] = {}
        for sid in self.s.seats[seat].row:
            if sid:
                for icon, n in self.c.solo.schemes[sid].icons:
                    icons[icon] = icons.get(icon, 0) + n
        return icons

    # --- the AI Reference card and the resource chart (15.2, 15.3) ----------------------
    def ai_pick_resource(self, seat: int) -> str:
        """By the chart on its board; an AI with all resources as one type evens them out."""
        p, board = self.s.seats[seat], self.ai_board(seat)
        if board.single_resource:
            return min(RESOURCES, key=lambda r: (p.goods[r], r))
        return next(r for r, below in board.priority if not below or p.goods[r] < below)

    def ai_resource(self, seat: int) -> None:
        p = self.s.seats[seat]
        take = self.ai_pick_resource(seat)
        p.goods[take] += 1
        self.say(f"{p.name} takes 1 {GOOD_WORDS[take][0]}", "15.2")

    def ai_instead(self, seat: int, effect: str) -> Steps:
        self.say(f"{self.s.seats[seat].name} follows its Reference card instead of {REFERENCE_WORDS[effect]}", "15.3")
        yield from self.resolve(seat, self.c.solo.reference.instead(effect), "15.3")

    def ai_flip(self, seat: int, what: str) -> str | None:
        """Flip the kind flipped fewer times, a debt on a tie (15.2); None when nothing can flip."""
        p = self.s.seats[seat]
        can = self.flippable(seat, what)
        if not can:
            return None
        if len(can) == 1:
            return can[0]
        return "deed" if p.approved_deeds < p.paid_debts else "debt"

    def ai_future(self, seat: int) -> Steps:
        """Icons that would give a person a townsfolk give the AI the top Future Scheme (15.4)."""
        s, p = self.s, self.s.seats[seat]
        if not s.future:
            yield from self.ai_instead(seat, "future-empty")
            return
        p.discard.append(s.future.pop())
        self.say(f"{p.name} adds a Future Scheme to its discard pile", "15.4")

    # --- an AI turn (15.8) ------------------------------------------------------------
    def ai_turn(self, seat: int) -> Steps:
        s, p = self.s, self.s.seats[seat]
        s.current, s.phase = seat, 0  # the AI follows its Scheme card, not the six phases
        p.turns += 1
        self.say(f"{p.name}'s turn", "15.8")
        dropped = p.row[-1]
        p.row = [None] + p.row[:-1]
        if dropped:
            p.discard.append(dropped)
        if not p.draw:
            self.reshuffle(seat, to_draw=True)
        scheme = self.c.solo.schemes[p.draw.pop()]
        p.row[0] = scheme.id
        self.say(f"{p.name} turns over Scheme {scheme.id}", "15.8")
        self.m.reveal()
        for step in scheme.steps:
            yield from self.ai_step(seat, step)
        yield from self.collision(seat)

    def ai_step(self, seat: int, step) -> Steps:
        p = self.s.seats[seat]
        if step.kind == "dismiss":
            yield from self.ai_dismiss(seat)
        elif step.kind == "corruption_per_criminal":
            self.corruption(seat, self.criminals_on_board(seat))
        elif step.kind == "future":
            for _ in range(step.amount):
                yield from self.ai_future(seat)
        elif step.kind == "move":
            yield from self.ai_move(seat, step.amount)
        elif step.kind == "attempt":
            action = self.ai_board(seat).focus if step.target == "focus" else step.target
            done = yield from self.ai_action(seat, action)
            if not done:
                self.say(f"{p.name} cannot {AI_ACTION_WORDS[action]} and takes the other option", "15.4")
                yield from self.resolve(seat, step.options[0], "15.4")
        else:
            yield from self.step(seat, step, "15.8")

    def ai_dismiss(self, seat: int) -> Steps:
        s, p = self.s, self.s.seats[seat]
        seg = s.segment_of(p.town)
        card = self.adjacent_townsfolk(seat)
        if s.visible_townsfolk(seg):
            s.removed.append(s.townsfolk_piles[seg].pop())
        self.say(f"{p.name} dismisses {card.name} (without paying, and without its icons)", "15.4")
        yield from self.resolve(seat, card.on_hire, "15.4")

    def ai_move(self, seat: int, n: int) -> Steps:
        """Clockwise along the outside path only (15.2)."""
        p = self.s.seats[seat]
        for _ in range(n):
            p.town = next(t for t in self.s.arrows[p.town] if not t.endswith(".inside"))
        self.say(f"{p.name} moves to {town_name(p.town)}", "15.2")
        yield from self.meet_viscounts(seat)

    # --- the AI's primary actions (15.5-15.7) --------------------------------------------
    def ai_pay(self, seat: int, action: str, need: int) -> bool:
        """Pay `need` icons with the board's icons and the action's resource; False if short."""
        p, board = self.s.seats[seat], self.ai_board(seat)
        icons = self.board_icons(seat)
        missing = need - icons.get(ACTIONS[PRIMARY_ACTION[action]][1], 0) - icons.get("criminal", 0)
        if missing <= 0:
            return True
        pays = RESOURCES if board.single_resource else (PAYS_WITH[PRIMARY_ACTION[action]],)
        if sum(p.goods[r] for r in pays) < missing:
            return False
        for r in pays:
            used = min(p.goods[r], missing)
            p.goods[r] -= used
            missing -= used
        return True

    def ai_action(self, seat: int, action: str) -> Steps:
        s, p = self.s, self.s.seats[seat]
        seg = s.segment_of(p.town)
        if action == "workers":
            for icons, k in reversed(self.c.solo.noble):  # as many workers as it can afford
                if k <= p.workers and self.ai_pay(seat, action, icons):
                    yield from self.add_workers(seat, s.castle_faces[seg], k)
                    return True
            return False
        if action == "transcribe":  # the printed manuscript serves for its effect, as for people (9.6)
            top = s.top_manuscript(seg)
            if not self.ai_pay(seat, action, self.transcribe_cost(seat)):
                return False
            if top:
                yield from self.take_manuscript(seat, s.manuscript_piles[seg].pop(), "15.7")
            else:
                yield from self.resolve(seat, self.c.board.segments[seg].manuscript.effect, "15.7")
            return True
        if action == "build":  # the left-most building on its board that it can afford
            spots = self.empty_spots(p.town)
            for kind in self.c.solo.buildings:
                free = self.unbuilt(seat, kind)
                if spots and free and self.ai_pay(seat, action, self.c.player.building(kind).cost):
                    yield from self.place_building(seat, kind, free[0], spots[0])
                    return True
            return False
        if not self.can_trade(seat, ()):  # trade: its town's exchange, as far as it can pay
            return False
        yield from self.trade(seat, ())
        return True

    # --- free effects the AI resolves by its own rules (15.5-15.7) ------------------------
    def ai_spots_clockwise(self, seat: int) -> list[str]:
        """Empty spots from the AI's town onwards, town by town round the whole board, rivers
        included; the spots it has passed on its own segment come last (15.5)."""
        s = self.s
        seg, place = s.segment_of(s.seats[seat].town), s.place_of(s.seats[seat].town)
        start = s.order.index(seg)
        towns = [f"{s.order[(start + i) % len(s.order)]}.{side}" for i in range(len(s.order)) for side in ("left", "right")]
        if place == "right":
            towns = towns[1:] + towns[:1]
        return [spot for town in towns for spot in self.empty_spots(town)]

    def ai_manuscript_free(self, seat: int) -> Steps:
        s = self.s
        start = s.order.index(s.segment_of(s.seats[seat].town))
        for i in range(len(s.order)):
            seg = s.order[(start + i) % len(s.order)]
            top = s.top_manuscript(seg)
            if top and self.c.manuscripts.cards[top].cost in FREE_MANUSCRIPT_COSTS:
                yield from self.take_manuscript(seat, s.manuscript_piles[seg].pop(), "15.7")
                return

    def ai_board_step(self, seat: int, step) -> Steps:
        s, p = self.s, self.s.seats[seat]
        if step.kind == "hire":
            yield from self.ai_future(seat)
        elif step.kind == "castle_move":
            for _ in range(step.amount):
                yield from self.ai_instead(seat, "castle_move")
        elif step.kind == "workers":
            yield from self.add_workers(seat, s.castle_faces[s.segment_of(p.town)], step.amount)
        elif step.kind == "manuscript":
            yield from self.ai_manuscript_free(seat)
        elif step.kind == "build":
            yield from self.ai_build_free(seat)

    def ai_build_free(self, seat: int) -> Steps:
        """The left-most building left on its board, on the first free spot clockwise (15.5)."""
        spots = self.ai_spots_clockwise(seat)
        left = [(kind, n) for kind in self.c.solo.buildings for n in self.unbuilt(seat, kind)]
        if left and spots:
            yield from self.place_building(seat, *left[0], spots[0])

    def ai_exchange(self, seat: int, exchange: str) -> tuple[str, str]:
        """The AI's pick at a trade exchange that it can make, as (kind, what): a resource by its
        chart, a flip by 15.2; a destroy becomes a flip (15.3)."""
        if exchange == "resource":
            return "take", self.ai_pick_resource(seat)
        return "flip", self.ai_flip(seat, "either")

    # --- setup (15.1) -------------------------------------------------------------------
    def ai_setup(self, seat: int) -> Steps:
        s, p, board = self.s, self.s.seats[seat], self.ai_board(seat)
        s.current = seat
        number, _ = s.offers.pop()
        s.offers.clear()
        p.town = self.c.board.start_town(number)
        self.say(f"{p.name}'s Viscount starts at {town_name(p.town)}, the space of Player Card {number}; "
                 f"that pair goes back to the box", "15.1")
        for step in board.start:
            yield from self.ai_step(seat, step)
        if board.start_building:
            spots = self.empty_spots(p.town) or self.ai_spots_clockwise(seat)
            yield from self.place_building(seat, board.start_building, 1, spots[0])

