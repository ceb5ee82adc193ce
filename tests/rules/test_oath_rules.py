"""Oath: one test (or more) per section of rules/oath/REFERENCE.md, named after it, and the
given/when/then cases of the rules outline (Part 3), on the first game's world."""
from __future__ import annotations

from collections import Counter

import pytest

from rules.oath.actions import Actions
from rules.oath.campaign import Campaign
from rules.oath.citizenship import Citizenship
from rules.oath.content import GOALS, card_kind
from rules.oath.dice import attack_total, defense_total, skulls
from rules.oath.effects import discard_advisers_down_to
from rules.oath.flow import Flow
from rules.oath.powers.base import REGISTRY, Power, adviser_limit, power_of
from rules.oath.savestring import decode
from rules.oath.state import BANDITS, PURPLE, Adviser, Battle

from .conftest import drive, drive_result
from .oath_table import (ATTACK_FACES, C, DEFENSE_FACES, GIANT, LUSH, MOUNTAIN, PLAINS, ROCKY, SALT, SLUM,
                         SPEC, TUTORIAL, WASTES, acting, after_battle, after_setup, card, check, clear_map, give_favor,
                         give_relic, lift, live, majors, new_match, option_ids, places_of, relic, rig, set_advisers,
                         set_board, set_warbands, settle_secrets, source, take)


def major(m, seat, action, target):
    actions = Actions(Flow(m))
    return next(x for x in actions.majors(seat) if x.action == action and x.target == target)


# --- 1 Setup --------------------------------------------------------------------------------
def test_1_1_the_first_games_world():
    s = new_match(4).state
    names = [C.sites[slot.site].name if slot.faceup else None for slot in s.slots]
    assert names == ["Plains", None, "Mountain", None, None, "Rocky Coast", None, None]
    assert [C.card_name(x) for x in s.slots[PLAINS].cards] == ["Longbows"]
    assert [C.card_name(x) for x in s.slots[MOUNTAIN].cards] == ["Taming Charm"]
    assert [C.card_name(x) for x in s.slots[MOUNTAIN].relics] == ["Ivory Eye"]
    assert s.oath == "supremacy"


def test_1_1_setup_matches_the_tutorial_string():
    """Which site holds which card, the world deck's order, 51 denizens and 5 Visions in it: the
    state after setup against the decoded save string, not against our own data."""
    saved = decode(TUTORIAL)
    for seats in (2, 4, 6):
        s = new_match(seats).state
        assert [(slot.site, slot.faceup, tuple(slot.cards) + tuple(slot.relics)) for slot in s.slots] == [
            (r.site, r.faceup, r.cards) for r in saved.sites]
        deck = list(saved.world_deck)
        assert s.world == deck[:len(s.world)], "the world deck keeps its order, top first"
        drawn = sorted(x for pile in s.discards.values() for x in pile) + sorted(x for h in s.hands for x in h)
        assert sorted(drawn) == sorted(deck[len(s.world):]), "setup draws from the bottom only"
        assert Counter(card_kind(x) for x in deck) == {"denizen": 51, "vision": 5}
        assert sorted(s.reliquary) == sorted(saved.relic_deck[:4]) and s.relic_deck == list(saved.relic_deck[4:])


def test_1_2_shared_pieces_t1_2():
    s = new_match(4).state
    assert set(s.banks.values()) == {3} and s.banners["peoples_favor"].tokens == 1
    assert s.banners["darkest_secret"].tokens == 1 and s.favor_supply == 12
    s6 = new_match(6).state
    assert set(s6.banks.values()) == {4} and s6.favor_supply == 4
    assert s.round == 1 and s.visions_drawn == 0


def test_1_3_the_chancellors_pieces_t1_1():
    s = new_match(4).state
    ch = s.players[0]
    assert (ch.role, ch.board, ch.favor, ch.secrets) == ("chancellor", 3, 2, 1)
    assert [slot.warbands.get(PURPLE, 0) for slot in s.slots] == [2, 0, 1, 0, 0, 1, 0, 0]
    assert s.pool[PURPLE] == 17 and C.scepter.id in ch.relics
    assert s.title_holder == 0 and not s.usurper


def test_1_4_exiles_t1_1():
    s = new_match(4).state
    for p in s.players[1:]:
        assert (p.role, p.board, p.favor, p.secrets, p.supply) == ("exile", 3, 1, 1, 7)
        assert s.pool[p.color] == 11


def test_1_5_reliquary_relics_and_decks_t1_3():
    s = new_match(4).state
    assert sorted(C.card_name(x) for x in s.reliquary) == sorted(
        ["Circlet of Command", "Oracular Pig", "Cup of Plenty", "Truthful Harp"])
    assert len(s.relic_deck) == 15
    assert [len(pile) for pile in s.discards.values()] == [1, 1, 1]
    assert all(len(hand) == 3 for hand in s.hands)


def test_1_5_visions_drawn_at_setup_advance_the_marker(monkeypatch):
    import dataclasses

    from rules.oath import setup

    deck = [x for x in C.world.world_deck if x not in (card("Faith"), card("Conquest"))]
    deck[-4:-4] = [card("Conquest")]  # the second from the bottom of Ann's three
    deck.append(card("Faith"))  # the bottom card, onto the Cradle's discard pile
    world = dataclasses.replace(C.world, world_deck=tuple(deck))
    monkeypatch.setattr(setup, "content", lambda: dataclasses.replace(C, world=world))
    m = new_match(3)
    s = m.state
    assert s.discards["cradle"] == [card("Faith")] and card("Conquest") in s.hands[0]
    assert s.visions_drawn == 2, "step 22: one step per Vision drawn in steps 19 and 20"
    assert any("2 Visions" in e.text for e in m.log if e.seats is None), "the marker is public"


def test_1_6_pawns_and_advisers_t1_4():
    m = after_setup(4)
    s = m.state
    assert all(len(p.advisers) == 1 and not p.advisers[0].faceup for p in s.players)
    assert len(s.world) == 41 and s.visions_drawn == 0 and s.players[0].pawn == PLAINS
    assert sum(len(pile) for pile in s.discards.values()) == 3 + 2 * 4, "each player discarded two"
    assert all(not hand for hand in s.hands)


# --- 2 Components ---------------------------------------------------------------------------
def test_2_1_regions_and_their_sites():
    s = new_match(4).state
    assert [slot.region for slot in s.slots] == ["cradle"] * 2 + ["provinces"] * 3 + ["hinterland"] * 3


def test_2_2_three_advisers_at_most_t9_2():
    m = after_setup(4)
    s, f = m.state, Flow(m)
    p = s.players[1]
    p.advisers = [Adviser(card(x), True) for x in ("Scryer", "Elders", "Wolves")]
    newcomer = card("Tents")
    seen = drive(Actions(f).play(1, newcomer, "faceup"), f"room:{card('Scryer')}")
    assert [a.card for a in p.advisers] == [card("Elders"), card("Wolves"), newcomer]
    assert seen[0].prompt.startswith("Your advisers are full")


def test_2_3_reliquary_relics_are_offered_not_recovered():
    m = after_setup(4)
    ids = majors(m, 0)
    assert not any("reliquary" in x for x in ids)
    assert all(x is not None for x in m.state.reliquary)


def test_2_4_relic_defense_dice():
    assert C.scepter.defense == 5 and C.relics[relic("Ivory Eye")].defense == 2


