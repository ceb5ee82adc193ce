"""Oath content (rules/oath/data/*.toml, rules/oath/content.py) and the Chronicle save-string
decoder (rules/oath/savestring.py): the first game's cards as the rules outline lists them, the
tables, the tutorial world against its save string, bad save strings, and the strict loader."""
import pickle
import shutil
import tomllib
from collections import Counter
from pathlib import Path

import pytest

from rules.core.content import ContentError
from rules.oath import content as oc
from rules.oath.content import SCEPTER_ID, card_kind, content
from rules.oath.savestring import SaveStringError, decode

from .oath_table import RESET, TUTORIAL

DATA = Path(oc.__file__).parent / "data"

# RULES-OUTLINE.md, Part 6, package A: the 54 denizens by suit; S site-only, A adviser-only, L locked.
PART_6 = {
    "discord": "Mercenaries, A Small Favor (A L), Second Wind, Sleight of Hand (A), Key to the City (S), Scryer, "
               "Disgraced Captain, Naysayers (A), Book Burning",
    "arcane": "Alchemist, Fire Talkers, Magician's Code, Spirit Snare, Wizard School (S), Dazzle, Acting Troupe (A), "
              "Taming Charm, Inquisitor",
    "order": "Wrestlers, Battle Honors, Bear Traps, Longbows, Keep (S L), Pressgangs, Garrison (S), Scouts, "
             "Martial Culture (S)",
    "hearth": "Tinker's Fair (S), Wayside Inn (S), Extra Provisions, Memory of Home, Welcoming Party (S), "
              "Traveling Doctor, Storyteller, Armed Mob (S), Tavern Songs",
    "beast": "Errand Boy, Wolves, Animal Playmates (A), True Names (A), The Old Oak (S), Forest Paths, "
             "Long-Lost Heir (A L), Rangers, Roving Terror (S)",
    "nomad": "Rain Boots, Ancient Binding, Horse Archers, Warning Signals, Elders, The Gathering (S), "
             "Faithful Friend (A L), Tents, Great Herd (S)",
}


def part_6():
    """name -> (suit, restriction, locked), read from PART_6."""
    out = {}
    for suit, names in PART_6.items():
        for entry in names.split(", "):
            name, _, flags = entry.partition(" (")
            flags = flags.rstrip(")").split()
            restriction = "site" if "S" in flags else "adviser" if "A" in flags else "none"
            out[name] = (suit, restriction, "L" in flags)
    return out


@pytest.fixture(scope="module")
def c():
    return content()


def first_game(c):
    """The first game's denizens: save ids 0-53."""
    return {x: d for x, d in c.denizens.items() if x < 54}


def by_name(c):
    return {card.name: card for table in (c.denizens, c.visions, c.relics) for card in table.values()}


# ---------------------------------------------------------------- cards

def test_54_first_game_denizens_with_save_ids_0_to_53(c):
    assert sorted(first_game(c)) == list(range(54))
    assert Counter(d.suit for d in first_game(c).values()) == {suit: 9 for suit in c.suits}


def test_the_whole_box_198_denizens_33_a_suit(c):
    assert sorted(c.denizens) == list(range(198))
    assert Counter(d.suit for d in c.denizens.values()) == {suit: 33 for suit in c.suits}


def test_denizens_match_the_outline_part_6(c):
    expected = part_6()
    assert len(expected) == 54
    got = {d.name: (d.suit, d.restriction, d.locked) for d in first_game(c).values()}
    assert got == expected
    assert Counter(d.restriction for d in first_game(c).values()) == {"none": 33, "site": 13, "adviser": 8}
    assert sorted(d.name for d in first_game(c).values() if d.locked) == [
        "A Small Favor", "Faithful Friend", "Keep", "Long-Lost Heir"]


def test_denizen_facts_read_again_for_the_unverified_five(c):
    n = by_name(c)
    assert n["Wrestlers"].battle_plan == "defender" and n["Wrestlers"].cost.free
    assert n["Pressgangs"].modifies == ("muster",) and n["Pressgangs"].cost.free
    assert n["Martial Culture"].battle_plan == "either" and n["Martial Culture"].restriction == "site"
    assert n["Magician's Code"].modifies == ("recover",) and n["Magician's Code"].cost == oc.Cost(place_favor=2)
    assert n["The Old Oak"].modifies == ("trade",) and n["The Old Oak"].restriction == "site"


