"""Law 9.4: what each seat's view and the log may hold. The faces in the world deck and the
discard piles, facedown sites, facedown relics (but those the seat peeked at), other seats'
facedown advisers and the cards they hold while choosing stay out of a seat's view; a log line
names only cards everyone could see just before or just after it, and so does a choice a replay of
a running match shows."""
import json
import random
import re
from dataclasses import replace

import pytest

from rules import games
from rules.core import RandomBot
from rules.oath.cards import card_id, site_id
from rules.oath.content import content
from rules.oath.state import Adviser
from rules.oath.engine import OathEngine
from rules.oath.series import play_chronicle
from rules.oath.view import back, view
from tabletop_tui.replay import Replay

SPEC = games.get("oath")
C = content()
NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]


def hidden(m, seat) -> tuple[set[int], set[int]]:
    """The cards and the map slots whose faces `seat` may not know now, from the state: the world
    deck, the discard piles, the relics not peeked at (relic deck, Reliquary, beside the sites),
    other seats' facedown advisers and the cards they hold while choosing, the facedown sites."""
    s = m.state
    cards = list(s.world) + [x for pile in s.discards.values() for x in pile] + list(s.dispossessed)
    if s.decided:  # every face on the table is up; the decks and the Dispossessed stay unseen
        return set(cards), set()
    relics = list(s.relic_deck) + [x for x in s.reliquary if x is not None]
    relics += [x for slot in s.slots for x in slot.relics]
    for other, p in enumerate(s.players):
        if other != seat:
            cards += [a.card for a in p.advisers if not a.faceup] + list(s.hands[other])
    peeked = set(s.players[seat].peeked) if seat is not None else set()
    # the battle plans of the campaign on the board: everyone saw them used, even those discarded since
    used = {src.id for _, _, src in s.battle.plans} if s.battle else set()
    return (set(cards) - used) | {x for x in relics if x not in peeked}, {i for i, slot in enumerate(s.slots) if not slot.faceup}


def secret_ids(m, seat) -> set[str]:
    """The ids (as the view's "cards" name them) of the components `seat` may not read now."""
    cards, slots = hidden(m, seat)
    return {card_id(x) for x in cards} | {site_id(m.state.slots[i].site) for i in slots}


def hidden_names(m, seat) -> set[str]:
    """The names of the cards and sites whose faces `seat` may not know now (every name is the
    box's only one of it)."""
    cards, slots = hidden(m, seat)
    return {C.card_name(x) for x in cards} | {C.sites[m.state.slots[i].site].name for i in slots}


def without_log(v: dict) -> dict:
    return {k: x for k, x in v.items() if k != "log"}


def shown_names(v: dict) -> set[str]:
    """Card and site names present as values in a view, log left out."""
    return set(re.findall(r'"name": "([^"]+)"', json.dumps(without_log(v))))


def shown_ids(v: dict) -> set[str]:
    """Every component a view shows by id, as "cards" names them: the keys of its "cards", each
    card's "id" anywhere in it, each site's "id" (under "site")."""
    found = set(v["cards"])

    def walk(x, key: str) -> None:
        if isinstance(x, dict):
            if isinstance(x.get("id"), int):
                found.add(site_id(x["id"]) if key == "site" else card_id(x["id"]))
            for k, y in x.items():
                walk(y, k)
        elif isinstance(x, list):
            for y in x:
                walk(y, key)

    walk(without_log(v), "")
    return found


# "Keep" is also a verb the prompts use and the Inquisitor's words name "the Conspiracy": the
# view check still covers both cards
ALL_NAMES = sorted(({C.card_name(x) for x in [*C.denizens, *C.edifices, *C.visions, *C.relics]}
                    | {site.name for site in C.sites.values()}) - {"Keep", "Conspiracy"}, key=len, reverse=True)


def named_in(text: str) -> set[str]:
    """The names in the text, longest first: a name within a longer one ("Map" in "Map Library")
    is not counted."""
    found = set()
    for name in ALL_NAMES:
        pattern = rf"\b{re.escape(name)}\b"
        if re.search(pattern, text):
            found.add(name)
            text = re.sub(pattern, " ", text)
    return found


