"""The command line: exit statuses, bad files left untouched, selfplay, rules and snapshot output."""
from __future__ import annotations

import json
import socket
import subprocess
import sys
from dataclasses import replace
from importlib.metadata import version

import pytest

from rules import games
from rules.core import RandomBot, play_random
from rules.oath.savestring import decode
from tabletop_tui.cli import main
from tabletop_tui.table import default_name

from .rules.oath_table import RESET, TUTORIAL

TABLETOP = [sys.executable, "-m", "tabletop_tui.cli"]


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))


def record(moves: int = 5) -> str:
    m = games.get("whispers").new_match(["Ann", "Bob"], seed=2)
    bot = RandomBot(2)
    for _ in range(moves):
        m.play(bot.choose(m.decision))
    return m.to_json()


@pytest.mark.parametrize("argv", [
    ["nosuchcommand"],
    ["new", "chess", "--players", "Ann,Bob"],
    ["new", "whispers", "--players", "Ann"],
    ["new", "whispers", "--players", "Ann,Ann"],
    ["new", "whispers", "--players", "Ann,,Bob"],
    ["new", "whispers", "--players", "Ann,Bob,Cid,Dee,Eve"],
    ["new", "whispers", "--players", "Ann,Bob", "--option", "advanced=maybe"],
    ["new", "whispers", "--players", "Ann,Bob", "--option", "colour=red"],
    ["new", "whispers", "--players", "Ann,Bob", "--option", "advanced"],
    ["new", "whispers", "--players", "Ann,Bob", "--bot", "Zed"],
    ["new", "whispers", "--players", "Ann,Bob", "--seed", "x"],
    ["snapshot", "whispers", "--players", "9", "--seed", "1", "-o", "x.svg"],
    ["snapshot", "whispers", "--players", "2", "--seed", "1", "--seat", "2", "-o", "x.svg"],
    ["snapshot", "whispers", "--players", "2", "--seed", "1", "--size", "big", "-o", "x.svg"],
    ["snapshot", "whispers", "--players", "2", "--seed", "1", "--size", "100000x100000", "-o", "x.svg"],
    ["snapshot", "whispers", "--players", "2", "--seed", "1", "--moves", "-5", "-o", "x.svg"],
    ["snapshot", "whispers", "--players", "2", "--seed", "1", "-o", "."],
    ["snapshot", "whispers", "--players", "2", "--seed", "1", "-o", "no/such/folder/x.svg"],
    ["snapshot", "whispers", "--players", "2", "-o", "x.svg"],
    ["snapshot", "whispers", "--players", "2", "--seed", "1", "--step", "3", "-o", "x.svg"],
    ["snapshot", "whispers", "--players", "2", "--seed", "1", "--option", "advanced=maybe", "-o", "x.svg"],
    ["snapshot", "--from", "x.json", "--seed", "1", "-o", "x.svg"],
    ["serve", "--port", "99999"],
    ["serve", "--port", "http"],
    ["snapshot", "--from", "x.json", "--step", "-1", "-o", "x.svg"],
    ["new", "whispers", "--players", "Ann,\x1b[2JBob"],
    ["new", "whispers", "--players", "Ann,ann"],
    ["new", "viscounts", "--players", "Ann,Bob", "--option", "ai=noble"],
    ["selfplay", "whispers", "--games", "1", "--players", "7"],
    ["rules", "chess"],
])
def test_bad_arguments_exit_2_with_usage(argv, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    assert exit_.value.code == 2
    assert "usage: tabletop" in capsys.readouterr().err


@pytest.mark.parametrize("text, problem", [
    ("{not json", "broken JSON"),
    ("", "broken JSON"),
    (json.dumps({"game": "whispers"}), "no 'rules_version'"),
    (record()[: len(record()) // 2], "broken JSON"),
    (json.dumps(dict(json.loads(record()), game="chess")), "unknown game"),
    (json.dumps(dict(json.loads(record()), rules_version=99)), "newer rules"),
    (json.dumps(dict(json.loads(record()), choices=["place:bear.sheriff", "nonsense"])), "step 2"),
])
@pytest.mark.parametrize("command", ["resume", "replay"])
def test_bad_save_file_one_line_exit_1_file_untouched(tmp_path, capsys, command, text, problem):
    path = tmp_path / "bad.json"
    path.write_text(text)
    before = path.stat().st_mtime_ns
    assert main([command, str(path)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(path) in err and problem in err
    assert "Traceback" not in err
    assert path.read_text() == text and path.stat().st_mtime_ns == before


def test_missing_file(tmp_path, capsys):
    assert main(["resume", str(tmp_path / "nope.json")]) == 1
    assert "nope.json" in capsys.readouterr().err


def test_selfplay_prints_the_report(capsys):
    assert main(["selfplay", "whispers", "--games", "2", "--players", "2,3", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    for key in ("games: 2", "steps:", "steps/s:", "median ms per game:", "wins by seat: 0: ",
                "halfway through the longest match", "clone", "load its record"):
        assert key in out


def test_selfplay_with_the_greedy_bot_and_options(capsys):
    assert main(["selfplay", "viscounts", "--games", "1", "--players", "1", "--bot", "greedy",
                 "--option", "ai=builder", "--option", "difficulty=2"]) == 0
    wins = capsys.readouterr().out.split("wins by seat: ")[1]
    assert wins.startswith("0: ") and ", 1: " in wins, "the solo AI's seat is counted too"
    with pytest.raises(SystemExit):
        main(["selfplay", "viscounts", "--games", "1", "--players", "1", "--option", "difficulty=9"])


def test_selfplay_failure_exits_1(monkeypatch, capsys):
    engine = games.get("whispers").engine

    def broken(match):
        raise AssertionError("units are not conserved")

    monkeypatch.setattr(engine, "check_invariants", broken)
    assert main(["selfplay", "whispers", "--games", "1", "--players", "2"]) == 1
    assert "units are not conserved" in capsys.readouterr().out


@pytest.mark.parametrize("game", ["whispers", "viscounts", "oath"])
def test_rules_prints_the_rules_for_players(game, capsys):
    assert main(["rules", game]) == 0
    out = capsys.readouterr().out
    title = games.get(game).title
    assert title in out[:200] and "# " not in out, "rendered, not Markdown source"
    assert "Content decisions" in out
    for note in ("Coverage", "test_", "seed 0", "maintainers", ".py"):
        assert note not in out, f"{note!r}: for maintainers, not players"


@pytest.mark.parametrize("game, words, name", [("whispers", ["frostholm"], "Frostholm"),
                                               ("oath", ["mercenaries"], "Mercenaries"),
                                               ("viscounts", ["abbot"], "Abbot"),
                                               ("imperium", ["shrine"], "Shrine")])
def test_cards_prints_the_components_holding_the_words(game, words, name, capsys):
    assert main(["cards", game, *words]) == 0
    out = capsys.readouterr().out
    entry = next(e for e in games.get(game).catalogue() if e["name"] == name)
    assert name in out and " ".join(entry["text"].split()) in " ".join(out.split()), "the whole text"
    assert main(["cards", game]) == 0
    assert len(capsys.readouterr().out) > len(out), "with no words: the whole box"
    assert main(["cards", game, "no-such-word-anywhere"]) == 1


def test_cards_starts_without_textual():
    code = "import sys; from tabletop_tui import cli; cli.main(['cards', 'whispers', 'frostholm']); print('textual' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip().endswith("False")


def test_snapshot_writes_an_svg(tmp_path, capsys):
    out = tmp_path / "shot.svg"
    assert main(["snapshot", "whispers", "--players", "3", "--seed", "5", "--moves", "30",
                 "--seat", "1", "--size", "100x30", "-o", str(out)]) == 0
    svg = out.read_text()
    assert svg.startswith("<svg") and "A&#160;War&#160;of&#160;Whispers" in svg and "Frostholm" in svg


def snapshot_text(tmp_path, *argv: str) -> str:
    out = tmp_path / "shot.txt"
    assert main(["snapshot", *argv, "--size", "100x30", "--text", "-o", str(out)]) == 0
    return out.read_text()


def test_snapshot_from_a_record_shows_the_seat_at_the_step(tmp_path, capsys):
    """A saved record's screen at step N is the screen of the same match after N moves; with no
    step, at the record's end; each seat sees its own hand."""
    match = play_random(games.get("whispers").new_match([default_name(seat) for seat in range(3)], seed=4), 60, 4)
    saved = tmp_path / "saved.json"
    saved.write_text(match.to_json())
    at_25 = snapshot_text(tmp_path, "--from", str(saved), "--step", "25", "--seat", "1")
    assert at_25 == snapshot_text(tmp_path, "whispers", "--players", "3", "--seed", "4", "--moves", "25", "--seat", "1")
    assert at_25 != snapshot_text(tmp_path, "--from", str(saved), "--step", "26", "--seat", "1")
    at_end = snapshot_text(tmp_path, "--from", str(saved), "--seat", "2")
    assert at_end == snapshot_text(tmp_path, "whispers", "--players", "3", "--seed", "4", "--moves", "60", "--seat", "2")
    assert "Bob's loyalty" in at_25 and "Cid's loyalty" in at_end and "<svg" not in at_end


def test_snapshot_from_a_record_says_in_one_line_what_is_wrong(tmp_path, capsys):
    saved = tmp_path / "saved.json"
    saved.write_text(record(5))
    with pytest.raises(SystemExit):
        main(["snapshot", "--from", str(saved), "--step", "6", "-o", str(tmp_path / "x.svg")])
    assert "holds 5 choices" in capsys.readouterr().err
    assert main(["snapshot", "--from", str(tmp_path / "none.json"), "-o", str(tmp_path / "x.svg")]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cannot read it" in err


def test_snapshot_of_a_new_match_takes_its_options(tmp_path, monkeypatch):
    seen = []

    async def capture(match, *args, **kwargs):
        seen.append(match)

    monkeypatch.setattr("tabletop_tui.snapshot.save_snapshot", capture)
    assert main(["snapshot", "whispers", "--players", "2", "--seed", "1", "--option", "advanced=yes",
                 "-o", str(tmp_path / "x.svg")]) == 0
    assert seen[0].options["advanced"] is True


def test_serve_says_in_one_line_why_it_cannot_listen(capsys):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert main(["serve", "--port", str(port)]) == 1
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and f"port {port} is in use" in err
    assert main(["serve", "--host", "no.such.host.invalid"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no host 'no.such.host.invalid'" in err


@pytest.mark.parametrize("host, warned", [("127.0.0.1", False), ("localhost", False), ("0.0.0.0", True)])
def test_serve_warns_in_one_line_when_others_can_reach_it(monkeypatch, capsys, host, warned):
    served = []
    monkeypatch.setattr("tabletop_tui.serve.serve", lambda host, port: served.append((host, port)))
    with socket.socket() as free:
        free.bind(("127.0.0.1", 0))
        port = free.getsockname()[1]
    assert main(["serve", "--host", host, "--port", str(port)]) == 0
    err = capsys.readouterr().err
    assert served == [(host, port)]
    assert err == ("" if not warned else f"tabletop: warning: anyone who can reach {host} port {port} can play and "
                                         f"see every hand\n")


def test_version_is_the_package_version(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0 and capsys.readouterr().out == f"tabletop {version('tabletop')}\n"


def test_help_starts_without_textual():
    code = "import sys; from tabletop_tui import cli; print('textual' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "False"
    result = subprocess.run(TABLETOP + ["--help"], capture_output=True, text=True)
    assert result.returncode == 0 and result.stdout.startswith("usage: tabletop")


def test_new_saves_the_match_and_opens_it(monkeypatch, tmp_path):
    opened = []
    monkeypatch.setattr("tabletop_tui.cli.run_app", lambda first_screen: opened.append(first_screen) or 0)
    assert main(["new", "whispers", "--players", "Ann,Bob,Cid", "--seed", "3", "--bot", "Bob", "--bot", "2",
                 "--option", "advanced=yes"]) == 0
    saved = list((tmp_path / "data" / "saves").glob("whispers-*.json"))
    assert len(saved) == 1 and len(opened) == 1
    m = games.load(saved[0].read_text())
    assert m.meta["bots"] == [1, 2] and m.options["advanced"] is True and m.seed == 3


def test_the_errors_say_what_is_accepted(capsys):
    for argv, said in ((["new", "whispers", "--players", "Ann,Bob", "--option", "advanced=maybe"], "yes or no"),
                       (["new", "viscounts", "--players", "Ann,Bob", "--option", "ai=noble"], "only with 1 player"),
                       (["new", "whispers", "--players", "Ann,\x1b[2JBob"], "control characters"),
                       (["snapshot", "whispers", "--players", "2", "--seed", "1", "--moves", "-5", "-o", "x.svg"],
                        "from 0 up")):
        with pytest.raises(SystemExit):
            main(argv)
        err = capsys.readouterr().err
        assert said in err and "\x1b[2J" not in err, err


def test_new_with_an_unwritable_save_folder_says_so_in_one_line(tmp_path, monkeypatch, capsys):
    blocker = tmp_path / "data"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(blocker))
    assert main(["new", "whispers", "--players", "Ann,Bob", "--seed", "1"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Cannot save to" in err and "TABLETOP_DATA_DIR" in err


@pytest.mark.parametrize("make, problem", [
    (lambda p: __import__("os").mkfifo(p), "not a regular file"),
    (lambda p: p.write_text("[" * 100_000 + "]" * 100_000), "nested too deeply"),
    (lambda p: p.write_text(json.dumps(dict(json.loads(record()), meta={"bots": "all"}))), "meta.bots"),
    (lambda p: p.write_text(json.dumps(dict(json.loads(record()), players=["Ann", "Ann"]))), "same name"),
])
def test_broken_saves_one_line_exit_1(tmp_path, capsys, make, problem):
    path = tmp_path / "bad.json"
    make(path)
    assert main(["resume", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and problem in err and "Traceback" not in err


def test_snapshot_onto_an_unwritable_path_is_one_line(capsys):
    assert main(["snapshot", "whispers", "--players", "2", "--seed", "1", "-o", "/proc/tabletop.svg"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cannot write /proc/tabletop.svg" in err


def test_a_crash_in_the_app_exits_non_zero(monkeypatch):
    from textual.screen import Screen

    from tabletop_tui import app as app_module
    from tabletop_tui import cli

    class Broken(Screen):
        def on_mount(self):
            raise RuntimeError("a bug")

    run = app_module.TabletopApp.run
    monkeypatch.setattr(app_module.TabletopApp, "run", lambda self: run(self, headless=True))
    assert cli.run_app(Broken) == 1


# ---------------------------------------------------------------- Oath's Chronicles and the mod's strings

@pytest.mark.parametrize("text", [RESET, TUTORIAL], ids=["reset", "tutorial"])
def test_chronicle_import_then_export_gives_the_mods_string_back(text, capsys):
    name = decode(text).name
    assert main(["chronicle", "import", text]) == 0
    assert capsys.readouterr().out.startswith(f"kept the Chronicle {name!r}: ")
    assert main(["chronicle", "export", name]) == 0
    assert capsys.readouterr().out == text + "\n"
    assert main(["chronicle", "list"]) == 0
    assert capsys.readouterr().out == f"{name}\n    game count 1, 0 played here\n"


def test_chronicle_import_under_a_name_of_ones_own(capsys):
    assert main(["chronicle", "import", "  " + TUTORIAL + "\n", "--name", "First game"]) == 0
    assert main(["chronicle", "export", "First game"]) == 0
    exported = capsys.readouterr().out.splitlines()[-1]
    assert decode(exported) == replace(decode(TUTORIAL), name="First game")
    assert main(["chronicle", "import", exported, "--name", "Second"]) == 0
    assert main(["chronicle", "export", "Second"]) == 0
    assert decode(capsys.readouterr().out.splitlines()[-1]) == replace(decode(TUTORIAL), name="Second")


@pytest.mark.parametrize("argv, words", [
    (["import", TUTORIAL[:-3]], "the string ends after"),
    (["import", TUTORIAL + "00"], "2 unexpected characters after the last field"),
    (["import", TUTORIAL.replace("0B19FF", "0B19GG", 1)], "'GG' is not hexadecimal"),
    (["import", TUTORIAL.replace("0724FFE9", "0724FFD9", 1)], "217 is not a card id"),
    (["import", "030400" + TUTORIAL[6:]], "version 3.4.0 is not supported (only 3.1.0 to 3.3.3)"),
    (["import", TUTORIAL, "--name", "../../escape"], "is a name, not a path"),
    (["import", TUTORIAL, "--name", "x" * 61], "at most 60 characters"),
    (["import", TUTORIAL, "--name", "Bell\x07"], "control or escape characters"),
    (["export", "Nobody's"], "no Chronicle named \"Nobody's\""),
    (["export", "../saves/x"], "is a name, not a path"),
])
def test_chronicle_refused_in_one_line_exit_1_nothing_written(argv, words, tmp_path, capsys):
    assert main(["chronicle", *argv]) == 1
    err = capsys.readouterr().err
    assert err.startswith("tabletop: ") and words in err and err.count("\n") == 1
    assert not (tmp_path / "data").exists()


def test_chronicle_export_of_a_broken_file_and_a_name_taken(tmp_path, capsys):
    folder = tmp_path / "data" / "chronicles"
    assert main(["chronicle", "import", RESET, "--name", "Taken"]) == 0
    before = (folder / "Taken.json").read_bytes()
    assert main(["chronicle", "import", TUTORIAL, "--name", "taken"]) == 1
    assert "there is a Chronicle named 'taken' already" in capsys.readouterr().err
    assert (folder / "Taken.json").read_bytes() == before
    (folder / "Broken.json").write_text("{")
    assert main(["chronicle", "export", "Broken"]) == 1
    assert capsys.readouterr().err == ("tabletop: Chronicle 'Broken' cannot be continued: "
                                       "not a Chronicle file (not JSON)\n")
    assert main(["chronicle", "list"]) == 0
    assert capsys.readouterr().out == ("Broken\n    cannot be continued: not a Chronicle file (not JSON)\n"
                                       "Taken\n    game count 1, 0 played here\n")


def test_chronicle_list_with_none_says_how_to_keep_one(tmp_path, capsys):
    assert main(["chronicle", "list"]) == 0
    assert capsys.readouterr().out.startswith("no Chronicles kept yet")
    assert not (tmp_path / "data").exists()


def test_chronicle_needs_a_step(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["chronicle"])
    assert exit_.value.code == 2 and "usage: tabletop chronicle" in capsys.readouterr().err
