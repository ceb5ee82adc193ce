"""Viscounts of the West Kingdom: one test (or more) per section of rules/viscounts/REFERENCE.md, named
after it, and the rulebook's worked examples. Positions are set up with tests/rules/viscounts_table.py
(setup skipped by editing the state) and one method of rules.viscounts.flow.Flow is driven."""
import json
import random
import re
from collections import Counter

import pytest

from rules.core import RandomBot
from rules.viscounts.components import components
from rules.viscounts.scoring import score, split_places
from rules.viscounts.flow import Flow, most_bought, plans_for
from rules.viscounts.state import card_of
from rules.viscounts.townsfolk import Step, townsfolk

from .conftest import drive, drive_result
from .viscounts_table import STARTING, Table, new_match, own

C = components()


def ids(decision):
    return [o.id for o in decision.options]


def first_decision(gen):
    """The first real decision of a flow generator (one-option decisions answer themselves)."""
    d = next(gen)
    while len(d.options) == 1:
        d = gen.send(d.options[0].id)
    return d


def breakdown(result, seat):
    return {line["label"]: line["points"] for line in result["scores"][seat]["breakdown"]}


def texts(m, rule=None):
    return [e.text for e in m.log if rule is None or e.rule == rule]


# --- 1 Components ----------------------------------------------------------------------------
def test_1_1_component_list_at_setup():
    m = new_match(4, seed=3)
    s = m.state
    assert len(s.order) == 5 == len(s.townsfolk_piles) == len(s.manuscript_piles)
    neutral = [cid for pile in s.townsfolk_piles.values() for cid in pile]
    assert len(neutral) == len(set(neutral)) == 68
    assert all(townsfolk()[cid].kind == "neutral" for cid in neutral)
    assert sorted(x for pile in s.manuscript_piles.values() for x in pile) == sorted(C.manuscripts.cards)
    for seat, p in enumerate(s.seats):
        assert p.workers == 20 and p.built == {}
        assert sorted(p.hand) == [own(cid, seat) for cid in STARTING], "8 starting townsfolk each"
    assert len(s.offers) == 5 and all(townsfolk()[h].kind == "hero" for _, h in s.offers)
    assert len({n for n, _ in s.offers}) == 5 and all(1 <= n <= 10 for n, _ in s.offers)


def test_1_1_the_box_in_the_catalogue():
    entries = new_match().engine.catalogue()
    parts = Counter(e["where"] for e in entries)
    assert parts["Townsfolk"] == 68 and parts["Heroes"] == 10, "68 neutral townsfolk and 10 heroes"
    assert parts["Starting townsfolk (one set per player colour)"] == 8
    assert parts["Manuscripts"] == 35 and parts["Player cards"] == 10 and parts["Castle"] == 6
    assert parts["Kingdom cards"] == 9, "debt, deed, Poverty, Prosperity, Castle Leader, 4 Cleric Bonus cards"
    assert parts["Player board"] == 2 + 9, "the board, its track and the nine buildings"
    assert parts["Main board: 1-2 player side"] == 15 + 20 and parts["Main board: 3-4 player side"] == 15 + 30
    assert parts["Solo AI"] == 4 + 1 + 16, "four AI boards, the Reference card, 16 Schemes"
    by_id = {e["id"]: e for e in entries}
    assert len(by_id) == len(entries)
    friar = by_id["townsfolk:friar"]
    assert (friar["name"], friar["cost"]) == ("Friar", "2 silver") and friar["kind"] == "Townsfolk · 1 Cleric"
    assert "When you play it to your board: gain 1 virtue." in friar["text"]
    assert "When hired or dismissed: gain 1 virtue." in friar["text"]
    assert "Criminal" in by_id["townsfolk:thief"]["text"] and "Criminal" not in friar["text"]
    assert by_id["manuscript:m27"]["points"] == "1 VP for each building you have built"
    assert by_id["building:trading-post:2"]["name"] == "Trading Post 2"
    assert "dismissing any townsfolk costs you only 1 silver" in by_id["building:trading-post:2"]["text"]
    assert "Toll Keeper" == by_id["printed-townsfolk:A"]["name"]
    assert all(e["text"].endswith(".") and "…" not in e["text"] for e in entries), "every text whole"


def test_1_2_main_board_paths_and_river():
    t = Table(2)
    arrows = t.s.arrows
    assert set(arrows["A.left"]) == {"A.right", "A.inside"}
    assert set(arrows["A.inside"]) == {"A.right", "B.inside"}
    assert arrows["A.right"] == ("B.left",) and arrows["E.right"] == ("A.left",)
    # the river: each outside town reaches only the spots on its own side
    assert t.flow.empty_spots("A.left") == ["A.L1", "A.L2"]
    assert t.flow.empty_spots("A.right") == ["A.R1", "A.R2"]
    assert t.flow.empty_spots("A.inside") == []
    assert len(Table(3).flow.empty_spots(None)) == 30 and len(t.flow.empty_spots(None)) == 20


def test_1_3_castle_three_tiers_random_orientation():
    faces = {new_match(3, seed=seed).state.castle_faces["A"] for seed in range(1, 40)}
    assert len(faces) > 1, "the castle's orientation is random"
    m = new_match(3, seed=5)
    ring = [x.id for x in C.board.castle.sections]
    order = list(m.state.order)
    # clockwise segments face clockwise sections
    start = ring.index(m.state.castle_faces[order[0]])
    assert [m.state.castle_faces[seg] for seg in order] == [ring[(start + i) % 5] for i in range(5)]
    t = Table(2)
    t.s.tier1["hall"][0], t.s.tier2["hall"][0], t.s.tier3[0] = 1, 1, 1
    t.p(0).workers = 17
    assert breakdown(score(t.s), 0)["Workers in the castle"] == 1 + 2 + 3


def test_1_4_player_board_buildings_and_track():
    t = Table(2)
    assert [b.id for b in C.player.buildings] == ["trading-post", "guildhall", "workshop"]
    assert [C.player.building(b).cost for b in ("workshop", "trading-post", "guildhall")] == [3, 5, 7]
    t.built(0, "trading-post", 2).built(0, "guildhall", 1).built(0, "workshop", 3)
    lines = breakdown(score(t.s), 0)
    assert lines["Trading Posts: 2"] == 9 and lines["Guildhalls: 1"] == 6 and lines["Workshops: 3"] == 9
    rows = {"trading-post": [4, 9, 15], "guildhall": [6, 13, 21], "workshop": [2, 5, 9]}  # content decision 19
    for kind, name in (("trading-post", "Trading Posts"), ("guildhall", "Guildhalls"), ("workshop", "Workshops")):
        t.p(0).built.pop(kind)
        for n in (1, 2, 3):
            t.built(0, kind)
            assert breakdown(score(t.s), 0)[f"{name}: {n}"] == rows[kind][n - 1]
    assert t.p(0).corruption == 0 and t.p(0).virtue == C.player.track.spaces - 1, "markers at the two ends"


def test_1_5_manuscripts_cost_ribbon_effect_and_vp():
    t = Table(2)
    v = t.m.view(0)
    for seg in v["segments"]:
        top = seg["manuscript"]["top"]
        assert top["id"] == t.s.top_manuscript(seg["id"]) and top["cost"] >= 3
        assert top["ribbon"] in C.manuscripts.ribbons and (top["effect"] or top["vp"])
    t.p(0).manuscripts = ["m10"]  # green, 2 VP flat
    lines = breakdown(score(t.s), 0)
    assert lines["Manuscript VP"] == 2 and lines["Manuscript sets"] == 1


def test_1_6_player_card_start_space_and_items():
    t = Table(3)
    p = t.p(0)
    p.goods = dict.fromkeys(p.goods, 0)
    p.debts = p.deeds = 0
    drive(t.flow.take_player_card(0, 4, "lothaire"), "resource:gold")  # flip a debt -> a resource
    assert p.town == "B.right"
    assert p.goods == {"silver": 4, "gold": 1, "ink": 2, "stone": 0}
    assert (p.debts, p.paid_debts, p.deeds) == (1, 1, 1)
    assert "lothaire" in p.hand


# --- 2 Setup ---------------------------------------------------------------------------------
def test_2_1_board_side_order_and_castle():
    sides = {n: new_match(n, seed=2).state.side for n in (2, 3, 4)}
    assert sides == {2: "low", 3: "high", 4: "high"}
    orders = {new_match(3, seed=seed).state.order for seed in range(1, 15)}
    assert len(orders) > 1 and all(sorted(o) == list("ABCDE") for o in orders)


def test_2_2_townsfolk_and_manuscript_piles():
    s = new_match(3, seed=7).state
    assert sorted(len(p) for p in s.townsfolk_piles.values()) == [13, 13, 14, 14, 14]
    for pile in s.manuscript_piles.values():
        assert len(pile) == 7
        assert C.manuscripts.cards[pile[-1]].back == "grey", "the grey-backed manuscript is on top"
        assert all(C.manuscripts.cards[x].back == "black" for x in pile[:-1])


def test_2_3_supply_starts_untouched():
    s = new_match(3, seed=4).state
    assert s.castle_leader is None and s.cleric_bonus_taken == {}
    assert all(p.goods == {"silver": 0, "gold": 0, "ink": 0, "stone": 0} for p in s.seats)


def test_2_4_player_components():
    s = new_match(4, seed=4).state
    for p in s.seats:
        assert p.workers == 20 and p.built == {} and len(p.hand) == 8
        assert (p.corruption, p.virtue) == (0, C.player.track.spaces - 1)


def test_2_5_random_start_player_kept_all_game():
    starts = {new_match(4, seed=seed).state.start_player for seed in range(1, 40)}
    assert starts == {0, 1, 2, 3}
    m = new_match(3, seed=11)
    start = m.state.start_player
    bot = RandomBot(3)
    for _ in range(150):
        m.play(bot.choose(m.decision))
    assert m.state.start_player == start
    firsts = [e.text for e in m.log if e.rule == "6.2"][::3]
    assert all(x.startswith(m.players[start]) for x in firsts)


def test_2_6_reverse_turn_order_choice_of_pairs():
    m = new_match(3, seed=1)
    m.state.start_player = 1
    gen = Flow(m).choose_player_cards()
    seats = []
    d = next(gen)
    while True:
        if d.prompt.startswith("Choose a player card"):
            seats.append(d.seat)
            assert len(d.options) == 4 - len(seats) + 1
        try:
            d = gen.send(d.options[0].id)
        except StopIteration:
            break
    assert seats == [0, 2, 1], "the player right of the start player chooses first, then counter-clockwise"
    assert len(m.state.offers) == 1, "one pair is left for the box"
    for p in m.state.seats:
        assert len(p.hand) == 3 and p.town
        assert len(p.hand) + len(p.draw) + len(p.discard) >= 8


def test_2_6_card_8_builds_only_at_the_viscounts_town():
    t = Table(2)
    seen = drive(t.flow.take_player_card(0, 8, "ada"), "building:guildhall:2", "spot:D.R2")
    assert t.p(0).town == "D.right"
    assert len(seen[0].options) == 9, "any of the nine buildings"
    assert ids(seen[1]) == ["spot:D.R1", "spot:D.R2"], "only the spots at the viscount's town"
    assert t.s.spots["D.R2"] == (0, "guildhall") and t.p(0).built == {"guildhall": [2]}


def test_2_6_card_9_destroys_before_the_shuffle_and_hands_of_three():
    m = new_match(2, seed=1)
    s = m.state
    s.start_player = 0
    s.offers = [(9, "emma"), (10, "ada"), (1, "bertha")]
    # seat 1 (right of the start player) takes card 9 and destroys its Abbot; seat 0 takes card 1
    drive(Flow(m).choose_player_cards(), "pair:9:emma", "destroy:abbot/1", "pair:1:bertha")
    p = s.seats[1]
    assert "abbot/1" in p.destroyed and "abbot/1" not in p.cards()
    assert p.goods["silver"] == 5 + 2, "the destroyed card's value in silver"
    assert len(p.hand) == 3 and len(p.draw) == 8 + 1 - 1 - 3
    assert "emma" in p.cards() and "bertha" in s.seats[0].cards()
    assert len(s.seats[0].hand) == 3 and len(s.seats[0].draw) == 6
    assert s.offers == [(10, "ada")]


def test_2_6_setup_debts_come_from_the_supply():
    m = new_match(2, seed=1)
    s = m.state
    s.start_player = 0
    s.offers = [(6, "ada"), (2, "emma"), (1, "bertha")]
    seg = next(x for x, pile in s.townsfolk_piles.items() if "bishop" not in pile)
    for pile in s.townsfolk_piles.values():
        if "bishop" in pile:
            pile.remove("bishop")
    s.townsfolk_piles[seg].append("bishop")  # hire: 1 debt
    before = s.debts_on_poverty, s.deeds_on_prosperity
    drive(Flow(m).choose_player_cards(), "pair:6:ada", f"hire:{seg}", "pair:2:emma")
    assert s.seats[1].debts == 2 and "bishop" in s.seats[1].cards()
    assert (s.debts_on_poverty, s.deeds_on_prosperity) == before, "setup gains do not come off the piles"


