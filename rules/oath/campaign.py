"""The Campaign (Law 5.5): the defender, the targets and the dice pools, the allies, the two
rolls, sacrifices, losses and what the winner takes. Every choice is a decision of its own, asked
of whoever the Law names: the attacker, the defender (losses, consent), a Citizen (joining)."""
from __future__ import annotations

from rules.core import Option, Steps, ask, choose
from rules.core.words import count

from .cards import banner_id, card_id
from .dice import attack_total, defense_total, skulls, tally
from .effects import and_list, kill_board, number_options, took_relics
from .powers.base import (bandits_per_site, battle_plans, hooked, may_not_place_warbands, of_kind, plan_cost,
                          power_forbidden, power_of, relic_dice, rules_source, site_dice,
                          strikes_more_than_relics_and_banners)
from .state import BANDITS, PURPLE, Battle
from .table import Table
from .travel import Travel


class Campaign:
    def __init__(self, f: Table, origin: int | None = None):
        """`origin`: the site a campaign is fought from as though the attacker's pawn stood there
        (Wild Allies), for the campaign this instance runs or looks at."""
        self.f, self.s, self.c = f, f.s, f.c
        self.origin = origin

    def here(self, seat: int, battle: Battle | None = None) -> int:
        """The site the seat campaigns from: its pawn's, or the campaign's origin."""
        origin = battle.origin if battle is not None else self.origin
        return self.s.players[seat].pawn if origin is None else origin

    # --- step 1: the defender (5.5.1) -----------------------------------------------------
    def defenders(self, seat: int) -> list[int]:
        """Players who rule the attacker's site or whose pawn is there; the bandits when nobody
        rules a faceup site there (the German "may": a co-located player may still be chosen)."""
        s = self.s
        here = self.here(seat)
        found = [x for x in self.f.rulers(here) if not self.same_side(seat, x)]
        found += [x for x in s.at_slot(here) if x != seat and x not in found and not self.same_side(seat, x)]
        if not self.f.rulers(here) and s.slots[here].faceup:
            found.append(BANDITS)
        return [x for x in found if self.offers_target_here(seat, x)]

    def offers_target_here(self, seat: int, defender: int) -> bool:
        """Whether `targets` offers anything against the defender: a target at the attacker's site
        is its site, ruled by the defender or held by the bandits, or else the defender's pawn
        there (which offers itself, its relics and banners); found without listing every target
        unless a power may strike out a site or the pawn."""
        if strikes_more_than_relics_and_banners(self.f):
            return bool(self.targets(seat, defender))
        here = self.here(seat)
        if defender == BANDITS or self.s.players[defender].pawn == here:
            return True
        return self.rules_as(defender, self.non_imperial(seat, defender), here)

    def same_side(self, seat: int, other: int) -> bool:
        """Only the Chancellor cannot attack a fellow Imperial... every player may attack any
        other: a Citizen attacking (or attacked by) the Empire is non-Imperial for it (5.5.1)."""
        return seat == other

    def imperial_in(self, battle: Battle, seat: int) -> bool:
        return self.s.players[seat].imperial and seat != battle.non_imperial

    def color_in(self, battle: Battle, seat: int) -> str:
        """The colour of the warbands at sites that fight for the seat in this campaign: purple for
        an Imperial side, the seat's own for a Citizen made non-Imperial (5.5.1)."""
        return PURPLE if self.imperial_in(battle, seat) else self.s.players[seat].color

    def ruled_by(self, battle: Battle, seat: int, slot: int) -> bool:
        """Whether a side rules a site in this campaign (`rules_as`)."""
        return self.rules_as(seat, battle.non_imperial, slot)

    def sites_ruled(self, battle: Battle, seat: int) -> list[int]:
        """The sites a side rules in this campaign (`sites_ruled_as`)."""
        return self.sites_ruled_as(seat, battle.non_imperial)

    def sites_ruled_as(self, seat: int, non_imperial: int | None) -> list[int]:
        """The sites a side rules in a campaign whose Citizen made non-Imperial is `non_imperial`
        (`rules_as`)."""
        return [slot for slot in range(len(self.s.slots)) if self.rules_as(seat, non_imperial, slot)]

    def rules_as(self, seat: int, non_imperial: int | None, slot: int) -> bool:
        """Whether a side rules a site in a campaign whose Citizen made non-Imperial is
        `non_imperial` (5.5.1): such a Citizen rules none of the purple sites (its own warbands are
        purple); any other side, those where its board's warbands stand (the Empire's purple sites
        for an Imperial side), and the Bandit Crown's empty sites for its holder (7.6.5). Asked of
        one site, as whether a defender rules the attacker's site is at every Act decision."""
        p = self.s.players[seat]
        if p.imperial and seat == non_imperial:
            return False
        return self.s.slots[slot].warbands.get(p.board_color, 0) > 0 or \
            (self.f.rulers(slot) == [seat] and self.s.crown_holder() == seat)

    # --- step 2: targets (5.5.2) ------------------------------------------------------------
    def targets(self, seat: int, defender: int, battle: Battle | None = None, chosen=()) -> list[tuple[str, object, str]]:
        """Every target the defender offers: (kind, what, words); `chosen`: those already
        declared, for the powers that filter the rest (Narrow Pass, The Hidden Place)."""
        s = self.s
        battle = battle or self.new_battle(seat, defender)
        here = self.here(seat, battle)
        if defender == BANDITS:
            found = [("site", here, f"{self.f.site_name(here)} (its bandits)")]
        else:
            found = [("site", slot, self.f.site_name(slot)) for slot in self.sites_ruled(battle, defender)]
        if defender != BANDITS and s.players[defender].pawn == here:
            d = s.players[defender]
            found += [("relic", relic, self.f.name(relic)) for relic in d.relics]
            found += [("banner", key, self.c.banners[key].name) for key, b in s.banners.items() if b.holder == defender]
            found.append(("pawn", defender, f"{self.f.who(defender)}'s pawn and favor"))
        for src, power in hooked(self.f, "campaign_targets"):  # powers restricting targets (7.1.4)
            found = power.campaign_targets(self.f, battle, found, list(chosen), src)
        if not any(self.at_site(seat, kind, what, battle) for kind, what, _ in found):
            return []  # at least one target must be at the attacker's site
        return found

    def at_site(self, seat: int, kind: str, what, battle: Battle | None = None) -> bool:
        return kind != "site" or what == self.here(seat, battle)

    def new_battle(self, seat: int, defender: int) -> Battle:
        return Battle(seat, defender, origin=self.origin, non_imperial=self.non_imperial(seat, defender))

    def non_imperial(self, seat: int, defender: int) -> int | None:
        """The Citizen who is not Imperial in the seat's campaign against the defender: one
        attacking an Imperial player, or one the Chancellor attacks (5.5.1)."""
        if defender == BANDITS:
            return None
        attacker, target = self.s.players[seat], self.s.players[defender]
        if attacker.role == "citizen" and target.imperial:
            return seat
        if seat == 0 and target.role == "citizen":
            return defender
        return None

    # --- the whole campaign -------------------------------------------------------------------
    def run(self, seat: int, major=None, defender: int | None = None) -> Steps:
        """The whole campaign (`major`: the Campaign action as taken, whose modifiers may change it:
        fought from another site, warbands at sites joining the force; `defender`: one a power names
        beforehand, Sneak Attack)."""
        if major is not None and major.at is not None:
            self.origin = major.at
        if defender is None:
            opts = [Option(f"defender:{x}", "The bandits" if x == BANDITS else self.f.who(x), "5.5.1", data=x)
                    for x in self.defenders(seat)]
            defender = (yield from choose(seat, "Campaign: who defends?", opts, "5.5.1")).data
        battle = self.new_battle(seat, defender)
        self.s.battle = battle  # on the board while it is fought and after, until the turn ends
        battle.whole_force = bool(major is not None and major.whole_force)  # the Brutal space (2.3)
        battle.joined = list(major.joined) if major is not None else []
        yield from self.choose_targets(battle)
        yield from self.choose_allies(battle)
        battle.attack_dice = yield from self.choose_dice(battle)
        self.site_dice(battle)
        self.announce(battle)
        yield from self.battle_plans(battle)
        if battle.decided:
            won = battle.decided == "attacker"
            battle.winner = battle.decided
            self.f.say(f"The {battle.decided} wins at once, no die rolled", "7.5")
        else:
            won = yield from self.fight(battle)
        if won:
            if battle.bloodless:
                self.withdraw(battle)
            else:
                yield from self.defender_losses(battle)
            yield from self.victory(battle)
        elif not battle.bloodless:
            self.attacker_losses(battle)
        for user, side, src in battle.plans:  # "if you win", "if you are defeated", "discard after" (5.5.8)
            yield from power_of(src).after(self.f, battle, side, user, src, won == (side == "attacker"))
        for src, power in hooked(self.f, "campaign_over"):  # powers hearing of any campaign (the Herald)
            yield from power.campaign_over(self.f, battle, src)
        for user, side, src in battle.plans:  # what follows the whole campaign (Second Wind)
            yield from power_of(src).after_campaign(self.f, battle, side, user, src, won == (side == "attacker"))

    def fight(self, battle: Battle) -> Steps:
        """The rolls and the sacrifice (5.5.4, 5.5.5); whether the attacker won."""
        defender = None if battle.defender == BANDITS else battle.defender
        faces = yield from self.jinxed(defender, self.defense_roll(battle), self.c.defense_die,
                                       f"{self.attack_words(battle, defender)}: your defense roll")
        defense = self.defend(battle, faces)
        faces = yield from self.jinxed(battle.attacker, self.attack_roll(battle), self.c.attack_die,
                                       f"{self.attack_words(battle, battle.attacker)}: your attack roll")
        attack = self.attack(battle, faces)
        if attack <= defense:
            attack = yield from self.offer_sacrifice(battle, attack, defense)
        won = attack > defense
        battle.totals["attacker"], battle.winner = attack, "attacker" if won else "defender"
        self.f.say(f"Attack {attack} against defense {defense}: the {'attacker' if won else 'defender'} wins", "5.5.5")
        return won

    def choose_targets(self, battle: Battle) -> Steps:
        """The attacker names targets one at a time, each going on the battle at once (the board
        follows); the defender's site here is named first, as it must be (5.5.2)."""
        seat = battle.attacker
        required = self.required_site(battle)
        if required is not None:
            battle.required = required
            battle.add_target("site", required)
        while True:
            chosen = battle.named_targets()
            offered = [(k, w, words) for k, w, words in self.targets(seat, battle.defender, battle, chosen)
                       if (k, w) not in chosen]
            if not offered:
                break
            opts = [Option(f"target:{k}:{w}", f"Target {words}", "5.5.2", cards=self.target_cards(k, w),
                           group="Sites" if k == "site" else "Relics, banners and the pawn", data=(k, w))
                    for k, w, words in offered]
            if any(self.at_site(seat, k, w, battle) for k, w in chosen) and \
                    all(power.targets_complete(self.f, battle, chosen, src) for src, power in hooked(self.f, "targets_complete")):
                opts.insert(0, Option("target:done", "Done choosing targets", "5.5.2"))
            who = "the bandits" if battle.defender == BANDITS else self.f.who(battle.defender)
            picked = yield from choose(seat, f"Your campaign against {who}: choose targets", opts, "5.5.2")
            if picked.id == "target:done":
                break
            battle.add_target(*picked.data)

    def required_site(self, battle: Battle) -> int | None:
        """The site a campaign must target: the defender's site where it is fought, or the
        bandits' (5.5.2)."""
        here = self.here(battle.attacker, battle)
        return here if battle.defender == BANDITS or self.ruled_by(battle, battle.defender, here) else None

    def target_dice(self, battle: Battle, kind: str, what) -> int:
        """The defense dice a target adds (5.5.2)."""
        if kind == "site":
            return self.c.defense["site"] + site_dice(self.f, battle, what)
        if kind == "relic":
            return self.c.relics[what].defense + relic_dice(self.f, battle, what)
        return self.s.banners[what].tokens if kind == "banner" else self.c.defense["pawn"]

    def target_cards(self, kind: str, what) -> tuple[str, ...]:
        if kind == "site":
            return self.f.site_ids(what)
        if kind == "relic":
            return (card_id(what),)
        return (banner_id(what),) if kind == "banner" else ()

    def choose_allies(self, battle: Battle) -> Steps:
        """The Chancellor joins an Imperial defender; each other Citizen whose pawn is at the
        attacker's site or a targeted site may offer to, and the defender consents (5.5.2)."""
        s = self.s
        d = battle.defender
        if d == BANDITS or not self.imperial_in(battle, d):
            return
        if d != 0 and battle.attacker != 0:
            battle.allies.append(0)
        places = {self.here(battle.attacker, battle), *battle.sites}
        for seat in s.order():
            p = s.players[seat]
            if seat in (d, battle.attacker, 0) or p.role != "citizen" or not self.imperial_in(battle, seat):
                continue
            if self.f.m.options.get("allies") != "german" and p.pawn not in places:
                continue
            if self.f.m.options.get("allies") == "german" and p.pawn != self.here(battle.attacker, battle):
                continue
            opts = [Option("ally:no", "Stay out of it", "5.5.2"), Option("ally:yes", f"Offer to defend beside {self.f.who(d)}", "5.5.2")]
            prompt = f"{self.attack_words(battle)}: offer to defend beside {self.f.who(d)}?"
            if (yield from ask(seat, prompt, opts, "5.5.2")) == "ally:no":
                continue
            if (yield from self.f.consents(d, f"{self.attack_words(battle, d)}: {self.f.who(seat)} offers to defend beside you",
                                           f"Accept {self.f.who(seat)} as an ally", "5.5.2")):
                battle.allies.append(seat)
                self.f.say(f"{self.f.who(seat)} joins the defense", "5.5.2")

    def choose_dice(self, battle: Battle) -> Steps:
        force = self.force(battle)
        if not force:
            battle.chosen_dice = 0
            return 0
        opts = number_options("dice", range(force, -1, -1), "attack die", "attack dice", "5.5.2")
        where = "your board's" if not battle.joined else "your force's"
        prompt = f"How many attack dice? (at most {where} {count(force, 'warband')})"
        battle.chosen_dice = (yield from choose(battle.attacker, prompt, opts, "5.5.2")).data
        return battle.chosen_dice

    def site_dice(self, battle: Battle) -> None:
        """Persistent powers that change the attack pool, such as a site's (7.1.4)."""
        for src, power in of_kind(self.f, "persistent"):
            change = power.attack_dice(self.f, battle, src)
            if change:
                self.f.say(f"{self.f.source_name(src)}: {change:+} attack {'die' if abs(change) == 1 else 'dice'}", "7.1.4")
                battle.shift("attacker" if change > 0 else "defender", abs(change), self.f.source_name(src))
        for src, power in hooked(self.f, "campaign_declared"):  # what declaring the targets costs or adds
            power.campaign_declared(self.f, battle, src)

    # --- step 3: battle plans (5.5.3, 7.5) ---------------------------------------------------
    def battle_plans(self, battle: Battle) -> Steps:
        """The attacker's plans, then the defender's, then the allies' in the order the defender
        names, asked only when two allies or more have plans to choose (5.5.3); the bandits use
        every free plan they rule."""
        yield from self.plans_of(battle, battle.attacker, "attacker")
        if battle.defender == BANDITS:
            for src in self.plans_offered(battle, None, "defender"):
                if self.f.cost_of(src).free:
                    yield from self.use_plan(battle, None, "defender", src)
            return
        yield from self.plans_of(battle, battle.defender, "defender")
        waiting = list(battle.allies)
        while waiting:
            waiting = [x for x in waiting if self.plans_offered(battle, x, "defender")]
            if not waiting:
                return
            opts = [Option(f"next:{x}", f"{self.f.who(x)} chooses battle plans next", "5.5.3", data=x) for x in waiting]
            prompt = f"{self.attack_words(battle, battle.defender)}: which of your allies chooses battle plans next?"
            ally = (yield from choose(battle.defender, prompt, opts, "5.5.3")).data
            waiting.remove(ally)
            yield from self.plans_of(battle, ally, "defender")

    def plans_offered(self, battle: Battle, seat: int | None, side: str) -> list:
        """Plans the seat rules (None: the bandits, who rule the empty faceup sites), for its
        side, not yet used in this campaign, that no persistent power forbids it (True Names)."""
        found = []
        used = {(src.kind, src.id) for _, _, src in battle.plans}
        persistent = of_kind(self.f, "persistent")
        if (side == "defender" and battle.defender_plans_barred) or seat in battle.alone or battle.decided:
            return []
        for src, power, serves in battle_plans(self.f):
            if serves not in (side, "either") or (src.kind, src.id) in used:
                continue
            if seat is None:
                ruled = src.slot is not None and not self.s.rulers(src.slot) and src.owner is None
            else:
                ruled = rules_source(self.f, seat, src)
            if any(other.blocks_plan(self.f, battle, seat, side, src, where) for where, other in persistent):
                continue
            if ruled and power.plan_allowed(self.f, battle, side, seat, src) and \
                    (seat is None or (self.can_pay_plan(seat, plan_cost(self.f, battle, seat, side, src))
                                      and not power_forbidden(self.f, seat, src))):
                found.append(src)
        return found

    def can_pay_plan(self, seat: int, cost) -> bool:
        """A battle plan's cost may be paid even with tokens already on the card (7.5.3)."""
        p = self.s.players[seat]
        return self.f.favor_of(seat) >= cost.place_favor + cost.burn_favor and p.secrets >= cost.place_secrets + cost.burn_secrets

    def plans_of(self, battle: Battle, seat: int, side: str) -> Steps:
        """The seat's battle plans, one at a time, until it has done. On the defending side, out of
        its turn, the plans nobody would refuse (free, nothing lost: `Power.welcome`) are used
        for it first, without asking."""
        if side == "defender":
            for src in self.plans_offered(battle, seat, side):
                if power_of(src).welcome and plan_cost(self.f, battle, seat, side, src).free:
                    yield from self.use_plan(battle, seat, side, src)
        while True:
            offered = self.plans_offered(battle, seat, side)
            if not offered:
                return
            opts = [Option("plan:done", "No more battle plans", "5.5.3")]
            for src in offered:
                cost = plan_cost(self.f, battle, seat, side, src)
                opts.append(Option(f"plan:{src.kind}:{src.id}", f"Use {self.f.source_name(src)}"
                                   + ("" if cost.free else f" ({cost.text})"), "7.5", cards=self.f.source_ids(src), data=src))
            picked = yield from choose(seat, f"{self.attack_words(battle, seat)}: use a battle plan?", opts, "5.5.3")
            if picked.id == "plan:done":
                return
            src = picked.data
            self.f.pay(seat, src, plan_cost(self.f, battle, seat, side, src))
            yield from self.use_plan(battle, seat, side, src)

    def use_plan(self, battle: Battle, seat: int | None, side: str, src) -> Steps:
        who = "The bandits" if seat is None else self.f.who(seat)
        self.f.say(f"{who} use{'s' if seat is not None else ''} {self.f.source_name(src)}", "7.5")
        battle.plans.append((seat, side, src))
        yield from power_of(src).plan(self.f, battle, side, seat, src)

    def target_words(self, battle: Battle, seat: int | None = None) -> list[str]:
        """The targets named, as `seat` reads them ("your pawn")."""
        words = [self.f.site_name(x) for x in battle.sites] + [self.f.name(x) for x in battle.relics]
        words += [f"the {self.c.banners[b].name}" for b in battle.banners]
        if battle.pawn:
            words.append("your pawn" if seat == battle.defender else f"{self.f.who(battle.defender)}'s pawn")
        return words

    def attack_words(self, battle: Battle, seat: int | None = None) -> str:
        """"Ann attacks you, targeting Plains and your pawn": the campaign as `seat` reads it."""
        if seat == battle.attacker:
            whom = "Your campaign against " + ("the bandits" if battle.defender == BANDITS else self.f.who(battle.defender))
        elif seat == battle.defender:
            whom = f"{self.f.who(battle.attacker)} attacks you"
        else:
            whom = f"{self.f.who(battle.attacker)} attacks {self.f.who(battle.defender)}"
            whom += ", whom you defend as an ally" if seat in battle.allies else ""
        return f"{whom}, targeting {and_list(self.target_words(battle, seat))}"

    def announce(self, battle: Battle) -> None:
        who = "the bandits" if battle.defender == BANDITS else self.f.who(battle.defender)
        allies = f" with {', '.join(self.f.who(x) for x in battle.allies)}" if battle.allies else ""
        self.f.say(f"{self.f.who(battle.attacker)} campaigns against {who}{allies}: "
                   f"{', '.join(self.target_words(battle))}; "
                   f"{count(battle.attack_dice, 'attack die', 'attack dice')}", "5.5.2")

    # --- the rolls (5.5.4, 5.5.5) --------------------------------------------------------------
    def defense_dice(self, battle: Battle) -> int:
        return sum(n for _, n in self.defense_sources(battle))

    def defense_sources(self, battle: Battle) -> list[tuple[str, int]]:
        """Where the defense dice come from: each targeted site, relic and banner, the pawn, the
        title, and what plans and powers added (5.5.2, 2.11)."""
        s, c = self.s, self.c
        found = [(f"{self.f.site_name(x)} (targeted)", self.target_dice(battle, "site", x)) for x in battle.sites]
        found += [(f"{self.f.name(r)} (targeted)", self.target_dice(battle, "relic", r)) for r in battle.relics]
        found += [(f"the {c.banners[b].name} (targeted)", self.target_dice(battle, "banner", b)) for b in battle.banners]
        if battle.pawn:
            found.append((f"{self.f.who(battle.defender)}'s pawn", self.target_dice(battle, "pawn", battle.defender)))
        if self.title_defends(battle):
            side = "usurper" if s.usurper else "oathkeeper"
            found.append((f"the {side.capitalize()} title", c.defense[side]))
        return found + list(battle.extra_from)

    def title_defends(self, battle: Battle) -> bool:
        """The title adds its dice when its holder defends, and the Chancellor's title whenever an
        Imperial player defends (2.11)."""
        d, holder = battle.defender, self.s.title_holder
        return d != BANDITS and (holder == d or (holder == 0 and self.imperial_in(battle, d)))

    def roll(self, faces, n: int) -> list:
        return [faces[self.f.m.rng.below(len(faces))] for _ in range(n)]

    def jinxed(self, seat: int | None, faces: list, die, what: str) -> Steps:
        """The faces the seat (None: the bandits) just rolled, or those it rolls instead: a power
        may let it roll them all again, once (Jinx); `what` names the roll for the question."""
        if seat is not None and faces:
            for src, power in hooked(self.f, "rerolls"):
                if (yield from power.rerolls(self.f, seat, faces, what, src)):
                    return self.roll(die, len(faces))
        return faces

    def defense_roll(self, battle: Battle) -> list:
        battle.defense_from = self.defense_sources(battle)
        return self.roll(self.c.defense_die, sum(n for _, n in battle.defense_from))

    def defend(self, battle: Battle, faces: list | None = None) -> int:
        """The defense as rolled (`faces`, else rolled now): shields and counted warbands (5.5.4)."""
        faces = self.defense_roll(battle) if faces is None else faces
        counted = [face for face in faces if not (battle.single_shields_blank and face.shields == 1)
                   and not (battle.two_shields_blank and face.shields == 2)]
        shields = defense_total(counted)
        troops = self.defending_warbands(battle)
        self.f.m.reveal()
        battle.rolls["defender"] = [face.name for face in faces]
        battle.totals["defender"], battle.defending_warbands = shields + troops, troops
        self.f.say(f"The defender rolls {tally(faces)}: {count(shields, 'shield')}, "
                   f"{count(troops, 'bandit' if battle.defender == BANDITS else 'warband')}", "5.5.4")
        return shields + troops

    def defending_warbands(self, battle: Battle) -> int:
        s = self.s
        if battle.defender == BANDITS:
            return len(battle.sites) * bandits_per_site(self.f)
        troops = sum(self.side_warbands(battle, battle.defender, slot) for slot in battle.sites)
        if s.crown_holder() == battle.defender:  # the Bandit Crown: the bandits of its empty sites (7.6.5)
            troops += bandits_per_site(self.f) * sum(not any(s.slots[slot].warbands.values()) for slot in battle.sites)
        places = {self.here(battle.attacker, battle), *battle.sites}
        for seat in [battle.defender, *battle.allies]:
            if s.players[seat].pawn in places:
                troops += s.players[seat].board
        return troops

    def force(self, battle: Battle) -> int:
        """The attacking force: the warbands on the attacker's board, and theirs at the sites that
        join it (Vow of Union, Wild Allies)."""
        p = self.s.players[battle.attacker]
        return p.board + sum(self.s.slots[slot].warbands.get(p.board_color, 0) for slot in battle.joined)

    def kill_attackers(self, battle: Battle, n: int) -> int:
        """Kill up to n warbands of the attacking force: off the board first, then off the sites
        that joined it in turn, so that those sites are held longest (REFERENCE, content decisions);
        to their supply, or to the site a battle plan sends them (Hospital)."""
        s, p = self.s, self.s.players[battle.attacker]
        color, ward = p.board_color, self.ward(battle, battle.attacker)
        killed = self.kill(battle, battle.attacker, n)
        for slot in battle.joined:
            there = s.slots[slot].warbands.get(color, 0)
            k = min(n - killed, there)
            if k:
                self.f.set_warbands_at(slot, color, there - k)
                if ward is None:
                    s.pool[color] += k
                else:
                    self.f.add_warbands_at(ward, color, k)
                killed += k
        return killed

    def side_warbands(self, battle: Battle, seat: int, slot: int) -> int:
        return self.s.slots[slot].warbands.get(self.color_in(battle, seat), 0)

    def attack_roll(self, battle: Battle) -> list:
        if battle.attack_pool_halved:
            battle.attack_dice //= 2
        return self.roll(self.c.attack_die, battle.attack_dice)

    def attack(self, battle: Battle, faces: list | None = None) -> int:
        """The attack as rolled (`faces`, else rolled now): swords, and the skulls kill (5.5.5)."""
        faces = self.attack_roll(battle) if faces is None else faces
        swords = attack_total([face for face in faces if not (battle.hollow_swords_blank and face.hollow_swords)
                               and not (battle.two_swords_blank and face.swords == 2)])
        swords *= 2 if battle.attack_doubled else 1
        rolled = skulls(faces)
        killed = 0 if battle.ignore_skulls else self.kill_attackers(battle, rolled)
        battle.kills["attacker"] += killed
        battle.rolls["attacker"] = [face.name for face in faces]
        battle.totals["attacker"] = swords
        self.f.say(f"The attacker rolls {tally(faces)}: {count(swords, 'sword')}"
                   + (f", {count(rolled, 'skull')} killing {count(killed, 'warband')}" if rolled else ""), "5.5.5")
        return swords

    def offer_sacrifice(self, battle: Battle, attack: int, defense: int) -> Steps:
        """Sacrifice exactly enough warbands to win, or none (5.5.5, 9.5); each adds 1, or what
        a battle plan makes it worth while the defenders outnumber the attacker (Zealots)."""
        if any(power.forbids_sacrifice(self.f, battle, src) for src, power in hooked(self.f, "forbids_sacrifice")):
            return attack
        force = self.force(battle)
        worth = battle.outnumbered_sacrifice if battle.defending_warbands > force else 1
        need = -(-(defense - attack + 1) // worth)
        if need > force:
            return attack
        opts = [Option("sacrifice:no", "Accept defeat", "5.5.5"),
                Option("sacrifice:yes", f"Sacrifice {count(need, 'warband')} to win", "5.5.5")]
        prompt = f"Attack {attack} against defense {defense}: sacrifice warbands to win?"
        if (yield from ask(battle.attacker, prompt, opts, "5.5.5")) == "sacrifice:no":
            return attack
        self.kill_attackers(battle, need)
        battle.kills["attacker"] += need
        battle.sacrificed = need
        self.f.say(f"{self.f.who(battle.attacker)} sacrifices {count(need, 'warband')}", "5.5.5")
        return attack + need * worth

    # --- losses (5.5.6) -----------------------------------------------------------------------
    def attacker_losses(self, battle: Battle) -> None:
        p = self.s.players[battle.attacker]
        force = self.force(battle)
        dead = 0 if battle.attacker in battle.spared else force if battle.whole_force else force // 2
        self.kill_attackers(battle, dead)
        battle.kills["attacker"] += dead
        battle.survivors = {battle.attacker: p.board} if p.board else {}
        self.f.say(f"{self.f.who(battle.attacker)} loses {count(dead, 'warband')}", "5.5.6")

    def defender_losses(self, battle: Battle) -> Steps:
        """Half the defending force dies (rounded down), chosen by the defender (the Chancellor
        for the Empire); the survivors from the targeted sites go to their board (5.5.6)."""
        if battle.defender == BANDITS:
            self.f.say("The bandits scatter", "5.5.6")
            return
        pools = self.defending_pools(battle)
        force = sum(n for _, n in pools)
        spared = {place for place, _ in pools if self.pool_owner(battle, place) in battle.spared}
        killable = sum(n for place, n in pools if place not in spared)
        dead = min(force if battle.whole_force or battle.defender_whole_force else force // 2, killable)
        chooser = 0 if self.imperial_in(battle, battle.defender) else battle.defender
        why = (f"{self.f.who(battle.attacker)} defeated you: choose the warbands that die" if chooser == battle.defender
               else f"{self.f.who(battle.attacker)} defeated {self.f.who(battle.defender)}: as the Chancellor, choose the "
               "Imperial warbands that die")
        killed: dict[tuple[str, int], int] = {}
        left = dict(pools)
        if dead == killable:  # all that may die do: nothing to choose
            killed = {place: n for place, n in pools if place not in spared and n}
            left = {place: (0 if place in killed else n) for place, n in pools}
        for k in range(dead if dead < killable else 0):
            places = [place for place, n in left.items() if n and place not in spared]
            if len(places) == 1:
                place = places[0]
            else:
                opts = [self.pool_option("lose", place, left[place], "5.5.6") for place in places]
                place = (yield from choose(chooser, f"{why} ({k + 1} of {dead})", opts, "5.5.6")).data
            left[place] -= 1
            killed[place] = killed.get(place, 0) + 1
        for place, n in killed.items():
            self.remove(battle, place, n, to_pool=True)
        for place, n in left.items():
            if place[0] == "site" and n:
                self.remove(battle, place, n, to_pool=False)
        battle.kills["defender"] += dead
        imperial = self.imperial_in(battle, battle.defender)
        for place, n in left.items():
            if n:
                kind, where = place
                seat = where if kind == "board" else (0 if imperial else battle.defender)
                battle.survivors[seat] = battle.survivors.get(seat, 0) + n
        self.f.say(f"The defenders lose {count(dead, 'warband')}; the rest go back to their boards", "5.5.6")

    def withdraw(self, battle: Battle) -> None:
        """Defeated without losses (Peace Envoy): the defenders' warbands at the targeted sites go
        back to their boards."""
        for place, n in self.defending_pools(battle):
            if place[0] == "site":
                self.remove(battle, place, n, to_pool=False)
        self.f.say("The defenders' warbands at the targeted sites go back to their boards", "7.5")

    def defending_pools(self, battle: Battle) -> list[tuple[tuple[str, int], int]]:
        """The defending force by where it stands, each pool as ((kind, where), warbands): a
        targeted site ("site", slot), a board that counts ("board", seat)."""
        s = self.s
        pools = [(("site", slot), self.side_warbands(battle, battle.defender, slot)) for slot in battle.sites]
        places = {self.here(battle.attacker, battle), *battle.sites}
        for seat in [battle.defender, *battle.allies]:
            if s.players[seat].pawn in places and s.players[seat].board:
                pools.append((("board", seat), s.players[seat].board))
        return [(place, n) for place, n in pools if n]

    def pool_owner(self, battle: Battle, place: tuple[str, int]) -> int:
        """Whose warbands a defending pool holds: a targeted site's are the defender's."""
        kind, where = place
        return where if kind == "board" else battle.defender

    def pool_option(self, prefix: str, place: tuple[str, int], n: int, rule: str) -> Option:
        """A warband of a defending pool, as an option standing for the pool."""
        kind, where = place
        words = (f"One at {self.f.site_name(where)} ({n} there)" if kind == "site"
                 else f"One on {self.f.who(where)}'s board ({n} there)")
        return Option(f"{prefix}:{kind}:{where}", words, rule, cards=self.f.site_ids(where) if kind == "site" else (),
                      data=place)

    def remove(self, battle: Battle, place: tuple[str, int], n: int, to_pool: bool) -> None:
        """Take n defending warbands away: killed to their colour's supply, or survivors from a
        site to their owner's board (purple ones to the Chancellor's)."""
        s = self.s
        kind, where = place
        if kind == "board":
            self.kill(battle, where, n)
            return
        d = s.players[battle.defender]
        color = self.color_in(battle, battle.defender)
        self.f.add_warbands_at(where, color, -n)
        if to_pool and (ward := self.ward(battle, battle.defender)) is not None:
            self.f.add_warbands_at(ward, color, n)
            self.f.say(f"{self.f.who(battle.defender)}'s {count(n, 'warband')} killed {'goes' if n == 1 else 'go'} to "
                       f"{self.f.site_name(ward)} instead (Hospital)", "7.5")
        elif to_pool:
            s.pool[color] += n
        elif color == PURPLE:
            s.players[0].board += n
        else:
            d.board += n

    def ward(self, battle: Battle, seat: int) -> int | None:
        """The site the seat's warbands killed in this campaign go to, while the seat rules it
        (Hospital), or None."""
        slot = battle.hospital.get(seat)
        return slot if slot is not None and self.s.rules(seat, slot) else None

    def kill(self, battle: Battle, seat: int, n: int) -> int:
        """Kill up to n warbands on the seat's board: to their supply, or to the site a battle
        plan sends them (Hospital). Returns how many."""
        ward = self.ward(battle, seat)
        if ward is None:
            return kill_board(self.f, seat, n)
        p = self.s.players[seat]
        n = min(n, p.board)
        p.board -= n
        self.f.add_warbands_at(ward, p.board_color, n)
        if n:
            self.f.say(f"{self.f.who(seat)}'s {count(n, 'warband')} killed {'goes' if n == 1 else 'go'} to "
                       f"{self.f.site_name(ward)} instead (Hospital)", "7.5")
        return n

    # --- victory (5.5.7) -----------------------------------------------------------------------
    def victory(self, battle: Battle) -> Steps:
        s = self.s
        seat = battle.attacker
        p = s.players[seat]
        color = p.board_color  # the board's warbands: purple ones even for a Citizen made non-Imperial
        for slot in battle.sites:
            for other, n in list(s.slots[slot].warbands.items()):  # warbands still there (the bandits' site) leave
                if n and other != color:
                    self.f.set_warbands_at(slot, other, 0)
                    s.pool[other] += n
            if not p.board or may_not_place_warbands(self.f, seat):  # the Ring of Devotion
                continue
            opts = number_options("place", range(0, p.board + 1), "warband", "warbands", "5.5.7", self.f.site_ids(slot))
            n = (yield from choose(seat, f"You won: how many warbands do you put at {self.f.site_name(slot)}?",
                                   opts, "5.5.7")).data
            if n:
                p.board -= n
                self.f.add_warbands_at(slot, color, n)
                self.f.say(f"{self.f.who(seat)} occupies {self.f.site_name(slot)} with {count(n, 'warband')}", "5.5.7")
        for relic in battle.relics:
            self.f.hand_relic(battle.defender, seat, relic)
            self.f.say(f"{self.f.who(seat)} takes {self.f.name(relic)}", "5.5.7")
        yield from took_relics(self.f, seat, battle.relics)
        for banner in battle.banners:
            self.f.seize_banner(seat, banner)
        if battle.pawn:
            yield from self.banish(battle)

    def banish(self, battle: Battle) -> Steps:
        """The defender's pawn goes, free, to a site it could travel to, revealed if facedown;
        a site power picking the destination takes precedence (Shrouded Wood) (5.5.7.III)."""
        s = self.s
        d = s.players[battle.defender]
        travel = Travel(self.f)
        trips = travel.destinations(battle.defender)
        slot = yield from travel.relocate(battle.defender, battle.attacker, trips,
                                          f"You won: send {self.f.who(battle.defender)}'s pawn where?", "5.5.7",
                                          prefix="banish")
        slot = d.pawn if slot is None else slot
        burnt = d.favor if battle.whole_favor_burns else d.favor // 2
        d.favor -= burnt
        self.f.burn_favor(burnt)
        self.f.say(f"{self.f.who(battle.defender)}'s pawn is sent to {self.f.site_name(slot)}; "
                   f"{burnt} of their favor burns", "5.5.7")


def in_campaign(f: Table, battle: Battle, seat: int, question: str) -> str:
    """A battle plan's question as `seat` reads it, the campaign first ("Bob attacks you,
    targeting Plains: ..."): asked out of turn, it says who attacks whom (11.3)."""
    return f"{Campaign(f).attack_words(battle, seat)}: {question}"
