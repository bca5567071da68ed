"""Combat damage under cr-current, from concrete boards: every test reads a scenario from YAML
text, resolves it and checks exact results and the rule of each relevant event."""

from __future__ import annotations

from textwrap import dedent

import redzone
from redzone import Event, Result

FIRST = "first-strike combat damage"
REGULAR = "combat damage"
PLAYERS = "players: {Alice: {life: 20}, Bob: {life: 20}}\n"


def play(text: str, players: str = PLAYERS) -> Result:
    """Resolve a scenario given as YAML (the players line is added unless given)."""
    return redzone.resolve(redzone.loads(players + dedent(text)))


def of(result: Result | tuple[Event, ...], kind: str) -> list[Event]:
    """The events of one type, from a whole result or from one step's events."""
    events = result.events if isinstance(result, Result) else result
    return [e for e in events if e.type == kind]


def damage(events: Result | tuple[Event, ...]) -> list[tuple[str | None, str | None, int | None]]:
    """(source, target, amount) of each damage event, each checked to carry rule 510.2."""
    found = of(events, "damage")
    assert all(e.rule == "510.2" for e in found)
    return [(e.source, e.target, e.amount) for e in found]


def left(result: Result, kind: str) -> dict[str | None, str]:
    """permanent -> rule, for every destroyed / graveyard / exiled event."""
    return {e.permanent: e.rule for e in of(result, kind)}


def state(result: Result, pid: str) -> redzone.PermanentState:
    return result.permanents[pid]


# --- first strike and double strike (510.4, 702.7b, 702.4b) ----------------------------------

def test_no_first_strike_means_one_step_and_a_trade() -> None:
    r = play("""
        battlefield:
          Alice: [{id: bear, power: 2, toughness: 2}]
          Bob: [{id: wall, power: 2, toughness: 2}]
        combat: {attacks: {bear: Bob}, blocks: {wall: bear}}
    """)
    assert [s.name for s in r.steps] == [REGULAR]
    assert r.steps[0].assignments == {"bear": {"wall": 2}, "wall": {"bear": 2}}
    assert damage(r) == [("bear", "wall", 2), ("wall", "bear", 2)]
    assert left(r, "destroyed") == {"bear": "704.5g", "wall": "704.5g"}


def test_first_striker_kills_its_blocker_before_the_blocker_deals_damage() -> None:
    r = play("""
        battlefield:
          Alice: [{id: knight, power: 2, toughness: 2, keywords: [first strike]}]
          Bob: [{id: bear, power: 2, toughness: 2}]
        combat: {attacks: {knight: Bob}, blocks: {bear: knight}}
    """)
    first, second = r.steps
    assert (first.name, second.name) == (FIRST, REGULAR)
    assert first.assignments == {"knight": {"bear": 2}}
    assert damage(first.events) == [("knight", "bear", 2)]
    assert [(e.type, e.permanent, e.rule) for e in of(first.events, "destroyed")] == [
        ("destroyed", "bear", "704.5g")]
    assert second.assignments == {}
    assert damage(second.events) == []
    assert state(r, "knight").zone == "battlefield"
    assert state(r, "knight").damage == 0
    assert state(r, "bear").zone == "graveyard"


def test_double_strike_deals_damage_in_both_steps() -> None:
    r = play("""
        battlefield:
          Alice: [{id: ds, power: 3, toughness: 3, keywords: [double strike]}]
        combat: {attacks: {ds: Bob}}
    """)
    assert [s.name for s in r.steps] == [FIRST, REGULAR]
    for step in r.steps:
        assert step.assignments == {"ds": {"Bob": 3}}
        assert damage(step.events) == [("ds", "Bob", 3)]
        assert [(e.player, e.amount, e.rule) for e in of(step.events, "life_loss")] == [
            ("Bob", 3, "120.3a")]
    assert r.players["Bob"].life == 14


def test_double_strike_and_regular_blocker_in_second_step() -> None:
    # 2/2 double strike blocked by a 3/3: 2 damage, then 2 more (lethal) while the
    # blocker deals its 3 in the second step; both are destroyed then.
    r = play("""
        battlefield:
          Alice: [{id: ds, power: 2, toughness: 2, keywords: [double strike]}]
          Bob: [{id: ox, power: 3, toughness: 3}]
        combat: {attacks: {ds: Bob}, blocks: {ox: ds}}
    """)
    first, second = r.steps
    assert first.assignments == {"ds": {"ox": 2}}
    assert of(first.events, "destroyed") == []
    assert second.assignments == {"ds": {"ox": 2}, "ox": {"ds": 3}}
    assert left(r, "destroyed") == {"ox": "704.5g", "ds": "704.5g"}
    assert state(r, "ox").damage == 4


def test_creature_that_died_in_first_step_deals_no_damage_in_second() -> None:
    r = play("""
        battlefield:
          Alice: [{id: ds, power: 1, toughness: 1, keywords: [double strike]}]
          Bob: [{id: fs, power: 2, toughness: 2, keywords: [first strike]}]
        combat: {attacks: {ds: Bob}, blocks: {fs: ds}}
    """)
    first, second = r.steps
    assert first.assignments == {"ds": {"fs": 1}, "fs": {"ds": 2}}
    assert left(r, "destroyed") == {"ds": "704.5g"}
    assert second.assignments == {}
    assert damage(second.events) == []
    assert state(r, "fs").damage == 1
    assert state(r, "fs").zone == "battlefield"


def test_first_striker_blocked_by_double_striker() -> None:
    # Both deal damage in the first step; only the double striker deals damage again.
    r = play("""
        battlefield:
          Alice: [{id: fs, power: 2, toughness: 2, keywords: [first strike]}]
          Bob: [{id: ds, power: 1, toughness: 3, keywords: [double strike]}]
        combat: {attacks: {fs: Bob}, blocks: {ds: fs}}
    """)
    first, second = r.steps
    assert first.assignments == {"fs": {"ds": 2}, "ds": {"fs": 1}}
    assert of(first.events, "destroyed") == []
    assert second.assignments == {"ds": {"fs": 1}}
    assert [(e.permanent, e.rule) for e in of(second.events, "destroyed")] == [
        ("fs", "704.5g")]
    assert state(r, "ds").damage == 2
    assert state(r, "ds").zone == "battlefield"


