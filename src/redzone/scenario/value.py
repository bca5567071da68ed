"""Scenario: a board, the combat declared on it, and the rule set that judges it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from redzone.core.model import Board, Combat
from redzone.rules import CURRENT, RuleSet


@dataclass(frozen=True, slots=True)
class Scenario:
    """What a scenario file says: a board, the combat on it and the rule set (with its
    settings) to judge it by; `id` names the board (kept, never read by the rules)."""

    board: Board
    combat: Combat = field(default_factory=Combat)
    rules: RuleSet[Any] = CURRENT
    id: str | int | None = None
