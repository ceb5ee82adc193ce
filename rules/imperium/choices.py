"""How Imperium puts a decision to a player: identical cards offered once with their count
("Play Unrest (3 in hand)"), and a long list filed under groups so that every option is two
number keys away (tabletop_tui/menu.py lays it out)."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache
from math import ceil

from rules.core import Option
from rules.core import ask as ask_kernel
from rules.core import choose as choose_kernel

from .cards import describe
from .content import content

KEYS = 9  # options a player reaches with one number key


def ask(seat: int, prompt: str, options: list[Option], rule: str, always_ask: bool = False):
    """The kernel's `ask`, with a long list of options filed under groups (`fit`)."""
    return ask_kernel(seat, prompt, fit(options), rule, always_ask)


def choose(seat: int, prompt: str, options: list[Option], rule: str, always_ask: bool = False):
    """The kernel's `choose` (the option chosen, whose `data` is what it stands for), with a long
    list of options filed under groups (`fit`)."""
    return choose_kernel(seat, prompt, fit(options), rule, always_ask)


@cache
def alike() -> dict[str, str]:
    """For each card, the first card alike it in all that tells it apart in play: two cards with
    the same answer are the same pick (a nation's Unrest and a common one). An id, not all it is
    alike in, as the key: quick to hash."""
    first: dict[tuple, str] = {}
    out = {}
    for cid, card in content().cards.items():
        words = describe(cid)
        key = (words["name"], words["text"], card.types, card.state, card.tags, card.icons, card.pinned, card.attack)
        out[cid] = first.setdefault(key, cid)
    return out


Place = str | Callable[[str], str]  # where cards lie ("in hand"), or where each one does


def once_each(cards: Iterable[str], offer: Callable[[str], Option], place: Place = "in hand") -> list[Option]:
    """An option per different card (`offer` makes it from the first of the alike), its label
    with the count of the alike ("Stone Mask (3 in hand)"); cards in different places differ."""
    keys = alike()
    one_place = isinstance(place, str)
    seen: dict[tuple, list] = {}
    for cid in cards:
        key = keys[cid] if one_place else (keys[cid], place(cid))
        if key in seen:
            seen[key][1] += 1
        else:
            seen[key] = [cid, 1]
    options = []
    for cid, n in seen.values():
        o = offer(cid)
        options.append(counted_option(o, n, place if one_place else place(cid)) if n > 1 else o)
    return options


@cache
def counted_option(option: Option, n: int, where: str) -> Option:
    """The option of one of n alike cards lying `where`, its label with their count (`counted`):
    made once for each."""
    return option._replace(label=counted(option.label, n, where))


def counted(label: str, n: int, where: str) -> str:
    """The label of one of n alike cards: "Unrest (3 in hand)", "Play Unrest (action, 3 in hand)"."""
    if label.endswith(f"({where})"):  # "Unrest (in your discard pile)": the count before the place
        return label[:-len(where) - 1] + f"{n} {where})"
    if label.endswith(")"):
        return label[:-1] + f", {n} {where})"
    return f"{label} ({n} {where})"


def fit(options: list[Option]) -> list[Option]:
    """Options laid out so that each is two number keys away (tabletop_tui/menu.py): nine or
    fewer as they are; more, by their groups, a group of more than nine split into alphabetical
    runs ("Play a card (A-K)"), and if that leaves more than nine lines, the options without a
    group filed under their first word; failing that, alphabetical runs of them all."""
    if len(options) <= KEYS:
        return options
    groups: dict[str, list[Option]] = {}
    for o in options:
        groups.setdefault(o.group, []).append(o)
    if all(len(members) <= KEYS for name, members in groups.items() if name) \
            and len(groups) - 1 + len(groups.get("", [])) <= KEYS:
        return options  # the common case: the groups given fit
    filed = [o if o.group else o._replace(group=first_word(o.label)) for o in options]
    groups = {}
    for o in filed:
        groups.setdefault(o.group, []).append(o)
    out = [o for name, members in groups.items() for o in (runs(members, name) if len(members) > KEYS else members)]
    return out if len({o.group for o in out}) <= KEYS else runs(options, "Choose")


def first_word(label: str) -> str:
    return label.split(" ", 1)[0]


def runs(options: list[Option], name: str) -> list[Option]:
    """The options in alphabetical order of what follows their common words, in runs of at most
    nine, each run a group named by the letters it spans ("Discard (A-F)")."""
    common = shared_prefix([o.label for o in options])
    ordered = sorted(options, key=lambda o: o.label[common:].casefold())
    k = ceil(len(ordered) / KEYS)
    size = ceil(len(ordered) / k)
    out = []
    for start in range(0, len(ordered), size):
        run = ordered[start:start + size]
        first, last = (run[0].label[common:][:1].upper() or "?"), (run[-1].label[common:][:1].upper() or "?")
        group = f"{name} ({first}-{last})" if first != last else f"{name} ({first}, {start // size + 1} of {k})"
        out += [o._replace(group=group) for o in run]
    return out


def shared_prefix(labels: list[str]) -> int:
    """How many characters all the labels share at their start, cut back to a word's start."""
    first, last = min(labels), max(labels)
    n = 0
    while n < len(first) and n < len(last) and first[n] == last[n]:
        n += 1
    return first.rfind(" ", 0, n) + 1 if n < len(first) else n
