"""From an oracle record (MTGJSON-derived corpus) to redzone's combat view of the card.

Used by `tools/build_card_db.py` when it builds the committed database; nothing here runs when
the database is read. Only keyword lines count: a line that is a comma-separated list of keyword
abilities ("Flying, first strike, lifelink"), or one of a few exact sentences in modern oracle
wording ("This creature can't block."). "Creatures you control have flying" is left as text.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from redzone.core import keywords as kw

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
_REMINDER = re.compile(r"\s*\([^()]*\)")
_LANDWALK = re.compile(r"(?:(?:nonbasic|snow|legendary) )?[a-z'-]+walk")

# Protection qualities redzone understands (702.16a): colors and kinds of colors, every-,
# card types, and a single type word such as a subtype ("Demons").
_QUALITY_WORDS = {"everything", "multicolored", "monocolored", "colorless", "each color",
                  "all colors", *kw.COLORS}
_QUALITY_TYPES = {"artifacts", "battles", "creatures", "enchantments", "lands",
                  "planeswalkers", "instants", "sorceries", "snow", "kindred"}

# Exact sentences about the card itself (`~` stands for its name or "this creature").
_SENTENCES: dict[str, tuple[str, ...]] = {
    "~ can't block.": ("can't block",),
    "~ can't attack.": ("can't attack",),
    "~ can't attack or block.": ("can't attack", "can't block"),
    "~ can't be blocked.": ("can't be blocked",),
}
_CAN_BLOCK: dict[str, int | None] = {
    "~ can block an additional creature each combat.": 2,
    "~ can block any number of creatures.": None,
    "~ can block any number of creatures each combat.": None,
}


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


def _self_names(name: str) -> list[str]:
    names = [name]
    if ", " in name:  # "Isamaru, Hound of Konda" calls itself "Isamaru"
        names.append(name.split(", ")[0])
    return names


def _quality(part: str) -> str | None:
    """A protection quality as redzone spells it, or None when it isn't one redzone knows."""
    low = part.lower()
    if low in _QUALITY_WORDS or low in _QUALITY_TYPES:
        return low
    if re.fullmatch(r"[A-Z][A-Za-z'-]*", part):
        return part  # a subtype, kept as printed: "Demons"
    return None


def _protection(item: str) -> tuple[list[str], bool] | None:
    """'protection from Demons and from Dragons' -> (['protection from Demons', ...], whole?).
    None when the item is not a protection keyword at all."""
    m = re.fullmatch(r"protection from (.+)", item, re.IGNORECASE)
    if m is None:
        return None
    rest = m.group(1).replace(", and from ", " and from ").replace(", from ", " and from ")
    out: list[str] = []
    whole = True
    for part in rest.split(" and from "):
        quality = _quality(part.strip())
        if quality is None:
            whole = False
        else:
            out.append(f"protection from {quality}")
    return out, whole


def _combat_keyword(item: str) -> str | None:
    """The item as a redzone keyword if it is a combat keyword (flying, toxic 2, forestwalk)."""
    word = kw.normalize(item)
    if word.startswith("protection"):
        return None
    if word.endswith("walk") and not _LANDWALK.fullmatch(word):
        return None  # "other Zombie creatures have swampwalk" is not a keyword
    try:
        kw.parse([word])
    except kw.KeywordError:
        return None
    return word if word not in ("can't block", "can't attack", "can't be blocked") else None


def _is_other_keyword(item: str, known: Sequence[str]) -> bool:
    low = item.lower()
    return any(low == k or (low.startswith(k) and not low[len(k)].isalpha()) for k in known)


def _split_items(line: str) -> list[str]:
    """'Flying, protection from red, from blue; banding' -> items (protection kept whole)."""
    items: list[str] = []
    for part in re.split(r", |; ", line):
        if items and re.match(r"(and )?from ", part) and items[-1].lower().startswith(
                "protection from"):
            items[-1] += ", " + part
        else:
            items.append(part)
    return items


def parse_text(text: str | None, name: str, corpus_keywords: Iterable[str] = ()
               ) -> tuple[list[str], int | None, str]:
    """Oracle text -> (combat keywords, how many creatures it can block, the rest of the text).

    `corpus_keywords` are the keyword abilities the corpus lists for the card; they tell a
    keyword line ("Flying, ward {2}") from a sentence that starts like one."""
    known = [k.lower() for k in corpus_keywords]
    found: list[str] = []
    can_block: int | None = 1
    rest: list[str] = []
    for raw in (text or "").split("\n"):
        line = _REMINDER.sub("", raw).strip().rstrip(".") if raw.strip() else ""
        if not line:
            continue
        items = _split_items(line)
        kept: list[str] = []
        emitted: list[str] = []
        keyword_line = True
        for item in items:
            if (prot := _protection(item)) is not None:
                emitted += prot[0]
                if not prot[1]:
                    kept.append(item)
            elif (word := _combat_keyword(item)) is not None:
                emitted.append(word)
            elif _is_other_keyword(item, known):
                kept.append(item)
            else:
                keyword_line = False
                break
        if keyword_line:
            found += emitted
            if kept:
                rest.append(", ".join(kept))
            continue
        sentence = kw.normalize(_REMINDER.sub("", raw).strip())
        for self_name in ["this creature", *(kw.normalize(n) for n in _self_names(name))]:
            if sentence.startswith(self_name + " "):
                sentence = "~" + sentence[len(self_name):]
                break
        if sentence in _SENTENCES:
            found += _SENTENCES[sentence]
        elif sentence in _CAN_BLOCK:
            can_block = _CAN_BLOCK[sentence]
        else:
            rest.append(raw.strip())
    unique = list(dict.fromkeys(found))
    kw.parse(unique)  # every keyword emitted is in redzone's vocabulary
    return unique, can_block, "\n".join(rest)


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
    if any(f"{n} is all colors." in text for n in [*_self_names(name), "This creature"]):
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


def card_record(entry: Mapping[str, Any], front: Mapping[str, Any] | None) -> dict[str, Any]:
    """One face of the corpus as a record of the database."""
    full = entry["name"]
    face = full.split(" // ")[0]
    if front is not None:
        full = f"{front['name'].split(' // ')[0]} // {face}"
    keywords, can_block, text = parse_text(entry.get("text"), face, entry.get("keywords") or ())
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
        "keywords": keywords,
        "can_block": "any" if can_block is None else can_block,
        "text": text,
        "layout": entry.get("layout") or "normal",
        "alchemy": face.startswith("A-"),
        "funny": is_funny(entry),
    }


def wanted(entry: Mapping[str, Any]) -> bool:
    """Cards that fight: power and toughness, loyalty or defense (or a battle)."""
    if entry.get("layout") in ("vanguard", "planar", "scheme"):
        return False
    return (entry.get("power") is not None or entry.get("loyalty") is not None
            or entry.get("defense") is not None or "Battle" in (entry.get("types") or []))
