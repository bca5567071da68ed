"""The solver on boards far past what it can search exactly: thousands of fights, hundreds
of kinds of blockers, dozens of targets. It answers within its budget, inexactly and legally,
never with a false "nested too deeply"; and the pieces that make that so agree with the plain
versions they replace."""

from __future__ import annotations

import functools
import itertools
import json
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import redzone
from clirun import run_cli
from redzone.analysis.fights import _Kinds, _with_total, block_options
from redzone.analysis.solve import _product, solve_attacks, solve_blocks
from redzone.core.model import Combat, frozen_map
from redzone.rules.cr.keywords.evasion import evasion


def wide(attackers: list[dict[str, Any]], blockers: list[dict[str, Any]],
         combat: bool = True, **bob: Any) -> redzone.Scenario:
    return redzone.from_dict({
        "players": {"Alice": {}, "Bob": {"life": 20, **bob}},
        "battlefield": {"Alice": attackers, "Bob": blockers},
        **({"combat": {"attacks": {a["id"]: "Bob" for a in attackers}}} if combat else {})})


def legal(scenario: redzone.Scenario, blocks: Any) -> bool:
    combat = Combat(attacks=scenario.combat.attacks, blocks=frozen_map(dict(blocks)))
    return redzone.check(redzone.Scenario(scenario.board, combat, scenario.rules)) == []


def test_two_thousand_fights_answer_within_the_budget() -> None:
    """One fight per attacking creature: the search walks them on a stack of its own (it
    used to recurse once per fight, and said the input was nested too deeply)."""
    scenario = wide([{"id": f"a{i}", "power": 2, "toughness": 2,
                      **({"keywords": ["trample"]} if i % 3 == 0 else {})} for i in range(2000)],
                    [{"id": f"b{i}", "power": 1, "toughness": 2} for i in range(2000)])
    start = time.perf_counter()
    answer = solve_blocks(scenario, budget=20_000)
    assert time.perf_counter() - start < 20
    assert not answer.exact and legal(scenario, answer.blocks)


def test_a_thousand_kinds_of_blockers_answer_within_the_budget() -> None:
    """Each blocker a kind of its own: count vectors over 1,200 kinds are built place by
    place (they used to recurse once per kind), and their cost is counted as work."""
    scenario = wide([{"id": f"a{i}", "power": 1 + i % 7, "toughness": 1 + i % 5}
                     for i in range(300)],
                    [{"id": f"b{i}", "power": 1 + i % 11, "toughness": 1 + i // 11}
                     for i in range(1200)])
    start = time.perf_counter()
    answer = solve_blocks(scenario, budget=50_000)
    assert time.perf_counter() - start < 20
    assert not answer.exact and legal(scenario, answer.blocks)


def test_dozens_of_targets_are_not_listed_before_the_budget_is_checked() -> None:
    """12 identical creatures may split among 41 targets in C(52, 12) ways: the attacks are
    made one at a time, so a spent budget stops the search at once."""
    walkers = [{"id": f"pw{i}", "types": ["planeswalker"], "loyalty": 3} for i in range(40)]
    scenario = wide([{"id": f"a{i}", "power": 2, "toughness": 2} for i in range(12)],
                    [{"id": "wall", "power": 0, "toughness": 4}, *walkers], combat=False)
    start = time.perf_counter()
    answer = solve_attacks(scenario, budget=20_000)
    assert time.perf_counter() - start < 20
    assert not answer.exact and answer.attacks


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 3), max_size=5), st.integers(0, 16))
def test_count_vectors_come_in_lexicographic_order(tops: list[int], total: int) -> None:
    every = [v for v in itertools.product(*(range(top + 1) for top in tops)) if sum(v) == total]
    assert list(_with_total(tops, total)) == every


FIGHTS = st.tuples(st.sampled_from("abc"), st.integers(0, 2))


@settings(max_examples=300, deadline=None)
@given(st.lists(FIGHTS, max_size=6), st.lists(FIGHTS, max_size=6))
def test_fights_by_kinds_sort_as_their_sorted_lists(one: list[Any], other: list[Any]) -> None:
    def kinds(fights: list[Any]) -> _Kinds:
        return functools.reduce(_Kinds.plus, fights, _Kinds())

    assert (kinds(one) < kinds(other)) == (sorted(one) < sorted(other))
    assert (kinds(one) == kinds(other)) == (sorted(one) == sorted(other))


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(0, 3), max_size=4))
def test_the_lazy_product_is_itertools_product(sizes: list[int]) -> None:
    lists = [list(range(n)) for n in sizes]
    made = [functools.partial(iter, items) for items in lists]
    assert list(_product(made)) == list(itertools.product(*lists))


EVASION = ["flying", "reach", "shadow", "horsemanship", "fear", "intimidate", "skulk",
           "protection from red", "protection from black", "swampwalk", "trample"]


@st.composite
def evasive_boards(draw: st.DrawFn) -> redzone.Scenario:
    def creature(prefix: str, i: int) -> dict[str, Any]:
        return {"id": f"{prefix}{i}", "power": draw(st.integers(0, 3)), "toughness": 3,
                "colors": draw(st.lists(st.sampled_from(["red", "black", "white"]),
                                        max_size=1)),
                "types": draw(st.sampled_from([["creature"], ["artifact", "creature"]])),
                "keywords": draw(st.lists(st.sampled_from(EVASION), max_size=2, unique=True))}

    bob = [creature("b", i) for i in range(draw(st.integers(1, 6)))]
    if draw(st.booleans()):
        bob.append({"id": "swamp", "types": ["land"], "subtypes": ["Swamp"]})
    return wide([creature("a", i) for i in range(draw(st.integers(1, 6)))], bob)


