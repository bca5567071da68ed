"""Combat damage assignment under cr-current: 510.1a-e and trample, 702.19b-f.

Each board is a small scenario; an explicit `assign` is checked whole (510.1e). A legal one is
used as given; an illegal one makes `redzone.resolve` raise IllegalAssignment whose violations
name the CR rule broken, and `redzone.check` returns the same violations. The last part checks
the default assignment policy of the scenario format (docs: shared/spec/scenario-format.md).
"""

from __future__ import annotations

import json

import pytest

import redzone

Split = dict[str, int]


def board(text: str, assign: dict[str, Split] | dict[str, list[Split]] | None = None,
          removed: list[str] | None = None) -> redzone.Scenario:
    """`text` ends with the `combat:` section; add `assign` and `removed` to it."""
    if assign is not None:
        text += f"  assign: {json.dumps(assign)}\n"
    if removed is not None:
        text += f"  removed: {json.dumps(removed)}\n"
    return redzone.loads(text)


def step_assignments(result: redzone.Result, index: int = -1) -> dict[str, Split]:
    return {c: dict(a) for c, a in result.steps[index].assignments.items()}


def assert_legal(scenario: redzone.Scenario) -> redzone.Result:
    assert redzone.check(scenario) == []
    return redzone.resolve(scenario)


def assert_illegal(scenario: redzone.Scenario, *expected: tuple[str, str]) -> None:
    """resolve raises IllegalAssignment with exactly these (rule, creature) violations, and
    check returns them."""
    with pytest.raises(redzone.IllegalAssignment) as caught:
        redzone.resolve(scenario)
    got = sorted((v.rule, v.subject) for v in caught.value.violations)
    assert got == sorted(expected)
    assert all(v.message for v in caught.value.violations)
    checked = redzone.check(scenario)
    assert sorted((v.rule, v.subject) for v in checked) == sorted(expected)
    assert all(isinstance(v, redzone.Violation) for v in checked)


def zones(result: redzone.Result) -> dict[str, str]:
    return {pid: p.zone for pid, p in result.permanents.items()}


def life(result: redzone.Result, player: str = "Bob") -> int:
    return result.players[player].life


# --- 510.1c: the Elvish Regrower example -------------------------------------------------

REGROWER = """
players: {Alice: {}, Bob: {}}
battlefield:
  Alice:
    - {id: regrower, name: Elvish Regrower, power: 4, toughness: 3}
  Bob:
    - {id: spawn, name: Vampire Spawn, power: 2, toughness: 3}
    - {id: hunter, name: Helpful Hunter, power: 1, toughness: 1}
    - {id: bystander, name: Bystander, power: 1, toughness: 1}
combat:
  attacks: {regrower: Bob}
  blocks: {spawn: regrower, hunter: regrower}
"""

# Every split the CR example lists: 0+4, 1+3, 2+2, 3+1, 4+0 (Spawn + Hunter).
REGROWER_SPLITS = [
    {"hunter": 4},
    {"spawn": 1, "hunter": 3},
    {"spawn": 2, "hunter": 2},
    {"spawn": 3, "hunter": 1},
    {"spawn": 4},
]


@pytest.mark.parametrize("split", REGROWER_SPLITS, ids=lambda s: json.dumps(s))
def test_510_1c_every_split_of_the_regrower_example_is_legal(split: Split) -> None:
    result = assert_legal(board(REGROWER, {"regrower": split}))
    assert step_assignments(result)["regrower"] == split
    spawn_damage = split.get("spawn", 0)
    hunter_damage = split.get("hunter", 0)
    assert result.permanents["spawn"].damage == spawn_damage
    assert result.permanents["hunter"].damage == hunter_damage
    assert result.permanents["spawn"].zone == ("graveyard" if spawn_damage >= 3
                                               else "battlefield")
    assert result.permanents["hunter"].zone == ("graveyard" if hunter_damage >= 1
                                                else "battlefield")
    assert result.permanents["regrower"].zone == "graveyard"  # 2 + 1 damage on a 4/3
    assert life(result) == 20


def test_510_1c_zero_entries_are_allowed_in_a_split() -> None:
    result = assert_legal(board(REGROWER, {"regrower": {"spawn": 0, "hunter": 4}}))
    assert step_assignments(result)["regrower"] == {"hunter": 4}


@pytest.mark.parametrize("split", [{"spawn": 2, "hunter": 1}, {"spawn": 3, "hunter": 2},
                                   {"spawn": 5}, {}],
                         ids=["3 of 4", "5 of 4", "5 to one", "nothing"])
