"""Viscounts townsfolk data: the base game's counts, facts the rulebook shows, and strict checks."""
import re
from difflib import SequenceMatcher
from pathlib import Path

import pytest

from rules.core.content import ContentError
from rules.viscounts import townsfolk as tf
from rules.viscounts.cards import catalogue, townsfolk_label
from rules.viscounts.townsfolk import Step, card_lines, card_text, townsfolk

HEROES = {"Ada", "Bertha", "Clovis", "Emma", "Guntram", "Judith", "Lothaire", "Merovech", "Rudolf", "Therese"}
STARTING = {"Abbot", "Financier", "Journeyman", "Labourer", "Lender", "Squire", "Thief", "Trader"}


def of_kind(kind):
    return [c for c in townsfolk().values() if c.kind == kind]


def gain(**amounts):
    return Step("gain", gains=tuple(amounts.items()))


def test_base_game_has_68_neutral_townsfolk_counting_copies():
    assert sum(c.copies for c in of_kind("neutral")) == 68


def test_the_ten_heroes_and_eight_starting_cards():
    assert sorted(c.name for c in of_kind("hero")) == sorted(HEROES)
    assert sorted(c.name for c in of_kind("starting")) == sorted(STARTING)
    assert all(c.copies == 1 for c in of_kind("hero") + of_kind("starting"))


def test_only_neutral_townsfolk_have_a_hire_effect():
    # heroes are dealt at setup and starting cards are owned from the start: neither is hired
    assert not any(c.on_hire for c in of_kind("hero") + of_kind("starting"))


def test_repeated_names_differ_in_their_stats():
    seen = {}
    for c in of_kind("neutral"):
        key = (c.name, c.cost, c.icons, c.ability, c.on_hire)
        assert key not in seen, f"{c.id} repeats {seen[key]}: use copies"
        seen[key] = c.id
    names = [c.name for c in of_kind("neutral")]
    assert names.count("Debt Collector") == 4 and names.count("Peddler") == 4
    assert names.count("Scoundrel") == names.count("Swindler") == names.count("Tinker") == 3


def test_every_ability_and_hire_effect_renders_to_text():
    for c in townsfolk().values():
        lines = card_lines(c)
        assert len(lines) == bool(c.ability) + bool(c.on_hire), c.id
        for line in lines:
            assert line and "None" not in line and "  " not in line, (c.id, line)
    assert card_lines(townsfolk()["abbot"]) == ()


def test_every_card_has_icons_and_a_cost():
    for c in townsfolk().values():
        assert c.icons and 1 <= c.cost <= 3, c.id
        assert set(dict(c.icons)) <= set(tf.ICONS)


def test_trader_earns_a_silver_after_trading():
    trader = townsfolk()["trader"]
    assert (trader.kind, trader.cost, trader.icons) == ("starting", 1, (("merchant", 1),))
    assert trader.ability.timing == "ongoing" and trader.ability.when == "after_trade"
    assert trader.ability.effect == (gain(silver=1),)


def test_journeyman_drops_off_into_a_free_hire_and_a_virtue():
    j = townsfolk()["journeyman"]
    assert j.ability.timing == "dropoff"
    assert j.ability.effect == (Step("hire"), gain(virtue=1))
    assert card_text(j) == "Drop-off: free hire, 1 virtue"


def test_antagonist_two_criminals_a_debt_when_played_corruption_when_hired():
    a = townsfolk()["antagonist"]
    assert a.icons == (("criminal", 2),) and a.cost == 3
    assert a.ability.timing == "instant" and a.ability.effect == (gain(debt=1),)
    assert a.on_hire == (gain(corruption=1),)


def test_rulebook_examples():
    t = townsfolk()
    # dismissing a Woodcutter: 2 silver, a Builder icon, 1 virtue
    w = t["woodcutter-2-virtue"]
    assert (w.cost, w.icons, w.on_hire) == (2, (("builder", 1),), (gain(virtue=1),))
    # the Mason costs 1 to dismiss and gives a Rearrange
    assert t["mason"].cost == 1 and t["mason"].on_hire == (Step("rearrange"),)
    # dismissing the Racketeer gives a Shuffle
    assert all(c.on_hire == (Step("shuffle"),) for c in t.values() if c.name == "Racketeer")
    # the Traveller treats each pair of Merchant icons as a Cleric icon
    m = t["traveller"].ability.modifier
    assert (m.action, m.count, m.per) == ("transcribe", "merchant", 2)
    # the Overseer discards after placing workers; the Peddler gains an ink well in a collision
    assert t["overseer-3-destroy-or-discard"].ability.when == "after_noble"
    assert t["peddler-2-ink"].ability.when == "collision"
    assert t["peddler-2-ink"].ability.effect == (gain(ink=1),)


