"""A War of Whispers: one test (or more) per section of rules/whispers/REFERENCE.md, named after it,
and the rulebook's worked examples."""

from rules.core.selfplay import play_one
from rules import games
from rules.whispers.content import LOYALTY_SLOTS, content
from rules.whispers.engine import loyalty_points, score
from rules.whispers.flow import Play

from .conftest import drive

C = content()
NAMES = {e.id: e.name for e in C.empires}


def card_with(effect, index=0, empire=None):
    """A card whose effect at `index` is `effect` (index 0 costs only the card itself)."""
    return next(cid for cid, card in C.cards.items()
                if len(card.effects) > index and card.effects[index].effect == effect
                and (empire is None or card.empire == empire))


def region_units(t, region):
    return t.s.unit_empire[region], t.s.unit_count[region]


# --- 1 Components and setup ------------------------------------------------------------------
def test_1_1_components(table):
    t = table(4)
    assert len(C.cards) == 40 and all(sum(c.empire == e for c in C.cards.values()) == 8 for e in C.empire_ids)
    assert t.s.agents_supply == [9, 9, 9, 9]
    assert all(sorted(tokens) == sorted(C.empire_ids) for tokens in t.s.loyalty)


def test_1_2_empires_and_reserves(table):
    t = table()
    assert C.empire_ids == ("bear", "lion", "horse", "elephant", "eagle")
    for e in C.empire_ids:
        on_map = sum(n for r, n in t.s.unit_count.items() if t.s.unit_empire[r] == e)
        assert on_map + t.s.reserve[e] == 20
        assert sorted(t.s.decks[e]) == sorted(cid for cid, c in C.cards.items() if c.empire == e)
    shuffled = [table(seed=seed).s.decks["bear"] for seed in (1, 2, 3)]
    assert len({tuple(d) for d in shuffled}) > 1, "decks are shuffled by the seed"


def test_1_3_map_setup(table):
    t = table()
    for r, region in C.regions.items():
        assert t.s.unit_count[r] == region.banners
        assert t.s.unit_empire[r] == (region.home if region.banners else None)


def test_1_4_map_symbols():
    assert {r.garrison_limit for r in C.regions.values() if r.farm} == {6}
    assert {r.garrison_limit for r in C.regions.values() if not r.farm} == {4}
    for e in C.empire_ids:
        mine = [r for r in C.regions.values() if r.home == e]
        assert sum(r.cities for r in mine) == (4 if e == "lion" else 3), "content decision: 3 cities, the Lion 4"
        assert any(r.farm for r in mine) and any(r.fort for r in mine)


def test_1_5_loyalty_tokens_set_up(table):
    t = table(3)
    assert all(not any(rev) for rev in t.s.revealed)
    v = t.m.view(0)
    assert [x["empire"] for x in v["seats"][0]["loyalty"]] == t.s.loyalty[0], "the owner may look"
    assert all(x["empire"] is None for x in v["seats"][1]["loyalty"]), "others may not"


def test_1_6_first_player(table):
    firsts = {table(4, seed=s).s.first for s in range(1, 30)}
    assert firsts == {0, 1, 2, 3}
    assert table(4, seed=5).s.first == table(4, seed=5).s.first


# --- 2 Round structure -----------------------------------------------------------------------
def test_2_1_four_phases_in_order():
    m, _ = play_one(games.get("whispers"), 3, seed=3)
    first_marker = [e.text for e in m.log].index("Round marker 1 placed")
    discard_or_loyalty = [i for i, e in enumerate(m.log) if e.rule in ("9.2", "10.1")]
    placements = [i for i, e in enumerate(m.log) if e.rule == "3.2"]
    acting = [i for i, e in enumerate(m.log) if e.rule == "4.1"]
    assert placements[0] < acting[0] < first_marker < discard_or_loyalty[0]


def test_2_2_four_rounds_and_the_end():
    m, _ = play_one(games.get("whispers"), 4, seed=9)
    assert m.decision is None and m.state.round == 4 and m.state.phase == "over"
    assert [e.text for e in m.log if e.rule == "9.1"] == [f"Round marker {i} placed" for i in range(1, 5)]


