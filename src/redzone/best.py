"""The best combat damage assignment for the player who makes it.

Objective, in this order (each a tie-break of the one before):
1. win the game: an opponent loses (704.5a, 704.5c) through this step's damage;
2. destroy the most opposing value: the `value` of each opposing permanent put into a
   graveyard or exile (default: power + toughness for a creature, loyalty for a planeswalker,
   defense for a battle);
3. lose the least own value (within one step a player's own assignment can't change this; it
   is kept for the order of the objective);
4. deal the most damage to opponents (life lost plus poison counters).
Ties go to the first assignment in the stable order of `redzone assignments`.

The choice is made step by step: each combat damage step's assignment is the best for that
step's outcome. Creatures that share no recipient are independent, so each group of creatures
is searched on its own and the groups are combined by their damage to the opponents.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from .assign import Assignment
from .choices import Space
from .model import BATTLE, CREATURE, PLANESWALKER, Permanent

if TYPE_CHECKING:
    from .rules.base import RuleSet
    from .state import State

SEARCH_LIMIT = 20_000  # assignments tried per group of creatures before taking the best so far


def value_of(perm: Permanent) -> int:
    """A permanent's worth to the solver: `value`, else power + toughness, loyalty, defense."""
    if perm.value is not None:
        return perm.value
    if CREATURE in perm.types:
        return perm.current_power + (perm.toughness or 0)
    if PLANESWALKER in perm.types:
        return perm.loyalty or 0
    if BATTLE in perm.types:
        return perm.defense or 0
    return 0


class _Outcome(NamedTuple):
    """What one group's assignment does to the opponents."""

    value: int  # opposing value destroyed
    life: int  # life lost by the opponents
    poison: int


def best_assignment(rules: RuleSet, state: State, dealers: dict[str, int],
                    given: Assignment) -> Assignment:
    """The best legal assignment of one player's `dealers` in this step, keeping `given`."""
    if not dealers:
        return {}
    me = state.perms[next(iter(dealers))].controller
    fronts: list[list[tuple[_Outcome, Assignment]]] = []
    for group in _groups(state, dealers, given):
        space = Space(rules, state, {d: dealers[d] for d in group},
                      {d: given[d] for d in group if d in given})
        front: list[tuple[_Outcome, Assignment]] = []
        for i, candidate in enumerate(space):
            if i == SEARCH_LIMIT:
                break
            front.append((_outcome(rules, state, candidate, me), candidate))
        fronts.append(_pareto(front))
    return _combine(state, me, fronts)


def _groups(state: State, dealers: dict[str, int], given: Assignment) -> list[list[str]]:
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


def _outcome(rules: RuleSet, state: State, assignment: Assignment, me: str) -> _Outcome:
    """Deal this group's damage on a copy of the state and see what it does."""
    trial = state.clone()
    rules.deal(trial, list(assignment.items()))
    rules.state_based_actions(trial)
    value = sum(value_of(p.perm) for pid, p in trial.perms.items()
                if p.controller != me and p.zone != "battlefield"
                and state.perms[pid].zone == "battlefield")
    life = sum(state.players[n].life - p.life for n, p in trial.players.items() if n != me)
    poison = sum(p.poison - state.players[n].poison for n, p in trial.players.items()
                 if n != me)
    return _Outcome(value, max(life, 0), poison)


def _pareto(front: list[tuple[_Outcome, Assignment]]) -> list[tuple[_Outcome, Assignment]]:
    """Drop outcomes another one beats or equals in value, life and poison (first kept)."""
    kept: list[tuple[_Outcome, Assignment]] = []
    for outcome, assignment in front:
        if not any(k.value >= outcome.value and k.life >= outcome.life
                   and k.poison >= outcome.poison for k, _ in kept):
            kept = [(k, a) for k, a in kept if not (outcome.value >= k.value
                    and outcome.life >= k.life and outcome.poison >= k.poison)]
            kept.append((outcome, assignment))
    return kept


def _combine(state: State, me: str, fronts: list[list[tuple[_Outcome, Assignment]]],
             ) -> Assignment:
    """Pick one outcome per group: win first, then value, then damage (in that order)."""
    combos: list[tuple[_Outcome, Assignment]] = [(_Outcome(0, 0, 0), {})]
    for front in fronts:
        combos = _pareto([(_Outcome(o.value + p.value, o.life + p.life, o.poison + p.poison),
                           {**a, **b}) for o, a in combos for p, b in front])
    life = min((p.life for n, p in state.players.items() if n != me), default=0)
    poison = max((p.poison for n, p in state.players.items() if n != me), default=0)

    def score(item: tuple[_Outcome, Assignment]) -> tuple[bool, int, int]:
        o = item[0]
        wins = o.life >= life or poison + o.poison >= 10
        return wins, o.value, o.life + o.poison

    return max(combos, key=score)[1]
