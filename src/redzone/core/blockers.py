"""The creatures a blocking restriction names (509.1b): "can't be blocked by Walls", "can't be
blocked except by creatures with flying or reach", "can't block creatures with power 3 or
greater". A description is read from the keyword's words, lower case; alternatives are
joined by "and/or" ("artifact creatures and/or white creatures")."""

from __future__ import annotations

import re
from typing import NamedTuple

COLORS = ("white", "blue", "black", "red", "green")

_IRREGULAR = {"elves": "elf", "dwarves": "dwarf", "wolves": "wolf", "werewolves": "werewolf",
              "mice": "mouse", "octopi": "octopus", "sphinxes": "sphinx", "foxes": "fox"}


def singular(word: str) -> str:
    """'Demons' -> 'demon', 'Elves' -> 'elf': how a plural names a type."""
    word = word.lower()
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


class Description(NamedTuple):
    """Creatures that are all of `types`, of one of `colors` and none of `not_colors`, of one
    of `subtypes` (lower case; one of their plurals in `plural`) and none of `not_subtypes`,
    with one of `keywords`, and power within the bounds given."""

    colors: frozenset[str] = frozenset()
    not_colors: frozenset[str] = frozenset()
    types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    not_subtypes: frozenset[str] = frozenset()
    keywords: frozenset[str] = frozenset()
    power_at_least: int | None = None
    power_at_most: int | None = None
    plural: str | None = None  # "walls": a subtype named by its plural alone


_ALTERNATIVE = re.compile(r"((?:[a-z'-]+ )*?)creatures(?: with (.+))?")
_POWER = re.compile(r"power (\d{1,6}) or (greater|less)")


def describe(text: str, keywords: frozenset[str]) -> tuple[Description, ...] | None:
    """The alternatives `text` names, or None where it isn't a description of creatures;
    `keywords`: the words a "with ..." may name."""
    found = [_one(part.strip(), keywords) for part in text.split(" and/or ")]
    return tuple(d for d in found if d is not None) if all(found) else None


def _one(text: str, keywords: frozenset[str]) -> Description | None:
    m = _ALTERNATIVE.fullmatch(text)
    if m is None:  # a subtype by its plural alone: "walls", "rogues"
        return Description(plural=text) if re.fullmatch(r"[a-z'-]+s", text) else None
    colors, not_colors, types, subtypes, not_subtypes = set(), set(), set(), set(), set()
    for word in m.group(1).split():
        if word in COLORS:
            colors.add(word)
        elif word.startswith("non") and word[3:].lstrip("-") in COLORS:
            not_colors.add(word[3:].lstrip("-"))
        elif word in ("artifact", "legendary"):  # a card type, a supertype (205.4)
            types.add(word)
        elif word.startswith("non-"):
            not_subtypes.add(word[4:])
        else:
            subtypes.add(word)
    power_at_least = power_at_most = None
    with_ = m.group(2)
    kinds: frozenset[str] = frozenset()
    if with_ is not None and (p := _POWER.fullmatch(with_)):
        if p.group(2) == "greater":
            power_at_least = int(p.group(1))
        else:
            power_at_most = int(p.group(1))
    elif with_ is not None:
        kinds = frozenset(w.strip() for w in re.split(r" or | and/or ", with_))
        if not kinds <= keywords:
            return None
    return Description(frozenset(colors), frozenset(not_colors), frozenset(types),
                       frozenset(subtypes), frozenset(not_subtypes), kinds, power_at_least,
                       power_at_most)
