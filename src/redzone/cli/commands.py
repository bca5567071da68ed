"""The `redzone` command. Exit codes: 0 success, 1 a check said no, 2 bad input."""

from __future__ import annotations

import contextlib
import io
import json
import os
import sys
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

import click
from rich.console import Console
from rich.live import Live

import redzone
from redzone import cards
from redzone.analysis.assignments import step_choices
from redzone.analysis.judge import Assign
from redzone.analysis.solve import ATTACKS_BUDGET, DEFAULT_BUDGET, Progress
from redzone.core.errors import IllegalAction, RedzoneError, shorten
from redzone.core.model import Combat, frozen_map
from redzone.core.odds import MAX_SAMPLES
from redzone.render.assignments import print_assignments, stream_json
from redzone.render.compare import print_comparison
from redzone.render.odds import print_odds
from redzone.render.outcome import print_outcome
from redzone.render.solve import print_solution, progress_line, said
from redzone.render.text import print_rules_cited, print_violations, print_warnings
from redzone.render.verdict import verdict
from redzone.rules import PLANNED, RULE_SETS
from redzone.rules.dice.ruleset import MAX_TURNS
from redzone.scenario import Scenario, with_options, with_rules
from redzone.scenario.text import MAX_TEXT

from .bulk import batch as batch_command
from .bulk import generate as generate_command


def _console() -> Console:
    """Colour on a terminal, plain text in a pipe; long lines never wrapped."""
    return Console(highlight=False, soft_wrap=True)


RULES = click.Choice([*RULE_SETS, *PLANNED])
SHOWN = 5  # broken rules an error names, before "and N more" (`check` lists them all)
SHOWN_CHARS = 150  # characters of each


def _json(data: dict[str, Any], scenario: Scenario, **dumps: Any) -> None:
    """Print `data` as JSON, with what the board has that redzone doesn't model (spec:
    "Warnings": in every `--json` output)."""
    data.setdefault("warnings", [w.to_json() for w in scenario.board.warnings()])
    click.echo(json.dumps(data, indent=2, **dumps))


def _load(file: str) -> Scenario:
    """FILE's scenario; `-`: standard input's (YAML or JSON), at most MAX_TEXT characters."""
    if file != "-":
        return redzone.load(file)
    most = 4 * MAX_TEXT  # UTF-8: at most four bytes a character
    data = sys.stdin.buffer.read(most + 1)
    if len(data) > most:
        raise RedzoneError(f"standard input: more than {most:,} bytes; a scenario holds at "
                           f"most {MAX_TEXT:,} characters")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise RedzoneError(f"standard input: not UTF-8 text (byte {err.start:,})") from None
    return redzone.loads(text, "yaml", "<stdin>")


def _scenario(file: str, rules: str | None, **options: int | None) -> Scenario:
    """FILE's scenario, judged by `--rules` when given, with the run's options."""
    return with_options(with_rules(_load(file), rules), **options)


