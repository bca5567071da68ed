"""Real cards' activated abilities compiled (cards/text): costs that sacrifice several
permanents ("Sacrifice two Islands", 701.21a) or return permanents to their owner's hand
("Return a land you control to its owner's hand", 601.2h) or exile the source ("Exile this
creature", 701.13a), each card with its oracle text and
the abilities expected; and on a board, what such a cost takes."""

from __future__ import annotations

import pytest

import redzone
from boards import board, creature
from card_cases import Case, assert_compiles
from redzone import EventType, Zone
from redzone.core.abilities import read_cost
from redzone.core.errors import IllegalDeclaration

CASES: list[Case] = [
    Case(
        "Eater of Hope",
        "{2}{B}, Sacrifice two other creatures: Destroy target creature.",
        [],
        [],
        1,
        [
            {
                "cost": "{2}{B}, Sacrifice two other creatures",
                "effects": [{"destroy": True, "to": "target creature"}],
            }
        ],
        [],
    ),
    Case(
        "Biolume Serpent",
        "Sacrifice two Islands: This creature can't be blocked this turn.",
        [],
        [],
        1,
        [{"cost": "Sacrifice two Islands", "effects": [{"gains": ["can't be blocked"]}]}],
        [],
    ),
    Case(
        "Teysa, Orzhov Scion",
        "Sacrifice three white creatures: Exile target creature.",
        [],
        [],
        1,
        [
            {
                "cost": "Sacrifice three white creatures",
                "effects": [{"exile": True, "to": "target creature"}],
            }
        ],
        [],
        legendary=True,
    ),
    Case(
        "Krark-Clan Engineers",
        "{R}, Sacrifice two artifacts: Destroy target artifact.",
        [],
        [],
        1,
        [
            {
                "cost": "{R}, Sacrifice two artifacts",
                "effects": [
                    {"destroy": True, "to": "target permanent", "target": {"types": ["artifact"]}}
                ],
            }
        ],
        [],
    ),
    Case(
        "Torpid Moloch",
        "Sacrifice three lands: This creature loses defender until end of turn.",
        [],
        [],
        1,
        [{"cost": "Sacrifice three lands", "effects": [{"loses": ["defender"]}]}],
        [],
    ),
    Case(
        "General Kudro of Drannith",
        "{2}, Sacrifice two Humans: Destroy target creature with power 4 or greater.",
        [],
        [],
        1,
        [
            {
                "cost": "{2}, Sacrifice two Humans",
                "effects": [
                    {"destroy": True, "to": "target creature", "target": {"power_at_least": 4}}
                ],
            }
        ],
        [],
        legendary=True,
    ),
    Case(
        "Floodbringer",
        "Flying\n{2}, Return a land you control to its owner's hand: Tap target land.",
        ["Flying"],
        ["flying"],
        1,
        [
            {
                "cost": "{2}, Return a land you control to its owner's hand",
                "effects": [{"tap": True, "to": "target permanent", "target": {"types": ["land"]}}],
            }
        ],
        [],
    ),
    Case(
        "Meloku the Clouded Mirror",
        "Flying\n{1}, Return a land you control to its owner's hand: Create a 1/1 blue "
        "Illusion creature token with flying.",
        ["Flying"],
        ["flying"],
        1,
        [
            {
                "cost": "{1}, Return a land you control to its owner's hand",
                "effects": [
                    {
                        "tokens": {
                            "count": 1,
                            "power": 1,
                            "toughness": 1,
                            "colors": ["blue"],
                            "subtypes": ["Illusion"],
                            "name": "Illusion",
                            "keywords": ["flying"],
                        }
                    }
                ],
            }
        ],
        [],
        legendary=True,
    ),
    Case(
        "Mina and Denn, Wildborn",
        "You may play an additional land on each of your turns.\n{R}{G}, Return a land you "
        "control to its owner's hand: Target creature gains trample until end of turn.",
        [],
        [],
        1,
        [
            {
                "cost": "{R}{G}, Return a land you control to its owner's hand",
                "effects": [{"gains": ["trample"], "to": "target creature"}],
            }
        ],
        [],
        legendary=True,
    ),
    Case(
        "Oboro Envoy",
        "Flying\n{2}, Return a land you control to its owner's hand: Target creature gets "
        "-X/-0 until end of turn, where X is the number of cards in your hand.",
        ["Flying"],
        ["flying"],
        1,
        [
            {
                "cost": "{2}, Return a land you control to its owner's hand",
                "effects": [
                    {"pump": [-1, 0], "to": "target creature", "for_each_card": {"zone": "hand"}}
                ],
            }
        ],
        [],
    ),
    Case(
        "Pearl Lake Ancient",
        "Flash\nThis spell can't be countered.\nProwess (Whenever you cast a noncreature "
        "spell, this creature gets +1/+1 until end of turn.)\nReturn three lands you control "
        "to their owner's hand: Return this creature to its owner's hand.",
        ["Flash", "Prowess"],
        [],
        1,
        [
            {
                "cost": "Return three lands you control to their owner's hand",
                "effects": [{"return_to_hand": True}],
            }
        ],
        [],
    ),
    Case(
        "Quirion Ranger",
        "Return a Forest you control to its owner's hand: Untap target creature. Activate "
        "only once each turn.",
        [],
        [],
        1,
        [
            {
                "cost": "Return a Forest you control to its owner's hand",
                "effects": [{"untap": True, "to": "target creature"}],
                "limits": ["once each turn"],
            }
        ],
        [],
    ),
    Case(
        "Scryb Ranger",
        "Flash\nFlying, protection from blue\nReturn a Forest you control to its owner's "
        "hand: Untap target creature. Activate only once each turn.",
        ["Flash", "Flying", "Protection"],
        ["flying", "protection from blue"],
        1,
        [
            {
                "cost": "Return a Forest you control to its owner's hand",
                "effects": [{"untap": True, "to": "target creature"}],
                "limits": ["once each turn"],
            }
        ],
        [],
    ),
    Case(
        "Soratami Mirror-Guard",
        "Flying\n{2}, Return a land you control to its owner's hand: Target creature with "
        "power 2 or less can't be blocked this turn.",
        ["Flying"],
        ["flying"],
        1,
        [
            {
                "cost": "{2}, Return a land you control to its owner's hand",
                "effects": [
                    {
                        "gains": ["can't be blocked"],
                        "to": "target creature",
                        "target": {"power_at_most": 2},
                    }
                ],
            }
        ],
        [],
    ),
    Case(
        "Soratami Mirror-Mage",
        "Flying\n{3}, Return three lands you control to their owner's hand: Return target "
        "creature to its owner's hand.",
        ["Flying"],
        ["flying"],
        1,
        [
            {
                "cost": "{3}, Return three lands you control to their owner's hand",
                "effects": [{"return_to_hand": True, "to": "target creature"}],
            }
        ],
        [],
    ),
    Case(
        "Soratami Rainshaper",
        "Flying\n{3}, Return a land you control to its owner's hand: Target creature you "
        "control gains shroud until end of turn. (It can't be the target of spells or "
        "abilities.)",
        ["Flying"],
        ["flying"],
        1,
        [
            {
                "cost": "{3}, Return a land you control to its owner's hand",
                "effects": [
                    {"gains": ["shroud"], "to": "target creature", "target": {"controller": "you"}}
                ],
            }
        ],
        [],
    ),
    Case(
        "Trench Behemoth",
        "Return a land you control to its owner's hand: Untap this creature. It gains "
        "hexproof until end of turn.\nLandfall — Whenever a land you control enters, target "
        "creature an opponent controls attacks during its controller's next combat phase if "
        "able.",
        ["Landfall"],
        [],
        1,
        [
            {
                "cost": "Return a land you control to its owner's hand",
                "effects": [{"untap": True}, {"gains": ["hexproof"]}],
            }
        ],
        [],
    ),
    Case(
        "Wirewood Symbiote",
        "Return an Elf you control to its owner's hand: Untap target creature. Activate only "
        "once each turn.",
        [],
        [],
        1,
        [
            {
                "cost": "Return an Elf you control to its owner's hand",
                "effects": [{"untap": True, "to": "target creature"}],
                "limits": ["once each turn"],
            }
        ],
        [],
    ),
    Case(
        "Skoa, Embermage",
        "When Skoa enters, it deals 4 damage to any target.\nGrandeur — Discard another card "
        "named Skoa, Embermage, Sacrifice two Mountains: Skoa deals 4 damage to any target.",
        ["Grandeur"],
        [],
        1,
        [
            {
                "cost": "Discard another card named this permanent, Sacrifice two Mountains",
                "effects": [{"damage": 4, "to": "any target"}],
            }
        ],
        [],
        legendary=True,
    ),
    Case(
        "Preston, the Vanisher",
        "Whenever another nontoken creature you control enters, if it wasn't cast, create a "
        "token that's a copy of that creature, except it's a 0/1 white Illusion.\n{1}{W}, "
        "Sacrifice five Illusions: Exile target nonland permanent.",
        [],
        [],
        1,
        [
            {
                "cost": "{1}{W}, Sacrifice five Illusions",
                "effects": [
                    {
                        "exile": True,
                        "to": "target permanent",
                        "target": {"types": [], "not_types": ["land"]},
                    }
                ],
            }
        ],
        [],
        legendary=True,
    ),
    Case(
        "Hanged Executioner",
        "Flying\nWhen this creature enters, create a 1/1 white Spirit creature token with "
        "flying.\n{3}{W}, Exile this creature: Exile target creature.",
        ["Flying"],
        ["flying"],
        1,
        [
            {
                "cost": "{3}{W}, Exile this creature",
                "effects": [{"exile": True, "to": "target creature"}],
            }
        ],
        [],
    ),
    Case(
        "Inquisitive Puppet",
        "When this creature enters, scry 1.\nExile this creature: Create a 1/1 white Human "
        "creature token.",
        ["Scry"],
        [],
        1,
        [
            {
                "cost": "Exile this creature",
                "effects": [
                    {
                        "tokens": {
                            "count": 1,
                            "power": 1,
                            "toughness": 1,
                            "colors": ["white"],
                            "subtypes": ["Human"],
                            "name": "Human",
                        }
                    }
                ],
            }
        ],
        [],
    ),
    Case(
        "Planar Guide",
        "{3}{W}, Exile this creature: Exile all creatures. At the beginning of the next end "
        "step, return those cards to the battlefield under their owners' control.",
        [],
        [],
        1,
        [
            {
                "cost": "{3}{W}, Exile this creature",
                "effects": [{"exile": True, "to": "each creature"}],
            }
        ],
        [],
    ),
    Case(
        "Glimmer Bairn",
        "Sacrifice a token: This creature gets +2/+2 until end of turn.",
        [],
        [],
        1,
        [{"cost": "Sacrifice a token", "effects": [{"pump": [2, 2]}]}],
        [],
    ),
    Case(
        "Knight of the Last Breath",
        "{3}, Sacrifice another nontoken creature: Create a 1/1 white and black Spirit "
        "creature token with flying.\nAfterlife 3 (When this creature dies, create three 1/1 "
        "white and black Spirit creature tokens with flying.)",
        ["Afterlife"],
        ["afterlife 3"],
        1,
        [
            {
                "cost": "{3}, Sacrifice another nontoken creature",
                "effects": [
                    {
                        "tokens": {
                            "count": 1,
                            "power": 1,
                            "toughness": 1,
                            "colors": ["white", "black"],
                            "subtypes": ["Spirit"],
                            "name": "Spirit",
                            "keywords": ["flying"],
                        }
                    }
                ],
            }
        ],
        [],
    ),
    Case(
        "Prosperity Tycoon",
        'When this creature enters, create a 1/1 red Mercenary creature token with "{T}: '
        'Target creature you control gets +1/+0 until end of turn. Activate only as a '
        'sorcery."\n{2}, Sacrifice a token: This creature gains indestructible until end of '
        'turn. Tap it. (Damage and effects that say "destroy" don\'t destroy it.)',
        [],
        [],
        1,
        [
            {
                "cost": "{2}, Sacrifice a token",
                "effects": [{"gains": ["indestructible"]}, {"tap": True}],
            }
        ],
        [],
    ),
    # an irregular plural isn't read ("Elves" isn't "Elve"s)
    Case(
        "X",
        "Sacrifice two Elves: This creature gets +2/+2 until end of turn.",
        [],
        [],
        1,
        [],
        ["Sacrifice two Elves: This creature gets +2/+2 until end of turn."],
    ),
    # "the sacrificed creature" of two is no one creature
    Case(
        "X",
        "Sacrifice two creatures: This creature deals damage equal to the sacrificed "
        "creature's power to any target.",
        [],
        [],
        1,
        [],
        [
            "Sacrifice two creatures: This creature deals damage equal to the sacrificed "
            "creature's power to any target."
        ],
    ),
]



