"""Helpers to put a Whispers match into a chosen position and drive one piece of its flow, and to
play any match out."""
import pytest

from rules import games
from rules.core import RandomBot
from rules.whispers.flow import Flow


class Table:
    """A fresh match whose map can be emptied and set region by region."""

    def __init__(self, players=3, seed=1, **options):
        self.m = games.get("whispers").new_match(["Ann", "Bob", "Cid", "Dee"][:players], seed=seed, options=options)
        self.s = self.m.state
        self.flow = Flow(self.m)

    def empty_map(self):
        for r in list(self.s.unit_count):
            if self.s.unit_count[r]:
                self.s.remove_units(r, self.s.unit_count[r])
        return self

    def units(self, region, empire, n):
        if self.s.unit_count[region]:
            self.s.remove_units(region, self.s.unit_count[region])
        if n:
            self.s.add_units(region, empire, n)
        return self

    def give(self, seat, *card_ids):
        for cid in card_ids:
            for deck in self.s.decks.values():
                if cid in deck:
                    deck.remove(cid)
            self.s.hands[seat].append(cid)
        return self


def drive(gen, *answers):
    """Run a flow generator, answering each real decision in turn; one-option decisions answer
    themselves as in a match (unless always asked). Fails on a decision no answer was given for, or an answer left over.
    Returns the decisions answered."""
    return drive_result(gen, *answers)[0]


def drive_result(gen, *answers):
    """`drive`, returning the decisions answered and what the generator returned."""
    answers = list(answers)
    seen = []
    result = None
    try:
        d = next(gen)
        while True:
            if len(d.options) == 1 and not d.always_ask:
                d = gen.send(d.options[0].id)
                continue
            seen.append(d)
            assert answers, f"unanswered decision: {d.prompt} {[o.id for o in d.options]}"
            answer = answers.pop(0)
            assert d.option(answer), f"{answer!r} not among {[o.id for o in d.options]} ({d.prompt})"
            d = gen.send(answer)
    except StopIteration as stop:
        result = stop.value
    assert not answers, f"answers left over: {answers}"
    return seen, result


@pytest.fixture
def table():
    return Table


def play_out(m, seed: int, max_steps: int = 20_000) -> None:
    """Random play to the end, the invariants checked at every step (a determinized copy's proof)."""
    bot = RandomBot(seed)
    for _ in range(max_steps):
        if m.decision is None:
            assert m.result is not None
            return
        m.play(bot.choose(m.decision))
        m.engine.check_invariants(m)
    raise AssertionError("the match did not end")
