"""One card's oracle text compiled: keyword lines read as keywords, every other sentence
through the grammar; what neither reads is kept, as unmodelled when it matters in combat."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from redzone.core import keywords as kw
from redzone.core.abilities import Cost, CostError, Limit, read_cost, read_may

from . import grammar, relevance
from .sentences import Sentence, split, words

_LANDWALK = re.compile(r"(?:(?:nonbasic|snow|legendary) )?[a-z'-]+walk")
_QUALITY_WORDS = {"everything", "multicolored", "monocolored", "colorless", "each color",
                  "all colors", *kw.COLORS}
_QUALITY_TYPES = {"artifacts", "battles", "creatures", "enchantments", "lands",
                  "planeswalkers", "instants", "sorceries", "snow", "kindred"}


# "cost: effect" (602.1), the cost without quotes (a granted ability is quoted)
_ACTIVATED = re.compile(r'^([^":]+): (.+)$')
# an ability that can't be activated in combat at all (307.5, 602.5d)
_NEVER_IN_COMBAT = re.compile(r"^activate (this ability )?only (as a sorcery|during your upkeep)",
                              re.IGNORECASE)
# "Activate only ...": the restrictions redzone checks, comma-separated (core.abilities.Limit)
_ACTIVATE_ONLY = re.compile(r"(?:activate (only .+?|no more than twice each turn)|"
                            r"(any player may activate this ability))\.?", re.IGNORECASE)
_LIMIT_WORDS = frozenset(str(w) for w in Limit)
# A sentence that begins an ability of its own (the others go on with the one before; "~
# deals 1 damage to you." after a mana ability is part of it).
_BEGINS = re.compile(r"^(When|Whenever|At the|At end|As long as|During|~(?! deals)|Other\b|"
                     r"Creatures|Each(?! opponent| player)|All|Enchanted|Equipped|Attacking|"
                     r"Blocking|\{)")

# "When you do, ...": a reflexive triggered ability, created as the ability before it resolves
# (603.12): it goes on with that ability, in combat or not as that one is
_REFLEXIVE = re.compile(r"^When you do\b")


@dataclass
class Compiled:
    """What redzone makes of a card's text."""

    keywords: list[str] = field(default_factory=list)
    can_block: int | None = 1  # None: any number
    abilities: list[dict[str, Any]] = field(default_factory=list)
    unmodelled: list[str] = field(default_factory=list)  # sentences that matter, not compiled
    copy: dict[str, Any] | None = None  # a Clone's "enter as a copy" (707.9), with its text
    rest: list[str] = field(default_factory=list)  # the text not read as keywords


