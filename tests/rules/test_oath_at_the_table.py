"""Oath at the table (REFERENCE 11): what each seat reads, the components each option concerns and
the action menu in two keys, the prompts of the decisions asked out of turn, the choices made
for a seat because nobody would refuse them, and the standing in Oath's own words."""
from __future__ import annotations

import random
import re

from rules.core import Option
from rules.oath.actions import fitted
from rules.oath.cards import TITLE_ID, card_id, site_id
from rules.oath.citizenship import Citizenship
from rules.oath.content import GOALS, SCEPTER_ID
from rules.oath.flow import Flow
from tabletop_tui.menu import fits, menu

from .conftest import drive
from .oath_table import (C, LUSH, MOUNTAIN, NAMES, PLAINS, SPEC, adviser, after_setup, answer, at_site, card, check,
                         clear_map, give_relic, lift, live, menu as actions_pending, new_match, rig, set_board,
                         set_warbands, take)

ANN, BOB, CID, DEE = range(4)  # Ann is the Chancellor


def citizen(m, seat: int) -> None:
    drive(Citizenship(Flow(m)).become_citizen(seat))


def cards(m, seat):
    return m.view(seat)["cards"]


def option(m, option_id: str) -> Option:
    o = m.decision.option(option_id)
    assert o is not None, f"{option_id!r} not among {[x.id for x in m.decision.options]}"
    return o


def random_matches(count: int):
    """Seeded random matches over 2 to 6 players, each yielded at every decision."""
    for seed in range(1, count + 1):
        m = SPEC.new_match(NAMES[:seed % 5 + 2], seed=seed)
        pick = random.Random(seed)
        while m.decision is not None:
            yield m
            m.play(pick.choice(m.decision.options).id)


# --- 11.1 What each seat reads ------------------------------------------------------------------------
def test_11_1_a_seat_reads_what_lies_faceup_and_its_own_hand():
    m = new_match(3)  # in setup: each seat holds its three cards
    s = m.state
    mine = cards(m, ANN)
    assert {mine[card_id(x)]["where"] for x in s.hands[ANN]} == {"Your hand"}
    assert not any(card_id(x) in mine for x in s.hands[BOB]), "another seat's hand"
    assert mine["oath:supremacy"]["where"] == "In force"
    assert mine[TITLE_ID]["where"] == "Your board, Oathkeeper side up"
    assert cards(m, BOB)[TITLE_ID]["where"] == "Ann's board, Oathkeeper side up"
    assert mine["banner:peoples_favor"]["where"] == "Unclaimed" and mine["reliquary:0"]["where"] == "The Reliquary"
    assert mine[card_id(SCEPTER_ID)]["where"] == "Your relics"
    assert mine[site_id(s.slots[PLAINS].site)]["where"] == "The Cradle"
    assert mine[card_id(card("Longbows"))]["where"] == "Plains"
    assert site_id(s.slots[LUSH].site) not in mine, "a facedown site"
    assert not any(card_id(x) in mine for x in s.slots[MOUNTAIN].relics), "a facedown relic"
    assert all(entry["name"] and entry["kind"] for entry in mine.values())


def test_11_1_facedown_advisers_are_their_owners_and_a_peeked_relic_its_peekers():
    m = after_setup(3)
    s = m.state
    kept = s.players[BOB].advisers[0].card
    assert cards(m, BOB)[card_id(kept)]["where"] == "Your advisers, facedown"
    assert card_id(kept) not in cards(m, CID) and card_id(kept) not in cards(m, None)
    relic = s.slots[MOUNTAIN].relics[0]
    s.players[BOB].pawn = MOUNTAIN
    take(m, BOB, "peek:0")
    assert cards(m, BOB)[card_id(relic)]["where"] == "Mountain, facedown"
    assert card_id(relic) not in cards(m, CID)


def test_11_1_at_the_end_every_face_is_up():
    m = SPEC.new_match(NAMES[:3], seed=4)
    pick = random.Random(4)
    while m.decision is not None:
        m.play(pick.choice(m.decision.options).id)
    public = cards(m, None)
    assert all(site_id(slot.site) in public for slot in m.state.slots)


