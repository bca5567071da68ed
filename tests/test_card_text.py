"""Real cards' oracle text compiled (cards/text): a table of cards, each with its oracle text,
the keywords, blocking and abilities expected, and the sentences left unmodelled; the
parser errors of the card database fixed; every compiled ability is one the scenario
format reads."""

from __future__ import annotations

import json

import pytest

from card_cases import Case, assert_compiles, card_subtypes
from redzone.cards import database
from redzone.cards.oracle import subtype_forms
from redzone.cards.text.compile import compile_text
from redzone.core import keywords as kw
from redzone.scenario.card_fields import card_fields

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
        'Ephara, Ever-Sheltering',
        'Ephara has lifelink and indestructible as long as you control at least three other '
        'enchantments.',
        [],
        [],
        1,
        [{'affects': 'it',
          'gains': ['lifelink', 'indestructible'],
          'as_long_as': {'you_control': {'types': ['enchantment'], 'other': True},
                         'at_least': 3}}],
        [],
        legendary=True,
    ),
    Case(
        'Ruthless Cullblade',
        'This creature gets +2/+1 as long as an opponent has 10 or less life.',
        [],
        [],
        1,
        [{'affects': 'it', 'pump': [2, 1], 'as_long_as': {'opponent_life_at_most': 10}}],
        [],
    ),
    Case(
        'Eyekite',
        "This creature gets +2/+0 as long as you've drawn two or more cards this turn.",
        [],
        [],
        1,
        [{'affects': 'it', 'pump': [2, 0], 'as_long_as': {'drawn_at_least': 2}}],
        [],
    ),
    Case(
        'Thornfist Striker',
        'Creatures you control get +1/+0 and have trample as long as you gained life this turn.',
        [],
        [],
        1,
        [{'affects': {'controller': 'you'}, 'pump': [1, 0], 'gains': ['trample'],
          'as_long_as': 'you gained life this turn'}],
        [],
    ),
    Case(
        'Okina Nightwatch',
        'As long as you have more cards in hand than each opponent, this creature gets +3/+3.',
        [],
        [],
        1,
        [{'affects': 'it', 'pump': [3, 3],
          'as_long_as': 'you have more cards in hand than each opponent'}],
        [],
    ),
    Case(
        'Guul Draz Specter',
        'This creature gets +3/+3 as long as an opponent has no cards in hand.',
        [],
        [],
        1,
        [{'affects': 'it', 'pump': [3, 3], 'as_long_as': {'opponent_hand_at_most': 0}}],
        [],
    ),
    Case(
        'Gorilla Titan',
        'This creature gets +4/+4 as long as there are no cards in your graveyard.',
        [],
        [],
        1,
        [{'affects': 'it', 'pump': [4, 4], 'as_long_as': {'not': {'graveyard_at_least': 1}}}],
        [],
    ),
    Case(
        'Magmatic Channeler',
        'As long as there are four or more instant and/or sorcery cards in your graveyard, '
        'this creature gets +3/+1.',
        [],
        [],
        1,
        [{'affects': 'it', 'pump': [3, 1],
          'as_long_as': {'graveyard_at_least': 4, 'card_type': 'instant or sorcery'}}],
        [],
    ),
    Case(
        'Rielle, the Everwise',
        'Rielle gets +1/+0 for each instant and sorcery card in your graveyard.',
        [],
        [],
        1,
        [{'affects': 'it', 'pump': [1, 0],
          'for_each_card': {'zone': 'graveyard', 'card_type': 'instant or sorcery'}}],
        [],
        legendary=True,
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
        ('Level up {W} ({W}: Put a level counter on this. Level up only as a '
         'sorcery.)\nLEVEL 2-6\n3/3\nFirst strike\nLEVEL 7+\n4/4\nDouble strike'),
        ['Double strike', 'First strike', 'Level Up'], [], 1,
        [{'affects': 'it',
          'pump': [2, 2],
          'as_long_as': {'counters_at_least': 2, 'counter': 'level', 'counters_at_most': 6}},
         {'affects': 'it',
          'gains': ['first strike'],
          'as_long_as': {'counters_at_least': 2, 'counter': 'level', 'counters_at_most': 6}},
         {'affects': 'it',
          'pump': [3, 3],
          'as_long_as': {'counters_at_least': 7, 'counter': 'level'}},
         {'affects': 'it',
          'gains': ['double strike'],
          'as_long_as': {'counters_at_least': 7, 'counter': 'level'}}],
        [],
        ('1', '1'),
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
        [], ["can't attack unless defending player controls an island"], 1,
        [],
        [],
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
        ('Battle cry (Whenever this creature attacks, each other attacking creature gets '
         "+1/+0 until end of turn.)\nThis creature can't be blocked except by creatures "
         'with flying or reach.'),
        ['Battle Cry'],
        ['battle cry', "can't be blocked except by creatures with flying or reach"], 1,
        [],
        [],
    ),
    Case(
        'Wingmate Roc',
        ('Flying\nRaid — When this creature enters, if you attacked this turn, create a '
         '3/4 white Bird creature token with flying.\nWhenever this creature attacks, you '
         'gain 1 life for each attacking creature.'),
        ['Flying', 'Raid'], ['flying'], 1,
        [{'trigger': 'attacks', 'effects': [{'gain_life': 1, 'for_each': {'attacking': True}}]}],
        [],
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
        'Gorilla Berserkers',
        "This creature can't be blocked except by three or more creatures.",
        [], ["can't be blocked except by three or more creatures"], 1, [], [],
    ),
    Case(
        'Prehistoric Pet',
        "This creature can't be blocked by creatures with greater power.",
        [], ["can't be blocked by creatures with greater power"], 1, [], [],
    ),
    Case(
        'Sonorous Howlbonder',
        ("Menace\nEach creature you control with menace can't be blocked except by three or "
         "more creatures."),
        ['Menace'], ['menace'], 1,
        [{'affects': {'controller': 'you', 'keywords': ['menace']},
          'gains': ["can't be blocked except by three or more creatures"]}],
        [],
    ),
    Case(
        'Ghirapur Guide',
        ("{2}{G}: Target creature you control can't be blocked by creatures with power 2 or "
         "less this turn."),
        [], [], 1,
        [{'cost': '{2}{G}', 'effects': [
            {'gains': ["can't be blocked by creatures with power 2 or less"],
             'to': 'target creature', 'target': {'controller': 'you'}}]}],
        [],
    ),
    Case(
        'Gingerbrute',
        "Haste\n{1}: This creature can't be blocked this turn except by creatures with haste.",
        ['Haste'], ['haste'], 1,
        [{'cost': '{1}', 'effects': [
            {'gains': ["can't be blocked except by creatures with haste"]}]}],
        [],
    ),
    Case(
        "Yuan Shao's Infantry",
        "Whenever this creature attacks alone, this creature can't be blocked this combat.",
        [], [], 1,
        [{'trigger': 'attacks alone', 'effects': [
            {'gains': ["can't be blocked"], 'until': 'end of combat'}]}],
        [],
    ),
    Case(
        'Auriok Siege Sled',
        ("{1}: Target artifact creature blocks this creature this turn if able.\n"
         "{1}: Target artifact creature can't block this creature this turn."),
        [], [], 1,
        [{'cost': '{1}', 'effects': [{'blocks_it': True, 'to': 'target creature',
                                      'target': {'types': ['artifact', 'creature']}}]},
         {'cost': '{1}', 'effects': [{'cant_block_it': True, 'to': 'target creature',
                                      'target': {'types': ['artifact', 'creature']}}]}],
        [],
    ),
    Case(
        'Sabertooth Alley Cat',
        ("This creature attacks each combat if able.\n"
         "{1}{R}: Creatures without defender can't block this creature this turn."),
        [], ['attacks each combat if able'], 1,
        [{'cost': '{1}{R}', 'effects': [{'cant_block_it': True,
                                         'each': {'not_keywords': ['defender']}}]}],
        [],
    ),
    Case(
        'Magus of the Moat',
        "Creatures without flying can't attack.",
        [], [], 1,
        [{'affects': {'not_keywords': ['flying']}, 'gains': ["can't attack"]}],
        [],
    ),
    Case(
        'Michelangelo, Mutant BFF',
        ("Each creature you control with a counter on it can't be blocked by more than one "
         "creature."),
        [], [], 1,
        [{'affects': {'controller': 'you', 'counter': 'any'},
          'gains': ["can't be blocked by more than one creature"]}],
        [],
    ),
    Case(
        'Midnight Pathlighter',
        "Creatures you control can't be blocked except by legendary creatures.",
        [], [], 1,
        [{'affects': {'controller': 'you'},
          'gains': ["can't be blocked except by legendary creatures"]}],
        [],
    ),
    Case(
        'Luminous Guardian',
        ("{W}: This creature gets +0/+1 until end of turn.\n"
         "{2}: This creature can block an additional creature this turn."),
        [], [], 1,
        [{'cost': '{W}', 'effects': [{'pump': [0, 1]}]},
         {'cost': '{2}', 'effects': [{'blocks_additional': 1}]}],
        [],
    ),
    Case(
        'Kargan Intimidator',
        "Cowards can't block Warriors.",
        [], [], 1,
        [{'affects': {'subtypes': ['Coward']}, 'gains': ["can't block warrior creatures"]}],
        [],
    ),
    Case(
        'Silumgar Assassin',
        "Creatures with power greater than this creature's power can't block it.",
        [], ["can't be blocked by creatures with greater power"], 1, [], [],
    ),
    Case(
        'Sneaky Homunculus',
        "This creature can't block or be blocked by creatures with power 2 or greater.",
        [], ["can't block creatures with power 2 or greater",
             "can't be blocked by creatures with power 2 or greater"], 1, [], [],
    ),
    Case(
        'Zulaport Enforcer',
        ('Level up {4} ({4}: Put a level counter on this. Level up only as a sorcery.)\n'
         'LEVEL 1-2\n3/3\nLEVEL 3+\n5/5\n'
         "This creature can't be blocked except by black creatures."),
        ['Level Up'], [], 1,
        [{'affects': 'it', 'pump': [2, 2],
          'as_long_as': {'counters_at_least': 1, 'counter': 'level', 'counters_at_most': 2}},
         {'affects': 'it', 'pump': [4, 4],
          'as_long_as': {'counters_at_least': 3, 'counter': 'level'}},
         {'affects': 'it', 'gains': ["can't be blocked except by black creatures"],
          'as_long_as': {'counters_at_least': 3, 'counter': 'level'}}],
        [],
        ('1', '1'),
    ),
    Case(
        'Champion of the Flame',
        'Trample\nThis creature gets +2/+2 for each Aura and Equipment attached to it.',
        ['Trample'], ['trample'], 1,
        [{'affects': 'it',
          'pump': [2, 2],
          'for_each': {'types': [], 'subtypes': ['Aura', 'Equipment'], 'attached_to_it': True}}],
        [],
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
        [{'cost': '{U}', 'effects': [{'exile': True}]},  # (it returns after combat)
         {'cost': '{U}', 'effects': [{'gains': ["can't be blocked"]}]},
         {'cost': '{1}', 'effects': [{'pump': [1, -1]}]},
         {'cost': '{1}', 'effects': [{'pump': [-1, 1]}]}],
        [],
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
        [], [], 1,  # a cost that sacrifices a creature (701.21a): the file says which
        [{'cost': 'Sacrifice a creature', 'effects': [{'pump': [2, 2]}]}], [],
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
    # --- triggered abilities (603): at the beginning of combat on your turn ---
    Case(
        'Luminarch Aspirant',
        ('At the beginning of combat on your turn, put a +1/+1 counter on target creature you '
         'control.'),
        [], [], 1,
        [{'trigger': 'beginning of combat',
          'effects': [{'counters': {'+1/+1': 1},
                       'to': 'target creature',
                       'target': {'controller': 'you'}}]}],
        [],
    ),
    Case(
        'Kamahl, Heart of Krosa',
        ('At the beginning of combat on your turn, creatures you control get +3/+3 and gain '
         'trample until end of turn.\n{1}{G}: Until end of turn, target land you control '
         "becomes a 1/1 Elemental creature with vigilance, indestructible, and haste. It's "
         'still a land.\nPartner (You can have two commanders if both have partner.)'),
        ['Partner'], [], 1,
        [{'trigger': 'beginning of combat',
          'effects': [{'pump': [3, 3], 'gains': ['trample'], 'to': 'each creature you control'}]}],
        ['{1}{G}: Until end of turn, target land you control becomes a 1/1 Elemental creature '
         'with vigilance, indestructible, and haste.'],
    ),
    Case(
        'Hollowhenge Huntmaster',
        ('Hexproof\nOther permanents you control have hexproof.\nAt the beginning of combat on '
         'your turn, put two +1/+1 counters on each creature you control.\nNightbound (If a '
         'player casts at least two spells during their own turn, it becomes day next turn.)'),
        ['Daybound', 'Hexproof', 'Nightbound'], ['hexproof'], 1,
        [{'affects': {'other': True, 'types': [], 'controller': 'you'}, 'gains': ['hexproof']},
         {'trigger': 'beginning of combat',
          'effects': [{'counters': {'+1/+1': 2}, 'to': 'each creature you control'}]}],
        [],
    ),
    Case(
        'Battering Ram',
        ('At the beginning of combat on your turn, this creature gains banding until end '
         'of combat. (Any creatures with banding, and up to one without, can attack in a '
         'band. Bands are blocked as a group. If any creatures with banding you control '
         "are being blocked by a creature, you divide that creature's combat damage, not "
         "its controller, among any of the creatures it's blocking.)\nWhenever this "
         'creature becomes blocked by a Wall, destroy that Wall at end of combat.'),
        [], [], 1,
        [{'trigger': 'beginning of combat',
          'effects': [{'gains': ['banding'], 'until': 'end of combat'}]},
         {'trigger': 'becomes blocked by a creature',
          'filter': {'subtypes': ['Wall']},
          'effects': [{'destroy': True, 'to': 'that creature', 'at': 'end of combat'}]}],
        [],
    ),
    Case(
        'Legion Warboss',
        ('Mentor (Whenever this creature attacks, put a +1/+1 counter on target attacking '
         'creature with lesser power.)\nAt the beginning of combat on your turn, create a 1/1 '
         'red Goblin creature token. That token gains haste until end of turn and attacks this '
         'combat if able.'),
        ['Mentor'], ['mentor'], 1,
        [{'trigger': 'beginning of combat',
          'effects': [{'tokens': {'count': 1,
                                  'power': 1,
                                  'toughness': 1,
                                  'colors': ['red'],
                                  'subtypes': ['Goblin'],
                                  'name': 'Goblin'}}]}],
        ['That token gains haste until end of turn and attacks this combat if able.'],
    ),
    Case(
        'Goblin Rabblemaster',
        ('Other Goblin creatures you control attack each combat if able.\nAt the beginning '
         'of combat on your turn, create a 1/1 red Goblin creature token with '
         'haste.\nWhenever this creature attacks, it gets +1/+0 until end of turn for each '
         'other attacking Goblin.'),
        [], [], 1,
        [{'affects': {'other': True, 'subtypes': ['Goblin'], 'controller': 'you'},
          'gains': ['attacks each combat if able']},
         {'trigger': 'beginning of combat',
          'effects': [{'tokens': {'count': 1,
                                  'power': 1,
                                  'toughness': 1,
                                  'colors': ['red'],
                                  'subtypes': ['Goblin'],
                                  'name': 'Goblin',
                                  'keywords': ['haste']}}]},
         {'trigger': 'attacks',
          'effects': [{'pump': [1, 0],
                       'for_each': {'other': True,
                                    'attacking': True,
                                    'subtypes': ['Goblin']}}]}],
        [],
    ),
    # --- whenever ~ attacks (508.3a) ---
    Case(
        'Brazen Wolves', 'Whenever this creature attacks, it gets +2/+0 until end of turn.',
        [], [], 1,
        [{'trigger': 'attacks', 'effects': [{'pump': [2, 0]}]}], [],
    ),
    Case(
        'Goblin Heelcutter',
        ("Whenever this creature attacks, target creature can't block this turn.\nDash {2}{R} "
         "(You may cast this spell for its dash cost. If you do, it gains haste, and it's "
         "returned from the battlefield to its owner's hand at the beginning of the next end "
         'step.)'),
        ['Dash'], [], 1,
        [{'trigger': 'attacks', 'effects': [{'gains': ["can't block"], 'to': 'target creature'}]}],
        [],
    ),
    Case(
        'Falkenrath Perforator',
        'Whenever this creature attacks, it deals 1 damage to defending player.',
        [], [], 1,
        [{'trigger': 'attacks', 'effects': [{'damage': 1, 'player': 'defending player'}]}], [],
    ),
    Case(
        'Mardu Shadowspear',
        ('Whenever this creature attacks, each opponent loses 1 life.\nDash {1}{B} (You may '
         "cast this spell for its dash cost. If you do, it gains haste, and it's returned from "
         "the battlefield to its owner's hand at the beginning of the next end step.)"),
        ['Dash'], [], 1,
        [{'trigger': 'attacks', 'effects': [{'lose_life': 1, 'player': 'each opponent'}]}], [],
    ),
    Case(
        'Herald of Faith', 'Flying\nWhenever this creature attacks, you gain 2 life.',
        ['Flying'], ['flying'], 1,
        [{'trigger': 'attacks', 'effects': [{'gain_life': 2}]}], [],
    ),
    Case(
        'Rhox Veteran',
        ('Battle cry (Whenever this creature attacks, each other attacking creature gets +1/+0 '
         'until end of turn.)\nWhenever this creature attacks, tap target creature an opponent '
         'controls.'),
        ['Battle Cry'], ['battle cry'], 1,
        [{'trigger': 'attacks',
          'effects': [{'tap': True,
                       'to': 'target creature',
                       'target': {'controller': 'an opponent'}}]}],
        [],
    ),
    Case(
        'Aerial Guide',
        ('Flying\nWhenever this creature attacks, another target attacking creature gains '
         'flying until end of turn.'),
        ['Flying'], ['flying'], 1,
        [{'trigger': 'attacks',
          'effects': [{'gains': ['flying'],
                       'to': 'target creature',
                       'target': {'attacking': True, 'other': True}}]}],
        [],
    ),
    Case(
        'Clammy Prowler',
        ("Whenever this creature attacks, another target attacking creature can't be blocked "
         'this turn.'),
        [], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'gains': ["can't be blocked"],
                       'to': 'target creature',
                       'target': {'attacking': True, 'other': True}}]}],
        [],
    ),
    Case(
        'Anafenza, the Foremost',
        ('Whenever Anafenza attacks, put a +1/+1 counter on another target tapped creature you '
         'control.\nIf a nontoken creature an opponent owns would die or a creature card not on '
         "the battlefield would be put into an opponent's graveyard, exile that card instead."),
        [], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'counters': {'+1/+1': 1},
                       'to': 'target creature',
                       'target': {'tapped': True, 'controller': 'you', 'other': True}}]}],
        ['If a nontoken creature an opponent owns would die or a creature card not on the '
         "battlefield would be put into an opponent's graveyard, exile that card instead."],
    ),
    Case(
        'Militia Rallier',
        ("This creature can't attack alone.\nWhenever this creature attacks, untap target "
         'creature.'),
        [], ["can't attack alone"], 1,
        [{'trigger': 'attacks', 'effects': [{'untap': True, 'to': 'target creature'}]}],
        [],
    ),
    Case(
        'Copperhorn Scout',
        'Whenever this creature attacks, untap each other creature you control.',
        [], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'untap': True, 'to': 'each other creature you control'}]}],
        [],
    ),
    Case(
        'Bolt Hound',
        ('Haste (This creature can attack and {T} as soon as it comes under your '
         'control.)\nWhenever this creature attacks, other creatures you control get +1/+0 '
         'until end of turn.'),
        ['Haste'], ['haste'], 1,
        [{'trigger': 'attacks',
          'effects': [{'pump': [1, 0], 'to': 'each other creature you control'}]}],
        [],
    ),
    Case(
        'Goring Ceratops',
        ('Double strike\nWhenever this creature attacks, other creatures you control gain '
         'double strike until end of turn.'),
        ['Double strike'], ['double strike'], 1,
        [{'trigger': 'attacks',
          'effects': [{'gains': ['double strike'], 'to': 'each other creature you control'}]}],
        [],
    ),
    Case(
        'Renegade Warlord',
        ('First strike\nWhenever this creature attacks, each other attacking creature gets '
         '+1/+0 until end of turn.'),
        ['First strike'], ['first strike'], 1,
        [{'trigger': 'attacks',
          'effects': [{'pump': [1, 0], 'to': 'each other attacking creature'}]}],
        [],
    ),
    Case(
        'Smogsteed Rider',
        ('Whenever this creature attacks, each other attacking creature gains fear until end of '
         "turn. (They can't be blocked except by artifact creatures and/or black creatures.)"),
        [], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'gains': ['fear'], 'to': 'each other attacking creature'}]}],
        [],
    ),
    Case(
        'Thunderhawk Gunship',
        ('Flying\nWhen this Vehicle enters, create two 2/2 white Astartes Warrior creature '
         'tokens with vigilance.\nWhenever this Vehicle attacks, attacking creatures you '
         'control gain flying until end of turn.\nCrew 2'),
        ['Crew', 'Flying'], ['flying'], 1,
        [{'trigger': 'attacks',
          'effects': [{'gains': ['flying'], 'to': 'each attacking creature you control'}]}],
        [],
    ),
    Case(
        'Leonin Warleader',
        ('Whenever this creature attacks, create two 1/1 white Cat creature tokens with '
         'lifelink that are tapped and attacking.'),
        [], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'tokens': {'count': 2,
                                  'power': 1,
                                  'toughness': 1,
                                  'colors': ['white'],
                                  'subtypes': ['Cat'],
                                  'name': 'Cat',
                                  'keywords': ['lifelink'],
                                  'attacking': True}}]}],
        [],
    ),
    Case(
        'Hanweir, the Writhing Township',
        ('Trample, haste\nWhenever Hanweir attacks, create two 3/2 colorless Eldrazi Horror '
         'creature tokens that are tapped and attacking.'),
        ['Haste', 'Trample'], ['trample', 'haste'], 1,
        [{'trigger': 'attacks',
          'effects': [{'tokens': {'count': 2,
                                  'power': 3,
                                  'toughness': 2,
                                  'subtypes': ['Eldrazi', 'Horror'],
                                  'name': 'Eldrazi Horror',
                                  'attacking': True}}]}],
        [],
    ),
    Case(
        'Geist of Saint Traft',
        ("Hexproof (This creature can't be the target of spells or abilities your opponents "
         'control.)\nWhenever Geist of Saint Traft attacks, create a 4/4 white Angel creature '
         "token with flying that's tapped and attacking. Exile that token at end of combat."),
        ['Hexproof'], ['hexproof'], 1,
        [{'trigger': 'attacks',
          'effects': [{'tokens': {'count': 1,
                                  'power': 4,
                                  'toughness': 4,
                                  'colors': ['white'],
                                  'subtypes': ['Angel'],
                                  'name': 'Angel',
                                  'keywords': ['flying'],
                                  'attacking': True}}]}],
        ['Exile that token at end of combat.'],
    ),
    Case(
        'Stonehoof Chieftain',
        ('Trample, indestructible\nWhenever another creature you control attacks, it gains '
         'trample and indestructible until end of turn.'),
        ['Indestructible', 'Trample'], ['trample', 'indestructible'], 1,
        [{'trigger': 'another creature you control attacks',  # "it": the attacker (508.3c)
          'effects': [{'gains': ['trample', 'indestructible'], 'to': 'that creature'}]}], [],
    ),
    Case(
        'Glory Bearers',
        'Whenever another creature you control attacks, it gets +0/+1 until end of turn.',
        [], [], 1,
        [{'trigger': 'another creature you control attacks',
          'effects': [{'pump': [0, 1], 'to': 'that creature'}]}], [],
    ),
    # --- attacks alone, attacks or blocks, you attack (with N or more) (508.3d) ---
    Case(
        'Lunk Errant',
        'Whenever this creature attacks alone, it gets +1/+1 and gains trample until end of turn.',
        [], [], 1,
        [{'trigger': 'attacks alone', 'effects': [{'pump': [1, 1], 'gains': ['trample']}]}], [],
    ),
    Case(
        'Dusk Urchins',
        ('Whenever this creature attacks or blocks, put a -1/-1 counter on it.\nWhen this '
         'creature dies, draw a card for each -1/-1 counter on it.'),
        [], [], 1,
        [{'trigger': 'attacks', 'effects': [{'counters': {'-1/-1': 1}}]},
         {'trigger': 'blocks', 'effects': [{'counters': {'-1/-1': 1}}]}],
        [],
    ),
    Case(
        'Architect of Restoration',
        ('Vigilance\nWhenever this creature attacks or blocks, create a 1/1 colorless Spirit '
         'creature token.'),
        ['Transform', 'Vigilance'], ['vigilance'], 1,
        [{'trigger': 'attacks',
          'effects': [{'tokens': {'count': 1,
                                  'power': 1,
                                  'toughness': 1,
                                  'subtypes': ['Spirit'],
                                  'name': 'Spirit'}}]},
         {'trigger': 'blocks',
          'effects': [{'tokens': {'count': 1,
                                  'power': 1,
                                  'toughness': 1,
                                  'subtypes': ['Spirit'],
                                  'name': 'Spirit'}}]}],
        [],
    ),
    Case(
        'Lionheart Glimmer',
        ('Ward {2} (Whenever this creature becomes the target of a spell or ability an opponent '
         'controls, counter it unless that player pays {2}.)\nWhenever you attack, creatures '
         'you control get +1/+1 until end of turn.'),
        ['Ward'], ['ward {2}'], 1,
        [{'trigger': 'you attack',
          'effects': [{'pump': [1, 1], 'to': 'each creature you control'}]}],
        [],
    ),
    Case(
        'Karlov Watchdog',
        ("Vigilance\nPermanents your opponents control can't be turned face up during your "
         'turn.\nWhenever you attack with three or more creatures, creatures you control get '
         '+1/+1 until end of turn.'),
        ['Vigilance'], ['vigilance'], 1,
        [{'trigger': 'you attack',
          'count': 3,
          'effects': [{'pump': [1, 1], 'to': 'each creature you control'}]}],
        ["Permanents your opponents control can't be turned face up during your turn."],
    ),
    Case(
        'Grim Javelineer',
        ('Whenever you attack, target attacking creature gets +1/+0 until end of turn. When '
         'that creature dies this turn, surveil 1. (Look at the top card of your library. You '
         'may put that card into your graveyard.)'),
        ['Surveil'], [], 1,
        [{'trigger': 'you attack',
          'effects': [{'pump': [1, 0], 'to': 'target creature', 'target': {'attacking': True}}]}],
        [],
    ),
    Case(
        'Hazardroot Herbalist',
        ('Whenever you attack, target creature you control gets +1/+0 until end of turn. If '
         'that creature is a token, it also gains deathtouch until end of turn.'),
        [], [], 1,
        [{'trigger': 'you attack',
          'effects': [{'pump': [1, 0],
                       'to': 'target creature',
                       'target': {'controller': 'you'}}]}],
        ['If that creature is a token, it also gains deathtouch until end of turn.'],
    ),
    Case(
        'War Effort',
        ('Creatures you control get +1/+0.\nWhenever you attack, create a 1/1 red Warrior '
         "creature token that's tapped and attacking. Sacrifice it at the beginning of the next "
         'end step.'),
        [], [], 1,
        [{'affects': {'controller': 'you'}, 'pump': [1, 0]},
         {'trigger': 'you attack',
          'effects': [{'tokens': {'count': 1,
                                  'power': 1,
                                  'toughness': 1,
                                  'colors': ['red'],
                                  'subtypes': ['Warrior'],
                                  'name': 'Warrior',
                                  'attacking': True}}]}],
        [],  # (the token is sacrificed after combat)
    ),
    # --- whenever ~ blocks (509.3a) ---
    Case(
        'Root Spider',
        'Whenever this creature blocks, it gets +1/+0 and gains first strike until end of turn.',
        [], [], 1,
        [{'trigger': 'blocks', 'effects': [{'pump': [1, 0], 'gains': ['first strike']}]}], [],
    ),
    Case(
        'Pride Guardian', 'Defender\nWhenever this creature blocks, you gain 3 life.',
        ['Defender'], ['defender'], 1,
        [{'trigger': 'blocks', 'effects': [{'gain_life': 3}]}], [],
    ),
    Case(
        'Elite Javelineer',
        'Whenever this creature blocks, it deals 1 damage to target attacking creature.',
        [], [], 1,
        [{'trigger': 'blocks',
          'effects': [{'damage': 1, 'to': 'target creature', 'target': {'attacking': True}}]}],
        [],
    ),
    Case(
        'Spincrusher',
        ('Whenever this creature blocks, put a +1/+1 counter on it.\nRemove a +1/+1 '
         "counter from this creature: This creature can't be blocked this turn."),
        [], [], 1,
        [{'trigger': 'blocks', 'effects': [{'counters': {'+1/+1': 1}}]},
         {'cost': 'Remove a +1/+1 counter from this creature',
          'effects': [{'gains': ["can't be blocked"]}]}],
        [],
    ),
    # --- blocks a creature, becomes blocked (by a creature), is not blocked (509.3b-g) ---
    Case(
        'Vertigo Spawn',
        ('Defender\nWhenever this creature blocks a creature, tap that creature. That '
         "creature doesn't untap during its controller's next untap step."),
        ['Defender'], ['defender'], 1,
        [{'trigger': 'blocks a creature', 'effects': [{'tap': True, 'to': 'that creature'}]}],
        [],
    ),
    Case(
        'Ashmouth Hound',
        ('Whenever this creature blocks or becomes blocked by a creature, this creature deals 1 '
         'damage to that creature.'),
        [], [], 1,
        [{'trigger': 'blocks a creature', 'effects': [{'damage': 1, 'to': 'that creature'}]},
         {'trigger': 'becomes blocked by a creature',
          'effects': [{'damage': 1, 'to': 'that creature'}]}],
        [],
    ),
    Case(
        'Flailing Drake',
        ('Flying\nWhenever this creature blocks or becomes blocked by a creature, that creature '
         'gets +1/+1 until end of turn.'),
        ['Flying'], ['flying'], 1,
        [{'trigger': 'blocks a creature', 'effects': [{'pump': [1, 1], 'to': 'that creature'}]},
         {'trigger': 'becomes blocked by a creature',
          'effects': [{'pump': [1, 1], 'to': 'that creature'}]}],
        [],
    ),
    Case(
        'Witherscale Wurm',
        ('Whenever this creature blocks or becomes blocked by a creature, that creature gains '
         'wither until end of turn. (It deals damage to creatures in the form of -1/-1 '
         'counters.)\nWhenever this creature deals damage to an opponent, remove all -1/-1 '
         'counters from it.'),
        [], [], 1,
        [{'trigger': 'blocks a creature',
          'effects': [{'gains': ['wither'], 'to': 'that creature'}]},
         {'trigger': 'becomes blocked by a creature',
          'effects': [{'gains': ['wither'], 'to': 'that creature'}]},
         {'trigger': 'deals damage to an opponent',
          'effects': [{'remove_counters': {'-1/-1': 1}, 'for_each_counter': '-1/-1'}]}],
        [],
    ),
    Case(
        'Slashing Tiger',
        'Whenever this creature becomes blocked, it gets +2/+2 until end of turn.',
        [], [], 1,
        [{'trigger': 'becomes blocked', 'effects': [{'pump': [2, 2]}]}], [],
    ),
    Case(
        'Vedalken Ghoul', 'Whenever this creature becomes blocked, defending player loses 4 life.',
        [], [], 1,
        [{'trigger': 'becomes blocked', 'effects': [{'lose_life': 4}]}], [],
    ),
    Case(
        'Battle-Scarred Goblin',
        'Whenever this creature becomes blocked, it deals 1 damage to each creature blocking it.',
        [], [], 1,
        [{'trigger': 'becomes blocked',
          'effects': [{'damage': 1, 'to': 'each creature blocking it'}]}],
        [],
    ),
    Case(
        'Plague Wight',
        ('Whenever this creature becomes blocked, each creature blocking it gets -1/-1 until '
         'end of turn.'),
        [], [], 1,
        [{'trigger': 'becomes blocked',
          'effects': [{'pump': [-1, -1], 'to': 'each creature blocking it'}]}],
        [],
    ),
    Case(
        'Silkenfist Fighter', 'Whenever this creature becomes blocked, untap it.',
        [], [], 1,
        [{'trigger': 'becomes blocked', 'effects': [{'untap': True}]}], [],
    ),
    Case(
        'Duskworker',
        ('Whenever this creature becomes blocked, regenerate it.\n{3}: This creature gets +1/+0 '
         'until end of turn.'),
        [], [], 1,
        [{'trigger': 'becomes blocked', 'effects': [{'regenerate': True}]},
         {'cost': '{3}', 'effects': [{'pump': [1, 0]}]}],
        [],
    ),
    Case(
        'Tin Street Cadet',
        'Whenever this creature becomes blocked, create a 1/1 red Goblin creature token.',
        [], [], 1,
        [{'trigger': 'becomes blocked',
          'effects': [{'tokens': {'count': 1,
                                  'power': 1,
                                  'toughness': 1,
                                  'colors': ['red'],
                                  'subtypes': ['Goblin'],
                                  'name': 'Goblin'}}]}],
        [],
    ),
    Case(
        'Anzrag, the Quake-Mole',
        ('Whenever Anzrag becomes blocked, untap each creature you control. After this phase, '
         'there is an additional combat phase.\n{3}{R}{R}{G}{G}: Anzrag must be blocked each '
         'combat this turn if able.'),
        [], [], 1,
        [{'trigger': 'becomes blocked',
          'effects': [{'untap': True, 'to': 'each creature you control'}]}],
        ['{3}{R}{R}{G}{G}: Anzrag must be blocked each combat this turn if able.'],
    ),
    Case(
        'Brushwagg',
        'Whenever this creature blocks or becomes blocked, it gets -2/+2 until end of turn.',
        [], [], 1,
        [{'trigger': 'blocks or becomes blocked', 'effects': [{'pump': [-2, 2]}]}], [],
    ),
    Case(
        'Cave Tiger',
        ('Whenever this creature becomes blocked by a creature, this creature gets +1/+1 until '
         'end of turn.'),
        [], [], 1,
        [{'trigger': 'becomes blocked by a creature', 'effects': [{'pump': [1, 1]}]}], [],
    ),
    Case(
        'Quagmire Lamprey',
        ('Whenever this creature becomes blocked by a creature, put a -1/-1 counter on that '
         'creature.'),
        [], [], 1,
        [{'trigger': 'becomes blocked by a creature',
          'effects': [{'counters': {'-1/-1': 1}, 'to': 'that creature'}]}],
        [],
    ),
    Case(
        'Murk Dwellers',
        "Whenever this creature attacks and isn't blocked, it gets +2/+0 until end of combat.",
        [], [], 1,
        [{'trigger': "attacks and isn't blocked",
          'effects': [{'pump': [2, 0], 'until': 'end of combat'}]}],
        [],
    ),
    Case(
        'Merchant Ship',
        ("This creature can't attack unless defending player controls an Island.\nWhenever "
         "this creature attacks and isn't blocked, you gain 2 life.\nWhen you control no "
         'Islands, sacrifice this creature.'),
        [], ["can't attack unless defending player controls an island"], 1,
        [{'trigger': "attacks and isn't blocked", 'effects': [{'gain_life': 2}]},
         {'trigger': 'state',
          'if': {'not': {'you_control': {'subtypes': ['Island'], 'types': []}}},
          'effects': [{'sacrifice': True}]}],
        [],
    ),
    # --- deals combat damage to a player, to a creature (510.3a) ---

    Case(
        'Bloodcrazed Neonate',
        ('This creature attacks each combat if able.\nWhenever this creature deals combat '
         'damage to a player, put a +1/+1 counter on it.'),
        [], ['attacks each combat if able'], 1,
        [{'trigger': 'deals combat damage to a player', 'effects': [{'counters': {'+1/+1': 1}}]}],
        [],
    ),
    Case(
        'Precinct Captain',
        ('First strike\nWhenever this creature deals combat damage to a player, create a 1/1 '
         'white Soldier creature token.'),
        ['First strike'], ['first strike'], 1,
        [{'trigger': 'deals combat damage to a player',
          'effects': [{'tokens': {'count': 1,
                                  'power': 1,
                                  'toughness': 1,
                                  'colors': ['white'],
                                  'subtypes': ['Soldier'],
                                  'name': 'Soldier'}}]}],
        [],
    ),
    Case(
        'Drana, Liberator of Malakir',
        ('Flying, first strike\nWhenever Drana deals combat damage to a player, put a +1/+1 '
         'counter on each attacking creature you control.'),
        ['First strike', 'Flying'], ['flying', 'first strike'], 1,
        [{'trigger': 'deals combat damage to a player',
          'effects': [{'counters': {'+1/+1': 1}, 'to': 'each attacking creature you control'}]}],
        [],
    ),
    Case(
        'Thunderwolf Cavalry',
        ('First strike\nCrushing Teeth — Whenever this creature deals combat damage to a '
         'player, put a +1/+1 counter on each other creature you control.'),
        ['Crushing Teeth', 'First strike'], ['first strike'], 1,
        [{'trigger': 'deals combat damage to a player',
          'effects': [{'counters': {'+1/+1': 1}, 'to': 'each other creature you control'}]}],
        [],
    ),
    Case(
        'Zephyr Winder',
        ('Flying\nWhenever this creature deals combat damage to a player, untap up to one '
         'target creature.'),
        ['Flying'], ['flying'], 1,
        [{'trigger': 'deals combat damage to a player',
          'effects': [{'untap': True, 'to': 'target creature'}]}],
        [],
    ),
    Case(
        'Port Razer',
        ('Whenever this creature deals combat damage to a player, untap each creature you '
         "control. After this phase, there is an additional combat phase.\nThis creature can't "
         'attack a player it has already attacked this turn.'),
        [], [], 1,
        [{'trigger': 'deals combat damage to a player',
          'effects': [{'untap': True, 'to': 'each creature you control'}]}],
        ["This creature can't attack a player it has already attacked this turn."],
    ),
    Case(
        'Mercurial Kite',
        ('Flying\nWhenever this creature deals combat damage to a creature, tap that '
         "creature. That creature doesn't untap during its controller's next untap step."),
        ['Flying'], ['flying'], 1,
        [{'trigger': 'deals combat damage to a creature',
          'effects': [{'tap': True, 'to': 'that creature'}]}],
        [],
    ),
    Case(
        'Obelisk Spider',
        ('Reach\nWhenever this creature deals combat damage to a creature, put a -1/-1 counter '
         'on that creature.\nWhenever you put one or more -1/-1 counters on a creature, each '
         'opponent loses 1 life and you gain 1 life.'),
        ['Reach'], ['reach'], 1,
        [{'trigger': 'deals combat damage to a creature',
          'effects': [{'counters': {'-1/-1': 1}, 'to': 'that creature'}]}],
        ['Whenever you put one or more -1/-1 counters on a creature, each opponent loses 1 '
         'life and you gain 1 life.'],
    ),
    # --- dies (700.4), you gain life ---
    Case(
        'Doomed Traveler',
        'When this creature dies, create a 1/1 white Spirit creature token with flying.',
        [], [], 1,
        [{'trigger': 'dies',
          'effects': [{'tokens': {'count': 1,
                                  'power': 1,
                                  'toughness': 1,
                                  'colors': ['white'],
                                  'subtypes': ['Spirit'],
                                  'name': 'Spirit',
                                  'keywords': ['flying']}}]}],
        [],
    ),
    Case(
        'Infestation Sage',
        'When this creature dies, create a 1/1 black and green Insect creature token with flying.',
        [], [], 1,
        [{'trigger': 'dies',
          'effects': [{'tokens': {'count': 1,
                                  'power': 1,
                                  'toughness': 1,
                                  'colors': ['black', 'green'],
                                  'subtypes': ['Insect'],
                                  'name': 'Insect',
                                  'keywords': ['flying']}}]}],
        [],
    ),
    Case(
        'Desperate Sentry',
        ('When this creature dies, create a 3/2 colorless Eldrazi Horror creature '
         'token.\nDelirium — This creature gets +3/+0 as long as there are four or more card '
         'types among cards in your graveyard.'),
        ['Delirium'], [], 1,
        [{'trigger': 'dies',
          'effects': [{'tokens': {'count': 1,
                                  'power': 3,
                                  'toughness': 2,
                                  'subtypes': ['Eldrazi', 'Horror'],
                                  'name': 'Eldrazi Horror'}}]},
         {'affects': 'it', 'pump': [3, 0], 'as_long_as': {'graveyard_card_types_at_least': 4}}],
        [],
    ),
    Case(
        'Festering Goblin',
        'When this creature dies, target creature gets -1/-1 until end of turn.',
        [], [], 1,
        [{'trigger': 'dies', 'effects': [{'pump': [-1, -1], 'to': 'target creature'}]}], [],
    ),
    Case(
        'Bile-Vial Boggart',
        'When this creature dies, put a -1/-1 counter on up to one target creature.',
        [], [], 1,
        [{'trigger': 'dies', 'effects': [{'counters': {'-1/-1': 1}, 'to': 'target creature'}]}],
        [],
    ),
    Case(
        'Perilous Myr', 'When this creature dies, it deals 2 damage to any target.',
        [], [], 1,
        [{'trigger': 'dies', 'effects': [{'damage': 2, 'to': 'any target'}]}], [],
    ),
    Case(
        'Bogardan Firefiend', 'When this creature dies, it deals 2 damage to target creature.',
        [], [], 1,
        [{'trigger': 'dies', 'effects': [{'damage': 2, 'to': 'target creature'}]}], [],
    ),
    Case(
        'Serrated Scorpion',
        'When this creature dies, it deals 2 damage to each opponent and you gain 2 life.',
        [], [], 1,
        [{'trigger': 'dies',
          'effects': [{'damage': 2, 'player': 'each opponent'}, {'gain_life': 2}]}],
        [],
    ),
    Case(
        'Kokusho, the Evening Star',
        ('Flying\nWhen Kokusho dies, each opponent loses 5 life. You gain life equal to the '
         'life lost this way.'),
        ['Flying'], ['flying'], 1,
        [{'trigger': 'dies', 'effects': [{'lose_life': 5, 'player': 'each opponent'},
                                         {'gain_life': 'the life lost this way'}]}],
        [],
    ),
    Case(
        'Haakon, Stromgald Scourge',
        ('You may cast this card from your graveyard, but not from anywhere else.\nAs long as '
         'Haakon is on the battlefield, you may cast Knight spells from your graveyard.\nWhen '
         'Haakon dies, you lose 2 life.'),
        [], [], 1,
        [{'trigger': 'dies', 'effects': [{'lose_life': 2, 'player': 'you'}]}],
        ['As long as Haakon is on the battlefield, you may cast Knight spells from your '
         'graveyard.'],
    ),
    Case(
        "Ajani's Pridemate", 'Whenever you gain life, put a +1/+1 counter on this creature.',
        [], [], 1,
        [{'trigger': 'you gain life', 'effects': [{'counters': {'+1/+1': 1}}]}], [],
    ),
    Case(
        'Archangel of Thune',
        ('Flying\nLifelink (Damage dealt by this creature also causes you to gain that much '
         'life.)\nWhenever you gain life, put a +1/+1 counter on each creature you control.'),
        ['Flying', 'Lifelink'], ['flying', 'lifelink'], 1,
        [{'trigger': 'you gain life',
          'effects': [{'counters': {'+1/+1': 1}, 'to': 'each creature you control'}]}],
        [],
    ),
    Case(
        'Cliffhaven Vampire', 'Flying\nWhenever you gain life, each opponent loses 1 life.',
        ['Flying'], ['flying'], 1,
        [{'trigger': 'you gain life', 'effects': [{'lose_life': 1, 'player': 'each opponent'}]}],
        [],
    ),
    Case(
        'Twinblade Paladin',
        ('Whenever you gain life, put a +1/+1 counter on this creature.\nAs long as you have 25 '
         'or more life, this creature has double strike. (It deals both first-strike and '
         'regular combat damage.)'),
        [], [], 1,
        [{'trigger': 'you gain life', 'effects': [{'counters': {'+1/+1': 1}}]},
         {'affects': 'it', 'gains': ['double strike'], 'as_long_as': {'life_at_least': 25}}],
        [],
    ),
    # --- the creature itself: restrictions, requirements, blocking more ---
    Case(
        'Phantom Warrior', "This creature can't be blocked.",
        [], ["can't be blocked"], 1,
        [], [],
    ),
    Case(
        'Tormented Soul', "This creature can't block and can't be blocked.",
        [], ["can't block", "can't be blocked"], 1,
        [], [],
    ),
    Case(
        'Vigean Hydropon',
        ('Graft 5 (This creature enters with five +1/+1 counters on it. Whenever another '
         'creature enters, you may move a +1/+1 counter from this creature onto it.)\nThis '
         "creature can't attack or block."),
        ['Graft'], ["can't attack", "can't block"], 1,
        [], [],
    ),
    Case(
        'Juggernaut',
        ("This creature attacks each combat if able.\nThis creature can't be blocked by "
         'Walls.'),
        [], ['attacks each combat if able', "can't be blocked by wall creatures"], 1,
        [],
        [],
    ),
    Case(
        'Razorgrass Screen',
        "Defender (This creature can't attack.)\nThis creature blocks each combat if able.",
        ['Defender'], ['defender', 'blocks each combat if able'], 1,
        [], [],
    ),
    Case(
        'Iron Golem', 'Vigilance\nThis creature attacks or blocks each combat if able.',
        ['Vigilance'],
        ['vigilance', 'attacks each combat if able', 'blocks each combat if able'],
        1,
        [], [],
    ),
    Case(
        'Cloud Sprite',
        ("Flying (This creature can't be blocked except by creatures with flying or "
         'reach.)\nThis creature can block only creatures with flying.'),
        ['Flying'], ['flying', 'can block only creatures with flying'], 1,
        [], [],
    ),
    Case(
        'Steel Leaf Champion', "This creature can't be blocked by creatures with power 2 or less.",
        [], ["can't be blocked by creatures with power 2 or less"], 1,
        [], [],
    ),
    Case(
        'Dread Linnorm // Scale Deflection',
        "This creature can't be blocked by creatures with power 3 or less.",
        [], ["can't be blocked by creatures with power 3 or less"], 1,
        [], [],
    ),
    Case(
        'Pathrazer of Ulamog',
        ('Annihilator 3 (Whenever this creature attacks, defending player sacrifices three '
         "permanents of their choice.)\nThis creature can't be blocked except by three or more "
         'creatures.'),
        ['Annihilator'],
        ['annihilator 3', "can't be blocked except by three or more creatures"], 1,
        [], [],
    ),
    Case(
        'Prized Unicorn', 'All creatures able to block this creature do so.',
        [], ['all creatures able to block it do so'], 1,
        [], [],
    ),
    Case(
        'Two-Headed Giant of Foriys',
        'Trample\nThis creature can block an additional creature each combat.',
        ['Trample'], ['trample'], 2,
        [], [],
    ),
    Case(
        'Palace Guard', 'This creature can block any number of creatures.',
        [], [], None,
        [], [],
    ),
    Case(
        'Hundred-Handed One',
        ("Vigilance\n{3}{W}{W}{W}: Monstrosity 3. (If this creature isn't monstrous, put "
         'three +1/+1 counters on it and it becomes monstrous.)\nAs long as this creature '
         'is monstrous, it has reach and can block an additional ninety-nine creatures '
         'each combat.'),
        ['Monstrosity', 'Vigilance'], ['vigilance'], 1,
        [{'cost': '{3}{W}{W}{W}', 'effects': [{'monstrosity': 3}]}],
        ['As long as this creature is monstrous, it has reach and can block an additional '
         'ninety-nine creatures each combat.'],
    ),
    # --- as long as (611.3a): attacking, your turn, what you or an opponent controls, life ---
    Case(
        'Grasping Scoundrel', "This creature gets +1/+0 as long as it's attacking.",
        [], [], 1,
        [{'affects': 'it', 'pump': [1, 0], 'as_long_as': "it's attacking"}], [],
    ),
    Case(
        'Hardy Veteran', 'During your turn, this creature gets +0/+2.',
        [], [], 1,
        [{'affects': 'it', 'pump': [0, 2], 'as_long_as': "it's your turn"}], [],
    ),
    Case(
        'Kird Ape', 'This creature gets +1/+2 as long as you control a Forest.',
        [], [], 1,
        [{'affects': 'it',
          'pump': [1, 2],
          'as_long_as': {'you_control': {'subtypes': ['Forest'], 'types': []}}}],
        [],
    ),
    Case(
        'Armory Guard', 'This creature has vigilance as long as you control a Gate.',
        [], [], 1,
        [{'affects': 'it',
          'gains': ['vigilance'],
          'as_long_as': {'you_control': {'subtypes': ['Gate'], 'types': []}}}],
        [],
    ),
    Case(
        'Blazethorn Scarecrow',
        ('This creature has haste as long as you control a red creature.\nThis creature has '
         'wither as long as you control a green creature. (It deals damage to creatures in the '
         'form of -1/-1 counters.)'),
        [], [], 1,
        [{'affects': 'it',
          'gains': ['haste'],
          'as_long_as': {'you_control': {'colors': ['red']}}},
         {'affects': 'it',
          'gains': ['wither'],
          'as_long_as': {'you_control': {'colors': ['green']}}}],
        [],
    ),
    Case(
        'Dauntless Dourbark',
        ("Dauntless Dourbark's power and toughness are each equal to the number of Forests you "
         'control plus the number of Treefolk you control.\nThis creature has trample as long '
         'as you control another Treefolk.'),
        [], [], 1,
        [{'affects': 'it',
          'gains': ['trample'],
          'as_long_as': {'you_control': {'subtypes': ['Treefolk'], 'other': True}}}],
        [],
    ),
    Case(
        'Thrash of Raptors',
        'As long as you control another Dinosaur, this creature gets +2/+0 and has trample.',
        [], [], 1,
        [{'affects': 'it',
          'pump': [2, 0],
          'gains': ['trample'],
          'as_long_as': {'you_control': {'subtypes': ['Dinosaur'], 'other': True}}}],
        [],
    ),
    Case(
        'Ashenmoor Cohort',
        'This creature gets +1/+1 as long as you control another black creature.',
        [], [], 1,
        [{'affects': 'it',
          'pump': [1, 1],
          'as_long_as': {'you_control': {'colors': ['black'], 'other': True}}}],
        [],
    ),
    Case(
        'Court Homunculus', 'This creature gets +1/+1 as long as you control another artifact.',
        [], [], 1,
        [{'affects': 'it',
          'pump': [1, 1],
          'as_long_as': {'you_control': {'types': ['artifact'], 'other': True}}}],
        [],
    ),
    Case(
        'Gatebreaker Ram',
        ('This creature gets +1/+1 for each Gate you control.\nAs long as you control two or '
         'more Gates, this creature has vigilance and trample.'),
        [], [], 1,
        [{'affects': 'it', 'pump': [1, 1],
          'for_each': {'subtypes': ['Gate'], 'controller': 'you', 'types': []}},
         {'affects': 'it',
          'gains': ['vigilance', 'trample'],
          'as_long_as': {'you_control': {'subtypes': ['Gate'], 'types': []}, 'at_least': 2}}],
        [],
    ),
    Case(
        'Water Wurm', 'This creature gets +0/+1 as long as an opponent controls an Island.',
        [], [], 1,
        [{'affects': 'it',
          'pump': [0, 1],
          'as_long_as': {'an_opponent_controls': {'subtypes': ['Island'], 'types': []}}}],
        [],
    ),
    Case(
        'Neurok Spy',
        "This creature can't be blocked as long as defending player controls an artifact.",
        [], [], 1,
        [{'affects': 'it',
          'gains': ["can't be blocked"],
          'as_long_as': {'defending_player_controls': {'types': ['artifact']}}}],
        [],
    ),
    Case(
        'Hazy Homunculus',
        "This creature can't be blocked as long as defending player controls an untapped land.",
        [], [], 1,
        [{'affects': 'it',
          'gains': ["can't be blocked"],
          'as_long_as': {'defending_player_controls': {'tapped': False, 'types': ['land']}}}],
        [],
    ),
    Case(
        'Serra Ascendant',
        ('Lifelink (Damage dealt by this creature also causes you to gain that much life.)\nAs '
         'long as you have 30 or more life, this creature gets +5/+5 and has flying.'),
        ['Lifelink'], ['lifelink'], 1,
        [{'affects': 'it',
          'pump': [5, 5],
          'gains': ['flying'],
          'as_long_as': {'life_at_least': 30}}],
        [],
    ),
    Case(
        'Kessig Dire Swine',
        ('Delirium — This creature has trample as long as there are four or more card types '
         'among cards in your graveyard.'),
        ['Delirium'], [], 1,
        [{'affects': 'it', 'gains': ['trample'],
          'as_long_as': {'graveyard_card_types_at_least': 4}}],
        [],
    ),
    # --- lords and anthems: colours, subtypes, types, keywords, attacking, tapped ---
    Case(
        'Honor of the Pure', 'White creatures you control get +1/+1.',
        [], [], 1,
        [{'affects': {'colors': ['white'], 'controller': 'you'}, 'pump': [1, 1]}], [],
    ),
    Case(
        'Crusade', 'White creatures get +1/+1.',
        [], [], 1,
        [{'affects': {'colors': ['white']}, 'pump': [1, 1]}], [],
    ),
    Case(
        'Ashenmoor Liege',
        ('Other black creatures you control get +1/+1.\nOther red creatures you control '
         'get +1/+1.\nWhenever this creature becomes the target of a spell or ability an '
         'opponent controls, that player loses 4 life.'),
        [], [], 1,
        [{'affects': {'other': True, 'colors': ['black'], 'controller': 'you'}, 'pump': [1, 1]},
         {'affects': {'other': True, 'colors': ['red'], 'controller': 'you'}, 'pump': [1, 1]},
         {'trigger': 'becomes the target of a spell or ability an opponent controls',
          'effects': [{'lose_life': 4, 'player': 'that player'}]}],
        [],
    ),
    Case(
        'Elesh Norn, Grand Cenobite',
        ('Vigilance\nOther creatures you control get +2/+2.\nCreatures your opponents control '
         'get -2/-2.'),
        ['Vigilance'], ['vigilance'], 1,
        [{'affects': {'other': True, 'controller': 'you'}, 'pump': [2, 2]},
         {'affects': {'controller': 'an opponent'}, 'pump': [-2, -2]}],
        [],
    ),
    Case(
        'Kaervek, the Spiteful', 'Other creatures get -1/-1.',
        [], [], 1,
        [{'affects': {'other': True}, 'pump': [-1, -1]}], [],
    ),
    Case(
        'Absolute Law', 'All creatures have protection from red.',
        [], [], 1,
        [{'affects': {}, 'gains': ['protection from red']}], [],
    ),
    Case(
        'Empyrean Eagle', 'Flying\nOther creatures you control with flying get +1/+1.',
        ['Flying'], ['flying'], 1,
        [{'affects': {'other': True, 'controller': 'you', 'keywords': ['flying']},
          'pump': [1, 1]}],
        [],
    ),
    Case(
        'Cavalry Master',
        ('Flanking (Whenever a creature without flanking blocks this creature, the blocking '
         'creature gets -1/-1 until end of turn.)\nOther creatures you control with flanking '
         'have flanking. (Each instance of flanking triggers separately.)'),
        ['Flanking'], ['flanking'], 1,
        [{'affects': {'other': True, 'controller': 'you', 'keywords': ['flanking']},
          'gains': ['flanking']}],
        [],
    ),
    Case(
        'Goblin Oriflamme', 'Attacking creatures you control get +1/+0.',
        [], [], 1,
        [{'affects': {'attacking': True, 'controller': 'you'}, 'pump': [1, 0]}], [],
    ),
    Case(
        'Gruul War Chant', 'Attacking creatures you control get +1/+0 and have menace.',
        [], [], 1,
        [{'affects': {'attacking': True, 'controller': 'you'},
          'pump': [1, 0],
          'gains': ['menace']}],
        [],
    ),
    Case(
        "Builder's Blessing", 'Untapped creatures you control get +0/+2.',
        [], [], 1,
        [{'affects': {'tapped': False, 'controller': 'you'}, 'pump': [0, 2]}], [],
    ),
    Case(
        'Adept Watershaper', 'Other tapped creatures you control have indestructible.',
        [], [], 1,
        [{'affects': {'other': True, 'tapped': True, 'controller': 'you'},
          'gains': ['indestructible']}],
        [],
    ),
    Case(
        'Tempered Steel', 'Artifact creatures you control get +2/+2.',
        [], [], 1,
        [{'affects': {'types': ['artifact', 'creature'], 'controller': 'you'}, 'pump': [2, 2]}],
        [],
    ),
    Case(
        'Master of Etherium',
        ("Master of Etherium's power and toughness are each equal to the number of artifacts "
         'you control.\nOther artifact creatures you control get +1/+1.'),
        [], [], 1,
        [{'affects': {'other': True, 'types': ['artifact', 'creature'], 'controller': 'you'},
          'pump': [1, 1]}],
        [],
    ),
    Case(
        'Elvish Champion',
        ("Other Elf creatures get +1/+1 and have forestwalk. (They can't be blocked as long as "
         'defending player controls a Forest.)'),
        [], [], 1,
        [{'affects': {'other': True, 'subtypes': ['Elf']},
          'pump': [1, 1],
          'gains': ['forestwalk']}],
        [],
    ),
    Case(
        'Zombie Master',
        ("Other Zombie creatures have swampwalk. (They can't be blocked as long as "
         'defending player controls a Swamp.)\nOther Zombies have "{B}: Regenerate this '
         'permanent."'),
        [], [], 1,
        [{'affects': {'other': True, 'subtypes': ['Zombie']}, 'gains': ['swampwalk']},
         {'affects': {'other': True, 'subtypes': ['Zombie']},
          'grants': [{'cost': '{B}',
                      'effects': [{'regenerate': True}],
                      'text': '{B}: Regenerate this creature.'}]}],
        [],
    ),
    Case(
        'Lord of the Undead',
        ('Other Zombie creatures get +1/+1.\n{1}{B}, {T}: Return target Zombie card from your '
         'graveyard to your hand.'),
        [], [], 1,
        [{'affects': {'other': True, 'subtypes': ['Zombie']}, 'pump': [1, 1]}], [],
    ),
    Case(
        'Captain of the Watch',
        ("Vigilance (Attacking doesn't cause this creature to tap.)\nOther Soldier creatures "
         'you control get +1/+1 and have vigilance.\nWhen this creature enters, create three '
         '1/1 white Soldier creature tokens.'),
        ['Vigilance'], ['vigilance'], 1,
        [{'affects': {'other': True, 'subtypes': ['Soldier'], 'controller': 'you'},
          'pump': [1, 1],
          'gains': ['vigilance']}],
        [],
    ),
    Case(
        'Goblin War Drums',
        ("Creatures you control have menace. (They can't be blocked except by two or more "
         'creatures.)'),
        [], [], 1,
        [{'affects': {'controller': 'you'}, 'gains': ['menace']}], [],
    ),
    Case(
        'Eldrazi Monument',
        ('Creatures you control get +1/+1 and have flying and indestructible.\nAt the beginning '
         "of your upkeep, sacrifice a creature. If you can't, sacrifice this artifact."),
        [], [], 1,
        [{'affects': {'controller': 'you'},
          'pump': [1, 1],
          'gains': ['flying', 'indestructible']}],
        [],
    ),
    Case(
        'Bedlam', "Creatures can't block.",
        [], [], 1,
        [{'affects': {}, 'gains': ["can't block"]}], [],
    ),
    Case(
        'Siege Elemental', "Trample\nUntapped creatures can't block.\nTapped creatures can block.",
        ['Trample'], ['trample'], 1,
        [{'affects': {'tapped': False}, 'gains': ["can't block"]}],
        ['Tapped creatures can block.'],
    ),
    Case(
        'Razorjaw Oni', "Black creatures can't block.",
        [], [], 1,
        [{'affects': {'colors': ['black']}, 'gains': ["can't block"]}], [],
    ),
    Case(
        'Frenetic Raptor', "Beasts can't block.",
        [], [], 1,
        [{'affects': {'subtypes': ['Beast']}, 'gains': ["can't block"]}], [],
    ),
    Case(
        'Deepchannel Mentor', "Blue creatures you control can't be blocked.",
        [], [], 1,
        [{'affects': {'colors': ['blue'], 'controller': 'you'}, 'gains': ["can't be blocked"]}],
        [],
    ),
    # --- Equipment and Auras ---
    Case(
        'Vulshok Morningstar',
        ('Equipped creature gets +2/+2.\nEquip {2} ({2}: Attach to target creature you control. '
         'Equip only as a sorcery.)'),
        ['Equip'], [], 1,
        [{'affects': 'equipped creature', 'pump': [2, 2]}], [],
    ),
    Case(
        'Whispersilk Cloak',
        ("Equipped creature can't be blocked and has shroud. (It can't be the target of spells "
         'or abilities.)\nEquip {2}'),
        ['Equip'], [], 1,
        [{'affects': 'equipped creature', 'gains': ["can't be blocked", 'shroud']}], [],
    ),
    Case(
        'Basilisk Collar',
        ('Equipped creature has deathtouch and lifelink. (Any amount of damage it deals to a '
         'creature is enough to destroy it. Damage dealt by this creature also causes you to '
         'gain that much life.)\nEquip {2} ({2}: Attach to target creature you control. Equip '
         'only as a sorcery.)'),
        ['Equip'], [], 1,
        [{'affects': 'equipped creature', 'gains': ['deathtouch', 'lifelink']}], [],
    ),
    Case(
        'Sword of Fire and Ice',
        ('Equipped creature gets +2/+2 and has protection from red and from blue.\nWhenever '
         'equipped creature deals combat damage to a player, this Equipment deals 2 damage to '
         'any target and you draw a card.\nEquip {2}'),
        ['Equip'], [], 1,
        [{'affects': 'equipped creature',
          'pump': [2, 2],
          'gains': ['protection from red and from blue']}],
        ['Whenever equipped creature deals combat damage to a player, this Equipment deals 2 '
         'damage to any target and you draw a card.'],
    ),
    Case(
        'Jousting Lance',
        ('Equipped creature gets +2/+0.\nDuring your turn, equipped creature has first '
         'strike.\nEquip {3} ({3}: Attach to target creature you control. Equip only as a '
         'sorcery.)'),
        ['Equip'], [], 1,
        [{'affects': 'equipped creature', 'pump': [2, 0]},
         {'affects': 'equipped creature',
          'gains': ['first strike'],
          'as_long_as': "it's your turn"}],
        [],
    ),
    Case(
        'Unholy Strength', 'Enchant creature\nEnchanted creature gets +2/+1.',
        ['Enchant'], ['enchant creature'], 1,
        [{'affects': 'enchanted creature', 'pump': [2, 1]}], [],
    ),
    Case(
        'Flight', 'Enchant creature\nEnchanted creature has flying.',
        ['Enchant'], ['enchant creature'], 1,
        [{'affects': 'enchanted creature', 'gains': ['flying']}], [],
    ),
    Case(
        'Spirit Mantle',
        'Enchant creature\nEnchanted creature gets +1/+1 and has protection from creatures.',
        ['Enchant'], ['enchant creature'], 1,
        [{'affects': 'enchanted creature',
          'pump': [1, 1],
          'gains': ['protection from creatures']}],
        [],
    ),
    Case(
        'Uncontrollable Anger',
        ('Flash (You may cast this spell any time you could cast an instant.)\nEnchant '
         'creature\nEnchanted creature gets +2/+2 and attacks each combat if able.'),
        ['Enchant', 'Flash'], ['enchant creature'], 1,
        [{'affects': 'enchanted creature',
          'pump': [2, 2],
          'gains': ['attacks each combat if able']}],
        [],
    ),
    Case(
        'Way of the Thief',
        ("Enchant creature\nEnchanted creature gets +2/+2.\nEnchanted creature can't be blocked "
         'as long as you control a Gate.'),
        ['Enchant'], ['enchant creature'], 1,
        [{'affects': 'enchanted creature', 'pump': [2, 2]},
         {'affects': 'enchanted creature',
          'gains': ["can't be blocked"],
          'as_long_as': {'you_control': {'subtypes': ['Gate'], 'types': []}}}],
        [],
    ),
    Case(
        "Tahngarth's Rage",
        ("Enchant creature\nEnchanted creature gets +3/+0 as long as it's attacking. Otherwise, "
         'it gets -2/-1.'),
        ['Enchant'], ['enchant creature'], 1,
        [{'affects': 'enchanted creature', 'pump': [3, 0], 'as_long_as': "it's attacking"}],
        ['Otherwise, it gets -2/-1.'],
    ),
    Case(
        'Arrest',
        ("Enchant creature\nEnchanted creature can't attack or block, and its activated "
         "abilities can't be activated."),
        ['Enchant'], ['enchant creature'], 1,
        [],
        ["Enchanted creature can't attack or block, and its activated abilities can't be "
         'activated.'],
    ),
    Case(
        'Ring of Xathrid',
        ('{2}: Regenerate equipped creature. (The next time that creature would be destroyed '
         'this turn, instead tap it, remove it from combat, and heal all damage on it.)\nAt the '
         "beginning of your upkeep, put a +1/+1 counter on equipped creature if it's "
         'black.\nEquip {1} ({1}: Attach to target creature you control. Equip only as a '
         'sorcery.)'),
        ['Equip', 'Heal'], [], 1,
        [{'cost': '{2}', 'effects': [{'regenerate': True, 'to': 'equipped creature'}]}], [],
    ),
    Case(
        'Ring of Evos Isle',
        ("{2}: Equipped creature gains hexproof until end of turn. (It can't be the target of "
         'spells or abilities your opponents control.)\nAt the beginning of your upkeep, put a '
         "+1/+1 counter on equipped creature if it's blue.\nEquip {1} ({1}: Attach to target "
         'creature you control. Equip only as a sorcery.)'),
        ['Equip'], [], 1,
        [{'cost': '{2}', 'effects': [{'gains': ['hexproof'], 'to': 'equipped creature'}]}], [],
    ),
    # --- activated abilities: {T}, sacrifice and life costs, limits (602.5b) ---
    Case(
        'Nantuko Shade', '{B}: This creature gets +1/+1 until end of turn.',
        [], [], 1,
        [{'cost': '{B}', 'effects': [{'pump': [1, 1]}]}], [],
    ),
    Case(
        'Grimclaw Bats', 'Flying\n{B}, Pay 1 life: This creature gets +1/+1 until end of turn.',
        ['Flying'], ['flying'], 1,
        [{'cost': '{B}, Pay 1 life', 'effects': [{'pump': [1, 1]}]}], [],
    ),
    Case(
        'Putrid Leech',
        'Pay 2 life: This creature gets +2/+2 until end of turn. Activate only once each turn.',
        [], [], 1,
        [{'cost': 'Pay 2 life', 'effects': [{'pump': [2, 2]}], 'limits': ['once each turn']}], [],
    ),
    Case(
        'Kuro, Pitlord',
        ('At the beginning of your upkeep, sacrifice Kuro unless you pay {B}{B}{B}{B}.\nPay 1 '
         'life: Target creature gets -1/-1 until end of turn.'),
        [], [], 1,
        [{'cost': 'Pay 1 life', 'effects': [{'pump': [-1, -1], 'to': 'target creature'}]}], [],
    ),
    Case(
        'Infantry Veteran', '{T}: Target attacking creature gets +1/+1 until end of turn.',
        [], [], 1,
        [{'cost': '{T}',
          'effects': [{'pump': [1, 1], 'to': 'target creature', 'target': {'attacking': True}}]}],
        [],
    ),
    Case(
        'Kithkin Shielddare', '{W}, {T}: Target blocking creature gets +2/+2 until end of turn.',
        [], [], 1,
        [{'cost': '{W}, {T}',
          'effects': [{'pump': [2, 2], 'to': 'target creature', 'target': {'blocking': True}}]}],
        [],
    ),
    Case(
        'Femeref Archers',
        '{T}: This creature deals 4 damage to target attacking creature with flying.',
        [], [], 1,
        [{'cost': '{T}',
          'effects': [{'damage': 4,
                       'to': 'target creature',
                       'target': {'attacking': True, 'keywords': ['flying']}}]}],
        [],
    ),
    Case(
        'Voltaic Construct', '{2}: Untap target artifact creature.',
        [], [], 1,
        [{'cost': '{2}',
          'effects': [{'untap': True,
                       'to': 'target creature',
                       'target': {'types': ['artifact', 'creature']}}]}],
        [],
    ),
    Case(
        'Maze of Ith',
        ('{T}: Untap target attacking creature. Prevent all combat damage that would be dealt '
         'to and dealt by that creature this turn.'),
        [], [], 1,
        [{'cost': '{T}',  # ("that creature": its target, 115.1)
          'effects': [{'untap': True, 'to': 'target creature', 'target': {'attacking': True}},
                      {'gains': ['prevent all combat damage that would be dealt to it',
                                 'prevent all combat damage that would be dealt by it'],
                       'to': 'target creature', 'target': {'attacking': True}}]}],
        [],
    ),
    Case(
        'Thundersong Trumpeter', "{T}: Target creature can't attack or block this turn.",
        [], [], 1,
        [{'cost': '{T}',
          'effects': [{'gains': ["can't attack", "can't block"], 'to': 'target creature'}]}],
        [],
    ),
    Case(
        'Vampire Neonate', '{2}, {T}: Each opponent loses 1 life and you gain 1 life.',
        [], [], 1,
        [{'cost': '{2}, {T}',
          'effects': [{'lose_life': 1, 'player': 'each opponent'}, {'gain_life': 1}]}],
        [],
    ),
    Case(
        'Fume Spitter', 'Sacrifice this creature: Put a -1/-1 counter on target creature.',
        [], [], 1,
        [{'cost': 'Sacrifice this creature',
          'effects': [{'counters': {'-1/-1': 1}, 'to': 'target creature'}]}],
        [],
    ),
    Case(
        'Selfless Spirit',
        ('Flying\nSacrifice this creature: Creatures you control gain indestructible until end '
         'of turn.'),
        ['Flying'], ['flying'], 1,
        [{'cost': 'Sacrifice this creature',
          'effects': [{'gains': ['indestructible'], 'to': 'each creature you control'}]}],
        [],
    ),
    Case(
        'Selfless Savior',
        ('Sacrifice this creature: Another target creature you control gains indestructible '
         'until end of turn. (Damage and effects that say "destroy" don\'t destroy it.)'),
        [], [], 1,
        [{'cost': 'Sacrifice this creature',
          'effects': [{'gains': ['indestructible'],
                       'to': 'target creature',
                       'target': {'controller': 'you', 'other': True}}]}],
        [],
    ),
    Case(
        'Loxodon Hierarch',
        ('When this creature enters, you gain 4 life.\n{G}{W}, Sacrifice this creature: '
         'Regenerate each creature you control.'),
        [], [], 1,
        [{'cost': '{G}{W}, Sacrifice this creature',
          'effects': [{'regenerate': True, 'to': 'each creature you control'}]}],
        [],
    ),
    Case(
        'Steadfast Unicorn',
        ('{3}{W}: Creatures you control get +1/+1 and gain vigilance until end of turn. '
         "Activate only during your turn. (Attacking doesn't cause them to tap.)"),
        [], [], 1,
        [{'cost': '{3}{W}',
          'effects': [{'pump': [1, 1],
                       'gains': ['vigilance'],
                       'to': 'each creature you control'}],
          'limits': ['during your turn']}],
        [],
    ),
    Case(
        'Fire Bowman',
        ('Sacrifice this creature: It deals 1 damage to any target. Activate only during your '
         'turn, before attackers are declared.'),
        [], [], 1,
        [{'cost': 'Sacrifice this creature',
          'effects': [{'damage': 1, 'to': 'any target'}],
          'limits': ['during your turn', 'before attackers are declared']}],
        [],
    ),
    Case(
        'Alaborn Veteran',
        ('{T}: Target creature gets +2/+2 until end of turn. Activate only during your turn, '
         'before attackers are declared.'),
        [], [], 1,
        [{'cost': '{T}',
          'effects': [{'pump': [2, 2], 'to': 'target creature'}],
          'limits': ['during your turn', 'before attackers are declared']}],
        [],
    ),
    Case(
        'Castle Embereth',
        ('This land enters tapped unless you control a Mountain.\n{T}: Add {R}.\n{1}{R}{R}, '
         '{T}: Creatures you control get +1/+0 until end of turn.'),
        [], [], 1,
        [{'cost': '{1}{R}{R}, {T}',
          'effects': [{'pump': [1, 0], 'to': 'each creature you control'}]}],
        [],
    ),
    Case(
        'Gavony Township',
        '{T}: Add {C}.\n{2}{G}{W}, {T}: Put a +1/+1 counter on each creature you control.',
        [], [], 1,
        [{'cost': '{2}{G}{W}, {T}',
          'effects': [{'counters': {'+1/+1': 1}, 'to': 'each creature you control'}]}],
        [],
    ),
    # --- keyword lines: protection, landwalk, evasion, numbered and triggered keywords ---
    Case(
        'Baneslayer Angel',
        'Flying, first strike, lifelink, protection from Demons and from Dragons',
        ['First strike', 'Flying', 'Lifelink', 'Protection'],
        ['flying',
         'first strike',
         'lifelink',
         'protection from Demons',
         'protection from Dragons'],
        1,
        [], [],
    ),
    Case(
        'Progenitus',
        ('Protection from everything\nIf Progenitus would be put into a graveyard from '
         "anywhere, reveal Progenitus and shuffle it into its owner's library instead."),
        ['Protection'], ['protection from everything'], 1,
        [], [],
    ),
    Case(
        'Enemy of the Guildpact', 'Protection from multicolored',
        ['Protection'], ['protection from multicolored'], 1,
        [], [],
    ),
    Case(
        'Nacatl Savage', 'Protection from artifacts',
        ['Protection'], ['protection from artifacts'], 1,
        [], [],
    ),
    Case(
        'Beloved Chaplain', 'Protection from creatures',
        ['Protection'], ['protection from creatures'], 1,
        [], [],
    ),
    Case(
        'Soltari Priest',
        ('Protection from red\nShadow (This creature can block or be blocked by only creatures '
         'with shadow.)'),
        ['Protection', 'Shadow'], ['protection from red', 'shadow'], 1,
        [], [],
    ),
    Case(
        'Bog Wraith',
        "Swampwalk (This creature can't be blocked as long as defending player controls a Swamp.)",
        ['Landwalk', 'Swampwalk'], ['swampwalk'], 1,
        [], [],
    ),
    Case(
        'Dryad Sophisticate',
        ("Nonbasic landwalk (This creature can't be blocked as long as defending player "
         'controls a nonbasic land.)'),
        ['Landwalk', 'Nonbasic landwalk'], ['nonbasic landwalk'], 1,
        [], [],
    ),
    Case(
        'Legions of Lim-Dûl',
        ("Snow swampwalk (This creature can't be blocked as long as defending player controls a "
         'snow Swamp.)'),
        [], ['snow swampwalk'], 1,
        [], [],
    ),
    Case(
        'Livonya Silone',
        ("First strike; legendary landwalk (This creature can't be blocked as long as defending "
         'player controls a legendary land.)'),
        ['First strike', 'Landwalk', 'Legendary landwalk'],
        ['first strike', 'legendary landwalk'],
        1,
        [], [],
    ),
    Case(
        'Shu Cavalry',
        "Horsemanship (This creature can't be blocked except by creatures with horsemanship.)",
        ['Horsemanship'], ['horsemanship'], 1,
        [], [],
    ),
    Case(
        'Severed Legion',
        ("Fear (This creature can't be blocked except by artifact creatures and/or black "
         'creatures.)'),
        ['Fear'], ['fear'], 1,
        [], [],
    ),
    Case(
        'Vampire Cutthroat',
        ("Skulk (This creature can't be blocked by creatures with greater power.)\nLifelink "
         '(Damage dealt by this creature also causes you to gain that much life.)'),
        ['Lifelink', 'Skulk'], ['skulk', 'lifelink'], 1,
        [], [],
    ),
    Case(
        'Boggart Brute',
        "Menace (This creature can't be blocked except by two or more creatures.)",
        ['Menace'], ['menace'], 1,
        [], [],
    ),
    Case(
        'Glistener Elf',
        ('Infect (This creature deals damage to creatures in the form of -1/-1 counters and to '
         'players in the form of poison counters.)'),
        ['Infect'], ['infect'], 1,
        [], [],
    ),
    Case(
        'Boggart Ram-Gang',
        'Haste\nWither (This deals damage to creatures in the form of -1/-1 counters.)',
        ['Haste', 'Wither'], ['haste', 'wither'], 1,
        [], [],
    ),
    Case(
        'Blightsteel Colossus',
        ('Trample, infect, indestructible\nIf Blightsteel Colossus would be put into a '
         "graveyard from anywhere, reveal Blightsteel Colossus and shuffle it into its owner's "
         'library instead.'),
        ['Indestructible', 'Infect', 'Trample'], ['trample', 'infect', 'indestructible'], 1,
        [], [],
    ),
    Case(
        'Jawbone Duelist',
        ('Double strike\nToxic 1 (Players dealt combat damage by this creature also get a '
         'poison counter.)'),
        ['Double strike', 'Toxic'], ['double strike', 'toxic 1'], 1,
        [], [],
    ),
    Case(
        'Akrasan Squire',
        ('Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 '
         'until end of turn.)'),
        ['Exalted'], ['exalted'], 1,
        [], [],
    ),
    Case(
        "Suq'Ata Lancer",
        ('Haste\nFlanking (Whenever a creature without flanking blocks this creature, the '
         'blocking creature gets -1/-1 until end of turn.)'),
        ['Flanking', 'Haste'], ['haste', 'flanking'], 1,
        [], [],
    ),
    Case(
        'Craw Giant',
        ('Trample\nRampage 2 (Whenever this creature becomes blocked, it gets +2/+2 until end '
         'of turn for each creature blocking it beyond the first.)'),
        ['Rampage', 'Trample'], ['trample', 'rampage 2'], 1,
        [], [],
    ),
    Case(
        "Ulamog's Crusher",
        ('Annihilator 2 (Whenever this creature attacks, defending player sacrifices two '
         'permanents of their choice.)\nThis creature attacks each combat if able.'),
        ['Annihilator'], ['annihilator 2', 'attacks each combat if able'], 1,
        [], [],
    ),
    Case(
        'Eternal of Harsh Truths',
        ('Afflict 2 (Whenever this creature becomes blocked, defending player loses 2 '
         "life.)\nWhenever this creature attacks and isn't blocked, draw a card."),
        ['Afflict'], ['afflict 2'], 1,
        [], [],
    ),
    Case(
        'Lowland Tracker',
        ('First strike\nProvoke (Whenever this creature attacks, you may have target creature '
         'defending player controls untap and block it if able.)'),
        ['First strike', 'Provoke'], ['first strike', 'provoke'], 1,
        [], [],
    ),
    Case(
        'Enraged Revolutionary',
        ('Dethrone (Whenever this creature attacks the player with the most life or tied for '
         'most life, put a +1/+1 counter on it.)'),
        ['Dethrone'], ['dethrone'], 1,
        [], [],
    ),
    Case(
        'Wings of the Guard',
        ('Flying\nMelee (Whenever this creature attacks, it gets +1/+1 until end of turn for '
         'each opponent you attacked this combat.)'),
        ['Flying', 'Melee'], ['flying', 'melee'], 1,
        [], [],
    ),
    Case(
        'Blade Instructor',
        ('Mentor (Whenever this creature attacks, put a +1/+1 counter on target attacking '
         'creature with lesser power.)'),
        ['Mentor'], ['mentor'], 1,
        [], [],
    ),
    Case(
        "Knight of the Pilgrim's Road",
        ("Renown 1 (When this creature deals combat damage to a player, if it isn't renowned, "
         'put a +1/+1 counter on it and it becomes renowned.)'),
        ['Renown'], ['renown 1'], 1,
        [], [],
    ),
    Case(
        'Gryff Rider',
        ('Flying\nTraining (Whenever this creature attacks with another creature with greater '
         'power, put a +1/+1 counter on this creature.)'),
        ['Flying', 'Training'], ['flying', 'training'], 1,
        [], [],
    ),
    Case(
        'Coalition Warbrute',
        ('Enlist (As this creature attacks, you may tap a nonattacking creature you control '
         "without summoning sickness. When you do, add its power to this creature's until end "
         'of turn.)\nTrample'),
        ['Enlist', 'Trample'], ['enlist', 'trample'], 1,
        [], [],
    ),
    Case(
        'Syndicate Messenger',
        ('Flying\nAfterlife 1 (When this creature dies, create a 1/1 white and black Spirit '
         'creature token with flying.)'),
        ['Afterlife', 'Flying'], ['flying', 'afterlife 1'], 1,
        [], [],
    ),
    Case(
        'Kitchen Finks',
        ('When this creature enters, you gain 2 life.\nPersist (When this creature dies, if it '
         "had no -1/-1 counters on it, return it to the battlefield under its owner's control "
         'with a -1/-1 counter on it.)'),
        ['Persist'], ['persist'], 1,
        [], [],
    ),
    Case(
        'Butcher Ghoul',
        ('Undying (When this creature dies, if it had no +1/+1 counters on it, return it to the '
         "battlefield under its owner's control with a +1/+1 counter on it.)"),
        ['Undying'], ['undying'], 1,
        [], [],
    ),
    # --- taking permanents off the battlefield, other creatures' events, amounts ---
    Case(
        'Royal Assassin',
        '{T}: Destroy target tapped creature.',
        [], [], 1,
        [{'cost': '{T}',
          'effects': [{'destroy': True, 'to': 'target creature', 'target': {'tapped': True}}]}],
        [],
    ),
    Case(
        'Cathar Commando',
        'Flash\n{1}, Sacrifice this creature: Destroy target artifact or enchantment.',
        ['Flash'], [], 1,
        [{'cost': '{1}, Sacrifice this creature',
          'effects': [{'destroy': True,
                       'to': 'target permanent',
                       'target': {'types': [], 'any_types': ['artifact', 'enchantment']}}]}],
        [],
    ),
    Case(
        'Cockatrice',
        ('Flying\nWhenever this creature blocks or becomes blocked by a non-Wall creature, '
         'destroy that creature at end of combat.'),
        ['Flying'], ['flying'], 1,
        [{'trigger': 'blocks a creature',
          'filter': {'not_subtypes': ['Wall']},
          'effects': [{'destroy': True, 'to': 'that creature', 'at': 'end of combat'}]},
         {'trigger': 'becomes blocked by a creature',
          'filter': {'not_subtypes': ['Wall']},
          'effects': [{'destroy': True, 'to': 'that creature', 'at': 'end of combat'}]}],
        [],
    ),
    Case(
        'Aether Membrane',
        ('Defender; reach (This creature can block creatures with flying.)\nWhenever this '
         "creature blocks a creature, return that creature to its owner's hand at end of "
         'combat.'),
        ['Defender', 'Reach'], ['defender', 'reach'], 1,
        [{'trigger': 'blocks a creature',
          'effects': [{'return_to_hand': True, 'to': 'that creature', 'at': 'end of combat'}]}],
        [],
    ),
    Case(
        'Blinking Spirit',
        "{0}: Return this creature to its owner's hand.",
        [], [], 1,
        [{'cost': '{0}', 'effects': [{'return_to_hand': True}]}],
        [],
    ),
    Case(
        'Ceremonial Guard',
        'When this creature attacks or blocks, destroy it at end of combat.',
        [], [], 1,
        [{'trigger': 'attacks', 'effects': [{'destroy': True, 'at': 'end of combat'}]},
         {'trigger': 'blocks', 'effects': [{'destroy': True, 'at': 'end of combat'}]}],
        [],
    ),
    Case(
        'Deathgazer',
        ('Whenever this creature blocks or becomes blocked by a nonblack creature, '
         'destroy that creature at end of combat.'),
        [], [], 1,
        [{'trigger': 'blocks a creature',
          'filter': {'not_colors': ['black']},
          'effects': [{'destroy': True, 'to': 'that creature', 'at': 'end of combat'}]},
         {'trigger': 'becomes blocked by a creature',
          'filter': {'not_colors': ['black']},
          'effects': [{'destroy': True, 'to': 'that creature', 'at': 'end of combat'}]}],
        [],
    ),
    Case(
        'Brothers of Fire',
        '{1}{R}{R}: This creature deals 1 damage to any target and 1 damage to you.',
        [], [], 1,
        [{'cost': '{1}{R}{R}',
          'effects': [{'damage': 1, 'to': 'any target'}, {'damage': 1, 'player': 'you'}]}],
        [],
    ),
    Case(
        'Pestilence Demon',
        'Flying\n{B}: This creature deals 1 damage to each creature and each player.',
        ['Flying'], ['flying'], 1,
        [{'cost': '{B}',
          'effects': [{'damage': 1, 'to': 'each creature'},
                      {'damage': 1, 'player': 'each player'}]}],
        [],
    ),
    Case(
        'Ghitu Fire-Eater',
        '{T}, Sacrifice this creature: It deals damage equal to its power to any target.',
        [], [], 1,
        [{'cost': '{T}, Sacrifice this creature',
          'effects': [{'damage': 'its power', 'to': 'any target'}]}],
        [],
    ),
    Case(
        "Chandra's Magmutt",
        '{T}: This creature deals 1 damage to target player or planeswalker.',
        [], [], 1,
        [{'cost': '{T}',
          'effects': [{'damage': 1,
                       'to': 'any target',
                       'target': {'types': ['planeswalker']}}]}],
        [],
    ),
    Case(
        'Blood Artist',
        ('Whenever this creature or another creature dies, target player loses 1 life and '
         'you gain 1 life.'),
        [], [], 1,
        [{'trigger': 'dies',
          'effects': [{'lose_life': 1, 'player': 'target player'}, {'gain_life': 1}]},
         {'trigger': 'a creature dies',
          'filter': {'other': True},
          'effects': [{'lose_life': 1, 'player': 'target player'}, {'gain_life': 1}]}],
        [],
    ),
    Case(
        'Aang, A Lot to Learn',
        ("Aang has vigilance as long as there's a Lesson card in your graveyard.\nWhenever "
         'another creature you control dies, put a +1/+1 counter on Aang.'),
        [], [], 1,
        [{'trigger': 'a creature dies',
          'filter': {'controller': 'you', 'other': True},
          'effects': [{'counters': {'+1/+1': 1}}]}],
        ["Aang has vigilance as long as there's a Lesson card in your graveyard."],
    ),
    Case(
        'Legolas, Counter of Kills',
        ('Reach\nWhenever you scry, if Legolas is tapped, you may untap it. Do this only '
         'once each turn.\nWhenever a creature an opponent controls dies, put a +1/+1 '
         'counter on Legolas.'),
        ['Reach'], ['reach'], 1,
        [{'trigger': 'a creature dies',
          'filter': {'controller': 'an opponent'},
          'effects': [{'counters': {'+1/+1': 1}}]}],
        [],
    ),
    Case(
        'Atarka, World Render',
        ('Flying, trample\nWhenever a Dragon you control attacks, it gains double strike '
         'until end of turn.'),
        ['Flying', 'Trample'], ['flying', 'trample'], 1,
        [{'trigger': 'a creature you control attacks',
          'filter': {'subtypes': ['Dragon']},
          'effects': [{'gains': ['double strike'], 'to': 'that creature'}]}],
        [],
    ),
    Case(
        'Rafiq of the Many',
        ('Exalted (Whenever a creature you control attacks alone, that creature gets '
         '+1/+1 until end of turn.)\nWhenever a creature you control attacks alone, it '
         'gains double strike until end of turn.'),
        ['Exalted'], ['exalted'], 1,
        [{'trigger': 'a creature you control attacks alone',
          'effects': [{'gains': ['double strike'], 'to': 'that creature'}]}],
        [],
    ),
    Case(
        'Boros Reckoner',
        ('Whenever this creature is dealt damage, it deals that much damage to any '
         'target.\n{R/W}: This creature gains first strike until end of turn.'),
        [], [], 1,
        [{'trigger': 'is dealt damage',
          'effects': [{'damage': 'that much', 'to': 'any target'}]},
         {'cost': '{R/W}', 'effects': [{'gains': ['first strike']}]}],
        [],
    ),
    Case(
        'Doubtless One',
        ("Doubtless One's power and toughness are each equal to the number of Clerics on "
         'the battlefield.\nWhenever this creature deals damage, you gain that much life.'),
        [], [], 1,
        [{'trigger': 'deals damage', 'effects': [{'gain_life': 'that much'}]}],
        [],
    ),
    Case(
        'Jackal Pup',
        'Whenever this creature is dealt damage, it deals that much damage to you.',
        [], [], 1,
        [{'trigger': 'is dealt damage', 'effects': [{'damage': 'that much', 'player': 'you'}]}],
        [],
    ),
    Case(
        'Bloodthrone Vampire',
        'Sacrifice a creature: This creature gets +2/+2 until end of turn.',
        [], [], 1,
        [{'cost': 'Sacrifice a creature', 'effects': [{'pump': [2, 2]}]}],
        [],
    ),
    Case(
        'Siege-Gang Commander',
        ('When this creature enters, create three 1/1 red Goblin creature tokens.\n{1}{R}, '
         'Sacrifice a Goblin: This creature deals 2 damage to any target.'),
        [], [], 1,
        [{'cost': '{1}{R}, Sacrifice a Goblin', 'effects': [{'damage': 2, 'to': 'any target'}]}],
        [],
    ),
    Case(
        'Atog',
        'Sacrifice an artifact: This creature gets +2/+2 until end of turn.',
        [], [], 1,
        [{'cost': 'Sacrifice an artifact', 'effects': [{'pump': [2, 2]}]}],
        [],
    ),
    Case(
        'Stinkweed Imp',
        ('Flying\nWhenever this creature deals combat damage to a creature, destroy that '
         'creature.\nDredge 5 (If you would draw a card, you may mill five cards instead. '
         'If you do, return this card from your graveyard to your hand.)'),
        ['Dredge', 'Flying', 'Mill'], ['flying'], 1,
        [{'trigger': 'deals combat damage to a creature',
          'effects': [{'destroy': True, 'to': 'that creature'}]}],
        [],
    ),
    Case(
        'Nightscape Master',
        ("{U}{U}, {T}: Return target creature to its owner's hand.\n{R}{R}, {T}: This "
         'creature deals 2 damage to target creature.'),
        [], [], 1,
        [{'cost': '{U}{U}, {T}',
          'effects': [{'return_to_hand': True, 'to': 'target creature'}]},
         {'cost': '{R}{R}, {T}', 'effects': [{'damage': 2, 'to': 'target creature'}]}],
        [],
    ),

    Case(
        'Attended Socialite',
        ('Alliance — Whenever another creature you control enters, this creature gets '
         '+1/+1 until end of turn.'),
        ['Alliance'], [], 1,
        [{'trigger': 'a permanent enters',
          'filter': {'controller': 'you', 'other': True},
          'effects': [{'pump': [1, 1]}]}],
        [],
    ),
    Case(
        'Essence Warden',
        'Whenever another creature enters, you gain 1 life.',
        [], [], 1,
        [{'trigger': 'a permanent enters',
          'filter': {'other': True},
          'effects': [{'gain_life': 1}]}],
        [],
    ),
    Case(
        'Anointer Priest',
        ('Whenever a creature token you control enters, you gain 1 life.\nEmbalm {3}{W} '
         "({3}{W}, Exile this card from your graveyard: Create a token that's a copy of "
         "it, except it's a white Zombie Human Cleric with no mana cost. Embalm only as a "
         'sorcery.)'),
        ['Embalm'], [], 1,
        [{'trigger': 'a permanent enters',
          'filter': {'token': True, 'controller': 'you'},
          'effects': [{'gain_life': 1}]}],
        [],
    ),
    Case(
        'Perimeter Patrol',
        ('Whenever an artifact you control enters, this creature gets +1/+0 until end of '
         'turn.'),
        [], [], 1,
        [{'trigger': 'a permanent enters',
          'filter': {'types': ['artifact'], 'controller': 'you'},
          'effects': [{'pump': [1, 0]}]}],
        [],
    ),
    Case(
        'Champion of the Parish',
        'Whenever another Human you control enters, put a +1/+1 counter on this creature.',
        [], [], 1,
        [{'trigger': 'a permanent enters',
          'filter': {'subtypes': ['Human'], 'controller': 'you', 'other': True},
          'effects': [{'counters': {'+1/+1': 1}}]}],
        [],
    ),

    Case(
        'Ahn-Crop Crasher',
        ('Haste (This creature can attack and {T} as soon as it comes under your '
         'control.)\nYou may exert this creature as it attacks. When you do, target '
         "creature can't block this turn. (An exerted creature won't untap during your "
         'next untap step.)'),
        ['Exert', 'Haste'], ['haste'], 1,
        [{'trigger': 'attacks',
          'effects': [{'gains': ["can't block"], 'to': 'target creature'}],
          'may': 'exert this creature'}],
        [],
    ),
    Case(
        'Brawl-Bash Ogre',
        ("Menace (This creature can't be blocked except by two or more "
         'creatures.)\nWhenever this creature attacks, you may sacrifice another creature. '
         'If you do, this creature gets +2/+2 until end of turn.'),
        ['Menace'], ['menace'], 1,
        [{'trigger': 'attacks',
          'effects': [{'pump': [2, 2]}],
          'may': 'sacrifice another creature'}],
        [],
    ),
    Case(
        'Haazda Snare Squad',
        ('Whenever this creature attacks, you may pay {W}. If you do, tap target creature '
         'an opponent controls.'),
        [], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'tap': True,
                       'to': 'target creature',
                       'target': {'controller': 'an opponent'}}],
          'may': 'pay {W}'}],
        [],
    ),
    Case(
        'Algae Gharial',
        ("Shroud (This creature can't be the target of spells or abilities.)\nWhenever "
         'another creature dies, you may put a +1/+1 counter on this creature.'),
        ['Shroud'], ['shroud'], 1,
        [{'trigger': 'a creature dies',
          'filter': {'other': True},
          'effects': [{'counters': {'+1/+1': 1}}],
          'may': ''}],
        [],
    ),
    Case(
        'Bojuka Brigand',
        ("This creature can't block.\nWhenever this creature or another Ally you control "
         'enters, you may put a +1/+1 counter on this creature.'),
        [], ["can't block"], 1,
        [{'trigger': 'a permanent enters',
          'filter': {'subtypes': ['Ally'], 'controller': 'you', 'other': True},
          'effects': [{'counters': {'+1/+1': 1}}],
          'may': ''}],
        [],
    ),

    Case(
        'Kei Takahashi',
        '{T}: Prevent the next 2 damage that would be dealt to target creature this turn.',
        [], [], 1,
        [{'cost': '{T}', 'effects': [{'prevent': 2, 'to': 'target creature'}]}],
        [],
    ),
    Case(
        'Abuna Acolyte',
        ('{T}: Prevent the next 1 damage that would be dealt to any target this '
         'turn.\n{T}: Prevent the next 2 damage that would be dealt to target artifact '
         'creature this turn.'),
        [], [], 1,
        [{'cost': '{T}', 'effects': [{'prevent': 1, 'to': 'any target'}]},
         {'cost': '{T}',
          'effects': [{'prevent': 2,
                       'to': 'target creature',
                       'target': {'types': ['artifact', 'creature']}}]}],
        [],
    ),
    Case(
        'Cho-Manno, Revolutionary',
        'Prevent all damage that would be dealt to Cho-Manno.',
        [], ['prevent all damage that would be dealt to it'], 1,
        [],
        [],
    ),
    Case(
        'Diamond Weapon',
        ('This spell costs {1} less to cast for each permanent card in your '
         'graveyard.\nReach\nImmune — Prevent all combat damage that would be dealt to '
         'Diamond Weapon.'),
        ['Immune', 'Reach'], ['reach', 'prevent all combat damage that would be dealt to it'], 1,
        [],
        [],
    ),
    Case(
        'Deftblade Elite',
        ('Provoke (Whenever this creature attacks, you may have target creature defending '
         'player controls untap and block it if able.)\n{1}{W}: Prevent all combat damage '
         'that would be dealt to and dealt by this creature this turn.'),
        ['Provoke'], ['provoke'], 1,
        [{'cost': '{1}{W}',
          'effects': [{'gains': ['prevent all combat damage that would be dealt to it',
                                 'prevent all combat damage that would be dealt by it']}]}],
        [],
    ),
    Case(
        'Phantom Centaur',
        ('Protection from black\nThis creature enters with three +1/+1 counters on it.\nIf '
         'damage would be dealt to this creature, prevent that damage. Remove a +1/+1 '
         'counter from this creature.'),
        ['Protection'],
        ['protection from black',
         'prevent all damage that would be dealt to it and remove a +1/+1 counter'], 1,
        [],
        [],
    ),

    Case(
        'Aboleth Spawn',
        ('Flash\nWard {2}\nProbing Telepathy — Whenever a creature entering under an '
         "opponent's control causes a triggered ability of that creature to trigger, you "
         'may copy that ability. You may choose new targets for the copy.'),
        ['Flash', 'Probing Telepathy', 'Ward'], ['ward {2}'], 1,
        [],
        ["Whenever a creature entering under an opponent's control causes a triggered ability "
         'of that creature to trigger, you may copy that ability.'],
    ),
    Case(
        'Amalia Benavides Aguirre',
        ('Ward—Pay 3 life.\nWhenever you gain life, Amalia Benavides Aguirre explores. '
         'Then destroy all other creatures if its power is exactly 20. (To have this '
         'creature explore, reveal the top card of your library. Put that card into your '
         "hand if it's a land. Otherwise, put a +1/+1 counter on this creature, then put "
         'the card back or put it into your graveyard.)'),
        ['Explore', 'Ward'], ['ward—pay 3 life'], 1,
        [],
        ['Whenever you gain life, Amalia Benavides Aguirre explores.',
         'Then destroy all other creatures if its power is exactly 20.'],
    ),
    Case(
        'Ovika, Enigma Goliath',
        ('Flying\nWard—{3}, Pay 3 life.\nWhenever you cast a noncreature spell, create X '
         '1/1 red Phyrexian Goblin creature tokens, where X is the mana value of that '
         'spell. They gain haste until end of turn.'),
        ['Flying', 'Ward'], ['flying', 'ward—{3}, pay 3 life'], 1,
        [],
        [],
    ),
    Case(
        'Forum Necroscribe',
        ('Ward—Discard a card.\nRepartee — Whenever you cast an instant or sorcery spell '
         'that targets a creature, return target creature card from your graveyard to the '
         'battlefield.'),
        ['Repartee', 'Ward'], ['ward—discard a card'], 1,
        [],
        [],
    ),

    Case(
        'Akiri, Line-Slinger',
        ('First strike, vigilance\nAkiri gets +1/+0 for each artifact you control.\nPartner '
         '(You can have two commanders if both have partner.)'),
        ['First strike', 'Partner', 'Vigilance'], ['first strike', 'vigilance'], 1,
        [{'affects': 'it',
          'pump': [1, 0],
          'for_each': {'types': ['artifact'], 'controller': 'you'}}],
        [],
    ),
    Case(
        'Evershrike',
        ('Flying\nThis creature gets +2/+2 for each Aura attached to it.\n{X}{W/B}{W/B}: '
         'Return this card from your graveyard to the battlefield. You may put an Aura '
         'card with mana value X or less from your hand onto the battlefield attached to '
         "it. If you don't, exile this creature."),
        ['Flying'], ['flying'], 1,
        [{'affects': 'it',
          'pump': [2, 2],
          'for_each': {'types': [], 'subtypes': ['Aura'], 'attached_to_it': True}}],
        [],
    ),
    Case(
        'Goblin Gaveleer',
        'Trample\nThis creature gets +2/+0 for each Equipment attached to it.',
        ['Trample'], ['trample'], 1,
        [{'affects': 'it',
          'pump': [2, 0],
          'for_each': {'types': [], 'subtypes': ['Equipment'], 'attached_to_it': True}}],
        [],
    ),
    Case(
        'Pride of the Clouds',
        ('Flying\nThis creature gets +1/+1 for each other creature on the battlefield with '
         'flying.\nForecast — {2}{W}{U}, Reveal this creature from your hand: Create a 1/1 '
         'white and blue Bird creature token with flying. (Activate only during your '
         'upkeep and only once each turn.)'),
        ['Flying', 'Forecast'], ['flying'], 1,
        [{'affects': 'it', 'pump': [1, 1], 'for_each': {'other': True, 'keywords': ['flying']}}],
        [],
    ),
    Case(
        'Exuberant Fuseling',
        ('Trample\nThis creature gets +1/+0 for each oil counter on it.\nWhen this creature '
         'enters and whenever another creature or artifact you control is put into a '
         'graveyard from the battlefield, put an oil counter on this creature.'),
        ['Trample'], ['trample'], 1,
        [{'affects': 'it', 'pump': [1, 0], 'for_each_counter': 'oil'}],
        [],
    ),
    Case(
        'Bone-Cairn Butcher',
        ('Mobilize 2 (Whenever this creature attacks, create two tapped and attacking 1/1 '
         'red Warrior creature tokens. Sacrifice them at the beginning of the next end '
         'step.)\nAttacking tokens you control have deathtouch.'),
        ['Mobilize'], ['mobilize 2'], 1,
        [{'affects': {'attacking': True, 'token': True, 'types': [], 'controller': 'you'},
          'gains': ['deathtouch']}],
        [],
    ),
    Case(
        'Carnival Hellsteed',
        ('First strike, haste\nUnleash (You may have this creature enter with a +1/+1 '
         "counter on it. It can't block as long as it has a +1/+1 counter on it.)"),
        ['First strike', 'Haste', 'Unleash'], ['first strike', 'haste', 'unleash'], 1,
        [],
        [],
    ),
    Case(
        'Arcbound Bruiser',
        ('Modular 3 (This creature enters with three +1/+1 counters on it. When it dies, '
         'you may put its +1/+1 counters on target artifact creature.)'),
        ['Modular'], ['modular 3'], 1,
        [],
        [],
    ),

    Case(
        'Anurid Barkripper',
        ('Threshold — This creature gets +2/+2 as long as there are seven or more cards '
         'in your graveyard.'),
        ['Threshold'], [], 1,
        [{'affects': 'it', 'pump': [2, 2], 'as_long_as': {'graveyard_at_least': 7}}],
        [],
    ),
    Case(
        'Childhood Horror',
        ('Flying\nThreshold — As long as there are seven or more cards in your graveyard, '
         "this creature gets +2/+2 and can't block."),
        ['Flying', 'Threshold'], ['flying'], 1,
        [{'affects': 'it',
          'pump': [2, 2],
          'gains': ["can't block"],
          'as_long_as': {'graveyard_at_least': 7}}],
        [],
    ),
    Case(
        'Mystic Crusader',
        ('Protection from black and from red\nThreshold — As long as there are seven or '
         'more cards in your graveyard, this creature gets +1/+1 and has flying.'),
        ['Protection', 'Threshold'], ['protection from black', 'protection from red'], 1,
        [{'affects': 'it',
          'pump': [1, 1],
          'gains': ['flying'],
          'as_long_as': {'graveyard_at_least': 7}}],
        [],
    ),

    Case(
        'Avatar of Woe',
        ('If there are ten or more creature cards total in all graveyards, this spell '
         "costs {6} less to cast.\nFear (This creature can't be blocked except by artifact "
         "creatures and/or black creatures.)\n{T}: Destroy target creature. It can't be "
         'regenerated.'),
        ['Fear'], ['fear'], 1,
        [{'cost': '{T}',
          'effects': [{'destroy': True, 'to': 'target creature', 'cant_be_regenerated': True}]}],
        [],
    ),
    Case(
        'Dripping Dead',
        ("This creature can't block.\nWhenever this creature deals combat damage to a "
         "creature, destroy that creature. It can't be regenerated."),
        [], ["can't block"], 1,
        [{'trigger': 'deals combat damage to a creature',
          'effects': [{'destroy': True, 'to': 'that creature', 'cant_be_regenerated': True}]}],
        [],
    ),
    Case(
        'Crossbow Infantry',
        '{T}: This creature deals 1 damage to target attacking or blocking creature.',
        [], [], 1,
        [{'cost': '{T}',
          'effects': [{'damage': 1, 'to': 'target creature', 'target': {'in_combat': True}}]}],
        [],
    ),

    Case(
        'Battering Wurm',
        ('Bloodthirst 1 (If an opponent was dealt damage this turn, this creature enters '
         "with a +1/+1 counter on it.)\nCreatures with power less than this creature's "
         "power can't block it."),
        ['Bloodthirst'], ["can't be blocked by creatures with power less than its power"], 1,
        [],
        [],
    ),
    Case(
        'Aura Gnarlid',
        ("Creatures with power less than this creature's power can't block it.\nThis "
         'creature gets +1/+1 for each Aura on the battlefield.'),
        [], ["can't be blocked by creatures with power less than its power"], 1,
        [{'affects': 'it', 'pump': [1, 1], 'for_each': {'subtypes': ['Aura'], 'types': []}}],
        [],
    ),

    Case(
        'Hellkite Whelp',
        ('Flying\nWhenever this creature attacks, it deals 1 damage to target creature '
         'defending player controls.'),
        ['Flying'], ['flying'], 1,
        [{'trigger': 'attacks',
          'effects': [{'damage': 1,
                       'to': 'target creature',
                       'target': {'controller': 'defending player'}}]}],
        [],
    ),
    Case(
        'Ardent Recruit',
        ('Metalcraft — This creature gets +2/+2 as long as you control three or more '
         'artifacts.'),
        ['Metalcraft'], [], 1,
        [{'affects': 'it',
          'pump': [2, 2],
          'as_long_as': {'you_control': {'types': ['artifact']}, 'at_least': 3}}],
        [],
    ),

    Case(
        'Dragonlord Ojutai',
        ("Flying\nDragonlord Ojutai has hexproof as long as it's untapped.\nWhenever "
         'Dragonlord Ojutai deals combat damage to a player, look at the top three cards '
         'of your library. Put one of them into your hand and the rest on the bottom of '
         'your library in any order.'),
        ['Flying'], ['flying'], 1,
        [{'affects': 'it', 'gains': ['hexproof'], 'as_long_as': "it's untapped"}],
        [],
    ),
    Case(
        'Crowned Ceratok',
        'Trample\nEach creature you control with a +1/+1 counter on it has trample.',
        ['Trample'], ['trample'], 1,
        [{'affects': {'controller': 'you', 'counter': '+1/+1'}, 'gains': ['trample']}],
        [],
    ),

    Case(
        'Aeromunculus',
        ('Flying\n{2}{G}{U}: Adapt 1. (If this creature has no +1/+1 counters on it, put a '
         '+1/+1 counter on it.)'),
        ['Adapt', 'Flying'], ['flying'], 1,
        [{'cost': '{2}{G}{U}', 'effects': [{'counters': {'+1/+1': 1}, 'only_if_none': True}]}],
        [],
    ),

    Case(
        'Belle of the Brawl',
        ("Menace (This creature can't be blocked except by two or more "
         'creatures.)\nWhenever this creature attacks, other Knights you control get +1/+0 '
         'until end of turn.'),
        ['Menace'], ['menace'], 1,
        [{'trigger': 'attacks',
          'effects': [{'pump': [1, 0],
                       'each': {'other': True, 'subtypes': ['Knight'], 'controller': 'you'}}]}],
        [],
    ),
    Case(
        'Cavalry Pegasus',
        ('Flying\nWhenever this creature attacks, each attacking Human gains flying until '
         'end of turn.'),
        ['Flying'], ['flying'], 1,
        [{'trigger': 'attacks',
          'effects': [{'gains': ['flying'],
                       'each': {'attacking': True, 'subtypes': ['Human']}}]}],
        [],
    ),
    Case(
        'Iroh, Firebending Instructor',
        'Whenever Iroh attacks, attacking creatures get +1/+1 until end of turn.',
        [], [], 1,
        [{'trigger': 'attacks', 'effects': [{'pump': [1, 1], 'each': {'attacking': True}}]}],
        [],
    ),
    Case(
        'Blood-Chin Rager',
        ('Whenever this creature attacks, Warrior creatures you control gain menace until '
         "end of turn. (They can't be blocked except by two or more creatures.)"),
        [], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'gains': ['menace'],
                       'each': {'subtypes': ['Warrior'], 'controller': 'you'}}]}],
        [],
    ),

    Case(
        'Elvish Berserker',
        ('Whenever this creature becomes blocked, it gets +1/+1 until end of turn for '
         'each creature blocking it.'),
        [], [], 1,
        [{'trigger': 'becomes blocked',
          'effects': [{'pump': [1, 1], 'for_each': {'blocking_it': True}}]}],
        [],
    ),
    Case(
        'Akroan Hoplite',
        ('Whenever this creature attacks, it gets +X/+0 until end of turn, where X is the '
         'number of attacking creatures you control.'),
        [], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'pump': [1, 0], 'for_each': {'attacking': True, 'controller': 'you'}}]}],
        [],
    ),
    Case(
        'Dread Slag',
        'Trample\nThis creature gets -4/-4 for each card in your hand.',
        ['Trample'], ['trample'], 1,
        [{'affects': 'it', 'pump': [-4, -4], 'for_each_card': {'zone': 'hand'}}],
        [],
    ),
    Case(
        'Fiend Artisan',
        ('This creature gets +1/+1 for each creature card in your graveyard.\n{X}{B/G}, '
         '{T}, Sacrifice another creature: Search your library for a creature card with '
         'mana value X or less, put it onto the battlefield, then shuffle. Activate only '
         'as a sorcery.'),
        [], [], 1,
        [{'affects': 'it',
          'pump': [1, 1],
          'for_each_card': {'zone': 'graveyard', 'card_type': 'creature'}}],
        [],
    ),

    Case(
        'Heir of the Wilds',
        ('Deathtouch\nFerocious — Whenever this creature attacks, if you control a '
         'creature with power 4 or greater, this creature gets +1/+1 until end of turn.'),
        ['Deathtouch', 'Ferocious'], ['deathtouch'], 1,
        [{'trigger': 'attacks',
          'effects': [{'pump': [1, 1]}],
          'if': {'you_control': {'power_at_least': 4}}}],
        [],
    ),
    Case(
        'Armory Veteran',
        ("As long as this creature is equipped, it has menace. (It can't be blocked "
         'except by two or more creatures.)'),
        [], [], 1,
        [{'affects': 'it', 'gains': ['menace'], 'as_long_as': "it's equipped"}],
        [],
    ),
    Case(
        'Basandra, Battle Seraph',
        ("Flying\nPlayers can't cast spells during combat.\n{R}: Target creature attacks "
         'this turn if able.'),
        ['Flying'], ['flying'], 1,
        [{'cost': '{R}',
          'effects': [{'gains': ['attacks each combat if able'], 'to': 'target creature'}]}],
        [],
    ),
    Case(
        'Crafty Pathmage',
        "{T}: Target creature with power 2 or less can't be blocked this turn.",
        [], [], 1,
        [{'cost': '{T}',
          'effects': [{'gains': ["can't be blocked"],
                       'to': 'target creature',
                       'target': {'power_at_most': 2}}]}],
        [],
    ),

    Case(
        'Bog Rats',
        "This creature can't be blocked by Walls.",
        [], ["can't be blocked by wall creatures"], 1,
        [],
        [],
    ),
    Case(
        'Orchard Spirit',
        "This creature can't be blocked except by creatures with flying or reach.",
        [], ["can't be blocked except by creatures with flying or reach"], 1,
        [],
        [],
    ),
    Case(
        'Brassclaw Orcs',
        "This creature can't block creatures with power 2 or greater.",
        [], ["can't block creatures with power 2 or greater"], 1,
        [],
        [],
    ),
    Case(
        'Amrou Seekers',
        ("This creature can't be blocked except by artifact creatures and/or white "
         'creatures.'),
        [], ["can't be blocked except by artifact creatures and/or white creatures"], 1,
        [],
        [],
    ),
    Case(
        'Flow of Maggots',
        ('Cumulative upkeep {1} (At the beginning of your upkeep, put an age counter on '
         'this permanent, then sacrifice it unless you pay its upkeep cost for each age '
         "counter on it.)\nThis creature can't be blocked by non-Wall creatures."),
        ['Cumulative upkeep'], ["can't be blocked by non-wall creatures"], 1,
        [],
        [],
    ),

    Case(
        'Barbed Servitor',
        ("Indestructible\nWhen this creature enters, suspect it. (It has menace and can't "
         'block.)\nWhenever this creature deals combat damage to a player, you draw a card '
         'and you lose 1 life.\nWhenever this creature is dealt damage, target opponent '
         'loses that much life.'),
        ['Indestructible', 'Suspect'], ['indestructible'], 1,
        [{'trigger': 'deals combat damage to a player',
          'effects': [{'draw': 1}, {'lose_life': 1, 'player': 'you'}]},
         {'trigger': 'is dealt damage',
          'effects': [{'lose_life': 'that much', 'player': 'target opponent'}]}],
        [],
    ),
    Case(
        'Diviner Spirit',
        ('Whenever this creature deals combat damage to a player, you and that player '
         'each draw that many cards.'),
        [], [], 1,
        [{'trigger': 'deals combat damage to a player',
          'effects': [{'draw': 'that much'}, {'draw': 'that much', 'player': 'that player'}]}],
        [],
    ),
    Case(
        'Battle-Rattle Shaman',
        ('At the beginning of combat on your turn, you may have target creature get +2/+0 '
         'until end of turn.'),
        [], [], 1,
        [{'trigger': 'beginning of combat',
          'effects': [{'pump': [2, 0], 'to': 'target creature'}],
          'may': ''}],
        [],
    ),

    Case(
        'Deathcoil Wurm',
        ("You may have this creature assign its combat damage as though it weren't "
         'blocked.'),
        [], ["may assign its combat damage as though it weren't blocked"], 1,
        [],
        [],
    ),
    Case(
        'Bristlepack Sentry',
        ('Defender\nAs long as you control a creature with power 4 or greater, this '
         "creature can attack as though it didn't have defender."),
        ['Defender'], ['defender'], 1,
        [{'affects': 'it',
          'gains': ["can attack as though it didn't have defender"],
          'as_long_as': {'you_control': {'power_at_least': 4}}}],
        [],
    ),
    Case(
        'Ashen Firebeast',
        '{1}{R}: This creature deals 1 damage to each creature without flying.',
        [], [], 1,
        [{'cost': '{1}{R}', 'effects': [{'damage': 1, 'each': {'not_keywords': ['flying']}}]}],
        [],
    ),
    Case(
        'Dark Maze',
        ("Defender (This creature can't attack.)\n{0}: This creature can attack this turn "
         "as though it didn't have defender. Exile it at the beginning of the next end "
         'step.'),
        ['Defender'], ['defender'], 1,
        [{'cost': '{0}',
          'effects': [{'gains': ["can attack as though it didn't have defender"]}]}],
        [],
    ),

    Case(
        'Stoneshock Giant',
        ("{6}{R}{R}: Monstrosity 3. (If this creature isn't monstrous, put three +1/+1 "
         'counters on it and it becomes monstrous.)\nWhen this creature becomes monstrous, '
         "creatures without flying your opponents control can't block this turn."),
        ['Monstrosity'], [], 1,
        [{'cost': '{6}{R}{R}', 'effects': [{'monstrosity': 3}]},
         {'trigger': 'becomes monstrous',
          'effects': [{'gains': ["can't block"],
                       'each': {'not_keywords': ['flying'], 'controller': 'an opponent'}}]}],
        [],
    ),
    Case(
        'Arbor Colossus',
        ("Reach\n{3}{G}{G}{G}: Monstrosity 3. (If this creature isn't monstrous, put three "
         '+1/+1 counters on it and it becomes monstrous.)\nWhen this creature becomes '
         'monstrous, destroy target creature with flying an opponent controls.'),
        ['Monstrosity', 'Reach'], ['reach'], 1,
        [{'cost': '{3}{G}{G}{G}', 'effects': [{'monstrosity': 3}]},
         {'trigger': 'becomes monstrous',
          'effects': [{'destroy': True,
                       'to': 'target creature',
                       'target': {'keywords': ['flying'], 'controller': 'an opponent'}}]}],
        [],
    ),
    Case(
        'Alpha Deathclaw',
        ('Menace, trample\nWhen this creature enters or becomes monstrous, destroy target '
         "permanent.\n{5}{B}{G}: Monstrosity 4. (If this creature isn't monstrous, put "
         'four +1/+1 counters on it and it becomes monstrous.)'),
        ['Menace', 'Monstrosity', 'Trample'], ['menace', 'trample'], 1,
        [{'trigger': 'becomes monstrous',
          'effects': [{'destroy': True, 'to': 'target permanent', 'target': {'types': []}}]},
         {'cost': '{5}{B}{G}', 'effects': [{'monstrosity': 4}]}],
        [],
    ),

    Case(
        'Filigree Crawler',
        ('When this creature dies, create a 1/1 colorless Thopter artifact creature token '
         'with flying.'),
        [], [], 1,
        [{'trigger': 'dies',
          'effects': [{'tokens': {'count': 1,
                                  'power': 1,
                                  'toughness': 1,
                                  'subtypes': ['Thopter'],
                                  'name': 'Thopter',
                                  'keywords': ['flying'],
                                  'artifact': True}}]}],
        [],
    ),
    Case(
        'Court Cleric',
        ('Lifelink (Damage dealt by this creature also causes you to gain that much '
         'life.)\nThis creature gets +1/+1 as long as you control an Ajani planeswalker.'),
        ['Lifelink'], ['lifelink'], 1,
        [{'affects': 'it',
          'pump': [1, 1],
          'as_long_as': {'you_control': {'types': ['planeswalker'], 'subtypes': ['Ajani']}}}],
        [],
    ),
    Case(
        'Benalish Honor Guard',
        'This creature gets +1/+0 for each legendary creature you control.',
        [], [], 1,
        [{'affects': 'it',
          'pump': [1, 0],
          'for_each': {'types': ['creature', 'legendary'], 'controller': 'you'}}],
        [],
    ),

    Case(
        'Ainok Artillerist',
        ('This creature has reach as long as it has a +1/+1 counter on it. (It can block '
         'creatures with flying.)'),
        [], [], 1,
        [{'affects': 'it',
          'gains': ['reach'],
          'as_long_as': {'counters_at_least': 1, 'counter': '+1/+1'}}],
        [],
    ),
    Case(
        'Dream Prowler',
        "This creature can't be blocked as long as it's attacking alone.",
        [], [], 1,
        [{'affects': 'it', 'gains': ["can't be blocked"], 'as_long_as': "it's attacking alone"}],
        [],
    ),
    Case(
        'Armored Scrapgorger',
        ('This creature gets +3/+0 as long as it has three or more oil counters on '
         'it.\n{T}: Add one mana of any color.\nWhenever this creature becomes tapped, '
         'exile target card from a graveyard and put an oil counter on this creature.'),
        [], [], 1,
        [{'affects': 'it',
          'pump': [3, 0],
          'as_long_as': {'counters_at_least': 3, 'counter': 'oil'}}],
        # (the oil counter it goes on to put acts in combat: tapped as it attacks, 508.1f)
        ['Whenever this creature becomes tapped, exile target card from a graveyard and put an '
         'oil counter on this creature.'],
    ),

    Case(
        'Flowstone Salamander',
        '{R}: This creature deals 1 damage to target creature blocking it.',
        [], [], 1,
        [{'cost': '{R}',
          'effects': [{'damage': 1, 'to': 'target creature', 'target': {'blocking_it': True}}]}],
        [],
    ),
    Case(
        'Salt Road Quartermasters',
        ('This creature enters with two +1/+1 counters on it.\n{2}{G}, Remove a +1/+1 '
         'counter from this creature: Put a +1/+1 counter on target creature.'),
        [], [], 1,
        [{'cost': '{2}{G}, Remove a +1/+1 counter from this creature',
          'effects': [{'counters': {'+1/+1': 1}, 'to': 'target creature'}]}],
        [],
    ),
    Case(
        'Ancient Hydra',
        ('Fading 5 (This creature enters with five fade counters on it. At the beginning '
         "of your upkeep, remove a fade counter from it. If you can't, sacrifice "
         'it.)\n{1}, Remove a fade counter from this creature: It deals 1 damage to any '
         'target.'),
        ['Fading'], [], 1,
        [{'cost': '{1}, Remove a fade counter from this creature',
          'effects': [{'damage': 1, 'to': 'any target'}]}],
        [],
    ),

    Case(
        'Somberwald Alpha',
        ('Whenever a creature you control becomes blocked, it gets +1/+1 until end of '
         'turn.\n{1}{G}: Target creature you control gains trample until end of turn. (It '
         "can deal excess combat damage to the player or planeswalker it's attacking.)"),
        [], [], 1,
        [{'trigger': 'a creature you control becomes blocked',
          'effects': [{'pump': [1, 1], 'to': 'that creature'}]},
         {'cost': '{1}{G}',
          'effects': [{'gains': ['trample'],
                       'to': 'target creature',
                       'target': {'controller': 'you'}}]}],
        [],
    ),
    Case(
        'Cazur, Ruthless Stalker',
        ('Partner with Ukkima, Stalking Shadow (When this creature enters, target player '
         'may put Ukkima into their hand from their library, then shuffle.)\nWhenever a '
         'creature you control deals combat damage to a player, put a +1/+1 counter on '
         'that creature.'),
        ['Partner', 'Partner with'], [], 1,
        [{'trigger': 'a creature you control deals combat damage to a player',
          'effects': [{'counters': {'+1/+1': 1}, 'to': 'that creature'}]}],
        [],
    ),
    Case(
        'Black Widow, Deadly Hunter',
        ('Deathtouch\nWhenever a creature you control with deathtouch deals combat damage '
         'to a player, you draw a card and lose 1 life.'),
        ['Deathtouch'], ['deathtouch'], 1,
        [{'trigger': 'a creature you control deals combat damage to a player',
          'filter': {'keywords': ['deathtouch']},
          'effects': [{'draw': 1}, {'lose_life': 1, 'player': 'you'}]}],
        [],
    ),
    Case(
        'Agent Venom',
        ('Flash\nMenace\nWhenever another nontoken creature you control dies, you draw a '
         'card and lose 1 life.'),
        ['Flash', 'Menace'], ['menace'], 1,
        [{'trigger': 'a creature dies',
          'filter': {'token': False, 'controller': 'you', 'other': True},
          'effects': [{'draw': 1}, {'lose_life': 1, 'player': 'you'}]}],
        [],
    ),

    Case(
        'Fire-Belly Changeling',
        ('Changeling (This card is every creature type.)\n{R}: This creature gets +1/+0 '
         'until end of turn. Activate no more than twice each turn.'),
        ['Changeling'], ['changeling'], 1,
        [{'cost': '{R}',
          'effects': [{'pump': [1, 0]}],
          'limits': ['no more than twice each turn']}],
        [],
    ),

    Case(
        'Gustcloak Harrier',
        ('Flying\nWhenever this creature becomes blocked, you may untap it and remove it '
         'from combat.'),
        ['Flying'], ['flying'], 1,
        [{'trigger': 'becomes blocked',
          'effects': [{'untap': True}, {'remove_from_combat': True}],
          'may': ''}],
        [],
    ),
    Case(
        'Gustcloak Savior',
        ('Flying\nWhenever a creature you control becomes blocked, you may untap that '
         'creature and remove it from combat.'),
        ['Flying'], ['flying'], 1,
        [{'trigger': 'a creature you control becomes blocked',
          'effects': [{'untap': True, 'to': 'that creature'},
                      {'remove_from_combat': True, 'to': 'that creature'}],
          'may': ''}],
        [],
    ),
    Case(
        'Kashi-Tribe Elite',
        ("Legendary Snakes you control have shroud. (They can't be the targets of spells "
         'or abilities.)\nWhenever this creature deals combat damage to a creature, tap '
         "that creature and it doesn't untap during its controller's next untap step."),
        [], [], 1,
        [{'affects': {'types': ['creature', 'legendary'],
                      'subtypes': ['Snake'],
                      'controller': 'you'},
          'gains': ['shroud']},
         {'trigger': 'deals combat damage to a creature',
          'effects': [{'tap': True, 'to': 'that creature'}]}],
        [],
    ),

    Case(
        'Bonded Horncrest',
        "This creature can't attack or block alone.",
        [], ["can't attack alone", "can't block alone"], 1,
        [],
        [],
    ),
    Case(
        'Craven Hulk',
        "This creature can't block alone.",
        [], ["can't block alone"], 1,
        [],
        [],
    ),

    Case(
        'Chameleon Colossus',
        ('Changeling (This card is every creature type.)\nProtection from black\n{2}{G}{G}: '
         'This creature gets +X/+X until end of turn, where X is its power.'),
        ['Changeling', 'Protection'], ['changeling', 'protection from black'], 1,
        [{'cost': '{2}{G}{G}', 'effects': [{'pump': [1, 1], 'for_its_power': True}]}],
        [],
    ),
    Case(
        'Brambleguard Captain',
        ('At the beginning of combat on your turn, target creature you control gets +X/+0 '
         "until end of turn, where X is this creature's power."),
        [], [], 1,
        [{'trigger': 'beginning of combat',
          'effects': [{'pump': [1, 0],
                       'for_its_power': True,
                       'to': 'target creature',
                       'target': {'controller': 'you'}}]}],
        [],
    ),
    Case(
        'Auriok Bladewarden',
        ("{T}: Target creature gets +X/+X until end of turn, where X is this creature's "
         'power.'),
        [], [], 1,
        [{'cost': '{T}',
          'effects': [{'pump': [1, 1], 'for_its_power': True, 'to': 'target creature'}]}],
        [],
    ),

    Case(
        'Bottle Golems',
        'Trample\nWhen this creature dies, you gain life equal to its power.',
        ['Trample'], ['trample'], 1,
        [{'trigger': 'dies', 'effects': [{'gain_life': 'its power'}]}],
        [],
    ),

    Case(
        'Silverblade Paladin',
        ('Soulbond (You may pair this creature with another unpaired creature when either '
         'enters. They remain paired for as long as you control both of them.)\nAs long as '
         'this creature is paired with another creature, both creatures have double '
         'strike.'),
        ['Soulbond'], [], 1,
        [{'affects': {'pair': True},
          'gains': ['double strike'],
          'as_long_as': "it's paired with another creature"}],
        [],
    ),
    Case(
        "Druid's Familiar",
        ('Soulbond (You may pair this creature with another unpaired creature when either '
         'enters. They remain paired for as long as you control both of them.)\nAs long as '
         'this creature is paired with another creature, each of those creatures gets '
         '+2/+2.'),
        ['Soulbond'], [], 1,
        [{'affects': {'pair': True},
          'pump': [2, 2],
          'as_long_as': "it's paired with another creature"}],
        [],
    ),

    Case(
        'Cloudfin Raptor',
        ('Flying\nEvolve (Whenever a creature you control enters, if that creature has '
         'greater power or toughness than this creature, put a +1/+1 counter on this '
         'creature.)'),
        ['Evolve', 'Flying'], ['flying'], 1,
        [{'trigger': 'a permanent enters',
          'filter': {'other': True, 'controller': 'you', 'greater_than_it': True},
          'effects': [{'counters': {'+1/+1': 1}}]}],
        [],
    ),
    Case(
        'Adaptive Snapjaw',
        ('Evolve (Whenever a creature you control enters, if that creature has greater '
         'power or toughness than this creature, put a +1/+1 counter on this creature.)'),
        ['Evolve'], [], 1,
        [{'trigger': 'a permanent enters',
          'filter': {'other': True, 'controller': 'you', 'greater_than_it': True},
          'effects': [{'counters': {'+1/+1': 1}}]}],
        [],
    ),

    Case(
        'Fan Favorite',
        ("Assist (Another player can pay up to {3} of this spell's cost.)\n{2}: This "
         'creature gets +1/+1 until end of turn. Any player may activate this ability.'),
        ['Assist'], [], 1,
        [{'cost': '{2}',
          'effects': [{'pump': [1, 1]}],
          'limits': ['any player may activate this ability']}],
        [],
    ),

    Case(
        'Armored Galleon',
        "This creature can't attack unless defending player controls an Island.",
        [], ["can't attack unless defending player controls an island"], 1,
        [],
        [],
    ),

    Case(
        'Boros Elite',
        ('Battalion — Whenever this creature and at least two other creatures attack, '
         'this creature gets +2/+2 until end of turn.'),
        ['Battalion'], [], 1,
        [{'trigger': 'attacks', 'count': 3, 'effects': [{'pump': [2, 2]}]}],
        [],
    ),
    Case(
        'Firemaw Kavu',
        ('Echo {5}{R} (At the beginning of your upkeep, if this came under your control '
         'since the beginning of your last upkeep, sacrifice it unless you pay its echo '
         'cost.)\nWhen this creature enters, it deals 2 damage to target creature.\nWhen '
         'this creature leaves the battlefield, it deals 4 damage to target creature.'),
        ['Echo'], [], 1,
        [{'trigger': 'leaves the battlefield',
          'effects': [{'damage': 4, 'to': 'target creature'}]}],
        [],
    ),
    Case(
        'Flaming Fist Officer',
        ('Whenever another creature you control leaves the battlefield, put a +1/+1 '
         'counter on this creature.'),
        [], [], 1,
        [{'trigger': 'a permanent leaves the battlefield',
          'filter': {'controller': 'you', 'other': True},
          'effects': [{'counters': {'+1/+1': 1}}]}],
        [],
    ),
    Case(
        'Gossamer Phantasm',
        ('Flying\nWhen this creature becomes the target of a spell or ability, sacrifice '
         'it.'),
        ['Flying'], ['flying'], 1,
        [{'trigger': 'becomes the target of a spell or ability',
          'effects': [{'sacrifice': True}]}],
        [],
    ),
    Case(
        'Sengir Vampire',
        ("Flying (This creature can't be blocked except by creatures with flying or "
         'reach.)\nWhenever a creature dealt damage by this creature this turn dies, put a '
         '+1/+1 counter on this creature.'),
        ['Flying'], ['flying'], 1,
        [{'trigger': 'a creature dies',
          'filter': {'dealt_damage_by_it': True},
          'effects': [{'counters': {'+1/+1': 1}}]}],
        [],
    ),
    Case(
        'Chrome Companion',
        ('Whenever this creature becomes tapped, you gain 1 life.\n{2}, {T}: Put target '
         "card from a graveyard on the bottom of its owner's library."),
        [], [], 1,
        [{'trigger': 'becomes tapped', 'effects': [{'gain_life': 1}]}],
        [],
    ),
    Case(
        "Gideon's Avenger",
        ('Whenever a creature an opponent controls becomes tapped, put a +1/+1 counter on '
         'this creature.'),
        [], [], 1,
        [{'trigger': 'a creature becomes tapped',
          'filter': {'controller': 'an opponent'},
          'effects': [{'counters': {'+1/+1': 1}}]}],
        [],
    ),
    Case(
        'Fibrous Entangler',
        ('Vigilance\nThis creature must be blocked if able.\nThis creature can block an '
         'additional creature each combat.'),
        ['Transform', 'Vigilance'], ['vigilance', 'must be blocked if able'], 2,
        [],
        [],
    ),
    Case(
        'Caravan Escort',
        ('Level up {2} ({2}: Put a level counter on this. Level up only as a '
         'sorcery.)\nLEVEL 1-4\n2/2\nLEVEL 5+\n5/5\nFirst strike'),
        ['First strike', 'Level Up'], [], 1,
        [{'affects': 'it',
          'pump': [1, 1],
          'as_long_as': {'counters_at_least': 1, 'counter': 'level', 'counters_at_most': 4}},
         {'affects': 'it',
          'pump': [4, 4],
          'as_long_as': {'counters_at_least': 5, 'counter': 'level'}},
         {'affects': 'it',
          'gains': ['first strike'],
          'as_long_as': {'counters_at_least': 5, 'counter': 'level'}}],
        [],
        ('1', '1'),
    ),
    Case(
        'Ancient Hellkite',
        ('Flying\n{R}: This creature deals 1 damage to target creature defending player '
         'controls. Activate only if this creature is attacking.'),
        ['Flying'], ['flying'], 1,
        [{'cost': '{R}',
          'effects': [{'damage': 1,
                       'to': 'target creature',
                       'target': {'controller': 'defending player'}}],
          'if': "it's attacking"}],
        [],
    ),
    Case(
        'Cabal Torturer',
        ('{B}, {T}: Target creature gets -1/-1 until end of turn.\nThreshold — {3}{B}{B}, '
         '{T}: Target creature gets -2/-2 until end of turn. Activate only if there are '
         'seven or more cards in your graveyard.'),
        ['Threshold'], [], 1,
        [{'cost': '{B}, {T}', 'effects': [{'pump': [-1, -1], 'to': 'target creature'}]},
         {'cost': '{3}{B}{B}, {T}',
          'effects': [{'pump': [-2, -2], 'to': 'target creature'}],
          'if': {'graveyard_at_least': 7}}],
        [],
    ),
    Case(
        'Cinder Crawler',
        ('{R}: This creature gets +1/+0 until end of turn. Activate only if this creature '
         'is blocked.'),
        [], [], 1,
        [{'cost': '{R}', 'effects': [{'pump': [1, 0]}], 'if': "it's blocked"}],
        [],
    ),
    Case(
        'Fleecemane Lion',
        ("{3}{G}{W}: Monstrosity 1. (If this creature isn't monstrous, put a +1/+1 "
         'counter on it and it becomes monstrous.)\nAs long as this creature is monstrous, '
         'it has hexproof and indestructible.'),
        ['Monstrosity'], [], 1,
        [{'cost': '{3}{G}{W}', 'effects': [{'monstrosity': 1}]},
         {'affects': 'it',
          'gains': ['hexproof', 'indestructible'],
          'as_long_as': "it's monstrous"}],
        [],
    ),
    Case(
        'Goblin Glory Chaser',
        ("Renown 1 (When this creature deals combat damage to a player, if it isn't "
         'renowned, put a +1/+1 counter on it and it becomes renowned.)\nAs long as this '
         "creature is renowned, it has menace. (It can't be blocked except by two or more "
         'creatures.)'),
        ['Renown'], ['renown 1'], 1,
        [{'affects': 'it', 'gains': ['menace'], 'as_long_as': "it's renowned"}],
        [],
    ),
    Case(
        'Caustic Wasps',
        ('Flying\nWhenever this creature deals combat damage to a player, you may destroy '
         'target artifact that player controls.'),
        ['Flying'], ['flying'], 1,
        [{'trigger': 'deals combat damage to a player',
          'effects': [{'destroy': True,
                       'to': 'target permanent',
                       'target': {'types': ['artifact'], 'controller': 'defending player'}}],
          'may': ''}],
        [],
    ),
    Case(
        'Balefire Dragon',
        ('Flying\nWhenever this creature deals combat damage to a player, it deals that '
         'much damage to each creature that player controls.'),
        ['Flying'], ['flying'], 1,
        [{'trigger': 'deals combat damage to a player',
          'effects': [{'damage': 'that much', 'each': {'controller': 'defending player'}}]}],
        [],
    ),
    Case(
        'Elenda, the Dusk Rose',
        ('Lifelink\nWhenever another creature dies, put a +1/+1 counter on Elenda.\nWhen '
         'Elenda dies, create X 1/1 white Vampire creature tokens with lifelink, where X '
         "is Elenda's power."),
        ['Lifelink'], ['lifelink'], 1,
        [{'trigger': 'a creature dies',
          'filter': {'other': True},
          'effects': [{'counters': {'+1/+1': 1}}]},
         {'trigger': 'dies',
          'effects': [{'tokens': {'count': 1,
                                  'power': 1,
                                  'toughness': 1,
                                  'colors': ['white'],
                                  'subtypes': ['Vampire'],
                                  'name': 'Vampire',
                                  'keywords': ['lifelink']},
                       'for_its_power': True}]}],
        [],
    ),
    Case(
        'Arabella, Abandoned Doll',
        ('Whenever Arabella attacks, it deals X damage to each opponent and you gain X '
         'life, where X is the number of creatures you control with power 2 or less.'),
        [], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'damage': 1,
                       'player': 'each opponent',
                       'for_each': {'controller': 'you', 'power_at_most': 2}},
                      {'gain_life': 1, 'for_each': {'controller': 'you', 'power_at_most': 2}}]}],
        [],
    ),
    Case(
        'Bone Devourer',
        ('Flash\nFlying\nThis creature enters with a number of +1/+1 counters on it equal '
         'to the number of creatures that died this turn.\nWhen this creature dies, you '
         'draw X cards and you lose X life, where X is the number of +1/+1 counters on it.'),
        ['Flash', 'Flying'], ['flying'], 1,
        [{'trigger': 'dies',
          'effects': [{'draw': 1, 'for_each_counter': '+1/+1'},
                      {'lose_life': 1, 'player': 'you', 'for_each_counter': '+1/+1'}]}],
        [],
    ),
    Case(
        'Dwynen, Gilt-Leaf Daen',
        ('Reach (This creature can block creatures with flying.)\nOther Elf creatures you '
         'control get +1/+1.\nWhenever Dwynen attacks, you gain 1 life for each attacking '
         'Elf you control.'),
        ['Reach'], ['reach'], 1,
        [{'affects': {'other': True, 'subtypes': ['Elf'], 'controller': 'you'}, 'pump': [1, 1]},
         {'trigger': 'attacks',
          'effects': [{'gain_life': 1,
                       'for_each': {'attacking': True,
                                    'subtypes': ['Elf'],
                                    'controller': 'you'}}]}],
        [],
    ),
    Case(
        'Hellrider',
        ('Haste\nWhenever a creature you control attacks, this creature deals 1 damage to '
         "the player or planeswalker it's attacking."),
        ['Haste'], ['haste'], 1,
        [{'trigger': 'a creature you control attacks',
          'effects': [{'damage': 1, 'to': "the player or planeswalker it's attacking"}]}],
        [],
    ),
    Case(
        'Rakdos Roustabout',
        ('Whenever this creature becomes blocked, it deals 1 damage to the player or '
         "planeswalker it's attacking."),
        [], [], 1,
        [{'trigger': 'becomes blocked',
          'effects': [{'damage': 1, 'to': "the player or planeswalker it's attacking"}]}],
        [],
    ),
    Case(
        'Careless Celebrant',
        ('When this creature dies, it deals 2 damage to target creature or planeswalker '
         'an opponent controls.'),
        [], [], 1,
        [{'trigger': 'dies',
          'effects': [{'damage': 2,
                       'to': 'target permanent',
                       'target': {'types': [],
                                  'any_types': ['creature', 'planeswalker'],
                                  'controller': 'an opponent'}}]}],
        [],
    ),
    Case(
        'Dreadhorde Butcher',
        ('Haste\nWhenever this creature deals combat damage to a player or planeswalker, '
         'put a +1/+1 counter on this creature.\nWhen this creature dies, it deals damage '
         'equal to its power to any target.'),
        ['Haste'], ['haste'], 1,
        [{'trigger': 'deals combat damage to a player or planeswalker',
          'effects': [{'counters': {'+1/+1': 1}}]},
         {'trigger': 'dies', 'effects': [{'damage': 'its power', 'to': 'any target'}]}],
        [],
    ),
    Case(
        'Avalanche Tusker',
        ('Whenever this creature attacks, target creature defending player controls '
         'blocks it this combat if able.'),
        [], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'blocks_it': True,
                       'to': 'target creature',
                       'target': {'controller': 'defending player'}}]}],
        [],
    ),
    Case(
        'Matsu-Tribe Decoy',
        ('{2}{G}: Target creature blocks this creature this turn if able.\nWhenever this '
         "creature deals combat damage to a creature, tap that creature and it doesn't "
         "untap during its controller's next untap step."),
        [], [], 1,
        [{'cost': '{2}{G}', 'effects': [{'blocks_it': True, 'to': 'target creature'}]},
         {'trigger': 'deals combat damage to a creature',
          'effects': [{'tap': True, 'to': 'that creature'}]}],
        [],
    ),
    Case(
        'It That Heralds the End',
        ('Colorless spells you cast with mana value 7 or greater cost {1} less to '
         'cast.\nOther colorless creatures you control get +1/+1.'),
        [], [], 1,
        [{'affects': {'other': True,
                      'not_colors': ['black', 'blue', 'green', 'red', 'white'],
                      'controller': 'you'},
          'pump': [1, 1]}],
        [],
    ),
    Case(
        'Crypt Cobra',
        ("Whenever this creature attacks and isn't blocked, defending player gets a "
         'poison counter. (A player with ten or more poison counters loses the game.)'),
        [], [], 1,
        [{'trigger': "attacks and isn't blocked", 'effects': [{'poison': 1}]}],
        [],
    ),
    Case(
        'Marsh Viper',
        ('Whenever this creature deals damage to a player, that player gets two poison '
         'counters. (A player with ten or more poison counters loses the game.)'),
        [], [], 1,
        [{'trigger': 'deals damage to a player',
          'effects': [{'poison': 2, 'player': 'that player'}]}],
        [],
    ),
    Case(
        'Apostle of Invasion',
        ('Flying\nCorrupted — As long as an opponent has three or more poison counters, '
         'this creature has double strike.'),
        ['Corrupted', 'Flying'], ['flying'], 1,
        [{'affects': 'it',
          'gains': ['double strike'],
          'as_long_as': {'opponent_poison_at_least': 3}}],
        [],
    ),
    Case(
        'Compassionate Healer',
        ('Whenever this creature becomes tapped, you gain 1 life and scry 1. (Look at the '
         'top card of your library. You may put it on the bottom.)'),
        ['Scry'], [], 1,
        [{'trigger': 'becomes tapped', 'effects': [{'gain_life': 1}]}],
        [],
    ),
    Case(
        'Aatchik, Emerald Radian',
        ('When Aatchik enters, create a 1/1 green Insect creature token for each artifact '
         'and/or creature card in your graveyard.\nWhenever another Insect you control '
         'dies, put a +1/+1 counter on Aatchik. Each opponent loses 1 life.'),
        [], [], 1,
        [{'trigger': 'a creature dies',
          'filter': {'subtypes': ['Insect'], 'controller': 'you', 'other': True},
          'effects': [{'counters': {'+1/+1': 1}}, {'lose_life': 1, 'player': 'each opponent'}]}],
        [],
    ),
    Case(
        'Jacked Rabbit',
        ('Ravenous (This creature enters with X +1/+1 counters on it. If X is 5 or more, '
         'draw a card when it enters.)\nWhenever this creature attacks, create a number of '
         "1/1 white Rabbit creature tokens equal to this creature's power."),
        ['Ravenous'], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'tokens': {'count': 1,
                                  'power': 1,
                                  'toughness': 1,
                                  'colors': ['white'],
                                  'subtypes': ['Rabbit'],
                                  'name': 'Rabbit'},
                       'for_its_power': True}]}],
        [],
    ),
    Case(
        'Mortis Dogs',
        ('Whenever this creature attacks, it gets +2/+0 until end of turn.\nWhen this '
         'creature dies, target player loses life equal to its power.'),
        [], [], 1,
        [{'trigger': 'attacks', 'effects': [{'pump': [2, 0]}]},
         {'trigger': 'dies',
          'effects': [{'lose_life': 'its power', 'player': 'target player'}]}],
        [],
    ),
    Case(
        'Howlpack Alpha',
        ("Each other creature you control that's a Werewolf or a Wolf gets +1/+1.\nAt the "
         'beginning of your end step, create a 2/2 green Wolf creature token.\nAt the '
         'beginning of each upkeep, if a player cast two or more spells last turn, '
         'transform this creature.'),
        ['Transform'], [], 1,
        [{'affects': {'other': True, 'controller': 'you', 'subtypes': ['Werewolf', 'Wolf']},
          'pump': [1, 1]}],
        [],
    ),
    Case(
        'Barbed Sliver',
        'All Sliver creatures have "{2}: This creature gets +1/+0 until end of turn."',
        [], [], 1,
        [{'affects': {'subtypes': ['Sliver']},
          'grants': [{'cost': '{2}',
                      'effects': [{'pump': [1, 0]}],
                      'text': '{2}: This creature gets +1/+0 until end of turn.'}]}],
        [],
    ),
    Case(
        'Fungus Sliver',
        ('All Sliver creatures have "Whenever this creature is dealt damage, put a +1/+1 '
         'counter on it." (It must survive the damage to get the counter.)'),
        [], [], 1,
        [{'affects': {'subtypes': ['Sliver']},
          'grants': [{'trigger': 'is dealt damage',
                      'effects': [{'counters': {'+1/+1': 1}}],
                      'text': 'Whenever this creature is dealt damage, put a +1/+1 counter on '
                              'it.'}]}],
        [],
    ),
    Case(
        'Boneshard Slasher',
        ('Flying\nThreshold — As long as there are seven or more cards in your graveyard, '
         'this creature gets +2/+2 and has "When this creature becomes the target of a '
         'spell or ability, sacrifice it."'),
        ['Flying', 'Threshold'], ['flying'], 1,
        [{'affects': 'it',
          'pump': [2, 2],
          'grants': [{'trigger': 'becomes the target of a spell or ability',
                      'effects': [{'sacrifice': True}],
                      'text': 'When this creature becomes the target of a spell or ability, '
                              'sacrifice it.'}],
          'as_long_as': {'graveyard_at_least': 7}}],
        [],
    ),
    Case(
        'Crystalline Nautilus',
        ("Bestow {3}{U}{U} (If you cast this card for its bestow cost, it's an Aura spell "
         "with enchant creature. It becomes a creature again if it's not attached.)\nWhen "
         'this permanent becomes the target of a spell or ability, sacrifice '
         'it.\nEnchanted creature gets +4/+4 and has "When this creature becomes the '
         'target of a spell or ability, sacrifice it."'),
        ['Bestow'], [], 1,
        [{'trigger': 'becomes the target of a spell or ability',
          'effects': [{'sacrifice': True}]},
         {'affects': 'enchanted creature',
          'pump': [4, 4],
          'grants': [{'trigger': 'becomes the target of a spell or ability',
                      'effects': [{'sacrifice': True}],
                      'text': 'When this creature becomes the target of a spell or ability, '
                              'sacrifice it.'}]}],
        [],
    ),
    Case(
        'Garrison Griffin',
        ('Flying\nWhenever this creature attacks, target Knight you control gains flying '
         'until end of turn.'),
        ['Flying'], ['flying'], 1,
        [{'trigger': 'attacks',
          'effects': [{'gains': ['flying'],
                       'to': 'target creature',
                       'target': {'controller': 'you', 'subtypes': ['Knight']}}]}],
        [],
    ),
    Case(
        'Loyal Guardian',
        ('Trample\nLieutenant — At the beginning of combat on your turn, if you control '
         'your commander, put a +1/+1 counter on each creature you control.'),
        ['Lieutenant', 'Trample'], ['trample'], 1,
        [{'trigger': 'beginning of combat',
          'effects': [{'counters': {'+1/+1': 1}, 'to': 'each creature you control'}],
          'if': {'you_control': {'commander': True, 'types': []}}}],
        [],
    ),
    Case(
        'Faerie Bladecrafter',
        ('Flying\nWhenever one or more Faeries you control deal combat damage to a player, '
         'put a +1/+1 counter on this creature.\nWhen this creature dies, each opponent '
         'loses X life and you gain X life, where X is its power.'),
        ['Flying'], ['flying'], 1,
        [{'trigger': 'one or more creatures you control deal combat damage to a player',
          'filter': {'subtypes': ['Faerie']},
          'effects': [{'counters': {'+1/+1': 1}}]},
         {'trigger': 'dies',
          'effects': [{'lose_life': 1, 'player': 'each opponent', 'for_its_power': True},
                      {'gain_life': 1, 'for_its_power': True}]}],
        [],
    ),
    Case(
        'General Kreat, the Boltbringer',
        ('Whenever one or more Goblins you control attack, create a 1/1 red Goblin '
         "creature token that's tapped and attacking.\nWhenever another creature you "
         'control enters, General Kreat deals 1 damage to each opponent.'),
        [], [], 1,
        [{'trigger': 'you attack',
          'filter': {'subtypes': ['Goblin']},
          'effects': [{'tokens': {'count': 1,
                                  'power': 1,
                                  'toughness': 1,
                                  'colors': ['red'],
                                  'subtypes': ['Goblin'],
                                  'name': 'Goblin',
                                  'attacking': True}}]},
         {'trigger': 'a permanent enters',
          'filter': {'controller': 'you', 'other': True},
          'effects': [{'damage': 1, 'player': 'each opponent'}]}],
        [],
    ),
    Case(
        'Gnoll Hunter',
        ('Pack tactics — Whenever this creature attacks, if you attacked with creatures '
         'with total power 6 or greater this combat, put a +1/+1 counter on this creature.'),
        ['Pack tactics'], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'counters': {'+1/+1': 1}}],
          'if': {'attacked_power_at_least': 6}}],
        [],
    ),
    Case(
        'Atarka Beastbreaker',
        ('Formidable — {4}{G}: This creature gets +4/+4 until end of turn. Activate only '
         'if creatures you control have total power 8 or greater.'),
        ['Formidable'], [], 1,
        [{'cost': '{4}{G}', 'effects': [{'pump': [4, 4]}], 'if': {'total_power_at_least': 8}}],
        [],
    ),
    Case(
        'Shield Sphere',
        'Defender\nWhenever this creature blocks, put a -0/-1 counter on it.',
        ['Defender'], ['defender'], 1,
        [{'trigger': 'blocks', 'effects': [{'counters': {'-0/-1': 1}}]}],
        [],
    ),
    Case(
        'Lightning Reaver',
        ("Haste; fear (This creature can't be blocked except by artifact creatures and/or "
         'black creatures.)\nWhenever this creature deals combat damage to a player, put a '
         'charge counter on it.\nAt the beginning of your end step, this creature deals '
         'damage equal to the number of charge counters on it to each opponent.'),
        ['Fear', 'Haste'], ['haste', 'fear'], 1,
        [{'trigger': 'deals combat damage to a player',
          'effects': [{'counters': {'charge': 1}}]}],
        [],
    ),
    Case(
        'Jetmir, Nexus of Revels',
        ('Creatures you control get +1/+0 and have vigilance as long as you control three '
         'or more creatures.\nCreatures you control also get +1/+0 and have trample as '
         'long as you control six or more creatures.\nCreatures you control also get +1/+0 '
         'and have double strike as long as you control nine or more creatures.'),
        [], [], 1,
        [{'affects': {'controller': 'you'},
          'pump': [1, 0],
          'gains': ['vigilance'],
          'as_long_as': {'you_control': {}, 'at_least': 3}},
         {'affects': {'controller': 'you'},
          'pump': [1, 0],
          'gains': ['trample'],
          'as_long_as': {'you_control': {}, 'at_least': 6}},
         {'affects': {'controller': 'you'},
          'pump': [1, 0],
          'gains': ['double strike'],
          'as_long_as': {'you_control': {}, 'at_least': 9}}],
        [],
    ),
    Case(
        'Nev, the Practical Dean',
        ('Creatures you control with counters on them have trample.\nWhenever you cast '
         'your first spell with {X} in its mana cost each turn, put X +1/+1 counters on '
         'Nev.'),
        [], [], 1,
        [{'affects': {'controller': 'you', 'counter': 'any'}, 'gains': ['trample']}],
        [],
    ),
    Case(
        'Bramblesnap',
        ('Trample\nTap an untapped creature you control: This creature gets +1/+1 until '
         'end of turn.'),
        ['Trample'], ['trample'], 1,
        [{'cost': 'Tap an untapped creature you control', 'effects': [{'pump': [1, 1]}]}],
        [],
    ),
    Case(
        'Gravelgill Scoundrel',
        ('Vigilance\nWhenever this creature attacks, you may tap another untapped creature '
         "you control. If you do, this creature can't be blocked this turn."),
        ['Vigilance'], ['vigilance'], 1,
        [{'trigger': 'attacks',
          'effects': [{'gains': ["can't be blocked"]}],
          'may': 'tap another untapped creature you control'}],
        [],
    ),
    Case(
        'Orcish Siegemaster',
        ('Trample\nOther Orcs and Goblins you control have trample.\nWhenever this creature '
         'attacks, it gets +X/+0 until end of turn, where X is the greatest power among '
         'creatures you control.'),
        ['Trample'], ['trample'], 1,
        [{'affects': {'other': True, 'subtypes': ['Goblin', 'Orc'], 'controller': 'you'},
          'gains': ['trample']},
         {'trigger': 'attacks',
          'effects': [{'pump': [1, 0], 'for_greatest_power': {'controller': 'you'}}]}],
        [],
    ),
    Case(
        'Glorious Enforcer',
        ('Flying, lifelink\nAt the beginning of each combat, if you have more life than an '
         'opponent, this creature gains double strike until end of turn.'),
        ['Flying', 'Lifelink'], ['flying', 'lifelink'], 1,
        [{'trigger': 'beginning of each combat',
          'effects': [{'gains': ['double strike']}],
          'if': 'you have more life than an opponent'}],
        [],
    ),
    Case(
        'Candlegrove Witch',
        ('Coven — At the beginning of combat on your turn, if you control three or more '
         'creatures with different powers, this creature gains flying until end of turn.'),
        ['Coven'], [], 1,
        [{'trigger': 'beginning of combat',
          'effects': [{'gains': ['flying']}],
          'if': {'different_powers_at_least': 3}}],
        [],
    ),
    Case(
        'Packsong Pup',
        ('At the beginning of combat on your turn, if you control another Wolf or '
         'Werewolf, put a +1/+1 counter on this creature.\nWhen this creature dies, you '
         'gain life equal to its power.'),
        [], [], 1,
        [{'trigger': 'beginning of combat',
          'effects': [{'counters': {'+1/+1': 1}}],
          'if': {'you_control': {'subtypes': ['Werewolf', 'Wolf'], 'other': True}}},
         {'trigger': 'dies', 'effects': [{'gain_life': 'its power'}]}],
        [],
    ),
    Case(
        'Necropolis Regent',
        ('Flying\nWhenever a creature you control deals combat damage to a player, put '
         'that many +1/+1 counters on it.'),
        ['Flying'], ['flying'], 1,
        [{'trigger': 'a creature you control deals combat damage to a player',
          'effects': [{'counters': {'+1/+1': 'that much'}, 'to': 'that creature'}]}],
        [],
    ),
    Case(
        'Cabal Executioner',
        ('Whenever this creature deals combat damage to a player, that player sacrifices '
         'a creature of their choice.\nMorph {3}{B}{B} (You may cast this card face down '
         'as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)'),
        ['Morph'], [], 1,
        [{'trigger': 'deals combat damage to a player',
          'effects': [{'sacrifices': 1,
                       'what': {'types': ['creature']},
                       'player': 'that player'}]}],
        [],
    ),
    Case(
        'Abyssal Gatekeeper',
        'When this creature dies, each player sacrifices a creature of their choice.',
        [], [], 1,
        [{'trigger': 'dies',
          'effects': [{'sacrifices': 1,
                       'what': {'types': ['creature']},
                       'player': 'each player'}]}],
        [],
    ),
    Case(
        'Luke Cage, Power Man',
        ('Unbreakable Skin — Whenever Luke Cage attacks alone, he gets +2/+0 and gains '
         'indestructible until end of turn. (Damage and effects that say "destroy" don\'t '
         'destroy him.)'),
        [], [], 1,
        [{'trigger': 'attacks alone',
          'effects': [{'pump': [2, 0], 'gains': ['indestructible']}]}],
        [],
    ),
    Case(
        'Ghost-Spider, Gwen Stacy',
        ("Menace (This creature can't be blocked except by two or more "
         'creatures.)\nWhenever Ghost-Spider attacks, she deals X damage to defending '
         'player, where X is the number of attacking creatures.'),
        ['Menace'], ['menace'], 1,
        [{'trigger': 'attacks',
          'effects': [{'damage': 1,
                       'player': 'defending player',
                       'for_each': {'attacking': True}}]}],
        [],
    ),
    Case(
        'Hungering Hydra',
        ("This creature enters with X +1/+1 counters on it.\nThis creature can't be "
         'blocked by more than one creature.\nWhenever this creature is dealt damage, put '
         'that many +1/+1 counters on it. (It must survive the damage to get the '
         'counters.)'),
        [], ["can't be blocked by more than one creature"], 1,
        [{'trigger': 'is dealt damage', 'effects': [{'counters': {'+1/+1': 'that much'}}]}],
        [],
    ),
    Case(
        'Elegy Acolyte',
        ('Lifelink\nWhenever one or more creatures you control deal combat damage to a '
         'player, you draw a card and lose 1 life.\nVoid — At the beginning of your end '
         'step, if a nonland permanent left the battlefield this turn or a spell was '
         'warped this turn, create a 2/2 colorless Robot artifact creature token.'),
        ['Lifelink', 'Void'], ['lifelink'], 1,
        [{'trigger': 'one or more creatures you control deal combat damage to a player',
          'effects': [{'draw': 1}, {'lose_life': 1, 'player': 'you'}]}],
        [],
    ),
    Case(
        'Alacrian Jaguar',
        ('Vigilance\nWhenever this creature attacks while saddled, it gets +2/+2 until end '
         'of turn.\nSaddle 1 (Tap any number of other creatures you control with total '
         'power 1 or more: This Mount becomes saddled until end of turn. Saddle only as a '
         'sorcery.)'),
        ['Saddle', 'Vigilance'], ['vigilance'], 1,
        [{'trigger': 'attacks', 'if': "it's saddled", 'effects': [{'pump': [2, 2]}]}],
        [],
    ),
    Case(
        'Bridled Bighorn',
        ('Vigilance\nWhenever this creature attacks while saddled, create a 1/1 white '
         'Sheep creature token.\nSaddle 2 (Tap any number of other creatures you control '
         'with total power 2 or more: This Mount becomes saddled until end of turn. '
         'Saddle only as a sorcery.)'),
        ['Saddle', 'Vigilance'], ['vigilance'], 1,
        [{'trigger': 'attacks',
          'if': "it's saddled",
          'effects': [{'tokens': {'count': 1,
                                  'power': 1,
                                  'toughness': 1,
                                  'colors': ['white'],
                                  'subtypes': ['Sheep'],
                                  'name': 'Sheep'}}]}],
        [],
    ),
    Case(
        'Aether Chaser',
        ('First strike\nWhen this creature enters, you get {E}{E} (two energy '
         'counters).\nWhenever this creature attacks, you may pay {E}{E}. If you do, '
         'create a 1/1 colorless Servo artifact creature token.'),
        ['First strike'], ['first strike'], 1,
        [{'trigger': 'attacks',
          'effects': [{'tokens': {'count': 1,
                                  'power': 1,
                                  'toughness': 1,
                                  'subtypes': ['Servo'],
                                  'name': 'Servo',
                                  'artifact': True}}],
          'may': 'pay {E}{E}'}],
        [],
    ),
    Case(
        'Blisterpod',
        ('Devoid (This card has no color.)\nWhen this creature dies, create a 1/1 '
         'colorless Eldrazi Scion creature token. It has "Sacrifice this token: Add {C}."'),
        ['Devoid'], [], 1,
        [{'trigger': 'dies',
          'effects': [{'tokens': {'count': 1,
                                  'power': 1,
                                  'toughness': 1,
                                  'subtypes': ['Eldrazi', 'Scion'],
                                  'name': 'Eldrazi Scion'}}]}],
        [],
    ),

    Case(
        'Taunting Kobold',
        ('Haste\nWhenever this creature attacks, goad target creature an opponent '
         'controls. (Until your next turn, that creature attacks each combat if able and '
         'attacks a player other than you if able.)'),
        ['Goad', 'Haste'], ['haste'], 1,
        [{'trigger': 'attacks',
          'effects': [{'goad': True,
                       'to': 'target creature',
                       'target': {'controller': 'an opponent'}}]}],
        [],
    ),
    Case(
        'Coveted Peacock',
        ('Flying\nWhenever this creature attacks, you may goad target creature defending '
         'player controls. (Until your next turn, that creature attacks each combat if '
         'able and attacks a player other than you if able.)'),
        ['Flying', 'Goad'], ['flying'], 1,
        [{'trigger': 'attacks',
          'effects': [{'goad': True,
                       'to': 'target creature',
                       'target': {'controller': 'defending player'}}],
          'may': ''}],
        [],
    ),
    Case(
        'Aerie Worshippers',
        ('Inspired — Whenever this creature becomes untapped, you may pay {2}{U}. If you '
         'do, create a 2/2 blue Bird enchantment creature token with flying.'),
        ['Inspired'], [], 1,
        [{'trigger': 'becomes untapped',
          'effects': [{'tokens': {'count': 1,
                                  'power': 2,
                                  'toughness': 2,
                                  'colors': ['blue'],
                                  'subtypes': ['Bird'],
                                  'name': 'Bird',
                                  'keywords': ['flying'],
                                  'enchantment': True}}],
          'may': 'pay {2}{U}'}],
        [],
    ),

    Case(
        'Hornet Nest',
        ("Defender (This creature can't attack.)\nWhenever this creature is dealt damage, "
         'create that many 1/1 green Insect creature tokens with flying and deathtouch. '
         '(Any amount of damage a creature with deathtouch deals to a creature is enough '
         'to destroy it.)'),
        ['Defender'], ['defender'], 1,
        [{'trigger': 'is dealt damage',
          'effects': [{'tokens': {'count': 'that much',
                                  'power': 1,
                                  'toughness': 1,
                                  'colors': ['green'],
                                  'subtypes': ['Insect'],
                                  'name': 'Insect',
                                  'keywords': ['flying', 'deathtouch']}}]}],
        [],
    ),
    Case(
        'Tana, the Bloodsower',
        ('Trample\nWhenever Tana deals combat damage to a player, create that many 1/1 '
         'green Saproling creature tokens.\nPartner (You can have two commanders if both '
         'have partner.)'),
        ['Partner', 'Trample'], ['trample'], 1,
        [{'trigger': 'deals combat damage to a player',
          'effects': [{'tokens': {'count': 'that much',
                                  'power': 1,
                                  'toughness': 1,
                                  'colors': ['green'],
                                  'subtypes': ['Saproling'],
                                  'name': 'Saproling'}}]}],
        [],
    ),

    Case(
        'Gigantomancer',
        ('{1}: Target creature you control has base power and toughness 7/7 until end of '
         'turn.'),
        [], [], 1,
        [{'cost': '{1}',
          'effects': [{'base': [7, 7],
                       'to': 'target creature',
                       'target': {'controller': 'you'}}]}],
        [],
    ),
    Case(
        'Creeperhulk',
        ('Trample\n{1}{G}: Until end of turn, target creature you control has base power '
         'and toughness 5/5 and gains trample.'),
        ['Trample'], ['trample'], 1,
        [{'cost': '{1}{G}',
          'effects': [{'base': [5, 5],
                       'gains': ['trample'],
                       'to': 'target creature',
                       'target': {'controller': 'you'}}]}],
        [],
    ),

    Case(
        'Adarkar Windform',
        ('Flying\n{1}{S}: Target creature loses flying until end of turn. ({S} can be paid '
         'with one mana from a snow source.)'),
        ['Flying'], ['flying'], 1,
        [{'cost': '{1}{S}', 'effects': [{'loses': ['flying'], 'to': 'target creature'}]}],
        [],
    ),
    Case(
        'Canopy Dragon',
        'Trample\n{1}{G}: This creature gains flying and loses trample until end of turn.',
        ['Trample'], ['trample'], 1,
        [{'cost': '{1}{G}', 'effects': [{'gains': ['flying'], 'loses': ['trample']}]}],
        [],
    ),
    Case(
        'Gargoyle Sentinel',
        ("Defender (This creature can't attack.)\n{3}: Until end of turn, this creature "
         'loses defender and gains flying.'),
        ['Defender'], ['defender'], 1,
        [{'cost': '{3}', 'effects': [{'loses': ['defender'], 'gains': ['flying']}]}],
        [],
    ),

    Case(
        'Angelic Cub',
        ('Whenever this creature becomes the target of a spell or ability for the first '
         'time each turn, put a +1/+1 counter on it.\nAs long as this creature has three '
         'or more +1/+1 counters on it, it has flying.'),
        [], [], 1,
        [{'trigger': 'becomes the target of a spell or ability',
          'once_each_turn': True,
          'effects': [{'counters': {'+1/+1': 1}}]},
         {'affects': 'it',
          'gains': ['flying'],
          'as_long_as': {'counters_at_least': 3, 'counter': '+1/+1'}}],
        [],
    ),

    Case(
        'Mouser Mark III',
        "This creature can't attack unless you control another artifact.",
        [], [], 1,
        [{'affects': 'it',
          'gains': ["can't attack"],
          'as_long_as': {'not': {'you_control': {'types': ['artifact'], 'other': True}}}}],
        [],
    ),
    Case(
        'Blind-Spot Giant',
        "This creature can't attack or block unless you control another Giant.",
        [], [], 1,
        [{'affects': 'it',
          'gains': ["can't attack", "can't block"],
          'as_long_as': {'not': {'you_control': {'subtypes': ['Giant'], 'other': True}}}}],
        [],
    ),

    Case(
        'Deep-Sea Terror',
        ("This creature can't attack unless there are seven or more cards in your "
         'graveyard.'),
        [], [], 1,
        [{'affects': 'it',
          'gains': ["can't attack"],
          'as_long_as': {'not': {'graveyard_at_least': 7}}}],
        [],
    ),
    Case(
        'Slumbering Dragon',
        ("Flying\nThis creature can't attack or block unless it has five or more +1/+1 "
         'counters on it.\nWhenever a creature attacks you or a planeswalker you control, '
         'put a +1/+1 counter on this creature.'),
        ['Flying'], ['flying'], 1,
        [{'affects': 'it',
          'gains': ["can't attack", "can't block"],
          'as_long_as': {'not': {'counters_at_least': 5, 'counter': '+1/+1'}}},
         {'trigger': 'a creature attacks you or a planeswalker you control',
          'effects': [{'counters': {'+1/+1': 1}}]}],
        [],
    ),

    Case(
        'Conclave Evangelist',
        ('Myriad (Whenever this creature attacks, for each opponent other than defending '
         "player, you may create a token copy that's tapped and attacking that player or "
         'a planeswalker they control. Exile the tokens at end of combat.)\nWhenever this '
         "creature deals combat damage to a player, create a token that's a copy of this "
         'creature.'),
        ['Myriad'], ['myriad'], 1,
        [{'trigger': 'deals combat damage to a player', 'effects': [{'token_copy': {}}]}],
        [],
    ),
    Case(
        'Myr Propagator',
        "{3}, {T}: Create a token that's a copy of this creature.",
        [], [], 1,
        [{'cost': '{3}, {T}', 'effects': [{'token_copy': {}}]}],
        [],
    ),

    Case(
        'Flamerush Rider',
        ("Whenever this creature attacks, create a token that's a copy of another target "
         "attacking creature and that's tapped and attacking. Exile the token at end of "
         'combat.\nDash {2}{R}{R} (You may cast this spell for its dash cost. If you do, '
         "it gains haste, and it's returned from the battlefield to its owner's hand at "
         'the beginning of the next end step.)'),
        ['Dash'], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'token_copy': {'attacking': True},
                       'to': 'target creature',
                       'target': {'attacking': True, 'other': True}}]}],
        ['Exile the token at end of combat.'],
    ),

    Case(
        'Death-Priest of Myrkul',
        ('Skeletons, Vampires, and Zombies you control get +1/+1.\nAt the beginning of '
         'your end step, if a creature died this turn, you may pay {1}. If you do, create '
         'a 1/1 black Skeleton creature token.'),
        [], [], 1,
        [{'affects': {'subtypes': ['Skeleton', 'Vampire', 'Zombie'], 'controller': 'you'},
          'pump': [1, 1]}],
        [],
    ),

    Case(
        'Sarevok, Mighty Usurper',
        ('Trample\nAt the beginning of combat on your turn, target creature you control '
         'gains trample and gets +X/+0 until end of turn, where X is the number of '
         'creature cards in your graveyard.'),
        ['Trample'], ['trample'], 1,
        [{'trigger': 'beginning of combat',
          'effects': [{'gains': ['trample'],
                       'to': 'target creature',
                       'target': {'controller': 'you'},
                       'pump': [1, 0],
                       'for_each_card': {'zone': 'graveyard', 'card_type': 'creature'}}]}],
        [],
    ),
    Case(
        'Ashroot Animist',
        ('Trample\nWhenever this creature attacks, another target creature you control '
         "gains trample and gets +X/+X until end of turn, where X is this creature's "
         'power.'),
        ['Trample'], ['trample'], 1,
        [{'trigger': 'attacks',
          'effects': [{'gains': ['trample'],
                       'to': 'target creature',
                       'target': {'controller': 'you', 'other': True},
                       'pump': [1, 1],
                       'for_its_power': True}]}],
        [],
    ),
    Case(
        'Auriok Steelshaper',
        ('Equip costs you pay cost {1} less.\nAs long as this creature is equipped, each '
         "creature you control that's a Soldier or a Knight gets +1/+1."),
        [], [], 1,
        [{'affects': {'controller': 'you', 'subtypes': ['Knight', 'Soldier']},
          'pump': [1, 1],
          'as_long_as': "it's equipped"}],
        [],
    ),
    Case(
        'Memorial Team Leader',
        ('During your turn, other creatures you control get +1/+0.\nWarp {1}{R} (You may '
         'cast this card from your hand for its warp cost. Exile this creature at the '
         'beginning of the next end step, then you may cast it from exile on a later '
         'turn.)'),
        ['Warp'], [], 1,
        [{'affects': {'other': True, 'controller': 'you'},
          'pump': [1, 0],
          'as_long_as': "it's your turn"}],
        [],
    ),
    Case(
        'Fecund Greenshell',
        ('Reach\nAs long as you control ten or more lands, creatures you control get '
         '+2/+2.\nWhenever this creature or another creature you control with toughness '
         "greater than its power enters, look at the top card of your library. If it's a "
         'land card, you may put it onto the battlefield tapped. Otherwise, put it into '
         'your hand.'),
        ['Reach'], ['reach'], 1,
        [{'affects': {'controller': 'you'},
          'pump': [2, 2],
          'as_long_as': {'you_control': {'types': ['land']}, 'at_least': 10}}],
        # (a land put onto the battlefield mid-combat: landfall, lands counted)
        ["If it's a land card, you may put it onto the battlefield tapped."],
    ),
    Case(
        'Harried Spearguard',
        ('Haste\nWhen this creature dies, create a 1/1 black Rat creature token with "This '
         'token can\'t block."'),
        ['Haste'], ['haste'], 1,
        [{'trigger': 'dies',
          'effects': [{'tokens': {'count': 1,
                                  'power': 1,
                                  'toughness': 1,
                                  'colors': ['black'],
                                  'subtypes': ['Rat'],
                                  'name': 'Rat',
                                  'keywords': ["can't block"]}}]}],
        [],
    ),
    Case(
        'Crawling Chorus',
        ('Toxic 1 (Players dealt combat damage by this creature also get a poison '
         'counter.)\nWhen this creature dies, create a 1/1 colorless Phyrexian Mite '
         'artifact creature token with toxic 1 and "This token can\'t block."'),
        ['Toxic'], ['toxic 1'], 1,
        [{'trigger': 'dies',
          'effects': [{'tokens': {'count': 1,
                                  'power': 1,
                                  'toughness': 1,
                                  'subtypes': ['Phyrexian', 'Mite'],
                                  'name': 'Phyrexian Mite',
                                  'keywords': ['toxic 1', "can't block"],
                                  'artifact': True}}]}],
        [],
    ),
    Case(
        'Shrieking Specter',
        'Flying\nWhenever this creature attacks, defending player discards a card.',
        ['Flying'], ['flying'], 1,
        [],
        [],
    ),
    Case(
        'Mindstab Thrull',
        ("Whenever this creature attacks and isn't blocked, you may sacrifice it. If you "
         'do, defending player discards three cards.'),
        [], [], 1,
        [],
        ["Whenever this creature attacks and isn't blocked, you may sacrifice it. If you do, "
         'defending player discards three cards.'],
    ),
    Case(
        'Wine of Blood and Iron',
        ('{4}: Target creature gets +X/+0 until end of turn, where X is its power. '
         'Sacrifice this artifact at the beginning of the next end step.'),
        [], [], 1,
        [],
        ['{4}: Target creature gets +X/+0 until end of turn, where X is its power.'],
    ),
    Case(
        'Vampire Gourmand',
        ('Whenever this creature attacks, you may sacrifice another creature. If you do, '
         "draw a card and this creature can't be blocked this turn."),
        [], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'draw': 1}, {'gains': ["can't be blocked"]}],
          'may': 'sacrifice another creature'}],
        [],
    ),
    Case(
        'Haldir, Lórien Lieutenant',
        ('Haldir enters with X +1/+1 counters on it.\nVigilance\n{5}{G}: Until end of turn, '
         'other Elves you control gain vigilance and get +1/+1 for each +1/+1 counter on '
         'Haldir.'),
        ['Vigilance'], ['vigilance'], 1,
        [{'cost': '{5}{G}',
          'effects': [{'gains': ['vigilance'],
                       'each': {'other': True, 'subtypes': ['Elf'], 'controller': 'you'},
                       'pump': [1, 1],
                       'for_each_counter': '+1/+1'}]}],
        [],
    ),
    Case(
        'Furyblade Vampire',
        ('Trample\nAt the beginning of combat on your turn, you may discard a card. If you '
         'do, this creature gets +3/+0 until end of turn.'),
        ['Trample'], ['trample'], 1,
        [{'trigger': 'beginning of combat',
          'effects': [{'pump': [3, 0]}],
          'may': 'discard a card'}],
        [],
    ),
    Case(
        'Sphinx of Magosi',
        'Flying\n{2}{U}: Draw a card, then put a +1/+1 counter on this creature.',
        ['Flying'], ['flying'], 1,
        [{'cost': '{2}{U}', 'effects': [{'draw': 1}, {'counters': {'+1/+1': 1}}]}],
        [],
    ),
    Case(
        'Boundary Lands Ranger',
        ('At the beginning of combat on your turn, if you control a creature with power 4 '
         'or greater, you may discard a card. If you do, draw a card.'),
        [], [], 1,
        [{'trigger': 'beginning of combat',
          'effects': [{'draw': 1}],
          'if': {'you_control': {'power_at_least': 4}},
          'may': 'discard a card'}],
        [],
    ),
    Case(
        'Geology Enthusiast',
        ("At the beginning of your end step, create a tapped Powerstone token. (It's an "
         'artifact with "{T}: Add {C}. This mana can\'t be spent to cast a nonartifact '
         'spell.")\n{6}: Draw a card and put a +1/+1 counter on this creature.'),
        [], [], 1,
        [{'cost': '{6}', 'effects': [{'draw': 1}, {'counters': {'+1/+1': 1}}]}],
        [],
    ),
    Case(
        'Krenko, Tin Street Kingpin',
        ('Whenever Krenko attacks, put a +1/+1 counter on it, then create a number of 1/1 '
         "red Goblin creature tokens equal to Krenko's power."),
        [], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'counters': {'+1/+1': 1}},
                      {'tokens': {'count': 1,
                                  'power': 1,
                                  'toughness': 1,
                                  'colors': ['red'],
                                  'subtypes': ['Goblin'],
                                  'name': 'Goblin'},
                       'for_its_power': True}]}],
        [],
    ),
    Case(
        'Rust Harvester',
        ('Menace\n{2}, {T}, Exile an artifact card from your graveyard: Put a +1/+1 '
         'counter on this creature, then it deals damage equal to its power to any target.'),
        ['Menace'], ['menace'], 1,
        [{'cost': '{2}, {T}, Exile an artifact card from your graveyard',
          'effects': [{'counters': {'+1/+1': 1}}, {'damage': 'its power', 'to': 'any target'}]}],
        [],
    ),
    Case(
        "Stitcher's Apprentice",
        ('{1}{U}, {T}: Create a 2/2 blue Homunculus creature token, then sacrifice a '
         'creature.'),
        [], [], 1,
        [{'cost': '{1}{U}, {T}',
          'effects': [{'tokens': {'count': 1,
                                  'power': 2,
                                  'toughness': 2,
                                  'colors': ['blue'],
                                  'subtypes': ['Homunculus'],
                                  'name': 'Homunculus'}},
                      {'sacrifices': 1, 'what': {'types': ['creature']}}]}],
        [],
    ),
    Case(
        'Girder Goons',
        ('When this creature dies, create a tapped 2/2 black Rogue creature token.\nBlitz '
         '{3}{B} (If you cast this spell for its blitz cost, it gains haste and "When '
         'this creature dies, draw a card." Sacrifice it at the beginning of the next end '
         'step.)'),
        ['Blitz'], [], 1,
        [{'trigger': 'dies',
          'effects': [{'tokens': {'count': 1,
                                  'power': 2,
                                  'toughness': 2,
                                  'colors': ['black'],
                                  'subtypes': ['Rogue'],
                                  'name': 'Rogue',
                                  'tapped': True}}]}],
        [],
    ),
    Case(
        'Nested Shambler',
        ('When this creature dies, create X tapped 1/1 green Squirrel creature tokens, '
         "where X is this creature's power."),
        [], [], 1,
        [{'trigger': 'dies',
          'effects': [{'tokens': {'count': 1,
                                  'power': 1,
                                  'toughness': 1,
                                  'colors': ['green'],
                                  'subtypes': ['Squirrel'],
                                  'name': 'Squirrel',
                                  'tapped': True},
                       'for_its_power': True}]}],
        [],
    ),
    Case(
        'Massacre Wurm',
        ('When this creature enters, creatures your opponents control get -2/-2 until end '
         'of turn.\nWhenever a creature an opponent controls dies, that player loses 2 '
         'life.'),
        [], [], 1,
        [{'trigger': 'a creature dies',
          'filter': {'controller': 'an opponent'},
          'effects': [{'lose_life': 2, 'player': "that creature's controller"}]}],
        [],
    ),
    Case(
        'Gimli, Counter of Kills',
        ('Trample\nWhenever a creature an opponent controls dies, Gimli deals 1 damage to '
         "that creature's controller."),
        ['Trample'], ['trample'], 1,
        [{'trigger': 'a creature dies',
          'filter': {'controller': 'an opponent'},
          'effects': [{'damage': 1, 'player': "that creature's controller"}]}],
        [],
    ),
    Case(
        'Gloom Sower',
        ("Whenever this creature becomes blocked by a creature, that creature's "
         'controller loses 2 life and you gain 2 life.'),
        [], [], 1,
        [{'trigger': 'becomes blocked by a creature',
          'effects': [{'lose_life': 2, 'player': "that creature's controller"},
                      {'gain_life': 2}]}],
        [],
    ),
    Case(
        'Poisonbelly Ogre',
        'Whenever another creature enters, its controller loses 1 life.',
        [], [], 1,
        [{'trigger': 'a permanent enters',
          'filter': {'other': True},
          'effects': [{'lose_life': 1, 'player': "that creature's controller"}]}],
        [],
    ),
    Case(
        'Suture Priest',
        ('Whenever another creature you control enters, you may gain 1 life.\nWhenever a '
         'creature an opponent controls enters, you may have that player lose 1 life.'),
        [], [], 1,
        [{'trigger': 'a permanent enters',
          'filter': {'controller': 'you', 'other': True},
          'effects': [{'gain_life': 1}],
          'may': ''},
         {'trigger': 'a permanent enters',
          'filter': {'controller': 'an opponent'},
          'effects': [{'lose_life': 1, 'player': "that creature's controller"}],
          'may': ''}],
        [],
    ),
    Case(
        'Flayed Nim',
        ("Whenever this creature deals combat damage to a creature, that creature's "
         'controller loses that much life.\n{2}{B}: Regenerate this creature.'),
        [], [], 1,
        [{'trigger': 'deals combat damage to a creature',
          'effects': [{'lose_life': 'that much', 'player': "that creature's controller"}]},
         {'cost': '{2}{B}', 'effects': [{'regenerate': True}]}],
        [],
    ),
    Case(
        'Rakdos Ickspitter',
        ("{T}: This creature deals 1 damage to target creature and that creature's "
         'controller loses 1 life.'),
        [], [], 1,
        [],
        ["{T}: This creature deals 1 damage to target creature and that creature's controller "
         'loses 1 life.'],
    ),
    Case(
        'Wurmcoil Engine',
        ('Deathtouch, lifelink\nWhen this creature dies, create a 3/3 colorless Phyrexian '
         'Wurm artifact creature token with deathtouch and a 3/3 colorless Phyrexian Wurm '
         'artifact creature token with lifelink.'),
        ['Deathtouch', 'Lifelink'], ['deathtouch', 'lifelink'], 1,
        [{'trigger': 'dies',
          'effects': [{'tokens': {'count': 1,
                                  'power': 3,
                                  'toughness': 3,
                                  'subtypes': ['Phyrexian', 'Wurm'],
                                  'name': 'Phyrexian Wurm',
                                  'keywords': ['deathtouch'],
                                  'artifact': True}},
                      {'tokens': {'count': 1,
                                  'power': 3,
                                  'toughness': 3,
                                  'subtypes': ['Phyrexian', 'Wurm'],
                                  'name': 'Phyrexian Wurm',
                                  'keywords': ['lifelink'],
                                  'artifact': True}}]}],
        [],
    ),
    Case(
        'Triplicate Titan',
        ('Flying, vigilance, trample\nWhen this creature dies, create a 3/3 colorless '
         'Golem artifact creature token with flying, a 3/3 colorless Golem artifact '
         'creature token with vigilance, and a 3/3 colorless Golem artifact creature '
         'token with trample.'),
        ['Flying', 'Trample', 'Vigilance'], ['flying', 'vigilance', 'trample'], 1,
        [{'trigger': 'dies',
          'effects': [{'tokens': {'count': 1,
                                  'power': 3,
                                  'toughness': 3,
                                  'subtypes': ['Golem'],
                                  'name': 'Golem',
                                  'keywords': ['flying'],
                                  'artifact': True}},
                      {'tokens': {'count': 1,
                                  'power': 3,
                                  'toughness': 3,
                                  'subtypes': ['Golem'],
                                  'name': 'Golem',
                                  'keywords': ['vigilance'],
                                  'artifact': True}},
                      {'tokens': {'count': 1,
                                  'power': 3,
                                  'toughness': 3,
                                  'subtypes': ['Golem'],
                                  'name': 'Golem',
                                  'keywords': ['trample'],
                                  'artifact': True}}]}],
        [],
    ),
    Case(
        'Atla Palani, Nest Tender',
        ('{2}, {T}: Create a 0/1 green Egg creature token with defender.\nWhenever an Egg '
         'you control dies, reveal cards from the top of your library until you reveal a '
         'creature card. Put that card onto the battlefield and the rest on the bottom of '
         'your library in a random order.'),
        [], [], 1,
        [{'cost': '{2}, {T}',
          'effects': [{'tokens': {'count': 1,
                                  'power': 0,
                                  'toughness': 1,
                                  'colors': ['green'],
                                  'subtypes': ['Egg'],
                                  'name': 'Egg',
                                  'keywords': ['defender']}}]}],
        ['Put that card onto the battlefield and the rest on the bottom of your library in a '
         'random order.'],
    ),
    Case(
        'Feral Deceiver',
        ('{1}: Look at the top card of your library.\n{2}: Reveal the top card of your '
         "library. If it's a land card, this creature gets +2/+2 and gains trample until "
         'end of turn. Activate only once each turn.'),
        [], [], 1,
        [],
        ["If it's a land card, this creature gets +2/+2 and gains trample until end of turn."],
    ),
    Case(
        'Cemetery Reaper',
        ('Other Zombie creatures you control get +1/+1.\n{2}{B}, {T}: Exile target '
         'creature card from a graveyard. Create a 2/2 black Zombie creature token.'),
        [], [], 1,
        [{'affects': {'other': True, 'subtypes': ['Zombie'], 'controller': 'you'},
          'pump': [1, 1]}],
        ['Create a 2/2 black Zombie creature token.'],
    ),
    Case(
        'Terror of the Peaks',
        ('Flying\nSpells your opponents cast that target this creature cost an additional '
         '3 life to cast.\nWhenever another creature you control enters, this creature '
         "deals damage equal to that creature's power to any target."),
        ['Flying'], ['flying'], 1,
        [{'trigger': 'a permanent enters',
          'filter': {'controller': 'you', 'other': True},
          'effects': [{'damage': "that creature's power", 'to': 'any target'}]}],
        [],
    ),
    Case(
        'Abattoir Ghoul',
        ('First strike\nWhenever a creature dealt damage by this creature this turn dies, '
         "you gain life equal to that creature's toughness."),
        ['First strike'], ['first strike'], 1,
        [{'trigger': 'a creature dies',
          'filter': {'dealt_damage_by_it': True},
          'effects': [{'gain_life': "that creature's toughness"}]}],
        [],
    ),
    Case(
        'Paladin of Atonement',
        ('At the beginning of each upkeep, if you lost life last turn, put a +1/+1 '
         'counter on this creature.\nWhen this creature dies, you gain life equal to its '
         'toughness.'),
        [], [], 1,
        [{'trigger': 'dies', 'effects': [{'gain_life': 'its toughness'}]}],
        [],
    ),
    Case(
        'Defiant Thundermaw',
        ('Flying, trample\nWhenever a Dragon you control attacks, it deals 2 damage to any '
         'target.'),
        ['Flying', 'Trample', 'Transform'], ['flying', 'trample'], 1,
        [{'trigger': 'a creature you control attacks',
          'filter': {'subtypes': ['Dragon']},
          'effects': [{'damage': 2, 'to': 'any target', 'by': 'that creature'}]}],
        [],
    ),
    Case(
        'Stalking Vengeance',
        ('Haste\nWhenever another creature you control dies, it deals damage equal to its '
         'power to target player or planeswalker.'),
        ['Haste'], ['haste'], 1,
        [{'trigger': 'a creature dies',
          'filter': {'controller': 'you', 'other': True},
          'effects': [{'damage': "that creature's power",
                       'to': 'any target',
                       'target': {'types': ['planeswalker']},
                       'by': 'that creature'}]}],
        [],
    ),
    Case(
        'Archon of Redemption',
        ('Flying\nWhenever this creature or another creature you control with flying '
         "enters, you may gain life equal to that creature's power."),
        ['Flying'], ['flying'], 1,
        [{'trigger': 'a permanent enters',
          'filter': {'controller': 'you', 'keywords': ['flying'], 'other': True},
          'effects': [{'gain_life': "that creature's power"}],
          'may': ''}],
        [],
    ),
    Case(
        'The Tarrasque',
        ('The Tarrasque has haste and ward {10} as long as it was cast.\nWhenever The '
         'Tarrasque attacks, it fights target creature defending player controls.'),
        ['Fight'], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'fight': True,
                       'to': 'target creature',
                       'target': {'controller': 'defending player'}}]}],
        ['The Tarrasque has haste and ward {10} as long as it was cast.'],
    ),
    Case(
        'Apex Altisaur',
        ("When this creature enters, it fights up to one target creature you don't "
         'control.\nEnrage — Whenever this creature is dealt damage, it fights up to one '
         "target creature you don't control."),
        ['Enrage', 'Fight'], [], 1,
        [{'trigger': 'is dealt damage',
          'effects': [{'fight': True,
                       'to': 'target creature',
                       'target': {'controller': 'not you'}}]}],
        [],
    ),
    Case(
        'Brash Taunter',
        ('Indestructible\nWhenever this creature is dealt damage, it deals that much '
         'damage to target opponent.\n{2}{R}, {T}: This creature fights another target '
         'creature.'),
        ['Fight', 'Indestructible'], ['indestructible'], 1,
        [{'trigger': 'is dealt damage',
          'effects': [{'damage': 'that much', 'player': 'target opponent'}]},
         {'cost': '{2}{R}, {T}',
          'effects': [{'fight': True, 'to': 'target creature', 'target': {'other': True}}]}],
        [],
    ),
    Case(
        'Gruul Ragebeast',
        ('Whenever this creature or another creature you control enters, that creature '
         'fights target creature an opponent controls.'),
        ['Fight'], [], 1,
        [{'trigger': 'a permanent enters',
          'filter': {'controller': 'you', 'other': True},
          'effects': [{'fight': True,
                       'to': 'target creature',
                       'target': {'controller': 'an opponent'},
                       'by': 'that creature'}]}],
        [],
    ),
    Case(
        'Tolsimir, Friend to Wolves',
        ('When Tolsimir enters, create Voja, Friend to Elves, a legendary 3/3 green and '
         'white Wolf creature token.\nWhenever a Wolf you control enters, you gain 3 life '
         "and that creature fights up to one target creature you don't control."),
        ['Fight'], [], 1,
        [{'trigger': 'a permanent enters',
          'filter': {'subtypes': ['Wolf'], 'controller': 'you'},
          'effects': [{'gain_life': 3},
                      {'fight': True,
                       'to': 'target creature',
                       'target': {'controller': 'not you'},
                       'by': 'that creature'}]}],
        [],
    ),
    Case(
        'Gnawing Vermin',
        ('When this creature enters, target player mills two cards.\nWhen this creature '
         "dies, target creature you don't control gets -1/-1 until end of turn."),
        ['Mill'], [], 1,
        [{'trigger': 'dies',
          'effects': [{'pump': [-1, -1],
                       'to': 'target creature',
                       'target': {'controller': 'not you'}}]}],
        [],
    ),
    Case(
        'Dragonsguard Elite',
        ('Magecraft — Whenever you cast or copy an instant or sorcery spell, put a +1/+1 '
         'counter on this creature.\n{4}{G}{G}: Double the number of +1/+1 counters on '
         'this creature.'),
        ['Double', 'Magecraft'], [], 1,
        [{'cost': '{4}{G}{G}',
          'effects': [{'counters': {'+1/+1': 1}, 'for_each_counter': '+1/+1'}]}],
        [],
    ),
    Case(
        'Roadkill Rodney',
        ('Squad {3} (As an additional cost to cast this spell, you may pay {3} any number '
         'of times. When this creature enters, create that many tokens that are copies of '
         'it.)\nDeathtouch\nWhenever this creature deals combat damage to a player, create '
         'a Mutagen token.'),
        ['Deathtouch', 'Squad'], ['deathtouch'], 1,
        [],
        [],
    ),
    Case(
        'Mister Gutsy',
        ('Whenever you cast an Aura or Equipment spell, put a +1/+1 counter on this '
         'creature.\nWhen this creature dies, create X Junk tokens, where X is the number '
         'of +1/+1 counters on it. (They\'re artifacts with "{T}, Sacrifice this token: '
         'Exile the top card of your library. You may play that card this turn. Activate '
         'only as a sorcery.")'),
        [], [], 1,
        [],
        [],
    ),
    Case(
        'Byrke, Long Ear of the Law',
        ('Vigilance\nWhen Byrke enters, put a +1/+1 counter on each of up to two target '
         'creatures.\nWhenever a creature you control with a +1/+1 counter on it attacks, '
         'double the number of +1/+1 counters on it.'),
        ['Double', 'Vigilance'], ['vigilance'], 1,
        [],
        ['Whenever a creature you control with a +1/+1 counter on it attacks, double the '
         'number of +1/+1 counters on it.'],
    ),
    Case(
        'Veteran Guardmouse',
        ('Valiant — Whenever this creature becomes the target of a spell or ability you '
         'control for the first time each turn, it gets +1/+0 and gains first strike '
         'until end of turn. Scry 1. (Look at the top card of your library. You may put '
         'that card on the bottom.)'),
        ['Scry', 'Valiant'], [], 1,
        [{'trigger': 'becomes the target of a spell or ability you control',
          'once_each_turn': True,
          'effects': [{'pump': [1, 0], 'gains': ['first strike']}]}],
        [],
    ),
    Case(
        'Mouse Trapper',
        ('Flash\nValiant — Whenever this creature becomes the target of a spell or ability '
         'you control for the first time each turn, tap target creature an opponent '
         'controls.'),
        ['Flash', 'Valiant'], [], 1,
        [{'trigger': 'becomes the target of a spell or ability you control',
          'once_each_turn': True,
          'effects': [{'tap': True,
                       'to': 'target creature',
                       'target': {'controller': 'an opponent'}}]}],
        [],
    ),
    Case(
        'Heartfire Hero',
        ('Valiant — Whenever this creature becomes the target of a spell or ability you '
         'control for the first time each turn, put a +1/+1 counter on it.\nWhen this '
         'creature dies, it deals damage equal to its power to each opponent.'),
        ['Valiant'], [], 1,
        [{'trigger': 'becomes the target of a spell or ability you control',
          'once_each_turn': True,
          'effects': [{'counters': {'+1/+1': 1}}]},
         {'trigger': 'dies', 'effects': [{'damage': 'its power', 'player': 'each opponent'}]}],
        [],
    ),
    Case(
        'Unbreathing Horde',
        ('This creature enters with a +1/+1 counter on it for each other Zombie you '
         'control and each Zombie card in your graveyard.\nIf this creature would be dealt '
         'damage, prevent that damage and remove a +1/+1 counter from it.'),
        [], ['prevent all damage that would be dealt to it and remove a +1/+1 counter'], 1,
        [],
        [],
    ),
    Case(
        'Undergrowth Champion',
        ('If damage would be dealt to this creature while it has a +1/+1 counter on it, '
         'prevent that damage and remove a +1/+1 counter from this creature.\nLandfall — '
         'Whenever a land you control enters, put a +1/+1 counter on this creature.'),
        ['Landfall'],
        ['prevent all damage that would be dealt to it while it has a +1/+1 counter and remove '
         'one'], 1,
        [],
        [],
    ),
    Case(
        'Scoria Cat',
        'This creature gets +3/+3 as long as you control no untapped lands.',
        [], [], 1,
        [{'affects': 'it',
          'pump': [3, 3],
          'as_long_as': {'not': {'you_control': {'tapped': False, 'types': ['land']}}}}],
        [],
    ),
    Case(
        'Skittish Kavu',
        ('This creature gets +1/+1 as long as no opponent controls a white or blue '
         'creature.'),
        [], [], 1,
        [{'affects': 'it',
          'pump': [1, 1],
          'as_long_as': {'not': {'an_opponent_controls': {'colors': ['blue', 'white']}}}}],
        [],
    ),
    Case(
        "Erebos's Titan",
        ('As long as your opponents control no creatures, this creature has '
         'indestructible. (Damage and effects that say "destroy" don\'t destroy '
         "it.)\nWhenever a creature card leaves an opponent's graveyard, you may discard a "
         'card. If you do, return this card from your graveyard to your hand.'),
        [], [], 1,
        [{'affects': 'it',
          'gains': ['indestructible'],
          'as_long_as': {'not': {'an_opponent_controls': {}}}}],
        [],
    ),
    Case(
        'Fear of the Dark',
        ('Whenever this creature attacks, if defending player controls no Glimmer '
         'creatures, it gains menace and deathtouch until end of turn. (A creature with '
         "menace can't be blocked except by two or more creatures.)"),
        [], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'gains': ['menace', 'deathtouch']}],
          'if': {'not': {'defending_player_controls': {'subtypes': ['Glimmer']}}}}],
        [],
    ),
    Case(
        'Flutterfox',
        'As long as you control an artifact or enchantment, this creature has flying.',
        [], [], 1,
        [{'affects': 'it',
          'gains': ['flying'],
          'as_long_as': {'you_control': {'types': [],
                                         'any_types': ['artifact', 'enchantment']}}}],
        [],
    ),
    Case(
        'Stone Haven Pilgrim',
        ('Whenever this creature attacks, if you control an artifact or enchantment, this '
         'creature gets +1/+1 and gains lifelink until end of turn.'),
        [], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'pump': [1, 1], 'gains': ['lifelink']}],
          'if': {'you_control': {'types': [], 'any_types': ['artifact', 'enchantment']}}}],
        [],
    ),
    Case(
        'Demon Wall',
        ("Defender\nMenace (This creature can't be blocked except by two or more "
         'creatures.)\nAs long as this creature has a counter on it, it can attack as '
         "though it didn't have defender.\n{5}{B}: Put two +1/+1 counters on this creature."),
        ['Defender', 'Menace'], ['defender', 'menace'], 1,
        [{'affects': 'it',
          'gains': ["can attack as though it didn't have defender"],
          'as_long_as': {'counters_at_least': 1}},
         {'cost': '{5}{B}', 'effects': [{'counters': {'+1/+1': 2}}]}],
        [],
    ),
    Case(
        'Warden of the Inner Sky',
        ('As long as this creature has three or more counters on it, it has flying and '
         'vigilance.\nTap three untapped artifacts and/or creatures you control: Put a '
         '+1/+1 counter on this creature. Scry 1. Activate only as a sorcery.'),
        ['Scry'], [], 1,
        [{'affects': 'it',
          'gains': ['flying', 'vigilance'],
          'as_long_as': {'counters_at_least': 3}}],
        [],
    ),
    Case(
        'Clockwork Beetle',
        ('This creature enters with two +1/+1 counters on it.\nWhenever this creature '
         'attacks or blocks, remove a +1/+1 counter from it at end of combat.'),
        [], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'remove_counters': {'+1/+1': 1}, 'at': 'end of combat'}]},
         {'trigger': 'blocks',
          'effects': [{'remove_counters': {'+1/+1': 1}, 'at': 'end of combat'}]}],
        [],
    ),
    Case(
        'Clockwork Avian',
        ('Flying\nThis creature enters with four +1/+0 counters on it.\nAt end of combat, '
         'if this creature attacked or blocked this combat, remove a +1/+0 counter from '
         "it.\n{X}, {T}: Put up to X +1/+0 counters on this creature. This ability can't "
         'cause the total number of +1/+0 counters on this creature to be greater than '
         'four. Activate only during your upkeep.'),
        ['Flying'], ['flying'], 1,
        [{'trigger': 'end of combat',
          'effects': [{'remove_counters': {'+1/+0': 1}}],
          'if': 'it attacked or blocked this combat'}],
        [],
    ),
    Case(
        'Kjeldoran Home Guard',
        ('At end of combat, if this creature attacked or blocked this combat, put a -0/-1 '
         'counter on this creature and create a 0/1 white Deserter creature token.'),
        [], [], 1,
        [{'trigger': 'end of combat',
          'effects': [{'counters': {'-0/-1': 1}},
                      {'tokens': {'count': 1,
                                  'power': 0,
                                  'toughness': 1,
                                  'colors': ['white'],
                                  'subtypes': ['Deserter'],
                                  'name': 'Deserter'}}],
          'if': 'it attacked or blocked this combat'}],
        [],
    ),
    Case(
        'Decimator Beetle',
        ('When this creature enters, put a -1/-1 counter on target creature you '
         'control.\nWhenever this creature attacks, remove a -1/-1 counter from target '
         'creature you control and put a -1/-1 counter on up to one target creature '
         'defending player controls.'),
        [], [], 1,
        [],
        ['Whenever this creature attacks, remove a -1/-1 counter from target creature you '
         'control and put a -1/-1 counter on up to one target creature defending player '
         'controls.'],
    ),
    Case(
        'Lattice-Blade Mantis',
        ('This creature enters with two oil counters on it.\nWhenever this creature '
         'attacks, you may remove an oil counter from it. If you do, untap it and it gets '
         '+1/+1 until end of turn.'),
        [], [], 1,
        [],
        ['Whenever this creature attacks, you may remove an oil counter from it. If you do, '
         'untap it and it gets +1/+1 until end of turn.'],
    ),
    Case(
        'Clockwork Droid',
        ("You may exert this creature as it attacks. When you do, it can't be blocked "
         "this turn and you scry 1. (An exerted creature won't untap during your next "
         'untap step. To scry 1, look at the top card of your library. You may put that '
         'card on the bottom.)'),
        ['Exert', 'Scry'], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'gains': ["can't be blocked"]}],
          'may': 'exert this creature'}],
        [],
    ),
    Case(
        'Flesh Carver',
        ("Intimidate (This creature can't be blocked except by artifact creatures and/or "
         'creatures that share a color with it.)\n{1}{B}, Sacrifice another creature: Put '
         'two +1/+1 counters on this creature.\nWhen this creature dies, create an X/X '
         "black Horror creature token, where X is this creature's power."),
        ['Intimidate'], ['intimidate'], 1,
        [{'cost': '{1}{B}, Sacrifice another creature',
          'effects': [{'counters': {'+1/+1': 2}}]},
         {'trigger': 'dies',
          'effects': [{'tokens': {'count': 1,
                                  'power': 0,
                                  'toughness': 0,
                                  'x': True,
                                  'colors': ['black'],
                                  'subtypes': ['Horror'],
                                  'name': 'Horror'},
                       'for_its_power': True}]}],
        [],
    ),
    Case(
        'Seed Guardian',
        ('Reach\nWhen this creature dies, create an X/X green Elemental creature token, '
         'where X is the number of creature cards in your graveyard.'),
        ['Reach'], ['reach'], 1,
        [{'trigger': 'dies',
          'effects': [{'tokens': {'count': 1,
                                  'power': 0,
                                  'toughness': 0,
                                  'x': True,
                                  'colors': ['green'],
                                  'subtypes': ['Elemental'],
                                  'name': 'Elemental'},
                       'for_each_card': {'zone': 'graveyard', 'card_type': 'creature'}}]}],
        [],
    ),
    Case(
        'Grakmaw, Skyclave Ravager',
        ('Grakmaw enters with three +1/+1 counters on it.\nWhenever another creature you '
         'control dies, if it had a +1/+1 counter on it, put a +1/+1 counter on '
         'Grakmaw.\nWhen Grakmaw dies, create an X/X black and green Hydra creature token, '
         'where X is the number of +1/+1 counters on Grakmaw.'),
        [], [], 1,
        [{'trigger': 'a creature dies',
          'filter': {'controller': 'you', 'other': True, 'counter': '+1/+1'},
          'effects': [{'counters': {'+1/+1': 1}}]},
         {'trigger': 'dies',
          'effects': [{'tokens': {'count': 1,
                                  'power': 0,
                                  'toughness': 0,
                                  'x': True,
                                  'colors': ['black', 'green'],
                                  'subtypes': ['Hydra'],
                                  'name': 'Hydra'},
                       'for_each_counter': '+1/+1'}]}],
        [],
    ),
    Case(
        'Bola Slinger',
        ('Backup 1 (When this creature enters, put a +1/+1 counter on target creature. If '
         "that's another creature, it gains the following ability until end of "
         'turn.)\nWhenever this creature attacks, tap target artifact or creature an '
         'opponent controls.'),
        ['Backup'], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'tap': True,
                       'to': 'target permanent',
                       'target': {'types': [],
                                  'any_types': ['artifact', 'creature'],
                                  'controller': 'an opponent'}}]}],
        [],
    ),
    Case(
        'Thistledown Players',
        'Whenever this creature attacks, untap target nonland permanent.',
        [], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'untap': True,
                       'to': 'target permanent',
                       'target': {'types': [], 'not_types': ['land']}}]}],
        [],
    ),
    Case(
        'Civic Gardener',
        'Whenever this creature attacks, untap target creature or land.',
        [], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'untap': True,
                       'to': 'target permanent',
                       'target': {'types': [], 'any_types': ['creature', 'land']}}]}],
        [],
    ),
    Case(
        'Cacophodon',
        'Enrage — Whenever this creature is dealt damage, untap target permanent.',
        ['Enrage'], [], 1,
        [{'trigger': 'is dealt damage',
          'effects': [{'untap': True, 'to': 'target permanent', 'target': {'types': []}}]}],
        [],
    ),
    Case(
        'Icy Manipulator',
        '{1}, {T}: Tap target artifact, creature, or land.',
        [], [], 1,
        [{'cost': '{1}, {T}',
          'effects': [{'tap': True,
                       'to': 'target permanent',
                       'target': {'types': [],
                                  'any_types': ['artifact', 'creature', 'land']}}]}],
        [],
    ),
    Case(
        'High Priest of Penance',
        ('Whenever this creature is dealt damage, you may destroy target nonland '
         'permanent.'),
        [], [], 1,
        [{'trigger': 'is dealt damage',
          'effects': [{'destroy': True,
                       'to': 'target permanent',
                       'target': {'types': [], 'not_types': ['land']}}],
          'may': ''}],
        [],
    ),
    Case(
        'Sokenzan Smelter',
        ('At the beginning of combat on your turn, you may pay {1} and sacrifice an '
         'artifact. If you do, create a 3/1 red Construct artifact creature token with '
         'haste.'),
        [], [], 1,
        [{'trigger': 'beginning of combat',
          'effects': [{'tokens': {'count': 1,
                                  'power': 3,
                                  'toughness': 1,
                                  'colors': ['red'],
                                  'subtypes': ['Construct'],
                                  'name': 'Construct',
                                  'keywords': ['haste'],
                                  'artifact': True}}],
          'may': 'pay {1} and sacrifice an artifact'}],
        [],
    ),
    Case(
        'Harbor Guardian',
        ('Reach (This creature can block creatures with flying.)\nWhenever this creature '
         'attacks, defending player may draw a card.'),
        ['Reach'], ['reach'], 1,
        [],
        [],
    ),
    Case(
        'Conspiracy Theorist',
        ('Whenever this creature attacks, you may pay {1} and discard a card. If you do, '
         'draw a card.\nWhenever you discard one or more nonland cards, you may exile one '
         'of them from your graveyard. If you do, you may cast it this turn.'),
        [], [], 1,
        [],
        [],
    ),
    Case(
        'Goblin Locksmith',
        "Whenever this creature attacks, creatures with defender can't block this turn.",
        [], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'gains': ["can't block"], 'each': {'keywords': ['defender']}}]}],
        [],
    ),
    Case(
        'Noggle Bandit',
        "This creature can't be blocked except by creatures with defender.",
        [], ["can't be blocked except by creatures with defender"], 1,
        [],
        [],
    ),
    Case(
        'Stalwart Shield-Bearers',
        'Defender\nOther creatures you control with defender get +0/+2.',
        ['Defender'], ['defender'], 1,
        [{'affects': {'other': True, 'controller': 'you', 'keywords': ['defender']},
          'pump': [0, 2]}],
        [],
    ),
    Case(
        'Wall Crawl',
        ('When this enchantment enters, create a 2/1 green Spider creature token with '
         'reach, then you gain 1 life for each Spider you control.\nSpiders you control '
         "get +1/+1 and can't be blocked by creatures with defender."),
        [], [], 1,
        [{'affects': {'subtypes': ['Spider'], 'controller': 'you'},
          'pump': [1, 1],
          'gains': ["can't be blocked by creatures with defender"]}],
        [],
    ),
    Case(
        'Basking Capybara',
        ('Descend 4 — This creature gets +3/+0 as long as there are four or more '
         'permanent cards in your graveyard.'),
        ['Descend'], [], 1,
        [{'affects': 'it',
          'pump': [3, 0],
          'as_long_as': {'graveyard_at_least': 4, 'card_type': 'permanent'}}],
        [],
    ),
    Case(
        'Echo of Dusk',
        ('Descend 4 — As long as there are four or more permanent cards in your '
         'graveyard, this creature gets +1/+1 and has lifelink.'),
        ['Descend'], [], 1,
        [{'affects': 'it',
          'pump': [1, 1],
          'gains': ['lifelink'],
          'as_long_as': {'graveyard_at_least': 4, 'card_type': 'permanent'}}],
        [],
    ),
    Case(
        'Malamet Veteran',
        ('Trample\nDescend 4 — Whenever this creature attacks, if there are four or more '
         'permanent cards in your graveyard, put a +1/+1 counter on target creature.'),
        ['Descend', 'Trample'], ['trample'], 1,
        [{'trigger': 'attacks',
          'effects': [{'counters': {'+1/+1': 1}, 'to': 'target creature'}],
          'if': {'graveyard_at_least': 4, 'card_type': 'permanent'}}],
        [],
    ),
    Case(
        'The Ancient One',
        ("Descend 8 — The Ancient One can't attack or block unless there are eight or "
         'more permanent cards in your graveyard.\n{2}{U}{B}: Draw a card, then discard a '
         'card. When you discard a card this way, target player mills cards equal to its '
         'mana value.'),
        ['Descend', 'Mill'], [], 1,
        [{'affects': 'it',
          'gains': ["can't attack", "can't block"],
          'as_long_as': {'not': {'graveyard_at_least': 8, 'card_type': 'permanent'}}}],
        [],
    ),
    Case(
        'Electric Eel',
        ('When this creature enters, it deals 1 damage to you.\n{R}{R}: This creature gets '
         '+2/+0 until end of turn and deals 1 damage to you.'),
        [], [], 1,
        [{'cost': '{R}{R}', 'effects': [{'pump': [2, 0]}, {'damage': 1, 'player': 'you'}]}],
        [],
    ),
    Case(
        'Penregon Strongbull',
        ('{1}, Sacrifice an artifact: This creature gets +1/+1 until end of turn and '
         'deals 1 damage to each opponent.'),
        [], [], 1,
        [{'cost': '{1}, Sacrifice an artifact',
          'effects': [{'pump': [1, 1]}, {'damage': 1, 'player': 'each opponent'}]}],
        [],
    ),
    Case(
        'Wormwood Treefolk',
        ('{G}{G}: This creature gains forestwalk until end of turn and deals 2 damage to '
         "you. (It can't be blocked as long as defending player controls a "
         'Forest.)\n{B}{B}: This creature gains swampwalk until end of turn and deals 2 '
         "damage to you. (It can't be blocked as long as defending player controls a "
         'Swamp.)'),
        [], [], 1,
        [{'cost': '{G}{G}',
          'effects': [{'gains': ['forestwalk']}, {'damage': 2, 'player': 'you'}]},
         {'cost': '{B}{B}',
          'effects': [{'gains': ['swampwalk']}, {'damage': 2, 'player': 'you'}]}],
        [],
    ),
    Case(
        'Marjhan',
        ("This creature doesn't untap during your untap step.\n{U}{U}, Sacrifice a "
         'creature: Untap this creature. Activate only during your upkeep.\nThis creature '
         "can't attack unless defending player controls an Island.\n{U}{U}: This creature "
         'gets -1/-0 until end of turn and deals 1 damage to target attacking creature '
         'without flying.\nWhen you control no Islands, sacrifice this creature.'),
        [], ["can't attack unless defending player controls an island"], 1,
        [{'cost': '{U}{U}',
          'effects': [{'pump': [-1, 0]},
                      {'damage': 1,
                       'to': 'target creature',
                       'target': {'attacking': True, 'not_keywords': ['flying']}}]},
         {'trigger': 'state',
          'if': {'not': {'you_control': {'subtypes': ['Island'], 'types': []}}},
          'effects': [{'sacrifice': True}]}],
        [],
    ),
    Case(
        'Molder Beast',
        ('Trample\nWhenever an artifact is put into a graveyard from the battlefield, this '
         'creature gets +2/+0 until end of turn.'),
        ['Trample'], ['trample'], 1,
        [{'trigger': 'a permanent is put into a graveyard from the battlefield',
          'filter': {'types': ['artifact']},
          'effects': [{'pump': [2, 0]}]}],
        [],
    ),
    Case(
        'Savior of the Sleeping',
        ('Vigilance\nWhenever an enchantment you control is put into a graveyard from the '
         'battlefield, put a +1/+1 counter on this creature.'),
        ['Vigilance'], ['vigilance'], 1,
        [{'trigger': 'a permanent is put into a graveyard from the battlefield',
          'filter': {'types': ['enchantment'], 'controller': 'you'},
          'effects': [{'counters': {'+1/+1': 1}}]}],
        [],
    ),
    Case(
        'Sardian Avenger',
        ('First strike, trample\nWhenever this creature attacks, it gets +X/+0 until end '
         'of turn, where X is the number of artifacts your opponents control.\nWhenever an '
         'artifact an opponent controls is put into a graveyard from the battlefield, '
         'this creature deals 1 damage to that player.'),
        ['First strike', 'Trample'], ['first strike', 'trample'], 1,
        [{'trigger': 'attacks',
          'effects': [{'pump': [1, 0],
                       'for_each': {'types': ['artifact'], 'controller': 'an opponent'}}]},
         {'trigger': 'a permanent is put into a graveyard from the battlefield',
          'filter': {'types': ['artifact'], 'controller': 'an opponent'},
          'effects': [{'damage': 1, 'player': "that creature's controller"}]}],
        [],
    ),
    Case(
        'Knucklebone Witch',
        ('Whenever a Goblin you control is put into a graveyard from the battlefield, you '
         'may put a +1/+1 counter on this creature.'),
        [], [], 1,
        [{'trigger': 'a permanent is put into a graveyard from the battlefield',
          'filter': {'subtypes': ['Goblin'], 'controller': 'you'},
          'effects': [{'counters': {'+1/+1': 1}}],
          'may': ''}],
        [],
    ),
    Case(
        'Syr Ginger, the Meal Ender',
        ('Syr Ginger has trample, hexproof, and haste as long as an opponent controls a '
         'planeswalker.\nWhenever another artifact you control is put into a graveyard '
         'from the battlefield, put a +1/+1 counter on Syr Ginger and scry 1.\n{2}, {T}, '
         'Sacrifice Syr Ginger: You gain life equal to its power.'),
        ['Scry'], [], 1,
        [{'affects': 'it',
          'gains': ['trample', 'hexproof', 'haste'],
          'as_long_as': {'an_opponent_controls': {'types': ['planeswalker']}}},
         {'trigger': 'a permanent is put into a graveyard from the battlefield',
          'filter': {'types': ['artifact'], 'controller': 'you', 'other': True},
          'effects': [{'counters': {'+1/+1': 1}}]},
         {'cost': '{2}, {T}, Sacrifice this permanent',
          'effects': [{'gain_life': 'its power'}]}],
        [],
    ),
    Case(
        'Moonstone Eulogist',
        ('Flying\nWhenever a creature an opponent controls dies, you create a Blood token. '
         '(It\'s an artifact with "{1}, {T}, Discard a card, Sacrifice this token: Draw a '
         'card.")\nWhenever you sacrifice an artifact, put a +1/+1 counter on this '
         'creature and you gain 1 life.'),
        ['Flying'], ['flying'], 1,
        [{'trigger': 'a permanent is sacrificed',
          'filter': {'types': ['artifact'], 'controller': 'you'},
          'effects': [{'counters': {'+1/+1': 1}}, {'gain_life': 1}]}],
        [],
    ),
    Case(
        'Village Pillagers',
        ('Wither (This deals damage to creatures in the form of -1/-1 counters.)\nWhen '
         'this creature enters, it deals 1 damage to each creature your opponents '
         'control.\nWhenever a creature an opponent controls with a counter on it dies, '
         'you create a tapped Treasure token.'),
        ['Treasure', 'Wither'], ['wither'], 1,
        [],
        [],
    ),
    Case(
        'Serrated Biskelion',
        ('{T}: Put a -1/-1 counter on this creature and a -1/-1 counter on target '
         'creature.'),
        [], [], 1,
        [{'cost': '{T}',
          'effects': [{'counters': {'-1/-1': 1}},
                      {'counters': {'-1/-1': 1}, 'to': 'target creature'}]}],
        [],
    ),
    Case(
        'Juniper Order Ranger',
        ('Whenever another creature you control enters, put a +1/+1 counter on that '
         'creature and a +1/+1 counter on this creature.'),
        [], [], 1,
        [{'trigger': 'a permanent enters',
          'filter': {'controller': 'you', 'other': True},
          'effects': [{'counters': {'+1/+1': 1}, 'to': 'that creature'},
                      {'counters': {'+1/+1': 1}}]}],
        [],
    ),
    Case(
        'Ich-Tekik, Salvage Splicer',
        ('When Ich-Tekik enters, create a 3/3 colorless Phyrexian Golem artifact creature '
         'token.\nWhenever an artifact is put into a graveyard from the battlefield, put a '
         '+1/+1 counter on Ich-Tekik and a +1/+1 counter on each Golem you '
         'control.\nPartner (You can have two commanders if both have partner.)'),
        ['Partner'], [], 1,
        [{'trigger': 'a permanent is put into a graveyard from the battlefield',
          'filter': {'types': ['artifact']},
          'effects': [{'counters': {'+1/+1': 1}},
                      {'counters': {'+1/+1': 1},
                       'each': {'subtypes': ['Golem'], 'controller': 'you'}}]}],
        [],
    ),
    # (mutating and exploiting happen as a spell or an enters ability resolves)
    Case(
        'Glowstone Recluse',
        ('Mutate {3}{G} (If you cast this spell for its mutate cost, put it over or under '
         'target non-Human creature you own. They mutate into the creature on top plus '
         'all abilities from under it.)\nReach\nWhenever this creature mutates, put two '
         '+1/+1 counters on it.'),
        ['Mutate', 'Reach'], ['reach'], 1,
        [],
        [],
    ),
    Case(
        'Vulturous Aven',
        ('Flying\nExploit (When this creature enters, you may sacrifice a creature.)\nWhen '
         'this creature exploits a creature, you draw two cards and you lose 2 life.'),
        ['Exploit', 'Flying'], ['flying'], 1,
        [],
        [],
    ),
    Case(
        'Artillery Enthusiast',
        ('Modified creatures you control have menace. (Equipment, Auras you control, and '
         'counters are modifications.)\nWhen Artillery Enthusiast enters, you may discard '
         "a card. If you do, seek a card with mana value equal to that card's mana value. "
         '(To seek a card, put one at random from your library into your hand.)'),
        ['Seek'], [], 1,
        [{'affects': {'modified': True, 'controller': 'you'}, 'gains': ['menace']}],
        [],
    ),
    Case(
        'Obstinate Gargoyle',
        ("This creature has flying as long as it's modified. (Equipment, Auras you "
         'control, and counters are modifications.)\nPersist (When this creature dies, if '
         "it had no -1/-1 counters on it, return it to the battlefield under its owner's "
         'control with a -1/-1 counter on it.)'),
        ['Persist'], ['persist'], 1,
        [{'affects': 'it', 'gains': ['flying'], 'as_long_as': "it's modified"}],
        [],
    ),
    Case(
        'Akki Ember-Keeper',
        ('Whenever a nontoken modified creature you control dies, create a 1/1 colorless '
         'Spirit creature token. (Equipment, Auras you control, and counters are '
         'modifications.)'),
        [], [], 1,
        [],  # (its Equipment is unattached before the ability triggers: not known, 704.5n)
        ['Whenever a nontoken modified creature you control dies, create a 1/1 colorless '
         'Spirit creature token.'],
    ),
    Case(
        'Upriser Renegade',
        ('This creature gets +2/+0 for each other modified creature you control. '
         '(Equipment, Auras you control, and counters are modifications.)'),
        [], [], 1,
        [{'affects': 'it',
          'pump': [2, 0],
          'for_each': {'other': True, 'modified': True, 'controller': 'you'}}],
        [],
    ),
    Case(
        'Guardians of Oboro',
        ("Defender\nModified creatures you control can attack as though they didn't have "
         'defender. (Equipment, Auras you control, and counters are modifications.)'),
        ['Defender'], ['defender'], 1,
        [{'affects': {'modified': True, 'controller': 'you'},
          'gains': ["can attack as though it didn't have defender"]}],
        [],
    ),
    Case(
        'Bloodshot Cyclops',
        ('{T}, Sacrifice a creature: This creature deals damage equal to the sacrificed '
         "creature's power to any target."),
        [], [], 1,
        [{'cost': '{T}, Sacrifice a creature',
          'effects': [{'damage': "the sacrificed creature's power", 'to': 'any target'}]}],
        [],
    ),
    Case(
        'Atogatog',
        ('Sacrifice an Atog creature: Atogatog gets +X/+X until end of turn, where X is '
         "the sacrificed creature's power."),
        [], [], 1,
        [{'cost': 'Sacrifice an Atog creature',
          'effects': [{'pump': [1, 1], 'for_sacrificed_power': True}]}],
        [],
    ),
    Case(
        'Blood-Chin Fanatic',
        ('{1}{B}, Sacrifice another Warrior creature: Target player loses X life and you '
         "gain X life, where X is the sacrificed creature's power."),
        [], [], 1,
        [{'cost': '{1}{B}, Sacrifice another Warrior creature',
          'effects': [{'lose_life': 1, 'player': 'target player', 'for_sacrificed_power': True},
                      {'gain_life': 1, 'for_sacrificed_power': True}]}],
        [],
    ),
    Case(
        'Ghoulcaller Gisa',
        ('{B}, {T}, Sacrifice another creature: Create X 2/2 black Zombie creature '
         "tokens, where X is the sacrificed creature's power."),
        [], [], 1,
        [{'cost': '{B}, {T}, Sacrifice another creature',
          'effects': [{'tokens': {'count': 1,
                                  'power': 2,
                                  'toughness': 2,
                                  'colors': ['black'],
                                  'subtypes': ['Zombie'],
                                  'name': 'Zombie'},
                       'for_sacrificed_power': True}]}],
        [],
    ),
    Case(
        'Ioreth of the Healing House',
        ('{T}: Untap another target permanent.\n{T}: Untap two other target legendary '
         'creatures.'),
        [], [], 1,
        [{'cost': '{T}',
          'effects': [{'untap': True,
                       'to': 'target permanent',
                       'target': {'types': [], 'other': True}}]}],
        ['{T}: Untap two other target legendary creatures.'],
    ),
    Case(
        'Forensic Researcher',
        ('{T}: Untap another target permanent you control.\n{T}, Collect evidence 3: Tap '
         "target creature you don't control. (To collect evidence 3, exile cards with "
         'total mana value 3 or greater from your graveyard.)'),
        ['Collect evidence'], [], 1,
        [{'cost': '{T}',
          'effects': [{'untap': True,
                       'to': 'target permanent',
                       'target': {'types': [], 'controller': 'you', 'other': True}}]}],
        ["{T}, Collect evidence 3: Tap target creature you don't control."],
    ),
    Case(
        'Weaver of Harmony',
        ('Other enchantment creatures you control get +1/+1.\n{G}, {T}: Copy target '
         'activated or triggered ability you control from an enchantment source. You may '
         "choose new targets for the copy. (Mana abilities can't be targeted.)"),
        [], [], 1,
        [{'affects': {'other': True, 'types': ['creature', 'enchantment'], 'controller': 'you'},
          'pump': [1, 1]}],
        ['{G}, {T}: Copy target activated or triggered ability you control from an enchantment '
         'source.'],
    ),
    Case(
        'Coeurl',
        '{1}{W}, {T}: Tap target nonenchantment creature.',
        [], [], 1,
        [{'cost': '{1}{W}, {T}',
          'effects': [{'tap': True,
                       'to': 'target creature',
                       'target': {'not_types': ['enchantment']}}]}],
        [],
    ),
    Case(
        'Jarad, Golgari Lich Lord',
        ('Jarad gets +1/+1 for each creature card in your graveyard.\n{1}{B}{G}, Sacrifice '
         "another creature: Each opponent loses life equal to the sacrificed creature's "
         'power.\nSacrifice a Swamp and a Forest: Return this card from your graveyard to '
         'your hand.'),
        [], [], 1,
        [{'affects': 'it',
          'pump': [1, 1],
          'for_each_card': {'zone': 'graveyard', 'card_type': 'creature'}},
         {'cost': '{1}{B}{G}, Sacrifice another creature',
          'effects': [{'lose_life': "the sacrificed creature's power",
                       'player': 'each opponent'}]}],
        [],
    ),
    Case(
        'Mother of Runes',
        ('{T}: Target creature you control gains protection from the color of your choice '
         'until end of turn.'),
        [], [], 1,
        [{'cost': '{T}',
          'effects': [{'gains_one_of': ['protection from white',
                                        'protection from blue',
                                        'protection from black',
                                        'protection from red',
                                        'protection from green'],
                       'to': 'target creature',
                       'target': {'controller': 'you'}}]}],
        [],
    ),
    Case(
        'Giver of Runes',
        ('{T}: Another target creature you control gains protection from colorless or '
         'from the color of your choice until end of turn.'),
        [], [], 1,
        [{'cost': '{T}',
          'effects': [{'gains_one_of': ['protection from colorless',
                                        'protection from white',
                                        'protection from blue',
                                        'protection from black',
                                        'protection from red',
                                        'protection from green'],
                       'to': 'target creature',
                       'target': {'controller': 'you', 'other': True}}]}],
        [],
    ),
    Case(
        'Assassin Initiate',
        ('{1}: This creature gains your choice of flying, deathtouch, or lifelink until '
         'end of turn.'),
        [], [], 1,
        [{'cost': '{1}', 'effects': [{'gains_one_of': ['flying', 'deathtouch', 'lifelink']}]}],
        [],
    ),
    Case(
        'Argivian Avenger',
        ('{1}: Until end of turn, this creature gets -1/-1 and gains your choice of '
         'flying, vigilance, deathtouch, or haste.'),
        [], [], 1,
        [{'cost': '{1}',
          'effects': [{'pump': [-1, -1],
                       'gains_one_of': ['flying', 'vigilance', 'deathtouch', 'haste']}]}],
        [],
    ),
    Case(
        'Stun Sniper',
        '{1}, {T}: This creature deals 1 damage to target creature. Tap that creature.',
        [], [], 1,
        [{'cost': '{1}, {T}',
          'effects': [{'damage': 1, 'to': 'target creature'},
                      {'tap': True, 'to': 'target creature'}]}],
        [],
    ),
    Case(
        'Blood Aspirant',
        ('Whenever you sacrifice a permanent, put a +1/+1 counter on this '
         'creature.\n{1}{R}, {T}, Sacrifice a creature or enchantment: This creature deals '
         "1 damage to target creature. That creature can't block this turn."),
        [], [], 1,
        [{'trigger': 'a permanent is sacrificed',
          'filter': {'types': [], 'controller': 'you'},
          'effects': [{'counters': {'+1/+1': 1}}]},
         {'cost': '{1}{R}, {T}, Sacrifice a creature or enchantment',
          'effects': [{'damage': 1, 'to': 'target creature'},
                      {'gains': ["can't block"], 'to': 'target creature'}]}],
        [],
    ),
    Case(
        'Goblin Skycutter',
        ('Sacrifice this creature: It deals 2 damage to target creature with flying. That '
         'creature loses flying until end of turn.'),
        [], [], 1,
        [{'cost': 'Sacrifice this creature',
          'effects': [{'damage': 2,
                       'to': 'target creature',
                       'target': {'keywords': ['flying']}},
                      {'loses': ['flying'],
                       'to': 'target creature',
                       'target': {'keywords': ['flying']}}]}],
        [],
    ),
    Case(
        'Reinforced Bulwark',
        'Defender\n{T}: Prevent the next 1 damage that would be dealt to you this turn.',
        ['Defender'], ['defender'], 1,
        [{'cost': '{T}', 'effects': [{'prevent': 1, 'player': 'you'}]}],
        [],
    ),
    Case(
        'Samite Alchemist',
        ('{W}{W}, {T}: Prevent the next 4 damage that would be dealt this turn to target '
         "creature you control. Tap that creature. It doesn't untap during your next "
         'untap step.'),
        [], [], 1,
        [{'cost': '{W}{W}, {T}',
          'effects': [{'prevent': 4, 'to': 'target creature', 'target': {'controller': 'you'}},
                      {'tap': True, 'to': 'target creature', 'target': {'controller': 'you'}}]}],
        [],
    ),
    Case(
        'Noble Vestige',
        ('Flying\n{T}: Prevent the next 1 damage that would be dealt to target player or '
         'planeswalker this turn.'),
        ['Flying'], ['flying'], 1,
        [{'cost': '{T}',
          'effects': [{'prevent': 1,
                       'to': 'any target',
                       'target': {'types': ['planeswalker']}}]}],
        [],
    ),
    Case(
        'Wandering Mage',
        ('{W}, Pay 1 life: Prevent the next 2 damage that would be dealt to target '
         'creature this turn.\n{U}: Prevent the next 1 damage that would be dealt to '
         'target Cleric or Wizard creature this turn.\n{B}, Put a -1/-1 counter on a '
         'creature you control: Prevent the next 2 damage that would be dealt to target '
         'player or planeswalker this turn.'),
        [], [], 1,
        [{'cost': '{W}, Pay 1 life', 'effects': [{'prevent': 2, 'to': 'target creature'}]},
         {'cost': '{U}',
          'effects': [{'prevent': 1,
                       'to': 'target creature',
                       'target': {'subtypes': ['Cleric', 'Wizard']}}]}],
        ['{B}, Put a -1/-1 counter on a creature you control: Prevent the next 2 damage that '
         'would be dealt to target player or planeswalker this turn.'],
    ),
    Case(
        'Gloomshrieker',
        ("Menace (This creature can't be blocked except by two or more creatures.)\nWhen "
         'this creature enters, return target permanent card from your graveyard to your '
         'hand.\nIf this creature would die, exile it instead.'),
        ['Menace'], ['menace', 'if it would die, exile it instead'], 1,
        [],
        [],
    ),
    Case(
        'Corpseweaver Prodigy',
        ('Deathtouch\nIf a creature an opponent controls would die, exile it '
         'instead.\nInfusion — At the beginning of your second main phase, if you gained '
         'life this turn, conjure a card named Bridge from Below into your graveyard.'),
        ['Conjure', 'Deathtouch', 'Infusion'], ['deathtouch'], 1,
        [{'affects': {'controller': 'an opponent'},
          'gains': ['if it would die, exile it instead']}],
        [],
    ),
    Case(
        'Frostwielder',
        ('If a creature dealt damage by this creature this turn would die, exile it '
         'instead.\n{T}: This creature deals 1 damage to any target.'),
        [], [], 1,
        [{'affects': {'dealt_damage_by_it': True},
          'gains': ['if it would die, exile it instead']},
         {'cost': '{T}', 'effects': [{'damage': 1, 'to': 'any target'}]}],
        [],
    ),
    Case(
        'Void Maw',
        ('Trample\nIf another creature would die, exile it instead.\nPut a card exiled with '
         "this creature into its owner's graveyard: This creature gets +2/+2 until end of "
         'turn.'),
        ['Trample'], ['trample'], 1,
        [{'affects': {'other': True}, 'gains': ['if it would die, exile it instead']},
         {'cost': "Put a card exiled with this creature into its owner's graveyard",
          'effects': [{'pump': [2, 2]}]}],
        [],
    ),
    Case(
        'Slaughter-Priest of Mogis',
        ('Whenever you sacrifice a permanent, this creature gets +2/+0 until end of '
         'turn.\n{2}, Sacrifice another creature or an enchantment: This creature gains '
         'first strike until end of turn.'),
        [], [], 1,
        [{'trigger': 'a permanent is sacrificed',
          'filter': {'types': [], 'controller': 'you'},
          'effects': [{'pump': [2, 0]}]},
         {'cost': '{2}, Sacrifice another creature or an enchantment',
          'effects': [{'gains': ['first strike']}]}],
        [],
    ),
    Case(
        'Tireless Tracker',
        ('Landfall — Whenever a land you control enters, investigate. (Create a Clue '
         'token. It\'s an artifact with "{2}, Sacrifice this token: Draw a '
         'card.")\nWhenever you sacrifice a Clue, put a +1/+1 counter on this creature.'),
        ['Investigate', 'Landfall'], [], 1,
        [{'trigger': 'a permanent is sacrificed',
          'filter': {'subtypes': ['Clue'], 'types': [], 'controller': 'you'},
          'effects': [{'counters': {'+1/+1': 1}}]}],
        [],
    ),
    Case(
        'Ruthless Deathfang',
        ('Flying\nWhenever you sacrifice a creature, target opponent sacrifices a creature '
         'of their choice.'),
        ['Flying'], ['flying'], 1,
        [{'trigger': 'a permanent is sacrificed',
          'filter': {'controller': 'you'},
          'effects': [{'sacrifices': 1,
                       'what': {'types': ['creature']},
                       'player': 'target opponent'}]}],
        [],
    ),
    Case(
        "Sorcerer's Broom",
        ('Whenever you sacrifice another permanent, you may pay {3}. If you do, create a '
         "token that's a copy of this creature."),
        [], [], 1,
        [{'trigger': 'a permanent is sacrificed',
          'filter': {'types': [], 'controller': 'you', 'other': True},
          'effects': [{'token_copy': {}}],
          'may': 'pay {3}'}],
        [],
    ),
    Case(
        'Foul Emissary',
        ('When this creature enters, look at the top four cards of your library. You may '
         'reveal a creature card from among them and put it into your hand. Put the rest '
         'on the bottom of your library in any order.\nWhen you sacrifice this creature '
         'while casting a spell with emerge, create a 3/2 colorless Eldrazi Horror '
         'creature token.'),
        [], [], 1,
        [],
        [],
    ),
    Case(
        'Stone Haven Outfitter',
        ('Equipped creatures you control get +1/+1.\nWhenever an equipped creature you '
         'control dies, draw a card.'),
        [], [], 1,
        [{'affects': {'equipped': True, 'controller': 'you'}, 'pump': [1, 1]}],
        [],
    ),
    Case(
        'Syr Armont, the Redeemer',
        ('When Syr Armont enters, create a Monster Role token attached to another target '
         'creature you control. (If you control another Role on it, put that one into the '
         'graveyard. Enchanted creature gets +1/+1 and has trample.)\nEnchanted creatures '
         'you control get +1/+1.'),
        ['Role token'], [], 1,
        [{'affects': {'enchanted': True, 'controller': 'you'}, 'pump': [1, 1]}],
        [],
    ),
    Case(
        'Avacyn, Angel of Hope',
        ('Flying, vigilance, indestructible\nOther permanents you control have '
         'indestructible.'),
        ['Flying', 'Indestructible', 'Vigilance'], ['flying', 'vigilance', 'indestructible'], 1,
        [{'affects': {'other': True, 'types': [], 'controller': 'you'},
          'gains': ['indestructible']}],
        [],
    ),
    Case(
        'Dandân',
        ("This creature can't attack unless defending player controls an Island.\nWhen you "
         'control no Islands, sacrifice this creature.'),
        [], ["can't attack unless defending player controls an island"], 1,
        [{'trigger': 'state',
          'if': {'not': {'you_control': {'subtypes': ['Island'], 'types': []}}},
          'effects': [{'sacrifice': True}]}],
        [],
    ),
    Case(
        'Emperor Crocodile',
        'When you control no other creatures, sacrifice this creature.',
        [], [], 1,
        [{'trigger': 'state',
          'if': {'not': {'you_control': {'other': True}}},
          'effects': [{'sacrifice': True}]}],
        [],
    ),
    Case(
        'Covetous Dragon',
        'Flying\nWhen you control no artifacts, sacrifice this creature.',
        ['Flying'], ['flying'], 1,
        [{'trigger': 'state',
          'if': {'not': {'you_control': {'types': ['artifact']}}},
          'effects': [{'sacrifice': True}]}],
        [],
    ),
    Case(
        'Knight of Malice',
        ('First strike (This creature deals combat damage before creatures without first '
         "strike.)\nHexproof from white (This creature can't be the target of white spells "
         'or abilities your opponents control.)\nThis creature gets +1/+0 as long as any '
         'player controls a white permanent.'),
        ['First strike', 'Hexproof', 'Hexproof from'], ['first strike', 'hexproof from white'], 1,
        [],
        ['This creature gets +1/+0 as long as any player controls a white permanent.'],
    ),
    Case(
        'Nevinyrral, Urborg Tyrant',
        ('Hexproof from artifacts, creatures, and enchantments\nWhen Nevinyrral enters, '
         'create a tapped 2/2 black Zombie creature token for each creature that died '
         'this turn.\nWhen Nevinyrral dies, you may pay {1}. When you do, destroy all '
         'artifacts, creatures, and enchantments.'),
        ['Hexproof', 'Hexproof from'],
        ['hexproof from artifacts, creatures, and enchantments'], 1,
        [],
        ['When Nevinyrral dies, you may pay {1}. When you do, destroy all artifacts, '
         'creatures, and enchantments.'],
    ),
    Case(
        'Breaker of Creation',
        ('When you cast this spell, you gain 1 life for each colorless permanent you '
         'control.\nHexproof from each color\nAnnihilator 2 (Whenever this creature '
         'attacks, defending player sacrifices two permanents of their choice.)'),
        ['Annihilator', 'Hexproof', 'Hexproof from'],
        ['hexproof from each color', 'annihilator 2'], 1,
        [],
        [],
    ),
    Case(
        'Furnace Brood',
        "{R}: Target creature can't be regenerated this turn.",
        [], [], 1,
        [{'cost': '{R}',
          'effects': [{'gains': ["can't be regenerated"], 'to': 'target creature'}]}],
        [],
    ),
    Case(
        "Lim-Dûl's Cohort",
        ('Whenever this creature blocks or becomes blocked by a creature, that creature '
         "can't be regenerated this turn."),
        [], [], 1,
        [{'trigger': 'blocks a creature',
          'effects': [{'gains': ["can't be regenerated"], 'to': 'that creature'}]},
         {'trigger': 'becomes blocked by a creature',
          'effects': [{'gains': ["can't be regenerated"], 'to': 'that creature'}]}],
        [],
    ),
    Case(
        'Orcish Healer',
        ("{R}{R}, {T}: Target creature can't be regenerated this turn.\n{B}{B}{R}, {T}: "
         'Regenerate target black or green creature.\n{R}{G}{G}, {T}: Regenerate target '
         'black or green creature.'),
        [], [], 1,
        [{'cost': '{R}{R}, {T}',
          'effects': [{'gains': ["can't be regenerated"], 'to': 'target creature'}]},
         {'cost': '{B}{B}{R}, {T}',
          'effects': [{'regenerate': True,
                       'to': 'target creature',
                       'target': {'colors': ['black', 'green']}}]},
         {'cost': '{R}{G}{G}, {T}',
          'effects': [{'regenerate': True,
                       'to': 'target creature',
                       'target': {'colors': ['black', 'green']}}]}],
        [],
    ),
    Case(
        'Karsus Depthguard',
        ("Defender\nAs long as this creature's power is 5 or greater, it can attack as "
         "though it didn't have defender."),
        ['Defender'], ['defender'], 1,
        [{'affects': 'it',
          'gains': ["can attack as though it didn't have defender"],
          'as_long_as': {'power_at_least': 5}}],
        [],
    ),
    Case(
        'Bloodshot Trainee',
        ('{T}: This creature deals 4 damage to target creature. Activate only if this '
         "creature's power is 4 or greater."),
        [], [], 1,
        [{'cost': '{T}',
          'effects': [{'damage': 4, 'to': 'target creature'}],
          'if': {'power_at_least': 4}}],
        [],
    ),
    Case(
        'Witch-Maw Nephilim',
        ('Whenever you cast a spell, you may put two +1/+1 counters on this '
         'creature.\nWhenever this creature attacks, it gains trample until end of turn if '
         'its power is 10 or greater.'),
        [], [], 1,
        [{'trigger': 'attacks', 'effects': [{'gains': ['trample']}],
          'only_if': {'power_at_least': 10}}],
        [],
    ),
    Case(
        'Joven and Chandler',
        ('Backup 2 (When this creature enters the battlefield, put two +1/+1 counters on '
         "target creature. If that's another creature, it gains the following abilities "
         'until end of turn.)\nHaste\nWhenever this creature deals combat damage to an '
         'opponent, destroy target artifact that player controls.'),
        ['Backup', 'Haste'], ['haste'], 1,
        [{'trigger': 'deals combat damage to a player',
          'effects': [{'destroy': True,
                       'to': 'target permanent',
                       'target': {'types': ['artifact'], 'controller': 'defending player'}}]}],
        [],
    ),
    # --- sentences redzone doesn't model, named ---
    Case(
        'Glorious Charge', 'Creatures you control get +1/+1 until end of turn.',
        [], [], 1,
        [], ['Creatures you control get +1/+1 until end of turn.'],
    ),
    Case(
        'Engulfing Slagwurm',
        ('Whenever this creature blocks or becomes blocked by a creature, destroy that '
         "creature. You gain life equal to that creature's toughness."),
        [], [], 1,
        [{'trigger': 'blocks a creature',
          'effects': [{'destroy': True, 'to': 'that creature'},
                      {'gain_life': "that creature's toughness"}]},
         {'trigger': 'becomes blocked by a creature',
          'effects': [{'destroy': True, 'to': 'that creature'},
                      {'gain_life': "that creature's toughness"}]}],
        [],
    ),
    Case(
        'Bant Sureblade',
        ('As long as you control another multicolored permanent, this creature gets +1/+1 '
         'and has first strike.'),
        [], [], 1,
        [{'affects': 'it',
          'pump': [1, 1],
          'gains': ['first strike'],
          'as_long_as': {'you_control': {'multicolored': True, 'types': [], 'other': True}}}],
        [],
    ),
    Case(
        'Scuttling Butler',
        ('At the beginning of combat on your turn, if you control two or more '
         'multicolored permanents, this creature gains double strike until end of turn.'),
        [], [], 1,
        [{'trigger': 'beginning of combat',
          'effects': [{'gains': ['double strike']}],
          'if': {'you_control': {'multicolored': True, 'types': []}, 'at_least': 2}}],
        [],
    ),
    Case(
        'Pit Spawn',
        ('First strike\nAt the beginning of your upkeep, sacrifice this creature unless '
         'you pay {B}{B}.\nWhenever this creature deals damage to a creature, exile that '
         'creature.'),
        ['First strike'], ['first strike'], 1,
        [{'trigger': 'deals damage to a creature',
          'effects': [{'exile': True, 'to': 'that creature'}]}],
        [],
    ),
    Case(
        'Bellowing Fiend',
        ('Flying\nWhenever this creature deals damage to a creature, this creature deals 3 '
         "damage to that creature's controller and 3 damage to you."),
        ['Flying'], ['flying'], 1,
        [{'trigger': 'deals damage to a creature',
          'effects': [{'damage': 3, 'player': "that creature's controller"},
                      {'damage': 3, 'player': 'you'}]}],
        [],
    ),
    Case(
        'Courageous Goblin',
        ('Whenever this creature attacks while you control a creature with power 4 or '
         "greater, this creature gets +1/+0 and gains menace until end of turn. (It can't "
         'be blocked except by two or more creatures.)'),
        [], [], 1,
        [{'trigger': 'attacks',
          'while': {'you_control': {'power_at_least': 4}},
          'effects': [{'pump': [1, 0], 'gains': ['menace']}]}],
        [],
    ),
    Case(
        'Burning Sun Cavalry',
        ('Whenever this creature attacks or blocks while you control a Dinosaur, this '
         'creature gets +1/+1 until end of turn.'),
        [], [], 1,
        [{'trigger': 'attacks',
          'while': {'you_control': {'subtypes': ['Dinosaur']}},
          'effects': [{'pump': [1, 1]}]},
         {'trigger': 'blocks',
          'while': {'you_control': {'subtypes': ['Dinosaur']}},
          'effects': [{'pump': [1, 1]}]}],
        [],
    ),
    Case(
        'Seasoned Warrenguard',
        ('Whenever this creature attacks while you control a token, this creature gets '
         '+2/+0 until end of turn.'),
        [], [], 1,
        [{'trigger': 'attacks',
          'while': {'you_control': {'token': True, 'types': []}},
          'effects': [{'pump': [2, 0]}]}],
        [],
    ),
    Case(
        'Cult Guildmage',
        '{R}, {T}: This creature deals 1 damage to target opponent or planeswalker.',
        [], [], 1,
        [{'cost': '{R}, {T}',
          'effects': [{'damage': 1, 'to': 'any target', 'target': {'types': ['planeswalker']},
                       'player': 'target opponent'}]}],
        [],
    ),
    Case(
        'Grollub',
        'Whenever this creature is dealt damage, each opponent gains that much life.',
        [], [], 1,
        [{'trigger': 'is dealt damage',
          'effects': [{'gain_life': 'that much', 'player': 'each opponent'}]}],
        [],
    ),
    Case(
        'Angel of Destiny',
        ('Whenever a creature you control deals combat damage to a player, you and that '
         'player each gain that much life.\nAt the beginning of your end step, if you '
         'have at least 15 life more than your starting life total, each player this '
         'creature attacked this turn loses the game.'),
        ['flying', 'double strike'], [], 1,
        [{'trigger': 'a creature you control deals combat damage to a player',
          'effects': [{'gain_life': 'that much'},
                      {'gain_life': 'that much', 'player': 'that player'}]}],
        [],
    ),
    Case(
        'Iron Apprentice',
        ('This creature enters with a +1/+1 counter on it.\nWhen this creature dies, if '
         'it had counters on it, put those counters on target creature you control.'),
        [], [], 1,
        [{'trigger': 'dies',
          'effects': [{'move_counters': True,
                       'to': 'target creature',
                       'target': {'controller': 'you'}}],
          'if': {'counters_at_least': 1}}],
        [],
    ),
    Case(
        'Stonebrow, Krosan Hero',
        'Whenever a creature you control with trample attacks, it gets +2/+2 until end of turn.',
        ['trample'], [], 1,
        [{'trigger': 'a creature you control attacks',
          'filter': {'keywords': ['trample']},
          'effects': [{'pump': [2, 2], 'to': 'that creature'}]}],
        [],
    ),
    Case(
        'Gladehart Cavalry',
        ('When this creature enters, support 6.\nWhenever a creature you control with a '
         '+1/+1 counter on it dies, you gain 2 life.'),
        [], [], 1,
        [{'trigger': 'a creature dies',
          'filter': {'counter': '+1/+1', 'controller': 'you'},
          'effects': [{'gain_life': 2}]}],
        [],
    ),
    Case(
        'Shadewing Laureate',
        ('Whenever another creature you control with flying dies, put a +1/+1 counter on'
         ' target creature you control.'),
        ['flying'], [], 1,
        [{'trigger': 'a creature dies',
          'filter': {'keywords': ['flying'], 'controller': 'you', 'other': True},
          'effects': [{'counters': {'+1/+1': 1},
                       'to': 'target creature',
                       'target': {'controller': 'you'}}]}],
        [],
    ),
    Case(
        'Yathan Tombguard',
        ('Whenever a creature you control with a counter on it deals combat damage to a '
         'player, you draw a card and you lose 1 life.'),
        ['menace'], [], 1,
        [{'trigger': 'a creature you control deals combat damage to a player',
          'filter': {'counter': 'any'},
          'effects': [{'draw': 1}, {'lose_life': 1, 'player': 'you'}]}],
        [],
    ),
    Case(
        'Mycoid Shepherd',
        ('Whenever this creature or another creature you control with power 5 or greater'
         ' dies, you may gain 5 life.'),
        [], [], 1,
        [{'trigger': 'dies', 'effects': [{'gain_life': 5}], 'may': ''},
         {'trigger': 'a creature dies',
          'filter': {'power_at_least': 5, 'controller': 'you', 'other': True},
          'effects': [{'gain_life': 5}],
          'may': ''}],
        [],
    ),
    Case(
        'Elite Scaleguard',
        ('When this creature enters, bolster 2.\nWhenever a creature you control with a '
         '+1/+1 counter on it attacks, tap target creature defending player controls.'),
        [], [], 1,
        [{'trigger': 'a creature you control attacks',
          'filter': {'counter': '+1/+1'},
          'effects': [{'tap': True,
                       'to': 'target creature',
                       'target': {'controller': 'defending player'}}]}],
        [],
    ),
    Case(
        'Soldevi Steam Beast',
        'Whenever this creature becomes tapped, target opponent gains 2 life.',
        [], [], 1,
        [{'trigger': 'becomes tapped',
          'effects': [{'gain_life': 2, 'player': 'target opponent'}]}],
        [],
    ),
    Case(
        'Atlas, Sizable Stooge',
        ('Whenever Atlas attacks or blocks, you gain 1 life for each creature you '
         'control with power 4 or greater.'),
        ['reach'], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'gain_life': 1, 'for_each': {'controller': 'you', 'power_at_least': 4}}]},
         {'trigger': 'blocks',
          'effects': [{'gain_life': 1, 'for_each': {'controller': 'you', 'power_at_least': 4}}]}],
        [],
    ),
    Case(
        'Fathom Fleet Swordjack',
        ('Whenever this creature attacks, it deals damage to the player or planeswalker '
         "it's attacking equal to the number of artifacts you control.\nEncore {5}{R}"),
        [], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'damage': 1,
                       'to': "the player or planeswalker it's attacking",
                       'for_each': {'types': ['artifact'], 'controller': 'you'}}]}],
        [],
    ),
    Case(
        'Barret Wallace',
        ('Whenever Barret Wallace attacks, it deals damage equal to the number of '
         'equipped creatures you control to defending player.'),
        ['reach'], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'damage': 1,
                       'player': 'defending player',
                       'for_each': {'equipped': True, 'controller': 'you'}}]}],
        [],
    ),
    Case(
        'Preyseizer Dragon',
        ('Devour 2\nWhenever this creature attacks, it deals damage to any target equal '
         'to the number of +1/+1 counters on this creature.'),
        ['flying'], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'damage': 1, 'to': 'any target', 'for_each_counter': '+1/+1'}]}],
        [],
    ),
    Case(
        'Black Widow, Daring Operative',
        ('When Black Widow enters, mill three cards.\nWhenever Black Widow deals combat '
         'damage to a player, each opponent loses life equal to the number of creature '
         'cards in your graveyard.'),
        ['menace'], [], 1,
        [{'trigger': 'deals combat damage to a player',
          'effects': [{'lose_life': 1,
                       'player': 'each opponent',
                       'for_each_card': {'zone': 'graveyard', 'card_type': 'creature'}}]}],
        [],
    ),
    Case(
        'Graveblade Marauder',
        ('Whenever this creature deals combat damage to a player, that player loses life'
         ' equal to the number of creature cards in your graveyard.'),
        ['deathtouch'], [], 1,
        [{'trigger': 'deals combat damage to a player',
          'effects': [{'lose_life': 1,
                       'player': 'that player',
                       'for_each_card': {'zone': 'graveyard', 'card_type': 'creature'}}]}],
        [],
    ),
    Case(
        'Revered Unicorn',
        ('Cumulative upkeep {1}\nWhen this creature leaves the battlefield, you gain life'
         ' equal to the number of age counters on it.'),
        [], [], 1,
        [{'trigger': 'leaves the battlefield',
          'effects': [{'gain_life': 1, 'for_each_counter': 'age'}]}],
        [],
    ),
    Case(
        'Wingshield Agent',
        ('This creature enters with a shield counter on it.\nWhenever this creature '
         'attacks, up to one other target creature gains flying until end of turn.'),
        [], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'gains': ['flying'], 'to': 'target creature', 'target': {'other': True}}]}],
        [],
    ),
    Case(
        'Triceraton Regenta',
        'Whenever this creature attacks, untap up to one other target creature.',
        ['vigilance'], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'untap': True, 'to': 'target creature', 'target': {'other': True}}]}],
        [],
    ),
    Case(
        'Chrome Host Hulk',
        ('Whenever this creature attacks, up to one other target creature has base power'
         ' and toughness 5/5 until end of turn.'),
        [], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'base': [5, 5], 'to': 'target creature', 'target': {'other': True}}]}],
        [],
    ),
    Case(
        'Destructor Dragon',
        'When this creature dies, destroy target noncreature permanent.',
        ['flying'], [], 1,
        [{'trigger': 'dies',
          'effects': [{'destroy': True,
                       'to': 'target permanent',
                       'target': {'types': [], 'not_types': ['creature']}}]}],
        [],
    ),
    Case(
        'Frilled Deathspitter',
        ('Whenever this creature is dealt damage, it deals 2 damage to target opponent '
         'or planeswalker.'),
        [], [], 1,
        [{'trigger': 'is dealt damage',
          'effects': [{'damage': 2, 'to': 'any target', 'target': {'types': ['planeswalker']},
                       'player': 'target opponent'}]}],
        [],
    ),
    Case(
        'Scuttling Doom Engine',
        'When this creature dies, it deals 6 damage to target opponent or planeswalker.',
        [], [], 1,
        [{'trigger': 'dies',
          'effects': [{'damage': 6, 'to': 'any target', 'target': {'types': ['planeswalker']},
                       'player': 'target opponent'}]}],
        [],
    ),
    Case(
        'Crimson Hellkite',
        '{X}, {T}: This creature deals X damage to target creature.\nSpend only red mana on X.',
        [], [], 1,
        [{'cost': '{X}, {T}',
          'effects': [{'damage': 1, 'to': 'target creature', 'for_x': True}]}],
        [],
    ),
    Case(
        'Arcbound Javelineer',
        ('{T}, Remove X +1/+1 counters from this creature: It deals X damage to target '
         'attacking or blocking creature.'),
        [], [], 1,
        [{'cost': '{T}, Remove X +1/+1 counters from this creature',
          'effects': [{'damage': 1, 'to': 'target creature', 'target': {'in_combat': True},
                       'for_x': True}]}],
        [],
    ),
    Case(
        'Drana, Kalastria Bloodchief',
        ('{X}{B}{B}: Target creature gets -0/-X until end of turn and Drana gets +X/+0 until '
         'end of turn.'),
        [], [], 1,
        [{'cost': '{X}{B}{B}',
          'effects': [{'pump': [0, -1], 'to': 'target creature', 'for_x': True},
                      {'pump': [1, 0], 'for_x': True}]}],
        [],
    ),
    Case(
        'Oracle of Nectars', '{X}, {T}: You gain X life.', [], [], 1,
        [{'cost': '{X}, {T}', 'effects': [{'gain_life': 1, 'for_x': True}]}], [],
    ),
    Case(
        'Aegis of the Gods', 'You have hexproof.', [], ['you have hexproof'], 1, [], [],
    ),
    Case(
        'Archfiend of Despair',
        ("Your opponents can't gain life.\nAt the beginning of each end step, each opponent "
         "loses life equal to the life that player lost this turn."),
        [], ["your opponents can't gain life"], 1, [], [],
    ),
    Case(
        'Angel of Vitality', 'If you would gain life, you gain that much life plus 1 instead.',
        [], ['if you would gain life, you gain that much life plus 1 instead'], 1, [], [],
    ),
    Case(
        'Rhox Faithmender', 'If you would gain life, you gain twice that much life instead.',
        [], ['if you would gain life, you gain twice that much life instead'], 1, [], [],
    ),
    Case(
        'Ali from Cairo',
        'Damage that would reduce your life total to less than 1 reduces it to 1 instead.',
        [], ['damage that would reduce your life total to less than 1 reduces it to 1 instead'],
        1, [], [],
    ),
    Case(
        'Elderscale Wurm',
        ('When this creature enters, if your life total is less than 7, your life total '
         'becomes 7.\nAs long as you have 7 or more life, damage that would reduce your life '
         'total to less than 7 reduces it to 7 instead.'),
        [], [], 1,
        [{'affects': 'it',
          'gains': ['damage that would reduce your life total to less than 7 reduces it to 7 '
                    'instead'],
          'as_long_as': {'life_at_least': 7}}],
        [],
    ),
    Case(
        'Mogg Maniac',
        ('Whenever this creature is dealt damage, it deals that much damage to target '
         'opponent or planeswalker.'),
        [], [], 1,
        [{'trigger': 'is dealt damage',
          'effects': [{'damage': 'that much', 'to': 'any target',
                       'target': {'types': ['planeswalker']}, 'player': 'target opponent'}]}],
        [],
    ),
    Case(
        'Wall of Essence',
        'Whenever this creature is dealt combat damage, you gain that much life.',
        ['defender'], [], 1,
        [{'trigger': 'is dealt combat damage', 'effects': [{'gain_life': 'that much'}]}],
        [],
    ),
    Case(
        'Pious Warrior',
        'Whenever this creature is dealt combat damage, you gain that much life.',
        [], [], 1,
        [{'trigger': 'is dealt combat damage', 'effects': [{'gain_life': 'that much'}]}],
        [],
    ),
    Case(
        'Wall of Souls',
        ('Whenever this creature is dealt combat damage, it deals that much damage to '
         'target opponent or planeswalker.'),
        ['defender'], [], 1,
        [{'trigger': 'is dealt combat damage',
          'effects': [{'damage': 'that much', 'to': 'any target',
                       'target': {'types': ['planeswalker']}, 'player': 'target opponent'}]}],
        [],
    ),
    Case(
        'Aurora Champion',
        ('Whenever this creature attacks, if your team controls another Warrior, tap '
         'target creature.'),
        [], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'tap': True, 'to': 'target creature'}],
          'if': {'you_control': {'subtypes': ['Warrior'],
                                 'other': True,
                                 'controller': 'your team'}}}],
        [],
    ),
    Case(
        'Bull-Rush Bruiser',
        ('Whenever this creature attacks, if your team controls another Warrior, this '
         'creature gains first strike until end of turn.'),
        [], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'gains': ['first strike']}],
          'if': {'you_control': {'subtypes': ['Warrior'],
                                 'other': True,
                                 'controller': 'your team'}}}],
        [],
    ),
    Case(
        'Sickle Dancer',
        ('Whenever this creature attacks, if your team controls another Warrior, this '
         'creature gets +1/+1 until end of turn.'),
        [], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'pump': [1, 1]}],
          'if': {'you_control': {'subtypes': ['Warrior'],
                                 'other': True,
                                 'controller': 'your team'}}}],
        [],
    ),
    Case(
        'Decorated Champion',
        ('Whenever another Warrior your team controls enters, put a +1/+1 counter on '
         'this creature.'),
        [], [], 1,
        [{'trigger': 'a permanent enters',
          'filter': {'subtypes': ['Warrior'], 'controller': 'your team', 'other': True},
          'effects': [{'counters': {'+1/+1': 1}}]}],
        [],
    ),
    Case(
        'Thrasher Brute',
        ('Whenever this creature or another Warrior your team controls enters, target '
         'opponent loses 1 life and you gain 1 life.'),
        [], [], 1,
        [{'trigger': 'a permanent enters',
          'filter': {'subtypes': ['Warrior'], 'controller': 'your team', 'other': True},
          'effects': [{'lose_life': 1, 'player': 'target opponent'}, {'gain_life': 1}]}],
        [],
    ),
    Case(
        'Nimbus Champion',
        ("Whenever this creature attacks, you may return target creature to its owner's "
         "hand if that creature's power is less than or equal to the number of Warriors "
         'your team controls.'),
        ['flying'], [], 1,
        [],
        [("Whenever this creature attacks, you may return target creature to its owner's"
          " hand if that creature's power is less than or equal to the number of "
          'Warriors your team controls.')],
    ),
    Case(
        'Al Bhed Salvagers',
        ('Whenever this creature or another creature or artifact you control dies, '
         'target opponent loses 1 life and you gain 1 life.'),
        [], [], 1,
        [{'trigger': 'dies',
          'effects': [{'lose_life': 1, 'player': 'target opponent'}, {'gain_life': 1}]},
         {'trigger': 'a permanent is put into a graveyard from the battlefield',
          'filter': {'types': [],
                     'any_types': ['artifact', 'creature'],
                     'controller': 'you',
                     'other': True},
          'effects': [{'lose_life': 1, 'player': 'target opponent'}, {'gain_life': 1}]}],
        [],
    ),
    Case(
        'Charforger',
        ('When this creature enters, create a 1/1 red Phyrexian Goblin creature token.\n'
         'Whenever another creature or artifact you control is put into a graveyard from'
         ' the battlefield, put an oil counter on this creature.\nRemove three oil '
         'counters from this creature: Exile the top card of your library.\nYou may play '
         'that card this turn.'),
        [], [], 1,
        [{'trigger': 'a permanent is put into a graveyard from the battlefield',
          'filter': {'types': [],
                     'any_types': ['artifact', 'creature'],
                     'controller': 'you',
                     'other': True},
          'effects': [{'counters': {'oil': 1}}]}],
        [],
    ),
    Case(
        'Cruel Celebrant',
        ('Whenever this creature or another creature or planeswalker you control dies, '
         'each opponent loses 1 life and you gain 1 life.'),
        [], [], 1,
        [{'trigger': 'dies',
          'effects': [{'lose_life': 1, 'player': 'each opponent'}, {'gain_life': 1}]},
         {'trigger': 'a permanent is put into a graveyard from the battlefield',
          'filter': {'types': [],
                     'any_types': ['creature', 'planeswalker'],
                     'controller': 'you',
                     'other': True},
          'effects': [{'lose_life': 1, 'player': 'each opponent'}, {'gain_life': 1}]}],
        [],
    ),
    Case(
        'Haliya, Guided by Light',
        ('Whenever Haliya or another creature or artifact you control enters, you gain 1'
         " life.\nAt the beginning of your end step, draw a card if you've gained 3 or "
         'more life this turn.\nWarp {W}'),
        [], [], 1,
        [{'trigger': 'a permanent enters',
          'filter': {'types': [],
                     'any_types': ['artifact', 'creature'],
                     'controller': 'you',
                     'other': True},
          'effects': [{'gain_life': 1}]}],
        [],
    ),
    Case(
        'Judge Magister Gabranth',
        ('Whenever another creature or artifact you control dies, put a +1/+1 counter on'
         ' Judge Magister Gabranth.'),
        ['menace'], [], 1,
        [{'trigger': 'a permanent is put into a graveyard from the battlefield',
          'filter': {'types': [],
                     'any_types': ['artifact', 'creature'],
                     'controller': 'you',
                     'other': True},
          'effects': [{'counters': {'+1/+1': 1}}]}],
        [],
    ),
    Case(
        'Lightless Evangel',
        ('Whenever you sacrifice another creature or artifact, put a +1/+1 counter on '
         'this creature.'),
        [], [], 1,
        [{'trigger': 'a permanent is sacrificed',
          'filter': {'types': [],
                     'any_types': ['artifact', 'creature'],
                     'controller': 'you',
                     'other': True},
          'effects': [{'counters': {'+1/+1': 1}}]}],
        [],
    ),
    Case(
        'Marionette Apprentice',
        ('Fabricate 1\nWhenever another creature or artifact you control is put into a '
         'graveyard from the battlefield, each opponent loses 1 life.'),
        [], [], 1,
        [{'trigger': 'a permanent is put into a graveyard from the battlefield',
          'filter': {'types': [],
                     'any_types': ['artifact', 'creature'],
                     'controller': 'you',
                     'other': True},
          'effects': [{'lose_life': 1, 'player': 'each opponent'}]}],
        [],
    ),
    Case(
        'Necrosquito',
        ('This creature enters with two oil counters on it.\nWhenever another creature or'
         ' artifact you control is put into a graveyard from the battlefield, put an oil'
         ' counter on this creature.'),
        ['flying'], [], 1,
        [{'trigger': 'a permanent is put into a graveyard from the battlefield',
          'filter': {'types': [],
                     'any_types': ['artifact', 'creature'],
                     'controller': 'you',
                     'other': True},
          'effects': [{'counters': {'oil': 1}}]}],
        [],
    ),
    Case(
        'Ravenous Squirrel',
        'Whenever you sacrifice an artifact or creature, put a +1/+1 counter on this creature.',
        [], [], 1,
        [{'trigger': 'a permanent is sacrificed',
          'filter': {'types': [], 'any_types': ['artifact', 'creature'], 'controller': 'you'},
          'effects': [{'counters': {'+1/+1': 1}}]}],
        [],
    ),
    Case(
        'Rising Populace',
        ('Whenever another creature or planeswalker you control dies, put a +1/+1 '
         'counter on this creature.'),
        [], [], 1,
        [{'trigger': 'a permanent is put into a graveyard from the battlefield',
          'filter': {'types': [],
                     'any_types': ['creature', 'planeswalker'],
                     'controller': 'you',
                     'other': True},
          'effects': [{'counters': {'+1/+1': 1}}]}],
        [],
    ),
    Case(
        'Susurian Voidborn',
        ('Whenever this creature or another creature or artifact you control dies, '
         'target opponent loses 1 life and you gain 1 life.\nWarp {B}'),
        [], [], 1,
        [{'trigger': 'dies',
          'effects': [{'lose_life': 1, 'player': 'target opponent'}, {'gain_life': 1}]},
         {'trigger': 'a permanent is put into a graveyard from the battlefield',
          'filter': {'types': [],
                     'any_types': ['artifact', 'creature'],
                     'controller': 'you',
                     'other': True},
          'effects': [{'lose_life': 1, 'player': 'target opponent'}, {'gain_life': 1}]}],
        [],
    ),
    Case(
        'Weftstalker Ardent',
        ('Whenever another creature or artifact you control enters, this creature deals '
         '1 damage to each opponent.\nWarp {R}'),
        [], [], 1,
        [{'trigger': 'a permanent enters',
          'filter': {'types': [],
                     'any_types': ['artifact', 'creature'],
                     'controller': 'you',
                     'other': True},
          'effects': [{'damage': 1, 'player': 'each opponent'}]}],
        [],
    ),
    Case(
        'Ruinous Minotaur',
        'Whenever this creature deals damage to an opponent, sacrifice a land.',
        [], [], 1,
        [{'trigger': 'deals damage to an opponent',
          'effects': [{'sacrifices': 1, 'what': {'types': ['land']}}]}],
        [],
    ),
    Case(
        'Thalakos Dreamsower',
        ('You may choose not to untap this creature during your untap step.\nWhenever '
         'this creature deals damage to an opponent, tap target creature.\nThat creature '
         "doesn't untap during its controller's untap step for as long as this creature "
         'remains tapped.'),
        ['shadow'], [], 1,
        [{'trigger': 'deals damage to an opponent',
          'effects': [{'tap': True, 'to': 'target creature'}]}],
        [],
    ),
    Case(
        'Electryte',
        ('Whenever this creature deals combat damage to defending player, it deals '
         'damage equal to its power to each blocking creature.'),
        [], [], 1,
        [{'trigger': 'deals combat damage to a player',
          'effects': [{'damage': 'its power', 'each': {'blocking': True}}]}],
        [],
    ),
    Case(
        'Host of the Hereafter',
        'This creature enters with two +1/+1 counters on it.',
        [], [], 1,
        [],
        [],
    ),
    Case(
        'Reluctant Role Model',
        ('At the beginning of your second main phase, if this creature is tapped, put a '
         'flying, lifelink, or +1/+1 counter on it.\nWhenever this creature or another '
         'creature you control dies, if it had counters on it, put those counters on up '
         'to one target creature.'),
        [], [], 1,
        [{'trigger': 'dies',
          'effects': [{'move_counters': True, 'to': 'target creature'}],
          'if': {'counters_at_least': 1}},
         {'trigger': 'a creature dies',
          'filter': {'controller': 'you', 'other': True, 'counter': 'any'},
          'effects': [{'move_counters': True, 'to': 'target creature', 'by': 'that creature'}]}],
        [],
    ),
    Case(
        'Buzzard-Wasp Colony',
        ('When this creature enters, you may sacrifice an artifact or creature. If you '
         'do, draw a card.\nWhenever another creature you control dies, if it had '
         'counters on it, put its counters on this creature.'),
        ['flying'], [], 1,
        [{'trigger': 'a creature dies',
          'filter': {'controller': 'you', 'other': True, 'counter': 'any'},
          'effects': [{'move_counters': True, 'to': 'it', 'by': 'that creature'}]}],
        [],
    ),
    Case(
        'Scolding Administrator',
        ('Whenever you cast an instant or sorcery spell that targets a creature, put a '
         '+1/+1 counter on this creature.\nWhen this creature dies, if it had counters on'
         ' it, put those counters on up to one target creature.'),
        ['menace'], [], 1,
        [{'trigger': 'dies',
          'effects': [{'move_counters': True, 'to': 'target creature'}],
          'if': {'counters_at_least': 1}}],
        [],
    ),
    Case(
        'Amarant Coral',
        ('Whenever Amarant Coral deals combat damage to an opponent, it deals that much '
         'damage to each other opponent.'),
        ['trample', 'attacks each combat if able'], [], 1,
        [{'trigger': 'deals combat damage to a player',
          'effects': [{'damage': 'that much', 'player': 'each other opponent'}]}],
        [],
    ),
    Case(
        "Grenzo's Ruffians",
        ('Whenever this creature deals combat damage to an opponent, it deals that much '
         'damage to each other opponent.'),
        ['melee'], [], 1,
        [{'trigger': 'deals combat damage to a player',
          'effects': [{'damage': 'that much', 'player': 'each other opponent'}]}],
        [],
    ),
    Case(
        'Hydra Omnivore',
        ('Whenever this creature deals combat damage to an opponent, it deals that much '
         'damage to each other opponent.'),
        [], [], 1,
        [{'trigger': 'deals combat damage to a player',
          'effects': [{'damage': 'that much', 'player': 'each other opponent'}]}],
        [],
    ),
    Case(
        'Scholar of Athreos',
        '{2}{B}: Each opponent loses 1 life. You gain life equal to the life lost this way.',
        [], [], 1,
        [{'cost': '{2}{B}',
          'effects': [{'lose_life': 1, 'player': 'each opponent'},
                      {'gain_life': 'the life lost this way'}]}],
        [],
    ),
    Case(
        'Berta, Wise Extrapolator',
        ('{X}, {T}: Create a 0/0 green and blue Fractal creature token and put X +1/+1 '
         'counters on it.'),
        [], [], 1, [],
        # ("it": the token, which no effect can name)
        ['{X}, {T}: Create a 0/0 green and blue Fractal creature token and put X +1/+1 '
         'counters on it.'],
    ),
    Case(
        'Kilnmouth Dragon',
        ('{T}: This creature deals damage equal to the number of +1/+1 counters on it to any '
         'target.'),
        [], [], 1,
        [{'cost': '{T}',
          'effects': [{'damage': 1, 'to': 'any target', 'for_each_counter': '+1/+1'}]}],
        [],
    ),
    Case(
        'Falkenrath Exterminator',
        ('{2}{R}: This creature deals damage to target creature equal to the number of +1/+1 '
         'counters on this creature.'),
        [], [], 1,
        [{'cost': '{2}{R}',
          'effects': [{'damage': 1, 'to': 'target creature', 'for_each_counter': '+1/+1'}]}],
        [],
    ),
    Case(
        'Stadium Headliner',
        ('{1}{R}, Sacrifice this creature: It deals damage equal to the number of creatures you '
         'control to target creature.'),
        [], [], 1,
        [{'cost': '{1}{R}, Sacrifice this creature',
          'effects': [{'damage': 1, 'to': 'target creature',
                       'for_each': {'controller': 'you'}}]}],
        [],
    ),
    Case(
        'Radioactive Man',
        ('Whenever Radioactive Man deals combat damage to a player, that player loses half '
         'their life, rounded up.'),
        [], [], 1,
        [{'trigger': 'deals combat damage to a player',
          'effects': [{'lose_life': 'half their life, rounded up', 'player': 'that player'}]}],
        [],
    ),
    Case(
        'Etali, Primal Sickness',
        'Whenever Etali deals combat damage to a player, they get that many poison counters.',
        [], [], 1,
        [{'trigger': 'deals combat damage to a player',
          'effects': [{'poison': 'that much', 'player': 'that player'}]}],
        [],
    ),
    Case(
        'Hammerfist Giant',
        '{T}: This creature deals 4 damage to each creature without flying and each player.',
        [], [], 1,
        [{'cost': '{T}',
          'effects': [{'damage': 4, 'each': {'not_keywords': ['flying']}},
                      {'damage': 4, 'player': 'each player'}]}],
        [],
    ),
    Case(
        'Conductor of Cacophony',
        ('{B}, Remove a +1/+1 counter from this creature: It deals 1 damage to each other '
         'creature and each player.'),
        [], [], 1,
        [{'cost': '{B}, Remove a +1/+1 counter from this creature',
          'effects': [{'damage': 1, 'to': 'each other creature'},
                      {'damage': 1, 'player': 'each player'}]}],
        [],
    ),
    Case(
        'Sparkhunter Masticore',
        '{1}: This creature deals 1 damage to target planeswalker.',
        [], [], 1,
        [{'cost': '{1}', 'effects': [{'damage': 1, 'to': 'target permanent',
                                      'target': {'types': ['planeswalker']}}]}],
        [],
    ),
    Case(
        'Onakke Javelineer',
        '{T}: This creature deals 2 damage to target player or battle.',
        [], [], 1,
        [{'cost': '{T}', 'effects': [{'damage': 2, 'to': 'any target',
                                      'target': {'types': ['battle']}}]}],
        [],
    ),
    Case(
        'Jeska and Kamahl',
        '{T}: Jeska and Kamahl deals 2 damage to target opponent, battle, or planeswalker.',
        [], [], 1,
        [{'cost': '{T}',
          'effects': [{'damage': 2, 'to': 'any target',
                       'target': {'types': [], 'any_types': ['battle', 'planeswalker']},
                       'player': 'target opponent'}]}],
        [],
    ),
    Case(
        'Karplusan Yeti',
        ('{T}: This creature deals damage equal to its power to target creature. That creature '
         'deals damage equal to its power to this creature.'),
        [], [], 1,
        [{'cost': '{T}',
          'effects': [{'damage': 'its power', 'to': 'target creature'},
                      {'damage': "target creature's power", 'to': 'it',
                       'by': 'target creature'}]}],
        [],
    ),
    Case(
        'Karplusan Yeti',  # (alone, the target it names isn't one an effect targets)
        '{T}: Target creature deals damage equal to its power to this creature.',
        [], [], 1, [],
        ['{T}: Target creature deals damage equal to its power to this creature.'],
    ),
    Case(
        'Wildfire Cerberus',
        ('When this creature becomes monstrous, it deals 2 damage to each opponent and each '
         'creature they control.'),
        [], [], 1,
        [{'trigger': 'becomes monstrous',
          'effects': [{'damage': 2, 'player': 'each opponent'},
                      {'damage': 2,
                       'each': {'types': ['creature'], 'controller': 'an opponent'}}]}],
        [],
    ),
    Case(
        'Burning Palm Efreet',
        ('{1}{R}{R}: This creature deals 2 damage to target creature with flying and that '
         'creature loses flying until end of turn.'),
        [], [], 1,
        [{'cost': '{1}{R}{R}',
          'effects': [{'damage': 2, 'to': 'target creature', 'target': {'keywords': ['flying']}},
                      {'loses': ['flying'], 'to': 'target creature',
                       'target': {'keywords': ['flying']}}]}],
        [],
    ),
    Case(
        'Ebonblade Reaper',
        ('Whenever this creature attacks, you lose half your life, rounded up.\nWhenever this '
         'creature deals combat damage to a player, that player loses half their life, rounded '
         'up.'),
        [], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'lose_life': 'half their life, rounded up', 'player': 'you'}]},
         {'trigger': 'deals combat damage to a player',
          'effects': [{'lose_life': 'half their life, rounded up', 'player': 'that player'}]}],
        [],
    ),
    # layer 7d (613.4d): "switch ~'s power and toughness"
    Case(
        'Aquamoeba',
        "Discard a card: Switch this creature's power and toughness until end of turn.",
        [], [], 1,
        [{'cost': 'Discard a card', 'effects': [{'switch': True}]}],
        [],
    ),
    Case(
        'Crag Puca',
        "{U/R}: Switch this creature's power and toughness until end of turn.",
        [], [], 1,
        [{'cost': '{U/R}', 'effects': [{'switch': True}]}],
        [],
    ),
    Case(
        'Valakut Fireboar',
        'Whenever this creature attacks, switch its power and toughness until end of turn.',
        [], [], 1,
        [{'trigger': 'attacks', 'effects': [{'switch': True}]}],
        [],
    ),
    Case(
        'Dwarven Thaumaturgist',
        "{T}: Switch target creature's power and toughness until end of turn.",
        [], [], 1,
        [{'cost': '{T}', 'effects': [{'switch': True, 'to': 'target creature'}]}],
        [],
    ),
    Case(
        'Mannichi, the Fevered Dream',
        "{1}{R}: Switch each creature's power and toughness until end of turn.",
        [], [], 1,
        [{'cost': '{1}{R}', 'effects': [{'switch': True, 'to': 'each creature'}]}],
        [],
    ),
    Case(
        'Serendib Sorcerer',
        ('{T}: Target creature other than this creature has base power and toughness 0/2 until '
         'end of turn.'),
        [], [], 1,
        [{'cost': '{T}',
          'effects': [{'base': [0, 2], 'to': 'target creature', 'target': {'other': True}}]}],
        [],
    ),
    # layer 5 (105.3, 613.1e): "becomes blue", "colorless", "the color of your choice"
    Case(
        'Ancient Kavu',
        '{2}: This creature becomes colorless until end of turn.',
        [], [], 1,
        [{'cost': '{2}', 'effects': [{'colors': []}]}],
        [],
    ),
    Case(
        'Kavu Chameleon',
        ("This spell can't be countered.\n{G}: This creature becomes the color of your choice "
         'until end of turn.'),
        [], [], 1,
        [{'cost': '{G}',
          'effects': [{'color_one_of': ['white', 'blue', 'black', 'red', 'green']}]}],
        [],
    ),
    Case(
        'Disciple of Kangee',
        '{U}, {T}: Target creature gains flying and becomes blue until end of turn.',
        [], [], 1,
        [{'cost': '{U}, {T}',
          'effects': [{'gains': ['flying'], 'to': 'target creature', 'colors': ['blue']}]}],
        [],
    ),
    Case(
        'Scrapbasket',
        '{1}: This creature becomes all colors until end of turn.',
        [], [], 1,
        [{'cost': '{1}', 'effects': [{'colors': ['white', 'blue', 'black', 'red', 'green']}]}],
        [],
    ),
    # layer 4 (205.1a, 613.1d): "becomes a Frog"
    Case(
        'Omnibian',
        ('{T}: Target creature becomes a Frog with base power and toughness 3/3 until end of '
         'turn.'),
        [], [], 1,
        [{'cost': '{T}',
          'effects': [{'subtypes': ['Frog'], 'base': [3, 3], 'to': 'target creature'}]}],
        [],
    ),
    Case(
        'Bogardan Dragonheart',
        ('Sacrifice another creature: Until end of turn, this creature becomes a Dragon with '
         'base power and toughness 4/4, flying, and haste.'),
        [], [], 1,
        [{'cost': 'Sacrifice another creature',
          'effects': [{'subtypes': ['Dragon'], 'gains': ['flying', 'haste'], 'base': [4, 4]}]}],
        [],
    ),
    Case(
        'Dragonsoul Knight',
        ('First strike\n{W}{U}{B}{R}{G}: Until end of turn, this creature becomes a Dragon, gets '
         '+5/+3, and gains flying and trample.'),
        ['First strike'], ['first strike'], 1,
        [{'cost': '{W}{U}{B}{R}{G}',
          'effects': [{'subtypes': ['Dragon'], 'gains': ['flying', 'trample'],
                       'pump': [5, 3]}]}],
        [],
    ),
    Case(
        'Mistform Dreamer',
        '{1}: This creature becomes the creature type of your choice until end of turn.',
        [], [], 1,
        [{'cost': '{1}', 'effects': [{'type_choice': True}]}],
        [],
    ),
    # static base power and toughness (layer 7b, 613.4b)
    Case(
        'Godhead of Awe',
        'Other creatures have base power and toughness 1/1.',
        [], [], 1,
        [{'affects': {'other': True}, 'base': [1, 1]}],
        [],
    ),
    Case(
        'Snowmelt Stag',
        'During your turn, this creature has base power and toughness 5/2.',
        [], [], 1,
        [{'affects': 'it', 'base': [5, 2], 'as_long_as': "it's your turn"}],
        [],
    ),
    Case(
        'Doc Ock, Sinister Scientist',
        ('As long as there are eight or more cards in your graveyard, Doc Ock has base power '
         'and toughness 8/8.'),
        [], [], 1,
        [{'affects': 'it', 'base': [8, 8], 'as_long_as': {'graveyard_at_least': 8}}],
        [],
    ),
    # static creature types added (layer 4, 205.1b)
    Case(
        'Veteran Adventurer',
        ('Veteran Adventurer is also a Cleric, Rogue, Warrior, and Wizard.\nThis spell costs '
         '{1} less to cast for each creature in your party.'),
        [], [], 1,
        [{'affects': 'it', 'also_subtypes': ['Cleric', 'Rogue', 'Warrior', 'Wizard']}],
        [],
    ),
    Case(
        'Kudo, King Among Bears',
        ('Other creatures have base power and toughness 2/2 and are Bears in addition to their '
         'other types.'),
        [], [], 1,
        [{'affects': {'other': True}, 'base': [2, 2], 'also_subtypes': ['Bear']}],
        [],
    ),
    Case(
        'Skyknight Squire',
        ('As long as this creature has three or more +1/+1 counters on it, it has flying and is '
         'a Knight in addition to its other types.'),
        [], [], 1,
        [{'affects': 'it', 'also_subtypes': ['Knight'], 'gains': ['flying'],
          'as_long_as': {'counters_at_least': 3, 'counter': '+1/+1'}}],
        [],
    ),
    # 510.1a: "assigns combat damage equal to its toughness rather than its power"
    Case(
        'Doran, the Siege Tower',
        'Each creature ' + kw.DAMAGE_FROM_TOUGHNESS + '.',
        [], [], 1,
        [{'affects': {}, 'gains': [kw.DAMAGE_FROM_TOUGHNESS]}],
        [],
    ),
    Case(
        'Belligerent Brontodon',
        'Each creature you control ' + kw.DAMAGE_FROM_TOUGHNESS + '.',
        [], [], 1,
        [{'affects': {'controller': 'you'}, 'gains': [kw.DAMAGE_FROM_TOUGHNESS]}],
        [],
    ),
    Case(
        'Ancient Lumberknot',
        ('Each creature you control with toughness greater than its power assigns combat '
         'damage equal to its toughness rather than its power.'),
        [], [], 1,
        [{'affects': {'controller': 'you', 'toughness_over_power': True},
          'gains': [kw.DAMAGE_FROM_TOUGHNESS]}],
        [],
    ),
    Case(
        'Streetwise Negotiator',
        ('Backup 1\nThis creature assigns combat damage equal to its toughness rather than its '
         'power.'),
        ['Backup'], [kw.DAMAGE_FROM_TOUGHNESS], 1, [], [],
    ),
    Case(
        'Plagon, Lord of the Beach',
        ('When Plagon enters, draw a card for each creature you control with toughness greater '
         'than its power.\n{W/U}: Target creature you control assigns combat damage equal to '
         'its toughness rather than its power this turn.'),
        [], [], 1,
        [{'cost': '{W/U}',
          'effects': [{'gains': [kw.DAMAGE_FROM_TOUGHNESS], 'to': 'target creature',
                       'target': {'controller': 'you'}}]}],
        [],
    ),
    Case(
        'Bill the Pony',
        ('When Bill the Pony enters, create two Food tokens.\nSacrifice a Food: Until end of '
         'turn, target creature you control assigns combat damage equal to its toughness '
         'rather than its power.'),
        [], [], 1,
        [{'cost': 'Sacrifice a Food',
          'effects': [{'gains': [kw.DAMAGE_FROM_TOUGHNESS], 'to': 'target creature',
                       'target': {'controller': 'you'}}]}],
        [],
    ),
    Case(
        'Dinosaur Hunter',
        'Whenever this creature deals damage to a Dinosaur, destroy that creature.',
        [], [], 1,
        [{'trigger': 'deals damage to a creature',
          'filter': {'subtypes': ['Dinosaur']},
          'effects': [{'destroy': True, 'to': 'that creature'}]}],
        [],
    ),
    Case(
        'East-Mark Cavalier',
        'Whenever this creature deals damage to a Goblin or Orc, destroy that creature.',
        ['vigilance'], [], 1,
        [{'trigger': 'deals damage to a creature',
          'filter': {'subtypes': ['Goblin', 'Orc']},
          'effects': [{'destroy': True, 'to': 'that creature'}]}],
        [],
    ),
    Case(
        'Harbin, Vanguard Aviator',
        ('Whenever you attack with five or more Soldiers, creatures you control get '
         '+1/+1 and gain flying until end of turn.'),
        ['flying'], [], 1,
        [{'trigger': 'you attack',
          'count': 5,
          'filter': {'subtypes': ['Soldier']},
          'effects': [{'pump': [1, 1], 'gains': ['flying'], 'to': 'each creature you control'}]}],
        [],
    ),
    Case(
        'Aragorn and Arwen, Wed',
        ('Vigilance\nWhenever Aragorn and Arwen enters or attacks, put a +1/+1 counter on '
         'each other creature you control. You gain 1 life for each other creature you '
         'control.'),
        ['vigilance'], ['vigilance'], 1,
        [{'trigger': 'attacks',
          'effects': [{'counters': {'+1/+1': 1}, 'to': 'each other creature you control'},
                      {'gain_life': 1, 'for_each': {'other': True, 'controller': 'you'}}]}],
        [],
    ),
    Case(
        'Ashen Rider',
        'When this creature enters or dies, exile target permanent.',
        ['flying'], [], 1,
        [{'trigger': 'dies',
          'effects': [{'exile': True, 'to': 'target permanent', 'target': {'types': []}}]}],
        [],
    ),
    Case(
        'Aven Riftwatcher',
        'Vanishing 3\nWhen this creature enters or leaves the battlefield, you gain 2 life.',
        ['flying'], [], 1,
        [{'trigger': 'leaves the battlefield', 'effects': [{'gain_life': 2}]}],
        [],
    ),
    Case(
        'Elektra, Femme Fatale',
        ('When Elektra enters, you may have her deal 2 damage to you. When you do, she '
         'deals 4 damage to target creature.'),
        [], [], 1,
        [],
        [],
    ),
    Case(
        'Tuvasa the Sunlit',
        ('Tuvasa gets +1/+1 for each enchantment you control.\nWhenever you cast your '
         'first enchantment spell each turn, draw a card.'),
        [], [], 1,
        [{'affects': 'it',
          'pump': [1, 1],
          'for_each': {'types': ['enchantment'], 'controller': 'you'}}],
        [],
        legendary=True,
    ),
    Case(
        'Edgar Markov',
        ('Whenever you cast another Vampire spell, if Edgar is in the command zone or on'
         ' the battlefield, create a 1/1 black Vampire creature token.\nWhenever Edgar '
         'attacks, put a +1/+1 counter on each Vampire you control.'),
        ['first strike', 'haste'], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'counters': {'+1/+1': 1},
                       'each': {'subtypes': ['Vampire'], 'controller': 'you'}}]}],
        [],
        legendary=True,
    ),
    Case(
        'Tarkiran Towelsbane',
        'When Tarkiran enters, create five 1/1 red Human Rebel creature tokens.',
        [], [], 1,
        [],
        [],
        legendary=True,
    ),
    Case(
        'Zurgo Bellstriker',
        "Zurgo can't block creatures with power 2 or greater.\nDash {1}{R}",
        [], ["can't block creatures with power 2 or greater"], 1,
        [],
        [],
        legendary=True,
    ),
    Case(
        'Smaug the Magnificent',
        ('Whenever Smaug attacks, he deals damage equal to the number of Treasures you '
         'control to any target.\nAt the beginning of your upkeep, create a Treasure '
         'token.'),
        ['flying', 'haste'], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'damage': 1,
                       'to': 'any target',
                       'for_each': {'subtypes': ['Treasure'],
                                    'controller': 'you',
                                    'types': []}}]}],
        [],
        legendary=True,
    ),
    Case(
        'Gimli of the Glittering Caves',
        ('Whenever another legendary creature you control enters, put a +1/+1 counter on'
         ' Gimli.\nWhenever Gimli deals combat damage to a player, create a Treasure '
         'token.'),
        ['double strike'], [], 1,
        [{'trigger': 'a permanent enters',
          'filter': {'types': ['creature', 'legendary'], 'controller': 'you', 'other': True},
          'effects': [{'counters': {'+1/+1': 1}}]}],
        [],
        legendary=True,
    ),
    Case(
        'Yoshimaru, Ever Faithful',
        ('Whenever another legendary permanent you control enters, put a +1/+1 counter '
         'on Yoshimaru.\nPartner'),
        [], [], 1,
        [{'trigger': 'a permanent enters',
          'filter': {'types': ['legendary'], 'controller': 'you', 'other': True},
          'effects': [{'counters': {'+1/+1': 1}}]}],
        [],
        legendary=True,
    ),
    Case(
        'Vogar, Necropolis Tyrant',
        ('Whenever another creature dies during your turn, put a +1/+1 counter on Vogar.'
         '\nWhen Vogar dies, draw a card for each +1/+1 counter on it.'),
        ['menace'], [], 1,
        [{'trigger': 'a creature dies',
          'filter': {'other': True},
          'effects': [{'counters': {'+1/+1': 1}}],
          'while': "it's your turn"}],
        [],
        legendary=True,
    ),
    Case(
        'Dross Scorpion',
        'Whenever this creature or another artifact creature dies, you may untap target artifact.',
        [], [], 1,
        [{'trigger': 'dies',
          'effects': [{'untap': True, 'to': 'target permanent', 'target': {'types': ['artifact']}}],
          'may': ''},
         {'trigger': 'a creature dies',
          'filter': {'types': ['artifact', 'creature'], 'other': True},
          'effects': [{'untap': True, 'to': 'target permanent', 'target': {'types': ['artifact']}}],
          'may': ''}],
        [],
    ),
    Case(
        'Sliver Hivelord',  # (its first word a subtype: not a short name, 201.5c)
        'Sliver creatures you control have indestructible.',
        [], [], 1,
        [{'affects': {'subtypes': ['Sliver'], 'controller': 'you'}, 'gains': ['indestructible']}],
        [],
        legendary=True,
    ),
    Case(
        'Kresh the Bloodbraided',
        ('Whenever another creature dies, you may put X +1/+1 counters on Kresh, where X'
         " is that creature's power."),
        [], [], 1,
        [{'trigger': 'a creature dies',
          'filter': {'other': True},
          'effects': [{'counters': {'+1/+1': "that creature's power"}}],
          'may': ''}],
        [],
        legendary=True,
    ),
    Case(
        'Hamletback Goliath',
        ('Whenever another creature enters, you may put X +1/+1 counters on this '
         "creature, where X is that creature's power."),
        [], [], 1,
        [{'trigger': 'a permanent enters',
          'filter': {'other': True},
          'effects': [{'counters': {'+1/+1': "that creature's power"}}],
          'may': ''}],
        [],
    ),
    Case(
        'Serra Inquisitors',
        ('Whenever this creature blocks or becomes blocked by one or more black '
         'creatures, this creature gets +2/+0 until end of turn.'),
        [], [], 1,
        [{'trigger': 'blocks one or more creatures',
          'filter': {'colors': ['black']},
          'effects': [{'pump': [2, 0]}]},
         {'trigger': 'becomes blocked by one or more creatures',
          'filter': {'colors': ['black']},
          'effects': [{'pump': [2, 0]}]}],
        [],
    ),
    Case(
        'Rashka the Slayer',
        ('Whenever Rashka blocks one or more black creatures, Rashka gets +1/+2 until '
         'end of turn.'),
        ['reach'], [], 1,
        [{'trigger': 'blocks one or more creatures',
          'filter': {'colors': ['black']},
          'effects': [{'pump': [1, 2]}]}],
        [],
        legendary=True,
    ),
    Case(
        'Lairwatch Giant',
        ('Whenever this creature blocks two or more creatures, it gains first strike '
         'until end of turn.'),
        [], [], 1,
        [{'trigger': 'blocks one or more creatures',
          'count': 2,
          'effects': [{'gains': ['first strike']}]}],
        [],
    ),
    Case(
        'Dwarven Soldier',
        ('Whenever this creature blocks or becomes blocked by one or more Orcs, this '
         'creature gets +0/+2 until end of turn.'),
        [], [], 1,
        [{'trigger': 'blocks one or more creatures',
          'filter': {'subtypes': ['Orc']},
          'effects': [{'pump': [0, 2]}]},
         {'trigger': 'becomes blocked by one or more creatures',
          'filter': {'subtypes': ['Orc']},
          'effects': [{'pump': [0, 2]}]}],
        [],
    ),
    Case(
        'Amphibious Kavu',
        ('Whenever this creature blocks or becomes blocked by one or more blue and/or '
         'black creatures, this creature gets +3/+3 until end of turn.'),
        [], [], 1,
        [{'trigger': 'blocks one or more creatures',
          'filter': {'colors': ['black', 'blue']},
          'effects': [{'pump': [3, 3]}]},
         {'trigger': 'becomes blocked by one or more creatures',
          'filter': {'colors': ['black', 'blue']},
          'effects': [{'pump': [3, 3]}]}],
        [],
    ),
    Case(
        'Temmet, Vizier of Naktamun',
        ('At the beginning of combat on your turn, target creature token you control '
         "gets +1/+1 until end of turn and can't be blocked this turn.\nEmbalm {3}{W}{U}"),
        [], [], 1,
        [{'trigger': 'beginning of combat',
          'effects': [{'pump': [1, 1],
                       'gains': ["can't be blocked"],
                       'to': 'target creature',
                       'target': {'controller': 'you', 'token': True}}]}],
        [],
        legendary=True,
    ),
    Case(
        'Daxos, Blessed by the Sun',
        'Whenever another creature you control enters or dies, you gain 1 life.',
        [], [], 1,
        [{'trigger': 'a permanent enters',
          'filter': {'controller': 'you', 'other': True},
          'effects': [{'gain_life': 1}]},
         {'trigger': 'a creature dies',
          'filter': {'controller': 'you', 'other': True},
          'effects': [{'gain_life': 1}]}],
        [],
        legendary=True,
    ),
    Case(
        'Duergar Mine-Captain',
        '{1}{R/W}, {Q}: Attacking creatures get +1/+0 until end of turn.',
        [], [], 1,
        [{'cost': '{1}{R/W}, {Q}',
          'effects': [{'pump': [1, 0], 'each': {'attacking': True}}]}],
        [],
    ),
    Case(
        'Fervent Paincaster',
        '{T}, Exert this creature: It deals 1 damage to target creature.',
        [], [], 1,
        [{'cost': '{T}, Exert this creature',
          'effects': [{'damage': 1, 'to': 'target creature'}]}],
        [],
    ),
    Case(
        'Skophos Warleader',
        ('{R}, Sacrifice another creature or an enchantment: This creature gets +1/+0 and gains '
         'menace until end of turn.'),
        [], [], 1,
        [{'cost': '{R}, Sacrifice another creature or an enchantment',
          'effects': [{'pump': [1, 0], 'gains': ['menace']}]}],
        [],
    ),
    Case(
        'Brimstone Mage',
        ('Level up {3}{R} ({3}{R}: Put a level counter on this. Level up only as a sorcery.)\n'
         'LEVEL 1-2\n2/3\n{T}: This creature deals 1 damage to any target.\n'
         'LEVEL 3+\n2/4\n{T}: This creature deals 3 damage to any target.'),
        ['Level Up'], [], 1,
        [{'affects': 'it', 'pump': [0, 1],
          'as_long_as': {'counters_at_least': 1, 'counter': 'level', 'counters_at_most': 2}},
         {'cost': '{T}', 'effects': [{'damage': 1, 'to': 'any target'}],
          'if': {'counters_at_least': 1, 'counter': 'level', 'counters_at_most': 2}},
         {'affects': 'it', 'pump': [0, 2],
          'as_long_as': {'counters_at_least': 3, 'counter': 'level'}},
         {'cost': '{T}', 'effects': [{'damage': 3, 'to': 'any target'}],
          'if': {'counters_at_least': 3, 'counter': 'level'}}],
        [],
        ('2', '2'),
    ),
    Case(
        'Quillspike',
        ('{B/G}, Remove a -1/-1 counter from a creature you control: This creature gets +3/+3 '
         'until end of turn.'),
        [], [], 1,
        [{'cost': '{B/G}, Remove a -1/-1 counter from a creature you control',
          'effects': [{'pump': [3, 3]}]}],
        [],
    ),
    Case(
        'Stonybrook Angler',
        '{1}{U}, {T}: You may tap or untap target creature.',
        [], [], 1,
        [{'cost': '{1}{U}, {T}', 'effects': [{'tap_or_untap': True, 'to': 'target creature'}]}],
        [],
    ),
    Case(
        'Captain of the Mists',
        '{1}{U}, {T}: You may tap or untap target permanent.',
        [], [], 1,
        [{'cost': '{1}{U}, {T}', 'effects': [{'tap_or_untap': True, 'to': 'target permanent',
                                              'target': {'types': []}}]}],
        [],
    ),
    Case(
        'Hand of Justice',
        '{T}, Tap three untapped white creatures you control: Destroy target creature.',
        [], [], 1,
        [{'cost': '{T}, Tap three untapped white creatures you control',
          'effects': [{'destroy': True, 'to': 'target creature'}]}],
        [],
    ),
    Case(
        'Flamewright',
        '{T}, Sacrifice a creature with defender: This creature deals 1 damage to any target.',
        [], [], 1,
        [{'cost': '{T}, Sacrifice a creature with defender',
          'effects': [{'damage': 1, 'to': 'any target'}]}],
        [],
    ),
    Case(
        'Aethertorch Renegade',
        ('When this creature enters, you get {E}{E}{E}{E}.\n{T}, Pay eight {E}: This creature '
         'deals 6 damage to target player or planeswalker.'),
        [], [], 1,
        [{'cost': '{T}, Pay eight {E}',
          'effects': [{'damage': 6, 'to': 'any target', 'target': {'types': ['planeswalker']}}]}],
        [],
    ),
]


