"""Boards in bulk: `redzone batch` with 1 and 2 workers, the vectorised resolver alone,
solve-blocks on generated 4-vs-4 boards, and peak memory while 10^6 boards stream through.

Prints a table. The bars (issue 11): 2 workers at least 1.7 times as fast as 1; the
vectorised resolver 1,000,000 simple boards per second per core (a goal); peak memory of the
whole process tree (parent, workers) under 500 MB for 10^6 boards.

    .venv/bin/python benchmarks/bench_batch.py [--boards N] [--solve-boards N]
        [--memory-boards N] [--quick]

Timings on a shared machine move with its load: the load average is printed with them.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterable
from pathlib import Path

import numpy as np

import redzone
from redzone.bulk import batch, vector
from redzone.bulk.generate import generate, to_line


def write_boards(path: Path, n: int, **options: object) -> Path:
    with path.open("w", encoding="utf-8") as f:
        for board in generate(n, **options):  # type: ignore[arg-type]
            f.write(to_line(board) + "\n")
    return path


def write_boards_in_parallel(path: Path, n: int, parts: int = 2) -> Path:
    """Many boards: `redzone generate` in `parts` processes, each a slice of the seed."""
    step = -(-n // parts)
    pieces = [path.with_suffix(f".{k}") for k in range(parts)]
    procs = [subprocess.Popen([sys.executable, "-c", _GENERATE, str(min(step, n - k * step)),
                               str(k * step), str(piece)])
             for k, piece in enumerate(pieces)]
    for proc in procs:
        if proc.wait() != 0:
            raise SystemExit("generating the boards failed")
    with path.open("wb") as out:
        for piece in pieces:
            with piece.open("rb") as f:
                while block := f.read(1 << 20):
                    out.write(block)
            piece.unlink()
    return path


_GENERATE = """
import sys
from redzone.bulk.generate import generate, to_line
n, start, path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
with open(path, "w", encoding="utf-8") as f:
    for board in generate(n, seed=1, start=start):
        f.write(to_line(board) + "\\n")