def test_2_5_seizing_a_banner_burns_two_never_the_last_t5_5_7():
    m = after_setup(4)
    f, pf = Flow(m), m.state.banners["peoples_favor"]
    pf.tokens, m.state.favor_supply = 3, m.state.favor_supply - 2
    f.seize_banner(1, "peoples_favor")
    assert (pf.tokens, pf.mob, pf.holder) == (1, True, 1)
    pf.tokens, pf.mob, m.state.favor_supply = 2, False, m.state.favor_supply - 1
    f.seize_banner(2, "peoples_favor")
    assert pf.tokens == 1


def test_2_6_denizens_have_suits_and_restrictions():
    d = C.denizens[card("Wizard School")]
    assert d.suit == "arcane" and d.restriction == "site"


def test_2_7_a_vision_drawn_advances_the_marker_t5_1_2():
    m = after_setup(4)
    s = m.state
    s.world[:3] = [card("Scryer"), card("Faith"), card("Elders")]
    take(m, 1, "search:world", f"keep:{card('Scryer')}", "to:discard")
    assert s.visions_drawn == 1 and s.world[0] == card("Elders"), "the Vision stops the drawing"


def test_2_8_revealing_a_site():
    m = after_setup(4)
    s = m.state
    s.players[1].pawn = MOUNTAIN
    take(m, 1, f"travel:{GIANT}")
    giant = s.slots[GIANT]
    assert giant.faceup and len(giant.relics) == C.sites[giant.site].relics == 1


def test_2_11_the_title_moves_and_ties_t2_11():
    m = after_setup(4)
    s, f = m.state, Flow(m)
    for slot in range(8):
        s.slots[slot].warbands = {}
    s.pool = {k: v for k, v in s.pool.items()}
    s.pool[PURPLE] = 24 - s.players[0].board
    for color in ("red", "blue", "white"):
        s.pool[color] = 14 - s.players[1].board
    set_warbands(s, PLAINS, "red", 1)
    set_warbands(s, MOUNTAIN, "red", 1)
    set_warbands(s, ROCKY, "blue", 1)
    s.title_holder = 1
    set_warbands(s, LUSH, "blue", 1)
    assert f.update_title() == [] and s.title_holder == 1, "H 2 vs X 2: H keeps"
    set_warbands(s, SALT, "blue", 1)
    set_warbands(s, GIANT, "white", 1)
    set_warbands(s, WASTES, "white", 1)
    set_warbands(s, SLUM, "white", 1)
    s.players[2].color, s.players[3].color = "blue", "white"
    f = Flow(m)  # a position edited by hand, past a flow's writers: a new flow sees it
    assert sorted(f.update_title()) == [2, 3], "H 2, X 3, Y 3: the holder picks"
    drive(f.title_check(), "title:3")
    assert s.title_holder == 3 and not s.usurper
    # settled, the title is checked again once warbands move (Flow.title_reads: the rulers' version)
    f.remove_warbands_at(GIANT, "white")
    f.add_warbands_at(GIANT, "blue", 1)
    drive(f.title_check())
    assert s.title_holder == 2, "X 4, Y 2: X takes it"


def test_2_11_only_under_supremacy_the_chancellor_holds_the_title_for_the_empire():
    m = after_setup(3)
    s, f = m.state, Flow(m)
    s.players[1].role = "citizen"
    s.oath = "people"
    s.banners["peoples_favor"].holder = 1
    assert f.update_title() == [] and s.title_holder == 1, "the Oath of the People: the Citizen who holds the banner"
    s.oath = "protection"
    s.banners["peoples_favor"].holder = None
    give_relic(s, 2, "Map")
    give_relic(s, 1, "Whistle")
    give_relic(s, 1, "Ivory Eye")
    f.update_title()
    assert s.title_holder == 1, "Protection: the Citizen with the most relics, not the Chancellor"
    s.oath = "supremacy"
    f.update_title()
    assert s.title_holder == 0, "Supremacy: the Empire's sites are every Imperial player's, the title the Chancellor's"


@pytest.mark.parametrize("oath", ["supremacy", "people", "protection", "devotion"])
def test_2_11_each_oath_gives_the_title_to_whoever_alone_meets_it(oath):
    """Bob, an Exile, alone meets the Oath in force (a site, the People's Favor, the one relic in
    play but the Reliquary's, the Darkest Secret) and takes the title from the Chancellor."""
    m = after_setup(3)
    s, f = m.state, Flow(m)
    s.oath = oath
    clear_map(s)
    if oath == "supremacy":
        set_warbands(s, MOUNTAIN, "red", 1)
    elif oath == "protection":
        give_relic(s, 1, "Grand Scepter")  # 1 against nobody's: the least that is the most
    else:
        s.banners["peoples_favor" if oath == "people" else "darkest_secret"].holder = 1
    assert f.update_title() == [] and s.title_holder == 1
    assert [e.text for e in m.log][-1] == "Bob takes the Oathkeeper title"


def test_2_11_a_tie_without_the_holder_is_the_holders_to_break():
    """The Chancellor and an Exile tie for the most sites (or, under Protection, two Exiles for the
    most relics and banners) while a third player holds the title: its holder is asked."""
    m = after_setup(3)
    s, f = m.state, Flow(m)
    clear_map(s)
    f.give_title(2)
    set_warbands(s, PLAINS, PURPLE, 1)
    set_warbands(s, MOUNTAIN, "red", 1)
    assert sorted(f.update_title()) == [0, 1] and s.title_holder == 2
    s.oath = "protection"
    f.give_title(0)
    give_relic(s, 1, "Map")
    give_relic(s, 1, "Whistle")
    give_relic(s, 2, "Ivory Eye")
    s.banners["darkest_secret"].holder = 2
    assert sorted(f.update_title()) == [1, 2] and s.title_holder == 0


def test_2_11_the_empires_sites_give_the_chancellor_the_title():
    """Under Supremacy the purple sites count for every Imperial player: when only they lead,
    the Chancellor takes the title for the Empire, and nobody is asked to break a tie."""
    m = after_setup(3)
    s, f = m.state, Flow(m)
    s.players[2].role = "citizen"
    clear_map(s)
    set_warbands(s, MOUNTAIN, "red", 1)
    f.give_title(1)
    set_warbands(s, PLAINS, PURPLE, 1)
    set_warbands(s, ROCKY, PURPLE, 1)
    assert [s.sites_ruled(x) for x in range(3)] == [2, 1, 2]
    assert f.update_title() == [] and s.title_holder == 0


def test_2_11_a_citizen_leading_under_supremacy_leaves_the_chancellor_holding_it_untold():
    """Under Supremacy a Citizen who rules the most sites (the Bandit Crown's empty sites) holds
    them for the Empire: the title stays with the Chancellor, and the log has nothing to tell."""
    m = after_setup(3)
    s, f = m.state, Flow(m)
    s.players[1].role = "citizen"
    clear_map(s)
    give_relic(s, 1, "Bandit Crown")
    set_warbands(s, PLAINS, PURPLE, 1)
    assert s.sites_ruled(1) > s.sites_ruled(0) == 1
    told = len(m.log)
    assert f.update_title() == [] and s.title_holder == 0 and len(m.log) == told


def test_2_11_defending_titles_add_dice():
    m = after_setup(4)
    s, camp = m.state, Campaign(Flow(m))
    b = Battle(1, 2, sites=[])
    s.title_holder, s.usurper = 2, False
    assert camp.defense_dice(b) == 1
    s.usurper = True
    assert camp.defense_dice(b) == 2


