"""The Comprehensive Rules' combat, shared by its editions: cr-current (current.py), cr-m10
(m10.py) and cr-6e (sixth.py), each a rule set of `rules.base`.

From the bottom up: the working state of one combat (state.py); what the procedure asks of an
edition and of the players (hooks.py); players' life, teams and leaving the game
(players.py, 119, 614.1a, 800, 810); keyword abilities that reach into several steps
(keywords/); declarations (declare.py, 508.1, 509.1); damage assignment (assign.py, 510.1);
dealing damage (damage.py, 510.2, 120.3, 615); state-based actions (sba.py, 704); the steps
themselves (procedure.py, 506-511); the editions on top.

May import redzone.core and rules.base; nothing above the rule sets.
"""
