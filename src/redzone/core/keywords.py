"""The keyword vocabulary and its parsing ("protection from red", "toxic 2", "forestwalk")."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from .blockers import COLORS as COLORS
from .blockers import Description, describe, singular
from .cardtypes import ALL_CARD_TYPES, SUBTYPES, SUPERTYPES
from .errors import closest, did_you_mean

# 702.131b: its controller gets the city's blessing when they control ten or more permanents
ASCEND = "ascend"

# Keyword abilities with no parameter, and the CR rule that defines each.
SIMPLE: dict[str, str] = {
    "flying": "702.9",
    "reach": "702.17",
    "trample": "702.19",
    "trample over planeswalkers": "702.19c",
    "first strike": "702.7",
    "double strike": "702.4",
    "deathtouch": "702.2",
    "lifelink": "702.15",
    "infect": "702.90",
    "wither": "702.80",
    "indestructible": "702.12",
    "menace": "702.111",
    "defender": "702.3",
    "vigilance": "702.20",
    "haste": "702.10",
    "banding": "702.22",
    "fear": "702.36",
    "intimidate": "702.13",
    "shadow": "702.28",
    "skulk": "702.118",
    "horsemanship": "702.31",
    "hexproof": "702.11",
    "shroud": "702.18",
    "changeling": "702.73",
    ASCEND: "702.131",
    "enchant creature": "702.5",  # an Aura that may be attached only to a creature (303.4a)
    "unleash": "702.98",  # can't block as long as it has a +1/+1 counter on it
    "can't block": "509.1b",
    "can't attack": "508.1c",
    "can't be blocked": "509.1b",
}

# Triggered keyword abilities that act in combat, without a number; each instance triggers
# on its own.
TRIGGERED: dict[str, str] = {
    "exalted": "702.83",
    "flanking": "702.25",
    "battle cry": "702.91",
    "melee": "702.121",
    "mentor": "702.134",
    "training": "702.149",
    "dethrone": "702.105",
    "provoke": "702.39",
    "undying": "702.93",
    "persist": "702.79",
    "myriad": "702.116",
    "enlist": "702.154",
}

# Triggered keyword abilities with a number ("bushido 2").
NUMBERED: dict[str, str] = {
    "bushido": "702.45",
    "rampage": "702.23",
    "afflict": "702.130",
    "frenzy": "702.68",
    "poisonous": "702.70",
    "renown": "702.112",
    "afterlife": "702.135",
    "annihilator": "702.86",
    "mobilize": "702.181",
    "modular": "702.43",
}

# Those that trigger before blockers are declared, as attackers are (508.3, 702.39, 702.154):
# by the combat damage step they have done all they do.
BEFORE_BLOCKS = frozenset({"exalted", "battle cry", "melee", "mentor", "training", "dethrone",
                           "provoke", "annihilator", "myriad", "enlist", "mobilize"})

# Restrictions and requirements on attacks and blocks, as printed (508.1c-d, 509.1b-c).
NOT_WEAKER = "can't be blocked by creatures with power less than its power"
# "can't be blocked by creatures with greater power" (509.1b: skulk's restriction, 702.118b)
NOT_STRONGER = "can't be blocked by creatures with greater power"
PREVENT_TO = "prevent all damage that would be dealt to it"
PREVENT_COMBAT_TO = "prevent all combat damage that would be dealt to it"
PREVENT_BY = "prevent all damage that would be dealt by it"
PREVENT_COMBAT_BY = "prevent all combat damage that would be dealt by it"
PREVENT_NONCOMBAT_TO = "prevent all noncombat damage that would be dealt to it"
# from the creatures it blocks (any damage), from those blocking it (combat damage), from
# artifacts (any source that is one), as the source is when it deals it (615.1a)
PREVENT_FROM_BLOCKED = "prevent all damage that would be dealt to it by creatures it's blocking"
PREVENT_FROM_BLOCKERS = ("prevent all combat damage that would be dealt to it by creatures "
                         "blocking it")
PREVENT_FROM_ARTIFACTS = "prevent all damage that would be dealt to it by artifact sources"
# 615.12: prevention effects apply to its damage and prevent none of it (their other effects
# still happen); prevention shields aren't reduced by it
UNPREVENTABLE = "damage that would be dealt by it can't be prevented"
# Phantom creatures: damage to it prevented, a +1/+1 counter removed for each event (615.1a;
# its damage from several sources at once is one event, 510.2); the second only while it
# has a +1/+1 counter on it
PREVENT_AND_REMOVE = "prevent all damage that would be dealt to it and remove a +1/+1 counter"
PREVENT_WHILE_COUNTER = ("prevent all damage that would be dealt to it while it has a +1/+1 "
                         "counter and remove one")
# a blocked creature's option, as printed: all its damage to what it attacks (510.1b-c)
AS_THOUGH_UNBLOCKED = "may assign its combat damage as though it weren't blocked"
DESPITE_DEFENDER = "can attack as though it didn't have defender"  # (702.3b, as printed)
EXILE_INSTEAD = "if it would die, exile it instead"  # a replacement effect (614.1a, 700.4)
NO_REGENERATION = "can't be regenerated"  # its regeneration shields don't apply (701.19c)
NO_COMBAT_DAMAGE = "assigns no combat damage"  # an effect's (510.1a: it assigns none)
# What a permanent's static ability does to its controller ("you") or their opponents
PLAYER_HEXPROOF = "you have hexproof"  # 702.11c
OPPONENTS_CANT_GAIN_LIFE = "your opponents can't gain life"  # 119.7
GAIN_TWICE = "if you would gain life, you gain twice that much life instead"  # 614.1a
GAIN_PLUS = "if you would gain life, you gain that much life plus {} instead"  # 614.1a
LIFE_FLOOR = ("damage that would reduce your life total to less than {} reduces it to {} "
              "instead")  # 614.1a
# 614.1d: a creature entering under an opponent's control enters tapped (in combat: a token
# made, a card returned)
OPPONENTS_ENTER_TAPPED = "creatures your opponents control enter tapped"
# an ability's or effect's (510.1a: its toughness instead of its power; Doran)
DAMAGE_FROM_TOUGHNESS = "assigns combat damage equal to its toughness rather than its power"
PHRASES: dict[str, str] = {
    "can't be blocked except by two or more creatures": "509.1b",
    "can't be blocked by more than one creature": "509.1b",
    "all creatures able to block it do so": "509.1c",
    "blocks each combat if able": "509.1c",
    "must be blocked if able": "509.1c",  # (on an attacker: one creature blocking it obeys)
    "attacks each combat if able": "508.1d",
    "can block only creatures with flying": "509.1b",
    "can't attack alone": "508.1c",  # (506.5: the only creature declared as an attacker)
    "can't block alone": "509.1b",
    NOT_WEAKER: "509.1b",
    NOT_STRONGER: "509.1b",
    # prevention effects (615.1a) an object has, or that apply to it until end of turn
    PREVENT_TO: "615.1a",
    PREVENT_COMBAT_TO: "615.1a",
    PREVENT_BY: "615.1a",
    PREVENT_COMBAT_BY: "615.1a",
    PREVENT_NONCOMBAT_TO: "615.1a",
    PREVENT_FROM_BLOCKED: "615.1a",
    PREVENT_FROM_BLOCKERS: "615.1a",
    PREVENT_FROM_ARTIFACTS: "615.1a",
    UNPREVENTABLE: "615.12",
    PREVENT_AND_REMOVE: "615.1a",
    PREVENT_WHILE_COUNTER: "615.1a",
    AS_THOUGH_UNBLOCKED: "510.1b",
    DESPITE_DEFENDER: "702.3b",
    NO_COMBAT_DAMAGE: "510.1a",
    DAMAGE_FROM_TOUGHNESS: "510.1a",
    EXILE_INSTEAD: "614.1a",
    NO_REGENERATION: "701.19c",
    PLAYER_HEXPROOF: "702.11c",
    OPPONENTS_CANT_GAIN_LIFE: "119.7",
    OPPONENTS_ENTER_TAPPED: "614.1d",
    GAIN_TWICE: "614.1a",
}
POWER_LIMIT = "can't be blocked by creatures with power {} or less"  # 509.1b
# "can't be blocked except by three or more creatures" (509.1b; "two" is a phrase above)
NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                "ten")
MIN_BLOCKERS = "can't be blocked except by {} or more creatures"

# Words of MTG Puzzle Quest (rule set `mtgpq`); no CR rule set understands them.
MTGPQ_ONLY = frozenset({"berserker", "bravery", "unblockable"})

# Land types (205.3i) that landwalk may name, plus "land" itself ("nonbasic landwalk").
# 122.1b: a keyword counter on a permanent gives it that keyword
KEYWORD_COUNTERS = ("flying", "first strike", "double strike", "deathtouch", "decayed",
                    "exalted", "haste", "hexproof", "indestructible", "lifelink", "menace",
                    "reach", "shadow", "trample", "vigilance")


def counter_keywords(counters: Mapping[str, int]) -> list[str]:
    """The keywords its keyword counters give (122.1b), once each."""
    return [k for k in KEYWORD_COUNTERS if counters.get(k, 0) > 0]


LAND_TYPES = frozenset({
    "plains", "island", "swamp", "mountain", "forest", "desert", "gate", "lair", "locus",
    "cave", "cloud", "mine", "planet", "power-plant", "sphere", "tower", "town", "urza's", "land",
})

_TOXIC = re.compile(r"toxic (\d+)")
_NUMBERED = re.compile(rf"({'|'.join(NUMBERED)}) (\d+)")
_POWER_LIMIT = re.compile(POWER_LIMIT.replace("{}", r"(\d+)"))
GAIN_PLUS_N = re.compile(GAIN_PLUS.replace("{}", r"(\d{1,6})"))
LIFE_FLOOR_N = re.compile(LIFE_FLOOR.replace("{}", r"(\d{1,6})"))
_MIN_BLOCKERS = re.compile(MIN_BLOCKERS.replace("{}", rf"({'|'.join(NUMBER_WORDS)}|\d+)"))
_PROTECTION = re.compile(r"protection from (.+)")
_HEXPROOF_FROM = re.compile(r"hexproof from (.+)")  # 702.11d
# What "hexproof from" may name: colors (702.11g: "each color"), and card types
_HEXPROOF_QUALITIES = frozenset({*COLORS, "multicolored", "monocolored", "colorless",
                                 "artifacts", "creatures", "enchantments", "planeswalkers",
                                 "instants", "lands", "battles"})
# Restrictions naming the creatures they apply to (509.1b), read by core.blockers
NOT_BLOCKED_BY = "can't be blocked by"
ONLY_BLOCKED_BY = "can't be blocked except by"
CANT_BLOCK = "can't block"
# "can't attack unless defending player controls an Island" (508.1c): a land type (205.3i)
_ATTACK_UNLESS = re.compile(r"can't attack unless defending player controls an? ([a-z'-]+)")
_DESCRIBED = re.compile(rf"({NOT_BLOCKED_BY}|{ONLY_BLOCKED_BY}|{CANT_BLOCK}) (.+)")
# A prevention effect of the permanent for damage from the creatures it names (615.1a):
# "prevent all damage that would be dealt to it by artifact creatures", read by core.blockers
_PREVENTED_FROM = re.compile(r"(prevent all (?:combat )?damage that would be dealt to it by) (.+)")
# 702.21a: "ward {2}", "ward—pay 3 life", "ward—discard a card", "ward—{3}, pay 3 life"
_WARD_PART = r"(?:(?:\{[^{}]{1,8}\})+|pay \d{1,4} life|discard a card)"
_WARD = re.compile(rf"ward(?: |—|-)({_WARD_PART}(?:, {_WARD_PART})*)")
_LANDWALK = re.compile(r"((?:(?:nonbasic|snow|legendary) )*)([a-z'-]+?) ?walk")  # 702.14


@dataclass(frozen=True, slots=True)
class Keywords:
    """A permanent's keyword abilities, parsed. `printed` keeps what the user wrote."""

    flags: frozenset[str] = frozenset()
    toxic: int = 0  # total toxic value (702.164c)
    protection: frozenset[str] = frozenset()  # qualities (702.16a), lower case
    landwalk: frozenset[str] = frozenset()  # "forest", "nonbasic land", "snow swamp"
    printed: tuple[str, ...] = ()
    # Each instance of a triggered keyword, in the order printed: ("bushido", 2), ("exalted", 0)
    triggered: tuple[tuple[str, int], ...] = ()
    # Can't be blocked by creatures with power this or less (509.1b); None: no such limit
    power_limit: int | None = None
    ward: tuple[str, ...] = ()  # each instance's cost (702.21a-b): "{2}", "pay 3 life"
    # Restrictions naming creatures (509.1b): (NOT_BLOCKED_BY, ONLY_BLOCKED_BY or
    # CANT_BLOCK, the creatures as printed, what they describe)
    described: tuple[tuple[str, str, tuple[Description, ...]], ...] = ()
    # land types one of which the defending player must control for it to attack (508.1c)
    attack_unless: frozenset[str] = frozenset()
    hexproof_from: frozenset[str] = frozenset()  # qualities (702.11d), lower case
    # can't be blocked except by this many or more creatures (509.1b); 0: no such number
    min_blockers: int = 0
    # Prevention effects naming the creatures whose damage to it they prevent (615.1a):
    # (the phrase as printed, what it describes)
    prevented_from: tuple[tuple[str, tuple[Description, ...]], ...] = ()

    def count(self, keyword: str) -> int:
        """How many instances of a triggered keyword it has (each triggers separately)."""
        return sum(1 for word, _ in self.triggered if word == keyword)

    def __contains__(self, flag: object) -> bool:
        return flag in self.flags


