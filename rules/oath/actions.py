"""The actions of a player's Act phase (Law 5 major actions, Law 6 minor actions): what may be
done now, as options, and doing it, asking any further choices one at a time."""
from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from rules.core import Option, Steps, choose
from rules.core.words import count

from .campaign import Campaign
from .cards import banner_id, card_id
from .citizenship import Citizenship
from .content import card_kind
from .effects import (NUMBER_KEYS, advisers_of_suit, discard_advisers_down_to, discard_vision, faceup_suits, locked,
                      number_options, suit_of, took_relics)
from .powers.base import (access, adviser_limit, card_power, counted_advisers, forbidden_to_take, forcing, hooked,
                          ignores_capacity, major_makers, may_not_place_warbands, modified_actions, of_kind, power_forbidden,
                          power_of, strikes_more_than_relics_and_banners, when_played)
from .state import Adviser
from .table import Table
from .travel import Travel

RULES = {"search": "5.1", "muster": "5.2", "trade": "5.3", "recover": "5.4", "travel": "5.6", "campaign": "5.5"}
# the action menu's groups, by action (ARCHITECTURE, "Cards on the table": at most nine lines at
# the top, at most nine options in a group): a group for each major action, one for the minor
# actions and one for the powers used
GROUPS = {"search": "Search", "muster": "Muster or trade", "trade": "Muster or trade", "recover": "Recover",
          "travel": "Travel", "campaign": "Campaign"}
MINOR, POWERS = "Minor actions", "Use a power"


def fitted(entries: list[tuple[Option, str]]) -> list[Option]:
    """The options, each in its action's group, but for a group holding more options than there
    are number keys: from it, its largest finer groups (the second of each pair) stand apart, one
    by one, until what is left fits."""
    if len(entries) <= NUMBER_KEYS:  # no group can hold too many
        return [o for o, _ in entries]
    sizes = Counter([o.group for o, _ in entries])
    apart: set[tuple[str, str]] = set()
    for group, size in sizes.items():
        if size <= NUMBER_KEYS:
            continue
        finer = Counter(fine for o, fine in entries if o.group == group and fine != group)
        for fine, n in finer.most_common():
            if size <= NUMBER_KEYS:
                break
            apart.add((group, fine))
            size -= n
    if not apart:  # every group fits
        return [o for o, _ in entries]
    return [o._replace(group=fine) if (o.group, fine) in apart else o for o, fine in entries]


class MajorAction(NamedTuple):
    """One way to take a major action: what it acts on, the Supply it costs, its parameters,
    and the modifiers that changed it (their costs are paid when it is taken, 7.4). A tuple: the
    options make a dozen a step, and a frozen dataclass of this many fields costs five times as
    much to make."""
    action: str  # search | muster | trade | recover | travel | campaign
    supply: int
    words: str = ""  # what it does, costs left out (a muster's or trade's, worked out as modified: major_words)
    card: int | None = None  # Muster, Trade: the denizen it is made at
    pays: str = ""  # Trade: "secret" (1 secret for favor) or "favor" (2 favor for secrets); Muster: "secret" instead of 1 favor
    region: str = ""  # Search: the region whose discard pile is searched; none for the world deck
    slot: int | None = None  # Travel: the site travelled to (the pawn's own: wherever an enemy ruler sends it)
    relic: int | None = None  # Recover: the place of the relic beside the pawn's site
    banner: str = ""  # Recover: the banner
    via: tuple = ()  # Sources of the modifiers used
    price: str = ""  # what it costs besides Supply, in words (a relic's or banner's recover cost)
    draws: int = 0  # Search: cards drawn
    from_bottom: bool = False  # Search: a discard pile's cards drawn from its bottom (Mushrooms)
    warbands: int = 0  # Muster: warbands gained
    bonus: int = 0  # Trade: favor or secrets gained besides the usual
    suits: tuple[str, ...] = ()  # Trade: suits an adviser counts as besides its own (Acting Troupe)
    extra_favor: int = 0  # Trade: favor gained besides, whatever the trade (the Reliquary's Careless space)
    flip_secrets: int = 0  # secrets the player turns facedown to take it (Buried Giant, The Hidden Place)
    reveal: bool = False  # Search: every card drawn and the one kept are shown to all (Truthful Harp)
    bottom_discards: bool = False  # Search: the cards discarded go under the world deck (Cracked Horn)
    whole_force: bool = False  # Campaign: the defeated side kills its whole force (the Reliquary's Brutal space)
    no_favor: bool = False  # Trade: it brings no favor (the Vow of Poverty)
    tolls: int = 0  # favor paid, 1 a power, to the rulers it is taken under (Toll Roads, Curfew, Forced Labor)
    keeps: int = 1  # Search: cards kept and played, one of them at least to a site when two (Land Warden)
    clears: bool = False  # Search: the kept card's site may first lose a denizen, to make room (Crop Rotation)
    advisers_of: int | None = None  # Trade: the other player whose advisers count, the trader's not (Master of Disguise)
    at: int | None = None  # Trade, Campaign: the site it is taken from as though the pawn stood there, whose
    # modifiers the player may use (Small Friends, Wild Allies)
    pile_chosen: bool = False  # Search: the cards not kept all go on top of or under a discard pile chosen (Bracken)
    anywhere: tuple[str, ...] = ()  # Search: suits of a kept card that may go to any faceup site with room (New Growth)
    joined: tuple[int, ...] = ()  # Campaign: sites whose warbands join the attacking force (Vow of Union, Wild Allies)

    @property
    def target(self) -> str:
        """What it acts on, as its id says it: "world", "discard-cradle", "12" (a denizen or a map
        slot), "12-secret", "relic-0", "peoples_favor", "campaign"."""
        if self.action == "search":
            return f"discard-{self.region}" if self.region else "world"
        if self.action == "muster":
            return str(self.card)
        if self.action == "trade":
            return f"{self.card}-{self.pays}" + (f"-as-{self.advisers_of}" if self.advisers_of is not None else "")
        if self.action == "recover":
            return self.banner or f"relic-{self.relic}"
        if self.action == "travel":
            return str(self.slot)
        return "campaign"

    @property
    def id(self) -> str:
        return f"{self.action}:{self.target}" + "".join(f":via-{src.kind}-{src.id}" for src in self.via)


