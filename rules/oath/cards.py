"""Every Oath component as a player reads it: its id in views and options, its name, what kind of
thing it is, and its full text in the project's words (ARCHITECTURE, "Cards on the table").

Ids are "<kind>:<key>": "denizen:11", "relic:218" (the Grand Scepter is "relic:238"),
"vision:210", "site:4" (a site's own id, whichever side is up), "oath:supremacy",
"banner:peoples_favor", "reliquary:0" (a Reliquary space, left to right), "title:oathkeeper"."""
from __future__ import annotations

from functools import cache

from rules.core.words import count

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


RESTRICTIONS = {  # restriction -> (kind words, the line the text ends with)
    "site": ("site only", "Site only: played only to a site, and moved only from site to site."),
    "adviser": ("adviser only", "Adviser only: played only as an adviser, and moved only from adviser to adviser."),
}
LOCKED = "Locked: never discarded, moved or swapped."


def _lines(*lines: str) -> str:
    return "\n".join(line for line in lines if line)


def _denizen(c: Content, d) -> dict:
    kind = [f"{d.suit.capitalize()} denizen"]
    words, line = RESTRICTIONS.get(d.restriction, ("", ""))
    kind += [words] if words else []
    kind += ["locked"] if d.locked else []
    return {"name": d.name, "kind": " · ".join(kind), "text": _lines(d.text, line, LOCKED if d.locked else ""),
            **({"cost": d.cost.text} if not d.cost.free else {})}


def _site(c: Content, s) -> dict:
    region = next((c.region(w.region).name for w in c.world.sites if w.site == s.id), "")
    room = f"room for {count(s.capacity, 'card')}" if s.capacity else "room for no cards"
    tokens = [count(n, noun, plural) for n, noun, plural in ((s.favor, "favor", "favor"), (s.secrets, "secret", None)) if n]
    revealed = [count(s.relics, "facedown relic")] if s.relics else []
    revealed += [" and ".join(tokens)] if tokens else []
    return {"name": s.name, "kind": " · ".join(["Site", *([region] if region else []), room]),
            "text": _lines(s.text,
                           f"Capacity {s.capacity}: {room} (denizens and edifices; relics do not count).",
                           f"When it is revealed, put {' and '.join(revealed)} on it." if revealed else "",
                           f"Recover a relic here: 1 Supply, and {s.recover.text}." if s.recover else "")}


def _relic(c: Content, r) -> dict:
    return {"name": r.name, "kind": f"Relic · {count(r.defense, 'defense die', 'defense dice')}",
            "text": _lines(r.text, f"Targeted in a campaign, it adds {count(r.defense, 'defense die', 'defense dice')}."),
            **({"cost": r.cost.text} if not r.cost.free else {})}


def describe(c: Content, cid: str) -> dict:
    """{"name", "kind", "text"} and "cost" where it has one; the view adds "where"."""
    kind, key = cid.split(":", 1)
    if kind == "denizen":
        return _denizen(c, c.denizens[int(key)])
    if kind == "relic":
        return _relic(c, c.relics[int(key)])
    if kind == "vision":
        v = c.visions[int(key)]
        return {"name": v.name, "kind": "Vision", "text": v.text}
    if kind == "site":
        return _site(c, c.sites[int(key)])
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


@cache
def catalogue(c: Content) -> list[dict]:
    """Every component the game holds, each with the part of the box it belongs to."""
    parts = [("Denizens", [card_id(x) for x in c.denizens]), ("Sites", [site_id(x) for x in c.sites]),
             ("Relics", [card_id(x) for x in c.relics]), ("Visions", [card_id(x) for x in c.visions]),
             ("Oaths", [oath_id(x) for x in c.oaths]), ("Banners", [banner_id(x) for x in c.banners]),
             ("The Reliquary", [reliquary_id(r.id) for r in c.reliquary]), ("The title", [TITLE_ID])]
    return [{"id": cid, **describe(c, cid), "where": where} for where, ids in parts for cid in ids]
