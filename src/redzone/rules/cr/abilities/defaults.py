"""The players' choices for triggered abilities when the file doesn't make them, as the
scenario format documents them (analysis.default's chooser answers with these):

- simultaneous triggered abilities of one player resolve in the order their sources were
  played (listed), each source's in the order printed, keywords first (603.3b);
- a target is the first of the legal ones as the ability lists them: for mentor, the attacking
  creature with the greatest power below the mentor's; for another ability, one of its
  controller's creatures in combat, strongest first, when the effect helps, and an opponent's
  otherwise; provoke targets nothing unless the file says (`combat.provoke`: it's "may");
- annihilator sacrifices what matters least in combat first: permanents that are neither
  creatures, planeswalkers nor battles, then creatures out of combat, then the rest, smaller
  (power plus toughness) first, ties in the order listed;
- enlist taps nothing unless the file says (`combat.enlist`);
- a "you may" is taken when taking it costs nothing in this combat (no mana, life or
  sacrifice: an optional effect, or exerting), else not unless the file says (`combat.may`).
"""

from __future__ import annotations

from redzone.core.abilities import Cost, read_may
from redzone.core.model import BATTLE, CREATURE, PLANESWALKER
from redzone.rules.cr.hooks import Trigger
from redzone.rules.cr.state import State


def trigger_order(state: State, player: str, triggers: list[Trigger]) -> list[Trigger]:
    return sorted(triggers, key=lambda t: state.perms[t.source].timestamp)


def target(state: State, trigger: Trigger, candidates: list[str]) -> str | None:
    if trigger.may or not candidates:
        return None
    return candidates[0]


def sacrifice(state: State, player: str, count: int, candidates: list[str]) -> list[str]:
    def cost(pid: str) -> tuple[int, int, int]:
        live = state.perms[pid]
        types = live.perm.types
        if not types & {CREATURE, PLANESWALKER, BATTLE}:
            rank = 0
        elif CREATURE in types and not state.in_combat(pid):
            rank = 1
        else:
            rank = 2
        size = live.power + live.toughness if CREATURE in types else (
            live.loyalty or live.defense or 0)
        return rank, size, live.timestamp

    return sorted(candidates, key=cost)[:count]


def enlist(state: State, attacker: str, candidates: list[str]) -> str | None:
    return None


def may(state: State, trigger: Trigger) -> bool:
    action = trigger.ability.may or ""
    return read_may(action) == Cost() and "{" not in action
