"""The board as blockers are about to be declared, for the block search.

Whatever happens before blockers are declared (the beginning of combat, the declare attackers
step and what they trigger: exalted, battle cry, annihilator, enlist, "whenever it attacks"...)
is the same whatever the blocks (509.1 comes after 508.8). The fight search resolves it once,
on the whole board, and splits into fights the board it leaves: each permanent with its values
as they are then (continuous effects applied, 613), its static abilities' effects included and
the abilities that already triggered gone.

The split is exact when what is left acts within one fight (`apart`): triggers on blocking,
being blocked, combat damage and dying whose effects touch only the creature, the creatures
it fights and players; no requirement on blocks (509.1c weighs the whole declaration); no
static ability whose effect could change during combat.
"""

from __future__ import annotations

from dataclasses import replace

from redzone.core.abilities import (
    Activated,
    AddCounters,
    Amount,
    Condition,
    ConditionKind,
    Count,
    Damage,
    GainLife,
    LoseLife,
    PlayerWho,
    Poison,
    Pump,
    Sacrifices,
    Static,
    TokenCopy,
    Tokens,
    Triggered,
    TriggerEvent,
    Who,
)
from redzone.core.keywords import BEFORE_BLOCKS, PHRASES, Keywords
from redzone.core.model import Board, Combat, Permanent, counter_pt, frozen_map
from redzone.rules import declared
from redzone.rules.cr import procedure
from redzone.rules.cr.keywords import dies
from redzone.scenario import Scenario

from .best import BEST

_EARLY_EVENTS = frozenset({
    TriggerEvent.BEGINNING_OF_COMBAT, TriggerEvent.BEGINNING_OF_EACH_COMBAT,
    TriggerEvent.ATTACKS, TriggerEvent.ATTACKS_ALONE,
    TriggerEvent.ANOTHER_CREATURE_ATTACKS, TriggerEvent.YOU_ATTACK,
    TriggerEvent.A_CREATURE_ATTACKS, TriggerEvent.A_CREATURE_ATTACKS_ALONE})
# What never triggers on a blocking creature: the attack steps', and an attacker's own events.
_BLOCKER_IDLE = _EARLY_EVENTS | {TriggerEvent.BECOMES_BLOCKED,
                                 TriggerEvent.BECOMES_BLOCKED_BY_A_CREATURE,
                                 TriggerEvent.NOT_BLOCKED}
# What triggers later and acts within the fight of its source.
_LOCAL_EVENTS = frozenset({
    TriggerEvent.BLOCKS, TriggerEvent.BLOCKS_A_CREATURE, TriggerEvent.BECOMES_BLOCKED,
    TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED, TriggerEvent.BECOMES_BLOCKED_BY_A_CREATURE,
    TriggerEvent.NOT_BLOCKED, TriggerEvent.DEALS_COMBAT_DAMAGE,
    TriggerEvent.DEALS_COMBAT_DAMAGE_TO_A_PLAYER, TriggerEvent.DEALS_COMBAT_DAMAGE_TO_A_CREATURE,
    TriggerEvent.DIES})
_LOCAL_WHO = frozenset({Who.IT, Who.THAT_CREATURE, Who.EACH_BLOCKING_IT, Who.EACH_BLOCKED_BY_IT})
# (whose turn it is doesn't change during a combat)
_LOCAL_CONDITIONS = frozenset({ConditionKind.ATTACKING, ConditionKind.BLOCKING,
                               ConditionKind.YOUR_TURN})
_REQUIREMENTS = frozenset(k for k, rule in PHRASES.items() if rule == "509.1c")


def needs_staging(board: Board) -> bool:
    """Has it abilities, or requirements on blocks?"""
    return any(p.abilities or p.keywords.triggered or p.keywords.flags & _REQUIREMENTS
               for p in board.permanents)


def per_blocker(attacker: Permanent, added: list[Permanent]) -> bool:
    """May blocking with `added` too be worth more to the defender than without them, by
    what abilities do? An added blocker the attacker assigns no damage acts only through its
    abilities: a triggered keyword on a blocker acts on itself or not at all, and it doesn't
    die unless flanking shrinks it; the attacker's abilities act once however many block it,
    or help its side, but for those that trigger once for each blocker (509.3d), unless
    all they do hurts the defending side (`_against_blockers`)."""
    if any(isinstance(a, Triggered) and a.event == TriggerEvent.BECOMES_BLOCKED_BY_A_CREATURE
           and not _against_blockers(a, added) for a in attacker.abilities):
        return True
    idle = _BLOCKER_IDLE if attacker.has("flanking") else _BLOCKER_IDLE | {TriggerEvent.DIES}
    return any(isinstance(a, Triggered) and a.event not in idle and not all(
        isinstance(e, Pump | AddCounters) and e.to == Who.IT for e in a.effects)
        for p in added for a in p.abilities)


