"""Law 9.4 for bots (ARCHITECTURE, "Bots and determinization"): `m.determinized(seat, rng)` deals
again, at the last turn start or between two actions, every face `seat` could not see there (rules.oath.redeal), replays
the choices since, and the copy shows `seat` the very view the match does; it plays on to the end
within the invariants, and what it hides differs from the truth.

The kernel replays the choices made since the turn start by their ids, and some of another seat's
secret choices name a card ("keep:42": the card kept from a search nobody else saw). A deal that
does not put that card where the choice finds it does not replay, so at such a position a copy
is only found by dealing until one does (or not at all): the sweep counts those positions apart
and asks nothing of them."""
import pickle
import random
import time
from collections import Counter

import pytest

from rules import games
from rules.core import RandomBot
from rules.oath import redeal as redeal_module
from rules.oath.series import play_chronicle

from .conftest import play_out

SPEC = games.get("oath")
ENGINE = SPEC.engine
NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]


def hidden_zones(s, seat) -> dict:
    """What `seat` may not see now, by place: the faces in the decks, the piles and the
    Dispossessed; while the game runs, the facedown relics it did not peek at, other seats'
    facedown advisers and hands, and the facedown sites."""
    zones = {"world": list(s.world), "discards": {r: list(p) for r, p in s.discards.items()},
             "dispossessed": list(s.dispossessed)}
    peeked = set(s.players[seat].peeked)
    zones["relic_deck"] = [x for x in s.relic_deck if x not in peeked]
    if not s.decided:
        zones["reliquary"] = [x for x in s.reliquary if x is not None and x not in peeked]
        zones["beside"] = [[x for x in slot.relics if x not in peeked] for slot in s.slots]
        zones["advisers"] = [[a.card for a in p.advisers if not a.faceup] for i, p in enumerate(s.players) if i != seat]
        zones["hands"] = [list(h) for i, h in enumerate(s.hands) if i != seat]
        zones["sites"] = [slot.site for slot in s.slots if not slot.faceup]
    return zones


def anything_in(x) -> bool:
    if isinstance(x, dict):
        return any(anything_in(y) for y in x.values())
    if isinstance(x, list):
        return any(anything_in(y) for y in x) if x and isinstance(x[0], (list, dict)) else bool(x)
    return False


# each kind of place, the keys of hidden_zones it spans, and the cards it must hide to be counted
ZONES = [("advisers", ["advisers"], 1), ("hands", ["hands"], 1), ("relics", ["relic_deck", "reliquary", "beside"], 2),
         ("sites", ["sites"], 2), ("piles", ["discards"], 1)]


def count(x) -> int:
    if isinstance(x, dict):
        return sum(count(y) for y in x.values())
    return sum(count(y) for y in x) if x and isinstance(x[0], list) else len(x)


def own(s, seat) -> tuple:
    """All the seat holds: its hand, advisers, relics, the relics it peeked at, its Vision."""
    p = s.players[seat]
    return list(s.hands[seat]), [(a.card, a.faceup) for a in p.advisers], list(p.relics), list(p.peeked), p.vision


def pinned(m, played, seat) -> bool:
    """Another seat made a secret choice since the turn start (its id may name a card `seat`
    cannot know: the replay finds it only where it truly lay)."""
    since = m._checkpoints[-1].choices
    return any(who != seat and secret for who, secret in played[since:])


def check_position(m, seat, k, played, stats, play_on=False) -> None:
    seen = m.view(seat)
    if pinned(m, played, seat):
        stats["pinned"] += 1
        stats["pinned, deciding"] += m.decision.seat == seat
        try:
            twin = m.determinized(seat, random.Random(k))
        except RuntimeError:
            stats["pinned, no deal replays"] += 1
            return
        stats["pinned, replayed"] += 1
    else:
        twin = m.determinized(seat, random.Random(k))
    stats["positions"] += 1
    assert twin.view(seat) == seen, f"seat {seat}: the copy's view differs"
    assert own(twin.state, seat) == own(m.state, seat), f"seat {seat}: its own cards changed"
    truth, dealt = hidden_zones(m.state, seat), hidden_zones(twin.state, seat)
    if anything_in(truth):
        stats["hidden"] += 1
        stats["dealt again"] += dealt != truth
    for zone, keys, least in ZONES:
        if sum(count(truth.get(key, [])) for key in keys) >= least:
            stats[f"{zone} hidden"] += 1
            stats[f"{zone} dealt again"] += any(truth.get(key) != dealt.get(key) for key in keys)
    if play_on:
        play_out(twin, k)
        stats["played out"] += 1


