"""The table of Viscounts of the West Kingdom: each seat's cards, goods and board, the main
board's towns, piles and spots, the castle and the kingdom's debt and deed piles."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from .components import Components
from .townsfolk import RESOURCES, Townsfolk, townsfolk

GOODS = ("silver", *RESOURCES)
CARD_SPACES = 3  # left, middle, right on the player board
WORKERS = 20


@cache  # asked for every card on every board at every step: the instances are a few hundred
def card_of(instance: str) -> Townsfolk:
    """A card instance id is the townsfolk id, with '/seat' for each seat's own starting cards."""
    return townsfolk()[instance.split("/")[0]]


@dataclass
class Seat:
    name: str
    ai: str = ""  # the AI board's id for the solo AI's seat (its row and piles hold Scheme cards)
    town: str = ""
    player_card: int = 0  # the number of the player card taken at setup (2.6); 0 for none
    hand: list[str] = field(default_factory=list)
    draw: list[str] = field(default_factory=list)  # the top is the end of the list
    discard: list[str] = field(default_factory=list)
    row: list[str | None] = field(default_factory=lambda: [None] * CARD_SPACES)  # left to right
    goods: dict[str, int] = field(default_factory=lambda: dict.fromkeys(GOODS, 0))
    corruption: int = 0
    virtue: int = 0
    debts: int = 0  # unpaid
    paid_debts: int = 0
    deeds: int = 0  # acquired
    approved_deeds: int = 0
    built: dict[str, list[int]] = field(default_factory=dict)  # building type -> which are built (1 = left-most)
    workers: int = WORKERS
    manuscripts: list[str] = field(default_factory=list)
    cleric_bonus: list[str] = field(default_factory=list)  # ribbons
    turns: int = 0
    dismissed: bool = False  # a townsfolk dismissed this turn (at most one, rule 9.1.3)
    lent: tuple[tuple[str, int], ...] = ()  # the icons it adds to this turn's primary action
    action: str = ""  # the primary action chosen this turn (rule 9.1.1)
    destroyed: list[str] = field(default_factory=list)  # cards removed from the game

    def cards(self) -> list[str]:
        """Every townsfolk the seat still owns."""
        return self.hand + self.draw + self.discard + [c for c in self.row if c]

    def buildings(self, kind: str | None = None) -> int:
        """How many buildings the seat has built, of one type or of every type."""
        return sum(len(numbers) for k, numbers in self.built.items() if kind in (None, k))

    def board_cards(self) -> list[Townsfolk]:
        return [] if self.ai else [card_of(c) for c in self.row if c]


@dataclass
class State:
    c: Components
    seats: list[Seat]
    side: str
    order: tuple[str, ...]  # segment ids clockwise
    arrows: dict[str, tuple[str, ...]]
    castle_faces: dict[str, str]  # segment id -> castle section id
    start_player: int = 0
    current: int = 0
    phase: int = 0  # the phase of the current seat's turn (rule 6.2); 0 in setup and the solo AI's turns
    townsfolk_piles: dict[str, list[str]] = field(default_factory=dict)  # segment -> cards, top last
    manuscript_piles: dict[str, list[str]] = field(default_factory=dict)
    spots: dict[str, tuple[int, str] | None] = field(default_factory=dict)  # "A.L1" -> (seat, building)
    tier1: dict[str, list[int]] = field(default_factory=dict)  # section -> workers per seat
    tier2: dict[str, list[int]] = field(default_factory=dict)
    tier3: list[int] = field(default_factory=list)
    castle_leader: int | None = None
    debts_on_poverty: int = 0  # debts still above the Poverty card
    deeds_on_prosperity: int = 0
    poverty: bool = False  # revealed
    prosperity: bool = False
    round: int = 0  # 0 while the player cards are chosen (2.6)
    turn: int = 0  # turns of the round (or setup choices) already played
    final_round: bool = False  # the end is triggered: this round, then one more
    last_round: int = 0  # the round the game ends with, once triggered
    offers: list[tuple[int, str]] = field(default_factory=list)  # player card and hero pairs at setup
    removed: list[str] = field(default_factory=list)  # dismissed townsfolk, out of the game
    future: list[str] = field(default_factory=list)  # the solo AI's Future Scheme pile, top last
    cleric_bonus_taken: dict[str, int] = field(default_factory=dict)  # ribbon -> seat
    over: bool = False

    def fill_kingdom_piles(self) -> None:
        """Debts on the Poverty card and deeds on the Prosperity card by the number of people (2.7)."""
        people = sum(not p.ai for p in self.seats)
        self.debts_on_poverty = self.c.kingdom.poverty.on_top[people]
        self.deeds_on_prosperity = self.c.kingdom.prosperity.on_top[people]

    @property
    def players(self) -> int:
        return len(self.seats)

    def segment_of(self, town: str) -> str:
        return town.split(".")[0]

    def place_of(self, town: str) -> str:
        return town.split(".")[1]

    def visible_townsfolk(self, segment: str) -> str | None:
        pile = self.townsfolk_piles[segment]
        return pile[-1] if pile else None

    def top_manuscript(self, segment: str) -> str | None:
        pile = self.manuscript_piles[segment]
        return pile[-1] if pile else None
