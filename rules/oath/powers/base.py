"""The power framework of Oath (Law 7). A power belongs to a source (a faceup denizen at a site or
as an adviser, a faceup site, a held relic, an uncovered Reliquary space); the content names it by
id (`power = "..."` in data/*.toml) and the modules beside this one hold one class per id,
registered with `@power`. What the engine asks of a power depends on its kind:

- action: `usable` and `use` (a minor action, 6.2), paid by the content's cost;
- wake / rest: `use` at the accessing player's Wake or Rest (7.3);
- when_played: `use` right after the card is played (7.3);
- battle_plan: `plan` in the campaign's step 3, `after` once it is decided (7.5, 5.5.8);
- modifier: `variants` of a major action, each a changed way to take it (7.4);
- persistent: the named queries below, asked of every faceup source (7.1.4).

A player reads what a power does in its component's text (data/*.toml `text`, in the
project's words), written from the class that carries it out.

The framework knows the table (table.Table, handed to every power as `f`) and nothing above it:
the actions, the campaign and the flow ask the powers through it, and the modules holding the
powers build on them."""
from __future__ import annotations

from functools import cache

from rules.core import Option, Steps

from ..content import Content, Cost
from ..state import Adviser, Battle, Source
from ..table import Table

REGISTRY: dict[str, "Power"] = {}


def power(cls):
    """Register a power class under its id."""
    REGISTRY[cls.id] = cls()
    return cls