def test_510_1a_wrong_total_is_illegal(split: Split) -> None:
    assert_illegal(board(REGROWER, {"regrower": split}), ("510.1a", "regrower"))


def test_510_1c_blocked_creature_without_trample_cant_damage_the_player() -> None:
    assert_illegal(board(REGROWER, {"regrower": {"spawn": 3, "Bob": 1}}),
                   ("510.1c", "regrower"))


def test_510_1c_blocked_creature_cant_damage_a_creature_not_blocking_it() -> None:
    assert_illegal(board(REGROWER, {"regrower": {"spawn": 2, "hunter": 1, "bystander": 1}}),
                   ("510.1c", "regrower"))


def test_510_1c_single_blocker_gets_all_the_damage() -> None:
    text = REGROWER.replace(", hunter: regrower}", "}")
    assert_legal(board(text, {"regrower": {"spawn": 4}}))
    assert_illegal(board(text, {"regrower": {"spawn": 3, "hunter": 1}}),
                   ("510.1c", "regrower"))


def test_510_1c_blocked_creature_whose_blockers_left_assigns_nothing() -> None:
    scenario = board(REGROWER, removed=["spawn", "hunter"])
    result = assert_legal(scenario)
    assert step_assignments(result) == {}
    assert life(result) == 20
    assert any(e.type == "no_damage" and e.source == "regrower" and e.rule == "510.1c"
               for e in result.events)
    assert_illegal(board(REGROWER, {"regrower": {"Bob": 4}}, removed=["spawn", "hunter"]),
                   ("510.1c", "regrower"))


# --- 510.1a, 510.1b, 510.1d ----------------------------------------------------------------

GORGER = """
players: {Alice: {}, Bob: {}}
battlefield:
  Alice:
    - {id: gorger, name: Vastwood Gorger, power: 5, toughness: 6}
    - {id: idle, name: Idle Bear, power: 2, toughness: 2}
  Bob:
    - {id: guardian, name: Pride Guardian, power: 0, toughness: 3}
    - {id: elves, name: Llanowar Elves, power: 1, toughness: 1}
combat:
  attacks: {gorger: Bob}
  blocks: {guardian: gorger, elves: gorger}
"""


def test_510_1a_creature_with_power_0_assigns_no_damage() -> None:
    assert_illegal(board(GORGER, {"guardian": {"gorger": 1}}), ("510.1a", "guardian"))
    result = assert_legal(board(GORGER, {"guardian": {"gorger": 0}}))
    assert "guardian" not in step_assignments(result)


def test_510_1a_creature_not_in_combat_assigns_no_damage() -> None:
    assert_illegal(board(GORGER, {"idle": {"Bob": 2}}), ("510.1a", "idle"))


UNBLOCKED = """
players: {Alice: {}, Bob: {}}
battlefield:
  Alice:
    - {id: bear, power: 2, toughness: 2}
  Bob:
    - {id: onlooker, power: 1, toughness: 1}
    - {id: walker, types: [planeswalker], loyalty: 4}
combat:
  attacks: {bear: Bob}
"""


def test_510_1b_unblocked_creature_damages_what_it_attacks() -> None:
    result = assert_legal(board(UNBLOCKED, {"bear": {"Bob": 2}}))
    assert life(result) == 18
    assert_illegal(board(UNBLOCKED, {"bear": {"onlooker": 2}}), ("510.1b", "bear"))
    assert_illegal(board(UNBLOCKED, {"bear": {"Bob": 1, "walker": 1}}), ("510.1b", "bear"))


def test_510_1b_attacker_of_a_removed_planeswalker_assigns_nothing() -> None:
    text = UNBLOCKED.replace("{bear: Bob}", "{bear: walker}")
    result = assert_legal(board(text, removed=["walker"]))
    assert step_assignments(result) == {}
    assert result.permanents["walker"].loyalty == 4
    assert life(result) == 20


DOUBLE_BLOCK = """
players: {Alice: {}, Bob: {}}
battlefield:
  Alice:
    - {id: first, power: 3, toughness: 3}
    - {id: second, power: 3, toughness: 3}
    - {id: home, power: 1, toughness: 1}
  Bob:
    - {id: wall, power: 4, toughness: 6, can_block: 2, keywords: [trample]}
combat:
  attacks: {first: Bob, second: Bob}
  blocks: {wall: [first, second]}
"""


@pytest.mark.parametrize("split", [{"first": 2, "second": 2}, {"second": 4},
                                   {"first": 3, "second": 1}, {"first": 4}])
