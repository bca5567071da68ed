"""redzone: exact combat for Magic: The Gathering, explained rule by rule.

>>> import redzone
>>> scenario = redzone.load("examples/vastwood-gorger.yaml")
>>> result = redzone.resolve(scenario)
>>> str(result.permanents["guardian"].zone)
'graveyard'

This module is the facade: the functions most callers need, over the layers of the package
(core values -> rules -> scenario format -> analysis -> bulk -> render -> the faces, cli and
web). Nothing inside the package imports it but the faces.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from .analysis import judge
from .analysis.assignments import (
    assignment_violations,
    best_assignment,
    count_assignments,
    is_legal,
    legal_assignments,
)
from .analysis.compare import Comparison
from .analysis.compare import compare as _compare
from .analysis.judge import Assign
from .analysis.objective import Evaluation, Score, attacker_score, defender_score
from .analysis.solve import (
    ATTACKS_BUDGET,
    DEFAULT_BUDGET,
    Progress,
    Solution,
    solve_attacks,
    solve_blocks,
)
from .core.errors import (
    IllegalAction,
    IllegalAssignment,
    IllegalBoard,
    IllegalDeclaration,
    RedzoneError,
    ScenarioError,
    Violation,
)
from .core.model import Board, Combat, Permanent, Player
from .core.odds import Odds
from .core.result import Event, EventType, PermanentState, PlayerState, Result, Step, Zone
from .render.outcome import Outcome
from .render.verdict import Verdict
from .rules import RuleSet, find
from .scenario import (
    Scenario,
    dump,
    dumps,
    from_dict,
    load,
    loads,
    to_dict,
    with_cards,
    with_options,
    with_rules,
)

__version__ = "0.1.0"

Source = Scenario | str | Path


def resolve(scenario: Source, rules: str | None = None, assign: Assign = "default",
            ) -> Outcome:
    """Resolve a scenario's combat (a Scenario or a file path), optionally under other rules;
    `assign="best"`: creatures without `assign` divide their damage as is best for their
    controller. Raises IllegalDeclaration or IllegalAssignment when the rules forbid what was
    declared. The Result knows its scenario: `.verdict()`, `.explain()`, `.svg()`, and a
    notebook shows it."""
    found = _scenario(scenario, rules)
    return Outcome.of(found, judge.resolve(found, assign))


def check(scenario: Source, rules: str | None = None) -> list[Violation]:
    """Every rule the declarations or the damage assignment break; [] when all is legal."""
    return judge.check(_scenario(scenario, rules))


def odds(scenario: Source, rules: str | None = None, samples: int | None = None) -> Odds:
    """Every outcome of the combat with its exact probability (rule sets with dice; without
    chance, one certain outcome), or a Monte Carlo estimate from `samples` combats."""
    return judge.odds(_scenario(scenario, rules), samples)


def compare(scenario: Source) -> Comparison:
    """The board under every edition of the Comprehensive Rules, and where they differ."""
    return _compare(_scenario(scenario, None))


def best_blocks(scenario: Source, rules: str | None = None, budget: int = DEFAULT_BUDGET,
                evaluate: Evaluation = defender_score,
                time_limit: float | None = None) -> Solution:
    """Each defending player's best blocks against the scenario's attack (`solve blocks`);
    `evaluate` scores a resolved combat for a defending player (see analysis.objective).
    `budget` (work) and `time_limit` (seconds) stop the search: the answer is then the best
    found, `exact` false."""
    return solve_blocks(_scenario(scenario, rules), budget, evaluate, time_limit=time_limit)


def best_attack(scenario: Source, rules: str | None = None, budget: int = ATTACKS_BUDGET,
                evaluate: Evaluation = attacker_score, time_limit: float | None = None,
                progress: Callable[[Progress], None] | None = None) -> Solution:
    """The active player's best attack against the best blocks (`solve attacks`);
    `evaluate` scores a resolved combat for the active player (see analysis.objective).
    `budget` (work) and `time_limit` (seconds) stop the search: the answer is then the best
    attack found, `exact` false, with `bound` the most any attack left could score.
    `progress` is told how the search goes (analysis.solve.Progress)."""
    return solve_attacks(_scenario(scenario, rules), budget, evaluate, time_limit, progress)


def _scenario(scenario: Source, rules: str | None) -> Scenario:
    """The scenario of a file, or one built in Python with its cards filled (with_cards)."""
    scenario = with_cards(scenario) if isinstance(scenario, Scenario) else load(scenario)
    return with_rules(scenario, rules)


__all__ = [
    "Board",
    "Combat",
    "Comparison",
    "Evaluation",
    "Event",
    "EventType",
    "IllegalAction",
    "IllegalAssignment",
    "IllegalBoard",
    "IllegalDeclaration",
    "Odds",
    "Outcome",
    "Permanent",
    "PermanentState",
    "Player",
    "PlayerState",
    "Progress",
    "RedzoneError",
    "Result",
    "RuleSet",
    "Scenario",
    "ScenarioError",
    "Score",
    "Solution",
    "Step",
    "Verdict",
    "Violation",
    "Zone",
    "assignment_violations",
    "attacker_score",
    "best_assignment",
    "best_attack",
    "best_blocks",
    "check",
    "compare",
    "count_assignments",
    "defender_score",
    "dump",
    "dumps",
    "find",
    "from_dict",
    "is_legal",
    "legal_assignments",
    "load",
    "loads",
    "odds",
    "resolve",
    "to_dict",
    "with_cards",
    "with_options",
    "with_rules",
]
