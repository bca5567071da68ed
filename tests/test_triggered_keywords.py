"""The triggered keywords of the spec's table (702), each from a board built on its CR wording:
what triggers it, what it does, and that multiple instances trigger separately.

Each test quotes the rule it checks; the board is the smallest that tells a right engine from a
wrong one.
"""

from __future__ import annotations

import pytest

import redzone
from boards import board, creature
from redzone import EventType, Zone

c = creature


def pt(result: redzone.Result, pid: str) -> tuple[int | None, int | None]:
    state = result.permanents[pid]
    return state.power, state.toughness


def triggers(result: redzone.Result, label: str) -> list[redzone.Event]:
    return [e for e in result.events if e.type == EventType.TRIGGERED
            and (e.note or "").startswith(label)]


# 702.83a "Whenever a creature you control attacks alone, that creature gets +1/+1 until end
# of turn for each instance of exalted among permanents you control."


def test_exalted_counts_every_instance_among_your_permanents() -> None:
    s = board([c("knight", 2, 2, "exalted", "exalted"), c("squire", 1, 1, "exalted",
                                                          tapped=True)],
              [c("bear")], {"knight": "Bob"}, {"bear": "knight"})
    r = redzone.resolve(s)
    assert len(triggers(r, "exalted")) == 3
    assert all(e.rule == "702.83a" for e in triggers(r, "exalted"))
    assert pt(r, "knight") == (5, 5)
    assert r.permanents["knight"].zone == Zone.BATTLEFIELD
    assert r.permanents["bear"].zone == Zone.GRAVEYARD


def test_exalted_needs_a_creature_attacking_alone() -> None:
    """702.83b: "attacks alone" means it's the only creature declared as an attacker."""
    s = board([c("knight", 2, 2, "exalted"), c("page", 1, 1)], [],
              {"knight": "Bob", "page": "Bob"})
    r = redzone.resolve(s)
    assert triggers(r, "exalted") == []
    assert r.players["Bob"].life == 17


def test_exalted_of_an_opponent_does_nothing_for_you() -> None:
    s = board([c("knight")], [c("hermit", 1, 1, "exalted")], {"knight": "Bob"})
    r = redzone.resolve(s)
    assert triggers(r, "exalted") == []
    assert r.players["Bob"].life == 18


# 702.25a "Whenever this creature becomes blocked by a creature without flanking, the blocking
# creature gets -1/-1 until end of turn."


def test_flanking_shrinks_each_blocker_without_flanking() -> None:
    s = board([c("rider", 2, 2, "flanking")], [c("pike", 2, 2), c("page", 1, 1)],
              {"rider": "Bob"}, {"pike": "rider", "page": "rider"})
    r = redzone.resolve(s)
    assert sorted(e.permanent or "" for e in triggers(r, "flanking")) == ["page", "pike"]
    # page is 0/0 before damage (704.5f); pike is 1/1 and deals 1; rider's 2 kills pike.
    assert r.permanents["page"].zone == Zone.GRAVEYARD
    assert r.permanents["pike"].zone == Zone.GRAVEYARD
    assert r.permanents["rider"].damage == 1
    assert r.permanents["rider"].zone == Zone.BATTLEFIELD


def test_flanking_ignores_a_blocker_with_flanking() -> None:
    s = board([c("rider", 2, 2, "flanking")], [c("lancer", 2, 2, "flanking")],
              {"rider": "Bob"}, {"lancer": "rider"})
    r = redzone.resolve(s)
    assert triggers(r, "flanking") == []
    assert r.permanents["rider"].zone == Zone.GRAVEYARD


def test_flanking_instances_trigger_separately() -> None:
    """702.25b."""
    s = board([c("rider", 1, 1, "flanking", "flanking")], [c("wall", 0, 2)],
              {"rider": "Bob"}, {"wall": "rider"})
    r = redzone.resolve(s)
    assert len(triggers(r, "flanking")) == 2
    assert r.permanents["wall"].zone == Zone.GRAVEYARD  # 0/2 -2/-2: toughness 0 (704.5f)


# 702.45a "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn."


