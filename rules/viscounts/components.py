"""Viscounts of the West Kingdom components other than the townsfolk: the main board and castle,
the manuscripts, the player board and player cards, the kingdom cards and the solo AI. Read from
data/{board,manuscripts,player,kingdom,solo}.toml and checked when loaded; an error names the file
and the entry. The facts are designed by the project (see CONTENT-DECISIONS.md)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache, cached_property

from rules.core.content import ContentError, check_entry, load_toml
from rules.viscounts.townsfolk import ICONS, PACKAGE, RESOURCES, Step, _count
from rules.viscounts.townsfolk import _step as _townsfolk_step

PLACES = ("left", "right", "inside")
OUTSIDE = ("left", "right")
# trade exchange -> Merchant icons needed for one use
EXCHANGES = {"silver": 1, "resource": 2, "destroy": 3, "flip": 4}
VP_PER = ("building", *ICONS, "flipped-debt", "flipped-deed", "deed", "castle-worker", "manuscript")
BUILDING_ABILITIES = ("extra_move", "dismiss_cost", "icons", "discard_on_hire", "collision_virtue", "hand_limit")
CONDITIONS = ("no-criminals",)
EXTRA_AT = ("any-segment", "viscount-space", "before-shuffle")
ITEMS = ("silver", *RESOURCES, "resource", "debt", "deed")
AI_ACTIONS = ("focus", "transcribe", "build", "workers", "trade")
AI_REPLACED = ("rearrange", "silver-2", "destroy", "future-empty", "flip-none", "discard", "castle_move")


# ---------------------------------------------------------------- steps

def _flag(where: str, value) -> None:
    if value is not True:
        raise ContentError(f"{where}: expected true, not {value!r}")


def _step(where: str, raw, ai: bool = False) -> Step:
    """One step of the townsfolk vocabulary; with ai=True also the AI steps of solo.toml
    (attempt keeps its action in target and its fallback in options[0])."""
    if isinstance(raw, dict) and len(raw) == 1:
        (kind, value), = raw.items()
        here = f"{where} step {kind}"
        if ai and kind in ("dismiss", "corruption_per_criminal"):
            _flag(here, value)
            return Step(kind)
        if ai and kind in ("move", "future"):
            return Step(kind, amount=_count(here, value))
        if ai and kind == "attempt":
            if not isinstance(value, dict):
                raise ContentError(f"{here}: expected a table")
            check_entry(here, value, {"action"}, {"otherwise"})
            if value["action"] not in AI_ACTIONS:
                raise ContentError(f"{here}: action must be one of {', '.join(AI_ACTIONS)}")
            otherwise = steps(f"{here} otherwise", value["otherwise"], ai) if "otherwise" in value else ()
            return Step(kind, target=value["action"], options=(otherwise,))
    return _townsfolk_step(where, raw)


def steps(where: str, raw, ai: bool = False) -> tuple[Step, ...]:
    if not isinstance(raw, list) or not raw:
        raise ContentError(f"{where}: expected a non-empty list of steps")
    return tuple(_step(where, step, ai) for step in raw)


def _icons(where: str, raw) -> tuple[tuple[str, int], ...]:
    if not isinstance(raw, dict) or not raw:
        raise ContentError(f"{where}: icons must be a non-empty table")
    check_entry(f"{where} icons", raw, set(), set(ICONS))
    return tuple((icon, _count(f"{where} icons.{icon}", n)) for icon, n in raw.items())


def _counts(where: str, raw, expected: int) -> tuple[int, ...]:
    if not isinstance(raw, list) or len(raw) != expected:
        raise ContentError(f"{where}: expected a list of {expected} numbers")
    return tuple(_count(where, n) for n in raw)


def _unique(where: str, ids) -> None:
    seen = set()
    for i in ids:
        if i in seen:
            raise ContentError(f"{where}: id {i!r} used twice")
        seen.add(i)


# ---------------------------------------------------------------- board

@dataclass(frozen=True)
class Town:
    id: str  # "<segment>.<place>"
    segment: str
    place: str  # left | right | inside
    start: int = 0  # red start number (outside towns only)
    exchange: str = ""  # trade exchange (outside towns only)


@dataclass(frozen=True)
class Spot:
    id: str  # L1.. left of the river, R1.. right of it
    reward: tuple[Step, ...]

    @property
    def town(self) -> str:
        return "left" if self.id.startswith("L") else "right"


@dataclass(frozen=True)
class Link:
    between: tuple[str, str]
    reward: tuple[Step, ...]


@dataclass(frozen=True)
class Side:
    name: str  # low | high
    exchange: dict[str, str]  # outside place -> exchange
    spots: tuple[Spot, ...]
    links: tuple[Link, ...]

    def spots_of(self, place: str) -> tuple[Spot, ...]:
        return self.spots_by_town[place]

    @cached_property  # asked at every build
    def spots_by_town(self) -> dict[str, tuple[Spot, ...]]:
        return {place: tuple(spot for spot in self.spots if spot.town == place) for place in PLACES}

    def spot(self, spot_id: str) -> Spot:
        return next(spot for spot in self.spots if spot.id == spot_id)


@dataclass(frozen=True)
class PrintedTownsfolk:
    name: str
    cost: int
    icons: tuple[tuple[str, int], ...]
    on_hire: tuple[Step, ...]


@dataclass(frozen=True)
class PrintedManuscript:
    cost: int
    effect: tuple[Step, ...]


@dataclass(frozen=True)
class Segment:
    id: str
    name: str
    start: dict[str, int]  # outside place -> red start number
    townsfolk: PrintedTownsfolk
    manuscript: PrintedManuscript
    sides: dict[str, Side]


@dataclass(frozen=True)
class CastleSection:
    id: str
    tier2: tuple[Step, ...]


@dataclass(frozen=True)
class Castle:
    sections: tuple[CastleSection, ...]  # clockwise
    tier3: tuple[Step, ...]
    bump: dict[int, tuple[Step, ...]]  # tier -> reward for a worker bumped off it
    vp: dict[int, int]  # tier -> VP per worker
    capacity: int  # workers a first- or second-tier section keeps after bumping

    def section(self, section_id: str) -> CastleSection:
        return next(sec for sec in self.sections if sec.id == section_id)

    @cached_property  # gone round at every worker placed
    def ring(self) -> tuple[str, ...]:
        """The sections' ids, clockwise."""
        return tuple(sec.id for sec in self.sections)


