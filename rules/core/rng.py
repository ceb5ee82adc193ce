"""The match's own seeded generator.

Built only on Mersenne Twister's getrandbits, whose output for a given seed is stable across
Python versions, so a record replays identically wherever it is loaded.
"""
import random


class Rng:
    def __init__(self, seed: int):
        self._mt = random.Random(seed)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        bits = n.bit_length()
        while True:
            r = self._mt.getrandbits(bits)
            if r < n:
                return r

    def shuffle(self, items: list) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items):
        return items[self.below(len(items))]

    def getstate(self) -> tuple:
        return self._mt.getstate()

    def setstate(self, state: tuple) -> None:
        self._mt.setstate(state)
