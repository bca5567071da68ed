"""The RuleSet interface: the hooks where editions and variants of combat differ.

`RuleSet` itself plays by today's Comprehensive Rules; an edition or variant is a small
subclass that overrides only the hooks its rules change (as python-chess's variants do).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from .. import assign, damage, declare, engine, keywords, sba
from ..errors import ScenarioError, Violation
from ..model import Board, Combat, Scenario
from ..odds import Odds
from ..result import Event

if TYPE_CHECKING:
    from collections.abc import Callable

    from rich.console import Console

    from ..result import Result, Step
    from ..state import Live, State

    TextRenderer = Callable[[Console, Scenario, Result], None]


class RuleSet:
    """Combat under the Comprehensive Rules as of 2026-09-25 (no damage assignment order)."""

    name: ClassVar[str] = "cr-current"
    aliases: ClassVar[tuple[str, ...]] = ("current", "cr")
    title: ClassVar[str] = "Comprehensive Rules, 2026-09-25"
    deathtouch_is_lethal: ClassVar[bool] = True  # 702.2c
    damage_assignment_order: ClassVar[bool] = False  # removed by Foundations (2024)
    # Players choose blocks and damage assignments (510.1): `assignments` and `solve` apply.
    declared_combat: ClassVar[bool] = True
    actions_after_assignment: ClassVar[bool] = False  # damage on the stack: cr-6e (310.1)
    vocabulary: ClassVar[keywords.Vocabulary] = keywords.CR  # the keywords it understands
    extra_fields: ClassVar[frozenset[str]] = frozenset()  # permanent fields only it reads
    # Scenario.options it reads: `--assign best` (best.py)
    run_options: ClassVar[frozenset[str]] = frozenset({"assign"})

    def text_renderer(self) -> TextRenderer | None:
        """A terminal account of its own, or None for render/text.py's."""
        return None

    def check_options(self, combat: Combat) -> None:
        """Reject combat options this rule set has no rule for."""
        if combat.order and not self.damage_assignment_order:
            raise ScenarioError("combat.order", (
                "the damage assignment order exists only under cr-m10; since 2024 a creature "
                "divides its damage as its controller chooses (510.1c-d)"))
        if combat.after_assignment and not self.actions_after_assignment:
            raise ScenarioError("combat.after_assignment", (
                "combat damage is dealt as soon as it is assigned, with no chance to act in "
                "between (510.2); actions after assignment exist only under cr-6e"))

    def declaration_violations(self, board: Board, combat: Combat) -> list[Violation]:
        """508.1 and 509.1."""
        return declare.violations(board, combat)

    def declaration_events(self, state: State) -> list[Event]:
        """Announcements after blockers are declared, beyond the blocks themselves."""
        return []

    def damage_order(self, state: State, dealer: str, creatures: tuple[str, ...],
                     ) -> tuple[str, ...]:
        """The order in which `dealer` considers the creatures it may assign damage to: as
        listed, since no rule orders them (510.1c-d)."""
        return creatures

    def prerequisites(self, state: State, dealer: str, rec: assign.Recipients,
                      recipient: str) -> tuple[str, tuple[str, ...]]:
        """(rule, recipients) that must be assigned lethal damage before `dealer` may assign
        any to `recipient`: only trample's (702.19b-c) today."""
        return assign.trample_prerequisites(rec, recipient)

    def lethal_need(self, creature: Live) -> int:
        """Damage still needed for lethal damage, counting damage already marked (120.6,
        702.19b) and ignoring prevention."""
        return max(0, creature.toughness - creature.damage)

    def default_split(self, state: State, dealer: str, amount: int,
                      tally: assign.Tally) -> dict[str, int]:
        return assign.default_split(self, state, dealer, amount, tally)

    def assignment_violations(self, state: State, amounts: dict[str, int],
                              assignment: assign.Assignment) -> list[Violation]:
        """510.1a-e and 702.19 on one player's whole assignment."""
        return assign.violations(self, state, amounts, assignment)

    def second_step(self, state: State, combatants: list[str], strikers: set[str],
                    first: Step) -> list[str]:
        """510.4: who assigns in the second combat damage step: the attackers and blockers
        that had neither first strike nor double strike as the first step began, and those
        that have double strike now."""
        return [c for c in combatants
                if c not in strikers or "double strike" in state.perms[c].flags]

    def combat_damage(self, state: State, step: str,
                      splits: list[tuple[str, dict[str, int]]]) -> list[Event]:
        """What follows the assignment in a combat damage step: the damage is dealt at once
        (510.2), then state-based actions (510.3, 704.3)."""
        return [*self.deal(state, splits), *self.state_based_actions(state)]

    def deal(self, state: State, splits: list[tuple[str, dict[str, int]]]) -> list[Event]:
        """510.2: all assigned combat damage is dealt at once."""
        return damage.deal(state, splits)

    def state_based_actions(self, state: State) -> list[Event]:
        return sba.check(state)

    def cite(self, rule: str) -> str:
        """The number this edition gives a rule that redzone cites by today's number."""
        return rule

    def resolve(self, scenario: Scenario) -> Result:
        """Resolve the combat of `scenario` by these rules."""
        return engine.resolve(self, scenario)

    def odds(self, scenario: Scenario, samples: int | None = None) -> Odds:
        """Every outcome of the combat with its probability (`samples`: a Monte Carlo
        estimate instead); without chance, one outcome, certain."""
        return Odds.certain(self.resolve(scenario))
