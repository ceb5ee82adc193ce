"""The power framework of Oath (Law 7). A power belongs to a source (a faceup denizen at a site or
as an adviser, a faceup site, a held relic, an uncovered Reliquary space); the content names it by
id (`power = "..."` in data/*.toml) and this package holds one class per id, registered with
`@power`. What the engine asks of a power depends on its kind:

- action: `usable` and `use` (a minor action, 6.2), paid by the content's cost;
- wake / rest: `use` at the accessing player's Wake or Rest (7.3);
- when_played: `use` right after the card is played (7.3);
- battle_plan: `plan` in the campaign's step 3, `after` once it is decided (7.5, 5.5.8);
- modifier: `variants` of a major action, each a changed way to take it (7.4);
- persistent: the named queries below, asked of every faceup source (7.1.4).

A player reads what a power does in its component's text (data/*.toml `text`, in the
project's words), written from the class that carries it out."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from rules.core import Steps

if TYPE_CHECKING:
    from ..flow import Turns

REGISTRY: dict[str, "Power"] = {}


def power(cls):
    """Register a power class under its id."""
    REGISTRY[cls.id] = cls()
    return cls


@dataclass(frozen=True)
class Source:
    """Where a power comes from: a card (denizen or relic id), a site (by its map slot), a
    Reliquary space; `slot` is the map slot it lies at, `owner` the adviser's owner or relic's
    holder."""
    kind: str  # denizen | site | relic | reliquary
    id: int
    power: str
    slot: int | None = None
    owner: int | None = None


class Power:
    id = ""
    kinds: tuple[str, ...] = ()  # as in the content: action, wake, rest, when_played, battle_plan:<side>, ...
    # a battle plan nobody on the defending side would refuse when it is free: it only helps its
    # side and loses its user nothing, so it is used for them without asking (REFERENCE, content decisions)
    welcome = False

    # --- standalone powers (7.3) -----------------------------------------------------------
    def usable(self, f: "Turns", seat: int, src: Source) -> bool:
        """Whether an Action power would do anything now (besides its cost)."""
        return True

    def use(self, f: "Turns", seat: int, src: Source) -> Steps:
        yield from ()

    # --- battle plans (7.5) ------------------------------------------------------------------
    def plan(self, f: "Turns", battle, side: str, seat: int, src: Source) -> Steps:
        """Step 3 of a campaign: change the pools or mark what happens later."""
        yield from ()

    def after(self, f: "Turns", battle, side: str, seat: int, src: Source, won: bool) -> Steps:
        """Once the campaign is decided (5.5.6, 5.5.8)."""
        yield from ()

    def plan_allowed(self, f: "Turns", battle, side: str, seat: int, src: Source) -> bool:
        return True

    # --- modifiers (7.4) ------------------------------------------------------------------------
    # a modifier making an adviser count as another suit (`Plan.suits`): applied before the
    # others, so that those reading the advisers' suits see it
    lends_suits = False

    def variants(self, f: "Turns", seat: int, plan, src: Source) -> list:
        """Changed ways to take a major action: copies of a plain `actions.Plan` with this source
        added to `via` (the option offered beside the plain one)."""
        return []

    def extra_plans(self, f: "Turns", seat: int, src: Source) -> list:
        """Ways to take a major action that only this modifier opens (a target otherwise out
        of reach), each a `Plan` with this source in `via`."""
        return []

    def after_action(self, f: "Turns", seat: int, plan, src: Source) -> Steps:
        """A modifier's effect once the action it changed is done."""
        yield from ()

    # --- persistent queries (7.1.4) --------------------------------------------------------------
    def attack_dice(self, f: "Turns", battle, src: Source) -> int:
        """Dice a persistent power adds to (or removes from) the attack pool."""
        return 0

    # --- hooks of the denizens' powers -------------------------------------------------------------
    def before_action(self, f: "Turns", seat: int, plan, src: Source) -> Steps:
        """A modifier's effect as the action it changed starts, its costs paid (7.4)."""
        yield from ()

    def played(self, f: "Turns", seat: int, plan, card: int, to: str, src: Source) -> Steps:
        """A Search modifier's effect once the kept card is played (`to`: site, faceup,
        facedown, vision or conspiracy; 5.1.4)."""
        yield from ()

    def blocks_plan(self, f: "Turns", battle, seat: int | None, side: str, plan_src: Source, src: Source) -> bool:
        """A persistent power forbidding the battle plan `plan_src` to its user `seat` (None:
        the bandits) on `side` of this campaign (7.1.4, 7.5)."""
        return False

    def after_campaign(self, f: "Turns", battle, side: str, seat: int | None, src: Source, won: bool) -> Steps:
        """A battle plan's effect once the whole campaign is over, step 8 included (5.5.8)."""
        yield from ()

    # --- hooks of the relics', sites' and Reliquary's powers ----------------------------------------
    # the major actions a power changes whether the player likes it or not ("must", "cannot",
    # 7.4.1; the Reliquary binding the Chancellor, 7.1.1): `force` is asked of each of their plans
    forces: tuple[str, ...] = ()

    def force(self, f: "Turns", seat: int, plan, src: Source):
        """A mandatory modifier: the plan as the seat must take it (this source added to `via`
        when it changes it), the plan itself when it does not apply, or None when it cannot be
        taken at all (7.4.1, 9.2)."""
        return plan

    def adjust_travel(self, f: "Turns", trip, src: Source) -> None:
        """Shape a pawn's trip (`actions.Trip`: its Supply, whether it is allowed, secrets to
        turn facedown, powers it ignores, who picks the destination) (5.6, 7.6.2). The
        departure site speaks first; a power the trip ignores is not asked."""

    def play_reward(self, f: "Turns", seat: int, card: int, slot: int, reward: dict, src: Source) -> None:
        """Change what playing a card to a site gives (`reward`: favor from its bank, secrets)
        before it is taken (5.1.4.I)."""

    def card_played_to_site(self, f: "Turns", seat: int, card: int, slot: int, src: Source) -> Steps:
        """After a card is played faceup to a site and its favor taken, before its When-played
        power (7.3.3: the homeland sites)."""
        yield from ()

    def clears_before_arrival(self, f: "Turns", seat: int, slot: int, src: Source) -> list[int]:
        """Cards at the site `slot` that may be discarded before a card is played or moved
        there (the Great Slum)."""
        return []

    def forbids_taking(self, f: "Turns", taker: int, owner: int, kind: str, item, src: Source) -> bool:
        """Whether `taker` may not take or target the `owner`'s relic or banner (`kind`:
        relic | banner) (the Circlet of Command; giving is never forbidden, Law 10)."""
        return False

    def forbids_placing_warbands(self, f: "Turns", seat: int, src: Source) -> bool:
        """Whether the seat may not place warbands at sites (the Ring of Devotion)."""
        return False

    def rules_card(self, f: "Turns", seat: int, card_src: Source, src: Source) -> bool:
        """Whether the seat, holding this relic, uses a card at a site as though it ruled it,
        besides the site's rulers (the Grand Mask)."""
        return False

    def campaign_targets(self, f: "Turns", battle, offered: list, chosen: list, src: Source) -> list:
        """Filter the targets still offered in step 2 of a campaign (`offered`: (kind, what,
        words); `chosen`: (kind, what)) (Narrow Pass, The Hidden Place, Circlet of Command)."""
        return offered

    def campaign_declared(self, f: "Turns", battle, src: Source) -> None:
        """Once the targets, allies and attack dice are declared, before the battle plans (the
        Hidden Place's secret, the Circlet's defense die)."""

    def adviser_limit(self, f: "Turns", seat: int, src: Source) -> int | None:
        """A lower adviser limit this power sets for the seat, or None (7.6.4: the lowest holds)."""
        return None

    def action_options(self, f: "Turns", seat: int, src: Source) -> list | None:
        """An Action power that offers several actions (the Grand Scepter): its options, each
        with an id of its own; None for one plain option `power:<kind>:<id>`."""
        return None

    def use_option(self, f: "Turns", seat: int, choice: str, src: Source) -> Steps:
        """Carry out one of `action_options`."""
        yield from ()