@dataclass(frozen=True)
class Board:
    segments: dict[str, Segment]
    sides: dict[str, tuple[int, ...]]  # side -> player counts
    within: tuple[tuple[str, str], ...]
    to_next: tuple[tuple[str, str], ...]
    castle: Castle

    def side_for(self, players: int) -> str:
        for name, counts in self.sides.items():
            if players in counts:
                return name
        raise ValueError(f"no board side for {players} players")

    def towns(self, side: str) -> dict[str, Town]:
        towns = {}
        for seg in self.segments.values():
            for place in PLACES:
                outside = place in OUTSIDE
                towns[f"{seg.id}.{place}"] = Town(f"{seg.id}.{place}", seg.id, place,
                                                 seg.start[place] if outside else 0,
                                                 seg.sides[side].exchange[place] if outside else "")
        return towns

    def arrows(self, order: tuple[str, ...] | list[str]) -> dict[str, tuple[str, ...]]:
        """Town id -> the towns one step on, for the segments laid clockwise in `order`."""
        if sorted(order) != sorted(self.segments):
            raise ValueError(f"order must hold each segment once: {order!r}")
        out: dict[str, list[str]] = {f"{seg}.{place}": [] for seg in order for place in PLACES}
        for i, seg in enumerate(order):
            nxt = order[(i + 1) % len(order)]
            for a, b in self.within:
                out[f"{seg}.{a}"].append(f"{seg}.{b}")
            for a, b in self.to_next:
                out[f"{seg}.{a}"].append(f"{nxt}.{b}")
        return {k: tuple(v) for k, v in out.items()}

    def start_town(self, number: int) -> str:
        for seg in self.segments.values():
            for place, n in seg.start.items():
                if n == number:
                    return f"{seg.id}.{place}"
        raise KeyError(number)


