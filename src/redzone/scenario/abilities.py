"""A permanent's `abilities` both ways: the schema's plain data (schema.AbilityIn) to the
values of core.abilities, checked with the field path of what is wrong, and back.

A triggered ability has `trigger` and `effects`; a static one `affects` ("it" or a filter)
with `pump` and/or `gains`. Keywords named anywhere are checked against the rule set's
vocabulary.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from redzone.core import keywords as kw
from redzone.core.abilities import (
    ANY_CREATURE,
    TARGETED,
    Ability,
    Activated,
    AddCounters,
    Amount,
    BlocksIt,
    BlocksMore,
    CantBlockIt,
    CardZone,
    Condition,
    ConditionKind,
    Controller,
    Cost,
    CostError,
    Count,
    Damage,
    Draw,
    Effect,
    Fight,
    Filter,
    GainLife,
    Goad,
    Limit,
    LoseLife,
    Monstrosity,
    MoveCounters,
    PlayerWho,
    Poison,
    Prevent,
    PreventCombatDamage,
    Pump,
    Regenerate,
    Removal,
    Remove,
    RemoveCounters,
    RemoveFromCombat,
    Sacrifices,
    Static,
    Tap,
    TokenCopy,
    Tokens,
    Triggered,
    TriggerEvent,
    Until,
    Who,
    has_target,
    read_cost,
    read_may,
)
from redzone.core.errors import ScenarioError
from redzone.core.model import CARD_TYPES, CREATURE, SUPERTYPES

from .schema import AbilityIn, ConditionIn, EffectIn, FilterIn

# Events with another creature in them ("that creature"), and with a player dealt damage.
_WITH_CREATURE = frozenset({
    TriggerEvent.ANOTHER_CREATURE_ATTACKS, TriggerEvent.A_CREATURE_ATTACKS,
    TriggerEvent.A_CREATURE_ATTACKS_ALONE, TriggerEvent.A_CREATURE_DIES,
    TriggerEvent.A_PERMANENT_ENTERS, TriggerEvent.A_PERMANENT_LEAVES,
    TriggerEvent.A_PERMANENT_DIES, TriggerEvent.A_PERMANENT_SACRIFICED,
    TriggerEvent.A_CREATURE_BECOMES_TAPPED,
    TriggerEvent.A_CREATURE_BECOMES_BLOCKED,
    TriggerEvent.A_CREATURE_DEALS_COMBAT_DAMAGE,
    TriggerEvent.BLOCKS_A_CREATURE,
    TriggerEvent.BECOMES_BLOCKED_BY_A_CREATURE, TriggerEvent.DEALS_COMBAT_DAMAGE_TO_A_CREATURE,
    TriggerEvent.DEALS_DAMAGE_TO_A_CREATURE, TriggerEvent.A_CREATURE_BLOCKS,
    TriggerEvent.ANY_CREATURE_BECOMES_BLOCKED, TriggerEvent.A_CREATURE_NOT_BLOCKED,
    TriggerEvent.A_CREATURE_DEALS_DAMAGE_TO_YOU, TriggerEvent.A_CREATURE_ATTACKS_YOU,
    TriggerEvent.A_CREATURE_ATTACKS_YOU_OR_YOURS, TriggerEvent.A_CREATURE_ATTACKS_AN_OPPONENT,
    TriggerEvent.A_CREATURE_ATTACKS_AN_OPPONENT_OR_THEIRS, TriggerEvent.A_CREATURE_IS_DEALT_DAMAGE,
    TriggerEvent.A_CREATURE_COUNTERS_PUT})
_WITH_PLAYER = frozenset({TriggerEvent.OPPONENT_DEALT_DAMAGE,
                          TriggerEvent.OPPONENT_DEALT_NONCOMBAT_DAMAGE,
                          TriggerEvent.A_CREATURE_ATTACKS_AN_OPPONENT,
                          TriggerEvent.A_CREATURE_ATTACKS_AN_OPPONENT_OR_THEIRS,
                          TriggerEvent.OPPONENT_GAINS_LIFE,
                          TriggerEvent.DEALS_COMBAT_DAMAGE_TO_A_PLAYER,
                          TriggerEvent.DEALS_DAMAGE_TO_A_PLAYER,
                          TriggerEvent.DEALS_DAMAGE_TO_AN_OPPONENT,
                          TriggerEvent.BECOMES_TARGET_BY_OPPONENT,
                          TriggerEvent.CREATURES_DEAL_COMBAT_DAMAGE,
                          TriggerEvent.DEALS_COMBAT_DAMAGE,
                          TriggerEvent.A_CREATURE_DEALS_COMBAT_DAMAGE})
_WITH_AMOUNT = frozenset({  # "that much"
    TriggerEvent.DEALS_COMBAT_DAMAGE, TriggerEvent.DEALS_COMBAT_DAMAGE_TO_A_PLAYER,
    TriggerEvent.DEALS_COMBAT_DAMAGE_TO_A_PLAYER_OR_PLANESWALKER,
    TriggerEvent.DEALS_DAMAGE_TO_A_PLAYER, TriggerEvent.DEALS_DAMAGE_TO_AN_OPPONENT,
    TriggerEvent.DEALS_COMBAT_DAMAGE_TO_A_CREATURE, TriggerEvent.DEALS_DAMAGE,
    TriggerEvent.DEALS_DAMAGE_TO_A_CREATURE,
    TriggerEvent.IS_DEALT_DAMAGE, TriggerEvent.IS_DEALT_COMBAT_DAMAGE, TriggerEvent.YOU_GAIN_LIFE,
    TriggerEvent.A_CREATURE_DEALS_COMBAT_DAMAGE, TriggerEvent.A_CREATURE_DEALS_DAMAGE_TO_YOU,
    TriggerEvent.OPPONENT_DEALT_DAMAGE, TriggerEvent.OPPONENT_DEALT_NONCOMBAT_DAMAGE,
    TriggerEvent.OPPONENT_GAINS_LIFE, TriggerEvent.COUNTERS_PUT,
    TriggerEvent.A_CREATURE_COUNTERS_PUT,
    TriggerEvent.YOU_ARE_DEALT_DAMAGE, TriggerEvent.YOU_ARE_DEALT_COMBAT_DAMAGE,
    TriggerEvent.A_CREATURE_IS_DEALT_DAMAGE,
    TriggerEvent.YOU_ATTACK})  # (you attack: how many attackers it counted)
_COUNTS_ATTACKERS = frozenset({  # "with N or more"
    TriggerEvent.YOU_ATTACK, TriggerEvent.ATTACKS, TriggerEvent.CREATURES_DEAL_COMBAT_DAMAGE,
    TriggerEvent.BLOCKS_SOME, TriggerEvent.BECOMES_BLOCKED_BY_SOME})
_THOSE = _COUNTS_ATTACKERS - {TriggerEvent.ATTACKS}  # ("those creatures": the ones counted)
_VERBS = ("pump", "counters", "monstrosity", "gain_life", "lose_life", "draw", "damage", "tokens",
          "token_copy", "regenerate", "tap", "untap", "tap_or_untap", "goad", "prevent",
          "prevent_combat_damage", "destroy", "exile", "return_to_hand", "put_into_library",
          "sacrifice", "remove_from_combat", "blocks_it", "cant_block_it", "blocks_additional",
          "poison", "sacrifices", "move_counters", "fight", "remove_counters")
_REMOVALS = {"destroy": Removal.DESTROY, "exile": Removal.EXILE,
             "return_to_hand": Removal.RETURN_TO_HAND, "sacrifice": Removal.SACRIFICE,
             "put_into_library": Removal.PUT_INTO_LIBRARY}


def parse(items: list[AbilityIn], path: str, vocabulary: kw.Vocabulary) -> tuple[Ability, ...]:
    """The abilities of one permanent (`path`: its field `abilities`)."""
    return tuple(_ability(a, f"{path}[{i}]", vocabulary) for i, a in enumerate(items))


def _ability(a: AbilityIn, path: str, vocabulary: kw.Vocabulary) -> Ability:
    if a.modes and a.trigger is None and a.cost is None:
        raise ScenarioError(f"{path}.modes", "belongs to a triggered or activated ability "
                                             "(700.2)")
    for field in ("counters_plus", "counters_twice"):
        if getattr(a, field) is not None and (a.cost is not None or a.trigger is not None):
            raise ScenarioError(f"{path}.{field}", "belongs to a static ability (`affects`)")
    if a.cost is not None:
        return _activated(a, path, vocabulary)
    if a.limits:
        raise ScenarioError(f"{path}.limits", "limits on activating belong to an activated "
                                              "ability (`cost`)")
    if a.once_each_turn and a.trigger is None:
        raise ScenarioError(f"{path}.once_each_turn", "belongs to a triggered ability")
    if a.trigger is None:
        return _static(a, path, vocabulary)
    if a.grants:
        raise ScenarioError(f"{path}.grants", "a static ability (`affects`) gives abilities")
    if a.also_subtypes or a.cant_have:
        name = "also_subtypes" if a.also_subtypes else "cant_have"
        raise ScenarioError(f"{path}.{name}", "belongs to a static ability; a triggered "
                                              "one (`trigger`) acts through `effects`")
    for field in ("affects", "pump", "as_long_as", "base", *_COUNTS):
        if getattr(a, field) is not None:
            raise ScenarioError(f"{path}.{field}", "belongs to a static ability; a triggered "
                                                   "one (`trigger`) acts through `effects`")
    if a.gains:
        raise ScenarioError(f"{path}.gains", "a triggered ability gains keywords through an "
                                             "effect: effects: [{gains: [...]}]")
    event = TriggerEvent(a.trigger)
    if a.modes:
        modal = _modal(a, path, vocabulary)
        assert isinstance(modal, Triggered)
        return modal
    if not a.effects:
        raise ScenarioError(f"{path}.effects", "a triggered ability needs at least one effect")
    if a.while_ is not None and (a.if_ is not None or event == TriggerEvent.STATE):
        raise ScenarioError(f"{path}.while", "a trigger event's own condition: with no `if` "
                                             "beside it, and not of a state trigger")
    if a.only_if is not None and (a.if_ is not None or a.while_ is not None
                                  or event == TriggerEvent.STATE):
        raise ScenarioError(f"{path}.only_if", "its effects' own condition, asked as it "
                                               "resolves: with no `if` or `while` beside it, "
                                               "and not of a state trigger")
    if event == TriggerEvent.STATE and a.if_ is None:
        raise ScenarioError(f"{path}.if", "a state trigger (603.8) triggers when its `if` is "
                                          "true: give it")
    if a.filter is not None and event not in _WITH_CREATURE | _COUNTS_ATTACKERS - {
            TriggerEvent.ATTACKS}:
        raise ScenarioError(f"{path}.filter", f"'{event}' has no other creature to filter; "
                                              f"only {_names(_WITH_CREATURE)} do, and what "
                                              f"'you attack' counts")
    if a.count != 1 and event not in _COUNTS_ATTACKERS | {
            TriggerEvent.COUNTERS_PUT, TriggerEvent.A_CREATURE_COUNTERS_PUT}:
        raise ScenarioError(f"{path}.count", f"only {_names(_COUNTS_ATTACKERS)} count "
                                             "creatures, and '+1/+1 counters are put on it' "
                                             "counters")
    effects = tuple(_effect(e, f"{path}.effects[{i}]", event, vocabulary)
                    for i, e in enumerate(a.effects))
    if sum(1 for e in a.effects if e.gains_one_of) > 1:
        raise ScenarioError(f"{path}.effects", "one choice an ability (`combat.choices` gives "
                                               "one each time it resolves)")
    _one_target(effects, path)
    _lost_before(effects, path)
    _aimed(effects, path)
    if a.may:
        try:
            read_may(a.may)
        except CostError as err:
            raise ScenarioError(f"{path}.may", f"{err}; or \"exert this creature\"") from None
    condition = (_condition(a.while_, f"{path}.while", vocabulary) if a.while_ is not None
                 else _condition(a.only_if, f"{path}.only_if", vocabulary)
                 if a.only_if is not None
                 else None if a.if_ is None else _condition(a.if_, f"{path}.if", vocabulary))
    return Triggered(event, effects, condition,
                     None if a.filter is None else _filter(a.filter, f"{path}.filter",
                                                           vocabulary),
                     a.count, a.text, a.may, a.once_each_turn, while_=a.while_ is not None,
                     only_if=a.only_if is not None)


def _modal(a: AbilityIn, path: str, vocabulary: kw.Vocabulary) -> Triggered | Activated:
    """"choose one — • ... • ..." (700.2): two or more modes, each read as the ability's
    effects; the chosen one's are the ability's (700.2a-b)."""
    if a.effects or len(a.modes) < 2:
        raise ScenarioError(f"{path}.modes", "two or more modes, and no `effects` beside them")
    if any(e.gains_one_of for mode in a.modes for e in mode):
        raise ScenarioError(f"{path}.modes", "a mode with a choice of its own (`combat.choices` "
                                             "gives the mode)")
    modes: list[Triggered | Activated] = []
    for i, mode in enumerate(a.modes):
        read = _ability(a.model_copy(update={"effects": mode, "modes": []}),
                        f"{path}.modes[{i}]", vocabulary)
        assert not isinstance(read, Static)  # (it has a `trigger` or a `cost`)
        modes.append(read)
    # (`effects`: every mode's, for what reads what it may do before it triggers)
    return replace(modes[0], effects=tuple(e for m in modes for e in m.effects),
                   modes=tuple(m.effects for m in modes))


def _activated(a: AbilityIn, path: str, vocabulary: kw.Vocabulary) -> Activated:
    """"cost: effects" (602.1a): the effects as a triggered ability's, with no event."""
    for name, given in (("trigger", a.trigger), ("affects", a.affects), ("pump", a.pump),
                        ("as_long_as", a.as_long_as), ("filter", a.filter),
                        ("while", a.while_), ("only_if", a.only_if), ("base", a.base),
                        ("may", a.may), *((f, getattr(a, f)) for f in _COUNTS)):
        if given is not None:
            raise ScenarioError(f"{path}.{name}", "an activated ability (`cost`) has only "
                                                  "`effects` (and `text`)")
    if a.also_subtypes or a.cant_have:
        name = "also_subtypes" if a.also_subtypes else "cant_have"
        raise ScenarioError(f"{path}.{name}", "an activated ability (`cost`) has only "
                                              "`effects` (and `text`)")
    if a.gains:
        raise ScenarioError(f"{path}.gains", "an activated ability gains keywords through an "
                                             "effect: effects: [{gains: [...]}]")
    if a.modes:
        modal = _modal(a, path, vocabulary)
        assert isinstance(modal, Activated)
        return modal
    if not a.effects:
        raise ScenarioError(f"{path}.effects", "an activated ability needs at least one effect")
    assert a.cost is not None
    try:
        paid = read_cost(a.cost)
    except CostError as err:
        raise ScenarioError(f"{path}.cost", str(err)) from None
    effects = tuple(_effect(e, f"{path}.effects[{i}]", None, vocabulary)
                    for i, e in enumerate(a.effects))
    _one_target(effects, path)
    _lost_before(effects, path)
    _aimed(effects, path)
    _sacrificing(a, path, paid)
    _announcing(a, path, paid)
    return Activated(a.cost, effects, paid, a.text, tuple(Limit(w) for w in a.limits),
                     None if a.if_ is None else _condition(a.if_, f"{path}.if", vocabulary))


