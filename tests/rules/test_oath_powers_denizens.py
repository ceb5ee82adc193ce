"""Oath: the powers of the 54 first-game denizens (Law 7), each driven through a real match
position: a match past setup, its state edited to set up the case, then the power's piece of the
flow run with scripted answers. Invariants are checked after each case."""
from __future__ import annotations

import pytest

from rules.oath.actions import Actions
from rules.oath.campaign import Campaign
from rules.oath.powers.base import REGISTRY, Power
from rules.oath.state import BANDITS, PURPLE, Adviser, Battle

from .conftest import drive
from .oath_table import (ATTACK_FACES, C, DEFENSE_FACES, LUSH, MOUNTAIN, PLAINS, ROCKY, SALT, SPEC, WASTES,
                         acting, adviser, after_battle, after_setup, at_site, card, check, give_favor, lift,
                         option_ids, set_board, set_warbands, settle_secrets, source, take)


# --- positions --------------------------------------------------------------------------------
def table(players: int = 4, seed: int = 1, active: int = 1):
    """A match past setup (every pawn on Plains), with seat `active` in its Act phase."""
    m = after_setup(players, seed)
    return m, m.state, acting(m, active)


# --- driving the flow ---------------------------------------------------------------------------
def play_through(gen, *prefer):
    """Run a flow generator answering each decision with the first preferred id it offers (an id
    ending in '*' matches by prefix), else its first option; returns the decisions seen."""
    seen = []
    try:
        d = next(gen)
        while True:
            seen.append(d)
            ids = [o.id for o in d.options]
            pick = next((i for want in prefer for i in ids
                         if i == want or (want.endswith("*") and i.startswith(want[:-1]))), ids[0])
            d = gen.send(pick)
    except StopIteration:
        pass
    return seen


def act(m, seat: int, choice: str, *answers):
    """Take an option of the Act phase, checking it is offered."""
    assert choice in option_ids(m, seat), f"{choice} not offered: {sorted(option_ids(m, seat))}"
    return take(m, seat, choice, *answers)


def use(m, seat: int, x: int, *answers):
    return act(m, seat, f"power:denizen:{x}", *answers)


def rig(monkeypatch, attack: str = "sword", defense: str = "blank") -> None:
    """Every attack die shows `attack`, every defense die `defense`."""
    def roll(self, faces, n):
        return [ATTACK_FACES[attack] if faces is C.attack_die else DEFENSE_FACES[defense]] * n
    monkeypatch.setattr(Campaign, "roll", roll)


def battle_plans(f, battle, seat, side, *answers):
    return drive(Campaign(f).plans_of(battle, seat, side), *answers)


def offered(f, battle, seat, side) -> set[int]:
    return {src.id for src in Campaign(f).plans_offered(battle, seat, side)}


def plan_id(x: int) -> str:
    return f"plan:denizen:{x}"


# --- the registry -------------------------------------------------------------------------------
def test_7_every_denizen_power_is_registered_with_its_content_kinds():
    assert len(C.denizens) == 198
    for d in C.denizens.values():
        power = REGISTRY.get(d.power)
        assert power is not None, f"{d.name}: no power class for {d.power!r}"
        assert tuple(power.kinds) == d.kinds, f"{d.name}: {power.kinds} != {d.kinds}"


def test_7_every_battle_plan_and_modifier_kind_has_its_hook():
    """A battle plan changes the battle or what follows it; a modifier offers changed plans."""
    for d in C.denizens.values():
        cls = type(REGISTRY[d.power])
        own = {name for k in cls.__mro__ if k not in (Power, object) for name in vars(k)}  # a shared base's too (Captains)
        if d.battle_plan:
            assert own & {"plan", "after", "after_campaign"}, d.name
        if d.modifies:
            assert own & {"variants", "extra_majors", "force"}, d.name
        if set(d.kinds) & {"action", "when_played", "rest", "wake"}:
            assert "use" in own, d.name


# --- Discord ----------------------------------------------------------------------------------------
def test_7_3_a_small_favor_gains_four_warbands_when_played():
    m, s, f = table()
    x = lift(s, card("A Small Favor"))
    drive(Actions(f).play(1, x, "faceup"))
    assert s.players[1].board == 7 and s.pool["red"] == 7
    assert s.players[1].advisers[-1] == Adviser(x, True)
    check(m)


def test_7_5_mercenaries_three_dice_and_discarded_if_defeated(monkeypatch):
    m, s, f = table()
    merc = adviser(s, 1, "Mercenaries")
    battle = Battle(1, 2, attack_dice=2)
    battle_plans(f, battle, 1, "attacker", plan_id(merc))
    assert battle.attack_dice == 5 and s.card_tokens(merc) == [1, 0] and s.players[1].favor == 0
    # as the defender, out of turn: the favor goes to the Discord bank (7.1.2)
    battle = Battle(2, 1, attack_dice=2)  # its favor still on it: a battle plan is payable anyway (7.5.3)
    give_favor(s, 1, 1)
    s.turn = 2
    bank = s.banks["discord"]
    battle_plans(f, battle, 1, "defender", plan_id(merc))
    assert (battle.attack_dice, battle.extra_defense) == (0, 1) and s.banks["discord"] == bank + 1
    # a whole campaign the attacker loses: Mercenaries go
    m, s, f = table()
    merc = adviser(s, 1, "Mercenaries")
    s.players[1].pawn = MOUNTAIN
    rig(monkeypatch, attack="hollow_sword", defense="two_shields")
    play_through(Campaign(f).run(1), plan_id(merc), "plan:done", "target:done", "sacrifice:no")
    assert merc not in [a.card for a in s.players[1].advisers] and merc in s.discards["hinterland"]
    check(m)


