"""The Chronicle save strings of the official Oath Tabletop Simulator mod (versions 3.1.0 to 3.3.3),
read (`decode`) and written (`encode`), so a world moves between the mod and here both ways.

The layout, in order (every number is two uppercase hex characters, one byte, unless said):

    version         major, minor, patch
    game count      two bytes, high byte first
    name            a length byte (1-255), then that many ASCII characters (not hex)
    players         the previous game's seats (colour mask, see COLOUR_BITS; 0x40 = Clockwork Prince)
    citizens        colour mask of the boards that show their Citizen side
    oath            0 Supremacy, 1 People, 2 Devotion, 3 Protection (OATH_CODES)
    suit order      six single hex digits (SUIT_CODES)
    sites           8 records of 4 bytes, Cradle 1-2, Provinces 3-5, Hinterland 6-8: the site id
                    (0-22 faceup, +24 facedown, 255 none) and its 3 card slots (255 = empty)
    world deck      a count byte, then the card ids, top first
    Dispossessed    a count byte, then the card ids
    relic deck      a count byte, then the relic ids, top first
    from 3.3.1:     the previous starting citizen mask, the previous winner's colour byte, and the
                    winner's name (length byte + ASCII; "UNKNOWN" when not known)

Card ids share one byte: denizens 0-197, edifices 198-209, Visions 210-214, banners 215-216,
relics 218-237, the Grand Scepter 238; 217 and 239-254 are unused.
"""
from __future__ import annotations

from dataclasses import dataclass

OLDEST = (3, 1, 0)
NEWEST = (3, 3, 3)
PREVIOUS_GAME_FROM = (3, 3, 1)  # the previous-game block is written from this version on
SITES = 8
CARD_SLOTS = 3
FACEDOWN = 24  # added to a site id when the site lies facedown
SITE_IDS = range(23)
NONE = 255  # an empty site slot or card slot

OATH_CODES = ("supremacy", "people", "devotion", "protection")
SUIT_CODES = ("discord", "hearth", "nomad", "arcane", "order", "beast")
COLOUR_BITS = {"purple": 0x20, "brown": 0x10, "yellow": 0x08, "white": 0x04, "blue": 0x02, "red": 0x01}
CLOCKWORK_PRINCE = 0x40


class SaveStringError(ValueError):
    """A save string that cannot be read; the message names the field and the character offset."""


def _colours(mask: int) -> tuple[str, ...]:
    return tuple(colour for colour, bit in COLOUR_BITS.items() if mask & bit)


def _card_known(card: int) -> bool:
    return card <= 216 or 218 <= card <= 238


@dataclass(frozen=True)
class SiteRecord:
    """One of the eight map places: which site lies there (None: no site), whether it is faceup,
    and the cards in its three slots (None: empty), as stored."""
    site: int | None
    faceup: bool
    slots: tuple[int | None, int | None, int | None]

    @property
    def cards(self) -> tuple[int, ...]:
        """The cards lying at the site, empty slots left out."""
        return tuple(c for c in self.slots if c is not None)


@dataclass(frozen=True)
class PreviousGame:
    """The 3.3.1+ block: the citizen mask the previous game started with, and its winner."""
    citizens: int
    winner: str | None  # a colour, or None when the byte is 0
    winner_name: str


@dataclass(frozen=True)
class Chronicle:
    version: tuple[int, int, int]
    games: int
    name: str
    players: int  # the previous game's seats (colour mask + CLOCKWORK_PRINCE)
    citizens: int  # colour mask: a set bit means that board shows its Citizen side
    oath: str  # one of OATH_CODES
    suit_order: tuple[str, ...]  # six suits, from the six SUIT_CODES digits
    sites: tuple[SiteRecord, ...]  # 8, in map order
    world_deck: tuple[int, ...]  # top first
    dispossessed: tuple[int, ...]
    relic_deck: tuple[int, ...]  # top first
    previous: PreviousGame | None  # None before 3.3.1

    @property
    def citizen_colours(self) -> tuple[str, ...]:
        return _colours(self.citizens)

    @property
    def player_colours(self) -> tuple[str, ...]:
        return _colours(self.players)


