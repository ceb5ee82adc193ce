"""Oath: Chronicles of Empire and Exile.

Layers, from the bottom up; a module imports only from its own layer and those below:
- content, dice, savestring, chronicle: the box, loaded from data/ and checked; the dice; the Chronicle's save
  string; a Chronicle kept between games, as its file's text, and the world it holds
- state, rewrite, setup: the table as plain data (the map, the pieces, the boards, the campaign fought); the world
  the winner of a Chronicle's game rewrites from it (Law 8, the steps that ask nothing); setup from a world
- cards: each component's id and words, and which components an option concerns
- table: the match as every rule reads and changes it: the log's words, the plain moves, the goals and the title
- powers.base: the power framework: a power's hooks, the registry, what the powers change of ruling and access
- effects: the effect primitives the powers are built from, and the binding deals
- travel: a pawn's trips as the powers shape them
- campaign, citizenship, chronicle_steps: the campaign; Citizenship offered, taken and given up; the winner's
  Chronicle steps after a game (Law 8)
- actions: the Act phase: every major and minor action as an option, and taking it
- powers: every component's power, a module for each suit and for the relics, the Reliquary, the sites and the
  edifices
- flow: the rounds and turns, one decision at a time, with every power registered
- view: what each seat may see, the cards it may read, the campaign and the standing
- redeal: a turn start dealt again for one seat: every face it could not see, among the places it could lie
- engine: the kernel's Engine: setup, view, result, invariants, and a Chronicle's next game
- series: whole Chronicles played by bots
"""
