"""The data of Oath's whole box, written ahead of the engine that will use it (issue 17):
rules/oath/data/chronicle_denizens.toml (the 144 denizens of save ids 54-197, in the schema of
denizens.toml), rules/oath/data/edifices.toml (the 6 edifices, 12 faces, save ids 198-209) and the
sites (all 23 are in sites.toml; a chronicle_sites.toml, if one is ever added, must not repeat
them). What can be checked before any power runs: every id once, the counts of the box, every
field from its vocabulary, the schema the loader accepts, names, texts that say their kind and
cost, and texts in our own words (no run of 6 words shared with a reference summary)."""
import csv
import re
import tomllib
from collections import Counter
from difflib import SequenceMatcher
from pathlib import Path

import pytest

from rules.oath import content as oc
from rules.oath.content import KINDS, RESTRICTIONS, SITE_KINDS, SUITS

DATA = Path(oc.__file__).parent / "data"
REFERENCE = Path(__file__).resolve().parents[3] / "shared" / "reference" / "oath"
needs_reference = pytest.mark.skipif(not (REFERENCE / "denizens.csv").is_file(),
                                     reason="the public reference data is not beside the project")

DENIZEN_FIELDS = {"id", "name", "suit", "restriction", "locked", "power", "kinds", "text"}
FACE_FIELDS = {"id", "name", "power", "kinds", "text"}
COST_KEYS = {"place_favor", "place_secrets", "burn_favor", "burn_secrets"}
LABELS = {  # each kind a text must name, as denizens.toml words it
    "action": "Action", "wake": "Wake", "rest": "Rest", "when_played": "When played",
    "persistent": "Persistent", "battle_plan:attacker": "Battle plan, attacker",
    "battle_plan:defender": "Battle plan, defender",
    "battle_plan:either": "Battle plan, attacker or defender",
    **{f"modifier:{a}": f"Modifies {a.capitalize()}" for a in ("search", "trade", "travel", "muster", "recover",
                                                                "campaign")},
}


def read(name):
    with open(DATA / name, "rb") as f:
        return tomllib.load(f)


@pytest.fixture(scope="module")
def first():
    return read("denizens.toml")["denizen"]


@pytest.fixture(scope="module")
def chronicle():
    return read("chronicle_denizens.toml")["denizen"]


@pytest.fixture(scope="module")
def edifices():
    return read("edifices.toml")["edifice"]


def faces(edifices):
    return [e[side] for e in edifices for side in ("intact", "ruined")]


def snake(name):
    return re.sub(r"[^a-z0-9]+", "_", name.lower().replace("'", "")).strip("_")


def cost_words(cost):
    """A cost as a text puts it: '(place 1 favor and 1 secret on this card and burn 1 favor)'."""
    def amount(n, what):
        return f"{n} favor" if what == "favor" else f"{n} secret" + ("s" if n > 1 else "")
    place = [amount(cost[k], w) for k, w in (("place_favor", "favor"), ("place_secrets", "secrets")) if k in cost]
    burn = [amount(cost[k], w) for k, w in (("burn_favor", "favor"), ("burn_secrets", "secrets")) if k in cost]
    parts = (["place " + " and ".join(place) + " on this card"] if place else []) + \
            (["burn " + " and ".join(burn)] if burn else [])
    return "(" + " and ".join(parts) + ")"


# --------------------------------------------------------------------------- ids and counts

def test_every_denizen_id_once_across_both_files(first, chronicle):
    assert sorted(d["id"] for d in first) == list(range(54))
    assert sorted(d["id"] for d in chronicle) == list(range(54, 198))
    assert len({d["id"] for d in first + chronicle}) == 198


def test_every_site_id_once():
    sites = read("sites.toml")["site"]
    extra = DATA / "chronicle_sites.toml"
    if extra.is_file():
        sites = sites + read("chronicle_sites.toml")["site"]
    assert sorted(s["id"] for s in sites) == list(range(23)), "sites 0-22, each once"


def test_every_edifice_face_id_once(edifices):
    assert len(edifices) == 6
    assert sorted(f["id"] for f in faces(edifices)) == list(range(198, 210))
    for e in edifices:
        assert e["intact"]["id"] % 2 == 0 and e["ruined"]["id"] == e["intact"]["id"] + 1, e["intact"]["name"]


