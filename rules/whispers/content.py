"""A War of Whispers components, read from data/*.toml and checked when loaded."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache, cached_property

from rules.core.content import ContentError, check_entry, load_toml
from rules.core.words import count

PACKAGE = "rules.whispers"
POSITIONS = ("sheriff", "steward", "marshal", "chancellor")
POSITION_TITLES = {"sheriff": "Sheriff", "steward": "Steward", "marshal": "Marshal", "chancellor": "Chancellor"}
SYMBOLS = ("farm", "city", "fort")
PLURALS = {"farm": "farms", "city": "cities", "fort": "forts"}


@dataclass(frozen=True)
class EffectKind:
    """One kind of card effect: when the engine offers it (its timing), its short name, and what
    it does in words, as flow.py plays it."""
    timing: str  # before-action | free-move | attack-source | before-battle | after-battle
    name: str
    rule: str
    when: str
    does: str


EFFECTS = {
    "domination": EffectKind(
        "after-battle", "Domination", "8.5.1",
        "After an attack of the active empire that killed enemy units, while its reserve holds units",
        "add 1 unit of the active empire for each enemy unit killed in that attack (those killed by Kill all "
        "count too), from its reserve while it lasts, into regions it controls, as you choose. It uses up the "
        "attack's kills."),
    "kill-all": EffectKind(
        "after-battle", "Kill all", "8.5.2",
        "After an attack, while units are left in the attacked region",
        "every unit left in the attacked region dies, the winners too, whichever side they are on. The "
        "defenders it kills count as killed for Domination."),
    "attack-again": EffectKind(
        "after-battle", "Attack again", "8.5.3",
        "After an attack, when the active empire holds the attacked region with units free to leave it and "
        "an enemy-held region borders it",
        "the survivors attack again from the region just taken, as a new attack with its own cards before "
        "and after its battle but no Support (a conquered region keeps 1 unit). No more cards follow the "
        "first attack."),
    "retreat": EffectKind(
        "before-battle", "Retreat", "8.5.4",
        "Before a battle, once the attacking units are chosen, when the attacked region holds defenders",
        "the defenders leave for a neighbouring region their empire controls, which you choose, or go back "
        "to their reserve when there is none. The attackers then enter the empty region with no battle (a "
        "fort still kills one of them)."),
    "switch-free": EffectKind(
        "before-action", "Switch to a free position", "8.5.5",
        "Before the action of a position you control, while any council position is free",
        "instead of that action, your active agent moves to a free position in any council and takes its "
        "action, for its empire. That position cannot switch again; play then goes on from the position you "
        "left."),
    "switch-controlled": EffectKind(
        "before-action", "Switch to a position you control", "8.5.6",
        "Before the action of a position you control, while you control another council position",
        "instead of that action, take the action of another position you control in any council, for its "
        "empire. No agent moves, and that position cannot switch again."),
    "support": EffectKind(
        "attack-source", "Support", "8.5.7",
        "When choosing the target of an attack made by a council action",
        "this attack's units may come from any one region the active empire controls, not only a neighbouring "
        "one (a conquered region keeps 1 unit). The target must still border a region the empire controls."),
    "march": EffectKind(
        "free-move", "Move", "8.5.8",
        "Before or after the action of a position you control",
        "move any number of the active empire's units from one region it controls to a neighbouring region "
        "it controls (a conquered region keeps 1 unit)."),
}
LOYALTY_SLOTS = (("devout", "Devout", 4), ("dutiful", "Dutiful", 3), ("affiliated", "Affiliated", 2),
                 ("unallied", "Unallied", 0), ("opposed", "Opposed", -1))
SOCIETIES = ("Pale Raven", "Supplicant Spider", "Cult of the Rat", "Endless Serpent")


@dataclass(frozen=True)
class Empire:
    id: str
    name: str
    color: str


@dataclass(frozen=True)
class Region:
    id: str
    name: str
    home: str
    pos: tuple[int, int]
    cities: int
    farm: bool
    fort: bool
    banners: int

    @cached_property
    def garrison_limit(self) -> int:
        return 6 if self.farm else 4

    def symbols(self, symbol: str) -> int:
        return self.cities if symbol == "city" else int(getattr(self, symbol))  # a farm or fort: there or not

    @cached_property
    def symbols_shown(self) -> tuple[tuple[str, int], ...]:
        """Each symbol the region shows, with how many."""
        return tuple((symbol, self.symbols(symbol)) for symbol in SYMBOLS if self.symbols(symbol))


@dataclass(frozen=True)
class Action:
    id: str
    kind: str  # reinforce | attack | draw | change
    amount: int = 1
    per: str | None = None
    every: int = 1

    @property
    def label(self) -> str:
        if self.kind == "reinforce":
            return f"Reinforce: {count(self.amount, 'unit')}" + (f" per {self.per}" if self.per else "")
        if self.kind == "draw":
            return f"Draw a card per {count(self.every, self.per, PLURALS[self.per])}" if self.per else "Draw a card"
        return {"attack": "Attack", "change": "Change position"}[self.kind]

    @property
    def rule(self) -> str:
        return {"reinforce": "5.1", "attack": "5.3", "draw": "5.4", "change": "5.5"}[self.kind]

    def words(self, empire: str) -> str:
        """What the action does for the empire named `empire`, in full."""
        per = f" for each {self.per} in the regions the {empire} controls" if self.per else ""
        if self.kind == "reinforce":
            return (f"Reinforce: add {count(self.amount, f'{empire} unit')}{per}, taken from its reserve while it "
                    f"lasts, to regions the {empire} controls, as many to a region as you like")
        if self.kind == "draw":
            per = (f" for every {count(self.every, self.per, PLURALS[self.per])} in the regions the {empire} "
                   "controls (rounded down)") if self.per else ""
            return f"Draw 1 {empire} card{per} from the {empire} deck into your hand"
        if self.kind == "attack":
            return (f"Attack: the {empire} attacks an enemy-held region next to one it controls, with any number "
                    "of units from one neighbouring region it controls (6)")
        return (f"Change position: your agent swaps places with another agent of the {empire} council or moves "
                "to a free position in it, then takes that position's action at once (not another change)")


@dataclass(frozen=True)
class Effect:
    effect: str
    cost: tuple[str, ...]

    @property
    def kind(self) -> EffectKind:
        return EFFECTS[self.effect]

    @property
    def name(self) -> str:
        return EFFECTS[self.effect].name

    @property
    def timing(self) -> str:
        return EFFECTS[self.effect].timing

    @property
    def rule(self) -> str:
        return EFFECTS[self.effect].rule


@dataclass(frozen=True)
class Card:
    id: str
    empire: str
    name: str
    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class Content:
    empires: tuple[Empire, ...]
    regions: dict[str, Region]
    adjacent: dict[str, tuple[str, ...]]
    edges: tuple[tuple[str, str], ...]
    seas: tuple[tuple[str, str], ...]
    actions: dict[str, Action]
    councils: dict[str, dict[str, tuple[str, ...]]]
    cards: dict[str, Card]
    empire_ids: tuple[str, ...]

    def __reduce__(self):
        return content, ()  # one shared copy: a pickled state refers to it by name

    @cached_property
    def board_places(self) -> dict[str, int]:
        """Each region's place in board order (the order of `regions`)."""
        return {r: i for i, r in enumerate(self.regions)}

    @cached_property
    def empire_cards(self) -> dict[str, tuple[str, ...]]:
        """Each empire's cards, its deck before shuffling."""
        return {e: tuple(cid for cid, card in self.cards.items() if card.empire == e) for e in self.empire_ids}

    @cached_property
    def banners(self) -> dict[str, int]:
        """Each empire's starting units: one on each banner of its regions."""
        return {e: sum(r.banners for r in self.regions.values() if r.home == e) for e in self.empire_ids}