def test_starting_denizens_and_some_costs(c):
    n = by_name(c)
    assert (n["Longbows"].id, n["Taming Charm"].id, n["Elders"].id) == (3, 36, 25)
    assert n["Longbows"].battle_plan == "either" and n["Longbows"].cost.free
    assert n["Taming Charm"].kinds == ("action",) and n["Taming Charm"].cost == oc.Cost(place_secrets=1)
    assert n["Elders"].cost == oc.Cost(place_favor=2)
    assert n["Second Wind"].cost == oc.Cost(place_secrets=1, burn_favor=1)
    assert n["Memory of Home"].cost == oc.Cost(burn_secrets=1)


def test_every_power_id_is_one_card_s(c):
    powers = [d.power for d in c.denizens.values()] + [r.power for r in c.relics.values()]
    assert len(powers) == len(set(powers)) == 198 + 21


def test_23_sites(c):
    assert sorted(c.sites) == list(range(23))
    n = {s.name: s for s in c.sites.values()}
    assert {k: (s.capacity, s.relics) for k, s in n.items() if k in (
        "Steppe", "Shrouded Wood", "Salt Flats", "Wastes", "Drowned City")} == {
        "Steppe": (2, 1), "Shrouded Wood": (2, 1), "Salt Flats": (2, 0), "Wastes": (1, 1), "Drowned City": (0, 2)}
    assert {k: s.homeland_suit for k, s in n.items() if s.kind == "homeland"} == {
        "Fertile Valley": "hearth", "Steppe": "nomad", "Wastes": "discord", "Deep Woods": "beast",
        "Standing Stones": "arcane", "Ancient City": "order"}
    assert sorted(k for k, s in n.items() if s.kind == "coast") == ["Barren Coast", "Lush Coast", "Rocky Coast"]
    assert (n["Salt Flats"].favor, n["Salt Flats"].secrets, n["Mine"].favor, n["Drowned City"].secrets) == (2, 1, 3, 3)
    for s in c.sites.values():
        assert (s.recover is None) == (s.relics == 0), s.name
    assert n["Mountain"].recover == oc.RecoverCost(burn_favor=2)
    assert n["Buried Giant"].recover == oc.RecoverCost(burn_secrets=1)
    assert n["Mine"].recover == oc.RecoverCost(place_favor=3, bank="discord")
    assert n["Mine"].recover.text == "put 3 favor into the Discord bank"
    assert n["Buried Giant"].facedown_id == 43


def test_20_relics_and_the_grand_scepter(c):
    assert sorted(c.relics) == list(range(218, 239))
    assert c.scepter.id == SCEPTER_ID == 238 and c.scepter.scepter and c.scepter.defense == 5
    assert sum(not r.scepter for r in c.relics.values()) == 20
    n = by_name(c)
    assert n["Ivory Eye"].id == 233 and n["Ivory Eye"].defense == 2 and n["Ivory Eye"].cost == oc.Cost(place_secrets=1)
    assert n["Circlet of Command"].defense == 1
    assert Counter(r.defense for r in c.relics.values() if not r.scepter) == {2: 13, 3: 6, 1: 1}


def test_5_visions_and_their_oaths(c):
    assert sorted(c.visions) == list(range(210, 215))
    got = {v.name: (v.oath, v.goal) for v in c.visions.values()}
    assert got == {"Conquest": ("supremacy", "rules_most_sites"), "Rebellion": ("people", "holds_peoples_favor"),
                   "Sanctuary": ("protection", "most_relics_and_banners"),
                   "Faith": ("devotion", "holds_darkest_secret"), "Conspiracy": (None, None)}
    assert by_name(c)["Conspiracy"].conspiracy and by_name(c)["Conspiracy"].power == "conspiracy"
    for v in c.visions.values():  # a Vision's goal is its Oath's title goal (3.2 and 2.11)
        assert v.conspiracy or c.oaths[v.oath].title_goal == v.goal