def test_a_subtype_that_is_anothers_plural_reads_as_the_singular() -> None:
    """A joke card's "Creature — Elves" must not make "Other Elves you control get +1/+1"
    (Imperious Perfect) ask for a subtype no Elf has."""
    forms = subtype_forms([{"subtypes": ["Elf"]}, {"subtypes": ["Elves"]}])
    assert forms["Elves"] == forms["Elf"] == "Elf"
    perfect = database().lookup("Imperious Perfect")
    assert perfect is not None and perfect.abilities[0]["affects"]["subtypes"] == ["Elf"]



@pytest.fixture(scope="module")
def subtypes() -> dict[str, str]:
    return card_subtypes()


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_card_text_compiles(case: Case) -> None:
    assert_compiles(case)


def test_level_up_keywords_are_not_always_on() -> None:
    # 711.2: Student of Warfare has first strike only at level 2-6, double strike at 7+
    card = database().get("Student of Warfare")
    assert card is not None
    assert "double strike" not in card.keywords and "first strike" not in card.keywords
    assert not card.unmodelled


def test_two_restrictions_in_one_sentence() -> None:
    found = compile_text("This creature can't block and can't be blocked.", "X")
    assert found.keywords == ["can't block", "can't be blocked"]


def test_a_flavour_word_before_a_sentence_is_dropped() -> None:
    # 207.2c: an ability word (or a flavour word) has no rules meaning
    found = compile_text("Fear Gas — This creature can't be blocked.", "X")
    assert found.keywords == ["can't be blocked"]
    found = compile_text("Ward—Pay 2 life.", "X")  # a keyword's cost is no flavour word
    assert found.keywords == ["ward—pay 2 life"] and not found.unmodelled


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


