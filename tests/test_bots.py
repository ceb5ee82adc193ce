"""Bots at speed and against each other: `selfplay --fast` plays the same matches with no checks
and no checkpoints kept, bots per seat, and `tabletop arena` with its seats rotated and its 95%
intervals."""
from __future__ import annotations

import time

import pytest

from rules import games
from rules.core import Engine, GameSpec, GreedyBot, Match, Option, RandomBot, choose, play_random
from rules.core.arena import arena, seating, wilson
from rules.core.ismcts import IsmctsBot, Node
from rules.core.match import margins
from rules.core.selfplay import play_one, selfplay
from tabletop_tui.cli import main


@pytest.mark.parametrize("game", ["whispers", "viscounts", "oath", "imperium"])
def test_a_fast_playout_plays_the_same_match_without_checks_or_checkpoints(game, monkeypatch):
    spec = games.get(game)
    n = spec.min_players
    checked, _ = play_one(spec, n, 3)
    calls = []
    monkeypatch.setattr(spec.engine, "check_invariants", lambda m: calls.append(m))
    fast, _ = play_one(spec, n, 3, fast=True)
    assert fast.to_json() == checked.to_json() and fast.result == checked.result
    assert not calls, "no invariant is checked"
    assert len(fast._checkpoints) == 1 < len(checked._checkpoints), "only setup's checkpoint is kept"
    twin = fast.clone()  # a clone still rebuilds, from the one checkpoint kept
    assert twin.to_json() == fast.to_json() and twin.view(0) == fast.view(0)


def test_fast_selfplay_reports_the_same_games():
    spec = games.get("whispers")
    slow, fast = (selfplay(spec, 4, [2, 3], seed=5, fast=f) for f in (False, True))
    assert (fast.games, fast.steps, fast.wins) == (slow.games, slow.steps, slow.wins) and not fast.failures


def test_a_bot_kind_for_each_seat_in_turn():
    spec = games.get("whispers")
    m, _ = play_one(spec, 3, 2, bot="greedy,random")
    alone, _ = play_one(spec, 3, 2, bot="random")
    assert m.choices != alone.choices
    with pytest.raises(SystemExit):
        main(["selfplay", "whispers", "--games", "1", "--bot", "random,clever"])


def test_the_seats_turn_one_place_a_match():
    seats = [seating(["a", "b", "c"], game, 3) for game in range(3)]
    assert seats == [["a", "b", "c"], ["b", "c", "a"], ["c", "a", "b"]]
    for seat in range(3):
        assert sorted(s[seat] for s in seats) == ["a", "b", "c"], "each bot in each seat once"


def test_the_wilson_interval():
    assert wilson(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)
    assert wilson(10, 10) == pytest.approx((0.7225, 1.0), abs=1e-4)
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)


def test_arena_prints_each_bots_win_rate_interval_and_move_time(capsys):
    report = arena(games.get("whispers"), ["greedy", "random"], 6, 2, seed=3)
    assert report.games == 6 and {b: s.games for b, s in report.bots.items()} == {"greedy": 6, "random": 6}
    assert report.bots["greedy"].wins + report.bots["random"].wins == 6
    assert report.bots["greedy"].moves and report.bots["greedy"].ms_per_move > 0
    assert main(["arena", "whispers", "--bots", "greedy,random", "--games", "4", "--seed", "3", "--jobs", "2"]) == 0
    out = capsys.readouterr().out
    assert out.count("  match ") == 4  # a line a match as it ends
    assert "4 matches, seats rotated" in out and "greedy: won " in out and "95% interval" in out and "ms of CPU a move" in out


def test_an_arena_in_processes_plays_the_same_matches():
    one, two = (arena(games.get("whispers"), ["greedy", "random"], 4, 2, seed=8, jobs=jobs) for jobs in (1, 2))
    assert [(s.wins, s.points, s.moves) for s in one.bots.values()] == [(s.wins, s.points, s.moves) for s in two.bots.values()]


def test_a_solo_arena_gives_the_players_mean_score(capsys):
    """Viscounts solo: the bot plays the solo AI; its win rate and its mean score are the measure."""
    report = arena(games.get("viscounts"), ["greedy"], 2, 1, seed=5, options={"ai": "noble", "difficulty": 3})
    greedy = report.bots["greedy"]
    assert report.games == 2 and greedy.seats == 2 and 0 < greedy.mean_score < 200
    assert main(["arena", "viscounts", "--bots", "greedy", "--players", "1", "--games", "1"]) == 0
    out = capsys.readouterr().out
    assert "1 player: 1 matches" in out and "greedy: won" in out and "the solo AI " in out  # its points each match


