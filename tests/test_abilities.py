"""Structured abilities (`abilities` in the scenario format): triggered abilities on each trigger
event (603, 508.3, 509.3, 510.3a, 511.2), intervening "if" clauses (603.4), targets (603.3d,
608.2b), static abilities and their layers (611.3a, 613.4, 613.7), and the starting board
(704.3, 704.5).
"""

from __future__ import annotations

from typing import Any

import pytest

import redzone
from boards import board
from clirun import run_cli
from redzone import EventType, Zone

Perm = dict[str, Any]


def c(pid: str, power: int = 2, toughness: int = 2, *abilities: dict[str, Any],
      **fields: Any) -> Perm:
    return {"id": pid, "power": power, "toughness": toughness, "abilities": list(abilities),
            **fields}


def pt(result: redzone.Result, pid: str) -> tuple[int | None, int | None]:
    return result.permanents[pid].power, result.permanents[pid].toughness


def fired(result: redzone.Result) -> list[tuple[str | None, str]]:
    return [(e.source, e.rule) for e in result.events if e.type == EventType.TRIGGERED]


def pump(p: int, t: int, to: str = "it") -> dict[str, Any]:
    return {"pump": [p, t], "to": to}


# --- trigger events -----------------------------------------------------------------------------

def test_attacks_trigger_508_3a() -> None:
    s = board([c("raider", 2, 2, {"trigger": "attacks", "effects": [pump(2, 0)]})], [],
              {"raider": "Bob"})
    r = redzone.resolve(s)
    assert fired(r) == [("raider", "508.3a")]
    assert r.players["Bob"].life == 16


def test_attacks_trigger_does_not_fire_at_home() -> None:
    s = board([c("raider", 2, 2, {"trigger": "attacks", "effects": [pump(2, 0)]}), c("b")], [],
              {"b": "Bob"})
    assert fired(redzone.resolve(s)) == []


def test_another_creature_attacks_once_for_each_508_3c() -> None:
    """603.2c: one event with several occurrences triggers once for each."""
    s = board([c("banner", 0, 1, {"trigger": "another creature you control attacks",
                                  "effects": [pump(1, 0, "that creature")]}),
               c("a", 1, 1), c("b", 1, 1)], [], {"a": "Bob", "b": "Bob", "banner": "Bob"})
    r = redzone.resolve(s)
    assert len(fired(r)) == 2
    assert pt(r, "a") == (2, 1) and pt(r, "b") == (2, 1) and pt(r, "banner") == (0, 1)


def test_you_attack_with_n_or_more_508_3d() -> None:
    rally = {"trigger": "you attack", "count": 3, "effects": [pump(1, 1, "each attacking "
                                                                         "creature you control")]}
    two = board([c("captain", 1, 1, rally), c("a", 1, 1)], [], {"captain": "Bob", "a": "Bob"})
    assert fired(redzone.resolve(two)) == []
    three = board([c("captain", 1, 1, rally), c("a", 1, 1), c("b", 1, 1)], [],
                  {"captain": "Bob", "a": "Bob", "b": "Bob"})
    r = redzone.resolve(three)
    assert fired(r) == [("captain", "508.3d")]
    assert r.players["Bob"].life == 14


def test_triggers_of_blocks_come_before_a_removal_from_combat_506_4() -> None:
    """`combat.removed` takes a creature out of combat after blockers are declared: it has
    become blocked by each blocker (509.3c-d) and its abilities trigger (they had crashed)."""
    angry = {"trigger": "becomes blocked by a creature",
             "effects": [{"pump": [1, 0]}]}
    s = board([c("knight", 2, 2, angry)], [c("a", 1, 1), c("b", 1, 1)], {"knight": "Bob"},
              {"a": "knight", "b": "knight"}, removed=["knight"])
    r = redzone.resolve(s)
    assert pt(r, "knight") == (4, 2)
    assert r.permanents["a"].damage == 0 and r.permanents["knight"].damage == 0


def test_blocks_triggers_once_blocks_a_creature_once_each_509_3a_b() -> None:
    once = {"trigger": "blocks", "effects": [pump(1, 1)]}
    each = {"trigger": "blocks a creature", "effects": [pump(1, 1)]}
    attackers = [c("a", 1, 1), c("b", 1, 1)]
    for ability, times in ((once, 1), (each, 2)):
        s = board(attackers, [c("giant", 2, 2, ability, can_block=2)], {"a": "Bob", "b": "Bob"},
                  {"giant": ["a", "b"]})
        r = redzone.resolve(s)
        assert len(fired(r)) == times
        assert pt(r, "giant") == (2 + times, 2 + times)


def test_becomes_blocked_once_and_by_a_creature_once_each_509_3c_d() -> None:
    once = {"trigger": "becomes blocked", "effects": [pump(1, 1)]}
    each = {"trigger": "becomes blocked by a creature",
            "effects": [{"pump": [-1, -1], "to": "that creature"}]}
    r = redzone.resolve(board([c("wurm", 4, 4, once)], [c("x", 1, 3), c("y", 1, 3)],
                              {"wurm": "Bob"}, {"x": "wurm", "y": "wurm"}))
    assert len(fired(r)) == 1 and pt(r, "wurm") == (5, 5)
    r = redzone.resolve(board([c("wurm", 4, 4, each)], [c("x", 1, 3), c("y", 1, 3)],
                              {"wurm": "Bob"}, {"x": "wurm", "y": "wurm"}))
    assert len(fired(r)) == 2 and pt(r, "x") == (0, 2) and pt(r, "y") == (0, 2)


