"""Step forward and back through a record, with each step's choice, rule section and log lines."""
from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Footer, Static

from ..boards import board_for
from ..replay import Replay
from ..widgets import LogPanel
from .board import SCROLL_BINDINGS, BoardScreen


class ReplayScreen(BoardScreen):
    CSS = """
    #step { height: auto; padding: 0 1; border: round $accent; }
    """
    BINDINGS = [
        # priority: the arrows step the replay even while the log or board has focus
        Binding("right,l", "step(1)", "Next", priority=True, id="replay.next"),
        Binding("left,h", "step(-1)", "Back", priority=True, id="replay.back"),
        Binding("pagedown", "step(10)", "10 steps on", show=False, priority=True, id="replay.ten_on"),
        Binding("pageup", "step(-10)", "10 steps back", show=False, priority=True, id="replay.ten_back"),
        Binding("home", "jump(0)", "Start", show=False, priority=True, id="replay.start"),
        Binding("end", "jump(-1)", "End", show=False, priority=True, id="replay.end"),
        Binding("tab", "next_seat", "Seat", priority=True, id="replay.seat"),
        Binding("question_mark", "app.help", "Help", id="help"),
        Binding("escape,q", "close", "Close", id="replay.close"),
        *SCROLL_BINDINGS,
    ]

    def __init__(self, replay: Replay, position: int = 0):
        super().__init__()
        self.replay = replay
        self.position = position
        self.seat: int | None = None
        self.board = board_for(replay.engine.id)

    def compose(self) -> ComposeResult:
        with Horizontal(id="main"):
            yield from self.compose_left()
            with Vertical(id="side"):
                yield Static(id="step")
                yield LogPanel(id="log")
        yield from self.compose_too_small()
        yield Footer()

    def on_mount(self) -> None:
        self.show()

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        if action == "next_seat":
            return len(self.replay.seats_allowed) > 1
        return True

    def show(self) -> None:
        views = self.replay.views(self.seat)
        self.position = max(0, min(self.position, len(views) - 1))
        view = views[self.position]
        with self.app.batch_update():
            self.show_board(view)
            self.query_one("#step", Static).update(self.describe_step(views))
            self.query_one(LogPanel).show(view["log"])

    def describe_step(self, views: list[dict]) -> Text:
        total = len(views) - 1
        who = "public view" if self.seat is None else f"{self.replay.players[self.seat]}'s view"
        text = Text.assemble(("Replay", "bold"), f"  step {self.position}/{total}  ({who})\n")
        if self.position == 0:
            text.append("The start of the match.", style="italic")
            return text
        step = self.replay.steps[self.position - 1]
        text.append(f"{self.replay.players[step.seat]} chose", style="bold")
        # while the match runs, a secret choice (a card discarded unseen) is not told
        if self.replay.finished or not step.secret:
            text.append(": ")
            text.append(step.label)
        else:
            text.append(" a secret", style="italic")
        if step.rule:
            text.append(f"  §{step.rule}", style="dim")
        new_lines = views[self.position]["log"][len(views[self.position - 1]["log"]):]
        for event in new_lines:
            text.append("\n• ")
            text.append_text(LogPanel.line(event))
        return text

    def action_step(self, delta: int) -> None:
        self.position += delta
        self.show()

    def action_jump(self, position: int) -> None:
        self.position = position if position >= 0 else len(self.replay.choices)
        self.show()

    def action_next_seat(self) -> None:
        seats = self.replay.seats_allowed
        self.seat = seats[(seats.index(self.seat) + 1) % len(seats)]
        self.show()

    async def action_close(self) -> None:
        """Back to the screen below, or (opened by `tabletop replay`) quit."""
        if len(self.app.screen_stack) > 2:
            self.dismiss()
        else:
            await self.app.action_quit()
