"""A Chronicle kept between games: its name, its world, the boards' sides, the games played here,
the Dispossessed and the Archive, as the JSON text of its file, and to and from the official mod's
save string. Where the files live and how they are written is the app's (tabletop_tui/chronicles.py).

The file (JSON):

    format        "tabletop oath chronicle"
    layout        LAYOUT; a larger number is from newer rules and is not read
    name          the Chronicle's name (check_name)
    sides         each Exile board's side: {"red": "exile" | "citizen", ...}
    games         the games played here, oldest first: {"seats": [colours], "winner": colour | null}
    world         the world as the mod's string holds it, the name, sides and Dispossessed apart:
                  mod_version [3, 3, 2], game_count, previous_seats [colours, "clockwork prince"],
                  oath, suit_order [6 suits], sites [8 x {"site": id | null, "faceup", "slots": [3]}],
                  world_deck and relic_deck (ids, top first), previous (null before 3.3.1, else
                  {"sides": [Citizen colours], "winner": colour | null, "winner_name"})
    dispossessed  card ids
    archive       card ids: the denizens and edifices (intact ids) in no other place
"""
from __future__ import annotations

import json
import unicodedata
from collections import Counter
from dataclasses import dataclass, replace

from . import savestring
from .content import DENIZEN_IDS, EDIFICE_IDS, Content, World, WorldSite, archive_of, intact_of
from .savestring import CLOCKWORK_PRINCE, COLOUR_BITS, PreviousGame, SaveStringError, SiteRecord

FORMAT = "tabletop oath chronicle"
LAYOUT = 1
NAME_LENGTH = 60
BOARDS = ("red", "blue", "white", "yellow", "brown")  # the Exile boards, each with a Citizen side
SIDES = ("exile", "citizen")
SEAT_BITS = {**COLOUR_BITS, "clockwork prince": CLOCKWORK_PRINCE}


class ChronicleError(ValueError):
    """A Chronicle name, file or string that cannot be used; the message is one line."""


def check_name(name: str) -> str:
    """The name, or ChronicleError: a name is never a path, so that the file stays in its folder."""
    if not isinstance(name, str) or not name.strip():
        raise ChronicleError("a Chronicle needs a name")
    if len(name) > NAME_LENGTH:
        raise ChronicleError(f"a Chronicle's name is at most {NAME_LENGTH} characters ({len(name)} given)")
    if any(unicodedata.category(ch)[0] == "C" for ch in name):
        raise ChronicleError(f"a Chronicle's name may not hold control or escape characters: {name!r}")
    if "/" in name or "\\" in name or ".." in name or name.startswith("."):
        raise ChronicleError(f"a Chronicle's name is a name, not a path (no /, \\, .. or leading dot): {name!r}")
    if name != name.strip():
        raise ChronicleError(f"a Chronicle's name has no spaces around it: {name!r}")
    return name


@dataclass(frozen=True)
class Game:
    """A game played here: the colours at the table and the winner's colour."""
    seats: tuple[str, ...]
    winner: str | None


@dataclass(frozen=True)
class StoredChronicle:
    name: str
    world: savestring.Chronicle  # its name, citizen mask and Dispossessed are the three fields below
    games: tuple[Game, ...]
    archive: tuple[int, ...]

    @property
    def sides(self) -> dict[str, str]:
        return {board: SIDES[bool(self.world.citizens & COLOUR_BITS[board])] for board in BOARDS}

    @property
    def dispossessed(self) -> tuple[int, ...]:
        return self.world.dispossessed


def _placed(world: savestring.Chronicle) -> list[int]:
    """Every card the world holds somewhere, edifices by their intact id."""
    at_sites = [card for site in world.sites for card in site.cards]
    return [intact_of(c) for c in (*at_sites, *world.world_deck, *world.dispossessed, *world.relic_deck)]


def from_string(text: str, name: str | None = None) -> StoredChronicle:
    """A Chronicle from the mod's save string, named `name` (by default the string's own name); the
    Archive is every denizen and edifice the string places nowhere. Raises ChronicleError."""
    if name is not None:
        check_name(name)
    try:
        world = savestring.decode(text)
    except SaveStringError as e:
        raise ChronicleError(str(e)) from None
    name = check_name(world.name if name is None else name)
    if world.citizens & ~sum(COLOUR_BITS[b] for b in BOARDS):
        raise ChronicleError(f"save string: the citizen mask {world.citizens:#04x} names a board without a Citizen side")
    _colours_of("save string: the previous seats", world.players, SEAT_BITS)
    if world.previous is not None:
        _colours_of("save string: the previous citizen", world.previous.citizens, COLOUR_BITS)
    placed = _placed(world)
    _once("save string", placed)
    archive = archive_of(placed)
    return StoredChronicle(name, replace(world, name=name), (), archive)


