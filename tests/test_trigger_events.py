"""Trigger events beyond a creature's own: a creature dies (603.10a, its source included),
a creature its controller controls attacks (alone) (508.3a, 508.3c, 506.5), it is dealt or
deals damage, combat or not (120.3), with "that much" its total; each from a real card."""

from __future__ import annotations

from typing import Any

import pytest

import redzone
from boards import board, creature
from redzone import EventType, Zone
from redzone.cards.text.compile import compile_text
from redzone.core.errors import IllegalDeclaration, ScenarioError


def _triggered(r: redzone.Result, source: str) -> list[str | None]:
    return [e.permanent for e in r.events if e.type == EventType.TRIGGERED and e.source == source]


def test_blood_artist_sees_itself_and_another_creature_die_at_once_603_10a() -> None:
    """Blood Artist: "Whenever this creature or another creature dies, target player loses 1
    life and you gain 1 life." It blocks and dies with the attacker it kills: both triggers."""
    s = board([creature("bear", 2, 2)], [{"id": "artist", "card": "Blood Artist", "power": 2}],
              {"bear": "Bob"}, {"artist": "bear"})
    r = redzone.resolve(s)
    assert r.permanents["bear"].zone == r.permanents["artist"].zone == Zone.GRAVEYARD
    assert sorted(map(str, _triggered(r, "artist"))) == ["None", "bear"]
    assert r.players["Alice"].life == 18 and r.players["Bob"].life == 22


def test_another_creature_you_control_dies_counts_only_yours() -> None:
    """Aang, A Lot to Learn: "Whenever another creature you control dies, put a +1/+1
    counter on Aang." An opposing creature dying doesn't trigger it."""
    s = board([{"id": "aang", "card": "Aang, A Lot to Learn"}, creature("elf", 1, 1)],
              [creature("ogre", 3, 3)], {"elf": "Bob"}, {"ogre": "elf"})
    r = redzone.resolve(s)
    assert _triggered(r, "aang") == ["elf"]
    assert r.permanents["aang"].counters == {"+1/+1": 1}


def test_a_dragon_you_control_attacks_includes_itself_and_no_other_type() -> None:
    """Atarka, World Render: "Whenever a Dragon you control attacks, it gains double strike
    until end of turn." Atarka (a Dragon) and another Dragon; the bear is no Dragon."""
    s = board([{"id": "atarka", "card": "Atarka, World Render"},
               creature("whelp", 2, 2, subtypes=["Dragon"]), creature("bear", 2, 2)], [],
              {"atarka": "Bob", "whelp": "Bob", "bear": "Bob"})
    r = redzone.resolve(s)
    assert sorted(map(str, _triggered(r, "atarka"))) == ["atarka", "whelp"]
    assert r.players["Bob"].life == 20 - 2 * 6 - 2 * 2 - 2


def test_rafiq_triggers_only_for_a_creature_attacking_alone_506_5() -> None:
    """Rafiq of the Many: exalted, and "Whenever a creature you control attacks alone, it
    gains double strike until end of turn." """
    s = board([{"id": "rafiq", "card": "Rafiq of the Many"}, creature("bear", 2, 2)], [],
              {"bear": "Bob"})
    r = redzone.resolve(s)
    assert r.players["Bob"].life == 20 - 2 * 3  # exalted: 3/3, double strike
    s = board([{"id": "rafiq", "card": "Rafiq of the Many"}, creature("bear", 2, 2)], [],
              {"bear": "Bob", "rafiq": "Bob"})
    assert not _triggered(redzone.resolve(s), "rafiq")


def test_boros_reckoner_deals_that_much_damage_once_for_all_of_it() -> None:
    """Boros Reckoner: "Whenever this creature is dealt damage, it deals that much damage to
    any target." Two blockers deal 2 and 1 at once: one trigger, 3 damage."""
    s = board([{"id": "reckoner", "card": "Boros Reckoner"}],
              [creature("bear", 2, 2), creature("elf", 1, 1)], {"reckoner": "Bob"},
              {"bear": "reckoner", "elf": "reckoner"}, targets={"reckoner": ["Bob"]})
    r = redzone.resolve(s)
    assert len(_triggered(r, "reckoner")) == 1
    assert r.players["Bob"].life == 17


def test_jackal_pup_and_noncombat_damage() -> None:
    """Jackal Pup: "Whenever this creature is dealt damage, it deals that much damage to
    you." Damage from an ability (120.3) triggers it too."""
    shock = {"cost": "{R}", "effects": [{"damage": 2, "to": "target creature"}]}
    s = board([{"id": "pup", "card": "Jackal Pup"}], [creature("mage", 0, 1, abilities=[shock])],
              {"pup": "Bob"}, activate=[{"source": "mage", "target": "pup",
                                         "step": "declare attackers"}])
    r = redzone.resolve(s)
    assert r.permanents["pup"].zone == Zone.GRAVEYARD
    assert r.players["Alice"].life == 18  # 603.10a isn't needed: it triggered as dealt


def test_doubtless_one_gains_what_it_deals() -> None:
    """Doubtless One: "Whenever this creature deals damage, you gain that much life." """
    s = board([{"id": "one", "card": "Doubtless One", "power": 3, "toughness": 3}], [],
              {"one": "Bob"})
    r = redzone.resolve(s)
    assert r.players["Alice"].life == 23 and r.players["Bob"].life == 17


def test_another_creature_attacks_keeps_this_creature_as_itself() -> None:
    """"this creature" stays the card itself; "it" is the attacking creature."""
    mine = compile_text("Whenever another creature you control attacks, this creature gets "
                        "+1/+0 until end of turn.", "Test")
    assert mine.abilities[0]["effects"] == [{"pump": [1, 0]}]
    theirs = compile_text("Whenever another creature you control attacks, it gets +1/+0 until "
                          "end of turn.", "Test")
    assert theirs.abilities[0]["effects"] == [{"pump": [1, 0], "to": "that creature"}]


