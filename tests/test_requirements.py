"""Restrictions and requirements on attacks and blocks, as the spec phrases them (508.1c-d,
509.1b-c): each phrase refused when broken, with its rule, and accepted when obeyed; 509.1c's
"as many requirements as possible without disobeying a restriction" from the CR's own example.
"""

from __future__ import annotations

import pytest

import redzone
from boards import board, creature

LURE = "all creatures able to block it do so"
MUST_BLOCK = "blocks each combat if able"
MUST_ATTACK = "attacks each combat if able"
TWO_OR_MORE = "can't be blocked except by two or more creatures"
ONE_AT_MOST = "can't be blocked by more than one creature"
FLIERS_ONLY = "can block only creatures with flying"
THREE_OR_MORE = "can't be blocked except by three or more creatures"
NOT_STRONGER = "can't be blocked by creatures with greater power"


c = creature


def rules_broken(s: redzone.Scenario) -> set[tuple[str, str]]:
    return {(v.rule, v.subject) for v in redzone.check(s)}


# --- restrictions on blocks (509.1b) ------------------------------------------------------------

def test_power_limit() -> None:
    giant = c("giant", 5, 5, "can't be blocked by creatures with power 2 or less")
    assert rules_broken(board([giant], [c("bear")], {"giant": "Bob"}, {"bear": "giant"})) == {
        ("509.1b", "bear")}
    assert rules_broken(board([giant], [c("ogre", 3, 3)], {"giant": "Bob"},
                              {"ogre": "giant"})) == set()


def test_two_or_more_blockers() -> None:
    sneak = c("sneak", 2, 2, TWO_OR_MORE)
    one = board([sneak], [c("a"), c("b")], {"sneak": "Bob"}, {"a": "sneak"})
    assert {rule for rule, _ in rules_broken(one)} == {"509.1b"}
    two = board([sneak], [c("a"), c("b")], {"sneak": "Bob"}, {"a": "sneak", "b": "sneak"})
    assert rules_broken(two) == set()


def test_three_or_more_blockers() -> None:
    """509.1b, Gorilla Berserkers: "can't be blocked except by three or more creatures";
    two blockers (menace's number) aren't enough, three are, and with menace too."""
    for words in ([THREE_OR_MORE], [THREE_OR_MORE, "menace"], [THREE_OR_MORE, TWO_OR_MORE]):
        gorilla = c("gorilla", 5, 3, *words)
        defenders = [c("a"), c("b"), c("d")]
        two = board([gorilla], defenders, {"gorilla": "Bob"}, {"a": "gorilla", "b": "gorilla"})
        assert rules_broken(two) == {("509.1b", "gorilla")}
        assert "three or more" in redzone.check(two)[0].message
        three = board([gorilla], defenders, {"gorilla": "Bob"},
                      {"a": "gorilla", "b": "gorilla", "d": "gorilla"})
        assert rules_broken(three) == set()
    one = board([c("gorilla", 5, 3, THREE_OR_MORE, "menace")], [c("a")], {"gorilla": "Bob"},
                {"a": "gorilla"})
    assert {rule for rule, _ in rules_broken(one)} == {"702.111b"}


def test_not_blocked_by_greater_power() -> None:
    """509.1b, Prehistoric Pet: "can't be blocked by creatures with greater power" (skulk's
    restriction without the keyword): its power as it is now."""
    pet = c("pet", 2, 2, NOT_STRONGER)
    assert rules_broken(board([pet], [c("ogre", 3, 3)], {"pet": "Bob"}, {"ogre": "pet"})) == {
        ("509.1b", "ogre")}
    assert rules_broken(board([pet], [c("bear")], {"pet": "Bob"}, {"bear": "pet"})) == set()


def test_three_or_more_and_a_creature_that_blocks_if_able() -> None:
    """509.1c with 509.1b: the eager creature must block the attacker that needs three
    blockers if two others could join it; with one other it can't, and needn't."""
    attacker = c("gorilla", 5, 3, THREE_OR_MORE)
    three = [c("eager", 2, 2, MUST_BLOCK), c("p"), c("q")]
    none = board([attacker], three, {"gorilla": "Bob"})
    assert rules_broken(none) == {("509.1c", "eager")}
    all_three = board([attacker], three, {"gorilla": "Bob"},
                      {"eager": "gorilla", "p": "gorilla", "q": "gorilla"})
    assert rules_broken(all_three) == set()
    two = [c("eager", 2, 2, MUST_BLOCK), c("p")]
    assert rules_broken(board([attacker], two, {"gorilla": "Bob"})) == set()