def test_becomes_blocked_by_a_creature_with_a_filter() -> None:
    ability = {"trigger": "becomes blocked by a creature", "filter": {"colors": ["green"]},
               "effects": [{"damage": 2, "to": "that creature"}]}
    r = redzone.resolve(board([c("knight", 2, 2, ability)],
                              [c("elf", 1, 2, colors=["green"]), c("imp", 1, 2, colors=["black"])],
                              {"knight": "Bob"}, {"elf": "knight", "imp": "knight"}))
    assert len(fired(r)) == 1
    assert r.permanents["elf"].zone == Zone.GRAVEYARD  # 2 damage before combat damage


def test_attacks_and_isnt_blocked_509_3g() -> None:
    ability = {"trigger": "attacks and isn't blocked", "effects": [{"lose_life": 2,
                                                                    "player": "defending player"}]}
    free = board([c("rogue", 1, 1, ability)], [c("bear")], {"rogue": "Bob"})
    r = redzone.resolve(free)
    assert fired(r) == [("rogue", "509.3g")]
    assert r.players["Bob"].life == 17
    caught = board([c("rogue", 1, 1, ability)], [c("bear")], {"rogue": "Bob"}, {"bear": "rogue"})
    assert fired(redzone.resolve(caught)) == []


def test_deals_combat_damage_to_a_player_510_3a() -> None:
    ability = {"trigger": "deals combat damage to a player",
               "effects": [{"counters": {"+1/+1": 1}}, {"gain_life": 2, "player": "you"}]}
    r = redzone.resolve(board([c("thief", 2, 2, ability)], [], {"thief": "Bob"}))
    assert fired(r) == [("thief", "510.3a")]
    assert r.players["Alice"].life == 22
    assert r.permanents["thief"].counters == {"+1/+1": 1}


def test_first_strike_damage_triggers_before_regular_damage() -> None:
    """510.3a, 510.4: a trigger on first-strike damage resolves before the regular combat
    damage step; its pump counts there."""
    ability = {"trigger": "deals combat damage to a creature", "effects": [pump(0, 3)]}
    s = board([c("fencer", 1, 1, ability, keywords=["first strike"])], [c("ogre", 3, 3)],
              {"fencer": "Bob"}, {"ogre": "fencer"})
    r = redzone.resolve(s)
    assert pt(r, "fencer") == (1, 4)
    assert r.permanents["fencer"].zone == Zone.BATTLEFIELD


def test_dies_looks_back_in_time_603_10a() -> None:
    ability = {"trigger": "dies", "effects": [{"damage": 1, "player": "each opponent"}]}
    s = board([c("bomb", 1, 1, ability)], [c("ogre", 3, 3)], {"bomb": "Bob"}, {"ogre": "bomb"})
    r = redzone.resolve(s)
    assert fired(r) == [("bomb", "603.6c")]
    assert r.players["Bob"].life == 19


def test_beginning_of_combat_on_your_turn_only_603_2b() -> None:
    ability = {"trigger": "beginning of combat", "effects": [pump(1, 1)]}
    mine = board([c("drill", 1, 1, ability)], [], {"drill": "Bob"})
    r = redzone.resolve(mine)
    assert fired(r) == [("drill", "603.2b")]
    assert r.players["Bob"].life == 18
    theirs = board([c("bear")], [c("drill", 1, 1, ability)], {"bear": "Bob"})
    assert fired(redzone.resolve(theirs)) == []


def test_end_of_combat_trigger_and_until_end_of_combat_511_2() -> None:
    ability = {"trigger": "attacks", "effects": [{"pump": [3, 0], "until": "end of combat"}]}
    r = redzone.resolve(board([c("flash", 1, 1, ability)], [], {"flash": "Bob"}))
    assert r.players["Bob"].life == 16
    assert pt(r, "flash") == (1, 1)  # the effect ended with the combat phase
    assert any(e.type == EventType.EFFECT_ENDS for e in r.events)


# --- intervening "if" (603.4) and targets (603.3d, 608.2b) --------------------------------------

def test_intervening_if_checked_as_it_triggers() -> None:
    ability = {"trigger": "attacks", "if": {"you_control": {"subtypes": ["Elf"]}, "at_least": 2},
               "effects": [pump(2, 2)]}
    one = board([c("chief", 1, 1, ability, subtypes=["Elf"])], [], {"chief": "Bob"})
    assert fired(redzone.resolve(one)) == []
    two = board([c("chief", 1, 1, ability, subtypes=["Elf"]), c("elf", 1, 1, subtypes=["Elf"])],
                [], {"chief": "Bob"})
    assert redzone.resolve(two).players["Bob"].life == 17


def test_intervening_if_checked_again_on_resolution_603_4() -> None:
    """The condition holds as it triggers but not as it resolves (an earlier trigger, ordered
    to resolve first, sacrificed... here: an afflict-like loss drops life below the bar)."""
    drain = {"trigger": "attacks", "effects": [{"lose_life": 5, "player": "you"}]}
    rich = {"trigger": "attacks", "if": {"life_at_least": 20}, "effects": [pump(5, 0)]}
    s = board([c("miser", 1, 1, rich), c("leech", 1, 1, drain)], [],
              {"miser": "Bob", "leech": "Bob"},
              triggers={"Alice": ["leech", "miser"]})
    r = redzone.resolve(s)
    assert r.players["Alice"].life == 15
    assert pt(r, "miser") == (1, 1)
    assert any(e.type == EventType.NO_EFFECT and e.source == "miser" for e in r.events)


