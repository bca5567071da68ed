"""mtgpq: the automatic combat of Magic: The Gathering Puzzle Quest: the rule set
(ruleset.py), the slots and who attacks and blocks (slots.py), one attacker's fight (fight.py).

Implements only the thin interface of rules.base; works on the working state of rules.cr
(state.py). May import redzone.core, rules.base and rules.cr.
"""
