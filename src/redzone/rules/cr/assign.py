"""Combat damage assignment (510.1): who may be assigned damage, how much a creature assigns,
what counts as lethal damage, and the legality of one player's whole assignment (510.1e).

Lethal damage is asked of the rule set (`Lethal`), since editions count it differently. Trample
(keywords/trample.py), banding (keywords/banding.py) and deathtouch (keywords/deathtouch.py)
say their part of it.
"""

from __future__ import annotations

from collections.abc import Mapping

from redzone.core.errors import Violation
from redzone.core.keywords import DAMAGE_FROM_TOUGHNESS, NO_COMBAT_DAMAGE
from redzone.core.model import CREATURE

from .hooks import Assignment, Hooks, Lethal, Recipients
from .keywords import banding, deathtouch, trample
from .state import Live, State

NOBODY = Recipients((), (), "510.1a")


def recipients(state: State, dealer: str) -> Recipients:
    """510.1b-d, 702.19b-f, 702.22j-k: the recipients of `dealer`'s combat damage."""
    if state.banding and (free := banding.divided_freely(state, dealer)) is not None:
        return free
    if dealer in state.blocking:
        return Recipients(tuple(state.blocking[dealer]), (), "510.1d")
    if dealer not in state.attacking:
        return NOBODY
    beyond = trample.reach(state, dealer)
    if dealer not in state.blocked:
        return Recipients((), beyond, "702.19c" if len(beyond) > 1 else "510.1b")
    blockers = tuple(state.blockers[dealer])
    if "trample" not in state.perms[dealer].flags:
        return Recipients(blockers, (), "510.1c")
    return Recipients(blockers, beyond, "702.19b" if blockers else "702.19d")


def unblocked_option(state: State, dealer: str) -> str | None:
    """What a blocked attacker that "assigns its combat damage as though it weren't blocked"
    may give all its damage to instead (510.1b-c): what it attacks; None without the option."""
    if dealer in state.blocked and state.perms[dealer].perm.assigns_as_though_unblocked:
        return state.attacking.get(dealer)
    return None


def damage_amount(state: State, dealer: str) -> int:
    """510.1a: a creature assigns combat damage equal to its power, or to its toughness if it
    "assigns combat damage equal to its toughness rather than its power"."""
    perm = state.perms[dealer]
    if NO_COMBAT_DAMAGE in perm.flags:  # an effect says it assigns none
        return 0
    if perm.perm.damage_from_toughness or DAMAGE_FROM_TOUGHNESS in perm.flags:
        return perm.toughness
    return perm.power


class Tally:
    """Damage assigned so far in one step: totals per recipient, and which creatures a
    deathtouch source assigned damage to (702.2c)."""

    __slots__ = ("deathtouch", "totals")

    def __init__(self) -> None:
        self.totals: dict[str, int] = {}
        self.deathtouch: set[str] = set()

    @classmethod
    def of(cls, rules: Lethal, state: State, assignment: Assignment) -> Tally:
        """The tally of a whole assignment (510.1e)."""
        tally = cls()
        for d, split in assignment.items():
            tally.add(rules, state.perms[d], split)
        return tally

    def add(self, rules: Lethal, source: Live, split: dict[str, int]) -> None:
        totals = self.totals
        touch = deathtouch.lethal_assignment(rules, source.flags)
        for r, n in split.items():
            if n:
                totals[r] = totals.get(r, 0) + n
                if touch:
                    self.deathtouch.add(r)

    def lethal(self, rules: Lethal, perm: Live) -> bool:
        """Is `perm` assigned lethal damage (a creature: counting marked damage and every
        creature's assignment in this step, not prevention, 702.19b) or damage equal to its
        loyalty (a planeswalker, 702.19c)?"""
        if perm.id in self.deathtouch and CREATURE in perm.perm.types:  # 702.2c
            return True
        return self.totals.get(perm.id, 0) >= need(rules, perm)

    def still_needed(self, rules: Lethal, creature: Live, source: Live) -> int:
        """How much more `source` must assign for `creature` to be assigned lethal damage."""
        if self.lethal(rules, creature):
            return 0
        if deathtouch.lethal_assignment(rules, source.flags):
            return 1  # 702.2c
        return rules.lethal_need(creature) - self.totals.get(creature.id, 0)


def need(rules: Lethal, perm: Live) -> int:
    """The damage that must be assigned to `perm` before what depends on it (702.19b-c)."""
    if CREATURE in perm.perm.types:
        return rules.lethal_need(perm)
    return perm.loyalty or 0


def violations(rules: Hooks, state: State, dealers: Mapping[str, int],
               assignment: Assignment) -> list[Violation]:
    """510.1e: check the whole assignment of one player at once against 510.1 and 702.19."""
    tally = Tally.of(rules, state, assignment)
    found: list[Violation] = []
    for d, split in assignment.items():
        amount = dealers.get(d, 0)
        given = sum(split.values())
        rec = recipients(state, d)
        allowed = (*rec.creatures, *rec.beyond)
        if amount <= 0:  # 510.1a: it assigns no combat damage
            if given:
                found.append(Violation("510.1a", d, "assigns no combat damage in this step"))
            continue
        target = unblocked_option(state, d)
        if target is not None and {r: n for r, n in split.items() if n} == {target: amount}:
            continue  # all of it as though it weren't blocked
        reported: set[str] = set()  # each shortfall once per creature
        for r, n in split.items():
            if not n:
                continue
            if r not in allowed:
                found.append(Violation(trample.why_not(state, d, r, rec), d,
                                       f"can't assign combat damage to {r}"))
                continue
            rule, first = ("", ()) if rec.free else rules.prerequisites(state, d, rec, r)
            short = [c for c in first if not tally.lethal(rules, state.perms[c])]
            if short and not reported.issuperset(short):
                reported.update(short)
                found.append(Violation(rule, d, (
                    f"assigns {n} to {r} before lethal damage is assigned to "
                    f"{', '.join(short)}")))
        if given != amount and allowed:  # with nothing to assign to, it assigns none
            found.append(Violation("510.1a", d,
                                   f"must assign exactly its power {amount}, not {given}"))
    return found
