"""Imperium's cards, read from data/*.toml (the effect language is EFFECTS.md) and checked
strictly: an unknown key, verb or type is an error naming the card."""
from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

from rules.core.content import ContentError, check_entry

from .words import READS

TYPES = ("region", "uncivilised", "civilised", "tributary", "fame", "unrest", "power")
MARKET_TYPES = ("region", "uncivilised", "civilised", "tributary")
TAGS = ("city", "metropolis", "mask", "scroll", "knight")
ICONS = ("production", "fertile", "river")
STARTS = ("deck", "nation", "accession", "development", "supply", "in_play", "market", "fame")
RESOURCES = ("material", "population", "progress")
WHO = ("self", "others", "all", "empire_others", "with_region_others", "empire_all")

CARD_KEYS = {"id", "name"}
CARD_OPTIONAL = {"types", "state", "tags", "icons", "pinned", "attack", "start", "players", "cost", "vp", "free",
                 "unplayable", "no_garrison", "requires", "play", "exhaust", "solstice", "passive", "trigger",
                 "ends_game", "setup_unrest", "side_a", "side_b", "counts_as", "put_into_play", "no_abandon"}
SIDE_KEYS = {"vp", "passive", "exhaust", "trigger", "solstice", "name"}
MODIFIERS = {"may", "who", "if_state", "per", "where", "n", "if_able", "up_to", "from", "then", "exiled",
             "with_population",
             "with_material", "vp_icon", "take", "free", "not", "kind", "self", "under", "gain", "count"}
VERBS = READS.keys()  # a verb is known when it has words: verbs.py then says what it does
PASSIVES = {"hand_size", "lose_barbarian", "acquire_exiled", "history_to_discard", "market_token",
            "fame_look_extra", "unrest_cost_down", "on", "shield", "play_region_from_discard_gain", "free_play",
            "develop_cost_down", "sink_with", "special"}
EVENTS = {"play_region", "play_attack", "return_unrest", "take_unrest", "acquire_uncivilised",
          "gain_material_river", "gain_material_fertile", "gain_market_material", "attacked", "sink",
          "pay_population", "deck_empty", "acquire_region", "gain_market_population"}
BOXES = ("classics", "legends")


@dataclass(frozen=True)
class Card:
    id: str
    name: str
    nation: str | None  # None: a common card
    types: tuple[str, ...] = ()
    state: str | None = None
    tags: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    pinned: bool = False
    attack: bool = False
    start: str = "deck"
    players: int | None = None
    cost: dict[str, int] = field(default_factory=dict)
    vp: Any = None
    free: bool = False
    unplayable: bool = False
    no_garrison: bool = False
    requires: tuple = ()
    play: dict | None = None
    exhaust: dict | None = None
    solstice: dict | None = None
    passive: tuple = ()
    trigger: dict | None = None
    ends_game: bool = False
    setup_unrest: bool = False
    side_a: dict | None = None
    side_b: dict | None = None
    counts_as: dict[str, int] = field(default_factory=dict)  # Grand Trunk Road: two Regions
    put_into_play: bool = False  # into the play area when gained (a nadir card)
    no_abandon: bool = False  # cannot be abandoned or recalled

    def has(self, kind: str) -> bool:
        """Whether the card has a type, tag or region icon of that name, or is persistent
        (`pinned`) or an attack, or bears the state symbol (`barbarian`, `empire`)."""
        if kind in ("pinned", "attack"):
            return getattr(self, kind)
        return kind in self.types or kind in self.tags or kind in self.icons or kind == self.state

    def side(self, side: str) -> dict:
        """A power card's side ("a" or "b")."""
        return (self.side_a if side == "a" else self.side_b) or {}


@dataclass(frozen=True)
class Nation:
    id: str
    name: str
    code: str
    box: str
    cards: tuple[str, ...]
    never_empire: bool = False
    starts_empire: bool = False
    exhausts: int = 5
    no_history: bool = False
    quests: bool = False  # the development cards are quests (Arthurians)
    journey: tuple[str, ...] = ()  # the journey stack, bottom first (Utopians)
    sunken: bool = False  # a sunken pile under the power card (Atlanteans)

    def __reduce__(self):  # one shared copy, as with the content
        return (_nation, (self.id,))


@dataclass(frozen=True)
class Content:
    cards: dict[str, Card]
    nations: dict[str, Nation]
    commons: dict[str, tuple[str, ...]]  # each box's commons, King of Kings aside

    def __reduce__(self):
        return (content, ())


def _nation(nid: str) -> Nation:
    return content().nations[nid]


