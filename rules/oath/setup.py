"""Setting up Oath from a world (Law 1, steps 2-22): the map, the tokens, the Chancellor's and
the other players' pieces, the Reliquary and the decks. Step 23 (pawns and kept advisers) asks
each player in turn: it is part of the flow."""
from __future__ import annotations

from rules.core import Match
from rules.core.words import count

from .content import Content, card_kind, content
from .state import COLORS, PURPLE, Banner, Player, Slot, State, warbands_in_box


def new_state(m: Match) -> State:
    c: Content = content()
    world = c.world
    players = [Player(m.players[0], PURPLE, "chancellor", supply=c.supply_max)]
    players += [Player(name, COLORS[i], "exile", supply=c.supply_max) for i, name in enumerate(m.players[1:])]
    slots = [Slot(ws.region, ws.site, ws.faceup, list(ws.denizens), {}, 0, 0, list(ws.relics)) for ws in world.sites]
    banks = dict.fromkeys(c.suits, c.bank_favor(len(players)))
    s = State(c, players, slots, banks, favor_supply=c.limits.favor - sum(banks.values()),
              world=list(world.world_deck), discards={r.id: [] for r in c.regions},
              relic_deck=list(world.relic_deck), reliquary=[], dispossessed=list(world.dispossessed))
    s.dealt = frozenset({*world.world_deck, *world.relic_deck, *world.dispossessed, c.scepter.id,
                         *(x for ws in world.sites for x in (*ws.denizens, *ws.relics))})
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
        if i != first_cradle and slots[i].cards:
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
    for i in faceup:  # step 16
        site = c.sites[slots[i].site]
        slots[i].favor, slots[i].secrets = site.favor, site.secrets
        s.favor_supply -= site.favor
    s.reliquary = s.relic_deck[:cs.reliquary_relics]  # step 17: facedown, at random
    del s.relic_deck[:cs.reliquary_relics]
    m.rng.shuffle(s.reliquary)
    for region in c.regions:  # step 19: one bottom card onto each discard pile
        s.discards[region.id].append(draw_bottom(s))
    s.hands = [[draw_bottom(s) for _ in range(cs.hand_cards)] for _ in players]  # step 20
    drawn = [x for pile in s.discards.values() for x in pile] + [x for hand in s.hands for x in hand]
    s.visions_drawn = sum(card_kind(x) == "vision" for x in drawn)  # step 22: a Vision's back shows it
    s.secret_supply = c.limits.secrets - s.secrets_in_play()  # steps 5, 11, 15, 16 dealt the rest
    m.event(f"{m.players[0]} is the Chancellor; the others are Exiles", "1")
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
