"""redzone: exact combat for Magic: The Gathering, explained rule by rule.

>>> import redzone
>>> scenario = redzone.load("examples/vastwood-gorger.yaml")
>>> result = redzone.resolve(scenario)
>>> result.permanents["guardian"].zone
'graveyard'
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from .assignments import best_assignment, count_assignments, is_legal, legal_assignments
from .errors import (
    IllegalAction,
    IllegalAssignment,
    IllegalDeclaration,
    RedzoneError,
    ScenarioError,
    Violation,
)
from .model import Board, Combat, Permanent, Player, Scenario
from .objective import Evaluation, Score, attacker_score, defender_score
from .result import Event, PermanentState, PlayerState, Result, Step
from .rules import RuleSet, find
from .scenario import from_dict, load, loads
from .solve import ATTACKS_BUDGET, DEFAULT_BUDGET, Solution, solve_attacks, solve_blocks

__version__ = "0.1.0"


def resolve(scenario: Scenario | str | Path, rules: str | None = None) -> Result:
    """Resolve a scenario's combat (a Scenario or a file path), optionally under other rules.
    Raises IllegalDeclaration or IllegalAssignment when the rules forbid what was declared."""
    scenario = _scenario(scenario, rules)
    return find(scenario.rules).resolve(scenario)


def check(scenario: Scenario | str | Path, rules: str | None = None) -> list[Violation]:
    """Every rule the declarations or the damage assignment break; [] when all is legal."""
    scenario = _scenario(scenario, rules)
    rule_set = find(scenario.rules)
    rule_set.check_options(scenario.combat)
    found = rule_set.declaration_violations(scenario.board, scenario.combat)
    if found:
        return found
    try:
        rule_set.resolve(scenario)
    except IllegalAction as err:
        return list(err.violations)
    return []


def best_blocks(scenario: Scenario | str | Path, rules: str | None = None,
                budget: int = DEFAULT_BUDGET, evaluate: Evaluation = defender_score,
                ) -> Solution:
    """Each defending player's best blocks against the scenario's attack (`solve blocks`);
    `evaluate` scores a resolved combat for a defending player (see redzone.objective)."""
    return solve_blocks(_scenario(scenario, rules), budget, evaluate)


def best_attack(scenario: Scenario | str | Path, rules: str | None = None,
                budget: int = ATTACKS_BUDGET, evaluate: Evaluation = attacker_score,
                ) -> Solution:
    """The active player's best attack against the best blocks (`solve attacks`);
    `evaluate` scores a resolved combat for the active player (see redzone.objective)."""
    return solve_attacks(_scenario(scenario, rules), budget, evaluate)


def _scenario(scenario: Scenario | str | Path, rules: str | None) -> Scenario:
    if not isinstance(scenario, Scenario):
        scenario = load(scenario)
    if rules is not None:
        scenario = replace(scenario, rules=find(rules).name)
    return scenario


__all__ = [
    "Board",
    "Combat",
    "Evaluation",
    "Event",
    "IllegalAction",
    "IllegalAssignment",
    "IllegalDeclaration",
    "Permanent",
    "PermanentState",
    "Player",
    "PlayerState",
    "RedzoneError",
    "Result",
    "RuleSet",
    "Scenario",
    "ScenarioError",
    "Score",
    "Solution",
    "Step",
    "Violation",
    "attacker_score",
    "best_assignment",
    "best_attack",
    "best_blocks",
    "check",
    "count_assignments",
    "defender_score",
    "find",
    "from_dict",
    "is_legal",
    "legal_assignments",
    "load",
    "loads",
    "resolve",
]
