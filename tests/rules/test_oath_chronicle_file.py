"""A Chronicle kept between games (REFERENCE.md 11.7), as its file's text: what it holds, its name
rule, and the one line a file that cannot be continued gets."""
from __future__ import annotations

import json
from dataclasses import replace

import pytest

from rules.oath.chronicle import (LAYOUT, ChronicleError, Game, StoredChronicle, check_name, from_json,
                                  from_string, to_json, to_string)
from rules.oath.content import DENIZEN_IDS, EDIFICE_IDS
from rules.oath.savestring import decode

from .oath_table import RESET, TUTORIAL


@pytest.mark.parametrize("text", [RESET, TUTORIAL], ids=["reset", "tutorial"])
def test_11_7_the_mods_strings_kept_and_given_back(text):
    kept = from_string(text)
    assert kept.name == decode(text).name and kept.games == ()
    assert from_json(to_json(kept)) == kept
    assert to_string(from_json(to_json(kept))) == text


def test_11_7_the_file_holds_name_world_sides_games_dispossessed_and_archive():
    tutorial = decode(TUTORIAL)
    world = replace(tutorial, citizens=0x11, dispossessed=(54, 55, 56, 57, 58, 59))
    kept = StoredChronicle("Kronika Żółwia", replace(world, name="Kronika Żółwia"),
                           (Game(("purple", "red"), "red"), Game(("purple", "red", "blue"), None)),
                           tuple(range(60, 198)) + (198, 202))
    raw = json.loads(to_json(kept))
    assert raw["name"] == "Kronika Żółwia" and raw["layout"] == LAYOUT
    assert raw["sides"] == {"red": "citizen", "blue": "exile", "white": "exile", "yellow": "exile", "brown": "citizen"}
    assert raw["games"] == [{"seats": ["purple", "red"], "winner": "red"},
                            {"seats": ["purple", "red", "blue"], "winner": None}]
    assert raw["dispossessed"] == [54, 55, 56, 57, 58, 59] and raw["archive"][-2:] == [198, 202]
    assert raw["world"]["sites"][2] == {"site": 7, "faceup": True, "slots": [36, None, 233]}
    assert raw["world"]["world_deck"] == list(tutorial.world_deck)
    assert raw["world"]["previous"] == {"sides": [], "winner": "purple", "winner_name": "UNKNOWN"}
    assert from_json(to_json(kept)) == kept
    with pytest.raises(ChronicleError, match="printable ASCII"):  # the mod's string holds no other letters
        to_string(kept)


def test_11_7_the_archive_is_every_denizen_and_edifice_placed_nowhere():
    tutorial = from_string(TUTORIAL)
    assert tutorial.archive == (*range(54, 198), 198, 200, 202, 204, 206, 208)
    reset = from_string(RESET, name="Empty")
    assert reset.name == reset.world.name == "Empty"
    assert set(reset.archive) == set(DENIZEN_IDS) - {3, 25, 36} | set(EDIFICE_IDS[::2])
    ruined_at_a_site = RESET.replace("0403FFFF", "04C7FFFF")  # the edifice 198's ruin face at Plains
    assert 198 not in from_string(ruined_at_a_site).archive and 200 in from_string(ruined_at_a_site).archive


@pytest.mark.parametrize("name, words", [
    ("", "needs a name"),
    ("   ", "needs a name"),
    ("x" * 61, "at most 60 characters (61 given)"),
    ("../outside", "not a path"),
    ("a/b", "not a path"),
    ("a\\b", "not a path"),
    ("..", "not a path"),
    ("a..b", "not a path"),
    (".hidden", "not a path"),
    ("bell\x07", "control or escape"),
    ("\x1b[2Jclear", "control or escape"),
    ("tab\there", "control or escape"),
    (" padded", "no spaces around it"),
])
def test_11_7_a_name_is_never_a_path(name, words):
    with pytest.raises(ChronicleError) as err:
        check_name(name)
    assert words in str(err.value) and "\n" not in str(err.value)
    with pytest.raises(ChronicleError):
        from_string(TUTORIAL, name=name)


def test_11_7_names_that_are_names():
    for name in ("The Chrysanthemum Chronicle", "Kronika Żółwia", "x" * 60, "v1.2 – spring", "a.b"):
        assert check_name(name) == name


def _edited(change) -> str:
    raw = json.loads(to_json(from_string(TUTORIAL)))
    change(raw)
    return json.dumps(raw)


@pytest.mark.parametrize("text, words", [
    ("{", "not a Chronicle file (not JSON)"),
    ("[]", "not a Chronicle file"),
    ('{"format": "tabletop record"}', "not a Chronicle file"),
    (_edited(lambda r: r.update(layout=LAYOUT + 1)), f"from newer rules (file layout {LAYOUT + 1}"),
    (_edited(lambda r: r.update(name="a/b")), "not a path"),
    (_edited(lambda r: r.pop("archive")), "file.archive is missing"),
    (_edited(lambda r: r["sides"].update(red="rebel")), "sides.red is 'rebel'"),
    (_edited(lambda r: r["games"].append({"seats": ["green"], "winner": None})), "games[0] names a colour"),
    (_edited(lambda r: r["world"].update(oath="conspiracy")), "world: save string, oath: 'conspiracy'"),
    (_edited(lambda r: r["world"].update(mod_version=[3, 4, 0])), "world: save string: version 3.4.0"),
    (_edited(lambda r: r["world"]["world_deck"].append(217)), "217 is not a card id"),
    (_edited(lambda r: r["world"]["sites"].pop()), "8 sites with 3 card slots"),
    (_edited(lambda r: r["world"]["sites"][0].update(faceup="yes")), "world.sites[0].faceup is missing or not bool"),
    (_edited(lambda r: r["archive"].append(0)), "archive: card 0 lies in two places"),
    (_edited(lambda r: r["archive"].append(199)), "not a denizen or an intact edifice"),
    (_edited(lambda r: r["dispossessed"].append(True)), "file.dispossessed is not a list of card ids"),
])
def test_11_7_a_file_that_cannot_be_continued_says_why_in_one_line(text, words):
    with pytest.raises(ChronicleError) as err:
        from_json(text)
    assert words in str(err.value) and "\n" not in str(err.value)


@pytest.mark.parametrize("text, words", [
    ("zz", "not hexadecimal"),
    (TUTORIAL[:-2], "the string ends"),
    (TUTORIAL + "0", "1 unexpected characters"),
    ("040000" + TUTORIAL[6:], "version 4.0.0 is not supported"),
    (TUTORIAL.replace("0403FFFF", "04F0FFFF", 1), "site 1 card slot 1 at character 53: 240 is not a card id"),
    (TUTORIAL.replace("FFFF20FFFFFF", "FFFF20FFFF03", 1), "card 3 lies in two places"),
    (TUTORIAL.replace("1600000123", "1620000123", 1), "names a board without a Citizen side"),
    (TUTORIAL.replace("1600000123", "9600000123", 1), "previous seats mask 0x96 holds an unknown seat"),
])
def test_11_7_a_string_that_is_not_one_is_refused_in_one_line(text, words):
    with pytest.raises(ChronicleError) as err:
        from_string(text, name="Kept")
    assert words in str(err.value) and "\n" not in str(err.value)
