"""Prevention (615): shields that prevent the next N damage to a creature or a player
(615.7), and effects that prevent all [combat] damage dealt to or by a creature (615.1a),
printed on it or applying until end of turn; each from a real card."""

from __future__ import annotations

import pytest

import redzone
from boards import board, creature
from redzone import EventType, Zone

SHOCK = {"cost": "{R}", "effects": [{"damage": 2, "to": "target creature"}]}


def test_kei_takahashi_shields_a_blocker_615_7() -> None:
    """Kei Takahashi: "{T}: Prevent the next 2 damage that would be dealt to target creature
    this turn." The 3/3 deals 3 to the 2/2 blocker: 2 prevented, 1 marked."""
    s = board([creature("ogre", 3, 3)],
              [{"id": "kei", "card": "Kei Takahashi", "summoning_sick": False},
               creature("bear", 2, 2)], {"ogre": "Bob"}, {"bear": "ogre"},
              activate=[{"source": "kei", "target": "bear"}])
    r = redzone.resolve(s)
    assert r.permanents["bear"].zone == Zone.BATTLEFIELD and r.permanents["bear"].damage == 1
    prevented = next(e for e in r.events if e.type == EventType.PREVENTED)
    assert (prevented.rule, prevented.amount) == ("615.7", 2)


def test_abuna_acolyte_shields_a_player_chosen_as_any_target() -> None:
    """Abuna Acolyte: "{T}: Prevent the next 1 damage that would be dealt to any target this
    turn." Bob is dealt 1 of the bear's 2."""
    s = board([creature("bear", 2, 2)],
              [{"id": "acolyte", "card": "Abuna Acolyte", "summoning_sick": False}],
              {"bear": "Bob"}, activate=[{"source": "acolyte", "ability": 0, "target": "Bob"}])
    r = redzone.resolve(s)
    assert r.players["Bob"].life == 19
    shield = next(e for e in r.events if e.type == EventType.PREVENTION_SHIELD)
    assert (shield.player, shield.amount) == ("Bob", 1)


def test_cho_manno_is_dealt_no_damage_at_all_615_1a() -> None:
    """Cho-Manno, Revolutionary: "Prevent all damage that would be dealt to Cho-Manno." Combat
    damage and an ability's damage alike."""
    s = board([creature("giant", 5, 5), creature("mage", 0, 1, abilities=[SHOCK])],
              [{"id": "cho", "card": "Cho-Manno, Revolutionary"}], {"giant": "Bob"},
              {"cho": "giant"}, activate=[{"source": "mage", "target": "cho"}])
    r = redzone.resolve(s)
    assert r.permanents["cho"].zone == Zone.BATTLEFIELD and r.permanents["cho"].damage == 0
    assert [e.rule for e in r.events if e.type == EventType.PREVENTED] == ["615.1a", "615.1a"]


def test_diamond_weapon_prevents_only_combat_damage() -> None:
    """Diamond Weapon: "Prevent all combat damage that would be dealt to Diamond Weapon."
    An ability's damage (120.3, not combat damage) isn't prevented."""
    s = board([creature("mage", 0, 1, abilities=[SHOCK]), creature("giant", 5, 5)],
              [{"id": "weapon", "card": "Diamond Weapon"}], {"giant": "Bob"},
              {"weapon": "giant"}, activate=[{"source": "mage", "target": "weapon"}])
    r = redzone.resolve(s)
    assert r.permanents["weapon"].damage == 2


def test_deftblade_elite_deals_and_is_dealt_no_combat_damage() -> None:
    """Deftblade Elite: "{1}{W}: Prevent all combat damage that would be dealt to and dealt
    by this creature this turn." """
    s = board([{"id": "elite", "card": "Deftblade Elite"}], [creature("ogre", 3, 3)],
              {"elite": "Bob"}, {"ogre": "elite"}, activate=[{"source": "elite"}])
    r = redzone.resolve(s)
    assert r.permanents["elite"].zone == Zone.BATTLEFIELD
    assert r.permanents["ogre"].damage == 0
    assert {e.target for e in r.events if e.type == EventType.PREVENTED} == {"elite", "ogre"}


def test_a_phantom_loses_one_counter_for_damage_from_two_blockers_at_once_615_1a() -> None:
    """Phantom Centaur (2/0, three +1/+1 counters): "If damage would be dealt to this
    creature, prevent that damage. Remove a +1/+1 counter from this creature." Two blockers'
    damage, dealt at once (510.2), is all prevented and one counter removed."""
    s = board([{"id": "centaur", "card": "Phantom Centaur", "counters": {"+1/+1": 3}}],
              [creature("a", 2, 2), creature("b", 3, 3)], {"centaur": "Bob"},
              {"a": "centaur", "b": "centaur"})
    r = redzone.resolve(s)
    centaur = r.permanents["centaur"]
    assert centaur.damage == 0 and centaur.counters == {"+1/+1": 2}
    assert [e.rule for e in r.events if e.type == EventType.COUNTERS_REMOVED] == ["615.1a"]


