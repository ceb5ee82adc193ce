"""The table of Oath: the map's sites and their cards, warbands and tokens, each player's board,
advisers, relics and banners, the favor banks, the decks and the title. Plain data: a copy taken
at a turn's start restarts the flow exactly (rules.core checkpoints).

Warbands are counted by colour: each colour's personal supply, the boards and the sites hold all
of that colour's pieces (purple ones belong to the Empire: the Chancellor's supply, and the boards
of the Chancellor and the Citizens)."""
from __future__ import annotations

from dataclasses import dataclass, field

from .content import Content, World

PURPLE = "purple"
COLORS = ("red", "blue", "white", "yellow", "brown")  # the Exiles' and Citizens' own colours, in seat order


def warbands_in_box(c: Content) -> dict[str, int]:
    """Each colour's warbands, all of them (9.3)."""
    return {PURPLE: c.limits.purple_warbands, **{color: c.limits.warbands for color in COLORS}}


@dataclass
class Adviser:
    card: int
    faceup: bool


@dataclass
class Player:
    name: str
    color: str  # the player's own colour; purple for the Chancellor
    role: str  # chancellor | exile | citizen
    pawn: int = -1  # the map slot the pawn stands on; -1 before it is placed
    board: int = 0  # warbands on the board: purple for Imperial players, else the own colour
    favor: int = 0
    secrets: int = 0  # faceup
    secrets_down: int = 0  # paid out of turn: unusable until the owner's Rest (4.3.2)
    supply: int = 7
    advisers: list[Adviser] = field(default_factory=list)
    relics: list[int] = field(default_factory=list)
    vision: int | None = None  # an Exile's revealed Vision
    peeked: list[int] = field(default_factory=list)  # facedown relics this player has seen and may look at again (6.3)

    @property
    def imperial(self) -> bool:
        return self.role != "exile"

    @property
    def board_color(self) -> str:
        return PURPLE if self.imperial else self.color


@dataclass
class Slot:
    """A place on the map: the site card there and everything at it."""
    region: str
    site: int
    faceup: bool
    cards: list[int] = field(default_factory=list)  # denizens, top to bottom
    warbands: dict[str, int] = field(default_factory=dict)
    favor: int = 0
    secrets: int = 0
    relics: list[int] = field(default_factory=list)  # facedown beside the site


@dataclass
class Banner:
    holder: int | None = None  # a seat, or None in the shared supply
    tokens: int = 0  # favor on the People's Favor, secrets on the Darkest Secret
    mob: bool = False  # the People's Favor shows its Mob side


@dataclass(frozen=True)
class Source:
    """Where a power comes from: a card (denizen or relic id), a site (by its map slot), a
    Reliquary space; `power` the content's power id, `slot` the map slot it lies at, `owner` the
    adviser's owner or relic's holder."""
    kind: str  # denizen | site | relic | reliquary
    id: int
    power: str
    slot: int | None = None
    owner: int | None = None


BANDITS = -1  # the defender when the bandits defend a site nobody rules


