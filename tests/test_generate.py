"""`redzone generate`: reproducible random boards, legal under their rule set, with a spread of
keywords; `to_scenario` builds the same Scenario as `from_dict`."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

import redzone
from clirun import run_cli
from redzone.generate import _COMMON, _CR_EXTRA, _MTGPQ, generate, to_scenario
from redzone.rules import find
from redzone.vector import covers

CASES = [("cr-current", "full", False), ("cr-current", "full", True),
         ("cr-current", "attacks", False), ("cr-current", "none", False),
         ("cr-m10", "full", False), ("cr-6e", "full", False), ("dice", "full", False),
         ("mtgpq", "none", False)]


def scenario(board: dict[str, object]) -> redzone.Scenario:
    return redzone.from_dict({k: v for k, v in board.items() if k != "id"})


def test_the_same_seed_gives_the_same_boards_and_each_board_stands_alone() -> None:
    first = list(generate(50, seed=3))
    assert first == list(generate(50, seed=3))
    assert first[:10] == list(generate(10, seed=3))
    assert first[20:30] == list(generate(10, seed=3, start=20))
    assert [b["id"] for b in first[:3]] == ["3-0", "3-1", "3-2"]
    assert first != list(generate(50, seed=4))


@pytest.mark.parametrize(("rules", "combat", "simple"), CASES)
def test_every_board_is_legal_and_resolves(rules: str, combat: str, simple: bool) -> None:
    for board in generate(300, seed=11, rules=rules, combat=combat, simple=simple):  # type: ignore[arg-type]
        s = scenario(board)
        rule_set = find(s.rules)
        assert rule_set.declaration_violations(s.board, s.combat) == [], board
        rule_set.resolve(s)  # raises on anything illegal
        if combat == "none":
            assert not s.combat.attacks
        if combat == "attacks":
            assert not s.combat.blocks
        if simple:
            assert covers(s), board


def test_at_most_max_creatures_a_side() -> None:
    sizes = Counter()
    for board in generate(400, seed=1, max_creatures=6):
        for side in board["battlefield"].values():  # type: ignore[union-attr]
            creatures = [c for c in side if "power" in c]
            assert len(creatures) <= 6
            sizes[len(creatures)] += 1
    assert set(sizes) >= {1, 6}
    for board in generate(100, seed=1, rules="mtgpq", max_creatures=8, combat="none"):
        assert all(len(side) <= 3 for side in board["battlefield"].values())  # type: ignore[union-attr]
    for board in generate(100, seed=1, min_creatures=4, max_creatures=4):
        assert [len([c for c in side if "power" in c])
                for side in board["battlefield"].values()] == [4, 4]  # type: ignore[union-attr]


def test_a_spread_of_keywords_and_board_features() -> None:
    seen: Counter[str] = Counter()
    features: Counter[str] = Counter()
    for board in generate(3000, seed=5):
        for side in board["battlefield"].values():  # type: ignore[union-attr]
            for c in side:
                seen.update(c.get("keywords", ()))
                features.update(k for k in ("damage", "counters", "prevent", "regenerate",
                                            "tapped", "loyalty") if k in c)
        blocks = board.get("combat", {}).get("blocks", {})  # type: ignore[union-attr]
        features["double block"] += len(set(map(str, blocks.values()))) < len(blocks)
        features["poison"] += any("poison" in p for p in board["players"].values())  # type: ignore[union-attr]
    assert set(seen) == {w for w, _ in _COMMON + _CR_EXTRA}
    assert all(features[f] > 10 for f in ("damage", "counters", "prevent", "regenerate",
                                          "tapped", "loyalty", "double block", "poison"))
    mtgpq = Counter(w for b in generate(1000, seed=5, rules="mtgpq", combat="none")
                    for side in b["battlefield"].values() for c in side  # type: ignore[union-attr]
                    for w in c.get("keywords", ()))
    assert set(mtgpq) == {w for w, _ in _MTGPQ}


@pytest.mark.parametrize(("rules", "combat", "simple"), CASES)
def test_to_scenario_is_from_dict(rules: str, combat: str, simple: bool) -> None:
    for board in generate(200, seed=8, rules=rules, combat=combat, simple=simple,  # type: ignore[arg-type]
                          max_creatures=6):
        assert to_scenario(board) == scenario(board)


def test_cli_prints_json_lines(tmp_path: Path) -> None:
    code, out, err = run_cli("generate", "--n", "4", "--seed", "9")
    assert code == 0, err
    lines = out.splitlines()
    assert [json.loads(line) for line in lines] == list(generate(4, seed=9))
    code, again, _ = run_cli("generate", "--n", "4", "--seed", "9")
    assert again == out
    target = tmp_path / "boards.jsonl"
    code, out, _ = run_cli("generate", "--n", "3", "--seed", "2", "--rules", "dice",
                           "--combat", "attacks", "--max-creatures", "2", "--out", str(target))
    assert code == 0 and out == ""
    boards = [json.loads(line) for line in target.read_text().splitlines()]
    assert boards == list(generate(3, seed=2, rules="dice", combat="attacks", max_creatures=2))


@pytest.mark.parametrize("args", [
    ("--n", "-1"), ("--n", "3", "--max-creatures", "0"), ("--n", "3", "--rules", "nope"),
    ("--n", "3", "--combat", "some"), ("--seed", "3"),
    ("--n", "3", "--min-creatures", "5", "--max-creatures", "4"),
])
def test_cli_bad_arguments_exit_2(args: tuple[str, ...]) -> None:
    code, out, err = run_cli("generate", *args)
    assert code == 2
    assert out == ""
    assert "Error" in err and "Traceback" not in err