def test_reliquary_oaths_and_banners(c):
    assert [(s.id, s.name) for s in c.reliquary] == [(0, "Brutal"), (1, "Decadent"), (2, "Careless"), (3, "Greedy")]
    assert {o.id: (o.title_goal, o.successor_goal) for o in c.oaths.values()} == {
        "supremacy": ("rules_most_sites", "most_relics_and_banners"),
        "people": ("holds_peoples_favor", "holds_darkest_secret"),
        "protection": ("most_relics_and_banners", "holds_peoples_favor"),
        "devotion": ("holds_darkest_secret", "holds_grand_scepter")}
    assert c.banner_ids == {"peoples_favor": 216, "darkest_secret": 215} == {
        "peoples_favor": oc.PEOPLES_FAVOR_ID, "darkest_secret": oc.DARKEST_SECRET_ID}
    assert (c.banners["peoples_favor"].token, c.banners["darkest_secret"].token) == ("favor", "secrets")


def test_card_kind_by_id_space(c):
    assert [card_kind(i) for i in (0, 53, 197, 198, 209, 210, 214, 215, 216, 218, 237, 238)] == [
        "denizen", "denizen", "denizen", "edifice", "edifice", "vision", "vision", "banner", "banner",
        "relic", "relic", "relic"]
    assert c.card_kind(233) == "relic"
    for bad in (-1, 217, 239, 255):
        with pytest.raises(ValueError):
            card_kind(bad)
    assert (c.card_name(3), c.card_name(212), c.card_name(238), c.card_name(215)) == (
        "Longbows", "Conspiracy", "Grand Scepter", "Darkest Secret")


def test_cost_text_in_plain_words():
    Cost = oc.Cost
    assert Cost().text == "free"
    assert Cost(place_favor=1).text == "place 1 favor"
    assert Cost(burn_secrets=1).text == "burn 1 secret"
    assert Cost(place_favor=1, burn_favor=1).text == "place 1 favor + burn 1 favor"
    assert Cost(place_favor=1, place_secrets=1).text == "place 1 favor and 1 secret"
    assert Cost(place_secrets=2, burn_favor=2).text == "place 2 secrets + burn 2 favor"


def test_sentences_only_in_the_texts():
    """Facts, and the texts in our words: every string of the data files but a `text` is a short
    id or name, never a sentence."""
    def strings(value):
        if isinstance(value, str):
            yield value
        elif isinstance(value, dict):
            for k, v in value.items():
                if k != "text":
                    yield from strings(v)
        elif isinstance(value, list):
            for v in value:
                yield from strings(v)

    for name in oc.FILES:
        with open(DATA / name, "rb") as f:
            for s in strings(tomllib.load(f)):
                assert len(s) <= 40 and ". " not in s, (name, s)


# ---------------------------------------------------------------- tables

def test_regions_and_travel(c):
    assert [(r.id, r.slots) for r in c.regions] == [("cradle", 2), ("provinces", 3), ("hinterland", 3)]
    assert c.slot_regions == ("cradle",) * 2 + ("provinces",) * 3 + ("hinterland",) * 3
    assert c.suits == ("discord", "arcane", "order", "hearth", "beast", "nomad")
    table = [[c.travel_cost(a.id, b.id) for b in c.regions] for a in c.regions]
    assert table == [[1, 2, 4], [2, 2, 2], [4, 2, 3]]
    # T5.6: Plains -> Rocky Coast 4, Mountain -> Buried Giant 2, Rocky Coast -> Wastes 3, Plains -> Lush Coast 1
    regions = {s.site: s.region for s in c.world.sites}
    assert [c.travel_cost(regions[a], regions[b]) for a, b in ((4, 11), (7, 19), (11, 10), (4, 8))] == [4, 2, 3, 1]


