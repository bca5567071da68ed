"""Triggered abilities on other objects' events and on dying, from real cards' oracle text:
"whenever a creature blocks", "a creature becomes blocked", "a creature attacks and isn't
blocked" (509.3a, 509.3c, 509.3g), "a creature attacks you", "... one of your opponents"
(508.3a), "a creature deals damage to you", "an opponent is dealt (noncombat) damage" (120.3),
"an opponent gains life" (119.10), "another creature you control enters while ..." (603.2),
"a creature you control with toughness 4 or greater dies", "when this creature dies during
combat" (506.1); the events that can't happen in a combat from a given board (playing a land,
cycling, a suspended card's time counters, a spell targeting) left out as such. Each table
case is compiled as tests/test_card_text.py does; each new event is resolved on a board."""

from __future__ import annotations

from typing import Any

import pytest

import redzone
from boards import board, creature
from card_cases import Case, assert_compiles
from redzone import EventType, Zone
from redzone.cards.text.compile import compile_text

CASES: list[Case] = [
    Case(
        'Balemurk Leech',
        ('Eerie — Whenever an enchantment you control enters and whenever you fully unlock a '
         'Room, each opponent loses 1 life.'),
        ['Eerie'], [], 1,
        [{'trigger': 'a permanent enters',
          'filter': {'types': ['enchantment'], 'controller': 'you'},
          'effects': [{'lose_life': 1, 'player': 'each opponent'}]}],
        [],
    ),
    Case(
        'Benalish Commander',
        ("Benalish Commander's power and toughness are each equal to the number of Soldiers you "
         "control.\nSuspend X—{X}{W}{W}. X can't be 0.\nWhenever a time counter is removed from "
         "this card while it's exiled, create a 1/1 white Soldier creature token."),
        ['Suspend'], [], 1,
        [],
        [],
    ),
    Case(
        'Bristlebane Battler',
        ('Trample, ward {2}\nThis creature enters with five -1/-1 counters on it.\nWhenever '
         'another creature you control enters while this creature has a -1/-1 counter on it, '
         'remove a -1/-1 counter from this creature.'),
        ['Trample', 'Ward'], ['trample', 'ward {2}'], 1,
        [{'trigger': 'a permanent enters',
          'filter': {'controller': 'you', 'other': True},
          'while': {'counters_at_least': 1, 'counter': '-1/-1'},
          'effects': [{'remove_counters': {'-1/-1': 1}}]}],
        [],
    ),
    Case(
        'Carnage Gladiator',
        ("Whenever a creature blocks, that creature's controller loses 1 life.\n{1}{B}{R}: "
         'Regenerate this creature.'),
        [], [], 1,
        [{'trigger': 'a creature blocks',
          'effects': [{'lose_life': 1, 'player': "that creature's controller"}]},
         {'cost': '{1}{B}{R}', 'effects': [{'regenerate': True}]}],
        [],
    ),
    Case(
        "Chandra's Spitfire",
        ('Flying\nWhenever an opponent is dealt noncombat damage, this creature gets +3/+0 until '
         'end of turn.'),
        ['Flying'], ['flying'], 1,
        [{'trigger': 'an opponent is dealt noncombat damage', 'effects': [{'pump': [3, 0]}]}],
        [],
    ),
    Case(
        'Dirtcowl Wurm',
        'Whenever an opponent plays a land, put a +1/+1 counter on this creature.',
        [], [], 1,
        [],
        [],
    ),
    Case(
        'Dread',
        ("Fear (This creature can't be blocked except by artifact creatures and/or black "
         'creatures.)\nWhenever a creature deals damage to you, destroy it.\nWhen Dread is put '
         "into a graveyard from anywhere, shuffle it into its owner's library."),
        ['Fear'], ['fear'], 1,
        [{'trigger': 'a creature deals damage to you',
          'effects': [{'destroy': True, 'to': 'that creature'}]}],
        [],
    ),
    Case(
        'Fleeting Aven',
        "Flying\nWhenever a player cycles a card, return this creature to its owner's hand.",
        ['Flying'], ['flying'], 1,
        [],
        [],
    ),
    Case(
        'Keleth, Sunmane Familiar',
        ('Whenever a commander you control attacks, put a +1/+1 counter on it.\nPartner (You can '
         'have two commanders if both have partner.)'),
        ['Partner'], [], 1,
        [{'trigger': 'a creature you control attacks',
          'filter': {'commander': True},
          'effects': [{'counters': {'+1/+1': 1}, 'to': 'that creature'}]}],
        [],
        legendary=True,
    ),
    Case(
        'Mikaeus, the Unhallowed',
        ("Intimidate (This creature can't be blocked except by artifact creatures and/or "
         'creatures that share a color with it.)\nWhenever a Human deals damage to you, destroy '
         'it.\nOther non-Human creatures you control get +1/+1 and have undying. (When a '
         'creature with undying dies, if it had no +1/+1 counters on it, return it to the '
         "battlefield under its owner's control with a +1/+1 counter on it.)"),
        ['Intimidate'], ['intimidate'], 1,
        [{'trigger': 'a creature deals damage to you',
          'filter': {'subtypes': ['Human']},
          'effects': [{'destroy': True, 'to': 'that creature'}]},
         {'affects': {'other': True, 'not_subtypes': ['Human'], 'controller': 'you'},
          'pump': [1, 1],
          'gains': ['undying']}],
        [],
        legendary=True,
    ),
    Case(
        'Mongrel Pack',
        'When this creature dies during combat, create four 1/1 green Dog creature tokens.',
        [], [], 1,
        [{'trigger': 'dies',
          'effects': [{'tokens': {'count': 4,
                                  'power': 1,
                                  'toughness': 1,
                                  'colors': ['green'],
                                  'subtypes': ['Dog'],
                                  'name': 'Dog'}}]}],
        [],
    ),
    Case(
        'Perimeter Captain',
        'Defender\nWhenever a creature you control with defender blocks, you may gain 2 life.',
        ['Defender'], ['defender'], 1,
        [{'trigger': 'a creature blocks',
          'filter': {'controller': 'you', 'keywords': ['defender']},
          'effects': [{'gain_life': 2}],
          'may': ''}],
        [],
    ),
    Case(
        'Sandcloud Harbinger',
        ('When Sandcloud Harbinger enters, conjure three cards named Sunscorched Desert into the '
         "top ten cards of each player's library at random.\nWhenever a player plays a Desert, "
         'that player draws a card and you gain 3 life.'),
        ['Conjure'], [], 1,
        [],
        [],
    ),
    Case(
        'Stinkdrinker Bandit',
        ('Prowl {1}{B} (You may cast this for its prowl cost if you dealt combat damage to a '
         'player this turn with a Goblin or Rogue.)\nWhenever a Rogue you control attacks and '
         "isn't blocked, it gets +2/+1 until end of turn."),
        ['Prowl'], [], 1,
        [{'trigger': "a creature attacks and isn't blocked",
          'filter': {'subtypes': ['Rogue'], 'controller': 'you'},
          'effects': [{'pump': [2, 1], 'to': 'that creature'}]}],
        [],
    ),
    Case(
        'Stoic Champion',
        'Whenever a player cycles a card, this creature gets +2/+2 until end of turn.',
        [], [], 1,
        [],
        [],
    ),
    Case(
        'War Elemental',
        ('When this creature enters, sacrifice it unless an opponent was dealt damage this '
         'turn.\nWhenever an opponent is dealt damage, put that many +1/+1 counters on this '
         'creature.'),
        [], [], 1,
        [{'trigger': 'an opponent is dealt damage',
          'effects': [{'counters': {'+1/+1': 'that much'}}]}],
        [],
    ),
    Case(
        'Wildfire Elemental',
        ('Whenever an opponent is dealt noncombat damage, creatures you control get +1/+0 until '
         'end of turn.'),
        [], [], 1,
        [{'trigger': 'an opponent is dealt noncombat damage',
          'effects': [{'pump': [1, 0], 'to': 'each creature you control'}]}],
        [],
    ),
    Case(
        'MacCready, Lamplight Mayor',
        ('Whenever a creature you control with power 2 or less attacks, it gains skulk until end '
         "of turn. (It can't be blocked by creatures with greater power.)\nWhenever a creature "
         'with power 4 or greater attacks you, its controller loses 2 life and you gain 2 life.'),
        [], [], 1,
        [{'trigger': 'a creature you control attacks',
          'filter': {'power_at_most': 2},
          'effects': [{'gains': ['skulk'], 'to': 'that creature'}]},
         {'trigger': 'a creature attacks you',
          'filter': {'power_at_least': 4},
          'effects': [{'lose_life': 2, 'player': "that creature's controller"},
                      {'gain_life': 2}]}],
        [],
        legendary=True,
    ),
    Case(
        'Pangosaur',
        "Whenever a player plays a land, return this creature to its owner's hand.",
        [], [], 1,
        [],
        [],
    ),
    Case(
        'Optimistic Scavenger',
        ('Eerie — Whenever an enchantment you control enters and whenever you fully unlock a '
         'Room, put a +1/+1 counter on target creature.'),
        ['Eerie'], [], 1,
        [{'trigger': 'a permanent enters',
          'filter': {'types': ['enchantment'], 'controller': 'you'},
          'effects': [{'counters': {'+1/+1': 1}, 'to': 'target creature'}]}],
        [],
    ),
    Case(
        'Infernal Phantom',
        ('Eerie — Whenever an enchantment you control enters and whenever you fully unlock a '
         'Room, this creature gets +2/+0 until end of turn.\nWhen this creature dies, it deals '
         'damage equal to its power to any target.'),
        ['Eerie'], [], 1,
        [{'trigger': 'a permanent enters',
          'filter': {'types': ['enchantment'], 'controller': 'you'},
          'effects': [{'pump': [2, 0]}]},
         {'trigger': 'dies', 'effects': [{'damage': 'its power', 'to': 'any target'}]}],
        [],
    ),

    Case(
        'Sultai Flayer',
        'Whenever a creature you control with toughness 4 or greater dies, you gain 4 life.',
        [], [], 1,
        [{'trigger': 'a creature dies',
          'filter': {'toughness_at_least': 4, 'controller': 'you'},
          'effects': [{'gain_life': 4}]}],
        [],
    ),
    Case(
        'Kheru Bloodsucker',
        ('Whenever a creature you control with toughness 4 or greater dies, each opponent loses '
         '2 life and you gain 2 life.\n{2}{B}, Sacrifice another creature: Put a +1/+1 counter '
         'on this creature.'),
        [], [], 1,
        [{'trigger': 'a creature dies',
          'filter': {'toughness_at_least': 4, 'controller': 'you'},
          'effects': [{'lose_life': 2, 'player': 'each opponent'}, {'gain_life': 2}]},
         {'cost': '{2}{B}, Sacrifice another creature',
          'effects': [{'counters': {'+1/+1': 1}}]}],
        [],
    ),
    Case(
        'Calculating Lich',
        'Menace\nWhenever a creature attacks one of your opponents, that player loses 1 life.',
        ['Menace'], ['menace'], 1,
        [{'trigger': 'a creature attacks one of your opponents',
          'effects': [{'lose_life': 1, 'player': 'that player'}]}],
        [],
    ),
    Case(
        'Gahiji, Honored One',
        ('Whenever a creature attacks one of your opponents or a planeswalker an opponent '
         'controls, that creature gets +2/+0 until end of turn.'),
        [], [], 1,
        [{'trigger': 'a creature attacks one of your opponents or a planeswalker an opponent '
                     'controls',
          'effects': [{'pump': [2, 0], 'to': 'that creature'}]}],
        [],
        legendary=True,
    ),
    Case(
        'Skyboon Evangelist',
        ('Flying\nWhen this creature enters, support 6. (Put a +1/+1 counter on each of up to '
         'six other target creatures.)\nWhenever a creature with a counter on it attacks one of '
         'your opponents, that creature gains flying until end of turn.'),
        ['Flying', 'Support'], ['flying'], 1,
        [{'trigger': 'a creature attacks one of your opponents',
          'filter': {'counter': 'any'},
          'effects': [{'gains': ['flying'], 'to': 'that creature'}]}],
        [],
    ),
    Case(
        'Soulblade Corrupter',
        ('Partner with Soulblade Renewer (When this creature enters, target player may put '
         'Soulblade Renewer into their hand from their library, then '
         'shuffle.)\nDeathtouch\nWhenever a creature with a +1/+1 counter on it attacks one of '
         'your opponents, that creature gains deathtouch until end of turn.'),
        ['Deathtouch', 'Partner', 'Partner with'], ['deathtouch'], 1,
        [{'trigger': 'a creature attacks one of your opponents',
          'filter': {'counter': '+1/+1'},
          'effects': [{'gains': ['deathtouch'], 'to': 'that creature'}]}],
        [],
    ),
    Case(
        'Kavu Predator',
        'Trample\nWhenever an opponent gains life, put that many +1/+1 counters on this creature.',
        ['Trample'], ['trample'], 1,
        [{'trigger': 'an opponent gains life',
          'effects': [{'counters': {'+1/+1': 'that much'}}]}],
        [],
    ),
    Case(
        'Genestealer Locus',
        ('Neurotraumal Rod — Whenever a creature attacks you, it gets -1/-0 until end of '
         'turn.\nWhenever a creature attacks one of your opponents, it gets +0/+1 until end of '
         'turn.'),
        ['Neurotraumal Rod'], [], 1,
        [{'trigger': 'a creature attacks you',
          'effects': [{'pump': [-1, 0], 'to': 'that creature'}]},
         {'trigger': 'a creature attacks one of your opponents',
          'effects': [{'pump': [0, 1], 'to': 'that creature'}]}],
        [],
    ),
    Case(
        'Venerated Rotpriest',
        ('Toxic 1 (Players dealt combat damage by this creature also get a poison '
         'counter.)\nWhenever a creature you control becomes the target of a spell, target '
         'opponent gets a poison counter.'),
        ['Toxic'], ['toxic 1'], 1,
        [],
        [],
    ),
    Case(
        'Silverfur Partisan',
        ('Trample\nWhenever a Wolf or Werewolf you control becomes the target of an instant or '
         'sorcery spell, create a 2/2 green Wolf creature token.'),
        ['Trample'], ['trample'], 1,
        [],
        [],
    ),
    Case(
        'Swarm Shambler',
        ('This creature enters with a +1/+1 counter on it.\nWhenever a creature you control with '
         'a +1/+1 counter on it becomes the target of a spell an opponent controls, create a 1/1 '
         'green Insect creature token.\n{1}, {T}: Put a +1/+1 counter on this creature.'),
        [], [], 1,
        [{'cost': '{1}, {T}', 'effects': [{'counters': {'+1/+1': 1}}]}],
        [],
    ),
    Case(
        'Palazzo Archers',
        ('Reach\nWhenever a creature with flying attacks you or a planeswalker you control, '
         'this creature deals damage equal to its power to that creature.'),
        ['Reach'], ['reach'], 1,
        [{'trigger': 'a creature attacks you or a planeswalker you control',
          'filter': {'keywords': ['flying']},
          'effects': [{'damage': 'its power', 'to': 'that creature'}]}],
        [],
    ),
    Case(
        'General Marhault Elsdragon',
        ('Whenever a creature you control becomes blocked, it gets +3/+3 until end of turn for '
         'each creature blocking it.'),
        [], [], 1,
        [{'trigger': 'a creature you control becomes blocked',
          'effects': [{'pump': [3, 3],
                       'to': 'that creature',
                       'for_blocking_that_creature': True}]}],
        [],
        legendary=True,
    ),
    Case(
        'Berserk Murlodont',
        ('Whenever a Beast becomes blocked, it gets +1/+1 until end of turn for each creature '
         'blocking it.'),
        [], [], 1,
        [{'trigger': 'a creature becomes blocked',
          'filter': {'subtypes': ['Beast']},
          'effects': [{'pump': [1, 1],
                       'to': 'that creature',
                       'for_blocking_that_creature': True}]}],
        [],
    ),
    Case(
        'Spined Sliver',
        ('Whenever a Sliver becomes blocked, that Sliver gets +1/+1 until end of turn for each '
         'creature blocking it.'),
        [], [], 1,
        [{'trigger': 'a creature becomes blocked',
          'filter': {'subtypes': ['Sliver']},
          'effects': [{'pump': [1, 1],
                       'to': 'that creature',
                       'for_blocking_that_creature': True}]}],
        [],
    ),
]



