"""Real cards' triggered abilities on their own attacks and blocks, and on combat: "Whenever
~ attacks, you may sacrifice a Blood token. If you do, ...", "put a -1/-1 counter on it at
end of combat" (a delayed triggered ability, 603.7a), "destroy both creatures", "create that
many ... tokens" after "whenever you attack with one or more ...", an intervening "if" before
an effect that acts only after combat; a table of cards (each with its oracle text, the
keywords, blocking and abilities expected, and what is left unmodelled), then concrete boards
showing the cards do what their text says."""

from __future__ import annotations

from typing import Any

import pytest

import redzone
from boards import board, creature
from card_cases import Case, assert_compiles
from redzone import EventType, Zone
from redzone.cards.text.compile import compile_text
from redzone.core.errors import ScenarioError
from redzone.render.sentences import sentence

CASES: list[Case] = [
    Case(
        'Bloodcrazed Socialite',
        ("Menace\nWhen this creature enters, create a Blood token. (It's an artifact with "
         '"{1}, {T}, Discard a card, Sacrifice this token: Draw a card.")\nWhenever this '
         'creature attacks, you may sacrifice a Blood token. If you do, it gets +2/+2 until '
         'end of turn.'),
        ['Menace'],
        ['menace'],
        1,
        [{'trigger': 'attacks',
          'effects': [{'pump': [2, 2]}],
          'may': 'sacrifice a Blood token'}],
        [],
    ),
    Case(
        'Wedding Security',
        ('Whenever this creature attacks, you may sacrifice a Blood token. If you do, put a '
         '+1/+1 counter on this creature and draw a card.'),
        [],
        [],
        1,
        [{'trigger': 'attacks',
          'effects': [{'counters': {'+1/+1': 1}}, {'draw': 1}],
          'may': 'sacrifice a Blood token'}],
        [],
    ),
    Case(
        'Redcap Raiders',
        ('Whenever this creature attacks, you may tap an untapped non-Human creature you '
         'control. If you do, this creature gets +1/+1 and gains trample until end of turn.'),
        [],
        [],
        1,
        [{'trigger': 'attacks',
          'effects': [{'pump': [1, 1], 'gains': ['trample']}],
          'may': 'tap an untapped non-Human creature you control'}],
        [],
    ),
    Case(
        'Tidal Terror',
        ('Whenever this creature attacks, you may tap two other untapped creatures you '
         "control. If you do, this creature can't be blocked this turn.\nIslandcycling {2} "
         '({2}, Discard this card: Search your library for an Island card, reveal it, put it '
         'into your hand, then shuffle.)'),
        ['Cycling', 'Islandcycling', 'Landcycling', 'Typecycling'],
        [],
        1,
        [{'trigger': 'attacks',
          'effects': [{'gains': ["can't be blocked"]}],
          'may': 'tap two other untapped creatures you control'}],
        [],
    ),
    Case(
        'Spectral Bears',
        ('Whenever this creature attacks, if defending player controls no black nontoken '
         "permanents, it doesn't untap during your next untap step."),
        [],
        [],
        1,
        [],
        [],
    ),
    Case(
        'Spectral Force',
        ('Trample\nWhenever this creature attacks, if defending player controls no black '
         "permanents, it doesn't untap during your next untap step."),
        ['Trample'],
        ['trample'],
        1,
        [],
        [],
    ),
    Case(
        'Wicker Warcrawler',
        ('Whenever this creature attacks or blocks, put a -1/-1 counter on it at end of '
         'combat.'),
        [],
        [],
        1,
        [{'trigger': 'attacks', 'effects': [{'counters': {'-1/-1': 1}, 'at': 'end of combat'}]},
         {'trigger': 'blocks', 'effects': [{'counters': {'-1/-1': 1}, 'at': 'end of combat'}]}],
        [],
    ),
    Case(
        'Frostweb Spider',
        ('Reach (This creature can block creatures with flying.)\nWhenever this creature '
         'blocks a creature with flying, put a +1/+1 counter on this creature at end of '
         'combat.'),
        ['Reach'],
        ['reach'],
        1,
        [{'trigger': 'blocks a creature',
          'filter': {'keywords': ['flying']},
          'effects': [{'counters': {'+1/+1': 1}, 'at': 'end of combat'}]}],
        [],
    ),
    Case(
        'Sawtooth Ogre',
        ('Whenever this creature blocks or becomes blocked by a creature, this creature '
         'deals 1 damage to that creature at end of combat.'),
        [],
        [],
        1,
        [{'trigger': 'blocks a creature',
          'effects': [{'damage': 1, 'to': 'that creature', 'at': 'end of combat'}]},
         {'trigger': 'becomes blocked by a creature',
          'effects': [{'damage': 1, 'to': 'that creature', 'at': 'end of combat'}]}],
        [],
    ),
    Case(
        'Loyal Sentry',
        'When this creature blocks a creature, destroy that creature and this creature.',
        [],
        [],
        1,
        [{'trigger': 'blocks a creature',
          'effects': [{'destroy': True, 'to': 'that creature'}, {'destroy': True}]}],
        [],
    ),
    Case(
        'Alaborn Zealot',
        'When this creature blocks a creature, destroy both creatures.',
        [],
        [],
        1,
        [{'trigger': 'blocks a creature',
          'effects': [{'destroy': True, 'to': 'that creature'}, {'destroy': True}]}],
        [],
    ),
    Case(
        'Skyrider Patrol',
        ('Flying\nAt the beginning of combat on your turn, you may pay {G}{U}. When you do, '
         'put a +1/+1 counter on another target creature you control, and that creature '
         'gains flying until end of turn.'),
        ['Flying'],
        ['flying'],
        1,
        [{'trigger': 'beginning of combat',
          'effects': [{'counters': {'+1/+1': 1},
                       'to': 'target creature',
                       'target': {'controller': 'you', 'other': True}},
                      {'gains': ['flying'],
                       'to': 'target creature',
                       'target': {'controller': 'you', 'other': True}}],
          'may': 'pay {G}{U}'}],
        [],
    ),
    Case(
        'Lulu, Inspiring Hollyphant',
        ('Flying\nWhenever you attack with one or more other creatures with flying, create '
         'that many 1/1 white Soldier creature tokens that are tapped and attacking.'),
        ['Flying'],
        ['flying'],
        1,
        [{'trigger': 'you attack',
          'filter': {'other': True, 'keywords': ['flying']},
          'effects': [{'tokens': {'count': 'that much',
                                  'power': 1,
                                  'toughness': 1,
                                  'colors': ['white'],
                                  'subtypes': ['Soldier'],
                                  'name': 'Soldier',
                                  'attacking': True}}]}],
        [],
        legendary=True,
    ),
    Case(
        'Lulu, Vengeful Hollyphant',
        ('Flying\nWhenever you attack with one or more other creatures with flying, each '
         'opponent loses that much life and you gain that much life.'),
        ['Flying'],
        ['flying'],
        1,
        [{'trigger': 'you attack',
          'filter': {'other': True, 'keywords': ['flying']},
          'effects': [{'lose_life': 'that much', 'player': 'each opponent'},
                      {'gain_life': 'that much'}]}],
        [],
        legendary=True,
    ),
    Case(
        "Aang and La, Ocean's Fury",
        ('Reach, trample\nWhenever Aang and La attack, put a +1/+1 counter on each tapped '
         'creature you control.'),
        ['Airbend', 'Flash', 'Flying', 'Reach', 'Trample', 'Transform', 'Waterbend'],
        ['reach', 'trample'],
        1,
        [{'trigger': 'attacks',
          'effects': [{'counters': {'+1/+1': 1},
                       'each': {'tapped': True, 'controller': 'you'}}]}],
        [],
        legendary=True,
    ),
    Case(
        'Lulu, Wild Hollyphant',
        ('Flying\nWhenever you attack with one or more other creatures with flying, those '
         'creatures get +2/+2 until end of turn.'),
        ['Flying'],
        ['flying'],
        1,
        [{'trigger': 'you attack',
          'filter': {'other': True, 'keywords': ['flying']},
          'effects': [{'pump': [2, 2], 'to': 'those creatures'}]}],
        [],
        legendary=True,
    ),
    Case(
        'Angelic Guardian',
        ("Flying (This creature can't be blocked except by creatures with flying or "
         'reach.)\nWhenever one or more creatures you control attack, they gain '
         'indestructible until end of turn. (Damage and effects that say "destroy" don\'t '
         'destroy them.)'),
        ['Flying'],
        ['flying'],
        1,
        [{'trigger': 'you attack',
          'effects': [{'gains': ['indestructible'], 'to': 'those creatures'}]}],
        [],
    ),
    Case(
        'Vrestin, Menoptra Leader',
        ('Flying\nVrestin enters with X +1/+1 counters on it.\nWhen Vrestin enters, create X '
         '1/1 green and white Alien Insect creature tokens with flying.\nWhenever you attack '
         'with one or more Insects, put a +1/+1 counter on each of them.'),
        ['Flying'],
        ['flying'],
        1,
        [{'trigger': 'you attack',
          'filter': {'subtypes': ['Insect']},
          'effects': [{'counters': {'+1/+1': 1}, 'to': 'those creatures'}]}],
        [],
        legendary=True,
    ),
    Case(
        'Takenuma Bleeder',
        ("Whenever this creature attacks or blocks, you lose 1 life if you don't control a "
         'Demon.'),
        [],
        [],
        1,
        [{'trigger': 'attacks',
          'effects': [{'lose_life': 1, 'player': 'you'}],
          'only_if': {'not': {'you_control': {'subtypes': ['Demon']}}}},
         {'trigger': 'blocks',
          'effects': [{'lose_life': 1, 'player': 'you'}],
          'only_if': {'not': {'you_control': {'subtypes': ['Demon']}}}}],
        [],
    ),
    Case(
        'Scalestorm Summoner',
        ('Whenever this creature attacks, create a 3/1 red Dinosaur creature token if you '
         'control a creature with power 4 or greater.'),
        [],
        [],
        1,
        [{'trigger': 'attacks',
          'effects': [{'tokens': {'count': 1,
                                  'power': 3,
                                  'toughness': 1,
                                  'colors': ['red'],
                                  'subtypes': ['Dinosaur'],
                                  'name': 'Dinosaur'}}],
          'only_if': {'you_control': {'power_at_least': 4}}}],
        [],
    ),
    Case(
        'Grunn, the Lonely King',
        ('Kicker {3} (You may pay an additional {3} as you cast this spell.)\nIf Grunn was '
         'kicked, it enters with five +1/+1 counters on it.\nWhenever Grunn attacks alone, '
         'double its power and toughness until end of turn.'),
        ['Double', 'Kicker'],
        [],
        1,
        [{'trigger': 'attacks alone', 'effects': [{'double': 'power and toughness'}]}],
        [],
        legendary=True,
    ),
    Case(
        'Mr. Orfeo, the Boulder',
        "Whenever you attack, double target creature's power until end of turn.",
        ['Double'],
        [],
        1,
        [{'trigger': 'you attack', 'effects': [{'double': 'power', 'to': 'target creature'}]}],
        [],
        legendary=True,
    ),
    Case(
        'Thrakkus the Butcher',
        ('Trample\nWhenever Thrakkus attacks, double the power of each Dragon you control '
         'until end of turn.'),
        ['Double', 'Trample'],
        ['trample'],
        1,
        [{'trigger': 'attacks',
          'effects': [{'double': 'power',
                       'each': {'subtypes': ['Dragon'], 'controller': 'you'}}]}],
        [],
        legendary=True,
    ),
    Case(
        'Wolverine, Claws Out',
        ("You may have Wolverine assign his combat damage as though he weren't "
         'blocked.\nWhenever a Mutant you control attacks, double its power until end of '
         'turn.'),
        ['Double'],
        [],
        1,
        [{'trigger': 'a creature you control attacks',
          'filter': {'subtypes': ['Mutant']},
          'effects': [{'double': 'power', 'to': 'that creature'}]}],
        ["You may have Wolverine assign his combat damage as though he weren't blocked."],
        legendary=True,
    ),
    Case(
        'Reckless Amplimancer',
        "{4}{G}: Double this creature's power and toughness until end of turn.",
        ['Double'],
        [],
        1,
        [{'cost': '{4}{G}', 'effects': [{'double': 'power and toughness'}]}],
        [],
    ),
    Case(
        'Siege Dragon',
        ('Flying\nWhen this creature enters, destroy all Walls your opponents '
         'control.\nWhenever this creature attacks, if defending player controls no Walls, '
         'it deals 2 damage to each creature without flying that player controls.'),
        ['Flying'],
        ['flying'],
        1,
        [{'trigger': 'attacks',
          'effects': [{'damage': 2,
                       'each': {'not_keywords': ['flying'], 'controller': 'defending player'}}],
          'if': {'not': {'defending_player_controls': {'subtypes': ['Wall']}}}}],
        [],
    ),
    Case(
        'Adeline, Resplendent Cathar',
        ("Vigilance\nAdeline's power is equal to the number of creatures you "
         'control.\nWhenever you attack, for each opponent, create a 1/1 white Human '
         "creature token that's tapped and attacking that player or a planeswalker they "
         'control.'),
        ['Vigilance'],
        ['vigilance'],
        1,
        [{'trigger': 'you attack',
          'effects': [{'tokens': {'count': 1,
                                  'power': 1,
                                  'toughness': 1,
                                  'colors': ['white'],
                                  'subtypes': ['Human'],
                                  'name': 'Human',
                                  'attacking': True,
                                  'each_opponent': True}}]}],
        [],
        legendary=True,
    ),
    Case(
        'Stampede Surfer',
        ('Haste\nWhenever this creature attacks, for each opponent, you create a 2/2 green '
         "Boar creature token that's tapped and attacking that opponent."),
        ['Haste'],
        ['haste'],
        1,
        [{'trigger': 'attacks',
          'effects': [{'tokens': {'count': 1,
                                  'power': 2,
                                  'toughness': 2,
                                  'colors': ['green'],
                                  'subtypes': ['Boar'],
                                  'name': 'Boar',
                                  'attacking': True,
                                  'each_opponent': True}}]}],
        [],
    ),
    Case(
        'Guardian of the Gateless',
        ('Flying\nThis creature can block any number of creatures.\nWhenever this creature '
         "blocks, it gets +1/+1 until end of turn for each creature it's blocking."),
        ['Flying'],
        ['flying'],
        None,
        [{'trigger': 'blocks',
          'effects': [{'pump': [1, 1], 'for_each': {'blocked_by_it': True}}]}],
        [],
    ),
    Case(
        'Triceraton Commander',
        ('Flying\nWhenever this creature attacks, Dinosaurs you control other than this '
         'creature get +1/+1 and gain flying until end of turn.\nWhen this creature enters, '
         'create X 2/2 white Dinosaur Soldier creature tokens.'),
        ['Flying'],
        ['flying'],
        1,
        [{'trigger': 'attacks',
          'effects': [{'pump': [1, 1],
                       'gains': ['flying'],
                       'each': {'subtypes': ['Dinosaur'],
                                'controller': 'you',
                                'other': True}}]}],
        [],
    ),
    Case(
        'Steel Seraph',
        ('Prototype {1}{W}{W} — 3/3 (You may cast this spell with different mana cost, '
         'color, and size. It keeps its abilities and types.)\nFlying\nAt the beginning of '
         'combat on your turn, target creature you control gains your choice of flying, '
         'vigilance, or lifelink until end of turn.'),
        ['Flying', 'Prototype', 'Vigilance'],
        ['flying'],
        1,
        [{'trigger': 'beginning of combat',
          'effects': [{'gains_one_of': ['flying', 'vigilance', 'lifelink'],
                       'to': 'target creature',
                       'target': {'controller': 'you'}}]}],
        [],
    ),
    Case(
        'Manifold Mouse',
        ('Offspring {2} (You may pay an additional {2} as you cast this spell. If you do, '
         'when this creature enters, create a 1/1 token copy of it.)\nAt the beginning of '
         'combat on your turn, target Mouse you control gains your choice of double strike '
         'or trample until end of turn.'),
        ['Offspring'],
        [],
        1,
        [{'trigger': 'beginning of combat',
          'effects': [{'gains_one_of': ['double strike', 'trample'],
                       'to': 'target creature',
                       'target': {'controller': 'you', 'subtypes': ['Mouse']}}]}],
        [],
    ),
]



