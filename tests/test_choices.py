"""Every legal assignment (510.1e): counting, listing, is_legal, against brute force."""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import redzone
from clirun import run_cli
from redzone.analysis.assignments import (
    assignment_violations,
    count_assignments,
    is_legal,
    legal_assignments,
    step_choices,
)
from redzone.analysis.choices import _Chain, _Table
from redzone.core.model import EMPTY


def without_assign(path: str) -> redzone.Scenario:
    scenario = redzone.load(path)
    return replace(scenario, combat=replace(scenario.combat, assign=EMPTY))


def attacker_splits(scenario: redzone.Scenario, creature: str) -> list[dict[str, int]]:
    return [a[creature] for a in step_choices(scenario).attackers]


def test_510_1c_elvish_regrower_has_exactly_the_five_splits_the_cr_lists() -> None:
    scenario = without_assign("examples/elvish-regrower-double-blocked.yaml")
    assert attacker_splits(scenario, "regrower") == [
        {"hunter": 4}, {"spawn": 1, "hunter": 3}, {"spawn": 2, "hunter": 2},
        {"spawn": 3, "hunter": 1}, {"spawn": 4}]
    # The blockers each block one creature: one way each; 5 total assignments.
    assert count_assignments(scenario) == 5


def test_old_510_1c_vastwood_gorger_under_the_order_has_the_three_cr_splits() -> None:
    scenario = redzone.with_rules(without_assign("examples/vastwood-gorger.yaml"), "cr-m10")
    assert attacker_splits(scenario, "gorger") == [
        {"guardian": 3, "elves": 2}, {"guardian": 4, "elves": 1}, {"guardian": 5}]
    grown = redzone.with_rules(without_assign("examples/vastwood-gorger-giant-growth.yaml"),
                               "cr-m10")
    assert [s for s in attacker_splits(grown, "gorger") if "elves" not in s] == [
        {"guardian": 5}]


def test_702_19b_blocker_of_two_the_other_attackers_damage_makes_trample_legal() -> None:
    scenario = without_assign("examples/trample-blocker-blocks-two.yaml")
    splits = list(step_choices(scenario).attackers)
    assert {"squire": {"wall": 1}, "rhino": {"wall": 1, "Bob": 2}} in splits
    assert {"squire": {"wall": 1}, "rhino": {"Bob": 3}} not in splits
    # The squire's 1 always goes to the wall; the wall then needs 1 more from the rhino.
    assert [s["rhino"] for s in splits] == [{"wall": 1, "Bob": 2}, {"wall": 2, "Bob": 1},
                                            {"wall": 3}]


def test_702_19b_with_deathtouch_one_damage_per_blocker_is_lethal() -> None:
    scenario = without_assign("examples/deathtouch-trample.yaml")
    blockers = list(scenario.combat.blocks)
    splits = [s for a in step_choices(scenario).attackers for s in a.values()]
    beyond = [s for s in splits if any(r not in blockers for r in s)]
    assert beyond
    assert all(all(s.get(b, 0) >= 1 for b in blockers) for s in beyond)
    assert {**{b: 1 for b in blockers}, "Bob": 5 - len(blockers)} in beyond


def test_prevention_does_not_change_what_is_lethal() -> None:
    plain = without_assign("examples/vastwood-gorger.yaml")
    shielded = without_assign("examples/vastwood-gorger-mending-hands.yaml")
    assert count_assignments(plain) == count_assignments(shielded)


def test_a_large_count_is_not_enumerated() -> None:
    blockers = "\n".join(f"    - {{id: b{i}, power: 1, toughness: {i + 1}}}" for i in range(6))
    scenario = redzone.loads(f"""
players: {{Alice: {{}}, Bob: {{}}}}
battlefield:
  Alice: [{{id: giant, power: 20, toughness: 20, keywords: [trample]}}]
  Bob:
{blockers}
combat:
  attacks: {{giant: Bob}}
  blocks: {{{", ".join(f"b{i}: giant" for i in range(6))}}}
""")
    # Blocker splits: C(25, 5); trample splits: 20 - 21 needed... none beyond with 21 lethal.
    # Lethal to all six is 1+2+...+6 = 21 > 20, so nothing can reach Bob: C(25, 5) ways.
    assert count_assignments(scenario) == 53130


def test_is_legal_names_the_rule() -> None:
    scenario = without_assign("examples/trample-blocker-blocks-two.yaml")
    bad = assignment_violations(scenario, {"squire": {"wall": 1}, "rhino": {"Bob": 3},
                              "wall": {"squire": 1, "rhino": 1}})
    assert [(v.rule, v.subject) for v in bad] == [("702.19b", "rhino")]
    assert [v.rule for v in assignment_violations(scenario, {"squire": {"wall": 1}})] == [
        "510.1a", "510.1a"]
    assert is_legal(scenario, {"squire": {"wall": 1}}) is False


