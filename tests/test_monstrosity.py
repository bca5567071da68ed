"""Monstrosity (701.37): "If this permanent isn't monstrous, put N +1/+1 counters on it and
it becomes monstrous", and "when it becomes monstrous" abilities; a permanent the file says
is monstrous or renowned (`designations`) doesn't become so again (701.37b, 702.112b); a
saddled Mount (702.171b)."""

from __future__ import annotations

import pytest

import redzone
from boards import board, creature
from redzone import EventType


def _giant(**fields: object) -> dict[str, object]:
    return {"id": "giant", "card": "Stoneshock Giant", **fields}


ACTIVATE = [{"source": "giant", "step": "beginning of combat"}]


def test_stoneshock_giant_grows_and_stops_ground_blockers() -> None:
    """Stoneshock Giant (5/4): "{6}{R}{R}: Monstrosity 3. When this creature becomes
    monstrous, creatures without flying your opponents control can't block this turn." """
    s = board([_giant()], [creature("bear"), creature("bird", 1, 1, "flying")],
              {"giant": "Bob"}, activate=ACTIVATE)
    r = redzone.resolve(s)
    assert (r.permanents["giant"].power, r.permanents["giant"].toughness) == (8, 7)
    assert [e.permanent for e in r.events if e.type == EventType.MONSTROUS] == ["giant"]
    assert r.players["Bob"].life == 12
    blocked = board([_giant()], [creature("bear")], {"giant": "Bob"}, {"bear": "giant"},
                    activate=ACTIVATE)
    with pytest.raises(redzone.IllegalDeclaration, match="can't block"):
        redzone.resolve(blocked)


def test_a_monstrous_giant_does_nothing_more() -> None:
    """701.37a: a permanent already monstrous gets no counters, and its "becomes monstrous"
    ability doesn't trigger: the bear may block."""
    s = board([_giant(designations=["monstrous"])], [creature("bear")], {"giant": "Bob"},
              {"bear": "giant"}, activate=ACTIVATE)
    r = redzone.resolve(s)
    assert r.permanents["giant"].power == 5
    assert not [e for e in r.events if e.type == EventType.MONSTROUS]


def test_activated_twice_it_becomes_monstrous_once() -> None:
    s = board([_giant()], [], {"giant": "Bob"},
              activate=[{"source": "giant", "step": "beginning of combat", "times": 2}])
    r = redzone.resolve(s)
    assert r.permanents["giant"].power == 8
    assert len([e for e in r.events if e.type == EventType.MONSTROUS]) == 1


def test_a_renowned_creature_isnt_renowned_again() -> None:
    """702.112a: "if it isn't renowned"; the file says it is."""
    s = board([creature("knight", 2, 2, "renown 1", designations=["renowned"])], [],
              {"knight": "Bob"})
    r = redzone.resolve(s)
    assert r.permanents["knight"].power == 2 and r.players["Bob"].life == 18


def test_designations_are_written_back() -> None:
    s = board([creature("knight", 2, 2, designations=["renowned"])], [], {"knight": "Bob"})
    assert redzone.to_dict(s)["battlefield"]["Alice"][0]["designations"] == ["renowned"]
    with pytest.raises(redzone.ScenarioError, match="designations"):
        board([creature("knight", 2, 2, designations=["famous"])], [], {"knight": "Bob"})


def test_fleecemane_lion_is_indestructible_once_monstrous() -> None:
    """Fleecemane Lion (3/3): "{3}{G}{W}: Monstrosity 1. As long as this creature is
    monstrous, it has hexproof and indestructible." Monstrous before blocks, it survives a
    6/6; the file may also say it already is."""
    lion = {"id": "lion", "card": "Fleecemane Lion"}
    plain = board([creature("giant", 6, 6)], [lion], {"giant": "Bob"}, {"lion": "giant"})
    assert redzone.resolve(plain).permanents["lion"].zone == "graveyard"
    grown = board([creature("giant", 6, 6)], [lion], {"giant": "Bob"}, {"lion": "giant"},
                  activate=[{"source": "lion", "step": "declare attackers"}])
    r = redzone.resolve(grown)
    assert r.permanents["lion"].zone == "battlefield"
    assert r.permanents["lion"].counters == {"+1/+1": 1}
    already = board([creature("giant", 6, 6)], [{**lion, "designations": ["monstrous"]}],
                    {"giant": "Bob"}, {"lion": "giant"})
    assert redzone.resolve(already).permanents["lion"].zone == "battlefield"


def test_goblin_glory_chaser_has_menace_once_renowned() -> None:
    """Goblin Glory Chaser: "Renown 1. As long as this creature is renowned, it has menace."
    Renowned (the file says so), one blocker alone can't block it (702.110b)."""
    chaser = {"id": "chaser", "card": "Goblin Glory Chaser", "designations": ["renowned"]}
    s = board([chaser], [creature("bear")], {"chaser": "Bob"}, {"bear": "chaser"})
    with pytest.raises(redzone.IllegalDeclaration, match="menace"):
        redzone.resolve(s)
    fresh = board([{**chaser, "designations": []}], [creature("bear")], {"chaser": "Bob"},
                  {"bear": "chaser"})
    assert redzone.resolve(fresh).permanents["chaser"].zone == "graveyard"


def test_attacks_while_saddled_702_171b() -> None:
    """Alacrian Jaguar (4/4, vigilance): "Whenever this creature attacks while saddled, it
    gets +2/+2 until end of turn." Saddled only if the file says so (saddle is activated
    only as a sorcery, 702.171a)."""
    saddled = board([{"id": "jaguar", "card": "Alacrian Jaguar", "designations": ["saddled"]}],
                    [], {"jaguar": "Bob"})
    assert redzone.resolve(saddled).players["Bob"].life == 14
    plain = board([{"id": "jaguar", "card": "Alacrian Jaguar"}], [], {"jaguar": "Bob"})
    r = redzone.resolve(plain)
    assert r.players["Bob"].life == 16
    assert not [e for e in r.events if e.type == EventType.TRIGGERED]
