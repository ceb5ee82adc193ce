"""Imperium at the table: what each seat reads of the cards it can see (the view's "cards"), the
cards an option concerns, alike cards offered once, long lists in groups, who is asked and why,
and the end told in words. Tests are named after the section of rules/imperium/REFERENCE.md that
governs them."""
from __future__ import annotations

import re

from rules.core import RandomBot
from rules.imperium.cards import describe
from rules.imperium.flow import Flow
from rules.imperium.verbs import VERBS
from rules.imperium.view import result
from tabletop_tui.menu import Group, fits, menu

from .conftest import drive
from .imperium_table import C, NO_CARD, answer_all, card, effects, lift, new_match, put


def ctx(seat, cid=NO_CARD):
    from rules.imperium.effects import Ctx
    return Ctx(seat, cid)


def asked(decisions, seat):
    return [d for d in decisions if d.seat == seat]


def as_view(options) -> list[dict]:
    return [{"id": o.id, "label": o.label, "group": o.group} for o in options]


# --- 1 Cards ----------------------------------------------------------------------------------
def test_1_1_a_seat_reads_every_card_it_can_see_and_no_other():
    m = new_match(3, nation1="romans", nation2="greeks", nation3="persians")
    s = m.state
    ann, bob = s.seats[0], s.seats[1]
    put(s, card("Marsh"), bob.discard)
    put(s, card("City of Athens", "greeks"), bob.play)
    cards = m.view(0)["cards"]
    for cid in ann.hand:
        assert cards[cid]["where"] == "Your hand"
    assert cards[ann.power] == {**describe(ann.power, "b"), "where": "Your power card"}
    assert cards[ann.power]["kind"] == "Power card of the Romans, side B"
    assert cards[card("Marsh")]["where"] == "Bob's discard pile"
    athens = cards[card("City of Athens", "greeks")]
    assert athens["where"] == "Bob's play area" and athens["kind"] == "Card of the Greeks, City, persistent"
    assert athens["text"].splitlines() == [
        "Persistent: once played, it stays in your play area",
        "Solstice: you may discard 1 card to gain 1 Material OR gain 1 Population OR draw 1 card"]
    for space in s.market:
        assert cards[space.card]["where"].startswith("Market")
        if space.unrest:
            assert cards[space.unrest]["where"] == f"Under {C.cards[space.card].name} in the market"
    assert cards["KOK"]["kind"] == "Fame card, side A up"
    assert not set(cards) & {*bob.hand, *bob.deck, *ann.deck, *s.decks["main"]}, "no hidden card"
    assert set(m.view(None)["cards"]) == set(cards) - set(ann.hand), "the public sees the open cards"


def test_1_1_the_words_of_a_development_card_and_its_cost():
    senate = describe(card("The Senate", "romans"))
    assert senate == {"name": "The Senate", "kind": "Empire Development card of the Romans", "cost": "4 Materials",
                      "points": "3 VP", "text": "Play: you may acquire a Civilised card; you may put a card from your "
                                                "hand into your history\nDevelopment cost: 4 Materials\n3 VP"}


def test_1_1_the_cards_an_option_may_name_are_those_the_view_holds():
    """The engine's list of the cards a seat may see (for the cards its options name) and the
    view's are the same, through a match with the Legends nations and commons."""
    m = new_match(4, seed=8, nation1="arthurians", nation2="utopians", nation3="atlanteans", nation4="olmecs",
                  commons="legends")
    bot = RandomBot(8)
    compared = 0
    while m.decision is not None and compared < 40:
        if len(m.choices) % 10 == 0:
            fx = effects(m)
            for seat in (None, 0, 1, 2, 3):
                looked_at = {x for o in m.decision.options if o.secret and m.decision.seat == seat for x in o.cards}
                assert set(fx.open_cards(-1 if seat is None else seat)) | looked_at == set(m.view(seat)["cards"])
            compared += 1
        m.play(bot.choose(m.decision))
    assert compared == 40