def sweep(seed: int, steps: int = 300, every: int = 9, play_on: int = 4, meta: dict | None = None) -> Counter:
    """Random play of a match (seed % 5 + 2 seats, every other seed on a world dealt at random,
    or the Chronicle's game `meta` names): every `every` steps each seat determinized, and each
    seat holding the cards it drew; every `play_on`-th copy played out."""
    n = seed % 5 + 2
    m = SPEC.new_match(NAMES[:n], seed=seed, options={"world": "random"} if seed % 2 else {}, meta=meta)
    bot = RandomBot(seed)
    stats, played = Counter(), []
    for step in range(steps):
        d = m.decision
        if d is None:
            break
        checks = list(range(n)) if step % every == every - 1 else []
        drew = m.state.phase == "act" and bool(m.state.hands[d.seat])
        if drew and d.seat not in checks:
            checks.append(d.seat)  # inside its turn, holding the cards it drew
        start = pickle.loads(m._checkpoints[-1].state)
        for seat in checks:
            if seat == d.seat and drew:
                stats["drawn"] += 1
            if len(m.state.players[seat].peeked) > len(start.players[seat].peeked):
                stats["peeked"] += 1
            check_position(m, seat, step * 7 + seat, played, stats,
                           play_on=(stats["positions"] + stats["pinned"]) % play_on == 0)
        option = d.option(bot.choose(d))
        played.append((d.seat, option.secret))
        m.play(option.id)
    return stats


def dealt_again(stats: Counter) -> None:
    """Where anything is hidden, the copy hides something else at most positions."""
    assert stats["hidden"] > 20, stats
    assert stats["dealt again"] >= 0.8 * stats["hidden"], f"dealt again at too few positions: {stats}"
    for zone, _, _ in ZONES:
        if stats[f"{zone} hidden"] >= 20:
            assert stats[f"{zone} dealt again"] >= 0.5 * stats[f"{zone} hidden"], f"{zone} dealt again too seldom: {stats}"


SEEDS = range(1, 11)  # every seat count twice, both worlds


@pytest.fixture(scope="module")
def swept() -> Counter:
    total = Counter()
    for seed in SEEDS:
        total += sweep(seed)
    return total


def test_9_4_a_copy_for_each_seat_shows_it_the_same_view_and_plays_on(swept):
    assert swept["positions"] > 200 and swept["played out"] > 50, swept
    assert swept["drawn"] > 5, f"no position inside a turn after a search: {swept}"


def test_9_4_a_copy_deals_again_what_the_seat_could_not_see(swept):
    dealt_again(swept)
    print(dict(swept))


def test_9_4_a_chronicles_second_game_is_dealt_again_with_its_dispossessed_to_its_last_step():
    """The second game of a Chronicle, on a world with Dispossessed, to the end of its winner's
    Chronicle steps (where every face on the table is up)."""
    first = play_chronicle(SPEC, 4, 4, 1, {"world": "random"})
    assert first.dispossessed
    stats = sweep(4, steps=5000, every=23, play_on=6, meta=ENGINE.chronicle_meta(first))
    assert stats["positions"] > 20 and stats["played out"], stats
    dealt_again(stats)


def test_9_4_the_check_fails_on_a_redeal_that_deals_nothing(monkeypatch):
    monkeypatch.setattr(ENGINE, "redeal", lambda state, seat, seen, rng: state)
    stats = sweep(1, play_on=1000) + sweep(2, play_on=1000) + sweep(3, play_on=1000)
    assert stats["positions"] and not stats["dealt again"]
    with pytest.raises(AssertionError, match="dealt again at too few"):
        dealt_again(stats)


