"""Declaring attackers (508.1) and blockers (509.1): each restriction is refused with the CR
rule that imposes it, and a legal counterpart board passes.

`redzone.check` returns the violations; `redzone.resolve` raises IllegalDeclaration with them.
"""

from __future__ import annotations

from typing import Any

import pytest

import redzone
from redzone.core.keywords import parse

Perm = dict[str, Any]


def bear(pid: str = "bear", **fields: Any) -> Perm:
    return {"id": pid, "power": 2, "toughness": 2, **fields}


def scenario(alice: list[Perm], bob: list[Perm], attacks: dict[str, str],
             blocks: dict[str, Any] | None = None, carol: list[Perm] | None = None,
             active: str = "Alice") -> redzone.Scenario:
    players: dict[str, Any] = {"Alice": {}, "Bob": {}}
    battlefield = {"Alice": alice, "Bob": bob}
    if carol is not None:
        players["Carol"] = {}
        battlefield["Carol"] = carol
    return redzone.from_dict({"players": players, "active": active, "battlefield": battlefield,
                              "combat": {"attacks": attacks, "blocks": blocks or {}}})


def assert_illegal(s: redzone.Scenario, *expected: tuple[str, str]) -> None:
    """check() finds exactly these (rule, subject) violations (each at least once), and
    resolve() raises IllegalDeclaration carrying them."""
    found = redzone.check(s)
    assert {(v.rule, v.subject) for v in found} == set(expected), found
    with pytest.raises(redzone.IllegalDeclaration) as caught:
        redzone.resolve(s)
    assert {(v.rule, v.subject) for v in caught.value.violations} == set(expected)
    assert all(v.message for v in caught.value.violations)


def assert_legal(s: redzone.Scenario) -> redzone.Result:
    assert redzone.check(s) == []
    return redzone.resolve(s)


# --- 508.1: attackers ---------------------------------------------------------------------

def test_508_1a_tapped_creature_cant_attack() -> None:
    assert_illegal(scenario([bear(tapped=True)], [], {"bear": "Bob"}), ("508.1a", "bear"))
    result = assert_legal(scenario([bear()], [], {"bear": "Bob"}))
    assert result.players["Bob"].life == 18
    assert result.permanents["bear"].tapped is True  # 508.1f


def test_508_1a_summoning_sick_creature_needs_haste() -> None:
    assert_illegal(scenario([bear(summoning_sick=True)], [], {"bear": "Bob"}),
                   ("302.6", "bear"))
    hasty = scenario([bear(summoning_sick=True, keywords=["haste"])], [], {"bear": "Bob"})
    assert assert_legal(hasty).players["Bob"].life == 18


def test_summoning_sickness_doesnt_stop_blocking() -> None:
    s = scenario([bear("ogre")], [bear(summoning_sick=True)], {"ogre": "Bob"}, {"bear": "ogre"})
    assert_legal(s)


def test_702_3b_defender_cant_attack_but_can_block() -> None:
    wall = {"id": "wall", "power": 0, "toughness": 4, "keywords": ["defender"]}
    assert_illegal(scenario([wall], [], {"wall": "Bob"}), ("702.3b", "wall"))
    assert_legal(scenario([bear()], [wall], {"bear": "Bob"}, {"wall": "bear"}))


def test_508_1c_cant_attack() -> None:
    assert_illegal(scenario([bear(keywords=["can't attack"])], [], {"bear": "Bob"}),
                   ("508.1c", "bear"))
    assert_legal(scenario([bear(keywords=["can't block"])], [], {"bear": "Bob"}))


def test_508_1a_vigilance_attacker_stays_untapped() -> None:
    result = assert_legal(scenario([bear(keywords=["vigilance"])], [], {"bear": "Bob"}))
    assert result.permanents["bear"].tapped is False


def test_508_1a_only_the_active_players_creatures_attack() -> None:
    assert_illegal(scenario([], [bear("theirs")], {"theirs": "Alice"}),
                   ("508.1a", "theirs"), ("506.2", "theirs"))


def test_506_2_a_player_cant_attack_themselves() -> None:
    assert_illegal(scenario([bear()], [], {"bear": "Alice"}), ("506.2", "bear"))


