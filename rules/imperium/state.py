"""Imperium's state: the market and the shared piles, and each nation's cards and tokens.

Every pile is a list whose last item is its top. A card is its id (its printed number), so a card
is in exactly one pile at any time; `State.every_card()` lists them all for the invariant."""
from __future__ import annotations

from dataclasses import dataclass, field

from .content import RESOURCES, Content

MARKET_DECKS = ("region", "uncivilised", "civilised", "main", "main")  # the deck that refills each space


@dataclass
class Space:
    """One market space: its card, the Unrest tucked under it, the tokens on it."""
    deck: str
    card: str | None = None
    unrest: str | None = None
    tokens: dict[str, int] = field(default_factory=lambda: dict.fromkeys(RESOURCES, 0))


@dataclass
class Seat:
    name: str
    nation: str
    side: str  # the power card's side, "a" or "b", for the whole match
    power: str  # the power card's id
    empire: bool = False
    hand: list[str] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    play: list[str] = field(default_factory=list)  # the play area, in the order played
    garrison: dict[str, list[str]] = field(default_factory=dict)  # host card -> cards tucked under it
    history: list[str] = field(default_factory=list)
    sunken: list[str] = field(default_factory=list)  # the Atlanteans' sunken pile
    journey: list[str] = field(default_factory=list)  # the Utopians' journey stack, its top last
    sides: dict[str, str] = field(default_factory=dict)  # the side up of each journey card
    card_tokens: dict[str, int] = field(default_factory=dict)  # Progress lying on a card in play (Pottery)
    nation_deck: list[str] = field(default_factory=list)  # the accession card is item 0, the bottom
    development: list[str] = field(default_factory=list)
    material: int = 3
    population: int = 2
    progress: int = 1
    actions: int = 3
    exhausts: int = 5  # exhaust tokens on the state card
    exhausted: list[str] = field(default_factory=list)  # cards (the power card too) with an exhaust token
    nation_token: bool = False  # an exhaust token on the nation deck
    development_token: bool = False
    kok_resolved: bool = False
    limbo: list[str] = field(default_factory=list)  # a played card while it resolves
    free_played: list[str] = field(default_factory=list)  # cards free played this turn
    turn_bonus: dict[str, int] = field(default_factory=dict)  # "treat a fertile as 3 production" this turn
    ignore_empire_icon: bool = False  # Combs: the next card played this turn

    def tokens(self, kind: str) -> int:
        return getattr(self, kind)

    def owned(self) -> list[str]:
        """The cards that score: hand, play area with garrisons, deck, discard pile, history."""
        return [*self.hand, *self.limbo, *self.play, *self.garrisoned(), *self.deck, *self.discard, *self.history,
                *self.sunken]

    def journey_card(self) -> str | None:
        """The top card of the journey stack, which works as a second power card."""
        return self.journey[-1] if self.journey else None

    def garrisoned(self) -> list[str]:
        return [x for cards in self.garrison.values() for x in cards]


@dataclass
class State:
    c: Content
    seats: list[Seat]
    market: list[Space]
    decks: dict[str, list[str]]  # region, uncivilised, civilised, main
    fame: list[str]  # face down across King of Kings
    kok_side: str = "a"
    unrest: list[str] = field(default_factory=list)  # the face-up Unrest pile
    exile: list[str] = field(default_factory=list)
    boxed: list[str] = field(default_factory=list)  # out of this match (player-count marks, unseen Fame)
    round: int = 1
    current: int = 0
    phase: str = "turn"  # turn, solstice, over
    action: str = "activate"  # what the current seat does this turn: activate, innovate or revolt (3.3-3.5)
    last_round: int | None = None  # scoring follows this round's Solstice
    end_reason: str = ""  # what ended the game, once triggered: "the main deck ran out in round 9"
    collapse: bool = False
    winners: list[int] = field(default_factory=list)

    def every_card(self) -> list[str]:
        out = [*self.fame, *self.unrest, *self.exile, *self.boxed]
        out += [x for pile in self.decks.values() for x in pile]
        out += [x for sp in self.market for x in (sp.card, sp.unrest) if x is not None]
        for p in self.seats:
            out += [p.power, *p.owned(), *p.nation_deck, *p.development, *p.journey]
        return out

    def card(self, cid: str):
        return self.c.cards[cid]

