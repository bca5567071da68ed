"""Exact odds by enumerating every d20 roll (`redzone odds`), checked against hand-computed
cases, and the Monte Carlo estimate (`--samples`) against the exact odds."""

from __future__ import annotations

import json
import math
from fractions import Fraction
from pathlib import Path
from textwrap import dedent

import pytest

import redzone
from clirun import run_cli
from redzone.core.odds import Odds, exact
from redzone.scenario import with_options

BEARS_VS_BOB = """\
    rules: dice
    players: {Alice: {}, Bob: {life: 20}}
    battlefield:
      Alice: [{id: bears, power: 2, toughness: 2}]
    combat: {attacks: {bears: Bob}}
"""

GIANT_VS_BEARS = """\
    rules: dice
    players: {Alice: {}, Bob: {}}
    battlefield:
      Alice: [{id: giant, power: 3, toughness: 3}]
      Bob: [{id: bears, power: 2, toughness: 2}]
    combat: {attacks: {giant: Bob}, blocks: {bears: giant}}
"""

# Three attacks: a resisted one with a first striker, a double block, an undefended one.
MIXED = """\
    rules: dice
    players: {Alice: {}, Bob: {life: 6}}
    battlefield:
      Alice:
        - {id: a1, power: 3, toughness: 3}
        - {id: a2, power: 4, toughness: 4}
        - {id: a3, power: 2, toughness: 2}
      Bob:
        - {id: b1, power: 2, toughness: 2, keywords: [first strike]}
        - {id: b2, power: 1, toughness: 3}
        - {id: b3, power: 2, toughness: 2}
    combat:
      attacks: {a1: Bob, a2: Bob, a3: Bob}
      blocks: {b1: a1, b2: a2, b3: a2}
"""


def odds(text: str, samples: int | None = None, **options: int) -> Odds:
    scenario = with_options(redzone.loads(dedent(text)), **options)
    return redzone.odds(scenario, "dice", samples)


def test_one_undefended_attacker_by_hand() -> None:
    # d20 + 2 against miss <= 5, partial <= 10, hit <= 19: natural 1 (1 face) the bears take
    # 1; 2-3 miss (2); 4-8 partial, 1 damage (5); 9-17 hit, 2 (9); 18-20 critical, 4 (3).
    found = odds(BEARS_VS_BOB)
    table = {(o.players["Bob"].life, o.permanents["bears"].damage): o.probability
             for o in found.outcomes}
    assert table == {(20, 0): Fraction(2, 20), (20, 1): Fraction(1, 20),
                     (19, 0): Fraction(5, 20), (18, 0): Fraction(9, 20),
                     (16, 0): Fraction(3, 20)}
    assert found.expected_life("Bob") == Fraction(20 * 3 + 19 * 5 + 18 * 9 + 16 * 3, 20)
    assert found.outcomes[0].probability == Fraction(9, 20)  # most likely first
    assert all(isinstance(o.probability, Fraction) for o in found.outcomes)


def test_a_resisted_attack_and_its_counter_strike_by_hand() -> None:
    # The giant rolls d20 + 3 - 2: a hit (10-18) or critical hit (19-20) kills the bears,
    # 11 faces; a partial hit (5-9) leaves them with 1 damage, and they die only by their own
    # critical miss on the counter strike. The giant (3 toughness) dies only by a critical
    # miss (1 damage) followed by a counter-strike hit for 2: d20 + 2 - 3 in 11..19, 9 faces.
    found = odds(GIANT_VS_BEARS)
    assert found.destroyed("bears") == Fraction(11, 20) + Fraction(5, 20) * Fraction(1, 20)
    assert found.destroyed("giant") == Fraction(1, 20) * Fraction(9, 20)
    assert sum(o.probability for o in found.outcomes) == 1


def test_losing_the_game() -> None:
    found = odds(BEARS_VS_BOB.replace("life: 20", "life: 2"))
    assert found.lost("Bob") == Fraction(12, 20)  # a hit or a critical hit
    assert found.expected_life("Bob") == Fraction(2 * 3 + 1 * 5 + 0 * 9 - 2 * 3, 20)


def test_outcomes_that_look_the_same_are_one() -> None:
    # Whatever damage a destroyed creature had, the outcome is the same.
    found = odds(GIANT_VS_BEARS)
    shown = [(o.permanents["giant"].zone, o.permanents["giant"].damage,
              o.permanents["bears"].zone, o.permanents["bears"].damage) for o in found.outcomes]
    assert len(shown) == len(set(shown))
    assert ("battlefield", 0, "graveyard", 0) in shown


def test_the_exact_enumeration_of_a_toy_procedure() -> None:
    def flip(s: int) -> list[tuple[int, int]]:
        return [(1, s), (1, s + 1)]  # a coin: both faces
    assert exact(0, [flip, flip, flip], 2) == {
        0: Fraction(1, 8), 1: Fraction(3, 8), 2: Fraction(3, 8), 3: Fraction(1, 8)}


def test_monte_carlo_agrees_with_the_exact_odds_within_sampling_error() -> None:
    n = 4000
    sure = odds(MIXED)
    sampled = odds(MIXED, samples=n, seed=7)
    assert sampled.samples == n and sure.samples is None
    assert sum(o.probability for o in sampled.outcomes) == 1
    for pid in ("a1", "a2", "a3", "b1", "b2", "b3"):
        p = sure.destroyed(pid)
        error = 4 * math.sqrt(float(p * (1 - p)) / n) + 1e-9
        assert abs(float(sampled.destroyed(pid)) - float(p)) <= error, pid
    p = sure.lost("Bob")
    assert abs(float(sampled.lost("Bob") - p)) <= 4 * math.sqrt(float(p * (1 - p)) / n)
    mean = sure.expected_life("Bob")
    spread = math.sqrt(sum(float(o.probability) * (o.players["Bob"].life - float(mean)) ** 2
                           for o in sure.outcomes))
    assert abs(float(sampled.expected_life("Bob") - mean)) <= 4 * spread / math.sqrt(n)