class _Commands(click.Group):
    """Turns every user error into one message on stderr and exit code 2; never a traceback."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except IllegalAction as err:
            shown = err.violations[:SHOWN]
            lines = [f"redzone: illegal {err.kind}:",
                     *(f"  {shorten(str(v), SHOWN_CHARS)}" for v in shown)]
            if len(err.violations) > len(shown):
                lines.append(f"  and {len(err.violations) - len(shown):,} more"
                             " (`redzone check` lists them all)")
            click.echo("\n".join(lines), err=True)
            ctx.exit(2)
        except RedzoneError as err:
            click.echo(f"redzone: error: {err}", err=True)
            ctx.exit(2)


@click.group(cls=_Commands, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="redzone")
def cli() -> None:
    """Resolve, judge and explain combat in Magic: The Gathering."""


@cli.command()
@click.argument("file", type=click.Path(dir_okay=False, allow_dash=True))
@click.option("--json", "as_json", is_flag=True, help="Print the JSON result.")
@click.option("--rules", type=RULES, help="Judge by these rules instead of the file's.")
@click.option("--assign", "policy", type=click.Choice(["default", "best"]),
              help="How creatures without `assign` split their damage: the default policy, "
                   "or the best for their controller.")
@click.option("--seed", type=int, help="dice: roll with this seed (default 0).")
@click.option("--turns", type=click.IntRange(0, MAX_TURNS),
              help="dice: follow damage and healing through N ends of turn.")
@click.option("--brief", is_flag=True, help="The verdict only, without the account.")
@click.option("--explain-rules", is_flag=True,
              help="After the account, each rule cited summed up in a line.")
def resolve(file: str, as_json: bool, rules: str | None, policy: Assign | None,
            seed: int | None, turns: int | None, brief: bool, explain_rules: bool) -> None:
    """Resolve the combat in FILE: the verdict (lethal or not, life before -> after, what
    dies), then every event with its rule."""
    scenario = _scenario(file, rules, seed=seed, turns=turns)
    result = redzone.resolve(scenario, assign=policy or "default")
    if as_json:
        _json({**result.to_json(), "verdict": verdict(scenario, result).to_json()}, scenario)
    else:
        console = _console()
        print_outcome(console, scenario, result, brief)
        if explain_rules:
            print_rules_cited(console, result)
        print_warnings(console, scenario.board)


@cli.command()
@click.argument("file", type=click.Path(dir_okay=False, allow_dash=True))
@click.option("--json", "as_json", is_flag=True, help="Print the verdict as JSON.")
@click.option("--rules", type=RULES, help="Judge by these rules instead of the file's.")
def check(file: str, as_json: bool, rules: str | None) -> None:
    """Say whether FILE's attacks, blocks and damage assignment are legal (exit 0) or not
    (exit 1), and why not."""
    scenario = _scenario(file, rules)
    found = redzone.check(scenario)
    warnings = scenario.board.warnings()
    if as_json:
        _json({"legal": not found, "violations": [
            {"rule": v.rule, "subject": v.subject, "message": v.message} for v in found]},
            scenario)
    elif found:
        console = _console()
        console.print("[bold red]Illegal:[/]")
        print_violations(console, scenario.board, tuple(found))
        print_warnings(console, scenario.board)
    else:
        click.echo("Legal as far as modelled: the declarations and the damage assignment "
                   "follow the rules; redzone doesn't model all the board does (below)."
                   if warnings else
                   "Legal: the declarations and the damage assignment follow the rules.")
        print_warnings(_console(), scenario.board)
    if found:
        sys.exit(1)


@cli.command()
@click.argument("file", type=click.Path(dir_okay=False, allow_dash=True))
@click.option("--json", "as_json", is_flag=True, help="Stream the list as JSON.")
@click.option("--rules", type=RULES, help="Judge by these rules instead of the file's.")
@click.option("--limit", type=click.IntRange(0, 10**9), default=1000, show_default=True,
              help="List at most this many (the count is always exact).")
def assignments(file: str, as_json: bool, rules: str | None, limit: int) -> None:
    """Count and list every legal combat damage assignment of FILE's first combat damage
    step (510.1e: all attacking creatures, then all blocking creatures); `assign` in the file
    is ignored."""
    scenario = _scenario(file, rules)
    choices = step_choices(scenario)
    if as_json:
        stream_json(sys.stdout, choices, limit, scenario.board.warnings())
    else:
        console = _console()
        print_assignments(console, scenario.board, choices, limit)
        print_warnings(console, scenario.board)


@cli.group()
def solve() -> None:
    """The best blocks or the best attack, searched exactly."""


def _solve(kind: str, file: str, as_json: bool, budget: int, time_limit: float | None,
           ) -> None:
    scenario = _load(file)
    if kind == "blocks":
        answer = redzone.best_blocks(scenario, budget=budget, time_limit=time_limit)
    else:
        with _progress() as tell:
            answer = redzone.best_attack(scenario, budget=budget, time_limit=time_limit,
                                         progress=tell)
    shown = replace(scenario, combat=Combat(attacks=frozen_map(answer.attacks),
                                            blocks=frozen_map(answer.blocks)))
    if as_json:
        _json({**answer.to_json(), "said": said(answer.score, answer.kind),
               "verdict": verdict(shown, answer.result).to_json()}, scenario)
        return
    console = _console()
    print_solution(console, shown, answer)
    print_warnings(console, scenario.board)


def _budget(default: int) -> Callable[[Callable[..., None]], Callable[..., None]]:
    def options(command: Callable[..., None]) -> Callable[..., None]:
        command = click.option(
            "--time-limit", type=click.FloatRange(min=0, min_open=True), default=None,
            metavar="SECONDS", help="Stop after this long and answer the best found.")(command)
        return click.option(
            "--budget", type=click.IntRange(1, 10**12), default=default, show_default=True,
            help="Work (combinations of fights looked at, 300 a fight resolved) before "
            "settling for the best found.")(command)
    return options


@contextlib.contextmanager
def _progress() -> Iterator[Callable[[Progress], None] | None]:
    """On a terminal, the search's progress on standard error, gone once it ends."""
    if not sys.stderr.isatty():
        yield None
        return
    with Live(console=Console(stderr=True), transient=True, auto_refresh=False) as live:
        yield lambda progress: live.update(progress_line(progress), refresh=True)


