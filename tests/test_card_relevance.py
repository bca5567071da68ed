"""What acts only outside a combat from a given board (mana, spells, the draw step, drafts,
votes, day and night) is left as text, not named; what can act in combat stays named."""

from __future__ import annotations

import pytest

from redzone.cards.text.compile import compile_text


@pytest.mark.parametrize("text", [
    "You don't lose unspent red mana as steps and phases end.",  # 500.4
    "Until end of combat, you don't lose this mana as steps end.",
    "Whenever you tap a Swamp for mana, add an additional {B}.",  # 605.1b
    "Whenever a player taps a basic land for mana, that player adds one mana of any type that "
    "land produced.",
    "Instant and sorcery spells you control have lifelink.",
    "Noncreature spells you cast have convoke.",
    "You can't cast creature spells.",
    "Each opponent who attacked with a creature this turn can't cast spells.",
    "Spells of the chosen type cost {1} more to cast.",
    "Loyalty abilities of planeswalkers your opponents control cost {1} more to activate.",
    "Skip your draw step.",  # 504
    "Each player passes the last card from each booster pack to a player who drafted a card "
    "named Test.",  # 905
    "While voting, you may vote an additional time.",  # 701.38
    "If an opponent would draw two or more cards, instead you and that player each draw a "
    "card.",
    "If an opponent would search a library, that player searches the top four cards of that "
    "library instead.",
    "It can't become night.",  # 726.3a
    "Sagas you control have read ahead.",  # 702.155a
    "Untap this creature during each other player's untap step.",  # 502.3
    # (a delayed triggered ability after combat, 603.7a; no spell resolves in combat)
    "When another creature you control leaves the battlefield, transform this creature at "
    "the beginning of the next upkeep.",
    "When a spell you control deals damage, transform this creature.",
    "When you play a card exiled with this creature, transform this creature.",
])
def test_what_acts_only_outside_combat_is_left_as_text(text: str) -> None:
    found = compile_text(text, "Test")
    assert not found.abilities and not found.unmodelled and " ".join(found.rest) == text


@pytest.mark.parametrize("text", [
    # (activating abilities in combat is in the file's hands: the restriction matters)
    "During your turn, your opponents can't cast spells or activate abilities of artifacts, "
    "creatures, or enchantments.",
    # (creatures that have lifelink fight)
    "Noble creatures you control and Lesson spells you control have lifelink.",
    # (transformed in combat, it has its back face's characteristics from then on, 712.8e)
    "When another creature you control dies, transform this creature.",
    "At the beginning of combat on your turn, if you control three or more creatures, "
    "transform this creature.",
])
def test_what_may_act_in_combat_stays_named(text: str) -> None:
    assert compile_text(text, "Test").unmodelled == [text]


def test_an_additional_combat_phase_comes_after_this_combat_500_8() -> None:
    """Akki Battle Squad: the untapping acts in this combat; the combat phase it adds comes
    after this one; "this ability" is the triggered ability the paragraph began."""
    text = ("Whenever one or more modified creatures you control attack, untap all modified "
            "creatures you control. After this phase, there is an additional combat phase. "
            "This ability triggers only once each turn.")
    found = compile_text(text, "Akki Battle Squad")
    assert not found.unmodelled and found.rest == [
        "After this phase, there is an additional combat phase."]
    (ability,) = found.abilities
    assert ability["once_each_turn"] and ability["trigger"] == "you attack"


def test_this_ability_after_a_sentence_left_unmodelled_is_that_sentences() -> None:
    text = ("Whenever this creature attacks, it gets +1/+0 until end of turn. Whenever an "
            "opponent sings, this creature explodes. This ability triggers only once each "
            "turn.")
    found = compile_text(text, "Test")
    assert "once_each_turn" not in found.abilities[0]
    assert found.unmodelled == ["Whenever an opponent sings, this creature explodes.",
                                "This ability triggers only once each turn."]


def test_do_this_only_once_each_turn_after_a_you_may() -> None:
    text = ("Whenever another creature you control dies, you may put a +1/+1 counter on this "
            "creature. Do this only once each turn.")
    (ability,) = compile_text(text, "Test").abilities
    assert ability["may"] == "" and ability["once_each_turn"]


@pytest.mark.parametrize("text", [
    "When this creature dies or is put into exile from the battlefield, you may put it into "
    "its owner's library third from the top.",
    "When this creature dies, you may put it into its owner's library fifth from the top.",
    "When this creature dies, shuffle it into its owner's library, then scry 2.",
])
def test_a_card_gone_from_the_battlefield_moved_between_zones_is_left_as_text(
        text: str) -> None:
    found = compile_text(text, "Test")
    assert not found.abilities and not found.unmodelled
