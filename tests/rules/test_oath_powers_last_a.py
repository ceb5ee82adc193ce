"""Oath: the powers of the last denizens built for issue 17 (helper A's share: Discord, Arcane,
Order and Hearth), each driven through a real match position as in test_oath_powers_chronicle.py:
a match past setup, the card brought in, the power's piece of the flow run with scripted answers,
its effect on the state checked, and the invariants after."""
from __future__ import annotations

from rules.oath.actions import Actions
from rules.oath.campaign import Campaign
from rules.oath.effects import compose_deal
from rules.oath.state import Battle

from .conftest import drive
from .oath_table import (ATTACK_FACES, C, DEFENSE_FACES, LUSH, MOUNTAIN, PLAINS, ROCKY, acting, adviser, at_site, card,
                         check, clear_map, give_favor, give_relic, lift, majors, places_of, put_site, rig, set_board,
                         set_warbands, settle_secrets, take)
from .test_oath_powers_chronicle import bring, brought_adviser, table
from .test_oath_powers_denizens import offered, plan_id, play_through, use


def option_ids_of(decision) -> set[str]:
    return {o.id for o in decision.options}


# --- Discord ----------------------------------------------------------------------------------------
def test_7_3_false_prophet_marks_a_vision_wins_by_it_and_takes_it_when_discarded():
    m, s, f = table()
    conquest = lift(s, card("Conquest"))
    s.players[1].vision = conquest
    cid = s.players[2]
    prophet = bring(s, "False Prophet")
    pool = s.pool[cid.color]
    drive(Actions(f).play(2, prophet, "faceup"))  # the one Vision revealed: no choice
    assert s.on_visions == {conquest: cid.color} and s.pool[cid.color] == pool - 1
    check(m)
    # at Cid's Wake: Cid rules the most sites, so Bob's Conquest makes Cid win
    clear_map(s)
    set_warbands(s, PLAINS, cid.color, 1)
    set_warbands(s, MOUNTAIN, cid.color, 1)
    s.visions_drawn = C.vision_goal_min_drawn
    s.turn, s.phase = 1, "wake"
    drive(f.standalone_powers(1, "wake"))
    assert not s.winners, "Bob's Wake: the False Prophet is Cid's"
    s.turn = 2
    drive(f.standalone_powers(2, "wake"))
    assert s.winners == [2] and "False Prophet" in s.won_by
    check(m)


def test_7_3_false_prophet_a_marked_vision_discarded_kills_the_warband_and_is_its_owners_to_play():
    m, s, f = table()
    conquest, faith = lift(s, card("Conquest")), lift(s, card("Faith"))
    s.players[1].vision = conquest
    cid = s.players[2]
    brought_adviser(s, 2, "False Prophet")
    s.pool[cid.color] -= 1
    s.on_visions[conquest] = cid.color
    pool = s.pool[cid.color]
    seen = drive(Actions(f).play(1, faith, "vision"), "to:vision")
    assert seen[0].seat == 2 and seen[0].prompt.startswith("False Prophet: Conquest")
    assert s.players[1].vision == faith and cid.vision == conquest
    assert not s.on_visions and s.pool[cid.color] == pool + 1
    check(m)


def test_7_3_salt_the_earth_ignores_capacity_discards_the_rest_and_leaves_no_room():
    m, s, f = table()
    acts = Actions(f)
    longbows = s.slots[PLAINS].cards[0]
    others = [longbows, at_site(s, "Wrestlers", PLAINS), at_site(s, "Scryer", PLAINS)]  # Plains full: 3 of 3
    salt = bring(s, "Salt the Earth")
    assert "site" in places_of(acts, 1, salt), "it ignores the capacity"
    s.players[1].pawn = MOUNTAIN
    at_site(s, "A Small Favor", MOUNTAIN)  # locked
    assert "site" not in places_of(acts, 1, salt), "never where a locked card lies"
    put_site(s, LUSH, "Drowned City")
    s.players[1].pawn = LUSH
    assert "site" not in places_of(acts, 1, salt), "never to a site of capacity 0"
    s.players[1].pawn = PLAINS
    drive(acts.play(1, salt, "site"))
    assert s.slots[PLAINS].cards == [salt] and all(x in s.discards["provinces"] for x in others)
    tutor = bring(s, "Tutor")
    s.hands[1].append(tutor)
    assert "site" not in places_of(acts, 1, tutor) and not acts.has_room(PLAINS), "room for Salt the Earth only"
    check(m)


