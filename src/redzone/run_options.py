"""Options of one run (`--seed`, `--turns`), kept in `Scenario.options` for the rule sets
that read them and refused by the others."""

from __future__ import annotations

from dataclasses import replace

from .errors import ScenarioError
from .model import Scenario, frozen_map
from .rules import RULE_SETS, find


def with_options(scenario: Scenario, rules: str | None = None,
                 **given: int | str | None) -> Scenario:
    """`scenario` with the options given (None: not given) for the rule set `rules` (default:
    the scenario's own)."""
    given = {key: value for key, value in given.items() if value is not None}
    if not given:
        return scenario
    rule_set = find(rules or scenario.rules)
    for key in given:
        if key not in rule_set.run_options:
            takers = [name for name, cls in RULE_SETS.items() if key in cls.run_options]
            raise ScenarioError(f"--{key}", f"rule set {rule_set.name} doesn't use it (only "
                                            f"{', '.join(takers)} does)")
    return replace(scenario, options=frozen_map({**scenario.options, **given}))
