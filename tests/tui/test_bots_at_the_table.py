"""A searching bot at the table: it thinks aside while the screen answers keys and says so, and
never shows what it considered; the lobby and the command line seat one."""
from __future__ import annotations

import time

from textual.widgets import Select

from rules import games
from rules.core import RecordError
from tabletop_tui import saves
from tabletop_tui.app import TabletopApp
from tabletop_tui.screens.game import GameScreen
from tabletop_tui.screens.end import StandingScreen
from tabletop_tui.screens.lobby import LobbyScreen
from tabletop_tui.table import Table

from .conftest import SIZE, screen_text, wait_for_text


def with_a_searching_bot(budget: float = 0.4):
    m = games.get("whispers").new_match(["Ann", "Bob"], seed=3, meta={"bots": [1], "bot_kinds": {"1": "ismcts"}})
    table = Table(m, None)
    table.budget = budget
    return table


async def test_a_searching_bot_thinks_aside_and_says_so():
    """Bob thinks 2 s a move; a key pressed meanwhile is answered well before he is done."""
    table = with_a_searching_bot(2.0)
    app = TabletopApp(lambda: GameScreen(table), bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(200):  # Ann plays until Bob is to choose
            if table.bot_to_move:
                break
            await pilot.press("1")
            await pilot.pause()
        assert table.bot_to_move
        await wait_for_text(app, pilot, "Bob (bot) is thinking")
        t0 = time.perf_counter()
        await pilot.press("e")  # the standing opens while Bob thinks
        await pilot.pause()
        assert isinstance(app.screen, StandingScreen) and time.perf_counter() - t0 < 1.0 and table.bot_to_move
        await pilot.press("escape")
        for _ in range(100):
            if not table.bot_to_move:
                break
            await pilot.pause(0.05)  # Bob's 2 s
        assert not table.bot_to_move and "thinking" not in screen_text(app)
        assert table.match.decision is None or table.match.decision.seat == 0


def test_a_thinking_bot_at_the_table_remembers_what_it_took_where():
    """Each move is thought out in another process by a bot made for it; what the seat's bots took
    where comes back with the choice, so the next move's bot too takes nothing twice from one
    position (rules.core.ismcts.Taken)."""
    m = games.get("whispers").new_match(["Ann", "Bob"], seed=3, meta={"bots": [0, 1], "bot_kinds": {"0": "greedy", "1": "greedy"}})
    table = Table(m, None)
    moves = []
    while len(moves) < 4:
        seat, seen = table.deciding_seat, m.view(table.deciding_seat)
        choice = table.bot_choice()
        moves.append((seat, seen, choice))
        table.play(choice)
    for seat, seen, choice in moves:
        assert choice in table.taken[seat].barred(seen)


def test_a_record_names_its_bots_kinds():
    m = games.get("whispers").new_match(["Ann", "Bob"], seed=3, meta={"bots": [1], "bot_kinds": {"1": "clever"}})
    try:
        saves.bot_kinds(m)
        raise AssertionError("an unknown bot kind was accepted")
    except RecordError as e:
        assert "bot_kinds" in str(e)


async def test_the_lobby_seats_a_searching_bot(data_dir):
    app = TabletopApp(LobbyScreen, bot_delay=0)
    started = []
    app.start_match = lambda table: started.append(table)
    async with app.run_test(size=(120, 50)) as pilot:
        app.screen.query_one("#kind-1", Select).value = "ismcts"
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
    table = started[0]
    assert table.bots == {1} and table.bot_kinds == {1: "ismcts"}


async def test_the_key_benchmark_times_keys_while_a_bot_thinks():
    """`keybench --thinking`: the standing opened and closed while a searching bot thinks aside,
    each press reaching the screen as a frame."""
    from tabletop_tui.keybench import thinking_key_to_frame_ms

    times = await thinking_key_to_frame_ms("whispers", 4, SIZE)
    assert len(times) == 4 and all(0 < t < 1_000 for t in times)
