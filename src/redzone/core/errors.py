"""Errors redzone reports to users: every one names a field path or the rule broken."""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from dataclasses import dataclass


class RedzoneError(Exception):
    """Base of every error caused by the user's input (CLI exit code 2)."""


class ScenarioError(RedzoneError):
    """A malformed scenario: `path` is the field, as `battlefield.Alice[0].power`."""

    def __init__(self, path: str, message: str) -> None:
        self.path = path
        self.message = message
        super().__init__(f"{path}: {message}" if path else message)


@dataclass(frozen=True, slots=True)
class Violation:
    """One broken rule: the CR number, the offending object and what is wrong."""

    rule: str
    subject: str
    message: str

    def __str__(self) -> str:
        return f"{self.subject}: {self.message} (rule {self.rule})"


class IllegalAction(RedzoneError):
    """A declaration or damage assignment the rules forbid (733: the game goes back)."""

    kind = "action"

    def __init__(self, violations: Iterable[Violation]) -> None:
        self.violations = tuple(violations)
        lines = "; ".join(str(v) for v in self.violations)
        super().__init__(f"illegal {self.kind}: {lines}")


class IllegalDeclaration(IllegalAction):
    """Attackers (508.1) or blockers (509.1) declared against the rules."""

    kind = "declaration"


class IllegalAssignment(IllegalAction):
    """A combat damage assignment against 510.1 (checked whole, 510.1e)."""

    kind = "damage assignment"


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    """A ' (did you mean X?)' suffix for a near miss, or ''."""
    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return f" (did you mean '{close[0]}'?)" if close else ""
