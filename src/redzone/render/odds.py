"""`redzone odds` for a terminal: the marginals, then the outcomes, most likely first."""

from __future__ import annotations

from fractions import Fraction

from rich.console import Console
from rich.markup import escape

from redzone.core.model import CREATURE
from redzone.core.odds import Odds, Outcome
from redzone.core.result import Zone
from redzone.scenario import Scenario

from .sentences import name_of

SHOWN = 15  # outcomes listed; --json gives them all


def _percent(p: Fraction) -> str:
    return f"{float(p):7.2%}"


def print_odds(console: Console, scenario: Scenario, odds: Odds) -> None:
    board = scenario.board
    rules = scenario.rules
    console.print(f"[bold]Rules:[/] {rules.name} ({rules.title})")
    n = len(odds.outcomes)
    method = ("exact, every roll enumerated" if odds.samples is None
              else f"Monte Carlo estimate from {odds.samples:,} samples")
    console.print(f"[bold]Odds[/] ({method}): {n} outcome{'s' if n != 1 else ''}")
    if odds.reason:
        console.print(f"  [yellow]{escape(odds.reason)}[/]")
    for player in board.players:
        life = odds.expected_life(player.name)
        lost = odds.lost(player.name)
        console.print(f"  {escape(player.name)}: expected life {float(life):.2f} ({life}), "
                      f"loses the game {_percent(lost).strip()} ({lost})")
    for perm in board.permanents:
        if CREATURE in perm.types:
            gone = odds.destroyed(perm.id)
            console.print(f"  {escape(name_of(board, perm.id))}: destroyed "
                          f"{_percent(gone).strip()} ({gone})")
    made = dict.fromkeys(pid for o in odds.outcomes for pid in o.permanents
                         if board.get(pid) is None)
    for pid in made:  # tokens made in combat (111.1)
        there = sum((o.probability for o in odds.outcomes if pid in o.permanents
                     and o.permanents[pid].zone == Zone.BATTLEFIELD), Fraction())
        console.print(f"  {escape(pid)} (a token made in combat): on the battlefield after "
                      f"combat {_percent(there).strip()} ({there})")
    console.print("[bold]Outcomes[/] (most likely first)")
    for outcome in odds.outcomes[:SHOWN]:
        console.print(f"  {_percent(outcome.probability)}  {outcome.probability!s:>12}  "
                      f"{escape(_describe(scenario, outcome))}")
    if n > SHOWN:
        console.print(f"  ... and {n - SHOWN} more (--json lists them all)")


def _describe(scenario: Scenario, outcome: Outcome) -> str:
    """What changed from the board before combat."""
    board = scenario.board
    parts = []
    for player in board.players:
        after = outcome.players[player.name]
        if after.lost:
            parts.append(f"{player.name} loses at {after.life} life")
        elif after.life != player.life:
            parts.append(f"{player.name} {after.life} life")
    for perm in board.permanents:
        state = outcome.permanents[perm.id]
        if state.zone != Zone.BATTLEFIELD:
            parts.append(f"{perm.id} destroyed")
        elif state.damage != perm.damage:
            parts.append(f"{perm.id} {state.damage} damage")
    parts += [f"{pid} made" for pid, state in outcome.permanents.items()
              if board.get(pid) is None and state.zone == Zone.BATTLEFIELD]
    return "; ".join(parts) or "nothing changes"