def test_11_1_a_seat_reads_the_table_between_two_rounds(monkeypatch):
    """After the round's last Rest and before the next Wake (the end die's moment) it is nobody's
    turn: every seat's view of the flow's own position there says so."""
    seen = []
    end_of_round = Flow.end_of_round

    def looking(self):
        seen.append([self.m.view(seat) for seat in (None, *range(len(self.s.players)))])
        return (yield from end_of_round(self))

    monkeypatch.setattr(Flow, "end_of_round", looking)
    m = new_match(3)
    pick = random.Random(3)
    while m.state.round == 1:
        m.play(pick.choice(m.decision.options).id)
    assert len(seen) == 1
    assert [(v["round"], v["current"]) for v in seen[0]] == [(1, None)] * 4


# --- 11.2 Options ------------------------------------------------------------------------------------
def test_11_2_each_option_names_the_components_it_concerns():
    m = after_setup(3)  # Ann's actions; every pawn on Plains, where Longbows stands
    s = m.state
    longbows, mountain = card_id(card("Longbows")), site_id(s.slots[MOUNTAIN].site)
    assert option(m, f"muster:{card('Longbows')}").cards == (longbows,)
    assert option(m, f"trade:{card('Longbows')}-secret").label == "Trade 1 secret for 1 favor at Longbows (1 Supply)"
    assert option(m, f"travel:{MOUNTAIN}").cards == (mountain,)
    assert option(m, f"travel:{MOUNTAIN}").label == "Travel to Mountain (2 Supply)"
    assert option(m, f"travel:{LUSH}").cards == (), "a facedown site is read by nobody"
    assert option(m, f"travel:{LUSH}").label == "Travel to the facedown site in the Cradle (1 Supply)"
    assert option(m, f"citizen:offer:{BOB}").cards == (card_id(SCEPTER_ID),)
    harp = give_relic(s, ANN, "Truthful Harp")
    m = live(m, ANN)
    search = option(m, f"search:world:via-relic-{harp}")
    assert search.label == "Search the world deck with Truthful Harp (2 Supply)" and search.cards == (card_id(harp),)


def test_11_2_the_action_menu_files_options_by_action():
    m = after_setup(6)  # 24 options: more than the number keys
    groups = {o.id: o.group for o in m.decision.options}
    assert groups[f"travel:{MOUNTAIN}"] == "Travel" and groups[f"muster:{card('Longbows')}"] == "Muster or trade"
    assert groups[f"citizen:offer:{BOB}"] == "Use a power" and groups["end"] == ""
    assert fits(menu([o._asdict() for o in m.decision.options]))


def test_11_2_a_group_too_long_lets_its_largest_finer_groups_stand_apart():
    fine = ["Travel"] * 5 + ["Travel with Tents"] * 3 + ["Travel with Dragonskin Drum"] * 4
    entries = [(Option(f"x{i}", f"x{i}", "5.6", group="Travel"), f) for i, f in enumerate(fine)]
    groups = [o.group for o in fitted(entries)]
    assert groups == ["Travel"] * 8 + ["Travel with Dragonskin Drum"] * 4, "the largest apart: 8 left fit"
    assert fitted(entries[:9]) == [o for o, _ in entries[:9]], "nine fit as they are"


def test_11_2_every_decision_is_two_number_keys_deep_in_random_play():
    for m in random_matches(10):
        options = [o._asdict() for o in m.decision.options]
        assert fits(menu(options)), (m.decision.prompt, [o["label"] for o in options])