def test_sbas_between_steps_blocked_double_striker_without_trample_deals_nothing_more() -> None:
    r = play("""
        battlefield:
          Alice: [{id: ds, power: 3, toughness: 3, keywords: [double strike]}]
          Bob: [{id: bear, power: 2, toughness: 2}]
        combat: {attacks: {ds: Bob}, blocks: {bear: ds}}
    """)
    first, second = r.steps
    assert [(e.permanent, e.rule) for e in of(first.events, "destroyed")] == [("bear", "704.5g")]
    assert second.assignments == {}
    assert [(e.source, e.rule) for e in of(second.events, "no_damage")] == [("ds", "510.1c")]
    assert r.players["Bob"].life == 20
    assert state(r, "ds").damage == 0


def test_sbas_between_steps_trampling_double_striker_hits_player_in_second_step() -> None:
    r = play("""
        battlefield:
          Alice: [{id: ds, power: 3, toughness: 3, keywords: [double strike, trample]}]
          Bob: [{id: bear, power: 2, toughness: 2}]
        combat: {attacks: {ds: Bob}, blocks: {bear: ds}}
    """)
    first, second = r.steps
    assert first.assignments == {"ds": {"bear": 2, "Bob": 1}}
    assert left(r, "destroyed") == {"bear": "704.5g"}
    assert second.assignments == {"ds": {"Bob": 3}}  # 702.19d
    assert r.players["Bob"].life == 16


def test_wither_in_first_step_shrinks_the_blocker_before_it_deals_damage() -> None:
    r = play("""
        battlefield:
          Alice: [{id: ds, power: 2, toughness: 2, keywords: [double strike, wither]}]
          Bob: [{id: ox, power: 3, toughness: 3}]
        combat: {attacks: {ds: Bob}, blocks: {ox: ds}}
    """)
    first, second = r.steps
    assert [(e.permanent, e.amount, e.note, e.rule) for e in of(first.events, "counters")] == [
        ("ox", 2, "-1/-1", "120.3d")]
    assert second.assignments == {"ds": {"ox": 2}, "ox": {"ds": 1}}
    assert left(r, "graveyard") == {"ox": "704.5f"}
    assert state(r, "ox").counters == {"-1/-1": 4}
    assert state(r, "ds").damage == 1
    assert state(r, "ds").zone == "battlefield"


def test_zero_power_first_striker_still_makes_two_steps() -> None:
    r = play("""
        battlefield:
          Alice: [{id: bear, power: 2, toughness: 2}]
          Bob: [{id: wall, power: 0, toughness: 4, keywords: [first strike]}]
        combat: {attacks: {bear: Bob}, blocks: {wall: bear}}
    """)
    assert [s.name for s in r.steps] == [FIRST, REGULAR]
    assert [(e.source, e.rule) for e in of(r.steps[0].events, "no_damage")] == [
        ("wall", "510.1a")]
    assert r.steps[1].assignments == {"bear": {"wall": 2}}


# --- deathtouch (702.2b, 702.2c, 704.5h) -------------------------------------------------------

def test_one_deathtouch_damage_destroys() -> None:
    r = play("""
        battlefield:
          Alice: [{id: asp, power: 1, toughness: 1, keywords: [deathtouch]}]
          Bob: [{id: giant, power: 5, toughness: 5}]
        combat: {attacks: {asp: Bob}, blocks: {giant: asp}}
    """)
    assert damage(r) == [("asp", "giant", 1), ("giant", "asp", 5)]
    assert left(r, "destroyed") == {"asp": "704.5g", "giant": "704.5h"}
    assert state(r, "giant").damage == 1


def test_deathtouch_splits_one_damage_to_each_blocker_by_default() -> None:
    r = play("""
        battlefield:
          Alice: [{id: asp, power: 2, toughness: 1, keywords: [deathtouch]}]
          Bob:
            - {id: a, power: 0, toughness: 4}
            - {id: b, power: 0, toughness: 4}
        combat: {attacks: {asp: Bob}, blocks: {a: asp, b: asp}}
    """)
    assert r.steps[0].assignments == {"asp": {"a": 1, "b": 1}}
    assert left(r, "destroyed") == {"a": "704.5h", "b": "704.5h"}


def test_fully_prevented_deathtouch_damage_does_not_destroy() -> None:
    r = play("""
        battlefield:
          Alice: [{id: asp, power: 1, toughness: 1, keywords: [deathtouch]}]
          Bob: [{id: giant, power: 0, toughness: 5, prevent: 1}]
        combat: {attacks: {asp: Bob}, blocks: {giant: asp}}
    """)
    assert [(e.source, e.target, e.amount, e.rule) for e in of(r, "prevented")] == [
        ("asp", "giant", 1, "615.7")]
    assert damage(r) == []
    assert left(r, "destroyed") == {}
    assert state(r, "giant").zone == "battlefield"


# --- lifelink (702.15b, 702.15e, 120.3f) ----------------------------------------------------

def test_lifelink_gains_life_even_when_blocked() -> None:
    r = play("""
        battlefield:
          Alice: [{id: cleric, power: 3, toughness: 3, keywords: [lifelink]}]
          Bob: [{id: bear, power: 2, toughness: 2}]
        combat: {attacks: {cleric: Bob}, blocks: {bear: cleric}}
    """)
    assert [(e.source, e.player, e.amount, e.rule) for e in of(r, "life_gain")] == [
        ("cleric", "Alice", 3, "702.15b")]
    assert r.players["Alice"].life == 23
    assert r.players["Bob"].life == 20


def test_unblocked_lifelink() -> None:
    r = play("""
        battlefield:
          Alice: [{id: cleric, power: 2, toughness: 2, keywords: [lifelink]}]
        combat: {attacks: {cleric: Bob}}
    """)
    assert (r.players["Alice"].life, r.players["Bob"].life) == (22, 18)


def test_several_lifelink_sources_give_separate_life_gain_events() -> None:
    r = play("""
        battlefield:
          Alice:
            - {id: a, power: 2, toughness: 2, keywords: [lifelink]}
            - {id: b, power: 3, toughness: 3, keywords: [lifelink]}
          Bob: [{id: c, power: 1, toughness: 5, keywords: [lifelink]}]
        combat: {attacks: {a: Bob, b: Bob}, blocks: {c: b}}
    """)
    gains = sorted((e.source, e.player, e.amount, e.rule) for e in of(r, "life_gain"))
    assert gains == [("a", "Alice", 2, "702.15b"), ("b", "Alice", 3, "702.15b"),
                     ("c", "Bob", 1, "702.15b")]
    assert r.players["Alice"].life == 25
    assert r.players["Bob"].life == 20 - 2 + 1


