"""Effects that take permanents off the battlefield (destroy 701.8, exile 701.13, return to
hand 400.7, sacrifice 701.21), delayed triggered abilities at end of combat (603.7), damage
to players chosen as targets and to each creature and player, damage equal to a creature's
power (608.2h), and filters that exclude ("non-Wall", "nonblack", "nonland permanent"), each
from a real card or a concrete board."""

from __future__ import annotations

from typing import Any

import pytest

import redzone
from boards import board, creature
from redzone import EventType, Zone
from redzone.core.errors import ScenarioError


def _types(r: redzone.Result) -> list[tuple[EventType, str | None]]:
    return [(e.type, e.permanent) for e in r.events]


def test_royal_assassin_destroys_a_tapped_attacker_before_damage() -> None:
    """Royal Assassin: "{T}: Destroy target tapped creature." Activated after blockers are
    declared, the attacker goes to the graveyard and deals no combat damage (506.4)."""
    s = board([creature("ogre", 3, 3)], [{"id": "assassin", "card": "Royal Assassin"}],
              {"ogre": "Bob"}, activate=[{"source": "assassin", "target": "ogre"}])
    r = redzone.resolve(s)
    assert r.permanents["ogre"].zone == Zone.GRAVEYARD
    assert r.players["Bob"].life == 20
    destroyed = next(e for e in r.events if e.type == EventType.DESTROYED)
    assert (destroyed.rule, destroyed.source) == ("701.8a", "assassin")


def test_royal_assassin_cant_target_an_untapped_creature() -> None:
    s = board([creature("ogre", 3, 3, "vigilance")],
              [{"id": "assassin", "card": "Royal Assassin"}],
              {"ogre": "Bob"}, activate=[{"source": "assassin", "target": "ogre"}])
    with pytest.raises(redzone.IllegalDeclaration, match="no legal target"):
        redzone.resolve(s)


def test_a_regeneration_shield_replaces_destruction_and_indestructible_ignores_it() -> None:
    """701.19a: the shield is used up, the creature is tapped and removed from combat;
    702.12b: an indestructible creature isn't destroyed."""
    s = board([creature("troll", 4, 4, regenerate=1), creature("angel", 4, 4, "indestructible")],
              [{"id": "assassin", "card": "Royal Assassin"},
               {"id": "assassin2", "card": "Royal Assassin"}],
              {"troll": "Bob", "angel": "Bob"},
              activate=[{"source": "assassin", "target": "troll"},
                        {"source": "assassin2", "target": "angel"}])
    r = redzone.resolve(s)
    assert r.permanents["troll"].zone == Zone.BATTLEFIELD
    assert r.permanents["angel"].zone == Zone.BATTLEFIELD
    assert (EventType.REGENERATED, "troll") in _types(r)
    assert (EventType.REMOVED_FROM_COMBAT, "troll") in _types(r)
    assert r.players["Bob"].life == 20 - 4  # only the angel's damage


def test_cockatrice_destroys_a_non_wall_blocker_at_end_of_combat() -> None:
    """Cockatrice: "Whenever this creature blocks or becomes blocked by a non-Wall creature,
    destroy that creature at end of combat." The delayed ability (603.7a) waits for the end
    of combat step; a Wall blocking it is not affected."""
    s = board([{"id": "cockatrice", "card": "Cockatrice"}],
              [creature("bear", 2, 4, "reach"), creature("wall", 0, 4, "reach", subtypes=["Wall"])],
              {"cockatrice": "Bob"}, {"bear": "cockatrice", "wall": "cockatrice"})
    r = redzone.resolve(s)
    assert r.permanents["bear"].zone == Zone.GRAVEYARD
    assert r.permanents["wall"].zone == Zone.BATTLEFIELD
    delayed = next(e for e in r.events if e.type == EventType.DELAYED)
    assert (delayed.rule, delayed.permanent) == ("603.7a", "bear")
    last = r.steps[-1]
    assert "end of combat" in last.name
    assert [(e.type, e.permanent) for e in last.events if e.type == EventType.DESTROYED] == [
        (EventType.DESTROYED, "bear")]


def test_a_delayed_ability_does_nothing_to_a_creature_gone_before_end_of_combat() -> None:
    """603.7c: it acts on that object; one that left the battlefield isn't there to be
    destroyed."""
    s = board([{"id": "cockatrice", "card": "Cockatrice"}], [creature("bear", 2, 2, "reach")],
              {"cockatrice": "Bob"}, {"bear": "cockatrice"})
    r = redzone.resolve(s)  # the 2/4 cockatrice deals 2: the bear dies of damage first
    assert r.permanents["bear"].zone == Zone.GRAVEYARD
    assert [e.rule for e in r.events if e.type == EventType.DESTROYED] == ["704.5g"]
    assert any(e.type == EventType.NO_EFFECT and e.source == "cockatrice" for e in r.events)


