"""Every legal combat damage assignment of a step: counted without being listed, listed lazily
in a stable order, and, for a search, the few that matter.

One player's assignment (510.1e) is a run of choices: for each creature, in the order
declared, the amount for each of its recipients in turn, the last recipient taking what is
left. What makes a choice legal is only whether some creatures (and planeswalkers) are
assigned lethal damage first (702.19b-c, old 510.1c-d): those are "tracked". Creatures that
share no tracked recipient choose independently, so the space splits into groups: the count
is the product of theirs, the list their product.

A group of one creature whose prerequisites are "every tracked recipient before this one"
(trample, the damage assignment order, trample over planeswalkers) is a chain, counted in
closed form: each recipient takes an amount in a range (no more than lethal, exactly lethal
or more, anything, nothing), and the number of ways to divide N damage among m recipients
with lower bounds is a binomial coefficient, whatever N is. Other groups (creatures sharing a
tracked blocker) are counted by dynamic programming over the amounts assigned so far, with a
bound on the work.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import lru_cache
from typing import NamedTuple

from redzone.core.errors import RedzoneError
from redzone.core.model import BATTLE, CREATURE, PLANESWALKER
from redzone.rules.cr.assign import need, recipients, unblocked_option
from redzone.rules.cr.hooks import Assignment, Hooks
from redzone.rules.cr.keywords import deathtouch
from redzone.rules.cr.state import State

TABLE_WORK = 1_000_000  # states a group's dynamic program may visit before giving up
TABLE_SLOTS = 400  # recipients in one such group at most


class TooManyToCount(RedzoneError):
    """A group of creatures whose assignments the dynamic program can't count within its
    bound (several creatures sharing tracked recipients, with large amounts)."""


class _Slot(NamedTuple):
    """One recipient of one creature's damage."""

    dealer: str
    recipient: str
    amount: int  # the dealer's whole damage when this is its first slot, else -1
    last: bool  # takes whatever the dealer has left
    threshold: int  # index among the group's tracked recipients, or -1
    deathtouch: bool  # any damage from this dealer is lethal to it (702.2c)
    requires: int  # bit mask of tracked recipients that must end lethal if this gets any
    fixed: int  # the amount given for it (an assignment already chosen), or -1: free


class Space:
    """The legal assignments of one player's creatures in one step."""

    def __init__(self, rules: Hooks, state: State, dealers: Mapping[str, int],
                 given: Assignment | None = None) -> None:
        """`given`: splits already chosen for some of `dealers`, which count toward lethal
        damage for the others (510.1e) and appear unchanged in every assignment."""
        given = given or {}
        self.rules, self.state, self.given = rules, state, given
        self.dealers = dict(dealers)
        plans: dict[str, list[tuple[str, bool, tuple[str, ...]]]] = {}
        for dealer, amount in dealers.items():
            rec = recipients(state, dealer)
            targets = (*rules.damage_order(state, dealer, rec.creatures), *rec.beyond)
            if dealer in given:
                targets = (*targets, *(r for r in given[dealer] if r not in targets))
            elif amount <= 0 or not targets:
                continue  # 510.1a-d: it assigns no combat damage
            touch = deathtouch.lethal_assignment(rules, state.perms[dealer].flags)
            plans[dealer] = [
                (r, touch and r in state.perms and CREATURE in state.perms[r].perm.types,
                 () if rec.free else rules.prerequisites(state, dealer, rec, r)[1])
                for r in targets]
        self.groups: list[_Group] = [
            _group(rules, state, {d: plans[d] for d in members}, dealers, given)
            for members in _linked(plans)]

    def count(self) -> int:
        """How many legal assignments there are."""
        return math.prod(group.count() for group in self.groups)

    def __iter__(self) -> Iterator[Assignment]:
        """Every legal assignment, in a stable order (amounts ascending, recipients as listed,
        the groups of the first creatures varying slowest), each as {creature: {recipient:
        amount}} with only positive amounts."""
        if self.count() == 0:
            return
        groups = self.groups
        running = [iter(g) for g in groups]
        current = [next(it) for it in running]
        while True:
            yield {d: split for part in current for d, split in part.items()}
            i = len(groups) - 1
            while i >= 0:
                found = next(running[i], None)
                if found is not None:
                    current[i] = found
                    break
                running[i] = iter(groups[i])
                current[i] = next(running[i])
                i -= 1
            if i < 0:
                return

    def that_matter(self, limit: int) -> Iterator[Assignment]:
        """Legal assignments in which every amount is one that can matter to the outcome:
        nothing, exactly what makes the recipient's damage lethal (or its loyalty or defense
        gone), or all that is left; at most `limit` tried. For searches of spaces too large
        to list."""
        slots = [(d, r, a if i == 0 else -1) for g in self.groups for d, a, rs in g.plans()
                 for i, r in enumerate(rs)]
        need_of = _Needs(self.rules, self.state)
        given = self.given
        path: list[tuple[str, str, int]] = []
        tried = 0

        def walk(i: int, left: int, assigned: dict[str, int]) -> Iterator[Assignment]:
            nonlocal tried
            if tried >= limit:
                return
            if i == len(slots):
                tried += 1
                assignment = _assignment(path)
                if not self.rules.assignment_violations(self.state, self.dealers, assignment):
                    yield assignment
                return
            dealer, recipient, amount = slots[i]
            if amount >= 0:  # a new creature: all its damage to divide
                left = amount
            last = i + 1 == len(slots) or slots[i + 1][2] >= 0
            if dealer in given:
                options = [given[dealer].get(recipient, 0)]
            elif last:
                options = [left]
            else:
                options = list(dict.fromkeys(
                    (min(left, need_of(dealer, recipient, assigned)), 0, left)))
            for x in options:
                path.append((dealer, recipient, x))
                assigned[recipient] = assigned.get(recipient, 0) + x
                yield from walk(i + 1, left - x, assigned)
                assigned[recipient] -= x
                path.pop()

        yield from walk(0, 0, {})


