"""A War of Whispers: five empires, four secret societies, one war of whispers.

Layers, from the bottom up; a module imports only from its own layer and those below:
- content: the empires, map, council positions and cards, loaded from data/
- state: the table as it stands, and what controls what
- cards: each component's id and words, and what a seat may see
- flow: the rounds and phases, one decision at a time
- redeal: a turn start dealt again for one seat, as far as it could not see (determinization)
- engine: the kernel's Engine: setup, view, score, invariants
"""