@pytest.mark.parametrize("text", [
    "When this creature dies, return another target Elf card from your graveyard to your hand.",
    "When this creature leaves the battlefield, return the exiled card to its owner's hand.",
    "{2}{B}, Exile this card from your graveyard: You draw a card and you lose 2 life.",
    "When this creature dies, put it on top of its owner's library.",
    "Whenever this creature attacks, discard your hand, then draw 3 cards.",
    "Whenever this creature attacks, defending player exiles the top twenty cards of their "
    "library.",
    "Each opponent's maximum hand size is reduced by 1.",
    "That creature doesn't untap during its controller's next untap step.",
    "Return it to the battlefield under its owner's control at the beginning of the next end "
    "step.",
    "Whenever this creature deals combat damage to a player, that player mills 2 cards.",
    "Whenever this creature deals combat damage to a player, look at that player's hand.",
    "Whenever this creature deals combat damage to a player, that player skips their next "
    "combat phase.",
    "Whenever this creature deals combat damage to a player, create that many Treasure tokens.",
    # (a reflexive trigger of an ability outside combat goes on with it, 603.12)
    ("When this creature enters, put a +1/+1 counter on target creature. When you do, "
     "destroy up to one target creature."),
    "When this creature enters or transforms, tap target creature.",
])
def test_what_acts_only_off_the_battlefield_or_after_combat_is_no_warning(text: str) -> None:
    """Cards moving between hand, library, graveyard and exile, and what waits for the end
    step, change nothing in combat: neither compiled nor unmodelled."""
    found = compile_text(text, "Test")
    assert not found.abilities and not found.unmodelled and " ".join(found.rest) == text


