"""mtgpq: MTG Puzzle Quest combat, one test per rule, each from a concrete slot board."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import redzone
from clirun import run_cli
from redzone.core.result import Event, Result


def c(pid: str, power: int, toughness: int, *keywords: str, **fields: Any) -> dict[str, Any]:
    """A creature entry, as in a scenario file."""
    return {"id": pid, "power": power, "toughness": toughness, "keywords": list(keywords),
            **fields}


def scenario(alice: list[dict[str, Any]], bob: list[dict[str, Any]], bob_life: int = 20,
             **extra: Any) -> redzone.Scenario:
    return redzone.from_dict({
        "rules": "mtgpq", "players": {"Alice": {"life": 20}, "Bob": {"life": bob_life}},
        "battlefield": {"Alice": alice, "Bob": bob}, **extra})


def fight(alice: list[dict[str, Any]], bob: list[dict[str, Any]], bob_life: int = 20,
          ) -> Result:
    result = redzone.resolve(scenario(alice, bob, bob_life))
    assert all(e.rule.startswith("mtgpq:") for e in (*result.declarations, *result.events))
    return result


def slots(result: Result, player: str) -> list[tuple[str | None, str]]:
    """(creature, rule) in slot order."""
    found = [e for e in result.declarations if e.type == "slot" and e.player == player]
    assert [e.amount for e in found] == list(range(1, len(found) + 1))
    return [(e.permanent, e.rule) for e in found]


def blocks(result: Result) -> list[tuple[str | None, str | None, str]]:
    """(attacker, its blocker or None, the rule), one per attack, in order."""
    out = []
    for e in result.events:
        if e.type in ("blocks", "unblocked"):
            attacker = e.target if e.type == "blocks" else e.source
            out.append((attacker, e.source if e.type == "blocks" else None, e.rule))
    return out


def damage(result: Result) -> list[tuple[str | None, str | None, int | None, str]]:
    return [(e.source, e.target, e.amount, e.rule) for e in result.events if e.type == "damage"]


def of_type(result: Result, kind: str) -> list[Event]:
    return [e for e in (*result.declarations, *result.events) if e.type == kind]


def life(result: Result) -> tuple[int, int]:
    return result.players["Alice"].life, result.players["Bob"].life


# --- slots --------------------------------------------------------------------------------

def test_slots_fill_in_listing_order() -> None:
    result = fight([c("a", 1, 1), c("b", 1, 1), c("d", 1, 1)], [c("x", 1, 1), c("y", 1, 1)])
    assert slots(result, "Alice") == [("a", "mtgpq:slots"), ("b", "mtgpq:slots"),
                                      ("d", "mtgpq:slots")]
    assert slots(result, "Bob") == [("x", "mtgpq:slots"), ("y", "mtgpq:slots")]


def test_three_slots_a_fourth_creature_of_ones_own_is_refused() -> None:
    with pytest.raises(redzone.ScenarioError) as err:
        fight([c(f"a{i}", 1, 1) for i in range(4)], [])
    assert err.value.path == "battlefield.Alice"
    assert "mtgpq:slots" in err.value.message


def test_a_stolen_creature_takes_a_slot_beyond_three() -> None:
    alice = [c("a1", 1, 1), c("a2", 1, 1), c("a3", 1, 1), c("ogre", 3, 3, owner="Bob")]
    result = fight(alice, [])
    assert [pid for pid, _ in slots(result, "Alice")] == ["a1", "a2", "a3", "ogre"]
    (slot,) = [e for e in result.declarations if e.permanent == "ogre"]
    assert slot.note == "owned by Bob"
    assert life(result) == (20, 14)


def test_defender_moves_to_the_first_slot_without_defender() -> None:
    result = fight([], [c("bear", 2, 2), c("elf", 1, 1), c("wall", 0, 4, "defender")])
    assert slots(result, "Bob") == [("wall", "mtgpq:defender"), ("bear", "mtgpq:slots"),
                                    ("elf", "mtgpq:slots")]


def test_defender_reach_vigilance_order() -> None:
    bob = [c("knight", 2, 2, "vigilance"), c("spider", 2, 4, "reach"), c("wall", 0, 5, "defender")]
    result = fight([], bob)
    assert slots(result, "Bob") == [("wall", "mtgpq:defender"), ("spider", "mtgpq:reach"),
                                    ("knight", "mtgpq:vigilance")]


def test_a_later_defender_shifts_the_others_up() -> None:
    bob = [c("bear", 2, 2), c("wall1", 0, 4, "defender"), c("wall2", 0, 5, "defender")]
    assert [p for p, _ in slots(fight([], bob), "Bob")] == ["wall1", "wall2", "bear"]


def test_reach_goes_after_defender_and_before_the_rest() -> None:
    bob = [c("bear", 2, 2), c("spider", 2, 4, "reach"), c("wall", 0, 5, "defender")]
    assert [p for p, _ in slots(fight([], bob), "Bob")] == ["wall", "spider", "bear"]


def test_vigilance_goes_after_reach_and_before_the_rest() -> None:
    bob = [c("bear", 2, 2), c("knight", 2, 2, "vigilance"), c("spider", 2, 4, "reach")]
    assert [p for p, _ in slots(fight([], bob), "Bob")] == ["spider", "knight", "bear"]


def test_bravery_goes_first_during_its_controllers_combat_only() -> None:
    alice = [c("bear", 2, 2), c("hero", 1, 1, "bravery"), c("wall", 1, 4, "defender")]
    bob = [c("squire", 1, 1), c("hero2", 1, 1, "bravery"), c("wall2", 0, 9, "defender")]
    result = fight(alice, bob)
    assert slots(result, "Alice") == [("hero", "mtgpq:bravery"), ("wall", "mtgpq:defender"),
                                      ("bear", "mtgpq:slots")]
    assert [p for p, _ in slots(result, "Bob")] == ["wall2", "squire", "hero2"]
    assert [a for a, _, _ in blocks(result)] == ["hero", "wall", "bear"]


# --- attacks ------------------------------------------------------------------------------

def test_attackers_resolve_one_after_another_in_slot_order() -> None:
    # The wall dies to the first attacker, so the second one is not blocked.
    result = fight([c("ogre", 3, 3), c("bear", 2, 2)], [c("wall", 0, 3, "defender")])
    assert blocks(result) == [("ogre", "wall", "mtgpq:block"), ("bear", None, "mtgpq:block")]
    assert [s.name for s in result.steps] == ["combat damage: ogre", "combat damage: bear"]
    assert result.permanents["wall"].zone == "graveyard"
    assert life(result) == (20, 18)


@pytest.mark.parametrize(("creature", "rule"), [
    (c("zero", 0, 3), "mtgpq:power"),
    (c("sleepy", 2, 2, disabled=True), "mtgpq:disabled"),
    (c("pacifist", 2, 2, "can't attack"), "mtgpq:cant-attack"),
    (c("newbie", 2, 2, summoning_sick=True), "mtgpq:haste"),
])
def test_creatures_that_dont_attack(creature: dict[str, Any], rule: str) -> None:
    result = fight([creature, c("bear", 2, 2)], [])
    (stay,) = of_type(result, "no_attack")
    assert (stay.source, stay.rule) == (creature["id"], rule)
    assert [a for a, _, _ in blocks(result)] == ["bear"]
    assert life(result) == (20, 18)


def test_haste_attacks_the_turn_it_comes_into_play() -> None:
    result = fight([c("raider", 3, 1, "haste", summoning_sick=True)], [])
    assert not of_type(result, "no_attack")
    assert life(result) == (20, 17)


def test_defender_with_power_attacks_too() -> None:
    result = fight([c("guard", 2, 4, "defender")], [])
    assert life(result) == (20, 18)


def test_a_creature_new_this_turn_still_blocks() -> None:
    result = fight([c("bear", 2, 2)], [c("wall", 0, 4, "defender", summoning_sick=True)])
    assert blocks(result) == [("bear", "wall", "mtgpq:block")]


# --- blocks -------------------------------------------------------------------------------

def test_blocked_by_the_first_eligible_defending_creature() -> None:
    bob = [c("elf", 1, 1), c("knight", 2, 2, "vigilance"), c("spider", 2, 4, "reach")]
    result = fight([c("bear", 2, 2)], bob)
    assert blocks(result) == [("bear", "spider", "mtgpq:block")]
    assert damage(result) == [("bear", "spider", 2, "mtgpq:trade"),
                              ("spider", "bear", 2, "mtgpq:trade")]


def test_creatures_without_defender_reach_or_vigilance_never_block() -> None:
    result = fight([c("bear", 2, 2)], [c("elf", 1, 1), c("ogre", 3, 3)])
    assert blocks(result) == [("bear", None, "mtgpq:block")]
    assert damage(result) == [("bear", "Bob", 2, "mtgpq:unblocked")]
    assert life(result) == (20, 18)


def test_a_disabled_creature_doesnt_block() -> None:
    bob = [c("wall", 0, 5, "defender", disabled=True), c("knight", 2, 2, "vigilance")]
    result = fight([c("bear", 2, 2)], bob)
    assert blocks(result) == [("bear", "knight", "mtgpq:block")]


def test_unblockable_bypasses_every_blocker() -> None:
    result = fight([c("rogue", 2, 2, "unblockable")], [c("wall", 0, 5, "defender")])
    assert blocks(result) == [("rogue", None, "mtgpq:unblockable")]
    assert life(result) == (20, 18)


def test_menace_is_unblocked_when_only_one_creature_could_block() -> None:
    result = fight([c("brute", 3, 3, "menace")], [c("wall", 0, 5, "defender"), c("elf", 1, 1)])
    assert blocks(result) == [("brute", None, "mtgpq:menace")]
    assert life(result) == (20, 17)


def test_menace_is_blocked_by_the_first_of_two_only() -> None:
    bob = [c("wall", 0, 5, "defender"), c("knight", 2, 2, "vigilance")]
    result = fight([c("brute", 3, 3, "menace")], bob)
    assert blocks(result) == [("brute", "wall", "mtgpq:block")]
    assert damage(result) == [("brute", "wall", 3, "mtgpq:trade")]


def test_menace_counts_only_creatures_that_could_block_a_flier() -> None:
    bob = [c("wall", 0, 5, "defender"), c("spider", 2, 4, "reach")]
    result = fight([c("drake", 2, 2, "flying", "menace")], bob)
    assert blocks(result) == [("drake", None, "mtgpq:menace")]


@pytest.mark.parametrize(("keywords", "blocked"), [
    (["reach"], True),
    (["flying", "defender"], True),
    (["flying", "vigilance"], True),
    (["defender"], False),
    (["vigilance"], False),
])
def test_flying_is_blocked_only_by_reach_or_flying_with_defender_or_vigilance(
        keywords: list[str], blocked: bool) -> None:
    result = fight([c("bird", 2, 2, "flying")], [c("guard", 1, 5, *keywords)])
    assert blocks(result) == [("bird", "guard", "mtgpq:block") if blocked
                              else ("bird", None, "mtgpq:flying")]


def test_flying_skips_a_defender_for_a_later_reach_creature() -> None:
    bob = [c("wall", 0, 5, "defender"), c("spider", 2, 4, "reach")]
    result = fight([c("bird", 2, 2, "flying")], bob)
    assert blocks(result) == [("bird", "spider", "mtgpq:block")]


def test_berserker_attacks_the_first_enemy_creature_ignoring_disabled_ones() -> None:
    bob = [c("elf", 1, 1, disabled=True), c("bear", 2, 2), c("ogre", 3, 3)]
    result = fight([c("maniac", 3, 3, "berserker")], bob)
    (attack,) = of_type(result, "attacks")
    assert (attack.source, attack.target, attack.rule) == ("maniac", "bear", "mtgpq:berserker")
    assert blocks(result) == [("maniac", "bear", "mtgpq:berserker")]
    assert result.permanents["bear"].zone == "graveyard"
    assert life(result) == (20, 20)


def test_berserker_with_no_enemy_creature_attacks_the_planeswalker() -> None:
    result = fight([c("maniac", 3, 3, "berserker")], [c("elf", 1, 1, disabled=True)])
    assert blocks(result) == [("maniac", None, "mtgpq:block")]
    assert life(result) == (20, 17)


def test_berserker_with_menace_acts_as_if_it_had_no_berserker() -> None:
    result = fight([c("maniac", 3, 3, "berserker", "menace")], [c("bear", 2, 2)])
    assert blocks(result) == [("maniac", None, "mtgpq:block")]
    assert life(result) == (20, 17)


# --- damage -------------------------------------------------------------------------------

def test_trample_sends_damage_above_the_blockers_toughness_to_the_planeswalker() -> None:
    # The wiki's example: power 8 with Trample against a toughness-5 blocker: 5 and 3.
    result = fight([c("beast", 8, 8, "trample")], [c("wall", 0, 5, "defender")])
    assert damage(result) == [("beast", "wall", 5, "mtgpq:trade"),
                              ("beast", "Bob", 3, "mtgpq:trample")]
    assert life(result) == (20, 17)


def test_trample_passes_the_excess_even_through_prevent_damage() -> None:
    result = fight([c("beast", 8, 8, "trample")], [c("wall", 0, 5, "defender", prevent=10)])
    (prevented,) = of_type(result, "prevented")
    assert (prevented.target, prevented.amount, prevented.rule) == (
        "wall", 5, "mtgpq:prevent-damage")
    assert result.permanents["wall"].zone == "battlefield"
    assert life(result) == (20, 17)


def test_prevent_damage_is_a_shield_used_up_attack_after_attack() -> None:
    result = fight([c("bear1", 2, 2), c("bear2", 2, 2)], [c("wall", 0, 5, "defender", prevent=3)])
    assert [e.amount for e in of_type(result, "prevented")] == [2, 1]
    assert damage(result) == [("bear2", "wall", 1, "mtgpq:trade")]
    assert result.permanents["wall"].damage == 1


def test_trample_counts_the_toughness_already_lost() -> None:
    result = fight([c("beast", 8, 8, "trample")], [c("wall", 0, 5, "defender", damage=3)])
    assert damage(result) == [("beast", "wall", 2, "mtgpq:trade"),
                              ("beast", "Bob", 6, "mtgpq:trample")]


def test_first_strike_kills_before_retaliation_so_deathtouch_never_happens() -> None:
    result = fight([c("knight", 2, 2, "first strike")], [c("asp", 1, 1, "deathtouch", "reach")])
    assert [s.name for s in result.steps] == ["first-strike combat damage: knight",
                                              "combat damage: knight"]
    (silent,) = of_type(result, "no_damage")
    assert (silent.source, silent.rule) == ("asp", "mtgpq:first-strike")
    assert result.permanents["knight"].zone == "battlefield"
    assert result.permanents["knight"].damage == 0
    assert result.permanents["asp"].zone == "graveyard"


def test_a_first_striking_blocker_kills_the_attacker_first() -> None:
    result = fight([c("ogre", 3, 2)], [c("guard", 2, 4, "vigilance", "first strike")])
    assert damage(result) == [("guard", "ogre", 2, "mtgpq:first-strike")]
    assert result.permanents["guard"].damage == 0
    assert result.permanents["ogre"].zone == "graveyard"


def test_double_strike_deals_damage_twice() -> None:
    result = fight([c("duelist", 2, 2, "double strike")], [c("wall", 0, 5, "defender")])
    assert [s.assignments for s in result.steps] == [{"duelist": {"wall": 2}},
                                                     {"duelist": {"wall": 2}}]
    assert result.permanents["wall"].damage == 4
    assert len(of_type(result, "attacks")) == 1  # it attacks once


def test_double_strike_trample_applies_to_both_strikes() -> None:
    result = fight([c("champion", 3, 3, "double strike", "trample")],
                   [c("elf", 1, 2, "defender")])
    assert [dict(s.assignments) for s in result.steps] == [
        {"champion": {"elf": 2, "Bob": 1}}, {"champion": {"Bob": 3}}]
    assert life(result) == (20, 16)


def test_double_strike_without_trample_has_nothing_to_hit_once_the_blocker_died() -> None:
    result = fight([c("duelist", 3, 3, "double strike")], [c("elf", 1, 2, "defender")])
    assert [(e.source, e.rule) for e in of_type(result, "no_damage")] == [
        ("duelist", "mtgpq:double-strike"), ("elf", "mtgpq:first-strike")]
    assert life(result) == (20, 20)


def test_deathtouch_destroys_the_creature_it_damages() -> None:
    result = fight([c("giant", 6, 6)], [c("asp", 1, 1, "deathtouch", "defender")])
    destroyed = {(e.permanent, e.rule) for e in of_type(result, "destroyed")}
    assert destroyed == {("giant", "mtgpq:deathtouch"), ("asp", "mtgpq:toughness")}


def test_indestructible_survives_damage_and_deathtouch() -> None:
    result = fight([c("golem", 2, 2, "indestructible")], [c("asp", 3, 1, "deathtouch", "reach")])
    assert result.permanents["golem"].zone == "battlefield"
    assert result.permanents["golem"].damage == 3
    assert result.permanents["asp"].zone == "graveyard"


def test_lifelink_gains_its_controller_the_damage_it_deals() -> None:
    result = fight([c("cleric", 3, 3, "lifelink")], [], bob_life=10)
    (gain,) = of_type(result, "life_gain")
    assert (gain.player, gain.amount, gain.rule) == ("Alice", 3, "mtgpq:lifelink")
    assert life(result) == (23, 7)


def test_a_lifelink_blocker_gains_the_defending_player_life() -> None:
    result = fight([c("ogre", 3, 3)], [c("priest", 2, 4, "lifelink", "vigilance")])
    assert life(result) == (20, 22)


def test_damage_persists_as_lost_toughness_across_attacks() -> None:
    # The wall blocks both attackers: 2 + 2 damage kills a toughness-4 wall on the second.
    result = fight([c("bear1", 2, 2), c("bear2", 2, 2), c("bear3", 2, 2)],
                   [c("wall", 1, 4, "defender")])
    assert blocks(result) == [("bear1", "wall", "mtgpq:block"), ("bear2", "wall", "mtgpq:block"),
                              ("bear3", None, "mtgpq:block")]
    wall = result.permanents["wall"]
    assert (wall.zone, wall.damage, wall.toughness) == ("graveyard", 4, 0)
    bear = result.permanents["bear1"]
    assert (bear.power, bear.toughness, bear.damage) == (2, 1, 1)


def test_the_players_hit_points_are_life_and_the_combat_ends_at_zero() -> None:
    result = fight([c("ogre", 3, 3), c("bear", 2, 2)], [], bob_life=3)
    lost = of_type(result, "lost")
    assert [(e.player, e.rule) for e in lost] == [("Bob", "mtgpq:defeat")]
    assert [s.name for s in result.steps] == ["combat damage: ogre"]  # the bear never attacks
    assert result.players["Bob"].lost is True
    assert life(result) == (20, 0)


def test_no_attacker_means_no_steps() -> None:
    result = fight([c("wall", 0, 4, "defender")], [c("bear", 2, 2)])
    assert result.steps == ()
    assert [e.rule for e in of_type(result, "no_attack")] == ["mtgpq:power"]


WORDS = ["flying", "reach", "trample", "first strike", "double strike", "deathtouch",
         "lifelink", "indestructible", "menace", "defender", "vigilance", "haste",
         "can't attack", "berserker", "bravery", "unblockable"]


@st.composite
def creatures(draw: st.DrawFn, side: str) -> list[dict[str, Any]]:
    return [c(f"{side}{i}", draw(st.integers(0, 6)), draw(st.integers(1, 6)),
              *draw(st.lists(st.sampled_from(WORDS), max_size=3, unique=True)),
              disabled=draw(st.booleans()), summoning_sick=draw(st.booleans()),
              prevent=draw(st.integers(0, 2)))
            for i in range(draw(st.integers(0, 3)))]


@settings(max_examples=150, deadline=None)
@given(creatures("a"), creatures("b"), st.integers(1, 20))
def test_any_slot_board_resolves_and_adds_up(alice: list[dict[str, Any]],
                                             bob: list[dict[str, Any]], bob_life: int) -> None:
    result = fight(alice, bob, bob_life)
    # Every attacker attacks once, in slot order, while Bob is still in the game.
    attacks = [e.source for e in of_type(result, "attacks")]
    order = [pid for pid, _ in slots(result, "Alice")]
    assert attacks == sorted(attacks, key=order.index)
    assert len(set(attacks)) == len(attacks)
    lost = sum(e.amount or 0 for e in of_type(result, "life_loss") if e.player == "Bob")
    gained = sum(e.amount or 0 for e in of_type(result, "life_gain") if e.player == "Bob")
    assert result.players["Bob"].life == bob_life - lost + gained
    assert result.players["Bob"].lost == (result.players["Bob"].life <= 0)
    # A creature with no toughness left is gone, unless Indestructible.
    tough = {e["id"] for e in (*alice, *bob) if "indestructible" in e["keywords"]}
    for pid, state in result.permanents.items():
        assert state.zone == "graveyard" or (state.toughness or 0) > 0 or pid in tough


# --- input --------------------------------------------------------------------------------

@pytest.mark.parametrize("combat", [{"attacks": {"bear": "Bob"}}, {"blocks": {"wall": "bear"}},
                                    {"assign": {"bear": {"Bob": 2}}}])
def test_given_attacks_or_blocks_are_refused_naming_the_field(combat: dict[str, Any]) -> None:
    board = scenario([c("bear", 2, 2)], [c("wall", 0, 4, "defender")], combat=combat)
    with pytest.raises(redzone.ScenarioError) as err:
        redzone.resolve(board)
    assert err.value.path == f"combat.{next(iter(combat))}"
    assert "automatic" in err.value.message


@pytest.mark.parametrize(("entry", "path", "words"), [
    (c("bear", 2, 2, "infect"), "battlefield.Alice[0].keywords[0]", "no MTG Puzzle Quest rule"),
    (c("bear", 2, 2, "protection from red"), "battlefield.Alice[0].keywords[0]", "mtgpq"),
    (c("bear", 2, 2, tapped=True), "battlefield.Alice[0].tapped", "no meaning"),
    ({"id": "jace", "types": ["planeswalker"], "loyalty": 3}, "battlefield.Alice[0].types",
     "hit points"),
    (c("bear", 2, 2, damage=2), "battlefield.Alice[0].damage", "mtgpq:toughness"),
])
def test_what_mtgpq_has_no_place_for_is_refused(entry: dict[str, Any], path: str,
                                                words: str) -> None:
    with pytest.raises(redzone.ScenarioError) as err:
        redzone.resolve(scenario([entry], []))
    assert err.value.path == path
    assert words in err.value.message


def test_mtgpq_words_are_refused_under_the_comprehensive_rules() -> None:
    data = {"players": {"Alice": {}, "Bob": {}},
            "battlefield": {"Alice": [c("maniac", 3, 3, "berserker")]}}
    with pytest.raises(redzone.ScenarioError) as err:
        redzone.from_dict(data)
    assert err.value.path == "battlefield.Alice[0].keywords[0]"
    assert "mtgpq" in err.value.message


def test_three_players_are_refused() -> None:
    data = {"rules": "mtgpq", "players": {"Alice": {}, "Bob": {}, "Carol": {}}}
    with pytest.raises(redzone.ScenarioError) as err:
        redzone.resolve(redzone.from_dict(data))
    assert err.value.path == "players"


# --- faces --------------------------------------------------------------------------------

BOARD = """\
rules: mtgpq
players: {Alice: {life: 20}, Bob: {life: 20}}
battlefield:
  Alice:
    - {id: bear, name: Grizzly Bears, power: 2, toughness: 2}
    - {id: hero, name: Brave Hero, power: 1, toughness: 1, keywords: [bravery]}
  Bob:
    - {id: elf, name: Llanowar Elves, power: 1, toughness: 1}
    - {id: wall, name: Wall of Stone, power: 0, toughness: 8, keywords: [defender]}
