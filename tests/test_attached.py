"""Cards that aren't creatures but change combat: anthems, Equipment and Auras, from the card
database with `card:` and attached with `attached_to`. What an Aura or Equipment gives applies
to the creature it's attached to (303.4a, 301.5a); an Aura attached where it can't be is put
into its owner's graveyard and an Equipment becomes unattached (704.5m, 704.5n)."""

from __future__ import annotations

import json
from typing import Any

import pytest

import redzone
from boards import board, creature
from redzone import EventType, Zone
from redzone.core.errors import IllegalBoard, ScenarioError
from redzone.render.sentences import sentence

BONESPLITTER = {"id": "sword", "card": "Bonesplitter", "attached_to": "bear"}


def test_glorious_anthem_pumps_only_its_controllers_creatures() -> None:
    """Glorious Anthem: "Creatures you control get +1/+1." (613.4c)."""
    s = board([creature("bear"), {"id": "anthem", "card": "Glorious Anthem"}],
              [creature("wall", 0, 3)], {"bear": "Bob"}, {"wall": "bear"})
    r = redzone.resolve(s)
    assert (r.permanents["bear"].power, r.permanents["bear"].toughness) == (3, 3)
    assert (r.permanents["wall"].power, r.permanents["wall"].toughness) == (0, 3)
    assert r.permanents["wall"].zone == Zone.GRAVEYARD
    assert not r.warnings


def test_bonesplitter_gives_the_equipped_creature_plus_two() -> None:
    """Bonesplitter: "Equipped creature gets +2/+0." Only the creature it's attached to."""
    s = board([creature("bear"), creature("cub", 1, 1), BONESPLITTER], [],
              {"bear": "Bob", "cub": "Bob"})
    r = redzone.resolve(s)
    assert r.players["Bob"].life == 20 - 4 - 1
    assert r.permanents["cub"].power == 1


def test_pacifism_makes_a_block_illegal() -> None:
    """Pacifism: "Enchanted creature can't attack or block." (509.1b)."""
    s = board([creature("bear")],
              [creature("wall", 0, 4), {"id": "aura", "card": "Pacifism", "attached_to": "wall"}],
              {"bear": "Bob"}, {"wall": "bear"})
    found = redzone.check(s)
    assert [v.rule for v in found] == ["509.1b"] and found[0].subject == "wall"


def test_an_aura_goes_and_an_equipment_stays_when_their_creature_dies_704_5m_n() -> None:
    s = board([creature("bear"), BONESPLITTER,
               {"id": "rancor", "card": "Rancor", "attached_to": "bear"}],
              [creature("ogre", 3, 3)], {"bear": "Bob"}, {"ogre": "bear"})
    r = redzone.resolve(s)
    assert r.permanents["bear"].zone == Zone.GRAVEYARD  # 6/2 with trample, dealt 3
    assert r.players["Bob"].life == 20 - 3  # 6 power: 3 lethal to the ogre, 3 trample over
    assert r.permanents["rancor"].zone == Zone.GRAVEYARD
    assert r.permanents["sword"].zone == Zone.BATTLEFIELD
    rules = {e.type: e.rule for e in r.events}
    assert rules[EventType.UNATTACHED] == "704.5n" and rules[EventType.GRAVEYARD] == "704.5m"
    unattached = next(e for e in r.events if e.type == EventType.UNATTACHED)
    assert sentence(unattached, s.board).startswith("Bonesplitter (sword) becomes unattached "
                                                    "from bear")


def test_a_creature_that_returns_is_not_equipped_again_400_7() -> None:
    """Undying returns a new object (400.7): the Equipment became unattached as it died."""
    s = board([creature("bear", 2, 2, "undying"), BONESPLITTER], [creature("ogre", 5, 5)],
              {"bear": "Bob"}, {"ogre": "bear"})
    r = redzone.resolve(s)
    bear = r.permanents["bear"]
    assert bear.zone == Zone.BATTLEFIELD and bear.counters == {"+1/+1": 1}
    assert bear.power == 3  # 2 + its counter, not Bonesplitter's +2


def test_the_equipped_creature_of_an_activated_ability() -> None:
    """Armor of Faith-like: "{1}{W}: Enchanted creature gets +0/+1 until end of turn.\""""
    armor = {"id": "armor", "types": ["enchantment"], "subtypes": ["Aura"],
             "keywords": ["enchant creature"], "attached_to": "bear",
             "abilities": [{"cost": "{1}{W}", "effects": [
                 {"pump": [0, 1], "to": "enchanted creature"}]}]}
    s = board([creature("bear"), armor], [creature("ogre", 2, 2)], {"bear": "Bob"},
              {"ogre": "bear"}, activate=[{"source": "armor"}])
    r = redzone.resolve(s)
    assert r.permanents["bear"].zone == Zone.BATTLEFIELD
    assert r.permanents["ogre"].zone == Zone.GRAVEYARD


def _attached(target: str, **aura: Any) -> dict[str, Any]:
    return {"id": "aura", "types": ["enchantment"], "subtypes": ["Aura"],
            "keywords": ["enchant creature"], "attached_to": target, **aura}


