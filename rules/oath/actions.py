"""The actions of a player's Act phase (Law 5 major actions, Law 6 minor actions): what may be
done now, as options, and doing it, asking any further choices one at a time."""
from __future__ import annotations

from rules.core import Option, Steps, ask
from rules.core.words import count

from .content import card_kind
from .state import Adviser


class Actions:
    def __init__(self, flow):
        self.f = flow
        self.s = flow.s
        self.c = flow.c

    # --- what may be done ---------------------------------------------------------------
    def options(self, seat: int) -> list[Option]:
        s, c, p = self.s, self.c, self.s.players[seat]
        here = p.pawn
        opts = []
        cost = self.world_search_cost(seat)
        if s.world and p.supply >= cost:
            opts.append(Option("search:world", f"Search the world deck ({cost} Supply)", "5.1"))
        region = s.slots[here].region
        if s.discards[region] and p.supply >= c.discard_search_cost:
            opts.append(Option("search:discard", f"Search the {c.region(region).name} discard pile "
                                                  f"({c.discard_search_cost} Supply)", "5.1"))
        for card in self.token_free_cards(here):
            name = self.f.name(card)
            if p.supply >= c.action_costs["muster"] and p.favor >= 1 and s.pool[p.board_color]:
                opts.append(Option(f"muster:{card}", f"Muster at {name}: 1 favor on it, gain "
                                                      f"{c.muster_warbands} warbands (1 Supply)", "5.2"))
            if p.supply >= c.action_costs["trade"]:
                if p.secrets >= 1:
                    opts.append(Option(f"trade:{card}:secret", f"Trade at {name}: 1 secret on it for favor (1 Supply)", "5.3"))
                if p.favor >= 2:
                    opts.append(Option(f"trade:{card}:favor", f"Trade at {name}: 2 favor on it for secrets (1 Supply)", "5.3"))
        opts += self.recover_options(seat)
        for slot in range(len(s.slots)):
            if slot != here:
                cost = self.travel_cost(here, slot)
                if p.supply >= cost:
                    opts.append(Option(f"travel:{slot}", f"Travel to {self.f.site_name(slot)} ({cost} Supply)", "5.6"))
        from .campaign import Campaign
        if p.supply >= c.action_costs["campaign"] and Campaign(self.f).defenders(seat):
            opts.append(Option("campaign", f"Campaign ({c.action_costs['campaign']} Supply)", "5.5"))
        opts += self.minor_options(seat)
        opts += self.power_options(seat)
        return opts

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

    def recover_options(self, seat: int) -> list[Option]:
        s, c, p = self.s, self.c, self.s.players[seat]
        cost = c.action_costs["recover"]
        if p.supply < cost:
            return []
        slot = s.slots[p.pawn]
        opts = []
        site = c.sites[slot.site]
        for relic in slot.relics:
            if slot.faceup and site.recover and self.can_pay_recover(seat, site.recover):
                opts.append(Option(f"recover:relic:{relic}", f"Recover the relic at {site.name} "
                                                             f"({site.recover.text}, 1 Supply)", "5.4"))
        pf, ds = s.banners["peoples_favor"], s.banners["darkest_secret"]
        if p.favor > pf.tokens:
            opts.append(Option("recover:peoples_favor", f"Recover the People's Favor ({pf.tokens + 1} favor, 1 Supply)", "5.4"))
        if p.secrets > ds.tokens and self.darkest_secret_open(seat):
            opts.append(Option("recover:darkest_secret", f"Recover the Darkest Secret ({count(ds.tokens + 1, 'secret')}, "
                                                         "1 Supply)", "5.4"))
        return opts

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
        kind, _, rest = choice.partition(":")
        if kind == "search":
            yield from self.search(seat, rest)
        elif kind == "muster":
            self.muster(seat, int(rest))
        elif kind == "trade":
            card, how = rest.split(":")
            self.trade(seat, int(card), how)
        elif kind == "recover":
            yield from self.recover(seat, rest)
        elif kind == "travel":
            self.travel(seat, int(rest))
        elif kind == "campaign":
            from .campaign import Campaign
            yield from Campaign(self.f).run(seat)
        elif kind == "reveal":
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
    def search(self, seat: int, where: str) -> Steps:
        s, c, p = self.s, self.c, self.s.players[seat]
        region = s.slots[p.pawn].region
        if where == "world":
            self.spend(seat, self.world_search_cost(seat))
            drawn = []
            for _ in range(c.search_cards):
                card = self.f.draw_top()
                if card is None:
                    break
                drawn.append(card)
                if card_kind(card) == "vision":
                    break  # a Vision stops the drawing (5.1.2)
            source = "the world deck"
        else:
            self.spend(seat, c.discard_search_cost)
            pile = s.discards[region]
            drawn = [pile.pop() for _ in range(min(c.search_cards, len(pile)))]
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
    def muster(self, seat: int, card: int) -> None:
        from .setup import place_warbands

        s, c, p = self.s, self.c, self.s.players[seat]
        self.spend(seat, c.action_costs["muster"])
        p.favor -= 1
        s.tokens_on_cards[card] = [1, 0]
        gained = place_warbands(s, seat, "board", c.muster_warbands)
        self.f.say(f"{self.f.who(seat)} musters at {self.f.name(card)}: {count(gained, 'warband')}", "5.2")

    def trade(self, seat: int, card: int, how: str) -> None:
        s, c, p = self.s, self.c, self.s.players[seat]
        self.spend(seat, c.action_costs["trade"])
        suit = c.denizens[card].suit
        matching = sum(1 for a in p.advisers if a.faceup and a.card in c.denizens and c.denizens[a.card].suit == suit)
        if how == "secret":
            p.secrets -= 1
            s.tokens_on_cards[card] = [0, 1]
            gained = self.f.gain_from_bank(seat, suit, 1 + matching)
            self.f.say(f"{self.f.who(seat)} trades a secret at {self.f.name(card)} for {gained} favor", "5.3")
        else:
            p.favor -= 2
            s.tokens_on_cards[card] = [2, 0]
            p.secrets += matching
            self.f.say(f"{self.f.who(seat)} trades 2 favor at {self.f.name(card)} for {count(matching, 'secret')}", "5.3")

    # --- Recover (5.4) ---------------------------------------------------------------------------------
    def recover(self, seat: int, what: str) -> Steps:
        s, c, p = self.s, self.c, self.s.players[seat]
        self.spend(seat, c.action_costs["recover"])
        if what.startswith("relic:"):
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
    def travel(self, seat: int, slot: int) -> None:
        s, p = self.s, self.s.players[seat]
        self.spend(seat, self.travel_cost(p.pawn, slot))
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
