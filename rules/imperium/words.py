"""What a player reads of a card, written from its data in the project's own words.

A step reads as an order to the player resolving the card ("gain 2 Materials", "each other
player: take an Unrest", "every player may draw 1 card"); an ability as its cost, then what it
does ("pay 3 Materials to acquire an Uncivilised or Civilised card"); a card as a line per
ability (`card_lines`)."""
from __future__ import annotations

from rules.core.words import count, sentence

WHO = {"others": "each other player", "all": "every player", "empire_others": "each other Empire player",
       "with_region_others": "each other player with a Region in play", "empire_all": "every Empire player"}
RESOURCES = {"material": ("Material", "Materials"), "population": ("Population", "Population"),
             "progress": ("Progress", "Progress"), "action": ("action", "actions")}
# a kind of card (a type, tag, icon or symbol) as a noun: singular, plural
KINDS = {
    "region": ("Region", "Regions"), "uncivilised": ("Uncivilised card", "Uncivilised cards"),
    "civilised": ("Civilised card", "Civilised cards"), "tributary": ("Tributary", "Tributaries"),
    "fame": ("Fame card", "Fame cards"), "unrest": ("Unrest", "Unrest"), "power": ("power card", "power cards"),
    "city": ("City", "Cities"), "metropolis": ("Metropolis", "Metropolises"), "mask": ("Mask", "Masks"),
    "scroll": ("Scroll", "Scrolls"), "knight": ("Knight", "Knights"),
    "production": ("card with a production icon", "cards with a production icon"),
    "fertile": ("card with a fertile icon", "cards with a fertile icon"),
    "river": ("card with a river icon", "cards with a river icon"),
    "pinned": ("persistent card", "persistent cards"), "attack": ("attack card", "attack cards"),
    "barbarian": ("Barbarian card", "Barbarian cards"), "empire": ("Empire card", "Empire cards"),
    "any": ("market card", "market cards"),
}
MARKET_KINDS = {"uncivilised", "civilised", "region", "tributary"}
# a type by name: "Town (Civilised)", "the Region deck"
TYPE_NAMES = {"region": "Region", "uncivilised": "Uncivilised", "civilised": "Civilised", "tributary": "Tributary",
              "fame": "Fame", "unrest": "Unrest"}
ADJECTIVES = {k: TYPE_NAMES[k] for k in ("uncivilised", "civilised")}  # named before "card"
# what a count counts (COUNT of EFFECTS.md), beyond the kinds of card: singular, plural
COUNTED = {
    "production": ("production icon", "production icons"), "fertile": ("fertile icon", "fertile icons"),
    "river": ("river icon", "river icons"), "cards": ("card", "cards"),
    "history_cards": ("card in your history", "cards in your history"),
    "garrisoned_here": ("card garrisoned here", "cards garrisoned here"),
    "unrest_of_others": ("Unrest the other players own", "Unrest the other players own"),
    "pinned_not_region": ("persistent non-Region card", "persistent non-Region cards"),
    "variable": ("card with variable VP", "cards with variable VP"),
}
PLACES = {"hand": "your hand", "discard": "your discard pile", "deck": "your deck", "nation": "your nation deck",
          "history": "your history", "play": "your play area", "this": "this card"}


def by_identity(words):
    """`words` of an ability or step read from the content, worked out once for each: the content
    never changes, so its objects' identities stand for them."""
    memo: dict[int, tuple] = {}

    def once(part):
        hit = memo.get(id(part))
        if hit is None or hit[0] is not part:
            if len(memo) > 10_000:  # the few made on the fly (a cheaper Unrest) must not pile up
                memo.clear()
            hit = memo[id(part)] = (part, words(part))
        return hit[1]
    return once


def tokens(what: dict) -> str:
    """"2 Materials and 1 Population"."""
    parts = [f"{n} {RESOURCES[k][n != 1]}" for k, n in what.items() if n]
    return either(parts, "and") if parts else "nothing"


def price_text(price: dict) -> str:
    """"2 Materials and 1 Progress": a price in options and prompts, each kind in the plural."""
    return " and ".join(f"{n} {RESOURCES[k][1]}" for k, n in price.items() if n) or "nothing"


def amounts(what: dict) -> str:
    """"2 Materials, 1 action": what a seat gains, in the log (a token in the plural, an action counted)."""
    return ", ".join(f"{n} {RESOURCES[k][k != 'action' or n != 1]}" for k, n in what.items() if n)


