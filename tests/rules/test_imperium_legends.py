"""Imperium: Legends, and the two boxes combined: one test (or more) per section of
rules/imperium/REFERENCE.md that Legends adds, and the outline's cases Legends reaches (§8: 18, 23,
25, 26, 28-32)."""
from __future__ import annotations

import pytest

from rules.imperium.effects import Ctx
from rules.imperium.flow import Flow
from rules.imperium.scoring import card_vp, score
from rules.imperium.verbs import VERBS

from .conftest import drive
from .imperium_table import C, NO_CARD, answer_all, card, effects, lift, new_match, put
from .test_imperium_selfplay import check_view, play_through


def ctx(seat, cid=NO_CARD):
    return Ctx(seat, cid)


def first(d):
    return d.options[0].id


# --- 2.3 Combining the boxes --------------------------------------------------------------------
def test_2_3_a_tributary_named_like_a_nation_is_replaced_from_the_other_box():
    m = new_match(2, nation1="egyptians", nation2="romans", commons="classics", seed=3)
    s = m.state
    egyptians = card("Egyptians")  # the Classics Tributary
    in_use = [x for x in s.every_card() if x not in s.boxed]
    assert egyptians in s.boxed and egyptians not in in_use
    legends_in_use = [x for x in in_use if x in C.commons["legends"]]
    assert len(legends_in_use) == 1 and "tributary" in C.cards[legends_in_use[0]].types
    assert C.cards[legends_in_use[0]].name not in ("Egyptians", "Romans")
    tributaries = [x for x in in_use if x in C.commons["classics"] + C.commons["legends"] and
                   "tributary" in C.cards[x].types]
    assert len(tributaries) == 9, "2 players: 11 Tributaries less the 3+ and the 4 one, one of them replaced"


def test_2_3_the_legends_commons_with_classics_nations():
    m = new_match(3, commons="legends", seed=4)
    s = m.state
    used = [x for x in s.every_card() if x not in s.boxed and C.cards[x].nation is None and x != "KOK"]
    named = {C.cards[x].name for p in s.seats for x in C.nations[p.nation].cards}
    assert all(x in C.commons["legends"] or C.cards[x].types == ("tributary",) for x in used)
    assert not any(C.cards[x].name in named and "tributary" in C.cards[x].types for x in used)


# --- 5.28 Sink ----------------------------------------------------------------------------------
def test_5_28_the_atlanteans_sink_others_discard_case_18():
    m = new_match(2, nation1="atlanteans", nation2="romans", seed=5)
    s = m.state
    fx = effects(m)
    atl, rom = s.seats
    assert atl.empire and not atl.nation_deck, "they start as an Empire with no nation deck"
    x = atl.hand[0]
    answer_all(VERBS["sink"].does(fx, ctx(0), 0, {"sink": {"from": "hand"}}), lambda d: f"card:{x}" if d.option(
        f"card:{x}") else ("no" if d.option("no") else first(d)))
    assert x in atl.sunken and x in atl.owned()
    assert m.view(1)["seats"][0]["sunken"] is None and m.view(0)["seats"][0]["sunken"][0]["id"] == x
    y = rom.hand[0]
    drive(VERBS["sink"].does(fx, ctx(1), 1, {"sink": {"from": "hand"}}), f"card:{y}")
    assert y in rom.discard and not rom.sunken
    z = atl.hand[0]
    drive(VERBS["history"].does(fx, ctx(0), 0, {"history": {"from": "hand"}}), f"card:{z}")
    assert z in atl.discard and not atl.history, "no history: discarded"


# --- 6 Card notes -------------------------------------------------------------------------------
def test_6_5_embalming_on_population_paid_not_when_progress_paid_it_case_25():
    m = new_match(2, nation1="egyptians", seed=6)
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    put(s, card("Embalming", "egyptians"), p.play)
    x = p.hand[0]
    drive(VERBS["pay"].does(fx, ctx(0), 0, {"pay": {"population": 1}}), "pay:0:1:0", "yes", f"card:{x}")
    assert x in p.history
    p.population, p.progress = 0, 3
    drive(VERBS["pay"].does(fx, ctx(0), 0, {"pay": {"population": 1}}))
    assert p.progress == 2, "Progress paid it all: Embalming stays silent"


