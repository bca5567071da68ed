"""Many boards at once: `redzone batch IN.jsonl --task T --out OUT.jsonl`.

The input is JSON Lines, one board a line: a scenario (format 1) with an `id` beside its
fields, or `{"id": ..., "scenario": {...}}`. A line without an `id` is known by its line
number (`line 12`). The output has one line per board, in the order of the input, keyed by
the board's `id`: the task's JSON (`resolve --json`, `check --json`, ...) with `id` first,
or `{"id": ..., "error": "..."}` when the board is bad. A bad board never stops the run.

Streaming: the input is read a chunk at a time and at most a few chunks per worker are in
flight, so memory stays flat however large the input. Chunks go to worker processes (or to
Ray tasks with `Options.ray`) and their results are written in input order, each chunk with
one write, so an interrupted run leaves a prefix of the output (and maybe part of a line).

Resuming: with an existing OUT, the boards it already holds are skipped. When its last line's
`id` is the `id` of the board at that position of the input (the usual case: the same input
run again), the first lines of the input are skipped by count and memory stays flat; else
every `id` in OUT is remembered and skipped wherever it appears.
"""

from __future__ import annotations

import contextlib
import ctypes
import gc
import json
import logging
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, replace
from pathlib import Path
from typing import IO, Any, NamedTuple

from redzone.analysis import judge
from redzone.analysis.solve import ATTACKS_BUDGET, DEFAULT_BUDGET, solve_attacks, solve_blocks
from redzone.core.errors import RedzoneError, ScenarioError, shorten
from redzone.rules import find
from redzone.scenario import from_dict, with_rules
from redzone.scenario.text import MAX_TEXT, parse_json

from . import vector

TASKS = ("resolve", "check", "outcome", "odds", "solve-blocks", "solve-attacks")
# Boards per chunk: cheap tasks in big chunks, searches in small ones (ordered output waits
# for the slowest chunk in flight).
CHUNK = {"resolve": 128, "check": 128, "outcome": 512, "odds": 8, "solve-blocks": 8,
         "solve-attacks": 2}
IN_FLIGHT_PER_WORKER = 4
_COMPACT = (",", ":")

Chunk = list[tuple[int, bytes | None]]  # (line number, raw line; None: a line too long)
MAX_LINE = 4 * MAX_TEXT  # bytes of one board's line, as of a scenario file


@dataclass
class Summary:
    """What a run did."""

    boards: int = 0  # boards done in this run
    errors: int = 0  # of which error lines
    skipped: int = 0  # boards found already done in OUT
    seconds: float = 0.0
    resumed_by: str = ""  # "", "count" or "ids"
    worker_cpu: float = 0.0  # CPU seconds spent on the boards, in all workers together
    parent_cpu: float = 0.0  # CPU seconds of this process besides (reading, writing)
    workers: int = 1  # worker processes that ran (at most the cores)

    @property
    def rate(self) -> float:
        return self.boards / self.seconds if self.seconds else 0.0


@dataclass(frozen=True)
class Options:
    """How to run: the task, the rule set to judge by (None: each board's own), worker
    processes (1: in this process), a Ray address or "local" (None: no Ray), boards per
    chunk, and the options of the solve and odds tasks."""

    task: str
    rules: str | None = None
    workers: int = 1
    ray: str | None = None
    chunk: int = 0  # 0: CHUNK[task]
    budget: int | None = None  # solve-blocks, solve-attacks: the search budget
    samples: int | None = None  # odds: a Monte Carlo estimate from this many samples

    @property
    def settings(self) -> Settings:
        return Settings(self.rules, self.budget, self.samples)


class Settings(NamedTuple):
    """What a worker needs besides the task and the boards."""

    rules: str | None = None
    budget: int | None = None
    samples: int | None = None


# --- the work on one chunk (runs in a worker) -----------------------------------------------

def board_id(line_no: int, data: Any) -> str:
    """A board's key: its `id` (text or a whole number), else its line number."""
    if isinstance(data, dict):
        given = data.get("id")
        if isinstance(given, str) and given:
            return given
        if isinstance(given, int) and not isinstance(given, bool):
            return str(given)
    return f"line {line_no}"


