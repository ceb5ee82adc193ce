"""Oath's Chronicles on disk: one file a Chronicle in the user data directory's Chronicles folder,
written atomically as saves are. A name is never a path: nothing is written outside the folder."""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from rules.core import Match, RecordError
from rules.core.words import count
from rules.core.rng import Rng
from rules.oath.chronicle import ChronicleError, StoredChronicle, check_name, first_chronicle, from_json, to_json
from rules.oath.content import content
from rules.oath.engine import OathEngine
from rules.oath.setup import first_world

from . import saves

SUFFIX = ".json"
CANNOT = "cannot be continued"


def chronicles_dir() -> Path:
    return saves.data_dir() / "chronicles"


def path_of(name: str) -> Path:
    """The file of the Chronicle named `name`, or ChronicleError for a name that is not one."""
    return chronicles_dir() / f"{check_name(name)}{SUFFIX}"


def _read(name: str) -> StoredChronicle:
    """The Chronicle in the file of `name`, or ChronicleError with the reason it cannot be read."""
    try:
        chronicle = from_json(saves.read_record(path_of(name)))
    except RecordError as e:
        raise ChronicleError(str(e)) from None
    if chronicle.name != name:
        raise ChronicleError(f"its file names it {chronicle.name!r}")
    return chronicle


def load(name: str) -> StoredChronicle:
    """The Chronicle named `name`, or ChronicleError saying in one line why it cannot be continued."""
    if not path_of(name).exists():
        raise ChronicleError(f"no Chronicle named {name!r}")
    try:
        return _read(name)
    except ChronicleError as e:
        raise ChronicleError(f"Chronicle {name!r} {CANNOT}: {e}") from None


def save(chronicle: StoredChronicle, new: bool = False) -> Path:
    """Write the Chronicle's file atomically (a failed write leaves the old file whole). A new
    Chronicle may not take the name of one there is, in any case of its letters."""
    path = path_of(chronicle.name)
    if new and any(c.name.casefold() == chronicle.name.casefold() for c in listing()):
        raise ChronicleError(f"there is a Chronicle named {chronicle.name!r} already")
    if path.is_symlink():  # writing through it would write outside the folder
        raise ChronicleError(f"cannot write Chronicle {chronicle.name!r}: its file is a link")
    text = to_json(chronicle)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        saves.write_atomically(path, text)
    except OSError as e:
        raise ChronicleError(f"cannot write Chronicle {chronicle.name!r} ({e.strerror or e}) in {path.parent}") from None
    return path


@dataclass(frozen=True)
class ChronicleSummary:
    name: str
    status: str  # its games so far, or "cannot be continued: " and why
    can_continue: bool


def listing() -> list[ChronicleSummary]:
    """Every Chronicle in the folder by name; a file that cannot be read is listed with the reason."""
    folder = chronicles_dir()
    if not folder.is_dir():
        return []
    found = []
    for path in sorted(folder.glob(f"*{SUFFIX}"), key=lambda p: p.name.casefold()):
        name = path.name[:-len(SUFFIX)]
        try:
            chronicle = _read(name)
        except ChronicleError as e:
            found.append(ChronicleSummary(name, f"{CANNOT}: {e}", False))
            continue
        games = chronicle.games
        won = f", last won by {games[-1].winner or 'nobody known'}" if games else ""
        found.append(ChronicleSummary(name, f"game count {chronicle.world.games}, {len(games)} played here{won}", True))
    return found


def new_match(spec, players: list[str], seed: int, options: dict, meta: dict, chronicle: str | None) -> Match:
    """A new match, the next game of the Chronicle named `chronicle` if one is named: one not kept
    yet is started and written now, on the first world the `world` option names (dealt with the
    match's seed). The options are checked before anything is written. Raises BadSetup or
    ChronicleError."""
    match = spec.new_match(players, seed=seed, options=options, meta=meta)
    if chronicle is None:
        return match
    if spec.id != "oath":
        raise ChronicleError(f"only Oath plays Chronicles, not {spec.title}")
    if path_of(chronicle).exists():
        kept = load(chronicle)
    else:
        kept = first_chronicle(chronicle, first_world(content(), match.options["world"], Rng(seed)))
        save(kept, new=True)
    return spec.new_match(players, seed=seed, options=options, meta=meta | OathEngine.chronicle_meta(kept))


def record(match: Match) -> str | None:
    """Once a game of a Chronicle is over and its winner's steps are done, its file takes the world
    the winner wrote. Returns a line for the screen (what was written, or why not), or None for a
    match outside a Chronicle or not over. Writing twice writes nothing new."""
    game = match.meta.get("chronicle")
    written = OathEngine.next_chronicle(match) if match.engine.id == "oath" else None
    if written is None:
        return None
    name = game["name"]
    try:
        now = load(name)
        if now != written:
            if now != from_json(json.dumps(game["stored"])):
                return (f"Chronicle {name!r} was continued by another game since this one began: the world this "
                        "game's winner wrote is not kept")
            save(written)
    except ChronicleError as e:
        return f"The Chronicle is not written: {e}"
    return f"Chronicle {name!r}: the next world is written ({count(len(written.games), 'game')} played)"
