"""Core values: the board, the combat declared on it, what combat did, outcome distributions,
the keyword vocabulary and the errors redzone reports.

Immutable values and the vocabulary of the rest of redzone. May import nothing of redzone
outside this package.
"""