def test_target_chosen_from_the_file() -> None:
    ability = {"trigger": "attacks", "effects": [{"pump": [-2, -2], "to": "target creature",
                                                  "target": {"controller": "an opponent"}}]}
    s = board([c("witch", 1, 1, ability)], [c("a", 2, 2), c("b", 2, 2)], {"witch": "Bob"},
              targets={"witch": "b"})
    r = redzone.resolve(s)
    assert r.permanents["b"].zone == Zone.GRAVEYARD
    assert r.permanents["a"].zone == Zone.BATTLEFIELD


def test_an_illegal_target_in_the_file_names_the_field() -> None:
    ability = {"trigger": "attacks", "effects": [{"pump": [-2, -2], "to": "target creature",
                                                  "target": {"controller": "an opponent"}}]}
    s = board([c("witch", 1, 1, ability), c("pal")], [c("a")], {"witch": "Bob"},
              targets={"witch": "pal"})
    with pytest.raises(redzone.ScenarioError, match=r"combat.targets.witch\[0\]"):
        redzone.resolve(s)


def test_a_target_gone_when_it_resolves_does_nothing_608_2b() -> None:
    """Two triggers target the same blocker; the first kills it; the second does nothing."""
    shock = {"trigger": "attacks", "effects": [{"damage": 2, "to": "target creature",
                                                "target": {"controller": "an opponent"}}]}
    s = board([c("a", 1, 1, shock), c("b", 1, 1, shock)], [c("bear")], {"a": "Bob", "b": "Bob"},
              targets={"a": "bear", "b": "bear"})
    r = redzone.resolve(s)
    assert r.permanents["bear"].zone == Zone.GRAVEYARD
    assert sum(1 for e in r.events if e.type == EventType.NO_EFFECT) == 1


def test_triggers_resolve_in_apnap_order_603_3b() -> None:
    """The active player's go on the stack first, so the nonactive player's resolve first."""
    mine = {"trigger": "blocks or becomes blocked", "effects": [pump(2, 2)]}
    theirs = {"trigger": "blocks", "effects": [{"damage": 2, "to": "each creature blocked by it"}]}
    s = board([c("hero", 2, 2, mine)], [c("archer", 1, 3, theirs)], {"hero": "Bob"},
              {"archer": "hero"})
    r = redzone.resolve(s)
    resolved = [e.source for e in r.events if e.type in (EventType.PUMPED, EventType.DAMAGE)
                and e.source in ("hero", "archer")]
    assert resolved == ["archer"]  # hero's pump finds it gone (400.7)
    assert r.permanents["hero"].zone == Zone.GRAVEYARD  # 2 damage to a 2/2 before its pump


# --- static abilities and layers (611.3a, 613) --------------------------------------------------

def test_lord_gives_other_creatures_of_its_type() -> None:
    lord = {"affects": {"subtypes": ["Goblin"], "other": True}, "pump": [1, 1],
            "gains": ["haste"]}
    s = board([c("king", 2, 2, lord, subtypes=["Goblin"]),
               c("gob", 1, 1, subtypes=["Goblin"], summoning_sick=True), c("elf", 1, 1)], [],
              {"gob": "Bob"})
    r = redzone.resolve(s)  # haste lets the summoning-sick goblin attack (302.6)
    assert pt(r, "gob") == (2, 2) and pt(r, "king") == (2, 2) and pt(r, "elf") == (1, 1)
    assert r.players["Bob"].life == 18


def test_a_lord_that_dies_stops_giving_613() -> None:
    """A lord killed in first-strike damage no longer pumps in the regular step."""
    lord = {"affects": {"other": True, "controller": "you"}, "pump": [0, 2]}
    s = board([c("striker", 3, 3, keywords=["first strike"])],
              [c("lord", 1, 1, lord), c("soldier", 3, 1)], {"striker": "Bob"},
              {"lord": "striker", "soldier": "striker"})
    r = redzone.resolve(s)
    assert r.permanents["lord"].zone == Zone.GRAVEYARD
    assert pt(r, "soldier") == (3, 1)


def test_as_long_as_attacking() -> None:
    ability = {"affects": "it", "pump": [2, 0], "as_long_as": "it's attacking"}
    r = redzone.resolve(board([c("charger", 1, 3, ability)], [c("bear")], {"charger": "Bob"},
                              {"bear": "charger"}))
    assert r.permanents["bear"].zone == Zone.GRAVEYARD
    home = board([c("bear")], [c("charger", 1, 3, ability)], {"bear": "Bob"},
                 {"charger": "bear"})
    assert redzone.resolve(home).permanents["bear"].zone == Zone.BATTLEFIELD