def test_2_3_first_player_marker_passes_clockwise():
    m, _ = play_one(games.get("whispers"), 3, seed=4)
    starts = [e.text for e in m.log if e.rule == "2.2"]
    first = [m.players.index(text.split("; ")[1].split(" is first")[0]) for text in starts]
    assert first == [(first[0] + i) % 3 for i in range(4)]
    passes = [e.text for e in m.log if e.rule == "2.3"]
    assert passes == [f"The first-player marker passes to {m.players[seat]}" for seat in first[1:]]


def test_3_1_each_seat_recalls_one_agent_a_round_from_the_first_player():
    m, _ = play_one(games.get("whispers"), 3, seed=4)
    rounds = [i for i, e in enumerate(m.log) if e.rule == "2.2"] + [len(m.log)]
    assert not [e for e in m.log[:rounds[1]] if e.rule == "3.1"], "no agent to recall in round 1"
    for start, end in zip(rounds[1:], rounds[2:]):
        first = m.players.index(m.log[start].text.split("; ")[1].split(" is first")[0])
        recalls = [m.players.index(e.text.split(" recalls")[0]) for e in m.log[start:end] if e.rule == "3.1"]
        assert recalls == [(first + i) % 3 for i in range(3)]


# --- 3 Agents phase --------------------------------------------------------------------------
def test_3_1_recall_from_round_two(table):
    t = table(3)
    t.s.round = 2
    t.s.set_agent("bear", "sheriff", 0)
    t.s.set_agent("lion", "marshal", 0)
    t.s.agents_supply[0] -= 2
    t.s.set_agent("horse", "steward", 1)
    t.s.agents_supply[1] -= 1
    order = t.s.order()
    answers = {0: "recall:lion.marshal"}
    seen = drive(t.flow.recall_agents(), *[answers[s] for s in order if s == 0])
    assert [d.seat for d in seen] == [0]
    assert t.s.council[("lion", "marshal")] is None and t.s.council[("bear", "sheriff")] == 0
    assert t.s.council[("horse", "steward")] is None, "a seat with one agent recalls it"
    assert t.s.agents_supply[:2] == [8, 9]


def test_3_2_place_two_agents_on_free_positions(table):
    t = table(3)
    t.s.set_agent("bear", "sheriff", 2)
    gen = t.flow.place_agents()
    d = next(gen)
    ids = [o.id for o in d.options]
    assert "place:bear.sheriff" not in ids and len(ids) == 19
    seats = []
    while True:
        seats.append(d.seat)
        try:
            d = gen.send(d.options[0].id)
        except StopIteration:
            break
    assert seats == t.s.order() * 2
    assert [len(t.s.agents_on_board(s)) for s in range(3)] == [2, 2, 3]


def test_3_3_two_player_mode_places_three(table):
    t = table(2)
    gen = t.flow.place_agents()
    d, n = next(gen), 0
    while True:
        n += 1
        try:
            d = gen.send(d.options[0].id)
        except StopIteration:
            break
    assert n == 6 and t.s.agents_supply == [6, 6]


# --- 4 Empires phase -------------------------------------------------------------------------
def test_4_1_order_of_empires_and_positions():
    m, _ = play_one(games.get("whispers"), 4, seed=2)
    first_round = m.log[:[e.text for e in m.log].index("Round marker 1 placed")]
    acted = [e.text.split(" acts as the ")[1] for e in first_round if e.rule == "4.1"]
    expected = [f"{NAMES[e]} {p}" for e in C.empire_ids for p in ("Sheriff", "Steward", "Marshal", "Chancellor")]
    assert [expected.index(p) for p in acted] == sorted(expected.index(p) for p in acted)


def test_4_2_control_of_positions_council_example(table):
    """Serpent is Sheriff, Raven Chancellor: the Serpent acts first, then the Raven controls the
    empty Steward and Marshal and its own Chancellor."""
    t = table(4)
    raven, serpent = 0, 3
    t.s.set_agent("lion", "sheriff", serpent)
    t.s.set_agent("lion", "chancellor", raven)
    assert [t.s.control("lion", p)[0] for p in ("sheriff", "steward", "marshal", "chancellor")] == [serpent, raven, raven, raven]
    t.s.set_agent("bear", "steward", 1)
    assert t.s.control("bear", "sheriff")[0] == 1 and t.s.control("bear", "marshal") == (None, None)


def test_4_3_control_of_regions_and_cities(table):
    t = table().empty_map()
    assert t.s.controller("windplain") == "horse", "an empty home region belongs to its empire"
    t.units("windplain", "bear", 1)
    assert t.s.controller("windplain") == "bear", "a blue unit in a brown region: the Bear controls it"
    t.units("red-ford", "bear", 1)
    assert t.s.symbols("bear", "city") == 3 + 1 and t.s.symbols("horse", "city") == 3 - 1


