"""Static abilities of permanents that act on players: "You have hexproof." (702.11c), "Your
opponents can't gain life." (119.7), "If you would gain life, you gain that much life plus 1
instead." / "... twice that much life instead." (614.1a, 616.1), "Damage that would reduce
your life total to less than 1 reduces it to 1 instead." (614.1a); and "each other opponent"
of a combat damage trigger."""

from __future__ import annotations

from typing import Any

import pytest

import redzone
from boards import board, creature
from redzone.core import keywords as kw
from redzone.core.errors import IllegalDeclaration

PLUS_ONE = kw.GAIN_PLUS.format(1)
FLOOR_ONE = kw.LIFE_FLOOR.format(1, 1)


def test_the_phrases_are_keywords_of_the_cr_vocabulary() -> None:
    found = kw.parse([kw.PLAYER_HEXPROOF, kw.OPPONENTS_CANT_GAIN_LIFE, kw.GAIN_TWICE, PLUS_ONE,
                      kw.LIFE_FLOOR.format(7, 7)])
    assert PLUS_ONE in found.flags and kw.rule_of(PLUS_ONE) == "614.1a"
    with pytest.raises(kw.KeywordError):
        kw.parse([kw.LIFE_FLOOR.format(1, 2)])


def _lifelink(*alice: dict[str, Any], bob: list[dict[str, Any]] | None = None,
              life: int = 20) -> redzone.Result:
    """Alice's 3/3 lifelinker attacks Bob unblocked, Alice at `life`."""
    return redzone.resolve(board([creature("vamp", 3, 3, "lifelink"), *alice], bob or [],
                                 {"vamp": "Bob"}, players={"Alice": {"life": life}}))


def test_your_opponents_can_t_gain_life_119_7() -> None:
    """Archfiend of Despair on Bob's side: Alice's lifelink damage gains her nothing; on
    Alice's own side it doesn't stop her (only opponents)."""
    archfiend = creature("archfiend", 6, 6, kw.OPPONENTS_CANT_GAIN_LIFE)
    r = _lifelink(bob=[archfiend], life=10)
    assert r.players["Alice"].life == 10
    assert r.players["Bob"].life == 17
    assert not [e for e in r.events if e.type == redzone.EventType.LIFE_GAIN]
    assert _lifelink(archfiend, life=10).players["Alice"].life == 13


def test_gain_that_much_plus_one_instead_614_1a() -> None:
    """Angel of Vitality: 3 lifelink damage gains 4; two of them, 5."""
    assert _lifelink(creature("angel", 2, 2, PLUS_ONE), life=10).players["Alice"].life == 14
    assert _lifelink(creature("angel", 2, 2, PLUS_ONE), creature("heron", 2, 3, PLUS_ONE),
                     life=10).players["Alice"].life == 15


def test_plus_one_before_twice_the_player_s_best_order_616_1() -> None:
    """Angel of Vitality and Rhox Faithmender: (3 + 1) x 2 = 8, the order Alice chooses."""
    r = _lifelink(creature("angel", 2, 2, PLUS_ONE), creature("rhox", 1, 5, kw.GAIN_TWICE),
                  life=10)
    assert r.players["Alice"].life == 18


def test_can_t_gain_life_stops_the_replacement_too_119_7() -> None:
    r = _lifelink(creature("rhox", 1, 5, kw.GAIN_TWICE),
                  bob=[creature("archfiend", 6, 6, kw.OPPONENTS_CANT_GAIN_LIFE)], life=10)
    assert r.players["Alice"].life == 10


def test_a_gain_life_effect_is_replaced_too() -> None:
    """Rhox Faithmender and a "whenever it attacks, you gain 2 life" trigger: 4."""
    gainer = creature("cleric", 1, 1, abilities=[{"trigger": "attacks",
                                                  "effects": [{"gain_life": 2}]}])
    r = redzone.resolve(board([gainer, creature("rhox", 1, 5, kw.GAIN_TWICE)], [],
                              {"cleric": "Bob"}, players={"Alice": {"life": 10}}))
    assert r.players["Alice"].life == 14


@pytest.mark.parametrize(("life", "after"), [(3, 1), (10, 4), (1, 1)])
def test_damage_can_t_reduce_life_below_one_614_1a(life: int, after: int) -> None:
    """Ali from Cairo on Bob's side: 6 combat damage leaves Bob at 1 (from 3), at 4 (from
    10: not below 1 anyway), at 1 (from 1: no life lost). The damage is still dealt."""
    r = redzone.resolve(board([creature("giant", 6, 6)], [creature("ali", 0, 1, FLOOR_ONE)],
                              {"giant": "Bob"}, players={"Bob": {"life": life}}))
    assert r.players["Bob"].life == after
    assert not r.players["Bob"].lost
    assert [e.amount for e in r.events if e.type == redzone.EventType.DAMAGE] == [6]
    assert [e.amount for e in r.events if e.type == redzone.EventType.LIFE_LOSS] == (
        [life - after] if life != after else [])