def test_a_toughness_lowered_by_attacking_dies_before_damage_704_5f() -> None:
    """"Attacking creatures get -0/-1": the 2/1 attacking becomes 2/0 as attackers are
    declared; state-based actions are checked before a player receives priority in that step
    (117.5, 704.3), so it is put into the graveyard then and deals no combat damage."""
    shrink = {"affects": {"attacking": True}, "pump": [0, -1]}
    r = redzone.resolve(board([c("bear", 2, 1)], [c("wall", 0, 4, shrink)], {"bear": "Bob"}))
    assert [(s.name, e.rule) for s in r.steps for e in s.events
            if e.permanent == "bear" and e.type == EventType.GRAVEYARD] == [
        ("declare attackers", "704.5f")]
    assert r.players["Bob"].life == 20


def test_layer_7c_effects_and_counters_add_up_613_4() -> None:
    """A counter (7c), a lord (7c) and an until-end-of-turn pump (7c) all add."""
    lord = {"affects": {"other": True, "controller": "you"}, "pump": [1, 1]}
    ability = {"trigger": "attacks", "effects": [pump(2, 0)]}
    s = board([c("banner", 0, 1, lord), c("hero", 1, 1, ability, counters={"+1/+1": 1})], [],
              {"hero": "Bob"})
    r = redzone.resolve(s)
    assert pt(r, "hero") == (5, 3)
    assert r.players["Bob"].life == 15


def test_losing_a_keyword_layer_6() -> None:
    s = board([c("bird", 2, 2, keywords=["flying"], loses=["flying"])], [c("bear")],
              {"bird": "Bob"}, {"bear": "bird"})
    assert redzone.check(s) == []


def test_gains_adds_to_the_cards_keywords() -> None:
    s = board([c("bear", 2, 2, keywords=["trample"], gains=["deathtouch"])], [c("ogre", 3, 3)],
              {"bear": "Bob"}, {"ogre": "bear"})
    r = redzone.resolve(s)
    assert r.permanents["ogre"].zone == Zone.GRAVEYARD
    assert r.players["Bob"].life == 19  # deathtouch + trample: 1 is lethal (702.19c)


# --- the starting board (704.3, 704.5) ----------------------------------------------------------

@pytest.mark.parametrize(("perm", "rule"), [
    (c("ghost", 1, 0), "704.5f"),
    (c("hurt", 2, 2, damage=2), "704.5g"),
    ({"id": "jace", "types": ["planeswalker"], "loyalty": 0}, "704.5i"),
])
def test_a_board_state_based_actions_would_change_is_refused(perm: Perm, rule: str) -> None:
    s = board([c("bear")], [perm], {"bear": "Bob"})
    with pytest.raises(redzone.IllegalBoard) as caught:
        redzone.resolve(s)
    assert caught.value.path.endswith(perm["id"]) or perm["id"] in str(caught.value)
    assert rule in str(caught.value)


@pytest.mark.parametrize(("player", "rule"), [({"life": 0}, "704.5a"), ({"poison": 10}, "704.5c")])
def test_a_player_who_has_lost_is_refused(player: dict[str, int], rule: str) -> None:
    s = board([c("bear")], [], {"bear": "Bob"}, players={"Bob": player})
    with pytest.raises(redzone.IllegalBoard, match=rule):
        redzone.resolve(s)


def test_indestructible_with_lethal_damage_is_a_legal_board() -> None:
    s = board([c("golem", 2, 2, damage=5, keywords=["indestructible"])], [], {"golem": "Bob"})
    assert redzone.resolve(s).players["Bob"].life == 18


def test_a_lord_makes_a_zero_toughness_creature_legal() -> None:
    lord = {"affects": {"other": True, "controller": "you"}, "pump": [0, 1]}
    s = board([c("banner", 0, 1, lord), c("shade", 1, 0)], [], {"shade": "Bob"})
    assert redzone.resolve(s).players["Bob"].life == 19


def test_blocks_are_judged_with_the_powers_static_abilities_give_509_1b() -> None:
    """A giant can't be blocked by creatures with power 2 or less; a 2/2 blocker whose lord
    gives it +1/+0 has power 3 as blockers are declared (611.3a), so its block is legal;
    without the lord it isn't. The same for skulk (702.118b), which compares powers."""
    lord = {"affects": {"other": True, "controller": "you"}, "pump": [1, 0]}
    limit = "can't be blocked by creatures with power 2 or less"
    legal = board([c("giant", 5, 5, keywords=[limit])],
                  [c("bear", 2, 2), c("banner", 0, 1, lord)], {"giant": "Bob"},
                  {"bear": "giant"})
    assert redzone.check(legal) == []
    alone = board([c("giant", 5, 5, keywords=[limit])], [c("bear", 2, 2)], {"giant": "Bob"},
                  {"bear": "giant"})
    assert [v.rule for v in redzone.check(alone)] == ["509.1b"]
    with pytest.raises(redzone.IllegalDeclaration):
        redzone.resolve(alone)
    assert redzone.resolve(legal).permanents["giant"].damage == 3
    sneak = board([c("rogue", 2, 2, keywords=["skulk"])],
                  [c("bear", 2, 2), c("banner", 0, 1, lord)], {"rogue": "Bob"},
                  {"bear": "rogue"})
    assert [v.rule for v in redzone.check(sneak)] == ["702.118b"]


def test_plus_and_minus_counters_are_read_as_net_704_5q() -> None:
    s = board([c("bear", 2, 2, counters={"+1/+1": 2, "-1/-1": 1})], [], {"bear": "Bob"})
    r = redzone.resolve(s)
    assert r.permanents["bear"].counters == {"+1/+1": 1}
    assert any(e.rule == "704.5q" for e in r.events)
    assert r.players["Bob"].life == 17


