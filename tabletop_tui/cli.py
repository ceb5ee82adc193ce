"""The `tabletop` command line (ARCHITECTURE.md, "Command line").

Textual is imported only by the commands that open the app, so `--help`, `rules` and
`selfplay` start fast.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from importlib.metadata import version
from pathlib import Path

from rules import games
from rules.core import BadSetup, RecordError, check_names, play_random
from rules.core.bots import BOTS
from rules.oath.chronicle import ChronicleError, from_string, to_string

from . import chronicles, saves
from .table import Table, default_name


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tabletop", description="Hot-seat play of real board games in one terminal. "
                                     "With no command, opens the lobby.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {version('tabletop')}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    new = commands.add_parser("new", help="start a match")
    new.add_argument("game", metavar="GAME")
    new.add_argument("--players", required=True, metavar="Ann,Bob[,...]", help="comma-separated names")
    new.add_argument("--seed", type=int, default=None, metavar="N", help="random seed (default: random)")
    new.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a game option")
    new.add_argument("--bot", action="append", default=[], metavar="SEAT[:KIND]",
                     help="a seat played by a bot: its number (0 = first player) or its name, and the bot's kind "
                          "(random, the default; greedy; ismcts, which searches a second a move)")
    new.add_argument("--chronicle", default=None, metavar="NAME",
                     help="Oath: the next game of the Chronicle NAME, started on the first game's world (or "
                          "--option world=random) when there is none of that name yet")

    resume = commands.add_parser("resume", help="resume a saved match (lists recent ones without FILE)")
    resume.add_argument("file", nargs="?", type=Path, metavar="FILE")

    replay = commands.add_parser("replay", help="step through a record")
    replay.add_argument("file", type=Path, metavar="FILE")

    serve = commands.add_parser("serve", help="play in a web browser: one tab is the shared screen")
    serve.add_argument("--port", type=port_number, default=8000, metavar="N", help="default: 8000")
    serve.add_argument("--host", default="127.0.0.1", metavar="H",
                       help="the address to listen on (default: 127.0.0.1, this machine alone)")

    snapshot = commands.add_parser(
        "snapshot", help="save the screen a seat sees: after K random moves of a new match, or at a step of a record",
        usage="tabletop snapshot GAME --players N --seed S [--moves K] [--option KEY=VALUE] [...] -o FILE\n"
              "       tabletop snapshot --from RECORD [--step N] [...] -o FILE")
    snapshot.add_argument("game", nargs="?", metavar="GAME", help="a new match of this game")
    snapshot.add_argument("--players", type=int, metavar="N")
    snapshot.add_argument("--seed", type=int, metavar="S")
    snapshot.add_argument("--moves", type=count_of("--moves"), default=None, metavar="K",
                          help="random legal choices played first (default: none)")
    snapshot.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a game option")
    snapshot.add_argument("--from", dest="record", type=Path, metavar="RECORD",
                          help="a saved match or record instead of a new match")
    snapshot.add_argument("--step", type=count_of("--step"), default=None, metavar="N",
                          help="the record after its first N choices (default: its end)")
    snapshot.add_argument("--seat", type=int, default=0, metavar="I", help="0 = first player")
    snapshot.add_argument("--size", type=terminal_size, default=(120, 40), metavar="WxH")
    snapshot.add_argument("--text", action="store_true", help="the screen as plain text, for diffs (default: SVG)")
    snapshot.add_argument("-o", "--output", type=Path, required=True, metavar="FILE")

    selfplay = commands.add_parser("selfplay", help="bots play whole matches, checking invariants")
    selfplay.add_argument("game", metavar="GAME")
    selfplay.add_argument("--games", type=int, required=True, metavar="N")
    selfplay.add_argument("--players", type=player_counts, default=None, metavar="K",
                          help="players per match, or a list such as 2,3,4 (default: every count)")
    selfplay.add_argument("--seed", type=int, default=1, metavar="S")
    selfplay.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a game option")
    selfplay.add_argument("--bot", type=bot_kinds, default="random", metavar="KIND[,KIND...]",
                          help="random: uniform legal choices; greedy: the best immediate score estimate; "
                               "several: one a seat in turn")
    selfplay.add_argument("--fast", action="store_true",
                          help="no invariant checks and no checkpoints: the playout speed search bots get")
    selfplay.add_argument("--chronicle", type=count_of("--chronicle"), default=0, metavar="K",
                          help="Oath: play N whole Chronicles of K games each, every game on the world the last "
                               "one's winner wrote")

    arena = commands.add_parser("arena", help="bots against each other, seats rotated: win rates and move times")
    arena.add_argument("game", metavar="GAME")
    arena.add_argument("--bots", type=bot_kinds, required=True, metavar="KIND,KIND[,...]")
    arena.add_argument("--games", type=int, required=True, metavar="N")
    arena.add_argument("--players", type=int, default=2, metavar="K")
    arena.add_argument("--seed", type=int, default=1, metavar="S")
    arena.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a game option")
    arena.add_argument("--budget", type=float, default=1.0, metavar="SECONDS", help="a search bot's CPU time a move")
    arena.add_argument("--jobs", type=int, default=1, metavar="N", help="matches played at once, each in a process")

    rules_ = commands.add_parser("rules", help="print the rules reference")
    rules_.add_argument("game", metavar="GAME")

    cards = commands.add_parser("cards", help="every component of a game with its full text")
    cards.add_argument("game", metavar="GAME")
    cards.add_argument("words", nargs="*", metavar="WORDS", help="keep the components holding every word")

    chronicle = commands.add_parser("chronicle", help="Oath's Chronicles: to and from the official mod's save strings")
    steps = chronicle.add_subparsers(dest="chronicle_command", metavar="STEP", required=True)
    import_ = steps.add_parser("import", help="keep a save string of the Tabletop Simulator mod as a new Chronicle")
    import_.add_argument("string", metavar="STRING")
    import_.add_argument("--name", default=None, metavar="NAME", help="the Chronicle's name (default: the string's)")
    export = steps.add_parser("export", help="print a Chronicle as the mod's save string")
    export.add_argument("name", metavar="NAME")
    steps.add_parser("list", help="every Chronicle, with its games so far")
    return parser


def terminal_size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(n) for n in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT such as 120x40, not {text!r}") from None
    if width < 20 or height < 10:
        raise argparse.ArgumentTypeError(f"{text} is too small")
    if width > 500 or height > 200:
        raise argparse.ArgumentTypeError(f"{text} is too large (at most 500x200)")
    return width, height


def port_number(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(f"a port is a number from 1 to 65535, not {text!r}")
    return int(text)


def count_of(flag: str):
    """An argument type: a whole number from 0 up."""
    def parse(text: str) -> int:
        try:
            n = int(text)
        except ValueError:
            n = -1
        if n < 0:
            raise argparse.ArgumentTypeError(f"{flag} needs a whole number from 0 up, not {text!r}")
        return n
    return parse


def bot_kinds(text: str) -> str:
    """One bot kind or several, comma-separated."""
    unknown = [kind for kind in text.split(",") if kind not in BOTS]
    if unknown:
        raise argparse.ArgumentTypeError(f"no bot {unknown[0]!r} (known: {', '.join(sorted(BOTS))})")
    return text


def player_counts(text: str) -> list[int]:
    try:
        return [int(n) for n in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number or numbers such as 2,3,4, not {text!r}") from None


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if getattr(args, "game", None) is not None:
        try:
            args.spec = games.get(args.game)
        except KeyError as e:
            parser.error(e.args[0])
    command = COMMANDS[args.command]
    status = command(parser, args)
    return status or 0


def run_app(first_screen=None) -> int:
    from .app import TabletopApp

    app = TabletopApp(first_screen)
    app.run()
    return app.return_code or 0  # non-zero when the app stopped on an error


def cmd_lobby(parser, args) -> int:
    return run_app()


def cmd_new(parser, args) -> int:
    players = [p.strip() for p in args.players.split(",")]
    problem = check_names(players)
    if problem:
        parser.error(f"--players: {problem}")
    options = parse_options(parser, args)
    bots = {bot_seat(parser, players, seat): kind for seat, _, kind in (b.partition(":") for b in args.bot)}
    for kind in bots.values():
        if kind and kind not in BOTS:
            parser.error(f"--bot: no bot {kind!r} (known: {', '.join(sorted(BOTS))})")
    meta = {"bots": sorted(bots), "bot_kinds": {str(seat): kind for seat, kind in bots.items() if kind not in ("", "random")}}
    seed = args.seed if args.seed is not None else random.randrange(1_000_000)
    try:
        match = chronicles.new_match(args.spec, players, seed, options, meta, args.chronicle)
    except BadSetup as e:
        parser.error(str(e))
    except ChronicleError as e:
        print(f"tabletop: {e}", file=sys.stderr)
        return 1
    table = Table(match, saves.new_save_path(args.spec.id))
    if not table.save():
        print(f"tabletop: {table.save_problem} (set {saves.DATA_DIR_ENV} to a folder you can write)", file=sys.stderr)
        return 1
    return run_app(lambda: game_screen(table))


def parse_options(parser, args) -> dict:
    options = {}
    for item in args.option:
        key, sep, value = item.partition("=")
        if not sep or not key:
            parser.error(f"--option expects KEY=VALUE, not {item!r}")
        options[key.strip()] = option_value(args.spec.options.get(key.strip()), value.strip())
    return options


def option_value(option: dict | None, text: str):
    """The typed value; yes/no also name a switch's True/False, as the lobby shows them."""
    if option and all(isinstance(v, bool) for v in option["values"]) and text.lower() in ("yes", "no"):
        return text.lower() == "yes"
    return text


