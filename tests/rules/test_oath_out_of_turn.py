"""Oath: the decisions asked out of turn (rules outline, Part 4), each driven in a live match.

A match is taken past setup, its state edited to the case, and the flow started again from there
in the active player's Act phase (`live`); then every decision is answered with `answer`, which
checks that it is pending for the seat the Law names, and for it alone. Tests are named after the
Law section the decision belongs to. A decision the engine asks of the wrong seat, or does not ask,
is an xfail(strict) test naming what is missing."""
from __future__ import annotations

import pytest

from rules.oath.citizenship import Citizenship
from rules.oath.campaign import Campaign
from rules.oath.flow import Flow
from rules.oath.powers.base import REGISTRY
from rules.oath.state import BANDITS, PURPLE, Source

from .conftest import drive
from .oath_table import (C, GIANT, MOUNTAIN, PLAINS, ROCKY, SALT, WASTES, adviser, after_setup, answer, at_site,
                         card, check, clear_map, give_relic, lift, live, menu, new_match, put_site, rig, set_board,
                         set_warbands)

ANN, BOB, CID, DEE = range(4)  # Ann is the Chancellor; Bob is red, Cid blue, Dee white


def citizen(m, seat: int) -> None:
    """The Exile turns Citizen (6.6.2), their warbands purple."""
    drive(Citizenship(Flow(m)).become_citizen(seat))


def out_of_the_way(s, name: str) -> int:
    """A card off the map, onto the Cradle's discard pile (so no plan of it is offered)."""
    x = lift(s, card(name))
    s.discards["cradle"].append(x)
    return x


def plan_id(x: int, kind: str = "denizen") -> str:
    return f"plan:{kind}:{x}"


# --- 1: the defender's battle plans (5.5.3, 7.1.2) ------------------------------------------------
def test_5_5_3_defenders_battle_plans_are_asked_of_the_defender_out_of_turn(monkeypatch):
    m = after_setup(3)
    s = m.state
    clear_map(s)  # Plains: an empty faceup site; every pawn is there
    set_board(s, BOB, 4)
    merc = adviser(s, CID, "Mercenaries")  # its cost: place 1 favor
    rig(monkeypatch, attack="hollow_sword", defense="two_shields")
    m = live(m, BOB)
    s = m.state
    bank = s.banks["discord"]
    answer(m, BOB, "campaign:campaign")
    answer(m, BOB, f"defender:{CID}")  # Cid's pawn is the only target: nothing to choose
    answer(m, BOB, "dice:4")
    d = answer(m, CID, plan_id(merc))
    assert d.prompt == "Bob attacks you, targeting your pawn: use a battle plan?" and s.current() == BOB, \
        "asked of the defender in Bob's turn, told who attacks what"
    assert s.battle.attack_dice < 4 and (CID, "defender", merc) in [(x, side, src.id) for x, side, src in s.battle.plans]
    assert s.players[CID].favor == 0 and s.banks["discord"] == bank + 1 and not s.has_tokens(merc), \
        "paid out of turn: the favor goes to the card's bank, not onto the card (7.1.2)"
    menu(m, BOB)  # the defender won; Bob's turn goes on
    assert s.battle.winner == "defender" and merc in [a.card for a in s.players[CID].advisers]
    check(m)


def test_7_5_choices_inside_the_defenders_plans_are_the_defenders(monkeypatch):
    """Sticky Fire's "may" and Martial Culture's "may become a Citizen", used in defence: asked of
    the defender after the battle, in the attacker's turn, whose Act phase goes on."""
    m = after_setup(3)
    s = m.state
    clear_map(s)
    set_board(s, BOB, 4)
    fire = give_relic(s, CID, "Sticky Fire")
    s.slots[SALT].faceup = True
    set_warbands(s, SALT, "blue", 1)  # Cid rules Salt Flats and its Martial Culture
    culture = at_site(s, "Martial Culture", SALT)
    rig(monkeypatch, attack="hollow_sword", defense="two_shields")
    m = live(m, BOB)
    s = m.state
    answer(m, BOB, "campaign:campaign")
    answer(m, BOB, f"defender:{CID}")
    answer(m, BOB, f"target:pawn:{CID}")
    answer(m, BOB, "target:done")
    answer(m, BOB, "dice:4")
    answer(m, CID, plan_id(fire, "relic"))
    answer(m, CID, plan_id(culture))
    bob_favor = s.players[BOB].favor
    assert s.players[BOB].board == 2, "Bob lost: 2 of his 4 died, 2 left"
    d = answer(m, CID, "sticky:yes")
    assert d.prompt == "Bob attacks you, targeting your pawn: you won; burn the rest of Bob's force with Sticky Fire?"
    assert s.current() == BOB
    assert s.players[BOB].board == 0 and s.players[BOB].favor == bob_favor + 1 and s.players[CID].favor == 0
    d = answer(m, CID, "martial:yes")
    assert d.prompt == ("Bob attacks you, targeting your pawn: you won against an Exile; become a Citizen by "
                        "Martial Culture?")
    assert s.players[CID].role == "citizen"
    assert s.slots[SALT].warbands.get(PURPLE) == 1 and not s.slots[SALT].warbands.get("blue")
    menu(m, BOB)  # a Citizen made out of turn does not end the active player's Act phase
    check(m)


