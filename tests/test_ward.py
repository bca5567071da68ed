"""Ward (702.21): an ability an opponent controls that targets the permanent is countered
unless its controller pays the ward cost (702.21a); each instance triggers (702.21b). Mana
isn't modelled (paid if the player chooses to), life is (119.4)."""

from __future__ import annotations

import pytest

import redzone
from boards import board, creature
from redzone import EventType
from redzone.core import keywords as kw

SHOCK = {"cost": "{R}", "effects": [{"damage": 2, "to": "target creature"}]}


def test_ward_keywords_parse_with_their_costs() -> None:
    assert kw.parse(["ward {2}", "Ward—Pay 3 life", "ward—{3}, pay 3 life"]).ward == (
        "{2}", "pay 3 life", "{3}, pay 3 life")
    with pytest.raises(kw.KeywordError):
        kw.parse(["ward 2"])


def test_paying_ward_lets_the_ability_resolve() -> None:
    """Aboleth Spawn has ward {2}: the opponent's shock pays {2} (by default) and resolves."""
    s = board([creature("mage", 0, 1, abilities=[SHOCK])],
              [{"id": "spawn", "card": "Aboleth Spawn"}], {},
              activate=[{"source": "mage", "target": "spawn", "step": "beginning of combat"}])
    r = redzone.resolve(s)
    assert [e.type for e in r.events if e.rule == "702.21a"] == [EventType.TRIGGERED,
                                                                  EventType.PAYS]
    assert r.permanents["spawn"].damage == 2


def test_declining_ward_counters_the_ability_701_6a() -> None:
    s = board([creature("mage", 0, 1, abilities=[SHOCK])],
              [{"id": "spawn", "card": "Aboleth Spawn"}], {},
              activate=[{"source": "mage", "target": "spawn", "step": "beginning of combat"}],
              ward={"mage": False})
    r = redzone.resolve(s)
    countered = next(e for e in r.events if e.type == EventType.COUNTERED)
    assert (countered.rule, countered.source, countered.permanent) == ("701.6a", "mage", "spawn")
    assert r.permanents["spawn"].damage == 0


def test_ward_pay_life_is_paid_or_the_ability_is_countered() -> None:
    """Ward—Pay 3 life: with 3 life or more the attacker pays it; with 2, it can't (119.4)."""
    ward = creature("x", 2, 4, "ward—pay 3 life")
    s = board([creature("mage", 0, 1, abilities=[SHOCK])], [ward], {},
              activate=[{"source": "mage", "target": "x", "step": "beginning of combat"}])
    r = redzone.resolve(s)
    assert r.players["Alice"].life == 17 and r.permanents["x"].damage == 2
    s = board([creature("mage", 0, 1, abilities=[SHOCK])], [ward], {},
              activate=[{"source": "mage", "target": "x", "step": "beginning of combat"}],
              players={"Alice": {"life": 2}})
    r = redzone.resolve(s)
    assert r.players["Alice"].life == 2 and r.permanents["x"].damage == 0


def test_ward_ignores_its_controllers_own_abilities() -> None:
    pump = {"cost": "{G}", "effects": [{"pump": [2, 2], "to": "target creature"}]}
    s = board([creature("druid", 0, 1, abilities=[pump]), creature("x", 2, 2, "ward {2}")],
              [], {"x": "Bob"}, activate=[{"source": "druid", "target": "x",
                                           "step": "declare attackers"}])
    r = redzone.resolve(s)
    assert not any(e.rule == "702.21a" for e in r.events)
    assert r.players["Bob"].life == 16


def test_a_triggered_ability_targeting_a_warded_creature_is_taxed_too() -> None:
    """A trigger of the attacker ("whenever this attacks, tap target creature") targets the
    blocker-to-be with ward {1}: countered when its controller won't pay."""
    tapper = {"trigger": "attacks", "effects": [{"tap": True, "to": "target creature"}]}
    s = board([creature("bear", 2, 2, abilities=[tapper])], [creature("x", 0, 4, "ward {1}")],
              {"bear": "Bob"}, ward={"bear": False})
    r = redzone.resolve(s)
    assert not r.permanents["x"].tapped
    assert any(e.type == EventType.COUNTERED for e in r.events)
