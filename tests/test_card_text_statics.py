"""Real cards' static abilities compiled (cards/text) and played, each as a table case with
its oracle text and boards showing the card doing what its text says: prevention effects
naming the damage's source or given to others (615.1a), damage that can't be prevented
(615.12), ward and attacking each combat given by lords (702.21a, 508.1d), the city's blessing
and ascend (702.131), keywords taken away for good (613.1f), "as long as it entered this
turn", creatures entering tapped (614.1d), and conditions naming supertypes (205.4a) and
poisoned players (122.1f)."""

from __future__ import annotations

from typing import Any

import pytest

import redzone
from boards import board, creature
from card_cases import Case, assert_compiles
from redzone import EventType, Zone

CASES: list[Case] = [
    Case(
        'Champion Lancer',
        'Prevent all damage that would be dealt to this creature by creatures.',
        [],
        ['prevent all damage that would be dealt to it by creatures'],
        1, [], [],
    ),
    Case(
        'Argothian Pixies',
        "This creature can't be blocked by artifact creatures.\n"
        'Prevent all damage that would be dealt to this creature by artifact creatures.',
        [],
        ["can't be blocked by artifact creatures",
         'prevent all damage that would be dealt to it by artifact creatures'],
        1, [], [],
    ),
    Case(
        'Tresserhorn Skyknight',
        'Flying\nPrevent all damage that would be dealt to this creature by creatures with '
        'first strike.',
        ['Flying'],
        ['flying', 'prevent all damage that would be dealt to it by creatures with first strike'],
        1, [], [],
    ),
    Case(
        'Wall of Shadows',
        "Defender (This creature can't attack.)\nPrevent all damage that would be dealt to this "
        "creature by creatures it's blocking.\nThis creature can't be the target of spells that "
        "can target only Walls or of abilities that can target only Walls.",
        ['Defender'],
        ['defender', "prevent all damage that would be dealt to it by creatures it's blocking"],
        1, [], [],
    ),
    Case(
        'Armored Transport',
        'Prevent all combat damage that would be dealt to this creature by creatures blocking '
        'it.',
        [],
        ['prevent all combat damage that would be dealt to it by creatures blocking it'],
        1, [], [],
    ),
    Case(
        'Argothian Treefolk',
        'Prevent all damage that would be dealt to this creature by artifact sources.',
        [],
        ['prevent all damage that would be dealt to it by artifact sources'],
        1, [], [],
    ),
    Case(
        'Star Whale',
        'Flying, vigilance\nOther creatures you control have ward {2}.',
        ['Flying', 'Vigilance'],
        ['flying', 'vigilance'],
        1,
        [{'affects': {'other': True, 'controller': 'you'}, 'gains': ['ward {2}']}],
        [],
    ),
    Case(
        'Giant Ankheg',
        'Trample\nWard {2} (Whenever this creature becomes the target of a spell or ability an '
        'opponent controls, counter it unless that player pays {2}.)\nOther creatures you '
        'control have trample and ward {2}.',
        ['Trample', 'Ward'],
        ['trample', 'ward {2}'],
        1,
        [{'affects': {'other': True, 'controller': 'you'}, 'gains': ['trample', 'ward {2}']}],
        [],
    ),
    Case(
        'Coppercoat Vanguard',
        'Each other Human you control gets +1/+0 and has ward {1}. (Whenever it becomes the '
        'target of a spell or ability an opponent controls, counter it unless that player pays '
        '{1}.)',
        [],
        [],
        1,
        [{'affects': {'other': True, 'subtypes': ['Human'], 'controller': 'you'},
          'pump': [1, 0], 'gains': ['ward {1}']}],
        [],
    ),
    Case(
        'Bronze Guardian',
        'Double strike\nWard {2} (Whenever this creature becomes the target of a spell or '
        'ability an opponent controls, counter it unless that player pays {2}.)\nOther '
        'artifacts you control have ward {2}.',
        ['Double strike', 'Ward'],
        ['double strike', 'ward {2}'],
        1,
        [{'affects': {'other': True, 'types': ['artifact'], 'controller': 'you'},
          'gains': ['ward {2}']}],
        [],
    ),
    Case(
        'Angler Turtle',
        'Hexproof\nCreatures your opponents control attack each combat if able.',
        ['Hexproof'],
        ['hexproof'],
        1,
        [{'affects': {'controller': 'an opponent'}, 'gains': ['attacks each combat if able']}],
        [],
    ),
    Case(
        'Hellraiser Goblin',
        'Creatures you control have haste and attack each combat if able.',
        [],
        [],
        1,
        [{'affects': {'controller': 'you'},
          'gains': ['haste', 'attacks each combat if able']}],
        [],
    ),
    Case(
        'Avatar of Slaughter',
        'All creatures have double strike and attack each combat if able.',
        [],
        [],
        1,
        [{'affects': {}, 'gains': ['double strike', 'attacks each combat if able']}],
        [],
    ),
    Case(
        'Dusk Charger',
        "Ascend (If you control ten or more permanents, you get the city's blessing for the rest "
        "of the game.)\nThis creature gets +2/+2 as long as you have the city's blessing.",
        ['Ascend'],
        ['ascend'],
        1,
        [{'affects': 'it', 'pump': [2, 2], 'as_long_as': "you have the city's blessing"}],
        [],
    ),
    Case(
        'Slippery Scoundrel',
        "Ascend (If you control ten or more permanents, you get the city's blessing for the rest "
        "of the game.)\nAs long as you have the city's blessing, this creature has hexproof and "
        "can't be blocked.",
        ['Ascend'],
        ['ascend'],
        1,
        [{'affects': 'it', 'gains': ['hexproof', "can't be blocked"],
          'as_long_as': "you have the city's blessing"}],
        [],
    ),
    Case(
        'Wayward Swordtooth',
        "Ascend (If you control ten or more permanents, you get the city's blessing for the rest "
        "of the game.)\nYou may play an additional land on each of your turns.\nThis creature "
        "can't attack or block unless you have the city's blessing.",
        ['Ascend'],
        ['ascend'],
        1,
        [{'affects': 'it', 'gains': ["can't attack", "can't block"],
          'as_long_as': {'not': "you have the city's blessing"}}],
        [],
    ),
    Case(
        'Tendershoot Dryad',
        "Ascend (If you control ten or more permanents, you get the city's blessing for the rest "
        "of the game.)\nAt the beginning of each upkeep, create a 1/1 green Saproling creature "
        "token.\nSaprolings you control get +2/+2 as long as you have the city's blessing.",
        ['Ascend'],
        ['ascend'],
        1,
        [{'affects': {'subtypes': ['Saproling'], 'controller': 'you'}, 'pump': [2, 2],
          'as_long_as': "you have the city's blessing"}],
        [],
    ),
    Case(
        'Resplendent Griffin',
        "Flying\nAscend (If you control ten or more permanents, you get the city's blessing for "
        "the rest of the game.)\nWhenever this creature attacks, if you have the city's "
        "blessing, put a +1/+1 counter on it.",
        ['Flying', 'Ascend'],
        ['flying', 'ascend'],
        1,
        [{'trigger': 'attacks', 'effects': [{'counters': {'+1/+1': 1}}],
          'if': "you have the city's blessing"}],
        [],
    ),
    Case(
        'Archetype of Imagination',
        "Creatures you control have flying.\nCreatures your opponents control lose flying and "
        "can't have or gain flying.",
        [],
        [],
        1,
        [{'affects': {'controller': 'you'}, 'gains': ['flying']},
         {'affects': {'controller': 'an opponent'}, 'cant_have': ['flying']}],
        [],
    ),
    Case(
        'Archetype of Courage',
        "Creatures you control have first strike.\nCreatures your opponents control lose first "
        "strike and can't have or gain first strike.",
        [],
        [],
        1,
        [{'affects': {'controller': 'you'}, 'gains': ['first strike']},
         {'affects': {'controller': 'an opponent'}, 'cant_have': ['first strike']}],
        [],
    ),
    Case(
        'Excruciator',
        "Damage that would be dealt by this creature can't be prevented.",
        [],
        ["damage that would be dealt by it can't be prevented"],
        1, [], [],
    ),
    Case(
        'Crew Captain',
        'Haste\nThis creature has indestructible as long as it entered this turn.',
        ['Haste'],
        ['haste'],
        1,
        [{'affects': 'it', 'gains': ['indestructible'], 'as_long_as': 'it entered this turn'}],
        [],
    ),
    Case(
        'Keldon Strike Team',
        'Kicker {1}{W} (You may pay an additional {1}{W} as you cast this spell.)\nWhen this '
        'creature enters, if it was kicked, create two 1/1 white Soldier creature tokens.\nAs '
        'long as this creature entered this turn, creatures you control have haste.',
        ['Kicker'],
        [],
        1,
        [{'affects': {'controller': 'you'}, 'gains': ['haste'],
          'as_long_as': 'it entered this turn'}],
        [],
    ),
    Case(
        'Fungus Elemental',
        '{G}, Sacrifice a Forest: Put a +2/+2 counter on this creature. Activate only if this '
        'creature entered this turn.',
        [],
        [],
        1,
        [{'cost': '{G}, Sacrifice a Forest', 'effects': [{'counters': {'+2/+2': 1}}],
          'if': 'it entered this turn'}],
        [],
    ),
    Case(
        'Imposing Sovereign',
        'Creatures your opponents control enter tapped.',
        [],
        ['creatures your opponents control enter tapped'],
        1, [], [],
    ),
    Case(
        'Thalia, Heretic Cathar',
        'First strike\nCreatures and nonbasic lands your opponents control enter tapped.',
        ['First strike'],
        ['first strike', 'creatures your opponents control enter tapped'],
        1, [], [],
    ),
    Case(
        'Emmara Tandris',
        'Prevent all damage that would be dealt to creature tokens you control.',
        [],
        [],
        1,
        [{'affects': {'token': True, 'controller': 'you'},
          'gains': ['prevent all damage that would be dealt to it']}],
        [],
    ),
    Case(
        'Losheel, Clockwork Scholar',
        'Prevent all combat damage that would be dealt to attacking artifact creatures you '
        'control.',
        [],
        [],
        1,
        [{'affects': {'attacking': True, 'types': ['artifact', 'creature'], 'controller': 'you'},
          'gains': ['prevent all combat damage that would be dealt to it']}],
        [],
    ),
    Case(
        'Guardian Naga',
        'Vigilance\nDuring your turn, prevent all damage that would be dealt to this creature.',
        ['Vigilance'],
        ['vigilance'],
        1,
        [{'affects': 'it', 'gains': ['prevent all damage that would be dealt to it'],
          'as_long_as': "it's your turn"}],
        [],
    ),
    Case(
        'Crystal Barricade',
        "Defender (This creature can't attack.)\nYou have hexproof. (You can't be the target of "
        "spells or abilities your opponents control.)\nPrevent all noncombat damage that would "
        "be dealt to other creatures you control.",
        ['Defender'],
        ['defender', 'you have hexproof'],
        1,
        [{'affects': {'other': True, 'controller': 'you'},
          'gains': ['prevent all noncombat damage that would be dealt to it']}],
        [],
    ),
    Case(
        'Arctic Foxes',
        "This creature can't be blocked by creatures with power 2 or greater as long as "
        "defending player controls a snow land.",
        [],
        [],
        1,
        [{'affects': 'it', 'gains': ["can't be blocked by creatures with power 2 or greater"],
          'as_long_as': {'defending_player_controls': {'types': ['land', 'snow']}}}],
        [],
    ),
    Case(
        'Skyshroud Elite',
        'This creature gets +1/+2 as long as an opponent controls a nonbasic land.',
        [],
        [],
        1,
        [{'affects': 'it', 'pump': [1, 2],
          'as_long_as': {'an_opponent_controls': {'not_types': ['basic'], 'types': ['land']}}}],
        [],
    ),
    Case(
        'Viridian Betrayers',
        'This creature has infect as long as an opponent is poisoned. (It deals damage to '
        'creatures in the form of -1/-1 counters and to players in the form of poison '
        'counters.)',
        [],
        [],
        1,
        [{'affects': 'it', 'gains': ['infect'], 'as_long_as': {'opponent_poison_at_least': 1}}],
        [],
    ),
    Case(
        'Windwright Mage',
        'Lifelink (Damage dealt by this creature also causes you to gain that much life.)\n'
        'This creature has flying as long as an artifact card is in your graveyard.',
        ['Lifelink'],
        ['lifelink'],
        1,
        [{'affects': 'it', 'gains': ['flying'],
          'as_long_as': {'graveyard_at_least': 1, 'card_type': 'artifact'}}],
        [],
    ),
]



