"""Law 8: the winner's Chronicle after a game of a Chronicle, each step the Law gives a choice a
decision of the right seat, the rest by order and chance; and Law 1's setup from a stored world.
The cases of RULES-OUTLINE Part 3 ("Chronicle (B)") are T8.3, T8.4 and T8.8 here."""
from collections import Counter

import pytest

from rules.core.rng import Rng
from rules.oath.chronicle import first_chronicle, from_string, to_string
from rules.oath.content import VISION_IDS, card_kind
from rules.oath.flow import Flow
from rules.oath.rewrite import check_world, next_world, rebuild
from rules.oath.series import play_chronicle
from rules.oath.setup import random_world
from rules.oath.state import Adviser, PURPLE

from .conftest import drive
from .oath_table import (C, MOUNTAIN, NAMES, PLAINS, ROCKY, SPEC, WASTES, card, check,
                         lift, relic)

ORDER_EDIFICE = 198  # the intact face of the Order edifice (edifices.toml)


def chronicle_match(players: int = 3, seed: int = 1, world=None, name: str = "Test"):
    """A match that is the next game of a Chronicle on `world` (the first game's by default), past
    setup as oath_table.after_setup leaves one."""
    stored = first_chronicle(name, world or C.world)
    m = SPEC.new_match(NAMES[:players], seed=seed, meta=SPEC.engine.chronicle_meta(stored))
    while m.state.phase == "setup":
        m.play(m.decision.options[0].id)
    return m


def decided(m, winner: int, vision: int | None = None):
    """The game won by `winner` (with `vision`): the winner's Chronicle begins."""
    s = m.state
    s.winners, s.phase, s.won_with = [winner], "chronicle", vision
    return Flow(m)


def clear_map(s) -> None:
    """No warbands on the map (back to their supplies): nobody rules a site."""
    for slot in s.slots:
        for colour, n in slot.warbands.items():
            s.pool[colour] += n
        slot.warbands.clear()


def rule(s, seat: int, slot: int, n: int = 1) -> None:
    colour = s.players[seat].board_color
    s.pool[colour] -= n
    s.slots[slot].warbands[colour] = s.slots[slot].warbands.get(colour, 0) + n


# --- 8.1 ------------------------------------------------------------------------------------------
def test_8_1_a_vision_winner_takes_its_oath_unasked():
    m = chronicle_match()
    s = m.state
    rebellion = card("Rebellion")
    s.players[1].vision = lift(s, rebellion)
    s.players[1].advisers = [Adviser(lift(s, card("Alchemist")), True)]  # Arcane leads 8.4: nothing asked there
    seen = drive(decided(m, 1, rebellion).run(), "chronicle:no-offer:2")
    assert s.next_oath == "people" and s.next_world.oath == "people"
    assert not any(d.rule == "8.1" for d in seen), "a Vision's winner is asked nothing of the Oath"


def test_8_1_any_other_winner_swears_any_oath_but_the_one_in_force():
    m = chronicle_match()
    s = m.state
    flow = decided(m, 0)
    gen = flow.run()
    d = next(gen)
    assert d.seat == 0 and d.rule == "8.1"
    assert sorted(o.data for o in d.options) == ["devotion", "people", "protection"]  # not supremacy, in force
    gen.send("chronicle:oath:devotion")
    assert s.next_oath == "devotion"


# --- 8.2 ------------------------------------------------------------------------------------------
def test_8_2_an_exile_winner_turns_every_citizen_board_and_offers_citizenship():
    m = chronicle_match(players=4, world=first_world_with_citizens("white", "yellow"))
    s = m.state
    assert [p.role for p in s.players] == ["chancellor", "exile", "exile", "citizen"]  # Dee's board is white
    clear_map(s)
    rule(s, 2, WASTES, 2)  # Cid rules the Wastes
    flow = decided(m, 1)
    gen = flow.run()
    d = next(gen)
    assert d.rule == "8.1"
    d = gen.send("chronicle:oath:people")
    assert s.citizens == set(), "every Citizen board turns, the boxed yellow one too"
    assert d.seat == 1 and [o.id for o in d.options] == ["chronicle:offer:2", "chronicle:no-offer:2"], \
        "Dee, just turned to Exile, is offered nothing"
    d = gen.send("chronicle:offer:2")
    assert d.seat == 2 and d.rule == "8.2" and "take the place of theirs at 1 site" in d.options[0].label
    gen.send("chronicle:accept")
    assert s.citizens == {"blue"}
    assert s.slots[WASTES].warbands == {"red": 2}, "the winner's warbands take the place of Cid's"
    check(m)


