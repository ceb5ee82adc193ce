"""Rule 13 for bots: m.determinized(seat, rng) deals again all that `seat` cannot see (the other
seats' unrevealed tokens and hands, the deck orders, another seat's cleanup discards so far), keeps
all it has seen, and replays to the seat's own view (rules/whispers/redeal.py)."""
import random
import time

import pytest

from rules import games
from rules.core import RandomBot
from rules.whispers.content import content
from rules.whispers.engine import WhispersEngine

from .conftest import play_out

SPEC = games.get("whispers")
C = content()
NAMES = ["Ann", "Bob", "Cid", "Dee"]
SEEDS = range(1, 7)  # 2, 3 and 4 players, with and without the advanced rule


def new_match(seed):
    n = seed % 3 + 2
    return SPEC.new_match(NAMES[:n], seed=seed, options={"advanced": seed % 2 == 0})


class Hoarder(RandomBot):
    """Draws whenever it can and never plays a card: its hands outgrow the limit (9.2)."""

    def choose(self, decision):
        draw = [o for o in decision.options if o.label.startswith("Draw")]
        if draw:
            return draw[0].id
        keep = [o for o in decision.options if not o.id.startswith("play:")]
        return self._random.choice(keep or decision.options).id


def hidden_from(m, seat):
    """All that `seat` cannot see: the other seats' hands and unrevealed tokens, the deck orders,
    and another seat's cleanup discards."""
    s = m.state
    return ([s.hands[j] for j in range(s.seats) if j != seat],
            [[e for e, shown in zip(s.loyalty[j], s.revealed[j]) if not shown] for j in range(s.seats) if j != seat],
            dict(s.decks), list(s.in_play) if s.phase == "cleanup" and s.order()[s.step] != seat else [])


def drew_this_turn(m):
    """Whether the deciding seat has drawn cards since the turn started."""
    since = m.log[m._checkpoints[-1].log:]
    return any(e.seats == (m.decision.seat,) and e.text.startswith("You draw") for e in since)


def sweep(seed, every=4, playouts=25, bot=RandomBot):
    """Random play of one match (or a hoarder's); at every few steps, at every step where the deciding seat has
    drawn this turn, and at each of the first steps of a cleanup, every seat is dealt again.
    Returns (positions, positions dealt differently, positions after a draw)."""
    m = new_match(seed)
    bot = bot(seed)
    step = dealt = differ = after_draw = 0
    while m.decision is not None:
        if step % every == 0 or drew_this_turn(m) or m.state.phase == "cleanup":
            after_draw += drew_this_turn(m)
            for seat in range(len(m.players)):
                k = step * 10 + seat
                twin = m.determinized(seat, random.Random(k))
                assert twin.view(seat) == m.view(seat), f"seed {seed} step {step} seat {seat}: another view"
                assert twin.state.hands[seat] == m.state.hands[seat], "the seat's own hand changed"
                dealt += 1
                differ += hidden_from(twin, seat) != hidden_from(m, seat)
                if k % playouts == 0:
                    play_out(twin, k)
        m.play(bot.choose(m.decision))
        step += 1
    return dealt, differ, after_draw



def check_deals_again(dealt, differ):
    assert differ >= 0.95 * dealt, f"deals again only {differ} of {dealt} positions"


@pytest.mark.parametrize("seed, bot", [(seed, RandomBot) for seed in SEEDS] + [(seed, Hoarder) for seed in (3, 4)])
def test_13_determinized_replays_to_the_seats_view_and_deals_again(seed, bot):
    dealt, differ, after_draw = sweep(seed, bot=bot)
    assert after_draw > 0, "no position inside a turn after a draw"
    check_deals_again(dealt, differ)


def test_13_a_redeal_that_keeps_the_truth_fails_the_check(monkeypatch):
    monkeypatch.setattr(WhispersEngine, "redeal", lambda self, state, seat, seen, rng: state)
    dealt, differ, _ = sweep(1, every=20, playouts=10**9)
    with pytest.raises(AssertionError, match="deals again"):
        check_deals_again(dealt, differ)


def test_13_1_at_the_end_every_token_is_kept():
    """Every token is shown at the end: a deal made then keeps them all where they lie."""
    m = new_match(3)
    bot = RandomBot(3)
    while m.decision is not None:
        m.play(bot.choose(m.decision))
    for seat in range(2):
        twin = m.determinized(seat, random.Random(seat))
        assert twin.state.loyalty == m.state.loyalty
        assert twin.view(seat) == m.view(seat)


