"""Viscounts through the app: hot-seat play with the curtain (also when another seat may
rearrange its board), a solo match against the AI, and SVG snapshots of its screens."""
from __future__ import annotations

from rules import games
from rules.core import RandomBot
from tabletop_tui.app import TabletopApp
from tabletop_tui.screens.curtain import CurtainScreen
from tabletop_tui.screens.end import EndScreen
from tabletop_tui.screens.game import GameScreen
from tabletop_tui.table import Table

from .conftest import SIZE, game_app, match_after, screen_text


def viscounts_after(moves: int, players=("Ann", "Bob"), seed: int = 4, **options):
    return match_after(moves, players, seed, game="viscounts", **options)


def rearrange_pending(seed: int):
    """A match stopped where a seat that is not taking its turn may rearrange its board (8.3)."""
    m = viscounts_after(0, seed=seed)
    bot = RandomBot(seed)
    while m.decision is not None:
        if m.decision.seat != m.state.current and "rearrange the cards" in m.decision.prompt:
            return m
        m.play(bot.choose(m.decision))
    return None


async def test_hot_seat_curtain_before_another_seat_rearranges():
    match = next(m for m in map(rearrange_pending, range(1, 40)) if m is not None)
    turn_player, rearranger = match.state.current, match.decision.seat
    app = TabletopApp(lambda: GameScreen(Table(match, None)), bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(app.screen, CurtainScreen)
        assert app.screen.player == match.players[rearranger] != match.players[turn_player]
        await pilot.press("enter")
        assert app.screen.view["seat"] == rearranger
        mover = match.players[match.state.current]
        assert match.decision.prompt.startswith(f"{mover}'s Viscount ends its move on your town"), "why it is called"
        assert match.decision.prompt.endswith("rearrange the cards on your player board?")
        said = " ".join(screen_text(app).replace(match.players[rearranger], "Bob").split())
        assert f"Bob: {mover}'s Viscount ends its move on" in said
        assert "Keep the board as it is" in screen_text(app)
        game = app.screen
        await pilot.press("1")  # keep the board as it is
        if match.decision.seat == rearranger:  # its own turn comes next: no need to pass the terminal
            assert app.screen is game
        else:
            assert isinstance(app.screen, CurtainScreen), "the next seat gets the terminal behind the curtain"


async def test_solo_against_the_ai_to_the_end():
    match = games.get("viscounts").new_match(["Ann"], seed=2, options={"ai": "noble", "difficulty": 1})
    app = TabletopApp(lambda: GameScreen(Table(match, None)), bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        assert app.screen.view["seat"] == 0, "one human: no curtain"
        for _ in range(40):
            await pilot.press("1")
        assert any("turns over Scheme" in e.text for e in match.log), "the AI took turns without asking anyone"
        assert {d for d in (match.decision.seat,)} == {0}
        await pilot.press("b", "y")
        assert match.decision is None and isinstance(app.screen, EndScreen)
        text = screen_text(app)
        assert "Noble AI" in text and "Leftover resources" in text


def test_viscounts_game_seen_by_first_seat(snap_compare):
    assert snap_compare(game_app(viscounts_after(40, ("Ann", "Bob", "Cid")), seat=0), terminal_size=SIZE)


def test_viscounts_game_seen_by_second_seat(snap_compare):
    assert snap_compare(game_app(viscounts_after(40, ("Ann", "Bob", "Cid")), seat=1), terminal_size=SIZE)


def test_viscounts_solo(snap_compare):
    assert snap_compare(game_app(viscounts_after(30, ("Ann",), ai="cleric"), seat=0), terminal_size=SIZE)


def test_viscounts_end(snap_compare):
    assert snap_compare(game_app(viscounts_after(100_000, ("Ann", "Bob")), seat=0), terminal_size=SIZE)


def test_viscounts_ring_at_80x24(snap_compare):
    """The smallest screen: two columns of segments going round, the castle between."""
    assert snap_compare(game_app(viscounts_after(120, ("Ann", "Bob", "Cid")), seat=0), terminal_size=(80, 24))


def test_viscounts_ring_at_120x40(snap_compare):
    """A large screen: the full ring, the castle between segments 5 and 3."""
    assert snap_compare(game_app(viscounts_after(120, ("Ann", "Bob", "Cid")), seat=0), terminal_size=(120, 40))
