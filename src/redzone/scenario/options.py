"""A run's choices over a scenario: another rule set (`--rules`) and the options of the rule
sets that take some (`--seed`, `--turns`), refused by the others."""

from __future__ import annotations

from dataclasses import replace

from redzone.core.errors import ScenarioError
from redzone.rules import find, takers

from .value import Scenario


def with_rules(scenario: Scenario, rules: str | None) -> Scenario:
    """`scenario` judged by the rule set called `rules` (None: its own). The file's settings
    stay when it names the same rule set."""
    if rules is None:
        return scenario
    found = find(rules)
    if type(found) is type(scenario.rules):
        return scenario
    return replace(scenario, rules=found)


def with_options(scenario: Scenario, **given: int | None) -> Scenario:
    """`scenario` with the run options given (None: not given), each of which its rule set
    must take."""
    options = {key: value for key, value in given.items() if value is not None}
    if not options:
        return scenario
    rules = scenario.rules
    for key in options:
        if key not in rules.run_options:
            raise ScenarioError(f"--{key}", f"rule set {rules.name} doesn't use it (only "
                                            f"{', '.join(takers(key))} does)")
    return replace(scenario, rules=rules.with_settings(options))