def _assignment(path: Sequence[tuple[str, str, int]]) -> Assignment:
    out: Assignment = {}
    for dealer, recipient, x in path:
        split = out.setdefault(dealer, {})
        if x:
            split[recipient] = x
    return out


class _Needs:
    """What more a recipient needs to be assigned lethal damage (or damage equal to its
    loyalty or defense), given what this assignment gave it so far; a player needs none."""

    def __init__(self, rules: Hooks, state: State) -> None:
        self.rules, self.state = rules, state

    def __call__(self, dealer: str, recipient: str, assigned: Mapping[str, int]) -> int:
        live = self.state.perms.get(recipient)
        if live is None:
            return 0
        types = live.perm.types
        if CREATURE in types:
            if deathtouch.lethal_assignment(self.rules, self.state.perms[dealer].flags):
                return 0 if assigned.get(recipient) else 1  # 702.2c
            whole = self.rules.lethal_need(live)
        elif PLANESWALKER in types:
            whole = live.loyalty or 0
        else:
            whole = live.defense or 0 if BATTLE in types else 0
        return max(0, whole - assigned.get(recipient, 0))


def _linked(plans: Mapping[str, list[tuple[str, bool, tuple[str, ...]]]]) -> list[list[str]]:
    """The creatures that share a tracked recipient (one whose lethal damage another choice
    depends on), directly or through others, in groups, in the order they are listed."""
    tracked = {t for plan in plans.values() for _, _, first in plan for t in first}
    parent = {d: d for d in plans}

    def root(d: str) -> str:
        while parent[d] != d:
            d = parent[d]
        return d

    owner: dict[str, str] = {}
    for dealer, plan in plans.items():
        for r, _, first in plan:
            for t in (r, *first):
                if t not in tracked:
                    continue
                if t in owner:
                    parent[root(dealer)] = root(owner[t])
                else:
                    owner[t] = dealer
    groups: dict[str, list[str]] = {}
    for dealer in plans:
        groups.setdefault(root(dealer), []).append(dealer)
    return list(groups.values())


class _Group:
    """The assignments of some creatures that choose together."""

    def count(self) -> int:
        raise NotImplementedError

    def __iter__(self) -> Iterator[Assignment]:
        raise NotImplementedError

    def plans(self) -> list[tuple[str, int, tuple[str, ...]]]:
        """Each creature, its damage and its recipients, in order."""
        raise NotImplementedError


