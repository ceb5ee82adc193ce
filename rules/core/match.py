"""The kernel every game shares: decisions, the match, its record, checkpoints, undo and views.

A game is an `Engine`: it sets up a state and runs its rules as a generator that yields one
`Decision` at a time and receives the chosen option id back. The match owns the seeded
generator, the log and the record (seed + chosen ids), so replaying a record rebuilds the
identical match.

An engine's flow starts wherever its state says (round, phase, whose turn), and calls
`Match.checkpoint()` at each turn start. The match keeps a copy of the state there, and rebuilds
from the latest copy plus the choices made since: that is how a match is cloned, undone and
loaded, so a clone costs about one turn whatever the length of the match.
"""
from __future__ import annotations

import json
import pickle
import random
import unicodedata
from dataclasses import dataclass, replace
from typing import Any, Generator, Iterable, NamedTuple

from .rng import Rng


class IllegalAction(Exception):
    """An option id that is not among the current decision's options."""


class RecordError(Exception):
    """A record (save file) that cannot be replayed; the message names the problem."""


class BadSetup(ValueError):
    """Players or options that the game does not allow."""


class Option(NamedTuple):  # a named tuple: decisions make many, and a tuple is quick to make
    id: str
    label: str
    rule: str
    # the label names what only the deciding seat may know, even once chosen (a card discarded
    # unseen): a replay of a running match does not show it
    secret: bool = False
    # ids (keys of the view's "cards") of the components the option concerns: the card played,
    # the site travelled to, the relic recovered
    cards: tuple[str, ...] = ()
    # where a long decision files the option for people: options of one group ("Travel", "Frostholm")
    # share one line at the top of the list and open beneath it
    group: str = ""
    # what the option stands for, for the flow that asked (a card, a seat, a space, a tuple of
    # them): `choose` hands it back, so no flow parses it out of the id; never shown nor recorded
    data: Any = None


class Decision(NamedTuple):  # a named tuple, as Option: every step makes one or two
    seat: int
    prompt: str
    options: list[Option]
    rule: str = ""
    # Asked even with a single option: when whether the seat is asked at all would otherwise
    # tell the others something private (say, that it holds a card it could play).
    always_ask: bool = False

    def option(self, option_id: str) -> Option | None:
        for o in self.options:
            if o.id == option_id:
                return o
        return None


class Event(NamedTuple):  # a named tuple: every step logs one or more
    text: str
    rule: str
    seats: tuple[int, ...] | None = None  # None: everybody may see it

    def visible_to(self, seat: int | None) -> bool:
        return self.seats is None or (seat is not None and seat in self.seats)


Steps = Generator[Decision, str, object]  # a piece of an engine's flow: yields decisions, gets ids
Flow = Steps


def ask(seat: int, prompt: str, options: list[Option], rule: str,
        always_ask: bool = False) -> Generator[Decision, str, str]:
    """One decision in an engine's flow: `choice = yield from ask(...)` gives the chosen id."""
    choice = yield Decision(seat, prompt, options, rule, always_ask)
    return choice


def choose(seat: int, prompt: str, options: list[Option], rule: str,
           always_ask: bool = False) -> Generator[Decision, str, Option]:
    """One decision, as `ask`: `picked = yield from choose(...)` gives the chosen option itself,
    whose `data` says what it stands for."""
    decision = Decision(seat, prompt, options, rule, always_ask)
    choice = yield decision
    return decision.option(choice)


