"""What a player sets once for every run, in the user config directory (TABLETOP_CONFIG_DIR
overrides it): the keys they rebind, in keymap.toml, which they write; and the theme the app
remembers, in settings.json, which the app writes."""
from __future__ import annotations

import json
import tomllib
from pathlib import Path

from textual.keys import Keys, key_to_character

from .saves import user_folder, write_atomically

CONFIG_DIR_ENV = "TABLETOP_CONFIG_DIR"
MODIFIERS = {"ctrl", "shift", "alt", "meta", "super", "hyper"}
NAMED_KEYS = {key.value.rpartition("+")[2] for key in Keys if not key.value.startswith("<")}


def config_dir() -> Path:
    return user_folder("config", CONFIG_DIR_ENV)


def keymap_path() -> Path:
    return config_dir() / "keymap.toml"


def settings_path() -> Path:
    return config_dir() / "settings.json"


class KeymapError(Exception):
    """What is wrong with the keymap file, in one line naming the entry."""


def read_keymap(binding_ids: set[str]) -> dict[str, str]:
    """The keymap file's keys by binding id ({} when there is no file), or KeymapError naming the
    first entry that is not a known binding id with keys Textual knows."""
    path = keymap_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    except (OSError, UnicodeDecodeError) as e:
        raise KeymapError(f"{path}: cannot read it ({getattr(e, 'strerror', None) or e})") from None
    try:
        entries = dotted(tomllib.loads(text))
    except tomllib.TOMLDecodeError as e:
        raise KeymapError(f"{path}: not TOML ({e})") from None
    for binding_id, keys in entries.items():
        if binding_id not in binding_ids:
            raise KeymapError(f"{path}: {binding_id!r} is no key's id (the help screen, ?, lists them)")
        if not isinstance(keys, str) or not keys.strip():
            raise KeymapError(f'{path}: {binding_id} needs its keys as text, such as "ctrl+z" or "u,ctrl+z"')
        unknown = next((key for key in keys.split(",") if not is_key(key.strip())), None)
        if unknown is not None:
            raise KeymapError(f"{path}: {binding_id}: {unknown.strip()!r} is not a key Textual knows "
                              f"(such as ctrl+z, f5, pageup, question_mark, x)")
    return entries


def dotted(table: dict, prefix: str = "") -> dict:
    """TOML's dotted keys and tables (`game.undo = ...`, `[game]`) as the ids they spell."""
    out = {}
    for key, value in table.items():
        if isinstance(value, dict):
            out.update(dotted(value, f"{prefix}{key}."))
        else:
            out[f"{prefix}{key}"] = value
    return out


def is_key(key: str) -> bool:
    """A key as Textual names it: modifiers, then one character or a key's name ("ctrl+z", "f5",
    "question_mark")."""
    *modifiers, name = key.split("+")
    if not name or not all(m in MODIFIERS for m in modifiers):
        return False
    return (len(name) == 1 and name.isprintable()) or name in NAMED_KEYS or key_to_character(name) is not None


def read_theme() -> str | None:
    """The theme chosen last, if the settings file names one."""
    try:
        theme = json.loads(settings_path().read_text(encoding="utf-8")).get("theme")
    except (OSError, ValueError, AttributeError):
        return None
    return theme if isinstance(theme, str) else None


def save_theme(theme: str) -> None:
    """Remember the theme for the next run. Raises OSError if the folder cannot be written."""
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(path, json.dumps({"theme": theme}) + "\n")
