"""Combat damage assignment (510.1): who may be assigned damage, the default assignment,
and the legality of a whole assignment (510.1e), trample (702.19) included.

An assignment maps each creature to {recipient: amount}; a recipient is a permanent id or a
player name. Lethal damage is asked of the rule set, since editions count it differently.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from .errors import Violation
from .model import CREATURE, PLANESWALKER

if TYPE_CHECKING:
    from .rules.base import RuleSet
    from .state import Live, State

Assignment = dict[str, dict[str, int]]


class Recipients(NamedTuple):
    """What a creature may assign its combat damage to, and the rule that says so."""

    creatures: tuple[str, ...]  # its blockers (attacker) or the attackers it blocks (blocker)
    beyond: tuple[str, ...]  # the player, planeswalker or battle it may (also) assign to
    rule: str
    free: bool = False  # divided as the other player likes, nothing first (702.22j-k)


NOBODY = Recipients((), (), "510.1a")


def chooser(state: State, dealer: str) -> str:
    """Who assigns `dealer`'s combat damage: its controller, except that the defending player
    assigns an attacker's blocked by a creature with banding (702.22j) and the active player
    a blocker's blocking a creature with banding (702.22k)."""
    perms = state.perms
    if not state.banding:
        return perms[dealer].controller
    if dealer in state.attacking:
        if any("banding" in perms[b].flags for b in state.blockers.get(dealer, ())):
            return state.attacked_player[dealer]
    elif any("banding" in perms[a].flags for a in state.blocking.get(dealer, ())):
        return state.board.active
    return perms[dealer].controller


def recipients(state: State, dealer: str) -> Recipients:
    """510.1b-d and 702.19b-f: the recipients of `dealer`'s combat damage."""
    if dealer in state.blocking:
        if chooser(state, dealer) != state.perms[dealer].controller:
            return Recipients(tuple(state.blocking[dealer]), (), "702.22k", True)
        return Recipients(tuple(state.blocking[dealer]), (), "510.1d")
    if dealer not in state.attacking:
        return NOBODY
    if dealer in state.blocked and chooser(state, dealer) != state.perms[dealer].controller:
        return Recipients(tuple(state.blockers[dealer]), (), "702.22j", True)
    flags = state.perms[dealer].flags
    beyond = _attacked(state, dealer, "trample over planeswalkers" in flags)
    if dealer not in state.blocked:
        return Recipients((), beyond, "702.19c" if len(beyond) > 1 else "510.1b")
    blockers = tuple(state.blockers[dealer])
    if "trample" not in flags:
        return Recipients(blockers, (), "510.1c")
    return Recipients(blockers, beyond, "702.19b" if blockers else "702.19d")


def unblocked_option(state: State, dealer: str) -> str | None:
    """What a blocked attacker that "assigns its combat damage as though it weren't blocked"
    may give all its damage to instead (510.1b-c): what it attacks; None without the option."""
    if dealer in state.blocked and state.perms[dealer].perm.as_though_unblocked:
        return state.attacking.get(dealer)
    return None


def damage_amount(state: State, dealer: str) -> int:
    """510.1a: a creature assigns combat damage equal to its power, or to its toughness if it
    "assigns combat damage equal to its toughness rather than its power"."""
    perm = state.perms[dealer]
    return perm.toughness if perm.perm.damage_from_toughness else perm.power


def trample_prerequisites(rec: Recipients, recipient: str) -> tuple[str, tuple[str, ...]]:
    """702.19b-c: damage beyond the blockers needs lethal damage assigned to every blocker;
    with trample over planeswalkers, damage to the player also needs the planeswalker's
    loyalty assigned to it. Returns (rule, what must be assigned lethal damage first)."""
    if recipient not in rec.beyond:
        return "", ()
    if len(rec.beyond) == 2 and recipient == rec.beyond[1]:
        return "702.19c", (*rec.creatures, rec.beyond[0])
    return "702.19b", rec.creatures


