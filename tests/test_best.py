"""The best damage assignment (best.py) and `resolve --assign best`."""

from __future__ import annotations

import json

import redzone
from clirun import run_cli
from redzone.analysis.best import value_of

OGRE = """
players: {Alice: {}, Bob: {life: %d}}
battlefield:
  Alice: [{id: ogre, power: 4, toughness: 4, keywords: [%s]}]
  Bob:
    - {id: wall, power: 0, toughness: 5}
    - {id: elf1, power: 1, toughness: 1}
    - {id: elf2, power: 1, toughness: 1}
combat:
  attacks: {ogre: Bob}
  blocks: {wall: ogre, elf1: ogre, elf2: ogre}
"""


def board(life: int = 20, keywords: str = "") -> redzone.Scenario:
    return redzone.loads(OGRE % (life, keywords))


def best(scenario: redzone.Scenario) -> redzone.Result:
    return redzone.resolve(scenario, assign="best")


def test_the_default_wastes_damage_the_best_kills_both_elves() -> None:
    default = redzone.resolve(board())
    assert default.steps[0].assignments["ogre"] == {"wall": 4}
    result = best(board())
    assert result.permanents["elf1"].zone == result.permanents["elf2"].zone == "graveyard"
    assert result.permanents["wall"].zone == "battlefield"


def test_winning_comes_before_value() -> None:
    # With trample, lethal to all three needs 7 > 4: nothing reaches Bob; so value wins.
    # Both elves die either way; the other 2 go where they hurt: onto the wall that survives.
    assert redzone.best_assignment(board(keywords="trample"), "Alice") == {
        "ogre": {"wall": 2, "elf1": 1, "elf2": 1}}
    # A 2/5 wall with 0 damage needs 5; with 1 life left Bob dies only if 1 tramples over:
    # lethal to all (5+1+1 = 7) is more than 4, so Bob can't be killed; value again.
    text = OGRE.replace("toughness: 5}", "toughness: 1}") % (2, "trample")
    # Now lethal to all is 3, leaving 1 for Bob at 2 life: no win; at 1 life: a win.
    assert redzone.best_assignment(redzone.loads(text), "Alice")["ogre"].get("Bob", 0) == 1
    text = OGRE.replace("toughness: 5}", "toughness: 1}") % (1, "trample")
    chosen = redzone.best_assignment(redzone.loads(text), "Alice")["ogre"]
    assert chosen == {"wall": 1, "elf1": 1, "elf2": 1, "Bob": 1}


def test_the_defender_kills_the_most_attacking_value() -> None:
    text = """
players: {Alice: {}, Bob: {}}
battlefield:
  Alice:
    - {id: small, power: 1, toughness: 1}
    - {id: big, power: 3, toughness: 3, value: 10}
  Bob: [{id: hydra, power: 3, toughness: 5, can_block: 2}]
combat:
  attacks: {small: Bob, big: Bob}
  blocks: {hydra: [small, big]}
"""
    assert redzone.best_assignment(redzone.loads(text), "Bob") == {"hydra": {"big": 3}}
    default = redzone.resolve(redzone.loads(text))
    assert default.steps[0].assignments["hydra"] == {"small": 1, "big": 2}


def test_explicit_assignments_are_kept_and_count_for_trample() -> None:
    scenario = redzone.load("examples/trample-blocker-blocks-two.yaml")
    chosen = redzone.best_assignment(scenario, "Alice")
    assert chosen["squire"] == {"wall": 1}
    assert chosen["rhino"] == {"wall": 1, "Bob": 2}


def test_value_defaults() -> None:
    scenario = redzone.loads(OGRE % (20, ""))
    assert value_of(scenario.board.permanent("wall")) == 5
    walker = redzone.loads("""
players: {Alice: {}, Bob: {}}
battlefield:
  Bob: [{id: jace, types: [planeswalker], loyalty: 3},
        {id: siege, types: [battle], defense: 5},
        {id: bear, power: 2, toughness: 2, value: 9, counters: {"+1/+1": 1}}]
""").board
    assert [value_of(walker.permanent(i)) for i in ("jace", "siege", "bear")] == [3, 5, 9]


