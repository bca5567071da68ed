"""The solver on multiplayer boards: each defending player's own best blocks (509.1a,
802.4a), Two-Headed Giant teams blocking together (810.7c), attacks across opponents."""

from __future__ import annotations

import itertools
import json
from textwrap import dedent
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

import redzone
from clirun import run_cli
from redzone.analysis.fights import block_options
from redzone.analysis.objective import defender_score, resolve_best
from redzone.analysis.solve import defending_players, solve_attacks, solve_blocks
from redzone.core.model import frozen_map

THREE = "players: {Alice: {}, Bob: {}, Carol: {}}\n"


def board(text: str, players: str = "") -> redzone.Scenario:
    return redzone.loads(players + dedent(text))


def test_each_defending_player_blocks_for_themselves() -> None:
    """Bob's 4/4 kills the ogre attacking him and survives; Carol, at 20 life, doesn't chump
    the bear attacking her; each gets a score of their own."""
    scenario = board(players=THREE, text="""\
        battlefield:
          Alice: [{id: ogre, power: 3, toughness: 3}, {id: bear, power: 2, toughness: 2}]
          Bob: [{id: troll, power: 4, toughness: 4}]
          Carol: [{id: elf, power: 1, toughness: 1}]
        combat: {attacks: {ogre: Bob, bear: Carol}}
        """)
    answer = solve_blocks(scenario)
    assert dict(answer.blocks) == {"troll": ("ogre",)}
    assert set(answer.defenders) == {"Bob", "Carol"}
    assert answer.defenders["Bob"].value == 6 and answer.defenders["Bob"].damage == 0
    assert answer.defenders["Carol"].value == 0 and answer.defenders["Carol"].damage == -2
    assert answer.score.value == 6 and answer.score.damage == -2
    assert answer.result.players["Carol"].life == 18
    data = answer.to_json()
    assert data["defenders"]["Bob"]["value"] == 6
    assert json.loads(json.dumps(data))["blocks"] == {"troll": "ogre"}


def test_a_player_not_attacked_cannot_block() -> None:
    """509.1a, 802.4a: Carol's 5/5 may not block the creature attacking Bob."""
    scenario = board(players=THREE, text="""\
        battlefield:
          Alice: [{id: bear, power: 2, toughness: 2}]
          Bob: []
          Carol: [{id: giant, power: 5, toughness: 5}]
        combat: {attacks: {bear: Bob}}
        """)
    assert block_options(scenario.board, scenario.combat, "Carol") == {}
    answer = solve_blocks(scenario)
    assert dict(answer.blocks) == {}
    assert answer.result.players["Bob"].life == 18


def test_either_head_of_a_two_headed_giant_team_blocks() -> None:
    """810.7c: at 3 shared life, Dave's 1/1 chumps the 3/3 attacking his teammate Bob."""
    scenario = board("""\
        players: {Alice: {}, Bob: {life: 3}, Carol: {}, Dave: {life: 3}}
        teams: [[Alice, Carol], [Bob, Dave]]
        battlefield:
          Alice: [{id: ogre, power: 3, toughness: 3}]
          Dave: [{id: elf, power: 1, toughness: 1}]
        combat: {attacks: {ogre: Bob}}
        """)
    assert defending_players(scenario.board, scenario.combat) == ["Bob"]
    answer = solve_blocks(scenario)
    assert dict(answer.blocks) == {"elf": ("ogre",)}
    assert answer.score.safe
    assert answer.result.players["Bob"].life == answer.result.players["Dave"].life == 3