class Power:
    id = ""
    kinds: tuple[str, ...] = ()  # as in the content: action, wake, rest, when_played, battle_plan:<side>, ...
    # a battle plan nobody on the defending side would refuse when it is free: it only helps its
    # side and loses its user nothing, so it is used for them without asking (REFERENCE, content decisions)
    welcome = False

    # --- standalone powers (7.3) -----------------------------------------------------------
    def usable(self, f: Table, seat: int, src: Source) -> bool:
        """Whether an Action power would do anything now (besides its cost)."""
        return True

    def use(self, f: Table, seat: int, src: Source) -> Steps:
        yield from ()

    # --- battle plans (7.5) ------------------------------------------------------------------
    def plan(self, f: Table, battle: Battle, side: str, seat: int, src: Source) -> Steps:
        """Step 3 of a campaign: change the pools or mark what happens later."""
        yield from ()

    def after(self, f: Table, battle: Battle, side: str, seat: int, src: Source, won: bool) -> Steps:
        """Once the campaign is decided (5.5.6, 5.5.8)."""
        yield from ()

    def plan_allowed(self, f: Table, battle: Battle, side: str, seat: int, src: Source) -> bool:
        return True

    # --- modifiers (7.4) ------------------------------------------------------------------------
    # a modifier making an adviser count as another suit (`MajorAction.suits`): applied before the
    # others, so that those reading the advisers' suits see it
    lends_suits = False
    # a modifier opening major actions taken from other sites as though the pawn stood there
    # (`MajorAction.at`): applied next, so that the modifiers at those sites see them
    reaches_sites = False

    def variants(self, f: Table, seat: int, major, src: Source) -> list:
        """Changed ways to take a major action: copies of a plain `actions.MajorAction` with this
        source added to `via` (the option offered beside the plain one)."""
        return []

    def offers(self, f: Table, seat: int, major, src: Source) -> list:
        """Other ways to take a major action that a persistent power opens to whoever takes it,
        each a copy with this source in `via` (the Way Station's free trip for 1 favor)."""
        return []

    def extra_majors(self, f: Table, seat: int, src: Source) -> list:
        """Ways to take a major action that only this modifier opens (a target otherwise out
        of reach), each a `MajorAction` with this source in `via`."""
        return []

    def after_action(self, f: Table, seat: int, major, src: Source) -> Steps:
        """A modifier's effect once the action it changed is done."""
        yield from ()

    # --- persistent queries (7.1.4) --------------------------------------------------------------
    def attack_dice(self, f: Table, battle: Battle, src: Source) -> int:
        """Dice a persistent power adds to (or removes from) the attack pool."""
        return 0

    # --- hooks of the denizens' powers -------------------------------------------------------------
    def before_action(self, f: Table, seat: int, major, src: Source) -> Steps:
        """A modifier's effect as the action it changed starts, its costs paid (7.4)."""
        yield from ()

    def played(self, f: Table, seat: int, major, card: int, to: str, src: Source) -> Steps:
        """A Search modifier's effect once the kept card is played (`to`: site, faceup,
        facedown, vision or conspiracy; 5.1.4)."""
        yield from ()

    def blocks_plan(self, f: Table, battle: Battle, seat: int | None, side: str, plan_src: Source, src: Source) -> bool:
        """A persistent power forbidding the battle plan `plan_src` to its user `seat` (None:
        the bandits) on `side` of this campaign (7.1.4, 7.5)."""
        return False

    def after_campaign(self, f: Table, battle: Battle, side: str, seat: int | None, src: Source, won: bool) -> Steps:
        """A battle plan's effect once the whole campaign is over, step 8 included (5.5.8)."""
        yield from ()

    # --- a card's own power while it is played (5.1.4) ------------------------------------------
    adviser_count = 1  # the advisers of its suit it counts as where they are counted (Marriage: 2)
    ignores_capacity = False  # played to a site however full (Salt the Earth)

    def playable_to(self, f: Table, slot: int) -> bool:
        """Whether this card, in hand, may be played to the site `slot` (Salt the Earth: not
        where a locked card lies)."""
        return True

    def leaves_no_room(self, f: Table, slot: int, src: Source) -> bool:
        """Whether a persistent power leaves the site `slot` no room for another card (Salt the
        Earth's own site)."""
    def keeps_plan(self, f: Table, battle: Battle, seat: int, plan_src: Source, src: Source) -> Steps:
        """A battle plan used in this battle, asked as another plan of its user `seat` is to be
        discarded after it: True when it keeps that plan (Wild Mounts)."""
        yield from ()
        return False

    # --- hooks of the relics', sites' and Reliquary's powers ----------------------------------------
    # the major actions a power changes whether the player likes it or not ("must", "cannot",
    # 7.4.1; the Reliquary binding the Chancellor, 7.1.1): `force` is asked of each way to take them
    # of a seat the power `binds`
    forces: tuple[str, ...] = ()

    def binds(self, f: Table, seat: int, src: Source) -> bool:
        """Whether the mandatory modifier may change any of the seat's major actions (its owner's
        only, the Chancellor's only): `force` is not asked of the others' majors (most seats are
        bound by few of the powers on the table)."""
        return True

    def force(self, f: Table, seat: int, major, src: Source):
        """A mandatory modifier: the major action as the seat it binds must take it (this source
        added to `via` when it changes it), the action itself when it does not apply, or None when
        it cannot be taken at all (7.4.1, 9.2)."""
        return major

    def adjust_travel(self, f: Table, trip, src: Source) -> None:
        """Shape a pawn's trip (`travel.Trip`: its Supply, whether it is allowed, secrets to
        turn facedown, powers it ignores, who picks the destination) (5.6, 7.6.2). The
        departure site speaks first; a power the trip ignores is not asked. It reads only the
        trip, the box, the sites' faces, the players' roles and, if it reads who travels
        (`reads_traveller`), the rulers of its own site: the Travel majors are kept by those
        (actions.Actions.travel_majors, travel_board), and by the traveller only when one of the
        powers shaping trips reads who travels."""

    # `adjust_travel` reads who travels (`trip.seat`), and with it the rulers of its own site (whether
    # the traveller is one of them or their enemy), not only where the trip goes
    reads_traveller = False

    def favor_bank(self, f: Table, seat: int, src: Source) -> str | None:
        """The bank that holds the favor the seat gains or takes instead of its board, and that it
        may spend as its own, or None (the Vow of Kinship)."""
        return None

    def catches_burnt_favor(self, f: Table, src: Source) -> int | None:
        """The seat that takes favor anyone burns instead of the supply, or None (the Vow of
        Renewal)."""
        return None

    def relic_dice(self, f: Table, battle: Battle, relic: int, src: Source) -> int:
        """Defense dice a persistent power adds to a targeted relic (the Sealing Ward)."""
        return 0

    def campaign_over(self, f: Table, battle: Battle, src: Source) -> Steps:
        """Once a campaign is decided and its battle plans resolved (the Herald)."""
        yield from ()

    def forbids_sacrifice(self, f: Table, battle: Battle, src: Source) -> bool:
        """Whether the attacker may not sacrifice warbands in this campaign (the Vow of Peace)."""
        return False

    def forbids_exile(self, f: Table, seat: int, src: Source) -> bool:
        """Whether the Citizen `seat` may not be exiled, by the Scepter or by themselves (the
        Council Seat)."""
        return False

    def card_played(self, f: Table, seat: int, card: int, to: str, src: Source) -> Steps:
        """Once the seat has played a card faceup (`to`: site, faceup, vision or conspiracy) and
        its When-played power is done (Book Binders, Saddle Makers)."""
        yield from ()

    def plan_surcharge(self, f: Table, battle: Battle, seat: int, side: str, plan_src: Source, src: Source) -> Cost | None:
        """What a persistent power adds to the cost of a battle plan `seat` uses on `side`
        (Gleaming Armor, Insect Swarm), or None."""
        return None

    def title_taken(self, f: Table, seat: int, src: Source) -> None:
        """Once the seat has become Oathkeeper (the Chaos Cult)."""

    def extra_bandits(self, f: Table, src: Source) -> int:
        """Bandits a persistent power adds to every site (the Bandit Chief)."""
        return 0

    def forbids_faceup_vision(self, f: Table, seat: int, card: int, src: Source) -> bool:
        """Whether the seat may not play the Vision `card` faceup: reveal it, or play the
        Conspiracy (Vow of Obedience, Secret Police, Sacred Ground)."""
        return False

    def forbids_facedown(self, f: Table, seat: int, src: Source) -> bool:
        """Whether the seat may not play a card as a facedown adviser (Gossip)."""
        return False

    def pawn_leaving(self, f: Table, seat: int, slot: int, src: Source) -> None:
        """As the seat's pawn leaves the site `slot`, by any trip (the Grasping Vines)."""

    def pawn_arrived(self, f: Table, seat: int, slot: int, src: Source) -> None:
        """Once the seat's pawn has come to the site `slot`, by any trip (the Boiling Lake)."""

    def play_reward(self, f: Table, seat: int, card: int, slot: int, reward: dict, src: Source) -> None:
        """Change what playing a card to a site gives (`reward`: favor from its bank, secrets)
        before it is taken (5.1.4.I)."""

    def card_played_to_site(self, f: Table, seat: int, card: int, slot: int, src: Source) -> Steps:
        """After a card is played faceup to a site and its favor taken, before its When-played
        power (7.3.3: the homeland sites)."""
        yield from ()

    def clears_before_arrival(self, f: Table, seat: int, slot: int, src: Source) -> list[int]:
        """Cards at the site `slot` that may be discarded before a card is played or moved
        there (the Great Slum)."""
        return []

    def forbids_taking(self, f: Table, taker: int, owner: int | None, kind: str, item, src: Source) -> bool:
        """Whether `taker` may not take or target the `owner`'s relic or banner (`kind`:
        relic | banner; `owner` None: a banner nobody holds) (the Circlet of Command, Tome
        Guardians; giving is never forbidden, Law 10)."""
        return False

    def locks_against(self, f: Table, seat: int, item: int, src: Source) -> bool:
        """Whether the denizen or relic `item` counts as locked for the seat: not to be discarded,
        moved or taken by it (Ancient Bloodline)."""
        return False

    def forbids_power(self, f: Table, seat: int, power_src: Source, src: Source) -> bool:
        """Whether the seat may not use the power of `power_src` (the Spell Breaker)."""
        return False

    def forbids_placing_warbands(self, f: Table, seat: int, src: Source) -> bool:
        """Whether the seat may not place warbands at sites (the Ring of Devotion)."""
        return False

    def rules_card(self, f: Table, seat: int, card_src: Source, src: Source) -> bool:
        """Whether the seat, holding this relic, uses a card at a site as though it ruled it,
        besides the site's rulers (the Grand Mask)."""
        return False

    # its `campaign_targets` strikes out only relics and banners, never a site nor the defender's pawn:
    # whether a defender offers any target at the attacker's site is found without asking it
    strikes_relics_and_banners_only = False

    def campaign_targets(self, f: Table, battle: Battle, offered: list, chosen: list, src: Source) -> list:
        """Filter the targets still offered in step 2 of a campaign (`offered`: (kind, what,
        words); `chosen`: (kind, what)) (Narrow Pass, The Hidden Place, Circlet of Command)."""
        return offered

    def targets_complete(self, f: Table, battle: Battle, chosen: list, src: Source) -> bool:
        """Whether the attacker may stop naming targets with `chosen` ((kind, what) each) named
        (the Giant Python)."""
        return True

    def campaign_declared(self, f: Table, battle: Battle, src: Source) -> None:
        """Once the targets, allies and attack dice are declared, before the battle plans (the
        Hidden Place's secret, the Circlet's defense die)."""

    def adviser_limit(self, f: Table, seat: int, src: Source) -> int | None:
        """A lower adviser limit this power sets for the seat, or None (7.6.4: the lowest holds)."""
        return None

    def vision_discarded(self, f: Table, vision: int, src: Source) -> Steps:
        """Once a revealed Vision is discarded, lying on its discard pile (the False Prophet)."""
        yield from ()

    def took_relics(self, f: Table, seat: int, relics: list[int], src: Source) -> Steps:
        """Once the seat has taken relics, by any action or power (Relic Thief)."""
        yield from ()

    def rerolls(self, f: Table, seat: int, faces: list, what: str, src: Source) -> Steps:
        """Whether the seat, having just rolled `faces` (`what`: the roll, in words), rolls them all
        again (Jinx); returns True if so, its cost paid."""
        yield from ()
        return False

    def forbids_giving_secrets(self, f: Table, seat: int, src: Source) -> bool:
        """Whether the seat may never give a secret to another player (the Vow of Silence)."""
    def adviser_uncounted(self, f: Table, seat: int, adviser: Adviser, src: Source) -> bool:
        """Whether the seat's adviser does not count against its adviser limit (Pied Piper,
        Family Wagon)."""
        return False

    def action_options(self, f: Table, seat: int, src: Source) -> list[Option] | None:
        """An Action power that offers several actions (the Grand Scepter): its options, each
        with an id of its own; None for one plain option `power:<kind>:<id>`."""
        return None

    def use_option(self, f: Table, seat: int, option: Option, src: Source) -> Steps:
        """Carry out one of `action_options`, the option chosen."""
        yield from ()

    # --- hooks of the edifices' powers ----------------------------------------------------------------
    def site_dice(self, f: Table, battle: Battle, slot: int, src: Source) -> int:
        """Defense dice a persistent power adds to the targeted site at map slot `slot` (the
        Sprawling Rampart)."""
        return 0

    def banner_recovered(self, f: Table, seat: int, key: str, paid: int, src: Source) -> None:
        """Once the seat has recovered a banner (`key`) by the Recover action, placing `paid` tokens
        on it (the Hall of Mockery, the Vow of Silence)."""

    def forbids_faceup(self, f: Table, seat: int, card: int, src: Source) -> bool:
        """Whether the seat may not play the denizen `card` faceup, to a site or as an adviser, nor
        reveal it as a facedown adviser (the Ruined Temple)."""
        return False

    def drawn(self, f: Table, seat: int, major, drawn: list[int], src: Source) -> Steps:
        """A Search modifier's effect once the cards are drawn, before one is kept: it may change
        `drawn`, the searcher's hand, in place (the Great Spire)."""
        yield from ()

    def end_die(self, f: Table, roll: int, src: Source) -> Steps:
        """Once the end die is rolled (3.3): returns the result as this power leaves it (the
        Squalid District)."""
        yield from ()
        return roll


