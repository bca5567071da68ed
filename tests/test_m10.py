"""cr-m10: the damage assignment order (509.2-509.3, old 510.1c-d), from the 2023 CR examples."""

from __future__ import annotations

import pytest

import redzone

GORGER = """
rules: cr-m10
players: {{Alice: {{}}, Bob: {{}}}}
battlefield:
  Alice: [{{id: gorger, name: Vastwood Gorger, power: 5, toughness: 6}}]
  Bob:
    - {{id: guardian, name: Pride Guardian, power: 0, toughness: {guardian_toughness},
        prevent: {prevent}}}
    - {{id: elves, name: Llanowar Elves, power: 1, toughness: 1}}
combat:
  attacks: {{gorger: Bob}}
  blocks: {{guardian: gorger, elves: gorger}}
  order: {{gorger: [guardian, elves]}}
  assign: {{gorger: {{guardian: {to_guardian}, elves: {to_elves}}}}}
"""


def gorger(to_guardian: int, guardian_toughness: int = 3, prevent: int = 0) -> redzone.Scenario:
    return redzone.loads(GORGER.format(to_guardian=to_guardian, to_elves=5 - to_guardian,
                                       guardian_toughness=guardian_toughness, prevent=prevent))


def legal_splits(**kwargs: int) -> list[int]:
    return [g for g in range(6) if not redzone.check(gorger(g, **kwargs))]


def test_510_1c_gorger_may_assign_3_2_or_4_1_or_5_0() -> None:
    # 2023 CR 510.1c example: Guardian (0/3) then Elves (1/1) in the order.
    assert legal_splits() == [3, 4, 5]


def test_510_1c_giant_growth_leaves_only_5_to_the_guardian() -> None:
    # Giant Growth makes the Guardian 3/6: all 5 damage must go to it.
    assert legal_splits(guardian_toughness=6) == [5]


def test_510_1c_mending_hands_prevention_does_not_change_lethal() -> None:
    # Mending Hands prevents the next 4 damage to the Guardian: still 3 is lethal.
    assert legal_splits(prevent=4) == [3, 4, 5]


def test_510_1c_out_of_order_names_the_rule() -> None:
    with pytest.raises(redzone.IllegalAssignment) as err:
        redzone.resolve(gorger(2))
    (violation,) = err.value.violations
    assert (violation.rule, violation.subject) == ("510.1c", "gorger")
    assert "guardian" in violation.message


def test_same_board_is_free_under_cr_current() -> None:
    # Foundations removed the order: every split is legal today (510.1c).
    text = GORGER.replace("rules: cr-m10", "rules: cr-current").replace(
        "  order: {{gorger: [guardian, elves]}}\n", "")
    splits = [g for g in range(6) if not redzone.check(redzone.loads(text.format(
        to_guardian=g, to_elves=5 - g, guardian_toughness=3, prevent=0)))]
    assert splits == [0, 1, 2, 3, 4, 5]


BALOTH = """
rules: cr-m10
players: {Alice: {}, Bob: {}}
battlefield:
  Alice:
    - {id: baloth, name: Enormous Baloth, power: 7, toughness: 7}
    - {id: boars, name: Durkwood Boars, power: 4, toughness: 4}
  Bob:
    - {id: armodon, name: Trained Armodon, power: 3, toughness: 3, damage: 2}
    - {id: brigade, name: Foriysian Brigade, power: 2, toughness: 4, can_block: 2}
    - {id: ape, name: Silverback Ape, power: 5, toughness: 5}
    - {id: piker, name: Goblin Piker, power: 2, toughness: 1}
combat:
  attacks: {baloth: Bob, boars: Bob}
  blocks: {armodon: baloth, brigade: [baloth, boars], ape: baloth, piker: boars}
  order: {baloth: [armodon, brigade, ape], boars: [brigade, piker]}
  assign:
    baloth: {armodon: 1, brigade: 1, ape: 5}
    boars: {brigade: 3, piker: 1}
"""


