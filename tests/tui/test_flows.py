"""Whole flows driven by the keyboard through Pilot: lobby, play, curtain, undo, save, resume, end."""
from __future__ import annotations

import json
import re

import pytest

from textual.widgets import Input, Select

from rules import games
from rules.core import RandomBot
from tabletop_tui import saves
from tabletop_tui.app import TabletopApp
from tabletop_tui.screens.curtain import CurtainScreen
from tabletop_tui.screens.end import EndScreen
from tabletop_tui.screens.game import GameScreen
from tabletop_tui.screens.lobby import LobbyScreen
from tabletop_tui.screens.saved import SavedScreen
from tabletop_tui.table import Table
from tabletop_tui.widgets import LogPanel

from .conftest import SIZE, screen_text


async def test_two_humans_curtain_undo_save_resume(data_dir):
    app = TabletopApp(lambda: LobbyScreen(seed=7), bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+s")
        # Two humans: the curtain falls before anyone sees a private board.
        assert isinstance(app.screen, CurtainScreen)
        first = app.screen.player
        assert f"Pass the terminal to {first}" in screen_text(app)
        await pilot.press("enter")
        game = app.screen
        assert isinstance(game, GameScreen)
        match = game.table.match
        assert match.players[match.decision.seat] == first

        # Choose by number key; each time the deciding seat changes the curtain comes back.
        curtains = 0
        for _ in range(200):
            if match.can_undo:
                break
            seat = match.decision.seat
            await pilot.press("1")
            if match.decision.seat != seat:
                assert isinstance(app.screen, CurtainScreen)
                assert app.screen.player == match.players[match.decision.seat]
                curtains += 1
                await pilot.press("enter")
            assert app.screen is game
            assert game.view["seat"] == match.decision.seat
        assert match.can_undo and curtains >= 2

        # Undo takes back the last choice of the same seat, without a curtain.
        steps = len(match.choices)
        await pilot.press("u")
        assert len(match.choices) == steps - 1
        assert app.screen is game

        await pilot.press("s")
        save_path = game.table.save_path
        assert save_path.parent == data_dir / "saves"
        assert json.loads(save_path.read_text()) == json.loads(match.to_json())
        saved_choices = list(match.choices)

    # Resume from the list of saved matches: the curtain comes first, then the same match.
    app = TabletopApp(SavedScreen, bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        assert saves.recent_saves()[0].path == save_path
        await pilot.press("enter")
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("enter")
        resumed = app.screen
        assert isinstance(resumed, GameScreen)
        assert resumed.table.match.choices == saved_choices
        assert resumed.table.save_path == save_path
        await pilot.press("1")
        assert json.loads(save_path.read_text())["choices"] == resumed.table.match.choices  # autosaved

        # Bots play every seat to the end, after a yes; the end screen shows the score breakdown.
        match = resumed.table.match
        await pilot.press("b")
        assert "cannot be undone" in screen_text(app)
        await pilot.press("n")
        assert match.decision is not None and isinstance(app.screen, GameScreen), "no: nothing happens"
        await pilot.press("b", "y")
        assert match.decision is None
        assert isinstance(app.screen, EndScreen)
        text = screen_text(app)
        assert "Winner" in text and "Ann" in text and "Bob" in text
        assert match.result["scores"][0]["breakdown"][0]["label"][:30] in text
        saved = games.load(save_path.read_text())
        assert saved.decision is None and saved.choices == match.choices


async def test_one_human_against_a_bot_sees_no_curtain(data_dir):
    app = TabletopApp(lambda: LobbyScreen(seed=11), bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        app.screen.query_one("#kind-1", Select).value = "random"
        await pilot.press("ctrl+s")
        game = app.screen
        assert isinstance(game, GameScreen)  # one human: no curtain at all
        match = game.table.match
        assert match.meta["bots"] == [1]
        for _ in range(12):
            assert match.decision.seat == 0  # the bot has already moved
            assert game.view["seat"] == 0
            await pilot.press("1")
            assert app.screen is game
        bot_moves = [e for e in match.log if e.text.startswith("Bob ")]
        assert bot_moves, "the bot never moved"


async def test_a_seed_the_app_drew_is_told_only_at_the_end(data_dir):
    app = TabletopApp(LobbyScreen, bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        seed_field = app.screen.query_one("#seed", Input)
        assert seed_field.value == "" and seed_field.placeholder == "random"
        app.screen.query_one("#kind-1", Select).value = "random"
        await pilot.press("ctrl+s")
        game = app.screen
        seed = game.table.match.seed
        assert isinstance(game, GameScreen) and "seed" not in screen_text(app).lower()
        await pilot.press("b", "y")
        assert isinstance(app.screen, EndScreen)
        assert f"seed {seed}" in screen_text(app)


async def test_quit_asks_first(data_dir):
    app = TabletopApp(lambda: LobbyScreen(seed=1), bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+q")
        assert "Quit tabletop?" in screen_text(app)
        await pilot.press("n")
        assert isinstance(app.screen, LobbyScreen)
        await pilot.press("ctrl+q", "y")
    assert app.return_code == 0


async def test_a_bad_save_in_the_list_is_reported_and_left_alone(data_dir):
    saves_dir = data_dir / "saves"
    saves_dir.mkdir(parents=True)
    bad = saves_dir / "whispers-broken.json"
    text = json.dumps({"game": "whispers", "rules_version": games.get("whispers").engine.rules_version,
                       "players": ["Ann", "Bob"], "seed": 1,
                       "options": {}, "choices": ["no-such-choice"]})
    bad.write_text(text)
    app = TabletopApp(SavedScreen, bot_delay=0)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SavedScreen)
        assert "step 1" in screen_text(app) and "whispers-broken.json" in screen_text(app)
    assert bad.read_text() == text


@pytest.mark.parametrize("game, size", [("whispers", SIZE), ("oath", (120, 40)), ("oath", (80, 24))])
async def test_after_the_curtain_the_log_shows_what_happened_since_the_last_turn(data_dir, game, size):
    match = games.get(game).new_match(["Ann", "Bob"], seed=6)
    app = TabletopApp(lambda: GameScreen(Table(match, None)), bot_delay=0)
    async with app.run_test(size=size) as pilot:
        await pilot.press("enter")
        game = app.screen
        seats, bot = [], RandomBot(6)
        while len(seats) < 3:  # until the first seat's turn comes round again
            seat = match.decision.seat
            game.choose(bot.choose(match.decision))
            await pilot.pause()
            if match.decision.seat != seat:
                seats.append(match.decision.seat)
                await pilot.press("enter")
                await pilot.pause()
        log = game.query_one(LogPanel)
        assert log.display, "after the curtain the log comes first"
        assert "new since your last turn" in screen_text(app) or re.search(r"Log: \d+ new", screen_text(app)), \
            "the divider, or how much is new when the divider is scrolled away"
        assert log.scroll_y == log.max_scroll_y, "the newest event is in sight"
        newest = game.view["log"][-1]["text"]
        assert newest.split()[-1] in screen_text(app)


async def test_the_lobby_shows_only_the_options_that_apply(data_dir):
    app = TabletopApp(LobbyScreen, bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        lobby = app.screen
        lobby.query_one("#game", Select).value = "viscounts"
        await pilot.pause()
        lobby = app.screen
        assert lobby.query_one("#count", Select).value == 1
        assert lobby.query_one("#option-row-ai").display, "solo: the AI to face"
        lobby.query_one("#count", Select).value = 2
        await pilot.pause()
        assert not lobby.query_one("#option-row-ai").display and not lobby.query_one("#option-row-difficulty").display
        lobby.query_one("#option-ai", Select).value = "noble"  # set while solo, then hidden
        await pilot.press("ctrl+s")
        assert isinstance(app.screen, (CurtainScreen, GameScreen)), "a hidden option does not stop the start"