def test_506_2_attacking_your_own_planeswalker() -> None:
    mine = {"id": "mine", "types": ["planeswalker"], "loyalty": 3}
    theirs = {"id": "theirs", "types": ["planeswalker"], "loyalty": 3}
    assert_illegal(scenario([bear(), mine], [theirs], {"bear": "mine"}), ("506.2", "bear"))
    result = assert_legal(scenario([bear(), mine], [theirs], {"bear": "theirs"}))
    assert result.permanents["theirs"].loyalty == 1
    assert result.permanents["mine"].loyalty == 3


def test_506_3_a_creature_cant_be_attacked() -> None:
    assert_illegal(scenario([bear()], [bear("theirs")], {"bear": "theirs"}),
                   ("506.3", "bear"))


def test_506_3_only_creatures_attack() -> None:
    walker = {"id": "walker", "types": ["planeswalker"], "loyalty": 3}
    assert_illegal(scenario([walker], [], {"walker": "Bob"}), ("506.3", "walker"))


def test_310_9b_you_cant_attack_a_battle_you_protect() -> None:
    # Bob's Siege, protected by Alice: she can't attack it.
    protected = {"id": "siege", "types": ["battle"], "subtypes": ["Siege"], "defense": 4,
                 "protector": "Alice"}
    assert_illegal(scenario([bear()], [protected], {"bear": "siege"}), ("310.9b", "bear"))
    # Alice's own Siege, protected by Bob: she may attack it (310.9b).
    own = {**protected, "protector": "Bob"}
    result = assert_legal(scenario([bear(), own], [], {"bear": "siege"}))
    assert result.permanents["siege"].defense == 2
    # A battle without battle types is protected by its controller (310.9a).
    plain = {"id": "battle", "types": ["battle"], "defense": 3}
    assert_legal(scenario([bear()], [plain], {"bear": "battle"}))
    assert_illegal(scenario([bear(), plain], [], {"bear": "battle"}), ("310.9b", "bear"))


def test_model_classes_build_a_legal_attack() -> None:
    board = redzone.Board(
        players=(redzone.Player("Alice"), redzone.Player("Bob", life=3)),
        permanents=(redzone.Permanent("ogre", "Alice", power=3, toughness=3,
                                      keywords=parse(["haste"]), summoning_sick=True),),
        active="Alice")
    result = assert_legal(redzone.Scenario(board, redzone.Combat.of({"ogre": "Bob"})))
    assert result.players["Bob"].life == 0
    assert result.players["Bob"].lost is True
    sick = redzone.Board(board.players, (redzone.Permanent("ogre", "Alice", power=3,
                                                           toughness=3, summoning_sick=True),),
                         "Alice")
    assert_illegal(redzone.Scenario(sick, redzone.Combat.of({"ogre": "Bob"})),
                   ("302.6", "ogre"))


# --- 509.1: blockers --------------------------------------------------------------------

def block(attacker: Perm, *blockers: Perm, blocks: dict[str, Any] | None = None,
          mine: list[Perm] | None = None, theirs: list[Perm] | None = None) -> redzone.Scenario:
    """`attacker` attacks Bob; each of `blockers` blocks it unless `blocks` says otherwise."""
    return scenario([attacker, *(mine or [])], [*blockers, *(theirs or [])],
                    {attacker["id"]: "Bob"},
                    blocks if blocks is not None else {b["id"]: attacker["id"]
                                                       for b in blockers})


FLYER = bear("flyer", keywords=["flying"])


def test_702_9b_flying() -> None:
    assert_illegal(block(FLYER, bear("ground")), ("702.9b", "ground"))
    assert_legal(block(FLYER, bear("spider", keywords=["reach"])))
    assert_legal(block(FLYER, bear("bird", keywords=["flying"])))
    assert_legal(block(bear("walker"), bear("bird", keywords=["flying"])))


def test_702_111b_menace() -> None:
    brute = bear("brute", keywords=["menace"])
    assert_illegal(block(brute, bear("one")), ("702.111b", "brute"))
    result = assert_legal(block(brute, bear("one"), bear("two")))
    assert result.permanents["brute"].zone == "graveyard"