def test_510_1c_baloth_and_boars_share_lethal_damage_on_the_brigade() -> None:
    # 2023 CR 510.1c example: the Armodon needs 1 (2 marked); the Brigade's 4 comes from both.
    # The blockers assign by default: Armodon 3, Brigade 2 (to the Baloth, first in the order
    # of its list) and Ape 5 kill the Baloth; the Piker deals 2 to the Boars.
    result = redzone.resolve(redzone.loads(BALOTH))
    zones = {pid: p.zone for pid, p in result.permanents.items()}
    assert zones == {"baloth": "graveyard", "boars": "battlefield", "armodon": "graveyard",
                     "brigade": "graveyard", "ape": "graveyard", "piker": "graveyard"}
    assert result.steps[0].assignments["baloth"] == {"armodon": 1, "brigade": 1, "ape": 5}


def test_510_1c_without_the_boars_the_brigade_is_short() -> None:
    text = BALOTH.replace("boars: {brigade: 3, piker: 1}", "boars: {brigade: 2, piker: 2}")
    violations = redzone.check(redzone.loads(text))
    assert [(v.rule, v.subject) for v in violations] == [("510.1c", "baloth"),
                                                          ("510.1c", "boars")]


def test_509_2_order_must_list_exactly_the_blockers() -> None:
    text = BALOTH.replace("order: {baloth: [armodon, brigade, ape]",
                          "order: {baloth: [armodon, ape]")
    violations = redzone.check(redzone.loads(text))
    assert [(v.rule, v.subject) for v in violations] == [("509.2", "baloth")]


def test_509_3_blocker_orders_the_attackers_it_blocks() -> None:
    text = BALOTH.replace("boars: [brigade, piker]}", "boars: [brigade, piker], "
                                                     "brigade: [boars, baloth]}")
    text = text.replace("    baloth: {armodon: 1, brigade: 1, ape: 5}\n",
                        "    baloth: {armodon: 1, brigade: 1, ape: 5}\n"
                        "    brigade: {baloth: 2}\n")
    violations = redzone.check(redzone.loads(text))
    # The Brigade (2 power) must give the Boars lethal damage (4) before any to the Baloth.
    assert [(v.rule, v.subject) for v in violations] == [("510.1d", "brigade")]


def test_default_order_is_the_order_of_blocks_and_is_announced() -> None:
    text = GORGER.format(to_guardian=3, to_elves=2, guardian_toughness=3, prevent=0)
    text = text.replace("  order: {gorger: [guardian, elves]}\n", "").replace(
        "  assign: {gorger: {guardian: 3, elves: 2}}\n", "")
    result = redzone.resolve(redzone.loads(text))
    assert result.steps[0].assignments["gorger"] == {"guardian": 3, "elves": 2}
    (announce,) = [e for e in result.declarations if e.type == "damage_assignment_order"]
    assert (announce.source, announce.note, announce.rule) == ("gorger", "guardian, elves",
                                                               "509.2")


def test_509_2a_a_removed_blocker_leaves_the_order() -> None:
    text = GORGER.format(to_guardian=0, to_elves=5, guardian_toughness=3, prevent=0)
    text = text.replace("  assign:", "  removed: [guardian]\n  assign:")
    assert redzone.check(redzone.loads(text)) == []


def test_deathtouch_makes_one_lethal_for_the_order() -> None:
    text = GORGER.format(to_guardian=1, to_elves=4, guardian_toughness=3, prevent=0)
    text = text.replace("power: 5, toughness: 6}", "power: 5, toughness: 6, "
                                                   "keywords: [deathtouch]}")
    assert redzone.check(redzone.loads(text)) == []


def test_playing_best_a_player_picks_the_order_that_kills_most_for_its_damage() -> None:
    """509.2: with `--assign best` and no declared order, the attacker orders its blockers
    by value for each point of lethal damage: the 4/1 (5 for 1) before the 3/4 (7 for 4), so
    its 1 damage kills the 4/1; by default it follows `blocks` and kills nothing."""
    text = """
rules: cr-m10
players: {Alice: {}, Bob: {}}
battlefield:
  Alice: [{id: squire, power: 1, toughness: 4}]
  Bob: [{id: wall, power: 3, toughness: 4}, {id: goblin, power: 4, toughness: 1}]
combat:
  attacks: {squire: Bob}
  blocks: {wall: squire, goblin: squire}
"""
    plain = redzone.resolve(redzone.loads(text))
    assert plain.permanents["goblin"].zone == "battlefield"
    best = redzone.resolve(redzone.loads(text), assign="best")
    (announce,) = [e for e in best.declarations if e.type == "damage_assignment_order"]
    assert announce.note == "goblin, wall"
    assert best.permanents["goblin"].zone == "graveyard"