def test_that_player_of_an_event_without_one_stays_unmodelled() -> None:
    """"That player" is the opponent who controls the creature an event names ("a creature an
    opponent controls dies"); with no player named, it isn't ours to read."""
    text = "Whenever a creature dies, that player loses 2 life."
    assert compile_text(text, "Test").unmodelled == [text]
    named = compile_text("Whenever a creature an opponent controls dies, that player loses 2 "
                         "life.", "Test")
    assert named.abilities[0]["effects"] == [{"lose_life": 2,
                                              "player": "that creature's controller"}]


@pytest.mark.parametrize("event", ["attacks", "a creature dies", "blocks"])
def test_that_much_needs_an_event_with_an_amount(event: str) -> None:
    s: dict[str, Any] = {"players": {"A": {}, "B": {}}, "battlefield": {"A": [
        {"id": "x", "power": 1, "toughness": 1,
         "abilities": [{"trigger": event, "effects": [{"gain_life": "that much"}]}]}]}}
    with pytest.raises(ScenarioError, match="that much"):
        redzone.from_dict(s)


MAKER = {"trigger": "attacks", "effects": [{"tokens": {
    "count": 2, "power": 1, "toughness": 1, "subtypes": ["Human"], "attacking": True}}]}


def test_tokens_entering_in_combat_trigger_what_waits_for_them_603_6a() -> None:
    """Champion of the Parish: "Whenever another Human you control enters, put a +1/+1
    counter on this creature." Essence Warden (the other side): "Whenever another creature
    enters, you gain 1 life." Two Human tokens enter attacking."""
    s = board([creature("maker", 2, 2, abilities=[MAKER]),
               {"id": "champion", "card": "Champion of the Parish"}],
              [{"id": "warden", "card": "Essence Warden"}], {"maker": "Bob"})
    r = redzone.resolve(s)
    assert r.permanents["champion"].counters == {"+1/+1": 2}
    assert r.players["Bob"].life == 20 + 2 - 2 - 1 - 1


def test_a_nontoken_filter_ignores_tokens() -> None:
    ability = {"trigger": "a permanent enters", "filter": {"token": False},
               "effects": [{"gain_life": 5}]}
    s = board([creature("maker", 2, 2, abilities=[MAKER]), creature("x", 0, 1,
                                                                   abilities=[ability])],
              [], {"maker": "Bob"})
    r = redzone.resolve(s)
    assert r.players["Alice"].life == 20


def test_a_creature_returned_by_undying_enters() -> None:
    """702.93a: the card returns to the battlefield, a new object that enters (603.6a)."""
    s = board([creature("ghoul", 2, 2, "undying")],
              [{"id": "warden", "card": "Essence Warden"}, creature("ogre", 3, 3)],
              {"ghoul": "Bob"}, {"ogre": "ghoul"})
    r = redzone.resolve(s)
    assert r.permanents["ghoul"].zone == Zone.BATTLEFIELD
    assert r.players["Bob"].life == 21


def test_a_choice_that_costs_a_sacrifice_is_the_files_603_5() -> None:
    """Brawl-Bash Ogre: "Whenever this creature attacks, you may sacrifice another creature.
    If you do, this creature gets +2/+2 until end of turn." By default, not taken."""
    s = board([{"id": "ogre", "card": "Brawl-Bash Ogre"}, creature("elf", 1, 1)], [],
              {"ogre": "Bob"})
    r = redzone.resolve(s)
    chose = next(e for e in r.events if e.type == EventType.MAY)
    assert (chose.rule, chose.amount, chose.note) == ("603.5", 0, "sacrifice another creature")
    assert r.players["Bob"].life == 17
    s = board([{"id": "ogre", "card": "Brawl-Bash Ogre"}, creature("elf", 1, 1)], [],
              {"ogre": "Bob"}, may={"ogre": True})
    r = redzone.resolve(s)
    assert r.permanents["elf"].zone == Zone.GRAVEYARD
    assert r.players["Bob"].life == 15


def test_a_choice_that_cant_be_paid_isnt_taken() -> None:
    s = board([{"id": "ogre", "card": "Brawl-Bash Ogre"}], [], {"ogre": "Bob"},
              may={"ogre": True})
    r = redzone.resolve(s)
    chose = next(e for e in r.events if e.type == EventType.MAY)
    assert chose.amount == 0 and "can't be paid" in (chose.note or "")
    assert r.players["Bob"].life == 17


def test_exert_as_it_attacks_701_43() -> None:
    """Ahn-Crop Crasher: "You may exert this creature as it attacks. When you do, target
    creature can't block this turn." Exerting costs nothing in this combat: taken by
    default, and the target is the defending player's creature."""
    s = board([{"id": "crasher", "card": "Ahn-Crop Crasher"}], [creature("wall", 0, 4)],
              {"crasher": "Bob"}, {"wall": "crasher"})
    with pytest.raises(redzone.IllegalDeclaration, match="can't block"):
        redzone.resolve(s)
    s = board([{"id": "crasher", "card": "Ahn-Crop Crasher"}], [creature("wall", 0, 4)],
              {"crasher": "Bob"}, {"wall": "crasher"}, may={"crasher": False})
    assert redzone.resolve(s).permanents["wall"].damage == 3


def test_pay_mana_is_taken_only_when_the_file_says() -> None:
    """Haazda Snare Squad: "Whenever this creature attacks, you may pay {W}. If you do, tap
    target creature an opponent controls." (Mana isn't modelled.)"""
    s = board([{"id": "squad", "card": "Haazda Snare Squad"}], [creature("wall", 0, 4)],
              {"squad": "Bob"}, may={"squad": True})
    r = redzone.resolve(s)
    assert r.permanents["wall"].tapped
    s = board([{"id": "squad", "card": "Haazda Snare Squad"}], [creature("wall", 0, 4)],
              {"squad": "Bob"})
    assert not redzone.resolve(s).permanents["wall"].tapped