def test_4_4_active_position_is_shown(table):
    t = table(3)
    t.s.set_agent("bear", "sheriff", 1)
    gen = t.flow.position_turn(1, "bear", "sheriff", may_switch=True)
    next(gen)
    assert t.m.view(None)["active"] == {"empire": "bear", "position": "sheriff"}


# --- 5 Council actions -----------------------------------------------------------------------
def test_5_1_reinforce_per_symbol(table):
    t = table()
    fort = C.actions["reinforce-fort"]
    assert t.flow.reinforcements("bear", fort) == 2 * 2, "two forts in Bear lands, two units each"
    t.units("steppe-gate", "bear", 1)
    assert t.flow.reinforcements("bear", fort) == 2 * 3
    drive(t.flow.reinforce(0, "bear", 2, "5.1", "Reinforce"), "add:frostholm:1", "add:steppe-gate:1")
    assert t.s.unit_count["frostholm"] == 3 and t.s.unit_count["steppe-gate"] == 2


def test_5_1_several_units_to_a_region_in_one_choice(table):
    t = table()
    seen = drive(t.flow.reinforce(0, "bear", 4, "5.1", "Reinforce"), "add:pinewatch:3", "add:frostholm:1")
    assert "add:pinewatch:4" in [o.id for o in seen[0].options]
    assert seen[0].option("add:pinewatch:4").group == "Pinewatch", "filed by region"
    assert [o.id for o in seen[1].options][-1] == "add:whitefang:1", "then the one left"
    assert t.s.unit_count["pinewatch"] == 2 + 3 and t.s.unit_count["frostholm"] == 2 + 1
    t.empty_map().units("ironvale", "bear", 1)
    for r in C.regions:
        if C.regions[r].home == "bear" and r != "ironvale":
            t.units(r, "lion", 1)
    assert drive(t.flow.reinforce(0, "bear", 3, "5.1", "Reinforce")) == [], "one region: all go there unasked"
    assert t.s.unit_count["ironvale"] == 4


def test_5_1_more_units_than_number_keys_ask_the_region_then_how_many(table):
    t = table()
    seen = drive(t.flow.reinforce(0, "bear", 12, "5.1", "Reinforce"), "add:pinewatch", "units:12")
    assert [o.id for o in seen[0].options] == [f"add:{r}" for r in t.s.controlled("bear")]
    assert seen[1].prompt == "Reinforce: how many of the 12 Bear units go to Pinewatch?"
    assert [o.group for o in seen[1].options] == ["1 to 5 units"] * 5 + ["6 to 10 units"] * 5 + ["11 to 12 units"] * 2
    assert t.s.unit_count["pinewatch"] == 2 + 12


def test_5_2_reserve_limits(table):
    t = table()
    for r in C.regions:
        if C.regions[r].home == "horse" and t.s.reserve["horse"]:
            t.s.add_units(r, "horse", min(t.s.reserve["horse"], 6 - t.s.unit_count[r]))
    t.s.remove_units("windplain", 1)
    assert t.s.reserve["horse"] == 1
    drive(t.flow.reinforce(0, "horse", 2, "5.1", "Reinforce"), "add:windplain:1")
    assert t.s.reserve["horse"] == 0
    offered = [o.id for o in t.flow.action_options(0, "horse", "steward")[0]]
    assert "act:reinforce-2" not in offered, "no reinforcement from an empty reserve"


def test_5_3_attack_is_an_action(table):
    t = table(3)
    t.s.set_agent("bear", "sheriff", 0)
    d = next(t.flow.position_turn(0, "bear", "sheriff", may_switch=True))
    assert {"act:attack", "act:reinforce-2"} <= {o.id for o in d.options}


def test_5_4_draw_per_symbols(table):
    t = table()
    assert t.flow.draws("lion", C.actions["draw-per-2-cities"]) == 4 // 2
    assert t.flow.draws("horse", C.actions["draw-per-3-farms"]) == 3 // 3
    t.flow.draw(1, "lion", 2)
    assert len(t.s.hands[1]) == 2 and len(t.s.decks["lion"]) == 6
    assert all(C.cards[c].empire == "lion" for c in t.s.hands[1])


