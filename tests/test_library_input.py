"""The library takes plain Python (issue 20): the model's constructors normalise lists, dicts
and single ids or refuse them naming the field; a Permanent built with a `card` is filled
from the card database by the facade; `from_dict` is the safe path for plain data."""

from __future__ import annotations

from typing import Any

import pytest

import redzone
from redzone import Board, Combat, Permanent, Player, Scenario


def _board(*permanents: Permanent) -> Board:
    return Board((Player("Alice"), Player("Bob")), permanents, "Alice")


def test_a_permanent_built_with_a_card_is_filled_by_resolve() -> None:
    board = _board(Permanent("angel", "Alice", card="Serra Angel"),
                   Permanent("bear", "Bob", power=2, toughness=2))
    result = redzone.resolve(Scenario(board, Combat(attacks={"angel": "Bob"})))
    assert result.permanents["angel"].zone == redzone.Zone.BATTLEFIELD
    assert (result.permanents["angel"].power, result.players["Bob"].life) == (4, 16)
    assert not result.permanents["angel"].tapped  # vigilance, from the card


def test_a_permanent_built_with_a_card_is_checked_as_the_card() -> None:
    board = _board(Permanent("angel", "Alice", card="Serra Angel"),
                   Permanent("bear", "Bob", power=2, toughness=2))
    found = redzone.check(Scenario(board, Combat(attacks={"angel": "Bob"},
                                                 blocks={"bear": "angel"})))
    assert [v.rule for v in found] == ["702.9b"]  # flying


def test_what_a_permanent_built_with_a_card_gives_overrides_the_card() -> None:
    board = _board(Permanent("elves", "Bob", card="Llanowar Elves", tapped=True, power=3))
    filled = redzone.with_cards(Scenario(board)).board.permanent("elves")
    assert (filled.name, filled.power, filled.toughness, filled.tapped) == (
        "Llanowar Elves", 3, 1, True)
    assert "Elf" in filled.subtypes


def test_an_unknown_card_built_in_python_is_refused_with_a_suggestion() -> None:
    board = _board(Permanent("angel", "Alice", card="Serra Angle"))
    with pytest.raises(redzone.ScenarioError, match=r"battlefield\.Alice\[0\]\.card: unknown "
                                                    r"card 'Serra Angle' \(did you mean "
                                                    r"'Serra Angel'\?"):
        redzone.resolve(Scenario(board))


def test_a_scenario_from_a_file_is_not_filled_again() -> None:
    scenario = redzone.loads("players: {Alice: {}, Bob: {}}\nbattlefield: {Alice: "
                             "[{id: angel, card: Serra Angel, keywords: []}]}\n")
    assert redzone.with_cards(scenario) is scenario
    assert not redzone.with_cards(scenario).board.permanent("angel").keywords.flags


def test_a_blocker_naming_one_attacker_blocks_it() -> None:
    combat = Combat(attacks={"bear": "Bob"}, blocks={"elf": "bear"})
    assert combat.blocks == {"elf": ("bear",)} and combat.blockers_of("bear") == ("elf",)
    board = _board(Permanent("bear", "Alice", power=2, toughness=2),
                   Permanent("elf", "Bob", power=1, toughness=1))
    result = redzone.resolve(Scenario(board, combat))
    assert result.permanents["elf"].zone == redzone.Zone.GRAVEYARD


def test_plain_lists_and_dicts_are_normalised_and_hashable() -> None:
    combat = Combat(attacks={"a": "Bob"}, order={"a": ["x", "y"]}, removed="y",
                    bands=[["a", "b"]], assign={"a": {"x": 1}}, targets={"a": "x"})
    assert (combat.removed, combat.bands, combat.order["a"], combat.targets["a"]) == (
        ("y",), (("a", "b"),), ("x", "y"), ("x",))
    perm = Permanent("a", "Alice", types=["artifact", "creature"], subtypes="Golem",
                     colors=["red"], counters={"+1/+1": 2}, power=1, toughness=1)
    assert (perm.types, perm.subtypes, perm.current_power) == (
        frozenset({"artifact", "creature"}), frozenset({"Golem"}), 3)
    player = Player("Alice", commander_damage={"c": 3}, graveyard=["artifact creature"])
    board = Board([player, Player("Bob")], [perm], "Alice", teams=[["Alice"], ["Bob"]])
    assert board.teams == (("Alice",), ("Bob",)) and player.graveyard == (
        frozenset({"artifact", "creature"}),)
    assert {hash(combat), hash(perm), hash(player)}


def test_keywords_as_a_list_of_strings_are_read_as_a_file_s() -> None:
    perm = Permanent("bird", "Alice", power=1, toughness=1,
                     keywords=["Flying", "toxic 2", "protection from red"], gains=["trample"],
                     loses=["flying"], counters={"deathtouch": 1})
    assert perm.keywords.flags == {"trample", "deathtouch"}
    assert (perm.keywords.toxic, perm.keywords.protection) == (2, frozenset({"red"}))
    assert redzone.to_dict(Scenario(_board(perm)))["battlefield"]["Alice"][0]["keywords"] == [
        "toxic 2", "protection from red", "flying"]


@pytest.mark.parametrize(("given", "error", "said"), [
    ({"keywords": ["flyng"]}, redzone.ScenarioError,
     "Permanent 'x'.keywords: unknown keyword 'flyng' (did you mean 'flying'?)"),
    ({"power": "5"}, TypeError, "Permanent 'x': power must be a whole number, got '5'"),
    ({"counters": 3}, TypeError, "counters: expected a mapping (a dict), got 3"),
    ({"types": 3}, TypeError, "types: expected a list or tuple, got 3"),
])
def test_what_can_t_be_read_is_refused_naming_the_field(given: dict[str, Any],
                                                        error: type[Exception],
                                                        said: str) -> None:
    with pytest.raises(error) as err:
        Permanent("x", "Alice", **given)
    assert str(err.value) == said


def test_a_combat_of_the_wrong_shape_is_refused_naming_the_field() -> None:
    with pytest.raises(TypeError, match="blocks: expected a mapping"):
        Combat(blocks=["elf"])  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"blocks\.elf: expected a list or tuple, got 3"):
        Combat(blocks={"elf": 3})  # type: ignore[dict-item]


def test_from_dict_reads_plain_data_as_a_file() -> None:
    scenario = redzone.from_dict({
        "players": {"Alice": {}, "Bob": {"life": 3}},
        "battlefield": {"Alice": [{"id": "angel", "card": "Serra Angel"}],
                        "Bob": [{"id": "bear", "power": 2, "toughness": 2}]},
        "combat": {"attacks": {"angel": "Bob"}},
    })
    assert redzone.resolve(scenario).players["Bob"].lost
    with pytest.raises(redzone.ScenarioError, match=r"combat\.attacks\.angel: 'bob' is no "
                                                    r"player.*did you mean 'Bob'"):
        redzone.from_dict({"players": {"Alice": {}, "Bob": {}},
                           "battlefield": {"Alice": [{"id": "angel", "card": "Serra Angel"}]},
                           "combat": {"attacks": {"angel": "bob"}}})
