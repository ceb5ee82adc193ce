"""Oath: the last Beast and Nomad powers of the rest of the box (Law 7), each driven through a
real match position as in test_oath_powers_chronicle.py: a match past setup, the card brought in,
the power's piece of the flow run with scripted answers, its effect on the state checked."""
from __future__ import annotations

from rules.core import Option
from rules.oath.actions import Actions
from rules.oath.campaign import Campaign
from rules.oath.effects import discard_advisers_down_to, hand_over
from rules.oath.powers.base import adviser_limit, counted_advisers, when_played
from rules.oath.state import PURPLE, Battle

from .conftest import drive
from .oath_table import (LUSH, MOUNTAIN, PLAINS, ROCKY, SALT, adviser, after_battle, at_site, card, check, clear_map,
                         give_favor, give_relic, lift, majors, option_ids, places_of, rig, set_board, set_warbands, settle_secrets, source,
                         take)
from .test_oath_powers_chronicle import bring, brought_adviser, brought_at_site, table
from .test_oath_powers_denizens import battle_plans, offered, plan_id, play_through, use


# --- Beast ------------------------------------------------------------------------------------------
def test_7_4_small_friends_trades_at_a_site_holding_a_beast_card_with_the_modifiers_there():
    m, s, f = table()
    friends = brought_adviser(s, 1, "Small Friends")  # Beast, faceup: The Old Oak's condition
    oak = at_site(s, "The Old Oak", ROCKY)
    give_favor(s, 1, 1)
    elders, longbows = card("Elders"), card("Longbows")
    ids = majors(m, 1)
    assert f"trade:{elders}-secret:via-denizen-{friends}" in ids, "Rocky Coast holds a Beast card now"
    assert not any(i.startswith(f"trade:{longbows}") and "via" in i for i in ids), "the pawn's own site is plain"
    assert f"trade:{oak}-favor:via-denizen-{oak}" not in ids, "The Old Oak out of reach without Small Friends"
    take(m, 1, f"trade:{oak}-favor:via-denizen-{friends}:via-denizen-{oak}")
    assert s.players[1].secrets == 1 + 2 and s.players[1].favor == 0 and s.card_tokens(oak) == [2, 0]
    assert s.players[1].pawn != ROCKY
    check(m)


def test_7_6_4_pied_piper_counts_against_no_limit_and_is_handed_over_for_two_favor():
    m, s, f = table()
    piper = brought_adviser(s, 1, "Pied Piper")
    s.players[1].secrets = 1
    settle_secrets(s)
    for name in ("Wolves", "Scryer"):
        adviser(s, 1, name)
    for name in ("Taming Charm", "Alchemist"):
        adviser(s, 2, name)  # Cid: three advisers, a full row
    assert len(s.players[1].advisers) == 4 and len(counted_advisers(f, 1)) == 3
    give_favor(s, 2, 2)
    use(m, 1, piper, "piper:2")
    assert piper in [a.card for a in s.players[2].advisers] and len(s.players[2].advisers) == 4, "a 4th adviser (T9.2)"
    assert s.players[1].favor == 1 + 2 and s.players[2].favor == 1 and s.card_tokens(piper) == [0, 1]
    assert len(counted_advisers(f, 2)) == 3
    check(m)


def test_7_4_vow_of_union_the_warbands_at_your_sites_join_your_force_and_hold_you_there(monkeypatch):
    m, s, f = table()
    vow = brought_adviser(s, 1, "Vow of Union")
    s.players[1].pawn = ROCKY  # the Chancellor's site: no Travel is forbidden from it
    assert any(i.startswith("travel:") for i in majors(m, 1))
    clear_map(s)
    set_warbands(s, LUSH, "red", 2)
    set_warbands(s, SALT, "red", 3)
    s.slots[LUSH].faceup = s.slots[SALT].faceup = True
    s.players[1].pawn = LUSH  # Bob rules Lush Coast and Salt Flats, 3 warbands on his board
    assert not any(i.startswith("travel:") for i in majors(m, 1)), "a site he rules, warbands on his board"
    set_board(s, 1, 0)
    assert any(i.startswith("travel:") for i in majors(m, 1)), "an empty board lets him go"
    set_board(s, 1, 3)
    s.players[0].pawn = LUSH
    campaign = f"campaign:campaign:via-denizen-{vow}"
    assert campaign in majors(m, 1) and majors(m, 1)[campaign].joined == (LUSH, SALT)
    rig(monkeypatch, attack="two_swords_skull")
    seen = play_through(Actions(f).take(1, Option(campaign, "", "5.5", data=majors(m, 1)[campaign])),
                        "defender:0", "target:pawn:0", "target:done", "dice:8", "plan:done", "sacrifice:no")
    dice = next(d for d in seen if d.prompt.startswith("How many attack dice"))
    assert "8 warbands" in dice.prompt, "3 on the board, 2 and 3 at his sites"
    # 8 skulls kill the whole force: the board first, then the sites in turn
    assert s.players[1].board == 0 and s.slots[LUSH].warbands["red"] == 0 and s.slots[SALT].warbands["red"] == 0
    check(m)