def test_at_most_one_blocker() -> None:
    duelist = c("duelist", 3, 3, ONE_AT_MOST)
    two = board([duelist], [c("a"), c("b")], {"duelist": "Bob"}, {"a": "duelist", "b": "duelist"})
    assert {rule for rule, _ in rules_broken(two)} == {"509.1b"}
    one = board([duelist], [c("a"), c("b")], {"duelist": "Bob"}, {"a": "duelist"})
    assert rules_broken(one) == set()


def test_can_block_only_fliers() -> None:
    bat = c("bat", 1, 1, FLIERS_ONLY, "flying")
    ground = board([c("bear")], [bat], {"bear": "Bob"}, {"bat": "bear"})
    assert rules_broken(ground) == {("509.1b", "bat")}
    air = board([c("bird", 1, 1, "flying")], [bat], {"bird": "Bob"}, {"bat": "bird"})
    assert rules_broken(air) == set()


# --- requirements on blocks (509.1c) ------------------------------------------------------------

def test_lure_every_able_creature_blocks_it() -> None:
    lure = c("lure", 1, 1, LURE)
    some = board([lure], [c("a"), c("b")], {"lure": "Bob"}, {"a": "lure"})
    assert rules_broken(some) == {("509.1c", "b")}
    every = board([lure], [c("a"), c("b")], {"lure": "Bob"}, {"a": "lure", "b": "lure"})
    assert rules_broken(every) == set()


def test_lure_ignores_creatures_unable_to_block_it() -> None:
    """A tapped creature, and one that can't block a flier, are not able (509.1c)."""
    lure = c("lure", 1, 1, LURE, "flying")
    s = board([lure], [c("a", tapped=True), c("b"), c("hawk", 1, 1, "reach")], {"lure": "Bob"},
              {"hawk": "lure"})
    assert rules_broken(s) == set()


def test_two_lures_one_blocker_blocks_either() -> None:
    """Blocking one lure obeys one requirement, the most it can (a creature blocks one)."""
    s = board([c("l1", 1, 1, LURE), c("l2", 1, 1, LURE)], [c("a")],
              {"l1": "Bob", "l2": "Bob"}, {"a": "l2"})
    assert rules_broken(s) == set()


def test_blocks_each_combat_if_able() -> None:
    guard = c("guard", 2, 2, MUST_BLOCK)
    idle = board([c("bear")], [guard], {"bear": "Bob"})
    assert rules_broken(idle) == {("509.1c", "guard")}
    blocking = board([c("bear")], [guard], {"bear": "Bob"}, {"guard": "bear"})
    assert rules_broken(blocking) == set()
    unable = board([c("bird", 1, 1, "flying")], [guard], {"bird": "Bob"})
    assert rules_broken(unable) == set()


MUST_BE_BLOCKED = "must be blocked if able"


def test_must_be_blocked_needs_one_blocker_only() -> None:
    """Canopy Stalker: "This creature must be blocked if able." One requirement, on the
    defending player's declaration: any one creature blocking it obeys it (509.1c)."""
    stalker = {"id": "stalker", "card": "Canopy Stalker"}
    idle = board([stalker], [c("a"), c("b")], {"stalker": "Bob"})
    assert rules_broken(idle) == {("509.1c", "stalker")}
    one = board([stalker], [c("a"), c("b")], {"stalker": "Bob"}, {"a": "stalker"})
    assert rules_broken(one) == set()
    unable = board([c("s", 2, 2, MUST_BE_BLOCKED, "flying")], [c("a")], {"s": "Bob"})
    assert rules_broken(unable) == set()


def test_two_that_must_be_blocked_and_one_blocker() -> None:
    """One creature can obey only one of the two: blocking either is legal, blocking
    another attacker isn't (it obeys none, and one could be)."""
    s1, s2 = c("s1", 2, 2, MUST_BE_BLOCKED), c("s2", 2, 2, MUST_BE_BLOCKED)
    attacks = {"s1": "Bob", "s2": "Bob", "bear": "Bob"}
    either = board([s1, s2, c("bear")], [c("a")], attacks, {"a": "s2"})
    assert rules_broken(either) == set()
    other = board([s1, s2, c("bear")], [c("a")], attacks, {"a": "bear"})
    assert {rule for rule, _ in rules_broken(other)} == {"509.1c"}


