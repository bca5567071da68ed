"""Trample (702.19) in one place: where an attacking creature's damage may go beyond its
blockers (702.19b-e), what must be assigned lethal damage first (702.19b-c), and why the
player of an attacked planeswalker is out of reach without trample over planeswalkers
(702.19f). What an unblocked creature attacks (510.1b) is reached the same way.
"""

from __future__ import annotations

from redzone.core.model import PLANESWALKER
from redzone.rules.cr.hooks import Recipients
from redzone.rules.cr.state import State


def reach(state: State, attacker: str) -> tuple[str, ...]:
    """What `attacker`'s damage may reach beyond its blockers: what it attacks (510.1b,
    702.19b), and with trample over planeswalkers an attacked planeswalker's controller after
    it (702.19c, 702.19e); nothing once what it attacked has left combat (506.4c)."""
    target = state.attacking[attacker]
    if "trample over planeswalkers" in state.perms[attacker].flags and attacks_planeswalker(
            state, attacker):
        player = state.attacked_player[attacker]
        return (target, player) if target is not None else (player,)
    return (target,) if target is not None else ()


def prerequisites(rec: Recipients, recipient: str) -> tuple[str, tuple[str, ...]]:
    """702.19b-c: damage beyond the blockers needs lethal damage assigned to every blocker;
    with trample over planeswalkers, damage to the player also needs the planeswalker's
    loyalty assigned to it. Returns (rule, what must be assigned lethal damage first)."""
    if recipient not in rec.beyond:
        return "", ()
    if len(rec.beyond) == 2 and recipient == rec.beyond[1]:
        return "702.19c", (*rec.creatures, rec.beyond[0])
    return "702.19b", rec.creatures


def why_not(state: State, dealer: str, recipient: str, rec: Recipients) -> str:
    """The rule that keeps `dealer` from assigning damage to `recipient`: 702.19f for the
    player of a planeswalker it attacks, else the rule of its recipients."""
    if (dealer in state.attacking and recipient == state.attacked_player.get(dealer)
            and attacks_planeswalker(state, dealer)):
        return "702.19f"
    return rec.rule


def attacks_planeswalker(state: State, attacker: str) -> bool:
    perm = state.board.get(state.combat.attacks[attacker])
    return perm is not None and PLANESWALKER in perm.types
