"""The effect primitives the denizens' powers are built from: small steps over the table that
keep every piece in one place (favor and warbands conserved, each card in one place), each in
the project's words for the log. The binding deals of Tinker's Fair and The Gathering (7.6.3)
live here too: one seat composes a proposal one item at a time, the other accepts or declines."""
from __future__ import annotations

from dataclasses import dataclass, field

from rules.core import Option, Steps, ask, choose
from rules.core.words import count

from .cards import card_id
from .powers.base import (adviser_limit, card_power, counted_advisers, gives_no_secrets, hooked, locked_against,
                          may_not_place_warbands)
from .state import Adviser
from .table import Table

NUMBER_KEYS = 9  # a group of options holds at most this many, each a number key away


# --- words ------------------------------------------------------------------------------------
def and_list(words: list[str]) -> str:
    """"Plains", "Plains and Mountain", "Plains, Mountain and your pawn"."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}" if words else "nothing"


def number_options(prefix: str, numbers, noun: str, plural: str, rule: str, cards: tuple[str, ...] = ()) -> list[Option]:
    """An option for each number, in their order ("3 warbands"); more than nine of them go in
    groups of nine ("10 to 18 warbands"), so that each is two number keys away."""
    numbers = list(numbers)
    opts = []
    for k in range(0, len(numbers), NUMBER_KEYS):
        run = numbers[k:k + NUMBER_KEYS]
        group = f"{min(run)} to {max(run)} {plural}" if len(numbers) > NUMBER_KEYS else ""
        opts += [Option(f"{prefix}:{n}", count(n, noun, plural), rule, cards=cards, group=group, data=n) for n in run]
    return opts


# --- tokens and Supply ------------------------------------------------------------------------
def gain_supply(f: Table, seat: int, n: int) -> int:
    """Supply gained, up to the track's leftmost space."""
    p = f.s.players[seat]
    gained = max(0, min(n, f.c.supply_max - p.supply))
    p.supply += gained
    return gained


def burn_secrets_down_to(f: Table, seat: int, keep: int) -> int:
    """The player burns every secret (faceup or facedown) but `keep`, keeping faceup ones first;
    returns how many burn."""
    p = f.s.players[seat]
    total = p.secrets + p.secrets_down
    if total <= keep:
        return 0
    up = min(p.secrets, keep)
    p.secrets, p.secrets_down = up, keep - up
    f.s.burn_secrets(total - keep)
    return total - keep


def kill_board(f: Table, seat: int, n: int) -> int:
    """Kill up to n warbands on the player's board: they go to their colour's supply."""
    s, p = f.s, f.s.players[seat]
    n = min(n, p.board)
    p.board -= n
    s.pool[p.board_color] += n
    return n


def choose_bank(f: Table, seat: int, prompt: str, rule: str, exclude=()) -> Steps:
    """A bank holding favor, chosen by the seat; None when every bank is empty."""
    opts = [Option(f"bank:{suit}", f"The {suit.capitalize()} bank ({n} favor)", rule, data=suit)
            for suit, n in f.s.banks.items() if n and suit not in exclude]
    if not opts:
        return None
    return (yield from choose(seat, prompt, opts, rule)).data


def take_a_favor(f: Table, seat: int, source: str, rule: str, exclude=()) -> Steps:
    """1 favor from a bank the seat picks, none when the banks it may pick are empty."""
    suit = yield from choose_bank(f, seat, f"{source}: take 1 favor from which bank?", rule, exclude)
    if suit is not None:
        f.gain_from_bank(seat, suit, 1)
        f.say(f"{f.who(seat)} takes 1 favor from the {suit.capitalize()} bank ({source})", rule)


def gain_a_secret(f: Table, seat: int, source: str) -> None:
    f.s.players[seat].secrets += f.s.take_secrets(1)
    f.say(f"{f.who(seat)} gains 1 secret ({source})", "7.3")


# --- cards ------------------------------------------------------------------------------------
def enemies(f: Table, seat: int, other: int) -> bool:
    """Two players are enemies unless they are the same or both Imperial (the Chancellor and the
    Citizens)."""
    players = f.s.players
    return seat != other and not (players[seat].imperial and players[other].imperial)


def campaign_enemies(battle, side: str) -> list[int]:
    """The players a side fights in this campaign: the attacker's are the defender (not the
    bandits) and the defender's allies; the defending side's is the attacker."""
    if side == "attacker":
        return [x for x in (battle.defender, *battle.allies) if x >= 0]
    return [battle.attacker]