def either(words: list[str], last: str = "or") -> str:
    """"a, b or c"."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} {last} {words[-1]}"


def article(noun: str) -> str:
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"


def card_noun(kind, n: int = 1) -> str:
    """Cards of a kind (or of any of several kinds) as a noun: "Region", "Uncivilised or
    Civilised card", "Cities"; a name in brackets is that card ("Scandinavia")."""
    if kind is None:
        return "card" if n == 1 else "cards"
    kinds = [kind] if isinstance(kind, str) else list(kind)
    if len(kinds) == 1 and kinds[0].startswith("["):
        return kinds[0][1:-1]
    if len(kinds) > 1 and set(kinds) == MARKET_KINDS:
        return "card of any type" if n == 1 else "cards of any type"
    if len(kinds) > 1 and all(k in ADJECTIVES for k in kinds):
        return f"{either([ADJECTIVES[k] for k in kinds])} card{'s' * (n != 1)}"
    if len(kinds) > 1:
        words = [KINDS[k][n != 1] for k in kinds]
        if words[-1].endswith(" card") or words[-1].endswith(" cards"):
            words = [w.removesuffix(" cards").removesuffix(" card") for w in words[:-1]] + words[-1:]
        return either(words)
    return KINDS[kinds[0]][n != 1]


def some(kind, n: int = 1) -> str:
    """"a Region", "an Unrest", "2 Regions", "Scandinavia"."""
    noun = card_noun(kind, n)
    if isinstance(kind, str) and kind.startswith("["):
        return noun
    return article(noun) if n == 1 else f"{n} {noun}"


def counted(what: str, n: int = 1) -> str:
    """What a count counts, as a noun: "production icon", "Cities or Metropolises"."""
    if what in RESOURCES:
        return RESOURCES[what][n != 1]
    if what in COUNTED:
        return COUNTED[what][n != 1]
    parts = what.split("/")
    if all(p in COUNTED for p in parts):  # "fertile/river"
        return f"{either([p for p in parts])} icon{'s' * (n != 1)}"
    return card_noun(parts, n)


COUNT_PLACE = {"play": " in your play area", "garrison": " garrisoned under your cards", "owned": ""}


PLACELESS = {*RESOURCES, "history_cards", "garrisoned_here", "unrest_of_others"}  # counts that say where they look


def place_of(what: str, where: str) -> str:
    """Where a count looks, unless what it counts says it: " in your play area"."""
    return "" if what in PLACELESS else COUNT_PLACE[where]


def per_text(st: dict) -> str:
    return f" per {counted(st['per'])}{place_of(st['per'], st.get('where', 'play'))}"


def order(st: dict, **changes) -> str:
    """What a step tells one of the players it acts on to do, once it applies: "recall a Region"
    of "if Barbarian, each other player: recall a Region"."""
    return step_text({**{k: v for k, v in st.items() if k not in ("who", "may", "if_state")}, **changes})


own_part = by_identity(order)  # the words of a step put to a player, worked out once for each step


def step_text(st: dict) -> str:
    """One step of an ability, as an order to the player resolving it."""
    text = READS[verb_of(st)](st)
    who = st.get("who", "self")
    if who != "self" and not ("steal" in st or "steal_or_unrest" in st or "give" in st
                              or st.get("special") == "give_card_mask_unrest"):
        text = text.replace("your ", "their ")  # the order is to each of them
        text = f"{WHO[who]} may {text}" if st.get("may") else f"{WHO[who]}: {text}"
    elif st.get("may"):
        condition, _, rest = text.partition(", ") if text.startswith("with ") else ("", "", text)
        text = f"{condition}, you may {rest}" if condition else f"you may {text}"
    if st.get("if_state"):
        text = f"if {st['if_state'].title()}, {text}"
    return text


# --- how each verb reads ------------------------------------------------------------------------
# One function a verb (EFFECTS.md): the words of a step of it, before who it is put to. The verbs
# the content may use are those that have words here (content.py); verbs.py says what each does.
def _gain(st: dict) -> str:
    return f"gain {tokens(st['gain'])}" + (per_text(st) if "per" in st else "")


def _pay(st: dict) -> str:
    return f"pay {tokens(st['pay'])}"