@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_card_text_compiles(case: Case) -> None:
    assert_compiles(case)


# --- the cards on a board ------------------------------------------------------------------

def _ability(text: str) -> list[dict[str, Any]]:
    """The abilities the compiler makes of `text` (a card called Xyzzy)."""
    found = compile_text(text, "Xyzzy", (), {"Soldier": "Soldier", "Soldiers": "Soldier",
                                            "Insect": "Insect", "Insects": "Insect"})
    assert not found.unmodelled, found.unmodelled
    return [{k: v for k, v in a.items() if k != "text"} for a in found.abilities]


WICKER = _ability("Whenever this creature attacks or blocks, put a -1/-1 counter on it at end "
                  "of combat.")
SAWTOOTH = _ability("Whenever this creature blocks or becomes blocked by a creature, this "
                    "creature deals 1 damage to that creature at end of combat.")


def test_wicker_warcrawler_gets_its_counter_as_combat_ends() -> None:
    """603.7a: the ability creates a delayed triggered ability as it resolves; the counter is
    put on it in the end of combat step (511.2), after combat damage."""
    s = board([creature("wicker", 6, 6, abilities=WICKER)], [creature("bear", 2, 2)],
              {"wicker": "Bob"}, {"bear": "wicker"})
    r = redzone.resolve(s)
    delayed = next(e for e in r.events if e.type == EventType.DELAYED)
    assert (delayed.rule, delayed.permanent) == ("603.7a", "wicker")
    last = r.steps[-1]
    assert "end of combat" in last.name
    assert [(e.type, e.permanent, e.amount) for e in last.events
            if e.type == EventType.COUNTERS] == [(EventType.COUNTERS, "wicker", 1)]
    assert r.permanents["wicker"].counters == {"-1/-1": 1}
    assert (r.permanents["wicker"].power, r.permanents["wicker"].toughness) == (5, 5)
    assert sentence(delayed, s.board) == ("wicker's ability will put 1 -1/-1 counter on wicker "
                                          "at end of combat (603.7a)")


