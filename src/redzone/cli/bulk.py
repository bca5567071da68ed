"""`redzone generate` and `redzone batch`: boards in bulk (registered by commands.py)."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import cast

import click
from rich.console import Console
from rich.progress import (
    BarColumn,
    Progress,
    TaskProgressColumn,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)

from redzone.bulk import batch as batching
from redzone.bulk.generate import COMBATS, CombatKind, to_line
from redzone.bulk.generate import generate as generate_boards
from redzone.core.errors import RedzoneError
from redzone.core.odds import MAX_SAMPLES
from redzone.rules import RULE_SETS

RULES = click.Choice(list(RULE_SETS))


@click.command()
@click.option("--n", "count", type=click.IntRange(min=0), required=True,
              help="How many boards.")
@click.option("--seed", type=int, default=0, show_default=True,
              help="The same seed gives the same boards.")
@click.option("--rules", type=RULES, default="cr-current", show_default=True,
              help="The rule set the boards are for (its keywords and declarations).")
@click.option("--max-creatures", type=click.IntRange(1, 16), default=4, show_default=True,
              help="At most this many creatures a side (mtgpq: at most 3).")
@click.option("--min-creatures", type=click.IntRange(0, 16), default=0, show_default=True,
              help="At least this many creatures a side (the attacking side at least 1).")
@click.option("--combat", type=click.Choice(COMBATS), default="full", show_default=True,
              help="full: attacks and blocks; attacks: no blocks (for solve-blocks); none: "
                   "no combat (for solve-attacks).")
@click.option("--simple", is_flag=True,
              help="Only the boards the vectorised resolver covers (redzone.bulk.vector).")
@click.option("--abilities", is_flag=True,
              help="Triggered keywords too (exalted, bushido N, flanking, undying, ...), "
              "and triggered and static abilities on some creatures.")
@click.option("--start", type=click.IntRange(min=0), default=0, show_default=True,
              help="The index of the first board (boards depend only on seed and index).")
@click.option("--out", type=click.Path(dir_okay=False, writable=True),
              help="Write to this file instead of standard output.")
def generate(count: int, seed: int, rules: str, max_creatures: int, min_creatures: int,
             combat: str, simple: bool, abilities: bool, start: int, out: str | None) -> None:
    """Random legal boards with attacks (and blocks, or not), as JSON Lines, one scenario a
    line with an `id`, the same for the same seed and options."""
    if min_creatures > max_creatures:
        raise click.BadParameter("must be at most --max-creatures", param_hint="--min-creatures")
    try:
        sink = open(out, "w", encoding="utf-8") if out else sys.stdout  # noqa: SIM115
        try:
            for board in generate_boards(count, seed, rules, max_creatures,
                                         cast(CombatKind, combat), simple, start,
                                         min_creatures, abilities):
                sink.write(to_line(board) + "\n")
        finally:
            if out:
                sink.close()
    except OSError as err:
        raise RedzoneError(f"{out or 'the output'}: can't write it ({err.strerror})") from None
    except ValueError as err:
        raise click.BadParameter(str(err), param_hint="--abilities") from None


@click.command()
@click.argument("source", metavar="IN.jsonl", type=click.Path(dir_okay=False, allow_dash=True))
@click.option("--task", type=click.Choice(batching.TASKS), required=True,
              help="resolve, check, odds, solve-blocks, solve-attacks: as the commands of "
                   "those names with --json; outcome: the final state only (players and "
                   "permanents), vectorised where redzone.bulk.vector covers the board.")
@click.option("--out", type=click.Path(dir_okay=False), required=True,
              help="The JSON Lines output; boards already in it are skipped (resumable).")
@click.option("--workers", type=click.IntRange(min=1),
              help="Worker processes (default: every core); with --ray, the CPUs of a new "
                   "local Ray.")
@click.option("--ray", "ray_address", metavar="ADDRESS|local",
              help="Run the work as Ray tasks on the cluster at ADDRESS, or on a local Ray.")
@click.option("--rules", type=RULES, help="Judge every board by these rules instead of its own.")
@click.option("--chunk", type=click.IntRange(min=1),
              help="Boards per unit of work (default: by task).")
@click.option("--budget", type=click.IntRange(min=1),
              help="solve-blocks, solve-attacks: work before settling for the best found "
                   "(as `solve --budget`).")
@click.option("--samples", type=click.IntRange(1, MAX_SAMPLES),
              help="odds: estimate from N random combats (as `odds --samples`).")
@click.option("--progress/--no-progress", default=None,
              help="Show a progress bar (default: when standard error is a terminal).")
def batch(source: str, task: str, out: str, workers: int | None, ray_address: str | None,
          rules: str | None, chunk: int | None, budget: int | None, samples: int | None,
          progress: bool | None) -> None:
    """Run TASK on every board of IN.jsonl (`-`: standard input), streaming one JSON line per
    board to OUT keyed by the board's `id`; a bad board gets an `error` line and the run goes
    on; a run again with the same OUT skips the boards already done."""
    opts = batching.Options(task, rules, workers or (1 if ray_address else batching.cores()),
                            ray_address, chunk or 0, budget, samples)
    console = Console(stderr=True, highlight=False, soft_wrap=True)
    show = console.is_terminal if progress is None else progress
    if not show:
        summary = batching.run(source, out, opts)
    else:
        columns = (TextColumn("{task.description}"), BarColumn(), TaskProgressColumn(),
                   TimeElapsedColumn(), TimeRemainingColumn(),
                   TextColumn("{task.fields[boards]:,} boards, {task.fields[errors]:,} errors"))
        # No refresh thread (auto_refresh=False): the workers are forked from this process.
        with Progress(*columns, console=console, auto_refresh=False) as bar:
            size = batching.input_size(source)
            job = bar.add_task(task, total=size or None, boards=0, errors=0)
            shown = 0.0

            def update(boards: int, errors: int, skipped: int, position: int) -> None:
                nonlocal shown
                bar.update(job, completed=position, boards=boards, errors=errors)
                now = time.monotonic()
                if now - shown > 0.1 or 0 < size <= position:
                    bar.refresh()
                    shown = now

            summary = batching.run(source, out, opts, update)
    resumed = f"; {summary.skipped:,} already done" if summary.skipped else ""
    if workers is not None and summary.workers < workers and ray_address is None:
        resumed += f"; {summary.workers} workers, as many as the cores, not {workers:,}"
    console.print(f"redzone batch: {summary.boards:,} boards ({summary.errors:,} errors) in "
                  f"{summary.seconds:.1f} s, {summary.rate:,.0f} boards/s{resumed} -> "
                  f"{Path(out)}")


__all__ = ["batch", "generate"]
