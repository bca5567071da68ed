"""`redzone compare` for a terminal: the outcomes side by side, then why they differ."""

from __future__ import annotations

from typing import Any

from rich import box
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from redzone.analysis.compare import Comparison
from redzone.scenario import Scenario

from .sentences import name_of, sentence, violation


def print_comparison(console: Console, scenario: Scenario, comparison: Comparison) -> None:
    board = scenario.board
    names = [o.rules for o in comparison.outcomes]
    console.print(f"[bold]Editions compared:[/] {', '.join(names)}")
    for outcome in comparison.outcomes:
        for option in outcome.ignored:
            console.print(f"  {outcome.rules} ignores {escape(option)}")
    if not comparison.differences:
        console.print("The outcome is the same under every edition.")
        return
    table = Table(box=box.SIMPLE, show_edge=False, pad_edge=False)
    table.add_column("")
    table.add_column("")
    for name in names:
        table.add_column(name)
    for d in comparison.differences:
        who = name_of(board, d.subject) if d.subject else "the combat"
        table.add_row(escape(who), d.field, *(escape(_show(d.values.get(n))) for n in names))
    console.print(table)
    console.print("[bold]Why[/]")
    for outcome in comparison.outcomes:
        for v in outcome.violations:
            console.print(f"  {outcome.rules}: illegal: {escape(violation(v, board))}")
    seen: set[str] = set()
    for d in comparison.differences:
        if not d.subject or d.subject in seen:
            continue
        seen.add(d.subject)
        fields = ", ".join(x.field for x in comparison.differences if x.subject == d.subject)
        console.print(f"  [bold]{escape(name_of(board, d.subject))}[/] ({fields})")
        for name, events in d.why.items():
            said = [f"{name_of(board, c)} assigns "
                    + ", ".join(f"{n} to {name_of(board, r)}" for r, n in split.items())
                    + " (510.1, by the default policy unless the file assigns it)"
                    for c, split in d.assigned.get(name, ())]
            text = "; ".join([*said, *(sentence(e, board) for e in events)]) or (
                "(nothing of its own: no damage assigned to it, no event on it)")
            console.print(f"    {name}: {escape(text)}")


def _show(value: Any) -> str:
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, dict):
        return ", ".join(f"{n} {kind}" for kind, n in value.items()) or "none"
    return str(value)