def _attacked(state: State, attacker: str, over_planeswalkers: bool) -> tuple[str, ...]:
    """What an attacker's damage may reach beyond its blockers (510.1b, 702.19c, 702.19e)."""
    target = state.attacking[attacker]
    player = state.attacked_player[attacker]
    if over_planeswalkers and _is_pw(state, attacker):
        return (target, player) if target is not None else (player,)
    return (target,) if target is not None else ()


def _is_pw(state: State, attacker: str) -> bool:
    perm = state.board.get(state.combat.attacks[attacker])
    return perm is not None and PLANESWALKER in perm.types


class Tally:
    """Damage assigned so far in one step: totals per recipient, and which creatures a
    deathtouch source assigned damage to (702.2c)."""

    __slots__ = ("deathtouch", "totals")

    def __init__(self) -> None:
        self.totals: dict[str, int] = {}
        self.deathtouch: set[str] = set()

    @classmethod
    def of(cls, rules: RuleSet, state: State, assignment: Assignment) -> Tally:
        """The tally of a whole assignment (510.1e)."""
        tally = cls()
        for d, split in assignment.items():
            tally.add(rules, state.perms[d], split)
        return tally

    def add(self, rules: RuleSet, source: Live, split: dict[str, int]) -> None:
        totals = self.totals
        for r, n in split.items():
            if n:
                totals[r] = totals.get(r, 0) + n
                if rules.deathtouch_is_lethal and "deathtouch" in source.flags:
                    self.deathtouch.add(r)

    def lethal(self, rules: RuleSet, perm: Live) -> bool:
        """Is `perm` assigned lethal damage (a creature: counting marked damage and every
        creature's assignment in this step, not prevention, 702.19b) or damage equal to its
        loyalty (a planeswalker, 702.19c)?"""
        if perm.id in self.deathtouch and CREATURE in perm.perm.types:  # 702.2c
            return True
        return self.totals.get(perm.id, 0) >= need(rules, perm)

    def still_needed(self, rules: RuleSet, creature: Live, source: Live) -> int:
        """How much more `source` must assign for `creature` to be assigned lethal damage."""
        if self.lethal(rules, creature):
            return 0
        if rules.deathtouch_is_lethal and "deathtouch" in source.flags:
            return 1  # 702.2c
        return rules.lethal_need(creature) - self.totals.get(creature.id, 0)


def need(rules: RuleSet, perm: Live) -> int:
    """The damage that must be assigned to `perm` before what depends on it (702.19b-c)."""
    if CREATURE in perm.perm.types:
        return rules.lethal_need(perm)
    return perm.loyalty or 0


def default_split(rules: RuleSet, state: State, dealer: str, amount: int,
                  tally: Tally) -> dict[str, int]:
    """The default policy: lethal damage to each creature in the order listed, the rest to
    what it attacks (trample; a planeswalker first up to its loyalty with trample over
    planeswalkers) or else to the last creature."""
    rec = recipients(state, dealer)
    source = state.perms[dealer]
    split: dict[str, int] = {}
    left = amount
    creatures = rules.damage_order(state, dealer, rec.creatures)
    for c in creatures:
        give = min(left, tally.still_needed(rules, state.perms[c], source))
        if give:
            split[c] = give
            left -= give
    if left and rec.beyond:
        if len(rec.beyond) == 2:  # trample over planeswalkers (702.19c): loyalty, then player
            walker = rec.beyond[0]
            loyalty = state.perms[walker].loyalty or 0
            give = min(left, max(0, loyalty - tally.totals.get(walker, 0)))
            if give:
                split[walker] = give
                left -= give
        if left:
            split[rec.beyond[-1]] = left
    elif left and creatures:
        last = creatures[-1]
        split[last] = split.get(last, 0) + left
    tally.add(rules, source, split)
    return split


def violations(rules: RuleSet, state: State, dealers: dict[str, int],
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
                found.append(Violation(_why_not(state, d, r, rec), d,
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


def _why_not(state: State, dealer: str, recipient: str, rec: Recipients) -> str:
    """The rule that keeps `dealer` from assigning damage to `recipient`."""
    if (dealer in state.attacking and recipient == state.attacked_player.get(dealer)
            and _is_pw(state, dealer)):
        return "702.19f"
    return rec.rule
