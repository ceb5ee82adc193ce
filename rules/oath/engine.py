"""Oath: Chronicles of Empire and Exile on the tabletop kernel: setup, views, results,
invariants and a turn start dealt again for a seat."""
from __future__ import annotations

import json

from rules.core import Engine, Match

from . import cards
from .chronicle import StoredChronicle, from_json, sequel, to_json
from .content import content, intact_of
from .flow import Flow
from .powers.base import counted_advisers
from .rewrite import check_world
from .redeal import redeal
from .setup import new_state
from .state import State, warbands_in_box
from .view import result, view


class OathEngine(Engine):
    id = "oath"
    title = "Oath: Chronicles of Empire and Exile"
    min_players = 2
    max_players = 6
    # 2: options say what they concern; gifts nobody would refuse taken without asking
    # 3: a banner's price chosen, Muster whatever the supply holds, Citizenship offers showing
    # Reliquary relics and swapping the Grand Scepter, the Grand and Horned Masks as their cards say,
    # the Bandit Crown's bandits defending only its empty sites, so a record's campaigns may end otherwise
    rules_version = 3
    options = {
        "allies": {"values": ["polish", "german"], "default": "polish",
                   "help": "Which Citizens may offer to join the defense of an Imperial player: polish, a Citizen "
                           "whose pawn is at the attacker's site or at a targeted site; german, only a Citizen "
                           "whose pawn is at the attacker's site (the two rulebooks differ, 5.5.2)"},
        "world": {"values": ["tutorial", "random"], "default": "tutorial",
                  "help": "The world of a match outside a Chronicle, or of a Chronicle's first game: tutorial, the "
                          "first game's world (the same cards every time, as the rulebook sets it); random, eight "
                          "sites and the world deck dealt at random from the whole box, so no hidden card is known "
                          "in advance"},
    }

    # the rules live in their modules; the engine names them for the kernel
    flow_class = Flow
    setup = staticmethod(new_state)
    view = staticmethod(view)
    result = staticmethod(result)
    redeal = staticmethod(redeal)  # a turn start dealt again for a seat (Match.determinized)

    def catalogue(self) -> list[dict]:
        return cards.catalogue(content())

    @staticmethod
    def chronicle_meta(chronicle: StoredChronicle) -> dict:
        """The meta of a match that is the next game of `chronicle`."""
        return {"chronicle": {"name": chronicle.name, "stored": json.loads(to_json(chronicle))}}

    @staticmethod
    def next_chronicle(m: Match) -> StoredChronicle | None:
        """The Chronicle as the winner of this game of it left it, once every step of theirs is
        done (Law 8); None for a match outside a Chronicle or one not over."""
        s: State = m.state
        game = m.meta.get("chronicle")
        if game is None or s.next_world is None or s.phase != "over":
            return None
        winner = s.players[s.winners[0]]
        return sequel(from_json(json.dumps(game["stored"])), s.next_world, tuple(p.color for p in s.players),
                      winner.color, winner.name)

    def estimate(self, m: Match, seat: int) -> float:
        s: State = m.state
        return s.sites_ruled(seat) + s.relics_and_banners(seat) + (2 if s.title_holder == seat else 0)

    def check_invariants(self, m: Match) -> None:
        s: State = m.state
        c = s.c
        for color, total in warbands_in_box(c).items():
            on_map = sum(slot.warbands.get(color, 0) for slot in s.slots)
            boards = sum(p.board for p in s.players if p.board_color == color)
            aside = s.caged.get(color, 0) + list(s.on_visions.values()).count(color)  # on the Obsidian Cage, on Visions
            assert s.pool[color] >= 0 and on_map + boards + s.pool[color] + aside == total, \
                f"{color} warbands: pool {s.pool[color]} + boards {boards} + map {on_map} + aside {aside} != {total}"
        favor = s.favor_supply + sum(s.banks.values()) + sum(p.favor for p in s.players)
        favor += s.banners["peoples_favor"].tokens + sum(slot.favor for slot in s.slots)
        favor += sum(on_card for on_card, _ in s.tokens_on_cards.values())
        assert favor == c.limits.favor and s.favor_supply >= 0, f"favor: {favor} in play, supply {s.favor_supply}"
        assert s.secrets_in_play() + s.secret_supply == c.limits.secrets, \
            f"secrets: {s.secrets_in_play()} in play, supply {s.secret_supply}, box {c.limits.secrets}"
        for slot in s.slots:
            colors = [col for col, n in slot.warbands.items() if n]
            assert len(colors) <= 1, f"two sides' warbands at one site: {colors}"
            assert all(n >= 0 for n in slot.warbands.values())
            assert len(slot.cards) <= c.sites[slot.site].capacity or not slot.faceup
        cards = list(s.world) + [x for pile in s.discards.values() for x in pile] + s.boxed + s.archive + s.dispossessed
        cards += [intact_of(x) for slot in s.slots for x in slot.cards]  # an edifice by its intact face, either face up
        cards += [a.card for p in s.players for a in p.advisers] + [p.vision for p in s.players if p.vision is not None]
        cards += [x for hand in s.hands for x in hand]
        relics = list(s.relic_deck) + [x for x in s.reliquary if x is not None] + [x for slot in s.slots for x in slot.relics]
        relics += [x for p in s.players for x in p.relics]
        everything = cards + relics
        placed = set(everything)
        assert len(everything) == len(placed), "a card is in two places"
        assert placed == s.dealt, f"cards lost or found: {sorted(s.dealt ^ placed)}"
        for p in s.players:
            assert p.favor >= 0 and p.secrets >= 0 and p.board >= 0 and 0 <= p.supply <= c.supply_max
        f = Flow(m)
        with f.table_still():
            for seat, p in enumerate(s.players):  # those a power leaves out count against no limit (7.6.4)
                counted = len(counted_advisers(f, seat))
                assert counted <= c.limits.advisers, f"{p.name}: {counted} advisers count against the limit"
        if s.next_world is not None:
            check_world(c, s.next_world)