class Engine:
    """What a game provides. Subclasses set the class attributes and implement the methods."""

    id: str = ""
    title: str = ""
    min_players: int = 2
    max_players: int = 4
    rules_version: int = 1
    # name -> {"values": [...], "default": value, "help": text}, and "players": [counts] for an
    # option that applies only at those player counts
    options: dict[str, dict[str, Any]] = {}

    # the game's flow: a class built on a match, whose run() plays on from wherever the state stands
    flow_class: Any = None
    # how a search bot (ismcts.py) plays this game: how many random choices a playout makes before
    # `rewards` scores it, and how much a node's backed-up score weighs against its playouts' mean
    playout_depth: int = 200
    backup_weight: float = 0.5

    def setup(self, match: "Match") -> Any:
        raise NotImplementedError

    def flow(self, match: "Match") -> Flow:
        return self.flow_class(match).run()

    def view(self, match: "Match", seat: int | None) -> dict:
        """All that `seat` may know (None: the public), as JSON-serialisable data. Besides the
        game's own keys it holds:
        - "standing": per seat {"seat", "name", "total", "breakdown", "hidden"}, the score if the
          game ended now as far as `seat` may know it, with the count of lines it may not see;
        - "cards": {id: card} for every card, site, relic, tile or board space `seat` may see now,
          each a `card` as described in `catalogue`, with "where": where it lies as `seat` sees it
          ("Your hand", "Market", "Plains", "Bob's advisers")."""
        raise NotImplementedError

    def catalogue(self) -> list[dict]:
        """Every component in the box, public: each {"id", "name", "kind", "text", "where"}, and
        "cost" and "points" where it has them. "kind" says what it is ("Order denizen", "Bear
        empire card"), "text" every rule printed on it in the project's words, never cut (each
        face of a two-sided component), "where" the part of the box it belongs to ("Sites",
        "Romans"); "cost" and "points" are short words ("3 Materials", "2 VP")."""
        raise NotImplementedError

    def result(self, match: "Match") -> dict:
        raise NotImplementedError

    def check_invariants(self, match: "Match") -> None:
        """Raise AssertionError when the state breaks a conservation rule."""

    def estimate(self, match: "Match", seat: int) -> float:
        """How well `seat` stands now, in points, for bots that look ahead (rules.core.bots)."""
        raise NotImplementedError

    def rewards(self, match: "Match") -> list[float]:
        """Each seat's reward from 0 to 1 where a search bot's playout stops short of the end, on a
        deal of the bot's own (Match.determinized): by default its lead by the estimate (`margins`)."""
        return margins([self.estimate(match, seat) for seat in range(len(match.players))])

    def redeal(self, state: Any, seat: int, seen: dict, rng: random.Random) -> Any:
        """`state` (a turn start's) with all that `seat` could not see there dealt again at random,
        but for what it has seen since: every hidden card that `seen` (the seat's view now) shows
        stays where it lay, so that the choices made since replay to the same view
        (Match.determinized). May change `state` in place; returns it."""
        raise NotImplementedError(f"{self.title} cannot be dealt again for a seat yet")


def margins(values: list[float]) -> list[float]:
    """Each seat's reward from its estimate: its lead over the best other seat, relative to their
    sizes, from 0 (far behind) through 0.5 (level) to 1 (far ahead); so a narrow lead counts for
    less than a wide one, as a win at the end counts for more than both."""
    rewards = []
    for seat, value in enumerate(values):
        rival = max(values[:seat] + values[seat + 1:], default=value)
        rewards.append(0.5 + 0.5 * (value - rival) / (abs(value) + abs(rival) + 1))
    return rewards


@dataclass
class GameSpec:
    engine: Engine

    @property
    def id(self) -> str:
        return self.engine.id

    @property
    def title(self) -> str:
        return self.engine.title

    @property
    def min_players(self) -> int:
        return self.engine.min_players

    @property
    def max_players(self) -> int:
        return self.engine.max_players

    @property
    def options(self) -> dict[str, dict[str, Any]]:
        return self.engine.options

    def catalogue(self) -> list[dict]:
        return self.engine.catalogue()

    def new_match(self, players: list[str], seed: int = 0, options: dict | None = None,
                  meta: dict | None = None) -> "Match":
        return Match(self.engine, players, seed, options or {}, meta)


# the keys of a view that the kernel writes; an engine's view may not use them
KERNEL_KEYS = frozenset({"game", "title", "players", "seat", "options", "decision", "log", "result"})

NAME_LENGTH = 16


def check_names(players: Any) -> str | None:
    """What is wrong with the players' names, if anything. The screen shows them to pass the
    terminal, so each is short, printable and told apart from the others."""
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        return "players must be a list of names"
    for name in players:
        if not name.strip():
            return "every seat needs a name"
        if name != name.strip() or len(name) > NAME_LENGTH:
            return f"a name is 1 to {NAME_LENGTH} characters without spaces around it: {name!r}"
        if any(unicodedata.category(ch)[0] == "C" for ch in name):
            return f"a name may not hold control characters: {name!r}"
    if len({name.casefold() for name in players}) != len(players):
        return "two seats have the same name"
    return None


def _option_value(spec: dict, raw: Any) -> Any:
    """Accept an allowed value, or its text form as typed on a command line (yes/no for a switch)."""
    switch = all(isinstance(v, bool) for v in spec["values"])
    for value in spec["values"]:
        words = {"true", "yes"} if value is True else {"false", "no"} if value is False else {str(value).lower()}
        if raw == value or str(raw).lower() in words:
            return value
    accepted = "yes or no (true or false)" if switch else ", ".join(str(v) for v in spec["values"])
    raise BadSetup(f"must be {accepted}, not {raw!r}")


