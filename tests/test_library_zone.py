"""Put into its owner's library (on top, on the bottom, or shuffled in): a new zone for a
permanent that leaves the battlefield (400.3, 400.7), from an activated or triggered
ability; the leaving is seen by "leaves the battlefield" abilities."""

from __future__ import annotations

from typing import Any

import pytest

import redzone
from boards import board, creature
from redzone import EventType, Zone
from redzone.cards.text.compile import compile_text
from redzone.render.sentences import sentence


def c(pid: str, power: int, toughness: int, *abilities: dict[str, Any],
      **fields: Any) -> dict[str, Any]:
    return creature(pid, power, toughness, abilities=list(abilities), **fields)


GUILDMAGE = compile_text("{4}{U}: Put target creature you control on top of its owner's "
                         "library.", "Civic Guildmage").abilities[0]


def test_civic_guildmage_saves_its_blocker_to_the_library() -> None:
    s = board([c("ogre", 5, 5)], [c("mage", 1, 1, GUILDMAGE), c("bear", 2, 2)],
              {"ogre": "Bob"}, {"bear": "ogre"}, activate=[{"source": "mage", "target": "bear"}])
    r = redzone.resolve(s)
    assert r.permanents["bear"].zone == Zone.LIBRARY
    assert [e.rule for e in r.events if e.type == EventType.PUT_INTO_LIBRARY] == ["400.7"]
    assert r.players["Bob"].life == 20  # (the ogre stays blocked, 509.1h)
    moved = next(e for e in r.events if e.type == EventType.PUT_INTO_LIBRARY)
    assert sentence(moved, s.board) == "bear is put into its owner's library (400.7)"


def test_leaving_for_the_library_triggers_leaves_the_battlefield() -> None:
    leaves = {"trigger": "leaves the battlefield", "effects": [{"gain_life": 3}]}
    s = board([c("ogre", 5, 5)], [c("mage", 1, 1, GUILDMAGE), c("bear", 2, 2, leaves)],
              {"ogre": "Bob"}, {"bear": "ogre"}, activate=[{"source": "mage", "target": "bear"}])
    assert redzone.resolve(s).players["Bob"].life == 23


@pytest.mark.parametrize(("text", "effect"), [
    ("{G}{U}: Put this creature on top of its owner's library.",
     {"put_into_library": True}),
    ("{U}, {T}: Put target nontoken Mercenary on the bottom of its owner's library.",
     {"put_into_library": True, "to": "target creature",
      "target": {"token": False, "subtypes": ["Mercenary"]}}),
    ("When this creature blocks, put it on top of its owner's library at end of combat.",
     {"put_into_library": True, "at": "end of combat"}),
])
def test_the_sentences_compile(text: str, effect: dict[str, Any]) -> None:
    (ability,) = compile_text(text, "Test", (), {"Mercenary": "Mercenary"}).abilities
    assert ability["effects"] == [effect]


def test_the_effect_reads_back_as_written() -> None:
    s = board([], [c("mage", 1, 1, GUILDMAGE)], {})
    assert redzone.to_dict(s)["battlefield"]["Bob"][0]["abilities"] == [GUILDMAGE]
