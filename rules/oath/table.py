"""The match as every rule reads and changes it: the state and the content, the words of the log,
the components an option concerns, the plain moves the rules make (discarding, drawing, gaining
favor and warbands, seizing a banner, paying a power's cost, moving the cards powers lie on), and
the goals and the title.

The actions, the campaign, Citizenship, the effects and the powers are handed a Table as `f`; in a
match it is the flow (flow.Flow, a Table that runs the rounds), which they never need to know."""
from __future__ import annotations

from rules.core import Match, Option, Steps, ask
from rules.core.words import count

from .cards import card_id, reliquary_id, site_id
from .content import FREE, GOALS, card_kind
from .setup import place_warbands
from .state import Adviser, Source, State

PLACES = ("at the top", "second from the top", "third from the top")  # a site slot in its region


class Still:
    """The context of `Table.table_still` (a plain class: entered at every Act decision, where a
    generator-made context costs a few microseconds more)."""

    def __init__(self, table: Table):
        self.table = table

    def __enter__(self) -> None:
        self.table.still, self.table.still_favor = True, {}

    def __exit__(self, *exc) -> None:
        self.table.still = False


class Table:
    def __init__(self, m: Match):
        self.m = m
        self.s: State = m.state
        self.c = self.s.c
        # what the sources are gathered from (sites' faces and cards, faceup advisers, relics held,
        # the Reliquary) changes only through the methods under "where the powers lie", which move this
        self.sources_version = 0
        # the sources as last gathered (`sources`), at which version, and what was found among them
        # (powers.base.among_sources): never changed, only replaced
        self.gathered_at = -1
        self.gathered: list[Source] = []
        self.found_among: dict[str, list | dict | bool] = {}
        self.kept_sources: dict[tuple, Source] = {}  # each Source made once a match (`source`)
        # who rules the sites changes besides with the sites' faces and the Bandit Crown's holder (the
        # sources' version) only through the methods under "who rules the sites", which move this
        self.rulers_version = 0
        self.ruled_at: tuple[int, int] | None = None  # the versions every site's rulers were found at
        self.site_rulers: list[list[int]] = []  # as last found (`rulers`): never changed, only replaced
        self.ruled_counts: list[int] = []  # how many sites each seat rules, counted from those: the same
        self.still = False  # nothing on the table moves while the options are worked out
        self.title_settled_at: tuple | None = None  # what the title's check read as it last settled (flow.title_check)
        self.still_favor: dict[int, int] = {}  # the favor each seat may spend, found once while it does (favor_of)
        # options made of what they stand for and the box alone, kept once a match by what they are
        # made of (actions.Actions.major_option, power_option)
        self.kept_options: dict = {}
        self.kept_majors: dict = {}  # the plain majors made of the box alone (actions.Actions.box_majors)
        # the Travel majors, by what the board makes of trips, then by traveller and pawn
        # (actions.Actions.travel_majors); those of the board as it was at the versions last looked at
        self.kept_travels: dict[tuple, dict] = {}
        self.travel_board_at: tuple[int, int] | None = None
        self.board_travels: dict = {}
        self.board_reads_traveller = False  # a power shaping its trips reads who travels: kept by traveller too
        # the Campaign majors by seat and every pawn's site (actions.Actions.campaign_majors), those
        # found at the versions last looked at
        self.campaigns_at: tuple[int, int] | None = None
        self.kept_campaigns: dict[tuple, tuple] = {}

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

    def source_name(self, src: Source) -> str:
        if src.kind == "site":
            return self.c.sites[src.id].name
        if src.kind == "reliquary":
            return f"the Reliquary's {self.c.reliquary[src.id].name} space"
        return self.name(src.id)

    # --- the components an option concerns: ids of the view's "cards" -------------------------
    @staticmethod
    def card_ids(*cards: int) -> tuple[str, ...]:
        return tuple(card_id(x) for x in cards)

    def site_ids(self, *slots: int) -> tuple[str, ...]:
        """The sites at these map slots whose faces are up (a facedown face is nobody's to read)."""
        return tuple([site_id(self.s.slots[x].site) for x in slots if self.s.slots[x].faceup])

    @staticmethod
    def source_ids(*sources: Source) -> tuple[str, ...]:
        """The cards, sites and Reliquary spaces whose powers these are."""
        return tuple(site_id(src.id) if src.kind == "site" else reliquary_id(src.id) if src.kind == "reliquary"
                     else card_id(src.id) for src in sources)

    def consents(self, seat: int, prompt: str, yes: str, rule: str) -> Steps:
        """Ask a seat to agree to what another asks of it (a consent of 5.5.2 or 6.5); True if it does."""
        opts = [Option("consent:no", "Refuse", rule), Option("consent:yes", yes, rule)]
        return (yield from ask(seat, prompt, opts, rule)) == "consent:yes"

    # --- the sources of powers (7.1) -------------------------------------------------------
    def sources(self) -> list[Source]:
        """Every faceup source of a power on the table, in a fixed order: sites, their denizens,
        advisers, relics held, the uncovered Reliquary spaces. Gathered again only once what they
        are gathered from has changed (`sources_version`)."""
        if self.gathered_at != self.sources_version:
            self.gathered_at, self.gathered, self.found_among = self.sources_version, self.gather_sources(), {}
        return self.gathered

    def gather_sources(self) -> list[Source]:
        s, c = self.s, self.c
        found = []
        source = self.source
        for i, slot in enumerate(s.slots):
            if not slot.faceup:
                continue
            site = c.sites[slot.site]
            if site.power:
                found.append(source("site", site.id, site.power, i, None))
            for card in slot.cards:  # denizens and edifices
                found.append(source("denizen", card, c.denizens_and_edifices[card].power, i, None))
        for seat, p in enumerate(s.players):
            for a in p.advisers:
                if a.faceup and a.card in c.denizens:
                    found.append(source("denizen", a.card, c.denizens[a.card].power, None, seat))
            for relic in p.relics:
                found.append(source("relic", relic, c.relics[relic].power, None, seat))
        for space, relic in zip(c.reliquary, s.reliquary):
            if relic is None:
                found.append(source("reliquary", space.id, space.power, None, 0))
        return found

    def source(self, kind: str, id: int, power: str, slot: int | None, owner: int | None) -> Source:
        """The source of a power lying there, made once a match (kept by where it lies: its power
        is the box's), as the sources are gathered again at every change and a frozen dataclass
        takes a microsecond to make."""
        key = (kind, id, slot, owner)
        kept = self.kept_sources.get(key)
        if kept is None:
            kept = self.kept_sources[key] = Source(kind, id, power, slot=slot, owner=owner)
        return kept

    # --- where the powers lie (7.1): in a match, the one writer of what the sources are gathered
    # from, each change moving `sources_version` (a state is edited elsewhere only before a flow is
    # made on it: setup, a deal for another seat, a test's position) ------------------------------
    def turn_site_up(self, slot: int) -> None:
        self.s.slots[slot].faceup = True
        self.sources_version += 1

    def put_at_site(self, slot: int, card: int, place: int | None = None) -> None:
        """A card joins a site's cards: last, or at `place`."""
        cards = self.s.slots[slot].cards
        if place is None:
            cards.append(card)
        else:
            cards.insert(place, card)
        self.sources_version += 1

    def remove_from_site(self, slot: int, card: int) -> None:
        self.s.slots[slot].cards.remove(card)
        self.sources_version += 1

    def replace_at_site(self, slot: int, card: int, new: int) -> None:
        """Another card takes a site card's place (a swap, an edifice built or repaired)."""
        cards = self.s.slots[slot].cards
        cards[cards.index(card)] = new
        self.sources_version += 1

    def add_adviser(self, seat: int, adviser: Adviser) -> None:
        self.s.players[seat].advisers.append(adviser)
        if adviser.faceup:  # a facedown adviser has no power: no source comes or goes with it
            self.sources_version += 1

    def remove_adviser(self, seat: int, card: int) -> None:
        p = self.s.players[seat]
        if any(a.faceup for a in p.advisers if a.card == card):
            self.sources_version += 1
        p.advisers = [a for a in p.advisers if a.card != card]

    def replace_adviser(self, seat: int, card: int, new: Adviser) -> None:
        """Another adviser takes the place of the seat's adviser `card` (a trade, a swap)."""
        p = self.s.players[seat]
        p.advisers = [new if a.card == card else a for a in p.advisers]
        self.sources_version += 1

    def gain_relic(self, seat: int, relic: int) -> None:
        self.s.players[seat].relics.append(relic)
        self.sources_version += 1

    def lose_relic(self, seat: int, relic: int) -> None:
        self.s.players[seat].relics.remove(relic)
        self.sources_version += 1

    def hand_relic(self, giver: int, taker: int, relic: int) -> None:
        self.lose_relic(giver, relic)
        self.gain_relic(taker, relic)

    def take_from_reliquary(self, seat: int, space: int) -> int:
        """The seat takes the relic on a Reliquary space, uncovering the space's power; returns it."""
        relic, self.s.reliquary[space] = self.s.reliquary[space], None
        self.gain_relic(seat, relic)
        return relic

    def table_still(self) -> Still:
        """While the options are worked out nothing moves: what is found then stands."""
        return Still(self)

    # --- who rules the sites (Law 10 "Rule"): in a match, the one writer of the warbands at sites
    # and of the roles, each change of who rules moving `rulers_version` ------------------------------
    def add_warbands_at(self, slot: int, color: str, n: int) -> None:
        """n warbands of a colour come to a site (n < 0: leave it)."""
        self.set_warbands_at(slot, color, self.s.slots[slot].warbands.get(color, 0) + n)

    def set_warbands_at(self, slot: int, color: str, n: int) -> None:
        warbands = self.s.slots[slot].warbands
        self.warbands_moved(warbands.get(color, 0), n)
        warbands[color] = n

    def remove_warbands_at(self, slot: int, color: str) -> int:
        """A colour's warbands off a site, its count gone from the site; returns how many."""
        n = self.s.slots[slot].warbands.pop(color)
        self.warbands_moved(n, 0)
        return n

    def warbands_moved(self, before: int, after: int) -> None:
        """A colour's warbands at a site went from `before` to `after`: who rules it changes only
        as the colour comes to it or leaves it altogether (the seats with warbands there rule it)."""
        if (before > 0) != (after > 0):
            self.rulers_version += 1

    def set_role(self, seat: int, role: str) -> None:
        """The seat becomes an Exile or a Citizen: its board's colour, whose warbands rule, with it."""
        self.s.players[seat].role = role
        self.rulers_version += 1

    def every_site_rulers(self) -> list[list[int]]:
        """Each site's rulers (State.every_site_rulers), found again only once the warbands at
        sites, the roles, the sites' faces or the Bandit Crown's holder may have changed."""
        at = (self.sources_version, self.rulers_version)
        if at != self.ruled_at:
            self.ruled_at, self.site_rulers, self.ruled_counts = at, self.s.every_site_rulers(), []
        return self.site_rulers

    def rulers(self, slot: int) -> list[int]:
        """The seats that rule a site (State.rulers)."""
        return self.every_site_rulers()[slot]

    def rules(self, seat: int, slot: int) -> bool:
        return seat in self.rulers(slot)

    def sites_ruled_by_seat(self) -> list[int]:
        """How many sites each seat rules (State.sites_ruled_by_seat), counted again only once
        every site's rulers are found again (the title is checked after every action)."""
        every = self.every_site_rulers()
        if not self.ruled_counts:
            counts = [0] * len(self.s.players)
            for rulers in every:
                for seat in rulers:
                    counts[seat] += 1
            self.ruled_counts = counts
        return self.ruled_counts

    def cost_of(self, src: Source):
        if src.kind == "denizen":
            return self.c.denizens_and_edifices[src.id].cost
        if src.kind == "relic":
            return self.c.relics[src.id].cost
        return FREE

    def can_pay(self, seat: int, src: Source) -> bool:
        cost, p = self.cost_of(src), self.s.players[seat]
        if (cost.place_favor or cost.place_secrets) and self.s.has_tokens(src.id):
            return False  # nothing is placed on a card that has tokens (7.1.2)
        return self.favor_of(seat) >= cost.place_favor + cost.burn_favor and p.secrets >= cost.place_secrets + cost.burn_secrets

    def pay(self, seat: int, src: Source, cost=None) -> None:
        """Place tokens on the card (out of turn: favor to its bank, secrets facedown on the
        payer's board) or burn them (7.1.2): its cost, or the `cost` a power makes it."""
        s, p = self.s, self.s.players[seat]
        cost = self.cost_of(src) if cost is None else cost
        self.spend_favor(seat, cost.place_favor + cost.burn_favor)
        p.secrets -= cost.place_secrets + cost.burn_secrets
        self.burn_favor(cost.burn_favor)
        s.burn_secrets(cost.burn_secrets)
        if seat == s.current() and s.phase == "act":
            tokens = s.tokens_on_cards.setdefault(src.id, [0, 0])
            tokens[0] += cost.place_favor
            tokens[1] += cost.place_secrets
        else:
            if cost.place_favor:
                self.favor_off(src.id, cost.place_favor)
            p.secrets_down += cost.place_secrets

    def burn_favor(self, n: int) -> None:
        """Favor burnt goes back to the shared supply (the flow lets a power catch it: the Vow of
        Renewal)."""
        self.s.favor_supply += n

    def favor_off(self, card: int, n: int) -> None:
        """Favor coming off a card goes to the bank of its suit; off a card without one (a relic, an
        edifice's ruined face), to the supply (7.1.2, 4.3.1)."""
        card = self.c.denizens_and_edifices.get(card)
        if card is not None and card.suit is not None:
            self.s.banks[card.suit] += n
        else:
            self.s.favor_supply += n

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
        self.tokens_off(card)

    def tokens_off(self, card: int) -> None:
        """A card leaving play sheds its tokens: its favor to its bank, its secrets facedown to the
        active player (content decision 30)."""
        s = self.s
        favor, secrets = s.tokens_on_cards.pop(card, [0, 0])
        self.favor_off(card, favor)
        s.players[s.current()].secrets_down += secrets

    def discard_from_site(self, seat: int, card: int, slot: int) -> None:
        """Take a denizen off a site and discard it (Law 10)."""
        self.remove_from_site(slot, card)
        self.discard(seat, card, slot)

    def discard_adviser(self, owner: int, card: int) -> None:
        self.remove_adviser(owner, card)
        self.discard(owner, card)

    def discard_source(self, seat: int, src: Source) -> None:
        """Discard a faceup denizen from wherever it is."""
        if src.slot is not None and src.id in self.s.slots[src.slot].cards:
            self.discard_from_site(seat, src.id, src.slot)
        elif src.owner is not None:
            self.discard_adviser(src.owner, src.id)

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

    # --- tokens and warbands ------------------------------------------------------------------
    def gain_from_bank(self, seat: int, suit: str, n: int) -> int:
        s = self.s
        n = min(n, s.banks[suit])
        s.banks[suit] -= n
        self.receive_favor(seat, n)
        return n

    # the seat's own favor: the flow lets a power keep it in a bank instead of the board (the Vow of Kinship)
    def favor_of(self, seat: int) -> int:
        """The favor the seat may spend."""
        return self.s.players[seat].favor

    def spend_favor(self, seat: int, n: int) -> None:
        """The seat pays n favor of what it may spend (by its choice: what others take or the rules
        force it to give comes off its board)."""
        self.s.players[seat].favor -= n

    def receive_favor(self, seat: int, n: int) -> None:
        """Favor the seat gains or takes, from a bank or another player."""
        self.s.players[seat].favor += n

    def gain_warbands(self, seat: int, n: int, where: int | str = "board") -> int:
        """Warbands from the seat's supply onto its board, or a map slot; returns how many."""
        if where == "board":
            return place_warbands(self.s, seat, where, n)
        had = self.s.slots[where].warbands.get(self.s.players[seat].board_color, 0)
        placed = place_warbands(self.s, seat, where, n)
        self.warbands_moved(had, had + placed)
        return placed

    def flip_secrets(self, seat: int, n: int) -> None:
        """Turn n of the seat's faceup secrets facedown: unusable until its Rest (4.3.2)."""
        p = self.s.players[seat]
        n = min(n, p.secrets)
        p.secrets -= n
        p.secrets_down += n

    def seize_banner(self, seat: int, key: str) -> None:
        """A banner taken other than by Recover: 2 of its tokens burn (never the last); the
        People's Favor turns to its Mob side (2.5.3)."""
        s, banner = self.s, self.s.banners[key]
        burnt = min(self.c.banners[key].seize_burn, max(0, banner.tokens - 1))
        banner.tokens -= burnt
        if key == "peoples_favor":
            self.burn_favor(burnt)
            banner.mob = True
        else:
            s.burn_secrets(burnt)
        banner.holder = seat
        burns = "none of its tokens burns" if not burnt else "1 of its tokens burns" if burnt == 1 else f"{burnt} of its tokens burn"
        self.say(f"{self.who(seat)} seizes the {self.c.banners[key].name}; {burns}", "2.5.3")

    def end_act(self) -> None:
        """The active player's Act phase ends at once (6.6.2, 6.8, some powers)."""
        self.s.phase = "rest"

    # --- goals (2.11, 3.2, 3.3.1) -----------------------------------------------------------
    def goal_met(self, seat: int, goal: str, among: list[int] | None = None) -> bool:
        """Whether the seat meets a goal: "most" means strictly more than every other seat
        (`among`, by default everyone)."""
        s = self.s
        others = [x for x in (among if among is not None else range(len(s.players))) if x != seat]
        if goal == "rules_most_sites":
            ruled = self.sites_ruled_by_seat()
            return all(ruled[seat] > ruled[x] for x in others)
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

    def vision_goal_met(self, seat: int, vision: int | None = None) -> str | None:
        """The name of the seat's revealed Vision (or of `vision`, one it wins by as well: the
        False Prophet's) when the seat meets its goal and enough Visions were drawn."""
        s, p = self.s, self.s.players[seat]
        vision = p.vision if vision is None else vision
        if vision is None or s.visions_drawn < self.c.vision_goal_min_drawn:
            return None
        card = self.c.visions[vision]
        return card.name if self.goal_met(seat, card.goal) else None

    def win(self, seat: int, role: str, why: str, rule: str, vision: int | None = None) -> None:
        """The game ends with one winner (with `vision`, if they won with one); the result's note
        says who won, as what, and why ("Ann wins as the Chancellor: the regime is stable: ...").
        In a Chronicle, the winner's steps follow (Law 8)."""
        s = self.s
        s.winners, s.phase, s.won_with = [seat], "chronicle" if s.in_chronicle else "over", vision
        s.won_by = f"{self.who(seat)} wins as {role}: {why}"
        self.say(s.won_by, rule)

    def successor_met(self, seat: int) -> bool:
        """The Successor goal is measured against the Chancellor and the other Citizens (3.3.1)."""
        among = [x for x, p in enumerate(self.s.players) if p.imperial]
        return self.goal_met(seat, self.c.oaths[self.s.oath].successor_goal, among)

    def successor_words(self) -> str:
        """The Successor goal of the Oath in force (3.3.1): "most" counts only the Imperial players."""
        goal = self.c.oaths[self.s.oath].successor_goal
        if goal == "most_relics_and_banners":
            return "hold more relics and banners, counted together, than the Chancellor and every other Citizen"
        return GOALS[goal]

    # --- the title (2.11) -------------------------------------------------------------------
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
            return self.sites_ruled_by_seat()
        if goal == "most_relics_and_banners":
            return [s.relics_and_banners(x) for x in range(len(s.players))]
        return [int(self.goal_met(x, goal)) for x in range(len(s.players))]

    def give_title(self, seat: int) -> None:
        """The title goes to the seat, Oathkeeper side up, unless it holds it already."""
        if seat != self.s.title_holder:
            self.s.title_holder, self.s.usurper = seat, False
            self.say(f"{self.who(seat)} takes the Oathkeeper title", "2.11")

    def imperial_title(self) -> bool:
        return self.s.players[self.s.title_holder].imperial