def test_the_floor_applies_to_noncombat_damage_and_only_while_it_has_it() -> None:
    """Elderscale Wurm: "As long as you have 7 or more life, damage that would reduce your
    life total to less than 7 reduces it to 7 instead." At 9 life Bob is dealt 3 by a trigger
    (to 7), then 4 combat damage (to 7 again); at 6 life, the floor no longer applies."""
    wurm = creature("wurm", 7, 7, abilities=[{
        "affects": "it", "gains": [kw.LIFE_FLOOR.format(7, 7)],
        "as_long_as": {"life_at_least": 7}}])
    pinger = creature("pinger", 4, 4, abilities=[{
        "trigger": "attacks", "effects": [{"damage": 3, "player": "defending player"}]}])

    def at(life: int) -> int:
        r = redzone.resolve(board([pinger], [wurm], {"pinger": "Bob"},
                                  players={"Bob": {"life": life}}))
        return r.players["Bob"].life

    assert at(9) == 7
    assert at(6) == -1


HEXPROOF_TARGETS = {"cost": "{T}", "effects": [{"lose_life": 2, "player": "target player"}]}


def test_you_have_hexproof_702_11c() -> None:
    """Aegis of the Gods on Bob's side: Alice's "target player loses 2 life" can't target Bob
    (only herself), and her "1 damage to any target" not Bob either; Bob's own abilities
    may target him."""
    aegis = creature("aegis", 2, 1, kw.PLAYER_HEXPROOF)
    drainer = creature("drainer", 1, 1, abilities=[HEXPROOF_TARGETS])
    pinger = creature("pinger", 1, 1, abilities=[{"cost": "{T}", "effects": [
        {"damage": 1, "to": "any target"}]}])
    with pytest.raises(IllegalDeclaration, match=r"601\.2c"):
        redzone.resolve(board([drainer, creature("bear")], [aegis], {"bear": "Bob"},
                              activate=[{"source": "drainer", "target": "Bob"}]))
    with pytest.raises(IllegalDeclaration, match=r"601\.2c"):
        redzone.resolve(board([pinger, creature("bear")], [aegis], {"bear": "Bob"},
                              activate=[{"source": "pinger", "target": "Bob"}]))
    r = redzone.resolve(board([drainer, creature("bear")], [aegis], {"bear": "Bob"},
                              activate=[{"source": "drainer"}]))
    assert r.players["Alice"].life == 18 and r.players["Bob"].life == 18
    own = creature("own", 1, 1, kw.PLAYER_HEXPROOF, abilities=[HEXPROOF_TARGETS])
    r = redzone.resolve(board([creature("bear")], [own], {"bear": "Bob"},
                              activate=[{"source": "own", "target": "Bob"}]))
    assert r.players["Bob"].life == 16


def test_that_much_damage_to_each_other_opponent() -> None:
    """Hydra Omnivore (8/8): "Whenever this creature deals combat damage to an opponent, it
    deals that much damage to each other opponent." Unblocked at Bob: 8 to Bob, then 8 to
    Carol, not Bob again."""
    hydra = creature("hydra", 8, 8, abilities=[{
        "trigger": "deals combat damage to a player",
        "effects": [{"damage": "that much", "player": "each other opponent"}]}])
    r = redzone.resolve(board([hydra], [], {"hydra": "Bob"}, carol=[]))
    assert r.players["Bob"].life == 12
    assert r.players["Carol"].life == 12
    assert r.players["Alice"].life == 20


KOKUSHO = {"trigger": "dies", "effects": [{"lose_life": 5, "player": "each opponent"},
                                          {"gain_life": "the life lost this way"}]}


def test_kokusho_gains_the_life_lost_this_way_608_2c() -> None:
    """Kokusho, the Evening Star: "When Kokusho dies, each opponent loses 5 life. You gain
    life equal to the life lost this way." Dying blocked by a 6/6: Bob and Carol lose 5
    each, Alice gains 10."""
    kokusho = creature("kokusho", 5, 5, abilities=[KOKUSHO])
    r = redzone.resolve(board([kokusho], [creature("wurm", 6, 6)], {"kokusho": "Bob"},
                              {"wurm": "kokusho"}, carol=[], players={"Alice": {"life": 10}}))
    assert r.players["Bob"].life == 15 and r.players["Carol"].life == 15
    assert r.players["Alice"].life == 20


def test_the_life_lost_this_way_needs_a_loss_before_it() -> None:
    with pytest.raises(redzone.ScenarioError, match=r"abilities\[0\]\.effects\[0\]"):
        board([creature("x", 1, 1, abilities=[{"trigger": "dies", "effects": [
            {"gain_life": "the life lost this way"}]}])], [], {})


