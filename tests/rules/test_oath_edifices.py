"""Oath: the six edifices (2.9, save ids 198-209), each face a card of its own. Their facts and
words as loaded from data/edifices.toml and refused when broken; an edifice at a site as the rules
of a match read it (capacity, suit, lock, muster and trade, the views); and the power of each
face, driven through a real match position as in test_oath_powers_chronicle.py: an edifice raised
at a site of a match past setup (`raise_edifice`), the power's piece of the flow run with scripted
answers, its effect on the state checked, the invariants after."""
from __future__ import annotations

import shutil

import pytest

from rules import games
from rules.core.content import ContentError
from rules.oath import cards
from rules.oath import content as oc
from rules.oath.actions import Actions
from rules.oath.campaign import Campaign
from rules.oath.effects import locked, suit_of
from rules.oath.flow import Flow
from rules.oath.powers.base import REGISTRY, overrides, Power
from rules.oath.state import BANDITS, PURPLE, Adviser, Battle
from rules.oath.view import view

from .conftest import drive
from .oath_table import (C, LUSH, MOUNTAIN, PLAINS, ROCKY, adviser, card, check, give_favor, give_relic, lift, majors, option_ids,
                         places_of, set_warbands, settle_secrets, take)
from .test_oath_content import DATA
from .test_oath_powers_chronicle import table
from .test_oath_powers_denizens import battle_plans, offered, use
from .test_oath_secrets import check_view


def edifice(name: str) -> int:
    return next(x for x, e in C.edifices.items() if e.name == name)


def raise_edifice(s, name: str, slot: int = PLAINS) -> int:
    """An edifice's face at a map slot, turned faceup: the edifice leaves the Archive (as a
    Chronicle or a stored world would have brought it)."""
    x = edifice(name)
    lift(s, oc.intact_of(x))
    s.slots[slot].faceup = True
    s.slots[slot].cards.append(x)
    return x


# --- the cards (2.9) --------------------------------------------------------------------------------
def test_2_9_twelve_faces_an_intact_one_with_its_suit_a_ruined_one_with_none():
    assert sorted(C.edifices) == list(range(198, 210))
    for x, e in C.edifices.items():
        assert oc.card_kind(x) == "edifice" and C.card_name(x) == e.name
        assert e.restriction == "site" and e.locked and e.power in REGISTRY
        assert (e.edifice, e.suit is None) == (("intact", False) if x % 2 == 0 else ("ruined", True))
        assert oc.intact_of(x) == x - x % 2 and oc.is_ruin(x) == (x % 2 == 1)
    assert {C.edifices[C.edifice_of_suit(suit)].suit for suit in C.suits} == set(C.suits)
    assert C.edifice_of_suit("nomad") == edifice("Ancient Forge")
    assert oc.other_face(edifice("Ancient Forge")) == edifice("Broken Forge")
    assert oc.other_face(edifice("Broken Forge")) == edifice("Ancient Forge")
    assert oc.card_kind(3) == "denizen" and 198 not in C.denizens


def test_2_9_every_face_has_its_power_registered_with_its_content_kinds():
    for e in C.edifices.values():
        assert REGISTRY[e.power].kinds == e.kinds, e.name


def broken(tmp_path, name: str, *edits: tuple[str, str]):
    """A copy of the data files with one file edited (each edit replaces the first match)."""
    for f in oc.FILES:
        shutil.copy(DATA / f, tmp_path / f)
    text = (tmp_path / name).read_text()
    for old, new in edits:
        assert old in text, old
        text = text.replace(old, new, 1)
    (tmp_path / name).write_text(text)
    return tmp_path


