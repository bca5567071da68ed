"""The solver's answer for a terminal: the choice, its value, the runners-up, the combat."""

from __future__ import annotations

from rich.console import Console
from rich.markup import escape

from redzone.analysis.objective import Score
from redzone.analysis.solve import Progress, Solution
from redzone.scenario import Scenario

from .sentences import name_of
from .text import print_combat


def _score(score: Score, kind: str) -> str:
    if kind == "attacks" and score.safe:  # the game is over: nothing else counts
        return f"wins the game; {-score.fewest} attack(s)"
    first = ("safe" if score.safe else "loses the game") if kind == "blocks" else (
        "wins the game" if score.safe else
        f"knocks out {score.out} opponent(s)" if score.out else "no win")
    damage = f"{-score.damage} life and poison lost" if kind == "blocks" else (
        f"{score.damage} damage dealt")
    return f"{first}; value {score.value:+d}; {damage}; {-score.fewest} {kind[:-1]}(s)"


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
    console.print(f"[bold]Value:[/] {_score(solution.score, kind)}")
    if len(solution.defenders) > 1:
        for name, score in solution.defenders.items():
            console.print(f"  {escape(name)}: {_score(score, 'blocks')}")
    if solution.alternatives:
        console.print("[bold]Next best[/]")
        for choice, score in solution.alternatives:
            console.print(f"  {escape(str(choice))}: {_score(score, kind)}")
    console.print("[bold]The combat[/]")
    print_combat(console, scenario, solution.result)


def progress_line(progress: Progress) -> str:
    """One line on how the search for the best attack goes."""
    best = "none yet" if progress.best is None else _score(progress.best, "attacks")
    return (f"Searching attacks ({progress.stage}): {progress.settled:,} of "
            f"{progress.attacks:,} settled, {progress.searched:,} searched through; "
            f"best so far: {best}; {progress.seconds:.1f} s")