def test_2_11_the_chancellors_title_defends_every_imperial_player():
    """"When an Imperial player defends, the Chancellor always adds the Oathkeeper title's power
    to the defense": the Chancellor's die for himself and for a Citizen, never for an Exile, nor
    for a Citizen the campaign makes non-Imperial (5.5.1), nor for the bandits."""
    m = after_setup(4)
    s, camp = m.state, Campaign(Flow(m))
    s.players[2].role = s.players[3].role = "citizen"
    assert s.title_holder == 0 and not s.usurper

    def dice(attacker, defender):
        return camp.defense_dice(camp.new_battle(attacker, defender))

    assert dice(1, 0) == 1, "the Chancellor defends: his own title"
    assert dice(2, 0) == 1, "the Chancellor attacked by a Citizen"
    assert dice(1, 2) == 1, "a Citizen attacked by an Exile: the Chancellor's title defends"
    assert dice(3, 2) == 1, "a Citizen attacked by a Citizen made non-Imperial: the defender stays Imperial"
    assert dice(0, 2) == 0, "a Citizen attacked by the Chancellor is not Imperial"
    assert dice(1, BANDITS) == 0, "the bandits hold no title"
    s.oath, s.title_holder = "people", 2  # a Citizen holds the title under another Oath (2.11)
    assert dice(1, 2) == 1 and dice(1, 3) == dice(1, 0) == 0, "only the Chancellor's title defends the others"
    s.players[3].role, s.title_holder = "exile", 0
    assert dice(2, 3) == 0, "an Exile defends: not the Empire's title"


def test_2_11_the_usurpers_two_dice_defend_the_usurper_alone():
    m = after_setup(4)
    s, camp = m.state, Campaign(Flow(m))
    s.players[3].role = "citizen"
    s.title_holder, s.usurper = 1, True

    def dice(attacker, defender):
        return camp.defense_dice(camp.new_battle(attacker, defender))

    assert dice(2, 1) == dice(0, 1) == 2, "the Usurper defends, against an Exile or the Chancellor"
    assert dice(1, 2) == 0, "another Exile defends"
    assert dice(1, 0) == dice(1, 3) == 0, "an Imperial player defends: the title is not the Empire's"


def test_2_11_the_title_die_is_rolled_for_a_citizen(monkeypatch):
    """In a campaign as played: Bob attacks Cid, a Citizen, at Plains; the Chancellor's title is
    in the defense pool rolled."""
    m = after_setup(3)
    s = m.state
    drive(Citizenship(Flow(m)).become_citizen(2))
    clear_map(s)
    set_board(s, 1, 4)
    s.discards["cradle"].append(lift(s, card("Longbows")))  # no battle plan at Plains
    rig(monkeypatch)
    m = live(m, 1)
    for choice in ("campaign:campaign", "defender:2", "dice:4"):
        m.play(choice)
    assert m.state.battle.defense_from == [("Cid's pawn", 2), ("the Oathkeeper title", 1)]


# --- 3 Victory ------------------------------------------------------------------------------
def test_3_1_usurper_wins_at_the_next_wake_t3_1():
    m = after_setup(3)
    s, f = m.state, Flow(m)
    f.give_title(1)
    drive(f.wake(1))
    assert s.usurper and s.phase != "over", "the first Wake turns it"
    drive(f.wake(1))
    assert s.phase == "over" and s.winners == [1]


def test_3_2_visionary_needs_three_visions_and_no_tie_t3_2():
    m = after_setup(3)
    s, f = m.state, Flow(m)
    s.players[1].vision = card("Conquest")
    for slot in range(8):
        s.slots[slot].warbands = {}
    for slot in (PLAINS, LUSH, MOUNTAIN, GIANT):
        s.slots[slot].warbands["red"] = 1
    s.visions_drawn = 2
    assert f.vision_goal_met(1) is None
    s.visions_drawn = 3
    assert f.vision_goal_met(1) == "Conquest"
    for slot in (SALT, ROCKY, WASTES, SLUM):
        s.slots[slot].warbands["blue"] = 1
    f = Flow(m)  # a position edited by hand, past a flow's writers: a new flow sees it
    assert f.vision_goal_met(1) is None, "another player also on 4"


def test_3_2_every_goal_is_understood_and_no_other():
    f = Flow(after_setup(3))
    assert all(f.goal_met(1, goal) in (True, False) for goal in GOALS)
    with pytest.raises(ValueError):
        f.goal_met(1, "rules_most_regions")


def test_3_3_stable_regime_end_die_t3_3():
    assert [C.end_die_wins(5, r) for r in range(1, 7)] == [False] * 5 + [True]
    assert [C.end_die_wins(6, r) for r in range(1, 7)] == [False] * 4 + [True] * 2
    assert [C.end_die_wins(7, r) for r in range(1, 7)] == [False] * 2 + [True] * 4
    m = after_setup(3)
    s, f = m.state, Flow(m)
    s.round, s.turn = 5, 3
    f.give_title(1)
    drive(f.end_of_round())
    assert s.phase != "over" and s.round == 6, "the title with an Exile: no roll"


def end_of_round(m, round_: int, face: int) -> list[int]:
    """Round `round_` ends with every die showing `face`; returns the faces the end die showed."""
    rolled, revealed = [], []

    def below(n):
        assert n == 6, "a six-sided die"
        rolled.append(face)
        return face - 1

    m.state.round, m.state.turn, m.state.phase = round_, len(m.players), "round-end"
    m.rng.below, m.reveal = below, lambda: revealed.append(face)
    drive(Flow(m).end_of_round())
    del m.rng.below, m.reveal
    assert revealed == rolled, "a roll is seen by all: undo may not reach back past it to roll again"
    return rolled


@pytest.mark.parametrize("round_, face, wins", [(5, 5, False), (5, 6, True), (6, 4, False), (6, 5, True),
                                                 (7, 2, False), (7, 3, True)])
def test_3_3_the_end_die_after_rounds_5_to_7(round_, face, wins):
    m = after_setup(3)
    s = m.state
    assert end_of_round(m, round_, face) == [face], "the Chancellor holds the title"
    assert (s.phase == "over") == wins and s.winners == ([0] if wins else [])
    assert (s.round, s.turn, s.phase) == ((round_, len(m.players), "over") if wins else (round_ + 1, 0, "wake")), \
        "the next round begins with the Chancellor's Wake"
    if wins:
        assert s.won_by == f"Ann wins as the Chancellor: the regime is stable: the end die showed {face} after " \
                           f"round {round_}, the title in Imperial hands"


def test_3_3_no_end_die_before_round_5_nor_for_an_exiles_title():
    m = after_setup(3)
    s, f = m.state, Flow(m)
    assert end_of_round(m, 4, 6) == [] and s.round == 5, "round 4: no end die"
    f.give_title(1)
    assert end_of_round(m, 7, 6) == [] and s.round == 8 and s.phase != "over", "an Exile holds the title"
    s.players[1].role = "citizen"
    assert end_of_round(m, 7, 6) == [6] and s.winners == [0], "a Citizen holds it for the Empire"


def test_3_3_1_successor_t3_3_1():
    m = after_setup(3)
    s, f = m.state, Flow(m)
    s.oath = "people"
    s.players[1].role = s.players[2].role = "citizen"
    s.banners["darkest_secret"].holder = 2
    s.title_holder = 1
    assert f.imperial_winner() == 2