def _spend_actions(st: dict) -> str:
    return f"spend {count(st['spend_actions'], 'action')}"


def _steal(st: dict) -> str:
    return f"steal {tokens(st['steal'])} from {WHO.get(st.get('who', 'self'))}, or as much as they have"


def _steal_or_unrest(st: dict) -> str:
    return (f"steal {tokens(st['steal_or_unrest'])} from {WHO.get(st.get('who', 'self'))}; whoever cannot give all "
            "of it takes an Unrest")


def _return_exhaust(st: dict) -> str:
    n = st["return_exhaust"]
    return f"take {'an exhaust token' if n == 1 else f'{n} exhaust tokens'} back from your cards to your state card"


def _place_on_market(st: dict) -> str:
    return f"put {tokens(st['place_on_market'])} from the supply on a market card"


def _draw(st: dict) -> str:
    n = st["draw"]
    text = f"draw {'up to ' if st.get('up_to') else ''}{count(n, 'card')}"
    if "per" in st:
        text = f"draw {count(n, 'card')}{per_text(st)}"
    return text + (" from what your deck holds (never reshuffling)" if st.get("if_able") else "")


def _draw_from(st: dict) -> str:
    return f"take a card of your choice from {PLACES[st['draw_from']]} into your hand"


def _discard(st: dict) -> str:
    return f"discard {count(st['discard'], card_noun(st.get('kind')), card_noun(st.get('kind'), 2))}"


def _top_of_deck(st: dict) -> str:
    spec = st["top_of_deck"]
    n = spec.get("n", 1)
    what = some(st.get("kind"), n) if st.get("kind") else count(n, "card")
    return f"put {what} from {PLACES[spec.get('from', 'hand')]} on top of your deck"


def _history(st: dict) -> str:
    where = st["history"].get("from", "hand")
    if where == "this":
        return "put this card into your history"
    if where.startswith("["):
        return f"put your {where[1:-1]} (with its garrison) into your history"
    return f"put {some(st['history'].get('kind'))} from {PLACES[where]} into your history"


def _sink(st: dict) -> str:
    where = st["sink"].get("from", "hand")
    if where == "this":
        return "sink this card"
    return f"sink {some(st.get('kind'), st.get('n', 1))} from {PLACES[where]}"


def _exile_this(st: dict) -> str:
    return "exile this card"


def _garrison(st: dict) -> str:
    spec = st["garrison"]
    what = some(spec.get("kind", st.get("kind")))
    under = spec.get("under", "this")
    return f"garrison {what} from your hand under " + ("this card" if under == "this" else
                                                        f"one of your {card_noun(under, 2)}")


def _abandon(st: dict) -> str:
    what, n = st["abandon"], st.get("n", 1)
    if what == "this":
        return "abandon this card"
    if st.get("from") == "garrison":
        return f"abandon {some(what, n)} garrisoned under your cards"
    text = f"abandon {some(what, n)}"
    return text + (f" that is not {article(card_noun(st['not']))}" if st.get("not") else "")


def _recall(st: dict) -> str:
    what = st["recall"]
    if what == "this":
        return "recall this card"
    return f"recall {some(what)}" + (" garrisoned under this card" if st.get("under") == "this" else "")


def _take_unrest(st: dict) -> str:
    n = st["take_unrest"]
    return "take an Unrest" if n == 1 else f"take {n} Unrest"


def _return_unrest(st: dict) -> str:
    where = st.get("from", ["hand"])
    if where == ["this"]:
        return "return this card to the Unrest pile"
    n = st["return_unrest"]
    amount = f"up to {n} Unrest" if st.get("up_to") else "an Unrest" if n == 1 else f"{n} Unrest"
    return f"return {amount} from {either([PLACES[w] for w in where])} to the Unrest pile"


def _look_nation(st: dict) -> str:
    then = {"may_shuffle": ", then you may shuffle your nation deck",
            "may_bottom": ", then you may put it at the bottom (above the accession card)"}
    return "look at the top card of your nation deck" + then.get(st.get("then"), "")


def _find(st: dict) -> str:
    places = either([PLACES[z] for z in st.get("from", ["hand", "discard", "deck", "nation"])])
    then = {"history": "put it into your history", "discard": "discard it"}.get(st.get("then"),
                                                                               "take it into your hand")
    return f"find {some(st['find'])} in {places} and {then}"