def against(battle, owner: int | None, side: str) -> bool:
    """Whether `side` of this campaign fights `owner`: the defending side fights the attacker,
    the attacking side the defender and the defender's allies."""
    if owner is None:
        return False
    if owner == battle.attacker:
        return side == "defender"
    return side == "attacker" and (owner == battle.defender or owner in battle.allies)


def suit_of(f: Table, card: int) -> str | None:
    """A denizen's or an intact edifice's suit; None for a card without one (a ruin, a Vision)."""
    d = f.c.denizens_and_edifices.get(card)
    return d.suit if d is not None else None


def locked(f: Table, card: int, by: int | None = None) -> bool:
    """Locked cards are never discarded, moved or swapped (7.2.2): some denizens, every edifice;
    for the seat `by` about to discard, move or take it, also a denizen or relic a power locks
    against that seat (Ancient Bloodline)."""
    d = f.c.denizens_and_edifices.get(card)
    return (d is not None and d.locked) or (by is not None and locked_against(f, by, card))


def ruled_denizens(f: Table, seat: int) -> list[tuple[int, int | None]]:
    """The cards a player rules (decision 35): their faceup advisers (slot None) and the denizens
    at the sites they rule, each with its site's slot."""
    s = f.s
    ruled: list[tuple[int, int | None]] = [(a.card, None) for a in s.players[seat].advisers if a.faceup]
    return ruled + [(x, slot) for slot in range(len(s.slots)) if s.rules(seat, slot) for x in s.slots[slot].cards]


def faceup_suits(f: Table, seat: int, major=None) -> set[str]:
    """The suits of the player's faceup advisers (a facedown adviser has none, 5.1.4 II), and
    those a modifier of the major action makes one count as (Acting Troupe, 7.4)."""
    suits = {f.c.denizens[a.card].suit for a in f.s.players[seat].advisers if a.faceup and a.card in f.c.denizens}
    return suits | set(major.suits) if major is not None else suits


def adviser_count(f: Table, card: int) -> int:
    """The advisers of its suit a card counts as where they are counted (a Marriage, two)."""
    power = card_power(f.c, card)
    return power.adviser_count if power is not None else 1


def advisers_of_suit(f: Table, seat: int, suit: str) -> int:
    """The seat's faceup advisers of a suit, as counted (5.3, 5.1.4 IV, the powers counting them)."""
    return sum(adviser_count(f, a.card) for a in f.s.players[seat].advisers if a.faceup and suit_of(f, a.card) == suit)


def discard_advisers_down_to(f: Table, seat: int, keep: int, prompt: str, rule: str) -> Steps:
    """The seat discards unlocked advisers of its choice until `keep` count against its limit
    (the only way a faceup adviser is discarded; one that does not count would not help, 7.6.4)."""
    while len(counted := counted_advisers(f, seat)) > keep:
        opts = [Option(f"room:{a.card}", f"Discard {f.name(a.card)}" + ("" if a.faceup else " (facedown)"),
                       rule, secret=not a.faceup, cards=f.card_ids(a.card), data=a.card)
                for a in counted if not locked(f, a.card)]
        if not opts:
            return  # locked cards stay (7.2)
        card = (yield from choose(seat, prompt, opts, rule)).data
        f.discard_adviser(seat, card)
        f.say(f"{f.who(seat)} discards an adviser", rule)


def show(f: Table, seat: int, text: str, rule: str) -> None:
    """Tell one seat what only it may know, and bar undo past it."""
    f.say(text, rule, seats=[seat])
    f.m.reveal()


def keep_or_bottom_relic(f: Table, seat: int, source: str, prefix: str, at: int | None = None) -> Steps:
    """The relic deck's top relic (Dowsing Sticks, Family Heirloom), or the first facedown one at
    the site `at` (Relic Hunter), seen by the seat alone, kept or put under the deck; `prefix`
    starts the options' ids."""
    s, p = f.s, f.s.players[seat]
    lies_in = s.relic_deck if at is None else s.slots[at].relics
    relic = lies_in[0]  # stays where it lies until decided
    f.say(f"{f.who(seat)} {'draws a relic' if at is None else 'takes a relic at ' + f.site_name(at)} ({source})", "7.3")
    show(f, seat, f"The relic is {f.name(relic)}", "7.3")
    if relic not in p.peeked:
        p.peeked.append(relic)
    opts = [Option(f"{prefix}:keep", f"Keep {f.name(relic)}", "7.3", secret=True, cards=f.card_ids(relic)),
            Option(f"{prefix}:bottom", "Put it under the relic deck", "7.3")]
    choice = yield from ask(seat, f"{source}: keep the relic?", opts, "7.3", always_ask=True)
    lies_in.remove(relic)
    if choice == f"{prefix}:keep":
        f.gain_relic(seat, relic)
        f.say(f"{f.who(seat)} keeps {f.name(relic)}", "7.3")
        yield from took_relics(f, seat, [relic])
    else:
        s.relic_deck.append(relic)
        f.say(f"{f.who(seat)} puts the relic under the relic deck", "7.3")


