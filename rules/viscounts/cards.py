"""Every Viscounts component as a player reads it (ARCHITECTURE, "Cards on the table"): its id in
views and options, its name, what kind of thing it is, and its full text in the project's words,
made from the structured data; the catalogue of the box; and what one seat sees on the table now.

Ids are "<kind>:<key>": "townsfolk:friar" ("townsfolk:abbot/0" for seat 0's own Abbot; the box
holds one "townsfolk:abbot" for the eight sets), "printed-townsfolk:A" and "printed-manuscript:A"
(printed under segment A's piles), "manuscript:m01", "scheme:S1", "town:low:A.left" and
"spot:low:A.L1" (a space of one side of the board), "castle:chapel", "castle:centre",
"building:guildhall:2" (the second Guildhall from the left of a player board), "player-card:3",
"kingdom:debt", "kingdom:deed", "kingdom:poverty", "kingdom:prosperity", "cleric-bonus:red",
"castle-leader", "board:player", "board:track", "ai-board:cleric", "ai-reference"."""
from __future__ import annotations

from functools import cache

from rules.core.words import count, sentence

from .components import OUTSIDE, PLACES, Components, components
from .state import State, card_of
from .townsfolk import ACTIONS, ICONS, Ability, Step, Townsfolk, steps_text, townsfolk

CASTLE_CENTRE = "castle:centre"
DEBT, DEED, POVERTY, PROSPERITY = "kingdom:debt", "kingdom:deed", "kingdom:poverty", "kingdom:prosperity"
CASTLE_LEADER = "castle-leader"
PLAYER_BOARD, TRACK = "board:player", "board:track"
AI_REFERENCE = "ai-reference"
SIDE_WORDS = {"low": "1-2 player side", "high": "3-4 player side"}


def townsfolk_id(instance: str) -> str:
    return f"townsfolk:{instance}"


def printed_townsfolk_id(segment: str) -> str:
    return f"printed-townsfolk:{segment}"


def manuscript_id(mid: str) -> str:
    return f"manuscript:{mid}"


def printed_manuscript_id(segment: str) -> str:
    return f"printed-manuscript:{segment}"


def scheme_id(sid: str) -> str:
    return f"scheme:{sid}"


def town_id(side: str, town: str) -> str:
    return f"town:{side}:{town}"


def spot_id(side: str, spot: str) -> str:
    return f"spot:{side}:{spot}"


def section_id(section: str) -> str:
    return f"castle:{section}"


def building_id(kind: str, number: int) -> str:
    return f"building:{kind}:{number}"


def player_card_id(number: int) -> str:
    return f"player-card:{number}"


def cleric_bonus_id(ribbon: str) -> str:
    return f"cleric-bonus:{ribbon}"


def ai_board_id(ai: str) -> str:
    return f"ai-board:{ai}"


@cache  # bounded by the box: towns times the cards that can top their piles
def town_cards(side: str, town: str, townsfolk_top: str | None, manuscript_top: str | None) -> tuple[str, ...]:
    """A town and what is by it: the townsfolk on top of its segment's pile (or printed under it)
    and, on the inside path, the manuscript there (or printed under the pile)."""
    seg, place = town.split(".")
    cards = [town_id(side, town), townsfolk_id(townsfolk_top) if townsfolk_top else printed_townsfolk_id(seg)]
    if place == "inside":
        cards.append(manuscript_id(manuscript_top) if manuscript_top else printed_manuscript_id(seg))
    return tuple(cards)


def piece_id(piece: str) -> str:
    """A card on a player board or discard pile: a townsfolk, or one of the solo AI's Schemes."""
    return scheme_id(piece) if piece in components().solo.schemes else townsfolk_id(piece)


# --- names -------------------------------------------------------------------------------
@cache
def segment_name(segment: str) -> str:
    return components().board.segments[segment].name


@cache
def town_name(town: str) -> str:
    """'A.left' as 'Ashwick (left)'."""
    seg, place = town.split(".")
    return f"{segment_name(seg)} ({place})"


@cache
def spot_name(spot: str) -> str:
    """'A.L1' as 'Ashwick L1'."""
    seg, sid = spot.split(".")
    return f"{segment_name(seg)} {sid}"


def section_name(section: str) -> str:
    return section.capitalize()


def manuscript_name(mid: str) -> str:
    return f"Manuscript {int(mid[1:])}"


def building_name(kind: str, number: int) -> str:
    return f"{components().player.building(kind).name} {number}"


@cache
def _shared_names() -> frozenset[str]:
    names = [t.name for t in townsfolk().values()]
    return frozenset(n for n in names if names.count(n) > 1)


@cache
def townsfolk_label(instance: str) -> str:
    """A townsfolk's name for an option, told apart from the other cards of its name by what its
    ability gives: 'Peddler (1 gold)'."""
    t = card_of(instance)
    return f"{t.name} ({steps_text(t.ability.effect)})" if t.name in _shared_names() else t.name


