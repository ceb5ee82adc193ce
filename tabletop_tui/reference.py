"""A game's rules reference, `rules/<game>/REFERENCE.md`, and its numbered sections."""
from __future__ import annotations

import re
from importlib import resources

MAINTAINERS = re.compile(r"^[ \t]*<!-- maintainers -->.*?<!-- /maintainers -->[ \t]*\n", re.S | re.M)


def reference_text(game_id: str) -> str:
    """The REFERENCE.md text; raises FileNotFoundError when the game ships none."""
    try:
        return resources.files(f"rules.{game_id}").joinpath("REFERENCE.md").read_text(encoding="utf-8")
    except ModuleNotFoundError:
        raise FileNotFoundError(f"no rules package for {game_id!r}") from None


def player_rules(game_id: str) -> str:
    """The rules as players read them: the reference without its notes for maintainers (marked
    <!-- maintainers --> ... <!-- /maintainers -->) and without the coverage table of tests that
    ends it."""
    text = MAINTAINERS.sub("", reference_text(game_id))
    return text.split("\n## Coverage")[0].rstrip() + "\n"


def heading_cites(title: str, section: str) -> bool:
    """True when a heading such as "6.4 Forts" (or "6.4. Forts") is the section "6.4"."""
    return bool(section) and re.match(rf"{re.escape(section)}\.?(\s|$)", title.strip()) is not None
