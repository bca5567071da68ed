"""A token made this combat before attackers are declared that attacks each combat if able
(508.1d): the file can't name it, so redzone declares it, attacking the attacking player's
one opponent (Goblin Rabblemaster's Goblin)."""

from __future__ import annotations

from typing import Any

import pytest

import redzone
from redzone import EventType
from redzone.core.errors import ScenarioError


def board(players: dict[str, Any], attacks: dict[str, str]) -> redzone.Scenario:
    return redzone.from_dict({
        "players": {name: {} for name in players}, "active": "Alice",
        "battlefield": players, "combat": {"attacks": attacks}})


def test_rabblemasters_goblin_attacks_because_it_must() -> None:
    s = board({"Alice": [{"id": "rabble", "card": "Goblin Rabblemaster"}],
               "Bob": [{"id": "bear", "card": "Grizzly Bears"}]}, {"rabble": "Bob"})
    r = redzone.resolve(s)
    forced = [e for e in r.declarations if e.type == EventType.ATTACKS and e.rule == "508.1d"]
    assert [(e.source, e.target) for e in forced] == [("rabble-goblin", "Bob")]
    # (Rabblemaster: +1/+0 for each other attacking Goblin, 3 + 1 to Bob)
    assert r.players["Bob"].life == 16
    assert not redzone.check(s)


def test_with_two_opponents_redzone_says_it_cant_choose() -> None:
    s = board({"Alice": [{"id": "rabble", "card": "Goblin Rabblemaster"}], "Bob": [],
               "Carol": []}, {"rabble": "Bob"})
    with pytest.raises(ScenarioError, match=r"508\.1d.*one opponent"):
        redzone.resolve(s)