def _group(rules: Hooks, state: State,
           plans: Mapping[str, list[tuple[str, bool, tuple[str, ...]]]],
           dealers: Mapping[str, int], given: Assignment) -> _Group:
    tracked: dict[str, int] = {}
    for plan in plans.values():
        for _, _, first in plan:
            for t in first:
                tracked.setdefault(t, len(tracked))
    slots: list[_Slot] = []
    for dealer, plan in plans.items():
        for i, (r, touch, first) in enumerate(plan):
            mask = 0
            for t in first:
                mask |= 1 << tracked[t]
            slots.append(_Slot(dealer, r, dealers[dealer] if i == 0 else -1,
                               i == len(plan) - 1, tracked.get(r, -1), touch, mask,
                               given[dealer].get(r, 0) if dealer in given else -1))
    needs = tuple(need(rules, state.perms[t]) for t in tracked)
    dealer = next(iter(plans))
    if (len(plans) == 1 and dealer not in given and unblocked_option(state, dealer) is None
            and _prefixes(slots)):
        return _Chain(dealer, tuple(slots), needs)
    return _Table(rules, state, tuple(slots), needs, given, len(tracked))


def _prefixes(slots: Sequence[_Slot]) -> bool:
    """Does every recipient with prerequisites require all the tracked recipients before it,
    and only those?"""
    before = 0
    for slot in slots:
        if slot.requires and slot.requires != before:
            return False
        if slot.threshold >= 0:
            before |= 1 << slot.threshold
    return True


# --- one creature, prerequisites in order: counted in closed form --------------------------

Range = tuple[int, int | None]  # lo, hi (None: no upper bound)


def compositions(total: int, parts: int) -> int:
    """Ways to divide `total` among `parts` recipients in order, each any amount."""
    if total < 0:
        return 0
    if parts == 0:
        return int(total == 0)
    return math.comb(total + parts - 1, parts - 1)