def test_search_supply_and_action_costs(c):
    assert c.discard_search_cost == 2 and c.search_cards == 3
    assert [c.search_cost(v) for v in range(6)] == [2, 3, 3, 4, 4, 4]
    assert [c.supply_refresh("chancellor", w) for w in (0, 3, 4, 10, 11, 17, 18, 24)] == [3, 3, 4, 4, 5, 5, 6, 6]
    assert [c.supply_refresh("exile", w) for w in (0, 3, 4, 8, 9, 14)] == [4, 4, 5, 5, 6, 6]
    assert c.supply_max == 7
    with pytest.raises(ValueError, match="Citizen"):
        c.supply_refresh("citizen", 5)
    assert c.action_costs == {"muster": 1, "trade": 1, "recover": 1, "campaign": 2} and c.muster_warbands == 2


def test_banks_limits_rounds_and_setup_numbers(c):
    assert [c.bank_favor(n) for n in range(2, 7)] == [3, 3, 3, 4, 4]
    with pytest.raises(ValueError):
        c.bank_favor(7)
    assert (c.limits.favor, c.limits.purple_warbands, c.limits.warbands) == (36, 24, 14)
    assert (c.limits.attack_dice, c.limits.defense_dice, c.limits.advisers) == (10, 6, 3)
    assert c.last_round == 8 and c.end_die == {5: 6, 6: 5, 7: 3}
    assert [c.end_die_wins(5, r) for r in range(1, 7)] == [False] * 5 + [True]
    assert [c.end_die_wins(6, r) for r in range(1, 7)] == [False] * 4 + [True] * 2
    assert [c.end_die_wins(7, r) for r in range(1, 7)] == [False] * 2 + [True] * 4
    assert not c.end_die_wins(4, 6) and not c.end_die_wins(8, 6)
    assert c.vision_goal_min_drawn == 3 and c.exile_fee == 5
    assert c.war_exhaustion == ("supremacy", "people", "protection", "devotion")  # Conquest, Rebellion, Sanctuary, Faith
    assert c.banners["peoples_favor"].mob_at == 6 and c.banners["darkest_secret"].mob_at is None
    assert c.defense == {"site": 1, "pawn": 2, "oathkeeper": 1, "usurper": 2}
    # T1.1: the Chancellor's 24 warbands: 3 on the board, 2 at Plains, 1 at Mountain and Rocky Coast -> 17 left
    s = c.setup
    faceup_others = sum(1 for site in c.world.sites[1:] if site.faceup and site.denizens)
    used = s.chancellor_board_warbands + s.chancellor_first_site_warbands + faceup_others * s.chancellor_other_site_warbands
    assert c.limits.purple_warbands - used == 17
    assert c.limits.warbands - s.player_board_warbands == 11


def test_dice_faces(c):
    assert Counter(f.name for f in c.attack_die) == {"hollow_sword": 3, "sword": 2, "two_swords_skull": 1}
    assert Counter(f.name for f in c.defense_die) == {"blank": 2, "shield": 2, "two_shields": 1, "double": 1}
    skull = next(f for f in c.attack_die if f.skulls)
    assert (skull.swords, skull.skulls) == (2, 1)
    assert sum(f.hollow_swords for f in c.attack_die) == 3 and sum(f.doubles for f in c.defense_die) == 1
    assert sum(f.shields for f in c.defense_die) == 4


def test_one_shared_copy_survives_pickling(c):
    assert content() is c
    assert pickle.loads(pickle.dumps(c)) is c
    assert pickle.loads(pickle.dumps({"state": [c]}))["state"][0] is c


# ---------------------------------------------------------------- the tutorial world

def test_tutorial_world_equals_its_save_string(c):
    saved = decode(TUTORIAL)
    w = c.world
    assert (w.name, w.oath) == (saved.name, saved.oath) == ("The Chrysanthemum Chronicle", "supremacy")
    assert [(s.region, s.site, s.faceup, s.cards) for s in w.sites] == [
        (region, r.site, r.faceup, r.cards) for region, r in zip(c.slot_regions, saved.sites)]
    assert w.world_deck == saved.world_deck
    assert w.relic_deck == saved.relic_deck
    assert w.dispossessed == saved.dispossessed == ()