def _sacrificing(a: AbilityIn, path: str, paid: Cost) -> None:
    """"The sacrificed creature's power" needs a cost that sacrifices one ("Sacrifice a
    creature": 701.21a)."""
    for i, e in enumerate(a.effects):
        reads = e.for_sacrificed_power or Amount.SACRIFICED_POWER in (
            e.damage, e.gain_life, e.lose_life)
        if reads and (paid.sacrifice_a is None or paid.sacrifice_count > 1):
            raise ScenarioError(f"{path}.effects[{i}]", "reads the sacrificed creature: its "
                                                       "cost sacrifices none, or several "
                                                       "('Sacrifice a creature')")


def _announcing(a: AbilityIn, path: str, paid: Cost) -> None:
    """X in an effect ("deals X damage") needs X in the cost, announced as it is activated
    (107.3a, 601.2b)."""
    found = Activated(a.cost or "", (), paid).has_x()
    for i, e in enumerate(a.effects):
        if e.for_x and not found:
            raise ScenarioError(f"{path}.effects[{i}].for_x", "reads X: its cost has none "
                                                              "('{X}', 'Remove X +1/+1 "
                                                              "counters from it')")


def _aimed(effects: tuple[Effect, ...], path: str) -> None:
    """Damage dealt by the target creature, or as much as its power, needs one: an effect
    with `to: target creature` in the same ability."""
    if any(getattr(e, "to", None) == Who.TARGET for e in effects):
        return
    for i, e in enumerate(effects):
        if getattr(e, "by", None) == Who.TARGET or getattr(e, "amount", None) == (
                Amount.TARGET_CREATURES_POWER):
            raise ScenarioError(f"{path}.effects[{i}]", "reads the target creature: an effect "
                                                        "with `to: target creature` names it")


