"""SVG snapshots of the key screens at a fixed size and seed (pytest-textual-snapshot).
Update the baselines with `pytest tests/tui --snapshot-update` and look at them."""
from __future__ import annotations

from tabletop_tui.app import TabletopApp
from tabletop_tui.replay import Replay
from tabletop_tui.screens.lobby import LobbyScreen
from tabletop_tui.screens.replay import ReplayScreen
from tabletop_tui.screens.rules import RulesScreen

from .conftest import SIZE, finished_match, game_app, match_after


def test_lobby(snap_compare):
    assert snap_compare(TabletopApp(LobbyScreen, bot_delay=0), terminal_size=SIZE)


def test_game_seen_by_first_seat(snap_compare):
    assert snap_compare(game_app(match_after(60, seed=3), seat=0), terminal_size=SIZE)


def test_game_seen_by_second_seat(snap_compare):
    assert snap_compare(game_app(match_after(60, seed=3), seat=1), terminal_size=SIZE)


def test_curtain(snap_compare):
    assert snap_compare(game_app(match_after(60, seed=3)), terminal_size=SIZE)


def test_replay(snap_compare):
    match = match_after(60, seed=3)
    app = TabletopApp(lambda: ReplayScreen(Replay(match)), bot_delay=0)
    assert snap_compare(app, press=["right"] * 12, terminal_size=SIZE)


def test_rules_at_cited_section(snap_compare):
    app = TabletopApp(lambda: RulesScreen("whispers", "6.4"), bot_delay=0)
    assert snap_compare(app, terminal_size=SIZE)


def test_end(snap_compare):
    assert snap_compare(game_app(finished_match(), seat=0), terminal_size=SIZE)


def test_game_at_80x24(snap_compare):
    assert snap_compare(game_app(match_after(66, seed=4), seat=0), terminal_size=(80, 24))
