"""The rules of A War of Whispers as one sequence of decisions.

Each phase and action is a generator: it yields a Decision and receives the chosen option id.
Rule numbers are the sections of REFERENCE.md.
"""
from __future__ import annotations

from rules.core import Match, Option, Steps, ask
from rules.core.words import count

from .content import EFFECTS, LOYALTY_SLOTS, POSITION_TITLES, POSITIONS, Action, Card, Effect
from .state import HAND_LIMIT, ROUNDS, State



class Flow:
    def __init__(self, m: Match):
        self.m = m
        self.s: State = m.state
        self.c = self.s.c

    # --- small helpers --------------------------------------------------------------
    def who(self, seat: int) -> str:
        return self.m.players[seat]

    def empire_name(self, empire: str) -> str:
        return next(e.name for e in self.c.empires if e.id == empire)

    def region_name(self, region: str) -> str:
        return self.c.regions[region].name

    def post_name(self, empire: str, position: str) -> str:
        return f"{self.empire_name(empire)} {POSITION_TITLES[position]}"

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
        that starts from the state's step and takes a checkpoint at every turn."""
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
            seat = self.s.order()[step]
            spots = self.s.agents_on_board(seat)
            if not spots:
                continue
            opts = [Option(f"recall:{spot}", f"Recall from {self.spot_name(spot)}", "3.1") for spot in spots]
            choice = yield from ask(seat, "Recall one of your agents", opts, "3.1")
            spot = choice.removeprefix("recall:")
            if spot.startswith("region:"):
                self.s.region_agents[spot[7:]].remove(seat)
            else:
                e, p = spot.split(".")
                self.s.council[(e, p)] = None
            self.s.agents_supply[seat] += 1
            self.m.event(f"{self.who(seat)} recalls an agent from {self.spot_place(spot)}", "3.1")

    def spot_place(self, spot: str) -> str:
        """A spot as the object of 'in'/'on'/'from': 'the Bear Sheriff', 'Amber Coast'."""
        return self.spot_name(spot) if spot.startswith("region:") else f"the {self.spot_name(spot)}"

    def spot_name(self, spot: str) -> str:
        if spot.startswith("region:"):
            return self.region_name(spot[7:])
        e, p = spot.split(".")
        return self.post_name(e, p)

    def place_agents(self) -> Steps:
        s = self.s
        per_seat = 3 if s.seats == 2 else 2
        for step in self.turns(per_seat * s.seats):
            seat = s.order()[step % s.seats]
            opts = self.placement_options(seat)
            if not opts:
                self.m.event(f"{self.who(seat)} has nowhere to place an agent", "3.2")
                continue
            choice = yield from ask(seat, "Place an agent", opts, "3.2")
            spot = choice.removeprefix("place:")
            if spot.startswith("region:"):
                s.region_agents[spot[7:]].append(seat)
            else:
                e, p = spot.split(".")
                s.council[(e, p)] = seat
            s.agents_supply[seat] -= 1
            self.m.event(f"{self.who(seat)} places an agent {'in' if spot.startswith('region:') else 'on'} {self.spot_place(spot)}",
                         "12.1" if spot.startswith("region:") else "3.2")

    def placement_options(self, seat: int) -> list[Option]:
        s = self.s
        if s.agents_supply[seat] == 0:
            return []
        opts = [Option(f"place:{e}.{p}", self.post_name(e, p), "3.2")
                for (e, p), who in s.council.items() if who is None]
        if s.advanced and sum(seat in v for v in s.region_agents.values()) < 2:
            opts += [Option(f"place:region:{r}", f"Region {self.region_name(r)}", "12.1")
                     for r, seats in s.region_agents.items() if seat not in seats]
        return opts

    # --- empires phase (rule 4) ---------------------------------------------------------
    def empires_phase(self) -> Steps:
        for step in self.turns(len(self.c.empire_ids) * len(POSITIONS)):
            empire, position = self.c.empire_ids[step // len(POSITIONS)], POSITIONS[step % len(POSITIONS)]
            seat, _ = self.s.control(empire, position)
            if seat is None:
                self.m.event(f"Nobody controls the {self.post_name(empire, position)}", "4.2")
            else:
                yield from self.position_turn(seat, empire, position, may_switch=True)
            if position == POSITIONS[-1]:
                self.s.active = None
                self.garrison_check(empire)

    def position_turn(self, seat: int, empire: str, position: str, may_switch: bool) -> Steps:
        """One position's turn: cards before, one action, cards after (rules 5, 8.1)."""
        s = self.s
        s.active = (empire, position)
        post = self.post_name(empire, position)
        self.m.event(f"{self.who(seat)} acts as {post}", "4.1")
        timings = ("before-action", "free-move") if may_switch else ("free-move",)
        # a Support card can make an attack possible: the seat is asked whenever one could
        window = timings + (("attack-source",) if self.offers_attack(empire, position) else ())
        while True:
            actions = self.feasible_actions(seat, empire, position)
            support = {a.id for a in actions if self.needs_support(empire, a)}
            opts = [Option(f"act:{a.id}", a.label + (" (needs a Support card)" if a.id in support else ""), a.rule)
                    for a in actions]
            cards = self.card_options(seat, empire, position, timings)
            asked = self.window_open(seat, empire, position, window)
            if not opts and not asked:
                self.m.event(f"The {post} takes no action", "5.6")
                return
            if len(support) == len(actions):  # playing a card is never forced
                opts.append(Option("pass", "Take no action" + (" (none is possible without a card)" if actions else ""), "5.6"))
            choice = yield from ask(seat, f"{post}: choose an action", opts + cards, "5", always_ask=asked)
            if choice.startswith("play:"):
                effect = self.play_card(seat, choice)
                if effect.effect == "march":
                    yield from self.march(seat, empire)
                    continue
                yield from self.switch(seat, empire, position, effect.effect)
                return
            if choice == "pass":
                self.m.event(f"The {post} takes no action", "5.6")
            else:
                yield from self.do_action(seat, empire, position, self.c.actions[choice[4:]])
            break
        yield from self.after_action(seat, empire, position)

    def window_open(self, seat: int, empire: str, position: str, timings: tuple[str, ...], battle=None) -> bool:
        """Whether a card window stops the seat: it holds cards, and a card of some effect that may
        be played now would change something. Both are public, so being asked tells the others
        nothing about the hand (rule 13.2)."""
        return bool(self.s.hands[seat]) and any(
            timing in timings and self.effect_useful(seat, empire, position, effect, battle)
            for effect, (timing, *_) in EFFECTS.items())

    def acts_next(self, seat: int, empire: str) -> bool:
        """Whether the next position in board order is this empire's and the seat controls it."""
        s = self.s
        nxt = s.step + 1
        if s.phase != "empires" or nxt % len(POSITIONS) == 0:
            return False
        return self.c.empire_ids[nxt // len(POSITIONS)] == empire and s.control(empire, POSITIONS[nxt % len(POSITIONS)])[0] == seat

    def offers_attack(self, empire: str, position: str) -> bool:
        return any(self.c.actions[a].kind == "attack" for a in self.c.councils[empire][position])

    def needs_support(self, empire: str, action: Action) -> bool:
        return action.kind == "attack" and not self.attack_targets(empire, support=False)

    def after_action(self, seat: int, empire: str, position: str) -> Steps:
        if self.acts_next(seat, empire):
            return  # a Move now is a Move before the seat's next action, where it is offered
        while self.window_open(seat, empire, position, ("free-move",)):
            done = Option("done", "End this position's turn", "8.1")
            cards = self.card_options(seat, empire, position, ("free-move",))
            choice = yield from ask(seat, f"{self.post_name(empire, position)}: play a card or end", [done] + cards,
                                    "8.1", always_ask=True)
            if choice == "done":
                return
            self.play_card(seat, choice)
            yield from self.march(seat, empire)

    def feasible_actions(self, seat: int, empire: str, position: str, exclude_change: bool = False) -> list[Action]:
        return [a for a in (self.c.actions[aid] for aid in self.c.councils[empire][position])
                if not (exclude_change and a.kind == "change") and self.can_take(seat, empire, a)]

    def can_take(self, seat: int, empire: str, action: Action) -> bool:
        s = self.s
        if action.kind == "reinforce":
            return s.reserve[empire] > 0 and self.reinforcements(empire, action) > 0 and bool(s.controlled(empire))
        if action.kind == "draw":
            return self.draws(empire, action) > 0 and bool(s.decks[empire])
        if action.kind == "attack":
            return bool(self.attack_targets(empire, support=False)) or (
                bool(self.card_options(seat, empire, "", ("attack-source",))))
        return True  # change: a council always has other positions

    def reinforcements(self, empire: str, action: Action) -> int:
        return action.amount * (self.s.symbols(empire, action.per) if action.per else 1)

    def draws(self, empire: str, action: Action) -> int:
        return self.s.symbols(empire, action.per) // action.every if action.per else 1

    def do_action(self, seat: int, empire: str, position: str, action: Action) -> Steps:
        if action.kind == "reinforce":
            yield from self.reinforce(seat, empire, self.reinforcements(empire, action), "5.1")
        elif action.kind == "draw":
            self.draw(seat, empire, self.draws(empire, action))
        elif action.kind == "attack":
            yield from self.attack(seat, empire)
        else:
            yield from self.change_position(seat, empire, position)

    # --- reinforce and draw (rules 5.1, 5.2, 5.4) ----------------------------------------
    def reinforce(self, seat: int, empire: str, n: int, rule: str) -> Steps:
        """Units from the reserve into regions the empire controls, several to a region at a time."""
        n = min(n, self.s.reserve[empire])
        while n:
            regions = self.s.controlled(empire)
            if not regions:
                return
            name = self.empire_name(empire)
            opts = [Option(f"add:{r}:{k}", f"{k} to {self.region_name(r)} (holds {count(self.s.unit_count[r], 'unit')})", rule)
                    for r in regions for k in range(1, n + 1)] if len(regions) > 1 else \
                [Option(f"add:{regions[0]}:{n}", f"{n} to {self.region_name(regions[0])}", rule)]
            _, region, k = (yield from ask(seat, f"Add {count(n, name + ' unit')}: how many where?", opts, rule)).split(":")
            k = int(k)
            self.s.add_units(region, empire, k)
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
        opts = [Option(f"to:{p}", f"{'Swap with' if s.council[(empire, p)] is not None else 'Move to'} the "
                       f"{POSITION_TITLES[p]}", "5.5") for p in POSITIONS if p != agent_at]
        choice = yield from ask(seat, "Change position: where does your agent go?", opts, "5.5")
        target = choice[3:]
        s.council[(empire, agent_at)], s.council[(empire, target)] = s.council[(empire, target)], seat
        self.m.event(f"{self.who(seat)}'s agent changes position to the {self.post_name(empire, target)}", "5.5")
        actions = self.feasible_actions(seat, empire, target, exclude_change=True)
        if not actions:
            self.m.event(f"The {self.post_name(empire, target)} has no action it can take", "5.6")
            return
        opts = [Option(f"act:{a.id}", a.label, a.rule) for a in actions]
        choice = yield from ask(seat, f"{self.post_name(empire, target)}: choose an action", opts, "5.5")
        yield from self.do_action(seat, empire, target, self.c.actions[choice[4:]])

    def switch_targets(self, seat: int, empire: str, position: str, effect: str) -> list[tuple[str, str]]:
        s = self.s
        if effect == "switch-free":
            return [(e, p) for (e, p), who in s.council.items() if who is None and (e, p) != (empire, position)]
        return [(e, p) for (e, p) in s.council if (e, p) != (empire, position) and s.control(e, p)[0] == seat]

    def switch(self, seat: int, empire: str, position: str, effect: str) -> Steps:
        s = self.s
        targets = self.switch_targets(seat, empire, position, effect)
        rule = "8.5.5" if effect == "switch-free" else "8.5.6"
        opts = [Option(f"switch:{e}.{p}", self.post_name(e, p), rule) for e, p in targets]
        choice = yield from ask(seat, "Which position's action do you take instead?", opts, rule)
        e2, p2 = choice[7:].split(".")
        if effect == "switch-free":
            _, agent_at = s.control(empire, position)
            s.council[(empire, agent_at)] = None
            s.council[(e2, p2)] = seat
            self.m.event(f"{self.who(seat)}'s agent moves to the {self.post_name(e2, p2)}", rule)
        else:
            self.m.event(f"{self.who(seat)} takes the {self.post_name(e2, p2)}'s action instead", rule)
        yield from self.position_turn(seat, e2, p2, may_switch=False)
        s.active = (empire, position)

    # --- cards (rule 8) ---------------------------------------------------------------
    def payments(self, seat: int, card: Card, effect: Effect) -> list[tuple[str, ...]]:
        """Every way to pay an effect: the card itself pays the first symbol of the cost, one
        other card from the hand each further symbol (rule 8.2)."""
        hand = [cid for cid in self.s.hands[seat] if cid != card.id]
        ways = {()}
        for empire in effect.cost[1:]:
            ways = {tuple(sorted((*way, cid))) for way in ways for cid in hand
                    if self.c.cards[cid].empire == empire and cid not in way}
        return sorted(ways)

    def card_options(self, seat: int, empire: str, position: str, timings: tuple[str, ...], battle=None) -> list[Option]:
        """One option per card, effect and way to pay it, for the effects that would change something."""
        opts = []
        for cid in self.s.hands[seat]:
            card = self.c.cards[cid]
            for i, effect in enumerate(card.effects):
                if effect.timing not in timings or not self.effect_useful(seat, empire, position, effect.effect, battle):
                    continue
                for way in self.payments(seat, card, effect):
                    cost = f"discarding {', '.join(self.c.cards[x].name for x in way)} too" if way else "this card only"
                    opts.append(Option(f"play:{cid}:{i}" + (f":{'+'.join(way)}" if way else ""),
                                       f"Play {card.name}: {effect.text} ({cost})", effect.rule))
        return opts

    def effect_useful(self, seat: int, empire: str, position: str, effect: str, battle) -> bool:
        """Whether an effect would change anything now: public facts only (see window_open)."""
        s = self.s
        if effect in ("switch-free", "switch-controlled"):
            return bool(self.switch_targets(seat, empire, position, effect))
        if effect == "march":
            return bool(self.march_sources(empire))
        if effect == "support":
            return bool(self.attack_targets(empire, support=True))
        if effect in ("retreat", "kill-all"):
            return s.unit_count[battle["target"]] > 0
        if effect == "domination":
            return battle["killed"] > 0 and s.reserve[empire] > 0
        if effect == "attack-again":
            return bool(self.attack_targets(empire, support=False, sources=[battle["target"]]))
        raise ValueError(effect)

    def play_card(self, seat: int, choice: str) -> Effect:
        """Play a card for one effect, paying with the cards the option names (rules 8.2, 8.3)."""
        _, cid, i, *rest = choice.split(":")
        card = self.c.cards[cid]
        effect = card.effects[int(i)]
        paid = [cid, *(rest[0].split("+") if rest else [])]
        for x in paid:
            self.s.hands[seat].remove(x)
        names = ", ".join(self.c.cards[x].name for x in paid)
        self.m.event(f"{self.who(seat)} plays {card.name} for '{effect.text}', discarding {names}", effect.rule)
        self.return_cards(paid)
        self.m.reveal()
        return effect

    # --- attack and battle (rule 6) ------------------------------------------------------
    def attack_targets(self, empire: str, support: bool, sources: list[str] | None = None) -> dict[str, list[str]]:
        """Enemy regions that can be attacked, each with the regions its attackers may come from."""
        s, adj = self.s, self.c.adjacent
        own = s.controlled(empire) if sources is None else sources
        movable = [r for r in own if s.movable(r, empire) > 0]
        if not movable:
            return {}
        found = {}
        for r in self.c.regions:
            if s.controller(r) == empire:
                continue
            if support and sources is None:
                if any(n in own for n in adj[r]):
                    found[r] = [src for src in movable if src != r]
            else:
                near = [src for src in movable if src in adj[r]]
                if near:
                    found[r] = near
        return found

    def attack(self, seat: int, empire: str, sources: list[str] | None = None) -> Steps:
        s = self.s
        support = False
        while True:
            targets = self.attack_targets(empire, support, sources)
            opts = [Option(f"target:{r}", f"Attack {self.region_name(r)} ({self.empire_name(s.controller(r))}, "
                           f"{count(s.unit_count[r], 'unit')}{', fort' if self.c.regions[r].fort else ''})", "6.1") for r in targets]
            window = ("attack-source",) if not support and sources is None else ()
            choice = yield from ask(seat, "Attack: choose the region to attack",
                                    opts + self.card_options(seat, empire, "", window), "6.1",
                                    always_ask=self.window_open(seat, empire, "", window))
            if choice.startswith("play:"):
                self.play_card(seat, choice)
                support = True
                continue
            target = choice[7:]
            break
        opts = [Option(f"from:{r}", f"From {self.region_name(r)} ({s.movable(r, empire)} may go)", "8.5.7" if support else "6.1")
                for r in targets[target]]
        source = (yield from ask(seat, f"Attack {self.region_name(target)} from where?", opts, "6.1"))[5:]
        most = s.movable(source, empire)
        opts = [Option(f"units:{k}", count(k, "unit"), "6.3") for k in range(1, most + 1)]
        units = int((yield from ask(seat, f"How many units attack {self.region_name(target)}?", opts, "6.1"))[6:])
        yield from self.battle(seat, empire, source, target, units)

    def battle(self, seat: int, empire: str, source: str, target: str, units: int) -> Steps:
        s = self.s
        region = self.c.regions[target]
        battle = {"target": target, "killed": 0}
        self.m.event(f"The {self.empire_name(empire)} attacks {region.name} from {self.region_name(source)} "
                     f"with {count(units, 'unit')}", "6.1")
        window = ("before-battle",)
        if self.window_open(seat, empire, "", window, battle):
            fight = Option("fight", "Fight the battle", "6.5")
            choice = yield from ask(seat, "Play a card before the battle, or fight",
                                    [fight] + self.card_options(seat, empire, "", window, battle), "6.5", always_ask=True)
            if choice != "fight":
                self.play_card(seat, choice)  # a retreat: the only effect played here
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
        opts = [Option(f"retreat:{r}", self.region_name(r), "8.5.4") for r in havens]
        haven = (yield from ask(seat, "Where do the defenders retreat?", opts, "8.5.4"))[8:]
        s.take_units(target, n)
        s.put_units(haven, defender, n)
        self.m.event(f"The defenders of {self.region_name(target)} retreat to {self.region_name(haven)}", "8.5.4")

    def after_battle(self, seat: int, empire: str, battle: dict) -> Steps:
        s = self.s
        target = battle["target"]
        while self.window_open(seat, empire, "", ("after-battle",), battle):
            done = Option("done", "Finish the attack", "6.5")
            cards = self.card_options(seat, empire, "", ("after-battle",), battle)
            choice = yield from ask(seat, "Play a card after the attack, or finish", [done] + cards, "8.1", always_ask=True)
            if choice == "done":
                return
            effect = self.play_card(seat, choice)
            if effect.effect == "domination":
                n, battle["killed"] = battle["killed"], 0
                yield from self.reinforce(seat, empire, n, "8.5.1")
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
    def march_sources(self, empire: str) -> dict[str, list[str]]:
        s = self.s
        found = {}
        for r in s.controlled(empire):
            if s.movable(r, empire) > 0:
                dests = [n for n in self.c.adjacent[r] if s.controller(n) == empire]
                if dests:
                    found[r] = dests
        return found

    def march(self, seat: int, empire: str) -> Steps:
        s = self.s
        sources = self.march_sources(empire)
        opts = [Option(f"from:{r}", f"From {self.region_name(r)} ({s.movable(r, empire)} may go)", "8.5.8") for r in sources]
        source = (yield from ask(seat, "Move units: from which region?", opts, "8.5.8"))[5:]
        opts = [Option(f"to:{r}", self.region_name(r), "8.5.8") for r in sources[source]]
        dest = (yield from ask(seat, "Move units: to which region?", opts, "8.5.8"))[3:]
        opts = [Option(f"units:{k}", count(k, "unit"), "8.5.8") for k in range(1, s.movable(source, empire) + 1)]
        n = int((yield from ask(seat, "Move how many units?", opts, "8.5.8"))[6:])
        s.take_units(source, n)
        s.put_units(dest, empire, n)
        self.m.event(f"The {self.empire_name(empire)} moves {count(n, 'unit')} from {self.region_name(source)} to {self.region_name(dest)}", "8.5.8")

    # --- garrison, cleanup, loyalty (rules 7, 9, 10) ------------------------------------
    def garrison_check(self, empire: str) -> None:
        s = self.s
        for r, region in self.c.regions.items():
            excess = s.unit_count[r] - region.garrison_limit
            if excess > 0:
                self.m.event(f"Garrison limit: {region.name} sends {count(excess, 'unit')} back to the reserve", "7.1")
                s.remove_units(r, excess)

    def cleanup(self) -> Steps:
        for step in self.turns(self.s.seats):
            seat = self.s.order()[step]
            hand, discarded = self.s.hands[seat], self.s.in_play
            while len(hand) > HAND_LIMIT:
                opts = [Option(f"discard:{cid}", f"Discard {self.c.cards[cid].name}", "9.2", secret=True) for cid in hand]
                choice = yield from ask(seat, f"Discard down to {HAND_LIMIT} cards ({len(hand) - HAND_LIMIT} more)", opts, "9.2")
                hand.remove(choice[8:])
                discarded.append(choice[8:])
            if discarded:
                self.return_cards(discarded)
                self.m.event(f"{self.who(seat)} discards {count(len(discarded), 'card')} down to {HAND_LIMIT}", "9.2")
                self.m.event(f"You discard {', '.join(self.c.cards[c].name for c in discarded)}", "9.2", seats=[seat])
                discarded.clear()

    def loyalty_phase(self) -> Steps:
        s = self.s
        for step in self.turns(s.seats):
            seat = s.order()[step]
            hidden = [i for i, shown in enumerate(s.revealed[seat]) if not shown]
            opts = [Option("keep", "Keep your loyalties as they are", "10.1")]
            opts += [Option(f"swap:{LOYALTY_SLOTS[a][0]}+{LOYALTY_SLOTS[b][0]}",
                            f"Swap your {LOYALTY_SLOTS[a][1]} and {LOYALTY_SLOTS[b][1]} tokens ({self.empire_name(s.loyalty[seat][a])} <-> {self.empire_name(s.loyalty[seat][b])})", "10.1")
                     for i, a in enumerate(hidden) for b in hidden[i + 1:]]
            choice = yield from ask(seat, "Loyalty: swap two hidden tokens (both are then revealed)?", opts, "10.1")
            if choice == "keep":
                continue
            slots = [name for name, _, _ in LOYALTY_SLOTS]
            a, b = (slots.index(x) for x in choice[5:].split("+"))
            s.loyalty[seat][a], s.loyalty[seat][b] = s.loyalty[seat][b], s.loyalty[seat][a]
            s.revealed[seat][a] = s.revealed[seat][b] = True
            s.swaps[seat] += 1
            self.m.event(f"{self.who(seat)} swaps two loyalty tokens: {self.empire_name(s.loyalty[seat][a])} is now "
                         f"{LOYALTY_SLOTS[a][1]}, {self.empire_name(s.loyalty[seat][b])} is now {LOYALTY_SLOTS[b][1]}", "10.1")
            self.m.reveal()
