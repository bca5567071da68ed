"""Creatures that assign combat damage "as though it weren't blocked" or "equal to its
toughness rather than its power" (variations on 510.1a-c)."""

from __future__ import annotations

from dataclasses import replace

import redzone
from redzone.analysis.assignments import step_choices
from redzone.core.model import frozen_map

THORN = """
players: {Alice: {}, Bob: {}}
battlefield:
  Alice: [{id: thorn, name: Thorn Elemental, power: 5, toughness: 5, as_though_unblocked: true}]
  Bob: [{id: bear, power: 2, toughness: 2}]
combat:
  attacks: {thorn: Bob}
  blocks: {bear: thorn}
"""


def test_thorn_elemental_may_assign_all_to_the_player_or_all_to_the_blocker() -> None:
    scenario = redzone.loads(THORN)
    assert [a["thorn"] for a in step_choices(scenario).attackers] == [{"bear": 5}, {"Bob": 5}]
    assert redzone.is_legal(scenario, {"thorn": {"Bob": 5}, "bear": {"thorn": 2}})
    split = redzone.assignment_violations(scenario, {"thorn": {"Bob": 3, "bear": 2},
                                                    "bear": {"thorn": 2}})
    assert [v.rule for v in split] == ["510.1c"]


def test_thorn_elemental_by_default_fights_and_by_choice_hits_the_player() -> None:
    scenario = redzone.loads(THORN)
    assert redzone.resolve(scenario).permanents["bear"].zone == "graveyard"
    chosen = replace(scenario, combat=replace(scenario.combat, assign=frozen_map(
        {"thorn": frozen_map({"Bob": 5})})))
    result = redzone.resolve(chosen)
    assert result.players["Bob"].life == 15
    assert result.permanents["bear"].zone == "battlefield"


def test_without_the_ability_all_to_the_player_is_illegal() -> None:
    scenario = redzone.loads(THORN.replace(", as_though_unblocked: true", ""))
    bad = redzone.assignment_violations(scenario, {"thorn": {"Bob": 5}, "bear": {"thorn": 2}})
    assert [(v.rule, v.subject) for v in bad] == [("510.1c", "thorn")]


def test_damage_equal_to_toughness() -> None:
    wall = redzone.loads("""
players: {Alice: {}, Bob: {}}
battlefield:
  Alice: [{id: wall, power: 0, toughness: 4, damage_from_toughness: true}]
combat:
  attacks: {wall: Bob}
""")
    result = redzone.resolve(wall)
    assert result.players["Bob"].life == 16
    assert result.steps[0].assignments == {"wall": {"Bob": 4}}