NO_KEYWORDS = Keywords()


def normalize(text: str) -> str:
    """Lower case, straight apostrophes, single spaces."""
    return " ".join(text.replace("\u2019", "'").lower().split())


def _hexproof_qualities(rest: str) -> list[str] | None:
    """'artifacts, creatures, and enchantments', 'white and from black', 'each color' ->
    the qualities (702.11f-g); None when one isn't a quality redzone knows."""
    found: list[str] = []
    for part in re.split(r",? and from |, from |,? and |, ", rest):
        found += list(COLORS) if part == "each color" else [part]
    return found if all(q in _HEXPROOF_QUALITIES for q in found) else None


def _split_qualities(rest: str) -> list[str]:
    """'red and from blue' -> ['red', 'blue'] (702.16g); 'each color' -> the five (702.16h)."""
    rest = rest.replace(", and from ", " and from ").replace(", from ", " and from ")
    qualities: list[str] = []
    for part in rest.split(" and from "):
        part = part.strip()
        if part in ("each color", "all colors"):
            qualities.extend(COLORS)
        elif part:
            qualities.append(part)
    return qualities


_PARAMETERIZED_EXAMPLES = ("toxic 1", *(f"{word} 1" for word in NUMBERED), POWER_LIMIT.format(2),
                           GAIN_PLUS.format(1), LIFE_FLOOR.format(1, 1),
                           MIN_BLOCKERS.format("three"),
                           "protection from red", "forestwalk", "islandwalk",
                           "swampwalk", "mountainwalk", "plainswalk")


