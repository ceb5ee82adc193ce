"""The table test (ARCHITECTURE, "Cards on the table"; design/TABLE.md): the curtain says why a
seat is called, the board opens at its top for each seat, long decisions open group by group,
the card pane and the card browser show every card in full."""
from __future__ import annotations

from rules import games
from tabletop_tui.app import TabletopApp
from tabletop_tui.screens.curtain import CurtainScreen
from tabletop_tui.screens.game import GameScreen
from tabletop_tui.table import Table

from .conftest import SIZE, screen_text


def hot_seat(game: str, players: list[str], seed: int, **options) -> TabletopApp:
    match = games.get(game).new_match(players, seed=seed, options=options)
    return TabletopApp(lambda: GameScreen(Table(match, None)), bot_delay=0)


async def test_the_curtain_names_the_seat_and_what_it_is_called_for():
    app = hot_seat("whispers", ["Ann", "Bob"], seed=6)
    async with app.run_test(size=SIZE):
        assert isinstance(app.screen, CurtainScreen)
        match = app.screen_stack[-2].table.match
        name = match.players[match.decision.seat]
        text = screen_text(app)
        assert f"Pass the terminal to {name}" in text
        assert f"{name}: {match.decision.prompt}" in text, "the reason: the decision's prompt"


async def test_the_board_opens_at_its_top_for_each_seat():
    app = hot_seat("whispers", ["Ann", "Bob"], seed=6)
    async with app.run_test(size=(100, 24)) as pilot:
        await pilot.press("enter")
        game = app.screen
        board = game.query_one("#board-scroll")
        seat = game.table.match.decision.seat
        await pilot.press("right_square_bracket")
        assert board.scroll_y > 0, "the first seat scrolled its board down"
        while game.table.match.decision.seat == seat:
            await pilot.press("1")
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert board.scroll_y == 0, "the next seat sees the board from its top"


def pane_text(app) -> str:
    from tabletop_tui.widgets import CardPane
    from tabletop_tui.widgets.rendered import RenderedLines
    return "\n".join(strip.text for strip in app.screen.query_one(CardPane).query_one(RenderedLines).lines())


def flat(text: str) -> str:
    return " ".join(text.split())


