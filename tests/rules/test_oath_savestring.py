"""The official mod's save strings written back (REFERENCE.md 11.6): the reset and tutorial strings
exactly, every version with the blocks it holds, changed worlds, and what a string cannot hold."""
from __future__ import annotations

from dataclasses import replace

import pytest

from rules.oath.savestring import PreviousGame, SaveStringError, SiteRecord, decode, encode

from .oath_table import RESET, TUTORIAL


@pytest.mark.parametrize("text", [RESET, TUTORIAL], ids=["reset", "tutorial"])
def test_11_6_the_mods_strings_written_back_exactly(text):
    world = decode(text)
    assert encode(world) == text
    assert decode(encode(world)) == world


@pytest.mark.parametrize("version", [(3, 1, 0), (3, 2, 0), (3, 3, 0), (3, 3, 1), (3, 3, 2), (3, 3, 3)])
def test_11_6_each_version_written_with_the_blocks_it_holds(version):
    tutorial = decode(TUTORIAL)
    world = replace(tutorial, version=version, previous=tutorial.previous if version >= (3, 3, 1) else None)
    text = encode(world)
    assert text.startswith("%02X%02X%02X" % version)
    assert text.endswith("002007UNKNOWN") == (version >= (3, 3, 1))
    assert decode(text) == world


def test_11_6_a_changed_world_round_trips():
    tutorial = decode(TUTORIAL)
    sites = list(tutorial.sites)
    sites[1] = SiteRecord(8, True, (198, None, 45))  # Lush Coast turned faceup, an edifice and a denizen there
    sites[4] = SiteRecord(None, False, (None, None, None))
    world = replace(tutorial, games=300, name="A Chronicle ~ of 7 words!", players=0x7F, citizens=0x15,
                    oath="devotion", suit_order=("beast", "order", "arcane", "nomad", "hearth", "discord"),
                    sites=tuple(sites), world_deck=tutorial.world_deck[::-1] + (197, 199),
                    dispossessed=(60, 61, 62, 63, 64, 65), relic_deck=tutorial.relic_deck[1:],
                    previous=PreviousGame(0x05, None, ""))
    text = encode(world)
    assert decode(text) == world and encode(decode(text)) == text
    assert "012C" in text[6:10] and "06" + "3C3D3E3F4041" in text


@pytest.mark.parametrize("change, words", [
    (dict(version=(3, 4, 0)), "version 3.4.0 is not supported"),
    (dict(version=(2, 0, 3), previous=None), "version 2.0.3 is not supported"),
    (dict(version=(3, 3, 0)), "version 3.3.0 has no previous-game block"),
    (dict(previous=None), "version 3.3.2 needs previous-game block"),
    (dict(games=70000), "game count: 70000 does not fit in 4 hex digits"),
    (dict(name=""), "chronicle name: '' is not 1-255 printable ASCII"),
    (dict(name="Kronika Żółwia"), "is not 1-255 printable ASCII characters"),
    (dict(name="x" * 256), "is not 1-255 printable ASCII"),
    (dict(oath="conspiracy"), "oath: 'conspiracy' is not one of supremacy, people, devotion, protection"),
    (dict(suit_order=("discord",) * 6), "does not hold each suit code"),
    (dict(world_deck=(217,)), "world deck card 1 at character"),
    (dict(world_deck=(256,)), "world deck card: 256 does not fit"),
    (dict(dispossessed=tuple(range(256))), "Dispossessed count: 256 does not fit"),
    (dict(sites=(SiteRecord(23, True, (None, None, None)),) * 8), "site 1 at character 40: 23 is not a site id"),
    (dict(sites=(SiteRecord(4, True, (None, None)),) * 8), "8 sites with 3 card slots each"),
    (dict(sites=()), "8 sites with 3 card slots each"),
    (dict(previous=PreviousGame(0, "green", "UNKNOWN")), "previous winner: 'green' is not one of purple"),
    (dict(previous=PreviousGame(0, "purple", "Zoë")), "previous winner name: 'Zoë' is not 0-255 printable"),
])
def test_11_6_what_a_string_cannot_hold_is_one_clear_error(change, words):
    with pytest.raises(SaveStringError) as err:
        encode(replace(decode(RESET), **change))
    assert words in str(err.value) and "\n" not in str(err.value)
