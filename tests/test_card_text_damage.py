"""Real cards' damage and counter sentences compiled (cards/text): "remove all -1/-1 counters
from it" (122.1, 608.2h), counters with no rules meaning of their own ("infection",
"incubation", "that many"), and "it" after a target in the same sentence (that target,
115.1); each played on a board."""

from __future__ import annotations

from typing import Any

import pytest

import redzone
from boards import board, creature
from card_cases import Case, assert_compiles
from redzone import EventType
from redzone.cards.text.compile import compile_text
from redzone.core.errors import ScenarioError

CASES: list[Case] = [
    Case(
        'Ammit Eternal',
        'Afflict 3 (Whenever this creature becomes blocked, defending player loses 3 life.)\n'
        'Whenever an opponent casts a spell, put a -1/-1 counter on this creature.\n'
        'Whenever this creature deals combat damage to a player, remove all -1/-1 counters '
        'from it.',
        ['Afflict'], ['afflict 3'], 1,
        [{'trigger': 'deals combat damage to a player',
          'effects': [{'remove_counters': {'-1/-1': 1}, 'for_each_counter': '-1/-1'}]}],
        [],
    ),
    Case(
        'Diseased Vermin',
        'Whenever this creature deals combat damage to a player, put an infection counter on '
        'it.\nAt the beginning of your upkeep, this creature deals X damage to target opponent '
        'previously dealt damage by it, where X is the number of infection counters on it.',
        [], [], 1,
        [{'trigger': 'deals combat damage to a player',
          'effects': [{'counters': {'infection': 1}}]}],
        [],
    ),
    Case(
        'Drake Hatcher',
        'Vigilance, prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 '
        'until end of turn.)\nWhenever this creature deals combat damage to a player, put that '
        'many incubation counters on it.\nRemove three incubation counters from this creature: '
        'Create a 2/2 blue Drake creature token with flying.',
        ['Vigilance', 'Prowess'], ['vigilance'], 1,
        [{'trigger': 'deals combat damage to a player',
          'effects': [{'counters': {'incubation': 'that much'}}]},
         {'cost': 'Remove three incubation counters from this creature',
          'effects': [{'tokens': {'count': 1, 'power': 2, 'toughness': 2, 'colors': ['blue'],
                                  'subtypes': ['Drake'], 'name': 'Drake',
                                  'keywords': ['flying']}}]}],
        [],
    ),
    Case(
        'Sensational Spider-Man',
        'Whenever Sensational Spider-Man attacks, tap target creature defending player '
        'controls and put a stun counter on it. Then you may remove up to three stun counters '
        'from among all permanents. Draw cards equal to the number of stun counters removed '
        'this way.',
        [], [], 1,
        [{'trigger': 'attacks',
          'effects': [{'tap': True, 'to': 'target creature',
                       'target': {'controller': 'defending player'}},
                      {'counters': {'stun': 1}, 'to': 'target creature',
                       'target': {'controller': 'defending player'}}]}],
        ['Then you may remove up to three stun counters from among all permanents.',
         'Draw cards equal to the number of stun counters removed this way.'],
        legendary=True,
    ),
    Case(
        'Champions of the Shoal',
        'Whenever this creature enters or becomes tapped, tap up to one target creature and '
        'put a stun counter on it.',
        [], [], 1,
        [{'trigger': 'becomes tapped',
          'effects': [{'tap': True, 'to': 'target creature'},
                      {'counters': {'stun': 1}, 'to': 'target creature'}]}],
        [],
    ),
]



@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_card_text_compiles(case: Case) -> None:
    assert_compiles(case)


def test_it_after_two_targets_stays_unmodelled() -> None:
    """"Tap target creature and untap target land, then put a stun counter on it": which
    target "it" is the grammar can't say."""
    text = ("Whenever this creature attacks, tap target creature and untap target creature, "
            "then put a stun counter on it.")
    assert compile_text(text, "X").unmodelled == [text]