def test_3_3_1_the_supremacy_successor_holds_more_relics_and_banners_than_every_imperial_player():
    """Under Supremacy (the first game's Oath) a Citizen wins instead of the Chancellor with more
    relics and banners, counted together, than the Chancellor and every other Citizen; an Exile's
    do not count; a Citizen with none is never the Successor, even when no Imperial player has any."""
    m = after_setup(4)
    s, f = m.state, Flow(m)
    s.players[1].role = s.players[2].role = "citizen"
    assert s.oath == "supremacy" and s.relics_and_banners(0) == 1, "the Chancellor's Grand Scepter"
    give_relic(s, 1, "Map")
    assert f.imperial_winner() == 0, "1 against the Chancellor's 1: a tie is not more"
    s.banners["darkest_secret"].holder = 1
    assert f.imperial_winner() == 1, "2 against 1"
    f.imperial_win("the regime is stable", "3.3")
    assert s.won_by == ("Bob wins as the Successor: the regime is stable, and they hold more relics and banners, "
                        "counted together, than the Chancellor and every other Citizen")
    s.winners, s.phase = [], "act"
    give_relic(s, 2, "Whistle")
    give_relic(s, 2, "Ivory Eye")
    assert f.imperial_winner() == 0, "another Citizen with as many"
    for name in ("Whistle", "Ivory Eye"):
        give_relic(s, 3, name)
    give_relic(s, 3, "Oracular Pig")
    assert f.imperial_winner() == 1, "an Exile's 3 do not count"
    s.players[1].relics.clear()
    s.relic_deck.append(relic("Map"))
    s.banners["darkest_secret"].holder = None
    give_relic(s, 3, "Grand Scepter")
    assert [s.relics_and_banners(x) for x in range(3)] == [0, 0, 0] and f.imperial_winner() == 0, \
        "no Imperial player holds any: no Successor"
    s.players[2].role = "exile"
    assert f.imperial_winner() == 0, "a lone Citizen with none is no Successor"
    give_relic(s, 1, "Map")
    assert f.imperial_winner() == 1, "1 against none"
    s.relic_deck.append(lift(s, relic("Map")))
    f.imperial_win("the regime is stable", "3.3")
    assert s.winners == [0]


def test_3_3_1_the_devotion_successor_holds_the_grand_scepter():
    """Under the Oath of Devotion a Citizen holding the Grand Scepter is the Successor (the goal's
    key once went unread, and asking it raised an error)."""
    m = after_setup(3)
    s, f = m.state, Flow(m)
    s.oath = "devotion"
    s.players[1].role = "citizen"
    assert f.imperial_winner() == 0
    give_relic(s, 1, "Grand Scepter")
    assert f.imperial_winner() == 1
    f.imperial_win("the regime is stable", "3.3")
    assert s.winners == [1] and s.won_by == "Bob wins as the Successor: the regime is stable, and they hold the Grand Scepter"


def test_3_4_war_exhaustion_t3_4():
    m = after_setup(3)
    s, f = m.state, Flow(m)
    s.title_holder, s.usurper = 1, False
    f.war_exhaustion()
    assert s.winners == [0], "an Exile Oathkeeper and no Vision: the Empire"


def test_3_4_war_exhaustion_ends_the_game_after_round_8():
    m = after_setup(3)
    s, f = m.state, Flow(m)
    f.give_title(1)
    assert end_of_round(m, 8, 6) == [], "no end die after round 8"
    assert (s.phase, s.round, s.winners) == ("over", 8, [0])
    assert s.won_by == "Ann wins as the Chancellor: War Exhaustion after round 8, nobody else prevails"


def test_3_4_the_title_is_checked_before_the_visions():
    """An Imperial title wins before an Exile's Vision met; an Exile's title only as the Usurper."""
    m = after_setup(3)
    s, f = m.state, Flow(m)
    s.players[1].vision = lift(s, card("Sanctuary"))
    s.banners["darkest_secret"].holder = 1
    give_relic(s, 1, "Map")
    s.visions_drawn = 3
    assert s.title_holder == 0 and f.vision_goal_met(1) == "Sanctuary"
    f.war_exhaustion()
    assert s.winners == [0] and "the title in Imperial hands" in s.won_by
    s.winners, s.phase = [], "round-end"
    s.title_holder, s.usurper = 2, True
    f.war_exhaustion()
    assert s.winners == [2] and s.won_by == "Cid wins as the Usurper: War Exhaustion after round 1, they hold the title"
    s.winners, s.phase, s.usurper = [], "round-end", False
    f.war_exhaustion()
    assert s.winners == [1] and "Visionary (Sanctuary)" in s.won_by, "an Exile's title on its Oathkeeper side"


def test_3_4_sanctuary_before_faith_t3_4_3():
    m = after_setup(3)
    s, f = m.state, Flow(m)
    s.title_holder, s.usurper = 0, False
    s.players[0].role = "exile"  # no Imperial title holder in this test
    s.players[1].vision, s.players[2].vision = card("Faith"), card("Sanctuary")
    s.banners["darkest_secret"].holder = 1
    for name in ("Map", "Whistle"):
        s.relic_deck.remove(relic(name))
        s.players[2].relics.append(relic(name))
    s.players[0].relics.clear()
    s.visions_drawn = 3
    f.war_exhaustion()
    assert s.winners == [2]


# --- 4 Sequence -----------------------------------------------------------------------------
def test_4_1_1_peoples_favor_at_wake_t4_1_1():
    m = after_setup(3)
    s, f = m.state, Flow(m)
    pf = s.banners["peoples_favor"]
    pf.holder = 1
    s.players[1].favor = 2
    drive(f.peoples_favor(1))
    assert pf.tokens == 2 and s.players[1].favor == 1, "at 1 favor with favor in hand: place"
    pf.tokens, s.players[1].favor = 1, 0
    s.banks["nomad"] = 0
    drive(f.peoples_favor(1))
    assert pf.tokens == 0 and s.banks["nomad"] == 1, "none to place: to the emptiest bank"
    pf.tokens, pf.mob, s.players[1].favor = 4, False, 3
    s.favor_supply -= 5
    drive(f.wake(1), "pf:place")
    assert pf.tokens == 5 and not pf.mob, "5 favor: still intact"
    drive(f.wake(1), "pf:place")
    assert pf.tokens == 6 and pf.mob, "6 favor: Mob"


def at_salt_flats_with_favor(s, seat: int) -> None:
    """The seat's pawn at Salt Flats, holding 1 favor: a Wake power there would ask (4.1.4)."""
    s.slots[SALT].faceup, s.slots[SALT].favor = True, 1
    s.favor_supply -= 1
    s.players[seat].pawn = SALT


def test_4_1_2_exiles_check_victory_at_wake():
    m = after_setup(3)
    s, f = m.state, Flow(m)
    at_salt_flats_with_favor(s, 2)
    s.title_holder, s.usurper = 2, True
    drive(f.wake(2))  # won: nothing more is asked at that Wake
    assert s.winners == [2] and s.phase == "over" and "Usurper" in s.won_by


def test_4_1_2_a_visionary_wins_at_their_wake():
    m = after_setup(3)
    s, f = m.state, Flow(m)
    clear_map(s)
    set_warbands(s, MOUNTAIN, "red", 1)  # Bob alone rules a site
    s.players[1].vision = lift(s, card("Conquest"))
    s.visions_drawn = 3
    at_salt_flats_with_favor(s, 1)
    drive(f.wake(1))  # won: nothing more is asked at that Wake
    assert s.winners == [1] and s.phase == "over"
    assert s.won_by == "Bob wins as a Visionary (Conquest): at their Wake they rule more sites than anyone else, with 3 Visions drawn"


def test_4_1_3_the_exile_turns_the_title_to_usurper():
    m = after_setup(3)
    s, f = m.state, Flow(m)
    drive(f.wake(1))
    assert not s.usurper, "the Chancellor's title: nothing to turn"
    s.title_holder = 2
    drive(f.wake(1))
    assert not s.usurper, "another Exile's title: only its holder turns it"
    s.title_holder = 1
    drive(f.wake(1))
    assert s.usurper


