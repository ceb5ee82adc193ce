"""Rule 13: no view holds another seat's hidden loyalty, hand or any deck order."""
import json

import pytest

from rules import games
from rules.core import RandomBot
from rules.whispers.cards import slot_id
from rules.whispers.content import LOYALTY_SLOTS, content

from .conftest import drive
from .test_whispers_rules import card_with

C = content()

SPEC = games.get("whispers")


def check_view(m, seat):
    s = m.state
    v = m.view(seat)
    text = json.dumps(v)
    for other in range(len(m.players)):
        if other == seat:
            continue
        for k, token in enumerate(v["seats"][other]["loyalty"]):
            if not s.revealed[other][k] and s.phase != "over":
                assert token["empire"] is None, f"seat {seat} sees seat {other}'s hidden token"
        for cid in s.hands[other]:
            assert f'"{cid}"' not in text, f"seat {seat} sees {cid} in seat {other}'s hand"
    if seat is None or m.decision is None or m.decision.seat != seat:
        assert v["decision"] is None or v["decision"]["options"] is None
    for deck in s.decks.values():
        for cid in deck:
            assert f'"{cid}"' not in text, "deck contents leak"
    cards = v["cards"]
    assert [cid for cid in cards if cid in C.cards] == ([] if seat is None else s.hands[seat]), "cards: the own hand only"
    for other in range(len(m.players)):
        for k, (slot, _, _) in enumerate(LOYALTY_SLOTS):
            if other != seat and not s.revealed[other][k] and s.phase != "over":
                assert cards[slot_id(other, slot)]["text"].endswith("Holds a hidden token."), "a hidden token named"


@pytest.mark.parametrize("seed", range(1, 13))
def test_13_1_masking_sweep(seed):
    n = seed % 3 + 2
    m = SPEC.new_match(["Ann", "Bob", "Cid", "Dee"][:n], seed=seed, options={"advanced": seed % 2 == 0})
    bot = RandomBot(seed)
    step = 0
    while m.decision is not None:
        if step % 7 == 0:
            for seat in [None, *range(n)]:
                check_view(m, seat)
        m.play(bot.choose(m.decision))
        step += 1
    for seat in [None, *range(n)]:
        v = m.view(seat)
        assert all(t["empire"] for x in v["seats"] for t in x["loyalty"]), "all revealed at the end"


def test_13_2_drawn_cards_logged_only_for_the_drawer():
    m = SPEC.new_match(["Ann", "Bob", "Cid"], seed=3)
    bot = RandomBot(3)
    while not any(e.seats for e in m.log):
        m.play(bot.choose(m.decision))
    private = [e for e in m.log if e.seats][0]
    drawer = private.seats[0]
    assert private.text in [x["text"] for x in m.view(drawer)["log"]]
    for seat in [None, *(s for s in range(3) if s != drawer)]:
        assert private.text not in [x["text"] for x in m.view(seat)["log"]]


def test_13_3_played_cards_are_public_and_decks_are_counts():
    m = SPEC.new_match(["Ann", "Bob", "Cid"], seed=5)
    bot = RandomBot(5)
    while not any(e.rule.startswith("8.5") for e in m.log):
        m.play(bot.choose(m.decision))
    played = next(e for e in m.log if e.rule.startswith("8.5"))
    assert played.seats is None, "a played card and its payment are shown to everyone"
    for seat in [None, 0, 1, 2]:
        v = m.view(seat)
        assert all(set(e) == {"id", "name", "color", "reserve", "deck", "cities"} for e in v["empires"])
        assert all(isinstance(e["deck"], int) for e in v["empires"])


# --- whether a seat is asked depends on public facts only (13.2) ---------------------------
def table_with_one_target(table):
    """The Bear can attack only Steppe Gate, from Ironvale."""
    return table().empty_map().units("ironvale", "bear", 3).units("steppe-gate", "horse", 1)


def first_decision(gen):
    d = next(gen)
    return d.seat, d.prompt, len(d.options) > 1 or d.always_ask


def test_13_2_one_attack_target_asks_with_or_without_a_support_card(table):
    with_support = table_with_one_target(table).give(0, card_with("support"))
    other = table_with_one_target(table).give(0, card_with("domination"))
    asked = [first_decision(t.flow.attack(0, "bear")) for t in (with_support, other)]
    assert asked[0] == asked[1] == (0, "The Bear attacks: choose the region to attack", True)
    empty_handed = table_with_one_target(table)
    seen = drive(empty_handed.flow.attack(0, "bear"), "units:3")
    assert [d.prompt for d in seen] == ["How many units attack Steppe Gate from Ironvale?"], "no card in hand: nothing to hide"


