"""Oath's components as players read them (rules/oath/cards.py, the `text` of rules/oath/data):
the catalogue holds every component of the data once, each with its text, and each text states
what the data says of the component: its restriction and lock, its cost, when its power works
(a battle plan's side), a site's capacity and recover cost, a relic's defense dice, a Vision's
goal. The loader refuses a component without a text."""
import re
import shutil
from pathlib import Path

import pytest

from rules import games
from rules.core.content import ContentError
from rules.core.words import count
from rules.oath import cards
from rules.oath import content as oc
from rules.oath.content import content

DATA = Path(oc.__file__).parent / "data"

# how a text says when a power works, by the content's kinds
WHEN = {"action": "Action", "rest": "Rest:", "wake": "Wake:", "when_played": "When played faceup:",
        "persistent": "Persistent:", **{f"modifier:{a}": f"Modifies {a.capitalize()}" for a in oc.ACTIONS}}
SIDES = {"attacker": "attacker", "defender": "defender", "either": "attacker or defender"}


@pytest.fixture(scope="module")
def c():
    return content()


@pytest.fixture(scope="module")
def box(c):
    return {e["id"]: e for e in cards.catalogue(c)}


def first_game(c):
    """The first game's denizens (save ids 0-53); the rest of the box's texts are checked against
    their data in test_oath_chronicle_data.py."""
    return {x: d for x, d in c.denizens.items() if x < 54}


def powered(c):
    """(id, component, its text) for every first-game denizen and relic."""
    return [(cards.card_id(x.id), x, cards.describe(c, cards.card_id(x.id))["text"])
            for table in (first_game(c), c.relics) for x in table.values()]


def test_the_catalogue_holds_every_component_of_the_data_once(c, box):
    assert len(c.denizens) == 198 and len(c.edifices) == 12 and len(c.sites) == 23 and len(c.relics) == 21 \
        and len(c.visions) == 5
    expected = len(c.denizens) + len(c.edifices) + len(c.sites) + len(c.relics) + len(c.visions) + len(c.oaths) \
        + len(c.banners) + len(c.reliquary) + 1  # the title
    entries = cards.catalogue(c)
    assert len(entries) == len(box) == expected == 270
    assert {e["where"] for e in entries} == {"Denizens", "Edifices", "Sites", "Relics", "Visions", "Oaths", "Banners",
                                            "The Reliquary", "The title"}
    for e in entries:
        assert e == {"id": e["id"], **cards.describe(c, e["id"]), "where": e["where"]}
        for field in ("name", "kind", "text"):
            assert isinstance(e[field], str) and e[field].strip(), (e["id"], field)
        assert "…" not in e["text"] and "..." not in e["text"], e["id"]


def test_the_engine_gives_the_catalogue(c):
    assert games.get("oath").catalogue() == cards.catalogue(c)


def test_a_description_is_a_copy_the_view_may_add_to(c):
    cards.describe(c, "denizen:4")["where"] = "Plains"
    assert "where" not in cards.describe(c, "denizen:4")


def test_a_restricted_card_says_so_and_no_other_does(c):
    for d in c.denizens.values():
        e = cards.describe(c, cards.card_id(d.id))
        for restriction, words in (("site", "Site only"), ("adviser", "Adviser only")):
            said = f"{words}:" in e["text"], words.lower() in e["kind"]
            assert said == ((d.restriction == restriction),) * 2, (d.name, restriction, e)


def test_a_locked_card_says_so_and_no_other_does(c):
    for d in c.denizens.values():
        e = cards.describe(c, cards.card_id(d.id))
        assert ("Locked:" in e["text"], "locked" in e["kind"]) == (d.locked, d.locked), (d.name, e)
    assert sum("Locked:" in cards.describe(c, cards.card_id(x))["text"] for x in first_game(c)) == 4


def test_every_card_reads_its_whole_text(c):
    for d in c.denizens.values():
        assert cards.describe(c, cards.card_id(d.id))["text"].startswith(d.text), d.name


def test_a_card_with_a_cost_states_it(c):
    costly = 0
    for cid, x, text in powered(c):
        cost = x.cost
        said = [f"place {n} favor on this card" for n in [cost.place_favor] if n]
        said += [f"place {count(n, 'secret')} on this card" for n in [cost.place_secrets] if n]
        said += [f"burn {n} favor" for n in [cost.burn_favor] if n]
        said += [f"burn {count(n, 'secret')}" for n in [cost.burn_secrets] if n]
        for words in said:
            assert words in text, (x.name, words, text)
        assert cards.describe(c, cid).get("cost") == (None if cost.free else cost.text)
        if cost.free:
            assert not re.search(r"\((place|burn) ", text), (x.name, text)
        costly += not cost.free
    assert costly == 31


def test_each_power_says_when_it_works(c):
    for _, x, text in powered(c):
        for kind in x.kinds:
            if not kind.startswith("battle_plan:"):
                assert WHEN[kind] in text, (x.name, kind, text)
        for kind, words in WHEN.items():
            if words in text and kind not in x.kinds:
                pytest.fail(f"{x.name} says {words!r} but its power is {x.kinds}")