class Actions:
    def __init__(self, f: Table):
        self.f, self.s, self.c = f, f.s, f.c

    # --- what may be done ---------------------------------------------------------------
    def options(self, seat: int) -> list[Option]:
        """What the seat may do now, each option standing for what `take` does: a major action
        (a MajorAction), or a minor action or a power's use as a tuple naming it first."""
        entries = [self.major_option(seat, major) for major in self.majors(seat)]
        entries += self.minor_options(seat)
        entries += self.power_options(seat)
        entries += [(o._replace(group=MINOR), o.group) for o in Citizenship(self.f).options(seat)]
        return fitted(entries)

    def major_option(self, seat: int, major: MajorAction) -> tuple[Option, str]:
        """A major action as an option, with its finer group. Made of the major, the components
        it concerns (`major_cards`), what a muster's or a trade's words read of the table
        (`gain_read`) and the box alone: kept once a match by what it is made of
        (`Table.kept_options`), as the options offer the same travels, searches, musters and
        trades step after step."""
        key = (major, self.major_cards(seat, major), self.gain_read(seat, major))
        kept = self.f.kept_options.get(key)
        if kept is None:
            kept = self.f.kept_options[key] = self.new_major_option(major, *key[1:])
        return kept

    def new_major_option(self, major: MajorAction, cards: tuple[str, ...], read: tuple[int, ...]) -> tuple[Option, str]:
        """The option, and its finer group: the card acted at for a muster or a trade, else the
        modifiers used."""
        group = GROUPS[major.action]
        if major.action in ("muster", "trade"):
            fine = f"{group} at {self.f.name(major.card)}"
        else:
            fine = group + self.with_words(major)
        cards += self.f.source_ids(*major.via)
        return Option(major.id, self.major_words(major, read), RULES[major.action], cards=cards, group=group, data=major), fine

    def gain_read(self, seat: int, major: MajorAction) -> tuple[int, ...]:
        """What a major action's words read of the table besides the major itself: for a muster,
        the warbands left in the seat's supply; for a trade, the bank of the card's suit and the
        advisers matching it (`matching`); nothing for the others."""
        if major.action == "muster":
            return (self.s.pool[self.s.players[seat].board_color],)
        if major.action == "trade":
            suit = suit_of(self.f, major.card)
            return self.s.banks[suit], self.matching(seat, suit, major)
        return ()

    def major_words(self, major: MajorAction, read: tuple[int, ...]) -> str:
        """"Search the world deck with Truthful Harp (3 Supply)": what it does, the modifiers and
        every cost; `read`: what it reads of the table (`gain_read`)."""
        if major.action == "muster":  # as many warbands as the supply holds (9.3)
            gain = min(major.warbands, read[0])
            what = f"Muster {count(gain, 'warband')} at {self.f.name(major.card)}"
        elif major.action == "trade":
            what = self.trade_words(major, *read)
        else:
            what = major.words
        costs = [f"{major.supply} Supply"] + ([f"1 {major.pays or 'favor'}"] if major.action == "muster" else [])
        costs += [major.price] if major.price else []
        costs += [cost.text for src in major.via if not (cost := self.f.cost_of(src)).free]
        costs += [f"turn {count(major.flip_secrets, 'secret')} facedown"] if major.flip_secrets else []
        costs += [f"{major.tolls} favor to the rulers"] if major.tolls else []
        return f"{what}{self.with_words(major)} ({', '.join(costs)})"

    def with_words(self, major: MajorAction) -> str:
        return " with " + " and ".join(self.f.source_name(src) for src in major.via) if major.via else ""

    def major_cards(self, seat: int, major: MajorAction) -> tuple[str, ...]:
        """The components a major action concerns besides its modifiers."""
        if major.action in ("muster", "trade"):
            return (card_id(major.card),)
        if major.action == "travel":
            return self.f.site_ids(major.slot)
        if major.action == "recover":
            if major.banner:
                return (banner_id(major.banner),)
            pawn = self.s.players[seat].pawn
            relic = self.s.slots[pawn].relics[major.relic]
            return self.f.site_ids(pawn) + ((card_id(relic),) if relic in self.s.players[seat].peeked else ())
        return ()

    def matching(self, seat: int, suit: str, major: MajorAction) -> int:
        """The seat's faceup advisers of a suit, and those a modifier of the trade makes count as
        that suit (a trade's gain, 5.3); or another player's instead (Master of Disguise)."""
        if major.advisers_of is not None:
            seat, lent = major.advisers_of, 0  # the trader's own advisers, and the suits lent them, count for nothing
        else:
            lent = major.suits.count(suit)
        return lent + advisers_of_suit(self.f, seat, suit)

    def trade_words(self, major: MajorAction, bank: int, matching: int) -> str:
        """"Trade 1 secret for 3 favor at Longbows": what the trade gives as the bank of the card's
        suit and the advisers matching it stand."""
        at = self.f.name(major.card)
        if major.advisers_of is not None:
            at += f", counting {self.f.who(major.advisers_of)}'s advisers as yours"
        favor = 0 if major.no_favor else min(bank, 1 + matching + major.bonus + major.extra_favor)
        if major.pays == "secret":
            return f"Trade 1 secret for {favor} favor at {at}"
        extra = 0 if major.no_favor else min(bank, major.extra_favor)
        gain = count(max(0, matching + major.bonus), "secret") + (f" and {extra} favor" if extra else "")
        return f"Trade 2 favor for {gain} at {at}"

    def majors(self, seat: int) -> list[MajorAction]:
        """Every major action the player can take now: the plain ways, and each way a
        modifier they can access and pay for changes one (7.4)."""
        p = self.s.players[seat]
        majors = self.forced(seat, self.base_majors(seat))
        for src, power in hooked(self.f, "offers"):  # ways persistent powers open to all, modifiers applying to them too
            majors += [way for major in list(majors) for way in power.offers(self.f, seat, major, src)]
        away: dict[int, list[MajorAction]] = {}  # the majors taken from other sites as though the pawn stood there, by site
        self.note_away(away, majors)
        for src, power in major_makers(self.f):  # in the order modifiers combine (7.4)
            reach = access(self.f, seat, src)
            # else only the majors taken from its site as though the pawn stood there
            reached = majors if reach else away.get(src.slot, [])
            if not reached or not self.f.can_pay(seat, src) or power_forbidden(self.f, seat, src):
                continue
            changed = self.forced(seat, power.extra_majors(self.f, seat, src)) if reach else []
            modifies = modified_actions(type(power))
            for major in reached:
                if major.action in modifies:
                    changed += power.variants(self.f, seat, major, src)
            majors += changed
            self.note_away(away, changed)
        return [major for major in majors if major.supply <= p.supply and self.affordable(seat, major)]

    @staticmethod
    def note_away(away: dict[int, list[MajorAction]], majors: list[MajorAction]) -> None:
        """File the majors taken from another site (`MajorAction.at`) under that site, in order."""
        for major in majors:
            if major.at is not None:
                away.setdefault(major.at, []).append(major)

    def forced(self, seat: int, majors: list[MajorAction]) -> list[MajorAction]:
        """The mandatory modifiers (7.4.1 "must" and "cannot"; the Reliquary's spaces binding the
        Chancellor, 7.1.1) that bind the seat applied to the major actions: each may change one or
        strike it out."""
        if not majors:  # most modifiers make no majors of their own
            return majors
        for src, power in forcing(self.f):
            if not power.binds(self.f, seat, src):
                continue
            kept = []
            for major in majors:
                if major.action in power.forces:
                    major = power.force(self.f, seat, major, src)
                if major is not None:
                    kept.append(major)
            majors = kept
        return majors

    def affordable(self, seat: int, major: MajorAction) -> bool:
        """The modifiers' costs together, and a trade or muster's own tokens."""
        p = self.s.players[seat]
        favor, secrets = major.tolls, major.flip_secrets
        for src in major.via:
            cost = self.f.cost_of(src)
            favor += cost.place_favor + cost.burn_favor
            secrets += cost.place_secrets + cost.burn_secrets
        if major.action == "muster" and major.pays == "secret":
            secrets += 1
        elif major.action == "muster":
            favor += 1
        elif major.action == "trade":
            if major.pays == "secret":
                secrets += 1
            else:
                favor += 2
        if not favor and not secrets:  # nothing to pay but Supply
            return True
        return self.f.favor_of(seat) >= favor and p.secrets >= secrets

    def base_majors(self, seat: int) -> list[MajorAction]:
        s, c, p = self.s, self.c, self.s.players[seat]
        here = p.pawn
        majors = []
        if s.world:
            majors.append(MajorAction("search", self.world_search_cost(seat), "Search the world deck", draws=c.search_cards))
        region = s.slots[here].region
        if s.discards[region]:
            majors += self.box_majors(region)
        for card in self.token_free_cards(here):
            majors += self.box_majors(card)
        majors += self.recover_majors(seat)
        majors += self.travel_majors(seat)
        majors += self.campaign_majors(seat)
        return majors

    def campaign_majors(self, seat: int) -> tuple[MajorAction, ...]:
        """The Campaign, against the defenders the seat may name (5.5.1), if any. Kept while the
        sources and the rulers stand (`Table.sources_version`, `Table.rulers_version`) by the seat
        and every pawn's site, all the defenders are found from; found afresh while a power may
        strike out targets other than relics and banners (Narrow Pass), which reads more."""
        f = self.f
        if strikes_more_than_relics_and_banners(f):
            return self.new_campaign_majors(seat)
        at = (f.sources_version, f.rulers_version)
        if f.campaigns_at != at:
            f.campaigns_at, f.kept_campaigns = at, {}
        key = (seat, *[p.pawn for p in self.s.players])
        kept = f.kept_campaigns.get(key)
        if kept is None:
            kept = f.kept_campaigns[key] = self.new_campaign_majors(seat)
        return kept

    def new_campaign_majors(self, seat: int) -> tuple[MajorAction, ...]:
        defenders = Campaign(self.f).defenders(seat)
        if not defenders:
            return ()
        names = ["the bandits" if x < 0 else self.f.who(x) for x in defenders]
        against = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"
        return (MajorAction("campaign", self.c.action_costs["campaign"], f"Campaign against {against}"),)

    def box_majors(self, at: str | int) -> tuple[MajorAction, ...]:
        """The plain majors made of the box alone, kept once a match (`Table.kept_majors`): a
        region's discard search (`at` a region), or a card's muster and trades (`at` the card)."""
        kept = self.f.kept_majors.get(at)
        if kept is None:
            c = self.c
            if isinstance(at, str):
                kept = (MajorAction("search", c.discard_search_cost, f"Search the {c.region(at).name} discard pile",
                                    region=at, draws=c.search_cards),)
            else:
                kept = (MajorAction("muster", c.action_costs["muster"], card=at, warbands=c.muster_warbands),
                        MajorAction("trade", c.action_costs["trade"], card=at, pays="secret"),
                        MajorAction("trade", c.action_costs["trade"], card=at, pays="favor"))
            self.f.kept_majors[at] = kept
        return kept

    def power_options(self, seat: int) -> list[tuple[Option, str]]:
        """Action powers the player can access, pay for and use now (6.2, 7.1), each with its
        finer group: a power offering several actions (the Grand Scepter) has its own."""
        entries = []
        for src, power in of_kind(self.f, "action"):
            if access(self.f, seat, src) and self.f.can_pay(seat, src) and not power_forbidden(self.f, seat, src) \
                    and power.usable(self.f, seat, src):
                several = power.action_options(self.f, seat, src)
                if several is not None:
                    entries += [self.one_of_several(src, o) for o in several]
                    continue
                entries.append((self.power_option(src), POWERS))
        return entries

    def one_of_several(self, src, option: Option) -> tuple[Option, str]:
        """One of the options of a power offering several, as a use of the power, with its finer
        group (the power's): made of the source and the power's option alone, kept once a match by
        them (`Table.kept_options`)."""
        key = (src, option)
        kept = self.f.kept_options.get(key)
        if kept is None:
            kept = self.f.kept_options[key] = (option._replace(group=POWERS, data=("power option", src, option)),
                                               self.f.source_name(src))
        return kept

    def power_option(self, src) -> Option:
        """An Action power's one option: made of its source and the box alone, kept once a match by
        its source (`Table.kept_options`)."""
        kept = self.f.kept_options.get(src)
        if kept is None:
            cost = self.f.cost_of(src)
            label = f"Use {self.f.source_name(src)}" + ("" if cost.free else f" ({cost.text})")
            kept = self.f.kept_options[src] = Option(f"power:{src.kind}:{src.id}", label, "7.3",
                                                     cards=self.f.source_ids(src), group=POWERS, data=("power", src))
        return kept

    def world_search_cost(self, seat: int) -> int:
        if self.s.banners["darkest_secret"].holder == seat:
            return self.c.discard_search_cost  # the Darkest Secret's holder pays 2 (2.5)
        return self.c.search_cost(self.s.visions_drawn)

    def travel_majors(self, seat: int) -> list[MajorAction]:
        """Travel to each site the trip rules allow (kept once a match by all they are made of:
        what the board makes of trips, then the pawn, and the traveller if a power shaping trips
        reads who travels; most steps move nothing a trip depends on); from a site whose enemy ruler
        picks the destination (Shrouded Wood), one way only: where that ruler sends you, its target
        the pawn's own site, if the traveller has the secrets some trip needs (5.6)."""
        kept = self.board_travels()
        key = self.traveller_key(seat)
        majors = kept.get(key)
        if majors is not None:
            return majors
        trips = Travel(self.f).trips(seat)
        chooser = next((x.chooser for x in trips if x.chooser is not None), None)
        if chooser is not None:  # made of the traveller's secrets too: not kept
            able = [x for x in trips if x.allowed and x.flips <= self.s.players[seat].secrets]
            if not able:
                return []
            here = self.f.site_name(self.s.players[seat].pawn)
            return [MajorAction("travel", min(x.supply for x in able), f"Travel from {here}, to where {self.f.who(chooser)} "
                                "sends you", slot=self.s.players[seat].pawn)]
        majors = kept[key] = [MajorAction("travel", x.supply, f"Travel to {self.f.site_name(x.there)}", slot=x.there,
                                          flip_secrets=x.flips) for x in trips if x.allowed]
        return majors

    def board_travels(self) -> dict:
        """The Travel majors kept for what the board makes of trips now (`travel_board`), by pawn
        and, if a power shaping trips reads who travels, by traveller: the board found again only
        once the sources or the rulers, which it goes with, may have changed (Table.sources_version,
        Table.rulers_version)."""
        f = self.f
        at = (f.sources_version, f.rulers_version)
        if f.travel_board_at != at:
            f.travel_board_at, f.board_travels = at, f.kept_travels.setdefault(self.travel_board(), {})
            f.board_reads_traveller = any(power.reads_traveller for _, power in Travel(f).travel_powers())
        return f.board_travels

    def traveller_key(self, seat: int) -> tuple:
        """The traveller as the board's kept trips (`board_travels`, found first) tell travellers
        apart: by pawn, and by seat if a power shaping trips reads who travels."""
        return seat if self.f.board_reads_traveller else None, self.s.players[seat].pawn

    def travel_board(self) -> tuple:
        """Everything trips are made of besides the box, the traveller and its pawn: the sites'
        faces (their names, the Coasts), the players' roles, and the powers that shape trips
        (Power.adjust_travel) with the rulers of their sites for those that read who travels
        (Power.reads_traveller)."""
        s = self.s
        shaping = tuple([(src, tuple(self.f.rulers(src.slot)) if power.reads_traveller and src.slot is not None else ())
                         for src, power in Travel(self.f).travel_powers()])
        return tuple([slot.faceup for slot in s.slots]), tuple([x.role for x in s.players]), shaping

    def token_free_cards(self, slot: int) -> list[int]:
        """Denizens and intact edifices at a site with no token on them: Muster and Trade use them;
        a ruin has no suit, and nobody musters or trades at it (5.2, 5.3, 2.9)."""
        sl = self.s.slots[slot]
        return [card for card in sl.cards if sl.faceup and suit_of(self.f, card) and not self.s.has_tokens(card)]

    def recover_majors(self, seat: int) -> list[MajorAction]:
        """The relics at the player's site (each one they peeked at by its name, the others as one
        facedown relic: which of them is taken cannot matter to them) and the banners (5.4)."""
        s, c, p = self.s, self.c, self.s.players[seat]
        cost = c.action_costs["recover"]
        slot = s.slots[p.pawn]
        majors = []
        site = c.sites[slot.site]
        # a site with relics, none of them locked (a site's relics are locked alike: Ancient Bloodline)
        if slot.relics and slot.faceup and site.recover and self.can_pay_recover(seat, site.recover) \
                and not any(locked(self.f, relic, seat) for relic in slot.relics):
            unseen = self.unseen_relics(seat)
            majors += [MajorAction("recover", cost, f"Recover {self.f.name(relic)} at {site.name}", relic=i, price=site.recover.text)
                       for i, relic in enumerate(slot.relics) if relic in p.peeked]
            if unseen:
                majors.append(MajorAction("recover", cost, f"Recover {self.unseen_words(seat, unseen)}", relic=unseen[0],
                                          price=site.recover.text))
        pf, ds = s.banners["peoples_favor"], s.banners["darkest_secret"]
        if self.f.favor_of(seat) > pf.tokens and not self.banner_protected(seat, "peoples_favor"):
            majors.append(MajorAction("recover", cost, "Recover the People's Favor", banner="peoples_favor",
                                      price=self.banner_price(pf.tokens, self.f.favor_of(seat), "favor", "favor")))
        if p.secrets > ds.tokens and self.darkest_secret_open(seat) and not self.banner_protected(seat, "darkest_secret"):
            majors.append(MajorAction("recover", cost, "Recover the Darkest Secret", banner="darkest_secret",
                                      price=self.banner_price(ds.tokens, p.secrets, "secret", "secrets")))
        return majors

    @staticmethod
    def banner_price(tokens: int, have: int, noun: str, plural: str) -> str:
        """A banner costs any number of tokens above those on it (5.4.2): "2 favor or more"."""
        least = count(tokens + 1, noun, plural)
        return least if have == tokens + 1 else f"{least} or more"

    def unseen_relics(self, seat: int) -> list[int]:
        """The places, beside the seat's site, of the facedown relics it has not peeked at."""
        s = self.s
        return [i for i, relic in enumerate(s.slots[s.players[seat].pawn].relics) if relic not in s.players[seat].peeked]

    def unseen_words(self, seat: int, unseen: list[int]) -> str:
        site = self.f.site_name(self.s.players[seat].pawn)
        return f"the facedown relic at {site}" if len(unseen) == 1 else f"one of the {len(unseen)} facedown relics at {site}"

    def banner_protected(self, seat: int, key: str) -> bool:
        """A banner, another player's or nobody's, that a power keeps the seat from taking (Circlet
        of Command, Tome Guardians)."""
        holder = self.s.banners[key].holder
        return holder != seat and forbidden_to_take(self.f, seat, holder, "banner", key)

    def can_pay_recover(self, seat: int, cost) -> bool:
        p = self.s.players[seat]
        return self.f.favor_of(seat) >= max(cost.place_favor, cost.burn_favor) and p.secrets >= cost.burn_secrets

    def darkest_secret_open(self, seat: int) -> bool:
        """Another player's Darkest Secret only while a card at their site has a suit none of
        their faceup advisers has (5.4.1, the German reading); a ruin has no suit."""
        s = self.s
        holder = s.banners["darkest_secret"].holder
        if holder is None or holder == seat:
            return True
        suits = faceup_suits(self.f, holder)
        here = s.slots[s.players[holder].pawn]
        return any(suit_of(self.f, card) not in (None, *suits) for card in here.cards)

    def minor_options(self, seat: int) -> list[tuple[Option, str]]:
        """Minor actions (6.1, 6.3, 6.5), each with its finer group."""
        s, p = self.s, self.s.players[seat]
        entries = []
        for a in p.advisers:
            if not a.faceup:
                name = self.f.name(a.card)
                opts = [Option(f"reveal:{a.card}:{to}", words, "6.1", cards=cards, group=MINOR,
                               data=("reveal", a.card, to, slot))
                        for to, words, cards, slot in self.play_places(seat, a.card, from_adviser=True)]
                if not locked(self.f, a.card):
                    opts.append(Option(f"drop:{a.card}", f"Discard {name} (facedown adviser)", "6.1", secret=True,
                                       cards=self.f.card_ids(a.card), group=MINOR, data=("drop", a.card)))
                entries += [(o, "Facedown advisers") for o in opts]
        unseen = self.unseen_relics(seat)
        if unseen:  # by position: the id would name the relic
            entries.append((Option(f"peek:{unseen[0]}", f"Peek at {self.unseen_words(seat, unseen)}", "6.3",
                                   cards=self.f.site_ids(p.pawn), group=MINOR, data=("peek", unseen[0])), "Peek"))
        warbands = []
        here = s.slots[p.pawn].warbands.get(p.board_color, 0)
        site = self.f.site_name(p.pawn)
        if self.f.rules(seat, p.pawn) and p.board and not may_not_place_warbands(self.f, seat):
            warbands.append(Option("tosite", f"Move warbands from your board to {site}", "6.5", cards=self.f.site_ids(p.pawn),
                                   group=MINOR, data=("warbands", "tosite", None)))
        # one warband stays to hold the site, unless the Bandit Crown's bandits hold it (7.6.5)
        if here > 1 or (here == 1 and s.crown_holder() == seat):
            asks = " (if the Chancellor agrees)" if p.role == "citizen" else ""
            warbands.append(Option("toboard", f"Move warbands from {site} to your board{asks}", "6.5",
                                   cards=self.f.site_ids(p.pawn), group=MINOR, data=("warbands", "toboard", None)))
        for other in self.imperial_partners(seat):
            if p.board:
                asks = "" if self.gift_welcome(other) else " (if they agree)"
                warbands.append(Option(f"give:{other}", f"Give {self.f.who(other)} warbands from your board{asks}", "6.5",
                                       group=MINOR, data=("warbands", "give", other)))
            if s.players[other].board:
                warbands.append(Option(f"take:{other}", f"Take warbands from {self.f.who(other)}'s board (if they agree)",
                                       "6.5", group=MINOR, data=("warbands", "take", other)))
        entries += [(o, "Warbands") for o in warbands]
        return entries

    def gift_welcome(self, getter: int) -> bool:
        """Warbands given to the Chancellor are taken without asking: nothing could make them
        unwelcome (REFERENCE, content decisions). A Citizen is asked: warbands on their board raise
        the price of exiling themselves (6.8)."""
        return getter == 0

    def imperial_partners(self, seat: int) -> list[int]:
        """The other Imperial players whose pawns share this seat's site: they may hand each other
        warbands, each time with the other's consent (6.5)."""
        s = self.s
        if not s.players[seat].imperial:
            return []
        return [x for x in s.at_slot(s.players[seat].pawn) if x != seat and s.players[x].imperial]

    # --- doing it -----------------------------------------------------------------------------
    def take(self, seat: int, option: Option) -> Steps:
        """Do what an option of `options` stands for."""
        if isinstance(major := option.data, MajorAction):
            for src in major.via:
                self.f.pay(seat, src)
            self.spend(seat, major.supply)
            self.f.flip_secrets(seat, major.flip_secrets)
            for src in major.via:
                yield from power_of(src).before_action(self.f, seat, major, src)
            yield from getattr(self, major.action)(seat, major)
            for src in major.via:
                yield from power_of(src).after_action(self.f, seat, major, src)
            return
        kind, *what = option.data
        if kind == "reveal":
            card, to, slot = what
            self.f.remove_adviser(seat, card)
            # turned up before anything is asked (a People's Favor discard): everyone sees it from here
            self.f.say(f"{self.f.who(seat)} reveals the facedown adviser {self.f.name(card)}", "6.1")
            yield from self.play(seat, card, to, slot)
        elif kind == "drop":
            self.f.discard_adviser(seat, what[0])
            self.f.say(f"{self.f.who(seat)} discards a facedown adviser", "6.1")
        elif kind == "peek":
            relic = self.s.slots[self.s.players[seat].pawn].relics[what[0]]
            self.s.players[seat].peeked.append(relic)
            self.f.say(f"{self.f.who(seat)} peeks at the relic at {self.f.site_name(self.s.players[seat].pawn)}", "6.3")
            self.f.say(f"The relic is {self.f.name(relic)}", "6.3", seats=[seat])
            self.f.m.reveal()
        elif kind == "warbands":
            yield from self.warband_move(seat, *what)
        elif kind == "power option":  # one of a power's own actions (the Grand Scepter's)
            src, picked = what
            yield from power_of(src).use_option(self.f, seat, picked, src)
        elif kind == "citizen":
            yield from Citizenship(self.f).take(seat, option)
        elif kind == "power":
            src = what[0]
            self.f.pay(seat, src)
            self.f.say(f"{self.f.who(seat)} uses {self.f.source_name(src)}", "7.3")
            yield from power_of(src).use(self.f, seat, src)
        else:
            raise ValueError(option.id)

    def spend(self, seat: int, n: int) -> None:
        self.s.players[seat].supply -= n

    # --- Search (5.1) ---------------------------------------------------------------------------
    def search(self, seat: int, major: MajorAction) -> Steps:
        s, c = self.s, self.c
        if not major.region:
            drawn = []
            for _ in range(major.draws):
                card = self.f.draw_top()
                if card is None:
                    break
                drawn.append(card)
                if card_kind(card) == "vision":
                    break  # a Vision stops the drawing (5.1.2)
            source = "the world deck"
            s.searched_this_turn += len(drawn)
        else:
            region = major.region
            pile = s.discards[region]
            drawn = [pile.pop(0 if major.from_bottom else -1) for _ in range(min(major.draws, len(pile)))]
            source = f"the {c.region(region).name} discard pile"
        self.f.say(f"{self.f.who(seat)} searches {source} and draws {count(len(drawn), 'card')}", "5.1")
        names = ", ".join(self.f.name(x) for x in drawn)
        if major.reveal:  # Truthful Harp: every card drawn is shown
            self.f.say(f"{self.f.who(seat)} shows the cards drawn: {names}", "5.1")
        else:
            self.f.say("You draw " + names, "5.1", seats=[seat])
        self.f.m.reveal()
        s.hands[seat] = drawn
        for src in major.via:
            yield from power_of(src).drawn(self.f, seat, major, drawn, src)
        if not drawn:
            return
        opts = [Option(f"keep:{card}", self.f.name(card), "5.1.3", secret=not major.reveal, cards=self.f.card_ids(card),
                       data=card) for card in drawn]
        kept = [(yield from choose(seat, "Keep one card; the others are discarded", opts, "5.1.3")).data]
        if major.keeps > 1 and len(drawn) > 1:
            opts = [Option("keep:none", "Keep no second card", "7.4")] + [o for o in opts if o.data not in kept]
            picked = yield from choose(seat, "Keep a second card, as long as one of the two goes to a site?", opts, "7.4")
            kept += [] if picked.id == "keep:none" else [picked.data]
        rest = [card for card in drawn if card not in kept]
        pile = None
        if major.pile_chosen and rest and not major.bottom_discards:  # the Cracked Horn's way wins
            pile = yield from self.choose_pile(seat, len(rest))
        if pile is None:
            for card in rest:
                self.search_discard(seat, card, major)
        else:
            region, on_top = pile
            at = len(s.discards[region]) if on_top else 0
            s.discards[region][at:at] = rest
        s.hands[seat] = list(kept)
        if rest:
            where = " under the world deck" if major.bottom_discards else ""
            if pile is not None:
                where = f" {'on top of' if pile[1] else 'under'} the {c.region(pile[0]).name} discard pile"
            self.f.say(f"{self.f.who(seat)} discards {count(len(rest), 'card')}{where}", "5.1.3")
        if major.reveal:
            self.f.say(f"{self.f.who(seat)} keeps {' and '.join(self.f.name(x) for x in kept)}", "5.1.3")
        to = yield from self.play_kept(seat, kept[0], major)
        if len(kept) > 1:
            site_only = not to.startswith("site")
            prompt = ("Play the second card you kept to a site, as the first went to none, or discard it" if site_only
                      else "Play the second card you kept, or discard it")
            yield from self.play_kept(seat, kept[1], major, prompt, site_only)

    def play_kept(self, seat: int, kept: int, major: MajorAction,
                  prompt: str = "Play the card you kept, or discard it", site_only: bool = False) -> Steps:
        """The card a search kept (or a power gave, the Oracle, the False Prophet), in the seat's
        hand: played or discarded (5.1.4), only to a site with `site_only` (Land Warden); `prompt`
        says why the seat is asked. Returns where it went: a place's id, or "discard"."""
        places = [x for x in self.play_places(seat, kept, anywhere=major.anywhere, clears=major.clears)
                  if not site_only or x[3] is not None]
        unseen = not major.reveal  # a card kept facedown or discarded stays the searcher's secret
        opts = [Option(f"to:{to}", words, "5.1.4", secret=unseen and to == "facedown", cards=cards, data=(to, slot))
                for to, words, cards, slot in places]
        opts.append(Option("to:discard", f"Discard {self.f.name(kept)}", "5.1.4", secret=unseen,
                           cards=self.f.card_ids(kept), data=("discard", None)))
        # the prompt is public
        to, slot = (yield from choose(seat, prompt, opts, "5.1.4")).data
        if to == "discard":
            self.unhand(seat, kept)
            self.search_discard(seat, kept, major)
            self.f.say(f"{self.f.who(seat)} discards the card kept", "5.1.4")
            return to
        if major.clears and slot is not None:
            yield from self.clear_for(seat, kept, slot, major)
        yield from self.play(seat, kept, to, slot)
        for src in major.via:
            yield from power_of(src).played(self.f, seat, major, kept, to, src)
        return to

    def clear_for(self, seat: int, kept: int, slot: int, major: MajorAction) -> Steps:
        """Before the kept card goes to a site, a modifier of the search lets the player discard an
        unlocked denizen there, which must be done when the site is full (Crop Rotation)."""
        cards = [x for x in self.s.slots[slot].cards if not locked(self.f, x, seat)]
        if not cards:
            return
        modifier = self.f.source_name(major.via[-1]) if major.via else ""
        opts = [] if not self.has_room(slot) else [Option("rotate:none", "Discard nothing", "7.4")]
        opts += [Option(f"rotate:{x}", f"Discard {self.f.name(x)} at {self.f.site_name(slot)}", "7.4",
                        cards=self.f.card_ids(x) + self.f.site_ids(slot), data=x) for x in cards]
        where = self.f.site_name(slot)
        picked = yield from choose(seat, f"{modifier}: discard a denizen at {where} before {self.f.name(kept)} goes there?",
                                   opts, "7.4")
        if picked.id != "rotate:none":
            self.f.discard_from_site(seat, picked.data, slot)
            self.f.say(f"{self.f.who(seat)} discards {self.f.name(picked.data)} at {where} ({modifier})", "7.4")

    def choose_pile(self, seat: int, n: int) -> Steps:
        """The discard pile, and its top or bottom, where the cards a search does not keep all go
        (Bracken): (region, on top)."""
        opts = [Option(f"pile:{r.id}:{end}", f"{'On top of' if end == 'top' else 'Under'} the {r.name} discard pile",
                       "7.4", data=(r.id, end == "top")) for r in self.c.regions for end in ("top", "bottom")]
        return (yield from choose(seat, f"Bracken: where do the {count(n, 'card')} you do not keep go?", opts, "7.4")).data

    def search_discard(self, seat: int, card: int, major: MajorAction) -> None:
        """A card the search discards: onto a discard pile, or under the world deck with the
        Cracked Horn."""
        if major.bottom_discards:
            self.s.world.append(card)
        else:
            self.f.discard(seat, card)

    def play_places(self, seat: int, card: int, from_adviser: bool = False,
                    anywhere: tuple[str, ...] = (),
                    clears: bool = False) -> list[tuple[str, str, tuple[str, ...], int | None]]:
        """Where a card may be played (5.1.4): to the player's site, as a faceup or facedown
        adviser, a Vision into an Exile's Vision slot; each as (id, words, the components it
        concerns, the map slot of a site). A card of a suit in `anywhere` may go to any faceup
        site with room (New Growth); with `clears`, a full site may first lose an unlocked denizen
        (Crop Rotation)."""
        c, p = self.c, self.s.players[seat]
        name = self.f.name(card)
        mine = self.f.card_ids(card)
        places = []
        # a facedown adviser revealed keeps its place among the advisers: room is asked only of a card from the hand
        room_down = not from_adviser and self.room_for(seat, card, False)
        if card_kind(card) == "vision":
            vision = c.visions[card]
            faceup = not any(power.forbids_faceup_vision(self.f, seat, card, src)
                             for src, power in hooked(self.f, "forbids_faceup_vision"))
            if vision.conspiracy and faceup:
                places.append(("conspiracy", f"Play {name} faceup", mine, None))
            elif p.role == "exile" and faceup and not vision.conspiracy:
                places.append(("vision", f"Reveal {name} as your Vision", mine, None))
            if room_down and not self.facedown_forbidden(seat):
                places.append(("facedown", f"Play {name} as a facedown adviser", mine, None))
            return places
        d = c.denizens[card]
        faceup = not self.faceup_forbidden(seat, card)  # else only facedown (the Ruined Temple)
        if d.restriction != "adviser" and faceup:
            places += [("site" if slot == p.pawn else f"site:{slot}", f"Play {name} to {self.f.site_name(slot)}",
                        mine + self.f.site_ids(slot), slot)
                       for slot in self.site_slots(seat, card, d.suit in anywhere, clears)]
        if (from_adviser or self.room_for(seat, card, True)) and d.restriction != "site" and faceup:
            places.append(("faceup", f"Play {name} as a faceup adviser", mine, None))
        if room_down and not self.facedown_forbidden(seat):
            places.append(("facedown", f"Play {name} as a facedown adviser", mine, None))
        return places

    def room_for(self, seat: int, card: int, faceup: bool) -> bool:
        """Whether the card fits among the seat's advisers, or a discard can make it fit: a full row
        makes room by discarding an unlocked adviser that counts against the limit (5.1.4, 7.6.4);
        all locked, none is made."""
        fits = len(counted_advisers(self.f, seat, Adviser(card, faceup))) <= adviser_limit(self.f, seat)
        return fits or any(not locked(self.f, a.card) for a in counted_advisers(self.f, seat))

    def faceup_forbidden(self, seat: int, card: int) -> bool:
        """A power bars the seat from playing this denizen faceup (the Ruined Temple)."""
        return any(power.forbids_faceup(self.f, seat, card, src) for src, power in hooked(self.f, "forbids_faceup"))

    def facedown_forbidden(self, seat: int) -> bool:
        """A power bars the seat from taking advisers facedown (Gossip)."""
        return any(power.forbids_facedown(self.f, seat, src) for src, power in hooked(self.f, "forbids_facedown"))

    def site_slots(self, seat: int, card: int, anywhere: bool = False, clears: bool = False) -> list[int]:
        """The sites a card may be played to (5.1.4.I): the player's own; for the People's
        Favor's holder any faceup site of their region (2.5). Each must have room, or room a
        discard first can make (the People's Favor, the Great Slum), unless the card's own power
        ignores the capacity, or a modifier of the search clears any unlocked denizen (Crop
        Rotation). `anywhere`: every other faceup site with room too (New Growth). The card's power
        may bar a site (Salt the Earth)."""
        s, p = self.s, self.s.players[seat]
        slots = [p.pawn]
        if s.banners["peoples_favor"].holder == seat:
            slots += [i for i in s.region_slots(s.slots[p.pawn].region) if i != p.pawn]
        own = card_power(self.c, card)
        found = [i for i in slots if s.slots[i].faceup
                 and (ignores_capacity(self.c, card) or self.has_room(i) or self.clearable(seat, i)
                      or (clears and any(not locked(self.f, x, seat) for x in s.slots[i].cards)))]
        if anywhere:
            found += [i for i, sl in enumerate(s.slots) if i not in found and sl.faceup and self.has_room(i)]
        return [i for i in found if own is None or own.playable_to(self.f, i)]

    def has_room(self, slot: int) -> bool:
        """Room for another card at the site: its capacity, unless a power there leaves none
        (Salt the Earth)."""
        sl = self.s.slots[slot]
        if any(power.leaves_no_room(self.f, slot, src) for src, power in hooked(self.f, "leaves_no_room")):
            return False
        return len(sl.cards) < self.c.sites[sl.site].capacity

    def clearable(self, seat: int, slot: int) -> list[int]:
        """Cards at the site that the player may discard before playing one there: any with the
        People's Favor (a site of their region), and those a site power allows (Great Slum)."""
        s = self.s
        cards = []
        if s.banners["peoples_favor"].holder == seat and s.slots[slot].region == s.slots[s.players[seat].pawn].region:
            cards += [x for x in s.slots[slot].cards if not locked(self.f, x, seat)]
        for src, power in self.arrival_powers():
            cards += [x for x in power.clears_before_arrival(self.f, seat, slot, src)
                      if x in s.slots[slot].cards and not locked(self.f, x, seat) and x not in cards]
        return cards

    def arrival_powers(self) -> list:
        return hooked(self.f, "clears_before_arrival")

    def play(self, seat: int, card: int, to: str, slot: int | None = None) -> Steps:
        """Play the card to a place of `play_places` (`to`: its id; `slot`: the site's, the pawn's if
        none is given)."""
        s, p = self.s, self.s.players[seat]
        name = self.f.name(card)
        if card not in s.hands[seat]:  # in hand until it is placed: every card lies somewhere at each decision
            s.hands[seat].append(card)
        if to == "site" or slot is not None:
            yield from self.play_to_site(seat, card, p.pawn if slot is None else slot)
        elif to in ("faceup", "facedown"):
            if len(counted_advisers(self.f, seat, Adviser(card, to == "faceup"))) > adviser_limit(self.f, seat):
                yield from self.make_room(seat)
            self.unhand(seat, card)
            self.f.add_adviser(seat, Adviser(card, faceup=to == "faceup"))
            if to == "faceup":
                self.f.say(f"{self.f.who(seat)} plays {name} as an adviser", "5.1.4")
                yield from when_played(self.f, seat, card, None)
            else:
                self.f.say(f"{self.f.who(seat)} keeps a facedown adviser", "5.1.4")
                self.f.say(f"You play {name} as a facedown adviser", "5.1.4", seats=[seat])
        elif to == "vision":
            self.unhand(seat, card)
            if p.vision is not None:
                yield from discard_vision(self.f, seat)
            p.vision = card
            self.f.say(f"{self.f.who(seat)} reveals the Vision {name}", "5.1.4")
        elif to == "conspiracy":
            self.unhand(seat, card)
            yield from self.conspiracy(seat, card)
        if to != "facedown":
            for src, power in hooked(self.f, "card_played"):  # the powers hearing of it (Book Binders)
                yield from power.card_played(self.f, seat, card, "site" if slot is not None else to, src)

    def play_to_site(self, seat: int, card: int, slot: int) -> Steps:
        """Play a card faceup to a site (5.1.4.I): first the People's Favor's discard (2.5) and a
        site's own (Great Slum); then the favor of the card's suit (or what a power gives
        instead: Book of Records), the homeland sites' gifts, and the card's When-played power
        (7.3.3)."""
        s, c, p = self.s, self.c, self.s.players[seat]
        name = self.f.name(card)
        need_room = not ignores_capacity(self.c, card)
        yield from self.peoples_favor_discard(seat, slot, need_room)
        yield from self.before_arrival(seat, slot, need_room=need_room)
        self.unhand(seat, card)
        self.f.put_at_site(slot, card)
        reward = {"favor": 1, "secrets": 0}
        for src, power in hooked(self.f, "play_reward"):
            power.play_reward(self.f, seat, card, slot, reward, src)
        suit = c.denizens[card].suit
        gained = self.f.gain_from_bank(seat, suit, reward["favor"])
        p.secrets += s.take_secrets(reward["secrets"])
        got = [f"{gained} {suit.capitalize()} favor"] if gained else []
        got += [count(reward["secrets"], "secret")] if reward["secrets"] else []
        self.f.say(f"{self.f.who(seat)} plays {name} to {self.f.site_name(slot)}"
                   + (f" and takes {' and '.join(got)}" if got else ""), "5.1.4")
        for src, power in hooked(self.f, "card_played_to_site"):
            yield from power.card_played_to_site(self.f, seat, card, slot, src)
        yield from when_played(self.f, seat, card, slot)

    def peoples_favor_discard(self, seat: int, slot: int, need_room: bool = True) -> Steps:
        """The People's Favor's holder may first discard a card at a site of their region; if
        the site played to is full and no site power can clear it, the discard must make room
        there (2.5), unless the card needs none (Salt the Earth)."""
        s, p = self.s, self.s.players[seat]
        if s.banners["peoples_favor"].holder != seat:
            return
        region = s.slots[p.pawn].region
        full = need_room and not self.has_room(slot)
        slum = any(x in s.slots[slot].cards and not locked(self.f, x, seat)
                   for src, power in self.arrival_powers() for x in power.clears_before_arrival(self.f, seat, slot, src))
        must = full and not slum
        cards = [(i, x) for i in s.region_slots(region) if s.slots[i].faceup and (i == slot or not must)
                 for x in s.slots[i].cards if not locked(self.f, x, seat)]
        if not cards:
            return
        opts = [] if must else [Option("clear:none", "Discard nothing first", "2.5")]
        opts += [Option(f"clear:{x}", f"Discard {self.f.name(x)} at {self.f.site_name(i)}", "2.5",
                        cards=self.f.card_ids(x) + self.f.site_ids(i), group=self.f.site_name(i), data=(i, x))
                 for i, x in cards]
        picked = yield from choose(seat, "The People's Favor: first discard a card at a site of your region?", opts, "2.5")
        if picked.id != "clear:none":
            i, x = picked.data
            self.f.discard_from_site(seat, x, i)
            self.f.say(f"{self.f.who(seat)} discards {self.f.name(x)} at {self.f.site_name(i)} (the People's Favor)", "2.5")

    def before_arrival(self, seat: int, slot: int, need_room: bool = False, exclude=()) -> Steps:
        """Before a card is played or moved to a site, a site power may let the player discard
        a card there first (Great Slum); when the card needs the room, the discard is a must."""
        s = self.s
        for src, power in self.arrival_powers():
            cards = [x for x in power.clears_before_arrival(self.f, seat, slot, src)
                     if x in s.slots[slot].cards and not locked(self.f, x, seat) and x not in exclude]
            if not cards:
                continue
            must = need_room and not self.has_room(slot)
            opts = [] if must else [Option("slum:none", "Discard nothing", "2.8", cards=self.f.source_ids(src))]
            opts += [Option(f"slum:{x}", f"Discard {self.f.name(x)} first", "2.8", cards=self.f.card_ids(x), data=x)
                     for x in cards]
            picked = yield from choose(seat, f"{self.f.source_name(src)}: discard a card there before the new one arrives?",
                                       opts, "2.8")
            if picked.id != "slum:none":
                x = picked.data
                self.f.discard_from_site(seat, x, slot)
                self.f.say(f"{self.f.who(seat)} discards {self.f.name(x)} at {self.f.site_name(slot)} "
                           f"({self.f.source_name(src)})", "2.8")

    def unhand(self, seat: int, card: int) -> None:
        """The card leaves the player's hand as it is placed."""
        if card in self.s.hands[seat]:
            self.s.hands[seat].remove(card)

    def make_room(self, seat: int) -> Steps:
        """A full adviser row: discard one first, the only way a faceup adviser is discarded."""
        yield from discard_advisers_down_to(self.f, seat, adviser_limit(self.f, seat) - 1,
                                            "Your advisers are full: discard one", "5.1.4")

    def conspiracy(self, seat: int, card: int) -> Steps:
        """Burn 1 secret to take a relic or banner from a player at your site, if you have two
        advisers of the suit of one of theirs; then the Conspiracy leaves the game (5.1.4.IV)."""
        s, c, p = self.s, self.c, self.s.players[seat]
        self.f.say(f"{self.f.who(seat)} plays the Conspiracy", "5.1.4")
        opts = []
        for other in s.at_slot(p.pawn):
            if other == seat:
                continue
            if p.secrets and any(advisers_of_suit(self.f, seat, suit) >= 2 for suit in faceup_suits(self.f, other)):
                opts += [Option(f"take:relic:{other}:{r}", f"Take {self.f.name(r)} from {self.f.who(other)}", "5.1.4",
                                cards=self.f.card_ids(r), group=self.f.who(other), data=("relic", other, r))
                         for r in s.players[other].relics if not forbidden_to_take(self.f, seat, other, "relic", r)]
                opts += [Option(f"take:banner:{other}:{b}", f"Take the {c.banners[b].name} from {self.f.who(other)}", "5.1.4",
                                cards=(banner_id(b),), group=self.f.who(other), data=("banner", other, b))
                         for b, banner in s.banners.items()
                         if banner.holder == other and not forbidden_to_take(self.f, seat, other, "banner", b)]
        s.boxed.append(card)
        if not opts:
            return
        opts.append(Option("take:none", "Take nothing", "5.1.4"))
        picked = yield from choose(seat, "Conspiracy: burn 1 secret to take what?", opts, "5.1.4")
        if picked.id == "take:none":
            return
        what, other, item = picked.data
        p.secrets -= 1
        s.burn_secrets(1)
        if what == "relic":
            self.f.hand_relic(other, seat, item)
            self.f.say(f"{self.f.who(seat)} takes {self.f.name(item)} from {self.f.who(other)}", "5.1.4")
            yield from took_relics(self.f, seat, [item])
        else:
            self.f.seize_banner(seat, item)

    # --- Muster, Trade (5.2, 5.3) -----------------------------------------------------------------
    def muster(self, seat: int, major: MajorAction) -> Steps:
        s, p = self.s, self.s.players[seat]
        card = major.card
        paid = 1 if major.pays == "secret" else 0  # the token's place: 0 favor, 1 secret
        if paid:
            p.secrets -= 1
        else:
            self.f.spend_favor(seat, 1)
        s.tokens_on_cards.setdefault(card, [0, 0])[paid] += 1
        gained = self.f.gain_warbands(seat, major.warbands)
        self.f.say(f"{self.f.who(seat)} musters at {self.f.name(card)}: {count(gained, 'warband')}", "5.2")
        yield from ()

    def trade(self, seat: int, major: MajorAction) -> Steps:
        s, p = self.s, self.s.players[seat]
        card, how = major.card, major.pays
        suit = suit_of(self.f, card)
        matching = self.matching(seat, suit, major)
        tokens = s.tokens_on_cards.setdefault(card, [0, 0])
        if how == "secret":
            p.secrets -= 1
            tokens[1] += 1
            gained = 0 if major.no_favor else self.f.gain_from_bank(seat, suit, 1 + matching + major.bonus + major.extra_favor)
            self.f.say(f"{self.f.who(seat)} trades a secret at {self.f.name(card)} for {gained} favor", "5.3")
        else:
            self.f.spend_favor(seat, 2)
            tokens[0] += 2
            secrets = s.take_secrets(max(0, matching + major.bonus))
            p.secrets += secrets
            gained = 0 if major.no_favor else self.f.gain_from_bank(seat, suit, major.extra_favor)
            self.f.say(f"{self.f.who(seat)} trades 2 favor at {self.f.name(card)} for {count(secrets, 'secret')}"
                       + (f" and {gained} favor" if gained else ""), "5.3")
        yield from ()

    # --- Recover (5.4) ---------------------------------------------------------------------------------
    def recover(self, seat: int, major: MajorAction) -> Steps:
        s, c, p = self.s, self.c, self.s.players[seat]
        what = major.banner
        if not what:  # a relic beside the site
            slot = s.slots[p.pawn]
            relic = slot.relics[major.relic]
            cost = c.sites[slot.site].recover
            if cost.place_favor:
                self.f.spend_favor(seat, cost.place_favor)
                s.banks[cost.bank] += cost.place_favor
            self.f.spend_favor(seat, cost.burn_favor)
            self.f.burn_favor(cost.burn_favor)
            p.secrets -= cost.burn_secrets
            s.burn_secrets(cost.burn_secrets)
            slot.relics.remove(relic)
            self.f.gain_relic(seat, relic)
            self.f.say(f"{self.f.who(seat)} recovers {self.f.name(relic)} from {self.f.site_name(p.pawn)} ({cost.text})", "5.4")
            self.f.m.reveal()
            yield from took_relics(self.f, seat, [relic])
            return
        banner = s.banners[what]
        old, holder = banner.tokens, banner.holder
        favor = what == "peoples_favor"
        noun, plural = ("favor", "favor") if favor else ("secret", "secrets")
        opts = number_options("pay", range(old + 1, (self.f.favor_of(seat) if favor else p.secrets) + 1), noun, plural, "5.4.2",
                              cards=(banner_id(what),))
        prompt = f"Recover the {c.banners[what].name}: pay how many {plural}, more than the {count(old, noun, plural)} on it?"
        paid = (yield from choose(seat, prompt, opts, "5.4.2")).data
        if favor:
            start = c.suits[0]
            if old:
                opts = [Option(f"from:{suit}", f"Starting with the {suit.capitalize()} bank", "5.4.4", data=suit)
                        for suit in c.suits]
                start = (yield from choose(seat, "The old favor goes one per bank: from which bank on?", opts, "5.4.4")).data
            self.f.spend_favor(seat, paid)
            banner.tokens, banner.mob = paid, False
            i = c.suits.index(start)
            for k in range(old):
                s.banks[c.suits[(i + k) % len(c.suits)]] += 1
        else:
            p.secrets -= paid
            banner.tokens = paid
            if holder == seat:
                p.secrets += old
            else:  # 1 of the old secrets to the player, the rest to the former holder, or the supply
                p.secrets += min(1, old)
                if holder is None:
                    s.burn_secrets(max(0, old - 1))
                else:
                    s.players[holder].secrets += max(0, old - 1)
        banner.holder = seat
        self.f.say(f"{self.f.who(seat)} recovers the {c.banners[what].name}, paying {count(paid, noun, plural)}", "5.4")
        for src, power in hooked(self.f, "banner_recovered"):
            power.banner_recovered(self.f, seat, what, paid, src)

    # --- Travel (5.6) -----------------------------------------------------------------------------------
    def travel(self, seat: int, major: MajorAction) -> Steps:
        """Move the pawn (5.6.2). From a site whose enemy ruler picks the destination (Shrouded
        Wood), that ruler picks among the trips allowed; should the trip picked cost more than the
        major paid (the Decadent space), the traveller pays the rest, as far as they can."""
        p, travel = self.s.players[seat], Travel(self.f)
        if major.slot != p.pawn:
            travel.move_pawn(seat, major.slot)
            return
        trips = travel.destinations(seat)
        if not trips:
            return
        opts = travel.destination_options(trips, "dest", "5.6")
        trip = (yield from choose(trips[0].chooser, travel.sent_prompt(seat), opts, "5.6")).data
        self.spend(seat, max(0, min(trip.supply - major.supply, p.supply)))
        self.f.flip_secrets(seat, trip.flips)
        travel.move_pawn(seat, trip.there)

    def campaign(self, seat: int, major: MajorAction) -> Steps:
        yield from Campaign(self.f).run(seat, major)

    # --- warbands (6.5) -------------------------------------------------------------------------------------
    def warband_move(self, seat: int, way: str, other: int | None) -> Steps:
        """Move warbands between the board and the site, or hand them to or take them from an
        Imperial partner there; a Citizen taking warbands off a site needs the Chancellor's
        consent, a partner's own consent for either (6.5)."""
        s, p = self.s, self.s.players[seat]
        here = s.slots[p.pawn].warbands.get(p.board_color, 0)
        most = {"tosite": p.board, "toboard": here - (0 if s.crown_holder() == seat else 1),
                "give": p.board, "take": s.players[other].board if other is not None else 0}[way]
        site, partner = self.f.site_name(p.pawn), self.f.who(other) if other is not None else ""
        question = {"tosite": f"to move from your board to {site}", "toboard": f"to move from {site} to your board",
                    "give": f"to give {partner}", "take": f"to take from {partner}'s board"}[way]
        opts = number_options("warbands", range(1, most + 1), "warband", "warbands", "6.5")
        n = (yield from choose(seat, f"How many warbands {question}?", opts, "6.5")).data
        who = self.f.who(seat)
        if way in ("give", "take"):
            giver, getter = (seat, other) if way == "give" else (other, seat)
            words = f"{self.f.who(giver)} gives {self.f.who(getter)} {count(n, 'warband')}"
            if way == "give" and self.gift_welcome(other):
                agreed = True
            elif way == "give":
                them = "it" if n == 1 else "them"
                agreed = yield from self.f.consents(other, f"{who} offers you {count(n, 'warband')} from their board: "
                                                    f"take {them}?", f"Take {them}", "6.5")
            else:
                agreed = yield from self.f.consents(other, f"{who} asks to take {count(n, 'warband')} from your board: "
                                                    "agree?", f"Agree: give {who} {count(n, 'warband')}", "6.5")
            if agreed:
                s.players[giver].board -= n
                s.players[getter].board += n
                self.f.say(words, "6.5")
            else:
                self.f.say(f"{self.f.who(other)} refuses", "6.5")
            return
        if way == "toboard" and p.role == "citizen" and not (yield from self.f.consents(
                0, f"{who} asks to move {count(n, 'warband')} off {site} to their board: agree?",
                f"Let {who} move them", "6.5")):
            self.f.say(f"The Chancellor keeps {who}'s warbands where they are", "6.5")
            return
        self.move_warbands(seat, way, n)

    def move_warbands(self, seat: int, way: str, n: int) -> None:
        p = self.s.players[seat]
        color = p.board_color
        if way == "tosite":
            p.board -= n
            self.f.add_warbands_at(p.pawn, color, n)
            self.f.say(f"{self.f.who(seat)} moves {count(n, 'warband')} to {self.f.site_name(p.pawn)}", "6.5")
        else:
            self.f.add_warbands_at(p.pawn, color, -n)
            p.board += n
            self.f.say(f"{self.f.who(seat)} moves {count(n, 'warband')} from {self.f.site_name(p.pawn)} to their board", "6.5")
