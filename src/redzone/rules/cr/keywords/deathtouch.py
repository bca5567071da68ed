"""Deathtouch (702.2) in one place: any nonzero damage a source with deathtouch assigns to a
creature counts as lethal damage (702.2c; not under cr-6e, whose lethal damage counts
toughness only, 502.9d), and a creature dealt damage by it is marked so that the next check
of state-based actions destroys it (702.2b; the check is 704.5h in sba.py). cr-6e's triggered
deathtouch (502.63a) is in sixth.py.
"""

from __future__ import annotations

from redzone.rules.cr.hooks import Lethal
from redzone.rules.cr.state import Live

DEATHTOUCH = "deathtouch"


def lethal_assignment(rules: Lethal, flags: frozenset[str]) -> bool:
    """702.2c: is any nonzero damage a source with these keywords assigns to a creature
    lethal damage?"""
    return rules.deathtouch_is_lethal and DEATHTOUCH in flags


def mark(source: Live, creature: Live) -> None:
    """702.2b: a creature dealt damage by a source with deathtouch since state-based actions
    were last checked will be destroyed by them (704.5h)."""
    if DEATHTOUCH in source.flags:
        creature.deathtouched = True
