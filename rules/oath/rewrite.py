"""Between two games of a Chronicle the winner rewrites the world (Law 8). The winner's choices
(8.1 the Oath, 8.2 Citizenship, 8.3.1 an edifice, 8.4's suit) are the flow's; what follows them
is order and chance alone, and is here: the map cleared and refilled (8.3.2-8.3.5), the Archive's
cards (8.4), the Dispossessed (8.5), the relics (8.6), the site stack (8.7) and the world deck
rebuilt (8.8). `next_world` reads the table as the game left it and changes nothing of it.

The rebuild box of setup (Law 1) and the first world dealt at random use the same rebuild."""
from __future__ import annotations

from dataclasses import dataclass, field

from rules.core.rng import Rng

from .content import EDIFICE_IDS, Content, World, WorldSite, card_kind, intact_of, is_ruin
from .state import State

TOP, MIDDLE = (10, 2), (15, 3)  # (denizens, Visions) of the two stacks the rebuild shuffles (8.8)
ARCHIVE_DRAWS = (3, 2, 1)  # Archive cards of the main suit and the next two in bank order (8.4)
DISPOSSESSED_DRAW = 6  # 8.5, and the fallback of 8.4


def check_world(c: Content, world: World) -> None:
    """Every card of the box in exactly one place of a world between two games: a site, the world
    deck, the relic deck, the Dispossessed or the Archive (the Grand Scepter in the box)."""
    placed = world.placed() + list(world.archive)
    twice = sorted(x for x in set(placed) if placed.count(x) > 1)
    assert not twice, f"cards in two places of the next world: {twice}"
    box = {*c.denizens, *c.visions, *(x for x in c.relics if x != c.scepter.id), *EDIFICE_IDS[::2]}
    assert set(placed) == box, f"cards lost or found in the next world: {sorted(box ^ set(placed))}"
    for site in world.sites:
        assert len(site.denizens) <= c.sites[site.site].capacity or not site.faceup, f"site {site.site} overflows"


def rebuild(denizens: list[int], visions: list[int], rng: Rng) -> list[int]:
    """The world deck rebuilt, top first (8.8; setup's rebuild box): 10 denizens shuffled with 2
    random Visions, on 15 denizens shuffled with the other 3, on the other denizens."""
    cards, visions = list(denizens), list(visions)
    rng.shuffle(cards)
    rng.shuffle(visions)
    (top, top_v), (middle, middle_v) = TOP, MIDDLE
    stacks = [cards[:top] + visions[:top_v], cards[top:top + middle] + visions[top_v:top_v + middle_v]]
    for stack in stacks:
        rng.shuffle(stack)
    return stacks[0] + stacks[1] + cards[top + middle:]


def archive_suits(c: Content, main: str) -> list[tuple[str, int]]:
    """The suits 8.4 draws from, with how many: the main suit, then the next two in bank order."""
    at = c.suits.index(main)
    return [(c.suits[(at + i) % len(c.suits)], n) for i, n in enumerate(ARCHIVE_DRAWS)]


def archive_short(s: State, main: str) -> bool:
    """Whether the Archive lacks the cards 8.4 would draw (then the Dispossessed refill it)."""
    return any(len(drawable(s, suit)) < n for suit, n in archive_suits(s.c, main))


def drawable(s: State, suit: str) -> list[int]:
    """The Archive's denizens of a suit that a world may hold (content decision: the Archive's
    edifices enter only by 8.3.1)."""
    c = s.c
    return [x for x in s.archive if card_kind(x) == "denizen" and c.denizens[x].suit == suit]


@dataclass
class _Place:
    """A site on its way to the next map, with its cards (top to bottom) and relics."""
    site: int
    faceup: bool
    cards: list[int]
    relics: list[int] = field(default_factory=list)