@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_card_text_compiles(case: Case) -> None:
    assert_compiles(case)


def _abilities(text: str, name: str = "Test", **subtypes: str) -> list[dict[str, Any]]:
    found = compile_text(text, name, (), subtypes)
    assert not found.unmodelled
    return found.abilities


def _triggered(r: redzone.Result, source: str) -> list[str | None]:
    return [e.permanent for e in r.events if e.type == EventType.TRIGGERED and e.source == source]


def test_carnage_gladiator_makes_each_blockers_controller_lose_life_509_3a() -> None:
    """"Whenever a creature blocks, that creature's controller loses 1 life.": once for each
    blocker, whoever controls it (the gladiator itself attacks and is blocked too)."""
    gladiator = _abilities("Whenever a creature blocks, that creature's controller loses 1 "
                           "life.")
    s = board([creature("glad", 4, 2, abilities=gladiator), creature("bear", 2, 2)],
              [creature("w1", 0, 4), creature("w2", 0, 4)], {"bear": "Bob", "glad": "Bob"},
              {"w1": "bear", "w2": "glad"})
    r = redzone.resolve(s)
    assert sorted(map(str, _triggered(r, "glad"))) == ["w1", "w2"]
    assert r.players["Bob"].life == 18 and r.players["Alice"].life == 20


