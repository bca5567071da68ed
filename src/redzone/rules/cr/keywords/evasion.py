"""Evasion (509.1b): the restrictions that keep a creature from blocking an attacker, one
small function per ability, gathered in a table. Each returns (rule, reason) when it forbids
the block. Menace, a restriction on the number of blockers (702.111b), is checked with the
whole declaration (declare.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from redzone.core.blockers import Description, singular
from redzone.core.keywords import CANT_BLOCK, NOT_BLOCKED_BY, NOT_STRONGER, NOT_WEAKER
from redzone.core.model import LAND, Board, Permanent

from .protection import has_quality

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


def _not_weaker(board: Board, a: Permanent, b: Permanent) -> tuple[str, str] | None:
    """"Creatures with power less than this creature's power can't block it." (509.1b)"""
    if a.has(NOT_WEAKER) and b.current_power < a.current_power:
        return "509.1b", "creatures with power less than its power can't block it"
    return None


def _not_stronger(board: Board, a: Permanent, b: Permanent) -> tuple[str, str] | None:
    """"Can't be blocked by creatures with greater power." (509.1b; skulk's words, 702.118b)"""
    if a.has(NOT_STRONGER) and b.current_power > a.current_power:
        return "509.1b", "creatures with greater power can't block it"
    return None


def _barred(board: Board, a: Permanent, b: Permanent) -> tuple[str, str] | None:
    """An effect's "target creature can't block this creature this turn" (509.1b)."""
    if a.id in b.cant_block:
        return "509.1b", f"an effect says it can't block {a.id} this turn"
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


def _power_limit(board: Board, a: Permanent, b: Permanent) -> tuple[str, str] | None:
    limit = a.keywords.power_limit
    if limit is not None and b.current_power <= limit:
        return "509.1b", f"it can't be blocked by creatures with power {limit} or less"
    return None


def _only_fliers(board: Board, a: Permanent, b: Permanent) -> tuple[str, str] | None:
    if b.has(ONLY_FLIERS) and not a.has("flying"):
        return "509.1b", "the blocker can block only creatures with flying"
    return None


ONLY_FLIERS = "can block only creatures with flying"


def _described(board: Board, a: Permanent, b: Permanent) -> tuple[str, str] | None:
    """Restrictions that name creatures: "can't be blocked by Walls", "can't be blocked
    except by creatures with flying", "can't block creatures with power 3 or greater"."""
    for kind, words, alternatives in a.keywords.described:
        if kind == CANT_BLOCK:
            continue
        fits = any(is_described(d, b) for d in alternatives)
        if fits == (kind == NOT_BLOCKED_BY):
            return "509.1b", f"it {kind} {words}"
    for kind, words, alternatives in b.keywords.described:
        if kind == CANT_BLOCK and any(is_described(d, a) for d in alternatives):
            return "509.1b", f"the blocker can't block {words}"
    return None


def is_described(d: Description, p: Permanent) -> bool:
    """Is `p` one of the creatures `d` describes? (A changeling is every creature type,
    702.73a.)"""
    subtypes = {s.lower() for s in p.subtypes}
    every = p.has("changeling")
    if d.plural is not None:
        return every or d.plural in subtypes or singular(d.plural) in subtypes
    return ((not d.colors or bool(d.colors & p.colors)) and not d.not_colors & p.colors
            and d.types <= p.types
            and (not d.subtypes or every or bool(d.subtypes & subtypes))
            and not (d.not_subtypes and (every or d.not_subtypes & subtypes))
            and (not d.keywords or any(p.has(k) for k in d.keywords))
            and (d.power_at_least is None or p.current_power >= d.power_at_least)
            and (d.power_at_most is None or p.current_power <= d.power_at_most))

RESTRICTIONS: tuple[Restriction, ...] = (
    _unblockable, _flying, _shadow, _horsemanship, _fear, _intimidate, _skulk, _protection,
    _landwalk, _power_limit, _only_fliers, _not_weaker, _not_stronger, _described, _barred,
)


# Abilities any of RESTRICTIONS looks at: without them, nothing restricts the block.
_EVASIVE = frozenset({"can't be blocked", "flying", "shadow", "horsemanship", "fear",
                      "intimidate", "skulk", NOT_WEAKER, NOT_STRONGER})


# What any of RESTRICTIONS looks at besides these abilities: blocking (reach), types,
# subtypes (every one, with changeling), colors, power, the controller (and the lands it
# controls) and protection.
_LOOKED_AT = _EVASIVE | {"reach", ONLY_FLIERS, "changeling"}


def profile(perm: Permanent) -> tuple[Any, ...]:
    """All that RESTRICTIONS look at in a creature, attacking or blocking: creatures with
    the same profile are restricted alike on one board (but for an attacker named by a
    blocker's `cant_block`: see `barring`)."""
    kw = perm.keywords
    return (kw.flags & _LOOKED_AT, kw.protection, kw.landwalk, kw.power_limit, kw.described,
            perm.types, perm.subtypes, perm.colors, perm.current_power, perm.controller,
            perm.cant_block)


def barring(board: Board) -> bool:
    """Does an effect keep some creature from blocking a given attacker (509.1b)? Then each
    attacker's name matters, beside its profile."""
    return any(p.cant_block for p in board.permanents)


def evasive(attacker: Permanent) -> bool:
    """May a restriction keep some creature without shadow from blocking `attacker`?"""
    kw = attacker.keywords
    return bool(kw.flags & _EVASIVE or kw.protection or kw.landwalk
                or kw.power_limit is not None
                or any(kind != CANT_BLOCK for kind, _, _ in kw.described))


def choosy(blocker: Permanent) -> bool:
    """May a restriction keep `blocker` from blocking some attacker without evasion?"""
    return blocker.has("shadow") or blocker.has(ONLY_FLIERS) or bool(blocker.cant_block) or any(
        kind == CANT_BLOCK for kind, _, _ in blocker.keywords.described)


def evasion(board: Board, attacker: Permanent, blocker: Permanent) -> list[tuple[str, str]]:
    """Every restriction that keeps `blocker` from blocking `attacker` (509.1b), as
    (rule, reason). Evasion abilities are cumulative."""
    if not (evasive(attacker) or choosy(blocker)):
        return []
    return [why for restriction in RESTRICTIONS
            if (why := restriction(board, attacker, blocker)) is not None]
