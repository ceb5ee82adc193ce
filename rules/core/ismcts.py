"""Information-set Monte Carlo tree search (single observer): the bot's one tree of its own and
the others' choices is searched over many determinizations of the match (Match.determinized), so
it never reads what its seat cannot see. Each iteration deals the hidden cards again, walks the
tree by UCT among the options available in that deal (few at first where options are many:
progressive widening, the root's ranked by a first look one choice ahead, the others' at random),
adds one node, plays on at random to the end or to a depth, and scores the position for every
seat: a win's share at the end, else the game's reward for the position (Engine.rewards: by
default each seat's margin by the game's estimate). Each node also keeps that score where it was
first reached, backed up the tree by each chooser's best (implicit minimax backups, Lanctot et al.
2014): UCT weighs it against the playouts' mean by the game's weight (Engine.backup_weight), so an
option is judged by the best that can follow it, not only by the average of what the search tried
after it. The move is the root's most visited option."""
from __future__ import annotations

import hashlib
import json
import math
import random
import time
from dataclasses import dataclass, field
from typing import Callable

from .match import Match

EXPLORATION = 0.7  # UCT's constant, for rewards between 0 and 1
WIDENING = (2.0, 0.5)  # a node considers at most ceil(2 * visits ** 0.5) options, at least one


@dataclass
class Node:
    seat: int | None = None  # who chooses among this node's children
    visits: int = 0
    reward: float = 0.0  # summed, for the seat that chose the move into this node
    available: int = 0  # how often this node's move was available when its parent was visited
    children: dict[str, "Node"] = field(default_factory=dict)
    rank: dict[str, float] = field(default_factory=dict)  # the order in which widening lets options in
    backed: list[float] = field(default_factory=list)  # every seat's score where first reached, then its best child's

    @property
    def mean(self) -> float:
        return self.reward / self.visits

    def uct(self, seat: int, weight: float, means: tuple[float, float], backed: tuple[float, float]) -> float:
        """UCT's score for the seat choosing: the node's mean reward and its backed-up score for that
        seat, each stretched between the lowest and highest of its siblings' (rewards of positions
        scored by an estimate lie close together, and UCT unstretched would visit every option
        alike), the backed-up score weighing `weight` (the game's Engine.backup_weight)."""
        return (1 - weight) * stretched(self.mean, *means) + weight * stretched(self.backed[seat], *backed) + \
            EXPLORATION * math.sqrt(math.log(max(self.available, 1)) / self.visits)


def stretched(value: float, low: float, high: float) -> float:
    return (value - low) / (high - low) if high > low else 0.5