@solve.command("blocks")
@click.argument("file", type=click.Path(dir_okay=False, allow_dash=True))
@click.option("--json", "as_json", is_flag=True, help="Print the answer as JSON.")
@_budget(DEFAULT_BUDGET)
def solve_blocks_command(file: str, as_json: bool, budget: int, time_limit: float | None,
                         ) -> None:
    """Each defending player's best blocks against FILE's attack."""
    _solve("blocks", file, as_json, budget, time_limit)


@solve.command("attacks")
@click.argument("file", type=click.Path(dir_okay=False, allow_dash=True))
@click.option("--json", "as_json", is_flag=True, help="Print the answer as JSON.")
@_budget(ATTACKS_BUDGET)
def solve_attacks_command(file: str, as_json: bool, budget: int, time_limit: float | None,
                          ) -> None:
    """The active player's best attack against the defender's best blocks (FILE's own
    attacks and blocks are ignored). On a terminal, its progress shows on standard error."""
    _solve("attacks", file, as_json, budget, time_limit)


@cli.command()
@click.argument("file", type=click.Path(dir_okay=False, allow_dash=True))
@click.option("--json", "as_json", is_flag=True, help="Print the comparison as JSON.")
def compare(file: str, as_json: bool) -> None:
    """Resolve FILE under every edition of the Comprehensive Rules and show where the
    outcomes differ, and the rules that make the difference."""
    scenario = _load(file)
    found = redzone.compare(scenario)
    if as_json:
        _json(found.to_json(), scenario)
    else:
        console = _console()
        print_comparison(console, scenario, found)
        print_warnings(console, scenario.board)


@cli.command()
@click.argument("file", type=click.Path(dir_okay=False, allow_dash=True))
@click.option("--json", "as_json", is_flag=True, help="Print the distribution as JSON.")
@click.option("--rules", type=RULES, help="Judge by these rules instead of the file's.")
@click.option("--samples", type=click.IntRange(1, MAX_SAMPLES),
              help="Estimate from N random combats (Monte Carlo) instead of every roll.")
@click.option("--seed", type=int, help="dice: seed of the --samples (default 0).")
@click.option("--turns", type=click.IntRange(0, MAX_TURNS),
              help="dice: follow damage and healing through N ends of turn.")
def odds(file: str, as_json: bool, rules: str | None, samples: int | None, seed: int | None,
         turns: int | None) -> None:
    """Every outcome of the combat in FILE with its exact probability (rules with dice; a
    combat without chance has one, certain), and each player's expected life."""
    scenario = _scenario(file, rules, seed=seed, turns=turns)
    found = redzone.odds(scenario, samples=samples)
    if as_json:
        _json(found.to_json(), scenario)
    else:
        console = _console()
        print_odds(console, scenario, found)
        print_warnings(console, scenario.board)


@cli.group("cards")
def cards_group() -> None:
    """The card database as a whole."""


@cards_group.command("coverage")
@click.option("--json", "as_json", is_flag=True, help="Print the coverage as JSON.")
@click.option("--top", type=click.IntRange(0, 10**6), default=30, show_default=True,
              help="Patterns of unmodelled sentences to list (all of them with --json).")
def coverage_command(as_json: bool, top: int) -> None:
    """How many creature faces redzone models in full (every sentence that acts in combat
    compiled), and the sentences that didn't compile, by pattern, most faces first."""
    found = cards.coverage()
    if as_json:
        click.echo(json.dumps(found.to_json(), indent=2, ensure_ascii=False))
        return
    share = 100 * found.modelled / found.faces if found.faces else 0.0
    lines = [f"{found.faces:,} creature faces (Alchemy and joke cards left out); "
             f"{found.modelled:,} modelled in full ({share:.1f}%)",
             f"{found.others:,} other permanents whose text acts in combat (anthems, Equipment, "
             f"Auras...); {found.others_modelled:,} modelled in full",
             f"Sentences that act in combat and didn't compile, by pattern "
             f"({len(found.patterns):,} patterns):"]
    for pattern, count, examples in found.patterns[:top]:
        lines.append(f"  {count:>5}  {pattern}  (e.g. {', '.join(examples)})")
    click.echo("\n".join(lines))


