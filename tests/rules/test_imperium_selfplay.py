"""Seeded self-play of Imperium: Classics: 312 whole matches over 2 to 4 players, every Classics
nation at every seat and seat count with both sides of its power card (the nation and side options,
spread so that every nation meets every other), every invariant (each card in exactly one place,
no card lost or found, tokens never below zero, the accession card at the bottom, exhaust tokens)
checked after every step; records that replay to the same match; and a masking sweep (Secrets:
hands and history to their owner only, every deck's contents to nobody), with a view that must not
change when two cards its seat cannot see swap places.
The running score (view.standing) and the prompts, which every seat reads, are part of that sweep.
What the effects keep about each seat's cards in play (its working abilities, each card's abilities
by its side up, how each card plays from hand) answers after every step as effects made afresh, and
what each card adds to a count as the cards read one by one."""
import json
import random
import re

import pytest

from rules import games
from rules.core import RandomBot
from rules.imperium.content import ICONS, KING_OF_KINGS, RESOURCES, content
from rules.imperium.effects import Bill, Branch, Check, Ctx, abilities_in_play, must_choose, variable_vp
from rules.imperium.specials import SPECIALS
from rules.imperium.words import verb_of

from .imperium_table import card, effects, new_match, put, unrest_card

SPEC = games.get("imperium")
C = content()
NATIONS = sorted(n for n, nation in C.nations.items() if nation.box == "classics")
NAMES = ["Ann", "Bob", "Cid", "Dee"]
MAX_STEPS = 20_000

# Each block is 16 matches: nation (i + j * step) % 8 at seat j, so over the first 8 matches every
# nation sits at every seat; the next 8 flip every side. The step changes with the block, so each
# nation meets different neighbours (a step of 1, 2, 3, 5, 6 or 7 gives 4 different nations).
STEPS = [1, 3, 5, 2, 7, 6]
BLOCK = 16
CHUNKS = [(players, block) for players in (2, 3, 4) for block in range(len(STEPS))]