def test_6_6_indian_elephants_one_copy_without_the_barbarian_icon_case_26():
    m = new_match(2, nation1="mauryans")
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    elephants = [x for x in C.nations["mauryans"].cards if C.cards[x].name == "Indian Elephants"]
    for x in elephants:
        put(s, x, p.hand)
    p.empire = True
    assert sorted(fx.playable(0, x) for x in elephants) == [False, True]


def test_6_7_domestication_reacts_to_materials_from_a_fertile_card_case_28():
    m = new_match(2, commons="legends", seed=7)
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    domestication = put(s, card("Domestication"), p.play)
    hills = put(s, card("Hills"), p.play)  # production and fertile
    before = p.progress
    drive(VERBS["gain"].does(fx, Ctx(0, hills), 0, {"gain": {"material": 1}}), "yes")
    assert p.progress == before + 1 and domestication in p.exhausted


def test_6_7_domestication_reacts_through_a_fertile_card_recalled():
    """Water Mill recalls a card with a fertile icon to gain Materials: Domestication may react."""
    m = new_match(2, commons="legends", seed=7)
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    domestication = put(s, card("Domestication"), p.play)
    hills = put(s, card("Hills"), p.play)  # production and fertile
    mill = put(s, card("Water Mill"), p.play)
    before = p.progress
    drive(fx.use_exhaust(0, mill, fx.ability(0, mill, "exhaust")), "yes")
    assert hills in p.hand and p.progress == before + 1 and domestication in p.exhausted


def test_6_8_acclaimed_breaks_through_for_a_variable_card_case_29():
    m = new_match(2, commons="legends", seed=8)
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    acclaimed = put(s, card("Acclaimed"), p.hand)
    main = s.decks["main"]
    first_variable = next(x for x in reversed(main) if isinstance(C.cards[x].vp, dict) and "each" in C.cards[x].vp)
    answer_all(fx.play(0, acclaimed), lambda d: "deck:variable" if d.option("deck:variable") else first(d))
    assert first_variable in p.hand and acclaimed in p.history


def test_6_9_grand_trunk_road_counts_as_two_regions_case_30():
    m = new_match(2, nation1="mauryans")
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    for x in [x for x in p.play if C.cards[x].has("region")]:
        put(s, x, s.boxed)
    put(s, card("Grand Trunk Road", "mauryans"), p.play)
    put(s, card("Hills"), p.play)
    assert fx.count(0, "region") == 3


def test_6_10_quests_one_at_a_time_graal_last_case_31():
    m = new_match(2, nation1="arthurians", seed=9)
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    court = next(x for x in p.play if C.cards[x].name == "King Arthur's Court")
    graal = card("Graal", "arthurians")
    d = drive(fx.resolve_solstice(0, court), f"card:{p.development[0]}" if p.development[0] != graal
              else f"card:{p.development[1]}")
    assert f"card:{graal}" not in [o.id for o in d[0].options], "Graal only as the last impending quest"
    quest = p.garrison[court][0]
    assert C.cards[quest].start == "development" and quest not in p.development
    assert quest not in [x for _, pile in fx.scored_zones(0) for x in pile], "the active quest does not score"
    d = drive(fx.resolve_solstice(0, court))  # an active quest already: nothing
    assert not d and p.garrison[court] == [quest]
    myrddin = card("Myrddin Wyllt (Merlin)", "arthurians")
    drive(VERBS["special"].does(fx, ctx(0, myrddin), 0, {"special": "active_quest_to_hand"}))
    assert quest in p.hand and court not in p.garrison, "no longer active"
    for x in [x for x in p.development if x != graal]:
        put(s, x, s.boxed)
    d = drive(fx.resolve_solstice(0, court), f"card:{graal}")
    assert p.garrison[court] == [graal]