@pytest.mark.parametrize("side", ["attacker", "blocker"])
def test_bushido_on_blocking_and_on_becoming_blocked(side: str) -> None:
    samurai = c("samurai", 2, 2, "bushido 2")
    bear = c("bear", 3, 3)
    if side == "attacker":
        s = board([samurai], [bear], {"samurai": "Bob"}, {"bear": "samurai"})
    else:
        s = board([bear], [samurai], {"bear": "Bob"}, {"samurai": "bear"})
    r = redzone.resolve(s)
    assert [e.rule for e in triggers(r, "bushido")] == ["702.45a"]
    assert pt(r, "samurai") == (4, 4)
    assert r.permanents["samurai"].zone == Zone.BATTLEFIELD
    assert r.permanents["bear"].zone == Zone.GRAVEYARD


def test_bushido_does_not_trigger_unblocked() -> None:
    r = redzone.resolve(board([c("samurai", 2, 2, "bushido 1")], [], {"samurai": "Bob"}))
    assert triggers(r, "bushido") == []
    assert r.players["Bob"].life == 18


# 702.23a "Whenever this creature becomes blocked, it gets +N/+N until end of turn for each
# creature blocking it beyond the first." 702.23b: counted once, as it resolves.


def test_rampage_counts_blockers_beyond_the_first() -> None:
    s = board([c("beast", 3, 3, "rampage 2")], [c("a", 1, 1), c("b", 1, 1), c("d", 1, 1)],
              {"beast": "Bob"}, {"a": "beast", "b": "beast", "d": "beast"})
    r = redzone.resolve(s)
    assert [e.rule for e in triggers(r, "rampage")] == ["702.23a"]
    assert pt(r, "beast") == (7, 7)


def test_rampage_with_one_blocker_gives_nothing() -> None:
    s = board([c("beast", 3, 3, "rampage 2")], [c("a", 1, 1)], {"beast": "Bob"},
              {"a": "beast"})
    assert pt(redzone.resolve(s), "beast") == (3, 3)


# 702.91a "Whenever this creature attacks, each other attacking creature gets +1/+0 until end
# of turn."


def test_battle_cry_pumps_each_other_attacker() -> None:
    s = board([c("chief", 2, 2, "battle cry"), c("a", 1, 1), c("b", 1, 1), c("home", 1, 1)],
              [], {"chief": "Bob", "a": "Bob", "b": "Bob"})
    r = redzone.resolve(s)
    assert pt(r, "chief") == (2, 2)
    assert pt(r, "a") == (2, 1) and pt(r, "b") == (2, 1)
    assert pt(r, "home") == (1, 1)
    assert r.players["Bob"].life == 14


# 702.130a "Whenever this creature becomes blocked, defending player loses N life."


def test_afflict_makes_the_defending_player_lose_life() -> None:
    s = board([c("horror", 3, 1, "afflict 2")], [c("wall", 0, 5)], {"horror": "Bob"},
              {"wall": "horror"})
    r = redzone.resolve(s)
    assert r.players["Bob"].life == 18
    assert any(e.type == EventType.LIFE_LOSS and e.rule == "702.130a" for e in r.events)


def test_afflict_unblocked_does_not_trigger() -> None:
    r = redzone.resolve(board([c("horror", 3, 1, "afflict 2")], [], {"horror": "Bob"}))
    assert r.players["Bob"].life == 17


# 702.121a "Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent
# you attacked with a creature this combat."


def test_melee_counts_the_opponents_attacked() -> None:
    s = board([c("brawler", 2, 2, "melee"), c("b", 1, 1)], [], {"brawler": "Bob", "b": "Carol"},
              carol=[])
    r = redzone.resolve(s)
    assert pt(r, "brawler") == (4, 4)
    assert r.players["Bob"].life == 16


def test_melee_against_one_opponent() -> None:
    r = redzone.resolve(board([c("brawler", 2, 2, "melee", "melee")], [], {"brawler": "Bob"}))
    assert pt(r, "brawler") == (4, 4)  # two instances, one opponent each (702.121b)


# 702.134a "Whenever this creature attacks, put a +1/+1 counter on target attacking creature
# with power less than this creature's power."


