"""Level up (711): a leveler's level ranges hold only while it has that many level counters
(711.2a-b), read from Student of Warfare's text: "LEVEL 2-6 / 3/3 / First strike" and
"LEVEL 7+ / 4/4 / Double strike"."""

from __future__ import annotations

import pytest

import redzone
from boards import board, creature


@pytest.mark.parametrize(("level", "size", "survives"), [
    (0, 1, False), (1, 1, False), (2, 3, True), (6, 3, True), (7, 4, True), (12, 4, True)])
def test_student_of_warfare_by_level(level: int, size: int, survives: bool) -> None:
    """Unblocked it deals its power (twice with double strike, 702.4b); blocked by a 3/3,
    a 1/1 dies, a 3/3 first striker (702.7b) or a 4/4 double striker kills it first."""
    student = {"id": "student", "card": "Student of Warfare",
               **({"counters": {"level": level}} if level else {})}
    alone = redzone.resolve(board([student], [], {"student": "Bob"}))
    assert alone.permanents["student"].power == size
    assert alone.players["Bob"].life == 20 - size * (2 if level >= 7 else 1)
    blocked = redzone.resolve(board([student], [creature("bear", 3, 3)], {"student": "Bob"},
                                    {"bear": "student"}))
    assert (blocked.permanents["student"].zone == "battlefield") == survives
    assert blocked.permanents["bear"].zone == ("graveyard" if survives else "battlefield")


def test_a_level_range_in_a_file() -> None:
    """`counters_at_most` bounds `counters_at_least`'s range; alone, or below it, it is
    refused."""
    ranged = {"affects": "it", "pump": [2, 2],
              "as_long_as": {"counters_at_least": 1, "counters_at_most": 3, "counter": "level"}}
    at = {n: redzone.resolve(board([creature("x", 1, 1, abilities=[ranged],
                                             counters={"level": n})], [], {"x": "Bob"}))
          for n in (0, 1, 3, 4)}
    assert {n: 20 - r.players["Bob"].life for n, r in at.items()} == {0: 1, 1: 3, 3: 3, 4: 1}
    backwards = {**ranged, "as_long_as": {"counters_at_least": 3, "counters_at_most": 1}}
    with pytest.raises(redzone.ScenarioError, match="counters_at_most"):
        board([creature("x", 1, 1, abilities=[backwards])], [], {"x": "Bob"})
    alone = {**ranged, "as_long_as": {"life_at_least": 3, "counters_at_most": 1}}
    with pytest.raises(redzone.ScenarioError, match="counters_at_most"):
        board([creature("x", 1, 1, abilities=[alone])], [], {"x": "Bob"})
