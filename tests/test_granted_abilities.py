"""Abilities a static ability gives (613.1f, layer 6): 'All Sliver creatures have "..."', an
Aura's 'enchanted creature has "..."'; each permanent it affects has the ability while the
effect applies, triggered or activated; real cards' text."""

from __future__ import annotations

import pytest

import redzone
from boards import board, creature
from redzone import EventType

SLIVER = {"subtypes": ["Sliver"]}


def test_barbed_sliver_gives_firebreathing_to_every_sliver() -> None:
    """Barbed Sliver: 'All Sliver creatures have "{2}: This creature gets +1/+0 until end of
    turn."' Another Sliver, with no ability of its own, activates it twice (the given
    ability comes after its own: index 0)."""
    s = board([{"id": "barbed", "card": "Barbed Sliver"}, creature("s", 1, 1, **SLIVER)], [],
              {"s": "Bob"}, activate=[{"source": "s", "ability": 0, "times": 2,
                                       "step": "declare attackers"}])
    assert redzone.resolve(s).players["Bob"].life == 17


def test_a_given_ability_goes_when_its_source_does() -> None:
    """Without the Barbed Sliver on the battlefield nothing gives the ability: activating it
    is illegal (602.1)."""
    s = board([creature("s", 1, 1, **SLIVER)], [creature("x", 1, 1, abilities=[
        {"affects": {"subtypes": ["Goblin"]}, "grants": [
            {"cost": "{2}", "effects": [{"pump": [1, 0]}]}]}])], {"s": "Bob"},
              activate=[{"source": "s", "ability": 0, "step": "declare attackers"}])
    with pytest.raises(redzone.IllegalDeclaration, match="no activated ability at 0"):
        redzone.resolve(s)


def test_fungus_sliver_gives_a_triggered_ability() -> None:
    """Fungus Sliver: 'All Sliver creatures have "Whenever this creature is dealt damage, put
    a +1/+1 counter on it."' A 1/3 Sliver blocked by... blocking a 2/2 survives and grows;
    the Fungus Sliver itself isn't in combat."""
    s = board([creature("bear", 2, 2)],
              [{"id": "fungus", "card": "Fungus Sliver"}, creature("s", 1, 3, **SLIVER)],
              {"bear": "Bob"}, {"s": "bear"})
    r = redzone.resolve(s)
    assert r.permanents["s"].counters == {"+1/+1": 1}
    assert [e.source for e in r.events if e.type == EventType.TRIGGERED] == ["s"]


def test_boneshard_slasher_has_its_quoted_ability_only_with_threshold() -> None:
    """Boneshard Slasher: 'As long as there are seven or more cards in your graveyard, this
    creature gets +2/+2 and has "When this creature becomes the target of a spell or ability,
    sacrifice it."' Targeted by an attack trigger with threshold, it is sacrificed."""
    pinger = creature("pinger", 2, 2, abilities=[{
        "trigger": "attacks", "effects": [{"pump": [-1, -1], "to": "target creature"}]}])
    for cards, gone in ((7, True), (6, False)):
        s = board([pinger], [{"id": "slasher", "card": "Boneshard Slasher"}],
                  {"pinger": "Bob"}, targets={"pinger": ["slasher"]},
                  players={"Bob": {"graveyard": ["instant"] * cards}})
        sacrificed = any(e.type == EventType.SACRIFICED for e in redzone.resolve(s).events)
        assert sacrificed == gone


def test_grants_in_a_file_and_written_back() -> None:
    lord = {"affects": {"other": True, "controller": "you"}, "grants": [
        {"trigger": "attacks", "effects": [{"pump": [1, 0]}]}]}
    s = board([creature("lord", 1, 1, abilities=[lord]), creature("a", 2, 2)], [],
              {"a": "Bob", "lord": "Bob"})
    assert redzone.resolve(s).players["Bob"].life == 20 - 3 - 1
    written = redzone.to_dict(s)["battlefield"]["Alice"][0]["abilities"][0]
    assert written["grants"] == [{"trigger": "attacks", "effects": [{"pump": [1, 0]}]}]
    static = {"affects": {"other": True}, "grants": [{"affects": "it", "pump": [1, 1]}]}
    with pytest.raises(redzone.ScenarioError, match="grants"):
        board([creature("lord", 1, 1, abilities=[static])], [], {"lord": "Bob"})


def test_a_granted_triggered_keyword_is_heard() -> None:
    """Regression: a board whose only triggered abilities were keywords a static ability
    gave ("other creatures you control have exalted") never listened for triggers."""
    lord = creature("lord", 1, 1, abilities=[
        {"affects": {"other": True, "controller": "you"}, "gains": ["exalted"]}])
    s = board([lord, creature("a", 2, 2), creature("b", 2, 2)], [], {"a": "Bob"})
    assert redzone.resolve(s).players["Bob"].life == 16  # two instances of exalted (702.83b)
