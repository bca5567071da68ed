"""Every legal combat damage assignment of a step: counted by dynamic programming, listed
lazily in a stable order, never enumerated just to be counted.

One player's assignment (510.1e) is a run of choices: for each creature, in the order
declared, the amount for each of its recipients in turn, the last recipient taking what is
left. What makes a choice legal later is only whether some creatures (and planeswalkers)
end up assigned lethal damage (702.19b-c, old 510.1c-d), so the state carried along is how
much each of those has been assigned, capped at what it needs, plus which of them must end up
lethal. Both players' assignments are independent, so a step's count is their product.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import lru_cache
from typing import NamedTuple

from redzone.core.model import CREATURE
from redzone.rules.cr.assign import need, recipients, unblocked_option
from redzone.rules.cr.hooks import Assignment, Hooks
from redzone.rules.cr.keywords import deathtouch
from redzone.rules.cr.state import State


class _Slot(NamedTuple):
    """One recipient of one creature's damage."""

    dealer: str
    recipient: str
    amount: int  # the dealer's whole damage when this is its first slot, else -1
    last: bool  # takes whatever the dealer has left
    threshold: int  # index among the tracked recipients, or -1
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
        tracked: dict[str, int] = {}  # recipients whose lethal damage something depends on
        draft: list[tuple[str, str, int, bool, bool, int]] = []
        for dealer, amount in dealers.items():
            rec = recipients(state, dealer)
            targets = (*rules.damage_order(state, dealer, rec.creatures), *rec.beyond)
            if dealer in given:
                targets = (*targets, *(r for r in given[dealer] if r not in targets))
            elif amount <= 0 or not targets:
                continue  # 510.1a-d: it assigns no combat damage
            touch = deathtouch.lethal_assignment(rules, state.perms[dealer].flags)
            for i, r in enumerate(targets):
                mask = 0
                for t in () if rec.free else rules.prerequisites(state, dealer, rec, r)[1]:
                    mask |= 1 << tracked.setdefault(t, len(tracked))
                lethal_touch = touch and CREATURE in state.perms[r].perm.types \
                    if r in state.perms else False
                draft.append((dealer, r, amount if i == 0 else -1, i == len(targets) - 1,
                              lethal_touch, mask))
        self.needs = tuple(need(rules, state.perms[t]) for t in tracked)
        self.slots = tuple(_Slot(d, r, a, last, tracked.get(r, -1), dt, mask,
                                 given[d].get(r, 0) if d in given else -1)
                           for d, r, a, last, dt, mask in draft)
        # A tracked recipient only one slot gives damage to is settled by that slot: all that
        # matters is whether it became lethal, which keeps the number of states small.
        # "As though it weren't blocked": all its damage to what it attacks, instead of its
        # slots; keyed by the dealer's first slot, with the index after its last one.
        self.alternatives: dict[int, tuple[_Slot, int]] = {}
        for i, slot in enumerate(self.slots):
            target = unblocked_option(state, slot.dealer)
            if slot.amount >= 0 and target is not None and slot.dealer not in given:
                end = next((j for j in range(i + 1, len(self.slots))
                            if self.slots[j].amount >= 0), len(self.slots))
                alt = _Slot(slot.dealer, target, slot.amount, True, tracked.get(target, -1),
                            False, 0, -1)
                self.alternatives[i] = (alt, end)
        givers = [sum(slot.threshold == t for slot in self.slots) for t in range(len(tracked))]
        self.private = tuple(n <= 1 for n in givers)
        self._count = lru_cache(maxsize=None)(self._count_from)

    def count(self) -> int:
        """How many legal assignments there are."""
        return self._count(0, tuple(0 for _ in self.needs), 0, 0)

    def __iter__(self) -> Iterator[Assignment]:
        """Every legal assignment, in a stable order (amounts ascending, recipients as listed),
        each as {creature: {recipient: amount}} with only positive amounts."""
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
            yield self._assignment(path)
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

    @staticmethod
    def _assignment(path: list[tuple[str, str, int]]) -> Assignment:
        out: Assignment = {}
        for dealer, recipient, x in path:
            split = out.setdefault(dealer, {})
            if x:
                split[recipient] = x
        return out