def test_lifelink_gains_only_the_damage_actually_dealt() -> None:
    r = play("""
        battlefield:
          Alice: [{id: cleric, power: 4, toughness: 4, keywords: [lifelink]}]
          Bob: [{id: bear, power: 0, toughness: 2, prevent: 3}]
        combat: {attacks: {cleric: Bob}, blocks: {bear: cleric}}
    """)
    assert [e.amount for e in of(r, "prevented")] == [3]
    assert damage(r) == [("cleric", "bear", 1)]
    assert [e.amount for e in of(r, "life_gain")] == [1]
    assert r.players["Alice"].life == 21


def test_lifelink_with_infect_still_gains_life() -> None:
    r = play("""
        battlefield:
          Alice: [{id: x, power: 2, toughness: 2, keywords: [lifelink, infect]}]
        combat: {attacks: {x: Bob}}
    """)
    assert r.players["Alice"].life == 22
    assert (r.players["Bob"].life, r.players["Bob"].poison) == (20, 2)


# --- infect, wither, toxic (120.3b, 120.3d, 120.3g, 704.5c) ---------------------------------

def test_infect_gives_poison_to_a_player_instead_of_life_loss() -> None:
    r = play("""
        battlefield:
          Alice: [{id: rat, power: 3, toughness: 3, keywords: [infect]}]
        combat: {attacks: {rat: Bob}}
    """)
    assert [(e.source, e.player, e.amount, e.rule) for e in of(r, "poison")] == [
        ("rat", "Bob", 3, "120.3b")]
    assert of(r, "life_loss") == []
    assert (r.players["Bob"].life, r.players["Bob"].poison) == (20, 3)
    assert not r.players["Bob"].lost


def test_ten_poison_counters_lose_the_game() -> None:
    r = play("""
        battlefield:
          Alice: [{id: rat, power: 3, toughness: 3, keywords: [infect]}]
        combat: {attacks: {rat: Bob}}
    """, players="players: {Alice: {}, Bob: {poison: 7}}\n")
    assert r.players["Bob"].poison == 10
    assert r.players["Bob"].lost
    assert [(e.player, e.rule) for e in of(r, "lost")] == [("Bob", "704.5c")]


def test_nine_poison_counters_do_not_lose() -> None:
    r = play("""
        battlefield:
          Alice: [{id: rat, power: 2, toughness: 2, keywords: [infect]}]
        combat: {attacks: {rat: Bob}}
    """, players="players: {Alice: {}, Bob: {poison: 7}}\n")
    assert r.players["Bob"].poison == 9
    assert not r.players["Bob"].lost
    assert of(r, "lost") == []


def test_infect_puts_minus_counters_on_a_creature() -> None:
    r = play("""
        battlefield:
          Alice: [{id: rat, power: 2, toughness: 2, keywords: [infect]}]
          Bob: [{id: ox, power: 3, toughness: 3}]
        combat: {attacks: {rat: Bob}, blocks: {ox: rat}}
    """)
    assert [(e.source, e.permanent, e.amount, e.note, e.rule) for e in of(r, "counters")] == [
        ("rat", "ox", 2, "-1/-1", "120.3d")]
    ox = state(r, "ox")
    assert (ox.zone, ox.damage, dict(ox.counters), ox.power, ox.toughness) == (
        "battlefield", 0, {"-1/-1": 2}, 1, 1)
    assert left(r, "destroyed") == {"rat": "704.5g"}


def test_infect_to_toughness_zero_puts_it_into_the_graveyard() -> None:
    r = play("""
        battlefield:
          Alice: [{id: rat, power: 2, toughness: 2, keywords: [infect]}]
          Bob: [{id: bear, power: 2, toughness: 2}]
        combat: {attacks: {rat: Bob}, blocks: {bear: rat}}
    """)
    assert left(r, "graveyard") == {"bear": "704.5f"}
    assert "bear" not in left(r, "destroyed")
    bear = state(r, "bear")
    assert (bear.zone, bear.power, bear.toughness) == ("graveyard", 0, 0)


def test_wither_to_a_creature_and_normal_damage_to_a_player() -> None:
    r = play("""
        battlefield:
          Alice:
            - {id: w1, power: 2, toughness: 2, keywords: [wither]}
            - {id: w2, power: 2, toughness: 2, keywords: [wither]}
          Bob: [{id: ox, power: 0, toughness: 3}]
        combat: {attacks: {w1: Bob, w2: Bob}, blocks: {ox: w1}}
    """)
    assert [(e.permanent, e.amount, e.rule) for e in of(r, "counters")] == [("ox", 2, "120.3d")]
    assert state(r, "ox").damage == 0
    assert state(r, "ox").toughness == 1
    assert (r.players["Bob"].life, r.players["Bob"].poison) == (18, 0)
    assert [(e.player, e.amount, e.rule) for e in of(r, "life_loss")] == [("Bob", 2, "120.3a")]


def test_toxic_adds_poison_on_combat_damage_to_a_player() -> None:
    r = play("""
        battlefield:
          Alice: [{id: tox, power: 1, toughness: 1, keywords: [toxic 2]}]
        combat: {attacks: {tox: Bob}}
    """)
    assert (r.players["Bob"].life, r.players["Bob"].poison) == (19, 2)
    assert [(e.source, e.player, e.amount, e.rule) for e in of(r, "poison")] == [
        ("tox", "Bob", 2, "120.3g")]


def test_toxic_instances_add_up_and_reach_ten_poison() -> None:
    r = play("""
        battlefield:
          Alice: [{id: tox, power: 1, toughness: 1, keywords: [toxic 1, toxic 2]}]
        combat: {attacks: {tox: Bob}}
    """, players="players: {Alice: {}, Bob: {poison: 7}}\n")
    assert r.players["Bob"].poison == 10
    assert [(e.player, e.rule) for e in of(r, "lost")] == [("Bob", "704.5c")]


def test_toxic_gives_no_poison_when_blocked() -> None:
    r = play("""
        battlefield:
          Alice: [{id: tox, power: 1, toughness: 1, keywords: [toxic 2]}]
          Bob: [{id: wall, power: 0, toughness: 4}]
        combat: {attacks: {tox: Bob}, blocks: {wall: tox}}
    """)
    assert r.players["Bob"].poison == 0
    assert of(r, "poison") == []


