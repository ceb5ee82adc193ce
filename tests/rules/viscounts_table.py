"""Helpers to put a Viscounts match into a chosen position and drive one piece of its flow.

A Table is a fresh match whose setup is skipped by editing the state: the segments lie in the order
A B C D E (so A's right town leads to B's left town), the castle sections face them in ring order
(A scriptorium, B chapel, C hall, D treasury, E chancery), seat 0 starts, every viscount stands on
A.left, hands are empty with the 8 starting cards in the draw pile, and it is everyone's fifth turn
(the starting icons of rule 7.5 are covered). Tests then set what they need and drive one method
of `rules.viscounts.flow.Flow` with `drive` from conftest."""
from rules.core import GameSpec
from rules.viscounts.engine import ViscountsEngine
from rules.viscounts.flow import Flow
from rules.viscounts.townsfolk import townsfolk

SPEC = GameSpec(ViscountsEngine())
NAMES = ["Red", "Blue", "Green", "Yellow"]
ORDER = ("A", "B", "C", "D", "E")
STARTING = sorted(cid for cid, t in townsfolk().items() if t.kind == "starting")


def new_match(players=2, seed=1, **options):
    return SPEC.new_match(NAMES[:players], seed=seed, options=options)


class Table:
    """With ai=<board id>: a solo match, Red (seat 0) against the AI (seat 1), whose Scheme piles
    and setup items are left as dealt."""

    def __init__(self, players=2, seed=1, ai=None):
        self.m = new_match(players, seed) if ai is None else new_match(1, seed, ai=ai)
        s = self.s = self.m.state
        s.order = ORDER
        s.arrows = s.c.board.arrows(ORDER)
        s.castle_faces = dict(zip(ORDER, (x.id for x in s.c.board.castle.sections)))
        s.offers = []
        s.start_player = s.current = 0
        for p in s.seats:
            if not p.ai:
                p.draw, p.hand = list(p.hand), []
            p.town = "A.left"
            p.turns = 5
        self.flow = Flow(self.m)

    # --- seats ------------------------------------------------------------------------
    def p(self, seat):
        return self.s.seats[seat]

    def lift(self, cid):
        """Take a card out of wherever it is (a main-board pile, any seat's cards, the removed)."""
        s = self.s
        for pile in s.townsfolk_piles.values():
            if cid in pile:
                pile.remove(cid)
        for p in s.seats:
            for cards in (p.hand, p.draw, p.discard, p.destroyed):
                if cid in cards:
                    cards.remove(cid)
            p.row = [None if c == cid else c for c in p.row]
        if cid in s.removed:
            s.removed.remove(cid)
        return cid

    def row(self, seat, *cids):
        """The player board, left to right (None for an empty space)."""
        cards = [self.lift(c) if c else None for c in cids]
        self.p(seat).row = cards + [None] * (3 - len(cards))
        return self

    def hand(self, seat, *cids):
        self.p(seat).hand += [self.lift(c) for c in cids]
        return self

    def draw_pile(self, seat, *cids):
        """Cards onto the draw pile; the last one ends on top."""
        self.p(seat).draw += [self.lift(c) for c in cids]
        return self

    def discards(self, seat, *cids):
        self.p(seat).discard += [self.lift(c) for c in cids]
        return self

    def only(self, seat):
        """Empty the seat's hand, draw pile, discards and board."""
        p = self.p(seat)
        p.hand, p.draw, p.discard, p.row = [], [], [], [None, None, None]
        return self

    def goods(self, seat, **amounts):
        self.p(seat).goods.update(amounts)
        return self

    def markers(self, seat, corruption, virtue):
        p = self.p(seat)
        p.corruption, p.virtue = corruption, virtue
        return self

    def built(self, seat, kind, n=1, spot=None):
        """n more buildings of a type, the left-most still on the board first."""
        p = self.p(seat)
        p.built[kind] = sorted(p.built.get(kind, []) + self.flow.unbuilt(seat, kind)[:n])
        if spot:
            self.s.spots[spot] = (seat, kind)
        return self

    def at(self, seat, town):
        self.p(seat).town = town
        return self

    # --- main board ---------------------------------------------------------------------
    def top(self, seg, *cids):
        """Put townsfolk on top of a segment's pile; the last one ends on top."""
        for cid in cids:
            self.s.townsfolk_piles[seg].append(self.lift(cid))
        return self

    def manuscript_top(self, seg, mid):
        s = self.s
        for pile in s.manuscript_piles.values():
            if mid in pile:
                pile.remove(mid)
        for p in s.seats:
            if mid in p.manuscripts:
                p.manuscripts.remove(mid)
        s.manuscript_piles[seg].append(mid)
        return self


def own(name, seat=0):
    """A seat's own starting card."""
    return f"{name}/{seat}"