@pytest.mark.parametrize("name, edits, words", [
    ("edifices.toml", [('suit = "order"', 'suit = "gold"')], "edifices.toml edifice gold: unknown suit 'gold'"),
    ("edifices.toml", [('suit = "hearth"', 'suit = "order"')],
     "edifices.toml edifice order: a second edifice of that suit"),
    ("edifices.toml", [("locked = true\n", "")], "edifices.toml edifice order: missing field(s) locked"),
    ("edifices.toml", [('id = 199\n', 'id = 197\n')],
     "edifices.toml edifice order ruined Bandit Rampart: id 197 is outside the edifice ids 198-209"),
    ("edifices.toml", [('id = 198\n', 'id = 1\n'), ('id = 199\n', 'id = 198\n'), ('id = 1\n', 'id = 199\n')],
     "edifices.toml edifice order: the intact face's id is even and the ruined face's the next, not 199 and 198"),
    ("edifices.toml", [('name = "Forest Temple"', 'name = "Longbows"')],
     "edifices.toml edifice beast intact Longbows: the name 'Longbows' is already a card's"),
    ("edifices.toml", [('kinds = ["persistent"]', 'kinds = ["always"]')],
     "edifices.toml edifice order intact Sprawling Rampart kinds: unknown kind 'always'"),
    ("edifices.toml", [('cost = { place_secrets = 1 }', 'cost = { place_gold = 1 }')],
     "edifices.toml edifice arcane intact Great Spire cost: unknown key(s) place_gold"),
    ("world.toml", [("cards = [25]", "cards = [25, 199, 201]")],
     "world.toml site #6 (Rocky Coast): a site holds one edifice at most"),
    ("world.toml", [("cards = [25]", "cards = [25, 198]"), ("cards = [3]", "cards = [3, 199]")],
     "world.toml: both faces of Sprawling Rampart are in the world"),
    ("world.toml", [("dispossessed = []", "dispossessed = [203]")],
     "world.toml dispossessed: card 203 (Ruined Temple) cannot lie here"),
])
def test_2_9_a_broken_edifice_is_refused_naming_file_and_entry(tmp_path, name, edits, words):
    with pytest.raises(ContentError) as err:
        oc.load(broken(tmp_path, name, *edits))
    assert words in str(err.value)


def test_2_9_a_stored_world_may_hold_an_edifice_at_a_site(tmp_path):
    loaded = oc.load(broken(tmp_path, "world.toml", ("cards = [25]", "cards = [25, 203]")))
    rocky = next(w for w in loaded.world.sites if w.site == C.world.sites[5].site)
    assert rocky.denizens == (25, 203) and loaded.edifices == C.edifices


def test_2_9_the_catalogue_marks_each_face_edifice_intact_or_ruined():
    entries = {e["id"]: e for e in cards.catalogue(C) if e["where"] == "Edifices"}
    assert sorted(entries) == sorted(f"edifice:{x}" for x in range(198, 210))
    rampart, bandit = entries["edifice:198"], entries["edifice:199"]
    assert rampart["kind"] == "Order edifice, intact · site only · locked"
    assert bandit["kind"] == "Edifice, ruined (no suit) · site only · locked"
    assert rampart["text"].startswith(C.edifices[198].text) and "Bandit Rampart (8.3.3)" in rampart["text"]
    assert "nobody musters or trades at it" in bandit["text"] and "Sprawling Rampart (8.3.1)" in bandit["text"]
    assert entries["edifice:206"]["cost"] == "place 1 secret" and "cost" not in rampart
    assert games.get("oath").catalogue() == cards.catalogue(C)


def test_2_9_the_view_reads_an_edifice_at_its_site():
    m, s, f = table()
    x = raise_edifice(s, "Hall of Mockery")
    seen = view(m, 2)
    assert seen["cards"][f"edifice:{x}"]["where"] == "Plains"
    assert seen["cards"][f"edifice:{x}"]["kind"] == "Edifice, ruined (no suit) · site only · locked"
    here = seen["slots"][PLAINS]["cards"][-1]
    assert (here["id"], here["kind"], here["face"], here["suit"], here["locked"]) == (x, "edifice", "ruined", None, True)
    check(m)


# --- an edifice at a site ---------------------------------------------------------------------------
def test_2_8_an_edifice_counts_against_its_sites_capacity():
    m, s, f = table()
    acts = Actions(f)
    raise_edifice(s, "Sprawling Rampart")
    assert acts.has_room(PLAINS)
    raise_edifice(s, "Hall of Mockery")  # two at a site only to fill it: the Chronicle builds one
    assert len(s.slots[PLAINS].cards) == C.sites[s.slots[PLAINS].site].capacity and not acts.has_room(PLAINS)
    wolves = lift(s, card("Wolves"))
    s.hands[1] = [wolves]
    assert "site" not in places_of(acts, 1, wolves), "no room at the Plains"
    check(m)