def test_heroes_spot_checks():
    t = townsfolk()
    assert t["lothaire"].ability.effect == (gain(stone=1, gold=1, ink=1),)
    assert t["emma"].ability.modifier.resources == ("stone", "gold")
    assert t["guntram"].ability.timing == "dropoff"
    assert card_text(t["guntram"]) == "Drop-off: (1 debt, flip 1 deed) or (1 deed, flip 1 debt)"


def test_choose_renders_each_option():
    assert card_text(townsfolk()["vicar"]) == "Instant: destroy 1 card or discard 1 card; Hire/dismiss: 1 virtue"


FAN_LISTS = Path(__file__).resolve().parents[3] / "shared" / "reference" / "viscounts"


def words(text):
    return re.findall(r"[a-z0-9]+", text.lower())


def longest_shared_run(a, b):
    """The longest run of words two texts share, in the same order."""
    return SequenceMatcher(None, a, b, autojunk=False).find_longest_match(0, len(a), 0, len(b)).size


@pytest.mark.skipif(not FAN_LISTS.is_dir(), reason="the public fan lists are not beside the project")
def test_card_texts_are_in_our_own_words():
    """The generated ability and hire texts, and the full text of every component of the box,
    share no run of more than four words with any line of the public fan lists (the data was read
    from them; the words a player reads are ours)."""
    fan = [words(line) for path in sorted(FAN_LISTS.glob("fan-list-*.txt")) for line in path.read_text().splitlines()]
    assert len(fan) > 150
    for card in townsfolk().values():
        for line in card_lines(card):
            ours = words(line.split(":", 1)[1])
            assert max(longest_shared_run(ours, theirs) for theirs in fan) <= 4, (card.id, line)
    for entry in catalogue():
        ours = words(entry["text"])
        assert max(longest_shared_run(ours, theirs) for theirs in fan) <= 4, entry["id"]


def test_cards_sharing_a_name_are_told_apart_in_choices():
    """Four Peddlers, three Swindlers...: a choice names each by what its ability gives."""
    by_name = {}
    for cid, card in townsfolk().items():
        by_name.setdefault(card.name, []).append(cid)
    shared = {name: ids for name, ids in by_name.items() if len(ids) > 1}
    assert len(shared) == 12 and len(shared["Peddler"]) == 4
    for name, ids in shared.items():
        labels = {townsfolk_label(cid) for cid in ids}
        assert len(labels) == len(ids) and all(label.startswith(f"{name} (") for label in labels), labels
    assert townsfolk_label("peddler-2-gold") == "Peddler (1 gold)" and townsfolk_label("friar") == "Friar"


GOOD = {"id": "x", "name": "X", "kind": "neutral", "cost": 2, "icons": {"noble": 1},
        "ability": {"timing": "instant", "effect": [{"gain": {"virtue": 1}}]}, "on_hire": [{"discard": 1}]}


@pytest.mark.parametrize("change, message", [
    ({"colour": "red"}, "unknown key"),
    ({"kind": "outsider"}, "kind"),
    ({"icons": {"trade": 1}}, "unknown key"),
    ({"cost": 0}, "at least 1"),
    ({"ability": {"timing": "later", "effect": []}}, "timing"),
    ({"ability": {"timing": "instant", "effect": [{"gain": {"wood": 1}}]}}, "unknown key"),
    ({"ability": {"timing": "instant", "effect": [{"fly": 1}]}}, "unknown step"),
    ({"ability": {"timing": "instant", "effect": [{"flip": "both"}]}}, "flip"),
    ({"ability": {"timing": "instant", "effect": [{"choose": [[{"discard": 1}]]}]}}, "two options"),
    ({"ability": {"timing": "instant", "when": "after_build", "effect": [{"discard": 1}]}}, "unknown key"),
    ({"ability": {"timing": "ongoing", "when": "sometimes", "effect": [{"discard": 1}]}}, "trigger"),
    ({"ability": {"timing": "ongoing", "effect": [{"discard": 1}]}}, "missing"),
    ({"ability": {"timing": "ongoing", "modifier": {"action": "noble", "per": 2}}}, "missing"),
    ({"ability": {"timing": "ongoing", "modifier": {"action": "noble", "resource": "wood", "worth": 2}}}, "resource"),
    ({"on_hire": [{"hire": "cheap"}]}, "free"),
    ({"on_hire": [{"rearrange": True, "shuffle": True}]}, "exactly one key"),
])
def test_bad_entries_are_content_errors_naming_the_file_and_card(change, message):
    with pytest.raises(ContentError, match=message) as error:
        tf._townsfolk(GOOD | change)
    assert str(error.value).startswith("townsfolk.toml townsfolk x")


def test_a_missing_field_is_a_content_error():
    raw = dict(GOOD)
    del raw["cost"]
    with pytest.raises(ContentError, match="missing field.*cost"):
        tf._townsfolk(raw)