def test_mentor_targets_the_choice_in_the_file() -> None:
    s = board([c("mentor1", 3, 3, "mentor"), c("pupil", 1, 1), c("kid", 2, 1)], [],
              {"mentor1": "Bob", "pupil": "Bob", "kid": "Bob"}, mentor={"mentor1": "pupil"})
    r = redzone.resolve(s)
    assert r.permanents["pupil"].counters == {"+1/+1": 1}
    assert r.permanents["kid"].counters == {}
    assert pt(r, "pupil") == (2, 2)


def test_mentor_default_is_the_strongest_lesser_attacker() -> None:
    s = board([c("mentor1", 3, 3, "mentor"), c("pupil", 1, 1), c("kid", 2, 1)], [],
              {"mentor1": "Bob", "pupil": "Bob", "kid": "Bob"})
    r = redzone.resolve(s)
    assert r.permanents["kid"].counters == {"+1/+1": 1}


def test_mentor_cannot_target_an_equal_power() -> None:
    s = board([c("mentor1", 2, 2, "mentor"), c("twin", 2, 2)], [],
              {"mentor1": "Bob", "twin": "Bob"}, mentor={"mentor1": "twin"})
    with pytest.raises(redzone.ScenarioError, match=r"combat\.mentor\.mentor1"):
        redzone.resolve(s)


def test_mentor_without_a_lesser_attacker_does_nothing() -> None:
    r = redzone.resolve(board([c("mentor1", 2, 2, "mentor")], [], {"mentor1": "Bob"}))
    assert any(e.type == EventType.NO_EFFECT for e in r.events)
    assert r.players["Bob"].life == 18


# 702.149a "Whenever this creature and at least one other creature with power greater than this
# creature's power attack, put a +1/+1 counter on this creature."


def test_training_with_a_greater_attacker() -> None:
    s = board([c("cadet", 1, 1, "training"), c("giant", 4, 4)], [],
              {"cadet": "Bob", "giant": "Bob"})
    r = redzone.resolve(s)
    assert r.permanents["cadet"].counters == {"+1/+1": 1}
    assert r.players["Bob"].life == 14


def test_training_alongside_an_equal_does_not_trigger() -> None:
    s = board([c("cadet", 2, 2, "training"), c("peer", 2, 2)], [],
              {"cadet": "Bob", "peer": "Bob"})
    r = redzone.resolve(s)
    assert triggers(r, "training") == []
    assert r.permanents["cadet"].counters == {}


# 702.68a "Whenever this creature attacks and isn't blocked, it gets +N/+0 until end of turn."


def test_frenzy_unblocked() -> None:
    r = redzone.resolve(board([c("rager", 2, 2, "frenzy 2")], [c("bear")], {"rager": "Bob"}))
    assert pt(r, "rager") == (4, 2)
    assert r.players["Bob"].life == 16


def test_frenzy_blocked_does_not_trigger() -> None:
    s = board([c("rager", 2, 2, "frenzy 2")], [c("bear", 2, 3)], {"rager": "Bob"},
              {"bear": "rager"})
    r = redzone.resolve(s)
    assert triggers(r, "frenzy") == []
    assert r.permanents["bear"].zone == Zone.BATTLEFIELD


# 702.105a "Whenever this creature attacks the player with the most life or tied for most
# life, put a +1/+1 counter on this creature."


@pytest.mark.parametrize(("bob", "carol", "counters"), [(20, 20, 1), (25, 20, 1), (20, 25, 0)])
def test_dethrone_attacking_the_most_life(bob: int, carol: int, counters: int) -> None:
    s = board([c("usurper", 2, 2, "dethrone")], [], {"usurper": "Bob"}, carol=[],
              players={"Bob": {"life": bob}, "Carol": {"life": carol}})
    r = redzone.resolve(s)
    assert r.permanents["usurper"].counters.get("+1/+1", 0) == counters
    assert r.players["Bob"].life == bob - 2 - counters