@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_card_text_compiles(case: Case) -> None:
    assert_compiles(case)


def test_sacrifice_two_reads_a_count() -> None:
    assert read_cost("Sacrifice two Islands").sacrifice_count == 2
    assert read_cost("Sacrifice five Illusions").sacrifice_a is not None


EATER = {
    "cost": "{2}{B}, Sacrifice two other creatures",
    "effects": [{"destroy": True, "to": "target creature"}],
}


def test_eater_of_hope_sacrifices_the_two_creatures_the_file_names_701_21a() -> None:
    """Eater of Hope: "{2}{B}, Sacrifice two other creatures: Destroy target creature." The
    elf and the bear are sacrificed; the blocking wall is destroyed and the dragon's damage
    goes to no one (it was blocked)."""
    s = board(
        [creature("eater", 2, 2, abilities=[EATER]), creature("elf", 1, 1), creature("bear")],
        [creature("wall", 0, 8)],
        {"eater": "Bob"},
        {"wall": "eater"},
        activate=[{"source": "eater", "sacrifice": ["elf", "bear"], "target": "wall"}],
    )
    r = redzone.resolve(s)
    assert [e.permanent for e in r.events if e.type == EventType.SACRIFICED] == ["elf", "bear"]
    assert r.permanents["wall"].zone == Zone.GRAVEYARD
    assert r.players["Bob"].life == 20


