"""`redzone batch`: one output line per board keyed by its id, in input order; bad boards give
error lines and the run goes on; runs resume; worker processes and Ray give the same lines."""

from __future__ import annotations

import io
import json
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

import redzone
from clirun import run_cli
from redzone.analysis.solve import solve_attacks, solve_blocks
from redzone.bulk import batch
from redzone.bulk.generate import generate, to_line

GOOD = {"players": {"A": {}, "B": {}},
        "battlefield": {"A": [{"id": "x", "power": 2, "toughness": 2}],
                        "B": [{"id": "y", "power": 1, "toughness": 1}]},
        "combat": {"attacks": {"x": "B"}, "blocks": {"y": "x"}}}
TAPPED = {"players": {"A": {}, "B": {}},
          "battlefield": {"A": [{"id": "x", "power": 2, "toughness": 2, "tapped": True}]},
          "combat": {"attacks": {"x": "B"}}}
DICE = {"rules": "dice", "players": {"A": {}, "B": {}},
        "battlefield": {"A": [{"id": "x", "power": 2, "toughness": 2}]},
        "combat": {"attacks": {"x": "B"}}}


def write(path: Path, lines: list[str]) -> Path:
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


def read(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def boards_file(tmp_path: Path, n: int, **kwargs: object) -> Path:
    return write(tmp_path / "in.jsonl", [to_line(b) for b in generate(n, **kwargs)])  # type: ignore[arg-type]


def run(source: Path, out: Path, task: str = "resolve", **kwargs: object) -> batch.Summary:
    return batch.run(source, out, batch.Options(task, **kwargs))  # type: ignore[arg-type]


def test_resolve_gives_the_json_result_of_every_board_in_input_order(tmp_path: Path) -> None:
    source = boards_file(tmp_path, 60, seed=4)
    summary = run(source, tmp_path / "out.jsonl", chunk=7)
    assert (summary.boards, summary.errors, summary.skipped) == (60, 0, 0)
    lines = read(tmp_path / "out.jsonl")
    assert [line["id"] for line in lines] == [f"4-{i}" for i in range(60)]
    for board, got in zip(generate(60, seed=4), lines, strict=True):
        assert got == {"id": board.id, **redzone.resolve(board.scenario).to_json()}


def test_bad_boards_give_error_lines_and_the_run_goes_on(tmp_path: Path) -> None:
    source = write(tmp_path / "in.jsonl", [
        json.dumps({"id": "good", **GOOD}),
        "not json",
        "",  # blank lines are not boards
        "[1, 2]",
        json.dumps({"id": "schema", "players": {"A": {}, "B": {}}, "battlefield": {
            "A": [{"id": "x", "power": "big", "toughness": 2}]}}),
        json.dumps({"id": "tapped", **TAPPED}),
        json.dumps(GOOD),  # no id: known by its line number
        json.dumps({"id": 7, "scenario": GOOD}),
        '{"id": "deep", "x": ' + "[" * 100_000 + "]" * 100_000 + "}",
        json.dumps({"id": "rules", **GOOD, "rules": "cr-9000"}),
    ])
    (tmp_path / "in.jsonl").open("ab").write(b"\xff\xfe\n")
    summary = run(source, tmp_path / "out.jsonl")
    lines = read(tmp_path / "out.jsonl")
    assert [line["id"] for line in lines] == [
        "good", "line 2", "line 4", "schema", "tapped", "line 7", "7", "line 9", "rules",
        "line 11"]
    errors = {line["id"]: line["error"] for line in lines if "error" in line}
    assert summary.errors == len(errors) == 7
    assert errors["line 2"].startswith("line 2: not valid JSON")
    assert "JSON object" in errors["line 4"]
    assert errors["schema"].startswith("battlefield.A[0].power:")
    assert errors["tapped"] == "illegal declaration: x: is tapped (rule 508.1a)"
    assert errors["line 9"] == "line 9: nested too deeply"
    assert errors["rules"].startswith("rules: unknown rule set 'cr-9000'")
    assert errors["line 11"] == "line 11: not UTF-8 text"
    assert lines[0]["players"] == lines[5]["players"] == lines[6]["players"]


def test_check_outcome_and_odds(tmp_path: Path) -> None:
    source = write(tmp_path / "in.jsonl", [json.dumps({"id": "good", **GOOD}),
                                           json.dumps({"id": "tapped", **TAPPED}),
                                           json.dumps({"id": "dice", **DICE})])
    run(source, tmp_path / "check.jsonl", "check")
    check = read(tmp_path / "check.jsonl")
    assert check[0] == {"id": "good", "legal": True, "violations": []}
    assert check[1] == {"id": "tapped", "legal": False, "violations": [
        {"rule": "508.1a", "subject": "x", "message": "is tapped"}]}
    run(source, tmp_path / "outcome.jsonl", "outcome")
    run(source, tmp_path / "resolve.jsonl", "resolve")
    outcome, resolved = read(tmp_path / "outcome.jsonl"), read(tmp_path / "resolve.jsonl")
    assert outcome[0] == {"id": "good", "players": resolved[0]["players"],
                          "permanents": resolved[0]["permanents"]}
    assert outcome[1] == resolved[1] == {
        "id": "tapped", "error": "illegal declaration: x: is tapped (rule 508.1a)"}
    run(source, tmp_path / "odds.jsonl", "odds")
    odds = read(tmp_path / "odds.jsonl")
    assert odds[0]["outcomes"][0]["probability"] == 1.0  # type: ignore[index]
    assert len(odds[2]["outcomes"]) > 1  # type: ignore[arg-type]
    assert odds[2]["method"] == "exact"
    run(source, tmp_path / "sampled.jsonl", "odds", samples=50)
    sampled = read(tmp_path / "sampled.jsonl")
    assert (sampled[2]["method"], sampled[2]["samples"]) == ("monte carlo", 50)


def test_solve_blocks_and_attacks(tmp_path: Path) -> None:
    source = write(tmp_path / "in.jsonl", [
        to_line(b) for b in generate(6, seed=2, combat="attacks", max_creatures=3)])
    run(source, tmp_path / "blocks.jsonl", "solve-blocks")
    for board, got in zip(generate(6, seed=2, combat="attacks", max_creatures=3),
                          read(tmp_path / "blocks.jsonl"), strict=True):
        assert got == {"id": board.id, **solve_blocks(board.scenario).to_json()}
    source = write(tmp_path / "none.jsonl", [
        to_line(b) for b in generate(3, seed=2, combat="none", max_creatures=2)])
    run(source, tmp_path / "attacks.jsonl", "solve-attacks", budget=50)
    for board, got in zip(generate(3, seed=2, combat="none", max_creatures=2),
                          read(tmp_path / "attacks.jsonl"), strict=True):
        assert got == {"id": board.id, **solve_attacks(board.scenario, 50).to_json()}


def test_the_rules_option_judges_every_board_by_other_rules(tmp_path: Path) -> None:
    source = write(tmp_path / "in.jsonl", [json.dumps({"id": "good", **GOOD})])
    run(source, tmp_path / "out.jsonl", rules="cr-6e")
    assert read(tmp_path / "out.jsonl")[0]["rules"] == "cr-6e"


def test_an_interrupted_run_resumes_where_it_stopped(tmp_path: Path) -> None:
    source = boards_file(tmp_path, 40, seed=6)
    whole = tmp_path / "whole.jsonl"
    run(source, whole)
    out = tmp_path / "out.jsonl"
    text = whole.read_bytes()
    cut = text.index(b"\n", len(text) // 2) + 20  # 20 characters into a line
    out.write_bytes(text[:cut])
    batch.record_of(out).write_bytes(batch.record_of(whole).read_bytes())
    summary = run(source, out)
    assert summary.resumed_by == "count"
    assert summary.skipped == text[:cut].count(b"\n")
    assert summary.boards == 40 - summary.skipped
    assert out.read_bytes() == text
    again = run(source, out)
    assert (again.boards, again.skipped) == (0, 40)
    assert out.read_bytes() == text


def test_resuming_with_another_input_skips_by_id(tmp_path: Path) -> None:
    boards = [to_line(b) for b in generate(30, seed=2)]
    first = write(tmp_path / "first.jsonl", boards[10:20])
    out = tmp_path / "out.jsonl"
    run(first, out)
    both = write(tmp_path / "all.jsonl", boards)
    summary = run(both, out)
    assert summary.resumed_by == "ids"
    assert (summary.boards, summary.skipped) == (20, 10)
    ids = [line["id"] for line in read(out)]
    assert sorted(ids) == sorted(f"2-{i}" for i in range(30))
    assert len(ids) == len(set(ids))


def test_two_worker_processes_write_the_same_lines(tmp_path: Path) -> None:
    source = boards_file(tmp_path, 300, seed=8)
    run(source, tmp_path / "one.jsonl", "outcome", chunk=16)
    summary = run(source, tmp_path / "two.jsonl", "outcome", workers=2, chunk=16)
    assert summary.boards == 300
    assert (tmp_path / "one.jsonl").read_bytes() == (tmp_path / "two.jsonl").read_bytes()


def test_work_in_flight_is_bounded() -> None:
    """However long the input, only a few chunks per worker are read ahead."""
    pulled = 0
    lock = threading.Lock()
    line = json.dumps({"id": "good", **GOOD}).encode()

    def endless() -> Iterator[batch.Chunk]:
        nonlocal pulled
        while True:
            with lock:
                pulled += 1
            yield [(pulled, line)]

    results = batch._processes(batch.Options("check", workers=2), endless())
    for n, (chunk, (lines, errors, _)) in enumerate(results):
        assert errors == 0 and b'"legal":true' in lines and len(chunk) == 1
        if n == 50:
            break
    assert pulled <= 51 + 2 * batch.IN_FLIGHT_PER_WORKER
    results.close()


def test_cli_batch_and_its_summary(tmp_path: Path) -> None:
    source = boards_file(tmp_path, 20, seed=1)
    out = tmp_path / "out.jsonl"
    code, stdout, err = run_cli("batch", str(source), "--task", "check", "--out", str(out),
                                "--workers", "1", "--progress")
    assert code == 0, err
    assert stdout == ""
    assert "redzone batch: 20 boards (0 errors)" in err
    assert len(read(out)) == 20
    code, _, err = run_cli("batch", str(source), "--task", "check", "--out", str(out),
                           "--workers", "1")
    assert code == 0 and "20 already done" in err


@pytest.mark.parametrize(("args", "message"), [
    (("--task", "nope", "--out", "o.jsonl"), "Invalid value for '--task'"),
    (("--task", "resolve"), "Missing option '--out'"),
    (("--task", "resolve", "--out", "o.jsonl", "--workers", "0"), "Invalid value for '--workers'"),
    (("--task", "resolve", "--out", "o.jsonl", "--rules", "cr-9"), "Invalid value for '--rules'"),
])
def test_cli_bad_arguments_exit_2_with_one_message(tmp_path: Path, args: tuple[str, ...],
                                                   message: str) -> None:
    source = boards_file(tmp_path, 2)
    code, out, err = run_cli("batch", str(source), *args)
    assert code == 2
    assert out == "" and "Traceback" not in err
    assert message in err


def test_cli_missing_input_or_input_as_output(tmp_path: Path) -> None:
    code, _, err = run_cli("batch", str(tmp_path / "none.jsonl"), "--task", "resolve",
                           "--out", str(tmp_path / "o.jsonl"))
    assert (code, err.strip()) == (2, f"redzone: error: {tmp_path / 'none.jsonl'}: no such file")
    source = boards_file(tmp_path, 2)
    code, _, err = run_cli("batch", str(source), "--task", "resolve", "--out", str(source))
    assert code == 2 and "can't be the input" in err


def test_ray_local_runs_the_same_work(tmp_path: Path) -> None:
    ray = pytest.importorskip("ray", reason="Ray is not installed (pip install 'redzone[ray]')")
    source = boards_file(tmp_path, 120, seed=3)
    run(source, tmp_path / "local.jsonl", chunk=16)
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        summary = run(source, tmp_path / "ray.jsonl", ray="local", chunk=16)
        assert ray.is_initialized()  # the test's Ray, used and left running
    finally:
        ray.shutdown()
    assert summary.boards == 120
    assert (tmp_path / "local.jsonl").read_bytes() == (tmp_path / "ray.jsonl").read_bytes()


def test_standard_input_and_its_resumption(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                           ) -> None:
    data = "".join(to_line(b) + "\n" for b in generate(10, seed=5)).encode()
    out = tmp_path / "out.jsonl"

    def stdin(text: bytes) -> None:
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(text)))

    stdin(data[: data.index(b"\n", len(data) // 2) + 1])
    first = run("-", out)
    stdin(data)
    rest = run("-", out)
    assert (first.boards + rest.boards, rest.skipped) == (10, first.boards)
    assert [line["id"] for line in read(out)] == [f"5-{i}" for i in range(10)]
    stdin(b"".join(reversed(data.splitlines(keepends=True))))
    with pytest.raises(redzone.ScenarioError, match="not for board 10 of standard input"):
        run("-", out)


def test_an_output_that_cant_be_written(tmp_path: Path) -> None:
    source = boards_file(tmp_path, 2)
    code, _, err = run_cli("batch", str(source), "--task", "check",
                           "--out", str(tmp_path / "no" / "such" / "out.jsonl"))
    assert code == 2
    assert err.startswith("redzone: error: ") and "No such file or directory" in err


def test_a_huge_number_is_one_error_line_and_the_run_goes_on(tmp_path: Path) -> None:
    source = Path(__file__).resolve().parents[2] / "shared" / "hostile" / "batch-bigint.jsonl"
    if not source.exists():
        source = write(tmp_path / "in.jsonl", [
            json.dumps({"id": "g1", **GOOD}), '{"id": "big", "players": {"A": {"life": '
            + "9" * 5000 + '}, "B": {}}}', json.dumps({"id": "g2", **GOOD})])
    out = tmp_path / "out.jsonl"
    summary = run(source, out)
    lines = read(out)
    errors = [line for line in lines if "error" in line]
    assert summary.errors == len(errors) >= 1 and summary.boards == len(lines) > len(errors)
    assert all("out of range" in str(e["error"]) for e in errors)
    assert run(source, out).boards == 0  # resumed: done


def test_an_out_of_another_run_or_not_a_file_is_refused(tmp_path: Path) -> None:
    source = boards_file(tmp_path, 5, seed=1)
    out = tmp_path / "out.jsonl"
    run(source, out)
    with pytest.raises(redzone.ScenarioError, match="another run"):
        run(source, out, "check")
    stranger = tmp_path / "notes.txt"
    stranger.write_text("my notes\n")
    with pytest.raises(redzone.ScenarioError, match="didn't write"):
        run(source, stranger)
    with pytest.raises(redzone.ScenarioError, match="not a regular file"):
        run(source, Path("/dev/full"))


def test_more_workers_than_cores_run_as_many_as_the_cores(tmp_path: Path) -> None:
    source = boards_file(tmp_path, 8, seed=1)
    summary = run(source, tmp_path / "out.jsonl", workers=10_000)
    assert summary.workers == batch.cores() and summary.boards == 8