def test_510_1d_blocker_divides_damage_among_the_creatures_it_blocks(split: Split) -> None:
    result = assert_legal(board(DOUBLE_BLOCK, {"wall": split}))
    assert step_assignments(result)["wall"] == split
    for attacker in ("first", "second"):
        dealt = split.get(attacker, 0)
        assert result.permanents[attacker].damage == dealt
        assert result.permanents[attacker].zone == ("graveyard" if dealt >= 3
                                                    else "battlefield")


def test_510_1d_blocker_cant_damage_a_player_or_a_creature_it_doesnt_block() -> None:
    # 702.19a: trample has no effect on a blocking creature.
    assert_illegal(board(DOUBLE_BLOCK, {"wall": {"first": 2, "Alice": 2}}), ("510.1d", "wall"))
    assert_illegal(board(DOUBLE_BLOCK, {"wall": {"first": 2, "home": 2}}), ("510.1d", "wall"))
    assert_illegal(board(DOUBLE_BLOCK, {"wall": {"first": 3}}), ("510.1a", "wall"))


# --- 510.1e: the whole assignment is checked --------------------------------------------

BALOTH = """
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
"""


def test_510_1e_the_2023_baloth_assignment_is_legal() -> None:
    assign = {"baloth": {"armodon": 1, "brigade": 1, "ape": 5},
              "boars": {"brigade": 3, "piker": 1}}
    result = assert_legal(board(BALOTH, assign))
    got = step_assignments(result)
    assert got["baloth"] == assign["baloth"]
    assert got["boars"] == assign["boars"]
    assert {p for p, s in result.permanents.items() if s.zone == "graveyard"} == {
        "baloth", "armodon", "brigade", "ape", "piker"}
    assert result.permanents["brigade"].damage == 4


def test_510_1e_every_broken_rule_of_the_whole_assignment_is_reported() -> None:
    assign = {"baloth": {"armodon": 1, "brigade": 1, "ape": 4},
              "boars": {"brigade": 3, "Bob": 1}}
    assert_illegal(board(BALOTH, assign), ("510.1a", "baloth"), ("510.1c", "boars"))


# --- 702.19b: trample ----------------------------------------------------------------------

TRAMPLE = """
players: {Alice: {}, Bob: {}}
battlefield:
  Alice:
    - {id: rhino, power: 4, toughness: 4, keywords: [trample]}
  Bob:
    - {id: bear, %s}
combat:
  attacks: {rhino: Bob}
  blocks: {bear: rhino}
"""
BEAR = TRAMPLE % "power: 2, toughness: 2"


@pytest.mark.parametrize(("split", "bob"), [({"bear": 2, "Bob": 2}, 18), ({"bear": 4}, 20),
                                            ({"bear": 3, "Bob": 1}, 19)])
def test_702_19b_trample_after_lethal_damage_to_the_blocker(split: Split, bob: int) -> None:
    result = assert_legal(board(BEAR, {"rhino": split}))
    assert step_assignments(result)["rhino"] == split
    assert life(result) == bob
    assert result.permanents["bear"].zone == "graveyard"


@pytest.mark.parametrize("split", [{"bear": 1, "Bob": 3}, {"Bob": 4}])
def test_702_19b_no_trample_damage_before_lethal_damage(split: Split) -> None:
    assert_illegal(board(BEAR, {"rhino": split}), ("702.19b", "rhino"))


def test_702_19b_lethal_damage_counts_damage_already_marked() -> None:
    marked = TRAMPLE % "power: 2, toughness: 3, damage: 2"
    result = assert_legal(board(marked, {"rhino": {"bear": 1, "Bob": 3}}))
    assert life(result) == 17
    assert result.permanents["bear"].zone == "graveyard"
    assert_illegal(board(marked, {"rhino": {"Bob": 4}}), ("702.19b", "rhino"))


def test_702_19b_lethal_damage_uses_current_toughness_with_counters() -> None:
    grown = TRAMPLE % "power: 2, toughness: 2, counters: {'+1/+1': 1}"
    assert_illegal(board(grown, {"rhino": {"bear": 2, "Bob": 2}}), ("702.19b", "rhino"))
    result = assert_legal(board(grown, {"rhino": {"bear": 3, "Bob": 1}}))
    assert life(result) == 19


