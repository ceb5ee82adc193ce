"""The game screen: board, decision options, log; drives bots, the curtain, undo and saves."""
from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.timer import Timer
from textual.widgets import Footer, Input, Static

from ..boards import board_for
from ..commands import DecisionCommands
from ..replay import Replay
from ..table import Table
from ..widgets import LogPanel, OptionsPanel
from .board import SCROLL_BINDINGS, BoardScreen
from .confirm import ConfirmScreen
from .curtain import CurtainScreen
from .end import EndScreen, StandingScreen
from .replay import ReplayScreen
from .rules import RulesScreen


class GameScreen(BoardScreen):
    """Plays one match. `fixed_viewer` shows that seat's view throughout, with no curtain
    (used by `tabletop snapshot`)."""

    CSS = """
    #prompt { height: auto; padding: 0 1; }
    #filter { display: none; border: none; height: 1; padding: 0 1; }
    #filter.-open { display: block; }
    """
    COMMANDS = {DecisionCommands}
    BINDINGS = [
        Binding("slash", "filter", "Filter options"),
        Binding("u", "undo", "Undo"),
        Binding("s", "save", "Save"),
        Binding("r", "rules", "Rules"),
        Binding("v", "replay", "Replay"),
        Binding("e", "scores", "Scores", show=False),
        Binding("b", "bots_finish", "Let bots finish the match", show=False),
        Binding("question_mark", "app.help", "Help"),
        Binding("q", "app.quit", "Quit"),
        *(Binding(str(n), f"choose_number({n})", "Choose option by number", show=False) for n in range(1, 10)),
        *SCROLL_BINDINGS,
    ]

    def __init__(self, table: Table, fixed_viewer: int | None = None):
        super().__init__()
        self.table = table
        self.fixed_viewer = fixed_viewer
        self.shown_seat: int | None = None  # the human seat that passed the curtain last
        self.seen: dict[int, int] = {}  # seat -> events of its log it had seen when it last chose
        self.new_from: int | None = None  # where the events new to the seat behind the curtain begin
        self.view: dict = {}
        self.prompt_key: tuple | None = None
        self.board = board_for(table.match.engine.id)
        self.bot_timer: Timer | None = None
        self.save_warned = False

    def compose(self) -> ComposeResult:
        with Horizontal(id="main"):
            yield from self.compose_left()
            with Vertical(id="side"):
                yield Static(id="prompt")
                yield FilterInput(placeholder="type words to filter the options", id="filter")
                yield OptionsPanel(id="options")
                yield LogPanel(id="log")
        yield from self.compose_too_small()
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(OptionsPanel).focus()
        self.warn_if_unsaved()
        self.advance()

    # --- the flow of play --------------------------------------------------------------
    def advance(self) -> None:
        """Show what comes next: bots move, the curtain falls, or the deciding seat chooses."""
        table = self.table
        if table.over:
            self.show(self.fixed_viewer)
            self.action_end()
        elif table.bot_to_move and self.app.bot_delay:
            self.show(self.viewer())
            if self.bot_timer is None:  # one chain of bot moves at a time
                self.bot_timer = self.set_timer(self.app.bot_delay, self.run_bots)
        elif table.bot_to_move:
            self.run_bots()
        elif self.needs_curtain():
            seat = table.deciding_seat
            self.show(None)
            self.app.push_screen(CurtainScreen(table.match.players[seat]), lambda _: self.pass_to(seat))
        else:
            self.shown_seat = table.deciding_seat
            self.show(self.viewer())

    def needs_curtain(self) -> bool:
        return (self.fixed_viewer is None and len(self.table.humans) > 1
                and self.table.deciding_seat != self.shown_seat)

    def pass_to(self, seat: int) -> None:
        self.shown_seat = seat
        self.new_from = self.seen.get(seat, 0)
        self.show(seat)

    def run_bots(self) -> None:
        """Bots move one at a time with a visible pause, or all at once when the delay is 0."""
        self.bot_timer = None
        while self.table.bot_to_move:
            self.table.play_bot()
            if self.app.bot_delay:
                break
        self.warn_if_unsaved()
        self.advance()

    def viewer(self) -> int | None:
        return self.fixed_viewer if self.fixed_viewer is not None else self.table.viewer()

    def show(self, seat: int | None) -> None:
        """Feed every widget the view of `seat` (None: the public view)."""
        self.view = view = self.table.view(seat)
        with self.app.batch_update():
            self.show_board(view)
            prompt = prompt_text(view, self.table.bots)
            key = (prompt.plain, str(prompt.style), prompt.spans)
            if key != self.prompt_key:  # an update lays the screen out again: only when it changed
                self.prompt_key = key
                self.query_one("#prompt", Static).update(prompt)
            options = self.query_one(OptionsPanel)
            options.show(view["decision"])
            if not options.filter:
                self.close_filter()
            if options.display and not self.query_one(FilterInput).has_focus:
                options.focus()
            self.query_one(LogPanel).show(view["log"], self.new_from if seat == self.shown_seat else None)

    # --- actions -----------------------------------------------------------------------
    @property
    def options(self) -> list[dict]:
        decision = self.view.get("decision") or {}
        return decision.get("options") or []

    def choose(self, option_id: str) -> None:
        if self.table.bot_to_move or option_id not in {o["id"] for o in self.options}:
            return
        self.seen[self.view["seat"]] = len(self.view["log"])
        self.table.play(option_id)
        self.warn_if_unsaved()
        self.advance()

    def on_option_list_option_selected(self, event: OptionsPanel.OptionSelected) -> None:
        event.stop()
        self.choose(event.option.id)

    def action_choose_number(self, number: int) -> None:
        option_id = self.query_one(OptionsPanel).option_id_at(number)
        if option_id is not None:
            self.choose(option_id)

    def action_filter(self) -> None:
        if self.query_one(OptionsPanel).display:
            field = self.query_one(FilterInput)
            field.add_class("-open")
            field.focus()

    def close_filter(self) -> None:
        field = self.query_one(FilterInput)
        if field.has_class("-open"):
            field.remove_class("-open")
            field.value = ""

    def on_input_changed(self, event: Input.Changed) -> None:
        self.query_one(OptionsPanel).filter_by(event.value)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        option = self.query_one(OptionsPanel).highlighted_option
        if option is not None:
            self.choose(option.id)

    def on_filter_input_done(self, event: "FilterInput.Done") -> None:
        options = self.query_one(OptionsPanel)
        options.filter_by("")
        self.close_filter()
        options.focus()

    def action_undo(self) -> None:
        if self.table.bot_to_move or not self.table.match.can_undo:
            self.notify("Nothing to undo: undo stops where a card was turned or the turn passed.",
                        severity="warning")
            return
        self.table.undo()
        self.warn_if_unsaved()
        self.advance()

    def action_bots_finish(self) -> None:
        if self.table.over:
            return

        def answered(yes: bool | None) -> None:
            if yes and not self.table.over:
                self.table.bots_take_over()
                self.warn_if_unsaved()
                self.advance()

        self.app.push_screen(ConfirmScreen("Let random bots play every seat to the end of the match? "
                                           "This cannot be undone."), answered)

    def warn_if_unsaved(self) -> None:
        """Play goes on when an autosave fails; say so once, and again when saving works again."""
        problem = self.table.save_problem
        if problem and not self.save_warned:
            self.notify(f"{problem}. Play goes on; every choice tries to save again.", severity="error", timeout=10)
        elif not problem and self.save_warned:
            self.notify(f"Saved again to {self.table.save_path}")
        self.save_warned = bool(problem)

    def action_save(self) -> None:
        if self.table.save_path is None:
            self.notify("This match is not saved (it was opened for a snapshot).", severity="warning")
        elif self.table.save():
            self.save_warned = False
            self.notify(f"Saved to {self.table.save_path}")
        else:
            self.save_warned = True
            self.notify(f"{self.table.save_problem}.", severity="error", timeout=10)

    def action_rules(self) -> None:
        decision = self.view.get("decision") or {}
        section = self.query_one(OptionsPanel).highlighted_rule or decision.get("rule", "")
        self.app.push_screen(RulesScreen(self.table.match.engine.id, section))

    def action_replay(self) -> None:
        self.app.push_screen(ReplayScreen(Replay(self.table.match)))

    def action_end(self) -> None:
        if self.table.over:
            self.app.push_screen(EndScreen(self.table.view(None), Replay(self.table.match)))

    def action_scores(self) -> None:
        """The final scores once the match is over; before, the scores as they stand, as far as
        the screen's viewer may know them."""
        if self.table.over:
            self.action_end()
        else:
            self.app.push_screen(StandingScreen(self.view))


class FilterInput(Input):
    """Words typed here filter the options; up and down move through what is left, Enter picks
    it, Escape drops the filter."""

    BINDINGS = [
        Binding("escape", "done", "Drop the filter"),
        Binding("up", "move(-1)", "Previous option", show=False),
        Binding("down", "move(1)", "Next option", show=False),
    ]

    class Done(Message):
        pass

    def action_done(self) -> None:
        self.post_message(self.Done())

    def action_move(self, step: int) -> None:
        options = self.screen.query_one(OptionsPanel)
        options.action_cursor_down() if step > 0 else options.action_cursor_up()


def prompt_text(view: dict, bots: frozenset[int]) -> Text:
    decision = view["decision"]
    if decision is None:
        return Text("Game over. Press e for the scores.", style="bold")
    name = view["players"][decision["seat"]]
    if decision["options"] is None:
        who = f"{name} (bot)" if decision["seat"] in bots else name
        return Text(f"Waiting for {who}: {decision['prompt']}", style="italic")
    return Text.assemble((f"{name}: ", "bold"), decision["prompt"])