def test_4_1_4_opportunity_sites_at_wake():
    m = after_setup(3)
    s, f = m.state, Flow(m)
    s.slots[SALT].faceup, s.slots[SALT].favor, s.slots[SALT].secrets = True, 2, 1
    s.favor_supply -= 2
    s.players[1].pawn = SALT
    drive(f.wake(1), "claim:secret")
    assert s.slots[SALT].secrets == 0 and s.players[1].secrets == 2


def test_4_2_act_spends_supply():
    m = after_setup(3)
    s = m.state
    s.players[1].pawn = MOUNTAIN
    take(m, 1, f"muster:{card('Taming Charm')}")
    assert s.players[1].supply == 6


def test_4_3_rest_refreshes_supply_t4_3():
    m = after_setup(3)
    s, f = m.state, Flow(m)
    p = s.players[1]
    s.pool[p.color], p.supply = 10, 2
    p.board = 14 - 10
    f.rest(1)
    assert p.supply == 7, "min(7, 6 + 2)"
    s.players[0].supply = 4
    s.players[2].role, s.players[2].supply = "citizen", 1
    f.rest(2)
    assert s.players[2].supply == 5, "a Citizen: the Chancellor's Supply plus the unspent"
    p.secrets_down, p.secrets = 1, 0
    f.rest(1)
    assert (p.secrets, p.secrets_down) == (1, 0), "a secret paid out of turn turns faceup at Rest"


# --- 5 Major actions ------------------------------------------------------------------------
def test_5_1_1_search_costs():
    m = after_setup(3)
    s = m.state
    assert major(m, 1, "search", "world").supply == 2
    s.visions_drawn = 1
    assert major(m, 1, "search", "world").supply == 3
    s.visions_drawn = 3
    assert major(m, 1, "search", "world").supply == 4
    s.banners["darkest_secret"].holder = 1
    assert major(m, 1, "search", "world").supply == 2, "the Darkest Secret's holder"


def test_5_1_2_three_cards_from_the_top():
    m = after_setup(3)
    s = m.state
    top = s.world[:3]
    take(m, 1, "search:world", f"keep:{top[0]}", "to:discard")
    assert s.world[:1] != top[:1] and all(x not in s.world for x in top)


def test_5_1_3_keep_one_discard_the_rest():
    m = after_setup(3)
    s = m.state
    top = s.world[:3]
    piles = sum(len(p) for p in s.discards.values())
    take(m, 1, "search:world", f"keep:{top[1]}", "to:facedown")
    assert sum(len(p) for p in s.discards.values()) == piles + 2 and s.players[1].advisers[-1].card == top[1]


def test_5_1_4_playing_to_a_site_and_capacity_t5_1_4():
    m = after_setup(3)
    s, f = m.state, Flow(m)
    s.players[1].pawn = MOUNTAIN
    arcane = card("Alchemist")
    before = s.banks["arcane"]
    drive(Actions(f).play(1, arcane, "site"))
    assert s.slots[MOUNTAIN].cards[-1] == arcane and s.banks["arcane"] == before - 1
    places = places_of(Actions(f), 1, card("Scryer"))
    assert "site" not in places, "Mountain holds 2: full"


def test_5_1_4_visions_t5_1_4_iii():
    m = after_setup(3)
    f = Flow(m)
    assert "vision" not in places_of(Actions(f), 0, card("Faith")), "the Chancellor cannot reveal it"
    assert "facedown" in places_of(Actions(f), 0, card("Faith"))
    s = m.state
    s.players[1].vision = card("Faith")
    drive(Actions(f).play(1, card("Conquest"), "vision"))
    assert s.players[1].vision == card("Conquest") and any(card("Faith") in p for p in s.discards.values())


def test_5_1_4_the_conspiracy_t5_1_4_iv():
    m = after_setup(3)
    s, f = m.state, Flow(m)
    a, b = s.players[1], s.players[2]
    a.pawn = b.pawn = MOUNTAIN
    a.advisers = [Adviser(card("Longbows"), True), Adviser(card("Keep"), True)]
    b.advisers = [Adviser(card("Scouts"), True)]
    s.relic_deck.remove(relic("Map"))
    b.relics.append(relic("Map"))
    drive(Actions(f).play(1, card("Conspiracy"), "conspiracy"), f"take:relic:2:{relic('Map')}")
    assert relic("Map") in a.relics and a.secrets == 0 and card("Conspiracy") in s.boxed


def test_5_1_4_locked_advisers_leave_no_room_t7_2_2():
    m = after_setup(3)
    f, p = Flow(m), m.state.players[1]
    locked = [i for i, d in C.denizens.items() if d.locked][:3]
    p.advisers = [Adviser(x, True) for x in locked]
    assert not {"faceup", "facedown"} & set(places_of(Actions(f), 1, card("Scryer")))
    assert set(places_of(Actions(f), 1, card("Conspiracy"))) == {"conspiracy"}, "a Vision kept facedown needs room too"
    assert set(places_of(Actions(f), 1, card("Faith"))) == {"vision"}


def test_5_2_muster_t5_2():
    m = after_setup(3)
    s = m.state
    p = s.players[1]
    p.pawn = MOUNTAIN
    charm = card("Taming Charm")
    take(m, 1, f"muster:{charm}")
    assert (p.supply, p.board, s.card_tokens(charm)) == (6, 5, [1, 0])
    assert f"muster:{charm}" not in majors(m, 1), "a card with a token: no second muster"
    c = s.players[2]
    c.role, c.pawn = "citizen", MOUNTAIN
    s.tokens_on_cards.clear()
    before = s.pool[PURPLE]
    take(m, 2, f"muster:{charm}")
    assert s.pool[PURPLE] == before - 2, "a Citizen's warbands are purple"


def test_5_3_trade_t5_3():
    m = after_setup(3)
    s = m.state
    p = s.players[1]
    p.pawn, p.favor, p.secrets = MOUNTAIN, 3, 2
    p.advisers = [Adviser(card("Alchemist"), True)]
    charm = card("Taming Charm")
    take(m, 1, f"trade:{charm}-secret")
    assert p.favor == 5, "1 + 1 matching Arcane adviser"
    s.tokens_on_cards.clear()
    take(m, 1, f"trade:{charm}-favor")
    assert (p.favor, p.secrets) == (3, 2)
    p.advisers = []
    s.tokens_on_cards.clear()
    take(m, 1, f"trade:{charm}-favor")
    assert p.secrets == 2, "no matching adviser: no secret, still legal"


def test_5_4_1_recover_targets_and_the_darkest_secret_t5_4():
    m = after_setup(3)
    s, actions = m.state, Actions(Flow(m))
    ds = s.banners["darkest_secret"]
    ds.holder = 2
    s.players[2].pawn = GIANT  # facedown: no cards there
    assert not actions.darkest_secret_open(1)
    s.players[2].pawn = MOUNTAIN
    s.players[2].advisers = []
    assert actions.darkest_secret_open(1), "no faceup advisers and a denizen there"


def test_5_4_2_relic_cost_ivory_eye_t5_4():
    m = after_setup(3)
    s = m.state
    p = s.players[1]
    p.pawn, p.favor = MOUNTAIN, 3
    take(m, 1, "recover:relic-0")  # by its place: the relic lies facedown
    assert relic("Ivory Eye") in p.relics and p.favor == 1 and p.supply == 6


