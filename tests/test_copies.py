"""A Clone on the battlefield (707.5, 707.9): "You may have this creature enter as a copy of
..." compiled into the card's `copy`; a scenario says what it copied with `copy_of`, and the
permanent has the copied card's values (707.2) with the Clone's exceptions (707.9b)."""

from __future__ import annotations

from typing import Any

import pytest

import redzone
from redzone import Zone
from redzone.cards import lookup
from redzone.cards.text.compile import compile_text
from redzone.core.errors import ScenarioError

SUBTYPES = {"Shapeshifter": "Shapeshifter", "Rogue": "Rogue", "Ninja": "Ninja"}


@pytest.mark.parametrize(("name", "text", "copy"), [
    ("Clone", "You may have this creature enter as a copy of any creature on the battlefield.",
     {"of": ["creature"]}),
    ("Quicksilver Gargantuan", "You may have this creature enter as a copy of any creature on "
     "the battlefield, except it's 7/7.", {"of": ["creature"], "base": [7, 7]}),
    ("Phyrexian Metamorph", "You may have this creature enter as a copy of any artifact or "
     "creature on the battlefield, except it's an artifact in addition to its other types.",
     {"of": ["artifact", "creature"], "also_types": ["artifact"]}),
    ("Glasspool Mimic", "You may have this creature enter as a copy of a creature you control, "
     "except it's a Shapeshifter Rogue in addition to its other types.",
     {"of": ["creature"], "also_subtypes": ["Shapeshifter", "Rogue"]}),
    ("Dack's Duplicate", "You may have this creature enter as a copy of any creature on the "
     "battlefield, except it has haste and dethrone.",
     {"of": ["creature"], "keywords": ["haste", "dethrone"]}),
])
def test_the_copy_sentence_compiles(name: str, text: str, copy: dict[str, Any]) -> None:
    found = compile_text(text, name, (), SUBTYPES)
    assert not found.unmodelled and not found.abilities
    assert found.copy == {**copy, "text": text}


def scenario(clone: dict[str, Any], *blocks: Any) -> redzone.Scenario:
    return redzone.from_dict({
        "players": {"Alice": {}, "Bob": {}}, "active": "Alice",
        "battlefield": {"Alice": [{"id": "drake", "card": "Wind Drake"}],
                        "Bob": [{"id": "clone", **clone}]},
        "combat": {"attacks": {"drake": "Bob"}, "blocks": dict(blocks)}})


def test_a_clone_of_serra_angel_is_a_serra_angel() -> None:
    s = scenario({"card": "Clone", "copy_of": "Serra Angel"}, ("clone", "drake"))
    clone = s.board.permanent("clone")
    assert (clone.name, clone.card, clone.power, clone.toughness) == (
        "Serra Angel", "Clone", 4, 4)
    assert {"flying", "vigilance"} <= set(clone.keywords.printed)
    r = redzone.resolve(s)  # (it can block the flier, 702.9b)
    assert r.permanents["drake"].zone == Zone.GRAVEYARD and not r.warnings


def test_quicksilver_gargantuan_is_seven_seven() -> None:
    s = scenario({"card": "Quicksilver Gargantuan", "copy_of": "Grizzly Bears"})
    bears = s.board.permanent("clone")
    assert (bears.name, bears.power, bears.toughness, set(bears.subtypes)) == (
        "Grizzly Bears", 7, 7, {"Bear"})


def test_phyrexian_metamorph_is_an_artifact_too() -> None:
    s = scenario({"card": "Phyrexian Metamorph", "copy_of": "Grizzly Bears"})
    assert {"artifact", "creature"} <= s.board.permanent("clone").types


def test_a_clone_whose_copy_the_file_doesnt_give_is_named() -> None:
    r = redzone.resolve(scenario({"card": "Clone", "power": 2, "toughness": 2}))
    assert any("enter as a copy" in w.text for w in r.warnings)


def test_what_a_clone_copies_is_checked() -> None:
    with pytest.raises(ScenarioError, match=r"copy_of.*copies creatures \(707\.9\): Forest"):
        scenario({"card": "Clone", "copy_of": "Forest"})
    with pytest.raises(ScenarioError, match=r"copy_of.*Grizzly Bears doesn't enter as a copy"):
        scenario({"card": "Grizzly Bears", "copy_of": "Serra Angel"})
    with pytest.raises(ScenarioError, match=r"copy_of.*give the card too"):
        scenario({"copy_of": "Serra Angel", "power": 1, "toughness": 1})
    with pytest.raises(ScenarioError, match=r"copy_of.*Serra Angle"):
        scenario({"card": "Clone", "copy_of": "Serra Angle"})


def test_a_clone_is_written_as_its_card_and_copy() -> None:
    s = scenario({"card": "Clone", "copy_of": "Serra Angel", "tapped": True})
    (written,) = redzone.to_dict(s)["battlefield"]["Bob"]
    assert written == {"id": "clone", "card": "Clone", "copy_of": "Serra Angel", "tapped": True}
    assert redzone.from_dict(redzone.to_dict(s)) == s


def test_the_card_shows_its_copy() -> None:
    assert lookup("Clone").copy == {"of": ["creature"], "text": (
        "You may have this creature enter as a copy of any creature on the battlefield.")}


def test_clever_impersonator_copies_a_nonland_permanent() -> None:
    found = compile_text("You may have this creature enter as a copy of any nonland permanent "
                         "on the battlefield.", "Clever Impersonator")
    assert found.copy is not None and found.copy["of"] == ["nonland permanent"]
