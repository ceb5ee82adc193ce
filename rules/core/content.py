"""Loading a game's TOML content with strict checks: an unknown key or a missing field is an
error naming the file and the entry."""
import tomllib
from importlib import resources


class ContentError(Exception):
    pass


def load_toml(package: str, name: str) -> dict:
    with resources.files(package).joinpath("data", name).open("rb") as f:
        return tomllib.load(f)


def check_entry(where: str, entry: dict, required: set[str], optional: set[str] = frozenset()) -> None:
    missing = required - entry.keys()
    unknown = entry.keys() - required - optional
    if missing:
        raise ContentError(f"{where}: missing field(s) {', '.join(sorted(missing))}")
    if unknown:
        raise ContentError(f"{where}: unknown key(s) {', '.join(sorted(unknown))}")