# --- 3 Playing --------------------------------------------------------------------------------
def test_3_3_alike_cards_are_one_play_with_their_count():
    m = new_match(2, nation1="carthaginians")
    s = m.state
    p = s.seats[0]
    for x in list(p.hand):
        put(s, x, p.discard)
    nation_unrest = put(s, card("Unrest", "carthaginians"), p.hand)  # a nation's Unrest and two common ones
    put(s, s.unrest[-1], p.hand)
    put(s, s.unrest[-1], p.hand)
    put(s, card("Mauretania", "carthaginians"), p.hand)
    options = effects(m).activate_options(0)
    assert [(o.id, o.label, o.cards) for o in options] == [
        (f"play:{nation_unrest}", "Play Unrest (action, 3 in hand)", (nation_unrest,)),
        (f"play:{card('Mauretania', 'carthaginians')}", "Play Mauretania into play (action)",
         (card("Mauretania", "carthaginians"),))]


def test_3_3_a_long_turn_is_two_number_keys_deep():
    m = new_match(2, nation1="romans")
    s = m.state
    p = s.seats[0]
    for name in ("Marsh", "Forest", "Oasis", "Hills", "Jungle", "Coast", "Steppe", "River", "Cape", "Woodland",
                 "Floodplain", "Assyrians"):
        put(s, card(name), p.hand)
    d = next(Flow(m).turn(0))
    plays = [o for o in d.options if o.id.startswith("play:")]
    assert len(plays) > 9 and len(d.options) > 9
    entries = menu(as_view(d.options))
    assert fits(entries)
    groups = [e.name for e in entries if isinstance(e, Group)]
    assert all(re.fullmatch(r"Play a card \(\w-\w\)", name) for name in groups[:2]) and "Innovate" in groups


def test_3_6_the_whole_hand_discarded_at_once():
    m = new_match(2)
    s = m.state
    p = s.seats[0]
    hand = list(p.hand)
    decisions = drive(Flow(m).cleanup(0, effects(m)), "space:0", "all")
    assert decisions[1].prompt == "Cleanup: discard any cards, then draw up to 5 (5 in hand)"
    assert decisions[1].option("all").label == "Discard your whole hand (5 cards)"
    assert set(hand) <= set(p.discard) and not set(hand) & set(p.hand) and len(p.hand) == 5


# --- 4 The end --------------------------------------------------------------------------------
def test_4_1_the_end_told_in_words():
    m = new_match(3, seed=2)
    s = m.state
    s.round = 9
    effects(m).trigger_end("the main deck ran out")
    s.round, s.phase = 10, "over"
    drive(Flow(m).run())
    assert result(m)["note"] == "Scoring: the main deck ran out in round 9; round 10 was the last"


def test_4_3_the_collapse_told_in_words():
    m = new_match(2, nation1="romans", nation2="greeks", commons="legends")
    s = m.state
    ann, bob = s.seats
    for x in s.unrest[1:] + [x for p in s.seats for x in p.owned() if "unrest" in C.cards[x].types]:
        put(s, x, s.boxed)
    celts = put(s, card("Celts"), ann.hand)  # a Tributary: break through for an Uncivilised card; each other
    gen = Flow(m).run()                      # player takes an Unrest
    answer_all(gen, lambda d: f"play:{celts}" if d.option(f"play:{celts}") else d.options[0].id)
    assert s.collapse and result(m)["note"] == ("Collapse: the Unrest pile ran out in round 1 (Bob took the last "
                                                "Unrest); Ann had the fewest Unrest (0)")
    assert s.phase == "over" and s.winners == [0]


