"""Restrictions that name the creatures they apply to (509.1b: "Restrictions on blocking
... Some restrictions apply to the creature that would block, others to the attacking
creature"): "can't be blocked by Walls", "can't be blocked except by creatures with flying or
reach", "can't block creatures with power 2 or greater", each from a real card."""

from __future__ import annotations

import pytest

import redzone
from boards import board, creature
from redzone.core.errors import ScenarioError

WALL = creature("wall", 0, 4, "defender", subtypes=["Wall"])


def _illegal(s: redzone.Scenario) -> list[str]:
    return [v.message for v in redzone.check(s)]


def test_bog_rats_cant_be_blocked_by_walls_nor_by_a_changeling() -> None:
    """Bog Rats: "This creature can't be blocked by Walls." A changeling is a Wall too
    (702.73a); a bear may block."""
    rats = {"id": "rats", "card": "Bog Rats"}
    assert _illegal(board([rats], [WALL], {"rats": "Bob"}, {"wall": "rats"})) == [
        "can't block rats: it can't be blocked by wall creatures"]
    shapeshifter = creature("shifter", 1, 1, "changeling")
    assert _illegal(board([rats], [shapeshifter], {"rats": "Bob"}, {"shifter": "rats"}))
    assert _illegal(board([rats], [creature("bear")], {"rats": "Bob"}, {"bear": "rats"})) == []


def test_orchard_spirit_is_blocked_only_by_flying_or_reach() -> None:
    """Orchard Spirit: "This creature can't be blocked except by creatures with flying or
    reach." """
    spirit = {"id": "spirit", "card": "Orchard Spirit"}
    assert _illegal(board([spirit], [creature("bear")], {"spirit": "Bob"}, {"bear": "spirit"}))
    for keyword in ("flying", "reach"):
        blocker = creature("b", 1, 1, keyword)
        assert _illegal(board([spirit], [blocker], {"spirit": "Bob"}, {"b": "spirit"})) == []


def test_amrou_kithkin_judges_power_as_blockers_are_declared() -> None:
    """Amrou Kithkin: "This creature can't be blocked by creatures with power 3 or greater."
    A 2/2 pumped to 3/3 at the beginning of combat can no longer block it."""
    kithkin = {"id": "kithkin", "card": "Amrou Kithkin"}
    assert _illegal(board([kithkin], [creature("bear")], {"kithkin": "Bob"},
                          {"bear": "kithkin"})) == []
    assert _illegal(board([kithkin], [creature("ogre", 3, 3)], {"kithkin": "Bob"},
                          {"ogre": "kithkin"}))
    pump = {"cost": "{R}", "effects": [{"pump": [1, 0]}]}
    s = board([kithkin], [creature("bear", abilities=[pump])], {"kithkin": "Bob"},
              {"bear": "kithkin"}, activate=[{"source": "bear", "step": "beginning of combat"}])
    with pytest.raises(redzone.IllegalDeclaration, match="power 3 or greater"):
        redzone.resolve(s)


def test_brassclaw_orcs_cant_block_a_strong_attacker() -> None:
    """Brassclaw Orcs: "This creature can't block creatures with power 2 or greater." A
    restriction on the blocker (509.1b)."""
    orcs = {"id": "orcs", "card": "Brassclaw Orcs"}
    assert _illegal(board([creature("bear")], [orcs], {"bear": "Bob"}, {"orcs": "bear"})) == [
        "can't block bear: the blocker can't block creatures with power 2 or greater"]
    assert _illegal(board([creature("elf", 1, 1)], [orcs], {"elf": "Bob"},
                          {"orcs": "elf"})) == []


def test_the_solver_leaves_the_wall_home() -> None:
    """Against Bog Rats, the Wall that would stop a bear's damage can't block; the bear
    beside it does."""
    rats = {"id": "rats", "card": "Bog Rats"}
    answer = redzone.best_blocks(board([rats], [WALL], {"rats": "Bob"}))
    assert dict(answer.blocks) == {} and answer.exact
    answer = redzone.best_blocks(board([creature("bear")], [WALL], {"bear": "Bob"}))
    assert dict(answer.blocks) == {"wall": ("bear",)}


