"""The account of a combat under the Comprehensive Rules, step by step, for a terminal (colour
with rich) or plain text; and a list of broken rules."""

from __future__ import annotations

from rich.console import Console
from rich.markup import escape

from redzone.core.errors import Violation
from redzone.core.model import CREATURE, PLANESWALKER, Board
from redzone.core.result import Result, Zone
from redzone.rules import declared
from redzone.scenario import Scenario

from .events import print_events
from .sentences import name_of, sentence, violation


def print_combat(console: Console, scenario: Scenario, result: Result) -> None:
    """Declarations, each combat damage step with its assignments and events, and the board
    after combat; rules cited by the edition's own numbers."""
    board = scenario.board
    rules = declared(scenario.rules, "a combat damage step by step")
    console.print(f"[bold]Rules:[/] {rules.name} ({rules.title})")
    console.print("[bold]Declarations[/]")
    for event in result.declarations:
        console.print(f"  {escape(sentence(event, board))}")
    if not result.steps:
        console.print("  No creatures attack: no combat damage step (508.8)")
    for step in result.steps:
        console.print(f"[bold]{step.name.capitalize()} step[/] ({rules.cite('510')})")
        for creature, split in step.assignments.items():
            parts = ", ".join(f"{n} to {name_of(board, r)}" for r, n in split.items())
            console.print(f"  {escape(name_of(board, creature))} assigns {parts} "
                          f"({rules.cite('510.1')})")
        print_events(console, board, step.events)
    console.print("[bold]After combat[/]")
    for name, player in result.players.items():
        status = " [bold red]— lost the game[/]" if player.lost else ""
        console.print(f"  {escape(name)}: {player.life} life, {player.poison} poison{status}")
    for pid, state in result.permanents.items():
        perm = board.permanent(pid)
        stats = []
        if CREATURE in perm.types:
            stats.append(f"{state.power}/{state.toughness}")
            if state.damage:
                stats.append(f"{state.damage} damage")
        if PLANESWALKER in perm.types:
            stats.append(f"loyalty {state.loyalty}")
        if state.defense is not None:
            stats.append(f"defense {state.defense}")
        stats += [f"{n} {kind} counter{'s' if n > 1 else ''}"
                  for kind, n in state.counters.items()]
        zone = "" if state.zone == Zone.BATTLEFIELD else f" [bold red]— {state.zone}[/]"
        console.print(f"  {escape(name_of(board, pid))} {escape(', '.join(stats))}{zone}")


def print_violations(console: Console, board: Board, violations: tuple[Violation, ...],
                     most: int = 50) -> None:
    """Each broken rule on a line, at most `most` of them and how many more."""
    for v in violations[:most]:
        console.print(f"  {escape(violation(v, board))}")
    if len(violations) > most:
        console.print(f"  and {len(violations) - most:,} more (--json lists them all)")
