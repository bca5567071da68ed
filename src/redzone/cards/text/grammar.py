"""The combat grammar (combat.lark) and what a parse means: keywords on the card itself, how
many creatures it can block, and `abilities` in the scenario's vocabulary (plain data, as a
file writes them; scenario/abilities.py reads them).

Each sentence is parsed alone; one that doesn't parse, or whose parse the vocabulary can't
express, is not compiled.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import LarkError, VisitError

from redzone.core import keywords as kw
from redzone.core.abilities import CostError, read_cost
from redzone.core.model import BASIC_LAND_TYPES

# Restriction phrases are sentences of their own in the grammar, not words of KEYWORD.
_NOT_WORDS = {"can't block", "can't attack", "can't be blocked"}


def _keyword_pattern() -> str:
    """KEYWORD: every combat keyword of the vocabulary, as oracle text writes it."""
    simple = sorted((w for w in (*kw.SIMPLE, *kw.TRIGGERED) if w not in _NOT_WORDS),
                    key=len, reverse=True)
    qualities = "|".join(sorted([*kw.COLORS, "everything", "multicolored", "monocolored",
                                 "colorless", "artifacts", "creatures", "enchantments",
                                 "[A-Z][A-Za-z'-]*"], key=len, reverse=True))
    lands = "|".join(sorted(kw.LAND_TYPES - {"land"}, key=len, reverse=True))
    parts = [
        f"(?:{'|'.join(kw.NUMBERED)}|toxic) \\d+",
        f"protection from (?:{qualities})(?: and from (?:{qualities}))*",
        f"(?:nonbasic land|snow (?:{lands})|{lands})walk",
        r"ward \{[^{}\s]{1,8}\}(?: \{[^{}\s]{1,8}\})*",  # 702.21a: a mana cost
        *(re.escape(w) for w in simple),
    ]
    return "(?:" + "|".join(parts) + ")(?![A-Za-z])"



def _keyword(word: Token) -> str:
    """A KEYWORD as the vocabulary writes it: a ward cost's mana symbols together
    ("ward {1}{u}", 702.21a)."""
    return str(word).replace("} {", "}{")


def _sorcery(kind: Token) -> None:
    """"instant and sorcery cards": the lexer gives "sorcery" before "card(s)" as a card type."""
    if str(kind) != "sorcery":
        raise _Unsupported(f"instant and {kind} cards")

@cache
def parser() -> Lark:
    text = resources.files(__package__).joinpath("combat.lark").read_text()
    text = text.replace("/@KEYWORDS@/", "/" + _keyword_pattern().replace("/", "\\/") + "/")
    return Lark(text, parser="earley", lexer="basic", ambiguity="resolve",
                start=["start", "activated", "activate_if"])


@dataclass
class Meaning:
    """What one sentence says in combat."""

    keywords: list[str] = field(default_factory=list)
    can_block: int | str | None = "same"  # "same": it doesn't say; None: any number
    abilities: list[dict[str, Any]] = field(default_factory=list)
    copy: dict[str, Any] | None = None  # a Clone's "enter as a copy", as the card's `copy`


def meaning(words: list[str], text: str, cost: str | None = None) -> Meaning | None:
    """The meaning of one sentence (its words, sentences.words; `text` as printed, kept in
    each ability), or None when the grammar doesn't read it. With `cost`, `words` are what
    an activated ability with that cost does."""
    found: Meaning | None = _read(words, "start" if cost is None else "activated", text, cost)
    if found is not None and cost != "" and any(unaimed(a) for a in found.abilities):
        return None  # (alone, "target creature deals ..." names no target of its own)
    return found


def unaimed(ability: dict[str, Any]) -> bool:
    """Does an effect of the ability read "target creature" (its damage dealt by it, or as
    much as its power) where no effect of it names that target?"""
    effects = ability.get("effects", ())
    return any(e.get("by") == "target creature" for e in effects) and not any(
        e.get("to") == "target creature" for e in effects)


def activation_condition(words: list[str]) -> Any | None:
    """The condition of "Activate only if ..." (602.5b) as the vocabulary writes it, or None
    when the grammar doesn't read it."""
    return _read(words, "activate_if", "", None)


def _read(words: list[str], start: str, text: str, cost: str | None) -> Any | None:
    """`words` parsed from the rule `start` and transformed; None when the grammar doesn't
    read them or the vocabulary can't say what they mean."""
    try:
        tree = parser().parse(" ".join(words), start=start)
    except LarkError:
        return None
    try:
        return _Meaning(text, cost).transform(tree)
    except VisitError as err:
        if isinstance(err.orig_exc, _Unsupported):
            return None
        raise


# Where a quoted ability stood ('Slivers have "{2}: ..."', 613.1f): compile puts its
# abilities in the static ability's `grants`.
GRANTED = "granted"
ANY_COUNTER = "any"  # a filter's `counter`: a counter of any kind
_HAD = "_had"  # "if it had a ... counter on it": of the event's creature, or of the source
GRANTED_WORD = "granted-ability"
_LASTING = "_lasting"  # an effect that gives no duration: it outlasts the turn
_ITS = "_its"  # a count of "its power": the power of the effect's subject
_WHOSE = "_its "  # "its power" as an amount: that creature's after a trigger naming one
_BLOCKING_IT = "_blocking_it"  # "for each creature blocking it": that creature's, likewise
_IT_DEALS = "_it_deals"  # "it deals ...": after a trigger naming another creature, that one
_BY_SUBJECT = "_by_subject"  # "and deals N damage to ...": dealt by the subject before
_X_PUMP = "_x"  # "gets +X/+0": +1/+0 times X (the cost's, or what "where X is" counts)
# X in an activated ability's cost, announced as it is activated (107.3a, 601.2b)
_COST_X = re.compile(r"\{X\}|\bremove X\b", re.IGNORECASE)
_THAT_CONTROLLER = "that creature's controller"
# amounts of the other creature of an event: an activated ability has none (cost "": a sentence
# going on with a triggered ability, compile._goes_on, which checks it)
_THAT_STATS = frozenset({"that creature's power", "that creature's toughness"})
_ITS_CONTROLLER = "_its controller"  # that creature's controller, when "it" is that creature
_ONTO_IT = "_onto_it"  # "put its counters on ~": onto the source itself
# (triggers that may loop, 104.4b)
_COUNTERS_PUT = ("+1/+1 counters are put on it", "+1/+1 counters are put on a creature")
_SAME_TARGET = "_same_target"  # "... target creature and ... on it": the target before
_X_AMOUNT = "_x_amount"  # "where X is that creature's power": X an amount of its event
# the events whose creature is gone from the battlefield as the ability resolves
_GONE = frozenset({"a creature dies", "a permanent is put into a graveyard from the battlefield",
                   "a permanent leaves the battlefield", "a permanent is sacrificed"})


class _Unsupported(Exception):
    """A parse the vocabulary can't express."""


_RESTRICTIONS = {
    "cant_block": ["can't block"], "cant_attack": ["can't attack"],
    "cant_attack_or_block": ["can't attack", "can't block"],
    "cant_be_blocked": ["can't be blocked"],
    "not_stronger": [kw.NOT_STRONGER],  # 509.1b
    "must_attack": ["attacks each combat if able"],
    "must_block": ["blocks each combat if able"],
    "must_be_blocked": ["must be blocked if able"],
    "must_attack_or_block": ["attacks each combat if able", "blocks each combat if able"],
    "damage_from_toughness": [kw.DAMAGE_FROM_TOUGHNESS],  # 510.1a
}
_EVENTS = {
    "attacks": "attacks", "attacks_alone": "attacks alone", "blocks": "blocks",
    "becomes_blocked": "becomes blocked",
    "blocks_or_becomes_blocked": "blocks or becomes blocked",
    "not_blocked": "attacks and isn't blocked", "deals_combat_damage": "deals combat damage",
    "deals_damage": "deals damage", "is_dealt_damage": "is dealt damage",
    "is_dealt_combat_damage": "is dealt combat damage",
    "becomes_monstrous": "becomes monstrous", "leaves": "leaves the battlefield",
    "becomes_target": "becomes the target of a spell or ability",
    "becomes_target_by_opponent": "becomes the target of a spell or ability an opponent controls",
    "becomes_target_by_you": "becomes the target of a spell or ability you control",
    "becomes_tapped": "becomes tapped", "becomes_untapped": "becomes untapped",
    "to_a_player": "deals combat damage to a player",
    "damage_to_a_player": "deals damage to a player",
    "damage_to_an_opponent": "deals damage to an opponent",
    "to_a_player_or_planeswalker": "deals combat damage to a player or planeswalker",
    "to_a_creature": "deals combat damage to a creature",
    "damage_to_a_creature": "deals damage to a creature",
}
# Rules that mean a fixed word of the vocabulary: conditions, players, restrictions this turn.
_WORDS: dict[str, Any] = {
    "is_attacking": "it's attacking", "is_blocking": "it's blocking",
    "is_blocked": "it's blocked", "is_monstrous": "it's monstrous",
    "is_renowned": "it's renowned",
    "is_attacking_alone": "it's attacking alone",
    "is_tapped": "it's tapped", "is_untapped": "it's untapped",
    "attacked_or_blocked": "it attacked or blocked this combat",
    "entered_this_turn": "it entered this turn",
    "is_equipped": "it's equipped", "is_enchanted": "it's enchanted",
    "is_modified": "it's modified",
    "is_paired": "it's paired with another creature",
    "its_your_turn": "it's your turn", "your_turn": ("if", "it's your turn"),
    "defending_player": "defending player", "each_opponent": "each opponent",
    "each_other_opponent": "each other opponent",
    "that_player": "that player", "you": "you", "target_player": "target player",
    "target_opponent": "target opponent", "each_player": "each player",
    "that_creatures_controller": _THAT_CONTROLLER, "its_controller": _ITS_CONTROLLER,
}
# Rules that mean a fixed part of a filter (plain data): adjectives, nouns, controllers.
_FILTER_WORDS: dict[str, dict[str, Any]] = {
    "nontoken": {"token": False},
    "colorless": {"not_colors": ["black", "blue", "green", "red", "white"]},  # 105.2c
    "token_adjective": {"token": True},
    "creature_token": {"token": True},
    "nonartifact": {"not_types": ["artifact"]},
    "nonenchantment": {"not_types": ["enchantment"]},
    "enchantment_adjective": {"types": ["creature", "enchantment"]},
    "attacking": {"attacking": True},
    "blocking": {"blocking": True},
    "in_combat": {"in_combat": True},
    "tapped": {"tapped": True},
    "untapped": {"tapped": False},
    "modified": {"modified": True},  # 700.9
    "equipped_adjective": {"equipped": True},  # 301.5
    "enchanted_adjective": {"enchanted": True},  # 303.4
    "multicolored": {"multicolored": True},  # 105.2b
    "artifact": {"types": ["artifact", "creature"]},
    "legendary": {"types": ["creature", "legendary"]},
    "snow": {"types": ["creature", "snow"]},  # (205.4a: supertypes)
    "nonbasic": {"not_types": ["basic"]},
    "creatures": {},
    "token_noun": {"token": True, "types": []},  # any token (111.1), not a creature only
    "artifact_noun": {"types": ["artifact"]},
    "enchantment_noun": {"types": ["enchantment"]},
    "land_noun": {"types": ["land"]},
    "planeswalker_noun": {"types": ["planeswalker"]},
    "commander_noun": {"commander": True},  # 903.3 (the file says which: `commander: true`)
    "yours": {"controller": "you"},
    "opponents_control": {"controller": "an opponent"},
    "not_yours": {"controller": "not you"},
    "team_controls": {"controller": "your team"},  # 102.4
    "defending_player_controls": {"controller": "defending player"},
    # the player of the event ("deals combat damage to a player"), checked in
    # _check_event_words
    "that_player_controls": {"controller": "that player"},
    "permanent_noun": {"types": []},
    "nonland_noun": {"types": [], "not_types": ["land"]},
    "noncreature_noun": {"types": [], "not_types": ["creature"]},
    "creature_noun": {"types": ["creature"]},
}

_NOW = {  # "can't ... this turn": keywords gained until end of turn
    "cant_be_blocked_now": ["can't be blocked"], "cant_block_now": ["can't block"],
    "cant_attack_or_block_now": ["can't attack", "can't block"],
    "cant_attack_now": ["can't attack"],
    "attacks_now": ["attacks each combat if able"], "blocks_now": ["blocks each combat if able"],
    "no_damage_now": [kw.NO_COMBAT_DAMAGE],
    "toughness_damage_now": [kw.DAMAGE_FROM_TOUGHNESS],
    "cant_be_regenerated_now": [kw.NO_REGENERATION],  # 701.19c
}
_SUBJECTS = {
    "it": "it", "that_creature": "that creature",
    "each_blocking_it": "each creature blocking it",
    "each_blocked_by_it": "each creature blocked by it",
    "enchanted_subject": "enchanted creature", "equipped_subject": "equipped creature",
    "those_creatures": "those creatures",
}
# Groups that one of the vocabulary's own words for `to` names (the rest: `each`, a filter).
_GROUPS = {
    (): "each creature", (("other", True),): "each other creature",
    (("controller", "you"),): "each creature you control",
    (("controller", "you"), ("other", True)): "each other creature you control",
    (("attacking", True), ("other", True)): "each other attacking creature",
    # (only one player attacks)
    (("attacking", True), ("controller", "you"), ("other", True)): "each other attacking creature",
    (("attacking", True), ("controller", "you")): "each attacking creature you control",
}


def _plain(effect: dict[str, Any]) -> dict[str, Any]:
    """An effect as a file writes it: no empty `gains`, and the defaults (`to: it`, until end
    of turn) left out."""
    out = {k: v.replace(_WHOSE, "its ") if isinstance(v, str) else v
           for k, v in effect.items()
           if k not in ("_self", _ITS, _IT_DEALS, _ONTO_IT, _BLOCKING_IT, _SAME_TARGET)}
    if not out.get("gains"):
        out.pop("gains", None)
    if not out.get("loses"):
        out.pop("loses", None)
    if out.get("to") == "it" and "damage" not in out and "move_counters" not in out:
        del out["to"]
    if out.get("until") == "end of turn":
        del out["until"]
    return out


# The events with a player in them ("that player") and with an amount ("that much").
_WITH_PLAYER = frozenset({"deals combat damage", "deals combat damage to a player",
                          "deals damage to a player", "deals damage to an opponent",
                          "one or more creatures you control deal combat damage to a player",
                          "becomes the target of a spell or ability an opponent controls",
                          "a creature you control deals combat damage to a player",
                          "an opponent is dealt damage", "an opponent is dealt noncombat damage",
                          "a creature attacks one of your opponents", "an opponent gains life",
                          "a creature attacks one of your opponents or a planeswalker an "
                          "opponent controls"})
# (events whose player isn't the one its source attacks)
_DEALT = frozenset({"an opponent is dealt damage", "an opponent is dealt noncombat damage",
                    "an opponent gains life"})
_WITH_AMOUNT = _WITH_PLAYER | {"a creature deals damage to you",
                               "you are dealt damage", "you are dealt combat damage",
                               "a creature is dealt damage", *_COUNTERS_PUT,
                               "deals combat damage to a creature", "deals damage",
                               "deals damage to a creature",
                               "deals combat damage to a player or planeswalker",
                               "is dealt damage", "is dealt combat damage", "you gain life",
                               "you attack"}  # (how many attack: "create that many")


_OWN = {"deals combat damage", "deals combat damage to a player"}  # the source attacked them
# The events that count creatures, once for several: "those creatures" are the ones counted.
_COUNTED = frozenset({"you attack", "one or more creatures you control deal combat damage to a "
                      "player", "blocks one or more creatures",
                      "becomes blocked by one or more creatures"})

WITH_CREATURE = frozenset({
    "another creature you control attacks", "a creature you control attacks",
    "a creature you control attacks alone", "a creature dies", "a permanent enters",
    "a permanent leaves the battlefield", "a creature becomes tapped",
    "a permanent is put into a graveyard from the battlefield", "a permanent is sacrificed",
    "blocks a creature", "becomes blocked by a creature", "deals combat damage to a creature",
    "deals damage to a creature",
    "a creature you control becomes blocked",
    "a creature you control deals combat damage to a player", "a creature blocks",
    "a creature becomes blocked", "a creature attacks and isn't blocked",
    "a creature deals damage to you", "a creature attacks you",
    "a creature attacks you or a planeswalker you control",
    "a creature attacks one of your opponents",
    "a creature attacks one of your opponents or a planeswalker an opponent controls",
    "a creature is dealt damage", "+1/+1 counters are put on a creature"})


