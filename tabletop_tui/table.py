"""One match at the table: who is human, who is a bot, where it autosaves, whose view to show.

This is the only TUI module that touches engine objects (besides loading and replay);
screens and widgets get view dicts from it.
"""
from __future__ import annotations

from pathlib import Path

from rules.core import Match, RandomBot
from rules.core.ismcts import Taken

from . import chronicles, saves, thinking

SEARCH_BUDGET = 1.0  # seconds a move for a searching bot at the table (issue 18's default)
DEFAULT_NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal"]


def default_name(seat: int) -> str:
    return DEFAULT_NAMES[seat] if seat < len(DEFAULT_NAMES) else f"Player {seat + 1}"


class Table:
    def __init__(self, match: Match, save_path: Path | None):
        self.match = match
        self.save_path = save_path
        self.bots = saves.bot_seats(match)
        self.bot_kinds = saves.bot_kinds(match)  # the seats of bots other than random ones, and their kinds
        self._bot = RandomBot(match.seed)  # every random bot's choices, from one generator
        self.budget = SEARCH_BUDGET  # a searching bot's time a move
        self.taken: dict[int, Taken] = {}  # what each thinking bot took where (it takes nothing twice from one position)
        self.save_problem: str | None = None  # why the last autosave failed, while it does
        self.chronicle_note = chronicles.record(match)  # a finished game of a Chronicle writes its next world

    @property
    def humans(self) -> list[int]:
        return [s for s in range(len(self.match.players)) if s not in self.bots]

    @property
    def deciding_seat(self) -> int | None:
        d = self.match.decision
        return None if d is None else d.seat

    @property
    def over(self) -> bool:
        return self.match.decision is None

    @property
    def bot_to_move(self) -> bool:
        return self.deciding_seat is not None and self.deciding_seat in self.bots

    def viewer(self) -> int | None:
        """The seat whose private information the screen may show now: the deciding human;
        while a bot decides, the only human if there is one, else nobody (public view)."""
        seat = self.deciding_seat
        if seat is not None and seat not in self.bots:
            return seat
        humans = self.humans
        return humans[0] if len(humans) == 1 else None

    def view(self, seat: int | None) -> dict:
        return self.match.view(seat)

    def play(self, option_id: str) -> None:
        self.match.play(option_id)
        self.save()
        if self.over:
            self.chronicle_note = chronicles.record(self.match)

    @property
    def bot_thinks(self) -> bool:
        """The bot to move is not a random one: it takes its time, and the screen lets it think
        aside."""
        return self.bot_to_move and self.deciding_seat in self.bot_kinds

    def bot_choice(self) -> str:
        """The choice of the bot to move. Any but a random bot thinks in a process of its own
        (tabletop_tui/thinking.py), seeded by the seat and the step."""
        seat = self.deciding_seat
        if seat not in self.bot_kinds:
            return self._bot.choose(self.match.decision)
        seed = self.match.seed * 7919 + seat * 104729 + len(self.match.choices)
        choice, self.taken[seat] = thinking.choose(self.match.to_json(), self.bot_kinds[seat], seed, self.budget,
                                                   self.taken.get(seat, Taken()))
        return choice

    def play_bot(self) -> None:
        self.play(self.bot_choice())

    def bots_take_over(self) -> None:
        """Every seat becomes a bot, so the match plays itself to the end."""
        self.bots = frozenset(range(len(self.match.players)))
        self.match.meta["bots"] = sorted(self.bots)
        self.save()

    def undo(self) -> None:
        self.match.undo()
        self.save()

    def save(self) -> bool:
        """Autosave. A save that fails does not stop play: the reason is kept for the screen to
        show, and every later choice tries again."""
        if self.save_path is None:
            return True
        try:
            self.save_path.parent.mkdir(parents=True, exist_ok=True)
            saves.write_atomically(self.save_path, self.match.to_json())
        except OSError as e:
            self.save_problem = f"Cannot save to {self.save_path}: {e.strerror or e}"
            return False
        self.save_problem = None
        return True