def test_509_1a_can_block_limit() -> None:
    attackers = [bear("a1"), bear("a2"), bear("a3")]
    def three(blocker: Perm, targets: list[str]) -> redzone.Scenario:
        return scenario(attackers, [blocker], {a["id"]: "Bob" for a in attackers},
                        {blocker["id"]: targets})
    assert_illegal(three(bear("wall"), ["a1", "a2"]), ("509.1a", "wall"))
    assert_legal(three(bear("wall", can_block=2), ["a1", "a2"]))
    assert_illegal(three(bear("wall", can_block=2), ["a1", "a2", "a3"]), ("509.1a", "wall"))
    result = assert_legal(three(bear("wall", can_block="any", power=3, toughness=9),
                                ["a1", "a2", "a3"]))
    assert result.players["Bob"].life == 20
    assert result.permanents["wall"].damage == 6


def test_702_16f_protection_from_a_color() -> None:
    pro_red = bear("paladin", keywords=["protection from red"])
    assert_illegal(block(pro_red, bear("goblin", colors=["red"])), ("702.16f", "goblin"))
    assert_illegal(block(pro_red, bear("gruul", colors=["red", "green"])), ("702.16f", "gruul"))
    assert_legal(block(pro_red, bear("elf", colors=["green"])))
    assert_legal(block(pro_red, bear("golem")))
    # 702.16f limits attackers only: a blocker with protection may block a red attacker.
    assert_legal(block(bear("goblin", colors=["red"]), pro_red))


FOREST = {"id": "forest", "name": "Forest", "types": ["land"]}


def test_702_14c_landwalk() -> None:
    walker = bear("elf", keywords=["forestwalk"])
    assert_illegal(block(walker, bear("guard"), theirs=[FOREST]), ("702.14c", "guard"))
    assert_legal(block(walker, bear("guard")))
    assert_legal(block(walker, bear("guard"), mine=[FOREST]))  # the attacker's own Forest
    dual = {"id": "dual", "name": "Stomping Ground", "types": ["land"],
            "subtypes": ["Mountain", "Forest"]}
    assert_illegal(block(walker, bear("guard"), theirs=[dual]), ("702.14c", "guard"))
    island = {"id": "island", "name": "Island", "types": ["land"]}
    assert_legal(block(walker, bear("guard"), theirs=[island]))


def test_509_1b_cant_block() -> None:
    assert_illegal(block(bear("ogre"), bear("coward", keywords=["can't block"])),
                   ("509.1b", "coward"))
    assert_legal(block(bear("ogre"), bear("brave")))


def test_509_1b_cant_be_blocked() -> None:
    rogue = bear("rogue", keywords=["can't be blocked"])
    assert_illegal(block(rogue, bear("guard")), ("509.1b", "guard"))
    assert assert_legal(block(rogue)).players["Bob"].life == 18


def test_702_36b_fear() -> None:
    shade = bear("shade", colors=["black"], keywords=["fear"])
    assert_illegal(block(shade, bear("elf", colors=["green"])), ("702.36b", "elf"))
    assert_illegal(block(shade, bear("golem")), ("702.36b", "golem"))
    assert_legal(block(shade, bear("zombie", colors=["black"])))
    assert_legal(block(shade, bear("golem", types=["artifact", "creature"])))


def test_702_13b_intimidate() -> None:
    raider = bear("raider", colors=["red"], keywords=["intimidate"])
    assert_illegal(block(raider, bear("elf", colors=["green"])), ("702.13b", "elf"))
    assert_illegal(block(raider, bear("zombie", colors=["black"])), ("702.13b", "zombie"))
    assert_legal(block(raider, bear("goblin", colors=["red", "black"])))
    assert_legal(block(raider, bear("golem", types=["artifact", "creature"])))


def test_702_28b_shadow_both_ways() -> None:
    shadow = bear("wraith", keywords=["shadow"])
    assert_illegal(block(shadow, bear("guard")), ("702.28b", "guard"))
    assert_illegal(block(bear("ogre"), bear("specter", keywords=["shadow"])),
                   ("702.28b", "specter"))
    assert_legal(block(shadow, bear("specter", keywords=["shadow"])))
    # Evasion is cumulative: flying and shadow needs a blocker with shadow and flying/reach.
    both = bear("both", keywords=["flying", "shadow"])
    assert_illegal(block(both, bear("bird", keywords=["flying"])), ("702.28b", "bird"))
    assert_illegal(block(both, bear("specter", keywords=["shadow"])), ("702.9b", "specter"))
    assert_legal(block(both, bear("spectre", keywords=["shadow", "reach"])))


