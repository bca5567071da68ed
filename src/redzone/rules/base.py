"""RuleSet: the thin interface every rule set implements.

As python-chess's variants are small classes that override only what differs, a rule set here
says its name and aliases, the keywords it understands, its settings, which declarations it
refuses, and how it resolves a combat; nothing more. The Comprehensive Rules' combat is one
implementation (`rules.cr`, with cr-m10 and cr-6e as small subclasses of cr-current); the dice
and MTG Puzzle Quest variants are others.

A rule set is a value: a frozen dataclass whose fields are its settings (the scenario file's
section named by `section`, and the options of a run named by `run_options`). The players'
choices come from a chooser the caller passes: `RuleSet[C]` asks a chooser of type `C` (the
Comprehensive Rules' `rules.cr.hooks.Chooser`; the variants ask nothing and take any).
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Any, ClassVar, Generic, Self, TypeVar

from redzone.core.errors import Violation
from redzone.core.keywords import CR, Vocabulary
from redzone.core.model import Board, Combat
from redzone.core.odds import Odds
from redzone.core.result import Result

C = TypeVar("C", contravariant=True)


@dataclasses.dataclass(frozen=True)
class RuleSet(ABC, Generic[C]):
    """A way to judge and resolve combat."""

    name: ClassVar[str]
    aliases: ClassVar[tuple[str, ...]] = ()
    title: ClassVar[str]
    vocabulary: ClassVar[Vocabulary] = CR  # the keywords it understands
    extra_fields: ClassVar[frozenset[str]] = frozenset()  # permanent fields only it reads
    # Players choose blocks and damage assignments (510.1): the questions of the assignments,
    # the solver and `--assign best` apply.
    declared_combat: ClassVar[bool] = False
    section: ClassVar[str | None] = None  # the scenario file's section of its settings
    run_options: ClassVar[frozenset[str]] = frozenset()  # settings a run may give (`--seed`)

    def check_options(self, combat: Combat) -> None:
        """Refuse combat options this rule set has no rule for (ScenarioError)."""

    @abstractmethod
    def declaration_violations(self, board: Board, combat: Combat) -> list[Violation]:
        """Everything illegal about the declared attacks and blocks (508.1, 509.1)."""

    @abstractmethod
    def resolve(self, board: Board, combat: Combat, chooser: C) -> Result:
        """Resolve the combat; raises IllegalDeclaration or IllegalAssignment when the rules
        forbid what was declared."""

    def odds(self, board: Board, combat: Combat, chooser: C,
             samples: int | None = None) -> Odds:
        """Every outcome of the combat with its probability (`samples`: a Monte Carlo
        estimate instead); without chance, one outcome, certain."""
        return Odds.certain(self.resolve(board, combat, chooser))

    def settings(self) -> dict[str, Any]:
        """The settings that differ from the defaults, as plain data (the file's section)."""
        return {}

    def with_settings(self, given: Mapping[str, Any]) -> Self:
        """This rule set with the settings `given` (names among its dataclass fields, values
        as plain data, as read from a file); the caller checks the names."""
        return dataclasses.replace(self, **given)

    @classmethod
    def setting_names(cls) -> frozenset[str]:
        return frozenset(f.name for f in dataclasses.fields(cls))