def test_7_5_second_wind_free_travel_and_campaign_after_a_win(monkeypatch):
    m, s, f = table()
    wind = adviser(s, 1, "Second Wind")
    p = s.players[1]
    p.pawn = LUSH
    s.slots[LUSH].faceup = True  # an empty faceup site: its bandits defend
    rig(monkeypatch, attack="sword", defense="blank")
    campaign = next(o for o in Actions(f).options(1) if o.id == "campaign:campaign")
    seen = play_through(Actions(f).take(1, campaign), plan_id(wind), "plan:done", "dice:3", "place:1",
                        "wind:travel", f"wind:{MOUNTAIN}", "wind:rest")
    prompts = [d.prompt for d in seen]
    assert "Second Wind: travel for free?" in prompts and "Second Wind: campaign for free?" in prompts
    assert p.pawn == MOUNTAIN and p.supply == 5, "the campaign cost 2, the travel nothing"
    assert s.slots[LUSH].warbands.get("red") == 1
    assert s.card_tokens(wind) == [0, 1] and (p.favor, p.secrets) == (0, 0), "1 secret placed, 1 favor burnt"
    check(m)


def test_7_5_second_wind_nothing_after_a_defeat(monkeypatch):
    _, s, f = table()
    wind = adviser(s, 1, "Second Wind")
    s.players[1].pawn = LUSH
    s.slots[LUSH].faceup = True
    rig(monkeypatch, attack="hollow_sword", defense="two_shields")
    seen = play_through(Campaign(f).run(1), plan_id(wind), "plan:done", "sacrifice:no")
    assert not any(d.prompt.startswith("Second Wind") for d in seen) and s.players[1].pawn == LUSH


def test_7_3_sleight_of_hand_takes_a_secret_from_a_player_here():
    m, s, _ = table()
    soh = adviser(s, 1, "Sleight of Hand")
    s.players[3].pawn = MOUNTAIN  # not at Bob's site: not offered
    seen = use(m, 1, soh, "from:2")
    assert {o.id for o in seen[0].options} == {"from:0", "from:2"}
    assert (s.players[1].secrets, s.players[2].secrets) == (2, 0) and s.card_tokens(soh) == [1, 0]
    check(m)


def test_7_3_key_to_the_city_sends_warbands_home_unless_the_ruler_is_here():
    m, s, f = table()
    key = lift(s, card("Key to the City"))
    s.players[1].pawn = MOUNTAIN
    drive(Actions(f).play(1, key, "site"))
    assert s.slots[MOUNTAIN].warbands == {PURPLE: 0, "red": 1} and s.rulers(MOUNTAIN) == [1]
    assert s.pool[PURPLE] == 18 and s.pool["red"] == 10
    check(m)
    # with the ruler's pawn there, nothing happens
    m, s, f = table()
    key = lift(s, card("Key to the City"))
    s.players[1].pawn = s.players[0].pawn = MOUNTAIN
    drive(Actions(f).play(1, key, "site"))
    assert s.slots[MOUNTAIN].warbands == {PURPLE: 1} and s.rulers(MOUNTAIN) == [0]


def test_7_3_scryer_shows_a_discard_pile_to_its_user_only():
    m, s, _ = table()
    scryer = adviser(s, 1, "Scryer")
    pile = list(s.discards["provinces"])
    use(m, 1, scryer, "pile:provinces")
    last = m.log[-1]
    assert last.seats == (1,) and all(C.card_name(x) in last.text for x in pile)
    assert last.text not in [e["text"] for e in m.view(2)["log"]]
    assert s.card_tokens(scryer) == [0, 1]


def test_7_5_disgraced_captain_four_dice_against_an_order_site():
    _, s, f = table()
    cap = adviser(s, 1, "Disgraced Captain")
    give_favor(s, 1, 1)
    assert cap not in offered(f, Battle(1, 0, sites=[ROCKY]), 1, "attacker"), "Rocky Coast holds Elders (Nomad)"
    battle = Battle(1, 0, sites=[PLAINS], attack_dice=1)  # Longbows (Order) at Plains
    battle_plans(f, battle, 1, "attacker", plan_id(cap))
    assert battle.attack_dice == 5 and s.players[1].favor == 0 and s.card_tokens(cap) == [1, 0]
    assert s.favor_supply == 12, "the burnt favor is back in the supply"


def test_7_3_naysayers_the_chancellor_pays_while_an_exile_holds_the_title():
    m, s, f = table()
    adviser(s, 2, "Naysayers")
    s.title_holder = 1
    drive(f.standalone_powers(2, "rest"))
    assert (s.players[0].favor, s.players[2].favor) == (1, 2)
    s.title_holder = 0
    drive(f.standalone_powers(2, "rest"))
    assert (s.players[0].favor, s.players[2].favor) == (1, 2)
    check(m)


def test_7_5_book_burning_defender_keeps_one_secret():
    _, s, f = table()
    bb = adviser(s, 1, "Book Burning")
    d = s.players[2]
    d.secrets, d.secrets_down = 3, 2
    battle = Battle(1, 2)
    assert bb in offered(f, battle, 1, "attacker") and bb not in offered(f, Battle(1, BANDITS), 1, "attacker")
    after_battle(f, battle, "attacker", 1, source(f, bb), False)
    assert (d.secrets, d.secrets_down) == (3, 2), "only if the attacker wins"
    after_battle(f, battle, "attacker", 1, source(f, bb), True)
    assert (d.secrets, d.secrets_down) == (1, 0)


