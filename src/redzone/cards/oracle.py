"""From an oracle record (MTGJSON-derived corpus) to redzone's combat view of the card.

Used by `tools/build_card_db.py` when it builds the committed database; nothing here runs when
the database is read. The text is compiled by text/ (keywords, abilities, and the sentences
that matter in combat and didn't compile).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from typing import Any

from redzone.core import keywords as kw

from .text.compile import compile_text
from .text.sentences import self_names

COLOR_LETTERS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "kindred", "land",
              "planeswalker", "instant", "sorcery")
SUPERTYPES = ("basic", "legendary", "snow", "world")
_STANDARD_TYPES = {"Artifact", "Battle", "Creature", "Enchantment", "Kindred", "Tribal", "Land",
                   "Planeswalker", "Instant", "Sorcery"}
_STANDARD_SUPERTYPES = {"Basic", "Legendary", "Snow", "World"}
_FUNNY_LAYOUTS = {"host", "augment"}
_FUNNY_TEXT = re.compile(r"\{TK\}|\{H[WUBRG]\}|\{½\}|\{∞\}|sticker|Attraction|Contraption|"
                         r"\bGotcha\b|open an Attraction|roll to visit", re.IGNORECASE)
_PLAIN = re.compile(r"-?\d+")
_SYMBOL = re.compile(r"\{([^}]*)\}")


def name_key(name: str) -> str:
    """The lookup key of a name: accents stripped, case folded, straight apostrophes."""
    decomposed = unicodedata.normalize("NFKD", name.replace("\u2019", "'"))
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(stripped.casefold().split())


def is_plain(value: str | None) -> bool:
    """A printed number redzone can use as it is ('5'), not '*', '1+*', 'X' or '+2'."""
    return value is not None and _PLAIN.fullmatch(value) is not None


def mana_value(cost: str | None) -> float:
    """202.3: the total amount of mana in a mana cost (X counts 0, {2/W} counts 2)."""
    total = 0.0
    for symbol in _SYMBOL.findall(cost or ""):
        if symbol.isdigit():
            total += int(symbol)
        elif symbol in ("X", "Y", "Z"):
            continue
        elif symbol.startswith("H") or symbol == "½":
            total += 0.5
        elif symbol.startswith("2/"):
            total += 2
        else:
            total += 1
    return total


def colors_of(cost: str | None) -> list[str]:
    """The colors of the mana symbols in a mana cost (202.2), in WUBRG order."""
    letters = {c for symbol in _SYMBOL.findall(cost or "") for c in symbol
               if c in COLOR_LETTERS and "H" not in symbol[:1]}
    letters |= {symbol[1] for symbol in _SYMBOL.findall(cost or "")
                if symbol[:1] == "H" and symbol[1:] in COLOR_LETTERS}
    return [COLOR_LETTERS[c] for c in "WUBRG" if c in letters]


# The actions only Alchemy's digital cards take (the Comprehensive Rules define none of them):
# a card whose text takes one is an Alchemy card, whatever its name.
_ALCHEMY_TEXT = re.compile(
    r"\b(conjures?|perpetually|spellbook|double team|starting intensity|intensif(y|ies)|"
    r"incorporates?|speciali[sz](e|es|ed|ing|ation)|draft a card from|"
    r"seeks? (a|an|one|two|three|four|x|\d+|that many|up to)|heist (target|an|a))\b",
    re.IGNORECASE)


def is_alchemy(entry: Mapping[str, Any]) -> bool:
    """An Alchemy card: a rebalanced one ("A-" names) or a digital one, known by an action
    only Alchemy has (conjure, seek, perpetually, specialize...), as the corpus has no set
    codes."""
    return entry["name"].startswith("A-") or _ALCHEMY_TEXT.search(entry.get("text") or "") \
        is not None


def is_funny(entry: Mapping[str, Any]) -> bool:
    """Un-set and other joke cards, as far as the corpus shows (it has no set codes)."""
    if entry.get("layout") in _FUNNY_LAYOUTS:
        return True
    if set(entry.get("types") or []) - _STANDARD_TYPES:
        return True
    if set(entry.get("supertypes") or []) - _STANDARD_SUPERTYPES:
        return True
    for stat in ("power", "toughness", "loyalty"):
        value = entry.get(stat)
        if value and re.search(r"[.∞?²]|\d+d\d+", value):
            return True
    blob = f"{entry.get('manaCost') or ''} {entry.get('text') or ''}"
    return _FUNNY_TEXT.search(blob) is not None


def face_colors(entry: Mapping[str, Any], front: Mapping[str, Any] | None) -> list[str]:
    """A face's colors (105.2, 202.2): from its mana cost; devoid (702.114) and "is all
    colors" win. The corpus keeps no color indicator, so a face without a mana cost that isn't
    a plain land takes it from the color identity, less the front face's colors when that
    leaves any (Civilized Scholar, blue, transforms into Homicidal Brute, red)."""
    keywords = [k.lower() for k in entry.get("keywords") or []]
    text = entry.get("text") or ""
    name = entry["name"].split(" // ")[0]
    if "devoid" in keywords:
        return []
    if any(f"{n} is all colors." in text for n in [*self_names(name), "This creature"]):
        return list(kw.COLORS)
    cost = entry.get("manaCost")
    if cost:
        return colors_of(cost)
    types = set(entry.get("types") or [])
    if "Land" in types and "Creature" not in types:
        return []
    identity = [COLOR_LETTERS[c] for c in "WUBRG" if c in (entry.get("colorIdentity") or [])]
    if front is not None:
        front_colors = colors_of(front.get("manaCost"))
        other = [c for c in identity if c not in front_colors]
        if other:
            return other
    return identity


def _types(entry: Mapping[str, Any]) -> list[str]:
    out = []
    for t in entry.get("types") or []:
        t = "kindred" if t == "Tribal" else t.lower()
        out.append(t)
    return out


def subtype_forms(corpus: Iterable[Mapping[str, Any]]) -> dict[str, str]:
    """Every subtype of the corpus as oracle text may print it, singular or plural, to its
    singular ("Elves" -> "Elf"); joke cards' subtypes and words that begin sentences left
    out (a card whose subtype is "You" would make "You gain 2 life." unreadable)."""
    forms: dict[str, str] = {}
    for entry in corpus:
        if is_funny(entry):
            continue
        for subtype in entry.get("subtypes") or ():
            if subtype not in _SENTENCE_WORDS:
                forms[subtype] = subtype
    for subtype in TOKEN_CREATURE_TYPES:
        forms.setdefault(subtype, subtype)
    plurals = {plural: subtype for subtype in forms for plural in _plurals(subtype)
               if plural != subtype}
    for plural, subtype in plurals.items():  # (a subtype that is another's plural, as the
        forms[plural] = subtype  # joke "Creature — Elves" is Elf's, reads as the singular)
    return forms


_SENTENCE_WORDS = {"You"}
# Creature types (205.3m) that no card of the corpus has, only the tokens cards create
# ("create a 1/1 colorless Eldrazi Scion creature token").
TOKEN_CREATURE_TYPES = (
    "Army", "Balloon", "Blinkmoth", "Camarid", "Caribou", "Deserter", "Germ", "Graveborn",
    "Llama", "Orb", "Pentavite", "Pincher", "Prism", "Scion", "Sculpture", "Serf", "Servo",
    "Tentacle", "Tetravite", "Triskelavite")


def _plurals(word: str) -> list[str]:
    if word in _SAME_PLURAL:
        return []
    if word in _IRREGULAR:
        return [_IRREGULAR[word]]
    if word.endswith(("s", "x", "ch", "sh")):
        return [word + "es"]
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return [word[:-1] + "ies"]
    if word.endswith("f"):
        return [word[:-1] + "ves", word + "s"]
    if word.endswith("fe"):
        return [word[:-2] + "ves"]
    return [word + "s"]


_SAME_PLURAL = {"Merfolk", "Sheep", "Kor", "Moonfolk", "Kithkin", "Samurai", "Ninja",
                "Fish", "Elk", "Ox"}
_IRREGULAR = {"Elf": "Elves", "Dwarf": "Dwarves", "Mouse": "Mice", "Wolf": "Wolves",
              "Ox": "Oxen", "Werewolf": "Werewolves", "Octopus": "Octopuses",
              "Cyclops": "Cyclopes", "Djinn": "Djinn", "Efreet": "Efreet", "Homunculus":
              "Homunculi", "Fungus": "Fungi", "Phoenix": "Phoenixes", "Sphinx": "Sphinxes"}


def card_record(entry: Mapping[str, Any], front: Mapping[str, Any] | None,
                subtypes: dict[str, str]) -> dict[str, Any]:
    """One face of the corpus as a record of the database, its text compiled."""
    full = entry["name"]
    face = full.split(" // ")[0]
    if front is not None:
        full = f"{front['name'].split(' // ')[0]} // {face}"
    compiled = compile_text(entry.get("text"), face, entry.get("keywords") or (), subtypes,
                            (entry.get("power"), entry.get("toughness")),
                            "Legendary" in (entry.get("supertypes") or ()))
    cost = entry.get("manaCost")
    value = mana_value(cost) if cost or front is None else mana_value(front.get("manaCost"))
    return {
        "name": face,
        "full_name": full,
        "mana_cost": cost,
        "mana_value": int(value) if value == int(value) else value,
        "colors": face_colors(entry, front),
        "types": _types(entry),
        "supertypes": [s.lower() for s in entry.get("supertypes") or []],
        "subtypes": list(entry.get("subtypes") or []),
        "power": entry.get("power"),
        "toughness": entry.get("toughness"),
        "loyalty": entry.get("loyalty"),
        "defense": entry.get("defense"),
        "keywords": compiled.keywords,
        "can_block": "any" if compiled.can_block is None else compiled.can_block,
        "text": "\n".join(compiled.rest),
        "abilities": compiled.abilities,
        "unmodelled": compiled.unmodelled,
        "copy": compiled.copy,
        "layout": entry.get("layout") or "normal",
        "alchemy": is_alchemy(entry) or (front is not None and is_alchemy(front)),
        "funny": is_funny(entry),
    }


_NOT_CARDS = ("vanguard", "planar", "scheme")
_OTHER_PERMANENTS = {"Artifact", "Enchantment", "Land"}


def fights(entry: Mapping[str, Any]) -> bool:
    """Cards that fight: power and toughness, loyalty or defense (or a battle)."""
    if entry.get("layout") in _NOT_CARDS:
        return False
    return (entry.get("power") is not None or entry.get("loyalty") is not None
            or entry.get("defense") is not None or "Battle" in (entry.get("types") or []))


def candidate(entry: Mapping[str, Any]) -> bool:
    """A card that fights, or another permanent (artifact, enchantment, land)."""
    return fights(entry) or (entry.get("layout") not in _NOT_CARDS
                             and bool(_OTHER_PERMANENTS & set(entry.get("types") or ())))


def wanted(entry: Mapping[str, Any], record: Mapping[str, Any]) -> bool:
    """The cards of the database: those that fight, and the other permanents (anthems,
    Equipment, Auras) whose text acts in combat, compiled or not (`record`: the candidate
    face as card_record makes it; a keyword on a permanent that isn't a creature acts in
    combat where it acts on players, "You have hexproof.")."""
    return fights(entry) or bool(record["abilities"] or record["unmodelled"]
                                 or kw.on_players(frozenset(record["keywords"])))
