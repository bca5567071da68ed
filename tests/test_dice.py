"""Rule set `dice`: "Magic Combat with Dice" (seed 001), each rule from a concrete board, with
the d20 rolls fixed by the scenario's `dice: {rolls: [...]}`."""

from __future__ import annotations

from pathlib import Path
from textwrap import dedent
from typing import Any

import pytest

import redzone
from clirun import run_cli
from redzone.rules.dice.table import AttackTable
from redzone.scenario import with_options

BEARS_VS_BOB = """\
    rules: dice
    players: {Alice: {}, Bob: {}}
    battlefield:
      Alice: [{id: bears, name: Grizzly Bears, power: 2, toughness: 2}]
      Bob: []
    combat: {attacks: {bears: Bob}}
"""

GIANT_VS_BEARS = """\
    rules: dice
    players: {Alice: {}, Bob: {}}
    battlefield:
      Alice: [{id: giant, name: Hill Giant, power: 3, toughness: 3}]
      Bob: [{id: bears, name: Grizzly Bears, power: 2, toughness: 2}]
    combat: {attacks: {giant: Bob}, blocks: {bears: giant}}
"""


def board(text: str, rolls: list[int] | None = None, **dice: Any) -> redzone.Scenario:
    data = dedent(text)
    options = dict(dice, **({"rolls": rolls} if rolls is not None else {}))
    if options:
        data += f"dice: {options!r}\n".replace("'", '"')
    return redzone.loads(data)


def rolled(text: str, rolls: list[int], **dice: Any) -> redzone.Result:
    return redzone.resolve(board(text, rolls, **dice))


def kinds(result: redzone.Result) -> list[tuple[Any, ...]]:
    """Each event of every step as (type, rule, source or subject, amount)."""
    return [(e.type, e.rule, e.source or e.permanent or e.player, e.amount) for e in result.events]


def life(result: redzone.Result, player: str = "Bob") -> int:
    return result.players[player].life


# --- the bar's hand-computed cases ---------------------------------------------------------

@pytest.mark.parametrize(("roll", "bob", "bears_damage", "result"), [
    (1, 20, 1, "critical miss"),  # natural 1: it takes half its power, 1
    (3, 20, 0, "miss"),  # 3 + 2 = 5: miss (the band ends at 5)
    (4, 19, 0, "partial hit"),  # 6: half of 2
    (8, 19, 0, "partial hit"),  # 10
    (9, 18, 0, "hit"),  # 11
    (17, 18, 0, "hit"),  # 19
    (18, 16, 0, "critical hit"),  # 20: double
])
def test_undefended_attack_d20_plus_power(roll: int, bob: int, bears_damage: int,
                                           result: str) -> None:
    out = rolled(BEARS_VS_BOB, [roll])
    assert life(out) == bob
    assert out.permanents["bears"].damage == bears_damage
    (event,) = [e for e in out.events if e.type == "roll"]
    assert (event.rule, event.source, event.target, event.amount) == (
        "dice:undefended", "bears", "Bob", roll)
    assert event.note == f"{roll} +2 (power) = {roll + 2}: {result}"


def test_resisted_attack_subtracts_the_blockers_power_then_it_counter_strikes() -> None:
    # 7 + 3 - 2 = 8: partial hit, 1 to the bears; they survive and strike back:
    # 13 + 2 - 3 = 12: hit, 2 to the giant.
    out = rolled(GIANT_VS_BEARS, [7, 13])
    assert kinds(out) == [
        ("roll", "dice:resisted", "giant", 7), ("damage", "dice:partial-hit", "giant", 1),
        ("roll", "dice:counter-strike", "bears", 13), ("damage", "dice:hit", "bears", 2)]
    assert out.permanents["bears"].damage == 1
    assert out.permanents["giant"].damage == 2
    assert [e.note for e in out.events if e.type == "roll"] == [
        "7 +3 (power) -2 (blocker's power) = 8: partial hit",
        "13 +2 (power) -3 (attacker's power) = 12: hit"]


