"""Oath: the powers of the relics (2.4), the sites (2.8), the Reliquary's spaces (2.3) and the banners
(2.5), each driven in a real match on the first game's world, then the state edited to the case;
tests are named after the Law section and the card. The cases of the rules outline's Part 3 (T5.6,
T9.2, T7.6.2, T4.1.1) are marked with their number."""
from __future__ import annotations

import random

import pytest

from rules.core.bots import RandomBot
from rules.oath.actions import Actions
from rules.oath.campaign import Campaign
from rules.oath.flow import Flow
from rules.oath.powers.base import REGISTRY, rules_source
from rules.oath.state import PURPLE, Adviser, Battle, Source

from .conftest import drive
from .oath_table import (C, GIANT, LUSH, MOUNTAIN, PLAINS, ROCKY, SALT, SLUM, WASTES, acting, after_battle,
                         after_setup, card, check, clear_map, give_relic, lift, live, majors, new_match, option_ids,
                         places_of, put_site, relic, rig, set_advisers, set_board, set_warbands, settle_secrets, site,
                         source, take)


def holding(name: str):
    """A match past setup in which Bob (seat 1) holds the relic: the match, its state and Bob."""
    m = after_setup()
    s = m.state
    give_relic(s, 1, name)
    return m, s, s.players[1]


# --- every power has its class ---------------------------------------------------------------------
def test_2_4_every_relic_power_has_a_class_with_the_contents_kinds():
    for r in C.relics.values():
        assert r.power in REGISTRY, r.name
        assert REGISTRY[r.power].kinds == r.kinds, r.name
    assert len(C.relics) == 21


def test_2_8_every_site_power_has_a_class():
    for x in C.sites.values():
        assert x.power in REGISTRY, x.name
    assert len(C.sites) == 23


def test_2_3_every_reliquary_space_has_a_class():
    assert [REGISTRY[x.power].__class__.__name__ for x in C.reliquary] == ["Brutal", "Decadent", "Careless", "Greedy"]


# --- 5.6 travel and the first game's sites ------------------------------------------------------------
def test_5_6_t5_6_travel_costs_on_the_first_map():
    m = after_setup()
    s = m.state
    s.players[1].pawn = PLAINS
    assert majors(m, 1)[f"travel:{ROCKY}"].supply == 4
    assert majors(m, 1)[f"travel:{LUSH}"].supply == 1
    s.players[1].pawn = MOUNTAIN
    assert majors(m, 1)[f"travel:{GIANT}"].supply == 2
    s.players[1].pawn = ROCKY
    assert majors(m, 1)[f"travel:{WASTES}"].supply == 3, "Wastes is no Coast"
    s.players[1].pawn = MOUNTAIN
    before = len(s.relic_deck)
    acting(m, 1)
    take(m, 1, f"travel:{GIANT}")
    assert s.slots[GIANT].faceup and len(s.slots[GIANT].relics) == 1 and len(s.relic_deck) == before - 1
    check(m)


def test_5_6_coast_to_coast_costs_1():
    m = after_setup()
    s = m.state
    s.players[1].pawn = ROCKY
    assert majors(m, 1)[f"travel:{LUSH}"].supply == 4, "Lush Coast lies facedown: no Coast yet (9.4)"
    s.slots[LUSH].faceup = True
    assert majors(m, 1)[f"travel:{LUSH}"].supply == 1, "Rocky Coast to Lush Coast: 1 instead of 4"
    s.players[1].pawn = LUSH
    assert majors(m, 1)[f"travel:{ROCKY}"].supply == 1, "and back"
    assert majors(m, 1)[f"travel:{MOUNTAIN}"].supply == 2, "to a site that is no Coast: the table"


def test_5_6_t9_2_coasts_ignore_the_narrow_pass():
    m = after_setup()
    s = m.state
    put_site(s, SALT, "Narrow Pass")
    put_site(s, GIANT, "Barren Coast")
    s.players[1].pawn = LUSH
    s.slots[LUSH].faceup = True
    ids = majors(m, 1)
    assert f"travel:{MOUNTAIN}" not in ids, "into the Provinces from outside: only to the Narrow Pass"
    assert ids[f"travel:{SALT}"].supply == 2
    assert ids[f"travel:{GIANT}"].supply == 1, "a Coast to a Coast ignores the Narrow Pass"


def test_2_8_narrow_pass_binds_trips_into_its_region_only():
    m = after_setup()
    s = m.state
    put_site(s, SALT, "Narrow Pass")
    s.players[1].pawn = GIANT  # already inside the Provinces
    assert f"travel:{MOUNTAIN}" in majors(m, 1)
    s.players[1].pawn = PLAINS
    assert {f"travel:{MOUNTAIN}", f"travel:{GIANT}"}.isdisjoint(majors(m, 1))
    assert f"travel:{ROCKY}" in majors(m, 1), "other regions are free"


def test_2_8_narrow_pass_must_be_targeted_first_from_outside():
    m = after_setup()
    s = m.state
    clear_map(s)
    put_site(s, SALT, "Narrow Pass")
    s.players[1].pawn = s.players[2].pawn = PLAINS
    set_warbands(s, PLAINS, "blue", 1)
    set_warbands(s, MOUNTAIN, "blue", 1)
    camp = Campaign(Flow(m))
    battle = camp.new_battle(1, 2)
    offered = {(k, w) for k, w, _ in camp.targets(1, 2, battle, [("site", PLAINS)])}
    assert ("site", MOUNTAIN) not in offered, "the Narrow Pass is not theirs: nothing in its region"
    set_warbands(s, SALT, "blue", 1)
    offered = {(k, w) for k, w, _ in camp.targets(1, 2, battle, [("site", PLAINS)])}
    assert ("site", SALT) in offered and ("site", MOUNTAIN) not in offered, "the Narrow Pass first"
    offered = {(k, w) for k, w, _ in camp.targets(1, 2, battle, [("site", PLAINS), ("site", SALT)])}
    assert ("site", MOUNTAIN) in offered