def _lost_before(effects: tuple[Effect, ...], path: str) -> None:
    """"The life lost this way" reads a `lose_life` effect before it, of the same ability."""
    for i, e in enumerate(effects):
        if getattr(e, "amount", None) == Amount.LIFE_LOST_THIS_WAY and not any(
                isinstance(before, LoseLife) for before in effects[:i]):
            raise ScenarioError(f"{path}.effects[{i}]", "reads 'the life lost this way': a "
                                                        "lose_life effect goes before it")


def _one_target(effects: tuple[Effect, ...], path: str) -> None:
    targeted = [e for e in effects if has_target(e)]
    if len({getattr(e, "target", None) for e in targeted}) > 1:
        raise ScenarioError(f"{path}.effects", "its effects name one target: give `target` "
                                               "the same filter in each, or in the first only")


def _static(a: AbilityIn, path: str, vocabulary: kw.Vocabulary) -> Static:
    if a.effects:
        raise ScenarioError(f"{path}.effects", "effects belong to a triggered ability: give its "
                                               "`trigger`")
    for field in ("filter", "if_", "while_", "only_if", "may"):
        if getattr(a, field) is not None:
            name = field.rstrip("_")
            raise ScenarioError(f"{path}.{name}", "belongs to a triggered ability (`trigger`)")
    if a.pump is None and not a.gains and not a.grants and a.base is None and not (
            a.also_subtypes or a.counters_plus or a.counters_twice or a.cant_have):
        raise ScenarioError(path, "an ability needs a `trigger` (with `effects`), or is static: "
                                  "`affects` with `pump`, `gains`, `base`, `also_subtypes`, "
                                  "`counters_plus`, `counters_twice`, `cant_have` and/or "
                                  "`grants`")
    kind, plus = _more_counters(a, path)
    given: list[Triggered | Activated] = []
    for i, g in enumerate(a.grants):
        if g.trigger is None and g.cost is None:
            raise ScenarioError(f"{path}.grants[{i}]", "a static ability gives triggered "
                                                       "(`trigger`) or activated (`cost`) "
                                                       "abilities")
        found = _ability(g, f"{path}.grants[{i}]", vocabulary)
        assert isinstance(found, Triggered | Activated)
        given.append(found)
    if a.affects in (None, "it"):
        affects = None
    elif isinstance(a.affects, str):  # the permanent its source is attached to (303.4a, 301.5a)
        affects = Filter(attached=a.affects)
    else:
        affects = _filter(a.affects, f"{path}.affects", vocabulary)
    power, toughness = a.pump or (0, 0)
    return Static(affects, power, toughness, _keywords(a.gains, f"{path}.gains", vocabulary),
                  None if a.as_long_as is None else _condition(a.as_long_as,
                                                               f"{path}.as_long_as", vocabulary),
                  a.text, _count(a, path, vocabulary), tuple(given),
                  None if a.base is None else (int(a.base[0]), int(a.base[1])),
                  tuple(a.also_subtypes), kind, plus, a.counters_twice is not None,
                  _keywords(a.cant_have, f"{path}.cant_have", vocabulary))


def _more_counters(a: AbilityIn, path: str) -> tuple[str, int]:
    """The kind of counters a replacement changes the number of (614.1a) and what it adds:
    one kind, of +X/+Y counters (122.1a)."""
    kinds = {*(a.counters_plus or {}), *([a.counters_twice] if a.counters_twice else [])}
    if len(kinds) > 1 or (a.counters_plus is not None and len(a.counters_plus) != 1):
        raise ScenarioError(f"{path}.counters_plus", "one kind of counter: {'+1/+1': 1}")
    kind = next(iter(kinds), "")
    if kind and not _PT_KIND.match(kind):
        raise ScenarioError(f"{path}.counters_plus" if a.counters_plus else
                            f"{path}.counters_twice", f"'{kind}': +X/+Y counters only")
    return kind, (a.counters_plus or {}).get(kind, 0)


_PT_KIND = re.compile(r"^[+-]\d+/[+-]\d+$")


_COUNTER_KIND = re.compile(r"^([+-]\d+/[+-]\d+|[a-z][a-z -]*)$")
_COUNTS = ("for_each", "for_each_counter", "for_each_card", "for_its_power",
           "for_greatest_power")
# the effects whose amount a count multiplies ("where X is ...", 608.2h)
_MULTIPLIED = ("counters", "gain_life", "lose_life", "draw", "damage", "tokens", "poison",
               "remove_counters")