@dataclass(frozen=True, slots=True)
class Checkpoint:
    """The match at a turn start: enough to start the engine's flow again from there."""
    choices: int       # how many choices had been made
    state: bytes       # the engine's state, pickled: immutable, so clones share it safely
    rng: tuple         # the generator's state
    log: int           # how many events had been logged
    undo_floor: int    # the undo floor before the choice that led here
    revealed: bool     # whether that choice has revealed something so far
    seat: int | None   # who made that choice


class Match:
    def __init__(self, engine: Engine, players: list[str], seed: int, options: dict,
                 meta: dict | None = None):
        problem = check_names(players)
        if problem:
            raise BadSetup(problem)
        if not engine.min_players <= len(players) <= engine.max_players:
            raise BadSetup(f"{engine.title} takes {engine.min_players} to {engine.max_players} players, not {len(players)}")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise BadSetup("seed must be an integer")
        chosen = {}
        for name, raw in options.items():
            if name not in engine.options:
                raise BadSetup(f"unknown option {name!r} (known: {', '.join(engine.options) or 'none'})")
            try:
                chosen[name] = _option_value(engine.options[name], raw)
            except BadSetup as e:
                raise BadSetup(f"option {name}: {e}") from None
            counts = engine.options[name].get("players")
            if counts and len(players) not in counts and chosen[name] != engine.options[name]["default"]:
                raise BadSetup(f"option {name} applies only with {' or '.join(map(str, counts))} "
                               f"player{'s' if counts != [1] else ''}")
        self.engine = engine
        self.players = list(players)
        self.seed = seed
        self.options = {name: chosen.get(name, spec["default"]) for name, spec in engine.options.items()}
        self.meta = dict(meta or {})
        self.rng = Rng(seed)
        self.log: list[Event] = []
        self.choices: list[str] = []
        self.decision: Decision | None = None
        self._result: dict | None = None
        self._undo_floor = 0
        self._revealed = False  # whether the choice being applied has revealed something
        self._choice_seat: int | None = None  # who made that choice
        self._checkpoints: list[Checkpoint] = []
        self._secret_picks: dict[int, tuple[int, int]] = {}  # choice number -> (seat, option's place) of a secret choice
        self._reseeds: dict[int, int] = {}  # choices made -> the seed the generator took then (a deal's chance, its own)
        self.keeps_checkpoints = True  # False in a playout that nothing will clone or undo (selfplay --fast)
        self.state = engine.setup(self)
        self.checkpoint()
        self._start()

    # --- the contract -------------------------------------------------------------------
    def play(self, option_id: str) -> None:
        d = self.decision
        if d is None:
            raise IllegalAction("the match is over")
        option = d.option(option_id)
        if option is None:
            raise IllegalAction(f"{option_id!r} is not a legal choice now ({d.prompt})")
        if option.secret:  # a deal for another seat replays it by its place among the options
            self._secret_picks[len(self.choices)] = (d.seat, d.options.index(option))
        self.choices.append(option_id)
        self._choice_seat, self._revealed = d.seat, False
        self._advance(option_id)
        self._settle_undo_floor()

    def view(self, seat: int | None) -> dict:
        return self._view(seat, 0)

    def _view(self, seat: int | None, log_from: int) -> dict:
        """The view, with the log from event `log_from` on."""
        if seat is not None and not 0 <= seat < len(self.players):
            raise ValueError(f"no seat {seat}")
        d = self.decision
        decision = None
        if d is not None:
            decision = {"seat": d.seat, "prompt": d.prompt, "rule": d.rule,
                        "options": [{"id": o.id, "label": o.label, "rule": o.rule, "cards": list(o.cards),
                                     "group": o.group} for o in d.options]
                        if seat == d.seat else None}
        game = self.engine.view(self, seat)
        if not KERNEL_KEYS.isdisjoint(game):
            raise RuntimeError(f"{self.engine.id}: the view's keys {sorted(KERNEL_KEYS & game.keys())} are the kernel's")
        return {
            "game": self.engine.id,
            "title": self.engine.title,
            "players": list(self.players),
            "seat": seat,
            "options": dict(self.options),
            "decision": decision,
            "log": self._log_view(seat, log_from),
            "result": self.result,
            **game,
        }

    def _log_view(self, seat: int | None, start: int) -> list[dict]:
        return [{"text": e.text, "rule": e.rule} for e in self.log[start:] if e.visible_to(seat)]

    @property
    def result(self) -> dict | None:
        return self._result

    @property
    def can_undo(self) -> bool:
        return len(self.choices) > self._undo_floor

    def undo(self) -> "Match":
        """Take back the last choice, in place. Returns self for chaining."""
        if not self.can_undo:
            raise IllegalAction("nothing to undo since the last card was turned or the turn passed")
        choices = self.choices[:-1]
        while self._checkpoints[-1].choices > len(choices):
            self._checkpoints.pop()
        self._rebuild(choices)
        return self

    def clone(self) -> "Match":
        """An independent copy, rebuilt from the latest checkpoint plus the choices since."""
        return self.clone_from(self._checkpoints[-1])

    def determinized(self, seat: int, rng: random.Random, tries: int = 30, seen: dict | None = None) -> "Match":
        """A clone in which all that `seat` cannot see is dealt again at random, consistently
        with all it has seen: its `view(seat)` equals this match's, and its chance from here on is
        drawn from `rng`, not from this match's generator. The engine deals again the state of the
        last turn start (Engine.redeal) and the choices made since are replayed on it; a deal they
        do not replay to the same view is dealt again, up to `tries` times (RuntimeError after).
        `seen` is `self.view(seat)`, if the caller has it already (a search deals many times)."""
        seen = self.view(seat) if seen is None else seen
        cp = self._checkpoints[-1]
        # every deal logs what this match logged up to the checkpoint: only the events since can differ
        expected = {**seen, "log": self._log_view(seat, cp.log)}
        for _ in range(tries):
            state = self.engine.redeal(pickle.loads(cp.state), seat, seen, rng)
            try:
                twin = self.clone_from(replace(cp, state=pickle.dumps(state, pickle.HIGHEST_PROTOCOL)), seat)
            except RecordError:  # a choice made since is not legal on this deal
                continue
            if twin._view(seat, cp.log) == expected:
                seed = rng.getrandbits(64)
                twin._reseeds = {**twin._reseeds, len(twin.choices): seed}  # a clone of the deal replays alike
                twin.rng = Rng(seed)
                return twin
        raise RuntimeError(f"{self.engine.id}: no deal for seat {seat} replays to its view")

    def clone_from(self, cp: Checkpoint, observer: int | None = None) -> "Match":
        """A clone started from `cp` in place of the last checkpoint, with the choices since
        replayed on it (RecordError if they are not legal there). For a deal seen by `observer`,
        the secret choices of other seats are replayed by their place among the options, not by
        their ids: an id may name the very card the deal hides ("keep the card at place 2", not
        "keep Longbows"), and the deal must not be chosen to fit it."""
        twin = Match.__new__(Match)
        twin.engine, twin.players, twin.seed = self.engine, list(self.players), self.seed
        twin.options, twin.meta = dict(self.options), json.loads(json.dumps(self.meta))
        twin.keeps_checkpoints = True
        twin.rng = Rng(0)
        twin.log = self.log  # _rebuild cuts a fresh list from it
        twin._checkpoints = self._checkpoints[:-1] + [cp]
        twin._secret_picks = self._secret_picks
        twin._reseeds = self._reseeds
        by_place = {k: place for k, (seat, place) in self._secret_picks.items() if observer not in (None, seat)}
        twin._rebuild(list(self.choices), by_place)
        return twin

    def to_json(self) -> str:
        return json.dumps({
            "game": self.engine.id,
            "rules_version": self.engine.rules_version,
            "players": self.players,
            "seed": self.seed,
            "options": self.options,
            "meta": self.meta,
            "choices": self.choices,
        }, indent=1)

    # --- for engines --------------------------------------------------------------------
    def event(self, text: str, rule: str, seats: Iterable[int] | None = None) -> None:
        self.log.append(Event(text, rule, None if seats is None else tuple(seats)))

    def reveal(self) -> None:
        """Information was just revealed to someone: undo may not reach back past this."""
        self._revealed = True

    def checkpoint(self) -> None:
        """The flow is at a turn start, where a flow begun on a copy of the state now would carry
        on exactly as this one will: keep such a copy."""
        if not self.keeps_checkpoints and self._checkpoints:
            return  # a clone or undo still rebuilds, from the last checkpoint kept
        cp = Checkpoint(len(self.choices), pickle.dumps(self.state, pickle.HIGHEST_PROTOCOL),
                        self.rng.getstate(), len(self.log), self._undo_floor, self._revealed,
                        self._choice_seat)
        if self._checkpoints and self._checkpoints[-1].choices == cp.choices:
            self._checkpoints[-1] = cp  # no choice since the last one: the later start is as good
        else:
            self._checkpoints.append(cp)

    def name(self, seat: int) -> str:
        return self.players[seat]

    # --- internals ----------------------------------------------------------------------
    def _start(self) -> None:
        self._flow = self.engine.flow(self)
        self._advance(None)

    def _rebuild(self, choices: list[str], by_place: dict[int, int] | None = None) -> None:
        """Start again from the latest checkpoint and replay the choices made after it; the
        choice numbers in `by_place` take the option at that place instead."""
        cp = self._checkpoints[-1]
        self._secret_picks = {k: v for k, v in self._secret_picks.items() if k < cp.choices}
        self.state = pickle.loads(cp.state)
        self.rng.setstate(cp.rng)
        self.log = self.log[:cp.log]
        self.choices = choices[:cp.choices]
        self.decision, self._result = None, None
        self._undo_floor, self._revealed, self._choice_seat = cp.undo_floor, cp.revealed, cp.seat
        self._start()
        self._settle_undo_floor()
        self._reseed(cp.choices)
        for step, option_id in enumerate(choices[cp.choices:], start=cp.choices + 1):
            if by_place and step - 1 in by_place and self.decision is not None:
                options, place = self.decision.options, by_place[step - 1]
                if place >= len(options):  # this deal offers fewer: not one that replays
                    raise RecordError(f"step {step}: no option at place {place + 1}")
                option_id = options[place].id
            try:
                self.play(option_id)
            except IllegalAction:
                raise RecordError(f"step {step}: {option_id!r} is not a legal choice there") from None
            self._reseed(step)

    def _reseed(self, made: int) -> None:
        """The generator as it was reseeded once `made` choices were made (a deal's own chance)."""
        if made in self._reseeds:
            self.rng = Rng(self._reseeds[made])

    def _settle_undo_floor(self) -> None:
        """After a choice: undo may not reach back past a reveal or a change of deciding seat."""
        if self._revealed or self.decision is None or self.decision.seat != self._choice_seat:
            self._undo_floor = len(self.choices)

    def _advance(self, option_id: str | None) -> None:
        """Run the flow to its next real decision; one-option decisions apply themselves."""
        try:
            d = self._flow.send(option_id) if option_id is not None else next(self._flow)
            while len(d.options) == 1 and not d.always_ask:
                d = self._flow.send(d.options[0].id)
        except StopIteration:
            self.decision = None
            self._result = self.engine.result(self)
            return
        if not d.options:
            raise RuntimeError(f"{self.engine.id}: a decision with no options ({d.prompt})")
        self.decision = d