def test_sawtooth_ogre_deals_its_damage_as_combat_ends() -> None:
    """Sawtooth Ogre blocks a 1/4: combat damage leaves it 3 damage; the delayed ability's 1
    damage at end of combat is lethal (704.5g)."""
    s = board([creature("wall", 1, 4)], [creature("ogre", 3, 3, abilities=SAWTOOTH)],
              {"wall": "Bob"}, {"ogre": "wall"})
    r = redzone.resolve(s)
    last = r.steps[-1]
    assert [(e.type, e.source, e.target, e.amount) for e in last.events
            if e.type == EventType.DAMAGE] == [(EventType.DAMAGE, "ogre", "wall", 1)]
    assert r.permanents["wall"].zone == Zone.GRAVEYARD


def test_a_delayed_counter_does_nothing_to_a_creature_gone_by_end_of_combat() -> None:
    """603.7c: the delayed ability acts on that object; Wicker Warcrawler killed in combat
    is not there to get its counter."""
    s = board([creature("wicker", 6, 6, abilities=WICKER)], [creature("giant", 7, 7)],
              {"wicker": "Bob"}, {"giant": "wicker"})
    r = redzone.resolve(s)
    assert r.permanents["wicker"].zone == Zone.GRAVEYARD
    assert not [e for e in r.steps[-1].events if e.type == EventType.COUNTERS]