def test_13_2_a_position_with_no_action_asks_whatever_the_hand(table):
    def no_action(t):
        t.s.decks["eagle"].clear()
        t.s.set_agent("eagle", "marshal", 0)
        return t.empty_map()  # the Eagle holds no unit to attack with and its deck is empty

    switch, useless = no_action(table(3)).give(0, card_with("switch-free")), no_action(table(3)).give(0, card_with("retreat"))
    asked = [first_decision(t.flow.position_turn(0, "eagle", "marshal", may_switch=True)) for t in (switch, useless)]
    assert asked[0] == asked[1] == (0, "Eagle Marshal (your agent): choose an action", True)
    drive(useless.flow.position_turn(0, "eagle", "marshal", may_switch=True), "pass")
    empty_handed = no_action(table(3))
    drive(empty_handed.flow.position_turn(0, "eagle", "marshal", may_switch=True))
    assert useless.m.log[-1].text == empty_handed.m.log[-1].text == "The Eagle Marshal takes no action"


def test_13_2_paying_a_cost_is_asked_even_with_one_way_to_pay(table):
    """Asked whenever the effect costs more than the card, which everyone sees once it is played:
    how many cards could pay stays unknown to the others."""
    t = table().empty_map().units("ironvale", "bear", 2).units("steppe-gate", "horse", 3)
    cid = card_with("retreat", 1)
    extra = C.cards[cid].effects[1].cost[1]
    one = next(x for x in C.cards if C.cards[x].empire == extra)
    t.give(0, cid, one)
    seen = drive(t.flow.battle(0, "bear", "ironvale", "steppe-gate", 2), f"play:{cid}:1", f"pay:{one}")
    assert [d.prompt for d in seen] == [
        "The Bear attacks Steppe Gate (3 Horse units) with 2 units from Ironvale: play a card before the battle, or fight",
        f"To play {C.cards[cid].name} for Retreat, discard 1 Lion card too: which one?"]
    assert [o.id for o in seen[1].options] == [f"pay:{one}"] and seen[1].always_ask


def test_13_2_no_card_window_between_two_positions_of_the_same_seat(table):
    """A Move after the Sheriff's action is a Move before the Steward's: asked there only."""
    t = table(3).give(0, card_with("march"))
    t.s.phase, t.s.step = "empires", 0
    t.s.set_agent("bear", "steward", 0)  # the seat controls the Sheriff and the Steward
    seen = drive(t.flow.position_turn(0, "bear", "sheriff", may_switch=True), "act:reinforce-2", "add:frostholm:2")
    assert "play a card or end" not in " ".join(d.prompt for d in seen)
    t.s.set_agent("bear", "steward", 1)
    t.s.set_agent("bear", "sheriff", 0)
    seen = drive(t.flow.position_turn(0, "bear", "sheriff", may_switch=True), "act:reinforce-2", "add:frostholm:2", "done")
    assert seen[-1].prompt == "Bear Sheriff has acted: play a card, or end its turn", "the next position is another seat's"


def test_13_1_the_standing_counts_only_tokens_the_viewer_may_see():
    m = SPEC.new_match(["Ann", "Bob", "Cid"], seed=9)
    bot = RandomBot(9)
    while m.state.round < 3:
        m.play(bot.choose(m.decision))
    s = m.state
    for viewer in [None, 0, 1, 2]:
        for row in m.view(viewer)["standing"]:
            seat = row["seat"]
            known = [e for e, shown in zip(s.loyalty[seat], s.revealed[seat]) if shown or seat == viewer]
            assert [line["empire"] for line in row["breakdown"]] == known
            assert row["hidden"] == 5 - len(known) and row["total"] == sum(line["points"] for line in row["breakdown"])
    full = m.view(1)["standing"][1]
    assert full["hidden"] == 0 and full["total"] == m.engine.estimate(m, 1), "a seat knows its own score"


def test_13_2_swapping_what_a_seat_has_not_seen_changes_nothing_it_sees():
    """Another seat's hand card traded for an unseen card of its deck, and another seat's two
    hidden tokens traded places: the seat's view, its cards' words included, stays the same."""
    m = SPEC.new_match(["Ann", "Bob", "Cid"], seed=4)
    bot = RandomBot(4)
    while not (m.state.round == 2 and m.state.phase == "empires" and m.state.hands[1]):
        m.play(bot.choose(m.decision))
    s = m.state
    before = {seat: json.dumps(m.view(seat)) for seat in (None, 0, 1, 2)}
    held = s.hands[1][0]
    deck = s.decks[C.cards[held].empire]
    s.hands[1][0], deck[0] = deck[0], held
    first, second = [k for k, shown in enumerate(s.revealed[1]) if not shown][:2]
    s.loyalty[1][first], s.loyalty[1][second] = s.loyalty[1][second], s.loyalty[1][first]
    for seat in (None, 0, 2):
        assert json.dumps(m.view(seat)) == before[seat], f"seat {seat} sees a change it could not know"
    assert json.dumps(m.view(1)) != before[1], "the owner sees both"
