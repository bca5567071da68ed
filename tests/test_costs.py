"""Costs that remove counters from the ability's source (118.3: only what is there can be
removed), and targets among the creatures blocking it, from real cards."""

from __future__ import annotations

import pytest

import redzone
from boards import board, creature
from redzone import EventType

ACTIVATE = [{"source": "spin", "step": "beginning of combat"}]


def test_spincrusher_pays_with_a_counter() -> None:
    """Spincrusher (0/2): "Remove a +1/+1 counter from this creature: This creature can't be
    blocked this turn." With two counters it pays one: a 1/3 no creature may block."""
    spin = {"id": "spin", "card": "Spincrusher", "counters": {"+1/+1": 2}}
    r = redzone.resolve(board([spin], [creature("bear")], {"spin": "Bob"}, activate=ACTIVATE))
    assert [(e.amount, e.note) for e in r.events if e.type == EventType.COUNTERS_REMOVED] == [
        (1, "+1/+1")]
    assert r.permanents["spin"].power == 1 and r.players["Bob"].life == 19
    blocked = board([spin], [creature("bear")], {"spin": "Bob"}, {"bear": "spin"},
                    activate=ACTIVATE)
    with pytest.raises(redzone.IllegalDeclaration, match="can't be blocked"):
        redzone.resolve(blocked)


def test_without_the_counter_the_cost_cant_be_paid() -> None:
    spin = {"id": "spin", "card": "Spincrusher"}
    with pytest.raises(redzone.IllegalDeclaration, match=r"118\.3"):
        redzone.resolve(board([spin], [], {"spin": "Bob"}, activate=ACTIVATE))


def test_flowstone_salamander_burns_a_creature_blocking_it() -> None:
    """Flowstone Salamander: "{R}: This creature deals 1 damage to target creature blocking
    it." Activated twice after blocks, the 2/2 blocking it dies before combat damage; a
    creature not blocking it is no legal target."""
    salamander = {"id": "sal", "card": "Flowstone Salamander"}
    twice = [{"source": "sal", "times": 2, "target": "bear"}]
    r = redzone.resolve(board([salamander], [creature("bear"), creature("elf", 1, 1)],
                              {"sal": "Bob"}, {"bear": "sal"}, activate=twice))
    assert r.permanents["bear"].zone == redzone.Zone.GRAVEYARD
    wrong = [{"source": "sal", "target": "elf"}]
    with pytest.raises(redzone.IllegalDeclaration, match="no legal target"):
        redzone.resolve(board([salamander], [creature("bear"), creature("elf", 1, 1)],
                              {"sal": "Bob"}, {"bear": "sal"}, activate=wrong))


def test_fire_belly_changeling_activates_no_more_than_twice() -> None:
    """Fire-Belly Changeling: "{R}: This creature gets +1/+0 until end of turn. Activate no
    more than twice each turn." (602.5b)"""
    changeling = {"id": "fb", "card": "Fire-Belly Changeling"}
    r = redzone.resolve(board([changeling], [], {"fb": "Bob"},
                              activate=[{"source": "fb", "times": 2}]))
    assert r.players["Bob"].life == 20 - 1 - 2
    with pytest.raises(redzone.IllegalDeclaration, match="twice"):
        redzone.resolve(board([changeling], [], {"fb": "Bob"},
                              activate=[{"source": "fb", "times": 3}]))


def test_any_player_may_activate_fan_favorite() -> None:
    """Fan Favorite: "{2}: This creature gets +1/+1 until end of turn. Any player may activate
    this ability." Bob may activate Alice's creature's ability (its controller is then Bob,
    113.8); another creature's ability only its controller may activate (602.2)."""
    fan = {"id": "fan", "card": "Fan Favorite"}
    r = redzone.resolve(board([fan], [], {"fan": "Bob"},
                              activate=[{"source": "fan", "player": "Bob"}]))
    activated = [e for e in r.events if e.type == EventType.ACTIVATED]
    assert [e.player for e in activated] == ["Bob"] and r.players["Bob"].life == 17
    breather = creature("dragon", 2, 2, abilities=[{"cost": "{R}", "effects": [{"pump": [1, 0]}]}])
    with pytest.raises(redzone.ScenarioError, match=r"602\.2") as err:
        board([breather], [], {"dragon": "Bob"}, activate=[{"source": "dragon", "player": "Bob"}])
    assert "combat.activate[0].player" in str(err.value)