@pytest.mark.parametrize("word", ["can't be blocked by creatures with flaying",
                                  "can't be blocked except by",
                                  "can't block on sundays"])
def test_a_description_it_can_t_read_is_refused(word: str) -> None:
    with pytest.raises(ScenarioError, match="unknown keyword"):
        board([creature("x", 1, 1, word)], [], {"x": "Bob"})


def test_bonded_horncrest_can_neither_attack_nor_block_alone() -> None:
    """Bonded Horncrest: "This creature can't attack or block alone." (506.5: alone, it is
    the only creature declared.)"""
    horn = {"id": "horn", "card": "Bonded Horncrest"}
    assert _illegal(board([horn], [], {"horn": "Bob"})) == ["can't attack alone"]
    assert _illegal(board([horn, creature("elf", 1, 1)], [], {"horn": "Bob", "elf": "Bob"})) == []
    assert _illegal(board([creature("bear")], [horn], {"bear": "Bob"}, {"horn": "bear"})) == [
        "can't block alone"]
    assert _illegal(board([creature("bear"), creature("elf", 1, 1)],
                          [horn, creature("wall", 0, 4)], {"bear": "Bob", "elf": "Bob"},
                          {"horn": "bear", "wall": "elf"})) == []


def test_the_solver_doesnt_block_with_it_alone() -> None:
    """Against one 2/2, the Horncrest (5/5) alone is no legal block; with a partner both
    block (the partner anywhere)."""
    horn = {"id": "horn", "card": "Bonded Horncrest"}
    answer = redzone.best_blocks(board([creature("bear")], [horn], {"bear": "Bob"}))
    assert dict(answer.blocks) == {}
    pair = [horn, creature("elf", 1, 1)]
    answer = redzone.best_blocks(board([creature("bear")], pair, {"bear": "Bob"}))
    blocks = {b: list(a) for b, a in answer.blocks.items()}
    assert blocks and redzone.check(board([creature("bear")], pair, {"bear": "Bob"},
                                          blocks)) == []


def test_armored_galleon_attacks_only_a_player_with_an_island() -> None:
    """Armored Galleon: "This creature can't attack unless defending player controls an
    Island." (508.1c) A Forest is no Island; a dual land with the type is."""
    galleon = {"id": "galleon", "card": "Armored Galleon"}
    forest = {"id": "forest", "types": ["land"], "subtypes": ["Forest"]}
    island = {"id": "sea", "types": ["land"], "subtypes": ["Forest", "Island"]}
    assert _illegal(board([galleon], [forest], {"galleon": "Bob"})) == [
        "can't attack unless defending player controls island"]
    assert _illegal(board([galleon], [island], {"galleon": "Bob"})) == []


def test_cavern_stomper_gains_a_power_limit_this_turn() -> None:
    """Cavern Stomper's "{3}{G}: This creature can't be blocked by creatures with power 2 or
    less this turn", activated before blocks: the bear's block is illegal (509.1b), the
    ogre's isn't; the solver blocks with the ogre, not the bear."""
    stomper = creature("stomper", 3, 4, abilities=[{"cost": "{3}{G}", "effects": [
        {"gains": ["can't be blocked by creatures with power 2 or less"]}]}])
    now = [{"source": "stomper", "step": "declare attackers"}]
    bear = board([stomper], [creature("bear"), creature("ogre", 3, 3)], {"stomper": "Bob"},
                 {"bear": "stomper"}, activate=now)
    assert _illegal(bear) == [
        "can't block stomper: it can't be blocked by creatures with power 2 or less"]
    ogre = board([stomper], [creature("bear"), creature("ogre", 3, 3)], {"stomper": "Bob"},
                 {"ogre": "stomper"}, activate=now)
    assert _illegal(ogre) == []
    answer = redzone.best_blocks(board([stomper], [creature("bear", 2, 5)],
                                       {"stomper": "Bob"}, activate=now))
    assert dict(answer.blocks) == {}
    answer = redzone.best_blocks(board([stomper], [creature("bear", 2, 5)],
                                       {"stomper": "Bob"}))
    assert dict(answer.blocks) == {"bear": ("stomper",)}