def test_11_2_facedown_relics_at_a_site_are_one_option_and_a_peeked_one_is_named():
    m = after_setup(3)
    s = m.state
    s.slots[MOUNTAIN].relics.append(s.relic_deck.pop(0))
    s.players[BOB].pawn = MOUNTAIN
    s.players[BOB].favor = 3
    s.favor_supply -= 2
    m = live(m, BOB)
    s = m.state
    recover = [o for o in m.decision.options if o.id.startswith("recover:relic")]
    assert [o.label.split(" (")[0] for o in recover] == ["Recover one of the 2 facedown relics at Mountain"]
    first = s.slots[MOUNTAIN].relics[0]
    answer(m, BOB, "peek:0")
    recover = {o.id: o for o in m.decision.options if o.id.startswith("recover:relic")}
    assert recover["recover:relic-0"].label.startswith(f"Recover {C.card_name(first)} at Mountain")
    assert card_id(first) in recover["recover:relic-0"].cards
    assert recover["recover:relic-1"].label.startswith("Recover the facedown relic at Mountain")


# --- 11.3 Decisions out of turn ----------------------------------------------------------------------
def test_11_3_a_seat_called_out_of_turn_is_told_who_did_what():
    """The first of each run of decisions asked of a seat in another's turn names another player:
    the curtain says why the seat is called."""
    last = None
    for m in random_matches(10):
        d, s = m.decision, m.state
        if s.phase in ("wake", "act", "rest") and d.seat != s.current() and d.seat != last:
            others = [name for seat, name in enumerate(m.players) if seat != d.seat]
            assert any(re.search(rf"\b{name}\b", d.prompt) for name in others), d.prompt
        last = d.seat


def test_11_3_every_question_out_of_turn_in_a_campaign_says_who_attacks_whom():
    """Whoever is asked in another's campaign (an ally, the defender, the Chancellor) reads who
    attacks and which side: "Bob attacks Cid, targeting Plains: ...", "Bob defeated you: ..."."""
    asked, fought = 0, None
    for m in random_matches(30):
        d, s, b = m.decision, m.state, m.state.battle
        if d.seat == s.current() and d.prompt.startswith("Your actions"):
            fought = b  # the campaign on the board is over: what follows is not part of it
        if b is None or b is fought or d.seat == s.current():
            continue
        side = "the bandits" if b.defender < 0 else "you" if d.seat == b.defender else m.players[b.defender]
        assert re.match(rf"{m.players[b.attacker]} (attacks|defeated) {side}\b", d.prompt), d.prompt
        asked += 1
    assert asked > 20


# --- 11.4 Taken without asking -----------------------------------------------------------------------
def test_11_4_a_defenders_welcome_battle_plans_are_used_unasked(monkeypatch):
    m = after_setup(3)
    s = m.state
    clear_map(s)
    lift(s, card("Longbows"))
    traps = adviser(s, CID, "Bear Traps")  # free, and only helps the defence
    merc = adviser(s, CID, "Mercenaries")  # costs a favor: asked
    set_board(s, BOB, 4)
    rig(monkeypatch)
    m = live(m, BOB)
    s = m.state
    answer(m, BOB, "campaign:campaign")
    answer(m, BOB, f"defender:{CID}")
    answer(m, BOB, "dice:4")
    d = m.decision
    assert d.seat == CID and {o.id for o in d.options} == {"plan:done", f"plan:denizen:{merc}"}
    assert [(x, src.id) for x, _, src in s.battle.plans] == [(CID, traps)]
    assert "Cid uses Bear Traps" in [e.text for e in m.log]


def test_11_4_the_attacker_is_asked_about_every_plan():
    m = after_setup(3)
    s = m.state
    clear_map(s)
    set_board(s, BOB, 4)
    s.players[BOB].advisers = []
    bows = adviser(s, BOB, "Longbows")
    m = live(m, BOB)
    answer(m, BOB, "campaign:campaign")
    answer(m, BOB, f"defender:{CID}")
    answer(m, BOB, "dice:4")
    assert {o.id for o in m.decision.options} == {"plan:done", f"plan:denizen:{bows}"} and m.decision.seat == BOB


def test_11_4_a_gift_of_favor_is_taken_unasked():
    m = after_setup(3)
    fair = at_site(m.state, "Tinker's Fair", PLAINS)
    m = live(m, BOB)
    s = m.state
    answer(m, BOB, f"power:denizen:{fair}")
    answer(m, BOB, f"partner:{CID}")
    answer(m, BOB, "deal:give:favor")
    answer(m, BOB, "deal:done")
    actions_pending(m, BOB)  # Cid was not asked
    assert (s.players[BOB].favor, s.players[CID].favor) == (0, 2)
    assert "Cid accepts: Bob gives 1 favor (a gift of favor alone is taken without asking)" in [e.text for e in m.log]
    check(m)