@dataclass(slots=True)
class Battle:
    """The campaign being fought (Law 5.5), as it is declared and fought: on the board until the
    turn ends. Slotted: one is made for every defender whose targets are looked at, and a slotted
    dataclass of this many fields is made in three fifths of the time."""
    attacker: int
    defender: int  # a seat, or BANDITS
    sites: list[int] = field(default_factory=list)  # targeted map slots
    relics: list[int] = field(default_factory=list)
    banners: list[str] = field(default_factory=list)
    pawn: bool = False  # the defender's pawn and favor are targeted
    site_relics: dict[int, int] = field(default_factory=dict)  # targeted site -> its facedown relics targeted (Relic Hunter)
    origin: int | None = None  # the site fought from as though the attacker's pawn stood there (Wild Allies)
    joined: list[int] = field(default_factory=list)  # sites whose attacker's warbands join the force (Vow of Union)
    allies: list[int] = field(default_factory=list)
    required: int | None = None  # the map slot the campaign must target (the defender's site here, 5.5.2)
    chosen_dice: int | None = None  # the attack dice the attacker chose, once chosen
    attack_dice: int = 0
    attack_from: list = field(default_factory=list)  # (source, dice) of each change to the attack pool after
    extra_from: list = field(default_factory=list)  # (source, dice) of the defense dice plans and powers add
    defense_from: list | None = None  # (source, dice) of the defense pool as it was rolled
    non_imperial: int | None = None  # a Citizen who is not Imperial for this campaign (5.5.1)
    plans: list = field(default_factory=list)  # (seat, side, Source) of each battle plan used
    ignore_skulls: bool = False  # the attacker's skulls kill nobody (Rangers)
    single_shields_blank: bool = False  # defense faces with one shield count nothing (Rain Boots)
    spared: list[int] = field(default_factory=list)  # seats whose warbands die not if defeated (Traveling Doctor)
    whole_force: bool = False  # the defeated side kills its whole force (the Reliquary's Brutal space)
    kills: dict = field(default_factory=lambda: {"attacker": 0, "defender": 0})  # warbands killed, by side
    survivors: dict = field(default_factory=dict)  # seat -> the defeated force's unkilled warbands now on its board
    rolls: dict = field(default_factory=dict)  # side -> the face names rolled, for the screen
    totals: dict = field(default_factory=dict)  # side -> its strength once rolled (after sacrifices)
    winner: str | None = None  # the side that won, once known
    defending_warbands: int = 0  # counted into the defense beside the shields
    sacrificed: int = 0
    outnumbered_sacrifice: int = 1  # what a warband sacrificed adds while the defenders outnumber the attacker (Zealots)
    whole_favor_burns: bool = False
    hollow_swords_blank: bool = False
    defender_whole_force: bool = False  # the defending side, defeated, kills its whole force (Shield Wall)
    alone: list[int] = field(default_factory=list)  # seats that may use no other battle plan (Code of Honor)
    defender_plans_barred: bool = False
    plans_kept: dict = field(default_factory=dict)  # seat -> whether a Beast card discarded keeps their Nomad plans (Wild Mounts)
    plans_discarded: list[int] = field(default_factory=list)  # plans to discard once decided, by choice (Mountain Giant)
    two_shields_blank: bool = False  # the defender's two-shield faces count nothing (War Tortoise)
    two_swords_blank: bool = False  # the attacker's two-sword faces count no swords (War Tortoise)
    attack_doubled: bool = False  # the attack the dice roll counts double (Lancers)
    decided: str | None = None  # the side that won at once, by a battle plan, before any roll (Peace Envoy, Hearts and Minds)
    bloodless: bool = False  # nobody's warbands are killed (Peace Envoy)
    hospital: dict = field(default_factory=dict)  # seat -> the site its warbands killed go to while it rules it (Hospital)
    attack_pool_halved: bool = False  # the attack pool is halved, rounded down, before the roll (Mounted Patrol)  # the defending side uses no battle plan (Specialist)  # the attacker's hollow swords count nothing (Rusting Ray)  # a banished defender burns all their favor, not half (Slander)

    @property
    def extra_defense(self) -> int:
        return sum(n for _, n in self.extra_from)

    def named_targets(self) -> list[tuple[str, object]]:
        """The targets named so far, as (kind, what)."""
        return ([("site", x) for x in self.sites] + [("relic", x) for x in self.relics]
                + [("banner", x) for x in self.banners] + ([("pawn", self.defender)] if self.pawn else []))

    def add_target(self, kind: str, what) -> None:
        if kind == "site":
            self.sites.append(what)
        elif kind == "relic":
            self.relics.append(what)
        elif kind == "banner":
            self.banners.append(what)
        else:
            self.pawn = True

    def opponent(self, side: str) -> int:
        """The seat on the other side (BANDITS for the bandits)."""
        return self.defender if side == "attacker" else self.attacker

    def shift(self, side: str, n: int, why: str) -> None:
        """Shift the attack pool n dice in `side`'s favour (`why`: the source, for the board): more
        attack dice for the attacker, fewer for the defender; a die removed from an empty pool adds
        a defense die (5.5.3)."""
        removed = n if side == "attacker" else -min(n, self.attack_dice)
        if removed:
            self.attack_dice += removed
            self.attack_from.append((why, removed))
        if side == "defender" and n + removed:
            self.add_defense(n + removed, why)

    def add_defense(self, n: int, why: str) -> None:
        """Defense dice a plan or power adds (`why`: its source, for the board)."""
        self.extra_from.append((why, n))