def _ammit(counters: dict[str, int]) -> dict[str, Any]:
    text = CASES[0].text.split("\n")[-1]
    return creature("ammit", 5, 5, "afflict 3", counters=counters, abilities=[
        {"trigger": "deals combat damage to a player", "text": text,
         "effects": [{"remove_counters": {"-1/-1": 1}, "for_each_counter": "-1/-1"}]}])


def test_ammit_eternal_removes_every_minus_counter_as_it_resolves() -> None:
    """Ammit Eternal, a 5/5 with three -1/-1 counters, unblocked: it deals 2 combat damage,
    then its trigger removes all three counters (one for each on it as it resolves, 608.2h):
    a 5/5 after combat."""
    r = redzone.resolve(board([_ammit({"-1/-1": 3})], [], {"ammit": "Bob"}))
    assert r.players["Bob"].life == 18
    assert r.permanents["ammit"].counters == {}
    assert (r.permanents["ammit"].power, r.permanents["ammit"].toughness) == (5, 5)
    removed = [e for e in r.events if e.type == EventType.COUNTERS_REMOVED]
    assert [(e.permanent, e.amount, e.note) for e in removed] == [("ammit", 3, "-1/-1")]


def test_ammit_eternal_with_no_counters_removes_none() -> None:
    r = redzone.resolve(board([_ammit({"+1/+1": 1})], [], {"ammit": "Bob"}))
    assert r.permanents["ammit"].counters == {"+1/+1": 1}
    assert not [e for e in r.events if e.type == EventType.COUNTERS_REMOVED]


def test_a_counter_on_it_after_a_target_goes_on_that_target() -> None:
    """Sensational Spider-Man attacks: it taps the defending player's creature and puts the
    stun counter on that creature, not on itself (one target for both, 115.1)."""
    text = CASES[3].text.split(". Then")[0] + "."
    spider = creature("spider", 3, 3, abilities=[
        {"trigger": "attacks", "text": text, "effects": CASES[3].abilities[0]["effects"]}])
    r = redzone.resolve(board([spider], [creature("bear", 2, 2)], {"spider": "Bob"}))
    assert r.permanents["bear"].tapped and r.permanents["bear"].counters == {"stun": 1}
    assert r.permanents["spider"].counters == {}
    assert r.players["Bob"].life == 17  # (tapped, the bear couldn't block)


_MYR = ("Whenever one or more +1/+1 counters are put on this creature, it gains double strike "
        "until end of turn.")


def _myr(count: int = 1, **fields: Any) -> dict[str, Any]:
    """Knighted Myr's trigger, and "whenever it attacks, put N +1/+1 counters on it"."""
    return creature("myr", 2, 2, abilities=[
        {"trigger": "attacks", "effects": [{"counters": {"+1/+1": fields.pop("put", 1)}}]},
        {"trigger": "+1/+1 counters are put on it", "text": _MYR,
         **({"count": count} if count > 1 else {}), "effects": [{"gains": ["double strike"]}]}],
        **fields)


def test_counters_put_on_it_trigger_122_6() -> None:
    """Knighted Myr attacks and its attack trigger puts a +1/+1 counter on it: its other
    trigger gives it double strike, a 3/3 hitting twice."""
    assert compile_text(_MYR, "Knighted Myr").abilities[0]["trigger"] == \
        "+1/+1 counters are put on it"
    r = redzone.resolve(board([_myr()], [], {"myr": "Bob"}))
    assert r.players["Bob"].life == 20 - 2 * 3


def test_two_or_more_counters_at_once() -> None:
    """"Whenever two or more +1/+1 counters are put on it": one counter doesn't trigger it,
    two at once do."""
    assert redzone.resolve(board([_myr(2)], [], {"myr": "Bob"})).players["Bob"].life == 17
    r = redzone.resolve(board([_myr(2, put=2)], [], {"myr": "Bob"}))
    assert r.players["Bob"].life == 20 - 2 * 4


