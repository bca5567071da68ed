"""Modal abilities (700.2): "choose one — • ... • ..." in triggered and activated abilities,
compiled from real cards' oracle text to `modes`, and the mode chosen as the ability is put
on the stack (700.2a-b): `combat.choices` for a triggered ability, an activation's `choices`
for an activated one (the mode's number), else the first that can be chosen."""

from __future__ import annotations

from typing import Any

import pytest

import redzone
from boards import board
from card_cases import Case, assert_compiles
from redzone.cards.text.compile import compile_text
from redzone.core.errors import ScenarioError

CASES: list[Case] = [
    Case('Warren Warleader',
         'Offspring {2} (You may pay an additional {2} as you cast this spell. If you do, when '
         'this creature enters, create a 1/1 token copy of it.)\nWhenever you attack, choose '
         'one —\n• Create a 1/1 white Rabbit creature token that\'s tapped and attacking.\n'
         '• Attacking creatures you control get +1/+1 until end of turn.',
         ['Offspring'], [], 1,
         [{'trigger': 'you attack',
           'modes': [[{'tokens': {'count': 1, 'power': 1, 'toughness': 1, 'colors': ['white'],
                                  'subtypes': ['Rabbit'], 'name': 'Rabbit',
                                  'attacking': True}}],
                     [{'pump': [1, 1], 'to': 'each attacking creature you control'}]]}],
         []),
    Case('Elder Gargaroth',
         'Vigilance, reach, trample\nWhenever this creature attacks or blocks, choose one —\n'
         '• Create a 3/3 green Beast creature token.\n• You gain 3 life.\n• Draw a card.',
         ['Vigilance', 'Reach', 'Trample'], ['vigilance', 'reach', 'trample'], 1,
         [{'trigger': trigger,
           'modes': [[{'tokens': {'count': 1, 'power': 3, 'toughness': 3, 'colors': ['green'],
                                  'subtypes': ['Beast'], 'name': 'Beast'}}],
                     [{'gain_life': 3}], [{'draw': 1}]]} for trigger in ('attacks', 'blocks')],
         []),
    Case('Kitsune Ace',
         'Whenever a Vehicle you control attacks, choose one —\n• That Vehicle gains first '
         'strike until end of turn.\n• Untap this creature.',
         [], [], 1,
         [{'trigger': 'a creature you control attacks', 'filter': {'subtypes': ['Vehicle']},
           'modes': [[{'gains': ['first strike'], 'to': 'that creature'}], [{'untap': True}]]}],
         []),
    Case('Voltstorm Angel',
         'Flying\nWhen this creature enters, you get {E}{E}{E} (three energy counters).\nAt the '
         'beginning of combat on your turn, you may pay {E}{E}. When you do, choose one —\n'
         '• This creature gains vigilance and lifelink until end of turn.\n• Other creatures '
         'you control get +1/+1 until end of turn.',
         ['Flying'], ['flying'], 1,
         [{'trigger': 'beginning of combat',
           'modes': [[{'gains': ['vigilance', 'lifelink']}],
                     [{'pump': [1, 1], 'to': 'each other creature you control'}]],
           'may': 'pay {E}{E}'}],
         []),
    Case('Titanium Man',
         'Whenever Titanium Man attacks, choose one —\n• Titanium Man gains flying until end of '
         'turn.\n• Titanium Man deals 1 damage to any target.',
         [], [], 1,
         [{'trigger': 'attacks',
           'modes': [[{'gains': ['flying']}], [{'damage': 1, 'to': 'any target'}]]}],
         []),
    Case('Putrid Warrior',
         'Whenever this creature deals damage, choose one —\n• Each player loses 1 life.\n'
         '• Each player gains 1 life.',
         [], [], 1,
         [{'trigger': 'deals damage',
           'modes': [[{'lose_life': 1, 'player': 'each player'}],
                     [{'gain_life': 1, 'player': 'each player'}]]}],
         []),
    Case('Ulasht, the Hate Seed',
         '{1}, Remove a +1/+1 counter from Ulasht: Choose one —\n• Ulasht deals 1 damage to '
         'target creature.\n• Create a 1/1 green Saproling creature token.',
         [], [], 1,
         [{'cost': '{1}, Remove a +1/+1 counter from this permanent',
           'modes': [[{'damage': 1, 'to': 'target creature'}],
                     [{'tokens': {'count': 1, 'power': 1, 'toughness': 1, 'colors': ['green'],
                                  'subtypes': ['Saproling'], 'name': 'Saproling'}}]]}],
         [], legendary=True),
    Case('Breya, Etherium Shaper',
         'When Breya enters, create two 1/1 blue Thopter artifact creature tokens with flying.\n'
         '{2}, Sacrifice two artifacts: Choose one —\n• Breya deals 3 damage to target player '
         'or planeswalker.\n• Target creature gets -4/-4 until end of turn.\n• You gain 5 life.',
         [], [], 1,
         [{'cost': '{2}, Sacrifice two artifacts',
           'modes': [[{'damage': 3, 'to': 'any target', 'target': {'types': ['planeswalker']}}],
                     [{'pump': [-4, -4], 'to': 'target creature'}], [{'gain_life': 5}]]}],
         [], legendary=True),
    # a mode that doesn't compile leaves the sentence unmodelled
    Case('Goblin Cratermaker',
         '{1}, Sacrifice this creature: Choose one —\n• This creature deals 2 damage to target '
         'creature.\n• Destroy target colorless nonland permanent.',
         [], [], 1, [],
         ['{1}, Sacrifice this creature: Choose one — • This creature deals 2 damage to target '
          'creature. • Destroy target colorless nonland permanent.']),
]