def test_an_optional_effect_is_taken_by_default() -> None:
    """Algae Gharial: "Whenever another creature dies, you may put a +1/+1 counter on this
    creature." """
    s = board([creature("bear", 2, 2)], [{"id": "gharial", "card": "Algae Gharial"},
                                         creature("elf", 1, 1)], {"bear": "Bob"},
              {"elf": "bear"})
    r = redzone.resolve(s)
    assert r.permanents["gharial"].counters == {"+1/+1": 1}


def test_may_names_a_permanent_with_a_you_may() -> None:
    with pytest.raises(ScenarioError, match=r"combat\.may\.bear"):
        board([creature("bear", 2, 2)], [], {"bear": "Bob"}, may={"bear": True})


def test_an_ability_that_triggers_only_once_each_turn() -> None:
    """"Whenever another creature dies, ... This ability triggers only once each turn." Two
    blockers die at once: it triggers once."""
    ability = {"trigger": "a creature dies", "filter": {"other": True}, "once_each_turn": True,
               "effects": [{"counters": {"+1/+1": 1}}]}
    s = board([creature("giant", 6, 6)],
              [creature("fan", 1, 1, abilities=[ability]), creature("a", 1, 1),
               creature("b", 1, 1)], {"giant": "Bob"}, {"a": "giant", "b": "giant"})
    r = redzone.resolve(s)
    assert r.permanents["fan"].counters == {"+1/+1": 1}
    assert _triggered(r, "fan") == ["a"]
    text = ("Whenever this creature becomes blocked, it gets +2/+2 until end of turn. This "
            "ability triggers only once each turn.")
    assert compile_text(text, "X").abilities[0]["once_each_turn"] is True


def test_somberwald_alpha_pumps_each_of_your_blocked_creatures() -> None:
    """Somberwald Alpha: "Whenever a creature you control becomes blocked, it gets +1/+1
    until end of turn." Once for each blocked attacker (509.3c); not the unblocked one."""
    s = board([{"id": "alpha", "card": "Somberwald Alpha"}, creature("bear"),
               creature("elf", 1, 1)], [creature("wall", 0, 5), creature("wall2", 0, 5)],
              {"bear": "Bob", "elf": "Bob", "alpha": "Bob"}, {"wall": "bear", "wall2": "alpha"})
    r = redzone.resolve(s)
    pumped = sorted(e.permanent or "" for e in r.events if e.type == EventType.PUMPED)
    assert pumped == ["alpha", "bear"]


def test_cazur_counts_each_creature_that_dealt_a_player_combat_damage() -> None:
    """Cazur, Ruthless Stalker: "Whenever a creature you control deals combat damage to a
    player, put a +1/+1 counter on that creature." Each unblocked attacker of Alice's; Bob's
    blocker deals no damage to a player."""
    s = board([{"id": "cazur", "card": "Cazur, Ruthless Stalker"}, creature("bear"),
               creature("elf", 1, 1)], [creature("wall", 0, 5)],
              {"cazur": "Bob", "bear": "Bob", "elf": "Bob"}, {"wall": "elf"})
    r = redzone.resolve(s)
    countered = sorted(e.permanent or "" for e in r.events if e.type == EventType.COUNTERS)
    assert countered == ["bear", "cazur"]


def test_black_widow_filters_on_deathtouch() -> None:
    """Black Widow, Deadly Hunter: "Whenever a creature you control with deathtouch deals
    combat damage to a player, you draw a card and lose 1 life." """
    s = board([{"id": "widow", "card": "Black Widow, Deadly Hunter"}, creature("bear"),
               creature("asp", 1, 1, "deathtouch")], [], {"bear": "Bob", "asp": "Bob"})
    r = redzone.resolve(s)
    assert [e.player for e in r.events if e.type == EventType.DRAWS] == ["Alice"]
    assert r.players["Alice"].life == 19


def test_gustcloak_harrier_leaves_combat_when_blocked() -> None:
    """Gustcloak Harrier: "Whenever this creature becomes blocked, you may untap it and
    remove it from combat." Removed (506.4), it deals and is dealt no combat damage; the
    ogre stays a blocking creature (509.1h) with nothing to fight."""
    s = board([{"id": "harrier", "card": "Gustcloak Harrier"}], [creature("ogre", 3, 3,
                                                                        "reach")],
              {"harrier": "Bob"}, {"ogre": "harrier"})
    r = redzone.resolve(s)
    assert [e.permanent for e in r.events if e.type == EventType.REMOVED_FROM_COMBAT] == [
        "harrier"]
    assert r.permanents["harrier"].damage == 0 and not r.permanents["harrier"].tapped
    assert r.permanents["ogre"].damage == 0 and r.players["Bob"].life == 20


def test_bottle_golems_gains_life_equal_to_its_last_power() -> None:
    """Bottle Golems (3/3): "When this creature dies, you gain life equal to its power." Its
    power as it last existed on the battlefield (608.2h), pumped to 4 here."""
    golems = {"id": "golems", "card": "Bottle Golems"}
    r = redzone.resolve(board([golems], [creature("ogre", 5, 5)], {"golems": "Bob"},
                              {"ogre": "golems"}))
    assert r.permanents["golems"].zone == Zone.GRAVEYARD and r.players["Alice"].life == 23
    dies = {"trigger": "dies", "effects": [{"gain_life": "its power"}]}
    pump = {"cost": "{G}", "effects": [{"pump": [1, 0]}]}
    s = board([creature("golems", 3, 3, abilities=[dies, pump])], [creature("ogre", 5, 5)],
              {"golems": "Bob"}, {"ogre": "golems"}, activate=[{"source": "golems"}])
    assert redzone.resolve(s).players["Alice"].life == 24


