"""A step-by-step account of a combat, for a terminal (colour with rich) or plain text."""

from __future__ import annotations

from rich.console import Console
from rich.markup import escape

from ..errors import Violation
from ..explain import name_of, sentence, violation
from ..model import CREATURE, PLANESWALKER, Board, Scenario
from ..result import Result
from ..rules import find
from .events import print_events


def print_result(console: Console, scenario: Scenario, result: Result) -> None:
    board = scenario.board
    rules = find(result.rules)
    own = rules.text_renderer()
    if own is not None:
        own(console, scenario, result)
        return
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
        zone = "" if state.zone == "battlefield" else f" [bold red]— {state.zone}[/]"
        console.print(f"  {escape(name_of(board, pid))} {escape(', '.join(stats))}{zone}")


def print_violations(console: Console, board: Board, violations: tuple[Violation, ...]) -> None:
    for v in violations:
        console.print(f"  {escape(violation(v, board))}")
