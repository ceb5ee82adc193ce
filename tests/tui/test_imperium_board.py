"""The Imperium board on the game screen: a 2-, 3- and 4-seat mid-game drawn at 120x40 and 80x24
with the view's key facts in words (market spaces with the deck that refills each, the Unrest
under a card and the tokens on it; the piles; every seat's public area), the viewing seat's hand
and history in sight, and no card that only another seat's hand or history holds; and SVG
snapshots of the screen."""
from __future__ import annotations

import io
import json

import pytest
from rich.console import Console

from rules import games
from rules.core import RandomBot, play_random
from tabletop_tui.boards import board_for
from tabletop_tui.boards.base import PrivateArea
from tabletop_tui.boards.imperium import private_parts, render_board

from .conftest import game_app, screen_text

PLAYERS = ("Ann", "Bob", "Cid", "Dee")
MID_GAMES = [(2, 2, 200), (3, 3, 250), (4, 4, 300)]  # (seats, seed, random moves): round 10 to 13
SIZES = [(120, 40), (80, 24)]
DECKS = {"region": "Region", "uncivilised": "Uncivilised", "civilised": "Civilised", "main": "Main"}


def mid_game(seats: int, seed: int, moves: int):
    match = play_random(games.get("imperium").new_match(list(PLAYERS[:seats]), seed=seed), moves, seed)
    assert match.decision is not None and match.state.round >= 5, "a mid-game position"
    return match


def board_text(view: dict, width: int = 70) -> str:
    """The whole board, scrolled parts included, then the viewing seat's private parts."""
    console = Console(width=width, file=io.StringIO(), record=True)
    console.print(render_board(view))
    for _, part in private_parts(view):
        console.print(part)
    return console.export_text()


def drawn(screen) -> str:
    """The lines the game screen draws of the board and of the private area, scrolled parts included."""
    return "\n".join(strip.text for widget in (screen.board, screen.query_one(PrivateArea)) for strip in widget.lines())


def flat(text: str) -> str:
    return " ".join(text.split())


def materials(n: int) -> str:
    return "Material" if n == 1 else "Materials"


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def secrets_of_others(match, seat: int) -> set[str]:
    """Names of cards in other seats' hands and histories that the board cannot show for `seat`
    from public facts: not in its view (its log left out: the log panel shows that), nor in the
    words of the board drawn in public."""
    view = match.view(seat)
    known = json.dumps({key: value for key, value in view.items() if key != "log"})
    known += board_text(match.view(None), 200)
    names = set()
    for other in range(len(match.players)):
        if other != seat:
            theirs = match.view(other)["seats"][other]
            names |= {c["name"] for c in theirs["hand"] + theirs["history"]}
    return {name for name in names if name not in known}