def test_the_cli_refuses_the_starting_board_with_exit_2(tmp_path: Any) -> None:
    path = tmp_path / "dead.yaml"
    path.write_text("players: {Alice: {}, Bob: {}}\nactive: Alice\nbattlefield:\n"
                    "  Alice: [{id: bear, power: 2, toughness: 2}]\n"
                    "  Bob: [{id: ghost, power: 1, toughness: 0}]\n"
                    "combat: {attacks: {bear: Bob}}\n")
    code, _, err = run_cli("resolve", str(path))
    assert code == 2
    assert "ghost" in err and "704.5f" in err
    assert "Traceback" not in err


def test_whenever_you_gain_life_triggers_once_per_life_gain_event_119_10() -> None:
    """Ajani's Pridemate: "Whenever you gain life, put a +1/+1 counter on this creature."
    Two lifelinkers' combat damage gains life twice (702.15b), a 0-power one not at all
    (119.10): two counters."""
    from boards import board, creature

    s = board([{"id": "pridemate", "card": "Ajani's Pridemate"},
               creature("vamp", 2, 2, "lifelink"), creature("bat", 1, 1, "lifelink"),
               creature("wisp", 0, 1, "lifelink")], [],
              {"pridemate": "Bob", "vamp": "Bob", "bat": "Bob", "wisp": "Bob"})
    r = redzone.resolve(s)
    assert r.players["Alice"].life == 23
    assert r.permanents["pridemate"].counters == {"+1/+1": 2}
    assert [e.rule for e in r.events if e.type == EventType.TRIGGERED] == ["119.10"] * 2


def test_base_power_and_toughness_layer_7b_then_7c_613_4() -> None:
    """Gigantomancer: "{1}: Target creature you control has base power and toughness 7/7
    until end of turn." A 1/1 with a +1/+1 counter and an earlier +2/+0 pump: 7b sets 7/7,
    then 7c adds +2/+0 and the counter, whatever the order they began in (613.4): 10/8."""
    plus = {"trigger": "attacks", "effects": [pump(2, 0)]}
    base = {"trigger": "attacks", "effects": [{"base": [7, 7]}]}
    s = board([c("elf", 1, 1, plus, base, counters={"+1/+1": 1})], [], {"elf": "Bob"})
    r = redzone.resolve(s)
    assert pt(r, "elf") == (10, 8)
    assert r.players["Bob"].life == 10


def test_the_latest_base_wins_613_7() -> None:
    first = {"trigger": "attacks", "effects": [{"base": [5, 5]}]}
    second = {"trigger": "attacks", "effects": [{"base": [1, 1]}]}
    s = board([c("elf", 3, 3, first, second)], [], {"elf": "Bob"})
    assert pt(redzone.resolve(s), "elf") == (1, 1)


@pytest.mark.parametrize(("effects", "after"), [
    ([pump(0, 1), {"switch": True}], (4, 1)),
    ([pump(0, 1), {"switch": True}, pump(5, 0)], (4, 6)),
    ([pump(0, 1), {"switch": True}, {"switch": True}], (1, 4))])
def test_switching_power_and_toughness_layer_7d_613_4d(
        effects: list[dict[str, Any]], after: tuple[int, int]) -> None:
    """613.4d's examples: a 1/3 given +0/+1, then switched, is 4/1; a later +5/+0 applies
    before the switch (7c), 4/6; a second switch cancels the first, 1/4. It deals damage
    with its switched power."""
    s = board([c("crab", 1, 3, {"trigger": "attacks", "effects": effects})], [],
              {"crab": "Bob"})
    r = redzone.resolve(s)
    assert pt(r, "crab") == after
    assert r.players["Bob"].life == 20 - after[0]


def test_a_switch_applies_after_counters_613_4d() -> None:
    """A 1/3 with a +1/+1 counter is 2/4; switched, 4/2 (the counters are 7c)."""
    switch = {"trigger": "attacks", "effects": [{"switch": True}]}
    s = board([c("crab", 1, 3, switch, counters={"+1/+1": 1})], [], {"crab": "Bob"})
    assert pt(redzone.resolve(s), "crab") == (4, 2)


@pytest.mark.parametrize(("activated", "survivors"), [(False, {"amoeba", "bear"}),
                                                      (True, set())])
def test_a_switched_blocker_deals_and_is_dealt_lethal_damage_by_its_switched_values(
        activated: bool, survivors: set[str]) -> None:
    """Aquamoeba-like: "{1}: Switch this creature's power and toughness until end of turn."
    A 1/3 blocking a 2/2 bear: unswitched it deals 1 and survives 2; switched (3/1) it deals
    3, killing the bear, and 2 damage is lethal to it (704.5g)."""
    switch = {"cost": "{1}", "effects": [{"switch": True}]}
    activate = ([{"source": "amoeba", "step": "declare blockers"}] if activated else [])
    s = board([c("bear")], [c("amoeba", 1, 3, switch)], {"bear": "Bob"}, {"amoeba": "bear"},
              activate=activate)
    r = redzone.resolve(s)
    alive = {p for p in ("amoeba", "bear") if r.permanents[p].zone == Zone.BATTLEFIELD}
    assert alive == survivors
    if activated:
        assert any(e.type == EventType.PUMPED and e.note == "power and toughness switched "
                   "until end of turn" for e in r.events)