@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_card_text_compiles(case: Case) -> None:
    assert_compiles(case)


# --- prevention effects naming the source (615.1a) -------------------------------------------

SHOCK = {"cost": "{R}", "effects": [{"damage": 2, "to": "target creature"}]}


def _prevented(r: redzone.Result) -> list[tuple[str, str]]:
    return [(e.source, e.note) for e in r.events if e.type == EventType.PREVENTED]


def test_tresserhorn_skyknight_prevents_only_first_strikers_damage_615_1a() -> None:
    """Tresserhorn Skyknight (5/3): "Prevent all damage that would be dealt to this creature
    by creatures with first strike." Blocked by a 3/3 first striker and a 3/3: only the
    second's damage is dealt."""
    knight = creature("knight", 5, 3, "flying", "prevent all damage that would be dealt to it "
                      "by creatures with first strike")
    s = board([knight], [creature("fs", 3, 3, "first strike", "reach"),
                         creature("wall", 2, 2, "reach")],
              {"knight": "Bob"}, {"fs": "knight", "wall": "knight"})
    r = redzone.resolve(s)
    assert r.permanents["knight"].damage == 2
    assert _prevented(r) == [("fs", "prevent all damage that would be dealt to it by creatures "
                                    "with first strike")]


def test_argothian_pixies_ignore_artifact_creatures_only() -> None:
    """Argothian Pixies: "... by artifact creatures." An artifact creature's ability damage is
    prevented too (any damage); a nonartifact creature's isn't."""
    pixies = creature("pixies", 2, 1, "prevent all damage that would be dealt to it by "
                      "artifact creatures")
    golem = creature("golem", 0, 1, types=["artifact", "creature"], abilities=[SHOCK])
    s = board([creature("bear", 2, 2)], [pixies, golem], {"bear": "Bob"},
              activate=[{"source": "golem", "target": "pixies"}])
    r = redzone.resolve(s)
    assert r.permanents["pixies"].zone == Zone.BATTLEFIELD
    mage = creature("mage", 0, 1, abilities=[SHOCK])
    s = board([creature("bear", 2, 2)], [pixies, mage], {"bear": "Bob"},
              activate=[{"source": "mage", "target": "pixies"}])
    assert redzone.resolve(s).permanents["pixies"].zone == Zone.GRAVEYARD