def test_critical_miss_then_the_blocker_still_counter_strikes() -> None:
    # A natural 1: the giant takes 3 // 2 = 1; the bears strike back 15 + 2 - 3 = 14, a hit
    # for 2: 3 damage in all destroys the giant.
    out = rolled(GIANT_VS_BEARS, [1, 15])
    assert kinds(out) == [
        ("roll", "dice:resisted", "giant", 1), ("damage", "dice:critical-miss", "giant", 1),
        ("roll", "dice:counter-strike", "bears", 15), ("damage", "dice:hit", "bears", 2),
        ("destroyed", "704.5g", "giant", None)]
    assert out.permanents["giant"].zone == "graveyard"
    assert out.permanents["giant"].damage == 3
    assert out.permanents["bears"].damage == 0


def test_a_blocker_destroyed_by_the_attack_makes_no_counter_strike() -> None:
    out = rolled(GIANT_VS_BEARS, [12])  # 13: hit for 3; only one roll is used
    assert out.permanents["bears"].zone == "graveyard"
    assert [e.type for e in out.events] == ["roll", "damage", "destroyed"]


# --- the Attack Table ------------------------------------------------------------------------

def test_the_default_table_and_a_natural_one() -> None:
    table = AttackTable()
    assert (table.miss, table.partial, table.hit) == (5, 10, 19)
    assert table.result(1, 25) == "critical miss"  # natural 1, whatever the total
    assert table.result(3, 1) == "miss"  # a 3 modified down to 1 is not a natural 1
    assert table.result(4, -6) == "miss"  # negative totals miss
    assert [table.result(10, t) for t in (5, 6, 10, 11, 19, 20)] == [
        "miss", "partial hit", "partial hit", "hit", "hit", "critical hit"]
    assert sum(n for _, n in table.faces(0)) == 20
    assert dict(table.faces(0)) == {"critical miss": 1, "miss": 4, "partial hit": 5,
                                    "hit": 9, "critical hit": 1}


def test_the_scenario_table_replaces_the_default() -> None:
    table = {"miss": 2, "partial": 4, "hit": 8}
    out = rolled(BEARS_VS_BOB, [7], table=table)  # 9 > 8: critical hit
    assert life(out) == 16
    assert "hit <= 8" in next(e.note or "" for e in out.declarations if e.type == "dice")


def test_partial_hit_of_power_one_deals_one() -> None:
    elf = BEARS_VS_BOB.replace("power: 2, toughness: 2", "power: 1, toughness: 1")
    assert life(rolled(elf, [6])) == 19  # 7: partial hit


def test_critical_hit_doubles_and_a_modified_low_roll_is_only_a_miss() -> None:
    weak_vs_big = GIANT_VS_BEARS.replace("power: 3, toughness: 3", "power: 1, toughness: 1")
    weak_vs_big = weak_vs_big.replace("power: 2, toughness: 2", "power: 5, toughness: 5")
    out = rolled(weak_vs_big, [3, 20])  # 3 + 1 - 5 = -1: a miss, no self-damage
    assert next(e.note for e in out.events if e.type == "roll").endswith("= -1: miss")
    # the counter strike: 20 + 5 - 1 = 24, a critical hit for 10
    assert ("damage", "dice:critical-hit", "bears", 10) in kinds(out)


# --- several blockers, walls, first strike, banding ------------------------------------------

def test_several_blockers_average_power_rounded_down_and_each_strikes_back() -> None:
    text = """\
        rules: dice
        players: {Alice: {}, Bob: {}}
        battlefield:
          Alice: [{id: wurm, power: 5, toughness: 6}]
          Bob:
            - {id: ox, power: 2, toughness: 4}
            - {id: ape, power: 3, toughness: 4}
        combat: {attacks: {wurm: Bob}, blocks: {ox: wurm, ape: wurm}}
    """
    # (2 + 3) // 2 = 2: 5 + 5 - 2 = 8, a partial hit for 2, lethal order: all to the ox.
    # Counter strikes: ox 12 + 2 - 5 = 9 partial (1), ape 15 + 3 - 5 = 13 hit (3).
    out = rolled(text, [5, 12, 15])
    rolls = [e for e in out.events if e.type == "roll"]
    assert [e.rule for e in rolls] == ["dice:several-blockers", "dice:counter-strike",
                                       "dice:counter-strike"]
    assert rolls[0].note == "5 +5 (power) -2 (average power of 2 blockers) = 8: partial hit"
    assert out.permanents["ox"].damage == 2
    assert out.permanents["wurm"].damage == 4
    # a hit for 5 is divided: lethal to the first blocker, the rest to the last
    out = rolled(text, [10, 2])  # 13: a hit for 5; the ape strikes back: 2 + 3 - 5, a miss
    assert out.steps[0].assignments["wurm"] == {"ox": 4, "ape": 1}


