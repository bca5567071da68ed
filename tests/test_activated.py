"""Activated abilities (602): `cost` and `effects` in `abilities`, acting only when
`combat.activate` says their controller activated them; costs that act on the board are paid
(107.5, 119.4, 701.21a, 602.5a); regeneration shields (701.19), tapping (701.26); targets and
what forbids them (601.2c, 702.11b, 702.16b, 702.18a); changeling in filters (702.73a)."""

from __future__ import annotations

from typing import Any

import pytest

import redzone
from boards import board, creature
from redzone import EventType, Zone
from redzone.core.errors import IllegalDeclaration, ScenarioError

FIREBREATHING = {"cost": "{R}", "effects": [{"pump": [1, 0]}]}
REGENERATE = {"cost": "{1}{G}", "effects": [{"regenerate": True}]}
TAPPER = {"cost": "{2}{W}, {T}", "effects": [{"tap": True, "to": "target creature"}]}


def c(pid: str, power: int, toughness: int, *abilities: dict[str, Any],
      **fields: Any) -> dict[str, Any]:
    return creature(pid, power, toughness, abilities=list(abilities), **fields)


def test_an_ability_never_activated_does_nothing() -> None:
    s = board([c("dragon", 5, 5, FIREBREATHING)], [], {"dragon": "Bob"})
    r = redzone.resolve(s)
    assert r.players["Bob"].life == 15
    assert not [e for e in r.events if e.type == EventType.ACTIVATED]


def test_firebreathing_activated_three_times_after_blocks() -> None:
    """Shivan Dragon, "{R}: +1/+0": three activations make it 8/5; each resolves (608)."""
    s = board([c("dragon", 5, 5, FIREBREATHING)], [creature("wall", 0, 8)], {"dragon": "Bob"},
              {"wall": "dragon"}, activate=[{"source": "dragon", "times": 3}])
    r = redzone.resolve(s)
    assert [e.rule for e in r.events if e.type == EventType.ACTIVATED] == ["602.2"] * 3
    assert r.permanents["wall"].zone == Zone.GRAVEYARD
    assert (r.permanents["dragon"].power, r.permanents["dragon"].toughness) == (8, 5)


def test_a_regeneration_shield_replaces_destruction_701_19() -> None:
    """701.19a-c: the next time it would be destroyed this turn it is tapped, its damage
    removed, and it is removed from combat instead."""
    s = board([c("troll", 2, 2, REGENERATE)], [creature("ogre", 4, 4)], {"troll": "Bob"},
              {"ogre": "troll"}, activate=[{"source": "troll"}])
    r = redzone.resolve(s)
    troll = r.permanents["troll"]
    assert troll.zone == Zone.BATTLEFIELD and troll.damage == 0 and troll.tapped
    assert [e.rule for e in r.events if e.type == EventType.REGENERATED] == ["701.19"]


def test_an_ability_at_the_beginning_of_combat_taps_a_would_be_attacker_701_26() -> None:
    """Tapped at the beginning of combat, a creature can't be declared as an attacker
    (508.1a), so declaring it is illegal."""
    s = board([c("bear", 2, 2)], [c("jailer", 1, 1, TAPPER)], {"bear": "Bob"},
              activate=[{"source": "jailer", "step": "beginning of combat", "target": "bear"}])
    with pytest.raises(IllegalDeclaration, match=r"508\.1a"):
        redzone.resolve(s)


def test_the_tap_symbol_can_t_be_paid_twice_107_5() -> None:
    s = board([c("bear", 2, 2)], [c("jailer", 1, 1, TAPPER)], {"bear": "Bob"},
              activate=[{"source": "jailer", "target": "bear"},
                        {"source": "jailer", "target": "bear"}])
    with pytest.raises(IllegalDeclaration, match=r"107\.5"):
        redzone.resolve(s)


def test_the_tap_symbol_needs_control_since_the_turn_began_602_5a() -> None:
    s = board([c("bear", 2, 2)], [c("jailer", 1, 1, TAPPER, summoning_sick=True)],
              {"bear": "Bob"}, activate=[{"source": "jailer", "target": "bear"}])
    with pytest.raises(IllegalDeclaration, match=r"602\.5a"):
        redzone.resolve(s)


UNTAPPER = {"cost": "{1}{R/W}, {Q}", "effects": [{"pump": [1, 0], "each": {"attacking": True}}]}


def test_the_untap_symbol_untaps_an_attacker_107_6() -> None:
    """Duergar Mine-Captain attacked (tapped, 508.1f); its {Q} ability untaps it."""
    s = board([c("captain", 2, 1, UNTAPPER)], [], {"captain": "Bob"},
              activate=[{"source": "captain"}])
    r = redzone.resolve(s)
    assert not r.permanents["captain"].tapped and r.players["Bob"].life == 17
    assert [e.rule for e in r.events if e.type == EventType.UNTAPPED] == ["107.6"]


@pytest.mark.parametrize(("fields", "rule"), [({}, r"107\.6"),
                                              ({"tapped": True, "summoning_sick": True},
                                               r"602\.5a")])
def test_the_untap_symbol_needs_it_tapped_and_controlled_since_the_turn_began(
        fields: dict[str, Any], rule: str) -> None:
    """107.6: an untapped permanent can't pay {Q}; 602.5a asks {Q} what it asks {T}."""
    s = board([c("bear", 2, 2)], [c("captain", 2, 1, UNTAPPER, **fields)], {"bear": "Bob"},
              activate=[{"source": "captain"}])
    with pytest.raises(IllegalDeclaration, match=rule):
        redzone.resolve(s)