def test_2_8_buried_giant_leaves_free_for_a_secret_turned_facedown():
    m = after_setup()
    s = m.state
    s.slots[GIANT].faceup = True
    put_site(s, SALT, "Narrow Pass")
    p = s.players[1]
    p.pawn, p.secrets = GIANT, 1
    ids = majors(m, 1)
    via = Source("site", site("Buried Giant"), "buried_giant", slot=GIANT)
    free = f"travel:{ROCKY}:via-site-{via.id}"
    assert ids[free].supply == 0 and ids[free].flip_secrets == 1 and ids[f"travel:{ROCKY}"].supply == 2
    s.players[1].pawn = GIANT
    acting(m, 1)
    take(m, 1, free)
    assert p.pawn == ROCKY and p.supply == 7 and (p.secrets, p.secrets_down) == (0, 1)
    p.pawn = GIANT
    assert not any(":via-site-" in x for x in majors(m, 1)), "no faceup secret left"
    check(m)


def test_2_8_buried_giant_ignores_the_narrow_pass():
    m = after_setup()
    s = m.state
    put_site(s, SALT, "Buried Giant")
    put_site(s, GIANT, "Narrow Pass")
    s.slots[SALT].region = "cradle"  # a Buried Giant outside the Narrow Pass's region
    s.players[1].pawn, s.players[1].secrets = SALT, 1
    ids = majors(m, 1)
    assert f"travel:{MOUNTAIN}" not in ids and f"travel:{MOUNTAIN}:via-site-{site('Buried Giant')}" in ids


def test_2_8_charming_valley_costs_1_more():
    m = after_setup()
    s = m.state
    put_site(s, GIANT, "Charming Valley")
    s.players[1].pawn = GIANT
    assert majors(m, 1)[f"travel:{ROCKY}"].supply == 3, "the Provinces cost 3, not 2"


def test_7_6_2_spending_no_supply_ignores_every_increase_t7_6_2():
    m = after_setup()
    s = m.state
    put_site(s, GIANT, "Charming Valley")  # leaving it costs 1 more
    s.players[1].relics.append(s.reliquary[1])  # the Decadent space uncovered: it binds the Chancellor
    s.reliquary[1] = None
    s.players[0].pawn = GIANT
    assert majors(m, 0)[f"travel:{PLAINS}"].supply == 0, "into the Cradle spends no Supply, the Valley's 1 included"
    check(m)


def test_2_8_shrouded_wood_costs_2_and_an_enemy_ruler_picks():
    m = after_setup()
    s = m.state
    clear_map(s)
    put_site(s, GIANT, "Shrouded Wood")
    put_site(s, SALT, "The Hidden Place")
    s.players[1].pawn = GIANT
    ids = majors(m, 1)
    assert ids[f"travel:{PLAINS}"].supply == 2 and ids[f"travel:{SALT}"].flip_secrets == 0, "ignores The Hidden Place"
    set_warbands(s, GIANT, "blue", 1)  # Cid, an enemy, rules it
    ids = majors(m, 1)
    assert [x for x in ids if x.startswith("travel")] == [f"travel:{GIANT}"]
    acting(m, 1)
    seen = take(m, 1, f"travel:{GIANT}", f"dest:{ROCKY}")
    assert seen[0].seat == 2 and s.players[1].pawn == ROCKY and s.players[1].supply == 5
    check(m)


def test_2_8_the_hidden_place_asks_a_secret_turned():
    m = after_setup()
    s = m.state
    put_site(s, SALT, "The Hidden Place")
    p = s.players[1]
    p.pawn, p.secrets = MOUNTAIN, 0
    assert f"travel:{SALT}" not in majors(m, 1)
    p.secrets = 1
    assert majors(m, 1)[f"travel:{SALT}"].flip_secrets == 1
    acting(m, 1)
    take(m, 1, f"travel:{SALT}")
    assert p.pawn == SALT and (p.secrets, p.secrets_down) == (0, 1)


def test_2_8_the_hidden_place_campaign_targets_cost_a_secret():
    m = after_setup()
    s = m.state
    clear_map(s)
    put_site(s, SALT, "The Hidden Place")
    a = s.players[1]
    a.pawn, a.secrets = PLAINS, 0
    set_warbands(s, PLAINS, "blue", 1)
    set_warbands(s, SALT, "blue", 1)
    camp = Campaign(Flow(m))
    battle = camp.new_battle(1, 2)
    assert ("site", SALT) not in {(k, w) for k, w, _ in camp.targets(1, 2, battle, [("site", PLAINS)])}
    a.secrets = 1
    assert ("site", SALT) in {(k, w) for k, w, _ in camp.targets(1, 2, battle, [("site", PLAINS)])}
    battle.sites = [PLAINS, SALT]
    camp.site_dice(battle)
    assert (a.secrets, a.secrets_down) == (0, 1)


def test_2_8_salt_flats_gives_a_token_at_wake():
    m = after_setup()
    s, f = m.state, Flow(m)
    slot = s.slots[SALT]
    slot.faceup, slot.favor, slot.secrets = True, 2, 1
    s.favor_supply -= 2
    settle_secrets(s)
    s.players[1].pawn = SALT
    favor = s.players[1].favor
    drive(f.wake(1), "claim:favor")
    assert slot.favor == 1 and s.players[1].favor == favor + 1
    check(m)


