"""Oath components and tables, read from data/{board,denizens,chronicle_denizens,edifices,
visions,sites,relics,world}.toml and checked when loaded: an unknown key, a missing field, an unknown suit, kind or goal, an id twice
or outside its id space, or a tutorial world that breaks the rules of setup is an error naming the
file and the entry. `content()` is the one shared copy; `load(directory)` reads another copy of
the data files (tests use it on broken copies)."""
from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, replace
from functools import cache, cached_property
from pathlib import Path

from rules.core.content import ContentError, check_entry, load_toml
from rules.core.words import count

PACKAGE = "rules.oath"
FILES = ("board.toml", "denizens.toml", "chronicle_denizens.toml", "edifices.toml", "visions.toml", "sites.toml",
         "relics.toml", "world.toml")
DENIZEN_FILES = ("denizens.toml", "chronicle_denizens.toml")  # one schema; the first game's, then the rest of the box

# --------------------------------------------------------------------------- vocabularies

SUITS = ("discord", "arcane", "order", "hearth", "beast", "nomad")
RESTRICTIONS = ("adviser", "site", "none")
ACTIONS = ("search", "trade", "travel", "muster", "recover", "campaign")
KINDS = ("action", "wake", "rest", "when_played", "persistent", "other",
         "battle_plan:attacker", "battle_plan:defender", "battle_plan:either",
         *(f"modifier:{a}" for a in ACTIONS))
SITE_KINDS = ("coast", "opportunity", "homeland", "other")
OATHS = ("supremacy", "people", "protection", "devotion")
GOALS = {  # goal key -> what it asks, in the project's words
    "rules_most_sites": "rule more sites than anyone else",
    "holds_peoples_favor": "hold the People's Favor",
    "most_relics_and_banners": "hold more relics and banners, counted together, than anyone else",
    "holds_darkest_secret": "hold the Darkest Secret",
    "holds_grand_scepter": "hold the Grand Scepter",
}
BANNER_KEYS = ("peoples_favor", "darkest_secret")
SUPPLY_BOARDS = ("chancellor", "exile")  # a Citizen copies the Chancellor's Supply (4.3.3)
FACE_KEYS = ("swords", "hollow_swords", "skulls", "shields", "doubles")
DEFENSE_KEYS = ("site", "pawn", "oathkeeper", "usurper")

# --------------------------------------------------------------------------- id spaces
# Cards share one byte in the Chronicle save string; sites have their own byte (0-22).
DENIZEN_IDS = range(198)
EDIFICE_IDS = range(198, 210)
VISION_IDS = range(210, 215)
BANNER_IDS = range(215, 217)
RELIC_IDS = range(218, 238)
SCEPTER_ID = 238
SITE_IDS = range(23)
DARKEST_SECRET_ID = 215
PEOPLES_FAVOR_ID = 216

_SNAKE = re.compile(r"[a-z][a-z0-9]*(_[a-z0-9]+)*")


def card_kind(card_id: int) -> str:
    """What a card id is, by its id space: denizen | edifice | vision | banner | relic (the Grand
    Scepter is a relic). Site ids are a separate space (SITE_IDS), not cards."""
    for kind, ids in (("denizen", DENIZEN_IDS), ("edifice", EDIFICE_IDS), ("vision", VISION_IDS),
                      ("banner", BANNER_IDS), ("relic", RELIC_IDS)):
        if card_id in ids:
            return kind
    if card_id == SCEPTER_ID:
        return "relic"
    raise ValueError(f"{card_id!r} is not a card id")


def intact_of(card: int) -> int:
    """An edifice is one card with two faces, its ruined face's id the intact one's + 1: the intact
    face's id for either face; any other card's own id."""
    return card - (card - EDIFICE_IDS.start) % 2 if card in EDIFICE_IDS else card


def is_ruin(card: int) -> bool:
    return card in EDIFICE_IDS and card != intact_of(card)


def other_face(card: int) -> int:
    """An edifice's other face: the ruin of an intact one (8.3.3), the intact face of a ruin."""
    return intact_of(card) + (not is_ruin(card))


# --------------------------------------------------------------------------- dataclasses

def _amount(n: int, what: str) -> str:
    return count(n, "secret") if what == "secrets" else f"{n} favor"


@dataclass(frozen=True)
class Cost:
    """A power's cost (7.1.2): tokens placed on the card, and tokens burnt to the supply."""
    place_favor: int = 0
    place_secrets: int = 0
    burn_favor: int = 0
    burn_secrets: int = 0

    @property
    def free(self) -> bool:
        return not (self.place_favor or self.place_secrets or self.burn_favor or self.burn_secrets)

    @property
    def text(self) -> str:
        """'free', 'place 1 favor', 'burn 1 secret', 'place 1 favor + burn 1 favor', ..."""
        parts = []
        place = [_amount(n, w) for n, w in ((self.place_favor, "favor"), (self.place_secrets, "secrets")) if n]
        burn = [_amount(n, w) for n, w in ((self.burn_favor, "favor"), (self.burn_secrets, "secrets")) if n]
        if place:
            parts.append("place " + " and ".join(place))
        if burn:
            parts.append("burn " + " and ".join(burn))
        return " + ".join(parts) or "free"


FREE = Cost()


