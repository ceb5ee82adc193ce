"""Setting up Oath from a world (Law 1, steps 2-22): the map, the tokens, the Chancellor's and
the other players' pieces, the Reliquary and the decks. Step 23 (pawns and kept advisers) asks
each player in turn: it is part of the flow."""
from __future__ import annotations

import json
from dataclasses import replace

from rules.core import BadSetup, Match
from rules.core.rng import Rng
from rules.core.words import count

from .chronicle import ChronicleError, from_json, world_of
from .content import VISION_IDS, Content, World, WorldSite, archive_of, card_kind, content, intact_of, is_ruin
from .rewrite import rebuild
from .state import COLORS, PURPLE, Banner, Player, Slot, State, warbands_in_box

FIRST_GAME_SUIT_CARDS = 9  # denizens of each suit in a world dealt at random, as in the first game's


def match_world(m: Match, c: Content) -> World:
    """The world this match is set up from: its Chronicle's (the match's meta "chronicle" holds the
    Chronicle's name and file as it stood), else the `world` option's. A world whose deck was not
    rebuilt goes through the rebuild box (Law 1)."""
    game = m.meta.get("chronicle")
    if game is not None:
        try:
            world = world_of(from_json(json.dumps(game["stored"])), c)
        except (ChronicleError, KeyError, TypeError) as e:
            raise BadSetup(f"this Chronicle's world cannot be played: {e}") from None
    else:
        world = first_world(c, m.options["world"], m.rng)
    if not any(card_kind(x) == "vision" for x in world.world_deck):
        denizens = [x for x in world.world_deck if card_kind(x) == "denizen"]
        world = replace(world, world_deck=tuple(rebuild(denizens, list(VISION_IDS), m.rng)))
    return world


def first_world(c: Content, option: str, rng: Rng) -> World:
    """A first game's world: the rulebook's (tutorial), or one dealt at random (content decision 54)."""
    return random_world(c, rng) if option == "random" else c.world


def random_world(c: Content, rng: Rng) -> World:
    """A first world dealt from the whole box: eight sites at random, the top one of each region
    faceup with a denizen and its relics; nine denizens of each suit (those three among them), the
    rest through the rebuild box; every other card in the Archive; every board Exile side up."""
    sites = sorted(c.sites)
    rng.shuffle(sites)
    denizens = []
    for suit in c.suits:
        of_suit = [x for x, d in c.denizens.items() if d.suit == suit]
        rng.shuffle(of_suit)
        denizens += of_suit[:FIRST_GAME_SUIT_CARDS]
    rng.shuffle(denizens)
    relics = [x for x in c.relics if x != c.scepter.id]
    rng.shuffle(relics)
    world_sites, regions = [], c.slot_regions
    for i, (site, region) in enumerate(zip(sites, regions)):
        top = regions.index(region) == i
        cards = ()
        if top and c.sites[site].capacity:  # a denizen that may stand at a site (not an adviser-only card)
            cards = (denizens.pop(next(j for j, x in enumerate(denizens) if c.denizens[x].restriction != "adviser")),)
        beside = tuple(relics.pop() for _ in range(c.sites[site].relics)) if top else ()
        world_sites.append(WorldSite(region, site, top, cards + beside))
    placed = [x for ws in world_sites for x in ws.cards] + denizens + relics
    deck = rebuild(denizens, list(VISION_IDS), rng)
    return World("A world dealt at random", "supremacy", tuple(world_sites), tuple(deck), tuple(relics), (),
                 frozenset(), archive_of(placed))


