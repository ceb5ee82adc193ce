"""The Viscounts of the West Kingdom board on the game screen: the ring is drawn as a loop of
boxes clockwise round the castle (two columns at 80x24, the full ring from 66 columns), the key
facts of a few seeded positions appear in words at 80x24 and 120x40, the track says which way is
good, and the board drawn for seat s shows no card that only another seat's hand holds."""
from __future__ import annotations

import io
import json
import math

import pytest
from rich.console import Console

from rules import games
from rules.core import GameSpec, RandomBot, play_random
from rules.viscounts.engine import ViscountsEngine
from rules.viscounts.state import card_of
from tabletop_tui.boards import board_for
from tabletop_tui.boards.base import PrivateArea
from tabletop_tui.boards.viscounts import private_parts, render_board

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


def boxes(text: str) -> dict[str, tuple[int, int, int, list[str]]]:
    """Every box drawn in the text, by the title in its top border: (top row, left column, right
    column, the lines inside it)."""
    lines = text.splitlines()
    found = {}
    for y, line in enumerate(lines):
        for x, corner in enumerate(line):
            if corner not in "╭╔":
                continue
            right, bottom = ("╮", "╰") if corner == "╭" else ("╗", "╚")
            x1 = line.find(right, x + 1)
            inner = []
            for row in lines[y + 1:]:
                if len(row) <= x or row[x] == bottom:
                    break
                inner.append(row[x + 1:x1])
            found[line[x + 1:x1].strip("─═ ")] = (y, x, x1, inner)
    return found


def center(box: tuple[int, int, int, list[str]]) -> tuple[float, float]:
    y, x, x1, inner = box
    return y + (len(inner) + 1) / 2, (x + x1) / 2


def track(corruption: int, virtue: int, spaces: int) -> str:
    cells = ["X" if n == corruption == virtue else "C" if n == corruption else "V" if n == virtue else "·"
             for n in range(spaces)]
    return f"good ◀ {' '.join(cells)} ▶ bad"


def workers(counts: list[int], tags: list[str]) -> str:
    return " ".join(" ".join([tags[seat]] * n) if n <= 3 else f"{tags[seat]}×{n}"
                    for seat, n in enumerate(counts) if n) or "·"


EXCHANGES = {"silver": "silver", "resource": "gold, ink or stone", "destroy": "destroy a card",
             "flip": "flip a debt or deed"}
BUILDINGS = {"trading-post": ("Trading Post", "Trading Posts"), "guildhall": ("Guildhall", "Guildhalls"),
             "workshop": ("Workshop", "Workshops")}


def check_ring(text: str, view: dict) -> dict:
    """The five segments are drawn as boxes round the castle's box, clockwise in the view's order,
    joined by arrows; returns each segment's box by its id."""
    found = boxes(text)
    castle = found["Castle"]
    cy, cx = center(castle)
    angles, segments = [], {}
    for n, seg in enumerate(view["segments"], 1):
        box = segments[seg["id"]] = found[f"{n} {seg['name']}"]
        y, x = center(box)
        angles.append(math.atan2(y - cy, x - cx))  # rows grow downwards: clockwise = growing angle
    turns = sum(angles[n] > angles[(n + 1) % 5] for n in range(5))
    assert turns == 1, f"segments not clockwise round the castle: {angles}"
    rows = [center(box)[0] for box in segments.values()]
    columns = [center(box)[1] for box in segments.values()]
    assert min(rows) < cy < max(rows) and min(columns) < cx < max(columns), "the castle is not in the middle"
    ring = text[:text.index("Kingdom:")]
    assert "─▶" in ring and "▲" in ring and "▼" in ring, "the arrows of the way round"
    assert "The ring, clockwise round the castle" in flat(ring)
    return segments