@cache
def hooks_of(cls: type[Power]) -> frozenset[str]:
    """The hooks a power class implements (the engine asks only those that do)."""
    return frozenset(name for name, hook in vars(Power).items() if callable(hook) and getattr(cls, name) is not hook)


@cache
def modified_actions(cls: type[Power]) -> frozenset[str]:
    """The major actions a power class modifies: its "modifier:" kinds (7.4)."""
    return frozenset(kind.removeprefix("modifier:") for kind in cls.kinds if kind.startswith("modifier:"))


def overrides(power: Power | None, hook: str) -> bool:
    """Whether a power implements a hook."""
    return power is not None and hook in hooks_of(type(power))


def power_of(src: Source) -> Power | None:
    return REGISTRY.get(src.power)


def among_sources(f: Table, key: str, find):
    """What `find` finds among the sources on the table (a list of them, with their powers),
    found once for each gathering of the sources (table.Table.sources) and kept under `key`:
    "hooks" (`hooked`), "kind:" and a kind, "modifiers", "forcing" and the like; the list itself is
    kept under "powered": what was found at the sources' version is read straight away while they
    stand."""
    if f.gathered_at == f.sources_version and (found := f.found_among.get(key)) is not None:
        return found
    sources = f.sources()  # gathered again if they may have changed, what was found among them dropped
    powered = f.found_among.get("powered")
    if powered is None:
        powered = f.found_among["powered"] = [(src, power) for src in sources
                                              if (power := REGISTRY.get(src.power)) is not None]
    found = f.found_among[key] = find(powered)
    return found


