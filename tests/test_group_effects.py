"""Effects on a group of permanents named by a filter ("other Knights you control get +1/+0",
"each attacking Human gains flying"): `each` in the format, Who.EACH in the engine. The
permanents affected are those the filter matches as the ability resolves, and only those
(611.2c). Each from a real card."""

from __future__ import annotations

from typing import Any

import pytest

import redzone
from boards import board, creature
from redzone import EventType
from redzone.core.errors import ScenarioError


def _pumped(r: redzone.Result) -> list[str]:
    return sorted(e.permanent or "" for e in r.events if e.type == EventType.PUMPED)


def test_belle_of_the_brawl_pumps_the_other_knights_you_control() -> None:
    """Belle of the Brawl: "Whenever this creature attacks, other Knights you control get
    +1/+0 until end of turn." Belle herself, a non-Knight and the opponent's Knight don't."""
    s = board([{"id": "belle", "card": "Belle of the Brawl"},
               creature("squire", 1, 1, subtypes=["Human", "Knight"]),
               creature("home", 2, 2, subtypes=["Knight"]), creature("bear")],
              [creature("rival", 2, 2, subtypes=["Knight"])], {"belle": "Bob", "squire": "Bob"})
    r = redzone.resolve(s)
    assert _pumped(r) == ["home", "squire"]
    assert r.permanents["squire"].power == 2
    assert r.players["Bob"].life == 20 - 3 - 2


def test_cavalry_pegasus_gives_flying_to_attacking_humans_before_blocks() -> None:
    """Cavalry Pegasus: "Whenever this creature attacks, each attacking Human gains flying
    until end of turn." The trigger resolves in the declare attackers step, so a creature
    without flying or reach can't block the Human (702.9b); a Human not attacking gains
    nothing."""
    humans = [creature("soldier", 2, 2, subtypes=["Human", "Soldier"]),
              creature("farmer", 1, 1, subtypes=["Human"])]
    s = board([{"id": "pegasus", "card": "Cavalry Pegasus"}, *humans], [creature("bear")],
              {"pegasus": "Bob", "soldier": "Bob"}, {"bear": "soldier"})
    with pytest.raises(redzone.IllegalDeclaration, match="flying"):
        redzone.resolve(s)
    r = redzone.resolve(board([{"id": "pegasus", "card": "Cavalry Pegasus"}, *humans],
                              [creature("bear")], {"pegasus": "Bob", "soldier": "Bob"}))
    assert _pumped(r) == ["soldier"]


def test_the_group_is_fixed_as_the_ability_resolves() -> None:
    """611.2c: "attacking creatures get +1/+1" affects the creatures attacking as it
    resolves; a creature put onto the battlefield attacking afterwards (a myriad token
    here, its trigger resolving later) doesn't get it."""
    iroh = {"trigger": "attacks", "effects": [{"pump": [1, 1], "each": {"attacking": True}}]}
    s = board([creature("iroh", 2, 2, abilities=[iroh]), creature("hydra", 1, 1, "myriad")],
              [], {"iroh": "Bob", "hydra": "Bob"}, carol=[],
              triggers={"Alice": ["iroh", "hydra"]})
    r = redzone.resolve(s)
    assert _pumped(r) == ["hydra", "iroh"]
    tokens = [p for p in r.permanents if p.startswith("hydra-")]
    assert tokens and all(p not in _pumped(r) for p in tokens)


def test_each_is_written_back_as_given() -> None:
    ability = {"trigger": "attacks", "effects": [
        {"gains": ["menace"], "each": {"subtypes": ["Warrior"], "controller": "you"}}]}
    s = board([creature("rager", 2, 2, abilities=[ability])], [], {"rager": "Bob"})
    again = redzone.from_dict(redzone.to_dict(s))
    assert redzone.to_dict(again)["battlefield"]["Alice"][0]["abilities"] == [ability]


@pytest.mark.parametrize(("effect", "message"), [
    ({"pump": [1, 0], "each": {"attacking": True}, "to": "it"}, "instead of `to`"),
    ({"pump": [1, 0], "each": {"attacking": True}, "target": {}}, "instead of `to`"),
    ({"gain_life": 2, "each": {"attacking": True}}, "has no `each`"),
    ({"pump": [1, 0], "each": {"attacking": "yes"}}, "each.attacking"),
])
def test_a_malformed_each_names_its_field(effect: dict[str, Any], message: str) -> None:
    ability = {"trigger": "attacks", "effects": [effect]}
    with pytest.raises(ScenarioError, match=message) as err:
        board([creature("rager", 2, 2, abilities=[ability])], [], {"rager": "Bob"})
    assert "abilities[0].effects[0]" in str(err.value)