def test_minus_counters_dont_trigger_it() -> None:
    """A wither blocker's -1/-1 counters (120.3d) are no +1/+1 counters."""
    myr = creature("myr", 4, 4, abilities=[
        {"trigger": "+1/+1 counters are put on it", "text": _MYR,
         "effects": [{"gains": ["double strike"]}]}])
    r = redzone.resolve(board([myr], [creature("wilt", 1, 1, "wither")], {"myr": "Bob"},
                              {"wilt": "myr"}))
    assert r.permanents["myr"].counters == {"-1/-1": 1}
    assert not [e for e in r.events if e.type == EventType.TRIGGERED and e.source == "myr"]


def test_entering_with_a_counter_is_a_counter_put_on_it() -> None:
    """An undying Herd Baloth dies blocking and returns with a +1/+1 counter (702.93a): that
    is a counter put on it (122.6), so it creates a 4/4 Beast."""
    baloth = creature("baloth", 4, 4, "undying", abilities=[
        {"trigger": "+1/+1 counters are put on it", "may": "",
         "effects": [{"tokens": {"count": 1, "power": 4, "toughness": 4,
                                 "subtypes": ["Beast"], "colors": ["green"]}}]}])
    r = redzone.resolve(board([creature("giant", 5, 5)], [baloth], {"giant": "Bob"},
                              {"baloth": "giant"}))
    assert r.permanents["baloth"].counters == {"+1/+1": 1}
    assert [p for p in r.permanents if "beast" in p.lower()]


def test_a_counters_trigger_that_puts_counters_stays_unmodelled() -> None:
    """Two such could put counters on each other without end (a loop, 104.4b)."""
    text = ("Whenever one or more +1/+1 counters are put on this creature, put a +1/+1 counter "
            "on each other creature you control.")
    assert compile_text(text, "Generous Pup").unmodelled == [text]


_SCALES = ("If one or more +1/+1 counters would be put on a creature you control, that many "
           "plus one +1/+1 counters are put on it instead.")
_CORPSEJACK = ("If one or more +1/+1 counters would be put on a creature you control, twice "
               "that many +1/+1 counters are put on it instead.")
_VIZIER = ("If one or more -1/-1 counters would be put on a creature you control, that many "
           "-1/-1 counters minus one are put on it instead.")


def _static(pid: str, text: str) -> dict[str, Any]:
    """A 1/1 with the static ability `text` compiles to."""
    (ability,) = compile_text(text, "X").abilities
    return creature(pid, 1, 1, abilities=[ability])


def _grower(pid: str = "bear", **fields: Any) -> dict[str, Any]:
    """A 2/2 that puts a +1/+1 counter on itself as it attacks."""
    return creature(pid, 2, 2, abilities=[
        {"trigger": "attacks", "effects": [{"counters": {"+1/+1": 1}}]}], **fields)


def test_the_replacements_compile() -> None:
    assert compile_text(_SCALES, "Hardened Scales").abilities == [
        {"affects": {"controller": "you"}, "counters_plus": {"+1/+1": 1}, "text": _SCALES}]
    assert compile_text(_CORPSEJACK, "X").abilities[0]["counters_twice"] == "+1/+1"
    assert compile_text(_VIZIER, "X").abilities[0]["counters_plus"] == {"-1/-1": -1}
    mowu = ("If one or more +1/+1 counters would be put on Mowu, that many plus one +1/+1 "
            "counters are put on it instead.")
    assert compile_text(mowu, "Mowu, Loyal Companion", legendary=True).abilities[0][
        "affects"] == "it"


def test_that_many_plus_one_614_1a() -> None:
    """Hardened Scales' text on a creature: the attacking bear's counter is two; an
    opposing creature's isn't changed."""
    r = redzone.resolve(board([_static("scales", _SCALES), _grower()], [_grower("elk")],
                              {"bear": "Bob"}))
    assert r.permanents["bear"].counters == {"+1/+1": 2}
    assert [e.amount for e in r.events if e.type == EventType.COUNTERS] == [2]
    assert r.players["Bob"].life == 16


