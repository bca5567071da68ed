"""Declaring attackers (508.1) and blockers (509.1): every restriction, with its rule.

Evasion abilities live here, one small function each: they say whether a creature may block
an attacker, and the rule that forbids it when it may not.
"""

from __future__ import annotations

from collections.abc import Callable

from .errors import Violation
from .model import BATTLE, CREATURE, LAND, PLANESWALKER, Board, Combat, Permanent
from .protection import has_quality


def violations(board: Board, combat: Combat) -> list[Violation]:
    """Everything illegal about the declared attacks and blocks."""
    found = attack_violations(board, combat)
    found += band_violations(board, combat)
    found += block_violations(board, combat)
    return found


# --- 508.1: declare attackers -----------------------------------------------------------

def attack_violations(board: Board, combat: Combat) -> list[Violation]:
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
    if perm.has("defender"):
        why.append(("702.3b", "has defender"))
    if perm.has("can't attack"):
        why.append(("508.1c", "can't attack"))
    return why


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


# --- 702.22c-d: attacking bands -----------------------------------------------------------

def band_violations(board: Board, combat: Combat) -> list[Violation]:
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


# --- 509.1: declare blockers ------------------------------------------------------------

def block_violations(board: Board, combat: Combat) -> list[Violation]:
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
        if attacker is not None and attacker.has("menace") and len(blockers) < 2:  # 702.111b
            found.append(Violation("702.111b", aid,
                                   "has menace and can't be blocked except by two or more "
                                   "creatures"))
    return found


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
    limit = perm.can_block
    if limit is not None and count > limit:
        why.append(("509.1a", f"blocks {count} creatures but can block only {limit}"))
    return why


# --- evasion: can this creature block that attacker? ------------------------------------

Restriction = Callable[[Board, Permanent, Permanent], "tuple[str, str] | None"]


def _flying(board: Board, a: Permanent, b: Permanent) -> tuple[str, str] | None:
    if a.has("flying") and not (b.has("flying") or b.has("reach")):
        return "702.9b", "it has flying and the blocker has neither flying nor reach"
    return None


def _shadow(board: Board, a: Permanent, b: Permanent) -> tuple[str, str] | None:
    if a.has("shadow") and not b.has("shadow"):
        return "702.28b", "it has shadow and the blocker doesn't"
    if b.has("shadow") and not a.has("shadow"):
        return "702.28b", "a creature with shadow can block only creatures with shadow"
    return None


def _horsemanship(board: Board, a: Permanent, b: Permanent) -> tuple[str, str] | None:
    if a.has("horsemanship") and not b.has("horsemanship"):
        return "702.31b", "it has horsemanship and the blocker doesn't"
    return None


def _fear(board: Board, a: Permanent, b: Permanent) -> tuple[str, str] | None:
    if a.has("fear") and "artifact" not in b.types and "black" not in b.colors:
        return "702.36b", "it has fear and the blocker is neither an artifact nor black"
    return None


def _intimidate(board: Board, a: Permanent, b: Permanent) -> tuple[str, str] | None:
    if a.has("intimidate") and "artifact" not in b.types and not (a.colors & b.colors):
        return "702.13b", "it has intimidate and the blocker is no artifact and shares no color"
    return None


def _skulk(board: Board, a: Permanent, b: Permanent) -> tuple[str, str] | None:
    if a.has("skulk") and b.current_power > a.current_power:
        return "702.118b", "it has skulk and the blocker has greater power"
    return None


def _unblockable(board: Board, a: Permanent, b: Permanent) -> tuple[str, str] | None:
    if a.has("can't be blocked"):
        return "509.1b", "it can't be blocked"
    return None


def _protection(board: Board, a: Permanent, b: Permanent) -> tuple[str, str] | None:
    for quality in sorted(a.keywords.protection):
        if has_quality(b, quality):
            return "702.16f", f"it has protection from {quality}"
    return None


def _landwalk(board: Board, a: Permanent, b: Permanent) -> tuple[str, str] | None:
    for kind in sorted(a.keywords.landwalk):
        for land in board.permanents:
            if land.controller == b.controller and LAND in land.types and _is_land(land, kind):
                return "702.14c", f"it has {kind}walk and {b.controller} controls {land.label}"
    return None


def _is_land(land: Permanent, kind: str) -> bool:
    """Does `land` have every type a landwalk names ('snow swamp', 'nonbasic land')?"""
    subtypes = {s.lower() for s in land.subtypes}
    for word in kind.split():
        if word.startswith("non"):
            if word[3:] in land.types or word[3:] in subtypes:
                return False
        elif word not in land.types and word not in subtypes:
            return False
    return True


RESTRICTIONS: tuple[Restriction, ...] = (
    _unblockable, _flying, _shadow, _horsemanship, _fear, _intimidate, _skulk, _protection,
    _landwalk,
)


# Abilities any of RESTRICTIONS looks at: without them, nothing restricts the block.
_EVASIVE = frozenset({"can't be blocked", "flying", "shadow", "horsemanship", "fear",
                      "intimidate", "skulk"})


def evasion(board: Board, attacker: Permanent, blocker: Permanent) -> list[tuple[str, str]]:
    """Every restriction that keeps `blocker` from blocking `attacker` (509.1b), as
    (rule, reason). Evasion abilities are cumulative."""
    kw = attacker.keywords
    if not (kw.flags & _EVASIVE or kw.protection or kw.landwalk or blocker.has("shadow")):
        return []
    return [why for restriction in RESTRICTIONS
            if (why := restriction(board, attacker, blocker)) is not None]