def _side(where: str, name: str, raw) -> Side:
    check_entry(where, raw, {"exchange", "spots", "links"})
    check_entry(f"{where} exchange", raw["exchange"], set(OUTSIDE))
    for place, ex in raw["exchange"].items():
        if ex not in EXCHANGES:
            raise ContentError(f"{where} exchange {place}: unknown exchange {ex!r}")
    spots = []
    for spot in raw["spots"]:
        here = f"{where} spot {spot.get('id', '?')}"
        check_entry(here, spot, {"id", "reward"})
        if not (spot["id"][:1] in "LR" and spot["id"][1:].isdigit()):
            raise ContentError(f"{here}: a spot id is L or R and a number")
        spots.append(Spot(spot["id"], steps(here, spot["reward"])))
    _unique(where, [spot.id for spot in spots])
    ids = {spot.id for spot in spots}
    links = []
    for i, link in enumerate(raw["links"]):
        here = f"{where} link #{i + 1}"
        check_entry(here, link, {"between", "reward"})
        pair = link["between"]
        if len(pair) != 2 or pair[0] == pair[1] or not set(pair) <= ids:
            raise ContentError(f"{here}: between must name two different spots of the side")
        links.append(Link(tuple(pair), steps(here, link["reward"])))
    return Side(name, dict(raw["exchange"]), tuple(spots), tuple(links))


def _segment(raw: dict, sides: dict) -> Segment:
    where = f"board.toml segment {raw.get('id', '?')}"
    check_entry(where, raw, {"id", "name", "start", "townsfolk", "manuscript", *sides})
    check_entry(f"{where} start", raw["start"], set(OUTSIDE))
    t = raw["townsfolk"]
    check_entry(f"{where} townsfolk", t, {"name", "cost", "icons", "on_hire"})
    townsfolk = PrintedTownsfolk(t["name"], _count(f"{where} townsfolk cost", t["cost"]),
                                 _icons(f"{where} townsfolk", t["icons"]),
                                 steps(f"{where} townsfolk on_hire", t["on_hire"]))
    m = raw["manuscript"]
    check_entry(f"{where} manuscript", m, {"cost", "effect"})
    manuscript = PrintedManuscript(_count(f"{where} manuscript cost", m["cost"]),
                                   steps(f"{where} manuscript effect", m["effect"]))
    return Segment(raw["id"], raw["name"], {p: _count(f"{where} start", raw["start"][p]) for p in OUTSIDE},
                   townsfolk, manuscript,
                   {name: _side(f"{where} {name}", name, raw[name]) for name in sides})


def _castle(raw: dict) -> Castle:
    where = "board.toml castle"
    check_entry(where, raw, {"tier3", "bump", "vp", "capacity", "sections"})
    check_entry(f"{where} bump", raw["bump"], {"tier1", "tier2"})
    check_entry(f"{where} vp", raw["vp"], {"tier1", "tier2", "tier3"})
    sections = []
    for sec in raw["sections"]:
        here = f"{where} section {sec.get('id', '?')}"
        check_entry(here, sec, {"id", "tier2"})
        sections.append(CastleSection(sec["id"], steps(here, sec["tier2"])))
    _unique(where, [sec.id for sec in sections])
    return Castle(tuple(sections), steps(f"{where} tier3", raw["tier3"]),
                  {t: steps(f"{where} bump tier{t}", raw["bump"][f"tier{t}"]) for t in (1, 2)},
                  {t: _count(f"{where} vp", raw["vp"][f"tier{t}"]) for t in (1, 2, 3)},
                  _count(f"{where} capacity", raw["capacity"]))


@cache
def board() -> Board:
    data = load_toml(PACKAGE, "board.toml")
    check_entry("board.toml", data, {"sides", "paths", "segment", "castle"})
    sides = {name: tuple(_count(f"board.toml sides {name}", n) for n in counts)
             for name, counts in data["sides"].items()}
    check_entry("board.toml paths", data["paths"], {"within", "to_next"})
    for key, pairs in data["paths"].items():
        for pair in pairs:
            if len(pair) != 2 or not set(pair) <= set(PLACES):
                raise ContentError(f"board.toml paths {key}: {pair!r} is not a pair of {', '.join(PLACES)}")
    segments = [_segment(raw, sides) for raw in data["segment"]]
    _unique("board.toml segment", [seg.id for seg in segments])
    numbers = [n for seg in segments for n in seg.start.values()]
    _unique("board.toml start numbers", numbers)
    return Board({seg.id: seg for seg in segments}, sides,
                 tuple(tuple(p) for p in data["paths"]["within"]),
                 tuple(tuple(p) for p in data["paths"]["to_next"]), _castle(data["castle"]))


