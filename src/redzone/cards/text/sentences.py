"""Oracle text as sentences, and each sentence as the words the grammar reads.

A line of oracle text is a paragraph: a keyword line ("Flying, first strike"), or sentences.
Reminder text (in parentheses) is not rules text (207.2); an ability word or flavour word
before a dash ("Landfall — ", "Fear Gas — ") has no rules meaning (207.2c) and is dropped.
Bullet lines belong to the sentence that introduces them ("choose one —"). Lines under a
level-up header ("LEVEL 2-6", 711) hold only while the permanent has that many level
counters: they are kept apart, with their header.

The card refers to itself by its name, its short name ("Isamaru" for "Isamaru, Hound of
Konda"; a legendary card's first words, "Kefnet" for "Kefnet the Mindful", unless an
article or a subtype), or "this" and its type or subtype ("this creature", "this
Equipment", 201.5): each becomes `~`. A Saga's chapter numbers ("I, II — ") are kept: they
say when the ability triggers (714.2).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from redzone.core.abilities import SELF_KINDS
from redzone.core.cardtypes import SUBTYPES

from .relevance import NUMBER_WORDS, OUTSIDE_KEYWORDS

_REMINDER = re.compile(r"\s*\([^()]*\)")
_DASH = re.compile(r"^([^:{}•—]{1,40}?)\s*—\s*(?=\S)")
_THIS = re.compile(rf"\b[Tt]his ({'|'.join(SELF_KINDS)})\b")
_CHAPTERS = re.compile(r"^[IVX]+(, [IVX]+)*$")
_LEVEL = re.compile(r"^LEVEL (\d+)(?:-(\d+)|\+)$")
_SENTENCE_END = re.compile(r"(?<=[.!])\s+(?=[A-Z{~•\"])")
_TOKEN = re.compile(r"~'s|~|[+-]?[\dX]+/[+-]?[\dX]+|\{[^}]+\}|\d+|[A-Za-z][A-Za-z'/-]*"
                    r"|[,.:;•—\"]")


# what "non" is read before as a word of its own ("nonblack", "nonartifact")
_NON = {w: w for w in ("white", "blue", "black", "red", "green", "artifact", "creature",
                       "land", "token")}


@dataclass(frozen=True, slots=True)
class Sentence:
    """One sentence of rules text: as printed (`text`), with the card's references to
    itself as `~` (`own`), and the level-up block it is under, if any (`level`: its
    header)."""

    text: str
    own: str
    level: str = ""


def self_names(name: str, legendary: bool = False) -> list[str]:
    """What a card calls itself: its name, and its short name before a comma (or, for a
    legendary card, its first word: `short_name`)."""
    names = [name]
    if ", " in name:
        names.append(name.split(", ")[0])
    elif legendary and (short := short_name(name)) is not None:
        names.append(short)
    return names


_NOT_NAMES = frozenset({"the", "a", "an", *(s.lower() for s in SUBTYPES)})
# first words of names that are titles, not the name shortened ("Lord Skitter", "Syr Joshua")
_TITLES = frozenset({"Lord", "Lady", "Sir", "Syr", "King", "Queen", "Prince", "Princess",
                     "Captain", "General", "Agent", "Doctor", "Professor", "Mister", "Saint",
                     "Father", "Mother", "Uncle", "Aunt", "Old", "Young", "Grand", "High",
                     "Great", "Baron", "Count", "Duke", "Emperor", "Empress", "Commander",
                     "Admiral", "Chief", "Master", "Elder", "Brother", "Sister"})


def short_name(name: str) -> str | None:
    """A legendary card's short name, as its text calls it: the words before " the " or
    " of " ("Vial Smasher" for Vial Smasher the Fierce), else its first word ("Edgar" for
    Edgar Markov); None for a one-word name, or an article, a title ("Lord Skitter") or a
    subtype ("Sliver Overlord": a Sliver is any Sliver)."""
    if ", " in name or " " not in name:
        return None
    short = re.split(r" (?:the|of) ", name, maxsplit=1)[0]
    if short == name:
        short = name.split(" ")[0]
    first = short.split(" ")[0]
    if short.lower() in _NOT_NAMES or first.lower() in ("the", "a", "an") or (
            first in _TITLES or not short[:1].isupper()):
        return None
    return short


def split(text: str, name: str, legendary: bool = False) -> list[list[Sentence]]:
    """The card's paragraphs (lines), each a list of sentences, reminder text and ability
    words dropped. A level-up block is one paragraph per line, each sentence marked with
    the block's header. `legendary`: its text may call it by its first word (201.5c)."""
    paragraphs: list[list[Sentence]] = []
    level = ""
    for raw in text.split("\n"):
        line = _REMINDER.sub("", raw).strip()
        if not line:
            continue
        if _LEVEL.match(line):
            level = line
            continue
        if line.startswith("•") and paragraphs:  # a mode of the sentence before it
            last = paragraphs[-1][-1]
            paragraphs[-1][-1] = Sentence(f"{last.text} {line}",
                                          f"{last.own} {_own(line, name, legendary)}",
                                          last.level)
            continue
        if (m := _DASH.match(line)) and not _keyword_before_dash(m.group(1)):
            line = line[m.end():]
        own = _own(line, name, legendary)
        texts = _SENTENCE_END.split(line)
        owns = _SENTENCE_END.split(own)
        if len(texts) != len(owns):  # (a name with a full stop in it): one sentence
            texts, owns = [line], [own]
        paragraphs.append([Sentence(t, o, level) for t, o in zip(texts, owns, strict=True)])
    return paragraphs


def _keyword_before_dash(word: str) -> bool:
    """'Ward—Pay 2 life', 'Escape—{3}{B}': a keyword and its cost, not an ability word (nor
    a Saga's chapters)."""
    if _CHAPTERS.match(word):
        return True
    low = re.sub(r" (\d+|x)$", "", word.lower())  # "Reinforce 2—{1}{G}", "Impending 4—"
    return low in OUTSIDE_KEYWORDS or low.startswith(("ward", "partner", "suspend",
                                                      "cumulative upkeep", "equip"))


def _own(line: str, name: str, legendary: bool = False) -> str:
    """`line` with the card's references to itself as `~` (a legendary card's first word
    only as a word of its own)."""
    short = short_name(name) if legendary else None
    for ref in sorted(self_names(name, legendary), key=len, reverse=True):
        line = (re.sub(rf"\b{re.escape(ref)}\b", "~", line) if ref == short
                else line.replace(ref, "~"))
    return _THIS.sub("~", line)


def words(own: str, subtypes: dict[str, str]) -> list[str]:
    """A sentence's words as the grammar reads them: lower case, except a subtype, which is
    written as the singular `subtypes` maps it to ("Goblins" -> "Goblin"); number words as
    digits; `~'s` and `~` kept; punctuation as words."""
    out: list[str] = []
    for token in _TOKEN.findall(own.replace("\u2212", "-").replace("\u2019", "'")):
        low = token.lower()
        if token[:1].isupper() and (subtype := subtypes.get(token)) is not None:
            out.append(subtype)
        elif low.startswith("non") and len(low) > 3 and (
                (rest := token[3:].lstrip("-")) in _NON or subtypes.get(rest) is not None):
            out += ["non", _NON.get(rest) or subtypes[rest]]  # "non-Wall", "nonblack"
        elif low in NUMBER_WORDS:
            out.append(str(NUMBER_WORDS[low]))
        else:
            out.append(low)
    return out