def _count(given: AbilityIn | EffectIn, path: str, vocabulary: kw.Vocabulary) -> Count | None:
    """What multiplies a `pump` or an effect's amount ("for each ...", "where X is ...",
    608.2h): one of `_COUNTS`, or none."""
    named = [f for f in _COUNTS if getattr(given, f) is not None]
    if isinstance(given, EffectIn) and given.for_sacrificed_power:
        named.append("for_sacrificed_power")
    if isinstance(given, EffectIn) and given.for_x:
        named.append("for_x")
    if isinstance(given, EffectIn) and given.for_blocking_that_creature:
        named.append("for_blocking_that_creature")
    if not named:
        return None
    if given.pump is None and not (isinstance(given, EffectIn) and any(
            getattr(given, v) is not None for v in _MULTIPLIED)):
        raise ScenarioError(f"{path}.{named[0]}", "counts what multiplies `pump` (or an "
                                                  "effect's amount): give `pump`")
    if len(named) > 1:
        raise ScenarioError(f"{path}.{named[1]}", f"one count: {' or '.join(_COUNTS)}")
    if given.for_each is not None:
        return Count(permanents=_filter(given.for_each, f"{path}.for_each", vocabulary))
    if given.for_each_counter is not None:
        return Count(counters=given.for_each_counter)
    if given.for_greatest_power is not None:
        return Count(greatest_power=_filter(given.for_greatest_power,
                                            f"{path}.for_greatest_power", vocabulary))
    if given.for_its_power:
        return Count(power=True)
    if named == ["for_sacrificed_power"]:
        return Count(sacrificed_power=True)
    if named == ["for_x"]:
        return Count(x=True)
    if named == ["for_blocking_that_creature"]:
        return Count(blocking_that_creature=True)
    cards = given.for_each_card
    assert cards is not None
    if cards.card_type is not None and cards.zone == "hand":
        raise ScenarioError(f"{path}.for_each_card.card_type", "the file gives a hand as a "
                                                               "number: count a graveyard's")
    return Count(cards=CardZone(cards.zone), card_types=frozenset(
        () if cards.card_type is None else (cards.card_type,)))


