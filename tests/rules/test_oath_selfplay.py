"""Seeded self-play of Oath: 120 whole matches over 2 to 6 players (and the German reading of
which Citizens may ally), every invariant (warbands, favor and secrets conserved, every card in
exactly one place, the limits) checked after every step; and records that replay to the same
match."""
import json

import pytest

from rules import games
from rules.core.selfplay import play_one, selfplay

SPEC = games.get("oath")
CHUNKS = [(players, start) for players in (2, 3, 4, 5, 6) for start in (1, 1001)]
GAMES_PER_CHUNK = 10


@pytest.mark.parametrize("players, start", CHUNKS)
def test_selfplay_invariants(players, start):
    report = selfplay(SPEC, GAMES_PER_CHUNK, [players], seed=start)
    assert report.failures == [] and report.games == GAMES_PER_CHUNK


def test_selfplay_with_the_german_allies():
    report = selfplay(SPEC, 20, [3, 4, 5, 6], seed=501, options={"allies": "german"})
    assert report.failures == [] and report.games == 20


@pytest.mark.parametrize("players, seed", [(2, 3), (4, 5), (6, 7)])
def test_record_round_trip(players, seed):
    m, _ = play_one(SPEC, players, seed)
    again = games.load(m.to_json())
    for seat in [None, *range(players)]:
        assert json.dumps(again.view(seat), sort_keys=True) == json.dumps(m.view(seat), sort_keys=True)


@pytest.mark.parametrize("players, seed, world", [(2, 3, "tutorial"), (3, 4, "tutorial"), (4, 5, "tutorial"),
                                                  (5, 6, "tutorial"), (6, 8, "tutorial"), (2, 11, "random"),
                                                  (3, 12, "random"), (4, 22, "random"), (5, 14, "random"),
                                                  (6, 24, "random")])
def test_the_sources_kept_are_fresh(players, seed, world):
    """The flow a match runs keeps the sources of powers (each Source made once, kept by where it
    lies), and what was found among them, until one of its writers of what they are gathered from
    (Table, "where the powers lie") moves their version, and what the board makes of trips until
    that or the rulers' version moves: after every step of random matches, in the first game's
    world and in worlds dealt at random, it answers as a flow that never saw the match before."""
    from rules.core import RandomBot
    from rules.oath.actions import Actions
    from rules.oath.flow import Flow
    from rules.oath.powers.base import (REGISTRY, battle_plans, forcing, hooked, hooks_of, major_makers, modifiers,
                                        of_kind, strikes_more_than_relics_and_banners)

    hooks = sorted({h for power in REGISTRY.values() for h in hooks_of(type(power))})
    kinds = sorted({k for power in REGISTRY.values() for k in power.kinds})
    m = SPEC.new_match(["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"][:players], seed=seed, options={"world": world})
    bot = RandomBot(seed)
    while m.decision is not None:
        kept, fresh = m._flow.gi_frame.f_locals["self"], Flow(m)  # the flow the match runs, and a new one
        assert kept.sources() == fresh.sources()
        for hook in hooks:
            assert hooked(kept, hook) == hooked(fresh, hook), hook
        for kind in kinds:
            assert of_kind(kept, kind) == of_kind(fresh, kind), kind
        assert modifiers(kept) == modifiers(fresh) and forcing(kept) == forcing(fresh)
        assert major_makers(kept) == major_makers(fresh) and battle_plans(kept) == battle_plans(fresh)
        assert strikes_more_than_relics_and_banners(kept) == strikes_more_than_relics_and_banners(fresh)
        # the Travel majors kept for the board as both versions left it: those of the board as it is
        assert Actions(kept).board_travels() is kept.kept_travels.get(Actions(fresh).travel_board())
        Actions(fresh).board_travels()
        assert kept.board_reads_traveller == fresh.board_reads_traveller
        m.play(bot.pick(m))


def test_the_powers_shaping_trips_that_read_who_travels_say_so():
    """The Travel majors are kept by traveller, and a trip-shaping power's site's rulers are part
    of what they are kept by, only when a power says it reads who travels (Power.reads_traveller):
    each power whose `adjust_travel` reads the trip's traveller says so, and no other."""
    import inspect

    from rules.oath.powers.base import REGISTRY, overrides

    shaping = [power for power in REGISTRY.values() if overrides(power, "adjust_travel")]
    assert len(shaping) > 5
    for power in shaping:
        assert power.reads_traveller == ("trip.seat" in inspect.getsource(type(power).adjust_travel)), power.id


@pytest.mark.parametrize("players, seed, world", [(2, 3, "tutorial"), (3, 4, "tutorial"), (4, 5, "tutorial"),
                                                  (5, 6, "tutorial"), (6, 8, "tutorial"), (2, 11, "random"),
                                                  (3, 12, "random"), (4, 22, "random"), (5, 14, "random"),
                                                  (6, 24, "random")])