def _load_map():
    data = load_toml(PACKAGE, "map.toml")
    check_entry("map.toml", data, {"empire", "region", "seas"})
    empires = []
    for i, e in enumerate(data["empire"]):
        check_entry(f"map.toml empire #{i + 1}", e, {"id", "name", "color"})
        empires.append(Empire(**e))
    ids = {e.id for e in empires}
    regions: dict[str, Region] = {}
    cells = {}
    for r in data["region"]:
        where = f"map.toml region {r.get('id', '?')}"
        check_entry(where, r, {"id", "name", "home", "pos", "banners"}, {"cities", "farm", "fort"})
        if r["home"] not in ids:
            raise ContentError(f"{where}: unknown empire {r['home']!r}")
        pos = tuple(r["pos"])
        if pos in cells:
            raise ContentError(f"{where}: cell {pos} already holds {cells[pos]}")
        cells[pos] = r["id"]
        regions[r["id"]] = Region(r["id"], r["name"], r["home"], pos, r.get("cities", 0),
                                  r.get("farm", False), r.get("fort", False), r["banners"])
    check_entry("map.toml seas", data["seas"], {"pairs"})
    seas = []
    for a, b in data["seas"]["pairs"]:
        if a not in regions or b not in regions:
            raise ContentError(f"map.toml seas: unknown region in {a}/{b}")
        seas.append((a, b))
    blocked = {frozenset(p) for p in seas}
    edges = []
    for (c, r), rid in sorted(cells.items()):
        for other in (cells.get((c + 1, r)), cells.get((c, r + 1))):
            if other and frozenset((rid, other)) not in blocked:
                edges.append((rid, other))
    adjacent = {rid: [] for rid in regions}
    for a, b in edges:
        adjacent[a].append(b)
        adjacent[b].append(a)
    return tuple(empires), regions, {k: tuple(v) for k, v in adjacent.items()}, tuple(edges), tuple(seas)