def test_toxic_with_infect_and_double_strike() -> None:
    r = play("""
        battlefield:
          Alice: [{id: tox, power: 2, toughness: 2, keywords: [infect, double strike, toxic 1]}]
        combat: {attacks: {tox: Bob}}
    """)
    for step in r.steps:
        assert [(e.amount, e.rule) for e in of(step.events, "poison")] == [
            (2, "120.3b"), (1, "120.3g")]
    assert (r.players["Bob"].life, r.players["Bob"].poison) == (20, 6)


# --- indestructible (702.12b, 704.5f) ------------------------------------------------------

def test_indestructible_survives_lethal_damage() -> None:
    r = play("""
        battlefield:
          Alice: [{id: god, power: 2, toughness: 2, keywords: [indestructible]}]
          Bob: [{id: giant, power: 5, toughness: 5}]
        combat: {attacks: {god: Bob}, blocks: {giant: god}}
    """)
    god = state(r, "god")
    assert (god.zone, god.damage) == ("battlefield", 5)
    assert left(r, "destroyed") == {}


def test_indestructible_survives_deathtouch() -> None:
    r = play("""
        battlefield:
          Alice: [{id: god, power: 2, toughness: 2, keywords: [indestructible]}]
          Bob: [{id: asp, power: 1, toughness: 1, keywords: [deathtouch]}]
        combat: {attacks: {god: Bob}, blocks: {asp: god}}
    """)
    assert state(r, "god").zone == "battlefield"
    assert left(r, "destroyed") == {"asp": "704.5g"}


def test_indestructible_dies_to_toughness_zero_from_minus_counters() -> None:
    r = play("""
        battlefield:
          Alice: [{id: god, power: 2, toughness: 2, keywords: [indestructible]}]
          Bob: [{id: rat, power: 3, toughness: 3, keywords: [infect]}]
        combat: {attacks: {god: Bob}, blocks: {rat: god}}
    """)
    assert left(r, "graveyard") == {"god": "704.5f"}
    assert state(r, "god").zone == "graveyard"
    assert state(r, "god").counters == {"-1/-1": 3}


# --- protection and prevention shields (702.16e, 615.7) ------------------------------------

def test_protection_from_a_color_prevents_its_damage() -> None:
    r = play("""
        battlefield:
          Alice: [{id: brute, power: 4, toughness: 4, colors: [red]}]
          Bob: [{id: monk, power: 2, toughness: 2, colors: [white],
                 keywords: [protection from red]}]
        combat: {attacks: {brute: Bob}, blocks: {monk: brute}}
    """)
    assert [(e.source, e.target, e.amount, e.rule) for e in of(r, "prevented")] == [
        ("brute", "monk", 4, "702.16e")]
    assert damage(r) == [("monk", "brute", 2)]
    assert state(r, "monk").damage == 0
    assert state(r, "monk").zone == "battlefield"
    assert state(r, "brute").damage == 2


def test_protection_from_another_color_prevents_nothing() -> None:
    r = play("""
        battlefield:
          Alice: [{id: brute, power: 4, toughness: 4, colors: [green]}]
          Bob: [{id: monk, power: 2, toughness: 2, keywords: [protection from red]}]
        combat: {attacks: {brute: Bob}, blocks: {monk: brute}}
    """)
    assert of(r, "prevented") == []
    assert left(r, "destroyed") == {"monk": "704.5g"}


def test_protection_prevents_deathtouch_and_infect_damage() -> None:
    r = play("""
        battlefield:
          Alice:
            - {id: asp, power: 1, toughness: 1, colors: [black], keywords: [deathtouch]}
            - {id: rat, power: 2, toughness: 2, colors: [black], keywords: [infect]}
          Bob: [{id: knight, power: 0, toughness: 2, can_block: 2,
                 keywords: [protection from black]}]
        combat: {attacks: {asp: Bob, rat: Bob}, blocks: {knight: [asp, rat]}}
    """)
    assert sorted((e.source, e.amount, e.rule) for e in of(r, "prevented")) == [
        ("asp", 1, "702.16e"), ("rat", 2, "702.16e")]
    knight = state(r, "knight")
    assert (knight.zone, knight.damage, dict(knight.counters)) == ("battlefield", 0, {})


def test_prevention_shield_prevents_the_next_n_damage() -> None:
    r = play("""
        battlefield:
          Alice: [{id: brute, power: 4, toughness: 4}]
          Bob: [{id: ox, power: 0, toughness: 3, prevent: 2}]
        combat: {attacks: {brute: Bob}, blocks: {ox: brute}}
    """)
    assert [(e.source, e.target, e.amount, e.rule) for e in of(r, "prevented")] == [
        ("brute", "ox", 2, "615.7")]
    assert damage(r) == [("brute", "ox", 2)]
    assert state(r, "ox").damage == 2
    assert state(r, "ox").zone == "battlefield"


def test_prevention_shield_counts_damage_from_several_sources() -> None:
    r = play("""
        battlefield:
          Alice:
            - {id: a, power: 2, toughness: 2}
            - {id: b, power: 2, toughness: 2}
          Bob: [{id: ox, power: 0, toughness: 3, prevent: 2, can_block: 2}]
        combat: {attacks: {a: Bob, b: Bob}, blocks: {ox: [a, b]}}
    """)
    assert sum(e.amount or 0 for e in of(r, "prevented")) == 2
    assert sum(e.amount or 0 for e in of(r, "damage")) == 2
    assert state(r, "ox").damage == 2
    assert state(r, "ox").zone == "battlefield"


def test_prevention_shield_carries_over_to_the_second_step() -> None:
    r = play("""
        battlefield:
          Alice: [{id: ds, power: 2, toughness: 2, keywords: [double strike]}]
          Bob: [{id: ox, power: 0, toughness: 3, prevent: 3}]
        combat: {attacks: {ds: Bob}, blocks: {ox: ds}}
    """)
    first, second = r.steps
    assert [(e.amount, e.rule) for e in of(first.events, "prevented")] == [(2, "615.7")]
    assert damage(first.events) == []
    assert [(e.amount, e.rule) for e in of(second.events, "prevented")] == [(1, "615.7")]
    assert damage(second.events) == [("ds", "ox", 1)]
    assert state(r, "ox").damage == 1


