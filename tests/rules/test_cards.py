"""Cards on the table (ARCHITECTURE, "Cards on the table"), for every game: at every decision of
seeded random matches, the components an option concerns are in the deciding seat's view with
their full text, an option that names a component the seat can see lists it, and a long
decision folds into groups so that every option is two number keys away. The catalogue lists the
box, each component with its text."""
from __future__ import annotations

import random
import re

import pytest

from rules import games
from tabletop_tui.menu import fits, menu

NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]

# (game, players, seeds, options)
MATCHES = [
    ("whispers", 2, 2, {}), ("whispers", 4, 2, {"advanced": True}),
    ("viscounts", 1, 2, {"ai": "noble"}), ("viscounts", 3, 2, {}),
    ("oath", 2, 2, {}), ("oath", 4, 2, {}), ("oath", 6, 1, {}),
    ("imperium", 2, 2, {}), ("imperium", 4, 2, {"commons": "legends"}),
]

# names of components that are also plain words of the labels (the verb "Keep", say)
PLAIN_WORDS = {
    "oath": {"Keep"},
}

FIELDS = ("name", "kind", "text", "where")


def check_card(game: str, cid: str, card: dict) -> None:
    for field in FIELDS:
        assert isinstance(card.get(field), str) and card[field].strip(), f"{game} {cid}: no {field}"
    assert "…" not in card["text"] and not card["text"].endswith("..."), f"{game} {cid}: text cut"


def whole_word(name: str) -> str:
    return rf"(?<![\w']){re.escape(name)}(?![\w'])"


def named(label: str, name: str) -> bool:
    return re.search(whole_word(name), label) is not None


@pytest.mark.parametrize("game,players,seeds,options", MATCHES,
                         ids=[f"{g}-{n}" for g, n, _, _ in MATCHES])
def test_every_option_names_its_cards_and_they_are_readable(game, players, seeds, options):
    spec = games.get(game)
    plain = PLAIN_WORDS.get(game, set())
    for seed in range(1, seeds + 1):
        m = spec.new_match(players=NAMES[:players], seed=seed, options=dict(options))
        pick = random.Random(seed)
        while m.decision is not None:
            d = m.decision
            view = m.view(d.seat)
            cards = view["cards"]
            for cid, card in cards.items():
                check_card(game, cid, card)
            by_name: dict[str, set[str]] = {}
            for cid, card in cards.items():
                by_name.setdefault(card["name"], set()).add(cid)
            for o in view["decision"]["options"]:
                for cid in o["cards"]:
                    assert cid in cards, f"{game} seed {seed}: {o['label']!r} names {cid!r}, not in the view"
                label = o["label"]
                for name in sorted(by_name, key=len, reverse=True):  # "Mountain of Atlantis" before "Mountain"
                    if name not in plain and named(label, name):
                        assert by_name[name] & set(o["cards"]), (f"{game} seed {seed}: {o['label']!r} names "
                                                                 f"{name} but lists {o['cards']}")
                        label = re.sub(whole_word(name), "#", label)
            assert fits(menu(view["decision"]["options"])), (
                f"{game} seed {seed}: {d.prompt!r} is more than two keys deep: "
                f"{[o['label'] for o in view['decision']['options']]}")
            m.play(pick.choice(d.options).id)


@pytest.mark.parametrize("game", ["whispers", "viscounts", "oath", "imperium"])
def test_the_catalogue_holds_every_component_with_its_text(game):
    entries = games.get(game).catalogue()
    assert entries
    ids = [e["id"] for e in entries]
    assert len(set(ids)) == len(ids), f"{game}: catalogue ids repeat"
    for e in entries:
        check_card(game, e["id"], e)