def hooked(f: Table, hook: str) -> list[tuple[Source, Power]]:
    """The sources whose power implements a hook, with the power, in table order: asked a hundred
    times a step, it reads those found at the sources' version straight away when they stand."""
    hooks = f.found_among.get("hooks") if f.gathered_at == f.sources_version else None
    if hooks is None:
        hooks = among_sources(f, "hooks", by_hook)
    return hooks.get(hook, [])


def by_hook(powered: list[tuple[Source, Power]]) -> dict[str, list[tuple[Source, Power]]]:
    """The sources with their powers, listed under each hook their power implements: one pass
    over them for every hook (`hooked` is asked a hundred times a step, of a dozen hooks)."""
    found: dict[str, list[tuple[Source, Power]]] = {}
    for x in powered:
        for hook in hooks_of(type(x[1])):
            found.setdefault(hook, []).append(x)
    return found


def of_kind(f: Table, kind: str) -> list[tuple[Source, Power]]:
    """The sources whose power is of a kind (action, wake, rest, persistent...), with the power,
    in table order."""
    return among_sources(f, f"kind:{kind}", lambda powered: [x for x in powered if kind in x[1].kinds])


def modifiers(f: Table) -> list[tuple[Source, Power]]:
    """The sources whose power modifies a major action, with the power, in the order modifiers
    combine (7.4): one making an adviser count as another suit first, so that those reading the
    advisers' suits see it (Acting Troupe before Cup of Plenty), then one taking majors from other
    sites, so that the modifiers there see them (Small Friends); else in table order."""
    return among_sources(f, "modifiers", lambda powered: sorted(
        [x for x in powered if modified_actions(type(x[1]))],
        key=lambda x: (not x[1].lends_suits, not x[1].reaches_sites)))