@dataclass(frozen=True)
class RecoverCost:
    """A site's relic recover cost (5.4.2), paid on top of Recover's Supply."""
    place_favor: int = 0
    bank: str | None = None  # the suit bank the placed favor goes into
    burn_favor: int = 0
    burn_secrets: int = 0

    @property
    def text(self) -> str:
        if self.place_favor:
            return f"put {self.place_favor} favor into the {self.bank.capitalize()} bank"
        if self.burn_favor:
            return f"burn {self.burn_favor} favor"
        return f"burn {count(self.burn_secrets, 'secret')}"


@dataclass(frozen=True)
class Region:
    id: str
    name: str
    slots: int  # site slots, top to bottom


@dataclass(frozen=True)
class Denizen:
    """A denizen, or one face of an edifice (2.9): the cards that stand at sites, and a denizen
    among the advisers too."""
    id: int
    name: str
    suit: str | None  # None only on an edifice's ruined face
    restriction: str  # adviser | site | none
    locked: bool
    power: str
    kinds: tuple[str, ...]
    text: str  # every rule printed on it, in the project's words
    cost: Cost = FREE
    edifice: str | None = None  # intact | ruined: this card is that face of an edifice (edifices.toml)

    @property
    def battle_plan(self) -> str | None:
        """attacker | defender | either for a battle plan, else None."""
        return next((k.split(":")[1] for k in self.kinds if k.startswith("battle_plan:")), None)

    @property
    def modifies(self) -> tuple[str, ...]:
        """The major actions this card's power modifies."""
        return tuple(k.split(":")[1] for k in self.kinds if k.startswith("modifier:"))


@dataclass(frozen=True)
class Vision:
    id: int
    name: str
    oath: str | None  # None for the Conspiracy
    goal: str | None  # a GOALS key; None for the Conspiracy
    text: str
    power: str | None = None  # the Conspiracy's when-played power

    @property
    def conspiracy(self) -> bool:
        return self.goal is None


@dataclass(frozen=True)
class Site:
    id: int
    name: str
    capacity: int
    relics: int  # facedown relics put beside it when revealed
    favor: int  # tokens put on it when revealed
    secrets: int
    kind: str  # coast | opportunity | homeland | other
    power: str
    text: str
    homeland_suit: str | None = None
    recover: RecoverCost | None = None  # None when the site has no relics

    @property
    def facedown_id(self) -> int:
        """The id the Chronicle save string uses while the site lies facedown."""
        return self.id + 24


@dataclass(frozen=True)
class Relic:
    id: int
    name: str
    defense: int  # defense dice when targeted
    power: str
    kinds: tuple[str, ...]
    text: str
    cost: Cost = FREE

    @property
    def scepter(self) -> bool:
        return self.id == SCEPTER_ID


@dataclass(frozen=True)
class ReliquarySpace:
    id: int  # 0-3, left to right
    name: str
    power: str
    text: str


@dataclass(frozen=True)
class Oath:
    id: str
    name: str
    title_goal: str
    successor_goal: str
    text: str


@dataclass(frozen=True)
class Banner:
    id: int
    key: str  # peoples_favor | darkest_secret
    name: str
    token: str  # favor | secrets
    start: int  # tokens on it at setup
    seize_burn: int  # tokens burnt when taken other than by Recover (never the last)
    text: str
    mob_at: int | None = None  # the People's Favor: the favor on it that turns it to its Mob side


@dataclass(frozen=True)
class DieFace:
    name: str
    swords: int = 0
    hollow_swords: int = 0
    skulls: int = 0
    shields: int = 0
    doubles: int = 0


@dataclass(frozen=True)
class Limits:
    favor: int
    purple_warbands: int
    warbands: int  # per colour other than purple
    attack_dice: int
    defense_dice: int
    advisers: int
    secrets: int


@dataclass(frozen=True)
class Setup:
    chancellor_favor: int
    chancellor_secrets: int
    chancellor_board_warbands: int
    chancellor_first_site_warbands: int
    chancellor_other_site_warbands: int
    player_favor: int
    player_secrets: int
    player_board_warbands: int
    reliquary_relics: int
    discard_cards: int
    hand_cards: int


@dataclass(frozen=True)
class WorldSite:
    region: str
    site: int
    faceup: bool
    cards: tuple[int, ...]  # top to bottom: denizens (and edifices), then relics beside it

    @property
    def denizens(self) -> tuple[int, ...]:
        return tuple(c for c in self.cards if card_kind(c) in ("denizen", "edifice"))

    @property
    def relics(self) -> tuple[int, ...]:
        return tuple(c for c in self.cards if card_kind(c) == "relic")


@dataclass(frozen=True)
class World:
    """What a game is set up from: the stack of sites with their cards, the decks, the boards'
    sides and the Archive (every denizen and intact edifice lying nowhere else)."""
    name: str
    oath: str
    sites: tuple[WorldSite, ...]  # map order
    world_deck: tuple[int, ...]  # top first
    relic_deck: tuple[int, ...]  # top first
    dispossessed: tuple[int, ...]
    citizens: frozenset[str] = frozenset()  # the boards that show their Citizen side
    archive: tuple[int, ...] = ()

    def placed(self) -> list[int]:
        """Every card the world holds (edifices by their intact face), the Archive apart."""
        at_sites = [x for site in self.sites for x in site.cards]
        return [intact_of(x) for x in (*at_sites, *self.world_deck, *self.dispossessed, *self.relic_deck)]


