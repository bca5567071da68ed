"""Declaring attackers (508.1) and blockers (509.1): every restriction, with its rule.

Evasion, one small function per ability, is in keywords/evasion.py; attacking bands in
keywords/banding.py.
"""

from __future__ import annotations

from collections.abc import Mapping

from redzone.core.errors import Violation
from redzone.core.keywords import DESPITE_DEFENDER, MIN_BLOCKERS, NUMBER_WORDS
from redzone.core.model import (
    BATTLE,
    CREATURE,
    EMPTY,
    LAND,
    PLANESWALKER,
    Board,
    Combat,
    Permanent,
)

from .keywords import requirements
from .keywords.banding import band_violations
from .keywords.evasion import evasion

AT_MOST_ONE = "can't be blocked by more than one creature"
ATTACK_ALONE = "can't attack alone"
BLOCK_ALONE = "can't block alone"


def violations(board: Board, combat: Combat) -> list[Violation]:
    """Everything illegal about the declared attacks and blocks."""
    return [*attack_violations(board, combat), *block_violations(board, combat)]


# --- 508.1: declare attackers -----------------------------------------------------------

def attack_violations(board: Board, combat: Combat) -> list[Violation]:
    """508.1a-d and the attacking bands (508.1e)."""
    found: list[Violation] = []
    for aid, target in combat.attacks.items():
        perm = board.get(aid)
        if perm is None:
            found.append(Violation("508.1a", aid, "no such permanent"))
            continue
        for rule, message in cannot_attack(board, perm):
            found.append(Violation(rule, aid, message))
        problem = _cannot_be_attacked(board, target)
        if problem:
            found.append(Violation(problem[0], aid, problem[1]))
        elif perm.keywords.attack_unless and not _controls_land(
                board, board.defender_of(target), perm.keywords.attack_unless):
            found.append(Violation("508.1c", aid, (
                f"can't attack unless defending player controls "
                f"{' or '.join(sorted(perm.keywords.attack_unless))}")))
    if len(combat.attacks) == 1:  # 506.5: it would attack alone
        (aid,) = combat.attacks
        perm = board.get(aid)
        if perm is not None and perm.has(ATTACK_ALONE):
            found.append(Violation("508.1c", aid, ATTACK_ALONE))
    found += band_violations(board, combat)
    found += requirements.attack_requirements(
        board, combat, lambda pid: not cannot_attack(board, board.permanent(pid)))
    return found


def cannot_attack(board: Board, perm: Permanent) -> list[tuple[str, str]]:
    """Why `perm` can't be declared as an attacker (508.1a, 508.1c, 302.6, 702.3b)."""
    why: list[tuple[str, str]] = []
    if CREATURE not in perm.types:
        why.append(("506.3", "only a creature can attack"))
    if not board.allied(perm.controller, board.active):  # 810.7a: or the active team
        why.append(("508.1a", f"is controlled by {perm.controller}, not the active player"))
    if BATTLE in perm.types:
        why.append(("508.1a", "a battle can't attack"))
    if perm.tapped:
        why.append(("508.1a", "is tapped"))
    if perm.summoning_sick and not perm.has("haste"):
        why.append(("302.6", "hasn't been controlled continuously since the turn began "
                             "(summoning sickness) and has no haste"))
    if perm.has("defender") and not perm.has(DESPITE_DEFENDER):
        why.append(("702.3b", "has defender"))
    if perm.has("can't attack"):
        why.append(("508.1c", "can't attack"))
    return why


def _controls_land(board: Board, player: str, kinds: frozenset[str]) -> bool:
    """Does `player` control a land of one of these land types (205.3i)?"""
    return any(p.controller == player and LAND in p.types
               and kinds & {s.lower() for s in p.subtypes} for p in board.permanents)


def _cannot_be_attacked(board: Board, target: str) -> tuple[str, str] | None:
    """506.2, 506.3, 310.9b: an opponent, their planeswalker, or a battle they protect."""
    if board.is_player(target):
        if board.allied(target, board.active):  # 810.7: in Two-Headed Giant, the other team
            return "506.2", f"attacks {target}, the attacking player; only opponents can be "\
                            "attacked"
        return None
    perm = board.get(target)
    if perm is None:
        return "506.3", f"attacks {target}, which is no player or permanent"
    if BATTLE in perm.types:
        if board.allied(perm.protector or perm.controller, board.active):
            return "310.9b", f"attacks {target}, a battle its own controller protects"
        return None
    if PLANESWALKER in perm.types:
        if board.allied(perm.controller, board.active):
            return "506.2", f"attacks {target}, a planeswalker its own controller controls"
        return None
    return "506.3", f"attacks {target}: only a player, a planeswalker or a battle can be attacked"


# --- 509.1: declare blockers ------------------------------------------------------------

