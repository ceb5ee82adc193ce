"""The Oath board on the game screen: the Oath in force and each revealed Vision with its goal
beside its name, and the campaign panel following the choices as they are made (the targets so
far, the site the campaign must target, each die of both pools with where it comes from before
the roll, each die rolled as symbols and the roll in words)."""
from __future__ import annotations

import io

from rich.console import Console

from rules import games
from rules.oath.campaign import Campaign
from rules.oath.content import content
from tabletop_tui.boards.oath import render_board

NAMES = ["Ann", "Bob", "Cid"]


def board_text(view: dict, width: int = 100) -> str:
    console = Console(width=width, file=io.StringIO(), record=True)
    console.print(render_board(view))
    return " ".join(console.export_text().split())


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