def took_relics(f: Table, seat: int, relics: list[int]) -> Steps:
    """The seat has taken relics, and now holds them: the powers hear of it (Relic Thief)."""
    for src, power in hooked(f, "took_relics"):
        yield from power.took_relics(f, seat, [x for x in relics if x in f.s.players[seat].relics], src)


def discard_vision(f: Table, seat: int) -> Steps:
    """The seat's revealed Vision onto the discard pile its pawn's region discards to; the powers
    marking it hear of it (the False Prophet)."""
    s, p = f.s, f.s.players[seat]
    vision, p.vision = p.vision, None
    s.discards[f.next_region(s.slots[p.pawn].region)].append(vision)
    for src, power in hooked(f, "vision_discarded"):
        yield from power.vision_discarded(f, vision, src)


def turn_order_from(f: Table, seat: int) -> list[int]:
    """Every seat in turn order, starting with `seat` (the Law gives no order for prompts to
    several players: the active player's first, RULES-OUTLINE Part 4)."""
    n = len(f.s.players)
    return [(seat + k) % n for k in range(n)]


# --- binding deals (7.6.3) --------------------------------------------------------------------
@dataclass
class Deal:
    """What one player (`a`) proposes to another (`b`): favor and secrets each way, and relics
    (and, for The Gathering, unlocked advisers; for the Deed Writer, the sites each rules, by map
    slot, instead of relics) from either side."""
    a: int
    b: int
    give: dict = field(default_factory=lambda: {"favor": 0, "secrets": 0})  # from a to b
    take: dict = field(default_factory=lambda: {"favor": 0, "secrets": 0})  # from b to a
    items: list = field(default_factory=list)  # (kind, owner, card): kind relic | adviser | site (card: its map slot)

    @property
    def empty(self) -> bool:
        return not (any(self.give.values()) or any(self.take.values()) or self.items)

    def moving(self, kind: str, owner: int) -> list[int]:
        return [card for k, o, card in self.items if k == kind and o == owner]


def compose_deal(f: Table, a: int, b: int, rule: str, advisers: bool = False, relics: bool = True,
                 sites: bool = False) -> Steps:
    """The proposer adds one thing at a time, then makes the offer or drops it; returns the
    Deal, or None when dropped. `advisers`, `relics`, `sites`: whether unlocked advisers, relics
    and the sites each rules (the Deed Writer) may be part of it."""
    s, c = f.s, f.c
    deal = Deal(a, b)
    while True:
        opts = [Option("deal:done", "Make the offer", rule)] if not deal.empty else []
        opts.append(Option("deal:drop", "Make no offer", rule))
        for item, word in (("favor", "favor"), ("secrets", "secret")):
            if getattr(s.players[a], item) > deal.give[item] and not (item == "secrets" and gives_no_secrets(f, a)):
                opts.append(Option(f"deal:give:{item}", f"Add 1 {word} you give", rule, group="Favor and secrets",
                                   data=("give", item)))
            if getattr(s.players[b], item) > deal.take[item] and not (item == "secrets" and gives_no_secrets(f, b)):
                opts.append(Option(f"deal:take:{item}", f"Add 1 {word} you ask for", rule, group="Favor and secrets",
                                   data=("take", item)))
        for owner in (a, b):
            verb = "Give" if owner == a else "Ask for"
            if sites:
                opts += site_options(f, deal, owner, verb, rule)
            for relic in s.players[owner].relics if relics else ():
                if relic != c.scepter.id and relic not in deal.moving("relic", owner):
                    opts.append(Option(f"deal:relic:{owner}:{relic}", f"{verb} {f.name(relic)}", rule,
                                       cards=(card_id(relic),), group="Relics and advisers", data=("relic", owner, relic)))
            if not advisers:
                continue
            for i, adv in enumerate(s.players[owner].advisers):
                if locked(f, adv.card) or adv.card in deal.moving("adviser", owner):
                    continue
                other = b if owner == a else a
                if not room_after(f, deal, other, extra=1):
                    continue
                known = adv.faceup or owner == a  # the proposer knows their own facedown advisers, not the other's
                if adv.faceup:
                    what = f.name(adv.card)
                else:
                    what = f"{f.name(adv.card)} (facedown)" if owner == a else f"{f.who(owner)}'s facedown adviser {i + 1}"
                opts.append(Option(f"deal:adviser:{owner}:{i}", f"{verb} {what}", rule, secret=not adv.faceup,
                                   cards=(card_id(adv.card),) if known else (), group="Relics and advisers",
                                   data=("adviser", owner, adv.card)))
        picked = yield from choose(a, f"A binding deal with {f.who(b)}: {deal_words(f, deal, a)}. Add to it, or make the "
                                   "offer", opts, rule)
        if picked.id == "deal:done":
            return deal
        if picked.id == "deal:drop":
            return None
        kind, *what = picked.data
        if kind == "give":
            deal.give[what[0]] += 1
        elif kind == "take":
            deal.take[what[0]] += 1
        else:  # a relic or an adviser: (kind, owner, card)
            deal.items.append(picked.data)