def _effect(e: EffectIn, path: str, event: TriggerEvent | None,
            vocabulary: kw.Vocabulary) -> Effect:
    """One effect; `event`: its triggered ability's (None: an activated ability's)."""
    verbs = [v for v in _VERBS if getattr(e, v) is not None]
    if (e.gains or e.loses or e.gains_one_of or e.base is not None or e.switch or e.double
            or e.colors is not None or e.color_one_of or e.subtypes is not None
            or e.also_subtypes or e.type_choice or e.type_one_of) and "pump" not in verbs:
        verbs.insert(0, "gains")
    if len(verbs) != 1:
        raise ScenarioError(path, "an effect does one thing: one of pump (with gains), gains, "
                                  f"{', '.join(_VERBS[1:])}" + (f"; it has {', '.join(verbs)}"
                                                                if verbs else ""))
    verb = verbs[0]
    if e.for_x and event is not None:
        raise ScenarioError(f"{path}.for_x", "X is announced as an activated ability is "
                                             "activated (601.2b): a triggered ability has none")
    if e.for_blocking_that_creature and event not in _WITH_CREATURE:
        raise ScenarioError(f"{path}.for_blocking_that_creature", "its event names no other "
                                                                  "creature")
    who = None if e.to is None else Who(e.to)
    player = None if e.player is None else PlayerWho(e.player)
    if who == Who.THAT_CREATURE and event not in _WITH_CREATURE:
        raise ScenarioError(f"{path}.to", f"'{event or 'an activated ability'}' has no other "
                                          f"creature: 'that creature' needs "
                                          f"{_names(_WITH_CREATURE)}")
    if who == Who.THOSE_CREATURES and event not in _THOSE:
        raise ScenarioError(f"{path}.to", f"'those creatures' are the creatures its event "
                                          f"counted: it needs {_names(_THOSE)}")
    if player in (PlayerWho.THAT_PLAYER, PlayerWho.DEFENDING_PLAYER) and event is None:
        raise ScenarioError(f"{path}.player", "an activated ability has no event: its "
                                              "players are you and each opponent")
    if player == PlayerWho.THAT_CREATURES_CONTROLLER and event not in _WITH_CREATURE:
        raise ScenarioError(f"{path}.player", f"'that creature's controller' controls the "
                                              f"other creature of its event: it needs "
                                              f"{_names(_WITH_CREATURE)}")
    if player in (PlayerWho.THAT_PLAYER, PlayerWho.EACH_OTHER_OPPONENT) and (
            event not in _WITH_PLAYER):
        raise ScenarioError(f"{path}.player", f"'{player}' reads the player dealt combat "
                                              f"damage: it needs {_names(_WITH_PLAYER)}")
    target = None if e.target is None else _filter(e.target, f"{path}.target", vocabulary)
    if who == Who.WHAT_IT_ATTACKS and verb != "damage":
        raise ScenarioError(f"{path}.to", "only damage goes to what it's attacking")
    if who == Who.ANY_TARGET and verb not in ("damage", "prevent"):
        raise ScenarioError(f"{path}.to", "only damage (and preventing it) goes to 'any "
                                          "target' (115.4); other effects take 'target "
                                          "creature'")
    if e.each is not None:
        if e.to is not None or e.target is not None:
            raise ScenarioError(f"{path}.each", "names the permanents the effect acts on: "
                                                "give it instead of `to` and `target`")
        who, target = Who.EACH, _filter(e.each, f"{path}.each", vocabulary)
    if target is not None and who not in (*TARGETED, Who.EACH):
        raise ScenarioError(f"{path}.target", "a target filter needs to: target creature "
                                              "(or target permanent, or any target)")
    if who == Who.TARGET_PERMANENT:
        retyped = verb in ("pump", "gains") and not (e.pump or e.gains or e.base) and (
            e.subtypes is not None or e.type_one_of or e.also_subtypes)  # ("becomes a Swamp")
        if verb not in (*_REMOVALS, "tap", "untap", "tap_or_untap", "damage") and not retyped:
            raise ScenarioError(f"{path}.to", "only tapping, damage, changing its types and "
                                              "taking off the battlefield act on a target "
                                              "permanent; other effects take 'target "
                                              "creature'")
        if e.target is None or "types" not in e.target.model_fields_set:
            target = replace(target or Filter(), types=frozenset())  # any permanent
    if e.at is not None and verb not in (*_REMOVALS, "remove_counters", "counters", "damage"):
        raise ScenarioError(f"{path}.at", "only destroy, exile, return_to_hand, "
                                          "put_into_library, sacrifice, counters, "
                                          "remove_counters and damage wait for end of combat")
    if e.at is not None and ((verb == "damage" and (who is None or e.by is not None))
                             or who in (Who.ANY_TARGET, Who.WHAT_IT_ATTACKS)):
        raise ScenarioError(f"{path}.at", "what waits for end of combat acts on creatures "
                                          "(`to`), from the ability's source: a delayed "
                                          "ability acts on those objects (603.7c)")
    if verb in ("pump", "gains"):
        _only(e, path, "pump", ("to", "target", "until", "gains", "loses", "pump", "base",
                                "gains_one_of", "switch", "colors", "color_one_of",
                                "subtypes", "also_subtypes", "type_choice", "type_one_of",
                                *_COUNTS))
        power, toughness = e.pump or (0, 0)
        if e.double and (e.pump or e.base is not None or e.switch or e.gains_one_of
                         or e.colors is not None or e.color_one_of or e.subtypes is not None
                         or e.also_subtypes or e.type_choice
                         or _count(e, path, vocabulary) is not None):
            raise ScenarioError(f"{path}.double", "doubling is a pump of its own (701.10b): "
                                                  "with `gains` and `loses` at most")
        return Pump(power, toughness, _keywords(e.gains, f"{path}.gains", vocabulary),
                    who or Who.IT, target, Until(e.until), _count(e, path, vocabulary),
                    None if e.base is None else (int(e.base[0]), int(e.base[1])),
                    _keywords(e.loses, f"{path}.loses", vocabulary),
                    _options(e, path, vocabulary), bool(e.switch),
                    None if e.colors is None else tuple(e.colors), _colors(e, path, event),
                    None if e.subtypes is None else tuple(e.subtypes), tuple(e.also_subtypes),
                    _type_choice(e, path, event), _land_types(e, path, event),
                    ("power" in (e.double or ""), "toughness" in (e.double or "")))
    if verb == "counters":
        _only(e, path, verb, ("to", "target", "counters", *_COUNTS))
        assert e.counters is not None
        if len(e.counters) != 1:
            raise ScenarioError(f"{path}.counters", "one kind of counter: {'+1/+1': N} or "
                                                    "{'-1/-1': N}")
        ((kind, count),) = e.counters.items()
        if kind in kw.KEYWORD_COUNTERS or kind == "shield" or not _COUNTER_KIND.match(kind):
            raise ScenarioError(f"{path}.counters", (
                f"'{kind}': an effect puts +X/+Y counters or counters with no rules meaning "
                f"of their own (oil, charge...); keyword and shield counters (122.1b-c) put "
                f"during combat aren't modelled"))
        return AddCounters(kind, _amount(count, f"{path}.counters", event), who or Who.IT,
                           target, bool(e.only_if_none), _count(e, path, vocabulary),
                           e.at is not None)
    if verb == "monstrosity":
        _only(e, path, verb, ())
        assert e.monstrosity is not None
        return Monstrosity(e.monstrosity)
    if verb == "draw":
        _only(e, path, verb, ("player", verb, *_COUNTS))
        assert e.draw is not None
        return Draw(_amount(e.draw, f"{path}.draw", event), player or PlayerWho.YOU,
                    _count(e, path, vocabulary))
    if verb == "poison":
        _only(e, path, verb, ("player", verb, *_COUNTS))
        assert e.poison is not None
        if event is None and player is None:
            raise ScenarioError(f"{path}.player", "is required in an activated ability (no "
                                                  "defending player there)")
        return Poison(_amount(e.poison, f"{path}.poison", event),
                      player or PlayerWho.DEFENDING_PLAYER, _count(e, path, vocabulary))
    if verb in ("gain_life", "lose_life"):
        _only(e, path, verb, ("player", verb, *_COUNTS))
        if who is not None:
            raise ScenarioError(f"{path}.to", "life is a player's: give `player`")
        life = _amount(getattr(e, verb), f"{path}.{verb}", event)
        if verb == "lose_life" and event is None and player is None:
            raise ScenarioError(f"{path}.player", "is required in an activated ability (no "
                                                  "defending player there): you or each opponent")
        times = _count(e, path, vocabulary)
        return (GainLife(life, player or PlayerWho.YOU, times) if verb == "gain_life"
                else LoseLife(life, player or PlayerWho.DEFENDING_PLAYER, times))
    if verb == "damage":
        _only(e, path, verb, ("to", "player", "target", "damage", "by", *_COUNTS))
        if (who is None) == (player is None) and not (
                who == Who.ANY_TARGET and player == PlayerWho.TARGET_OPPONENT):
            raise ScenarioError(path, "damage goes `to` creatures or to a `player`: one of them "
                                      "(or `to: any target` with `player: target opponent`: "
                                      "an opponent, not any player, 115.4)")
        if e.by == "that creature" and event not in _WITH_CREATURE:
            raise ScenarioError(f"{path}.by", f"'that creature' is the other creature of its "
                                              f"event: it needs {_names(_WITH_CREATURE)}")
        assert e.damage is not None
        return Damage(_amount(e.damage, f"{path}.damage", event), who, player, target,
                      _count(e, path, vocabulary), None if e.by is None else Who(e.by),
                      e.at is not None)
    if verb == "prevent":
        _only(e, path, verb, ("to", "target", "player"))
        assert e.prevent is not None
        if player is not None and e.to is not None:
            raise ScenarioError(f"{path}.player", "shields creatures (`to`) or players "
                                                  "(`player`): give one")
        return Prevent(e.prevent, None if player else who or Who.IT, target, player)
    if verb == "prevent_combat_damage":
        _only(e, path, verb, ())
        return PreventCombatDamage()
    if e.only_if_none and verb != "counters":
        raise ScenarioError(f"{path}.only_if_none", "belongs to counters (adapt, 701.46a)")
    if e.cant_be_regenerated and verb != "destroy":
        raise ScenarioError(f"{path}.cant_be_regenerated", "belongs to destroy (701.19c)")
    if verb in _REMOVALS:
        _only(e, path, verb, ("to", "target"))
        return Remove(_REMOVALS[verb], who or Who.IT, target, e.at is not None,
                      bool(e.cant_be_regenerated))
    if verb == "move_counters":
        _only(e, path, verb, ("to", "target", "by"))
        if e.by is not None and event not in _WITH_CREATURE:
            raise ScenarioError(f"{path}.by", f"'that creature' is the other creature of its "
                                              f"event: it needs {_names(_WITH_CREATURE)}")
        return MoveCounters(who or Who.TARGET, target, None if e.by is None else Who(e.by))
    if verb == "sacrifices":
        _only(e, path, verb, ("player", verb))
        assert e.sacrifices is not None
        what = Filter() if e.what is None else _filter(e.what, f"{path}.what", vocabulary)
        return Sacrifices(e.sacrifices, what, player or PlayerWho.YOU)
    if e.what is not None:
        raise ScenarioError(f"{path}.what", "says what `sacrifices` takes")
    if verb == "blocks_it":
        _only(e, path, verb, ("to", "target"))
        return BlocksIt(who or Who.TARGET, target)
    if verb == "blocks_additional":
        _only(e, path, verb, ("to", "target"))
        assert e.blocks_additional is not None
        return BlocksMore(e.blocks_additional, who or Who.IT, target)
    if verb == "cant_block_it":
        _only(e, path, verb, ("to", "target"))
        return CantBlockIt(who or Who.TARGET, target)
    if verb == "remove_counters":
        _only(e, path, verb, ("to", "target", *_COUNTS))
        assert e.remove_counters is not None
        if len(e.remove_counters) != 1:
            raise ScenarioError(f"{path}.remove_counters", "one kind of counter: {'+1/+1': N}")
        ((kind, count),) = e.remove_counters.items()
        return RemoveCounters(kind, count, who or Who.IT, target, e.at is not None,
                              _count(e, path, vocabulary))
    if verb == "fight":
        _only(e, path, verb, ("to", "target", "by"))
        if e.by is not None and event not in _WITH_CREATURE:
            raise ScenarioError(f"{path}.by", f"'that creature' is the other creature of its "
                                              f"event: it needs {_names(_WITH_CREATURE)}")
        return Fight(who or Who.TARGET, target, None if e.by is None else Who(e.by))
    if verb == "remove_from_combat":
        _only(e, path, verb, ("to", "target"))
        return RemoveFromCombat(who or Who.IT, target)
    if verb == "token_copy":
        _only(e, path, verb, ("to", "target"))
        assert e.token_copy is not None
        return TokenCopy(who or Who.IT, target, e.token_copy.attacking)
    if verb in ("regenerate", "tap", "untap", "tap_or_untap", "goad"):
        _only(e, path, verb, ("to", "target"))
        if verb == "regenerate":
            return Regenerate(who or Who.IT, target)
        if verb == "goad":
            return Goad(who or Who.IT, target)
        if verb == "tap_or_untap" and event is not None:
            raise ScenarioError(f"{path}.tap_or_untap", "an activated ability's choice (its "
                                                        "activation's `choices`)")
        return Tap(who or Who.IT, target, untap=verb == "untap", either=verb == "tap_or_untap")
    _only(e, path, verb, ("tokens", *_COUNTS))
    t = e.tokens
    assert t is not None
    if t.each_opponent and not t.attacking:
        raise ScenarioError(f"{path}.tokens.each_opponent", "tokens for each opponent attack "
                                                            "that player: give `attacking`")
    return Tokens(_amount(t.count, f"{path}.tokens.count", event), t.power, t.toughness,
                  t.name, frozenset(t.colors),
                  frozenset(t.subtypes), _keywords(t.keywords, f"{path}.tokens.keywords",
                                                   vocabulary), t.attacking, t.artifact,
                  enchantment=t.enchantment, times=_count(e, path, vocabulary),
                  tapped=t.tapped, x=t.x, each_opponent=t.each_opponent)