Done = tuple[bytes, int, float]  # output lines, errors, CPU seconds


def work(task: str, settings: Settings, chunk: Chunk) -> Done:
    """Do `task` on every board of `chunk`: the output lines (UTF-8, each ending in a newline),
    how many of them are errors, and the CPU time it took."""
    cpu = time.process_time()
    collecting = gc.isenabled()
    gc.disable()  # nothing here makes cycles worth the collections a chunk sets off (-15% CPU)
    try:
        lines, errors = _work(task, settings, chunk)
    finally:
        if collecting:
            gc.enable()
    return lines, errors, time.process_time() - cpu


def _work(task: str, settings: Settings, chunk: Chunk) -> tuple[bytes, int]:
    parsed: list[tuple[str, Any]] = []
    for line_no, raw in chunk:
        try:
            if raw is None:
                raise ScenarioError("", f"line {line_no}: longer than {MAX_LINE:,} bytes")
            data = parse_json(raw.decode("utf-8"), f"line {line_no}")
        except UnicodeDecodeError:
            parsed.append((f"line {line_no}", ScenarioError("", f"line {line_no}: not UTF-8 "
                                                                "text")))
            continue
        except ScenarioError as err:
            parsed.append((f"line {line_no}", err))
            continue
        parsed.append((board_id(line_no, data), _scenario(data, settings.rules)))
    if task == "outcome":
        answers = _outcomes([s for _, s in parsed])
    else:
        run = _TASKS[task]
        answers = [s if isinstance(s, Exception) else _guarded(run, s, settings)
                   for _, s in parsed]
    out: list[str] = []
    errors = 0
    for (bid, _), answer in zip(parsed, answers, strict=True):
        if isinstance(answer, Exception):
            errors += 1
            out.append(json.dumps({"id": bid, "error": _message(answer)}, separators=_COMPACT))
        else:
            out.append(json.dumps({"id": bid, **answer}, separators=_COMPACT))
    return ("\n".join(out) + "\n").encode() if out else b"", errors


def _scenario(data: Any, rules: str | None) -> Any:
    """The Scenario of one input line, or the error that stops it."""
    try:
        if not isinstance(data, dict):
            raise ScenarioError("", "a board is a JSON object: a scenario with an `id`")
        if "scenario" in data and set(data) <= {"id", "scenario"}:
            body = data["scenario"]
        else:
            body = {k: v for k, v in data.items() if k != "id"}
        return with_rules(from_dict(body), rules)
    except (RedzoneError, RecursionError) as err:
        return err
    except Exception as err:  # a bug must not stop the run: report it on the board's line
        return err


def _guarded(run: Task, scenario: Any, settings: Settings) -> Any:
    try:
        return run(scenario, settings)
    except Exception as err:
        return err


def _message(err: BaseException) -> str:
    if isinstance(err, RedzoneError):
        return str(err)
    if isinstance(err, RecursionError):
        return "the input is nested too deeply"
    return f"internal error: {type(err).__name__}: {err}"


def _resolve(scenario: Any, settings: Settings) -> dict[str, Any]:
    return judge.resolve(scenario).to_json()


def _check(scenario: Any, settings: Settings) -> dict[str, Any]:
    found = judge.check(scenario)
    return {"legal": not found, "violations": [
        {"rule": v.rule, "subject": v.subject, "message": v.message} for v in found]}


def _odds(scenario: Any, settings: Settings) -> dict[str, Any]:
    return judge.odds(scenario, settings.samples).to_json()


def _solve_blocks(scenario: Any, settings: Settings) -> dict[str, Any]:
    return solve_blocks(scenario, settings.budget or DEFAULT_BUDGET).to_json()


def _solve_attacks(scenario: Any, settings: Settings) -> dict[str, Any]:
    return solve_attacks(scenario, settings.budget or ATTACKS_BUDGET).to_json()