def check_view(m, seat, v=None) -> set[str]:
    """The sweep's checks of `m.view(seat)` (or of the view given) against the secrets of the
    state: no secret component among those it shows by id, none by name, none named by the
    decision's prompt or by its options. Returns the secret ids looked for."""
    v = m.view(seat) if v is None else v
    d = v["decision"]
    if d is not None and d["seat"] != seat:
        assert d["options"] is None
    secret = secret_ids(m, seat)
    assert not shown_ids(v) & secret, f"seat {seat} reads {sorted(shown_ids(v) & secret)}"
    names = hidden_names(m, seat)
    assert not shown_names(v) & names, f"seat {seat} sees {sorted(shown_names(v) & names)}"
    if d is not None:
        assert not named_in(d["prompt"]) & names, f"the prompt {d['prompt']!r} names a hidden card"
        for o in d["options"] or []:
            assert not named_in(o["label"]) & names, f"the option {o['label']!r} names a card {seat} may not know"
    return secret


def public_names(m) -> set[str]:
    return shown_names(m.view(None))


def sweep(seed: int, steps: int = 1500, meta: dict | None = None) -> set[str]:
    """Random play checked every few steps (every step of a Chronicle's steps) for nobody and every
    seat (setup's hands at step 0); returns the secrets of other seats' hands and facedown advisers
    it looked for."""
    n = seed % 5 + 2
    m = SPEC.new_match(NAMES[:n], seed=seed, meta=meta)
    bot = RandomBot(seed)
    held = set()
    for step in range(steps):
        if m.decision is None:
            break
        if step % 5 == 0 or m.state.decided:
            s = m.state
            for seat in [None, *range(n)]:
                others = {card_id(x) for other in range(n) if other != seat
                          for x in [*s.hands[other], *(a.card for a in s.players[other].advisers if not a.faceup)]}
                held |= check_view(m, seat) & others
        m.play(bot.choose(m.decision))
    return held


@pytest.mark.parametrize("seed", range(1, 11))
def test_9_4_masking_sweep(seed):
    assert sweep(seed), "the sweep found no hand or facedown adviser of another seat to look for"


@pytest.mark.parametrize("seed", range(1, 6))
def test_9_4_masking_sweep_over_a_chronicles_second_game_and_its_steps(seed):
    """The second game of a Chronicle, on a world with Dispossessed, to the end of its winner's
    Chronicle steps."""
    first = play_chronicle(SPEC, seed % 5 + 2, seed, 1, {"world": "random"})
    assert first.dispossessed
    assert sweep(seed, steps=5000, meta=SPEC.engine.chronicle_meta(first))


def every_hand(view):
    """A leaky view: each seat's "hand" holds every seat's cards, "by name" or only "by id"."""
    def leaky(m, seat, how="by name"):
        v = view(m, seat)
        hands = [x for h in m.state.hands for x in h]
        v["hand"] = [{"id": x, "name": C.card_name(x) if how == "by name" else None} for x in hands]
        return v
    return leaky


@pytest.mark.parametrize("how", ["by name", "by id"])
def test_9_4_the_sweep_fails_on_a_view_showing_every_hand(monkeypatch, how):
    leaky = every_hand(view)
    monkeypatch.setattr(OathEngine, "view", staticmethod(lambda m, seat: leaky(m, seat, how)))
    with pytest.raises(AssertionError, match="sees|reads"):
        sweep(1, steps=1)
    m = SPEC.new_match(NAMES[:3], seed=1)
    theirs = m.state.hands[1][0]
    cards = {**m.view(0)["cards"], card_id(theirs): {"name": None}}
    with pytest.raises(AssertionError, match="reads"):  # another seat's card among those it reads
        check_view(m, 0, {**m.view(0), "hand": [], "cards": cards})


