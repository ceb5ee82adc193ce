"""Bots: the random bot chooses from a decision's options alone, as a person would; the greedy
bot also looks one choice ahead on one deal of what its seat cannot see; the search bot
(ismcts.py) plays on many such deals. None of them reads a secret."""
import random
import time

from .ismcts import IsmctsBot, Taken, look_one_ahead
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
    """Plays each option on a deal of all that its seat cannot see (Match.determinized) and picks
    the one the game's estimate (`Engine.estimate`) rates best for the seat; ties are broken at
    random, as is the choice where no deal replays to the seat's view. It takes no option twice
    from one position (Taken)."""

    clones = True

    def __init__(self, seed: int = 0):
        self._random = random.Random(seed)
        self.taken = Taken()

    def pick(self, match: Match) -> str:
        d = match.decision
        if len(d.options) == 1:
            return d.options[0].id
        seen = match.view(d.seat)
        barred = self.taken.barred(seen)
        value = {x: v for x, v in look_one_ahead(match, self._random, seen).items() if x not in barred}
        if value:
            best = max(value.values())
            choice = self._random.choice([option_id for option_id, v in value.items() if v == best])
        else:
            choice = self._random.choice([o.id for o in d.options if o.id not in barred])
        self.taken.note(seen, choice)
        return choice


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