@dataclass(frozen=True, eq=False)
class Content:
    suits: tuple[str, ...]  # bank order
    regions: tuple[Region, ...]  # map order
    denizens: dict[int, Denizen]
    edifices: dict[int, Denizen]  # both faces of each edifice, by save id: intact even, ruined = intact + 1
    visions: dict[int, Vision]
    sites: dict[int, Site]
    relics: dict[int, Relic]  # the Grand Scepter included (SCEPTER_ID)
    reliquary: tuple[ReliquarySpace, ...]
    oaths: dict[str, Oath]
    banners: dict[str, Banner]  # by key
    travel: dict[str, dict[str, int]]  # from region -> to region -> Supply
    search_cards: int
    discard_search_cost: int
    world_search_costs: tuple[tuple[int, int], ...]  # (at least this many Visions drawn, Supply)
    supply_max: int
    supply_tables: dict[str, tuple[tuple[int, int], ...]]  # board -> (at least warbands, Supply)
    action_costs: dict[str, int]  # muster, trade, recover, campaign
    muster_warbands: int
    bank_start: dict[int, int]  # players -> favor per bank
    limits: Limits
    attack_die: tuple[DieFace, ...]
    defense_die: tuple[DieFace, ...]
    defense: dict[str, int]  # site, pawn, oathkeeper, usurper -> defense dice
    last_round: int
    end_die: dict[int, int]  # round -> lowest face on which the Chancellor side wins
    vision_goal_min_drawn: int
    war_exhaustion: tuple[str, ...]  # the Oaths whose Visions are checked at War Exhaustion, first to last
    exile_fee: int
    setup: Setup
    title_text: str  # the title of Oathkeeper (or Usurper)
    world: World

    def __reduce__(self):
        return content, ()  # one shared copy: a pickled state refers to it by name

    # --- lookups --------------------------------------------------------------------
    @property
    def scepter(self) -> Relic:
        return self.relics[SCEPTER_ID]

    @cached_property
    def bandit_crown(self) -> int | None:
        """The id of the relic whose holder's bandits are its warbands (7.6.5)."""
        return next((i for i, r in self.relics.items() if r.power == "bandit_crown"), None)

    @property
    def banner_ids(self) -> dict[str, int]:
        return {key: b.id for key, b in self.banners.items()}

    @property
    def slot_regions(self) -> tuple[str, ...]:
        """The region of each map slot, in map order (8 slots)."""
        return tuple(r.id for r in self.regions for _ in range(r.slots))

    def region(self, region_id: str) -> Region:
        for r in self.regions:
            if r.id == region_id:
                return r
        raise KeyError(f"unknown region {region_id!r}")

    @staticmethod
    def card_kind(card_id: int) -> str:
        return card_kind(card_id)

    @cached_property
    def denizens_and_edifices(self) -> dict[int, Denizen]:
        """Every card that can stand at a site, by id: the denizens and both faces of each edifice.
        The rules that read a site card's suit, power, cost or lock read it here."""
        return {**self.denizens, **self.edifices}

    # --- the edifices, as the Chronicle builds them (8.3.1) ----------------------------------
    def edifice_of_suit(self, suit: str) -> int:
        """The intact face of the Archive's edifice of that suit (8.3.1)."""
        return next(e.id for e in self.edifices.values() if e.edifice == "intact" and e.suit == suit)

    def card_name(self, card_id: int) -> str:
        for table in (self.denizens, self.edifices, self.visions, self.relics):
            if card_id in table:
                return table[card_id].name
        for b in self.banners.values():
            if b.id == card_id:
                return b.name
        raise KeyError(f"no card {card_id!r} in the content")

    # --- tables ---------------------------------------------------------------------
    def travel_cost(self, from_region: str, to_region: str) -> int:
        return self.travel[from_region][to_region]

    def search_cost(self, visions_drawn: int) -> int:
        """Supply to search the world deck after that many Visions were drawn (5.1.1)."""
        return next(cost for least, cost in reversed(self.world_search_costs) if visions_drawn >= least)

    def supply_refresh(self, board: str, warbands: int) -> int:
        """Supply refreshed at Rest by a Chancellor or Exile board with that many warbands in
        the personal supply (4.3.3); a Citizen copies the Chancellor's Supply instead."""
        if board not in self.supply_tables:
            raise ValueError(f"no supply table for {board!r} (a Citizen copies the Chancellor's Supply)")
        return next(supply for least, supply in self.supply_tables[board] if warbands >= least)

    def bank_favor(self, players: int) -> int:
        """Favor put into each bank at setup (step 6)."""
        try:
            return self.bank_start[players]
        except KeyError:
            raise ValueError(f"no bank favor for {players} players") from None

    def end_die_wins(self, round_: int, roll: int) -> bool:
        """Whether the end die rolled after that round lets the Chancellor side win (3.3)."""
        return round_ in self.end_die and roll >= self.end_die[round_]


# --------------------------------------------------------------------------- checks