def block_violations(board: Board, combat: Combat,
                     provoked: Mapping[str, str] = EMPTY) -> list[Violation]:
    """509.1a-c: each block, then the number of blockers of each attacker, then the
    requirements (`provoked`: creature -> the attacker provoke makes it block if able)."""
    found: list[Violation] = []
    blocked_by: dict[str, list[str]] = {}
    for bid, attackers in combat.blocks.items():
        blocker = board.get(bid)
        if blocker is None:
            found.append(Violation("509.1a", bid, "no such permanent"))
            continue
        for rule, message in cannot_block(board, blocker, len(attackers)):
            found.append(Violation(rule, bid, message))
        for aid in attackers:
            blocked_by.setdefault(aid, []).append(bid)
            attacker = board.get(aid)
            if attacker is None or aid not in combat.attacks:
                found.append(Violation("509.1a", bid, f"blocks {aid}, which is not attacking"))
                continue
            defender = board.defender_of(combat.attacks[aid])
            if not board.allied(defender, blocker.controller):  # 802.4a-b; 810.7c: either head
                found.append(Violation("509.1a", bid, (
                    f"blocks {aid}, which attacks {defender}, not {blocker.controller} or "
                    "their planeswalkers or battles")))
                continue
            for rule, message in evasion(board, attacker, blocker):
                found.append(Violation(rule, bid, f"can't block {aid}: {message}"))
    for aid, blockers in blocked_by.items():
        attacker = board.get(aid)
        if attacker is None:
            continue
        if attacker.has("menace") and len(blockers) < 2:  # 702.111b
            found.append(Violation("702.111b", aid,
                                   "has menace and can't be blocked except by two or more "
                                   "creatures"))
        elif (need := requirements.needed_blockers(attacker)) > len(blockers):  # 509.1b
            found.append(Violation("509.1b", aid, (
                MIN_BLOCKERS.format(_number(need)) + f"; {len(blockers)} block it")))
        if attacker.has(AT_MOST_ONE) and len(blockers) > 1:
            found.append(Violation("509.1b", aid, AT_MOST_ONE))
    if len(combat.blocks) == 1:  # 506.5: it would block alone
        (bid,) = combat.blocks
        blocker = board.get(bid)
        if blocker is not None and blocker.has(BLOCK_ALONE):
            found.append(Violation("509.1b", bid, BLOCK_ALONE))
    if not any(v.rule == "509.1a" for v in found):  # 509.1c's example names both kinds
        found += _requirements(board, combat, provoked)
    return found


def _number(n: int) -> str:
    return NUMBER_WORDS[n] if n < len(NUMBER_WORDS) else str(n)


def _requirements(board: Board, combat: Combat,
                  provoked: Mapping[str, str]) -> list[Violation]:
    """509.1c: as many requirements obeyed as any declaration that breaks no restriction."""
    if not requirements.may_require(board, provoked):
        return []
    defenders = [p.id for p in board.permanents
                 if any(board.allied(p.controller, board.defender_of(t))
                        for t in combat.attacks.values())
                 and not cannot_block(board, p, 1)]

    def can(blocker: str, attacker: str) -> bool:
        perm, att = board.permanent(blocker), board.permanent(attacker)
        return (board.allied(perm.controller, board.defender_of(combat.attacks[attacker]))
                and not evasion(board, att, perm))

    wanted = requirements.block_requirements(board, combat, defenders, provoked, can)
    if not wanted:
        return []
    kept = requirements.obeyed(wanted, combat)
    most = requirements.most_obeyed(board, combat, defenders, wanted, can)
    if sum(kept) >= most:
        return []
    return [Violation("509.1c", r.creature, (
        f"{r.why}; a declaration could obey {most} requirement(s), this one obeys "
        f"{sum(kept)}")) for r, ok in zip(wanted, kept, strict=True) if not ok]


def cannot_block(board: Board, perm: Permanent, count: int) -> list[tuple[str, str]]:
    """Why `perm` can't block `count` attackers, whatever they are (509.1a-b)."""
    why: list[tuple[str, str]] = []
    if CREATURE not in perm.types:
        why.append(("506.3", "only a creature can block"))
    if board.allied(perm.controller, board.active):
        why.append(("509.1a", "the attacking player's creatures can't block"))
    if BATTLE in perm.types:
        why.append(("509.1a", "a battle can't block"))
    if perm.tapped:
        why.append(("509.1a", "is tapped"))
    if perm.has("can't block"):
        why.append(("509.1b", "can't block"))
    if perm.has("unleash") and perm.counters.get("+1/+1", 0) > 0:
        why.append(("702.98a", "has unleash and a +1/+1 counter: it can't block"))
    limit = perm.can_block
    if limit is not None and count > limit:
        why.append(("509.1a", f"blocks {count} creatures but can block only {limit}"))
    return why