def _outcomes(scenarios: list[Any]) -> list[Any]:
    """The final state of each board: vectorised where vector.py covers the board, the exact
    engine elsewhere."""
    good = [s for s in scenarios if not isinstance(s, Exception)]
    done = iter(vector.resolve_many(good))
    out: list[Any] = []
    for s in scenarios:
        if isinstance(s, Exception):
            out.append(s)
            continue
        answer = next(done)
        out.append(answer if isinstance(answer, Exception) else answer.to_json())
    return out


Task = Callable[[Any, Settings], dict[str, Any]]
_TASKS: dict[str, Task] = {
    "resolve": _resolve, "check": _check, "odds": _odds, "solve-blocks": _solve_blocks,
    "solve-attacks": _solve_attacks,
}


# --- reading, resuming, writing -------------------------------------------------------------

def _records(stream: IO[bytes]) -> Iterator[tuple[int, bytes | None]]:
    """(line number, line) for every line that isn't blank; None for a line longer than
    MAX_LINE, whose rest is skipped unread."""
    n = 0
    while raw := stream.readline(MAX_LINE + 1):
        n += 1
        if len(raw) > MAX_LINE and not raw.endswith(b"\n"):
            while (rest := stream.readline(1 << 20)) and not rest.endswith(b"\n"):
                pass
            yield n, None
        elif raw.strip():
            yield n, raw


def _chunks(records: Iterable[tuple[int, bytes | None]], size: int) -> Iterator[Chunk]:
    chunk: Chunk = []
    for record in records:
        chunk.append(record)
        if len(chunk) >= size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def _id_of(line_no: int, raw: bytes | None) -> str:
    try:
        return board_id(line_no, parse_json(raw.decode("utf-8"))) if raw else f"line {line_no}"
    except (ScenarioError, UnicodeDecodeError):
        return f"line {line_no}"


def _done(out: Path) -> tuple[int, str | None]:
    """Lines already in OUT and the `id` of the last one; a partly written last line (an
    interrupted run) is cut off."""
    if not out.exists():
        return 0, None
    count, last_complete, last = 0, 0, b""
    with out.open("rb") as f:
        for raw in f:
            if not raw.endswith(b"\n"):
                break
            if raw.strip():
                count += 1
                last = raw
            last_complete += len(raw)
    if out.stat().st_size != last_complete:
        with out.open("r+b") as f:
            f.truncate(last_complete)
    return count, (_id_of(0, last) if count else None)


def _done_ids(out: Path) -> set[str]:
    with out.open("rb") as f:
        return {_id_of(0, raw) for raw in f if raw.strip()}


class _Input:
    """The boards still to do, and how the run resumed."""

    def __init__(self, source: str, out: Path) -> None:
        self.source = source
        self.stdin = source == "-"
        self.size = 0 if self.stdin else Path(source).stat().st_size
        done, last = _done(out)
        self.skip, self.ids, self.resumed_by = 0, set[str](), ""
        self.skipped = 0
        self.last = last
        self.stream: IO[bytes] | None = None
        if not done:
            return
        self.resumed_by = "count"
        self.skip = done
        if not self.stdin and not self._lines_up(done, last):
            self.skip, self.ids, self.resumed_by = 0, _done_ids(out), "ids"

    def _lines_up(self, done: int, last: str | None) -> bool:
        with open(self.source, "rb") as f:
            for k, (n, raw) in enumerate(_records(f), 1):
                if k == done:
                    return _id_of(n, raw) == last
        return False

    def boards(self) -> Iterator[tuple[int, bytes | None]]:
        """The records to do; `self.skipped` counts the others as they go by."""
        stream = sys.stdin.buffer if self.stdin else open(self.source, "rb")  # noqa: SIM115
        self.stream = stream
        k = 0
        try:
            for k, (n, raw) in enumerate(_records(stream), 1):
                if k <= self.skip:
                    if self.stdin and k == self.skip and _id_of(n, raw) != self.last:
                        raise ScenarioError("--out", (
                            f"its line {k} is not for board {k} of standard input: give the "
                            "same input again, or another --out"))
                    self.skipped += 1
                    continue
                if self.ids and _id_of(n, raw) in self.ids:
                    self.skipped += 1
                    continue
                yield n, raw
            if k < self.skip:
                raise ScenarioError("--out", (
                    f"it holds {self.skip:,} boards, more than the {k:,} of this input: give "
                    "the same input again, or another --out"))
        finally:
            if not self.stdin:
                stream.close()

    def position(self) -> int:
        """Bytes read so far (for the progress bar)."""
        if self.stdin or self.stream is None:
            return 0
        try:
            return self.stream.tell()
        except (OSError, ValueError):
            return 0