def test_702_118b_skulk() -> None:
    sneak = bear("sneak", keywords=["skulk"])
    assert_illegal(block(sneak, bear("ogre", power=3)), ("702.118b", "ogre"))
    assert_illegal(block(sneak, bear("grown", power=2, counters={"+1/+1": 1})),
                   ("702.118b", "grown"))
    assert_legal(block(sneak, bear("twin")))
    assert_legal(block(sneak, bear("weak", power=1)))


def test_702_31b_horsemanship() -> None:
    rider = bear("rider", keywords=["horsemanship"])
    assert_illegal(block(rider, bear("foot")), ("702.31b", "foot"))
    assert_legal(block(rider, bear("cavalry", keywords=["horsemanship"])))
    assert_legal(block(bear("foot"), bear("cavalry", keywords=["horsemanship"])))


def test_509_1a_tapped_creature_cant_block() -> None:
    assert_illegal(block(bear("ogre"), bear("tired", tapped=True)), ("509.1a", "tired"))
    assert_legal(block(bear("ogre"), bear("rested")))


def test_509_1a_attacking_players_creature_cant_block() -> None:
    s = scenario([bear("ogre"), bear("ally")], [], {"ogre": "Bob"}, {"ally": "ogre"})
    assert_illegal(s, ("509.1a", "ally"))


def test_509_1a_block_only_creatures_attacking_you_or_yours() -> None:
    walker = {"id": "walker", "types": ["planeswalker"], "loyalty": 3}
    # In a three-player game Carol can't block a creature attacking Bob.
    s = scenario([bear("ogre")], [], {"ogre": "Bob"}, {"guard": "ogre"},
                 carol=[bear("guard")])
    assert_illegal(s, ("509.1a", "guard"))
    # Bob may block a creature attacking his planeswalker.
    assert_legal(scenario([bear("ogre")], [walker, bear("guard")], {"ogre": "walker"},
                          {"guard": "ogre"}))
    # The protector may block creatures attacking a battle it protects (310.9c).
    siege = {"id": "siege", "types": ["battle"], "subtypes": ["Siege"], "defense": 4,
             "protector": "Bob"}
    assert_legal(scenario([bear("ogre"), siege], [bear("guard")], {"ogre": "siege"},
                          {"guard": "ogre"}))
    # A creature that isn't attacking can't be blocked.
    assert_illegal(scenario([bear("ogre"), bear("home")], [bear("guard")], {"ogre": "Bob"},
                            {"guard": "home"}), ("509.1a", "guard"))


def test_509_1a_a_battle_cant_block() -> None:
    battle = {"id": "battle", "types": ["battle", "creature"], "power": 1, "toughness": 1,
              "defense": 3}
    assert_illegal(block(bear("ogre"), battle), ("509.1a", "battle"))


def test_508_1a_a_battle_cant_attack() -> None:
    battle = {"id": "battle", "types": ["battle", "creature"], "power": 1, "toughness": 1,
              "defense": 3}
    assert_illegal(scenario([battle], [], {"battle": "Bob"}), ("508.1a", "battle"))


def test_702_14c_nonbasic_landwalk() -> None:
    walker = bear("scout", keywords=["nonbasic landwalk"])
    dual = {"id": "dual", "name": "Stomping Ground", "types": ["land"],
            "subtypes": ["Mountain", "Forest"]}
    assert_illegal(block(walker, bear("guard"), theirs=[dual]), ("702.14c", "guard"))
    assert_legal(block(walker, bear("guard"), theirs=[FOREST]))


def test_702_13b_colorless_intimidate_only_artifacts_block() -> None:
    golem = bear("golem", types=["artifact", "creature"], keywords=["intimidate"])
    assert_illegal(block(golem, bear("eldrazi")), ("702.13b", "eldrazi"))
    assert_legal(block(golem, bear("construct", types=["artifact", "creature"])))