def test_a_wall_deals_its_damage_without_rolling() -> None:
    text = GIANT_VS_BEARS.replace("{id: bears, name: Grizzly Bears, power: 2, toughness: 2}",
                                  "{id: wall, power: 1, toughness: 5, subtypes: [Wall]}")
    text = text.replace("bears: giant", "wall: giant")
    out = rolled(text, [10])  # 10 + 3 - 1 = 12: hit for 3; one roll only
    assert kinds(out) == [("roll", "dice:resisted", "giant", 10),
                          ("damage", "dice:hit", "giant", 3),
                          ("damage", "dice:walls", "wall", 1)]


def test_first_strike_is_defensive_only() -> None:
    knight = GIANT_VS_BEARS.replace("power: 2, toughness: 2}",
                                    "power: 2, toughness: 2, keywords: [first strike]}")
    # the blocker strikes first: 20 + 2 - 3 = 19, a hit for 2; then the giant rolls
    out = rolled(knight.replace("power: 3, toughness: 3", "power: 3, toughness: 2"), [20])
    assert kinds(out) == [("roll", "dice:first-strike", "bears", 20),
                          ("damage", "dice:hit", "bears", 2),
                          ("destroyed", "704.5g", "giant", None),
                          ("no_attack", "dice:first-strike", "giant", None)]
    # an attacker's first strike changes nothing: it rolls first, then is struck back
    striker = GIANT_VS_BEARS.replace("power: 3, toughness: 3",
                                     "power: 3, toughness: 3, keywords: [first strike]")
    assert [e.rule for e in rolled(striker, [2, 2]).events if e.type == "roll"] == [
        "dice:resisted", "dice:counter-strike"]


BAND = """\
    rules: dice
    players: {Alice: {}, Bob: {}}
    battlefield:
      Alice:
        - {id: squire, power: 1, toughness: 2, keywords: [banding]}
        - {id: bear, power: 2, toughness: 2}
      Bob: [{id: ogre, power: 3, toughness: 3}]
    combat:
      attacks: {squire: Bob, bear: Bob}
      bands: [[squire, bear]]
      blocks: {ogre: squire}
"""


def test_an_attacking_band_rolls_once_with_the_sum_of_its_power() -> None:
    out = rolled(BAND, [9, 2])  # 9 + 3 - 3 = 9: partial hit for 3 // 2 = 1; then a miss
    assert next(e.note for e in out.events if e.type == "roll") == (
        "9 +3 (band's power) -3 (blocker's power) = 9: partial hit")
    assert out.permanents["ogre"].damage == 1
    assert ("blocks", "dice:banding", "ogre", "bear") in [
        (e.type, e.rule, e.source, e.target) for e in out.declarations]
    # a miss, then the counter strike 14 + 3 - 3 = 14, a hit for 3 on the band: its owner
    # can't spread 3 over two 2-toughness creatures without a death, so it all goes to the
    # member of least power
    out = rolled(BAND, [2, 14])
    assert [e.note for e in out.events if e.type == "roll"][1] == (
        "14 +3 (power) -3 (attacking band's power) = 14: hit")
    assert out.permanents["squire"].zone == "graveyard"
    assert out.permanents["bear"].damage == 0


def test_a_defending_band_sums_its_power_and_its_owner_divides_the_damage() -> None:
    text = """\
        rules: dice
        players: {Alice: {}, Bob: {}}
        battlefield:
          Alice: [{id: giant, power: 6, toughness: 6}]
          Bob:
            - {id: guard, power: 1, toughness: 4, keywords: [banding]}
            - {id: wolf, power: 2, toughness: 3}
        combat: {attacks: {giant: Bob}, blocks: {guard: giant, wolf: giant}}
    """
    # 10 + 6 - (1 + 2) = 13: a hit for 6; the defender can't keep both alive (room 3 + 2),
    # so the member of least power, the guard, takes it all. Then one counter strike by the
    # band, which is the wolf alone now.
    out = rolled(text, [10, 2])
    rolls = [e for e in out.events if e.type == "roll"]
    assert rolls[0].rule == "dice:banding"
    assert rolls[0].note == "10 +6 (power) -3 (defending band's power) = 13: hit"
    assert out.permanents["guard"].zone == "graveyard"
    assert out.permanents["wolf"].damage == 0
    assert len(rolls) == 2
    out = rolled(text, [4, 2])  # 7: partial hit for 3: spread, most room first: none die
    assert (out.permanents["guard"].damage, out.permanents["wolf"].damage) == (3, 0)