def test_cli_assign_best() -> None:
    code, out, err = run_cli("resolve", "--assign", "best", "--json",
                             "examples/vastwood-gorger.yaml")
    assert (code, err) == (0, "")
    result = json.loads(out)
    assert result["steps"][0]["assignments"]["gorger"] == {"guardian": 3, "elves": 2}
    assert result["permanents"]["guardian"]["zone"] == "graveyard"
    code, _, err = run_cli("resolve", "--assign", "worst", "examples/vastwood-gorger.yaml")
    assert code == 2


def test_value_counts_counters_on_both_power_and_toughness() -> None:
    grown = redzone.loads("""
players: {Alice: {}, Bob: {}}
battlefield:
  Bob: [{id: bear, power: 2, toughness: 2, counters: {"+1/+1": 1}}]
""").board.permanent("bear")
    assert value_of(grown) == 3 + 3


def test_ties_break_by_characteristics_not_by_names_or_listing_order() -> None:
    """A 1/2 double striker's first-strike damage kills nothing whichever blocker takes it;
    the tie goes by the blockers' characteristics, so the same blocker (the 2/2, damaged
    first and then finished off) dies however the file names and lists them."""
    def resolved(names: tuple[str, str], flip: bool) -> redzone.Result:
        blockers = [f"{{id: {names[0]}, power: 2, toughness: 2}}",
                    f"{{id: {names[1]}, power: 1, toughness: 4}}"]
        first, second = names[::-1] if flip else names
        if flip:
            blockers.reverse()
        return best(redzone.loads(f"""
players: {{Alice: {{}}, Bob: {{}}}}
battlefield:
  Alice: [{{id: striker, power: 1, toughness: 2, keywords: [double strike]}}]
  Bob: [{", ".join(blockers)}]
combat:
  attacks: {{striker: Bob}}
  blocks: {{{first}: striker, {second}: striker}}
"""))
    for names in (("bear", "wall"), ("zz", "aa")):
        for flip in (False, True):
            result = resolved(names, flip)
            assert result.permanents[names[0]].zone == "graveyard", (names, flip)
            assert result.permanents[names[1]].zone == "battlefield", (names, flip)


LORD = """
players: {Alice: {}, Bob: {}}
battlefield:
  Alice: [{id: giant, power: 5, toughness: 9}]
  Bob:
    - {id: lord, power: 0, toughness: 2,
       abilities: [{affects: {other: true, controller: you}, pump: [0, 1]}]}
    - {id: pup, power: 1, toughness: 2}
    - {id: wall, power: 1, toughness: 5}
combat:
  attacks: {giant: Bob}
  blocks: {lord: giant, pup: giant, wall: giant}
"""


def test_damage_left_on_a_survivor_counts_once_its_lord_is_gone() -> None:
    """2 to the lord destroys it, and with the lord gone (613.5) the pup is a 1/2: 2 damage
    destroy it too (704.5g) and the last point goes on the wall. Which creature survives
    with how much damage decides what dies once a static ability's source is gone, so the
    best chooser tries these assignments one by one (best._needs), though they leave as
    much damage on survivors all told as 2 to the lord and 3 to the pup."""
    result = best(redzone.loads(LORD))
    assert result.steps[0].assignments["giant"] == {"lord": 2, "pup": 2, "wall": 1}
    assert result.permanents["pup"].zone == "graveyard"
    assert result.permanents["wall"].damage == 1


CURSED = LORD.replace(
    "abilities: [{affects: {other: true, controller: you}, pump: [0, 1]}]}",
    "abilities: [{trigger: dies,"
    " effects: [{pump: [0, -1], to: each other creature you control}]}]}",
).replace("{id: pup, power: 1, toughness: 2}", "{id: pup, power: 1, toughness: 3}")


def test_damage_left_on_a_survivor_counts_when_a_dying_creature_shrinks_it() -> None:
    """The same with a "when it dies" trigger that gives the others -0/-1 (603.10a): once it
    resolves the pup is a 1/2 with 2 damage (704.5g)."""
    result = best(redzone.loads(CURSED))
    assert result.steps[0].assignments["giant"] == {"lord": 2, "pup": 2, "wall": 1}
    assert result.permanents["pup"].zone == "graveyard"