def test_must_be_blocked_and_blocks_if_able_together() -> None:
    """The guard must block (anything) and the stalker must be blocked: the guard blocking
    the stalker obeys both; the guard blocking the bear obeys one of two."""
    guard = c("guard", 2, 2, MUST_BLOCK)
    attacks = {"stalker": "Bob", "bear": "Bob"}
    both = board([c("stalker", 2, 2, MUST_BE_BLOCKED), c("bear")], [guard], attacks,
                 {"guard": "stalker"})
    assert rules_broken(both) == set()
    half = board([c("stalker", 2, 2, MUST_BE_BLOCKED), c("bear")], [guard], attacks,
                 {"guard": "bear"})
    assert rules_broken(half) == {("509.1c", "stalker")}


def test_the_crs_example_menace_and_a_creature_that_blocks_if_able() -> None:
    """509.1c's example: with a menace attacker, a creature that "blocks if able" and one with
    no abilities, the player must block with both; the first alone breaks menace, the second
    alone breaks both, neither breaks the requirement."""
    attacker = c("brute", 3, 3, "menace")
    defenders = [c("eager", 2, 2, MUST_BLOCK), c("plain")]
    both = board([attacker], defenders, {"brute": "Bob"}, {"eager": "brute", "plain": "brute"})
    assert rules_broken(both) == set()
    first = board([attacker], defenders, {"brute": "Bob"}, {"eager": "brute"})
    assert "702.111b" in {rule for rule, _ in rules_broken(first)}
    second = board([attacker], defenders, {"brute": "Bob"}, {"plain": "brute"})
    assert {"702.111b", "509.1c"} <= {rule for rule, _ in rules_broken(second)}
    neither = board([attacker], defenders, {"brute": "Bob"})
    assert rules_broken(neither) == {("509.1c", "eager")}


# --- requirements on attacks (508.1d) -----------------------------------------------------------

def test_attacks_each_combat_if_able() -> None:
    berserker = c("berserker", 3, 3, MUST_ATTACK)
    home = board([berserker], [], {})
    assert rules_broken(home) == {("508.1d", "berserker")}
    attacking = board([berserker], [], {"berserker": "Bob"})
    assert rules_broken(attacking) == set()


def test_attacks_if_able_is_not_able_when_tapped_or_sick() -> None:
    tapped = board([c("b1", 3, 3, MUST_ATTACK, tapped=True)], [], {})
    sick = board([c("b2", 3, 3, MUST_ATTACK, summoning_sick=True)], [], {})
    assert rules_broken(tapped) == set()
    assert rules_broken(sick) == set()


def test_a_requirement_breaking_declaration_raises_on_resolve() -> None:
    s = board([c("bear")], [c("guard", 2, 2, MUST_BLOCK)], {"bear": "Bob"})
    try:
        redzone.resolve(s)
    except redzone.IllegalDeclaration as illegal:
        assert [v.rule for v in illegal.violations] == ["509.1c"]
    else:
        raise AssertionError("resolve accepted a declaration that breaks 509.1c")


def test_avalanche_tusker_makes_a_creature_block_it() -> None:
    """Avalanche Tusker: "Whenever this creature attacks, target creature defending player
    controls blocks it this combat if able." The target must block it, as a provoked
    creature must (509.1c); another block is then illegal, and `solve blocks` obeys."""
    tusker = {"id": "tusker", "card": "Avalanche Tusker"}
    idle = board([tusker], [c("bear"), c("elf", 1, 1)], {"tusker": "Bob"},
                 targets={"tusker": ["bear"]})
    with pytest.raises(redzone.IllegalDeclaration, match=r"509\.1c"):
        redzone.resolve(idle)
    ok = board([tusker], [c("bear"), c("elf", 1, 1)], {"tusker": "Bob"}, {"bear": "tusker"},
               targets={"tusker": ["bear"]})
    assert redzone.resolve(ok).permanents["bear"].zone == "graveyard"
    answer = redzone.solve_blocks(idle)
    assert "tusker" in answer.blocks.get("bear", ())


def test_matsu_tribe_decoy_activated_before_blocks() -> None:
    """Matsu-Tribe Decoy: "{2}{G}: Target creature blocks this creature this turn if
    able." """
    decoy = {"id": "decoy", "card": "Matsu-Tribe Decoy"}
    s = board([decoy], [c("bear")], {"decoy": "Bob"},
              activate=[{"source": "decoy", "step": "declare attackers", "target": "bear"}])
    with pytest.raises(redzone.IllegalDeclaration, match=r"509\.1c"):
        redzone.resolve(s)