def test_a_defending_band_blocks_one_attacker_only() -> None:
    text = """\
        rules: dice
        players: {Alice: {}, Bob: {}}
        battlefield:
          Alice: [{id: a, power: 1, toughness: 1}, {id: b, power: 1, toughness: 1}]
          Bob:
            - {id: guard, power: 1, toughness: 4, keywords: [banding], can_block: 2}
            - {id: wolf, power: 2, toughness: 3}
        combat: {attacks: {a: Bob, b: Bob}, blocks: {guard: [a, b], wolf: a}}
    """
    found = redzone.check(board(text))
    assert [(v.rule, v.subject) for v in found] == [("dice:banding", "guard")]


# --- regeneration, landwalk, persistent damage and healing ------------------------------------

def test_regeneration_heals_to_one_toughness_then_one_a_turn() -> None:
    text = GIANT_VS_BEARS.replace("power: 2, toughness: 2}",
                                  "power: 2, toughness: 4, regenerate: 1}")
    scenario = redzone.loads(dedent(text) + "dice: {rolls: [19, 1]}\n")
    out = redzone.resolve(with_options(scenario, turns=3))
    # 19 + 1 = 20: a critical hit for 6; it regenerates to 1 toughness (3 damage) and, still
    # alive, strikes back: a natural 1, a critical miss: it takes 1 (4 damage) and dies.
    assert out.permanents["bears"].zone == "graveyard"
    assert ("healed", "dice:regeneration", "bears", 3) in kinds(out)
    out = redzone.resolve(with_options(
        redzone.loads(dedent(text) + "dice: {rolls: [19, 2]}\n"), turns=3))
    assert [s.name for s in out.steps] == ["attack 1", "end of turn 1", "end of turn 2",
                                           "end of turn 3"]
    heals = [(s.name, e.amount) for s in out.steps for e in s.events if e.type == "healed"]
    assert heals == [("attack 1", 3), ("end of turn 2", 1), ("end of turn 3", 1)]
    assert out.permanents["bears"].damage == 1


def test_a_landwalker_can_not_be_blocked_and_makes_an_undefended_attack() -> None:
    text = """\
        rules: dice
        players: {Alice: {}, Bob: {}}
        battlefield:
          Alice: [{id: elves, power: 1, toughness: 1, keywords: [forestwalk]}]
          Bob: [{id: bear, power: 2, toughness: 2}, {id: f, name: Forest, types: [land]}]
        combat: {attacks: {elves: Bob}}
    """
    assert [e.rule for e in rolled(text, [10]).events if e.type == "roll"] == [
        "dice:undefended"]
    blocked = dedent(text).replace("{attacks: {elves: Bob}}",
                                   "{attacks: {elves: Bob}, blocks: {bear: elves}}")
    with pytest.raises(redzone.IllegalDeclaration) as caught:
        redzone.resolve(redzone.loads(blocked))
    assert caught.value.violations[0].rule.startswith("702.14")


def test_damage_persists_and_counts_toward_lethal() -> None:
    text = GIANT_VS_BEARS.replace("power: 2, toughness: 2}", "power: 2, toughness: 2, damage: 1}")
    out = rolled(text, [5])  # 6: partial hit for 1, with the 1 already there: destroyed
    assert out.permanents["bears"].zone == "graveyard"


HEALING = """\
    rules: dice
    players: {Alice: {life: 10}, Bob: {life: 10}}
    battlefield:
      Alice: [{id: giant, power: 3, toughness: 5}]
      Bob: [{id: bears, power: 2, toughness: 4}]
    combat: {attacks: {giant: Bob}, blocks: {bears: giant}}
"""


def healed(turns: int, **dice: Any) -> redzone.Result:
    return redzone.resolve(with_options(
        board(HEALING, [10, 15], **dice), turns=turns))  # hit for 3, counter hit for 2