# --- effects in words ----------------------------------------------------------------------
GOOD_WORDS = {
    "silver": ("silver", "silver"), "gold": ("gold", "gold"), "ink": ("ink well", "ink wells"),
    "stone": ("stone", "stone"), "virtue": ("virtue", "virtue"), "corruption": ("corruption", "corruption"),
    "debt": ("debt", "debts"), "deed": ("deed", "deeds"),
    "resource": ("resource of any kind", "resources of any kind"),
}
AI_RESOURCE = ("resource by its chart", "resources by its chart")
TRIGGER_WORDS = {
    "after_trade": "after each Trade action you take",
    "after_build": "after each Build action you take",
    "after_noble": "after each Place Workers action you take",
    "after_transcribe": "after each Transcribe action you take",
    "collision": "at every collision, whoever resolves it (you too)",
    "gain_debt": "each time you take a debt",
    "flip_debt": "each time you pay one of your debts",
    "hire": "whenever you hire a townsfolk",
}
ACTION_WORDS = {"trade": "Trade", "build": "Build", "noble": "Place Workers", "transcribe": "Transcribe"}
AI_ACTION_WORDS = {"workers": "place workers", "transcribe": "transcribe", "build": "build", "trade": "trade"}
# what the solo AI's Reference card replaces (rule 15.3)
REFERENCE_WORDS = {"rearrange": "rearranging", "silver-2": "taking 2 silver", "destroy": "destroying a card",
                   "future-empty": "a Future Scheme (none left)", "flip-none": "a flip (nothing to flip)",
                   "discard": "discarding", "castle_move": "moving a castle worker"}
EXCHANGE_WORDS = {
    "silver": "1 silver for each Merchant icon",
    "resource": "1 gold, ink well or stone (your choice each time) for each 2 Merchant icons",
    "destroy": "destroy 1 card from your hand or the top of your draw pile, gaining its value in silver, "
               "for each 3 Merchant icons",
    "flip": "pay 1 debt or approve 1 deed for each 4 Merchant icons",
}


GAIN_ORDER = ("corruption", "virtue", "silver", "gold", "ink", "stone", "resource", "debt", "deed")  # as resolved


def amounts(gains: tuple[tuple[str, int], ...], ai: bool = False) -> str:
    """'1 silver and 2 ink wells', in the order the engine gives them."""
    parts = []
    for key, n in sorted(gains, key=lambda kn: GAIN_ORDER.index(kn[0])):
        one, many = AI_RESOURCE if ai and key == "resource" else GOOD_WORDS[key]
        parts.append(f"{n} {one if n == 1 else many}")
    return and_list(parts)


def and_list(parts: list, word: str = "and") -> str:
    """'a, b and c' (or with another word)."""
    parts = [str(x) for x in parts]
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + f" {word} " + parts[-1]


def or_list(parts: list) -> str:
    return and_list(parts, "or")


def step_words(step: Step, ai: bool = False, at_home: bool = False) -> str:
    """One effect step as a clause, for a person's card (or, with ai, for the solo AI's); at_home:
    a free building goes only by the Viscount (player card 8)."""
    n = step.amount
    kind = step.kind
    if kind == "gain":
        return f"gain {amounts(step.gains, ai)}"
    if kind == "flip":
        if ai:
            return {"debt": "pay 1 debt", "deed": "approve 1 deed",
                    "either": "pay 1 debt or approve 1 deed (the kind it has flipped fewer of, a debt on a tie)"}[step.target]
        return {"debt": "pay 1 debt (flip it; you also gain 1 resource of any kind)",
                "deed": "approve 1 deed (flip it)",
                "either": "pay 1 debt or approve 1 deed (flip it; paying a debt also gains 1 resource of any kind)"
                }[step.target]
    if kind == "discard":
        return (f"you may discard {'1 card' if n == 1 else f'up to {n} cards, each'} "
                "from your hand or the top of your draw pile")
    if kind == "destroy":
        return (f"you may destroy {'1 card' if n == 1 else f'up to {n} cards, each'} from your hand or the top of your "
                "draw pile and gain its value in silver (never below 3 cards)")
    if kind == "draw":
        return f"draw {count(n, 'card')}"
    if kind == "castle_move":
        return ("you may move 1 of your workers from a first-tier castle section to a neighbouring one "
                "(a group of 3 made this way moves on as when placing)")
    if kind == "workers":
        return f"place {count(n, 'worker')} for free in any first-tier castle section"
    if kind == "rearrange":
        return "you may rearrange the cards on your player board"
    if kind == "shuffle":
        return "shuffle your discard pile into your draw pile"
    if kind == "hire":
        return "hire the top townsfolk of any pile for free"
    if kind == "manuscript":
        return "take the top manuscript of any pile for free if it costs 3 or 4 Cleric icons, and resolve its effect"
    if kind == "build":
        spot = "an empty building spot at your Viscount's town" if at_home else "any empty building spot"
        return f"build one of your buildings for free on {spot}, gaining the spot's reward"
    if kind == "choose":
        return "choose one: " + "; ".join(f"({n}) {steps_words(option, ai)}" for n, option in enumerate(step.options, 1))
    raise ValueError(f"no words for step {kind}")


def steps_words(steps: tuple[Step, ...], ai: bool = False, at_home: bool = False) -> str:
    return ", then ".join(step_words(step, ai, at_home) for step in steps)