def test_wall_of_shadows_is_dealt_no_damage_by_what_it_blocks() -> None:
    """Wall of Shadows (0/1): "Prevent all damage that would be dealt to this creature by
    creatures it's blocking." The ogre it blocks deals it none; a creature it doesn't block
    (a pinger) still can."""
    wall = creature("wall", 0, 1, "defender", "prevent all damage that would be dealt to it by "
                    "creatures it's blocking")
    s = board([creature("ogre", 3, 3)], [wall], {"ogre": "Bob"}, {"wall": "ogre"})
    r = redzone.resolve(s)
    assert r.permanents["wall"].zone == Zone.BATTLEFIELD and r.permanents["wall"].damage == 0
    s = board([creature("ogre", 3, 3), creature("mage", 0, 1, abilities=[SHOCK])], [wall],
              {"ogre": "Bob"}, {"wall": "ogre"},
              activate=[{"source": "mage", "target": "wall"}])
    assert redzone.resolve(s).permanents["wall"].zone == Zone.GRAVEYARD


def test_armored_transport_is_dealt_no_combat_damage_by_its_blockers() -> None:
    """Armored Transport (2/1): "Prevent all combat damage that would be dealt to this
    creature by creatures blocking it." It survives its blocker; an ability's damage isn't
    combat damage."""
    transport = creature("transport", 2, 1, types=["artifact", "creature"], keywords=[
        "prevent all combat damage that would be dealt to it by creatures blocking it"])
    s = board([transport], [creature("bear", 2, 2)], {"transport": "Bob"},
              {"bear": "transport"})
    r = redzone.resolve(s)
    assert r.permanents["transport"].damage == 0
    assert r.permanents["bear"].damage == 2
    s = board([transport], [creature("bear", 2, 2, abilities=[SHOCK])], {"transport": "Bob"},
              {"bear": "transport"}, activate=[{"source": "bear", "target": "transport"}])
    assert redzone.resolve(s).permanents["transport"].zone == Zone.GRAVEYARD