GODHEAD = {"affects": {"other": True}, "base": [1, 1]}


@pytest.mark.parametrize(("later", "after"), [(False, (2, 2)), (True, (6, 6))])
def test_a_static_base_power_and_toughness_613_4b_613_7(later: bool,
                                                       after: tuple[int, int]) -> None:
    """Godhead of Awe: "Other creatures have base power and toughness 1/1." A 3/3 ogre with
    a +1/+1 counter is 2/2 (7b, then the counter in 7c); an effect that sets its base 5/5 as
    it attacks has a later timestamp and wins (613.7): 6/6. Godhead itself keeps its 4/4."""
    grow = {"trigger": "attacks", "effects": [{"base": [5, 5]}]}
    s = board([c("godhead", 4, 4, GODHEAD), c("ogre", 3, 3, *([grow] if later else []),
                                             counters={"+1/+1": 1})], [], {"ogre": "Bob"})
    r = redzone.resolve(s)
    assert pt(r, "ogre") == after and pt(r, "godhead") == (4, 4)
    assert r.players["Bob"].life == 20 - after[0]


def test_a_static_base_of_its_own_as_long_as_613_4b() -> None:
    """Snowmelt Stag: "During your turn, this creature has base power and toughness 5/2." It
    attacks as a 5/2, and dies to the 2/2 that blocks it."""
    stag = c("stag", 2, 5, {"affects": "it", "base": [5, 2], "as_long_as": "it's your turn"})
    s = board([stag], [c("bear")], {"stag": "Bob"}, {"bear": "stag"})
    r = redzone.resolve(s)
    assert r.permanents["stag"].zone == Zone.GRAVEYARD
    assert r.permanents["bear"].zone == Zone.GRAVEYARD


def test_a_static_creature_type_is_seen_by_a_lord_613_1d_613_8a() -> None:
    """Veteran Adventurer: "This creature is also a Cleric, Rogue, Warrior, and Wizard." A
    Wizard lord ("Other Wizards get +1/+1") applies to it: layer 4 comes first, and the lord,
    which asks for a creature type, applies after what adds them (613.8a). Kudo ("Other
    creatures have base power and toughness 2/2 and are Bears in addition to their other
    types") and a Bear lord make a 5/5 a 3/3."""
    adventurer = c("adventurer", 1, 1, {"affects": "it",
                                        "also_subtypes": ["Cleric", "Rogue", "Warrior",
                                                          "Wizard"]})
    lord = c("lord", 1, 1, {"affects": {"subtypes": ["Wizard"], "other": True},
                            "pump": [1, 1]})
    s = board([lord, adventurer], [], {"adventurer": "Bob"})
    assert pt(redzone.resolve(s), "adventurer") == (2, 2)
    kudo = c("kudo", 2, 2, {"affects": {"other": True}, "base": [2, 2],
                            "also_subtypes": ["Bear"]})
    bears = c("bears", 0, 1, {"affects": {"subtypes": ["Bear"], "other": True,
                                          "controller": "you"}, "pump": [1, 1]})
    s = board([kudo, bears, c("ogre", 5, 5)], [], {"ogre": "Bob"})
    assert pt(redzone.resolve(s), "ogre") == (3, 3)


def test_the_creature_type_of_your_choice_608_2d() -> None:
    """Mistform Dreamer: "{1}: This creature becomes the creature type of your choice until
    end of turn." Made a Goblin before blocks, the Goblin lord's +1/+1 applies; the file
    names the type (the activation's `choices`): an activation without one is refused."""
    mistform = c("mistform", 2, 1, {"cost": "{1}", "effects": [{"type_choice": True}]},
                 subtypes=["Illusion"])

    def fight(**given: Any) -> redzone.Result:
        return redzone.resolve(board([c("lord", 1, 1, GOBLIN_LORD), mistform], [],
                                     {"mistform": "Bob"},
                                     activate=[{"source": "mistform",
                                                "step": "declare attackers", **given}]))

    assert pt(fight(choices=["Goblin"]), "mistform") == (3, 2)
    assert pt(fight(choices=["Elf"]), "mistform") == (2, 1)
    with pytest.raises(redzone.ScenarioError) as err:
        fight()
    assert err.value.path == "combat.activate[0].choices"


HONOR = {"affects": {"colors": ["white"], "controller": "you"}, "pump": [1, 1]}


@pytest.mark.parametrize(("effects", "after"), [
    ([], (2, 2)), ([{"colors": ["white"]}], (3, 3)),
    ([{"colors": ["white"]}, {"colors": ["red"]}], (2, 2))])
def test_a_color_change_in_layer_5_before_a_lords_7c_613_5(
        effects: list[dict[str, Any]], after: tuple[int, int]) -> None:
    """613.5's example: Honor of the Pure ("White creatures you control get +1/+1") and a 2/2
    black creature. Turned white (layer 5) it gets +1/+1 (7c): 3/3; turned red later, the
    latest color change wins (613.7) and Honor no longer applies: 2/2."""
    turn = {"trigger": "attacks", "effects": effects} if effects else None
    s = board([c("honor", 0, 1, HONOR), c("knight", 2, 2, *([turn] if turn else []),
                                          colors=["black"])], [], {"knight": "Bob"})
    r = redzone.resolve(s)
    assert pt(r, "knight") == after
    assert r.players["Bob"].life == 20 - after[0]