# --- Arcane -----------------------------------------------------------------------------------------
def test_7_3_alchemist_takes_four_favor_one_at_a_time():
    m, s, _ = table()
    alch = adviser(s, 1, "Alchemist")
    s.players[1].secrets = 2
    settle_secrets(s)
    seen = use(m, 1, alch, "bank:arcane", "bank:arcane", "bank:arcane", "bank:order")
    assert "bank:arcane" not in {o.id for o in seen[3].options}, "the Arcane bank is empty by then"
    assert s.players[1].favor == 5 and s.banks["arcane"] == 0 and s.banks["order"] == 2
    assert s.players[1].secrets == 0 and s.card_tokens(alch) == [0, 1]
    check(m)


def test_7_5_fire_talkers_only_with_the_darkest_secret():
    _, s, f = table()
    ft = adviser(s, 2, "Fire Talkers")
    battle = Battle(1, 2, attack_dice=4)
    assert ft not in offered(f, battle, 2, "defender")
    s.banners["darkest_secret"].holder = 2
    battle_plans(f, battle, 2, "defender", plan_id(ft))
    assert battle.attack_dice == 1 and s.players[2].secrets_down == 1, "paid out of turn: facedown"


def test_7_4_magicians_code_recovers_the_darkest_secret_with_two_secrets_gained():
    m, s, _ = table()
    mc = adviser(s, 1, "Magician's Code")
    give_favor(s, 1, 1)
    ds = s.banners["darkest_secret"]
    ds.holder, ds.tokens = 2, 2
    settle_secrets(s)
    plain = "recover:darkest_secret"
    assert plain not in option_ids(m, 1), "1 secret cannot outbid 2"
    act(m, 1, f"{plain}:via-denizen-{mc}")
    p = s.players[1]
    assert (ds.holder, ds.tokens) == (1, 3)
    assert (p.secrets, s.players[2].secrets, p.favor, p.supply) == (1, 2, 0, 6), "1 + 2 - 3, then 1 of the old 2"
    assert s.card_tokens(mc) == [2, 0]
    check(m)


def test_7_3_spirit_snare_takes_a_favor_from_any_bank():
    m, s, _ = table()
    snare = adviser(s, 1, "Spirit Snare")
    use(m, 1, snare, "bank:nomad")
    assert s.players[1].favor == 2 and s.banks["nomad"] == 2 and s.card_tokens(snare) == [0, 1]
    check(m)


def test_7_3_wizard_school_gains_a_secret_and_ends_the_act_phase():
    m, s, _ = table()
    ws = at_site(s, "Wizard School", PLAINS)
    use(m, 1, ws)
    assert s.players[1].secrets == 2 and s.phase == "rest" and s.card_tokens(ws) == [1, 0]
    check(m)


def test_7_3_dazzle_discards_hearth_and_order_in_your_region_but_not_locked_ones():
    m, s, f = table()
    story = at_site(s, "Storyteller", LUSH)
    keep = at_site(s, "Keep", LUSH)
    wolves = at_site(s, "Wolves", PLAINS)
    garrison = at_site(s, "Garrison", MOUNTAIN)
    longbows = card("Longbows")
    x = lift(s, card("Dazzle"))
    drive(Actions(f).play(1, x, "faceup"))
    assert s.slots[PLAINS].cards == [wolves] and s.slots[LUSH].cards == [keep]
    assert s.slots[MOUNTAIN].cards[-1] == garrison, "another region"
    assert {story, longbows} <= set(s.discards["provinces"])
    check(m)


def test_7_4_acting_troupe_counts_as_the_suit_of_an_order_or_beast_card():
    m, s, _ = table()
    troupe = adviser(s, 1, "Acting Troupe")
    longbows = card("Longbows")
    ids = option_ids(m, 1)
    assert f"trade:{longbows}-secret:via-denizen-{troupe}" in ids
    s.players[1].pawn = MOUNTAIN
    assert not any(i.endswith(f"via-denizen-{troupe}") for i in option_ids(m, 1)), "Taming Charm is Arcane"
    s.players[1].pawn = PLAINS
    act(m, 1, f"trade:{longbows}-secret:via-denizen-{troupe}")
    assert s.players[1].favor == 3 and s.banks["order"] == 1, "1 favor, and 1 for the troupe"
    check(m)


def test_7_4_modifiers_combine_acting_troupes_suit_counts_for_cup_of_plenty_and_the_old_oak():
    m, s, _ = table()
    p = s.players[1]
    troupe = adviser(s, 1, "Acting Troupe")  # Bob's one faceup adviser, an Arcane card
    cup = lift(s, card("Cup of Plenty"))
    p.relics.append(cup)
    longbows = card("Longbows")  # an Order card at the Plains
    assert f"trade:{longbows}-secret:via-relic-{cup}" not in option_ids(m, 1), "no Order adviser of its own"
    both = f"trade:{longbows}-secret:via-denizen-{troupe}:via-relic-{cup}"
    act(m, 1, both)
    assert (p.supply, p.favor) == (7, 3), "the troupe counts as Order, so the Cup sees an Order adviser"
    s.tokens_on_cards.clear()  # as at a Rest: a new turn
    settle_secrets(s)
    oak = at_site(s, "The Old Oak", PLAINS)  # a Beast card
    give_favor(s, 1, 1)
    act(m, 1, f"trade:{oak}-favor:via-denizen-{troupe}:via-denizen-{oak}")
    assert p.secrets == 0 + 2, "the troupe counts as a Beast adviser: 1 secret, and 1 for the Oak"
    check(m)