def test_tutorial_world_holds_each_first_game_card_once(c):
    w = c.world
    names = [(c.sites[s.site].name, s.faceup, [c.card_name(x) for x in s.cards]) for s in w.sites]
    assert names == [("Plains", True, ["Longbows"]), ("Lush Coast", False, []),
                     ("Mountain", True, ["Taming Charm", "Ivory Eye"]), ("Buried Giant", False, []),
                     ("Salt Flats", False, []), ("Rocky Coast", True, ["Elders"]), ("Wastes", False, []),
                     ("Great Slum", False, [])]
    assert len(w.world_deck) == 56
    assert Counter(card_kind(x) for x in w.world_deck) == {"denizen": 51, "vision": 5}
    assert len(w.relic_deck) == 19 and all(card_kind(x) == "relic" for x in w.relic_deck)
    everywhere = [x for s in w.sites for x in s.cards] + list(w.world_deck) + list(w.relic_deck) + list(w.dispossessed)
    assert len(everywhere) == len(set(everywhere))
    assert set(everywhere) == set(first_game(c)) | set(c.visions) | (set(c.relics) - {SCEPTER_ID})
    # T1.3: the Chancellor draws the top 4 relics for the Reliquary; 15 stay in the deck
    assert [c.card_name(x) for x in w.relic_deck[:4]] == [
        "Circlet of Command", "Oracular Pig", "Cup of Plenty", "Truthful Harp"]
    for s in w.sites:
        site = c.sites[s.site]
        assert len(s.denizens) <= site.capacity and len(s.relics) <= site.relics


# ---------------------------------------------------------------- the save-string decoder

def test_decode_the_tutorial_string():
    t = decode(TUTORIAL)
    assert (t.version, t.games, t.name) == ((3, 3, 2), 1, "The Chrysanthemum Chronicle")
    assert t.player_colours == ("brown", "white", "blue") and t.citizens == 0 and t.citizen_colours == ()
    assert t.oath == "supremacy"
    assert t.suit_order == ("discord", "hearth", "nomad", "arcane", "order", "beast")
    assert [(s.site, s.faceup) for s in t.sites] == [(4, True), (8, False), (7, True), (19, False), (1, False),
                                                      (11, True), (10, False), (18, False)]
    assert t.sites[2].slots == (36, None, 233) and t.sites[2].cards == (36, 233)
    assert (len(t.world_deck), t.world_deck[:3], t.world_deck[-1]) == (56, (6, 27, 30), 22)
    assert t.dispossessed == () and len(t.relic_deck) == 19
    assert (t.previous.citizens, t.previous.winner, t.previous.winner_name) == (0, "purple", "UNKNOWN")


def test_decode_the_reset_string():
    r = decode(RESET)
    assert (r.version, r.games, r.name, r.players, r.citizens, r.oath) == ((3, 3, 2), 1, "Empire and Exile", 0, 0,
                                                                          "supremacy")
    assert [(s.site, s.faceup, s.cards) for s in r.sites] == [
        (4, True, (3,)), (None, False, ()), (7, True, (36,)), (None, False, ()), (None, False, ()),
        (11, True, (25,)), (None, False, ()), (None, False, ())]
    assert r.world_deck == r.dispossessed == r.relic_deck == ()
    assert r.previous.winner == "purple" and r.previous.winner_name == "UNKNOWN"


def test_versions_before_3_3_1_have_no_previous_game_block():
    body = RESET[6:-len("002007UNKNOWN")]
    for version in ("030100", "030200", "030300"):
        old = decode(version + body)
        assert old.previous is None and old.name == "Empire and Exile"
    ok = decode("030303" + RESET[6:])
    assert ok.version == (3, 3, 3)
    with pytest.raises(SaveStringError, match="previous citizen mask"):
        decode("030301" + body)
    with pytest.raises(SaveStringError, match="unexpected characters"):
        decode("030300" + RESET[6:])


def test_decode_surrounding_whitespace_and_lowercase_hex():
    assert decode("  " + TUTORIAL.replace("FFFF20", "ffff20", 1) + "\n") == decode(TUTORIAL)