def test_cloudfin_raptor_evolves_when_a_greater_creature_enters() -> None:
    """Cloudfin Raptor (0/1), evolve (702.100a): "Whenever a creature you control enters, if
    that creature has greater power or toughness than this creature, put a +1/+1 counter on
    this creature." Afterlife's 1/1 Spirit, entering mid-combat, is greater than a 0/1 but
    not than a 1/2."""
    raptor = {"id": "raptor", "card": "Cloudfin Raptor"}
    monk = creature("monk", 1, 1, "afterlife 1")
    r = redzone.resolve(board([raptor, monk], [creature("ogre", 3, 3)], {"monk": "Bob"},
                              {"ogre": "monk"}))
    assert (r.permanents["raptor"].power, r.permanents["raptor"].toughness) == (1, 2)
    grown = {**raptor, "counters": {"+1/+1": 1}}
    r = redzone.resolve(board([grown, monk], [creature("ogre", 3, 3)], {"monk": "Bob"},
                              {"ogre": "monk"}))
    assert (r.permanents["raptor"].power, r.permanents["raptor"].toughness) == (1, 2)
    assert not [e for e in r.events if e.type == EventType.COUNTERS]


@pytest.mark.parametrize(("kind", "gained"), [({"enchantment": True}, 3), ({}, 0)])
def test_an_enchantment_creature_token_is_an_enchantment_111_1(kind: dict[str, Any],
                                                               gained: int) -> None:
    """Aerie Worshippers makes "a 2/2 blue Bird enchantment creature token with flying": it
    enters as an enchantment too, so "whenever an enchantment you control enters" sees it
    (a plain creature token doesn't)."""
    bird = {"trigger": "attacks", "effects": [{"tokens": {
        "power": 2, "toughness": 2, "subtypes": ["Bird"], "keywords": ["flying"], **kind}}]}
    watcher = {"trigger": "a permanent enters", "filter": {"types": ["enchantment"]},
               "effects": [{"gain_life": 3}]}
    s = board([creature("maker", 2, 2, abilities=[bird]), creature("x", 0, 1,
                                                                 abilities=[watcher])],
              [], {"maker": "Bob"})
    assert redzone.resolve(s).players["Alice"].life == 20 + gained


def test_hornet_nest_makes_that_many_insects_120_3() -> None:
    """Hornet Nest (0/2, defender): "Whenever this creature is dealt damage, create that many
    1/1 green Insect creature tokens with flying and deathtouch." A 3/3 it blocks deals it 3:
    three Insects, though the Nest dies (its keywords: the card's case in test_card_text)."""
    s = board([creature("bear", 3, 3)], [{"id": "nest", "card": "Hornet Nest"}],
              {"bear": "Bob"}, {"nest": "bear"})
    r = redzone.resolve(s)
    made = [(e.source, e.note) for e in r.events if e.type == EventType.TOKEN]
    assert made == [("nest", "1/1 Insect")] * 3
    assert all(r.permanents[pid].zone == Zone.BATTLEFIELD
               for pid in ("nest-insect", "nest-insect-2", "nest-insect-3"))
    assert r.permanents["nest"].zone == Zone.GRAVEYARD


def test_a_token_copy_takes_copiable_values_only_707_2() -> None:
    """"Whenever it attacks, create a tapped and attacking token that's a copy of it." The
    copy of a 2/2 flier with a +1/+1 counter and lifelink it gained (an effect, `gains`) is a
    2/2 flier without lifelink (707.2: counters and effects aren't copied), attacking too."""
    ability = {"trigger": "attacks", "effects": [{"token_copy": {"attacking": True}}]}
    s = board([creature("drake", 2, 2, abilities=[ability], keywords=["flying"],
                        gains=["lifelink"], counters={"+1/+1": 1})], [], {"drake": "Bob"})
    r = redzone.resolve(s)
    made = [(e.permanent, e.note) for e in r.events if e.type == EventType.TOKEN]
    assert made == [("drake-copy", "a copy of drake, tapped and attacking")]
    assert r.players["Bob"].life == 20 - 3 - 2
    assert r.players["Alice"].life == 20 + 3


def test_conclave_evangelist_copies_itself_after_damage() -> None:
    """Conclave Evangelist: "Whenever this creature deals combat damage to a player, create
    a token that's a copy of this creature." The copy isn't attacking."""
    s = board([{"id": "evangelist", "card": "Conclave Evangelist"}], [], {"evangelist": "Bob"})
    r = redzone.resolve(s)
    assert [e.permanent for e in r.events if e.type == EventType.TOKEN] == ["evangelist-copy"]
    assert r.permanents["evangelist-copy"].zone == Zone.BATTLEFIELD


def test_a_tapped_token_enters_tapped_603_6d() -> None:
    """Girder Goons: "When this creature dies, create a tapped 2/2 black Rogue creature
    token." The 4/4 blocks a 5/5 and dies: the Rogue enters tapped (a plain token, untapped)."""
    s = board([creature("ogre", 5, 5)], [{"id": "goons", "card": "Girder Goons"}],
              {"ogre": "Bob"}, {"goons": "ogre"})
    r = redzone.resolve(s)
    assert r.permanents["goons"].zone == Zone.GRAVEYARD
    assert r.permanents["goons-rogue"].tapped
    plain = {"trigger": "dies", "effects": [{"tokens": {"power": 2, "toughness": 2,
                                                        "subtypes": ["Rogue"]}}]}
    s = board([creature("ogre", 5, 5)], [creature("goons", 4, 4, abilities=[plain])],
              {"ogre": "Bob"}, {"goons": "ogre"})
    assert not redzone.resolve(s).permanents["goons-rogue"].tapped