def test_5_4_2_a_banner_costs_any_number_of_tokens_above_those_on_it():
    m = after_setup(3)
    s = m.state
    p = s.players[1]
    pf = s.banners["peoples_favor"]
    give_favor(s, 1, 3)  # 4 favor against the banner's 1
    assert majors(m, 1)["recover:peoples_favor"].price == "2 favor or more"
    seen = take(m, 1, "recover:peoples_favor", "pay:3", "from:beast")
    assert [o.id for o in seen[0].options] == ["pay:2", "pay:3", "pay:4"], "the player chooses how many"
    assert (pf.holder, pf.tokens, p.favor) == (1, 3, 1)
    ds = s.banners["darkest_secret"]
    p.secrets = 12
    settle_secrets(s)
    s.tokens_on_cards.clear()
    seen = take(m, 1, "recover:darkest_secret", "pay:11")
    options = seen[0].options
    assert [o.id for o in options] == [f"pay:{n}" for n in range(2, 13)]
    assert {o.group for o in options} == {"2 to 10 secrets", "11 to 12 secrets"}, "more than nine: in groups"
    assert (ds.holder, ds.tokens, p.secrets) == (1, 11, 2), "the old secret comes back to the player"
    check(m)


def test_5_4_3_the_relic_goes_to_the_player():
    m = after_setup(3)
    s = m.state
    s.players[1].pawn, s.players[1].favor = MOUNTAIN, 2
    take(m, 1, "recover:relic-0")
    assert not s.slots[MOUNTAIN].relics


def test_5_4_4_banner_tokens_t5_4():
    m = after_setup(3)
    s = m.state
    pf = s.banners["peoples_favor"]
    pf.tokens, pf.mob = 3, True
    s.favor_supply -= 2
    p = s.players[1]
    p.favor = 4
    s.favor_supply -= 3
    banks = dict(s.banks)
    take(m, 1, "recover:peoples_favor", "from:beast")
    assert (pf.tokens, pf.mob, pf.holder, p.favor) == (4, False, 1, 0)
    assert [s.banks[x] - banks[x] for x in C.suits] == [1, 0, 0, 0, 1, 1]
    ds = s.banners["darkest_secret"]
    ds.tokens, ds.holder = 2, 2
    s.players[1].secrets = 3
    s.players[2].secrets = 0
    s.players[2].pawn = MOUNTAIN
    take(m, 1, "recover:darkest_secret")
    assert (ds.tokens, s.players[1].secrets, s.players[2].secrets) == (3, 1, 1)


def test_5_4_4_the_darkest_secret_from_the_supply_gives_back_one_old_secret():
    m = after_setup(3)
    s = m.state
    ds = s.banners["darkest_secret"]
    ds.tokens = 3  # more than the 1 it starts with (Storyteller adds them)
    p = s.players[1]
    p.secrets = 4
    settle_secrets(s)
    supply = s.secret_supply
    take(m, 1, "recover:darkest_secret")
    assert (ds.holder, ds.tokens, p.secrets) == (1, 4, 1), "the player takes 1 of the old secrets"
    assert s.secret_supply == supply + 2, "the rest have no former holder: back to the supply"
    check(m)


def test_5_5_1_defenders_and_bandits():
    m = after_setup(3)
    s, camp = m.state, Campaign(Flow(m))
    s.players[1].pawn = MOUNTAIN
    assert camp.defenders(1) == [0], "the Chancellor rules Mountain"
    s.slots[MOUNTAIN].warbands = {}
    s.pool[PURPLE] += 1
    camp = Campaign(Flow(m))  # a position edited by hand, past a flow's writers: a new flow sees it
    assert camp.defenders(1) == [BANDITS]


def test_5_5_2_targets_t5_5_2():
    m = after_setup(3)
    s, camp = m.state, Campaign(Flow(m))
    s.players[1].pawn = MOUNTAIN
    battle = camp.new_battle(1, 0)
    seen = drive(camp.choose_targets(battle), "target:done")
    assert MOUNTAIN in battle.sites, "the defender's site here must be targeted"
    assert all(o.id != f"target:site:{MOUNTAIN}" for o in seen[0].options)
    s.players[1].pawn = LUSH
    assert camp.targets(1, 0) == [], "no target at the attacker's site"
    set_board(s, 1, 2)
    seen, dice = drive_result(camp.choose_dice(battle), "dice:2")
    assert [o.id for o in seen[0].options] == ["dice:2", "dice:1", "dice:0"] and dice == 2


def test_5_5_3_shifting_from_an_empty_pool_t5_5_3():
    battle = Battle(1, 0, attack_dice=1)
    battle.shift("defender", 2, "a plan")
    assert (battle.attack_dice, battle.extra_defense) == (0, 1)


def test_5_5_4_doubling_shields_t5_5_4():
    d = DEFENSE_FACES
    assert defense_total([d["shield"], d["shield"], d["double"]]) == 4
    assert defense_total([d["two_shields"], d["double"], d["double"]]) == 8
    assert defense_total([d["two_shields"], d["double"], d["double"], d["double"]]) == 16
    assert defense_total([d["double"]]) == 0


def test_5_5_5_swords_and_the_tie_t5_5_5():
    a = ATTACK_FACES
    assert attack_total([a["hollow_sword"]] * 3 + [a["sword"]]) == 2
    assert skulls([a["two_swords_skull"], a["two_swords_skull"]]) == 2
    m = after_setup(3)
    camp = Campaign(Flow(m))
    battle = Battle(1, 0)
    set_board(m.state, 1, 4)
    seen, attack = drive_result(camp.offer_sacrifice(battle, 3, 5), "sacrifice:yes")
    assert "Sacrifice 3" in seen[0].options[1].label and attack == 6 and m.state.players[1].board == 1


def test_5_5_6_losses_t5_5_6():
    m = after_setup(3)
    s, camp = m.state, Campaign(Flow(m))
    set_board(s, 1, 5)
    camp.attacker_losses(Battle(1, 2))
    assert s.players[1].board == 3, "5 on board: 2 die"
    for slot in range(8):
        s.slots[slot].warbands = {}
    s.pool[PURPLE] = 24 - s.players[0].board
    set_warbands(s, SALT, "blue", 3)
    set_warbands(s, WASTES, "blue", 2)
    set_board(s, 2, 2)
    s.players[1].pawn = s.players[2].pawn = SALT
    battle = Battle(1, 2, sites=[SALT, WASTES])
    drive(camp.defender_losses(battle), *["lose:site:%d" % SALT] * 3)
    assert s.slots[SALT].warbands.get("blue", 0) == 0 and s.slots[WASTES].warbands.get("blue", 0) == 0
    assert s.players[2].board == 4, "3 of 7 die, 4 go to the board"
    seen = drive(camp.defender_losses(Battle(1, BANDITS, sites=[LUSH])))
    assert seen == [], "bandits never die"


def test_5_5_7_victory_t5_5_7():
    m = after_setup(3)
    s, camp = m.state, Campaign(Flow(m))
    d = s.players[2]
    d.favor = 5
    s.favor_supply -= 4
    battle = Battle(1, 2, pawn=True)
    drive(camp.banish(battle), f"banish:{ROCKY}")
    assert d.pawn == ROCKY and d.favor == 3, "5 favor: 2 burn"
    c = s.players[1]
    c.role = "citizen"
    set_board(s, 1, 3)
    battle = Battle(1, 0, sites=[MOUNTAIN], non_imperial=1)
    s.slots[MOUNTAIN].warbands = {}
    s.pool[PURPLE] += 1
    drive(camp.victory(battle), "place:0")
    assert not s.rulers(MOUNTAIN), "a Citizen beating Imperial sites may place none"


def test_5_5_8_plans_resolve_after_the_campaign():
    m = after_setup(3)
    s, f = m.state, Flow(m)
    camp = Campaign(f)
    merc = card("Mercenaries")
    s.players[1].advisers = [Adviser(merc, True)]
    src = source(f, merc)
    battle = Battle(1, 2)
    battle.plans.append((1, "attacker", src))
    drive(power_of(src).after(f, battle, "attacker", 1, src, False))
    assert not s.players[1].advisers and camp