@pytest.mark.parametrize("text, words", [
    ("", "empty"),
    ("0303", "version patch"),
    ("020003" + RESET[6:], "version 2.0.3 is not supported"),
    ("030400" + RESET[6:], "version 3.4.0 is not supported"),
    ("03030G" + RESET[6:], "not hexadecimal"),
    ("030302000100", "the name is empty"),
    ("03030200011BThe Chrysanthemum", "chronicle name at character 12: the string ends"),
    (RESET.replace("Exile000000012345", "Exile000005012345"), "5 is not an Oath code"),
    (RESET.replace("Exile000000012345", "Exile000000012344"), "does not hold each suit code"),
    (RESET.replace("0403FFFF", "1703FFFF"), "site 1 at character 40: 23 is not a site id"),
    (RESET.replace("0403FFFF", "0403D9FF"), "site 1 card slot 2 at character 44: 217 is not a card id"),
    (RESET.replace("0403FFFFFFFFFFFF", "0403FFFFFF03FFFF"), "site 2 at character 48: an empty site slot holds cards"),
    (RESET.replace("FFFF000000002007UNKNOWN", "FFFF00FF"), "Dispossessed card 1 at character 108: the string ends"),
    (RESET.replace("2007UNKNOWN", "4007UNKNOWN"), "0x40 is not a colour"),
    (RESET.replace("07UNKNOWN", "09UNKNOWN"), "previous winner name at character"),
    (RESET + "00", "2 unexpected characters"),
    (TUTORIAL[:200], "the string ends after 200 characters"),
])
def test_11_6_bad_save_strings_raise_clear_errors(text, words):
    with pytest.raises(SaveStringError) as err:
        decode(text)
    assert words in str(err.value)
    assert isinstance(err.value, ValueError)


def test_decode_rejects_what_is_not_text():
    with pytest.raises(SaveStringError, match="expected text"):
        decode(b"0303")


# ---------------------------------------------------------------- strict loading

def broken_copy(tmp_path, name, old, new):
    for f in oc.FILES:
        shutil.copy(DATA / f, tmp_path / f)
    text = (tmp_path / name).read_text()
    assert old in text, old
    (tmp_path / name).write_text(text.replace(old, new, 1))
    return tmp_path


def test_the_package_data_loads_from_a_directory_too(tmp_path):
    for f in oc.FILES:
        shutil.copy(DATA / f, tmp_path / f)
    copy = oc.load(tmp_path)
    assert copy is not content() and copy.world == content().world and copy.denizens == content().denizens