@dataclass
class State:
    c: Content
    players: list[Player]
    slots: list[Slot]
    banks: dict[str, int]
    favor_supply: int
    world: list[int]  # the world deck, top first
    discards: dict[str, list[int]]  # per region, top last
    relic_deck: list[int]  # top first
    reliquary: list[int | None]  # four spaces; None once taken
    banners: dict[str, Banner] = field(default_factory=dict)
    pool: dict[str, int] = field(default_factory=dict)  # warbands in each colour's personal supply
    oath: str = "supremacy"
    hands: list[list[int]] = field(default_factory=list)  # cards a player holds while choosing (setup, Search)
    title_holder: int = 0
    usurper: bool = False  # the title shows its Usurper side
    tokens_on_cards: dict[int, list[int]] = field(default_factory=dict)  # card id -> [favor, secrets]
    secret_supply: int = 0  # the box's secret tokens not in play; below 0 once they run out (9.3)
    visions_drawn: int = 0
    boxed: list[int] = field(default_factory=list)  # out of the game (a played Conspiracy)
    dealt: frozenset[int] = frozenset()  # every card and relic of this match's world, wherever it lies
    discarded_here: list[tuple[int, str]] = field(default_factory=list)  # (slot, suit) of cards discarded from sites this turn (the homelands)
    searched_this_turn: int = 0  # cards drawn from the world deck by searches this turn, as the log counts them
    caged: dict[str, int] = field(default_factory=dict)  # warbands by colour on the Obsidian Cage
    on_visions: dict[int, str] = field(default_factory=dict)  # revealed Vision -> the colour of the warband on it (the False Prophet)
    round: int = 1
    turn: int = 0  # turns of the round already begun, counted from the Chancellor
    phase: str = "setup"  # setup | wake | act | rest | rest-done | round-end | chronicle | over
    setup_step: int = 0  # players done with step 23
    battle: Battle | None = None  # the campaign being fought, for the screen
    winners: list[int] = field(default_factory=list)
    won_by: str = ""  # who won, as what and why, in words (the result's note)
    won_with: int | None = None  # the Vision the game was won with, if it was (8.1)
    # --- the Chronicle (Law 8) --------------------------------------------------------
    world_name: str = ""
    archive: list[int] = field(default_factory=list)  # public: the denizens and intact edifices in no other place
    dispossessed: list[int] = field(default_factory=list)  # set aside facedown: nobody looks at them
    in_chronicle: bool = False  # the match is a game of a Chronicle: its winner rewrites the world after it
    chronicle_step: str = "oath"  # the winner's next step once the game is decided (Law 8)
    next_oath: str | None = None  # 8.1
    citizens: set[str] = field(default_factory=set)  # the boards to be stored Citizen side up (8.2, 8.7.2)
    main_suit: str | None = None  # 8.4
    next_world: World | None = None  # the world the winner wrote, once every step is done

    @property
    def decided(self) -> bool:
        """The game has its winner (the Chronicle's steps may follow)."""
        return self.phase in ("chronicle", "over")

    # --- who is where ---------------------------------------------------------------
    def order(self) -> list[int]:
        """Seats in turn order: clockwise from the Chancellor (seat 0)."""
        return list(range(len(self.players)))

    def current(self) -> int:
        return self.order()[self.turn]

    def region_slots(self, region: str) -> list[int]:
        return [i for i, slot in enumerate(self.slots) if slot.region == region]

    def at_slot(self, slot: int) -> list[int]:
        """Seats whose pawn stands there."""
        return [seat for seat, p in enumerate(self.players) if p.pawn == slot]

    # --- secrets: unlimited (9.3), yet every one comes from the supply or goes back to it ------
    def take_secrets(self, n: int) -> int:
        """n secrets from the supply; returns n."""
        self.secret_supply -= n
        return n

    def burn_secrets(self, n: int) -> None:
        self.secret_supply += n

    def secrets_in_play(self) -> int:
        """On the players' boards (faceup and facedown), the Darkest Secret, the sites and cards."""
        return (sum(p.secrets + p.secrets_down for p in self.players) + self.banners["darkest_secret"].tokens
                + sum(slot.secrets for slot in self.slots) + sum(t[1] for t in self.tokens_on_cards.values()))

    # --- ruling (Law 10 "Rule") -----------------------------------------------------
    def rulers(self, slot: int) -> list[int]:
        """The seats that rule a site: those with warbands there; purple warbands make every
        Imperial player rule it (6.6.3). An empty faceup site is ruled by the bandits: none, or the
        Bandit Crown's holder."""
        site = self.slots[slot]
        if any(site.warbands.values()):
            return self.rulers_by_warbands(site, [p.board_color for p in self.players])
        crown = self.crown_holder() if site.faceup else None  # the Bandit Crown: its holder rules the empty sites (7.6.5)
        return [] if crown is None else [crown]

    @staticmethod
    def rulers_by_warbands(site: Slot, colors: list[str]) -> list[int]:
        """The seats with warbands at a site, `colors` each seat's board colour."""
        return [seat for seat, color in enumerate(colors) if site.warbands.get(color, 0) > 0]

    def every_site_rulers(self) -> list[list[int]]:
        """Each site's rulers (`rulers`), every board's colour and the Bandit Crown's holder found
        once for the whole map."""
        colors, crown = [p.board_color for p in self.players], self.crown_holder()
        return [self.rulers_by_warbands(site, colors) if any(site.warbands.values())
                else [crown] if site.faceup and crown is not None else [] for site in self.slots]

    def crown_holder(self) -> int | None:
        """The seat holding the Bandit Crown, whose bandits act as its warbands (7.6.5)."""
        crown = self.c.bandit_crown
        for seat, p in enumerate(self.players):
            if crown in p.relics:
                return seat
        return None

    def rules(self, seat: int, slot: int) -> bool:
        return seat in self.rulers(slot)

    def sites_ruled(self, seat: int) -> int:
        return self.sites_ruled_by_seat()[seat]

    def sites_ruled_by_seat(self) -> list[int]:
        """How many sites each seat rules, every site's rulers found once."""
        counts = [0] * len(self.players)
        for rulers in self.every_site_rulers():
            for seat in rulers:
                counts[seat] += 1
        return counts

    # --- tokens ---------------------------------------------------------------------
    def card_tokens(self, card: int) -> list[int]:
        return self.tokens_on_cards.get(card, [0, 0])

    def has_tokens(self, card: int) -> bool:
        return any(self.card_tokens(card))

    def relics_and_banners(self, seat: int) -> int:
        return len(self.players[seat].relics) + sum(b.holder == seat for b in self.banners.values())