def test_5_6_travel_costs():
    m = after_setup(3)
    s = m.state
    s.players[1].pawn = PLAINS
    assert major(m, 1, "travel", str(ROCKY)).supply == 4
    assert major(m, 1, "travel", str(LUSH)).supply == 1
    s.players[1].pawn = MOUNTAIN
    assert major(m, 1, "travel", str(GIANT)).supply == 2


# --- 6 Minor actions ------------------------------------------------------------------------
def test_6_1_facedown_advisers():
    m = after_setup(3)
    s = m.state
    p = s.players[1]
    p.advisers = [Adviser(card("Scryer"), False)]
    take(m, 1, f"reveal:{card('Scryer')}:faceup")
    assert p.advisers == [Adviser(card("Scryer"), True)]


def test_6_2_action_powers_in_the_menu():
    m = after_setup(3)
    s, f = m.state, Flow(m)
    s.players[1].advisers = [Adviser(card("Spirit Snare"), True)]
    ids = {o.id for o in Actions(f).options(1)}
    assert f"power:denizen:{card('Spirit Snare')}" in ids


def test_6_3_peeking_at_a_relic():
    m = after_setup(3)
    s = m.state
    s.players[1].pawn = MOUNTAIN
    take(m, 1, "peek:0")  # by its place: the id would name it
    assert relic("Ivory Eye") in s.players[1].peeked
    assert m.log[-1].seats == (1,) and m.view(1)["slots"][MOUNTAIN]["relics"][0]["name"] == "Ivory Eye"
    assert m.view(2)["slots"][MOUNTAIN]["relics"][0]["name"] is None


def test_6_4_the_scepter_peeks_at_the_reliquary():
    m = after_setup(3)
    take(m, 0, "citizen:peek")
    assert all(x["relic"]["name"] for x in m.view(0)["reliquary"])
    assert not any(x["relic"]["name"] for x in m.view(1)["reliquary"])


def test_6_5_moving_warbands_t6_5():
    m = after_setup(3)
    s = m.state
    assert s.slots[PLAINS].warbands[PURPLE] == 2 and s.players[0].board == 3
    assert take(m, 0, "toboard") == [], "one warband only may leave: never the last one"
    assert s.slots[PLAINS].warbands[PURPLE] == 1 and s.players[0].board == 4
    assert "toboard" not in option_ids(m, 0), "the last warband stays"
    seen = take(m, 0, "tosite", "warbands:4")
    assert [o.id for o in seen[0].options] == [f"warbands:{n}" for n in range(1, 5)]
    assert s.slots[PLAINS].warbands[PURPLE] == 5 and s.players[0].board == 0


def make_citizen(m, seat: int) -> None:
    take(m, 0, f"citizen:offer:{seat}", "space:0", "swap:done", "offer:accept")


def test_6_5_a_citizen_takes_warbands_off_a_site_only_if_the_chancellor_agrees():
    m = after_setup(3)
    s = m.state
    make_citizen(m, 1)
    set_warbands(s, PLAINS, PURPLE, 4)
    board = s.players[1].board
    seen = take(m, 1, "toboard", "warbands:2", "consent:no")
    assert seen[-1].seat == 0, "the Chancellor is asked"
    assert s.slots[PLAINS].warbands[PURPLE] == 4 and s.players[1].board == board
    take(m, 1, "toboard", "warbands:2", "consent:yes")
    assert s.slots[PLAINS].warbands[PURPLE] == 2 and s.players[1].board == board + 2


def test_6_5_imperial_partners_give_and_take_warbands_with_consent():
    m = after_setup(3)
    s = m.state
    make_citizen(m, 2)
    ch, cid = s.players[0], s.players[2]
    assert ch.pawn == cid.pawn
    assert {"give:2", "take:2"} <= option_ids(m, 0) and "give:1" not in option_ids(m, 0), "Exiles are no partners"
    before = (ch.board, cid.board)
    seen = take(m, 0, "give:2", "warbands:2", "consent:no")
    assert seen[-1].seat == 2 and (ch.board, cid.board) == before
    take(m, 0, "give:2", "warbands:2", "consent:yes")
    assert (ch.board, cid.board) == (before[0] - 2, before[1] + 2)
    assert ch.board == 1
    take(m, 2, "take:0", "consent:yes")  # the one warband left: no number to choose
    assert (ch.board, cid.board) == (0, before[1] + 3)


def test_6_6_citizenship_t6_6():
    m = after_setup(3)
    s = m.state
    exile = s.players[1]
    set_warbands(s, LUSH, "red", 2)
    s.players[1].vision = card("Faith")
    take(m, 0, "citizen:offer:1", "space:0", "swap:done", "offer:accept")
    assert exile.role == "citizen" and exile.vision is None and exile.supply == 7
    assert s.slots[LUSH].warbands.get(PURPLE) == 2 and not s.slots[LUSH].warbands.get("red")
    assert s.reliquary[0] is None and len(exile.relics) == 1


def test_6_6_1_an_offer_may_show_reliquary_relics_and_swap_the_grand_scepter():
    m = after_setup(3)
    s = m.state
    bob = s.players[1]
    shown = s.reliquary[2]
    seen = take(m, 0, "citizen:offer:1", "space:0", "swap:show:2", f"swap:relic:0:{C.scepter.id}", "swap:done",
                "offer:accept")
    assert "swap:show:2" not in {o.id for o in seen[-2].options}, "each relic is shown once"
    assert shown in bob.peeked and s.reliquary[2] == shown, "Bob has seen it; it stays on the Reliquary"
    told = [e for e in m.log if e.seats == (1,)]
    assert told and C.relics[shown].name in told[-1].text
    assert not any(C.relics[shown].name in e.text for e in m.log if e.seats is None)
    assert C.scepter.id in bob.relics and C.scepter.id not in s.players[0].relics, "the Law does not keep it out"
    check(m)


def test_6_7_exiling_a_citizen_t6_7():
    m = after_setup(3)
    s, cit = m.state, Citizenship(Flow(m))
    s.players[1].role = "citizen"
    s.title_holder = 1
    assert cit.exile_fee(0, 1) == 6
    s.banners["peoples_favor"].holder = 0
    assert cit.exile_fee(0, 1) == 5


def test_6_7_the_scepters_exile_shows_the_fee_as_it_stands():
    """The options a flow keeps from one step to the next (Actions.one_of_several) show the fee
    of the Grand Scepter's exile as it stands, not as it stood."""
    m = after_setup(3)
    s = m.state
    s.players[1].role = "citizen"
    s.title_holder = 1
    give_favor(s, 0, 6)
    actions = Actions(acting(m, 0))
    assert {o.id: o.label for o in actions.options(0)}["citizen:exile:1"] == "Grand Scepter: exile Bob (6 favor)"
    s.banners["peoples_favor"].holder = 0
    assert {o.id: o.label for o in actions.options(0)}["citizen:exile:1"] == "Grand Scepter: exile Bob (5 favor)"


def test_6_8_self_exile_fee_t6_8():
    m = after_setup(3)
    s, cit = m.state, Citizenship(Flow(m))
    p = s.players[1]
    p.role, p.secrets, p.secrets_down = "citizen", 2, 1
    set_board(s, 1, 4)
    assert cit.self_exile_fee(1) == 7


def test_6_8_self_exile_counts_the_secrets_placed_on_cards_this_turn():
    m = after_setup(3)
    s = m.state
    p = s.players[1]
    p.role, p.pawn, p.secrets = "citizen", MOUNTAIN, 2
    set_board(s, 1, 4)
    acting(m, 1)
    take(m, 1, f"trade:{card('Taming Charm')}-secret")  # 1 secret onto the card, 1 left on the board
    assert Citizenship(Flow(m)).self_exile_fee(1) == 4 + 1 + 1, "the board's warbands, its secret and the card's"


