"""Hostile input through the real command: every file of tests/hostile/ (see its README) and
the other cases found by trying redzone as an attacker would. Each call is a process of its
own under 1 GB of address space and 10 seconds; it must exit 0 or 2 (1 only for an illegal
`check`), with no traceback and at most one short message."""

from __future__ import annotations

import json
import os
import resource
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import NamedTuple

import pytest

from clirun import run_cli

ROOT = Path(__file__).resolve().parents[1]
HOSTILE = ROOT / "tests" / "hostile"
EXAMPLES = ROOT / "examples"
EXE = Path(sys.executable).with_name("redzone")
MEMORY = 1 << 30  # bytes of address space
SECONDS = 10.0
MESSAGE = 1_000  # characters, the most an error message may take


class Run(NamedTuple):
    code: int
    out: str
    err: str
    seconds: float


def bounded(*args: str, env: dict[str, str] | None = None, cwd: Path | None = None) -> Run:
    """Run `redzone *args` under the memory and time bounds."""
    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))

    start = time.perf_counter()
    done = subprocess.run([str(EXE), *args], capture_output=True, timeout=SECONDS,
                          preexec_fn=limit, env={**os.environ, **(env or {})}, cwd=cwd,
                          stdin=subprocess.DEVNULL, check=False)
    return Run(done.returncode, done.stdout.decode(errors="replace"),
               done.stderr.decode(errors="replace"), time.perf_counter() - start)


def assert_bounded(run: Run, codes: tuple[int, ...] = (0, 2)) -> None:
    assert run.code in codes, run
    assert "Traceback" not in run.out + run.err, run.err[-2000:]
    assert len(run.err) < MESSAGE, run.err[:200]
    if run.code == 2:
        assert run.err.startswith(("redzone: ", "Usage: ")), run.err[:200]
        assert run.err.count("\n") <= 4, run.err[:400]
    assert run.seconds < SECONDS


# (file, command): the commands each file broke, and every file through check and resolve
BROKE = [
    ("trample-power-10000.yaml", ("assignments",)),
    ("trample-power-10000.yaml", ("resolve", "--assign", "best")),
    ("trample-power-10000.yaml", ("solve", "blocks")),
    ("tramplers-14.json", ("assignments", "--limit", "1")),
    ("pairs-500.json", ("assignments", "--limit", "1")),
    ("walls-66.json", ("solve", "blocks")),
    ("gang-trampler-50.json", ("solve", "blocks")),
    ("gang-trampler-50.json", ("solve", "blocks", "--budget", "1")),
    ("dice-10.json", ("odds",)),
    ("life-1e309.yaml", ("odds",)),
    ("lone-surrogate.json", ("odds",)),
    ("hex-3600-digits.yaml", ("resolve",)),
]
FILES = sorted(p.name for p in HOSTILE.iterdir() if p.suffix in (".json", ".yaml"))
CASES = BROKE + [(name, command) for name in FILES
                 for command in (("check",), ("resolve",), ("resolve", "--json"))]


@pytest.mark.parametrize(("name", "command"), CASES,
                         ids=[f"{n}-{'-'.join(c)}" for n, c in CASES])
def test_each_hostile_file_ends_bounded(name: str, command: tuple[str, ...]) -> None:
    run = bounded(*command, str(HOSTILE / name))
    assert_bounded(run, (0, 1, 2) if command == ("check",) else (0, 2))


def test_the_hostile_files_are_all_tried() -> None:
    listed = (HOSTILE / "README.md").read_text()
    assert all(name in listed for name in FILES)
    assert {"batch-bigint.jsonl", *FILES} == {p.name for p in HOSTILE.iterdir()
                                               if p.name != "README.md"}


def test_the_assignment_searches_answer_what_they_were_asked() -> None:
    """The work is bounded and still right: 500 blocked pairs without trample leave nothing
    to choose; fourteen tramplers, each alone, multiply their choices."""
    run = bounded("assignments", "--json", "--limit", "1", str(HOSTILE / "pairs-500.json"))
    assert run.code == 0 and json.loads(run.out)["count"] == 1
    run = bounded("assignments", "--json", "--limit", "1", str(HOSTILE / "tramplers-14.json"))
    assert run.code == 0 and json.loads(run.out)["count"] == 3**14  # three ways each
    run = bounded("solve", "blocks", "--json", str(HOSTILE / "walls-66.json"))
    assert run.code == 0 and "exact" in json.loads(run.out)


def test_a_bad_line_in_a_batch_is_its_own_error_record(tmp_path: Path) -> None:
    out = tmp_path / "o.jsonl"
    run = bounded("batch", "--task", "resolve", "--out", str(out),
                  str(HOSTILE / "batch-bigint.jsonl"))
    assert_bounded(run)
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(records) == len((HOSTILE / "batch-bigint.jsonl").read_text().splitlines())
    assert any("error" in r for r in records) and any("error" not in r for r in records)