class IsmctsBot:
    """Searches for `budget` seconds a move (and at most `playouts` iterations, if given): seeded,
    so that with a playout count and no time limit the same position gives the same move."""

    clones = True

    def __init__(self, seed: int = 0, budget: float = 1.0, playouts: int | None = None, depth: int | None = None,
                 timer=time.perf_counter):
        self._random = random.Random(seed)
        self.budget, self.playouts = budget, playouts
        self.depth = depth  # of the playouts; None: the game's (Engine.playout_depth)
        self.timer = timer  # wall time at the table; the arena counts the process's own
        self.iterations = 0  # of the last search, for the screen and the measures
        self.undealt = 0  # iterations that found no deal replaying to the seat's view
        self.taken = Taken()
        self._barred: set[str] = set()  # the root's options this search leaves out (Taken)

    def pick(self, match: Match) -> str:
        d = match.decision
        if len(d.options) == 1:
            return d.options[0].id
        deadline, longest = self.timer() + self.budget, 0.0
        seen = match.view(d.seat)  # what every deal must show the seat
        self._barred = self.taken.barred(seen)
        root = Node(seat=d.seat, rank=self.first_look(match, seen, deadline))
        self.iterations = self.undealt = 0
        now = self.timer()
        while (self.playouts is None or self.iterations < self.playouts) and now + longest < deadline:
            self.iterate(match, root, seen)  # begun only if the longest one so far still fits the budget
            self.iterations += 1
            longest, now = max(longest, self.timer() - now), self.timer()
        if root.children:
            choice = max(root.children.items(), key=lambda kv: (kv[1].visits, kv[1].reward))[0]
        else:
            choice = self._random.choice([o.id for o in d.options if o.id not in self._barred])
        self.taken.note(seen, choice)
        return choice

    def first_look(self, match: Match, seen: dict, deadline: float = math.inf) -> dict[str, float]:
        """The root's options ranked by the estimate one choice ahead on one deal (the greedy bot's
        judgement), so that widening lets the likeliest in first, before those not looked at by
        the deadline (ranked at random, from 0 up)."""
        value = look_one_ahead(match, self._random, seen, expired=lambda: self.timer() > deadline)
        ordered = sorted(value, key=lambda x: (-value[x], self._random.random()))  # ties at random
        return {option_id: place - len(ordered) for place, option_id in enumerate(ordered)}

    def considered(self, node: Node, ids: list[str]) -> list[str]:
        """The options widening lets in at this visit: the first by the node's rank; options
        without one are ranked at random when first seen, never by the order the game lists them."""
        width = max(1, math.ceil(WIDENING[0] * node.visits ** WIDENING[1]))
        if width >= len(ids):
            return ids
        for option_id in ids:
            if option_id not in node.rank:
                node.rank[option_id] = self._random.random()
        return sorted(ids, key=node.rank.__getitem__)[:width]

    def iterate(self, match: Match, root: Node, seen: dict) -> None:
        try:
            deal = match.determinized(match.decision.seat, self._random, seen=seen)
        except RuntimeError:  # no deal replayed to the seat's view this time: this iteration learns nothing
            self.undealt += 1
            return
        deal.keeps_checkpoints = False  # nothing clones the deal again
        weight = deal.engine.backup_weight
        path = [root]
        node = root
        while deal.decision is not None:
            d = deal.decision
            node.seat = d.seat
            ids = [o.id for o in d.options]
            if node is root and self._barred:
                ids = [x for x in ids if x not in self._barred]
            considered = self.considered(node, ids)
            for option_id in considered:
                if option_id in node.children:
                    node.children[option_id].available += 1
            untried = [x for x in considered if x not in node.children]
            if untried:
                choice = self._random.choice(untried)
                node.children[choice] = child = Node(available=1)
                deal.play(choice)
                path.append(child)
                break
            means = [node.children[x].mean for x in considered]
            backed = [node.children[x].backed[d.seat] for x in considered]
            bounds = (min(means), max(means)), (min(backed), max(backed))  # once, not once an option
            choice = max(considered, key=lambda x: node.children[x].uct(d.seat, weight, *bounds))
            deal.play(choice)
            node = node.children[choice]
            path.append(node)
        here = scores(deal)
        if not path[-1].backed:  # first reached
            path[-1].backed = here
        depth = deal.engine.playout_depth if self.depth is None else self.depth
        rewards = self.playout(deal, depth) if depth else here
        for parent, child in zip(path, path[1:]):
            parent.visits += 1
            child.reward += rewards[parent.seat]
        path[-1].visits += 1
        for parent in reversed(path[:-1]):  # each node's backed score is that of the child best for its chooser
            parent.backed = max((child.backed for child in parent.children.values()), key=lambda b: b[parent.seat])

    def playout(self, deal: Match, depth: int) -> list[float]:
        """Random choices to the end or to the depth; each seat's reward between 0 and 1."""
        for _ in range(depth):
            if deal.decision is None:
                break
            deal.play(self._random.choice(deal.decision.options).id)
        return scores(deal)


class Taken:
    """The options a bot took at each position it met in a match, by all its seat saw there but the
    log. A bot never takes an option twice from one position: moves that lead back to where they
    began (an offer declined and made again, a token given and taken back) are not made for ever.
    Where every option was taken, all are open again."""

    def __init__(self):
        self._taken: dict[bytes, set[str]] = {}

    @staticmethod
    def position(seen: dict) -> bytes:
        return hashlib.blake2b(json.dumps({k: v for k, v in seen.items() if k != "log"}).encode(),
                               digest_size=16).digest()

    def barred(self, seen: dict) -> set[str]:
        """The options of the seat's decision (in `seen`, its view) that it took here before."""
        taken = self._taken.get(self.position(seen), set())
        every = {o["id"] for o in seen["decision"]["options"]}
        return set() if every <= taken else set(taken)  # a copy: `note` adds to the kept one

    def note(self, seen: dict, option_id: str) -> None:
        self._taken.setdefault(self.position(seen), set()).add(option_id)


def look_one_ahead(match: Match, rng: random.Random, seen: dict | None = None,
                   expired: Callable[[], bool] = lambda: False) -> dict[str, float]:
    """Each option of the match's decision rated by the game's estimate for the deciding seat one
    choice ahead, on one deal of all that seat cannot see (Match.determinized), so that an option
    that turns a hidden card is judged by a card the seat might find, never by the one it will:
    the greedy bot's judgement and the search's first look. Options are rated until `expired()`;
    none when no deal replays to the seat's view (`seen`, if the caller has it)."""
    seat = match.decision.seat
    try:
        deal = match.determinized(seat, rng, seen=seen)
    except RuntimeError:
        return {}
    value = {}
    for option in deal.decision.options:
        if expired():
            break
        trial = deal.clone()
        trial.play(option.id)
        value[option.id] = trial.engine.estimate(trial, seat)
    return value


def scores(deal: Match) -> list[float]:
    """Each seat's reward between 0 and 1 where the deal stands: a win's share at the end, else the
    game's reward for a position short of it (Engine.rewards)."""
    seats = len(deal.players)
    if deal.result is not None:
        winners = [w for w in deal.result["winners"] if w < seats]
        return [1 / len(winners) if seat in winners else 0.0 for seat in range(seats)]
    return deal.engine.rewards(deal)