# ---------------------------------------------------------------- manuscripts

@dataclass(frozen=True)
class Manuscript:
    id: str
    back: str  # grey | black
    ribbon: str
    cost: int  # Cleric icons
    effect: tuple[Step, ...] = ()
    vp_per: str = ""  # one of VP_PER, or "" for none
    vp_each: int = 0
    vp_flat: int = 0


@dataclass(frozen=True)
class Manuscripts:
    ribbons: tuple[str, ...]
    set_vp: tuple[int, ...]  # index = set size - 1
    cards: dict[str, Manuscript]

    def sets_score(self, ribbon_counts: dict[str, int]) -> int:
        """VP for a player's ribbons, made into sets of different colours, largest sets first."""
        counts = [n for n in ribbon_counts.values() if n > 0]
        total = 0
        while counts:
            total += self.set_vp[len(counts) - 1]
            counts = [n - 1 for n in counts if n > 1]
        return total


@cache
def manuscripts() -> Manuscripts:
    data = load_toml(PACKAGE, "manuscripts.toml")
    check_entry("manuscripts.toml", data, {"ribbons", "set_vp", "manuscript"})
    ribbons = tuple(data["ribbons"])
    set_vp = _counts("manuscripts.toml set_vp", data["set_vp"], len(ribbons))
    cards = {}
    for raw in data["manuscript"]:
        where = f"manuscripts.toml manuscript {raw.get('id', '?')}"
        check_entry(where, raw, {"id", "back", "ribbon", "cost"}, {"effect", "vp"})
        if raw["back"] not in ("grey", "black"):
            raise ContentError(f"{where}: back must be grey or black")
        if raw["ribbon"] not in ribbons:
            raise ContentError(f"{where}: unknown ribbon {raw['ribbon']!r}")
        if "effect" not in raw and "vp" not in raw:
            raise ContentError(f"{where}: needs an effect, a vp or both")
        per, each, flat = "", 0, 0
        if "vp" in raw:
            vp = raw["vp"]
            if "flat" in vp:
                check_entry(f"{where} vp", vp, {"flat"})
                flat = _count(f"{where} vp", vp["flat"])
            else:
                check_entry(f"{where} vp", vp, {"per", "each"})
                if vp["per"] not in VP_PER:
                    raise ContentError(f"{where} vp: unknown per {vp['per']!r} (known: {', '.join(VP_PER)})")
                per, each = vp["per"], _count(f"{where} vp", vp["each"])
        if raw["id"] in cards:
            raise ContentError(f"{where}: id used twice")
        cards[raw["id"]] = Manuscript(raw["id"], raw["back"], raw["ribbon"], _count(f"{where} cost", raw["cost"]),
                                      steps(f"{where} effect", raw["effect"]) if "effect" in raw else (),
                                      per, each, flat)
    return Manuscripts(ribbons, set_vp, cards)


# ---------------------------------------------------------------- player board and cards

@dataclass(frozen=True)
class BuildingAbility:
    kind: str  # one of BUILDING_ABILITIES
    amount: int = 0
    icons: tuple[tuple[str, int], ...] = ()

    @property
    def text(self) -> str:
        n = self.amount
        if self.kind == "icons":
            return " and ".join(f"{k} {ICONS[icon]} icon{'s' if k > 1 else ''} for good" for icon, k in self.icons)
        return {"extra_move": f"up to {n} more space{'s' if n > 1 else ''} of movement free",
                "dismiss_cost": f"dismissing costs {n} silver",
                "discard_on_hire": f"discard up to {n} card{'s' if n > 1 else ''} whenever you hire",
                "collision_virtue": f"{n} virtue at any collision while no criminal is on your board",
                "hand_limit": f"hand limit +{n}"}[self.kind]


@dataclass(frozen=True)
class BuildingType:
    id: str
    name: str
    cost: int  # Builder icons
    count: int
    score: tuple[int, ...]  # VP for 1, 2, 3 built
    abilities: tuple[BuildingAbility, ...]  # printed under the 1st, 2nd, 3rd from the left