def _amount(given: int | str, path: str, event: TriggerEvent | None) -> int | Amount:
    """A number, "its power" or "that creature's toughness" (608.2h), or "that much" (what
    its event dealt or gained)."""
    if isinstance(given, int):
        return given
    amount = Amount(given)
    if amount == Amount.THAT_MUCH and event not in _WITH_AMOUNT:
        raise ScenarioError(path, f"'that much' is what its event dealt or gained: it needs "
                                  f"{_names(_WITH_AMOUNT)}")
    if amount == Amount.HALF_THEIR_LIFE and not path.endswith(".lose_life"):
        raise ScenarioError(path, f"'{given}' is what a player loses: lose_life only")
    if amount == Amount.SACRIFICED_POWER and event is not None:
        raise ScenarioError(path, f"'{given}' reads what an activated ability's cost "
                                  "sacrificed: a triggered ability has none")
    if given.startswith("that creature's") and event not in _WITH_CREATURE:
        raise ScenarioError(path, f"'{given}' reads the other creature of its event: it needs "
                                  f"{_names(_WITH_CREATURE)}")
    return amount


def _options(e: EffectIn, path: str, vocabulary: kw.Vocabulary) -> tuple[str, ...]:
    """"Gains your choice of ...": two or more keywords, chosen as the ability resolves (an
    activation's `choices`, a triggered ability's `combat.choices`, 608.2d)."""
    if not e.gains_one_of:
        return ()
    if len(e.gains_one_of) < 2:
        raise ScenarioError(f"{path}.gains_one_of", "a choice of two or more keywords")
    return _keywords(e.gains_one_of, f"{path}.gains_one_of", vocabulary)


def _colors(e: EffectIn, path: str, event: TriggerEvent | None) -> tuple[str, ...]:
    """"Becomes the color of your choice": two or more colors, chosen as an activated ability
    resolves (the activation's `choices`, 608.2d); not with `colors` or `gains_one_of` (one
    choice an activation)."""
    if not e.color_one_of:
        return ()
    if event is not None:
        raise ScenarioError(f"{path}.color_one_of", "an activated ability's choice (its "
                                                    "activation's `choices`)")
    if len(set(e.color_one_of)) < 2:
        raise ScenarioError(f"{path}.color_one_of", "a choice of two or more colors")
    if e.colors is not None or e.gains_one_of:
        raise ScenarioError(f"{path}.color_one_of", "one choice: not with `colors` or "
                                                    "`gains_one_of`")
    return tuple(e.color_one_of)


def _type_choice(e: EffectIn, path: str, event: TriggerEvent | None) -> bool:
    """"Becomes the creature type of your choice": chosen as an activated ability resolves
    (its activation's `choices`, 608.2d); the only choice of its activation."""
    if not e.type_choice:
        return False
    if event is not None:
        raise ScenarioError(f"{path}.type_choice", "an activated ability's choice (its "
                                                   "activation's `choices`)")
    if e.subtypes is not None or e.gains_one_of or e.color_one_of:
        raise ScenarioError(f"{path}.type_choice", "one choice: not with `subtypes`, "
                                                   "`gains_one_of` or `color_one_of`")
    return True


def _land_types(e: EffectIn, path: str, event: TriggerEvent | None) -> tuple[str, ...]:
    """"Becomes the basic land type of your choice": one of `type_one_of`, chosen as an
    activated ability resolves (608.2d); land types, which replace the land's (305.7)."""
    if not e.type_one_of:
        return ()
    if event is not None:
        raise ScenarioError(f"{path}.type_one_of", "an activated ability's choice (its "
                                                   "activation's `choices`)")
    if e.subtypes is not None or e.type_choice or e.gains_one_of or e.color_one_of:
        raise ScenarioError(f"{path}.type_one_of", "one choice: not with `subtypes`, "
                                                   "`type_choice`, `gains_one_of` or "
                                                   "`color_one_of`")
    for i, kind in enumerate(e.type_one_of):
        if kind.lower() not in kw.LAND_TYPES:
            raise ScenarioError(f"{path}.type_one_of[{i}]", f"'{kind}' is not a land type "
                                                            f"(205.3i)")
    return tuple(e.type_one_of)


def _only(e: EffectIn, path: str, verb: str, allowed: tuple[str, ...]) -> None:
    """Refuse the fields this kind of effect doesn't read."""
    for field in ("to", "each", "player", "target", "gains", "loses", "base", "tokens", "by",
                  "gains_one_of", "switch", "colors", "color_one_of", "subtypes",
                  "also_subtypes", "type_choice", "type_one_of", *_COUNTS):
        if field not in allowed and field in e.model_fields_set and not (
                field == "each" and "to" in allowed):
            raise ScenarioError(f"{path}.{field}", f"a {verb.replace('_', ' ')} effect has no "
                                                   f"`{field}`")
    if "until" in e.model_fields_set and "until" not in allowed:
        raise ScenarioError(f"{path}.until", f"a {verb.replace('_', ' ')} effect doesn't last")


def _keywords(words: list[str], path: str, vocabulary: kw.Vocabulary) -> tuple[str, ...]:
    try:
        kw.parse(words, vocabulary)
        kw.check_qualities(words, vocabulary.players)
    except kw.KeywordError as err:
        raise ScenarioError(f"{path}[{err.index}]", err.message) from None
    return tuple(kw.normalize(w) for w in words)


def _filter(f: FilterIn, path: str, vocabulary: kw.Vocabulary) -> Filter:
    for i, t in enumerate(f.types):
        if t not in CARD_TYPES and t not in SUPERTYPES:
            raise ScenarioError(f"{path}.types[{i}]", f"unknown type '{t}'")
    for field in ("any_types", "not_types"):
        for i, t in enumerate(getattr(f, field)):
            if t not in CARD_TYPES and t not in SUPERTYPES:
                raise ScenarioError(f"{path}.{field}[{i}]", f"unknown type '{t}'")
    return Filter(frozenset(f.types), frozenset(f.any_types), frozenset(f.not_types),
                  frozenset(f.subtypes), frozenset(f.colors), frozenset(f.not_subtypes),
                  frozenset(f.not_colors),
                  frozenset(_keywords(f.keywords, f"{path}.keywords", vocabulary)), f.other,
                  None if f.controller is None else Controller(f.controller), f.power_at_most,
                  f.power_at_least, f.attacking, f.blocking, f.in_combat, f.tapped, f.token,
                  attached_to_it=f.attached_to_it, counter=f.counter,
                  blocking_it=f.blocking_it, blocked_by_it=f.blocked_by_it, pair=f.pair,
                  greater_than_it=f.greater_than_it,
                  dealt_damage_by_it=f.dealt_damage_by_it, commander=f.commander,
                  modified=f.modified, equipped=f.equipped, enchanted=f.enchanted,
                  multicolored=f.multicolored, toughness_over_power=f.toughness_over_power,
                  toughness_at_least=f.toughness_at_least,
                  not_keywords=frozenset(
                      _keywords(f.not_keywords, f"{path}.not_keywords", vocabulary)))


