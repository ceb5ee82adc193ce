"""The kernel contract of ARCHITECTURE.md, exercised through A War of Whispers."""
import json
import random
import subprocess
import sys

import pytest

from rules import games
from rules.core import BadSetup, GreedyBot, IllegalAction, RandomBot, RecordError, play_random
from rules.core.ismcts import look_one_ahead

SPEC = games.get("whispers")


def random_match(players=3, seed=1, steps=200, **options):
    return play_random(SPEC.new_match(["Ann", "Bob", "Cid", "Dee"][:players], seed=seed, options=options), steps, seed)


def views(m):
    return [json.dumps(m.view(s), sort_keys=True) for s in [None, *range(len(m.players))]]


def test_registry():
    assert [s.id for s in games.all()] == ["whispers", "viscounts", "oath", "imperium"]
    assert (SPEC.title, SPEC.min_players, SPEC.max_players) == ("A War of Whispers", 2, 4)
    assert SPEC.options["advanced"]["default"] is False
    with pytest.raises(KeyError, match="unknown game"):
        games.get("chess")


def test_bad_setup_is_refused():
    with pytest.raises(BadSetup, match="2 to 4 players"):
        SPEC.new_match(["Ann"], seed=1)
    with pytest.raises(BadSetup, match="unknown option"):
        SPEC.new_match(["Ann", "Bob"], seed=1, options={"speed": 3})
    assert SPEC.new_match(["Ann", "Bob"], seed=1, options={"advanced": "true"}).options == {"advanced": True}


@pytest.mark.parametrize("players, problem", [
    (["Ann", ""], "every seat needs a name"),
    (["Ann", "  "], "every seat needs a name"),
    (["Ann", " Bob"], "without spaces around it"),
    (["Ann", "B" * 17], "1 to 16 characters"),
    (["Ann", "\x1b[31mBob"], "control characters"),
    (["Ann", "Bob\u200b"], "control characters"),
    (["Ann", "ann"], "the same name"),
    ("Ann,Bob", "a list of names"),
])
def test_names_are_checked_the_same_way_everywhere(players, problem):
    with pytest.raises(BadSetup, match=problem):
        SPEC.new_match(players, seed=1)
    record = json.loads(random_match(2, steps=3).to_json())
    record["players"] = players
    with pytest.raises(RecordError, match=problem):
        games.load(json.dumps(record))


def test_a_switch_takes_yes_and_no_and_says_so():
    assert SPEC.new_match(["Ann", "Bob"], seed=1, options={"advanced": "yes"}).options == {"advanced": True}
    assert SPEC.new_match(["Ann", "Bob"], seed=1, options={"advanced": "NO"}).options == {"advanced": False}
    with pytest.raises(BadSetup, match="must be yes or no .true or false., not 'maybe'"):
        SPEC.new_match(["Ann", "Bob"], seed=1, options={"advanced": "maybe"})


def test_an_option_the_setup_would_ignore_is_refused():
    viscounts = games.get("viscounts")
    with pytest.raises(BadSetup, match="option ai applies only with 1 player"):
        viscounts.new_match(["Ann", "Bob"], seed=1, options={"ai": "noble"})
    assert viscounts.new_match(["Ann", "Bob"], seed=1, options={"ai": "cleric"}).options["ai"] == "cleric", \
        "the default, as every record lists it, is no change"
    assert viscounts.new_match(["Ann"], seed=1, options={"ai": "noble"}).options["ai"] == "noble"


def test_deeply_nested_json_is_a_record_error():
    with pytest.raises(RecordError, match="nested too deeply"):
        games.load("[" * 100_000 + "]" * 100_000)


def test_decision_options_are_unique_and_cite_rules():
    m = random_match(4, seed=2, steps=0)
    bot = RandomBot(2)
    while m.decision is not None:
        ids = [o.id for o in m.decision.options]
        assert len(ids) == len(set(ids)) and (len(ids) > 1 or m.decision.always_ask)
        assert all(o.rule and o.label for o in m.decision.options)
        m.play(bot.choose(m.decision))


def test_illegal_action():
    m = random_match(steps=0)
    with pytest.raises(IllegalAction):
        m.play("no-such-option")