def test_without_healing_damage_stays_from_turn_to_turn() -> None:
    out = healed(2)
    assert (out.permanents["bears"].damage, out.permanents["giant"].damage) == (3, 2)
    stays = [(s.name, e.permanent, e.amount) for s in out.steps for e in s.events
             if e.type == "damage_stays"]
    assert stays == [("end of turn 1", "giant", 2), ("end of turn 1", "bears", 3),
                     ("end of turn 2", "giant", 2), ("end of turn 2", "bears", 3)]


def test_paying_life_heals_and_an_opponent_may_pay_the_same_to_stop_it() -> None:
    out = healed(1, heal=["bears", "giant"])
    assert (out.permanents["bears"].damage, out.permanents["giant"].damage) == (0, 0)
    assert (life(out, "Alice"), life(out)) == (8, 7)
    out = healed(1, heal=["bears"], prevent_heal={"bears": "Alice"})
    assert out.permanents["bears"].damage == 3
    assert (life(out, "Alice"), life(out)) == (7, 7)
    paid = [(e.player, e.amount, e.rule) for e in out.events if e.type == "pays_life"]
    assert paid == [("Bob", 3, "dice:healing"), ("Alice", 3, "dice:healing")]


def test_nobody_pays_life_down_to_zero() -> None:
    poor = HEALING.replace("Bob: {life: 10}", "Bob: {life: 3}")
    out = redzone.resolve(with_options(
        board(poor, [10, 15], heal=["bears"]), turns=1))
    assert out.permanents["bears"].damage == 3
    assert life(out) == 3


# --- the game, the options and the command line ------------------------------------------------

def test_each_attack_is_resolved_before_the_next_and_the_game_can_end_between() -> None:
    text = """\
        rules: dice
        players: {Alice: {}, Bob: {life: 3}}
        battlefield:
          Alice: [{id: a, power: 2, toughness: 2}, {id: b, power: 2, toughness: 2}]
          Bob: []
        combat: {attacks: {a: Bob, b: Bob}}
    """
    out = rolled(text, [18])  # 20: critical hit for 4: Bob loses; b never rolls
    assert [s.name for s in out.steps] == ["attack 1"]
    assert out.players["Bob"].lost
    out = rolled(text, [9, 9])
    assert [s.name for s in out.steps] == ["attack 1", "attack 2"]
    assert life(out) == -1


def test_the_seed_samples_reproducibly_and_the_default_is_seed_zero() -> None:
    scenario = redzone.loads(dedent(GIANT_VS_BEARS))
    seeded = with_options(scenario, seed=0)
    assert redzone.resolve(scenario).to_json() == redzone.resolve(seeded).to_json()
    runs = {repr(redzone.resolve(with_options(scenario, seed=s)).to_json())
            for s in range(12)}
    assert len(runs) > 3


@pytest.mark.parametrize(("extra", "path"), [
    ("dice: {table: {miss: 9, partial: 4, hit: 19}}", "dice.table"),
    ("dice: {rolls: [0]}", "dice.rolls[0]"),
    ("dice: {rolls: [21]}", "dice.rolls[0]"),
    ("dice: {rolls: [12, 3, 4]}", "dice.rolls"),
    ("dice: {rolls: []}", "dice.rolls"),
    ("dice: {heal: [bear]}", "dice.heal[0]"),
    ("dice: {heal: [bears], prevent_heal: {bears: Bob}}", "dice.prevent_heal.bears"),
    ("dice: {prevent_heal: {bears: Alice}}", "dice.prevent_heal.bears"),
    ("dice: {tabel: {}}", "dice"),
])
def test_bad_dice_options_exit_2_naming_the_field(tmp_path: Path, extra: str, path: str) -> None:
    file = tmp_path / "bad.yaml"
    file.write_text(dedent(GIANT_VS_BEARS) + extra + "\n")
    code, out, err = run_cli("resolve", str(file))
    assert code == 2, out
    assert f"{path}:" in err
    assert "Traceback" not in err