def battle_plans(f: Table) -> list[tuple[Source, Power, str]]:
    """The sources whose power is a battle plan, with the power and the side it serves (attacker,
    defender or either), in table order."""
    return among_sources(f, "battle plans", lambda powered: [
        (src, power, side) for src, power in powered
        if (side := next((k.split(":")[1] for k in power.kinds if k.startswith("battle_plan:")), None)) is not None])


def major_makers(f: Table) -> list[tuple[Source, Power]]:
    """The modifiers (`modifiers`, in their order) that make ways to take major actions: changed
    ones (`variants`) or ones of their own (`extra_majors`). The others make none: they shape trips
    (Coastal), force the majors (`forces`) or act once a card is played or the action taken."""
    return among_sources(f, "major makers", lambda powered: [
        x for x in modifiers(f) if not hooks_of(type(x[1])).isdisjoint(("variants", "extra_majors"))])


def strikes_more_than_relics_and_banners(f: Table) -> bool:
    """Whether a power on the table may strike out campaign targets other than relics and banners
    (Narrow Pass, The Hidden Place): asked of every defender at every Act decision."""
    return among_sources(f, "strikes more", lambda powered: any(
        overrides(power, "campaign_targets") and not power.strikes_relics_and_banners_only for _, power in powered))


def forcing(f: Table) -> list[tuple[Source, Power]]:
    """The sources whose power changes major actions whether the player likes it or not
    (`Power.forces`), with the power, in table order."""
    return among_sources(f, "forcing", lambda powered: [x for x in powered if x[1].forces])


