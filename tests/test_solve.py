"""The solver: the cases people argue about, and brute force on small random boards."""

from __future__ import annotations

import itertools
import json
from dataclasses import replace
from typing import Any

from hypothesis import assume, given, settings
from hypothesis import strategies as st

import redzone
from clirun import run_cli
from redzone.analysis import solve as solve_module
from redzone.analysis.fights import (  # brute force: every legal block
    block_options,
    enumerate_blocks,
)
from redzone.analysis.objective import defender_score
from redzone.analysis.solve import solve_attacks, solve_blocks
from redzone.core.model import Combat, frozen_map


def board(alice: str, bob: str, attacks: str = "", life: int = 20) -> redzone.Scenario:
    return redzone.loads(f"""
players: {{Alice: {{}}, Bob: {{life: {life}}}}}
battlefield:
  Alice: [{alice}]
  Bob: [{bob}]
combat: {{attacks: {{{attacks}}}}}
""")


def blocks(scenario: redzone.Scenario) -> dict[str, tuple[str, ...]]:
    return dict(solve_blocks(scenario).blocks)


def test_block_with_the_creature_that_kills_and_survives() -> None:
    scenario = board("{id: ogre, power: 3, toughness: 3}",
                     "{id: trader, power: 3, toughness: 3}, {id: giant, power: 4, toughness: 4}",
                     "ogre: Bob")
    assert blocks(scenario) == {"giant": ("ogre",)}


def test_chump_only_when_life_is_at_stake() -> None:
    alice, bob = "{id: beast, power: 5, toughness: 5}", "{id: elf, power: 1, toughness: 1}"
    assert blocks(board(alice, bob, "beast: Bob", life=20)) == {}
    answer = solve_blocks(board(alice, bob, "beast: Bob", life=5))
    assert dict(answer.blocks) == {"elf": ("beast",)}
    assert answer.score.safe


def test_double_block_to_kill_a_bigger_attacker() -> None:
    scenario = board("{id: troll, power: 4, toughness: 4}",
                     "{id: b1, power: 3, toughness: 3}, {id: b2, power: 3, toughness: 3}",
                     "troll: Bob")
    assert blocks(scenario) == {"b1": ("troll",), "b2": ("troll",)}


def test_no_lone_block_of_a_menace_attacker() -> None:
    scenario = board("{id: rogue, power: 2, toughness: 2, keywords: [menace]}",
                     "{id: bear, power: 3, toughness: 3}", "rogue: Bob")
    answer = solve_blocks(scenario)
    assert dict(answer.blocks) == {}
    assert answer.alternatives == ()


def test_no_chump_of_a_trampler_when_it_saves_only_life() -> None:
    scenario = board("{id: wurm, power: 6, toughness: 6, keywords: [trample]}",
                     "{id: elf, power: 1, toughness: 1}", "wurm: Bob", life=10)
    assert blocks(scenario) == {}
    # At 6 life the chump absorbs 1 and keeps Bob alive: then it blocks.
    low = board("{id: wurm, power: 6, toughness: 6, keywords: [trample]}",
                "{id: elf, power: 1, toughness: 1}", "wurm: Bob", life=6)
    assert blocks(low) == {"elf": ("wurm",)}


def test_an_alpha_strike_lethal_through_the_best_blocks() -> None:
    scenario = board(", ".join(f"{{id: a{i}, power: 3, toughness: 3}}" for i in range(3)),
                     "{id: wall, power: 0, toughness: 5}", life=5)
    answer = solve_attacks(scenario)
    assert len(answer.attacks) == 3 and answer.score.safe
    assert answer.result.players["Bob"].lost


def test_staying_home_when_attacking_only_trades_down() -> None:
    scenario = board("{id: bear, power: 2, toughness: 2}", "{id: ogre, power: 3, toughness: 3}")
    answer = solve_attacks(scenario)
    assert dict(answer.attacks) == {}


def test_cli_solve_blocks_json() -> None:
    code, out, err = run_cli("solve", "blocks", "--json", "examples/vastwood-gorger.yaml")
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert set(data) >= {"blocks", "value", "result"}
    assert data["exact"] is True