def test_5_5_change_position(table):
    t = table(3)
    t.s.set_agent("bear", "chancellor", 0)
    t.s.set_agent("bear", "marshal", 1)
    drive(t.flow.change_position(0, "bear", "chancellor"), "to:steward", "add:frostholm:4")
    assert t.s.council[("bear", "steward")] == 0 and t.s.council[("bear", "chancellor")] is None
    assert t.s.unit_count["frostholm"] == 6
    t2 = table(3)
    t2.s.set_agent("bear", "chancellor", 0)
    t2.s.set_agent("bear", "marshal", 1)
    gen = t2.flow.change_position(0, "bear", "chancellor")
    d = next(gen)
    assert {o.id for o in d.options} == {"to:sheriff", "to:steward", "to:marshal"}
    gen.send("to:marshal")
    assert t2.s.council[("bear", "marshal")] == 0 and t2.s.council[("bear", "chancellor")] == 1, "a swap"


def test_5_6_pass_only_when_no_action_is_possible(table):
    t = table(3)
    t.s.decks["eagle"].clear()
    t.s.set_agent("eagle", "marshal", 0)
    t.empty_map()
    # the Eagle holds no unit: no attack; its deck is empty: no draw
    drive(t.flow.position_turn(0, "eagle", "marshal", may_switch=True))
    assert t.m.log[-1].text == "The Eagle Marshal takes no action"


# --- 6 Attack and battle ---------------------------------------------------------------------
def test_6_1_target_and_source(table):
    t = table().empty_map().units("ironvale", "bear", 3)
    targets = t.s.attack_targets("bear", support=False)
    assert set(targets) == {"steppe-gate"}, "only enemy regions next to a region with Bear units"
    assert targets["steppe-gate"] == ["ironvale"]
    assert "frostholm" not in targets, "no attack into the empire's own regions"


def test_6_2_no_attack_across_a_sea(table):
    t = table().empty_map().units("whitefang", "bear", 3)
    assert "goldmere" not in t.s.attack_targets("bear", support=False)
    assert "goldmere" not in C.adjacent["whitefang"] and "sunspire" in C.adjacent["whitefang"]


def test_6_3_attack_must_leave_one_unit_in_conquered_region(table):
    """The Bear's army in a Horse home region must leave one unit behind to keep it."""
    t = table().empty_map().units("steppe-gate", "bear", 3)
    seen = drive(t.flow.attack(0, "bear"), "units:2")  # Hoofdale, the only target: Goldmere is across the water
    assert [o.id for o in seen[-1].options] == ["units:1", "units:2"]
    assert t.s.movable("ironvale", "bear") == 0
    t.units("ironvale", "bear", 3)
    assert t.s.movable("ironvale", "bear") == 3, "a home region may be left empty"


def test_6_4_fort_combat_example(table):
    """Bear attacks with 3, Horse defends with 2 and a fort: the fort kills one, two die on each
    side, and the empty home region stays the Horse's."""
    t = table().empty_map().units("ironvale", "bear", 3).units("steppe-gate", "horse", 2)
    before = dict(t.s.reserve)
    drive(t.flow.battle(0, "bear", "ironvale", "steppe-gate", 3))
    assert region_units(t, "steppe-gate") == (None, 0)
    assert t.s.controller("steppe-gate") == "horse"
    assert t.s.reserve["bear"] == before["bear"] + 3 and t.s.reserve["horse"] == before["horse"] + 2


def test_6_5_battle_example(table):
    """Horse attacks with 3, Bear defends with 2: the Horse wins with one unit left."""
    t = table().empty_map().units("steppe-gate", "horse", 3).units("ironvale", "bear", 2)
    drive(t.flow.battle(0, "horse", "steppe-gate", "ironvale", 3))
    assert region_units(t, "ironvale") == ("horse", 1)
    assert t.s.controller("ironvale") == "horse"


def test_6_6_empty_home_region_returns(table):
    t = table().empty_map().units("windplain", "bear", 1).units("goldmere", "horse", 1)
    assert t.s.controller("windplain") == "bear"
    drive(t.flow.battle(0, "horse", "goldmere", "windplain", 1))
    assert region_units(t, "windplain") == (None, 0) and t.s.controller("windplain") == "horse"


