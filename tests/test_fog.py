"""A prevention effect for the turn (615.1a): "Prevent all combat damage that would be dealt
this turn" (a Fog) and "Prevent all combat damage target creature would deal this turn",
from an activated or triggered ability; "Activate only before the combat damage step"."""

from __future__ import annotations

from typing import Any

import pytest

import redzone
from boards import board, creature
from redzone import EventType, Zone
from redzone.cards.text.compile import compile_text
from redzone.core.errors import IllegalDeclaration

FOG = {"cost": "Sacrifice this creature", "effects": [{"prevent_combat_damage": True}]}


def c(pid: str, power: int, toughness: int, *abilities: dict[str, Any],
      **fields: Any) -> dict[str, Any]:
    return creature(pid, power, toughness, abilities=list(abilities), **fields)


def test_kami_of_false_hope_prevents_all_combat_damage_this_turn() -> None:
    """Sacrificed after blocks, its Fog prevents the damage of every creature, to creatures
    and to players, in both combat damage steps."""
    s = board([c("ogre", 5, 5), c("knight", 2, 2, keywords=["first strike"])],
              [c("kami", 1, 1, FOG), c("bear", 2, 2)], {"ogre": "Bob", "knight": "Bob"},
              {"bear": "knight"}, activate=[{"source": "kami"}])
    r = redzone.resolve(s)
    assert r.permanents["kami"].zone == Zone.GRAVEYARD  # (its cost, 701.21a)
    assert [e.rule for e in r.events if e.type == EventType.PREVENTION_EFFECT] == ["615.1a"]
    assert not [e for e in r.events if e.type == EventType.DAMAGE]
    assert {(e.source, e.amount) for e in r.events if e.type == EventType.PREVENTED} == {
        ("ogre", 5), ("knight", 2), ("bear", 2)}
    assert r.players["Bob"].life == 20
    assert r.permanents["bear"].zone == r.permanents["knight"].zone == Zone.BATTLEFIELD


def test_the_fog_after_first_strike_damage_prevents_only_the_regular_damage() -> None:
    s = board([c("knight", 2, 2, keywords=["first strike"]), c("ogre", 5, 5)],
              [c("kami", 1, 1, FOG)], {"knight": "Bob", "ogre": "Bob"},
              activate=[{"source": "kami", "step": "first-strike combat damage"}])
    assert redzone.resolve(s).players["Bob"].life == 18


def test_a_fog_activated_only_before_the_combat_damage_step() -> None:
    limited = {**FOG, "limits": ["before the combat damage step"]}
    s = board([c("knight", 2, 2, keywords=["first strike"]), c("ogre", 5, 5)],
              [c("kami", 1, 1, limited)], {"knight": "Bob", "ogre": "Bob"},
              activate=[{"source": "kami", "step": "first-strike combat damage"}])
    with pytest.raises(IllegalDeclaration, match=r"before the combat damage step.*602\.5b"):
        redzone.resolve(s)


def test_leery_fogbeast_becomes_blocked_and_no_combat_damage_is_dealt() -> None:
    fogbeast = compile_text("Whenever this creature becomes blocked, prevent all combat damage "
                            "that would be dealt this turn.", "Leery Fogbeast").abilities
    s = board([c("beast", 4, 2, *fogbeast), c("ogre", 5, 5)], [c("bear", 2, 2)],
              {"beast": "Bob", "ogre": "Bob"}, {"bear": "beast"})
    r = redzone.resolve(s)
    assert r.players["Bob"].life == 20
    assert r.permanents["beast"].zone == r.permanents["bear"].zone == Zone.BATTLEFIELD


def test_resistance_fighter_prevents_the_damage_one_creature_would_deal() -> None:
    fighter = compile_text("Sacrifice this creature: Prevent all combat damage target creature "
                           "would deal this turn.", "Resistance Fighter").abilities
    assert fighter[0]["effects"] == [{"gains": ["prevent all combat damage that would be dealt "
                                                "by it"], "to": "target creature"}]
    s = board([c("ogre", 5, 5), c("bear", 2, 2)], [c("fighter", 1, 1, *fighter)],
              {"ogre": "Bob", "bear": "Bob"}, activate=[{"source": "fighter", "target": "ogre"}])
    assert redzone.resolve(s).players["Bob"].life == 18


@pytest.mark.parametrize(("text", "effects"), [
    ("Sacrifice this creature: Prevent all combat damage that would be dealt this turn.",
     [{"prevent_combat_damage": True}]),
    ("{1}{W}: Prevent all combat damage that would be dealt this turn by target attacking "
     "creature with flying.",
     [{"gains": ["prevent all combat damage that would be dealt by it"],
       "to": "target creature", "target": {"attacking": True, "keywords": ["flying"]}}]),
])
def test_the_prevention_sentences_compile(text: str, effects: list[dict[str, Any]]) -> None:
    (ability,) = compile_text(text, "Test").abilities
    assert ability["effects"] == effects


def test_the_fog_reads_back_as_written() -> None:
    ability = {**FOG, "limits": ["before the combat damage step"]}
    s = board([], [c("kami", 1, 1, ability)], {})
    assert redzone.to_dict(s)["battlefield"]["Bob"][0]["abilities"] == [ability]
