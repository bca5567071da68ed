"""Errors redzone reports to users: every one names a field path or the rule broken, in a
message of bounded length whatever the input was."""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from dataclasses import dataclass

MESSAGE_LIMIT = 600  # characters of a message, and of a field path, at most
SHOWN_VIOLATIONS = 10  # violations an IllegalAction's message names before "and N more"


def shorten(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """`text`, cut to `limit` characters with what was left out said."""
    if len(text) <= limit:
        return text
    return f"{text[:limit - 30]}… ({len(text) - limit + 30:,} more characters)"


class RedzoneError(Exception):
    """Base of every error caused by the user's input (CLI exit code 2)."""


class ScenarioError(RedzoneError):
    """A malformed scenario: `path` is the field, as `battlefield.Alice[0].power`."""

    def __init__(self, path: str, message: str) -> None:
        self.path = shorten(path, 200)
        self.message = shorten(message)
        super().__init__(f"{self.path}: {self.message}" if self.path else self.message)


class IllegalBoard(ScenarioError):
    """A board that state-based actions would change: no player could act on it (704.3)."""


@dataclass(frozen=True, slots=True)
class Violation:
    """One broken rule: the CR number, the offending object and what is wrong."""

    rule: str
    subject: str
    message: str

    def __str__(self) -> str:
        return shorten(f"{self.subject}: {self.message} (rule {self.rule})")


class IllegalAction(RedzoneError):
    """A declaration or damage assignment the rules forbid (733: the game goes back)."""

    kind = "action"

    def __init__(self, violations: Iterable[Violation]) -> None:
        self.violations = tuple(violations)
        shown = [str(v) for v in self.violations[:SHOWN_VIOLATIONS]]
        more = len(self.violations) - len(shown)
        if more:
            shown.append(f"and {more:,} more")
        super().__init__(f"illegal {self.kind}: {'; '.join(shown)}")


class IllegalDeclaration(IllegalAction):
    """Attackers (508.1) or blockers (509.1) declared against the rules."""

    kind = "declaration"


class IllegalAssignment(IllegalAction):
    """A combat damage assignment against 510.1 (checked whole, 510.1e)."""

    kind = "damage assignment"


def closest(word: str, choices: Iterable[str]) -> str | None:
    """The choice nearest `word` (case ignored: 'bob' -> 'Bob'), if one is near enough."""
    if len(word) > 100:
        return None
    folded: dict[str, str] = {}
    for choice in choices:
        folded.setdefault(choice.casefold(), choice)
    close = difflib.get_close_matches(word.casefold(), list(folded), n=1, cutoff=0.6)
    return folded[close[0]] if close else None


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    """A ' (did you mean X?)' suffix for a near miss, or ''."""
    near = closest(word, choices)
    return f" (did you mean '{near}'?)" if near is not None else ""
