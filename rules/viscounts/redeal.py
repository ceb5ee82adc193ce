"""The table of a turn start dealt again for one seat (Match.determinized, REFERENCE.md 17): every
card it could not see there is shuffled among the places it could lie, each pile keeping its size.

- The townsfolk cards under the tops of the main board's piles, among those places on every pile
  (each pile was dealt from the one shuffled set of neutral townsfolk, 2.2).
- The manuscripts under the tops, among those places on every pile, by the colour of their backs.
- Each other person's hand and draw pile together, among that person's own places (every card a
  person owns was hired in sight, so whose it is is known; where it lies is not); the seat's own
  draw pile in a new order.
- The solo AI's Scheme pile and the Future Scheme pile, a Starting Scheme only among the Starting
  Schemes' places (they never leave the AI's cards) and a Future Scheme among the Future Schemes'
  (the Future pile and the Future Schemes shuffled or turned into its Scheme pile, 15.4, 15.10).

Kept in place: the seat's own hand, the tops of the piles and the cards taken from them since the
turn start (the pile's size in the view tells how many), and every card the seat's view now shows
(`seen["cards"]`), wherever it lay at the turn start: a card drawn, played, discarded, destroyed,
hired or taken since then, so that the choices made since replay to the same view. A card the log
says a person discarded since, shuffled out of sight again since, is dealt where it may have lain.
Nothing is kept where it lies because it truly lies there: only what the seat has seen is."""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable

from .state import Seat, State, card_of

# the kinds of component whose ids the view's "cards" may name in a pile or a seat's cards
_SHOWN_KINDS = ("townsfolk:", "scheme:", "manuscript:")


def shown(seen: dict) -> set[str]:
    """The card instances the view `seen` shows (townsfolk, Schemes and manuscripts), by the id
    the state uses."""
    return {key.split(":", 1)[1] for key in seen["cards"] if key.startswith(_SHOWN_KINDS)}


def redeal(s: State, seat: int, seen: dict, rng: random.Random) -> State:
    """`s` (a turn start) with all that `seat` could not see there dealt again; changes `s`."""
    keep = shown(seen)
    discards = discarded(s, seen)
    groups: dict[object, list[tuple[list, int]]] = {}  # where a card may lie -> its places there

    def hidden(pile: list, upto: int) -> list[tuple[list, int]]:
        return [(pile, i) for i in range(upto) if pile[i] not in keep]

    # a pile only shrinks, from the top, each card taken turned up first: the seat has seen the
    # cards taken since the turn start, however many the pile's size now says, wherever they went
    # since (a hired card may be shuffled into a draw pile in the same turn)
    now = {x["id"]: (x["townsfolk"]["count"], x["manuscript"]["count"]) for x in seen["segments"]}
    for seg, pile in s.townsfolk_piles.items():
        groups.setdefault("townsfolk", []).extend(hidden(pile, min(len(pile) - 1, now[seg][0])))
    backs = s.c.manuscripts.cards
    for seg, pile in s.manuscript_piles.items():
        for place in hidden(pile, min(len(pile) - 1, now[seg][1])):
            groups.setdefault(backs[pile[place[1]]].back, []).append(place)
    for i, p in enumerate(s.seats):
        if p.ai:
            ai_schemes(s, hidden(p.draw, len(p.draw)) + hidden(p.hand, len(p.hand)),
                       hidden(s.future, len(s.future)), rng)
        else:
            person(p, i == seat, hidden, keep, discards.get(i, ()), rng)
    for places in groups.values():
        deal(places, [pile[i] for pile, i in places], rng)
    return s


def person(p: Seat, mine: bool, hidden, keep: set[str], discards: Iterable[str], rng: random.Random) -> None:
    """A person's hand (unless it is the seat's own) and draw pile dealt again among their places.
    A card discarded since the turn start (from the hand or the top of the draw pile) and shuffled
    into the draw pile since is out of sight now, but the log names it: a card of that name is
    dealt into the hand or on top of the draw pile, either at random."""
    hand = [] if mine else hidden(p.hand, len(p.hand))
    draw = hidden(p.draw, len(p.draw))
    cards = [pile[k] for pile, k in hand + draw]
    rng.shuffle(cards)
    known = Counter(card_of(x).name for x in p.hand + p.draw if x in keep or (mine and x in p.hand))
    rng.shuffle(hand)
    draw.sort(key=lambda place: -place[1])  # the top first
    for name in discards:
        if known[name]:
            known[name] -= 1
            continue
        pick = next((x for x in cards if card_of(x).name == name), None)
        if pick is None:
            continue
        cards.remove(pick)
        pile, k = hand.pop() if hand and (not draw or rng.random() < 0.5) else draw.pop(0)
        pile[k] = pick
    deal(hand + draw, cards, rng)


def discarded(s: State, seen: dict) -> dict[int, list[str]]:
    """Each seat's cards the log in `seen` says it discarded since the turn start of `s`, by name."""
    if not s.round:
        return {}
    log, mover = seen["log"], f"{s.seats[(s.start_player + s.turn) % s.players].name}'s turn"
    start = next((n for n in range(len(log) - 1, -1, -1) if log[n]["text"] == mover), len(log))
    seats = {p.name: i for i, p in enumerate(s.seats)}
    found: dict[int, list[str]] = {}
    for event in log[start + 1:]:
        who, discards, name = event["text"].partition(" discards ")
        if discards and who in seats:
            found.setdefault(seats[who], []).append(name)
    return found


def ai_schemes(s: State, mine: list[tuple[list, int]], future: list[tuple[list, int]],
               rng: random.Random) -> None:
    """The AI's hidden Schemes and the Future pile's: the AI keeps its Starting Schemes and as many
    Future Schemes as it holds (shuffled in at setup or turned in since, all in sight), which ones
    drawn from all the Future Schemes out of sight; its pile is then shuffled whole."""
    schemes = s.c.solo.schemes
    held = [pile[i] for pile, i in mine]
    starting = [x for x in held if schemes[x].deck == "starting"]
    futures = [x for x in held if schemes[x].deck != "starting"] + [pile[i] for pile, i in future]
    rng.shuffle(futures)
    cut = len(held) - len(starting)
    deal(mine, starting + futures[:cut], rng)
    deal(future, futures[cut:], rng)


def deal(places: list[tuple[list, int]], cards: list[str], rng: random.Random) -> None:
    """The cards put in the places at random, one each."""
    if len(places) > 1:
        rng.shuffle(cards)
    for (pile, i), card in zip(places, cards):
        pile[i] = card
