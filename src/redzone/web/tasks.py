"""What each API call asks of the library, as plain functions from request data to JSON data.

Every function takes the scenario as parsed JSON and its options, calls the same library
functions as the CLI, and returns what the API answers. They hold no rules. Heavy ones (the
solver, odds, the best assignment) run in a child process (work.py), so they take and return
only picklable plain data.
"""

from __future__ import annotations

import io
from dataclasses import replace
from itertools import islice
from typing import Any, Literal

from rich.console import Console

import redzone
from redzone.analysis.assignments import step_choices
from redzone.core.model import Combat, frozen_map
from redzone.core.result import Result
from redzone.render.outcome import print_outcome
from redzone.render.solve import said
from redzone.render.svg import When, board_svg
from redzone.render.text import rules_cited
from redzone.render.verdict import verdict
from redzone.scenario import Scenario, dumps, from_dict, with_options, with_rules
from redzone.scenario.text import parse

Data = dict[str, Any]


def scenario_of(data: Any, rules: str | None = None, **options: int | None) -> Scenario:
    """The scenario of a request body, with the run options given (as the CLI's flags)."""
    return with_options(with_rules(from_dict(data), rules), **options)


def explanation(scenario: Scenario, result: Result) -> list[str]:
    """What `redzone resolve` prints, the verdict then the step-by-step account, as lines of
    plain text."""
    out = io.StringIO()
    console = Console(file=out, width=10_000, color_system=None, highlight=False,
                      soft_wrap=True, emoji=False)
    print_outcome(console, scenario, result)
    return out.getvalue().rstrip("\n").split("\n")


def _warned(out: Data, scenario: Scenario) -> Data:
    """`out` with what the board has that redzone doesn't model, as every answer says."""
    out.setdefault("warnings", [w.to_json() for w in scenario.board.warnings()])
    return out


def _extras(out: Data, scenario: Scenario, result: Result, explain: bool,
            picture: When | None) -> Data:
    _warned(out, scenario)
    if explain:
        out["explanation"] = explanation(scenario, result)
        out["rules_cited"] = rules_cited(result)
    if picture is not None:
        out["svg"] = board_svg(scenario, result, picture)
    return out


def resolve(data: Any, rules: str | None = None, assign: str | None = None,
            seed: int | None = None, turns: int | None = None, explain: bool = False,
            picture: When | None = None) -> Data:
    scenario = scenario_of(data, rules, seed=seed, turns=turns)
    result = redzone.resolve(scenario, assign="best" if assign == "best" else "default")
    return _extras({**result.to_json(), "verdict": verdict(scenario, result).to_json()},
                   scenario, result, explain, picture)


def check(data: Any, rules: str | None = None) -> Data:
    scenario = scenario_of(data, rules)
    found = redzone.check(scenario)
    return _warned({"legal": not found, "violations": [
        {"rule": v.rule, "subject": v.subject, "message": v.message} for v in found]}, scenario)


def assignments(data: Any, rules: str | None = None, limit: int = 100) -> Data:
    scenario = scenario_of(data, rules)
    choices = step_choices(scenario)
    count = choices.count()
    return _warned({"count": count, "step": choices.step, "listed": min(count, limit),
                    "assignments": [{c: dict(split) for c, split in a.items()}
                                    for a in islice(choices, limit)]}, scenario)


def odds(data: Any, rules: str | None = None, samples: int | None = None,
         seed: int | None = None, turns: int | None = None) -> Data:
    scenario = scenario_of(data, rules, seed=seed, turns=turns)
    return _warned(redzone.odds(scenario, samples=samples).to_json(), scenario)


def compare(data: Any) -> Data:
    scenario = scenario_of(data)
    return _warned(redzone.compare(scenario).to_json(), scenario)


def render(data: Any, when: When = "both", rules: str | None = None,
           assign: str | None = None, seed: int | None = None) -> str:
    scenario = scenario_of(data, rules, seed=seed)
    result = (redzone.resolve(scenario, assign="best" if assign == "best" else "default")
              if when != "before" else None)
    return board_svg(scenario, result, when)


def solve(data: Any, kind: str, budget: int, explain: bool = False,
          picture: When | None = None, time_limit: float | None = None) -> Data:
    scenario = scenario_of(data)
    answer = (redzone.best_blocks if kind == "blocks" else redzone.best_attack)(
        scenario, budget=budget, time_limit=time_limit)
    shown = replace(scenario, combat=Combat(attacks=frozen_map(answer.attacks),
                                            blocks=frozen_map(answer.blocks)))
    return _extras({**answer.to_json(), "said": said(answer.score, answer.kind),
                    "verdict": verdict(shown, answer.result).to_json()},
                   shown, answer.result, explain, picture)


def read_file(text: str) -> Any:
    """A scenario file's text (YAML or JSON) as plain data, once checked (ScenarioError with
    the field path otherwise), read as the CLI reads a file (YAML aliases refused: they could
    multiply a small file)."""
    data = parse(text, "yaml", "body")
    from_dict(data)
    return data


def write_file(data: Any, fmt: Literal["yaml", "json"] = "yaml") -> str:
    """A scenario as the text of a file (redzone.dumps), once checked: YAML with each
    permanent on one line, or JSON."""
    return dumps(scenario_of(data), fmt)