@pytest.mark.parametrize("text", [
    "When this creature leaves the battlefield, return the exiled card to the battlefield "
    "under its owner's control.",
    "When this creature dies, each player returns a creature they control to its owner's "
    "hand.",
    "Whenever this creature attacks, it explores.",  # (a +1/+1 counter, or not: unknown)
    # (what it goes on to do after an effect outside combat)
    "Whenever this creature attacks, draw a card, then put it onto the battlefield.",
    "{T}: Search your library for a basic land card, put it onto the battlefield tapped, then "
    "shuffle.",
    # ("enters or dies": it may die in combat)
    "When this creature enters or dies, it explores.",
    # (a reflexive trigger of an ability in combat, 603.12)
    ("Whenever this creature attacks, you may pay {2}. When you do, target creature "
     "explores."),
])
def test_what_acts_on_the_board_stays_named(text: str) -> None:
    assert compile_text(text, "Test").unmodelled == [text]


def test_a_sentence_going_on_with_the_ability_before_joins_it() -> None:
    """Dream Trawler: "Discard a card: Dream Trawler gains hexproof until end of turn. Tap
    it." The second sentence is more of the same ability's effects."""
    found = compile_text("Discard a card: Dream Trawler gains hexproof until end of turn. Tap "
                         "it.", "Dream Trawler")
    assert [a["effects"] for a in found.abilities] == [[{"gains": ["hexproof"]}, {"tap": True}]]
    assert not found.unmodelled and found.abilities[0]["text"].endswith("Tap it.")