def _give(st: dict) -> str:
    where = either([PLACES[w] for w in st.get("from", ["hand", "discard"])])
    return f"give {WHO.get(st.get('who', 'self'))} a card from {where}"


def _develop(st: dict) -> str:
    return "develop one of your development cards" + (" at no cost" if st.get("free") else ", paying its cost")


def _nation_to_discard(st: dict) -> str:
    return "put the top card of your nation deck onto your discard pile"


def _acquire(st: dict) -> str:
    n = st.get("n", 1)
    text = f"acquire {some(st['acquire'])}"
    if st.get("with_material"):
        text += " with Materials on it"
    if st.get("with_population"):
        text += " with Population on it"
    if n > 1:
        text += f", {n} times"
    if st.get("exiled"):
        text += " (an exiled card too)"
    if st.get("then") == "free_play":
        text += " and free play it at once"
    return text


def _break_through(st: dict) -> str:
    if st.get("vp_icon"):
        kinds = st["break_through"]
        return f"break through for {'a card' if set(kinds) == MARKET_KINDS else some(kinds)} with variable VP"
    return f"break through for {some(st['break_through'])}" + (" (an exiled card too)" if st.get("exiled") else "")


def _exile_market(st: dict) -> str:
    return "exile a market card that has no tokens on it"


def _swap_exiled(st: dict) -> str:
    return "swap an exiled card with a market card"


def _look_fame(st: dict) -> str:
    return f"look at the top {st['look_fame']} Fame cards and take one"


def _take_fame(st: dict) -> str:
    return "take the top Fame card"


def _choose(st: dict) -> str:
    return choice_text(st["choose"])


def _special(st: dict) -> str:
    words = SPECIAL_TEXT[st["special"]]
    where = either([PLACES[w] for w in st.get("from", ["hand"])])
    return words.format(kind=some(st.get("kind")), who=WHO.get(st.get("who", "self")), where=where) \
        if "{" in words else words


READS = {
    "gain": _gain, "pay": _pay, "spend_actions": _spend_actions, "steal": _steal, "steal_or_unrest": _steal_or_unrest,
    "return_exhaust": _return_exhaust, "place_on_market": _place_on_market, "draw": _draw, "draw_from": _draw_from,
    "discard": _discard, "top_of_deck": _top_of_deck, "history": _history, "sink": _sink, "exile_this": _exile_this,
    "garrison": _garrison, "abandon": _abandon, "recall": _recall, "take_unrest": _take_unrest,
    "return_unrest": _return_unrest, "look_nation": _look_nation, "find": _find, "give": _give, "develop": _develop,
    "nation_to_discard": _nation_to_discard, "acquire": _acquire, "break_through": _break_through,
    "exile_market": _exile_market, "swap_exiled": _swap_exiled, "look_fame": _look_fame, "take_fame": _take_fame,
    "choose": _choose, "special": _special,
}


def verb_of(st: dict) -> str:
    """The verb of a step: its one key that is a verb."""
    for key in st:
        if key in READS:
            return key
    raise KeyError(f"no verb in the step {st}")


def parts(ability: dict) -> tuple[str, str]:
    """An ability's cost and what it does, each in words ("" for none)."""
    costs = [step_text(st) for st in ability.get("cost", []) if st.get("special") not in CONDITIONS]
    conditions = [step_text(st) for st in ability.get("cost", []) if st.get("special") in CONDITIONS]
    cost = either(costs, "and") if costs else ""
    if conditions:
        cost = f"{' and '.join(conditions)}, {cost}" if cost else ' and '.join(conditions)
    return cost, "; ".join(step_text(st) for st in ability.get("do", []))


def ability_text(ability: dict | None) -> str:
    """"pay 3 Materials to acquire a Region"."""
    if not ability:
        return "nothing"
    cost, do = parts(ability)
    if cost and do:
        plain = not do.startswith(("you may", "if ", *WHO.values()))  # "to" only before an order to you
        return f"{cost} to {do}" if plain else f"{cost}, then {do}"
    return cost or do or "nothing"