def first_world_with_citizens(*colours):
    from dataclasses import replace
    return replace(C.world, citizens=frozenset(colours))


# --- 8.3 ------------------------------------------------------------------------------------------
def test_8_3_the_map_keeps_what_the_winner_rules_and_is_refilled():
    """T8.3: the winner rules only the top Hinterland site; the top Cradle site holds an intact
    edifice nobody rules: it falls to ruin and goes to the bottom of the Hinterland, the ruled site
    moves up to the top of the Cradle, six facedown sites fill the rest, and the Provinces, with no
    faceup site, turn their top one up."""
    m = chronicle_match()
    s = m.state
    clear_map(s)
    rule(s, 0, ROCKY)
    plains_cards = list(s.slots[PLAINS].cards)
    s.slots[PLAINS].cards = [lift(s, ORDER_EDIFICE)]
    s.archive += plains_cards  # the Longbows out of the way
    w = next_world(s, 0, "people", "order", frozenset(), Rng(1))
    sites = [ws.site for ws in w.sites]
    assert sites[0] == s.slots[ROCKY].site and w.sites[0].faceup
    assert sites[7] == s.slots[PLAINS].site and w.sites[7].cards[:1] == (ORDER_EDIFICE + 1,), "a ruin, at the bottom"
    assert [ws.faceup for ws in w.sites] == [True, False, True, False, False, False, False, True]
    assert len(set(sites)) == 8 and not {*sites[1:7]} & {sites[0], sites[7]}, "six sites from the site deck"
    assert not any(ws.denizens for ws in w.sites[1:7])
    check_world(C, w)


def test_8_3_2_a_site_removed_sends_its_cards_away():
    """Denizens to the discards (and on to the deck or the Dispossessed), relics to the relic deck,
    a ruin to the Archive."""
    m = chronicle_match()
    s = m.state
    clear_map(s)
    rule(s, 0, PLAINS)
    s.slots[MOUNTAIN].cards.append(lift(s, ORDER_EDIFICE) + 1)  # a ruin beside the Taming Charm
    ivory = s.slots[MOUNTAIN].relics[0]
    w = next_world(s, 0, "people", "order", frozenset(), Rng(2))
    assert ORDER_EDIFICE in w.archive and ORDER_EDIFICE not in s.archive
    assert ivory in w.relic_deck
    taming = card("Taming Charm")
    assert taming in w.world_deck or taming in w.dispossessed
    assert s.slots[MOUNTAIN].site not in [ws.site for ws in w.sites[:3]]


def test_8_3_3_an_edifice_the_winner_does_not_rule_falls_to_ruin():
    m = chronicle_match()
    s = m.state
    clear_map(s)
    rule(s, 0, PLAINS)
    s.slots[ROCKY].cards.append(lift(s, ORDER_EDIFICE))  # beside the Elders
    w = next_world(s, 0, "people", "order", frozenset(), Rng(3))
    rocky = next(ws for ws in w.sites if ws.site == s.slots[ROCKY].site)
    assert rocky.cards[0] == ORDER_EDIFICE + 1 and card("Elders") not in rocky.cards
    assert w.sites[-1] is rocky, "set aside and laid at the bottom of the Hinterland"


def test_8_3_1_a_chancellor_winner_builds_an_edifice_in_place_of_a_denizen():
    m = chronicle_match()
    s = m.state
    clear_map(s)
    rule(s, 0, PLAINS)
    longbows = card("Longbows")  # an Order card: the Order edifice takes its place
    flow = decided(m, 0)
    gen = flow.run()
    next(gen)
    d = gen.send("chronicle:oath:people")
    assert d.rule == "8.3.1" and d.seat == 0
    assert [o.id for o in d.options] == [f"chronicle:build:{longbows}", "chronicle:no-edifice"]
    gen.send(f"chronicle:build:{longbows}")
    assert s.slots[PLAINS].cards == [ORDER_EDIFICE] and s.world[0] == longbows and ORDER_EDIFICE not in s.archive
    check(m)