def check_facts(text: str, view: dict) -> None:
    """The board's text holds the view's key facts, in words."""
    words = flat(text)
    for n, space in enumerate(view["market"], 1):
        card = space["card"]
        assert f"{n} {DECKS[space['deck']]}" in words, f"market space {n} and the deck that refills it"
        if card:
            assert card["name"] in words
            state = card["state"]
            if state:
                assert f"{card['name']} (" in words and state.title() in words
        tokens = ", ".join(f"{space['tokens'][k]} {w}" for k, w in
                           (("material", materials(space["tokens"]["material"])), ("population", "Population"),
                            ("progress", "Progress")) if space["tokens"][k])
        if tokens:
            assert f"{tokens} on it" in words, f"tokens on market space {n}"
    assert words.count("UNREST under it") == sum(space["unrest"] for space in view["market"])
    for kind, n in view["decks"].items():
        assert f"{DECKS[kind]} {n}" in words
    assert f"Fame deck {view['fame_count']} over King of Kings (side {view['king_of_kings'].upper()})" in words
    assert f"Unrest pile {view['unrest_pile']}" in words
    assert f"Exile {len(view['exile'])}" in words
    if view["exile"]:
        assert view["exile"][-1]["name"] in words, "the exile's top card"
    exhausted = 0
    starts = sorted((words.index(f"{info['nation']}, power side {info['side'].upper()}"), n)
                    for n, info in enumerate(view["seats"]))
    ends = [at for at, _ in starts[1:]] + [words.index("Legend:")]
    for (start, seat), end in zip(starts, ends):
        info, area = view["seats"][seat], words[start:end]  # the seat's area, from its nation on
        assert words[:start].rstrip(" ·").endswith(info["name"] + (" (you)" if seat == view["seat"] else ""))
        assert (info["state"].upper() if info["state"] == "Empire" else info["state"]) in area
        assert (f"{info['material']} {materials(info['material'])}, {info['population']} Population, "
                f"{info['progress']} Progress"
                in area), f"{info['name']}'s resources"
        assert f"{plural(info['actions'], 'action')}, {plural(info['exhausts'], 'exhaust')} left" in area
        for label, n in (("Hand", info["hand_count"]), ("deck", info["deck_count"]),
                         ("discard", len(info["discard"])), ("history", info["history_count"]),
                         ("nation deck", info["nation_deck_count"])):
            assert f"{label} {n}" in area, f"{info['name']}'s {label}"
        if info["discard"]:
            assert f"(top: {info['discard'][-1]['name']}" in area
        assert "In play: " + (info["play"][0]["name"] if info["play"] else "nothing") in area
        for card in info["play"]:
            assert card["name"] in area
            for guest in card["garrison"]:  # under its host, on the lines after "garrisoned:" or "active quest:"
                lead = "└ active quest:" if guest.get("quest") else "└ garrisoned:"
                assert lead in area and guest["name"] in area[area.index(lead):]
        assert f"Development pile {len(info['development'])}" in area
        for card in info["development"]:
            cost = " ".join(f"{card['cost'][k]}{s}" for k, s in (("material", "M"), ("population", "P"))
                            if card["cost"].get(k))
            assert f"{card['name']} {cost}" in area, f"{info['name']}'s development {card['name']}"
        exhausted += sum(card["exhausted"] for card in info["play"]) + info["power_exhausted"]
    board = words[:words.index("Legend:")]
    assert board.count("EXHAUSTED") == exhausted
    tokens_on = sum(info["nation_token"] + info["development_token"] for info in view["seats"])
    assert board.count("exhaust token on ") == tokens_on


def test_registered_for_the_game():
    board = board_for("imperium")
    assert board.render_view is render_board and board.private_parts is private_parts


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats,seed,moves", MID_GAMES)
async def test_board_on_game_screen(seats, seed, moves, size):
    match = mid_game(seats, seed, moves)
    deciding = match.decision.seat
    app = game_app(match, seat=deciding)
    secrets = 0
    async with app.run_test(size=size) as pilot:
        screen = app.screen
        assert screen.board.render_view is render_board
        for seat in [deciding, *(s for s in range(seats) if s != deciding)]:
            screen.fixed_viewer = seat
            screen.show(seat)
            await pilot.pause()
            view = screen.view
            me = view["seats"][seat]
            assert view["seat"] == seat and me["hand"] is not None
            text = drawn(screen)
            for widget in (screen.board, screen.query_one(PrivateArea)):
                assert max(len(strip.text) for strip in widget.lines()) <= widget.size.width
            check_facts(text, view)
            private = "\n".join(strip.text for strip in screen.query_one(PrivateArea).lines())
            for card in me["hand"]:
                assert card["name"] in private, f"{me['name']}'s own hand card {card['name']}"
            for card in me["history"]:
                assert card["name"] in flat(private), f"{me['name']}'s own history card {card['name']}"
            hidden = secrets_of_others(match, seat)
            logged = json.dumps(view["log"])  # what the seat's log tells it, on the screen's log panel
            shown = screen_text(app)
            for name in hidden:
                assert name not in text, f"{me['name']}'s board shows another seat's secret card {name}"
                assert name in logged or name not in shown, f"{me['name']}'s screen shows another seat's {name}"
            secrets += len(hidden)
            if seat == deciding and size == (120, 40):  # no scrolling needed: the hand and the options
                visible = screen_text(app)
                for card in me["hand"]:
                    assert card["name"] in visible, f"{card['name']} is out of sight"
                assert all(word in visible for word in view["decision"]["prompt"].split())
                for n, option in enumerate(view["decision"]["options"][:3], 1):
                    assert f"{n} {option['label'][:20]}" in visible, f"option {n} is out of sight"
    assert secrets, "the position should have cards only another seat's hand or history holds"


