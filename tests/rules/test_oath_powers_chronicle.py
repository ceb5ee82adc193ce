"""Oath: the powers of the denizens outside the first game (save ids 54-197, Law 7), each driven
through a real match position as in test_oath_powers_denizens.py: a match past setup, a card of
the rest of the box brought in (`bring`), the power's piece of the flow run with scripted answers,
its effect on the state checked. Invariants are checked after each case, the brought cards counted
as dealt."""
from __future__ import annotations

from rules.oath.actions import Actions
from rules.oath.campaign import Campaign
from rules.oath.citizenship import Citizenship
from rules.oath.powers.base import adviser_limit, forbidden_to_take
from rules.oath.state import BANDITS, PURPLE, Adviser, Battle
from rules.oath.travel import Travel

from .conftest import drive
from .oath_table import (C, LUSH, MOUNTAIN, PLAINS, ROCKY, SALT, acting, adviser, after_battle, after_setup, at_site,
                         card, check, give_favor, give_relic, lift, majors, option_ids, places_of, put_site, set_board,
                         set_warbands, settle_secrets, source, take)
from .test_oath_powers_denizens import battle_plans, offered, plan_id, play_through, rig, use


def bring(s, name: str) -> int:
    """A card of the rest of the box, brought into this match (lifted like any other card) and
    counted among the cards its world deals."""
    x = lift(s, card(name))
    s.dealt |= {x}
    return x


def brought_adviser(s, seat: int, name: str, faceup: bool = True) -> int:
    x = bring(s, name)
    s.players[seat].advisers.append(Adviser(x, faceup))
    return x


def brought_at_site(s, name: str, slot: int) -> int:
    x = bring(s, name)
    s.slots[slot].faceup = True
    s.slots[slot].cards.append(x)
    return x


def table(players: int = 4, seed: int = 1, active: int = 1):
    """A match past setup (every pawn on Plains), with seat `active` in its Act phase."""
    m = after_setup(players, seed)
    return m, m.state, acting(m, active)


# --- Discord ----------------------------------------------------------------------------------------
def test_7_3_charlatan_the_darkest_secret_keeps_one_secret():
    m, s, f = table()
    ds = s.banners["darkest_secret"]
    ds.tokens += 3
    s.secret_supply -= 3
    supply = s.secret_supply
    x = bring(s, "Charlatan")
    drive(Actions(f).play(1, x, "faceup"))
    assert ds.tokens == 1 and s.secret_supply == supply + 3
    check(m)


def test_7_3_assassin_two_advisers_at_most_and_discards_an_adviser_here():
    m, s, f = table()
    x = brought_adviser(s, 1, "Assassin")
    assert (adviser_limit(f, 1), adviser_limit(f, 2)) == (2, 3), "only its owner's limit"
    give_favor(s, 1, 1)
    victim, other = adviser(s, 2, "Naysayers"), adviser(s, 0, "Tavern Songs")
    adviser(s, 0, "A Small Favor")  # locked: not offered
    s.players[3].pawn = MOUNTAIN
    adviser(s, 3, "Scryer")  # not at Bob's site: not offered
    seen = use(m, 1, x, f"kill:{victim}")
    assert {o.id for o in seen[0].options} == {f"kill:{victim}", f"kill:{other}"}
    assert victim not in [a.card for a in s.players[2].advisers] and victim in s.discards["provinces"]
    assert s.card_tokens(x) == [1, 0]
    check(m)


def test_7_5_cracked_sage_four_dice_against_an_enemy_with_a_faceup_arcane_adviser():
    m, s, f = table()
    sage = brought_adviser(s, 1, "Cracked Sage")
    give_favor(s, 1, 1)
    s.players[1].secrets = 1
    settle_secrets(s)
    assert sage not in offered(f, Battle(1, 2), 1, "attacker"), "no Arcane adviser faceup"
    adviser(s, 2, "Scryer", faceup=False)
    assert sage not in offered(f, Battle(1, 2), 1, "attacker"), "a facedown adviser has no suit"
    assert sage not in offered(f, Battle(1, BANDITS), 1, "attacker")
    adviser(s, 2, "Alchemist")
    battle = Battle(1, 2, attack_dice=1)
    battle_plans(f, battle, 1, "attacker", plan_id(sage))
    assert battle.attack_dice == 5 and s.players[1].favor == 1 and s.card_tokens(sage) == [0, 1]
    # as the defender against an attacker with an Arcane adviser: the attacker rolls 4 fewer
    m, s, f = table()
    sage = brought_adviser(s, 2, "Cracked Sage")
    give_favor(s, 2, 1)
    adviser(s, 1, "Alchemist")
    battle = Battle(1, 2, attack_dice=3)
    battle_plans(f, battle, 2, "defender", plan_id(sage))
    assert (battle.attack_dice, battle.extra_defense) == (0, 1)
    check(m)


def test_7_6_beast_tamer_its_owners_enemies_cannot_use_beast_or_nomad_plans():
    m, s, f = table()
    brought_adviser(s, 2, "Beast Tamer")
    archers = adviser(s, 1, "Horse Archers")  # Nomad, the attacker's
    boots = adviser(s, 1, "Rain Boots")  # Beast
    assert not {archers, boots} & offered(f, Battle(1, 2), 1, "attacker")
    assert {archers, boots} <= offered(f, Battle(1, 3), 1, "attacker"), "only against the Beast Tamer's owner"
    # the owner attacking: the defender's plans are barred
    assert archers in offered(f, Battle(3, 1), 1, "defender") and archers not in offered(f, Battle(2, 1), 1, "defender")
    s.discards["cradle"].append(s.players[1].advisers.pop(0).card)  # room for a Discord plan, not barred
    merc = adviser(s, 1, "Mercenaries")
    give_favor(s, 1, 1)
    f = acting(m, 1)  # a position edited by hand, past a flow's writers: a new flow sees it
    assert merc in offered(f, Battle(1, 2), 1, "attacker")
    check(m)


def test_7_3_silver_tongue_rest_favor_from_a_suit_at_its_site_and_two_advisers_at_most():
    m, s, f = table()
    x = brought_adviser(s, 1, "Silver Tongue")
    assert adviser_limit(f, 1) == 2
    at_site(s, "Alchemist", PLAINS)  # Plains now holds Longbows (Order) and Alchemist (Arcane)
    seen = drive(f.standalone_powers(1, "rest"), "bank:arcane")
    assert {o.id for o in seen[0].options} == {"bank:order", "bank:arcane"}
    assert s.players[1].favor == 2 and s.banks["arcane"] == 2 and x in [a.card for a in s.players[1].advisers]
    check(m)


def test_7_3_gambling_hall_favor_from_one_bank_as_four_defense_dice_show(monkeypatch):
    m, s, f = table()
    hall = brought_at_site(s, "Gambling Hall", PLAINS)
    give_favor(s, 1, 2)
    rig(monkeypatch, defense="two_shields")
    s.banks["order"] += 6
    s.favor_supply -= 6
    use(m, 1, hall, "bank:order")
    assert s.players[1].favor == 1 + 8 and s.banks["order"] == 1 and s.card_tokens(hall) == [2, 0]
    check(m)


def test_7_3_insomnia_rest_gains_a_secret_and_two_advisers_at_most():
    m, s, f = table()
    brought_adviser(s, 1, "Insomnia")
    drive(f.standalone_powers(1, "rest"))
    assert s.players[1].secrets == 2 and adviser_limit(f, 1) == 2
    check(m)


def test_7_4_downtrodden_two_more_warbands_where_the_cards_bank_alone_holds_least():
    m, s, f = table()
    down = brought_adviser(s, 1, "Downtrodden")
    s.players[1].pawn = MOUNTAIN
    charm = card("Taming Charm")  # Arcane
    via = f"muster:{charm}:via-denizen-{down}"
    assert via not in majors(m, 1), "every bank holds 3: a tie gives nothing"
    s.banks["arcane"] -= 1
    s.favor_supply += 1
    take(m, 1, via)
    assert s.players[1].board == 3 + 2 + 2 and s.card_tokens(charm) == [1, 0]
    check(m)


def test_7_3_blackmail_a_relic_or_three_favor_from_a_player_here():
    m, s, f = table()
    harp = give_relic(s, 2, "Truthful Harp")
    give_relic(s, 3, "Oracular Pig")
    s.players[3].pawn = MOUNTAIN  # not at Bob's site: not offered
    give_favor(s, 2, 2)  # 3 favor: Cid chooses
    x = bring(s, "Blackmail")
    seen = drive(Actions(f).play(1, x, "faceup"), f"blackmail:{harp}", "blackmail:pay")
    assert {o.id for o in seen[0].options} == {f"blackmail:{harp}", "blackmail:238"}, "Ann's Scepter; Dee is away"
    assert seen[1].seat == 2
    assert (s.players[1].favor, s.players[2].favor) == (4, 0) and harp in s.players[2].relics
    check(m)
    # with fewer than 3 favor, the relic goes
    m, s, f = table()
    harp = give_relic(s, 2, "Truthful Harp")
    x = bring(s, "Blackmail")
    drive(Actions(f).play(1, x, "faceup"), f"blackmail:{harp}")
    assert harp in s.players[1].relics and harp not in s.players[2].relics and s.players[2].favor == 1
    check(m)


