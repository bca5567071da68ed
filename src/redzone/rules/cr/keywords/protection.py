"""Protection (702.16): which sources a permanent is protected from; and what may be
targeted (115.4, 601.2c), which protection, shroud and hexproof limit.

Used by blocking (702.16f: can't be blocked by creatures with the quality), by damage
(702.16e: damage from sources with the quality is prevented) and by every targeted ability
(provoke, mentor, the structured abilities).
"""

from __future__ import annotations

from redzone.core.keywords import COLORS
from redzone.core.model import CARD_TYPES, Permanent
from redzone.rules.cr.state import Live, State

_IRREGULAR = {"elves": "elf", "dwarves": "dwarf", "wolves": "wolf", "werewolves": "werewolf",
              "mice": "mouse", "octopi": "octopus", "sphinxes": "sphinx", "foxes": "fox"}


def singular(word: str) -> str:
    """'Demons' -> 'demon', 'Elves' -> 'elf': how a protection quality names a type."""
    word = word.lower()
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


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
    if "hexproof" in flags and not state.board.allied(target.controller, controller):
        return False  # 702.11b: an opponent's ability
    return protected_from(target.perm, source.perm) is None  # 702.16b