def test_garrison_griffin_targets_a_knight_you_control() -> None:
    """Garrison Griffin: "Whenever this creature attacks, target Knight you control gains
    flying until end of turn." Only a Knight of Alice's is a legal target."""
    s = board([{"id": "griffin", "card": "Garrison Griffin"},
               creature("knight", 2, 2, subtypes=["Knight"]), creature("ogre", 3, 3)],
              [creature("bear", 2, 2)], {"griffin": "Bob", "knight": "Bob"},
              {"bear": "knight"}, targets={"griffin": ["knight"]})
    with pytest.raises(redzone.IllegalDeclaration, match="flying"):
        redzone.resolve(s)
    wrong = board([{"id": "griffin", "card": "Garrison Griffin"}, creature("ogre", 3, 3)], [],
                  {"griffin": "Bob"}, targets={"griffin": ["ogre"]})
    with pytest.raises(redzone.ScenarioError, match="no legal target"):
        redzone.resolve(wrong)


def test_faerie_bladecrafter_triggers_once_for_many_faeries() -> None:
    """Faerie Bladecrafter (2/2 flying Faerie): "Whenever one or more Faeries you control deal
    combat damage to a player, put a +1/+1 counter on this creature." Two Faeries hit Bob at
    once: one counter; a non-Faerie alone: none."""
    faerie = {"subtypes": ["Faerie"]}
    s = board([{"id": "blade", "card": "Faerie Bladecrafter"},
               creature("f", 1, 1, "flying", **faerie)], [], {"blade": "Bob", "f": "Bob"})
    assert redzone.resolve(s).permanents["blade"].counters == {"+1/+1": 1}
    other = board([{"id": "blade", "card": "Faerie Bladecrafter"}, creature("ogre", 3, 3)],
                  [], {"ogre": "Bob"})
    assert redzone.resolve(other).permanents["blade"].counters == {}


def test_general_kreat_needs_a_goblin_among_the_attackers() -> None:
    """General Kreat, the Boltbringer: "Whenever one or more Goblins you control attack,
    create a 1/1 red Goblin creature token that's tapped and attacking." """
    goblin = creature("g", 1, 1, subtypes=["Goblin"])
    s = board([{"id": "kreat", "card": "General Kreat, the Boltbringer"}, goblin,
               creature("ogre", 3, 3)], [], {"g": "Bob", "ogre": "Bob"})
    made = [e for e in redzone.resolve(s).events if e.type == EventType.TOKEN]
    assert len(made) == 1
    none = board([{"id": "kreat", "card": "General Kreat, the Boltbringer"},
                  creature("ogre", 3, 3)], [], {"ogre": "Bob"})
    assert not [e for e in redzone.resolve(none).events if e.type == EventType.TOKEN]


def test_jetmir_grows_the_team_with_its_size() -> None:
    """Jetmir, Nexus of Revels (5/4): "Creatures you control get +1/+0 and have vigilance as
    long as you control three or more creatures." and "... also get +1/+0 and have trample as
    long as you control six or more creatures." With three creatures: +1/+0 each."""
    s = board([{"id": "jetmir", "card": "Jetmir, Nexus of Revels"}, creature("a", 1, 1),
               creature("b", 1, 1)], [], {"a": "Bob", "b": "Bob", "jetmir": "Bob"})
    r = redzone.resolve(s)
    assert r.players["Bob"].life == 20 - 6 - 2 - 2
    assert not r.permanents["a"].tapped  # vigilance


def test_counters_on_them_filters() -> None:
    """Nev, the Practical Dean: "Creatures you control with counters on them have trample."
    A 3/3 with an oil counter tramples over a 1/1; one with none doesn't."""
    s = board([{"id": "nev", "card": "Nev, the Practical Dean"},
               creature("a", 3, 3, counters={"oil": 1})], [creature("chump", 1, 1)],
              {"a": "Bob"}, {"chump": "a"})
    assert redzone.resolve(s).players["Bob"].life == 18
    bare = board([{"id": "nev", "card": "Nev, the Practical Dean"}, creature("a", 3, 3)],
                 [creature("chump", 1, 1)], {"a": "Bob"}, {"chump": "a"})
    assert redzone.resolve(bare).players["Bob"].life == 20