def test_7_3_riots_discard_the_most_common_suit_at_sites_while_the_peoples_favor_is_a_mob():
    m, s, f = table()
    elders = card("Elders")  # Nomad, at Rocky Coast
    x = bring(s, "Riots")
    drive(Actions(f).play(1, x, "faceup"))
    assert elders in s.slots[ROCKY].cards, "the People's Favor shows its intact side: nothing happens"
    check(m)
    m, s, f = table()
    s.banners["peoples_favor"].mob = True
    longbows, charm, elders = card("Longbows"), card("Taming Charm"), card("Elders")
    x = bring(s, "Riots")
    seen = drive(Actions(f).play(1, x, "faceup"), "riot:arcane")
    assert {o.id for o in seen[0].options} == {"riot:order", "riot:arcane", "riot:nomad"}, "one card each: a tie"
    assert charm not in s.slots[MOUNTAIN].cards and charm in s.discards["hinterland"]
    assert longbows in s.slots[PLAINS].cards and elders in s.slots[ROCKY].cards
    check(m)


def test_7_3_dissent_each_player_without_the_peoples_favor_puts_a_favor_a_suit_they_rule():
    m, s, f = table()
    s.banners["peoples_favor"].holder = 3
    adviser(s, 1, "Scryer")  # Bob: Discord adviser; Ann (Chancellor) rules Plains (Order) and Mountain (Arcane)
    before = [p.favor for p in s.players]
    ruled = {x: {C.denizens[c].suit for slot in range(8) if s.rules(x, slot) for c in s.slots[slot].cards}
             | {C.denizens[a.card].suit for a in s.players[x].advisers if a.faceup} for x in range(4)}
    x = bring(s, "Dissent")
    drive(Actions(f).play(1, x, "faceup"))
    put = {seat: before[seat] - s.players[seat].favor for seat in range(4)}
    assert put == {0: min(len(ruled[0]), before[0]), 1: min(len(ruled[1]), before[1]),
                   2: min(len(ruled[2]), before[2]), 3: 0} and put[0] >= 2 and put[1] == 1
    assert s.card_tokens(x) == [sum(put.values()), 0]
    check(m)


def test_7_3_enchantress_trades_places_with_another_players_faceup_adviser_anywhere():
    m, s, f = table()
    x = brought_adviser(s, 1, "Enchantress")
    s.players[1].secrets = 1
    settle_secrets(s)
    s.players[2].pawn = MOUNTAIN
    scryer = adviser(s, 2, "Scryer")
    adviser(s, 3, "A Small Favor")  # locked: not offered
    songs = adviser(s, 3, "Tavern Songs")
    seen = use(m, 1, x, f"swap:{scryer}")
    assert {o.id for o in seen[0].options} == {f"swap:{scryer}", f"swap:{songs}"}
    assert scryer in [a.card for a in s.players[1].advisers] and x in [a.card for a in s.players[2].advisers]
    assert x not in [a.card for a in s.players[1].advisers] and s.players[1].secrets == 0
    check(m)


def test_7_5_slander_a_banished_defender_burns_all_their_favor(monkeypatch):
    m, s, f = table()
    slander = brought_adviser(s, 1, "Slander")
    give_favor(s, 1, 1)
    d = s.players[2]
    give_favor(s, 2, 4)
    assert slander not in offered(f, Battle(1, BANDITS), 1, "attacker")
    battle = Battle(1, 2, pawn=True)
    battle_plans(f, battle, 1, "attacker", plan_id(slander))
    drive(Campaign(f).banish(battle), f"banish:{ROCKY}")
    assert d.favor == 0 and s.card_tokens(slander) == [1, 0]
    check(m)


def test_7_6_boiling_lake_a_traveller_who_does_not_rule_it_kills_two_warbands():
    m, s, f = table()
    brought_at_site(s, "Boiling Lake", ROCKY)
    red = s.pool["red"]
    Travel(f).move_pawn(1, ROCKY)
    assert s.players[1].board == 1 and s.pool["red"] == red + 2
    check(m)
    # its ruler travels there unharmed
    m, s, f = table()
    brought_at_site(s, "Boiling Lake", ROCKY)
    Travel(f).move_pawn(0, ROCKY)
    assert s.rules(0, ROCKY) and s.players[0].pawn == ROCKY and s.players[0].board == 3
    check(m)


def test_7_5_zealots_a_sacrificed_warband_adds_three_while_outnumbered():
    m, s, f = table()
    zealots = brought_adviser(s, 1, "Zealots")
    give_favor(s, 1, 1)
    set_board(s, 1, 2)
    battle = Battle(1, 0, sites=[MOUNTAIN])
    battle_plans(f, battle, 1, "attacker", plan_id(zealots))
    assert s.card_tokens(zealots) == [1, 0]
    battle.defending_warbands = 5  # outnumbering Bob's 2
    seen = drive(Campaign(f).offer_sacrifice(battle, 0, 5), "sacrifice:yes")
    assert "2 warbands" in seen[0].option("sacrifice:yes").label, "6 to win: two warbands worth 3 each"
    assert s.players[1].board == 0 and battle.sacrificed == 2
    check(m)
    # not outnumbered: each adds 1, and Bob's 2 warbands cannot make up 5
    m, s, f = table()
    set_board(s, 1, 2)
    battle = Battle(1, 0, sites=[MOUNTAIN], outnumbered_sacrifice=3, defending_warbands=2)
    assert drive(Campaign(f).offer_sacrifice(battle, 0, 4)) == [] and s.players[1].board == 2 and not battle.sacrificed


def test_7_6_chaos_cult_an_enemy_taking_the_title_gives_its_owner_a_favor():
    m, s, f = table()
    cult = brought_adviser(s, 2, "Chaos Cult")
    f.give_title(1)
    assert (s.players[1].favor, s.players[2].favor) == (0, 2)
    f.give_title(1)
    assert (s.players[1].favor, s.players[2].favor) == (0, 2), "kept, not taken"
    check(m)
    s.players[2].role = s.players[3].role = "citizen"
    f.give_title(3)  # a fellow Imperial: no enemy
    assert s.players[2].favor == 2 and cult in [a.card for a in s.players[2].advisers]


def test_7_3_bandit_chief_kills_a_warband_at_every_site_and_its_bandits_are_three():
    m, s, f = table()
    set_warbands(s, ROCKY, PURPLE, 0)
    set_warbands(s, ROCKY, "red", 2)
    before = {slot: s.slots[slot].warbands.get(PURPLE, 0) for slot in (PLAINS, MOUNTAIN)}
    x = bring(s, "Bandit Chief")
    drive(Actions(f).play(1, x, "site"))
    assert {slot: s.slots[slot].warbands[PURPLE] for slot in before} == {slot: n - 1 for slot, n in before.items()}
    assert s.slots[ROCKY].warbands["red"] == 1 and x in s.slots[PLAINS].cards
    camp = Campaign(f)
    battle = camp.new_battle(2, BANDITS)
    battle.sites = [PLAINS]
    assert camp.defending_warbands(battle) == 3, "each site's bandit and 2 more"
    check(m)


def test_7_6_gossip_its_rulers_enemies_take_no_facedown_advisers():
    m, s, f = table()
    brought_at_site(s, "Gossip", MOUNTAIN)  # the Chancellor rules Mountain
    x = card("Scryer")
    assert "facedown" not in places_of(Actions(f), 1, x), "Bob, an Exile, is the Chancellor's enemy"
    assert "facedown" in places_of(Actions(f), 0, x)
    check(m)
    s.players[2].role = "citizen"
    assert "facedown" in places_of(Actions(f), 2, x), "a Citizen is not"


def test_7_4_vow_of_renewal_never_recovers_the_peoples_favor_and_takes_favor_burnt():
    m, s, f = table()
    vow = brought_adviser(s, 1, "Vow of Renewal")
    pf = s.banners["peoples_favor"]
    give_favor(s, 1, 4)
    give_favor(s, 2, 4)
    assert any(o.startswith("recover:peoples_favor") for o in majors(m, 2)), "others may"
    assert not any(o.startswith("recover:peoples_favor") for o in majors(m, 1))
    # favor anyone burns comes to Bob: Cid seizes the People's Favor from Dee
    pf.holder, pf.tokens, s.favor_supply = 3, pf.tokens + 2, s.favor_supply - 2  # at least 3 on it: 2 burn
    supply = s.favor_supply
    f.seize_banner(2, "peoples_favor")
    assert s.players[1].favor == 5 + 2 and s.favor_supply == supply and pf.holder == 2
    assert vow in [a.card for a in s.players[1].advisers]
    check(m)


def test_7_3_royal_ambitions_an_exile_ruling_more_sites_than_the_chancellor_turns_citizen():
    m, s, f = table()
    x = bring(s, "Royal Ambitions")
    drive(Actions(f).play(1, x, "faceup"))
    assert s.players[1].role == "exile", "Bob rules no site"
    check(m)
    m, s, f = table()
    for slot in (PLAINS, MOUNTAIN):
        set_warbands(s, slot, PURPLE, 0)
        set_warbands(s, slot, "red", 1)
    space = next(i for i, r in enumerate(s.reliquary) if r is not None)
    relic = s.reliquary[space]
    x = bring(s, "Royal Ambitions")
    drive(Actions(f).play(1, x, "faceup"), "ambition:yes", f"space:{space}")
    assert s.players[1].role == "citizen" and relic in s.players[1].relics and s.reliquary[space] is None
    assert s.slots[PLAINS].warbands[PURPLE] == 1 and s.phase == "rest"
    check(m)


