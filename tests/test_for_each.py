"""Pumps "for each" of something (608.2h: counted as the effect applies, 613.4c), and
conditions on lands and other noncreature subtypes, from real cards."""

from __future__ import annotations

import pytest

import redzone
from boards import board, creature
from redzone.core.errors import ScenarioError


def _pt(r: redzone.Result, pid: str) -> tuple[int | None, int | None]:
    return r.permanents[pid].power, r.permanents[pid].toughness


def test_kird_ape_sees_a_forest_land() -> None:
    """Kird Ape: "This creature gets +1/+2 as long as you control a Forest." A Forest is a
    land, not a creature."""
    forest = {"id": "forest", "types": ["land"], "subtypes": ["Forest"]}
    s = board([{"id": "ape", "card": "Kird Ape"}, forest], [], {"ape": "Bob"})
    assert _pt(redzone.resolve(s), "ape") == (2, 3)


def test_akiri_counts_the_artifacts_you_control() -> None:
    """Akiri, Line-Slinger: "Akiri gets +1/+0 for each artifact you control." """
    relics = [{"id": f"relic{i}", "types": ["artifact"]} for i in range(3)]
    s = board([{"id": "akiri", "card": "Akiri, Line-Slinger"}, *relics],
              [{"id": "theirs", "types": ["artifact"]}], {"akiri": "Bob"})
    r = redzone.resolve(s)
    assert _pt(r, "akiri") == (3, 3) and r.players["Bob"].life == 17


def test_goblin_gaveleer_counts_the_equipment_attached_to_it() -> None:
    """Goblin Gaveleer: "This creature gets +2/+0 for each Equipment attached to it." An
    Equipment attached elsewhere doesn't count."""
    s = board([{"id": "gob", "card": "Goblin Gaveleer"}, creature("bear"),
               {"id": "a", "types": ["artifact"], "subtypes": ["Equipment"],
                "attached_to": "gob"},
               {"id": "b", "types": ["artifact"], "subtypes": ["Equipment"],
                "attached_to": "bear"}], [], {"gob": "Bob"})
    assert _pt(redzone.resolve(s), "gob") == (3, 1)


def test_exuberant_fuseling_counts_its_oil_counters() -> None:
    """Exuberant Fuseling: "This creature gets +1/+0 for each oil counter on it." """
    s = board([{"id": "fuse", "card": "Exuberant Fuseling", "counters": {"oil": 2}}], [],
              {"fuse": "Bob"})
    r = redzone.resolve(s)
    assert _pt(r, "fuse") == (2, 1) and r.players["Bob"].life == 18  # a 0/1


def test_a_count_that_changes_in_combat_changes_the_pump() -> None:
    """Pride of the Clouds: "+1/+1 for each other creature on the battlefield with flying."
    A flier that dies in combat counts no more as the next damage step comes."""
    s = board([{"id": "pride", "card": "Pride of the Clouds"},
               creature("bird", 1, 1, "flying")],
              [creature("archer", 1, 3, "reach", "first strike")],
              {"pride": "Bob", "bird": "Bob"}, {"archer": "bird"})
    r = redzone.resolve(s)
    assert r.permanents["bird"].zone == "graveyard"
    assert _pt(r, "pride") == (1, 1)


def test_battering_wurm_cant_be_blocked_by_weaker_creatures_509_1b() -> None:
    """Battering Wurm: "Creatures with power less than this creature's power can't block
    it." A 4/3: a 2/2 can't block it, a 6/6 can."""
    s = board([{"id": "wurm", "card": "Battering Wurm"}], [creature("bear", 2, 2)],
              {"wurm": "Bob"}, {"bear": "wurm"})
    assert [v.rule for v in redzone.check(s)] == ["509.1b"]
    s = board([{"id": "wurm", "card": "Battering Wurm"}], [creature("giant", 6, 6)],
              {"wurm": "Bob"}, {"giant": "wurm"})
    assert redzone.check(s) == []


def test_dragonlord_ojutai_has_hexproof_while_untapped() -> None:
    """Dragonlord Ojutai: "... has hexproof as long as it's untapped." Attacking taps it
    (508.1f): then an opponent's ability may target it."""
    shock = {"cost": "{R}", "effects": [{"damage": 2, "to": "target creature"}]}
    s = board([{"id": "ojutai", "card": "Dragonlord Ojutai"}],
              [creature("mage", 0, 1, abilities=[shock])], {"ojutai": "Bob"},
              activate=[{"source": "mage", "target": "ojutai"}])
    assert redzone.resolve(s).permanents["ojutai"].damage == 2
    s = board([{"id": "ojutai", "card": "Dragonlord Ojutai"}],
              [creature("mage", 0, 1, abilities=[shock])], {},
              activate=[{"source": "mage", "target": "ojutai", "step": "beginning of combat"}])
    with pytest.raises(redzone.IllegalDeclaration, match="no legal target"):
        redzone.resolve(s)


def test_crowned_ceratok_gives_trample_to_creatures_with_a_counter() -> None:
    """Crowned Ceratok: "Each creature you control with a +1/+1 counter on it has
    trample." """
    s = board([{"id": "ceratok", "card": "Crowned Ceratok"},
               creature("bear", 2, 2, counters={"+1/+1": 1}), creature("cub", 2, 2)],
              [creature("w1", 0, 1), creature("w2", 0, 1)], {"bear": "Bob", "cub": "Bob"},
              {"w1": "bear", "w2": "cub"})
    assert redzone.resolve(s).players["Bob"].life == 20 - 2