def test_702_19b_prevention_doesnt_change_what_is_lethal() -> None:
    shielded = TRAMPLE % "power: 2, toughness: 2, prevent: 5"
    assert_illegal(board(shielded, {"rhino": {"bear": 1, "Bob": 3}}), ("702.19b", "rhino"))
    result = assert_legal(board(shielded, {"rhino": {"bear": 2, "Bob": 2}}))
    assert life(result) == 18
    assert result.permanents["bear"].zone == "battlefield"
    assert result.permanents["bear"].damage == 0


PRO_GREEN = """
players: {Alice: {}, Bob: {}}
battlefield:
  Alice:
    - {id: wurm, power: 6, toughness: 6, colors: [green], keywords: [trample]}
  Bob:
    - {id: knight, power: 2, toughness: 2, colors: [white], keywords: [protection from green]}
combat:
  attacks: {wurm: Bob}
  blocks: {knight: wurm}
"""


@pytest.mark.parametrize(("split", "bob"), [({"knight": 2, "Bob": 4}, 16),
                                            ({"knight": 3, "Bob": 3}, 17), ({"knight": 6}, 20)])
def test_702_19b_protection_example_legal(split: Split, bob: int) -> None:
    result = assert_legal(board(PRO_GREEN, {"wurm": split}))
    assert life(result) == bob
    assert result.permanents["knight"].zone == "battlefield"
    assert result.permanents["knight"].damage == 0
    prevented = [e for e in result.events if e.type == "prevented"]
    assert [(e.rule, e.amount) for e in prevented] == [("702.16e", split["knight"])]


@pytest.mark.parametrize("split", [{"knight": 1, "Bob": 5}, {"Bob": 6}])
def test_702_19b_protection_example_must_assign_lethal_first(split: Split) -> None:
    assert_illegal(board(PRO_GREEN, {"wurm": split}), ("702.19b", "wurm"))


TWO_ATTACKERS = """
players: {Alice: {}, Bob: {}}
battlefield:
  Alice:
    - {id: squire, power: 1, toughness: 1%s}
    - {id: rhino, power: 3, toughness: 3, keywords: [trample]}
  Bob:
    - {id: wall, power: 2, toughness: 2, can_block: 2}
combat:
  attacks: {squire: Bob, rhino: Bob}
  blocks: {wall: [squire, rhino]}
"""
CR_EXAMPLE = TWO_ATTACKERS % ""


def test_702_19b_example_counts_the_other_attackers_damage() -> None:
    result = assert_legal(board(CR_EXAMPLE, {"squire": {"wall": 1},
                                             "rhino": {"wall": 1, "Bob": 2}}))
    assert step_assignments(result) == {"squire": {"wall": 1}, "rhino": {"wall": 1, "Bob": 2},
                                        "wall": {"squire": 1, "rhino": 1}}
    assert life(result) == 18
    assert result.permanents["wall"].zone == "graveyard"


def test_702_19b_listing_order_of_the_assignment_doesnt_matter() -> None:
    assert_legal(board(CR_EXAMPLE, {"rhino": {"wall": 1, "Bob": 2}, "squire": {"wall": 1}}))


def test_702_19b_other_attackers_default_damage_counts_too() -> None:
    result = assert_legal(board(CR_EXAMPLE, {"rhino": {"wall": 1, "Bob": 2}}))
    assert step_assignments(result)["squire"] == {"wall": 1}


def test_702_19b_one_from_the_other_attacker_is_not_enough_for_three_trample() -> None:
    assert_illegal(board(CR_EXAMPLE, {"squire": {"wall": 1}, "rhino": {"Bob": 3}}),
                   ("702.19b", "rhino"))


def test_702_19b_damage_from_the_first_strike_step_counts_as_marked() -> None:
    first = TWO_ATTACKERS % ", keywords: [first strike]"
    result = assert_legal(board(first, {"rhino": {"wall": 1, "Bob": 2}}))
    assert [step_assignments(result, i) for i in range(2)] == [
        {"squire": {"wall": 1}},
        {"rhino": {"wall": 1, "Bob": 2}, "wall": {"squire": 1, "rhino": 1}}]
    assert life(result) == 18


DEATHTOUCH = """
players: {Alice: {}, Bob: {}}
battlefield:
  Alice:
    - {id: hydra, power: 5, toughness: 5, keywords: [deathtouch, trample]}
  Bob:
    - {id: ogre, power: 4, toughness: 4}
    - {id: centaur, power: 3, toughness: 3}
combat:
  attacks: {hydra: Bob}
  blocks: {ogre: hydra, centaur: hydra}
"""


@pytest.mark.parametrize(("split", "bob"), [({"ogre": 1, "centaur": 1, "Bob": 3}, 17),
                                            ({"ogre": 2, "centaur": 1, "Bob": 2}, 18),
                                            ({"ogre": 4, "centaur": 1}, 20)])
