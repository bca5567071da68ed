"""The Attack Table of "Magic Combat with Dice" (seed 001): a d20 roll and its modified total
give one of five results, and each result says how much damage the roller deals.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from redzone.core.errors import ScenarioError

FACES = 20  # one d20
CRITICAL_MISS = "critical miss"
MISS = "miss"
PARTIAL = "partial hit"
HIT = "hit"
CRITICAL_HIT = "critical hit"
AUTOMATIC = "automatic"  # a Wall deals its damage without rolling (dice:walls)

# The rule behind each result, as cited in events.
RULE = {
    CRITICAL_MISS: "dice:critical-miss", MISS: "dice:miss", PARTIAL: "dice:partial-hit",
    HIT: "dice:hit", CRITICAL_HIT: "dice:critical-hit", AUTOMATIC: "dice:walls",
}


@dataclass(frozen=True, slots=True)
class AttackTable:
    """The upper bound of each band of the modified total (dice:attack-table). The seed's Miss
    band is "<1 - 5"; the other bounds are lost from the original, so these are redzone's
    documented default."""

    miss: int = 5
    partial: int = 10
    hit: int = 19

    @classmethod
    def of(cls, given: Mapping[str, Any] | None) -> AttackTable:
        """The table of the scenario's `dice.table`, or the default."""
        if given is None:
            return cls()
        table = cls(given["miss"], given["partial"], given["hit"])
        if not table.miss <= table.partial <= table.hit:
            raise ScenarioError("dice.table", (
                f"the bands must not go down: miss ({table.miss}) <= partial ({table.partial}) "
                f"<= hit ({table.hit})"))
        return table

    def result(self, natural: int, total: int) -> str:
        if natural == 1:  # dice:critical-miss: the die itself shows 1, whatever the total
            return CRITICAL_MISS
        if total <= self.miss:  # dice:miss, negative totals included
            return MISS
        if total <= self.partial:  # dice:partial-hit
            return PARTIAL
        if total <= self.hit:  # dice:hit
            return HIT
        return CRITICAL_HIT  # dice:critical-hit

    def faces(self, modifier: int) -> tuple[tuple[str, int], ...]:
        """How many of the 20 faces give each result when `modifier` is added to the roll."""
        return _faces(self, modifier)

    def describe(self) -> str:
        return f"miss <= {self.miss}, partial hit <= {self.partial}, hit <= {self.hit}"


@cache
def _faces(table: AttackTable, modifier: int) -> tuple[tuple[str, int], ...]:
    counts: dict[str, int] = {}
    for natural in range(1, FACES + 1):
        result = table.result(natural, natural + modifier)
        counts[result] = counts.get(result, 0) + 1
    return tuple(counts.items())


def damage(result: str, power: int) -> int:
    """The damage a hit deals with `power` (the power before the roll)."""
    if power <= 0:
        return 0
    if result == PARTIAL:  # dice:partial-hit: half, rounded down; power 1 deals 1
        return max(1, power // 2)
    if result in (HIT, AUTOMATIC):  # dice:hit, dice:walls: full damage
        return power
    if result == CRITICAL_HIT:  # dice:critical-hit: double the power before the roll
        return 2 * power
    return 0


def self_damage(power: int) -> int:
    """dice:critical-miss: the roller takes half its own power, rounded down."""
    return max(0, power) // 2