def test_gingerbrute_can_be_blocked_this_turn_only_by_haste() -> None:
    """Gingerbrute's "{1}: This creature can't be blocked this turn except by creatures with
    haste" (509.1b), activated: only the hasty goblin may block it."""
    brute = creature("brute", 1, 1, abilities=[{"cost": "{1}", "effects": [
        {"gains": ["can't be blocked except by creatures with haste"]}]}])
    now = [{"source": "brute", "step": "declare attackers"}]
    assert _illegal(board([brute], [creature("bear")], {"brute": "Bob"}, {"bear": "brute"},
                          activate=now)) == [
        "can't block brute: it can't be blocked except by creatures with haste"]
    assert _illegal(board([brute], [creature("goblin", 1, 1, "haste")], {"brute": "Bob"},
                          {"goblin": "brute"}, activate=now)) == []


SPIN = {"cost": "{R}", "effects": [{"cant_block_it": True, "to": "target creature"}]}


def test_spin_engine_keeps_the_target_from_blocking_it() -> None:
    """Spin Engine's "{R}: Target creature can't block this creature this turn" (509.1b),
    activated targeting the ogre: the ogre can't block the engine, but may block the bear;
    the other creature may block the engine."""
    now = [{"source": "engine", "step": "declare attackers", "target": "ogre"}]
    attackers = [creature("engine", 3, 1, abilities=[SPIN]), creature("bear")]
    defenders = [creature("ogre", 3, 3), creature("elf", 1, 1)]
    attacks = {"engine": "Bob", "bear": "Bob"}
    assert _illegal(board(attackers, defenders, attacks, {"ogre": "engine"}, activate=now)) == [
        "can't block engine: an effect says it can't block engine this turn"]
    assert _illegal(board(attackers, defenders, attacks, {"ogre": "bear", "elf": "engine"},
                          activate=now)) == []
    result = redzone.resolve(board(attackers, defenders, attacks, {"elf": "engine"},
                                   activate=now))
    assert [(e.permanent, e.target) for e in result.events
            if e.type == redzone.EventType.CANT_BLOCK] == [("ogre", "engine")]


def test_the_solver_doesnt_block_with_a_barred_creature() -> None:
    """The solver never proposes the barred block: the 3/4 ogre, barred from blocking the
    engine, blocks its identical twin instead (the effect bars a creature by name, not by
    kind). Brute force agrees, and never blocks the engine with the ogre."""
    from redzone.analysis.fights import block_options, enumerate_blocks
    from redzone.analysis.objective import defender_score
    now = [{"source": "engine", "step": "declare attackers", "target": "ogre"}]
    engine = creature("engine", 3, 1, abilities=[SPIN])
    twin = creature("twin", 3, 1, abilities=[SPIN])
    s = board([engine, twin], [creature("ogre", 3, 4)], {"engine": "Bob", "twin": "Bob"},
              activate=now)
    answer = redzone.best_blocks(s)
    assert dict(answer.blocks) == {"ogre": ("twin",)}
    options = block_options(s.board, s.combat, "Bob")
    every, exact = enumerate_blocks(s, "Bob", options, 10**6, defender_score)
    assert exact and answer.score == max(score for _, score in every)
    assert all("engine" not in blocks.get("ogre", ()) for blocks, _ in every)


def test_a_trigger_bars_the_target_and_the_solver_splits_no_fights() -> None:
    """Gilded Cerodon-like "whenever this creature attacks, target creature can't block this
    creature this turn", targeting the wall: its block is illegal as blockers are declared
    (509.1b); the solver, on the board after the trigger, blocks with the bear or not at all.
    By default it targets Bob's strongest creature, the bear."""
    cerodon = creature("cerodon", 4, 4, abilities=[{"trigger": "attacks", "effects": [
        {"cant_block_it": True, "to": "target creature"}]}])
    bob = [creature("wall", 0, 5), creature("bear")]
    s = board([cerodon], bob, {"cerodon": "Bob"}, {"wall": "cerodon"},
              targets={"cerodon": ["wall"]})
    with pytest.raises(redzone.IllegalDeclaration, match=r"509\.1b"):
        redzone.resolve(s)
    answer = redzone.best_blocks(board([cerodon], bob, {"cerodon": "Bob"},
                                       targets={"cerodon": ["wall"]}))
    assert "wall" not in dict(answer.blocks) and answer.exact
    answer = redzone.best_blocks(board([cerodon], bob, {"cerodon": "Bob"}))
    assert dict(answer.blocks) == {"wall": ("cerodon",)}


