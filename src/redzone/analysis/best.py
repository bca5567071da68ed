"""The best chooser: the best combat damage assignment for the player who makes it, and
(cr-m10) a damage assignment order by value.

Objective, in this order (each a tie-break of the one before):
1. win the game: the most opponents (or opposing teams) lose through this step's damage
   (704.5a, 704.5c, 704.6a-b);
2. destroy the most opposing value: the `value` of each opposing permanent put into a
   graveyard or exile (default: power + toughness for a creature, loyalty for a planeswalker,
   defense for a battle);
3. lose the least own value (within one step a player's own assignment can't change this; it
   is kept for the order of the objective);
4. deal the most damage to opponents (life lost plus poison counters);
5. leave the most damage on surviving opposing permanents and the least on one's own (when
   banding has a player divide damage dealt to their own creatures, 702.22j-k).
Ties go to the assignment whose damage leaves its recipients closest to destruction (which
sets up the next step), then by their characteristics, never by name or listing order.

The choice is made step by step: each combat damage step's assignment is the best for that
step's outcome. Creatures that share no recipient are independent, so each group of creatures
is searched on its own and the groups are combined by their damage to the opponents. A group
with more than WHOLE legal assignments (a trampler of power 50 against three blockers) tries
only those whose every amount can matter, at most SEARCH_LIMIT: nothing, exactly lethal (or a
planeswalker's loyalty, a battle's defense), or all that is left; value and life come first,
and those reach them.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping
from typing import Any, NamedTuple

from redzone.core.abilities import (
    AddCounters,
    Damage,
    GainLife,
    LoseLife,
    Pump,
    TokenCopy,
    Tokens,
    Triggered,
    TriggerEvent,
    Who,
)
from redzone.core.keywords import BEFORE_BLOCKS
from redzone.core.model import BATTLE, CREATURE, PLANESWALKER, Permanent
from redzone.core.result import Event, EventType, Zone
from redzone.rules.cr.abilities import triggers
from redzone.rules.cr.assign import damage_amount
from redzone.rules.cr.hooks import Assignment, Hooks
from redzone.rules.cr.keywords import deathtouch
from redzone.rules.cr.keywords.banding import assigning_player
from redzone.rules.cr.players import TEAM_POISON_TO_LOSE
from redzone.rules.cr.procedure import after_damage
from redzone.rules.cr.sba import POISON_TO_LOSE
from redzone.rules.cr.state import State

from .choices import Space, TooManyToCount
from .default import DEFAULT, DefaultChooser

WHOLE = 1_000  # a group of creatures with at most this many legal assignments tries them all
SEARCH_LIMIT = 20_000  # else at most this many of those whose amounts matter, and the default


def value_of(perm: Permanent) -> int:
    """A permanent's worth to the solver: `value`, else power + toughness, loyalty, defense."""
    if perm.value is not None:
        return perm.value
    if CREATURE in perm.types:
        return perm.current_power + perm.current_toughness
    if PLANESWALKER in perm.types:
        return perm.loyalty or 0
    if BATTLE in perm.types:
        return perm.defense or 0
    return 0


class _Outcome(NamedTuple):
    """What one group's assignment does to the opponents."""

    value: int  # opposing value destroyed
    lost: int  # own value destroyed (a negative number: more is better)
    life: int  # life lost by the opponents
    poison: int
    harm: int  # damage and -1/-1 counters on opposing permanents less those on own ones
    hurt: tuple[int, ...]  # life lost and poison got by each opponent (or team), in turn

    def covers(self, other: _Outcome) -> bool:
        """At least as good in every respect (for Pareto fronts)."""
        return (self.value >= other.value and self.lost >= other.lost
                and self.life >= other.life and self.poison >= other.poison
                and self.harm >= other.harm
                and all(a >= b for a, b in zip(self.hurt, other.hurt, strict=True)))

    def plus(self, other: _Outcome) -> _Outcome:
        return _Outcome(self.value + other.value, self.lost + other.lost,
                        self.life + other.life, self.poison + other.poison,
                        self.harm + other.harm,
                        tuple(a + b for a, b in zip(self.hurt, other.hurt, strict=True)))


