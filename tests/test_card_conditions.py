"""Real cards' conditions and requirements: "as long as it's equipped" (301.5), an intervening
"if" on a triggered ability (603.4), "attacks this turn if able" (508.1d) and targets limited
by power ("target creature with power 2 or less", 115.1)."""

from __future__ import annotations

import pytest

import redzone
from boards import board, creature
from redzone import EventType, Zone

SWORD = {"id": "sword", "types": ["artifact"], "subtypes": ["Equipment"], "attached_to": "vet"}


def test_armory_veteran_has_menace_only_while_equipped() -> None:
    """Armory Veteran: "As long as this creature is equipped, it has menace." Equipped, one
    blocker alone can't block it (702.111b); unequipped, it can."""
    vet = {"id": "vet", "card": "Armory Veteran"}
    s = board([vet, SWORD], [creature("bear")], {"vet": "Bob"}, {"bear": "vet"})
    with pytest.raises(redzone.IllegalDeclaration, match="menace"):
        redzone.resolve(s)
    r = redzone.resolve(board([vet], [creature("bear")], {"vet": "Bob"}, {"bear": "vet"}))
    assert r.permanents["bear"].damage == 2


def test_heir_of_the_wilds_checks_its_intervening_if() -> None:
    """Heir of the Wilds (2/2 deathtouch): "Whenever this creature attacks, if you control a
    creature with power 4 or greater, this creature gets +1/+1 until end of turn." 603.4: with
    no such creature it doesn't trigger at all."""
    heir = {"id": "heir", "card": "Heir of the Wilds"}
    r = redzone.resolve(board([heir, creature("ogre", 4, 4)], [], {"heir": "Bob"}))
    assert (r.permanents["heir"].power, r.permanents["heir"].toughness) == (3, 3)
    r = redzone.resolve(board([heir, creature("bear")], [], {"heir": "Bob"}))
    assert not [e for e in r.events if e.type == EventType.TRIGGERED]
    assert r.permanents["heir"].power == 2


def test_basandra_makes_a_creature_attack_this_turn() -> None:
    """Basandra, Battle Seraph: "{R}: Target creature attacks this turn if able." Activated
    at the beginning of combat on the bear, a declaration without the bear attacking breaks a
    requirement it could have obeyed (508.1d)."""
    basandra = {"id": "basandra", "card": "Basandra, Battle Seraph"}
    activate = [{"source": "basandra", "step": "beginning of combat", "target": "bear"}]
    s = board([creature("bear"), creature("elf", 1, 1)], [basandra], {"elf": "Bob"},
              activate=activate)
    with pytest.raises(redzone.IllegalDeclaration, match=r"508\.1d"):
        redzone.resolve(s)
    r = redzone.resolve(board([creature("bear"), creature("elf", 1, 1)], [basandra],
                              {"elf": "Bob", "bear": "Bob"}, activate=activate))
    assert r.players["Bob"].life == 17


def test_crafty_pathmage_targets_only_a_small_creature() -> None:
    """Crafty Pathmage: "{T}: Target creature with power 2 or less can't be blocked this
    turn." The bear may be the target, not the ogre (115.1: a target must fit its words)."""
    mage = {"id": "mage", "card": "Crafty Pathmage"}
    blocked = board([mage, creature("bear")], [creature("wall", 0, 4)], {"bear": "Bob"},
                    {"wall": "bear"},
                    activate=[{"source": "mage", "step": "beginning of combat",
                               "target": "bear"}])
    with pytest.raises(redzone.IllegalDeclaration, match="can't be blocked"):
        redzone.resolve(blocked)
    bad = board([mage, creature("ogre", 3, 3)], [], {"ogre": "Bob"},
                activate=[{"source": "mage", "step": "beginning of combat", "target": "ogre"}])
    with pytest.raises(redzone.IllegalDeclaration, match="no legal target"):
        redzone.resolve(bad)