def test_5_2_muster_and_trade_at_an_intact_edifice_never_at_a_ruin():
    m, s, f = table()
    intact = raise_edifice(s, "Sprawling Rampart")
    ruin = raise_edifice(s, "Hall of Mockery", LUSH)
    s.players[1].secrets = 1
    settle_secrets(s)
    give_favor(s, 1, 1)
    ids = set(majors(m, 1))
    assert {f"muster:{intact}", f"trade:{intact}-secret", f"trade:{intact}-favor"} <= ids
    s.players[1].pawn = LUSH
    assert not {i for i in majors(m, 1) if i.startswith(("muster:", "trade:"))}, "a ruin has no suit"
    s.players[1].pawn = PLAINS
    order = s.banks["order"]
    take(m, 1, f"trade:{intact}-secret")
    assert s.banks["order"] < order and s.card_tokens(intact) == [0, 1], "favor from its suit's bank"
    assert suit_of(f, intact) == "order" and suit_of(f, ruin) is None
    check(m)


def test_4_3_1_favor_on_an_intact_edifice_goes_to_its_bank_at_rest():
    m, s, f = table()
    x = raise_edifice(s, "Ancient Forge")
    give_favor(s, 1, 1)
    take(m, 1, f"muster:{x}")
    nomad = s.banks["nomad"]
    Flow(m).rest(1)
    assert s.banks["nomad"] == nomad + 1 and not s.has_tokens(x)
    check(m)


def test_7_2_an_edifice_is_locked_never_discarded_from_its_site():
    m, s, f = table()
    x = raise_edifice(s, "Great Spire")
    assert locked(f, x)
    s.banners["peoples_favor"].holder = 1  # its holder may discard a card at a site of their region first
    assert Actions(f).clearable(1, PLAINS) == [card("Longbows")]
    check(m)


def test_5_4_1_a_ruin_has_no_suit_that_opens_the_darkest_secret():
    m, s, f = table()
    s.banners["darkest_secret"].holder = 2
    s.slots[LUSH].faceup = True
    s.players[2].pawn = LUSH
    raise_edifice(s, "Hall of Mockery", LUSH)
    assert not Actions(f).darkest_secret_open(1), "the only card there has no suit"
    raise_edifice(s, "Great Spire", LUSH)
    assert Actions(f).darkest_secret_open(1), "an Arcane card there, no Arcane adviser"
    check(m)


# --- the powers: Order -------------------------------------------------------------------------------
def test_2_9_sprawling_rampart_a_targeted_site_its_ruler_rules_adds_a_die():
    m, s, f = table()
    raise_edifice(s, "Sprawling Rampart")  # at the Plains: the Chancellor rules it
    camp = Campaign(f)
    assert camp.defense_sources(Battle(1, 0, sites=[MOUNTAIN]))[0] == ("Mountain (targeted)", 2)
    set_warbands(s, ROCKY, PURPLE, 0)
    set_warbands(s, ROCKY, "blue", 1)  # Cid's
    assert camp.defense_sources(Battle(1, 2, sites=[ROCKY]))[0] == ("Rocky Coast (targeted)", 1)
    check(m)


def test_2_9_bandit_rampart_shifts_two_dice_when_its_site_is_targeted():
    m, s, f = table()
    x = raise_edifice(s, "Bandit Rampart", LUSH)
    set_warbands(s, LUSH, PURPLE, 1)  # the Chancellor rules it
    s.discards["provinces"].append(lift(s, card("Longbows")))  # the Chancellor's own plan, used unasked
    assert x not in offered(f, Battle(1, 0, sites=[MOUNTAIN]), 0, "defender"), "its site is not a target"
    assert x not in offered(f, Battle(0, 1, sites=[LUSH]), 0, "attacker"), "a defender's plan"
    battle = Battle(1, 0, sites=[LUSH], attack_dice=3)
    assert not battle_plans(f, battle, 0, "defender"), "free and only helping: used without asking"
    assert battle.attack_dice == 1 and battle.plans[0][2].id == x
    battle = Battle(1, 0, sites=[LUSH], attack_dice=1)
    battle_plans(f, battle, 0, "defender")
    assert (battle.attack_dice, battle.extra_defense) == (0, 1), "a die the pool lacks is a defense die"
    set_warbands(s, LUSH, PURPLE, 0)
    assert x in offered(f, Battle(1, BANDITS, sites=[LUSH]), None, "defender"), "the bandits' when nobody rules it"
    check(m)


