"""A searching bot thinks in a process of its own, so that the screen keeps a core to itself and
answers keys at once: the process loads the match from its record (what a seat may know is all
the bot reads of it, rules.core.ismcts) and sends back the choice."""
from __future__ import annotations

import atexit
import multiprocessing
from concurrent.futures import ProcessPoolExecutor

from rules.core.bots import make_bot
from rules.core.ismcts import Taken

_pool: ProcessPoolExecutor | None = None


def _search(record: str, kind: str, seed: int, budget: float, taken: Taken) -> tuple[str, Taken]:
    from rules import games

    match = games.load(record)
    bot = make_bot(kind, seed, budget)
    bot.taken = taken
    return bot.pick(match), bot.taken


def choose(record: str, kind: str, seed: int, budget: float, taken: Taken) -> tuple[str, Taken]:
    """The bot's choice at the end of `record`, thought out in the other process (blocks), and what
    the bot has taken where in this match (`taken`, updated: rules.core.ismcts.Taken)."""
    global _pool
    if _pool is None:
        # forked, not spawned: a spawned process cannot start from a terminal app that holds the
        # standard streams (Textual); the child runs the rules alone
        _pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("fork"))
        atexit.register(_pool.shutdown, wait=False, cancel_futures=True)
    return _pool.submit(_search, record, kind, seed, budget, taken).result()