def test_cr_120_4_example_wither_lifelink_through_a_prevention_shield() -> None:
    # 120.4 example (without Boon Reflection): a 3/3 with wither and lifelink blocked by a
    # 2/2 whose next 2 damage is prevented: one -1/-1 counter, 1 life gained.
    r = play("""
        battlefield:
          Alice: [{id: w, power: 3, toughness: 3, keywords: [wither, lifelink]}]
          Bob: [{id: bear, power: 2, toughness: 2, prevent: 2}]
        combat: {attacks: {w: Bob}, blocks: {bear: w}}
    """)
    assert [(e.source, e.target, e.amount, e.rule) for e in of(r, "prevented")] == [
        ("w", "bear", 2, "615.7")]
    assert [(e.permanent, e.amount, e.rule) for e in of(r, "counters")] == [("bear", 1, "120.3d")]
    assert [(e.player, e.amount, e.rule) for e in of(r, "life_gain")] == [
        ("Alice", 1, "702.15b")]
    bear = state(r, "bear")
    assert (bear.zone, bear.power, bear.toughness, bear.damage) == ("battlefield", 1, 1, 0)
    assert state(r, "w").damage == 2
    assert r.players["Alice"].life == 21


def test_prevention_shield_chooses_the_deathtouch_damage() -> None:
    # 615.7: the shielded permanent's controller chooses which damage to prevent; preventing
    # the deathtouch damage keeps the creature alive.
    r = play("""
        battlefield:
          Alice: [{id: ox, power: 0, toughness: 3, prevent: 1}]
          Bob:
            - {id: bear, power: 1, toughness: 1}
            - {id: asp, power: 1, toughness: 1, keywords: [deathtouch]}
        combat: {attacks: {ox: Bob}, blocks: {bear: ox, asp: ox}}
    """)
    assert [(e.source, e.amount) for e in of(r, "prevented")] == [("asp", 1)]
    assert damage(r) == [("bear", "ox", 1)]
    assert state(r, "ox").zone == "battlefield"


# --- regeneration (701.19, 506.4) ----------------------------------------------------------

def test_regeneration_removes_damage_taps_and_removes_from_combat() -> None:
    r = play("""
        battlefield:
          Alice: [{id: brute, power: 3, toughness: 3}]
          Bob: [{id: troll, power: 2, toughness: 2, regenerate: 1}]
        combat: {attacks: {brute: Bob}, blocks: {troll: brute}}
    """)
    step = r.steps[0]
    assert [(e.type, e.permanent, e.rule) for e in step.events
            if e.type in ("regenerated", "removed_from_combat", "destroyed")] == [
        ("regenerated", "troll", "701.19"), ("removed_from_combat", "troll", "506.4")]
    troll = state(r, "troll")
    assert (troll.zone, troll.damage, troll.tapped) == ("battlefield", 0, True)
    assert state(r, "brute").damage == 2


def test_regeneration_replaces_destruction_by_deathtouch() -> None:
    r = play("""
        battlefield:
          Alice: [{id: asp, power: 1, toughness: 1, keywords: [deathtouch]}]
          Bob: [{id: troll, power: 0, toughness: 4, regenerate: 1}]
        combat: {attacks: {asp: Bob}, blocks: {troll: asp}}
    """)
    assert [(e.permanent, e.rule) for e in of(r, "regenerated")] == [("troll", "701.19")]
    assert (state(r, "troll").zone, state(r, "troll").damage) == ("battlefield", 0)


def test_regeneration_cannot_save_from_toughness_zero() -> None:
    r = play("""
        battlefield:
          Alice: [{id: rat, power: 2, toughness: 2, keywords: [infect]}]
          Bob: [{id: troll, power: 0, toughness: 2, regenerate: 1}]
        combat: {attacks: {rat: Bob}, blocks: {troll: rat}}
    """)
    assert of(r, "regenerated") == []
    assert left(r, "graveyard") == {"troll": "704.5f"}


def test_regenerated_blocker_deals_no_damage_in_the_second_step() -> None:
    r = play("""
        battlefield:
          Alice: [{id: ds, power: 3, toughness: 3, keywords: [double strike]}]
          Bob: [{id: troll, power: 2, toughness: 2, regenerate: 1}]
        combat: {attacks: {ds: Bob}, blocks: {troll: ds}}
    """)
    first, second = r.steps
    assert [e.permanent for e in of(first.events, "regenerated")] == ["troll"]
    assert second.assignments == {}
    assert [(e.source, e.rule) for e in of(second.events, "no_damage")] == [("ds", "510.1c")]
    assert state(r, "ds").damage == 0
    assert r.players["Bob"].life == 20
    assert state(r, "troll").zone == "battlefield"


def test_regenerated_double_striking_attacker_deals_no_damage_in_the_second_step() -> None:
    r = play("""
        battlefield:
          Alice: [{id: troll, power: 2, toughness: 2, regenerate: 1, keywords: [double strike]}]
          Bob: [{id: fs, power: 3, toughness: 4, keywords: [first strike]}]
        combat: {attacks: {troll: Bob}, blocks: {fs: troll}}
    """)
    first, second = r.steps
    assert first.assignments == {"troll": {"fs": 2}, "fs": {"troll": 3}}
    assert [(e.type, e.permanent) for e in first.events
            if e.type in ("regenerated", "removed_from_combat")] == [
        ("regenerated", "troll"), ("removed_from_combat", "troll")]
    assert second.assignments == {}
    assert damage(second.events) == []
    assert state(r, "fs").damage == 2
    assert r.players["Bob"].life == 20
    troll = state(r, "troll")
    assert (troll.zone, troll.damage, troll.tapped) == ("battlefield", 0, True)


def test_indestructible_creature_does_not_use_its_regeneration_shield() -> None:
    r = play("""
        battlefield:
          Alice: [{id: brute, power: 3, toughness: 3}]
          Bob: [{id: troll, power: 0, toughness: 2, regenerate: 1, keywords: [indestructible]}]
        combat: {attacks: {brute: Bob}, blocks: {troll: brute}}
    """)
    assert of(r, "regenerated") == []
    troll = state(r, "troll")
    assert (troll.zone, troll.damage, troll.tapped) == ("battlefield", 3, False)


def test_two_regeneration_shields_are_used_one_at_a_time() -> None:
    r = play("""
        battlefield:
          Alice: [{id: brute, power: 3, toughness: 3}]
          Bob: [{id: troll, power: 0, toughness: 2, regenerate: 2}]
        combat: {attacks: {brute: Bob}, blocks: {troll: brute}}
    """)
    assert len(of(r, "regenerated")) == 1
    assert state(r, "troll").zone == "battlefield"