def gained(steps: tuple[Step, ...], ai: bool = False) -> str:
    """What steps give, after a verb of gaining: '2 silver' for a plain gain, else the clauses
    after a colon ('this: choose one: ...')."""
    if len(steps) == 1 and steps[0].kind == "gain":
        return amounts(steps[0].gains, ai)
    return f"this: {steps_words(steps, ai)}"


def full_sentence(text: str) -> str:
    """The text as a sentence: a capital first, a full stop last."""
    return sentence(text) + ("" if text.endswith(".") else ".")


def ability_words(ability: Ability) -> str:
    if ability.modifier:
        mod = ability.modifier
        icon = ICONS[ACTIONS[mod.action][1]]
        if mod.count:
            how = f"each {mod.per} {ICONS[mod.count]} icons on your board count as 1 more {icon} icon"
        elif mod.resources:
            spent = " or ".join(GOOD_WORDS[r][0] for r in mod.resources)
            worth = count(mod.worth, f"{icon} icon")
            how = (f"1 {spent} you spend (only one per action) counts as {worth}" if mod.once
                   else f"each {spent} you spend counts as {worth}")
        else:
            how = f"you may buy {icon} icons for {mod.silver_per_icon} silver each"
        return f"While on your board, in your {ACTION_WORDS[mod.action]} action: {how}."
    if ability.when:
        return f"While on your board, {TRIGGER_WORDS[ability.when]}: {steps_words(ability.effect)}."
    timing = {"instant": "When you play it to your board", "dropoff": "When it drops off the right of your board"}
    return f"{timing[ability.timing]}: {steps_words(ability.effect)}."


def icon_list(icons: tuple[tuple[str, int], ...]) -> str:
    """'1 Merchant icon and 1 Builder icon'."""
    return and_list([count(n, f"{ICONS[icon]} icon") for icon, n in icons])


def icons_words(icons: tuple[tuple[str, int], ...], sep: str = "and") -> str:
    """'1 Cleric and 2 Merchant'; with sep="," '1 Cleric, 2 Merchant'."""
    parts = [f"{n} {ICONS[icon]}" for icon, n in icons]
    return ", ".join(parts) if sep == "," else and_list(parts, sep)


CRIMINAL_WORDS = ("Criminal: playing it costs 1 corruption for each Criminal icon on your board, its own "
                  "included; in a primary action each Criminal icon stands for any one icon.")


# --- what each component says ----------------------------------------------------------------
def townsfolk_card(t: Townsfolk) -> dict:
    kind = {"neutral": "Townsfolk", "hero": "Hero", "starting": "Starting townsfolk"}[t.kind]
    lines = [f"Icons: {icons_words(t.icons)}."]
    if t.ability:
        lines.append(ability_words(t.ability))
    if t.on_hire:
        lines.append(f"When hired or dismissed: {steps_words(t.on_hire)}.")
    played = f"played, it moves your Viscount at least {count(t.cost, 'space')}"
    if t.kind == "neutral":
        lines.append(f"Value {t.cost}: hire or dismiss it for {t.cost} silver; destroyed, it gains you {t.cost} "
                     f"silver; {played}.")
    else:
        lines.append(f"Value {t.cost}: destroyed, it gains you {t.cost} silver; {played}.")
        lines.append("A hero starts in its owner's deck." if t.kind == "hero" else
                     "Each player starts with one; it never goes to the main board.")
    if t.icon("criminal"):
        lines.append(CRIMINAL_WORDS)
    return {"name": t.name, "kind": f"{kind} · {icons_words(t.icons, ',')}", "text": " ".join(lines),
            "cost": f"{t.cost} silver"}


def printed_townsfolk_card(c: Components, seg: str) -> dict:
    segment = c.board.segments[seg]
    t = segment.townsfolk
    text = (f"Printed on {segment.name} under its townsfolk pile, seen once the pile is empty. Icons: "
            f"{icons_words(t.icons)}. It cannot be hired. In a primary action by its pile it may be dismissed "
            f"for {t.cost} silver if it shows the action's icon or a Criminal: you gain its effect "
            f"({steps_words(t.on_hire)}) but not its icons, and it stays printed on the board.")
    return {"name": t.name, "kind": f"Printed townsfolk · {icons_words(t.icons, ',')}", "text": text,
            "cost": f"{t.cost} silver"}


def manuscript_vp_words(c: Components, mid: str) -> str:
    x = c.manuscripts.cards[mid]
    if x.vp_flat:
        return f"{x.vp_flat} VP"
    per = {"building": "building you have built", "flipped-debt": "paid debt you hold",
           "flipped-deed": "approved deed you hold", "deed": "deed you hold, acquired or approved",
           "castle-worker": "worker you have in the castle", "manuscript": "manuscript you hold, this one included",
           **{icon: f"{name} icon on your townsfolk cards (wherever they are) and your player board"
              for icon, name in ICONS.items()}}[x.vp_per]
    return f"{x.vp_each} VP for each {per}"