def test_blinking_spirit_returns_to_hand_and_leaves_combat() -> None:
    """Blinking Spirit: "{0}: Return this creature to its owner's hand." (400.7)."""
    s = board([creature("ogre", 3, 3)], [{"id": "spirit", "card": "Blinking Spirit"}],
              {"ogre": "Bob"}, {"spirit": "ogre"}, activate=[{"source": "spirit"}])
    r = redzone.resolve(s)
    assert r.permanents["spirit"].zone == Zone.HAND
    assert r.permanents["spirit"].damage == 0
    assert r.players["Bob"].life == 20  # the ogre stays blocked (509.1h)


def test_cathar_commando_destroys_the_equipment_and_its_bonus_goes() -> None:
    """Cathar Commando: "{1}, Sacrifice this creature: Destroy target artifact or
    enchantment." Bonesplitter destroyed, the bear deals 2, not 4."""
    s = board([creature("bear"), {"id": "sword", "card": "Bonesplitter", "attached_to": "bear"}],
              [{"id": "cathar", "card": "Cathar Commando"}], {"bear": "Bob"},
              activate=[{"source": "cathar", "target": "sword"}])
    r = redzone.resolve(s)
    assert r.permanents["sword"].zone == Zone.GRAVEYARD
    assert r.permanents["cathar"].zone == Zone.GRAVEYARD  # sacrificed as its cost
    assert r.players["Bob"].life == 20 - 2


def test_cathar_commando_cant_target_a_creature() -> None:
    s = board([creature("bear")], [{"id": "cathar", "card": "Cathar Commando"}],
              {"bear": "Bob"}, activate=[{"source": "cathar", "target": "bear"}])
    with pytest.raises(redzone.IllegalDeclaration, match="no legal target"):
        redzone.resolve(s)


def test_a_player_or_planeswalker_is_chosen_not_a_creature() -> None:
    """Chandra's Magmutt: "{T}: This creature deals 1 damage to target player or
    planeswalker." """
    s = board([creature("bear")], [{"id": "pup", "card": "Chandra's Magmutt"}],
              {"bear": "Bob"}, activate=[{"source": "pup", "target": "Alice"}])
    r = redzone.resolve(s)
    assert r.players["Alice"].life == 19
    bad = board([creature("bear")], [{"id": "pup", "card": "Chandra's Magmutt"}],
                {"bear": "Bob"}, activate=[{"source": "pup", "target": "bear"}])
    with pytest.raises(redzone.IllegalDeclaration, match="legal: Alice"):
        redzone.resolve(bad)


def test_target_opponent_loses_life() -> None:
    """"Whenever this creature attacks, target opponent loses 1 life": only an opponent."""
    ability = {"trigger": "attacks",
               "effects": [{"lose_life": 1, "player": "target opponent"}]}
    s = board([creature("bear", abilities=[ability])], [], {"bear": "Bob"},
              players={"Carol": {}}, carol=[])
    r = redzone.resolve(s)
    assert r.players["Bob"].life == 20 - 1 - 2  # the default choice: the attacked player
    assert r.players["Alice"].life == 20
    s = board([creature("bear", abilities=[ability])], [], {"bear": "Bob"},
              carol=[], targets={"bear": ["Carol"]})
    assert redzone.resolve(s).players["Carol"].life == 19


def test_pestilence_demon_deals_damage_to_each_creature_and_each_player() -> None:
    """Pestilence Demon: "{B}: This creature deals 1 damage to each creature and each
    player." """
    s = board([creature("bear", 2, 2)], [{"id": "demon", "card": "Pestilence Demon"},
                                         creature("elf", 1, 1)],
              {"bear": "Bob"}, activate=[{"source": "demon", "times": 2}])
    r = redzone.resolve(s)
    assert r.permanents["elf"].zone == Zone.GRAVEYARD
    assert r.permanents["bear"].zone == Zone.GRAVEYARD  # before it deals combat damage
    assert r.permanents["demon"].damage == 2
    assert (r.players["Alice"].life, r.players["Bob"].life) == (18, 18)


def test_damage_equal_to_its_power_uses_its_last_known_power() -> None:
    """Cinder Shade: "{B}: This creature gets +1/+1 until end of turn. {R}, Sacrifice this
    creature: It deals damage equal to its power to target creature." Sacrificed as a cost,
    it deals its power as it last existed on the battlefield (608.2h): 1 + 2."""
    s = board([creature("ogre", 3, 3)], [{"id": "shade", "card": "Cinder Shade"}],
              {"ogre": "Bob"},
              activate=[{"source": "shade", "ability": 0, "times": 2},
                        {"source": "shade", "ability": 1, "target": "ogre"}])
    r = redzone.resolve(s)
    assert r.permanents["shade"].zone == Zone.GRAVEYARD
    assert r.permanents["ogre"].zone == Zone.GRAVEYARD
    assert r.players["Bob"].life == 20
    assert next(e for e in r.events if e.type == EventType.DAMAGE).amount == 3


