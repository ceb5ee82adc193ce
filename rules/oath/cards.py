"""Every Oath component as a player reads it: its id in views and options, its name, what kind of
thing it is, and its full text in the project's words (ARCHITECTURE, "Cards on the table").

Ids are "<kind>:<key>": "denizen:11", "edifice:198" (each face its own: the ruined face is
"edifice:199"), "relic:218" (the Grand Scepter is "relic:238"), "vision:210", "site:4" (a site's own id, whichever side is up), "oath:supremacy",
"banner:peoples_favor", "reliquary:0" (a Reliquary space, left to right), "title:oathkeeper"."""
from __future__ import annotations

from functools import cache

from rules.core.words import count

from .content import Content, card_kind, other_face


def card_id(card: int) -> str:
    """A denizen, edifice face, relic or Vision card by its save id."""
    kind = card_kind(card)
    if kind == "banner":
        raise ValueError("a banner's id is banner_id(key)")
    return f"{kind}:{card}"


def site_id(site: int) -> str:
    return f"site:{site}"


def oath_id(key: str) -> str:
    return f"oath:{key}"


def banner_id(key: str) -> str:
    return f"banner:{key}"


def reliquary_id(space: int) -> str:
    return f"reliquary:{space}"


TITLE_ID = "title:oathkeeper"


RESTRICTIONS = {  # restriction -> (its words in the kind line, the line the text ends with)
    "site": ("site only", "Site only: faceup, it lies only at a site. It is never played, moved or swapped into "
                          "faceup advisers; kept as a facedown adviser, it may later be played to a site."),
    "adviser": ("adviser only", "Adviser only: faceup, it lies only among a player's advisers. It is never played, "
                                "moved or swapped to a site."),
}
LOCKED = "Locked: it is never discarded, moved or swapped."
VISION_KEPT = ("An Exile may reveal it as their Vision (the Vision they had is discarded); anyone may keep it as a "
               "facedown adviser instead. It is never played to a site.")
RELIQUARY_BINDS = ("Covered by a relic, it does nothing. Once its relic is taken (by a Citizenship offer or the "
                   "Skeleton Key), it binds the Chancellor, who must apply it; it never binds a Citizen.")


def _lines(*lines: str) -> str:
    return "\n".join(line for line in lines if line)


def dice(n: int) -> str:
    return count(n, "defense die", "defense dice")


def oath_name(c: Content, key: str) -> str:
    """"Oath of Supremacy", "Oath of the People"."""
    name = c.oaths[key].name
    return f"Oath of {'the ' + name[4:] if name.startswith('The ') else name}"


def _denizen(d) -> dict:
    words, line = RESTRICTIONS.get(d.restriction, ("", ""))
    kind = [f"{d.suit.capitalize()} denizen", *([words] if words else []), *(["locked"] if d.locked else [])]
    return {"name": d.name, "kind": " · ".join(kind), "text": _lines(d.text, line, LOCKED if d.locked else ""),
            **({"cost": d.cost.text} if not d.cost.free else {})}


EDIFICE_FACES = {  # face -> the line naming the other face
    "intact": "Intact: at the Chronicle, if the winner does not rule it, it turns to its ruined face, {other} (8.3.3).",
    "ruined": "Ruined: it has no suit, so nobody musters or trades at it and it matches no adviser. At the Chronicle "
              "the winner may repair it to its intact face, {other} (8.3.1)."}
EDIFICE = ("Edifice: only the Chronicle brings it, to a site, in a denizen's place (8.3.1). It stands only at a site, "
           "never in a hand or among the advisers, and counts against the site's capacity (2.8, 2.9).")


def _edifice(c: Content, e) -> dict:
    """A face of an edifice: its power, then what every edifice is (2.9) and its other face."""
    kind = f"{e.suit.capitalize()} edifice, intact" if e.suit else "Edifice, ruined (no suit)"
    other = other_face(e.id)
    return {"name": e.name, "kind": " · ".join([kind, RESTRICTIONS[e.restriction][0], *(["locked"] if e.locked else [])]),
            "text": _lines(e.text, EDIFICE_FACES[e.edifice].format(other=c.card_name(other)), EDIFICE,
                           LOCKED if e.locked else ""),
            **({"cost": e.cost.text} if not e.cost.free else {})}