def compile_text(text: str | None, name: str, corpus_keywords: Iterable[str] = (),
                 subtypes: dict[str, str] | None = None,
                 printed: tuple[str | None, str | None] = (None, None),
                 legendary: bool = False) -> Compiled:
    """Compile `name`'s oracle `text`. `corpus_keywords`: the keyword abilities the corpus
    lists for it (they tell a keyword line from a sentence that begins like one);
    `subtypes`: each subtype as printed, singular or plural, to its singular; `printed`:
    its power and toughness as printed (a leveler's levels are read against them);
    `legendary`: whether it is (its text may call it by its first word)."""
    known = [k.lower() for k in corpus_keywords]
    out = Compiled()
    for paragraph in split(text or "", name, legendary):
        if paragraph[0].level:
            _level(paragraph, out, known, printed, subtypes or {})
            continue
        if any(_NEVER_IN_COMBAT.match(sentence.own) for sentence in paragraph):
            out.rest += [sentence.text for sentence in paragraph]
            continue
        line = paragraph[0].text.rstrip(".") if len(paragraph) == 1 else ""
        if line and _keyword_line(line, known, out):
            continue
        outside = ""  # the sentence of an ability acting outside combat, while it goes on
        # the abilities before the last sentence that made one (a sentence left as text
        # between doesn't count; one left unmodelled is the ability "this ability" means)
        before = last_count = seen = len(out.abilities)
        missed = len(out.unmodelled)
        for sentence, may in _with_choices(paragraph):
            if len(out.abilities) > seen:
                last_count, seen = seen, len(out.abilities)
            if len(out.unmodelled) > missed:
                last_count, missed = len(out.abilities), len(out.unmodelled)
            if (sentence.own.startswith("Activate only if ") and len(out.abilities) > before
                    and "cost" in out.abilities[-1] and "if" not in out.abilities[-1]
                    and (condition := grammar.activation_condition(
                        words(sentence.own, subtypes or {}))) is not None):
                last = out.abilities[-1]  # 602.5b: a condition on activating the one before
                last.update({"if": condition, "text": f"{last['text']} {sentence.text}"})
                continue
            limits = _limits(sentence.own)
            if limits and len(out.abilities) > before and "cost" in out.abilities[-1]:
                last = out.abilities[-1]  # the ability it follows (602.5b)
                text = last.pop("text")
                last.update(limits=limits, text=f"{text} {sentence.text}")
                continue
            if (len(out.abilities) == last_count + 1 and "trigger" in out.abilities[-1] and (
                    sentence.own == "This ability triggers only once each turn."
                    or (sentence.own == "Do this only once each turn."
                        and "may" in out.abilities[-1]))):
                # the one ability just before; "do this" (its "you may"): redzone asks each
                # permanent's "you may" once (`combat.may`), so doing it at most once is
                # triggering at most once
                out.abilities[-1]["once_each_turn"] = True
                out.abilities[-1]["text"] += f" {sentence.text}"
                continue
            if (_NO_REGENERATION.match(sentence.own) and len(out.abilities) > before
                    and (destroys := [e for e in out.abilities[-1].get("effects", ())
                                      if e.get("destroy")])):
                for effect in destroys:  # 701.19c: what the ability before destroys
                    effect["cant_be_regenerated"] = True
                out.abilities[-1]["text"] += f" {sentence.text}"
                continue
            if outside and (not _BEGINS.match(sentence.own) or _REFLEXIVE.match(sentence.own)):
                out.rest.append(sentence.text)  # what an ability outside combat goes on to do
                if not relevance.goes_on_outside(outside, sentence.own):
                    out.unmodelled.append(sentence.text)
                continue
            if (may is None and not _BEGINS.match(sentence.own) and len(out.abilities) > before
                    and _goes_on(sentence, subtypes or {}, out.abilities[before:])):
                continue
            outside = sentence.own if _sentence(sentence, subtypes or {}, out, may) else ""
    out.keywords = list(dict.fromkeys(out.keywords))
    kw.parse(out.keywords)  # every keyword emitted is in redzone's vocabulary
    return out


def _level(paragraph: Sequence[Sentence], out: Compiled, known: list[str],
           printed: tuple[str | None, str | None], subtypes: dict[str, str]) -> None:
    """711.2a-b: "LEVEL N1-N2 [abilities] [P/T]" means "As long as this creature has at least
    N1 level counters on it, but no more than N2, it has base power and toughness [P/T] and
    has [abilities]" (N3+: at least N3). Each line a static ability with that condition: the
    P/T as the difference from the printed one added (the vocabulary sets no base power and
    toughness, layer 7b, and nothing else does, so adding it in layer 7c gives the same
    values); keywords granted, and restrictions ("This creature can't be blocked."); any
    other ability kept unmodelled."""
    bounds = _LEVELS.match(paragraph[0].level)
    for sentence in paragraph:
        text = f"{sentence.level}: {sentence.text}"
        out.rest.append(text)
        ability = _level_line(sentence.text.rstrip("."), known, printed) if bounds else None
        if ability is None and bounds:
            ability = _level_restriction(sentence, subtypes)
        activated = _level_activated(sentence, subtypes) if ability is None and bounds else None
        if ability is None and activated is None:
            out.unmodelled.append(text)
            continue
        assert bounds is not None
        low, high = int(bounds.group(1)), bounds.group(2)
        range_: dict[str, Any] = {"counters_at_least": low, "counter": "level"}
        if high is not None:
            range_["counters_at_most"] = int(high)
        if activated is not None:  # (602.5b's check as it is activated: it has it then)
            out.abilities += [{**a, "if": range_, "text": text} for a in activated]
            continue
        assert ability is not None
        out.abilities.append({"affects": "it", **ability, "as_long_as": range_, "text": text})


_LEVELS = re.compile(r"^LEVEL (\d+)(?:-(\d+)|\+)$")
_STATS = re.compile(r"^(\d+)/(\d+)$")


def _level_restriction(sentence: Sentence, subtypes: dict[str, str]) -> dict[str, Any] | None:
    """A line of a level that the card's own restrictions read ("This creature can't be
    blocked."): the keywords it has at that level; None for anything else."""
    found = Compiled()
    _sentence(Sentence(sentence.text, sentence.own, ""), subtypes, found)
    if found.unmodelled or found.abilities or found.can_block != 1 or not found.keywords:
        return None
    return {"gains": found.keywords}


