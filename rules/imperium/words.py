"""What a player reads of a card, written from its data in the project's own words."""
from __future__ import annotations

from functools import cache

WHO = {"others": "each other player", "all": "every player", "empire_others": "each other Empire player",
       "with_region_others": "each other player with a Region in play", "empire_all": "every Empire player"}
NOUN = {"material": "Materials", "population": "Population", "progress": "Progress", "action": "action"}


def sentence(text: str) -> str:
    """The text with its first letter in capitals, the rest as written."""
    return text[:1].upper() + text[1:]


def tokens(what: dict) -> str:
    parts = []
    for k, n in what.items():
        noun = NOUN.get(k, k)
        if k == "action" and n != 1:
            noun = "actions"
        parts.append(f"{n} {noun}")
    return " and ".join(parts)


def noun(kind: str | None, n: int) -> str:
    """"card(s)", or the kind named: a type, tag or icon, or a card's name in brackets."""
    if kind is None:
        return "card" + "s" * (n != 1)
    return kinds(kind) + "s" * (n != 1 and not kind.startswith("["))


def kinds(value) -> str:
    if isinstance(value, str):
        value = [value]
    return "/".join(v.title() if not v.startswith("[") else v[1:-1] for v in value)


def step_text(fx, seat: int, st: dict) -> str:
    text = _verb_text(st)
    if "per" in st:
        text += f" per {COUNT_WORDS.get(st['per']) or kinds(st['per'])}"
    if st.get("if_state"):
        text = f"if {st['if_state'].title()}, {text}"
    who = st.get("who", "self")
    if who != "self" and ("steal" in st or "steal_or_unrest" in st):
        text = text.replace(" (", f" from {WHO[who]} (", 1) if "(" in text else f"{text} from {WHO[who]}"
    elif who != "self":
        text = f"{WHO[who]}: {text}"
    if st.get("may"):
        text = f"may {text}"
    return text


def _verb_text(st: dict) -> str:  # noqa: C901 - one line per verb reads best as one function
    if "gain" in st:
        return f"gain {tokens(st['gain'])}"
    if "pay" in st:
        return f"pay {tokens(st['pay'])}"
    if "spend_actions" in st:
        return f"spend {st['spend_actions']} action(s)"
    if "steal" in st:
        return f"steal {tokens(st['steal'])}"
    if "steal_or_unrest" in st:
        return f"steal {tokens(st['steal_or_unrest'])} (an Unrest if they cannot give it all)"
    if "return_exhaust" in st:
        return "return an exhaust token to your state card"
    if "place_on_market" in st:
        return f"put {tokens(st['place_on_market'])} on a market card"
    if "draw" in st:
        n = st["draw"]
        able = " if able" if st.get("if_able") else ""
        return f"draw {'up to ' if st.get('up_to') else ''}{n} card{'s' * (n != 1)}{able}"
    if "draw_from" in st:
        return f"take a card from your {st['draw_from']} into hand"
    if "discard" in st:
        n = st["discard"]
        return f"discard {n} {noun(st.get('kind'), n)}"
    if "top_of_deck" in st:
        spec = st["top_of_deck"]
        n = spec.get("n", 1)
        return f"put {n} card{'s' * (n != 1)} from your {spec.get('from', 'hand')} on top of your deck"
    if "history" in st:
        where = st["history"].get("from", "hand")
        if where == "this":
            return "put this card into history"
        if where.startswith("["):
            return f"put your {where[1:-1]} into history"
        return f"put a card from your {where} into history"
    if "sink" in st:
        where = st["sink"].get("from", "hand")
        what = "this card" if where == "this" else f"a {kinds(st['kind'])}" if st.get("kind") else "a card"
        return f"sink {what}" + ("" if where == "this" else f" from your {'play area' if where == 'play' else where}")
    if "exile_this" in st:
        return "exile this card"
    if "garrison" in st:
        under = st["garrison"].get("under", "this")
        kind = st["garrison"].get("kind", st.get("kind"))
        return f"garrison a {noun(kind, 1)}" + ("" if under == "this" else f" under a {under.title()}")
    if "abandon" in st:
        n = st.get("n", 1)
        what = "this card" if st["abandon"] == "this" else kinds(st["abandon"])
        return f"abandon {n} {what}" if n != 1 else f"abandon {'a ' if st['abandon'] != 'this' else ''}{what}"
    if "recall" in st:
        return "recall this card" if st["recall"] == "this" else f"recall a {kinds(st['recall'])}"
    if "take_unrest" in st:
        return "take an Unrest"
    if "return_unrest" in st:
        where = st.get("from", ["hand"])
        if where == ["this"]:
            return "return this card to the Unrest pile"
        n = st["return_unrest"]
        return f"return {'up to ' if st.get('up_to') else ''}{n} Unrest from your {' or '.join(where)}"
    if "look_nation" in st:
        then = {"may_shuffle": ", then you may shuffle it", "may_bottom": ", then you may put that card at the bottom"}
        return "look at the top of your nation deck" + then.get(st.get("then"), "")
    if "find" in st:
        where = f" in your {' or '.join(st['from'])}" if "from" in st else ""
        then = {"history": " and put it into your history", "discard": " and discard it"}.get(st.get("then"), "")
        return f"find a {kinds(st['find'])}{where}{then}"
    if "give" in st:
        return "give them a card from your hand or discard pile"
    if "develop" in st:
        return "develop" + (" at no cost" if st.get("free") else "")
    if "nation_to_discard" in st:
        return "put the top card of your nation deck onto your discard pile"
    if "acquire" in st:
        n = st.get("n", 1)
        text = f"acquire {kinds(st['acquire'])}" + (f" {n} times" if n > 1 else "")
        if st.get("with_material"):
            text += " with Materials on it"
        if st.get("exiled"):
            text += " (exiled ones too)"
        if st.get("then") == "free_play":
            text += " and free play it"
        return text
    if "break_through" in st:
        return f"break through for {kinds(st['break_through'])}"
    if "exile_market" in st:
        return "exile a market card"
    if "swap_exiled" in st:
        return "swap an exiled card with a market card"
    if "look_fame" in st:
        return f"look at the top {st['look_fame']} Fame cards and take one"
    if "take_fame" in st:
        return "take the top Fame card"
    if "choose" in st:
        return "choose: " + " OR ".join(ability_text(None, 0, b) for b in st["choose"])
    if "special" in st:
        from .specials import SPECIAL_TEXT
        return SPECIAL_TEXT.get(st["special"], st["special"].replace("_", " "))
    return "?"