def test_dethrone_counts_the_attacker_too() -> None:
    """The attacking player is among the players compared: Alice at 30 is the most."""
    s = board([c("usurper", 2, 2, "dethrone")], [], {"usurper": "Bob"},
              players={"Alice": {"life": 30}})
    r = redzone.resolve(s)
    assert r.permanents["usurper"].counters == {}


# 702.39a "Whenever this creature attacks, you may choose to have target creature defending
# player controls block this creature this combat if able. If you do, untap that creature."


def test_provoke_untaps_its_target_and_makes_it_block() -> None:
    s = board([c("taunter", 3, 3, "provoke")], [c("guard", 2, 2, tapped=True)],
              {"taunter": "Bob"}, {"guard": "taunter"}, provoke={"taunter": "guard"})
    r = redzone.resolve(s)
    assert any(e.type == EventType.UNTAPPED and e.permanent == "guard" for e in r.events)
    assert r.permanents["guard"].zone == Zone.GRAVEYARD


def test_provoke_requirement_is_checked_in_the_declaration() -> None:
    """509.1c: the provoked creature could block the provoker, so not blocking is illegal."""
    s = board([c("taunter", 3, 3, "provoke")], [c("guard"), c("other")],
              {"taunter": "Bob"}, {"other": "taunter"}, provoke={"taunter": "guard"})
    found = redzone.check(s)
    assert [(v.rule, v.subject) for v in found] == [("509.1c", "guard")]
    with pytest.raises(redzone.IllegalDeclaration):
        redzone.resolve(s)


def test_provoke_without_a_choice_provokes_nothing() -> None:
    """It's "you may": without `combat.provoke` nothing is targeted and no block is forced."""
    s = board([c("taunter", 3, 3, "provoke")], [c("guard")], {"taunter": "Bob"})
    assert redzone.check(s) == []
    assert redzone.resolve(s).players["Bob"].life == 17


def test_provoke_and_menace_the_requirement_cannot_be_obeyed_alone() -> None:
    """509.1c: a provoked creature alone can't block a creature with menace (702.111b), so
    blocking with nothing obeys as many requirements as possible; adding a second blocker
    obeys it, and is legal too."""
    attacker = c("taunter", 3, 3, "provoke", "menace")
    none = board([attacker], [c("guard"), c("other")], {"taunter": "Bob"},
                 provoke={"taunter": "guard"})
    assert redzone.check(none) != []  # both could block it together: that obeys more
    both = board([attacker], [c("guard"), c("other")], {"taunter": "Bob"},
                 {"guard": "taunter", "other": "taunter"}, provoke={"taunter": "guard"})
    assert redzone.check(both) == []
    alone = board([attacker], [c("guard")], {"taunter": "Bob"}, provoke={"taunter": "guard"})
    assert redzone.check(alone) == []


def test_provoke_targets_only_the_defending_players_creatures() -> None:
    s = board([c("taunter", 3, 3, "provoke"), c("pal")], [c("guard")], {"taunter": "Bob"},
              provoke={"taunter": "pal"})
    with pytest.raises(redzone.ScenarioError, match=r"combat\.provoke\.taunter"):
        redzone.resolve(s)


# 702.70a "Whenever this creature deals combat damage to a player, that player gets N poison
# counters."


def test_poisonous_gives_poison_counters() -> None:
    r = redzone.resolve(board([c("snake", 1, 1, "poisonous 2")], [], {"snake": "Bob"}))
    assert r.players["Bob"].poison == 2
    assert r.players["Bob"].life == 19


def test_poisonous_blocked_gives_none() -> None:
    s = board([c("snake", 1, 1, "poisonous 2")], [c("bear")], {"snake": "Bob"},
              {"bear": "snake"})
    assert redzone.resolve(s).players["Bob"].poison == 0


def test_poisonous_ten_counters_lose_the_game() -> None:
    s = board([c("snake", 1, 1, "poisonous 3")], [], {"snake": "Bob"},
              players={"Bob": {"poison": 7}})
    r = redzone.resolve(s)
    assert r.players["Bob"].poison == 10 and r.players["Bob"].lost  # 704.5c


# 702.112a "When this creature deals combat damage to a player, if it isn't renowned, put N
# +1/+1 counters on it and it becomes renowned." 702.112c: the second instance does nothing.