def _dies_well(perm: Permanent) -> bool:
    """Does dying do something, by its abilities (undying, persist, afterlife, "when it
    dies")?"""
    return bool(perm.keywords.flags & dies.WORDS) or any(
        isinstance(a, Triggered) and a.event == TriggerEvent.DIES for a in perm.abilities)


def _against_blockers(ability: Triggered, added: list[Permanent]) -> bool:
    """Does each of its effects only hurt the defending side: damage, -N/-N or -1/-1
    counters to the blocking creature (none of `added` gains by dying), +N/+N or +1/+1
    counters to the attacker, life the defending player loses or its controller gains?"""
    mortal = any(_dies_well(p) for p in added)
    for e in ability.effects:
        if isinstance(e, Damage) and e.to == Who.THAT_CREATURE and not mortal:
            continue
        if isinstance(e, Pump) and not e.keywords and e.base is None and not e.loses and (
                not e.recasts) and (
                (e.to == Who.THAT_CREATURE and e.power <= 0 and e.toughness <= 0 and not mortal)
                or (e.to == Who.IT and e.power >= 0 and e.toughness >= 0)):
            continue
        if isinstance(e, AddCounters) and (
                (e.to == Who.IT and e.kind == "+1/+1")
                or (e.to == Who.THAT_CREATURE and e.kind == "-1/-1" and not mortal)):
            continue
        if isinstance(e, LoseLife) and e.player in (PlayerWho.DEFENDING_PLAYER,
                                                    PlayerWho.EACH_OPPONENT):
            continue
        if isinstance(e, GainLife) and e.player == PlayerWho.YOU:
            continue
        return False
    return True


def threat(attacker: Permanent, life: int) -> tuple[int, int, int]:
    """At most how much its abilities may add to the attacking creature's power, to the life
    the defending player loses otherwise than by its combat damage, and to their poison
    counters, after blockers are declared (`life`: theirs, all of it when unbounded)."""
    power = loses = poison = 0
    for word, n in attacker.keywords.triggered:
        if word in ("frenzy", "bushido", "renown"):  # 702.68a, 702.45a, 702.112a
            power += n
        elif word == "rampage" and attacker.has("trample"):  # 702.23a: no bound
            loses += life
        elif word == "afflict":  # 702.130a
            loses += n
        elif word == "poisonous":  # 702.70a: in each combat damage step
            poison += 2 * n
    for ability in attacker.abilities:
        if not isinstance(ability, Triggered):
            continue
        for effect in ability.effects:
            # (an amount or a count read as it resolves is unbounded here)
            unbounded = (isinstance(getattr(effect, "amount", 0), Amount)
                         or isinstance(getattr(effect, "count", 0), Amount)
                         or getattr(effect, "times", None) is not None)
            if isinstance(effect, Pump) and effect.to == Who.IT and (
                    effect.count is not None or effect.base is not None
                    or effect.recasts):  # (7b, 7d, a lord's types or colors: any power)
                loses += life
            elif isinstance(effect, Pump) and effect.to == Who.IT:
                power += max(0, effect.power)
            elif isinstance(effect, AddCounters) and effect.to == Who.IT:
                more = counter_pt({effect.kind: 1})[0]
                if more > 0:
                    power, loses = ((power, loses + life) if unbounded else
                                    (power + more * int(effect.amount), loses))
            elif isinstance(effect, LoseLife) or (isinstance(effect, Damage) and (
                    effect.to is None or effect.to == Who.WHAT_IT_ATTACKS)):
                loses += life if unbounded else 2 * int(effect.amount)
            elif isinstance(effect, Poison):
                poison += _LETHAL_POISON if unbounded else 2 * int(effect.amount)
            elif isinstance(effect, TokenCopy) and effect.attacking:  # (a copy of anything)
                loses += life
            elif isinstance(effect, Tokens) and effect.attacking:
                loses += life if unbounded else 2 * int(effect.count) * max(0, effect.power)
    return power, loses, poison


_LETHAL_POISON = 10  # 704.5c: as many as any player could need


