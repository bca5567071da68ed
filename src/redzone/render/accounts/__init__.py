"""The account of a combat for a terminal, picked for the rule set that resolved it: a rule
set picks no renderer; this table does. The Comprehensive Rules' account is render/text.py;
the variants' are here (dice.py, mtgpq.py).

May import what render may: core, rules, scenario, analysis, bulk, and render's own modules.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.console import Console

from redzone.core.result import Result
from redzone.render import text
from redzone.rules import RuleSet
from redzone.rules.cr.current import ComprehensiveRules
from redzone.rules.dice.ruleset import DiceRules
from redzone.rules.mtgpq.ruleset import MTGPQRules
from redzone.scenario import Scenario

from . import dice, mtgpq

Account = Callable[[Console, Scenario, Result], None]

ACCOUNTS: tuple[tuple[type[RuleSet[Any]], Account], ...] = (
    (ComprehensiveRules, text.print_combat),  # cr-current, cr-m10, cr-6e
    (DiceRules, dice.print_combat),
    (MTGPQRules, mtgpq.print_combat),
)


def print_result(console: Console, scenario: Scenario, result: Result) -> None:
    """The account of `result`, the combat of `scenario` under its rule set."""
    account = next(account for kind, account in ACCOUNTS if isinstance(scenario.rules, kind))
    account(console, scenario, result)