class BestChooser(DefaultChooser):
    """Each player's best choices: the best assignment of each combat damage step for its
    outcome (above), the damage assignment order by value (`best_order`), and annihilator's
    and enlist's choices by value; the default's (not searched) for the rest.
    `damage_first`: the most damage to opponents comes before value (what an attacker does
    when all its damage together wins the game). `allowance`: the most assignments it may
    try, all told; past it, each step tries one (and `cut` says the answer may not be
    best)."""

    def __init__(self, damage_first: bool = False, allowance: int | None = None,
                 worth: Mapping[str, int] | None = None) -> None:
        self.damage_first = damage_first
        self.worth = worth
        self.trials = 0  # assignments tried on a copy of the state, all told (the work)
        self.allowance = allowance
        self.cut = False

    def damage_assignment_order(self, rules: Hooks, state: State, creature: str,
                                candidates: tuple[str, ...]) -> tuple[str, ...]:
        return best_order(rules, state, creature, candidates)

    def damage_assignment(self, rules: Hooks, state: State, step: str,
                          dealers: Mapping[str, int], given: Assignment) -> Assignment:
        every = {**dealers, **{d: damage_amount(state, d) for d in given}}
        left = None if self.allowance is None else max(1, self.allowance - self.trials)
        found, tried, whole = _search(rules, state, step, every, given, self.damage_first,
                                      left, self.worth)
        self.trials += tried
        self.cut = self.cut or not whole
        return found

    def sacrifice(self, state: State, player: str, count: int,
                  candidates: list[str]) -> list[str]:
        """The permanents worth least (`value_of`) first, ties as played (listed)."""
        return sorted(candidates, key=lambda pid: (value_of(state.perms[pid].perm),
                                                   state.perms[pid].timestamp))[:count]

    def tap(self, state: State, player: str, count: int, candidates: list[str]) -> list[str]:
        """Those out of combat first (a tapped creature neither attacks nor blocks), then the
        permanents worth least, ties as played (listed)."""
        return sorted(candidates, key=lambda pid: (
            state.in_combat(pid), value_of(state.perms[pid].perm),
            state.perms[pid].timestamp))[:count]

    def enlist(self, state: State, attacker: str, candidates: list[str]) -> str | None:
        """The creature with the greatest power, if it has any (its damage is all enlist
        adds; tapping it costs nothing this combat)."""
        best = max(candidates, key=lambda pid: state.perms[pid].power, default=None)
        return best if best is not None and state.perms[best].power > 0 else None


BEST = BestChooser()


def best_order(rules: Hooks, state: State, dealer: str, creatures: tuple[str, ...],
               ) -> tuple[str, ...]:
    """The damage assignment order a player picks when playing their best (509.2, 509.3),
    once, as blockers are declared: the most value for each point of lethal damage first,
    then by characteristics, never by listing order."""
    touch = deathtouch.lethal_assignment(rules, state.perms[dealer].flags)

    def key(pid: str) -> tuple[Any, ...]:
        live = state.perms[pid]
        need = 1 if touch else max(1, rules.lethal_need(live))
        worth = value_of(live.perm)
        return (-worth / need, -worth, live.power, live.toughness, sorted(live.flags), pid)

    return tuple(sorted(creatures, key=key))


def best_assignment(rules: Hooks, state: State, step: str, dealers: Mapping[str, int],
                    given: Assignment, damage_first: bool = False) -> Assignment:
    """The best legal assignment of one player's `dealers` in this step, keeping `given`.
    `damage_first`: the most damage to opponents comes before value."""
    return _search(rules, state, step, dealers, given, damage_first)[0]