def test_702_19b_deathtouch_makes_1_lethal(split: Split, bob: int) -> None:
    result = assert_legal(board(DEATHTOUCH, {"hydra": split}))
    assert life(result) == bob
    assert result.permanents["ogre"].zone == "graveyard"
    assert result.permanents["centaur"].zone == "graveyard"


@pytest.mark.parametrize("split", [{"ogre": 1, "Bob": 4}, {"centaur": 1, "Bob": 4},
                                   {"Bob": 5}])
def test_702_19b_deathtouch_still_needs_1_per_blocker(split: Split) -> None:
    assert_illegal(board(DEATHTOUCH, {"hydra": split}), ("702.19b", "hydra"))


def test_702_19b_deathtouch_damage_from_another_attacker_is_lethal() -> None:
    text = """
players: {Alice: {}, Bob: {}}
battlefield:
  Alice:
    - {id: assassin, power: 1, toughness: 1, keywords: [deathtouch]}
    - {id: rhino, power: 3, toughness: 3, keywords: [trample]}
  Bob:
    - {id: wall, power: 0, toughness: 5, can_block: 2}
combat:
  attacks: {assassin: Bob, rhino: Bob}
  blocks: {wall: [assassin, rhino]}
"""
    result = assert_legal(board(text, {"assassin": {"wall": 1}, "rhino": {"Bob": 3}}))
    assert life(result) == 17
    assert result.permanents["wall"].zone == "graveyard"


# --- 702.19c: trample over planeswalkers ---------------------------------------------------

WALKER = """
players: {Alice: {}, Bob: {}}
battlefield:
  Alice:
    - {id: squire, power: 1, toughness: 1}
    - {id: behemoth, power: 7, toughness: 7, keywords: [trample over planeswalkers]}
  Bob:
    - {id: walker, types: [planeswalker], loyalty: 3}
    - {id: bear, power: 2, toughness: 2}
combat:
  attacks: {squire: walker, behemoth: walker}
"""


def test_702_19c_example_is_legal() -> None:
    result = assert_legal(board(WALKER, {"squire": {"walker": 1},
                                         "behemoth": {"walker": 2, "Bob": 5}}))
    assert life(result) == 15
    assert result.permanents["walker"].zone == "graveyard"
    assert result.permanents["walker"].loyalty == 0


@pytest.mark.parametrize("split", [{"walker": 7}, {"walker": 3, "Bob": 4},
                                   {"walker": 5, "Bob": 2}])
def test_702_19c_more_than_the_loyalty_is_fine(split: Split) -> None:
    result = assert_legal(board(WALKER, {"squire": {"walker": 1}, "behemoth": split}))
    assert life(result) == 20 - split.get("Bob", 0)


@pytest.mark.parametrize("split", [{"walker": 1, "Bob": 6}, {"Bob": 7}])
def test_702_19c_loyalty_first_counting_the_other_attacker(split: Split) -> None:
    assert_illegal(board(WALKER, {"squire": {"walker": 1}, "behemoth": split}),
                   ("702.19c", "behemoth"))


def test_702_19c_alone_it_needs_the_whole_loyalty() -> None:
    alone = WALKER.replace("squire: walker, ", "")
    assert_illegal(board(alone, {"behemoth": {"walker": 2, "Bob": 5}}), ("702.19c", "behemoth"))
    assert_legal(board(alone, {"behemoth": {"walker": 3, "Bob": 4}}))


BLOCKED_WALKER = WALKER.replace("squire: walker, ", "") + "  blocks: {bear: behemoth}\n"


def test_702_19c_blocked_lethal_to_blockers_then_loyalty_then_player() -> None:
    result = assert_legal(board(BLOCKED_WALKER, {"behemoth": {"bear": 2, "walker": 3,
                                                              "Bob": 2}}))
    assert life(result) == 18
    assert zones(result)["bear"] == "graveyard"
    assert zones(result)["walker"] == "graveyard"
    assert_legal(board(BLOCKED_WALKER, {"behemoth": {"bear": 2, "walker": 5}}))


@pytest.mark.parametrize(("split", "rule"), [
    ({"bear": 1, "walker": 3, "Bob": 3}, "702.19b"),
    ({"bear": 1, "walker": 6}, "702.19b"),
    ({"bear": 2, "walker": 2, "Bob": 3}, "702.19c"),
])
def test_702_19c_blocked_illegal(split: Split, rule: str) -> None:
    assert_illegal(board(BLOCKED_WALKER, {"behemoth": split}), (rule, "behemoth"))


