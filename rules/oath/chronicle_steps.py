"""The winner's Chronicle, once a game of a Chronicle is decided (Law 8), one step at a time, each
a decision of the seat the Law gives it to: the new Oath (8.1), an Exile winner's offers of
Citizenship and each answer (8.2), a Chancellor's or Citizen's edifice (8.3.1) and the main suit
when the winner's advisers leave it open (8.4). The rest follows by order and chance
(rewrite.next_world), and the game is over once the next world is written.

Each step starts from the state (`s.chronicle_step`), so a clone between two steps goes on alike."""
from __future__ import annotations

from collections import Counter

from rules.core import Option, Steps, choose
from rules.core.words import count

from .cards import card_id, oath_id
from .content import GOALS, card_kind, intact_of, is_ruin
from .effects import and_list
from .rewrite import archive_short, archive_suits, next_world
from .table import Table

STEPS = ("oath", "citizenship", "edifice", "suit", "rewrite")  # in order; each names the method taking it


def drawn_words(c, suit: str) -> str:
    """The cards 8.4 draws when `suit` leads ("3 Order, 2 Hearth and 1 Beast cards of the Archive
    join the world deck")."""
    return and_list([f"{n} {x.capitalize()}" for x, n in archive_suits(c, suit)]) + " cards of the Archive join the world deck"