def test_a_battle_plan_says_which_side(c):
    plans = 0
    for _, x, text in powered(c):
        sides = set(re.findall(r"Battle plan, (attacker or defender|attacker|defender)", text))
        side = next((k.split(":")[1] for k in x.kinds if k.startswith("battle_plan:")), None)
        assert sides == ({SIDES[side]} if side else set()), (x.name, side, text)
        plans += side is not None
    assert plans == 21  # 18 denizens, 3 relics


def test_a_sites_text_names_its_capacity_its_reveal_and_its_recover_cost(c):
    regions = {w.site: c.region(w.region).name for w in c.world.sites}
    for s in c.sites.values():
        e = cards.describe(c, cards.site_id(s.id))
        assert f"Capacity {s.capacity}:" in e["text"] and e["kind"].endswith(f"room for {s.capacity}"), e
        assert (regions[s.id] in e["kind"]) if s.id in regions else e["kind"] == f"Site · room for {s.capacity}"
        assert (s.recover.text in e["text"]) if s.recover else "recover" not in e["text"], e
        assert (count(s.relics, "facedown relic") in e["text"]) == bool(s.relics), e
        assert "1 defense die" in e["text"]
    mine = cards.describe(c, "site:0")["text"]
    assert "put 3 favor on it and 1 facedown relic beside it" in mine
    assert "put 3 favor into the Discord bank" in mine
    assert cards.describe(c, "site:17")["kind"] == "Site · room for 0"


def test_a_relics_text_and_kind_name_its_defense_dice(c):
    for r in c.relics.values():
        e = cards.describe(c, cards.card_id(r.id))
        dice = count(r.defense, "defense die", "defense dice")
        assert e["kind"] == f"Relic · {dice}" and f"it adds {dice}" in e["text"], e
    scepter = cards.describe(c, "relic:238")
    assert scepter["name"] == "Grand Scepter" and "5 defense dice" in scepter["kind"]
    assert "offer Citizenship" in scepter["text"] and "exile a Citizen" in scepter["text"]


def test_visions_say_their_goal_and_when_an_exile_wins_by_it(c):
    for v in c.visions.values():
        text = cards.describe(c, cards.card_id(v.id))["text"]
        if v.conspiracy:
            assert "When played:" in text and "burn 1 secret" in text and "leaves the game" in text
            assert "Goal:" not in text
            continue
        assert text.startswith(f"Vision of the {cards.oath_name(c, v.oath)}.\nGoal: ")
        assert f"at least {c.vision_goal_min_drawn} Visions have been drawn" in text and "Wake" in text


def test_oaths_banners_reliquary_and_title_say_what_they_do(c, box):
    assert box["oath:people"]["name"] == "The Oath of the People"
    for key in c.oaths:
        text = box[cards.oath_id(key)]["text"]
        assert "Title goal: " in text and "Successor goal: " in text and "Its Vision: " in text
    for key, b in c.banners.items():
        text = box[cards.banner_id(key)]["text"]
        assert "Recover (1 Supply)" in text and "Seized" in text and "defense die for each" in text
        assert f"with {b.start} {'favor' if b.token == 'favor' else 'secret'} on it" in text
    for space in c.reliquary:
        e = box[cards.reliquary_id(space.id)]
        assert e["name"] == f"{space.name} space" and "binds the Chancellor" in e["text"]
    title = box[cards.TITLE_ID]
    assert title["kind"] == "Title" and "Usurper" in title["text"] and "end die" in title["text"]


def copy_without(tmp_path, name, pattern, new=""):
    """The data files in tmp_path, with the first match of `pattern` in `name` replaced."""
    for f in oc.FILES:
        shutil.copy(DATA / f, tmp_path / f)
    text = (tmp_path / name).read_text()
    changed = re.sub(pattern, new, text, count=1, flags=re.S)
    assert changed != text, pattern
    (tmp_path / name).write_text(changed)
    return tmp_path


@pytest.mark.parametrize("name, pattern, new, words", [
    ("denizens.toml", r"(name = \"Keep\".*?)text = '''.*?'''", r"\1", "denizens.toml denizen Keep: missing field(s) text"),
    ("denizens.toml", r"(name = \"Keep\".*?text = ''').*?'''", r"\1 '''", "denizens.toml denizen Keep: text must say"),
    ("sites.toml", r"(name = \"Plains\".*?)text = '''.*?'''", r"\1", "sites.toml site Plains: missing field(s) text"),
    ("relics.toml", r"(name = \"Grand Scepter\".*?)text = '''.*?'''", r"\1", "relics.toml relic Grand Scepter: missing"),
    ("visions.toml", r"(name = \"Conspiracy\".*?)text = '''.*?'''", r"\1", "visions.toml vision Conspiracy: missing"),
    ("board.toml", r"(name = \"Greedy\".*?)text = '''.*?'''", r"\1", "board.toml reliquary 3: missing field(s) text"),
    ("board.toml", r"(name = \"The People\".*?)text = '''.*?'''", r"\1", "board.toml oath people: missing field(s) text"),
    ("board.toml", r"(key = \"darkest_secret\".*?)text = '''.*?'''", r"\1", "board.toml banner darkest_secret: missing"),
    ("board.toml", r"\[title\]\ntext = '''.*?'''", "", "board.toml: missing field(s) title"),
])
def test_the_loader_refuses_a_component_without_its_text(tmp_path, name, pattern, new, words):
    with pytest.raises(ContentError) as err:
        oc.load(copy_without(tmp_path, name, pattern, new))
    assert words in str(err.value)
