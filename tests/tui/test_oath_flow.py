"""Oath through the app: a Citizenship offer accepted behind the curtain, then a campaign in
which a Citizen offers to defend, the Chancellor consents and plays a battle plan out of turn,
every seat's decision behind its own curtain, the battle on the board while it is fought; and
SVG snapshots of Oath's screens."""
from __future__ import annotations

from rules import games
from rules.core import RandomBot
from tabletop_tui.app import TabletopApp
from tabletop_tui.screens.curtain import CurtainScreen
from tabletop_tui.screens.game import GameScreen
from tabletop_tui.table import Table

from .conftest import SIZE, game_app, hand_to, pick, screen_text

ANN, BOB, CID = range(3)


def past_setup(seed: int = 2):
    """Three players past setup (each keeps their first card): every pawn on Plains, which the
    Chancellor Ann rules; Longbows (a battle plan for either side) stands there."""
    m = games.get("oath").new_match(["Ann", "Bob", "Cid"], seed=seed)
    while m.state.phase == "setup":
        m.play(m.decision.options[0].id)
    return m


async def test_campaign_with_an_ally_and_the_defenders_battle_plan_through_the_curtain():
    match = past_setup()
    app = TabletopApp(lambda: GameScreen(Table(match, None)), bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await hand_to(app, pilot, ANN)
        await pick(app, pilot, "Offer Citizenship to Cid")
        await pilot.press("1")  # the relic on the first Reliquary space
        await pick(app, pilot, "Make the offer")
        await hand_to(app, pilot, CID)
        await pick(app, pilot, "Accept")
        assert match.state.players[CID].role == "citizen"
        await hand_to(app, pilot, ANN)
        await pick(app, pilot, "End your turn")

        await hand_to(app, pilot, BOB)
        await pick(app, pilot, "Campaign")
        await pick(app, pilot, "Ann")  # who defends
        await pick(app, pilot, "Done choosing targets")  # Plains, which Ann rules, is targeted anyway
        await hand_to(app, pilot, CID)
        assert "Join Ann's defense?" in screen_text(app)
        await pick(app, pilot, "Offer to defend beside Ann")
        await hand_to(app, pilot, ANN)
        await pick(app, pilot, "Accept Cid as an ally")
        await hand_to(app, pilot, BOB)
        await pick(app, pilot, "3 attack dice")

        await hand_to(app, pilot, ANN)  # the defender's battle plans, out of turn
        text = screen_text(app)
        assert "Campaign: Bob attacks Ann, defended with Cid" in text and "Targets: Plains" in text
        assert "Attack: 4 dice" in text, "3 chosen, 1 more for Plains"
        await pick(app, pilot, "Longbows")
        assert any(e.text == "Ann uses Longbows" for e in match.log)
        # the rest of the campaign: each seat asked answers with its first option, each behind
        # its own curtain, until Bob is back at his actions
        for _ in range(20):
            if isinstance(app.screen, CurtainScreen):
                await pilot.press("enter")
            d = match.decision
            if d.seat == BOB and d.prompt.startswith("Your actions"):
                break
            await pilot.press("1")
        text = screen_text(app)
        assert "Campaign: Bob attacked Ann, defended with Cid" in text
        assert "Battle plan: Longbows (Ann, defender)" in text
        attack = next(e.text for e in match.log if e.text.startswith("The attacker rolls "))
        faces = attack.removeprefix("The attacker rolls ").split(":")[0].split(", ")
        assert app.screen.view["battle"]["rolls"]["attacker"] == faces
        assert f"Attack: {len(faces)} dice rolled {faces[0]}," in text, "each die as rolled (Longbows took one)"
        assert "The attacker won" in text or "The defender won" in text
        await pick(app, pilot, "End your turn")
        await hand_to(app, pilot, CID)
        assert "Campaign:" not in screen_text(app), "the battle leaves the board when its turn ends"


def battle_rolled(players: int = 4):
    """A match stopped in a campaign after both rolls, with a battle plan used (random play)."""
    for seed in range(1, 60):
        m = games.get("oath").new_match(["Ann", "Bob", "Cid", "Dee"][:players], seed=seed)
        bot = RandomBot(seed)
        while m.decision is not None:
            b = m.state.battle
            if b is not None and b.rolls and b.plans:
                return m
            m.play(bot.choose(m.decision))
    raise AssertionError("no such campaign")


def test_oath_battle_on_the_board(snap_compare):
    m = battle_rolled()
    assert snap_compare(game_app(m, seat=m.decision.seat), terminal_size=SIZE)


def test_oath_game_seen_by_an_exile(snap_compare):
    m = past_setup()
    bot = RandomBot(2)
    for _ in range(60):
        m.play(bot.choose(m.decision))
    assert snap_compare(game_app(m, seat=BOB), terminal_size=SIZE)