def test_8_3_1_a_ruin_at_a_site_the_winner_rules_may_be_repaired():
    m = chronicle_match()
    s = m.state
    clear_map(s)
    rule(s, 0, PLAINS)
    s.slots[PLAINS].cards = [lift(s, ORDER_EDIFICE) + 1]
    s.archive.append(card("Longbows"))
    flow = decided(m, 0)
    gen = flow.run()
    next(gen)
    d = gen.send("chronicle:oath:people")
    assert [o.id for o in d.options] == [f"chronicle:repair:{ORDER_EDIFICE + 1}", "chronicle:no-edifice"]
    gen.send(f"chronicle:repair:{ORDER_EDIFICE + 1}")
    assert s.slots[PLAINS].cards == [ORDER_EDIFICE]


# --- 8.4 ------------------------------------------------------------------------------------------
def test_8_4_a_tie_of_suits_is_the_winners_to_break():
    """T8.4: Arcane ties Order among the winner's advisers; the winner picks Arcane: 3 Arcane, 2
    Order and 1 Hearth card of the Archive join the world deck (bank order)."""
    m = chronicle_match()
    s = m.state
    p = s.players[1]
    p.advisers = [Adviser(lift(s, card("Alchemist")), True), Adviser(lift(s, card("Wrestlers")), True)]
    clear_map(s)
    flow = decided(m, 1)
    gen = flow.run()
    next(gen)
    d = gen.send("chronicle:oath:people")
    d = gen.send("chronicle:no-offer:2")
    assert d.rule == "8.4" and sorted(o.data for o in d.options) == ["arcane", "order"]
    before = Counter(C.denizens[x].suit for x in s.archive if card_kind(x) == "denizen")
    with pytest.raises(StopIteration):
        gen.send("chronicle:suit:arcane")
    after = Counter(C.denizens[x].suit for x in s.next_world.archive if card_kind(x) == "denizen")
    assert before - after == Counter(arcane=3, order=2, hearth=1)


def test_8_4_a_short_archive_is_refilled_from_the_dispossessed():
    m = chronicle_match()
    s = m.state
    discord = [x for x in s.archive if card_kind(x) == "denizen" and C.denizens[x].suit == "discord"]
    nomad = [x for x in s.archive if card_kind(x) == "denizen" and C.denizens[x].suit == "nomad"]
    for x in discord[1:]:  # one Discord card left in the Archive: short of 3
        s.archive.remove(x)
    s.world += discord[8:]
    s.dispossessed = discord[1:8] + nomad[:2]  # seven Discord and two Nomad cards were dispossessed
    for x in nomad[:2]:
        s.archive.remove(x)
    check(m)
    w = next_world(s, 0, "people", "discord", frozenset(), Rng(4))
    moved = set(discord[1:8]) - set(w.archive)
    assert len(moved) == 6 and moved <= set(w.world_deck), "six of the largest suit join the world deck"
    assert set(nomad[:2]) <= set(w.archive) and len(set(discord[1:8]) & set(w.archive)) == 1
    assert not set(w.dispossessed) & (set(discord) | set(nomad[:2])), "the Dispossessed were emptied, then took 6"


# --- 8.5 -------------------------------------------------------------------------------------------
def test_8_5_six_cards_go_unseen_to_the_dispossessed_and_the_visions_aside():
    m = chronicle_match()
    s = m.state
    conquest = lift(s, card("Conquest"))
    s.players[2].advisers.append(Adviser(conquest, False))  # a Vision kept as an adviser
    w = next_world(s, 0, "people", "order", frozenset(), Rng(5))
    assert len(w.dispossessed) == 6
    mix = {x for pile in s.discards.values() for x in pile} | {a.card for p in s.players[1:] for a in p.advisers}
    assert set(w.dispossessed) <= mix
    assert not any(card_kind(x) == "vision" for x in w.dispossessed)
    assert sorted(x for x in w.world_deck if card_kind(x) == "vision") == list(VISION_IDS)


