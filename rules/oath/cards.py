"""Every Oath component as a player reads it: its id in views and options, its name, what kind of
thing it is, and its full text in the project's words (ARCHITECTURE, "Cards on the table").

Ids are "<kind>:<key>": "denizen:11", "relic:218" (the Grand Scepter is "relic:238"),
"vision:210", "site:4" (a site's own id, whichever side is up), "oath:supremacy",
"banner:peoples_favor", "reliquary:0" (a Reliquary space, left to right), "title:oathkeeper"."""
from __future__ import annotations

from .content import Content, card_kind


def card_id(card: int) -> str:
    """A denizen, relic, Vision or banner card by its save id."""
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


def describe(c: Content, cid: str) -> dict:
    """{"name", "kind", "text"} and "cost" where it has one; the view adds "where"."""
    kind, key = cid.split(":", 1)
    if kind == "denizen":
        d = c.denizens[int(key)]
        return {"name": d.name, "kind": f"{d.suit.capitalize()} denizen", "text": d.text,
                **({"cost": d.cost.text} if not d.cost.free else {})}
    if kind == "relic":
        r = c.relics[int(key)]
        return {"name": r.name, "kind": "Relic", "text": r.text}
    if kind == "vision":
        v = c.visions[int(key)]
        return {"name": v.name, "kind": "Vision", "text": v.text}
    if kind == "site":
        s = c.sites[int(key)]
        return {"name": s.name, "kind": "Site", "text": s.text}
    if kind == "oath":
        o = c.oaths[key]
        return {"name": f"The Oath of {o.name}", "kind": "Oath", "text": o.text}
    if kind == "banner":
        b = c.banners[key]
        return {"name": b.name, "kind": "Banner", "text": b.text}
    if kind == "reliquary":
        r = c.reliquary[int(key)]
        return {"name": f"{r.name} space", "kind": "Reliquary space", "text": r.text}
    if cid == TITLE_ID:
        return {"name": "Oathkeeper", "kind": "Title", "text": c.title_text}
    raise KeyError(f"no Oath component {cid!r}")


def catalogue(c: Content) -> list[dict]:
    """Every component the game holds, each with the part of the box it belongs to."""
    parts = [("Denizens", [card_id(x) for x in c.denizens]), ("Sites", [site_id(x) for x in c.sites]),
             ("Relics", [card_id(x) for x in c.relics]), ("Visions", [card_id(x) for x in c.visions]),
             ("Oaths", [oath_id(x) for x in c.oaths]), ("Banners", [banner_id(x) for x in c.banners]),
             ("The Reliquary", [reliquary_id(r.id) for r in c.reliquary]), ("The title", [TITLE_ID])]
    return [{"id": cid, **describe(c, cid), "where": where} for where, ids in parts for cid in ids]
