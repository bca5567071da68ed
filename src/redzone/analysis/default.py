"""The default chooser: what redzone has a player choose when the file doesn't say, as the
scenario format documents it.

A creature assigns lethal damage to each creature it may assign damage to, in order (the
blocks as declared; under cr-m10 its damage assignment order), then the rest to what it
attacks if it may (trample; with trample over planeswalkers the planeswalker's loyalty first,
then its controller), else to the last creature. The damage assignment order (cr-m10) is the
blocks as declared. A prevention shield facing several sources at once prevents the damage of
deathtouch first, then of infect or wither, then of lifelink, then the rest as assigned.
Triggered abilities' choices (their order, targets, annihilator's sacrifices, enlist) are
those rules.cr.abilities.defaults documents.
"""

from __future__ import annotations

from collections.abc import Mapping

from redzone.rules.cr.abilities import defaults
from redzone.rules.cr.assign import Tally, recipients
from redzone.rules.cr.hooks import Assignment, Hooks, Trigger
from redzone.rules.cr.state import State


class DefaultChooser:
    """The documented default for every decision the file leaves to a player."""

    def trigger_order(self, state: State, player: str,
                      triggers: list[Trigger]) -> list[Trigger]:
        """By the order their sources were listed (603.3b)."""
        return defaults.trigger_order(state, player, triggers)

    def target(self, state: State, trigger: Trigger, candidates: list[str]) -> str | None:
        """The first legal target as the ability ranks them (603.3d)."""
        return defaults.target(state, trigger, candidates)

    def sacrifice(self, state: State, player: str, count: int,
                  candidates: list[str]) -> list[str]:
        """What matters least in combat first (701.21a)."""
        return defaults.sacrifice(state, player, count, candidates)

    def tap(self, state: State, player: str, count: int, candidates: list[str]) -> list[str]:
        """What matters least in combat first, as for a sacrifice."""
        return defaults.sacrifice(state, player, count, candidates)

    def enlist(self, state: State, attacker: str, candidates: list[str]) -> str | None:
        """No creature (702.154a: "you may")."""
        return defaults.enlist(state, attacker, candidates)

    def pays_ward(self, state: State, trigger: Trigger, warded: str, cost: str) -> bool:
        """Yes (702.21a): what it costs is paid if it can be."""
        return True

    def may(self, state: State, trigger: Trigger) -> bool:
        """Yes when it costs nothing in this combat (603.5)."""
        return defaults.may(state, trigger)

    def damage_assignment_order(self, rules: Hooks, state: State, creature: str,
                                candidates: tuple[str, ...]) -> tuple[str, ...]:
        """As the blocks were declared (509.2, 509.3)."""
        return candidates

    def prevention_order(self, state: State, recipient: str,
                         sources: tuple[str, ...]) -> tuple[str, ...]:
        """The damage that would do most harm first (615.7, 616.1)."""
        return shield_order(state, sources)

    def damage_assignment(self, rules: Hooks, state: State, step: str,
                          dealers: Mapping[str, int], given: Assignment) -> Assignment:
        """Each creature in turn, after those `given` (510.1e: what they assign counts toward
        lethal damage), by `default_split`."""
        tally = Tally.of(rules, state, given) if given else Tally()
        out: Assignment = {}
        for dealer, amount in dealers.items():
            split = default_split(rules, state, dealer, amount, tally)
            if split:
                out[dealer] = split
        return out


def default_split(rules: Hooks, state: State, dealer: str, amount: int,
                  tally: Tally) -> dict[str, int]:
    """Lethal damage to each creature in order, the rest to what it attacks (trample; a
    planeswalker first up to its loyalty with trample over planeswalkers) or else to the last
    creature; `tally` (what is assigned so far in this step) is updated."""
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


def shield_order(state: State, sources: tuple[str, ...]) -> tuple[str, ...]:
    """Deathtouch first, then infect or wither, then lifelink, then the rest, each as
    listed."""
    def harm(source: str) -> int:
        flags = state.perms[source].flags
        if "deathtouch" in flags:
            return 0
        if "infect" in flags or "wither" in flags:
            return 1
        return 2 if "lifelink" in flags else 3

    return tuple(sorted(sources, key=harm))


DEFAULT = DefaultChooser()
