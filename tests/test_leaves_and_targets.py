"""Triggers on leaving the battlefield (603.6c, 603.10a), on becoming the target of an ability
(601.2c, 603.3d), on attacking with others (battalion) and on a creature it dealt damage
dying; each from a real card's text."""

from __future__ import annotations

import pytest

import redzone
from boards import board, creature
from redzone import EventType, Zone


def _died(r: redzone.Result) -> set[str]:
    return {e.permanent for e in r.events
            if e.type in (EventType.DESTROYED, EventType.SACRIFICED) and e.permanent}


# --- battalion ------------------------------------------------------------------------------

@pytest.mark.parametrize(("others", "power"), [(1, 1), (2, 3)])
def test_boros_elite_needs_two_others(others: int, power: int) -> None:
    """Boros Elite (1/1): "Battalion — Whenever this creature and at least two other
    creatures attack, this creature gets +2/+2 until end of turn." """
    friends = [creature(f"f{i}", 1, 1) for i in range(others)]
    s = board([{"id": "elite", "card": "Boros Elite"}, *friends], [],
              {"elite": "Bob", **{f["id"]: "Bob" for f in friends}})
    r = redzone.resolve(s)
    assert r.permanents["elite"].power == power
    assert r.players["Bob"].life == 20 - power - others


def test_battalion_counts_only_its_controllers_attackers_in_a_file() -> None:
    """The scenario's `count` on "attacks" reads as battalion does; on other events it is
    refused."""
    ability = {"trigger": "attacks", "count": 2, "effects": [{"pump": [1, 0]}]}
    s = board([creature("a", 1, 1, abilities=[ability]), creature("b", 1, 1)], [],
              {"a": "Bob", "b": "Bob"})
    assert redzone.resolve(s).permanents["a"].power == 2
    bad = {**ability, "trigger": "blocks"}
    with pytest.raises(redzone.ScenarioError, match="count"):
        board([creature("a", 1, 1, abilities=[bad])], [], {"a": "Bob"})


# --- leaving the battlefield ---------------------------------------------------------------

def test_firemaw_kavu_deals_4_as_it_dies() -> None:
    """Firemaw Kavu (4/2): "When this creature leaves the battlefield, it deals 4 damage to
    target creature." It dies blocking; its trigger kills the 5/5 it couldn't."""
    s = board([creature("giant", 5, 5)], [{"id": "kavu", "card": "Firemaw Kavu"}],
              {"giant": "Bob"}, {"kavu": "giant"})
    r = redzone.resolve(s)
    assert {"kavu", "giant"} <= _died(r)
    assert any(e.type == EventType.TRIGGERED and e.source == "kavu"
               and e.rule == "603.6c" for e in r.events)


def test_leaves_the_battlefield_by_being_returned_to_hand() -> None:
    """603.6c: leaving by any way, not only dying: returned to its owner's hand by an
    ability, Grixis Slavedriver ("When this creature leaves the battlefield, create a 2/2
    black Zombie creature token.") still makes its Zombie; a "dies" ability wouldn't."""
    bouncer = creature("bouncer", 1, 1, abilities=[{
        "trigger": "attacks", "effects": [{"return_to_hand": True, "to": "target creature"}]}])
    s = board([bouncer], [{"id": "driver", "card": "Grixis Slavedriver"}], {"bouncer": "Bob"},
              targets={"bouncer": ["driver"]})
    r = redzone.resolve(s)
    assert r.permanents["driver"].zone == "hand"
    tokens = [e for e in r.events if e.type == EventType.TOKEN]
    assert [e.source for e in tokens] == ["driver"]
    assert r.permanents[tokens[0].permanent or ""].zone == "battlefield"


def test_flaming_fist_officer_grows_when_another_leaves() -> None:
    """Flaming Fist Officer: "Whenever another creature you control leaves the battlefield,
    put a +1/+1 counter on this creature." Two of its side die; an opponent's doesn't
    count, nor does it itself."""
    s = board([creature("a1", 3, 3), creature("a2", 3, 3)],
              [{"id": "officer", "card": "Flaming Fist Officer"}, creature("b1", 1, 1),
               creature("b2", 1, 1)], {"a1": "Bob", "a2": "Bob"}, {"b1": "a1", "b2": "a2"})
    r = redzone.resolve(s)
    assert r.permanents["officer"].counters == {"+1/+1": 2}