def test_11_3_a_defenders_battle_plan_asks_with_the_campaign_in_words(monkeypatch):
    """Wrestlers, used in defence: its question, out of turn, says who attacks whom and where."""
    m = after_setup(3)
    s = m.state
    clear_map(s)
    out_of_the_way(s, "Longbows")
    set_board(s, BOB, 4)
    set_board(s, CID, 2)
    set_warbands(s, MOUNTAIN, "blue", 1)
    wrestlers = adviser(s, CID, "Wrestlers")
    rig(monkeypatch)
    m = live(m, BOB)
    for choice in ("campaign:campaign", f"defender:{CID}", f"target:pawn:{CID}", f"target:site:{MOUNTAIN}", "dice:4"):
        answer(m, BOB, choice)
    answer(m, CID, plan_id(wrestlers))
    d = m.decision
    assert d.seat == CID and d.prompt == ("Bob attacks you, targeting Mountain and your pawn: which of your defending "
                                          "warbands dies for 1 more defense die (Wrestlers)?")


# --- 2: allies (5.5.2, 5.5.3) ----------------------------------------------------------------------
def allied_campaign(monkeypatch):
    """Bob attacks Cid, a Citizen; Dee, a Citizen at Bob's site, may join; the Chancellor is an
    ally of right. Each of the three defenders has a battle plan of their own, none of those used
    without asking (11.4). Returns the live match at Dee's question."""
    m = after_setup(4)
    s = m.state
    clear_map(s)
    citizen(m, CID)
    citizen(m, DEE)
    s.slots[SALT].faceup = True
    set_warbands(s, SALT, PURPLE, 1)  # the Empire's only site
    s.players[ANN].pawn = ROCKY
    set_board(s, BOB, 5)
    out_of_the_way(s, "Longbows")
    merc = adviser(s, CID, "Mercenaries")  # place 1 favor
    provisions = adviser(s, ANN, "Extra Provisions")  # place 1 favor
    doctor = adviser(s, DEE, "Traveling Doctor")  # discarded if the defence loses
    rig(monkeypatch)
    m = live(m, BOB)
    answer(m, BOB, "campaign:campaign")
    answer(m, BOB, f"defender:{CID}")
    answer(m, BOB, f"target:pawn:{CID}")
    answer(m, BOB, "target:done")
    return m, merc, provisions, doctor


@pytest.mark.parametrize("consent", ["consent:yes", "consent:no"])
def test_5_5_2_an_ally_opts_in_and_the_defender_consents_out_of_turn(monkeypatch, consent):
    m, merc, provisions, doctor = allied_campaign(monkeypatch)
    s = m.state
    d = answer(m, DEE, "ally:yes")
    assert d.prompt == "Bob attacks Cid, targeting Cid's pawn: offer to defend beside Cid?" and s.current() == BOB
    d = answer(m, CID, consent)
    assert d.prompt == "Bob attacks you, targeting your pawn: Dee offers to defend beside you"
    assert s.battle.allies == ([ANN, DEE] if consent == "consent:yes" else [ANN]), "the Chancellor is an ally unasked"
    answer(m, BOB, "dice:5")
    answer(m, CID, plan_id(merc))
    if consent == "consent:yes":
        answer(m, CID, f"next:{ANN}")  # two allies: the defender says who goes first
    d = answer(m, ANN, plan_id(provisions))
    assert d.prompt == "Bob attacks Cid, whom you defend as an ally, targeting Cid's pawn: use a battle plan?"
    if consent == "consent:yes":
        answer(m, DEE, plan_id(doctor))
    users = [(x, src.id) for x, _, src in s.battle.plans]
    assert ((DEE, doctor) in users) == (consent == "consent:yes"), "a refused ally uses no plan"