# --- 702.19d and 702.19e: nothing left to trample over ----------------------------------------

def test_702_19d_blocked_trampler_with_no_blockers_left_hits_the_player() -> None:
    result = assert_legal(board(BEAR, {"rhino": {"Bob": 4}}, removed=["bear"]))
    assert life(result) == 16
    result = assert_legal(board(BEAR, removed=["bear"]))
    assert step_assignments(result) == {"rhino": {"Bob": 4}}
    assert_illegal(board(BEAR, {"rhino": {"bear": 2, "Bob": 2}}, removed=["bear"]),
                   ("702.19d", "rhino"))


def test_702_19e_walker_removed_damage_goes_to_the_player() -> None:
    alone = WALKER.replace("squire: walker, ", "")
    result = assert_legal(board(alone, {"behemoth": {"Bob": 7}}, removed=["walker"]))
    assert life(result) == 13
    assert result.permanents["walker"].loyalty == 3
    blocked = board(BLOCKED_WALKER, {"behemoth": {"bear": 2, "Bob": 5}}, removed=["walker"])
    assert life(assert_legal(blocked)) == 15
    assert_illegal(board(BLOCKED_WALKER, {"behemoth": {"bear": 1, "Bob": 6}},
                         removed=["walker"]), ("702.19b", "behemoth"))


# --- 702.19f: no trample over planeswalkers ------------------------------------------------

PLAIN_WALKER = """
players: {Alice: {}, Bob: {}}
battlefield:
  Alice:
    - {id: giant, power: 5, toughness: 5}
    - {id: trampler, power: 4, toughness: 4, keywords: [trample]}
  Bob:
    - {id: walker, types: [planeswalker], loyalty: 3}
    - {id: goblin, power: 1, toughness: 1}
combat:
  attacks: {giant: walker, trampler: walker}
  blocks: {goblin: trampler}
"""


def test_702_19f_excess_over_loyalty_stays_on_the_planeswalker() -> None:
    result = assert_legal(board(PLAIN_WALKER, {"giant": {"walker": 5},
                                               "trampler": {"goblin": 1, "walker": 3}}))
    assert life(result) == 20
    assert result.permanents["walker"].zone == "graveyard"


@pytest.mark.parametrize(("creature", "split"), [
    ("giant", {"walker": 3, "Bob": 2}),
    ("trampler", {"goblin": 1, "walker": 1, "Bob": 2}),
    ("trampler", {"goblin": 1, "Bob": 3}),
])
def test_702_19f_no_damage_to_the_defending_player(creature: str, split: Split) -> None:
    assert_illegal(board(PLAIN_WALKER, {creature: split}), ("702.19f", creature))


def test_702_19f_not_even_when_the_planeswalker_left_combat() -> None:
    assert_illegal(board(PLAIN_WALKER, {"giant": {"Bob": 5}}, removed=["walker"]),
                   ("702.19f", "giant"))
    assert_illegal(board(PLAIN_WALKER, {"trampler": {"goblin": 1, "Bob": 3}},
                         removed=["walker"]), ("702.19f", "trampler"))
    result = assert_legal(board(PLAIN_WALKER, removed=["walker"]))
    assert step_assignments(result) == {"trampler": {"goblin": 4}, "goblin": {"trampler": 1}}
    assert life(result) == 20


# --- the default assignment policy (scenario-format.md) -------------------------------------

def default(text: str) -> dict[str, Split]:
    return step_assignments(assert_legal(board(text)))


def test_default_lethal_in_the_order_of_blocks_rest_to_the_last() -> None:
    assert default(REGROWER)["regrower"] == {"spawn": 3, "hunter": 1}
    reordered = REGROWER.replace("{spawn: regrower, hunter: regrower}",
                                 "{hunter: regrower, spawn: regrower}")
    assert default(reordered)["regrower"] == {"hunter": 1, "spawn": 3}


def test_default_order_decides_who_gets_lethal_damage() -> None:
    text = """
players: {Alice: {}, Bob: {}}
battlefield:
  Alice:
    - {id: ogre, power: 3, toughness: 3}
  Bob:
    - {id: x, power: 0, toughness: 2}
    - {id: y, power: 0, toughness: 2}
combat:
  attacks: {ogre: Bob}
  blocks: {%s}
"""
    assert default(text % "x: ogre, y: ogre")["ogre"] == {"x": 2, "y": 1}
    assert default(text % "y: ogre, x: ogre")["ogre"] == {"y": 2, "x": 1}