def test_loyal_sentry_destroys_the_attacker_and_itself() -> None:
    """Loyal Sentry: "When this creature blocks a creature, destroy that creature and this
    creature." Both are destroyed before combat damage (701.8a)."""
    sentry = _ability("When this creature blocks a creature, destroy that creature and this "
                      "creature.")
    s = board([creature("giant", 7, 7)], [creature("sentry", 1, 1, abilities=sentry)],
              {"giant": "Bob"}, {"sentry": "giant"})
    r = redzone.resolve(s)
    assert r.permanents["giant"].zone == Zone.GRAVEYARD
    assert r.permanents["sentry"].zone == Zone.GRAVEYARD
    assert [e.permanent for e in r.events if e.type == EventType.DESTROYED] == ["giant",
                                                                                 "sentry"]
    assert r.players["Bob"].life == 20


def test_lulu_makes_as_many_attacking_soldiers_as_other_fliers_attack() -> None:
    """Lulu, Inspiring Hollyphant: "Whenever you attack with one or more other creatures with
    flying, create that many 1/1 white Soldier creature tokens that are tapped and
    attacking." Two other fliers attack (a ground creature and Lulu herself don't count):
    two tokens, once (508.3d)."""
    lulu = _ability("Whenever you attack with one or more other creatures with flying, create "
                    "that many 1/1 white Soldier creature tokens that are tapped and attacking.")
    s = board([creature("lulu", 2, 4, "flying", abilities=lulu),
               creature("bird", 1, 1, "flying"), creature("drake", 2, 2, "flying"),
               creature("bear", 2, 2)], [],
              {"lulu": "Bob", "bird": "Bob", "drake": "Bob", "bear": "Bob"})
    r = redzone.resolve(s)
    made = [e.permanent for e in r.events if e.type == EventType.TOKEN]
    assert made == ["lulu-soldier", "lulu-soldier-2"]
    assert r.players["Bob"].life == 20 - (2 + 1 + 2 + 2 + 1 + 1)


