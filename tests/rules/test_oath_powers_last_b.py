"""Oath: the last Beast and Nomad powers of the rest of the box (Law 7), each driven through a
real match position as in test_oath_powers_chronicle.py: a match past setup, the card brought in,
the power's piece of the flow run with scripted answers, its effect on the state checked."""
from __future__ import annotations

from rules.oath.powers.base import counted_advisers

from .oath_table import ROCKY, adviser, at_site, card, check, give_favor, majors, settle_secrets, take
from .test_oath_powers_chronicle import brought_adviser, table
from .test_oath_powers_denizens import use


# --- Beast ------------------------------------------------------------------------------------------
def test_7_4_small_friends_trades_at_a_site_holding_a_beast_card_with_the_modifiers_there():
    m, s, f = table()
    friends = brought_adviser(s, 1, "Small Friends")  # Beast, faceup: The Old Oak's condition
    oak = at_site(s, "The Old Oak", ROCKY)
    give_favor(s, 1, 1)
    elders, longbows = card("Elders"), card("Longbows")
    ids = majors(m, 1)
    assert f"trade:{elders}-secret:via-denizen-{friends}" in ids, "Rocky Coast holds a Beast card now"
    assert not any(i.startswith(f"trade:{longbows}") and "via" in i for i in ids), "the pawn's own site is plain"
    assert f"trade:{oak}-favor:via-denizen-{oak}" not in ids, "The Old Oak out of reach without Small Friends"
    take(m, 1, f"trade:{oak}-favor:via-denizen-{friends}:via-denizen-{oak}")
    assert s.players[1].secrets == 1 + 2 and s.players[1].favor == 0 and s.card_tokens(oak) == [2, 0]
    assert s.players[1].pawn != ROCKY
    check(m)


def test_7_6_4_pied_piper_counts_against_no_limit_and_is_handed_over_for_two_favor():
    m, s, f = table()
    piper = brought_adviser(s, 1, "Pied Piper")
    s.players[1].secrets = 1
    settle_secrets(s)
    for name in ("Wolves", "Scryer"):
        adviser(s, 1, name)
    for name in ("Taming Charm", "Alchemist"):
        adviser(s, 2, name)  # Cid: three advisers, a full row
    assert len(s.players[1].advisers) == 4 and len(counted_advisers(f, 1)) == 3
    give_favor(s, 2, 2)
    use(m, 1, piper, "piper:2")
    assert piper in [a.card for a in s.players[2].advisers] and len(s.players[2].advisers) == 4, "a 4th adviser (T9.2)"
    assert s.players[1].favor == 1 + 2 and s.players[2].favor == 1 and s.card_tokens(piper) == [0, 1]
    assert len(counted_advisers(f, 2)) == 3
    check(m)
