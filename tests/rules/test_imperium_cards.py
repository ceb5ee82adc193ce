"""Imperium: the cards whose effects are one of a kind (specials.py) or join several rules, each
played on a set position."""
from __future__ import annotations


from rules.imperium.effects import Ctx

from .conftest import drive
from .imperium_table import C, answer_all, card, effects, lift, new_match, put


def first(d):
    return d.options[0].id


def test_ambassador_uses_an_opponents_exhaust_ability():
    m = new_match(2, nation2="celts", seed=1)
    s = m.state
    fx = effects(m)
    me, other = s.seats
    ambassador = put(s, card("Ambassador"), me.play)
    cauldron = put(s, card("Cauldron of Cerridwen", "celts"), other.play)
    drive(fx.use_exhaust(0, ambassador, fx.ability(0, ambassador, "exhaust")))
    assert (me.progress, me.population) == (0, 4), "paid 1 Progress for 2 Population, as Bob's Cauldron does"
    assert cauldron not in other.exhausted and other.population == 2


def test_gambling_keeps_a_match_and_exiles_a_miss():
    m = new_match(2, seed=2)
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    gambling = put(s, card("Gambling"), p.hand)
    top = s.decks["main"][-1]
    kind = next(t for t in ("region", "uncivilised", "civilised", "tributary") if C.cards[top].has(t))
    drive(fx.play(0, gambling), "pay:1:0:0", f"kind:{kind}")
    assert top in p.hand and p.material == 2
    miss_top = s.decks["main"][-1]
    wrong = next(t for t in ("region", "uncivilised", "civilised", "tributary") if not C.cards[miss_top].has(t))
    p.free_played.clear()
    put(s, gambling, p.hand)
    drive(fx.play(0, gambling), "pay:1:0:0", f"kind:{wrong}")
    assert miss_top in s.exile


def test_sacred_pass_swaps_a_hand_card_with_the_nation_deck_top():
    m = new_match(2, nation1="romans", seed=3)
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    sacred = put(s, card("Sacred Pass"), p.play)
    top, mine = p.nation_deck[-1], p.hand[0]
    d = drive(fx.use_exhaust(0, sacred, fx.ability(0, sacred, "exhaust")), "look", f"card:{mine}")
    assert top in p.hand and p.nation_deck[-1] == mine and sacred in p.discard
    assert C.cards[top].name not in d[1].prompt, "only the looker's options name the card"


def test_cataphract_garrisons_itself_and_the_region_plays_again():
    m = new_match(2, seed=4)
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    p.empire = True
    mountain = put(s, card("Mountain"), p.play)  # gain 3 Materials, exile, may garrison
    cataphract = put(s, card("Cataphract"), p.hand)
    answer_all(fx.play(0, cataphract), lambda d: f"card:{mountain}" if d.option(f"card:{mountain}") else (
        "no" if d.option("no") and "garrison" not in d.prompt.lower() else first(d)))
    assert cataphract in p.garrison.get(mountain, []) and p.material >= 6


def test_town_solstice_gains_then_leaves_play():
    m = new_match(2, seed=5)
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    town = put(s, card("Town"), p.play)
    drive(fx.resolve_solstice(0, town), "branch:1")
    assert p.progress == 3 and town in p.history


def test_erik_the_red_needs_scandinavia_and_finds_a_region():
    m = new_match(2, nation1="vikings", seed=6)
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    erik = put(s, card("Erik the Red", "vikings"), p.hand)
    scandinavia = card("Scandinavia", "vikings")
    lift(s, scandinavia)
    s.boxed.append(scandinavia)
    assert not fx.playable(0, erik)
    put(s, scandinavia, p.play)
    assert fx.playable(0, erik)
    regions_before = sum(1 for x in p.hand if C.cards[x].has("region"))
    answer_all(fx.play(0, erik), first)
    assert erik in s.exile and scandinavia not in p.play, "abandoned, then a Region found (it may be Scandinavia)"
    assert sum(1 for x in p.hand if C.cards[x].has("region")) == regions_before + 1


def test_alexander_the_great_needs_alexander_in_history():
    m = new_match(2, nation1="macedonians")
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    p.empire = True
    great = put(s, card("Alexander the Great", "macedonians"), p.hand)
    assert not fx.playable(0, great)
    put(s, card("Alexander", "macedonians"), p.history)
    assert fx.playable(0, great)


