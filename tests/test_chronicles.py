"""Oath's Chronicles on disk (tabletop_tui/chronicles.py): written whole into their own folder,
never outside it, never over a file by a failed step, and listed with what cannot be continued."""
from __future__ import annotations

import os
from dataclasses import replace

import pytest

from rules.oath.chronicle import ChronicleError, Game, from_string
from tabletop_tui import chronicles

from .rules.oath_table import RESET, TUTORIAL


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def test_saved_in_the_chronicles_folder_and_read_back(data_dir):
    kept = from_string(TUTORIAL)
    path = chronicles.save(kept, new=True)
    assert path == data_dir / "chronicles" / "The Chrysanthemum Chronicle.json"
    assert chronicles.load("The Chrysanthemum Chronicle") == kept
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # no temporary file left


def test_a_new_chronicle_never_takes_a_name_there_is(data_dir):
    chronicles.save(from_string(TUTORIAL, name="Ours"), new=True)
    before = (data_dir / "chronicles" / "Ours.json").read_bytes()
    for name in ("Ours", "OURS"):
        with pytest.raises(ChronicleError, match="there is a Chronicle named"):
            chronicles.save(from_string(RESET, name=name), new=True)
    assert (data_dir / "chronicles" / "Ours.json").read_bytes() == before
    assert [c.name for c in chronicles.listing()] == ["Ours"]


@pytest.mark.parametrize("name", ["../outside", "/tmp/x", "a/../../b", "..", "\x1b]0;title\x07", "x" * 61])
def test_nothing_is_written_outside_the_folder(tmp_path, data_dir, name):
    before = set(tmp_path.rglob("*"))
    with pytest.raises(ChronicleError):
        chronicles.save(replace(from_string(TUTORIAL, name="Fine"), name=name))
    with pytest.raises(ChronicleError):
        chronicles.load(name)
    assert set(tmp_path.rglob("*")) == before


def test_a_file_that_is_a_link_is_not_written_through(tmp_path, data_dir):
    folder = data_dir / "chronicles"
    folder.mkdir(parents=True)
    outside = tmp_path / "elsewhere.json"
    outside.write_text("mine")
    (folder / "Linked.json").symlink_to(outside)
    with pytest.raises(ChronicleError, match="its file is a link"):
        chronicles.save(from_string(TUTORIAL, name="Linked"))
    assert outside.read_text() == "mine"


def test_broken_and_newer_files_cannot_be_continued_and_stay_as_they_are(data_dir):
    folder = data_dir / "chronicles"
    chronicles.save(from_string(TUTORIAL, name="Good"), new=True)
    newer = (folder / "Good.json").read_text().replace('"layout": 1', '"layout": 2')
    files = {"Broken.json": "{not json", "Newer.json": newer.replace('"name": "Good"', '"name": "Newer"'),
             "Renamed.json": (folder / "Good.json").read_text(), "..odd.json": "{}"}
    for name, text in files.items():
        (folder / name).write_text(text)
    listed = {c.name: c for c in chronicles.listing()}
    assert listed["Good"].can_continue and listed["Good"].status == "game count 1, 0 played here"
    assert listed["Broken"].status == "cannot be continued: not a Chronicle file (not JSON)"
    assert listed["Newer"].status.startswith("cannot be continued: from newer rules (file layout 2")
    assert listed["Renamed"].status == "cannot be continued: its file names it 'Good'"
    assert listed["..odd"].status.startswith("cannot be continued: a Chronicle's name is a name, not a path")
    with pytest.raises(ChronicleError) as err:
        chronicles.load("Newer")
    assert str(err.value).startswith("Chronicle 'Newer' cannot be continued: from newer rules")
    assert {name: (folder / name).read_text() for name in files} == files


def test_the_games_played_are_listed():
    kept = from_string(TUTORIAL, name="Played")
    chronicles.save(replace(kept, games=(Game(("purple", "red"), "red"),)), new=True)
    assert chronicles.listing()[0].status == "game count 1, 1 played here, last won by red"


def test_a_failed_write_is_one_line_and_the_file_stays(monkeypatch):
    kept = from_string(TUTORIAL, name="Kept")
    path = chronicles.save(kept, new=True)
    before = path.read_bytes()

    def disk_full(*args):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "replace", disk_full)
    with pytest.raises(ChronicleError) as err:
        chronicles.save(replace(kept, games=(Game(("purple",), None),)))
    assert str(err.value).startswith("cannot write Chronicle 'Kept' (No space left on device)")
    assert path.read_bytes() == before and [p.name for p in path.parent.iterdir()] == ["Kept.json"]


def test_a_folder_that_cannot_be_made_is_one_line(data_dir):
    data_dir.mkdir()
    (data_dir / "chronicles").write_text("a file where the folder goes")
    with pytest.raises(ChronicleError, match="cannot write Chronicle 'Kept'"):
        chronicles.save(from_string(TUTORIAL, name="Kept"), new=True)
