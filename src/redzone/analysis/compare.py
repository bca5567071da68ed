"""One board under every edition of the Comprehensive Rules (cr-current, cr-m10, cr-6e), and
where their outcomes differ, with the events (and so the rules) that make each difference."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from redzone.core.errors import IllegalAction, ScenarioError, Violation
from redzone.core.model import EMPTY
from redzone.core.result import Event, Result
from redzone.rules import editions
from redzone.rules.cr.current import ComprehensiveRules
from redzone.scenario import Scenario

from .default import DEFAULT

PLAYER_FIELDS = ("life", "poison", "lost")
PERMANENT_FIELDS = ("zone", "damage", "counters", "loyalty", "defense")


@dataclass(frozen=True, slots=True)
class Outcome:
    """One edition's verdict: its result, or the rules the declarations or assignment break;
    `ignored` names the combat options it has no rule for and left out."""

    rules: str
    result: Result | None
    violations: tuple[Violation, ...] = ()
    ignored: tuple[str, ...] = ()


Assigned = tuple[tuple[str, Mapping[str, int]], ...]  # (creature, its damage assignment)


@dataclass(frozen=True, slots=True)
class Difference:
    """A value that isn't the same under every edition. `why` holds, per edition, the events
    on `subject` that not every edition has (an illegal edition: none); `assigned`, the
    damage assignments to `subject` (510.1) that not every edition makes: by the default
    policy, the editions' rules of lethal damage and order may divide damage differently."""

    subject: str  # a player's name or a permanent's id; "" for the legality of the combat
    field: str
    values: Mapping[str, Any]
    why: Mapping[str, tuple[Event, ...]]
    assigned: Mapping[str, Assigned] = EMPTY


@dataclass(frozen=True, slots=True)
class Comparison:
    outcomes: tuple[Outcome, ...]
    differences: tuple[Difference, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "editions": [o.rules for o in self.outcomes],
            "ignored": {o.rules: list(o.ignored) for o in self.outcomes if o.ignored},
            "outcomes": {o.rules: _outcome_json(o) for o in self.outcomes},
            "differences": [{
                "subject": d.subject, "field": d.field, "values": dict(d.values),
                "why": {r: [e.to_json() for e in events] for r, events in d.why.items()},
                "assigned": {r: {c: dict(split) for c, split in made}
                             for r, made in d.assigned.items() if made},
            } for d in self.differences],
        }


def compare(scenario: Scenario) -> Comparison:
    """Resolve `scenario` under every edition. An option an edition has no rule for (`order`,
    `after_assignment`) is left out there and said so; a scenario error is raised as usual.
    A board written for a variant (`mtgpq`, `dice`) is refused: its file means other things."""
    every = editions()
    if scenario.rules not in every:
        raise ScenarioError("rules", (
            f"'{scenario.rules.name}' is not an edition of the Comprehensive Rules; compare "
            f"resolves a board written for one of {', '.join(e.name for e in every)}"))
    outcomes = tuple(_outcome(scenario, edition) for edition in every)
    return Comparison(outcomes, tuple(_differences(scenario, outcomes)))


def _outcome(scenario: Scenario, rules: ComprehensiveRules) -> Outcome:
    name = rules.name
    combat, ignored = scenario.combat, []
    if combat.order and not rules.damage_assignment_order:
        combat = replace(combat, order=EMPTY)
        ignored.append("combat.order: no damage assignment order under these rules")
    if combat.after_assignment and not rules.actions_after_assignment:
        combat = replace(combat, after_assignment=())
        ignored.append("combat.after_assignment: combat damage doesn't use the stack under "
                       "these rules")
    try:
        result = rules.resolve(scenario.board, combat, DEFAULT)
    except IllegalAction as err:
        return Outcome(name, None, err.violations, tuple(ignored))
    return Outcome(name, result, (), tuple(ignored))


def _differences(scenario: Scenario, outcomes: tuple[Outcome, ...]) -> list[Difference]:
    found: list[Difference] = []
    if any(o.result is None for o in outcomes):
        found.append(Difference("", "legal", {o.rules: o.result is not None for o in outcomes},
                                {o.rules: () for o in outcomes}))
    legal = [o for o in outcomes if o.result is not None]
    subjects: list[tuple[str, tuple[str, ...]]] = [
        (p.name, PLAYER_FIELDS) for p in scenario.board.players]
    subjects += [(p.id, PERMANENT_FIELDS) for p in scenario.board.permanents]
    for subject, fields in subjects:
        why: dict[str, tuple[Event, ...]] | None = None
        for field in fields:
            values = {o.rules: _value(o, subject, field) for o in legal}
            if len({repr(v) for v in values.values()}) < 2:
                continue
            why = why or _why(legal, subject)
            found.append(Difference(subject, field, {o.rules: values.get(o.rules)
                                                     for o in outcomes}, why,
                                    _assigned(legal, subject)))
    return found


def _value(outcome: Outcome, subject: str, field: str) -> Any:
    assert outcome.result is not None
    state = (outcome.result.players.get(subject) if field in PLAYER_FIELDS
             else outcome.result.permanents.get(subject))
    value = getattr(state, field)
    return dict(value) if field == "counters" else value


def _key(event: Event) -> tuple[Any, ...]:
    """An event without its rule number, which editions may number differently."""
    return (event.type, event.source, event.target, event.permanent, event.player,
            event.amount)


def _why(legal: list[Outcome], subject: str) -> dict[str, tuple[Event, ...]]:
    """Per edition, the events on `subject` beyond those every edition has."""
    mine = {o.rules: [e for e in o.result.events if subject in (e.target, e.permanent, e.player)]
            for o in legal if o.result is not None}
    counts = [Counter(_key(e) for e in events) for events in mine.values()]
    shared = counts[0].copy()
    for count in counts[1:]:
        shared &= count
    why: dict[str, tuple[Event, ...]] = {}
    for rules, events in mine.items():
        left = shared.copy()
        extra = []
        for event in events:
            if left[_key(event)] > 0:
                left[_key(event)] -= 1
            else:
                extra.append(event)
        why[rules] = tuple(extra)
    return why


def _assigned(legal: list[Outcome], subject: str) -> dict[str, Assigned]:
    """Per edition, the damage assignments to `subject` that not every edition makes."""
    made = {o.rules: tuple((c, split) for step in o.result.steps
                           for c, split in step.assignments.items() if subject in split)
            for o in legal if o.result is not None}
    keys = {r: {(c, tuple(sorted(split.items()))) for c, split in m} for r, m in made.items()}
    shared = set.intersection(*keys.values()) if keys else set()
    return {r: tuple((c, split) for c, split in m
                     if (c, tuple(sorted(split.items()))) not in shared)
            for r, m in made.items()}


def _outcome_json(outcome: Outcome) -> dict[str, Any]:
    if outcome.result is None:
        return {"legal": False, "violations": [
            {"rule": v.rule, "subject": v.subject, "message": v.message}
            for v in outcome.violations]}
    return {"legal": True, "result": outcome.result.to_json()}
