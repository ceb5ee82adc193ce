"""How a decision's options are laid out for people: a short decision as it is; a long one with
the options of each group folded into one line that opens beneath it, so that every option is
at most two number keys away. Plain data, no widgets: the options panel draws it."""
from __future__ import annotations

from dataclasses import dataclass

KEYS = 9  # the number keys


@dataclass(frozen=True)
class Group:
    name: str
    options: tuple[dict, ...]


Entry = dict | Group  # an option of the view's decision, or a group of them


def menu(options: list[dict]) -> list[Entry]:
    """The top of the list: up to nine options stay as they are; beyond that, options that share
    a group stand as one entry, in the place of the first of them."""
    if len(options) <= KEYS:
        return list(options)
    members: dict[str, list[dict]] = {}
    for o in options:
        if o.get("group"):
            members.setdefault(o["group"], []).append(o)
    entries: list[Entry] = []
    for o in options:
        group = members.get(o.get("group") or "")
        if group is None or len(group) == 1:
            entries.append(o)
        elif group[0] is o:
            entries.append(Group(o["group"], tuple(group)))
    return entries


def fits(entries: list[Entry]) -> bool:
    """Whether every option is at most two number keys away."""
    return len(entries) <= KEYS and all(len(e.options) <= KEYS for e in entries if isinstance(e, Group))


def number_keys(entries: list[Entry]) -> dict[str, str]:
    """Option id -> the number keys that reach it from the top of the list ("4 2": the fourth line
    opens a group whose second option it is), for the options within nine of each."""
    keys = {}
    for n, entry in enumerate(entries[:KEYS], start=1):
        if isinstance(entry, Group):
            keys.update({o["id"]: f"{n} {m}" for m, o in enumerate(entry.options[:KEYS], start=1)})
        else:
            keys[entry["id"]] = str(n)
    return keys