def test_attack_the_opponent_who_can_be_knocked_out() -> None:
    """Bob at 3 life has no blockers; Carol's 5/5 would eat the ogre: the ogre attacks Bob,
    who leaves the game (800.4a); the game goes on, so it is no win."""
    scenario = board("""\
        players: {Alice: {}, Bob: {life: 3}, Carol: {}}
        battlefield:
          Alice: [{id: ogre, power: 3, toughness: 3}]
          Carol: [{id: giant, power: 5, toughness: 5}]
        """)
    answer = solve_attacks(scenario)
    assert dict(answer.attacks) == {"ogre": "Bob"}
    assert answer.score.out == 1 and not answer.score.safe
    assert answer.result.players["Bob"].lost


def test_knocking_out_every_opponent_wins() -> None:
    scenario = board("""\
        players: {Alice: {}, Bob: {life: 3}, Carol: {life: 2}}
        battlefield:
          Alice: [{id: o1, power: 3, toughness: 3}, {id: o2, power: 3, toughness: 3}]
        """)
    answer = solve_attacks(scenario)
    assert sorted(answer.attacks.values()) == ["Bob", "Carol"]
    assert answer.score.safe and answer.score.out == 2


def test_cli_solves_a_multiplayer_board(tmp_path: Any) -> None:
    file = tmp_path / "ffa.yaml"
    file.write_text(THREE + dedent("""\
        battlefield:
          Alice: [{id: ogre, power: 3, toughness: 3}, {id: bear, power: 2, toughness: 2}]
          Bob: [{id: troll, power: 4, toughness: 4}]
          Carol: [{id: elf, power: 1, toughness: 1}]
        combat: {attacks: {ogre: Bob, bear: Carol}}
        """))
    code, out, _ = run_cli("solve", "blocks", str(file), "--json")
    assert code == 0
    data = json.loads(out)
    assert data["blocks"] == {"troll": "ogre"} and set(data["defenders"]) == {"Bob", "Carol"}
    code, out, _ = run_cli("solve", "blocks", str(file))
    assert code == 0 and "Carol" in out


# --- each defending player's blocks are their own best -----------------------------------

KEYWORDS = ["flying", "reach", "first strike", "deathtouch", "trample", "lifelink"]


@st.composite
def free_for_all(draw: st.DrawFn) -> redzone.Scenario:
    def creature(prefix: str, i: int) -> dict[str, object]:
        return {"id": f"{prefix}{i}", "power": draw(st.integers(0, 4)),
                "toughness": draw(st.integers(1, 4)),
                "keywords": draw(st.lists(st.sampled_from(KEYWORDS), max_size=2, unique=True))}

    alice = [creature("a", i) for i in range(draw(st.integers(1, 3)))]
    return redzone.from_dict({
        "players": {"Alice": {}, "Bob": {"life": draw(st.integers(1, 6))},
                    "Carol": {"life": draw(st.integers(1, 6))}},
        "battlefield": {"Alice": alice,
                        "Bob": [creature("b", i) for i in range(draw(st.integers(0, 2)))],
                        "Carol": [creature("c", i) for i in range(draw(st.integers(0, 2)))]},
        "combat": {"attacks": {a["id"]: draw(st.sampled_from(["Bob", "Carol"]))
                               for a in alice}}})


@settings(max_examples=40, deadline=None)
@given(free_for_all())
def test_no_defending_player_can_do_better_alone(scenario: redzone.Scenario) -> None:
    """With the others' blocks as the solver chose them, no other blocks of one defending
    player score better for that player in the whole combat (brute force)."""
    answer = solve_blocks(scenario)
    for defender in defending_players(scenario.board, scenario.combat):
        mine = {b for b in answer.blocks if scenario.board.permanent(b).controller == defender}
        others = {b: a for b, a in answer.blocks.items() if b not in mine}
        options = block_options(scenario.board, scenario.combat, defender)
        best = answer.defenders[defender]
        for choice in itertools.product(*([None, *can] for can in options.values())):
            blocks = {**others, **{b: (a,) for b, a in zip(options, choice, strict=True) if a}}
            trial, result = resolve_best(scenario, frozen_map(blocks))
            assert defender_score(trial, result, defender) <= best, (defender, blocks)