def test_6_10_moving_the_last_quest_does_not_end_the_game_but_graal_does_case_23():
    m = new_match(2, nation1="arthurians", seed=10)
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    court = next(x for x in p.play if C.cards[x].name == "King Arthur's Court")
    graal = card("Graal", "arthurians")
    for x in [x for x in p.development if x != graal]:
        put(s, x, s.boxed)
    drive(fx.resolve_solstice(0, court), f"card:{graal}")
    assert not p.development and s.last_round is None
    drive(VERBS["special"].does(fx, ctx(0), 0, {"special": "active_quest_to_hand"}))
    answer_all(fx.play(0, graal), lambda d: "no" if d.option("no") else first(d))
    assert s.last_round == s.round + 1


def test_6_11_the_utopian_journey_case_32():
    m = new_match(2, nation1="utopians", seed=11)
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    assert (p.exhausts, p.journey, p.empire) == (3, ["UTO3", "UTO2"], False)
    assert fx.in_play(0)[:2] == [p.power, "UTO2"], "only the top journey card is in play"
    p.progress = 6
    drive(fx.resolve_solstice(0, "UTO2"), "branch:0")
    assert p.sides["UTO2"] == "b" and p.progress == 0
    p.progress = 5
    drive(fx.resolve_solstice(0, "UTO2"), "branch:0")
    assert p.journey == ["UTO3"] and "UTO2" in s.boxed and p.empire, "Gates: the state turns to Empire"
    p.progress = 5
    drive(fx.resolve_solstice(0, "UTO3"), "branch:0")
    assert p.sides["UTO3"] == "b"
    p.population = 24
    drive(fx.resolve_solstice(0, "UTO3"))
    assert s.last_round == s.round + 1, "Shangri-la with 24 Population triggers the end"
    before = (p.material, p.population, s.seats[1].progress)
    fx.gain(0, {"material": 2})
    assert (p.material, p.population, s.seats[1].progress) == (before[0], before[1] + 2, before[2] + 1)


def test_6_11_an_unrest_each_time_the_deck_runs_empty_case_32():
    m = new_match(2, nation1="utopians", seed=12)
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    for x in list(p.deck)[1:]:
        put(s, x, p.discard)
    unrest = lambda: sum(1 for x in p.hand if "unrest" in C.cards[x].types)  # noqa: E731
    held = unrest()
    drive(fx.draw(0, 1, if_able=True))
    assert not p.deck and unrest() == held + 1, "emptied by a draw, no reshuffle: an Unrest"
    put(s, p.discard[0], p.deck)
    drive(fx.draw(0, 1, if_able=True))
    assert unrest() == held + 2, "refilled and emptied again: another"


# --- 7 Nations ----------------------------------------------------------------------------------
def test_7_7_gwaith_camlan_goes_into_play_and_stays():
    m = new_match(2, nation1="arthurians", seed=13)
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    nadir = p.nation_deck[0]
    p.nation_deck[:] = [nadir]
    for x in list(p.deck):
        put(s, x, p.discard)
    drive(fx.draw(0, 1))
    assert nadir in p.play and not p.empire
    assert nadir not in fx.abandonable(ctx(0), 0, {"abandon": "pinned"})


def test_7_7_a_knight_garrisoned_plays_its_region_again():
    m = new_match(2, nation1="arthurians", seed=14)
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    region = put(s, card("Britannia Prima", "arthurians"), p.play)  # draw a card, may garrison
    cai = put(s, card("Cai (Sir Kay)", "arthurians"), p.hand)
    hand = len(p.hand)
    answer_all(fx.play(0, cai), lambda d: f"card:{region}" if d.option(f"card:{region}") else (
        "no" if d.option("no") else first(d)))
    assert cai in p.garrison[region] and len(p.hand) == hand - 1 + 1


def test_7_8_the_atlanteans_side_a_reacts_to_a_sinking():
    m = new_match(2, nation1="atlanteans", side1="a", seed=15)
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    back = p.hand[1]
    put(s, back, p.discard)
    drive(VERBS["sink"].does(fx, ctx(0), 0, {"sink": {"from": "hand"}}), f"card:{p.hand[0]}", "yes")
    assert p.deck[-1] == back and p.power in p.exhausted


