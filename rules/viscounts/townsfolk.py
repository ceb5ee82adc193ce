"""Viscounts of the West Kingdom townsfolk cards, read from data/townsfolk.toml and checked when
loaded; the forms of the data are documented at the top of that file."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rules.core.content import ContentError, check_entry, load_toml

PACKAGE = "rules.viscounts"
FILE = "townsfolk.toml"

KINDS = ("neutral", "hero", "starting")
ICONS = {"merchant": "Merchant", "builder": "Builder", "noble": "Noble", "cleric": "Cleric",
         "criminal": "Criminal"}
TIMINGS = {"instant": "Instant", "ongoing": "Ongoing", "dropoff": "Drop-off"}
# primary action -> (words, the icon that funds it)
ACTIONS = {"trade": ("Trade", "merchant"), "build": ("Build", "builder"),
           "noble": ("Noble", "noble"), "transcribe": ("Transcribe", "cleric")}
# primary action -> the good that buys each icon it lacks, one for one (rule 9.1.2)
PAYS_WITH = {"trade": "silver", "build": "stone", "noble": "gold", "transcribe": "ink"}
TRIGGERS = {
    "after_trade": "after your Trade action",
    "after_build": "after building",
    "after_noble": "after placing workers",
    "after_transcribe": "after transcribing",
    "collision": "at any player's collision",
    "gain_debt": "on taking a debt",
    "flip_debt": "on flipping a debt",
    "hire": "on hiring a townsfolk",
}
RESOURCES = ("gold", "ink", "stone")
# gain key -> (one, several)
GAINS = {
    "silver": ("silver", "silver"), "gold": ("gold", "gold"), "ink": ("ink well", "ink wells"),
    "stone": ("stone", "stone"), "resource": ("resource (any kind)", "resources (any kind)"),
    "virtue": ("virtue", "virtue"), "corruption": ("corruption", "corruption"),
    "debt": ("debt", "debts"), "deed": ("deed", "deeds"),
}
FLIPS = {"debt": "flip 1 debt", "deed": "flip 1 deed", "either": "flip 1 debt or deed"}
COUNTED_STEPS = ("discard", "destroy", "draw", "castle_move", "workers")  # value: a count
FLAG_STEPS = ("rearrange", "shuffle")  # value: true
FREE_STEPS = ("hire", "manuscript", "build")  # value: "free"
STEPS = ("gain", "flip", *COUNTED_STEPS, *FLAG_STEPS, *FREE_STEPS, "choose")


@dataclass(frozen=True)
class Step:
    kind: str  # one of STEPS
    amount: int = 0  # for COUNTED_STEPS
    target: str = ""  # for flip: debt | deed | either
    gains: tuple[tuple[str, int], ...] = ()  # for gain, in the data's order
    options: tuple[tuple[Step, ...], ...] = ()  # for choose

    @property
    def text(self) -> str:
        n = self.amount
        if self.kind == "gain":
            return ", ".join(f"{k} {GAINS[key][k > 1]}" for key, k in self.gains)
        if self.kind == "flip":
            return FLIPS[self.target]
        if self.kind in ("discard", "destroy", "draw"):
            return f"{self.kind} {n} card{'s' if n > 1 else ''}"
        if self.kind == "castle_move":
            return f"move {'a worker' if n == 1 else f'{n} workers'} to a neighbouring first-tier section"
        if self.kind == "workers":
            return f"place {'a worker' if n == 1 else f'{n} workers'} in the castle"
        if self.kind == "choose":
            return " or ".join(_option_text(option) for option in self.options)
        return {"rearrange": "reorder your board's cards", "shuffle": "shuffle your discards",
                "hire": "free hire", "manuscript": "free manuscript (cost 3 or 4)",
                "build": "place a building for free"}[self.kind]


@dataclass(frozen=True)
class Modifier:
    """Ongoing help funding one primary action (see the data file for the three forms)."""
    action: str
    count: str = ""  # icon counted ...
    per: int = 0  # ... this many at a time, as 1 icon of the action
    resources: tuple[str, ...] = ()  # each spent resource of these ...
    worth: int = 0  # ... counts as this many icons of the action
    once: bool = False  # only one such resource per action
    silver_per_icon: int = 0  # silver spent for each icon of the action

    @property
    def text(self) -> str:
        icon = ICONS[ACTIONS[self.action][1]]
        icons = f"{self.worth} {icon} icon{'s' if self.worth > 1 else ''}"
        if self.count:
            return f"each {self.per} {ICONS[self.count]} icons may count as 1 {icon} icon"
        if self.resources:
            spent = " or ".join(self.resources).replace("ink", "ink well")
            return f"1 {spent} (once) is worth {icons}" if self.once else f"each {spent} spent is worth {icons}"
        return f"each {self.silver_per_icon} silver spent gives 1 {icon} icon"


@dataclass(frozen=True)
class Ability:
    timing: str  # instant | ongoing | dropoff
    effect: tuple[Step, ...] = ()
    when: str = ""  # trigger of an ongoing effect
    modifier: Modifier | None = None

    @property
    def text(self) -> str:
        if self.modifier:
            return f"Ongoing, in your {ACTIONS[self.modifier.action][0]} action: {self.modifier.text}"
        if self.when:
            return f"Ongoing, {TRIGGERS[self.when]}: {steps_text(self.effect)}"
        return f"{TIMINGS[self.timing]}: {steps_text(self.effect)}"


@dataclass(frozen=True)
class Townsfolk:
    id: str
    name: str
    kind: str  # neutral | hero | starting
    cost: int
    icons: tuple[tuple[str, int], ...]
    ability: Ability | None = None
    on_hire: tuple[Step, ...] = ()
    copies: int = 1

    def icon(self, name: str) -> int:
        return dict(self.icons).get(name, 0)


@cache  # the words of the box's effects, said at every ongoing ability fired and choice of effects
def steps_text(steps: tuple[Step, ...]) -> str:
    return ", ".join(step.text for step in steps)


def _option_text(steps: tuple[Step, ...]) -> str:
    text = steps_text(steps)
    return f"({text})" if len(steps) > 1 or ", " in text or " or " in text else text


def hire_text(card: Townsfolk) -> str:
    return f"Hire/dismiss: {steps_text(card.on_hire)}" if card.on_hire else ""


def card_lines(card: Townsfolk) -> tuple[str, ...]:
    """The ability and the hire effect as short English lines, for people; none for a plain card."""
    return tuple(line for line in (card.ability.text if card.ability else "", hire_text(card)) if line)


def card_text(card: Townsfolk) -> str:
    return "; ".join(card_lines(card))


# ---------------------------------------------------------------- loading and checks

def _count(where: str, value) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ContentError(f"{where}: expected a whole number of at least 1, not {value!r}")
    return value


def _steps(where: str, raw) -> tuple[Step, ...]:
    if not isinstance(raw, list) or not raw:
        raise ContentError(f"{where}: expected a non-empty list of steps")
    return tuple(_step(where, step) for step in raw)


def _step(where: str, raw) -> Step:
    if not isinstance(raw, dict) or len(raw) != 1:
        raise ContentError(f"{where}: a step is a table with exactly one key, not {raw!r}")
    (kind, value), = raw.items()
    where = f"{where} step {kind}"
    if kind == "gain":
        if not isinstance(value, dict) or not value:
            raise ContentError(f"{where}: expected a table of amounts")
        check_entry(where, value, set(), set(GAINS))
        return Step(kind, gains=tuple((key, _count(f"{where}.{key}", k)) for key, k in value.items()))
    if kind == "flip":
        if value not in FLIPS:
            raise ContentError(f"{where}: expected one of {', '.join(FLIPS)}, not {value!r}")
        return Step(kind, target=value)
    if kind in COUNTED_STEPS:
        return Step(kind, amount=_count(where, value))
    if kind in FLAG_STEPS:
        if value is not True:
            raise ContentError(f"{where}: expected true, not {value!r}")
        return Step(kind)
    if kind in FREE_STEPS:
        if value != "free":
            raise ContentError(f"{where}: expected \"free\", not {value!r}")
        return Step(kind)
    if kind == "choose":
        if not isinstance(value, list) or len(value) < 2:
            raise ContentError(f"{where}: expected a list of at least two options")
        return Step(kind, options=tuple(_steps(f"{where} option {i + 1}", o) for i, o in enumerate(value)))
    raise ContentError(f"{where}: unknown step (known: {', '.join(STEPS)})")


def _modifier(where: str, raw) -> Modifier:
    where = f"{where} modifier"
    if not isinstance(raw, dict):
        raise ContentError(f"{where}: expected a table")
    check_entry(where, raw, {"action"}, {"count", "per", "resource", "worth", "once", "silver_per_icon"})
    if raw["action"] not in ACTIONS:
        raise ContentError(f"{where}: unknown action {raw['action']!r}")
    forms = [keys for keys in ({"count", "per"}, {"resource", "worth", "once"}, {"silver_per_icon"})
             if keys & raw.keys()]
    if len(forms) != 1:
        raise ContentError(f"{where}: use exactly one of count/per, resource/worth, silver_per_icon")
    if "count" in forms[0]:
        check_entry(where, raw, {"action", "count", "per"})
        if raw["count"] not in ICONS:
            raise ContentError(f"{where}: unknown icon {raw['count']!r}")
        return Modifier(raw["action"], count=raw["count"], per=_count(f"{where}.per", raw["per"]))
    if "resource" in forms[0]:
        check_entry(where, raw, {"action", "resource", "worth"}, {"once"})
        resources = raw["resource"] if isinstance(raw["resource"], list) else [raw["resource"]]
        if not resources or any(r not in RESOURCES for r in resources):
            raise ContentError(f"{where}: resource must be one or more of {', '.join(RESOURCES)}")
        once = raw.get("once", False)
        if not isinstance(once, bool):
            raise ContentError(f"{where}: once must be true or false")
        return Modifier(raw["action"], resources=tuple(resources), worth=_count(f"{where}.worth", raw["worth"]),
                        once=once)
    return Modifier(raw["action"], silver_per_icon=_count(f"{where}.silver_per_icon", raw["silver_per_icon"]))


def _ability(where: str, raw) -> Ability:
    where = f"{where} ability"
    if not isinstance(raw, dict):
        raise ContentError(f"{where}: expected a table")
    timing = raw.get("timing")
    if timing not in TIMINGS:
        raise ContentError(f"{where}: timing must be one of {', '.join(TIMINGS)}, not {timing!r}")
    if timing != "ongoing":
        check_entry(where, raw, {"timing", "effect"})
        return Ability(timing, effect=_steps(where, raw["effect"]))
    if "modifier" in raw:
        check_entry(where, raw, {"timing", "modifier"})
        return Ability(timing, modifier=_modifier(where, raw["modifier"]))
    check_entry(where, raw, {"timing", "when", "effect"})
    if raw["when"] not in TRIGGERS:
        raise ContentError(f"{where}: unknown trigger {raw['when']!r} (known: {', '.join(TRIGGERS)})")
    return Ability(timing, effect=_steps(where, raw["effect"]), when=raw["when"])


def _townsfolk(raw: dict) -> Townsfolk:
    where = f"{FILE} townsfolk {raw.get('id', '?')}"
    check_entry(where, raw, {"id", "name", "kind", "cost", "icons"}, {"ability", "on_hire", "copies"})
    if raw["kind"] not in KINDS:
        raise ContentError(f"{where}: kind must be one of {', '.join(KINDS)}, not {raw['kind']!r}")
    icons = raw["icons"]
    if not isinstance(icons, dict) or not icons:
        raise ContentError(f"{where}: icons must be a non-empty table")
    check_entry(f"{where} icons", icons, set(), set(ICONS))
    return Townsfolk(
        id=raw["id"], name=raw["name"], kind=raw["kind"], cost=_count(f"{where} cost", raw["cost"]),
        icons=tuple((icon, _count(f"{where} icons.{icon}", n)) for icon, n in icons.items()),
        ability=_ability(where, raw["ability"]) if "ability" in raw else None,
        on_hire=_steps(f"{where} on_hire", raw["on_hire"]) if "on_hire" in raw else (),
        copies=_count(f"{where} copies", raw.get("copies", 1)),
    )


@cache
def townsfolk() -> dict[str, Townsfolk]:
    """Every base-game townsfolk card by id, in the data file's order."""
    data = load_toml(PACKAGE, FILE)
    check_entry(FILE, data, {"townsfolk"})
    cards: dict[str, Townsfolk] = {}
    for raw in data["townsfolk"]:
        card = _townsfolk(raw)
        if card.id in cards:
            raise ContentError(f"{FILE} townsfolk {card.id}: id used twice")
        cards[card.id] = card
    return cards