def _once(where: str, cards: list[int]) -> None:
    twice = sorted(card for card, n in Counter(cards).items() if n > 1)
    if twice:
        raise ChronicleError(f"{where}: card {twice[0]} lies in two places")


def world_of(chronicle: StoredChronicle, c: Content) -> World:
    """The world the Chronicle's next game is set up from, or ChronicleError for one that no game
    can be played on here: a map place without a site."""
    w = chronicle.world
    sites = []
    for i, (record, region) in enumerate(zip(w.sites, c.slot_regions), start=1):
        if record.site is None or record.site not in c.sites:
            raise ChronicleError(f"map place {i} holds no site: no game can be set up on this world")
        sites.append(WorldSite(region, record.site, record.faceup, record.cards))
    return World(chronicle.name, w.oath, tuple(sites), w.world_deck, w.relic_deck, w.dispossessed,
                 frozenset(w.citizen_colours), chronicle.archive)


def first_chronicle(name: str, world: World) -> StoredChronicle:
    """A Chronicle not yet played, on `world` (the first game's, or one dealt at random)."""
    return StoredChronicle(check_name(name), _stored_world(name, world, 1, 0, None), (), world.archive)


def sequel(before: StoredChronicle, world: World, seats: tuple[str, ...], winner: str, winner_name: str) -> StoredChronicle:
    """The Chronicle after a game of it: `world` as its winner rewrote it (Law 8), the game played
    at `seats` (colours, purple the Chancellor's) and won by the colour `winner`."""
    mask = sum(COLOUR_BITS[x] for x in seats)
    name_known = winner_name.isascii() and winner_name.isprintable() and winner_name
    previous = PreviousGame(before.world.citizens, winner, winner_name if name_known else "UNKNOWN")
    stored = _stored_world(before.name, world, before.world.games + 1, mask, previous, before.world.suit_order)
    return StoredChronicle(before.name, stored, (*before.games, Game(tuple(seats), winner)), world.archive)


def _stored_world(name: str, world: World, games: int, seats: int, previous: PreviousGame | None,
                  suit_order: tuple[str, ...] = savestring.SUIT_CODES) -> savestring.Chronicle:
    records = []
    for site in world.sites:
        if len(site.cards) > savestring.CARD_SLOTS:
            raise ChronicleError(f"site {site.site} holds {len(site.cards)} cards, more than a Chronicle keeps")
        slots = (*site.cards, *[None] * (savestring.CARD_SLOTS - len(site.cards)))
        records.append(SiteRecord(site.site, site.faceup, slots))
    citizens = sum(COLOUR_BITS[x] for x in world.citizens)
    return savestring.Chronicle(savestring.NEWEST, games, name, seats, citizens, world.oath, tuple(suit_order),
                                tuple(records), world.world_deck, world.dispossessed, world.relic_deck,
                                previous or PreviousGame(citizens, None, "UNKNOWN"))


def to_string(chronicle: StoredChronicle) -> str:
    """The mod's save string of the Chronicle (the Archive and the games played here are not in it).
    Raises ChronicleError when the string cannot hold it, such as a name in other letters than ASCII."""
    try:
        return savestring.encode(chronicle.world)
    except SaveStringError as e:
        raise ChronicleError(str(e)) from None


def _colours_of(what: str, mask: int, bits: dict[str, int]) -> list[str]:
    if mask & ~sum(bits.values()):
        raise ChronicleError(f"{what} mask {mask:#04x} holds an unknown seat")
    return [colour for colour, bit in bits.items() if mask & bit]


def to_json(chronicle: StoredChronicle) -> str:
    w = chronicle.world
    previous = None if w.previous is None else {
        "sides": _colours_of("the previous citizen", w.previous.citizens, COLOUR_BITS),
        "winner": w.previous.winner, "winner_name": w.previous.winner_name}
    world = {
        "mod_version": list(w.version), "game_count": w.games,
        "previous_seats": _colours_of("the previous seats", w.players, SEAT_BITS), "oath": w.oath,
        "suit_order": list(w.suit_order),
        "sites": [{"site": s.site, "faceup": s.faceup, "slots": list(s.slots)} for s in w.sites],
        "world_deck": list(w.world_deck), "relic_deck": list(w.relic_deck), "previous": previous}
    return json.dumps({
        "format": FORMAT, "layout": LAYOUT, "name": chronicle.name, "sides": chronicle.sides,
        "games": [{"seats": list(g.seats), "winner": g.winner} for g in chronicle.games],
        "world": world, "dispossessed": list(w.dispossessed), "archive": list(chronicle.archive)}, indent=1)