# --- Arcane -----------------------------------------------------------------------------------------
def test_7_3_tutor_gains_a_secret():
    m, s, f = table()
    tutor = brought_adviser(s, 1, "Tutor")
    give_favor(s, 1, 1)
    use(m, 1, tutor)
    assert s.players[1].secrets == 1 - 1 + 1 and s.card_tokens(tutor) == [1, 1]
    check(m)


def test_7_4_secret_signal_a_trade_bringing_one_favor_brings_two():
    m, s, f = table()
    signal = brought_adviser(s, 1, "Secret Signal")
    longbows = card("Longbows")  # Order; Bob has no faceup Order adviser: 1 favor
    take(m, 1, f"trade:{longbows}-secret:via-denizen-{signal}")
    assert s.players[1].favor == 1 + 2 and s.banks["order"] == 1
    check(m)
    m, s, f = table()
    signal = brought_adviser(s, 1, "Secret Signal")
    adviser(s, 1, "Wrestlers")  # an Order adviser: the trade brings 2, no more
    assert not any(i.endswith(f"via-denizen-{signal}") for i in majors(m, 1))


def test_7_4_augury_draws_one_card_more():
    m, s, f = table()
    augury = brought_adviser(s, 1, "Augury")
    for x in reversed(("Wolves", "Elders", "Scryer", "Alchemist")):
        s.world.insert(0, lift(s, card(x)))
    major = majors(m, 1)[f"search:world:via-denizen-{augury}"]
    assert major.draws == majors(m, 1)["search:world"].draws + 1 == 4
    take(m, 1, major.id, f"keep:{card('Elders')}", "to:facedown")
    assert any("draws 4 cards" in e.text for e in m.log)
    check(m)


def test_7_5_rusting_ray_hollow_swords_count_nothing_while_holding_the_darkest_secret(monkeypatch):
    m, s, f = table()
    ray = brought_adviser(s, 2, "Rusting Ray")
    s.players[2].secrets = 1
    settle_secrets(s)
    assert ray not in offered(f, Battle(1, 2), 2, "defender")
    s.banners["darkest_secret"].holder = 2
    battle = Battle(1, 2, attack_dice=4)
    battle_plans(f, battle, 2, "defender", plan_id(ray))
    rig(monkeypatch, attack="hollow_sword")
    assert Campaign(f).attack(battle) == 0, "4 hollow swords would make 2"
    assert s.card_tokens(ray) == [0, 0] and s.players[2].secrets_down == 1, "out of turn: the secret facedown"


def test_7_5_billowing_fog_its_users_force_dies_not_when_its_side_loses():
    m, s, f = table()
    fog = brought_adviser(s, 1, "Billowing Fog")
    s.players[1].secrets = 1
    settle_secrets(s)
    battle = Battle(1, 0, sites=[MOUNTAIN])
    battle_plans(f, battle, 1, "attacker", plan_id(fog))
    battle.whole_force = True
    Campaign(f).attacker_losses(battle)
    assert s.players[1].board == 3 and s.card_tokens(fog) == [0, 1]
    check(m)


def test_7_5_kindred_warriors_a_die_a_suit_ruled_other_than_arcane_and_no_skulls():
    m, s, f = table()
    kin = brought_adviser(s, 1, "Kindred Warriors")
    s.players[1].secrets = 1
    settle_secrets(s)
    adviser(s, 1, "Scryer")  # Discord
    set_warbands(s, PLAINS, PURPLE, 0)
    set_warbands(s, PLAINS, "red", 1)  # Longbows, Order
    battle = Battle(1, 2, attack_dice=1)
    battle_plans(f, battle, 1, "attacker", plan_id(kin), "plan:done")  # Longbows, now Bob's, not used
    assert battle.attack_dice == 1 + 2 and battle.ignore_skulls, "Discord and Order; the card itself is Arcane"
    check(m)


def test_7_5_cracking_ground_a_die_a_targeted_site():
    m, s, f = table()
    crack = brought_adviser(s, 2, "Cracking Ground")
    s.players[2].secrets = 2
    settle_secrets(s)
    battle = Battle(1, 2, sites=[PLAINS, MOUNTAIN], attack_dice=3)
    battle_plans(f, battle, 2, "defender", plan_id(crack))
    assert battle.attack_dice == 1 and s.players[2].secrets == 1
    check(m)


def test_7_3_blood_pact_a_secret_for_each_two_warbands_sacrificed():
    m, s, f = table()
    pact = brought_adviser(s, 1, "Blood Pact")
    set_board(s, 1, 5)
    use(m, 1, pact, "pact:2")
    assert s.players[1].board == 1 and s.players[1].secrets == 1 - 1 + 2 and s.card_tokens(pact) == [0, 1]
    check(m)


def test_7_3_revelation_each_player_burns_favor_for_secrets():
    m, s, f = table()
    x = bring(s, "Revelation")
    give_favor(s, 2, 2)
    supply = s.favor_supply
    seen = drive(Actions(f).play(1, x, "faceup"), "reveal:1", "reveal:3", "reveal:0", "reveal:0")
    assert [d.seat for d in seen] == [1, 2, 3, 0], "in turn order from the player"
    assert (s.players[1].favor, s.players[1].secrets, s.players[2].favor, s.players[2].secrets) == (0, 2, 0, 4)
    assert s.favor_supply == supply + 4
    check(m)


def test_7_3_plague_engines_favor_into_the_arcane_bank_a_site_ruled():
    m, s, f = table()
    engines = brought_adviser(s, 1, "Plague Engines")
    s.players[1].secrets = 2
    settle_secrets(s)
    set_warbands(s, PLAINS, PURPLE, 0)
    set_warbands(s, PLAINS, "red", 1)
    give_favor(s, 0, 3)  # Ann rules Mountain and Rocky Coast: 2 of her 5
    arcane = s.banks["arcane"]
    use(m, 1, engines)
    assert (s.players[0].favor, s.players[1].favor, s.players[2].favor) == (3, 0, 1)
    assert s.banks["arcane"] == arcane + 3 and s.players[1].secrets == 0
    check(m)


def test_7_3_bewitch_an_exile_with_more_secrets_than_the_chancellor_turns_citizen():
    m, s, f = table()
    x = bring(s, "Bewitch")
    drive(Actions(f).play(1, x, "faceup"))
    assert s.players[1].role == "exile", "1 secret each: not more"
    check(m)
    m, s, f = table()
    s.players[1].secrets = 3
    settle_secrets(s)
    relics = list(s.reliquary)
    x = bring(s, "Bewitch")
    drive(Actions(f).play(1, x, "faceup"), "bewitch:yes")
    assert s.players[1].role == "citizen" and not s.players[1].relics and s.reliquary == relics
    check(m)


def test_7_6_sealing_ward_a_die_more_for_each_of_its_owners_relics():
    m, s, f = table()
    brought_adviser(s, 2, "Sealing Ward")
    harp = give_relic(s, 2, "Truthful Harp")
    pig = give_relic(s, 3, "Oracular Pig")
    camp = Campaign(f)
    assert camp.defense_dice(Battle(1, 2, relics=[harp])) == C.relics[harp].defense + 1
    assert camp.defense_dice(Battle(1, 3, relics=[pig])) == C.relics[pig].defense
    check(m)


def test_7_3_forgotten_vault_adds_or_burns_a_secret_on_the_darkest_secret():
    m, s, f = table()
    vault = brought_at_site(s, "Forgotten Vault", PLAINS)
    ds = s.banners["darkest_secret"]
    assert ds.tokens == 1
    give_favor(s, 1, 1)
    use(m, 1, vault)  # a single secret there: it can only be added to
    assert ds.tokens == 2 and s.card_tokens(vault) == [1, 0]
    check(m)
    m, s, f = table()
    vault = brought_at_site(s, "Forgotten Vault", PLAINS)
    ds = s.banners["darkest_secret"]
    ds.tokens += s.take_secrets(2)
    supply = s.secret_supply
    give_favor(s, 1, 1)
    seen = use(m, 1, vault, "vault:burn")
    assert {o.id for o in seen[0].options} == {"vault:add", "vault:burn"}
    assert ds.tokens == 2 and s.secret_supply == supply + 1
    check(m)


def test_7_3_terror_spells_kill_two_warbands_in_your_region_while_holding_the_darkest_secret():
    m, s, f = table()
    spells = brought_adviser(s, 1, "Terror Spells")
    s.players[1].secrets = 1
    settle_secrets(s)
    assert f"power:denizen:{spells}" not in option_ids(m, 1), "the Darkest Secret is not Bob's"
    s.banners["darkest_secret"].holder = 1
    purple, at_plains = s.pool[PURPLE], s.slots[PLAINS].warbands[PURPLE]
    use(m, 1, spells, f"terror:site:{PLAINS}", "terror:board:2")
    assert s.slots[PLAINS].warbands[PURPLE] == at_plains - 1 and s.pool[PURPLE] == purple + 1
    assert s.players[2].board == 2 and s.card_tokens(spells) == [0, 1]
    check(m)