def _search(rules: Hooks, state: State, step: str, dealers: Mapping[str, int],
            given: Assignment, damage_first: bool, limit: int | None = None,
            worth: Mapping[str, int] | None = None) -> tuple[Assignment, int, bool]:
    """The best assignment, how many were tried on a copy of the state, and whether all
    that were meant to be. A group of creatures with more than WHOLE legal assignments tries
    those whose amounts matter (nothing, exactly lethal, all that is left:
    choices.Space.that_matter) and the default. `limit`: at most this many tried, all
    groups told (at least one a group)."""
    if not dealers:
        return {}, 0, True
    me = assigning_player(state, next(iter(dealers)))
    spaces = [Space(rules, state, {d: dealers[d] for d in group},
                    {d: given[d] for d in group if d in given})
              for group in _groups(state, dealers, given)]
    sizes = [_size(space) for space in spaces]
    if all(size == 1 for size in sizes):  # nothing to choose
        return ({d: split for space in spaces for d, split in next(iter(space)).items()}, 0,
                True)
    traits = _Traits(state)
    # Does an outcome need the whole state, and what the damage triggers resolved?
    whole_state = rules.actions_after_assignment or triggers.after_damage_matters(state)
    # cr-6e's triggers count the damage dealt: there each assignment resolves on its own
    seen: dict[tuple[Any, ...], _Outcome] | None = (
        {} if whole_state and not rules.actions_after_assignment else None)
    needs = _needs(rules, state)
    fronts: list[list[tuple[_Outcome, Assignment]]] = []
    tried = 0
    whole = True
    for space, size in zip(spaces, sizes, strict=True):
        if size is not None and size <= WHOLE:
            candidates: Iterable[Assignment] = space
        else:
            free = {d: a for d, a in space.dealers.items() if d not in space.given}
            default = {**space.given, **DEFAULT.damage_assignment(rules, state, step, free,
                                                                  space.given)}
            candidates = itertools.chain([default], space.that_matter(SEARCH_LIMIT))
        if limit is not None:
            most = max(1, limit - tried)
            candidates = list(itertools.islice(candidates, most + 1))
            whole = whole and len(candidates) <= most
            candidates = candidates[:most]
        front = []
        alike: dict[tuple[Any, ...], _Outcome] = {}  # outcomes by `_signature`
        for candidate in candidates:
            key = None if needs is None else _signature(needs, state, candidate)
            outcome = None if key is None else alike.get(key)
            if outcome is None:
                outcome = _outcome(rules, state, step, candidate, me, whole_state, seen, worth)
                tried += 1
                if key is not None:
                    alike[key] = outcome
            front.append((outcome, candidate))
        fronts.append(_pareto(traits, front))
    return _combine(traits, me, fronts, damage_first), tried, whole


_NEVER_EXACT = 10**18  # the need of a creature damage doesn't destroy (indestructible)


def _needs(rules: Hooks, state: State) -> dict[str, int] | None:
    """The damage each creature needs to be destroyed (704.5g; 0 for one already dealt
    lethal damage), when what a step's damage does depends on no amount but whether it is
    lethal and how much is left on the creatures that survive, all told (so assignments
    alike by `_signature` do alike): no prevention or regeneration shields, protection,
    -1/-1 counters dealt as damage, banding or static abilities, no damage on the stack
    (cr-6e), and nothing that triggers on combat damage or dying that touches another
    permanent. None otherwise."""
    if rules.actions_after_assignment or state.banding or state.static:
        return None
    needs: dict[str, int] = {}
    for pid, live in state.perms.items():
        for a in live.base.abilities:
            if isinstance(a, Triggered) and a.event in triggers.AFTER_DAMAGE_EVENTS:
                if not all(_touches_no_other(e) for e in a.effects):
                    return None
                if a.event == TriggerEvent.DEALS_COMBAT_DAMAGE_TO_A_CREATURE:
                    needs[_EACH_HIT] = 1  # it triggers once for each creature dealt damage
        if live.zone != Zone.BATTLEFIELD:
            continue
        if live.flags & _DAMAGE_CHANGES:
            return None
        perm = live.perm
        if CREATURE not in perm.types or perm.types & {PLANESWALKER, BATTLE}:
            continue
        if live.prevent or live.regen or perm.keywords.protection:
            return None
        needs[pid] = (_NEVER_EXACT if "indestructible" in live.flags
                      else max(0, live.toughness - live.damage))
    return needs