def test_7_3_taming_charm_discards_a_beast_or_nomad_here_for_two_favor():
    m, s, _ = table()
    tc = card("Taming Charm")
    wolves = at_site(s, "Wolves", MOUNTAIN)
    s.players[1].pawn = MOUNTAIN
    use(m, 1, tc)
    assert wolves in s.discards["hinterland"] and s.slots[MOUNTAIN].cards == [tc]
    assert s.players[1].favor == 3 and s.banks["beast"] == 1 and s.card_tokens(tc) == [0, 1]
    check(m)


def test_7_3_inquisitor_looks_at_a_facedown_adviser():
    m, s, _ = table()
    inq = adviser(s, 1, "Inquisitor")
    hidden = s.players[2].advisers[0].card
    seen = use(m, 1, inq, "look:2:0", "inq:favor")
    assert {"look:0:0", "look:2:0", "look:3:0"} == {o.id for o in seen[0].options}
    assert seen[1].always_ask and m.log[-2].seats == (1,) and C.card_name(hidden) in m.log[-2].text
    assert s.players[2].favor == 2 and not s.has_tokens(inq), "the favor paid onto the Inquisitor"
    check(m)
    # the Conspiracy is taken and played
    m, s, _ = table()
    inq = adviser(s, 1, "Inquisitor")
    conspiracy = adviser(s, 2, "Conspiracy", faceup=False)
    use(m, 1, inq, "look:2:1", "inq:play")
    assert conspiracy in s.boxed and conspiracy not in [a.card for a in s.players[2].advisers]
    assert s.players[2].favor == 1
    check(m)


# --- Order ------------------------------------------------------------------------------------------
def test_7_5_wrestlers_kill_a_defending_warband_for_a_defense_die():
    m, s, f = table()
    wr = adviser(s, 2, "Wrestlers")
    s.slots[SALT].faceup = True
    set_warbands(s, SALT, "blue", 2)
    s.players[2].pawn = LUSH
    battle = Battle(1, 2, sites=[SALT])
    battle_plans(f, battle, 2, "defender", plan_id(wr))
    assert s.slots[SALT].warbands["blue"] == 1 and s.pool["blue"] == 10 and battle.extra_defense == 1
    assert wr not in offered(f, Battle(1, 2, sites=[]), 2, "defender"), "no warband defends for them"
    check(m)


def test_7_5_battle_honors_two_order_favor_if_you_win():
    m, s, f = table()
    bh = adviser(s, 1, "Battle Honors")
    after_battle(f, Battle(1, 2), "attacker", 1, source(f, bh), False)
    assert s.players[1].favor == 1
    after_battle(f, Battle(1, 2), "attacker", 1, source(f, bh), True)
    assert s.players[1].favor == 3 and s.banks["order"] == 1
    check(m)


def test_7_5_bear_traps_one_die_fewer_and_the_attacker_loses_a_warband():
    m, s, f = table()
    adviser(s, 2, "Bear Traps")
    battle = Battle(1, 2, attack_dice=3)
    battle_plans(f, battle, 2, "defender")  # welcome: used for the defender without asking
    assert battle.attack_dice == 2 and s.players[1].board == 2 and s.pool["red"] == 12
    check(m)


def test_7_5_longbows_one_die_either_way():
    _, _, f = table()
    lb = card("Longbows")
    battle = Battle(1, 0, attack_dice=2)
    battle_plans(f, battle, 0, "defender")  # welcome: used for the defender without asking
    assert battle.attack_dice == 1
    battle = Battle(0, 1, attack_dice=2)
    battle_plans(f, battle, 0, "attacker", plan_id(lb))
    assert battle.attack_dice == 3


def test_7_5_keep_two_defense_dice_when_its_site_is_targeted():
    _, s, f = table()
    keep = at_site(s, "Keep", ROCKY)
    assert keep not in offered(f, Battle(1, 0, sites=[PLAINS]), 0, "defender")
    battle = Battle(1, 0, sites=[ROCKY])
    battle_plans(f, battle, 0, "defender")  # welcome: used for the defender without asking
    assert ("Keep", 2) in battle.extra_from, "and Longbows, welcome too, adds a die: the attack pool is empty"


def test_7_4_pressgangs_muster_at_a_card_with_tokens():
    m, s, _ = table()
    pg = adviser(s, 1, "Pressgangs")
    tc = card("Taming Charm")
    s.players[1].pawn = MOUNTAIN
    s.tokens_on_cards[tc] = [0, 1]
    s.players[0].secrets -= 1  # the Chancellor's, placed this turn
    ids = option_ids(m, 1)
    assert f"muster:{tc}" not in ids
    act(m, 1, f"muster:{tc}:via-denizen-{pg}")
    assert s.players[1].board == 5 and s.card_tokens(tc) == [1, 1] and s.players[1].favor == 0
    check(m)


