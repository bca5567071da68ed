"""The terminal account of a combat with dice: where the rolls come from, then each attack
with its rolls, then each end of turn (`--turns`)."""

from __future__ import annotations

from rich.console import Console
from rich.markup import escape

from redzone.core.model import CREATURE
from redzone.core.result import Result, Zone
from redzone.render.events import print_events
from redzone.render.sentences import name_of, sentence
from redzone.scenario import Scenario


def print_combat(console: Console, scenario: Scenario, result: Result) -> None:
    board = scenario.board
    rules = scenario.rules
    console.print(f"[bold]Rules:[/] {rules.name} ({rules.title})")
    console.print("[bold]Declarations[/]")
    for event in result.declarations:
        console.print(f"  {escape(sentence(event, board))}")
    if not result.steps:
        console.print("  No creatures attack (508.8)")
    for step in result.steps:
        rule = "dice:persistent-damage" if step.name.startswith("end") else "dice:one-at-a-time"
        console.print(f"[bold]{escape(step.name.capitalize())}[/] ({rule})")
        if not step.events:
            console.print("  Nothing happens")
        print_events(console, board, step.events)
    console.print("[bold]After combat[/]" if not any(s.name.startswith("end")
                                                     for s in result.steps)
                  else "[bold]After the last end of turn[/]")
    for name, player in result.players.items():
        status = " [bold red]— lost the game[/]" if player.lost else ""
        console.print(f"  {escape(name)}: {player.life} life{status}")
    for pid, state in result.permanents.items():
        if CREATURE not in board.permanent(pid).types:
            continue
        damage = f", {state.damage} damage" if state.damage else ""
        zone = "" if state.zone == Zone.BATTLEFIELD else f" [bold red]— {state.zone}[/]"
        console.print(f"  {escape(name_of(board, pid))} {state.power}/{state.toughness}"
                      f"{damage}{zone}")