def test_2_8_plains_adds_and_mountain_removes_an_attack_die():
    m = after_setup()
    camp = Campaign(Flow(m))
    battle = Battle(1, 0, sites=[PLAINS], attack_dice=2)
    camp.site_dice(battle)
    assert battle.attack_dice == 3
    battle = Battle(1, 0, sites=[MOUNTAIN], attack_dice=0)
    camp.site_dice(battle)
    assert (battle.attack_dice, battle.extra_defense) == (0, 1), "from an empty pool: a defense die"


def test_2_8_wastes_gives_its_relic_for_a_discord_card():
    m = after_setup()
    s = m.state
    wastes = s.slots[WASTES]
    wastes.faceup, wastes.relics = True, [s.relic_deck.pop(0)]
    relic_there = wastes.relics[0]
    p = s.players[1]
    p.pawn = WASTES
    scryer = lift(s, card("Scryer"))
    acting(m, 1)
    drive(Actions(Flow(m)).play(1, scryer, "site"))
    assert relic_there in p.relics and not wastes.relics and wastes.cards == [scryer]
    check(m)


def test_2_8_wastes_gives_nothing_after_a_discord_card_left_it_this_turn():
    m = after_setup()
    s = m.state
    wastes = s.slots[WASTES]
    wastes.faceup, wastes.relics = True, [s.relic_deck.pop(0)]
    p = s.players[1]
    p.pawn = WASTES
    s.banners["peoples_favor"].holder = 1  # may discard a card in its region first
    old, scryer = lift(s, card("Mercenaries")), lift(s, card("Scryer"))
    wastes.cards = [old]
    acting(m, 1)
    assert "site" in places_of(Actions(Flow(m)), 1, scryer), "full, but the People's Favor clears it"
    drive(Actions(Flow(m)).play(1, scryer, "site"))  # the one discard that makes room: no choice
    assert wastes.cards == [scryer] and wastes.relics and not p.relics
    assert s.discarded_here == [(WASTES, "discord")]
    check(m)


def test_2_8_homelands_forget_discards_at_the_next_turn():
    m = after_setup()
    s = m.state
    s.discarded_here.append((WASTES, "discord"))
    s.phase = "wake"
    gen = Flow(m).take_turn(0)
    next(gen)
    assert s.discarded_here == []


def test_2_8_great_slum_clears_a_card_before_another_arrives():
    m = after_setup()
    s = m.state
    slum = s.slots[SLUM]
    slum.faceup = True
    p = s.players[1]
    p.pawn = SLUM
    held = [lift(s, card(x)) for x in ("Wrestlers", "Battle Honors", "Alchemist")]
    slum.cards = list(held)
    new = lift(s, card("Elders"))
    acting(m, 1)
    assert "site" in places_of(Actions(Flow(m)), 1, new), "full, but a card can be cleared first"
    seen = drive(Actions(Flow(m)).play(1, new, "site"), f"slum:{held[1]}")
    assert all(o.id != "slum:none" for o in seen[0].options), "full: the discard is a must"
    assert slum.cards == [held[0], held[2], new] and s.discards["cradle"][-1] == held[1]
    check(m)
    other = lift(s, card("Rain Boots"))
    slum.cards.remove(held[0])
    s.discards["cradle"].append(held[0])
    seen = drive(Actions(Flow(m)).play(1, other, "site"), "slum:none")
    assert slum.cards[-1] == other, "with room, discarding first is a may"


def test_2_8_homelands_give_favor_secret_warbands():
    m = after_setup()
    s = m.state
    p = s.players[1]
    acting(m, 1)
    put_site(s, GIANT, "Fertile Valley")
    p.pawn = GIANT
    favor = p.favor
    drive(Actions(Flow(m)).play(1, lift(s, card("Storyteller")), "site"))
    assert p.favor == favor + 2, "1 for the site (5.1.4.I), 1 from Fertile Valley"
    put_site(s, SALT, "Standing Stones")
    p.pawn = SALT
    secrets = p.secrets
    drive(Actions(Flow(m)).play(1, lift(s, card("Alchemist")), "site"))
    assert p.secrets == secrets + 1
    put_site(s, LUSH, "Ancient City")
    p.pawn = LUSH
    board = p.board
    drive(Actions(Flow(m)).play(1, lift(s, card("Wrestlers")), "site"))
    assert p.board == board + 2
    put_site(s, ROCKY, "Steppe")
    s.slots[ROCKY].cards = []
    p.pawn = ROCKY
    secrets = p.secrets
    drive(Actions(Flow(m)).play(1, lift(s, card("Wolves")), "site"))
    assert p.secrets == secrets, "a Beast card at the Nomad homeland: nothing"


def test_2_8_the_tribunal_binding_deal():
    m = after_setup()
    s = m.state
    put_site(s, GIANT, "The Tribunal")
    a, b = s.players[1], s.players[2]
    a.pawn, a.favor, b.secrets = GIANT, 3, 2
    acting(m, 1)
    assert f"power:site:{site('The Tribunal')}" in option_ids(m, 1)
    seen = take(m, 1, f"power:site:{site('The Tribunal')}", "deal:with:2", "deal:give:favor", "deal:give:favor",
                "deal:ask:secrets", "deal:done", "deal:accept")
    assert seen[-1].seat == 2
    assert (a.favor, a.secrets, b.favor, b.secrets) == (1, 2, 3, 1)


def test_2_8_river_and_marshes():
    m = after_setup()
    s = m.state
    clear_map(s)
    river = put_site(s, GIANT, "River")
    river.cards = [lift(s, card("Wolves"))]
    p = s.players[1]
    p.pawn = GIANT
    assert majors(m, 1)[f"muster:{card('Wolves')}"].warbands == 2, "unruled: the usual"
    set_warbands(s, GIANT, "red", 1)
    key = f"muster:{card('Wolves')}:via-site-{site('River')}"
    assert majors(m, 1)[key].warbands == 3
    put_site(s, SALT, "Marshes")
    p.pawn = SALT
    assert majors(m, 1)[f"search:world:via-site-{site('Marshes')}"].draws == 2