# --- 8.6 -------------------------------------------------------------------------------------------
def test_8_6_relics_go_back():
    m = chronicle_match()
    s = m.state
    harp, pig = relic("Truthful Harp"), relic("Oracular Pig")
    s.players[1].relics.append(lift(s, harp))  # a loser's
    clear_map(s)
    rule(s, 0, MOUNTAIN)
    s.relic_deck.append(s.slots[MOUNTAIN].relics.pop())
    reliquary = [x for x in s.reliquary if x is not None]
    winner_relics = [x for x in s.players[0].relics if x != C.scepter.id]
    w = next_world(s, 0, "people", "order", frozenset(), Rng(6))
    mountain = next(ws for ws in w.sites if ws.site == s.slots[MOUNTAIN].site)
    assert len(mountain.relics) == C.sites[mountain.site].relics, "a faceup site is topped up to its hint"
    on_top = reliquary + winner_relics
    assert set(w.relic_deck[:len(on_top)]) == set(on_top), "the winner's and the Reliquary's relics on top"
    beside = {x for ws in w.sites for x in ws.relics}  # the faceup sites topped up from the shuffled deck
    assert harp in w.relic_deck or harp in beside, "a loser's relic goes back"
    assert C.scepter.id not in w.relic_deck and (pig in w.relic_deck or pig in beside)


# --- 8.8 and the rebuild box of Law 1 ---------------------------------------------------------------
def test_8_8_the_rebuilt_deck_has_two_visions_on_top_and_three_below():
    """T8.8: two Visions among cards 1-12, the other three among 13-30."""
    for seed in range(20):
        deck = rebuild(list(range(40)), list(VISION_IDS), Rng(seed))
        at = [i for i, x in enumerate(deck) if x in VISION_IDS]
        assert len(deck) == 45 and sum(i < 12 for i in at) == 2 and sum(12 <= i < 30 for i in at) == 3


def test_8_the_next_world_holds_every_card_once_and_reads_back_from_its_string():
    m = chronicle_match(players=4)
    while m.decision is not None:
        m.play(m.decision.options[-1].id)
    chronicle = SPEC.engine.next_chronicle(m)
    assert chronicle.world.games == 2 and [g.winner for g in chronicle.games] == [m.state.players[m.state.winners[0]].color]
    check_world(C, m.state.next_world)
    assert from_string(to_string(chronicle), "Test").world == chronicle.world


def test_1_7_a_stored_world_sets_the_boards_as_stored():
    m = chronicle_match(players=3, world=first_world_with_citizens("blue"))
    s = m.state
    assert [p.role for p in s.players] == ["chancellor", "exile", "citizen"]
    assert s.players[2].board_color == PURPLE and s.players[2].board == C.setup.player_board_warbands
    assert "Cid is a Citizen" in m.log[0].text
    check(m)


def test_1_7_a_world_not_rebuilt_goes_through_the_rebuild_box():
    from dataclasses import replace
    no_visions = replace(C.world, world_deck=tuple(x for x in C.world.world_deck if card_kind(x) != "vision"))
    m = SPEC.new_match(NAMES[:2], seed=3, meta=SPEC.engine.chronicle_meta(first_chronicle("Boxed", no_visions)))
    s = m.state
    dealt = [*s.world, *(x for pile in s.discards.values() for x in pile), *(x for hand in s.hands for x in hand)]
    assert sorted(x for x in dealt if card_kind(x) == "vision") == list(VISION_IDS)
    check(m)


def test_1_7_a_random_world_deals_from_the_whole_box():
    worlds = [random_world(C, Rng(seed)) for seed in (1, 2)]
    for w in worlds:
        assert len({ws.site for ws in w.sites}) == 8
        assert [ws.faceup for ws in w.sites] == [True, False, True, False, False, True, False, False]
        dealt = [x for x in w.placed() if card_kind(x) == "denizen"]
        assert Counter(C.denizens[x].suit for x in dealt) == Counter({suit: 9 for suit in C.suits})
        check_world(C, w)
    assert worlds[0].world_deck != worlds[1].world_deck
    at_sites = [x for seed in range(60) for ws in random_world(C, Rng(seed)).sites for x in ws.denizens]
    assert all(C.denizens[x].restriction != "adviser" for x in at_sites), "no adviser-only card stands at a site"
    m = SPEC.new_match(NAMES[:3], seed=5, options={"world": "random"})
    assert [slot.site for slot in m.state.slots] != [ws.site for ws in C.world.sites]