@pytest.mark.parametrize("name, old, new, words", [
    ("denizens.toml", 'name = "Wolves"\n', 'name = "Wolves"\ncolour = "grey"\n',
     "denizens.toml denizen Wolves: unknown key(s) colour"),
    ("denizens.toml", 'name = "Mercenaries"\nsuit = "discord"', 'name = "Mercenaries"\nsuit = "chaos"',
     "denizens.toml denizen Mercenaries: unknown suit 'chaos'"),
    ("denizens.toml", 'restriction = "adviser"', 'restriction = "hand"',
     "denizens.toml denizen A Small Favor: unknown restriction 'hand'"),
    ("denizens.toml", 'kinds = ["battle_plan:either"]', 'kinds = ["battle_plan:sideways"]',
     "denizens.toml denizen Mercenaries kinds: unknown kind 'battle_plan:sideways'"),
    ("denizens.toml", "id = 14\n", "id = 11\n", "denizens.toml: id 11 used twice"),
    ("denizens.toml", "id = 14\n", "id = 200\n",
     "denizens.toml denizen A Small Favor: id 200 is outside the denizen ids 0-197"),
    ("denizens.toml", "cost = { place_favor = 1 }", "cost = { place_favour = 1 }",
     "denizens.toml denizen Mercenaries cost: unknown key(s) place_favour"),
    ("denizens.toml", 'power = "mercenaries"', 'power = "Hired Swords"',
     "denizens.toml denizen Mercenaries: power must be a snake_case id"),
    ("denizens.toml", 'name = "Mercenaries"\n', "",
     "denizens.toml denizen 11: missing field(s) name"),
    ("visions.toml", "id = 214", "id = 215", "visions.toml vision Conquest: id 215 is outside the Vision ids"),
    ("visions.toml", 'goal = "rules_most_sites"', 'goal = "rules_the_seas"',
     "visions.toml vision Conquest: unknown goal 'rules_the_seas'"),
    ("sites.toml", 'kind = "coast"', 'kind = "beach"', "sites.toml site Barren Coast: unknown site kind 'beach'"),
    ("sites.toml", "recover = { burn_favor = 2 }", "recover = { burn_favor = 2, burn_secrets = 1 }",
     "sites.toml site Mountain recover: one of place_favor"),
    ("sites.toml", 'bank = "discord"', 'bank = "gold"', "sites.toml site Mine recover bank: unknown suit 'gold'"),
    ("relics.toml", "defense = 5", "defense = -5", "relics.toml relic Grand Scepter defense"),
    ("relics.toml", "id = 238", "id = 239", "relics.toml relic Grand Scepter: id 239 is outside the relic ids"),
    ("board.toml", '"beast", "nomad"]', '"beast", "beast"]', "board.toml suits: must list each"),
    ("board.toml", "provinces = { cradle = 2,", "provinces = { moon = 2,", "board.toml travel provinces"),
    ("board.toml", "exile = [[9, 6], [4, 5], [0, 4]]", "exile = [[4, 5], [9, 6], [0, 4]]",
     "board.toml supply exile: thresholds must fall"),
    ("board.toml", 'name = "Greedy"', 'name = "Greedy"\nwords = "x"', "board.toml reliquary 3: unknown key(s) words"),
    ("board.toml", 'title_goal = "rules_most_sites"', 'title_goal = "most_gold"',
     "board.toml oath supremacy title_goal: unknown goal 'most_gold'"),
    ("board.toml", "mob_at = 6\n", "", "board.toml banner peoples_favor: the People's Favor, and only it, has a Mob side"),
    ("board.toml", "mob_at = 6\n", "mob_at = 0\n", "board.toml banner peoples_favor mob_at"),
    ("board.toml", 'token = "secrets"\n', 'token = "secrets"\nmob_at = 3\n',
     "board.toml banner darkest_secret: the People's Favor, and only it, has a Mob side"),
    ("board.toml", 'war_exhaustion = ["supremacy", "people", "protection", "devotion"]',
     'war_exhaustion = ["supremacy", "people", "protection"]', "board.toml visions war_exhaustion: must list each"),
    ("world.toml", "6, 27, 30", "198, 27, 30", "world.toml world_deck: card 198 (Sprawling Rampart) cannot lie here"),
    ("chronicle_denizens.toml", "id = 78\n", "id = 11\n", "chronicle_denizens.toml: id 11 used twice"),
    ("world.toml", "232, 231, 224", "232, 232, 224",
     "world.toml relic_deck: card 232 (Circlet of Command) is already in world.toml relic_deck"),
    ("world.toml", "46, 22,", "46, 22, 3,", "card 3 (Longbows) is already in world.toml site #1 (Plains)"),
    ("world.toml", "cards = [25]", "cards = [25, 214]",
     "world.toml site #6 (Rocky Coast): card 214 (Conquest) cannot lie here"),
    ("world.toml", "cards = [25]", "cards = [25, 53, 52]",
     "world.toml site #6 (Rocky Coast): 3 cards overflow its capacity 2"),
    ("world.toml", "cards = [36, 233]", "cards = [36, 233, 232]",
     "world.toml site #3 (Mountain): 2 relics beside it, more than its 1"),
    ("world.toml", "site = 8\nfaceup = false\ncards = []", "site = 8\nfaceup = false\ncards = [53]",
     "world.toml site #2 (Lush Coast): a facedown site holds no cards"),
    ("world.toml", "site = 8\n", "site = 4\n", "world.toml site: id 4 used twice"),
    ("world.toml", 'region = "cradle"\nsite = 8', 'region = "provinces"\nsite = 8',
     "world.toml site #2: slot 2 lies in the cradle region"),
    ("world.toml", "dispossessed = []", "dispossessed = [238]", "world.toml dispossessed: card 238"),
    ("world.toml", "dispossessed = []", "dispossessed = [", "world.toml:"),
])
def test_loader_errors_name_file_and_entry(tmp_path, name, old, new, words):
    with pytest.raises(ContentError, match=name) as err:
        oc.load(broken_copy(tmp_path, name, old, new))
    assert words in str(err.value)