def test_that_player_is_the_dead_creatures_controller_608_2h() -> None:
    """Massacre Wurm: "Whenever a creature an opponent controls dies, that player loses 2
    life." Bob's Wurm blocks and kills Alice's attacker: Alice, who controlled it, loses 2
    (the Wurm attacks no one: there is no defending player to read)."""
    s = board([creature("bear", 2, 2)], [{"id": "wurm", "card": "Massacre Wurm"}],
              {"bear": "Bob"}, {"wurm": "bear"})
    r = redzone.resolve(s)
    assert r.permanents["bear"].zone == Zone.GRAVEYARD
    assert r.players["Alice"].life == 18 and r.players["Bob"].life == 20


def test_it_deals_is_the_creature_of_the_event_608_2h() -> None:
    """Defiant Thundermaw: "Whenever a Dragon you control attacks, it deals 2 damage to any
    target." The attacking Dragon deals it: its lifelink gains Alice 2 (the Thundermaw
    dealing it would gain nothing)."""
    s = board([{"id": "thundermaw", "card": "Defiant Thundermaw"},
               creature("whelp", 2, 2, "lifelink", subtypes=["Dragon"])],
              [creature("bear", 2, 2)], {"whelp": "Bob"})
    r = redzone.resolve(s)
    dealt = [(e.source, e.target) for e in r.events
             if e.type == EventType.DAMAGE and e.note == "noncombat"]
    assert dealt == [("whelp", "bear")]
    assert r.permanents["bear"].zone == Zone.GRAVEYARD
    assert r.players["Alice"].life == 20 + 2 + 2  # lifelink: the trigger's and combat's


def test_that_creatures_toughness_is_read_as_it_last_existed_608_2h() -> None:
    """South Wind Avatar: "Whenever another creature you control dies, you gain life equal to
    its toughness." Alice's 2/5 blocked by a 6/6 dies: Alice gains 5."""
    s = board([creature("wall", 2, 5), {"id": "avatar", "card": "South Wind Avatar"}],
              [creature("giant", 6, 6)], {"wall": "Bob"}, {"giant": "wall"})
    r = redzone.resolve(s)
    assert r.permanents["wall"].zone == Zone.GRAVEYARD
    assert r.players["Alice"].life == 20 + 5


def test_a_fight_deals_damage_both_ways_701_14a() -> None:
    """The Tarrasque (10/10): "Whenever The Tarrasque attacks, it fights target creature
    defending player controls." It and Bob's 3/3 deal each other damage at once, not combat
    damage (701.14d): the 3/3 dies before blocks, the Tarrasque keeps 3 damage."""
    s = board([{"id": "tarrasque", "card": "The Tarrasque"}], [creature("ogre", 3, 3)],
              {"tarrasque": "Bob"})
    r = redzone.resolve(s)
    fought = [(e.source, e.target, e.amount) for e in r.events if e.note == "fight"]
    assert fought == [("tarrasque", "ogre", 10), ("ogre", "tarrasque", 3)]
    assert r.permanents["ogre"].zone == Zone.GRAVEYARD
    assert r.permanents["tarrasque"].damage == 3 and r.players["Bob"].life == 10


def test_that_creature_fights_for_gruul_ragebeast_701_14a() -> None:
    """Gruul Ragebeast: "Whenever this creature or another creature you control enters, that
    creature fights target creature an opponent controls." The 1/1 Spirit afterlife makes as
    Alice's creature dies fights Bob's 3/3 (the strongest): the Spirit deals the damage, not
    the Ragebeast."""
    monk = creature("monk", 1, 1, "afterlife 1")
    s = board([{"id": "beast", "card": "Gruul Ragebeast"}, monk],
              [creature("ogre", 3, 3), creature("elf", 1, 1)], {"monk": "Bob"},
              {"ogre": "monk"})
    r = redzone.resolve(s)
    fought = [(e.source, e.target) for e in r.events if e.note == "fight"]
    assert fought == [("monk-spirit", "ogre"), ("ogre", "monk-spirit")]


def test_clockwork_beetle_loses_a_counter_at_end_of_combat_603_7a() -> None:
    """Clockwork Beetle: "Whenever this creature attacks or blocks, remove a +1/+1 counter
    from it at end of combat." It deals its combat damage as a 2/2, then shrinks to 1/1."""
    s = board([{"id": "beetle", "card": "Clockwork Beetle", "counters": {"+1/+1": 2}}], [],
              {"beetle": "Bob"})
    r = redzone.resolve(s)
    assert r.players["Bob"].life == 18
    assert r.permanents["beetle"].counters == {"+1/+1": 1}
    assert [e.rule for e in r.events if e.type == EventType.COUNTERS_REMOVED] == ["122.1"]


@pytest.mark.parametrize(("attacks", "left"), [(True, 3), (False, 4)])
def test_clockwork_avian_loses_a_counter_only_if_it_attacked_or_blocked(attacks: bool,
                                                                        left: int) -> None:
    """Clockwork Avian: "At end of combat, if this creature attacked or blocked this combat,
    remove a +1/+0 counter from it." """
    avian = {"id": "avian", "card": "Clockwork Avian", "counters": {"+1/+0": 4}}
    s = board([avian, creature("bear", 2, 2)], [],
              {"avian": "Bob"} if attacks else {"bear": "Bob"})
    assert redzone.resolve(s).permanents["avian"].counters == {"+1/+0": left}


def test_an_x_x_token_reads_x_as_it_resolves_608_2h() -> None:
    """Flesh Carver (2/2): "When this creature dies, create an X/X black Horror creature
    token, where X is this creature's power." With a +1/+1 counter it dies a 3/3: a 3/3
    Horror (its power as it last existed)."""
    s = board([creature("giant", 5, 5)],
              [{"id": "carver", "card": "Flesh Carver", "counters": {"+1/+1": 1}}],
              {"giant": "Bob"}, {"carver": "giant"})
    r = redzone.resolve(s)
    assert r.permanents["carver"].zone == Zone.GRAVEYARD
    horror = r.permanents["carver-horror"]
    assert (horror.power, horror.toughness) == (3, 3)