def test_it_after_a_trigger_with_another_creature_stays_unmodelled() -> None:
    # ("it" could be either creature: not joined)
    text = ("Whenever another creature you control attacks, it gets +1/+0 until end of turn. "
            "Tap it.")
    assert compile_text(text, "X").unmodelled == ["Tap it."]


def test_a_legendary_card_calls_itself_by_its_first_word(subtypes: dict[str, str]) -> None:
    """Kefnet the Mindful's "Kefnet can't attack or block unless you have seven or more cards
    in hand": a legendary card's first word is its short name; not a subtype's ("Sliver
    Overlord"), nor another card's, nor within another word."""
    kefnet = compile_text(
        "Kefnet can't attack or block unless you have seven or more cards in hand.",
        "Kefnet the Mindful", (), subtypes, legendary=True)
    assert [{k: v for k, v in a.items() if k != "text"} for a in kefnet.abilities] == [
        {'affects': 'it', 'gains': ["can't attack", "can't block"],
         'as_long_as': {'not': {'hand_at_least': 7}}}]
    assert kefnet.unmodelled == []
    plain = compile_text("Kefnet can't attack or block unless you have seven or more cards in "
                         "hand.", "Kefnet the Mindful", (), subtypes)
    assert plain.unmodelled  # (not legendary: no short name)
    overlord = compile_text("All Sliver creatures get +1/+1.", "Sliver Overlord", (),
                            subtypes, legendary=True)
    assert overlord.abilities[0]["affects"] == {"subtypes": ["Sliver"]}
    assert compile_text("Edgarville can't block.", "Edgar Markov", (), subtypes,
                        legendary=True).unmodelled == ["Edgarville can't block."]


