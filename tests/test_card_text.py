"""Real cards' oracle text compiled (cards/text): a table of cards, each with its oracle text,
the keywords, blocking and abilities expected, and the sentences left unmodelled; the
parser errors of the card database fixed; every compiled ability is one the scenario
format reads."""

from __future__ import annotations

import json
from typing import Any, NamedTuple

import pytest

from redzone.cards import database
from redzone.cards.oracle import subtype_forms
from redzone.cards.text.compile import compile_text
from redzone.core import keywords as kw
from redzone.scenario.card_fields import card_fields


class Case(NamedTuple):
    name: str
    text: str
    corpus_keywords: list[str]
    keywords: list[str]
    can_block: int | None
    abilities: list[dict[str, Any]]
    unmodelled: list[str]


CASES: list[Case] = [
    Case(
        'Goblin King',
        'Other Goblins get +1/+1 and have mountainwalk.',
        [],
        [],
        1,
        [{'affects': {'other': True, 'subtypes': ['Goblin']},
          'pump': [1, 1],
          'gains': ['mountainwalk']}],
        [],
    ),
    Case(
        'Lord of Atlantis',
        ("Other Merfolk get +1/+1 and have islandwalk. (They can't be blocked as long as "
         'defending player controls an Island.)'),
        [],
        [],
        1,
        [{'affects': {'other': True, 'subtypes': ['Merfolk']},
          'pump': [1, 1],
          'gains': ['islandwalk']}],
        [],
    ),
    Case(
        'Elvish Archdruid',
        'Other Elf creatures you control get +1/+1.\n{T}: Add {G} for each Elf you control.',
        [],
        [],
        1,
        [{'affects': {'other': True, 'subtypes': ['Elf'], 'controller': 'you'}, 'pump': [1, 1]}],
        [],
    ),
    Case(
        'Glorious Anthem',
        'Creatures you control get +1/+1.',
        [],
        [],
        1,
        [{'affects': {'controller': 'you'}, 'pump': [1, 1]}],
        [],
    ),
    Case(
        'Raging Goblin',
        'Haste (This creature can attack and {T} as soon as it comes under your control.)',
        ['Haste'],
        ['haste'],
        1,
        [],
        [],
    ),
    Case(
        'Questing Beast',
        ('Vigilance, deathtouch, haste\n'
         "Questing Beast can't be blocked by creatures with power 2 or less.\n"
         "Combat damage that would be dealt by creatures you control can't be prevented.\n"
         'Whenever Questing Beast deals combat damage to an opponent, it deals that much '
         'damage to target planeswalker that player controls.'),
        ['Deathtouch', 'Haste', 'Vigilance'],
        ['vigilance',
         'deathtouch',
         'haste',
         "can't be blocked by creatures with power 2 or less"],
        1,
        [],
        ["Combat damage that would be dealt by creatures you control can't be prevented.",
         'Whenever Questing Beast deals combat damage to an opponent, it deals that much '
         'damage to target planeswalker that player controls.'],
    ),
    Case(
        'Watcher in the Web',
        ('Reach (This creature can block creatures with flying.)\n'
         'This creature can block an additional seven creatures each combat.'),
        ['Reach'],
        ['reach'],
        8,
        [],
        [],
    ),
    Case(
        'Student of Warfare',
        ('Level up {W} ({W}: Put a level counter on this. Level up only as a sorcery.)\n'
         'LEVEL 2-6\n'
         '3/3\n'
         'First strike\n'
         'LEVEL 7+\n'
         '4/4\n'
         'Double strike'),
        ['Double strike', 'First strike', 'Level Up'],
        [],
        1,
        [],
        ['LEVEL 2-6: 3/3',
         'LEVEL 2-6: First strike',
         'LEVEL 7+: 4/4',
         'LEVEL 7+: Double strike'],
    ),
    Case(
        'Devoted Retainer',
        ('Bushido 1 (Whenever this creature blocks or becomes blocked, it gets +1/+1 until end '
         'of turn.)'),
        ['Bushido'],
        ['bushido 1'],
        1,
        [],
        [],
    ),
    Case(
        'Sea Monster',
        "This creature can't attack unless defending player controls an Island.",
        [],
        [],
        1,
        [],
        ["This creature can't attack unless defending player controls an Island."],
    ),
    Case(
        'Skyhunter Skirmisher',
        'Flying, double strike',
        ['Double strike', 'Flying'],
        ['flying', 'double strike'],
        1,
        [],
        [],
    ),
    Case(
        'Stormfront Pegasus',
        'Flying',
        ['Flying'],
        ['flying'],
        1,
        [],
        [],
    ),
    Case(
        'Accorder Paladin',
        ('Battle cry (Whenever this creature attacks, each other attacking creature gets +1/+0 '
         'until end of turn.)'),
        ['Battle Cry'],
        ['battle cry'],
        1,
        [],
        [],
    ),
    Case(
        'Signal Pest',
        ('Battle cry (Whenever this creature attacks, each other attacking creature gets +1/+0 '
         'until end of turn.)\n'
         "This creature can't be blocked except by creatures with flying or reach."),
        ['Battle Cry'],
        ['battle cry'],
        1,
        [],
        ["This creature can't be blocked except by creatures with flying or reach."],
    ),
    Case(
        'Wingmate Roc',
        ('Flying\n'
         'Raid — When this creature enters, if you attacked this turn, create a 3/4 white Bird '
         'creature token with flying.\n'
         'Whenever this creature attacks, you gain 1 life for each attacking creature.'),
        ['Flying', 'Raid'],
        ['flying'],
        1,
        [],
        ['Whenever this creature attacks, you gain 1 life for each attacking creature.'],
    ),
    Case(
        'Hero of Bladehold',
        ('Battle cry (Whenever this creature attacks, each other attacking creature gets +1/+0 '
         'until end of turn.)\n'
         'Whenever this creature attacks, create two 1/1 white Soldier creature tokens that '
         'are tapped and attacking.'),
        ['Battle Cry'],
        ['battle cry'],
        1,
        [{'trigger': 'attacks',
          'effects': [{'tokens': {'count': 2,
                                  'power': 1,
                                  'toughness': 1,
                                  'colors': ['white'],
                                  'subtypes': ['Soldier'],
                                  'name': 'Soldier',
                                  'attacking': True}}]}],
        [],
    ),
    Case(
        'Brimaz, King of Oreskos',
        ('Vigilance\n'
         'Whenever Brimaz attacks, create a 1/1 white Cat Soldier creature token with '
         "vigilance that's attacking.\n"
         'Whenever Brimaz blocks a creature, create a 1/1 white Cat Soldier creature token '
         "with vigilance that's blocking that creature."),
        ['Vigilance'],
        ['vigilance'],
        1,
        [],
        ['Whenever Brimaz attacks, create a 1/1 white Cat Soldier creature token with '
         "vigilance that's attacking.",
         'Whenever Brimaz blocks a creature, create a 1/1 white Cat Soldier creature token '
         "with vigilance that's blocking that creature."],
    ),
    Case(
        'Sublime Archangel',
        ('Flying\n'
         'Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 '
         'until end of turn.)\n'
         'Other creatures you control have exalted. (If a creature has multiple instances of '
         'exalted, each triggers separately.)'),
        ['Exalted', 'Flying'],
        ['flying', 'exalted'],
        1,
        [{'affects': {'other': True, 'controller': 'you'}, 'gains': ['exalted']}],
        [],
    ),
    Case(
        'Tarmogoyf',
        ("Tarmogoyf's power is equal to the number of card types among cards in all graveyards "
         'and its toughness is equal to that number plus 1.'),
        [],
        [],
        1,
        [],
        [],
    ),
    Case(
        'Mirran Crusader',
        'Double strike, protection from black and from green',
        ['Double strike', 'Protection'],
        ['double strike', 'protection from black', 'protection from green'],
        1,
        [],
        [],
    ),
    Case(
        'Kitesail Corsair',
        "This creature has flying as long as it's attacking.",
        [],
        [],
        1,
        [{'affects': 'it', 'gains': ['flying'], 'as_long_as': "it's attacking"}],
        [],
    ),
    Case(
        'Knight of the White Orchid',
        ('First strike\n'
         'When this creature enters, if an opponent controls more lands than you, you may '
         'search your library for a Plains card, put it onto the battlefield, then shuffle.'),
        ['First strike'],
        ['first strike'],
        1,
        [],
        [],
    ),
    Case(
        'Veteran Armorsmith',
        'Other Soldier creatures you control get +0/+1.',
        [],
        [],
        1,
        [{'affects': {'other': True, 'subtypes': ['Soldier'], 'controller': 'you'},
          'pump': [0, 1]}],
        [],
    ),
    Case(
        'Veteran Swordsmith',
        'Other Soldier creatures you control get +1/+0.',
        [],
        [],
        1,
        [{'affects': {'other': True, 'subtypes': ['Soldier'], 'controller': 'you'},
          'pump': [1, 0]}],
        [],
    ),
    Case(
        'Benalish Marshal',
        'Other creatures you control get +1/+1.',
        [],
        [],
        1,
        [{'affects': {'other': True, 'controller': 'you'}, 'pump': [1, 1]}],
        [],
    ),
    Case(
        'Bladetusk Boar',
        ("Intimidate (This creature can't be blocked except by artifact creatures and/or "
         'creatures that share a color with it.)'),
        ['Intimidate'],
        ['intimidate'],
        1,
        [],
        [],
    ),
    Case(
        'Phyrexian Rager',
        'When this creature enters, you draw a card and you lose 1 life.',
        [],
        [],
        1,
        [],
        [],
    ),
    Case(
        'Keldon Warcaller',
        'Whenever this creature attacks, put a lore counter on target Saga you control.',
        [],
        [],
        1,
        [],
        ['Whenever this creature attacks, put a lore counter on target Saga you control.'],
    ),
    Case(
        'Goblin Bushwhacker',
        ('Kicker {R} (You may pay an additional {R} as you cast this spell.)\n'
         'When this creature enters, if it was kicked, creatures you control get +1/+0 and '
         'gain haste until end of turn.'),
        ['Kicker'],
        [],
        1,
        [],
        [],
    ),
    Case(
        'Lightning Berserker',
        ('{R}: This creature gets +1/+0 until end of turn.\n'
         'Dash {R} (You may cast this spell for its dash cost. If you do, it gains haste, and '
         "it's returned from the battlefield to its owner's hand at the beginning of the next "
         'end step.)'),
        ['Dash'],
        [],
        1,
        [{'cost': '{R}', 'effects': [{'pump': [1, 0]}]}],  # firebreathing, when activated
        [],
    ),
    Case(
        'Stalking Tiger',
        "This creature can't be blocked by more than one creature.",
        [],
        ["can't be blocked by more than one creature"],
        1,
        [],
        [],
    ),
    Case(
        'Champion of the Flame',
        'Trample\nThis creature gets +2/+2 for each Aura and Equipment attached to it.',
        ['Trample'],
        ['trample'],
        1,
        [],
        ['This creature gets +2/+2 for each Aura and Equipment attached to it.'],
    ),
    Case(
        'Pelakka Wurm',
        ('Trample (This creature can deal excess combat damage to the player or planeswalker '
         "it's attacking.)\n"
         'When this creature enters, you gain 7 life.\n'
         'When this creature dies, draw a card.'),
        ['Trample'],
        ['trample'],
        1,
        [],
        [],
    ),
    Case(
        'Vampire Nighthawk',
        ('Flying\n'
         'Deathtouch (Any amount of damage this deals to a creature is enough to destroy it.)\n'
         'Lifelink (Damage dealt by this creature also causes you to gain that much life.)'),
        ['Deathtouch', 'Flying', 'Lifelink'],
        ['flying', 'deathtouch', 'lifelink'],
        1,
        [],
        [],
    ),
    Case(
        'Blisterspit Gremlin',
        ('{1}, {T}: This creature deals 1 damage to each opponent.\n'
         'Whenever you cast a noncreature spell, untap this creature.'),
        [],
        [],
        1,
        [{'cost': '{1}, {T}', 'effects': [{'damage': 1, 'player': 'each opponent'}]}],
        [],
    ),
    # activated abilities (602), acting when the file activates them
    Case(
        'Albino Troll',
        ('Echo {1}{G} (At the beginning of your upkeep, if this came under your control since '
         'the beginning of your last upkeep, sacrifice it unless you pay its echo cost.)\n'
         '{1}{G}: Regenerate this creature.'),
        ['Echo'], [], 1, [{'cost': '{1}{G}', 'effects': [{'regenerate': True}]}], [],
    ),
    Case(
        'Akroan Jailer', '{2}{W}, {T}: Tap target creature.', [], [], 1,
        [{'cost': '{2}{W}, {T}', 'effects': [{'tap': True, 'to': 'target creature'}]}], [],
    ),
    Case(
        'Prodigal Pyromancer', '{T}: This creature deals 1 damage to any target.', [], [], 1,
        [{'cost': '{T}', 'effects': [{'damage': 1, 'to': 'any target'}]}], [],
    ),
    Case(
        'Mogg Fanatic', 'Sacrifice this creature: It deals 1 damage to any target.', [], [], 1,
        [{'cost': 'Sacrifice this creature',
          'effects': [{'damage': 1, 'to': 'any target'}]}], [],
    ),
    Case(
        'Spartan Veteran',
        ('During your turn, this creature has first strike. (It deals combat damage before '
         'creatures without first strike.)\n{2}: This creature gets +1/+0 until end of turn.'),
        [], [], 1,
        [{'affects': 'it', 'gains': ['first strike'], 'as_long_as': "it's your turn"},
         {'cost': '{2}', 'effects': [{'pump': [1, 0]}]}], [],
    ),
    Case(
        'Aetherling',
        ("{U}: Exile this creature. Return it to the battlefield under its owner's control at "
         "the beginning of the next end step.\n{U}: This creature can't be blocked this turn."
         "\n{1}: This creature gets +1/-1 until end of turn.\n{1}: This creature gets -1/+1 "
         "until end of turn."),
        [], [], 1,
        [{'cost': '{U}', 'effects': [{'gains': ["can't be blocked"]}]},
         {'cost': '{1}', 'effects': [{'pump': [1, -1]}]},
         {'cost': '{1}', 'effects': [{'pump': [-1, 1]}]}],
        ['{U}: Exile this creature.',  # (flickering isn't modelled)
         "Return it to the battlefield under its owner's control at the beginning of the next "
         "end step."],
    ),
    Case(
        'Troll Ascetic',
        ("Hexproof (This creature can't be the target of spells or abilities your opponents "
         "control.)\n{1}{G}: Regenerate this creature."),
        ['Hexproof'], ['hexproof'], 1,
        [{'cost': '{1}{G}', 'effects': [{'regenerate': True}]}], [],
    ),
    Case(
        'Vampire Aristocrat', 'Sacrifice a creature: This creature gets +2/+2 until end of turn.',
        [], [], 1, [],  # a cost that sacrifices another creature: not paid, so not compiled
        ['Sacrifice a creature: This creature gets +2/+2 until end of turn.'],
    ),
    Case(
        'Brave-Kin Duo',
        '{1}, {T}: Target creature gets +1/+1 until end of turn. Activate only as a sorcery.',
        [], [], 1, [], [],  # 602.5d: never activated in combat
    ),
    Case(
        'Rootwalla',
        '{1}{G}: This creature gets +2/+2 until end of turn. Activate only once each turn.',
        [], [], 1, [{'cost': '{1}{G}', 'effects': [{'pump': [2, 2]}],
                     'limits': ['once each turn']}],  # checked as it is activated (602.5b)
        [],
    ),
    # --- cards that aren't creatures: anthems, Equipment, Auras (303.4a, 301.5a) ---
    Case(
        'Glorious Anthem', 'Creatures you control get +1/+1.', [], [], 1,
        [{'affects': {'controller': 'you'}, 'pump': [1, 1]}], [],
    ),
    Case(
        'Bonesplitter', 'Equipped creature gets +2/+0.\nEquip {1}', ['Equip'], [], 1,
        [{'affects': 'equipped creature', 'pump': [2, 0]}], [],  # equip: as a sorcery (702.6a)
    ),
    Case(
        'Loxodon Warhammer',
        'Equipped creature gets +3/+0 and has trample and lifelink.\nEquip {3}', ['Equip'],
        [], 1,
        [{'affects': 'equipped creature', 'pump': [3, 0], 'gains': ['trample', 'lifelink']}], [],
    ),
    Case(
        'Hook Swords',
        ('When this Equipment enters, create a 1/1 white Ally creature token, then attach this '
         'Equipment to it.\nDuring your turn, equipped creature gets +1/+1 and has first '
         'strike.\nEquip {3}'),
        ['Equip'], [], 1,
        [{'affects': 'equipped creature', 'pump': [1, 1], 'gains': ['first strike'],
          'as_long_as': "it's your turn"}], [],
    ),
    Case(
        'Rancor',
        ('Enchant creature\nEnchanted creature gets +2/+0 and has trample.\nWhen this Aura is '
         "put into a graveyard from the battlefield, return it to its owner's hand."),
        ['Enchant'], ['enchant creature'], 1,
        [{'affects': 'enchanted creature', 'pump': [2, 0], 'gains': ['trample']}], [],
    ),
    Case(
        'Pacifism', "Enchant creature\nEnchanted creature can't attack or block.", ['Enchant'],
        ['enchant creature'], 1,
        [{'affects': 'enchanted creature', 'gains': ["can't attack", "can't block"]}], [],
    ),
    Case(
        'Armor of Faith',
        ('Enchant creature\nEnchanted creature gets +1/+1.\n{W}: Enchanted creature gets +0/+1 '
         'until end of turn.'),
        ['Enchant'], ['enchant creature'], 1,
        [{'affects': 'enchanted creature', 'pump': [1, 1]},
         {'cost': '{W}', 'effects': [{'pump': [0, 1], 'to': 'enchanted creature'}]}], [],
    ),
    Case(
        'Carapace',
        ('Enchant creature\nEnchanted creature gets +0/+2.\nSacrifice this Aura: Regenerate '
         'enchanted creature.'),
        ['Enchant'], ['enchant creature'], 1,
        [{'affects': 'enchanted creature', 'pump': [0, 2]},
         {'cost': 'Sacrifice this Aura',
          'effects': [{'regenerate': True, 'to': 'enchanted creature'}]}], [],
    ),
    Case(
        'Crab Umbra',
        ('Enchant creature\n{2}{U}: Untap enchanted creature.\nUmbra armor (If enchanted '
         'creature would be destroyed, instead remove all damage from it and destroy this '
         'Aura.)'),
        ['Enchant', 'Umbra armor'], ['enchant creature'], 1,
        [{'cost': '{2}{U}', 'effects': [{'untap': True, 'to': 'enchanted creature'}]}],
        ['Umbra armor'],  # a replacement effect redzone doesn't model (702.89): named
    ),
]