def test_a_creature_that_dies_mid_combat_counts_no_more() -> None:
    """608.2h, 613.4c: a static ability's "for each" is counted as it applies. The crowd gets
    +1/+1 for each other creature you control; once the first-strike step kills one elf, the
    crowd is 1/1 in the regular combat damage step."""
    crowd = {"pump": [1, 1], "for_each": {"other": True, "controller": "you"}}
    s = board([creature("crowd", 0, 0, abilities=[crowd]), creature("elf1", 1, 1),
               creature("elf2", 1, 1)],
              [creature("striker", 1, 5, "first strike"), creature("wall", 0, 9)],
              {"crowd": "Bob", "elf1": "Bob"}, {"striker": "elf1", "wall": "crowd"})
    r = redzone.resolve(s)
    assert _pt(r, "crowd") == (1, 1)
    assert r.permanents["wall"].damage == 1


def test_elvish_berserker_counts_the_creatures_blocking_it() -> None:
    """Elvish Berserker: "Whenever this creature becomes blocked, it gets +1/+1 until end of
    turn for each creature blocking it." Counted as the ability resolves (608.2h)."""
    s = board([{"id": "berserker", "card": "Elvish Berserker"}],
              [creature("a", 1, 1), creature("b", 1, 1), creature("c", 1, 1)],
              {"berserker": "Bob"}, {"a": "berserker", "b": "berserker"})
    r = redzone.resolve(s)
    assert _pt(r, "berserker") == (3, 3)
    assert r.permanents["berserker"].zone == redzone.Zone.BATTLEFIELD


def test_akroan_hoplite_counts_the_attackers_as_x() -> None:
    """Akroan Hoplite: "Whenever this creature attacks, it gets +X/+0 until end of turn,
    where X is the number of attacking creatures you control." Itself included."""
    s = board([{"id": "hoplite", "card": "Akroan Hoplite"}, creature("bear"), creature("elf", 1, 1),
               creature("home", 1, 1)], [], {"hoplite": "Bob", "bear": "Bob", "elf": "Bob"})
    r = redzone.resolve(s)
    assert _pt(r, "hoplite") == (4, 2)  # a 1/2


def test_dread_slag_counts_the_cards_in_your_hand() -> None:
    """Dread Slag (9/9): "This creature gets -4/-4 for each card in your hand." With two
    cards it is 1/1; a hand the file doesn't give is named in the warnings, taken as empty."""
    slag = {"id": "slag", "card": "Dread Slag"}
    r = redzone.resolve(board([slag], [], {"slag": "Bob"}, players={"Alice": {"hand": 2}}))
    assert _pt(r, "slag") == (1, 1)
    r = redzone.resolve(board([slag], [], {"slag": "Bob"}))
    assert _pt(r, "slag") == (9, 9)
    assert any(w.text == "players.Alice.hand" for w in r.warnings)


def test_fiend_artisan_grows_as_a_creature_card_reaches_the_graveyard() -> None:
    """Fiend Artisan: "This creature gets +1/+1 for each creature card in your graveyard."
    An instant doesn't count; a nontoken creature of yours that dies in the first-strike
    step is a creature card in your graveyard (700.4) by the regular step."""
    s = board([{"id": "artisan", "card": "Fiend Artisan"}, creature("elf", 1, 1)],
              [creature("striker", 1, 5, "first strike"), creature("wall", 0, 9)],
              {"artisan": "Bob", "elf": "Bob"}, {"striker": "elf", "wall": "artisan"},
              players={"Alice": {"graveyard": ["creature", "instant"]}})
    r = redzone.resolve(s)
    assert r.permanents["elf"].zone == redzone.Zone.GRAVEYARD
    assert _pt(r, "artisan") == (3, 3)
    assert r.permanents["wall"].damage == 3


@pytest.mark.parametrize(("effect", "field", "message"), [
    ({"gains": ["flying"], "for_each": {"attacking": True}}, "for_each", "give `pump`"),
    ({"pump": [1, 0], "for_each": {}, "for_each_counter": "+1/+1"}, "for_each_counter",
     "one count"),
    ({"pump": [1, 0], "for_each_card": {"zone": "hand", "card_type": "creature"}},
     "for_each_card.card_type", "as a number"),
])
def test_a_malformed_count_names_its_field(effect: dict[str, object], field: str,
                                           message: str) -> None:
    ability = {"trigger": "attacks", "effects": [effect]}
    with pytest.raises(ScenarioError, match=message) as err:
        board([creature("x", 2, 2, abilities=[ability])], [], {"x": "Bob"})
    assert f"effects[0].{field}" in str(err.value)


def test_chameleon_colossus_doubles_its_power() -> None:
    """Chameleon Colossus (4/4): "{2}{G}{G}: This creature gets +X/+X until end of turn, where
    X is its power." X is read as it resolves (608.2h): once 8/8, twice 16/16."""
    colossus = {"id": "colossus", "card": "Chameleon Colossus"}
    r = redzone.resolve(board([colossus], [], {"colossus": "Bob"},
                              activate=[{"source": "colossus", "times": 2,
                                         "step": "declare attackers"}]))
    assert _pt(r, "colossus") == (16, 16)


def test_brambleguard_captain_gives_its_power() -> None:
    """Brambleguard Captain (2/3): "At the beginning of combat on your turn, target creature
    you control gets +X/+0 until end of turn, where X is this creature's power." """
    captain = {"id": "captain", "card": "Brambleguard Captain"}
    r = redzone.resolve(board([captain, creature("bear")], [], {"bear": "Bob"},
                              targets={"captain": ["bear"]}))
    assert _pt(r, "bear") == (4, 2)
