"""The scenario format both ways: `redzone.dumps` writes a scenario (YAML or JSON) that
`redzone.loads` reads back equal, leaving out defaults and what a card gives; a rule set's
own section (`dice:`) and the cr-6e actions round-trip too."""

from __future__ import annotations

import json
from pathlib import Path
from textwrap import dedent
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import redzone
from clirun import run_cli

EXAMPLES = sorted((Path(__file__).resolve().parent.parent / "examples").rglob("*.yaml"))


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
@pytest.mark.parametrize("fmt", ["yaml", "json"])
def test_every_example_reads_back_equal(path: Path, fmt: str) -> None:
    scenario = redzone.load(path)
    text = redzone.dumps(scenario, fmt)  # type: ignore[arg-type]
    assert redzone.loads(text, fmt) == scenario
    assert redzone.dumps(redzone.loads(text, fmt), fmt) == text  # type: ignore[arg-type]


def test_a_card_gives_what_is_left_out_and_the_rest_is_written(tmp_path: Path) -> None:
    scenario = redzone.loads(dedent("""
        players: {Alice: {}, Bob: {life: 7}}
        battlefield:
          Alice:
            - {id: gorger, card: Vastwood Gorger}
            - {id: small, card: Vastwood Gorger, power: 2, keywords: [trample]}
          Bob:
            - {id: wall, name: Wall, power: 0, toughness: 4, keywords: [defender], damage: 1}
        combat: {attacks: {gorger: Bob, small: Bob}, blocks: {wall: [gorger]}}
        """))
    data = redzone.to_dict(scenario)
    assert data["rules"] == "cr-current"
    assert data["players"] == {"Alice": {"life": 20}, "Bob": {"life": 7}}
    assert data["battlefield"]["Alice"] == [
        {"id": "gorger", "card": "Vastwood Gorger"},
        {"id": "small", "card": "Vastwood Gorger", "power": 2, "keywords": ["trample"]}]
    assert data["battlefield"]["Bob"] == [
        {"id": "wall", "name": "Wall", "power": 0, "toughness": 4, "keywords": ["defender"],
         "damage": 1}]
    assert data["combat"] == {"attacks": {"gorger": "Bob", "small": "Bob"},
                              "blocks": {"wall": "gorger"}}
    assert "  - {id: gorger, card: Vastwood Gorger}\n" in redzone.dumps(scenario)
    for name in ("board.yaml", "board.json"):
        redzone.dump(scenario, tmp_path / name)
        assert redzone.load(tmp_path / name) == scenario
    assert json.loads((tmp_path / "board.json").read_text()) == data


def test_the_dice_section_and_the_run_options_are_the_rule_sets_settings() -> None:
    scenario = redzone.loads(dedent("""
        rules: dice
        players: {Alice: {}, Bob: {}}
        battlefield:
          Alice: [{id: giant, power: 3, toughness: 3}]
          Bob: [{id: knight, power: 2, toughness: 2}]
        combat: {attacks: {giant: Bob}, blocks: {knight: giant}}
        dice: {table: {miss: 4, partial: 9, hit: 18}, heal: [knight], seed: 5}
        """))
    assert (scenario.rules.table.miss, scenario.rules.seed, scenario.rules.turns) == (4, 5, 0)
    turned = redzone.with_options(scenario, turns=2, seed=None)
    assert redzone.to_dict(turned)["dice"] == {
        "table": {"miss": 4, "partial": 9, "hit": 18}, "heal": ["knight"], "seed": 5,
        "turns": 2}
    assert redzone.loads(redzone.dumps(turned)) == turned
    # The settings are the rule set's: another rule set reads a board without them.
    assert redzone.to_dict(redzone.with_rules(turned, "cr-current")).get("dice") is None
    assert redzone.with_rules(turned, "d20") is turned  # the same rule set keeps them
    with pytest.raises(redzone.ScenarioError, match="only dice does"):
        redzone.with_options(redzone.with_rules(turned, "cr-current"), seed=1)


def test_a_seed_in_the_file_is_the_run_option_of_the_cli(tmp_path: Path) -> None:
    board = tmp_path / "dice.yaml"
    text = dedent("""
        rules: dice
        players: {Alice: {}, Bob: {}}
        battlefield:
          Alice: [{id: giant, power: 3, toughness: 3}]
          Bob: [{id: knight, power: 2, toughness: 2}]
        combat: {attacks: {giant: Bob}}
        """)
    board.write_text(text + "dice: {seed: 7}\n")
    seeded = run_cli("resolve", "--json", str(board))
    board.write_text(text)
    assert run_cli("resolve", "--json", "--seed", "7", str(board)) == seeded
    assert run_cli("resolve", "--json", str(board)) != seeded


