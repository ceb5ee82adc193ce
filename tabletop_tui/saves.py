"""Save files: a match's record (`m.to_json()`), written atomically into the user data directory."""
from __future__ import annotations

import glob
import os
import stat
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from rules.core import RecordError
from rules.core.bots import BOTS

DATA_DIR_ENV = "TABLETOP_DATA_DIR"
MAX_RECORD_BYTES = 4 * 1024 * 1024  # a long match's record is a few dozen kilobytes


def user_folder(kind: str, override_env: str) -> Path:
    """The platform's user folder of that kind ("data", "config") for tabletop, unless the
    environment variable names another."""
    override = os.environ.get(override_env)
    if override:
        return Path(override)
    import platformdirs  # only the commands that save or read settings need it

    return Path(getattr(platformdirs, f"user_{kind}_dir")("tabletop"))


def data_dir() -> Path:
    """Where autosaves live; TABLETOP_DATA_DIR overrides the platform's user data directory."""
    return user_folder("data", DATA_DIR_ENV)


def saves_dir() -> Path:
    return data_dir() / "saves"


def new_save_path(game_id: str) -> Path:
    """A fresh file name for a new match: game and start time, with a counter if taken. The
    folder is made by the first save."""
    folder = saves_dir()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = folder / f"{game_id}-{stamp}.json"
    n = 2
    while path.exists():
        path = folder / f"{game_id}-{stamp}-{n}.json"
        n += 1
    return path


def write_atomically(path: Path, text: str) -> None:
    """Write via a temporary file in the same folder, fsync, then rename over the target,
    so a killed process leaves either the old file or the new one, never half of one. A path
    that is a symbolic link is written through to the file it points to. Temporary files that
    killed writes left behind are removed."""
    target = path.resolve()
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    for stale in glob.glob(glob.escape(str(target.parent / f".{target.name}.")) + "*.tmp"):
        Path(stale).unlink(missing_ok=True)


def read_record(path: Path) -> str:
    """The text of a save file, or RecordError naming why it cannot be one: only a regular file
    of a sane size is read (never a pipe, a device or a folder)."""
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):
            raise RecordError("not a tabletop record (not a regular file)")
        if info.st_size > MAX_RECORD_BYTES:
            raise RecordError(f"not a tabletop record (too large: {info.st_size} bytes)")
        return path.read_text(encoding="utf-8")
    except OSError as e:
        raise RecordError(f"cannot read it ({e.strerror or e})") from None
    except UnicodeDecodeError:
        raise RecordError("not a tabletop record (not text)") from None


def bot_seats(match) -> frozenset[int]:
    """The seats the record's meta hands to bots, or RecordError if that is not a list of seats."""
    bots = match.meta.get("bots", [])
    if not isinstance(bots, list) or not all(
            isinstance(b, int) and not isinstance(b, bool) and 0 <= b < len(match.players) for b in bots):
        raise RecordError("meta.bots must be a list of seat numbers")
    return frozenset(bots)


def bot_kinds(match) -> dict[int, str]:
    """The kind of each bot seat that is not a random bot (the meta's "bot_kinds", seat numbers
    as text), or RecordError naming what is wrong."""
    kinds = match.meta.get("bot_kinds", {})
    seats = bot_seats(match)
    if not isinstance(kinds, dict) or not all(
            isinstance(k, str) and k.isdigit() and int(k) in seats and v in BOTS for k, v in kinds.items()):
        raise RecordError(f"meta.bot_kinds must map bot seats to bot kinds ({', '.join(sorted(BOTS))})")
    return {int(k): v for k, v in kinds.items()}


def load_match(path: Path):
    """Replay the record in `path`. Raises RecordError naming the problem."""
    from rules import games

    match = games.load(read_record(path))
    bot_kinds(match)
    return match


GROUPS = ("In play", "Not started", "Finished", "Cannot be resumed")


@dataclass(frozen=True)
class SaveSummary:
    path: Path
    group: str  # one of GROUPS
    title: str
    players: list[str]
    status: str  # where the match stands, or why it cannot be resumed
    modified: float

    @property
    def describe(self) -> str:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.modified))
        who = f": {', '.join(self.players)}" if self.players else ""
        return f"{when}  {self.title}{who}\n    {self.status}"


def summarize(path: Path) -> SaveSummary:
    """What the resume list tells of a save: the match is replayed to know where it stands."""
    modified = path.stat().st_mtime
    try:
        match = load_match(path)
    except RecordError as e:
        return SaveSummary(path, GROUPS[3], path.name, [], str(e), modified)
    view = match.view(None)
    names = match.players
    where = f"round {view['round']}, " if "round" in view else ""
    if match.decision is None:
        winners = " and ".join(names[s] for s in match.result["winners"])
        group, status = GROUPS[2], f"won by {winners}" if len(match.result["winners"]) == 1 else f"shared by {winners}"
    elif not match.choices:
        group, status = GROUPS[1], f"{names[match.decision.seat]} to begin"
    else:
        group, status = GROUPS[0], f"{where}{names[match.decision.seat]} to choose ({len(match.choices)} choices made)"
    return SaveSummary(path, group, match.engine.title, names, status, modified)


def recent_saves(limit: int = 30) -> list[SaveSummary]:
    """The most recently saved matches, newest first, grouped: in play, not started, finished,
    and files that cannot be resumed (with the reason)."""
    folder = saves_dir()
    if not folder.is_dir():
        return []
    paths = sorted((p for p in folder.glob("*.json") if p.is_file()), key=lambda p: p.stat().st_mtime, reverse=True)
    summaries = [summarize(p) for p in paths[:limit]]
    return sorted(summaries, key=lambda s: GROUPS.index(s.group))  # a stable sort: newest first in each group