def test_2_8_drowned_city_and_mine_at_wake():
    m = after_setup()
    s, f = m.state, Flow(m)
    drowned = put_site(s, SALT, "Drowned City")
    drowned.secrets = 3
    s.players[1].pawn = SALT
    secrets = s.players[1].secrets
    drive(f.wake(1), "claim:secret")
    assert drowned.secrets == 2 and s.players[1].secrets == secrets + 1


# --- 2.3 the Reliquary ----------------------------------------------------------------------------
def test_2_3_covered_spaces_bind_nobody_and_only_the_chancellor_obeys():
    m = after_setup()
    s = m.state
    assert majors(m, 0)["search:world"].draws == 3, "all four relics still on the Reliquary"
    s.reliquary[3] = None  # Greedy uncovered
    assert "search:world" not in majors(m, 0)
    assert majors(m, 0)["search:world:via-reliquary-3"].draws == 5
    assert majors(m, 1)["search:world"].draws == 3, "an Exile is not bound"
    s.players[1].role = "citizen"
    assert majors(m, 1)["search:world"].draws == 3, "nor a Citizen"


def test_2_3_greedy_only_2_supply_searches_t2_3():
    m = after_setup()
    s = m.state
    s.reliquary[3] = None
    s.visions_drawn = 1  # the world deck costs 3
    ids = majors(m, 0)
    assert not any(x.startswith("search:world") for x in ids), "more than 2 Supply: no search"
    s.players[0].pawn = ROCKY
    assert ids.get("search:discard-cradle") is None
    assert majors(m, 0)["search:discard-hinterland:via-reliquary-3"].draws == 5
    s.banners["darkest_secret"].holder = 0
    assert majors(m, 0)["search:world:via-reliquary-3"].supply == 2, "the Darkest Secret's 2 Supply"


def test_2_3_an_offer_uncovers_a_space_that_binds_the_chancellor_t6_6():
    m = after_setup()
    s = m.state
    acting(m, 0)
    take(m, 0, "citizen:offer:1", "space:3", "swap:done", "offer:accept")
    assert s.reliquary[3] is None and s.players[1].role == "citizen"
    ids = majors(m, 0)
    assert "search:world:via-reliquary-3" in ids and "search:world" not in ids


def test_2_3_decadent_travel():
    m = after_setup()
    s = m.state
    s.reliquary[1] = None
    s.players[0].pawn = MOUNTAIN
    ids = majors(m, 0)
    assert ids[f"travel:{PLAINS}"].supply == 0, "into the Cradle from the Provinces: free"
    assert ids[f"travel:{ROCKY}"].supply == 3, "into the Hinterland: 1 more"
    assert ids[f"travel:{GIANT}"].supply == 2
    s.players[0].pawn = PLAINS
    assert majors(m, 0)[f"travel:{LUSH}"].supply == 1, "within the Cradle: as usual"
    s.players[1].pawn = MOUNTAIN
    assert majors(m, 1)[f"travel:{PLAINS}"].supply == 2, "an Exile is not bound"


def careless_chancellor():
    m = after_setup()
    s = m.state
    s.players[1].relics.append(s.reliquary[2])  # a Citizen took the Careless space's relic
    s.reliquary[2] = None
    ch = s.players[0]
    ch.pawn = MOUNTAIN
    set_advisers(s, 0, card("Alchemist"))  # 1 Arcane adviser, matching Taming Charm
    acting(m, 0)
    return m, ch


def test_2_3_careless_trade_for_favor_gains_1_more():
    m, ch = careless_chancellor()
    charm = card("Taming Charm")
    assert f"trade:{charm}-secret" not in majors(m, 0), "the Chancellor must apply the space"
    favor = ch.favor
    take(m, 0, f"trade:{charm}-secret:via-reliquary-2")
    assert ch.favor == favor + 3, "1, 1 per matching adviser, 1 more"
    check(m)


def test_2_3_careless_trade_for_secrets_gains_1_fewer_and_a_favor():
    m, ch = careless_chancellor()
    charm = card("Taming Charm")
    favor, secrets = ch.favor, ch.secrets
    take(m, 0, f"trade:{charm}-favor:via-reliquary-2")
    assert (ch.favor, ch.secrets) == (favor - 2 + 1, secrets), "1 matching secret, 1 fewer; 1 favor more"
    check(m)


def test_2_3_brutal_the_chancellors_campaign_kills_the_whole_force():
    m = after_setup()
    s = m.state
    f = Flow(m)
    camp = Campaign(f)
    battle = camp.new_battle(0, 1)
    battle.whole_force = True
    set_board(s, 0, 5)
    camp.attacker_losses(battle)
    assert s.players[0].board == 0 and battle.kills["attacker"] == 5
    clear_map(s)
    set_warbands(s, PLAINS, "red", 3)
    set_board(s, 1, 2)
    s.players[1].pawn = PLAINS
    battle = camp.new_battle(0, 1)
    battle.whole_force, battle.sites = True, [PLAINS]
    drive(camp.defender_losses(battle))
    assert s.slots[PLAINS].warbands["red"] == 0 and s.players[1].board == 0 and battle.kills["defender"] == 5
    check(m)


def test_2_3_brutal_binds_every_campaign_the_chancellor_may_take():
    m = after_setup()
    s = m.state
    s.reliquary[0] = None
    s.players[1].pawn = PLAINS  # Bob stands at the Chancellor's site: a defender
    ids = majors(m, 0)
    assert "campaign:campaign" not in ids and ids["campaign:campaign:via-reliquary-0"].whole_force
    assert majors(m, 1)["campaign:campaign"].whole_force is False, "an Exile's campaign is not"