# --- property: the enumeration is exactly what is_legal accepts ---------------------------

@st.composite
def small_boards(draw: st.DrawFn) -> redzone.Scenario:
    rules = draw(st.sampled_from(["cr-current", "cr-m10"]))
    n_att = draw(st.integers(1, 2))
    walker = draw(st.booleans())
    attackers, attacks = [], {}
    for i in range(n_att):
        kws = draw(st.lists(st.sampled_from(["trample", "deathtouch",
                                             "trample over planeswalkers"]), max_size=2,
                            unique=True))
        attackers.append({"id": f"a{i}", "power": draw(st.integers(0, 3)),
                          "toughness": 3, "keywords": kws})
        attacks[f"a{i}"] = "jace" if walker and draw(st.booleans()) else "Bob"
    blockers, blocks = [], {}
    for j in range(draw(st.integers(0, 3))):
        targets = draw(st.lists(st.sampled_from(list(attacks)), min_size=1, max_size=2,
                                unique=True))
        toughness = draw(st.integers(1, 3))  # damage short of lethal (704.3: a legal board)
        blockers.append({"id": f"b{j}", "power": draw(st.integers(0, 3)),
                         "toughness": toughness,
                         "damage": draw(st.integers(0, min(1, toughness - 1))), "can_block": 2})
        blocks[f"b{j}"] = targets
    bob: list[dict[str, object]] = [*blockers]
    if walker:
        bob.append({"id": "jace", "types": ["planeswalker"], "loyalty": draw(st.integers(1, 3))})
    return redzone.from_dict({"rules": rules, "players": {"Alice": {}, "Bob": {}},
                              "battlefield": {"Alice": attackers, "Bob": bob},
                              "combat": {"attacks": attacks, "blocks": blocks}})


def candidates(scenario: redzone.Scenario, side: list[str]) -> Iterator[dict[str, dict[str, int]]]:
    """Every way to split each of `side`'s creatures' power among whatever it could
    conceivably reach (its blockers or blocked creatures, what it attacks, the defending
    player): a superset of the legal assignments."""
    combat = scenario.combat
    per = []
    for cid in side:
        perm = scenario.board.permanent(cid)
        if cid in combat.attacks:
            names = [*combat.blockers_of(cid), combat.attacks[cid], "Bob"]
        else:
            names = list(combat.blocks[cid])
        names = list(dict.fromkeys(names))
        power = perm.current_power
        options = [{r: n for r, n in zip(names, cut, strict=True) if n}
                   for cut in itertools.product(range(power + 1), repeat=len(names))
                   if sum(cut) == power] if power > 0 else [{}]
        per.append([(cid, o) for o in options])
    for combo in itertools.product(*per):
        yield {cid: split for cid, split in combo if split}


def canonical(assignment: dict[str, dict[str, int]]) -> frozenset[tuple[str, str, int]]:
    return frozenset((c, r, n) for c, split in assignment.items() for r, n in split.items() if n)


@settings(max_examples=80, deadline=None)
@given(small_boards())
def test_enumeration_equals_what_is_legal_accepts(scenario: redzone.Scenario) -> None:
    choices = step_choices(scenario)
    listed = [canonical(a) for a in choices]
    assert len(set(listed)) == len(listed) == choices.count()
    for a in choices:
        assert is_legal(scenario, a) is True
    # Each player's side against brute force, the other side held at a legal assignment.
    mine, theirs = next(iter(choices.attackers)), next(iter(choices.blockers))
    for space, other, side in ((choices.attackers, theirs, list(scenario.combat.attacks)),
                               (choices.blockers, mine, list(scenario.combat.blocks))):
        accepted = {canonical(a) for a in candidates(scenario, side)
                    if is_legal(scenario, {**a, **other})}
        assert accepted == {canonical(a) for a in space}


@pytest.mark.parametrize("path", ["examples/enormous-baloth-durkwood-boars.yaml",
                                  "examples/trample-over-planeswalkers.yaml"])
def test_the_examples_assignment_is_among_the_legal_ones(path: str) -> None:
    scenario = redzone.load(path)
    given_ = {c: dict(s) for c, s in scenario.combat.assign.items() if isinstance(s, dict)}
    listed = [canonical(a) for a in legal_assignments(scenario)]
    assert any(canonical(given_) <= a for a in listed)


