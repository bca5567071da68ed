"""Rendering: results for people, kept apart from the rules. Events in words (sentences.py);
each rule set's terminal account (text.py for the Comprehensive Rules, dice.py, mtgpq.py),
picked by a table (account.py); odds, comparisons, the solver's answers and assignment lists;
the board as SVG (svg.py). Rendering reads values and decides nothing.

May import every layer below the faces: core, rules, scenario, analysis, bulk.
"""