def test_a_legendary_short_name_is_the_words_before_the_or_of() -> None:
    """Vial Smasher the Fierce calls itself "Vial Smasher", Daxos of Meletis "Daxos"."""
    from redzone.cards.text.sentences import short_name
    assert short_name("Vial Smasher the Fierce") == "Vial Smasher"
    assert short_name("Daxos of Meletis") == "Daxos"
    assert short_name("Edgar Markov") == "Edgar"
    assert [short_name(n) for n in ("Sliver Overlord", "The Ur-Dragon", "Isamaru, Hound of "
                                    "Konda", "Ragavan")] == [None] * 4


def test_juxtaposed_subtypes_are_each_of_them_and_left_unmodelled(
        subtypes: dict[str, str]) -> None:
    """"Eldrazi Spawn creatures you control get +2/+1" (Broodwarden) means creatures that are
    both; a filter's `subtypes` means any of them, so the sentence stays unmodelled rather
    than pump every Eldrazi."""
    found = compile_text("Eldrazi Spawn creatures you control get +2/+1.", "Broodwarden", (),
                         subtypes)
    assert found.abilities == [] and found.unmodelled == [
        "Eldrazi Spawn creatures you control get +2/+1."]


@pytest.mark.parametrize("text", [
    # (its counters: the dying creature's, which the vocabulary doesn't count or move)
    ("Whenever another creature you control dies, you gain life equal to the number of "
     "+1/+1 counters on it."),
    # (one still on the battlefield keeps them: "put" moves nothing)
    "Whenever another creature you control attacks, put its counters on target creature.",
])
def test_the_counters_of_another_creature_stay_unmodelled(text: str) -> None:
    assert compile_text(text, "X").unmodelled == [text]


def test_a_legendary_card_called_by_its_first_word_201_5c() -> None:
    """Only a legendary card's text shortens its name so (201.5c); a title isn't one."""
    text = "Whenever Edgar attacks, it gets +1/+1 until end of turn."
    assert not compile_text(text, "Edgar Markov", legendary=True).unmodelled
    assert compile_text(text, "Edgar Markov").unmodelled == [text]
    lord = "Whenever Lord attacks, it gets +1/+1 until end of turn."
    assert compile_text(lord, "Lord Skitter", legendary=True).unmodelled == [lord]
