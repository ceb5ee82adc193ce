"""The end of a match: every seat's score with its breakdown, and the winners; during play, the
scores as they stand, as far as the viewer may know them."""
from __future__ import annotations

from rich import box
from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from ..replay import Replay
from .panel import PanelScreen
from .replay import ReplayScreen


SCORE_KEYS = {"seat", "name", "total", "breakdown", "hidden"}


def render_result(result: dict, situation: list[str] | None = None) -> Group:
    """The winners and how the game ended; then the scores, or for a game not won on points
    (it tells its `situation` in words), each seat's part and where the game stood at its end."""
    winners = [s["name"] for s in result["scores"] if s["seat"] in result["winners"]]
    headline = Text.assemble(("Winner: " if len(winners) == 1 else "Winners: ", "bold"),
                             (" and ".join(winners) or "nobody", "bold green"))
    parts = [headline]
    if result.get("note"):  # how the game ended, in words
        parts.append(Text(result["note"], style="italic"))
    if not situation:
        parts.append(score_table(result["scores"], result["winners"]))
        return Group(*parts)
    parts.append(Text())
    for score in result["scores"]:
        role = ", ".join(line["label"] for line in score["breakdown"])
        parts.append(Text.assemble((score["name"], "bold green" if score["seat"] in result["winners"] else "bold"),
                                   f": {role}" if role else ""))
    parts += [Text(), *(Text(line) for line in situation)]
    return Group(*parts)


def render_standing(view: dict) -> Group:
    """A game that is not won on points tells where it stands in its own words ("situation");
    the others, the scores if the game ended now."""
    if view.get("situation"):
        return Group(*(Text(line) for line in view["situation"]))
    standing = view["standing"]
    parts = [Text("If the game ended now", style="bold"), score_table(standing, [])]
    if any(score.get("hidden") for score in standing):
        parts.append(Text("Lines that hang on what you may not see yet are left out of the totals.", style="dim"))
    return Group(*parts)


def score_table(scores: list[dict], winners: list[int]) -> Table:
    table = Table(box=box.SIMPLE_HEAD, expand=True, padding=(0, 1))
    table.add_column("Player", no_wrap=True)
    table.add_column("Scoring")
    table.add_column("Points", justify="right", no_wrap=True)
    for score in sorted(scores, key=lambda s: -s["total"]):
        name = Text(score["name"], style="bold green" if score["seat"] in winners else "bold")
        for n, line in enumerate(score["breakdown"]):
            table.add_row(name if n == 0 else "", line["label"], f"{line['points']:+}")
        if score.get("hidden"):
            table.add_row(name if not score["breakdown"] else "", Text(f"{score['hidden']} hidden", style="italic"), "?")
        elif not score["breakdown"]:
            table.add_row(name, "", "")
        total = Text("total", style="bold")
        extras = [f"{key} {value}" for key, value in score.items() if key not in SCORE_KEYS]
        if extras:  # the game's tie-break counts, e.g. swaps and cards in hand
            total.append(f"  ({', '.join(extras)})", style="dim")
        shown = f"{score['total']}" + ("+?" if score.get("hidden") else "")
        table.add_row("", total, Text(shown, style="bold"), end_section=True)
    return table


class StandingScreen(PanelScreen):
    """Where the match stands, from the view the game screen shows."""

    BINDINGS = [Binding("escape,e,q", "dismiss", "Back", id="standing.close")]

    def __init__(self, view: dict):
        title = f"{view['title']}: " + ("the standing" if view.get("situation") else "scores so far")
        super().__init__(title, render_standing(view), width="90%")


class EndScreen(Screen[None]):
    CSS = """
    #result { padding: 0 1; border: round $accent; }
    """
    BINDINGS = [
        Binding("r", "replay", "Replay", id="end.replay"),
        Binding("escape,b", "dismiss", "Board", id="end.board"),
        Binding("n", "app.lobby", "New match", id="new_match"),
        Binding("question_mark", "app.help", "Help", id="help"),
        Binding("q", "app.quit", "Quit", id="quit"),
    ]

    def __init__(self, view: dict, replay: Replay, note: str | None = None):
        super().__init__()
        self.view = view
        self.replay = replay
        self.note = note  # what became of the Chronicle this game belongs to

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="result") as scroll:
            situation = self.view.get("situation")
            scroll.border_title = f"{self.view['title']}: " + ("the end" if situation else "final scores")
            scroll.border_subtitle = f"seed {self.replay.seed}: it replays this match with these players and options"
            yield Static(render_result(self.view["result"], situation))
            if self.note:
                yield Static(Text(self.note, style="bold"))
        yield Footer()

    def action_replay(self) -> None:
        self.app.push_screen(ReplayScreen(self.replay, position=len(self.replay.choices)))