def test_sabertooth_alley_cat_bars_each_creature_without_defender() -> None:
    """Sabertooth Alley Cat's "{1}{R}: Creatures without defender can't block this creature
    this turn": the bear can't block it (509.1b), the wall (defender) can."""
    cat = creature("cat", 2, 1, abilities=[{"cost": "{1}{R}", "effects": [
        {"cant_block_it": True, "each": {"not_keywords": ["defender"]}}]}])
    now = [{"source": "cat", "step": "declare attackers"}]
    assert _illegal(board([cat], [creature("bear"), WALL], {"cat": "Bob"}, {"bear": "cat"},
                          activate=now)) == [
        "can't block cat: an effect says it can't block cat this turn"]
    assert _illegal(board([cat], [creature("bear"), WALL], {"cat": "Bob"}, {"wall": "cat"},
                          activate=now)) == []


def test_midnight_pathlighter_only_legendary_creatures_block() -> None:
    """Midnight Pathlighter: "Creatures you control can't be blocked except by legendary
    creatures" (509.1b; legendary is a supertype, 205.4)."""
    lord = creature("lord", 2, 2, abilities=[{"affects": {"controller": "you"}, "gains": [
        "can't be blocked except by legendary creatures"]}])
    hero = creature("hero", 2, 2, types=["legendary", "creature"])
    assert _illegal(board([creature("bear"), lord], [creature("elf")], {"bear": "Bob"},
                          {"elf": "bear"})) == [
        "can't block bear: it can't be blocked except by legendary creatures"]
    assert _illegal(board([creature("bear"), lord], [hero], {"bear": "Bob"},
                          {"hero": "bear"})) == []


def test_magus_of_the_moat_keeps_creatures_without_flying_home() -> None:
    """Magus of the Moat: "Creatures without flying can't attack" (508.1c), for both
    players' creatures."""
    magus = creature("magus", 0, 3, abilities=[{"affects": {"not_keywords": ["flying"]},
                                                 "gains": ["can't attack"]}])
    s = board([creature("bear"), creature("bird", 1, 1, "flying")], [magus],
              {"bear": "Bob", "bird": "Bob"})
    assert [(v.rule, v.subject) for v in redzone.check(s)] == [("508.1c", "bear")]
    assert redzone.check(board([creature("bird", 1, 1, "flying")], [magus],
                               {"bird": "Bob"})) == []


GUARDIAN = creature("guardian", 2, 4, abilities=[
    {"cost": "{2}", "effects": [{"blocks_additional": 1}]}])


def test_luminous_guardian_blocks_an_additional_creature_when_activated() -> None:
    """Luminous Guardian's "{2}: This creature can block an additional creature this turn"
    (509.1a), activated by Bob before blocks: it may block both 1/1s; without the
    activation it may block one. The solver, given the activation, blocks both."""
    now = [{"source": "guardian", "step": "declare attackers"}]
    pair = [creature("a", 1, 1), creature("b", 1, 1)]
    attacks = {"a": "Bob", "b": "Bob"}
    both = {"guardian": ["a", "b"]}
    assert _illegal(board(pair, [GUARDIAN], attacks, both)) == [
        "blocks 2 creatures but can block only 1"]
    result = redzone.resolve(board(pair, [GUARDIAN], attacks, both, activate=now))
    assert [result.permanents[p].zone for p in ("a", "b")] == [redzone.Zone.GRAVEYARD] * 2
    assert [e.amount for e in result.events if e.type == redzone.EventType.BLOCKS_MORE] == [1]
    answer = redzone.best_blocks(board(pair, [GUARDIAN], attacks, activate=now))
    assert dict(answer.blocks) == {"guardian": ("a", "b")}
    answer = redzone.best_blocks(board(pair, [GUARDIAN], attacks))
    assert len(dict(answer.blocks).get("guardian", ())) == 1
