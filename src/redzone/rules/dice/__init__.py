"""dice: "Magic Combat with Dice", the d20 variant: the rule set (ruleset.py), its attacks and
counter strikes as actions on a flat state (combat.py), and the Attack Table (table.py).

Implements only the thin interface of rules.base. A normal game of Magic but for the rolls, so
it judges declarations as the Comprehensive Rules do (rules.cr). May import redzone.core,
rules.base and rules.cr.
"""