# --- whole Chronicles -------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_8_whole_chronicles_of_three_games(players):
    """Four Chronicles of three games at each seat count (twenty in all), invariants after every
    step, each written world round trips through the mod's string (series.play_chronicle)."""
    for seed in range(4):
        world = "random" if seed % 2 else "tutorial"
        chronicle = play_chronicle(SPEC, players, 100 * players + seed, 3, {"world": world})
        assert len(chronicle.games) == 3 and chronicle.world.games == 4


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_8_one_game_chronicles_round_trip_through_the_mods_string(players):
    """Six more Chronicles at each seat count (fifty round-tripped with the twenty above)."""
    for seed in range(6):
        chronicle = play_chronicle(SPEC, players, 1000 + 10 * players + seed, 1, {"world": "random"})
        assert from_string(to_string(chronicle), chronicle.name).world == chronicle.world


def test_8_3_2_an_intact_forest_temple_keeps_every_site_holding_a_beast_card():
    m = chronicle_match()
    s = m.state
    clear_map(s)
    rule(s, 0, PLAINS)
    temple = next(x for x, e in C.edifices.items() if e.power == "forest_temple")
    s.slots[PLAINS].cards.append(lift(s, temple))
    wolves = lift(s, card("Wolves"))  # a Beast card at the Mountain, which nobody rules
    s.slots[MOUNTAIN].cards.append(wolves)
    w = next_world(s, 0, "people", "order", frozenset(), Rng(7))
    assert any(ws.site == s.slots[MOUNTAIN].site and wolves in ws.cards for ws in w.sites)
    assert not any(card("Elders") in ws.cards for ws in w.sites), "the Rocky Coast holds no Beast card"
    s.slots[PLAINS].cards.remove(temple)
    s.slots[PLAINS].cards.append(temple + 1)  # a ruined temple keeps nothing
    w = next_world(s, 0, "people", "order", frozenset(), Rng(7))
    assert not any(wolves in ws.cards for ws in w.sites)


def test_8_7_the_site_stack_and_the_boards_sides_are_kept():
    """The next world's sites in map order with their cards on them, and each board's side, go into
    the Chronicle as written (and out of it into the next game)."""
    m = chronicle_match(players=3, world=first_world_with_citizens("yellow"))
    s = m.state
    clear_map(s)
    rule(s, 0, PLAINS)
    rule(s, 0, ROCKY)
    w = next_world(s, 0, "devotion", "order", frozenset({"yellow", "blue"}), Rng(8))
    stored = first_chronicle("Stack", w)
    assert [r.site for r in stored.world.sites] == [ws.site for ws in w.sites]
    assert stored.world.sites[0].cards[:1] == (card("Longbows"),) and stored.world.sites[1].cards[:1] == (card("Elders"),)
    assert stored.sides == {"red": "exile", "blue": "citizen", "white": "exile", "yellow": "citizen", "brown": "exile"}
    nxt = SPEC.new_match(NAMES[:3], seed=2, meta=SPEC.engine.chronicle_meta(stored))
    assert [p.role for p in nxt.state.players] == ["chancellor", "exile", "citizen"] and nxt.state.oath == "devotion"


def test_8_7_each_board_at_the_table_is_stored_with_the_side_it_ends_the_game_on():
    m = chronicle_match(players=3, world=first_world_with_citizens("blue", "yellow"))
    s = m.state
    s.players[1].role = "citizen"  # Bob took Citizenship in the game, Cid gave it up
    s.players[2].role = "exile"
    gen = decided(m, 0).run()
    next(gen)
    gen.send("chronicle:oath:people")
    assert s.citizens == {"red", "yellow"}, "the boxed yellow board keeps its side"


def test_8_2_each_exile_is_offered_in_seat_order():
    m = chronicle_match(players=4)
    s = m.state
    s.players[1].advisers = [Adviser(lift(s, card("Alchemist")), True)]  # Arcane leads 8.4: nothing asked there
    seen = drive(decided(m, 1).run(), "chronicle:oath:people", "chronicle:no-offer:2", "chronicle:offer:3",
                 "chronicle:accept")
    assert [(d.seat, d.rule) for d in seen] == [(1, "8.1"), (1, "8.2"), (1, "8.2"), (3, "8.2")]
    assert s.citizens == {"white"} and s.phase == "over" and s.next_world.citizens == {"white"}