def test_a_cost_that_sacrifices_two_needs_two_601_2h() -> None:
    """With one other creature, "Sacrifice two other creatures" can't be paid; the
    default pick takes two when there are."""
    s = board(
        [creature("eater", 2, 2, abilities=[EATER]), creature("elf", 1, 1)],
        [creature("wall", 0, 8)],
        {"eater": "Bob"},
        {"wall": "eater"},
        activate=[{"source": "eater", "target": "wall"}],
    )
    with pytest.raises(IllegalDeclaration, match=r"1 permanent\(s\) to sacrifice.*needs 2"):
        redzone.resolve(s)
    s = board(
        [
            creature("eater", 2, 2, abilities=[EATER]),
            creature("elf", 1, 1),
            creature("bear"),
            creature("ogre", 3, 3),
        ],
        [creature("wall", 0, 8)],
        {"eater": "Bob"},
        {"wall": "eater"},
        activate=[{"source": "eater", "target": "wall"}],
    )
    r = redzone.resolve(s)
    assert len([e for e in r.events if e.type == EventType.SACRIFICED]) == 2
    assert r.permanents["eater"].zone == Zone.BATTLEFIELD


def test_the_file_names_as_many_as_the_cost_sacrifices_601_2h() -> None:
    """A sacrifice list naming one creature for "Sacrifice two other creatures" is refused,
    and so is one creature named twice."""
    for named in (["elf"], ["elf", "elf"]):
        s = board(
            [creature("eater", 2, 2, abilities=[EATER]), creature("elf", 1, 1), creature("bear")],
            [creature("wall", 0, 8)],
            {"eater": "Bob"},
            {"wall": "eater"},
            activate=[{"source": "eater", "sacrifice": named, "target": "wall"}],
        )
        with pytest.raises(IllegalDeclaration, match=r"601\.2h"):
            redzone.resolve(s)