def check_facts(text: str, view: dict) -> None:
    """The board's text (its rendered lines) holds the view's key facts."""
    words = flat(text)
    names = [info["name"] for info in view["seats"]]
    tags = next(tags for n in range(1, 20) if len(set(tags := [name[:n] for name in names])) == len(names))
    segments = check_ring(text, view)
    for seg in view["segments"]:
        inside = segments[seg["id"]][3]
        box = flat("\n".join(inside))
        left, right, rest = box.index("Left"), box.index("≈ Right"), box.index("Inside")
        places = {"left": box[left:right], "right": box[right:rest], "inside": box[rest:box.index("Townsfolk")]}
        for place, town in seg["towns"].items():
            for seat in town["viscounts"]:
                assert view["seats"][seat]["town"] == f"{seg['id']}.{place}"
                assert f"♞{names[seat]}" in places[place], f"{names[seat]}'s viscount in {seg['name']} {place}"
            if town["exchange"]:
                assert EXCHANGES[town["exchange"]] in places[place], f"{seg['name']} {place}: trade"
        assert seg["castle"].title() in places["inside"]
        for spot in seg["spots"]:
            side = places["left" if spot["id"].split(".")[1].startswith("L") else "right"]
            if spot["building"]:
                owner = names[spot["building"]["seat"]]
                assert f"■ {spot['id'].split('.')[1]} {BUILDINGS[spot['building']['kind']][0]} ({owner})" in side, spot["id"]
            else:
                assert f"○ {spot['id'].split('.')[1]} " in side, f"{spot['id']} by its name"
        for place in ("left", "right"):
            empty = [x for x in seg["spots"] if x["building"] is None and x["id"].split(".")[1][0] == place[0].upper()]
            assert places[place].count("○") == len(empty), f"{seg['name']} {place}: empty spots"
        folk, ms = seg["townsfolk"], seg["manuscript"]
        assert f"Townsfolk ×{folk['count']}:" in box and f"Manuscript ×{ms['count']}:" in box
        if folk["top"]:
            assert f"Townsfolk ×{folk['count']}: {folk['top']['name']} ({folk['top']['cost']} silver)" in box
        if ms["top"]:
            number = int(ms["top"]["id"][1:])
            assert f"Manuscript ×{ms['count']}: #{number} {ms['top']['ribbon']}, {ms['top']['cost']}✝" in box
    castle = flat("\n".join(boxes(text)["Castle"][3]))
    heads = [f"{n} {seg['castle'].title()} →" for n, seg in enumerate(view["segments"], 1)] + ["tier 3:"]
    for n, seg in enumerate(view["segments"], 1):
        sec = next(x for x in view["castle"]["sections"] if x["faces"] == seg["id"])
        assert sec["id"] == seg["castle"]
        part = castle[castle.index(heads[n - 1]):castle.index(heads[n])]
        assert f"tier 1: {workers(sec['tier1'], tags)} tier 2: {workers(sec['tier2'], tags)}" in part, sec["id"]
    assert f"tier 3: {workers(view['castle']['tier3'], tags)}" in castle
    leader = view["castle"]["leader"]
    assert f"Castle Leader: {names[leader] if leader is not None else 'none yet'}" in castle
    for info in view["seats"]:
        if info["town"]:
            segment, place = info["town"].split(".")
            name = next(seg["name"] for seg in view["segments"] if seg["id"] == segment)
            assert f"♞ {name}, {place} town" in words, f"{info['name']}'s town"
        assert f"{info['workers']} workers left" in words
        assert track(info["corruption"], info["virtue"], len(view["track"])) in words, f"{info['name']}'s track"
        assert f"Debts: {info['debts']} unpaid, {info['paid_debts']} paid" in words
        assert f"Deeds: {info['deeds']} acquired, {info['approved_deeds']} approved" in words
        goods = ", ".join(f"{info['goods'].get(key, 0)} {key}" for key in ("silver", "gold", "ink", "stone"))
        assert f"Goods: {goods}" in words
        for kind, (_, plural) in BUILDINGS.items():
            marks = "".join("■" if b["built"] else "□" for b in info["buildings"] if b["kind"] == kind)
            assert f"{plural} {marks}" in words, f"{info['name']}'s {kind}s"
        for card in info["row"]:
            if card:
                assert card["name"] in words
    assert "each virtue moves V ◀ (good), each corruption moves C ▶ (bad); where they meet (X)" in words
    for n, space in enumerate(view["track"], start=1):
        assert f"{n}: {space['owner']}" in words, f"the reward of track space {n}"
    for card in view["hand"] or []:
        assert card["name"] in words, f"own hand card {card['name']}"
    kingdom = view["kingdom"]
    assert f"{kingdom['debts_on_poverty']} debts on Poverty" in words
    assert f"{kingdom['deeds_on_prosperity']} deeds on Prosperity" in words
    assert ("FINAL ROUND" in words) == kingdom["final_round"]