# --- planeswalkers and battles (120.3c, 120.3h, 704.5i, 704.5w, 310.12b) --------------------

def test_damage_to_a_planeswalker_removes_loyalty() -> None:
    r = play("""
        battlefield:
          Alice: [{id: bear, power: 3, toughness: 3}]
          Bob: [{id: jace, types: [planeswalker], loyalty: 5}]
        combat: {attacks: {bear: jace}}
    """)
    assert damage(r) == [("bear", "jace", 3)]
    assert [(e.permanent, e.amount, e.rule) for e in of(r, "loyalty")] == [("jace", 3, "120.3c")]
    assert state(r, "jace").loyalty == 2
    assert state(r, "jace").zone == "battlefield"
    assert r.players["Bob"].life == 20


def test_planeswalker_with_no_loyalty_goes_to_the_graveyard() -> None:
    r = play("""
        battlefield:
          Alice: [{id: bear, power: 4, toughness: 4}]
          Bob: [{id: jace, types: [planeswalker], loyalty: 3}]
        combat: {attacks: {bear: jace}}
    """)
    assert [(e.permanent, e.amount) for e in of(r, "loyalty")] == [("jace", 3)]
    assert left(r, "graveyard") == {"jace": "704.5i"}
    assert state(r, "jace").loyalty == 0
    assert r.players["Bob"].life == 20


def test_infect_damage_to_a_planeswalker_removes_loyalty_not_poison() -> None:
    r = play("""
        battlefield:
          Alice: [{id: rat, power: 2, toughness: 2, keywords: [infect]}]
          Bob: [{id: jace, types: [planeswalker], loyalty: 5}]
        combat: {attacks: {rat: jace}}
    """)
    assert state(r, "jace").loyalty == 3
    assert r.players["Bob"].poison == 0


def test_planeswalker_gone_after_first_step_second_attacker_deals_no_damage() -> None:
    r = play("""
        battlefield:
          Alice:
            - {id: fs, power: 3, toughness: 3, keywords: [first strike]}
            - {id: bear, power: 2, toughness: 2}
          Bob: [{id: jace, types: [planeswalker], loyalty: 3}]
        combat: {attacks: {fs: jace, bear: jace}}
    """)
    first, second = r.steps
    assert [(e.permanent, e.rule) for e in of(first.events, "graveyard")] == [("jace", "704.5i")]
    assert second.assignments == {}
    assert [(e.source, e.rule) for e in of(second.events, "no_damage")] == [("bear", "510.1b")]
    assert r.players["Bob"].life == 20


def test_toxic_gives_no_poison_for_damage_to_a_planeswalker() -> None:
    r = play("""
        battlefield:
          Alice: [{id: tox, power: 1, toughness: 1, keywords: [toxic 3]}]
          Bob: [{id: jace, types: [planeswalker], loyalty: 4}]
        combat: {attacks: {tox: jace}}
    """)
    assert r.players["Bob"].poison == 0
    assert state(r, "jace").loyalty == 3


def test_damage_to_a_battle_removes_defense() -> None:
    r = play("""
        battlefield:
          Alice: [{id: bear, power: 3, toughness: 3}]
          Bob: [{id: field, types: [battle], defense: 5}]
        combat: {attacks: {bear: field}}
    """)
    assert [(e.permanent, e.amount, e.rule) for e in of(r, "defense")] == [("field", 3, "120.3h")]
    assert (state(r, "field").defense, state(r, "field").zone) == (2, "battlefield")
    assert r.players["Bob"].life == 20


def test_battle_with_no_defense_goes_to_the_graveyard() -> None:
    r = play("""
        battlefield:
          Alice: [{id: bear, power: 4, toughness: 4}]
          Bob: [{id: field, types: [battle], defense: 3}]
        combat: {attacks: {bear: field}}
    """)
    assert left(r, "graveyard") == {"field": "704.5w"}
    assert state(r, "field").zone == "graveyard"


def test_siege_with_no_defense_is_exiled() -> None:
    r = play("""
        battlefield:
          Alice:
            - {id: bear, power: 4, toughness: 4}
            - {id: siege, types: [battle], subtypes: [Siege], defense: 3, protector: Bob}
          Bob: [{id: guard, power: 1, toughness: 1}]
        combat: {attacks: {bear: siege}}
    """)
    assert left(r, "exiled") == {"siege": "310.12b"}
    assert left(r, "graveyard") == {}
    assert state(r, "siege").zone == "exile"
    assert state(r, "siege").defense == 0


# --- counters and marked damage (704.5q, 120.6) ----------------------------------------------

def test_plus_and_minus_counters_annihilate() -> None:
    r = play("""
        battlefield:
          Alice: [{id: w, power: 1, toughness: 1, keywords: [wither]}]
          Bob: [{id: ox, power: 0, toughness: 2, counters: {"+1/+1": 2}}]
        combat: {attacks: {w: Bob}, blocks: {ox: w}}
    """)
    assert [(e.permanent, e.amount, e.rule) for e in of(r, "counters_removed")] == [
        ("ox", 1, "704.5q")]
    ox = state(r, "ox")
    assert (dict(ox.counters), ox.power, ox.toughness) == ({"+1/+1": 1}, 1, 3)


def test_counters_change_the_damage_a_creature_deals() -> None:
    r = play("""
        battlefield:
          Alice: [{id: bear, power: 2, toughness: 2, counters: {"+1/+1": 2, "-1/-1": 1}}]
        combat: {attacks: {bear: Bob}}
    """)
    assert damage(r) == [("bear", "Bob", 3)]
    assert r.players["Bob"].life == 17


def test_damage_already_marked_counts_toward_lethal() -> None:
    r = play("""
        battlefield:
          Alice: [{id: pup, power: 1, toughness: 1}]
          Bob: [{id: ox, power: 0, toughness: 3, damage: 2}]
        combat: {attacks: {pup: Bob}, blocks: {ox: pup}}
    """)
    assert left(r, "destroyed") == {"ox": "704.5g"}
    assert state(r, "ox").damage == 3