def choice_text(branches: list[dict]) -> str:
    """"choose one: a OR b"; branches that share what they do, or what they cost, say it once."""
    split = [parts(b) for b in branches]
    costs, dos = [c for c, _ in split], [d for _, d in split]
    if len(branches) == 1:
        return ability_text(branches[0])
    if all(costs) and len(set(dos)) == 1 and dos[0]:
        return f"{' OR '.join(costs)} to {dos[0]}"
    if all(dos) and len(set(costs)) == 1 and costs[0]:
        return f"{costs[0]} to {' OR '.join(dos)}"
    return "choose one: " + " OR ".join(ability_text(b) for b in branches)


@by_identity
def choice_labels(branches: list[dict]) -> tuple[str, list[str]]:
    """For a choice put to a player: what all its branches share (or "") and each branch's own words."""
    split = [parts(b) for b in branches]
    costs, dos = [c for c, _ in split], [d for _, d in split]
    if len(branches) > 1 and all(costs) and len(set(dos)) == 1 and dos[0]:
        return f"to {dos[0]}", costs
    if len(branches) > 1 and all(dos) and len(set(costs)) == 1 and costs[0]:
        return costs[0], dos
    return "", [ability_text(b) for b in branches]


EVENT = {"play_region": "you play a Region", "play_attack": "you play an attack card",
         "return_unrest": "you return an Unrest", "take_unrest": "you take an Unrest",
         "acquire_uncivilised": "you acquire or break through for an Uncivilised card",
         "gain_material_river": "you gain Materials through another card in play that has a river icon",
         "gain_material_fertile": "you gain Materials through another card in play that has a fertile icon",
         "gain_market_material": "you take a market card with Materials on it",
         "gain_market_population": "you take a market card with Population on it",
         "attacked": "another player attacks you", "sink": "you sink a card",
         "pay_population": "you pay Population", "deck_empty": "a draw empties your deck",
         "acquire_region": "you acquire or break through for a Region"}

# what each special does (specials.py, specials_legends.py), as an order to the player resolving it
SPECIAL_TEXT = {
    "draw_two_discard_one": "draw 2 cards, then discard one of the cards drawn",
    "fertile_as_production": "for the rest of the turn, one fertile icon in your play area counts as 3 production "
                             "icons instead",
    "river_as_production": "for the rest of the turn, one river icon in your play area counts as 3 production "
                           "icons instead",
    "progress_if_abandoned_no_production": "gain 1 more Progress if the Region abandoned has no production icon",
    "ambassador": "use the Exhaust ability of a card in another player's play area as if it were yours",
    "gambling": ("name a type, then reveal the top card of the main deck: if it is of that type it goes to your "
                 "hand, else it is exiled"),
    "material_per_abandoned_city": "gain 2 Materials for each City abandoned this way",
    "knight_garrison": ("you may garrison this card under one of your Regions, and that Region's play ability "
                        "resolves again"),
    "sacred_pass": ("you may look at the top card of your nation deck; then you may abandon this card to swap a "
                    "card from your hand with it"),
    "marvellous": ("draw the top card of your deck (if there is one), then discard it, put it back on top of your "
                   "deck or put it into your history"),
    "double_market_material": "gain as many Materials again as were on the market card",
    "free_play_unrest": "play an Unrest from your hand without spending an action",
    "attack_from_discard_to_deck_top": "put an attack card from your discard pile on top of your deck",
    "play_region_from_discard": "play a Region from your discard pile (it costs an action)",
    "avoid_attack": "avoid the attack",
    "ignore_empire_next_play": "this turn, you may play one Empire card as if you were an Empire",
    # Legends
    "begin_quest": ("if you have no active quest, you may take an Unrest to make one of your impending quests "
                    "active (Graal only as the last)"),
    "camelot_return_unrest": ("if City of Camelot is in your play area, discard a card to return an Unrest from "
                              "your hand to the Unrest pile"),
    "knight_to_history": "put a Knight from your hand or from under one of your cards into your history",
    "free_play_empire": "play an Empire card from your hand without spending an action, whatever your state",
    "exile_impending_quest": "exile one of your impending quests (not Graal)",
    "exile_twrch_trwyth": "exile Twrch Trwyth from your play area or as your active quest",
    "abandon_garrisoned_region": "abandon one of your Regions that has {kind} garrisoned under it",
    "active_quest_to_hand": "take your active quest into your hand",
    "active_quest_to_discard": "put your active quest on your discard pile",
    "acquire_exiled_not_knight": ("acquire an exiled card that is not a Knight (an Uncivilised, Civilised or "
                                  "Tributary card brings an Unrest)"),
    "palace_break_through_twice": ("if Palace of Poseidon is in your play area, break through twice, each time "
                                   "for a card of any type"),
    "discard_unrest_for_draw_or_progress": ("discard any number of Unrest from your hand, each to draw a card or "
                                            "to gain 1 Progress"),
    "attacks_to_history": "put every attack card in your hand, deck and discard pile into your history",
    "progress_onto_this": "put 1 Progress from the supply on this card",
    "gain_progress_on_this": "gain the Progress lying on this card",
    "one_mask_fewer": "this turn, the next time you must discard Masks, discard one fewer",
    "give_card_mask_unrest": ("give {who} a card from your hand or discard pile; whoever is given a Mask takes "
                              "an Unrest"),
    "return_unrest_gain_progress": ("return an Unrest from {where} to the Unrest pile, and the Olmecs' player "
                                    "gains 1 Progress"),
    "return_unrest_gain_population": ("return an Unrest from your hand to the Unrest pile, and the Utopians' "
                                      "player gains 1 Population"),
    "double_market_population": "gain as much Population again as was on the market card",
    "three_long_walls": "with three Long Walls in your play area",
    "pay_all_progress": "pay the rest of your Progress",
    "journey_flip": "turn this journey card over",
    "journey_next": "this journey card leaves the game and the one under it becomes your journey card",
    "become_empire": "your nation becomes an Empire",
    "end_at_24_population": "if you have 24 Population or more, the end of the game is triggered",
    "exile_from_hand": "exile a card from your hand (not an Unrest); if it is an attack card, gain 1 Progress",
    "two_scrolls_here": "with two Scrolls garrisoned under this card",
    "return_unrest_garrisoned_here": "return every Unrest garrisoned under this card to the Unrest pile",
}

