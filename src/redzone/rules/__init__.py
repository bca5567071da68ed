"""Rule sets, found by name."""

from __future__ import annotations

from ..errors import ScenarioError, did_you_mean
from .base import RuleSet
from .dice import DiceRules
from .m10 import M10Rules
from .mtgpq import MTGPQRules
from .sixth import SixthRules

RULE_SETS: dict[str, type[RuleSet]] = {
    cls.name: cls for cls in (RuleSet, M10Rules, SixthRules, MTGPQRules, DiceRules)}

# Named by the scenario format but not built yet: refused with a clear message.
PLANNED: tuple[str, ...] = ()


def find(name: str) -> RuleSet:
    """The rule set called `name` (or one of its aliases)."""
    for cls in RULE_SETS.values():
        if name == cls.name or name in cls.aliases:
            return cls()
    if name in PLANNED:
        raise ScenarioError("rules", f"rule set '{name}' is not implemented yet "
                                     f"(available: {', '.join(RULE_SETS)})")
    known = [*RULE_SETS, *PLANNED]
    raise ScenarioError("rules", f"unknown rule set '{name}'{did_you_mean(name, known)}; "
                                 f"one of: {', '.join(known)}")


def find_declared(name: str, question: str) -> RuleSet:
    """The rule set called `name`, which must let players choose blocks and assignments."""
    rules = find(name)
    if not rules.declared_combat:
        raise ScenarioError("rules", f"{question} is a question for the Comprehensive Rules' "
                                     f"combat; under {rules.name} nobody chooses it")
    return rules


__all__ = ["RULE_SETS", "RuleSet", "find", "find_declared"]
