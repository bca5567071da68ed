"""Banding (702.22): bands blocked together (702.22h), and the other player dividing the
damage of a creature blocked by, or blocking, a creature with banding (702.22j-k)."""

from __future__ import annotations

import redzone
from redzone.analysis.assignments import step_choices

BLOCKING_BAND = """
players: {Alice: {}, Bob: {}}
battlefield:
  Alice: [{id: wurm, power: 5, toughness: 5, keywords: [trample]}]
  Bob:
    - {id: squire, power: 1, toughness: 1, keywords: [banding]}
    - {id: bear, power: 2, toughness: 2}
combat:
  attacks: {wurm: Bob}
  blocks: {squire: wurm, bear: wurm}
"""

ATTACKING_BAND = """
players: {Alice: {}, Bob: {}}
battlefield:
  Alice:
    - {id: knight, power: 1, toughness: 1, keywords: [banding]}
    - {id: ogre, power: 3, toughness: 3}
  Bob: [{id: giant, power: 4, toughness: 4}]
combat:
  attacks: {knight: Bob, ogre: Bob}
  bands: [[knight, ogre]]
  blocks: {giant: knight}
"""


def test_702_22j_the_defending_player_divides_the_attackers_damage() -> None:
    scenario = redzone.loads(BLOCKING_BAND)
    splits = [a["wurm"] for a in step_choices(scenario).blockers if "wurm" in a]
    # Among the blockers only, any division: trample gives Bob nothing (702.22j).
    assert len(splits) == 6
    assert all(set(s) <= {"squire", "bear"} for s in splits)
    bad = redzone.assignment_violations(scenario, {"wurm": {"squire": 1, "bear": 2, "Bob": 2},
                                      "squire": {"wurm": 1}, "bear": {"wurm": 2}})
    assert [(v.rule, v.subject) for v in bad] == [("702.22j", "wurm")]
    legal = {"wurm": {"squire": 5}, "squire": {"wurm": 1}, "bear": {"wurm": 2}}
    assert redzone.is_legal(scenario, legal)


def test_702_22j_the_defending_player_saves_the_bear() -> None:
    scenario = redzone.loads(BLOCKING_BAND)
    assert redzone.best_assignment(scenario, "Bob")["wurm"] == {"squire": 5}
    result = redzone.resolve(scenario)
    (note,) = [e for s in result.steps for e in s.events if e.type == "assigns_for"]
    assert (note.source, note.player, note.rule) == ("wurm", "Bob", "702.22j")


def test_702_22h_a_band_is_blocked_together() -> None:
    result = redzone.resolve(redzone.loads(ATTACKING_BAND))
    added = [(e.source, e.target, e.rule) for e in result.declarations if e.type == "blocks"]
    assert added == [("giant", "knight", "509.1"), ("giant", "ogre", "702.22h")]
    # Both attackers deal their damage to the giant: 1 + 3 = 4, lethal.
    assert result.permanents["giant"].zone == "graveyard"


def test_702_22k_the_active_player_divides_the_blockers_damage() -> None:
    scenario = redzone.loads(ATTACKING_BAND)
    assert redzone.best_assignment(scenario, "Alice")["giant"] == {"knight": 4}
    assert redzone.best_assignment(scenario, "Bob") == {}
    result = redzone.resolve(scenario)
    (note,) = [e for s in result.steps for e in s.events if e.type == "assigns_for"]
    assert (note.source, note.player, note.rule) == ("giant", "Alice", "702.22k")


def test_702_22c_a_band_holds_one_creature_without_banding() -> None:
    text = ATTACKING_BAND.replace("keywords: [banding]", "keywords: []")
    bad = redzone.check(redzone.loads(text))
    assert [(v.rule, v.subject) for v in bad] == [("702.22c", "knight+ogre")]
