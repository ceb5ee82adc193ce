"""Bots choose among a decision's options exactly as a person would: from the options alone."""
import random

from .match import Decision


class RandomBot:
    """Picks a uniformly random legal option, from its own seeded generator (never the match's)."""

    def __init__(self, seed: int = 0):
        self._random = random.Random(seed)

    def choose(self, decision: Decision) -> str:
        return self._random.choice(decision.options).id


def play_random(match, moves: int, seed: int):
    """Play up to `moves` random legal choices (fewer if the match ends first); returns the match."""
    bot = RandomBot(seed)
    for _ in range(moves):
        if match.decision is None:
            break
        match.play(bot.choose(match.decision))
    return match