class _Chain(_Group):
    """One creature's assignments when each prerequisite is "every tracked recipient before
    this one is assigned lethal damage": the state along the recipients is one bit, whether
    all tracked ones so far were. Each recipient's amount then lies in a range: anything;
    nothing (its prerequisites unmet); below lethal or lethal or more (a tracked one)."""

    def __init__(self, dealer: str, slots: tuple[_Slot, ...], needs: tuple[int, ...]) -> None:
        self.dealer = dealer
        self.slots = slots
        self.amount = slots[0].amount
        self.needs = needs
        self._terms: Callable[[int, bool], dict[tuple[int, int], int]] = lru_cache(
            maxsize=None)(self._terms_from)
        self._support: Callable[[int, bool], tuple[Range, ...]] = lru_cache(
            maxsize=None)(self._support_from)

    def plans(self) -> list[tuple[str, int, tuple[str, ...]]]:
        return [(self.dealer, self.amount, tuple(s.recipient for s in self.slots))]

    def _ranges(self, j: int, clear: bool) -> list[tuple[int, int | None, bool]]:
        """The amounts slot `j` may take with `clear` (every tracked recipient before it
        lethal), as (lo, hi, clear after), disjoint, ascending."""
        slot = self.slots[j]
        if slot.requires and not clear:
            return [(0, 0, False)]  # its prerequisites unmet: nothing (702.19b, 510.1c)
        if slot.threshold < 0 or not clear:
            return [(0, None, clear)]
        n = self.needs[slot.threshold]
        lethal = 1 if slot.deathtouch and n > 0 else n
        below = [(0, lethal - 1, False)] if lethal > 0 else []
        return [*below, (lethal, None, True)]

    def _terms_from(self, j: int, clear: bool) -> dict[tuple[int, int], int]:
        """The count from slot `j` on as sum(c * compositions(amount - offset, parts)),
        as {(offset, parts): c} (a bounded range by inclusion and exclusion)."""
        if j == len(self.slots):
            return {(0, 0): 1}
        out: dict[tuple[int, int], int] = defaultdict(int)
        for lo, hi, after in self._ranges(j, clear):
            for (offset, parts), c in self._terms(j + 1, after).items():
                if hi is not None and hi == lo:
                    out[offset + lo, parts] += c
                else:
                    out[offset + lo, parts + 1] += c
                    if hi is not None:
                        out[offset + hi + 1, parts + 1] -= c
        return {k: c for k, c in out.items() if c}

    def _count_from(self, j: int, clear: bool, left: int) -> int:
        return sum(c * compositions(left - offset, parts)
                   for (offset, parts), c in self._terms(j, clear).items())

    def count(self) -> int:
        return self._count_from(0, True, self.amount)

    def _support_from(self, j: int, clear: bool) -> tuple[Range, ...]:
        """The amounts left at slot `j` that some legal way divides, as disjoint ranges."""
        if j == len(self.slots):
            return ((0, 0),)
        found: list[Range] = []
        for lo, hi, after in self._ranges(j, clear):
            for a, b in self._support(j + 1, after):
                found.append((lo + a, None if hi is None or b is None else hi + b))
        return _union(found)

    def __iter__(self) -> Iterator[Assignment]:
        """Depth first, each amount ascending, only into what can be completed."""
        if not any(a <= self.amount and (b is None or self.amount <= b)
                   for a, b in self._support(0, True)):
            return
        path: list[tuple[str, str, int]] = []
        stack: list[tuple[int, bool, int, Iterator[int]]] = [
            (0, True, self.amount, self._amounts(0, True, self.amount))]
        while stack:
            j, clear, left, amounts = stack[-1]
            x = next(amounts, None)
            if x is None:
                stack.pop()
                if path:
                    path.pop()
                continue
            slot = self.slots[j]
            after = next(a for lo, hi, a in self._ranges(j, clear)
                         if lo <= x and (hi is None or x <= hi))
            path.append((self.dealer, slot.recipient, x))
            if j + 1 == len(self.slots):
                yield _assignment(path)
                path.pop()
                continue
            stack.append((j + 1, after, left - x, self._amounts(j + 1, after, left - x)))

    def _amounts(self, j: int, clear: bool, left: int) -> Iterator[int]:
        """The amounts slot `j` may take, ascending, after which the rest can be divided."""
        for lo, hi, after in self._ranges(j, clear):
            top = left if hi is None else min(hi, left)
            spans = sorted((max(lo, left - (left if b is None else b)), min(top, left - a))
                           for a, b in self._support(j + 1, after))
            start = lo
            for a, b in spans:
                yield from range(max(a, start), b + 1)
                start = max(start, b + 1)


def _union(ranges: list[Range]) -> tuple[Range, ...]:
    """Disjoint ranges covering the same amounts, ascending."""
    out: list[Range] = []
    for lo, hi in sorted(ranges, key=lambda r: r[0]):
        if out:
            a, b = out[-1]
            if b is None or lo <= b + 1:
                out[-1] = (a, None if b is None or hi is None else max(b, hi))
                continue
        out.append((lo, hi))
    return tuple(out)


# --- creatures sharing tracked recipients: a dynamic program over what each was given ------