def test_creatures_with_defender_can_t_block_goblin_locksmith() -> None:
    """Goblin Locksmith: "Whenever this creature attacks, creatures with defender can't block
    this turn." Bob's Wall can't block it (509.1b); his bear can."""
    s = board([{"id": "smith", "card": "Goblin Locksmith"}],
              [creature("wall", 0, 4, "defender"), creature("bear", 2, 2)], {"smith": "Bob"},
              {"wall": "smith"})
    with pytest.raises(IllegalDeclaration, match=r"509\.1b"):
        redzone.resolve(s)
    s = board([{"id": "smith", "card": "Goblin Locksmith"}],
              [creature("wall", 0, 4, "defender"), creature("bear", 2, 2)], {"smith": "Bob"},
              {"bear": "smith"})
    assert redzone.resolve(s).permanents["bear"].damage == 2


def test_an_aura_put_into_a_graveyard_from_the_battlefield_700_4() -> None:
    """Savior of the Sleeping: "Whenever an enchantment you control is put into a graveyard
    from the battlefield, put a +1/+1 counter on this creature." The bear its Aura enchants
    dies blocked; the Aura follows it (704.5m): one counter. Bob's dying wall isn't one."""
    aura = {"id": "aura", "types": ["enchantment"], "subtypes": ["Aura"],
            "keywords": ["enchant creature"], "attached_to": "bear"}
    s = board([creature("bear", 2, 2), aura, {"id": "savior", "card": "Savior of the Sleeping"}],
              [creature("ogre", 3, 2)], {"bear": "Bob"}, {"ogre": "bear"})
    r = redzone.resolve(s)
    assert r.permanents["aura"].zone == Zone.GRAVEYARD
    assert r.permanents["ogre"].zone == Zone.GRAVEYARD
    assert r.permanents["savior"].counters == {"+1/+1": 1}


def test_an_artifact_creature_dying_is_an_artifact_put_into_a_graveyard() -> None:
    """Molder Beast: "Whenever an artifact is put into a graveyard from the battlefield, this
    creature gets +2/+0 until end of turn." It blocks a bear and a Myr dies blocking: +2/+0,
    whoever controlled it; the bear dying isn't an artifact."""
    myr = creature("myr", 1, 1, types=["artifact", "creature"])
    s = board([creature("bear", 2, 2), creature("ox", 3, 3)],
              [{"id": "beast", "card": "Molder Beast"}, myr], {"bear": "Bob", "ox": "Bob"},
              {"beast": "bear", "myr": "ox"})
    r = redzone.resolve(s)
    assert r.permanents["myr"].zone == r.permanents["bear"].zone == Zone.GRAVEYARD
    assert r.permanents["beast"].power == 5 + 2


def test_slaughter_priest_sees_a_sacrifice_to_pay_a_cost_701_21a() -> None:
    """Slaughter-Priest of Mogis (2/2): "Whenever you sacrifice a permanent, this creature gets
    +2/+0 until end of turn." Bloodthrone Vampire's cost sacrifices the elf after blocks: the
    attacking priest deals 4."""
    s = board([{"id": "priest", "card": "Slaughter-Priest of Mogis"},
               {"id": "vampire", "card": "Bloodthrone Vampire"}, creature("elf", 1, 1)], [],
              {"priest": "Bob"}, activate=[{"source": "vampire", "sacrifice": ["elf"]}])
    r = redzone.resolve(s)
    assert r.permanents["priest"].power == 4
    assert r.players["Bob"].life == 16


def test_ruthless_deathfang_answers_only_its_controllers_sacrifice() -> None:
    """Ruthless Deathfang: "Whenever you sacrifice a creature, target opponent sacrifices a
    creature of their choice." Alice sacrificing the elf makes Bob sacrifice his bear; Bob
    sacrificing his own creature (a cost of his) triggers nothing: its controller is who
    sacrificed it."""
    fang = {"id": "fang", "card": "Ruthless Deathfang"}
    mine = board([fang, {"id": "vampire", "card": "Bloodthrone Vampire"},
                  creature("elf", 1, 1)], [creature("bear")], {"fang": "Bob"},
                 activate=[{"source": "vampire", "sacrifice": ["elf"]}])
    assert redzone.resolve(mine).permanents["bear"].zone == Zone.GRAVEYARD
    theirs = board([fang], [{"id": "vampire", "card": "Bloodthrone Vampire"},
                            creature("bear"), creature("rat", 1, 1)], {"fang": "Bob"},
                   activate=[{"source": "vampire", "sacrifice": ["rat"]}])
    r = redzone.resolve(theirs)
    assert r.permanents["bear"].zone == Zone.BATTLEFIELD
    assert not [e for e in r.events if e.type == EventType.TRIGGERED and e.source == "fang"]


ISLAND = {"id": "island", "types": ["land"], "subtypes": ["Island"]}


def test_dandan_is_sacrificed_without_an_island_603_8() -> None:
    """Dandân (4/1; "can't attack unless defending player controls an Island"): "When you
    control no Islands, sacrifice this creature." A state trigger: with no Island it
    triggers at the first priority, in the beginning of combat step, and Dandân is
    sacrificed before it could attack; with one it attacks."""
    dandan = {"id": "dandan", "card": "Dandân"}
    theirs = {**ISLAND, "id": "bobs-island"}
    r = redzone.resolve(board([dandan, ISLAND], [theirs], {"dandan": "Bob"}))
    assert r.players["Bob"].life == 16
    with pytest.raises(IllegalDeclaration, match="no such permanent"):
        redzone.resolve(board([dandan], [theirs], {"dandan": "Bob"}))
    r = redzone.resolve(board([dandan], [theirs], {}))
    assert r.permanents["dandan"].zone == Zone.GRAVEYARD