def test_sacrificed_as_a_cost_it_dies_and_its_ability_still_resolves_701_21a() -> None:
    """Mogg Fanatic: "Sacrifice this creature: it deals 1 damage to target creature". The
    ability resolves with the source gone (608.2h); its "dies" trigger goes on the stack
    above it (603.3) and resolves first."""
    fanatic = c("fanatic", 1, 1,
                {"cost": "Sacrifice this creature",
                 "effects": [{"damage": 1, "to": "target creature"}]},
                {"trigger": "dies", "effects": [{"lose_life": 1, "player": "each opponent"}]})
    s = board([c("bear", 2, 2)], [fanatic, creature("wall", 0, 1)], {"bear": "Bob"},
              {"wall": "bear"}, activate=[{"source": "fanatic", "target": "bear"}])
    r = redzone.resolve(s)
    assert r.permanents["fanatic"].zone == Zone.GRAVEYARD
    kinds = [(e.type, e.rule) for e in r.events
             if e.type in (EventType.SACRIFICED, EventType.LIFE_LOSS, EventType.DAMAGE)]
    assert kinds[:3] == [(EventType.SACRIFICED, "701.21a"), (EventType.LIFE_LOSS, "119.3"),
                         (EventType.DAMAGE, "120.3")]
    assert r.players["Alice"].life == 19
    assert r.permanents["bear"].damage == 1  # and the wall's damage: none, power 0


def test_paying_life_119_4() -> None:
    ability = {"cost": "Pay 2 life", "effects": [{"pump": [2, 2]}]}
    s = board([c("knight", 2, 2, ability)], [], {"knight": "Bob"},
              activate=[{"source": "knight", "times": 2}])
    r = redzone.resolve(s)
    assert r.players["Alice"].life == 16 and r.players["Bob"].life == 14
    s = board([c("knight", 2, 2, ability)], [], {"knight": "Bob"},
              players={"Alice": {"life": 3}}, activate=[{"source": "knight", "times": 2}])
    with pytest.raises(IllegalDeclaration, match=r"119\.4"):
        redzone.resolve(s)


def test_can_t_be_blocked_this_turn_activated_before_blocks() -> None:
    """Aetherling's "{U}: can't be blocked this turn", activated in the declare attackers
    step: a block on it is illegal (509.1b)."""
    ability = {"cost": "{U}", "effects": [{"gains": ["can't be blocked"]}]}
    s = board([c("ling", 4, 5, ability)], [creature("bear", 2, 2)], {"ling": "Bob"},
              {"bear": "ling"}, activate=[{"source": "ling", "step": "declare attackers"}])
    with pytest.raises(IllegalDeclaration, match=r"509\.1b"):
        redzone.resolve(s)


def test_activated_after_first_strike_damage() -> None:
    """An ability activated in the first-strike combat damage step acts before the regular
    one: the blocker survives the first striker, then pumps and kills the attacker."""
    pumper = c("pumper", 1, 3, {"cost": "{G}", "effects": [{"pump": [2, 0]}]})
    s = board([c("duelist", 2, 2, keywords=["first strike"])], [pumper], {"duelist": "Bob"},
              {"pumper": "duelist"},
              activate=[{"source": "pumper", "step": "first-strike combat damage"}])
    r = redzone.resolve(s)
    assert r.permanents["duelist"].zone == Zone.GRAVEYARD
    assert r.permanents["pumper"].zone == Zone.BATTLEFIELD


@pytest.mark.parametrize(("keyword", "legal"), [
    ("shroud", False),  # 702.18a
    ("hexproof", False),  # 702.11b: an opponent's ability
    ("protection from white", False),  # 702.16b: the jailer is white
    ("flying", True),
])
def test_what_an_ability_can_target(keyword: str, legal: bool) -> None:
    s = board([c("bear", 2, 2, keywords=[keyword])],
              [c("jailer", 1, 1, TAPPER, colors=["white"])], {"bear": "Bob"},
              activate=[{"source": "jailer", "target": "bear"}])
    if legal:
        assert redzone.resolve(s).permanents["bear"].tapped
    else:
        with pytest.raises(IllegalDeclaration, match="no legal target"):
            redzone.resolve(s)


def test_hexproof_doesn_t_stop_its_controller() -> None:
    ability = {"cost": "{G}", "effects": [{"pump": [1, 1], "to": "target creature"}]}
    s = board([c("bear", 2, 2, keywords=["hexproof"]), c("druid", 0, 1, ability)], [],
              {"bear": "Bob"}, activate=[{"source": "druid", "target": "bear"}])
    assert redzone.resolve(s).players["Bob"].life == 17


def test_a_changeling_is_every_creature_type_702_73a() -> None:
    lord = {"affects": {"subtypes": ["Goblin"], "other": True}, "pump": [1, 1]}
    s = board([c("king", 1, 1, lord), c("shapeshifter", 1, 1, keywords=["changeling"])], [],
              {"shapeshifter": "Bob"})
    assert redzone.resolve(s).players["Bob"].life == 18