def test_the_box_counts_of_the_reference(first, chronicle):
    """33 per suit, 53 adviser / 45 site / 100 none, 29 locked: the reference README's counts."""
    every = first + chronicle
    assert Counter(d["suit"] for d in every) == {s: 33 for s in SUITS}
    assert Counter(d["suit"] for d in chronicle) == {s: 24 for s in SUITS}
    assert Counter(d["restriction"] for d in every) == {"adviser": 53, "site": 45, "none": 100}
    assert sum(d["locked"] for d in every) == 29


def test_grouped_by_suit_in_the_order_of_denizens_toml(first, chronicle):
    def runs(cards):
        return [suit for i, suit in enumerate(d["suit"] for d in cards) if i == 0 or cards[i - 1]["suit"] != suit]
    assert runs(chronicle) == runs(first) == list(SUITS)
    for suit in SUITS:
        ids = [d["id"] for d in chronicle if d["suit"] == suit]
        assert ids == sorted(ids), suit


# --------------------------------------------------------------------------- fields and vocabularies

def check_cost(where, cost):
    assert isinstance(cost, dict) and cost and set(cost) <= COST_KEYS, where
    assert all(isinstance(n, int) and n >= 1 for n in cost.values()), where


def test_denizen_fields_and_vocabularies(chronicle):
    for d in chronicle:
        where = d.get("name", d.get("id"))
        assert DENIZEN_FIELDS <= set(d) <= DENIZEN_FIELDS | {"cost"}, where
        assert isinstance(d["id"], int) and isinstance(d["name"], str) and d["name"].strip(), where
        assert d["suit"] in SUITS and d["restriction"] in RESTRICTIONS, where
        assert isinstance(d["locked"], bool), where
        assert re.fullmatch(r"[a-z][a-z0-9]*(_[a-z0-9]+)*", d["power"]), where
        assert d["kinds"] and len(set(d["kinds"])) == len(d["kinds"]) and set(d["kinds"]) <= set(KINDS), where
        assert isinstance(d["text"], str) and d["text"].strip(), where
        if "cost" in d:
            check_cost(where, d["cost"])


def test_edifice_fields_and_vocabularies(edifices):
    assert sorted(e["suit"] for e in edifices) == sorted(SUITS), "one edifice per suit"
    for e in edifices:
        assert set(e) == {"suit", "restriction", "locked", "intact", "ruined"}, e
        assert e["restriction"] == "site" and e["restriction"] in RESTRICTIONS and e["locked"] is True
        for face in (e["intact"], e["ruined"]):
            where = face.get("name")
            assert FACE_FIELDS <= set(face) <= FACE_FIELDS | {"cost"}, where
            assert isinstance(face["name"], str) and face["name"].strip(), where
            assert re.fullmatch(r"[a-z][a-z0-9]*(_[a-z0-9]+)*", face["power"]), where
            assert face["kinds"] and set(face["kinds"]) <= set(KINDS), where
            assert isinstance(face["text"], str) and face["text"].strip(), where
            if "cost" in face:
                check_cost(where, face["cost"])


def test_the_loader_accepts_all_198_denizens():
    """denizens.toml and chronicle_denizens.toml read together by the engine's own loader (its
    checks of every field, id space and vocabulary)."""
    loaded = oc.content()
    assert sorted(loaded.denizens) == list(range(198))
    assert len(loaded.sites) == 23 and sorted(loaded.sites) == list(range(23))
    for s in loaded.sites.values():
        assert s.kind in SITE_KINDS


def test_names_unique_and_powers_named_after_them(first, chronicle, edifices):
    names = [d["name"] for d in first + chronicle] + [f["name"] for f in faces(edifices)]
    names += [s["name"] for s in read("sites.toml")["site"]] + [r["name"] for r in read("relics.toml")["relic"]]
    names += [v["name"] for v in read("visions.toml")["vision"]]
    assert [n for n, k in Counter(names).items() if k > 1] == []
    for card in chronicle + faces(edifices):
        assert card["power"] == snake(card["name"]), card["name"]
    powers = [d["power"] for d in first + chronicle] + [f["power"] for f in faces(edifices)]
    assert len(set(powers)) == len(powers), "one engine function per power id"