@pytest.mark.parametrize(("life", "after"), [(20, 7), (13, 3), (9, 1)])
def test_that_player_loses_half_their_life_rounded_up_107_1a(life: int, after: int) -> None:
    """Radioactive Man (6/6): "Whenever Radioactive Man deals combat damage to a player, that
    player loses half their life, rounded up." Bob at 20: 6 damage (14), then 7 (7); at 13:
    7, then 4 (3); at 9: 3, then 2 (1)."""
    man = creature("man", 6, 6, abilities=[{
        "trigger": "deals combat damage to a player",
        "effects": [{"lose_life": "half their life, rounded up", "player": "that player"}]}])
    r = redzone.resolve(board([man], [], {"man": "Bob"}, players={"Bob": {"life": life}}))
    assert r.players["Bob"].life == after


def test_half_their_life_is_lost_life_only() -> None:
    with pytest.raises(redzone.ScenarioError, match=r"effects\[0\]\.damage"):
        board([creature("x", 1, 1, abilities=[{"trigger": "attacks", "effects": [
            {"damage": "half their life, rounded up", "player": "defending player"}]}])], [], {})


def test_you_and_that_player_each_gain_that_much_life() -> None:
    """Angel of Destiny: "Whenever a creature you control deals combat damage to a player,
    you and that player each gain that much life." A 3/3 unblocked: Bob 17 + 3, Alice +3."""
    angel = creature("angel", 2, 6, abilities=[{
        "trigger": "a creature you control deals combat damage to a player",
        "effects": [{"gain_life": "that much"},
                    {"gain_life": "that much", "player": "that player"}]}])
    r = redzone.resolve(board([angel, creature("ogre", 3, 3)], [], {"ogre": "Bob"}))
    assert r.players["Bob"].life == 20 and r.players["Alice"].life == 23


def test_they_get_that_many_poison_counters() -> None:
    """Etali, Primal Sickness (11/11 trample, here unblocked): 11 poison counters, Bob loses
    (704.5c) though at 9 life."""
    etali = creature("etali", 11, 11, abilities=[{
        "trigger": "deals combat damage to a player",
        "effects": [{"poison": "that much", "player": "that player"}]}])
    r = redzone.resolve(board([etali], [], {"etali": "Bob"}))
    assert r.players["Bob"].poison == 11 and r.players["Bob"].lost


def test_an_enchantment_or_artifact_with_such_a_phrase_is_a_card_of_the_database() -> None:
    """Boon Reflection ("If you would gain life, you gain twice that much life instead.") is
    no creature, but its text acts in combat: `card:` finds it, and lifelink's gain doubles
    (614.1a); Witchbane Orb's "You have hexproof." is kept too (702.11c)."""
    s = redzone.loads("""
players: {Alice: {life: 10}, Bob: {}}
battlefield:
  Alice:
    - {id: reflection, card: Boon Reflection}
    - {id: angel, card: Serra Angel, keywords: [lifelink]}
  Bob: [{id: orb, card: Witchbane Orb}]
combat: {attacks: {angel: Bob}}
""")
    assert s.board.permanent("orb").has(kw.PLAYER_HEXPROOF)
    r = redzone.resolve(s)
    assert (r.players["Alice"].life, r.players["Bob"].life) == (18, 16)


CONCOCTER = {"affects": "it", "pump": [2, 0], "as_long_as": "you gained life this turn"}


def test_life_gained_in_combat_counts_as_gained_this_turn_119_9() -> None:
    """Tenured Concocter, "gets +2/+0 as long as you gained life this turn", attacks beside a
    first-striking lifelinker: the first-strike damage gains Alice life, so the Concocter
    deals 4 (510.4); given that she gained life before, it deals 4 alone, and 2 if not."""
    def bob_after(gained: bool, lifelinker: bool) -> int:
        concocter = creature("concocter", 2, 5, abilities=[CONCOCTER])
        alice = [concocter] + ([creature("linker", 1, 1, "first strike", "lifelink")]
                               if lifelinker else [])
        s = board(alice, [], {p["id"]: "Bob" for p in alice},
                  players={"Alice": {"gained_life": gained}})
        assert f"gained_life: {str(gained).lower()}" in redzone.dumps(s)
        r = redzone.resolve(s)
        assert not r.warnings
        return r.players["Bob"].life

    assert bob_after(False, lifelinker=True) == 20 - 1 - 4
    assert bob_after(True, lifelinker=False) == 20 - 4
    assert bob_after(False, lifelinker=False) == 20 - 2


def test_life_gained_this_turn_not_given_is_named_in_the_warnings() -> None:
    r = redzone.resolve(board([creature("concocter", 2, 5, abilities=[CONCOCTER])], [], {}))
    assert [(w.permanent, w.text) for w in r.warnings] == [
        ("concocter", "players.Alice.gained_life")]
    assert "taken as none" in r.warnings[0].why