def test_cli_budget_spent_says_inexact_and_bad_budget_exits_2(tmp_path: Any) -> None:
    file = tmp_path / "wide.yaml"
    file.write_text(json.dumps({
        "players": {"Alice": {}, "Bob": {}},
        "battlefield": {"Alice": [{"id": f"a{i}", "power": 1 + i % 4, "toughness": 2 + i % 3}
                                  for i in range(6)],
                        "Bob": [{"id": f"b{i}", "power": 1 + i % 3, "toughness": 1 + i % 4}
                                for i in range(6)]},
        "combat": {"attacks": {f"a{i}": "Bob" for i in range(6)}}}))
    code, out, err = run_cli("solve", "blocks", "--json", "--budget", "2000", str(file))
    assert (code, err) == (0, "")
    assert json.loads(out)["exact"] is False
    code, out, _ = run_cli("solve", "blocks", "--json", str(file))
    assert code == 0 and json.loads(out)["exact"] is True
    code, out, err = run_cli("solve", "blocks", "--budget", "0", str(file))
    assert code == 2 and "budget" in out + err and "Traceback" not in out + err


# --- brute force ---------------------------------------------------------------------------

KEYWORDS = ["flying", "reach", "first strike", "deathtouch", "trample", "menace", "lifelink",
            "double strike", "infect", "can't be blocked by creatures with power 3 or greater",
            "can't block creatures with flying",
            "can't be blocked except by creatures with flying or reach",
            "can't be blocked except by two or more creatures", "can't block alone",
            "can't be blocked except by three or more creatures",
            "can't be blocked by creatures with greater power"]


@st.composite
def small_boards(draw: st.DrawFn) -> redzone.Scenario:
    def creature(prefix: str, i: int) -> dict[str, object]:
        return {"id": f"{prefix}{i}", "power": draw(st.integers(0, 4)),
                "toughness": draw(st.integers(1, 4)),
                "keywords": draw(st.lists(st.sampled_from(KEYWORDS), max_size=2, unique=True))}

    alice = [creature("a", i) for i in range(draw(st.integers(1, 4)))]
    bob: list[dict[str, object]] = [creature("b", i) for i in range(draw(st.integers(1, 3)))]
    # one may block two attackers, or any number (509.1a)
    bob[0]["can_block"] = draw(st.sampled_from([1, 1, 2, "any"]))
    targets = ["Bob"]
    if draw(st.booleans()):  # a planeswalker that several creatures may attack together
        bob.append({"id": "pw", "types": ["planeswalker"], "loyalty": draw(st.integers(1, 6)),
                    "value": draw(st.integers(0, 8))})
        targets.append("pw")
    return redzone.from_dict({
        "rules": draw(st.sampled_from(["cr-current", "cr-m10", "cr-6e"])),
        "players": {"Alice": {}, "Bob": {"life": draw(st.integers(1, 8)),
                                         "poison": draw(st.integers(0, 9))}},
        "battlefield": {"Alice": alice, "Bob": bob},
        "combat": {"attacks": {a["id"]: draw(st.sampled_from(targets)) for a in alice}}})


@settings(max_examples=150, deadline=None)
@given(small_boards())
def test_the_fight_search_equals_brute_force(scenario: redzone.Scenario) -> None:
    options = block_options(scenario.board, scenario.combat, "Bob")
    every, exact = enumerate_blocks(scenario, "Bob", options, 10**6, defender_score)
    assert exact
    answer = solve_blocks(scenario)
    best = max(score for _, score in every)
    if answer.exact:  # not under cr-6e with triggered lifelink or deathtouch in combat
        assert answer.score == best
    else:
        assert scenario.rules.name == "cr-6e" and answer.score <= best


def test_creatures_attacking_one_planeswalker_fight_together() -> None:
    """Their damage to it adds up (each alone would leave it alive), so the defender must
    judge their blocks together: block the 3/3 first striker, whose 3 damage with the
    4/3's would destroy the planeswalker."""
    scenario = redzone.from_dict({
        "players": {"Alice": {}, "Bob": {"life": 8}},
        "battlefield": {
            "Alice": [{"id": "a1", "power": 3, "toughness": 3, "keywords": ["first strike"]},
                      {"id": "a2", "power": 4, "toughness": 3}],
            "Bob": [{"id": "b0", "power": 3, "toughness": 3},
                    {"id": "pw", "types": ["planeswalker"], "loyalty": 6}]},
        "combat": {"attacks": {"a1": "pw", "a2": "pw"}}})
    options = block_options(scenario.board, scenario.combat, "Bob")
    every, _ = enumerate_blocks(scenario, "Bob", options, 100, defender_score)
    answer = solve_blocks(scenario)
    assert answer.score == max(score for _, score in every)
    assert answer.result.permanents["pw"].zone == "battlefield"