# --- Hearth --------------------------------------------------------------------------------------------
def test_2_9_hall_of_debate_nobody_targets_the_peoples_favor():
    m, s, f = table()
    s.banners["peoples_favor"].holder = 2
    camp = Campaign(f)
    assert ("banner", "peoples_favor") in {(k, w) for k, w, _ in camp.targets(1, 2)}
    raise_edifice(s, "Hall of Debate", MOUNTAIN)  # wherever it stands
    camp = Campaign(Flow(m))  # a position edited by hand, past a flow's writers: a new flow sees it
    found = {(k, w) for k, w, _ in camp.targets(1, 2)}
    assert ("banner", "peoples_favor") not in found and ("pawn", 2) in found
    check(m)


@pytest.mark.parametrize("hall", [False, True])
def test_2_9_hall_of_mockery_the_peoples_favor_recovered_turns_to_its_mob_side(hall):
    m, s, f = table()
    if hall:
        raise_edifice(s, "Hall of Mockery", MOUNTAIN)
    give_favor(s, 1, 2)
    take(m, 1, "recover:peoples_favor", "pay:2", "from:order")
    pf = s.banners["peoples_favor"]
    assert (pf.holder, pf.tokens, pf.mob) == (1, 2, hall)
    check(m)


# --- Beast ---------------------------------------------------------------------------------------------
def test_2_9_forest_temple_is_read_at_its_site_and_does_nothing_in_a_match():
    m, s, f = table()
    x = raise_edifice(s, "Forest Temple")
    assert view(m, 1)["cards"][f"edifice:{x}"]["text"].startswith("Chronicle: before any site leaves the map")
    assert any(src.id == x for src in f.sources())
    temple = REGISTRY["forest_temple"]
    hooks = [name for name, hook in vars(Power).items() if callable(hook) and not name.startswith("_")]
    assert temple.kinds == ("other",) and not any(overrides(temple, hook) for hook in hooks)
    assert f"power:denizen:{x}" not in option_ids(m, 1) and f"muster:{x}" in option_ids(m, 1), "a Beast edifice"
    check(m)


def test_2_9_ruined_temple_its_rulers_enemies_play_no_beast_card_faceup():
    m, s, f = table()
    raise_edifice(s, "Ruined Temple")  # the Chancellor rules the Plains
    acts = Actions(f)
    wolves, scryer = lift(s, card("Wolves")), lift(s, card("Scryer"))
    s.hands[1] = [wolves, scryer]
    assert set(places_of(acts, 1, wolves)) == {"facedown"}, "Bob is the Chancellor's enemy"
    assert {"site", "faceup", "facedown"} <= set(places_of(acts, 1, scryer)), "only Beast cards"
    assert {"site", "faceup"} <= set(places_of(acts, 0, wolves)), "the ruler's own"
    s.players[2].role = "citizen"
    assert {"site", "faceup"} <= set(places_of(acts, 2, wolves)), "a Citizen is no enemy of the Chancellor"
    s.players[2].role = "exile"
    s.hands[1] = [scryer]
    s.players[1].advisers.append(Adviser(wolves, faceup=False))
    assert not {o for o in option_ids(m, 1) if o.startswith(f"reveal:{wolves}")}, "nor revealed from facedown"
    check(m)


# --- Discord -------------------------------------------------------------------------------------------
def test_2_9_festival_district_a_binding_deal_of_favor_secrets_and_advisers_with_anyone():
    m, s, f = table()
    x = raise_edifice(s, "Festival District")
    s.players[3].pawn = MOUNTAIN  # anywhere
    give_relic(s, 1, "Brass Horse")
    give_favor(s, 1, 1)
    dee = adviser(s, 3, "Scryer")
    favor = s.players[1].favor
    seen = use(m, 1, x, "festival:3", "deal:give:favor", f"deal:adviser:3:{len(s.players[3].advisers) - 1}",
               "deal:done", "deal:accept")
    assert not any(o.id.startswith("deal:relic") for d in seen for o in d.options), "no relics"
    assert s.players[1].favor == favor - 1 and dee in [a.card for a in s.players[1].advisers]
    check(m)


@pytest.mark.parametrize("ruler, answer, wins", [(0, "squalid:raise", True), (0, "squalid:keep", False),
                                                 (1, "squalid:lower", False)])
def test_2_9_squalid_district_its_ruler_moves_the_end_die_by_one(ruler, answer, wins):
    m, s, f = table()
    raise_edifice(s, "Squalid District")
    if ruler:
        set_warbands(s, PLAINS, PURPLE, 0)
        set_warbands(s, PLAINS, "red", 1)  # Bob's
    s.round, s.turn, s.phase = 5, len(m.players), "round-end"
    m.rng.below = lambda n: 4 if ruler == 0 else 5  # the end die shows 5, or 6
    seen = drive(Flow(m).end_of_round(), answer)
    del m.rng.below
    assert seen[0].seat == ruler and (s.phase == "over") == wins
    check(m)