def site_options(f: Table, deal: Deal, owner: int, verb: str, rule: str) -> list[Option]:
    """The sites the owner rules and may hand over: the other player does not rule it already and
    has a warband on their board to put there, as a power lets them (the Ring of Devotion)."""
    s = f.s
    other = deal.b if owner == deal.a else deal.a
    if not s.players[other].board or may_not_place_warbands(f, other):
        return []
    return [Option(f"deal:site:{owner}:{slot}", f"{verb} {f.site_name(slot)}", rule, cards=f.site_ids(slot),
                   group="Sites", data=("site", owner, slot))
            for slot in range(len(s.slots)) if s.rules(owner, slot) and not s.rules(other, slot)
            and slot not in deal.moving("site", owner)]


def propose_deal(f: Table, a: int, b: int, rule: str, advisers: bool = False, relics: bool = True,
                 sites: bool = False) -> Steps:
    """The proposer composes a deal and, unless they drop it, offers it to the other player."""
    deal = yield from compose_deal(f, a, b, rule, advisers, relics, sites)
    if deal is not None:
        yield from offer_deal(f, deal, rule)


def room_after(f: Table, deal: Deal, seat: int, extra: int = 0) -> bool:
    """Whether the seat can end the deal within its adviser limit, discarding unlocked advisers
    that are not part of the deal (7.6.4)."""
    other = deal.b if seat == deal.a else deal.a
    out = deal.moving("adviser", seat)
    incoming = len(deal.moving("adviser", other)) + extra
    counted = counted_advisers(f, seat)
    over = len([adv for adv in counted if adv.card not in out]) + incoming - adviser_limit(f, seat)
    spare = [adv for adv in counted if adv.card not in out and not locked(f, adv.card)]
    return over <= len(spare)


def deal_words(f: Table, deal: Deal, reader: int | None = None) -> str:
    """The terms in public words, as `reader` reads them ("you give 1 favor"): a facedown adviser
    is not named."""
    s = f.s
    parts = []
    for who, items in ((deal.a, deal.give), (deal.b, deal.take)):
        things = [f"{n} favor" if item == "favor" else count(n, "secret") for item, n in items.items() if n]
        for kind, owner, card in deal.items:
            if owner != who:
                continue
            if kind == "relic":
                things.append(f.name(card))
            elif kind == "site":
                things.append(f.site_name(card))
            else:
                adv = next(a for a in s.players[owner].advisers if a.card == card)
                things.append(f.name(card) if adv.faceup else "a facedown adviser")
        if things:
            parts.append(f"{'you give' if who == reader else f.who(who) + ' gives'} {', '.join(things)}")
    return "; ".join(parts) or "nothing yet"


def hand_over(f: Table, a: int, b: int, item: str, n: int) -> None:
    """n favor or secrets (`item`) from a's board to b (n < 0: from b to a); favor gained may be
    kept in a bank (the Vow of Kinship)."""
    (payer, payee), n = ((a, b), n) if n >= 0 else ((b, a), -n)
    setattr(f.s.players[payer], item, getattr(f.s.players[payer], item) - n)
    if item == "favor":
        f.receive_favor(payee, n)
    else:
        f.s.players[payee].secrets += n