def test_lulu_drains_that_much_life() -> None:
    vengeful = _ability("Whenever you attack with one or more other creatures with flying, each "
                        "opponent loses that much life and you gain that much life.")
    s = board([creature("lulu", 2, 4, "flying", abilities=vengeful),
               creature("bird", 1, 1, "flying")], [], {"bird": "Bob"})
    r = redzone.resolve(s)
    assert (r.players["Alice"].life, r.players["Bob"].life) == (21, 20 - 1 - 1)


def test_redcap_raiders_taps_a_non_human() -> None:
    """Redcap Raiders: "you may tap an untapped non-Human creature you control. If you do,
    this creature gets +1/+1 and gains trample until end of turn." The Human can't pay."""
    raiders = _ability("Whenever this creature attacks, you may tap an untapped non-Human "
                       "creature you control. If you do, this creature gets +1/+1 and gains "
                       "trample until end of turn.")
    s = board([creature("raiders", 3, 2, abilities=raiders),
               creature("squire", 1, 1, subtypes=["Human"]),
               creature("goblin", 1, 1, subtypes=["Goblin"])], [creature("bear", 2, 2)],
              {"raiders": "Bob"}, {"bear": "raiders"}, may={"raiders": True})
    r = redzone.resolve(s)
    assert r.permanents["goblin"].tapped and not r.permanents["squire"].tapped
    assert r.players["Bob"].life == 20 - 2  # 4/3 trample over a 2/2