def test_cli_assignments_text_and_streamed_json() -> None:
    code, out, err = run_cli("assignments", "examples/elvish-regrower-double-blocked.yaml")
    assert (code, err) == (0, "")
    assert "5 legal assignments" in out
    code, out, _ = run_cli("assignments", "--json", "--limit", "2",
                           "examples/elvish-regrower-double-blocked.yaml")
    data = json.loads(out)
    assert (data["count"], data["listed"], len(data["assignments"])) == (5, 2, 2)
    assert data["assignments"][0] == {"regrower": {"hunter": 4}, "spawn": {"regrower": 2},
                                      "hunter": {"regrower": 1}}



# --- the closed form of one creature's chain against the dynamic program ------------------

@st.composite
def chains(draw: st.DrawFn) -> redzone.Scenario:
    """One attacker (trample, deathtouch, trample over planeswalkers, or none) against up to
    five blockers, under cr-current or cr-m10 (the damage assignment order)."""
    rules = draw(st.sampled_from(["cr-current", "cr-m10", "cr-6e"]))
    kws = draw(st.lists(st.sampled_from(["trample", "deathtouch",
                                         "trample over planeswalkers"]), max_size=2, unique=True))
    walker = draw(st.booleans())
    toughness = [draw(st.integers(1, 4)) for _ in range(draw(st.integers(0, 5)))]
    blockers = [{"id": f"b{j}", "power": 0, "toughness": t,  # 704.3: damage short of lethal
                 "damage": draw(st.integers(0, min(1, t - 1)))} for j, t in enumerate(toughness)]
    bob: list[dict[str, object]] = [*blockers]
    if walker:
        bob.append({"id": "jace", "types": ["planeswalker"], "loyalty": draw(st.integers(1, 4))})
    return redzone.from_dict({
        "rules": rules, "players": {"Alice": {}, "Bob": {}},
        "battlefield": {"Alice": [{"id": "a", "power": draw(st.integers(1, 12)), "toughness": 9,
                                   "keywords": kws}], "Bob": bob},
        "combat": {"attacks": {"a": "jace" if walker else "Bob"},
                   "blocks": {b["id"]: "a" for b in blockers}}})


@settings(max_examples=150, deadline=None)
@given(chains())
def test_a_chain_counts_and_lists_as_the_dynamic_program_does(scenario: redzone.Scenario,
                                                              ) -> None:
    space = step_choices(scenario).attackers
    for group in space.groups:
        assert isinstance(group, _Chain)
        table = _Table(space.rules, space.state, group.slots, group.needs, {}, len(group.needs))
        assert group.count() == table.count()
        assert list(group) == list(table)


def test_a_huge_trampler_is_counted_and_listed_at_once() -> None:
    """A trampler of power N against two 1/1s: all to a blocker alone (2 ways), or lethal to
    both and the rest among the three (C(N, 2) ways)."""
    text = Path("../shared/hostile/trample-power-10000.yaml")
    board = ("players: {Alice: {}, Bob: {}}\nbattlefield:\n  Alice: [{id: a, power: %d, "
             "toughness: 3, keywords: [trample]}]\n  Bob: [{id: b, power: 0, toughness: 1}, "
             "{id: c, power: 0, toughness: 1}]\ncombat: {attacks: {a: Bob}, blocks: {b: a, c: a}}")
    for n in (3, 10_000, 10**9, 10**15):
        scenario = redzone.loads(board % n)
        assert count_assignments(scenario) == 2 + n * (n - 1) // 2
        first = list(itertools.islice(legal_assignments(scenario), 3))
        assert first[0] == {"a": {"c": n}} and first[1] == {"a": {"b": 1, "c": 1, "Bob": n - 2}}
    assert text.name  # the hostile file is this board with N = 10,000


def test_independent_creatures_multiply_and_list_lazily() -> None:
    pairs = ", ".join(f"b{i}: a{i}" for i in range(500))
    attacks = ", ".join(f"a{i}: Bob" for i in range(500))
    attackers = ", ".join(f"{{id: a{i}, power: 2, toughness: 2, keywords: [trample]}}"
                          for i in range(500))
    blockers = ", ".join(f"{{id: b{i}, power: 1, toughness: 1}}" for i in range(500))
    scenario = redzone.loads(
        f"players: {{Alice: {{}}, Bob: {{}}}}\nbattlefield:\n  Alice: [{attackers}]\n"
        f"  Bob: [{blockers}]\ncombat:\n  attacks: {{{attacks}}}\n  blocks: {{{pairs}}}")
    # each trampler: 1 to its blocker and 1 to the player, or 2 to it; each blocker: 1 way
    assert count_assignments(scenario) == 2 ** 500
    first = next(legal_assignments(scenario))
    assert first["a0"] == {"b0": 1, "Bob": 1} and first["b499"] == {"a499": 1}