@dataclass(frozen=True)
class Collision:
    above: tuple[Step, ...]
    below: tuple[Step, ...] = ()
    below_if: str = ""


@dataclass(frozen=True)
class Track:
    collision: tuple[Collision, ...]  # by position, 0 = left end

    @property
    def spaces(self) -> int:
        return len(self.collision)

    corruption_start = 0

    @property
    def virtue_start(self) -> int:
        return self.spaces - 1


@dataclass(frozen=True)
class PlayerCard:
    number: int  # also its red start space
    items: tuple[tuple[str, int], ...]
    extra: tuple[Step, ...] = ()
    extra_at: str = ""


@dataclass(frozen=True)
class PlayerBoard:
    hand_limit: int
    buildings: tuple[BuildingType, ...]  # left to right
    starting_icons: dict[str, tuple[tuple[str, int], ...]]  # card space -> icons
    noble: tuple[int, ...]  # Noble icons for 1, 2, 3, 4 workers
    track: Track
    cards: dict[int, PlayerCard]

    def building(self, building_id: str) -> BuildingType:
        return self.buildings_by_id[building_id]

    @cached_property  # asked for every type at every build
    def buildings_by_id(self) -> dict[str, BuildingType]:
        return {b.id: b for b in self.buildings}


def _ability(where: str, raw) -> BuildingAbility:
    if not isinstance(raw, dict) or len(raw) != 1:
        raise ContentError(f"{where}: an ability is a table with one key")
    (kind, value), = raw.items()
    if kind not in BUILDING_ABILITIES:
        raise ContentError(f"{where}: unknown ability {kind!r} (known: {', '.join(BUILDING_ABILITIES)})")
    if kind == "icons":
        return BuildingAbility(kind, icons=_icons(where, value))
    return BuildingAbility(kind, amount=_count(f"{where} {kind}", value))


@cache
def player() -> PlayerBoard:
    file = "player.toml"
    data = load_toml(PACKAGE, file)
    check_entry(file, data, {"hand_limit", "building", "starting_icons", "noble", "track", "card"})
    buildings = []
    for raw in data["building"]:
        where = f"{file} building {raw.get('id', '?')}"
        check_entry(where, raw, {"id", "name", "cost", "count", "score", "abilities"})
        count = _count(f"{where} count", raw["count"])
        abilities = raw["abilities"]
        if len(abilities) != count:
            raise ContentError(f"{where}: one ability per building ({count})")
        buildings.append(BuildingType(raw["id"], raw["name"], _count(f"{where} cost", raw["cost"]), count,
                                      _counts(f"{where} score", raw["score"], count),
                                      tuple(_ability(f"{where} ability #{i + 1}", a) for i, a in enumerate(abilities))))
    _unique(f"{file} building", [b.id for b in buildings])
    starting = {}
    for raw in data["starting_icons"]:
        check_entry(f"{file} starting_icons", raw, {"space", "icons"})
        if raw["space"] not in ("middle", "right") or raw["space"] in starting:
            raise ContentError(f"{file} starting_icons: space must be middle or right, once each")
        starting[raw["space"]] = _icons(f"{file} starting_icons {raw['space']}", raw["icons"])
    check_entry(f"{file} noble", data["noble"], {"icons"})
    noble = _counts(f"{file} noble", data["noble"]["icons"], 4)
    if list(noble) != sorted(set(noble)):
        raise ContentError(f"{file} noble: icons must rise")
    check_entry(f"{file} track", data["track"], {"spaces", "collision"})
    collisions = []
    for i, raw in enumerate(data["track"]["collision"]):
        where = f"{file} track position {i}"
        check_entry(where, raw, {"above"}, {"below", "below_if"})
        if raw.get("below_if", "") not in ("", *CONDITIONS) or ("below_if" in raw and "below" not in raw):
            raise ContentError(f"{where}: below_if must be one of {', '.join(CONDITIONS)}, with a below")
        collisions.append(Collision(steps(f"{where} above", raw["above"]),
                                    steps(f"{where} below", raw["below"]) if "below" in raw else (),
                                    raw.get("below_if", "")))
    if len(collisions) != _count(f"{file} track spaces", data["track"]["spaces"]):
        raise ContentError(f"{file} track: one collision entry per space")
    cards = {}
    for raw in data["card"]:
        where = f"{file} card {raw.get('number', '?')}"
        check_entry(where, raw, {"number", "items"}, {"extra", "extra_at"})
        check_entry(f"{where} items", raw["items"], set(), set(ITEMS))
        if raw.get("extra_at", "") not in ("", *EXTRA_AT) or ("extra_at" in raw and "extra" not in raw):
            raise ContentError(f"{where}: extra_at must be one of {', '.join(EXTRA_AT)}, with an extra")
        number = _count(f"{where} number", raw["number"])
        if number in cards:
            raise ContentError(f"{where}: number used twice")
        cards[number] = PlayerCard(number, tuple((k, _count(f"{where} items.{k}", n)) for k, n in raw["items"].items()),
                                   steps(f"{where} extra", raw["extra"]) if "extra" in raw else (),
                                   raw.get("extra_at", ""))
    return PlayerBoard(_count(f"{file} hand_limit", data["hand_limit"]), tuple(buildings), starting, noble,
                       Track(tuple(collisions)), cards)


