"""The screen side of hidden information: what the game screen shows for seat s holds no
other seat's hidden loyalty token or hand card (the engine side is swept in tests/rules)."""
from __future__ import annotations

import io
import json

import pytest
from rich.console import Console

from tabletop_tui.boards.whispers import HIDDEN, render_board

from .conftest import SIZE, game_app, match_after, screen_text


def board_text(view: dict, width: int = 100) -> str:
    """The whole board, scrolled parts included."""
    console = Console(width=width, file=io.StringIO(), record=True)
    console.print(render_board(view))
    return console.export_text()


def players_rows(text: str, players: list[str]) -> dict[str, str]:
    """Each seat's row of the Players table, by name."""
    section = text[text.index("Loyalty"):]
    rows = {}
    for line in section.splitlines():
        words = line.replace("▶", " ").split()
        if words and words[0] in players and words[0] not in rows:
            rows[words[0]] = line
    return rows


def hidden_secrets(match, seat: int) -> tuple[list[tuple[str, str]], set[str]]:
    """Other seats' hidden loyalty tokens as (owner, 'multiplier+empire short') and the names of
    their hand cards that `seat` may not know from its own view."""
    own_view = match.view(seat)
    known = json.dumps(own_view)
    empires = {e["id"]: e["name"][:2] for e in own_view["empires"]}
    tokens, cards = [], set()
    for other in range(len(match.players)):
        if other == seat:
            continue
        theirs = match.view(other)
        for token in theirs["seats"][other]["loyalty"]:
            if not token["revealed"]:
                tokens.append((match.players[other], f"{token['multiplier']}{empires[token['empire']]}"))
        cards |= {card["name"] for card in theirs["hand"] if card["name"] not in known}
    return tokens, cards


@pytest.mark.parametrize("moves", [40, 150])
async def test_game_screen_shows_no_other_seats_secret(moves):
    match = match_after(moves, seed=3)
    app = game_app(match, seat=0)
    secret_cards = 0
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        for seat, name in enumerate(match.players):
            screen.fixed_viewer = seat
            screen.show(seat)
            await pilot.pause()
            shown = screen_text(app) + board_text(screen.view)
            tokens, cards = hidden_secrets(match, seat)
            assert tokens, "the sample position should still have hidden tokens"
            rows = players_rows(board_text(screen.view), match.players)
            for owner, token in tokens:
                assert token not in rows[owner], f"{name}'s screen shows {owner}'s hidden {token}"
                assert f"{token[:-2]}{HIDDEN}" in rows[owner]
            for card in cards:
                assert card not in shown, f"{name}'s screen shows another seat's card {card}"
            for card in screen.view["hand"]:
                assert card["name"] in shown  # the seat's own hand is on the board
            secret_cards += len(cards)
    assert secret_cards, "the sample position should have cards in other hands"


async def test_curtain_and_bot_turns_show_the_public_view():
    match = match_after(40, seed=3)
    app = game_app(match)  # three humans: hot-seat, curtain first
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.screen.__class__.__name__ == "CurtainScreen"
        game = app.screen_stack[-2]
        assert game.view["seat"] is None and game.view["hand"] is None


@pytest.mark.parametrize("seed", range(6))
def test_board_sweep_shows_no_other_seats_secret(seed):
    """Many random positions, every seat: the drawn board leaks no hidden token or card."""
    players = ("Ann", "Bob", "Cid", "Dee")[: 2 + seed % 3]
    for moves in (15, 70, 140):
        match = match_after(moves, players=players, seed=seed)
        for seat, name in enumerate(match.players):
            view = match.view(seat)
            shown = board_text(view)
            rows = players_rows(shown, match.players)
            tokens, cards = hidden_secrets(match, seat)
            for owner, token in tokens:
                assert token not in rows[owner], f"{name}'s board shows {owner}'s hidden {token}"
            for card in cards:
                assert card not in shown, f"{name}'s board shows another seat's card {card}"


def test_seas_are_drawn_on_the_borders_they_cross():
    """Each pair facing across water gets waves on the border between their cells (and on no
    other border), and the legend says what they mean."""
    view = match_after(0).view(0)
    lines = board_text(view, width=71).splitlines()
    top = next(n for n, line in enumerate(lines) if line.startswith("┌"))
    edges = [x for x, char in enumerate(lines[top]) if char in "┌┬┐"]  # column borders
    at = {r["id"]: r["pos"] for r in view["regions"]}
    waves = 0
    for a, b in view["seas"]:
        (ax, ay), (bx, by) = sorted([at[a], at[b]], key=lambda p: (p[1], p[0]))
        if ay == by:  # side by side: the vertical border, on both lines of the row
            assert [lines[top + 1 + 3 * ay + n][edges[bx]] for n in (0, 1)] == ["~", "~"], (a, b)
            waves += 2
        else:  # one above the other: the rule between the rows, over the column
            segment = lines[top + 3 * by][edges[ax] + 1:edges[ax + 1]]
            assert segment == "~" * len(segment), (a, b)
            waves += len(segment)
    assert sum(line.count("~") for line in lines[top:top + 16]) == waves
    assert "~ sea: no attack across (6.2)" in " ".join(lines)