def _load_councils(empire_ids):
    data = load_toml(PACKAGE, "councils.toml")
    check_entry("councils.toml", data, {"action", "council"})
    actions = {}
    for aid, a in data["action"].items():
        check_entry(f"councils.toml action {aid}", a, {"kind"}, {"amount", "per", "every"})
        if a["kind"] not in ("reinforce", "attack", "draw", "change"):
            raise ContentError(f"councils.toml action {aid}: unknown kind {a['kind']!r}")
        if a.get("per") not in (None, *SYMBOLS):
            raise ContentError(f"councils.toml action {aid}: unknown symbol {a['per']!r}")
        actions[aid] = Action(aid, **a)
    councils = {}
    for empire in empire_ids:
        c = data["council"].get(empire)
        if c is None:
            raise ContentError(f"councils.toml: no council for {empire}")
        check_entry(f"councils.toml council {empire}", c, set(POSITIONS))
        for pos, acts in c.items():
            for a in acts:
                if a not in actions:
                    raise ContentError(f"councils.toml council {empire}.{pos}: unknown action {a!r}")
        councils[empire] = {pos: tuple(c[pos]) for pos in POSITIONS}
    return actions, councils


def _load_cards(empire_ids):
    data = load_toml(PACKAGE, "cards.toml")
    check_entry("cards.toml", data, {"card"})
    cards = {}
    for c in data["card"]:
        where = f"cards.toml card {c.get('id', '?')}"
        check_entry(where, c, {"id", "empire", "name", "effects"})
        if c["empire"] not in empire_ids:
            raise ContentError(f"{where}: unknown empire {c['empire']!r}")
        effects = []
        for e in c["effects"]:
            check_entry(where, e, {"effect", "cost"})
            if e["effect"] not in EFFECTS:
                raise ContentError(f"{where}: unknown effect {e['effect']!r}")
            if not e["cost"] or e["cost"][0] != c["empire"] or not set(e["cost"]) <= set(empire_ids):
                raise ContentError(f"{where}: a cost must start with the card's own empire")
            if len(set(e["cost"])) < len(e["cost"]):
                raise ContentError(f"{where}: a cost shows each empire once")
            effects.append(Effect(e["effect"], tuple(e["cost"])))
        cards[c["id"]] = Card(c["id"], c["empire"], c["name"], tuple(effects))
    return cards


@cache
def content() -> Content:
    empires, regions, adjacent, edges, seas = _load_map()
    ids = tuple(e.id for e in empires)
    actions, councils = _load_councils(ids)
    return Content(empires, regions, adjacent, edges, seas, actions, councils, _load_cards(ids), ids)
