"""Errors as the API answers them: a 4xx status and a JSON body whose `error` says what is
wrong and whose `field` (a path in the request) or `rule` (a CR number) says where."""

from __future__ import annotations

from typing import Any

from redzone.cards import UnknownCard
from redzone.core.errors import IllegalAction, RedzoneError, ScenarioError


class ChildError(RedzoneError):
    """An error a child process (work.py) answered, as status and body."""

    def __init__(self, status: int, body: dict[str, Any]) -> None:
        self.status = status
        self.body = body
        super().__init__(str(body.get("error", "")))


def error_body(err: RedzoneError) -> tuple[int, dict[str, Any]]:
    """The status and JSON body of a user error."""
    if isinstance(err, ChildError):
        return err.status, err.body
    if isinstance(err, IllegalAction):
        first = err.violations[0] if err.violations else None
        return 422, {
            "error": str(err), "kind": err.kind,
            "rule": first.rule if first else None,
            "field": _combat_field(err),
            "violations": [{"rule": v.rule, "subject": v.subject, "message": v.message}
                           for v in err.violations]}
    if isinstance(err, UnknownCard):
        return 404, {"error": str(err), "field": "name", "suggestions": list(err.suggestions)}
    if isinstance(err, ScenarioError):
        return 422, {"error": str(err), "field": _field(err.path)}
    return 422, {"error": str(err), "field": "body"}


def _field(path: str) -> str:
    """A scenario path as the API names it: in the body, or an option (`--seed` -> `seed`)."""
    if not path:
        return "body"
    return path.lstrip("-")


def _combat_field(err: IllegalAction) -> str:
    if err.kind == "damage assignment":
        return "combat.assign"
    return "combat"
