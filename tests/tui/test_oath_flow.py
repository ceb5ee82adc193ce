"""Oath through the app: a Citizenship offer accepted behind the curtain, then a campaign in
which a Citizen offers to defend, the Chancellor consents and plays a battle plan out of turn,
every seat's decision behind its own curtain, the battle on the board while it is fought; and
SVG snapshots of Oath's screens."""
from __future__ import annotations

import re

from rules import games
from rules.core import RandomBot
from rules.oath.state import Adviser
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


def with_provisions(m):
    """Ann's defence plan is Extra Provisions, a faceup adviser whose favor she must choose to pay:
    Longbows, used without asking by a defender (REFERENCE 11.4), leaves Plains for a discard pile."""
    s, c = m.state, m.state.c
    longbows = next(x for x in s.slots[0].cards if c.denizens[x].name == "Longbows")
    s.slots[0].cards.remove(longbows)
    s.discards["cradle"].append(longbows)
    provisions = next(x for x in s.world if x in c.denizens and c.denizens[x].name == "Extra Provisions")
    s.world.remove(provisions)
    s.players[0].advisers.append(Adviser(provisions, faceup=True))
    m.checkpoint()
    return m.clone()  # its flow starts from the position as edited


async def test_campaign_with_an_ally_and_the_defenders_battle_plan_through_the_curtain():
    match = with_provisions(past_setup())
    app = TabletopApp(lambda: GameScreen(Table(match, None)), bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await hand_to(app, pilot, ANN)
        await pick(app, pilot, "offer Citizenship to Cid")
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
        assert app.screen.view["decision"]["prompt"] == "Bob attacks Ann, targeting Plains: offer to defend beside Ann?"
        await pick(app, pilot, "Offer to defend beside Ann")
        await hand_to(app, pilot, ANN)
        await pick(app, pilot, "Accept Cid as an ally")
        await hand_to(app, pilot, BOB)
        await pick(app, pilot, "3 attack dice")

        await hand_to(app, pilot, ANN)  # the defender's battle plans, out of turn
        assert app.screen.view["decision"]["prompt"] == "Bob attacks you, targeting Plains: use a battle plan?"
        text = screen_text(app)
        assert "Campaign: Bob attacks Ann, defended with Cid" in text and "Targets: Plains (must be targeted)" in text
        assert "Attack: 4 dice (Bob's warbands 3, Plains +1)" in text, "3 chosen, 1 more for Plains"
        assert "Defense: 2 dice (Plains (targeted) 1," in text
        assert app.screen.view["battle"]["defense_from"] == [{"source": "Plains (targeted)", "dice": 1},
                                                             {"source": "the Oathkeeper title", "dice": 1}]
        await pick(app, pilot, "Extra Provisions")
        assert any(e.text == "Ann uses Extra Provisions" for e in match.log)
        defense = match.view(None)["battle"]["defense_from"]
        assert defense[-1] == {"source": "Extra Provisions", "dice": 1} and sum(x["dice"] for x in defense) == 3
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
        assert "Battle plan: Extra Provisions (Ann, defender)" in text
        attack = next(e.text for e in match.log if e.text.startswith("The attacker rolls "))
        words = attack.removeprefix("The attacker rolls ").split(":")[0]  # "2 swords, 1 hollow sword, 1 skull"
        roll = app.screen.view["battle"]["rolls"]["attacker"]
        assert roll["words"] == words and len(roll["dice"]) == 4
        assert f"rolled {' '.join(roll['dice'])}: {words}" in text, "each die as symbols, then the roll in words"
        outcome = next(e.text for e in match.log if re.match(r"Attack \d+ against defense \d+: ", e.text))
        won, lost = ("attacker", "defender") if outcome.endswith("the attacker wins") else ("defender", "attacker")
        assert f"The {won} won" in text and f"The {lost} won" not in text, outcome
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