def _check_event_words(ability: dict[str, Any]) -> None:
    """'that creature', 'that player' and 'that much' name what its event has, or the
    sentence says what the vocabulary can't ("Whenever a creature an opponent controls dies,
    that player ...", "target creature ... that creature")."""
    effects = ability["effects"]
    for effect in effects:
        if effect.get("to") == "that creature" and ability["trigger"] not in WITH_CREATURE:
            raise _Unsupported
        if effect.get("to") == "those creatures" and (
                ability["trigger"] not in _COUNTED or effects[0].get("to") != "those creatures"):
            raise _Unsupported  # (no creatures counted, or "they" may be what an effect made)
        for key in ("target", "each", "for_each"):  # the damaged player defends (508.5)
            chosen = effect.get(key)
            if isinstance(chosen, dict) and chosen.get("controller") == "that player":
                # (a count reads the source's defending player: its own damage only; a player
                # dealt damage may be another)
                if ability["trigger"] not in (_WITH_PLAYER if key != "for_each" else _OWN) or (
                        ability["trigger"] in _DEALT):
                    raise _Unsupported
                effect[key] = {**chosen, "controller": "defending player"}
        if effect.get("player") == "each other opponent" and (
                ability["trigger"] not in _WITH_PLAYER):
            raise _Unsupported  # (other than the player of its event)
        if effect.get("player") == "that player" and ability["trigger"] not in _WITH_PLAYER:
            if ability.get("filter", {}).get("controller") != "an opponent":
                raise _Unsupported
            effect["player"] = _THAT_CONTROLLER  # ("a creature an opponent controls")
        if (effect.get("player") == _THAT_CONTROLLER or "by" in effect) and (
                ability["trigger"] not in WITH_CREATURE):
            raise _Unsupported
        amounts = [*effect.values(), *(effect.get("counters") or {}).values()]
        if any(isinstance(v, str) and v in _THAT_STATS for v in amounts) and (
                ability["trigger"] not in WITH_CREATURE):
            raise _Unsupported  # (no other creature in its event)
        that_much = "that much" in effect.values() or (
            isinstance(effect.get("tokens"), dict) and effect["tokens"]["count"] == "that much")
        if that_much and ability["trigger"] not in _WITH_AMOUNT:
            raise _Unsupported
    if _names_that_player(ability):  # (anywhere else: not ours to read)
        raise _Unsupported


def _names_that_player(data: Any) -> bool:
    """Does a filter in `data` ask for what "that player" controls?"""
    if isinstance(data, dict):
        return data.get("controller") == "that player" or any(
            _names_that_player(v) for v in data.values())
    if isinstance(data, list):
        return any(_names_that_player(v) for v in data)
    return False


def _describing(group: dict[str, Any]) -> str:
    """A group as a restriction's words: "red creatures", "non-wall creatures", "creatures
    with power 3 or greater" (what core.blockers reads)."""
    if set(group) - {"colors", "not_colors", "subtypes", "not_subtypes", "types", "keywords",
                     "_any", "power_at_most", "power_at_least"}:
        raise _Unsupported  # (whose, attacking, ...: not a kind of creature)
    types = set(group.get("types", ["creature"])) - {"creature"}
    if types - {"artifact", "legendary"}:
        raise _Unsupported
    words = [*sorted(group.get("colors", [])), *(f"non{c}" for c in group.get("not_colors", [])),
             *sorted(types), *(s.lower() for s in group.get("subtypes", [])),
             *(f"non-{s.lower()}" for s in group.get("not_subtypes", [])), "creatures"]
    keywords = [*group.get("keywords", []), *group.get("_any", [])]
    if len(group.get("keywords", [])) > 1:
        raise _Unsupported  # (all of several keywords: not what the words can say)
    if keywords:
        words.append("with " + " or ".join(keywords))
    elif "power_at_least" in group:
        words.append(f"with power {group['power_at_least']} or greater")
    elif "power_at_most" in group:
        words.append(f"with power {group['power_at_most']} or less")
    return " ".join(words)


def _number(n: Token | str) -> int | str:
    """A number, an amount read as the effect resolves ("its power", "that much"), or X
    (read by "where X is ...")."""
    return int(n) if str(n).isdigit() else str(n)


# Subtypes of permanents that aren't creatures (205.3g-i), counted as printed.
_NONCREATURE_SUBTYPES = frozenset({"Aura", "Equipment", "Vehicle", "Food", "Treasure", "Clue",
                                   "Blood", "Saga", "Shrine", "Gate", "Desert", "Cave",
                                   "Forest", "Island", "Swamp", "Mountain", "Plains"})


# Supertypes an adjective names (205.4a)
_SUPERTYPES = frozenset({"legendary", "snow"})

# Land types (205.3i): what "becomes a ..." makes a land, not a creature
_NOT_CREATURE_TYPES = frozenset(t.title() for t in kw.LAND_TYPES)


def _not_creature(group: dict[str, Any]) -> dict[str, Any]:
    """A group named by a subtype of non-creature permanents counts those permanents."""
    if set(group.get("subtypes", ())) & _NONCREATURE_SUBTYPES and "types" not in group:
        return {**group, "types": []}
    return group


_AMOUNTS = {"damage", "gain_life", "lose_life", "draw", "counters", "tokens"}


def _read_x(effects: list[dict[str, Any]], counted: dict[str, Any] | None,
            cost_x: bool = False) -> list[dict[str, Any]]:
    """Each X of `effects` ("deals X damage", "create X ... tokens", "gets +X/+0") as 1 times
    what "where X is ..." counts, read as the effect resolves (608.2h), or (`cost_x`, with no
    "where X is") the X announced as its activated ability was activated (107.3a, 601.2b);
    an X with nothing to read it, or a "where X is" with no X, isn't ours to read."""
    found = False
    amount = (counted or {}).get(_X_AMOUNT)
    if amount is not None:  # "where X is that creature's power": an amount, not a count
        for effect in effects:
            for key in ("damage", "gain_life", "lose_life"):
                if effect.get(key) == "x":
                    effect[key], found = amount, True
            if "x" in effect.get("counters", {}).values():
                effect["counters"], found = {k: amount for k in effect["counters"]}, True
        if not found:
            raise _Unsupported
        return effects
    if counted is None and cost_x:
        counted, found = {"for_x": True}, True  # (an X cost need not be read by the effects)
    for effect in effects:
        has_x = bool(effect.pop(_X_PUMP, False))
        if has_x and counted and counted.get(_ITS) and (
                effect.get("to", "it") != "it" or "each" in effect):
            raise _Unsupported  # ("target creature gets +X/+0, where X is its power")
        for key in ("damage", "gain_life", "lose_life", "draw"):
            if effect.get(key) == "x":
                effect[key], has_x = 1, True
        if "x" in effect.get("counters", {}).values():
            effect["counters"], has_x = {k: 1 for k in effect["counters"]}, True
        if effect.get("tokens", {}).get("count") == "x":
            if effect["tokens"].get("x"):
                raise _Unsupported  # (X X/X tokens: one count for both)
            effect["tokens"]["count"], has_x = 1, True
        has_x = has_x or bool(effect.get("tokens", {}).get("x"))
        if not has_x:
            continue
        if counted is None or any(k.startswith("for_") for k in effect):
            raise _Unsupported  # (nothing says what X is; one count multiplies an effect)
        effect.update(counted)
        found = True
    if counted is not None and not found:
        raise _Unsupported
    return effects


def _targets(effects: list[dict[str, Any]]) -> int:
    """How many of the effects name a target of their own ("remove a -1/-1 counter from
    target creature you control and put one on target creature defending player controls":
    two, which one ability's single target can't be)."""
    return sum(1 for e in effects if e.get("to") in ("target creature", "target permanent",
                                                     "any target") and _SAME_TARGET not in e)


def _by_source(last: dict[str, Any]) -> bool:
    """Is `last` an effect on the ability's source itself ("~ gets ...", "it gains ...")?"""
    return ("pump" in last or "gains" in last) and last.get("to") == "it" \
        and not {"each", "player"} & last.keys()


# An activation's choices as it resolves (608.2d): an activated ability's alone
_CHOICES = frozenset({"gains_one_of", "color_one_of", "type_choice", "tap_or_untap"})
# What a verb without a subject brings to the effect before it besides pumps and keywords
_JOINED = ("base", "colors", "color_one_of", "subtypes", "also_subtypes", "type_choice")


def _lasts(effect: dict[str, Any], until: str) -> None:
    """The duration that ends a sentence is the whole effect's ("becomes a Bird with base
    power and toughness 1/1 and flying until end of turn")."""
    effect["until"] = until
    effect.pop(_LASTING, None)


def _cannot_join(item: dict[str, Any], last: dict[str, Any]) -> bool:
    """Would joining the subjectless `item` to the effect `last` change what a count
    multiplies or whose power "its power" is (608.2h)? A count multiplies the power and
    toughness of its effect, never keywords: "gains trample and gets +X/+0, where X is ..."
    is one effect, its count the pump's."""
    if item.get(_ITS) and (last.get("to", "it") != "it" or "each" in last):
        return True  # ("target creature gains flying and gets +X/+X, where X is its power")
    if "pump" not in item:
        return False
    if any(k.startswith("for_") or k == _X_PUMP for k in last):
        return True
    return any(k.startswith("for_") or k == _X_PUMP for k in item) and "pump" in last


def _names_defending(condition: Any) -> bool:
    """Does the condition ask what the defending player controls (then "that player" of the
    effects after it is that player, 508.5)?"""
    return isinstance(condition, dict) and bool(
        "defending_player_controls" in condition or _names_defending(condition.get("not")))


def _defending(data: Any) -> Any:
    """`data` with "that player" (what they control) as the defending player."""
    if isinstance(data, dict):
        return {k: "defending player" if k == "controller" and v == "that player"
                else _defending(v) for k, v in data.items()}
    if isinstance(data, list):
        return [_defending(v) for v in data]
    return data


def _about_it(condition: Any) -> bool:
    """Does the condition ask about "it" ("its power is 10 or greater", "it's tapped"), which
    the vocabulary reads as the ability's source?"""
    if isinstance(condition, str):
        return condition.startswith("it")
    return isinstance(condition, dict) and bool(
        {"power_at_least", "counters_at_least"} & condition.keys()
        or _about_it(condition.get("not")))


def _aim_that_creature(effects: list[dict[str, Any]]) -> None:
    """"That creature" after "target creature" is its one target (115.1, 608.2c): "put a
    +1/+1 counter on another target creature you control, and that creature gains flying"."""
    aimed = [i for i, e in enumerate(effects) if e.get("to") == "target creature"]
    if len(aimed) == 1:
        first = effects[aimed[0]]
        for e in effects[aimed[0] + 1:]:
            if e.get("to") == "that creature" and "target" not in e:
                e["to"] = "target creature"
                if "target" in first:  # (one target, one filter)
                    e["target"] = dict(first["target"])


def _not_modified(group: dict[str, Any]) -> None:
    """A permanent gone from the battlefield isn't known as modified, equipped or enchanted
    as it last existed: its Equipment became unattached (704.5n), its Auras went to the
    graveyard (704.5m), before its "dies" ability triggers."""
    if group.get("modified") or group.get("equipped") or group.get("enchanted"):
        raise _Unsupported


def _pt(token: Token) -> list[int]:
    power, toughness = str(token).split("/")
    return [int(power), int(toughness)]


