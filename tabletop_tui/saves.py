"""Save files: a match's record (`m.to_json()`), written atomically into the user data directory."""
from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

DATA_DIR_ENV = "TABLETOP_DATA_DIR"


def data_dir() -> Path:
    """Where autosaves live; TABLETOP_DATA_DIR overrides the platform's user data directory."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    import platformdirs  # only the commands that save need it

    return Path(platformdirs.user_data_dir("tabletop"))


def saves_dir() -> Path:
    return data_dir() / "saves"


def new_save_path(game_id: str) -> Path:
    """A fresh file name for a new match: game and start time, with a counter if taken."""
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
    so a killed process leaves either the old file or the new one, never half of one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def load_match(path: Path):
    """Replay the record in `path`. Raises RecordError (or OSError) naming the problem."""
    from rules import games

    return games.load(path.read_text(encoding="utf-8"))


@dataclass(frozen=True)
class SaveSummary:
    path: Path
    game: str
    players: list[str]
    steps: int
    modified: float

    @property
    def describe(self) -> str:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.modified))
        return f"{when}  {self.game:<10} {', '.join(self.players)}  ({self.steps} choices)"


def recent_saves(limit: int = 20) -> list[SaveSummary]:
    """Saved matches, newest first, read cheaply from the record header (not replayed)."""
    folder = saves_dir()
    if not folder.is_dir():
        return []
    summaries = []
    for path in folder.glob("*.json"):
        try:
            rec = json.loads(path.read_text(encoding="utf-8"))
            summaries.append(SaveSummary(path, str(rec["game"]), [str(p) for p in rec["players"]],
                                         len(rec["choices"]), path.stat().st_mtime))
        except (OSError, ValueError, KeyError, TypeError):
            continue  # not a record: listing skips it; loading it by name reports why
    summaries.sort(key=lambda s: s.modified, reverse=True)
    return summaries[:limit]