def manuscript_card(c: Components, mid: str) -> dict:
    x = c.manuscripts.cards[mid]
    sets = or_list(c.manuscripts.set_vp)
    sizes = or_list(range(1, len(c.manuscripts.set_vp) + 1))
    lines = [f"{x.ribbon.capitalize()} ribbon, {x.back} back"
             + (" (starts on top of a pile)." if x.back == "grey" else "."),
             f"Transcribe it for {count(x.cost, 'Cleric icon')}."]
    if x.effect:
        lines.append(f"When transcribed: {steps_words(x.effect)}.")
    if x.vp_per or x.vp_flat:
        lines.append(f"At the end: {manuscript_vp_words(c, mid)}.")
    lines.append(f"It also counts towards sets of different ribbons: {sets} VP for a set of {sizes} ribbons.")
    card = {"name": manuscript_name(mid), "kind": f"Manuscript · {x.ribbon} ribbon", "text": " ".join(lines),
            "cost": count(x.cost, "Cleric icon")}
    if x.vp_per or x.vp_flat:
        card["points"] = manuscript_vp_words(c, mid)
    return card


def printed_manuscript_card(c: Components, seg: str) -> dict:
    segment = c.board.segments[seg]
    m = segment.manuscript
    text = (f"Printed on {segment.name} under its manuscript pile, seen once the pile is empty. Transcribe it for "
            f"{count(m.cost, 'Cleric icon')} to {steps_words(m.effect)}; it cannot be taken and scores nothing.")
    return {"name": f"{segment.name} Printed Manuscript", "kind": "Printed manuscript", "text": text,
            "cost": count(m.cost, "Cleric icon")}


def scheme_card(c: Components, sid: str) -> dict:
    sch = c.solo.schemes[sid]
    parts = []
    for step in sch.steps:
        if step.kind == "dismiss":
            parts.append("dismiss the townsfolk by its Viscount (it gains the card's hire effect, not its icons, "
                         "and pays no silver)")
        elif step.kind == "corruption_per_criminal":
            parts.append("gain 1 corruption for each Criminal icon on its board")
        elif step.kind == "future":
            parts.append(f"put {count(step.amount, 'Future Scheme')} from that pile face up on its discard pile")
        elif step.kind == "move":
            parts.append(f"move {count(step.amount, 'space')} clockwise on the outside path")
        elif step.kind == "attempt":
            action = "try its Primary Focus action" if step.target == "focus" else f"try to {AI_ACTION_WORDS[step.target]}"
            otherwise = steps_words(step.options[0], ai=True) if step.options[0] else ""
            parts.append(action + (f"; if it cannot, {otherwise}" if otherwise else ""))
        else:
            parts.append(step_words(step, ai=True))
    deck = "Starting" if sch.deck == "starting" else "Future"
    text = (f"Icons (they pay for the AI's actions, as townsfolk icons would): {icons_words(sch.icons)}. "
            f"Turned over onto the AI's board, top to bottom: {'; '.join(parts)}.")
    return {"name": f"Scheme {sid}", "kind": f"{deck} Scheme (solo AI)", "text": full_sentence(text)}


def scheme_step_text(step) -> str:
    """Words for one line of a Scheme card (the AI's own steps, or the townsfolk vocabulary)."""
    if step.kind == "dismiss":
        return "dismiss the townsfolk here"
    if step.kind == "corruption_per_criminal":
        return "1 corruption per Criminal icon"
    if step.kind == "future":
        return count(step.amount, "Future Scheme")
    if step.kind == "move":
        return f"move {step.amount}"
    if step.kind == "attempt":
        otherwise = ", ".join(scheme_step_text(x) for x in step.options[0])
        action = "its focus action" if step.target == "focus" else AI_ACTION_WORDS[step.target]
        return f"try to {action}" + (f", else {otherwise}" if otherwise else "")
    return step.text


def town_card(c: Components, side: str, town: str) -> dict:
    seg, place = town.split(".")
    segment = c.board.segments[seg]
    name = segment.name
    pile = f"Hire (phase 4) or dismiss (in a primary action) the top townsfolk of {name}'s pile."
    if place in OUTSIDE:
        spots = [spot_name(f"{seg}.{x.id}") for x in segment.sides[side].spots_of(place)]
        nxt = "the next segment's left town" if place == "right" else f"{name} (right) or {name} (inside)"
        lines = [f"Outside path, {place} of the river.",
                 f"Trade here: {EXCHANGE_WORDS[segment.sides[side].exchange[place]]}.",
                 f"Build here on {or_list(spots)}.", pile,
                 f"Start space of Player Card {segment.start[place]}.", f"Arrows lead on to {nxt}."]
    else:
        lines = ["Inside path.",
                 f"Place workers in the castle section facing {name}; transcribe the top manuscript of {name}'s pile.",
                 pile, f"Arrows lead on to {name} (right) or the next segment's inside town."]
    return {"name": town_name(town), "kind": f"Town · {'outside' if place in OUTSIDE else 'inside'} path · "
            f"{SIDE_WORDS[side]}", "text": " ".join(lines)}


