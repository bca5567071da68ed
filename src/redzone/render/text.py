"""The account of a combat under the Comprehensive Rules, step by step, for a terminal (colour
with rich) or plain text; and a list of broken rules."""

from __future__ import annotations

from dataclasses import replace

from rich.console import Console
from rich.markup import escape

from redzone.core.errors import Violation
from redzone.core.model import CARD_TYPES, CREATURE, PLANESWALKER, UNMODELLED, Board
from redzone.core.result import (
    BEGINNING_OF_COMBAT_STEP,
    DAMAGE_STEPS,
    DECLARE_ATTACKERS_STEP,
    DECLARE_BLOCKERS_STEP,
    END_OF_COMBAT_STEP,
    EventType,
    Result,
    Step,
    Zone,
)
from redzone.rules import declared
from redzone.scenario import Scenario

from .events import print_events
from .rulebook import cited
from .sentences import name_of, violation

# Where each step of the combat phase is in the rules, and the declarations it begins with.
_STEP_RULE = {BEGINNING_OF_COMBAT_STEP: "507", DECLARE_ATTACKERS_STEP: "508",
              DECLARE_BLOCKERS_STEP: "509", END_OF_COMBAT_STEP: "511"}
_ATTACKING = frozenset({EventType.ATTACKS, EventType.TAPPED, EventType.ENLISTS})


def print_combat(console: Console, scenario: Scenario, result: Result) -> None:
    """Declarations, each step with its assignments and events, and the board after combat;
    rules cited by the edition's own numbers. Where abilities acted before combat damage,
    each declaration is shown in its step, before what it set off."""
    board = scenario.board
    rules = declared(scenario.rules, "a combat damage step by step")
    console.print(f"[bold]Rules:[/] {rules.name} ({rules.title})")
    early = {s.name for s in result.steps} & {BEGINNING_OF_COMBAT_STEP, DECLARE_ATTACKERS_STEP,
                                              DECLARE_BLOCKERS_STEP}
    declarations = {DECLARE_ATTACKERS_STEP: [e for e in result.declarations
                                             if e.type in _ATTACKING],
                    DECLARE_BLOCKERS_STEP: [e for e in result.declarations
                                            if e.type not in _ATTACKING]}
    if not early:
        console.print("[bold]Declarations[/]")
        print_events(console, board, result.declarations)
    else:
        for name in (DECLARE_ATTACKERS_STEP, DECLARE_BLOCKERS_STEP):
            if name not in early and declarations[name]:
                result = replace(result, steps=(*result.steps, Step(name, {}, ())))
        result = replace(result, steps=tuple(sorted(result.steps, key=_order)))
    if not any(s.name in DAMAGE_STEPS for s in result.steps):
        console.print("  No creatures attack: no combat damage step (508.8)")
    for step in result.steps:
        rule = _STEP_RULE.get(step.name, "510")
        console.print(f"[bold]{step.name.capitalize()} step[/] ({rules.cite(rule)})")
        if early:
            print_events(console, board, declarations.get(step.name, ()))
        for creature, split in step.assignments.items():
            parts = ", ".join(f"{n} to {name_of(board, r)}" for r, n in split.items())
            console.print(f"  {escape(name_of(board, creature))} assigns {parts} "
                          f"({rules.cite('510.1')})")
        print_events(console, board, step.events)
        if step.name in DAMAGE_STEPS and not step.assignments and not step.events:
            console.print("  No creature left in combat deals combat damage in this step "
                          f"({rules.cite('510.4')})")
    console.print("[bold]After combat[/]")
    for name, player in result.players.items():
        status = " [bold red]— lost the game[/]" if player.lost else ""
        console.print(f"  {escape(name)}: {player.life} life, {player.poison} poison{status}")
    lines = []  # (printed at once: a console's print costs more than a line)
    for pid, state in result.permanents.items():
        perm = board.get(pid)  # None: a token created in combat
        stats = []
        if perm is None or CREATURE in perm.types:
            stats.append(f"{state.power}/{state.toughness}")
            if state.damage:
                stats.append(f"{state.damage} damage")
        if perm is not None and PLANESWALKER in perm.types:
            stats.append(f"loyalty {state.loyalty}")
        if state.defense is not None:
            stats.append(f"defense {state.defense}")
        stats += [f"{n} {kind} counter{'s' if n > 1 else ''}"
                  for kind, n in state.counters.items()]
        if perm is not None and not stats:  # an artifact, enchantment or land
            stats.append(" ".join(sorted(perm.types & CARD_TYPES)))
        zone = "" if state.zone == Zone.BATTLEFIELD else f" [bold red]— {state.zone}[/]"
        token = " (token)" if perm is None else ""
        lines.append(f"  {escape(name_of(board, pid))}{token} {escape(', '.join(stats))}{zone}")
    if lines:
        console.print("\n".join(lines))


_STEPS = (BEGINNING_OF_COMBAT_STEP, DECLARE_ATTACKERS_STEP, DECLARE_BLOCKERS_STEP,
          *DAMAGE_STEPS, END_OF_COMBAT_STEP)


def _order(step: Step) -> int:
    return _STEPS.index(step.name) if step.name in _STEPS else len(_STEPS)


def print_violations(console: Console, board: Board, violations: tuple[Violation, ...],
                     most: int = 50) -> None:
    """Each broken rule on a line, at most `most` of them and how many more."""
    for v in violations[:most]:
        console.print(f"  {escape(violation(v, board))}")
    if len(violations) > most:
        console.print(f"  and {len(violations) - most:,} more (--json lists them all)")


def print_warnings(console: Console, board: Board) -> None:
    """What the board has that redzone doesn't model (spec: "Warnings"), one line each."""
    for warning in board.warnings():
        perm = board.permanent(warning.permanent)
        what = (f"\"{escape(warning.text)}\" is not modelled (its card's text that acts in "
                "combat)" if warning.why == UNMODELLED else
                f"{escape(warning.text)}: {escape(warning.why)}")  # (a field the file lacks)
        console.print(f"[yellow]Warning:[/] {escape(perm.label)} ({escape(perm.id)}): {what}")


def rules_cited(result: Result) -> dict[str, str]:
    """Each rule the account cites, in order, with its one-line summary (rulebook.py)."""
    rules = [e.rule for e in (*result.declarations, *result.events)]
    return dict(cited(rules, result.rules))


def print_rules_cited(console: Console, result: Result) -> None:
    """`--explain-rules`: each rule cited, with what it says in a line of redzone's words."""
    console.print("[bold]Rules cited[/] (summed up in redzone's words; the Comprehensive Rules "
                  "have the full text)")
    for rule, said in rules_cited(result).items():
        console.print(f"  [bold]{escape(rule)}[/]  {escape(said)}")
