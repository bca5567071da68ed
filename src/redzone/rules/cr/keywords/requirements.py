"""Requirements on attacks and blocks (508.1d, 509.1c): "attacks each combat if able",
"blocks each combat if able", "all creatures able to block it do so" (Lure), provoke's
"blocks this creature this combat if able" (702.39a), and an attacker's "must be blocked if
able" (one requirement, obeyed when any creature blocks it). A declaration must obey as many
requirements as any declaration that breaks no restriction could (508.1d, 509.1c).

Attack requirements are one per creature and no restriction ties two creatures' attacks, so
each creature able to attack must. Block requirements can compete (a creature blocks one
attacker; an attacker that can't be blocked except by two or more creatures needs a second
blocker, or more: "three or more"), so the most that could be obeyed is searched for: each
creature with requirements blocks one of the attackers they name or nothing, best first, and
an attacker that needs N blockers gets the others it needs from the creatures left free (a
matching); the search stops after SEARCH_LIMIT choices, keeping the best found.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import NamedTuple

from redzone.core.errors import Violation
from redzone.core.model import Board, Combat, Permanent

ATTACKS_IF_ABLE = "attacks each combat if able"
BLOCKS_IF_ABLE = "blocks each combat if able"
LURE = "all creatures able to block it do so"
MUST_BE_BLOCKED = "must be blocked if able"
TWO_OR_MORE = ("menace", "can't be blocked except by two or more creatures")
SEARCH_LIMIT = 100_000


def needed_blockers(perm: Permanent) -> int:
    """The fewest creatures that may block it (702.111b menace: two; 509.1b: "can't be
    blocked except by N or more creatures", the greatest N); 1 when any number may."""
    two = 2 if any(perm.has(k) for k in TWO_OR_MORE) else 1
    return max(two, perm.keywords.min_blockers)

CanBlock = Callable[[str, str], bool]  # (blocker, attacker): would blocking break no restriction


def attack_requirements(board: Board, combat: Combat,
                        able: Callable[[str], bool]) -> list[Violation]:
    """508.1d: each creature that attacks each combat if able and is able to attack."""
    return [Violation("508.1d", p.id, "attacks each combat if able, and is able to")
            for p in board.permanents
            if p.has(ATTACKS_IF_ABLE) and p.id not in combat.attacks and able(p.id)]


class Requirement(NamedTuple):
    creature: str  # the creature it's on (of `blocked`: the attacker)
    attackers: tuple[str, ...]  # it obeys by blocking any of them
    why: str
    blocked: bool = False  # on an attacker: obeyed when any creature blocks it


_MAKE_REQUIREMENTS = frozenset({BLOCKS_IF_ABLE, LURE, MUST_BE_BLOCKED})


def may_require(board: Board, provoked: Mapping[str, str]) -> bool:
    """May anything require a block (provoke, a lure, "blocks each combat if able")?"""
    return bool(provoked) or any(p.keywords.flags & _MAKE_REQUIREMENTS
                                 for p in board.permanents)


def block_requirements(board: Board, combat: Combat, defenders: list[str],
                       provoked: Mapping[str, str], can: CanBlock) -> list[Requirement]:
    """The requirements on the blocks of `defenders` (the creatures that may block)."""
    attackers = [a for a in combat.attacks if board.get(a) is not None]  # (still there)
    found: list[Requirement] = []
    lures = [a for a in attackers if board.permanent(a).has(LURE)]
    for d in defenders:
        perm = board.permanent(d)
        if d in provoked and provoked[d] in combat.attacks:
            found.append(Requirement(d, (provoked[d],), f"must block {provoked[d]} if able "
                                                        "(provoke, 702.39a)"))
        for lure in lures:
            found.append(Requirement(d, (lure,), f"must block {lure} if able: all creatures "
                                                 "able to block it do so"))
        if perm.has(BLOCKS_IF_ABLE):
            found.append(Requirement(d, tuple(attackers), "blocks each combat if able"))
    found = [r for r in found if any(can(r.creature, a) for a in r.attackers)]
    return found + [Requirement(a, (a,), MUST_BE_BLOCKED, blocked=True) for a in attackers
                    if board.permanent(a).has(MUST_BE_BLOCKED)
                    and any(can(d, a) for d in defenders)]


def obeyed(requirements: list[Requirement], combat: Combat) -> list[bool]:
    return [any(r.creature in blocked for blocked in combat.blocks.values()) if r.blocked
            else any(a in combat.blocks.get(r.creature, ())
                     for a in r.attackers) for r in requirements]


def most_obeyed(board: Board, combat: Combat, defenders: list[str],
                requirements: list[Requirement], can: CanBlock) -> int:
    """The most requirements a declaration breaking no restriction could obey (509.1c). An
    attacker's "must be blocked" counts once when any creature chosen blocks it; every
    creature able to block such an attacker is then among those choosing."""
    must = {r.creature for r in requirements if r.blocked}
    held = [r for r in requirements if not r.blocked]
    helpers = [d for d in defenders if any(can(d, a) for a in must)]
    holders = list(dict.fromkeys([*(r.creature for r in held), *helpers]))
    by_holder = {h: [r for r in held if r.creature == h] for h in holders}
    present = [a for a in combat.attacks if board.get(a) is not None]
    needs = {a: n for a in present if (n := needed_blockers(board.permanent(a))) > 1}
    at_most_one = {a for a in present
                   if board.permanent(a).has("can't be blocked by more than one creature")}
    best = 0
    steps = 0
    chosen: dict[str, str | None] = {}

    def options(h: str) -> list[tuple[int, str | None]]:
        opts = []
        for a in present:
            if can(h, a):
                opts.append((sum(a in r.attackers for r in by_holder[h]), a))
        opts.sort(key=lambda o: -(o[0] + (o[1] in must)))
        return [*opts, (0, None)]

    def feasible() -> bool:
        count: dict[str, int] = {}
        for a in chosen.values():
            if a is not None:
                count[a] = count.get(a, 0) + 1
        if any(count.get(a, 0) > 1 for a in at_most_one):
            return False
        lonely = [a for a, n in needs.items() for _ in range(n - count.get(a, 0))
                  if count.get(a, 0)]
        free = [d for d in defenders if chosen.get(d) is None]
        return _matched(lonely, free, can)

    def search(i: int, score: int) -> None:
        nonlocal best, steps
        steps += 1
        if steps > SEARCH_LIMIT or (score + len(must)
                                    + sum(len(by_holder[h]) for h in holders[i:])) <= best:
            return
        if i == len(holders):
            total = score + len(must & set(chosen.values()))
            if total > best and feasible():
                best = total
            return
        h = holders[i]
        for gain, a in options(h):
            chosen[h] = a
            search(i + 1, score + gain)
        del chosen[h]

    search(0, 0)
    return best


def _matched(lonely: list[str], free: list[str], can: CanBlock) -> bool:
    """Can each entry of `lonely` (an attacker, once for each blocker it still needs) get a
    blocker of its own from `free`?"""
    partner: dict[str, str] = {}

    def augment(a: str, seen: set[str]) -> bool:
        for d in free:
            if d in seen or not can(d, a):
                continue
            seen.add(d)
            if d not in partner or augment(partner[d], seen):
                partner[d] = a
                return True
        return False

    return all(augment(a, set()) for a in lonely)