def spot_card(c: Components, side: str, spot: str) -> dict:
    seg, sid = spot.split(".")
    layout = c.board.segments[seg].sides[side]
    reward = layout.spot(sid).reward
    place = "left" if sid.startswith("L") else "right"
    lines = [f"Building spot {place} of the river: build on it from {town_name(f'{seg}.{place}')}.",
             f"Building here: {steps_words(reward)}."]
    for link in layout.links:
        if sid in link.between:
            other = link.between[1] if link.between[0] == sid else link.between[0]
            lines.append(f"Linked to {spot_name(f'{seg}.{other}')}: when both hold buildings, the owner of each "
                         f"gains {gained(link.reward)} (once, if one player owns both).")
    return {"name": spot_name(spot), "kind": f"Building spot · {SIDE_WORDS[side]}", "text": " ".join(lines)}


def section_card(c: Components, section: str) -> dict:
    castle = c.board.castle
    sec = castle.section(section)
    text = (f"Castle section. First tier: whenever a player has 3 or more of their own workers here, 1 moves "
            f"inwards to this section's second tier, 1 clockwise and 1 counter-clockwise to the neighbouring "
            f"first-tier sections. Second tier, for each worker moving in: {steps_words(sec.tier2)}. With 3 "
            f"or more of one player's workers here, 1 moves on to the third tier. After the moves, each tier here "
            f"keeps {castle.capacity} workers: the player placing chooses whose to bump. A worker bumped from the "
            f"first tier gains its owner {gained(castle.bump[1])}; from the second, {gained(castle.bump[2])}. "
            f"Workers score {castle.vp[1]} VP in the first tier, {castle.vp[2]} VP in the second.")
    return {"name": section_name(section), "kind": "Castle section", "text": text}


def centre_card(c: Components) -> dict:
    castle = c.board.castle
    text = (f"The castle's third tier. For each worker moving in: {steps_words(castle.tier3)}. Workers here are never "
            f"bumped and score {castle.vp[3]} VP each. The first player to move a worker here takes the Castle Leader "
            "card.")
    return {"name": "Castle Third Tier", "kind": "Castle", "text": text, "points": f"{castle.vp[3]} VP per worker"}


def building_ability_words(ability) -> str:
    n = ability.amount
    if ability.kind == "icons":
        return and_list([f"a permanent {ICONS[icon]} icon" if k == 1 else f"{k} permanent {ICONS[icon]} icons"
                         for icon, k in ability.icons]) + " on your board"
    return {"extra_move": f"in phase 2 you may move {count(n, 'extra space')} for free",
            "dismiss_cost": f"dismissing any townsfolk costs you only {n} silver",
            "discard_on_hire": f"each time you hire a townsfolk, by any means, you may discard {count(n, 'card')}",
            "collision_virtue": f"at every collision, whoever resolves it, gain {n} virtue if no Criminal is on "
                                "your board",
            "hand_limit": f"your hand limit is {n} higher"}[ability.kind]


def building_card(c: Components, kind: str, number: int) -> dict:
    b = c.player.building(kind)
    place = {1: f"left-most {b.name}", 2: f"second {b.name} from the left", 3: f"third {b.name} from the left"}[number]
    rows = or_list(b.score)
    built = or_list(range(1, b.count + 1))
    text = (f"The {place} on your player board. Build it for {count(b.cost, 'Builder icon')} on an empty "
            f"building spot by your Viscount's town, gaining the spot's reward; the space it leaves then shows, "
            f"for the rest of the game: {building_ability_words(b.abilities[number - 1])}. {b.name}s score {rows} VP "
            f"for {built} built.")
    return {"name": building_name(kind, number), "kind": f"Building · {b.name}", "text": text,
            "cost": count(b.cost, "Builder icon"), "points": f"{rows} VP for {built} built"}


def player_card(c: Components, number: int) -> dict:
    card = c.player.cards[number]
    front = f"Front: your Viscount starts at {town_name(c.board.start_town(number))}; take {amounts(card.items)}"
    if card.extra:
        when = "before you shuffle your deck, " if card.extra_at == "before-shuffle" else ""
        front += f"; then {when}{steps_words(card.extra, at_home=card.extra_at == 'viscount-space')}"
    back = ("Back, kept face up as a reminder: when another Viscount ends its move on yours, you may rearrange your "
            "board; a bumped worker gains its owner a reward; workers in the castle score their tier; each "
            "reshuffle to draw costs 1 corruption with a Criminal on your board, else gains 1 virtue.")
    return {"name": f"Player Card {number}", "kind": "Player card", "text": f"{front}. {back}"}


def track_card(c: Components) -> dict:
    spaces = []
    for n, spot in enumerate(c.player.track.collision, start=1):
        words = f"{n}: {steps_words(spot.above)}"
        if spot.below:
            words += (f" (each other player: {steps_words(spot.below)}"
                      + (", if no Criminal is on their board)" if spot.below_if else ")"))
        spaces.append(words)
    text = (f"On each player board, {c.player.track.spaces} spaces. Each corruption moves your Corruption marker one "
            "space right from the left end; each virtue moves your Virtue marker one space left from the right end "
            "(corruption first when both come together). Markers that meet move on together. In your phase 5, "
            "if they share a space, the collision is resolved: every player with Workshop 2 built and no "
            "Criminal on their board gains 1 virtue, the cards on every board that act at a collision act, you "
            "gain the reward of the space, the others gain what is printed below it, and your markers go back to "
            f"their ends. The spaces from the left: {'; '.join(spaces)}.")
    return {"name": "Virtue and Corruption Track", "kind": "Player board track", "text": text}