def bot_seat(parser, players: list[str], text: str) -> int:
    if text in players:
        return players.index(text)
    if text.isdigit() and int(text) < len(players):
        return int(text)
    parser.error(f"--bot {text}: no such seat (use 0 to {len(players) - 1} or a player's name)")


def game_screen(table, **kwargs):
    from .screens.game import GameScreen

    return GameScreen(table, **kwargs)


def load_or_complain(path: Path):
    """The match in `path`, or None after one clear line on stderr (the file is not touched)."""
    try:
        return saves.load_match(path)
    except RecordError as e:
        print(f"tabletop: {path}: {e}", file=sys.stderr)
    return None


def cmd_resume(parser, args) -> int:
    if args.file is None:
        from .screens.saved import SavedScreen

        return run_app(SavedScreen)
    match = load_or_complain(args.file)
    if match is None:
        return 1
    return run_app(lambda: game_screen(Table(match, args.file)))


def cmd_replay(parser, args) -> int:
    match = load_or_complain(args.file)
    if match is None:
        return 1
    from .replay import Replay
    from .screens.replay import ReplayScreen

    return run_app(lambda: ReplayScreen(Replay(match)))


def cmd_serve(parser, args) -> int:
    from .serve import bind_problem, only_this_machine, serve

    problem = bind_problem(args.host, args.port)
    if problem:
        print(f"tabletop: cannot serve on {args.host} port {args.port}: {problem}", file=sys.stderr)
        return 1
    if not only_this_machine(args.host):
        print(f"tabletop: warning: anyone who can reach {args.host} port {args.port} can play and see every hand",
              file=sys.stderr)
    serve(args.host, args.port)
    return 0