# --- what the powers change of ruling, access and the adviser limit (7.1) ------------------------
def rules_source(f: Table, seat: int, src: Source) -> bool:
    """A player rules their advisers, relics and Reliquary spaces (the Chancellor), and the
    cards at sites they rule (Law 10), and those a relic they hold lets them use as though
    they ruled them (the Grand Mask)."""
    if src.owner is not None:
        return src.owner == seat
    return f.rules(seat, src.slot) or rules_by_relic(f, seat, src)


def rules_by_relic(f: Table, seat: int, src: Source) -> bool:
    """Whether a relic the seat holds lets it use a card at a site as though it ruled it."""
    if src.kind != "denizen":
        return False
    for relic in f.s.players[seat].relics:
        power = REGISTRY.get(f.c.relics[relic].power)
        if overrides(power, "rules_card") and power.rules_card(f, seat, src, Source("relic", relic, power.id, owner=seat)):
            return True
    return False


def access(f: Table, seat: int, src: Source) -> bool:
    """You rule the source, or your pawn is at its site (7.1.1): the pawn, quicker to look at, first."""
    return (src.slot is not None and f.s.players[seat].pawn == src.slot) or rules_source(f, seat, src)


def adviser_limit(f: Table, seat: int) -> int:
    """The box's limit or the lowest a power sets for the seat (7.6.4)."""
    lowered = [n for src, power in hooked(f, "adviser_limit") if (n := power.adviser_limit(f, seat, src)) is not None]
    return min([f.c.limits.advisers, *lowered])


def counted_advisers(f: Table, seat: int, adding: Adviser | None = None) -> list[Adviser]:
    """The seat's advisers that count against its limit, with `adding` as though it were one of
    them already: all but those a power leaves out, the card's own power included (7.6.4)."""
    powers = hooked(f, "adviser_uncounted")
    advisers = f.s.players[seat].advisers + ([adding] if adding is not None else [])
    own = REGISTRY.get(f.c.denizens[adding.card].power) if adding is not None and adding.card in f.c.denizens else None
    if adding is not None and adding.faceup and overrides(own, "adviser_uncounted"):
        powers = powers + [(Source("denizen", adding.card, own.id, owner=seat), own)]
    return [a for a in advisers if not any(power.adviser_uncounted(f, seat, a, src) for src, power in powers)]


def locked_against(f: Table, seat: int, item: int) -> bool:
    """A power makes the denizen or relic `item` count as locked for the seat (Ancient Bloodline)."""
    return any(power.locks_against(f, seat, item, src) for src, power in hooked(f, "locks_against"))


def power_forbidden(f: Table, seat: int, power_src: Source) -> bool:
    """A persistent power forbids the seat to use the power of `power_src` (the Spell Breaker)."""
    return any(power.forbids_power(f, seat, power_src, src) for src, power in hooked(f, "forbids_power"))


def may_not_place_warbands(f: Table, seat: int) -> bool:
    """A power forbids the seat to place warbands at sites (the Ring of Devotion)."""
    return any(power.forbids_placing_warbands(f, seat, src) for src, power in hooked(f, "forbids_placing_warbands"))


def site_dice(f: Table, battle: Battle, slot: int) -> int:
    """Defense dice powers add to a targeted site, besides its own (the Sprawling Rampart)."""
    return sum(power.site_dice(f, battle, slot, src) for src, power in hooked(f, "site_dice"))


