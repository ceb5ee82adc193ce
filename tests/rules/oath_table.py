"""Helpers to put an Oath match on the first game's world into a chosen position and drive one
piece of its flow.

A test takes a match past setup (`after_setup`: every seat keeps its first card, every pawn on
the first faceup site), edits its state to the case with the helpers below, which keep every
piece in one place (a card lifted from wherever it lies, favor and warbands from their supplies),
then drives the flow with `take` or `drive` from conftest. Helpers that edit the position take the
state; helpers that drive the flow take the match or its Flow."""
from __future__ import annotations

from rules.core.match import GameSpec
from rules.oath.actions import Actions
from rules.oath.campaign import Campaign
from rules.oath.content import content
from rules.oath.engine import OathEngine
from rules.oath.flow import Flow
from rules.oath.powers.base import power_of
from rules.oath.state import Adviser

from .conftest import drive

SPEC = GameSpec(OathEngine())
C = content()
NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]
PLAINS, LUSH, MOUNTAIN, GIANT, SALT, ROCKY, WASTES, SLUM = range(8)  # map slots of the first game
# The official Tabletop Simulator mod's built-in strings, copied from reference/oath/README.md,
# "Chronicle strings of the official mod (data)". The mod's reset string: an empty world
RESET = ("030302000110Empire and Exile0000000123450403FFFFFFFFFFFF0724FFFFFFFFFFFFFFFFFFFF0B19FFFFFFFFFFFFFFFF"
         "FFFF000000002007UNKNOWN")
# the first game's world as the mod saves it (the tutorial string)
TUTORIAL = ("03030200011BThe Chrysanthemum Chronicle1600000123450403FFFF20FFFFFF0724FFE92BFFFFFF19FFFFFF0B19FF"
            "FF22FFFFFF2AFFFFFF38061B1E0A292508D62B2DD21C022818D5151D312CD3071AD4050F223013331F340B3512232F32"
            "0D09210C000E01041410112720262A172E160013E8E7E0DDDCDAEDE6E4EADFE2DEECDBEBE3E1E5002007UNKNOWN")
ATTACK_FACES = {face.name: face for face in C.attack_die}
DEFENSE_FACES = {face.name: face for face in C.defense_die}


# --- content by name ------------------------------------------------------------------------------
def _by_name(name: str, *tables) -> int:
    for table in tables:
        for i, x in table.items():
            if x.name == name:
                return i
    raise KeyError(name)


def card(name: str) -> int:
    """A denizen, Vision or relic card (their names differ)."""
    return _by_name(name, C.denizens, C.visions, C.relics)


def relic(name: str) -> int:
    return _by_name(name, C.relics)


def site(name: str) -> int:
    return _by_name(name, C.sites)


# --- matches --------------------------------------------------------------------------------------
def new_match(players: int = 3, seed: int = 1):
    return SPEC.new_match(NAMES[:players], seed=seed)


def after_setup(players: int = 3, seed: int = 1):
    """A match past setup: every seat keeps its first card, every pawn on the first faceup site."""
    m = new_match(players, seed)
    while m.state.phase == "setup":
        m.play(m.decision.options[0].id)
    return m


def acting(m, seat: int) -> Flow:
    """Make it the seat's Act phase, so that costs are placed on cards (7.1.2)."""
    m.state.turn, m.state.phase = seat, "act"
    return Flow(m)


def check(m) -> None:
    SPEC.engine.check_invariants(m)


# --- editing the position -------------------------------------------------------------------------
def lift(s, x: int) -> int:
    """Take a card or relic out of wherever it lies, so that it can be put somewhere else."""
    for pile in [s.world, s.relic_deck, s.archive, s.dispossessed, *s.discards.values(), *(sl.cards for sl in s.slots),
                 *(sl.relics for sl in s.slots), *(p.relics for p in s.players), *s.hands]:
        if x in pile:
            pile.remove(x)
    s.reliquary = [None if r == x else r for r in s.reliquary]
    for p in s.players:
        p.advisers = [a for a in p.advisers if a.card != x]
        if p.vision == x:
            p.vision = None
    return x


def at_site(s, name: str, slot: int) -> int:
    """A denizen onto a map slot, turned faceup."""
    x = lift(s, card(name))
    s.slots[slot].faceup = True
    s.slots[slot].cards.append(x)
    return x


def adviser(s, seat: int, name: str, faceup: bool = True) -> int:
    x = lift(s, card(name))
    s.players[seat].advisers.append(Adviser(x, faceup))
    return x