def test_argothian_treefolk_ignores_an_artifact_creature() -> None:
    """Argothian Treefolk (3/5): "... by artifact sources." A 6/6 artifact creature's combat
    damage is prevented."""
    treefolk = creature("treefolk", 3, 5, "prevent all damage that would be dealt to it by "
                        "artifact sources")
    s = board([creature("colossus", 6, 6, types=["artifact", "creature"])], [treefolk],
              {"colossus": "Bob"}, {"treefolk": "colossus"})
    r = redzone.resolve(s)
    assert r.permanents["treefolk"].zone == Zone.BATTLEFIELD
    assert r.permanents["treefolk"].damage == 0


# --- what a lord gives: ward (702.21a), attacking each combat if able (508.1d) --------------


def test_star_whale_gives_another_creature_ward() -> None:
    """Star Whale: "Other creatures you control have ward {2}." Bob's bear has it: Alice's
    shock is countered when she doesn't pay; the whale itself has no ward from it."""
    whale = creature("whale", 5, 5, "flying", "vigilance", abilities=[
        {"affects": {"other": True, "controller": "you"}, "gains": ["ward {2}"]}])
    s = board([creature("mage", 0, 1, abilities=[SHOCK])], [whale, creature("bear", 2, 2)], {},
              activate=[{"source": "mage", "target": "bear", "step": "beginning of combat"}],
              ward={"mage": False})
    r = redzone.resolve(s)
    assert any(e.type == EventType.COUNTERED for e in r.events)
    assert r.permanents["bear"].damage == 0
    s = board([creature("mage", 0, 1, abilities=[SHOCK])], [whale], {},
              activate=[{"source": "mage", "target": "whale", "step": "beginning of combat"}],
              ward={"mage": False})
    assert redzone.resolve(s).permanents["whale"].damage == 2