# --- the search bot (rules/core/ismcts.py) ---------------------------------------------------------
@pytest.fixture
def whispers():
    return games.get("whispers")


def position(spec, moves: int = 12):
    m = spec.new_match(["Ann", "Bob"], seed=4)
    return play_random(m, moves, 4)


def test_a_playout_cut_short_scores_each_seats_margin():
    level, narrow, wide = margins([10, 10]), margins([11, 10]), margins([20, 10])
    assert level == [0.5, 0.5]
    assert 0.5 < narrow[0] < wide[0] < 1 and narrow[0] + narrow[1] == pytest.approx(1)
    assert margins([5, 20, 5])[1] > 0.5 > margins([5, 20, 5])[0] == margins([5, 20, 5])[2]


def test_ismcts_widens_the_root_in_the_order_its_first_look_ranks(whispers, monkeypatch):
    """The root's options come in by the estimate one choice ahead on a deal; elsewhere in a
    random order, never in the order the game lists them."""
    m = position(whispers)
    ids = [o.id for o in m.decision.options]
    best = ids[-1]
    monkeypatch.setattr(type(m.engine), "estimate",
                        lambda self, match, seat: 1.0 if match.choices[-1] == best else 0.0)
    bot = IsmctsBot(5, budget=60, playouts=1)
    rank = bot.first_look(m, m.view(m.decision.seat))
    assert min(rank, key=rank.get) == best and set(rank) == set(ids)
    firsts = {bot.considered(Node(), ids)[0] for _ in range(40)}
    assert len(firsts) > 1


def test_ismcts_spends_its_visits_on_the_option_its_estimate_favours(whispers, monkeypatch):
    """Rewards of positions scored by an estimate lie close together (a point in thirty); each
    option's mean is stretched between its siblings', so the search still tells them apart."""
    m = position(whispers, 20)
    assert len(m.decision.options) == 10
    seat, ids = m.decision.seat, [o.id for o in m.decision.options]
    best = ids[-1]

    def estimate(self, match, who):
        ahead = len(match.choices) > len(m.choices) and match.choices[len(m.choices)] == best
        return 30.0 + (1.0 if ahead and who == seat else 0.0)

    monkeypatch.setattr(type(m.engine), "estimate", estimate)
    roots = []
    bot = IsmctsBot(6, budget=60, playouts=120, depth=0)
    real = bot.iterate
    monkeypatch.setattr(bot, "iterate", lambda match, root, seen: (roots.append(root), real(match, root, seen)))
    assert bot.pick(m) == best
    visits = {x: child.visits for x, child in roots[0].children.items()}
    assert visits[best] > sum(visits.values()) / 2, visits


class GambleFlow:
    """Seat 0 takes the safe road or the gamble, then one of eight ways on; seat 1 then waits."""

    def __init__(self, m):
        self.m = m

    def run(self):
        road = (yield from choose(0, "Road", [Option("safe", "Safe", "1"), Option("gamble", "Gamble", "1")], "1")).id
        self.m.state["road"] = road
        way = yield from choose(0, "Way", [Option(f"way:{k}", f"Way {k}", "2") for k in range(8)], "2")
        self.m.state["way"] = way.id
        while True:
            yield from choose(1, "Wait", [Option("wait", "Wait", "3"), Option("rest", "Rest", "3")], "3")


class Gamble(Engine):
    """The safe road's every way is worth 1 to seat 0; the gamble's first way 3, its others 0."""
    id, title, min_players, max_players = "gamble", "Gamble", 2, 2
    flow_class = GambleFlow

    def setup(self, m):
        return {"road": None, "way": None}

    def view(self, m, seat):
        return dict(m.state)

    def redeal(self, state, seat, seen, rng):
        return state

    def estimate(self, m, seat):
        s = m.state
        if seat == 1 or s["way"] is None:
            return 0.0
        return 1.0 if s["road"] == "safe" else 3.0 if s["way"] == "way:0" else 0.0