def test_5_5_3_each_ally_chooses_their_own_battle_plans(monkeypatch):
    m, merc, provisions, doctor = allied_campaign(monkeypatch)
    s = m.state
    answer(m, DEE, "ally:yes")
    answer(m, CID, "consent:yes")
    answer(m, BOB, "dice:5")
    answer(m, CID, plan_id(merc))  # the defender first
    answer(m, CID, f"next:{ANN}")
    d = answer(m, ANN, plan_id(provisions))  # then each ally: their own plans only
    assert {o.id for o in d.options} == {"plan:done", plan_id(provisions)}
    d = answer(m, DEE, "plan:done")
    assert {o.id for o in d.options} == {"plan:done", plan_id(doctor)}
    assert [(x, src.id) for x, _, src in s.battle.plans] == [(CID, merc), (ANN, provisions)]
    assert s.current() == BOB


def test_5_5_3_the_defender_orders_the_allies(monkeypatch):
    m, merc, provisions, doctor = allied_campaign(monkeypatch)
    answer(m, DEE, "ally:yes")
    answer(m, CID, "consent:yes")
    answer(m, BOB, "dice:5")
    answer(m, CID, plan_id(merc))
    d = m.decision  # before any ally's plans: the defender says who goes first
    assert d.seat == CID and not any(o.id.startswith("plan:") for o in d.options)
    assert d.prompt == "Bob attacks you, targeting your pawn: which of your allies chooses battle plans next?"
    dee_first = next(o.id for o in d.options if "Dee" in o.label)
    answer(m, CID, dee_first)
    answer(m, DEE, plan_id(doctor))


# --- 3: losses (5.5.6) -----------------------------------------------------------------------------
def two_site_defence(m, color: str, monkeypatch):
    """Bob, alone at Plains with 6 warbands, beats the side with 2 `color` warbands at Plains and 2
    at Mountain; the defender's pawn is elsewhere (Rocky Coast)."""
    s = m.state
    clear_map(s)
    out_of_the_way(s, "Longbows")  # no battle plan for the defenders
    set_warbands(s, PLAINS, color, 2)
    set_warbands(s, MOUNTAIN, color, 2)
    s.players[ANN].pawn = s.players[CID].pawn = ROCKY
    set_board(s, BOB, 6)
    rig(monkeypatch, attack="sword", defense="blank")
    m = live(m, BOB)
    answer(m, BOB, "campaign:campaign")
    if m.decision.prompt == "Campaign: who defends?":  # the Chancellor rules Plains too
        answer(m, BOB, f"defender:{CID}")
    answer(m, BOB, f"target:site:{MOUNTAIN}")  # Plains is the defender's site here: targeted already
    answer(m, BOB, "dice:6")
    return m


def test_5_5_6_the_defender_picks_which_counted_warbands_die(monkeypatch):
    m = two_site_defence(after_setup(3), "blue", monkeypatch)
    s = m.state
    d = answer(m, CID, f"lose:site:{MOUNTAIN}")
    assert d.prompt == "Bob defeated you: choose the warbands that die (1 of 2)" and s.current() == BOB
    answer(m, CID, f"lose:site:{MOUNTAIN}")
    assert not s.slots[MOUNTAIN].warbands.get("blue") and not s.slots[PLAINS].warbands.get("blue")
    assert s.players[CID].board == 3 + 2, "Plains' 2 survivors went to Cid's board"
    answer(m, BOB, "place:1")
    answer(m, BOB, "place:1")
    menu(m, BOB)
    check(m)


def test_5_5_6_the_chancellor_chooses_imperial_losses(monkeypatch):
    m = after_setup(3)
    citizen(m, CID)
    m = two_site_defence(m, PURPLE, monkeypatch)
    s = m.state
    ch_board = s.players[ANN].board
    d = answer(m, ANN, f"lose:site:{PLAINS}")  # Cid defends; the Chancellor chooses for the Empire
    assert d.prompt == "Bob defeated Cid: as the Chancellor, choose the Imperial warbands that die (1 of 2)"
    assert s.battle.defender == CID and s.current() == BOB
    answer(m, ANN, f"lose:site:{PLAINS}")
    assert not s.slots[PLAINS].warbands.get(PURPLE) and not s.slots[MOUNTAIN].warbands.get(PURPLE)
    assert s.players[ANN].board == ch_board + 2, "Mountain's purple survivors go to the Chancellor's board"
    answer(m, BOB, "place:1")
    answer(m, BOB, "place:1")
    menu(m, BOB)
    check(m)


