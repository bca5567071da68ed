"""Hands and graveyards as far as combat looks (`players.X.hand`, `players.X.graveyard`):
threshold, delirium and hand-size conditions, a creature dying in combat going to its owner's
graveyard (700.4), and a warning when the file doesn't give what an ability reads."""

from __future__ import annotations

from typing import Any

import pytest

import redzone
from boards import board, creature
from redzone.core.errors import ScenarioError

BARKRIPPER = {"id": "ripper", "card": "Anurid Barkripper"}  # +2/+2 with threshold (7 cards)


def _bob(**zones: Any) -> dict[str, Any]:
    return {"Bob": zones}


def test_threshold_counts_the_cards_given() -> None:
    """Anurid Barkripper: "+2/+2 as long as there are seven or more cards in your
    graveyard." """
    six = ["instant"] * 6
    r = redzone.resolve(board([], [BARKRIPPER], {}, players=_bob(graveyard=six)))
    assert r.permanents["ripper"].power == 2
    r = redzone.resolve(board([], [BARKRIPPER], {}, players=_bob(graveyard=[*six, "land"])))
    assert r.permanents["ripper"].power == 4
    assert not redzone.resolve(board([], [BARKRIPPER], {}, players=_bob(
        graveyard=six))).warnings


def test_a_creature_dying_in_combat_goes_to_its_owners_graveyard_700_4() -> None:
    """Six cards, then the blocking bear dies: seven, and Barkripper grows mid-combat (its
    first-strike damage first, then the regular step with +2/+2)."""
    s = board([creature("ogre", 3, 3, "double strike")],
              [BARKRIPPER, creature("bear", 2, 2)], {"ogre": "Bob"}, {"bear": "ogre"},
              players=_bob(graveyard=["instant"] * 6))
    r = redzone.resolve(s)
    assert r.permanents["bear"].zone == "graveyard"
    assert r.permanents["ripper"].power == 4


def test_delirium_counts_card_types() -> None:
    """Kessig Dire Swine: trample as long as there are four or more card types among cards in
    your graveyard. An artifact creature counts twice."""
    swine = {"id": "swine", "card": "Kessig Dire Swine"}  # a 6/6
    chump = creature("chump", 1, 1)

    def trampled(graveyard: list[str]) -> int:
        s = board([swine], [chump], {"swine": "Bob"}, {"chump": "swine"},
                  players={"Alice": {"graveyard": graveyard}})
        return 20 - redzone.resolve(s).players["Bob"].life

    assert trampled(["artifact creature", "land", "land"]) == 0
    assert trampled(["artifact creature", "land", "sorcery"]) == 5


def test_no_cards_in_hand() -> None:
    """"... as long as you have no cards in hand": a hand of 0."""
    ability = {"affects": "it", "pump": [2, 0], "as_long_as": {"hand_at_most": 0}}
    jester = creature("jester", 1, 1, abilities=[ability])
    assert redzone.resolve(board([], [jester], {}, players=_bob(hand=0))).permanents[
        "jester"].power == 3
    assert redzone.resolve(board([], [jester], {}, players=_bob(hand=2))).permanents[
        "jester"].power == 1


def test_a_graveyard_not_given_is_named_in_the_warnings() -> None:
    r = redzone.resolve(board([], [BARKRIPPER], {}))
    assert [(w.permanent, w.text) for w in r.warnings] == [
        ("ripper", "players.Bob.graveyard")]
    assert "taken as empty" in r.warnings[0].why


def test_a_graveyard_card_is_written_as_its_types() -> None:
    with pytest.raises(ScenarioError, match=r"players\.Bob\.graveyard\[0\].*'lightning'"):
        board([], [BARKRIPPER], {}, players=_bob(graveyard=["lightning bolt"]))


def test_zones_write_back_as_read() -> None:
    s = board([], [BARKRIPPER], {}, players=_bob(hand=3, graveyard=["artifact creature"]))
    bob = redzone.to_dict(s)["players"]["Bob"]
    assert (bob["hand"], bob["graveyard"]) == (3, ["artifact creature"])