def before_blocks(scenario: Scenario) -> tuple[Scenario, bool]:
    """The scenario as blockers are about to be declared, and whether blocks split into
    fights on it (`apart`). Raises what resolving the attacks raises."""
    rules = declared(scenario.rules, "the best blocks")
    combat = replace(scenario.combat, blocks=frozen_map({}))
    state, _, _ = procedure.declare_attacks(rules, scenario.board, combat, BEST)
    split = not state.game_over() and not state.provoked and not state.barred
    permanents = []
    lords = False  # a static ability affecting others, whose effect is in the values now
    for live in state.battlefield():
        perm = state.as_permanent(live)
        statics = [a for a in perm.abilities if isinstance(a, Static)]
        lords = lords or any(a.affects is not None for a in statics)
        if any(a.toughness or a.base for a in statics) and _persists(scenario.board):
            split = False  # what returns would get the static's effect, and may live
        if any(not _local_condition(a.condition) for a in statics):
            split = False  # its condition may stop holding during combat
        fights = live.id in state.attacking or (
            live.creature and not live.tapped and live.controller != scenario.board.active)
        if fights and any(a.affects is not None for a in statics):
            split = False  # it may leave the battlefield, and its effect end, mid-combat
        if live.perm.toughness != live.base.toughness and "persist" in perm.keywords.flags:
            split = False  # it returns without them, and may die again (704.5f)
        if live.id in state.attacking:  # it attacks again in each fight resolved alone
            perm = replace(perm, tapped=False, summoning_sick=False)
        permanents.append(_later(perm))
    if lords and any(isinstance(e, Pump) and e.recasts for p in permanents
                     for a in p.abilities if isinstance(a, Triggered) for e in a.effects):
        split = False  # what the static abilities apply to may change with types and colors
    players = tuple(replace(p, life=state.players[p.name].life,
                            poison=state.players[p.name].poison) for p in scenario.board.players)
    board = Board(players, tuple(permanents), scenario.board.active, scenario.board.teams)
    attacks = {a: t for a, t in state.attacking.items() if t is not None}
    staged = replace(scenario, board=board, combat=Combat(
        attacks=frozen_map(attacks), bands=combat.bands, removed=combat.removed,
        triggers=combat.triggers))
    return staged, split and apart(board)


def apart(board: Board) -> bool:
    """Does everything left on `board` act within one fight?"""
    return all(_local(p) for p in board.permanents)


def _local(perm: Permanent) -> bool:
    if perm.keywords.flags & _REQUIREMENTS:
        return False
    return all(_local_ability(a) for a in perm.abilities)


def _local_ability(ability: object) -> bool:
    if isinstance(ability, Activated):
        return True  # it acts only when the file activates it: then blocks are tried whole
    if isinstance(ability, Static):  # (more counters, 614.1a: more than `threat` counts)
        return (ability.affects is None and not ability.counter_kind
                and _local_condition(ability.condition) and _local_count(ability.count))
    assert isinstance(ability, Triggered)
    if ability.event not in _LOCAL_EVENTS or not _local_condition(ability.condition):
        return False
    for effect in ability.effects:
        to = getattr(effect, "to", None)
        if to is not None and to not in _LOCAL_WHO:
            return False
        if not _local_count(getattr(effect, "count" if isinstance(effect, Pump) else "times",
                                    None)):
            return False
        if isinstance(effect, Sacrifices):  # (what is sacrificed may be in another fight)
            return False
        if isinstance(effect, Tokens | TokenCopy) and effect.attacking:
            return False
    return True


def _local_count(count: Count | None) -> bool:
    """Does what it counts stay within one fight: its source's own counters or power, or the
    creatures blocking it? (A count of the board's permanents or a graveyard changes with
    what happens in the other fights.)"""
    if count is None or count.counters is not None or count.power:
        return True
    want = count.permanents
    return want is not None and (want.blocking_it or want.blocked_by_it)


def _local_condition(condition: Condition | None) -> bool:
    return condition is None or condition.kind in _LOCAL_CONDITIONS


def _persists(board: Board) -> bool:
    """Could a creature return during combat and die again, or live, by its toughness?
    (A creature that returns is a new object out of combat, 400.7: only whether it is on
    the battlefield counts.)"""
    return any("persist" in p.keywords.flags for p in board.permanents)


def _later(perm: Permanent) -> Permanent:
    """`perm` without what has already triggered or applied: the triggered keywords and
    abilities of before blocks, and static abilities other than its own "as long as it's
    blocking" (their effects are in its values now)."""
    kept = tuple(a for a in perm.abilities if (
        isinstance(a, Triggered) and a.event not in _EARLY_EVENTS) or (
        isinstance(a, Static) and a.affects is None and a.condition is not None
        and a.condition.kind == ConditionKind.BLOCKING))
    keywords = perm.keywords
    if keywords.flags & BEFORE_BLOCKS:
        keywords = _without(keywords, BEFORE_BLOCKS)
    if kept == perm.abilities and keywords is perm.keywords:
        return perm
    return replace(perm, abilities=kept, keywords=keywords)


def _without(keywords: Keywords, words: frozenset[str]) -> Keywords:
    def word(text: str) -> str:
        return next((w for w in words if text.lower().startswith(w)), "")

    return replace(keywords, flags=keywords.flags - words,
                   triggered=tuple(t for t in keywords.triggered if t[0] not in words),
                   printed=tuple(t for t in keywords.printed if not word(t)))
