"""Listing legal damage assignments, as text or as streamed JSON."""

from __future__ import annotations

import json
from collections.abc import Iterator
from itertools import islice
from typing import TextIO

from rich.console import Console
from rich.markup import escape

from redzone.analysis.assignments import StepChoices
from redzone.core.model import Board
from redzone.core.result import NotModelled
from redzone.rules.cr.hooks import Assignment

from .sentences import name_of


def describe(assignment: Assignment, board: Board) -> str:
    """'Elvish Regrower (regrower): 4 to Helpful Hunter (hunter); ...'"""
    return "; ".join(
        f"{name_of(board, c)}: "
        + (", ".join(f"{n} to {name_of(board, r)}" for r, n in split.items()) or "nothing")
        for c, split in assignment.items())


def print_assignments(console: Console, board: Board, choices: StepChoices,
                      limit: int) -> None:
    count = choices.count()
    console.print(f"[bold]{choices.step.capitalize()} step:[/] {count} legal "
                  f"assignment{'s' if count != 1 else ''} (510.1, 510.1e)")
    for i, assignment in enumerate(islice(choices, limit), 1):
        console.print(f"  {i}. {escape(describe(assignment, board))}")
    if count > limit:
        console.print(f"  ... and {count - limit} more (--limit to list more)")


def stream_json(out: TextIO, choices: StepChoices, limit: int,
                warnings: tuple[NotModelled, ...] = ()) -> None:
    """`{"count": N, "step": ..., "warnings": [...], "assignments": [...]}`, written as the
    list is walked."""
    count = choices.count()
    out.write(json.dumps({"count": count, "step": choices.step, "listed": min(count, limit),
                          "warnings": [w.to_json() for w in warnings]})
              [:-1] + ', "assignments": [')
    items: Iterator[Assignment] = islice(choices, limit)
    for i, assignment in enumerate(items):
        out.write(("," if i else "") + "\n  " + json.dumps(assignment))
    out.write("\n]}\n")
