"""The Viscounts of the West Kingdom board on the game screen: the key facts of a few seeded
positions appear at 80x24 and 120x40, and the board drawn for seat s shows no card that only
another seat's hand holds."""
from __future__ import annotations

import io
import json

import pytest
from rich.console import Console

from rules import games
from rules.core import GameSpec, RandomBot, play_random
from rules.viscounts.engine import ViscountsEngine
from rules.viscounts.state import card_of
from tabletop_tui.boards import board_for
from tabletop_tui.boards.base import PrivateArea
from tabletop_tui.boards.viscounts import ViscountsBoard, private_parts, render_board

from .conftest import game_app, screen_text

POSITIONS = [(3, "setup"), (3, "secret"), (4, "middle"), (5, "final")]
SIZES = [(80, 24), (120, 40)]


def viscounts_after(moves: int, seed: int, players=("Ann", "Bob", "Cid")):
    return play_random(GameSpec(ViscountsEngine()).new_match(list(players), seed=seed), moves, seed)


def position(seed: int, kind: str):
    """A match at a kind of position: setup (no move yet), secret (a hand holds a card no other
    seat may know, after 30 moves), middle (150 moves), final (the final round has begun)."""
    match = viscounts_after(0, seed)
    bot = RandomBot(seed)
    for moves in range(1, 2000):
        if kind == "setup" or (kind == "middle" and moves > 150):
            break
        if kind == "secret" and moves > 30 and any(others_hand_cards(match, s) for s in range(3)):
            break
        if kind == "final" and match.view(None)["kingdom"]["final_round"]:
            break
        match.play(bot.choose(match.decision))
        assert match.decision is not None, f"seed {seed} ended before a {kind} position"
    return match


def board_text(view: dict, width: int = 100) -> str:
    """The whole board, scrolled parts included, and the viewing seat's private parts after it."""
    console = Console(width=width, file=io.StringIO(), record=True)
    console.print(render_board(view))
    for _, part in private_parts(view):
        console.print(part)
    return console.export_text()


def drawn(screen) -> str:
    """The lines the game screen draws of the board, scrolled parts included, then of the
    viewing seat's private area."""
    return "\n".join(strip.text for widget in (screen.board, screen.query_one(PrivateArea)) for strip in widget.lines())


def flat(text: str) -> str:
    return " ".join(text.split())


def others_hand_cards(match, seat: int) -> set[str]:
    """Names of cards in other seats' hands that `seat` may not know from its own view."""
    known = json.dumps(match.view(seat))
    return {card_of(cid).name for other, p in enumerate(match.state.seats) if other != seat and not p.ai
            for cid in p.hand if card_of(cid).name not in known}


def line_at(text: str, prefix: str) -> int:
    """Where the first line that starts with `prefix` begins."""
    offset = 0
    for line in text.splitlines(keepends=True):
        if line.startswith(prefix):
            return offset
        offset += len(line)
    raise AssertionError(f"no line starts with {prefix!r}")


