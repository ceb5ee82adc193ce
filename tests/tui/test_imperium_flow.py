"""Imperium through the app: an attack answered in another seat's turn (Mounted Archers), a Region
recalled by the attack, a deck run out at Cleanup that brings in a nation card, and the Solstice,
every seat's decision behind its own curtain; and SVG snapshots of the Solstice, an Arthurian
seat (King Arthur's Court and its quest) and a Utopian seat (the journey card)."""
from __future__ import annotations

from rules import games
from tabletop_tui.app import TabletopApp
from tabletop_tui.screens.game import GameScreen
from tabletop_tui.table import Table

from ..rules.imperium_table import card, put
from .conftest import game_app, hand_to, pick, screen_text

ANN, BOB, CID = range(3)
SIZE = (120, 40)


def the_table():
    """Ann (Romans) holds Roman Expansion, an attack, and three other cards, with City of Rome in
    play and an empty deck; Bob (Scythians) has Mounted Archers in play; Cid (Greeks) has one Region in play."""
    m = games.get("imperium").new_match(["Ann", "Bob", "Cid"], seed=5, options={
        "nation1": "romans", "nation2": "scythians", "nation3": "greeks"})
    s = m.state
    ann, bob, cid = s.seats
    put(s, card("Roman Expansion", "romans"), ann.hand)
    put(s, card("City of Rome", "romans"), ann.play)
    ann.discard += ann.deck + ann.hand[:2]  # three cards kept: she will draw at Cleanup
    ann.deck.clear()
    del ann.hand[:2]
    put(s, card("Mounted Archers", "scythians"), bob.play)
    put(s, card("Peloponnese", "greeks"), cid.play)
    m.engine.check_invariants(m)
    return m


async def test_an_attack_answered_out_of_turn_a_deck_run_out_and_the_solstice():
    match = the_table()
    s = match.state
    ann, bob, cid = s.seats
    peloponnese = card("Peloponnese", "greeks")
    region = s.market[0].card  # the only Region in the market, acquired at once
    app = TabletopApp(lambda: GameScreen(Table(match, None)), bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await hand_to(app, pilot, ANN)
        await pick(app, pilot, "Play Roman Expansion")
        await hand_to(app, pilot, BOB)  # the attack reaches Bob in Ann's turn
        assert "Ann plays Roman Expansion, an attack" in screen_text(app)
        await pick(app, pilot, "Exhaust Mounted Archers to avoid it")
        assert card("Mounted Archers", "scythians") in bob.exhausted
        await hand_to(app, pilot, ANN)
        await pick(app, pilot, "Don't")  # no second Region
        assert region in ann.hand
        assert peloponnese in cid.hand, "Cid, unshielded, recalled his only Region"
        assert peloponnese not in cid.play
        await pick(app, pilot, "End your turn")
        await pick(app, pilot, "On ")  # Cleanup: the Progress on a market card
        await pick(app, pilot, "Keep the rest")
        assert any("deck runs out" in e.text for e in match.log), "the deck ran out while drawing up"
        assert ann.nation_token and len(ann.hand) == 5

        for seat in (BOB, CID):  # the others pass
            await hand_to(app, pilot, seat)
            await pick(app, pilot, "Pass")
            await pick(app, pilot, "On ")
            await pick(app, pilot, "Keep the rest")

        await hand_to(app, pilot, ANN)  # the Solstice: City of Rome
        assert s.phase == "solstice" and "City of Rome" in screen_text(app)
        await pick(app, pilot, "None of these")
        await hand_to(app, pilot, BOB)  # Mounted Archers' Solstice: may pay 1 Material for 1 Population
        await pick(app, pilot, "Don't")
        await hand_to(app, pilot, ANN)
        assert s.round == 2 and s.phase == "turn"


async def test_the_discards_of_a_cleanup_are_one_visit():
    """Ann passes, puts her Progress on the market and discards two cards one at a time, then
    keeps the rest: one visit, with no curtain between her choices; the curtain falls for Bob."""
    match = the_table()
    ann = match.state.seats[0]
    app = TabletopApp(lambda: GameScreen(Table(match, None)), bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await hand_to(app, pilot, ANN)
        await pick(app, pilot, "Pass")
        await pick(app, pilot, "On ")
        for left in (2, 1):
            await pick(app, pilot, "Discard ")
            assert isinstance(app.screen, GameScreen) and len(ann.hand) == left
        await pick(app, pilot, "Keep it")
        await hand_to(app, pilot, BOB)


def test_imperium_solstice_on_the_board(snap_compare):
    m = the_table()
    while m.state.phase == "turn":  # every seat passes, keeps its hand, puts the Progress on space 1
        d = m.decision
        m.play(next(o.id for o in d.options if o.id in ("end", "done", "space:0")))
    assert m.state.phase == "solstice" and m.decision.seat == ANN and "City of Rome" in m.decision.prompt
    assert snap_compare(game_app(m, seat=ANN), terminal_size=SIZE)


def legends_table(moves: int):
    """Ann leads the Arthurians, Bob the Utopians, on the Legends commons, after random play."""
    from rules.core import play_random
    m = games.get("imperium").new_match(["Ann", "Bob"], seed=22, options={
        "nation1": "arthurians", "nation2": "utopians", "commons": "legends"})
    return play_random(m, moves, 22)


def test_an_arthurian_seat_on_the_board(snap_compare):
    m = legends_table(250)
    s = m.state
    court = next(x for x in s.seats[0].play if s.card(x).name == "King Arthur's Court")
    assert s.seats[0].garrison.get(court), "a quest is active"
    assert snap_compare(game_app(m, seat=ANN), terminal_size=SIZE)


def test_a_utopian_seat_on_the_board(snap_compare):
    m = legends_table(250)
    assert m.state.seats[1].sides["UTO2"] == "b", "the journey has reached Path to Shangri-la"
    assert snap_compare(game_app(m, seat=BOB), terminal_size=SIZE)