def _check_step(where: str, step: Any) -> None:
    if not isinstance(step, dict):
        raise ContentError(f"{where}: a step must be a table, not {step!r}")
    verbs = step.keys() & VERBS
    if len(verbs) != 1:
        raise ContentError(f"{where}: a step needs exactly one verb, has {sorted(verbs) or 'none'}: {step}")
    unknown = step.keys() - VERBS - MODIFIERS
    if unknown:
        raise ContentError(f"{where}: unknown key(s) {sorted(unknown)} in {step}")
    if step.get("who", "self") not in WHO:
        raise ContentError(f"{where}: unknown who {step['who']!r}")
    (verb,) = verbs
    if verb == "choose":
        for branch in step["choose"]:
            _check_ability(where, branch)
    for key in ("gain", "pay", "steal", "steal_or_unrest", "place_on_market"):
        if key in step and isinstance(step[key], dict) and step[key].keys() - {*RESOURCES, "action"}:
            raise ContentError(f"{where}: unknown resource in {step}")


def _check_ability(where: str, ability: Any) -> None:
    if not isinstance(ability, dict) or ability.keys() - {"cost", "do", "when"}:
        raise ContentError(f"{where}: an ability is {{cost = [...], do = [...]}}, not {ability!r}")
    for step in [*ability.get("cost", []), *ability.get("do", [])]:
        _check_step(where, step)
    if "when" in ability and ability["when"] not in EVENTS:
        raise ContentError(f"{where}: unknown event {ability['when']!r}")


def _check_passives(where: str, passives: Any) -> None:
    for p in passives:
        kinds = p.keys() & PASSIVES
        if not kinds:
            raise ContentError(f"{where}: unknown passive {p}")
        if "on" in p:
            if p["on"] not in EVENTS:
                raise ContentError(f"{where}: unknown event {p['on']!r}")
            for step in p.get("do", []):
                _check_step(where, step)


def _card(where: str, raw: dict, nation: str | None) -> Card:
    check_entry(where, raw, CARD_KEYS, CARD_OPTIONAL)
    where = f"{where} {raw['id']} ({raw['name']})"
    for t in raw.get("types", []):
        if t not in TYPES:
            raise ContentError(f"{where}: unknown type {t!r}")
    for t in raw.get("tags", []):
        if t not in TAGS:
            raise ContentError(f"{where}: unknown tag {t!r}")
    for t in raw.get("icons", []):
        if t not in ICONS:
            raise ContentError(f"{where}: unknown icon {t!r}")
    if raw.get("start", "deck") not in STARTS:
        raise ContentError(f"{where}: unknown start {raw['start']!r}")
    if raw.get("state") not in (None, "barbarian", "empire"):
        raise ContentError(f"{where}: unknown state {raw['state']!r}")
    for key in ("play", "exhaust", "solstice", "trigger"):
        if key in raw:
            _check_ability(where, raw[key])
    _check_passives(where, raw.get("passive", []))
    for key in ("side_a", "side_b"):
        if key in raw:
            check_entry(f"{where} {key}", raw[key], set(), SIDE_KEYS)
            for ability in ("exhaust", "trigger", "solstice"):
                if ability in raw[key]:
                    _check_ability(f"{where} {key}", raw[key][ability])
            _check_passives(f"{where} {key}", raw[key].get("passive", []))
    fields = {k: tuple(v) if isinstance(v, list) else v for k, v in raw.items()}
    return Card(nation=nation, **fields)


def _read(path) -> dict:
    with path.open("rb") as f:
        return tomllib.load(f)


@cache
def content() -> Content:
    data = resources.files("rules.imperium").joinpath("data")
    cards: dict[str, Card] = {}

    def add(where: str, entry: dict, nation: str | None) -> str:
        card = _card(where, entry, nation)
        if card.id in cards:
            raise ContentError(f"{where}: card id {card.id} used twice")
        cards[card.id] = card
        return card.id

    folders = {"classics": data.joinpath("classics"), "legends": data.joinpath("legends")}
    commons = {box: tuple(add(f"{box}/commons.toml", entry, None)
                          for entry in _read(folder.joinpath("commons.toml"))["card"])
               for box, folder in folders.items()}
    for entry in _read(data.joinpath("shared.toml"))["card"]:
        add("shared.toml", entry, None)
    nations = {}
    for box, folder in folders.items():
        for path in sorted(folder.joinpath("nations").iterdir(), key=lambda p: p.name):
            if not path.name.endswith(".toml"):
                continue
            where = f"{box}/nations/{path.name}"
            raw = _read(path)
            head = raw["nation"]
            check_entry(where, head, {"id", "name", "code"},
                        {"never_empire", "starts_empire", "exhausts", "no_history", "quests", "journey", "sunken"})
            ids = tuple(add(where, entry, head["id"]) for entry in raw["card"])
            nations[head["id"]] = Nation(box=box, cards=ids, **{k: tuple(v) if isinstance(v, list) else v
                                                                 for k, v in head.items()})
    for n in nations.values():
        powers = [x for x in n.cards if "power" in cards[x].types]
        if len(powers) != 1:
            raise ContentError(f"{n.id}: needs one power card, has {powers}")
    return Content(cards, nations, commons)


KING_OF_KINGS = "KOK"
