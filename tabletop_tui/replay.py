"""Stepping through a record: the view of one seat after every choice, with what each step did."""
from __future__ import annotations

import json
from dataclasses import dataclass

from rules.core import Match


@dataclass(frozen=True)
class Step:
    seat: int
    label: str
    rule: str
    secret: bool  # the label names what only that seat knew


class Replay:
    """A record rebuilt step by step. A finished match may be watched from any seat; a running
    one only from the public view, so a replay cannot show what a player has not yet revealed."""

    def __init__(self, match: Match):
        record = json.loads(match.to_json())
        self.engine = match.engine
        self.players: list[str] = record["players"]
        self.seed: int = record["seed"]
        self.options: dict = record["options"]
        self.meta: dict = record["meta"]
        self.choices: list[str] = record["choices"]
        self.finished = match.decision is None
        self._views: dict[int | None, list[dict]] = {}
        self._steps: list[Step] | None = None

    @property
    def seats_allowed(self) -> list[int | None]:
        return [None, *range(len(self.players))] if self.finished else [None]

    @property
    def steps(self) -> list[Step]:
        if self._steps is None:
            self._replay(None)
        return self._steps

    def views(self, seat: int | None) -> list[dict]:
        """views[k] is the view of `seat` after k choices."""
        if seat not in self.seats_allowed:
            raise ValueError("a running match may only be replayed from the public view")
        if seat not in self._views:
            self._replay(seat)
        return self._views[seat]

    def _replay(self, seat: int | None) -> None:
        match = Match(self.engine, self.players, self.seed, self.options, self.meta)
        views, steps = [match.view(seat)], []
        for choice in self.choices:
            option = match.decision.option(choice)
            steps.append(Step(match.decision.seat, option.label, option.rule, option.secret))
            match.play(choice)
            views.append(match.view(seat))
        self._views[seat] = views
        self._steps = steps