def test_7_6_relic_thief_rolls_for_a_relic_taken_in_its_owners_region_and_steals_it_on_no_shield(monkeypatch):
    m, s, f = table()
    thief = brought_adviser(s, 2, "Relic Thief")
    relic = s.slots[MOUNTAIN].relics[0]
    give_favor(s, 1, 1)
    s.players[1].pawn = MOUNTAIN
    s.players[2].pawn = LUSH  # the Cradle: not Bob's region
    seen = take(m, 1, "recover:relic-0")
    assert not seen and relic in s.players[1].relics, "nobody is asked"
    # the same, with Cid's pawn in the Provinces: Cid is asked out of turn, rolls a blank and steals it
    m, s, f = table()
    thief = brought_adviser(s, 2, "Relic Thief")
    relic = s.slots[MOUNTAIN].relics[0]
    give_favor(s, 1, 1)
    s.players[1].pawn = s.players[2].pawn = MOUNTAIN
    rig(monkeypatch, defense="double")  # a ×2 face shows no shield
    bank = s.banks["discord"]
    seen = take(m, 1, "recover:relic-0", "thief:roll")
    assert seen[0].seat == 2 and seen[0].prompt.startswith("Relic Thief: Bob took")
    assert relic in s.players[2].relics and relic not in s.players[1].relics
    assert (s.players[2].favor, s.players[2].secrets, s.players[2].secrets_down) == (0, 0, 1) and s.banks["discord"] == bank + 1
    assert s.card_tokens(thief) == [0, 0], "paid out of turn: favor to its bank, the secret facedown"
    check(m)
    # a shield keeps the relic where it is
    m, s, f = table()
    brought_adviser(s, 2, "Relic Thief")
    relic = s.slots[MOUNTAIN].relics[0]
    give_favor(s, 1, 1)
    s.players[1].pawn = s.players[2].pawn = MOUNTAIN
    rig(monkeypatch, defense="shield")
    take(m, 1, "recover:relic-0", "thief:roll")
    assert relic in s.players[1].relics
    check(m)


def test_7_6_sneak_attack_campaigns_against_the_attacker_once_its_campaign_is_over(monkeypatch):
    m, s, f = table()
    brought_adviser(s, 2, "Sneak Attack")
    bob, cid = s.players[1], s.players[2]
    bob.pawn = cid.pawn = LUSH
    s.slots[LUSH].faceup = True  # an empty faceup site: its bandits defend Bob's campaign
    set_board(s, 2, 5)
    rig(monkeypatch, attack="sword", defense="blank")
    supply = cid.supply
    campaign = next(o for o in Actions(f).options(1) if o.id == "campaign:campaign")
    seen = play_through(Actions(f).take(1, campaign), "defender:-1", "dice:5", "dice:3", "place:1",
                        "sneak:attack", "target:pawn:1", "target:done", "place:1")
    asked = next(d for d in seen if d.prompt.startswith("Sneak Attack"))
    assert asked.seat == 2 and "Bob's campaign is over" in asked.prompt
    assert s.battle.attacker == 2 and s.battle.defender == 1 and s.battle.winner == "attacker"
    assert s.rules(2, LUSH) and bob.pawn != LUSH, "Cid took Bob's site and banished his pawn"
    assert cid.supply == supply, "spending no Supply"
    check(m)


# --- Arcane -----------------------------------------------------------------------------------------
def test_7_6_jinx_its_ruler_rolls_a_roll_again_once_out_of_turn_too(monkeypatch):
    m, s, f = table()
    jinx = brought_adviser(s, 2, "Jinx")
    s.players[2].secrets = 1
    settle_secrets(s)
    set_board(s, 1, 3)
    rolls = iter(["blank", "two_shields", "sword"])  # the defense, the defense again, the attack

    def roll(self, faces, n):
        return [(ATTACK_FACES | DEFENSE_FACES)[next(rolls)]] * n
    monkeypatch.setattr(Campaign, "roll", roll)
    seen = play_through(Campaign(f).run(1), "defender:2", "target:pawn:2", "target:done", "dice:3", "jinx:again")
    asked = next(d for d in seen if d.option("jinx:again"))
    assert asked.seat == 2 and asked.prompt.startswith("Bob attacks you, targeting your pawn: your defense roll shows")
    battle = s.battle
    assert battle.rolls["defender"] == ["two_shields", "two_shields"] and battle.winner == "defender"
    assert s.players[2].secrets_down == 1 and s.card_tokens(jinx) == [0, 0], "paid out of turn"
    check(m)