@dataclass(frozen=True, slots=True)
class Vocabulary:
    """The keywords one rule set understands: simple words, and whether it has toxic N,
    protection from X and landwalk. `elsewhere` says where a keyword of another rule set
    belongs; `players`, the players of the board being read."""

    words: frozenset[str]
    parameterized: bool
    elsewhere: str
    players: frozenset[str] = frozenset()  # the names "protection from X" may give (702.16k)

    @property
    def suggestions(self) -> list[str]:
        return [*sorted(self.words), *(_PARAMETERIZED_EXAMPLES if self.parameterized else ())]


# The Comprehensive Rules' vocabulary, shared by every cr-* rule set.
CR = Vocabulary(frozenset({*SIMPLE, *TRIGGERED, *PHRASES}), True,
               "an MTG Puzzle Quest ability (rule set mtgpq)")


def rule_of(word: str) -> str | None:
    """The rule that defines a keyword ("bushido" or "bushido 2": 702.45), if it is one."""
    word = normalize(word)
    if m := _NUMBERED.fullmatch(word):
        word = m.group(1)
    return (SIMPLE.get(word) or TRIGGERED.get(word) or NUMBERED.get(word)
            or PHRASES.get(word) or ("509.1b" if _POWER_LIMIT.fullmatch(word)
                                     or _MIN_BLOCKERS.fullmatch(word) else None)
            or ("614.1a" if _life_phrase(word) else None)
            or ("615.1a" if _PREVENTED_FROM.fullmatch(word) else None))


