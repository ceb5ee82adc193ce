"""The actions of a player's Act phase (Law 5 major actions, Law 6 minor actions): what may be
done now, as options, and doing it, asking any further choices one at a time."""
from __future__ import annotations

from dataclasses import dataclass

from rules.core import Option, Steps, ask
from rules.core.words import count

from .citizenship import Citizenship
from .content import card_kind
from .state import Adviser


RULES = {"search": "5.1", "muster": "5.2", "trade": "5.3", "recover": "5.4", "travel": "5.6", "campaign": "5.5"}


@dataclass(frozen=True)
class Plan:
    """One way to take a major action: what it acts on, the Supply it costs, its parameters,
    and the modifiers that changed it (their costs are paid when it is taken, 7.4)."""
    action: str  # search | muster | trade | recover | travel | campaign
    target: str
    supply: int
    words: str
    via: tuple = ()  # Sources of the modifiers used
    draws: int = 3  # Search: cards drawn
    warbands: int = 2  # Muster: warbands gained
    bonus: int = 0  # Trade: favor or secrets gained besides the usual

    @property
    def id(self) -> str:
        return f"{self.action}:{self.target}" + "".join(f":via-{src.kind}-{src.id}" for src in self.via)


class Actions:
    def __init__(self, flow):
        self.f = flow
        self.s = flow.s
        self.c = flow.c

    # --- what may be done ---------------------------------------------------------------
    def options(self, seat: int) -> list[Option]:
        opts = [Option(plan.id, self.plan_words(plan), RULES[plan.action]) for plan in self.plans(seat)]
        opts += self.minor_options(seat)
        opts += self.power_options(seat)
        opts += Citizenship(self.f).options(seat)
        return opts

    def plan_words(self, plan: Plan) -> str:
        via = "".join(f", with {self.f.source_name(src)}" + ("" if self.f.cost_of(src).free else f" ({self.f.cost_of(src).text})")
                      for src in plan.via)
        return f"{plan.words}{via} ({plan.supply} Supply)"

    def plans(self, seat: int) -> list[Plan]:
        """Every major action the player can take now: the plain ways, and each way a
        modifier they can access and pay for changes one (7.4)."""
        p = self.s.players[seat]
        plans = self.base_plans(seat)
        for src in self.f.sources():
            power = self.f.power_of(src)
            if not power or not any(k.startswith("modifier:") for k in power.kinds) or not self.f.access(seat, src):
                continue
            if not self.f.can_pay(seat, src):
                continue
            changed = power.extra_plans(self.f, seat, src)
            for plan in plans:
                if f"modifier:{plan.action}" in power.kinds:
                    changed += power.variants(self.f, seat, plan, src)
            plans += changed
        return [plan for plan in plans if plan.supply <= p.supply and self.affordable(seat, plan)]

    def affordable(self, seat: int, plan: Plan) -> bool:
        """The modifiers' costs together, and a trade or muster's own tokens."""
        p = self.s.players[seat]
        favor = sum(self.f.cost_of(src).place_favor + self.f.cost_of(src).burn_favor for src in plan.via)
        secrets = sum(self.f.cost_of(src).place_secrets + self.f.cost_of(src).burn_secrets for src in plan.via)
        if plan.action == "muster":
            favor += 1
        elif plan.action == "trade":
            if plan.target.endswith("-secret"):
                secrets += 1
            else:
                favor += 2
        return p.favor >= favor and p.secrets >= secrets

    def base_plans(self, seat: int) -> list[Plan]:
        from .campaign import Campaign

        s, c, p = self.s, self.c, self.s.players[seat]
        here = p.pawn
        plans = []
        if s.world:
            plans.append(Plan("search", "world", self.world_search_cost(seat), "Search the world deck", draws=c.search_cards))
        region = s.slots[here].region
        if s.discards[region]:
            plans.append(Plan("search", f"discard-{region}", c.discard_search_cost,
                              f"Search the {c.region(region).name} discard pile", draws=c.search_cards))
        for card in self.token_free_cards(here):
            name = self.f.name(card)
            if s.pool[p.board_color]:
                plans.append(Plan("muster", str(card), c.action_costs["muster"],
                                  f"Muster at {name}: 1 favor on it for {c.muster_warbands} warbands", warbands=c.muster_warbands))
            plans.append(Plan("trade", f"{card}-secret", c.action_costs["trade"], f"Trade at {name}: 1 secret on it for favor"))
            plans.append(Plan("trade", f"{card}-favor", c.action_costs["trade"], f"Trade at {name}: 2 favor on it for secrets"))
        plans += self.recover_plans(seat)
        for slot in range(len(s.slots)):
            if slot != here:
                plans.append(Plan("travel", str(slot), self.travel_cost(here, slot), f"Travel to {self.f.site_name(slot)}"))
        if Campaign(self.f).defenders(seat):
            plans.append(Plan("campaign", "campaign", c.action_costs["campaign"], "Campaign"))
        return plans

    def power_options(self, seat: int) -> list[Option]:
        """Action powers the player can access, pay for and use now (6.2, 7.1)."""
        opts = []
        for src in self.f.sources():
            power = self.f.power_of(src)
            if power and "action" in power.kinds and self.f.access(seat, src) and self.f.can_pay(seat, src) \
                    and power.usable(self.f, seat, src):
                cost = self.f.cost_of(src)
                opts.append(Option(f"power:{src.kind}:{src.id}", f"{self.f.source_name(src)}: {power.words}"
                                   + ("" if cost.free else f" ({cost.text})"), "7.3"))
        return opts

    def world_search_cost(self, seat: int) -> int:
        if self.s.banners["darkest_secret"].holder == seat:
            return self.c.discard_search_cost  # the Darkest Secret's holder pays 2 (2.5)
        return self.c.search_cost(self.s.visions_drawn)

    def travel_cost(self, here: int, there: int) -> int:
        return self.c.travel_cost(self.s.slots[here].region, self.s.slots[there].region)

    def token_free_cards(self, slot: int) -> list[int]:
        """Denizens at a site with no token on them: Muster and Trade use them (5.2, 5.3)."""
        sl = self.s.slots[slot]
        return [card for card in sl.cards if sl.faceup and card in self.c.denizens and not self.s.has_tokens(card)]

    def recover_plans(self, seat: int) -> list[Plan]:
        s, c, p = self.s, self.c, self.s.players[seat]
        cost = c.action_costs["recover"]
        slot = s.slots[p.pawn]
        plans = []
        site = c.sites[slot.site]
        for relic in slot.relics:
            if slot.faceup and site.recover and self.can_pay_recover(seat, site.recover):
                plans.append(Plan("recover", f"relic-{relic}", cost, f"Recover the relic at {site.name} ({site.recover.text})"))
        pf, ds = s.banners["peoples_favor"], s.banners["darkest_secret"]
        if p.favor > pf.tokens:
            plans.append(Plan("recover", "peoples_favor", cost, f"Recover the People's Favor ({pf.tokens + 1} favor)"))
        if p.secrets > ds.tokens and self.darkest_secret_open(seat):
            plans.append(Plan("recover", "darkest_secret", cost, f"Recover the Darkest Secret ({count(ds.tokens + 1, 'secret')})"))
        return plans

    def can_pay_recover(self, seat: int, cost) -> bool:
        p = self.s.players[seat]
        return p.favor >= max(cost.place_favor, cost.burn_favor) and p.secrets >= cost.burn_secrets

    def darkest_secret_open(self, seat: int) -> bool:
        """Another player's Darkest Secret only while a card at their site has a suit none of
        their faceup advisers has (5.4.1, the German reading)."""
        s = self.s
        holder = s.banners["darkest_secret"].holder
        if holder is None or holder == seat:
            return True
        owner = s.players[holder]
        suits = {self.c.denizens[a.card].suit for a in owner.advisers if a.faceup and a.card in self.c.denizens}
        here = s.slots[owner.pawn]
        return any(card in self.c.denizens and self.c.denizens[card].suit not in suits for card in here.cards)

    def minor_options(self, seat: int) -> list[Option]:
        s, p = self.s, self.s.players[seat]
        opts = []
        for a in p.advisers:
            if not a.faceup:
                name = self.f.name(a.card)
                opts += [Option(f"reveal:{a.card}:{to}", f"Play {name}, your facedown adviser, {words}", "6.1")
                         for to, words in self.play_places(seat, a.card, from_adviser=True)]
                if not self.locked(a.card):
                    opts.append(Option(f"drop:{a.card}", f"Discard {name}, your facedown adviser", "6.1"))
        slot = s.slots[p.pawn]
        for relic in slot.relics:
            if relic not in p.peeked:
                opts.append(Option(f"peek:{relic}", f"Peek at the relic at {self.f.site_name(p.pawn)}", "6.3"))
        here = slot.warbands.get(p.board_color, 0)
        if s.rules(seat, p.pawn) and p.board:
            opts += [Option(f"tosite:{n}", f"Move {count(n, 'warband')} from your board to {self.f.site_name(p.pawn)}", "6.5")
                     for n in range(1, p.board + 1)]
        if here > 1 and (p.role != "citizen"):
            opts += [Option(f"toboard:{n}", f"Move {count(n, 'warband')} from {self.f.site_name(p.pawn)} to your board", "6.5")
                     for n in range(1, here)]
        return opts

    def locked(self, card: int) -> bool:
        return card in self.c.denizens and self.c.denizens[card].locked

    # --- doing it -----------------------------------------------------------------------------
    def take(self, seat: int, choice: str) -> Steps:
        plan = next((x for x in self.plans(seat) if x.id == choice), None)
        if plan is not None:
            for src in plan.via:
                self.f.pay(seat, src)
            self.spend(seat, plan.supply)
            yield from getattr(self, plan.action)(seat, plan)
            for src in plan.via:
                yield from self.f.power_of(src).after_action(self.f, seat, plan, src)
            return
        kind, _, rest = choice.partition(":")
        if kind == "reveal":
            card, to = rest.split(":")
            card = int(card)
            self.s.players[seat].advisers = [a for a in self.s.players[seat].advisers if a.card != card]
            yield from self.play(seat, card, to)
        elif kind == "drop":
            card = int(rest)
            self.s.players[seat].advisers = [a for a in self.s.players[seat].advisers if a.card != card]
            self.f.discard(seat, card)
            self.f.say(f"{self.f.who(seat)} discards a facedown adviser", "6.1")
        elif kind == "peek":
            relic = int(rest)
            self.s.players[seat].peeked.append(relic)
            self.f.say(f"{self.f.who(seat)} peeks at the relic at {self.f.site_name(self.s.players[seat].pawn)}", "6.3")
            self.f.say(f"The relic is {self.f.name(relic)}", "6.3", seats=[seat])
            self.f.m.reveal()
        elif kind in ("tosite", "toboard"):
            self.move_warbands(seat, kind, int(rest))
        elif kind == "citizen":
            yield from Citizenship(self.f).take(seat, choice)
        elif kind == "power":
            src_kind, src_id = rest.split(":")
            src = next(x for x in self.f.sources() if x.kind == src_kind and x.id == int(src_id))
            self.f.pay(seat, src)
            self.f.say(f"{self.f.who(seat)} uses {self.f.source_name(src)}", "7.3")
            yield from self.f.power_of(src).use(self.f, seat, src)
        else:
            raise ValueError(choice)

    def spend(self, seat: int, n: int) -> None:
        self.s.players[seat].supply -= n

    # --- Search (5.1) ---------------------------------------------------------------------------
    def search(self, seat: int, plan: Plan) -> Steps:
        s, c = self.s, self.c
        if plan.target == "world":
            drawn = []
            for _ in range(plan.draws):
                card = self.f.draw_top()
                if card is None:
                    break
                drawn.append(card)
                if card_kind(card) == "vision":
                    break  # a Vision stops the drawing (5.1.2)
            source = "the world deck"
        else:
            region = plan.target[8:]
            pile = s.discards[region]
            drawn = [pile.pop() for _ in range(min(plan.draws, len(pile)))]
            source = f"the {c.region(region).name} discard pile"
        self.f.say(f"{self.f.who(seat)} searches {source} and draws {count(len(drawn), 'card')}", "5.1")
        self.f.say("You draw " + ", ".join(self.f.name(x) for x in drawn), "5.1", seats=[seat])
        self.f.m.reveal()
        s.hands[seat] = drawn
        if not drawn:
            return
        opts = [Option(f"keep:{card}", f"Keep {self.f.name(card)}", "5.1.3", secret=True) for card in drawn]
        kept = int((yield from ask(seat, "Keep one card; the others are discarded", opts, "5.1.3"))[5:])
        for card in drawn:
            if card != kept:
                self.f.discard(seat, card)
        s.hands[seat] = [kept]
        if len(drawn) > 1:
            self.f.say(f"{self.f.who(seat)} discards {count(len(drawn) - 1, 'card')}", "5.1.3")
        places = self.play_places(seat, kept)
        opts = [Option(f"to:{to}", f"{words.capitalize()}", "5.1.4") for to, words in places]
        opts.append(Option("to:discard", f"Discard {self.f.name(kept)}", "5.1.4"))
        to = (yield from ask(seat, f"Play {self.f.name(kept)}", opts, "5.1.4"))[3:]
        s.hands[seat] = []
        if to == "discard":
            self.f.discard(seat, kept)
            self.f.say(f"{self.f.who(seat)} discards the card kept", "5.1.4")
            return
        yield from self.play(seat, kept, to)

    def play_places(self, seat: int, card: int, from_adviser: bool = False) -> list[tuple[str, str]]:
        """Where a card may be played (5.1.4): to the player's site, as a faceup or facedown
        adviser, a Vision into an Exile's Vision slot; each as (id, words)."""
        s, c, p = self.s, self.c, self.s.players[seat]
        name = self.f.name(card)
        places = []
        if card_kind(card) == "vision":
            vision = c.visions[card]
            if vision.conspiracy:
                places.append(("conspiracy", f"play {name} faceup"))
            elif p.role == "exile":
                places.append(("vision", f"reveal {name} as your Vision"))
            if not from_adviser:
                places.append(("facedown", f"keep {name} as a facedown adviser"))
            return places
        d = c.denizens[card]
        slot = s.slots[p.pawn]
        if d.restriction != "adviser" and slot.faceup and len(slot.cards) < c.sites[slot.site].capacity:
            places.append(("site", f"play {name} to {self.f.site_name(p.pawn)}"))
        room = len(p.advisers) < c.limits.advisers or any(not self.locked(a.card) for a in p.advisers)
        if room or from_adviser:
            if d.restriction != "site":
                places.append(("faceup", f"play {name} as a faceup adviser"))
            if not from_adviser:
                places.append(("facedown", f"keep {name} as a facedown adviser"))
        return places

    def play(self, seat: int, card: int, to: str) -> Steps:
        s, c, p = self.s, self.c, self.s.players[seat]
        name = self.f.name(card)
        if to == "site":
            s.slots[p.pawn].cards.append(card)
            suit = c.denizens[card].suit
            gained = self.f.gain_from_bank(seat, suit, 1)
            self.f.say(f"{self.f.who(seat)} plays {name} to {self.f.site_name(p.pawn)}"
                       + (f" and takes 1 {suit.capitalize()} favor" if gained else ""), "5.1.4")
            yield from self.f.when_played(seat, card, p.pawn)
        elif to in ("faceup", "facedown"):
            if len(p.advisers) >= c.limits.advisers:
                yield from self.make_room(seat)
            p.advisers.append(Adviser(card, faceup=to == "faceup"))
            if to == "faceup":
                self.f.say(f"{self.f.who(seat)} plays {name} as an adviser", "5.1.4")
                yield from self.f.when_played(seat, card, None)
            else:
                self.f.say(f"{self.f.who(seat)} keeps a facedown adviser", "5.1.4")
                self.f.say(f"You keep {name} facedown", "5.1.4", seats=[seat])
        elif to == "vision":
            if p.vision is not None:
                s.discards[self.f.next_region(s.slots[p.pawn].region)].append(p.vision)
            p.vision = card
            self.f.say(f"{self.f.who(seat)} reveals the Vision {name}", "5.1.4")
        elif to == "conspiracy":
            yield from self.conspiracy(seat, card)

    def make_room(self, seat: int) -> Steps:
        """A full adviser row: discard one first, the only way a faceup adviser is discarded."""
        p = self.s.players[seat]
        opts = [Option(f"room:{a.card}", f"Discard {self.f.name(a.card) if a.faceup else 'your facedown ' + self.f.name(a.card)}",
                       "5.1.4") for a in p.advisers if not self.locked(a.card)]
        card = int((yield from ask(seat, "Your advisers are full: discard one", opts, "5.1.4"))[5:])
        p.advisers = [a for a in p.advisers if a.card != card]
        self.f.discard(seat, card)
        self.f.say(f"{self.f.who(seat)} discards an adviser to make room", "5.1.4")

    def conspiracy(self, seat: int, card: int) -> Steps:
        """Burn 1 secret to take a relic or banner from a player at your site, if you have two
        advisers of the suit of one of theirs; then the Conspiracy leaves the game (5.1.4.IV)."""
        s, c, p = self.s, self.c, self.s.players[seat]
        self.f.say(f"{self.f.who(seat)} plays the Conspiracy", "5.1.4")
        mine = [c.denizens[a.card].suit for a in p.advisers if a.faceup and a.card in c.denizens]
        opts = []
        for other in s.at_slot(p.pawn):
            if other == seat:
                continue
            theirs = {c.denizens[a.card].suit for a in s.players[other].advisers if a.faceup and a.card in c.denizens}
            if p.secrets and any(mine.count(suit) >= 2 for suit in theirs):
                opts += [Option(f"take:relic:{other}:{r}", f"Take {self.f.name(r)} from {self.f.who(other)}", "5.1.4")
                         for r in s.players[other].relics]
                opts += [Option(f"take:banner:{other}:{b}", f"Take the {c.banners[b].name} from {self.f.who(other)}", "5.1.4")
                         for b, banner in s.banners.items() if banner.holder == other]
        s.boxed.append(card)
        if not opts:
            return
        opts.append(Option("take:none", "Take nothing", "5.1.4"))
        choice = yield from ask(seat, "Conspiracy: burn 1 secret to take what?", opts, "5.1.4")
        if choice == "take:none":
            return
        _, what, other, item = choice.split(":")
        p.secrets -= 1
        if what == "relic":
            s.players[int(other)].relics.remove(int(item))
            p.relics.append(int(item))
            self.f.say(f"{self.f.who(seat)} takes {self.f.name(int(item))} from {self.f.who(int(other))}", "5.1.4")
        else:
            self.f.seize_banner(seat, item)

    # --- Muster, Trade (5.2, 5.3) -----------------------------------------------------------------
    def muster(self, seat: int, plan: Plan) -> Steps:
        s, p = self.s, self.s.players[seat]
        card = int(plan.target)
        p.favor -= 1
        tokens = s.tokens_on_cards.setdefault(card, [0, 0])
        tokens[0] += 1
        gained = self.f.gain_warbands(seat, plan.warbands)
        self.f.say(f"{self.f.who(seat)} musters at {self.f.name(card)}: {count(gained, 'warband')}", "5.2")
        yield from ()

    def trade(self, seat: int, plan: Plan) -> Steps:
        s, c, p = self.s, self.c, self.s.players[seat]
        card, how = plan.target.split("-")
        card = int(card)
        suit = c.denizens[card].suit
        matching = sum(1 for a in p.advisers if a.faceup and a.card in c.denizens and c.denizens[a.card].suit == suit)
        tokens = s.tokens_on_cards.setdefault(card, [0, 0])
        if how == "secret":
            p.secrets -= 1
            tokens[1] += 1
            gained = self.f.gain_from_bank(seat, suit, 1 + matching + plan.bonus)
            self.f.say(f"{self.f.who(seat)} trades a secret at {self.f.name(card)} for {gained} favor", "5.3")
        else:
            p.favor -= 2
            tokens[0] += 2
            p.secrets += matching + plan.bonus
            self.f.say(f"{self.f.who(seat)} trades 2 favor at {self.f.name(card)} for {count(matching + plan.bonus, 'secret')}", "5.3")
        yield from ()

    # --- Recover (5.4) ---------------------------------------------------------------------------------
    def recover(self, seat: int, plan: Plan) -> Steps:
        s, c, p = self.s, self.c, self.s.players[seat]
        what = plan.target
        if what.startswith("relic-"):
            relic = int(what[6:])
            slot = s.slots[p.pawn]
            cost = c.sites[slot.site].recover
            if cost.place_favor:
                p.favor -= cost.place_favor
                s.banks[cost.bank] += cost.place_favor
            p.favor -= cost.burn_favor
            s.favor_supply += cost.burn_favor
            p.secrets -= cost.burn_secrets
            slot.relics.remove(relic)
            p.relics.append(relic)
            self.f.say(f"{self.f.who(seat)} recovers {self.f.name(relic)} from {self.f.site_name(p.pawn)} ({cost.text})", "5.4")
            self.f.m.reveal()
            return
        banner = s.banners[what]
        old, holder = banner.tokens, banner.holder
        if what == "peoples_favor":
            start = c.suits[0]
            if old:
                opts = [Option(f"from:{suit}", f"Starting with the {suit.capitalize()} bank", "5.4.4") for suit in c.suits]
                start = (yield from ask(seat, "The old favor goes one per bank: from which bank on?", opts, "5.4.4"))[5:]
            p.favor -= old + 1
            banner.tokens, banner.mob = old + 1, False
            i = c.suits.index(start)
            for k in range(old):
                s.banks[c.suits[(i + k) % len(c.suits)]] += 1
        else:
            p.secrets -= old + 1
            banner.tokens = old + 1
            if holder is None or holder == seat:
                p.secrets += old
            else:
                p.secrets += min(1, old)
                s.players[holder].secrets += max(0, old - 1)
        banner.holder = seat
        self.f.say(f"{self.f.who(seat)} recovers the {c.banners[what].name}", "5.4")

    # --- Travel (5.6) -----------------------------------------------------------------------------------
    def travel(self, seat: int, plan: Plan) -> Steps:
        s, p = self.s, self.s.players[seat]
        slot = int(plan.target)
        p.pawn = slot
        here = s.slots[slot]
        if not here.faceup:
            here.faceup = True
            site = self.c.sites[here.site]
            for _ in range(min(site.relics, len(s.relic_deck))):
                here.relics.append(s.relic_deck.pop(0))
            favor = min(site.favor, s.favor_supply)
            here.favor, here.secrets = favor, site.secrets
            s.favor_supply -= favor
            self.f.m.reveal()
            self.f.say(f"{self.f.who(seat)} travels to and reveals {site.name}", "5.6")
        else:
            self.f.say(f"{self.f.who(seat)} travels to {self.f.site_name(slot)}", "5.6")
        yield from ()

    def campaign(self, seat: int, plan: Plan) -> Steps:
        from .campaign import Campaign
        yield from Campaign(self.f).run(seat)

    # --- warbands (6.5) -------------------------------------------------------------------------------------
    def move_warbands(self, seat: int, way: str, n: int) -> None:
        s, p = self.s, self.s.players[seat]
        slot = s.slots[p.pawn]
        color = p.board_color
        if way == "tosite":
            p.board -= n
            slot.warbands[color] = slot.warbands.get(color, 0) + n
            self.f.say(f"{self.f.who(seat)} moves {count(n, 'warband')} to {self.f.site_name(p.pawn)}", "6.5")
        else:
            slot.warbands[color] -= n
            p.board += n
            self.f.say(f"{self.f.who(seat)} moves {count(n, 'warband')} from {self.f.site_name(p.pawn)} to their board", "6.5")