ENVOY = {
    "cost": "{2}, Return a land you control to its owner's hand",
    "effects": [{"pump": [-1, 0], "to": "target creature", "for_each_card": {"zone": "hand"}}],
}
FOREST = {"id": "forest", "name": "Forest", "types": ["land"]}


def test_oboro_envoy_returns_a_land_and_counts_it_in_hand_601_2h() -> None:
    """Oboro Envoy: "{2}, Return a land you control to its owner's hand: Target creature gets
    -X/-0 until end of turn, where X is the number of cards in your hand." Alice has two cards;
    the Forest returned as the cost makes three: the 3/3 wall deals the ogre no damage."""
    s = board(
        [creature("ogre", 4, 4), creature("envoy", 1, 4, abilities=[ENVOY]), FOREST],
        [creature("wall", 3, 3)],
        {"ogre": "Bob"},
        {"wall": "ogre"},
        players={"Alice": {"hand": 2}},
        activate=[{"source": "envoy", "target": "wall"}],
    )
    r = redzone.resolve(s)
    assert [e.permanent for e in r.events if e.type == EventType.RETURNED] == ["forest"]
    assert r.permanents["forest"].zone == Zone.HAND
    assert r.permanents["ogre"].damage == 0
    assert r.permanents["wall"].zone == Zone.GRAVEYARD