def on_players(flags: frozenset[str]) -> bool:
    """Does one of these keywords act on players (their life, their hexproof)?"""
    return any(f in (PLAYER_HEXPROOF, OPPONENTS_CANT_GAIN_LIFE, GAIN_TWICE)
               or _life_phrase(f) for f in flags)


def _life_phrase(word: str) -> re.Match[str] | None:
    """"... you gain that much life plus 1 instead", "... less than 1 reduces it to 1
    instead" (614.1a), one number for both."""
    if m := GAIN_PLUS_N.fullmatch(word):
        return m
    m = LIFE_FLOOR_N.fullmatch(word)
    return m if m and m.group(1) == m.group(2) else None


def _parameterized(word: str) -> re.Match[str] | None:
    if m := (_TOXIC.fullmatch(word) or _NUMBERED.fullmatch(word)
             or _POWER_LIMIT.fullmatch(word) or _PROTECTION.fullmatch(word)
             or _WARD.fullmatch(word) or _MIN_BLOCKERS.fullmatch(word)):
        return m
    if (m := _HEXPROOF_FROM.fullmatch(word)) and _hexproof_qualities(m.group(1)):
        return m
    if (m := _DESCRIBED.fullmatch(word)) and describe(m.group(2), _WITH) is not None:
        return m
    if (m := _PREVENTED_FROM.fullmatch(word)) and _sources(m.group(2)) is not None:
        return m
    if (m := _ATTACK_UNLESS.fullmatch(word)) and m.group(1) in LAND_TYPES:
        return m
    if m := _life_phrase(word):
        return m
    m = _LANDWALK.fullmatch(word)
    return m if m and m.group(2) in LAND_TYPES else None