def load_record(engines: dict[str, Engine], text: str) -> Match:
    """Rebuild a match from its record, or raise RecordError naming the problem and the step."""
    try:
        rec = json.loads(text)
    except (json.JSONDecodeError, TypeError, ValueError) as e:
        raise RecordError(f"not a tabletop record (broken JSON: {e})") from None
    except RecursionError:
        raise RecordError("not a tabletop record (JSON nested too deeply)") from None
    if not isinstance(rec, dict):
        raise RecordError("not a tabletop record (expected a JSON object)")
    for key in ("game", "rules_version", "players", "seed", "options", "choices"):
        if key not in rec:
            raise RecordError(f"not a tabletop record (no {key!r})")
    engine = engines.get(rec["game"]) if isinstance(rec["game"], str) else None
    if engine is None:
        raise RecordError(f"unknown game {rec['game']!r}")
    version = rec["rules_version"]
    if not isinstance(version, int) or isinstance(version, bool):
        raise RecordError("rules_version must be an integer")
    if version > engine.rules_version:
        raise RecordError(f"made by newer rules (version {version}; this tabletop has {engine.rules_version})")
    if version < engine.rules_version:  # its choices were the options of rules that have changed
        raise RecordError(f"made by older rules (version {version}; this tabletop plays version "
                          f"{engine.rules_version}), so it cannot be replayed")
    choices = rec["choices"]
    if not isinstance(choices, list) or not all(isinstance(c, str) for c in choices):
        raise RecordError("choices must be a list of option ids")
    if not isinstance(rec["options"], dict):
        raise RecordError("options must be an object")
    meta = rec.get("meta", {})
    if not isinstance(meta, dict):
        raise RecordError("meta must be an object")
    try:
        m = Match(engine, rec["players"], rec["seed"], rec["options"], meta)
    except BadSetup as e:
        raise RecordError(f"bad setup: {e}") from None
    m._rebuild(choices)
    return m