def test_automatic_and_dice_combat_have_no_blocks_to_solve() -> None:
    for path in ("examples/mtgpq-slots-trample-reach.yaml",
                 "examples/dice-hill-giant-vs-white-knight.yaml"):
        for command in (["solve", "blocks"], ["solve", "attacks"], ["assignments"]):
            code, _, err = run_cli(*command, path)
            assert code == 2 and "nobody chooses it" in err, (command, path, err)


def test_json_value_is_the_value_line_and_score_the_whole_objective() -> None:
    scenario = board("{id: troll, power: 4, toughness: 4}",
                     "{id: b1, power: 3, toughness: 3}, {id: b2, power: 3, toughness: 3}",
                     "troll: Bob")
    data = solve_blocks(scenario).to_json()
    assert data["value"] == 8 - 6
    assert data["score"] == {"safe": True, "out": 0, "value": 2, "damage": 0, "fewest": -2}


def test_the_library_takes_a_swapped_evaluation() -> None:
    """best_blocks with an evaluation that only counts blockers (fewest first) stops
    blocking the troll that the default objective double blocks."""
    scenario = board("{id: troll, power: 4, toughness: 4}",
                     "{id: b1, power: 3, toughness: 3}, {id: b2, power: 3, toughness: 3}",
                     "troll: Bob")
    assert set(redzone.best_blocks(scenario).blocks) == {"b1", "b2"}

    def lazy(scn: redzone.Scenario, result: redzone.Result, who: str) -> redzone.Score:
        score = redzone.defender_score(scn, result, who)
        return redzone.Score(score.safe, 0, score.fewest, 0, 0)

    answer = redzone.best_blocks(scenario, evaluate=lazy)
    assert dict(answer.blocks) == {} and answer.score.value == 0
    assert redzone.best_attack(scenario).attacks == {}  # the troll would die to the double block


def test_a_spent_budget_still_answers_with_a_legal_declaration() -> None:
    """Ten different attackers against four blockers: 1,024 attacks, each with its blocks to
    search. A small budget stops early with `exact: false`; the attack with everything,
    tried second, has still been found to win through the best blocks."""
    alice = ", ".join(f"{{id: a{i}, power: {1 + i % 4}, toughness: {1 + i % 3}}}"
                      for i in range(10))
    bob = ", ".join(f"{{id: b{i}, power: 2, toughness: 2}}" for i in range(4))
    scenario = board(alice, bob, life=9)
    answer = solve_attacks(scenario, budget=300_000)
    assert not answer.exact
    assert answer.score.safe and len(answer.attacks) == 10
    declared = redzone.from_dict({
        "players": {"Alice": {}, "Bob": {"life": 9}},
        "battlefield": {"Alice": [{"id": f"a{i}", "power": 1 + i % 4, "toughness": 1 + i % 3}
                                  for i in range(10)],
                        "Bob": [{"id": f"b{i}", "power": 2, "toughness": 2} for i in range(4)]},
        "combat": {"attacks": dict(answer.attacks),
                   "blocks": {b: list(a) for b, a in answer.blocks.items()}}})
    assert redzone.check(declared) == []
    assert answer.result.players["Bob"].lost


@settings(max_examples=25, deadline=None)
@given(small_boards())
def test_the_attack_search_equals_trying_every_attack(scenario: redzone.Scenario) -> None:
    """Every attack (each creature stays home or attacks Bob or his planeswalker), each met
    with its best blocks searched afresh: the best equals solve_attacks' (which shares
    fights between attacks and climbs before it enumerates)."""
    board_ = scenario.board
    mine = [p.id for p in board_.permanents if p.controller == "Alice"]
    targets = [None, "Bob", *(p.id for p in board_.permanents if p.id == "pw")]
    best = None
    for choice in itertools.product(targets, repeat=len(mine)):
        attacks = {a: t for a, t in zip(mine, choice, strict=True) if t is not None}
        trial = replace(scenario, combat=Combat(attacks=frozen_map(attacks)))
        answer = solve_blocks(trial)
        blocked = replace(trial, combat=replace(trial.combat, blocks=answer.blocks))
        score = redzone.attacker_score(blocked, answer.result, "Alice")
        best = score if best is None or score > best else best
    found = solve_attacks(scenario)
    if found.exact:
        assert found.score == best