# ---------------------------------------------------------------- kingdom cards

@dataclass(frozen=True)
class KingdomCard:
    id: str  # poverty | prosperity
    pile: str  # debt | deed
    on_top: dict[int, int]  # player count -> cards on top
    scores: str  # flipped-deed | flipped-debt
    vp: tuple[int, ...]  # 1st, 2nd, 3rd
    middle_from: int  # 2nd place pays only from this many players

    def payouts(self, players: int) -> tuple[int, ...]:
        """VP by place for this player count (the middle place left out below middle_from)."""
        return self.vp if players >= self.middle_from else (self.vp[0], self.vp[2])


@dataclass(frozen=True)
class Kingdom:
    debts: int
    deeds: int
    poverty: KingdomCard
    prosperity: KingdomCard
    end: dict[str, int]  # unpaid_debt, acquired_deed, approved_deed
    cleric_bonus: dict[str, tuple[int, tuple[tuple[str, int], ...]]]  # ribbon -> (vp, icons)
    castle_leader_vp: int
    castle_leader_hand: int


@cache
def kingdom() -> Kingdom:
    file = "kingdom.toml"
    data = load_toml(PACKAGE, file)
    check_entry(file, data, {"cards", "poverty", "prosperity", "end", "cleric_bonus", "castle_leader"})
    check_entry(f"{file} cards", data["cards"], {"debts", "deeds"})
    cards = {}
    for name, pile, scores in (("poverty", "debt", "flipped-deed"), ("prosperity", "deed", "flipped-debt")):
        raw = data[name]
        where = f"{file} {name}"
        check_entry(where, raw, {"pile", "on_top", "scores", "vp", "middle_from"})
        if raw["pile"] != pile or raw["scores"] != scores:
            raise ContentError(f"{where}: pile must be {pile} and scores {scores}")
        check_entry(f"{where} on_top", raw["on_top"], {"1", "2", "3", "4"})
        total = data["cards"][f"{pile}s"]
        on_top = {int(k): _count(f"{where} on_top.{k}", n) for k, n in raw["on_top"].items()}
        if max(on_top.values()) > total:
            raise ContentError(f"{where}: more cards on top than the {total} in the box")
        cards[name] = KingdomCard(name, pile, on_top, scores, _counts(f"{where} vp", raw["vp"], 3),
                                  _count(f"{where} middle_from", raw["middle_from"]))
    check_entry(f"{file} end", data["end"], {"unpaid_debt", "acquired_deed", "approved_deed"})
    bonus = {}
    for raw in data["cleric_bonus"]:
        where = f"{file} cleric_bonus {raw.get('ribbon', '?')}"
        check_entry(where, raw, {"ribbon", "vp", "icons"})
        if raw["ribbon"] in bonus:
            raise ContentError(f"{where}: ribbon used twice")
        bonus[raw["ribbon"]] = (_count(f"{where} vp", raw["vp"]), _icons(where, raw["icons"]))
    check_entry(f"{file} castle_leader", data["castle_leader"], {"vp", "hand_limit"})
    return Kingdom(_count(f"{file} cards", data["cards"]["debts"]), _count(f"{file} cards", data["cards"]["deeds"]),
                   cards["poverty"], cards["prosperity"], dict(data["end"]), bonus,
                   _count(f"{file} castle_leader vp", data["castle_leader"]["vp"]),
                   _count(f"{file} castle_leader hand_limit", data["castle_leader"]["hand_limit"]))