def encode(chronicle: Chronicle) -> str:
    """Write a Chronicle as the save string of its version: decode(encode(c)) == c. Raises
    SaveStringError naming the field that the mod's string cannot hold."""
    if len(chronicle.sites) != SITES or any(len(site.slots) != CARD_SLOTS for site in chronicle.sites):
        raise SaveStringError(f"save string: a world of {SITES} sites with {CARD_SLOTS} card slots each is needed")
    out = [_hex("version", part) for part in chronicle.version]
    out.append(_hex("game count", chronicle.games, 4))
    out.append(_text("chronicle name", chronicle.name, allow_empty=False))
    out.append(_hex("previous players", chronicle.players) + _hex("citizen mask", chronicle.citizens))
    out.append(_hex("oath", _code("oath", OATH_CODES, chronicle.oath)))
    out.append("".join(f"{_code('suit order', SUIT_CODES, suit):X}" for suit in chronicle.suit_order))
    for site in chronicle.sites:
        code = NONE if site.site is None else site.site if site.faceup else site.site + FACEDOWN
        out.append(_hex("site", code) + "".join(_hex("card slot", NONE if c is None else c) for c in site.slots))
    for what, cards in (("world deck", chronicle.world_deck), ("Dispossessed", chronicle.dispossessed),
                        ("relic deck", chronicle.relic_deck)):
        out.append(_hex(f"{what} count", len(cards)) + "".join(_hex(f"{what} card", c) for c in cards))
    if (chronicle.previous is not None) != (chronicle.version >= PREVIOUS_GAME_FROM):
        raise SaveStringError(f"save string: version {'.'.join(map(str, chronicle.version))} "
                              f"{'needs' if chronicle.previous is None else 'has no'} previous-game block")
    if chronicle.previous is not None:
        out.append(_hex("previous citizen mask", chronicle.previous.citizens))
        winner = chronicle.previous.winner
        out.append(_hex("previous winner", 0 if winner is None else _code("previous winner", COLOUR_BITS, winner)))
        out.append(_text("previous winner name", chronicle.previous.winner_name, allow_empty=True))
    text = "".join(out)
    # reading it back checks what the bytes alone do not: the version, the card ids, the suit order
    if decode(text) != chronicle:
        raise SaveStringError("save string: the Chronicle does not read back as written")
    return text


def _code(what: str, codes, value: str) -> int:
    """The position of `value` among the codes (or a colour's bit), or SaveStringError."""
    if value not in codes:
        raise SaveStringError(f"save string, {what}: {value!r} is not one of {', '.join(codes)}")
    return codes[value] if isinstance(codes, dict) else codes.index(value)


def _hex(what: str, value: int, digits: int = 2) -> str:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < 16 ** digits:
        raise SaveStringError(f"save string, {what}: {value!r} does not fit in {digits} hex digits")
    return f"{value:0{digits}X}"


def _text(what: str, text: str, allow_empty: bool) -> str:
    if not (allow_empty or text) or len(text) > 0xFF or not all(" " <= ch <= "~" for ch in text):
        raise SaveStringError(f"save string, {what}: {text!r} is not {0 if allow_empty else 1}-255 printable "
                              "ASCII characters (the mod's strings hold no other letters)")
    return f"{len(text):02X}{text}"