def new_state(m: Match) -> State:
    c: Content = content()
    world = match_world(m, c)
    players = [Player(m.players[0], PURPLE, "chancellor", supply=c.supply_max)]
    players += [Player(name, COLORS[i], "citizen" if COLORS[i] in world.citizens else "exile", supply=c.supply_max)
                for i, name in enumerate(m.players[1:])]  # step 9: each board as the Chronicle stored it
    slots = [Slot(ws.region, ws.site, ws.faceup, list(ws.denizens), {}, 0, 0, list(ws.relics)) for ws in world.sites]
    banks = dict.fromkeys(c.suits, c.bank_favor(len(players)))
    s = State(c, players, slots, banks, favor_supply=c.limits.favor - sum(banks.values()),
              world=list(world.world_deck), discards={r.id: [] for r in c.regions},
              relic_deck=list(world.relic_deck), reliquary=[], world_name=world.name, archive=list(world.archive),
              dispossessed=list(world.dispossessed), in_chronicle="chronicle" in m.meta, citizens=set(world.citizens))
    s.dealt = frozenset({*(intact_of(x) for x in world.placed()), *world.archive, c.scepter.id})
    s.pool = warbands_in_box(c)  # warbands in each colour's personal supply
    for key, banner in c.banners.items():  # step 5
        s.banners[key] = Banner(None, banner.start)
    s.favor_supply -= c.banners["peoples_favor"].start
    chancellor, cs = players[0], c.setup
    chancellor.relics.append(c.scepter.id)  # step 8
    chancellor.favor, chancellor.secrets = cs.chancellor_favor, cs.chancellor_secrets  # step 11
    s.favor_supply -= cs.chancellor_favor
    place_warbands(s, 0, "board", cs.chancellor_board_warbands)  # step 12
    faceup = [i for i, slot in enumerate(slots) if slot.faceup]
    first_cradle = next(i for i in faceup if slots[i].region == c.regions[0].id)
    place_warbands(s, 0, first_cradle, cs.chancellor_first_site_warbands)
    for i in faceup:
        if i != first_cradle and any(not is_ruin(x) for x in slots[i].cards):
            place_warbands(s, 0, i, cs.chancellor_other_site_warbands)
    oath = world.oath  # step 13
    if oath == "devotion":
        s.banners["darkest_secret"].holder = 0
    elif oath == "people":
        s.banners["peoples_favor"].holder = 0
    s.oath = oath
    s.title_holder, s.usurper = 0, False  # step 14
    for seat, p in enumerate(players[1:], start=1):  # step 15
        p.favor, p.secrets = cs.player_favor, cs.player_secrets
        s.favor_supply -= cs.player_favor
        place_warbands(s, seat, "board", cs.player_board_warbands)
    for i in faceup:  # step 16; favor running short goes where the map order takes it (content decision 55)
        site = c.sites[slots[i].site]
        slots[i].favor, slots[i].secrets = min(site.favor, s.favor_supply), site.secrets
        s.favor_supply -= slots[i].favor
    s.reliquary = s.relic_deck[:cs.reliquary_relics]  # step 17: facedown, at random
    del s.relic_deck[:cs.reliquary_relics]
    m.rng.shuffle(s.reliquary)
    for region in c.regions:  # step 19: one bottom card onto each discard pile
        s.discards[region.id].append(draw_bottom(s))
    s.hands = [[draw_bottom(s) for _ in range(cs.hand_cards)] for _ in players]  # step 20
    drawn = [x for pile in s.discards.values() for x in pile] + [x for hand in s.hands for x in hand]
    s.visions_drawn = sum(card_kind(x) == "vision" for x in drawn)  # step 22: a Vision's back shows it
    s.secret_supply = c.limits.secrets - s.secrets_in_play()  # steps 5, 11, 15, 16 dealt the rest
    citizens = [p.name for p in players if p.role == "citizen"]
    m.event(f"{m.players[0]} is the Chancellor; " + (f"{' and '.join(citizens)} {'is a Citizen' if len(citizens) == 1 else 'are Citizens'}, "
            "the others Exiles" if citizens else "the others are Exiles"), "1")
    m.event(f"The world of {world.name}: the Oath of {c.oaths[oath].name}", "1")
    if s.visions_drawn:
        m.event(f"{count(s.visions_drawn, 'Vision')} drawn at setup: the Visions marker advances", "1")
    return s


def draw_bottom(s: State) -> int:
    return s.world.pop()


def place_warbands(s: State, seat: int, where, n: int) -> int:
    """Warbands from the seat's colour's personal supply onto its board or a map slot; as many
    as there are (9.3). Returns how many were placed."""
    p = s.players[seat]
    color = p.board_color
    n = min(n, s.pool[color])
    s.pool[color] -= n
    if where == "board":
        p.board += n
    else:
        s.slots[where].warbands[color] = s.slots[where].warbands.get(color, 0) + n
    return n