_DAMAGE_CHANGES = frozenset({"infect", "wither"})  # dealt as -1/-1 counters (120.3d-e)
_EACH_HIT = ""  # in `_needs`: which creatures each source deals damage to matters


def _touches_no_other(effect: Any) -> bool:
    """Does the effect act on players, make tokens, or help only its own source?"""
    if isinstance(effect, GainLife | LoseLife | Tokens | TokenCopy):
        return True
    if isinstance(effect, Damage):
        return effect.to is None
    if isinstance(effect, Pump):  # (a switch, or a new base, may make its damage lethal)
        return (effect.to == Who.IT and effect.power >= 0 and effect.toughness >= 0
                and effect.base is None and not effect.switch)
    return (isinstance(effect, AddCounters) and effect.to == Who.IT
            and effect.kind == "+1/+1")


def _signature(needs: Mapping[str, int], state: State, assignment: Assignment,
               ) -> tuple[Any, ...]:
    """What an assignment does as far as `_needs` says matters: which creatures are dealt
    lethal damage (or any by a source with deathtouch, 704.5h), how much the others are
    dealt all told, the amounts to players, planeswalkers and battles, and (when an
    ability triggers for each) which creatures each source deals damage to."""
    totals: dict[str, int] = {}
    touched: set[str] = set()
    pairs = []
    each = _EACH_HIT in needs
    for dealer, split in assignment.items():
        deadly = "deathtouch" in state.perms[dealer].flags
        for recipient, n in split.items():
            if n > 0:
                if each:
                    pairs.append((dealer, recipient))
                totals[recipient] = totals.get(recipient, 0) + n
                if deadly:
                    touched.add(recipient)
    lethal, rest, exact = [], 0, []
    for recipient, n in totals.items():
        need = needs.get(recipient)
        if need is None:
            exact.append((recipient, n))
        elif need < _NEVER_EXACT and (n >= need or recipient in touched):
            lethal.append(recipient)
        else:
            rest += n
    return frozenset(pairs), frozenset(lethal), rest, frozenset(exact)


def _size(space: Space) -> int | None:
    """How many legal assignments `space` has; None when too many to count."""
    try:
        return space.count()
    except TooManyToCount:
        return None


def _groups(state: State, dealers: Mapping[str, int], given: Assignment) -> list[list[str]]:
    """Creatures linked by a permanent they may both be assigned damage to."""
    owner: dict[str, str] = {}
    parent = {d: d for d in dealers}

    def root(d: str) -> str:
        while parent[d] != d:
            d = parent[d]
        return d

    for d in dealers:
        reach = [*state.blocking.get(d, ()), *state.blockers.get(d, ()), *given.get(d, {})]
        target = state.attacking.get(d)
        if target is not None and target in state.perms:
            reach.append(target)
        for r in reach:
            if r in owner:
                parent[root(d)] = root(owner[r])
            else:
                owner[r] = d
    groups: dict[str, list[str]] = {}
    for d in dealers:
        groups.setdefault(root(d), []).append(d)
    return list(groups.values())