def test_a_token_leaving_counts_for_boomer_scrapper() -> None:
    """Boomer Scrapper: "Whenever a token you control leaves the battlefield, put a +1/+1
    counter on this creature." A 1/0 token put into the graveyard (704.5f) counts; a card
    that dies doesn't."""
    maker = creature("maker", 1, 1, abilities=[{"trigger": "beginning of combat", "effects": [
        {"tokens": {"power": 1, "toughness": 0, "name": "Shade"}}]}])
    s = board([{"id": "scrapper", "card": "Boomer Scrapper"}, maker, creature("card", 1, 1)],
              [creature("wall", 0, 4)], {"card": "Bob"}, {"wall": "card"})
    r = redzone.resolve(s)
    assert r.permanents["scrapper"].counters == {"+1/+1": 1}
    wall = board([{"id": "scrapper", "card": "Boomer Scrapper"}, creature("card", 1, 1)],
                 [creature("wall", 2, 4)], {"card": "Bob"}, {"wall": "card"})
    assert not redzone.resolve(wall).permanents["scrapper"].counters


# --- becoming the target --------------------------------------------------------------------

def test_gossamer_phantasm_is_sacrificed_when_targeted() -> None:
    """Gossamer Phantasm: "When this creature becomes the target of a spell or ability,
    sacrifice it." Prodigal Sorcerer's ability targets it: the Phantasm's trigger goes on
    the stack above it and resolves first (603.3b); the Sorcerer's ability then has no
    legal target (608.2b) and deals no damage."""
    s = board([{"id": "sorcerer", "card": "Prodigal Sorcerer"}],
              [{"id": "phantasm", "card": "Gossamer Phantasm"}], {},
              activate=[{"source": "sorcerer", "step": "beginning of combat",
                         "target": "phantasm"}])
    r = redzone.resolve(s)
    assert "phantasm" in _died(r)
    assert any(e.type == EventType.NO_EFFECT and e.rule == "608.2b" for e in r.events)
    assert not any(e.type == EventType.DAMAGE for e in r.events)


def test_a_triggered_ability_targeting_it_triggers_it_too() -> None:
    """603.3d: targets of a triggered ability are chosen as it goes on the stack; the
    Illusion's ability triggers then and resolves first."""
    pinger = creature("pinger", 2, 2, abilities=[{
        "trigger": "attacks", "effects": [{"pump": [-1, -1], "to": "target creature"}]}])
    s = board([pinger], [{"id": "phantasm", "card": "Gossamer Phantasm"}], {"pinger": "Bob"},
              targets={"pinger": ["phantasm"]})
    r = redzone.resolve(s)
    assert "phantasm" in _died(r)
    order = [e.source for e in r.events if e.type == EventType.TRIGGERED]
    assert order == ["pinger", "phantasm"]


def test_untargeted_it_stays() -> None:
    s = board([creature("a", 2, 2)], [{"id": "phantasm", "card": "Gossamer Phantasm"}],
              {"a": "Bob"}, {"phantasm": "a"})
    r = redzone.resolve(s)
    assert not any(e.type == EventType.SACRIFICED for e in r.events)


# --- a creature it dealt damage to dies ----------------------------------------------------

def test_sengir_vampire_grows_from_what_it_killed() -> None:
    """Sengir Vampire (4/4 flying): "Whenever a creature dealt damage by this creature this
    turn dies, put a +1/+1 counter on this creature." It kills the blocker; the other
    creature that dies (to another attacker) gives it nothing."""
    s = board([{"id": "sengir", "card": "Sengir Vampire"}, creature("ogre", 3, 3)],
              [creature("bird", 1, 1, "flying"), creature("bear", 2, 2)],
              {"sengir": "Bob", "ogre": "Bob"}, {"bird": "sengir", "bear": "ogre"})
    r = redzone.resolve(s)
    assert {"bird", "bear"} <= _died(r)
    assert r.permanents["sengir"].counters == {"+1/+1": 1}


def test_a_creature_it_damaged_that_survives_gives_nothing() -> None:
    s = board([{"id": "sengir", "card": "Sengir Vampire"}],
              [creature("wall", 0, 6, "flying")], {"sengir": "Bob"}, {"wall": "sengir"})
    r = redzone.resolve(s)
    assert not r.permanents["sengir"].counters