def test_emperor_crocodile_goes_once_its_last_companion_dies() -> None:
    """Emperor Crocodile: "When you control no other creatures, sacrifice this creature." The
    bear dies blocked (704.5g); then the state is true and the crocodile is sacrificed,
    once (603.8: not again while it waits)."""
    s = board([{"id": "croc", "card": "Emperor Crocodile"}, creature("bear")],
              [creature("ogre", 3, 3)], {"croc": "Bob", "bear": "Bob"}, {"ogre": "bear"})
    r = redzone.resolve(s)
    assert r.permanents["croc"].zone == Zone.GRAVEYARD
    assert len([e for e in r.events if e.type == EventType.TRIGGERED
                and e.source == "croc"]) == 1


def test_a_state_trigger_needs_its_state() -> None:
    ability = {"trigger": "state", "effects": [{"sacrifice": True}]}
    with pytest.raises(ScenarioError) as err:
        board([creature("a", 2, 2, abilities=[ability])], [], {})
    assert err.value.path == "battlefield.Alice[0].abilities[0].if"


def test_a_creature_gone_before_blocks_cant_block_509_1a() -> None:
    """Bob's Dandân, with no Island of his, is sacrificed at the beginning of combat (603.8):
    it can't then be declared as a blocker."""
    s = board([creature("bear"), ISLAND], [{"id": "dandan", "card": "Dandân"}],
              {"bear": "Bob"}, {"dandan": "bear"})
    with pytest.raises(IllegalDeclaration, match="no such permanent"):
        redzone.resolve(s)


def test_pit_spawn_exiles_the_creature_its_first_strike_damage_hit_120_3() -> None:
    """Pit Spawn (6/4 first strike): "Whenever this creature deals damage to a creature,
    exile that creature." Its first-strike damage to the 7/7 triggers it (120.3); the ability
    resolves before the regular combat damage step (510.4), so the 7/7 deals none."""
    s = board([{"id": "spawn", "card": "Pit Spawn"}], [creature("wurm", 7, 7)],
              {"spawn": "Bob"}, {"wurm": "spawn"})
    r = redzone.resolve(s)
    assert r.permanents["wurm"].zone == Zone.EXILE
    assert r.permanents["spawn"].zone == Zone.BATTLEFIELD and r.permanents["spawn"].damage == 0


def test_spiritmonger_triggers_once_for_each_creature_it_deals_damage_to_603_2c() -> None:
    """Spiritmonger (6/6): "Whenever this creature deals damage to a creature, put a +1/+1
    counter on this creature." Blocked by two creatures it deals damage to each: two
    triggers (603.2c), an 8/8; unblocked, its damage to a player triggers nothing."""
    monger = {"id": "monger", "card": "Spiritmonger"}
    r = redzone.resolve(board([monger], [creature("bear"), creature("elf", 1, 1)],
                              {"monger": "Bob"}, {"bear": "monger", "elf": "monger"}))
    assert len(_triggered(r, "monger")) == 2
    assert (r.permanents["monger"].power, r.permanents["monger"].toughness) == (8, 8)
    r = redzone.resolve(board([monger], [], {"monger": "Bob"}))
    assert not _triggered(r, "monger") and r.players["Bob"].life == 14


def test_wall_of_essence_gains_what_combat_damage_deals_it_510_3a() -> None:
    """Wall of Essence (0/4, defender): "Whenever this creature is dealt combat damage, you
    gain that much life." Blocking a 5/5 it is dealt 5 and dies: Bob gains 5 all the same;
    a first striker's damage and the regular damage are two events, two triggers; damage
    from an ability (120.3) doesn't trigger it."""
    wall = creature("wall", 0, 4, "defender", abilities=[{
        "trigger": "is dealt combat damage", "effects": [{"gain_life": "that much"}]}])
    r = redzone.resolve(board([creature("giant", 5, 5)], [wall], {"giant": "Bob"},
                              {"wall": "giant"}))
    assert r.permanents["wall"].zone == Zone.GRAVEYARD and r.players["Bob"].life == 25
    pair = [creature("knight", 1, 1, "first strike"), creature("bear", 2, 2)]
    r = redzone.resolve(board(pair, [{**wall, "keywords": ["defender", "reach"],
                                      "can_block": 2}],
                              {"knight": "Bob", "bear": "Bob"}, {"wall": ["knight", "bear"]}))
    assert len(_triggered(r, "wall")) == 2 and r.players["Bob"].life == 23
    shock = {"cost": "{R}", "effects": [{"damage": 2, "to": "target creature"}]}
    r = redzone.resolve(board([creature("bear", 2, 2)], [wall, creature("mage", 0, 1,
                                                                       abilities=[shock])],
                              {"bear": "Bob"}, activate=[{"source": "mage", "target": "wall",
                                                          "player": "Bob",
                                                          "step": "declare attackers"}]))
    assert _triggered(r, "wall") == [] and r.players["Bob"].life == 18


def test_ruinous_minotaur_only_when_an_opponent_is_dealt_damage() -> None:
    """"Whenever this creature deals damage to an opponent, each opponent loses 1 life"
    (a stand-in effect): its combat damage to Bob triggers it; its ability's damage to Alice
    herself doesn't (102.2), nor combat damage to a creature."""
    ping = {"cost": "{R}", "effects": [{"damage": 1, "player": "you"}]}
    minotaur = creature("minotaur", 2, 2, abilities=[
        {"trigger": "deals damage to an opponent",
         "effects": [{"lose_life": 1, "player": "that player"}]}, ping])
    r = redzone.resolve(board([minotaur], [], {"minotaur": "Bob"},
                              activate=[{"source": "minotaur", "ability": 1,
                                         "step": "declare attackers"}]))
    assert len(_triggered(r, "minotaur")) == 1
    assert r.players["Bob"].life == 17 and r.players["Alice"].life == 19
    r = redzone.resolve(board([minotaur], [creature("bear", 2, 2)], {"minotaur": "Bob"},
                              {"bear": "minotaur"}))
    assert _triggered(r, "minotaur") == [] and r.players["Bob"].life == 20