def test_5_5_7_sacrifice_and_the_banished_pawns_destination_are_the_attackers(monkeypatch):
    """Not out of turn: the attacker's sacrifice and where a beaten pawn goes."""
    m = after_setup(3)
    s = m.state
    clear_map(s)
    set_board(s, BOB, 4)
    rig(monkeypatch, attack="sword", defense="shield")
    m = live(m, BOB)
    s = m.state
    answer(m, BOB, "campaign:campaign")
    answer(m, BOB, f"defender:{CID}")
    answer(m, BOB, "dice:4")
    d = answer(m, BOB, "sacrifice:yes")
    assert d.prompt.startswith("Attack ")
    d = answer(m, BOB, f"banish:{ROCKY}")
    assert d.prompt == "You won: send Cid's pawn where?" and s.players[CID].pawn == ROCKY
    menu(m, BOB)


# --- 4: the title (2.11) ---------------------------------------------------------------------------
def test_2_11_title_tie_put_to_the_holder_on_anyone_s_turn(monkeypatch):
    m = after_setup(4)
    s = m.state
    clear_map(s)
    out_of_the_way(s, "Longbows")
    for slot in (SALT, WASTES):
        s.slots[slot].faceup = True
    set_warbands(s, PLAINS, "red", 1)
    set_warbands(s, MOUNTAIN, "red", 1)  # Bob: 2 sites, the holder
    set_warbands(s, ROCKY, "blue", 1)  # Cid: 1
    set_warbands(s, SALT, "white", 1)
    set_warbands(s, WASTES, "white", 1)  # Dee: 2, tied with the holder
    s.title_holder, s.usurper = BOB, False
    s.players[BOB].pawn = ROCKY
    rig(monkeypatch)
    m = live(m, CID)
    s = m.state
    answer(m, CID, "campaign:campaign")
    answer(m, CID, f"defender:{BOB}")
    answer(m, CID, "target:done")  # Plains only
    answer(m, CID, "dice:3")
    answer(m, CID, "place:1")  # Cid takes Plains: Bob 1, Cid 2, Dee 2
    d = answer(m, BOB, f"title:{DEE}")
    assert d.prompt == "Cid and Dee tie for the title under the Oath of Supremacy: give it to whom?"
    assert {o.id for o in d.options} == {"title:2", "title:3"}
    assert s.current() == CID and s.title_holder == DEE and not s.usurper
    menu(m, CID)
    check(m)


# --- 5: offers (6.6, 7.6.3) ------------------------------------------------------------------------
def test_6_6_citizenship_is_proposed_and_the_exile_accepts_or_declines_out_of_turn():
    m = live(after_setup(3), ANN)
    s = m.state
    for reply in ("offer:decline", "offer:accept"):
        favor = (s.players[ANN].favor, s.players[BOB].favor)
        answer(m, ANN, f"citizen:offer:{BOB}")
        answer(m, ANN, "space:0")
        answer(m, ANN, "swap:give:favor")
        answer(m, ANN, "swap:done")
        d = answer(m, BOB, reply)
        assert d.prompt == "Ann offers you Citizenship: the relic on the Brutal space, 1 favor to you. Accept or decline?"
        assert s.current() == ANN
        menu(m, ANN)  # a counter-offer is no decision of its own: a new proposal is the proposer's
        if reply == "offer:decline":
            assert s.players[BOB].role == "exile" and s.reliquary[0] is not None
            assert (s.players[ANN].favor, s.players[BOB].favor) == favor
    assert s.players[BOB].role == "citizen" and s.reliquary[0] is None
    assert (s.players[ANN].favor, s.players[BOB].favor) == (favor[0] - 1, favor[1] + 1)
    check(m)