def test_a_static_ability_sees_damage_as_it_is_dealt() -> None:
    """A static ability on the creatures dealt damage by its source applies as soon as that
    damage is dealt (611.3a: it reads the game as it is): the 3/3 blocker dealt 2 becomes a
    2/2 with 2 damage and dies (704.5g); without the ability it lives."""
    lord = {"affects": {"dealt_damage_by_it": True}, "pump": [-1, -1]}
    r = redzone.resolve(board([creature("a", 2, 2, abilities=[lord])], [creature("b", 3, 3)],
                              {"a": "Bob"}, {"b": "a"}))
    assert r.permanents["b"].zone == Zone.GRAVEYARD
    r = redzone.resolve(board([creature("a", 2, 2)], [creature("b", 3, 3)], {"a": "Bob"},
                              {"b": "a"}))
    assert r.permanents["b"].zone == Zone.BATTLEFIELD


# --- becoming tapped -----------------------------------------------------------------------

def test_chrome_companion_gains_life_as_it_attacks() -> None:
    """Chrome Companion: "Whenever this creature becomes tapped, you gain 1 life." Attacking
    taps it (508.1f); with vigilance it doesn't, and nothing triggers (702.20b)."""
    s = board([{"id": "dog", "card": "Chrome Companion"}], [], {"dog": "Bob"})
    r = redzone.resolve(s)
    assert r.players["Alice"].life == 21
    watchful = board([{"id": "dog", "card": "Chrome Companion", "gains": ["vigilance"]}], [],
                     {"dog": "Bob"})
    assert redzone.resolve(watchful).players["Alice"].life == 20


def test_gideons_avenger_grows_as_opponents_attack() -> None:
    """Gideon's Avenger: "Whenever a creature an opponent controls becomes tapped, put a
    +1/+1 counter on this creature." Two attackers tap: two counters, before blocks, so the
    2/2 Avenger blocks as a 4/4 and survives the 3/3."""
    s = board([creature("a", 3, 3), creature("b", 1, 1)],
              [{"id": "avenger", "card": "Gideon's Avenger"}], {"a": "Bob", "b": "Bob"},
              {"avenger": "a"})
    r = redzone.resolve(s)
    assert r.permanents["avenger"].counters == {"+1/+1": 2}
    assert r.permanents["avenger"].zone == "battlefield"


def test_a_tap_cost_and_a_tap_effect_trigger_it_too() -> None:
    """107.5, 701.26a: Goblin Medics ("Whenever this creature becomes tapped, it deals 1
    damage to any target") tapped by an ability's effect pings Bob's 1/1."""
    tapper = creature("tapper", 1, 1, abilities=[{
        "trigger": "beginning of combat", "effects": [{"tap": True, "to": "target creature"}]}])
    s = board([tapper, {"id": "medics", "card": "Goblin Medics"}], [creature("elf", 1, 1)], {},
              targets={"tapper": ["medics"], "medics": ["elf"]})
    r = redzone.resolve(s)
    assert r.permanents["elf"].zone == "graveyard"


def test_ashenmoor_liege_punishes_the_opponent_who_targets_it() -> None:
    """Ashenmoor Liege: "Whenever this creature becomes the target of a spell or ability an
    opponent controls, that player loses 4 life." Alice's ability targets it: Alice loses 4;
    Bob's own ability targeting it makes nothing happen."""
    pinger = creature("pinger", 2, 2, abilities=[{
        "trigger": "attacks", "effects": [{"pump": [-1, -1], "to": "target creature"}]}])
    s = board([pinger], [{"id": "liege", "card": "Ashenmoor Liege"}], {"pinger": "Bob"},
              targets={"pinger": ["liege"]})
    assert redzone.resolve(s).players["Alice"].life == 16
    healer = creature("healer", 1, 1, abilities=[{
        "trigger": "blocks", "effects": [{"pump": [1, 1], "to": "target creature"}]}])
    own = board([creature("a", 2, 2)], [{"id": "liege", "card": "Ashenmoor Liege"}, healer],
                {"a": "Bob"}, {"healer": "a"}, targets={"healer": ["liege"]})
    r = redzone.resolve(own)
    assert r.players["Alice"].life == 20 and r.players["Bob"].life == 20