def test_deathcoil_wurm_may_assign_as_though_it_werent_blocked() -> None:
    """Deathcoil Wurm (7/6): "You may have this creature assign its combat damage as though
    it weren't blocked." Blocked by a wall, all 7 may go to Bob (510.1b instead of 510.1c);
    a plain 7/6 may not do that."""
    wurm = {"id": "wurm", "card": "Deathcoil Wurm"}
    s = board([wurm], [creature("wall", 0, 8)], {"wurm": "Bob"}, {"wall": "wurm"},
              assign={"wurm": {"Bob": 7}})
    r = redzone.resolve(s)
    assert r.players["Bob"].life == 13
    plain = board([creature("wurm", 7, 6)], [creature("wall", 0, 8)], {"wurm": "Bob"},
                  {"wall": "wurm"}, assign={"wurm": {"Bob": 7}})
    with pytest.raises(redzone.IllegalAssignment):
        redzone.resolve(plain)


def test_bristlepack_sentry_attacks_despite_defender_beside_a_big_creature() -> None:
    """Bristlepack Sentry: "Defender. As long as you control a creature with power 4 or
    greater, this creature can attack as though it didn't have defender." (702.3b)"""
    sentry = {"id": "sentry", "card": "Bristlepack Sentry"}
    r = redzone.resolve(board([sentry, creature("ogre", 4, 4)], [], {"sentry": "Bob"}))
    assert r.players["Bob"].life == 20 - r.permanents["sentry"].power
    with pytest.raises(redzone.IllegalDeclaration, match="defender"):
        redzone.resolve(board([sentry, creature("bear")], [], {"sentry": "Bob"}))


def test_ashen_firebeast_burns_only_the_creatures_without_flying() -> None:
    """Ashen Firebeast: "{1}{R}: This creature deals 1 damage to each creature without
    flying." Itself included; the bird is spared."""
    beast = {"id": "beast", "card": "Ashen Firebeast"}
    s = board([creature("bear"), creature("bird", 1, 1, "flying")], [beast, creature("elf", 1, 1)],
              {"bear": "Bob", "bird": "Bob"},
              activate=[{"source": "beast", "step": "declare attackers"}])
    r = redzone.resolve(s)
    assert r.permanents["elf"].zone == redzone.Zone.GRAVEYARD
    assert r.permanents["bird"].damage == 0
    assert r.permanents["beast"].damage == 1 and r.permanents["bear"].damage == 1


def test_filigree_crawler_leaves_an_artifact_thopter() -> None:
    """Filigree Crawler: "When this creature dies, create a 1/1 colorless Thopter artifact
    creature token with flying." The token is an artifact creature: "artifact creatures you
    control get +1/+0" applies to it (613.4c)."""
    anthem = {"affects": {"types": ["artifact", "creature"], "controller": "you"},
              "pump": [1, 0]}
    s = board([{"id": "crawler", "card": "Filigree Crawler"},
               {"id": "banner", "types": ["artifact"], "abilities": [anthem]}],
              [creature("ogre", 4, 4)], {"crawler": "Bob"}, {"ogre": "crawler"})
    r = redzone.resolve(s)
    thopters = [p for p in r.permanents if p.startswith("crawler-")]
    assert len(thopters) == 1 and r.permanents[thopters[0]].power == 2


def test_benalish_honor_guard_counts_legendary_creatures() -> None:
    """Benalish Honor Guard: "This creature gets +1/+0 for each legendary creature you
    control." """
    guard = {"id": "guard", "card": "Benalish Honor Guard"}
    legend = creature("legend", 2, 2, types=["creature", "legendary"])
    r = redzone.resolve(board([guard, legend], [], {"guard": "Bob"}))
    assert r.players["Bob"].life == 20 - 3


def test_dream_prowler_is_unblockable_only_when_attacking_alone() -> None:
    """Dream Prowler: "This creature can't be blocked as long as it's attacking alone."
    (506.5: no other creature is attacking.)"""
    prowler = {"id": "prowler", "card": "Dream Prowler"}
    alone = board([prowler], [creature("bear")], {"prowler": "Bob"}, {"bear": "prowler"})
    with pytest.raises(redzone.IllegalDeclaration, match="can't be blocked"):
        redzone.resolve(alone)
    together = board([prowler, creature("elf", 1, 1)], [creature("bear")],
                     {"prowler": "Bob", "elf": "Bob"}, {"bear": "prowler"})
    assert redzone.check(together) == []