# ---------------------------------------------------------------- solo

@dataclass(frozen=True)
class AIBoard:
    id: str
    name: str
    focus: str  # transcribe | build | workers | trade
    focus_icon: str
    start: tuple[Step, ...]
    start_building: str
    remove: tuple[str, ...]
    priority: tuple[tuple[str, int], ...]  # (resource, take while holding fewer than; 0 = always)
    single_resource: bool  # all resources count as one type


@dataclass(frozen=True)
class Scheme:
    id: str
    deck: str  # starting | future
    icons: tuple[tuple[str, int], ...]
    steps: tuple[Step, ...]


@dataclass(frozen=True)
class Reference:
    columns: tuple[tuple[int, tuple[str, ...], tuple[Step, ...]], ...]  # (column, replaced, instead)
    future_for: tuple[str, ...]
    ignore: tuple[str, ...]
    flip_choice: str
    leftover_vp: int

    def instead(self, effect: str) -> tuple[Step, ...]:
        for _, when, gain in self.columns:
            if effect in when:
                return gain
        raise KeyError(effect)


@dataclass(frozen=True)
class Solo:
    buildings: tuple[str, ...]  # building types left to right on AI boards
    noble: tuple[tuple[int, int], ...]  # (Noble icons, workers)
    ais: dict[str, AIBoard]
    schemes: dict[str, Scheme]
    reference: Reference


def _ai(raw: dict, buildings: tuple[str, ...]) -> AIBoard:
    where = f"solo.toml ai {raw.get('id', '?')}"
    check_entry(where, raw, {"id", "name", "focus", "focus_icon", "start", "remove", "priority"}, {"start_building"})
    if raw["focus"] not in AI_ACTIONS[1:]:
        raise ContentError(f"{where}: focus must be one of {', '.join(AI_ACTIONS[1:])}")
    if raw["focus_icon"] not in ICONS:
        raise ContentError(f"{where}: unknown icon {raw['focus_icon']!r}")
    if raw.get("start_building", buildings[0]) not in buildings:
        raise ContentError(f"{where}: unknown building {raw['start_building']!r}")
    single = raw["priority"] == "single"
    chart = []
    if not single:
        for i, p in enumerate(raw["priority"]):
            last = i == len(raw["priority"]) - 1
            check_entry(f"{where} priority #{i + 1}", p, {"take"} if last else {"take", "below"})
            if p["take"] not in RESOURCES:
                raise ContentError(f"{where} priority #{i + 1}: unknown resource {p['take']!r}")
            chart.append((p["take"], 0 if last else _count(f"{where} priority", p["below"])))
        if sorted(r for r, _ in chart) != sorted(RESOURCES):
            raise ContentError(f"{where}: the priority chart names each resource once, or is \"single\"")
    return AIBoard(raw["id"], raw["name"], raw["focus"], raw["focus_icon"], steps(f"{where} start", raw["start"], ai=True),
                   raw.get("start_building", ""), tuple(raw["remove"]), tuple(chart), single)