def relic_dice(f: Table, battle: Battle, relic: int) -> int:
    """Defense dice powers add to a targeted relic, besides its own (the Sealing Ward)."""
    return sum(power.relic_dice(f, battle, relic, src) for src, power in hooked(f, "relic_dice"))


def exile_forbidden(f: Table, seat: int) -> bool:
    """A power keeps the Citizen `seat` from being exiled (the Council Seat)."""
    return any(power.forbids_exile(f, seat, src) for src, power in hooked(f, "forbids_exile"))


def plan_cost(f: Table, battle: Battle, seat: int | None, side: str, plan_src: Source) -> Cost:
    """A battle plan's cost and what persistent powers add to it (the bandits pay none, 5.5.3)."""
    cost = f.cost_of(plan_src)
    if seat is None:
        return cost
    for src, power in hooked(f, "plan_surcharge"):
        if (more := power.plan_surcharge(f, battle, seat, side, plan_src, src)) is not None:
            cost = Cost(*(getattr(cost, k) + getattr(more, k) for k in ("place_favor", "place_secrets", "burn_favor",
                                                                          "burn_secrets")))
    return cost


def bandits_per_site(f: Table) -> int:
    """The bandits of one site: 1, and those persistent powers add (the Bandit Chief)."""
    return 1 + sum(power.extra_bandits(f, src) for src, power in hooked(f, "extra_bandits"))


def gives_no_secrets(f: Table, seat: int) -> bool:
    """A power forbids the seat to give a secret to anyone (the Vow of Silence)."""
    return any(power.forbids_giving_secrets(f, seat, src) for src, power in hooked(f, "forbids_giving_secrets"))


def forbidden_to_take(f: Table, taker: int, owner: int, kind: str, item) -> bool:
    """A power forbids the taker to take or target the owner's relic or banner (the Circlet
    of Command)."""
    return any(power.forbids_taking(f, taker, owner, kind, item, src) for src, power in hooked(f, "forbids_taking"))


def card_power(c: Content, card: int) -> Power | None:
    """The power a denizen card carries, wherever the card is (a Vision has none)."""
    return REGISTRY.get(c.denizens[card].power) if card in c.denizens else None


def ignores_capacity(c: Content, card: int) -> bool:
    """A card played to a site however full (Salt the Earth)."""
    power = card_power(c, card)
    return power is not None and power.ignores_capacity


def when_played(f: Table, seat: int, card: int, slot: int | None) -> Steps:
    """A card's When-played power, right after it is played (7.3)."""
    power = card_power(f.c, card)  # an edifice is never played
    if power and "when_played" in power.kinds:
        src = Source("denizen", card, power.id, slot=slot, owner=None if slot is not None else seat)
        yield from power.use(f, seat, src)


def modified(major, src: Source, **changes):
    """The major action as the source modifies it (7.4): `changes` applied and the source added to
    its `via`."""
    return major._replace(via=major.via + (src,), **changes)


def discard_plan(f: Table, battle: Battle, seat: int, src: Source, words: str) -> Steps:
    """A battle plan discarded after its battle (`words`: the log line), unless another plan of
    its user in that battle keeps it (Wild Mounts)."""
    for user, _, plan in battle.plans:
        keeper = power_of(plan)
        if user == seat and overrides(keeper, "keeps_plan") and (yield from keeper.keeps_plan(f, battle, seat, src, plan)):
            return
    f.discard_source(seat, src)
    f.say(words, "7.5")


class BindsItsOwner(Power):
    """A mandatory modifier binding only its source's owner (an adviser's, a relic's holder)."""

    def binds(self, f: Table, seat: int, src: Source) -> bool:
        return seat == src.owner


class DiscardedAfterBattle(Power):
    """A battle plan discarded once its battle is decided; with `only_if_lost`, only when its
    side lost."""
    only_if_lost = False
    discarded = ""  # the log line

    def after(self, f: Table, battle: Battle, side: str, seat: int, src: Source, won: bool) -> Steps:
        if not (won and self.only_if_lost):
            yield from discard_plan(f, battle, seat, src, self.discarded)