@pytest.mark.parametrize("seed", range(1, 6))
def test_record_round_trip_every_seat(seed):
    m = random_match(seed % 3 + 2, seed=seed, steps=10_000, advanced=seed % 2 == 0)
    assert m.result is not None
    again = games.load(m.to_json())
    assert views(again) == views(m)
    partial = random_match(3, seed=seed, steps=120)
    assert views(games.load(partial.to_json())) == views(partial)


def test_same_seed_same_match():
    assert views(random_match(seed=4, steps=300)) == views(random_match(seed=4, steps=300))
    assert views(random_match(seed=4, steps=300)) != views(random_match(seed=5, steps=300))


@pytest.mark.parametrize("bad, message", [
    ("", "broken JSON"),
    ('{"game": "whispers", "rules_v', "broken JSON"),
    ("[]", "JSON object"),
    ("null", "JSON object"),
    (json.dumps({"game": "whispers", "seed": "x"}), "no 'rules_version'"),
    (json.dumps({"game": "chess", "rules_version": 1, "players": ["a", "b"], "seed": 1, "options": {}, "choices": []}), "unknown game"),
    (json.dumps({"game": "whispers", "rules_version": 99, "players": ["a", "b"], "seed": 1, "options": {}, "choices": []}), "newer rules"),
    (json.dumps({"game": "whispers", "rules_version": 1, "players": ["a", "b"], "seed": 1, "options": {}, "choices": []}), "older rules"),
    (json.dumps({"game": "whispers", "rules_version": SPEC.engine.rules_version, "players": ["a"], "seed": 1, "options": {}, "choices": []}), "bad setup"),
    (json.dumps({"game": "whispers", "rules_version": SPEC.engine.rules_version, "players": ["a", "b"], "seed": "x", "options": {}, "choices": []}), "seed"),
])
def test_bad_records(bad, message):
    with pytest.raises(RecordError, match=message):
        games.load(bad)


def test_bad_choice_names_the_step():
    rec = json.loads(random_match(steps=5).to_json())
    rec["choices"][2] = "place:nowhere"
    with pytest.raises(RecordError, match=r"step 3: 'place:nowhere'"):
        games.load(json.dumps(rec))


def test_undo_takes_back_only_until_a_reveal_or_a_new_seat():
    m = random_match(3, seed=8, steps=0)
    bot = RandomBot(8)
    undone = 0
    while m.decision is not None:
        before, seat = views(m), m.decision.seat
        choice = bot.choose(m.decision)
        m.play(choice)
        if m.can_undo:
            assert m.decision.seat == seat, "undo never crosses to another seat"
            m.undo()
            assert views(m) == before
            undone += 1
            m.play(choice)
    assert undone > 10
    with pytest.raises(IllegalAction):
        m.undo()


def test_rules_never_import_the_ui():
    code = ("import importlib, pkgutil, sys, rules\n"
            "for mod in pkgutil.walk_packages(rules.__path__, 'rules.'): importlib.import_module(mod.name)\n"
            "print(sorted(n for n in ('textual', 'rich') if n in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_greedy_bot_picks_the_best_estimate_and_leaves_the_match_alone():
    """Each pick is an option the estimate rates best one choice ahead, on the deal the bot's own
    generator makes (Match.determinized: it never reads a secret)."""
    m = random_match(3, seed=6, steps=0)
    bot, picks = GreedyBot(6), 0
    while m.decision is not None and picks < 60:
        before = views(m)
        same = random.Random()
        same.setstate(bot._random.getstate())
        rated = look_one_ahead(m, same) if len(m.decision.options) > 1 else {m.decision.options[0].id: 0}
        choice = bot.pick(m)
        assert views(m) == before, "looking ahead never changes the match"
        assert rated[choice] == max(rated.values())
        m.play(choice)
        picks += 1


def test_an_engine_view_may_not_take_a_kernel_key():
    class Leaky(type(SPEC.engine)):
        def view(self, m, seat):
            return {**super().view(m, seat), "title": "Oathkeeper"}

    m = SPEC.new_match(["Ann", "Bob"], seed=1)
    m.engine = Leaky()
    with pytest.raises(RuntimeError, match="title"):
        m.view(0)