def _site(c: Content, site) -> dict:
    """The power in the data's words, then what every site shows: its capacity, what it gets when
    revealed, its relics' recover cost, its defense die and bandit (2.8)."""
    region = [c.region(w.region).name for w in c.world.sites if w.site == site.id]
    tokens = " and ".join(count(n, noun, plural) for n, noun, plural in
                          ((site.favor, "favor", "favor"), (site.secrets, "secret", None)) if n)
    revealed = " and ".join(x for x in (f"{tokens} on it" if tokens else "",
                                        f"{count(site.relics, 'facedown relic')} beside it" if site.relics else "") if x)
    return {"name": site.name, "kind": " · ".join(["Site", *region, f"room for {site.capacity}"]),
            "text": _lines(site.text,
                           f"Capacity {site.capacity}: it holds up to {count(site.capacity, 'denizen')} (relics beside it do not count)."
                           if site.capacity else "Capacity 0: no card can be played here.",
                           f"When it turns faceup, put {revealed}." if revealed else "",
                           f"To recover a relic lying here: {c.action_costs['recover']} Supply, and {site.recover.text}." if site.recover else "",
                           f"As a campaign target it adds {dice(c.defense['site'])}; while nobody rules it, its bandit defends it.")}


def _relic(r) -> dict:
    return {"name": r.name, "kind": f"Relic · {dice(r.defense)}",
            "text": _lines(r.text, f"As a campaign target it adds {dice(r.defense)}."),
            **({"cost": r.cost.text} if not r.cost.free else {})}


def _vision(c: Content, v) -> dict:
    if v.conspiracy:
        return {"name": v.name, "kind": "Vision", "text": v.text}
    drawn = count(c.vision_goal_min_drawn, "Vision")
    return {"name": v.name, "kind": "Vision",
            "text": _lines(f"Vision of the {oath_name(c, v.oath)}.", v.text, VISION_KEPT,
                           f"An Exile who has revealed it wins at their Wake if they meet its goal and at least "
                           f"{drawn} have been drawn from the world deck.", _war_exhaustion(c))}


def _war_exhaustion(c: Content) -> str:
    """Who wins at War Exhaustion by a Vision, in the order of content's `war_exhaustion`."""
    first, *then = [v.name for oath in c.war_exhaustion for v in c.visions.values() if v.oath == oath]
    return (f"After round {c.last_round}, if neither the Empire nor a Usurper holds the title, an Exile who meets their "
            f"revealed Vision's goal wins; {first} comes first, then {', '.join(then[:-1])} and {then[-1]}.")


def describe(c: Content, cid: str) -> dict:
    """{"name", "kind", "text"} and "cost" where it has one, a fresh copy: the view adds "where"."""
    return dict(_describe(c, cid))


@cache  # the view describes what a seat sees on every key press: each text is built once
def _describe(c: Content, cid: str) -> dict:
    kind, key = cid.split(":", 1)
    if kind == "denizen":
        return _denizen(c.denizens[int(key)])
    if kind == "edifice":
        return _edifice(c, c.edifices[int(key)])
    if kind == "relic":
        return _relic(c.relics[int(key)])
    if kind == "vision":
        return _vision(c, c.visions[int(key)])
    if kind == "site":
        return _site(c, c.sites[int(key)])
    if kind == "oath":
        return {"name": f"The {oath_name(c, key)}", "kind": "Oath", "text": c.oaths[key].text}
    if kind == "banner":
        b = c.banners[key]
        return {"name": b.name, "kind": "Banner", "text": b.text}
    if kind == "reliquary":
        r = c.reliquary[int(key)]
        return {"name": f"{r.name} space", "kind": "Reliquary space", "text": _lines(RELIQUARY_BINDS, r.text)}
    if cid == TITLE_ID:
        return {"name": "Oathkeeper", "kind": "Title", "text": c.title_text}
    raise KeyError(f"no Oath component {cid!r}")


@cache
def catalogue(c: Content) -> list[dict]:
    """Every component the game holds, each with the part of the box it belongs to."""
    by_suit = sorted(c.denizens.values(), key=lambda d: (c.suits.index(d.suit), d.name))
    parts = [("Denizens", [card_id(d.id) for d in by_suit]), ("Edifices", [card_id(x) for x in c.edifices]),
             ("Sites", [site_id(x) for x in c.sites]),
             ("Relics", [card_id(x) for x in c.relics]), ("Visions", [card_id(x) for x in c.visions]),
             ("Oaths", [oath_id(x) for x in c.oaths]), ("Banners", [banner_id(x) for x in c.banners]),
             ("The Reliquary", [reliquary_id(r.id) for r in c.reliquary]), ("The title", [TITLE_ID])]
    return [{"id": cid, **describe(c, cid), "where": where} for where, ids in parts for cid in ids]
