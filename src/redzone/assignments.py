"""Questions about a scenario's damage assignments: which are legal, how many, is this one.

They look at the first combat damage step (the first-strike step when there is one: what the
second allows depends on what the first did).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from . import best, engine
from .assign import Assignment, chooser, damage_amount
from .choices import Space
from .errors import Violation
from .model import Scenario
from .rules import find_declared
from .rules.base import RuleSet
from .state import State


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
        for mine in self.attackers:
            for theirs in self.blockers:
                yield {**mine, **theirs}


def _first_step(scenario: Scenario) -> tuple[RuleSet, State, str, dict[str, int]]:
    """The rule set, the state as the first combat damage step begins, its name, and how much
    each creature dealing damage in it assigns (510.1a)."""
    rules = find_declared(scenario.rules, "a damage assignment")
    state, _ = engine.prepare(rules, scenario)
    step, dealers = engine.first_step(state)
    return rules, state, step, {d: damage_amount(state, d) for d in dealers}


def step_choices(scenario: Scenario) -> StepChoices:
    """The legal assignments of the first combat damage step (the first-strike step when
    there is one: the second depends on what the first did)."""
    rules, state, step, amounts = _first_step(scenario)
    active = state.board.active
    return StepChoices(
        step,
        Space(rules, state, {d: a for d, a in amounts.items() if chooser(state, d) == active}),
        Space(rules, state, {d: a for d, a in amounts.items() if chooser(state, d) != active}))


def legal_assignments(scenario: Scenario) -> Iterator[Assignment]:
    """Every legal total assignment of the first combat damage step, in a stable order."""
    return iter(step_choices(scenario))


def count_assignments(scenario: Scenario) -> int:
    """How many legal total assignments the first combat damage step has."""
    return step_choices(scenario).count()


def is_legal(scenario: Scenario, assignment: Mapping[str, Mapping[str, int]],
             ) -> list[Violation]:
    """Why `assignment` is not a legal total assignment of the first combat damage step
    ([] when it is). A creature that must assign damage and is left out assigns none."""
    rules, state, _, amounts = _first_step(scenario)
    found = [Violation("510.1a", c, "deals no combat damage in this step")
             for c, split in assignment.items() if c not in amounts and any(split.values())]
    for side in (True, False):
        mine = {d: dict(assignment.get(d, {})) for d in amounts
                if (chooser(state, d) == state.board.active) == side}
        found += rules.assignment_violations(state, amounts, mine)
    return found


def best_assignment(scenario: Scenario, player: str) -> Assignment:
    """`player`'s best assignment of what they assign in the first combat damage step (their
    creatures' damage, banding aside), by the objective of best.py; creatures with `assign` in
    the scenario keep it."""
    rules, state, step, amounts = _first_step(scenario)
    mine = {d: a for d, a in amounts.items() if chooser(state, d) == player}
    given = {d: dict(split) for d, split in scenario.combat.assign.items()
             if d in mine and not isinstance(split, tuple)}
    return best.best_assignment(rules, state, step, {d: a for d, a in mine.items() if a > 0},
                                given)