def test_hydra_omnivore_deals_that_much_to_each_other_opponent() -> None:
    """Hydra Omnivore: "Whenever this creature deals combat damage to an opponent, it deals
    that much damage to each other opponent." It hits Bob for 8: Carol is dealt 8 too, Bob no
    more; in a game of two there is no other opponent (102.2)."""
    hydra = creature("hydra", 8, 8, abilities=[{
        "trigger": "deals combat damage to a player",
        "effects": [{"damage": "that much", "player": "each other opponent"}]}])
    r = redzone.resolve(board([hydra], [], {"hydra": "Bob"}, carol=[]))
    assert (r.players["Bob"].life, r.players["Carol"].life, r.players["Alice"].life) == (
        12, 12, 20)
    r = redzone.resolve(board([hydra], [], {"hydra": "Bob"}))
    assert r.players["Bob"].life == 12 and r.players["Alice"].life == 20


def test_dinosaur_hunter_destroys_only_a_dinosaur_it_damages() -> None:
    """Dinosaur Hunter: "Whenever this creature deals damage to a Dinosaur, destroy that
    creature" (120.3, the filter on the creature dealt damage): a blocking Dinosaur it
    doesn't kill is destroyed; a Wall isn't."""
    hunter = creature("hunter", 2, 2, abilities=[{
        "trigger": "deals damage to a creature", "filter": {"subtypes": ["Dinosaur"]},
        "effects": [{"destroy": True, "to": "that creature"}]}])
    r = redzone.resolve(board([hunter], [creature("dino", 1, 5, subtypes=["Dinosaur"])],
                              {"hunter": "Bob"}, {"dino": "hunter"}))
    assert r.permanents["dino"].zone == Zone.GRAVEYARD
    r = redzone.resolve(board([hunter], [creature("wall", 1, 5)], {"hunter": "Bob"},
                              {"wall": "hunter"}))
    assert r.permanents["wall"].zone == Zone.BATTLEFIELD


def test_vogar_grows_only_during_its_controllers_turn_603_2() -> None:
    """Vogar, Necropolis Tyrant: "Whenever another creature dies during your turn, put a
    +1/+1 counter on Vogar." A bear dies in Alice's combat: Alice's Vogar gets a counter,
    Bob's doesn't (the event's own condition, `while`)."""
    def vogar(pid: str) -> dict[str, Any]:
        return creature(pid, 4, 4, abilities=[{
            "trigger": "a creature dies", "filter": {"other": True},
            "while": "it's your turn", "effects": [{"counters": {"+1/+1": 1}}]}])
    r = redzone.resolve(board([creature("bear", 2, 2), vogar("mine")],
                              [creature("wall", 3, 4), vogar("theirs")],
                              {"bear": "Bob"}, {"wall": "bear"}))
    assert r.permanents["bear"].zone == Zone.GRAVEYARD
    assert r.permanents["mine"].counters == {"+1/+1": 1}
    assert r.permanents["theirs"].counters == {}


def test_kresh_grows_by_the_power_of_what_died_608_2h() -> None:
    """Kresh the Bloodbraided: "Whenever another creature dies, you may put X +1/+1 counters
    on Kresh, where X is that creature's power": Alice's 3/3 ogre dies blocked, three
    counters (its power as it last existed)."""
    kresh = creature("kresh", 3, 3, abilities=[{
        "trigger": "a creature dies", "filter": {"other": True}, "may": "",
        "effects": [{"counters": {"+1/+1": "that creature's power"}}]}])
    r = redzone.resolve(board([creature("ogre", 3, 3), kresh], [creature("wall", 3, 5)],
                              {"ogre": "Bob"}, {"wall": "ogre"}))
    assert r.permanents["ogre"].zone == Zone.GRAVEYARD
    assert r.permanents["kresh"].counters == {"+1/+1": 3}


def test_amphibious_kavu_triggers_once_for_one_or_more_509_3c() -> None:
    """Amphibious Kavu: "Whenever this creature blocks or becomes blocked by one or more blue
    and/or black creatures, this creature gets +3/+3 until end of turn." Blocked by two black
    creatures it triggers once (+3/+3, not +6/+6); by a green one, not at all. Lairwatch
    Giant ("blocks two or more creatures": `count`) gains first strike blocking two."""
    kavu = creature("kavu", 2, 2, abilities=[
        {"trigger": t, "filter": {"colors": ["black", "blue"]}, "effects": [{"pump": [3, 3]}]}
        for t in ("blocks one or more creatures", "becomes blocked by one or more creatures")])
    black = [creature(p, 1, 1, colors=["black"]) for p in ("b1", "b2")]
    r = redzone.resolve(board([kavu], black, {"kavu": "Bob"}, {"b1": "kavu", "b2": "kavu"}))
    assert len(_triggered(r, "kavu")) == 1 and r.permanents["kavu"].power == 5
    r = redzone.resolve(board([kavu], [creature("g", 1, 1, colors=["green"])], {"kavu": "Bob"},
                              {"g": "kavu"}))
    assert _triggered(r, "kavu") == [] and r.permanents["kavu"].power == 2
    giant = creature("giant", 2, 3, can_block=2, abilities=[
        {"trigger": "blocks one or more creatures", "count": 2,
         "effects": [{"gains": ["first strike"]}]}])
    two = [creature("x", 2, 2), creature("y", 2, 2)]
    r = redzone.resolve(board(two, [giant], {"x": "Bob", "y": "Bob"}, {"giant": ["x", "y"]}))
    assert len(_triggered(r, "giant")) == 1
    r = redzone.resolve(board(two, [giant], {"x": "Bob", "y": "Bob"}, {"giant": "x"}))
    assert _triggered(r, "giant") == []
