"""Lifelink (702.15): damage dealt by a source with lifelink also makes its controller gain
that much life (702.15b), in one life gain for each source (702.15e). cr-6e's triggered
lifelink (502.68a) is in sixth.py.
"""

from __future__ import annotations

from collections.abc import Iterable

from redzone.core.result import Event, EventType
from redzone.rules.cr.players import gained
from redzone.rules.cr.state import Live, State

LIFELINK = "lifelink"


def gain(state: State, dealt: Iterable[tuple[Live, int]]) -> list[Event]:
    """Each lifelink source's controller gains the damage it dealt (`dealt`: each source with
    lifelink and the damage it dealt, all dealt at once), one event a source in order."""
    totals: dict[str, int] = {}
    for source, amount in dealt:
        totals[source.id] = totals.get(source.id, 0) + amount
    events: list[Event] = []
    for sid, total in totals.items():
        player = state.players[state.perms[sid].controller]
        amount = gained(state, player.name, total)  # (119.7, 614.1a)
        if not amount:
            continue
        player.life += amount
        player.gained_life = True  # (119.9)
        events.append(Event(EventType.LIFE_GAIN, "702.15b", source=sid, player=player.name,
                            amount=amount))
    return events
