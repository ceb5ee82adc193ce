"""The tabletop Textual app: which screen comes first, and the app-wide actions."""
from __future__ import annotations

import gc
from pathlib import Path
from typing import Callable

from textual.app import App
from textual.binding import Binding
from textual.dom import DOMNode
from textual.screen import Screen
from textual.theme import Theme

from rules.core import RecordError

from . import saves, settings
from .commands import SystemCommands
from .screens.confirm import ConfirmScreen
from .screens.game import GameScreen
from .screens.help import HelpScreen
from .screens.lobby import LobbyScreen
from .table import Table

BOT_DELAY = 0.4  # seconds: lets people follow a bot's move; 0 in tests and snapshots


class TabletopApp(App[None], inherit_bindings=False):
    TITLE = "tabletop"
    # Textual's own app keys, given ids a keymap can name (the palette's is the one it would add)
    BINDINGS = [
        Binding("ctrl+q", "quit", "Quit", show=False, priority=True, id="app.quit"),
        Binding("ctrl+c", "help_quit", show=False, system=True, id="app.help_quit"),
        Binding("ctrl+p", "command_palette", "palette", show=False, priority=True, id="app.palette"),
    ]
    COMMANDS = {SystemCommands}  # Textual's own commands, listed last on the game screen
    CSS = """
    #main { height: 1fr; }
    #left { width: 1fr; min-width: 40; }
    #private-scroll { height: auto; max-height: 60%; border-bottom: solid $panel-lighten-2; }
    #board-scroll { height: 1fr; }
    #side { width: 40%; max-width: 60; min-width: 28; }
    """

    def __init__(self, first_screen: Callable[[], Screen] | None = None, bot_delay: float = BOT_DELAY,
                 personal: bool = True):
        """`personal`: with the player's own keymap and theme (not for snapshots, which must look
        alike on every machine)."""
        super().__init__()
        self.first_screen = first_screen
        self.bot_delay = bot_delay
        self.personal = personal
        self.remembered_theme: str | None = None

    def on_mount(self) -> None:
        if self.personal:
            self.take_settings()
        # what is loaded by now (modules, classes, styles) lives as long as the app: keep it out
        # of the garbage collector's full passes, which otherwise stall a key press now and then
        gc.collect()
        gc.freeze()
        self.push_screen(self.first_screen() if self.first_screen else LobbyScreen())

    def take_settings(self) -> None:
        """The player's keymap (a bad file is named in one line, and the default keys stay) and
        the theme chosen last, which every later choice replaces."""
        try:
            self.set_keymap(settings.read_keymap(binding_ids()))
        except settings.KeymapError as e:
            self.notify(f"{e}. The default keys stay.", severity="error", timeout=20)
        self.remembered_theme = settings.read_theme()
        if self.remembered_theme in self.available_themes:
            self.theme = self.remembered_theme
        self.theme_changed_signal.subscribe(self, self.remember_theme)

    def remember_theme(self, theme: Theme) -> None:
        if theme.name == self.remembered_theme:
            return
        try:
            settings.save_theme(theme.name)
        except OSError as e:
            self.notify(f"Cannot remember the theme in {settings.settings_path()} ({e.strerror or e})",
                        severity="warning")
            return
        self.remembered_theme = theme.name

    def show_alone(self, screen: Screen) -> None:
        """Replace every screen above the default one with `screen`."""
        while len(self.screen_stack) > 2:
            self.pop_screen()
        self.switch_screen(screen)

    def start_match(self, table: Table) -> None:
        self.show_alone(GameScreen(table))

    def resume(self, path: str | Path) -> None:
        path = Path(path)
        try:
            match = saves.load_match(path)
        except RecordError as e:
            self.notify(f"{path.name}: {e}", severity="error", timeout=8)
            return
        self.start_match(Table(match, path))

    def action_lobby(self) -> None:
        self.show_alone(LobbyScreen())

    def action_help(self) -> None:
        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen(self.screen))

    async def action_quit(self) -> None:
        """Quit after a yes; every match is already saved after each choice."""
        if isinstance(self.screen, ConfirmScreen):
            self.exit()
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.exit()

        self.push_screen(ConfirmScreen("Quit tabletop? Matches are saved after every choice."), answered)


def binding_ids() -> set[str]:
    """The id of every key binding of the app's screens and widgets: what a keymap may rebind."""
    ids: set[str] = set()
    classes = [DOMNode]
    while classes:
        cls = classes.pop()
        classes.extend(cls.__subclasses__())
        if cls.__module__.startswith("tabletop_tui."):
            ids.update(b.id for b in cls.__dict__.get("BINDINGS", ()) if b.id)
    return ids