def test_2_7_poverty_and_prosperity_piles():
    for n in (2, 3, 4):
        s = new_match(n, seed=n).state
        assert s.debts_on_poverty == C.kingdom.poverty.on_top[n]
        assert s.deeds_on_prosperity == C.kingdom.prosperity.on_top[n]
        assert not s.poverty and not s.prosperity
    assert C.kingdom.poverty.on_top == {1: 10, 2: 10, 3: 13, 4: 16}, "content decision 32"
    assert C.kingdom.prosperity.on_top == {1: 9, 2: 9, 3: 12, 4: 14}


# --- 3 Debts and deeds -----------------------------------------------------------------------
def test_3_1_gaining_from_the_pile_then_the_rest():
    t = Table(2)
    t.s.debts_on_poverty = 2
    drive(t.flow.gain_debt(0))
    assert t.p(0).debts == 1 and t.s.debts_on_poverty == 1 and not t.s.poverty
    t.s.debts_on_poverty = 0
    t.s.poverty = True
    drive(t.flow.gain_debt(1))
    assert t.p(1).debts == 1 and t.s.debts_on_poverty == 0, "gains go on after the reveal"
    t.flow.gain_deed(0)
    assert t.p(0).deeds == 1 and t.s.deeds_on_prosperity == C.kingdom.prosperity.on_top[2] - 1


def test_3_2_flipping_a_debt_gives_a_resource():
    t = Table(2)
    p = t.p(0)
    p.debts, p.deeds = 1, 1
    drive(t.flow.flip(0, "either"), "flip:debt", "resource:stone")
    assert (p.debts, p.paid_debts, p.goods["stone"]) == (0, 1, 1)
    drive(t.flow.flip(0, "deed"))
    assert (p.deeds, p.approved_deeds) == (0, 1)
    assert p.goods == {"silver": 0, "gold": 0, "ink": 0, "stone": 1}, "a deed flip gives nothing more"
    seen = drive(t.flow.flip(0, "either"))
    assert seen == [] and (p.paid_debts, p.approved_deeds) == (1, 1), "nothing to flip: the flip is lost"


def test_3_3_values_at_the_end():
    t = Table(2)
    p = t.p(0)
    p.debts, p.paid_debts, p.deeds, p.approved_deeds = 2, 5, 3, 1
    lines = breakdown(score(t.s), 0)
    assert lines["Unpaid debts: 2"] == -4 and lines["Acquired deeds: 3"] == 3 and lines["Approved deeds: 1"] == 3
    assert score(t.s)["scores"][0]["total"] == -4 + 3 + 3


def test_3_4_revealing_poverty_triggers_the_end():
    t = Table(2)
    t.s.debts_on_poverty = 1
    drive(t.flow.gain_debt(1))
    assert t.s.poverty and t.s.final_round and not t.s.prosperity
    assert any("Poverty card is revealed" in x for x in texts(t.m, "13.1"))
    t.s.deeds_on_prosperity = 1
    t.flow.gain_deed(0)
    assert t.s.prosperity and any("divided" in x for x in texts(t.m, "13.2"))


# --- 4 Virtue, corruption and criminals ----------------------------------------------------
def test_4_1_corruption_moves_first_and_ends_ignore_extra_moves():
    t = Table(2)
    # one space apart: 1 corruption and 1 virtue together. Corruption first collides the markers,
    # then the virtue moves both left; virtue first would have collided them one space further left.
    t.markers(0, 3, 4)
    drive(t.flow.step(0, Step("gain", gains=(("virtue", 1), ("corruption", 1))), "16.1"))
    assert (t.p(0).corruption, t.p(0).virtue) == (3, 3)
    t.markers(1, 8, 8)
    t.flow.corruption(1, 3)
    assert (t.p(1).corruption, t.p(1).virtue) == (8, 8), "stuck at the right end: extra corruption is ignored"
    t.markers(1, 0, 0)
    t.flow.virtue(1, 2)
    assert (t.p(1).corruption, t.p(1).virtue) == (0, 0)
    t.markers(0, 0, 8)
    t.flow.virtue(0, 3)
    t.flow.corruption(0, 2)
    assert (t.p(0).corruption, t.p(0).virtue) == (2, 5)


def test_4_2_stuck_markers_move_together():
    t = Table(2)
    t.markers(0, 3, 4)
    t.flow.virtue(0, 2)  # the rulebook's example: the first virtue collides, the second moves both
    assert (t.p(0).corruption, t.p(0).virtue) == (2, 2)
    t.flow.corruption(0, 1)
    assert (t.p(0).corruption, t.p(0).virtue) == (3, 3)
    # the collision waits for the owner's phase 5: another player's phase 5 does not resolve it
    t.s.current = 1
    drive(t.flow.collision(1))
    assert (t.p(0).corruption, t.p(0).virtue) == (3, 3)


def test_4_3_criminals_are_wild_only_in_primary_actions():
    t = Table(2)
    t.row(0, own("thief"), "antagonist", own("squire"))
    for action in ("trade", "build", "noble", "transcribe"):
        own_icon = {"noble": 1}.get(action, 0)
        assert t.flow.free_icons(0, action) == 3 + own_icon, action
    t.p(0).manuscripts = ["m19"]  # 1 VP per Noble icon: criminals do not stand in
    lines = breakdown(score(t.s), 0)
    assert lines["Manuscript: 1 per noble"] == 1


# --- 5 Townsfolk cards -----------------------------------------------------------------------
def test_5_1_value_is_movement_and_dismiss_cost():
    t = Table(2)
    t.hand(0, "peddler-1-silver")  # value 1
    t.row(0)
    gen = t.flow.turn(0)
    d = first_decision(gen)
    assert set(ids(d)) == {"move:A.right", "move:A.inside"}, "a value-1 card moves 1 space"
    assert t.flow.dismiss_cost(0, card_of("architect")) == 1
    assert t.flow.dismiss_cost(0, card_of("antagonist")) == 3


def test_5_2_ability_timings():
    t = Table(2)
    # ongoing: works on the board, not in the hand
    t.row(0, own("squire")).hand(0, own("trader")).goods(0, silver=0).at(0, "A.left")  # silver exchange
    drive(t.flow.trade(0, ()))
    assert t.p(0).goods["silver"] == 0, "a Trader in hand does nothing"
    t.row(0, own("trader"))
    drive(t.flow.trade(0, ()))
    assert t.p(0).goods["silver"] == 1 + 1, "1 silver for its Merchant icon, 1 from its ability"
    # instant: resolved when played; drop-off: when pushed off the right
    t.row(0, None, None, "swindler-3-gold").hand(0, "scoundrel-1-ink")
    t.p(0).goods.update(gold=0, ink=0)
    drive(t.flow.card_management(0))
    assert t.p(0).goods["gold"] == 2 and t.p(0).goods["ink"] == 1
    assert t.p(0).row[0] == "scoundrel-1-ink" and "swindler-3-gold" in t.p(0).discard


def test_5_3_hire_effect_only_when_leaving_the_main_board():
    t = Table(2)
    t.top("A", "deacon-2-virtue").goods(0, silver=2)
    drive(t.flow.recruit(0), "hire:yes")
    assert t.p(0).virtue == 7 and t.p(0).goods["silver"] == 0
    t.only(0).hand(0, "deacon-2-virtue")
    drive(t.flow.card_management(0))
    assert t.p(0).virtue == 7, "playing the card later does not repeat its hire effect"


def test_5_4_where_townsfolk_live():
    t = Table(2)
    t.top("A", "friar", "miner").goods(0, silver=5)
    d = first_decision(t.flow.recruit(0))
    assert "Miner" in d.options[1].label, "only the top of a pile can be hired"
    drive(t.flow.recruit(0), "hire:yes")
    assert "miner" in t.p(0).discard and t.s.visible_townsfolk("A") == "friar"
    t.row(0, own("labourer")).goods(0, silver=5, ink=9)
    drive(t.flow.offer_dismissal(0, "transcribe", t.flow.completes(0, "transcribe")), "dismiss:yes")
    assert "friar" in t.s.removed and "friar" not in t.p(0).cards(), "a dismissed card leaves the game"


# --- 6 Turn overview -------------------------------------------------------------------------
def test_6_1_rounds_from_the_start_player_clockwise():
    m = new_match(3, seed=21)
    bot = RandomBot(21)
    while m.decision is not None and sum(1 for e in m.log if e.rule == "6.1") < 4:
        m.play(bot.choose(m.decision))
    start = m.state.start_player
    rounds, current = [], None
    for e in m.log:
        if e.rule == "6.1":
            current = []
            rounds.append(current)
        elif e.rule == "6.2" and current is not None:
            current.append(m.players.index(e.text.split("'s turn")[0]))
    assert len(rounds) >= 3
    assert texts(m, "6.1") == [f"Round {n} begins" for n in range(1, len(rounds) + 1)]
    for r in rounds[:-1]:
        assert r == [(start + i) % 3 for i in range(3)]


def test_6_2_six_phases_in_order():
    t = Table(2)
    t.hand(0, own("trader")).top("A", "friar").goods(0, silver=3)
    drive(t.flow.turn(0), "move:A.right", "take:ink", "done", "hire:yes")  # Trade is the one action possible
    rules = [e.rule for e in t.m.log]
    firsts = [rules.index(r) for r in ("6.2", "7.2", "8.1", "9.2", "10.1", "12.1")]
    assert firsts == sorted(firsts)
    p = t.p(0)
    assert p.goods == {"silver": 3 - 1 + 1 - 2, "gold": 0, "ink": 1, "stone": 0}
    assert len(p.hand) == 3 and "friar" in p.discard + p.hand + p.draw


# --- 7 Phase 1: Card management ----------------------------------------------------------------
def test_7_1_shift_right_and_drop_off():
    t = Table(2)
    t.row(0, own("squire"), own("abbot"), own("journeyman")).hand(0, own("labourer"))
    t.top("B", "friar")
    drive(t.flow.card_management(0), "hire:B")
    p = t.p(0)
    assert p.row == [own("labourer"), own("squire"), own("abbot")]
    assert own("journeyman") in p.discard and "friar" in p.discard, "the Journeyman's free hire"
    assert p.virtue == 8 - 1 - 1, "1 virtue from the Journeyman, 1 from the Friar's hire effect"


def test_7_2_antagonist_example():
    t = Table(2)
    t.row(0, own("thief")).hand(0, "antagonist")
    drive(t.flow.card_management(0))
    p = t.p(0)
    assert p.row == ["antagonist", own("thief"), None]
    assert p.corruption == 3 and p.debts == 1
    log = texts(t.m)
    assert log.index("Red gains 3 corruption") < log.index("Red gains a debt")


def test_7_3_empty_hand_plays_the_top_of_the_draw_pile_blind():
    t = Table(2)
    t.only(0).draw_pile(0, own("abbot"), own("squire"))
    played = []
    gen = t.flow.card_management(0)
    try:
        next(gen)
    except StopIteration as stop:
        played.append(stop.value)
    assert played == [own("squire")] and t.p(0).row[0] == own("squire") and t.p(0).draw == [own("abbot")]
    assert any("plays the top of their draw pile" in x for x in texts(t.m, "7.3"))


def test_7_4_three_card_minimum():
    t = Table(2)
    t.only(0).row(0, own("abbot"), own("squire"), own("labourer"))
    drive(t.flow.card_management(0))
    p = t.p(0)
    assert p.row == [own("labourer"), own("abbot"), own("squire")], "the right card is played back"
    assert p.hand == p.draw == p.discard == []
    assert p.virtue == 7, "the reshuffle without criminals gives 1 virtue"
    t.only(1).hand(1, own("abbot", 1), own("squire", 1)).discards(1, own("labourer", 1))
    assert drive(t.flow.lose_card(1, "destroy", "16.2")) == [], "destroying below 3 cards is refused"
    assert len(t.p(1).cards()) == 3
    t.hand(1, own("thief", 1))
    drive(t.flow.lose_card(1, "destroy", "16.2"), f"destroy:{own('thief', 1)}")
    assert len(t.p(1).cards()) == 3 and t.p(1).goods["silver"] == 1


def test_7_5_starting_icons_on_the_first_two_turns():
    t = Table(2)
    p = t.p(0)
    t.row(0, own("abbot"))
    p.turns = 1
    assert t.flow.board_icons(0) == {"cleric": 2, "merchant": 1, "builder": 1, "noble": 1}
    t.row(0, own("squire"), own("abbot"))
    p.turns = 2
    assert t.flow.board_icons(0) == {"noble": 2, "cleric": 2}
    t.row(0, own("labourer"), own("squire"))
    p.turns = 3
    assert t.flow.board_icons(0) == {"builder": 1, "noble": 1}