def test_7_3_garrison_puts_a_warband_on_each_site_you_rule():
    m, s, f = table()
    for slot in (SALT, WASTES):
        s.slots[slot].faceup = True
        set_warbands(s, slot, "red", 1)
    s.players[1].pawn = MOUNTAIN
    x = lift(s, card("Garrison"))
    drive(Actions(f).play(1, x, "site"))
    assert s.slots[SALT].warbands["red"] == 2 and s.slots[WASTES].warbands["red"] == 2 and s.players[1].board == 1
    check(m)
    # fewer on the board than sites: the player picks
    m, s, f = table()
    for slot in (SALT, WASTES):
        s.slots[slot].faceup = True
        set_warbands(s, slot, "red", 1)
    set_board(s, 1, 1)
    s.players[1].pawn = MOUNTAIN
    x = lift(s, card("Garrison"))
    drive(Actions(f).play(1, x, "site"), f"garrison:{WASTES}")
    assert s.slots[WASTES].warbands["red"] == 2 and s.slots[SALT].warbands["red"] == 1 and s.players[1].board == 0
    check(m)


def test_7_5_scouts_gain_a_supply():
    _, s, f = table()
    sc = adviser(s, 1, "Scouts")
    s.players[1].supply = 5
    battle_plans(f, Battle(1, 2), 1, "attacker", plan_id(sc))
    assert s.players[1].supply == 6
    s.players[1].supply = 7
    battle_plans(f, Battle(1, 2), 1, "attacker", plan_id(sc))
    assert s.players[1].supply == 7, "never above the track's maximum"


def test_7_6_1_martial_culture_an_exile_beating_an_exile_may_become_a_citizen():
    m, s, f = table()
    s.slots[SALT].faceup = True
    set_warbands(s, SALT, "red", 2)
    mc = at_site(s, "Martial Culture", SALT)
    assert mc not in offered(f, Battle(1, 0), 1, "attacker"), "not against the Empire"
    assert mc not in offered(f, Battle(1, BANDITS), 1, "attacker"), "nor the bandits"
    battle = Battle(1, 2)
    assert mc in offered(f, battle, 1, "attacker")
    after_battle(f, battle, "attacker", 1, source(f, mc), True, "martial:yes")
    p = s.players[1]
    assert p.role == "citizen" and s.slots[SALT].warbands.get(PURPLE) == 2 and s.phase == "rest"
    check(m)


# --- Hearth -----------------------------------------------------------------------------------------
def test_7_6_3_tinkers_fair_a_binding_deal_accepted_or_declined():
    m, s, _ = table()
    fair = at_site(s, "Tinker's Fair", PLAINS)
    ivory = lift(s, card("Ivory Eye"))
    s.players[2].relics.append(ivory)
    use(m, 1, fair, "partner:2", "deal:give:favor", f"deal:relic:2:{ivory}", "deal:take:secrets", "deal:done",
        "deal:accept")
    p, q = s.players[1], s.players[2]
    assert (p.favor, p.secrets, q.favor, q.secrets) == (0, 2, 2, 0) and ivory in p.relics and not q.relics
    check(m)
    seen = use(m, 1, fair, "partner:2", "deal:give:secrets", "deal:done", "deal:decline")
    assert seen[-1].seat == 2 and (p.secrets, q.secrets) == (2, 0), "declined: nothing changes"
    assert C.scepter.id not in [int(o.id.split(":")[3]) for d in seen for o in d.options if o.id.startswith("deal:relic")]


def test_7_3_wayside_inn_gains_two_supply():
    m, s, _ = table()
    inn = at_site(s, "Wayside Inn", PLAINS)
    s.players[1].supply = 3
    use(m, 1, inn)
    assert s.players[1].supply == 5 and s.card_tokens(inn) == [1, 0]
    check(m)


def test_7_5_extra_provisions_one_more_defense_die():
    m, s, f = table()
    ep = adviser(s, 2, "Extra Provisions")
    battle = Battle(1, 2)
    bank = s.banks["hearth"]
    battle_plans(f, battle, 2, "defender", plan_id(ep))
    assert battle.extra_defense == 1 and s.banks["hearth"] == bank + 1 and s.players[2].favor == 0
    check(m)


def test_7_3_memory_of_home_empties_a_bank_into_the_hearth_bank():
    m, s, _ = table()
    mem = adviser(s, 1, "Memory of Home")
    seen = use(m, 1, mem, "bank:beast")
    assert "bank:hearth" not in {o.id for o in seen[0].options}
    assert s.banks["beast"] == 0 and s.banks["hearth"] == 6 and s.players[1].secrets == 0
    check(m)


def test_7_4_welcoming_party_a_hearth_favor_for_the_card_played_faceup():
    m, s, _ = table()
    wp = at_site(s, "Welcoming Party", PLAINS)
    drawn = [lift(s, card(x)) for x in ("Wolves", "Scouts", "Elders")]
    s.world[:0] = drawn
    act(m, 1, f"search:world:via-denizen-{wp}", f"keep:{drawn[0]}", "to:faceup")
    assert s.players[1].favor == 2 and s.banks["hearth"] == 2
    assert s.players[1].advisers[-1] == Adviser(drawn[0], True)
    check(m)
    s.players[2].pawn = MOUNTAIN
    s.turn = 2
    assert not any(i.endswith(f"via-denizen-{wp}") for i in option_ids(m, 2)), "only searching here"


def test_7_4_welcoming_party_a_hearth_favor_for_a_card_played_to_another_site_of_the_region():
    """With the People's Favor the card kept may go faceup to another site of the region (2.5):
    played faceup, it earns the favor too."""
    m, s, _ = table()
    wp = at_site(s, "Welcoming Party", PLAINS)
    s.banners["peoples_favor"].holder = 1
    drawn = [lift(s, card(x)) for x in ("Wolves", "Scouts", "Elders")]
    s.world[:0] = drawn
    other = next(i for i in s.region_slots(s.slots[PLAINS].region) if i != PLAINS)
    s.slots[other].faceup = True
    favor = s.players[1].favor
    act(m, 1, f"search:world:via-denizen-{wp}", f"keep:{drawn[0]}", f"to:site:{other}", "clear:none")
    assert drawn[0] in s.slots[other].cards
    assert s.players[1].favor == favor + 2, "the Beast bank's favor for the site, and Welcoming Party's"
    check(m)