# What "creatures with ..." of a restriction may name.
_WITH = frozenset({*SIMPLE, *TRIGGERED, *NUMBERED})


def _sources(text: str) -> tuple[Description, ...] | None:
    """The creatures a prevention effect names ("creatures", "artifact creatures", "creatures
    with first strike"), not by a subtype's plural alone nor by power; None otherwise."""
    found = describe(text, _WITH)
    if found is None or any(d.plural is not None or d.power_at_least is not None
                            or d.power_at_most is not None for d in found):
        return None
    return found


def parse(texts: Iterable[str], vocabulary: Vocabulary = CR) -> Keywords:
    """Parse a keyword list; raises KeywordError naming the first bad entry."""
    return _parse(tuple(texts), vocabulary)


@lru_cache(maxsize=4096)
def _parse(printed: tuple[str, ...], vocabulary: Vocabulary) -> Keywords:
    """The same lists come back again and again (batches of boards): parse each once."""
    flags: set[str] = set()
    protection: set[str] = set()
    landwalk: set[str] = set()
    triggered: list[tuple[str, int]] = []
    toxic = 0
    power_limit: int | None = None
    ward: list[str] = []
    described: list[tuple[str, str, tuple[Description, ...]]] = []
    attack_unless: set[str] = set()
    hexproof_from: set[str] = set()
    min_blockers = 0
    prevented_from: list[tuple[str, tuple[Description, ...]]] = []
    for i, text in enumerate(printed):
        word = normalize(text)
        if word in vocabulary.words:
            flags.add(word)
            if word in TRIGGERED:
                triggered.append((word, 0))
        elif vocabulary.parameterized and (m := _parameterized(word)):
            if m.re in (_TOXIC, _NUMBERED, _POWER_LIMIT, _MIN_BLOCKERS) and len(
                    m.groups()[-1]) > 15:
                raise KeywordError(i, f"'{text[:40]}…': takes a number up to 10^15")
            if m.re is _TOXIC:
                toxic += int(m.group(1))  # 702.164c: instances add up
            elif m.re is _NUMBERED:
                flags.add(m.group(1))
                triggered.append((m.group(1), int(m.group(2))))
            elif m.re is _POWER_LIMIT:
                flags.add(POWER_LIMIT.format("N"))
                power_limit = max(int(m.group(1)), -1 if power_limit is None else power_limit)
            elif m.re is _MIN_BLOCKERS:  # instances: the greatest number applies
                flags.add(word)
                n = m.group(1)
                min_blockers = max(min_blockers, NUMBER_WORDS.index(n) if n in NUMBER_WORDS
                                   else int(n))
            elif m.re is _PROTECTION:
                protection.update(_split_qualities(m.group(1)))
            elif m.re is _WARD:
                ward.append(m.group(1))
            elif m.re is _HEXPROOF_FROM:
                hexproof_from.update(_hexproof_qualities(m.group(1)) or ())
            elif m.re in (_ATTACK_UNLESS, GAIN_PLUS_N, LIFE_FLOOR_N):
                flags.add(word)  # (the number read where it applies)
                attack_unless.add(m.group(1))
            elif m.re is _DESCRIBED:
                flags.add(word)
                described.append((m.group(1), m.group(2), describe(m.group(2), _WITH) or ()))
            elif m.re is _PREVENTED_FROM:
                flags.add(word)
                prevented_from.append((word, _sources(m.group(2)) or ()))
            else:
                landwalk.add((m.group(1) + m.group(2)).strip())
        elif word in NUMBERED and vocabulary.parameterized:
            raise KeywordError(i, f"'{text}' takes its number, as '{word} 1'")
        elif (word in SIMPLE or word in TRIGGERED or word in PHRASES or word in MTGPQ_ONLY
              or word in NUMBERED or _parameterized(word)):
            raise KeywordError(i, f"'{text}' is {vocabulary.elsewhere}")
        else:
            raise KeywordError(i, f"unknown keyword '{text}'"
                                  f"{did_you_mean(word, vocabulary.suggestions)}")
    if "trample over planeswalkers" in flags:  # 702.19c: a variant of trample
        flags.add("trample")
    return Keywords(frozenset(flags), toxic, frozenset(protection), frozenset(landwalk), printed,
                    tuple(triggered), power_limit, tuple(ward), tuple(described),
                    frozenset(attack_unless), frozenset(hexproof_from), min_blockers,
                    tuple(prevented_from))


