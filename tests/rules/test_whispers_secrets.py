"""Rule 13: no view holds another seat's hidden loyalty, hand or any deck order."""
import json

import pytest

from rules import games
from rules.core import RandomBot

SPEC = games.get("whispers")


def check_view(m, seat):
    s = m.state
    v = m.view(seat)
    text = json.dumps(v)
    for other in range(len(m.players)):
        if other == seat:
            continue
        for k, token in enumerate(v["seats"][other]["loyalty"]):
            if not s.revealed[other][k] and s.phase != "over":
                assert token["empire"] is None, f"seat {seat} sees seat {other}'s hidden token"
        for cid in s.hands[other]:
            assert f'"{cid}"' not in text, f"seat {seat} sees {cid} in seat {other}'s hand"
    if seat is None or m.decision is None or m.decision.seat != seat:
        assert v["decision"] is None or v["decision"]["options"] is None
    for deck in s.decks.values():
        for cid in deck:
            assert f'"{cid}"' not in text, "deck contents leak"


@pytest.mark.parametrize("seed", range(1, 13))
def test_13_1_masking_sweep(seed):
    n = seed % 3 + 2
    m = SPEC.new_match(["Ann", "Bob", "Cid", "Dee"][:n], seed=seed, options={"advanced": seed % 2 == 0})
    bot = RandomBot(seed)
    step = 0
    while m.decision is not None:
        if step % 7 == 0:
            for seat in [None, *range(n)]:
                check_view(m, seat)
        m.play(bot.choose(m.decision))
        step += 1
    for seat in [None, *range(n)]:
        v = m.view(seat)
        assert all(t["empire"] for x in v["seats"] for t in x["loyalty"]), "all revealed at the end"


def test_13_2_drawn_cards_logged_only_for_the_drawer():
    m = SPEC.new_match(["Ann", "Bob", "Cid"], seed=3)
    bot = RandomBot(3)
    while not any(e.seats for e in m.log):
        m.play(bot.choose(m.decision))
    private = [e for e in m.log if e.seats][0]
    drawer = private.seats[0]
    assert private.text in [x["text"] for x in m.view(drawer)["log"]]
    for seat in [None, *(s for s in range(3) if s != drawer)]:
        assert private.text not in [x["text"] for x in m.view(seat)["log"]]


def test_13_3_played_cards_are_public_and_decks_are_counts():
    m = SPEC.new_match(["Ann", "Bob", "Cid"], seed=5)
    bot = RandomBot(5)
    while not any(e.rule.startswith("8.5") for e in m.log):
        m.play(bot.choose(m.decision))
    played = next(e for e in m.log if e.rule.startswith("8.5"))
    assert played.seats is None, "a played card and its payment are shown to everyone"
    for seat in [None, 0, 1, 2]:
        v = m.view(seat)
        assert all(set(e) == {"id", "name", "color", "reserve", "deck", "cities"} for e in v["empires"])
        assert all(isinstance(e["deck"], int) for e in v["empires"])