def cmd_snapshot(parser, args) -> int:
    if args.output.is_dir():
        parser.error(f"-o {args.output}: that is a folder; name the file to write")
    if not args.output.parent.is_dir():
        parser.error(f"-o {args.output}: there is no folder {args.output.parent}")
    match = snapshot_match(parser, args)
    if match is None:
        return 1
    if not 0 <= args.seat < len(match.players):
        parser.error(f"--seat must be 0 to {len(match.players) - 1}")
    import asyncio  # only here: it is a third of the start-up time of `tabletop --help`

    from .snapshot import save_snapshot

    try:
        asyncio.run(save_snapshot(match, args.seat, args.size, args.output, text=args.text))
    except OSError as e:
        print(f"tabletop: cannot write {args.output} ({e.strerror or e})", file=sys.stderr)
        return 1
    print(args.output)
    return 0


def snapshot_match(parser, args):
    """The match to snapshot: a record's at a step, or a new one after random moves; None after
    one clear line on stderr when the record cannot be read."""
    new_match_flags = {"GAME": args.game, "--players": args.players, "--seed": args.seed, "--moves": args.moves,
                       "--option": args.option or None}
    if args.record is None:
        if args.step is not None:
            parser.error("--step counts the choices of a record: give it with --from RECORD")
        missing = [flag for flag in ("GAME", "--players", "--seed") if new_match_flags[flag] is None]
        if missing:
            parser.error(f"a new match needs {', '.join(missing)} (or --from RECORD for a saved one)")
        spec = args.spec
        if not spec.min_players <= args.players <= spec.max_players:
            parser.error(f"{spec.title} takes {spec.min_players} to {spec.max_players} players, not {args.players}")
        try:
            match = spec.new_match([default_name(seat) for seat in range(args.players)], seed=args.seed,
                                   options=parse_options(parser, args))
        except BadSetup as e:
            parser.error(str(e))
        return play_random(match, args.moves or 0, args.seed)
    given = [flag for flag, value in new_match_flags.items() if value is not None]
    if given:
        parser.error(f"--from replays a record: {', '.join(given)} {'is' if len(given) == 1 else 'are'} "
                     f"for a new match")
    match = load_or_complain(args.record)
    if match is None or args.step is None:
        return match
    if args.step > len(match.choices):
        parser.error(f"--step {args.step}: {args.record} holds {len(match.choices)} choices")
    return at_step(match, args.step)