def test_7_4_observatory_searches_any_regions_discard_pile_from_its_site():
    m, s, f = table()
    obs = brought_at_site(s, "Observatory", PLAINS)
    ids = majors(m, 1)
    assert f"search:discard-hinterland:via-denizen-{obs}" in ids and "search:discard-hinterland" not in ids
    s.players[1].pawn = MOUNTAIN
    assert not any(i.endswith(f"via-denizen-{obs}") for i in majors(m, 1)), "the pawn must be there"
    check(m)


def test_7_4_initiation_rite_musters_with_a_secret_instead_of_favor():
    m, s, f = table()
    rite = brought_adviser(s, 1, "Initiation Rite")
    s.players[1].pawn = MOUNTAIN
    charm = card("Taming Charm")
    assert f"muster:{charm}" not in majors(m, 1), "the Rite binds every muster of its owner"
    take(m, 1, f"muster:{charm}:via-denizen-{rite}")
    assert s.card_tokens(charm) == [0, 1] and s.players[1].secrets == 0 and s.players[1].favor == 1
    assert s.players[1].board == 3 + 2
    check(m)


def test_7_4_map_library_trades_at_a_card_anywhere_in_the_region():
    m, s, f = table()
    library = brought_at_site(s, "Map Library", SALT)  # in the Provinces, as Mountain
    s.players[1].pawn = SALT
    charm = card("Taming Charm")  # at Mountain, out of Bob's reach without it
    ids = majors(m, 1)
    assert f"trade:{charm}-secret:via-denizen-{library}" in ids and f"trade:{charm}-secret" not in ids
    take(m, 1, f"trade:{charm}-secret:via-denizen-{library}")
    assert s.players[1].favor == 2 and s.card_tokens(charm) == [0, 1]
    s.players[1].pawn = PLAINS
    assert not any(i.endswith(f"via-denizen-{library}") for i in majors(m, 1))
    check(m)


def test_7_3_dream_thief_swaps_two_facedown_advisers_of_two_players():
    m, s, f = table()
    thief = brought_adviser(s, 1, "Dream Thief")
    give_favor(s, 1, 1)
    first, third = s.players[0].advisers[0].card, s.players[2].advisers[0].card
    assert not s.players[0].advisers[0].faceup and not s.players[2].advisers[0].faceup
    seen = use(m, 1, thief, "dream:0:0", "dream:2:0")
    assert "dream:0:0" not in {o.id for o in seen[1].options}, "two different players"
    assert s.players[0].advisers[0] == Adviser(third, False) and s.players[2].advisers[0] == Adviser(first, False)
    assert all(C.card_name(x) not in e.text for e in m.log if e.seats is None for x in (first, third))
    assert s.card_tokens(thief) == [2, 0]
    check(m)


def test_7_3_witchs_bargain_secrets_for_favor_and_back_with_players_here():
    m, s, f = table()
    bargain = brought_adviser(s, 1, "Witch's Bargain")
    s.players[1].secrets = 2
    s.players[2].secrets = 1
    settle_secrets(s)
    give_favor(s, 2, 3)
    seen = use(m, 1, bargain, "bargain:secret:2", "bargain:favor:2", "bargain:done")
    assert "bargain:secret:2" not in {o.id for o in seen[1].options}, "Bob's last secret is given"
    # Bob: 1 secret left after the cost, traded for 2 of Cid's favor, then 2 favor back for 1 secret
    assert (s.players[1].secrets, s.players[1].favor, s.players[2].secrets, s.players[2].favor) == (1, 1, 1, 4)
    check(m)


def test_7_4_portal_free_trips_from_or_to_its_site_past_the_sites_travel_powers():
    m, s, f = table()
    portal = brought_at_site(s, "Portal", ROCKY)
    set_warbands(s, ROCKY, PURPLE, 0)
    set_warbands(s, ROCKY, "red", 1)  # Bob rules the Portal from afar
    put_site(s, SALT, "Narrow Pass")  # trips into the Provinces only through it
    s.players[1].secrets = 1
    settle_secrets(s)
    ids = majors(m, 1)
    assert f"travel:{MOUNTAIN}" not in ids, "the Narrow Pass"
    assert f"travel:{MOUNTAIN}:via-denizen-{portal}" not in ids, "from Plains, only to the Portal's site"
    take(m, 1, f"travel:{ROCKY}:via-denizen-{portal}")
    assert s.players[1].pawn == ROCKY and s.players[1].supply == 7 and s.card_tokens(portal) == [0, 1]
    check(m)
    m, s, f = table()
    portal = brought_at_site(s, "Portal", ROCKY)
    put_site(s, SALT, "Narrow Pass")
    s.players[1].pawn = ROCKY
    s.players[1].secrets = 1
    settle_secrets(s)
    take(m, 1, f"travel:{MOUNTAIN}:via-denizen-{portal}")
    assert s.players[1].pawn == MOUNTAIN and s.players[1].supply == 7, "the Narrow Pass ignored, no Supply spent"
    check(m)


# --- Order ------------------------------------------------------------------------------------------
def test_7_5_outriders_the_attackers_skulls_kill_nothing():
    m, s, f = table()
    riders = brought_adviser(s, 1, "Outriders")
    battle = Battle(1, 2, attack_dice=2)
    battle_plans(f, battle, 1, "attacker", plan_id(riders))
    assert battle.ignore_skulls and riders not in offered(f, battle, 1, "attacker"), "once a campaign"


def test_7_5_field_promotion_three_warbands_if_your_side_wins():
    m, s, f = table()
    promo = brought_adviser(s, 1, "Field Promotion")
    battle = Battle(1, 2)
    battle_plans(f, battle, 1, "attacker", plan_id(promo))
    after_battle(f, battle, "attacker", 1, source(f, promo), False)
    assert s.players[1].board == 3
    after_battle(f, battle, "attacker", 1, source(f, promo), True)
    assert s.players[1].board == 6 and s.card_tokens(promo) == [1, 0]
    check(m)


def test_7_5_shield_wall_two_defense_dice_and_the_whole_force_dies_if_defeated():
    m, s, f = table()
    wall = brought_at_site(s, "Shield Wall", MOUNTAIN)
    battle = Battle(1, 0, sites=[MOUNTAIN], attack_dice=3)
    battle_plans(f, battle, 0, "defender", plan_id(wall))
    assert battle.extra_defense == 2
    at_mountain = s.slots[MOUNTAIN].warbands[PURPLE]
    drive(Campaign(f).defender_losses(battle))
    assert s.slots[MOUNTAIN].warbands[PURPLE] == 0 and battle.kills["defender"] >= at_mountain
    check(m)


def test_7_5_code_of_honor_two_dice_and_no_other_plan():
    m, s, f = table()
    honor = brought_adviser(s, 1, "Code of Honor")
    merc = adviser(s, 1, "Mercenaries")
    give_favor(s, 1, 1)
    battle = Battle(1, 2, attack_dice=1)
    battle_plans(f, battle, 1, "attacker", plan_id(honor))
    assert battle.attack_dice == 3 and offered(f, battle, 1, "attacker") == set()
    battle = Battle(1, 2, attack_dice=1)
    battle_plans(f, battle, 1, "attacker", plan_id(merc))  # then nothing more is offered
    assert honor not in offered(f, battle, 1, "attacker"), "another plan used first"
    check(m)


def test_7_5_specialist_the_defender_uses_no_battle_plan():
    m, s, f = table()
    spec = brought_adviser(s, 1, "Specialist")
    give_favor(s, 1, 2)
    merc = adviser(s, 2, "Mercenaries")
    give_favor(s, 2, 1)
    battle = Battle(1, 2)
    assert merc in offered(f, battle, 2, "defender")
    battle_plans(f, battle, 1, "attacker", plan_id(spec))
    assert offered(f, battle, 2, "defender") == set() and s.card_tokens(spec) == [2, 0]
    check(m)


def test_7_5_military_parade_a_favor_for_each_faceup_adviser_of_the_losers():
    m, s, f = table()
    parade = brought_adviser(s, 1, "Military Parade")
    adviser(s, 2, "Scryer")  # Discord
    adviser(s, 2, "Alchemist")  # Arcane; Cid's setup adviser is facedown
    battle = Battle(1, 2)
    battle_plans(f, battle, 1, "attacker", plan_id(parade))
    after_battle(f, battle, "attacker", 1, source(f, parade), True)
    assert s.players[1].favor == 3 and s.banks["discord"] == 2 and s.banks["arcane"] == 2
    check(m)


def test_7_5_encirclement_two_dice_for_the_larger_force():
    m, s, f = table()
    enc = brought_adviser(s, 1, "Encirclement")
    give_favor(s, 1, 1)
    s.players[1].pawn = MOUNTAIN
    battle = Battle(1, 0, sites=[MOUNTAIN], attack_dice=1)  # Bob's 3 on his board against 1 at Mountain
    battle_plans(f, battle, 1, "attacker", plan_id(enc))
    assert battle.attack_dice == 3
    set_warbands(s, MOUNTAIN, PURPLE, 3)
    assert enc not in offered(f, Battle(1, 0, sites=[MOUNTAIN]), 1, "attacker"), "3 against 3: not more"
    check(m)


