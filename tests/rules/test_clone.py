"""Checkpoints and clones (ARCHITECTURE.md): a clone taken anywhere in a match is the same match,
goes on exactly as the original does, and playing one copy never changes the other."""
import json
import random

import pytest

from rules import games
from rules.core import RandomBot, play_random

NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]


def snapshot(m) -> list:
    """Everything a clone must share: every seat's view, the decision, undo and the record."""
    d = m.decision
    decision = None if d is None else (d.seat, d.prompt, d.rule, d.always_ask, [(o.id, o.label, o.rule) for o in d.options])
    return [json.dumps(m.view(seat), sort_keys=True) for seat in [None, *range(len(m.players))]] + [
        decision, m.can_undo, m.to_json(), json.dumps(m.result, sort_keys=True)]


IMPERIUM_NATIONS = ["carthaginians", "celts", "greeks", "macedonians", "persians", "romans", "scythians", "vikings"]


def imperium_seats(players, seed) -> dict:
    """Imperium's nation and power card side for each seat, a different spread for each seed (the
    four-seat cases below hold all eight nations, each side)."""
    options = {}
    for j in range(players):
        options[f"nation{j + 1}"] = IMPERIUM_NATIONS[(5 * seed + j * (2 * seed - 1)) % 8]
        options[f"side{j + 1}"] = "ab"[(seed + j) % 2]
    return options


def whole_length(spec, players, seed, options):
    return len(play_random(spec.new_match(NAMES[:players], seed=seed, options=options), 100_000, seed).choices)


CASES = [("whispers", n, seed, {"advanced": seed % 2 == 1}) for n in (2, 3, 4) for seed in range(1, 5)] + \
        [("viscounts", n, seed, {}) for n in (2, 3, 4) for seed in range(1, 4)] + \
        [("viscounts", 1, seed, {"ai": ai, "difficulty": seed % 4}) for seed, ai in enumerate(["cleric", "builder", "noble", "card"], 1)] + \
        [("oath", n, seed, {"allies": "german" if seed == 2 else "polish"}) for n in (2, 4, 6) for seed in range(1, 3)] + \
        [("imperium", n, seed, imperium_seats(n, seed)) for n, seed in [(2, 1), (2, 5), (3, 3), (3, 6), (4, 1), (4, 5)]] + \
        [("imperium", 3, 4, {})] + \
        [("imperium", 4, 7, {"nation1": "arthurians", "nation2": "utopians", "nation3": "atlanteans",
                             "nation4": "olmecs", "commons": "legends"}),
         ("imperium", 3, 8, {"nation1": "qin", "nation2": "minoans", "nation3": "egyptians"}),
         ("imperium", 2, 9, {"nation1": "mauryans", "nation2": "arthurians", "commons": "legends"})]


@pytest.mark.parametrize("game, players, seed, options", CASES)
def test_clone_anywhere_goes_on_as_the_original(game, players, seed, options):
    spec = games.get(game)
    length = whole_length(spec, players, seed, options)
    at = random.Random(seed * 31 + players).randrange(length)
    m = play_random(spec.new_match(NAMES[:players], seed=seed, options=options), at, seed)
    before = snapshot(m)
    twin = m.clone()
    assert snapshot(twin) == before

    # the twin plays on alone to the end: the original does not move
    bot, played, seen = RandomBot(seed), [], []
    while twin.decision is not None:
        played.append(bot.choose(twin.decision))
        twin.play(played[-1])
        seen.append(snapshot(twin))
    assert snapshot(m) == before, "playing the clone changed the original"

    # the original, given the same choices, goes exactly the same way, step by step
    for choice, expected in zip(played, seen):
        m.play(choice)
        assert snapshot(m) == expected


@pytest.mark.parametrize("game, players", [("whispers", 3), ("viscounts", 2), ("viscounts", 1), ("imperium", 3)])
def test_clone_of_a_clone_and_undo_after_cloning(game, players):
    spec = games.get(game)
    m = play_random(spec.new_match(NAMES[:players], seed=5), 120, 5)
    third = m.clone().clone()
    assert snapshot(third) == snapshot(m)
    bot = RandomBot(9)
    for _ in range(40):
        if m.decision is None:
            break
        choice = bot.choose(m.decision)
        m.play(choice)
        third.play(choice)
        if m.can_undo:
            m.undo()
            assert snapshot(m) != snapshot(third)
            third.undo()
            assert snapshot(m) == snapshot(third)
            m.play(choice)
            third.play(choice)
        assert snapshot(m) == snapshot(third)


# an Oath turn may hold many actions, one of them a Citizenship offer built one item at a time
@pytest.mark.parametrize("game, players, longest", [("whispers", 4, 60), ("viscounts", 4, 60), ("viscounts", 1, 60),
                                                    ("oath", 4, 150), ("imperium", 4, 60)])
def test_a_clone_rebuilds_from_the_last_turn_not_the_whole_match(game, players, longest):
    """Turn-start checkpoints are taken all through the match, so a clone replays few choices."""
    spec = games.get(game)
    m = play_random(spec.new_match(NAMES[:players], seed=2), 100_000, 2)
    starts = [cp.choices for cp in m._checkpoints]
    assert len(starts) > 25 and starts == sorted(set(starts))
    gaps = [b - a for a, b in zip(starts, starts[1:])]
    assert max(gaps) < longest, f"a turn of {max(gaps)} choices"