class _Fields:
    """Typed reads of one JSON object, each failure a ChronicleError naming the field."""

    def __init__(self, where: str, raw):
        if not isinstance(raw, dict):
            raise ChronicleError(f"{where} is not an object")
        self.where, self.raw = where, raw

    def get(self, key: str, kind, optional: bool = False):
        value = self.raw.get(key)
        if value is None and optional:
            return None
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise ChronicleError(f"{self.where}.{key} is missing or not {getattr(kind, '__name__', kind)}")
        return value

    def ints(self, key: str, optional_items: bool = False) -> tuple:
        values = self.get(key, list)
        if not all((v is None and optional_items) or (isinstance(v, int) and not isinstance(v, bool)) for v in values):
            raise ChronicleError(f"{self.where}.{key} is not a list of card ids")
        return tuple(values)

    def colours(self, key: str, bits: dict[str, int]) -> int:
        names = self.get(key, list)
        if not all(isinstance(n, str) and n in bits for n in names):
            raise ChronicleError(f"{self.where}.{key} holds something that is not one of {', '.join(bits)}")
        return sum(bits[n] for n in set(names))


def from_json(text: str) -> StoredChronicle:
    """Read a Chronicle file's text; raises ChronicleError saying in one line why it cannot be
    continued: not a Chronicle, from newer rules, or broken (the field that is wrong)."""
    try:
        raw = json.loads(text)
    except ValueError:
        raise ChronicleError("not a Chronicle file (not JSON)") from None
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise ChronicleError("not a Chronicle file")
    top = _Fields("file", raw)
    if top.get("layout", int) > LAYOUT:
        raise ChronicleError(f"from newer rules (file layout {raw['layout']}; this tabletop reads {LAYOUT})")
    name = check_name(top.get("name", str))
    sides = _Fields("sides", top.get("sides", dict))
    citizens = 0
    for board in BOARDS:
        side = sides.get(board, str)
        if side not in SIDES:
            raise ChronicleError(f"sides.{board} is {side!r}, not exile or citizen")
        citizens |= COLOUR_BITS[board] if side == "citizen" else 0
    games = []
    for i, entry in enumerate(top.get("games", list)):
        game = _Fields(f"games[{i}]", entry)
        seats, winner = game.get("seats", list), game.get("winner", str, optional=True)
        if not all(s in SEAT_BITS for s in seats) or (winner is not None and winner not in COLOUR_BITS):
            raise ChronicleError(f"games[{i}] names a colour that is not one")
        games.append(Game(tuple(seats), winner))
    w = _Fields("world", top.get("world", dict))
    sites = []
    for i, entry in enumerate(w.get("sites", list)):
        site = _Fields(f"world.sites[{i}]", entry)
        sites.append(SiteRecord(site.get("site", int, optional=True), site.get("faceup", bool),
                                site.ints("slots", optional_items=True)))
    previous = None
    if w.raw.get("previous") is not None:
        p = _Fields("world.previous", w.get("previous", dict))
        previous = PreviousGame(p.colours("sides", COLOUR_BITS), p.get("winner", str, optional=True),
                                p.get("winner_name", str))
    world = savestring.Chronicle(
        tuple(w.ints("mod_version")), w.get("game_count", int), name, w.colours("previous_seats", SEAT_BITS),
        citizens, w.get("oath", str), tuple(w.get("suit_order", list)), tuple(sites), w.ints("world_deck"),
        top.ints("dispossessed"), w.ints("relic_deck"), previous)
    try:  # writing the world as the mod's string checks every id, pile and code; the name is checked above
        savestring.encode(replace(world, name="-"))
    except SaveStringError as e:
        raise ChronicleError(f"world: {e}") from None
    archive = top.ints("archive")
    if not all(c in DENIZEN_IDS or c in EDIFICE_IDS[::2] for c in archive):
        raise ChronicleError("archive holds a card that is not a denizen or an intact edifice")
    _once("archive", _placed(world) + list(archive))
    return StoredChronicle(name, world, tuple(games), archive)
