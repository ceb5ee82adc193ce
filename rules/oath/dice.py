"""The dice of a campaign (Law 5.5.4, 5.5.5): what a roll of defense or attack dice counts, and
how a roll reads ("2 swords, 1 hollow sword, 1 skull", each die as symbols)."""
from __future__ import annotations

from rules.core.words import count

# each symbol a face can show: its sign (in the common monospace fonts), and its name and plural
SYMBOLS = {"swords": ("⚔", "sword", "swords"), "hollow_swords": ("†", "hollow sword", "hollow swords"),
           "skulls": ("☠", "skull", "skulls"), "shields": ("◈", "shield", "shields"), "doubles": ("×2", "double", "doubles")}
BLANK = "·"


def defense_total(faces) -> int:
    """Shields, doubled once for each ×2 face rolled: ×4, ×8, ..."""
    return sum(face.shields for face in faces) * 2 ** sum(face.doubles for face in faces)


def attack_total(faces) -> int:
    """Swords, and half the hollow swords rounded down: two hollow swords make one sword."""
    return sum(face.swords for face in faces) + sum(face.hollow_swords for face in faces) // 2


def skulls(faces) -> int:
    return sum(face.skulls for face in faces)


def signs(face) -> str:
    """A die as it lies: "⚔⚔☠", "◈", "·" for a blank."""
    return "".join(sign * getattr(face, key) for key, (sign, _, _) in SYMBOLS.items()) or BLANK


def tally(faces) -> str:
    """What a roll shows, symbol by symbol: "2 swords, 1 hollow sword, 1 skull", "1 shield, 2 blanks"."""
    parts = [count(n, noun, plural) for key, (_, noun, plural) in SYMBOLS.items()
             if (n := sum(getattr(face, key) for face in faces))]
    blanks = sum(signs(face) == BLANK for face in faces)
    parts += [count(blanks, "blank")] if blanks else []
    return ", ".join(parts) or "no dice"
