"""Questions about a scenario's damage assignments: which are legal, how many, is this one,
and which is best.

They look at the first combat damage step (the first-strike step when there is one: what the
second allows depends on what the first did).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from redzone.core.errors import Violation
from redzone.rules import declared
from redzone.rules.cr import procedure
from redzone.rules.cr.assign import damage_amount
from redzone.rules.cr.current import ComprehensiveRules
from redzone.rules.cr.hooks import Assignment
from redzone.rules.cr.keywords.banding import assigning_player
from redzone.rules.cr.state import State
from redzone.scenario import Scenario

from . import best
from .choices import Space
from .default import DEFAULT


@dataclass(frozen=True)
class StepChoices:
    """The first combat damage step of a scenario and each player's legal assignments."""

    step: str
    attackers: Space  # what the active player assigns (510.1: announced first)
    blockers: Space  # what the defending player assigns (702.22j-k: banding swaps some)

    def count(self) -> int:
        """510.1e: the players' assignments are independent, so counts multiply."""
        return self.attackers.count() * self.blockers.count()

    def __iter__(self) -> Iterator[Assignment]:
        if self.count() == 0:
            return
        for mine in self.attackers:
            for theirs in self.blockers:
                yield {**mine, **theirs}


def _first_step(scenario: Scenario) -> tuple[ComprehensiveRules, State, str, dict[str, int]]:
    """The rule set, the state as the first combat damage step begins, its name, and how much
    each creature dealing damage in it assigns (510.1a)."""
    rules = declared(scenario.rules, "a damage assignment")
    state, _, _ = procedure.prepare(rules, scenario.board, scenario.combat, DEFAULT)
    step, dealers = procedure.first_step(state)
    return rules, state, step, {d: damage_amount(state, d) for d in dealers}


def step_choices(scenario: Scenario) -> StepChoices:
    """The legal assignments of the first combat damage step (the first-strike step when
    there is one: the second depends on what the first did)."""
    rules, state, step, amounts = _first_step(scenario)
    active = state.board.active
    return StepChoices(
        step,
        Space(rules, state, {d: a for d, a in amounts.items()
                             if assigning_player(state, d) == active}),
        Space(rules, state, {d: a for d, a in amounts.items()
                             if assigning_player(state, d) != active}))


def legal_assignments(scenario: Scenario) -> Iterator[Assignment]:
    """Every legal total assignment of the first combat damage step, in a stable order."""
    return iter(step_choices(scenario))


def count_assignments(scenario: Scenario) -> int:
    """How many legal total assignments the first combat damage step has."""
    return step_choices(scenario).count()


def is_legal(scenario: Scenario, assignment: Mapping[str, Mapping[str, int]]) -> bool:
    """Is `assignment` a legal total assignment of the first combat damage step?
    (`assignment_violations` says why not.)"""
    return not assignment_violations(scenario, assignment)


def assignment_violations(scenario: Scenario, assignment: Mapping[str, Mapping[str, int]],
                          ) -> list[Violation]:
    """Why `assignment` is not a legal total assignment of the first combat damage step
    ([] when it is). A creature that must assign damage and is left out assigns none."""
    rules, state, _, amounts = _first_step(scenario)
    found = [Violation("510.1a", c, "deals no combat damage in this step")
             for c, split in assignment.items() if c not in amounts and any(split.values())]
    for side in (True, False):
        mine = {d: dict(assignment.get(d, {})) for d in amounts
                if (assigning_player(state, d) == state.board.active) == side}
        found += rules.assignment_violations(state, amounts, mine)
    return found


def best_assignment(scenario: Scenario, player: str) -> Assignment:
    """`player`'s best assignment of what they assign in the first combat damage step (their
    creatures' damage, banding aside), by the objective of best.py; creatures with `assign` in
    the scenario keep it."""
    rules, state, step, amounts = _first_step(scenario)
    mine = {d: a for d, a in amounts.items() if assigning_player(state, d) == player}
    given = {d: dict(split) for d, split in scenario.combat.assign.items()
             if d in mine and not isinstance(split, tuple)}
    return best.best_assignment(rules, state, step, {d: a for d, a in mine.items() if a > 0},
                                given)
