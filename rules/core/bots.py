"""Bots: the random bot chooses from a decision's options alone, as a person would; the greedy
bot also looks one choice ahead on clones of the match; the search bot (ismcts.py) plays on
many deals of what its seat cannot see."""
import random
import time

from .ismcts import IsmctsBot
from .match import Decision, Match


class RandomBot:
    """Picks a uniformly random legal option, from its own seeded generator (never the match's)."""

    clones = False  # it never clones the match, so a playout of its keeps no checkpoints

    def __init__(self, seed: int = 0):
        self._random = random.Random(seed)

    def choose(self, decision: Decision) -> str:
        return self._random.choice(decision.options).id

    def pick(self, match: Match) -> str:
        return self.choose(match.decision)


class GreedyBot:
    """Plays each option on a clone of the match and picks the one the game's estimate
    (`Engine.estimate`) rates best for the deciding seat; ties are broken at random.

    It measures how strong the rules and the solo AIs are, not an opponent for people: an option
    that turns a hidden card is judged with that card known, one choice ahead."""

    clones = True

    def __init__(self, seed: int = 0):
        self._random = random.Random(seed)

    def pick(self, match: Match) -> str:
        d = match.decision
        rated = []
        for o in d.options:
            trial = match.clone()
            trial.play(o.id)
            rated.append((match.engine.estimate(trial, d.seat), o.id))
        best = max(value for value, _ in rated)
        return self._random.choice([oid for value, oid in rated if value == best])


BOTS = {"random": RandomBot, "greedy": GreedyBot, "ismcts": IsmctsBot}


def make_bot(kind: str, seed: int, budget: float = 1.0, timer=time.perf_counter):
    """A bot of that kind; a search bot thinks `budget` seconds a move, as `timer` counts them."""
    return IsmctsBot(seed, budget=budget, timer=timer) if kind == "ismcts" else BOTS[kind](seed)


def play_random(match, moves: int, seed: int):
    """Play up to `moves` random legal choices (fewer if the match ends first); returns the match."""
    bot = RandomBot(seed)
    for _ in range(moves):
        if match.decision is None:
            break
        match.play(bot.choose(match.decision))
    return match