def test_7_9_egyptian_development_is_cheaper_with_medicine():
    m = new_match(2, nation1="egyptians")
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    target = next(x for x in p.development if C.cards[x].cost.get("population"))
    full = dict(C.cards[target].cost)
    put(s, card("Medicine", "egyptians"), p.play)
    assert fx.develop_cost(0, target).get("population", 0) == full["population"] - 1


def test_7_10_mauryan_glory_with_grand_trunk_road():
    m = new_match(2, nation1="mauryans")
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    glory = put(s, card("Glory", "mauryans"), p.hand)
    for x in [x for x in p.play if C.cards[x].has("region")]:
        put(s, x, s.boxed)
    put(s, card("Grand Trunk Road", "mauryans"), p.play)
    assert not fx.playable(0, glory), "one card: two Regions, not three"
    put(s, card("Hills"), p.play)
    assert fx.playable(0, glory)


def test_7_10_arthashastra_asks_whatever_the_hand_holds():
    """At the Solstice Arthashastra asks its owner alike whether or not an Unrest is in hand (which
    only the owner knows), with the same prompt; only an empty hand, which all see, asks nothing."""
    m = new_match(2, nation1="mauryans", seed=3)
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    arthashastra = put(s, card("Arthashastra", "mauryans"), p.play)
    for x in [x for x in p.hand if "unrest" in C.cards[x].types]:
        put(s, x, s.boxed)
    s.phase = "solstice"
    without = drive(fx.resolve_solstice(0, arthashastra), "no")
    assert [o.id for o in without[0].options] == ["no"] and without[0].always_ask
    u = put(s, s.unrest[-1], p.hand)
    held = len(p.hand)
    with_unrest = drive(fx.resolve_solstice(0, arthashastra), "progress", "no")
    assert with_unrest[0].prompt == without[0].prompt and u in p.discard and len(p.hand) == held - 1
    for x in list(p.hand):
        put(s, x, s.boxed)
    assert drive(fx.resolve_solstice(0, arthashastra)) == []


def test_7_11_minoan_development_costs_progress_less_with_architecture():
    m = new_match(2, nation1="minoans")
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    target = next(x for x in p.development if C.cards[x].cost.get("progress"))
    put(s, card("Architecture", "minoans"), p.play)
    assert fx.develop_cost(0, target).get("progress", 0) == C.cards[target].cost["progress"] - 1


def test_7_12_olmec_masks_from_under_stone_heads():
    m = new_match(2, nation1="olmecs", seed=16)
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    heads = put(s, card("Stone Heads", "olmecs"), p.play)
    for x in [x for x in p.hand if C.cards[x].has("mask")]:
        put(s, x, p.discard)
    tucked = p.hand[0]
    p.garrison[heads] = [lift(s, tucked)]
    drive(VERBS["discard"].does(fx, ctx(0), 0, {"discard": 1, "kind": "mask"}))
    assert tucked in p.discard and heads not in p.garrison


def test_7_13_qin_cleanup_token_is_population():
    m = new_match(2, nation1="qin", nation2="romans", seed=17)
    s = m.state
    drive(Flow(m).cleanup(0, effects(m)), "space:0", "done")
    assert s.market[0].tokens["population"] == 1


def test_7_13_confucianism_abandons_legalism():
    m = new_match(2, nation1="qin", seed=18)
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    p.empire = True
    legalism = put(s, card("Legalism", "qin"), p.play)
    confucianism = put(s, card("Confucianism", "qin"), p.hand)
    answer_all(fx.play(0, confucianism), lambda d: "no" if d.option("no") else first(d))
    assert confucianism in p.play and legalism in p.discard


def test_7_14_utopians_score_their_population():
    m = new_match(2, nation1="utopians", seed=19)
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    p.population = 12
    assert card_vp(fx, 0, p.power, "in_play") == 12 // 3
    assert score(fx, 0)[0] >= 4


# --- self-play of mixed tables, and the masking sweep -------------------------------------------
NATIONS = sorted(C.nations)