@pytest.fixture(scope="module")
def subtypes() -> dict[str, str]:
    db = database()
    return subtype_forms({"subtypes": db._card(i).subtypes} for i in range(len(db)))


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_card_text_compiles(case: Case, subtypes: dict[str, str]) -> None:
    found = compile_text(case.text, case.name, case.corpus_keywords, subtypes)
    assert found.keywords == case.keywords
    assert found.can_block == case.can_block
    assert [{k: v for k, v in a.items() if k != "text"} for a in found.abilities] \
        == case.abilities
    assert found.unmodelled == case.unmodelled
    assert all(a["text"] in case.text for a in found.abilities)  # each names its sentence


def test_level_up_keywords_are_not_always_on() -> None:
    # 711.2: Student of Warfare has first strike only at level 2-6, double strike at 7+
    card = database().get("Student of Warfare")
    assert card is not None
    assert "double strike" not in card.keywords and "first strike" not in card.keywords
    assert "LEVEL 7+: Double strike" in card.unmodelled


def test_two_restrictions_in_one_sentence() -> None:
    found = compile_text("This creature can't block and can't be blocked.", "X")
    assert found.keywords == ["can't block", "can't be blocked"]


def test_a_flavour_word_before_a_sentence_is_dropped() -> None:
    # 207.2c: an ability word (or a flavour word) has no rules meaning
    found = compile_text("Fear Gas — This creature can't be blocked.", "X")
    assert found.keywords == ["can't be blocked"]
    found = compile_text("Ward—Pay 2 life.", "X")  # a keyword's cost is no flavour word
    assert found.unmodelled == ["Ward—Pay 2 life."]