def test_7_3_wild_allies_campaigns_from_a_site_holding_a_beast_card_with_the_warbands_there(monkeypatch):
    m, s, f = table()
    allies = brought_at_site(s, "Wild Allies", PLAINS)
    s.players[1].secrets = 1
    settle_secrets(s)
    wolves = at_site(s, "Wolves", SALT)
    s.slots[SALT].faceup = True  # nobody rules it: the bandits defend it
    set_warbands(s, LUSH, "red", 2)
    s.slots[LUSH].faceup = True
    s.slots[LUSH].cards.append(lift(s, card("The Old Oak")))  # Beast: at Bob's own site
    rig(monkeypatch, attack="sword", defense="blank")
    seen = use(m, 1, allies, f"allies:{SALT}", "dice:3", "place:3")
    # Plains holds the Wild Allies, a Beast card; at Lush Coast, Bob's own, there is nobody to fight
    assert {o.id for o in seen[0].options} == {f"allies:{SALT}", f"allies:{PLAINS}"}
    dice = next(d for d in seen if d.prompt.startswith("How many attack dice"))
    assert "3 warbands" in dice.prompt, "Salt Flats holds none of Bob's"
    assert s.players[1].pawn == PLAINS and s.slots[SALT].warbands.get("red") == 3 and wolves in s.slots[SALT].cards
    assert s.players[1].supply == 7 and s.card_tokens(allies) == [0, 1]
    check(m)
    m, s, f = table()
    allies = brought_at_site(s, "Wild Allies", PLAINS)
    s.players[1].secrets = 1
    settle_secrets(s)
    set_warbands(s, LUSH, "red", 2)
    s.slots[LUSH].faceup = True
    s.slots[LUSH].cards.append(lift(s, card("Wolves")))
    s.players[3].pawn = LUSH  # Dee is there to be attacked
    rig(monkeypatch, attack="two_swords_skull", defense="blank")
    seen = use(m, 1, allies, f"allies:{LUSH}", "dice:5", f"banish:{ROCKY}")
    dice = next(d for d in seen if d.prompt.startswith("How many attack dice"))
    assert "5 warbands" in dice.prompt, "3 on the board and the 2 at Lush Coast join"
    assert s.players[1].board == 0 and s.slots[LUSH].warbands["red"] == 0, "5 skulls: the board first, then the site"
    assert s.players[3].pawn == ROCKY and s.players[1].pawn == PLAINS
    check(m)


def test_7_6_giant_python_its_owners_attackers_name_targets_of_an_even_number_of_dice():
    m, s, f = table()
    brought_adviser(s, 2, "Giant Python")
    s.slots[LUSH].faceup = True
    set_warbands(s, LUSH, "blue", 1)  # Cid rules Lush Coast: its 1 die must be targeted
    s.players[1].pawn = s.players[2].pawn = LUSH
    camp = Campaign(f)
    assert 2 not in camp.defenders(1), "the site's 1 die and the pawn's 2 can never be even"
    circlet = give_relic(s, 2, "Circlet of Command")  # 1 die
    assert 2 in camp.defenders(1)
    battle = camp.new_battle(1, 2)
    seen = drive(camp.choose_targets(battle), "target:pawn:2")  # then the Circlet alone is offered, taken unasked
    assert {o.id for o in seen[0].options} == {"target:pawn:2", f"target:relic:{circlet}"}, "1 die: odd, not done"
    assert battle.pawn and battle.relics == [circlet] and camp.defense_dice(battle) == 1 + 2 + 1
    seen = drive(Campaign(f).choose_targets(battle := camp.new_battle(1, 2)), f"target:relic:{circlet}", "target:done")
    assert {o.id for o in seen[1].options} == {"target:done", "target:pawn:2"}, "2 dice: even, the pawn's 2 keep it so"
    assert not battle.pawn and camp.defense_dice(battle) == 2
    check(m)


def test_7_4_new_growth_a_beast_or_hearth_card_kept_goes_to_any_faceup_site_with_room():
    m, s, f = table()
    growth = brought_at_site(s, "New Growth", PLAINS)
    for x in reversed(("Wolves", "Elders", "Scryer")):
        s.world.insert(0, lift(s, card(x)))
    search = f"search:world:via-denizen-{growth}"
    seen = take(m, 1, search, f"keep:{card('Wolves')}", f"to:site:{ROCKY}")
    assert {f"to:site:{MOUNTAIN}", f"to:site:{ROCKY}"} <= {o.id for o in seen[1].options}
    assert card("Wolves") in s.slots[ROCKY].cards and s.players[1].pawn == PLAINS and s.players[1].favor == 2
    for x in reversed(("Scryer", "Alchemist", "Tavern Songs")):
        s.world.insert(0, lift(s, card(x)))
    seen = take(m, 1, search, f"keep:{card('Scryer')}", "to:discard")
    assert not any(o.id.startswith("to:site:") for o in seen[1].options), "Scryer is Discord"
    check(m)