# --- 8 Phase 2: Movement ---------------------------------------------------------------------
def test_8_1_distance_at_least_the_value_extra_spaces_cost_silver():
    t = Table(2)
    t.goods(0, silver=1)
    d = first_decision(t.flow.movement(0, 2))
    assert set(ids(d)) == {"move:B.left", "move:B.inside", "move:A.right", "move:B.right", "move:C.inside"}
    assert "1 silver" in d.option("move:C.inside").label and "silver" not in d.option("move:B.left").label
    drive(t.flow.movement(0, 2), "move:C.inside")
    assert t.p(0).town == "C.inside" and t.p(0).goods["silver"] == 0


def test_8_2_along_the_arrows_never_backwards_full_loop_if_paid():
    t = Table(2)
    d = first_decision(t.flow.movement(0, 1))
    assert set(ids(d)) == {"move:A.right", "move:A.inside"}
    t.goods(0, silver=6)
    d = first_decision(t.flow.movement(0, 1))
    assert "move:A.left" in ids(d), "a full loop back to the start, paid for"
    t.goods(0, silver=5)
    assert "move:A.left" not in ids(first_decision(t.flow.movement(0, 1)))


def test_8_3_meeting_another_viscount_lets_its_owner_rearrange():
    t = Table(3)
    t.at(1, "B.left").row(1, own("abbot", 1), own("squire", 1))
    t.at(2, "A.right").row(2, own("abbot", 2), own("squire", 2))
    seen = drive(t.flow.movement(0, 2), "move:B.left", f"order:{own('squire', 1)},{own('abbot', 1)},-")
    assert [d.seat for d in seen] == [0, 1], "Blue (met) may rearrange; Green (passed through) may not"
    assert t.p(1).row == [own("squire", 1), own("abbot", 1), None]
    assert seen[1].prompt == ("Red's Viscount ends its move on your town, Brambleford (left): rearrange the cards on "
                              "your player board?"), "Blue is told who came and what to decide"
    assert seen[1].option(f"order:{own('squire', 1)},{own('abbot', 1)},-").cards == \
        (f"townsfolk:{own('squire', 1)}", f"townsfolk:{own('abbot', 1)}")
    assert "town:high:B.left" in seen[0].option("move:B.left").cards, "a move names the town"
    t.row(1, own("abbot", 1))
    assert drive(t.flow.movement(2, 1)) == [] and t.p(2).town == "B.left", \
        "Green's one way leads to Blue, whose single card leaves nothing to rearrange: nobody is asked"


def test_8_4_movement_example():
    t = Table(2)
    d = first_decision(t.flow.movement(0, 2))  # an Abbot: value 2, from a left outside town
    assert set(ids(d)) == {"move:B.left", "move:B.inside", "move:A.right"}
    assert "2 spaces" in d.option("move:A.right").label, "A via the inside town: 2 spaces"


# --- 9 Phase 3: Primary action ---------------------------------------------------------------
def test_9_1_2_every_payment_that_wastes_nothing():
    """A Mason lets silver pay for Builder icons: stone alone, or silver alone, or a mix."""
    t = Table(2)
    mason = next(cid for cid, card in townsfolk().items() if card.ability and card.ability.modifier
                 and card.ability.modifier.action == "build" and card.ability.modifier.silver_per_icon)
    t.row(0, t.lift(mason)).goods(0, silver=4, stone=3)
    plans = t.flow.plans(0, "build", 3)
    assert {"stone": 3 - t.flow.free_icons(0, "build")} in plans
    assert any(set(plan) == {"silver"} for plan in plans), "the player may keep their stone"
    assert not any(all(o.get(g, 0) <= p.get(g, 0) for g in {*p, *o}) for p in plans for o in plans if o != p), \
        "no plan spends at least as much of every good as another"