def test_cr_6e_lifelink_resolves_after_the_defender_has_lost() -> None:
    """cr-6e: lifelink triggers, and its trigger goes on the stack after state-based actions
    (704.3) have seen Bob at 0 life. At 1 life, blocking the 0/1 with the lifelinker lets the
    1/1 kill him; blocking the 1/1 keeps him alive. The blocks are resolved whole, not fight
    by fight (found by the brute-force check)."""
    scenario = redzone.from_dict({
        "rules": "cr-6e",
        "players": {"Alice": {}, "Bob": {"life": 1}},
        "battlefield": {
            "Alice": [{"id": "a1", "power": 0, "toughness": 1},
                      {"id": "a2", "power": 1, "toughness": 1}],
            "Bob": [{"id": "b0", "power": 1, "toughness": 1, "keywords": ["lifelink"]},
                    {"id": "b1", "power": 0, "toughness": 1}]},
        "combat": {"attacks": {"a1": "Bob", "a2": "Bob"}}})
    answer = solve_blocks(scenario)
    assert answer.exact and answer.score.safe and not answer.result.players["Bob"].lost
    assert "a2" in {a for attackers in answer.blocks.values() for a in attackers}
    assert solve_attacks(scenario).attacks == {}


def test_lifelink_with_infect_still_gains_life_for_the_defender() -> None:
    """702.15b, 702.90b: a blocker with infect and lifelink deals its damage as -1/-1
    counters and still gains its controller that much life. At 6 life against 8 power that
    can get through, that one life keeps Bob in the game (found by the brute-force check)."""
    scenario = redzone.from_dict({
        "players": {"Alice": {}, "Bob": {"life": 6}},
        "battlefield": {
            "Alice": [{"id": "a0", "power": 3, "toughness": 2},
                      {"id": "a1", "power": 4, "toughness": 1, "keywords": ["flying"]},
                      {"id": "a2", "power": 4, "toughness": 2, "keywords": ["deathtouch"]},
                      {"id": "a3", "power": 0, "toughness": 4}],
            "Bob": [{"id": "b0", "power": 0, "toughness": 4, "keywords": ["reach"]},
                    {"id": "b1", "power": 1, "toughness": 3, "keywords": ["lifelink", "infect"]},
                    {"id": "b2", "power": 1, "toughness": 1}]},
        "combat": {"attacks": {"a0": "Bob", "a1": "Bob", "a2": "Bob", "a3": "Bob"}}})
    options = block_options(scenario.board, scenario.combat, "Bob")
    every, _ = enumerate_blocks(scenario, "Bob", options, 10**4, defender_score)
    answer = solve_blocks(scenario)
    assert answer.score == max(score for _, score in every)
    assert answer.score.safe and answer.result.players["Bob"].life == 3


def test_a_trampler_whose_damage_through_a_lifelinker_nets_zero_still_got_through() -> None:
    """The 3/2 trampler blocked by the 2/1 lifelinker alone tramples 2 over, which its
    2 life gained hides in the net total; a second blocker absorbs that damage, so it is
    not a block that adds nothing (found by the brute-force check)."""
    scenario = redzone.from_dict({
        "players": {"Alice": {}, "Bob": {"life": 3}},
        "battlefield": {
            "Alice": [{"id": "a0", "power": 1, "toughness": 3, "keywords": ["lifelink", "reach"]},
                      {"id": "a1", "power": 3, "toughness": 3},
                      {"id": "a2", "power": 3, "toughness": 3, "keywords": ["flying", "infect"]},
                      {"id": "a3", "power": 3, "toughness": 2,
                       "keywords": ["lifelink", "trample"]}],
            "Bob": [{"id": "b0", "power": 2, "toughness": 1, "keywords": ["lifelink"]},
                    {"id": "b1", "power": 0, "toughness": 3}]},
        "combat": {"attacks": {"a0": "Bob", "a1": "Bob", "a2": "Bob", "a3": "Bob"}}})
    options = block_options(scenario.board, scenario.combat, "Bob")
    every, _ = enumerate_blocks(scenario, "Bob", options, 10**4, defender_score)
    answer = solve_blocks(scenario)
    assert answer.score == max(score for _, score in every)
    assert dict(answer.blocks) == {"b0": ("a3",), "b1": ("a3",)}