def test_ainok_artillerist_has_reach_with_a_counter() -> None:
    """Ainok Artillerist: "This creature has reach as long as it has a +1/+1 counter on it."
    With the counter it may block a flier (702.9b), without it may not."""
    ainok = {"id": "ainok", "card": "Ainok Artillerist"}
    bird = creature("bird", 1, 1, "flying")
    assert redzone.check(board([bird], [ainok], {"bird": "Bob"}, {"ainok": "bird"}))
    countered = {**ainok, "counters": {"+1/+1": 1}}
    assert redzone.check(board([bird], [countered], {"bird": "Bob"}, {"ainok": "bird"})) == []


def test_loyal_guardian_needs_its_commander() -> None:
    """Loyal Guardian: "Lieutenant — At the beginning of combat on your turn, if you control
    your commander, put a +1/+1 counter on each creature you control." (903.3: the file says
    which permanent is a commander.)"""
    from boards import board, creature

    guardian = {"id": "guardian", "card": "Loyal Guardian"}
    for commander, counters in ((True, {"+1/+1": 1}), (False, {})):
        s = board([guardian, creature("boss", 3, 3, commander=commander)], [],
                  {"guardian": "Bob"})
        assert redzone.resolve(s).permanents["boss"].counters == counters


def test_gnoll_hunter_pack_tactics() -> None:
    """Gnoll Hunter (2/2): "Pack tactics — Whenever this creature attacks, if you attacked with
    creatures with total power 6 or greater this combat, put a +1/+1 counter on this
    creature." """
    hunter = {"id": "gnoll", "card": "Gnoll Hunter"}
    for other, counters in ((4, {"+1/+1": 1}), (3, {})):
        s = board([hunter, creature("ogre", other, 4)], [], {"gnoll": "Bob", "ogre": "Bob"})
        assert redzone.resolve(s).permanents["gnoll"].counters == counters


def test_atarka_beastbreaker_formidable() -> None:
    """Atarka Beastbreaker (2/2): "Formidable — {4}{G}: This creature gets +4/+4 until end of
    turn. Activate only if creatures you control have total power 8 or greater." """
    breaker = {"id": "breaker", "card": "Atarka Beastbreaker"}
    act = [{"source": "breaker", "step": "declare attackers"}]
    s = board([breaker, creature("wurm", 6, 6)], [], {"breaker": "Bob"}, activate=act)
    assert redzone.resolve(s).players["Bob"].life == 14
    weak = board([breaker, creature("wurm", 5, 5)], [], {"breaker": "Bob"}, activate=act)
    with pytest.raises(redzone.IllegalDeclaration, match="total power"):
        redzone.resolve(weak)


def test_glorious_enforcer_on_each_combat_even_the_opponents() -> None:
    """Glorious Enforcer (5/5 flying lifelink): "At the beginning of each combat, if you have
    more life than an opponent, this creature gains double strike until end of turn." On
    Alice's turn it blocks a 6/6 with double strike: it deals 5 first, then 5 more."""
    enforcer = {"id": "enf", "card": "Glorious Enforcer"}
    s = board([creature("giant", 6, 6)], [enforcer], {"giant": "Bob"}, {"enf": "giant"},
              players={"Alice": {"life": 10}})
    r = redzone.resolve(s)
    assert r.permanents["giant"].zone == "graveyard"
    even = board([creature("giant", 6, 6)], [enforcer], {"giant": "Bob"}, {"enf": "giant"})
    assert redzone.resolve(even).permanents["giant"].zone == "battlefield"


def test_candlegrove_witch_coven() -> None:
    """Candlegrove Witch (2/2): "Coven — At the beginning of combat on your turn, if you
    control three or more creatures with different powers, this creature gains flying until
    end of turn." """
    witch = {"id": "witch", "card": "Candlegrove Witch"}
    three = board([witch, creature("a", 1, 1), creature("b", 3, 3)], [creature("bear")],
                  {"witch": "Bob"}, {"bear": "witch"})
    with pytest.raises(redzone.IllegalDeclaration, match="flying"):
        redzone.resolve(three)
    two = board([witch, creature("a", 1, 1), creature("b", 1, 1)], [creature("bear")],
                {"witch": "Bob"}, {"bear": "witch"})
    assert redzone.resolve(two).permanents["witch"].zone == "graveyard"


