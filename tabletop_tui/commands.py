"""The command palette on the game screen: the current decision's options beside the commands."""
from __future__ import annotations

from functools import partial

from textual.command import DiscoveryHit, Hit, Hits, Provider

COMMANDS = [  # (title, help, action on the game screen)
    ("Save", "Save the match now (it also saves after every choice)", "save"),
    ("Undo", "Take back the last choice", "undo"),
    ("Rules", "Read the rules section of the highlighted option", "rules"),
    ("Replay", "Step through the match so far", "replay"),
    ("Help", "List every key", "app.help"),
    ("Let bots finish", "Random bots play every seat to the end of the match", "bots_finish"),
]


class DecisionCommands(Provider):
    """Built anew each time the palette opens, from the options the screen shows now."""

    def entries(self) -> list[tuple[str, str, object]]:
        screen = self.screen
        entries = [(f"{n}. {o['label']}", f"Choose (§{o['rule']})" if o["rule"] else "Choose",
                    partial(screen.choose, o["id"])) for n, o in enumerate(screen.options, start=1)]
        for title, help_text, action in COMMANDS:
            entries.append((title, help_text, partial(screen.run_action, action)))
        return entries

    async def discover(self) -> Hits:
        for title, help_text, command in self.entries():
            yield DiscoveryHit(title, command, help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for title, help_text, command in self.entries():
            score = matcher.match(title)
            if score > 0:
                yield Hit(score, matcher.highlight(title), command, help=help_text)
