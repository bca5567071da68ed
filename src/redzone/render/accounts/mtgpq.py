"""The terminal account of an MTG Puzzle Quest combat: the slots, then each attack."""

from __future__ import annotations

from rich.console import Console
from rich.markup import escape

from redzone.core.model import CREATURE
from redzone.core.result import EventType, Result, Zone
from redzone.render.events import print_events
from redzone.render.sentences import name_of, sentence
from redzone.rules.mtgpq.fight import phase_and_attacker
from redzone.scenario import Scenario


def print_combat(console: Console, scenario: Scenario, result: Result) -> None:
    board = scenario.board
    rules = scenario.rules
    console.print(f"[bold]Rules:[/] {rules.name} ({rules.title})")
    console.print(f"[bold]Slots during {escape(board.active)}'s combat[/] (first slot first)")
    slots = [e for e in result.declarations if e.type == EventType.SLOT]
    for event in slots:
        console.print(f"  {escape(sentence(event, board))}")
    if len(slots) < len(result.declarations):
        console.print("[bold]Staying back[/]")
    for event in result.declarations[len(slots):]:
        console.print(f"  {escape(sentence(event, board))}")
    if not result.steps:
        console.print("  No creature attacks (mtgpq:attack)")
    attackers: list[str] = []
    for step in result.steps:
        phase, attacker = phase_and_attacker(step.name)
        if attacker not in attackers:
            attackers.append(attacker)
        console.print(f"[bold]Attack {len(attackers)}: {escape(name_of(board, attacker))}[/]"
                      f" — {phase}")
        print_events(console, board, step.events)
    console.print("[bold]After combat[/]")
    for name, player in result.players.items():
        status = " [bold red]— defeated[/]" if player.lost else ""
        console.print(f"  {escape(name)}: {player.life} life{status}")
    for pid, state in result.permanents.items():
        stats = ""
        if CREATURE in board.permanent(pid).types:
            stats = f" {state.power}/{state.toughness}"
            if state.damage:
                stats += f", {state.damage} toughness lost"
        zone = "" if state.zone == Zone.BATTLEFIELD else f" [bold red]— {state.zone}[/]"
        console.print(f"  {escape(name_of(board, pid))}{escape(stats)}{zone}")
