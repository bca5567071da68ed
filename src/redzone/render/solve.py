"""The solver's answer for a terminal, in sentences: the choice, how it scores (with a legend
of the objective), the verdict of the combat it leads to, the runners-up, then the combat."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.console import Console
from rich.markup import escape

from redzone.analysis.objective import Score
from redzone.analysis.solve import Progress, Solution
from redzone.core.model import Board
from redzone.scenario import Scenario

from .sentences import name_of
from .text import print_combat
from .verdict import print_verdict

LEGEND = {
    "blocks": "best = don't lose the game, then the most value (attackers destroyed less own "
              "permanents lost; a creature's value is its power + toughness unless the file "
              "gives `value`), then the least life and poison lost, then the fewest blockers",
    "attacks": "best = win the game, then knock out the most opponents, then the most value "
               "(their permanents destroyed less own; power + toughness unless the file gives "
               "`value`), then the most damage, then the fewest attackers",
}


def _count(n: int, what: str) -> str:
    return f"{n} {what}{'' if n == 1 else 's'}"


def said(score: Score, kind: str) -> str:
    """A score in words: 'survives; value +2; loses 3 life and poison; 2 blockers'."""
    if kind == "attacks":
        if score.safe:  # the game is over: nothing else counts
            return f"wins the game with {_count(-score.fewest, 'attacker')}"
        first = f"knocks out {_count(score.out, 'opponent')}" if score.out else "no win"
        damage = (f"deals {score.damage} damage" if score.damage > 0 else
                  f"the opponents gain {-score.damage} life in all" if score.damage else
                  "no damage")
        whom = _count(-score.fewest, "attacker")
    else:
        first = "survives" if score.safe else "loses the game"
        lost = -score.damage
        damage = (f"loses {lost} life and poison" if lost > 0 else
                  f"gains {-lost} life in all" if lost else "loses no life")
        whom = _count(-score.fewest, "blocker")
    return f"{first}; value {score.value:+d}; {damage}; {whom}"


def _declared(board: Board, choice: Mapping[str, Any]) -> str:
    """A runner-up's declarations as a sentence."""
    parts = []
    if "attacks" in choice:
        attacks = choice["attacks"]
        parts.append(", ".join(f"{name_of(board, a)} attacks {name_of(board, t)}"
                               for a, t in attacks.items()) or "no attack")
    blocks = choice.get("blocks", {})
    said_blocks = ", ".join(
        f"{name_of(board, b)} blocks {' and '.join(name_of(board, a) for a in attackers)}"
        for b, attackers in blocks.items()) or "no blocks"
    if "attacks" in choice:
        return f"{parts[0]} (met by {said_blocks})"
    return (f"{choice['defender']}: " if "defender" in choice else "") + said_blocks


def print_solution(console: Console, scenario: Scenario, solution: Solution) -> None:
    board = scenario.board
    kind = solution.kind
    console.print(f"[bold]Best {kind}[/]" + ("" if solution.exact else
                                              " (search budget spent: best found, not proven)"))
    if solution.said_bound():
        console.print(f"  Bound: {escape(solution.said_bound())}")
    if kind == "attacks":
        for a, t in solution.attacks.items():
            console.print(f"  {escape(name_of(board, a))} attacks {escape(name_of(board, t))}")
        if not solution.attacks:
            console.print("  no attack")
        console.print("[bold]Expected blocks[/]")
    for b, attackers in solution.blocks.items():
        names = " and ".join(name_of(board, a) for a in attackers)
        console.print(f"  {escape(name_of(board, b))} blocks {escape(names)}")
    if not solution.blocks:
        console.print("  no blocks")
    console.print(f"[bold]Score:[/] {escape(said(solution.score, kind))}")
    console.print(f"  [dim]({escape(LEGEND[kind])})[/]")
    if len(solution.defenders) > 1:
        for name, score in solution.defenders.items():
            console.print(f"  {escape(name)}: {escape(said(score, 'blocks'))}")
    console.print("[bold]What it leads to[/]")
    print_verdict(console, scenario, solution.result)
    if solution.alternatives:
        console.print("[bold]Next best[/]")
        for choice, score in solution.alternatives:
            console.print(f"  {escape(_declared(board, choice))}: {escape(said(score, kind))}")
    console.print("[bold]The combat[/]")
    print_combat(console, scenario, solution.result)


def progress_line(progress: Progress) -> str:
    """One line on how the search for the best attack goes."""
    best = "none yet" if progress.best is None else said(progress.best, "attacks")
    return (f"Searching attacks ({progress.stage}): {progress.settled:,} of "
            f"{progress.attacks:,} settled, {progress.searched:,} searched through; "
            f"best so far: {best}; {progress.seconds:.1f} s")