def test_cr_6e_actions_read_back_as_the_same_actions() -> None:
    scenario = redzone.loads(dedent("""
        rules: cr-6e
        players: {Alice: {}, Bob: {}}
        battlefield:
          Alice: [{id: ogre, power: 3, toughness: 3, keywords: [first strike]}]
          Bob: [{id: fanatic, power: 1, toughness: 1}, {id: bear, power: 2, toughness: 2}]
        combat:
          attacks: {ogre: Bob}
          blocks: {fanatic: ogre}
          after_assignment:
            - {sacrifice: fanatic}
            - {damage: ogre, amount: 1, source: fanatic, step: first-strike combat damage}
            - {pump: bear, toughness: 2}
            - {pump: ogre, power: 0}
            - {prevent: ogre, amount: 2}
        """))
    actions = scenario.combat.after_assignment
    assert [a.kind for a in actions] == ["sacrifice", "damage", "pump", "pump", "prevent"]
    assert actions[1].step == "first-strike combat damage" and actions[1].source == "fanatic"
    assert redzone.to_dict(scenario)["combat"]["after_assignment"] == [
        {"sacrifice": "fanatic"},
        {"damage": "ogre", "step": "first-strike combat damage", "amount": 1,
         "source": "fanatic"},
        {"pump": "bear", "toughness": 2}, {"pump": "ogre", "power": 0},
        {"prevent": "ogre", "amount": 2}]
    assert redzone.loads(redzone.dumps(scenario)) == scenario


# --- property: any valid scenario reads back equal ----------------------------------------

NAMES = st.sampled_from(["Alice", "Bob", "Carol"])
KEYWORDS = ["flying", "trample", "deathtouch", "toxic 2", "protection from red", "forestwalk",
            "banding", "first strike", "menace", "Flying"]


@st.composite
def scenarios(draw: st.DrawFn) -> dict[str, Any]:
    players = draw(st.lists(NAMES, min_size=2, max_size=3, unique=True))
    battlefield: dict[str, list[dict[str, Any]]] = {}
    n = 0
    for player in players:
        for _ in range(draw(st.integers(0, 3))):
            n += 1
            item: dict[str, Any] = {"id": f"p{n}"}
            kind = draw(st.sampled_from(["creature", "card", "planeswalker", "land", "battle"]))
            if kind == "card":
                item["card"] = draw(st.sampled_from(["Vastwood Gorger", "Llanowar Elves",
                                                     "Serra Angel", "Grizzly Bears"]))
                if draw(st.booleans()):
                    item["power"] = draw(st.integers(0, 9))
                if draw(st.booleans()):
                    item["colors"] = draw(st.lists(st.sampled_from(["red", "blue"]),
                                                   unique=True))
            elif kind == "creature":
                item.update(power=draw(st.integers(-2, 9)), toughness=draw(st.integers(1, 9)))
                item["types"] = draw(st.sampled_from([["creature"], ["artifact", "creature"],
                                                      ["creature", "legendary"]]))
                item["subtypes"] = draw(st.lists(st.sampled_from(["Elf", "Wall", "Demon"]),
                                                 unique=True, max_size=2))
            elif kind == "planeswalker":
                item.update(types=["planeswalker"], loyalty=draw(st.integers(1, 6)))
            elif kind == "battle":
                item.update(types=["battle"], defense=draw(st.integers(1, 6)),
                            subtypes=["Siege"], protector=draw(st.sampled_from(players)))
            else:
                item.update(types=["land"], name=draw(st.sampled_from(["Forest", "Bog"])))
            if kind in ("creature", "card"):
                item["keywords"] = draw(st.lists(st.sampled_from(KEYWORDS), max_size=3))
                for field, values in (("damage", st.integers(0, 3)), ("tapped", st.booleans()),
                                      ("counters", st.dictionaries(
                                          st.sampled_from(["+1/+1", "-1/-1", "shield"]),
                                          st.integers(0, 2), max_size=2)),
                                      ("can_block", st.sampled_from([0, 2, "any"])),
                                      ("prevent", st.integers(0, 3)),
                                      ("value", st.integers(-5, 5)),
                                      ("commander", st.booleans()),
                                      ("owner", st.sampled_from(players))):
                    if draw(st.integers(0, 3)) == 0:
                        item[field] = draw(values)
            battlefield.setdefault(player, []).append(item)
    data: dict[str, Any] = {
        "rules": draw(st.sampled_from(["cr-current", "cr-m10", "cr-6e", "dice"])),
        "players": {p: draw(st.fixed_dictionaries({}, optional={
            "life": st.integers(-3, 40), "poison": st.integers(0, 12),
            "commander_damage": st.dictionaries(st.sampled_from(["p1", "p2"]),
                                                st.integers(0, 21), max_size=1)}))
            for p in players},
        "battlefield": battlefield,
    }
    if draw(st.booleans()):
        data["active"] = draw(st.sampled_from(players))
    if data["rules"] == "dice" and draw(st.booleans()):
        data["dice"] = {"rolls": draw(st.lists(st.integers(1, 20), max_size=3)),
                        "seed": draw(st.integers(0, 9))}
    return data


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenarios())
def test_any_valid_scenario_reads_back_equal(data: dict[str, Any]) -> None:
    scenario = redzone.from_dict(data)
    for fmt in ("yaml", "json"):
        assert redzone.loads(redzone.dumps(scenario, fmt), fmt) == scenario  # type: ignore[arg-type]