def at_step(match, step: int):
    """The match after the first `step` choices of its record."""
    record = json.loads(match.to_json())
    record["choices"] = record["choices"][:step]
    return games.load(json.dumps(record))


def cmd_selfplay(parser, args) -> int:
    from rules.core.selfplay import clone_and_load_ms, lighter_collection, selfplay

    spec = args.spec
    counts = args.players or list(range(spec.min_players, spec.max_players + 1))
    for n in counts:
        if not spec.min_players <= n <= spec.max_players:
            parser.error(f"{spec.title} takes {spec.min_players} to {spec.max_players} players, not {n}")
    if args.games < 1:
        parser.error("--games must be at least 1")
    options = parse_options(parser, args)
    try:
        spec.new_match([f"P{i}" for i in range(counts[0])], options=options)
    except BadSetup as e:
        parser.error(str(e))
    if args.chronicle:
        if spec.id != "oath":
            parser.error("--chronicle: only Oath plays Chronicles")
        from rules.oath.series import selfplay_chronicles

        with lighter_collection():
            report = selfplay_chronicles(spec, args.games, args.chronicle, counts, args.seed, options, args.bot)
        print(f"chronicles: {args.games} of {args.chronicle} games")
    else:
        with lighter_collection():
            report = selfplay(spec, args.games, counts, args.seed, options, args.bot, fast=args.fast)
    print(f"games: {report.games}")
    print(f"steps: {report.steps}")
    print(f"steps/s: {report.steps_per_second:.0f}")
    print(f"median ms per game: {report.median_ms:.1f}")
    print("wins by seat: " + ", ".join(f"{seat}: {report.wins.get(seat, 0):g}" for seat in range(report.seats)))
    if report.longest is not None:
        clone_ms, load_ms = clone_and_load_ms(spec, report.longest)
        print(f"halfway through the longest match ({len(report.longest.choices)} choices): "
              f"clone {clone_ms:.2f} ms, load its record {load_ms:.2f} ms")
    if report.failures:
        print(f"failures: {len(report.failures)}")
        for failure in report.failures:
            print(f"  {failure}")
        return 1
    return 0