def test_perimeter_captain_sees_only_its_controllers_blockers_with_defender() -> None:
    captain = _abilities("Whenever a creature you control with defender blocks, you may gain 2 "
                         "life.")
    s = board([creature("bear", 2, 2), creature("elf", 1, 1)],
              [creature("captain", 0, 4, "defender", abilities=captain),
               creature("wall", 0, 4, "defender"), creature("ogre", 3, 3)],
              {"bear": "Bob", "elf": "Bob"}, {"wall": "bear", "ogre": "elf"})
    r = redzone.resolve(s)
    assert _triggered(r, "captain") == ["wall"] and r.players["Bob"].life == 22


def test_a_rogue_that_isnt_blocked_gets_the_pump_509_3g() -> None:
    """Stinkdrinker Bandit: "Whenever a Rogue you control attacks and isn't blocked, it gets
    +2/+1 until end of turn." The blocked Rogue gets nothing."""
    bandit = _abilities("Whenever a Rogue you control attacks and isn't blocked, it gets +2/+1 "
                        "until end of turn.", Rogue="Rogue")
    s = board([creature("bandit", 2, 1, abilities=bandit, subtypes=["Goblin", "Rogue"]),
               creature("rogue", 2, 2, subtypes=["Rogue"])], [creature("wall", 0, 5)],
              {"bandit": "Bob", "rogue": "Bob"}, {"wall": "rogue"})
    r = redzone.resolve(s)
    assert _triggered(r, "bandit") == ["bandit"]
    assert r.players["Bob"].life == 20 - 4


