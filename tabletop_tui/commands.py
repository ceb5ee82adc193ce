"""The command palette: on the game screen, the current decision's options first (each with the
number keys that reach it), then the app's commands, then Textual's own (theme, keys, screenshot,
quit); elsewhere, Textual's own."""
from __future__ import annotations

from functools import partial
from typing import Callable

from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.system_commands import SystemCommandsProvider

from .menu import menu, number_keys

COMMANDS = [  # (title, help, action on the game screen)
    ("Cards", "Read every card you can see, filtered by words (c)", "cards"),
    ("Save", "Save the match now (it also saves after every choice)", "save"),
    ("Undo", "Take back the last choice", "undo"),
    ("Rules", "Read the rules section of the highlighted option", "rules"),
    ("Replay", "Step through the match so far", "replay"),
    ("Help", "List every key", "app.help"),
    ("Let bots finish", "Random bots play every seat to the end of the match", "bots_finish"),
]


class SystemCommands(SystemCommandsProvider):
    """Textual's own commands, on screens that do not list them themselves: the palette runs
    every provider at once, so only one provider can decide the order of the list."""

    async def discover(self) -> Hits:
        if DecisionCommands not in self.screen.COMMANDS:
            async for hit in super().discover():
                yield hit

    async def search(self, query: str) -> Hits:
        if DecisionCommands not in self.screen.COMMANDS:
            async for hit in super().search(query):
                yield hit


class DecisionCommands(Provider):
    """Built anew each time the palette opens, from the options the screen shows now. With
    nothing typed: the options in their order, then the app's commands, then Textual's."""

    def entries(self) -> list[tuple[str, str, Callable[[], object], bool]]:
        """(title, help, command, listed before anything is typed)"""
        screen = self.screen
        keys = number_keys(menu(screen.options))
        entries = [(f"{keys[o['id']]}. {o['label']}" if o["id"] in keys else o["label"],
                    f"Choose (§{o['rule']})" if o["rule"] else "Choose", partial(screen.choose, o["id"]), True)
                   for o in screen.options]
        for title, help_text, action in COMMANDS:
            entries.append((title, help_text, partial(screen.run_action, action), True))
        system = sorted(self.app.get_system_commands(screen), key=lambda command: command[0])
        for title, help_text, callback, discover in system:
            entries.append((title, help_text, callback, discover))
        return entries

    async def discover(self) -> Hits:
        for title, help_text, command, listed in self.entries():
            if listed:
                yield DiscoveryHit(title, command, help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for title, help_text, command, _ in self.entries():
            score = matcher.match(title)
            if score > 0:
                yield Hit(score, matcher.highlight(title), command, help=help_text)