def _level_activated(sentence: Sentence,
                     subtypes: dict[str, str]) -> list[dict[str, Any]] | None:
    """A line of a level that is an activated ability ("LEVEL 1-3: {T}: This creature deals
    1 damage to any target."): it has it only while its level is in range (711.2a), so it
    can be activated only then; [] for one that can't act in combat (a mana ability); None
    for anything else."""
    found = Compiled()
    _sentence(Sentence(sentence.text, sentence.own, ""), subtypes, found)
    if (found.unmodelled or found.keywords or found.can_block != 1
            or any("cost" not in a or "if" in a for a in found.abilities)):
        return None
    return found.abilities


def _level_line(line: str, known: list[str],
                printed: tuple[str | None, str | None]) -> dict[str, Any] | None:
    """One line of a level: its P/T ("3/3") or its keywords ("First strike"), as a static
    ability's pump or gains; None for anything else."""
    stats = _STATS.match(line)
    if stats:
        power, toughness = printed
        if power is None or toughness is None or not (power.isdigit() and toughness.isdigit()):
            return None
        return {"pump": [int(stats.group(1)) - int(power), int(stats.group(2)) - int(toughness)]}
    found = Compiled()
    if not _keyword_line(line, known, found) or found.unmodelled or found.abilities:
        return None
    return {"gains": found.keywords} if found.keywords else None


# "..., you may pay {2}." then "If you do, ...": one triggered ability whose effects follow
# a choice (603.5); "When you do, ..." is a reflexive triggered ability (603.12a), read as
# the same. "You may exert this creature as it attacks. When you do, ..." (701.43).
_NO_REGENERATION = re.compile(r"^(It|They) can't be regenerated\.$")
_MAY = re.compile(r"^(.*), you may (pay [^.]+|sacrifice [^.]+|exert ~|tap [^.]+|discard [^.]+)"
                  r"\.$")
_EXERT = re.compile(r"^You may exert ~ as it attacks\.$")
_DO = re.compile(r"^(If|When) you do, (.+)$")
_MAY_EFFECTS = re.compile(r"^(.*), you may (.+)\.$")
_PREVENT_THAT = "If damage would be dealt to ~, prevent that damage."
_REMOVE_ONE = "Remove a +1/+1 counter from ~."
_HEAD = re.compile(r"^((?:When|Whenever|At) [^,]+), ")


def _choice_acts(own: str, may: str | None) -> bool:
    """Does the choice its effects follow (603.5) act in combat, whatever they do ("Whenever
    ~ attacks, you may sacrifice it. If you do, ...": it leaves combat, 506.4)? Paying mana,
    discarding and exerting don't (core.abilities.read_may)."""
    head = _HEAD.match(own)
    if may is None or head is None or relevance.outside_combat(f"{head.group(1)}, {may}."):
        return False
    try:
        return read_may(may) != Cost()
    except CostError:
        return True


def _with_choices(paragraph: Sequence[Sentence]) -> list[tuple[Sentence, str | None]]:
    """The paragraph's sentences, a choice and what follows it ("If you do, ...") made one
    sentence with the action chosen (the card itself as "this creature")."""
    out: list[tuple[Sentence, str | None]] = []
    i = 0
    while i < len(paragraph):
        sentence = paragraph[i]
        if (i + 1 < len(paragraph) and sentence.own == _PREVENT_THAT
                and paragraph[i + 1].own == _REMOVE_ONE):  # (phantom creatures, one effect)
            out.append((Sentence(f"{sentence.text} {paragraph[i + 1].text}",
                                 f"{_PREVENT_THAT[:-1]} and r{_REMOVE_ONE[1:]}", sentence.level),
                        None))
            i += 2
            continue
        follow = _DO.match(paragraph[i + 1].own) if i + 1 < len(paragraph) else None
        head = _MAY.match(sentence.own) if follow else None
        effects = (_MAY_EFFECTS.match(sentence.own) if follow and not head
                   and follow.group(1) == "If"
                   and not relevance.outside_combat(paragraph[i + 1].own) else None)
        if effects and follow:  # "you may X. If you do, Y": both optional as one (603.5)
            own = f"{effects.group(1)}, you may {effects.group(2)} and {follow.group(2)}"
            out.append((Sentence(f"{sentence.text} {paragraph[i + 1].text}", own,
                                 sentence.level), None))
            i += 2
            continue
        if follow and (head or _EXERT.match(sentence.own)):
            text = f"{sentence.text} {paragraph[i + 1].text}"
            if head:
                own, action = f"{head.group(1)}, {follow.group(2)}", head.group(2)
            else:
                own, action = f"Whenever ~ attacks, {follow.group(2)}", "exert ~"
            out.append((Sentence(text, own, sentence.level),
                        action.replace("~", "this creature")))
            i += 2
            continue
        out.append((sentence, None))
        i += 1
    return out