def test_hellraiser_goblin_makes_each_creature_of_its_controller_attack_508_1d() -> None:
    """Hellraiser Goblin: "Creatures you control have haste and attack each combat if able."
    A summoning-sick bear has haste, so it must attack; not attacking with it is illegal."""
    goblin = creature("goblin", 2, 2, abilities=[
        {"affects": {"controller": "you"}, "gains": ["haste", "attacks each combat if able"]}])
    home = board([goblin, creature("bear", 2, 2, summoning_sick=True)], [], {"goblin": "Bob"})
    assert {(v.rule, v.subject) for v in redzone.check(home)} == {("508.1d", "bear")}
    both = board([goblin, creature("bear", 2, 2, summoning_sick=True)], [],
                 {"goblin": "Bob", "bear": "Bob"})
    assert redzone.check(both) == []


# --- the city's blessing (702.131) ----------------------------------------------------------

CHARGER = creature("charger", 3, 3, "ascend", abilities=[
    {"affects": "it", "pump": [2, 2], "as_long_as": "you have the city's blessing"}])


def _lands(n: int) -> list[dict[str, Any]]:
    return [{"id": f"land{i}", "name": "Plains", "types": ["land"]} for i in range(n)]


def test_dusk_charger_with_the_citys_blessing_702_131c() -> None:
    """Dusk Charger: "gets +2/+2 as long as you have the city's blessing." Given, or not."""
    def bob_after(blessed: bool) -> int:
        s = board([CHARGER], [], {"charger": "Bob"},
                  players={"Alice": {"citys_blessing": blessed}})
        assert f"citys_blessing: {str(blessed).lower()}" in redzone.dumps(s)
        r = redzone.resolve(s)
        assert not r.warnings
        return r.players["Bob"].life

    assert (bob_after(True), bob_after(False)) == (15, 17)


def test_the_citys_blessing_not_given_is_named_in_the_warnings() -> None:
    r = redzone.resolve(board([CHARGER], [], {"charger": "Bob"}))
    assert [(w.permanent, w.text) for w in r.warnings] == [
        ("charger", "players.Alice.citys_blessing")]
    assert r.players["Bob"].life == 17