def test_7_2_site_only_and_adviser_only_cards_keep_to_their_places():
    m = after_setup(3)
    actions = Actions(Flow(m))
    keep = places_of(actions, 1, card("Keep"))
    assert "site" in keep and "facedown" in keep and "faceup" not in keep, "site-only; facedown it has no restriction"
    friend = places_of(actions, 1, card("Faithful Friend"))
    assert "faceup" in friend and not any(to.startswith("site") for to in friend), "adviser-only"


def test_7_2_locked_cards_are_never_discarded():
    m = after_setup(3)
    s, f = m.state, Flow(m)
    set_advisers(s, 1, card("Keep"), card("Faithful Friend"), card("Scryer"), faceup=False)
    assert [o.id for o, _ in Actions(f).minor_options(1) if o.id.startswith("drop:")] == [f"drop:{card('Scryer')}"]
    drive(discard_advisers_down_to(f, 1, 0, "Discard", "7.2"))  # the one unlocked card goes without asking
    assert [a.card for a in s.players[1].advisers] == [card("Keep"), card("Faithful Friend")]


class LimitFor(Power):
    """A power lowering one seat's adviser limit, or everyone's (None), for T7.6.4."""
    def __init__(self, limit: int, seat: int | None = None):
        self.limit, self.seat = limit, seat

    def adviser_limit(self, f, seat, src):
        return self.limit if self.seat in (None, seat) else None


def test_7_6_4_the_lowest_adviser_limit_holds_and_binds_at_once_t7_6_4(monkeypatch):
    m = after_setup(3)
    s = m.state
    monkeypatch.setitem(REGISTRY, C.denizens[card("Longbows")].power, LimitFor(2))  # at the Plains
    monkeypatch.setitem(REGISTRY, C.denizens[card("Taming Charm")].power, LimitFor(1, seat=1))  # at the Mountain
    f = acting(m, 1)
    assert (adviser_limit(f, 0), adviser_limit(f, 1)) == (2, 1), "limits 2 and 1: 1"
    ann, bob = [card(x) for x in ("Wolves", "Elders", "Scryer")], [card(x) for x in ("Tents", "Rangers")]
    set_advisers(s, 0, *ann)
    set_advisers(s, 1, *bob)
    set_warbands(s, MOUNTAIN, PURPLE, 0)
    set_warbands(s, MOUNTAIN, s.players[1].color, 1)
    s.players[1].pawn = MOUNTAIN
    seen = drive(f.act(1), "tosite", "warbands:1",  # any action: the limits bind after it
                 f"room:{bob[0]}", f"room:{ann[2]}", "end")
    assert [d.seat for d in seen[-3:-1]] == [1, 0], "the acting seat first, then in turn order"
    assert [a.card for a in s.players[1].advisers] == [bob[1]] and len(s.players[0].advisers) == 2
    check(m)


# --- 9 Technicalities -----------------------------------------------------------------------
def test_9_3_favor_is_limited_secrets_are_not():
    m = after_setup(3)
    s, f = m.state, Flow(m)
    s.players[1].favor += s.banks["order"] - 1
    s.banks["order"] = 1
    assert f.gain_from_bank(1, "order", 3) == 1 and s.banks["order"] == 0, "only what the bank holds"
    s.players[2].secrets += s.take_secrets(s.secret_supply)
    assert s.secret_supply == 0
    s.players[2].secrets += s.take_secrets(2)
    assert s.secret_supply == -2, "two more than the box holds"
    SPEC.engine.check_invariants(m)


def test_9_2_cannot_beats_must():
    m = after_setup(3)
    s, f = m.state, Flow(m)
    set_advisers(s, 1, card("Keep"), card("Faithful Friend"), card("A Small Favor"), faceup=False)
    seen = drive(discard_advisers_down_to(f, 1, 2, "Your advisers are full: discard one", "5.1.4"))
    assert not seen and len(s.players[1].advisers) == 3, "must discard one, cannot discard a locked card: nothing"


def test_9_3_a_muster_gains_the_warbands_there_are():
    m = after_setup(3)
    s = m.state
    p = s.players[1]
    p.pawn, p.favor = MOUNTAIN, 2
    charm = card("Taming Charm")
    s.pool[p.color] = 1
    actions = Actions(acting(m, 1))
    muster = majors(m, 1)[f"muster:{charm}"]
    assert actions.major_words(muster, actions.gain_read(1, muster)).startswith("Muster 1 warband at Taming Charm")
    board = p.board
    take(m, 1, f"muster:{charm}")
    assert (p.board, s.pool[p.color]) == (board + 1, 0)
    s.tokens_on_cards.clear()
    take(m, 1, f"muster:{charm}")  # none left: still a muster (5.2 asks for no warbands in supply)
    assert (p.board, p.favor, s.card_tokens(charm)) == (board + 1, 0, [1, 0])


def test_9_4_secrets_in_the_view():
    m = after_setup(3)
    v = m.view(2)
    assert "world" not in v and v["world_top"] in ("vision", "denizen")
    assert all(a["name"] is None for a in v["seats"][1]["advisers"])
    assert all(a["name"] for a in v["seats"][2]["advisers"])
    assert v["slots"][LUSH]["site"] is None, "a facedown site's face"


def test_9_5_exact_payments():
    m = after_setup(3)
    s = m.state
    p = s.players[1]
    p.pawn = MOUNTAIN
    give_favor(s, 1, 4)
    take(m, 1, "recover:relic-0")
    assert p.favor == 5 - 2, "the Mountain's price burns 2 favor, not more"


# --- 10 Glossary ----------------------------------------------------------------------------
def test_10_1_discard_t10():
    m = after_setup(3)
    s, f = m.state, Flow(m)
    s.players[1].pawn = PLAINS
    f.discard(1, card("Scryer"))
    assert s.discards["provinces"][-1] == card("Scryer")
    s.players[1].pawn = ROCKY
    f.discard(1, card("Wolves"))
    assert s.discards["cradle"][-1] == card("Wolves")
    s.players[1].pawn = PLAINS
    f.discard(1, card("Elders"), from_slot=ROCKY)
    assert s.discards["cradle"][-1] == card("Elders")


def test_10_1_a_discarded_cards_secrets_go_facedown_to_the_active_player():
    m = after_setup(3)
    s = m.state
    archers = lift(s, card("Horse Archers"))
    s.slots[PLAINS].cards.append(archers)  # at the Chancellor's Plains, a battle plan of either side
    bob = s.players[1]
    f = acting(m, 1)
    take(m, 1, f"trade:{archers}-secret")  # Bob's secret onto the card
    src = source(f, archers)
    after_battle(f, Battle(1, 0), "defender", 0, src, False)  # Ann used it defending: discarded after
    assert archers in s.discards["provinces"]
    assert (bob.secrets_down, s.players[0].secrets_down) == (1, 0), "to the active player, not the discarding one"
    check(m)


def test_10_2_rule():
    m = after_setup(3)
    s = m.state
    s.players[1].role = "citizen"
    assert s.rules(1, PLAINS) and s.rules(0, PLAINS), "purple sites: every Imperial player"
    assert not s.rules(2, PLAINS)


@pytest.mark.parametrize("seed", range(1, 4))
def test_10_whole_matches_keep_every_piece(seed):
    from rules.core.selfplay import play_one
    m, steps = play_one(SPEC, 2 + seed, seed)
    assert m.result["winners"] and steps > 20