def test_a_creature_becomes_blocked_whoever_controls_it_509_3c() -> None:
    """"Whenever a creature an opponent controls becomes blocked": the defender's ability
    sees the attacker it blocks."""
    watcher = _abilities("Whenever a creature an opponent controls becomes blocked, you gain 1 "
                         "life.")
    s = board([creature("bear", 2, 2), creature("elf", 1, 1)],
              [creature("watcher", 1, 1, abilities=watcher), creature("wall", 0, 4)],
              {"bear": "Bob", "elf": "Bob"}, {"wall": "bear"})
    r = redzone.resolve(s)
    assert _triggered(r, "watcher") == ["bear"] and r.players["Bob"].life == 20 + 1 - 1


def test_each_creature_blocking_that_creature_counts_its_own_blockers_509_1h() -> None:
    """General Marhault Elsdragon: "Whenever a creature you control becomes blocked, it gets
    +3/+3 until end of turn for each creature blocking it." The bear blocked by two walls gets
    +6/+6, the general (blocked by none) nothing."""
    general = _abilities("Whenever a creature you control becomes blocked, it gets +3/+3 until "
                         "end of turn for each creature blocking it.")
    s = board([creature("general", 4, 4, abilities=general), creature("bear", 2, 2)],
              [creature("w1", 0, 9), creature("w2", 0, 9)], {"bear": "Bob"},
              {"w1": "bear", "w2": "bear"})
    r = redzone.resolve(s)
    assert _triggered(r, "general") == ["bear"]
    assert (r.permanents["bear"].power, r.permanents["bear"].toughness) == (8, 8)
    assert r.permanents["general"].power == 4