def _outcome(rules: Hooks, state: State, step: str, assignment: Assignment,
             me: str, whole: bool, seen: dict[tuple[Any, ...], _Outcome] | None = None,
             worth: Mapping[str, int] | None = None) -> _Outcome:
    """Deal this group's damage on a copy of the state and see what it does: `whole`, on
    the whole state with what the damage triggers resolved, else on the permanents it
    touches, with state-based actions. `seen`: the outcomes of the states the damage left,
    by `_dealt` (what follows depends on nothing else)."""
    touched = {*assignment, *(r for split in assignment.values() for r in split)}
    trial = state.clone(None if whole else touched)
    dealt = rules.combat_damage(trial, step, list(assignment.items()), DEFAULT)
    key = _dealt(trial, touched, dealt) if seen is not None else None
    if key is not None and seen is not None and key in seen:
        return seen[key]
    if whole:  # with what the damage triggers, resolved
        after_damage(rules, trial, dealt, DEFAULT)
    else:
        rules.state_based_actions(trial)
    gone = [p for pid, p in trial.perms.items() if p.zone != Zone.BATTLEFIELD
            and pid in state.perms and state.perms[pid].zone == Zone.BATTLEFIELD]
    allied = state.board.allied  # a Two-Headed Giant teammate's permanents are on my side
    value = sum(_worth(state, p.id, worth) for p in gone if not allied(p.controller, me))
    lost = sum(_worth(state, p.id, worth) for p in gone if allied(p.controller, me))
    hurt: list[int] = []
    for unit in _opponents(state, me):  # a Two-Headed Giant team's totals are shared (810.9)
        was, now = state.players[unit[0]], trial.players[unit[0]]
        hurt += (was.life - now.life, now.poison - was.poison)
    life, poison = sum(hurt[::2]), sum(hurt[1::2])
    harm = 0
    for pid, p in trial.perms.items():
        if p.zone != Zone.BATTLEFIELD or pid not in state.perms:
            continue  # counted in value or lost
        before = state.perms[pid]
        marked = p.damage + p.minus - before.damage - before.minus
        harm += -marked if allied(p.controller, me) else marked
    found = _Outcome(value, -lost, max(life, 0), poison, harm, tuple(hurt))
    if key is not None and seen is not None:
        seen[key] = found
    return found


def _worth(state: State, pid: str, worth: Mapping[str, int] | None) -> int:
    """What a permanent is worth, as the objectives count it (objective.py): its value on
    the board (`worth`, when the board is a part of another), pumps aside; a token made in
    combat, nothing."""
    if worth is not None:
        return worth.get(pid, 0)
    perm = state.board.get(pid)
    return value_of(perm) if perm is not None else 0


def _dealt(trial: State, touched: set[str], dealt: list[Event]) -> tuple[Any, ...]:
    """What combat damage left, as far as what follows can tell (704, 510.3a): each
    permanent it touched (a creature with lethal damage as just that: state-based actions
    destroy it whatever the amount, 704.5g-h), the players, and who dealt damage to whom."""
    marks: list[tuple[Any, ...]] = []
    for pid in sorted(touched):
        live = trial.perms.get(pid)
        if live is None:
            marks.append((pid,))
            continue
        lethal = (CREATURE in live.perm.types and "indestructible" not in live.flags
                  and (live.deathtouched or live.damage >= live.toughness > 0))
        marks.append((pid, live.zone, -1 if lethal else live.damage, live.plus, live.minus,
                      live.prevent, live.regen, live.loyalty, live.defense, live.tapped))
    players = tuple((p.life, p.poison, p.lost, tuple(sorted(p.commander_damage.items())))
                    for p in trial.players.values())
    hits = frozenset((e.source, e.target) for e in dealt
                     if e.type == EventType.DAMAGE and e.amount)
    return tuple(marks), players, hits


def _opponents(state: State, me: str) -> list[tuple[str, ...]]:
    """Each opponent of `me` still in the game (800.4a), or each opposing team."""
    return [side for side in state.board.opponents(me)
            if state.board.teams or not state.players[side[0]].lost]