@pytest.mark.parametrize("activated", [False, True])
def test_a_blocker_made_colorless_may_block_what_has_protection_from_its_color(
        activated: bool) -> None:
    """Ancient Kavu-like: "{2}: This creature becomes colorless until end of turn." A red
    blocker can't block a knight with protection from red (702.16f); made colorless after
    attackers are declared, it can, and its damage isn't prevented."""
    kavu = c("kavu", 3, 3, {"cost": "{2}", "effects": [{"colors": []}]}, colors=["red"])
    s = board([c("knight", 2, 2, keywords=["protection from red"])], [kavu], {"knight": "Bob"},
              {"kavu": "knight"},
              activate=[{"source": "kavu", "step": "declare attackers"}] if activated else [])
    if not activated:
        with pytest.raises(redzone.IllegalDeclaration, match="protection from red"):
            redzone.resolve(s)
        return
    r = redzone.resolve(s)
    assert r.permanents["knight"].zone == Zone.GRAVEYARD
    assert any(e.type == EventType.PUMPED and e.note == "colorless until end of turn"
               for e in r.events)


@pytest.mark.parametrize(("choices", "after"), [([], (3, 3)), (["red"], (2, 2))])
def test_the_color_of_your_choice_608_2d(choices: list[str], after: tuple[int, int]) -> None:
    """Blind Seer-like: "{1}{U}: Target creature becomes the color of your choice until end
    of turn." Without `choices` the first option, white: Honor of the Pure's +1/+1 applies;
    chosen red, it doesn't."""
    seer = {"cost": "{1}{U}", "effects": [{"color_one_of": ["white", "blue", "black", "red",
                                                            "green"],
                                           "to": "target creature"}]}
    s = board([c("honor", 0, 1, HONOR, seer), c("knight", 2, 2, colors=["black"])], [],
              {"knight": "Bob"},
              activate=[{"source": "honor", "step": "declare attackers", "target": "knight",
                         "choices": choices}])
    assert pt(redzone.resolve(s), "knight") == after


GOBLIN_LORD = {"affects": {"subtypes": ["Goblin"], "other": True}, "pump": [1, 1]}


@pytest.mark.parametrize(("effect", "after"), [
    ({"subtypes": ["Goblin"]}, (3, 3)), ({"also_subtypes": ["Goblin"]}, (3, 3)),
    ({"subtypes": ["Frog"]}, (2, 2))])
def test_a_creature_type_change_in_layer_4_613_1d(effect: dict[str, Any],
                                                  after: tuple[int, int]) -> None:
    """A Goblin lord ("Other Goblins get +1/+1"): an Elf that becomes a Goblin, or a Goblin
    too (205.1b), as it attacks gets +1/+1; one that becomes a Frog loses its other creature
    types (205.1a): a Goblin Elf made a Frog gets nothing."""
    turn = {"trigger": "attacks", "effects": [effect]}
    s = board([c("lord", 1, 1, GOBLIN_LORD),
               c("elf", 2, 2, turn, subtypes=["Goblin", "Elf"] if "Frog" in str(effect)
                 else ["Elf"])], [], {"elf": "Bob"})
    assert pt(redzone.resolve(s), "elf") == after


def test_a_switch_after_damage_makes_it_lethal_704_5g() -> None:
    """A 1/3 blocker dealt 2 first-strike damage survives; switched then (3/1) its 2 damage
    is lethal: it dies before the regular combat damage step and deals none (704.5g)."""
    switch = {"cost": "{1}", "effects": [{"switch": True}]}
    s = board([c("knight", 2, 2, keywords=["first strike"])], [c("amoeba", 1, 3, switch)],
              {"knight": "Bob"}, {"amoeba": "knight"},
              activate=[{"source": "amoeba", "step": "first-strike combat damage"}])
    r = redzone.resolve(s)
    assert r.permanents["amoeba"].zone == Zone.GRAVEYARD
    assert r.permanents["knight"].zone == Zone.BATTLEFIELD and r.permanents["knight"].damage == 0


TOUGHNESS_DAMAGE = "assigns combat damage equal to its toughness rather than its power"


def test_doran_each_creature_assigns_combat_damage_by_its_toughness_510_1a() -> None:
    """Doran, the Siege Tower (0/5): "Each creature assigns combat damage equal to its
    toughness rather than its power." Its unblocked 1/4 wall deals 4; the 3/1 that blocks
    Doran deals 1 to it, Doran 5 to the blocker."""
    doran = c("doran", 0, 5, {"affects": {}, "gains": [TOUGHNESS_DAMAGE]})
    s = board([doran, c("wall", 1, 4)], [c("ogre", 3, 1)],
              {"doran": "Bob", "wall": "Bob"}, {"ogre": "doran"})
    r = redzone.resolve(s)
    assert r.players["Bob"].life == 16
    assert r.permanents["doran"].damage == 1
    assert r.permanents["ogre"].zone == Zone.GRAVEYARD