def test_11_4_warbands_given_to_the_chancellor_are_taken_unasked():
    m = after_setup(3)
    citizen(m, CID)
    m = live(m, CID)
    s = m.state
    chancellor = s.players[ANN].board
    answer(m, CID, f"give:{ANN}")
    answer(m, CID, "warbands:2")
    actions_pending(m, CID)
    assert s.players[ANN].board == chancellor + 2
    assert option(m, f"give:{ANN}").label == "Give Ann warbands from your board"
    check(m)


def test_11_4_the_defender_orders_the_allies_only_when_two_have_plans_to_choose(monkeypatch):
    m = after_setup(4)
    s = m.state
    clear_map(s)
    lift(s, card("Longbows"))
    citizen(m, CID)
    citizen(m, DEE)
    s.slots[MOUNTAIN].faceup = True
    set_warbands(s, MOUNTAIN, "purple", 1)
    s.players[ANN].pawn = MOUNTAIN
    set_board(s, BOB, 5)
    doctor = adviser(s, DEE, "Traveling Doctor")  # Dee's alone: the Chancellor, an ally too, has none
    rig(monkeypatch)
    m = live(m, BOB)
    answer(m, BOB, "campaign:campaign")
    answer(m, BOB, f"defender:{CID}")
    answer(m, BOB, f"target:pawn:{CID}")
    answer(m, BOB, "target:done")
    answer(m, DEE, "ally:yes")
    answer(m, CID, "consent:yes")
    answer(m, BOB, "dice:5")
    d = m.decision
    assert d.seat == DEE and {o.id for o in d.options} == {"plan:done", f"plan:denizen:{doctor}"}, d.prompt


# --- 11.5 The standing -------------------------------------------------------------------------------
def test_11_5_the_situation_in_oaths_words():
    m = after_setup(3)
    assert m.view(BOB)["situation"] == [
        "Ann holds the title, Oathkeeper side up, under the Oath of Supremacy: rule more sites than anyone else.",
        "Sites ruled: Ann 3, Bob 0, Cid 0.",
        "Round 1 of 8: 7 rounds after this one. The end die is first rolled after round 5."]
    s = m.state
    s.title_holder, s.usurper = BOB, True
    s.players[BOB].vision = lift(s, card("Conquest"))
    s.round = 6
    lines = m.view(None)["situation"]
    assert lines[0] == "Bob holds the title, Usurper side up, under the Oath of Supremacy: rule more sites than anyone else."
    assert "Bob wins at their next Wake if they still hold the title." in lines
    assert ("Bob's Vision, Conquest: rule more sites than anyone else. Bob does not meet it now; it wins at a Wake "
            "only once 3 Visions are drawn (0 so far).") in lines
    assert lines[-1] == ("Round 6 of 8: 2 rounds after this one. After it, with the title in Imperial hands, the "
                         "Chancellor rolls the end die and the Empire wins on 5 or more.")


def test_11_5_the_threats_the_visions_and_the_successor_in_words():
    m = after_setup(3)
    s = m.state
    s.title_holder = BOB
    s.players[BOB].vision = lift(s, card("Sanctuary"))
    give_relic(s, BOB, "Map")
    s.banners["darkest_secret"].holder = BOB
    s.visions_drawn = 3
    s.players[CID].role = "citizen"
    lines = m.view(None)["situation"]
    assert "Bob turns it to its Usurper side at their next Wake, and wins at the Wake after if they keep it." in lines
    assert ("Bob's Vision, Sanctuary: hold more relics and banners, counted together, than anyone else. Bob meets it "
            "now.") in lines, "3 Visions drawn: nothing more to wait for"
    assert lines[-2] == ("Successor: a Citizen who would hold more relics and banners, counted together, than the "
                         "Chancellor and every other Citizen wins instead of the Chancellor; none would now.")
    give_relic(s, CID, "Whistle")
    give_relic(s, CID, "Ivory Eye")
    assert m.view(None)["situation"][-2].endswith("instead of the Chancellor; Cid would now.")
    s.phase = "over"
    assert m.view(None)["situation"][-1].endswith("instead of the Chancellor; Cid did.")