def player_board_card(c: Components) -> dict:
    p = c.player
    starting = "; ".join(f"the {space} space shows {icon_list(icons)}" for space, icons in p.starting_icons.items())
    buildings = "; ".join(f"{b.count} {b.name}s, {count(b.cost, 'Builder icon')} each, scoring "
                          f"{or_list(b.score)} VP for {or_list(range(1, b.count + 1))} built" for b in p.buildings)
    workers = or_list(p.noble)
    text = ("Each turn runs six phases: 1 play a card (cards on the board first shift right), 2 move, 3 a primary "
            "action, 4 hire, 5 resolve a collision, 6 draw up to your hand limit. Three card spaces, left, middle "
            f"and right: a card played enters on the left and drops off on the right. Until covered, {starting}. "
            f"Hand limit {p.hand_limit}. Place workers: {workers} Noble icons place "
            f"{or_list(range(1, len(p.noble) + 1))} workers. "
            f"Buildings, left to right: {buildings}; each built one uncovers the ability printed under it.")
    return {"name": "Player Board", "kind": "Player board", "text": text}


def kingdom_cards(c: Components) -> dict[str, dict]:
    k = c.kingdom
    end = k.end
    cards = {
        DEBT: {"name": "Debt Card", "kind": "Kingdom card · two-sided",
               "text": f"Unpaid side: {end['unpaid_debt']} VP at the end. Paid side: 0 VP; paying a debt (flipping "
                       "it) gains 1 resource of your choice at once. Paid debts count for the Prosperity card. "
                       "Taken from the pile on the Poverty card while it lasts.",
               "points": f"{end['unpaid_debt']} VP unpaid, 0 VP paid"},
        DEED: {"name": "Deed Card", "kind": "Kingdom card · two-sided",
               "text": f"Acquired side: {end['acquired_deed']} VP at the end. Approved side: {end['approved_deed']} VP. "
                       "Approved deeds count for the Poverty card. Taken from the pile on the Prosperity card while "
                       "it lasts.",
               "points": f"{end['acquired_deed']} VP acquired, {end['approved_deed']} VP approved"},
        CASTLE_LEADER: {"name": "Castle Leader", "kind": "Kingdom card",
                        "text": f"Taken by the first player to move a worker into the castle's third tier, then by "
                                f"any player with more third-tier workers than its holder (a tie is not enough). "
                                f"{k.castle_leader_vp} VP at the end; hand limit +{k.castle_leader_hand} while you "
                                "hold it.",
                        "points": f"{k.castle_leader_vp} VP"},
    }
    for key, card in (("poverty", k.poverty), ("prosperity", k.prosperity)):
        counts = ", ".join(f"{n} with {'the solo AI' if players == 1 else count(players, 'player')}"
                           for players, n in card.on_top.items())
        piled = "debts" if card.pile == "debt" else "deeds"
        rewarded = "approved deeds" if card.scores == "flipped-deed" else "paid debts"
        vp = and_list(card.vp)
        cards[f"kingdom:{key}"] = {
            "name": f"{key.capitalize()} Card", "kind": "Kingdom card",
            "text": f"Starts under a pile of {piled} ({counts}). Taking the last of them reveals it: the round is "
                    "finished, then one more is played (the Poverty and Prosperity cards both revealed make a "
                    f"Divided Kingdom, and both score). At the end, if revealed: the players with the most, second "
                    f"most and third most {rewarded} (at least 1) gain {vp} VP; the second place pays only with "
                    f"{card.middle_from} or more players; tied players share the places they fill.",
            "points": f"{', '.join(map(str, card.vp))} VP"}
    for ribbon, (vp, icons) in k.cleric_bonus.items():
        cards[cleric_bonus_id(ribbon)] = {
            "name": f"{ribbon.capitalize()} Cleric Bonus", "kind": "Cleric Bonus card",
            "text": f"Taken by the first player to hold 3 manuscripts with a {ribbon} ribbon. {vp} VP at the end, "
                    f"and {icon_list(icons)} on its holder's board.",
            "points": f"{vp} VP"}
    return cards