def test_bloodcrazed_socialite_sacrifices_a_blood_token_not_a_blood_card() -> None:
    """"You may sacrifice a Blood token": a token (111.1) with the subtype; the file marks
    it `token: true`."""
    socialite = _ability("Whenever this creature attacks, you may sacrifice a Blood token. If "
                         "you do, it gets +2/+2 until end of turn.")
    blood = {"id": "blood", "types": ["artifact"], "subtypes": ["Blood"], "token": True}
    s = board([creature("socialite", 3, 3, abilities=socialite), blood], [],
              {"socialite": "Bob"}, may={"socialite": True})
    r = redzone.resolve(s)
    assert r.permanents["blood"].zone == Zone.GRAVEYARD
    assert r.players["Bob"].life == 20 - 5
    card = {**blood, "token": False}
    s = board([creature("socialite", 3, 3, abilities=socialite), card], [],
              {"socialite": "Bob"}, may={"socialite": True})
    r = redzone.resolve(s)
    assert r.permanents["blood"].zone == Zone.BATTLEFIELD
    assert r.players["Bob"].life == 20 - 3
    assert redzone.from_dict(redzone.to_dict(s)).board == s.board  # (`token` written back)


def test_only_an_effect_on_creatures_waits_for_end_of_combat() -> None:
    bad = [{"trigger": "attacks", "effects": [{"damage": 1, "player": "defending player",
                                               "at": "end of combat"}]}]
    with pytest.raises(ScenarioError, match="at"):
        board([creature("x", abilities=bad)], [], {"x": "Bob"})


