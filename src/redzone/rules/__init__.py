"""Rule sets: the thin interface every one implements (base.py), the Comprehensive Rules'
combat and its editions (cr/), the dice variant (dice/) and MTG Puzzle Quest (mtgpq/), and
this registry that finds them by name.

May import redzone.core; nothing above the rule sets. Nothing outside this package tests a
rule set's name: it asks the registry (`find`, `editions`, `declared`) or the rule set.
"""

from __future__ import annotations

from typing import Any

from redzone.core.errors import ScenarioError, did_you_mean

from .base import RuleSet
from .cr.current import ComprehensiveRules
from .cr.m10 import M10Rules
from .cr.sixth import SixthRules
from .dice.ruleset import DiceRules
from .mtgpq.ruleset import MTGPQRules

RULE_SETS: dict[str, type[RuleSet[Any]]] = {
    cls.name: cls for cls in (ComprehensiveRules, M10Rules, SixthRules, MTGPQRules, DiceRules)}

CURRENT = ComprehensiveRules()  # the rule set of a scenario that names none

# Named by the scenario format but not built yet: refused with a clear message.
PLANNED: tuple[str, ...] = ()


def find(name: str) -> RuleSet[Any]:
    """The rule set called `name` (or one of its aliases), with its default settings."""
    for cls in RULE_SETS.values():
        if name == cls.name or name in cls.aliases:
            return cls()
    if name in PLANNED:
        raise ScenarioError("rules", f"rule set '{name}' is not implemented yet "
                                     f"(available: {', '.join(RULE_SETS)})")
    known = [*RULE_SETS, *PLANNED]
    raise ScenarioError("rules", f"unknown rule set '{name}'{did_you_mean(name, known)}; "
                                 f"one of: {', '.join(known)}")


def editions() -> tuple[ComprehensiveRules, ...]:
    """The editions of the Comprehensive Rules, newest first."""
    return tuple(cls() for cls in RULE_SETS.values() if issubclass(cls, ComprehensiveRules))


def declared(rules: RuleSet[Any], question: str) -> ComprehensiveRules:
    """`rules`, which must let players choose blocks and damage assignments (the
    Comprehensive Rules' combat): `question` is asked of it."""
    if not isinstance(rules, ComprehensiveRules):
        raise ScenarioError("rules", f"{question} is a question for the Comprehensive Rules' "
                                     f"combat; under {rules.name} nobody chooses it")
    return rules


def takers(setting: str) -> list[str]:
    """The rule sets that have `setting` (a run option or a field of their section)."""
    return [name for name, cls in RULE_SETS.items() if setting in cls.setting_names()]


__all__ = ["CURRENT", "PLANNED", "RULE_SETS", "RuleSet", "declared", "editions", "find",
           "takers"]