def ai_board_card(c: Components, ai: str) -> dict:
    board = c.solo.ais[ai]
    start = gained(board.start, ai=True)
    if board.start_building:
        start += f", and a {c.player.building(board.start_building).name} built on a free spot at its Viscount's town"
    if board.single_resource:
        chart = ("it treats gold, ink wells and stone as one kind: any pays for any action, and it takes whichever "
                 "it has fewest of")
    else:
        steps = [f"{GOOD_WORDS[r][1]} until it holds {below}" if below else GOOD_WORDS[r][1]
                 for r, below in board.priority]
        chart = "it takes " + ", then ".join(steps)
    order = ", then ".join(f"{c.player.building(b).name}s" for b in c.solo.buildings)
    nobles = (f"{or_list([icons for icons, _ in c.solo.noble])} Noble icons place "
              f"{or_list([workers for _, workers in c.solo.noble])} workers")
    schemes = f"{'Scheme' if len(board.remove) == 1 else 'Schemes'} {and_list(board.remove)}"
    text = (f"Its Primary Focus: {AI_ACTION_WORDS[board.focus]}. It starts with {start}. At setup it returns "
            f"{schemes} to the box. Resources of its choice: {chart}. Its buildings, left to right: {order}; it "
            f"builds the left-most it can afford, each Guildhall showing a {ICONS[board.focus_icon]} icon, and its "
            f"buildings give no other ability. Workers: {nobles} (never 1). It has no hand and draws nothing; "
            "each turn it turns over its top Scheme.")
    return {"name": f"{board.name} Board", "kind": "Solo AI board", "text": text}


def ai_reference_card(c: Components) -> dict:
    ref = c.solo.reference
    columns = [f"column {n}, instead of {or_list([REFERENCE_WORDS[x] for x in when])}: {steps_words(gain, ai=True)}"
               for n, when, gain in ref.columns]
    text = ("What the solo AI does instead of some effects: " + "; ".join(columns) + ". A free hire or a draw gives "
            "it the top Future Scheme, face up on its discard pile; it ignores a shuffle. At the end each resource it "
            f"holds scores {ref.leftover_vp} VP, and it wins a tie.")
    return {"name": "AI Reference Card", "kind": "Solo AI card", "text": text}


# --- the box --------------------------------------------------------------------------------
@cache
def describe(cid: str) -> dict:
    """{"name", "kind", "text"} and "cost" and "points" where it has them; the view adds "where"."""
    c = components()
    kind, _, key = cid.partition(":")
    if kind == "townsfolk":
        return townsfolk_card(card_of(key))
    if kind == "printed-townsfolk":
        return printed_townsfolk_card(c, key)
    if kind == "manuscript":
        return manuscript_card(c, key)
    if kind == "printed-manuscript":
        return printed_manuscript_card(c, key)
    if kind == "scheme":
        return scheme_card(c, key)
    if kind == "town":
        return town_card(c, *key.split(":"))
    if kind == "spot":
        return spot_card(c, *key.split(":"))
    if cid == CASTLE_CENTRE:
        return centre_card(c)
    if kind == "castle":
        return section_card(c, key)
    if kind == "building":
        b, n = key.split(":")
        return building_card(c, b, int(n))
    if kind == "player-card":
        return player_card(c, int(key))
    if cid == PLAYER_BOARD:
        return player_board_card(c)
    if cid == TRACK:
        return track_card(c)
    if kind == "ai-board":
        return ai_board_card(c, key)
    if cid == AI_REFERENCE:
        return ai_reference_card(c)
    return kingdom_cards(c)[cid]


@cache
def catalogue() -> tuple[dict, ...]:
    """Every component in the box, each with the part of the box it belongs to."""
    c = components()
    cards = townsfolk()
    sides = list(c.board.sides)
    parts = [
        ("Townsfolk", [townsfolk_id(x) for x, t in cards.items() if t.kind == "neutral"]),
        ("Heroes", [townsfolk_id(x) for x, t in cards.items() if t.kind == "hero"]),
        ("Starting townsfolk (one set per player colour)",
         [townsfolk_id(x) for x, t in cards.items() if t.kind == "starting"]),
        ("Manuscripts", [manuscript_id(x) for x in c.manuscripts.cards]),
        ("Kingdom cards", list(kingdom_cards(c))),
        ("Player cards", [player_card_id(n) for n in sorted(c.player.cards)]),
        ("Player board", [PLAYER_BOARD, TRACK] + [building_id(b.id, n) for b in c.player.buildings
                                                   for n in range(1, b.count + 1)]),
        ("Main board: printed under the piles", [printed_townsfolk_id(seg) for seg in c.board.segments]
         + [printed_manuscript_id(seg) for seg in c.board.segments]),
        *((f"Main board: {SIDE_WORDS[side]}",
           [town_id(side, f"{seg}.{place}") for seg in c.board.segments for place in PLACES]
           + [spot_id(side, f"{seg}.{x.id}") for seg, segment in c.board.segments.items()
              for x in segment.sides[side].spots]) for side in sides),
        ("Castle", [section_id(x.id) for x in c.board.castle.sections] + [CASTLE_CENTRE]),
        ("Solo AI", [ai_board_id(x) for x in c.solo.ais] + [AI_REFERENCE] + [scheme_id(x) for x in c.solo.schemes]),
    ]
    return tuple({"id": cid, **describe(cid), "where": where} for where, ids in parts for cid in ids)