def offer_deal(f: Table, deal: Deal, rule: str) -> Steps:
    """The other player accepts or declines; an accepted deal binds and is made at once. A gift of
    favor alone is taken without asking: nothing could make it unwelcome (REFERENCE, content
    decisions)."""
    s = f.s
    terms = deal_words(f, deal)
    f.say(f"{f.who(deal.a)} offers {f.who(deal.b)} a binding deal: {terms}", rule)
    gift = not (deal.give["secrets"] or any(deal.take.values()) or deal.items)
    cards = tuple(x for kind, owner, card in deal.items
                  if kind != "adviser" or next(a for a in s.players[owner].advisers if a.card == card).faceup
                  for x in (f.site_ids(card) if kind == "site" else (card_id(card),)))
    opts = [Option("deal:decline", "Decline", rule),
            Option("deal:accept", f"Accept: {deal_words(f, deal, deal.b)}", rule, cards=cards)]
    prompt = f"{f.who(deal.a)} offers you a binding deal: {deal_words(f, deal, deal.b)}. Accept or decline?"
    if not gift and (yield from ask(deal.b, prompt, opts, rule)) == "deal:decline":
        f.say(f"{f.who(deal.b)} declines", rule)
        return False
    for seat in (deal.a, deal.b):  # make room for incoming advisers first (7.6.4)
        yield from make_room_for(f, deal, seat, rule)
    for item in ("favor", "secrets"):
        hand_over(f, deal.a, deal.b, item, deal.give[item] - deal.take[item])
    for kind, owner, card in deal.items:
        other = deal.b if owner == deal.a else deal.a
        if kind == "relic":
            f.hand_relic(owner, other, card)
        elif kind == "site":
            yield from hand_over_site(f, owner, other, card, rule)
        else:
            adv = next(a for a in s.players[owner].advisers if a.card == card)
            f.remove_adviser(owner, card)
            f.add_adviser(other, Adviser(card, adv.faceup))
            if not adv.faceup:
                show(f, other, f"You receive {f.name(card)}, facedown", rule)
    f.say(f"{f.who(deal.b)} accepts: {terms}" + (" (a gift of favor alone is taken without asking)" if gift else ""), rule)
    return True


def hand_over_site(f: Table, old: int, new: int, slot: int, rule: str) -> Steps:
    """A site changing hands by a deal: the old ruler's warbands there go to their board, and the
    new ruler puts at least 1 warband there from theirs, as many as they choose."""
    s = f.s
    color = s.players[old].board_color
    s.players[old].board += s.slots[slot].warbands.get(color, 0)
    f.set_warbands_at(slot, color, 0)
    p = s.players[new]
    where = f.site_name(slot)
    if not p.board:  # the warbands a deal of several sites asked of one board ran out
        f.say(f"{f.who(old)}'s warbands at {where} go back to their board; {f.who(new)} has none left to put there", rule)
        return
    opts = number_options("deed", range(1, p.board + 1), "warband", "warbands", rule, f.site_ids(slot))
    n = (yield from choose(new, f"{where} is yours by the deal with {f.who(old)}: put how many warbands there?", opts,
                           rule)).data
    p.board -= n
    f.add_warbands_at(slot, p.board_color, n)
    f.say(f"{f.who(old)}'s warbands at {where} go back to their board; {f.who(new)} puts {count(n, 'warband')} there",
          rule)


def make_room_for(f: Table, deal: Deal, seat: int, rule: str) -> Steps:
    other = deal.b if seat == deal.a else deal.a
    out = deal.moving("adviser", seat)
    staying = [a for a in counted_advisers(f, seat) if a.card not in out]
    over = len(staying) + len(deal.moving("adviser", other)) - adviser_limit(f, seat)
    for _ in range(max(0, over)):
        opts = [Option(f"room:{a.card}", f"Discard {f.name(a.card)}" + ("" if a.faceup else " (facedown)"), rule,
                       secret=not a.faceup, cards=(card_id(a.card),), data=a.card)
                for a in counted_advisers(f, seat) if a.card not in out and not locked(f, a.card)]
        prompt = f"The deal between {f.who(deal.a)} and {f.who(deal.b)} leaves you too many advisers: discard one"
        card = (yield from choose(seat, prompt, opts, rule)).data
        f.discard_adviser(seat, card)
        f.say(f"{f.who(seat)} discards an adviser to make room", rule)


def from_dispossessed(f: Table, n: int) -> list[int]:
    """n cards taken at random from the Dispossessed (fewer when it holds fewer)."""
    s = f.s
    return [s.dispossessed.pop(f.m.rng.below(len(s.dispossessed))) for _ in range(min(n, len(s.dispossessed)))]