@v_args(inline=True)
class _Meaning(Transformer[Token, Meaning]):
    """From a parse tree to a Meaning. Rules return small values that the rule above them
    reads: a clause is (kind, value), a group a filter (plain data)."""

    def __init__(self, text: str, cost: str | None = None) -> None:
        super().__init__()
        self.text = text
        self.cost = cost

    # --- the card itself -----------------------------------------------------------------

    def start(self, sentence: Meaning) -> Meaning:
        return sentence

    def self_static(self, *parts: Any) -> Meaning:
        condition = next((p for p in parts if isinstance(p, tuple) and p[0] == "if"), None)
        clauses: list[tuple[str, Any]] = next(p for p in parts if isinstance(p, list))
        keywords = [v for k, v in clauses if k == "keyword"]
        granted = any(k == "granted" for k, _ in clauses)
        pump = next((v for k, v in clauses if k == "pump"), None)
        base = next((v for k, v in clauses if k == "base"), None)
        also = [w for k, v in clauses if k == "also" for w in v]
        counted = next((v for k, v in clauses if k == "pump_for_each"), None)
        if counted is not None:
            if pump is not None:
                raise _Unsupported
            pump, count = counted
        out = Meaning()
        for kind, value in clauses:
            if kind == "can_block":
                if condition is not None:
                    raise _Unsupported
                out.can_block = value
        if condition is None and pump is None and base is None and not granted and not also:
            out.keywords = keywords
        elif keywords or pump is not None or granted or base is not None or also:
            ability: dict[str, Any] = {"affects": "it"}
            if base is not None:  # (613.4b: "has base power and toughness 5/2")
                ability["base"] = base
            if also:  # (205.1b: "is also a Cleric")
                ability["also_subtypes"] = also
            if pump is not None:
                ability["pump"] = pump
            if keywords:
                ability["gains"] = keywords
            if granted:
                ability["grants"] = GRANTED
            if condition is not None:
                ability["as_long_as"] = condition[1]
            if counted is not None:
                if keywords:  # (the count multiplies the pump alone)
                    raise _Unsupported
                ability.update({k: v for k, v in count.items() if k != _BLOCKING_IT})
            ability["text"] = self.text
            out.abilities.append(ability)
        return out

    def attached_static(self, attached: str, clauses: list[tuple[str, Any]],
                        condition: tuple[str, Any] | None = None) -> Meaning:
        return self._grants(attached, clauses, condition)

    def paired_static(self, condition: tuple[str, Any],
                      clauses: list[tuple[str, Any]]) -> Meaning:
        """"As long as ~ is paired with another creature, both creatures have ..." (702.95)."""
        if condition[1] != "it's paired with another creature":
            raise _Unsupported
        return self._grants({"pair": True}, clauses, condition)

    def attached_static_head(self, condition: tuple[str, Any], attached: str,
                             clauses: list[tuple[str, Any]]) -> Meaning:
        return self._grants(attached, clauses, condition)

    def _grants(self, affects: Any, clauses: list[tuple[str, Any]],
                condition: tuple[str, Any] | None = None) -> Meaning:
        """A static ability: what `affects` gets and has (how many creatures it can block is
        not a continuous effect the vocabulary has)."""
        ability: dict[str, Any] = {"affects": affects}
        for kind, value in clauses:
            if kind == "pump":
                ability["pump"] = value
            elif kind == "keyword":
                ability.setdefault("gains", []).append(value)
            elif kind == "granted":
                ability["grants"] = GRANTED
            elif kind == "base" and "base" not in ability:  # (613.4b)
                ability["base"] = value
            elif kind == "also":  # (205.1b)
                ability.setdefault("also_subtypes", []).extend(value)
            elif kind == "cant_have":  # (613.1f)
                ability.setdefault("cant_have", []).append(value)
            else:
                raise _Unsupported
        if condition is not None:
            ability["as_long_as"] = condition[1]
        ability["text"] = self.text
        return Meaning(abilities=[ability])

    def you_have_hexproof(self, word: Token) -> str:
        """702.11c: opponents' abilities can't target its controller."""
        if str(word) != "hexproof":
            raise _Unsupported
        return kw.PLAYER_HEXPROOF

    def opponents_cant_gain_life(self) -> str:
        return kw.OPPONENTS_CANT_GAIN_LIFE  # 119.7

    def opponents_enter_tapped(self) -> str:
        return kw.OPPONENTS_ENTER_TAPPED  # 614.1d

    def gain_plus(self, n: Token) -> str:
        return kw.GAIN_PLUS.format(int(n))  # 614.1a

    def gain_twice(self) -> str:
        return kw.GAIN_TWICE  # 614.1a

    def life_floor(self, n: Token, m: Token) -> str:
        if int(n) != int(m):
            raise _Unsupported
        return kw.LIFE_FLOOR.format(int(n), int(n))  # 614.1a

    def player_static(self, phrase: str) -> Meaning:
        """A static ability of the card acting on its controller or their opponents: the
        card has it as a keyword phrase."""
        return Meaning(keywords=[phrase])

    def player_static_while(self, condition: tuple[str, Any], phrase: str) -> Meaning:
        """"As long as you have 7 or more life, damage that would reduce ...": the card has
        the phrase while the condition holds (611.3a)."""
        return Meaning(abilities=[{"affects": "it", "gains": [phrase],
                                   "as_long_as": condition[1], "text": self.text}])

    def exile_instead_self(self) -> Meaning:
        """"If this creature would die, exile it instead" (614.1a)."""
        return Meaning(keywords=[kw.EXILE_INSTEAD])

    def exile_instead(self, _: Any, group: dict[str, Any]) -> Meaning:
        """"If a creature an opponent controls would die, exile it instead": each creature
        it affects has the replacement (614.1a) while the ability applies."""
        if group.get("types", ["creature"]) != ["creature"]:
            raise _Unsupported  # (only a creature dies, 700.4)
        return self._grants(group, [("keyword", kw.EXILE_INSTEAD)])

    def exile_instead_other(self, group: dict[str, Any]) -> Meaning:
        return self.exile_instead(None, {**group, "other": True})

    def exile_instead_dealt(self, _: Any, group: dict[str, Any]) -> Meaning:
        """"If a creature dealt damage by this creature this turn would die" (120.3)."""
        return self.exile_instead(None, {**group, "dealt_damage_by_it": True})

    def counters_instead(self, n: Token, kind: Token, on: Any,
                         more: tuple[str, dict[str, Any]]) -> Meaning:
        """"If one or more +1/+1 counters would be put on a creature you control, that many
        plus one +1/+1 counters are put on it instead" (614.1a): on each permanent it
        affects, while it applies."""
        if int(n) != 1 or str(kind) != more[0]:
            raise _Unsupported
        return Meaning(abilities=[{"affects": on, **more[1], "text": self.text}])

    def counters_on(self, _: Any, group: dict[str, Any]) -> dict[str, Any]:
        return group

    def counters_on_other(self, group: dict[str, Any]) -> dict[str, Any]:
        return {**group, "other": True}

    def counters_on_permanent(self, controlled: dict[str, Any]) -> dict[str, Any]:
        return {"types": [], **controlled}

    def counters_on_self(self) -> str:
        return "it"

    def more_plus(self, n: Token, kind: Token) -> tuple[str, dict[str, Any]]:
        return str(kind), {"counters_plus": {str(kind): int(n)}}

    def more_minus(self, kind: Token, n: Token) -> tuple[str, dict[str, Any]]:
        return str(kind), {"counters_plus": {str(kind): -int(n)}}

    def more_twice(self, kind: Token) -> tuple[str, dict[str, Any]]:
        return str(kind), {"counters_twice": str(kind)}

    def enchanted(self) -> str:
        return "enchanted creature"

    def equipped(self) -> str:
        return "equipped creature"

    def self_clauses(self, *items: Any) -> list[tuple[str, Any]]:
        out: list[tuple[str, Any]] = []
        for item in items:
            if isinstance(item, list):
                out += item
            elif item is not None:
                out.append(item)
        return out

    def joiner(self, *_: Any) -> None:
        return None

    effect_joiner = joiner

    def more_keyword(self, word: Token, until: Any = None) -> tuple[Any, ...]:
        """A keyword going on with the clause before; an effect's with the duration that
        ends its sentence ("... and flying until end of turn")."""
        if isinstance(until, tuple):
            return ("keyword", _keyword(word), until[1])
        return ("keyword", _keyword(word))

    def has_keyword(self, word: Token) -> tuple[str, Any]:
        return ("keyword", _keyword(word))

    def cant_have(self, lost: Token, denied: Token) -> tuple[str, Any]:
        """"lose flying and can't have or gain flying" (613.1f)."""
        if str(lost) != str(denied):
            raise _Unsupported
        return ("cant_have", _keyword(lost))

    def is_also(self, *parts: Any) -> tuple[str, Any]:
        """"Is also a Cleric, Rogue, Warrior, and Wizard", "are Bears in addition to their
        other types": creature types added (layer 4, 205.1b)."""
        flat = [q for p in parts for q in (p if isinstance(p, list) else [p])]
        kinds = [str(p) for p in flat if isinstance(p, Token)]
        if any(k in _NONCREATURE_SUBTYPES or k in _NOT_CREATURE_TYPES for k in kinds):
            raise _Unsupported  # (a land's or an artifact's type)
        return ("also", kinds)

    def kind_list(self, *parts: Any) -> list[Any]:
        return list(parts)

    def has_base(self, stats: Token) -> tuple[str, Any]:
        """"Have base power and toughness 1/1": a static ability's (layer 7b, 613.4b)."""
        return ("base", [int(x) for x in str(stats).split("/")])

    def has_granted(self) -> tuple[str, Any]:
        return ("granted", True)

    def gets(self, pt: Token) -> tuple[str, Any]:
        return ("pump", _pt(pt))

    def gets_for_each(self, pt: Token, counted: dict[str, Any]) -> tuple[str, Any]:
        return ("pump_for_each", (_pt(pt), counted))

    def count_permanents(self, *parts: Any) -> dict[str, Any]:
        """"for each other creature on the battlefield with flying", "... you control"."""
        return {"for_each": _not_creature(self.group(*parts))}

    def x_is(self, counted: dict[str, Any]) -> dict[str, Any]:
        return counted

    def count_greatest_power(self, group: dict[str, Any]) -> dict[str, Any]:
        return {"for_greatest_power": group}

    def x_that_creatures(self, stat: str) -> dict[str, Any]:
        """"where X is that creature's power" (608.2h): the other creature of its event's."""
        return {_X_AMOUNT: f"that creature's {stat}"}

    def count_its_power(self) -> dict[str, Any]:
        return {"for_its_power": True}

    def count_whose_power(self) -> dict[str, Any]:
        """"where X is its power": the power of the effect's subject (_ITS), the source's
        only when the subject is the source itself."""
        return {"for_its_power": True, _ITS: True}

    def count_blocking(self) -> dict[str, Any]:
        return {"for_each": {"blocking_it": True}}

    def count_blocking_it(self) -> dict[str, Any]:
        """"for each creature blocking it": after a trigger naming another creature, that
        creature's blockers (_BLOCKING_IT), else the source's."""
        return {**self.count_blocking(), _BLOCKING_IT: True}

    def count_blocked(self) -> dict[str, Any]:
        """"for each creature it's blocking" (509.1a: a blocker may block several)."""
        return {"for_each": {"blocked_by_it": True}}

    def count_hand(self) -> dict[str, Any]:
        return {"for_each_card": {"zone": "hand"}}

    def count_graveyard(self, kind: Token | None = None) -> dict[str, Any]:
        cards = {"zone": "graveyard"}
        if kind is not None:
            cards["card_type"] = str(kind)
        return {"for_each_card": cards}

    def count_instant_or_sorcery(self, kind: Token) -> dict[str, Any]:
        """"for each instant and sorcery card in your graveyard": a card of either type."""
        _sorcery(kind)
        return {"for_each_card": {"zone": "graveyard", "card_type": "instant or sorcery"}}

    def count_attached(self, *subtypes: Token) -> dict[str, Any]:
        return {"for_each": {"types": [], "subtypes": sorted(str(s) for s in subtypes),
                             "attached_to_it": True}}

    def subtype_planeswalker(self, subtype: Token) -> dict[str, Any]:
        return {"types": ["planeswalker"], "subtypes": [str(subtype)]}

    def token_artifact(self) -> str:
        return "artifact"

    def token_enchantment(self) -> str:
        return "enchantment"

    def count_counters_on_it(self, kind: Token) -> dict[str, Any]:
        """"the number of +1/+1 counters on it": after a trigger naming another creature,
        that one's (_ITS), which the vocabulary doesn't count."""
        return {**self.count_counters(kind), _ITS: True}

    def count_counters(self, kind: Token) -> dict[str, Any]:
        return {"for_each_counter": str(kind)}

    def attack_unless(self, _: Any, land: Token) -> tuple[str, Any]:
        kind = str(land).lower()
        if kind not in kw.LAND_TYPES:
            raise _Unsupported
        article = "an" if kind[0] in "aeiou" else "a"
        return ("keyword", f"can't attack unless defending player controls {article} {kind}")

    def cant_attack_alone(self) -> tuple[str, Any]:
        return ("keyword", "can't attack alone")

    def cant_block_alone(self) -> tuple[str, Any]:
        return ("keyword", "can't block alone")

    def cant_attack_or_block_alone(self) -> list[tuple[str, Any]]:
        return [self.cant_attack_alone(), self.cant_block_alone()]

    def blockers(self, *kinds: dict[str, Any]) -> str:
        """The creatures a restriction names, as the keyword writes them (core.blockers)."""
        return " and/or ".join(_describing(k) for k in kinds)

    def blocker_kind(self, group: dict[str, Any]) -> dict[str, Any]:
        return group

    def group_any_keyword(self, group: dict[str, Any], one: Token,
                          other: Token) -> dict[str, Any]:
        if "keywords" in group:
            raise _Unsupported
        return {**group, "_any": [str(one), str(other)]}

    def blocked_by(self, creatures: str) -> tuple[str, Any]:
        return ("keyword", f"{kw.NOT_BLOCKED_BY} {creatures}")

    def blocked_except_by(self, creatures: str) -> tuple[str, Any]:
        return ("keyword", f"{kw.ONLY_BLOCKED_BY} {creatures}")

    def cant_be_blocked_combat(self) -> dict[str, Any]:
        """"It can't be blocked this combat": until end of combat (511.2)."""
        return {"gains": ["can't be blocked"], "until": "end of combat", "_subjectless": True}

    def blocked_by_now(self, creatures: str) -> dict[str, Any]:
        """"can't be blocked by creatures with power 2 or less this turn" (509.1b)."""
        return {"gains": [f"{kw.NOT_BLOCKED_BY} {creatures}"], "_subjectless": True}

    def blocked_except_by_now(self, creatures: str) -> dict[str, Any]:
        """"can't be blocked this turn except by creatures with haste" (509.1b)."""
        return {"gains": [f"{kw.ONLY_BLOCKED_BY} {creatures}"], "_subjectless": True}

    def cant_block_these(self, creatures: str) -> tuple[str, Any]:
        return ("keyword", f"{kw.CANT_BLOCK} {creatures}")

    def cant_block_or_be_blocked_by(self, creatures: str) -> list[tuple[str, Any]]:
        """"~ can't block or be blocked by creatures with power 2 or greater" (509.1b)."""
        return [self.cant_block_these(creatures), self.blocked_by(creatures)]

    def except_by(self, n: Token) -> tuple[str, Any]:
        """509.1b: "can't be blocked except by N or more creatures" (N of 2 or more)."""
        if int(n) < 2:
            raise _Unsupported
        if int(n) == 2:
            return ("keyword", "can't be blocked except by two or more creatures")
        word = kw.NUMBER_WORDS[int(n)] if int(n) < len(kw.NUMBER_WORDS) else str(int(n))
        return ("keyword", kw.MIN_BLOCKERS.format(word))

    def only_one(self, n: Token) -> tuple[str, Any]:
        if int(n) != 1:
            raise _Unsupported
        return ("keyword", "can't be blocked by more than one creature")

    def block_only_flying(self, word: Token) -> tuple[str, Any]:
        if str(word) != "flying":
            raise _Unsupported
        return ("keyword", "can block only creatures with flying")

    def block_additional(self, n: Token | None = None) -> tuple[str, Any]:
        return ("can_block", 1 + (1 if n is None else int(n)))

    def block_any(self) -> tuple[str, Any]:
        return ("can_block", None)

    def __default__(self, data: str, children: list[Any], meta: Any) -> Any:
        if data in _RESTRICTIONS:
            return [("keyword", w) for w in _RESTRICTIONS[data]]
        if data in _EVENTS:
            return _EVENTS[data]
        if data in _SUBJECTS:
            return {"to": _SUBJECTS[data]}
        if data in _WORDS:
            return _WORDS[data]
        if data in _FILTER_WORDS:  # (a copy: what a rule returns may be changed above it)
            return {k: list(v) if isinstance(v, list) else v
                    for k, v in _FILTER_WORDS[data].items()}
        if data in _NOW:
            return {"gains": list(_NOW[data]), "_subjectless": True}
        return super().__default__(data, children, meta)  # type: ignore[no-untyped-call]

    def static_tail(self, condition: Any) -> tuple[str, Any]:
        return ("if", condition)

    def unless(self, condition: Any) -> tuple[str, Any]:
        """"~ can't attack unless you control another artifact": as long as it isn't so."""
        return ("if", {"not": condition})

    static_head = static_tail

    # --- conditions ----------------------------------------------------------------------

    def you_control_commander(self) -> dict[str, Any]:
        """903.3: a commander on the battlefield under your control (the file says which,
        `commander: true`)."""
        return {"you_control": {"commander": True, "types": []}}

    def you_control(self, _: Any, group: dict[str, Any]) -> dict[str, Any]:
        return {"you_control": _not_creature(group)}

    def you_control_another(self, group: dict[str, Any]) -> dict[str, Any]:
        return {"you_control": {**_not_creature(group), "other": True}}

    def team_controls_another(self, group: dict[str, Any]) -> dict[str, Any]:
        """"If your team controls another Warrior" (102.4: you and your teammates)."""
        return {"you_control": {**_not_creature(group), "other": True,
                                "controller": "your team"}}

    def you_control_none(self, group: dict[str, Any]) -> dict[str, Any]:
        """"you control no untapped lands": not one of them."""
        return {"not": self.you_control(None, group)}

    def no_opponent_controls(self, *parts: Any) -> dict[str, Any]:
        """"no opponent controls a white creature", "your opponents control no creatures"."""
        return {"not": self.opponent_controls(None, parts[-1])}

    def defending_controls_none(self, group: dict[str, Any]) -> dict[str, Any]:
        return {"not": self.defending_controls(None, group)}

    def you_control_count(self, n: Token, group: dict[str, Any]) -> dict[str, Any]:
        return {"you_control": _not_creature(group), "at_least": int(n)}

    def you_control_count_other(self, n: Token, group: dict[str, Any]) -> dict[str, Any]:
        """"you control at least three other enchantments": the source itself not counted."""
        return {"you_control": {**_not_creature(group), "other": True}, "at_least": int(n)}

    def defending_controls_count(self, n: Token, group: dict[str, Any]) -> dict[str, Any]:
        return {"defending_player_controls": _not_creature(group), "at_least": int(n)}

    def counter_kind(self, kind: Token) -> str:
        return str(kind)

    def has_counter(self, kind: str) -> dict[str, Any]:
        return {"counters_at_least": 1, "counter": kind}

    def has_counters(self, n: Token, kind: str) -> dict[str, Any]:
        return {"counters_at_least": int(n), "counter": kind}

    def has_any_counter(self, n: Token | None = None) -> dict[str, Any]:
        """"has a counter on it", "has two or more counters on it": of any kind."""
        return {"counters_at_least": 1 if n is None else int(n)}

    def you_control_either(self, *parts: Any) -> dict[str, Any]:
        """"you control an artifact or enchantment": a permanent of either type."""
        return {"you_control": self.any_kind(*(p for p in parts if p is not None))}

    def opponent_controls(self, _: Any, group: dict[str, Any]) -> dict[str, Any]:
        return {"an_opponent_controls": _not_creature(group)}

    def defending_controls(self, _: Any, group: dict[str, Any]) -> dict[str, Any]:
        return {"defending_player_controls": _not_creature(group)}

    def life_at_least(self, n: Token) -> dict[str, Any]:
        return {"life_at_least": int(n)}

    def own_power_at_least(self, n: Token) -> dict[str, Any]:
        """"as long as ~'s power is 7 or greater", "if its power is 10 or greater"."""
        return {"power_at_least": int(n)}

    def life_at_most(self, n: Token) -> dict[str, Any]:
        return {"life_at_most": int(n)}

    def graveyard_at_least(self, n: Token, kind: Token | None = None) -> dict[str, Any]:
        """"there are seven or more [creature] cards in your graveyard" (threshold)."""
        out: dict[str, Any] = {"graveyard_at_least": int(n)}
        if kind is not None:
            out["card_type"] = str(kind)
        return out

    def graveyard_instant_or_sorcery(self, n: Token, kind: Token) -> dict[str, Any]:
        """"two or more instant and/or sorcery cards in your graveyard": of either type."""
        _sorcery(kind)
        return {"graveyard_at_least": int(n), "card_type": "instant or sorcery"}

    def graveyard_types(self, n: Token) -> dict[str, Any]:
        return {"graveyard_card_types_at_least": int(n)}

    def opponent_graveyard(self, n: Token) -> dict[str, Any]:
        return {"opponent_graveyard_at_least": int(n)}

    def graveyard_empty(self) -> dict[str, Any]:
        """"there are no cards in your graveyard": not one card in it."""
        return {"not": {"graveyard_at_least": 1}}

    def opponent_hand_empty(self) -> dict[str, Any]:
        return {"opponent_hand_at_most": 0}

    def more_cards_in_hand(self) -> str:
        return "you have more cards in hand than each opponent"

    def hand_empty(self) -> dict[str, Any]:
        return {"hand_at_most": 0}

    def hand_at_least(self, n: Token) -> dict[str, Any]:
        return {"hand_at_least": int(n)}

    def hand_at_most(self, n: Token) -> dict[str, Any]:
        return {"hand_at_most": int(n)}

    def article(self, *_: Any) -> None:
        return None

    # --- groups of creatures (filters) ---------------------------------------------------

    def group(self, *parts: Any) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for part in parts:
            if part is None:
                continue
            for key, value in part.items():
                if key in ("subtypes", "colors", "keywords", "types", "not_colors",
                           "not_subtypes", "not_types") and key in out:
                    if key == "types" and [] in (value, out[key]):
                        # "legendary permanent": the adjective's type, of any permanent
                        out[key] = [t for t in value or out[key] if t != "creature"]
                        continue
                    if key == "types" and set(out[key]) <= {"creature", *_SUPERTYPES}:
                        # "snow land": the adjective's supertype, of the noun's type
                        out[key] = sorted({*value, *out[key]} - {"creature"} | (
                            {"creature"} & set(value)))
                        continue
                    if key == "types":
                        raise _Unsupported
                    out[key] = sorted({*out[key], *value})
                else:
                    out[key] = value
        return out

    group_one = group
    target = group

    def group_other_than(self, *parts: Any) -> dict[str, Any]:
        """"Dinosaurs you control other than ~": other Dinosaurs you control."""
        return self.group(*parts, {"other": True})

    def target_token(self, *parts: Any) -> dict[str, Any]:
        """"target creature token you control" (111.1)."""
        return self.group(*parts, {"token": True})

    def target_kind(self, *parts: Any) -> dict[str, Any]:
        """"target Vampire", "another target Elf you control", "target Cleric or Wizard
        creature": a creature of (one of) those subtypes."""
        kinds = [p for p in parts if isinstance(p, Token)]
        if any(k in _NONCREATURE_SUBTYPES or k in ("Equipment", "Aura", "Saga", "Room")
               for k in kinds):
            raise _Unsupported  # (a noncreature permanent)
        return self.group(*(p for p in parts if not isinstance(p, Token)),
                          {"subtypes": sorted(str(k) for k in kinds)})

    def other(self, *_: Any) -> dict[str, Any]:
        return {"other": True}

    def color(self, *colors: Token) -> dict[str, Any]:
        """"red", "green or white" (any of them)."""
        return {"colors": sorted(str(c) for c in colors)}

    def noncolor(self, c: Token) -> dict[str, Any]:
        return {"not_colors": [str(c)]}

    def nonsubtype(self, s: Token) -> dict[str, Any]:
        return {"not_subtypes": [str(s)]}

    def a_permanent_enters(self, *parts: Any) -> list[dict[str, Any]]:
        """"Whenever an artifact you control enters", "another creature you control with
        flying enters" (603.6a); the card itself entering is before combat."""
        return self._a_permanent("a permanent enters", parts)

    def another_enters(self, *parts: Any) -> list[dict[str, Any]]:
        return self._a_permanent("a permanent enters", parts, other=True)

    def enters_or_unlock(self, *parts: Any) -> list[dict[str, Any]]:
        """"Whenever an enchantment you control enters and whenever you fully unlock a Room"
        (709.5i): a player unlocks a Room as a special action in a main phase (116.2m), or as
        an effect says (709.5f), which no effect of redzone's vocabulary does; so in its
        combat the ability triggers as the permanent enters."""
        if str(parts[-1]) != "Room":
            raise _Unsupported
        return self._a_permanent("a permanent enters", parts[:-1])

    def another_enters_while(self, *parts: Any) -> list[dict[str, Any]]:
        """"Whenever another creature you control enters while ~ has a -1/-1 counter on it":
        the condition is part of the event (603.2), asked as it enters, not again."""
        condition = parts[-1]
        if not isinstance(condition, (dict, str)) or (
                isinstance(condition, dict) and _HAD in condition):
            raise _Unsupported
        return [{**self.another_enters(*parts[:-1])[0], "while": condition}]

    def _a_permanent(self, event: str, parts: tuple[Any, ...],
                     other: bool = False) -> list[dict[str, Any]]:
        """The head of "whenever a/another <permanent> <event>", "that creature" its
        permanent."""
        found = self.group(*parts)
        _not_modified(found)
        return [{"trigger": event, "_it": "that creature",
                 "filter": {**found, "other": True} if other else found}]

    def kinds(self, *parts: Token | None) -> dict[str, Any]:
        return self.subtype_creatures(*(p for p in parts if p is not None))

    def subtype_creatures(self, *subtypes: Token) -> dict[str, Any]:
        return {"subtypes": sorted(str(s) for s in subtypes)}

    def juxtaposed_subtypes(self, *_: Token) -> dict[str, Any]:
        """"Sand Warriors", "Eldrazi Spawn creatures": each of those subtypes, which a
        filter's `subtypes` (any of them) can't say."""
        raise _Unsupported

    def power_at_most(self, n: Token) -> dict[str, Any]:
        return {"power_at_most": int(n)}

    def toughness_damage(self) -> dict[str, Any]:
        """"Assigns combat damage equal to its toughness rather than its power" as an effect
        (510.1a): after "Until end of turn," only (`_LASTING` marks it until then)."""
        return {"gains": [kw.DAMAGE_FROM_TOUGHNESS], "_subjectless": True, _LASTING: True}

    def toughness_over_power(self) -> dict[str, Any]:
        return {"toughness_over_power": True}

    def power_at_least(self, n: Token) -> dict[str, Any]:
        return {"power_at_least": int(n)}

    def toughness_at_least(self, n: Token) -> dict[str, Any]:
        return {"toughness_at_least": int(n)}

    def with_any_counter(self) -> dict[str, Any]:
        return {"counter": ANY_COUNTER}

    def with_counter(self, pt: Token) -> dict[str, Any]:
        return {"counter": str(pt)}

    def with_keyword(self, word: Token) -> dict[str, Any]:
        return {"keywords": [str(word)]}

    def without_keyword(self, word: Token) -> dict[str, Any]:
        return {"not_keywords": [str(word)]}

    def with_defender(self) -> dict[str, Any]:
        """("defender" is a word of the grammar's own: not a KEYWORD token.)"""
        return {"keywords": ["defender"]}

    def without_defender(self) -> dict[str, Any]:
        return {"not_keywords": ["defender"]}

    def despite_defender(self) -> tuple[str, Any]:
        return ("keyword", kw.DESPITE_DEFENDER)

    def attack_now_despite_defender(self) -> dict[str, Any]:
        return {"gains": [kw.DESPITE_DEFENDER], "_subjectless": True}

    # --- lords and anthems ---------------------------------------------------------------

    def anthem(self, group: dict[str, Any], clauses: list[tuple[str, Any]],
               condition: tuple[str, Any] | None = None) -> Meaning:
        return self._grants(group, clauses, condition)

    def anthem_head(self, condition: tuple[str, Any], group: dict[str, Any],
                    clauses: list[tuple[str, Any]]) -> Meaning:
        """"As long as ~ is equipped, other creatures you control get +1/+1" (611.3a)."""
        return self._grants(group, clauses, condition)

    anthem_verbs = self_clauses

    # --- triggered abilities -------------------------------------------------------------

    def triggered(self, trigger: list[dict[str, Any]], effects: list[dict[str, Any]]) -> Meaning:
        if not effects or any(_LASTING in e or (_CHOICES - {"gains_one_of"}) & set(e)
                              for e in effects) or _targets(effects) > 1 or sum(
                "gains_one_of" in e for e in effects) > 1:
            raise _Unsupported  # (nothing it does is in combat: relevance says so first)
        if any(h["trigger"] in _COUNTERS_PUT for h in trigger) and any(
                "+1/+1" in e.get("counters", {}) for e in effects):
            raise _Unsupported  # (two such could put counters on each other without end)
        if not any(head["trigger"] in WITH_CREATURE for head in trigger):
            _aim_that_creature(effects)  # (no other creature in its event)
        out = Meaning()
        for head in trigger:
            ability = {**{k: v for k, v in head.items() if k != "_it"},
                       "effects": [_plain(self._effect_for(head, e)) for e in effects],
                       "text": self.text}
            _check_event_words(ability)
            out.abilities.append(ability)
        return out

    def triggered_modal(self, trigger: list[dict[str, Any]], number: Token,
                        *modes: list[dict[str, Any]]) -> Meaning:
        """"Whenever ~ attacks, choose one — • ... • ...": each mode read as the effects of
        such an ability (700.2), one chosen as it is put on the stack (700.2b)."""
        if str(number) != "1" or any(_CHOICES & set(e) for mode in modes for e in mode):
            raise _Unsupported  # (a choice of its own: `combat.choices` names the mode)
        read = [self.triggered(trigger, mode).abilities for mode in modes]
        out = Meaning()
        for first, *_ in zip(*read, strict=True):
            out.abilities.append({**{k: v for k, v in first.items() if k != "effects"},
                                  "modes": []})
        for abilities in read:
            for ability, into in zip(abilities, out.abilities, strict=True):
                into["modes"].append(ability["effects"])
        return out

    def mode(self, effects: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return effects

    def triggered_your_turn(self, trigger: list[dict[str, Any]],
                            effects: list[dict[str, Any]]) -> Meaning:
        """"Whenever another creature dies during your turn, ...": the event's own condition,
        asked as it triggers (603.2), not an intervening "if"."""
        if any("while" in head or "if" in head for head in trigger):
            raise _Unsupported  # (two conditions: the vocabulary has one)
        out = self.triggered(trigger, effects)
        for ability in out.abilities:
            ability["while"] = "it's your turn"
        return out

    def triggered_may(self, trigger: list[dict[str, Any]],
                      effects: list[dict[str, Any]]) -> Meaning:
        """"..., you may put a +1/+1 counter on it": its effects are optional (603.5); "you may
        remove a counter from it. If you do, ...": what follows needs a counter to remove."""
        if len(effects) > 1 and "remove_counters" in effects[0]:
            raise _Unsupported
        out = self.triggered(trigger, effects)
        for ability in out.abilities:
            ability["may"] = ""
        return out

    def triggered_if(self, trigger: list[dict[str, Any]], condition: Any,
                     effects: list[dict[str, Any]]) -> Meaning:
        """"Whenever ~ attacks, if you control a ..., ...": an intervening "if" (603.4). "If
        it had a +1/+1 counter on it" asks of the creature of the event (as it last existed,
        603.10a), a filter on it, or of the source itself (the "if" as it resolves)."""
        had = condition.get(_HAD) if isinstance(condition, dict) else None
        if any("while" in head or "if" in head for head in trigger):
            raise _Unsupported  # (two conditions: the vocabulary has one)
        if _names_defending(condition):  # "if defending player controls no Walls, ... each
            effects = _defending(effects)  # creature without flying that player controls"
        out = self.triggered(trigger, effects)
        for head, ability in zip(trigger, out.abilities, strict=True):
            if had is None:
                ability["if"] = condition
            elif head.get("_it") == "that creature":
                ability["filter"] = {**ability.get("filter", {}), "counter": had}
            else:
                ability["if"] = {"counters_at_least": 1,
                                 **({} if had == ANY_COUNTER else {"counter": had})}
        return out

    def triggered_only_if(self, trigger: list[dict[str, Any]], effects: list[dict[str, Any]],
                          condition: Any) -> Meaning:
        """"Whenever ~ attacks, it gains trample until end of turn if its power is 10 or
        greater": the effects' own condition, asked only as the ability resolves (608.2c)."""
        if any("while" in head or "if" in head for head in trigger) or (
                isinstance(condition, dict) and _HAD in condition):
            raise _Unsupported  # (two conditions: the vocabulary has one)
        out = self.triggered(trigger, effects)
        for ability in out.abilities:
            if _about_it(condition) and (ability["trigger"] in WITH_CREATURE or any(
                    e.get("to", "it") != "it" or "each" in e for e in ability["effects"])):
                raise _Unsupported  # ("destroy target creature if it's tapped": whose "it")
            ability["only_if"] = condition
        return out

    def you_dont_control(self, _: Any, group: dict[str, Any]) -> dict[str, Any]:
        """"if you don't control a Demon": not one."""
        return self.you_control_none(group)

    def had_counter(self, kind: str) -> dict[str, Any]:
        return {_HAD: kind}

    def had_counters(self) -> dict[str, Any]:
        return {_HAD: ANY_COUNTER}

    def activate_if(self, condition: Any) -> Any:
        return condition

    def triggered_if_may(self, trigger: list[dict[str, Any]], condition: Any,
                         effects: list[dict[str, Any]]) -> Meaning:
        out = self.triggered_if(trigger, condition, effects)
        for ability in out.abilities:
            ability["may"] = ""
        return out

    def _effect_for(self, head: dict[str, Any], effect: dict[str, Any]) -> dict[str, Any]:
        """'it' in "whenever another creature you control attacks, it gets ..." is that
        creature; 'that creature' of an event with none is not ours to read."""
        if head.get("_it") == "that creature" and effect.get("to") in (
                "each creature blocking it", "each creature blocked by it"):
            raise _Unsupported  # ("it": that creature, not the source the vocabulary reads)
        if head.get("_it") == "that creature" and effect.get(_BLOCKING_IT):
            effect = {k: v for k, v in effect.items() if k not in ("for_each", _BLOCKING_IT)}
            effect["for_blocking_that_creature"] = True  # (509.1h: "blocking it")
        if head.get("_it") == "that creature" and effect.get(_ITS) and effect.get("to") != "it":
            raise _Unsupported  # (its counters: that creature's, not the source's)
        if "move_counters" in effect:
            return self._moved_counters(head, effect)
        if head.get("_it") == "that creature" and effect.get("to") == "it" and not effect.get(
                "_self"):
            if effect.get(_ITS):
                raise _Unsupported  # (its power: that creature's, not the source's)
            return {**effect, "to": "that creature"}
        if effect.get("player") == _ITS_CONTROLLER:
            if head.get("_it") != "that creature":
                raise _Unsupported  # (its controller: you)
            effect = {**effect, "player": _THAT_CONTROLLER}
        if head.get("_it") == "that creature" and not (
                "damage" in effect and not {_IT_DEALS, _BY_SUBJECT} & set(effect)):
            # ("~ deals damage equal to its power": its dealer's, the source's)
            effect = {k: v.replace(_WHOSE, "that creature's ") if isinstance(v, str) else v
                      for k, v in effect.items()}
            if effect.pop(_IT_DEALS, None):
                effect["by"] = "that creature"  # ("it deals": that creature is the source)
        if head.get("_it") == "it" and effect.get("to") == "that creature":
            return {**effect, "to": "it"}  # "~ or another ...": for ~ itself, that is it
        return effect

    def trigger(self, event: Any) -> list[dict[str, Any]]:
        return event if isinstance(event, list) else [{"trigger": event}]

    def dies(self) -> list[dict[str, Any]]:
        return [{"trigger": "dies"}]

    def another_attacks(self, group: dict[str, Any],
                        having: dict[str, Any] | None = None) -> list[dict[str, Any]]:
        """"Whenever another creature you control (with flying) attacks"."""
        group = self.group(group, having)
        head: dict[str, Any] = {"trigger": "another creature you control attacks",
                                "_it": "that creature"}
        if group:
            head["filter"] = group
        return [head]

    def a_creature_attacks(self, _: Any, group: dict[str, Any],
                           having: dict[str, Any] | str | None = None,
                           event: str = "a creature you control attacks") -> list[dict[str, Any]]:
        """"Whenever a creature you control (with a +1/+1 counter on it) attacks"."""
        if isinstance(having, dict):
            group = self.group(group, having)
        head: dict[str, Any] = {"trigger": event, "_it": "that creature"}
        if group:
            head["filter"] = group
        return [head]

    def a_creature_attacks_alone(self, _: Any, group: dict[str, Any]) -> list[dict[str, Any]]:
        return self.a_creature_attacks(_, group, None, "a creature you control attacks alone")

    def a_creature_becomes_blocked(self, _: Any, group: dict[str, Any],
                                   having: dict[str, Any] | None = None) -> list[dict[str, Any]]:
        return self.a_creature_attacks(_, self.group(group, having), None,
                                       "a creature you control becomes blocked")

    def a_creature_deals_combat_damage(self, _: Any, group: dict[str, Any],
                                       having: dict[str, Any] | None = None,
                                       ) -> list[dict[str, Any]]:
        return self.a_creature_attacks(_, self.group(group, having), None,
                                       "a creature you control deals combat damage to a player")

    def a_creature_event(self, _: Any, *parts: Any) -> list[dict[str, Any]]:
        """"Whenever a creature blocks", "a Beast becomes blocked", "a Rogue you control
        attacks and isn't blocked", "a creature with power 4 or greater attacks you", "a
        creature deals damage to you": the head, "that creature" (and "it") the creature of
        the event, the filter saying which (and whose)."""
        event: str = parts[-1]
        found = self.group(*parts[:-1])
        if found.get("types", ["creature"]) != ["creature"]:
            raise _Unsupported  # (what blocks, attacks or is blocked is a creature)
        _not_modified(found)
        if event == "a creature becomes blocked" and found.get("controller") == "you":
            event = "a creature you control becomes blocked"  # (509.3c: its controller's)
            del found["controller"]
        head: dict[str, Any] = {"trigger": event, "_it": "that creature"}
        if found:
            head["filter"] = found
        return [head]

    def a_creature_blocks(self) -> str:
        return "a creature blocks"  # 509.3a, once for each blocker

    def any_creature_becomes_blocked(self) -> str:
        return "a creature becomes blocked"  # 509.3c

    def a_creature_not_blocked(self) -> str:
        return "a creature attacks and isn't blocked"  # 509.3g

    def a_creature_deals_damage_to_you(self) -> str:
        """"Whenever a creature deals damage to you, destroy it" (120.3): "it" is that
        creature, the source of the damage."""
        return "a creature deals damage to you"

    def a_creature_attacks_you(self) -> str:
        return "a creature attacks you"  # 508.3a

    def a_creature_attacks_you_or_yours(self) -> str:
        return "a creature attacks you or a planeswalker you control"

    def a_creature_attacks_an_opponent(self, n: Token) -> str:
        """"Whenever a creature attacks one of your opponents" (508.3a): "that player" the
        opponent it attacks."""
        if str(n) != "1":
            raise _Unsupported
        return "a creature attacks one of your opponents"

    def a_creature_attacks_an_opponent_or_theirs(self, n: Token) -> str:
        if str(n) != "1":
            raise _Unsupported
        return "a creature attacks one of your opponents or a planeswalker an opponent controls"

    def opponent_gains_life(self) -> list[dict[str, Any]]:
        return [{"trigger": "an opponent gains life"}]

    def opponent_dealt_damage(self) -> list[dict[str, Any]]:
        return [{"trigger": "an opponent is dealt damage"}]

    def opponent_dealt_noncombat_damage(self) -> list[dict[str, Any]]:
        return [{"trigger": "an opponent is dealt noncombat damage"}]

    def self_or_another_attacks(self, group: dict[str, Any]) -> list[dict[str, Any]]:
        return [{"trigger": "attacks", "_it": "it"}, *self.another_attacks(group)]

    def a_creature_dies(self, _: Any, group: dict[str, Any],
                        controlled: dict[str, Any] | None = None,
                        having: dict[str, Any] | None = None,
                        other: bool = False) -> list[dict[str, Any]]:
        """"Whenever a creature an opponent controls dies", "another creature dies" (603.10a:
        its source included, unless "another"); "a creature you control with flying dies"
        (the filter asked of it as it last existed, 603.10a)."""
        group = self.group(group, having)
        if "any_types" in group:  # "another creature or artifact you control dies": put
            found = {**group, **(controlled or {}), **({"other": True} if other else {})}
            return self._a_permanent(  # into a graveyard from the battlefield (700.4)
                "a permanent is put into a graveyard from the battlefield", (found,))
        if "creature" not in group.get("types", ["creature"]):
            raise _Unsupported  # (an artifact dying isn't an event the vocabulary has)
        _not_modified(group)
        found = {**group, **(controlled or {}), **({"other": True} if other else {})}
        head: dict[str, Any] = {"trigger": "a creature dies", "_it": "that creature"}
        if found:
            head["filter"] = found
        return [head]

    def dealt_damage_dies(self, _: Any, group: dict[str, Any]) -> list[dict[str, Any]]:
        """"Whenever a creature dealt damage by ~ this turn dies" (603.10a)."""
        return self.a_creature_dies(None, {**group, "dealt_damage_by_it": True})

    def another_creature_dies(self, group: dict[str, Any],
                              controlled: dict[str, Any] | None = None,
                              having: dict[str, Any] | None = None) -> list[dict[str, Any]]:
        return self.a_creature_dies(None, group, controlled, having, other=True)

    def another_enters_or_dies(self, group: dict[str, Any],
                               controlled: dict[str, Any] | None = None
                               ) -> list[dict[str, Any]]:
        """"Whenever another creature you control enters or dies": each event's ability."""
        return [*self.another_enters(group, controlled),
                *self.another_creature_dies(group, controlled)]

    def self_or_another_dies(self, group: dict[str, Any],
                             controlled: dict[str, Any] | None = None,
                             having: dict[str, Any] | None = None) -> list[dict[str, Any]]:
        return [{"trigger": "dies", "_it": "it"},
                *self.a_creature_dies(None, group, controlled, having, other=True)]

    def battalion(self, n: Token) -> list[dict[str, Any]]:
        """"Whenever ~ and at least two other creatures attack" (battalion): it attacks, with
        n + 1 or more creatures."""
        return [{"trigger": "attacks", "count": int(n) + 1}]

    def a_permanent_leaves(self, *parts: Any) -> list[dict[str, Any]]:
        """"Whenever a token you control leaves the battlefield" (603.10a)."""
        return self._a_permanent("a permanent leaves the battlefield", parts)

    def a_permanent_dies(self, *parts: Any) -> list[dict[str, Any]]:
        """"Whenever an artifact you control is put into a graveyard from the battlefield"
        (700.4, 603.10a)."""
        return self._a_permanent("a permanent is put into a graveyard from the battlefield",
                                 parts)

    def a_permanent_sacrificed(self, who: dict[str, Any], *parts: Any) -> list[dict[str, Any]]:
        """"Whenever you sacrifice a permanent", "an opponent sacrifices a creature" (701.21a:
        a player sacrifices only what they control, so who is its controller)."""
        return self._a_permanent("a permanent is sacrificed",
                                 (_not_creature(self.group(*parts)), who))

    def another_sacrificed(self, who: dict[str, Any], *parts: Any) -> list[dict[str, Any]]:
        return self._a_permanent("a permanent is sacrificed",
                                 (_not_creature(self.group(*parts)), who), other=True)

    def state_none(self, group: dict[str, Any]) -> list[dict[str, Any]]:
        """"When you control no Islands, sacrifice ~": a state trigger (603.8)."""
        return [{"trigger": "state", "if": self.you_control_none(group)}]

    def a_player(self) -> dict[str, Any]:
        return {}

    def another_permanent_dies(self, *parts: Any) -> list[dict[str, Any]]:
        return self._a_permanent("a permanent is put into a graveyard from the battlefield",
                                 parts, other=True)

    def another_leaves(self, *parts: Any) -> list[dict[str, Any]]:
        return self._a_permanent("a permanent leaves the battlefield", parts, other=True)

    def a_creature_becomes_tapped(self, *parts: Any) -> list[dict[str, Any]]:
        """"Whenever a Merfolk you control becomes tapped" (701.26a)."""
        found = self.group(*parts)
        if found.get("types", ["creature"]) != ["creature"]:
            raise _Unsupported  # (a land's tapping isn't an event redzone sees)
        head: dict[str, Any] = {"trigger": "a creature becomes tapped", "_it": "that creature"}
        if found:
            head["filter"] = found
        return [head]

    def some_attack(self, n: Token, group: dict[str, Any]) -> list[dict[str, Any]]:
        """"Whenever one or more Goblins you control attack" (once, 508.3d)."""
        head = self.you_attack(n if int(n) > 1 else None)[0]
        if group:
            head["filter"] = group
        return [head]

    def some_deal_damage(self, n: Token, group: dict[str, Any]) -> list[dict[str, Any]]:
        """"Whenever one or more Faeries you control deal combat damage to a player"."""
        head: dict[str, Any] = {
            "trigger": "one or more creatures you control deal combat damage to a player"}
        if int(n) != 1:
            head["count"] = int(n)
        if group:
            head["filter"] = group
        return [head]

    def counters_put(self, n: Token, kind: Token) -> list[dict[str, Any]]:
        """"Whenever one or more +1/+1 counters are put on ~" (122.6): that many or more at
        once."""
        if str(kind) != "+1/+1":
            raise _Unsupported
        head: dict[str, Any] = {"trigger": _COUNTERS_PUT[0]}
        if int(n) > 1:
            head["count"] = int(n)
        return [head]

    def counters_put_on_a(self, n: Token, kind: Token, _: Any, group: dict[str, Any],
                          controlled: dict[str, Any] | None = None) -> list[dict[str, Any]]:
        """"Whenever one or more +1/+1 counters are put on a creature you control" (122.6;
        itself included)."""
        found = {**group, **(controlled or {})}
        if found.get("types", ["creature"]) != ["creature"]:
            raise _Unsupported
        head = {**self.counters_put(n, kind)[0], "trigger": _COUNTERS_PUT[1],
                "_it": "that creature"}
        if found:
            head["filter"] = found
        return [head]

    def you_attack(self, n: Token | None = None) -> list[dict[str, Any]]:
        head: dict[str, Any] = {"trigger": "you attack"}
        if n is not None:
            head["count"] = int(n)
        return [head]

    def beginning_of_combat(self) -> list[dict[str, Any]]:
        return [{"trigger": "beginning of combat"}]

    def end_of_combat(self) -> list[dict[str, Any]]:
        return [{"trigger": "end of combat"}]

    def you_gain_life(self) -> list[dict[str, Any]]:
        return [{"trigger": "you gain life"}]

    def you_dealt_damage(self) -> list[dict[str, Any]]:
        return [{"trigger": "you are dealt damage"}]  # (120.3)

    def you_dealt_combat_damage(self) -> list[dict[str, Any]]:
        return [{"trigger": "you are dealt combat damage"}]

    def a_creature_dealt_damage(self, _: Any, group: dict[str, Any],
                                controlled: dict[str, Any] | None = None
                                ) -> list[dict[str, Any]]:
        """"Whenever a creature an opponent controls is dealt damage" (120.3)."""
        found = {**group, **(controlled or {})}
        if found.get("types", ["creature"]) != ["creature"]:
            raise _Unsupported  # (a planeswalker or battle dealt damage: not this event)
        head: dict[str, Any] = {"trigger": "a creature is dealt damage", "_it": "that creature"}
        if found:
            head["filter"] = found
        return [head]

    def until_combat(self) -> tuple[str, str]:
        return ("until", "end of combat")

    def becomes_target_first(self, time: Token) -> list[dict[str, Any]]:
        """"... for the first time each turn": once each turn, like "This ability triggers
        only once each turn" (redzone sees the turn from its combat). ("time" is a kind of
        counter too: the lexer gives it as COUNTER_WORD.)"""
        if str(time) != "time":
            raise _Unsupported
        return [{"trigger": _EVENTS["becomes_target"], "once_each_turn": True}]

    def becomes_target_by_you_first(self, time: Token) -> list[dict[str, Any]]:
        """Valiant: "... a spell or ability you control for the first time each turn"."""
        head = self.becomes_target_first(time)[0]
        return [{**head, "trigger": _EVENTS["becomes_target_by_you"]}]

    def attacks_while_saddled(self) -> list[dict[str, Any]]:
        """"Whenever ~ attacks while saddled": saddled as it attacks (702.171b). Nothing in
        combat makes it saddled or not (saddle is activated only as a sorcery, and it stays
        saddled until the turn ends or it leaves), so checking it again as the ability
        resolves (an intervening "if") asks the same: its last known designation."""
        return [{"trigger": "attacks", "if": "it's saddled"}]

    def attacks_while(self, condition: Any) -> list[dict[str, Any]]:
        """"Whenever ~ attacks while you control a Dinosaur": the condition is part of the
        trigger event (603.2), asked as it attacks and not again as the ability resolves (not
        an intervening "if", 603.4)."""
        if not isinstance(condition, (dict, str)) or (
                isinstance(condition, dict) and _HAD in condition):
            raise _Unsupported
        return [{"trigger": "attacks", "while": condition}]

    def attacks_or_blocks_while(self, condition: Any) -> list[dict[str, Any]]:
        head = self.attacks_while(condition)[0]
        return [head, {**head, "trigger": "blocks"}]

    def attacks_or_blocks(self) -> list[dict[str, Any]]:
        return [{"trigger": "attacks"}, {"trigger": "blocks"}]

    def blocks_or_blocked_by(self, _: Any, group: dict[str, Any]) -> list[dict[str, Any]]:
        return [self.blocks_a_creature(_, group)[0],
                self.becomes_blocked_by(group)[0]]

    def damage_to_a_kind(self, _: Any, group: dict[str, Any]) -> list[dict[str, Any]]:
        """"Whenever ~ deals damage to a Dinosaur": to a creature the filter matches (120.3)."""
        if group.get("types", ["creature"]) != ["creature"]:
            raise _Unsupported  # (a planeswalker, a battle)
        return [{"trigger": "deals damage to a creature", **({"filter": group} if group else {})}]

    def attack_with_some(self, n: Token, group: dict[str, Any]) -> list[dict[str, Any]]:
        """"Whenever you attack with five or more Soldiers" (once, 508.3d)."""
        return self.some_attack(n, group)

    def blocks_some(self, n: Token, group: dict[str, Any],
                    event: str = "blocks one or more creatures") -> list[dict[str, Any]]:
        """"Whenever ~ blocks one or more black creatures", "two or more creatures": once
        (509.3c), when that many it blocks match."""
        if group.get("types", ["creature"]) != ["creature"]:
            raise _Unsupported
        head: dict[str, Any] = {"trigger": event}
        if int(n) != 1:
            head["count"] = int(n)
        if group:
            head["filter"] = group
        return [head]

    def blocked_by_some(self, n: Token, group: dict[str, Any]) -> list[dict[str, Any]]:
        return self.blocks_some(n, group, "becomes blocked by one or more creatures")

    def blocks_or_blocked_by_some(self, n: Token,
                                  group: dict[str, Any]) -> list[dict[str, Any]]:
        return [*self.blocks_some(n, group), *self.blocked_by_some(n, group)]

    def blocks_a_creature(self, _: Any, group: dict[str, Any]) -> list[dict[str, Any]]:
        if group.get("types", ["creature"]) != ["creature"] and "types" in group:
            raise _Unsupported  # (what blocks is a creature)
        head: dict[str, Any] = {"trigger": "blocks a creature"}
        if group:
            head["filter"] = group
        return [head]

    def not_weaker(self) -> Meaning:
        return Meaning(keywords=[kw.NOT_WEAKER])

    def not_stronger_meaning(self) -> Meaning:
        """"Creatures with power greater than ~'s power can't block it" (509.1b)."""
        return Meaning(keywords=[kw.NOT_STRONGER])

    def evolve(self) -> Meaning:
        """702.100a: "Whenever a creature you control enters, if that creature has greater
        power or toughness than this creature, put a +1/+1 counter on this creature." """
        return Meaning(abilities=[{
            "trigger": "a permanent enters",
            "filter": {"other": True, "controller": "you", "greater_than_it": True},
            "effects": [{"counters": {"+1/+1": 1}}], "text": self.text}])

    def as_though_unblocked(self) -> Meaning:
        return Meaning(keywords=[kw.AS_THOUGH_UNBLOCKED])

    # --- a Clone (707.9): what it may copy, and the exceptions, as the card's `copy` -------

    def enters_as_copy(self, kinds: list[str], *parts: Any) -> Meaning:
        exceptions: dict[str, Any] = {}
        for found in parts[-1] if parts and isinstance(parts[-1], list) else ():
            for key, value in found.items():
                if key in exceptions and key != "keywords":
                    raise _Unsupported
                exceptions[key] = [*exceptions.get(key, []), *value] \
                    if key == "keywords" else value
        return Meaning(copy={"of": kinds, **exceptions})

    def copied_kinds(self, *kinds: str) -> list[str]:
        return list(kinds)

    def copied_creature(self) -> str:
        return "creature"

    def copied_artifact(self) -> str:
        return "artifact"

    def copied_permanent(self) -> str:
        return "permanent"

    def copied_nonland(self) -> str:
        return "nonland permanent"

    def copied_card(self, card_type: Token) -> str:
        """("any creature card in a graveyard": a card of that type)"""
        return str(card_type)

    def copied_subtype(self, subtype: Token) -> str:
        return f"{subtype} creature"

    def copied_where(self, *_: Any) -> None:
        """(where the copied object was: the file's `copy_of` names a card, 707.2)"""
        return None

    def copy_exceptions(self, *parts: Any) -> list[dict[str, Any]]:
        return [p for p in parts if isinstance(p, dict)]

    def copy_also_subtypes(self, *subtypes: Token) -> dict[str, Any]:
        return {"also_subtypes": [str(s) for s in subtypes]}  # (707.9b: in addition)

    def copy_also_type(self, card_type: str) -> dict[str, Any]:
        return {"also_types": [card_type]}

    def copied_enchantment(self) -> str:
        return "enchantment"

    def copy_keywords(self, *keywords: Token) -> dict[str, Any]:
        return {"keywords": [str(k) for k in keywords]}

    def copy_not_legendary(self) -> dict[str, Any]:
        return {"not_legendary": True}

    def copy_base(self, stats: Token) -> dict[str, Any]:
        power, toughness = str(stats).split("/")
        return {"base": [int(power), int(toughness)]}  # (707.9b: it's 7/7)

    def copy_own_name(self) -> dict[str, Any]:
        return {"own_name": True}

    def copy_counters(self, *_: Any) -> dict[str, Any]:
        """(the counters it entered with: the file gives the counters it has)"""
        return {}

    def lure(self) -> Meaning:
        return Meaning(keywords=["all creatures able to block it do so"])

    def becomes_blocked_by(self, *parts: Any) -> list[dict[str, Any]]:
        group: dict[str, Any] = parts[-1]
        head: dict[str, Any] = {"trigger": "becomes blocked by a creature"}
        if group:
            head["filter"] = group
        return [head]

    # --- activated abilities -------------------------------------------------------------

    def target_blocking_it(self) -> dict[str, Any]:
        return {"blocking_it": True}

    def target_other_than_it(self, *parts: Any) -> dict[str, Any]:
        """"target creature other than ~": another target creature."""
        return self.group(*parts, {"other": True})

    def activated_until(self, effects: list[dict[str, Any]]) -> Meaning:
        """"Until end of turn, ~ gets +1/+1 and gains flying": each effect lasts so."""
        if any(("pump" not in e and "gains" not in e) or "until" in e for e in effects):
            raise _Unsupported
        return self.activated([{k: v for k, v in e.items() if k != _LASTING} for e in effects])

    def activated_modal(self, number: Token, *modes: list[dict[str, Any]]) -> Meaning:
        """"{1}: Choose one — • ... • ...": each mode read as its effects (700.2), one chosen
        as it is activated (700.2a: the activation's `choices` names the mode)."""
        if str(number) != "1" or any(_CHOICES & set(e) for mode in modes for e in mode):
            raise _Unsupported  # (a choice of its own)
        read = [self.activated(mode).abilities[0] for mode in modes]
        return Meaning(abilities=[{"cost": self.cost, "modes": [a["effects"] for a in read],
                                   "text": self.text}])

    def activated(self, effects: list[dict[str, Any]]) -> Meaning:
        _aim_that_creature(effects)
        if any(_LASTING in e or e.get("to") in ("that creature", "those creatures") or (
                _CHOICES & set(e) and not self.cost)
               or e.get("player") in (_THAT_CONTROLLER, _ITS_CONTROLLER)
               or e.get("by", "target creature") != "target creature"
               or (self.cost and _THAT_STATS & set(map(str, e.values()))) for e in effects):
            raise _Unsupported  # ("that creature": its target, which the vocabulary can't say)
        return Meaning(abilities=[{"cost": self.cost, "effects": [_plain(e) for e in effects],
                                   "text": self.text}])

    # --- effects -------------------------------------------------------------------------

    def effects(self, *items: Any) -> list[dict[str, Any]]:
        """The effects in order; a verb without a subject, or a keyword alone, continues
        the effect before it ("gets +1/+0 and gains flying until end of turn")."""
        out: list[dict[str, Any]] = []
        counted: dict[str, Any] | None = None
        for item in (i for it in items for i in (it if isinstance(it, list) else [it])):
            if item is None:
                continue
            if isinstance(item, tuple) and item[0] == "where_x":
                counted = item[1]
                continue
            if isinstance(item, tuple) and item[0] == "keyword":
                if out and "keywords" in out[-1].get("tokens", {}):  # "a ... token with
                    out[-1]["tokens"]["keywords"].append(item[1])  # flying and deathtouch"
                    continue
                if not out or "gains" not in out[-1]:
                    raise _Unsupported
                out[-1]["gains"].append(item[1])
                if len(item) > 2:  # (the duration ending the sentence: all of it lasts so)
                    _lasts(out[-1], item[2])
                continue
            if item.get("to") == "it" and not item.get("_self") and "sacrifice" not in item \
                    and any("tokens" in e for e in out):  # ("sacrifice ~": the source)
                raise _Unsupported  # ("create a 0/0 ... token and put X +1/+1 counters on it")
            if item.get("to") == "it" and not item.get("_self") and (
                    aimed := [e for e in out if str(e.get("to")).startswith("target ")]):
                if len(aimed) != 1:  # ("tap target creature and put a stun counter on it":
                    raise _Unsupported  # that target, one for both, 115.1)
                item = {**item, "to": aimed[0]["to"], _SAME_TARGET: True,
                        **({"target": dict(aimed[0]["target"])} if "target" in aimed[0] else {})}
            if item.get(_BY_SUBJECT):
                if not out or not _by_source(out[-1]):
                    raise _Unsupported  # (the dealer a subject other than the source)
                dealt = {k: v for k, v in item.items() if k != _BY_SUBJECT}
                out.append(dealt if out[-1].get("_self") else {**dealt, _IT_DEALS: True})
                continue
            if item.get("_subjectless"):
                if not out or ("pump" not in out[-1] and "gains" not in out[-1]):
                    raise _Unsupported
                last = out[-1]
                if _cannot_join(item, last):
                    raise _Unsupported
                if "pump" in item:
                    last["pump"] = [a + b for a, b in zip(last.get("pump", [0, 0]),
                                                          item["pump"], strict=True)]
                last.update((k, v) for k, v in item.items()
                            if k.startswith(("for_", _ITS)) or k == _X_PUMP)
                last.setdefault("gains", []).extend(item.get("gains", []))
                if item.get("loses"):
                    last.setdefault("loses", []).extend(item["loses"])
                if item.get("gains_one_of"):
                    if last.get("gains_one_of"):
                        raise _Unsupported  # (two choices)
                    last["gains_one_of"] = item["gains_one_of"]
                for key in _JOINED:  # (a second of these: not one effect)
                    if key in item:
                        if key in last:
                            raise _Unsupported
                        last[key] = item[key]
                if item.get(_LASTING):  # (no duration: "Until end of turn," must give it)
                    last[_LASTING] = True
                if "until" in item:
                    _lasts(last, item["until"])
                continue
            out.append(item)
        return _read_x(out, counted, bool(self.cost and _COST_X.search(self.cost)))

    def acted(self, subject: dict[str, Any], verb: dict[str, Any]) -> dict[str, Any]:
        if verb.get(_ITS) and subject.get("to") != "it":
            raise _Unsupported  # ("target creature gets +X/+X, where X is its power")
        return {**{k: v for k, v in verb.items() if k != "_subjectless"}, **subject}

    def pump(self, pt: Token, until: tuple[str, str] | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {"pump": _pt(pt), "gains": [], "_subjectless": True}
        if until is not None:
            out["until"] = until[1]
        return out

    def base_pt(self, stats: Token, until: tuple[str, str] | None = None) -> dict[str, Any]:
        """"Has base power and toughness 4/4 until end of turn" (613.4b); without a duration
        only after "Until end of turn," (one with none would last past the turn, which the
        vocabulary doesn't say: `_LASTING` marks it until then)."""
        power, toughness = (int(x) for x in str(stats).split("/"))
        out: dict[str, Any] = {"base": [power, toughness], "gains": [], "_subjectless": True}
        if until is None:
            out[_LASTING] = True
        else:
            out["until"] = until[1]
        return out

    def becomes_color(self, color: Token, until: tuple[str, str] | None = None,
                      colors: list[str] | None = None) -> dict[str, Any]:
        """"Becomes blue until end of turn": its colors replaced (layer 5, 105.3); without
        a duration only after "Until end of turn,"."""
        out: dict[str, Any] = {"colors": [str(color)] if colors is None else colors,
                               "gains": [], "_subjectless": True}
        if until is None:
            out[_LASTING] = True
        else:
            out["until"] = until[1]
        return out

    def becomes_colorless(self, until: tuple[str, str] | None = None) -> dict[str, Any]:
        return self.becomes_color(Token("COLOR", ""), until, [])

    def becomes_all_colors(self, until: tuple[str, str] | None = None) -> dict[str, Any]:
        """"Becomes all colors": each of the five (105.1)."""
        return self.becomes_color(Token("COLOR", ""), until, list(kw.COLORS))

    def becomes_color_choice(self, until: tuple[str, str] | None = None) -> dict[str, Any]:
        """"Becomes the color of your choice": one of the five colors (105.1), chosen as it
        resolves (608.2d)."""
        out = self.becomes_color(Token("COLOR", ""), until)
        del out["colors"]
        out["color_one_of"] = list(kw.COLORS)
        return out

    def becomes_type_choice(self, until: tuple[str, str] | None = None) -> dict[str, Any]:
        """"Becomes the creature type of your choice": chosen as it resolves (608.2d), the
        activation's choice (205.1a: it replaces its creature types)."""
        out = self.becomes_color(Token("COLOR", ""), until)
        del out["colors"]
        out["type_choice"] = True
        return out

    def becomes_kind(self, *parts: Any) -> dict[str, Any]:
        """"Becomes a Dragon until end of turn": its creature types replaced (layer 4,
        205.1a)."""
        return self._kinds("subtypes", parts)

    def becomes_kind_base(self, *parts: Any) -> dict[str, Any]:
        """"Becomes a Frog with base power and toughness 3/3 until end of turn" (layers 4
        and 7b)."""
        stats = next(p for p in parts if isinstance(p, Token) and p.type == "STATS")
        out = self._kinds("subtypes", tuple(p for p in parts if p is not stats))
        out["base"] = [int(x) for x in str(stats).split("/")]
        return out

    def becomes_also(self, *parts: Any) -> dict[str, Any]:
        """"Becomes a Dinosaur in addition to its other creature types" (205.1b)."""
        return self._kinds("also_subtypes", parts)

    def _kinds(self, field: str, parts: tuple[Any, ...]) -> dict[str, Any]:
        kinds = [str(p) for p in parts if isinstance(p, Token)]
        if any(k in _NONCREATURE_SUBTYPES or k in _NOT_CREATURE_TYPES for k in kinds):
            raise _Unsupported  # (a land or artifact type: not a creature's)
        until = next((p for p in parts if isinstance(p, tuple)), None)
        out: dict[str, Any] = {field: kinds, "gains": [], "_subjectless": True}
        if until is None:
            out[_LASTING] = True
        else:
            out["until"] = until[1]
        return out

    def switch_pt(self, subject: dict[str, Any],
                  until: tuple[str, str] | None = None) -> dict[str, Any]:
        """"Switch ~'s power and toughness until end of turn" (layer 7d, 613.4d); one with no
        duration would last past the turn, which the vocabulary doesn't say."""
        if until is None:
            raise _Unsupported
        return {"switch": True, "gains": [], "until": until[1], **subject}

    def double_pt(self, subject: dict[str, Any], which: str,
                  until: tuple[str, str] | None = None) -> dict[str, Any]:
        """"Double its power until end of turn": +X/+0, X its power as it resolves (701.10b);
        one with no duration would last past the turn, which the vocabulary doesn't say."""
        if until is None:
            raise _Unsupported
        return {"double": which, "gains": [], "until": until[1], **subject}

    def double_pt_of(self, which: str, subject: dict[str, Any],
                     until: tuple[str, str] | None = None) -> dict[str, Any]:
        return self.double_pt(subject, which, until)

    def both_words(self) -> str:
        return "power and toughness"

    def switched_target(self) -> dict[str, Any]:
        return self.a_target({})

    def switched_each(self) -> dict[str, Any]:
        return self.each_group({})

    def pump_for_each(self, pt: Token, *rest: Any) -> dict[str, Any]:
        """"Gets +1/+0 until end of turn for each other attacking Aurochs" (608.2h)."""
        until = next((r for r in rest if isinstance(r, tuple)), None)
        counted = next(r for r in rest if isinstance(r, dict))
        return {**self.pump(pt, until), **counted}

    def pump_cost_x(self, xpt: Token, until: tuple[str, str] | None = None) -> dict[str, Any]:
        """"Gets +X/+0 until end of turn" with X in its cost: +1/+0 times X (107.3a)."""
        return {**self.pump(Token("PT", str(xpt).replace("x", "1")), until), _X_PUMP: True}

    def pump_x(self, xpt: Token, *rest: Any) -> dict[str, Any]:
        """"Gets +X/+0 until end of turn, where X is the number of ...": +1 for each."""
        one = str(xpt).replace("x", "1")
        return self.pump_for_each(Token("PT", one), *rest)

    def gain(self, word: Token, until: tuple[str, str] | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {"gains": [_keyword(word)], "_subjectless": True}
        if until is not None:
            out["until"] = until[1]
        return out

    def gain_choice(self, *parts: Any) -> dict[str, Any]:
        """"Gains your choice of flying, deathtouch, or lifelink": one of them, chosen as it
        resolves (608.2d)."""
        until = parts[-1] if isinstance(parts[-1], tuple) else None
        out = self.gain(Token("KEYWORD", ""), until)
        out["gains"] = []
        out["gains_one_of"] = [str(p) for p in parts if isinstance(p, Token)]
        return out

    def gain_color_choice(self, *parts: Any) -> dict[str, Any]:
        """"Gains protection from the color of your choice" (702.16): one of the five colors
        (105.1), or "from colorless or from the color of your choice" (105.2c)."""
        words = [str(p) for p in parts if isinstance(p, Token)]
        if words not in ([], ["protection from colorless"]):
            raise _Unsupported
        colors = [f"protection from {c}" for c in kw.COLORS]
        return self.gain_choice(*(Token("KEYWORD", k) for k in words + colors),
                                *(p for p in parts if isinstance(p, tuple)))

    def lose(self, word: Token, until: tuple[str, str] | None = None) -> dict[str, Any]:
        """"Loses flying until end of turn" (layer 6, 613.1f)."""
        out: dict[str, Any] = {"loses": [_keyword(word)], "gains": [], "_subjectless": True}
        if until is not None:
            out["until"] = until[1]
        return out

    def lose_defender(self, until: tuple[str, str] | None = None) -> dict[str, Any]:
        """("defender" is a word of the grammar's own: not a KEYWORD token.)"""
        return self.lose(Token("KEYWORD", "defender"), until)

    def regenerate(self, subject: dict[str, Any]) -> dict[str, Any]:
        return {"regenerate": True, **subject}

    def tap(self, subject: dict[str, Any]) -> dict[str, Any]:
        return {"tap": True, **subject}

    def untap(self, subject: dict[str, Any]) -> dict[str, Any]:
        return {"untap": True, **subject}

    def tap_or_untap(self, subject: dict[str, Any]) -> dict[str, Any]:
        """The activation's choice as it resolves (608.2d); "you may" too, since tapping a
        tapped permanent or untapping an untapped one does nothing (701.26a)."""
        return {"tap_or_untap": True, **subject}

    def goad(self, subject: dict[str, Any]) -> dict[str, Any]:
        """701.15a: "goad target creature defending player controls"."""
        return {"goad": True, **subject}

    def end_of_turn(self) -> tuple[str, str]:
        return ("until", "end of turn")

    def counters(self, amount: int | str, pt: Token, subject: dict[str, Any]) -> dict[str, Any]:
        """+X/+Y counters (122.1a) or counters with no rules meaning of their own."""
        kind = str(pt)
        if kind in kw.KEYWORD_COUNTERS or kind == "shield":
            raise _Unsupported  # (122.1b-c: their meaning isn't modelled mid-combat)
        return {"counters": {kind: amount}, **subject}

    def counters_twice(self, n: int | str, pt: Token, subject: dict[str, Any], m: int | str,
                       more: Token, second: dict[str, Any]) -> list[dict[str, Any]]:
        """"Put a +1/+1 counter on it and a +1/+1 counter on this creature" (122.1a)."""
        return [self.counters(n, pt, subject), self.counters(m, more, second)]

    def counters_that_many(self, kind: str, subject: dict[str, Any]) -> dict[str, Any]:
        """"Put that many +1/+1 counters on it": what its event dealt or gained."""
        return self.counters("that much", Token("PT", kind), subject)

    def amount(self, n: Token | str | None = None) -> int | str:
        return 1 if n is None else _number(n)

    def scry(self, _: Token) -> None:
        """701.22a: the library isn't modelled and nothing in combat reads its order: scrying
        does nothing redzone can see (an effect with it does the rest)."""
        return None

    def effect_for_each(self, effect: Any, counted: dict[str, Any]) -> dict[str, Any]:
        """"You gain 1 life for each ...", "create a 1/1 ... token for each ..." (608.2h)."""
        found = effect if isinstance(effect, list) else [effect]
        if len(found) != 1 or not isinstance(found[0], dict) or any(
                k.startswith("for_") for k in found[0]) or not set(found[0]) & _AMOUNTS:
            raise _Unsupported
        return {**found[0], **counted}

    def xnum(self) -> str:
        return "x"

    def where_x(self, counted: dict[str, Any]) -> tuple[str, Any]:
        return ("where_x", counted)

    def gain_life(self, n: Token | str) -> dict[str, Any]:
        return {"gain_life": _number(n)}

    def gain_life_player(self, player: str, n: Token | str) -> dict[str, Any]:
        """"Target opponent gains 2 life", "each opponent gains that much life" (119.3)."""
        return {"gain_life": _number(n), "player": player}

    def damage_number(self, dealer: str | None, counted: dict[str, Any],
                      to: Any) -> list[dict[str, Any]]:
        """"Deals damage equal to the number of Goblins you control to any target": 1 for
        each, counted as it resolves (608.2h)."""
        return [{**d, **counted} for d in self.damage(dealer, Token("NUMBER", "1"), to)]

    def damage_number_after(self, dealer: str | None, to: Any,
                            counted: dict[str, Any]) -> list[dict[str, Any]]:
        return self.damage_number(dealer, counted, to)

    def lose_life_number(self, who: str, counted: dict[str, Any]) -> dict[str, Any]:
        return {**self.lose_life(who, Token("NUMBER", "1")), **counted}

    def gain_life_number(self, counted: dict[str, Any]) -> dict[str, Any]:
        return {**self.gain_life(Token("NUMBER", "1")), **counted}

    def target_deals_back(self, _: dict[str, Any]) -> dict[str, Any]:
        """"... to target creature. That creature deals damage equal to its power to this
        creature": the ability's target deals it, as much as its power as it resolves
        (608.2h); its own damage, after the first (not a fight, 701.14)."""
        return {"damage": "target creature's power", "to": "it", "_self": True,
                "by": "target creature"}

    def gain_life_lost(self) -> dict[str, Any]:
        """"You gain life equal to the life lost this way": by the effects before (608.2c)."""
        return self.gain_life("the life lost this way")

    def gain_life_equal(self, stat: str) -> dict[str, Any]:
        return self.gain_life(stat)

    def own_stat(self, stat: str) -> str:
        """"~'s power": the source's, as it last existed if it left (608.2h)."""
        return f"its {stat}"

    def its_stat(self, stat: str) -> str:
        return f"{_WHOSE}{stat}"

    def that_creatures_stat(self, stat: str) -> str:
        return f"that creature's {stat}"

    def sacrificed_power(self) -> str:
        """"the sacrificed creature's power": of what its cost sacrificed (608.2h)."""
        self._sacrifices()
        return "the sacrificed creature's power"

    def count_sacrificed_power(self) -> dict[str, Any]:
        self._sacrifices()
        return {"for_sacrificed_power": True}

    def _sacrifices(self) -> None:
        """Only an activated ability whose cost sacrifices one permanent has one to read."""
        try:
            if not self.cost or read_cost(self.cost).sacrifice_a is None or read_cost(
                    self.cost).sacrifice_count > 1:
                raise _Unsupported
        except CostError:
            raise _Unsupported from None

    def power_word(self) -> str:
        return "power"

    def toughness_word(self) -> str:
        return "toughness"

    def self_dealer(self) -> None:
        return None

    def it_dealer(self) -> str:
        return _IT_DEALS

    def lose_life(self, player: str, n: Token | str) -> dict[str, Any]:
        if player == "you":
            return {"lose_life": _number(n), "player": "you"}
        out: dict[str, Any] = {"lose_life": _number(n)}
        if player != "defending player":
            out["player"] = player
        return out

    def draw(self, *parts: Any) -> dict[str, Any]:
        """"Draw a card", "that player draws that many cards" (121.1)."""
        amount = parts[-1]
        player = parts[0] if len(parts) == 2 else "you"
        out: dict[str, Any] = {"draw": _number(amount)}
        if player != "you":
            out["player"] = player
        return out

    def both_draw(self, amount: Token | str) -> list[dict[str, Any]]:
        """"You and that player each draw ..."."""
        return [self.draw(amount), self.draw("that player", amount)]

    def one_card(self) -> Token:
        return Token("NUMBER", "1")

    def cards(self, n: Token) -> Token:
        return n

    def poison(self, player: str, n: Any) -> dict[str, Any]:
        """"Defending player gets a poison counter" (122.1)."""
        out: dict[str, Any] = {"poison": _number(n)}
        if player != "defending player":
            out["player"] = player
        return out

    def poison_that_many(self, player: str) -> dict[str, Any]:
        return self.poison(player, "that much")

    def they_poison_that_many(self) -> dict[str, Any]:
        """"Whenever ~ deals combat damage to a player, they get that many poison counters":
        they, that player (the ability's event has no other player)."""
        return self.poison("that player", "that much")

    def both_gain(self, amount: Token | str) -> list[dict[str, Any]]:
        """"You and that player each gain that much life"."""
        return [self.gain_life(amount), {**self.gain_life(amount), "player": "that player"}]

    def lose_half_your_life(self) -> dict[str, Any]:
        return self.lose_half_life("you")

    def lose_half_life(self, player: str) -> dict[str, Any]:
        """"That player loses half their life, rounded up" (107.1a): each player's own."""
        return self.lose_life(player, "half their life, rounded up")

    def different_powers(self, n: Token) -> dict[str, Any]:
        return {"different_powers_at_least": int(n)}

    def more_life(self) -> str:
        return "you have more life than an opponent"

    def beginning_of_each_combat(self) -> list[dict[str, Any]]:
        return [{"trigger": "beginning of each combat"}]

    def total_power(self, n: Token) -> dict[str, Any]:
        return {"total_power_at_least": int(n)}

    def attacked_power(self, n: Token) -> dict[str, Any]:
        return {"attacked_power_at_least": int(n)}

    def gained_life(self) -> str:
        return "you gained life this turn"

    def citys_blessing(self) -> str:
        return "you have the city's blessing"  # 702.131c

    def drawn_at_least(self, n: Token) -> dict[str, Any]:
        return {"drawn_at_least": int(n)}

    def opponent_life_at_most(self, n: Token) -> dict[str, Any]:
        return {"opponent_life_at_most": int(n)}

    def opponent_poison(self, n: Token) -> dict[str, Any]:
        return {"opponent_poison_at_least": int(n)}

    def opponent_poisoned(self) -> dict[str, Any]:
        """"an opponent is poisoned": has one or more poison counters (122.1f)."""
        return {"opponent_poison_at_least": 1}

    def a_card_in_graveyard(self, kind: Token) -> dict[str, Any]:
        """"as long as an artifact card is in your graveyard"."""
        return self.graveyard_at_least(Token("NUMBER", "1"), kind)

    def lose_life_equal(self, player: str, stat: str) -> dict[str, Any]:
        return self.lose_life(player, stat)

    def tokens_that_many(self, token: dict[str, Any],
                         attacking: Any = None) -> dict[str, Any]:
        """"Create that many 1/1 ... tokens": as many as its event dealt or gained."""
        return self.tokens("that much", token, attacking)

    def tokens_its_power(self, token: dict[str, Any],
                         attacking: Any = None) -> dict[str, Any]:
        """"Create a number of 1/1 ... tokens equal to its power" (608.2h)."""
        return {**self.tokens(1, token, attacking), "for_its_power": True}

    def lose_life_you(self, n: Token | str) -> dict[str, Any]:
        """"You draw a card and lose 1 life": the subject is the one before."""
        return self.lose_life("you", n)

    def life_amount(self, n: Token) -> Token:
        return n

    def that_much(self) -> str:
        return "that much"

    def damage_that_much(self, dealer: str | None, to: Any) -> list[dict[str, Any]]:
        return self.damage(dealer, "that much", to)

    def copy_attacking(self) -> str:
        return "attacking"

    def token_copy(self, *parts: Any) -> dict[str, Any]:
        """"Create a [tapped and attacking] token that's a copy of ~ / target creature ..."
        (707.2)."""
        copied = next((p for p in parts if isinstance(p, dict)), None)
        if copied is None or copied.get("to") not in ("it", "that creature",
                                                      "target creature") or "each" in copied:
            raise _Unsupported
        # ("~" is the source itself; "it", after an event with another creature, that one)
        return {"token_copy": {"attacking": True} if "attacking" in parts else {}, **copied}

    def self_subject(self) -> dict[str, Any]:
        return {"to": "it", "_self": True}

    def damage(self, dealer: str | None, n: Token | str, to: Any) -> list[dict[str, Any]]:
        """Damage its source deals (120.3); "it deals" marked: after a trigger naming another
        creature, "it" is that creature, a source the vocabulary can't name."""
        amount = _number(n)
        marked = {dealer: True} if dealer else {}
        if isinstance(to, str):
            return [{"damage": amount, "player": to, **marked}]
        if isinstance(to, list):  # each creature and each player
            return [{"damage": amount, **t, **marked} for t in to]
        return [{"damage": amount, **to, **marked}]

    def subject_deals(self, n: Token | str, to: Any) -> list[dict[str, Any]]:
        """"~ gets +2/+0 until end of turn and deals 1 damage to you": damage the subject
        before deals (120.3), joined to its effect by `effects`."""
        return [{**d, _BY_SUBJECT: True} for d in self.damage(None, n, to)]

    def damage_twice(self, dealer: str | None, n: Token, to: Any, m: Token,
                     more: Any) -> list[dict[str, Any]]:
        return self.damage(dealer, n, to) + self.damage(dealer, m, more)

    def fight(self, *parts: Any) -> dict[str, Any]:
        """"~ fights target creature", "that creature fights up to one target creature you
        don't control" (701.14a): one target, fought by the source or that creature."""
        fought = parts[-1]
        if fought.get("to") != "target creature":
            raise _Unsupported
        fighter = parts[0] if len(parts) == 2 else "that creature"
        if fighter == "that creature":
            return {"fight": True, **fought, "by": "that creature"}
        return {"fight": True, **fought, **({fighter: True} if fighter else {})}

    def damage_equal(self, dealer: str | None, stat: str, to: Any) -> list[dict[str, Any]]:
        return self.damage(dealer, stat, to)

    def player_or_planeswalker(self) -> dict[str, Any]:
        return {"to": "any target", "target": {"types": ["planeswalker"]}}

    def opponent_or_planeswalker(self) -> dict[str, Any]:
        """Any target (115.4) narrowed to planeswalkers and, of the players, opponents."""
        return {**self.player_or_planeswalker(), "player": "target opponent"}

    def player_or_battle(self) -> dict[str, Any]:
        """Any target (115.4) narrowed to battles among permanents."""
        return {"to": "any target", "target": {"types": ["battle"]}}

    def opponent_battle_or_planeswalker(self) -> dict[str, Any]:
        return {"to": "any target", "target": {"types": [], "any_types": ["battle",
                                                                          "planeswalker"]},
                "player": "target opponent"}

    def target_planeswalker(self) -> dict[str, Any]:
        return {"to": "target permanent", "target": {"types": ["planeswalker"]}}

    def each_opponent_and_theirs(self, kind: dict[str, Any]) -> list[dict[str, Any]]:
        """"Each opponent and each creature (planeswalker) they control": each permanent of
        that kind an opponent controls."""
        types = kind.get("types", [])
        if types not in (["creature"], ["planeswalker"]):
            raise _Unsupported
        return [{"player": "each opponent"},
                self.each_group({"types": types, "controller": "an opponent"})]

    def each_group_and_player(self, group: dict[str, Any]) -> list[dict[str, Any]]:
        """"Each creature without flying and each player": two recipients of one damage."""
        return [self.each_group(group), {"player": "each player"}]

    def each_creature_and_player(self) -> list[dict[str, Any]]:
        return [{"to": "each creature"}, {"player": "each player"}]

    def creature_or_planeswalker(self, controlled: dict[str, Any] | None = None
                                 ) -> dict[str, Any]:
        return {"to": "target permanent", "target": {
            "types": [], "any_types": ["creature", "planeswalker"], **(controlled or {})}}

    def what_it_attacks(self) -> dict[str, Any]:
        return {"to": "the player or planeswalker it's attacking"}

    def any_target(self) -> dict[str, Any]:
        return {"to": "any target"}

    def damage_target(self, group: dict[str, Any]) -> dict[str, Any]:
        return {"to": "target creature", **({"target": group} if group else {})}

    def a_target(self, group: dict[str, Any]) -> dict[str, Any]:
        return {"to": "target creature", **({"target": group} if group else {})}

    def up_to_one_target(self, n: Token, group: dict[str, Any]) -> dict[str, Any]:
        if int(n) != 1:
            raise _Unsupported
        return self.a_target(group)

    def each_group(self, group: dict[str, Any]) -> dict[str, Any]:
        """ "Other attacking creatures", "each creature defending player controls": each
        permanent the group's filter matches as the ability resolves."""
        plain = all(isinstance(v, bool | str) for v in group.values())
        known = _GROUPS.get(tuple(sorted(group.items()))) if plain else None
        return {"to": known} if known else {"each": group}

    def another_target(self, group: dict[str, Any]) -> dict[str, Any]:
        return self.a_target({**group, "other": True})

    def up_to_one_other_target(self, n: Token, group: dict[str, Any]) -> dict[str, Any]:
        """"up to one other target creature": not the ability's source (115.4)."""
        return self.up_to_one_target(n, {**group, "other": True})

    def up_to_one_target_permanent(self, n: Token, kinds: dict[str, Any],
                                   controlled: dict[str, Any] | None = None) -> dict[str, Any]:
        if int(n) != 1:
            raise _Unsupported
        return self.target_permanent(kinds, controlled)

    def up_to_one_other_target_permanent(self, n: Token, kinds: dict[str, Any],
                                         controlled: dict[str, Any] | None = None
                                         ) -> dict[str, Any]:
        if int(n) != 1:
            raise _Unsupported
        return self.another_target_permanent(kinds, controlled)

    def token(self, *parts: Any) -> dict[str, Any]:
        stats = next((p for p in parts if isinstance(p, Token) and p.type == "STATS"), None)
        power, toughness = (int(x) for x in str(stats or "0/0").split("/"))
        out: dict[str, Any] = {"power": power, "toughness": toughness}
        if stats is None:
            out["x"] = True  # (X/X: "where X is ..." reads it)
        colors = [p for p in parts if isinstance(p, str) and p in kw.COLORS]
        subtypes = next((p for p in parts if isinstance(p, list)), [])
        keywords = [str(p) for p in parts if isinstance(p, Token) and p.type == "KEYWORD"]
        if colors:
            out["colors"] = colors
        if subtypes:
            out["subtypes"] = subtypes
            out["name"] = " ".join(subtypes)
        if keywords:
            out["keywords"] = keywords
        for kind in ("artifact", "enchantment", "tapped"):  # ("an artifact creature token")
            if kind in parts:
                out[kind] = True
        return out

    def token_tapped(self) -> str:
        return "tapped"

    def x_stats(self) -> None:
        return None

    def token_defender(self) -> Token:
        """("defender" is a word of the grammar's own: not a KEYWORD token.)"""
        return Token("KEYWORD", "defender")

    def token_cant_block(self) -> Token:
        """A token with "This token can't block." (a restriction of its own, 509.1a)."""
        return Token("KEYWORD", "can't block")

    def token_color(self, c: Token | None = None) -> str | None:
        return None if c is None else str(c)

    def token_subtypes(self, *subtypes: Token) -> list[str]:
        return [str(s) for s in subtypes]

    def until_attacking(self, *_: Any) -> bool:
        return True

    # --- prevention (615) ------------------------------------------------------------------

    def prevention(self, *parts: Any) -> Meaning:
        """"Prevent all [combat] damage that would be dealt to [and dealt by] ~." (615.1a)"""
        return Meaning(keywords=self._prevented(*parts))

    def prevent_to_it(self) -> Meaning:
        return Meaning(keywords=[kw.PREVENT_TO])

    def prevent_from(self, *parts: Any) -> Meaning:
        """"Prevent all [combat] damage that would be dealt to ~ by artifact creatures."
        (615.1a: from the creatures it names)"""
        combat = "combat" in parts
        return Meaning(keywords=[f"{kw.PREVENT_COMBAT_TO if combat else kw.PREVENT_TO} by "
                                 f"{parts[-1]}"])

    def prevent_from_blocked(self) -> Meaning:
        return Meaning(keywords=[kw.PREVENT_FROM_BLOCKED])

    def prevent_from_blockers(self) -> Meaning:
        return Meaning(keywords=[kw.PREVENT_FROM_BLOCKERS])

    def prevent_from_artifacts(self) -> Meaning:
        return Meaning(keywords=[kw.PREVENT_FROM_ARTIFACTS])

    def unpreventable(self) -> Meaning:
        return Meaning(keywords=[kw.UNPREVENTABLE])  # 615.12

    def prevent_and_remove(self, _: Any, counter: Token) -> Meaning:
        """Phantom creatures: "If damage would be dealt to ~, prevent that damage. Remove a
        +1/+1 counter from ~." (615.1a)."""
        if str(counter) != "+1/+1":
            raise _Unsupported
        return Meaning(keywords=[kw.PREVENT_AND_REMOVE])

    def prevent_while_counter(self, counter: Token, removed: Token) -> Meaning:
        """"If damage would be dealt to ~ while it has a +1/+1 counter on it, prevent that
        damage and remove a +1/+1 counter from it." (615.1a)."""
        if {str(counter), str(removed)} != {"+1/+1"}:
            raise _Unsupported
        return Meaning(keywords=[kw.PREVENT_WHILE_COUNTER])

    def _prevented(self, *parts: Any) -> list[str]:
        combat = "combat" in parts
        directions = next(p for p in parts if isinstance(p, list))
        return [(kw.PREVENT_COMBAT_TO if combat else kw.PREVENT_TO) if d == "to"
                else (kw.PREVENT_COMBAT_BY if combat else kw.PREVENT_BY) for d in directions]

    def combat_word(self) -> str:
        return "combat"

    def noncombat_word(self) -> str:
        return "noncombat"

    def prevent_to_group(self, *parts: Any) -> Meaning:
        """"Prevent all [combat | noncombat] damage that would be dealt to other creatures you
        control." (615.1a: each has the prevention effect while it applies)."""
        return self._prevent_to(None, parts)

    def prevent_to_group_while(self, condition: tuple[str, Any], *parts: Any) -> Meaning:
        """"During your turn, prevent all damage that would be dealt to ~." (611.3a)"""
        return self._prevent_to(condition, parts)

    def _prevent_to(self, condition: tuple[str, Any] | None, parts: tuple[Any, ...]) -> Meaning:
        phrase = (kw.PREVENT_COMBAT_TO if "combat" in parts else kw.PREVENT_NONCOMBAT_TO
                  if "noncombat" in parts else kw.PREVENT_TO)
        group = next((p for p in parts if isinstance(p, dict)), None)
        return self._grants("it" if group is None else group, [("keyword", phrase)], condition)

    def dealt_to(self) -> list[str]:
        return ["to"]

    def dealt_by(self) -> list[str]:
        return ["by"]

    def dealt_both(self) -> list[str]:
        return ["to", "by"]

    def prevent_next(self, n: Token, shielded: dict[str, Any]) -> dict[str, Any]:
        return {"prevent": int(n), **shielded}

    def shielded(self, subject: dict[str, Any]) -> dict[str, Any]:
        return subject

    def shield_you(self) -> dict[str, Any]:
        """"to you": its controller's shield (615.7)."""
        return {"player": "you"}

    def shield_target_player(self) -> dict[str, Any]:
        return {"player": "target player"}

    def prevent_all(self, *parts: Any) -> dict[str, Any]:
        """"Prevent all combat damage that would be dealt to and dealt by ~ this turn": the
        prevention effect carried by the creature until end of turn."""
        subject = next(p for p in parts if isinstance(p, dict))
        return {"gains": self._prevented(*parts), **subject}

    def prevent_all_by(self, *parts: Any) -> dict[str, Any]:
        """"Prevent all combat damage target creature would deal this turn" (615.1a)."""
        subject = next(p for p in parts if isinstance(p, dict))
        return {"gains": self._prevented(*parts, ["by"]), **subject}

    def prevent_combat_damage(self) -> dict[str, Any]:
        """"Prevent all combat damage that would be dealt this turn" (615.1a): a Fog."""
        return {"prevent_combat_damage": True}

    # --- permanents off the battlefield (701.8, 701.13, 701.21, 400.7) ---------------------

    def destroy(self, removed: dict[str, Any], at: Any = None) -> dict[str, Any]:
        return self._removal("destroy", removed, at)

    def exile(self, removed: dict[str, Any], at: Any = None) -> dict[str, Any]:
        return self._removal("exile", removed, at)

    def return_to_hand(self, removed: dict[str, Any], _: Any, at: Any = None) -> dict[str, Any]:
        return self._removal("return_to_hand", removed, at)

    def put_into_library(self, removed: dict[str, Any], _: Any, at: Any = None
                         ) -> dict[str, Any]:
        """On top of, on the bottom of, or shuffled into its owner's library (400.3)."""
        return self._removal("put_into_library", removed, at)

    def owners_library(self) -> None:
        return None

    # --- land types (305.7: they replace its land types; 205.1b: or are added) -------------

    def land_target(self, controlled: dict[str, Any] | None = None) -> dict[str, Any]:
        return {"to": "target permanent", "target": {"types": ["land"], **(controlled or {})}}

    def land_until(self, until: tuple[str, str]) -> tuple[str, str]:
        return until

    def becomes_land_type(self, target: dict[str, Any], kind: Token,
                          until: tuple[str, str]) -> dict[str, Any]:
        return self._land_types(target, "subtypes", [kind], until)

    def becomes_land_type_choice(self, target: dict[str, Any], *parts: Any) -> dict[str, Any]:
        kinds = [p for p in parts if isinstance(p, Token)]
        return self._land_types(target, "type_one_of", kinds, parts[-1])

    def becomes_basic_land_type_choice(self, target: dict[str, Any],
                                       until: tuple[str, str]) -> dict[str, Any]:
        """(each basic land type is one, 205.3i)"""
        kinds = [Token("SUBTYPE", t) for t in BASIC_LAND_TYPES]
        return self._land_types(target, "type_one_of", kinds, until)

    @staticmethod
    def _land_types(target: dict[str, Any], field: str, kinds: list[Token],
                    until: tuple[str, str]) -> dict[str, Any]:
        """(a duration is read: one that outlasts the turn isn't)"""
        if any(str(k).lower() not in kw.LAND_TYPES for k in kinds):
            raise _Unsupported
        out = {field: [str(k) for k in kinds], **target}
        if until[1] != "end of turn":
            out["until"] = until[1]
        return out

    def adapt(self, n: Token) -> dict[str, Any]:
        """701.46a: "If this permanent has no +1/+1 counters on it, put N +1/+1 counters on
        it." """
        return {"counters": {"+1/+1": int(n)}, "only_if_none": True, "to": "it"}

    def sacrifices(self, player: str, n: Any, what: dict[str, Any]) -> dict[str, Any]:
        """"That player sacrifices a creature of their choice" (701.21a)."""
        out: dict[str, Any] = {"sacrifices": int(n), "what": what}
        if player != "you":
            out["player"] = player
        return out

    def sacrifices_you(self, n: Any, what: dict[str, Any]) -> dict[str, Any]:
        return self.sacrifices("you", n, what)

    def double_counters(self, kind: str, subject: dict[str, Any]) -> dict[str, Any]:
        """"Double the number of +1/+1 counters on ~": as many more as it has (701.10e);
        "on it" after a trigger naming another creature is that creature's, not ours."""
        counted = self.counters(1, Token("PT", kind), {"to": "it"})
        return {**counted, "for_each_counter": kind, **({} if subject.get("_self") else {
            _ITS: True})}

    def remove_counters(self, amount: int | str, kind: str, subject: dict[str, Any],
                        at: Any = None) -> dict[str, Any]:
        """"Remove a +1/+1 counter from it [at end of combat]" (122.1, 603.7a)."""
        if not isinstance(amount, int):
            raise _Unsupported  # ("remove X counters": X chosen, not read)
        out: dict[str, Any] = {"remove_counters": {kind: amount}, **subject}
        if at is not None:
            out["at"] = "end of combat"
        return out

    def remove_all_counters(self, kind: str, subject: dict[str, Any]) -> dict[str, Any]:
        """"Remove all -1/-1 counters from it": one for each it has as it resolves (122.1,
        608.2h); "it" after a trigger naming another creature is that creature, whose
        counters the vocabulary doesn't count."""
        return {"remove_counters": {kind: 1}, "for_each_counter": kind,
                **({} if subject.get("_self") else {_ITS: True})}

    def move_counters(self, subject: dict[str, Any]) -> dict[str, Any]:
        """"Put its counters on target creature you control" (122.1); onto itself only
        another creature's counters (_effect_for)."""
        return {"move_counters": True, **subject,
                **({_ONTO_IT: True} if subject.get("to") in (None, "it") else {})}

    def _moved_counters(self, head: dict[str, Any], effect: dict[str, Any]) -> dict[str, Any]:
        """"Its counters": after "whenever another creature you control dies", that
        creature's as it last existed (`by`); after "~ dies", its own. Onto its source only
        another's; and only a creature gone (dying, leaving: the counters stay on one still
        there, which "put" doesn't move)."""
        if head.get("_it") == "that creature":
            if head["trigger"] not in _GONE:
                raise _Unsupported
            return {**{k: v for k, v in effect.items() if k != _ONTO_IT},
                    **({"to": "it"} if effect.get(_ONTO_IT) else {}), "by": "that creature"}
        if effect.get(_ONTO_IT):
            raise _Unsupported  # (onto itself: nothing moves)
        return effect

    def move_those_counters(self, subject: dict[str, Any]) -> dict[str, Any]:
        """"If it had counters on it, put those counters on ...": its counters (122.1)."""
        return self.move_counters(subject)

    def blocks_it(self) -> dict[str, Any]:
        return {"blocks_it": True}

    def blocks_more_now(self, n: Token | None = None) -> dict[str, Any]:
        """"~ can block an additional creature this turn" (509.1a)."""
        return {"blocks_additional": 1 if n is None else int(n)}

    def cant_block_it(self) -> dict[str, Any]:
        """"Target creature can't block this creature this turn" (509.1b)."""
        return {"cant_block_it": True}

    def remove_from_combat(self, subject: dict[str, Any]) -> dict[str, Any]:
        return {"remove_from_combat": True, **subject}

    def untaps_later(self, *_: Any) -> None:
        """"... doesn't untap during its controller's next untap step": after combat (502.3),
        nothing in it."""
        return None

    def monstrosity(self, n: Token) -> dict[str, Any]:
        return {"monstrosity": int(n)}

    def sacrifice(self, at: Any = None) -> dict[str, Any]:
        return self._removal("sacrifice", {"to": "it"}, at)

    def _removal(self, verb: str, removed: dict[str, Any], at: Any) -> dict[str, Any]:
        out: dict[str, Any] = {verb: True, **removed}
        if at is not None:
            out["at"] = "end of combat"
        return out

    def at_end(self) -> bool:
        return True

    def destroy_both(self) -> list[dict[str, Any]]:
        """"Destroy that creature and ~": both in one effect's resolution (701.8a)."""
        return [{"destroy": True, "to": "that creature"},
                {"destroy": True, **self.self_subject()}]

    def counters_at_end(self, amount: int | str, kind: str, subject: dict[str, Any],
                        _: bool) -> dict[str, Any]:
        """"Put a -1/-1 counter on it at end of combat": a delayed triggered ability, created
        as the ability resolves, that puts it on that object then (603.7a, 603.7c)."""
        if not isinstance(amount, int) or subject.get("to") not in ("it", "that creature"):
            raise _Unsupported  # (an amount or a target read later: not what it says)
        return {**self.counters(amount, Token("PT", kind), subject), "at": "end of combat"}

    def damage_at_end(self, dealer: str | None, n: Token, to: Any,
                      _: bool) -> list[dict[str, Any]]:
        """"~ deals 1 damage to that creature at end of combat" (603.7a, 603.7c): by the
        source ("it deals" may be another creature's damage)."""
        if dealer is not None or not isinstance(to, dict) or to.get("to") not in (
                "it", "that creature"):
            raise _Unsupported
        return [{**d, "at": "end of combat"} for d in self.damage(dealer, n, to)]

    def owners_hand(self) -> None:
        return None

    def removed(self, subject: dict[str, Any]) -> dict[str, Any]:
        return subject

    def target_permanent(self, kinds: dict[str, Any],
                         controlled: dict[str, Any] | None = None) -> dict[str, Any]:
        if kinds == {"types": ["creature"]}:  # (as "target creature" reads)
            return self.a_target(controlled or {})
        return {"to": "target permanent", "target": {**kinds, **(controlled or {})}}

    def another_target_permanent(self, kinds: dict[str, Any],
                                 controlled: dict[str, Any] | None = None) -> dict[str, Any]:
        """"another target permanent you control": not the ability's source (115.4)."""
        found = self.target_permanent(kinds, controlled)
        found["target"] = {**found.get("target", {}), "other": True}
        return found

    def one_kind(self, kind: dict[str, Any]) -> dict[str, Any]:
        return kind

    def any_kind(self, *kinds: dict[str, Any]) -> dict[str, Any]:
        if any(k.get("not_types") or not k.get("types") for k in kinds):
            raise _Unsupported  # ("artifact or nonland permanent" isn't printed)
        return {"types": [], "any_types": sorted({t for k in kinds for t in k["types"]})}

    def several_tokens(self, *parts: Any) -> list[dict[str, Any]]:
        """"Create a 3/3 ... token with deathtouch and a 3/3 ... token with lifelink": one
        tokens effect for each kind (111.1)."""
        return [self.tokens(amount, token) for amount, token in zip(parts[::2], parts[1::2],
                                                                      strict=True)]

    def tokens_each_opponent(self, amount: int | str, token: dict[str, Any],
                             attacking: Any) -> dict[str, Any]:
        """"For each opponent, create a 1/1 ... token that's tapped and attacking that
        player": each attacking that opponent (508.4)."""
        out = self.tokens(amount, token, attacking)
        out["tokens"]["each_opponent"] = True
        return out

    def tokens(self, amount: int | str, token: dict[str, Any],
               attacking: Any = None) -> dict[str, Any]:
        out = {"count": amount, **token}
        if attacking is not None:
            out["attacking"] = True
        return {"tokens": out}