def test_default_assignment_counts_damage_already_marked() -> None:
    r = play("""
        battlefield:
          Alice: [{id: brute, power: 4, toughness: 4}]
          Bob:
            - {id: hurt, power: 0, toughness: 3, damage: 2}
            - {id: ox, power: 0, toughness: 3}
        combat: {attacks: {brute: Bob}, blocks: {hurt: brute, ox: brute}}
    """)
    assert r.steps[0].assignments == {"brute": {"hurt": 1, "ox": 3}}
    assert left(r, "destroyed") == {"hurt": "704.5g", "ox": "704.5g"}


# --- players (704.5a) -------------------------------------------------------------------

def test_player_at_zero_life_loses() -> None:
    r = play("""
        battlefield:
          Alice: [{id: bear, power: 3, toughness: 3}]
        combat: {attacks: {bear: Bob}}
    """, players="players: {Alice: {}, Bob: {life: 3}}\n")
    assert r.players["Bob"].life == 0
    assert r.players["Bob"].lost
    assert [(e.player, e.rule) for e in of(r, "lost")] == [("Bob", "704.5a")]
    assert not r.players["Alice"].lost


def test_no_second_damage_step_once_the_game_is_over() -> None:
    r = play("""
        battlefield:
          Alice:
            - {id: fs, power: 3, toughness: 3, keywords: [first strike]}
            - {id: bear, power: 2, toughness: 2}
        combat: {attacks: {fs: Bob, bear: Bob}}
    """, players="players: {Alice: {}, Bob: {life: 3}}\n")
    assert [s.name for s in r.steps] == [FIRST]
    assert [(e.player, e.rule) for e in of(r, "lost")] == [("Bob", "704.5a")]
    assert r.players["Bob"].life == 0
    assert damage(r) == [("fs", "Bob", 3)]


def test_game_goes_on_when_the_player_survives_the_first_step() -> None:
    r = play("""
        battlefield:
          Alice:
            - {id: fs, power: 3, toughness: 3, keywords: [first strike]}
            - {id: bear, power: 2, toughness: 2}
        combat: {attacks: {fs: Bob, bear: Bob}}
    """, players="players: {Alice: {}, Bob: {life: 4}}\n")
    assert [s.name for s in r.steps] == [FIRST, REGULAR]
    assert r.players["Bob"].life == -1
    assert [(e.player, e.rule) for e in of(r.steps[1].events, "lost")] == [("Bob", "704.5a")]


# --- removed from combat (506.4, 509.1h, 510.1b-d) -------------------------------------------

def test_attacker_whose_blocker_was_removed_stays_blocked_and_deals_no_damage() -> None:
    r = play("""
        battlefield:
          Alice: [{id: brute, power: 3, toughness: 3}]
          Bob: [{id: bear, power: 2, toughness: 2}]
        combat: {attacks: {brute: Bob}, blocks: {bear: brute}, removed: [bear]}
    """)
    assert [(e.permanent, e.rule) for e in r.declarations if e.type == "removed_from_combat"] == [
        ("bear", "506.4")]
    assert r.steps[0].assignments == {}
    assert damage(r) == []
    assert [(e.source, e.rule) for e in of(r, "no_damage")] == [("brute", "510.1c")]
    assert r.players["Bob"].life == 20
    assert state(r, "bear").damage == 0
    assert state(r, "brute").damage == 0


def test_trampler_whose_blocker_was_removed_assigns_all_to_the_player() -> None:
    r = play("""
        battlefield:
          Alice: [{id: brute, power: 3, toughness: 3, keywords: [trample]}]
          Bob: [{id: bear, power: 2, toughness: 2}]
        combat: {attacks: {brute: Bob}, blocks: {bear: brute}, removed: [bear]}
    """)
    assert r.steps[0].assignments == {"brute": {"Bob": 3}}
    assert r.players["Bob"].life == 17


def test_removed_attacker_deals_none_and_its_blocker_deals_none() -> None:
    r = play("""
        battlefield:
          Alice: [{id: brute, power: 3, toughness: 3}]
          Bob: [{id: bear, power: 2, toughness: 2}]
        combat: {attacks: {brute: Bob}, blocks: {bear: brute}, removed: [brute]}
    """)
    # 508.8 skips combat damage only when no creature was declared as an attacker; here one
    # was, so the combat damage step happens and the blocker assigns no damage (510.1d).
    assert [s.name for s in r.steps] == [REGULAR]
    assert damage(r) == []
    assert [(e.source, e.rule) for e in of(r, "no_damage")] == [("bear", "510.1d")]
    assert state(r, "brute").damage == 0
    assert r.players["Bob"].life == 20


def test_one_of_two_blockers_removed_the_other_takes_all_damage() -> None:
    r = play("""
        battlefield:
          Alice: [{id: brute, power: 5, toughness: 5}]
          Bob:
            - {id: a, power: 1, toughness: 1}
            - {id: b, power: 1, toughness: 6}
        combat: {attacks: {brute: Bob}, blocks: {a: brute, b: brute}, removed: [a]}
    """)
    assert r.steps[0].assignments == {"brute": {"b": 5}, "b": {"brute": 1}}
    assert state(r, "a").damage == 0
    assert state(r, "brute").damage == 1


def test_removed_attacked_planeswalker_unblocked_attacker_deals_no_damage() -> None:
    r = play("""
        battlefield:
          Alice: [{id: bear, power: 3, toughness: 3}]
          Bob: [{id: jace, types: [planeswalker], loyalty: 5}]
        combat: {attacks: {bear: jace}, removed: [jace]}
    """)
    assert damage(r) == []
    assert [(e.source, e.rule) for e in of(r, "no_damage")] == [("bear", "510.1b")]
    assert state(r, "jace").loyalty == 5
    assert r.players["Bob"].life == 20


def test_removed_attacked_planeswalker_blocked_attacker_still_fights() -> None:
    r = play("""
        battlefield:
          Alice: [{id: bear, power: 3, toughness: 3}]
          Bob:
            - {id: jace, types: [planeswalker], loyalty: 5}
            - {id: wall, power: 1, toughness: 4}
        combat: {attacks: {bear: jace}, blocks: {wall: bear}, removed: [jace]}
    """)
    assert r.steps[0].assignments == {"bear": {"wall": 3}, "wall": {"bear": 1}}
    assert state(r, "jace").loyalty == 5


# --- commander damage (903.10a, 704.6c) ------------------------------------------------------

