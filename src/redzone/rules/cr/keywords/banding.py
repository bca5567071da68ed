"""Banding (702.22) in one place: attacking bands (702.22c-d), blocking a band (702.22h), and
who assigns the combat damage of the creatures that fight a creature with banding (702.22j-k).
"""

from __future__ import annotations

from redzone.core.errors import Violation
from redzone.core.model import Board, Combat
from redzone.core.result import Event, EventType
from redzone.rules.cr.hooks import Recipients
from redzone.rules.cr.state import State


def band_violations(board: Board, combat: Combat) -> list[Violation]:
    """702.22c-d: a band is attacking creatures, at most one without banding, attacking the
    same player, planeswalker or battle; no creature is in two bands."""
    found: list[Violation] = []
    seen: set[str] = set()
    for band in combat.bands:
        name = "+".join(band)
        for member in band:
            if member not in combat.attacks:
                found.append(Violation("702.22c", name, f"{member} is not attacking"))
            if member in seen:
                found.append(Violation("702.22c", name, f"{member} is in two bands"))
            seen.add(member)
        members = [board.permanent(m) for m in band if m in combat.attacks]
        if sum(not m.has("banding") for m in members) > 1:
            found.append(Violation("702.22c", name,
                                   "a band holds at most one creature without banding"))
        if len({combat.attacks[m.id] for m in members}) > 1:
            found.append(Violation("702.22d", name,
                                   "all creatures in a band must attack the same target"))
    return found


def block_bands(state: State) -> list[tuple[str, str]]:
    """702.22h: a creature blocking one member of an attacking band blocks them all, and if
    one member is blocked, the whole band is. Returns the (blocker, attacker) pairs this adds."""
    added: list[tuple[str, str]] = []
    for band in state.combat.bands:
        for blocker in [b for a in band for b in state.blockers[a]]:
            for attacker in band:
                if blocker not in state.blockers[attacker]:
                    state.blockers[attacker].append(blocker)
                    state.blocking[blocker].append(attacker)
                    added.append((blocker, attacker))
        if any(a in state.blocked for a in band):
            state.blocked.update(band)
    return added


def assigning_player(state: State, dealer: str) -> str:
    """Who assigns `dealer`'s combat damage: its controller, except that the defending player
    assigns an attacker's blocked by a creature with banding (702.22j) and the active player
    a blocker's blocking a creature with banding (702.22k)."""
    perms = state.perms
    if not state.banding:
        return perms[dealer].controller
    if dealer in state.attacking:
        if any("banding" in perms[b].flags for b in state.blockers.get(dealer, ())):
            return state.attacked_player[dealer]
    elif any("banding" in perms[a].flags for a in state.blocking.get(dealer, ())):
        return state.board.active
    return perms[dealer].controller


def divided_freely(state: State, dealer: str) -> Recipients | None:
    """702.22j-k: when the other player assigns `dealer`'s combat damage, they divide it among
    the creatures it fights as they choose, none of them first; None when its controller
    assigns it."""
    if assigning_player(state, dealer) == state.perms[dealer].controller:
        return None
    if dealer in state.blocking:
        return Recipients(tuple(state.blocking[dealer]), (), "702.22k", True)
    return Recipients(tuple(state.blockers[dealer]), (), "702.22j", True)


def announce(state: State, dealers: list[str]) -> list[Event]:
    """Who assigns the combat damage of those of `dealers` the other player assigns."""
    events: list[Event] = []
    for d in dealers:
        rec = divided_freely(state, d)
        if rec is not None:
            events.append(Event(EventType.ASSIGNS_FOR, rec.rule, source=d,
                                player=assigning_player(state, d)))
    return events
