"""The table of real cards' oracle text compiled (tests/test_card_text*.py): one case per
card, with the keywords, blocking, abilities and unmodelled sentences expected, and the
check each table runs."""

from __future__ import annotations

import re
from functools import cache
from typing import Any, NamedTuple

from redzone.cards import database
from redzone.cards.oracle import subtype_forms
from redzone.cards.text.compile import Compiled, compile_text


class Case(NamedTuple):
    name: str
    text: str
    corpus_keywords: list[str]
    keywords: list[str]
    can_block: int | None
    abilities: list[dict[str, Any]]
    unmodelled: list[str]
    printed: tuple[str | None, str | None] = (None, None)  # its power and toughness
    legendary: bool = False  # (its text may call it by its first word, 201.5c)


@cache
def card_subtypes() -> dict[str, str]:
    """Each subtype of the database's cards, singular or plural, to its singular."""
    db = database()
    return subtype_forms({"subtypes": db._card(i).subtypes} for i in range(len(db)))


def assert_compiles(case: Case) -> Compiled:
    """The card's text compiles to what the case expects; each ability names its sentence
    (a level's, after its level: "LEVEL 2-6: 3/3"; a modal one's, its lines joined)."""
    found = compile_text(case.text, case.name, case.corpus_keywords, card_subtypes(),
                         case.printed, case.legendary)
    assert found.keywords == case.keywords
    assert found.can_block == case.can_block
    assert [{k: v for k, v in a.items() if k != "text"} for a in found.abilities] \
        == case.abilities
    assert found.unmodelled == case.unmodelled
    printed = (case.text, case.text.replace("\n", " "))
    assert all(any(re.sub(r"^LEVEL [0-9+-]+: ", "", a["text"]) in t for t in printed)
               for a in found.abilities)
    return found
