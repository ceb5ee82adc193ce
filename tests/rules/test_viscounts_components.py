"""Viscounts components (board, castle, manuscripts, player board and cards, kingdom cards, solo):
counts, the facts the rulebook fixes, and the strict checks of the loaders."""
import copy
import itertools
import random

import pytest

from rules.core.content import ContentError
from rules.viscounts import components as comp
from rules.viscounts.components import EXCHANGES, PLACES, components


@pytest.fixture(scope="module")
def c():
    return components()


def gains(steps):
    """The gain steps of a list of steps as one dict."""
    out = {}
    for s in steps:
        if s.kind == "gain":
            out.update(dict(s.gains))
    return out


def ends_after(arrows, start, n):
    places = {start}
    for _ in range(n):
        places = {b for a in places for b in arrows[a]}
    return places


# ---------------------------------------------------------------- board

def test_five_segments_with_two_sides_of_three_towns(c):
    b = c.board
    assert len(b.segments) == 5
    for side in ("low", "high"):
        towns = b.towns(side)
        assert len(towns) == 15
        for seg in b.segments:
            assert {t.place for t in towns.values() if t.segment == seg} == set(PLACES)


def test_side_chosen_by_player_count(c):
    assert [c.board.side_for(n) for n in (1, 2, 3, 4)] == ["low", "low", "high", "high"]


def test_every_town_has_a_successor_and_every_town_is_reachable(c):
    rng = random.Random(7)
    for _ in range(20):
        order = list(c.board.segments)
        rng.shuffle(order)
        arrows = c.board.arrows(order)
        assert len(arrows) == 15 and all(arrows[t] for t in arrows)
        for start in arrows:
            seen, todo = {start}, [start]
            while todo:
                for nxt in arrows[todo.pop()]:
                    if nxt not in seen:
                        seen.add(nxt)
                        todo.append(nxt)
            assert seen == set(arrows)


def test_movement_example(c):
    # From an outside town: along the outside (1) or down inside (2); from (1) only on to the next
    # segment (3); from (2) up to (1) or along the inside to the next segment (4). With 2: 3, 4 or 1.
    arrows = c.board.arrows("ABCDE")
    assert set(arrows["A.left"]) == {"A.right", "A.inside"}
    assert arrows["A.right"] == ("B.left",)
    assert set(arrows["A.inside"]) == {"A.right", "B.inside"}
    assert ends_after(arrows, "A.left", 2) == {"B.left", "B.inside", "A.right"}
    assert arrows["E.right"] == ("A.left",) and "A.inside" in arrows["E.inside"]


def test_start_numbers_one_to_ten_one_per_outside_town(c):
    for side in ("low", "high"):
        towns = c.board.towns(side).values()
        assert sorted(t.start for t in towns if t.place != "inside") == list(range(1, 11))
        assert all(t.start == 0 for t in towns if t.place == "inside")
    assert c.board.start_town(1) != c.board.start_town(2)


def test_each_outside_town_has_one_exchange_and_all_four_are_used(c):
    assert EXCHANGES == {"silver": 1, "resource": 2, "destroy": 3, "flip": 4}
    for side in ("low", "high"):
        towns = c.board.towns(side).values()
        used = [t.exchange for t in towns if t.place != "inside"]
        assert len(used) == 10 and set(used) == set(EXCHANGES)
        assert all(t.exchange == "" for t in towns if t.place == "inside")


def test_building_spots_on_both_sides_of_the_river_and_links_join_spots(c):
    for seg in c.board.segments.values():
        for side in seg.sides.values():
            for place in ("left", "right"):
                assert side.spots_of(place)
            ids = {s.id for s in side.spots}
            assert side.links and all(set(link.between) <= ids and link.reward for link in side.links)
            assert all(s.reward for s in side.spots)
    spots = {side: sum(len(s.sides[side].spots) for s in c.board.segments.values()) for side in ("low", "high")}
    assert spots["low"] < spots["high"]


def test_printed_townsfolk_and_manuscript_on_each_segment(c):
    for seg in c.board.segments.values():
        assert seg.townsfolk.cost >= 1 and seg.townsfolk.icons and seg.townsfolk.on_hire
        assert seg.manuscript.cost >= 3 and seg.manuscript.effect