# --- Arcane --------------------------------------------------------------------------------------------
def test_2_9_great_spire_trades_drawn_denizens_for_cards_of_the_dispossessed():
    m, s, f = table()
    x = raise_edifice(s, "Great Spire")
    assert not any(i.endswith(f"via-denizen-{x}") for i in majors(m, 1)), "nothing in the Dispossessed"
    top = [lift(s, card(n)) for n in ("Wolves", "Scryer", "Alchemist")]
    s.world[:0] = top
    s.dispossessed.append(lift(s, card("Tavern Songs")))
    new = s.dispossessed[0]
    take(m, 1, f"search:world:via-denizen-{x}", f"spire:{top[1]}", "spire:done", f"keep:{new}", "to:discard")
    assert s.dispossessed == [top[1]] and s.card_tokens(x) == [0, 1]
    assert {top[0], top[2], new} <= {c for pile in s.discards.values() for c in pile}
    check(m)


def test_2_9_fallen_spire_denizens_of_your_regions_pile_swapped_unseen_with_the_dispossessed():
    m, s, f = table()
    x = raise_edifice(s, "Fallen Spire")
    pile = s.discards["cradle"]  # Bob stands on the Plains
    s.discards["provinces"] += pile
    pile[:] = [lift(s, card(n)) for n in ("Wolves", "Scryer", "Alchemist")] + [lift(s, card("Conquest"))]
    s.dispossessed += [lift(s, card(n)) for n in ("Tavern Songs", "Bear Traps")]
    s.players[1].secrets = 2
    settle_secrets(s)
    use(m, 1, x, "fallen:2")
    assert pile[0] == card("Wolves") and pile[3] == card("Conquest"), "the Vision on top is passed over"
    assert set(pile[1:3]) == {card("Tavern Songs"), card("Bear Traps")}
    assert sorted(s.dispossessed) == sorted([card("Scryer"), card("Alchemist")])
    assert s.players[1].secrets == 0 and s.card_tokens(x) == [0, 1]
    for seat in range(4):  # nobody reads the Dispossessed (9.4)
        assert {f"denizen:{y}" for y in s.dispossessed} <= check_view(m, seat)
    check(m)


def test_2_9_fallen_spire_fewer_come_back_when_the_dispossessed_holds_fewer():
    m, s, f = table()
    x = raise_edifice(s, "Fallen Spire")
    pile = s.discards["cradle"]
    s.discards["provinces"] += pile
    pile[:] = [lift(s, card(n)) for n in ("Wolves", "Scryer", "Alchemist")]
    s.dispossessed.append(lift(s, card("Tavern Songs")))
    s.players[1].secrets = 2
    settle_secrets(s)
    use(m, 1, x, "fallen:5")
    assert pile == [card("Tavern Songs")], "three go, the one card of the Dispossessed takes the top one's place"
    assert sorted(s.dispossessed) == sorted([card("Wolves"), card("Scryer"), card("Alchemist")])
    check(m)


# --- Nomad ---------------------------------------------------------------------------------------------
def test_2_9_ancient_forge_draws_the_top_relic_to_keep():
    m, s, f = table()
    x = raise_edifice(s, "Ancient Forge")
    give_favor(s, 1, 2)
    relic = s.relic_deck[0]
    use(m, 1, x, "forge:keep")
    assert relic in s.players[1].relics and s.card_tokens(x) == [2, 0] and s.players[1].secrets == 0
    check(m)


def test_2_9_broken_forge_turns_over_to_the_ancient_forge():
    m, s, f = table()
    x = raise_edifice(s, "Broken Forge")
    give_favor(s, 1, 2)
    s.players[1].secrets = 2
    settle_secrets(s)
    use(m, 1, x)
    forge = edifice("Ancient Forge")
    assert s.slots[PLAINS].cards[-1] == forge and x not in s.slots[PLAINS].cards
    assert s.card_tokens(forge) == [2, 2] and not s.has_tokens(x), "its tokens go with it"
    check(m)
    nomad = s.banks["nomad"]
    Flow(m).rest(1)
    assert s.banks["nomad"] == nomad + 2, "the intact face has a suit"
    check(m)