def test_6_6_1_each_kind_of_a_swap_goes_one_way_so_an_offer_ends():  # content decision 111
    """After 1 favor given, asking for favor is not offered: it would cancel the gift, and a bot
    could add and take back for ever (a search bot did, hundreds of times in one offer)."""
    m = live(after_setup(3), ANN)
    answer(m, ANN, f"citizen:offer:{BOB}")
    answer(m, ANN, "space:0")
    assert {"swap:give:favor", "swap:ask:favor"} <= {o.id for o in m.decision.options}
    answer(m, ANN, "swap:give:favor")
    offered = {o.id for o in m.decision.options}
    assert "swap:ask:favor" not in offered and "swap:done" in offered


def test_7_3_tinkers_fair_deal_is_accepted_by_the_other_player_out_of_turn():
    m = after_setup(3)
    fair = at_site(m.state, "Tinker's Fair", PLAINS)
    m = live(m, BOB)
    s = m.state
    answer(m, BOB, f"power:denizen:{fair}")
    answer(m, BOB, f"partner:{CID}")
    answer(m, BOB, "deal:take:favor")
    answer(m, BOB, "deal:done")
    d = answer(m, CID, "deal:decline")
    assert d.prompt == "Bob offers you a binding deal: you give 1 favor. Accept or decline?" and s.players[CID].favor == 1
    menu(m, BOB)
    answer(m, BOB, f"power:denizen:{fair}")  # a new proposal (free: no cap on it, 6.2)
    answer(m, BOB, f"partner:{CID}")
    answer(m, BOB, "deal:take:favor")
    answer(m, BOB, "deal:done")
    answer(m, CID, "deal:accept")
    assert (s.players[BOB].favor, s.players[CID].favor) == (2, 0)
    menu(m, BOB)
    check(m)


def test_2_8_the_tribunal_deal_is_accepted_by_the_other_player_out_of_turn():
    m = after_setup(3)
    s = m.state
    put_site(s, SALT, "The Tribunal")
    s.players[BOB].pawn = SALT
    m = live(m, BOB)
    s = m.state
    answer(m, BOB, f"power:site:{s.slots[SALT].site}")
    answer(m, BOB, f"deal:with:{ANN}")  # any player, wherever their pawn
    answer(m, BOB, "deal:ask:favor")
    answer(m, BOB, "deal:done")
    d = answer(m, ANN, "deal:accept")
    assert d.prompt.startswith("The Tribunal: Bob offers") and s.current() == BOB
    assert (s.players[BOB].favor, s.players[ANN].favor) == (2, 1)
    menu(m, BOB)
    check(m)


# --- 6: consent (6.5) ------------------------------------------------------------------------------
def test_6_5_the_chancellor_consents_to_a_citizens_warband_moves():
    m = after_setup(3)
    citizen(m, CID)
    set_warbands(m.state, PLAINS, PURPLE, 4)
    m = live(m, CID)
    s = m.state
    board = s.players[CID].board
    answer(m, CID, "toboard")
    answer(m, CID, "warbands:2")
    d = answer(m, ANN, "consent:no")
    assert d.prompt == "Cid asks to move 2 warbands off Plains to their board: agree?" and s.current() == CID
    assert s.slots[PLAINS].warbands[PURPLE] == 4 and s.players[CID].board == board
    answer(m, CID, "toboard")
    answer(m, CID, "warbands:3")
    answer(m, ANN, "consent:yes")
    assert s.slots[PLAINS].warbands[PURPLE] == 1 and s.players[CID].board == board + 3
    answer(m, CID, f"take:{ANN}")  # Imperial partners at one site: the other consents
    answer(m, CID, "warbands:2")
    d = answer(m, ANN, "consent:yes")
    assert d.prompt == "Cid asks to take 2 warbands from your board: agree?"
    assert s.players[CID].board == board + 5
    menu(m, CID)
    check(m)