def test_with_toughness_greater_than_its_power_asks_the_values_now() -> None:
    """Ancient Lumberknot: "Each creature you control with toughness greater than its power
    assigns combat damage equal to its toughness rather than its power." A 1/3 deals 3, a
    3/1 its power 3, a 2/2 its 2; a 1/1 pumped +0/+2 as it attacks (1/3) deals 3."""
    knot = c("knot", 1, 1, {"affects": {"controller": "you", "toughness_over_power": True},
                            "gains": [TOUGHNESS_DAMAGE]})
    grow = {"trigger": "attacks", "effects": [pump(0, 2)]}
    s = board([knot, c("a", 1, 3), c("b", 3, 1), c("d", 2, 2), c("e", 1, 1, grow)], [],
              {"a": "Bob", "b": "Bob", "d": "Bob", "e": "Bob"})
    assert redzone.resolve(s).players["Bob"].life == 20 - 3 - 3 - 2 - 3


def test_an_activated_toughness_damage_until_end_of_turn() -> None:
    """Plagon, Lord of the Beach: "{W/U}: Target creature you control assigns combat damage
    equal to its toughness rather than its power this turn." A 0/4 activated after blocks
    deals 4 to the 3/3 it blocks."""
    plagon = {"cost": "{W/U}", "effects": [{"gains": [TOUGHNESS_DAMAGE], "to": "target creature",
                                            "target": {"controller": "you"}}]}
    s = board([c("bear", 3, 3)], [c("wall", 0, 4, plagon)], {"bear": "Bob"}, {"wall": "bear"},
              activate=[{"source": "wall", "step": "declare blockers", "target": "wall"}])
    r = redzone.resolve(s)
    assert r.permanents["bear"].zone == Zone.GRAVEYARD
    assert r.permanents["wall"].damage == 3


LOSE_FLYING = {"trigger": "attacks", "effects": [{"loses": ["flying"]}]}
GAIN_FLYING = {"trigger": "attacks", "effects": [{"gains": ["flying"]}]}


@pytest.mark.parametrize(("abilities", "blockable"), [
    ([LOSE_FLYING], True), ([LOSE_FLYING, GAIN_FLYING], False),
    ([GAIN_FLYING, LOSE_FLYING], True)])
def test_losing_a_keyword_in_timestamp_order_613_1f_613_7(
        abilities: list[dict[str, Any]], blockable: bool) -> None:
    """Layer 6 in timestamp order: a bird that loses flying as it attacks can be blocked by a
    bear; one that loses it and then gains it again can't; one that gains it first and then
    loses it (every instance) can."""
    s = board([c("bird", 2, 2, *abilities, keywords=["flying"])], [c("bear")],
              {"bird": "Bob"}, {"bear": "bird"})
    if blockable:
        assert redzone.resolve(s).permanents["bird"].zone == Zone.GRAVEYARD
    else:
        with pytest.raises(redzone.IllegalDeclaration, match="flying"):
            redzone.resolve(s)


def test_an_activated_loss_before_blocks() -> None:
    """Adarkar Windform: "{1}{S}: Target creature loses flying until end of turn." Bob
    activates it after attackers are declared; his bear may block the bird."""
    windform = {"id": "windform", "card": "Adarkar Windform"}
    s = board([c("bird", 2, 2, keywords=["flying"])], [windform, c("bear")], {"bird": "Bob"},
              {"bear": "bird"}, activate=[{"source": "windform", "step": "declare attackers",
                                           "target": "bird"}])
    r = redzone.resolve(s)
    assert r.permanents["bird"].zone == Zone.GRAVEYARD
    assert any(e.type == EventType.PUMPED and e.note == "loses flying until end of turn"
               for e in r.events)


@pytest.mark.parametrize(("artifacts", "legal"), [(0, False), (1, True)])
def test_cant_attack_unless_a_negated_condition(artifacts: int, legal: bool) -> None:
    """Mouser Mark III-like: "This creature can't attack unless you control another artifact"
    is "can't attack" as long as (`not`) you control another artifact (611.3a, 508.1c)."""
    unless = {"affects": "it", "gains": ["can't attack"],
              "as_long_as": {"not": {"you_control": {"types": ["artifact"], "other": True}}}}
    thopters = [c(f"thopter{n}", 1, 1, types=["artifact", "creature"])
                for n in range(artifacts)]
    s = board([c("mouser", 3, 3, unless), *thopters], [], {"mouser": "Bob"})
    if legal:
        assert redzone.resolve(s).players["Bob"].life == 17
    else:
        with pytest.raises(redzone.IllegalDeclaration, match="can't attack"):
            redzone.resolve(s)


def test_an_opponent_s_life_at_most_is_read_as_it_changes() -> None:
    """Ruthless Cullblade, "gets +2/+1 as long as an opponent has 10 or less life", attacks Bob
    beside a 1/1 first striker: at 11 life the first strike damage brings Bob to 10 and the
    Cullblade deals 4 in the second step (510.4); at 12 it deals 2; its controller's own life
    doesn't count."""
    def bob_after(bob: int, alice: int = 20) -> int:
        blade = c("blade", 2, 1, {"affects": "it", "pump": [2, 1],
                                  "as_long_as": {"opponent_life_at_most": 10}})
        striker = {"id": "striker", "power": 1, "toughness": 1, "keywords": ["first strike"]}
        r = redzone.resolve(board([blade, striker], [], {"blade": "Bob", "striker": "Bob"},
                                  players={"Bob": {"life": bob}, "Alice": {"life": alice}}))
        return r.players["Bob"].life

    assert bob_after(11) == 11 - 1 - 4
    assert bob_after(12) == 12 - 1 - 2
    assert bob_after(12, alice=5) == 12 - 1 - 2