def test_7_6_vow_of_silence_never_recovers_the_darkest_secret_gives_no_secret_and_gains_what_others_pay():
    m, s, f = table()
    brought_adviser(s, 1, "Vow of Silence")
    ds = s.banners["darkest_secret"]
    s.players[1].secrets = s.players[2].secrets = ds.tokens + 2
    settle_secrets(s)
    assert "recover:darkest_secret" not in majors(m, 1), "never its owner's to recover"
    # Bob gives no secret: not in his own offer, not asked of him in another's
    seen = drive(compose_deal(f, 1, 2, "7.6.3"), "deal:drop")
    assert "deal:give:secrets" not in option_ids_of(seen[0]) and "deal:take:secrets" in option_ids_of(seen[0])
    seen = drive(compose_deal(f, 2, 1, "7.6.3"), "deal:drop")
    assert "deal:take:secrets" not in option_ids_of(seen[0]) and "deal:give:secrets" in option_ids_of(seen[0])
    # Cid recovers it, paying 2 more than lie on it: Bob gains as many secrets as Cid placed
    f = acting(m, 2)
    bob = s.players[1].secrets
    paid = ds.tokens + 2
    take(m, 2, "recover:darkest_secret", f"pay:{paid}")
    assert ds.holder == 2 and ds.tokens == paid and s.players[1].secrets == bob + paid
    check(m)


def test_7_4_master_of_disguise_trades_counting_another_players_advisers_not_its_own():
    m, s, f = table()
    disguise = brought_adviser(s, 1, "Master of Disguise")
    longbows = s.slots[PLAINS].cards[0]  # Order
    adviser(s, 1, "Wrestlers")  # Bob's own Order adviser counts for nothing
    adviser(s, 2, "Bear Traps")
    adviser(s, 2, "Scouts")
    s.players[2].pawn = MOUNTAIN  # wherever Cid's pawn is
    s.players[1].secrets = 2
    settle_secrets(s)
    offered = majors(m, 1)
    plain = f"trade:{longbows}-secret"
    assert offered[plain].advisers_of is None and Actions(f).matching(1, "order", offered[plain]) == 1
    choice = f"trade:{longbows}-secret-as-2:via-denizen-{disguise}"
    assert "counting Cid's advisers as yours" in Actions(f).major_words(offered[choice], Actions(f).gain_read(1, offered[choice]))
    take(m, 1, choice)
    assert s.players[1].favor == 1 + 3 and s.players[1].secrets == 0 and s.card_tokens(disguise) == [0, 1]
    check(m)


# --- Order ------------------------------------------------------------------------------------------
def test_7_3_messenger_moves_warbands_between_the_board_and_the_sites_ruled_leaving_one_on_each():
    m, s, f = table()
    messenger = brought_adviser(s, 1, "Messenger")
    bob = s.players[1]
    clear_map(s)
    set_warbands(s, PLAINS, bob.color, 3)
    set_warbands(s, MOUNTAIN, bob.color, 1)
    set_board(s, 1, 2)
    give_favor(s, 1, 1)
    seen = use(m, 1, messenger, f"messenger:from:{PLAINS}", "messenger:2", f"messenger:to:{MOUNTAIN}", "messenger:4",
               "messenger:done")
    first = option_ids_of(seen[0])
    assert f"messenger:from:{MOUNTAIN}" not in first, "its last warband stays"
    assert f"messenger:to:{LUSH}" not in first, "only the sites Bob rules"
    assert [o.id for o in seen[1].options] == ["messenger:1", "messenger:2"], "one stays at Plains"
    assert (s.slots[PLAINS].warbands[bob.color], s.slots[MOUNTAIN].warbands[bob.color], bob.board) == (1, 5, 0)
    assert s.card_tokens(messenger) == [1, 0]
    check(m)