def test_vrestin_puts_a_counter_on_each_insect_that_attacked() -> None:
    """Vrestin, Menoptra Leader: "Whenever you attack with one or more Insects, put a +1/+1
    counter on each of them." Those are the Insects declared as attackers (508.3d), not the
    Bear beside them, nor the Insect that stays home."""
    vrestin = _ability("Whenever you attack with one or more Insects, put a +1/+1 counter on "
                       "each of them.")
    s = board([creature("vrestin", 0, 0, counters={"+1/+1": 1}, abilities=vrestin),
               creature("ant", 1, 1, subtypes=["Insect"]),
               creature("bee", 1, 1, subtypes=["Insect"]),
               creature("home", 1, 1, subtypes=["Insect"]), creature("bear", 2, 2)], [],
              {"ant": "Bob", "bee": "Bob", "bear": "Bob"})
    r = redzone.resolve(s)
    assert [e.permanent for e in r.events if e.type == EventType.COUNTERS] == ["ant", "bee"]
    assert r.players["Bob"].life == 20 - (2 + 2 + 2)


def test_angelic_guardian_makes_the_attackers_indestructible() -> None:
    guardian = _ability("Whenever one or more creatures you control attack, they gain "
                        "indestructible until end of turn.")
    s = board([creature("guardian", 5, 5, "flying", abilities=guardian), creature("bear", 2, 2)],
              [creature("giant", 5, 5)], {"bear": "Bob"}, {"giant": "bear"})
    r = redzone.resolve(s)
    assert r.permanents["bear"].zone == Zone.BATTLEFIELD
    assert r.permanents["guardian"].zone == Zone.BATTLEFIELD


def test_those_creatures_need_an_event_that_counts_them() -> None:
    bad = [{"trigger": "attacks", "effects": [{"pump": [1, 1], "to": "those creatures"}]}]
    with pytest.raises(ScenarioError, match="those creatures"):
        board([creature("x", abilities=bad)], [], {"x": "Bob"})


MAW = _ability("Whenever this creature attacks, it gains trample until end of turn if its power "
               "is 10 or greater.")


@pytest.mark.parametrize("pumped", [True, False])
def test_witch_maw_asks_its_power_as_the_ability_resolves(pumped: bool) -> None:
    """Witch-Maw Nephilim: "... it gains trample until end of turn if its power is 10 or
    greater." The condition is its effect's, asked as it resolves (608.2c), not as it
    triggers (603.4): an 8/8 pumped to 10/10 by an attack trigger resolving first tramples
    over its 1/1 blocker."""
    chief = [{"trigger": "attacks", "effects": [{"pump": [2, 2],
                                                 "to": "each other attacking creature"}]}]
    alice = [creature("chief", 1, 1, abilities=chief)] if pumped else []
    s = board([*alice, creature("maw", 8, 8, abilities=MAW)], [creature("chump", 1, 1)],
              {**({"chief": "Bob"} if pumped else {}), "maw": "Bob"}, {"chump": "maw"})
    r = redzone.resolve(s)
    assert r.players["Bob"].life == (20 - 9 - 1 if pumped else 20)
    assert any(e.type == EventType.PUMPED and e.source == "maw" for e in r.events) == pumped


def test_doubling_adds_each_creatures_own_power_negative_or_not() -> None:
    """Zopandrel, Hunger Dominus: "At the beginning of each combat, double the power and
    toughness of each creature you control until end of turn." Each gets +X/+Y, X its power
    and Y its toughness as the ability resolves (701.10b); a -1/2 gets -1/+2 (701.10c)."""
    zopandrel = _ability("At the beginning of each combat, double the power and toughness of "
                         "each creature you control until end of turn.")
    s = board([creature("zop", 4, 6, abilities=zopandrel), creature("bear", 2, 2),
               creature("weak", 0, 3, counters={"-1/-1": 1})], [], {"bear": "Bob"})
    r = redzone.resolve(s)
    stats = {p: (r.permanents[p].power, r.permanents[p].toughness) for p in ("zop", "bear", "weak")}
    assert stats == {"zop": (8, 12), "bear": (4, 4), "weak": (-2, 4)}
    assert r.players["Bob"].life == 20 - 4
    pumped = [e for e in r.events if e.type == EventType.PUMPED]
    assert {e.rule for e in pumped} == {"701.10b"} and len(pumped) == 3