# ---------------------------------------------------------------- castle

def test_castle(c):
    castle = c.board.castle
    assert len(castle.sections) == 5
    tier2 = [s.tier2 for s in castle.sections]
    assert any(gains(t) == {"ink": 1, "stone": 1} for t in tier2)
    assert any(gains(t) == {"virtue": 2} for t in tier2)
    choices = [t[0] for t in tier2 if t[0].kind == "choose"]
    assert any({o[0].kind for o in ch.options} == {"hire", "destroy"} for ch in choices)
    assert gains(castle.tier3) == {"resource": 1}
    assert gains(castle.bump[1]) == {"silver": 2}
    assert gains(castle.bump[2]) == {"virtue": 1, "resource": 1}
    assert castle.vp == {1: 1, 2: 2, 3: 3}
    assert castle.capacity == 3


# ---------------------------------------------------------------- manuscripts

def test_manuscript_counts_and_piles(c):
    cards = c.manuscripts.cards.values()
    assert len(cards) == 35
    grey = [m for m in cards if m.back == "grey"]
    assert len(grey) == 5 and sum(m.back == "black" for m in cards) == 30
    assert (30 // 5) + 1 == 7  # one grey under six black in each of the 5 piles
    assert all(m.effect or m.vp_per or m.vp_flat for m in cards)
    assert {3, 4} <= {m.cost for m in cards}  # targets of the free-manuscript effect


def test_ribbons_and_cleric_bonus(c):
    assert len(c.manuscripts.ribbons) == 4 and "grey" in c.manuscripts.ribbons
    assert set(c.kingdom.cleric_bonus) == set(c.manuscripts.ribbons)
    assert all(vp == 3 for vp, _ in c.kingdom.cleric_bonus.values())
    assert all(dict(icons) == {"cleric": 1} for _, icons in c.kingdom.cleric_bonus.values())


def test_sets_of_different_ribbons(c):
    m = c.manuscripts
    assert m.sets_score({"grey": 1, "red": 1, "blue": 1}) == 9
    # 8 manuscripts of the scoring example: sets of 4, 3 and 1 ribbons
    assert m.sets_score({"red": 3, "blue": 2, "green": 2, "grey": 1}) == 26


def test_manuscripts_named_in_the_rulebook(c):
    cards = c.manuscripts.cards.values()
    assert any(m.ribbon == "grey" and m.cost == 6 and m.vp_per == "building" and m.vp_each == 1 for m in cards)
    for per in ("noble", "criminal", "flipped-debt"):
        assert any(m.vp_per == per for m in cards)
    # the solo example: a 3-cost manuscript whose effect the AI turns into a Future Scheme
    assert any(m.cost == 3 and any(s.kind in c.solo.reference.future_for for s in m.effect) for m in cards)


# ---------------------------------------------------------------- player board

def test_buildings(c):
    p = c.player
    assert [b.id for b in p.buildings] == ["trading-post", "guildhall", "workshop"]
    assert {b.id: b.cost for b in p.buildings} == {"workshop": 3, "trading-post": 5, "guildhall": 7}
    assert sum(b.count for b in p.buildings) == 9
    assert p.building("trading-post").score == (4, 9, 15)
    for b in p.buildings:
        assert list(b.score) == sorted(b.score)


def test_building_abilities_in_order(c):
    p = c.player
    tp, gh, ws = (p.building(i).abilities for i in ("trading-post", "guildhall", "workshop"))
    assert (tp[0].kind, tp[0].amount) == ("extra_move", 1)
    assert (tp[1].kind, tp[1].amount) == ("dismiss_cost", 1)
    assert tp[2].kind == "icons" and all(a.kind == "icons" for a in gh)
    assert any(dict(a.icons).get("noble") for a in gh)  # the Noble example counts a Guildhall's icon
    assert [a.kind for a in ws] == ["discard_on_hire", "collision_virtue", "hand_limit"]
    assert ws[2].amount == 1


def test_scoring_example_109(c):
    p, m, k = c.player, c.manuscripts, c.kingdom
    buildings = {"trading-post": 1, "guildhall": 2, "workshop": 3}
    building_vp = [p.building(b).score[n - 1] for b, n in buildings.items()]
    assert building_vp == [4, 13, 9] and sum(building_vp) == 26
    cards = m.cards
    per = {"building": sum(buildings.values()), "noble": 5, "criminal": 4, "flipped-debt": 3}
    scoring = {kind: next(x for x in cards.values() if x.vp_per == kind and x.vp_each == 1) for kind in per}
    assert scoring["building"].ribbon == "grey" and scoring["building"].cost == 6
    ribbons = {}
    for x in scoring.values():
        ribbons[x.ribbon] = ribbons.get(x.ribbon, 0) + 1
    assert len(ribbons) == 4  # one of each colour; add 4 more to make sets of 4, 3 and 1
    for r in ("red", "red", "blue", "green"):
        ribbons[r] += 1
    manuscripts = m.sets_score(ribbons) + sum(per[kind] * x.vp_each for kind, x in scoring.items())
    assert manuscripts == 44
    end = k.end
    total = (26 + 19 + manuscripts + k.castle_leader_vp + 3 + end["unpaid_debt"] * 1
             + end["acquired_deed"] * 4 + end["approved_deed"] * 2 + k.poverty.payouts(3)[2])
    assert total == 109


def test_noble_table(c):
    p = c.player
    assert p.noble == (1, 3, 5, 8)


def test_hand_limit_and_starting_icons(c):
    assert c.player.hand_limit == 3
    assert set(c.player.starting_icons) == {"middle", "right"}
    assert c.kingdom.castle_leader_vp == 5 and c.kingdom.castle_leader_hand == 1


def test_virtue_corruption_track(c):
    t = c.player.track
    assert t.corruption_start == 0 and t.virtue_start == t.spaces - 1 > 0
    assert all(space.above for space in t.collision)
    example = [s for s in t.collision if gains(s.above) == {"debt": 2, "silver": 3}]
    assert len(example) == 1
    assert gains(example[0].below) == {"virtue": 1} and example[0].below_if == "no-criminals"


# ---------------------------------------------------------------- player cards

def test_player_cards(c):
    cards = c.player.cards
    assert sorted(cards) == list(range(1, 11))
    for card in cards.values():
        assert dict(card.items).get("silver", 0) > 0
        c.board.start_town(card.number)  # each card's number is a start space
    assert {n for n, card in cards.items() if card.extra_at == "any-segment"} == {3, 5, 6}
    assert cards[8].extra_at == "viscount-space"
    assert cards[9].extra_at == "before-shuffle" and cards[9].extra[0].kind == "destroy"
    assert any(card.extra and card.extra[0].kind == "flip" for card in cards.values())
    assert any(gains(card.extra).get("virtue") for card in cards.values())


# ---------------------------------------------------------------- kingdom

def test_poverty_and_prosperity(c):
    k = c.kingdom
    assert k.debts == k.deeds == 30
    for card in (k.poverty, k.prosperity):
        assert sorted(card.on_top) == [1, 2, 3, 4]
        assert all(0 < n <= 30 for n in card.on_top.values())
        assert card.vp == (12, 8, 4)
        assert card.payouts(2) == (12, 4) and card.payouts(3) == (12, 8, 4)
    assert (k.poverty.pile, k.poverty.scores) == ("debt", "flipped-deed")
    assert (k.prosperity.pile, k.prosperity.scores) == ("deed", "flipped-debt")
    assert any(k.poverty.on_top[n] != k.prosperity.on_top[n] for n in (1, 2, 3, 4))
    assert k.end == {"unpaid_debt": -2, "acquired_deed": 1, "approved_deed": 3}


# ---------------------------------------------------------------- solo

def test_ai_boards(c):
    s = c.solo
    assert len(s.ais) == 4
    assert {a.focus for a in s.ais.values()} == {"transcribe", "build", "workers", "trade"}
    cleric = s.ais["cleric"]
    assert cleric.focus == "transcribe" and cleric.focus_icon == "cleric"
    assert gains(cleric.start) == {"ink": 1, "stone": 1, "deed": 1, "debt": 1}
    assert cleric.start_building == "guildhall"
    assert cleric.priority == (("ink", 6), ("stone", 4), ("gold", 0))
    assert [a.id for a in s.ais.values() if a.single_resource] == ["card"]
    assert s.buildings.index("guildhall") < s.buildings.index("trading-post")
    assert min(icons for icons, _ in s.noble) == 3 and min(w for _, w in s.noble) == 2
    for ai in s.ais.values():
        assert ai.remove and all(sid in s.schemes for sid in ai.remove)


def test_schemes(c):
    schemes = c.solo.schemes.values()
    assert sum(x.deck == "starting" for x in schemes) == 8
    assert sum(x.deck == "future" for x in schemes) == 8
    for x in schemes:
        kinds = [st.kind for st in x.steps]
        assert "move" in kinds and kinds[-1] == "attempt" and x.icons
    focus = [x for x in schemes if x.steps[-1].target == "focus"]
    assert focus


def test_scheme_examples(c):
    s = c.solo.schemes
    one = s["S1"]  # dismiss, move 2, place workers, else flip and 1 virtue
    assert dict(one.icons) == {"noble": 2}
    assert [st.kind for st in one.steps] == ["dismiss", "move", "attempt"] and one.steps[1].amount == 2
    assert one.steps[2].target == "workers"
    fallback = one.steps[2].options[0]
    assert fallback[0].kind == "flip" and gains(fallback) == {"virtue": 1}
    two = s["S2"]  # corruption per criminal, a Future Scheme, move 1, Primary Focus
    assert dict(two.icons) == {"criminal": 1}
    assert [st.kind for st in two.steps] == ["corruption_per_criminal", "future", "move", "attempt"]
    assert two.steps[2].amount == 1 and two.steps[3].target == "focus"


def test_ai_reference_card(c):
    r = c.solo.reference
    assert [col for col, _, _ in r.columns] == [1, 2, 3]
    assert gains(r.instead("rearrange")) == {"resource": 1} == gains(r.instead("silver-2"))
    assert r.instead("destroy")[0].kind == "flip" and r.instead("future-empty")[0].kind == "flip"
    for effect in ("flip-none", "discard", "castle_move"):
        assert gains(r.instead(effect)) == {"virtue": 1}
    assert "hire" in r.future_for and r.leftover_vp == 1


# ---------------------------------------------------------------- strict loading

def _broken(monkeypatch, name, change):
    real = comp.load_toml

    def fake(package, file):
        data = real(package, file)
        if file == name:
            data = copy.deepcopy(data)
            change(data)
        return data

    monkeypatch.setattr(comp, "load_toml", fake)


@pytest.mark.parametrize("name, loader, change, words", [
    ("board.toml", comp.board, lambda d: d["segment"][1].update(colour="red"), "segment B: unknown key(s) colour"),
    ("board.toml", comp.board, lambda d: d["segment"][0]["low"]["spots"][0].update(reward=[{"fly": 1}]),
     "segment A low spot L1 step fly: unknown step"),
    ("board.toml", comp.board, lambda d: d["segment"][2]["high"]["exchange"].update(left="bribe"),
     "segment C high exchange left"),
    ("manuscripts.toml", comp.manuscripts, lambda d: d["manuscript"][4].update(ribbon="purple"),
     "manuscript m05: unknown ribbon"),
    ("player.toml", comp.player, lambda d: d["card"][2].update(extra_at="anywhere"), "card 3"),
    ("solo.toml", comp.solo, lambda d: d["scheme"][0]["steps"].append({"attempt": {"action": "fly"}}),
     "scheme S1 steps step attempt"),
    ("kingdom.toml", comp.kingdom, lambda d: d["poverty"]["on_top"].update({"4": 31}), "poverty"),
])
def test_errors_name_file_and_entry(monkeypatch, name, loader, change, words):
    _broken(monkeypatch, name, change)
    with pytest.raises(ContentError, match=name) as err:
        loader.__wrapped__()
    assert words in str(err.value)


def test_all_steps_known_to_the_shared_vocabulary(c):
    kinds = set()

    def walk(steps):
        for st in steps:
            kinds.add(st.kind)
            for option in st.options:
                walk(option)

    for seg in c.board.segments.values():
        walk(seg.townsfolk.on_hire)
        walk(seg.manuscript.effect)
        for side in seg.sides.values():
            for x in itertools.chain(side.spots, side.links):
                walk(x.reward)
    for m in c.manuscripts.cards.values():
        walk(m.effect)
    from rules.viscounts.townsfolk import STEPS
    assert kinds <= set(STEPS) | {"build"}
