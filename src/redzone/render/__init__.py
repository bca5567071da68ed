"""Rendering: results for people, kept apart from the rules. Events in words (sentences.py);
the verdict said first (verdict.py); each rule set's terminal account (text.py for the
Comprehensive Rules; accounts/ picks it by rule set and holds dice's and mtgpq's); odds,
comparisons, the solver's answers and assignment lists; the board as SVG (svg.py); a result
that explains and draws itself (outcome.py); a one-line summary of each rule cited
(rulebook.py). Rendering reads values and decides nothing.

May import every layer below the faces: core, rules, scenario, analysis, bulk.
"""
