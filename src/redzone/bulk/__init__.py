"""Boards in bulk: random legal boards from a seed (generate.py), the vectorised resolver for
common boards (vector.py), and many boards at once on processes or Ray (batch.py).

May import redzone.core, redzone.rules, redzone.scenario and redzone.analysis; nothing above
them.
"""