def test_a_fight_that_would_end_the_game_alone_counts_all_its_damage() -> None:
    """Bob at 1 life: alone, the unblocked double striker's fight ends the game after its
    first hit, so it "costs" 2; with the first-striking lifelinker's 3 life elsewhere Bob
    survives it and takes all 4. Blocking a0, a2 and a3 (gaining 3 + 1, losing 3) beats
    double-blocking a1 (gaining 4, losing 4). Found by the brute-force check."""
    s = board("{id: a0, power: 0, toughness: 1}, {id: a1, power: 3, toughness: 4}, "
              "{id: a2, power: 2, toughness: 1, keywords: [double strike]}, "
              "{id: a3, power: 0, toughness: 1}",
              "{id: b0, power: 1, toughness: 1, keywords: [lifelink]}, "
              "{id: b1, power: 0, toughness: 1}, "
              "{id: b2, power: 3, toughness: 1, keywords: [lifelink, first strike]}",
              "a0: Bob, a1: Bob, a2: Bob, a3: Bob", life=1)
    answer = solve_blocks(s)
    assert answer.exact
    assert answer.result.players["Bob"].life == 2
    assert dict(answer.blocks).get("b1") == ("a2",)


def test_one_blocker_is_no_block_for_a_creature_needing_two() -> None:
    """509.1b: "can't be blocked except by two or more creatures" (menace's words without
    the keyword): the defender with one creature can't block; the solver said it could."""
    scenario = redzone.from_dict({
        "players": {"Alice": {}, "Bob": {"life": 3}},
        "battlefield": {
            "Alice": [{"id": "brute", "power": 4, "toughness": 1,
                       "keywords": ["can't be blocked except by two or more creatures"]}],
            "Bob": [{"id": "bear", "power": 2, "toughness": 2}]},
        "combat": {"attacks": {"brute": "Bob"}}})
    answer = solve_blocks(scenario)
    assert dict(answer.blocks) == {} and answer.exact


def test_a_creature_needing_three_blockers_gets_three_or_none() -> None:
    """509.1b: "can't be blocked except by three or more creatures" (Gorilla Berserkers).
    At 5 life Bob must block the 5/3 with all three 1/1s (two, menace's number, are no
    block); with two creatures he can't block it at all. Both equal brute force."""
    def bobs(n: int) -> redzone.Scenario:
        return redzone.from_dict({
            "players": {"Alice": {}, "Bob": {"life": 5}},
            "battlefield": {
                "Alice": [{"id": "gorilla", "power": 5, "toughness": 3, "keywords": [
                    "can't be blocked except by three or more creatures"]}],
                "Bob": [{"id": f"b{i}", "power": 1, "toughness": 1} for i in range(n)]},
            "combat": {"attacks": {"gorilla": "Bob"}}})
    for n, blocks in ((3, {"b0": ("gorilla",), "b1": ("gorilla",), "b2": ("gorilla",)}),
                      (2, {})):
        scenario = bobs(n)
        answer = solve_blocks(scenario)
        assert answer.exact and dict(answer.blocks) == blocks
        options = block_options(scenario.board, scenario.combat, "Bob")
        every, exact = enumerate_blocks(scenario, "Bob", options, 10**6, defender_score)
        assert exact and answer.score == max(score for _, score in every)