# --- 2.5 banners ------------------------------------------------------------------------------------
def test_2_5_peoples_favor_plays_to_any_site_of_the_region():
    m = after_setup()
    s = m.state
    p = s.players[1]
    p.pawn = MOUNTAIN
    s.slots[GIANT].faceup = True
    elders = lift(s, card("Elders"))
    places = places_of(Actions(Flow(m)), 1, elders)
    assert f"site:{GIANT}" not in places
    s.banners["peoples_favor"].holder = 1
    places = places_of(Actions(Flow(m)), 1, elders)
    assert f"site:{GIANT}" in places and f"site:{SALT}" not in places, "faceup sites of the region only"
    acting(m, 1)
    seen = drive(Actions(Flow(m)).play(1, elders, f"site:{GIANT}", GIANT), "clear:none")
    assert s.slots[GIANT].cards == [elders] and seen[0].prompt.startswith("The People's Favor")
    check(m)


def test_2_5_peoples_favor_discards_first_to_make_room():
    m = after_setup()
    s = m.state
    p = s.players[1]
    p.pawn = PLAINS
    s.slots[PLAINS].cards += [lift(s, card(x)) for x in ("Wrestlers", "Battle Honors")]  # full: 3
    s.banners["peoples_favor"].holder = 1
    elders = lift(s, card("Elders"))
    acting(m, 1)
    seen = drive(Actions(Flow(m)).play(1, elders, "site"), f"clear:{card('Wrestlers')}")
    assert "clear:none" not in {o.id for o in seen[0].options}, "full: the discard must make room"
    assert elders in s.slots[PLAINS].cards and card("Wrestlers") not in s.slots[PLAINS].cards
    check(m)


def test_2_5_darkest_secret_searches_the_world_deck_for_2():
    m = after_setup()
    s = m.state
    s.visions_drawn = 3
    assert majors(m, 1)["search:world"].supply == 4
    s.banners["darkest_secret"].holder = 1
    assert majors(m, 1)["search:world"].supply == 2


def test_4_1_1_t4_1_1_mob_twice_and_the_emptiest_bank():
    m = after_setup()
    s, f = m.state, Flow(m)
    pf = s.banners["peoples_favor"]
    pf.holder, pf.mob, pf.tokens = 1, True, 3  # 2 more than at setup
    s.players[1].favor = 0  # 1 fewer
    s.banks["beast"], s.banks["order"] = 0, 0  # 6 fewer
    s.favor_supply += -2 + 1 + 6
    check(m)
    drive(f.peoples_favor(1), "pf:bank:order")
    assert s.banks["order"] == 1 and pf.tokens == 2, "tied emptiest banks: the holder picks"
    drive(f.wake(1), "pf:bank:beast")  # first to Beast, the one emptiest; then Order or Beast, tied
    assert pf.tokens == 0 and (s.banks["beast"], s.banks["order"]) == (2, 1), "on its Mob side: twice"
    check(m)


# --- 2.4 relics --------------------------------------------------------------------------------------
def test_2_4_sticky_fire_kills_the_rest_and_gives_1_favor():
    m = after_setup()
    s, f = m.state, Flow(m)
    src = source(f, give_relic(s, 1, "Sticky Fire"), "relic")
    set_board(s, 2, 3)
    battle = Battle(1, 2, sites=[])
    battle.survivors = {2: 3}
    favor1, favor2 = s.players[1].favor, s.players[2].favor
    after_battle(f, battle, "attacker", 1, src, True, "sticky:yes")
    assert s.players[2].board == 0 and battle.kills["defender"] == 3
    assert (s.players[1].favor, s.players[2].favor) == (favor1 - 1, favor2 + 1)
    check(m)


def test_2_4_sticky_fire_without_favor_to_give_burns_nothing():
    m = after_setup()
    s, f = m.state, Flow(m)
    src = source(f, give_relic(s, 1, "Sticky Fire"), "relic")
    set_board(s, 2, 3)
    s.favor_supply += s.players[1].favor
    s.players[1].favor = 0
    battle = Battle(1, 2, sites=[])
    battle.survivors = {2: 3}
    assert after_battle(f, battle, "attacker", 1, src, True) == [], "not even asked"
    assert s.players[2].board == 3
    check(m)


def test_2_4_cursed_cauldron_gains_a_warband_per_enemy_killed():
    m = after_setup()
    s, f = m.state, Flow(m)
    src = source(f, give_relic(s, 2, "Cursed Cauldron"), "relic")
    battle = Battle(1, 2)
    battle.kills = {"attacker": 3, "defender": 0}
    board = s.players[2].board
    after_battle(f, battle, "defender", 2, src, True)
    assert s.players[2].board == board + 3
    check(m)


def test_2_4_obsidian_cage_cages_the_rest_and_frees_them():
    m = after_setup()
    s, f = m.state, Flow(m)
    src = source(f, give_relic(s, 1, "Obsidian Cage"), "relic")
    set_board(s, 2, 4)
    battle = Battle(1, 2)
    battle.survivors = {2: 2}
    after_battle(f, battle, "attacker", 1, src, True)
    assert s.caged == {"blue": 2} and s.players[2].board == 2
    check(m)
    acting(m, 1)
    assert f"power:relic:{src.id}" in option_ids(m, 1)
    take(m, 1, f"power:relic:{src.id}", "cagen:1")
    assert s.caged == {"blue": 1} and s.players[2].board == 3
    check(m)


