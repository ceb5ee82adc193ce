"""The Oath board on the game screen: the Oath in force and each revealed Vision with its goal
beside its name, and the campaign panel following the choices as they are made (the targets so
far, the site the campaign must target, each die of both pools with where it comes from before
the roll, each die rolled as symbols and the roll in words); and what a seat's screen shows holds
no card or site whose face the state keeps from it (a view showing every hand fails that sweep)."""
from __future__ import annotations

import io

import pytest
from rich.console import Console

from rules import games
from rules.core import RandomBot
from rules.oath import view as oath_view
from rules.oath.campaign import Campaign
from rules.oath.content import content
from rules.oath.engine import OathEngine
from tabletop_tui.boards.oath import private_parts, render_board

from ..rules.test_oath_secrets import every_hand, hidden_names, named_in

NAMES = ["Ann", "Bob", "Cid"]


def board_text(view: dict, width: int = 100) -> str:
    console = Console(width=width, file=io.StringIO(), record=True)
    console.print(render_board(view))
    return " ".join(console.export_text().split())


def seen_text(view: dict) -> str:
    """What the seat of the view sees: the board and its own secrets beside it."""
    console = Console(width=100, file=io.StringIO(), record=True)
    console.print(render_board(view))
    for _, part in private_parts(view):
        console.print(part)
    return console.export_text()


def board_sweep(seed: int, steps: int = 400) -> int:
    """Random play; every few steps, for nobody and each seat, the screen's board and private
    parts name no card or site the state keeps from that seat. Returns how many were looked for."""
    m = games.get("oath").new_match(NAMES + ["Dee"] * (seed % 2), seed=seed)
    bot = RandomBot(seed)
    looked = 0
    for step in range(steps):
        if m.decision is None:
            break
        if step % 20 == 0:
            for seat in [None, *range(len(m.players))]:
                secret = hidden_names(m, seat)
                shown = named_in(seen_text(m.view(seat))) & secret
                assert not shown, f"step {step}: seat {seat}'s screen shows {sorted(shown)}"
                looked += len(secret)
        m.play(bot.choose(m.decision))
    return looked


@pytest.mark.parametrize("seed", [3, 4])
def test_the_board_shows_no_card_its_seat_may_not_see(seed):
    assert board_sweep(seed), "the sweep found no secret to look for"


def test_the_board_sweep_fails_on_a_view_showing_every_hand(monkeypatch):
    monkeypatch.setattr(OathEngine, "view", staticmethod(every_hand(oath_view.view)))
    with pytest.raises(AssertionError, match="screen shows"):
        board_sweep(3, steps=1)


def past_setup():
    m = games.get("oath").new_match(NAMES, seed=2)
    while m.state.phase == "setup":
        m.play(m.decision.options[0].id)
    return m


def test_the_oath_and_each_revealed_vision_show_their_goal():
    m = past_setup()
    s = m.state
    conquest = next(x for x, v in content().visions.items() if v.name == "Conquest")
    s.world.remove(conquest)
    s.players[1].vision = conquest
    text = board_text(m.view(2))
    assert "The Oath of Supremacy (rule more sites than anyone else)" in text
    assert "Vision: Conquest (rule more sites than anyone else)" in text


def test_the_campaign_panel_follows_the_choices_before_the_roll():
    m = past_setup()  # Ann, the Chancellor, rules Plains, where every pawn stands
    m.play("end")  # Ann rests; Bob's turn
    m.play("campaign:campaign")
    m.play("defender:0")  # Plains must be targeted: named at once
    text = board_text(m.view(2))
    assert "Campaign: Bob attacks Ann" in text and "Targets: Plains (must be targeted)" in text
    assert "Attack: dice not chosen yet" in text
    assert "Defense: 2 dice (Plains (targeted) 1, the Oathkeeper title 1)" in text
    m.play("target:done")
    m.play("dice:3")  # Ann's Longbows at Plains is used for her (REFERENCE 11.4); the battle is fought
    text = board_text(m.view(2))
    assert "Attack: 3 dice (Bob's warbands 3, Plains +1, Longbows -1)" in text


def test_each_die_reads_as_symbols_and_the_roll_in_words(monkeypatch):
    c = content()
    attack = {face.name: face for face in c.attack_die}
    rolled = [attack["two_swords_skull"], attack["hollow_sword"]]
    monkeypatch.setattr(Campaign, "roll", lambda self, dice, n: rolled[:n] if dice is c.attack_die else [c.defense_die[0]] * n)
    m = past_setup()
    m.play("end")
    m.play("campaign:campaign")
    m.play("defender:0")
    m.play("target:done")
    m.play("dice:2")  # Plains adds 1, Ann's Longbows takes 1
    text = board_text(m.view(2))
    assert "rolled ⚔⚔☠ †: 2 swords, 1 hollow sword, 1 skull" in text
    assert "rolled · ·: 2 blanks" in text