def test_the_options_kept_are_fresh(players, seed, world):
    """A flow keeps options of major actions from one step to the next (those made of what they
    stand for alone), the Travel majors by all they are made of, the Campaign majors by the seat and
    the pawns while the sources and rulers stand, and while the options are worked out each site's
    rulers and each seat's favor: at every Act decision of random matches, in the
    first game's world and in worlds dealt at random (other sites and powers), the options offered
    are those a flow that never saw the match before works out."""
    from rules.core import RandomBot
    from rules.oath.actions import Actions
    from rules.oath.flow import Flow

    m = SPEC.new_match(["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"][:players], seed=seed, options={"world": world})
    bot, acts = RandomBot(seed), 0
    while m.decision is not None:
        if m.state.phase == "act" and m.decision.prompt.startswith("Your actions"):
            fresh = Flow(m)
            with fresh.table_still():
                offered = Actions(fresh).options(m.decision.seat)
            assert m.decision.options[:-1] == offered
            acts += 1
        m.play(bot.pick(m))
    assert acts > 20


@pytest.mark.parametrize("players, seed, world", [(3, 4, "tutorial"), (6, 8, "tutorial"), (2, 11, "random"),
                                                  (3, 12, "random"), (4, 22, "random"), (5, 14, "random"),
                                                  (6, 24, "random")])
def test_every_sites_rulers_found_at_once_are_each_sites(players, seed, world):
    """The rulers of every site found in one pass are, after every step of random matches, each
    site's own; and those the flow the match runs keeps until one of its writers of the warbands at
    sites and the roles (Table, "who rules the sites") or of the sources moves their versions are
    the same."""
    from rules.core import RandomBot

    m = SPEC.new_match(["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"][:players], seed=seed, options={"world": world})
    bot = RandomBot(seed)
    while m.decision is not None:
        s, running = m.state, m._flow.gi_frame.f_locals["self"]
        assert s.every_site_rulers() == [s.rulers(slot) for slot in range(len(s.slots))]
        assert running.every_site_rulers() == s.every_site_rulers()
        assert running.sites_ruled_by_seat() == s.sites_ruled_by_seat()
        m.play(bot.pick(m))


@pytest.mark.parametrize("players, seed, world, strikes", [(3, 4, "tutorial", False), (6, 8, "tutorial", True),
                                                           (4, 14, "random", True), (4, 22, "random", False),
                                                           (6, 24, "random", False)])
def test_whether_a_defender_offers_a_target_here_is_what_its_targets_say(players, seed, world, strikes):
    """At every Act decision of random matches, each defender the deciding seat could name offers
    a target at its site exactly when its targets are listed, found without asking the powers that
    strike out only relics and banners (Circlet of Command); each of those, asked, strikes out
    nothing else."""
    from rules.core import RandomBot
    from rules.oath.campaign import Campaign
    from rules.oath.flow import Flow
    from rules.oath.powers.base import hooked
    from rules.oath.state import BANDITS

    m = SPEC.new_match(["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"][:players], seed=seed, options={"world": world})
    bot, asked = RandomBot(seed), 0
    while m.decision is not None:
        if m.state.phase == "act" and m.decision.prompt.startswith("Your actions"):
            seat, f = m.decision.seat, Flow(m)
            camp = Campaign(f)
            for defender in [x for x in range(players) if x != seat] + [BANDITS]:
                assert camp.offers_target_here(seat, defender) == bool(camp.targets(seat, defender))
                battle = camp.new_battle(seat, defender)
                offered = [(kind, what, None) for kind, what, _ in camp.targets(seat, defender, battle)]
                for src, power in hooked(f, "campaign_targets"):
                    if power.strikes_relics_and_banners_only:
                        kept = power.campaign_targets(f, battle, offered, [], src)
                        assert all(x in kept for x in offered if x[0] not in ("relic", "banner")), power.id
                        asked += 1
        m.play(bot.pick(m))
    assert bool(asked) == strikes  # such a power is on the table in some of these matches


@pytest.mark.parametrize("players, seed, world", [(2, 3, "tutorial"), (4, 5, "tutorial"), (6, 8, "tutorial"),
                                                  (3, 12, "random"), (5, 14, "random")])
def test_the_title_is_not_checked_again_only_where_a_check_would_move_nothing(players, seed, world):
    """The flow a match runs checks the title after an action only once what the check reads has
    moved since it last settled (Flow.title_reads): after every step of random matches at which
    it would not check, a check by a flow that never saw the match before gives nobody the title
    and asks nothing (and so changes nothing)."""
    from rules.core import RandomBot
    from rules.oath.flow import Flow

    m = SPEC.new_match(["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"][:players], seed=seed, options={"world": world})
    bot, skipped = RandomBot(seed), 0
    while m.decision is not None:
        running = m._flow.gi_frame.f_locals["self"]
        if running.title_reads() == running.title_settled_at:
            holder, logged = m.state.title_holder, len(m.log)
            assert Flow(m).update_title() == [] and m.state.title_holder == holder and len(m.log) == logged
            skipped += 1
        m.play(bot.pick(m))
    assert skipped > 20