def _condition(c: ConditionIn | str, path: str, vocabulary: kw.Vocabulary) -> Condition:
    if isinstance(c, str):
        return Condition(ConditionKind(c))
    if c.not_ is not None:  # "unless ..."
        if len(c.model_fields_set) != 1:
            raise ScenarioError(f"{path}.not", "negates one condition: nothing beside it")
        inner = _condition(c.not_, f"{path}.not", vocabulary)
        return replace(inner, negated=not inner.negated)
    given = [k for k in ("you_control", "an_opponent_controls", "defending_player_controls",
                         *_COUNTED) if getattr(c, k) is not None]
    if len(given) != 1:
        raise ScenarioError(path, "a condition asks one thing: you_control, "
                                  "an_opponent_controls, defending_player_controls, "
                                  f"{', '.join(_COUNTED)}")
    key = given[0]
    if c.card_type is not None and key != "graveyard_at_least":
        raise ScenarioError(f"{path}.card_type", "counts the cards of graveyard_at_least")
    if c.counter is not None and key != "counters_at_least":
        raise ScenarioError(f"{path}.counter", "the kind of counters counters_at_least counts")
    if c.counters_at_most is not None and key != "counters_at_least":
        raise ScenarioError(f"{path}.counters_at_most", "bounds counters_at_least's range")
    if key == "counters_at_least":
        if c.counters_at_most is not None and c.counters_at_most < getattr(c, key):
            raise ScenarioError(f"{path}.counters_at_most", "is less than counters_at_least")
        return Condition(ConditionKind.COUNTERS_AT_LEAST, None if c.counter is None else Filter(
            counter=c.counter), getattr(c, key), c.counters_at_most)
    if key in _COUNTED:
        return Condition(_COUNTED[key], None if c.card_type is None else Filter(
            frozenset({c.card_type})), getattr(c, key))
    kind = {"you_control": ConditionKind.YOU_CONTROL,
            "an_opponent_controls": ConditionKind.OPPONENT_CONTROLS,
            "defending_player_controls": ConditionKind.DEFENDING_PLAYER_CONTROLS}[key]
    return Condition(kind, _filter(getattr(c, key), f"{path}.{key}", vocabulary), c.at_least)


# The conditions on a number, by the field that gives it.
_COUNTED = {"life_at_least": ConditionKind.LIFE_AT_LEAST,
            "life_at_most": ConditionKind.LIFE_AT_MOST,
            "hand_at_least": ConditionKind.HAND_AT_LEAST,
            "hand_at_most": ConditionKind.HAND_AT_MOST,
            "graveyard_at_least": ConditionKind.GRAVEYARD_AT_LEAST,
            "opponent_graveyard_at_least": ConditionKind.OPPONENT_GRAVEYARD_AT_LEAST,
            "graveyard_card_types_at_least": ConditionKind.GRAVEYARD_TYPES_AT_LEAST,
            "opponent_poison_at_least": ConditionKind.OPPONENT_POISON_AT_LEAST,
            "opponent_life_at_most": ConditionKind.OPPONENT_LIFE_AT_MOST,
            "drawn_at_least": ConditionKind.DRAWN_AT_LEAST,
            "opponent_hand_at_most": ConditionKind.OPPONENT_HAND_AT_MOST,
            "power_at_least": ConditionKind.POWER_AT_LEAST,
            "total_power_at_least": ConditionKind.TOTAL_POWER_AT_LEAST,
            "different_powers_at_least": ConditionKind.DIFFERENT_POWERS_AT_LEAST,
            "attacked_power_at_least": ConditionKind.ATTACKED_POWER_AT_LEAST,
            "counters_at_least": ConditionKind.COUNTERS_AT_LEAST}


def _names(events: frozenset[TriggerEvent]) -> str:
    return ", ".join(f"'{e}'" for e in sorted(events))


# --- back to plain data --------------------------------------------------------------------

def unparse(ability: Ability) -> dict[str, Any]:
    """An ability as the schema's plain data, defaults left out."""
    if isinstance(ability, Static):
        affects = ability.affects
        out: dict[str, Any] = {"affects": "it" if affects is None else (
            affects.attached or _plain_filter(affects))}
        if ability.base is not None:
            out["base"] = list(ability.base)
        if ability.also:
            out["also_subtypes"] = list(ability.also)
        if ability.power or ability.toughness:
            out["pump"] = [ability.power, ability.toughness]
        if ability.keywords:
            out["gains"] = list(ability.keywords)
        if ability.cant_have:
            out["cant_have"] = list(ability.cant_have)
        if ability.condition is not None:
            out["as_long_as"] = _plain_condition(ability.condition)
        out.update(_plain_count(ability.count))
        if ability.grants:
            out["grants"] = [unparse(g) for g in ability.grants]
        if ability.counters_plus:
            out["counters_plus"] = {ability.counter_kind: ability.counters_plus}
        if ability.counters_twice:
            out["counters_twice"] = ability.counter_kind
    elif isinstance(ability, Activated):
        out = {"cost": ability.cost, "effects": [_plain_effect(e) for e in ability.effects]}
        if ability.limits:
            out["limits"] = [str(w) for w in ability.limits]
        if ability.condition is not None:
            out["if"] = _plain_condition(ability.condition)
    else:
        out = {"trigger": str(ability.event)}
        if ability.condition is not None:
            out["while" if ability.while_ else "only_if" if ability.only_if else "if"] = (
                _plain_condition(ability.condition))
        if ability.filter is not None:
            out["filter"] = _plain_filter(ability.filter)
        if ability.count != 1:
            out["count"] = ability.count
        if ability.may is not None:
            out["may"] = ability.may
        if ability.once_each_turn:
            out["once_each_turn"] = True
        out["effects"] = [_plain_effect(e) for e in ability.effects]
    if ability.text:
        out["text"] = ability.text
    return out