@pytest.mark.parametrize(("change", "where"), [
    (("power: 3, toughness: 3}", "power: 3, toughness: 3, keywords: [trample]}"),
     "battlefield.Alice[0].keywords"),
    (("blocks: {bears: giant}}", "blocks: {bears: giant}, assign: {giant: {bears: 3}}}"),
     "combat.assign"),
    (("{giant: Bob}", "{giant: jace}"), "dice:players"),
])
def test_what_the_variant_does_not_define_is_refused(tmp_path: Path, change: tuple[str, str],
                                                      where: str) -> None:
    text = dedent(GIANT_VS_BEARS).replace(*change)
    if "jace" in text:
        text = text.replace("Bob: [", "Bob: [{id: jace, types: [planeswalker], loyalty: 3}, ")
        text = text.replace("blocks: {bears: giant}", "blocks: {}")
    file = tmp_path / "x.yaml"
    file.write_text(text)
    code, _, err = run_cli("resolve", str(file))
    assert code == 2
    assert where in err


def test_dice_options_need_rules_dice_and_seed_needs_a_rule_set_with_dice(
        tmp_path: Path) -> None:
    file = tmp_path / "cr.yaml"
    file.write_text(dedent(GIANT_VS_BEARS).replace("rules: dice", "rules: cr-current"))
    code, _, err = run_cli("resolve", str(file), "--seed", "3")
    assert code == 2
    assert "--seed" in err and "dice" in err
    code, out, _ = run_cli("resolve", str(file), "--rules", "dice", "--seed", "3")
    assert code == 0
    assert "seed 3" in out
    file.write_text(file.read_text() + "dice: {rolls: [3]}\n")
    code, _, err = run_cli("resolve", str(file))
    assert code == 2
    assert "dice:" in err


def test_resolve_shows_each_roll_and_the_turns(tmp_path: Path) -> None:
    file = tmp_path / "d.yaml"
    file.write_text(dedent(HEALING))
    code, out, err = run_cli("resolve", str(file), "--seed", "5", "--turns", "2")
    assert code == 0, err
    assert "seed 5" in out
    assert "rolls against" in out
    assert "(dice:counter-strike)" in out or "(dice:resisted)" in out
    assert "End of turn 2 (dice:persistent-damage)" in out
    code, out, _ = run_cli("resolve", str(file), "--json", "--seed", "5")
    assert code == 0
    assert '"type": "roll"' in out


def test_abilities_of_a_normal_game_still_apply_to_the_damage() -> None:
    text = """\
        rules: dice
        players: {Alice: {}, Bob: {}}
        battlefield:
          Alice: [{id: knight, power: 2, toughness: 3, keywords: [lifelink], colors: [black]}]
          Bob: [{id: snake, power: 1, toughness: 1, keywords: [deathtouch, indestructible]}]
        combat: {attacks: {knight: Bob}, blocks: {snake: knight}}
    """
    # 10 + 2 - 1 = 11, a hit for 2: lifelink (702.15b); the snake is indestructible (702.12b)
    # and strikes back 8 + 1 - 2 = 7, a partial hit for 1: deathtouch destroys (704.5h)
    out = rolled(text, [10, 8])
    assert life(out, "Alice") == 22
    assert out.permanents["snake"].zone == "battlefield"
    assert ("destroyed", "704.5h", "knight", None) in kinds(out)
    warded = dedent(text).replace("indestructible]}", "indestructible, "
                                  "protection from black], prevent: 0}")
    out = rolled(warded, [10, 2])  # protection prevents the knight's damage (702.16e)
    assert ("prevented", "702.16e", "knight", 2) in kinds(out)
    assert life(out, "Alice") == 20
    shielded = dedent(text).replace("indestructible]}", "indestructible], prevent: 1}")
    out = rolled(shielded, [10, 2])  # a prevention shield stops 1 of the 2 (615.7)
    assert ("prevented", "615.7", "knight", 1) in kinds(out)
    assert out.permanents["snake"].damage == 1


def test_with_three_players_an_attack_on_a_player_who_has_lost_does_not_happen() -> None:
    text = """\
        rules: dice
        players: {Alice: {}, Bob: {life: 2}, Carol: {}}
        battlefield:
          Alice:
            - {id: a, power: 2, toughness: 2}
            - {id: b, power: 2, toughness: 2}
            - {id: c, power: 2, toughness: 2}
        combat: {attacks: {a: Bob, b: Bob, c: Carol}}
    """
    out = rolled(text, [10, 10])  # a: 12, a hit for 2: Bob loses; b doesn't roll; c hits Carol
    assert out.players["Bob"].lost and not out.players["Carol"].lost
    assert ("no_attack", "800.4a", "b", None) in kinds(out)
    assert life(out, "Carol") == 18