def test_ismcts_backs_up_the_best_that_can_follow_an_option(monkeypatch):
    """Each node keeps the estimate where it was first reached, then its chooser's best child's: the
    gamble is backed by its best way (3), though most of its ways are worth less than the safe road."""
    m = GameSpec(Gamble()).new_match(["Ann", "Bob"], seed=1)
    bot = IsmctsBot(2, budget=60, playouts=200, depth=0)
    roots = []
    real = bot.iterate
    monkeypatch.setattr(bot, "iterate", lambda match, root, seen: (roots.append(root), real(match, root, seen)))
    bot.pick(m)
    safe, gamble = roots[0].children["safe"], roots[0].children["gamble"]
    assert safe.backed == margins([1.0, 0.0]) and gamble.backed == margins([3.0, 0.0])
    assert gamble.mean < gamble.backed[0], "the mean counts the worse ways tried too"


def test_ismcts_weighs_a_backed_up_estimate_with_the_mean():
    """Of two options with the same mean, UCT favours the one with the better backed-up estimate."""
    better, worse = Node(visits=10, reward=6.0, available=20), Node(visits=10, reward=6.0, available=20)
    better.backed, worse.backed = [0.9, 0.1], [0.7, 0.3]
    means, backed = (0.6, 0.6), (0.7, 0.9)
    assert better.uct(0, 0.5, means, backed) > worse.uct(0, 0.5, means, backed)
    assert better.uct(1, 0.5, means, (0.1, 0.3)) < worse.uct(1, 0.5, means, (0.1, 0.3))
    assert better.uct(0, 0.0, means, backed) == worse.uct(0, 0.0, means, backed), "weight 0: the mean alone"


def test_ismcts_with_a_playout_count_is_seeded(whispers):
    m = position(whispers)
    picks = {IsmctsBot(7, budget=60, playouts=40).pick(m) for _ in range(2)}
    assert len(picks) == 1 and picks <= {o.id for o in m.decision.options}


def test_ismcts_keeps_to_its_budget(whispers):
    m = position(whispers)
    bot = IsmctsBot(1, budget=0.5)
    t0 = time.perf_counter()
    bot.pick(m)
    took = time.perf_counter() - t0
    # it searches for most of its budget and never beyond a tenth more, however loaded the machine
    assert bot.iterations > 1 and 0.25 < took < 0.5 * 1.1, f"{took:.3f} s for a budget of 0.5 s"


def test_ismcts_searches_only_deals_for_its_own_seat(whispers, monkeypatch):
    m = position(whispers)
    asked = []
    real = Match.determinized

    def counting(self, seat, rng, tries=30, seen=None):
        asked.append(seat)
        return real(self, seat, rng, tries, seen)

    monkeypatch.setattr(Match, "determinized", counting)
    bot = IsmctsBot(2, budget=60, playouts=25)
    bot.pick(m)
    assert asked == [m.decision.seat] * (1 + 25)  # the first look's deal, then one an iteration


def test_ismcts_beats_the_random_bot(whispers):
    """Two two-player matches, seats turned, 12 short deals a move (no clock: the same every run)."""
    wins = 0
    for game in range(2):
        m = whispers.new_match(["Ann", "Bob"], seed=20 + game)
        searcher, other = IsmctsBot(game, budget=60, playouts=12, depth=40), RandomBot(game)
        at = game % 2  # the searcher's seat
        while m.decision is not None:
            m.play((searcher if m.decision.seat == at else other).pick(m))
        wins += at in m.result["winners"]
    assert wins == 2


def test_ismcts_learns_nothing_from_an_iteration_without_a_deal(whispers, monkeypatch):
    """A position where no deal replays to the seat's view (the kernel gives up) costs the search
    that iteration, never the match: with none at all it picks at random among the options."""
    m = position(whispers)

    def none(self, seat, rng, tries=30, seen=None):
        raise RuntimeError("no deal")

    monkeypatch.setattr(Match, "determinized", none)
    bot = IsmctsBot(3, budget=60, playouts=5)
    assert bot.pick(m) in {o.id for o in m.decision.options} and bot.undealt == 5


def test_ismcts_scores_a_position_by_the_games_rewards(monkeypatch):
    """Short of the end a search scores a position by Engine.rewards (by default the estimate's
    margins, by which this bot takes the gamble): rewards that prize the safe road turn it there."""
    m = GameSpec(Gamble()).new_match(["Ann", "Bob"], seed=1)
    assert IsmctsBot(2, budget=60, playouts=200, depth=0).pick(m) == "gamble"
    monkeypatch.setattr(Gamble, "rewards", lambda self, m: [0.9, 0.1] if m.state["road"] == "safe" else [0.5, 0.5])
    m = GameSpec(Gamble()).new_match(["Ann", "Bob"], seed=1)
    assert IsmctsBot(2, budget=60, playouts=200, depth=0).pick(m) == "safe"