def test_basris_lieutenant_asks_what_the_dead_creature_had() -> None:
    """Basri's Lieutenant: "Whenever this creature or another creature you control dies, if
    it had a +1/+1 counter on it, create a 2/2 white Knight creature token with vigilance."
    As it last existed (603.10a): a creature that dies with a counter makes a Knight; one
    without doesn't."""
    lieutenant = {"id": "lt", "card": "Basri's Lieutenant", "tapped": True}
    for counters, knights in (({"+1/+1": 1}, 1), ({}, 0)):
        s = board([creature("giant", 9, 9)], [lieutenant, creature("bear", 2, 2,
                                                                   counters=counters)],
                  {"giant": "Bob"}, {"bear": "giant"})
        made = [e for e in redzone.resolve(s).events if e.type == EventType.TOKEN]
        assert len(made) == knights


def test_upriser_renegade_counts_modified_creatures() -> None:
    """Upriser Renegade (1/3): "This creature gets +2/+0 for each other modified creature you
    control." 700.9: a creature with a counter and an equipped one are modified; one
    enchanted by an Aura its controller doesn't control is not, nor one with nothing."""
    alice = [{"id": "renegade", "card": "Upriser Renegade"},
             creature("bear", counters={"+1/+1": 1}), creature("elf"), creature("orc"),
             creature("goblin"),
             {**SWORD, "attached_to": "elf"}]
    bob = [{"id": "curse", "types": ["enchantment"], "subtypes": ["Aura"],
            "keywords": ["enchant creature"], "attached_to": "orc"}]
    r = redzone.resolve(board(alice, bob, {"renegade": "Bob"}))
    assert r.permanents["renegade"].power == 5
    assert r.players["Bob"].life == 15


def test_expanding_ooze_targets_only_a_modified_creature() -> None:
    """Expanding Ooze: "Whenever this creature attacks, put a +1/+1 counter on target modified
    creature you control." The equipped bear may be its target (700.9); the plain elf may
    not (115.1)."""
    ooze = {"id": "ooze", "card": "Expanding Ooze"}
    s = board([ooze, creature("bear"), {**SWORD, "attached_to": "bear"}, creature("elf")], [],
              {"ooze": "Bob"}, targets={"ooze": ["bear"]})
    assert redzone.resolve(s).permanents["bear"].counters == {"+1/+1": 1}
    bad = board([ooze, creature("elf")], [], {"ooze": "Bob"}, targets={"ooze": ["elf"]})
    with pytest.raises(redzone.ScenarioError, match="no legal target"):
        redzone.resolve(bad)


def test_obstinate_gargoyle_flies_while_modified() -> None:
    """Obstinate Gargoyle: "This creature has flying as long as it's modified." With a
    +1/+1 counter it has flying, so the bear can't block it (702.9b); without one it can."""
    gargoyle = {"id": "gargoyle", "card": "Obstinate Gargoyle"}
    flying = board([{**gargoyle, "counters": {"+1/+1": 1}}], [creature("bear")],
                   {"gargoyle": "Bob"}, {"bear": "gargoyle"})
    with pytest.raises(redzone.IllegalDeclaration, match="flying"):
        redzone.resolve(flying)
    r = redzone.resolve(board([gargoyle], [creature("bear")], {"gargoyle": "Bob"},
                              {"bear": "gargoyle"}))
    assert r.permanents["bear"].damage > 0


def test_enchanted_creatures_you_control_lose_the_bonus_with_their_aura() -> None:
    """Syr Armont, the Redeemer: "Enchanted creatures you control get +1/+1." The bear,
    enchanted by Alice's Aura, is a 3/3 (303.4); destroyed after blocks, the Aura takes the
    bonus with it (611.3a), and the 2/2 bear dies to the blocking 2/2."""
    aura = {"id": "aura", "types": ["enchantment"], "subtypes": ["Aura"],
            "keywords": ["enchant creature"], "attached_to": "bear"}
    shatter = {"cost": "{1}", "effects": [{"destroy": True, "to": "target permanent",
                                           "target": {"types": ["enchantment"]}}]}
    alice = [{"id": "armont", "card": "Syr Armont, the Redeemer"}, creature("bear"), aura]
    s = board(alice, [creature("wolf")], {"bear": "Bob"}, {"wolf": "bear"})
    assert redzone.resolve(s).permanents["bear"].zone == Zone.BATTLEFIELD
    s = board(alice, [creature("wolf", abilities=[shatter])], {"bear": "Bob"},
              {"wolf": "bear"}, activate=[{"source": "wolf", "target": "aura"}])
    assert redzone.resolve(s).permanents["bear"].zone == Zone.GRAVEYARD