def _int(where: str, value, least: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        raise ContentError(f"{where}: expected a whole number of at least {least}, not {value!r}")
    return value


def _str(where: str, value) -> str:
    if not isinstance(value, str) or not value:
        raise ContentError(f"{where}: expected a non-empty string, not {value!r}")
    return value


def _bool(where: str, value) -> bool:
    if not isinstance(value, bool):
        raise ContentError(f"{where}: expected true or false, not {value!r}")
    return value


def _table(where: str, value) -> dict:
    if not isinstance(value, dict):
        raise ContentError(f"{where}: expected a table, not {value!r}")
    return value


def _list(where: str, value) -> list:
    if not isinstance(value, list):
        raise ContentError(f"{where}: expected a list, not {value!r}")
    return value


def _one_of(where: str, value, allowed, what: str) -> str:
    if value not in allowed:
        raise ContentError(f"{where}: unknown {what} {value!r} (known: {', '.join(allowed)})")
    return value


def _text(where: str, raw: dict) -> str:
    """An entry's text: every rule printed on the component, in the project's words."""
    text = raw["text"]
    if not isinstance(text, str) or not text.strip():
        raise ContentError(f"{where}: text must say what the component does, not {text!r}")
    return text.strip()


def _power(where: str, value) -> str:
    if not isinstance(value, str) or not _SNAKE.fullmatch(value):
        raise ContentError(f"{where}: power must be a snake_case id, not {value!r}")
    return value


def _id(where: str, value, ids: range, what: str) -> int:
    _int(f"{where} id", value)
    if value not in ids:
        raise ContentError(f"{where}: id {value} is outside the {what} ids {ids.start}-{ids.stop - 1}")
    return value


def _unique(where: str, seen: dict, key, entry: str) -> None:
    if key in seen:
        raise ContentError(f"{where}: id {key!r} used twice")
    seen[key] = entry


def _kinds(where: str, raw) -> tuple[str, ...]:
    if not isinstance(raw, list) or not raw:
        raise ContentError(f"{where}: kinds must be a non-empty list")
    for k in raw:
        _one_of(f"{where} kinds", k, KINDS, "kind")
    if len(set(raw)) != len(raw):
        raise ContentError(f"{where}: a kind is listed twice")
    return tuple(raw)


def _cost(where: str, raw) -> Cost:
    if raw is None:
        return FREE
    raw = _table(f"{where} cost", raw)
    check_entry(f"{where} cost", raw, set(), {"place_favor", "place_secrets", "burn_favor", "burn_secrets"})
    if not raw:
        raise ContentError(f"{where} cost: an empty cost; leave the key out for a free power")
    return Cost(**{k: _int(f"{where} cost {k}", v, 1) for k, v in raw.items()})


def _thresholds(where: str, raw, falling: bool) -> tuple[tuple[int, int], ...]:
    """[[at least, value], ...]: rising (search) or falling (supply) thresholds, one of them 0."""
    rows = []
    for row in _list(where, raw):
        if not isinstance(row, list) or len(row) != 2:
            raise ContentError(f"{where}: each row is [at least, value], not {row!r}")
        rows.append((_int(where, row[0]), _int(where, row[1])))
    least = [r[0] for r in rows]
    if not rows or least != sorted(set(least), reverse=falling) or 0 not in least:
        raise ContentError(f"{where}: thresholds must {'fall' if falling else 'rise'}, each once, down to 0")
    return tuple(rows)


def _by_number(where: str, raw) -> dict[int, int]:
    out = {}
    for key, value in _table(where, raw).items():
        if not key.isdigit():
            raise ContentError(f"{where}: key {key!r} is not a number")
        out[int(key)] = _int(f"{where}.{key}", value)
    return out


# --------------------------------------------------------------------------- loaders

def _read(directory: Path | None, name: str) -> dict:
    if directory is None:
        return load_toml(PACKAGE, name)
    try:
        with open(Path(directory) / name, "rb") as f:
            return tomllib.load(f)
    except tomllib.TOMLDecodeError as e:
        raise ContentError(f"{name}: {e}") from None


BOARD = "board.toml"


def _regions(raw) -> tuple[Region, ...]:
    regions, seen = [], {}
    for entry in _list(f"{BOARD} region", raw):
        where = f"{BOARD} region {entry.get('id', '?')}"
        check_entry(where, entry, {"id", "name", "slots"})
        _unique(f"{BOARD} region", seen, entry["id"], where)
        regions.append(Region(_str(f"{where} id", entry["id"]), _str(f"{where} name", entry["name"]),
                              _int(f"{where} slots", entry["slots"], 1)))
    return tuple(regions)


def _travel(raw, ids: list[str]) -> dict[str, dict[str, int]]:
    where = f"{BOARD} travel"
    check_entry(where, _table(where, raw), set(ids))
    travel = {}
    for a in ids:
        row = _table(f"{where} {a}", raw[a])
        check_entry(f"{where} {a}", row, set(ids))
        travel[a] = {b: _int(f"{where} {a}.{b}", row[b]) for b in ids}
    return travel


def _dice(raw) -> dict[str, tuple[DieFace, ...]]:
    where = f"{BOARD} dice"
    check_entry(where, _table(where, raw), {"attack", "defense", "faces"})
    faces = {}
    for name, face in _table(f"{where} faces", raw["faces"]).items():
        check_entry(f"{where} face {name}", _table(f"{where} face {name}", face), set(), set(FACE_KEYS))
        faces[name] = DieFace(name, **{k: _int(f"{where} face {name}.{k}", v, 1) for k, v in face.items()})
    die = {}
    for which in ("attack", "defense"):
        names = _list(f"{where} {which}", raw[which])
        if len(names) != 6:
            raise ContentError(f"{where} {which}: a die has 6 faces, not {len(names)}")
        die[which] = tuple(faces[_one_of(f"{where} {which}", n, tuple(faces), "face")] for n in names)
    return die


def _reliquary(raw) -> tuple[ReliquarySpace, ...]:
    spaces, seen = [], {}
    for entry in _list(f"{BOARD} reliquary", raw):
        where = f"{BOARD} reliquary {entry.get('id', '?')}"
        check_entry(where, entry, {"id", "name", "power", "text"})
        _unique(f"{BOARD} reliquary", seen, entry["id"], where)
        spaces.append(ReliquarySpace(_id(where, entry["id"], range(4), "Reliquary space"),
                                     _str(f"{where} name", entry["name"]), _power(where, entry["power"]),
                                     _text(where, entry)))
    if len(spaces) != 4:
        raise ContentError(f"{BOARD} reliquary: the Reliquary has 4 spaces, not {len(spaces)}")
    return tuple(sorted(spaces, key=lambda s: s.id))


def _oaths(raw) -> dict[str, Oath]:
    oaths: dict[str, Oath] = {}
    for entry in _list(f"{BOARD} oath", raw):
        where = f"{BOARD} oath {entry.get('id', '?')}"
        check_entry(where, entry, {"id", "name", "title_goal", "successor_goal", "text"})
        _one_of(where, entry["id"], OATHS, "Oath")
        _unique(f"{BOARD} oath", oaths, entry["id"], where)
        oaths[entry["id"]] = Oath(entry["id"], _str(f"{where} name", entry["name"]),
                                  _one_of(f"{where} title_goal", entry["title_goal"], tuple(GOALS), "goal"),
                                  _one_of(f"{where} successor_goal", entry["successor_goal"], tuple(GOALS), "goal"),
                                  _text(where, entry))
    if set(oaths) != set(OATHS):
        raise ContentError(f"{BOARD} oath: must list each of {', '.join(OATHS)}")
    return oaths


def _banners(raw) -> dict[str, Banner]:
    banners: dict[str, Banner] = {}
    for entry in _list(f"{BOARD} banner", raw):
        where = f"{BOARD} banner {entry.get('key', '?')}"
        check_entry(where, entry, {"id", "key", "name", "token", "start", "seize_burn", "text"}, {"mob_at"})
        _one_of(where, entry["key"], BANNER_KEYS, "banner")
        if (entry["key"] == "peoples_favor") != ("mob_at" in entry):
            raise ContentError(f"{where}: the People's Favor, and only it, has a Mob side (mob_at)")
        _unique(f"{BOARD} banner", banners, entry["key"], where)
        banners[entry["key"]] = Banner(
            _id(where, entry["id"], BANNER_IDS, "banner"), entry["key"], _str(f"{where} name", entry["name"]),
            _one_of(f"{where} token", entry["token"], ("favor", "secrets"), "token"),
            _int(f"{where} start", entry["start"]), _int(f"{where} seize_burn", entry["seize_burn"]),
            _text(where, entry), _int(f"{where} mob_at", entry["mob_at"], 1) if "mob_at" in entry else None)
    if set(banners) != set(BANNER_KEYS) or len({b.id for b in banners.values()}) != len(BANNER_KEYS):
        raise ContentError(f"{BOARD} banner: must list {' and '.join(BANNER_KEYS)}, with different ids")
    return banners


def _section(data: dict, key: str, fields: set[str]) -> dict:
    """A table of board.toml holding exactly these fields."""
    where = f"{BOARD} {key}"
    check_entry(where, _table(where, data[key]), fields)
    return data[key]


def _board(data: dict) -> dict:
    """The Content fields that come from board.toml."""
    f = BOARD
    check_entry(f, data, {"suits", "region", "travel", "search", "supply", "actions", "banks", "limits", "dice",
                          "defense", "rounds", "visions", "citizenship", "reliquary", "oath", "banner", "setup",
                          "title"})
    suits = tuple(_list(f"{f} suits", data["suits"]))
    if sorted(suits) != sorted(SUITS):
        raise ContentError(f"{f} suits: must list each of {', '.join(SUITS)} once")
    regions = _regions(data["region"])
    search = _section(data, "search", {"cards", "discard", "world_deck"})
    supply = _section(data, "supply", {"max", *SUPPLY_BOARDS})
    supply_max = _int(f"{f} supply max", supply["max"], 1)
    tables = {b: _thresholds(f"{f} supply {b}", supply[b], falling=True) for b in SUPPLY_BOARDS}
    if any(s > supply_max for t in tables.values() for _, s in t):
        raise ContentError(f"{f} supply: a refresh above the maximum {supply_max}")
    actions = _section(data, "actions", {"muster", "trade", "recover", "campaign", "muster_warbands"})
    limits = _section(data, "limits", set(Limits.__dataclass_fields__))
    defense = _section(data, "defense", set(DEFENSE_KEYS))
    rounds = _section(data, "rounds", {"last", "end_die"})
    last_round = _int(f"{f} rounds last", rounds["last"], 1)
    end_die = _by_number(f"{f} rounds end_die", rounds["end_die"])
    if any(not 1 <= face <= 6 or rnd >= last_round for rnd, face in end_die.items()):
        raise ContentError(f"{f} rounds end_die: faces are 1-6 and rounds come before the last")
    visions = _section(data, "visions", {"goal_min_drawn", "war_exhaustion"})
    war_exhaustion = tuple(_list(f"{f} visions war_exhaustion", visions["war_exhaustion"]))
    if sorted(war_exhaustion) != sorted(OATHS):
        raise ContentError(f"{f} visions war_exhaustion: must list each of {', '.join(OATHS)} once")
    citizenship = _section(data, "citizenship", {"exile_fee"})
    setup = _section(data, "setup", set(Setup.__dataclass_fields__))
    dice = _dice(data["dice"])
    return {
        "suits": suits,
        "regions": regions,
        "travel": _travel(data["travel"], [r.id for r in regions]),
        "search_cards": _int(f"{f} search cards", search["cards"], 1),
        "discard_search_cost": _int(f"{f} search discard", search["discard"]),
        "world_search_costs": _thresholds(f"{f} search world_deck", search["world_deck"], falling=False),
        "supply_max": supply_max,
        "supply_tables": tables,
        "action_costs": {k: _int(f"{f} actions {k}", v) for k, v in actions.items() if k != "muster_warbands"},
        "muster_warbands": _int(f"{f} actions muster_warbands", actions["muster_warbands"], 1),
        "bank_start": _by_number(f"{f} banks start_favor", _section(data, "banks", {"start_favor"})["start_favor"]),
        "limits": Limits(**{k: _int(f"{f} limits {k}", v, 1) for k, v in limits.items()}),
        "attack_die": dice["attack"],
        "defense_die": dice["defense"],
        "defense": {k: _int(f"{f} defense {k}", v) for k, v in defense.items()},
        "last_round": last_round,
        "end_die": end_die,
        "vision_goal_min_drawn": _int(f"{f} visions goal_min_drawn", visions["goal_min_drawn"]),
        "war_exhaustion": war_exhaustion,
        "exile_fee": _int(f"{f} citizenship exile_fee", citizenship["exile_fee"]),
        "reliquary": _reliquary(data["reliquary"]),
        "oaths": _oaths(data["oath"]),
        "banners": _banners(data["banner"]),
        "setup": Setup(**{k: _int(f"{f} setup {k}", v) for k, v in setup.items()}),
        "title_text": _text(f"{f} title", _section(data, "title", {"text"})),
    }


def _entries(data: dict, f: str, key: str) -> list:
    check_entry(f, data, {key})
    return _list(f"{f} {key}", data[key])


def _denizens(data: dict, suits: tuple[str, ...]) -> dict[int, Denizen]:
    """The denizens of every file in DENIZEN_FILES, each id and name once across them."""
    out: dict[int, Denizen] = {}
    for f in DENIZEN_FILES:
        for raw in _entries(data[f], f, "denizen"):
            where = f"{f} denizen {raw.get('name', raw.get('id', '?'))}"
            check_entry(where, raw, {"id", "name", "suit", "restriction", "locked", "power", "kinds", "text"}, {"cost"})
            card = Denizen(_id(where, raw["id"], DENIZEN_IDS, "denizen"), _str(f"{where} name", raw["name"]),
                           _one_of(where, raw["suit"], suits, "suit"),
                           _one_of(where, raw["restriction"], RESTRICTIONS, "restriction"),
                           _bool(f"{where} locked", raw["locked"]), _power(where, raw["power"]),
                           _kinds(where, raw["kinds"]), _text(where, raw), _cost(where, raw.get("cost")))
            _unique(f, out, card.id, where)
            out[card.id] = card
    return dict(sorted(out.items()))


EDIFICES = "edifices.toml"
FACES = ("intact", "ruined")


def _edifices(data: dict, suits: tuple[str, ...], denizens: dict[int, Denizen]) -> dict[int, Denizen]:
    """Both faces of each edifice, as Denizen cards of their own (2.9): the intact face has the
    edifice's suit, the ruined face none; both share its restriction and lock. One edifice for each
    suit; its intact face's id even, its ruined face's the next; no name a denizen's."""
    out: dict[int, Denizen] = {}
    by_suit: dict[str, str] = {}
    names = {d.name for d in denizens.values()}
    for raw in _entries(data, EDIFICES, "edifice"):
        where = f"{EDIFICES} edifice {raw.get('suit', '?')}"
        check_entry(where, raw, {"suit", "restriction", "locked", "intact", "ruined"})
        suit = _one_of(where, raw["suit"], suits, "suit")
        if suit in by_suit:
            raise ContentError(f"{where}: a second edifice of that suit (one for each suit, 8.3.1)")
        by_suit[suit] = where
        restriction = _one_of(where, raw["restriction"], RESTRICTIONS, "restriction")
        locked = _bool(f"{where} locked", raw["locked"])
        for face in FACES:
            entry = _table(f"{where} {face}", raw[face])
            at = f"{where} {face} {entry.get('name', '?')}"
            check_entry(at, entry, {"id", "name", "power", "kinds", "text"}, {"cost"})
            card = Denizen(_id(at, entry["id"], EDIFICE_IDS, "edifice"), _str(f"{at} name", entry["name"]),
                           suit if face == "intact" else None, restriction, locked, _power(at, entry["power"]),
                           _kinds(at, entry["kinds"]), _text(at, entry), _cost(at, entry.get("cost")), edifice=face)
            _unique(EDIFICES, out, card.id, at)
            if card.name in names:
                raise ContentError(f"{at}: the name {card.name!r} is already a card's")
            names.add(card.name)
            out[card.id] = card
        intact, ruined = raw["intact"]["id"], raw["ruined"]["id"]
        if intact % 2 or ruined != intact + 1:
            raise ContentError(f"{where}: the intact face's id is even and the ruined face's the next, not "
                               f"{intact} and {ruined}")
    if set(by_suit) != set(suits):
        raise ContentError(f"{EDIFICES}: one edifice for each suit; none is {', '.join(s for s in suits if s not in by_suit)}")
    return dict(sorted(out.items()))


def _visions(data: dict) -> dict[int, Vision]:
    f = "visions.toml"
    out: dict[int, Vision] = {}
    for raw in _entries(data, f, "vision"):
        where = f"{f} vision {raw.get('name', raw.get('id', '?'))}"
        check_entry(where, raw, {"id", "name", "goal", "text"}, {"oath", "power"})
        goal = _one_of(where, raw["goal"], (*GOALS, "none"), "goal")
        if goal == "none":
            if "oath" in raw or "power" not in raw:
                raise ContentError(f"{where}: a Vision without a goal has a power and no Oath")
            vision = Vision(raw["id"], raw["name"], None, None, _text(where, raw), _power(where, raw["power"]))
        else:
            if "oath" not in raw or "power" in raw:
                raise ContentError(f"{where}: a Vision with a goal has an Oath and no power")
            vision = Vision(raw["id"], raw["name"], _one_of(where, raw["oath"], OATHS, "Oath"), goal, _text(where, raw))
        _id(where, vision.id, VISION_IDS, "Vision")
        _str(f"{where} name", vision.name)
        _unique(f, out, vision.id, where)
        out[vision.id] = vision
    return dict(sorted(out.items()))


def _recover(where: str, raw, suits: tuple[str, ...]) -> RecoverCost:
    raw = _table(f"{where} recover", raw)
    check_entry(f"{where} recover", raw, set(), {"place_favor", "bank", "burn_favor", "burn_secrets"})
    amounts = [k for k in ("place_favor", "burn_favor", "burn_secrets") if k in raw]
    if len(amounts) != 1 or ("bank" in raw) != ("place_favor" in raw):
        raise ContentError(f"{where} recover: one of place_favor (with a bank), burn_favor or burn_secrets")
    bank = _one_of(f"{where} recover bank", raw["bank"], suits, "suit") if "bank" in raw else None
    return RecoverCost(**{amounts[0]: _int(f"{where} recover {amounts[0]}", raw[amounts[0]], 1)}, bank=bank)


def _sites(data: dict, suits: tuple[str, ...]) -> dict[int, Site]:
    f = "sites.toml"
    out: dict[int, Site] = {}
    for raw in _entries(data, f, "site"):
        where = f"{f} site {raw.get('name', raw.get('id', '?'))}"
        check_entry(where, raw, {"id", "name", "capacity", "relics", "favor", "secrets", "kind", "power", "text"},
                    {"homeland_suit", "recover"})
        kind = _one_of(where, raw["kind"], SITE_KINDS, "site kind")
        if (kind == "homeland") != ("homeland_suit" in raw):
            raise ContentError(f"{where}: a homeland site, and only a homeland site, has a homeland_suit")
        relics = _int(f"{where} relics", raw["relics"])
        if bool(relics) != ("recover" in raw):
            raise ContentError(f"{where}: a site with relics, and only such a site, has a recover cost")
        site = Site(_id(where, raw["id"], SITE_IDS, "site"), _str(f"{where} name", raw["name"]),
                    _int(f"{where} capacity", raw["capacity"]), relics, _int(f"{where} favor", raw["favor"]),
                    _int(f"{where} secrets", raw["secrets"]), kind, _power(where, raw["power"]), _text(where, raw),
                    _one_of(where, raw["homeland_suit"], suits, "suit") if "homeland_suit" in raw else None,
                    _recover(where, raw["recover"], suits) if "recover" in raw else None)
        _unique(f, out, site.id, where)
        out[site.id] = site
    return dict(sorted(out.items()))


def _relics(data: dict) -> dict[int, Relic]:
    f = "relics.toml"
    out: dict[int, Relic] = {}
    for raw in _entries(data, f, "relic"):
        where = f"{f} relic {raw.get('name', raw.get('id', '?'))}"
        check_entry(where, raw, {"id", "name", "defense", "power", "kinds", "text"}, {"cost"})
        ids = range(RELIC_IDS.start, SCEPTER_ID + 1)
        relic = Relic(_id(where, raw["id"], ids, "relic"), _str(f"{where} name", raw["name"]),
                      _int(f"{where} defense", raw["defense"]), _power(where, raw["power"]),
                      _kinds(where, raw["kinds"]), _text(where, raw), _cost(where, raw.get("cost")))
        _unique(f, out, relic.id, where)
        out[relic.id] = relic
    if SCEPTER_ID not in out:
        raise ContentError(f"{f}: the Grand Scepter ({SCEPTER_ID}) is missing")
    return dict(sorted(out.items()))


def _world(data: dict, regions: tuple[Region, ...], sites: dict[int, Site], denizens: dict[int, Denizen],
           edifices: dict[int, Denizen], visions: dict[int, Vision], relics: dict[int, Relic]) -> World:
    f = "world.toml"
    check_entry(f, data, {"name", "oath", "site", "world_deck", "relic_deck", "dispossessed"})
    where_of: dict[int, str] = {}  # card -> where it already lies

    def place(card, where: str, allowed: tuple[str, ...]) -> int:
        _int(where, card)
        try:
            kind = card_kind(card)
        except ValueError:
            raise ContentError(f"{where}: {card!r} is not a card id") from None
        table = {"denizen": denizens, "edifice": edifices, "vision": visions, "relic": relics}.get(kind, {})
        if card not in table:
            raise ContentError(f"{where}: card {card} does not exist in the content")
        if kind not in allowed or card == SCEPTER_ID:
            raise ContentError(f"{where}: card {card} ({table[card].name}) cannot lie here")
        if card in where_of:
            raise ContentError(f"{where}: card {card} ({table[card].name}) is already in {where_of[card]}")
        where_of[card] = where
        return card

    slot_regions = [r.id for r in regions for _ in range(r.slots)]
    raw_sites = _list(f"{f} site", data["site"])
    if len(raw_sites) != len(slot_regions):
        raise ContentError(f"{f} site: the map has {len(slot_regions)} site slots, not {len(raw_sites)}")
    world_sites, seen = [], {}
    for i, (raw, region) in enumerate(zip(raw_sites, slot_regions)):
        where = f"{f} site #{i + 1}"
        check_entry(where, raw, {"region", "site", "faceup", "cards"})
        if raw["region"] != region:
            raise ContentError(f"{where}: slot {i + 1} lies in the {region} region, not {raw['region']!r}")
        site_id = _id(where, raw["site"], SITE_IDS, "site")
        if site_id not in sites:
            raise ContentError(f"{where}: site {site_id} does not exist in the content")
        site = sites[site_id]
        where = f"{f} site #{i + 1} ({site.name})"
        _unique(f"{f} site", seen, site_id, where)
        faceup = _bool(f"{where} faceup", raw["faceup"])
        cards = tuple(place(c, where, ("denizen", "edifice", "relic")) for c in _list(f"{where} cards", raw["cards"]))
        entry = WorldSite(region, site_id, faceup, cards)
        if cards and not faceup:
            raise ContentError(f"{where}: a facedown site holds no cards")
        if sum(card_kind(x) == "edifice" for x in cards) > 1:
            raise ContentError(f"{where}: a site holds one edifice at most (8.3.1)")
        if len(entry.denizens) > site.capacity:
            raise ContentError(f"{where}: {len(entry.denizens)} cards overflow its capacity {site.capacity}")
        if len(entry.relics) > site.relics:
            raise ContentError(f"{where}: {len(entry.relics)} relics beside it, more than its {site.relics}")
        world_sites.append(entry)
    faces = [x for x in where_of if card_kind(x) == "edifice"]
    for x in faces:  # an edifice lies with one face up
        if x % 2 and x - 1 in faces:
            raise ContentError(f"{f}: both faces of {edifices[x - 1].name} are in the world")
    decks = {}
    for key, allowed in (("world_deck", ("denizen", "vision")), ("relic_deck", ("relic",)),
                         ("dispossessed", ("denizen",))):
        decks[key] = tuple(place(c, f"{f} {key}", allowed) for c in _list(f"{f} {key}", data[key]))
    world = World(_str(f"{f} name", data["name"]), _one_of(f"{f} oath", data["oath"], OATHS, "Oath"),
                  tuple(world_sites), decks["world_deck"], decks["relic_deck"], decks["dispossessed"])
    return replace(world, archive=archive_of(world.placed()))


def archive_of(placed) -> tuple[int, ...]:
    """The Archive of a world that holds the cards `placed`: every other denizen and intact edifice."""
    return tuple(sorted({*DENIZEN_IDS, *EDIFICE_IDS[::2]} - {intact_of(x) for x in placed}))


def load(directory: str | Path | None = None) -> Content:
    """Read and check the data files: the package's own, or those in `directory`."""
    data = {name: _read(directory, name) for name in FILES}
    board = _board(data["board.toml"])
    denizens = _denizens(data, board["suits"])
    edifices = _edifices(data[EDIFICES], board["suits"], denizens)
    visions = _visions(data["visions.toml"])
    sites = _sites(data["sites.toml"], board["suits"])
    relics = _relics(data["relics.toml"])
    world = _world(data["world.toml"], board["regions"], sites, denizens, edifices, visions, relics)
    return Content(denizens=denizens, edifices=edifices, visions=visions, sites=sites, relics=relics, world=world,
                   **board)


@cache
def content() -> Content:
    return load()