def test_watcher_in_the_web_blocks_eight() -> None:
    card = database().get("Watcher in the Web")
    assert card is not None and card.can_block == 8


def test_landwalk_takes_only_its_qualifiers() -> None:
    with pytest.raises(kw.KeywordError):
        kw.parse(["blah blah swampwalk"])
    assert kw.parse(["snow swampwalk"]).landwalk == {"snow swamp"}


def test_every_compiled_ability_reads_as_a_scenario_ability() -> None:
    db = database()
    compiled = [db._card(i) for i in range(len(db)) if db._card(i).abilities]
    assert len(compiled) > 500
    for card in compiled:
        assert card_fields(card)["abilities"], card.name


def test_coverage_counts_faces_modelled_in_full() -> None:
    from clirun import run_cli

    code, out, _ = run_cli("cards", "coverage", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["creature_faces"] > 18000
    assert 0 < data["modelled"] < data["creature_faces"]
    top = data["unmodelled"][0]
    assert top["count"] >= data["unmodelled"][-1]["count"] and top["examples"]
    # Questing Beast's prevention sentence is among them; Goblin King is modelled in full
    patterns = {p["pattern"] for p in data["unmodelled"]}
    assert ("Combat damage that would be dealt by creatures you control can't be prevented."
            in patterns)