def check_facts(text: str, view: dict) -> None:
    """The board's text (its rendered lines) holds the view's key facts."""
    words = flat(text)
    ring = text[:line_at(text, "Castle")]
    positions = [ring.index(seg["name"]) for seg in view["segments"]]
    assert positions == sorted(positions), "segments out of clockwise order"
    names = {seg["id"]: seg["name"] for seg in view["segments"]}
    for seg in view["segments"]:
        assert seg["castle"].title() in ring
        for place, town in seg["towns"].items():
            for seat in town["viscounts"]:
                assert view["seats"][seat]["town"] == f"{seg['id']}.{place}"
        if seg["townsfolk"]["top"]:
            assert seg["townsfolk"]["top"]["name"] in ring
        assert f"×{seg['townsfolk']['count']}" in ring and f"×{seg['manuscript']['count']}" in ring
    for info in view["seats"]:
        if info["town"]:
            segment, place = info["town"].split(".")
            assert f"{names[segment]} {place}" in words, f"{info['name']}'s town"
        assert f"workers {info['workers']}" in words
        assert f"V{info['virtue']} C{info['corruption']}" in words
        assert f"debts {info['debts']} (paid {info['paid_debts']})" in words
        for kind, short in (("trading-post", "TP"), ("guildhall", "GH"), ("workshop", "WS")):
            marks = "".join("■" if b["built"] else "□" for b in info["buildings"] if b["kind"] == kind)
            assert f"{short} {marks}" in words, f"{info['name']}'s {kind}s"
        for card in info["row"]:
            if card:
                assert card["name"] in words
    for card in view["hand"] or []:
        assert card["name"] in words, f"own hand card {card['name']}"
    castle = text[line_at(text, "Castle"):line_at(text, "Kingdom ")]
    tags = [info["name"][0] for info in view["seats"]]
    for sec in view["castle"]["sections"]:
        line = next(x for x in castle.splitlines() if x.strip().startswith(sec["id"].title()))
        for tier in ("tier1", "tier2"):
            for seat, n in enumerate(sec[tier]):
                if n:
                    assert f"{tags[seat]}{n}" in line, f"{sec['id']} {tier}"
    assert "Tier 3 workers" in castle and "Castle Leader" in castle
    leader = view["castle"]["leader"]
    if leader is not None:
        assert f"Castle Leader {view['seats'][leader]['name']}" in flat(castle)
    kingdom = view["kingdom"]
    assert f"{kingdom['debts_on_poverty']} debts on Poverty" in words
    assert f"{kingdom['deeds_on_prosperity']} deeds on Prosperity" in words
    assert ("FINAL ROUND" in words) == kingdom["final_round"]


def test_registered_for_the_game():
    assert isinstance(board_for("viscounts"), ViscountsBoard)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seed,kind", POSITIONS)
async def test_board_on_game_screen(seed, kind, size):
    match = position(seed, kind)
    assert match.decision is not None
    app = game_app(match, seat=0)
    secrets = 0
    async with app.run_test(size=size) as pilot:
        screen = app.screen
        assert isinstance(screen.board, ViscountsBoard)
        assert "Viscounts of the West Kingdom" in screen_text(app)
        for seat in range(len(match.players)):
            screen.fixed_viewer = seat
            screen.show(seat)
            await pilot.pause()
            view = screen.view
            assert view["seat"] == seat and view["hand"] is not None
            text = drawn(screen)
            for widget in (screen.board, screen.query_one(PrivateArea)):
                assert max(len(strip.text) for strip in widget.lines()) <= widget.size.width
            check_facts(text, view)
            shown = screen_text(app) + text
            hidden = others_hand_cards(match, seat)
            for card in hidden:
                assert card not in shown, f"seat {seat}'s screen shows another seat's card {card}"
            secrets += len(hidden)
    if kind == "secret":
        assert secrets, "the position should have a card only another hand holds"


def test_hidden_hands_sweep():
    """Every seat of several positions: the drawn board names no card only another hand holds."""
    secrets = 0
    for seed in range(3, 7):
        for moves in (20, 80, 160, 240):
            match = viscounts_after(moves, seed)
            for seat in range(len(match.players)):
                view = match.view(seat)
                assert [c["name"] for c in view["hand"]] == [card_of(x).name for x in match.state.seats[seat].hand]
                for width in (46, 72):
                    shown = board_text(view, width)
                    hidden = others_hand_cards(match, seat)
                    for card in hidden:
                        assert card not in shown, f"seat {seat}'s board shows another seat's card {card}"
                    secrets += len(hidden)
    assert secrets, "the sample positions should have cards only other hands hold"


@pytest.mark.parametrize("players,options", [(("Ann",), {"ai": "builder", "difficulty": 1}),
                                             (("Ann", "Bob", "Cid", "Dee"), {})])
async def test_registered_game_solo_and_four_players(players, options):
    """Through the registry: the solo AI's seat (Scheme cards, no player name) and four seats."""
    match = games.get("viscounts").new_match(list(players), seed=4, options=options)
    bot = RandomBot(4)
    for _ in range(90):
        match.play(bot.choose(match.decision))
    app = game_app(match, seat=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        view = app.screen.view
        text = drawn(app.screen)
        check_facts(text, view)
        if len(players) == 1:
            assert "solo AI (builder)" in text and f"future schemes {view['future_count']}" in text


def test_public_view_has_no_hand():
    view = viscounts_after(60, 3).view(None)
    text = board_text(view)
    assert view["hand"] is None and "Your hand" not in text
    check_facts(text, view)