# --- 7 Garrison limit ------------------------------------------------------------------------
def test_7_1_garrison_limit_example(table):
    t = table().empty_map().units("steppe-gate", "horse", 6).units("tundra-reach", "bear", 6)
    t.flow.garrison_check("horse")
    assert t.s.unit_count["steppe-gate"] == 4, "no farm: four units"
    assert t.s.unit_count["tundra-reach"] == 6, "a farm: six units"
    assert t.s.reserve["horse"] == 20 - 4


# --- 8 Empire cards --------------------------------------------------------------------------
def test_8_1_cards_offered_around_an_action(table):
    t = table(3)
    t.s.set_agent("bear", "sheriff", 0)
    t.give(0, card_with("switch-free"))
    d = next(t.flow.position_turn(0, "bear", "sheriff", may_switch=True))
    plays = [o.id for o in d.options if o.id.startswith("play:")]
    assert plays == [f"play:{card_with('switch-free')}:0"], "before the action: the switch effect"


def test_8_2_cost_example(table):
    """A Bear card's effect costing Bear + Lion: the played card and one Lion card, two in all."""
    t = table(3).give(0, "bear-1", "lion-3", "eagle-1")
    card = C.cards["bear-1"]
    assert card.effects[1].cost == ("bear", "lion")
    d = next(t.flow.attack(0, "bear"))
    assert "play:bear-1:1" not in [o.id for o in d.options], "no effect of bear-1 is played here"
    drive(t.flow.play_card(0, Play("bear-1", card.effects[1])), "pay:lion-3")
    assert t.s.hands[0] == ["eagle-1"]
    assert "bear-1" in t.s.decks["bear"] and "lion-3" in t.s.decks["lion"]


def test_8_2_unpayable_effect_not_offered(table):
    t = table(3).give(0, "bear-1")
    card = C.cards["bear-1"]
    assert t.flow.payments(0, card.effects[0]) == [()]
    assert t.flow.payments(0, card.effects[1]) == [], "no Lion card to pay with"


def test_8_2_the_payment_is_chosen_after_the_card(table):
    """The card and effect first, one option each however it may be paid; then which cards pay."""
    t = table().empty_map().units("ironvale", "bear", 2).units("steppe-gate", "horse", 3)
    cid = card_with("retreat", 1)
    lions = [x for x in C.cards if C.cards[x].empire == C.cards[cid].effects[1].cost[1]][:2]
    t.give(0, cid, *lions)
    seen = drive(t.flow.battle(0, "bear", "ironvale", "steppe-gate", 2), f"play:{cid}:1", f"pay:{lions[1]}", "done")
    assert [o.id for o in seen[0].options if o.id.startswith(f"play:{cid}:")] == [f"play:{cid}:1"]
    assert [o.id for o in seen[1].options] == [f"pay:{lions[0]}", f"pay:{lions[1]}"]
    assert [o.cards for o in seen[1].options] == [(lions[0],), (lions[1],)]
    assert t.s.hands[0] == [lions[0]]


def test_8_2_a_cost_of_two_cards_more_pays_one_of_each_empire(table):
    t = table(3).give(0, "bear-7", "elephant-1", "elephant-2", "horse-1")
    assert C.cards["bear-7"].effects[2].cost == ("bear", "elephant", "horse")
    assert all(len(set(e.cost)) == len(e.cost) for card in C.cards.values() for e in card.effects), "each empire once"
    seen = drive(t.flow.play_card(0, Play("bear-7", C.cards["bear-7"].effects[2])), "pay:elephant-2+horse-1")
    assert [o.id for o in seen[0].options] == ["pay:elephant-1+horse-1", "pay:elephant-2+horse-1"]
    assert seen[0].prompt == "To play Bear Courier for Retreat, discard 1 Elephant card and 1 Horse card too: which ones?"
    assert t.s.hands[0] == ["elephant-1"]


def test_8_3_cards_shuffle_back_into_their_deck(table):
    t = table(3)
    t.flow.draw(0, "eagle", 3)
    hand = list(t.s.hands[0])
    t.flow.return_cards(hand)
    t.s.hands[0].clear()
    assert sorted(t.s.decks["eagle"]) == sorted(c for c in C.cards if c.startswith("eagle"))


def test_8_4_card_overrides_rules(table):
    """Support attacks from a region not next to the target, which 6.1 alone forbids."""
    t = table().empty_map().units("frostholm", "bear", 3).units("whitefang", "bear", 1)
    assert "sunspire" in t.s.attack_targets("bear", support=False)
    assert "frostholm" not in t.s.attack_targets("bear", support=False).get("sunspire", [])
    assert "frostholm" in t.s.attack_targets("bear", support=True)["sunspire"]