def test_7_5_traveling_doctor_no_losses_when_defeated_but_discarded():
    m, s, f = table()
    doc = adviser(s, 1, "Traveling Doctor")
    battle = Battle(1, 2)
    battle_plans(f, battle, 1, "attacker", plan_id(doc))
    Campaign(f).attacker_losses(battle)
    assert s.players[1].board == 3
    after_battle(f, battle, "attacker", 1, source(f, doc), False)
    assert doc in s.discards["provinces"]
    check(m)
    # the defender's force is spared too
    s.slots[SALT].faceup = True
    set_warbands(s, SALT, "blue", 2)
    s.players[2].pawn = SALT
    s.players[1].pawn = SALT
    battle = Battle(1, 2, sites=[SALT], spared=[2])
    drive(Campaign(f).defender_losses(battle))
    assert s.players[2].board == 5 and s.slots[SALT].warbands["blue"] == 0, "all go to the board, none die"
    check(m)


def test_7_3_storyteller_adds_a_secret_to_the_darkest_secret():
    m, s, _ = table()
    st = adviser(s, 1, "Storyteller")
    use(m, 1, st)
    assert s.banners["darkest_secret"].tokens == 2 and s.card_tokens(st) == [1, 0]
    check(m)


def test_7_3_armed_mob_discards_an_adviser_of_the_darkest_secrets_holder():
    m, s, _ = table()
    mob = at_site(s, "Armed Mob", PLAINS)
    wolves = adviser(s, 2, "Wolves")
    s.banners["darkest_secret"].holder = 2
    s.banners["peoples_favor"].holder = 2
    assert f"power:denizen:{mob}" not in option_ids(m, 1), "the holder also holds the People's Favor"
    s.banners["peoples_favor"].holder = None
    use(m, 1, mob)
    assert wolves not in [a.card for a in s.players[2].advisers] and wolves in s.discards["provinces"]
    assert len(s.players[2].advisers) == 1, "the facedown adviser stays"
    check(m)


def test_7_3_tavern_songs_peeks_at_the_top_three_discards_here():
    m, s, _ = table()
    ts = adviser(s, 1, "Tavern Songs")
    pile = s.discards["cradle"]
    use(m, 1, ts)
    last = m.log[-1]
    assert last.seats == (1,) and all(C.card_name(x) in last.text for x in pile[-3:])
    assert not any(C.card_name(x) in last.text for x in pile[:-3])
    assert not s.has_tokens(ts), "free"


# --- Beast ------------------------------------------------------------------------------------------
def test_7_4_errand_boy_searches_any_regions_discard_pile():
    m, s, _ = table()
    eb = adviser(s, 1, "Errand Boy")
    ids = option_ids(m, 1)
    assert f"search:discard-hinterland:via-denizen-{eb}" in ids and "search:discard-hinterland" not in ids
    top = s.discards["hinterland"][-1]
    assert len(s.discards["hinterland"]) == 1, "one card: kept without asking"
    act(m, 1, f"search:discard-hinterland:via-denizen-{eb}", "to:discard")
    assert top in s.discards["provinces"] and not s.discards["hinterland"], "discarded from the pawn's region"
    assert s.players[1].supply == 5 and s.card_tokens(eb) == [1, 0]
    check(m)


def test_7_3_wolves_kill_a_warband_on_any_board():
    m, s, _ = table()
    wolves = adviser(s, 1, "Wolves")
    use(m, 1, wolves, "wolves:2")
    assert s.players[2].board == 2 and s.pool["blue"] == 12 and s.card_tokens(wolves) == [0, 1]
    check(m)


def test_7_4_animal_playmates_muster_at_a_beast_card_for_no_supply():
    m, s, _ = table()
    ap = adviser(s, 1, "Animal Playmates")
    wolves = at_site(s, "Wolves", MOUNTAIN)
    s.players[1].pawn = MOUNTAIN
    assert not any(i.endswith(f"via-denizen-{ap}") for i in option_ids(m, 1) if i.startswith(f"muster:{card('Taming Charm')}"))
    act(m, 1, f"muster:{wolves}:via-denizen-{ap}")
    assert s.players[1].supply == 7 and s.players[1].board == 5
    check(m)


def test_7_1_4_true_names_forbid_plans_of_your_advisers_suits():
    m, s, f = table()
    adviser(s, 2, "True Names")
    rangers = adviser(s, 1, "Rangers")  # Beast, like True Names
    merc = adviser(s, 1, "Mercenaries")  # Discord
    give_favor(s, 1, 1)
    assert offered(f, Battle(1, 2), 1, "attacker") == {merc}
    assert rangers in offered(f, Battle(1, 3), 1, "attacker"), "only against True Names' holder"
    adviser(s, 2, "Scryer")  # Discord too now
    f = acting(m, 1)  # a position edited by hand, past a flow's writers: a new flow sees it
    assert offered(f, Battle(1, 2), 1, "attacker") == set()
    # held by the attacker, it binds the defending side
    traps = adviser(s, 3, "Bear Traps")  # Order
    f = acting(m, 1)
    assert traps in offered(f, Battle(2, 3), 3, "defender")
    adviser(s, 2, "Battle Honors", faceup=False)
    f = acting(m, 1)
    assert traps in offered(f, Battle(2, 3), 3, "defender"), "a facedown adviser has no suit"
    s.players[2].advisers[-1].faceup = True
    f = acting(m, 1)
    assert traps not in offered(f, Battle(2, 3), 3, "defender")


