"""Cards on the table: every Whispers component a seat may see, with its words (the view's
"cards", the catalogue), and the components each option names."""
import re

from rules import games
from rules.whispers.cards import position_id, region_id, slot_id
from rules.whispers.content import EFFECTS, content

from .conftest import drive
from .test_whispers_rules import card_with

C = content()
NAMES = {e.id: e.name for e in C.empires}
SPEC = games.get("whispers")


def test_1_1_the_catalogue_holds_the_box():
    entries = SPEC.catalogue()
    where = {}
    for e in entries:
        where.setdefault(e["where"], []).append(e["id"])
    assert {w: len(ids) for w, ids in where.items()} == {
        "Bear deck": 8, "Lion deck": 8, "Horse deck": 8, "Elephant deck": 8, "Eagle deck": 8,
        "Council boards": 20, "The map": 25, "Player boards": 5}
    assert next(e for e in entries if e["id"] == "bear-1")["kind"] == "Bear empire card"


def test_1_3_a_region_reads_its_symbols_borders_and_seas(table):
    t = table().units("frostholm", "horse", 3)
    text = t.m.view(0)["cards"][region_id("frostholm")]["text"]
    assert "A home region of the Bear" in text and "1 city" in text and "Fort: an army attacking it loses 1 unit" in text
    assert "Garrison limit 4 units" in text and "Starting units: 2 Bear." in text
    assert "Borders Tundra Reach and Ironvale." in text
    assert text.endswith("Now: 3 Horse units, held by the Horse.")
    goldmere = t.m.view(0)["cards"][region_id("goldmere")]["text"]
    assert "Farm: garrison limit 6 units" in goldmere
    assert "Across the water from Whitefang Pass and Steppe Gate: no border" in goldmere


def test_4_2_a_position_reads_its_actions_and_who_controls_it(table):
    t = table(3)
    t.s.set_agent("lion", "marshal", 1)
    cards = t.m.view(0)["cards"]
    steward = cards[position_id("lion", "steward")]
    assert (steward["name"], steward["kind"], steward["where"]) == ("Lion Steward", "Council position", "Lion council")
    assert "- Draw 1 Lion card for every 2 cities in the regions the Lion controls (rounded down)" in steward["text"]
    assert "- Attack: the Lion attacks an enemy-held region" in steward["text"]
    assert steward["text"].endswith("Now: empty, controlled by Bob through the agent on the Marshal.")
    assert cards[position_id("lion", "marshal")]["text"].endswith("Now: Bob's agent stands here.")
    assert cards[position_id("lion", "chancellor")]["text"].endswith("Now: empty, controlled by nobody.")


def test_8_4_every_card_reads_each_effect_with_its_cost_and_when_it_is_played():
    entries = {e["id"]: e for e in SPEC.catalogue()}
    for cid, card in C.cards.items():
        lines = entries[cid]["text"].split("\n")
        assert len(lines) == len(card.effects) + 1, cid
        for line, effect in zip(lines, card.effects):
            kind = EFFECTS[effect.effect]
            assert line.startswith(f"{kind.name} (discard this card"), line
            for empire in effect.cost[1:]:
                assert f"1 {NAMES[empire]} card" in line, line
            assert f"{kind.when}: {kind.does}" in line


def test_8_1_a_card_played_names_it_and_its_payment(table):
    t = table().empty_map().units("ironvale", "bear", 2).units("steppe-gate", "horse", 3)
    cid = card_with("retreat", 1)
    lion = next(x for x in C.cards if C.cards[x].empire == C.cards[cid].effects[1].cost[1])
    t.give(0, cid, lion)
    seen = drive(t.flow.battle(0, "bear", "ironvale", "steppe-gate", 2), f"play:{cid}:1", f"pay:{lion}")
    play = seen[0].option(f"play:{cid}:1")
    assert play.cards == (cid,) and play.label == f"Play {C.cards[cid].name}: Retreat, discarding 1 Lion card too"
    assert seen[1].option(f"pay:{lion}").cards == (lion,)
    assert seen[0].option("fight").cards == (region_id("steppe-gate"),)


def test_10_1_a_swap_names_its_two_slots(table):
    t = table(2)
    seen = drive(t.flow.loyalty_phase(), "swap:devout+opposed", "keep")
    swap = seen[0].option("swap:devout+opposed")
    assert swap.cards == (slot_id(t.s.first, "devout"), slot_id(t.s.first, "opposed"))
    assert re.fullmatch(r"Swap Devout \(\w+\) and Opposed \(\w+\)", swap.label) and swap.group == "Swap Devout"


def test_11_1_a_loyalty_slot_shows_its_token_only_to_who_may_see_it(table):
    t = table(3)
    t.s.revealed[1][1] = t.s.revealed[1][2] = True  # Bob swapped his Dutiful and Affiliated tokens
    own, other, public = t.m.view(1)["cards"], t.m.view(0)["cards"], t.m.view(None)["cards"]
    devout, dutiful = (NAMES[t.s.loyalty[1][k]] for k in (0, 1))
    assert own[slot_id(1, "devout")]["where"] == "Your loyalty board"
    assert other[slot_id(1, "devout")]["where"] == "Bob's loyalty board"
    assert own[slot_id(1, "devout")]["text"].endswith(f"Holds your {devout} token, hidden from the others.")
    assert other[slot_id(1, "devout")]["text"].endswith("Holds a hidden token.")
    assert public[slot_id(1, "devout")] == other[slot_id(1, "devout")]
    assert other[slot_id(1, "dutiful")]["text"].endswith(f"Holds Bob's {dutiful} token, revealed.")
    assert own[slot_id(1, "devout")]["text"].startswith("x4: at the end of the game")


def test_12_1_agent_placements_are_filed_by_empire_council_then_lands(table):
    t = table(4, advanced=True)
    opts = t.flow.placement_options(0)
    groups = {}
    for o in opts:
        groups.setdefault(o.group, []).append(o.label)
    assert list(groups) == [e.name for e in C.empires] and all(len(g) == 9 for g in groups.values())
    assert groups["Bear"][:5] == ["Bear Sheriff", "Bear Steward", "Bear Marshal", "Bear Chancellor", "Frostholm (region)"]
    assert next(o for o in opts if o.id == "place:region:frostholm").cards == (region_id("frostholm"),)


def test_13_2_a_seat_reads_its_own_hand_only(table):
    t = table(3).give(0, "bear-1", "lion-2").give(1, "eagle-3")
    mine = {cid: card for cid, card in t.m.view(0)["cards"].items() if card["where"] == "Your hand"}
    assert list(mine) == ["bear-1", "lion-2"] and mine["bear-1"]["name"] == "Bear Envoy"
    assert "eagle-3" not in t.m.view(0)["cards"] and "eagle-3" not in t.m.view(None)["cards"]
