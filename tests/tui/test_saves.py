"""Save files: atomic writes into the data directory, and the newest-first list."""
from __future__ import annotations

import os

from tabletop_tui import saves

from .conftest import match_after


def test_data_dir_comes_from_the_environment(data_dir):
    assert saves.saves_dir() == data_dir / "saves"


def test_atomic_write_replaces_and_leaves_no_temporary_file(data_dir):
    path = saves.new_save_path("whispers")
    saves.write_atomically(path, "first")
    saves.write_atomically(path, "second")
    assert path.read_text() == "second"
    assert os.listdir(path.parent) == [path.name]


def test_new_save_paths_do_not_collide(data_dir):
    first = saves.new_save_path("whispers")
    saves.write_atomically(first, "{}")
    assert saves.new_save_path("whispers") != first


def test_recent_saves_newest_first_skipping_non_records(data_dir):
    older, newer = match_after(3), match_after(6)
    folder = saves.saves_dir()
    for name, match, mtime in (("a.json", older, 1_000), ("b.json", newer, 2_000)):
        saves.write_atomically(folder / name, match.to_json())
        os.utime(folder / name, (mtime, mtime))
    (folder / "junk.json").write_text("not json")
    listed = saves.recent_saves()
    assert [s.path.name for s in listed] == ["b.json", "a.json"]
    assert listed[0].steps == 6 and listed[0].players == ["Ann", "Bob", "Cid"]
    assert "Ann, Bob, Cid" in listed[0].describe