class _Reader:
    def __init__(self, text: str):
        self.text = text
        self.at = 0

    def fail(self, what: str, problem: str, at: int | None = None) -> SaveStringError:
        return SaveStringError(f"save string, {what} at character {self.at if at is None else at}: {problem}")

    def take(self, what: str, n: int) -> str:
        if self.at + n > len(self.text):
            raise self.fail(what, f"the string ends after {len(self.text)} characters")
        part = self.text[self.at:self.at + n]
        self.at += n
        return part

    def hex(self, what: str, digits: int = 2) -> int:
        at = self.at
        part = self.take(what, digits)
        if any(ch not in "0123456789ABCDEFabcdef" for ch in part):
            raise self.fail(what, f"{part!r} is not hexadecimal", at)
        return int(part, 16)

    def ascii(self, what: str, allow_empty: bool) -> str:
        n = self.hex(f"{what} length")
        if n == 0 and not allow_empty:
            raise self.fail(f"{what} length", "the name is empty", self.at - 2)
        at = self.at
        part = self.take(what, n)
        if not all(" " <= ch <= "~" for ch in part):
            raise self.fail(what, "not printable ASCII", at)
        return part

    def card(self, what: str, allow_none: bool = False) -> int | None:
        at = self.at
        value = self.hex(what)
        if value == NONE and allow_none:
            return None
        if not _card_known(value):
            raise self.fail(what, f"{value} is not a card id", at)
        return value

    def cards(self, what: str) -> tuple[int, ...]:
        n = self.hex(f"{what} count")
        return tuple(self.card(f"{what} card {i + 1}") for i in range(n))


def decode(text: str) -> Chronicle:
    """Read a Chronicle save string; raises SaveStringError naming the field that is wrong."""
    if not isinstance(text, str):
        raise SaveStringError(f"save string: expected text, not {type(text).__name__}")
    r = _Reader(text.strip())
    if not r.text:
        raise SaveStringError("save string: empty")
    version = (r.hex("version major"), r.hex("version minor"), r.hex("version patch"))
    if not OLDEST <= version <= NEWEST:
        raise SaveStringError(f"save string: version {'.'.join(map(str, version))} is not supported "
                              f"(only {'.'.join(map(str, OLDEST))} to {'.'.join(map(str, NEWEST))})")
    games = r.hex("game count", 4)
    name = r.ascii("chronicle name", allow_empty=False)
    players = r.hex("previous players")
    citizens = r.hex("citizen mask")
    at = r.at
    oath = r.hex("oath")
    if oath >= len(OATH_CODES):
        raise r.fail("oath", f"{oath} is not an Oath code (0-{len(OATH_CODES) - 1})", at)
    at = r.at
    suit_order = tuple(r.hex("suit order", 1) for _ in SUIT_CODES)
    if sorted(suit_order) != list(range(len(SUIT_CODES))):
        raise r.fail("suit order", f"{''.join(map(str, suit_order))} does not hold each suit code 0-5 once", at)
    sites = []
    for i in range(SITES):
        what = f"site {i + 1}"
        at = r.at
        code = r.hex(what)
        slots = tuple(r.card(f"{what} card slot {j + 1}", allow_none=True) for j in range(CARD_SLOTS))
        if code == NONE:
            if any(c is not None for c in slots):
                raise r.fail(what, "an empty site slot holds cards", at)
            sites.append(SiteRecord(None, False, slots))
        elif code in SITE_IDS or code - FACEDOWN in SITE_IDS:
            faceup = code in SITE_IDS
            sites.append(SiteRecord(code if faceup else code - FACEDOWN, faceup, slots))
        else:
            raise r.fail(what, f"{code} is not a site id (0-22, facedown 24-46, or 255)", at)
    world_deck = r.cards("world deck")
    dispossessed = r.cards("Dispossessed")
    relic_deck = r.cards("relic deck")
    previous = None
    if version >= PREVIOUS_GAME_FROM:
        before = r.hex("previous citizen mask")
        at = r.at
        colour = r.hex("previous winner")
        winner = next((c for c, bit in COLOUR_BITS.items() if bit == colour), None)
        if winner is None and colour != 0:
            raise r.fail("previous winner", f"{colour:#04x} is not a colour", at)
        previous = PreviousGame(before, winner, r.ascii("previous winner name", allow_empty=True))
    if r.at != len(r.text):
        raise r.fail("end", f"{len(r.text) - r.at} unexpected characters after the last field")
    return Chronicle(version, games, name, players, citizens, OATH_CODES[oath],
                     tuple(SUIT_CODES[s] for s in suit_order), tuple(sites), world_deck, dispossessed,
                     relic_deck, previous)