def _sentence(sentence: Sentence, subtypes: dict[str, str], out: Compiled,
              may: str | None = None) -> bool:
    """Compile one sentence into `out` (with `may`: the action its effects follow); True
    when it acts outside combat."""
    out.rest.append(sentence.text)
    if relevance.outside_combat(sentence.own) and not _choice_acts(sentence.own, may):
        return True
    found = None
    if (activated := _ACTIVATED.match(sentence.own)) is not None:
        cost = _payable(sentence.text, activated.group(1))
        if cost is not None and may is None:
            found = grammar.meaning(words(activated.group(2), subtypes), sentence.text, cost)
    elif (quoted := _QUOTED.match(sentence.own)) is not None:
        found = _giving(sentence, quoted, subtypes)
    else:
        found = grammar.meaning(words(sentence.own, subtypes), sentence.text)
    if found is not None and may is not None:
        found = _chosen(found, may)
    if found is None and may is None and relevance.outside_if_it_holds(sentence.own):
        return True  # (what the grammar doesn't read: outside combat whatever the "if" asks)
    if found is None:
        out.unmodelled.append(sentence.text)
        return False
    out.rest.pop()
    out.keywords += found.keywords
    if found.can_block != "same":
        out.can_block = found.can_block  # type: ignore[assignment]
    out.abilities += found.abilities
    if found.copy is not None:
        out.copy = {**found.copy, "text": sentence.text}
    return False


# '... have "<an ability>"' (613.1f: a static ability gives the ability quoted)
_QUOTED = re.compile(r'^(.*\bha(?:s|ve)) "([^"]+)"(.*)$')


def _giving(sentence: Sentence, quoted: re.Match[str],
            subtypes: dict[str, str]) -> grammar.Meaning | None:
    """A static ability that gives the quoted triggered or activated ability ("All Sliver
    creatures have '{2}: This creature gets +1/+0 until end of turn.'"); "this creature" in
    the quote is the creature that has it. None when either part doesn't compile."""
    inner = quoted.group(2)
    given = Compiled()
    shown = re.sub(r"(^|: )this creature", lambda m: f"{m.group(1)}This creature",
                   inner.replace("~", "this creature"))
    _sentence(Sentence(shown, inner, sentence.level), subtypes, given)
    if (given.unmodelled or given.keywords or given.can_block != 1 or not given.abilities
            or any("trigger" not in a and "cost" not in a for a in given.abilities)):
        return None
    own = f"{quoted.group(1)} {grammar.GRANTED_WORD}{quoted.group(3)}"
    found = grammar.meaning(words(own, subtypes), sentence.text)
    if found is None:
        return None
    giving = [a for a in found.abilities if a.get("grants") == grammar.GRANTED]
    if len(giving) != 1:
        return None
    giving[0]["grants"] = given.abilities
    return found


def _chosen(found: grammar.Meaning, may: str) -> grammar.Meaning | None:
    """Triggered abilities whose effects follow the choice `may`; None when it isn't one
    redzone reads (core.abilities.read_may) or the sentence isn't a triggered ability."""
    try:
        read_may(may)
    except CostError:
        return None
    if found.keywords or not found.abilities or any(
            "trigger" not in a or "may" in a for a in found.abilities):
        return None
    for ability in found.abilities:
        ability["may"] = may
    return found


def _goes_on(sentence: Sentence, subtypes: dict[str, str],
             abilities: list[dict[str, Any]]) -> bool:
    """A sentence that goes on with the ability before it ("{1}: This creature gains hexproof
    until end of turn. Tap it."): its effects joined to that ability's (to each, when the
    sentence before made one for each of its events), when they need no target and "it" can
    only be the card itself. False when it isn't one."""
    last = abilities[-1]
    if "effects" not in last:
        return False
    other = last.get("trigger") in grammar.WITH_CREATURE  # ("it" may be either creature)
    own, aimed = _that_target(sentence.own, last, other)
    found = grammar.meaning(words(own, subtypes), sentence.text, cost="")
    if found is None or found.keywords or len(found.abilities) != 1:
        return False
    more = found.abilities[0]["effects"]
    if not aimed and grammar.unaimed({"effects": more}):
        return False
    if any((e.get("to", "it") != "it" and not (aimed and e.get("to") == aimed
                                                and "target" not in e))
           or (other and "player" not in e and not set(e) & _LIFE)
           or e.get("player", "you") not in _ANYONE or _reads_a_creature(e, other)
           for e in more):
        return False
    if aimed:  # (one target: each effect names it alike)
        target = next(e.get("target") for e in last["effects"] if e.get("to") == aimed)
        for e in more:
            if e.get("to") == aimed and target is not None:
                e["target"] = dict(target)
    text = last["text"]
    for ability in (a for a in abilities if a["text"] == text):
        ability["effects"] = ability["effects"] + more
        ability["text"] = f"{text} {sentence.text}"
    return True