def test_2_4_brass_horse_travels_free_to_a_site_of_the_suit():
    m, s, p = holding("Brass Horse")
    p.pawn, p.secrets = PLAINS, 2
    s.discards["cradle"].append(lift(s, card("Alchemist")))  # Arcane on top; Taming Charm (Arcane) is at Mountain
    acting(m, 1)
    take(m, 1, f"power:relic:{relic('Brass Horse')}")
    assert p.pawn == MOUNTAIN and p.supply == 7 and s.tokens_on_cards[relic("Brass Horse")] == [0, 1]
    assert any("Alchemist" in e.text and e.seats is None for e in m.log)
    p.pawn = PLAINS
    s.tokens_on_cards.clear()
    s.discards["cradle"].append(lift(s, card("Wolves")))  # no Beast card at a site: anywhere
    take(m, 1, f"power:relic:{relic('Brass Horse')}", f"dest:{ROCKY}")
    assert p.pawn == ROCKY and p.supply == 7


def test_2_4_truthful_harp_draws_2_more_and_shows_them():
    m, s, _ = holding("Truthful Harp")
    for x in reversed(("Wolves", "Elders", "Scryer", "Alchemist", "Storyteller")):
        s.world.insert(0, lift(s, card(x)))
    acting(m, 1)
    harp = majors(m, 1)[f"search:world:via-relic-{relic('Truthful Harp')}"]
    assert harp.draws == 5 and majors(m, 1)["search:world"].draws == 3
    take(m, 1, harp.id, f"keep:{card('Elders')}", "to:facedown")
    public = [e.text for e in m.log if e.seats is None]
    assert any("Wolves, Elders, Scryer, Alchemist, Storyteller" in x for x in public)
    assert any("keeps Elders" in x for x in public)
    check(m)


def test_2_4_cracked_horn_discards_under_the_world_deck():
    m, s, _ = holding("Cracked Horn")
    top = s.world[:3]
    piles = sum(len(x) for x in s.discards.values())
    acting(m, 1)
    take(m, 1, f"search:world:via-relic-{relic('Cracked Horn')}", f"keep:{top[0]}", "to:discard")
    assert s.world[-3:] == [top[1], top[2], top[0]] and sum(len(x) for x in s.discards.values()) == piles
    check(m)


def test_2_4_cup_of_plenty_trades_without_supply():
    m, s, p = holding("Cup of Plenty")
    p.pawn = MOUNTAIN
    charm = card("Taming Charm")
    key = f"trade:{charm}-secret:via-relic-{relic('Cup of Plenty')}"
    assert key not in majors(m, 1), "no Arcane adviser"
    p.advisers = [Adviser(lift(s, card("Alchemist")), True)]
    assert majors(m, 1)[key].supply == 0
    acting(m, 1)
    take(m, 1, key)
    assert p.supply == 7


def test_2_4_dragonskin_drum_gains_a_warband_after_travel():
    m, s, p = holding("Dragonskin Drum")
    board = p.board
    acting(m, 1)
    take(m, 1, f"travel:{MOUNTAIN}:via-relic-{relic('Dragonskin Drum')}")
    assert p.pawn == MOUNTAIN and p.board == board + 1
    check(m)


def test_2_4_ring_of_devotion_musters_4_and_places_none():
    m, s, p = holding("Ring of Devotion")
    p.pawn = MOUNTAIN
    charm = card("Taming Charm")
    ids = majors(m, 1)
    assert f"muster:{charm}" not in ids, "the Ring must be used"
    board = p.board
    acting(m, 1)
    take(m, 1, f"muster:{charm}:via-relic-{relic('Ring of Devotion')}")
    assert p.board == board + 4
    clear_map(s)
    set_warbands(s, MOUNTAIN, "red", 1)
    assert not any(x.startswith("tosite") for x in option_ids(m, 1)), "no warbands onto sites"
    check(m)


def test_2_4_book_of_records_a_secret_instead_of_the_favor():
    m, s, p = holding("Book of Records")
    p.pawn = ROCKY
    favor, secrets, bank = p.favor, p.secrets, s.banks["beast"]
    acting(m, 1)
    drive(Actions(Flow(m)).play(1, lift(s, card("Wolves")), "site"))
    assert (p.favor, p.secrets, s.banks["beast"]) == (favor, secrets + 1, bank)
    check(m)


def test_7_6_5_bandit_crown_rules_empty_sites_and_its_bandits_defend():
    m = after_setup()
    s = m.state
    clear_map(s)
    assert s.rulers(PLAINS) == []
    give_relic(s, 1, "Bandit Crown")
    assert s.rulers(PLAINS) == [1] and s.rulers(LUSH) == [], "faceup empty sites; a facedown one has no bandit"
    set_warbands(s, MOUNTAIN, PURPLE, 1)
    assert s.rulers(MOUNTAIN) == [0] and s.sites_ruled(1) == 2, "Plains and Rocky Coast"
    s.players[0].pawn, s.players[1].pawn, s.players[2].pawn = MOUNTAIN, LUSH, PLAINS
    camp = Campaign(Flow(m))
    assert camp.defenders(2) == [1], "the Crown's holder defends its empty site, not the bandits"
    battle = camp.new_battle(2, 1)
    battle.sites = [PLAINS, ROCKY]
    assert camp.defending_warbands(battle) == 2, "one bandit per targeted site"
    set_warbands(s, ROCKY, "red", 1)
    s.players[1].pawn = ROCKY
    take(m, 1, "toboard")
    assert s.slots[ROCKY].warbands["red"] == 0, "its last warband may leave: the bandits hold the site"
    check(m)