def test_registered_for_the_game():
    board = board_for("viscounts")
    assert board.render_view is render_board and board.private_parts is private_parts


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seed,kind", POSITIONS)
async def test_board_on_game_screen(seed, kind, size):
    match = position(seed, kind)
    assert match.decision is not None
    app = game_app(match, seat=0)
    secrets = 0
    async with app.run_test(size=size) as pilot:
        screen = app.screen
        assert screen.board.render_view is render_board
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


@pytest.mark.parametrize("width", [46, 58, 70, 100])
@pytest.mark.parametrize("players,moves", [(("Ann", "Bob", "Cid"), 0), (("Ann", "Bob", "Cid"), 120),
                                           (("Ann",), 150), (("Ann", "Bob", "Cid", "Dee"), 300)])
def test_ring_drawn_as_a_loop(players, moves, width):
    """At 46 columns (80x24) two columns go round with the castle between; from 66 on the full
    ring, the castle between segments 5 and 3. Every line fits the width."""
    match = play_random(games.get("viscounts").new_match(list(players), seed=4), moves, 4)
    view = match.view(0)
    text = board_text(view, width)
    assert max(len(line) for line in text.splitlines()) <= width
    check_facts(text, view)
    found = boxes(text)
    castle, five, three = found["Castle"], found[f"5 {view['segments'][4]['name']}"], found[f"3 {view['segments'][2]['name']}"]
    if width >= 66:
        assert castle[0] == five[0] == three[0] and five[2] < castle[1] < castle[2] < three[1]
    else:
        assert castle[0] < five[0] == three[0]
    if view["offers"]:
        seg = view["segments"][0]
        assert f"(start {seg['towns']['left']['start']})" in flat("\n".join(found[f"1 {seg['name']}"][3]))


def test_track_shows_a_collision():
    """Markers on one space are drawn as X and the track says when that is resolved (11)."""
    match = viscounts_after(0, 4)
    bot = RandomBot(4)
    while not any(p.virtue == p.corruption for p in match.state.seats):
        match.play(bot.choose(match.decision))
    view = match.view(0)
    info = next(info for info in view["seats"] if info["virtue"] == info["corruption"])
    words = flat(board_text(view, 46))
    assert f"{track(info['corruption'], info['virtue'], len(view['track']))} (met: resolved in phase 5)" in words
    assert "X" in track(info["corruption"], info["virtue"], len(view["track"]))


def test_unchanged_parts_keep_their_keys():
    """The board is a Stack: a move that leaves a part's data alone leaves its key alone, so the
    widget reuses that part's lines; only the status line is drawn every time."""
    match = viscounts_after(0, 5)
    bot = RandomBot(5)
    view = match.view(0)
    board, reused = render_board(view), 0
    for _ in range(80):
        match.play(bot.choose(match.decision))
        last, view = view, match.view(0)
        last_keys, board = {key for key, _ in board.parts}, render_board(view)
        assert [key for key, _ in board.parts].count(None) == 2  # the status line and the "Players" heading
        reused += sum(key in last_keys for key, _ in board.parts if key is not None)
        if view["segments"] == last["segments"] and view["castle"] == last["castle"]:
            assert all(key in last_keys for key, _ in board.parts if key and key.startswith("('ring"))
    assert reused > 80 * 5, "most parts stay the same from one move to the next"
