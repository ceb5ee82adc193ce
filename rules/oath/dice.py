"""The dice of a campaign (Law 5.5.4, 5.5.5): what a roll of defense or attack dice counts."""
from __future__ import annotations


def defense_total(faces) -> int:
    """Shields, doubled once for each ×2 face rolled: ×4, ×8, ..."""
    return sum(face.shields for face in faces) * 2 ** sum(face.doubles for face in faces)


def attack_total(faces) -> int:
    """Swords, and half the hollow swords rounded down: two hollow swords make one sword."""
    return sum(face.swords for face in faces) + sum(face.hollow_swords for face in faces) // 2


def skulls(faces) -> int:
    return sum(face.skulls for face in faces)