def test_hidden_hands_and_histories_sweep():
    """Every seat of positions through whole matches: the board drawn for it holds the view's key
    facts, names no card that only another seat's hand or history holds, and names every card of
    its own hand and history."""
    secrets = 0
    for seats, seed in ((2, 6), (3, 7), (4, 8)):
        match = games.get("imperium").new_match(list(PLAYERS[:seats]), seed=seed)
        bot = RandomBot(seed)
        for step in range(2000):
            if match.decision is None:
                break
            if step % 60 == 0:
                for seat in range(seats):
                    view = match.view(seat)
                    me = view["seats"][seat]
                    for width in (46, 70):
                        shown = board_text(view, width)
                        check_facts(shown, view)
                        hidden = secrets_of_others(match, seat)
                        for name in hidden:
                            assert name not in shown, f"seat {seat}'s board shows another seat's secret {name}"
                        secrets += len(hidden)
                        for card in me["hand"] + me["history"]:
                            assert card["name"] in flat(shown)
            match.play(bot.choose(match.decision))
    assert secrets, "the sample positions should have cards only other seats hold"


@pytest.mark.parametrize("width", [30, 46, 70, 110])
def test_every_line_fits_and_every_phase_draws(width):
    """From setup to the end (the result shown), every line fits the width."""
    match = games.get("imperium").new_match(list(PLAYERS[:3]), seed=9)
    bot = RandomBot(9)
    step = 0
    while True:
        if step % 50 == 0 or match.decision is None:
            for seat in (None, 0, 2):
                text = board_text(match.view(seat), width)
                assert max(len(line) for line in text.splitlines()) <= width
        if match.decision is None:
            break
        match.play(bot.choose(match.decision))
        step += 1
    assert "game over" in board_text(match.view(0), width)


def test_public_view_has_no_hand():
    match = mid_game(3, 3, 250)
    view = match.view(None)
    text = board_text(view)
    assert private_parts(view) == [] and "Your hand" not in text and "(you)" not in text
    check_facts(text, view)


def test_viewing_seat_first_then_turn_order():
    view = mid_game(4, 4, 300).view(2)
    text = board_text(view, 100)
    at = [text.index(f"{name} ") for name in ("Cid (you)", "Dee ·", "Ann ·", "Bob ·")]
    assert at == sorted(at)


def test_unchanged_parts_keep_their_keys():
    """The board is a Stack: a move that leaves a part's data alone leaves its key alone, so the
    widget reuses that part's lines; only the status line is drawn every time."""
    match = mid_game(3, 3, 250)
    bot = RandomBot(3)
    view = match.view(0)
    board, reused = render_board(view), 0
    for _ in range(60):
        if match.decision is None:
            break
        match.play(bot.choose(match.decision))
        last_keys, board = {key for key, _ in board.parts}, render_board(match.view(0))
        assert [key for key, _ in board.parts].count(None) == 1
        reused += sum(key in last_keys for key, _ in board.parts if key is not None)
    assert reused > 60 * 3, "most parts stay the same from one move to the next"


def test_imperium_game_seen_by_deciding_seat(snap_compare):
    match = mid_game(3, 3, 250)
    assert snap_compare(game_app(match, seat=match.decision.seat), terminal_size=(120, 40))


def test_imperium_game_at_80x24(snap_compare):
    match = mid_game(4, 4, 300)
    assert snap_compare(game_app(match, seat=match.decision.seat), terminal_size=(80, 24))
