"""Damage to "the player or planeswalker it's attacking" (506.2), to "target creature or
planeswalker", and "whenever it deals combat damage to a player or planeswalker"; real cards'
text."""

from __future__ import annotations

import redzone
from boards import board, creature

WALKER = {"id": "jace", "types": ["planeswalker"], "loyalty": 5}


def test_hellrider_pings_what_each_attacker_attacks() -> None:
    """Hellrider (3/3 haste): "Whenever a creature you control attacks, Hellrider deals 1
    damage to the player or planeswalker it's attacking." Two attack Bob, one Bob's
    planeswalker: Bob takes 2 from Hellrider, the planeswalker 1."""
    s = board([{"id": "hellrider", "card": "Hellrider"}, creature("a", 1, 1),
               creature("b", 1, 1)], [WALKER, creature("wall", 0, 9)],
              {"hellrider": "Bob", "a": "Bob", "b": "jace"},
              {"wall": "hellrider"})
    r = redzone.resolve(s)
    assert r.players["Bob"].life == 20 - 2 - 1  # two pings, then a's combat damage
    assert r.permanents["jace"].loyalty == 5 - 1 - 1


def test_rakdos_roustabout_pings_when_blocked() -> None:
    """Rakdos Roustabout: "Whenever this creature becomes blocked, it deals 1 damage to the
    player or planeswalker it's attacking." """
    roust = {"id": "roust", "card": "Rakdos Roustabout"}
    s = board([roust], [WALKER, creature("wall", 0, 9)], {"roust": "jace"}, {"wall": "roust"})
    assert redzone.resolve(s).permanents["jace"].loyalty == 4
    unblocked = board([roust], [WALKER], {"roust": "jace"})
    assert redzone.resolve(unblocked).players["Bob"].life == 20


def test_careless_celebrant_hits_a_creature_or_planeswalker() -> None:
    """Careless Celebrant: "When this creature dies, it deals 2 damage to target creature or
    planeswalker an opponent controls." Dying as it blocks, it finishes the attacker."""
    s = board([creature("ogre", 3, 4)], [{"id": "cc", "card": "Careless Celebrant"}],
              {"ogre": "Bob"}, {"cc": "ogre"})
    r = redzone.resolve(s)
    assert r.permanents["ogre"].zone == "graveyard"
    walker = board([creature("ogre", 3, 9)], [{"id": "cc", "card": "Careless Celebrant"}],
                   {"ogre": "Bob"}, {"cc": "ogre"},
                   carol=[{**WALKER, "id": "teferi"}], targets={"cc": ["teferi"]})
    r = redzone.resolve(walker)
    assert r.permanents["teferi"].loyalty == 3


def test_dreadhorde_butcher_grows_on_a_planeswalker_too() -> None:
    """Dreadhorde Butcher: "Whenever this creature deals combat damage to a player or
    planeswalker, put a +1/+1 counter on this creature." """
    s = board([{"id": "butcher", "card": "Dreadhorde Butcher"}], [WALKER], {"butcher": "jace"})
    assert redzone.resolve(s).permanents["butcher"].counters == {"+1/+1": 1}