def test_ascend_gives_the_blessing_with_ten_permanents_702_131b() -> None:
    """Ten permanents, one with ascend: Alice has the city's blessing whatever the file says
    (702.131b: any time); with nine, she hasn't."""
    ten = board([CHARGER, *_lands(9)], [], {"charger": "Bob"},
                players={"Alice": {"citys_blessing": False}})
    nine = board([CHARGER, *_lands(8)], [], {"charger": "Bob"},
                 players={"Alice": {"citys_blessing": False}})
    assert redzone.resolve(ten).players["Bob"].life == 15
    assert redzone.resolve(nine).players["Bob"].life == 17


def test_a_token_made_in_combat_brings_the_blessing_for_the_rest_of_the_game() -> None:
    """Nine permanents; an attack trigger makes a 1/1 token, the tenth: Alice gets the
    city's blessing (702.131b). A first striker kills the token maker before the Charger
    deals its damage: nine permanents again, and she keeps the blessing (the Charger deals
    5)."""
    maker = creature("maker", 1, 1, abilities=[
        {"trigger": "attacks", "effects": [{"tokens": {"count": 1, "power": 1,
                                                       "toughness": 1}}]}])
    s = board([CHARGER, maker, *_lands(7)], [creature("knight", 2, 2, "first strike")],
              {"charger": "Bob", "maker": "Bob"}, {"knight": "maker"},
              players={"Alice": {"citys_blessing": False}})
    r = redzone.resolve(s)
    assert r.permanents["maker"].zone == Zone.GRAVEYARD
    assert r.players["Bob"].life == 15
    s = board([CHARGER, creature("bear", 1, 1), *_lands(7)], [],
              {"charger": "Bob"}, players={"Alice": {"citys_blessing": False}})
    assert redzone.resolve(s).players["Bob"].life == 17  # (no token: nine permanents)


# --- "lose flying and can't have or gain flying" (613.1f) -----------------------------------

IMAGINATION = [{"affects": {"controller": "you"}, "gains": ["flying"]},
               {"affects": {"controller": "an opponent"}, "cant_have": ["flying"]}]


def test_archetype_of_imagination_grounds_the_opponents_fliers_613_1f() -> None:
    """Archetype of Imagination: Alice's bear flies; Bob's drake gains no flying from its
    "{U}: gains flying until end of turn", activated after (a later timestamp, 613.7): it
    can't block the bear (702.9b). Without the Archetype's second ability it can."""
    drake = creature("drake", 2, 2, abilities=[
        {"cost": "{U}", "effects": [{"gains": ["flying"]}]}])

    def broken(abilities: list[dict[str, Any]]) -> list[tuple[str, str]]:
        s = board([creature("archetype", 3, 2, abilities=abilities), creature("bear", 2, 2)],
                  [drake], {"bear": "Bob"}, {"drake": "bear"},
                  activate=[{"source": "drake", "step": "beginning of combat"}])
        return [(v.rule, v.subject) for v in redzone.check(s)]

    assert broken(IMAGINATION) == [("702.9b", "drake")]
    assert broken(IMAGINATION[:1]) == []
    printed = board([creature("archetype", 3, 2, abilities=IMAGINATION), creature("bear")],
                    [creature("bird", 1, 1, "flying")], {"bear": "Bob"}, {"bird": "bear"})
    assert [(v.rule, v.subject) for v in redzone.check(printed)] == [("702.9b", "bird")]


def test_archetype_of_endurance_takes_hexproof_from_too_702_11e() -> None:
    """Archetype of Endurance: "... lose hexproof and can't have or gain hexproof." Bob's
    creature with hexproof from red can be Alice's shock's target (702.11e)."""
    endurance = [{"affects": {"controller": "an opponent"}, "cant_have": ["hexproof"]}]
    s = board([creature("archetype", 2, 2, abilities=endurance),
               creature("mage", 0, 1, colors=["red"], abilities=[SHOCK])],
              [creature("bear", 2, 2, "hexproof from red")], {},
              activate=[{"source": "mage", "target": "bear", "step": "beginning of combat"}])
    assert redzone.resolve(s).permanents["bear"].zone == Zone.GRAVEYARD