# specials that stand in a cost as a condition, not a payment: their words open the cost ("with ...")
CONDITIONS = {"three_long_walls", "two_scrolls_here"}
PASSIVE_SPECIAL_TEXT = {
    "develop_progress_down": "developing costs you 1 Progress less",
    "masks_from_garrison": "cards garrisoned here may be discarded as if they were Masks in your hand",
    "unrest_material_down_2": "your Unrest cost 2 Materials less to play (never below 1)",
    "long_walls_shield": "when another player attacks you, you may recall one of your Long Walls to avoid the attack",
    "shangri_la_material": ("whenever you would gain Materials, you gain 2 Population instead and each other "
                            "player gains 1 Progress"),
}


def passive_text(p: dict) -> str:  # noqa: C901 - one line per kind of passive
    if "hand_size" in p:
        return f"your hand limit is {p['hand_size']} higher"
    if "lose_barbarian" in p:
        names = [f"{n} cards" if n != "attack" else "attack cards" for n in p["lose_barbarian"]]
        return f"your {either(names, 'and')} lose their Barbarian symbol"
    if "acquire_exiled" in p:
        extra = f", and gain {tokens(p['gain'])} when you do" if p.get("gain") else ""
        return f"when you acquire {some(p['acquire_exiled'])}, you may take an exiled one{extra}"
    if "history_to_discard" in p:
        return "cards that would go into your history are discarded instead"
    if "market_token" in p:
        return f"at Cleanup you put {tokens(p['market_token'])} on a market card instead of 1 Progress"
    if "fame_look_extra" in p:
        then = f", then gain {tokens(p['gain'])}" if p.get("gain") else ""
        return f"whenever you look at Fame cards, you look at {p['fame_look_extra']} more{then}"
    if "unrest_cost_down" in p:
        n = p["unrest_cost_down"]
        return (f"your Unrest cost {count(n, 'Material')} less, and {count(n, 'card')} fewer to discard, "
                "to play (never below 1)")
    if "on" in p:
        return f"when {EVENT[p['on']]}, " + "; ".join(step_text(st) for st in p.get("do", []))
    if p.get("shield") == "recall_this":
        return "when another player attacks you, you may recall this card to avoid the attack"
    if p.get("shield") == "unless_progress":
        return "attacks do not reach you unless the attacker gives you 1 Progress"
    if "develop_cost_down" in p:
        return f"developing costs you {tokens(p['develop_cost_down'])} less"
    if "sink_with" in p:
        return f"when {p['sink_with']} leaves your play area, this card sinks with it"
    if "free_play" in p:
        return f"your {either([card_noun(k, 2) for k in p['free_play']], 'and')} are free play for you"
    if "special" in p:
        return PASSIVE_SPECIAL_TEXT[p["special"]]
    if "play_region_from_discard_gain" in p:
        return f"when you play a Region from your discard pile, gain {tokens(p['play_region_from_discard_gain'])}"
    raise KeyError(f"no words for the passive {p}")