# --- the cases without a file ------------------------------------------------------------

LIFELINK = str(EXAMPLES / "lifelink.yaml")


def test_output_to_a_full_disk_exits_2() -> None:
    with open("/dev/full", "w") as full:
        done = subprocess.run([str(EXE), "resolve", LIFELINK], stdout=full,
                              stderr=subprocess.PIPE, timeout=SECONDS, check=False)
    assert done.returncode == 2
    assert done.stderr.decode().startswith("redzone: error: can't write the output")


def test_an_ascii_terminal_gets_escapes_not_a_traceback() -> None:
    run = bounded("resolve", str(EXAMPLES / "lifelink.yaml"), env={"PYTHONIOENCODING": "ascii"})
    assert run.code == 0 and "Traceback" not in run.err
    run = bounded("resolve", str(HOSTILE / "lone-surrogate.json"),
                  env={"PYTHONIOENCODING": "ascii"})
    assert_bounded(run)
    assert "players" in run.err


@pytest.mark.parametrize("path", ["/dev/zero", "/dev/urandom", "/tmp"])
def test_devices_and_directories_are_refused(path: str) -> None:
    run = bounded("resolve", path)
    assert_bounded(run)
    assert run.code == 2


def test_a_pipe_with_no_writer_reads_as_empty(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    run = bounded("check", str(fifo))
    assert_bounded(run)
    assert run.code == 2


def test_generate_into_a_missing_directory_exits_2(tmp_path: Path) -> None:
    run = bounded("generate", "--n", "1", "--out", str(tmp_path / "none" / "x.jsonl"))
    assert_bounded(run)
    assert run.code == 2 and "x.jsonl" in run.err


def test_a_taken_port_is_refused_before_serving() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        run = bounded("serve", "--port", str(port))
    assert_bounded(run)
    assert run.code == 2 and str(port) in run.err


@pytest.mark.parametrize("args", [
    ("assignments", "--limit", str(10**19)),
    ("odds", "--samples", str(10**11)),
    ("solve", "blocks", "--budget", str(10**13)),
    ("resolve", "--rules", "dice", "--turns", str(10**9)),
])
def test_options_past_their_bounds_exit_2_naming_the_option(args: tuple[str, ...]) -> None:
    code, out, err = run_cli(*args, LIFELINK)
    assert code == 2 and args[-2] in out + err


def test_the_best_assignment_of_an_illegal_file_names_the_rule() -> None:
    code, out, err = run_cli("resolve", "--assign", "best",
                             str(EXAMPLES / "illegal" / "trample-before-lethal.yaml"))
    assert code == 2 and "702.19b" in out + err


def test_render_onto_its_own_scenario_is_refused(tmp_path: Path) -> None:
    file = tmp_path / "s.yaml"
    file.write_text((EXAMPLES / "lifelink.yaml").read_text())
    code, _, err = run_cli("render", str(file), "-o", str(file))
    assert code == 2 and "scenario file itself" in err
    assert file.read_text() == (EXAMPLES / "lifelink.yaml").read_text()


def test_exact_dice_odds_past_their_cap_say_they_were_sampled() -> None:
    run = bounded("odds", "--json", str(HOSTILE / "dice-10.json"))
    answer = json.loads(run.out)
    assert "100,000" in answer["reason"] and answer["samples"] == 20_000
    run = bounded("odds", str(HOSTILE / "dice-10.json"))
    assert "estimated from 20,000 sampled combats" in run.out


HOSTILE_TEXT = {
    "alias.yaml": b"players: {Alice: &p {life: 20}, Bob: *p}\n",
    "tag.yaml": b"players: !!python/object:os.system {}\n",
    "control.json": b'{"players": {"Al\\u0007ice": {}, "Bob": {}}}',
    "deep.json": b"[" * 5000 + b"]" * 5000,
    "deep.yaml": b"a: " + b"[" * 5000 + b"]" * 5000 + b"\n",
    "nan.json": b'{"players": {"Alice": {"life": NaN}, "Bob": {}}}',
    "huge-echo.yaml": b"players: {Alice: {}, Bob: {}}\nbattlefield: {Alice: [{id: a, power: "
                      + b"9" * 3000 + b"x}]}\n",
    "long-keyword.yaml": b"players: {Alice: {}, Bob: {}}\nbattlefield: {Alice: [{id: a, power: 1,"
                         b" toughness: 1, keywords: [" + b"flyin" * 2000 + b"]}]}\n",
}


@pytest.mark.parametrize("name", sorted(HOSTILE_TEXT))
def test_hostile_text_exits_2_naming_where(name: str, tmp_path: Path) -> None:
    file = tmp_path / name
    file.write_bytes(HOSTILE_TEXT[name])
    code, out, err = run_cli("check", str(file))
    assert code == 2 and out == "", (code, out)
    assert err.startswith("redzone: ") and len(err) < MESSAGE and err.count("\n") == 1, err