@settings(max_examples=100, deadline=None)
@given(evasive_boards())
def test_block_options_by_profile_equal_evasion_pair_by_pair(scenario: redzone.Scenario,
                                                             ) -> None:
    board, combat = scenario.board, scenario.combat
    options = block_options(board, combat, "Bob")
    for blocker, can in options.items():
        assert can == [a for a in combat.attacks
                       if not evasion(board, board.permanent(a), board.permanent(blocker))]
    for perm in board.permanents:
        if perm.controller == "Bob" and perm.id not in options and perm.is_a("creature"):
            assert all(evasion(board, board.permanent(a), perm) for a in combat.attacks)


HOSTILE = Path(__file__).parent / "hostile"


@pytest.mark.parametrize("name", ["walls-66.json", "gang-trampler-50.json"])
@pytest.mark.parametrize("budget", [10_000, 50_000, 200_000])
def test_the_budget_bounds_the_work_within_twice(name: str, budget: int) -> None:
    """The work counts every fight resolved and every assignment the attacker's best replies
    try (a fight's own search stops where the budget does); past the budget, the answer
    says it is not proven."""
    answer = solve_blocks(redzone.load(HOSTILE / name), budget=budget)
    assert not answer.exact
    assert budget <= answer.work <= 2 * budget


def test_a_spent_budget_says_so_in_words_and_json() -> None:
    path = str(HOSTILE / "walls-66.json")
    code, out, _ = run_cli("solve", "blocks", "--budget", "5000", path)
    assert code == 0 and "search budget spent: best found, not proven" in out
    code, out, _ = run_cli("solve", "blocks", "--json", "--budget", "5000", path)
    assert code == 0 and json.loads(out)["exact"] is False


# `redzone generate --n 20 --seed 19 --combat none --min-creatures 8 --max-creatures 8`,
# board 16: an attack search too long for the default budget (a planeswalker to attack too,
# and a blocker that may block two).
HARD_ATTACKS = Path(__file__).parent / "boards" / "attack-8v8-walker.json"


def test_a_time_limit_stops_the_attack_search_within_twice() -> None:
    """--time-limit: the search stops when the time is up (a fight's own search too), and
    the answer is the best attack found, with the bound it proved, if any, above it."""
    scenario = redzone.load(HARD_ATTACKS)
    for limit in (0.5, 1.0):
        start = time.perf_counter()
        answer = solve_attacks(scenario, time_limit=limit)
        assert time.perf_counter() - start < 2 * limit
        assert not answer.exact
        assert answer.bound is None or answer.bound >= answer.score
        assert "bound" in answer.to_json()


@pytest.mark.parametrize("budget", [50_000, 300_000, 2_000_000])
def test_the_attack_budget_counts_all_the_work_within_twice(budget: int) -> None:
    """--budget counts the blocks' searches, the fights the bounds add up, and the bound
    worked out at the end."""
    answer = solve_attacks(redzone.load(HARD_ATTACKS), budget=budget)
    assert not answer.exact and answer.work <= 2 * budget


def test_a_spent_attack_budget_answers_the_best_found_and_its_bound(tmp_path: Path) -> None:
    """Ten attackers against four 2/2s at 9 life: with a small budget, the answer is the
    alpha strike; the words say what bound was proven (here: the budget spent before the
    attacks left were all bounded, that of any attack at all, which may win), and so does
    the JSON."""
    alice = [{"id": f"a{i}", "power": 1 + i % 4, "toughness": 1 + i % 3} for i in range(10)]
    bob = [{"id": f"b{i}", "power": 2, "toughness": 2} for i in range(4)]
    file = tmp_path / "alpha.json"
    file.write_text(json.dumps(redzone.to_dict(wide(alice, bob, combat=False, life=9))))
    code, out, _ = run_cli("solve", "attacks", "--budget", "300000", str(file))
    assert code == 0 and "Bound: an attack not searched through may win" in out
    assert "wins the game" in out
    code, out, _ = run_cli("solve", "attacks", "--json", "--budget", "300000", str(file))
    assert code == 0 and json.loads(out)["bound"]["safe"] is True


def test_the_search_tells_its_progress() -> None:
    seen: list[redzone.Progress] = []
    answer = solve_attacks(redzone.load(HARD_ATTACKS), budget=1_000_000, progress=seen.append)
    assert seen and seen[-1].stage == "done"
    assert all(p.settled <= p.attacks and p.searched <= p.settled for p in seen)
    assert seen[-1].work == answer.work and seen[-1].best == answer.score
    assert [p.settled for p in seen] == sorted(p.settled for p in seen)


def test_cli_time_limit() -> None:
    code, out, _ = run_cli("solve", "attacks", "--json", "--time-limit", "0.3",
                           str(HARD_ATTACKS))
    assert code == 0 and json.loads(out)["exact"] is False
    code, out, err = run_cli("solve", "attacks", "--time-limit", "0", str(HARD_ATTACKS))
    assert code == 2 and "time-limit" in out + err and "Traceback" not in out + err