_ANYONE = ("you", "each opponent", "each player")  # players named whatever the ability is
_THAT_CREATURE = re.compile(r"\bthat creature\b", re.IGNORECASE)


def _that_target(own: str, last: dict[str, Any], other: bool) -> tuple[str, str | None]:
    """"... to target creature. Tap that creature.": "that creature" is the ability's one
    target (its effects share it, 115.1), when its event names no other creature. The
    sentence with "target creature" for it, and that word; else as it was, and None."""
    aimed = [e for e in last["effects"] if e.get("to") == "target creature"]
    if other or len(aimed) != 1 or not _THAT_CREATURE.search(own):
        return own, None
    return _THAT_CREATURE.sub("target creature", own), "target creature"


def _reads_a_creature(effect: dict[str, Any], other: bool) -> bool:
    """Does the effect read a power or toughness whose creature the sentence alone can't
    say: "its" after an event with another creature, "that creature's" after one without?"""
    amounts = [v for v in effect.values() if isinstance(v, str)]
    return any(v.startswith("its " if other else "that creature's ") for v in amounts)
_LIFE = {"gain_life", "lose_life", "draw"}  # effects on players alone


def _limits(own: str) -> list[str] | None:
    """ "Activate only during your turn, before attackers are declared." -> its limits; None
    when it isn't such a sentence or says what redzone doesn't check."""
    m = _ACTIVATE_ONLY.fullmatch(own)
    parts = (m.group(1) or m.group(2)).lower().removeprefix("only ").split(", ") if m else []
    return parts if parts and all(p in _LIMIT_WORDS for p in parts) else None


def _payable(text: str, own_cost: str) -> str | None:
    """The cost of an activated ability as printed ("Sacrifice this Aura"), or with the card's
    name as "this permanent"; None when redzone can't pay it (core.abilities.read_cost)."""
    printed = _ACTIVATED.match(text)
    named = own_cost.replace("~", "this permanent")
    for cost in ([printed.group(1)] if printed else []) + [named]:
        try:
            read_cost(cost)
        except CostError:
            continue
        return cost
    return None


def _keyword_line(line: str, known: list[str], out: Compiled) -> bool:
    """A line that is a list of keyword abilities ("Flying, protection from red"): its
    combat keywords added, the others kept as text (unmodelled unless they act outside
    combat). False when the line isn't one."""
    emitted: list[str] = []
    kept: list[str] = []
    for item in _split_items(line):
        if (prot := _protection(item)) is not None:
            emitted += prot[0]
            if not prot[1]:
                kept.append(item)
        elif (word := _combat_keyword(item)) is not None:
            emitted.append(word)
        elif _is_other_keyword(item, known):
            kept.append(item)
        else:
            return False
    out.keywords += emitted
    for item in kept:
        out.rest.append(item)
        if relevance.outside_combat(item):
            continue
        found = grammar.meaning(words(item, {}), item)  # one that is a triggered ability
        if found is not None and found.abilities and not found.keywords:
            out.abilities += found.abilities
        else:
            out.unmodelled.append(item)
    return True


def _split_items(line: str) -> list[str]:
    """'Flying, protection from red, from blue; banding' -> items (protection kept whole)."""
    items: list[str] = []
    for part in re.split(r", |; ", line):
        if items and re.match(r"(and )?from ", part) and items[-1].lower().startswith(
                "protection from"):
            items[-1] += ", " + part
        elif items and re.fullmatch(r"(and )?[a-z]+", part) and items[-1].lower().startswith(
                "hexproof from"):
            items[-1] += ", " + part  # "Hexproof from artifacts, creatures, and enchantments"
        elif items and re.match(r"(pay|discard|\{)", part, re.IGNORECASE) and (
                items[-1].lower().startswith("ward")):
            items[-1] += ", " + part  # "Ward—{3}, Pay 3 life" (702.21a)
        else:
            items.append(part)
    return items


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
    found: list[str] = []
    whole = True
    for part in rest.split(" and from "):
        quality = _quality(part.strip())
        if quality is None:
            whole = False
        else:
            found.append(f"protection from {quality}")
    return found, whole


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
