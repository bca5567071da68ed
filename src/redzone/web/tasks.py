"""What each API call asks of the library, as plain functions from request data to JSON data.

Every function takes the scenario as parsed JSON and its options, calls the same library
functions as the CLI, and returns what the API answers. They hold no rules. Heavy ones (the
solver, odds, the best assignment) run in a child process (work.py), so they take and return
only picklable plain data.
"""

from __future__ import annotations

import io
import json
from dataclasses import replace
from itertools import islice
from typing import Any

import yaml
from rich.console import Console

from .. import check as check_scenario
from .. import from_dict, loads
from .. import resolve as resolve_scenario
from ..assignments import step_choices
from ..compare import compare as compare_editions
from ..errors import ScenarioError
from ..model import Combat, Scenario, frozen_map
from ..render.svg import When, board_svg
from ..render.text import print_result
from ..result import Result
from ..rules import find
from ..run_options import with_options

Data = dict[str, Any]


def scenario_of(data: Any, rules: str | None = None, **options: int | str | None) -> Scenario:
    """The scenario of a request body, with the run options given (as the CLI's flags)."""
    scenario = from_dict(data)
    if rules is not None:
        scenario = replace(scenario, rules=find(rules).name)
    return with_options(scenario, None, **options)


def explanation(scenario: Scenario, result: Result) -> list[str]:
    """The step-by-step account of `redzone resolve`, as lines of plain text."""
    out = io.StringIO()
    console = Console(file=out, width=10_000, color_system=None, highlight=False,
                      soft_wrap=True, emoji=False)
    print_result(console, scenario, result)
    return out.getvalue().rstrip("\n").split("\n")


def _extras(out: Data, scenario: Scenario, result: Result, explain: bool,
            picture: When | None) -> Data:
    if explain:
        out["explanation"] = explanation(scenario, result)
    if picture is not None:
        out["svg"] = board_svg(scenario, result, picture)
    return out


def resolve(data: Any, rules: str | None = None, assign: str | None = None,
            seed: int | None = None, turns: int | None = None, explain: bool = False,
            picture: When | None = None) -> Data:
    scenario = scenario_of(data, rules, assign=assign if assign == "best" else None,
                           seed=seed, turns=turns)
    result = resolve_scenario(scenario)
    return _extras(result.to_json(), scenario, result, explain, picture)


def check(data: Any, rules: str | None = None) -> Data:
    scenario = scenario_of(data, rules)
    found = check_scenario(scenario)
    return {"legal": not found, "violations": [
        {"rule": v.rule, "subject": v.subject, "message": v.message} for v in found]}


def assignments(data: Any, rules: str | None = None, limit: int = 100) -> Data:
    choices = step_choices(scenario_of(data, rules))
    count = choices.count()
    return {"count": count, "step": choices.step, "listed": min(count, limit),
            "assignments": [{c: dict(split) for c, split in a.items()}
                            for a in islice(choices, limit)]}


def odds(data: Any, rules: str | None = None, samples: int | None = None,
         seed: int | None = None, turns: int | None = None) -> Data:
    scenario = scenario_of(data, rules, seed=seed, turns=turns)
    return find(scenario.rules).odds(scenario, samples).to_json()


def compare(data: Any) -> Data:
    return compare_editions(scenario_of(data)).to_json()


def render(data: Any, when: When = "both", rules: str | None = None,
           assign: str | None = None, seed: int | None = None) -> str:
    scenario = scenario_of(data, rules, assign=assign if assign == "best" else None, seed=seed)
    result = resolve_scenario(scenario) if when != "before" else None
    return board_svg(scenario, result, when)


def solve(data: Any, kind: str, budget: int, explain: bool = False,
          picture: When | None = None) -> Data:
    from ..solve import solve_attacks, solve_blocks

    scenario = scenario_of(data)
    answer = (solve_blocks if kind == "blocks" else solve_attacks)(scenario, budget)
    shown = replace(scenario, combat=Combat(attacks=frozen_map(answer.attacks),
                                            blocks=frozen_map(answer.blocks)))
    return _extras(answer.to_json(), shown, answer.result, explain, picture)


def read_file(text: str) -> Any:
    """A scenario file's text (YAML or JSON) as plain data, once checked (ScenarioError with
    the field path otherwise). YAML aliases are refused: they could multiply a small file."""
    try:
        if any(isinstance(event, yaml.AliasEvent) for event in yaml.parse(text)):
            raise ScenarioError("body", "YAML aliases (*name) are not accepted; write the "
                                        "values out")
    except yaml.YAMLError:
        pass  # loads() below says what is wrong, and where
    loads(text)
    data = yaml.safe_load(text)
    return json.loads(json.dumps(data, default=str))


def write_file(data: Any) -> str:
    """A scenario as a YAML file, once checked: the board in blocks, each permanent on one
    line."""
    scenario_of(data)
    if isinstance(data, dict) and isinstance(data.get("battlefield"), dict):
        data = {**data, "battlefield": {
            controller: [_Flow(p) if isinstance(p, dict) else p for p in items]
            if isinstance(items, list) else items
            for controller, items in data["battlefield"].items()}}
    return yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True,
                     default_flow_style=None, width=100)


class _Flow(dict[str, Any]):
    """A mapping written on one line."""


class _Dumper(yaml.SafeDumper):
    pass


def _flow(dumper: yaml.SafeDumper, value: _Flow) -> yaml.Node:
    return dumper.represent_mapping("tag:yaml.org,2002:map", value.items(), flow_style=True)


_Dumper.add_representer(_Flow, _flow)
