"""Single screens reached from the game: help, command palette, rules at the cited section, replay."""
from __future__ import annotations

import pytest
from textual.command import CommandList

from rules.core import RandomBot
from tabletop_tui.app import TabletopApp
from tabletop_tui.commands import COMMANDS
from tabletop_tui.replay import Replay
from tabletop_tui.screens.game import GameScreen
from tabletop_tui.screens.help import HelpScreen
from tabletop_tui.screens.replay import ReplayScreen
from tabletop_tui.screens.rules import RulesScreen
from tabletop_tui.widgets import OptionsPanel

from .conftest import SIZE, finished_match, game_app, match_after, screen_text, wait_for_text


async def test_help_lists_the_keys():
    app = game_app(match_after(10))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter", "question_mark")  # past the curtain
        assert isinstance(app.screen, HelpScreen)
        text = screen_text(app)
        for words in ("Undo", "Save", "Rules", "Replay", "Quit", "Choose option by number",
                      "1 2 3 4 5 6 7 8 9", "Let bots finish", "] [ ", "Scroll board", "palette"):
            assert words in text
        await pilot.press("escape")
        assert not isinstance(app.screen, HelpScreen)


async def test_palette_offers_the_decision_and_plays_it():
    match = match_after(10)
    seat = match.decision.seat
    app = game_app(match, seat=seat)
    async with app.run_test(size=SIZE) as pilot:
        label, option_id = match.decision.options[1].label, match.decision.options[1].id
        before = len(match.choices)
        await pilot.press("ctrl+p")
        await pilot.press(*label)
        await wait_for_text(app, pilot, f"2. {label}")
        await pilot.press("enter")
        await pilot.pause()
        assert len(match.choices) == before + 1 and match.choices[before] == option_id


async def test_rules_key_opens_the_highlighted_options_section():
    match = match_after(0)
    app = game_app(match, seat=match.decision.seat)
    async with app.run_test(size=SIZE) as pilot:
        rule = match.decision.options[0].rule
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen) and app.screen.section == rule
        first_lines = screen_text(app).splitlines()[:4]
        assert any(line.strip().startswith(f"{rule} ") for line in first_lines)


