"""Viscounts of the West Kingdom, with its solo AI.

Layers, from the bottom up; a module imports only from its own layer and those below:
- townsfolk: the townsfolk cards and the effect steps they print, loaded from data/
- components: the boards, castle, buildings, manuscripts, kingdom cards and solo AI cards, from data/
- state: the table as it stands
- redeal: a turn start's table dealt again for one seat, all it could not see shuffled among the
  places it could lie (Match.determinized)
- cards: each component's id and words, the catalogue, and what a seat may see
- effects: the effect steps and the small rules every effect leans on (virtue, debts, drawing)
- scoring: the score at the end or as it stands
- solo: the solo AI, built on the effects: its answers to them and its turns
- flow: setup and the turns of six phases, built on the solo AI
- estimate: what the greedy bot plays by, reading the flow's costs of actions
- engine: the kernel's Engine: setup, view, result, invariants
"""