def test_default_surplus_goes_to_the_last_blocker() -> None:
    text = GORGER.replace("power: 0, toughness: 3", "power: 0, toughness: 1")
    assert default(text)["gorger"] == {"guardian": 1, "elves": 4}


def test_default_short_of_lethal_gives_what_it_has_to_the_first() -> None:
    text = REGROWER.replace("power: 4, toughness: 3", "power: 2, toughness: 3")
    assert default(text)["regrower"] == {"spawn": 2}


def test_default_trample_rest_to_the_player() -> None:
    assert default(BEAR)["rhino"] == {"bear": 2, "Bob": 2}
    assert default(TRAMPLE % "power: 2, toughness: 3, damage: 2")["rhino"] == {"bear": 1,
                                                                                "Bob": 3}
    assert default(TRAMPLE % "power: 2, toughness: 2, counters: {'+1/+1': 2}")["rhino"] == {
        "bear": 4}
    assert default(TRAMPLE % "power: 2, toughness: 2, prevent: 9")["rhino"] == {"bear": 2,
                                                                                 "Bob": 2}


def test_default_deathtouch_one_each() -> None:
    assert default(DEATHTOUCH)["hydra"] == {"ogre": 1, "centaur": 1, "Bob": 3}
    no_trample = DEATHTOUCH.replace("[deathtouch, trample]", "[deathtouch]")
    assert default(no_trample)["hydra"] == {"ogre": 1, "centaur": 4}


def test_default_counts_the_other_attackers_damage() -> None:
    assert default(CR_EXAMPLE) == {"squire": {"wall": 1}, "rhino": {"wall": 1, "Bob": 2},
                                   "wall": {"squire": 1, "rhino": 1}}


def test_default_trample_over_planeswalkers() -> None:
    assert default(WALKER) == {"squire": {"walker": 1}, "behemoth": {"walker": 2, "Bob": 5}}
    assert default(BLOCKED_WALKER) == {"behemoth": {"bear": 2, "walker": 3, "Bob": 2},
                                       "bear": {"behemoth": 2}}


def test_default_plain_trample_at_a_planeswalker() -> None:
    assert default(PLAIN_WALKER) == {"giant": {"walker": 5},
                                     "trampler": {"goblin": 1, "walker": 3},
                                     "goblin": {"trampler": 1}}


def test_default_blocker_lethal_in_order_rest_to_the_last() -> None:
    assert default(DOUBLE_BLOCK)["wall"] == {"first": 3, "second": 1}


def test_default_unblocked_all_to_the_target() -> None:
    assert default(UNBLOCKED) == {"bear": {"Bob": 2}}


# --- more boards: battles, removed blockers, marked damage, power after first strike --------

def test_702_19b_trample_at_a_battle_goes_to_the_battle_not_the_player() -> None:
    text = """
players: {Alice: {}, Bob: {}}
battlefield:
  Alice:
    - {id: siege, types: [battle], subtypes: [Siege], defense: 5, protector: Bob}
    - {id: rhino, power: 4, toughness: 4, keywords: [trample over planeswalkers]}
  Bob:
    - {id: bear, power: 2, toughness: 2}
combat:
  attacks: {rhino: siege}
  blocks: {bear: rhino}
"""
    result = assert_legal(board(text, {"rhino": {"bear": 2, "siege": 2}}))
    assert result.permanents["siege"].defense == 3
    assert life(result) == 20
    assert default(text)["rhino"] == {"bear": 2, "siege": 2}
    assert_illegal(board(text, {"rhino": {"bear": 2, "Bob": 2}}), ("702.19b", "rhino"))
    assert_illegal(board(text, {"rhino": {"bear": 1, "siege": 3}}), ("702.19b", "rhino"))


def test_702_19b_only_the_blockers_still_blocking_need_lethal_damage() -> None:
    text = BEAR.replace("  Bob:\n", "  Bob:\n    - {id: elf, power: 1, toughness: 1}\n")
    text = text.replace("{bear: rhino}", "{bear: rhino, elf: rhino}")
    assert_illegal(board(text, {"rhino": {"bear": 2, "Bob": 2}}), ("702.19b", "rhino"))
    result = assert_legal(board(text, {"rhino": {"bear": 2, "Bob": 2}}, removed=["elf"]))
    assert life(result) == 18
    assert_illegal(board(text, {"rhino": {"bear": 2, "elf": 1, "Bob": 1}}, removed=["elf"]),
                   ("702.19b", "rhino"))