# --- what one seat sees now (rule 17) ---------------------------------------------------------
def seen(s: State, seat: int | None, difficulty: int = 0) -> dict[str, dict]:
    """Every component `seat` may see now, with where it lies as that seat sees it: its own hand,
    every player board and discard pile, the top of each pile (or what is printed under an empty
    one), manuscripts held, the board's towns and spots, the castle, the buildings, the kingdom cards,
    the player cards taken or on offer, the cards dismissed or destroyed (each was shown as it left),
    and the solo AI's board and face-up Schemes."""
    c = s.c
    found: dict[str, dict] = {}

    def put(cid: str, where: str) -> None:
        found[cid] = {**describe(cid), "where": where}

    def whose(i: int) -> str:
        return "Your" if i == seat else f"{s.seats[i].name}'s"

    if seat is not None:
        for cid in s.seats[seat].hand:
            put(townsfolk_id(cid), "Your hand")
    ring = {seg: n for n, seg in enumerate(s.order, start=1)}
    for seg in s.order:
        name = f"{c.board.segments[seg].name} (segment {ring[seg]})"
        top = s.visible_townsfolk(seg)
        if top:
            put(townsfolk_id(top), f"Top of the townsfolk pile of {name}")
        else:
            put(printed_townsfolk_id(seg), f"Printed under the empty townsfolk pile of {name}")
        top = s.top_manuscript(seg)
        if top:
            put(manuscript_id(top), f"Top of the manuscript pile of {name}")
        else:
            put(printed_manuscript_id(seg), f"Printed under the empty manuscript pile of {name}")
        for place in PLACES:
            here = [p.name for p in s.seats if p.town == f"{seg}.{place}"]
            viscounts = (f": {here[0]}'s Viscount" if len(here) == 1 else
                         f": the Viscounts of {and_list(here)}" if here else "")
            put(town_id(s.side, f"{seg}.{place}"), f"Main board, {name}{viscounts}")
        for spot in c.board.segments[seg].sides[s.side].spots:
            sid = f"{seg}.{spot.id}"
            owner = s.spots[sid]
            put(spot_id(s.side, sid), f"Main board, {name}: " + (
                "empty" if owner is None else f"{s.seats[owner[0]].name}'s {c.player.building(owner[1]).name}"))
    for cid in s.removed:
        put(townsfolk_id(cid), "Out of the game, dismissed")
    faces = {sec: seg for seg, sec in s.castle_faces.items()}
    for sec in c.board.castle.sections:
        put(section_id(sec.id), f"Castle, facing {c.board.segments[faces[sec.id]].name}")
    put(CASTLE_CENTRE, "Castle, in the middle")
    for i, p in enumerate(s.seats):
        board = f"{p.name}'s board" if p.ai else f"{whose(i)} player board"
        for n, piece in enumerate(p.row):
            if piece:
                put(piece_id(piece), f"{board}, {('left', 'middle', 'right')[n]} space")
        for piece in p.discard:
            put(piece_id(piece), f"{whose(i)} discard pile")
        for mid in p.manuscripts:
            put(manuscript_id(mid), f"{whose(i)} manuscripts")
        for piece in p.destroyed:  # shown to all as it left
            put(piece_id(piece), f"Out of the game, destroyed by {'you' if i == seat else p.name}")
        for ribbon in p.cleric_bonus:
            put(cleric_bonus_id(ribbon), f"{whose(i)} Cleric Bonus cards")
        if p.ai:
            put(ai_board_id(p.ai), f"{p.name}'s seat, difficulty {difficulty} "
                f"({count(difficulty, 'Future Scheme')} shuffled into its Scheme pile at setup)")
            put(AI_REFERENCE, f"Beside the {p.name} Board")
    for ribbon in c.kingdom.cleric_bonus:
        if ribbon not in s.cleric_bonus_taken:
            put(cleric_bonus_id(ribbon), "Beside the supply, not taken yet")
    put(CASTLE_LEADER, "Beside the supply, not taken yet" if s.castle_leader is None
        else f"{whose(s.castle_leader)} Castle Leader card")
    put(POVERTY, "Kingdom, revealed" if s.poverty else f"Kingdom, under {count(s.debts_on_poverty, 'debt')}")
    put(PROSPERITY, "Kingdom, revealed" if s.prosperity else f"Kingdom, under {count(s.deeds_on_prosperity, 'deed')}")
    put(DEBT, "Kingdom, on the Poverty card" if s.debts_on_poverty else "Kingdom, the pile beside the Poverty card")
    put(DEED, "Kingdom, on the Prosperity card" if s.deeds_on_prosperity else "Kingdom, the pile beside the Prosperity card")
    for number, hero in s.offers if not all(p.town for p in s.seats) else ():
        put(player_card_id(number), f"On offer at setup, with {card_of(hero).name}")
        put(townsfolk_id(hero), f"On offer at setup, with Player Card {number}")
    for i, p in enumerate(s.seats):
        if p.player_card:
            put(player_card_id(p.player_card), f"{whose(i)} player card, turned over")
    put(PLAYER_BOARD, "Every player's board")
    put(TRACK, "Every player's board")
    for b in c.player.buildings:
        for n in range(1, b.count + 1):
            if seat is None:
                where = "Every player's board"
            else:
                where = "Built by you" if n in s.seats[seat].built.get(b.id, ()) else "Your player board, not built yet"
            put(building_id(b.id, n), where)
    return found