def next_world(s: State, winner: int, oath: str, main_suit: str, citizens: frozenset[str], rng: Rng) -> World:
    """The world the next game is set up from (8.3.2-8.8)."""
    c = s.c
    archive = list(s.archive)
    relic_deck = list(s.relic_deck)
    mix = [x for pile in s.discards.values() for x in pile]  # the discard piles, shuffled together in 8.5
    to_deck = list(s.world)
    on_map = {slot.site for slot in s.slots}
    site_deck = sorted(set(c.sites) - on_map)

    ruled = winners_sites(s, winner)
    # 8.3.2: sites neither ruled by the winner nor holding an intact edifice leave the map
    places: list[_Place | None] = []
    for i, slot in enumerate(s.slots):
        if ruled[i] or any(card_kind(x) == "edifice" and not is_ruin(x) for x in slot.cards):
            places.append(_Place(slot.site, slot.faceup, list(slot.cards), list(slot.relics)))
            continue
        site_deck.append(slot.site)
        archive += [intact_of(x) for x in slot.cards if is_ruin(x)]
        mix += [x for x in slot.cards if not is_ruin(x)]
        relic_deck += slot.relics
        places.append(None)
    # 8.3.3: unruled intact edifices fall to ruin, their denizens discarded; every ruined site is set aside
    aside = []
    for i, place in enumerate(places):
        if place is None:
            continue
        if not ruled[i] and any(card_kind(x) == "edifice" for x in place.cards):
            mix += [x for x in place.cards if card_kind(x) != "edifice"]
            place.cards = [x + 1 if card_kind(x) == "edifice" and not is_ruin(x) else x
                           for x in place.cards if card_kind(x) == "edifice"]
        if any(is_ruin(x) for x in place.cards):
            aside.append(place)
            places[i] = None
    # 8.3.4: the pieces and tokens leave the map: the next world holds none of them
    sites = refill(c, places, aside, site_deck, rng)  # 8.3.5
    # 8.4: six Archive cards, or six of the Dispossessed's largest suit
    dispossessed = list(s.dispossessed)
    if not archive_short(s, main_suit):
        for suit, n in archive_suits(c, main_suit):
            pool = drawable(s, suit)
            rng.shuffle(pool)
            to_deck += pool[:n]
            archive = [x for x in archive if x not in pool[:n]]
    elif dispossessed:
        piles = {suit: [x for x in dispossessed if c.denizens[x].suit == suit] for suit in c.suits}
        largest = max(len(pile) for pile in piles.values())
        pile = piles[rng.choice([suit for suit in c.suits if len(piles[suit]) == largest])]  # content decision 53
        rng.shuffle(pile)
        to_deck += pile[:DISPOSSESSED_DRAW]
        archive += [x for x in dispossessed if x not in pile[:DISPOSSESSED_DRAW]]
        dispossessed = []
    # 8.5: the Visions aside; six of the discards and the losers' advisers go unseen to the Dispossessed
    losers = [p for seat, p in enumerate(s.players) if seat != winner]
    mix += [a.card for p in losers for a in p.advisers] + list(s.boxed)
    mix += [x for hand in s.hands for x in hand] + [p.vision for p in s.players if p.vision is not None]
    to_deck += [a.card for a in s.players[winner].advisers]
    visions = [x for x in (*mix, *to_deck) if card_kind(x) == "vision"]  # a Vision may be kept as an adviser
    mix = [x for x in mix if card_kind(x) != "vision"]
    rng.shuffle(mix)
    dispossessed += mix[:DISPOSSESSED_DRAW]
    to_deck += mix[DISPOSSESSED_DRAW:]
    # 8.6: relics
    scepter = c.scepter.id
    relic_deck += [x for p in losers for x in p.relics if x != scepter]
    rng.shuffle(relic_deck)
    for place in sites:
        while place.faceup and len(place.relics) < c.sites[place.site].relics and relic_deck:
            place.relics.append(relic_deck.pop(0))
    kept = [x for x in s.players[winner].relics if x != scepter] + [x for x in s.reliquary if x is not None]
    rng.shuffle(kept)
    relic_deck = kept + relic_deck
    # 8.7: the sites stacked in map order; 8.8: the world deck rebuilt
    regions = c.slot_regions
    world_sites = tuple(WorldSite(regions[i], p.site, p.faceup, (*p.cards, *p.relics)) for i, p in enumerate(sites))
    denizens = [x for x in to_deck if card_kind(x) != "vision"]
    return World(s.world_name, oath, world_sites, tuple(rebuild(denizens, visions, rng)), tuple(relic_deck),
                 tuple(dispossessed), citizens, tuple(sorted(archive)))


def winners_sites(s: State, winner: int) -> list[bool]:
    """Whether the winner rules each map place as the map is cleared (8.3.2, 8.3.3). An intact
    Forest Temple on the map has the winner put a warband on every site holding a Beast denizen
    first, so they rule those too (content decision 58)."""
    c = s.c
    temple = any(c.edifices[x].power == "forest_temple" for slot in s.slots for x in slot.cards if x in c.edifices)
    beast = [any(x in c.denizens and c.denizens[x].suit == "beast" for x in slot.cards) for slot in s.slots]
    return [s.rules(winner, i) or (temple and beast[i]) for i in range(len(s.slots))]


def refill(c: Content, places: list[_Place | None], aside: list[_Place], site_deck: list[int], rng: Rng) -> list[_Place]:
    """The map refilled (8.3.5): each region's sites move up, the Cradle then the Provinces pull
    sites from the regions below them, top first; the ruined sites fill the Hinterland's empty
    places from the bottom up, then the Provinces'; the rest are facedown sites from the deck; a
    region with no faceup site turns its top site up."""
    regions = [r.id for r in c.regions]
    slot_regions = c.slot_regions
    lines = {r: [p for p, at in zip(places, slot_regions) if at == r and p is not None] for r in regions}
    room = {r.id: r.slots for r in c.regions}
    filled: dict[str, list[_Place]] = {}
    for i, region in enumerate(regions):  # steps 1-3
        line = lines[region]
        for below in regions[i + 1:]:
            while len(line) < room[region] and lines[below]:
                line.append(lines[below].pop(0))
        filled[region] = line
    ruins: dict[str, list[_Place]] = {region: [] for region in regions}
    for region in reversed(regions[1:]):  # steps 4-5: the empty places from the bottom up, the lowest ruin lowest
        n = min(room[region] - len(filled[region]), len(aside))
        if n:
            ruins[region] = aside[-n:]
            del aside[-n:]
    rng.shuffle(site_deck)
    for region in regions:  # steps 6-7
        line = filled[region]
        line += [_Place(site_deck.pop(), False, []) for _ in range(room[region] - len(line) - len(ruins[region]))]
        line += ruins[region]
        if not any(p.faceup for p in line):
            line[0].faceup = True
    return [p for region in regions for p in filled[region]]
