"""`card:` in a scenario: the fields a card fills from the card database (redzone.cards) when
the file doesn't give them; read.py fills them and write.py leaves out those the card gives."""

from __future__ import annotations

from typing import Any

from redzone import cards
from redzone.core import keywords as kw
from redzone.core.errors import ScenarioError
from redzone.core.model import BATTLE, CARD_TYPES, CREATURE, PLANESWALKER, SUPERTYPES, Permanent

from . import abilities
from .schema import AbilityIn, PermanentIn

STATS = ("power", "toughness", "loyalty", "defense")


def card_named(name: str) -> cards.Card:
    """The card called `name`; an exact name of an Alchemy or joke card counts as asking for
    it. Raises cards.UnknownCard."""
    return cards.lookup(name, extras=cards.database().get(name, True) is not None)


def unfilled(perm: Permanent) -> bool:
    """Has it a `card` that wasn't filled from the database (a Permanent built in Python:
    reading a file always gives it a name)?"""
    return perm.card is not None and not perm.name


def card_fields(card: cards.Card) -> dict[str, Any]:
    """What the card gives a permanent, as the schema's plain data: its name, types,
    subtypes, colors, keywords, how many creatures it can block, the abilities compiled from
    its text, and each of power, toughness, loyalty and defense that is printed as a plain
    number."""
    given: dict[str, Any] = {
        "name": card.name,
        "types": [t for t in (*card.types, *card.supertypes)
                  if t in CARD_TYPES or t in SUPERTYPES],
        "subtypes": list(card.subtypes),
        "colors": list(card.colors),
        "keywords": list(card.keywords),
        "can_block": card.can_block,
        "abilities": _abilities(card),
    }
    for stat in STATS:
        number = cards.Card.number(getattr(card, stat))
        if number is not None:
            given[stat] = number
    return given


def copy_fields(card: cards.Card, copied_name: str, path: str) -> dict[str, Any]:
    """What a Clone (`card`, which may "enter as a copy of ...") gives a permanent that
    entered as a copy of `copied_name` (707.5): the copied card's values (707.2) with the
    Clone's exceptions (707.9b: its types, keywords, power and toughness, its name)."""
    if card.copy is None:
        raise ScenarioError(path, f"{card.name} doesn't enter as a copy (or redzone doesn't "
                                  f"read how it does)")
    try:
        copied = card_named(copied_name)
    except cards.UnknownCard as err:
        raise ScenarioError(path, str(err)) from None
    if not any(_is(copied, kind) for kind in card.copy["of"]):
        raise ScenarioError(path, f"{card.name} copies {' or '.join(card.copy['of'])}s "
                                  f"(707.9): {copied.name} isn't one")
    given = card_fields(copied)
    given["types"] = [t for t in dict.fromkeys([*given["types"], *card.copy.get(
        "also_types", ())]) if not (t == "legendary" and card.copy.get("not_legendary"))]
    given["subtypes"] = list(dict.fromkeys([*given["subtypes"],
                                            *card.copy.get("also_subtypes", ())]))
    given["keywords"] = [*given["keywords"], *card.copy.get("keywords", ())]
    if "base" in card.copy:
        given["power"], given["toughness"] = card.copy["base"]
    if card.copy.get("own_name"):
        given["name"] = card.name
    return given


_PERMANENT_TYPES = frozenset({"artifact", "battle", "creature", "enchantment", "land",
                              "planeswalker"})


def _is(card: cards.Card, kind: str) -> bool:
    """Is `card` of the kind a Clone copies ("creature", "nonland permanent", "Ally
    creature")?"""
    types = set(card.types)
    if kind in ("permanent", "nonland permanent"):
        return bool(types & _PERMANENT_TYPES) and not (kind != "permanent" and "land" in types)
    *subtypes, noun = kind.split()
    return noun in types and all(s in card.subtypes for s in subtypes)


def _abilities(card: cards.Card) -> list[dict[str, Any]]:
    """The card's compiled abilities as `unparse` writes them (defaults left out)."""
    return [abilities.unparse(a) for a in abilities.parse(
        [AbilityIn.model_validate(a) for a in card.abilities], "abilities", kw.CR)]


def from_card(item: PermanentIn, path: str, with_abilities: bool = True,
              ) -> tuple[PermanentIn, tuple[str, ...]]:
    """`item` with what its `card` gives filled in where the file gives nothing, and the
    sentences of the card that act in combat and redzone doesn't model (none when the file
    gives `abilities`: it has written what the card does). Without `with_abilities` (a rule
    set that gives them no meaning), the card's compiled abilities are among the latter."""
    assert item.card is not None
    try:
        card = card_named(item.card)
    except cards.UnknownCard as err:
        raise ScenarioError(f"{path}.card", str(err)) from None
    given = item.model_fields_set
    if item.copy_of is not None:  # 707.2: the copied card's text, not the Clone's
        values = copy_fields(card, item.copy_of, f"{path}.copy_of")
        unmodelled = card_named(item.copy_of).unmodelled
    else:  # (a Clone whose copy the file doesn't give is named: what did it copy?)
        values, unmodelled = card_fields(card), card.unmodelled + (
            (card.copy["text"],) if card.copy is not None else ())
    fill = {k: v for k, v in values.items() if k not in given}
    fill["card"] = card.name
    if "abilities" in given:
        unmodelled = ()
    if "abilities" in fill:
        if with_abilities:
            fill["abilities"] = [AbilityIn.model_validate(a) for a in fill["abilities"]]
        else:
            unmodelled = (*unmodelled, *(a.get("text", "") for a in fill.pop("abilities")))
    types = fill.get("types", item.types)
    needs = {"power": CREATURE in types, "toughness": CREATURE in types,
             "loyalty": PLANESWALKER in types, "defense": BATTLE in types}
    for stat in STATS:
        if stat not in given and stat not in fill and needs[stat]:
            raise ScenarioError(f"{path}.{stat}", _unusable(card, stat))
    return item.model_copy(update=fill), unmodelled


def _unusable(card: cards.Card, stat: str) -> str:
    """Why a card's printed stat can't be used as it is."""
    if stat in ("power", "toughness"):
        return (f"{card.name} has power/toughness {card.power}/{card.toughness}; "
                f"give power and toughness")
    value = getattr(card, stat)
    if value is None:
        return f"the card database has no {stat} for {card.name}; give {stat}"
    return f"{card.name} has {stat} {value}; give {stat}"