def test_doubling_is_a_pump_of_its_own() -> None:
    bad = [{"trigger": "attacks", "effects": [{"double": "power", "pump": [1, 0]}]}]
    with pytest.raises(ScenarioError, match="double"):
        board([creature("x", abilities=bad)], [], {"x": "Bob"})


def test_stampede_surfer_sends_a_boar_at_each_opponent() -> None:
    """Stampede Surfer: "Whenever this creature attacks, for each opponent, you create a 2/2
    green Boar creature token that's tapped and attacking that opponent." It attacks Bob; a
    Boar attacks Bob and another Carol (508.4: attacking, never declared)."""
    surfer = [{"trigger": "attacks", "effects": [{"tokens": {
        "power": 2, "toughness": 2, "colors": ["green"], "subtypes": ["Boar"], "name": "Boar",
        "attacking": True, "each_opponent": True}}]}]
    s = board([creature("surfer", 4, 4, abilities=surfer)], [], {"surfer": "Bob"}, carol=[])
    r = redzone.resolve(s)
    made = [(e.permanent, e.target) for e in r.events if e.type == EventType.TOKEN]
    assert made == [("surfer-boar", "Bob"), ("surfer-boar-2", "Carol")]
    assert (r.players["Bob"].life, r.players["Carol"].life) == (20 - 4 - 2, 20 - 2)
    bad = [{"trigger": "attacks", "effects": [{"tokens": {
        "power": 2, "toughness": 2, "each_opponent": True}}]}]
    with pytest.raises(ScenarioError, match="each_opponent"):
        board([creature("x", abilities=bad)], [], {"x": "Bob"})


def test_guardian_of_the_gateless_grows_with_each_creature_it_blocks() -> None:
    """Guardian of the Gateless (can block any number of creatures): "Whenever this creature
    blocks, it gets +1/+1 until end of turn for each creature it's blocking." Blocking two
    of three 2/2s it is a 5/5 (509.1a) and survives their 4 damage."""
    guardian = _ability("Whenever this creature blocks, it gets +1/+1 until end of turn for "
                        "each creature it's blocking.")
    s = board([creature("a", 2, 2), creature("b", 2, 2), creature("c", 2, 2)],
              [creature("guardian", 3, 3, "flying", can_block="any", abilities=guardian)],
              {"a": "Bob", "b": "Bob", "c": "Bob"}, {"guardian": ["a", "b"]})
    r = redzone.resolve(s)
    assert (r.permanents["guardian"].power, r.permanents["guardian"].toughness) == (5, 5)
    assert r.permanents["guardian"].zone == Zone.BATTLEFIELD


SERAPH = _ability("At the beginning of combat on your turn, target creature you control gains "
                  "your choice of flying, vigilance, or lifelink until end of turn.")


@pytest.mark.parametrize(("choices", "life"), [(None, 20), (["lifelink"], 23)])
def test_steel_seraph_gives_the_keyword_its_controller_chooses(
        choices: list[str] | None, life: int) -> None:
    """Steel Seraph: the choice is made as the ability resolves (608.2d): `combat.choices`,
    else the first option (flying)."""
    chosen: dict[str, Any] = {"choices": {"seraph": choices}} if choices else {}
    s = board([creature("seraph", 5, 4, "flying", abilities=SERAPH), creature("bear", 3, 3)], [],
              {"bear": "Bob"}, targets={"seraph": ["bear"]}, **chosen)
    r = redzone.resolve(s)
    assert r.players["Alice"].life == life
    pumped = next(e for e in r.events if e.type == EventType.PUMPED)
    assert pumped.note is not None and (choices or ["flying"])[0] in pumped.note
    assert redzone.from_dict(redzone.to_dict(s)).combat == s.combat


def test_a_choice_must_be_one_of_the_options() -> None:
    s = board([creature("seraph", 5, 4, abilities=SERAPH), creature("bear", 3, 3)], [],
              {"bear": "Bob"}, choices={"seraph": ["trample"]})
    with pytest.raises(ScenarioError, match=r"combat\.choices\.seraph\[0\]"):
        redzone.resolve(s)
    with pytest.raises(ScenarioError, match="offers a choice"):
        board([creature("bear", 3, 3)], [], {"bear": "Bob"}, choices={"bear": ["flying"]})