async def test_replay_of_a_running_match_is_public_only():
    match = match_after(30)
    app = TabletopApp(lambda: ReplayScreen(Replay(match)), bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        await pilot.press("right", "right", "right")
        assert screen.position == 3
        step = screen.replay.steps[2]
        assert not step.secret
        assert f"{match.players[step.seat]} chose: {step.label}  §{step.rule}" in screen_text(app), \
            "a public choice is told"
        await pilot.press("tab")
        assert screen.seat is None  # no seat's view is offered while the match runs
        await pilot.press("left")
        assert screen.position == 2


async def test_replay_of_a_running_match_keeps_secret_choices_secret():
    match, bot = match_after(0, players=("Ann", "Bob"), seed=4), RandomBot(4)
    while True:  # draw and keep cards, until a seat discards down to its hand limit
        d = match.decision
        keep = [o.id for o in d.options if o.id.startswith("act:draw")] or \
            [o.id for o in d.options if not o.id.startswith("play:")]
        choice = keep[0] if keep else bot.choose(d)
        match.play(choice)
        if d.option(choice).secret:
            break
    replay = Replay(match)
    secret = len(replay.steps) - 1
    app = TabletopApp(lambda: ReplayScreen(replay, position=secret + 1), bot_delay=0)
    async with app.run_test(size=SIZE):
        text = screen_text(app)
        step = replay.steps[secret]
        assert f"{match.players[step.seat]} chose a secret" in text and step.label not in text


async def test_replay_of_a_finished_match_cycles_seats():
    match = finished_match()
    app = TabletopApp(lambda: ReplayScreen(Replay(match), position=len(match.choices)), bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        await pilot.press("tab")
        assert screen.seat == 0
        assert "Ann's view" in screen_text(app)
        assert screen.replay.steps[-1].label[:20] in screen_text(app)
        await pilot.press("home")
        assert screen.position == 0


async def test_palette_runs_app_commands():
    app = game_app(match_after(10), seat=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+p", *"Help")
        await wait_for_text(app, pilot, "List every key")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)


async def test_palette_lists_the_options_then_app_commands_then_textuals():
    match = match_after(10)
    app = game_app(match, seat=match.decision.seat)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+p")
        await wait_for_text(app, pilot, match.decision.options[0].label)
        commands = app.screen.query_one(CommandList)
        for _ in range(100):  # the palette adds what it found in batches
            if commands.option_count > len(match.decision.options) + len(COMMANDS):
                break
            await pilot.pause(0.05)
        titles = [str(commands.get_option_at_index(i).prompt).split("\n")[0]
                  for i in range(commands.option_count)]
        options = [f"{n}. {o.label}" for n, o in enumerate(match.decision.options, start=1)]
        assert len(options) <= 9, "a short decision: each option by its number"
        assert titles[:len(options)] == options
        assert titles[len(options):len(options) + len(COMMANDS)] == [title for title, _, _ in COMMANDS]
        assert {"Keys", "Quit", "Theme"} <= set(titles[len(options) + len(COMMANDS):])


async def test_closing_a_replay_opened_alone_asks_to_quit():
    app = TabletopApp(lambda: ReplayScreen(Replay(match_after(5))), bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("q")
        assert "Quit tabletop?" in screen_text(app)
        await pilot.press("y")
    assert app.return_code == 0


async def test_typed_words_filter_the_options_in_place():
    match = match_after(0)
    app = game_app(match, seat=match.decision.seat)
    async with app.run_test(size=SIZE) as pilot:
        options = app.screen.query_one(OptionsPanel)
        assert options.option_count == 5, "twenty placements, one line per empire"
        await pilot.press("slash", *"eagle mar")
        assert [options.get_option_at_index(i).id for i in range(options.option_count)] == ["place:eagle.marshal"], \
            "the filter looks inside every group"
        await pilot.press("backspace", "backspace", "backspace")
        assert options.option_count == 4 and "4 of 20 match" in screen_text(app)
        await pilot.press("slash", "x", "escape")
        assert options.option_count == 5 and options.has_focus, "escape drops the filter"
        await pilot.press("slash", *"eagle", "down", "enter")
        assert match.choices == ["place:eagle.steward"], "the second of the four Eagle positions"
        assert not app.screen.query_one("#filter").has_class("-open"), "a new decision: no filter"


def holding(game: str, cards: int):
    """A match where the deciding seat holds at least `cards` cards: seats draw and keep cards."""
    match, bot = match_after(0, game=game), RandomBot(3)
    while len(match.view(match.decision.seat)["hand"]) < cards:
        d = match.decision
        keep = [o.id for o in d.options if o.id.startswith("act:draw")] or \
            [o.id for o in d.options if not o.id.startswith("play:")]
        match.play(keep[0] if keep and game == "whispers" else bot.choose(d))
    return match


@pytest.mark.parametrize("game, cards", [("whispers", 6), ("viscounts", 4), ("viscounts", 9)])
async def test_own_secrets_and_options_in_sight_from_80x24_and_too_small_said_below(game, cards):
    match = holding(game, cards)
    seat = match.decision.seat
    app = game_app(match, seat=seat)
    async with app.run_test(size=(80, 24)) as pilot:
        text = screen_text(app)
        for card in match.view(seat)["hand"]:
            assert card["name"] in text, "the hand without scrolling"
        assert match.decision.options[0].label[:20] in text, "and the options beside it"
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        text = screen_text(app)
        assert "too small (60x20)" in text and "80x24" in text
        assert not any(card["name"] in text for card in match.view(seat)["hand"])
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert "too small" not in screen_text(app)


async def test_scores_during_play_as_far_as_the_viewer_may_know():
    match = match_after(60)
    seat = match.decision.seat
    app = game_app(match, seat=seat)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("e")
        text = screen_text(app)
        assert "scores so far" in text and "If the game ended now" in text
        own = match.view(seat)["standing"][seat]
        assert own["breakdown"][0]["label"] in text
        assert "hidden" in text and "+?" in text, "other seats' unrevealed tokens are not told"
        await pilot.press("escape")
        assert isinstance(app.screen, GameScreen)


async def test_the_key_benchmark_times_key_presses_to_frames():
    from tabletop_tui.keybench import key_to_frame_ms, percentile

    times = await key_to_frame_ms("whispers", 5, SIZE)
    assert len(times) == 5 and all(0 < t < 5_000 for t in times)
    assert percentile(times, 0.9) == max(times)