def test_a_creature_that_blocks_several_attackers_is_searched_fight_by_fight() -> None:
    """509.1a: a creature that can block two attackers. The 4/5 blocks both 2/2s, divides
    its 4 damage between them (510.1c) and survives their 4: +8 value for Bob (blocking a
    2/2 and the 1/1 gains 6, and blocking both 2/2s with a 4/4 would lose it). The
    search tries each pair it may block together as one fight; the answer is exact, and
    equals brute force over every block declaration."""
    scenario = board("{id: a0, power: 2, toughness: 2}, {id: a1, power: 2, toughness: 2}, "
                     "{id: a2, power: 1, toughness: 1}",
                     "{id: wall, power: 4, toughness: 5, can_block: 2}",
                     "a0: Bob, a1: Bob, a2: Bob")
    answer = solve_blocks(scenario)
    assert answer.exact and dict(answer.blocks) == {"wall": ("a0", "a1")}
    assert answer.score.value == 8  # two 2/2s (value: power + toughness) for nothing
    options = block_options(scenario.board, scenario.combat, "Bob")
    every, exact = enumerate_blocks(scenario, "Bob", options, 10**6, defender_score)
    assert exact and answer.score == max(score for _, score in every)


def test_menace_with_a_creature_that_blocks_any_number() -> None:
    """702.111b: a creature with menace can't be blocked except by two or more creatures;
    a blocker that may block any number of attackers still counts as one of them. Found by
    the brute-force check: at 1 life, Bob must stop the 2/1 menace trampler and the 4/2
    both; the answer is exact and equals brute force."""
    scenario = board("{id: a0, power: 4, toughness: 2}, "
                     "{id: a1, power: 2, toughness: 1, keywords: [menace, trample]}, "
                     "{id: a2, power: 0, toughness: 1}",
                     "{id: b0, power: 2, toughness: 1, can_block: any}, "
                     "{id: b1, power: 0, toughness: 1, can_block: any}, "
                     "{id: b2, power: 0, toughness: 1, can_block: any}",
                     "a0: Bob, a1: Bob, a2: Bob", life=1)
    answer = solve_blocks(scenario)
    options = block_options(scenario.board, scenario.combat, "Bob")
    every, exact = enumerate_blocks(scenario, "Bob", options, 10**6, defender_score)
    assert exact and answer.exact and answer.score == max(score for _, score in every)
    assert redzone.check(replace(scenario, combat=replace(
        scenario.combat, blocks=answer.blocks))) == []


@settings(max_examples=40, deadline=None)
@given(small_boards(), st.integers(2_000, 60_000))
def test_a_spent_budget_proves_a_true_bound(scenario: redzone.Scenario, budget: int) -> None:
    """Stopped early, the attack search answers the best attack it found and a bound on
    what any attack left could score: the exact search's best is never above the bound,
    nor below the answer."""
    spent = solve_attacks(scenario, budget=budget)
    best = solve_attacks(scenario)
    assume(best.exact)  # (not under cr-6e with damage triggers)
    assert best.score >= spent.score
    if not spent.exact and spent.bound is not None:
        assert spent.bound >= best.score


@settings(max_examples=25, deadline=None)
@given(small_boards(), st.integers(2_000, 20_000))
def test_the_bound_of_any_attack_at_all_is_a_true_bound(scenario: redzone.Scenario,
                                                         budget: int) -> None:
    """Past the attacks it can bound one by one, the search bounds any attack at all (no
    win if all the damage every creature could deal falls short): never below the exact
    best."""
    best = solve_attacks(scenario)
    assume(best.exact)
    limit = solve_module.BOUND_ATTACKS
    solve_module.BOUND_ATTACKS = 0
    try:
        spent = solve_attacks(scenario, budget=budget)
    finally:
        solve_module.BOUND_ATTACKS = limit
    if not spent.exact:
        assert spent.bound is not None and spent.bound >= best.score


def test_solve_blocks_names_runners_up_in_sentences() -> None:
    """The fight search keeps only the double block of the menace creature (702.110b: two or
    more blockers); the runners-up, each resolved whole, include no blocks at all."""
    scenario = redzone.load("examples/menace-double-blocked.yaml")
    answer = solve_blocks(scenario)
    assert ({"blocks": {}}, redzone.Score(True, 0, 0, -3, 0)) in answer.alternatives
    code, out, _ = run_cli("solve", "blocks", "examples/menace-double-blocked.yaml")
    assert code == 0
    assert "Score: survives; value +0; loses no life; 2 blockers" in out
    assert "  no blocks: survives; value +0; loses 3 life and poison; 0 blockers" in out
    assert out.index("What it leads to") < out.index("Next best") < out.index("The combat")
    assert "{" not in out.split("Next best")[1].split("The combat")[0]  # no raw dicts