def test_commander_damage_is_tracked() -> None:
    r = play("""
        battlefield:
          Alice: [{id: cmdr, power: 5, toughness: 5, commander: true}]
        combat: {attacks: {cmdr: Bob}}
    """)
    assert dict(r.players["Bob"].commander_damage) == {"cmdr": 5}
    assert r.players["Bob"].life == 15
    assert r.to_json()["players"]["Bob"]["commander_damage"] == {"cmdr": 5}


def test_twenty_one_commander_damage_loses() -> None:
    r = play("""
        battlefield:
          Alice: [{id: cmdr, power: 7, toughness: 7, commander: true}]
        combat: {attacks: {cmdr: Bob}}
    """, players="players: {Alice: {}, Bob: {life: 40, commander_damage: {cmdr: 15}}}\n")
    assert dict(r.players["Bob"].commander_damage) == {"cmdr": 22}
    assert r.players["Bob"].life == 33
    assert r.players["Bob"].lost
    assert [(e.player, e.rule) for e in of(r, "lost")] == [("Bob", "704.6c")]


def test_twenty_commander_damage_does_not_lose() -> None:
    r = play("""
        battlefield:
          Alice: [{id: cmdr, power: 5, toughness: 5, commander: true}]
        combat: {attacks: {cmdr: Bob}}
    """, players="players: {Alice: {}, Bob: {life: 40, commander_damage: {cmdr: 15}}}\n")
    assert dict(r.players["Bob"].commander_damage) == {"cmdr": 20}
    assert not r.players["Bob"].lost


def test_double_strike_commander_damage_adds_up_over_both_steps() -> None:
    r = play("""
        battlefield:
          Alice: [{id: cmdr, power: 11, toughness: 11, commander: true,
                   keywords: [double strike]}]
        combat: {attacks: {cmdr: Bob}}
    """, players="players: {Alice: {}, Bob: {life: 40}}\n")
    first, second = r.steps
    assert of(first.events, "lost") == []
    assert [(e.player, e.rule) for e in of(second.events, "lost")] == [("Bob", "704.6c")]
    assert dict(r.players["Bob"].commander_damage) == {"cmdr": 22}
    assert r.players["Bob"].life == 18


def test_blocked_commander_and_other_creatures_add_no_commander_damage() -> None:
    r = play("""
        battlefield:
          Alice:
            - {id: cmdr, power: 5, toughness: 5, commander: true}
            - {id: bear, power: 2, toughness: 2}
          Bob: [{id: wall, power: 0, toughness: 6}]
        combat: {attacks: {cmdr: Bob, bear: Bob}, blocks: {wall: cmdr}}
    """)
    assert dict(r.players["Bob"].commander_damage) == {}
    assert r.players["Bob"].life == 18
    assert "commander_damage" not in r.to_json()["players"]["Bob"]


def test_infect_commander_damage_counts() -> None:
    r = play("""
        battlefield:
          Alice: [{id: cmdr, power: 4, toughness: 4, commander: true, keywords: [infect]}]
        combat: {attacks: {cmdr: Bob}}
    """, players="players: {Alice: {}, Bob: {commander_damage: {cmdr: 18}}}\n")
    assert dict(r.players["Bob"].commander_damage) == {"cmdr": 22}
    assert r.players["Bob"].poison == 4
    assert sorted(e.rule for e in of(r, "lost")) == ["704.6c"]


# --- the JSON result -------------------------------------------------------------------

def test_json_result_matches_the_spec_example() -> None:
    r = play("""
        battlefield:
          Alice: [{id: gorger, power: 5, toughness: 6, colors: [green]}]
          Bob:
            - {id: guardian, power: 0, toughness: 3}
            - {id: elves, power: 1, toughness: 1}
        combat: {attacks: {gorger: Bob}, blocks: {guardian: gorger, elves: gorger}}
    """)
    out = r.to_json()
    assert out["rules"] == "cr-current"
    step = out["steps"][0]
    assert step["step"] == "combat damage"
    assert step["assignments"] == {"gorger": {"guardian": 3, "elves": 2}, "elves": {"gorger": 1}}
    assert {"type": "damage", "source": "gorger", "target": "guardian", "amount": 3,
            "rule": "510.2"} in step["events"]
    assert {"type": "destroyed", "permanent": "guardian", "rule": "704.5g"} in step["events"]
    assert out["players"]["Alice"] == {"life": 20, "poison": 0, "lost": False}
    gorger = out["permanents"]["gorger"]
    assert {k: gorger[k] for k in ("zone", "damage", "counters", "power", "toughness",
                                   "loyalty", "defense")} == {
        "zone": "battlefield", "damage": 1, "counters": {}, "power": 5, "toughness": 6,
        "loyalty": None, "defense": None}
    assert out["permanents"]["elves"]["zone"] == "graveyard"
    assert all("rule" in e for s in out["steps"] for e in s["events"])


def test_704_3_a_creature_that_dies_keeps_the_counters_704_5q_would_remove() -> None:
    """704.3: all applicable state-based actions are performed at once, as a single event; a
    creature put into the graveyard by 704.5f in the same check that would remove its +1/+1
    and -1/-1 counters in pairs (704.5q) has left the battlefield, and its last known
    information (704.8) is as it last existed there: with all its counters."""
    r = play("""
        battlefield:
          Alice: [{id: shade, power: 5, toughness: 5, keywords: [wither]}]
          Bob: [{id: bear, power: 2, toughness: 2, counters: {"+1/+1": 1}}]
        combat: {attacks: {shade: Bob}, blocks: {bear: shade}}
    """)
    bear = r.permanents["bear"]
    assert (bear.zone, dict(bear.counters)) == ("graveyard", {"+1/+1": 1, "-1/-1": 5})
    assert of(r, "counters_removed") == []
    assert [(e.type, e.rule) for e in r.events if e.permanent == "bear"][-1] == (
        "graveyard", "704.5f")


def test_704_5q_removes_pairs_from_a_creature_that_stays() -> None:
    r = play("""
        battlefield:
          Alice: [{id: shade, power: 1, toughness: 5, keywords: [wither]}]
          Bob: [{id: bear, power: 2, toughness: 2, counters: {"+1/+1": 2}}]
        combat: {attacks: {shade: Bob}, blocks: {bear: shade}}
    """)
    bear = r.permanents["bear"]
    assert (bear.zone, dict(bear.counters)) == ("battlefield", {"+1/+1": 1})
    assert [(e.amount, e.rule) for e in of(r, "counters_removed")] == [(1, "704.5q")]
