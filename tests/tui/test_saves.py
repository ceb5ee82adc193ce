"""Save files: atomic writes into the data directory, the newest-first list, and every way a
save could fail or be broken: one clear reason, play going on, nothing lost."""
from __future__ import annotations

import json
import os

import pytest

from rules.core import RecordError
from tabletop_tui import saves
from tabletop_tui.table import Table

from .conftest import game_app, match_after


@pytest.fixture
def folder(data_dir):
    saves.saves_dir().mkdir(parents=True)
    return saves.saves_dir()


def test_data_dir_comes_from_the_environment(data_dir):
    assert saves.saves_dir() == data_dir / "saves"


def test_atomic_write_replaces_and_leaves_no_temporary_file(folder):
    path = saves.new_save_path("whispers")
    saves.write_atomically(path, "first")
    saves.write_atomically(path, "second")
    assert path.read_text() == "second"
    assert os.listdir(path.parent) == [path.name]


def test_temporary_files_of_killed_saves_are_cleaned_up(folder):
    path = folder / "match.json"
    for n in range(3):  # what autosaves killed between writing and renaming leave
        (folder / f".match.json.abc{n}.tmp").write_text("half")
    (folder / ".other.json.abc.tmp").write_text("another match's, left alone")
    saves.write_atomically(path, "whole")
    assert sorted(os.listdir(folder)) == [".other.json.abc.tmp", "match.json"]


def test_a_save_that_is_a_link_is_written_through_to_its_target(folder, tmp_path):
    target = tmp_path / "elsewhere.json"
    target.write_text("old")
    link = folder / "match.json"
    link.symlink_to(target)
    saves.write_atomically(link, "new")
    assert link.is_symlink() and target.read_text() == "new"


def test_new_save_paths_do_not_collide(folder):
    first = saves.new_save_path("whispers")
    saves.write_atomically(first, "{}")
    assert saves.new_save_path("whispers") != first


def test_recent_saves_grouped_newest_first_with_where_each_stands(folder):
    in_play, newer, unplayed, over = match_after(3), match_after(6), match_after(0), match_after(100_000, ("Ann", "Bob"))
    files = (("a.json", in_play.to_json(), 1_000), ("b.json", newer.to_json(), 2_000),
             ("c.json", unplayed.to_json(), 3_000), ("d.json", over.to_json(), 4_000),
             ("junk.json", "not json", 5_000), ("deep.json", "[" * 100_000 + "]" * 100_000, 500))
    for name, text, mtime in files:
        (folder / name).write_text(text)
        os.utime(folder / name, (mtime, mtime))
    os.mkfifo(folder / "pipe.json")
    listed = saves.recent_saves()
    assert [(s.group, s.path.name) for s in listed] == [
        ("In play", "b.json"), ("In play", "a.json"), ("Not started", "c.json"), ("Finished", "d.json"),
        ("Cannot be resumed", "junk.json"), ("Cannot be resumed", "deep.json")]
    assert listed[0].players == ["Ann", "Bob", "Cid"] and listed[0].title == "A War of Whispers"
    assert listed[0].status == f"round 1, {newer.players[newer.decision.seat]} to choose (6 choices made)"
    winners = [over.players[s] for s in over.result["winners"]]
    assert listed[3].status in (f"won by {winners[0]}", f"shared by {' and '.join(winners)}")
    assert "broken JSON" in listed[4].status and "nested too deeply" in listed[5].status
    assert "Ann, Bob, Cid" in listed[0].describe


@pytest.mark.parametrize("make, problem", [
    (lambda p: os.mkfifo(p), "not a regular file"),
    (lambda p: p.mkdir(), "not a regular file"),
    (lambda p: p.symlink_to("/dev/zero"), "not a regular file"),
    (lambda p: p.write_bytes(b" " * (saves.MAX_RECORD_BYTES + 1)), "too large"),
    (lambda p: p.write_bytes(b"\xff\xfe{"), "not text"),
    (lambda p: p.write_text("[" * 100_000 + "]" * 100_000), "nested too deeply"),
    (lambda p: None, "cannot read it"),
])
def test_only_a_regular_file_of_sane_size_is_read(tmp_path, make, problem):
    path = tmp_path / "save.json"
    make(path)
    with pytest.raises(RecordError, match=problem):
        saves.load_match(path)


@pytest.mark.parametrize("bots", [3, "0", [0, 7], [True], {"0": 1}])
def test_bots_in_a_save_must_be_a_list_of_seats(tmp_path, bots):
    record = json.loads(match_after(4).to_json())
    record["meta"]["bots"] = bots
    path = tmp_path / "save.json"
    path.write_text(json.dumps(record))
    with pytest.raises(RecordError, match="meta.bots must be a list of seat numbers"):
        saves.load_match(path)


def test_a_save_that_fails_does_not_stop_play(data_dir):
    data_dir.mkdir()
    (data_dir / "saves").write_text("a file where the folder should be")
    table = Table(match_after(4), saves.new_save_path("whispers"))
    assert not table.save() and "Cannot save to" in table.save_problem
    (data_dir / "saves").unlink()
    assert table.save() and table.save_problem is None
    assert json.loads(table.save_path.read_text())["choices"] == table.match.choices


async def test_the_game_screen_warns_once_and_again_when_saving_works(data_dir):
    data_dir.mkdir()
    blocker = data_dir / "saves"
    blocker.write_text("a file where the folder should be")
    match = match_after(4, players=("Ann",), game="viscounts")  # one person: every choice is Ann's
    path = saves.new_save_path("viscounts")
    app = game_app(match, seat=0, save_path=path)
    said = []
    app.notify = lambda message, **_: said.append(message)
    async with app.run_test(size=(120, 40)) as pilot:
        before = len(match.choices)
        await pilot.press("1")
        assert len(match.choices) == before + 1, "the choice is played all the same"
        await pilot.press("1")
        assert len(said) == 1 and "Cannot save to" in said[0] and "Play goes on" in said[0], "warned once"
        blocker.unlink()
        await pilot.press("1")
        assert said[-1].startswith("Saved again")
    assert json.loads(path.read_text())["choices"] == match.choices
