"""Goad (701.15): a goaded creature attacks each combat if able and attacks a player other
than the goader if able, until the goader's next turn. Goaded in combat after attackers are
declared, nothing changes in that combat but the event; goaded before, by the attacking
player's one opponent, the creature must attack (508.1d)."""

from __future__ import annotations

from typing import Any

import pytest

import redzone
from boards import board, creature
from redzone import EventType
from redzone.render.sentences import sentence

GOAD = {"cost": "{2}", "effects": [{"goad": True, "to": "target creature"}]}


def _goaded(r: redzone.Result) -> list[tuple[str | None, str | None]]:
    return [(e.permanent, e.player) for e in r.events if e.type == EventType.GOADED]


def test_taunting_kobold_goads_as_it_attacks_701_15a() -> None:
    """Taunting Kobold (1/1): "Whenever this creature attacks, goad target creature an
    opponent controls." The ogre is goaded by Alice; in this combat it may still block."""
    s = board([{"id": "kobold", "card": "Taunting Kobold"}], [creature("ogre", 3, 3)],
              {"kobold": "Bob"}, {"ogre": "kobold"})
    r = redzone.resolve(s)
    assert _goaded(r) == [("ogre", "Alice")]
    assert r.permanents["kobold"].zone == redzone.Zone.GRAVEYARD
    goaded = next(e for e in r.events if e.type == EventType.GOADED)
    assert sentence(goaded, s.board) == "ogre is goaded by Alice (701.15a)"


def test_goaded_before_attackers_must_attack_701_15b() -> None:
    """Bob goads Alice's bear at the beginning of combat: it must attack if able (508.1d);
    an attack without it is illegal, and with it, legal."""
    def scenario(attacks: dict[str, str]) -> redzone.Scenario:
        return board([creature("bear", 2, 2), creature("elf", 1, 1)],
                     [creature("taunter", 1, 1, abilities=[GOAD])], attacks,
                     activate=[{"source": "taunter", "step": "beginning of combat",
                                "target": "bear"}])
    with pytest.raises(redzone.IllegalDeclaration, match=r"508\.1d"):
        redzone.resolve(scenario({"elf": "Bob"}))
    r = redzone.resolve(scenario({"elf": "Bob", "bear": "Bob"}))
    assert _goaded(r) == [("bear", "Bob")]
    assert r.players["Bob"].life == 17


def test_goading_again_by_the_same_player_does_nothing_701_15d() -> None:
    twice = {"trigger": "attacks", "effects": [{"goad": True, "to": "target creature"},
                                               {"goad": True, "to": "target creature"}]}
    s = board([creature("goader", 1, 1, abilities=[twice])], [creature("ogre", 3, 3)],
              {"goader": "Bob"}, targets={"goader": ["ogre"]})
    assert _goaded(redzone.resolve(s)) == [("ogre", "Alice")]


def test_goading_before_attackers_in_multiplayer_is_refused() -> None:
    """With two opponents, "a player other than the goader if able" decides whom it attacks:
    not modelled, so refused with the field, never guessed."""
    data: dict[str, Any] = {
        "players": {"Alice": {}, "Bob": {}, "Carol": {}},
        "battlefield": {"Alice": [{"id": "bear", "power": 2, "toughness": 2}],
                        "Bob": [{"id": "taunter", "power": 1, "toughness": 1,
                                 "abilities": [GOAD]}], "Carol": []},
        "combat": {"attacks": {"bear": "Carol"},
                   "activate": [{"source": "taunter", "step": "beginning of combat",
                                 "target": "bear"}]}}
    with pytest.raises(redzone.ScenarioError, match=r"701\.15b"):
        redzone.resolve(redzone.from_dict(data))