def test_8_5_1_domination(table):
    t = table().empty_map().units("steppe-gate", "horse", 4).units("ironvale", "bear", 2)
    t.give(0, card_with("domination"))
    cid = card_with("domination")
    drive(t.flow.battle(0, "horse", "steppe-gate", "ironvale", 4), "fight", f"play:{cid}:0",
          "add:ironvale:1", "add:steppe-gate:1")
    assert region_units(t, "ironvale") == ("horse", 3) and region_units(t, "steppe-gate") == ("horse", 1)


def test_8_5_2_kill_all_units_in_the_battle(table):
    """The attack fails (2 against 4), then every unit left from the battle dies."""
    t = table().empty_map().units("steppe-gate", "horse", 3).units("ironvale", "bear", 4)
    cid = card_with("kill-all")
    t.give(0, cid)
    drive(t.flow.battle(0, "horse", "steppe-gate", "ironvale", 2), "fight", f"play:{cid}:0")
    assert region_units(t, "ironvale") == (None, 0) and t.s.controller("ironvale") == "bear"
    assert t.s.reserve["bear"] == 20


def test_8_5_2_kill_all_after_a_won_attack_kills_the_winners(table):
    """A seat secretly loyal to the defender may wipe out the attackers who won."""
    t = table().empty_map().units("steppe-gate", "horse", 5).units("ironvale", "bear", 2)
    cid = card_with("kill-all")
    t.give(0, cid)
    drive(t.flow.battle(0, "horse", "steppe-gate", "ironvale", 4), "fight", f"play:{cid}:0")
    assert region_units(t, "ironvale") == (None, 0) and t.s.controller("ironvale") == "bear"
    assert t.s.reserve["horse"] == 20 - 1 and t.s.reserve["bear"] == 20


def test_8_5_2_one_attacker_kills_a_whole_army_behind_a_fort(table):
    """The rulebook's card explanation: a single attacker the fort kills, then the whole defence."""
    t = table().empty_map().units("ironvale", "bear", 1).units("steppe-gate", "horse", 4)
    cid = card_with("kill-all")
    t.give(0, cid)
    drive(t.flow.battle(0, "bear", "ironvale", "steppe-gate", 1), "fight", f"play:{cid}:0")
    assert region_units(t, "steppe-gate") == (None, 0) and region_units(t, "ironvale") == (None, 0)
    assert t.s.reserve["horse"] == 20 and t.s.reserve["bear"] == 20


def test_8_5_1_domination_counts_the_units_kill_all_killed(table):
    t = table().empty_map().units("steppe-gate", "horse", 4).units("ironvale", "bear", 3)
    kill_all, domination = card_with("kill-all"), card_with("domination")
    t.give(0, kill_all, domination)
    drive(t.flow.battle(0, "horse", "steppe-gate", "ironvale", 2), "fight", f"play:{kill_all}:0",
          f"play:{domination}:0", "add:steppe-gate:3")
    assert region_units(t, "steppe-gate") == ("horse", 2 + 3), "2 killed in battle + 1 by Kill all"


def test_8_5_3_attack_again_with_survivors(table):
    t = table().empty_map().units("steppe-gate", "horse", 4).units("ironvale", "bear", 1)
    cid = card_with("attack-again")
    t.give(0, cid)
    drive(t.flow.battle(0, "horse", "steppe-gate", "ironvale", 4), "fight", f"play:{cid}:0",
          "target:frostholm", "units:2")
    # 3 survive in Ironvale (Bear home: conquered, one stays); 2 go on, the Frostholm fort kills one
    assert region_units(t, "ironvale") == ("horse", 1)
    assert region_units(t, "frostholm") == ("horse", 1)


def test_8_5_4_retreat(table):
    t = table().empty_map().units("ironvale", "bear", 2).units("steppe-gate", "horse", 3)
    cid = card_with("retreat")
    t.give(0, cid)
    drive(t.flow.battle(0, "bear", "ironvale", "steppe-gate", 2), f"play:{cid}:0")
    assert region_units(t, "hoofdale") == ("horse", 3)
    assert region_units(t, "steppe-gate") == ("bear", 1), "the fort still kills one attacker"


