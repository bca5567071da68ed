""""That player controls" after "deals combat damage to a player": the player dealt damage,
who is the defending player of that creature (508.5); real cards' text."""

from __future__ import annotations

import pytest

import redzone
from boards import board, creature


def test_balefire_dragon_burns_only_the_damaged_players_creatures() -> None:
    """Balefire Dragon (6/6 flying): "Whenever this creature deals combat damage to a player,
    it deals that much damage to each creature that player controls." Bob's creatures take
    6; Carol's and Alice's don't."""
    s = board([{"id": "dragon", "card": "Balefire Dragon"}, creature("own", 2, 2)],
              [creature("b1", 3, 3), creature("b2", 6, 7)], {"dragon": "Bob"},
              carol=[creature("c1", 1, 1)])
    r = redzone.resolve(s)
    assert r.permanents["b1"].zone == "graveyard"
    assert r.permanents["b2"].damage == 6 and r.permanents["b2"].zone == "battlefield"
    assert r.permanents["c1"].zone == "battlefield" and r.permanents["own"].damage == 0


def test_caustic_wasps_destroy_an_artifact_of_that_player() -> None:
    """Caustic Wasps: "Whenever this creature deals combat damage to a player, you may
    destroy target artifact that player controls." Carol's artifact isn't a legal target."""
    wasps = {"id": "wasps", "card": "Caustic Wasps"}
    s = board([wasps], [creature("golem", 3, 3, types=["artifact", "creature"])],
              {"wasps": "Bob"}, carol=[creature("myr", 1, 1, types=["artifact", "creature"])])
    r = redzone.resolve(s)
    assert r.permanents["golem"].zone == "graveyard"
    assert r.permanents["myr"].zone == "battlefield"
    wrong = board([wasps], [creature("golem", 3, 3, types=["artifact", "creature"])],
                  {"wasps": "Bob"}, carol=[creature("myr", 1, 1, types=["artifact", "creature"])],
                  targets={"wasps": ["myr"]})
    with pytest.raises(redzone.ScenarioError, match="no legal target"):
        redzone.resolve(wrong)