@cache
def solo() -> Solo:
    file = "solo.toml"
    data = load_toml(PACKAGE, file)
    check_entry(file, data, {"buildings", "noble", "ai", "scheme", "reference"})
    buildings = tuple(data["buildings"])
    check_entry(f"{file} noble", data["noble"], {"icons", "workers"})
    noble = tuple(zip(_counts(f"{file} noble icons", data["noble"]["icons"], 3),
                      _counts(f"{file} noble workers", data["noble"]["workers"], 3)))
    schemes = {}
    for raw in data["scheme"]:
        where = f"{file} scheme {raw.get('id', '?')}"
        check_entry(where, raw, {"id", "deck", "icons", "steps"})
        if raw["deck"] not in ("starting", "future"):
            raise ContentError(f"{where}: deck must be starting or future")
        if raw["id"] in schemes:
            raise ContentError(f"{where}: id used twice")
        schemes[raw["id"]] = Scheme(raw["id"], raw["deck"], _icons(where, raw["icons"]),
                                    steps(f"{where} steps", raw["steps"], ai=True))
    ais = {}
    for raw in data["ai"]:
        ai = _ai(raw, buildings)
        for sid in ai.remove:
            if sid not in schemes:
                raise ContentError(f"{file} ai {ai.id}: removes unknown scheme {sid!r}")
        if ai.id in ais:
            raise ContentError(f"{file} ai {ai.id}: id used twice")
        ais[ai.id] = ai
    ref = data["reference"]
    where = f"{file} reference"
    check_entry(where, ref, {"columns", "future_for", "ignore", "flip_choice", "leftover_vp"})
    columns = []
    for raw in ref["columns"]:
        check_entry(f"{where} column", raw, {"column", "when", "gain"})
        if not set(raw["when"]) <= set(AI_REPLACED):
            raise ContentError(f"{where} column {raw['column']}: unknown effect in {raw['when']!r}")
        columns.append((_count(f"{where} column", raw["column"]), tuple(raw["when"]),
                        steps(f"{where} column {raw['column']}", raw["gain"])))
    if ref["flip_choice"] != "fewest-then-debt":
        raise ContentError(f"{where}: unknown flip_choice {ref['flip_choice']!r}")
    reference = Reference(tuple(columns), tuple(ref["future_for"]), tuple(ref["ignore"]), ref["flip_choice"],
                          _count(f"{where} leftover_vp", ref["leftover_vp"]))
    return Solo(buildings, noble, ais, schemes, reference)


# ---------------------------------------------------------------- everything, cross-checked

@dataclass(frozen=True)
class Components:
    board: Board
    manuscripts: Manuscripts
    player: PlayerBoard
    kingdom: Kingdom
    solo: Solo

    def __reduce__(self):
        return components, ()  # one shared copy: a pickled state refers to it by name


@cache
def components() -> Components:
    c = Components(board(), manuscripts(), player(), kingdom(), solo())
    if set(c.kingdom.cleric_bonus) != set(c.manuscripts.ribbons):
        raise ContentError("kingdom.toml cleric_bonus: one card per ribbon of manuscripts.toml")
    if sorted(c.solo.buildings) != sorted(b.id for b in c.player.buildings):
        raise ContentError("solo.toml buildings: must name the building types of player.toml")
    numbers = sorted(n for seg in c.board.segments.values() for n in seg.start.values())
    if numbers != sorted(c.player.cards):
        raise ContentError("player.toml card: one card per red start number of board.toml")
    return c


class Moves:
    """Where moves along the arrows of one board can end, found as moves ask and kept: the arrows
    of an order of segments never change."""

    def __init__(self, arrows: dict[str, tuple[str, ...]]):
        self.arrows = arrows
        # the towns exactly k spaces on from each start, at k, and those a move of at least k spaces
        # can end on with the farthest looked at
        self.levels: dict[str, list[tuple[str, ...]]] = {}
        self.ends_of: dict[tuple[str, int], tuple[dict[str, int], int]] = {}

    def ends(self, start: str, least: int, most: int) -> dict[str, int]:
        """Towns a move of at least `least` spaces can end on, with the fewest spaces each, the
        nearest first (by name among equals), found up to `most` spaces at least: kept for each start
        and least, and found farther as moves ask. Shared: not to be changed."""
        found, farthest = self.ends_of.get((start, least), ({}, least - 1))
        if farthest < most and len(found) < len(self.arrows):  # every town found: farther is never nearer
            levels = self.levels.setdefault(start, [(start,)])
            while farthest < most and len(found) < len(self.arrows):
                farthest += 1
                while len(levels) <= farthest:
                    levels.append(tuple(sorted({b for a in levels[-1] for b in self.arrows[a]})))
                for town in levels[farthest]:
                    found.setdefault(town, farthest)
            self.ends_of[start, least] = (found, farthest)
        return found


@cache  # kept for every match laid out in the order (the search bot's copies of a match all are)
def moves_over(order: tuple[str, ...]) -> Moves:
    return Moves(components().board.arrows(order))