def test_renown_once() -> None:
    r = redzone.resolve(board([c("hero", 2, 2, "renown 1", "renown 2")], [], {"hero": "Bob"}))
    assert len(triggers(r, "renown")) == 2
    assert r.permanents["hero"].counters == {"+1/+1": 1}
    assert sum(1 for e in r.events if e.type == EventType.RENOWNED) == 1
    assert r.players["Bob"].life == 18


# 702.93a "When this permanent is put into a graveyard from the battlefield, if it had no
# +1/+1 counters on it, return it to the battlefield under its owner's control with a +1/+1
# counter on it."


def test_undying_returns_with_a_counter() -> None:
    s = board([c("ghoul", 2, 2, "undying")], [c("ogre", 3, 3)], {"ghoul": "Bob"},
              {"ogre": "ghoul"})
    r = redzone.resolve(s)
    ghoul = r.permanents["ghoul"]
    assert ghoul.zone == Zone.BATTLEFIELD
    assert ghoul.counters == {"+1/+1": 1}
    assert ghoul.damage == 0 and not ghoul.tapped  # a new object (400.7)
    assert pt(r, "ghoul") == (3, 3)
    assert any(e.type == EventType.RETURNS and e.permanent == "ghoul" for e in r.events)


def test_undying_returns_without_the_effects_on_the_creature_that_died() -> None:
    """400.7: the creature that returns is a new object; its bushido pump (611.2c: locked
    to the object it affected) doesn't apply to it: a 2/2 with a counter is a 3/3."""
    s = board([c("ogre", 3, 3)], [c("samurai", 2, 2, "bushido 1", "undying")], {"ogre": "Bob"},
              {"samurai": "ogre"})
    r = redzone.resolve(s)
    assert r.permanents["samurai"].zone == Zone.BATTLEFIELD
    assert pt(r, "samurai") == (3, 3)


def test_undying_with_a_counter_stays_dead() -> None:
    s = board([c("ghoul", 2, 2, "undying", counters={"+1/+1": 1})], [c("ogre", 4, 4)],
              {"ghoul": "Bob"}, {"ogre": "ghoul"})
    r = redzone.resolve(s)
    assert r.permanents["ghoul"].zone == Zone.GRAVEYARD


# 702.79a the same with -1/-1 counters.


def test_persist_returns_with_a_minus_counter() -> None:
    s = board([c("shade", 2, 2, "persist")], [c("ogre", 3, 3)], {"shade": "Bob"},
              {"ogre": "shade"})
    r = redzone.resolve(s)
    assert r.permanents["shade"].zone == Zone.BATTLEFIELD
    assert r.permanents["shade"].counters == {"-1/-1": 1}
    assert pt(r, "shade") == (1, 1)


def test_persist_one_one_returns_and_dies_again() -> None:
    """A 1/1 returns as 0/0 and is put into the graveyard by 704.5f."""
    s = board([c("wisp", 1, 1, "persist")], [c("ogre", 3, 3)], {"wisp": "Bob"},
              {"ogre": "wisp"})
    r = redzone.resolve(s)
    assert r.permanents["wisp"].zone == Zone.GRAVEYARD
    assert any(e.type == EventType.RETURNS and e.permanent == "wisp" for e in r.events)


# 702.135a "When this permanent is put into a graveyard from the battlefield, create N 1/1
# white and black Spirit creature tokens with flying."


def test_afterlife_creates_spirits() -> None:
    s = board([c("monk", 1, 1, "afterlife 2")], [c("ogre", 3, 3)], {"monk": "Bob"},
              {"ogre": "monk"})
    r = redzone.resolve(s)
    spirits = [p for p in r.permanents if p.startswith("monk-spirit")]
    assert len(spirits) == 2
    assert all(pt(r, p) == (1, 1) for p in spirits)
    assert all(r.permanents[p].zone == Zone.BATTLEFIELD for p in spirits)