def test_dread_destroys_the_creature_that_dealt_its_controller_damage_120_3() -> None:
    """"Whenever a creature deals damage to you, destroy it.": the unblocked bear; the ogre
    Dread blocks deals its controller none."""
    dread = _abilities("Whenever a creature deals damage to you, destroy it.")
    s = board([creature("bear", 2, 2), creature("ogre", 3, 7)],
              [creature("dread", 6, 6, abilities=dread)], {"bear": "Bob", "ogre": "Bob"},
              {"dread": "ogre"})
    r = redzone.resolve(s)
    assert _triggered(r, "dread") == ["bear"]
    assert r.permanents["bear"].zone == Zone.GRAVEYARD
    assert r.permanents["ogre"].zone == Zone.BATTLEFIELD


def test_war_elemental_counts_the_damage_its_opponent_is_dealt_at_once() -> None:
    """"Whenever an opponent is dealt damage, put that many +1/+1 counters on this creature.":
    the combat damage of a step is one event (510.2), its total "that many"; damage to its
    own controller doesn't trigger it."""
    war = _abilities("Whenever an opponent is dealt damage, put that many +1/+1 counters on "
                     "this creature.")
    s = board([creature("bear", 2, 2), creature("ogre", 3, 3), creature("war", 1, 1,
                                                                        abilities=war)],
              [], {"bear": "Bob", "ogre": "Bob"})
    r = redzone.resolve(s)
    assert _triggered(r, "war") == [None] and r.permanents["war"].counters == {"+1/+1": 5}
    s = board([creature("bear", 2, 2)], [creature("war", 1, 1, abilities=war)],
              {"bear": "Bob"})
    assert not _triggered(redzone.resolve(s), "war")


