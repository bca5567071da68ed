""""Where X is ..." (608.2h): an effect's amount read as it resolves, from real cards' text;
in a file, `for_each`, `for_each_counter`, `for_each_card` or `for_its_power` on damage, life,
cards drawn, counters and tokens multiplies the amount."""

from __future__ import annotations

import pytest

import redzone
from boards import board, creature
from redzone import EventType


def test_elenda_leaves_as_many_vampires_as_its_power() -> None:
    """Elenda, the Dusk Rose (1/1 lifelink): "Whenever another creature dies, put a +1/+1
    counter on Elenda." and "When Elenda dies, create X 1/1 white Vampire creature tokens
    with lifelink, where X is Elenda's power." Its power as it last existed (608.2h)."""
    elenda = {"id": "elenda", "card": "Elenda, the Dusk Rose", "counters": {"+1/+1": 3}}
    s = board([creature("giant", 9, 9)], [elenda], {"giant": "Bob"}, {"elenda": "giant"})
    r = redzone.resolve(s)
    tokens = [e.permanent for e in r.events if e.type == EventType.TOKEN]
    assert len(tokens) == 4


def test_arabella_counts_small_creatures_for_both_effects() -> None:
    """Arabella, Abandoned Doll (1/3): "Whenever Arabella attacks, it deals X damage to each
    opponent and you gain X life, where X is the number of creatures you control with power 2
    or less." Herself and one other count; the 5/5 doesn't."""
    s = board([{"id": "arabella", "card": "Arabella, Abandoned Doll"}, creature("elf", 1, 1),
               creature("troll", 5, 5)], [], {"arabella": "Bob"})
    r = redzone.resolve(s)
    assert r.players["Alice"].life == 22
    assert r.players["Bob"].life == 20 - 2 - 1


def test_bone_devourer_draws_by_its_counters() -> None:
    """Bone Devourer: "When this creature dies, you draw X cards and you lose X life, where X
    is the number of +1/+1 counters on it." The counters it had as it last existed."""
    devourer = {"id": "dev", "card": "Bone Devourer", "counters": {"+1/+1": 2}}
    s = board([creature("giant", 9, 9)], [devourer], {"giant": "Bob"}, {"dev": "giant"},
              players={"Bob": {"hand": 1}})
    r = redzone.resolve(s)
    assert r.players["Bob"].life == 18
    assert [e.amount for e in r.events if e.type == EventType.DRAWS] == [2]


def test_a_count_on_an_effect_in_a_file() -> None:
    ping = {"trigger": "attacks", "effects": [
        {"damage": 2, "player": "defending player", "for_each": {"controller": "you"}}]}
    s = board([creature("a", 0, 1, abilities=[ping]), creature("b", 0, 1)], [], {"a": "Bob"})
    assert redzone.resolve(s).players["Bob"].life == 16
    written = redzone.to_dict(s)["battlefield"]["Alice"][0]["abilities"][0]["effects"][0]
    assert written["for_each"] == {"controller": "you"}
    bad = {"trigger": "attacks", "effects": [{"tap": True, "for_its_power": True}]}
    with pytest.raises(redzone.ScenarioError, match="for_its_power"):
        board([creature("a", 1, 1, abilities=[bad])], [], {"a": "Bob"})


def test_too_many_tokens_is_refused_not_cut() -> None:
    """A count read as the effect resolves may be huge: refused with a message, never
    silently cut short."""
    flood = {"trigger": "attacks", "effects": [
        {"tokens": {"power": 1, "toughness": 1}, "for_its_power": True}]}
    s = board([creature("a", 10**6, 1, abilities=[flood])], [], {"a": "Bob"})
    with pytest.raises(redzone.ScenarioError, match="at most 1,000"):
        redzone.resolve(s)


def test_dwynen_gains_life_for_each_attacking_elf() -> None:
    """Dwynen, Gilt-Leaf Daen: "Whenever Dwynen attacks, you gain 1 life for each attacking
    Elf you control." Two Elves attack besides Dwynen (an Elf too), one stays home."""
    elf = {"subtypes": ["Elf"]}
    s = board([{"id": "dwynen", "card": "Dwynen, Gilt-Leaf Daen"},
               creature("e1", 1, 1, **elf), creature("e2", 1, 1, **elf),
               creature("e3", 1, 1, **elf)], [],
              {"dwynen": "Bob", "e1": "Bob", "e2": "Bob"})
    assert redzone.resolve(s).players["Alice"].life == 23


def test_jacked_rabbit_makes_as_many_rabbits_as_its_power() -> None:
    """Jacked Rabbit: "Whenever this creature attacks, create a number of 1/1 white Rabbit
    creature tokens equal to this creature's power." Its power as the ability resolves."""
    s = board([{"id": "rabbit", "card": "Jacked Rabbit", "counters": {"+1/+1": 3}}], [],
              {"rabbit": "Bob"})
    r = redzone.resolve(s)
    tokens = [e for e in r.events if e.type == EventType.TOKEN]
    assert len(tokens) == r.permanents["rabbit"].power > 0


def test_mortis_dogs_drain_by_their_power_as_they_died() -> None:
    """Mortis Dogs (2/2): "Whenever this creature attacks, it gets +2/+0 until end of turn."
    and "When this creature dies, target player loses life equal to its power." Blocked and
    killed as a 4/2, Bob loses 4 (its last known power, 608.2h)."""
    s = board([{"id": "dogs", "card": "Mortis Dogs"}], [creature("bear", 2, 2)],
              {"dogs": "Bob"}, {"bear": "dogs"}, targets={"dogs": ["Bob"]})
    r = redzone.resolve(s)
    assert r.permanents["dogs"].zone == "graveyard"
    assert r.players["Bob"].life == 16


def test_orcish_siegemaster_hits_as_hard_as_the_biggest() -> None:
    """Orcish Siegemaster (0/5): "Whenever this creature attacks, it gets +X/+0 until end of
    turn, where X is the greatest power among creatures you control." A 5/5 at home: it
    deals 5."""
    s = board([{"id": "orc", "card": "Orcish Siegemaster"}, creature("big", 5, 5)], [],
              {"orc": "Bob"})
    assert redzone.resolve(s).players["Bob"].life == 15


def test_necropolis_regent_counters_by_the_damage_dealt() -> None:
    """Necropolis Regent: "Whenever a creature you control deals combat damage to a player,
    put that many +1/+1 counters on it." A 3/3 hits Bob: three counters on it."""
    s = board([{"id": "regent", "card": "Necropolis Regent"}, creature("ogre", 3, 3)], [],
              {"ogre": "Bob"})
    assert redzone.resolve(s).permanents["ogre"].counters == {"+1/+1": 3}