# --- running the chunks ----------------------------------------------------------------------

Results = Iterator[tuple[Chunk, Done]]


def _in_process(opts: Options, chunks: Iterator[Chunk]) -> Results:
    for chunk in chunks:
        yield chunk, work(opts.task, opts.settings, chunk)


def _processes(opts: Options, chunks: Iterator[Chunk]) -> Results:
    # fork: workers start at once with everything imported, and a script that calls run()
    # isn't imported again in each worker (as spawn and forkserver do). The caller keeps no
    # other threads running meanwhile (the CLI's progress bar refreshes from this thread).
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
    gc.freeze()  # what the workers inherit stays out of their collections (and shared)
    window: deque[tuple[Chunk, Future[Done]]] = deque()
    limit = opts.workers * IN_FLIGHT_PER_WORKER
    try:
        with ProcessPoolExecutor(opts.workers, mp_context=context, initializer=_tied,
                                 initargs=(os.getpid(),)) as pool:
            for chunk in chunks:
                window.append((chunk, pool.submit(work, opts.task, opts.settings, chunk)))
                while len(window) >= limit:
                    head, future = window.popleft()
                    yield head, future.result()
            while window:
                head, future = window.popleft()
                yield head, future.result()
    except BrokenProcessPool:
        raise RedzoneError("a worker process died (out of memory?); the boards done so far "
                           "are kept: run again with the same --out to go on") from None
    finally:
        gc.unfreeze()