def test_7_4_bracken_the_cards_not_kept_go_under_a_discard_pile_of_your_choice():
    m, s, f = table()
    bracken = brought_at_site(s, "Bracken", PLAINS)
    drawn = [lift(s, card(x)) for x in ("Wolves", "Elders", "Scryer")]
    s.world[:0] = drawn
    pile = list(s.discards["provinces"])
    seen = take(m, 1, f"search:world:via-denizen-{bracken}", f"keep:{drawn[0]}", "pile:provinces:bottom", "to:facedown")
    assert len(seen[1].options) == 6, "each region's pile, its top or bottom"
    assert s.discards["provinces"] == drawn[1:] + pile and all(x not in s.discards["cradle"] for x in drawn)
    check(m)


# --- Nomad ------------------------------------------------------------------------------------------
def test_7_5_wild_mounts_a_beast_card_discarded_keeps_the_nomad_plans():
    m, s, f = table()
    mounts = brought_adviser(s, 1, "Wild Mounts")
    archers = adviser(s, 1, "Horse Archers")  # Nomad, discarded after the battle
    wolves = at_site(s, "Wolves", ROCKY)  # a Beast card Bob does not rule: not offered
    s.slots[LUSH].faceup = True
    set_warbands(s, LUSH, "red", 1)
    tortoise = brought_at_site(s, "War Tortoise", LUSH)  # Beast, at Bob's site
    battle = Battle(1, 2, attack_dice=1)
    battle_plans(f, battle, 1, "attacker", plan_id(mounts), plan_id(archers), "plan:done")
    seen = after_battle(f, battle, "attacker", 1, source(f, archers), True, f"mounts:{tortoise}")
    assert {o.id for o in seen[0].options} == {"mounts:none", f"mounts:{tortoise}"} and wolves in s.slots[ROCKY].cards
    assert archers in [a.card for a in s.players[1].advisers] and tortoise not in s.slots[LUSH].cards
    assert seen[0].prompt.startswith("Your campaign against Cid")
    assert after_battle(f, battle, "attacker", 1, source(f, archers), True) == [], "chosen once for all"
    assert archers in [a.card for a in s.players[1].advisers]
    check(m)


def test_7_6_spell_breaker_its_rulers_enemies_use_no_power_costing_secrets():
    m, s, f = table()
    brought_at_site(s, "Spell Breaker", MOUNTAIN)  # the Chancellor's
    chance = brought_adviser(s, 1, "Second Chance")  # an Action placing 1 secret
    brought_adviser(s, 2, "Nature Worship")  # a battle plan placing 1 secret
    merc = adviser(s, 2, "Mercenaries")  # placing 1 favor
    own = brought_adviser(s, 0, "Billowing Fog")  # placing 1 secret, the ruler's own
    adviser(s, 3, "Scryer")  # Discord: Second Chance has a target
    for x in (0, 1, 2):
        s.players[x].secrets = 1
    settle_secrets(s)
    give_favor(s, 2, 1)
    assert f"power:denizen:{chance}" not in option_ids(m, 1)
    assert offered(f, Battle(2, 0), 2, "attacker") == {merc}
    assert own in offered(f, Battle(0, 2), 0, "attacker")
    set_warbands(s, MOUNTAIN, PURPLE, 0)
    set_warbands(s, MOUNTAIN, "red", 1)  # Bob rules it now: Cid is his enemy, he is not his own
    assert f"power:denizen:{chance}" in option_ids(m, 1)
    assert offered(f, Battle(2, 0), 2, "attacker") == {merc}
    check(m)


def test_7_6_ancient_bloodline_its_owners_sites_hold_their_denizens_and_relics_against_enemies():
    m, s, f = table()
    brought_adviser(s, 0, "Ancient Bloodline")  # Ann rules Plains, Mountain and Rocky Coast
    elders = card("Elders")
    s.players[1].pawn = ROCKY
    drive(Actions(f).play(1, bring(s, "Threatening Roar"), "faceup"))
    assert elders in s.slots[ROCKY].cards, "locked for Bob"
    s.players[1].pawn = MOUNTAIN
    give_favor(s, 1, 5)
    assert s.slots[MOUNTAIN].relics and not any(i.startswith("recover:relic") for i in majors(m, 1))
    s.players[0].pawn = ROCKY
    drive(Actions(f).play(0, bring(s, "Threatening Roar"), "faceup"))  # the same card, from Bob's row
    assert elders not in s.slots[ROCKY].cards, "not for Ann herself"
    check(m)