def test_6_5_warning_signals_lowering_a_citizens_site_asks_the_chancellor_in_anothers_turn():
    m = after_setup(3)
    s = m.state
    clear_map(s)
    citizen(m, CID)
    s.slots[SALT].faceup = True
    set_warbands(s, SALT, PURPLE, 3)
    signals = adviser(s, CID, "Warning Signals")
    set_board(s, BOB, 3)
    m = live(m, BOB)
    s = m.state
    board = s.players[CID].board
    answer(m, BOB, "campaign:campaign")
    answer(m, BOB, f"defender:{CID}")
    answer(m, BOB, f"target:pawn:{CID}")
    answer(m, BOB, "target:done")
    answer(m, BOB, "dice:3")
    answer(m, CID, plan_id(signals))
    d = answer(m, CID, f"signals:site:{SALT}")
    assert d.prompt == "Bob attacks you, targeting your pawn: rearrange your warbands (Warning Signals)"
    d = answer(m, CID, "signals:1")
    assert d.prompt == "Bob attacks you, targeting your pawn: how many warbands at Salt Flats (Warning Signals)?"
    d = answer(m, ANN, "consent:yes")  # neither the active player nor the defender: the Chancellor
    assert d.prompt == ("Bob attacks Cid, whom you defend as an ally, targeting Cid's pawn: Cid, defending with "
                        "Warning Signals, asks to take 2 warbands off Salt Flats: agree?")
    assert s.current() == BOB
    assert s.slots[SALT].warbands[PURPLE] == 1 and s.players[CID].board == board + 2


# --- 7: power prompts to others (2.8, 7.3) -------------------------------------------------------------
@pytest.mark.parametrize("color, ruler", [("blue", CID), (PURPLE, ANN)])
def test_2_8_shrouded_wood_an_enemy_ruler_picks_the_travellers_destination(color, ruler):
    m = after_setup(3)
    s = m.state
    clear_map(s)
    put_site(s, GIANT, "Shrouded Wood")
    set_warbands(s, GIANT, color, 1)  # Cid, or the Empire (the Chancellor picks)
    s.players[BOB].pawn = GIANT
    m = live(m, BOB)
    s = m.state
    answer(m, BOB, f"travel:{GIANT}")
    d = answer(m, ruler, f"dest:{ROCKY}")
    assert d.prompt == "Bob's pawn leaves Shrouded Wood, where you rule: send it where?" and s.current() == BOB
    assert s.players[BOB].pawn == ROCKY
    menu(m, BOB)


def test_7_3_the_gathering_asks_each_player_in_turn_order_from_the_active_one():
    m = after_setup(4)
    s = m.state
    s.players[CID].pawn = MOUNTAIN
    gathering = adviser(s, CID, "The Gathering", faceup=False)
    m = live(m, CID)
    s = m.state
    answer(m, CID, f"reveal:{gathering}:site")
    answer(m, DEE, "gather:come")  # Dee, Ann, Bob: turn order from Cid
    answer(m, ANN, "gather:stay")
    answer(m, BOB, "gather:come")
    assert [p.pawn for p in s.players] == [PLAINS, MOUNTAIN, MOUNTAIN, MOUNTAIN]
    answer(m, CID, "partner:none")  # then each player there proposes, in the same order
    answer(m, DEE, f"partner:{BOB}")
    answer(m, DEE, "deal:give:favor")
    answer(m, DEE, "deal:take:secrets")
    answer(m, DEE, "deal:done")
    answer(m, BOB, "deal:accept")
    answer(m, BOB, "partner:none")
    assert (s.players[DEE].favor, s.players[BOB].favor) == (0, 2)
    menu(m, CID)
    check(m)


# --- 8: the purple shortfall (6.6.2) -----------------------------------------------------------------
def test_6_6_2_purple_shortfall_chosen_by_the_accepting_exile():
    m = after_setup(3)
    s = m.state
    set_board(s, ANN, s.players[ANN].board + s.pool[PURPLE] - 2)  # 2 purple warbands left
    s.slots[SALT].faceup = True
    set_warbands(s, SALT, "red", 1)  # Bob: 3 on the board, 1 at Salt Flats: 2 too many
    m = live(m, ANN)
    s = m.state
    answer(m, ANN, f"citizen:offer:{BOB}")
    answer(m, ANN, "space:0")
    answer(m, ANN, "swap:done")
    answer(m, BOB, "offer:accept")
    d = answer(m, BOB, "purple:board")
    assert d.prompt.startswith("You become a Citizen, and the Empire has too few purple warbands") and s.current() == ANN
    answer(m, BOB, f"purple:{SALT}")
    assert s.players[BOB].role == "citizen" and s.players[BOB].board == 2 and s.pool[PURPLE] == 0
    assert not s.slots[SALT].warbands.get(PURPLE) and not s.slots[SALT].warbands.get("red")
    menu(m, ANN)  # in the Scepter holder's turn, which goes on
    check(m)


