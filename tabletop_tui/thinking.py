"""A searching bot thinks in a process of its own, so that the screen keeps a core to itself and
answers keys at once: the process loads the match from its record (what a seat may know is all
the bot reads of it, rules.core.ismcts) and sends back the choice."""
from __future__ import annotations

import atexit
import multiprocessing
from concurrent.futures import ProcessPoolExecutor

from rules.core.bots import make_bot

_pool: ProcessPoolExecutor | None = None


def _search(record: str, kind: str, seed: int, budget: float) -> str:
    from rules import games

    match = games.load(record)
    return make_bot(kind, seed, budget).pick(match)


def choose(record: str, kind: str, seed: int, budget: float) -> str:
    """The bot's choice at the end of `record`, thought out in the other process (blocks)."""
    global _pool
    if _pool is None:
        # forked, not spawned: a spawned process cannot start from a terminal app that holds the
        # standard streams (Textual); the child runs the rules alone
        _pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("fork"))
        atexit.register(_pool.shutdown, wait=False, cancel_futures=True)
    return _pool.submit(_search, record, kind, seed, budget).result()