def test_702_19b_indestructible_blocker_with_lethal_damage_marked_needs_no_more() -> None:
    worn = TRAMPLE % "power: 2, toughness: 2, damage: 2, keywords: [indestructible]"
    result = assert_legal(board(worn, {"rhino": {"Bob": 4}}))
    assert life(result) == 16
    assert result.permanents["bear"].zone == "battlefield"
    assert default(worn)["rhino"] == {"Bob": 4}


def test_510_1a_power_reduced_to_0_in_the_first_step_deals_no_damage_later() -> None:
    text = """
players: {Alice: {}, Bob: {}}
battlefield:
  Alice:
    - {id: shade, power: 2, toughness: 2, keywords: [first strike, wither]}
  Bob:
    - {id: bear, power: 2, toughness: 3}
combat:
  attacks: {shade: Bob}
  blocks: {bear: shade}
"""
    result = assert_legal(board(text))
    assert [step_assignments(result, i) for i in range(2)] == [{"shade": {"bear": 2}}, {}]
    assert dict(result.permanents["bear"].counters) == {"-1/-1": 2}
    assert result.permanents["bear"].power == 0
    assert result.permanents["shade"].damage == 0
    assert any(e.type == "no_damage" and e.source == "bear" and e.rule == "510.1a"
               for e in result.steps[1].events)
    assert_illegal(board(text, {"bear": {"shade": 2}}), ("510.1a", "bear"))


# --- `assign` per step: one mapping for every step, or a list with one per step -------------

DOUBLE_STRIKE = """
players: {Alice: {}, Bob: {}}
battlefield:
  Alice:
    - {id: striker, power: 4, toughness: 4, keywords: [double strike, trample]}
  Bob:
    - {id: bear, power: 2, toughness: 2}
combat:
  attacks: {striker: Bob}
  blocks: {bear: striker}
"""


def test_per_step_list_for_a_double_striker() -> None:
    per_step = [{"bear": 2, "Bob": 2}, {"Bob": 4}]
    result = assert_legal(board(DOUBLE_STRIKE, {"striker": per_step}))
    assert [step_assignments(result, i) for i in range(2)] == [
        {"striker": {"bear": 2, "Bob": 2}}, {"striker": {"Bob": 4}}]
    assert life(result) == 14
    assert result.permanents["bear"].zone == "graveyard"


def test_per_step_list_checks_each_step() -> None:
    # 702.19b in the first step, 702.19d in the second (no creature blocks it any more).
    assert_illegal(board(DOUBLE_STRIKE, {"striker": [{"bear": 1, "Bob": 3}, {"Bob": 4}]}),
                   ("702.19b", "striker"))
    assert_illegal(board(DOUBLE_STRIKE, {"striker": [{"bear": 2, "Bob": 2}, {"bear": 4}]}),
                   ("702.19d", "striker"))


def test_one_mapping_is_used_in_both_steps_of_a_double_striker() -> None:
    scenario = board(DOUBLE_STRIKE, {"striker": {"bear": 2, "Bob": 2}})
    with pytest.raises(redzone.IllegalAssignment) as caught:
        redzone.resolve(scenario)
    (violation,) = caught.value.violations
    assert (violation.rule, violation.subject) == ("702.19d", "striker")
    assert "one assignment per step" in violation.message
    result = assert_legal(board(DOUBLE_STRIKE.replace("2, toughness: 2}", "2, toughness: 9}"),
                                {"striker": {"bear": 4}}))
    assert [step_assignments(result, i)["striker"] for i in range(2)] == [{"bear": 4}] * 2
    assert result.permanents["bear"].damage == 8


def test_per_step_list_too_short_or_too_long() -> None:
    assert_illegal(board(DOUBLE_STRIKE, {"striker": [{"bear": 2, "Bob": 2}]}),
                   ("510.1", "striker"))
    assert_illegal(board(BEAR, {"rhino": [{"bear": 2, "Bob": 2}, {"Bob": 4}]}),
                   ("510.1a", "rhino"))


def test_510_1c_a_removed_blocker_is_no_longer_a_recipient() -> None:
    assert_illegal(board(REGROWER, {"regrower": {"spawn": 2, "hunter": 2}}, removed=["hunter"]),
                   ("510.1c", "regrower"))
    result = assert_legal(board(REGROWER, {"regrower": {"spawn": 4}}, removed=["hunter"]))
    assert result.permanents["spawn"].zone == "graveyard"
    assert result.permanents["hunter"].damage == 0