def test_stone_haven_outfitter_pumps_only_equipped_creatures() -> None:
    """Stone Haven Outfitter: "Equipped creatures you control get +1/+1." The equipped bear
    deals 3, the plain elf 1 (301.5)."""
    alice = [{"id": "outfitter", "card": "Stone Haven Outfitter"}, creature("bear"),
             creature("elf", 1, 1), {**SWORD, "attached_to": "bear"}]
    r = redzone.resolve(board(alice, [], {"bear": "Bob", "elf": "Bob"}))
    assert r.players["Bob"].life == 16


def test_karsus_depthguard_attacks_once_its_power_is_five() -> None:
    """Karsus Depthguard (4/3, defender): "As long as this creature's power is 5 or greater,
    it can attack as though it didn't have defender." At 4 it can't attack (702.3b); with a
    +1/+1 counter its power is 5 and it can."""
    guard = {"id": "guard", "card": "Karsus Depthguard"}
    with pytest.raises(redzone.IllegalDeclaration, match="defender"):
        redzone.resolve(board([guard], [], {"guard": "Bob"}))
    r = redzone.resolve(board([{**guard, "counters": {"+1/+1": 1}}], [], {"guard": "Bob"}))
    assert r.players["Bob"].life == 15


def test_bant_sureblade_gets_its_bonus_beside_another_multicolored_permanent_105_2b() -> None:
    """Bant Sureblade (2/1, green-white): "As long as you control another multicolored
    permanent, this creature gets +1/+1 and has first strike." A multicolored object is two or
    more of the five colors (105.2b): beside a red-green creature it's a 3/2 first striker
    and kills the 3/2 blocker unharmed; beside a red one (and counting not itself) it's a 2/1."""
    blade = {"id": "blade", "card": "Bant Sureblade"}
    gold = {**creature("gold"), "colors": ["red", "green"]}
    red = {**creature("red"), "colors": ["red"]}
    r = redzone.resolve(board([blade, gold], [creature("ogre", 3, 2)], {"blade": "Bob"},
                              {"ogre": "blade"}))
    assert (r.permanents["blade"].power, r.permanents["blade"].toughness) == (3, 2)
    assert r.permanents["blade"].damage == 0 and r.permanents["ogre"].zone == Zone.GRAVEYARD
    r = redzone.resolve(board([blade, red], [creature("ogre", 3, 2)], {"blade": "Bob"},
                              {"ogre": "blade"}))
    assert r.permanents["blade"].zone == Zone.GRAVEYARD


def test_courageous_goblin_attacks_while_you_control_a_big_creature_603_2() -> None:
    """Courageous Goblin (2/2): "Whenever this creature attacks while you control a creature
    with power 4 or greater, this creature gets +1/+0 and gains menace until end of turn."
    The condition is part of the trigger event (603.2): with the 4/4 it triggers; without,
    it doesn't. Not an intervening "if" (603.4): it isn't asked again as it resolves."""
    gob = {"id": "gob", "card": "Courageous Goblin"}
    r = redzone.resolve(board([gob, creature("ogre", 4, 4)], [], {"gob": "Bob"}))
    assert r.permanents["gob"].power == 3 and r.players["Bob"].life == 17
    r = redzone.resolve(board([gob, creature("bear")], [], {"gob": "Bob"}))
    assert not [e for e in r.events if e.type == EventType.TRIGGERED]
    assert r.permanents["gob"].power == 2
    ability = redzone.from_dict({"players": {"Alice": {}, "Bob": {}}, "active": "Alice",
                                 "battlefield": {"Alice": [gob], "Bob": []}}).board.permanent(
        "gob").abilities[0]
    assert ability.condition is not None and ability.while_


def test_while_and_if_on_one_trigger_are_refused() -> None:
    """A trigger event's own condition (`while`) has no intervening `if` beside it."""
    both = {"trigger": "attacks", "while": "it's your turn", "if": "it's your turn",
            "effects": [{"pump": [1, 0]}]}
    with pytest.raises(redzone.ScenarioError, match="while"):
        redzone.resolve(board([creature("gob", abilities=[both])], [], {"gob": "Bob"}))