def test_bramblesnap_taps_creatures_to_grow() -> None:
    """Bramblesnap (1/1 trample): "Tap an untapped creature you control: This creature gets
    +1/+1 until end of turn." Two untapped creatures at home pay for two activations (the
    attacking Bramblesnap, tapped by attacking, can't pay); a third is refused (601.2h)."""
    snap = {"id": "snap", "card": "Bramblesnap"}
    home = [creature("e1", 1, 1), creature("e2", 1, 1)]
    s = board([snap, *home], [], {"snap": "Bob"},
              activate=[{"source": "snap", "step": "declare attackers", "times": 2}])
    r = redzone.resolve(s)
    assert r.players["Bob"].life == 17
    assert r.permanents["e1"].tapped and r.permanents["e2"].tapped
    three = board([snap, *home], [], {"snap": "Bob"},
                  activate=[{"source": "snap", "step": "declare attackers", "times": 3}])
    with pytest.raises(redzone.IllegalDeclaration, match=r"601\.2h"):
        redzone.resolve(three)


def test_gravelgill_scoundrel_taps_a_friend_to_slip_through() -> None:
    """Gravelgill Scoundrel: "Whenever this creature attacks, you may tap another untapped
    creature you control. If you do, this creature can't be blocked this turn." """
    rogue = {"id": "rogue", "card": "Gravelgill Scoundrel"}
    s = board([rogue, creature("friend", 1, 1)], [creature("bear")], {"rogue": "Bob"},
              {"bear": "rogue"}, may={"rogue": True})
    with pytest.raises(redzone.IllegalDeclaration, match="can't be blocked"):
        redzone.resolve(s)
    alone = board([rogue], [creature("bear")], {"rogue": "Bob"}, {"bear": "rogue"},
                  may={"rogue": True})  # (nothing to tap: it can't be paid)
    assert redzone.resolve(alone).permanents["bear"].zone == "battlefield"


def test_cabal_executioner_makes_the_damaged_player_sacrifice() -> None:
    """Cabal Executioner: "Whenever this creature deals combat damage to a player, that player
    sacrifices a creature of their choice." Bob picks what matters least: the 1/1, not the
    5/5 (701.21a: the player sacrificing chooses)."""
    s = board([{"id": "exec", "card": "Cabal Executioner"}],
              [creature("elf", 1, 1), creature("giant", 5, 5, tapped=True)], {"exec": "Bob"})
    r = redzone.resolve(s)
    assert r.permanents["elf"].zone == "graveyard"
    assert r.permanents["giant"].zone == "battlefield"


def test_dwarven_vigilantes_trades_its_combat_damage() -> None:
    """Dwarven Vigilantes (2/2): "Whenever this creature attacks and isn't blocked, you may
    have it deal damage equal to its power to target creature. If you do, this creature
    assigns no combat damage this turn." Taken: Bob's 2/2 dies and Bob loses nothing;
    declined (`combat.may`): Bob loses 2."""
    dv = {"id": "dv", "card": "Dwarven Vigilantes"}
    s = board([dv], [creature("bear", 2, 2)], {"dv": "Bob"}, may={"dv": True},
              targets={"dv": ["bear"]})
    r = redzone.resolve(s)
    assert r.permanents["bear"].zone == "graveyard" and r.players["Bob"].life == 20
    assert any(e.type == EventType.NO_DAMAGE and "effect" in (e.note or "") for e in r.events)
    no = board([dv], [creature("bear", 2, 2)], {"dv": "Bob"}, may={"dv": False})
    r = redzone.resolve(no)
    assert r.permanents["bear"].zone == "battlefield" and r.players["Bob"].life == 18


def test_blind_zealot_sacrifices_itself_to_destroy() -> None:
    """Blind Zealot: "Whenever this creature deals combat damage to a player, you may
    sacrifice it. If you do, destroy target creature that player controls." """
    s = board([{"id": "zealot", "card": "Blind Zealot"}], [creature("giant", 6, 6, tapped=True)],
              {"zealot": "Bob"}, may={"zealot": True})
    r = redzone.resolve(s)
    assert r.permanents["zealot"].zone == "graveyard"
    assert r.permanents["giant"].zone == "graveyard"