"""


def batch_run(source: Path, task: str, workers: int, tries: int = 2) -> batch.Summary:
    """The fastest of `tries` whole `batch` runs (worker start-up included)."""
    best: batch.Summary | None = None
    for _ in range(tries):
        with tempfile.TemporaryDirectory() as tmp:
            summary = batch.run(source, Path(tmp) / "out.jsonl", batch.Options(task, None,
                                                                              workers))
        if best is None or summary.rate > best.rate:
            best = summary
    assert best is not None
    return best


def vector_rate(max_creatures: int, boards: int = 1_000_000) -> tuple[float, float]:
    """Boards per second of `vector.resolve_arrays` on one core, over `boards` simple boards
    (20,000 generated ones, repeated), and of the whole `vector.resolve_many` (building the
    arrays from Scenarios and the outcomes back) on the 20,000."""
    scenarios = [b.scenario for b in generate(20_000, 7, max_creatures=max_creatures,
                                                  simple=True)]
    start = time.perf_counter()
    vector.resolve_many(scenarios)
    many = len(scenarios) / (time.perf_counter() - start)
    groups = vector.encode(scenarios)
    total = 0.0
    count = 0
    for arrays, index, _ in groups:
        repeat = max(1, round(boards * len(index) / len(scenarios) / len(index)))
        big = vector.Boards(*(np.tile(a, (1,) * (a.ndim - 1) + (repeat,))
                              for a in (arrays.power, arrays.toughness, arrays.damage,
                                        arrays.flags, arrays.exists, arrays.attacking,
                                        arrays.blocks, arrays.life, arrays.poison)))
        best = float("inf")
        for _ in range(3):
            start = time.perf_counter()
            vector.resolve_arrays(big)
            best = min(best, time.perf_counter() - start)
        total += best
        count += len(big)
    return count / total, many


def exact_rate(max_creatures: int) -> float:
    """Boards per second of the exact engine on the same kind of boards, for comparison."""
    scenarios = [b.scenario for b in generate(5_000, 7, max_creatures=max_creatures,
                                                  simple=True)]
    start = time.perf_counter()
    for s in scenarios:
        redzone.resolve(s)
    return len(scenarios) / (time.perf_counter() - start)


def tree_rss(pid: int) -> int:
    """Resident memory of a process and all its descendants, in bytes."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", encoding="ascii", errors="replace") as f:
                parent = int(f.read().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        children.setdefault(parent, []).append(int(entry))
    total, todo = 0, [pid]
    while todo:
        current = todo.pop()
        todo.extend(children.get(current, ()))
        try:
            with open(f"/proc/{current}/status", encoding="ascii") as f:
                for line in f:
                    if line.startswith("VmRSS:"):
                        total += int(line.split()[1]) * 1024
        except OSError:
            continue
    return total


def peak_memory(source: Path, task: str, workers: int) -> tuple[float, float, int]:
    """(peak MB of the `redzone batch` process tree, seconds, boards) for one streamed run."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "out.jsonl"
        start = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-c", "from redzone.cli import main; main()",
                                 "batch", str(source),
                                 "--task", task, "--out", str(out), "--workers", str(workers),
                                 "--no-progress"], stderr=subprocess.DEVNULL)
        peak = 0
        stop = threading.Event()

        def sample() -> None:
            nonlocal peak
            while not stop.is_set():
                peak = max(peak, tree_rss(proc.pid))
                stop.wait(0.2)

        sampler = threading.Thread(target=sample)
        sampler.start()
        code = proc.wait()
        stop.set()
        sampler.join()
        seconds = time.perf_counter() - start
        if code != 0:
            raise SystemExit(f"redzone batch failed ({code})")
        with out.open("rb") as f:
            lines = sum(1 for _ in f)
    return peak / 1e6, seconds, lines


def table(rows: Iterable[tuple[str, str, str]]) -> None:
    for name, value, bar in rows:
        print(f"{name:<58} {value:>16} {bar:>16}", flush=True)


def scaling(folder: Path, boards: int, tries: int) -> None:
    source = write_boards(folder / "boards.jsonl", boards, seed=1)
    one = batch_run(source, "resolve", 1, tries)
    table([(f"batch --task resolve, 1 worker ({boards:,} boards)", f"{one.rate:,.0f}/s", "")])
    two = batch_run(source, "resolve", 2, tries)
    # What 2 idle cores would give: all the CPU time of the run (workers and parent) shared
    # by two cores, against the 1-worker run's. Worth reading when the machine is busy.
    cpu_one = one.worker_cpu + one.parent_cpu
    cpu_two = two.worker_cpu + two.parent_cpu
    table([("batch --task resolve, 2 workers", f"{two.rate:,.0f}/s", ""),
           ("  scaling, 2 workers / 1 (wall clock)", f"{two.rate / one.rate:.2f}x", ">= 1.7x"),
           ("  CPU per board, 1 worker / 2 workers (us)",
            f"{cpu_one / one.boards * 1e6:,.0f} / {cpu_two / two.boards * 1e6:,.0f}", ""),
           ("  scaling on 2 idle cores, from the CPU time", f"{2 * cpu_one / cpu_two:.2f}x",
            ">= 1.7x")])
    source.unlink()


def vectorised() -> None:
    for k in (2, 4):
        arrays, many = vector_rate(k)
        exact = exact_rate(k)
        table([(f"vectorised resolver alone, up to {k} a side, 1 core", f"{arrays:,.0f}/s",
                ">= 1,000,000/s"),
               ("  with Scenarios in and Outcomes out (resolve_many)", f"{many:,.0f}/s", ""),
               ("  the exact engine on the same boards", f"{exact:,.0f}/s", "")])


def solving(folder: Path, boards: int) -> None:
    solve = write_boards(folder / "solve.jsonl", boards, seed=1, combat="attacks",
                         min_creatures=4, max_creatures=4)
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as out:
        summary = batch.run(solve, Path(out) / "out.jsonl", batch.Options("solve-blocks", None, 2))
    seconds = time.perf_counter() - start
    table([(f"solve-blocks, {boards:,} generated 4-vs-4 boards, 2 workers", f"{seconds:,.1f} s",
            ""),
           ("  boards per second", f"{summary.rate:,.1f}/s", ""),
           ("  errors", f"{summary.errors:,}", "0")])
    solve.unlink()


def memory(folder: Path, boards: int) -> None:
    big = write_boards_in_parallel(folder / "million.jsonl", boards)
    size = big.stat().st_size
    peak, seconds, lines = peak_memory(big, "resolve", 2)
    table([(f"peak memory, {boards:,} boards streamed ({size / 1e6:,.0f} MB in)",
            f"{peak:,.0f} MB", "< 500 MB"),
           ("  batch --task resolve, 2 workers", f"{seconds:,.0f} s", ""),
           ("  output lines", f"{lines:,}", f"{boards:,}")])
    big.unlink()


PARTS = ("scaling", "vector", "solve", "memory")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--boards", type=int, default=30_000,
                        help="boards for batch --task resolve (default 30,000)")
    parser.add_argument("--tries", type=int, default=2,
                        help="runs of each batch --task resolve; the fastest counts")
    parser.add_argument("--solve-boards", type=int, default=10_000,
                        help="4-vs-4 boards for solve-blocks (default 10,000)")
    parser.add_argument("--memory-boards", type=int, default=1_000_000,
                        help="boards streamed for peak memory (default 1,000,000)")
    parser.add_argument("--quick", action="store_true",
                        help="a quick look: 5,000 / 200 / 20,000 boards")
    parser.add_argument("--only", default=",".join(PARTS),
                        help=f"the parts to run, of {','.join(PARTS)}")
    args = parser.parse_args()
    if args.quick:
        args.boards, args.solve_boards, args.memory_boards = 5_000, 200, 20_000
    parts = args.only.split(",")
    print(f"{os.cpu_count()} cores; load average {os.getloadavg()[0]:.2f} at the start")
    print(f"{'measure':<58} {'value':>16} {'bar':>16}")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        if "scaling" in parts:
            scaling(folder, args.boards, args.tries)
        if "vector" in parts:
            vectorised()
        if "solve" in parts:
            solving(folder, args.solve_boards)
        if "memory" in parts:
            memory(folder, args.memory_boards)
    print(f"load average {os.getloadavg()[0]:.2f} at the end")


if __name__ == "__main__":
    main()