# Protection qualities (702.16a) beside colors, card types, subtypes and players (702.16k)
SPECIAL_QUALITIES = ("everything", "multicolored", "monocolored", "colorless")
_TYPES = frozenset({*ALL_CARD_TYPES, *SUPERTYPES, *(s.lower() for s in SUBTYPES)})
_PLURAL_TYPES = {"sorceries": "sorcery"}


def _plural(word: str) -> str:
    """'Demon' -> 'Demons', 'Sphinx' -> 'Sphinxes': how protection names a type."""
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    return word[:-1] + "ies" if word.endswith("y") and word[-2:-1] not in "aeiou" else word + "s"


_QUALITIES = (*COLORS, *SPECIAL_QUALITIES, *(_plural(t) for t in sorted(ALL_CARD_TYPES)),
              *sorted(SUPERTYPES), *(_plural(s) for s in SUBTYPES))


def known_quality(quality: str, players: Iterable[str] = ()) -> bool:
    """Can protection name `quality` (lower case): a color, everything, multicolored,
    monocolored, colorless, a card type, supertype or subtype (singular or plural), or one of
    `players` (702.16a, 702.16k)?"""
    return (quality in COLORS or quality in SPECIAL_QUALITIES
            or (_PLURAL_TYPES.get(quality) or singular(quality)) in _TYPES
            or quality in {p.casefold() for p in players})


def check_qualities(printed: Sequence[str], players: Iterable[str] = ()) -> None:
    """Refuse a protection quality redzone can't read ("protection from bleu"): KeywordError
    at its entry, with the nearest quality; `players`: the names it may also give."""
    names = tuple(players)
    for i, text in enumerate(printed):
        m = _PROTECTION.fullmatch(normalize(text))
        if m is None:
            continue
        for quality in _split_qualities(m.group(1)):
            if known_quality(quality, names):
                continue
            near = closest(quality, (*_QUALITIES, *names))
            hint = (f" (did you mean '{normalize(text).replace(quality, near, 1)}'?)"
                    if near is not None else "")
            raise KeywordError(i, (
                f"unknown protection quality '{quality}'{hint}: protection is from a color, "
                "type, subtype or player, everything, colorless, monocolored or multicolored"))


class KeywordError(ValueError):
    """A bad keyword at position `index` of the list."""

    def __init__(self, index: int, message: str) -> None:
        self.index = index
        self.message = message
        super().__init__(message)
