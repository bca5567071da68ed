"""`redzone generate`: reproducible random boards, legal under their rule set, with a spread of
keywords, written through the scenario format (each line reads back as the same board)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

import redzone
from clirun import run_cli
from redzone.bulk.generate import _COMMON, _CR_EXTRA, _MTGPQ, generate, to_line
from redzone.bulk.vector import covers
from redzone.core.model import CREATURE

CASES = [("cr-current", "full", False), ("cr-current", "full", True),
         ("cr-current", "attacks", False), ("cr-current", "none", False),
         ("cr-m10", "full", False), ("cr-6e", "full", False), ("dice", "full", False),
         ("dice", "full", True), ("mtgpq", "none", False)]


def creatures(scenario: redzone.Scenario, player: str) -> list[redzone.Permanent]:
    return [p for p in scenario.board.permanents
            if p.controller == player and CREATURE in p.types]


def test_the_same_seed_gives_the_same_boards_and_each_board_stands_alone() -> None:
    first = list(generate(50, seed=3))
    assert first == list(generate(50, seed=3))
    assert first[:10] == list(generate(10, seed=3))
    assert first[20:30] == list(generate(10, seed=3, start=20))
    assert [b.id for b in first[:3]] == ["3-0", "3-1", "3-2"]
    assert first != list(generate(50, seed=4))


@pytest.mark.parametrize(("rules", "combat", "simple"), CASES)
def test_every_board_is_legal_and_resolves(rules: str, combat: str, simple: bool) -> None:
    for board in generate(300, seed=11, rules=rules, combat=combat, simple=simple):  # type: ignore[arg-type]
        s = board.scenario
        assert s.rules == redzone.find(rules)
        assert s.rules.declaration_violations(s.board, s.combat) == [], board
        redzone.resolve(s)  # raises on anything illegal
        if combat == "none":
            assert not s.combat.attacks
        if combat == "attacks":
            assert not s.combat.blocks
        if simple and rules == "cr-current":
            assert covers(s), board


@pytest.mark.parametrize(("rules", "combat", "simple"), CASES)
def test_each_line_reads_back_as_the_same_board(rules: str, combat: str, simple: bool) -> None:
    for board in generate(200, seed=8, rules=rules, combat=combat, simple=simple,  # type: ignore[arg-type]
                          max_creatures=6):
        data = json.loads(to_line(board))
        assert data.pop("id") == board.id
        assert redzone.from_dict(data) == board.scenario


def test_at_most_max_creatures_a_side() -> None:
    sizes: Counter[int] = Counter()
    for board in generate(400, seed=1, max_creatures=6):
        for player in ("Alice", "Bob"):
            mine = creatures(board.scenario, player)
            assert len(mine) <= 6
            sizes[len(mine)] += 1
    assert set(sizes) >= {1, 6}
    for board in generate(100, seed=1, rules="mtgpq", max_creatures=8, combat="none"):
        assert all(len(creatures(board.scenario, p)) <= 3 for p in ("Alice", "Bob"))
    for board in generate(100, seed=1, min_creatures=4, max_creatures=4):
        assert [len(creatures(board.scenario, p)) for p in ("Alice", "Bob")] == [4, 4]


def test_a_spread_of_keywords_and_board_features() -> None:
    seen: Counter[str] = Counter()
    features: Counter[str] = Counter()
    for board in generate(3000, seed=5):
        s = board.scenario
        for p in s.board.permanents:
            seen.update(p.keywords.printed)
            features.update(k for k in ("damage", "counters", "prevent", "regenerate",
                                        "tapped", "loyalty") if getattr(p, k))
        blocks = s.combat.blocks
        features["double block"] += len(set(blocks.values())) < len(blocks)
        features["poison"] += any(p.poison for p in s.board.players)
    assert set(seen) == {w for w, _ in _COMMON + _CR_EXTRA}
    assert all(features[f] > 10 for f in ("damage", "counters", "prevent", "regenerate",
                                          "tapped", "loyalty", "double block", "poison"))
    mtgpq = Counter(w for b in generate(1000, seed=5, rules="mtgpq", combat="none")
                    for p in b.scenario.board.permanents for w in p.keywords.printed)
    assert set(mtgpq) == {w for w, _ in _MTGPQ}


def test_cli_prints_json_lines(tmp_path: Path) -> None:
    code, out, err = run_cli("generate", "--n", "4", "--seed", "9")
    assert code == 0, err
    assert out.splitlines() == [to_line(b) for b in generate(4, seed=9)]
    code, again, _ = run_cli("generate", "--n", "4", "--seed", "9")
    assert again == out
    target = tmp_path / "boards.jsonl"
    code, out, _ = run_cli("generate", "--n", "3", "--seed", "2", "--rules", "dice",
                           "--combat", "attacks", "--max-creatures", "2", "--out", str(target))
    assert code == 0 and out == ""
    assert target.read_text().splitlines() == [
        to_line(b) for b in generate(3, seed=2, rules="dice", combat="attacks", max_creatures=2)]


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


def test_boards_with_abilities_resolve_and_have_triggered_keywords() -> None:
    made = list(generate(120, seed=7, abilities=True))
    perms = [p for g in made for p in g.scenario.board.permanents]
    assert sum(bool(p.keywords.triggered) for p in perms) > 40
    kinds = {type(a).__name__ for p in perms for a in p.abilities}
    assert kinds == {"Triggered", "Static"}
    assert sum(bool(p.abilities) for p in perms) > 0.2 * len(perms)
    for g in made:
        assert redzone.check(g.scenario) == []
        redzone.resolve(g.scenario)
        assert redzone.loads(redzone.dumps(g.scenario)) == g.scenario  # written as read


def test_abilities_are_refused_where_the_rule_set_has_none() -> None:
    with pytest.raises(ValueError, match="abilities"):
        list(generate(1, rules="dice", abilities=True))
