"""What a player sets once for every run: keys of their own (a keymap file naming each binding's
id) and the theme, remembered between runs."""
from __future__ import annotations

import json

import pytest
from textual.command import CommandPalette
from textual.dom import DOMNode

from tabletop_tui.app import binding_ids
from tabletop_tui.screens.cards import CardBrowser
from tabletop_tui.screens.game import GameScreen
from tabletop_tui.screens.help import HelpScreen

from .conftest import SIZE, game_app, match_after, screen_text, wait_for_text


def app_classes() -> list[type]:
    classes, out = [DOMNode], []
    while classes:
        cls = classes.pop()
        classes.extend(cls.__subclasses__())
        if cls.__module__.startswith("tabletop_tui."):
            out.append(cls)
    return out


def test_every_binding_has_an_id_a_keymap_can_name():
    bindings = [b for cls in app_classes() for b in cls.__dict__.get("BINDINGS", ())]
    assert len(bindings) > 40 and all(b.id for b in bindings), [b for b in bindings if not b.id]
    assert {"game.undo", "help", "quit", "curtain.continue", "lobby.start", "replay.next", "app.palette"} <= binding_ids()


def test_one_id_names_one_thing_to_do():
    """An id shared by screens (help, quit) does the same there, from the same keys."""
    by_id: dict[str, set[tuple[str, str]]] = {}
    for cls in app_classes():
        for b in cls.__dict__.get("BINDINGS", ()):
            by_id.setdefault(b.id, set()).add((b.key, b.action))
    assert {i: alike for i, alike in by_id.items() if len(alike) > 1} == {}


async def test_a_keymap_rebinds_keys_and_the_help_shows_those_in_force(config_dir):
    config_dir.mkdir()
    (config_dir / "keymap.toml").write_text('help = "f1"\napp.palette = "f2"\n[game]\nundo = "x,ctrl+z"\n',
                                            encoding="utf-8")
    match = match_after(10)
    app = game_app(match, seat=match.decision.seat)
    async with app.run_test(size=(120, 50)) as pilot:
        await pilot.press("question_mark")
        assert not isinstance(app.screen, HelpScreen)  # no longer the help key
        await pilot.press("f1")
        assert isinstance(app.screen, HelpScreen)
        await wait_for_text(app, pilot, "keymap.toml")
        text = screen_text(app)
        assert "f1 " in text and " help" in text and "x ^z" in text and "game.undo" in text and "keymap.toml" in text
        await pilot.press("escape", "x")
        assert isinstance(app.screen, GameScreen) and not app._notifications
        await pilot.press("f2")  # Textual's own keys too: the command palette
        assert isinstance(app.screen, CommandPalette)


@pytest.mark.parametrize("keymap, named", [
    ('game.undoo = "x"\n', "'game.undoo' is no key's id"),
    ('game.undo = "ctrl+zz"\n', "game.undo: 'ctrl+zz' is not a key"),
    ('game.undo = 3\n', "game.undo needs its keys as text"),
    ('game.undo = "x"\ngame.undo = "y"\n', "not TOML"),
    ('help = ""\n', "help needs its keys as text"),
])
async def test_a_bad_keymap_is_named_in_one_line_and_the_default_keys_stay(config_dir, keymap, named):
    config_dir.mkdir()
    (config_dir / "keymap.toml").write_text(f'game.cards = "k"\n{keymap}', encoding="utf-8")
    match = match_after(10)
    app = game_app(match, seat=match.decision.seat)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        messages = [n.message for n in app._notifications]
        assert len(messages) == 1 and named in messages[0] and "The default keys stay" in messages[0], messages
        await pilot.press("k")  # the good entry before the bad one is not taken either
        assert isinstance(app.screen, GameScreen)
        await pilot.press("c")
        assert isinstance(app.screen, CardBrowser)


async def test_the_theme_chosen_is_remembered_for_the_next_run(config_dir):
    first = game_app(match_after(10), seat=0)
    async with first.run_test(size=SIZE) as pilot:
        assert first.theme != "nord"
        first.theme = "nord"
        await pilot.pause()
    assert json.loads((config_dir / "settings.json").read_text()) == {"theme": "nord"}
    second = game_app(match_after(10), seat=0)
    async with second.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert second.theme == "nord"


async def test_a_broken_settings_file_leaves_the_default_theme(config_dir):
    config_dir.mkdir()
    (config_dir / "settings.json").write_text("[not a theme", encoding="utf-8")
    app = game_app(match_after(10), seat=0)
    default = app.theme
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.theme == default and not app._notifications
