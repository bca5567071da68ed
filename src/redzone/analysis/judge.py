"""Resolve, check and weigh the odds of a scenario, with the players' open choices made by the
chooser asked for: the documented default, or each player's best (`--assign best`)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Literal

from redzone.core.errors import IllegalAction, ScenarioError, Violation
from redzone.core.odds import Odds
from redzone.core.result import Result
from redzone.rules import RuleSet, editions
from redzone.rules.cr.hooks import Chooser
from redzone.scenario import Scenario

from .best import BEST
from .default import DEFAULT

Assign = Literal["default", "best"]


def chooser(rules: RuleSet[Any], assign: Assign = "default") -> Chooser:
    """The chooser for `--assign`; `best` only where players choose their assignments."""
    if assign == "default":
        return DEFAULT
    if not rules.declared_combat:
        raise ScenarioError("--assign", f"rule set {rules.name} doesn't use it (only "
                                        f"{', '.join(e.name for e in editions())} does)")
    return BEST


def resolve(scenario: Scenario, assign: Assign = "default") -> Result:
    """Resolve the combat; raises IllegalDeclaration or IllegalAssignment."""
    rules = scenario.rules
    result = rules.resolve(scenario.board, scenario.combat, chooser(rules, assign))
    warnings = scenario.board.warnings()
    return replace(result, warnings=warnings) if warnings else result


def check(scenario: Scenario) -> list[Violation]:
    """Every rule the declarations or the damage assignment break; [] when all is legal."""
    rules = scenario.rules
    rules.check_options(scenario.combat)
    found = rules.declaration_violations(scenario.board, scenario.combat)
    if found:
        return found
    try:
        resolve(scenario)
    except IllegalAction as err:
        return list(err.violations)
    return []


def odds(scenario: Scenario, samples: int | None = None) -> Odds:
    """Every outcome with its probability (or a Monte Carlo estimate from `samples` runs)."""
    return scenario.rules.odds(scenario.board, scenario.combat, DEFAULT, samples)