def test_7_3_palanquin_carries_another_player_here_and_its_user_to_a_site_they_could_travel_to():
    m, s, f = table()
    palanquin = brought_adviser(s, 1, "Palanquin")
    give_favor(s, 1, 1)
    s.players[3].pawn = MOUNTAIN
    supplies = [p.supply for p in s.players]
    seen = use(m, 1, palanquin, "palanquin:2", f"palanquin:{ROCKY}")
    assert option_ids_of(seen[0]) == {"palanquin:0", "palanquin:2"}, "only the players at Bob's site"
    assert s.players[1].pawn == s.players[2].pawn == ROCKY and s.players[0].pawn == PLAINS
    assert [p.supply for p in s.players] == supplies, "spending no Supply"
    assert s.card_tokens(palanquin) == [1, 0]
    check(m)


def test_7_3_captains_campaigns_from_a_site_ruled_with_its_warbands_and_no_supply(monkeypatch):
    m, s, f = table()
    captains = bring(s, "Captains")
    s.slots[PLAINS].cards.append(captains)
    bob, cid = s.players[1], s.players[2]
    clear_map(s)
    set_warbands(s, PLAINS, bob.color, 1)
    set_warbands(s, MOUNTAIN, bob.color, 3)
    set_board(s, 1, 0)
    set_board(s, 2, 0)
    cid.pawn = MOUNTAIN
    s.players[0].pawn = s.players[3].pawn = LUSH
    give_favor(s, 1, 1)
    rig(monkeypatch, attack="sword", defense="blank")
    supply = bob.supply
    seen = play_through(Actions(f).take(1, next(o for o in Actions(f).options(1) if o.id == f"power:denizen:{captains}")),
                        f"captains:{MOUNTAIN}", "defender:2", "target:pawn:2", "target:done", "dice:3", "sacrifice:no")
    assert option_ids_of(seen[0]) == {f"captains:{MOUNTAIN}"}, "Plains has no defender for Bob"
    battle = s.battle
    assert battle.attacker == 1 and battle.defender == 2 and battle.chosen_dice == 3 and battle.winner == "attacker"
    assert cid.pawn != MOUNTAIN and bob.pawn == PLAINS, "Bob's pawn never left Plains"
    assert s.slots[MOUNTAIN].warbands[bob.color] == 3 and bob.board == 0, "Mountain's warbands fought where they stand"
    assert bob.supply == supply and s.card_tokens(captains) == [1, 0]
    check(m)


