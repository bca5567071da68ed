"""Protection (702.16): which sources a permanent is protected from; and what may be
targeted (115.4, 601.2c), which protection, shroud and hexproof limit, and ward (702.21)
taxes.

Used by blocking (702.16f: can't be blocked by creatures with the quality), by damage
(702.16e: damage from sources with the quality is prevented) and by every targeted ability
(provoke, mentor, the structured abilities).
"""

from __future__ import annotations

from redzone.core.abilities import read_cost
from redzone.core.blockers import singular
from redzone.core.keywords import COLORS
from redzone.core.model import CARD_TYPES, Permanent
from redzone.core.result import Event, EventType
from redzone.rules.cr.hooks import Chooser, Trigger
from redzone.rules.cr.state import Live, State


def has_quality(source: Permanent, quality: str) -> bool:
    """Does `source` have the protection quality (a color, type, subtype, name or player)?"""
    if quality == "everything":  # 702.16j
        return True
    colors = source.colors
    if quality in COLORS:
        return quality in colors
    if quality == "multicolored":
        return len(colors) > 1
    if quality == "monocolored":
        return len(colors) == 1
    if quality == "colorless":
        return not colors
    kind = singular(quality)
    if kind in CARD_TYPES or kind in source.types:  # 702.16a: types of permanents
        return kind in source.types
    if any(kind == sub.lower() for sub in source.subtypes):
        return True
    return quality == source.controller.lower()  # 702.16k: protection from a player


def protected_from(perm: Permanent, source: Permanent) -> str | None:
    """The quality that protects `perm` from `source`, or None."""
    if not perm.keywords.protection:
        return None
    for quality in sorted(perm.keywords.protection):
        if has_quality(source, quality):
            return quality
    return None


def targetable(state: State, target: Live, source: Live, controller: str) -> bool:
    """Can an ability of `source`, controlled by `controller`, target `target`?"""
    flags = target.flags
    if "shroud" in flags:  # 702.18a
        return False
    opponents = not state.board.allied(target.controller, controller)
    if "hexproof" in flags and opponents:
        return False  # 702.11b: an opponent's ability
    if opponents and any(has_quality(source.perm, q)
                         for q in target.perm.keywords.hexproof_from):
        return False  # 702.11d: an opponent's ability from a source with the quality
    return protected_from(target.perm, source.perm) is None  # 702.16b


def ward(state: State, trigger: Trigger, chooser: Chooser) -> tuple[list[Event], bool]:
    """702.21a: when `trigger` (an ability on its way to the stack) targets a permanent with
    ward that an opponent of its controller controls, ward triggers: "counter that ability
    unless that player pays [cost]". Each instance triggers (702.21b); each goes on the
    stack above the ability and resolves first, so here at once. The file's answer
    (`combat.ward`), else the chooser's; life is paid (119.4), mana and discarding aren't
    modelled. The events, and whether the ability is countered."""
    events: list[Event] = []
    for target in trigger.targets:
        live = state.perms.get(target)
        if live is None or not live.perm.keywords.ward or state.board.allied(
                live.controller, trigger.controller):
            continue
        for cost in live.perm.keywords.ward:
            events.append(Event(EventType.TRIGGERED, "702.21a", source=target,
                                note=f"ward {cost}", target=trigger.source))
            given = state.combat.ward.get(trigger.source)
            pays = (chooser.pays_ward(state, trigger, target, cost) if given is None
                    else given) and _payable(state, trigger.controller, cost)
            if not pays:
                events.append(Event(EventType.COUNTERED, "701.6a", source=trigger.source,
                                    permanent=target, note=cost))
                return events, True
            events += _pay(state, trigger, target, cost)
    return events, False


def _payable(state: State, player: str, cost: str) -> bool:
    return state.players[player].life >= read_cost(cost).life


def _pay(state: State, trigger: Trigger, target: str, cost: str) -> list[Event]:
    player = trigger.controller
    events = [Event(EventType.PAYS, "702.21a", source=trigger.source, permanent=target,
                    player=player, note=cost)]
    life = read_cost(cost).life
    if life:
        state.players[player].life -= life
        events.append(Event(EventType.LIFE_LOSS, "119.4", source=target, player=player,
                            amount=life))
    return events