def mixed(players: int, i: int) -> dict:
    """Tables mixing the boxes: every nation at every seat count, both commons, both sides."""
    options = {"commons": ("classics", "legends")[i % 2]}
    for j in range(players):
        options[f"nation{j + 1}"] = NATIONS[(i * players + j * 5) % len(NATIONS)]
        options[f"side{j + 1}"] = "ab"[(i + j) % 2]
    return options


TABLES = [(players, i) for players in (2, 3, 4) for i in range(16)]


def test_the_mixed_tables_seat_every_nation_at_every_count():
    seen = {(players, options[f"nation{j + 1}"]) for players, i in TABLES
            for options in [mixed(players, i)] for j in range(players)}
    assert seen == {(players, n) for players in (2, 3, 4) for n in NATIONS}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_selfplay_of_mixed_tables(players):
    for i in range(16):
        options = mixed(players, i)
        m, steps = play_through(players, 50_000 + 100 * players + i, options)
        assert m.state.phase == "over" and m.result["winners"]


@pytest.mark.parametrize("players, i", [(2, 3), (3, 5), (4, 9)])
def test_masking_sweep_of_mixed_tables(players, i):
    def check(m, step):
        if step % 4 == 0 or m.decision is None:
            for seat in [None, *range(players)]:
                check_view(m, seat)

    play_through(players, 60_000 + i, mixed(players, i), check)


def test_7_7_guennuvar_plays_an_empire_card_for_an_arthurian():
    m = new_match(2, nation1="arthurians", seed=22)
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    region = put(s, card("Britannia Secunda", "arthurians"), p.play)
    king = card("King Arthur", "arthurians")
    p.garrison[region] = [lift(s, king)]
    corruption = put(s, card("Corruption"), p.hand)
    guennuvar = put(s, card("Guennuvar", "arthurians"), p.hand)
    assert not fx.playable(0, corruption), "never an Empire: no Empire card from hand"
    answer_all(fx.play(0, guennuvar), lambda d: "branch:1" if d.option("branch:1") else first(d))
    assert king in p.discard and corruption in p.discard and not p.empire
    assert (s.seats[1].progress, s.seats[1].material) == (2, 5), "Guennuvar's Progress, Corruption's Materials"


def test_7_7_morigena_puts_the_active_quest_on_the_discard_pile():
    m = new_match(2, nation1="arthurians", seed=23)
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    court = next(x for x in p.play if C.cards[x].name == "King Arthur's Court")
    quest = p.development[0] if C.cards[p.development[0]].name != "Graal" else p.development[1]
    put(s, quest, p.garrison.setdefault(court, []))
    drive(VERBS["special"].does(fx, ctx(0), 0, {"special": "active_quest_to_discard"}))
    assert quest in p.discard and court not in p.garrison


def test_7_11_pottery_cannot_be_played_again_as_an_empire():
    m = new_match(2, nation1="minoans")
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    pottery = put(s, card("Pottery", "minoans"), p.hand)
    assert fx.playable(0, pottery)
    p.empire = True
    assert not fx.playable(0, pottery)


def test_7_12_the_legends_supply_unrest_by_count():
    """Arthurians 2/3/4, Olmecs 1/2/3, Utopians 3/4/5, Qin 0/1/2 supply Unrest at 2/3/4 players."""
    expected = {2: 2 + 1, 3: 3 + 2 + 4, 4: 4 + 3 + 5 + 2}
    for players in (2, 3, 4):
        nations = ("arthurians", "olmecs", "utopians", "qin")[:players]
        m = new_match(players, **{f"nation{i + 1}": n for i, n in enumerate(nations)})
        s = m.state
        supplied = [x for x in [*s.unrest, *(sp.unrest for sp in s.market)] if x and C.cards[x].nation]
        assert len(supplied) == expected[players]


def test_7_14_utopians_get_three_exhaust_tokens_at_every_cleanup_case_3():
    m = new_match(2, nation1="utopians", nation2="romans", seed=24)
    s = m.state
    p = s.seats[0]
    p.exhausts = 0
    drive(Flow(m).cleanup(0, effects(m)), "space:0", "done")
    assert p.exhausts == 3
