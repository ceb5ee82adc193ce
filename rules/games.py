"""The registry of games: `games.get("whispers")`, `games.all()`, `games.load(record_text)`."""
from __future__ import annotations

from functools import cache

from .core.match import GameSpec, Match, RecordError, load_record


@cache
def _specs() -> dict[str, GameSpec]:
    from .imperium.engine import ImperiumEngine
    from .oath.engine import OathEngine
    from .viscounts.engine import ViscountsEngine
    from .whispers.engine import WhispersEngine
    engines = [WhispersEngine(), ViscountsEngine(), OathEngine(), ImperiumEngine()]
    return {e.id: GameSpec(e) for e in engines}


def all() -> list[GameSpec]:  # noqa: A001 - the contract's name
    return list(_specs().values())


def get(game_id: str) -> GameSpec:
    try:
        return _specs()[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r} (known: {', '.join(_specs())})") from None


def load(text: str) -> Match:
    return load_record({gid: spec.engine for gid, spec in _specs().items()}, text)


__all__ = ["all", "get", "load", "RecordError"]