def test_8_5_4_retreat_with_nowhere_to_go(table):
    t = table().empty_map().units("ironvale", "bear", 2).units("steppe-gate", "horse", 3)
    for r in ("hoofdale", "goldmere"):
        t.units(r, "lion", 1)
    cid = card_with("retreat")
    t.give(0, cid)
    drive(t.flow.battle(0, "bear", "ironvale", "steppe-gate", 2), f"play:{cid}:0")
    assert t.s.reserve["horse"] == 20


def test_8_5_5_switch_to_a_free_position(table):
    t = table(3)
    t.s.set_agent("bear", "sheriff", 0)
    cid = card_with("switch-free")
    t.give(0, cid)
    drive(t.flow.position_turn(0, "bear", "sheriff", may_switch=True), f"play:{cid}:0",
          "switch:eagle.marshal", "act:draw-1", "done")
    assert t.s.council[("bear", "sheriff")] is None and t.s.council[("eagle", "marshal")] == 0
    assert [C.cards[c].empire for c in t.s.hands[0]] == ["eagle"], "the action is the Eagle's"


def test_8_5_6_switch_to_another_controlled_position(table):
    t = table(3)
    t.s.set_agent("bear", "sheriff", 0)
    t.s.set_agent("lion", "steward", 0)
    cid = card_with("switch-controlled")
    t.give(0, cid)
    drive(t.flow.position_turn(0, "bear", "sheriff", may_switch=True), f"play:{cid}:0",
          "switch:lion.sheriff", "add:sunspire:4")
    assert t.s.council[("bear", "sheriff")] == 0 and t.s.council[("lion", "steward")] == 0, "no agent moves"
    assert t.s.unit_count["sunspire"] == 2 + 4, "one unit per Lion city"


def test_8_5_7_support(table):
    t = table().empty_map().units("frostholm", "bear", 3).units("whitefang", "bear", 1)
    cid = card_with("support")
    t.give(0, cid)
    drive(t.flow.attack(0, "bear"), f"play:{cid}:0", "target:sunspire", "from:frostholm", "units:3")
    assert region_units(t, "sunspire") == ("bear", 2) and region_units(t, "frostholm") == (None, 0)


def test_8_5_8_move(table):
    t = table().empty_map().units("frostholm", "bear", 3).units("steppe-gate", "bear", 2)
    cid = card_with("march")
    t.give(0, cid)
    t.s.set_agent("bear", "marshal", 0)
    assert set(t.s.march_sources("bear")) == {"frostholm", "steppe-gate"}
    drive(t.flow.march(0, "bear"), "from:steppe-gate")
    assert region_units(t, "steppe-gate") == ("bear", 1) and region_units(t, "ironvale") == ("bear", 1)


# --- 9 Cleanup, 10 Loyalty -------------------------------------------------------------------
def test_9_1_round_marker_ends_the_game_after_round_four():
    m, _ = play_one(games.get("whispers"), 3, seed=6)
    last_marker = max(i for i, e in enumerate(m.log) if e.rule == "9.1")
    assert not [e for e in m.log[last_marker:] if e.rule in ("9.2", "10.1", "2.3")]
    assert [e.text for e in m.log[last_marker + 1:]] == ["The game ends: all loyalty tokens are revealed"]
    assert all(all(tokens) for tokens in m.state.revealed)


def test_9_2_hand_limit(table):
    t = table(3)
    t.flow.draw(1, "lion", 7)
    drive(t.flow.cleanup(), *[f"discard:{c}" for c in t.s.hands[1][:2]])
    assert len(t.s.hands[1]) == 5 and len(t.s.decks["lion"]) == 3


def test_10_1_swap_and_reveal(table):
    t = table(2)
    t.s.first = 0
    before = list(t.s.loyalty[0])
    revealed = []
    t.m.reveal = lambda: revealed.append(len(t.m.log))
    assert len(next(t.flow.loyalty_phase()).options) == 1 + 10, "keep, or swap any two of five hidden tokens"
    t.s.step = 0
    drive(t.flow.loyalty_phase(), "swap:devout+opposed", "keep")
    assert t.s.loyalty[0] == [before[4], *before[1:4], before[0]]
    told = [e.text for e in t.m.log if e.rule == "10.1"]
    assert told == [f"{t.m.players[0]} swaps two loyalty tokens: {NAMES[before[4]]} is now {LOYALTY_SLOTS[0][1]}, "
                    f"{NAMES[before[0]]} is now {LOYALTY_SLOTS[4][1]}"]
    assert revealed == [len(t.m.log)], "the swap is seen by all: undo may not reach back past it"
    assert t.s.revealed[0] == [True, False, False, False, True] and t.s.swaps == [1, 0]
    t.s.step = 0  # the next round's loyalty phase
    d = next(t.flow.loyalty_phase())
    assert not any("devout" in o.id or "opposed" in o.id for o in d.options), "revealed tokens stay put"
    assert t.m.view(1)["seats"][0]["loyalty"][0]["empire"] == before[4], "revealed to everyone"