def test_chandras_spitfire_sees_noncombat_damage_only() -> None:
    """"Whenever an opponent is dealt noncombat damage, this creature gets +3/+0 until end of
    turn.": an attack trigger's 1 damage makes it a 4/3 before combat damage, which doesn't
    trigger it again."""
    spitfire = _abilities("Whenever an opponent is dealt noncombat damage, this creature gets "
                          "+3/+0 until end of turn.")
    pinger = _abilities("Whenever this creature attacks, it deals 1 damage to defending player.")
    s = board([creature("spitfire", 1, 3, "flying", abilities=spitfire),
               creature("pinger", 1, 1, abilities=pinger)], [],
              {"pinger": "Bob", "spitfire": "Bob"})
    r = redzone.resolve(s)
    assert _triggered(r, "spitfire") == [None]
    assert r.players["Bob"].life == 20 - 1 - 4 - 1


def test_a_creature_attacks_you_or_a_planeswalker_you_control_508_3a() -> None:
    """Slumbering Dragon counts the attackers of its controller and of their planeswalker;
    MacCready's "with power 4 or greater attacks you" only the ogre attacking its controller
    ("its controller loses 2 life": the attacker's)."""
    dragon = _abilities("Whenever a creature attacks you or a planeswalker you control, put a "
                        "+1/+1 counter on this creature.")
    mayor = _abilities("Whenever a creature with power 4 or greater attacks you, its controller "
                       "loses 2 life and you gain 2 life.")
    s = board([creature("bear", 2, 2), creature("ogre", 4, 4), creature("giant", 5, 5)],
              [creature("dragon", 3, 3, abilities=dragon), creature("mayor", 1, 3,
                                                                    abilities=mayor),
               {"id": "pw", "types": ["planeswalker"], "loyalty": 9}],
              {"bear": "Bob", "ogre": "Bob", "giant": "pw"})
    r = redzone.resolve(s)
    assert sorted(map(str, _triggered(r, "dragon"))) == ["bear", "giant", "ogre"]
    assert _triggered(r, "mayor") == ["ogre"]
    assert r.players["Alice"].life == 18 and r.players["Bob"].life == 20 + 2 - 6