def test_the_text_output_says_what_is_taken_for_a_graveyard_not_given(tmp_path: Any) -> None:
    from clirun import run_cli

    path = tmp_path / "board.json"
    path.write_text(redzone.dumps(board([], [BARKRIPPER], {}), "json"))
    code, out, _ = run_cli("resolve", str(path))
    assert code == 0
    assert ("Warning: Anurid Barkripper (ripper): players.Bob.graveyard: its abilities read "
            "Bob's graveyard, which the file doesn't give: taken as empty") in out


def test_permanent_cards_are_of_any_permanent_type_110_4a() -> None:
    """Basking Capybara: +3/+0 as long as there are four or more permanent cards in your
    graveyard. Instants, sorceries and kindred instants aren't; an artifact creature is one."""
    capybara = {"id": "capybara", "card": "Basking Capybara"}

    def power(graveyard: list[str]) -> int:
        s = board([], [capybara], {}, players=_bob(graveyard=graveyard))
        return redzone.resolve(s).permanents["capybara"].power

    three = ["artifact creature", "land", "battle", "instant", "sorcery", "kindred instant"]
    base = power(three)
    assert power([*three, "enchantment"]) == base + 3
    assert power([*three, "planeswalker"]) == base + 3


def test_instant_and_or_sorcery_cards_are_cards_of_either_type() -> None:
    """Magmatic Channeler: "As long as there are four or more instant and/or sorcery cards in
    your graveyard, this creature gets +3/+1." Rielle: "+1/+0 for each instant and sorcery
    card in your graveyard." (A card of both types counts once; a land doesn't.)"""
    either = "instant or sorcery"
    channeler = creature("channeler", 1, 3, abilities=[{
        "affects": "it", "pump": [3, 1],
        "as_long_as": {"graveyard_at_least": 4, "card_type": either}}])
    rielle = creature("rielle", 0, 3, abilities=[{
        "affects": "it", "pump": [1, 0],
        "for_each_card": {"zone": "graveyard", "card_type": either}}])

    def powers(graveyard: list[str]) -> tuple[int | None, int | None]:
        r = redzone.resolve(board([], [channeler, rielle], {},
                                  players=_bob(graveyard=graveyard)))
        return r.permanents["channeler"].power, r.permanents["rielle"].power

    assert powers(["instant", "sorcery", "kindred sorcery", "instant"]) == (1 + 3, 0 + 4)
    assert powers(["instant", "sorcery", "land", "instant"]) == (1, 0 + 3)


def test_the_opponents_hands_more_cards_and_none() -> None:
    """Okina Nightwatch, "+3/+3 as long as you have more cards in hand than each opponent";
    Guul Draz Specter, "+3/+3 as long as an opponent has no cards in hand"; Gorilla Titan,
    "+4/+4 as long as there are no cards in your graveyard" (Bob's, all three)."""
    nightwatch = creature("nightwatch", 4, 5, abilities=[{
        "affects": "it", "pump": [3, 3],
        "as_long_as": "you have more cards in hand than each opponent"}])
    specter = creature("specter", 2, 2, abilities=[{
        "affects": "it", "pump": [3, 3], "as_long_as": {"opponent_hand_at_most": 0}}])
    titan = creature("titan", 4, 4, abilities=[{
        "affects": "it", "pump": [4, 4], "as_long_as": {"not": {"graveyard_at_least": 1}}}])

    def powers(bob: int, alice: int, graveyard: list[str]) -> list[int | None]:
        r = redzone.resolve(board([], [nightwatch, specter, titan], {}, players={
            "Bob": {"hand": bob, "graveyard": graveyard}, "Alice": {"hand": alice}}))
        assert not r.warnings
        return [r.permanents[p].power for p in ("nightwatch", "specter", "titan")]

    assert powers(3, 0, []) == [7, 5, 8]
    assert powers(3, 3, ["land"]) == [4, 2, 4]


def test_an_opponent_s_hand_not_given_is_named_in_the_warnings() -> None:
    specter = creature("specter", 2, 2, abilities=[{
        "affects": "it", "pump": [3, 3], "as_long_as": {"opponent_hand_at_most": 0}}])
    r = redzone.resolve(board([], [specter], {}))
    assert [(w.permanent, w.text) for w in r.warnings] == [("specter", "players.Alice.hand")]
