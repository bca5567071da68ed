"""Random boards written only with real card names (`card:`): resolving, checking and
finding the best blocks either answers or refuses with redzone's own error, whatever the
cards' compiled abilities do together; an answer's blocks are legal on the board."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import redzone
from redzone.cards import database
from redzone.core.errors import RedzoneError

RULES = ("cr-current", "cr-m10", "cr-6e")


@cache
def creature_names() -> list[str]:
    """Creature faces with a printed power and toughness (no '*'), toughness above 0."""
    db = database()
    names = []
    for i in range(len(db)):
        card = db._card(i)
        if ("creature" in card.types and not card.alchemy and not card.funny
                and (card.power or "").isdigit() and (card.toughness or "").isdigit()
                and int(card.toughness or 0) > 0):
            names.append(card.name)
    return names


@st.composite
def card_boards(draw: st.DrawFn) -> dict[str, Any]:
    names = creature_names()
    pick = st.integers(0, len(names) - 1)
    alice = [{"id": f"a{i}", "card": names[draw(pick)]} for i in range(draw(st.integers(1, 3)))]
    bob = [{"id": f"b{i}", "card": names[draw(pick)]} for i in range(draw(st.integers(1, 3)))]
    attacks = {a["id"]: "Bob" for a in alice if draw(st.booleans())} or {"a0": "Bob"}
    blocks = {b["id"]: draw(st.sampled_from(sorted(attacks))) for b in bob
              if draw(st.booleans())}
    return {"rules": draw(st.sampled_from(RULES)), "players": {"Alice": {}, "Bob": {}},
            "battlefield": {"Alice": alice, "Bob": bob},
            "combat": {"attacks": attacks, "blocks": blocks}}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(card_boards())
def test_real_card_boards_answer_or_refuse_in_words(doc: dict[str, Any]) -> None:
    try:
        scenario = redzone.loads(json.dumps(doc))
        redzone.resolve(scenario).explain()
        redzone.check(scenario)
        attack_only = redzone.loads(json.dumps({**doc, "combat": {
            "attacks": doc["combat"]["attacks"]}}))
        best = redzone.best_blocks(attack_only, budget=100_000)
    except RedzoneError:
        return  # refused: an illegal declaration or a board the rules don't allow
    # the blocks found can be written in the file and are legal there
    blocks = {b: list(a) for b, a in best.blocks.items()}
    answer = redzone.loads(json.dumps({**doc, "combat": {
        "attacks": doc["combat"]["attacks"], "blocks": blocks}}))
    assert redzone.check(answer) == []


def test_check_judges_attacks_after_the_beginning_of_combat_as_resolve_does() -> None:
    """Found by these boards: Furyblade Vampire's beginning-of-combat trigger makes it 6/1,
    so Rhonas the Indomitable may attack (its restriction reads "unless you control another
    creature with power 4 or greater"); `check` judged the attack before that step, and
    called illegal the board `resolve` resolves (507, 508.1)."""
    doc = {"players": {"Alice": {}, "Bob": {}},
           "battlefield": {"Alice": [{"id": "rhonas", "card": "Rhonas the Indomitable"},
                                     {"id": "vampire", "card": "Furyblade Vampire"}],
                           "Bob": [{"id": "guard", "card": "Spectral Gateguards"}]},
           "combat": {"attacks": {"rhonas": "Bob"}, "blocks": {"guard": "rhonas"}}}
    scenario = redzone.loads(json.dumps(doc))
    assert redzone.check(scenario) == []
    redzone.resolve(scenario)
    lone = redzone.loads(json.dumps({**doc, "battlefield": {
        **doc["battlefield"], "Alice": doc["battlefield"]["Alice"][:1]}}))
    assert [v.rule for v in redzone.check(lone)] == ["508.1c"]