async def test_a_group_opens_beneath_its_line_and_the_pane_reads_the_highlighted_option():
    match = games.get("whispers").new_match(["Ann", "Bob", "Cid"], seed=4)
    app = TabletopApp(lambda: GameScreen(Table(match, None), fixed_viewer=match.decision.seat), bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        text = screen_text(app)
        assert "Bear ▸" in text and "Bear Sheriff" not in text, "twenty placements: five groups"
        await pilot.press("1")
        assert "Your choice › Bear" in screen_text(app)
        sheriff = app.screen.view["cards"]["council:bear.sheriff"]
        assert flat(sheriff["text"]) in flat(pane_text(app)), "the whole text of the highlighted position"
        await pilot.press("down")
        steward = app.screen.view["cards"]["council:bear.steward"]
        assert flat(steward["text"]) in flat(pane_text(app))
        await pilot.press("escape")
        assert "Bear ▸" in screen_text(app)
        await pilot.press("2", "3")
        assert match.choices == ["place:lion.marshal"], "two keys: the Lion group, its third position"


async def test_the_card_browser_lists_what_the_seat_sees_and_filters_by_words():
    from tabletop_tui.screens.cards import CardBrowser
    match = games.get("whispers").new_match(["Ann", "Bob", "Cid"], seed=4)
    app = TabletopApp(lambda: GameScreen(Table(match, None), fixed_viewer=0), bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("c")
        assert isinstance(app.screen, CardBrowser)
        text = screen_text(app)
        assert "Council boards" in text or "Bear council" in text
        await pilot.press(*"frostholm")
        await pilot.pause()
        text = screen_text(app)
        assert "Frostholm" in text and "Sheriff" not in text
        await pilot.press("escape")
        assert isinstance(app.screen, GameScreen)


def match_at(game: str, players: int, asking: str, skip: int = 0):
    """A seeded random match stopped at the first decision (past `skip` steps) whose prompt holds
    `asking`."""
    import random
    for seed in range(1, 50):
        match = games.get(game).new_match(["Ann", "Bob", "Cid", "Dee"][:players], seed=seed)
        pick = random.Random(seed)
        steps = 0
        while match.decision is not None and not (asking in match.decision.prompt and steps >= skip):
            match.play(pick.choice(match.decision.options).id)
            steps += 1
        if match.decision is not None:
            return match
    raise AssertionError(f"no {game} match reached {asking!r}")


async def pane_follows_the_highlight(match, size=(120, 40)) -> None:
    """Down the options one by one: the pane holds the full text of each option's components."""
    app = TabletopApp(lambda: GameScreen(Table(match, None), fixed_viewer=match.decision.seat), bot_delay=0)
    async with app.run_test(size=size) as pilot:
        view = app.screen.view
        options = view["decision"]["options"]
        assert any(o["cards"] for o in options)
        for n, option in enumerate(options):
            if n:
                await pilot.press("down")
            for cid in option["cards"]:
                card = view["cards"][cid]
                assert card["name"] in pane_text(app), f"{option['label']}: no {card['name']} in the pane"
                assert flat(card["text"]) in flat(pane_text(app)), f"{option['label']}: {card['name']} cut"


async def test_at_an_imperium_acquire_the_pane_reads_each_market_card_in_full():
    await pane_follows_the_highlight(match_at("imperium", 3, ": acquire"))


async def test_at_an_oath_search_the_pane_reads_each_card_to_keep_in_full():
    await pane_follows_the_highlight(match_at("oath", 4, "Keep one card; the others", skip=10))


async def test_at_a_viscounts_hire_the_pane_reads_the_townsfolk_in_full():
    await pane_follows_the_highlight(match_at("viscounts", 2, "Hire"))


async def test_oath_standing_tells_the_title_the_oath_and_the_visions_not_points():
    from tabletop_tui.screens.end import StandingScreen
    match = match_at("oath", 4, "Your actions", skip=40)
    app = TabletopApp(lambda: GameScreen(Table(match, None), fixed_viewer=match.decision.seat), bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("e")
        assert isinstance(app.screen, StandingScreen)
        text = flat(screen_text(app))
        assert "the standing" in text and "If the game ended now" not in text
        for line in app.screen_stack[-2].view["situation"]:
            assert flat(line)[:60] in text
        assert "{" not in text, "no Python data on the screen"


async def test_oath_ends_with_who_won_as_what_and_where_the_game_stood_not_points():
    from rules.core import play_random
    from tabletop_tui.screens.end import EndScreen
    match = play_random(games.get("oath").new_match(["Ann", "Bob", "Cid"], seed=3), 100_000, 3)
    app = TabletopApp(lambda: GameScreen(Table(match, None), fixed_viewer=0), bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, EndScreen)
        text = flat(screen_text(app).replace("│", ""))  # a note of two lines reads on across the box's side
        assert flat(match.result["note"]) in text and "Points" not in text and "total" not in text
        assert "holds the title" in text


async def test_after_the_curtain_the_pane_shows_nothing_the_last_seat_looked_at():
    from rules.core import RandomBot
    from tabletop_tui.widgets import CardPane
    match = games.get("oath").new_match(["Ann", "Bob", "Cid"], seed=2)
    app = TabletopApp(lambda: GameScreen(Table(match, None)), bot_delay=0)
    bot, passes = RandomBot(2), 0
    async with app.run_test(size=(120, 40)) as pilot:
        while match.decision is not None and passes < 6:
            if isinstance(app.screen, CurtainScreen):
                await pilot.press("enter")
                await pilot.pause()
                passes += 1
                game = app.screen
                highlighted = game.query_one("#options").highlighted_entry
                own = set(highlighted["cards"]) if isinstance(highlighted, dict) else set()
                assert set(game.query_one(CardPane).shown) <= own, "a card the last seat highlighted"
            game = app.screen
            await pilot.press("down")  # look at another option before choosing, as players do
            game.choose(bot.choose(match.decision))
            await pilot.pause()
        assert passes == 6
