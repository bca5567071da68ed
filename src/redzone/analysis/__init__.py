"""Analysis: the questions asked of a scenario beyond resolving it as given, and the players'
choices. The default chooser (default.py) and the best one (best.py, with choices.py: every
legal assignment); resolve, check and odds with the chooser asked for (judge.py); the damage
assignment questions (assignments.py); the solver's objective, its fight-by-fight search and
its answers (objective.py, fights.py, solve.py); one board under every edition (compare.py).

May import redzone.core, redzone.rules and redzone.scenario; nothing above them.
"""