def lineup(players: int, block: int, i: int) -> dict:
    step = STEPS[block]
    options = {}
    for j in range(players):
        options[f"nation{j + 1}"] = NATIONS[(i + j * step) % len(NATIONS)]
        options[f"side{j + 1}"] = "ab"[(i // len(NATIONS) + j + block) % 2]
    return options


def seed_of(players: int, block: int, i: int) -> int:
    return 10_000 * players + 100 * block + i + 1


def play_through(players: int, seed: int, options: dict, check=None):
    """A whole match by random bots, the invariants checked after every step (and `check(m, step)`
    if given). A failure names the seed, the step and the options, to replay it."""
    m = SPEC.new_match(NAMES[:players], seed=seed, options=options)
    bot = RandomBot(seed)
    step = 0
    try:
        SPEC.engine.check_invariants(m)
        if check:
            check(m, step)
        while m.decision is not None:
            m.play(bot.choose(m.decision))
            step += 1
            SPEC.engine.check_invariants(m)
            if check:
                check(m, step)
            assert step < MAX_STEPS, f"no end after {MAX_STEPS} steps"
    except Exception as e:
        raise AssertionError(f"{players} players, seed {seed}, step {step}, options {options}: "
                             f"{type(e).__name__}: {e}") from e
    return m, step


def test_the_lineups_cover_every_nation_at_every_seat_count_and_side():
    seen, met = set(), set()
    for players, block in CHUNKS:
        for i in range(BLOCK):
            options = lineup(players, block, i)
            nations = [options[f"nation{j + 1}"] for j in range(players)]
            assert len(set(nations)) == players
            for j, nation in enumerate(nations):
                seen.add((players, j, nation, options[f"side{j + 1}"]))
            met |= {frozenset((a, b)) for a in nations for b in nations if a != b}
    assert seen == {(n, j, nation, side) for n in (2, 3, 4) for j in range(n) for nation in NATIONS for side in "ab"}
    assert len(met) == len(NATIONS) * (len(NATIONS) - 1) // 2
    seeds = [seed_of(players, block, i) for players, block in CHUNKS for i in range(BLOCK)]
    assert len(seeds) == len(set(seeds)) >= 200


@pytest.mark.parametrize("players, block", CHUNKS)
def test_selfplay_invariants(players, block):
    failures = []
    for i in range(BLOCK):
        options = lineup(players, block, i)
        try:
            m, steps = play_through(players, seed_of(players, block, i), options)
        except AssertionError as e:
            failures.append(str(e))
            continue
        s = m.state
        assert s.phase == "over" and m.result is not None and steps > 0
        assert [p.nation for p in s.seats] == [options[f"nation{j + 1}"] for j in range(players)]
        assert [p.side for p in s.seats] == [options[f"side{j + 1}"] for j in range(players)]
        result = m.result
        assert [row["seat"] for row in result["scores"]] == list(range(players))
        assert result["winners"] and set(result["winners"]) <= set(range(players))
        assert re.fullmatch(r"Collapse: the Unrest pile ran out in round \d+ \(.+ took the last Unrest.*\); .+ had the "
                            r"fewest Unrest \(\d+\)" if s.collapse else
                            r"Scoring: .+ in round \d+; round \d+ was the last", result["note"]), result["note"]
        if not s.collapse:  # Scoring: the winners have the best score
            best = max(row["total"] for row in result["scores"])
            assert {row["seat"] for row in result["scores"] if row["total"] == best} == set(result["winners"])
    assert failures == []


@pytest.mark.parametrize("players", [2, 3, 4])
def test_selfplay_with_random_nations_and_the_default_side(players):
    """No options: the nations are drawn, every seat plays side B."""
    drawn = set()
    for seed in range(1, 9):
        m, _ = play_through(players, 500 + seed, {})
        assert all(p.side == "b" for p in m.state.seats)
        drawn |= {p.nation for p in m.state.seats}
    assert len(drawn) >= 5


RECORDS = [(2, 3, lineup(2, 0, 3)), (3, 5, lineup(3, 1, 12)), (4, 7, lineup(4, 2, 6)), (4, 8, {})]


def same_views(a, b, players):
    for seat in [None, *range(players)]:
        assert json.dumps(a.view(seat), sort_keys=True) == json.dumps(b.view(seat), sort_keys=True), seat


@pytest.mark.parametrize("players, seed, options", RECORDS)
def test_record_round_trip(players, seed, options):
    m, _ = play_through(players, seed, options)
    again = games.load(m.to_json())
    assert again.decision is None and again.result == m.result and again.choices == m.choices
    same_views(again, m, players)


@pytest.mark.parametrize("players, seed, options", RECORDS[:3])
def test_record_of_a_running_match_round_trip(players, seed, options):
    """The record of a match still being played loads to the same position, and goes on alike."""
    whole, steps = play_through(players, seed, options)
    m = SPEC.new_match(NAMES[:players], seed=seed, options=options)
    for choice in whole.choices[:steps // 2]:
        m.play(choice)
    again = games.load(m.to_json())
    same_views(again, m, players)
    for choice in whole.choices[steps // 2:]:
        again.play(choice)
    same_views(again, whole, players)


# ---------------------------------------------------------------- masking (Secrets)

ID_TOKEN = re.compile(r"[A-Za-z0-9]+")
DECK_KEYS = {"deck", "nation_deck", "fame", "boxed", "main", "region", "uncivilised", "civilised", "tributary"}


@pytest.mark.parametrize("commons, nations, seed", [
    ("classics", ("romans", "celts", "greeks"), 4),
    ("classics", ("vikings", "persians", "scythians", "carthaginians"), 4),
    ("legends", ("utopians", "atlanteans", "qin", "arthurians"), 2),
    ("legends", ("egyptians", "olmecs", "minoans"), 6),
    ("legends", ("mauryans", "utopians"), 9)])
def test_kept_abilities_answer_as_fresh_ones(commons, nations, seed):
    """The effects keep each seat's working abilities by all they depend on, how each card plays
    from hand by what the passives change in it (for every match), and the bill of cost steps that only charge it:
    kept from the start of the match, they answer after every step as effects that never saw the
    match before and ask every cost step of the table."""
    options = {"commons": commons, **{f"nation{j + 1}": nation for j, nation in enumerate(nations)}}
    kept = {}

    def check(m, step):
        fx = kept.setdefault("fx", effects(m))
        fresh = effects(m)
        fresh.check = lambda ability: asking_every_step(fresh, ability)  # no bill kept: each cost step asked
        fresh._playing = {}  # not the plays every match shares
        for seat, p in enumerate(m.state.seats):
            kept_apart = {"playing": {}, "answers": {}}  # what each keeps as it is asked
            assert fx.working(seat)._replace(**kept_apart) == fresh.working(seat)._replace(**kept_apart)
            for cid in fresh.in_play(seat):  # each card's abilities, kept by its side up, as the table has them
                by_side = abilities_in_play(cid, fresh.side_up(seat, cid))
                assert by_side == {kind: fresh.ability(seat, cid, kind) or (() if kind == "passive" else None)
                                for kind in ("passive", "exhaust", "solstice", "trigger")}
                for ability in (by_side["exhaust"], by_side["solstice"], by_side["trigger"]):
                    assert fx.usable(Ctx(seat, cid), ability) == fresh.usable(Ctx(seat, cid), ability)
            for cid in p.hand:
                assert fx.playing(seat, C.cards[cid]) == fresh.playing(seat, C.cards[cid])
                assert fx.way_to_play(seat, cid) == fresh.way_to_play(seat, cid)
    play_through(len(nations), seed, options, check)


def asking_every_step(fx, ability: dict) -> Check:
    """What asking whether the ability can be used needs, made afresh with no bill charged once for
    all: every cost step of it asked of the table, and of each branch of its choice."""
    steps = ability.get("cost", [])
    asked = tuple((fx.verbs[verb_of(st)].costs, st, False) for st in steps if fx.verbs[verb_of(st)].costs)
    choice = None
    if must_choose(ability):
        choice = tuple(Branch(frozenset(state for state in ("empire", "barbarian")
                                        if any(st.get("if_state", state) == state
                                               for st in [*b.get("cost", []), *b.get("do", [])])),
                              asking_every_step(fx, b) if b.get("cost") else None)
                       for b in ability["do"][0]["choose"])
    return Check(bool(steps), Bill(), asked, choice)


def counts_in_content() -> set[str]:
    """Every count the cards make (points per so many, steps per so many), as COUNT names it."""
    found = set()

    def walk(x):
        if isinstance(x, dict):
            found.update(x[key] for key in ("count", "per") if isinstance(x.get(key), str))
            for v in x.values():
                walk(v)
        elif isinstance(x, (list, tuple)):
            for v in x:
                walk(v)
    for c in C.cards.values():
        walk([c.vp, c.play, c.passive, c.exhaust, c.solstice, c.trigger, c.side_a, c.side_b])
    return found


def counted_afresh(fx, seat: int, what: str, where: str) -> int:
    """A count of the cards where the seat has them, read card by card (EFFECTS.md, COUNT)."""
    p = fx.s.seats[seat]
    pile = p.play if where == "play" else [x for _, cards in fx.scored_zones(seat) for x in cards]
    cards = [C.cards[x] for x in pile]
    kinds = what.split("/")
    if all(k in ICONS for k in kinds):
        return sum(sum(c.icons.count(k) for c in cards) + p.turn_bonus.get(k, 0) for k in kinds)
    if what == "cards":
        return len(cards)
    if what == "pinned_not_region":
        return sum(1 for c in cards if c.pinned and "region" not in c.types)
    if what == "variable":
        return sum(1 for c in cards if variable_vp(c))
    return sum(max([c.counts_as.get(k, 1) for k in kinds if c.has(k)], default=0) for c in cards)


@pytest.mark.parametrize("players, seed", [(2, 11), (3, 12), (4, 13)])
def test_counts_kept_by_card_answer_as_read_afresh(players, seed):
    """What each card adds to a count is kept by card and count (`counts_for`): every count the
    cards make, in the play area and over every scored zone, answers after every step as the
    cards read one by one."""
    whats = sorted(counts_in_content() - {*RESOURCES, "garrisoned_here", "history_cards", "unrest_of_others"})

    def check(m, step):
        fx = effects(m)
        for seat in range(players):
            for what in whats:
                for where in ("play", "owned"):
                    assert fx.count(seat, what, where) == counted_afresh(fx, seat, what, where), (what, where)
    play_through(players, seed, {"commons": "legends" if seed % 2 else "classics"}, check)


def test_kept_abilities_follow_the_play_area():
    """How a card plays, as the effects keep it, changes when a passive that changes it comes into
    play and when it leaves: Masonry makes a City a free play, Direct Democracy an Unrest cheaper."""
    m = new_match(2, nation1="greeks", commons="legends")
    s, fx = m.state, effects(m)
    p = s.seats[0]
    city, unrest = C.cards[put(s, card("City"), p.hand)], C.cards[put(s, unrest_card(s), p.hand)]

    def as_printed() -> bool:
        return not fx.playing(0, city).free and fx.playing(0, unrest).ability is unrest.play
    assert as_printed()
    masonry = put(s, card("Masonry"), p.play)
    assert fx.playing(0, city).free and fx.way_to_play(0, city.id) == "free play"
    put(s, masonry, p.discard)
    assert as_printed()
    democracy = put(s, card("Direct Democracy", "greeks"), p.play)
    assert fx.playing(0, unrest).ability != unrest.play
    put(s, democracy, p.discard)
    assert as_printed()


def test_card_ids_are_single_tokens():
    """The text search below splits a view into letter-and-digit tokens: each id must be one."""
    assert all(re.fullmatch(r"[0-9]?[A-Z]+[0-9]*", cid) for cid in C.cards)


def public_ids(s) -> set[str]:
    """Cards lying face up for everyone: the market (and its Unrest), the exiled cards, the Unrest
    pile, King of Kings, and each seat's power card, top journey card, play area, garrisons, discard
    pile, development area and the card it is resolving."""
    ids = {x for sp in s.market for x in (sp.card, sp.unrest) if x is not None}
    ids |= {*s.exile, *s.unrest, KING_OF_KINGS}
    for p in s.seats:
        ids |= {p.power, *p.play, *p.garrisoned(), *p.discard, *p.development, *p.limbo, *p.journey[-1:]}
    return ids


def private_ids(s, seat) -> set[str]:
    """Cards `seat` may not know: the others' hands and history, and every deck (each seat's deck
    and nation deck, the typed and main decks, the Fame deck, the cards set aside unseen)."""
    ids = {x for pile in s.decks.values() for x in pile} | set(s.fame) | set(s.boxed)
    for i, p in enumerate(s.seats):
        ids |= {*p.deck, *p.nation_deck}
        if i != seat:
            ids |= {*p.hand, *p.history, *p.sunken}
    return ids - public_ids(s)


def looked_at_ids(m, seat) -> set[str]:
    """The cards the seat's decision shows it alone (the `secret` options'): the top Fame cards it
    looks at, the top of its nation deck, the cards of its deck it may find."""
    d, s = m.decision, m.state
    if d is None or seat is None or d.seat != seat:
        return set()
    p = s.seats[seat]
    return {x for o in d.options if o.secret for x in o.cards} & {*s.fame, *p.deck, *p.nation_deck}


def known_names(s, seat) -> set[str]:
    names = {C.cards[x].name for x in public_ids(s)}
    if seat is not None:
        p = s.seats[seat]
        names |= {C.cards[x].name for x in (*p.hand, *p.history)}
    return names


def deck_lists(value, path="view"):
    """Paths of any list found under a deck's key: a deck is shown as a count only."""
    if isinstance(value, dict):
        for k, v in value.items():
            if k in DECK_KEYS and isinstance(v, list):
                yield f"{path}.{k}"
            yield from deck_lists(v, f"{path}.{k}")
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from deck_lists(v, f"{path}[{i}]")


CARD_NAMES = sorted({c.name for c in C.cards.values()}, key=len, reverse=True)
NAMED = re.compile(r"\b(" + "|".join(re.escape(name) for name in CARD_NAMES) + r")\b")


def names_in(text: str) -> set[str]:
    """The card names in a text, each the longest that fits ("City of Athens", not "City")."""
    return set(NAMED.findall(text))


def check_view(m, seat, v=None, prompts=False):
    """The checks of the sweep on `m.view(seat)` (or on the view given); with `prompts`, also
    that a decision's prompt, which every seat sees, names no card hidden from `seat`."""
    s = m.state
    v = m.view(seat) if v is None else v
    where = f"seat {seat}, round {s.round}, phase {s.phase}, step {len(m.choices)}"
    # structurally: hands and history to their owner only, decks as counts
    for i, row in enumerate(v["seats"]):
        if i == seat:
            assert [c["id"] for c in row["hand"]] == s.seats[i].hand, where
            assert [c["id"] for c in row["history"]] == s.seats[i].history, where
        else:
            assert row["hand"] is None and row["history"] is None and row["sunken"] is None, \
                f"{where}: seat {i}'s hand, history or sunken pile shown"
        for k in ("hand_count", "deck_count", "history_count", "nation_deck_count"):
            assert isinstance(row[k], int), where
    assert all(isinstance(n, int) for n in v["decks"].values()) and isinstance(v["fame_count"], int)
    assert not list(deck_lists(v)), f"{where}: deck contents in {list(deck_lists(v))}"
    d = v["decision"]
    if d is not None and d["seat"] != seat:
        assert d["options"] is None, where
    # by text: no id of a private card anywhere in the view, the log and the decision included
    secret = private_ids(s, seat)
    looked_at = looked_at_ids(m, seat)
    secret -= looked_at
    leaked = set(ID_TOKEN.findall(json.dumps(v))) & secret
    assert not leaked, f"{where}: the view shows private cards {sorted(leaked)}"
    # the cards' words: of the cards lying open, of the seat's own hand, history and sunken cards,
    # and of those its decision shows it alone
    mine = set() if seat is None else {*s.seats[seat].hand, *s.seats[seat].history, *s.seats[seat].sunken}
    assert set(v["cards"]) <= public_ids(s) | mine | looked_at, \
        f"{where}: the view's cards hold {sorted(set(v['cards']) - public_ids(s) - mine - looked_at)}"
    hidden = {C.cards[x].name for x in secret} - known_names(s, seat) - {C.cards[x].name for x in looked_at}
    if prompts and d is not None and d["seat"] != seat and s.phase != "over":
        named = names_in(d["prompt"]) & hidden
        assert not named, f"{where}: the prompt {d['prompt']!r} names {sorted(named)}"
    # by name: the cards shown (log and decision aside) are ones this seat may know
    v = {k: x for k, x in v.items() if k not in ("log", "decision")}
    shown = set(re.findall(r'"name": "([^"]+)"', json.dumps(v)))
    assert not shown & hidden, f"{where}: the view names private cards {sorted(shown & hidden)}"


SWEEP = [(players, seed) for players in (2, 3, 4) for seed in (1, 2)] + [(4, 3), (3, 4)]


@pytest.mark.parametrize("players, seed", SWEEP)
def test_masking_sweep(players, seed):
    options = lineup(players, seed % len(STEPS), seed * 5)

    def check(m, step):
        if step % 3 == 0 or m.decision is None:
            for seat in [None, *range(players)]:
                check_view(m, seat)

    play_through(players, 700 + seed, options, check)


def test_the_masking_check_catches_a_leak():
    """The sweep's check fails on a view that shows another seat's hand, a private id or a deck."""
    m = SPEC.new_match(NAMES[:3], seed=4, options=lineup(3, 0, 0))
    s = m.state
    check_view(m, 0)
    hand = m.view(0)
    hand["seats"][1]["hand"] = [{"id": x, "name": C.cards[x].name} for x in s.seats[1].hand]
    cards = m.view(0)["cards"]
    theirs = s.seats[1].hand[0]
    for leaky, words in [(hand, "seat 1's hand"),
                         ({**m.view(0), "note": f"top {s.decks['main'][-1]}"}, "private cards"),
                         ({**m.view(0), "peek": {"deck": list(s.seats[2].deck)}}, "deck contents"),
                         ({**m.view(0), "cards": {**cards, theirs: {"name": C.cards[theirs].name}}}, "private cards"),
                         ({**m.view(0), "cards": {**cards, "KOKX": cards["KOK"]}}, "the view's cards hold")]:
        with pytest.raises(AssertionError, match=words):
            check_view(m, 0, leaky)




def first_question(gen, *answers):
    """Run a flow generator to its first real decision after the answers given."""
    answers = list(answers)
    d = next(gen)
    while (len(d.options) == 1 and not d.always_ask) or answers:
        d = gen.send(d.options[0].id if len(d.options) == 1 and not d.always_ask else answers.pop(0))
    return d


def others_see(m, d, card_id) -> str:
    """The prompt the other seats read while `d` waits (a seat other than the one deciding)."""
    m.decision = d
    other = (d.seat + 1) % len(m.players)
    prompt = m.view(other)["decision"]["prompt"]
    assert card_id in private_ids(m.state, other)
    return prompt


def test_the_vikings_look_at_their_nation_deck_in_private():
    """Vikings, on taking an Unrest: look at the top of the nation deck, may put it at the bottom."""
    m = SPEC.new_match(NAMES[:2], seed=4, options={"nation1": "vikings"})
    top = m.state.seats[0].nation_deck[-1]
    d = first_question(effects(m).take_unrest(0))
    assert d.seat == 0 and d.option("bottom")
    assert C.cards[top].name not in others_see(m, d, top)


def test_marvellous_draws_in_private():
    """Marvellous: draw the top card of your deck, then discard it, put it back or into history."""
    m = SPEC.new_match(NAMES[:2], seed=1)
    s = m.state
    drawn = put(s, card("Aksumites"), s.seats[0].deck)
    d = first_question(SPECIALS["marvellous"](effects(m), Ctx(0, card("Marvellous")), 0, {}))
    assert d.seat == 0 and drawn in s.seats[0].hand
    assert "Aksumites" not in others_see(m, d, drawn)


def test_sacred_pass_looks_in_private():
    """Sacred Pass: look at the top of your nation deck; you may swap a card of your hand for it."""
    m = SPEC.new_match(NAMES[:2], seed=2, options={"nation1": "romans"})
    s = m.state
    p = s.seats[0]
    top = p.nation_deck[-1]
    assert len(p.nation_deck) > 1 and p.hand
    sacred_pass = put(s, card("Sacred Pass"), p.play)
    d = first_question(SPECIALS["sacred_pass"](effects(m), Ctx(0, sacred_pass), 0, {}), "look")
    assert d.seat == 0
    assert C.cards[top].name not in others_see(m, d, top)


@pytest.mark.parametrize("players, seed", [(2, 31)])
def test_masking_sweep_of_the_prompts_with_the_vikings(players, seed):
    """The Vikings look at their nation deck each time they take an Unrest: the sweep with the
    prompts checked too."""
    options = {"nation1": "vikings", "nation2": "greeks"}

    def check(m, step):
        for seat in [None, *range(players)]:
            check_view(m, seat, prompts=True)

    play_through(players, seed, options, check)


# ---------------------------------------------------------------- a view is blind to hidden cards

def hidden_piles(s, seat) -> list[tuple[str, list, int]]:
    """The piles whose cards `seat` may not see, each with the first place a card may be swapped
    from (King of Kings under the Fame deck and the accession card under a nation deck stay). The
    seat's own deck is left out: it knows which of its cards are in it, only not their order."""
    piles = [(f"the {k} deck", pile, 0) for k, pile in s.decks.items()] + [("the Fame deck", s.fame, 1)]
    for i, p in enumerate(s.seats):
        if i != seat:
            piles += [(f"{p.name}'s hand", p.hand, 0), (f"{p.name}'s history", p.history, 0),
                      (f"{p.name}'s deck", p.deck, 0), (f"{p.name}'s nation deck", p.nation_deck, 1)]
    return [(name, pile, first) for name, pile, first in piles if len(pile) > first]


def blind_view(m, seat, keep_standing: bool) -> str:
    v = m.view(seat)
    v.pop("log")  # what was told already: swapping cards now does not rewrite it
    if not keep_standing:
        v.pop("standing")
    return json.dumps(v, sort_keys=True)


def swap_hidden_cards(players, seed, keep_standing, every=20, tries=6) -> list[str]:
    """Play a match; every few steps, for each seat (and nobody), swap two cards between piles the
    seat may not see (another seat's hand, history, deck or nation deck, a deck of the supply, the
    Fame deck), see whether its view changes, and swap them back. Returns what changed a view."""
    m = SPEC.new_match(NAMES[:players], seed=seed, options=lineup(players, seed % len(STEPS), seed))
    bot, rng = RandomBot(seed), random.Random(seed)
    changed = []
    while m.decision is not None:
        m.play(bot.choose(m.decision))
        if len(m.choices) % every or m.decision is None:
            continue
        s = m.state
        for seat in [None, *range(players)]:
            before = blind_view(m, seat, keep_standing)
            piles = hidden_piles(s, seat)
            for _ in range(tries if len(piles) > 1 else 0):
                (na, a, fa), (nb, b, fb) = rng.sample(piles, 2)
                i, j = rng.randrange(fa, len(a)), rng.randrange(fb, len(b))
                a[i], b[j] = b[j], a[i]
                after = blind_view(m, seat, keep_standing)
                a[i], b[j] = b[j], a[i]
                if after != before:
                    changed.append(f"step {len(m.choices)}: the view of seat {seat} changes when {C.cards[a[i]].name} "
                                   f"({na}) and {C.cards[b[j]].name} ({nb}) swap")
            assert blind_view(m, seat, keep_standing) == before
        SPEC.engine.check_invariants(m)
    return changed


@pytest.mark.parametrize("players, seed", [(2, 11), (3, 12), (4, 13)])
def test_a_view_is_blind_to_the_cards_its_seat_may_not_see(players, seed):
    """Everything but the running score: two hidden cards swapped, the view is the same."""
    assert swap_hidden_cards(players, seed, keep_standing=False) == []




@pytest.mark.parametrize("players, seed", [(3, 12)])
def test_the_running_score_is_blind_to_the_cards_its_seat_may_not_see(players, seed):
    assert swap_hidden_cards(players, seed, keep_standing=True) == []


def test_urban_development_in_a_discard_pile_does_not_count_the_cities_in_hand():
    """Ann (Greeks) has Urban Development (2 VP per City or Metropolis she owns) in her discard pile.
    Whether her City of Athens and City of Corinth lie in her hand or in the main deck, Bob cannot
    tell: the score he is shown for her must be the same."""
    m = SPEC.new_match(NAMES[:3], seed=1, options={"nation1": "greeks"})
    s = m.state
    ann = s.seats[0]
    put(s, card("Urban Development"), ann.discard)
    cities = [put(s, card(name, "greeks"), s.decks["main"]) for name in ("City of Athens", "City of Corinth")]
    before = m.view(1)
    for city, mine in zip(cities, ann.hand[:2]):  # swapped with two cards of her hand
        i, j = s.decks["main"].index(city), ann.hand.index(mine)
        s.decks["main"][i], ann.hand[j] = mine, city
    after = m.view(1)
    assert after["seats"] == before["seats"] and after["decks"] == before["decks"]
    assert after["standing"][0] == before["standing"][0], "Bob is shown Ann's Cities in hand in her score"