def test_an_aura_can_t_start_on_what_it_can_t_enchant_704_5m() -> None:
    s = board([creature("bear"), {"id": "rock", "types": ["artifact"]}, _attached("rock")],
              [], {"bear": "Bob"})
    with pytest.raises(IllegalBoard, match=r"704\.5m") as err:
        redzone.resolve(s)
    assert err.value.path == "battlefield.Alice[2].attached_to"


def test_an_aura_can_t_start_on_a_creature_with_protection_from_it_702_16c() -> None:
    s = board([creature("bear", 2, 2, "protection from white"),
               _attached("bear", colors=["white"])], [], {"bear": "Bob"})
    with pytest.raises(IllegalBoard, match=r"704\.5m"):
        redzone.resolve(s)


def test_an_equipment_on_a_noncreature_704_5n() -> None:
    s = board([creature("bear"), {"id": "rock", "types": ["artifact"]},
               {"id": "sword", "types": ["artifact"], "subtypes": ["Equipment"],
                "attached_to": "rock"}], [], {"bear": "Bob"})
    with pytest.raises(IllegalBoard, match=r"704\.5n"):
        redzone.resolve(s)


@pytest.mark.parametrize(("target", "message"), [
    ("nobody", "no permanent with id 'nobody'"),
    ("aura", "can't be attached to itself"),
    ("Bob", "is a player"),
])
def test_attached_to_names_another_permanent(target: str, message: str) -> None:
    with pytest.raises(ScenarioError, match=message) as err:
        board([creature("bear"), _attached(target)], [], {"bear": "Bob"})
    assert err.value.path == "battlefield.Alice[1].attached_to"


def test_attached_to_and_the_attached_creature_round_trip() -> None:
    s = board([creature("bear"), BONESPLITTER], [], {"bear": "Bob"})
    again = redzone.from_dict(json.loads(redzone.dumps(s, "json")))
    assert again.board == s.board
    data = redzone.to_dict(s)["battlefield"]["Alice"][1]
    assert data == {"id": "sword", "card": "Bonesplitter", "attached_to": "bear"}


def test_the_database_has_anthems_equipment_and_auras_not_other_spells() -> None:
    from redzone.cards import database

    db = database()
    for name in ("Glorious Anthem", "Bonesplitter", "Rancor", "Pacifism"):
        card = db.get(name)
        assert card is not None and card.abilities and not card.unmodelled, name
    assert db.get("Lightning Bolt") is None  # an instant: no permanent
    assert db.get("Rhystic Study") is None  # a permanent whose text never acts in combat


def test_carapace_sacrificed_regenerates_the_creature_it_enchanted_608_2h() -> None:
    """Carapace: "Sacrifice this Aura: Regenerate enchanted creature." The Aura is gone as the
    ability resolves; "enchanted creature" is the one it was attached to (608.2h)."""
    s = board([creature("giant", 7, 7)], [creature("ogre", 4, 4), {
        "id": "carapace", "card": "Carapace", "attached_to": "ogre"}],
        {"giant": "Bob"}, {"ogre": "giant"}, activate=[{"source": "carapace"}])
    r = redzone.resolve(s)
    assert r.permanents["carapace"].zone == Zone.GRAVEYARD
    ogre = r.permanents["ogre"]
    assert ogre.zone == Zone.BATTLEFIELD and ogre.tapped and ogre.damage == 0  # 701.19
    assert [e.type for e in r.events if e.permanent == "carapace"] == [EventType.SACRIFICED]


def test_an_aura_attached_to_nothing_is_refused_704_5m() -> None:
    """Pacifism listed without `attached_to` would be put into its owner's graveyard
    (704.5m): the board isn't one a player could act on (704.3), so it is refused rather
    than its text passed over."""
    s = board([creature("bear")], [{"id": "aura", "card": "Pacifism"}], {"bear": "Bob"})
    with pytest.raises(IllegalBoard, match=r"attached to nothing.*704\.5m") as err:
        redzone.resolve(s)
    assert err.value.path == "battlefield.Bob[0].attached_to"


def test_an_unattached_equipment_is_legal_and_does_nothing_704_5n() -> None:
    s = board([creature("bear"), {"id": "sword", "card": "Bonesplitter"}], [], {"bear": "Bob"})
    assert redzone.resolve(s).players["Bob"].life == 18


def test_an_artifact_s_tap_ability_ignores_summoning_sickness_602_5a() -> None:
    """602.5a is about a creature's {T} abilities: an artifact that came under its
    controller's control this turn can still tap for its ability."""
    rod = {"id": "rod", "types": ["artifact"], "summoning_sick": True, "abilities": [
        {"cost": "{T}", "effects": [{"pump": [1, 0], "to": "target creature"}]}]}
    s = board([creature("bear"), rod], [], {"bear": "Bob"},
              activate=[{"source": "rod", "target": "bear"}])
    assert redzone.resolve(s).players["Bob"].life == 17