def test_7_3_siege_engines_kill_two_warbands_at_a_site_of_your_region():
    m, s, f = table()
    siege = brought_adviser(s, 1, "Siege Engines")
    give_favor(s, 1, 1)
    set_warbands(s, PLAINS, PURPLE, 3)
    set_warbands(s, MOUNTAIN, PURPLE, 3)
    use(m, 1, siege)  # Plains, the only site of the Cradle with warbands
    assert s.slots[PLAINS].warbands[PURPLE] == 1 and s.slots[MOUNTAIN].warbands[PURPLE] == 3
    check(m)


def test_7_3_royal_tax_players_at_your_sites_in_your_region_pay_two_favor():
    m, s, f = table()
    s.turn = 0
    give_favor(s, 2, 2)
    s.players[3].pawn = MOUNTAIN  # another region: Dee pays nothing
    x = bring(s, "Royal Tax")
    drive(Actions(f).play(0, x, "faceup"))
    assert (s.players[0].favor, s.players[1].favor, s.players[2].favor, s.players[3].favor) == (2 + 1 + 2, 0, 1, 1)
    check(m)


def test_7_3_vow_of_obedience_rest_favor_and_no_vision_faceup():
    m, s, f = table()
    brought_adviser(s, 1, "Vow of Obedience")
    assert set(places_of(Actions(f), 1, card("Faith"))) == {"facedown"}
    assert set(places_of(Actions(f), 1, card("Conspiracy"))) == {"facedown"}
    assert "vision" in places_of(Actions(f), 2, card("Faith"))
    drive(f.standalone_powers(1, "rest"), "bank:hearth")
    assert s.players[1].favor == 2 and s.banks["hearth"] == 2
    check(m)


def test_7_6_secret_police_its_rulers_enemies_play_no_vision_faceup_at_its_rulers_sites():
    m, s, f = table()
    brought_at_site(s, "Secret Police", MOUNTAIN)  # the Chancellor rules it, and Plains
    assert set(places_of(Actions(f), 1, card("Faith"))) == {"facedown"}
    s.players[1].pawn = LUSH  # a site nobody rules
    assert "vision" in places_of(Actions(f), 1, card("Faith"))
    check(m)


def test_7_4_tyrant_each_travel_kills_a_warband_where_its_owner_arrives():
    m, s, f = table()
    tyrant = brought_adviser(s, 1, "Tyrant")
    assert f"travel:{MOUNTAIN}" not in majors(m, 1)
    at_mountain = s.slots[MOUNTAIN].warbands[PURPLE]
    take(m, 1, f"travel:{MOUNTAIN}:via-denizen-{tyrant}")
    assert s.players[1].pawn == MOUNTAIN and s.slots[MOUNTAIN].warbands[PURPLE] == at_mountain - 1
    check(m)


def test_7_6_toll_roads_its_rulers_enemies_pay_a_favor_to_travel_to_the_rulers_sites():
    m, s, f = table()
    toll = brought_at_site(s, "Toll Roads", ROCKY)  # the Chancellor rules Rocky Coast and Mountain
    ids = majors(m, 1)
    assert f"travel:{MOUNTAIN}" not in ids and f"travel:{MOUNTAIN}:via-denizen-{toll}" in ids
    assert f"travel:{LUSH}" in ids, "a site nobody rules"
    assert f"travel:{MOUNTAIN}" in majors(m, 0), "not the ruler himself"
    take(m, 1, f"travel:{MOUNTAIN}:via-denizen-{toll}")
    assert (s.players[1].favor, s.players[0].favor) == (0, 3) and s.players[1].pawn == MOUNTAIN
    check(m)
    # ruled by the bandits, the favor burns
    m, s, f = table()
    toll = brought_at_site(s, "Toll Roads", ROCKY)
    set_warbands(s, ROCKY, PURPLE, 0)
    supply = s.favor_supply
    take(m, 1, f"travel:{ROCKY}:via-denizen-{toll}")
    assert s.players[1].favor == 0 and s.favor_supply == supply + 1
    check(m)


def test_7_6_curfew_its_rulers_enemies_pay_a_favor_to_trade_at_the_rulers_cards():
    m, s, f = table()
    curfew = brought_at_site(s, "Curfew", MOUNTAIN)
    longbows = card("Longbows")
    assert f"trade:{longbows}-secret" not in majors(m, 1)
    take(m, 1, f"trade:{longbows}-secret:via-denizen-{curfew}")
    assert (s.players[1].favor, s.players[0].favor) == (1, 3), "1 favor to Ann, 1 from the trade"
    check(m)


def test_7_6_forced_labor_its_rulers_enemies_pay_a_favor_to_search_at_the_rulers_sites():
    m, s, f = table()
    labor = brought_at_site(s, "Forced Labor", MOUNTAIN)
    assert "search:world" not in majors(m, 1) and f"search:world:via-denizen-{labor}" in majors(m, 1)
    option = next(o for o in Actions(f).options(1) if o.id == f"search:world:via-denizen-{labor}")
    play_through(Actions(f).take(1, option), "to:facedown")  # whatever is drawn, kept facedown
    assert (s.players[1].favor, s.players[0].favor) == (0, 3)
    check(m)
    m, s, f = table()
    brought_at_site(s, "Forced Labor", MOUNTAIN)
    s.players[1].pawn = LUSH
    assert "search:world" in majors(m, 1), "at a site nobody rules"
    assert "search:world" in majors(m, 0)
    check(m)


def run_option(m, f, seat, oid, *prefer):
    """Take an Act option through to its end, answering with `play_through`'s preferences."""
    option = next(o for o in Actions(f).options(seat) if o.id == oid)
    return play_through(Actions(f).take(seat, option), *prefer)


def test_7_4_knights_errant_a_free_campaign_after_mustering(monkeypatch):
    m, s, f = table()
    knights = brought_adviser(s, 1, "Knights Errant")
    s.players[1].pawn = MOUNTAIN
    charm = card("Taming Charm")
    rig(monkeypatch)
    seen = run_option(m, f, 1, f"muster:{charm}:via-denizen-{knights}", "free:campaign", "target:done",
                      "plan:done", "sacrifice:no")
    assert any(d.prompt.startswith("Knights Errant") for d in seen)
    assert s.battle is not None and s.battle.attacker == 1 and s.players[1].supply == 7 - 1, "the muster's Supply only"
    check(m)


def test_7_4_hunting_party_a_free_campaign_after_searching_the_world_deck(monkeypatch):
    m, s, f = table()
    party = brought_adviser(s, 1, "Hunting Party")
    s.players[1].pawn = MOUNTAIN
    assert not any(i.startswith("search:discard") and i.endswith(f"via-denizen-{party}") for i in majors(m, 1))
    rig(monkeypatch)
    supply = s.players[1].supply - majors(m, 1)["search:world"].supply
    seen = run_option(m, f, 1, f"search:world:via-denizen-{party}", "to:facedown", "free:campaign", "target:done",
                      "plan:done", "sacrifice:no")
    assert any(d.prompt.startswith("Hunting Party") for d in seen)
    assert s.battle is not None and s.battle.attacker == 1 and s.players[1].supply == supply
    check(m)


# --- Hearth -----------------------------------------------------------------------------------------
def test_7_3_charming_friend_takes_a_favor_from_a_player_here():
    m, s, f = table()
    friend = brought_adviser(s, 1, "Charming Friend")
    s.players[1].secrets = 1
    settle_secrets(s)
    s.players[3].pawn = MOUNTAIN
    seen = use(m, 1, friend, "charm:2")
    assert {o.id for o in seen[0].options} == {"charm:0", "charm:2"}
    assert (s.players[1].favor, s.players[2].favor) == (2, 0) and s.card_tokens(friend) == [0, 1]
    check(m)


def test_7_5_village_constable_and_the_great_levy_while_no_enemy_holds_the_peoples_favor():
    m, s, f = table()
    constable = brought_at_site(s, "Village Constable", ROCKY)  # the Chancellor's
    levy = brought_adviser(s, 0, "The Great Levy")
    give_favor(s, 0, 2)
    s.banners["peoples_favor"].holder = 1
    assert not {constable, levy} & offered(f, Battle(1, 0), 0, "defender"), "Bob, the attacker, holds it"
    s.banners["peoples_favor"].holder = None
    battle = Battle(1, 0, attack_dice=7)
    battle_plans(f, battle, 0, "defender", plan_id(constable), plan_id(levy))
    assert [n for _, n in battle.attack_from] == [-1, -2, -3], "Longbows (welcome), then 2 and 3 fewer"
    assert battle.attack_dice == 1 and not battle.ignore_skulls, "the skulls are the attacker's"
    battle = Battle(0, 1, attack_dice=1)
    s.banners["peoples_favor"].holder = 0
    battle_plans(f, battle, 0, "attacker", plan_id(constable), "plan:done")
    assert battle.attack_dice == 3
    check(m)


def test_7_4_news_from_afar_a_search_without_supply():
    m, s, f = table()
    news = brought_adviser(s, 1, "News from Afar")
    give_favor(s, 1, 1)
    major = majors(m, 1)[f"search:world:via-denizen-{news}"]
    assert major.supply == 0 and majors(m, 1)["search:world"].supply > 0
    run_option(m, f, 1, major.id, "to:facedown")
    assert s.players[1].supply == 7 and s.card_tokens(news) == [2, 0]
    check(m)