def test_9_4_a_card_the_seat_drew_this_turn_stays_where_it_lay():
    """After a search of the world deck, the copy's turn start holds the cards drawn in the same
    places of the deck, and the choices since replay: the seat keeps the same card."""
    for seed in range(1, 40):
        m = SPEC.new_match(NAMES[:3], seed=seed)
        bot = RandomBot(seed)
        for _ in range(400):
            d = m.decision
            if d is None:
                break
            if m.state.phase == "act" and m.state.hands[d.seat] and d.options[0].id.startswith("keep:"):
                start = pickle.loads(m._checkpoints[-1].state)
                drawn = m.state.hands[d.seat]
                if all(x in start.world for x in drawn):
                    seen = m.view(d.seat)
                    again = ENGINE.redeal(pickle.loads(m._checkpoints[-1].state), d.seat, seen, random.Random(seed))
                    assert [again.world.index(x) for x in drawn] == [start.world.index(x) for x in drawn]
                    twin = m.determinized(d.seat, random.Random(seed))
                    assert twin.state.hands[d.seat] == drawn and twin.view(d.seat) == seen
                    return
            m.play(bot.choose(d))
    raise AssertionError("no search of the world deck found")


def test_9_4_another_seats_facedown_adviser_is_rarely_dealt_where_it_lies():
    """Across deals of one turn start, another seat's facedown adviser is its true card about as
    often as any other hidden denizen would be: the deal never reads where it lies."""
    m = SPEC.new_match(NAMES[:4], seed=3)
    bot = RandomBot(3)
    while m.state.phase == "setup":
        m.play(bot.choose(m.decision))
    seen = m.view(0)
    start = m._checkpoints[-1].state
    truth = [a.card for a in m.state.players[1].advisers if not a.faceup]
    assert truth
    same = sum([a.card for a in ENGINE.redeal(pickle.loads(start), 0, seen, random.Random(k)).players[1].advisers
                if not a.faceup] == truth for k in range(200))
    assert same < 20, f"the true adviser dealt back {same} times in 200"


def test_9_4_the_redeal_names_no_hidden_card_of_the_log_before_the_turn():
    """Only the log since the turn began keeps a card in place: what the seat saw in earlier turns
    may have moved unseen since."""
    seen = {"phase": "act", "cards": {}, "log": [
        {"text": "You draw Wayside Inn", "rule": "5.1"},
        {"text": "Bob's turn: Wake", "rule": "4.1"},
        {"text": "You draw Bear Traps", "rule": "5.1"},
        {"text": "Bob searches the world deck and draws 2 cards", "rule": "5.1"}]}
    cards, sites, drawn = redeal_module.since_turn(seen)
    names = {redeal_module.content().card_name(x) for x in cards}
    assert names == {"Bear Traps"} and drawn == 2 and not sites


def test_9_4_a_copy_between_two_actions_counts_only_the_searches_since():
    """The flow keeps a checkpoint between two actions; the world deck's backs seen since are the
    searches the log shows since the turn began, less those the state there already lost."""
    found = 0
    for seed in range(1, 7):
        m = SPEC.new_match(NAMES[:2 + seed % 3], seed=seed)
        bot = RandomBot(seed)
        while m.decision is not None and found < 40:
            cp = m._checkpoints[-1]
            state = pickle.loads(cp.state)
            if state.searched_this_turn:
                found += 1
                seat = m.decision.seat
                since_turn = redeal_module.since_turn(m.view(seat))[2]
                since_cp = sum(int(redeal_module.DRAWN.search(e.text).group(1))
                               for e in m.log[cp.log:] if redeal_module.DRAWN.search(e.text))
                assert since_turn - state.searched_this_turn == since_cp, (seed, len(m.choices))
            m.play(bot.pick(m))
    assert found >= 10  # such positions were met


def test_9_4_determinized_costs_milliseconds():
    """The mean time of one copy at mid-game positions (printed with -s): the replay of the turn
    dominates; the deal itself is a small part."""
    m = SPEC.new_match(NAMES[:4], seed=5)
    bot = RandomBot(5)
    times, deals = [], []
    for step in range(400):
        if m.decision is None:
            break
        if step >= 100 and step % 10 == 0:
            seat = m.decision.seat
            t = time.perf_counter()
            m.determinized(seat, random.Random(step))
            times.append(time.perf_counter() - t)
            seen, start = m.view(seat), m._checkpoints[-1].state
            t = time.perf_counter()
            ENGINE.redeal(pickle.loads(start), seat, seen, random.Random(step))
            deals.append(time.perf_counter() - t)
        m.play(bot.choose(m.decision))
    assert times
    print(f"determinized: {1000 * sum(times) / len(times):.2f} ms a copy over {len(times)} positions; "
          f"redeal alone (with its unpickling): {1000 * sum(deals) / len(deals):.2f} ms")
