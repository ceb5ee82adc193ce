"""Every power of Oath's components, one module a suit of denizens (arcane.py, beast.py,
discord.py, hearth.py, nomad.py, order.py) and one each for the relics, the Reliquary's spaces and
the sites; base.py is the framework they build on (the Power class, its hooks, the registry).

Importing a module registers its powers (`@power`): the flow imports them all. This package's
own module imports none of them, so that the layers below the powers may use base.py."""
