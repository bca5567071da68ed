"""MTG Puzzle Quest: creature slots, who attacks, and who blocks (mtgpq.md, "Combat Basics").

Rule names: mtgpq:slots, mtgpq:defender, mtgpq:reach, mtgpq:vigilance, mtgpq:bravery (slot
order); mtgpq:disabled, mtgpq:cant-attack, mtgpq:power, mtgpq:haste (who doesn't attack);
mtgpq:block, mtgpq:unblockable, mtgpq:flying, mtgpq:menace, mtgpq:berserker (who blocks).
"""

from __future__ import annotations

from collections.abc import Iterable

from redzone.core.model import Permanent
from redzone.core.result import Zone
from redzone.rules.cr.state import Live

SLOTS = 3  # mtgpq:slots: three creature slots per player, more only for stolen creatures

# mtgpq:defender, mtgpq:reach, mtgpq:vigilance: each moves to the first slot without a
# creature of its kind or of a kind before it; mtgpq:bravery goes first of all.
_PLACES = ("mtgpq:bravery", "mtgpq:defender", "mtgpq:reach", "mtgpq:vigilance", "mtgpq:slots")
_BLOCKERS = frozenset({"defender", "reach", "vigilance"})  # mtgpq:block

UNBLOCKED = {
    "mtgpq:unblockable": "it has Unblockable",
    "mtgpq:flying": "it has Flying, and no defending creature has Reach, or Flying with "
                    "Defender or Vigilance",
    "mtgpq:menace": "it has Menace, and only one defending creature could block it",
    "mtgpq:block": "no defending creature with Defender, Reach or Vigilance can block it",
}


def slot_rule(perm: Permanent, attacking: bool) -> str:
    """The rule that places `perm`: Bravery only during its controller's combat."""
    if attacking and perm.has("bravery"):
        return "mtgpq:bravery"
    for word in ("defender", "reach", "vigilance"):
        if perm.has(word):
            return f"mtgpq:{word}"
    return "mtgpq:slots"


def slot_order(creatures: Iterable[Permanent], attacking: bool) -> list[Permanent]:
    """A player's creatures from the first (bottom) slot up: the slots fill in listing order,
    then each creature moves down as its rule says (a stable sort by that rule)."""
    return sorted(creatures, key=lambda p: _PLACES.index(slot_rule(p, attacking)))


def stays_back(perm: Permanent, power: int) -> tuple[str, str] | None:
    """(rule, reason) when `perm` doesn't attack, else None."""
    if perm.disabled:
        return "mtgpq:disabled", "it is Disabled"
    if perm.has("can't attack"):
        return "mtgpq:cant-attack", "it has Can't Attack"
    if power <= 0:
        return "mtgpq:power", f"power {power}"
    if perm.summoning_sick and not perm.has("haste"):
        return "mtgpq:haste", "it is new this turn and has no Haste"
    return None


def blocker_for(attacker: Live, defenders: list[Live]) -> tuple[str | None, str]:
    """(the creature that blocks `attacker` or None, the rule that decides), given the
    defending player's creatures in slot order."""
    flags = attacker.flags
    able = [d for d in defenders if d.zone == Zone.BATTLEFIELD and not d.perm.disabled]
    if "berserker" in flags and "menace" not in flags and able:
        return able[0].id, "mtgpq:berserker"  # the first enemy creature, Disabled ignored
    if "unblockable" in flags:
        return None, "mtgpq:unblockable"
    able = [d for d in able if d.flags & _BLOCKERS]
    if "flying" in flags:
        # Reach, or Flying with Defender or Vigilance (the only other way to be able)
        fliers = [d for d in able if d.flags & {"reach", "flying"}]
        if able and not fliers:
            return None, "mtgpq:flying"
        able = fliers
    if "menace" in flags and len(able) == 1:
        return None, "mtgpq:menace"
    return (able[0].id if able else None), "mtgpq:block"