class _Table(_Group):
    """The general case, for creatures that share tracked recipients (a blocker blocking two
    tramplers), or that may assign as though unblocked, or whose assignment is given. The
    state along the recipients is how much each tracked one has been assigned, capped at
    what it needs, which of them must end lethal, and what the creature has left."""

    def __init__(self, rules: Hooks, state: State, slots: tuple[_Slot, ...],
                 needs: tuple[int, ...], given: Assignment, tracked: int) -> None:
        if len(slots) > TABLE_SLOTS:
            raise TooManyToCount(
                f"{len(slots)} recipients of creatures that share tracked recipients: too "
                f"many to count their assignments (at most {TABLE_SLOTS})")
        self.slots = slots
        self.needs = needs
        self.work = 0
        # "As though it weren't blocked": all its damage to what it attacks, instead of its
        # slots; keyed by the dealer's first slot, with the index after its last one.
        self.alternatives: dict[int, tuple[_Slot, int]] = {}
        index = {s.recipient: s.threshold for s in slots if s.threshold >= 0}
        for i, slot in enumerate(slots):
            target = unblocked_option(state, slot.dealer)
            if slot.amount >= 0 and target is not None and slot.dealer not in given:
                end = next((j for j in range(i + 1, len(slots)) if slots[j].amount >= 0),
                           len(slots))
                alt = _Slot(slot.dealer, target, slot.amount, True, index.get(target, -1),
                            False, 0, -1)
                self.alternatives[i] = (alt, end)
        # A tracked recipient only one slot gives damage to is settled by that slot: all that
        # matters is whether it became lethal, which keeps the number of states small.
        givers = [sum(s.threshold == t for s in slots) for t in range(tracked)]
        self.private = tuple(n <= 1 for n in givers)
        self._count = lru_cache(maxsize=None)(self._count_from)

    def plans(self) -> list[tuple[str, int, tuple[str, ...]]]:
        out: list[tuple[str, int, tuple[str, ...]]] = []
        for slot in self.slots:
            if slot.amount >= 0:
                out.append((slot.dealer, slot.amount, ()))
            dealer, amount, rs = out[-1]
            out[-1] = (dealer, amount, (*rs, slot.recipient))
        return out

    def count(self) -> int:
        return self._count(0, tuple(0 for _ in self.needs), 0, 0)

    def __iter__(self) -> Iterator[Assignment]:
        start = (tuple(0 for _ in self.needs), 0, 0)
        if self._count(0, *start) == 0:
            return
        path: list[tuple[str, str, int]] = []
        yield from self._walk(0, *start, path)

    def _step(self, slot: _Slot, capped: tuple[int, ...], required: int, x: int,
              ) -> tuple[tuple[int, ...], int]:
        t = slot.threshold
        if t >= 0 and x:
            n = self.needs[t]
            total = min(n, capped[t] + (n if slot.deathtouch else x))
            if self.private[t] and total < n:
                total = 0
            capped = (*capped[:t], total, *capped[t + 1:])
        if x:
            required |= slot.requires
        return capped, required

    @staticmethod
    def _choices(slot: _Slot, left: int) -> tuple[int, range]:
        """What the dealer has left at this slot, and the amounts it may give here."""
        left = slot.amount if slot.amount >= 0 else left
        if slot.fixed >= 0:
            return max(left, slot.fixed), range(slot.fixed, slot.fixed + 1)
        return left, range(left, left + 1) if slot.last else range(left + 1)

    def _count_from(self, i: int, capped: tuple[int, ...], required: int, left: int) -> int:
        if i == len(self.slots):
            return int(all(capped[t] == n for t, n in enumerate(self.needs)
                           if required >> t & 1))
        slot = self.slots[i]
        left, amounts = self._choices(slot, left)
        self.work += len(amounts)
        if self.work > TABLE_WORK:
            raise TooManyToCount(
                f"the damage of {slot.dealer} and the creatures sharing its tracked "
                f"recipients can be divided in too many ways to count (more than "
                f"{TABLE_WORK:,} steps)")
        total = 0
        for x in amounts:
            nxt_capped, nxt_required = self._step(slot, capped, required, x)
            total += self._count(i + 1, nxt_capped, nxt_required, left - x)
        if i in self.alternatives:
            alt, end = self.alternatives[i]
            total += self._count(end, *self._step(alt, capped, required, alt.amount), 0)
        return total

    def _walk(self, i: int, capped: tuple[int, ...], required: int, left: int,
              path: list[tuple[str, str, int]]) -> Iterator[Assignment]:
        if i == len(self.slots):
            yield _assignment(path)
            return
        slot = self.slots[i]
        left, amounts = self._choices(slot, left)
        moves = [(slot, x, i + 1) for x in amounts]
        if i in self.alternatives:
            alt, end = self.alternatives[i]
            moves.append((alt, alt.amount, end))
        for move, x, nxt in moves:
            nxt_capped, nxt_required = self._step(move, capped, required, x)
            nxt_left = left - x if nxt == i + 1 else 0
            if self._count(nxt, nxt_capped, nxt_required, nxt_left):
                path.append((move.dealer, move.recipient, x))
                yield from self._walk(nxt, nxt_capped, nxt_required, nxt_left, path)
                path.pop()