@cli.command()
@click.argument("name", nargs=-1, required=True)
@click.option("--json", "as_json", is_flag=True, help="Print the card as JSON.")
@click.option("--extras", is_flag=True,
              help="Include Alchemy (A- and digital) and joke (un-set) cards.")
def card(name: tuple[str, ...], as_json: bool, extras: bool) -> None:
    """Show a card's combat characteristics from the offline card database (NAME may be
    either face of a double-faced card; case and accents don't matter)."""
    found = cards.lookup(" ".join(name), extras)
    if as_json:
        click.echo(json.dumps(found.to_json(), indent=2, ensure_ascii=False))
        return
    types = " ".join(t.capitalize() for t in (*found.supertypes, *found.types))
    if found.subtypes:
        types += " — " + " ".join(found.subtypes)
    lines = [f"{found.name}  {found.mana_cost or ''}".rstrip(), types]
    if found.full_name != found.name:
        lines.append(f"Card: {found.full_name}")
    stats = []
    if found.power is not None or found.toughness is not None:
        stats.append(f"{found.power}/{found.toughness}")
    if found.loyalty is not None:
        stats.append(f"loyalty {found.loyalty}")
    if found.defense is not None:
        stats.append(f"defense {found.defense}")
    stats.append(", ".join(found.colors) or "colorless")
    lines.append(" · ".join(stats))
    lines.append("Keywords: " + (", ".join(found.keywords) or "none"))
    if found.can_block != 1:
        many = "any number of" if found.can_block is None else str(found.can_block)
        lines.append(f"Can block {many} creatures")
    if found.text:
        lines.append(found.text)
    click.echo("\n".join(lines))


@cli.command()
@click.argument("file", type=click.Path(dir_okay=False, allow_dash=True))
@click.option("-o", "--output", type=click.Path(dir_okay=False, writable=True),
              help="Write the SVG to this file (default: standard output).")
@click.option("--when", type=click.Choice(["both", "before", "after"]), default="both",
              show_default=True, help="The board before combat, after it, or both.")
@click.option("--rules", type=RULES, help="Judge by these rules instead of the file's.")
@click.option("--assign", "policy", type=click.Choice(["default", "best"]),
              help="How creatures without `assign` split their damage (as for resolve).")
@click.option("--seed", type=int, help="dice: roll with this seed (default 0).")
def render(file: str, output: str | None, when: str, rules: str | None, policy: Assign | None,
           seed: int | None) -> None:
    """Draw the board of FILE as SVG: the attacks and blocks before combat, then the damage
    marked, who died, and life and poison after it."""
    from redzone.render.svg import board_svg

    if (output is not None and file != "-" and os.path.exists(output)
            and os.path.samefile(file, output)):
        raise RedzoneError(f"-o {output}: that is the scenario file itself; write the picture "
                           "to another file")
    scenario = _scenario(file, rules, seed=seed)
    result = redzone.resolve(scenario, assign=policy or "default") if when != "before" else None
    svg = board_svg(scenario, result, "both" if when == "both" else
                    "before" if when == "before" else "after")
    if output is None:
        click.echo(svg, nl=False)
        return
    try:
        with open(output, "w", encoding="utf-8") as out:
            out.write(svg)
    except OSError as err:
        raise RedzoneError(f"{output}: can't write it ({err.strerror})") from None


@cli.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option("--port", type=click.IntRange(0, 65535), default=8000, show_default=True,
              help="Port to listen on.")
def serve(host: str, port: int) -> None:
    """Start the web calculator (and its JSON API, documented at /docs) on
    http://HOST:PORT; it works offline."""
    from redzone.web import serve as serve_web

    serve_web(host, port)


cli.add_command(generate_command)  # bulk.py: boards in bulk
cli.add_command(batch_command)


def main() -> None:
    """Entry point of the console script: text any terminal or pipe can take (what its
    encoding lacks is escaped), and an output that can't be written (a full disk) is an error
    with exit code 2, not a traceback."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")
    try:
        try:
            cli.main()
        finally:
            sys.stdout.flush()
    except RecursionError:
        click.echo("redzone: error: the input is nested too deeply", err=True)
        sys.exit(2)
    except OSError as err:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # what is left unsaid
        with contextlib.suppress(OSError):
            click.echo(f"redzone: error: can't write the output ({err.strerror})", err=True)
        sys.exit(2)


__all__ = ["cli", "main"]