def settle_secrets(s) -> None:
    """After secrets were set by hand: they came from the supply, as favor from its own."""
    s.secret_supply = s.c.limits.secrets - s.secrets_in_play()


def set_advisers(s, seat: int, *cards: int, faceup: bool = True) -> None:
    """Replace a player's advisers; the old ones go to the Cradle's discard pile, so that every
    card stays in one place."""
    s.discards["cradle"] += [a.card for a in s.players[seat].advisers]
    s.players[seat].advisers = [Adviser(lift(s, x), faceup) for x in cards]


def give_relic(s, seat: int, name: str) -> int:
    x = lift(s, relic(name))
    s.players[seat].relics.append(x)
    return x


def put_site(s, slot: int, name: str):
    """Put a site card, faceup and empty, on a map slot."""
    sl = s.slots[slot]
    sl.site, sl.faceup = site(name), True
    return sl


def set_warbands(s, slot: int, color: str, n: int) -> None:
    s.pool[color] -= n - s.slots[slot].warbands.get(color, 0)
    s.slots[slot].warbands[color] = n


def clear_map(s) -> None:
    """Every warband off the map, back to its supply."""
    for sl in s.slots:
        for color, n in sl.warbands.items():
            s.pool[color] += n
        sl.warbands = {}


def set_board(s, seat: int, n: int) -> None:
    p = s.players[seat]
    s.pool[p.board_color] -= n - p.board
    p.board = n


def give_favor(s, seat: int, n: int) -> None:
    """Favor from the shared supply to a player (or back, n < 0)."""
    s.favor_supply -= n
    s.players[seat].favor += n


# --- driving the flow -----------------------------------------------------------------------------
def majors(m, seat: int) -> dict:
    """The seat's major actions by option id."""
    return {x.id: x for x in Actions(Flow(m)).majors(seat)}


def option_ids(m, seat: int) -> set[str]:
    return {o.id for o in Actions(Flow(m)).options(seat)}


def places_of(actions, seat: int, x: int) -> dict[str, str]:
    """Where the seat may play a card (5.1.4): the option's place -> its words."""
    return {to: words for to, words, _, _ in actions.play_places(seat, x)}


def take(m, seat: int, choice: str, *answers):
    """Take an option of the Act phase, by its id, with scripted answers; returns the decisions
    answered."""
    actions = Actions(Flow(m))
    option = next((o for o in actions.options(seat) if o.id == choice), None)
    assert option is not None, f"{choice!r} is not among the Act phase's options"
    return drive(actions.take(seat, option), *answers)


# --- a live match, out of turn -----------------------------------------------------------------------
def live(m, seat: int):
    """The position as edited, as a live match in the seat's Act phase: a checkpoint of the
    edited state, and a clone rebuilt from it, whose flow starts there (the flow starts wherever
    the state says). Returns the new match; its state is a copy."""
    m.state.turn, m.state.phase = seat, "act"
    m.checkpoint()
    twin = m.clone()
    menu(twin, seat)
    return twin


def menu(m, seat: int) -> None:
    """The seat's Act phase menu is pending."""
    d = m.decision
    assert d is not None and d.seat == seat and d.prompt.startswith("Your actions"), \
        f"expected seat {seat}'s actions, got {d and (d.seat, d.prompt)}"


def answer(m, seat: int, choice: str):
    """The pending decision is the seat's (one decision, one decider): answer it. Returns it."""
    d = m.decision
    assert d is not None, "no decision pending"
    assert d.seat == seat, f"{d.prompt!r} is asked of seat {d.seat}, not of seat {seat}"
    assert d.option(choice), f"{choice!r} not among {[o.id for o in d.options]} ({d.prompt})"
    m.play(choice)
    return d


def rig(monkeypatch, attack: str = "sword", defense: str = "blank") -> None:
    """Every attack die shows `attack`, every defense die `defense`."""
    def roll(self, faces, n):
        return [ATTACK_FACES[attack] if faces is C.attack_die else DEFENSE_FACES[defense]] * n
    monkeypatch.setattr(Campaign, "roll", roll)


def source(f, x: int, kind: str = "denizen"):
    """The faceup source of a power on the table (a site's id may be a denizen's too)."""
    return next(src for src in f.sources() if src.kind == kind and src.id == x)


def after_battle(f, battle, side: str, seat: int, src, won: bool, *answers):
    """A battle plan's effect once its battle is decided (5.5.8), with scripted answers."""
    return drive(power_of(src).after(f, battle, side, seat, src, won), *answers)