def test_7_6_5_the_crowns_bandits_defend_only_its_holders_sites_without_warbands(monkeypatch):
    """Cid attacks Bob, who holds the Bandit Crown, at Plains (empty) and Rocky Coast (2 of Bob's
    warbands): Plains' bandit and Bob's 2 warbands defend; no bandit at Rocky Coast."""
    m = after_setup()
    s = m.state
    clear_map(s)
    s.discards["cradle"].append(lift(s, card("Longbows")))  # no battle plan at Plains
    give_relic(s, 1, "Bandit Crown")
    set_warbands(s, ROCKY, "red", 2)
    s.players[1].pawn = LUSH  # Bob's board stays out of it
    set_board(s, 2, 3)
    rig(monkeypatch, defense="blank")
    m = live(m, 2)
    for choice in ("campaign:campaign", "defender:1", f"target:site:{ROCKY}", "target:done", "dice:3"):
        m.play(choice)
    battle = m.state.battle
    assert battle.sites == [PLAINS, ROCKY] and battle.defending_warbands == 3
    assert any(e.text.startswith("The defender rolls") and e.text.endswith(": 0 shields, 3 warbands") for e in m.log)


def test_2_4_skeleton_key_peeks_and_takes_a_reliquary_relic():
    m, s, p = holding("Skeleton Key")
    p.pawn, p.secrets = PLAINS, 2  # the Chancellor rules the Plains
    acting(m, 1)
    key = f"power:relic:{relic('Skeleton Key')}"
    assert key in option_ids(m, 1)
    inside = s.reliquary[2]
    take(m, 1, key, "space:2", "key:take")
    assert inside in p.relics and s.reliquary[2] is None and p.secrets == 0
    assert m.log[-2].seats == (1,) and C.card_name(inside) in m.log[-2].text, "what it is: to the peeker only"
    assert f"trade:{card('Longbows')}-secret:via-reliquary-2" in majors(m, 0), "the Careless space binds the Chancellor"
    s.tokens_on_cards.clear()
    p.secrets = 2
    assert key in option_ids(m, 1)
    p.pawn = ROCKY
    clear_map(s)
    assert key not in option_ids(m, 1), "a site the Chancellor does not rule"


def test_2_4_oracular_pig_peeks_at_3():
    m, s, _ = holding("Oracular Pig")
    acting(m, 1)
    top = s.world[:3]
    take(m, 1, f"power:relic:{relic('Oracular Pig')}")
    private = m.log[-1]
    assert private.seats == (1,) and all(C.card_name(x) in private.text for x in top)
    assert s.world[:3] == top


def test_2_4_ivory_eye_peeks_at_a_facedown_adviser():
    m, s, _ = holding("Ivory Eye")
    acting(m, 1)
    hidden = s.players[2].advisers[0].card
    take(m, 1, f"power:relic:{relic('Ivory Eye')}", "eye:adviser:2:0")
    assert m.log[-1].seats == (1,) and C.card_name(hidden) in m.log[-1].text
    assert s.tokens_on_cards[relic("Ivory Eye")] == [0, 1]
    s.slots[MOUNTAIN].relics = [lift(s, relic("Map"))]
    s.tokens_on_cards.clear()
    s.players[1].secrets = 1
    take(m, 1, f"power:relic:{relic('Ivory Eye')}", f"eye:relic:{MOUNTAIN}:0")
    assert relic("Map") in s.players[1].peeked, "a relic at a site: it may be looked at again (6.3)"


def test_2_4_dowsing_sticks_keep_or_put_under_the_relic_deck():
    m, s, p = holding("Dowsing Sticks")
    p.favor, p.secrets = 4, 2
    s.favor_supply -= 3
    settle_secrets(s)
    acting(m, 1)
    key = f"power:relic:{relic('Dowsing Sticks')}"
    top, second = s.relic_deck[:2]
    seen = take(m, 1, key, "dowse:bottom")
    assert seen[0].seat == 1 and s.relic_deck[-1] == top and s.relic_deck[0] == second
    assert (p.favor, p.secrets) == (2, 1) and s.tokens_on_cards[relic("Dowsing Sticks")] == [0, 1]
    assert any(e.seats == (1,) and C.card_name(top) in e.text for e in m.log)
    check(m)
    s.tokens_on_cards.clear()
    p.secrets = 1
    settle_secrets(s)
    take(m, 1, key, "dowse:keep")
    assert second in p.relics and s.relic_deck[0] != second
    check(m)


def test_2_8_shrouded_wood_ruler_picks_where_a_banished_pawn_goes():
    m = after_setup(4)
    s = m.state
    clear_map(s)
    put_site(s, GIANT, "Shrouded Wood")
    s.players[1].pawn = s.players[2].pawn = GIANT
    set_warbands(s, GIANT, "white", 1)  # Dee, an enemy of Bob, rules it
    camp = Campaign(Flow(m))
    battle = camp.new_battle(2, 1)
    battle.pawn = True
    seen = drive(camp.banish(battle), f"banish:{SLUM}")
    assert seen[0].seat == 3, "the ruler picks, not the attacker"
    assert s.players[1].pawn == SLUM and s.slots[SLUM].faceup, "a facedown site is revealed"
    check(m)


def test_5_6_a_banished_pawn_goes_where_it_could_travel():
    m = after_setup()
    s = m.state
    put_site(s, SALT, "Narrow Pass")
    s.players[1].pawn = PLAINS
    camp = Campaign(Flow(m))
    battle = camp.new_battle(2, 1)
    battle.pawn = True
    seen = drive(camp.banish(battle), f"banish:{SALT}")
    ids = {o.id for o in seen[0].options}
    assert f"banish:{MOUNTAIN}" not in ids and f"banish:{SALT}" in ids, "into the Provinces only by the Narrow Pass"
    assert s.players[1].pawn == SALT


def test_2_4_map_gains_4_supply_and_goes_under_the_relic_deck():
    m, s, p = holding("Map")
    p.supply = 2
    acting(m, 1)
    take(m, 1, f"power:relic:{relic('Map')}")
    assert p.supply == 6 and s.relic_deck[-1] == relic("Map") and relic("Map") not in p.relics
    check(m)