# --- 11 Scoring ------------------------------------------------------------------------------
def test_11_1_loyalty_slots():
    assert [m for _, _, m in LOYALTY_SLOTS] == [4, 3, 2, 0, -1]


def test_11_2_scoring_example_total_17():
    lines = loyalty_points(["lion", "elephant", "bear", "eagle", "horse"],
                           {"lion": 2, "elephant": 3, "bear": 1, "eagle": 4, "horse": 2}, NAMES)
    assert [x["points"] for x in lines] == [8, 9, 2, 0, -2]
    assert sum(x["points"] for x in lines) == 17


def test_11_2_score_on_the_map(table):
    t = table(2)
    t.s.loyalty[0] = ["lion", "elephant", "bear", "eagle", "horse"]
    t.units("steppe-gate", "bear", 1).units("hoofdale", "bear", 1)   # a Horse city to the Bear
    res = score(t.s, t.m.players)
    assert res["scores"][0]["total"] == 4 * 4 + 3 * 3 + 2 * 4 + 0 - 1 * 2


def test_11_3_tie_breaks(table):
    t = table(3)
    t.s.loyalty = [list(C.empire_ids)] * 3
    t.s.swaps = [1, 0, 0]
    t.give(2, "bear-1")
    res = score(t.s, t.m.players)
    assert len({x["total"] for x in res["scores"]}) == 1
    assert res["winners"] == [2], "fewest swaps, then most cards"
    assert res["note"] == "Tied on points; the tie is broken by fewest loyalty swaps, then most cards in hand"
    t.s.hands[2].clear()
    assert score(t.s, t.m.players)["winners"] == [1, 2]
    t.s.swaps = [0, 0, 0]
    res = score(t.s, t.m.players)
    assert res["winners"] == [0, 1, 2] and res["note"] == "Tied on points, swaps and cards: the win is shared"
    t.units("steppe-gate", "bear", 1).units("hoofdale", "bear", 1)  # a Horse city to the Bear
    t.s.loyalty = [list(C.empire_ids[::-1]), list(C.empire_ids[::-1]), list(C.empire_ids)]  # the Bear Devout: 2
    res = score(t.s, t.m.players)
    assert res["scores"][0]["total"] == res["scores"][1]["total"] < res["scores"][2]["total"]
    assert res["note"] == "", "no tie for the lead, whoever else ties"
    t.s.loyalty[0] = list(C.empire_ids)
    res = score(t.s, t.m.players)
    assert res["winners"] == [0, 2] and res["note"] == "Tied on points, swaps and cards: the win is shared"


# --- 12 Advanced rule ------------------------------------------------------------------------
def test_12_1_agents_in_regions_example(table):
    """The Raven's agent in a brown region the Bear holds at the end, the Raven Devout to the Bear: 4."""
    t = table(4, advanced=True)
    t.s.loyalty[0] = ["bear", "lion", "horse", "elephant", "eagle"]
    t.s.region_agents["windplain"].append(0)
    t.units("windplain", "bear", 1)
    lines = score(t.s, t.m.players)["scores"][0]["breakdown"]
    assert lines[-1]["points"] == 4 and "Windplain" in lines[-1]["label"]


def test_12_1_at_most_two_agents_on_the_map(table):
    t = table(3, advanced=True)
    ids = {o.id for o in t.flow.placement_options(0)}
    assert "place:region:windplain" in ids
    t.s.region_agents["windplain"].append(0)
    ids = {o.id for o in t.flow.placement_options(0)}
    assert "place:region:windplain" not in ids and "place:region:goldmere" in ids
    assert "place:region:windplain" in {o.id for o in t.flow.placement_options(1)}, "other seats may share it"
    t.s.region_agents["goldmere"].append(0)
    assert not any(o.id.startswith("place:region:") for o in t.flow.placement_options(0))
    assert not any(o.id.startswith("place:region:") for o in table(3).flow.placement_options(0))