def test_7_4_awaited_return_a_trade_for_a_warband_instead_of_supply():
    m, s, f = table()
    ret = brought_adviser(s, 1, "Awaited Return")
    longbows = card("Longbows")
    take(m, 1, f"trade:{longbows}-secret:via-denizen-{ret}")
    assert s.players[1].supply == 7 and s.players[1].board == 2 and s.players[1].favor == 2
    check(m)


def test_7_4_rowdy_pub_one_more_warband_mustering_at_it():
    m, s, f = table()
    pub = brought_at_site(s, "Rowdy Pub", PLAINS)
    assert f"muster:{card('Longbows')}:via-denizen-{pub}" not in majors(m, 1), "only at the Pub itself"
    take(m, 1, f"muster:{pub}:via-denizen-{pub}")
    assert s.players[1].board == 3 + 3 and s.card_tokens(pub) == [1, 0]
    check(m)


def test_7_3_levelers_two_favor_from_the_fullest_bank_to_the_emptiest():
    m, s, f = table()
    lev = brought_adviser(s, 1, "Levelers")
    s.players[1].secrets = 1
    settle_secrets(s)
    s.banks["order"] += 2
    s.banks["beast"] -= 1
    s.favor_supply -= 1
    use(m, 1, lev)
    assert (s.banks["order"], s.banks["beast"]) == (3, 4)
    check(m)


def test_7_3_fabled_feast_a_favor_for_each_hearth_card_ruled_from_one_bank():
    m, s, f = table()
    adviser(s, 1, "Tinker's Fair")  # Hearth
    x = bring(s, "Fabled Feast")
    drive(Actions(f).play(1, x, "faceup"), "bank:beast")
    assert s.players[1].favor == 1 + 2 and s.banks["beast"] == 1
    check(m)


def test_7_3_salad_days_a_favor_from_three_different_banks():
    m, s, f = table()
    x = bring(s, "Salad Days")
    seen = drive(Actions(f).play(1, x, "faceup"), "bank:order", "bank:arcane", "bank:nomad")
    assert "bank:order" not in {o.id for o in seen[1].options}
    assert s.players[1].favor == 4 and s.banks["order"] == s.banks["arcane"] == s.banks["nomad"] == 2
    check(m)


def test_7_3_relic_breaker_a_relic_here_under_the_relic_deck_and_three_warbands():
    m, s, f = table()
    breaker = brought_adviser(s, 1, "Relic Breaker")
    give_favor(s, 1, 1)
    s.players[1].pawn = MOUNTAIN
    eye = s.slots[MOUNTAIN].relics[0]
    use(m, 1, breaker)
    assert s.relic_deck[-1] == eye and not s.slots[MOUNTAIN].relics and s.players[1].board == 6
    assert all(C.card_name(eye) not in e.text for e in m.log if e.seats is None)
    check(m)


def test_7_3_ballot_box_an_exile_holding_the_peoples_favor_turns_citizen():
    m, s, f = table()
    box = brought_at_site(s, "Ballot Box", PLAINS)
    assert f"power:denizen:{box}" not in option_ids(m, 1)
    s.banners["peoples_favor"].holder = 1
    use(m, 1, box)
    assert s.players[1].role == "citizen" and s.phase == "rest"
    check(m)


def test_7_3_family_heirloom_draws_a_relic_seen_by_its_player_only():
    m, s, f = table()
    top = s.relic_deck[0]
    x = bring(s, "Family Heirloom")
    seen = drive(Actions(f).play(1, x, "faceup"), "heirloom:bottom")
    assert s.relic_deck[-1] == top and top in s.players[1].peeked and seen[0].always_ask
    assert all(C.card_name(top) not in e.text for e in m.log if e.seats is None)
    check(m)
    m, s, f = table()
    top = s.relic_deck[0]
    x = bring(s, "Family Heirloom")
    drive(Actions(f).play(1, x, "faceup"), "heirloom:keep")
    assert top in s.players[1].relics and top not in s.relic_deck
    check(m)


# --- Beast ------------------------------------------------------------------------------------------
def test_7_5_nature_worship_a_die_for_each_faceup_beast_adviser():
    m, s, f = table()
    worship = brought_adviser(s, 1, "Nature Worship")
    s.players[1].secrets = 1
    settle_secrets(s)
    adviser(s, 1, "Wolves")  # Beast; the card itself is too
    battle = Battle(1, 2, attack_dice=1)
    battle_plans(f, battle, 1, "attacker", plan_id(worship))
    assert battle.attack_dice == 3 and s.card_tokens(worship) == [0, 1]
    check(m)


def test_7_4_birdsong_a_trade_at_a_beast_or_nomad_card_costs_no_supply():
    m, s, f = table()
    song = brought_adviser(s, 1, "Birdsong")
    assert not any(i.endswith(f"via-denizen-{song}") for i in majors(m, 1)), "Longbows is Order"
    s.players[1].pawn = ROCKY
    elders = card("Elders")  # Nomad
    take(m, 1, f"trade:{elders}-secret:via-denizen-{song}")
    assert s.players[1].supply == 7 and s.players[1].favor == 2
    check(m)


def test_7_3_threatening_roar_discards_the_beast_and_nomad_cards_of_your_region():
    m, s, f = table()
    s.players[1].pawn = ROCKY
    elders = card("Elders")
    wolves = at_site(s, "Wolves", MOUNTAIN)  # another region: stays
    x = bring(s, "Threatening Roar")
    drive(Actions(f).play(1, x, "faceup"))
    assert elders not in s.slots[ROCKY].cards and elders in s.discards["cradle"] and wolves in s.slots[MOUNTAIN].cards
    check(m)


def test_7_3_second_chance_kills_a_warband_of_an_order_or_discord_adviser_holder():
    m, s, f = table()
    chance = brought_adviser(s, 1, "Second Chance")
    s.players[1].secrets = 1
    settle_secrets(s)
    adviser(s, 3, "Scryer")  # Discord
    use(m, 1, chance)  # Dee alone has one faceup
    assert s.players[3].board == 2 and s.players[1].board == 4
    check(m)


def test_7_3_animal_host_a_warband_for_each_beast_card_at_a_site():
    m, s, f = table()
    at_site(s, "Wolves", MOUNTAIN)
    x = bring(s, "Animal Host")
    drive(Actions(f).play(1, x, "site"))
    assert s.players[1].board == 3 + 2, "Wolves and the Host itself"
    check(m)


def test_7_3_memory_of_nature_favor_into_the_beast_bank_for_each_beast_card_at_a_site():
    m, s, f = table()
    memory = at_site(s, "Wolves", MOUNTAIN) and brought_at_site(s, "Memory of Nature", PLAINS)
    s.players[1].secrets = 1
    settle_secrets(s)
    use(m, 1, memory, "bank:order", "bank:hearth")  # Wolves, and Memory of Nature, Beast too
    assert s.banks["beast"] == 3 + 2 and s.banks["order"] == s.banks["hearth"] == 2
    check(m)


def test_7_5_walled_garden_a_defense_die_for_each_beast_card_at_a_site_when_its_site_is_targeted():
    m, s, f = table()
    garden = brought_at_site(s, "Walled Garden", MOUNTAIN)  # the Chancellor's
    at_site(s, "Wolves", ROCKY)
    assert garden not in offered(f, Battle(1, 0, sites=[PLAINS]), 0, "defender")
    battle = Battle(1, 0, sites=[MOUNTAIN], attack_dice=3)
    battle_plans(f, battle, 0, "defender", plan_id(garden))
    assert ("Walled Garden", 2) in battle.extra_from, "the Garden itself and Wolves, the Beast cards at sites"
    check(m)


def test_7_6_marsh_spirit_no_battle_plans_for_a_campaign_targeting_its_site():
    m, s, f = table()
    brought_at_site(s, "Marsh Spirit", MOUNTAIN)
    merc = adviser(s, 1, "Mercenaries")
    give_favor(s, 1, 1)
    assert merc not in offered(f, Battle(1, 0, sites=[MOUNTAIN]), 1, "attacker")
    assert merc in offered(f, Battle(1, 0, sites=[PLAINS]), 1, "attacker")
    check(m)


def test_7_4_vow_of_beastkin_musters_only_at_a_suit_of_its_faceup_advisers_with_a_warband_more():
    m, s, f = table()
    vow = brought_adviser(s, 1, "Vow of Beastkin")
    longbows = card("Longbows")  # Order: Bob has no faceup Order adviser
    assert not any(i.startswith(f"muster:{longbows}") for i in majors(m, 1))
    adviser(s, 1, "Wrestlers")  # Order
    take(m, 1, f"muster:{longbows}:via-denizen-{vow}")
    assert s.players[1].board == 3 + 3
    check(m)


def test_7_3_fae_merchant_keeps_the_top_relic_and_slides_one_under():
    m, s, f = table()
    fae = brought_adviser(s, 1, "Fae Merchant")
    s.players[1].secrets = 1
    settle_secrets(s)
    harp = give_relic(s, 1, "Truthful Harp")
    top = s.relic_deck[0]
    use(m, 1, fae, f"fae:{harp}")
    assert top in s.players[1].relics and s.relic_deck[-1] == harp and harp not in s.players[1].relics
    check(m)