def test_sacrifice_it_acts_only_on_its_source() -> None:
    ability = {"trigger": "becomes blocked", "effects": [{"sacrifice": True}]}
    s = board([creature("bear", abilities=[ability])], [creature("wall", 0, 4)],
              {"bear": "Bob"}, {"wall": "bear"})
    r = redzone.resolve(s)
    assert r.permanents["bear"].zone == Zone.GRAVEYARD
    assert next(e for e in r.events if e.type == EventType.SACRIFICED).rule == "701.21a"


@pytest.mark.parametrize(("effect", "field"), [
    ({"pump": [1, 1], "to": "target permanent"}, "effects[0].to"),
    ({"pump": [1, 1], "at": "end of combat"}, "effects[0].at"),
    ({"destroy": True, "player": "you"}, "effects[0].player"),
    ({"destroy": True, "to": "target permanent", "target": {"not_types": ["lnad"]}},
     "effects[0].target.not_types[0]"),
])
def test_what_a_removal_effect_refuses(effect: dict[str, Any], field: str) -> None:
    s: dict[str, Any] = {"players": {"A": {}, "B": {}}, "battlefield": {"A": [
        {"id": "x", "power": 1, "toughness": 1,
         "abilities": [{"trigger": "attacks", "effects": [effect]}]}]}}
    with pytest.raises(ScenarioError) as err:
        redzone.from_dict(s)
    assert field in str(err.value)


def test_removal_effects_write_back_as_read() -> None:
    """A file's abilities read and written again are the same (scenario.write)."""
    abilities = [
        {"trigger": "blocks a creature", "filter": {"not_subtypes": ["Wall"], "not_colors":
                                                    ["black"]},
         "effects": [{"destroy": True, "to": "that creature", "at": "end of combat"}]},
        {"cost": "{1}", "effects": [{"exile": True, "to": "target permanent",
                                     "target": {"types": [], "not_types": ["land"]}}]},
        {"cost": "{2}", "effects": [{"damage": "its power", "player": "target player"}]},
    ]
    s = board([creature("x", abilities=abilities)], [], {})
    written = redzone.to_dict(s)["battlefield"]["Alice"][0]["abilities"]
    assert written == abilities


def test_avatar_of_woe_destroys_through_a_regeneration_shield_701_19c() -> None:
    """Avatar of Woe: "{T}: Destroy target creature. It can't be regenerated." """
    s = board([creature("troll", 4, 4, regenerate=1)],
              [{"id": "avatar", "card": "Avatar of Woe", "summoning_sick": False}],
              {"troll": "Bob"}, activate=[{"source": "avatar", "target": "troll"}])
    r = redzone.resolve(s)
    assert r.permanents["troll"].zone == Zone.GRAVEYARD


def test_crossbow_infantry_targets_only_a_creature_in_combat() -> None:
    """Crossbow Infantry: "{T}: This creature deals 1 damage to target attacking or blocking
    creature." """
    s = board([creature("bear", 2, 2), creature("elf", 1, 1)],
              [{"id": "archer", "card": "Crossbow Infantry", "summoning_sick": False}],
              {"bear": "Bob"}, activate=[{"source": "archer", "target": "elf"}])
    with pytest.raises(redzone.IllegalDeclaration, match="legal: bear"):
        redzone.resolve(s)


def test_target_creature_defending_player_controls_508_5() -> None:
    """Hellkite Whelp: "Whenever this creature attacks, it deals 1 damage to target creature
    defending player controls." Carol's creature isn't the defending player's."""
    s = board([{"id": "whelp", "card": "Hellkite Whelp"}], [creature("elf", 1, 1)],
              {"whelp": "Bob"}, carol=[creature("bird", 1, 1)],
              targets={"whelp": ["bird"]})
    with pytest.raises(ScenarioError, match="legal: elf"):
        redzone.resolve(s)
    s = board([{"id": "whelp", "card": "Hellkite Whelp"}], [creature("elf", 1, 1)],
              {"whelp": "Bob"}, carol=[creature("bird", 1, 1)])
    assert redzone.resolve(s).permanents["elf"].zone == Zone.GRAVEYARD


def test_a_card_returned_to_its_owners_hand_joins_it() -> None:
    """Blinking Spirit returned: its owner's hand, which the file counts, has one more card,
    and what reads the hand sees it (Maro: +1/+1 for each card in your hand)."""
    maro = creature("maro", 0, 0, abilities=[{"affects": "it", "pump": [1, 1],
                                             "for_each_card": {"zone": "hand"}}])
    s = board([creature("ogre", 1, 1)], [{"id": "spirit", "card": "Blinking Spirit"}, maro],
              {"ogre": "Bob"}, {"spirit": "ogre"}, players={"Bob": {"hand": 2}},
              activate=[{"source": "spirit"}])
    r = redzone.resolve(s)
    assert r.permanents["spirit"].zone == Zone.HAND
    assert (r.permanents["maro"].power, r.permanents["maro"].toughness) == (3, 3)
