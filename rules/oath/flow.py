"""The rules of Oath as one sequence of decisions: setup's last step, then rounds of turns (Wake,
Act, Rest) until a victory or the end of round 8. Rule numbers are the Law's (REFERENCE.md).

The flow starts wherever the state says (round, turn, phase) and takes a checkpoint at every
turn, so a match clones and undoes from the turn it is in."""
from __future__ import annotations

from rules.core import Option, Steps, choose
from rules.core.words import count

from .actions import Actions
from .cards import TITLE_ID, banner_id
from .chronicle_steps import ChronicleSteps
from .content import GOALS
from .effects import discard_advisers_down_to, turn_order_from
# importing a suit's module registers its powers: the flow runs with every one of them
from .powers import arcane, beast, discord, edifices, hearth, nomad, order, relics, reliquary, sites  # noqa: F401
from .powers.base import access, adviser_limit, hooked, of_kind
from .state import Adviser
from .table import Table


END_TURN = Option("end", "End your turn (Rest)", "4.2")  # the same at every Act decision


class Flow(Table):
    """The match's flow: a Table (the helpers every rule uses) that runs the rounds."""

    # --- the game ----------------------------------------------------------------------
    def run(self) -> Steps:
        s = self.s
        while s.phase == "setup":
            yield from self.setup_choices()
        while not s.decided:
            while s.turn < len(s.players) and not s.decided:
                self.m.checkpoint()
                yield from self.take_turn(s.current())
                if not s.decided:
                    s.turn += 1
                    s.phase, s.searched_this_turn = "wake", 0  # a turn start's state has searched nothing
            if not s.decided:
                s.phase = "round-end"  # nobody's turn until the next round begins
                yield from self.end_of_round()
        while s.phase == "chronicle":
            self.m.checkpoint()
            yield from ChronicleSteps(self).step()

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
            opts = [Option(f"pawn:{i}", self.site_name(i), "1", cards=self.site_ids(i), data=i) for i in faceup]
            p.pawn = (yield from choose(seat, "Place your pawn on a faceup site", opts, "1")).data
        self.say(f"{self.who(seat)}'s pawn starts at {self.site_name(p.pawn)}", "1")
        hand = s.hands[seat]
        opts = [Option(f"keep:{card}", self.name(card), "1", secret=True, cards=self.card_ids(card), data=card)
                for card in hand]
        kept = (yield from choose(seat, "Keep one card as a facedown adviser; the others are discarded", opts, "1")).data
        self.add_adviser(seat, Adviser(kept, faceup=False))
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
            if s.decided:
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
            if pf.tokens >= self.c.banners["peoples_favor"].mob_at and not pf.mob:
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
                         f"{count(s.visions_drawn, 'Vision')} drawn", "3.2", vision=p.vision)
                return
            if s.title_holder == seat and not s.usurper:
                s.usurper = True
                self.say(f"{self.who(seat)} turns the title to its Usurper side", "4.1.3")
        yield from self.standalone_powers(seat, "wake")

    def peoples_favor(self, seat: int) -> Steps:
        """Put 1 favor on the banner, or move 1 from it to the bank with the least favor (4.1.1)."""
        s, pf = self.s, self.s.banners["peoples_favor"]
        favor = self.favor_of(seat)
        least = min(s.banks.values())
        poorest = [suit for suit in self.c.suits if s.banks[suit] == least]
        banner = (banner_id("peoples_favor"),)
        opts = []
        if favor:
            opts.append(Option("pf:place", "Put 1 of your favor on the People's Favor", "4.1.1", cards=banner))
        if pf.tokens > 1 or (pf.tokens == 1 and not favor):
            opts += [Option(f"pf:bank:{suit}", f"Move 1 favor from the People's Favor to the {suit.capitalize()} bank",
                            "4.1.1", cards=banner, data=suit) for suit in poorest]
        if not opts:
            return
        picked = yield from choose(seat, "The People's Favor at your Wake: add 1 of your favor, or give 1 of its favor "
                                   "to the poorest bank", opts, "4.1.1")
        if picked.id == "pf:place":
            self.spend_favor(seat, 1)
            pf.tokens += 1
            self.say(f"{self.who(seat)} puts 1 favor on the People's Favor", "4.1.1")
        else:
            suit = picked.data
            pf.tokens -= 1
            s.banks[suit] += 1
            self.say(f"1 favor moves from the People's Favor to the {suit.capitalize()} bank", "4.1.1")

    # --- act (4.2) --------------------------------------------------------------------------
    def act(self, seat: int) -> Steps:
        actions = Actions(self)
        while self.s.phase == "act":
            self.m.checkpoint()  # between two actions the state says all the turn has left to do
            with self.table_still():
                opts = actions.options(seat) + [END_TURN]
            picked = yield from choose(seat, f"Your actions ({self.s.players[seat].supply} Supply left)", opts, "4.2")
            if picked.id == "end":
                return
            yield from actions.take(seat, picked)
            yield from self.title_check()
            if hooked(self, "adviser_limit"):  # a limit lowered by what was done binds at once (7.6.4)
                for x in turn_order_from(self, seat):
                    limit = adviser_limit(self, x)
                    whose = "Your" if x == seat else f"{self.who(seat)}'s"
                    yield from discard_advisers_down_to(
                        self, x, limit, f"{whose} action lowered your adviser limit to {limit}: discard an adviser", "7.6.4")

    # --- rest (4.3) -------------------------------------------------------------------------
    def rest(self, seat: int) -> None:
        s, p, c = self.s, self.s.players[seat], self.c
        for card, (favor, secrets) in sorted(s.tokens_on_cards.items()):
            if favor:
                self.favor_off(card, favor)
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
        if s.round in self.c.end_die and self.imperial_title():
            roll = self.m.rng.below(6) + 1
            self.m.reveal()
            self.say(f"The Chancellor rolls the end die: {roll}", "3.3")
            for src, power in hooked(self, "end_die"):  # a power may change the result (the Squalid District)
                roll = yield from power.end_die(self, roll, src)
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
            for oath in self.c.war_exhaustion:
                for seat, p in enumerate(s.players):
                    vision = self.c.visions[p.vision] if p.vision is not None else None
                    if p.role == "exile" and vision is not None and vision.oath == oath and self.vision_goal_met(seat):
                        self.win(seat, f"a Visionary ({vision.name})", f"{end}, they {GOALS[vision.goal]}", "3.4",
                                 vision=p.vision)
                        return
            self.imperial_win(f"{end}, nobody else prevails", "3.4")

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

    def burn_favor(self, n: int) -> None:
        """Favor burnt goes to the supply, unless a power takes it instead (the Vow of Renewal)."""
        catcher = next((seat for src, power in hooked(self, "catches_burnt_favor")
                        if (seat := power.catches_burnt_favor(self, src)) is not None), None)
        if catcher is None or not n:
            super().burn_favor(n)
            return
        self.receive_favor(catcher, n)
        self.say(f"{self.who(catcher)} takes the {n} favor burnt (Vow of Renewal)", "7.6")

    def kept_bank(self, seat: int) -> str | None:
        """The bank a power keeps the seat's favor in instead of its board (the Vow of Kinship)."""
        return next((bank for src, power in hooked(self, "favor_bank") if (bank := power.favor_bank(self, seat, src))), None)

    def favor_of(self, seat: int) -> int:
        """The seat's own favor, and the favor of the bank it is kept in, which it spends as its own;
        found once while the table stands still."""
        if self.still and seat in self.still_favor:
            return self.still_favor[seat]
        bank = self.kept_bank(seat)
        favor = super().favor_of(seat) + (self.s.banks[bank] if bank else 0)
        if self.still:
            self.still_favor[seat] = favor
        return favor

    def spend_favor(self, seat: int, n: int) -> None:
        """Off the board first, then out of the bank the seat's favor is kept in."""
        own = min(n, self.s.players[seat].favor)
        super().spend_favor(seat, own)
        if n > own:
            self.s.banks[self.kept_bank(seat)] -= n - own

    def receive_favor(self, seat: int, n: int) -> None:
        bank = self.kept_bank(seat)
        if bank is None:
            super().receive_favor(seat, n)
        else:
            self.s.banks[bank] += n

    def give_title(self, seat: int) -> None:
        """The title moves as the table moves it, and the powers that follow the new holder hear of
        it (the Chaos Cult)."""
        taken = seat != self.s.title_holder
        super().give_title(seat)
        if taken:
            for src, power in hooked(self, "title_taken"):
                power.title_taken(self, seat, src)

    def title_check(self) -> Steps:
        """After an action: the title moves (2.11); when players tie for it without its holder,
        the holder picks which of them takes it. Not checked again while all it reads stands as
        it stood when last settled (`title_reads`): nothing could move then."""
        if self.title_reads() == self.title_settled_at:
            return
        tied = self.update_title()
        if tied:
            opts = [Option(f"title:{x}", f"Give the title to {self.who(x)}", "2.11", cards=(TITLE_ID,), data=x)
                    for x in tied]
            oath = self.c.oaths[self.s.oath].name
            prompt = f"{' and '.join(self.who(x) for x in tied)} tie for the title under the Oath of {oath}: give it to whom?"
            self.give_title((yield from choose(self.s.title_holder, prompt, opts, "2.11")).data)
        self.title_settled_at = self.title_reads()

    def title_reads(self) -> tuple:
        """All the title's check reads (`update_title`): the sources (relics held, the sites'
        faces, the Bandit Crown), the rulers and roles, the banners' holders and the title's."""
        banners = self.s.banners
        return (self.sources_version, self.rulers_version, self.s.title_holder, banners["peoples_favor"].holder,
                banners["darkest_secret"].holder)

    # --- powers (7) ---------------------------------------------------------------------------
    def standalone_powers(self, seat: int, kind: str) -> Steps:
        """Each Wake or Rest power the player can access, once (7.3)."""
        for src, power in of_kind(self, kind):
            if access(self, seat, src):
                yield from power.use(self, seat, src)