def test_11_5_how_far_each_player_meets_each_oath():
    m = after_setup(3)
    s = m.state
    s.banners["darkest_secret"].holder = BOB
    lines = {}
    for oath in ("protection", "people", "devotion"):
        s.oath = oath
        lines[oath] = m.view(None)["situation"][1]
    assert lines == {"protection": "Relics and banners: Ann 1, Bob 1, Cid 0.", "people": "The People's Favor: unclaimed.",
                     "devotion": "The Darkest Secret: Bob holds it."}


def test_11_5_the_rounds_left_and_the_end_die():
    m = after_setup(3)
    s = m.state
    lines = {}
    for round_ in (4, 5, 7, 8):
        s.round = round_
        lines[round_] = m.view(None)["situation"][-1]
    assert lines == {
        4: "Round 4 of 8: 4 rounds after this one. The end die is first rolled after round 5.",
        5: "Round 5 of 8: 3 rounds after this one. After it, with the title in Imperial hands, the Chancellor rolls "
           "the end die and the Empire wins on a 6.",
        7: "Round 7 of 8: 1 round after this one. After it, with the title in Imperial hands, the Chancellor rolls "
           "the end die and the Empire wins on 3 or more.",
        8: "Round 8 of 8: the last. After it, War Exhaustion ends the game."}


def test_11_5_the_standing_and_the_result_by_seat():
    """The kernel's standing (sites ruled, relics and banners, the title, the Vision) and the
    result: 1 for the winner, 0 for every other seat, each under its role."""
    m = after_setup(3)
    s = m.state
    s.players[BOB].vision = lift(s, card("Conquest"))
    s.title_holder, s.usurper = BOB, True
    rows = m.view(None)["standing"]
    assert [(row["total"], row["hidden"]) for row in rows] == [(3, 0), (0, 0), (0, 0)]
    assert rows[BOB]["breakdown"] == [{"label": "Sites ruled", "points": 0}, {"label": "Relics and banners", "points": 0},
                                      {"label": "Holds the title (Usurper)", "points": 0},
                                      {"label": "Vision: Conquest", "points": 0}]
    assert rows[ANN]["breakdown"] == [{"label": "Sites ruled", "points": 3}, {"label": "Relics and banners", "points": 1}]
    s.usurper = False
    assert m.view(None)["standing"][BOB]["breakdown"][2]["label"] == "Holds the title (Oathkeeper)"
    s.usurper = True
    Flow(m).win(BOB, "the Usurper", "they held the title", "3.1")
    result = SPEC.engine.result(m)
    assert [(x["total"], x["breakdown"]) for x in result["scores"]] == [
        (0, [{"label": "Chancellor", "points": 0}]), (1, [{"label": "Exile", "points": 1}]),
        (0, [{"label": "Exile", "points": 0}])]
    assert result["winners"] == [BOB] and result["note"] == "Bob wins as the Usurper: they held the title"


def test_11_5_the_end_says_who_won_as_what_and_why():
    m = SPEC.new_match(NAMES[:3], seed=4)
    pick = random.Random(4)
    while m.decision is not None:
        m.play(pick.choice(m.decision.options).id)
    note = m.result["note"]
    winner = m.players[m.result["winners"][0]]
    assert re.match(rf"{winner} wins as (the Chancellor|the Successor|the Usurper|a Visionary \(\w+\)): \w", note), note
    assert m.log[-1].text == note
    situation = m.view(None)["situation"]
    assert situation[0].endswith(f"under the Oath of {m.state.c.oaths[m.state.oath].name}: "
                                 f"{GOALS[m.state.c.oaths[m.state.oath].title_goal]}."), "where the game stood at its end"
    assert not any("round" in line.casefold() for line in situation), "no rounds left to tell"