def test_dockworker_drone_passes_its_counters_on() -> None:
    """Dockworker Drone: "When this creature dies, put its counters on target creature you
    control." It dies blocking with two +1/+1 counters; they go to Bob's other creature, as
    it last existed (122.1). A keyword counter would be refused, not moved in silence."""
    drone = {"id": "drone", "card": "Dockworker Drone", "counters": {"+1/+1": 2}}
    s = board([creature("giant", 9, 9)], [drone, creature("bear", 2, 2)], {"giant": "Bob"},
              {"drone": "giant"}, targets={"drone": ["bear"]})
    r = redzone.resolve(s)
    assert r.permanents["drone"].zone == "graveyard"
    assert r.permanents["bear"].counters == {"+1/+1": 2}
    flier = {**drone, "counters": {"flying": 1}}
    s = board([creature("giant", 9, 9)], [flier, creature("bear", 2, 2)], {"giant": "Bob"},
              {"drone": "giant"}, targets={"drone": ["bear"]})
    with pytest.raises(redzone.ScenarioError, match="keyword or shield counter"):
        redzone.resolve(s)


def test_buzzard_wasp_colony_takes_another_creatures_counters() -> None:
    """Buzzard-Wasp Colony: "Whenever another creature you control dies, if it had counters
    on it, put its counters on this creature." Bob's bear with two +1/+1 counters and an oil
    counter dies blocking: the Colony gets them, the bear's as it last existed (122.1); the
    elf without counters dying moves nothing (the filter, 603.10a)."""
    colony = creature("colony", 2, 2, "flying", abilities=[{
        "trigger": "a creature dies", "filter": {"controller": "you", "other": True,
                                                 "counter": "any"},
        "effects": [{"move_counters": True, "to": "it", "by": "that creature"}]}])
    bear = creature("bear", 2, 2, counters={"+1/+1": 2, "oil": 1})
    s = board([creature("giant", 9, 9), creature("ogre", 3, 3)], [colony, bear,
                                                                  creature("elf", 1, 1)],
              {"giant": "Bob", "ogre": "Bob"}, {"bear": "giant", "elf": "ogre"})
    r = redzone.resolve(s)
    assert r.permanents["bear"].zone == r.permanents["elf"].zone == "graveyard"
    assert r.permanents["colony"].counters == {"+1/+1": 2, "oil": 1}
    assert r.permanents["giant"].counters == {}
    with pytest.raises(redzone.ScenarioError, match="by"):
        redzone.from_dict({"players": {"Alice": {}, "Bob": {}}, "battlefield": {"Alice": [
            creature("x", 1, 1, abilities=[{"trigger": "dies", "effects": [
                {"move_counters": True, "by": "that creature"}]}])], "Bob": []}})


def test_oreskos_sun_guide_inspired_by_an_untap_effect() -> None:
    """Oreskos Sun Guide: "Inspired — Whenever this creature becomes untapped, you gain 2
    life." In combat only an effect untaps it (the untap step is another turn's): an attack
    trigger untapping it makes Alice gain 2."""
    waker = creature("waker", 1, 1, abilities=[{
        "trigger": "attacks", "effects": [{"untap": True, "to": "target creature"}]}])
    s = board([waker, {"id": "guide", "card": "Oreskos Sun Guide", "tapped": True}], [],
              {"waker": "Bob"}, targets={"waker": ["guide"]})
    assert redzone.resolve(s).players["Alice"].life == 22


def test_target_opponent_or_planeswalker() -> None:
    """Sun-Crowned Hunters: "Whenever this creature is dealt damage, it deals 3 damage to
    target opponent or planeswalker" (115.4): blocked by Bob's bear, it hits Bob's
    planeswalker by default (a permanent first, as for any target), or Bob when chosen;
    never a creature, nor Alice herself."""
    hunters = creature("hunters", 5, 4, abilities=[{
        "trigger": "is dealt damage",
        "effects": [{"damage": 3, "to": "any target", "target": {"types": ["planeswalker"]},
                     "player": "target opponent"}]}])
    walker = {"id": "walker", "types": ["planeswalker"], "loyalty": 4}
    bear = creature("bear", 2, 2)
    r = redzone.resolve(board([hunters], [bear, walker], {"hunters": "Bob"}, {"bear": "hunters"}))
    assert r.players["Bob"].life == 20 and r.permanents["walker"].loyalty == 1
    r = redzone.resolve(board([hunters], [bear, walker], {"hunters": "Bob"}, {"bear": "hunters"},
                              targets={"hunters": ["Bob"]}))
    assert r.players["Bob"].life == 17 and r.permanents["walker"].loyalty == 4
    for wrong in ("Alice", "bear"):
        with pytest.raises(redzone.ScenarioError, match="no legal target"):
            redzone.resolve(board([hunters], [bear, walker], {"hunters": "Bob"},
                                  {"bear": "hunters"}, targets={"hunters": [wrong]}))