def test_rome_the_eternal_city_puts_city_of_rome_into_history():
    m = new_match(2, nation1="romans")
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    p.empire = True
    rome = card("Rome, the Eternal City", "romans")
    put(s, rome, p.hand)
    assert not fx.playable(0, rome)
    city = put(s, card("City of Rome", "romans"), p.play)
    tucked = p.hand[0]
    p.garrison[city] = [lift(s, tucked)]
    drive(fx.play(0, rome))
    assert rome in p.play and city in p.history and tucked in p.history and city not in p.garrison


def test_onager_gains_for_each_city_abandoned():
    m = new_match(3, nation2="greeks", nation3="romans", seed=7)
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    p.empire = True
    put(s, card("City of Athens", "greeks"), s.seats[1].play)
    put(s, card("City of Rome", "romans"), s.seats[2].play)
    onager = put(s, card("Onager"), p.hand)
    answer_all(fx.play(0, onager), lambda d: "no" if d.option("no") else first(d))
    assert p.material == 3 + 4


def test_go_a_viking_gives_unrest_to_whoever_cannot_pay():
    m = new_match(3, nation1="vikings", nation2="romans", nation3="greeks", seed=8)
    s = m.state
    fx = effects(m)
    s.seats[1].material, s.seats[2].material = 5, 1
    hands = [len(p.hand) for p in s.seats]
    raid = put(s, card("Go a'Viking", "vikings"), s.seats[0].hand)
    drive(fx.play(0, raid))
    assert s.seats[0].material == 3 + 2 + 1 and (s.seats[1].material, s.seats[2].material) == (3, 0)
    assert [len(p.hand) for p in s.seats[1:]] == [hands[1], hands[2] + 1]


def test_standing_army_shields_unless_given_progress():
    m = new_match(2, nation1="celts", nation2="romans", seed=9)
    s = m.state
    fx = effects(m)
    put(s, card("Standing Army"), s.seats[1].play)
    raid = put(s, card("Boudicca", "celts"), s.seats[0].hand)
    region = put(s, card("Hills"), s.seats[1].play)
    drive(fx.play(0, raid), "no")
    assert region in s.seats[1].play, "left alone: the attack does not reach"
    put(s, raid, s.seats[0].hand)
    drive(fx.play(0, raid), "give")
    assert region in s.seats[1].discard and s.seats[1].progress == 2


def test_direct_democracy_makes_unrest_cheaper():
    m = new_match(2, nation1="greeks", seed=10)
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    unrest = put(s, s.unrest[-1], p.hand)
    p.material, p.population, p.progress = 2, 0, 0
    assert not fx.playable(0, unrest) or len(p.hand) > 2
    put(s, card("Direct Democracy", "greeks"), p.play)
    for x in list(p.hand):
        if x != unrest:
            put(s, x, p.discard)
    assert fx.playable(0, unrest), "2 Materials now pay for it"
    drive(fx.play(0, unrest))
    assert unrest in s.unrest and p.material == 0


def test_oracle_draws_two_and_discards_one():
    m = new_match(2, seed=11)
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    oracle = put(s, card("Oracle"), p.hand)
    a, b = p.deck[-1], p.deck[-2]
    drive(fx.play(0, oracle), f"card:{a}")
    assert a in p.discard and b in p.hand


def test_marvellous_puts_the_drawn_card_into_history():
    m = new_match(2, nation1="romans", seed=12)
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    marvellous = put(s, card("Marvellous"), p.hand)
    top = p.deck[-1]
    drive(fx.play(0, marvellous), "history")
    assert top in p.history


def test_exports_gives_every_other_player_a_card():
    m = new_match(3, seed=13)
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    p.empire = True
    exports = put(s, card("Exports"), p.hand)
    u1, u2 = put(s, s.unrest[-1], p.discard), put(s, s.unrest[-2], p.discard)
    drive(fx.play(0, exports), f"card:{u1}", f"card:{u2}")
    assert u1 in s.seats[1].hand and u2 in s.seats[2].hand
    assert [q.material for q in s.seats] == [5, 5, 5]


