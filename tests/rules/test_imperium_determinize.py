"""Determinization of Imperium (issue 18): `m.determinized(seat, rng)` deals the last turn start
again for the seat (rules/imperium/redeal.py) and replays the choices since. A sweep of random
matches at every seat count, both boxes of commons, at many positions (every few steps, and just
after a card was drawn, looked at or broken through for inside a turn), every seat: the copy shows
the seat the same view, plays on to the end with every invariant kept, keeps the seat's own hand,
and holds other hidden cards than the truth. A redeal that keeps the truth fails that last check."""
import random
import time
from collections import Counter

import pytest

from rules import games
from rules.core import RandomBot
from rules.imperium import engine as imperium_engine
from rules.imperium.redeal import backs, commons_box
from rules.imperium.setup import setup_type

from .conftest import play_out

SPEC = games.get("imperium")
ENGINE = SPEC.engine
NAMES = ["Ann", "Bob", "Cid", "Dee"]
MATCHES = [(players, seed, commons) for players in (2, 3, 4) for seed, commons in ((1, "classics"), (2, "legends"))]
EVERY = 9  # steps between two positions tried
LOOKS = (" draws ", " looks at ", "You see ", " breaks through ", "You take ")


def hidden_zones(s, seat: int) -> tuple:
    """Every pile `seat` cannot see into, as it lies."""
    out = [tuple(s.seats[seat].deck)]
    for j, p in enumerate(s.seats):
        out.append(tuple(p.nation_deck))
        if j != seat:
            out += [tuple(p.hand), tuple(p.deck), tuple(p.history), tuple(p.sunken)]
    out += [tuple(pile) for pile in s.decks.values()]
    out.append(tuple(s.fame))
    return tuple(out)


def something_hidden(s, seat: int) -> bool:
    """Two cards at least that the deal may exchange: another seat's hand and a deck, say."""
    return sum(len(z) for z in hidden_zones(s, seat)) - len(s.fame) > 1


def positions(players: int, seed: int, commons: str):
    """A random match, yielded at every EVERY-th step and after each draw or look inside a turn,
    with whether a seat other than the one asked made a secret choice since the turn start."""
    m = SPEC.new_match(NAMES[:players], seed=seed, options={"commons": commons})
    bot = RandomBot(seed)
    secret: list[tuple[int, bool]] = []
    step = 0
    while m.decision is not None:
        since = m._checkpoints[-1].choices
        looked = step and any(x in e.text for e in m.log[-3:] for x in LOOKS) and len(m.choices) > since
        if step % EVERY == EVERY - 1 or looked:
            yield m, step, [seat for seat, hidden in secret[since:] if hidden]
        d = m.decision
        choice = bot.pick(m)
        secret.append((d.seat, d.option(choice).secret))
        m.play(choice)
        step += 1


def sweep(players: int, seed: int, commons: str, playouts: bool = True) -> Counter:
    """Determinize every seat at every position; count what was found."""
    seen = Counter()
    for m, step, secret_seats in positions(players, seed, commons):
        for seat in range(players):
            try:
                twin = m.determinized(seat, random.Random(step * 10 + seat))
            except RuntimeError:
                # the kernel replays another seat's secret choice by its id, which names a card this
                # seat cannot place: only there may no deal replay
                assert any(x != seat for x in secret_seats), f"seed {seed}, step {step}, seat {seat}: no deal"
                seen["secret choice replayed"] += 1
                continue
            seen["copies"] += 1
            assert twin.view(seat) == m.view(seat), f"seed {seed}, step {step}, seat {seat}"
            assert twin.state.seats[seat].hand == m.state.seats[seat].hand
            if something_hidden(m.state, seat):
                seen["something hidden"] += 1
                seen["dealt again"] += hidden_zones(twin.state, seat) != hidden_zones(m.state, seat)
            if playouts and (step // EVERY + seat) % (2 * players) == 0:
                play_out(twin, step * 10 + seat)
                seen["played to the end"] += 1
    return seen


def deals_again(seen: Counter) -> None:
    assert seen["dealt again"] >= 0.9 * seen["something hidden"], dict(seen)


@pytest.mark.parametrize("players,seed,commons", MATCHES)
def test_a_determinized_copy_shows_the_same_view_and_plays_on(players, seed, commons):
    seen = sweep(players, seed, commons)
    assert seen["copies"] > 50 * players and seen["played to the end"] > 5, dict(seen)
    assert seen["secret choice replayed"] <= 0.05 * seen["copies"], dict(seen)
    deals_again(seen)


def test_a_redeal_that_keeps_the_truth_is_caught(monkeypatch):
    monkeypatch.setattr(imperium_engine, "redeal", lambda state, seat, seen, rng: state)
    seen = sweep(3, 1, "classics", playouts=False)
    with pytest.raises(AssertionError):
        deals_again(seen)


def test_the_redeal_keeps_each_pile_and_what_its_backs_show():
    """Dealt again at a turn start: every pile its size, a nation's cards among its own seat's
    piles, Fame among Fame, each market deck its type, the main deck no Unrest, a nation deck and
    the seat's own deck their cards, the accession card at the bottom, the seat's hand as it was."""
    m = SPEC.new_match(NAMES[:4], seed=5)
    bot = RandomBot(5)
    for _ in range(300):
        m.play(bot.pick(m))
    import pickle
    truth = pickle.loads(m._checkpoints[-1].state)
    back, kind = backs(commons_box(truth))
    for seat in range(4):
        seen = m.view(seat)
        s = ENGINE.redeal(pickle.loads(m._checkpoints[-1].state), seat, seen, random.Random(seat))
        assert [len(z) for z in hidden_zones(s, seat)] == [len(z) for z in hidden_zones(truth, seat)]
        assert Counter(s.every_card()) == Counter(truth.every_card())
        assert s.seats[seat].hand == truth.seats[seat].hand
        assert Counter(s.seats[seat].deck) == Counter(truth.seats[seat].deck)
        for p, q in zip(s.seats, truth.seats):
            assert Counter(p.nation_deck) == Counter(q.nation_deck)
            assert p.nation_deck[:1] == q.nation_deck[:1] or s.card(q.nation_deck[0]).start != "accession"
            assert p.discard == q.discard and p.play == q.play
            for pile, was in ((p.hand, q.hand), (p.deck, q.deck), (p.history, q.history)):
                assert Counter(back[x] for x in pile) == Counter(back[x] for x in was)
        for where in ("region", "uncivilised", "civilised"):
            assert all(setup_type(s.card(x)) == where for x in s.decks[where])
        assert not any("unrest" in s.card(x).types for x in s.decks["main"])
        assert all(back[x] == "fame" for x in s.fame[1:])
        assert [sp.card for sp in s.market] == [sp.card for sp in truth.market]


def test_a_determinization_costs_a_few_milliseconds():
    """Mid-game positions of a 3-player match, each seat: the mean time of m.determinized."""
    times = []
    for m, step, _ in positions(3, 7, "classics"):
        if not 150 <= step <= 450:
            continue
        for seat in range(3):
            start = time.perf_counter()
            try:
                m.determinized(seat, random.Random(step))
            except RuntimeError:
                continue
            times.append(time.perf_counter() - start)
    mean = 1000 * sum(times) / len(times)
    print(f"\nImperium: m.determinized takes {mean:.2f} ms on average over {len(times)} mid-game positions")
    assert mean < 50