def overrides(power: "Power | None", hook: str) -> bool:
    """Whether a power implements a hook (so the engine asks only those that do)."""
    return power is not None and getattr(type(power), hook) is not getattr(Power, hook)


def active_sources(f: "Turns") -> list[Source]:
    """Every faceup source of a power on the table, in a fixed order: sites, their denizens,
    advisers, relics held, the uncovered Reliquary spaces."""
    s, c = f.s, f.c
    found = []
    for i, slot in enumerate(s.slots):
        if not slot.faceup:
            continue
        site = c.sites[slot.site]
        if site.power:
            found.append(Source("site", site.id, site.power, slot=i))
        for card in slot.cards:
            if card in c.denizens:
                found.append(Source("denizen", card, c.denizens[card].power, slot=i))
    for seat, p in enumerate(s.players):
        for a in p.advisers:
            if a.faceup and a.card in c.denizens:
                found.append(Source("denizen", a.card, c.denizens[a.card].power, owner=seat))
        for relic in p.relics:
            found.append(Source("relic", relic, c.relics[relic].power, owner=seat))
    for space, relic in zip(c.reliquary, s.reliquary):
        if relic is None:
            found.append(Source("reliquary", space.id, space.power, owner=0))
    return found


def implemented(src: Source) -> "Power | None":
    return REGISTRY.get(src.power)