def test_7_5_peace_envoy_buys_the_win_with_a_favor_per_defense_die_and_nobody_dies():
    m, s, f = table()
    envoy = brought_adviser(s, 1, "Peace Envoy")
    bob, cid = s.players[1], s.players[2]
    clear_map(s)
    set_warbands(s, PLAINS, cid.color, 2)
    set_board(s, 1, 3)
    give_favor(s, 1, 3)
    favor, board, pools = (bob.favor, cid.favor), cid.board, dict(s.pool)
    play_through(Campaign(f).run(1), "defender:2", "target:pawn:2", "target:done", "dice:0", plan_id(envoy), "place:1")
    battle = s.battle
    assert battle.winner == "attacker" and not battle.rolls, "won at once, no die rolled"
    dice = 1 + 2  # Plains and Cid's pawn
    held = favor[1] + dice
    assert (bob.favor, cid.favor) == (favor[0] - 1 - dice, held - held // 2), "Cid's pawn banished: half his favor burns"
    assert s.pool == pools and cid.board == board + 2, "Cid's warbands at Plains went to his board, none died"
    assert s.rules(1, PLAINS) and cid.pawn != PLAINS
    check(m)
    # without a favor for each defense die it cannot be used, nor against the bandits
    m, s, f = table()
    envoy = brought_adviser(s, 1, "Peace Envoy")
    assert s.players[1].favor == 1
    assert envoy not in offered(f, Battle(1, 2, sites=[PLAINS]), 1, "attacker")
    give_favor(s, 1, 1)
    assert envoy in offered(f, Battle(1, 2, sites=[PLAINS]), 1, "attacker")
    s.players[2].pawn = MOUNTAIN
    assert envoy not in offered(f, Battle(1, 2, sites=[PLAINS]), 1, "attacker"), "Cid's pawn is not at Bob's site"


# --- Hearth -----------------------------------------------------------------------------------------
def test_7_5_hearts_and_minds_the_defender_wins_at_once_and_it_is_discarded_without_the_peoples_favor():
    m, s, f = table()
    hearts = bring(s, "Hearts and Minds")
    s.slots[PLAINS].cards.append(hearts)
    bob, cid = s.players[1], s.players[2]
    clear_map(s)
    set_warbands(s, PLAINS, cid.color, 1)
    set_board(s, 1, 4)
    give_favor(s, 2, 3)
    play_through(Campaign(f).run(1), "defender:2", "target:done", "dice:4", plan_id(hearts))
    battle = s.battle
    assert battle.winner == "defender" and not battle.rolls and bob.board == 2, "Bob's defeat costs half his force"
    assert hearts not in s.slots[PLAINS].cards and hearts in s.discards["provinces"]
    check(m)
    # its user holding the People's Favor keeps it
    m, s, f = table()
    hearts = bring(s, "Hearts and Minds")
    s.slots[PLAINS].cards.append(hearts)
    clear_map(s)
    set_warbands(s, PLAINS, s.players[2].color, 1)
    give_favor(s, 2, 3)
    s.banners["peoples_favor"].holder = 2
    play_through(Campaign(f).run(1), "defender:2", "target:done", plan_id(hearts))
    assert s.battle.winner == "defender" and hearts in s.slots[PLAINS].cards
    check(m)


def test_7_5_relic_hunter_targets_the_relics_at_targeted_sites_and_takes_or_slides_them_under(monkeypatch):
    m, s, f = table()
    hunter = brought_adviser(s, 1, "Relic Hunter")
    bob = s.players[1]
    clear_map(s)
    s.slots[MOUNTAIN].relics.append(s.relic_deck.pop(0))  # beside the one there
    first, second = s.slots[MOUNTAIN].relics
    bob.pawn = MOUNTAIN
    for seat in (0, 2, 3):
        s.players[seat].pawn = PLAINS
    set_board(s, 1, 6)
    rig(monkeypatch, attack="sword", defense="blank")
    seen = drive(Campaign(f).run(1), "dice:6", plan_id(hunter), f"hunter:{MOUNTAIN}", "place:1", "hunter:keep",
                 "hunter:bottom")  # the first relic is the one choice there is: taken without asking
    battle = s.battle
    assert battle.site_relics == {MOUNTAIN: 2} and sum(n for _, n in battle.defense_from) == 1 + 2
    assert battle.winner == "attacker" and not s.slots[MOUNTAIN].relics
    assert first in bob.relics and second == s.relic_deck[-1], "one kept, one slid under the relic deck"
    assert next(d for d in seen if d.option("hunter:keep")).seat == 1
    check(m)


def test_7_4_crop_rotation_the_kept_cards_site_may_first_lose_a_denizen_to_make_room():
    m, s, f = table()
    rotation = brought_adviser(s, 1, "Crop Rotation")
    longbows = s.slots[PLAINS].cards[0]
    scryer, small = at_site(s, "Scryer", PLAINS), at_site(s, "A Small Favor", PLAINS)  # full; the last is locked
    charlatan = bring(s, "Charlatan")
    s.world.insert(0, charlatan)
    choice = f"search:world:via-denizen-{rotation}"
    assert choice in majors(m, 1)
    seen = take(m, 1, choice, f"keep:{charlatan}", "to:site", f"rotate:{longbows}")
    asked = seen[-1]
    assert {o.id for o in asked.options} == {f"rotate:{longbows}", f"rotate:{scryer}"}, "full: a discard is a must"
    assert s.slots[PLAINS].cards == [scryer, small, charlatan] and longbows in s.discards["provinces"]
    check(m)


def test_7_4_land_warden_keeps_and_plays_two_cards_one_of_them_to_a_site():
    m, s, f = table()
    warden = brought_adviser(s, 1, "Land Warden")
    drawn = [bring(s, name) for name in ("Charlatan", "Scryer", "Wrestlers")]
    s.world[:0] = drawn
    charlatan, scryer, wrestlers = drawn
    seen = take(m, 1, f"search:world:via-denizen-{warden}", f"keep:{charlatan}", f"keep:{scryer}", "to:faceup", "to:site")
    second = seen[-1]
    assert {o.id for o in second.options} == {"to:site", "to:discard"}, "the first went to no site: the second must"
    assert charlatan in [a.card for a in s.players[1].advisers] and s.slots[PLAINS].cards[-1] == scryer
    assert wrestlers in s.discards["provinces"] and not s.hands[1]
    assert s.card_tokens(warden) == [1, 0]
    check(m)


def test_7_3_deed_writer_a_binding_deal_of_favor_and_sites_each_side_rules():
    m, s, f = table()
    writer = brought_adviser(s, 1, "Deed Writer")
    bob, cid = s.players[1], s.players[2]
    clear_map(s)
    set_warbands(s, MOUNTAIN, bob.color, 2)
    set_warbands(s, ROCKY, cid.color, 1)
    set_board(s, 1, 3)
    set_board(s, 2, 3)
    favor = (bob.favor, cid.favor)
    seen = use(m, 1, writer, "deed:with:2", f"deal:site:1:{MOUNTAIN}", f"deal:site:2:{ROCKY}", "deal:give:favor",
               "deal:done", "deal:accept", "deed:2", "deed:1")
    assert f"deal:site:1:{PLAINS}" not in option_ids_of(seen[1]), "only the sites Bob rules"
    accept = next(d for d in seen if d.option("deal:accept"))
    assert accept.seat == 2 and "you give Rocky Coast" in accept.prompt
    assert [d.seat for d in seen[-2:]] == [2, 1], "each new ruler puts their own warbands"
    assert s.slots[MOUNTAIN].warbands == {bob.color: 0, cid.color: 2} and s.slots[ROCKY].warbands == {cid.color: 0, bob.color: 1}
    assert (bob.board, cid.board) == (3 + 2 - 1, 3 + 1 - 2) and (bob.favor, cid.favor) == (favor[0] - 1, favor[1] + 1)
    check(m)


def test_7_6_marriage_counts_as_two_hearth_advisers_and_one_against_the_limit():
    m, s, f = table()
    brought_adviser(s, 1, "Marriage")
    inn = at_site(s, "Wayside Inn", PLAINS)  # Hearth
    take(m, 1, f"trade:{inn}-secret")
    assert s.players[1].favor == 1 + 1 + 2, "the trade's 1, and 2 for the Marriage"
    # the Conspiracy: two advisers of the suit of one of Cid's, Cid's pawn at Bob's site
    m, s, f = table()
    brought_adviser(s, 1, "Marriage")
    adviser(s, 2, "Tavern Songs")
    relic = give_relic(s, 2, "Ivory Eye")
    conspiracy = lift(s, card("Conspiracy"))
    drive(Actions(f).play(1, conspiracy, "conspiracy"), f"take:relic:2:{relic}")
    assert relic in s.players[1].relics
    check(m)
    # as one adviser against the limit of 3: beside it and Bob's facedown one, a third needs no room made
    m, s, f = table()
    brought_adviser(s, 1, "Marriage")
    storyteller = lift(s, card("Storyteller"))
    drive(Actions(f).play(1, storyteller, "faceup"))
    assert len(s.players[1].advisers) == 3
    check(m)


def test_7_5_hospital_its_users_warbands_killed_go_to_its_site_while_they_rule_it(monkeypatch):
    m, s, f = table()
    hospital = bring(s, "Hospital")
    s.slots[PLAINS].cards.append(hospital)
    bob = s.players[1]
    clear_map(s)
    set_warbands(s, PLAINS, bob.color, 1)
    bob.pawn = LUSH
    s.slots[LUSH].faceup = True  # its bandits defend
    set_board(s, 1, 4)
    rig(monkeypatch, attack="two_swords_skull", defense="two_shields")
    pool = s.pool[bob.color]
    drive(Campaign(f).run(1), "dice:1", plan_id(hospital), "plan:done", "sacrifice:no")
    assert s.battle.winner == "defender", "2 swords against 2 shields and a bandit"
    # the skull killed 1, then half of the 3 left died: both went to Plains instead
    assert s.slots[PLAINS].warbands[bob.color] == 1 + 2 and bob.board == 2 and s.pool[bob.color] == pool
    check(m)
