"""Land types an effect sets (305.7: they replace the land's; a land creature keeps its
creature types, 205.1a) and landwalk reading them (702.14c): "Target land becomes an Island
until end of turn", "the basic land type of your choice" (608.2d)."""

from __future__ import annotations

from typing import Any

import pytest

import redzone
from boards import board, creature
from redzone import Zone
from redzone.cards.text.compile import compile_text
from redzone.core.errors import IllegalDeclaration, ScenarioError
from redzone.rules.cr.abilities.layers import _subtypes

LANDS = {"Island": "Island", "Forest": "Forest", "Plains": "Plains", "Swamp": "Swamp"}
AQUITECTS = compile_text("{T}: Target land becomes an Island until end of turn.",
                         "Streambed Aquitects", (), LANDS).abilities[0]
THRUSH = compile_text("{T}: Target land becomes the basic land type of your choice until end "
                      "of turn.", "Dream Thrush", (), LANDS).abilities[0]


def forest(pid: str = "forest", **fields: Any) -> dict[str, Any]:
    return {"id": pid, "card": "Forest", **fields}


def test_the_sentences_compile() -> None:
    assert AQUITECTS["effects"] == [{"subtypes": ["Island"], "to": "target permanent",
                                     "target": {"types": ["land"]}}]
    assert THRUSH["effects"] == [{"type_one_of": ["Plains", "Island", "Swamp", "Mountain",
                                                  "Forest"], "to": "target permanent",
                                  "target": {"types": ["land"]}}]


def test_an_island_made_before_blocks_makes_islandwalk_unblockable() -> None:
    """Activated in the declare attackers step on the defending player's Forest: the merfolk
    with islandwalk can't be blocked (702.14c), so the block is illegal."""
    merfolk = creature("merfolk", 2, 2, keywords=["islandwalk"])
    aquitects = creature("aquitects", 1, 3, abilities=[AQUITECTS])
    s = board([merfolk, aquitects], [creature("bear", 2, 2), forest()], {"merfolk": "Bob"},
              {"bear": "merfolk"},
              activate=[{"source": "aquitects", "step": "declare attackers",
                         "target": "forest"}])
    with pytest.raises(IllegalDeclaration, match=r"702\.14c"):
        redzone.resolve(s)
    unblocked = board([merfolk, aquitects], [creature("bear", 2, 2), forest()],
                      {"merfolk": "Bob"},
                      activate=[{"source": "aquitects", "step": "declare attackers",
                                 "target": "forest"}])
    assert redzone.resolve(unblocked).players["Bob"].life == 18


def test_an_island_is_no_longer_a_forest_305_7() -> None:
    """Made an Island, the defending player's only Forest no longer lets forestwalk
    through."""
    elf = creature("elf", 1, 1, keywords=["forestwalk"])
    s = board([elf, creature("aquitects", 1, 3, abilities=[AQUITECTS])],
              [creature("bear", 2, 2), forest()], {"elf": "Bob"}, {"bear": "elf"},
              activate=[{"source": "aquitects", "step": "declare attackers",
                         "target": "forest"}])
    assert redzone.resolve(s).permanents["elf"].zone == Zone.GRAVEYARD


def test_the_land_type_of_your_choice_is_the_activations() -> None:
    merfolk = creature("merfolk", 2, 2, keywords=["swampwalk"])
    s = board([merfolk, creature("thrush", 1, 1, abilities=[THRUSH])],
              [creature("bear", 2, 2), forest()], {"merfolk": "Bob"}, {"bear": "merfolk"},
              activate=[{"source": "thrush", "step": "declare attackers", "target": "forest",
                         "choices": ["Swamp"]}])
    with pytest.raises(IllegalDeclaration, match=r"swampwalk"):
        redzone.resolve(s)
    with pytest.raises(ScenarioError, match=r"choices\[0\].*not one of the options"):
        redzone.resolve(board(
            [merfolk, creature("thrush", 1, 1, abilities=[THRUSH])], [forest()],
            {"merfolk": "Bob"}, activate=[{"source": "thrush", "target": "forest",
                                          "choices": ["Elf"]}]))


def test_land_types_replace_land_types_and_creature_types_creature_types() -> None:
    """205.1a, 305.7: Dryad Arbor made an Island is an Island Dryad; made a Frog, a Forest
    Frog."""
    printed = frozenset({"Forest", "Dryad"})
    assert _subtypes(printed, [(1, ("Island",), ())]) == {"Island", "Dryad"}
    assert _subtypes(printed, [(1, ("Frog",), ())]) == {"Forest", "Frog"}
    assert _subtypes(printed, [(2, ("Frog",), ()), (1, ("Island",), ())]) == {"Island", "Frog"}


def test_a_land_with_abilities_is_refused_305_7() -> None:
    mutavault = creature("vault", 2, 2, types=["land", "creature"], keywords=["changeling"])
    s = board([creature("aquitects", 1, 3, abilities=[AQUITECTS])], [mutavault], {},
              activate=[{"source": "aquitects", "step": "beginning of combat",
                         "target": "vault"}])
    with pytest.raises(ScenarioError, match=r"305\.7"):
        redzone.resolve(s)


def test_type_one_of_reads_back_and_is_checked() -> None:
    s = board([], [creature("thrush", 1, 1, abilities=[THRUSH])], {})
    assert redzone.to_dict(s)["battlefield"]["Bob"][0]["abilities"] == [THRUSH]
    bad = {**THRUSH, "effects": [{**THRUSH["effects"][0], "type_one_of": ["Elf"]}]}
    with pytest.raises(ScenarioError, match=r"type_one_of\[0\].*not a land type"):
        board([], [creature("thrush", 1, 1, abilities=[bad])], {})