def actions(f: "Turns"):
    """The Actions of the flow (imported when used: the actions import the powers)."""
    from ..actions import Actions
    return Actions(f)


def modified(plan, src: Source, **changes):
    """The plan as the source modifies it (7.4): `changes` applied and the source added to its `via`."""
    return replace(plan, via=plan.via + (src,), **changes)


def opponent(battle, side: str) -> int:
    """The seat on the other side of the battle (the bandits' seat for the bandits)."""
    return battle.defender if side == "attacker" else battle.attacker


def in_campaign(f: "Turns", battle, seat: int, question: str) -> str:
    """A battle plan's question as `seat` reads it, the campaign first ("Bob attacks you,
    targeting Plains: ..."): asked out of turn, it says who attacks whom (11.3)."""
    from ..campaign import Campaign
    return f"{Campaign(f).attack_words(battle, seat)}: {question}"


def shift(battle, side: str, n: int, why: str) -> None:
    """Shift the attack pool n dice in the user's favour (`why`: the source, for the board): more
    attack dice for the attacker, fewer for the defender; a die removed from an empty pool adds a
    defense die (5.5.3)."""
    removed = n if side == "attacker" else -min(n, battle.attack_dice)
    if removed:
        battle.attack_dice += removed
        battle.attack_from.append((why, removed))
    if side == "defender" and n + removed:
        add_defense(battle, n + removed, why)


def add_defense(battle, n: int, why: str) -> None:
    """Defense dice a plan or power adds (`why`: its source, for the board)."""
    battle.extra_from.append((why, n))


class DiscardedAfterBattle(Power):
    """A battle plan discarded once its battle is decided; with `only_if_lost`, only when its
    side lost."""
    only_if_lost = False
    discarded = ""  # the log line

    def after(self, f: "Turns", battle, side: str, seat: int, src: Source, won: bool) -> Steps:
        if not (won and self.only_if_lost):
            f.discard_source(seat, src)
            f.say(self.discarded, "7.5")
        yield from ()


from . import arcane, beast, discord, hearth, nomad, order, relics, reliquary, sites  # noqa: E402,F401 - they register themselves