def test_imperium_search_counts_a_lead_for_more_as_the_end_nears():
    """Imperium's search scores each seat's chance to finish ahead: level seats have an even
    chance; a lead of 5 is worth more with fewer cards in the main deck, and more again in the
    last round (4.2)."""
    from rules.imperium.effects import Effects
    from rules.imperium.estimate import chances
    from rules.imperium.scoring import score
    from rules.imperium.verbs import VERBS
    m = play_random(games.get("imperium").new_match(["Ann", "Bob"], seed=3), 40, 3)
    s = m.state
    assert s.last_round is None and len(s.decks["main"]) > 10

    def lead(by):
        points = [score(Effects(m, VERBS), seat)[0] for seat in (0, 1)]
        s.seats[0].progress += points[1] - points[0] + by

    lead(0)
    assert chances(m) == [0.5, 0.5]
    lead(5)
    early = chances(m)
    assert early[0] > 0.5 and early[0] + early[1] == pytest.approx(1)
    del s.decks["main"][2:]
    late = chances(m)
    s.last_round = s.round
    last = chances(m)
    assert early[0] < late[0] < last[0] < 1


def test_greedy_judges_its_options_on_a_deal_never_on_the_match(monkeypatch):
    """The greedy bot plays its options on copies of a deal for its own seat (Match.determinized):
    it never clones the match itself, whose copies would turn the very hidden card an option turns."""
    m = play_random(games.get("imperium").new_match(["Ann", "Bob"], seed=3), 30, 3)
    dealt, asked, cloned = [], [], []  # what a deal or a copy of one, the seats dealt for, what was cloned
    real_deal, real_clone = Match.determinized, Match.clone

    def dealing(self, seat, rng, tries=30, seen=None):
        asked.append((seat, self.decision.seat))
        dealt.append(real_deal(self, seat, rng, tries, seen))
        return dealt[-1]

    def cloning(self):
        cloned.append(self)
        twin = real_clone(self)
        if any(self is d for d in dealt):
            dealt.append(twin)
        return twin

    monkeypatch.setattr(Match, "determinized", dealing)
    monkeypatch.setattr(Match, "clone", cloning)
    for _ in range(6):
        m.play(GreedyBot(len(m.choices)).pick(m))
    assert asked and all(seat == deciding for seat, deciding in asked)
    assert cloned and all(any(c is d for d in dealt) for c in cloned)


class AskingFlow:
    """Seat 0 asks seat 1 for a favour or stops; a favour refused leaves all as it was."""

    def __init__(self, m):
        self.m = m

    def run(self):
        s = self.m.state
        while True:
            if (yield from choose(0, "Ask?", [Option("ask", "Ask", "1"), Option("stop", "Stop", "1")], "1")).id == "stop":
                return
            s["asking"] = True
            answer = (yield from choose(1, "Grant it?", [Option("no", "No", "2"), Option("yes", "Yes", "2")], "2")).id
            s["asking"] = False
            if answer == "yes":
                s["granted"] = True
                return


class Asking(Engine):
    """Seat 0's estimate favours asking (a favour pending is worth 1, stopping nothing)."""
    id, title, min_players, max_players = "asking", "Asking", 2, 2
    flow_class = AskingFlow

    def setup(self, m):
        return {"asking": False, "granted": False}

    def view(self, m, seat):
        return dict(m.state)

    def redeal(self, state, seat, seen, rng):
        return state

    def estimate(self, m, seat):
        return 1.0 if seat == 0 and (m.state["asking"] or m.state["granted"]) else 0.0

    def result(self, m):
        return {"winners": [0] if m.state["granted"] else [1]}


class Refuses:
    def pick(self, match):
        return "no"


@pytest.mark.parametrize("bot", [GreedyBot(1), IsmctsBot(1, budget=60, playouts=40, depth=0)], ids=["greedy", "ismcts"])
def test_a_bot_takes_no_option_twice_from_one_position_so_a_refused_offer_ends(bot):
    """Asked again after a refusal, seat 1 refuses again and all is as it was: a bot that asked
    from this very position before now stops, where it would otherwise ask for ever."""
    m = GameSpec(Asking()).new_match(["Ann", "Bob"], seed=1)
    seats = [bot, Refuses()]
    while m.decision is not None and len(m.choices) < 20:
        m.play(seats[m.decision.seat].pick(m))
    assert m.decision is None and m.choices == ["ask", "no", "stop"]