class ChronicleSteps:
    def __init__(self, f: Table):
        self.f, self.s, self.c = f, f.s, f.c

    @property
    def winner(self) -> int:
        return self.s.winners[0]

    def step(self) -> Steps:
        """The next step of the winner's Chronicle."""
        s = self.s
        step = s.chronicle_step
        yield from getattr(self, step)()
        if s.phase == "chronicle":
            s.chronicle_step = STEPS[STEPS.index(step) + 1]

    # --- 8.1 ---------------------------------------------------------------------------------
    def oath(self) -> Steps:
        """A Vision's winner takes its Oath; any other winner picks any Oath but the one in force."""
        s, c, f = self.s, self.c, self.f
        at_table = {p.color for p in s.players}  # each board at the table shows the side it ends the game on
        s.citizens = (s.citizens - at_table) | {p.color for p in s.players if p.role == "citizen"}
        if s.won_with is not None:
            s.next_oath = c.visions[s.won_with].oath
            f.say(f"{f.who(self.winner)} won with the Vision of {c.visions[s.won_with].name}: the next game is "
                  f"played under the Oath of {c.oaths[s.next_oath].name}", "8.1")
            return
        opts = [Option(f"chronicle:oath:{key}", f"The Oath of {oath.name}: the title goes to whoever would "
                       f"{GOALS[oath.title_goal]}", "8.1", cards=(oath_id(key),), data=key)
                for key, oath in c.oaths.items() if key != s.oath]
        s.next_oath = (yield from choose(self.winner, "Your Chronicle begins (Law 8): swear the next game's Oath; "
                                         "it may not be the one in force", opts, "8.1")).data
        f.say(f"{f.who(self.winner)} swears the Oath of {c.oaths[s.next_oath].name} for the next game", "8.1")

    # --- 8.2 ---------------------------------------------------------------------------------
    def citizenship(self) -> Steps:
        """An Exile winner turns every Citizen board to its Exile side, then may offer Citizenship
        to each Exile who was one already; one who accepts turns their board and the winner's
        warbands take the place of theirs at the sites they rule."""
        s, f, winner = self.s, self.f, self.winner
        if s.players[winner].role != "exile":
            return
        if s.citizens:
            f.say(f"{f.who(winner)}, an Exile, turns every Citizen board to its Exile side", "8.2")
            s.citizens.clear()
        for x in [x for x, p in enumerate(s.players) if x != winner and p.role == "exile"]:
            yield from self.offer(x)

    def offer(self, x: int) -> Steps:
        s, f, winner = self.s, self.f, self.winner
        opts = [Option(f"chronicle:offer:{x}", f"Offer {f.who(x)} Citizenship: if they accept, their board turns to its "
                       "Citizen side and your warbands take the place of theirs at the sites they rule", "8.2", data=True),
                Option(f"chronicle:no-offer:{x}", f"Offer {f.who(x)} nothing: they stay an Exile", "8.2", data=False)]
        if not (yield from choose(winner, f"Your Chronicle (8.2): offer {f.who(x)} Citizenship for the games to come?",
                                  opts, "8.2")).data:
            f.say(f"{f.who(winner)} offers {f.who(x)} no Citizenship", "8.2")
            return
        ruled = [i for i in range(len(s.slots)) if s.slots[i].warbands.get(s.players[x].color)]
        where = f", and {f.who(winner)}'s warbands take the place of theirs at {count(len(ruled), 'site')}" if ruled else ""
        opts = [Option("chronicle:accept", f"Accept: your board turns to its Citizen side{where}", "8.2", data=True),
                Option("chronicle:refuse", "Refuse: you stay an Exile", "8.2", data=False)]
        if (yield from choose(x, f"{f.who(winner)}, who won, offers you Citizenship for the games to come (8.2)",
                              opts, "8.2")).data:
            self.become_citizen(x, ruled)
        else:
            f.say(f"{f.who(x)} refuses Citizenship", "8.2")

    def become_citizen(self, x: int, ruled: list[int]) -> None:
        s, f, winner = self.s, self.f, self.winner
        colour, theirs = s.players[winner].color, s.players[x].color
        s.citizens.add(theirs)
        for i in ruled:
            n = f.remove_warbands_at(i, theirs)
            s.pool[theirs] += n
            s.pool[colour] -= n
            f.add_warbands_at(i, colour, n)
        f.say(f"{f.who(x)} accepts Citizenship: their board turns to its Citizen side"
              + (f"; {f.who(winner)}'s warbands take the place of theirs at {count(len(ruled), 'site')}" if ruled else ""), "8.2")

    # --- 8.3.1 -------------------------------------------------------------------------------
    def edifice(self) -> Steps:
        """A Chancellor or Citizen winner may build an edifice from the Archive in place of a
        denizen of its suit at a site they rule that has none, or repair a ruin at such a site."""
        s, c, f, winner = self.s, self.c, self.f, self.winner
        if s.players[winner].role == "exile":
            return
        opts = []
        for i, slot in enumerate(s.slots):
            if not (slot.faceup and s.rules(winner, i)):
                continue
            site = f.site_name(i)
            edifices = [x for x in slot.cards if card_kind(x) == "edifice"]
            for x in edifices:
                if is_ruin(x):
                    opts.append(Option(f"chronicle:repair:{x}", f"Repair {f.name(x)} at {site}: it turns to its intact "
                                       f"face, {f.name(intact_of(x))}", "8.3.1", cards=(card_id(x),), data=(i, x, None)))
            for x in slot.cards:
                if edifices or card_kind(x) != "denizen":
                    continue
                built = c.edifice_of_suit(c.denizens[x].suit)
                if built in s.archive:
                    opts.append(Option(f"chronicle:build:{x}", f"Build {f.name(built)} at {site} in place of "
                                       f"{f.name(x)}, which goes to the world deck", "8.3.1",
                                       cards=(card_id(x), card_id(built)), data=(i, x, built)))
        if not opts:
            return
        opts.append(Option("chronicle:no-edifice", "Build and repair nothing", "8.3.1", data=None))
        picked = (yield from choose(winner, "Your Chronicle (8.3.1): build an edifice or repair a ruin at a site you "
                                    "rule?", opts, "8.3.1")).data
        if picked is None:
            return
        i, x, built = picked
        slot = s.slots[i]
        if built is None:
            f.replace_at_site(i, x, intact_of(x))
            f.say(f"{f.who(winner)} repairs {f.name(x)} at {f.site_name(i)}", "8.3.1")
        else:
            f.replace_at_site(i, x, built)
            s.archive.remove(built)
            s.world.insert(0, x)
            f.say(f"{f.who(winner)} builds {f.name(built)} at {f.site_name(i)}; {f.name(x)} goes to the world deck", "8.3.1")

    # --- 8.4 ---------------------------------------------------------------------------------
    def suit(self) -> Steps:
        """The suit of most of the winner's advisers leads the Archive's cards; the winner breaks a
        tie, or picks any suit without advisers. Nothing is asked where the choice changes nothing:
        when the Archive is short whatever the suit, the Dispossessed refill it instead."""
        s, c, winner = self.s, self.c, self.winner
        suits = Counter(c.denizens[a.card].suit for a in s.players[winner].advisers if card_kind(a.card) == "denizen")
        most = max(suits.values(), default=0)
        candidates = [x for x in c.suits if suits[x] == most]
        if all(archive_short(s, x) for x in candidates):
            s.main_suit = candidates[0]
            return
        opts = [Option(f"chronicle:suit:{x}", f"{x.capitalize()} leads: " + drawn_words(c, x)
                       + ("" if not archive_short(s, x) else ": too few there, so 6 cards of the Dispossessed's largest "
                          "suit join it instead"), "8.4", data=x)
                for x in candidates]
        why = (f"Your advisers tie: {and_list([f'{most} {x.capitalize()}' for x in candidates])}" if most
               else "You have no adviser of a suit")
        s.main_suit = (yield from choose(winner, f"Your Chronicle (8.4): {why}. Which suit leads the six cards of the "
                                         "Archive that join the world deck?", opts, "8.4")).data

    # --- 8.3.2-8.8 ---------------------------------------------------------------------------
    def rewrite(self) -> Steps:
        """The rest, by order and chance (8.3.2-8.8); then the game is over."""
        s, c, f = self.s, self.c, self.f
        yield from ()
        short = archive_short(s, s.main_suit)
        s.next_world = next_world(s, self.winner, s.next_oath, s.main_suit, frozenset(s.citizens), self.f.m.rng)
        w = s.next_world
        kept = [c.sites[site.site].name for site in w.sites if site.faceup]
        f.say(f"The map is cleared and refilled: {', '.join(kept)} faceup, {count(len(w.sites) - len(kept), 'site')} "
              "facedown", "8.3")
        if not short:
            f.say(f"{s.main_suit.capitalize()} leads: " + drawn_words(c, s.main_suit), "8.4")
        else:
            f.say("The Archive is short: 6 cards of the Dispossessed's largest suit join the world deck, and the "
                  "other Dispossessed go back to the Archive", "8.4")
        f.say("The Visions are set aside; 6 cards of the discard piles and the losers' advisers go unseen to the "
              "Dispossessed", "8.5")
        f.say("The relics go back: the Grand Scepter to the box, the losers' relics into the relic deck, each faceup "
              "site topped up, the winner's and the Reliquary's relics on top", "8.6")
        f.say(f"The world deck is rebuilt: {count(len(w.world_deck), 'card')}, the Visions among the top 30", "8.8")
        f.say(f"The next game of {s.world_name} is written", "8")
        s.phase = "over"
