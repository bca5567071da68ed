"""The working state's copies (what trial damage assignments are dealt on)."""

from __future__ import annotations

import redzone
from redzone.rules.cr.state import Live, State


def test_a_copy_of_a_live_permanent_has_every_slot_and_its_own_counters() -> None:
    scenario = redzone.from_dict({
        "players": {"Alice": {}, "Bob": {}},
        "battlefield": {"Alice": [{"id": "x", "power": 2, "toughness": 3, "damage": 1,
                                   "counters": {"+1/+1": 1, "charge": 2}}], "Bob": []}})
    live = State(scenario.board, scenario.combat).perms["x"]
    twin = live.copy()
    for name in Live.__slots__:
        assert getattr(twin, name) == getattr(live, name), name
    twin.other_counters["charge"] = 5
    assert live.other_counters["charge"] == 2