@cache
def printed_text(cid: str, kind: str, side: str | None) -> str:
    """The words of one of a card's abilities as printed (a face's, for a two-sided card)."""
    from .content import content
    card = content().cards[cid]
    return ability_text(None, 0, card.side(side).get(kind) if side else getattr(card, kind))


def ability_text(fx, seat: int, ability: dict | None) -> str:
    if not ability:
        return "no effect"
    cost = "; ".join(step_text(fx, seat, st) for st in ability.get("cost", []))
    do = "; ".join(step_text(fx, seat, st) for st in ability.get("do", []))
    if cost and do:
        return f"{cost}, to {do}"
    return cost or do or "no effect"


EVENT = {"play_region": "you play a Region", "play_attack": "you play an attack",
         "return_unrest": "you return an Unrest", "take_unrest": "you take an Unrest",
         "acquire_uncivilised": "you acquire or break through for an Uncivilised card",
         "gain_material_river": "a card in play with a river icon gives you Materials",
         "gain_material_fertile": "a card in play with a fertile icon gives you Materials",
         "gain_market_material": "you take a market card with Materials on it",
         "gain_market_population": "you take a market card with Population on it",
         "attacked": "another player attacks you", "sink": "you sink a card",
         "pay_population": "you pay Population", "deck_empty": "your deck runs empty",
         "acquire_region": "you acquire or break through for a Region"}
PASSIVE_SPECIAL_TEXT = {
    "develop_progress_down": "developing costs 1 Progress less",
    "masks_from_garrison": "cards garrisoned here may be discarded as Masks",
    "unrest_material_down_2": "an Unrest costs 2 Materials less to play (at least 1)",
    "long_walls_shield": "you may recall a Long Walls card to avoid an attack",
    "shangri_la_material": "instead of gaining Materials, you gain 2 Population and each other player 1 Progress",
}