def _pareto(traits: _Traits, front: list[tuple[_Outcome, Assignment]],
            ) -> list[tuple[_Outcome, Assignment]]:
    """Drop outcomes another one beats in value, life and poison; of equal outcomes keep the
    one first by `_canonical`."""
    first: dict[_Outcome, tuple[tuple[Any, ...], Assignment]] = {}  # in order of appearance
    for outcome, assignment in front:
        canonical = _canonical(traits, assignment)
        same = first.get(outcome)
        if same is None or canonical > same[0]:
            first[outcome] = (canonical, assignment)
    kept: list[tuple[_Outcome, Assignment]] = []
    for outcome, (_, assignment) in first.items():
        if not any(k.covers(outcome) for k, _ in kept):
            kept = [(k, a) for k, a in kept if not outcome.covers(k)]
            kept.append((outcome, assignment))
    return kept


def _canonical(traits: _Traits, assignment: Assignment) -> tuple[Any, ...]:
    """What breaks ties between assignments of equal outcome, greatest first: damage that
    leaves its recipient closest to destruction (setting up the next step), then the
    characteristics of each creature and recipient, never their names or the order they are
    listed in, so that the choice is the same for any listing of the same board."""
    return tuple(sorted(((traits.left(r, n), traits[r]), traits[d], n)
                        for d, split in assignment.items() for r, n in split.items() if n))


class _Traits(dict[str, tuple[Any, ...]]):
    """Each permanent's characteristics in one state, for `_canonical` (computed once):
    not the keywords that act before blocks, done by the damage step (and gone from the
    board the block search splits into fights, analysis/staged.py)."""

    def __init__(self, state: State) -> None:
        super().__init__()
        self.state = state

    def __missing__(self, pid: str) -> tuple[Any, ...]:
        live = self.state.perms.get(pid)
        if live is None:  # a player
            found: tuple[Any, ...] = (1, pid)
        else:
            p = live.perm
            found = (0, value_of(p), live.power, live.toughness, live.damage,
                     live.loyalty or 0, live.defense or 0,
                     sorted(live.flags - BEFORE_BLOCKS), sorted(p.types),
                     sorted(p.colors), sorted(p.keywords.protection), live.prevent, live.regen,
                     p.controller)
        self[pid] = found
        return found

    def left(self, pid: str, amount: int) -> int:
        """Minus what would be left of its toughness (or loyalty) after `amount` more
        damage."""
        live = self.state.perms.get(pid)
        if live is None:  # a player
            return 0
        if CREATURE in live.perm.types:
            return amount + live.damage - live.toughness
        return amount - (live.loyalty or live.defense or 0)


def _combine(traits: _Traits, me: str, fronts: list[list[tuple[_Outcome, Assignment]]],
             damage_first: bool) -> Assignment:
    """Pick one outcome per group: the most opponents out first, then value, then damage
    (in that order)."""
    state = traits.state
    units = _opponents(state, me)
    combos: list[tuple[_Outcome, Assignment]] = [(_Outcome(0, 0, 0, 0, 0, (0,) * 2 * len(units)),
                                                  {})]
    for front in fronts:
        combos = _pareto(traits, [(o.plus(p), {**a, **b}) for o, a in combos for p, b in front])
    limits = [(state.players[u[0]].life, (TEAM_POISON_TO_LOSE if len(u) > 1 else POISON_TO_LOSE)
               - state.players[u[0]].poison) for u in units]  # 704.5a, 704.5c, 704.6a-b

    def score(item: tuple[_Outcome, Assignment]) -> tuple[int, int, int, int, int]:
        o = item[0]
        out = sum(o.hurt[2 * k] >= life or o.hurt[2 * k + 1] >= poison
                  for k, (life, poison) in enumerate(limits))
        if damage_first:
            return out, o.life + o.poison, o.value, o.lost, o.harm
        return out, o.value, o.lost, o.life + o.poison, o.harm

    top = max(score(item) for item in combos)
    return max((item for item in combos if score(item) == top),
               key=lambda item: _canonical(traits, item[1]))[1]