def test_2_4_horned_mask_swaps_an_adviser_with_a_card_here():
    m, s, p = holding("Horned Mask")
    p.pawn = MOUNTAIN
    wolves = card("Wolves")
    set_advisers(s, 1, wolves)
    charm = card("Taming Charm")
    acting(m, 1)
    take(m, 1, f"power:relic:{relic('Horned Mask')}")  # the one pair: no choice
    assert s.slots[MOUNTAIN].cards == [wolves] and p.advisers == [Adviser(charm, True)]
    check(m)


def test_2_4_whistle_calls_a_pawn_and_gives_it_the_secret():
    m, s, _ = holding("Whistle")
    a, b = s.players[1], s.players[2]
    a.pawn, b.pawn = MOUNTAIN, ROCKY
    secrets = b.secrets
    acting(m, 1)
    take(m, 1, f"power:relic:{relic('Whistle')}", "whistle:2")
    assert b.pawn == MOUNTAIN and b.secrets == secrets + 1 and s.tokens_on_cards[relic("Whistle")] == [0, 0]
    assert b.supply == 7
    check(m)


def test_2_4_circlet_of_command_guards_and_adds_a_die():
    m = after_setup()
    s = m.state
    circlet = give_relic(s, 2, "Circlet of Command")
    mapr = give_relic(s, 2, "Map")
    s.banners["peoples_favor"].holder = 2
    s.players[1].pawn = s.players[2].pawn = PLAINS
    s.players[1].favor = 3
    camp = Campaign(Flow(m))
    battle = camp.new_battle(1, 2)
    kinds = {(k, w) for k, w, _ in camp.targets(1, 2, battle)}
    assert ("relic", circlet) in kinds and ("relic", mapr) not in kinds and ("banner", "peoples_favor") not in kinds
    assert "recover:peoples_favor" not in majors(m, 1), "not taken by Recover either"
    battle.pawn = True
    camp.site_dice(battle)
    assert battle.extra_defense == 1


def test_2_4_grand_mask_lends_its_holder_the_battle_plans_at_imperial_sites_on_their_turn():
    m, s, p = holding("Grand Mask")
    f = acting(m, 1)
    longbows = source(f, card("Longbows"))  # a battle plan at the Plains, which the Empire rules
    assert rules_source(f, 1, longbows) and rules_source(f, 0, longbows), "the holder's as well, still the Empire's"
    charm = source(f, card("Taming Charm"))  # no battle plan
    assert not rules_source(f, 1, charm) and rules_source(f, 0, charm)
    p.pawn = PLAINS
    camp = Campaign(f)
    battle = camp.new_battle(1, 0)
    assert longbows in camp.plans_offered(battle, 1, "attacker"), "Bob campaigns with the Empire's Longbows"
    s.turn = 0
    assert not rules_source(f, 1, longbows), "not on another's turn"


def test_2_4_horned_mask_swaps_a_facedown_adviser_too():
    m, s, p = holding("Horned Mask")
    p.pawn = MOUNTAIN
    charm = card("Taming Charm")
    wolves, faithful, conquest = card("Wolves"), card("Faithful Friend"), card("Conquest")
    set_advisers(s, 1, wolves, faithful, conquest, faceup=False)
    f = acting(m, 1)
    assert REGISTRY["horned_mask"].pairs(f, 1) == [(wolves, charm)], "a locked card and a Vision cannot go to a site"
    take(m, 1, f"power:relic:{relic('Horned Mask')}")  # the one pair: no choice
    assert s.slots[MOUNTAIN].cards == [wolves], "the facedown adviser goes to the site, faceup"
    assert Adviser(charm, True) in p.advisers
    check(m)


def test_6_4_the_grand_scepters_actions_are_its_holders():
    m = after_setup()
    s = m.state
    acting(m, 0)
    ids = option_ids(m, 0)
    assert {"citizen:peek", "citizen:offer:1"} <= ids and "power:relic:238" not in ids
    scepter = C.scepter.id
    s.players[0].relics.remove(scepter)
    s.players[1].relics.append(scepter)
    acting(m, 1)
    assert "citizen:peek" in option_ids(m, 1), "usable the turn it is taken (the Law has no wait)"
    assert "citizen:peek" not in option_ids(m, 0)
    take(m, 1, "citizen:peek")
    assert m.log[-1].seats == (1,)


# --- random matches with every power on the table --------------------------------------------------------
def rigged(seed: int, players: int):
    """A match with relics in every hand, other sites on the map, spaces uncovered, banners held."""
    r = random.Random(seed)
    m = new_match(players, seed)
    s = m.state
    others = [i for i in C.sites if i not in {sl.site for sl in s.slots}]
    r.shuffle(others)
    for sl in s.slots:
        if not sl.faceup:
            sl.site = others.pop()
    for seat in range(players):
        for _ in range(r.randint(1, 3)):
            if s.relic_deck:
                s.players[seat].relics.append(s.relic_deck.pop(r.randrange(len(s.relic_deck))))
    for i in range(4):
        if r.random() < 0.5:
            s.players[r.randrange(players)].relics.append(s.reliquary[i])
            s.reliquary[i] = None
    s.banners["peoples_favor"].holder = r.randrange(players)
    s.banners["darkest_secret"].holder = r.randrange(players)
    for p in s.players:
        p.secrets += s.take_secrets(2)
    return m


@pytest.mark.parametrize("seed", range(6))
def test_powers_in_random_matches_keep_every_piece(seed):
    m = rigged(seed, 2 + seed % 5)
    bot = RandomBot(seed)
    check(m)
    for _ in range(20_000):
        if m.decision is None:
            break
        m.play(bot.pick(m))
        check(m)
    assert m.result is not None