def _tied(parent: int) -> None:
    """In a worker: end when the parent does, even by kill -9 (Linux: the kernel's death
    signal; elsewhere a thread that looks every second)."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
    if os.getppid() != parent:  # it died before the signal was asked for
        os._exit(1)

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(1)

    threading.Thread(target=watch, daemon=True).start()


_PR_SET_PDEATHSIG = 1


def _ray(opts: Options, chunks: Iterator[Chunk]) -> Results:
    """The same chunks as Ray tasks: on the cluster at `opts.ray`, or on a local Ray
    (`local`: the one already started in this process, else a new one)."""
    try:
        import ray
    except ImportError:
        raise ScenarioError("--ray", "Ray is not installed: pip install 'redzone[ray]'") from None
    started = False
    if not ray.is_initialized():
        kwargs: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False,
                                  "logging_level": logging.WARNING}
        if opts.ray == "local":
            if opts.workers > 1:
                kwargs["num_cpus"] = opts.workers
        else:
            kwargs["address"] = opts.ray
        try:
            ray.init(**kwargs)
        except Exception as err:  # unreachable cluster, bad address
            raise ScenarioError("--ray", f"can't connect to Ray at {opts.ray}: {err}") from None
        started = True
    try:
        remote = ray.remote(work)
        cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))  # type: ignore[no-untyped-call]
        limit = cpus * IN_FLIGHT_PER_WORKER
        window: deque[tuple[Chunk, Any]] = deque()
        for chunk in chunks:
            window.append((chunk, remote.remote(opts.task, opts.settings, chunk)))
            while len(window) >= limit:
                head, ref = window.popleft()
                yield head, ray.get(ref)
        while window:
            head, ref = window.popleft()
            yield head, ray.get(ref)
    finally:
        if started:
            ray.shutdown()


# --- the run ----------------------------------------------------------------------------------

Progress = Callable[[int, int, int, int], None]  # (boards, errors, skipped, bytes read)


def cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def record_of(out: Path) -> Path:
    """Beside OUT, what made it: the task and the options of its run (JSON), so that a run
    again with other ones is refused instead of mixing their results."""
    return out.with_name(out.name + ".run")


def _check_record(out: Path, opts: Options) -> None:
    """Refuse an OUT that another task or other options made, or that no run of batch
    made; write the record of a new one."""
    mine = {"task": opts.task, "rules": opts.rules, "budget": opts.budget,
            "samples": opts.samples}
    record = record_of(out)
    if out.exists() and not out.is_file():
        raise ScenarioError("--out", f"{out} is not a regular file")
    if out.exists() and out.stat().st_size:
        try:
            found = json.loads(record.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            raise ScenarioError("--out", (
                f"{out} holds something `redzone batch` didn't write ({record.name}, the record "
                "of its run, is missing or unreadable): give another --out")) from None
        if found != mine:
            theirs = ", ".join(f"{k} {v}" for k, v in found.items() if v is not None) \
                if isinstance(found, dict) else "?"
            raise ScenarioError("--out", (
                f"{out} holds the results of another run ({shorten(theirs, 200)}): give the "
                "same task and options again, or another --out"))
        return
    record.write_text(json.dumps(mine) + "\n", encoding="utf-8")


def run(source: str | Path, out: str | Path, opts: Options,
        progress: Progress | None = None) -> Summary:
    """Run `opts.task` on every board of `source` (a path, or "-" for standard input) not yet
    in `out`, appending one line per board to `out`. More workers than cores run as many as
    the cores (Summary.workers)."""
    if opts.task not in TASKS:
        raise ScenarioError("--task", f"unknown task '{opts.task}'; one of: {', '.join(TASKS)}")
    if opts.rules is not None:
        find(opts.rules)  # an unknown rule set is bad input, not an error on every line
    out = Path(out)
    source = str(source)
    if source != "-" and not Path(source).is_file():
        raise ScenarioError("", f"{source}: no such file")
    if source != "-" and out.exists() and os.path.samefile(source, out):
        raise ScenarioError("--out", "the output can't be the input file")
    opts = replace(opts, workers=max(1, min(opts.workers, cores())) if opts.ray is None
                   else opts.workers)
    try:
        _check_record(out, opts)
        todo = _Input(source, out)
        return _run(todo, out, opts, progress)
    except OSError as err:
        raise ScenarioError("", f"{err.filename or out}: {err.strerror or err}") from None


def _run(todo: _Input, out: Path, opts: Options, progress: Progress | None) -> Summary:
    summary = Summary(resumed_by=todo.resumed_by, workers=opts.workers)
    size = opts.chunk or CHUNK[opts.task]
    chunks = _chunks(todo.boards(), size)
    if opts.ray is not None:
        results = _ray(opts, chunks)
    elif opts.workers > 1:
        results = _processes(opts, chunks)
    else:
        results = _in_process(opts, chunks)
    start, cpu = time.perf_counter(), time.process_time()
    with out.open("ab") as sink:
        for chunk, (lines, errors, spent) in results:
            summary.worker_cpu += spent
            sink.write(lines)
            sink.flush()
            summary.boards += len(chunk)
            summary.errors += errors
            if progress is not None:
                progress(summary.boards, summary.errors, todo.skipped, todo.position())
    summary.skipped = todo.skipped
    summary.seconds = time.perf_counter() - start
    summary.parent_cpu = time.process_time() - cpu
    if opts.ray is None and opts.workers == 1:  # the work was done here
        summary.parent_cpu -= summary.worker_cpu
    if progress is not None:
        progress(summary.boards, summary.errors, summary.skipped, todo.size)
    return summary


def input_size(source: str | Path) -> int:
    """The input's size in bytes (0 for standard input): the progress bar's total."""
    return 0 if str(source) == "-" else Path(source).stat().st_size


__all__ = ["CHUNK", "TASKS", "Options", "Summary", "board_id", "input_size", "run", "work"]