VP_SPECIAL_TEXT = {
    "sumerians": "3 VP; at the end of the game you may first return up to 2 Unrest to the Unrest pile",
    "materials_and_regions": "1 VP per 3 Materials and 1 VP per 3 Regions (at most 10)",
    "long_walls": "1 VP per Long Walls card in your play area",
    "terracotta_warriors": "7 VP if garrisoned, 3 VP in your history, else 0 VP",
    "exile_pile": "1 VP per 4 exiled cards (at most 10)",
    "proud": "12 VP if garrisoned, 8 VP in your history, else 3 VP",
    "two_per_player_with_less_progress": "2 VP per other player with less Progress than you (at most 10)",
}
VP_PLACE = {"history": "in your history", "in_play": "in your play area"}


def vp_text(vp) -> str | None:
    if vp is None:
        return None
    if isinstance(vp, int):
        return f"{vp} VP"
    if "special" in vp:
        return VP_SPECIAL_TEXT[vp["special"]]
    if "then" in vp:
        return f"{vp['then']} VP {VP_PLACE[vp['where']]}, else {vp.get('else', 0)} VP"
    per = f"{vp['per']} " if vp["per"] != 1 else ""
    where = place_of(vp["count"], vp.get("where", "owned"))
    return f"{vp['each']} VP per {per}{counted(vp['count'], vp['per'])}{where} (at most 10)"


def card_lines(card, side: str | None = None, nation=None) -> list[str]:
    """Every rule printed on a card (on one face of a two-sided card), a line each, in our words.
    `nation` is the nation the card belongs to, if any: what its accession and development cards do
    depends on it."""
    source = card.side(side) if side else card.__dict__
    works_beside = "power" in card.types or bool(nation and card.id in nation.journey)
    lines = []
    if card.free:
        lines.append("Free play: playing it needs no action (the same card once a turn)")
    if card.unplayable:
        lines.append("Cannot be played")
    for req in card.requires:
        for k, v in req.items():
            names = either(list(v) if isinstance(v, (list, tuple)) else [v], "and")
            lines.append({"in_history": f"Can be played only with {names} in your history",
                          "in_play": f"Can be played only with {names} in your play area",
                          "not_in_play": f"Cannot be played with {names} in your play area"}[k])
    if card.pinned:
        lines.append("Persistent: once played, it stays in your play area")
    for key, label in (("play", "Play"), ("exhaust", "Exhaust"), ("solstice", "Solstice")):
        if source.get(key):
            lines.append(f"{label}: {ability_text(source[key])}")
    trigger = source.get("trigger")
    if trigger:
        when = trigger["when"]
        turn = " (even in their turn)" if when == "attacked" else " in your turn"
        lines.append(f"When {EVENT[when]}{turn}, you may exhaust this card: {ability_text(trigger)}")
    for p in source.get("passive") or ():
        lines.append(f"{'Always' if works_beside else 'While in play'}: {passive_text(p)}")
    if card.no_garrison:
        lines.append("Cannot be garrisoned")
    if card.no_abandon:
        lines.append("Cannot be abandoned or recalled")
    for kind, n in card.counts_as.items():
        lines.append(f"Counts as {n} {card_noun(kind, n)} for other cards")
    if card.put_into_play:
        lines.append("When your nation deck gives it, it goes into your play area")
    if card.start == "accession" and card.ends_game:
        lines.append("When your nation deck gives it, the end of the game is triggered")
    elif card.start == "accession" and nation and not nation.never_empire:
        lines.append("When your nation deck gives it, your nation becomes an Empire")
    if card.ends_game and card.play:
        lines.append("Playing it triggers the end of the game")
    if card.start == "development" and nation and not nation.quests:
        lines.append(f"Development cost: {tokens(card.cost) if card.cost else 'nothing'}")
    vp = vp_text(source.get("vp"))
    if vp:
        lines.append(sentence(vp))
    return lines