# --- 5 Terms ----------------------------------------------------------------------------------
def test_5_5_an_optional_draw_the_deck_holds_is_taken_without_asking():
    m = new_match(3, nation1="carthaginians", nation2="romans", nation3="greeks")
    s = m.state
    ann, bob, cid = s.seats
    prosperity = put(s, card("Prosperity", "carthaginians"), ann.hand)
    for x in list(cid.deck):  # Cid's deck is empty: drawing would shuffle his discard pile
        put(s, x, cid.discard)
    bob_hand, ann_hand = len(bob.hand), len(ann.hand)
    decisions = answer_all(effects(m).play(0, prosperity), lambda d: d.options[0].id)
    assert not asked(decisions, 1) and len(bob.hand) == bob_hand + 1
    assert any(e.text == "Bob takes what Ann's Prosperity offers" for e in m.log)
    assert len(ann.hand) == ann_hand, "Ann draws one too, without being asked (Prosperity left her hand)"
    (question,) = asked(decisions, 2)
    assert question.prompt == "Ann's Prosperity: you may draw 1 card (your deck is empty)"
    assert [o.label for o in question.options] == ["Draw 1 card", "Don't"]


def test_5_26_an_optional_gain_is_taken_unless_shangri_la_turns_it():
    m = new_match(3, nation1="romans", nation2="utopians", nation3="greeks")
    s = m.state
    ann, bob, cid = s.seats
    bob.journey = [lift(s, "UTO3")]  # Bob's journey has reached Shangri-la
    bob.sides = {"UTO3": "b"}
    s.boxed.append("UTO2")
    charity = put(s, card("Charity", "utopians"), ann.hand)
    decisions = answer_all(effects(m).play(0, charity), lambda d: "no" if d.option("no") else d.options[0].id)
    assert not asked(decisions, 2) and cid.material == 5
    assert any(e.text == "Cid takes what Ann's Charity offers" for e in m.log)
    (question,) = asked(decisions, 1)
    assert question.prompt == ("Ann's Charity: you may gain 2 Materials (Shangri-la turns Materials into "
                               "Population for you and Progress for the others)")
    assert bob.material == 3, "Bob refused"


def test_5_11_the_cards_looked_at_are_in_the_lookers_view_alone():
    m = new_match(2)
    s = m.state
    fx = effects(m)
    d = next(VERBS["look_fame"].does(fx, ctx(0), 0, {"look_fame": 2, "take": 1}))
    seen = s.fame[-2:]
    assert {x for o in d.options for x in o.cards} == set(seen)
    m.decision = d  # the match waits on this decision
    mine, theirs = m.view(0)["cards"], m.view(1)["cards"]
    assert all(mine[x]["where"] == "The Fame deck (you are looking at it)" for x in seen)
    assert not set(seen) & set(theirs)


def test_5_2_a_seat_asked_in_another_seats_turn_is_told_whose_attack():
    m = new_match(2, nation1="celts", nation2="scythians")
    s = m.state
    archers = put(s, card("Mounted Archers", "scythians"), s.seats[1].play)
    raid = put(s, card("Boudicca", "celts"), s.seats[0].hand)
    d = next(effects(m).play(0, raid))
    assert d.seat == 1 and d.prompt == "Ann plays Boudicca, an attack on you: avoid it?"
    assert [(o.label, o.cards) for o in d.options] == [("Exhaust Mounted Archers to avoid it", (archers, raid)),
                                                       ("Let it reach you", (raid,))]


def test_5_24_an_acquire_names_each_market_card_by_its_type():
    m = new_match(2, seed=3)
    s = m.state
    d = next(VERBS["acquire"].does(effects(m), ctx(0), 0, {"acquire": ["uncivilised", "civilised", "region", "tributary"]}))
    assert d.prompt == "King of Kings: acquire a card of any type"
    for o in d.options:
        space = s.market[int(o.id[6:])]
        kinds = "/".join(t.title() for t in C.cards[space.card].types)
        assert o.label == f"Acquire {C.cards[space.card].name} ({kinds})" and o.cards == (space.card,)
    m.decision = d
    words = m.view(0)["cards"]
    assert all(words[o.cards[0]]["text"] == describe(o.cards[0])["text"] for o in d.options)
