"""Oath: the powers of the denizens outside the first game (save ids 54-197, Law 7), each driven
through a real match position as in test_oath_powers_denizens.py: a match past setup, a card of
the rest of the box brought in (`bring`), the power's piece of the flow run with scripted answers,
its effect on the state checked. Invariants are checked after each case, the brought cards counted
as dealt."""
from __future__ import annotations

from dataclasses import replace

import pytest

from rules.oath.actions import Actions
from rules.oath.powers.base import adviser_limit
from rules.oath.state import BANDITS, Adviser, Battle

from .conftest import drive
from .oath_table import (C, MOUNTAIN, PLAINS, acting, adviser, after_setup, at_site, card, check, give_favor, lift,
                         settle_secrets)
from .test_oath_powers_denizens import battle_plans, offered, plan_id, rig, use


@pytest.fixture(autouse=True)
def box_world():
    """The first game's world as content holds it, given back after each test: `bring` adds the
    cards it brings to its world deck, so that the invariants count them as dealt."""
    world = C.world
    yield
    object.__setattr__(C, "world", world)


def bring(s, name: str) -> int:
    """A card of the rest of the box, brought into this match (lifted like any other card)."""
    x = lift(s, card(name))
    object.__setattr__(C, "world", replace(C.world, world_deck=C.world.world_deck + (x,)))
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
