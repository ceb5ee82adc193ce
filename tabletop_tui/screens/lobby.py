"""The lobby: choose the game, the seats (names, human or bot), the game's options and the seed."""
from __future__ import annotations

import random

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, Select, Static

from rules import games
from rules.core import BadSetup, check_names
from rules.core.match import NAME_LENGTH

from rules.oath.chronicle import ChronicleError

from .. import chronicles, saves
from ..table import Table, default_name
from .saved import SavedScreen

SEAT_KINDS = {"human": "human", "random": "bot: random", "greedy": "bot: greedy", "ismcts": "bot: search (1 s a move)"}


class LobbyScreen(Screen[None]):
    CSS = """
    #form { padding: 0 2; }
    #heading { text-style: bold; padding: 1 0; }
    .row { height: auto; }
    .row Label { width: 12; padding: 1 1 0 0; }
    .row .help { width: 1fr; padding: 1 0 0 1; color: $text-muted; }
    .row Input { width: 20; }
    .row Select { width: 26; }
    .row #game { width: 46; }
    .row .seat-kind { width: 30; }
    #buttons { height: auto; margin-top: 1; }
    #buttons Button { margin-right: 2; }
    """
    BINDINGS = [
        Binding("ctrl+s", "start", "Start", id="lobby.start"),
        Binding("ctrl+r", "saved", "Resume a saved match", id="lobby.saved"),
        Binding("question_mark", "app.help", "Help", id="help"),
        Binding("ctrl+q", "app.quit", "Quit", id="lobby.quit"),
    ]

    def __init__(self, seed: int | None = None):
        """`seed` fills in the seed field; left empty, the app draws one that nobody sees until
        the end: the seed with the players reproduces every hand."""
        super().__init__()
        self.game_id = games.all()[0].id
        self.seed = seed

    @property
    def spec(self):
        return games.get(self.game_id)

    def compose(self) -> ComposeResult:
        spec = self.spec
        with VerticalScroll(id="form"):
            yield Static("tabletop: a new match (Ctrl+S starts it)", id="heading")
            with Horizontal(classes="row"):
                yield Label("Game")
                yield Select([(s.title, s.id) for s in games.all()], value=spec.id, allow_blank=False, id="game")
            with Horizontal(classes="row"):
                yield Label("Players")
                counts = range(spec.min_players, spec.max_players + 1)
                yield Select([(str(n), n) for n in counts], value=spec.min_players, allow_blank=False, id="count")
            for seat in range(spec.max_players):
                with Horizontal(classes="row seat", id=f"seat-{seat}"):
                    yield Label(f"Seat {seat + 1}")
                    yield Input(default_name(seat), id=f"name-{seat}", max_length=NAME_LENGTH)
                    yield Select([(label, kind) for kind, label in SEAT_KINDS.items()], value="human",
                                 allow_blank=False, id=f"kind-{seat}", classes="seat-kind")
            for name, option in spec.options.items():
                with Horizontal(classes="row", id=f"option-row-{name}"):
                    yield Label(name)
                    yield Select([(value_label(v), v) for v in option["values"]], value=option["default"],
                                 allow_blank=False, id=f"option-{name}")
                    yield Static(option.get("help", ""), classes="help")
            if spec.id == "oath":
                with Horizontal(classes="row"):
                    yield Label("Chronicle")
                    yield Input(id="chronicle", placeholder="none", max_length=60)
                    yield Static("Empty: a single game. A name: the next game of that Chronicle, or a new one "
                                 "on the world option's world", classes="help")
                kept = chronicles.listing()
                if kept:
                    yield Static("\n".join(f"  {c.name}: {c.status}" for c in kept), id="chronicles", classes="help")
            with Horizontal(classes="row"):
                yield Label("Seed")
                yield Input("" if self.seed is None else str(self.seed), type="integer", id="seed",
                            placeholder="random")
                yield Static("Empty: the app draws one and tells it at the end (it replays every hand)",
                             classes="help")
            with Horizontal(id="buttons"):
                yield Button("Start (Ctrl+S)", id="start", variant="primary")
                yield Button("Resume a saved match (Ctrl+R)", id="saved")
        yield Footer()

    def on_mount(self) -> None:
        self.prepare_form()

    def prepare_form(self) -> None:
        if self.app.is_headless:  # nobody watches a blinking cursor; keeps screenshots stable
            for field in self.query(Input):
                field.cursor_blink = False
        self.show_seats(self.spec.min_players)
        self.query_one("#game", Select).focus()  # the first choice is the game

    @on(Select.Changed, "#game")
    async def game_changed(self, event: Select.Changed) -> None:
        if event.value != self.game_id:
            self.game_id = event.value
            await self.recompose()
            self.prepare_form()

    @on(Select.Changed, "#count")
    def count_changed(self, event: Select.Changed) -> None:
        self.show_seats(event.value)

    def show_seats(self, count: int) -> None:
        """The seats, and the options that apply at this player count (solo ones alone)."""
        for seat in range(self.spec.max_players):
            self.query_one(f"#seat-{seat}").display = seat < count
        for name in self.spec.options:
            self.query_one(f"#option-row-{name}").display = self.applies(name, count)

    def applies(self, option: str, count: int) -> bool:
        return count in self.spec.options[option].get("players", [count])

    @on(Button.Pressed, "#start")
    @on(Input.Submitted)
    def action_start(self) -> None:
        count = self.query_one("#count", Select).value
        players = [self.query_one(f"#name-{s}", Input).value.strip() for s in range(count)]
        kinds = {s: self.query_one(f"#kind-{s}", Select).value for s in range(count)}
        bots = [s for s, kind in kinds.items() if kind != "human"]
        kinds = {str(s): kind for s, kind in kinds.items() if kind not in ("human", "random")}
        options = {name: self.query_one(f"#option-{name}", Select).value for name in self.spec.options
                   if self.applies(name, count)}
        problem = check_names(players)
        seed_text = self.query_one("#seed", Input).value.strip() or str(random.randrange(1_000_000))
        if problem is None and not seed_text.lstrip("-").isdigit():
            problem = "The seed must be a whole number."
        chronicle = self.query_one("#chronicle", Input).value.strip() or None if self.spec.id == "oath" else None
        if problem is None:
            try:
                match = chronicles.new_match(self.spec, players, int(seed_text), options,
                                             {"bots": bots, "bot_kinds": kinds}, chronicle)
            except (BadSetup, ChronicleError) as e:
                problem = str(e)
        if problem is not None:
            self.notify(problem, severity="error")
            return
        table = Table(match, saves.new_save_path(self.game_id))
        table.save()  # if it fails, the game screen says why and play goes on
        self.app.start_match(table)

    @on(Button.Pressed, "#saved")
    def action_saved(self) -> None:
        self.app.show_alone(SavedScreen())


def value_label(value) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)