def test_a_card_acquired_and_free_played_at_once():
    m = new_match(2, nation1="carthaginians", seed=14)
    s = m.state
    fx = effects(m)
    p = s.seats[0]
    dido = put(s, card("Dido, Queen of Carthage", "carthaginians"), p.hand)
    region = s.market[0].card
    answer_all(fx.play(0, dido), lambda d: "yes" if d.option("yes") else (
        "no" if d.option("no") else first(d)))
    assert region in p.play and dido in p.history and p.actions == 2


def playable_position(s, fx, seat: int, cid: str) -> None:
    """Set the table so that the card can be played: what it requires in play or in history, and
    what its cost (or its choice's first option's cost) abandons, sinks or discards."""
    p = s.seats[seat]
    card = C.cards[cid]

    def some(kind: str, exclude=(), pinned=False) -> str:
        """A card of the kind from wherever it lies but the seat's play area (a persistent one)."""
        return next(x for x in s.every_card() if x != cid and x not in (*p.play, *exclude) and fx.is_kind(x, kind)
                    and (kind.startswith("[") or "power" not in C.cards[x].types) and C.cards[x].pinned >= pinned
                    and not any(x in g for g in p.garrison.values()))

    for req in card.requires:
        for name in [req["in_play"]] if isinstance(req.get("in_play"), str) else req.get("in_play", []):
            if not any(C.cards[x].name == name for x in p.play):
                put(s, some(f"[{name}]", pinned=True), p.play)
        if "in_history" in req and not any(C.cards[x].name == req["in_history"] for x in p.history):
            put(s, some(f"[{req['in_history']}]", exclude=p.history), p.history)
    ability = card.play or {}
    cost = list(ability.get("cost", []))
    first = (ability.get("do") or [{}])[0]
    if "choose" in first:
        cost += first["choose"][0].get("cost", [])
    for st in cost:
        if "abandon" in st and st.get("from") == "garrison":
            host = put(s, some("region", pinned=True), p.play)
            p.garrison[host] = [put(s, some(st["abandon"], exclude=p.hand), p.hand) for _ in range(st.get("n", 1))]
            for x in p.garrison[host]:
                p.hand.remove(x)
        elif "abandon" in st:
            kind = st["abandon"]
            for _ in range(st.get("n", 1) - len(fx.abandonable(Ctx(seat, cid), seat, st))):
                put(s, next(x for x in s.every_card() if x != cid and x not in p.play and fx.is_kind(x, kind)
                            and C.cards[x].pinned and not (st.get("not") and C.cards[x].has(st["not"]))
                            and not any(x in g for g in p.garrison.values())), p.play)
        elif "sink" in st and st["sink"].get("from") == "play":
            put(s, some(st.get("kind", "region"), pinned=True), p.play)
        elif "discard" in st and "kind" in st:
            for _ in range(st["discard"]):
                put(s, some(st["kind"], exclude=p.hand), p.hand)


def test_every_card_of_every_nation_can_be_resolved():
    """Each card with a play ability (every nation's, both boxes' commons), on a table set so that it
    can be played, resolves without error: none is left out."""
    resolved = []
    for nation in C.nations:
        commons = "legends" if C.nations[nation].box == "legends" else "classics"
        m = new_match(2, nation1=nation, seed=15, commons=commons)
        s = m.state
        fx = effects(m)
        p = s.seats[0]
        cards = [x for x in C.nations[nation].cards if x in s.every_card()]
        if nation in ("carthaginians", "arthurians"):  # each box's commons once
            cards += [x for x in C.commons[commons] if x in s.every_card()]
        for cid in cards:
            c = C.cards[cid]
            if not c.play or c.unplayable:
                continue
            p.material = p.population = p.progress = 30
            p.empire = c.state == "empire"
            p.free_played.clear()
            p.actions = 3
            if cid in p.play:  # set there for another card
                fx.leave_play(0, cid, p.discard)
            put(s, cid, p.hand)
            playable_position(s, fx, 0, cid)
            assert fx.playable(0, cid), f"{c.name} ({cid}) cannot be played"
            answer_all(fx.play(0, cid), first)
            m.engine.check_invariants(m)
            assert cid not in p.hand and cid not in p.limbo, f"{c.name} left its resolution"
            resolved.append(cid)
    playable = [x for x in C.cards.values() if x.play and not x.unplayable and x.id != "KOK"]
    assert len(resolved) == len(playable) == len(set(resolved))