def _plain_effect(e: Effect) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if isinstance(e, Pump):
        if e.base is not None:
            out["base"] = list(e.base)
        if e.power or e.toughness:
            out["pump"] = [e.power, e.toughness]
        if any(e.double):
            out["double"] = " and ".join(w for w, on in zip(("power", "toughness"), e.double,
                                                           strict=True) if on)
        if e.keywords:
            out["gains"] = list(e.keywords)
        if e.loses:
            out["loses"] = list(e.loses)
        if e.one_of:
            out["gains_one_of"] = list(e.one_of)
        if e.switch:
            out["switch"] = True
        if e.colors is not None:
            out["colors"] = list(e.colors)
        if e.color_one_of:
            out["color_one_of"] = list(e.color_one_of)
        if e.subtypes is not None:
            out["subtypes"] = list(e.subtypes)
        if e.also:
            out["also_subtypes"] = list(e.also)
        if e.type_choice:
            out["type_choice"] = True
        if e.type_one_of:
            out["type_one_of"] = list(e.type_one_of)
        if e.until != Until.END_OF_TURN:
            out["until"] = str(e.until)
        out.update(_plain_count(e.count))
    elif isinstance(e, AddCounters):
        out["counters"] = {e.kind: e.amount}
        if e.only_if_none:
            out["only_if_none"] = True
        if e.at_end_of_combat:
            out["at"] = "end of combat"
        out.update(_plain_count(e.times))
    elif isinstance(e, GainLife | LoseLife):
        out["gain_life" if isinstance(e, GainLife) else "lose_life"] = (
            str(e.amount) if isinstance(e.amount, Amount) else e.amount)
        default = PlayerWho.YOU if isinstance(e, GainLife) else PlayerWho.DEFENDING_PLAYER
        if e.player != default:
            out["player"] = str(e.player)
        out.update(_plain_count(e.times))
    elif isinstance(e, Poison):
        out["poison"] = str(e.amount) if isinstance(e.amount, Amount) else e.amount
        if e.player != PlayerWho.DEFENDING_PLAYER:
            out["player"] = str(e.player)
        out.update(_plain_count(e.times))
    elif isinstance(e, Monstrosity):
        out["monstrosity"] = e.amount
    elif isinstance(e, Draw):
        out["draw"] = str(e.amount) if isinstance(e.amount, Amount) else e.amount
        if e.player != PlayerWho.YOU:
            out["player"] = str(e.player)
        out.update(_plain_count(e.times))
    elif isinstance(e, Damage):
        out["damage"] = str(e.amount) if isinstance(e.amount, Amount) else e.amount
        if e.player is not None:
            out["player"] = str(e.player)
        if e.by is not None:
            out["by"] = str(e.by)
        if e.at_end_of_combat:
            out["at"] = "end of combat"
        out.update(_plain_count(e.times))
    elif isinstance(e, Regenerate):
        out["regenerate"] = True
    elif isinstance(e, Tap):
        out["tap_or_untap" if e.either else "untap" if e.untap else "tap"] = True
    elif isinstance(e, Goad):
        out["goad"] = True
    elif isinstance(e, PreventCombatDamage):
        out["prevent_combat_damage"] = True
    elif isinstance(e, TokenCopy):
        out["token_copy"] = {"attacking": True} if e.attacking else {}
    elif isinstance(e, BlocksIt):
        out["blocks_it"] = True
    elif isinstance(e, CantBlockIt):
        out["cant_block_it"] = True
    elif isinstance(e, BlocksMore):
        out["blocks_additional"] = e.amount
    elif isinstance(e, RemoveCounters):
        out["remove_counters"] = {e.kind: e.amount}
        out.update(_plain_count(e.times))
        if e.at_end_of_combat:
            out["at"] = "end of combat"
    elif isinstance(e, Fight):
        out["fight"] = True
        if e.by is not None:
            out["by"] = str(e.by)
    elif isinstance(e, MoveCounters):
        out["move_counters"] = True
        if e.by is not None:
            out["by"] = str(e.by)
    elif isinstance(e, Sacrifices):
        out["sacrifices"] = e.amount
        if e.what != Filter():
            out["what"] = _plain_filter(e.what)
        if e.player != PlayerWho.YOU:
            out["player"] = str(e.player)
    elif isinstance(e, RemoveFromCombat):
        out["remove_from_combat"] = True
    elif isinstance(e, Prevent):
        out["prevent"] = e.amount
        if e.player is not None:
            out["player"] = str(e.player)
    elif isinstance(e, Remove):
        out[str(e.how).replace(" ", "_")] = True
        if e.at_end_of_combat:
            out["at"] = "end of combat"
        if e.cant_be_regenerated:
            out["cant_be_regenerated"] = True
    else:
        token: dict[str, Any] = {"count": str(e.count) if isinstance(e.count, Amount) else e.count,
                                 "power": e.power, "toughness": e.toughness}
        for field in ("name", "colors", "subtypes", "keywords", "attacking", "tapped",
                      "artifact", "enchantment", "x", "each_opponent"):
            value = getattr(e, field)
            if value:
                token[field] = sorted(value) if isinstance(value, frozenset) else (
                    list(value) if isinstance(value, tuple) else value)
        out["tokens"] = token
        out.update(_plain_count(e.times))
    to = getattr(e, "to", None)
    target = getattr(e, "target", None)
    if to == Who.EACH:
        out["each"] = _plain_filter(target or ANY_CREATURE)
        return out
    if to is not None and not (to == Who.IT and isinstance(
            e, Pump | AddCounters | Regenerate | Tap | Goad | TokenCopy | Remove
            | RemoveFromCombat | Prevent)):
        out["to"] = str(to)
    if target is not None:
        out["target"] = _plain_filter(target)
    return out


def _plain_count(count: Count | None) -> dict[str, Any]:
    if count is None:
        return {}
    if count.permanents is not None:
        return {"for_each": _plain_filter(count.permanents)}
    if count.counters is not None:
        return {"for_each_counter": count.counters}
    if count.power:
        return {"for_its_power": True}
    if count.sacrificed_power:
        return {"for_sacrificed_power": True}
    if count.x:
        return {"for_x": True}
    if count.blocking_that_creature:
        return {"for_blocking_that_creature": True}
    if count.greatest_power is not None:
        return {"for_greatest_power": _plain_filter(count.greatest_power)}
    cards: dict[str, Any] = {"zone": str(count.cards)}
    if count.card_types:
        cards["card_type"] = next(iter(count.card_types))
    return {"for_each_card": cards}


def _plain_filter(f: Filter) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if f.types != frozenset({CREATURE}):
        out["types"] = sorted(f.types)
    for field in ("any_types", "not_types", "subtypes", "colors", "not_subtypes", "not_colors",
                  "keywords", "not_keywords"):
        if getattr(f, field):
            out[field] = sorted(getattr(f, field))
    if f.controller is not None:
        out["controller"] = str(f.controller)
    for field in ("other", "attached_to_it", "blocking_it", "blocked_by_it", "pair",
                  "greater_than_it",
                  "dealt_damage_by_it", "commander", "modified", "equipped", "enchanted",
                  "multicolored", "toughness_over_power"):
        if getattr(f, field):
            out[field] = True
    if f.counter is not None:
        out["counter"] = f.counter
    for field in ("power_at_most", "power_at_least", "attacking", "blocking", "in_combat",
                  "tapped", "token", "toughness_at_least"):
        if getattr(f, field) is not None:
            out[field] = getattr(f, field)
    return out


def _plain_condition(c: Condition) -> Any:
    if c.negated:
        return {"not": _plain_condition(replace(c, negated=False))}
    if c.kind in (ConditionKind.ATTACKING, ConditionKind.BLOCKING, ConditionKind.BLOCKED,
                  ConditionKind.MONSTROUS, ConditionKind.RENOWNED, ConditionKind.SADDLED,
                  ConditionKind.YOUR_TURN,
                  ConditionKind.MORE_LIFE,
                  ConditionKind.TAPPED, ConditionKind.UNTAPPED, ConditionKind.EQUIPPED,
                  ConditionKind.ENCHANTED, ConditionKind.ATTACKING_ALONE,
                  ConditionKind.ATTACKED_OR_BLOCKED,
                  ConditionKind.PAIRED, ConditionKind.MODIFIED, ConditionKind.GAINED_LIFE,
                  ConditionKind.MORE_CARDS_IN_HAND, ConditionKind.CITYS_BLESSING,
                  ConditionKind.ENTERED_THIS_TURN):
        return str(c.kind)
    counted = next((k for k, kind in _COUNTED.items() if kind == c.kind), None)
    if counted is not None:
        plain: dict[str, Any] = {counted: c.count}
        if c.most is not None:
            plain["counters_at_most"] = c.most
        if c.filter is not None and c.filter.counter is not None:
            plain["counter"] = c.filter.counter
        elif c.filter is not None:
            plain["card_type"] = next(iter(c.filter.types))
        return plain
    key = {ConditionKind.YOU_CONTROL: "you_control",
           ConditionKind.OPPONENT_CONTROLS: "an_opponent_controls",
           ConditionKind.DEFENDING_PLAYER_CONTROLS: "defending_player_controls"}[c.kind]
    out: dict[str, Any] = {key: _plain_filter(c.filter or Filter())}
    if c.count != 1:
        out["at_least"] = c.count
    return out