def test_reluctant_dounguard_sheds_a_counter_as_a_token_enters_while_it_has_one() -> None:
    """"Whenever another creature you control enters while this creature has a -1/-1 counter
    on it, remove a -1/-1 counter from this creature." (603.2: asked as it enters): a token
    made in combat."""
    dounguard = _abilities("Whenever another creature you control enters while this creature "
                           "has a -1/-1 counter on it, remove a -1/-1 counter from this "
                           "creature.")
    maker = _abilities("Whenever this creature attacks, create a 1/1 white Soldier creature "
                       "token.", Soldier="Soldier")
    s = board([creature("dounguard", 4, 4, abilities=dounguard, counters={"-1/-1": 1}),
               creature("maker", 1, 1, abilities=maker)], [], {"maker": "Bob"})
    r = redzone.resolve(s)
    assert len(_triggered(r, "dounguard")) == 1
    assert not r.permanents["dounguard"].counters


def test_sultai_flayer_counts_toughness_as_the_creature_last_existed_603_10a() -> None:
    """"Whenever a creature you control with toughness 4 or greater dies, you gain 4 life.":
    the 2/4 wall that dies counts, the 2/2 bear doesn't."""
    flayer = _abilities("Whenever a creature you control with toughness 4 or greater dies, you "
                        "gain 4 life.")
    s = board([creature("ogre", 5, 5), creature("giant", 4, 4)],
              [creature("flayer", 3, 4, abilities=flayer), creature("wall", 2, 4),
               creature("bear", 2, 2)],
              {"ogre": "Bob", "giant": "Bob"}, {"wall": "ogre", "bear": "giant"})
    r = redzone.resolve(s)
    assert _triggered(r, "flayer") == ["wall"] and r.players["Bob"].life == 24


def test_a_creature_attacks_one_of_your_opponents_in_a_game_of_three_508_3a() -> None:
    """Carol's Calculating Lich ("that player loses 1 life") sees the bear attack Bob, not the
    elf attacking Carol nor the ogre attacking Bob's planeswalker; Gahiji ("... or a
    planeswalker an opponent controls, that creature gets +2/+0") sees the bear and the ogre."""
    lich = _abilities("Whenever a creature attacks one of your opponents, that player loses 1 "
                      "life.")
    gahiji = _abilities("Whenever a creature attacks one of your opponents or a planeswalker an "
                        "opponent controls, that creature gets +2/+0 until end of turn.")
    s = board([creature("bear", 2, 2), creature("elf", 1, 1), creature("ogre", 3, 3)],
              [{"id": "pw", "types": ["planeswalker"], "loyalty": 9}],
              {"bear": "Bob", "elf": "Carol", "ogre": "pw"},
              carol=[creature("lich", 1, 1, abilities=lich),
                     creature("gahiji", 4, 4, abilities=gahiji)])
    r = redzone.resolve(s)
    assert _triggered(r, "lich") == ["bear"]
    assert sorted(map(str, _triggered(r, "gahiji"))) == ["bear", "ogre"]
    assert r.players["Bob"].life == 20 - 1 - 4 and r.players["Carol"].life == 19


def test_kavu_predator_grows_as_an_opponent_gains_life_119_10() -> None:
    """"Whenever an opponent gains life, put that many +1/+1 counters on this creature.": the
    attacker's lifelink; its own controller's life gain doesn't count."""
    kavu = _abilities("Whenever an opponent gains life, put that many +1/+1 counters on this "
                      "creature.")
    s = board([creature("bear", 2, 2, "lifelink")], [creature("kavu", 1, 1, abilities=kavu)],
              {"bear": "Bob"})
    r = redzone.resolve(s)
    assert _triggered(r, "kavu") == [None] and r.permanents["kavu"].counters == {"+1/+1": 2}
    s = board([creature("bear", 2, 2, "lifelink"), creature("kavu", 1, 1, abilities=kavu)], [],
              {"bear": "Bob"})
    assert not _triggered(redzone.resolve(s), "kavu")


def test_each_creature_blocking_that_creature_stays_unmodelled() -> None:
    """"... it deals 4 damage to each creature blocking it": "it" is that creature, whose
    blockers `each creature blocking it` (the source's) doesn't name."""
    text = ("Whenever another Goblin you control becomes blocked, it deals 4 damage to each "
            "creature blocking it.")
    assert compile_text(text, "Test", (), {"Goblin": "Goblin"}).unmodelled == [text]
