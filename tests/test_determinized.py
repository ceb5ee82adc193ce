"""The kernel's determinization on a toy game: seat 0 draws three cards and keeps one in secret,
then seat 1 decides. A deal for seat 1 gives seat 0 other cards, and seat 0's secret choice is
replayed by its place among the options, so the deal is never chosen to fit the card truly kept."""
from __future__ import annotations

import random

from rules.core import Engine, GameSpec, Match, Option, choose


class ToyFlow:
    def __init__(self, m):
        self.m = m

    def run(self):
        s = self.m.state
        self.m.checkpoint()
        s["hand"], s["deck"] = s["deck"][:3], s["deck"][3:]
        options = [Option(f"keep:{card}", f"Keep card {card}", "1", secret=True) for card in s["hand"]]
        s["kept"] = int((yield from choose(0, "Keep one card", options, "1")).id.split(":")[1])
        yield from choose(1, "Guess", [Option("low", "Low", "2"), Option("high", "High", "2")], "2")


class Toy(Engine):
    id, title, min_players, max_players = "toy", "Toy", 2, 2
    flow_class = ToyFlow

    def setup(self, m):
        deck = list(range(12))
        m.rng.shuffle(deck)
        return {"deck": deck, "hand": [], "kept": None}

    def view(self, m, seat):
        s = m.state
        return {"deck": len(s["deck"]), "hand": s["hand"] if seat == 0 else len(s["hand"]),
                "kept": s["kept"] if seat == 0 else s["kept"] is not None, "cards": {}}

    def result(self, m):
        return {"scores": [], "winners": [], "note": ""}

    def redeal(self, state, seat, seen, rng):
        cards = state["deck"] + state["hand"]  # at the turn start all are unseen by seat 1
        rng.shuffle(cards)
        state["deck"] = cards
        return state


def at_seat_1() -> Match:
    m = GameSpec(Toy()).new_match(["Ann", "Bob"], seed=5)
    m.play(m.decision.options[1].id)
    assert m.decision.seat == 1
    return m


def test_a_deal_for_another_seat_replays_a_secret_choice_by_its_place():
    m = at_seat_1()
    kept = set()
    for k in range(40):
        twin = m.determinized(1, random.Random(k))
        assert twin.view(1) == m.view(1)
        kept.add(twin.state["kept"])
    assert len(kept) > 5, "the card kept is dealt again, not fitted to the truth"


def test_without_it_the_deal_would_fit_the_truth():
    """Replayed by id, "keep:<card>" is legal only where that very card was dealt to seat 0: every
    deal that replays keeps the true card (or none replays)."""
    m = at_seat_1()
    m._secret_picks = {}  # as though no choice were secret
    kept = set()
    for k in range(40):
        try:
            kept.add(m.determinized(1, random.Random(k), tries=5).state["kept"])
        except RuntimeError:
            pass
    assert kept <= {m.state["kept"]}


def test_a_deal_played_on_clones_like_any_match():
    """Its own chance (the bot's generator from the deal on) is replayed by its clones too."""
    from rules import games
    from rules.core import RandomBot, play_random

    m = play_random(games.get("oath").new_match(["Ann", "Bob", "Cid"], seed=8), 15, 8)
    deal = m.determinized(m.decision.seat, random.Random(3))
    deal.keeps_checkpoints = False  # as in a search: a clone replays all from the deal's start
    bot = RandomBot(4)
    for _ in range(300):  # dice and draws on the deal's own generator
        if deal.decision is None:
            break
        deal.play(bot.choose(deal.decision))
    twin = deal.clone()
    assert twin.to_json() == deal.to_json() and all(twin.view(s) == deal.view(s) for s in range(3))