@pytest.mark.parametrize(("counters", "damage"), [({"+1/+1": 1}, 0), ({}, 3)])
def test_undergrowth_champion_prevents_only_while_it_has_a_counter(
        counters: dict[str, int], damage: int) -> None:
    """Undergrowth Champion: "If damage would be dealt to this creature while it has a +1/+1
    counter on it, prevent that damage and remove a +1/+1 counter from this creature." """
    s = board([creature("ogre", 3, 3)],
              [{"id": "champion", "card": "Undergrowth Champion", "counters": counters}],
              {"ogre": "Bob"}, {"champion": "ogre"})
    r = redzone.resolve(s)
    assert r.permanents["champion"].damage == damage
    assert r.permanents["champion"].counters.get("+1/+1", 0) == 0


def test_reinforced_bulwark_shields_its_controller_615_7() -> None:
    """Reinforced Bulwark: "{T}: Prevent the next 1 damage that would be dealt to you this
    turn." Activated by Bob, it shields Bob (not a creature): the bear deals him 1 of 2."""
    s = board([creature("bear", 2, 2)],
              [{"id": "bulwark", "card": "Reinforced Bulwark", "summoning_sick": False}],
              {"bear": "Bob"}, activate=[{"source": "bulwark"}])
    r = redzone.resolve(s)
    assert r.players["Bob"].life == 19
    shield = next(e for e in r.events if e.type == EventType.PREVENTION_SHIELD)
    assert (shield.player, shield.permanent, shield.amount) == ("Bob", None, 1)


def test_samite_alchemist_shields_a_creature_of_its_controller() -> None:
    """Samite Alchemist: "{W}{W}, {T}: Prevent the next 4 damage that would be dealt this
    turn to target creature you control. Tap that creature. It doesn't untap during its
    controller's next untap step." The blocking 2/2 takes none of the ogre's 3."""
    s = board([creature("ogre", 3, 3)],
              [{"id": "alchemist", "card": "Samite Alchemist", "summoning_sick": False},
               creature("bear")], {"ogre": "Bob"}, {"bear": "ogre"},
              activate=[{"source": "alchemist", "target": "bear"}])
    r = redzone.resolve(s)
    assert r.permanents["bear"].zone == Zone.BATTLEFIELD and r.permanents["bear"].damage == 0


def test_gloomshrieker_is_exiled_instead_of_dying_614_1a() -> None:
    """Gloomshrieker (menace): "If this creature would die, exile it instead." Blocked by
    two ogres, it is exiled: it never dies (700.4), so it isn't in the graveyard."""
    s = board([{"id": "shrieker", "card": "Gloomshrieker"}],
              [creature("ogre", 4, 4), creature("orc", 4, 4)],
              {"shrieker": "Bob"}, {"ogre": "shrieker", "orc": "shrieker"})
    r = redzone.resolve(s)
    assert r.permanents["shrieker"].zone == Zone.EXILE
    gone = next(e for e in r.events if e.permanent == "shrieker" and e.rule == "704.5g")
    assert gone.note == "exiled instead of dying (614.1a)"


def test_corpseweaver_prodigy_keeps_an_opponents_creature_from_dying() -> None:
    """Corpseweaver Prodigy: "If a creature an opponent controls would die, exile it
    instead." Bob's undying blocker is exiled, so undying doesn't return it (702.93a: it must
    die); Alice's own bear dies."""
    s = board([{"id": "prodigy", "card": "Corpseweaver Prodigy"}, creature("ogre", 4, 4),
               creature("bear")],
              [creature("spirit", 2, 2, "undying"), creature("rat", 2, 2)],
              {"ogre": "Bob", "bear": "Bob"}, {"spirit": "ogre", "rat": "bear"})
    r = redzone.resolve(s)
    assert r.permanents["spirit"].zone == Zone.EXILE
    assert not [e for e in r.events if e.type == EventType.TRIGGERED]
    assert r.permanents["bear"].zone == Zone.GRAVEYARD


def test_frostwielder_exiles_what_it_dealt_damage_this_turn() -> None:
    """Frostwielder: "{T}: This creature deals 1 damage to any target. If a creature dealt
    damage by this creature this turn would die, exile it instead." The rat it pinged and
    the bear then killed is exiled (a static ability reading damage dealt, 120.3); the elf
    the bear killed unpinged dies."""
    frost = {"id": "frost", "card": "Frostwielder", "summoning_sick": False}
    s = board([creature("bear", 3, 3), creature("ogre", 3, 3)],
              [frost, creature("rat", 2, 2), creature("elf", 2, 2)],
              {"bear": "Bob", "ogre": "Bob"}, {"rat": "bear", "elf": "ogre"},
              activate=[{"source": "frost", "target": "rat"}])
    r = redzone.resolve(s)
    assert r.permanents["rat"].zone == Zone.EXILE
    assert r.permanents["elf"].zone == Zone.GRAVEYARD