def test_plus_one_then_twice_616_1() -> None:
    """With Hardened Scales' and Corpsejack Menace's replacements its controller applies the
    one that adds first: (1 + 1) x 2 = 4 counters, each applied once."""
    r = redzone.resolve(board([_static("jack", _CORPSEJACK), _static("scales", _SCALES),
                               _grower()], [], {"bear": "Bob"}))
    assert r.permanents["bear"].counters == {"+1/+1": 4}


def test_minus_one_against_wither_and_undying_returns_with_more() -> None:
    """Vizier of Remedies: a wither blocker's 2 damage puts one -1/-1 counter on the
    attacker, not two (120.3d, 614.1a). Hardened Scales: an undying creature returns with two
    +1/+1 counters (122.6, 614.12)."""
    r = redzone.resolve(board([_static("vizier", _VIZIER), creature("ox", 3, 3)],
                              [creature("wilt", 2, 2, "wither")], {"ox": "Bob"},
                              {"wilt": "ox"}))
    assert r.permanents["ox"].counters == {"-1/-1": 1}
    r = redzone.resolve(board([creature("giant", 5, 5)],
                              [_static("scales", _SCALES), creature("yeti", 2, 2, "undying")],
                              {"giant": "Bob"}, {"yeti": "giant"}))
    assert r.permanents["yeti"].counters == {"+1/+1": 2}
    assert r.permanents["yeti"].toughness == 4


def test_a_replacement_on_itself_only() -> None:
    """Mowu's replacement ("on Mowu") adds to its own counters, not another's."""
    mowu = ("If one or more +1/+1 counters would be put on Mowu, that many plus one +1/+1 "
            "counters are put on it instead.")
    (ability,) = compile_text(mowu, "Mowu, Loyal Companion", legendary=True).abilities
    mowu_creature = creature("mowu", 2, 2, abilities=[
        {"trigger": "attacks", "effects": [{"counters": {"+1/+1": 1}}]}, ability])
    r = redzone.resolve(board([mowu_creature, _grower()], [], {"mowu": "Bob", "bear": "Bob"}))
    assert r.permanents["mowu"].counters == {"+1/+1": 2}
    assert r.permanents["bear"].counters == {"+1/+1": 1}


@pytest.mark.parametrize(("ability", "where"), [
    ({"trigger": "attacks", "counters_plus": {"+1/+1": 1}, "effects": [{"pump": [1, 1]}]},
     "counters_plus"),
    ({"affects": "it", "counters_plus": {"+1/+1": 1}, "counters_twice": "-1/-1"},
     "counters_plus"),
    ({"affects": "it", "counters_twice": "oil"}, "counters_twice"),
])
def test_a_malformed_replacement_is_refused(ability: dict[str, Any], where: str) -> None:
    with pytest.raises(ScenarioError) as err:
        board([creature("bear", abilities=[ability])], [], {"bear": "Bob"})
    assert where in str(err.value)


def _compiled(text: str, pid: str, power: int = 1, toughness: int = 1,
              *keywords: str) -> dict[str, Any]:
    return creature(pid, power, toughness, *keywords,
                    abilities=compile_text(text, pid.title()).abilities)


def test_an_opponent_is_dealt_damage_once_for_the_combat_damage_120_3() -> None:
    """War Elemental: two unblocked attackers deal 5 combat damage at once (510.2): one
    trigger, five counters."""
    war = _compiled("Whenever an opponent is dealt damage, put that many +1/+1 counters on "
                    "this creature.", "war")
    r = redzone.resolve(board([war, creature("a", 2, 2), creature("b", 3, 3)], [],
                              {"a": "Bob", "b": "Bob"}))
    assert r.permanents["war"].counters == {"+1/+1": 5}