def test_afterlife_spirits_die_where_a_static_ability_kills_them() -> None:
    """704.5f: a 1/1 token that enters while the opponent's "creatures your opponents
    control get -1/-1" applies (613.5) has toughness 0, and is put into the graveyard when
    state-based actions are next performed, before the next ability resolves (117.5)."""
    curse = {"affects": {"controller": "an opponent"}, "pump": [-1, -1]}
    s = board([c("monk", 1, 2, "afterlife 2")], [c("ogre", 3, 4, abilities=[curse])],
              {"monk": "Bob"}, {"ogre": "monk"})
    r = redzone.resolve(s)
    spirits = [p for p in r.permanents if p.startswith("monk-spirit")]
    assert len(spirits) == 2
    assert all(r.permanents[p].zone == Zone.GRAVEYARD for p in spirits)
    assert [e.rule for e in r.events if e.permanent in spirits
            and e.type == EventType.GRAVEYARD] == ["704.5f", "704.5f"]


# 702.86a "Whenever this creature attacks, defending player sacrifices N permanents."


def test_annihilator_defending_player_sacrifices() -> None:
    s = board([c("eldrazi", 5, 5, "annihilator 2")],
              [c("wall", 0, 6), c("bear"), {"id": "rock", "types": ["artifact"]}],
              {"eldrazi": "Bob"}, {"wall": "eldrazi"})
    r = redzone.resolve(s)
    # The default sacrifices the artifact and the creature out of combat first.
    assert r.permanents["rock"].zone == Zone.GRAVEYARD
    assert r.permanents["bear"].zone == Zone.GRAVEYARD
    assert r.permanents["wall"].zone == Zone.BATTLEFIELD


def test_annihilator_the_players_choice() -> None:
    """The sacrifice happens as attackers are declared, before blocks: the wall sacrificed
    can't block, and the declaration naming it is illegal."""
    s = board([c("eldrazi", 5, 5, "annihilator 1")], [c("wall", 0, 6), c("bear")],
              {"eldrazi": "Bob"}, {"bear": "eldrazi"}, annihilator={"eldrazi": ["wall"]})
    r = redzone.resolve(s)
    assert r.permanents["wall"].zone == Zone.GRAVEYARD
    assert r.permanents["bear"].zone == Zone.GRAVEYARD


# 702.116a "Whenever this creature attacks, for each opponent other than defending player, you
# may create a token that's a copy of this creature that's tapped and attacking that player ...
# exile the tokens at end of combat."


def test_myriad_attacks_each_other_opponent() -> None:
    s = board([c("hydra", 3, 3, "myriad")], [], {"hydra": "Bob"}, carol=[])
    r = redzone.resolve(s)
    assert r.players["Bob"].life == 17
    assert r.players["Carol"].life == 17
    token = r.permanents["hydra-myriad-Carol"]
    assert token.zone == Zone.EXILE  # exiled at end of combat


def test_myriad_in_two_player_does_nothing() -> None:
    r = redzone.resolve(board([c("hydra", 3, 3, "myriad")], [], {"hydra": "Bob"}))
    assert [p for p in r.permanents if "myriad" in p] == []
    assert r.players["Bob"].life == 17


# 702.154a "As this creature attacks, you may tap up to one untapped creature you control that
# you didn't choose to attack with and that either has haste or has been under your control
# continuously since this turn began. When you do, this creature gets +X/+0 until end of turn,
# where X is the tapped creature's power."


def test_enlist_taps_a_creature_that_does_not_attack() -> None:
    s = board([c("knight", 2, 2, "enlist"), c("helper", 3, 3)], [], {"knight": "Bob"},
              enlist={"knight": "helper"})
    r = redzone.resolve(s)
    assert r.permanents["helper"].tapped
    assert pt(r, "knight") == (5, 2)
    assert r.players["Bob"].life == 15


def test_enlist_cannot_tap_an_attacker() -> None:
    s = board([c("knight", 2, 2, "enlist"), c("helper", 3, 3)], [],
              {"knight": "Bob", "helper": "Bob"}, enlist={"knight": "helper"})
    with pytest.raises(redzone.ScenarioError, match=r"combat\.enlist\.knight"):
        redzone.resolve(s)