def test_monte_carlo_is_reproducible_by_seed() -> None:
    one = odds(GIANT_VS_BEARS, samples=500, seed=3).to_json()
    assert one == odds(GIANT_VS_BEARS, samples=500, seed=3).to_json()
    assert one != odds(GIANT_VS_BEARS, samples=500, seed=4).to_json()


def test_odds_follow_the_turns_and_the_healing() -> None:
    text = dedent(GIANT_VS_BEARS).replace("power: 2, toughness: 2}", "power: 2, toughness: 4}")
    text += "dice: {heal: [bears]}\n"
    found = odds(text, turns=1)
    # healed whenever it survives with damage: Bob pays exactly that damage
    for o in found.outcomes:
        bears = o.permanents["bears"]
        assert bears.zone == "graveyard" or bears.damage == 0
    assert found.expected_life("Bob") < 20
    assert sum(o.probability for o in found.outcomes) == 1


def test_regeneration_shields_are_not_part_of_an_outcome() -> None:
    text = GIANT_VS_BEARS.replace("power: 2, toughness: 2}",
                                  "power: 2, toughness: 2, regenerate: 1}")
    found = odds(text)
    assert found.destroyed("bears") < odds(GIANT_VS_BEARS).destroyed("bears")
    assert sum(o.probability for o in found.outcomes) == 1


def test_a_combat_without_chance_has_one_certain_outcome() -> None:
    scenario = redzone.loads(dedent(GIANT_VS_BEARS).replace("rules: dice", "rules: cr-current"))
    found = redzone.odds(scenario)
    assert [o.probability for o in found.outcomes] == [1]
    assert found.destroyed("bears") == 1 and found.destroyed("giant") == 0


def write(tmp_path: Path, text: str) -> str:
    path = tmp_path / "board.yaml"
    path.write_text(dedent(text))
    return str(path)


def test_odds_json_follows_the_spec(tmp_path: Path) -> None:
    code, out, err = run_cli("odds", write(tmp_path, BEARS_VS_BOB), "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["method"] == "exact"
    assert next((o["probability"], o["fraction"]) for o in data["outcomes"]) == (0.45, "9/20")
    for o in data["outcomes"]:
        assert o["probability"] == float(Fraction(o["fraction"]))
        assert set(o) == {"probability", "fraction", "players", "permanents"}
        assert o["players"]["Bob"]["life"] <= 20
        assert "zone" in o["permanents"]["bears"]
    assert sum(Fraction(o["fraction"]) for o in data["outcomes"]) == 1
    bob = data["marginals"]["players"]["Bob"]
    assert (bob["expected_life"], bob["expected_life_fraction"], bob["lost"]) == (
        18.25, "73/4", 0.0)
    assert data["marginals"]["permanents"]["bears"]["destroyed"] == 0.0


def test_odds_text_and_monte_carlo_on_the_command_line(tmp_path: Path) -> None:
    path = write(tmp_path, GIANT_VS_BEARS)
    code, out, _ = run_cli("odds", path)
    assert code == 0
    assert "exact, every roll enumerated" in out
    assert "bears: destroyed 56.25% (9/16)" in out
    assert "Bob: expected life 20.00 (20)" in out
    code, out, _ = run_cli("odds", path, "--samples", "300", "--seed", "2")
    assert code == 0
    assert "Monte Carlo estimate from 300 samples" in out
    code, out, err = run_cli("odds", path, "--samples", "0")
    assert code == 2
    code, out, err = run_cli("odds", path, "--rules", "cr-current")
    assert code == 0
    assert "1 outcome" in out and "100.00%" in out
    code, _, err = run_cli("odds", path, "--rules", "cr-current", "--seed", "1")
    assert code == 2 and "--seed" in err


@pytest.mark.parametrize("name", ["dice-hill-giant-vs-white-knight.yaml"])
def test_the_dice_example_has_exact_odds(name: str) -> None:
    path = Path(__file__).resolve().parents[1] / "examples" / name
    found = redzone.odds(path)
    assert sum(o.probability for o in found.outcomes) == 1
    # The example's sampled outcome (seed 0) is one of the exact outcomes.
    result = redzone.resolve(path)
    assert any(all(o.permanents[p].zone == s.zone for p, s in result.permanents.items())
               and o.players["Bob"].life == result.players["Bob"].life
               for o in found.outcomes)


def test_monte_carlo_outcomes_show_a_destroyed_creature_as_the_exact_ones_do() -> None:
    exact_shown = {repr(o.to_json()["permanents"]) for o in odds(GIANT_VS_BEARS).outcomes}
    sampled = odds(GIANT_VS_BEARS, samples=400, seed=1).outcomes
    assert {repr(o.to_json()["permanents"]) for o in sampled} <= exact_shown


def test_tokens_made_in_combat_are_counted() -> None:
    """The odds of a combat under the Comprehensive Rules (one outcome) name the Spirit
    afterlife makes (702.135a), a permanent the board before combat didn't have."""
    root = Path(__file__).resolve().parents[1]
    code, out, err = run_cli("odds", str(root / "examples" / "provoke-bushido-afterlife.yaml"))
    assert code == 0, err
    assert "monk-spirit (a token made in combat): on the battlefield after combat 100.00%" in out
    assert "monk destroyed; monk-spirit made" in out