"""


def test_text_output_shows_the_slot_order(tmp_path: Path) -> None:
    path = tmp_path / "board.yaml"
    path.write_text(BOARD)
    code, out, err = run_cli("resolve", str(path))
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].startswith(("Lethal", "Not lethal"))  # the verdict first
    assert any(line.startswith("Rules: mtgpq") for line in lines)
    assert "  Alice's slot 1: Brave Hero (hero) (mtgpq:bravery)" in lines
    assert "  Bob's slot 1: Wall of Stone (wall) (mtgpq:defender)" in lines
    assert "Attack 1: Brave Hero (hero) — combat damage" in lines
    assert run_cli("check", str(path))[0] == 0


def test_json_cites_mtgpq_rules(tmp_path: Path) -> None:
    import json

    path = tmp_path / "board.yaml"
    path.write_text(BOARD)
    code, out, _ = run_cli("resolve", str(path), "--json")
    assert code == 0
    data = json.loads(out)
    assert data["rules"] == "mtgpq"
    rules = {e["rule"] for s in data["steps"] for e in s["events"]}
    assert rules == {"mtgpq:attack", "mtgpq:block", "mtgpq:trade"}
    assert data["permanents"]["wall"]["toughness"] == 5


def test_attacks_given_under_mtgpq_exit_2_naming_the_field(tmp_path: Path) -> None:
    path = tmp_path / "board.yaml"
    path.write_text(BOARD + "combat: {attacks: {bear: Bob}}\n")
    code, _, err = run_cli("resolve", str(path))
    assert code == 2
    assert "combat.attacks" in err
    assert "Traceback" not in err
    path.write_text(BOARD)
    code, _, err = run_cli("resolve", str(path), "--assign", "best")
    assert code == 2
    assert "--assign" in err