def test_you_are_dealt_damage_on_the_defending_side() -> None:
    """Blood Hound (Bob's): Alice's bear deals Bob 2 combat damage; Alice isn't dealt any."""
    hound = _compiled("Whenever you're dealt damage, you may put that many +1/+1 counters on "
                      "this creature.", "hound")
    r = redzone.resolve(board([creature("bear", 2, 2), _compiled(
        hound["abilities"][0]["text"], "pup")], [hound], {"bear": "Bob"}))
    assert r.permanents["hound"].counters == {"+1/+1": 2}
    assert r.permanents["pup"].counters == {}


def test_noncombat_damage_only() -> None:
    """Chandra's Spitfire: the attack trigger's 1 damage to the defending player (noncombat)
    gives it +3/+0; the combat damage that follows doesn't again."""
    spitfire = _compiled("Whenever an opponent is dealt noncombat damage, this creature gets "
                         "+3/+0 until end of turn.", "spitfire", 1, 3, "flying")
    shock = creature("shock", 1, 1, abilities=[
        {"trigger": "attacks", "effects": [{"damage": 1, "player": "defending player"}]}])
    r = redzone.resolve(board([spitfire, shock], [], {"spitfire": "Bob", "shock": "Bob"}))
    assert r.players["Bob"].life == 20 - 1 - 4 - 1
    triggered = [e for e in r.events if e.type == EventType.TRIGGERED and e.source == "spitfire"]
    assert len(triggered) == 1


def test_a_creature_an_opponent_controls_is_dealt_damage() -> None:
    """Kazarov: the blocked bear is dealt damage (a counter); Kazarov's own creature, dealt
    damage in the same step, isn't an opponent's."""
    kazarov = _compiled("Whenever a creature an opponent controls is dealt damage, put a "
                        "+1/+1 counter on this creature.", "kazarov", 4, 4)
    assert kazarov["abilities"][0]["filter"] == {"controller": "an opponent"}
    r = redzone.resolve(board([creature("bear", 2, 2)], [kazarov, creature("wall", 0, 4)],
                              {"bear": "Bob"}, {"wall": "bear"}))
    assert r.permanents["kazarov"].counters == {}
    r = redzone.resolve(board([creature("bear", 2, 2)], [kazarov, creature("ogre", 3, 5)],
                              {"bear": "Bob"}, {"ogre": "bear"}))
    assert r.permanents["kazarov"].counters == {"+1/+1": 1}


def test_you_are_dealt_combat_damage() -> None:
    """Swarmborn Giant: "When you're dealt combat damage, sacrifice this creature." """
    giant = _compiled("When you're dealt combat damage, sacrifice this creature.", "giant", 6, 6)
    r = redzone.resolve(board([creature("bear", 2, 2)], [giant], {"bear": "Bob"}))
    assert r.permanents["giant"].zone == redzone.Zone.GRAVEYARD


def test_counters_put_on_a_creature_you_control() -> None:
    """Shalai and Hallar: an attacker's two +1/+1 counters (one event) deal 2 damage to
    target opponent, another's one 1; the blocking elk's counter (Bob's) deals none."""
    text = ("Whenever one or more +1/+1 counters are put on a creature you control, Shalai and "
            "Hallar deals that much damage to target opponent.")
    shalai = creature("shalai", 3, 3, "flying", "vigilance",
                      abilities=compile_text(text, "Shalai and Hallar").abilities)
    elk = creature("elk", 2, 4, abilities=[
        {"trigger": "blocks", "effects": [{"counters": {"+1/+1": 1}}]}])
    r = redzone.resolve(board([shalai, _grower(), creature("two", 1, 1, abilities=[
        {"trigger": "attacks", "effects": [{"counters": {"+1/+1": 2}}]}])],
        [elk], {"two": "Bob", "bear": "Bob"}, {"elk": "bear"}))
    assert r.permanents["elk"].counters == {"+1/+1": 1}
    assert r.players["Bob"].life == 20 - 2 - 1 - 3
