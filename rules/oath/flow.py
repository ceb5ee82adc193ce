"""The rules of Oath as one sequence of decisions: setup's last step, then rounds of turns (Wake,
Act, Rest) until a victory or the end of round 8. Rule numbers are the Law's (REFERENCE.md).

The flow starts wherever the state says (round, turn, phase) and takes a checkpoint at every
turn, so a match clones and undoes from the turn it is in."""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from rules.core import Match, Option, Steps, ask
from rules.core.words import count

from .cards import TITLE_ID, banner_id, card_id, reliquary_id, site_id
from .content import FREE, GOALS, card_kind
from .effects import locked, turn_order_from
from .powers import REGISTRY, Power, Source, active_sources, implemented, overrides
from .state import Adviser, State


PLACES = ("at the top", "second from the top", "third from the top")  # a site slot in its region


class Turns:
    def __init__(self, m: Match):
        self.m = m
        self.s: State = m.state
        self.c = self.s.c
        self.still: list[Source] | None = None  # the sources while nothing on the table moves

    # --- words -----------------------------------------------------------------------
    def who(self, seat: int) -> str:
        return self.m.players[seat]

    def say(self, text: str, rule: str, seats=None) -> None:
        self.m.event(text, rule, seats)

    def name(self, card: int) -> str:
        return self.c.card_name(card)

    def site_name(self, slot: int) -> str:
        """A faceup site by its name; a facedown one by where it lies ("the facedown site in the
        Hinterland, second from the top" when the region has several)."""
        s = self.s
        sl = s.slots[slot]
        if sl.faceup:
            return self.c.sites[sl.site].name
        region = s.region_slots(sl.region)
        where = f"the facedown site in the {self.c.region(sl.region).name}"
        if sum(not s.slots[i].faceup for i in region) == 1:
            return where
        return f"{where}, {PLACES[region.index(slot)]}"

    # --- the components an option concerns: ids of the view's "cards" -------------------------
    @staticmethod
    def card_ids(*cards: int) -> tuple[str, ...]:
        return tuple(card_id(x) for x in cards)

    def site_ids(self, *slots: int) -> tuple[str, ...]:
        """The sites at these map slots whose faces are up (a facedown face is nobody's to read)."""
        return tuple(site_id(self.s.slots[x].site) for x in slots if self.s.slots[x].faceup)

    @staticmethod
    def source_ids(*sources: Source) -> tuple[str, ...]:
        """The cards, sites and Reliquary spaces whose powers these are."""
        return tuple(site_id(src.id) if src.kind == "site" else reliquary_id(src.id) if src.kind == "reliquary"
                     else card_id(src.id) for src in sources)

    def consents(self, seat: int, prompt: str, yes: str, rule: str) -> Steps:
        """Ask a seat to agree to what another asks of it (a consent of 5.5.2 or 6.5); True if it does."""
        opts = [Option("consent:no", "Refuse", rule), Option("consent:yes", yes, rule)]
        return (yield from ask(seat, prompt, opts, rule)) == "consent:yes"

    # --- the game ----------------------------------------------------------------------
    def run(self) -> Steps:
        s = self.s
        while s.phase == "setup":
            yield from self.setup_choices()
        while s.phase != "over":
            while s.turn < len(s.players) and s.phase != "over":
                self.m.checkpoint()
                yield from self.take_turn(s.current())
                if s.phase != "over":
                    s.turn += 1
                    s.phase = "wake"
            if s.phase != "over":
                s.phase = "round-end"  # nobody's turn until the next round begins
                yield from self.end_of_round()

    # --- setup, step 23 ------------------------------------------------------------------
    def setup_choices(self) -> Steps:
        """From the Chancellor in turn order: a pawn on a faceup site (the Chancellor's on the
        top Cradle site), one of the three cards kept as a facedown adviser, two discarded."""
        s = self.s
        self.m.checkpoint()
        seat = s.order()[s.setup_step]
        p = s.players[seat]
        faceup = [i for i, slot in enumerate(s.slots) if slot.faceup]
        if seat == 0:
            p.pawn = next(i for i in faceup if s.slots[i].region == self.c.regions[0].id)
        else:
            opts = [Option(f"pawn:{i}", self.site_name(i), "1", cards=self.site_ids(i)) for i in faceup]
            p.pawn = int((yield from ask(seat, "Place your pawn on a faceup site", opts, "1"))[5:])
        self.say(f"{self.who(seat)}'s pawn starts at {self.site_name(p.pawn)}", "1")
        hand = s.hands[seat]
        opts = [Option(f"keep:{card}", self.name(card), "1", secret=True, cards=self.card_ids(card)) for card in hand]
        kept = int((yield from ask(seat, "Keep one card as a facedown adviser; the others are discarded", opts, "1"))[5:])
        p.advisers.append(Adviser(kept, faceup=False))
        hand.remove(kept)
        for card in list(hand):
            self.discard(seat, card)
        hand.clear()
        self.say(f"{self.who(seat)} keeps a facedown adviser and discards 2 cards", "1")
        self.say(f"Your facedown adviser is {self.name(kept)}", "1", seats=[seat])
        s.setup_step += 1
        if s.setup_step == len(s.players):
            s.phase = "wake"
            self.say("Round 1 begins", "4")

    # --- a turn (4) ----------------------------------------------------------------------
    def take_turn(self, seat: int) -> Steps:
        s = self.s
        if s.phase == "wake":
            s.discarded_here.clear()  # "this turn" for the homeland sites (2.8)
            self.say(f"{self.who(seat)}'s turn: Wake", "4.1")
            yield from self.wake(seat)
            if s.phase == "over":
                return
            s.phase = "act"
        if s.phase == "act":
            yield from self.act(seat)
            s.phase = "rest"
        if s.phase == "rest":
            self.rest(seat)
            yield from self.standalone_powers(seat, "rest")
            s.phase = "rest-done"

    # --- wake (4.1) -----------------------------------------------------------------------
    def wake(self, seat: int) -> Steps:
        s, p = self.s, self.s.players[seat]
        pf = s.banners["peoples_favor"]
        if pf.holder == seat:
            yield from self.peoples_favor(seat)
            if pf.mob:
                yield from self.peoples_favor(seat)
            if pf.tokens >= 6 and not pf.mob:
                pf.mob = True
                self.say("The People's Favor turns to its Mob side", "4.1.1")
        if p.role == "exile":
            if s.title_holder == seat and s.usurper:
                self.win(seat, "the Usurper", "they held the title, Usurper side up, from one Wake to the next", "3.1")
                return
            goal = self.vision_goal_met(seat)
            if goal:
                vision = self.c.visions[p.vision]
                self.win(seat, f"a Visionary ({goal})", f"at their Wake they {GOALS[vision.goal]}, with "
                         f"{count(s.visions_drawn, 'Vision')} drawn", "3.2")
                return
            if s.title_holder == seat and not s.usurper:
                s.usurper = True
                self.say(f"{self.who(seat)} turns the title to its Usurper side", "4.1.3")
        yield from self.standalone_powers(seat, "wake")

    def peoples_favor(self, seat: int) -> Steps:
        """Put 1 favor on the banner, or move 1 from it to the bank with the least favor (4.1.1)."""
        s, p, pf = self.s, self.s.players[seat], self.s.banners["peoples_favor"]
        least = min(s.banks.values())
        poorest = [suit for suit in self.c.suits if s.banks[suit] == least]
        banner = (banner_id("peoples_favor"),)
        opts = []
        if p.favor:
            opts.append(Option("pf:place", "Put 1 of your favor on the People's Favor", "4.1.1", cards=banner))
        if pf.tokens > 1 or (pf.tokens == 1 and not p.favor):
            opts += [Option(f"pf:bank:{suit}", f"Move 1 favor from the People's Favor to the {suit.capitalize()} bank",
                            "4.1.1", cards=banner) for suit in poorest]
        if not opts:
            return
        choice = yield from ask(seat, "The People's Favor at your Wake: add 1 of your favor, or give 1 of its favor "
                                "to the poorest bank", opts, "4.1.1")
        if choice == "pf:place":
            p.favor -= 1
            pf.tokens += 1
            self.say(f"{self.who(seat)} puts 1 favor on the People's Favor", "4.1.1")
        else:
            suit = choice.split(":")[2]
            pf.tokens -= 1
            s.banks[suit] += 1
            self.say(f"1 favor moves from the People's Favor to the {suit.capitalize()} bank", "4.1.1")

    # --- act (4.2) --------------------------------------------------------------------------
    def act(self, seat: int) -> Steps:
        from .actions import Actions  # the actions need the flow's helpers

        actions = Actions(self)
        while self.s.phase == "act":
            with self.table_still():
                opts = actions.options(seat) + [Option("end", "End your turn (Rest)", "4.2")]
            choice = yield from ask(seat, f"Your actions ({self.s.players[seat].supply} Supply left)", opts, "4.2")
            if choice == "end":
                return
            yield from actions.take(seat, choice)
            yield from self.title_check()
            if self.hooked("adviser_limit"):  # a limit lowered by what was done binds at once (7.6.4)
                for x in turn_order_from(self, seat):
                    limit = self.adviser_limit(x)
                    whose = "Your" if x == seat else f"{self.who(seat)}'s"
                    yield from self.discard_advisers_down_to(
                        x, limit, f"{whose} action lowered your adviser limit to {limit}: discard an adviser", "7.6.4")

    # --- rest (4.3) -------------------------------------------------------------------------
    def rest(self, seat: int) -> None:
        s, p, c = self.s, self.s.players[seat], self.c
        for card, (favor, secrets) in sorted(s.tokens_on_cards.items()):
            if favor:
                suit = c.denizens[card].suit if card in c.denizens else None
                if suit:
                    s.banks[suit] += favor
                else:
                    s.favor_supply += favor
            p.secrets += secrets
        s.tokens_on_cards.clear()
        s.battle = None  # the turn's last campaign leaves the board
        p.secrets += p.secrets_down
        p.secrets_down = 0
        unspent = p.supply
        if p.role == "citizen":
            base = s.players[0].supply
        else:
            base = c.supply_refresh(p.role, s.pool[p.board_color])
        p.supply = min(c.supply_max, base + unspent)
        self.say(f"{self.who(seat)} rests: Supply {p.supply}", "4.3")

    # --- the end of a round (4, 3.3, 3.4) ---------------------------------------------------
    def end_of_round(self) -> Steps:
        s = self.s
        yield from ()  # nothing is asked at the end of a round in the base game
        if s.round in self.c.end_die and self.imperial_title():
            roll = self.m.rng.below(6) + 1
            self.m.reveal()
            self.say(f"The Chancellor rolls the end die: {roll}", "3.3")
            if self.c.end_die_wins(s.round, roll):
                self.imperial_win(f"the regime is stable: the end die showed {roll} after round {s.round}, "
                                  "the title in Imperial hands", "3.3")
                return
        if s.round == self.c.last_round:
            self.war_exhaustion()
            return
        s.round += 1
        s.turn = 0
        s.phase = "wake"
        self.say(f"Round {s.round} begins", "4")

    def war_exhaustion(self) -> None:
        """The end of round 8 (3.4)."""
        s = self.s
        end = f"War Exhaustion after round {s.round}"
        if self.imperial_title():
            self.imperial_win(f"{end}, the title in Imperial hands", "3.4")
        elif s.usurper:
            self.win(s.title_holder, "the Usurper", f"{end}, they hold the title", "3.4")
        else:
            for vision in ("Conquest", "Rebellion", "Sanctuary", "Faith"):
                for seat, p in enumerate(s.players):
                    if p.role == "exile" and p.vision is not None and self.c.visions[p.vision].name == vision \
                            and self.vision_goal_met(seat):
                        self.win(seat, f"a Visionary ({vision})", f"{end}, they {GOALS[self.c.visions[p.vision].goal]}",
                                 "3.4")
                        return
            self.imperial_win(f"{end}, nobody else prevails", "3.4")

    def seize_banner(self, seat: int, key: str) -> None:
        """A banner taken other than by Recover: 2 of its tokens burn (never the last); the
        People's Favor turns to its Mob side (2.5.3)."""
        s, banner = self.s, self.s.banners[key]
        burnt = min(self.c.banners[key].seize_burn, max(0, banner.tokens - 1))
        banner.tokens -= burnt
        if key == "peoples_favor":
            s.favor_supply += burnt
            banner.mob = True
        else:
            s.burn_secrets(burnt)
        banner.holder = seat
        burns = "none of its tokens burns" if not burnt else "1 of its tokens burns" if burnt == 1 else f"{burnt} of its tokens burn"
        self.say(f"{self.who(seat)} seizes the {self.c.banners[key].name}; {burns}", "2.5.3")

    def imperial_title(self) -> bool:
        return self.s.players[self.s.title_holder].imperial

    def imperial_winner(self) -> int:
        """The Chancellor, or a Citizen who meets the Successor goal instead (3.3.1)."""
        return next((seat for seat, p in enumerate(self.s.players) if p.role == "citizen" and self.successor_met(seat)), 0)

    def imperial_win(self, why: str, rule: str) -> None:
        """The Chancellor wins, or a Citizen meeting the Successor goal instead (3.3.1)."""
        winner = self.imperial_winner()
        if winner == 0:
            self.win(0, "the Chancellor", why, rule)
        else:
            self.win(winner, "the Successor", f"{why}, and they {self.successor_words()}", rule)

    def successor_words(self) -> str:
        """The Successor goal of the Oath in force (3.3.1): "most" counts only the Imperial players."""
        goal = self.c.oaths[self.s.oath].successor_goal
        if goal == "most_relics_and_banners":
            return "hold more relics and banners, counted together, than the Chancellor and every other Citizen"
        return GOALS[goal]

    def win(self, seat: int, role: str, why: str, rule: str) -> None:
        """The game ends with one winner; the result's note says who won, as what, and why ("Ann
        wins as the Chancellor: the regime is stable: ...")."""
        s = self.s
        s.winners, s.phase = [seat], "over"
        s.won_by = f"{self.who(seat)} wins as {role}: {why}"
        self.say(s.won_by, rule)

    # --- goals (2.11, 3.2, 3.3.1) -----------------------------------------------------------
    def goal_met(self, seat: int, goal: str, among: list[int] | None = None) -> bool:
        """Whether the seat meets a goal: "most" means strictly more than every other seat
        (`among`, by default everyone)."""
        s = self.s
        others = [x for x in (among if among is not None else range(len(s.players))) if x != seat]
        if goal == "rules_most_sites":
            mine = s.sites_ruled(seat)
            return all(mine > s.sites_ruled(x) for x in others)
        if goal == "most_relics_and_banners":
            mine = s.relics_and_banners(seat)
            return all(mine > s.relics_and_banners(x) for x in others)
        if goal == "holds_peoples_favor":
            return s.banners["peoples_favor"].holder == seat
        if goal == "holds_darkest_secret":
            return s.banners["darkest_secret"].holder == seat
        if goal == "holds_grand_scepter":
            return self.c.scepter.id in s.players[seat].relics
        raise ValueError(goal)

    def vision_goal_met(self, seat: int) -> str | None:
        s, p = self.s, self.s.players[seat]
        if p.vision is None or s.visions_drawn < self.c.vision_goal_min_drawn:
            return None
        vision = self.c.visions[p.vision]
        return vision.name if self.goal_met(seat, vision.goal) else None

    def successor_met(self, seat: int) -> bool:
        """The Successor goal is measured against the Chancellor and the other Citizens (3.3.1)."""
        among = [x for x, p in enumerate(self.s.players) if p.imperial]
        return self.goal_met(seat, self.c.oaths[self.s.oath].successor_goal, among)

    def title_check(self) -> Steps:
        """After an action: the title moves (2.11); when players tie for it without its holder,
        the holder picks which of them takes it."""
        tied = self.update_title()
        if tied:
            opts = [Option(f"title:{x}", f"Give the title to {self.who(x)}", "2.11", cards=(TITLE_ID,)) for x in tied]
            oath = self.c.oaths[self.s.oath].name
            prompt = f"{' and '.join(self.who(x) for x in tied)} tie for the title under the Oath of {oath}: give it to whom?"
            new = int((yield from ask(self.s.title_holder, prompt, opts, "2.11"))[6:])
            self.give_title(new)

    def update_title(self) -> list[int]:
        """Whoever alone meets the Oath takes the title; a tie with the holder keeps it where it
        is (2.11). Under the Oath of Supremacy the Empire's sites count for each Imperial player
        and the Chancellor holds the title for the Empire; under the other Oaths a Citizen who
        meets it takes it. Returns the candidates when several tie without the holder."""
        s = self.s
        counts = self.oath_counts()
        best = max(counts)
        candidates = [x for x, n in enumerate(counts) if n == best]
        for_the_empire = s.oath == "supremacy"
        if for_the_empire and s.players[s.title_holder].role == "citizen":
            self.give_title(0)  # a Citizen who kept it as an Exile (6.6.2) holds it for the Empire
        if not best or s.title_holder in candidates:
            return []
        if for_the_empire and all(s.players[x].imperial for x in candidates):
            self.give_title(0)
        elif len(candidates) == 1:
            self.give_title(candidates[0])
        else:
            return candidates
        return []

    def oath_counts(self) -> list[int]:
        """How far each seat meets the Oath: sites ruled, relics and banners, or 1 for the
        banner's holder."""
        s, goal = self.s, self.c.oaths[self.s.oath].title_goal
        if goal == "rules_most_sites":
            return [s.sites_ruled(x) for x in range(len(s.players))]
        if goal == "most_relics_and_banners":
            return [s.relics_and_banners(x) for x in range(len(s.players))]
        return [int(self.goal_met(x, goal)) for x in range(len(s.players))]

    def give_title(self, seat: int) -> None:
        """The title goes to the seat, Oathkeeper side up, unless it holds it already."""
        if seat != self.s.title_holder:
            self.s.title_holder, self.s.usurper = seat, False
            self.say(f"{self.who(seat)} takes the Oathkeeper title", "2.11")

    # --- powers (7) ------------------------------------------------------------------------
    def sources(self) -> list[Source]:
        return self.still if self.still is not None else active_sources(self)

    def hooked(self, hook: str) -> list[tuple[Source, Power]]:
        """The sources whose power implements a hook, with the power, in table order."""
        return [(src, power) for src in self.sources() if overrides(power := self.power_of(src), hook)]

    @contextmanager
    def table_still(self) -> Iterator[None]:
        """While the options are worked out nothing moves: the sources are gathered once."""
        self.still = active_sources(self)
        try:
            yield
        finally:
            self.still = None

    def rules_source(self, seat: int, src: Source) -> bool:
        """A player rules their advisers, relics and Reliquary spaces (the Chancellor), and the
        cards at sites they rule (Law 10), and those a relic they hold lets them use as though
        they ruled them (the Grand Mask)."""
        if src.owner is not None:
            return src.owner == seat
        return self.s.rules(seat, src.slot) or self.rules_by_relic(seat, src)

    def rules_by_relic(self, seat: int, src: Source) -> bool:
        """Whether a relic the seat holds lets it use a card at a site as though it ruled it."""
        if src.kind != "denizen":
            return False
        for relic in self.s.players[seat].relics:
            power = REGISTRY.get(self.c.relics[relic].power)
            if overrides(power, "rules_card") and power.rules_card(self, seat, src, Source("relic", relic, power.id, owner=seat)):
                return True
        return False

    def adviser_limit(self, seat: int) -> int:
        """The box's limit or the lowest a power sets for the seat (7.6.4)."""
        lowered = [n for src, power in self.hooked("adviser_limit") if (n := power.adviser_limit(self, seat, src)) is not None]
        return min([self.c.limits.advisers, *lowered])

    def discard_advisers_down_to(self, seat: int, keep: int, prompt: str, rule: str) -> Steps:
        """The seat discards unlocked advisers of its choice until it has `keep` (the only way a
        faceup adviser is discarded)."""
        p = self.s.players[seat]
        while len(p.advisers) > keep:
            opts = [Option(f"room:{a.card}", f"Discard {self.name(a.card)}" + ("" if a.faceup else " (facedown)"),
                           rule, secret=not a.faceup, cards=self.card_ids(a.card)) for a in p.advisers if not locked(self, a.card)]
            if not opts:
                return  # locked cards stay (7.2)
            card = int((yield from ask(seat, prompt, opts, rule))[5:])
            p.advisers = [a for a in p.advisers if a.card != card]
            self.discard(seat, card)
            self.say(f"{self.who(seat)} discards an adviser", rule)

    def access(self, seat: int, src: Source) -> bool:
        """You rule the source, or your pawn is at its site (7.1.1)."""
        return self.rules_source(seat, src) or (src.slot is not None and self.s.players[seat].pawn == src.slot)

    def cost_of(self, src: Source):
        if src.kind == "denizen":
            return self.c.denizens[src.id].cost
        if src.kind == "relic":
            return self.c.relics[src.id].cost
        return FREE

    def can_pay(self, seat: int, src: Source) -> bool:
        cost, p = self.cost_of(src), self.s.players[seat]
        if (cost.place_favor or cost.place_secrets) and self.s.has_tokens(src.id):
            return False  # nothing is placed on a card that has tokens (7.1.2)
        return p.favor >= cost.place_favor + cost.burn_favor and p.secrets >= cost.place_secrets + cost.burn_secrets

    def pay(self, seat: int, src: Source) -> None:
        """Place tokens on the card (out of turn: favor to its bank, secrets facedown on the
        payer's board) or burn them (7.1.2)."""
        s, cost, p = self.s, self.cost_of(src), self.s.players[seat]
        p.favor -= cost.place_favor + cost.burn_favor
        p.secrets -= cost.place_secrets + cost.burn_secrets
        s.favor_supply += cost.burn_favor
        s.burn_secrets(cost.burn_secrets)
        if seat == s.current() and s.phase == "act":
            tokens = s.tokens_on_cards.setdefault(src.id, [0, 0])
            tokens[0] += cost.place_favor
            tokens[1] += cost.place_secrets
        else:
            if cost.place_favor:
                suit = self.c.denizens[src.id].suit if src.kind == "denizen" else None
                if suit:
                    s.banks[suit] += cost.place_favor
                else:
                    s.favor_supply += cost.place_favor
            p.secrets_down += cost.place_secrets

    def power_of(self, src: Source):
        return implemented(src)

    def source_name(self, src: Source) -> str:
        if src.kind == "site":
            return self.c.sites[src.id].name
        if src.kind == "reliquary":
            return f"the Reliquary's {self.c.reliquary[src.id].name} space"
        return self.name(src.id)

    def standalone_powers(self, seat: int, kind: str) -> Steps:
        """Each Wake or Rest power the player can access, once (7.3)."""
        for src in self.sources():
            power = self.power_of(src)
            if power and kind in power.kinds and self.access(seat, src):
                yield from power.use(self, seat, src)

    def when_played(self, seat: int, card: int, slot: int | None) -> Steps:
        power = REGISTRY.get(self.c.denizens[card].power) if card in self.c.denizens else None
        if power and "when_played" in power.kinds:
            src = Source("denizen", card, power.id, slot=slot, owner=None if slot is not None else seat)
            yield from power.use(self, seat, src)

    def end_act(self) -> None:
        """The active player's Act phase ends at once (6.6.2, 6.8, some powers)."""
        self.s.phase = "rest"

    def gain_warbands(self, seat: int, n: int) -> int:
        from .setup import place_warbands
        return place_warbands(self.s, seat, "board", n)

    def discard_source(self, seat: int, src: Source) -> None:
        """Discard a faceup denizen from wherever it is."""
        s = self.s
        if src.slot is not None and src.id in s.slots[src.slot].cards:
            s.slots[src.slot].cards.remove(src.id)
            self.discard(seat, src.id, src.slot)
        elif src.owner is not None:
            p = s.players[src.owner]
            p.advisers = [a for a in p.advisers if a.card != src.id]
            self.discard(src.owner, src.id)

    # --- cards ----------------------------------------------------------------------------
    def next_region(self, region: str) -> str:
        ids = [r.id for r in self.c.regions]
        return ids[(ids.index(region) + 1) % len(ids)]

    def discard(self, seat: int, card: int, from_slot: int | None = None) -> None:
        """Facedown onto the next region's pile, counted from the card's site or else the
        player's pawn (Law 10); its favor goes to its bank, its secrets facedown to the active
        player (the Polish reading: content decision 30)."""
        s = self.s
        region = s.slots[from_slot].region if from_slot is not None else s.slots[s.players[seat].pawn].region
        s.discards[self.next_region(region)].append(card)
        if from_slot is not None and card in self.c.denizens:  # remembered for the homeland sites (2.8)
            s.discarded_here.append((from_slot, self.c.denizens[card].suit))
        favor, secrets = s.tokens_on_cards.pop(card, [0, 0])
        if favor and card in self.c.denizens:
            s.banks[self.c.denizens[card].suit] += favor
        s.players[s.current()].secrets_down += secrets

    def draw_top(self) -> int | None:
        """The world deck's top card; a Vision advances the Visions marker (5.1.2)."""
        s = self.s
        if not s.world:
            return None
        card = s.world.pop(0)
        if card_kind(card) == "vision":
            s.visions_drawn += 1
            self.say(f"A Vision is drawn ({count(s.visions_drawn, 'Vision')} drawn)", "5.1.2")  # which one stays secret
        self.m.reveal()
        return card

    def gain_from_bank(self, seat: int, suit: str, n: int) -> int:
        s = self.s
        n = min(n, s.banks[suit])
        s.banks[suit] -= n
        s.players[seat].favor += n
        return n
