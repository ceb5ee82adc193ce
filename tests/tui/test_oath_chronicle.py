"""Oath's Chronicle through the app: the winner's steps after a game, each seat's decision behind
its own curtain, the next world written once they are done (and not before: a crash between two
steps loses no more than the last choice), the lobby's Chronicles, and selfplay of whole
Chronicles from the command line."""
from __future__ import annotations

from rules import games
from rules.core import RandomBot
from rules.oath.state import Adviser
from tabletop_tui import chronicles, saves
from tabletop_tui.app import TabletopApp
from tabletop_tui.cli import main
from tabletop_tui.screens.end import EndScreen
from tabletop_tui.screens.game import GameScreen
from tabletop_tui.screens.lobby import LobbyScreen
from tabletop_tui.table import Table

from .conftest import SIZE, game_app, hand_to, pick, screen_text, wait_for_text

SPEC = games.get("oath")
ANN, BOB, CID = range(3)


def won_by_bob(name: str = "Pilot"):
    """The first game of the Chronicle `name`, three players past setup, won by Bob, an Exile: his
    Chronicle begins. His one adviser is an Arcane card, so the Archive's suit is not asked."""
    m = chronicles.new_match(SPEC, ["Ann", "Bob", "Cid"], 2, {}, {"bots": []}, name)
    while m.state.phase == "setup":
        m.play(m.decision.options[0].id)
    s, c = m.state, m.state.c
    alchemist = next(x for x in s.world if x in c.denizens and c.denizens[x].name == "Alchemist")
    s.world.remove(alchemist)
    s.discards["cradle"] += [a.card for a in s.players[BOB].advisers]
    s.players[BOB].advisers = [Adviser(alchemist, faceup=True)]
    s.winners, s.phase, s.won_by = [BOB], "chronicle", "Bob wins as the Usurper: a test"
    m.checkpoint()
    return m.clone()  # its flow starts from the position as edited


async def test_a_chronicles_steps_through_the_curtain(data_dir):
    m = won_by_bob()
    path = saves.new_save_path("oath")
    app = TabletopApp(lambda: GameScreen(Table(m, path)), bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await hand_to(app, pilot, BOB)
        assert "The winner's Chronicle: swearing the next Oath (8.1)" in screen_text(app)
        await pick(app, pilot, "The Oath of The People")
        await pilot.pause()
        assert app.screen.view["decision"]["prompt"].startswith("Your Chronicle (8.2): offer Cid Citizenship")
        await pick(app, pilot, "Offer Cid Citizenship")
        await pilot.pause()
        await hand_to(app, pilot, CID)
        assert "offers you Citizenship" in app.screen.view["decision"]["prompt"]
        assert chronicles.load("Pilot").games == (), "nothing is written before the winner's steps are done"
        await pick(app, pilot, "Accept")
        await pilot.pause()
        assert isinstance(app.screen, EndScreen)
        await wait_for_text(app, pilot, "Chronicle 'Pilot': the next world is written (1 game played)")
    kept = chronicles.load("Pilot")
    assert [g.winner for g in kept.games] == ["red"] and kept.world.oath == "people"
    assert kept.sides["blue"] == "citizen", "Cid's board is stored Citizen side up"


def test_a_crash_between_two_steps_loses_no_more_than_the_last_choice(data_dir):
    """A game of a Chronicle played at random to its winner's steps, autosaved after each choice."""
    m = chronicles.new_match(SPEC, ["Ann", "Bob", "Cid"], 4, {}, {"bots": []}, "Crash")
    path = saves.new_save_path("oath")
    table, bot = Table(m, path), RandomBot(4)
    while m.state.phase != "chronicle":
        table.play(bot.choose(m.decision))
    asked = m.decision
    assert asked.rule == "8.1" and asked.seat == m.state.winners[0]
    table.play(asked.options[0].id)  # then the app stops
    resumed = Table(saves.load_match(path), path)
    assert resumed.match.state.next_oath == asked.options[0].data and resumed.match.state.chronicle_step != "oath"
    assert resumed.chronicle_note is None and chronicles.load("Crash").games == ()
    while not resumed.over:
        resumed.play(resumed.match.decision.options[0].id)
    assert resumed.chronicle_note.endswith("(1 game played)")
    again = Table(saves.load_match(path), path)  # opening the finished game again writes nothing new
    assert again.chronicle_note == resumed.chronicle_note and len(chronicles.load("Crash").games) == 1


def test_a_chronicle_continued_elsewhere_keeps_the_other_games_world(data_dir):
    m = won_by_bob("Twice")
    other = won_by_bob("Twice")  # a second game begun on the same world
    for match, oath in ((m, "devotion"), (other, "people")):
        for choice in (f"chronicle:oath:{oath}", "chronicle:no-offer:2"):
            match.play(choice)
    first = Table(other, None)
    assert first.chronicle_note.endswith("(1 game played)")
    written = chronicles.load("Twice")
    note = Table(m, None).chronicle_note
    assert "was continued by another game" in note and chronicles.load("Twice") == written


def test_the_next_game_is_set_up_on_the_world_written(data_dir):
    m = won_by_bob("Next")
    for choice in ("chronicle:oath:protection", "chronicle:offer:2", "chronicle:accept"):
        m.play(choice)
    Table(m, None)
    nxt = chronicles.new_match(SPEC, ["Bob", "Ann", "Cid"], 7, {}, {"bots": []}, "Next")
    s = nxt.state
    assert s.oath == "protection" and [p.role for p in s.players] == ["chancellor", "exile", "citizen"]
    kept = chronicles.load("Next")
    assert [slot.site for slot in s.slots] == [site.site for site in kept.world.sites]
    assert s.dispossessed == list(kept.dispossessed) and len(s.dispossessed) == 6


async def test_the_lobby_lists_the_chronicles_kept(data_dir):
    won_by_bob("Lobby one")
    app = TabletopApp(LobbyScreen, bot_delay=0)
    said = []
    app.notify = lambda message, **_: said.append(message)
    async with app.run_test(size=(120, 50)) as pilot:
        app.screen.query_one("#game").value = "oath"
        await pilot.pause()
        await wait_for_text(app, pilot, "Lobby one: game count 1, 0 played here")
        app.screen.query_one("#chronicle").value = "../etc"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert said and "a Chronicle's name is a name, not a path" in said[-1]
        assert isinstance(app.screen, LobbyScreen) and not (data_dir / "etc.json").exists()


def test_selfplay_plays_whole_chronicles(capsys):
    assert main(["selfplay", "oath", "--games", "2", "--chronicle", "2", "--players", "2,3", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "chronicles: 2 of 2 games" in out and "games: 4" in out


def test_oath_chronicle_step_snapshot(snap_compare):
    """The winner's Chronicle on the board: the world, its Archive and Dispossessed, the step."""
    m = won_by_bob("Snapshot")
    m.play("chronicle:oath:people")
    assert snap_compare(game_app(m, seat=BOB), terminal_size=SIZE)