def test_a_return_cost_needs_the_permanents_601_2h() -> None:
    """Without a land, "Return a land you control..." can't be paid; "Return three lands"
    needs three."""
    s = board(
        [creature("ogre", 4, 4), creature("envoy", 1, 4, abilities=[ENVOY])],
        [creature("wall", 3, 3)],
        {"ogre": "Bob"},
        {"wall": "ogre"},
        activate=[{"source": "envoy", "target": "wall"}],
    )
    with pytest.raises(IllegalDeclaration, match="0 permanent"):
        redzone.resolve(s)
    three = {**ENVOY, "cost": "{3}, Return three lands you control to their owner's hand"}
    s = board(
        [
            creature("ogre", 4, 4),
            creature("envoy", 1, 4, abilities=[three]),
            FOREST,
            {**FOREST, "id": "forest2"},
        ],
        [creature("wall", 3, 3)],
        {"ogre": "Bob"},
        {"wall": "ogre"},
        activate=[{"source": "envoy", "target": "wall"}],
    )
    with pytest.raises(IllegalDeclaration, match="needs 3"):
        redzone.resolve(s)


def test_a_returned_token_joins_no_hand_111_8() -> None:
    """A token returned as a cost ceases to exist (704.5d): the hand stays at two, -2/-0."""
    s = board(
        [
            creature("ogre", 4, 4),
            creature("envoy", 1, 4, abilities=[ENVOY]),
            {**FOREST, "token": True},
        ],
        [creature("wall", 3, 3)],
        {"ogre": "Bob"},
        {"wall": "ogre"},
        players={"Alice": {"hand": 2}},
        activate=[{"source": "envoy", "target": "wall"}],
    )
    r = redzone.resolve(s)
    assert r.permanents["ogre"].damage == 1


EXECUTIONER = {
    "cost": "{3}{W}, Exile this creature",
    "effects": [{"exile": True, "to": "target creature"}],
}


def test_hanged_executioner_exiles_itself_and_its_target_701_13a() -> None:
    """Hanged Executioner: "{3}{W}, Exile this creature: Exile target creature." Bob's
    executioner, blocking nothing, exiles itself (it doesn't die, 700.4) and the attacker."""
    s = board(
        [creature("ogre", 4, 4)],
        [creature("executioner", 1, 1, abilities=[EXECUTIONER])],
        {"ogre": "Bob"},
        activate=[{"source": "executioner", "target": "ogre"}],
    )
    r = redzone.resolve(s)
    assert r.permanents["executioner"].zone == Zone.EXILE
    assert r.permanents["ogre"].zone == Zone.EXILE
    assert not [e for e in r.events if e.type in (EventType.SACRIFICED, EventType.GRAVEYARD)]
    assert r.players["Bob"].life == 20


BAIRN = {"cost": "Sacrifice a token", "effects": [{"pump": [2, 2]}]}


def test_glimmer_bairn_sacrifices_only_a_token_111_1() -> None:
    """Glimmer Bairn: "Sacrifice a token: This creature gets +2/+2 until end of turn." The
    bear isn't a token; the spirit is, and is the one sacrificed."""
    s = board(
        [
            creature("bairn", 1, 1, abilities=[BAIRN]),
            creature("bear"),
            creature("spirit", 1, 1, token=True),
        ],
        [],
        {"bairn": "Bob"},
        activate=[{"source": "bairn"}],
    )
    r = redzone.resolve(s)
    assert [e.permanent for e in r.events if e.type == EventType.SACRIFICED] == ["spirit"]
    assert r.players["Bob"].life == 20 - 3