def cmd_arena(parser, args) -> int:
    from rules.core.arena import arena
    from rules.core.selfplay import lighter_collection

    spec = args.spec
    if not spec.min_players <= args.players <= spec.max_players:
        parser.error(f"{spec.title} takes {spec.min_players} to {spec.max_players} players, not {args.players}")
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    bots = args.bots.split(",")

    def each(i: int, outcome) -> None:  # a line a match as it ends, so that a long run shows its way
        if isinstance(outcome, str):
            print(f"  failed: {outcome}", flush=True)
            return
        kinds = outcome.seats + ["the solo AI"] * (len(outcome.scores) - len(outcome.seats))
        seats = ", ".join(f"{kind} {points:g}" for kind, points in zip(kinds, outcome.scores))
        won = " and ".join(kinds[w] for w in outcome.winners)
        print(f"  match {i + 1} (seed {args.seed + i}): {seats}; won by {won or 'nobody'}", flush=True)

    with lighter_collection():
        report = arena(spec, bots, args.games, args.players, args.seed, parse_options(parser, args), args.budget,
                       args.jobs, each)
    print(f"{spec.title}, {args.players} player{'s' if args.players > 1 else ''}: {report.games} matches, seats rotated ({report.seconds:.1f} s)")
    for bot, standing in report.bots.items():
        low, high = standing.interval
        print(f"{bot}: won {standing.wins:g} of {standing.games} ({standing.rate:.1%}, 95% interval "
              f"{low:.1%} to {high:.1%}), mean score {standing.mean_score:.1f}, "
              f"{standing.moves} moves at {standing.ms_per_move:.2f} ms of CPU a move")
    if report.failures:
        print(f"failures: {len(report.failures)}")
        for failure in report.failures:
            print(f"  {failure}")
        return 1
    return 0


def cmd_rules(parser, args) -> int:
    from rich.console import Console
    from rich.markdown import Markdown

    from .reference import player_rules

    try:
        Console().print(Markdown(player_rules(args.spec.id)))
    except FileNotFoundError:
        print(f"tabletop: {args.spec.title} has no rules reference yet", file=sys.stderr)
        return 1
    return 0


def cmd_cards(parser, args) -> int:
    from rich.console import Console

    from .cardwords import browse

    body, shown = browse(args.spec.catalogue(), " ".join(args.words))
    Console().print(body)
    return 0 if shown else 1


def cmd_chronicle(parser, args) -> int:
    try:
        if args.chronicle_command == "import":
            kept = from_string(args.string, args.name)
            chronicles.save(kept, new=True)
            print(f"kept the Chronicle {kept.name!r}: {len(kept.world.world_deck)} cards in the world deck, "
                  f"{len(kept.dispossessed)} Dispossessed, {len(kept.archive)} in the Archive")
        elif args.chronicle_command == "export":
            print(to_string(chronicles.load(args.name)))
        else:
            kept = chronicles.listing()
            for summary in kept:
                print(f"{summary.name}\n    {summary.status}")
            if not kept:
                print("no Chronicles kept yet (tabletop chronicle import STRING --name NAME keeps one)")
    except ChronicleError as e:
        print(f"tabletop: {e}", file=sys.stderr)
        return 1
    return 0


COMMANDS = {None: cmd_lobby, "new": cmd_new, "resume": cmd_resume, "replay": cmd_replay, "arena": cmd_arena,
            "snapshot": cmd_snapshot, "serve": cmd_serve, "selfplay": cmd_selfplay, "rules": cmd_rules,
            "cards": cmd_cards, "chronicle": cmd_chronicle}

if __name__ == "__main__":
    sys.exit(main())