def test_texts_say_their_kinds_and_costs(chronicle, edifices):
    """Each text names when it works ("Action", "Modifies Trade", ...) and, for a power with a
    cost, that cost in words, as denizens.toml does; a free power shows none."""
    for card in chronicle + faces(edifices):
        text = card["text"]
        for kind in card["kinds"]:
            if kind in LABELS:
                assert LABELS[kind] in text, (card["name"], kind)
        if "cost" in card:
            assert cost_words(card["cost"]) in text, (card["name"], cost_words(card["cost"]))
        else:
            assert not re.search(r"\((place|burn) \d", text), card["name"]


# --------------------------------------------------------------------------- against the reference

def reference(name):
    with open(REFERENCE / name, newline="") as f:
        return list(csv.DictReader(f))


def words(text):
    return re.findall(r"[a-z0-9]+", text.lower())


def longest_shared_run(a, b):
    return SequenceMatcher(None, a, b, autojunk=False).find_longest_match(0, len(a), 0, len(b)).size


@needs_reference
def test_facts_agree_with_the_reference(chronicle, edifices):
    """Name, suit, restriction and lock of every denizen, and the faces of every edifice, as the
    reference decides (its README's "Used" values)."""
    rows = {int(r["tts_save_id"]): r for r in reference("denizens.csv")}
    for d in chronicle:
        r = rows[d["id"]]
        assert (d["name"], d["suit"], d["restriction"], d["locked"]) == \
            (r["name"], r["suit"].lower(), r["restriction"], r["locked"] == "yes"), d["id"]
    by_suit = {e["suit"]: e for e in edifices}
    for r in reference("edifices.csv"):
        e = by_suit[r["suit"].lower()]
        assert (e["intact"]["id"], e["intact"]["name"]) == (int(r["tts_save_id_intact"]), r["intact_name"])
        assert (e["ruined"]["id"], e["ruined"]["name"]) == (int(r["tts_save_id_ruined"]), r["ruined_name"])


@needs_reference
def test_sites_agree_with_the_reference():
    sites = {s["id"]: s for s in read("sites.toml")["site"]}
    for r in reference("sites.csv"):
        s = sites[int(r["tts_save_id"])]
        assert (s["name"], s["capacity"], s["relics"], s["favor"], s["secrets"]) == \
            (r["name"], int(r["capacity"]), int(r["relic_count"]), int(r["start_favor"]),
             int(r["start_secrets"])), r["name"]


@needs_reference
def test_texts_are_in_our_own_words(chronicle, edifices):
    """No text shares a run of 6 words with any summary cell of the reference (the facts were read
    from it; the words a player reads are ours)."""
    summaries = [words(r["summary"]) for r in reference("denizens.csv") + reference("sites.csv")]
    summaries += [words(r[k]) for r in reference("edifices.csv") for k in ("intact_summary", "ruined_summary")]
    for card in chronicle + faces(edifices):
        ours = words(card["text"])
        assert max(longest_shared_run(ours, theirs) for theirs in summaries) < 6, card["name"]


@needs_reference
def test_every_unverified_card_carries_a_note():
    """The cards the reference marks UNVERIFIED say, above their entry, what a second source said
    ("checked: ...") or why they stay open ("uncertain: ...")."""
    unverified = {int(r["tts_save_id"]) for r in reference("denizens.csv")
                  if r["summary"].startswith("UNVERIFIED") and int(r["tts_save_id"]) >= 54}
    unverified_faces = {int(r[f"tts_save_id_{side}"]) for r in reference("edifices.csv")
                        for side in ("intact", "ruined") if r[f"{side}_summary"].startswith("UNVERIFIED")}
    assert len(unverified) == 14 and len(unverified_faces) == 1

    def noted(path, table, ids):
        lines = (DATA / path).read_text().splitlines()
        for i, line in enumerate(lines):
            if line.strip() != f"[[{table}]]":
                continue
            block = []
            j = i + 1
            while j < len(lines) and not lines[j].startswith("[["):
                block.append(lines[j])
                j += 1
            found = {int(m) for m in re.findall(r"^id = (\d+)$", "\n".join(block), re.M)}
            if found & ids:
                k = i - 1
                comment = []
                while k >= 0 and lines[k].startswith("#"):
                    comment.append(lines[k])
                    k -= 1
                assert any(re.match(r"# (checked|uncertain): ", c) for c in comment), found & ids
                ids = ids - found
        assert not ids, f"no entry for {sorted(ids)}"

    noted("chronicle_denizens.toml", "denizen", unverified)
    noted("edifices.toml", "edifice", unverified_faces)