# --- Nomad ------------------------------------------------------------------------------------------
def test_7_5_lancers_the_attack_rolled_counts_double_then_discarded(monkeypatch):
    m, s, f = table()
    lancers = brought_adviser(s, 1, "Lancers")
    battle = Battle(1, 2, attack_dice=2)
    battle_plans(f, battle, 1, "attacker", plan_id(lancers))
    rig(monkeypatch, attack="sword")
    assert Campaign(f).attack(battle) == 4
    after_battle(f, battle, "attacker", 1, source(f, lancers), True)
    assert lancers not in [a.card for a in s.players[1].advisers]
    check(m)


def test_7_5_mountain_giant_one_die_or_three_and_discarded():
    m, s, f = table()
    giant = brought_adviser(s, 1, "Mountain Giant")
    s.players[1].secrets = 2
    settle_secrets(s)
    battle = Battle(1, 2, attack_dice=1)
    battle_plans(f, battle, 1, "attacker", plan_id(giant), "giant:1")
    after_battle(f, battle, "attacker", 1, source(f, giant), True)
    assert battle.attack_dice == 2 and giant in [a.card for a in s.players[1].advisers]
    s.tokens_on_cards.pop(giant)
    s.players[1].secrets_down += 1  # the secret off the card, as at Rest
    battle = Battle(1, 2, attack_dice=1)
    battle_plans(f, battle, 1, "attacker", plan_id(giant), "giant:3")
    after_battle(f, battle, "attacker", 1, source(f, giant), True)
    assert battle.attack_dice == 4 and giant not in [a.card for a in s.players[1].advisers]
    check(m)


def test_7_5_rival_khan_four_dice_against_an_enemy_with_a_faceup_nomad_adviser():
    m, s, f = table()
    khan = brought_adviser(s, 1, "Rival Khan")
    assert khan not in offered(f, Battle(1, 2), 1, "attacker")
    adviser(s, 2, "Elders")  # Nomad
    battle = Battle(1, 2, attack_dice=1)
    battle_plans(f, battle, 1, "attacker", plan_id(khan))
    assert battle.attack_dice == 5
    check(m)


def test_7_5_mounted_patrol_halves_the_attack_pool_and_storm_caller_adds_two_defense_dice(monkeypatch):
    m, s, f = table()
    patrol = brought_adviser(s, 2, "Mounted Patrol")
    storm = brought_adviser(s, 2, "Storm Caller")
    battle = Battle(1, 2, attack_dice=5)
    battle_plans(f, battle, 2, "defender", plan_id(patrol), plan_id(storm))
    assert ("Storm Caller", 2) in battle.extra_from
    rig(monkeypatch, attack="sword")
    assert Campaign(f).attack(battle) == 2 and battle.attack_dice == 2
    for x in (patrol, storm):
        after_battle(f, battle, "defender", 2, source(f, x), True)
    assert not {patrol, storm} & {a.card for a in s.players[2].advisers}, "discarded, win or lose"
    check(m)


def test_7_5_great_crusade_a_die_for_each_nomad_card_ruled():
    m, s, f = table()
    crusade = brought_adviser(s, 1, "Great Crusade")
    adviser(s, 1, "Elders")  # Nomad, as the Crusade itself
    battle = Battle(1, 2, attack_dice=1)
    battle_plans(f, battle, 1, "attacker", plan_id(crusade))
    assert battle.attack_dice == 3
    check(m)


def test_7_4_special_envoy_a_free_trip_then_rest():
    m, s, f = table()
    envoy = brought_adviser(s, 1, "Special Envoy")
    take(m, 1, f"travel:{ROCKY}:via-denizen-{envoy}")
    assert s.players[1].pawn == ROCKY and s.players[1].supply == 7 and s.phase == "rest"
    check(m)


def test_7_4_hospitality_a_favor_for_a_suit_shared_by_the_new_site_and_an_adviser():
    m, s, f = table()
    hosp = brought_adviser(s, 1, "Hospitality")  # Nomad; Elders at Rocky Coast is Nomad too
    take(m, 1, f"travel:{ROCKY}:via-denizen-{hosp}")
    assert s.players[1].favor == 2 and s.banks["nomad"] == 2
    check(m)


def test_7_4_a_fast_steed_free_trips_with_three_warbands_or_fewer():
    m, s, f = table()
    steed = brought_adviser(s, 1, "A Fast Steed")
    give_favor(s, 1, 1)
    assert majors(m, 1)[f"travel:{ROCKY}:via-denizen-{steed}"].supply == 0
    set_board(s, 1, 4)
    assert f"travel:{ROCKY}:via-denizen-{steed}" not in majors(m, 1)
    check(m)


def test_7_4_relic_worship_three_supply_after_recovering_a_relic():
    m, s, f = table()
    worship = brought_adviser(s, 1, "Relic Worship")
    s.players[1].pawn = MOUNTAIN
    give_favor(s, 1, 5)
    recover = next(i for i in majors(m, 1) if i.startswith("recover:relic") and i.endswith(f"via-denizen-{worship}"))
    supply = s.players[1].supply - majors(m, 1)[recover].supply
    take(m, 1, recover)
    assert s.players[1].supply == min(7, supply + 3) and s.players[1].relics
    check(m)


def test_7_3_convoys_brings_another_regions_discard_pile_onto_yours():
    m, s, f = table()
    convoys = brought_at_site(s, "Convoys", PLAINS)
    give_favor(s, 1, 1)
    mine, theirs = list(s.discards["cradle"]), list(s.discards["hinterland"])
    use(m, 1, convoys, "convoy:hinterland")
    assert s.discards["cradle"] == mine + theirs and s.discards["hinterland"] == []
    check(m)


def test_7_3_twin_brother_trades_places_with_another_players_faceup_nomad_adviser():
    m, s, f = table()
    elders = adviser(s, 3, "Elders")
    x = bring(s, "Twin Brother")
    drive(Actions(f).play(1, x, "faceup"), f"twin:{elders}")
    assert elders in [a.card for a in s.players[1].advisers] and x in [a.card for a in s.players[3].advisers]
    check(m)


# --- the rest of the box, second pass ---------------------------------------------------------------
def test_7_6_herald_a_favor_when_someone_else_ends_a_campaign_against_a_player(monkeypatch):
    m, s, f = table()
    brought_adviser(s, 3, "Herald")
    s.players[1].pawn = MOUNTAIN
    rig(monkeypatch)
    seen = play_through(Campaign(f).run(1), "defender:0", "target:done", "plan:done", "sacrifice:no", "bank:order")
    assert any(d.seat == 3 and d.prompt.startswith("Herald") for d in seen)
    assert s.players[3].favor == 2 and s.banks["order"] == 2
    check(m)


def test_7_4_vow_of_peace_its_owner_never_campaigns_and_its_attackers_never_sacrifice():
    m, s, f = table()
    brought_adviser(s, 1, "Vow of Peace")
    assert not any(i.startswith("campaign") for i in majors(m, 1))
    m, s, f = table()
    brought_adviser(s, 2, "Vow of Peace")
    battle = Battle(1, 2)
    assert drive(Campaign(f).offer_sacrifice(battle, 0, 1)) == [] and s.players[1].board == 3
    assert drive(Campaign(f).offer_sacrifice(Battle(1, 3), 0, 1), "sacrifice:yes") and s.players[1].board == 1


def test_7_3_homesteaders_an_adviser_settles_at_your_site():
    m, s, f = table()
    home = brought_adviser(s, 1, "Homesteaders")
    wolves = adviser(s, 1, "Wolves")
    use(m, 1, home, f"settle:{wolves}")
    assert wolves in s.slots[PLAINS].cards and wolves not in [a.card for a in s.players[1].advisers]
    check(m)


def test_7_5_war_tortoise_the_enemys_strongest_faces_count_nothing(monkeypatch):
    m, s, f = table()
    tortoise = brought_adviser(s, 1, "War Tortoise")
    give_favor(s, 1, 1)
    battle = Battle(1, 2, sites=[PLAINS], attack_dice=0)
    battle_plans(f, battle, 1, "attacker", plan_id(tortoise))
    rig(monkeypatch, attack="two_swords_skull", defense="two_shields")
    camp = Campaign(f)
    assert battle.two_shields_blank and camp.defend(battle) == camp.defending_warbands(battle)
    m, s, f = table()
    tortoise = brought_adviser(s, 2, "War Tortoise")
    give_favor(s, 2, 1)
    battle = Battle(1, 2, attack_dice=2)
    battle_plans(f, battle, 2, "defender", plan_id(tortoise))
    assert Campaign(f).attack(battle) == 0 and s.players[1].board == 1, "no swords, the skulls kill"


def test_7_4_wild_cry_a_beast_card_kept_and_played_faceup_gives_supply_and_warbands():
    m, s, f = table()
    cry = brought_adviser(s, 1, "Wild Cry")
    for x in reversed(("Wolves", "Elders", "Scryer")):
        s.world.insert(0, lift(s, card(x)))
    supply = s.players[1].supply - majors(m, 1)[f"search:world:via-denizen-{cry}"].supply
    take(m, 1, f"search:world:via-denizen-{cry}", f"keep:{card('Wolves')}", "to:site")
    assert s.players[1].board == 3 + 2 and s.players[1].supply == supply + 1
    check(m)