# --- damage that can't be prevented (615.12) ------------------------------------------------

UNPREVENTABLE = "damage that would be dealt by it can't be prevented"


def test_excruciators_damage_gets_through_protection_615_12() -> None:
    """Excruciator (7/7, red): "Damage that would be dealt by this creature can't be
    prevented." A blocker with protection from red is dealt its 7 and dies."""
    s = board([creature("excruciator", 7, 7, UNPREVENTABLE, colors=["red"])],
              [creature("knight", 2, 2, "protection from red")],
              {"excruciator": "Bob"}, {"knight": "excruciator"})
    r = redzone.resolve(s)
    assert r.permanents["knight"].zone == Zone.GRAVEYARD
    assert not _prevented(r)


def test_a_fog_prevents_none_of_excruciators_damage_615_12() -> None:
    """Bob sacrifices a Fog creature after blocks: the ogre's damage to him is prevented,
    Excruciator's isn't."""
    fog = {"cost": "Sacrifice this creature", "effects": [{"prevent_combat_damage": True}]}
    s = board([creature("excruciator", 7, 7, UNPREVENTABLE), creature("ogre", 3, 3)],
              [creature("kami", 1, 1, abilities=[fog])], {"excruciator": "Bob", "ogre": "Bob"},
              activate=[{"source": "kami"}])
    assert redzone.resolve(s).players["Bob"].life == 13


def test_a_phantom_still_loses_its_counter_to_unpreventable_damage_615_12() -> None:
    """Phantom Centaur (2/0, three +1/+1 counters) blocks Excruciator: its prevention effect
    prevents nothing, and its other effect happens: a +1/+1 counter is removed."""
    centaur = {"id": "centaur", "card": "Phantom Centaur", "counters": {"+1/+1": 3}}
    s = board([creature("excruciator", 7, 7, UNPREVENTABLE, colors=["red"])], [centaur],
              {"excruciator": "Bob"}, {"centaur": "excruciator"})
    r = redzone.resolve(s)
    assert r.permanents["centaur"].zone == Zone.GRAVEYARD
    assert any(e.type == EventType.COUNTERS_REMOVED for e in r.events)


# --- "as long as it entered this turn" ------------------------------------------------------

CAPTAIN = [{"affects": "it", "gains": ["indestructible"], "as_long_as": "it entered this turn"}]


def test_crew_captain_is_indestructible_the_turn_it_entered() -> None:
    """Crew Captain (2/1, haste): "has indestructible as long as it entered this turn." It
    entered this turn: a 5/5 blocker doesn't destroy it; it didn't (not summoning sick, or
    the file says so): it dies."""
    def captain_after(**fields: Any) -> tuple[Zone, list[str]]:
        captain = creature("captain", 2, 1, "haste", abilities=CAPTAIN, **fields)
        r = redzone.resolve(board([captain], [creature("giant", 5, 5)], {"captain": "Bob"},
                                  {"giant": "captain"}))
        return r.permanents["captain"].zone, [w.text for w in r.warnings]

    assert captain_after(entered_this_turn=True, summoning_sick=True) == (Zone.BATTLEFIELD, [])
    assert captain_after(entered_this_turn=False, summoning_sick=True) == (Zone.GRAVEYARD, [])
    assert captain_after() == (Zone.GRAVEYARD, [])  # (not sick: it can't have entered)
    assert captain_after(summoning_sick=True) == (Zone.BATTLEFIELD, ["entered_this_turn"])


def test_keldon_strike_team_gives_haste_the_turn_it_entered_302_6() -> None:
    """Keldon Strike Team: "As long as this creature entered this turn, creatures you
    control have haste." A summoning-sick bear may attack beside it; the Strike Team that
    came under Alice's control this turn without entering gives nothing."""
    def broken(entered: bool) -> list[str]:
        team = creature("team", 4, 4, summoning_sick=True, entered_this_turn=entered,
                        abilities=[{"affects": {"controller": "you"}, "gains": ["haste"],
                                    "as_long_as": "it entered this turn"}])
        s = board([team, creature("bear", 2, 2, summoning_sick=True)], [], {"bear": "Bob"})
        assert f"entered_this_turn: {str(entered).lower()}" in redzone.dumps(s)
        return [v.rule for v in redzone.check(s)]

    assert broken(True) == []
    assert broken(False) == ["302.6"]


