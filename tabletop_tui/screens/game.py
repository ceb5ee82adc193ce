"""The game screen: board, decision options, log; drives bots, the curtain, undo and saves."""
from __future__ import annotations

from rich.text import Text
from textual import events
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
from ..widgets import CardPane, LogPanel, OptionsPanel
from .board import SCROLL_BINDINGS, BoardScreen
from .cards import CardBrowser
from .confirm import ConfirmScreen
from .curtain import CurtainScreen
from .end import EndScreen, StandingScreen
from .replay import ReplayScreen
from .rules import RulesScreen


COMPACT_HEIGHT = 32  # shorter, the log and the card pane take turns in one place


class GameScreen(BoardScreen):
    """Plays one match. `fixed_viewer` shows that seat's view throughout, with no curtain
    (used by `tabletop snapshot`)."""

    CSS = """
    #prompt { height: auto; padding: 0 1; }
    #filter { display: none; border: none; height: 1; padding: 0 1; }
    #filter.-open { display: block; }
    """
    COMMANDS = {DecisionCommands}
    # the footer shows them in this order, as many as the width holds: those a newcomer needs first
    BINDINGS = [
        Binding("slash", "filter", "Filter", id="game.filter"),
        Binding("c", "cards", "Cards", id="game.cards"),
        Binding("e", "scores", "Standing", id="game.standing"),
        Binding("question_mark", "app.help", "Help", id="help"),
        *SCROLL_BINDINGS,
        Binding("u", "undo", "Undo", id="game.undo"),
        Binding("r", "rules", "Rules", id="game.rules"),
        Binding("l", "log", "Log or card", show=False, id="game.log"),
        Binding("v", "replay", "Replay", id="game.replay"),
        Binding("s", "save", "Save", show=False, id="game.save"),
        Binding("b", "bots_finish", "Let bots finish the match", show=False, id="game.bots_finish"),
        Binding("q", "app.quit", "Quit", show=False, id="quit"),
        *(Binding(str(n), f"choose_number({n})", "Choose option by number", show=False, id=f"game.choose_{n}")
          for n in range(1, 10)),
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
        self.thinking = False  # a searching bot is choosing, aside
        self.save_warned = False
        self.log_first = False  # on a short screen: the log, not the card pane, shares their place

    def compose(self) -> ComposeResult:
        with Horizontal(id="main"):
            yield from self.compose_left()
            with Vertical(id="side"):
                yield Static(id="prompt")
                yield FilterInput(placeholder="type words to filter the options", id="filter")
                yield OptionsPanel(id="options")
                yield CardPane(id="cards")
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
        if self.thinking:  # the bot's choice comes back by itself
            self.show(self.viewer())
        elif table.over:
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
            self.app.push_screen(CurtainScreen(table.match.players[seat], self.view["decision"]["prompt"]),
                                 lambda _: self.pass_to(seat))
        else:
            self.shown_seat = table.deciding_seat
            self.show(self.viewer())

    def needs_curtain(self) -> bool:
        return (self.fixed_viewer is None and len(self.table.humans) > 1
                and self.table.deciding_seat != self.shown_seat)

    def pass_to(self, seat: int) -> None:
        """The seat behind the curtain takes the screen: its board from the top, the log first
        where the log and the card pane share a place."""
        self.shown_seat = seat
        self.new_from = self.seen.get(seat, 0)
        self.log_first = True
        self.query_one(CardPane).show((), {})  # what the last seat looked at is not for this one
        self.show(seat)
        for scroll in ("#board-scroll", "#private-scroll"):
            self.query_one(scroll).scroll_home(animate=False)

    def run_bots(self) -> None:
        """Bots move one at a time with a visible pause, or all at once when the delay is 0; a
        searching bot thinks aside, the screen answering keys meanwhile."""
        self.bot_timer = None
        while self.table.bot_to_move:
            if self.table.bot_thinks:
                self.thinking = True
                self.show(self.viewer())
                self.run_worker(self.think, thread=True, exclusive=True, group="bot")
                return
            self.table.play_bot()
            if self.app.bot_delay:
                break
        self.warn_if_unsaved()
        self.advance()

    def think(self) -> None:
        """In a thread: the searching bot's choice, played back on the screen's own thread."""
        choice = self.table.bot_choice()
        self.app.call_from_thread(self.bot_chose, choice)

    def bot_chose(self, choice: str) -> None:
        self.thinking = False
        self.table.play(choice)
        self.warn_if_unsaved()
        self.advance()

    def viewer(self) -> int | None:
        return self.fixed_viewer if self.fixed_viewer is not None else self.table.viewer()

    def show(self, seat: int | None) -> None:
        """Feed every widget the view of `seat` (None: the public view)."""
        self.view = view = self.table.view(seat)
        with self.app.batch_update():
            self.show_board(view)
            prompt = prompt_text(view, self.table.bots, self.thinking)
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
            self.show_cards()

    def show_cards(self) -> None:
        """The card pane: the components of the highlighted option, else those it showed last
        that the viewer may still see; where the screen is short it shares its place with the log."""
        pane = self.query_one(CardPane)
        option = self.query_one(OptionsPanel).highlighted_entry
        pane.show(option["cards"] if isinstance(option, dict) else (), self.view.get("cards", {}))
        compact = self.has_class("-compact")
        pane.display = bool(pane.shown) and not (compact and self.log_first)
        self.query_one(LogPanel).display = not (compact and pane.display)

    def on_options_panel_highlighted(self, event: OptionsPanel.Highlighted) -> None:
        if event.option is not None and event.option["cards"]:
            self.log_first = False
        self.show_cards()

    def on_resize(self, event: events.Resize) -> None:  # after BoardScreen's: Textual calls both
        self.set_class(event.size.height < COMPACT_HEIGHT, "-compact")
        self.show_cards()

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

    def on_options_panel_chosen(self, event: OptionsPanel.Chosen) -> None:
        event.stop()
        self.choose(event.option_id)

    def action_choose_number(self, number: int) -> None:
        self.query_one(OptionsPanel).activate(number)

    def action_cards(self) -> None:
        cards = list(self.view.get("cards", {}).values())
        self.app.push_screen(CardBrowser(cards, "Cards you can see"))

    def action_log(self) -> None:
        """Where the log and the card pane share a place: show the other one."""
        self.log_first = not self.log_first
        self.show_cards()

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
        self.query_one(OptionsPanel).choose_highlighted()

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
            self.app.push_screen(EndScreen(self.table.view(None), Replay(self.table.match), self.table.chronicle_note))

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
        Binding("escape", "done", "Drop the filter", id="filter.done"),
        Binding("up", "move(-1)", "Previous option", show=False, id="filter.previous"),
        Binding("down", "move(1)", "Next option", show=False, id="filter.next"),
    ]

    class Done(Message):
        pass

    def action_done(self) -> None:
        self.post_message(self.Done())

    def action_move(self, step: int) -> None:
        options = self.screen.query_one(OptionsPanel)
        options.action_cursor_down() if step > 0 else options.action_cursor_up()


def prompt_text(view: dict, bots: frozenset[int], thinking: bool = False) -> Text:
    decision = view["decision"]
    if decision is None:
        return Text("Game over. Press e for the scores.", style="bold")
    name = view["players"][decision["seat"]]
    if thinking:
        return Text(f"{name} (bot) is thinking: {decision['prompt']}", style="italic")
    if decision["options"] is None:
        who = f"{name} (bot)" if decision["seat"] in bots else name
        return Text(f"Waiting for {who}: {decision['prompt']}", style="italic")
    return Text.assemble((f"{name}: ", "bold"), decision["prompt"])
