"""cr-current: combat under the Comprehensive Rules as of 2026-09-25.

`ComprehensiveRules` implements the thin RuleSet interface with the procedure of this package,
and is the edition the procedure asks (`hooks.Hooks`). The older editions are small subclasses
that override only the hooks their rules change (m10.py, sixth.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from redzone.core.errors import ScenarioError, Violation
from redzone.core.model import Board, Combat
from redzone.core.result import Event, Result, Step
from redzone.rules.base import RuleSet

from . import assign, damage, declare, procedure, sba
from .abilities.layers import refresh
from .hooks import Assignment, Chooser, Recipients, Trigger
from .keywords import trample
from .state import Live, State


@dataclass(frozen=True)
class ComprehensiveRules(RuleSet[Chooser]):
    """Combat under the Comprehensive Rules as of 2026-09-25 (no damage assignment order)."""

    name: ClassVar[str] = "cr-current"
    aliases: ClassVar[tuple[str, ...]] = ("current", "cr")
    title: ClassVar[str] = "Comprehensive Rules, 2026-09-25"
    declared_combat: ClassVar[bool] = True
    deathtouch_is_lethal: ClassVar[bool] = True  # 702.2c
    damage_assignment_order: ClassVar[bool] = False  # removed by Foundations (2024)
    actions_after_assignment: ClassVar[bool] = False  # damage on the stack: cr-6e (310.1)

    def check_options(self, combat: Combat) -> None:
        """Reject combat options this edition has no rule for."""
        if combat.order and not self.damage_assignment_order:
            raise ScenarioError("combat.order", (
                "the damage assignment order exists only under cr-m10; since 2024 a creature "
                "divides its damage as its controller chooses (510.1c-d)"))
        if combat.after_assignment and not self.actions_after_assignment:
            raise ScenarioError("combat.after_assignment", (
                "combat damage is dealt as soon as it is assigned, with no chance to act in "
                "between (510.2); actions after assignment exist only under cr-6e"))

    def declaration_violations(self, board: Board, combat: Combat) -> list[Violation]:
        """508.1 and 509.1. On a board where static abilities act, the attacks are judged
        with them applied, and the blocks as combat reaches them (after the attack triggers),
        when it is resolved; where abilities trigger or are activated, the attacks too are
        judged as combat reaches them (after the beginning of combat step, 507, 508.1)."""
        state = State(board, combat)
        if not (state.dynamic or state.listening):
            return [*self.attack_violations(board, combat),
                    *self.block_violations(board, combat, {})]
        if state.listening or combat.activate:
            return []
        refresh(state)
        return self.attack_violations(state.view(), combat)

    def resolve(self, board: Board, combat: Combat, chooser: Chooser) -> Result:
        """Resolve the combat by the procedure (procedure.py), asking `chooser` for every
        choice the file leaves to the players."""
        return procedure.resolve(self, board, combat, chooser)

    # --- the hooks (hooks.Hooks) ----------------------------------------------------------

    def check_board(self, state: State) -> list[Event]:
        """704.3: the board given is one on which state-based actions have been performed;
        +1/+1 and -1/-1 counters on one permanent cancel (704.5q)."""
        sba.check_start(state)
        return sba.net_counters(state)

    def attack_violations(self, board: Board, combat: Combat) -> list[Violation]:
        """508.1, with the bands (508.1e) and requirements (508.1d)."""
        return declare.attack_violations(board, combat)

    def block_violations(self, board: Board, combat: Combat,
                         provoked: Mapping[str, str]) -> list[Violation]:
        """509.1, with the requirements (509.1c)."""
        return declare.block_violations(board, combat, provoked)

    def damage_triggers(self, state: State, dealt: list[Event]) -> list[Trigger]:
        """Triggered abilities of the rules themselves on combat damage dealt: none today
        (lifelink and deathtouch are static, 702.15b, 702.2b)."""
        return []

    def declaration_events(self, state: State, chooser: Chooser) -> list[Event]:
        """Announcements after blockers are declared, beyond the blocks themselves."""
        return []

    def damage_order(self, state: State, dealer: str, creatures: tuple[str, ...],
                     ) -> tuple[str, ...]:
        """The order in which `dealer` considers the creatures it may assign damage to: as
        listed, since no rule orders them (510.1c-d)."""
        return creatures

    def prerequisites(self, state: State, dealer: str, rec: Recipients,
                      recipient: str) -> tuple[str, tuple[str, ...]]:
        """(rule, recipients) that must be assigned lethal damage before `dealer` may assign
        any to `recipient`: only trample's (702.19b-c) today."""
        return trample.prerequisites(rec, recipient)

    def lethal_need(self, creature: Live) -> int:
        """Damage still needed for lethal damage, counting damage already marked (120.6,
        702.19b) and ignoring prevention."""
        return max(0, creature.toughness - creature.damage)

    def assignment_violations(self, state: State, amounts: Mapping[str, int],
                              assignment: Assignment) -> list[Violation]:
        """510.1a-e and 702.19 on one player's whole assignment."""
        return assign.violations(self, state, amounts, assignment)

    def second_step(self, state: State, combatants: list[str], strikers: set[str],
                    first: Step) -> list[str]:
        """510.4: who assigns in the second combat damage step: the attackers and blockers
        that had neither first strike nor double strike as the first step began, and those
        that have double strike now."""
        return [c for c in combatants
                if c not in strikers or "double strike" in state.perms[c].flags]

    def combat_damage(self, state: State, step: str, splits: list[tuple[str, dict[str, int]]],
                      chooser: Chooser) -> list[Event]:
        """What follows the assignment in a combat damage step: the damage is dealt at once
        (510.2); the procedure then performs state-based actions (510.3, 704.3)."""
        return self.deal(state, splits, chooser)

    def deal(self, state: State, splits: list[tuple[str, dict[str, int]]],
             chooser: Chooser) -> list[Event]:
        """510.2: all assigned combat damage is dealt at once."""
        return damage.deal(state, splits, chooser)

    def state_based_actions(self, state: State) -> list[Event]:
        return sba.check(state)

    def cite(self, rule: str) -> str:
        """The number this edition gives a rule that redzone cites by today's number."""
        return rule