@pytest.mark.parametrize("seed", range(1, 7))
def test_9_4_log_names_only_cards_seen(seed):
    """A public line names only what was in the public view before or after it, or what a power
    shows everyone (the Truthful Harp's search). Lines for one seat are that seat's own news."""
    n = seed % 5 + 2
    m = SPEC.new_match(NAMES[:n], seed=seed)
    bot = RandomBot(seed)
    before = public_names(m)
    shown = set()  # cards a power showed everyone
    step = 0
    while m.decision is not None and step < 1200:
        start = len(m.log)
        m.play(bot.choose(m.decision))
        after = public_names(m)
        for e in m.log[start:]:
            if e.seats is not None:
                continue
            if " shows " in e.text or " reveals " in e.text:  # a power or a player showing cards to everyone
                shown |= named_in(e.text)
            unseen = named_in(e.text) - before - after - shown
            assert not unseen, f"log line {e.text!r} names {unseen}"
        before = after
        step += 1


def running(seed: int):
    """A match of random play stopped before its end, in its second half (a replay of a running
    match is public)."""
    m = SPEC.new_match(NAMES[:seed % 5 + 2], seed=seed)
    bot = RandomBot(seed)
    while m.decision is not None:
        m.play(bot.choose(m.decision))
    choices = m.choices[:random.Random(seed).randrange(len(m.choices) // 2, len(m.choices))]
    m = SPEC.new_match(NAMES[:seed % 5 + 2], seed=seed)
    for choice in choices:
        m.play(choice)
    return m


def replay_leaks(replay: Replay) -> list[str]:
    """The labels a replay of a running match shows (the steps not secret) that name a card
    everyone could not see just before the step, nor once its seat was done with it (back at
    its actions, or another seat deciding), nor shown by a power."""
    assert replay.seats_allowed == [None], "a running match is replayed from the public view alone"
    views, steps = replay.views(None), replay.steps
    leaks, shown = [], set()
    for k, step in enumerate(steps):
        told = views[k + 1]["log"][len(views[k]["log"]):]
        shown |= {name for line in told if " shows " in line["text"] for name in named_in(line["text"])}
        if step.secret:
            continue
        seen = shown | shown_names(views[k])
        for v in views[k + 1:]:
            seen |= shown_names(v)
            d = v["decision"]
            if d is None or d["seat"] != step.seat or d["prompt"].startswith("Your actions"):
                break
        unseen = named_in(step.label) - seen
        if unseen:
            leaks.append(f"step {k}: {step.label!r} names {sorted(unseen)}")
    return leaks


@pytest.mark.parametrize("seed", range(31, 43))
def test_9_4_a_replay_of_a_running_match_names_only_cards_seen(seed):
    assert not replay_leaks(Replay(running(seed)))


def test_9_4_the_replay_check_fails_on_a_secret_choice_told():
    replay = Replay(running(33))
    told = [replace(step, secret=False) for step in replay.steps]
    assert any(step.secret for step in replay.steps), "the sample holds a secret choice"
    replay._steps = told
    assert replay_leaks(replay)


def unseen_places(s, seat) -> list[list[tuple[list, int]]]:
    """The places of the faces `seat` may not see, in groups whose faces may trade places unseen:
    cards by the back they show (denizen or Vision) in the world deck, the discard piles and other
    seats' hands and facedown advisers; the relics not peeked at in the relic deck, on the
    Reliquary and beside the sites; the facedown sites."""
    peeked = set(s.players[seat].peeked) if seat is not None else set()
    backs: dict[str, list] = {"denizen": [], "vision": []}
    piles = [s.world, *s.discards.values()] + [s.hands[x] for x in range(len(s.players)) if x != seat]
    for pile in piles:
        backs.update({k: backs[k] + [(pile, i) for i, x in enumerate(pile) if back(x) == k] for k in backs})
    for x, p in enumerate(s.players):
        if x != seat:
            backs.update({k: backs[k] + [(p.advisers, i) for i, a in enumerate(p.advisers)
                                         if not a.faceup and back(a.card) == k] for k in backs})
    relics = [(pile, i) for pile in [s.relic_deck, s.reliquary, *(slot.relics for slot in s.slots)]
              for i, x in enumerate(pile) if x is not None and x not in peeked]
    return [*backs.values(), relics]


def swap(a: tuple[list, int], b: tuple[list, int]) -> None:
    """Two faces trade places (an adviser keeps its side)."""
    (pa, i), (pb, j) = a, b
    x, y = pa[i], pb[j]
    if isinstance(x, Adviser) or isinstance(y, Adviser):
        cx, cy = (x.card if isinstance(x, Adviser) else x), (y.card if isinstance(y, Adviser) else y)
        pa[i] = Adviser(cy, x.faceup) if isinstance(x, Adviser) else cy
        pb[j] = Adviser(cx, y.faceup) if isinstance(y, Adviser) else cx
    else:
        pa[i], pb[j] = y, x


def blind_view(m, seat) -> str:
    v = m.view(seat)
    v.pop("log")  # what was told already: faces swapped now do not rewrite it
    return json.dumps(v, sort_keys=True)


@pytest.mark.parametrize("seed", [21, 22, 23])
def test_9_4_a_view_is_blind_to_faces_its_seat_may_not_see(seed):
    """Every few steps, for each seat and nobody, two faces it may not see trade places (cards of
    one back, relics, facedown sites): its view, the components it reads included, stays the same."""
    n = seed % 5 + 2
    m = SPEC.new_match(NAMES[:n], seed=seed)
    bot, rng = RandomBot(seed), random.Random(seed)
    step = 0
    while m.decision is not None and step < 600:
        m.play(bot.choose(m.decision))
        step += 1
        if step % 15 or m.decision is None or m.state.phase == "over":
            continue
        s = m.state
        for seat in [None, *range(n)]:
            before = blind_view(m, seat)
            facedown = [i for i, slot in enumerate(s.slots) if not slot.faceup]
            for group in unseen_places(s, seat):
                if len(group) > 1:
                    a, b = rng.sample(group, 2)
                    swap(a, b)
                    assert blind_view(m, seat) == before, f"step {step}: seat {seat} sees a swap"
                    swap(a, b)
            if len(facedown) > 1:
                i, j = rng.sample(facedown, 2)
                s.slots[i].site, s.slots[j].site = s.slots[j].site, s.slots[i].site
                assert blind_view(m, seat) == before, f"step {step}: seat {seat} sees facedown sites swap"
                s.slots[i].site, s.slots[j].site = s.slots[j].site, s.slots[i].site
        SPEC.engine.check_invariants(m)


def test_9_4_the_sweep_fails_on_a_view_showing_the_dispossessed(monkeypatch):
    def leaky(m, seat):
        v = view(m, seat)
        v["hand"] = [{"id": x, "name": C.card_name(x)} for x in m.state.dispossessed]
        return v

    first = play_chronicle(SPEC, 3, 1, 1, {"world": "random"})
    monkeypatch.setattr(OathEngine, "view", staticmethod(leaky))
    with pytest.raises(AssertionError, match="sees|reads"):
        sweep(1, steps=1, meta=SPEC.engine.chronicle_meta(first))


def test_6_1_a_facedown_adviser_played_is_revealed_before_anything_is_asked():
    """Bob plays his facedown Key to the City to a site while holding the People's Favor: everyone
    reads which card it is before he is asked what to discard first (seed 6, three seats)."""
    m = SPEC.new_match(NAMES[:3], seed=6)
    bot = RandomBot(6)
    key = next(i for i, d in content().denizens.items() if d.name == "Key to the City")
    while len(m.choices) < 200 and (not m.choices or m.choices[-1] != f"reveal:{key}:site:0"):
        m.play(bot.choose(m.decision))
    assert m.decision.prompt.startswith("The People's Favor")
    public = [e.text for e in m.log if e.seats is None]
    assert "Bob reveals the facedown adviser Key to the City" in public