def test_7_6_4_family_wagon_one_adviser_besides_any_number_of_faceup_nomads():
    m, s, f = table()
    wolves = adviser(s, 1, "Wolves")  # beside Bob's facedown Animal Playmates
    wagon = bring(s, "Family Wagon")
    seen = drive(Actions(f).play(1, wagon, "faceup"))
    assert seen == [] and len(s.players[1].advisers) == 3, "it counts against no limit: no room made"
    assert adviser_limit(f, 1) == 1 and len(counted_advisers(f, 1)) == 2
    drive(discard_advisers_down_to(f, 1, adviser_limit(f, 1), "down", "7.6.4"), f"room:{wolves}")
    assert [a.card for a in s.players[1].advisers] == [card("Animal Playmates"), wagon]
    for name in ("Elders", "Horse Archers"):  # Nomads: no room needed
        assert "faceup" in places_of(Actions(f), 1, card(name))
        drive(Actions(f).play(1, lift(s, card(name)), "faceup"))
    assert len(s.players[1].advisers) == 4 and len(counted_advisers(f, 1)) == 1
    scryer = lift(s, card("Scryer"))
    drive(Actions(f).play(1, scryer, "faceup"))  # Discord: the facedown Animal Playmates, the only other, makes room
    assert card("Animal Playmates") not in [a.card for a in s.players[1].advisers]
    assert counted_advisers(f, 1) == [s.players[1].advisers[-1]] and s.players[1].advisers[-1].card == scryer
    check(m)


def test_7_6_way_station_a_free_trip_there_for_its_ruler_or_for_a_favor_to_the_ruler():
    m, s, f = table()
    station = brought_at_site(s, "Way Station", ROCKY)  # the Chancellor's
    assert majors(m, 0)[f"travel:{ROCKY}"].supply == 0, "Ann rules it"
    plain, free = majors(m, 1)[f"travel:{ROCKY}"], majors(m, 1)[f"travel:{ROCKY}:via-denizen-{station}"]
    assert plain.supply > 0 and free.supply == 0 and free.tolls == 1
    assert f"travel:{LUSH}:via-denizen-{station}" not in majors(m, 1), "only trips to its site"
    take(m, 1, f"travel:{ROCKY}:via-denizen-{station}")
    assert s.players[1].pawn == ROCKY and s.players[1].supply == 7
    assert s.players[1].favor == 0 and s.players[0].favor == 2 + 1
    check(m)


def test_7_6_vow_of_kinship_favor_gained_goes_to_the_nomad_bank_and_is_spent_from_it():
    m, s, f = table()
    give_favor(s, 1, 2)
    drive(Actions(f).play(1, bring(s, "Vow of Kinship"), "faceup"))
    assert s.players[1].favor == 0 and s.banks["nomad"] == 3 + 3
    longbows = card("Longbows")
    take(m, 1, f"trade:{longbows}-secret")  # 1 + its Order favor... from the Order bank, into the Nomad bank
    assert s.players[1].favor == 0 and s.banks["order"] == 3 - 1 and s.banks["nomad"] == 6 + 1
    assert f"muster:{longbows}" not in majors(m, 1), "Longbows holds a token now"
    s.players[1].pawn = ROCKY
    elders = card("Elders")
    take(m, 1, f"muster:{elders}")  # 1 favor, spent out of the Nomad bank
    assert s.banks["nomad"] == 7 - 1 and s.card_tokens(elders) == [1, 0]
    hand_over(f, 2, 1, "favor", 1)  # favor handed to the owner goes to the bank too
    assert s.players[1].favor == 0 and s.players[2].favor == 0 and s.banks["nomad"] == 6 + 1
    check(m)


def test_7_3_pilgrimage_sends_the_denizens_here_to_the_dispossessed_and_as_many_back_to_the_discards():
    m, s, f = table()
    pilgrimage = brought_adviser(s, 1, "Pilgrimage")
    s.players[1].pawn = PLAINS
    longbows = card("Longbows")
    dispossessed = [bring(s, "Tinker's Fair"), bring(s, "Wolves")]
    s.dispossessed += dispossessed
    pile = list(s.discards["cradle"])
    drive(when_played(f, 1, pilgrimage, None))
    assert longbows not in s.slots[PLAINS].cards
    back = s.discards["cradle"][len(pile):]
    assert len(back) == 1 and len(s.dispossessed) == 2 and set(s.dispossessed) | set(back) == {longbows, *dispossessed}
    seen = [e for e in m.log if "You saw them" in e.text]
    assert seen and seen[-1].seats == (1,) and f.name(back[0]) in seen[-1].text, "the owner alone sees what came back"
    assert "Pilgrimage" in m.log[-2].text and m.log[-2].seats is None
    check(m)