# --- "creatures your opponents control enter tapped" (614.1d) -------------------------------


def test_imposing_sovereign_taps_an_opponents_token_as_it_enters_614_1d() -> None:
    """Imposing Sovereign: "Creatures your opponents control enter tapped." Bob's blocker
    with afterlife dies: its Spirit enters tapped; Alice's own token (her attacker's
    afterlife) doesn't."""
    sovereign = creature("sovereign", 2, 1, "creatures your opponents control enter tapped")
    s = board([sovereign, creature("bear", 3, 3, "afterlife 1")],
              [creature("monk", 1, 1, "afterlife 1"), creature("ogre", 3, 3)],
              {"bear": "Bob"}, {"monk": "bear", "ogre": "bear"})
    r = redzone.resolve(s)
    assert r.permanents["monk-spirit"].tapped
    assert not r.permanents["bear-spirit"].tapped


# --- prevention effects a permanent gives others (615.1a) -----------------------------------


def test_crystal_barricade_prevents_noncombat_damage_to_the_others_only() -> None:
    """Crystal Barricade: "Prevent all noncombat damage that would be dealt to other
    creatures you control." Alice's shock on Bob's bear is prevented; the ogre's combat
    damage to the bear isn't."""
    barricade = creature("barricade", 0, 4, "defender", abilities=[
        {"affects": {"other": True, "controller": "you"},
         "gains": ["prevent all noncombat damage that would be dealt to it"]}])
    s = board([creature("mage", 0, 1, abilities=[SHOCK])], [barricade, creature("bear", 2, 2)],
              {}, activate=[{"source": "mage", "target": "bear",
                             "step": "beginning of combat"}])
    r = redzone.resolve(s)
    assert r.permanents["bear"].damage == 0
    assert [source for source, _ in _prevented(r)] == ["mage"]
    s = board([creature("ogre", 3, 3)], [barricade, creature("bear", 2, 2)], {"ogre": "Bob"},
              {"bear": "ogre"})
    assert redzone.resolve(s).permanents["bear"].zone == Zone.GRAVEYARD


def test_losheel_shields_attacking_artifact_creatures_from_combat_damage() -> None:
    """Losheel: "Prevent all combat damage that would be dealt to attacking artifact
    creatures you control." Alice's attacking 2/2 artifact creature survives its 4/4
    blocker; her blocked nonartifact bear doesn't."""
    losheel = creature("losheel", 2, 2, abilities=[
        {"affects": {"attacking": True, "types": ["artifact", "creature"], "controller": "you"},
         "gains": ["prevent all combat damage that would be dealt to it"]}])
    s = board([losheel, creature("golem", 2, 2, types=["artifact", "creature"]),
               creature("bear", 2, 2)], [creature("wall", 4, 4), creature("wall2", 4, 4)],
              {"golem": "Bob", "bear": "Bob"}, {"wall": "golem", "wall2": "bear"})
    r = redzone.resolve(s)
    assert r.permanents["golem"].zone == Zone.BATTLEFIELD
    assert r.permanents["bear"].zone == Zone.GRAVEYARD


# --- conditions naming supertypes (205.4a) and poisoned players (122.1f) --------------------


def test_arctic_foxes_evade_big_blockers_of_a_snow_land_controller() -> None:
    """Arctic Foxes: "can't be blocked by creatures with power 2 or greater as long as
    defending player controls a snow land." Bob's 3/3 can block them unless he controls a
    snow land; a basic land that isn't snow doesn't count."""
    foxes = creature("foxes", 1, 1, abilities=[
        {"affects": "it", "gains": ["can't be blocked by creatures with power 2 or greater"],
         "as_long_as": {"defending_player_controls": {"types": ["land", "snow"]}}}])

    def broken(land_types: list[str]) -> list[str]:
        land = {"id": "land", "name": "Forest", "types": land_types}
        s = board([foxes], [creature("ogre", 3, 3), land], {"foxes": "Bob"},
                  {"ogre": "foxes"})
        return [v.rule for v in redzone.check(s)]

    assert broken(["land", "basic", "snow"]) == ["509.1b"]
    assert broken(["land", "basic"]) == []