@pytest.mark.parametrize(("activate", "field"), [
    ({"source": "nobody"}, "combat.activate[0].source"),
    ({"source": "bear"}, "combat.activate[0].source"),  # it has no activated ability
    ({"source": "dragon", "ability": 1}, "combat.activate[0].ability"),
    ({"source": "dragon", "times": 101}, "combat.activate.0.times"),
    ({"source": "dragon", "step": "upkeep"}, "combat.activate.0.step"),
])
def test_a_bad_activation_names_its_field(activate: dict[str, Any], field: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        board([c("dragon", 5, 5, FIREBREATHING, {"affects": "it", "pump": [1, 1]}),
               c("bear", 2, 2)], [], {"dragon": "Bob"}, activate=[activate])
    assert caught.value.path.replace("[", ".").replace("]", "") == field.replace(
        "[", ".").replace("]", "")


@pytest.mark.parametrize(("cost", "why"), [
    ("{B}, Sacrifice two Zombies", "Sacrifice two Zombies"),  # (an irregular plural)
    ("{2}, Untap a tapped creature you control", "Untap a tapped creature"),
    ("Discard this card", "Discard this card"),
])
def test_a_cost_redzone_can_t_pay_is_refused(cost: str, why: str) -> None:
    with pytest.raises(ScenarioError, match=r"abilities\[0\]\.cost") as caught:
        board([c("x", 1, 1, {"cost": cost, "effects": [{"pump": [1, 1]}]})], [], {})
    assert why in str(caught.value)


def test_activate_round_trips_through_the_format() -> None:
    s = board([c("dragon", 5, 5, FIREBREATHING)], [creature("wall", 0, 8)], {"dragon": "Bob"},
              {"wall": "dragon"}, activate=[{"source": "dragon", "times": 3}])
    again = redzone.loads(redzone.dumps(s))
    assert again.combat.activate == s.combat.activate
    assert again.board.permanent("dragon").abilities == s.board.permanent("dragon").abilities


PINGER = {"cost": "{T}", "effects": [{"damage": 1, "to": "any target"}]}


@pytest.mark.parametrize(("target", "bob", "bear"), [("Bob", 19, 0), ("bear", 20, 1)])
def test_damage_to_any_target_115_4(target: str, bob: int, bear: int) -> None:
    """Prodigal Pyromancer, "{T}: 1 damage to any target": a player or a creature."""
    s = board([c("pyromancer", 1, 1, PINGER), c("bear", 2, 2)], [c("ox", 0, 4)],
              {"bear": "Bob"}, {"ox": "bear"},
              activate=[{"source": "pyromancer", "target": target}])
    r = redzone.resolve(s)
    assert r.players["Bob"].life == bob
    assert r.permanents["bear"].damage == bear


def test_any_target_is_only_for_damage() -> None:
    with pytest.raises(ScenarioError, match=r"effects\[0\]\.to"):
        board([c("x", 1, 1, {"cost": "{T}", "effects": [{"pump": [1, 1],
                                                         "to": "any target"}]})], [], {})


def test_during_your_turn() -> None:
    """Spartan Veteran: "During your turn, this creature has first strike." (611.3a)"""
    veteran = {"affects": "it", "gains": ["first strike"], "as_long_as": "it's your turn"}
    attacking = board([c("veteran", 2, 2, veteran)], [c("bear", 2, 2)], {"veteran": "Bob"},
                      {"bear": "veteran"})
    r = redzone.resolve(attacking)
    assert r.permanents["veteran"].zone == Zone.BATTLEFIELD
    blocking = board([c("bear", 2, 2)], [c("veteran", 2, 2, veteran)], {"bear": "Bob"},
                     {"veteran": "bear"})
    r = redzone.resolve(blocking)
    assert r.permanents["veteran"].zone == Zone.GRAVEYARD


ROOTWALLA = {"cost": "{1}{G}", "effects": [{"pump": [2, 2]}], "limits": ["once each turn"]}


def test_once_each_turn_allows_one_activation_602_5b() -> None:
    """Rootwalla (3/3): "{1}{G}: +2/+2 until end of turn. Activate only once each turn."
    Activated once, it is a 5/5 that kills the 4/4 blocking it and survives; a second
    activation in the same turn is illegal."""
    s = board([c("rootwalla", 3, 3, ROOTWALLA)], [creature("ogre", 4, 4)],
              {"rootwalla": "Bob"}, {"ogre": "rootwalla"}, activate=[{"source": "rootwalla"}])
    r = redzone.resolve(s)
    assert r.permanents["ogre"].zone == Zone.GRAVEYARD
    assert r.permanents["rootwalla"].zone == Zone.BATTLEFIELD
    twice = board([c("rootwalla", 3, 3, ROOTWALLA)], [creature("ogre", 4, 4)],
                  {"rootwalla": "Bob"}, {"ogre": "rootwalla"},
                  activate=[{"source": "rootwalla", "step": "declare attackers"},
                            {"source": "rootwalla"}])
    with pytest.raises(IllegalDeclaration,
                       match=r"only once each turn \(combat\.activate\[1\]\) \(rule 602\.5b\)"):
        redzone.resolve(twice)


def test_during_your_turn_before_attackers_602_5b() -> None:
    """Alaborn Veteran: "{T}: Target creature gets +2/+2 until end of turn. Activate only
    during your turn, before attackers are declared." Bob's can't help his blocker on
    Alice's turn; Alice's can, at the beginning of combat only."""
    veteran = {"cost": "{T}", "effects": [{"pump": [2, 2], "to": "target creature"}],
               "limits": ["during your turn", "before attackers are declared"]}
    s = board([creature("bear")], [creature("cub", 1, 1), c("vet", 2, 2, veteran)],
              {"bear": "Bob"}, {"cub": "bear"}, activate=[{"source": "vet", "target": "cub"}])
    with pytest.raises(IllegalDeclaration, match=r"only during its controller.s turn.*602\.5b"):
        redzone.resolve(s)
    mine = board([creature("bear"), c("vet", 2, 2, veteran)], [creature("cub", 1, 1)],
                 {"bear": "Bob"}, {"cub": "bear"},
                 activate=[{"source": "vet", "target": "bear", "step": "beginning of combat"}])
    assert redzone.resolve(mine).permanents["bear"].power == 4
    late = board([creature("bear"), c("vet", 2, 2, veteran)], [], {"bear": "Bob"},
                 activate=[{"source": "vet", "target": "bear", "step": "declare attackers"}])
    with pytest.raises(IllegalDeclaration, match=r"before attackers are declared.*602\.5b"):
        redzone.resolve(late)


def test_limits_belong_to_activated_abilities() -> None:
    with pytest.raises(ScenarioError, match="limits on activating") as err:
        board([c("bear", 2, 2, {"affects": "it", "pump": [1, 1], "limits": ["once each turn"]})],
              [], {"bear": "Bob"})
    assert err.value.path == "battlefield.Alice[0].abilities[0].limits"


def test_bloodthrone_vampire_sacrifices_the_creatures_the_file_names() -> None:
    """Bloodthrone Vampire: "Sacrifice a creature: This creature gets +2/+2 until end of
    turn." Each activation sacrifices the next creature `sacrifice` names (701.21a)."""
    s = board([{"id": "vampire", "card": "Bloodthrone Vampire"}, creature("elf", 1, 1),
               creature("bear")], [], {"vampire": "Bob"},
              activate=[{"source": "vampire", "times": 2, "sacrifice": ["bear", "elf"],
                         "step": "declare attackers"}])
    r = redzone.resolve(s)
    assert [e.permanent for e in r.events if e.type == EventType.SACRIFICED] == ["bear", "elf"]
    assert r.players["Bob"].life == 20 - 1 - 4  # a 1/1 pumped twice


def test_the_default_sacrifice_is_the_cheapest_creature_out_of_combat() -> None:
    s = board([{"id": "vampire", "card": "Bloodthrone Vampire"}, creature("elf", 1, 1),
               creature("bear")], [], {"vampire": "Bob", "bear": "Bob"},
              activate=[{"source": "vampire"}])
    r = redzone.resolve(s)
    assert [e.permanent for e in r.events if e.type == EventType.SACRIFICED] == ["elf"]
    assert r.permanents["elf"].zone == Zone.GRAVEYARD


def test_a_sacrifice_the_cost_cant_take_is_refused_601_2h() -> None:
    """Atog: "Sacrifice an artifact: ..." A creature isn't an artifact; with no artifact
    the cost can't be paid."""
    s = board([{"id": "atog", "card": "Atog"}, creature("elf", 1, 1)], [], {"atog": "Bob"},
              activate=[{"source": "atog", "sacrifice": ["elf"]}])
    with pytest.raises(IllegalDeclaration, match=r"601\.2h.*legal: none|legal: none"):
        redzone.resolve(s)
    s = board([{"id": "atog", "card": "Atog"}], [], {"atog": "Bob"},
              activate=[{"source": "atog"}])
    with pytest.raises(IllegalDeclaration, match="no permanent to sacrifice"):
        redzone.resolve(s)


def test_sacrifice_another_never_takes_its_source() -> None:
    ability = {"cost": "Sacrifice another creature", "effects": [{"pump": [1, 1]}]}
    s = board([c("ooze", 2, 2, ability)], [], {"ooze": "Bob"},
              activate=[{"source": "ooze", "sacrifice": ["ooze"]}])
    with pytest.raises(IllegalDeclaration, match="can't be sacrificed"):
        redzone.resolve(s)


def test_adapt_puts_counters_only_on_a_creature_without_any_701_46a() -> None:
    """Aeromunculus: "{2}{G}{U}: Adapt 1." Activated twice: one +1/+1 counter, not two."""
    s = board([{"id": "aero", "card": "Aeromunculus"}], [], {"aero": "Bob"},
              activate=[{"source": "aero", "times": 2, "step": "declare attackers"}])
    r = redzone.resolve(s)
    assert r.permanents["aero"].counters == {"+1/+1": 1}
    assert r.players["Bob"].life == 17


def test_valiant_triggers_once_for_its_controllers_abilities_603_3d() -> None:
    """Veteran Guardmouse, valiant: "Whenever this creature becomes the target of a spell or
    ability you control for the first time each turn, it gets +1/+0 and gains first strike
    until end of turn." Alice's pump targets it twice: one trigger; Bob's ability targeting
    it triggers nothing."""
    pump = {"cost": "{1}", "effects": [{"pump": [1, 1], "to": "target creature"}]}
    mouse = {"id": "mouse", "card": "Veteran Guardmouse"}
    s = board([mouse, c("mage", 1, 1, pump)], [c("ogre", 3, 3)], {"mouse": "Bob"},
              activate=[{"source": "mage", "target": "mouse", "times": 2}])
    r = redzone.resolve(s)
    assert len([e for e in r.events if e.type == EventType.TRIGGERED
                and e.source == "mouse"]) == 1
    theirs = board([mouse], [c("ogre", 3, 3), c("mage", 1, 1, pump)], {"mouse": "Bob"},
                   activate=[{"source": "mage", "target": "mouse"}])
    r = redzone.resolve(theirs)
    assert not [e for e in r.events if e.type == EventType.TRIGGERED and e.source == "mouse"]


def test_bloodshot_cyclops_deals_the_sacrificed_creatures_power_608_2h() -> None:
    """Bloodshot Cyclops: "{T}, Sacrifice a creature: This creature deals damage equal to the
    sacrificed creature's power to any target." The ogre (3/3 with a +1/+1 counter) is
    sacrificed: 4 damage, its power as it last existed, kills the 0/4 wall."""
    s = board([{"id": "cyclops", "card": "Bloodshot Cyclops"},
               creature("ogre", 3, 3, counters={"+1/+1": 1}), creature("bear")],
              [creature("wall", 0, 4)], {"bear": "Bob"}, {"wall": "bear"},
              activate=[{"source": "cyclops", "sacrifice": ["ogre"], "target": "wall"}])
    r = redzone.resolve(s)
    assert r.permanents["ogre"].zone == Zone.GRAVEYARD
    assert r.permanents["wall"].zone == Zone.GRAVEYARD


def test_atogatog_gets_the_sacrificed_atogs_power() -> None:
    """Atogatog (5/5): "Sacrifice an Atog creature: Atogatog gets +X/+X until end of turn,
    where X is the sacrificed creature's power." A 2/2 Atog sacrificed: 7/7."""
    s = board([{"id": "atogatog", "card": "Atogatog"},
               creature("atog", 2, 2, subtypes=["Atog"])], [], {"atogatog": "Bob"},
              activate=[{"source": "atogatog", "step": "declare attackers"}])
    r = redzone.resolve(s)
    assert (r.permanents["atogatog"].power, r.permanents["atogatog"].toughness) == (7, 7)
    assert r.players["Bob"].life == 13


@pytest.mark.parametrize("ability", [
    {"cost": "{T}", "effects": [{"damage": "the sacrificed creature's power",
                                 "to": "any target"}]},
    {"cost": "{T}", "effects": [{"pump": [1, 1], "for_sacrificed_power": True}]},
    {"trigger": "attacks", "effects": [{"gain_life": "the sacrificed creature's power"}]},
])
def test_the_sacrificed_creature_needs_a_cost_that_sacrifices_one(
        ability: dict[str, Any]) -> None:
    with pytest.raises(ScenarioError) as err:
        board([c("ogre", 3, 3, ability)], [], {"ogre": "Bob"})
    assert err.value.path.startswith("battlefield.Alice[0].abilities[0].effects[0]")


def test_mother_of_runes_gives_the_color_the_file_chooses_608_2d() -> None:
    """Mother of Runes: "{T}: Target creature you control gains protection from the color of
    your choice until end of turn." Chosen red after blocks, the bear takes no damage from
    the red ogre (702.16e); without `choices` the first option, white, is chosen, and the
    bear dies."""
    mother = {"id": "mother", "card": "Mother of Runes"}
    ogre = creature("ogre", 3, 3, colors=["red"])

    def fight(**given: Any) -> redzone.Result:
        return redzone.resolve(board(
            [mother, creature("bear")], [ogre], {"bear": "Bob"}, {"ogre": "bear"},
            activate=[{"source": "mother", "target": "bear", **given}]))

    r = fight(choices=["protection from red"])
    assert r.permanents["bear"].zone == Zone.BATTLEFIELD and r.permanents["bear"].damage == 0
    assert fight().permanents["bear"].zone == Zone.GRAVEYARD


def test_a_choice_is_one_of_the_options() -> None:
    """Assassin Initiate: "{1}: This creature gains your choice of flying, deathtouch, or
    lifelink until end of turn." Chosen deathtouch, its 1 damage kills the blocking ogre
    (702.2b); trample isn't one of its options."""
    initiate = {"id": "initiate", "card": "Assassin Initiate"}

    def fight(choice: str) -> redzone.Result:
        return redzone.resolve(board([initiate], [creature("ogre", 3, 3)], {"initiate": "Bob"},
                                     {"ogre": "initiate"},
                                     activate=[{"source": "initiate", "choices": [choice]}]))

    assert fight("deathtouch").permanents["ogre"].zone == Zone.GRAVEYARD
    with pytest.raises(ScenarioError) as err:
        fight("trample")
    assert err.value.path == "combat.activate[0].choices[0]"


def test_a_triggered_ability_offers_one_choice() -> None:
    """(`combat.choices` gives one each time it resolves, 608.2d.)"""
    ability = {"trigger": "attacks", "effects": [{"gains_one_of": ["flying", "lifelink"]},
                                                 {"gains_one_of": ["reach", "trample"]}]}
    with pytest.raises(ScenarioError) as err:
        board([c("bear", 2, 2, ability)], [], {"bear": "Bob"})
    assert err.value.path == "battlefield.Alice[0].abilities[0].effects"


def test_goblin_skycutter_takes_flying_from_its_target_115_1() -> None:
    """Goblin Skycutter: "Sacrifice this creature: It deals 2 damage to target creature with
    flying. That creature loses flying until end of turn." "That creature" is its target:
    activated as the hawk attacks, the hawk (2/5) survives without flying and the bear may
    block it (702.9b); unactivated, it may not."""
    alice = [{"id": "cutter", "card": "Goblin Skycutter"}, creature("hawk", 2, 5, "flying")]
    s = board(alice, [creature("bear")], {"hawk": "Bob"}, {"bear": "hawk"},
              activate=[{"source": "cutter", "step": "declare attackers", "target": "hawk"}])
    r = redzone.resolve(s)
    assert r.permanents["hawk"].zone == Zone.BATTLEFIELD
    with pytest.raises(IllegalDeclaration, match="flying"):
        redzone.resolve(board(alice, [creature("bear")], {"hawk": "Bob"}, {"bear": "hawk"}))


def test_hexproof_from_white_stops_only_white_sources_702_11d() -> None:
    """Knight of Malice: "Hexproof from white". Bob's white shooter can't target it (an
    opponent's ability from a white source); his red one can, and so can Alice's own white
    one (only opponents' abilities, 702.11d)."""
    shock = {"cost": "{T}", "effects": [{"damage": 1, "to": "target creature"}]}
    knight = {"id": "knight", "card": "Knight of Malice"}

    def shot(colors: list[str], mine: bool = False) -> redzone.Result:
        shooter = c("shooter", 1, 1, shock, colors=colors)
        alice, bob = ([knight, shooter], []) if mine else ([knight], [shooter])
        return redzone.resolve(board(alice, bob, {"knight": "Bob"},
                                     activate=[{"source": "shooter", "target": "knight"}]))

    with pytest.raises(IllegalDeclaration, match="no legal target"):
        shot(["white"])
    assert shot(["red"]).permanents["knight"].damage == 1
    assert shot(["white"], mine=True).permanents["knight"].damage == 1


def test_furnace_brood_keeps_a_creature_from_regenerating_701_19c() -> None:
    """Furnace Brood: "{R}: Target creature can't be regenerated this turn." The blocking
    troll's regeneration shield would replace its destruction (701.19a); after the Brood's
    ability it can't, and the troll dies (701.19c)."""
    def fight(*activate: dict[str, Any]) -> redzone.Result:
        return redzone.resolve(board(
            [creature("ogre", 3, 3), {"id": "brood", "card": "Furnace Brood"}],
            [creature("troll", 2, 2, regenerate=1)], {"ogre": "Bob"}, {"troll": "ogre"},
            activate=list(activate)))

    assert fight().permanents["troll"].zone == Zone.BATTLEFIELD
    killed = fight({"source": "brood", "target": "troll"})
    assert killed.permanents["troll"].zone == Zone.GRAVEYARD


GUILDMAGE = {"cost": "{R}, {T}", "effects": [{"damage": 1, "to": "any target",
                                              "target": {"types": ["planeswalker"]},
                                              "player": "target opponent"}]}


def test_target_opponent_or_planeswalker_115_4() -> None:
    """Cult Guildmage: "{R}, {T}: 1 damage to target opponent or planeswalker": Bob, or a
    planeswalker, but neither Alice nor a creature."""
    walker = {"id": "walker", "types": ["planeswalker"], "loyalty": 3}

    def activated(target: str | None) -> redzone.Result:
        given = {} if target is None else {"target": target}
        return redzone.resolve(board([c("mage", 1, 1, GUILDMAGE), c("bear", 2, 2)],
                                     [c("ox", 0, 4), walker], {"bear": "Bob"},
                                     activate=[{"source": "mage", **given}]))

    assert activated("Bob").players["Bob"].life == 17
    assert activated("walker").permanents["walker"].loyalty == 2
    for illegal in ("Alice", "ox"):
        with pytest.raises(IllegalDeclaration, match=r"601\.2c"):
            activated(illegal)


HELLKITE = {"cost": "{X}, {T}", "effects": [{"damage": 1, "to": "target creature",
                                             "for_x": True}]}
JAVELINEER = {"cost": "{T}, Remove X +1/+1 counters from this creature",
              "effects": [{"damage": 1, "to": "target creature",
                           "target": {"in_combat": True}, "for_x": True}]}


@pytest.mark.parametrize(("x", "ox"), [(2, Zone.BATTLEFIELD), (3, Zone.GRAVEYARD)])
def test_x_is_announced_as_it_is_activated_107_3a(x: int, ox: Zone) -> None:
    """Crimson Hellkite: "{X}, {T}: This creature deals X damage to target creature." The
    0/5 ox blocking the bear (2 damage) dies to X = 3, not to X = 2 (601.2b)."""
    s = board([c("hellkite", 4, 4, HELLKITE), c("bear", 2, 2)], [c("ox", 0, 5)],
              {"bear": "Bob"}, {"ox": "bear"},
              activate=[{"source": "hellkite", "target": "ox", "x": x}])
    assert redzone.resolve(s).permanents["ox"].zone == ox


def test_x_counters_removed_as_the_cost_118_3() -> None:
    """Arcbound Javelineer (0/1 with three +1/+1 counters): "{T}, Remove X +1/+1 counters
    from this creature: It deals X damage to target attacking or blocking creature." X = 2
    kills the attacking bear and leaves it a 1/2; X = 4 can't be paid."""
    def activated(x: int) -> redzone.Result:
        return redzone.resolve(board(
            [c("bear", 2, 2)], [c("javelineer", 0, 1, JAVELINEER, counters={"+1/+1": 3})],
            {"bear": "Bob"}, activate=[{"source": "javelineer", "target": "bear", "x": x}]))

    r = activated(2)
    assert r.permanents["bear"].zone == Zone.GRAVEYARD
    assert (r.permanents["javelineer"].power, r.permanents["javelineer"].toughness) == (1, 2)
    with pytest.raises(IllegalDeclaration, match=r"118\.3"):
        activated(4)


def test_drana_gets_plus_x_and_its_target_minus_x() -> None:
    """Drana, Kalastria Bloodchief (4/4 flying): "{X}{B}{B}: Target creature gets -0/-X until
    end of turn and Drana gets +X/+0 until end of turn." X = 2: the 2/2 is gone, Drana 6/4."""
    drana = {"cost": "{X}{B}{B}", "effects": [
        {"pump": [0, -1], "to": "target creature", "for_x": True},
        {"pump": [1, 0], "for_x": True}]}
    s = board([c("drana", 4, 4, drana, keywords=["flying"])], [c("bear", 2, 2)],
              {"drana": "Bob"}, activate=[{"source": "drana", "target": "bear", "x": 2,
                                           "step": "declare attackers"}])
    r = redzone.resolve(s)
    assert r.permanents["bear"].zone == Zone.GRAVEYARD
    assert r.players["Bob"].life == 14


@pytest.mark.parametrize(("ability", "given", "path"), [
    (FIREBREATHING, {"x": 1}, "combat.activate[0].x"),
    ({"cost": "{T}", "effects": [{"damage": 1, "to": "any target", "for_x": True}]}, {},
     "battlefield.Alice[0].abilities[0].effects[0].for_x"),
    ({"trigger": "attacks", "effects": [{"gain_life": 1, "for_x": True}]}, None,
     "battlefield.Alice[0].abilities[0].effects[0].for_x"),
])
def test_x_needs_x_in_the_cost(ability: dict[str, Any], given: dict[str, Any] | None,
                               path: str) -> None:
    activate = [] if given is None else [{"source": "ogre", **given}]
    with pytest.raises(ScenarioError) as err:
        board([c("ogre", 3, 3, ability)], [], {"ogre": "Bob"}, activate=activate)
    assert err.value.path == path


YETI = {"cost": "{T}", "effects": [
    {"damage": "its power", "to": "target creature"},
    {"damage": "target creature's power", "to": "it", "by": "target creature"}]}


def test_karplusan_yeti_and_its_target_deal_damage_in_turn_608_2h() -> None:
    """Karplusan Yeti (3/3): "{T}: This creature deals damage equal to its power to target
    creature. That creature deals damage equal to its power to this creature." The 2/4 ox
    is dealt 3, then deals 2 to the Yeti; both survive. With wither the Yeti's damage comes
    first as -1/-1 counters: a 3/3 target is 0/0 before it deals damage, so it deals none
    (not a fight: 701.14a's damage is dealt at once)."""
    def activated(yeti: dict[str, Any], target: dict[str, Any]) -> redzone.Result:
        return redzone.resolve(board([yeti, c("bear", 2, 2)], [target], {"bear": "Bob"},
                                     activate=[{"source": "yeti", "target": target["id"],
                                                "step": "declare attackers"}]))

    r = activated(c("yeti", 3, 3, YETI), c("ox", 2, 4))
    assert r.permanents["ox"].damage == 3 and r.permanents["yeti"].damage == 2
    r = activated(c("yeti", 3, 3, YETI, keywords=["wither"]), c("ogre", 3, 3))
    assert r.permanents["ogre"].zone == Zone.GRAVEYARD
    assert r.permanents["yeti"].damage == 0


def test_the_target_s_damage_needs_a_target() -> None:
    with pytest.raises(ScenarioError, match=r"effects\[0\]"):
        board([c("yeti", 3, 3, {"cost": "{T}", "effects": [
            {"damage": "target creature's power", "to": "it", "by": "target creature"}]})],
            [], {})


def test_that_creature_is_the_target_named_before_it_115_1() -> None:
    """Burning Palm Efreet: "{1}{R}{R}: This creature deals 2 damage to target creature with
    flying and that creature loses flying until end of turn." The 2/3 bird blocking the bear
    loses flying and keeps 2 damage: the bear's 2 more kill it."""
    efreet = {"cost": "{1}{R}{R}", "effects": [
        {"damage": 2, "to": "target creature", "target": {"keywords": ["flying"]}},
        {"loses": ["flying"], "to": "target creature", "target": {"keywords": ["flying"]}}]}
    s = board([c("efreet", 2, 2, efreet), c("bear", 2, 2)],
              [c("bird", 2, 3, keywords=["flying"])], {"bear": "Bob"}, {"bird": "bear"},
              activate=[{"source": "efreet", "target": "bird"}])
    r = redzone.resolve(s)
    assert r.permanents["bird"].zone == Zone.GRAVEYARD


@pytest.mark.parametrize(("level", "legal"), [(1, True), (2, True), (3, False), (0, False)])
def test_a_level_s_activated_ability_only_at_that_level_711_2a(level: int, legal: bool) -> None:
    """Brimstone Mage's "LEVEL 1-2 ... {T}: This creature deals 1 damage to any target.": it
    has the ability only at those levels, so it can be activated only then (602.5b)."""
    mage = {"cost": "{T}", "effects": [{"damage": 1, "to": "any target"}],
            "if": {"counters_at_least": 1, "counters_at_most": 2, "counter": "level"}}
    s = board([c("bear", 2, 1)], [c("mage", 2, 3, mage, counters={"level": level})],
              {"bear": "Bob"}, activate=[{"source": "mage", "target": "bear"}])
    if legal:
        r = redzone.resolve(s)
        assert r.permanents["bear"].zone == Zone.GRAVEYARD
    else:
        with pytest.raises(IllegalDeclaration, match=r"602\.5b"):
            redzone.resolve(s)


CRUSHER = {"cost": "{T}, Remove a +1/+1 counter from a creature you control",
           "effects": [{"damage": 2, "to": "any target"}]}


def test_a_counter_removed_from_a_creature_its_controller_controls_118_3() -> None:
    """Bolrac-Clan Crusher: "{T}, Remove a +1/+1 counter from a creature you control: This
    creature deals 2 damage to any target." The counter comes off the creature that has one;
    with none on any, the cost can't be paid."""
    def activated(counters: dict[str, int]) -> redzone.Result:
        return redzone.resolve(board(
            [c("bear", 2, 2)], [c("crusher", 4, 4, CRUSHER), c("elf", 1, 3, counters=counters)],
            {"bear": "Bob"}, activate=[{"source": "crusher", "target": "bear"}]))

    r = activated({"+1/+1": 2})
    assert r.permanents["bear"].zone == Zone.GRAVEYARD
    assert (r.permanents["elf"].power, r.permanents["elf"].toughness) == (2, 4)
    assert [(e.permanent, e.amount) for e in r.events
            if e.type == EventType.COUNTERS_REMOVED] == [("elf", 1)]
    with pytest.raises(IllegalDeclaration, match=r"118\.3"):
        activated({"-1/-1": 1})


ANGLER = {"cost": "{1}{U}, {T}", "effects": [{"tap_or_untap": True, "to": "target creature"}]}


@pytest.mark.parametrize("choices", [[], ["tap"], ["untap"]])
def test_tap_or_untap_is_the_activation_s_choice_608_2d(choices: list[str]) -> None:
    """Stonybrook Angler: "You may tap or untap target creature." Tapping the would-be
    attacker at the beginning of combat (the default) keeps it from attacking (508.1a);
    untapping an untapped creature does nothing (701.26a)."""
    s = board([c("bear", 2, 2)], [c("angler", 1, 1, ANGLER)], {"bear": "Bob"},
              activate=[{"source": "angler", "step": "beginning of combat", "target": "bear",
                         "choices": choices}])
    if choices == ["untap"]:
        r = redzone.resolve(s)
        assert r.players["Bob"].life == 18
        assert not [e for e in r.events if e.type == EventType.UNTAPPED]
    else:
        with pytest.raises(IllegalDeclaration, match=r"508\.1a"):
            redzone.resolve(s)


def test_tap_or_untap_offers_only_those_and_only_when_activated() -> None:
    s = board([c("bear", 2, 2)], [c("angler", 1, 1, ANGLER)], {"bear": "Bob"},
              activate=[{"source": "angler", "target": "bear", "choices": ["flip"]}])
    with pytest.raises(ScenarioError, match=r"choices\[0\]"):
        redzone.resolve(s)
    with pytest.raises(ScenarioError, match=r"tap_or_untap"):
        board([c("angler", 1, 1, {"trigger": "attacks", "effects": [
            {"tap_or_untap": True, "to": "target creature"}]})], [], {})


def test_tap_three_untapped_white_creatures_taps_only_white_ones_105_2() -> None:
    """Hand of Justice: "{T}, Tap three untapped white creatures you control: Destroy target
    creature." Two white creatures and a green one can't pay it; three white ones can."""
    justice = {"cost": "{T}, Tap three untapped white creatures you control",
               "effects": [{"destroy": True, "to": "target creature"}]}

    def activated(third: str) -> redzone.Result:
        return redzone.resolve(board(
            [c("bear", 2, 2)], [c("hand", 2, 1, justice), c("a", 1, 1, colors=["white"]),
                                c("b", 1, 1, colors=["white"]), c("c", 1, 1, colors=[third])],
            {"bear": "Bob"}, activate=[{"source": "hand", "target": "bear"}]))

    r = activated("white")
    assert r.permanents["bear"].zone == Zone.GRAVEYARD
    assert all(r.permanents[p].tapped for p in "abc")
    with pytest.raises(IllegalDeclaration, match=r"601\.2h"):
        activated("green")


def test_sacrifice_a_creature_with_defender_takes_only_one_701_21a() -> None:
    """Flamewright: "{T}, Sacrifice a creature with defender: This creature deals 1 damage
    to any target." The wall pays it, not the cheaper squirrel without defender."""
    flamewright = {"cost": "{T}, Sacrifice a creature with defender",
                   "effects": [{"damage": 1, "to": "any target"}]}
    r = redzone.resolve(board(
        [c("elf", 1, 1)], [c("flamewright", 1, 1, flamewright), c("squirrel", 1, 1),
                           creature("wall", 0, 4, "defender")],
        {"elf": "Bob"}, activate=[{"source": "flamewright", "target": "elf"}]))
    assert r.permanents["wall"].zone == Zone.GRAVEYARD
    assert r.permanents["squirrel"].zone == Zone.BATTLEFIELD
    assert r.permanents["elf"].zone == Zone.GRAVEYARD


def test_tap_or_untap_target_permanent() -> None:
    """Captain of the Mists: "You may tap or untap target permanent." """
    captain = {"cost": "{1}{U}, {T}", "effects": [{"tap_or_untap": True,
                                                   "to": "target permanent"}]}
    s = board([c("bear", 2, 2)], [c("captain", 1, 1, captain)], {"bear": "Bob"},
              activate=[{"source": "captain", "step": "beginning of combat", "target": "bear"}])
    with pytest.raises(IllegalDeclaration, match=r"508\.1a"):
        redzone.resolve(s)