@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_card_text_compiles(case: Case) -> None:
    found = assert_compiles(case)
    # the scenario format reads them
    board([{"id": "x", "power": 1, "toughness": 1, "abilities": found.abilities}], [], {})


def test_an_activated_modal_ability_compiles() -> None:
    found = compile_text("{2}, Sacrifice Foo: Choose one —\n• Foo deals 2 damage to target "
                         "creature.\n• Target creature gets -1/-1 until end of turn.", "Foo")
    assert [{k: v for k, v in a.items() if k != "text"} for a in found.abilities] == [
        {"cost": "{2}, Sacrifice this permanent",
         "modes": [[{"damage": 2, "to": "target creature"}],
                   [{"pump": [-1, -1], "to": "target creature"}]]}]


def c(pid: str, power: int, toughness: int, *abilities: dict[str, Any]) -> dict[str, Any]:
    return {"id": pid, "power": power, "toughness": toughness, "abilities": list(abilities)}


MODAL = {"trigger": "attacks", "modes": [[{"pump": [2, 0]}], [{"gains": ["flying"]}]]}


@pytest.mark.parametrize(("choices", "blocked", "life"), [
    ([], True, 20), (["1"], True, 20), (["2"], False, 18)])
def test_the_mode_chosen_as_it_is_put_on_the_stack_700_2b(
        choices: list[str], blocked: bool, life: int) -> None:
    """"Whenever it attacks, choose one — • +2/+0 • flying": without a choice the first
    mode (a 4/2 that kills the 1/3 blocker); the second, flying: unblocked by the 1/3."""
    s = board([c("a", 2, 2, MODAL)], [c("b", 1, 3)], {"a": "Bob"},
              {"b": "a"} if blocked else None, choices={"a": choices} if choices else {})
    r = redzone.resolve(s)
    assert r.players["Bob"].life == life
    assert r.permanents["a"].power == (2 if choices == ["2"] else 4)
    assert (r.permanents["b"].zone == redzone.Zone.GRAVEYARD) == blocked


def test_a_mode_with_flying_makes_the_block_illegal() -> None:
    s = board([c("a", 2, 2, MODAL)], [c("b", 1, 3)], {"a": "Bob"}, {"b": "a"},
              choices={"a": ["2"]})
    with pytest.raises(redzone.IllegalDeclaration):
        redzone.resolve(s)


def test_a_mode_that_is_not_one_is_refused() -> None:
    s = board([c("a", 2, 2, MODAL)], [], {"a": "Bob"}, choices={"a": ["3"]})
    with pytest.raises(ScenarioError) as err:
        redzone.resolve(s)
    assert err.value.path == "combat.choices.a[0]"


def test_a_mode_with_no_legal_target_is_not_the_default_700_2b() -> None:
    """"choose one — • target creature an opponent controls gets -2/-2 • it gets +1/+1":
    with no creature of the opponent's, the first mode can't be chosen (700.2b)."""
    modal = {"trigger": "attacks",
             "modes": [[{"pump": [-2, -2], "to": "target creature",
                         "target": {"controller": "an opponent"}}], [{"pump": [1, 1]}]]}
    r = redzone.resolve(board([c("a", 2, 2, modal)], [], {"a": "Bob"}))
    assert r.players["Bob"].life == 17


@pytest.mark.parametrize(("choices", "after"), [([], (1, 1)), (["2"], (3, 2))])
def test_an_activation_chooses_its_mode_700_2a(choices: list[str],
                                               after: tuple[int, int]) -> None:
    """"{1}: Choose one — • target creature gets -1/-1 • target creature gets +1/+0": the
    activation's `choices` name the mode, else the first."""
    ability = {"cost": "{1}", "modes": [[{"pump": [-1, -1], "to": "target creature"}],
                                        [{"pump": [1, 0], "to": "target creature"}]]}
    s = board([c("a", 2, 2), c("s", 0, 1, ability)], [], {"a": "Bob"},
              activate=[{"source": "s", "target": "a", "step": "declare attackers",
                         "choices": choices}])
    r = redzone.resolve(s)
    assert (r.permanents["a"].power, r.permanents["a"].toughness) == after


def test_modes_belong_to_a_triggered_or_activated_ability() -> None:
    with pytest.raises(ScenarioError) as err:
        board([c("a", 2, 2, {"affects": "it", "modes": [[{"pump": [1, 1]}], [{"draw": 1}]]})],
              [], {})
    assert err.value.path.endswith(".modes")