def passive_text(p: dict) -> str:  # noqa: C901 - one line per kind of passive
    if "hand_size" in p:
        return f"hand limit +{p['hand_size']}"
    if "lose_barbarian" in p:
        return f"your {', '.join(p['lose_barbarian'])} cards lose the Barbarian symbol"
    if "acquire_exiled" in p:
        extra = f", gaining {tokens(p['gain'])}" if p.get("gain") else ""
        return f"you may acquire exiled {p['acquire_exiled'].title()} cards{extra}"
    if "history_to_discard" in p:
        return "cards that would go into your history are discarded"
    if "market_token" in p:
        return f"at Cleanup put {tokens(p['market_token'])} on a market card instead of 1 Progress"
    if "fame_look_extra" in p:
        return f"look at {p['fame_look_extra']} more Fame card(s) when you look, then gain {tokens(p.get('gain', {}))}"
    if "unrest_cost_down" in p:
        return "an Unrest costs 1 Material or card less to play (at least 1)"
    if "on" in p:
        return f"when {EVENT[p['on']]}: " + "; ".join(step_text(None, 0, st) for st in p.get("do", []))
    if p.get("shield") == "recall_this":
        return "you may recall this card to avoid an attack"
    if p.get("shield") == "unless_progress":
        return "attacks do not reach you unless the attacker gives you 1 Progress"
    if "develop_cost_down" in p:
        return f"developing costs {tokens(p['develop_cost_down'])} less"
    if "sink_with" in p:
        return f"sinks when {p['sink_with']} leaves play"
    if "free_play" in p:
        return f"you may free play {'/'.join(k.title() for k in p['free_play'])} cards"
    if "special" in p:
        return PASSIVE_SPECIAL_TEXT[p["special"]]
    if "play_region_from_discard_gain" in p:
        return f"playing a Region from your discard pile gains {tokens(p['play_region_from_discard_gain'])}"
    return "?"


COUNT_WORDS = {"material": "Materials", "population": "Population", "progress": "Progress", "cards": "cards",
               "variable": "card with variable VP", "history_cards": "cards in history",
               "garrisoned_here": "card garrisoned here", "unrest_of_others": "Unrest the other players score",
               "pinned_not_region": "persistent non-Region cards in play"}


VP_SPECIAL_TEXT = {
    "sumerians": "3 VP; at the end return up to 2 Unrest before anything is counted",
    "materials_and_regions": "1 VP per 3 Materials and per 3 Regions (at most 10)",
    "long_walls": "1 VP per Long Walls card in your play area",
    "terracotta_warriors": "7 VP garrisoned, 3 VP in history",
    "exile_pile": "1 VP per 4 exiled cards (at most 10)",
    "proud": "12 VP garrisoned, 8 VP in history, 3 VP elsewhere",
    "two_per_player_with_less_progress": "2 VP per other player with less Progress than you (at most 10)",
}


def vp_text(vp) -> str | None:
    if vp is None:
        return None
    if isinstance(vp, int):
        return f"{vp} VP"
    if "special" in vp:
        return VP_SPECIAL_TEXT[vp["special"]]
    if "then" in vp:
        place = "in history" if vp["where"] == "history" else "in play"
        return f"{vp['then']} VP {place}" + (f", else {vp['else']}" if vp.get("else") else "")
    per = f"{vp['per']} " if vp["per"] != 1 else ""
    what = COUNT_WORDS.get(vp["count"]) or kinds(vp["count"])
    return f"{vp['each']} VP per {per}{what} (at most 10)"


def card_text(card, side: str | None = None) -> list[str]:
    """What a card does, a line per ability, in our words."""
    source = card.side(side) if side else card.__dict__
    lines = []
    if card.free:
        lines.append("Free play")
    if card.unplayable:
        lines.append("Cannot be played")
    for req in card.requires:
        for k, v in req.items():
            names = v if isinstance(v, (list, tuple)) else [v]
            lines.append(f"Needs {' and '.join(names)} {'in your history' if k == 'in_history' else 'in play'}")
    for key, label in (("play", "Play"), ("exhaust", "Exhaust"), ("solstice", "Solstice")):
        if source.get(key):
            lines.append(f"{label}: {ability_text(None, 0, source[key])}")
    if source.get("trigger"):
        trig = source["trigger"]
        lines.append(f"When {EVENT[trig['when']]}, exhaust: {ability_text(None, 0, trig)}")
    for p in source.get("passive") or ():
        lines.append(f"Always: {passive_text(p)}")
    vp = vp_text(source.get("vp"))
    if vp:
        lines.append(vp)
    return lines