# --- 9: setup (1) ----------------------------------------------------------------------------------
def test_1_6_each_player_in_turn_order_places_a_pawn_and_keeps_an_adviser():
    m = new_match(3)
    s = m.state
    hands = [list(h) for h in s.hands]
    d = answer(m, ANN, f"keep:{hands[ANN][1]}")  # the Chancellor's pawn is not asked: the top Cradle site
    assert d.prompt.startswith("Keep one card") and s.players[ANN].pawn == PLAINS
    answer(m, BOB, f"pawn:{ROCKY}")
    answer(m, BOB, f"keep:{hands[BOB][2]}")
    answer(m, CID, f"pawn:{MOUNTAIN}")
    answer(m, CID, f"keep:{hands[CID][0]}")
    assert [p.pawn for p in s.players] == [PLAINS, ROCKY, MOUNTAIN]
    assert [[(a.card, a.faceup) for a in p.advisers] for p in s.players] == \
        [[(hands[ANN][1], False)], [(hands[BOB][2], False)], [(hands[CID][0], False)]]
    menu(m, ANN)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_1_3_the_chancellor_and_the_boards_are_not_asked_nor_is_favor_short(players):
    """The Chancellor is the first player listed and every other board is an Exile's (Content
    decision 1): setup asks only for pawns and kept advisers. The first game's faceup sites carry
    no favor, so the Chancellor never has scarce favor to split among them."""
    m = new_match(players)
    s = m.state
    assert [p.role for p in s.players] == ["chancellor"] + ["exile"] * (players - 1)
    assert sum(C.sites[sl.site].favor for sl in s.slots if sl.faceup) == 0 and s.favor_supply >= 0
    prompts = set()
    while s.phase == "setup":
        prompts.add(m.decision.prompt)
        m.play(m.decision.options[0].id)
    assert prompts == {"Place your pawn on a faceup site", "Keep one card as a facedown adviser; the others are discarded"}


# --- 11: no decider: the bandits (5.5.3) --------------------------------------------------------------
def test_5_5_3_bandit_plans_apply_without_a_decision(monkeypatch):
    m = after_setup(3)
    s = m.state
    clear_map(s)  # Plains is the bandits'
    out_of_the_way(s, "Longbows")
    traps = at_site(s, "Bear Traps", PLAINS)
    wrestlers = at_site(s, "Wrestlers", PLAINS)  # it needs a player: the bandits never use it
    provisions = at_site(s, "Extra Provisions", PLAINS)  # not free: the bandits cannot pay
    set_board(s, BOB, 4)
    rig(monkeypatch)
    m = live(m, BOB)
    s = m.state
    answer(m, BOB, "campaign:campaign")
    answer(m, BOB, f"defender:{BANDITS}")
    answer(m, BOB, "dice:4")  # the next decision is Bob's again: nobody was asked for the bandits
    used = [(x, src.id) for x, _, src in s.battle.plans]
    assert used == [(None, traps)] and wrestlers not in [y for _, y in used] and provisions not in [y for _, y in used]
    assert s.battle.attack_dice == 4 + 1 - 1, "Plains adds 1; Bear Traps takes 1"
    assert s.players[BOB].board == 3, "Bear Traps took a warband"
    answer(m, BOB, "place:1")
    menu(m, BOB)
    check(m)


def test_5_5_3_no_decision_is_ever_asked_of_the_bandits():
    """Every free battle plan the bandits may use (at a site nobody rules) acts without a choice,
    before and after the battle: those that would ask (Wrestlers, Warning Signals, Martial Culture,
    Battle Honors, ...) refuse the bandits."""
    m = after_setup(3)
    f = Flow(m)
    battle = Campaign(f).new_battle(BOB, BANDITS)
    used = []
    for x, d in C.denizens.items():
        if not (set(d.kinds) & {"battle_plan:defender", "battle_plan:either"}) or not d.cost.free:
            continue
        src, power = Source("denizen", x, d.power, slot=SALT), REGISTRY[d.power]
        if not power.plan_allowed(f, battle, "defender", None, src):
            continue
        used.append(d.name)
        for steps in (power.plan(f, battle, "defender", None, src),
                      power.after(f, battle, "defender", None, src, True),
                      power.after(f, battle, "defender", None, src, False)):
            with pytest.raises(StopIteration):
                next(steps)
    assert {"Longbows", "Bear Traps"} <= set(used) and "Wrestlers" not in used and "Martial Culture" not in used