def test_7_4_vow_of_poverty_trades_bring_no_favor_and_rest_refills_an_empty_purse():
    m, s, f = table()
    vow = brought_adviser(s, 1, "Vow of Poverty")
    longbows = card("Longbows")
    assert f"trade:{longbows}-secret" not in majors(m, 1)
    take(m, 1, f"trade:{longbows}-secret:via-denizen-{vow}")
    assert s.players[1].favor == 1 and s.players[1].secrets == 0
    drive(f.standalone_powers(1, "rest"))
    assert s.players[1].favor == 1, "with favor: nothing"
    give_favor(s, 1, -1)
    drive(f.standalone_powers(1, "rest"), "bank:hearth")
    assert s.players[1].favor == 2 and s.banks["hearth"] == 1
    check(m)


def test_7_6_lost_tongue_a_player_ruling_no_nomad_card_cannot_take_its_owners_relics():
    m, s, f = table()
    brought_adviser(s, 2, "Lost Tongue")  # itself Nomad
    harp = give_relic(s, 2, "Truthful Harp")
    assert forbidden_to_take(f, 1, 2, "relic", harp)
    adviser(s, 1, "Elders")  # Nomad
    assert not forbidden_to_take(f, 1, 2, "relic", harp)
    check(m)


def test_7_3_resettle_a_faceup_nomad_adviser_to_a_site_of_your_choice():
    m, s, f = table()
    resettle = brought_at_site(s, "Resettle", PLAINS)
    elders = adviser(s, 3, "Elders")
    use(m, 1, resettle, f"to:{MOUNTAIN}")  # Elders, the only faceup Nomad adviser
    assert elders in s.slots[MOUNTAIN].cards and elders not in [a.card for a in s.players[3].advisers]
    check(m)


def test_7_6_tome_guardians_its_rulers_enemies_never_get_the_darkest_secret():
    m, s, f = table()
    brought_at_site(s, "Tome Guardians", MOUNTAIN)  # the Chancellor's
    s.players[1].secrets = 3
    settle_secrets(s)
    acts = Actions(f)
    assert acts.banner_protected(1, "darkest_secret") and not acts.banner_protected(0, "darkest_secret")
    assert not any(i.startswith("recover:darkest_secret") for i in majors(m, 1))
    s.banners["darkest_secret"].holder = 0
    assert forbidden_to_take(f, 1, 0, "banner", "darkest_secret")
    check(m)


def test_7_6_council_seat_its_citizen_owner_is_never_exiled():
    m, s, f = table()
    brought_adviser(s, 2, "Council Seat")
    s.players[2].role = s.players[3].role = "citizen"
    give_favor(s, 0, 10)
    ids = {o.id for o in Citizenship(f).scepter_options(0)}
    assert "citizen:exile:3" in ids and "citizen:exile:2" not in ids


def test_7_6_book_binders_two_favor_when_someone_else_plays_a_vision_faceup():
    m, s, f = table()
    brought_adviser(s, 2, "Book Binders")
    faith = lift(s, card("Faith"))
    seen = drive(Actions(f).play(1, faith, "vision"), "bank:order")
    assert seen[0].seat == 2 and s.players[2].favor == 3 and s.banks["order"] == 1
    check(m)


def test_7_6_saddle_makers_two_favor_when_someone_else_plays_a_nomad_or_order_card_faceup():
    m, s, f = table()
    brought_adviser(s, 2, "Saddle Makers")
    drive(Actions(f).play(1, lift(s, card("Elders")), "faceup"))
    assert s.players[2].favor == 3 and s.banks["nomad"] == 1
    drive(Actions(f).play(1, lift(s, card("Wolves")), "facedown"))
    assert s.players[2].favor == 3
    check(m)


def test_7_3_ancient_pact_an_exile_with_the_darkest_secret_hands_it_over_and_turns_citizen():
    m, s, f = table()
    s.banners["darkest_secret"].holder = 1
    space = next(i for i, r in enumerate(s.reliquary) if r is not None)
    relic = s.reliquary[space]
    x = bring(s, "Ancient Pact")
    drive(Actions(f).play(1, x, "faceup"), "pact:yes", f"space:{space}")
    assert s.players[1].role == "citizen" and s.banners["darkest_secret"].holder == 0 and relic in s.players[1].relics
    check(m)


def test_7_6_gleaming_armor_and_insect_swarm_make_the_enemys_battle_plans_dearer():
    m, s, f = table()
    brought_adviser(s, 2, "Gleaming Armor")
    brought_adviser(s, 2, "Insect Swarm")
    merc = adviser(s, 1, "Mercenaries")  # place 1 favor
    give_favor(s, 1, 1)
    s.players[1].secrets = 0
    settle_secrets(s)
    assert merc not in offered(f, Battle(1, 2), 1, "attacker"), "no secret to place, no favor to burn"
    assert merc in offered(f, Battle(1, 3), 1, "attacker"), "against another player"
    s.players[1].secrets = 1
    settle_secrets(s)
    give_favor(s, 1, 1)
    battle = Battle(1, 2, attack_dice=1)
    supply = s.favor_supply
    seen = battle_plans(f, battle, 1, "attacker", plan_id(merc))
    assert "place 1 favor and 1 secret" in seen[0].option(plan_id(merc)).label
    assert s.card_tokens(merc) == [1, 1] and s.players[1].favor == 3 - 2 and s.players[1].secrets == 0
    assert s.favor_supply == supply + 1 and battle.attack_dice == 4
    check(m)


def test_7_6_sacred_ground_a_vision_is_revealed_only_at_its_site():
    m, s, f = table()
    brought_at_site(s, "Sacred Ground", MOUNTAIN)
    assert "vision" not in places_of(Actions(f), 1, card("Faith"))
    assert "conspiracy" in places_of(Actions(f), 1, card("Conspiracy")), "the Conspiracy is free"
    s.players[1].pawn = MOUNTAIN
    assert "vision" in places_of(Actions(f), 1, card("Faith"))
    check(m)


def test_7_6_grasping_vines_an_enemy_leaving_the_rulers_site_kills_a_warband():
    m, s, f = table()
    brought_at_site(s, "Grasping Vines", MOUNTAIN)  # the Chancellor rules it, and Plains
    Travel(f).move_pawn(1, LUSH)
    assert s.players[1].board == 2
    Travel(f).move_pawn(1, PLAINS)
    assert s.players[1].board == 2, "Lush Coast is nobody's"
    Travel(f).move_pawn(0, LUSH)
    assert s.players[0].board == 3, "not the ruler himself"
    check(m)


def test_7_3_a_round_of_ale_clears_the_other_cards_as_the_rest_does():
    m, s, f = table()
    ale = brought_at_site(s, "A Round of Ale", PLAINS)
    give_favor(s, 1, 1)
    longbows = card("Longbows")
    take(m, 1, f"trade:{longbows}-secret")  # a secret on Longbows
    s.players[1].secrets_down = 1
    s.secret_supply -= 1
    use(m, 1, ale)
    assert longbows not in s.tokens_on_cards and s.card_tokens(ale) == [1, 0]
    assert s.players[1].secrets == 2 and s.players[1].secrets_down == 0
    assert f"trade:{longbows}-secret" in majors(m, 1), "Longbows is free to trade at again"
    check(m)


def test_7_3_oracle_draws_the_first_vision_of_the_world_deck_seen_by_its_user_only():
    m, s, f = table()
    oracle = brought_at_site(s, "Oracle", PLAINS)
    s.players[1].secrets = 2
    settle_secrets(s)
    faith = lift(s, card("Faith"))
    above = s.world[:2]
    s.world.insert(2, faith)
    drawn = s.visions_drawn
    use(m, 1, oracle, "to:facedown")
    assert s.world[:2] == above and faith not in s.world and s.visions_drawn == drawn + 1
    assert s.players[1].advisers[-1] == Adviser(faith, False) and s.card_tokens(oracle) == [0, 2]
    assert all("Faith" not in e.text for e in m.log if e.seats is None)
    check(m)


def test_7_4_mushrooms_a_free_search_of_the_bottom_card_of_your_regions_pile():
    m, s, f = table()
    shrooms = brought_at_site(s, "Mushrooms", PLAINS)
    s.players[1].secrets = 1
    settle_secrets(s)
    s.discards["cradle"] += [lift(s, card("Wolves")), lift(s, card("Scryer"))]
    bottom = s.discards["cradle"][0]
    take(m, 1, f"search:discard-cradle:via-denizen-{shrooms}", "to:facedown")
    assert s.players[1].advisers[-1] == Adviser(bottom, False) and s.players[1].supply == 7
    assert s.discards["cradle"][-1] == card("Scryer")
    check(m)


def test_7_6_forest_council_its_rulers_enemies_neither_trade_nor_muster_at_a_beast_card():
    m, s, f = table()
    brought_at_site(s, "Forest Council", MOUNTAIN)  # the Chancellor's
    wolves = at_site(s, "Wolves", PLAINS)
    ids = majors(m, 1)
    assert not any(i.startswith((f"trade:{wolves}", f"muster:{wolves}")) for i in ids)
    assert f"muster:{card('Longbows')}" in ids, "Longbows is Order"
    assert f"muster:{wolves}" in majors(m, 0), "not the ruler"
    check(m)