def test_7_4_the_old_oak_one_more_secret_with_a_beast_adviser():
    m, s, _ = table()
    oak = at_site(s, "The Old Oak", PLAINS)
    give_favor(s, 1, 1)
    assert f"trade:{oak}-favor:via-denizen-{oak}" not in option_ids(m, 1), "no Beast adviser"
    adviser(s, 1, "Wolves")
    act(m, 1, f"trade:{oak}-favor:via-denizen-{oak}")
    assert s.players[1].secrets == 3 and s.card_tokens(oak) == [2, 0], "1 for the Wolves, 1 for the Oak"
    check(m)


def test_7_4_forest_paths_free_travel_to_a_beast_site():
    m, s, _ = table()
    fp = adviser(s, 1, "Forest Paths")
    at_site(s, "Wolves", ROCKY)
    ids = option_ids(m, 1)
    assert f"travel:{ROCKY}:via-denizen-{fp}" in ids and f"travel:{MOUNTAIN}:via-denizen-{fp}" not in ids
    act(m, 1, f"travel:{ROCKY}:via-denizen-{fp}")
    assert s.players[1].pawn == ROCKY and s.players[1].supply == 7 and s.card_tokens(fp) == [1, 0]
    check(m)


def test_7_6_1_long_lost_heir_an_exile_may_become_a_citizen():
    m, s, f = table()
    set_warbands(s, SALT, "red", 2)
    s.slots[SALT].faceup = True
    x = lift(s, card("Long-Lost Heir"))
    drive(Actions(f).play(1, x, "faceup"), "heir:yes")
    p = s.players[1]
    assert p.role == "citizen" and p.board == 3 and s.slots[SALT].warbands.get(PURPLE) == 2 and s.phase == "rest"
    assert s.pool["red"] == 14 and s.pool[PURPLE] == 17 - 5
    check(m)
    m, s, f = table()
    x = lift(s, card("Long-Lost Heir"))
    drive(Actions(f).play(1, x, "faceup"), "heir:no")
    assert s.players[1].role == "exile" and s.phase == "act"


def test_7_5_rangers_ignore_skulls_and_two_dice_against_four_defense_dice(monkeypatch):
    _, s, f = table()
    rangers = adviser(s, 1, "Rangers")
    give_favor(s, 1, 1)
    battle = Battle(1, 0, sites=[PLAINS, MOUNTAIN, ROCKY], attack_dice=3)  # 3 sites + the Oathkeeper
    battle_plans(f, battle, 1, "attacker", plan_id(rangers))
    assert battle.attack_dice == 5 and battle.ignore_skulls
    rig(monkeypatch, attack="two_swords_skull")
    assert Campaign(f).attack(battle) == 10 and s.players[1].board == 3, "no skull kills"
    _, s, f = table()
    rangers = adviser(s, 1, "Rangers")
    give_favor(s, 1, 1)
    battle = Battle(1, 2, sites=[], attack_dice=3)
    battle_plans(f, battle, 1, "attacker", plan_id(rangers))
    assert battle.attack_dice == 3


def test_7_3_roving_terror_replaces_another_denizen():
    m, s, _ = table()
    rt = at_site(s, "Roving Terror", PLAINS)
    wolves = at_site(s, "Wolves", MOUNTAIN)
    seen = use(m, 1, rt, f"terror:{wolves}")
    assert card("Keep") not in {int(o.id[7:]) for o in seen[0].options}
    assert s.slots[MOUNTAIN].cards == [card("Taming Charm"), rt] and rt not in s.slots[PLAINS].cards
    assert wolves in s.discards["hinterland"] and s.card_tokens(rt) == [0, 1], "its secret goes with it"
    check(m)


# --- Nomad ------------------------------------------------------------------------------------------
def test_7_5_rain_boots_single_shields_count_nothing_then_discarded(monkeypatch):
    m, s, f = table()
    rb = adviser(s, 1, "Rain Boots")
    battle = Battle(1, BANDITS, sites=[LUSH], extra_from=[("three more dice", 3)])
    battle_plans(f, battle, 1, "attacker", plan_id(rb))
    rig(monkeypatch, defense="shield")
    assert Campaign(f).defend(battle) == 1, "three dice of one shield: nothing; one bandit"
    rig(monkeypatch, defense="two_shields")
    assert Campaign(f).defend(battle) == 9, "four dice of two shields, one bandit"
    after_battle(f, battle, "attacker", 1, source(f, rb), True)
    assert rb in s.discards["provinces"]
    check(m)


def test_7_3_ancient_binding_burns_secrets():
    m, s, _ = table()
    ab = adviser(s, 1, "Ancient Binding")
    s.players[1].secrets = 4
    s.players[2].secrets, s.players[2].secrets_down = 2, 2
    elders = card("Elders")
    s.tokens_on_cards[elders] = [0, 1]
    settle_secrets(s)
    use(m, 1, ab)
    assert s.players[1].secrets == 0 and (s.players[2].secrets, s.players[2].secrets_down) == (1, 0)
    assert s.players[0].secrets == 1 and s.players[3].secrets == 1
    assert not s.has_tokens(elders) and s.card_tokens(ab) == [0, 1], "its own cost stays"
    check(m)


