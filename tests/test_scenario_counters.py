"""Counters with a rules meaning of their own given by the file: a keyword counter gives its
permanent that keyword (122.1b); a shield counter (122.1c) is named as not modelled."""

from __future__ import annotations

import pytest

import redzone
from boards import board, creature


def test_a_flying_counter_gives_flying() -> None:
    """122.1b: a creature with a flying counter can't be blocked by one without flying or
    reach (702.9b)."""
    s = board([creature("a", 2, 2, counters={"flying": 1})], [creature("bear")], {"a": "Bob"},
              {"bear": "a"})
    with pytest.raises(redzone.IllegalDeclaration, match=r"702\.9b"):
        redzone.resolve(s)


def test_a_deathtouch_counter_and_a_lifelink_counter() -> None:
    s = board([creature("a", 1, 1, counters={"deathtouch": 1, "lifelink": 2})],
              [creature("giant", 6, 6)], {"a": "Bob"}, {"giant": "a"})
    r = redzone.resolve(s)
    assert r.permanents["giant"].zone == "graveyard"
    assert r.players["Alice"].life == 21  # one instance of lifelink, however many counters


def test_keyword_counters_are_written_back_as_counters_only() -> None:
    s = board([creature("a", 2, 2, "trample", counters={"flying": 1})], [], {"a": "Bob"})
    written = redzone.to_dict(s)["battlefield"]["Alice"][0]
    assert written["keywords"] == ["trample"] and written["counters"] == {"flying": 1}
    assert redzone.to_dict(redzone.from_dict(redzone.to_dict(s))) == redzone.to_dict(s)


def test_a_shield_counter_is_named_not_modelled() -> None:
    s = board([creature("a", 2, 2, counters={"shield": 1})], [], {"a": "Bob"})
    assert [w.text for w in redzone.resolve(s).warnings] == ["counters.shield"]


def test_other_pt_counters_count_in_power_and_toughness() -> None:
    """122.1a: a +1/+0 counter (Clockwork Beast's) or a +2/+2 counter (Baron Sengir's) adds
    to power and toughness as a +1/+1 counter does; other kinds (oil) don't."""
    s = board([creature("beast", 0, 4, counters={"+1/+0": 3, "+2/+2": 1, "oil": 2})],
              [creature("bear", 2, 2)], {"beast": "Bob"}, {"bear": "beast"})
    r = redzone.resolve(s)
    beast = r.permanents["beast"]
    assert (beast.power, beast.toughness) == (5, 6)
    assert beast.counters == {"+1/+0": 3, "+2/+2": 1, "oil": 2}
    assert r.permanents["bear"].zone == "graveyard"


def test_shield_sphere_shrinks_as_it_blocks() -> None:
    """Shield Sphere (0/6 defender): "Whenever this creature blocks, put a -0/-1 counter on
    it." Blocking a 5/5 with the counter on it, it dies (5 damage, toughness 5)."""
    s = board([creature("giant", 5, 5)], [{"id": "sphere", "card": "Shield Sphere"}],
              {"giant": "Bob"}, {"sphere": "giant"})
    r = redzone.resolve(s)
    assert r.permanents["sphere"].counters == {"-0/-1": 1}
    assert r.permanents["sphere"].zone == "graveyard"


def test_a_keyword_counter_put_by_an_effect_is_refused() -> None:
    ability = {"trigger": "attacks", "effects": [{"counters": {"flying": 1}}]}
    with pytest.raises(redzone.ScenarioError, match="keyword and shield counters"):
        board([creature("a", 1, 1, abilities=[ability])], [], {"a": "Bob"})