def test_13_3_another_seats_cleanup_discards_are_dealt_again():
    """Between two discards of a seat's cleanup the turn starts again (a checkpoint), so another
    seat's deal never has to hold the cards put aside, a secret choice: which of the discarder's
    cards they are is dealt again; the discarder's own deal keeps them."""
    for seed in SEEDS:
        m = new_match(seed)
        bot = Hoarder(seed)
        while m.decision is not None:
            s = m.state
            if s.phase == "cleanup" and s.in_play:
                discarder = s.order()[s.step]
                assert m._checkpoints[-1].choices == len(m.choices), "a checkpoint after each discard"
                other = (discarder + 1) % s.seats
                dealt = [m.determinized(other, random.Random(k)).state for k in range(20)]
                assert any(sorted(d.in_play) != sorted(s.in_play) for d in dealt)
                for k in range(3):
                    assert m.determinized(discarder, random.Random(k)).state.in_play == s.in_play, "own discards kept"
                return
            m.play(bot.choose(m.decision))
    pytest.fail("no cleanup discard in these matches")


def test_13_determinized_is_cheap():
    """The mean time of a deal that replays to the view, at positions of rounds 2 and 3."""
    times = []
    for seed in SEEDS:
        m = new_match(seed)
        bot = RandomBot(seed)
        step = 0
        while m.decision is not None:
            if m.state.round in (2, 3) and step % 3 == 0:
                seat = m.decision.seat
                t = time.perf_counter()
                m.determinized(seat, random.Random(step))
                times.append(time.perf_counter() - t)
            m.play(bot.choose(m.decision))
            step += 1
    mean = 1000 * sum(times) / len(times)
    print(f"determinized: {mean:.2f} ms mean over {len(times)} mid-game positions")
    assert mean < 20


@pytest.mark.parametrize("seed, bot", [(1, RandomBot), (5, RandomBot), (4, Hoarder)])
def test_13_2_the_empires_of_each_hand_are_public(seed, bot):
    """The deal keeps the empire of each card in another seat's hand: anyone can count them from
    the public view alone, so keeping them tells a bot nothing. A card enters a hand by a draw that
    names its deck, leaves it played (named) or discarded at cleanup, and then the decks' counts
    show which empires went back (13.3)."""
    m = new_match(seed)
    bot = bot(seed)
    names = {card.name: card.empire for card in C.cards.values()}
    empires = {e.name: e.id for e in C.empires}
    counted = [dict.fromkeys(C.empire_ids, 0) for _ in m.players]
    seen = 0
    while m.decision is not None:
        before = {e["id"]: e["deck"] for e in m.view(None)["empires"]}
        m.play(bot.choose(m.decision))
        v = m.view(None)
        returned = dict.fromkeys(C.empire_ids, 0)
        discarder = None
        for entry in v["log"][seen:]:
            text = entry["text"]
            for seat, who in enumerate(m.players):
                if text.startswith(f"{who} draws "):
                    n, rest = text[len(who) + 7:].split(" ", 1)
                    e = empires[rest.rsplit(" ", 1)[0]]
                    counted[seat][e] += int(n)
                    returned[e] -= int(n)
                elif text.startswith(f"{who} plays "):
                    rest = text[len(who) + 7:]
                    paid = [rest.split(" for ", 1)[0]]
                    if ", discarding " in rest:
                        paid += rest.split(", discarding ", 1)[1].removesuffix(" too").replace(" and ", ", ").split(", ")
                    for name in paid:
                        counted[seat][names[name]] -= 1
                        returned[names[name]] += 1
                elif text.startswith(f"{who} discards "):
                    discarder = seat
        seen = len(v["log"])
        if discarder is not None:
            for e in C.empire_ids:
                counted[discarder][e] -= next(x["deck"] for x in v["empires"] if x["id"] == e) - before[e] - returned[e]
        s = m.state
        held = [list(hand) for hand in s.hands]
        if s.in_play:  # between two cleanup discards, the cards put aside count with the hand
            held[s.order()[s.step]] += s.in_play
        assert counted == [{e: sum(C.cards[cid].empire == e for cid in h) for e in C.empire_ids} for h in held]