def test_7_5_horse_archers_three_dice_then_discarded():
    m, s, f = table()
    ha = adviser(s, 2, "Horse Archers")
    battle = Battle(1, 2, attack_dice=2)
    battle_plans(f, battle, 2, "defender", plan_id(ha))
    assert (battle.attack_dice, battle.extra_defense) == (0, 1)
    after_battle(f, battle, "defender", 2, source(f, ha), True)
    assert ha in s.discards["provinces"], "won or lost"
    check(m)


def test_7_5_warning_signals_rearrange_warbands_then_discarded():
    m, s, f = table()
    ws = adviser(s, 2, "Warning Signals")
    for slot, n in ((SALT, 1), (WASTES, 2)):
        s.slots[slot].faceup = True
        set_warbands(s, slot, "blue", n)
    battle = Battle(1, 2, sites=[SALT])
    battle_plans(f, battle, 2, "defender", plan_id(ws), f"signals:site:{SALT}", "signals:4",
                 f"signals:site:{WASTES}", "signals:1")
    assert s.slots[SALT].warbands["blue"] == 4 and s.slots[WASTES].warbands["blue"] == 1 and s.players[2].board == 1
    check(m)
    after_battle(f, battle, "defender", 2, source(f, ws), False)
    assert ws not in [a.card for a in s.players[2].advisers]
    assert ws not in offered(f, Battle(1, 3), 3, "defender")


def test_7_3_elders_gain_a_secret():
    m, s, _ = table()
    elders = card("Elders")
    give_favor(s, 1, 1)
    s.players[1].pawn = ROCKY
    use(m, 1, elders)
    assert s.players[1].secrets == 2 and s.card_tokens(elders) == [2, 0]
    check(m)


def test_7_6_3_the_gathering_pawns_come_and_deals_are_made():
    m, s, f = table()
    s.players[1].pawn = MOUNTAIN
    hidden = s.players[2].advisers[0].card
    x = lift(s, card("The Gathering"))
    seen = drive(Actions(f).play(1, x, "site"), "gather:come", "gather:stay", "gather:stay",
                 "partner:2", "deal:adviser:2:0", "deal:give:favor", "deal:done", "deal:accept",
                 "partner:none")
    assert [d.seat for d in seen[:3]] == [2, 3, 0], "in turn order from the player"
    assert s.players[2].pawn == MOUNTAIN and s.players[3].pawn == PLAINS
    assert hidden in [a.card for a in s.players[1].advisers] and not s.players[2].advisers
    assert s.players[2].favor == 2 and s.players[1].favor == 1, "1 + 1 Nomad favor for the play - 1 given"
    assert C.card_name(hidden) not in seen[5].prompt + seen[6].prompt, "a facedown adviser is not named"
    check(m)


def test_7_3_faithful_friend_gains_four_supply():
    m, s, f = table()
    s.players[1].supply = 2
    x = lift(s, card("Faithful Friend"))
    drive(Actions(f).play(1, x, "faceup"))
    assert s.players[1].supply == 6
    check(m)


def test_7_4_tents_free_travel_within_your_region():
    m, s, _ = table()
    tents = adviser(s, 1, "Tents")
    ids = option_ids(m, 1)
    assert f"travel:{LUSH}:via-denizen-{tents}" in ids and f"travel:{MOUNTAIN}:via-denizen-{tents}" not in ids
    act(m, 1, f"travel:{LUSH}:via-denizen-{tents}")
    assert s.players[1].pawn == LUSH and s.players[1].supply == 7 and s.players[1].favor == 0
    check(m)


def test_7_3_great_herd_may_swap_with_a_nomad_at_another_site():
    m, s, f = table()
    elders = card("Elders")
    s.players[1].pawn = MOUNTAIN
    x = lift(s, card("Great Herd"))
    drive(Actions(f).play(1, x, "site"), f"herd:{elders}")
    assert s.slots[MOUNTAIN].cards == [card("Taming Charm"), elders] and s.slots[ROCKY].cards == [x]
    check(m)


# --- the campaign's engine hooks -------------------------------------------------------------------
def test_7_5_battle_plans_are_payable_with_tokens_on_them():
    _, s, f = table()
    merc = adviser(s, 1, "Mercenaries")
    s.tokens_on_cards[merc] = [1, 0]
    s.favor_supply -= 1
    assert merc in offered(f, Battle(1, 2), 1, "attacker")


def test_5_5_7_a_citizen_beating_the_empire_places_purple_warbands():
    m, s, f = table()
    p = s.players[1]
    p.role = "citizen"  # its 3 board warbands turn purple
    s.pool["red"] += 3
    s.pool[PURPLE] -= 3
    p.pawn = MOUNTAIN
    battle = Campaign(f).new_battle(1, 0)
    assert battle.non_imperial == 1
    battle.sites = [MOUNTAIN]
    s.slots[MOUNTAIN].warbands[PURPLE] = 0  # the defender's survivor went to the Chancellor's board
    s.players[0].board += 1
    drive(Campaign(f).victory(battle), "place:2")
    assert s.slots[MOUNTAIN].warbands == {PURPLE: 2} and p.board == 1
    check(m)


@pytest.mark.parametrize("seed", range(11, 15))
def test_7_random_matches_with_every_power_keep_every_piece(seed):
    from rules.core.selfplay import play_one
    m, _ = play_one(SPEC, 2 + seed % 5, seed)
    assert m.result["winners"]