def test_enlist_cannot_tap_a_summoning_sick_creature() -> None:
    s = board([c("knight", 2, 2, "enlist"), c("new", 3, 3, summoning_sick=True)], [],
              {"knight": "Bob"}, enlist={"knight": "new"})
    with pytest.raises(redzone.ScenarioError, match=r"combat\.enlist\.knight"):
        redzone.resolve(s)


def test_enlist_by_default_taps_nothing() -> None:
    s = board([c("knight", 2, 2, "enlist"), c("helper", 3, 3)], [], {"knight": "Bob"})
    r = redzone.resolve(s)
    assert not r.permanents["helper"].tapped
    assert r.players["Bob"].life == 18


# 702.181a "Mobilize N" means "Whenever this creature attacks, create N 1/1 red Warrior
# creature tokens. Those tokens enter tapped and attacking. ..."
def test_mobilize_creates_attacking_warriors() -> None:
    s = board([c("butcher", 2, 2, "mobilize 2")], [c("wall", 0, 4)], {"butcher": "Bob"},
              {"wall": "butcher"})
    r = redzone.resolve(s)
    tokens = [e for e in r.events if e.type == EventType.TOKEN]
    assert [e.rule for e in tokens] == ["702.181a", "702.181a"]
    assert all(e.target == "Bob" for e in tokens)
    assert r.players["Bob"].life == 18  # the two 1/1s, unblocked


# 702.181a: the Warriors attack as blockers are declared, so they may be blocked (509.1a), and
# a file names them by the ids the account gives them.
def test_mobilize_warriors_may_be_blocked_and_a_file_names_them() -> None:
    text = """
players: {Alice: {}, Bob: {}}
battlefield:
  Alice: [{id: brigade, power: 0, toughness: 3, keywords: [mobilize 2]}]
  Bob: [{id: wall, power: 1, toughness: 4}]
combat:
  attacks: {brigade: Bob}
"""
    best = redzone.best_blocks(redzone.loads(text))
    assert dict(best.blocks) in ({"wall": ("brigade-warrior",)}, {"wall": ("brigade-warrior-2",)})
    r = redzone.resolve(redzone.loads(text + "  blocks: {wall: brigade-warrior-2}\n"))
    assert r.permanents["brigade-warrior-2"].zone == Zone.GRAVEYARD
    assert r.players["Bob"].life == 19  # the other Warrior, unblocked
    typo = redzone.loads(text + "  blocks: {wall: brigade-wariror}\n")
    assert [v.rule for v in redzone.check(typo)] == ["509.1a"]
    with pytest.raises(redzone.ScenarioError, match="no permanent with id 'brigad-warrior'"):
        redzone.loads(text + "  blocks: {wall: brigad-warrior}\n")


# 702.98a "This permanent can't block as long as it has a +1/+1 counter on it."
def test_unleash_cant_block_with_a_counter() -> None:
    s = board([c("bear")], [c("hellsteed", 3, 2, "unleash", counters={"+1/+1": 1})],
              {"bear": "Bob"}, {"hellsteed": "bear"})
    assert [v.rule for v in redzone.check(s)] == ["702.98a"]
    s = board([c("bear")], [c("hellsteed", 3, 2, "unleash")], {"bear": "Bob"},
              {"hellsteed": "bear"})
    assert redzone.check(s) == []


# 702.43a "When this permanent is put into a graveyard from the battlefield, you may put a
# +1/+1 counter on target artifact creature for each +1/+1 counter on this permanent."
def test_modular_moves_its_counters_to_an_artifact_creature() -> None:
    s = board([c("ogre", 4, 4)],
              [c("bruiser", 0, 0, "modular 3", types=["artifact", "creature"],
                 counters={"+1/+1": 3}),
               c("golem", 2, 2, types=["artifact", "creature"])],
              {"ogre": "Bob"}, {"bruiser": "ogre"})
    r = redzone.resolve(s)
    assert r.permanents["bruiser"].zone == Zone.GRAVEYARD
    assert r.permanents["golem"].counters == {"+1/+1": 3}
    assert triggers(r, "modular 3")[0].rule == "702.43a"
