"""Imperium: Classics & Legends: nations growing from Barbarians into Empires, deck by deck.

Layers, from the bottom up; a module imports only from its own layer and those below:
- words: how every step, special, passive and points rule of a card reads, and the nouns they use
- content: the cards and nations, read from data/ and checked (the verbs a step may use have words)
- state, setup: the table as it stands, and as the rulebook sets it up
- cards, choices: each card as a player reads it, and what a seat may see; how a decision is put
- effects: the effects primitives, and an ability resolved step by step through the verbs' records
- market, specials_legends, specials, scoring: the market and shared piles; one-of-a-kind effects; the count
- verbs: one record per verb: what a step of it does, what paying it in a cost needs
- flow, view: the rounds and turns, one decision at a time; what each seat may see of the match
- redeal, estimate: a turn start dealt again for one seat: all it could not see, at random (Match.determinized);
  how well a seat stands, for the bots that look ahead, and its chance to win, for the search bot
- engine: the kernel's Engine: setup, view, result, invariants, redeal
"""