def test_9_1_2_the_most_icons_bought_is_what_plans_reach():
    """What a seat can afford is read from the most icons its goods can buy (`most_bought`): there
    are plans for every number of icons up to it and for none past it, whatever the ways to buy."""
    rng = random.Random(7)
    for _ in range(300):
        goods = {g: rng.randint(0, 5) for g in ("silver", "stone", "wood", "gold", "ink")}
        own = rng.choice(["stone", "wood", "gold", "ink"])
        ways = [(own, 1, goods[own])]
        for _ in range(rng.randint(0, 2)):  # as a board's modifiers add them (see `channels`)
            if rng.random() < 0.5:
                per = rng.randint(1, 3)
                ways.append(("silver", -per, goods["silver"] // per))
            else:
                res = rng.choice(["stone", "wood", "gold", "ink"])
                ways.append((res, rng.randint(1, 3), 1 if rng.random() < 0.5 else goods[res]))
        most = most_bought(goods, ways)
        assert plans_for(goods, ways, most) and not plans_for(goods, ways, most + 1), (goods, ways)
        assert all(plans_for(goods, ways, k) for k in range(most + 1)), (goods, ways)


def test_9_1_1_one_action_by_path():
    t = Table(2)
    t.row(0, own("labourer"), own("squire"), own("abbot")).goods(0, silver=9, stone=9, gold=9, ink=9)
    t.top("A", "friar")
    assert first_decision(t.flow.primary_action(0)).prompt == "Which building do you build?", \
        "no Merchant icon, nothing to trade at this silver exchange: Build is the one action, taken without asking"
    t.row(0, own("trader"), own("squire"), own("abbot"))
    assert set(ids(first_decision(t.flow.primary_action(0)))) == {"action:trade", "action:build"}
    t.at(0, "A.inside")
    assert set(ids(first_decision(t.flow.primary_action(0)))) == {"action:noble", "action:transcribe"}
    # no action is possible (no icons, no goods): the phase passes, nobody is asked
    t.only(0).goods(0, silver=0, stone=0, gold=0, ink=0)
    before = dict(t.p(0).goods)
    assert drive(t.flow.primary_action(0)) == []
    assert t.p(0).goods == before and texts(t.m, "9.1.1")[-1] == "Red can take no primary action here"


def test_9_1_1_a_trade_makes_at_least_one_exchange():
    """One primary action a turn, always: once Trade is chosen, stopping is offered only after the
    first exchange, so a turn cannot pass with no action taken."""
    t = Table(2)
    t.row(0, own("trader")).goods(0, silver=3).at(0, "A.right").top("A", "friar")  # 1 icon + 3 silver: two exchanges
    seen = drive(t.flow.primary_action(0), "take:gold", "done")  # Trade: the one action possible
    assert "done" not in ids(seen[0]) and ids(seen[0]) == ["take:gold", "take:ink", "take:stone"]
    assert "done" in ids(seen[1]), "after one exchange the player may stop"
    assert t.p(0).goods["gold"] == 1
    t.at(0, "B.left").hand(0, "antagonist").goods(0, silver=2)  # a destroy exchange: destroying is the action
    assert "done" not in ids(first_decision(t.flow.trade(0, ())))


def test_9_1_2_paying_with_board_icons_and_goods():
    t = Table(2)
    t.row(0, own("abbot"), "friar").built(0, "guildhall", 2).goods(0, ink=5)
    t.p(0).cleric_bonus = ["red"]
    t.hand(0, "bishop").discards(0, "priest")  # hand and discards never count
    assert t.flow.free_icons(0, "transcribe") == 1 + 1 + 1 + 1
    assert t.flow.plans(0, "transcribe", 6) == [{"ink": 2}]
    assert t.flow.plans(0, "transcribe", 3) == [{}]
    t.goods(0, ink=1)
    assert t.flow.plans(0, "transcribe", 6) == []


def test_9_1_3_woodcutter_dismissed_for_its_icon_and_effect():
    t = Table(2)
    t.row(0, own("labourer")).goods(0, silver=2, stone=1).top("A", "woodcutter-2-virtue")
    drive(t.flow.primary_action(0), "building:workshop:1", "spot:A.L1")  # Build, dismissing: the one action
    p = t.p(0)
    assert p.goods == {"silver": 0, "gold": 0, "ink": 1, "stone": 0}, "2 silver paid; stone spent; spot's ink"
    assert p.virtue == 7 and p.built == {"workshop": [1]} and "woodcutter-2-virtue" in t.s.removed
    t.top("A", "miner").goods(0, silver=5)
    assert t.flow.dismissable(0, "build") is None, "at most one dismissal per turn"


def test_9_1_3_printed_townsfolk_dismissed_and_stays():
    t = Table(2)
    t.s.townsfolk_piles["A"] = []
    t.row(0, own("journeyman")).goods(0, silver=1)  # 2 Merchant icons, at a silver exchange
    assert t.flow.dismissable(0, "trade").name == "Toll Keeper", "it shows a Merchant icon"
    drive(t.flow.primary_action(0), "dismiss:yes")  # Toll Keeper: 1 silver to dismiss, +1 silver
    assert t.p(0).goods["silver"] == 1 - 1 + 1 + 2, "its dismiss effect, but not its Merchant icon: 2 icons, 2 silver"
    assert t.s.townsfolk_piles["A"] == [] and t.m.view(0)["segments"][0]["townsfolk"]["printed"] == "Toll Keeper"
    t.p(0).dismissed = False
    t.row(0, own("squire"))  # no Merchant icon of its own: the printed card's icon would not make Trade possible
    assert not t.flow.completes(0, "trade") and not t.flow.completes_by_dismissing(0, "trade")


def test_9_1_3_a_dismissal_is_offered_only_where_the_action_is_then_completed():
    t = Table(2)
    # Build needs the Woodcutter's Builder icon: the action says so, and no "Do not dismiss" follows
    t.row(0, own("labourer"), own("trader")).goods(0, silver=2, stone=1).top("A", "woodcutter-2-virtue")
    d = first_decision(t.flow.primary_action(0))
    assert ids(d) == ["action:trade", "action:build"]
    assert d.option("action:build").label == "Build on Ashwick L1 or L2, dismissing Woodcutter for 2 silver"
    assert "townsfolk:woodcutter-2-virtue" in d.option("action:build").cards
    seen = drive(t.flow.primary_action(0), "action:build", "building:workshop:1", "spot:A.L1")
    assert [d.rule for d in seen] == ["9.1.1", "9.3", "9.3"], "the dismissal is part of the action, not asked"
    assert "woodcutter-2-virtue" in t.s.removed and t.p(0).goods["silver"] == 0
    # a dismissal whose cost would leave the trade unpaid is not offered: 1 icon and 2 silver
    # pay one destroy (3), but dismissing a 2-silver card for 1 icon leaves 2
    t = Table(2)
    t.row(0, own("trader")).goods(0, silver=2).at(0, "B.left").top("B", "stonecutter-2-stone").hand(0, "friar")
    assert t.flow.dismissable(0, "trade") is not None
    assert first_decision(t.flow.primary_action(0)).prompt.startswith("Trade: each exchange costs")
    assert t.s.visible_townsfolk("B") == "stonecutter-2-stone"
    # a printed townsfolk lends no icons, but what its dismissal gives counts: Hod Carrier's stone
    t = Table(2)
    t.s.townsfolk_piles["B"] = []
    t.row(0, own("labourer")).goods(0, silver=2, stone=1).at(0, "B.right")  # 1 Builder icon, 1 stone: short of 3
    drive(t.flow.primary_action(0), "building:workshop:1", "spot:B.R2")  # Build, dismissing: the one action
    assert t.p(0).built == {"workshop": [1]} and t.p(0).goods == {"silver": 0, "gold": 0, "ink": 0, "stone": 0}
    assert "Red dismisses Hod Carrier" in texts(t.m, "9.1.3")


def test_9_2_trade_example_six_icons_three_gold_and_the_trader():
    t = Table(2)
    t.row(0, own("trader"), own("lender"), own("financier")).goods(0, silver=2).at(0, "A.right")
    t.top("A", "friar")  # nothing to dismiss for a trade
    assert t.flow.free_icons(0, "trade") == 4
    drive(t.flow.primary_action(0), "take:gold", "take:gold", "take:gold")  # Trade: the one action possible
    assert t.p(0).goods == {"silver": 1, "gold": 3, "ink": 0, "stone": 0}, "2 silver paid, 1 back from the Trader"


def test_9_2_other_exchanges():
    t = Table(2)
    t.row(0, own("lender"), own("journeyman")).at(0, "C.right")  # flip: 4 Merchant icons each
    t.p(0).debts, t.p(0).deeds = 1, 1
    drive(t.flow.trade(0, ()), "flip:deed")
    assert t.p(0).approved_deeds == 1 and t.p(0).debts == 1, "4 icons: one flip"
    t.at(0, "B.left").hand(0, "antagonist", "friar")  # destroy: 3 Merchant icons each
    seen = drive(t.flow.trade(0, ()), "destroy:antagonist")
    assert "antagonist" in t.p(0).destroyed and t.p(0).goods["silver"] == 3
    assert len(seen) == 1, "1 icon left, and the 3 silver the destroy brought do not fund another"


def test_9_2_a_trade_is_funded_from_what_you_hold_at_its_start():
    """As in the trade example, the icons and silver are counted first: silver gained by destroying
    during the trade pays for no further exchange."""
    t = Table(2)
    t.row(0, own("lender"), own("journeyman")).at(0, "B.left").goods(0, silver=2)  # 4 icons + 2 silver
    t.hand(0, "antagonist", "friar", own("abbot"))
    seen = drive(t.flow.trade(0, ()), "destroy:antagonist", "destroy:friar")
    p = t.p(0)
    assert {"antagonist", "friar"} <= set(p.destroyed) and len(seen) == 2, "two destroys: 6 = 4 icons + 2 silver"
    assert p.goods["silver"] == 2 - 2 + 3 + 2, "the 5 silver gained are kept, not offered for a third destroy"


def test_9_3_building_example_with_the_link():
    t = Table(2)
    t.row(0, own("squire"), own("abbot")).goods(0, stone=2, silver=1).top("A", "mason")
    t.built(1, "trading-post", spot="A.L2")
    drive(t.flow.primary_action(0), "action:build", f"order:{own('abbot')},{own('squire')},-",
          "building:workshop:1")  # the 3rd Builder icon needs the Mason; one spot left on Red's side of the river
    red, blue = t.p(0), t.p(1)
    assert red.row[:2] == [own("abbot"), own("squire")], "the Mason's Rearrange"
    assert t.s.spots["A.L1"] == (0, "workshop") and red.built == {"workshop": [1]}
    assert red.goods == {"silver": 0 + 2, "gold": 0, "ink": 1, "stone": 0}
    assert blue.goods["silver"] == 2, "both owners gain the link's reward"


def test_9_3_any_of_the_nine_buildings_reveals_the_ability_under_it():
    t = Table(2)
    t.row(0, own("labourer")).goods(0, stone=9)
    seen = drive(t.flow.build(0, ()), "building:trading-post:2", "spot:A.L2")
    assert len(seen[0].options) == 9, "every building still on the board, not only the left-most of each type"
    assert "dismissing costs 1 silver" in seen[0].option("building:trading-post:2").label
    p = t.p(0)
    assert p.built == {"trading-post": [2]} and p.goods["stone"] == 9 - 4, "a Trading Post costs 5 Builder icons"
    assert t.flow.dismiss_cost(0, card_of("antagonist")) == 1, "the second Trading Post's ability"
    assert not t.flow.building_ability(0, "extra_move"), "the first one's is still covered"
    assert breakdown(score(t.s), 0)["Trading Posts: 1"] == 4, "scored by how many of the type are built"
    assert [b["built"] for b in t.m.view(1)["seats"][0]["buildings"][:3]] == [False, True, False]
    assert t.m.view(1)["seats"][0]["built"] == {"trading-post": 1}
    assert ids(first_decision(t.flow.build(0, ())))[:2] == ["building:trading-post:1", "building:trading-post:3"]


def test_9_3_link_pays_once_for_one_owner_of_both_ends():
    t = Table(2)
    t.built(0, "trading-post", spot="A.L2")
    drive(t.flow.place_building(0, "workshop", 1, "A.L1"))
    assert t.p(0).goods["silver"] == 2 and t.p(1).goods["silver"] == 0


def test_9_3_the_other_owner_of_a_link_is_paid_without_asking_but_chooses_its_resource():
    """Content decision 13: a link pays the other owner in another player's turn; silver is simply
    taken, 'any resource' asks which, saying whose building did it."""
    t = Table(2)
    t.built(1, "guildhall", spot="A.L2")
    assert drive(t.flow.place_building(0, "workshop", 1, "A.L1")) == [], "no one is asked"
    assert t.p(1).goods["silver"] == 2 and t.p(0).goods["silver"] == 2, "the L1-L2 link: 2 silver each"
    assert any("pays Red and Blue" in line for line in texts(t.m, "9.3"))
    seen = drive(t.flow.place_building(0, "workshop", 2, "A.R1"), "resource:gold", "resource:ink")
    assert [d.seat for d in seen] == [0, 1] and t.p(1).goods["ink"] == 1 and t.p(0).goods["gold"] == 1
    assert seen[1].prompt == ("Red builds on Ashwick R1, linked to your building on Ashwick L2: take a resource of "
                              "your choice")
    assert set(seen[1].options[0].cards) == {"spot:low:A.R1", "spot:low:A.L2"}


def test_9_4_building_abilities():
    t = Table(2)
    # first Trading Post: 1 extra space free
    t.built(0, "trading-post")
    d = first_decision(t.flow.movement(0, 1))
    assert "move:B.left" in ids(d) and "silver" not in d.option("move:B.left").label
    # second Trading Post: dismissing costs 1 silver
    assert t.flow.dismiss_cost(0, card_of("antagonist")) == 3
    t.built(0, "trading-post")
    assert t.flow.dismiss_cost(0, card_of("antagonist")) == 1
    # third Trading Post and the Guildhalls: permanent icons
    t.built(0, "trading-post").built(0, "guildhall", 3)
    assert t.flow.board_icons(0) == {"merchant": 1, "noble": 1, "cleric": 1, "builder": 1}
    # first Workshop: a Discard whenever hiring
    t.built(1, "workshop").hand(1, own("abbot", 1)).top("B", "friar")
    drive(t.flow.hire_free(1), "hire:B", f"discard:{own('abbot', 1)}")
    assert own("abbot", 1) in t.p(1).discard and "friar" in t.p(1).discard


def test_9_5_1_noble_icons_place_workers_by_the_viscount():
    t = Table(2)
    t.at(0, "B.inside").row(0, own("squire"), "enforcer").top("B", "friar")  # 3 Noble icons
    d = first_decision(t.flow.place_workers(0, ()))
    assert ids(d) == ["workers:1", "workers:2"]
    drive(t.flow.place_workers(0, ()), "workers:2")  # the Enforcer: 1 corruption after
    assert t.s.tier1["chapel"][0] == 2 and t.p(0).workers == 18 and t.p(0).corruption == 1
    t.goods(0, gold=5)
    assert ids(first_decision(t.flow.place_workers(0, ()))) == ["workers:1", "workers:2", "workers:3", "workers:4"]
    t.p(0).workers = 2
    assert ids(first_decision(t.flow.place_workers(0, ()))) == ["workers:1", "workers:2"]


def test_9_5_2_first_tier_group_of_three_moves_in_and_both_ways():
    t = Table(2)
    t.s.tier1["chapel"] = [2, 2]
    t.p(0).workers, t.p(1).workers = 18, 18
    drive(t.flow.add_workers(0, "chapel", 1))
    assert t.s.tier2["chapel"] == [1, 0] and t.p(0).virtue == 6, "the chapel's 2 virtue"
    assert t.s.tier1["scriptorium"][0] == 1 and t.s.tier1["hall"][0] == 1
    assert t.s.tier1["chapel"] == [0, 2], "other players' workers stay put"
    t2 = Table(2)
    t2.s.tier1["chapel"] = [1, 2]
    drive(t2.flow.add_workers(0, "chapel", 1), "bump:1")
    assert t2.s.tier1["chapel"] == [2, 1] and t2.s.tier2["chapel"] == [0, 0], "only own workers count"


def test_9_5_2_several_groups_in_the_players_order():
    t = Table(2)
    t.s.tier1["scriptorium"][0] = 2
    t.s.tier1["hall"][0] = 2
    # three into the chapel: its group sends one each way, making groups in the scriptorium and the hall
    seen = drive(t.flow.add_workers(0, "chapel", 3), "group:hall", "choose:1", "skip")
    assert seen[0].prompt.startswith("Which group") and set(ids(seen[0])) == {"group:scriptorium", "group:hall"}
    assert [t.s.tier2[x][0] for x in ("scriptorium", "chapel", "hall")] == [1, 1, 1]
    assert t.s.tier2["hall"][0] == 1


def test_9_5_3_second_tier_to_third():
    t = Table(2)
    t.s.tier2["scriptorium"][0] = 2
    t.s.tier1["scriptorium"][0] = 2
    drive(t.flow.add_workers(0, "scriptorium", 1), "resource:gold")
    assert t.s.tier2["scriptorium"][0] == 2 and t.s.tier3[0] == 1, "keeping 2 sends the next arrival on"
    assert t.p(0).goods == {"silver": 0, "gold": 1, "ink": 1, "stone": 1}
    assert t.s.castle_leader == 0


def test_9_5_4_bumping_workers_off():
    t = Table(2)
    t.s.tier1["chapel"] = [0, 3]
    t.s.tier2["hall"] = [0, 3]
    t.s.tier3 = [0, 5]
    t.p(1).workers = 9
    t.s.current = 0
    drive(t.flow.add_workers(0, "chapel", 1), "bump:1")
    assert t.s.tier1["chapel"] == [1, 2] and t.p(1).goods["silver"] == 2 and t.p(1).workers == 10
    t.s.tier2["hall"] = [1, 3]
    seen = drive(t.flow.bump_off(0), "bump:1", "resource:ink")
    assert t.s.tier2["hall"] == [1, 2] and t.p(1).virtue == 7 and t.p(1).goods["ink"] == 1
    assert seen[0].prompt == "More than 3 workers in the Hall's second tier: whose worker do you bump?"
    assert seen[1].seat == 1 and seen[1].prompt == \
        "Red bumps your worker from the Hall's second tier: take a resource of your choice", "Blue is told why"
    assert t.s.tier3 == [0, 5], "the third tier is never bumped"
    t.s.tier1["treasury"] = [3, 1]
    drive(t.flow.bump_off(0), "bump:0")
    assert t.s.tier1["treasury"] == [2, 1] and t.p(0).goods["silver"] == 2, "the current player may bump their own"


def test_9_5_5_castle_leader_needs_more_not_a_tie():
    t = Table(2)
    t.s.tier3 = [1, 0]
    t.s.castle_leader = 0
    t.s.tier3[1] = 1
    t.flow.check_leader(1)
    assert t.s.castle_leader == 0, "a tie is not enough"
    t.s.tier3[1] = 2
    t.flow.check_leader(1)
    assert t.s.castle_leader == 1
    lines = breakdown(score(t.s), 1)
    assert lines["Castle Leader"] == 5


def test_9_5_6_a_castle_move_forms_a_group_outside_the_action():
    t = Table(2)
    t.s.tier1["chapel"][1] = 2
    t.s.tier1["hall"][1] = 1
    t.s.current = 0
    drive(t.flow.castle_move(1), "castle:hall:chapel")
    assert t.s.tier2["chapel"][1] == 1 and t.p(1).virtue == 6
    assert t.s.tier1["scriptorium"][1] == 1 and t.s.tier1["hall"][1] == 1


def test_9_5_7_castle_example_cascade_leader_and_bumps():
    t = Table(2)
    s = t.s
    red, blue = t.p(0), t.p(1)
    # Red by the scriptorium (Ink Well and Stone), next to the chapel (2 Virtue) as in the example
    t.at(0, "A.inside").top("A", "aristocrat")  # Noble and Merchant icons, dismissed for 2 silver
    t.row(0, own("thief"), "overseer-3-destroy-or-discard", "benefactor").built(0, "guildhall")
    t.goods(0, gold=3, silver=2).hand(0, own("squire"))
    s.tier1["scriptorium"][0], s.tier1["chapel"][0], s.tier2["scriptorium"][0] = 1, 2, 2
    s.tier1["chancery"][1], s.tier3[1], s.castle_leader = 3, 1, 1
    red.workers, blue.workers = 15, 16
    # 5 free Noble icons: Thief 1 (wild), Overseer 1, Guildhall 1, the dismissed Aristocrat 1, and the
    # Benefactor's pairs of Merchant icons 1 (its own 2 and the Aristocrat's 1); 3 gold make 8
    assert red.goods["gold"] == 3
    seen = drive(t.flow.primary_action(0), "dismiss:yes", "workers:4",  # the one action possible here
                 "resource:stone", "resource:gold", "bump:1", "bump:1", "choose:1", f"discard:{own('squire')}")
    assert red.goods == {"silver": 0, "gold": 1, "ink": 2, "stone": 3}, "gold spent; 2x ink+stone; 2 resources"
    tier1 = {sec: s.tier1[sec][0] for sec in s.tier1}
    assert tier1 == {"scriptorium": 0, "chapel": 1, "hall": 1, "treasury": 0, "chancery": 2}
    assert s.tier2["scriptorium"][0] == 2 and s.tier2["chapel"][0] == 1, "4 in the ink/stone section: 2 go on"
    assert s.tier3 == [2, 1] and s.castle_leader == 0, "Red passes Blue and takes the Castle Leader"
    assert s.tier1["chancery"] == [2, 1] and blue.goods["silver"] == 4 and blue.workers == 18
    assert red.virtue == 8 - 1 - 2, "1 from the Aristocrat's hire effect, 2 from the chapel"
    assert own("squire") in red.discard, "last, the Overseer's discard"
    assert [d.prompt for d in seen].count("Which group of three moves first?") == 0


def test_9_6_transcription_example():
    t = Table(2)
    t.at(0, "C.inside").row(0, "acolyte", own("squire"), own("labourer")).goods(0, ink=3, silver=1)
    t.p(0).cleric_bonus = ["blue"]
    t.s.cleric_bonus_taken["blue"] = 0
    t.top("C", "racketeer-1-rearrange-or-discard").manuscript_top("C", "m27")
    t.discards(0, own("abbot"))
    seen = drive(t.flow.primary_action(0), "action:transcribe")  # the 6th Cleric icon needs the Racketeer
    assert seen[0].option("action:transcribe").label.endswith(", dismissing Racketeer for 1 silver")
    p = t.p(0)
    assert p.manuscripts == ["m27"] and t.s.top_manuscript("C") != "m27"
    assert p.goods == {"silver": 0, "gold": 0, "ink": 0, "stone": 0}, "3 ink wells and 1 silver paid"
    assert "racketeer-1-rearrange-or-discard" in t.s.removed
    assert p.discard == [] and own("abbot") in p.draw, "the Racketeer's Shuffle"
    t.built(0, "workshop", 2).built(0, "trading-post")
    assert breakdown(score(t.s), 0)["Manuscript: 1 per building"] == 3
    assert seen[0].prompt.startswith("Choose your primary action")


def test_9_6_cleric_bonus_at_three_of_a_ribbon_and_one_per_turn():
    t = Table(2)
    t.at(0, "A.inside").row(0, own("abbot"), "bishop").goods(0, ink=9)
    t.p(0).manuscripts = ["m16", "m19"]  # red
    t.manuscript_top("A", "m01")  # red, cost 3: 1 ink, 1 virtue
    drive(t.flow.transcribe(0, ()))
    p = t.p(0)
    assert p.cleric_bonus == ["red"] and t.s.cleric_bonus_taken == {"red": 0}
    assert p.goods["ink"] == 9 + 1 and p.virtue == 8 - 1 + 0 and p.corruption == 1, "Bishop: 1 corruption after"
    assert t.flow.board_icons(0)["cleric"] == 1 + 2 + 1, "the bonus card's Cleric icon"
    assert breakdown(score(t.s), 0)["Cleric Bonus cards"] == 3
    t.p(1).manuscripts = ["m23", "m28"]
    drive(t.flow.take_manuscript(1, "m31", "9.6"))
    assert t.p(1).cleric_bonus == [] and t.s.cleric_bonus_taken == {"red": 0}, "only the first gets it"


def test_9_6_printed_manuscript_for_its_effect_only():
    t = Table(2)
    t.at(0, "A.inside").row(0, own("abbot"), own("squire")).goods(0, ink=2)
    t.s.manuscript_piles["A"] = []
    drive(t.flow.transcribe(0, ()))  # A's printed manuscript: cost 3, 1 virtue
    assert t.p(0).manuscripts == [] and t.s.manuscript_piles["A"] == [] and t.p(0).goods["ink"] == 0
    assert t.p(0).virtue == 7
    assert breakdown(score(t.s), 0)["Manuscript sets"] == 0, "it scores nothing"


# --- 10 Phase 4: Recruit ---------------------------------------------------------------------
def test_10_1_hiring_the_adjacent_townsfolk():
    t = Table(2)
    t.top("A", "patron-2-gold").goods(0, silver=2).hand(0, own("abbot"))
    drive(t.flow.recruit(0), "hire:yes", f"discard:{own('abbot')}")
    p = t.p(0)
    assert p.goods["silver"] == 0 and "patron-2-gold" in p.discard and own("abbot") in p.discard
    t.goods(0, silver=1).top("A", "miner")
    assert drive(t.flow.recruit(0)) == [], "too little silver: no hire offered"
    t.goods(0, silver=5)
    t.built(0, "workshop")
    drive(t.flow.recruit(0), "hire:yes", "skip")
    assert "miner" in p.discard and p.virtue == 7


def test_10_2_free_hire_from_any_pile_keeps_the_phase_4_hire():
    t = Table(2)
    t.top("D", "princess").top("A", "miner").goods(0, silver=2)
    seen = drive(t.flow.hire_free(0), "hire:D")
    assert len(seen[0].options) == 5 and "princess" in t.p(0).discard and t.p(0).goods["silver"] == 2
    drive(t.flow.recruit(0), "hire:yes")
    assert "miner" in t.p(0).discard and t.p(0).goods["silver"] == 0


def test_10_3_empty_piles_are_not_refilled():
    t = Table(2)
    t.s.townsfolk_piles["A"] = []
    t.goods(0, silver=9)
    assert drive(t.flow.recruit(0)) == [], "the printed card cannot be hired"
    assert t.s.townsfolk_piles["A"] == []
    seen = drive(t.flow.hire_free(0), "hire:B")
    assert "hire:A" not in ids(seen[0])
    assert t.flow.adjacent_townsfolk(0).name == "Toll Keeper", "but it can be dismissed"


# --- 11 Phase 5: Resolve collision -------------------------------------------------------------
def test_11_1_only_in_the_owners_phase_5():
    t = Table(2)
    t.markers(1, 4, 4).markers(0, 2, 5)
    t.s.current = 0
    drive(t.flow.collision(0))
    assert (t.p(1).corruption, t.p(1).virtue) == (4, 4) and t.p(0).deeds == 0
    t.s.current = 1
    drive(t.flow.collision(1), "resource:ink")
    assert (t.p(1).corruption, t.p(1).virtue) == (0, 8)
    assert t.p(1).deeds == 1 and t.p(1).debts == 1, "position 4: 1 deed, 1 debt, 1 resource"


def test_11_2_steps_in_order_workshop_virtue_moves_the_markers_first():
    t = Table(2)
    t.markers(0, 6, 6).built(0, "workshop", 2).row(0, own("squire"))
    drive(t.flow.collision(0))
    p = t.p(0)
    # step 1 moved the stuck markers to 5: its reward (1 debt, 3 silver), not position 6's
    assert p.debts == 1 and p.goods["silver"] == 3
    assert (p.corruption, p.virtue) == (0, 8)
    # Blue: position 5 has nothing below
    assert t.p(1).virtue == 8


def test_11_3_collision_example():
    t = Table(3)
    red, blue, green = t.p(0), t.p(1), t.p(2)
    t.markers(0, 6, 6).built(0, "workshop", 2).row(0, "peddler-2-ink", own("thief"))
    t.built(1, "workshop", 2).row(1, own("squire", 1))
    t.row(2, own("thief", 2))
    drive(t.flow.collision(0))
    assert red.goods["ink"] == 1, "the Peddler"
    assert red.debts == 2 and red.goods["silver"] == 3, "the reward above position 6"
    assert (red.corruption, red.virtue) == (0, 8), "Red resets both markers"
    assert blue.virtue == 8 - 1 - 1, "second Workshop without criminals, and the reward below"
    assert green.virtue == 8, "a Criminal on the board: nothing below"


# --- 12 Phase 6: Draw cards --------------------------------------------------------------------
def test_12_1_hand_limit_with_third_workshop_and_castle_leader():
    t = Table(2)
    t.hand(0, own("squire")).built(0, "workshop", 3)
    t.s.castle_leader = 0
    drive(t.flow.turn(0), "move:B.left")  # nothing to trade or build there: no action asked
    assert len(t.p(0).hand) == 5
    t.hand(1, own("squire", 1), own("abbot", 1), own("labourer", 1), own("lender", 1), own("thief", 1))
    t.s.current = 1
    drive(t.flow.turn(1), f"play:{own('thief', 1)}", "move:A.right")
    assert len(t.p(1).hand) == 4, "above the limit: no draw and no discard"
    t.only(1).hand(1, own("abbot", 1)).discards(1, own("squire", 1))
    drive(t.flow.turn(1), "move:B.right")
    assert t.p(1).hand == [own("squire", 1)], "draw and discards run out"


def test_12_2_reshuffle_gives_exactly_one_corruption_or_one_virtue():
    t = Table(2)
    t.only(0).row(0, own("thief"), "antagonist").discards(0, own("abbot"), own("squire"))
    t.flow.draw(0, 1)
    assert t.p(0).corruption == 1 and t.p(0).virtue == 8, "criminals on the board: exactly 1 corruption"
    assert len(t.p(0).hand) == 1 and len(t.p(0).draw) == 1 and t.p(0).discard == []
    t.only(1).row(1, own("squire", 1)).discards(1, own("abbot", 1))
    t.flow.draw(1, 1)
    assert t.p(1).virtue == 7 and t.p(1).hand == [own("abbot", 1)]
    t.discards(1, own("thief", 1))
    drive(t.flow.step(1, Step("shuffle"), "16.2"))
    assert t.p(1).virtue == 7 and t.p(1).draw == [own("thief", 1)], "the Shuffle effect makes no check"


# --- 13 Game end -------------------------------------------------------------------------------
def test_13_1_round_finishes_then_one_more_round():
    m = new_match(3, seed=5)
    s = m.state
    bot = RandomBot(5)
    while not (sum(1 for e in m.log if e.rule == "6.1") == 2 and m.decision.seat == (s.start_player + 1) % 3
               and s.current == m.decision.seat):
        m.play(bot.choose(m.decision))
    assert not s.final_round
    s.final_round = True  # as if the Poverty card were revealed in the second player's turn of round 2
    mark = len(m.log)
    while m.decision is not None:
        m.play(bot.choose(m.decision))
    turns = [m.players.index(e.text.split("'s turn")[0]) for e in m.log[mark:] if e.rule == "6.2"]
    start = s.start_player
    assert turns == [(start + 2) % 3] + [(start + i) % 3 for i in range(3)]
    assert turns[-1] == (start - 1) % 3, "the player right of the start player has the last turn"
    assert s.over and m.result is not None and texts(m)[-1] == "The game ends"


def test_13_2_divided_kingdom_both_cards_score():
    t = Table(3)
    t.s.debts_on_poverty = t.s.deeds_on_prosperity = 1
    drive(t.flow.gain_debt(0))
    t.flow.gain_deed(1)
    assert t.s.poverty and t.s.prosperity
    t.p(0).approved_deeds = 2
    t.p(1).paid_debts = 1
    lines = [breakdown(score(t.s), q) for q in range(3)]
    assert lines[0]["Poverty card"] == 12 and lines[1]["Prosperity card"] == 12
    assert lines[2]["Poverty card"] == lines[2]["Prosperity card"] == 0


def test_13_3_ongoing_abilities_do_nothing_at_scoring():
    t = Table(2)
    t.only(0).row(0, "benefactor", own("squire"), "strongman").hand(0, "traveller")
    t.p(0).manuscripts = ["m19"]  # 1 VP per Noble icon
    assert t.flow.free_icons(0, "noble") == 1 + 2, "in an action the Benefactor's pairs count"
    assert breakdown(score(t.s), 0)["Manuscript: 1 per noble"] == 1, "at the end they do not"


# --- 14 Scoring --------------------------------------------------------------------------------
def test_14_1_categories():
    t = Table(2)
    p = t.p(0)
    t.built(0, "workshop", 1)
    t.s.tier1["hall"][0] = 2
    t.s.tier3[0] = 1
    p.manuscripts = ["m10", "m01"]  # green 2 VP flat; red
    t.s.castle_leader = 0
    p.cleric_bonus = ["green"]
    p.debts, p.deeds, p.approved_deeds = 1, 2, 1
    lines = breakdown(score(t.s), 0)
    assert lines["Workshops: 1"] == 2 and lines["Workers in the castle"] == 2 + 3
    assert lines["Manuscript sets"] == 4 and lines["Manuscript VP"] == 2
    assert lines["Castle Leader"] == 5 and lines["Cleric Bonus cards"] == 3
    assert score(t.s)["scores"][0]["total"] == 2 + 5 + 4 + 2 + 5 + 3 - 2 + 2 + 3
    assert lines["Poverty card"] == 0, "not revealed: no points"


def test_14_1_each_manuscript_counts_its_own_items():
    """Manuscripts paying per item count, as in the scoring example: buildings, flips of each kind,
    deeds acquired or approved, manuscripts, castle workers in every tier, and icons on all the
    player's townsfolk (hand, discards and board) and board, permanent icons included."""
    t = Table(2)
    p = t.p(0)
    t.only(0).hand(0, own("journeyman")).row(0, own("labourer"))  # 2 Merchant and 1 Builder icon; no Criminal
    t.built(0, "guildhall", 2).built(0, "workshop")  # 3 buildings; Guildhalls 1 and 2 show a Noble and a Cleric icon
    p.cleric_bonus = ["grey"]  # one more Cleric icon
    p.paid_debts, p.approved_deeds, p.deeds = 4, 2, 3
    t.s.tier1["hall"][0] = t.s.tier1["chapel"][0] = 1
    t.s.tier2["hall"][0] = 3
    t.s.tier3[0] = 1
    p.manuscripts = ["m12", "m32", "m21", "m33", "m25", "m27", "m28", "m29", "m14", "m17", "m19", "m20", "m22"]
    lines = breakdown(score(t.s), 0)
    assert {label: v for label, v in lines.items() if label.startswith("Manuscript: ")} == {
        "Manuscript: 1 per flipped-deed": 2, "Manuscript: 2 per flipped-deed": 4,
        "Manuscript: 1 per flipped-debt": 4, "Manuscript: 2 per flipped-debt": 8,
        "Manuscript: 1 per deed": 3 + 2, "Manuscript: 1 per building": 3,
        "Manuscript: 1 per castle-worker": 2 + 3 + 1, "Manuscript: 1 per manuscript": 13,
        "Manuscript: 1 per merchant": 2, "Manuscript: 1 per builder": 1, "Manuscript: 1 per noble": 1,
        "Manuscript: 1 per cleric": 2, "Manuscript: 1 per criminal": 0}


def test_14_1_manuscript_sets_of_different_ribbons():
    """Content decision 13: sets of 1 to 4 different ribbons score 1, 4, 9, 16, largest first; a
    ribbon nobody holds makes no set."""
    assert C.manuscripts.sets_score({"grey": 3, "red": 2, "blue": 1, "green": 0}) == 9 + 4 + 1
    assert C.manuscripts.sets_score({"grey": 1, "red": 0, "blue": 0, "green": 0}) == 1
    assert C.manuscripts.sets_score({"grey": 0, "red": 0, "blue": 0, "green": 0}) == 0


def test_14_2_poverty_tie_split():
    assert split_places([3, 3, 1, 0], (12, 8, 4)) == [10, 10, 4, 0], "(12 + 8) / 2 each, the next still 4"
    assert split_places([5, 2, 2, 2], (12, 8, 4)) == [12, 4, 4, 4], "(8 + 4) / 3 each"
    assert split_places([0, 0, 0], (12, 8, 4)) == [0, 0, 0], "only players with at least 1 take part"
    two = C.kingdom.poverty.payouts(2)
    assert two == (12, 4), "below 3 players the middle place is dropped"
    assert split_places([2, 1], two) == [12, 4] and split_places([2, 2], two) == [8, 8]
    t = Table(3)
    t.s.poverty = True
    for seat, n in enumerate((2, 2, 1)):
        t.p(seat).approved_deeds = n
    assert [breakdown(score(t.s), q)["Poverty card"] for q in range(3)] == [10, 10, 4]


def test_14_3_winner_and_ties():
    t = Table(3)
    for seat in range(3):
        t.p(seat).deeds = 5
    t.goods(0, silver=2, gold=1).goods(1, silver=1, stone=2).goods(2, silver=2)
    r = score(t.s)
    assert r["winners"] == [0, 1], "tied on VP and on silver and resources: a shared win"
    t.goods(1, stone=3)
    assert score(t.s)["winners"] == [1]
    t.p(2).deeds = 6
    assert score(t.s)["winners"] == [2]


def test_14_4_scoring_example_109_vp():
    t = Table(3)
    s = t.s
    red = t.p(0)
    t.built(0, "trading-post", 1).built(0, "guildhall", 2).built(0, "workshop", 3)  # 4 + 13 + 9
    s.tier3[0], s.tier2["chapel"][0] = 5, 2  # 15 + 4
    red.workers = 13
    # Red's townsfolk: the starting cards (Squire: 1 Noble, Thief: 1 Criminal) and four more; with
    # the first Guildhall's Noble icon that is 5 Noble and 4 Criminal icons
    t.discards(0, "princess", "overseer-2-virtue", "patron-2-gold", "antagonist", "scoundrel-1-gold")
    # m27 grey (1 per building), m19 red (Noble), m20 blue (Criminal), m21 green (flipped debt),
    # and m01, m16 red, m02 blue, m18 green: sets of 4, 3 and 1 ribbons = 16 + 9 + 1
    red.manuscripts = ["m27", "m19", "m20", "m21", "m01", "m16", "m02", "m18"]
    s.castle_leader = 0
    red.cleric_bonus = ["red"]
    red.debts, red.paid_debts, red.deeds, red.approved_deeds = 1, 3, 4, 2
    s.poverty = True
    t.p(1).approved_deeds, t.p(2).approved_deeds = 4, 3
    lines = breakdown(score(s), 0)
    assert lines["Trading Posts: 1"] + lines["Guildhalls: 2"] + lines["Workshops: 3"] == 26
    assert lines["Workers in the castle"] == 19
    assert lines["Manuscript sets"] == 26
    assert (lines["Manuscript: 1 per building"], lines["Manuscript: 1 per noble"],
            lines["Manuscript: 1 per criminal"], lines["Manuscript: 1 per flipped-debt"]) == (6, 5, 4, 3)
    assert lines["Castle Leader"] == 5 and lines["Cleric Bonus cards"] == 3
    assert (lines["Unpaid debts: 1"], lines["Acquired deeds: 4"], lines["Approved deeds: 2"]) == (-2, 4, 6)
    assert lines["Poverty card"] == 4 and lines["Prosperity card"] == 0
    assert score(s)["scores"][0]["total"] == 109


# --- 16 Effect glossary ------------------------------------------------------------------------
def test_16_1_virtue_and_corruption_effects():
    t = Table(2)
    drive(t.flow.resolve(0, C.board.segments["E"].townsfolk.on_hire, "16.1"))  # Footpad: 1 corruption, 2 silver
    assert t.p(0).corruption == 1 and t.p(0).goods["silver"] == 2
    drive(t.flow.resolve(0, C.board.segments["D"].townsfolk.on_hire, "16.1"))  # Herald: 1 virtue
    assert t.p(0).virtue == 7


def test_16_2_card_effects():
    t = Table(2)
    p = t.p(0)
    t.only(0).row(0, own("abbot"), None, own("squire"))
    seen = drive(t.flow.rearrange(0, "16.2"), "keep")
    assert ids(seen[0]) == ["keep", f"order:{own('squire')},-,{own('abbot')}"], "cards swap; empty spaces stay"
    assert p.row == [own("abbot"), None, own("squire")]
    t.hand(0, own("labourer")).draw_pile(0, own("thief"), own("trader"))
    drive(t.flow.lose_card(0, "discard", "16.2"), "discard:top")
    assert p.discard == [own("trader")] and p.draw == [own("thief")], "discard blind from the draw pile"
    drive(t.flow.lose_card(0, "destroy", "16.2"), f"destroy:{own('labourer')}")
    assert own("labourer") in p.destroyed and p.goods["silver"] == 2
    assert drive(t.flow.lose_card(0, "discard", "16.2"), "skip"), "discard and destroy are optional"
    p.discard = []
    drive(t.flow.step(0, Step("shuffle"), "16.2"))
    assert p.draw == [own("thief")], "a Shuffle needs a discarded card"
    t.only(1).hand(1, own("abbot", 1), own("squire", 1), own("thief", 1)).discards(1, own("lender", 1))
    drive(t.flow.lose_card(1, "discard", "16.2"), "discard:top")
    assert t.p(1).discard == [own("lender", 1)] and t.p(1).draw == [], "an empty draw pile: reshuffle first"


def test_16_3_castle_and_building_effects():
    t = Table(2)
    t.s.tier1["hall"][0] = 1
    seen = drive(t.flow.castle_move(0), "castle:hall:treasury")
    assert set(ids(seen[0])) == {"skip", "castle:hall:chapel", "castle:hall:treasury"}
    assert t.s.tier1["hall"][0] == 0 and t.s.tier1["treasury"][0] == 1
    drive(t.flow.board_step(0, Step("workers", amount=2), "16.3"), "section:treasury")
    assert t.s.tier2["treasury"][0] == 1 and t.p(0).goods["gold"] == 1 and t.p(0).goods["silver"] == 2
    assert t.s.tier1["hall"][0] == 1 and t.s.tier1["chancery"][0] == 1
    t.built(1, "guildhall", spot="E.R2")
    hand = len(t.p(0).hand)
    seen = drive(t.flow.build_free(0), "building:guildhall:1", "spot:E.R1", "resource:ink", "resource:stone")
    assert len(seen[0].options) == 9 and len(seen[1].options) == 19, "any of the nine buildings, any free spot"
    assert t.s.spots["E.R1"] == (0, "guildhall") and t.p(0).built == {"guildhall": [1]}
    assert len(t.p(0).hand) == hand + 1, "the spot's effect: draw 1"
    assert t.p(0).goods["ink"] == 1 and t.p(1).goods["stone"] == 1, "the link's effect for both owners"


def test_16_4_items_and_free_manuscript():
    t = Table(2)
    t.p(0).debts = 1
    drive(t.flow.step(0, Step("flip", target="either"), "16.4"), "resource:ink")
    assert t.p(0).paid_debts == 1 and t.p(0).goods["ink"] == 1
    drive(t.flow.step(0, Step("gain", gains=(("resource", 1), ("deed", 1))), "16.4"), "resource:stone")
    assert t.p(0).goods["stone"] == 1 and t.p(0).deeds == 1
    for seg, mid in zip("ABCD", ("m01", "m03", "m19", "m27")):
        t.manuscript_top(seg, mid)
    t.s.manuscript_piles["E"] = []  # its printed manuscript (cost 3) cannot be taken
    seen = drive(t.flow.manuscript_free(0), "manuscript:A")
    assert set(ids(seen[0])) == {"manuscript:A", "manuscript:B"}, "only costs 3 and 4"
    assert t.p(0).manuscripts == ["m01"] and t.p(0).goods["ink"] == 2 and t.p(0).virtue == 7


def test_16_5_free_hire():
    t = Table(2)
    t.top("C", "friar").goods(0, silver=0)
    seen = drive(t.flow.step(0, Step("hire"), "16.5"), "hire:C")
    assert "friar" in t.p(0).discard and t.p(0).virtue == 7 and t.p(0).goods["silver"] == 0
    assert len(seen[0].options) == 5


def test_16_6_collision_triggers_on_any_players_board():
    t = Table(2)
    t.markers(0, 3, 3)
    t.row(1, "ada", "peddler-1-silver")
    seen = drive(t.flow.collision(0), "resource:stone")
    assert [d.prompt for d in seen] == ["Red's collision: your Ada: take a resource of your choice"], \
        "Blue chooses Ada's resource; the Peddler's silver is taken without asking (content decision 13)"
    assert seen[0].options[0].cards == ("townsfolk:ada",)
    assert t.p(1).goods == {"silver": 2, "gold": 0, "ink": 0, "stone": 1}, "Ada and the Peddler on Blue's board"
    assert t.p(1).virtue == 7
    assert t.p(0).deeds == 1 and t.p(0).goods["silver"] == 2, "Red's reward above position 3"


# --- 17 Hidden information ---------------------------------------------------------------------
def check_view(m, seat):
    """No hidden card in the view: neither by its own id nor as a component the seat may read."""
    s = m.state
    view = m.view(seat)
    text = json.dumps(view)
    readable = view["cards"]
    hidden = [(cid, f"seat {other}'s hand") for other, p in enumerate(s.seats) if other != seat for cid in p.hand]
    hidden += [(cid, f"seat {other}'s draw pile") for other, p in enumerate(s.seats) for cid in p.draw]
    hidden += [(cid, "a townsfolk pile under its top") for pile in s.townsfolk_piles.values() for cid in pile[:-1]]
    hidden += [(mid, "a manuscript pile under its top") for pile in s.manuscript_piles.values() for mid in pile[:-1]]
    for cid, where in hidden:
        assert f'"{cid}"' not in text, f"seat {seat} sees {cid} in {where}"
        assert not {f"townsfolk:{cid}", f"manuscript:{cid}", f"scheme:{cid}"} & readable.keys(), \
            f"seat {seat} may read {cid} in {where}"


@pytest.mark.parametrize("seed", range(1, 4))
def test_17_1_hands_and_draw_piles_hidden(seed):
    n = seed % 3 + 2
    m = new_match(n, seed=seed)
    bot = RandomBot(seed)
    step = 0
    while m.decision is not None and step < 300:
        if step % 10 == 0:
            for seat in [None, *range(n)]:
                check_view(m, seat)
        m.play(bot.choose(m.decision))
        step += 1
    v = m.view(0)
    s = m.state
    assert [x["id"] for x in v["hand"]] == s.seats[0].hand, "the owner sees their hand"
    assert all(x["hand_count"] == len(p.hand) and x["draw_count"] == len(p.draw) for x, p in zip(v["seats"], s.seats))
    assert m.view(None)["hand"] is None


def test_17_1_drawn_cards_seen_only_by_the_drawer():
    t = Table(2)
    t.only(0).draw_pile(0, "friar")
    t.flow.draw(0, 1)
    assert any("Friar" in e["text"] for e in t.m.view(0)["log"])
    assert not any("Friar" in e["text"] for e in t.m.view(1)["log"])
    assert not any("Friar" in e["text"] for e in t.m.view(None)["log"])


def test_17_2_main_board_piles_show_only_top_and_size():
    t = Table(2)
    v = t.m.view(1)
    for seg in v["segments"]:
        pile = t.s.townsfolk_piles[seg["id"]]
        assert seg["townsfolk"]["top"]["id"] == pile[-1] and seg["townsfolk"]["count"] == len(pile)
        mpile = t.s.manuscript_piles[seg["id"]]
        assert seg["manuscript"]["top"]["id"] == mpile[-1] and seg["manuscript"]["count"] == len(mpile)
    t.s.townsfolk_piles["A"] = []
    v = t.m.view(1)
    assert v["segments"][0]["townsfolk"]["top"] is None and v["segments"][0]["townsfolk"]["printed"] == "Toll Keeper"


def test_17_4_public_information():
    t = Table(2)
    t.row(1, own("squire", 1)).discards(1, "friar").goods(1, silver=3, ink=2).built(1, "workshop", spot="A.L1")
    t.p(1).debts, t.p(1).paid_debts = 2, 1
    t.p(1).manuscripts = ["m01"]
    t.s.tier1["hall"][1] = 1
    v = t.m.view(0)["seats"][1]
    assert v["row"][0]["id"] == own("squire", 1) and v["discard"][0]["id"] == "friar"
    assert v["goods"]["silver"] == 3 and v["goods"]["ink"] == 2 and v["built"] == {"workshop": 1}
    assert (v["debts"], v["paid_debts"]) == (2, 1) and v["manuscripts"][0]["id"] == "m01"
    assert (v["corruption"], v["virtue"]) == (0, 8)
    assert t.m.view(0)["castle"]["sections"][2]["tier1"] == [0, 1]
    assert t.m.view(None)["kingdom"]["debts_on_poverty"] == t.s.debts_on_poverty


def test_17_5_a_seat_reads_every_component_in_sight():
    t = Table(2)
    t.hand(0, "friar").row(1, own("squire", 1)).discards(1, "miner").top("A", "bishop")
    t.p(1).manuscripts = [t.s.manuscript_piles["B"].pop()]
    held = t.p(1).manuscripts[0]
    t.s.townsfolk_piles["C"] = []
    red, blue = t.m.view(0)["cards"], t.m.view(1)["cards"]
    assert red["townsfolk:friar"]["where"] == "Your hand" and "townsfolk:friar" not in blue, "a hand is its owner's"
    assert blue[f"townsfolk:{own('squire', 1)}"]["where"] == "Your player board, left space"
    assert red[f"townsfolk:{own('squire', 1)}"]["where"] == "Blue's player board, left space"
    assert red["townsfolk:miner"]["where"] == "Blue's discard pile"
    assert red["townsfolk:bishop"]["where"] == "Top of the townsfolk pile of Ashwick (segment 1)"
    under = t.s.townsfolk_piles["A"][-2]
    assert f"townsfolk:{under}" not in red, "only the top of a pile"
    assert red["printed-townsfolk:C"]["name"] == "Copyist", "the card printed under an empty pile"
    assert red[f"manuscript:{held}"]["where"] == "Blue's manuscripts"
    assert red["town:low:A.left"]["where"] == "Main board, Ashwick (segment 1): the Viscounts of Red and Blue"
    assert red["spot:low:A.L1"]["where"] == "Main board, Ashwick (segment 1): empty"
    assert red["castle:scriptorium"]["where"] == "Castle, facing Ashwick"
    assert red["building:workshop:1"]["where"] == "Your player board, not built yet"
    assert red["kingdom:poverty"]["where"] == f"Kingdom, under {t.s.debts_on_poverty} debts"
    assert "ai-board:cleric" not in red, "no solo AI at this table"
    m = solo_match(seed=3, difficulty=2)
    cards = m.view(0)["cards"]
    assert cards["ai-board:cleric"]["where"].startswith("Cleric AI's seat, difficulty 2 (2 Future Schemes")
    assert "ai-reference" in cards


def test_17_5_every_choice_names_what_it_concerns_and_fits_the_number_keys():
    """Seeded random matches of every size and every AI: at each decision the components an option
    names are readable by the deciding seat, a label naming a card lists it, same-named cards are
    told apart, a long list files into groups of nine, and the words have no slips."""
    from tabletop_tui.menu import fits, menu
    slips = [r"\b1 (spaces|workers|cards|icons|debts|deeds|ink wells)\b", r"\b(\w+) \1\b", r"\(s\)", r"\bviscount\b",
             r":\s*$", r"\)\s*\("]
    cases = [(2, {}), (4, {})] + [(1, {"ai": ai, "difficulty": 3}) for ai in C.solo.ais]
    for players, options in cases:
        m = new_match(players, seed=players + 10, **options)
        bot = RandomBot(players)
        while m.decision is not None:
            view = m.view(m.decision.seat)
            names = {}
            for cid, card in view["cards"].items():
                names.setdefault(card["name"], set()).add(cid)
            labels = [o["label"] for o in view["decision"]["options"]]
            assert len(set(labels)) == len(labels), f"two options read the same: {labels}"
            assert fits(menu(view["decision"]["options"])), f"{m.decision.prompt}: {labels}"
            for o in view["decision"]["options"]:
                assert set(o["cards"]) <= view["cards"].keys(), o
                for name, ids in names.items():
                    if re.search(rf"(?<![\w']){re.escape(name)}(?![\w'])", o["label"]):
                        assert ids & set(o["cards"]), f"{o['label']!r} names {name}"
            for words in [m.decision.prompt, *labels]:
                assert not any(re.search(slip, words) for slip in slips), words
            m.play(bot.choose(m.decision))


# --- 15 Solo play ------------------------------------------------------------------------------
def solo_match(seed=3, ai="cleric", difficulty=0):
    return new_match(1, seed, ai=ai, difficulty=difficulty)


def test_15_1_solo_setup():
    m = solo_match(seed=3)
    s = m.state
    human, ai = s.seats
    assert s.start_player == 0 and not human.ai and ai.ai == "cleric"
    assert s.side == "low" and s.debts_on_poverty == C.kingdom.poverty.on_top[2]
    assert len(s.offers) == 2 and ids(m.decision) == [f"pair:{n}:{h}" for n, h in s.offers]
    board = C.solo.ais["cleric"]
    assert sorted(ai.draw) == sorted(x for x, sch in C.solo.schemes.items()
                                     if sch.deck == "starting" and x not in board.remove)
    assert sorted(s.future) == sorted(x for x, sch in C.solo.schemes.items()
                                      if sch.deck == "future" and x not in board.remove)
    assert ai.hand == [] and ai.workers == 20
    (mine, _), (other, _) = s.offers
    before = s.debts_on_poverty, s.deeds_on_prosperity
    m.play(f"pair:{mine}:{s.offers[0][1]}")
    while m.decision.seat == 0 and human.turns == 0 and m.decision.prompt != "Play a card to your board":
        m.play(m.decision.options[0].id)
    assert ai.town == C.board.start_town(other) and s.offers == []
    assert ai.goods["ink"] >= 1 and ai.goods["stone"] >= 1 and (ai.debts, ai.deeds) == (1, 1)
    assert ai.built == {"guildhall": [1]}
    spot = next(k for k, v in s.spots.items() if v == (1, "guildhall"))
    seg, place = ai.town.split(".")
    assert spot.startswith(f"{seg}.{place[0].upper()}"), "a Guildhall at its viscount's town, its side of the river"
    assert (s.debts_on_poverty, s.deeds_on_prosperity) == before
    assert all(x in C.solo.schemes for x in ai.cards()), "the AI has no townsfolk"


def test_15_2_general_ai_rules():
    t = Table(ai="cleric")
    ai = t.p(1)
    drive(t.flow.ai_move(1, 2))
    assert ai.town == "B.left", "clockwise on the outside path only"
    # Red ends on the AI's town: the AI takes 1 resource of its choice instead of rearranging
    t.at(0, "A.right")
    drive(t.flow.movement(0, 1))
    assert ai.goods == {"silver": 0, "gold": 0, "ink": 1, "stone": 0}
    # the Cleric AI's chart: ink until 6, then stone until 4, then gold
    t.goods(1, ink=6)
    t.flow.ai_resource(1)
    t.goods(1, stone=4)
    t.flow.ai_resource(1)
    assert ai.goods == {"silver": 0, "gold": 1, "ink": 6, "stone": 4}
    # flips: the kind flipped fewer times, a debt on a tie
    ai.debts, ai.deeds = 2, 2
    assert t.flow.ai_flip(1, "either") == "debt"
    ai.paid_debts = 1
    assert t.flow.ai_flip(1, "either") == "deed"
    ai.deeds = 0
    assert t.flow.ai_flip(1, "either") == "debt"
    # the AI ends on Red's town: Red may rearrange
    t.at(1, "B.left").at(0, "B.right").row(0, own("abbot"), own("squire"))
    seen = drive(t.flow.ai_move(1, 1), "keep")
    assert [d.seat for d in seen] == [0] and ai.town == "B.right"


def test_15_2_card_focused_ai_treats_resources_as_one():
    t = Table(ai="card")
    t.goods(1, ink=2, gold=1, stone=2)
    t.flow.ai_resource(1)
    assert t.p(1).goods["gold"] == 2


def test_15_3_ai_reference_card():
    t = Table(ai="cleric")
    ai = t.p(1)
    drive(t.flow.step(1, Step("rearrange"), "16.2"))
    assert ai.goods["ink"] == 1, "column 1: a Rearrange gives a resource"
    drive(t.flow.step(1, Step("gain", gains=(("silver", 2),)), "16.4"))
    assert ai.goods["silver"] == 0 and ai.goods["ink"] == 2, "column 1: 2 silver give a resource"
    ai.debts = 1
    drive(t.flow.step(1, Step("destroy", amount=1), "16.2"))
    assert ai.paid_debts == 1, "column 2: a Destroy gives a flip"
    t.s.future = []
    drive(t.flow.ai_future(1))
    assert ai.paid_debts == 1 and ai.virtue == 7, "column 2 then 3: an empty Future pile, nothing to flip: virtue"
    drive(t.flow.step(1, Step("discard", amount=1), "16.2"))
    drive(t.flow.board_step(1, Step("castle_move", amount=1), "16.3"))
    assert ai.virtue == 5, "column 3: a Discard and a castle move give 1 virtue each"


def test_15_3_ai_silver_comes_in_pairs():
    t = Table(ai="cleric")
    drive(t.flow.step(1, Step("gain", gains=(("silver", 3),)), "9.3"))
    assert t.p(1).goods == {"silver": 0, "gold": 0, "ink": 1, "stone": 0}, \
        "every 2 silver become 1 resource and an odd single silver is lost (decision 48)"


def test_15_4_scheme_icons_hire_and_dismiss():
    t = Table(ai="cleric")
    ai = t.p(1)
    ai.row = ["S2", "S1", None]
    assert t.flow.board_icons(1) == {"criminal": 1, "noble": 2}, "Scheme icons pay for actions"
    top_future, left = t.s.future[-1], len(t.s.future)
    drive(t.flow.step(1, Step("hire"), "16.5"))
    assert ai.discard[-1] == top_future and len(t.s.future) == left - 1, "a hire gives the top Future Scheme"
    t.top("A", "friar")
    drive(t.flow.ai_dismiss(1))
    assert "friar" in t.s.removed and ai.virtue == 7 and ai.goods["silver"] == 0, "its hire effect, for free"
    assert t.flow.board_icons(1) == {"criminal": 1, "noble": 2}, "but not its icons"


def test_15_5_ai_builds():
    t = Table(ai="cleric")
    ai = t.p(1)
    t.goods(1, stone=3).built(0, "workshop", spot="A.L1")
    assert drive(t.flow.ai_action(1, "build")) == []
    assert t.s.spots["A.L2"] == (1, "workshop"), "the left-most affordable building, on the first free spot"
    assert ai.goods["stone"] == 0
    t.goods(1, stone=7)
    gen = t.flow.ai_action(1, "build")
    try:
        next(gen)
    except StopIteration as stop:
        assert stop.value is False, "no free spot on its side of the river: it never crosses"
    assert ai.goods["stone"] == 7
    drive(t.flow.board_step(1, Step("build"), "16.3"))
    assert t.s.spots["A.R1"] == (1, "guildhall"), "a free building goes to the first free spot clockwise"


def test_15_5_free_building_goes_clockwise_from_its_town():
    t = Table(ai="cleric")
    t.at(1, "B.right")
    t.built(0, "workshop", spot="B.R1").built(0, "workshop", spot="B.R2")
    drive(t.flow.board_step(1, Step("build"), "16.3"))
    assert t.s.spots["C.L1"] == (1, "guildhall"), "on past the river's far side to the next town, not back to B.L1"


def test_15_3_ai_trades_silver_as_resources():
    t = Table(ai="card")
    ai = t.p(1)
    ai.row = ["S5", None, None]  # two Merchant icons, at a silver exchange
    t.at(1, "A.left")
    assert t.flow.exchange_here(1) == "silver"
    assert drive(t.flow.ai_action(1, "trade")) == []
    assert ai.goods["silver"] == 0 and sum(ai.goods[r] for r in ("gold", "ink", "stone")) == 1


def test_15_3_ai_at_a_destroy_exchange_flips_or_fails():
    """A destroy exchange gives the AI flips (its Reference card): with nothing to flip its Trade
    attempt fails, so the Scheme's other option is taken (decision 10)."""
    t = Table(ai="card")
    ai = t.p(1)
    ai.row = ["F4", None, None]  # three Merchant icons
    ai.debts = ai.deeds = 0
    t.at(1, "B.left")
    assert t.flow.exchange_here(1) == "destroy"
    assert not t.flow.can_trade(1, ())
    assert drive_result(t.flow.ai_action(1, "trade"))[1] is False
    ai.debts = 1
    assert drive_result(t.flow.ai_action(1, "trade"))[1] is True and ai.paid_debts == 1, "3 icons: one flip"


def test_15_6_ai_places_workers():
    t = Table(ai="cleric")
    ai = t.p(1)
    ai.row = ["S1", None, None]  # 2 Noble icons
    gen = t.flow.ai_action(1, "workers")
    try:
        next(gen)
        placed = None
    except StopIteration as stop:
        placed = stop.value
    assert placed is False and ai.workers == 20, "never just 1 worker"
    t.goods(1, gold=1)
    t.s.tier1["scriptorium"][0] = 3
    t.p(0).workers = 17
    t.s.current = 1
    drive(t.flow.ai_action(1, "workers"))
    assert ai.goods["gold"] == 0 and ai.workers == 18, "3 Noble icons: 2 workers in its segment's section"
    assert t.s.tier1["scriptorium"] == [1, 2]
    assert t.p(0).goods["silver"] == 4 and t.p(0).workers == 19, "it always bumps the human's workers"


def test_15_7_ai_transcribes():
    t = Table(ai="cleric")
    ai = t.p(1)
    ai.row = ["S3", None, None]  # 1 Cleric icon
    t.goods(1, ink=2).manuscript_top("A", "m01")
    drive(t.flow.ai_action(1, "transcribe"))
    assert ai.manuscripts == ["m01"] and ai.goods["ink"] == 1, "2 ink paid, 1 back from m01"
    for seg, mid in zip("ABCDE", ("m27", "m32", "m03", "m19", "m02")):
        t.manuscript_top(seg, mid)
    t.at(1, "B.right")
    drive(t.flow.board_step(1, Step("manuscript"), "16.4"))
    assert ai.manuscripts[-1] == "m03", "a free manuscript: its segment first, then clockwise"


def test_15_8_ai_turn_examples():
    t = Table(ai="cleric")
    ai = t.p(1)
    t.at(1, "A.left").built(1, "guildhall", spot="A.L2").goods(1, ink=0)
    ai.debts, ai.deeds = 1, 1
    ai.draw = ["S2", "S1"]
    t.top("A", "friar")  # dismissed for 1 virtue
    drive(t.flow.ai_turn(1))
    assert ai.row == ["S1", None, None] and "friar" in t.s.removed
    assert ai.town == "B.left", "moves 2 spaces clockwise"
    assert ai.workers == 20 and ai.paid_debts == 1 and ai.goods["ink"] == 1, "cannot place: flip a debt"
    assert ai.virtue == 8 - 1 - 1
    # turn 2: S2's Criminal icon, a Future Scheme, 1 space, its Primary Focus: a 3-cost manuscript paid
    # with the Criminal, its Guildhall's Cleric icon and an ink well; m07 gives another Future Scheme
    t.manuscript_top("B", "m07")
    drive(t.flow.ai_turn(1))
    assert ai.corruption == 1 and ai.town == "B.right"
    assert ai.manuscripts == ["m07"] and ai.goods["ink"] == 0
    assert len(ai.discard) == 2 and all(x.startswith("F") for x in ai.discard)


def test_15_9_ai_scoring_and_last_turn():
    t = Table(ai="cleric")
    t.goods(1, ink=2, gold=1, stone=1, silver=5)
    lines = breakdown(score(t.s), 1)
    assert lines["Leftover resources (AI)"] == 4
    assert "Leftover resources (AI)" not in breakdown(score(t.s), 0)
    # to win, the person must score more than the AI: a tie is the AI's, whatever goods are left
    ai_total = score(t.s)["scores"][1]["total"]
    t.p(0).deeds = ai_total
    t.goods(0, silver=20)
    r = score(t.s)
    assert r["scores"][0]["total"] == ai_total and r["winners"] == [1] and "tie" in r["note"]
    t.p(0).deeds += 1
    assert score(t.s)["winners"] == [0]
    m = solo_match(seed=5)
    bot = RandomBot(5)
    while m.decision is not None:
        m.play(bot.choose(m.decision))
    last = [e.text for e in m.log if e.rule in ("6.2", "15.8") and e.text.endswith("'s turn")][-1]
    assert last == "Cleric AI's turn", "the AI always has the last turn"


def test_15_10_difficulty_adds_future_schemes():
    easy, hard = solo_match(seed=4).state, solo_match(seed=4, difficulty=3).state
    assert len(hard.seats[1].draw) == len(easy.seats[1].draw) + 3
    assert len(hard.future) == len(easy.future) - 3
    assert sum(x.startswith("F") for x in hard.seats[1].draw) == 3


def test_17_3_solo_decks_hidden():
    m = solo_match(seed=6)
    bot = RandomBot(6)
    for step in range(200):
        if m.decision is None:
            break
        if step % 10 == 0:
            s = m.state
            for seat in (None, 0):
                v = m.view(seat)
                text = json.dumps(v)
                for sid in s.seats[1].draw + s.future:
                    assert f'"{sid}"' not in text, f"{sid} face down, yet in the view"
                    assert f"scheme:{sid}" not in v["cards"], f"{sid} face down, yet readable"
                for sid in s.seats[1].discard + [x for x in s.seats[1].row if x]:
                    assert v["cards"][f"scheme:{sid}"]["kind"].endswith("Scheme (solo AI)"), "face-up Schemes are read"
                assert v["future_count"] == len(s.future) and v["seats"][1]["draw_count"] == len(s.seats[1].draw)
                assert [x["id"] for x in v["seats"][1]["discard"]] == s.seats[1].discard
        m.play(bot.choose(m.decision))


def out_of_sight(s, seat) -> list[tuple[list[tuple[list, int]], bool]]:
    """The places whose cards `seat` may not see, in groups whose cards may trade places unseen,
    each with whether such a swap leaves every seat owning the cards it owned: then even the
    running score must not move (it counts the icons of all a seat's cards, which are public: each
    was hired in sight). Each other seat's hand and draw pile (the solo AI's Scheme pile with the
    Future Scheme pile: its running score leaves out what their hidden icons pay); the order of the
    seat's own draw pile; the cards under the top of the townsfolk and the manuscript piles; and,
    changing owners, the neutral townsfolk in other hands and draw piles and under the tops."""
    groups = []
    for other, p in enumerate(s.seats):
        if other == seat:
            groups.append(([(p.draw, i) for i in range(len(p.draw))], True))
        else:
            groups.append(([(pile, i) for pile in (p.hand, p.draw) for i in range(len(pile))]
                           + [(s.future, i) for i in range(len(s.future)) if p.ai], True))
    under_tops = [(pile, i) for pile in s.townsfolk_piles.values() for i in range(len(pile) - 1)]
    groups.append((under_tops, True))
    # every manuscript under a top is black-backed: a pile's one grey-backed manuscript starts on top
    groups.append(([(pile, i) for pile in s.manuscript_piles.values() for i in range(len(pile) - 1)], True))
    held = [(pile, i) for other, p in enumerate(s.seats) if other != seat and not p.ai
            for pile in (p.hand, p.draw) for i in range(len(pile))]
    groups.append(([(pile, i) for pile, i in held + under_tops if card_of(pile[i]).kind == "neutral"], False))
    return groups


def blind_view(m, seat) -> dict[str, str]:
    """The view key by key, without the log (what was told already: swapping cards now does not
    rewrite it)."""
    return {key: json.dumps(value, sort_keys=True) for key, value in m.view(seat).items() if key != "log"}


def test_17_5_the_running_score_leaves_out_only_what_is_out_of_sight():
    """Every seat's running score is its score if the game ended now; only the solo AI's
    manuscripts paying per icon are left out and counted as hidden, as its Scheme pile may hide
    Future Schemes."""
    t = Table(3)
    t.built(0, "guildhall").built(1, "workshop", 2)
    t.p(2).manuscripts = ["m14", "m27"]
    t.s.castle_leader = 1
    for seat in (None, 0, 1, 2):
        rows = t.m.view(seat)["standing"]
        assert [(r["seat"], r["total"], r["breakdown"], r["hidden"]) for r in rows] == \
            [(x["seat"], x["total"], x["breakdown"], 0) for x in score(t.s)["scores"]]
    t = Table(ai="cleric")
    t.p(1).manuscripts = ["m14", "m27"]  # 1 VP per Merchant icon, 1 VP per building
    t.built(1, "guildhall")
    full = score(t.s)["scores"][1]
    per_icon = breakdown(score(t.s), 1)["Manuscript: 1 per merchant"]
    for seat in (None, 0):
        ai = t.m.view(seat)["standing"][1]
        assert ai["hidden"] == 1 and ai["total"] == full["total"] - per_icon
        assert [x["label"] for x in ai["breakdown"]] == [x["label"] for x in full["breakdown"]
                                                        if x["label"] != "Manuscript: 1 per merchant"]
        assert t.m.view(seat)["standing"][0]["hidden"] == 0


# the solo seeds have the AI hold a manuscript paying per icon for most of the match, which its
# running score must leave out while its Scheme piles are unseen
@pytest.mark.parametrize("players, ai, difficulty, seed", [(2, None, 0, 20), (3, None, 0, 30), (4, None, 0, 40),
                                                           (1, "cleric", 0, 9), (1, "builder", 1, 18),
                                                           (1, "noble", 2, 16), (1, "card", 3, 6)])
def test_17_5_a_view_is_blind_to_cards_out_of_sight_trading_places(players, ai, difficulty, seed):
    """A seeded random match; every few steps, for each seat and nobody, two cards of each group it
    may not see trade places (the state still valid) and back: its view, the components it may
    read included, stays the same, and so does the running score unless the swap moved a card to
    another owner. Every change is reported."""
    m = new_match(players, seed=seed) if ai is None else new_match(1, seed, ai=ai, difficulty=difficulty)
    bot, rng = RandomBot(seed), random.Random(seed)
    every = 20 if ai is None else 5  # a solo match is shorter
    changed = []
    while m.decision is not None:
        m.play(bot.choose(m.decision))
        if len(m.choices) % every or m.decision is None:
            continue
        for seat in [None, *range(players)]:
            before = blind_view(m, seat)
            for places, keeps_owners in out_of_sight(m.state, seat):
                if len(places) < 2:
                    continue
                (a, i), (b, j) = rng.sample(places, 2)
                a[i], b[j] = b[j], a[i]
                m.engine.check_invariants(m)
                after = blind_view(m, seat)
                a[i], b[j] = b[j], a[i]
                keys = [key for key in after if after[key] != before[key] and (keeps_owners or key != "standing")]
                if keys:
                    changed.append(f"step {len(m.choices)}: {a[i]} and {b[j]} trade places; seat {seat} sees {keys} change")
            assert blind_view(m, seat) == before, "every swap undone"
    assert changed == []
