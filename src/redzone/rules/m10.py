"""cr-m10: the Comprehensive Rules from Magic 2010 (2009-07-11) to Foundations (2024-11-07).

What differs from today: the damage assignment order. After blockers are declared, each
blocked attacker's controller orders its blockers (509.2) and each blocker's controller orders
the attackers it blocks (509.3); in the combat damage step a creature can't assign damage to a
creature in its order until each one ahead of it is assigned lethal damage (old 510.1c-d).
Reference: shared/reference/cr-combat-2023.txt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from ..assign import Recipients
from ..best import value_of
from ..errors import Violation
from ..model import Board, Combat
from ..result import Event
from .base import RuleSet

if TYPE_CHECKING:
    from ..state import State


class M10Rules(RuleSet):
    """Combat with the damage assignment order (2009-2024)."""

    name: ClassVar[str] = "cr-m10"
    aliases: ClassVar[tuple[str, ...]] = ("m10", "cr-2023", "dao")
    title: ClassVar[str] = ("Comprehensive Rules, 2009-07-11 to 2024-11-07 "
                            "(damage assignment order)")
    damage_assignment_order: ClassVar[bool] = True

    def declaration_violations(self, board: Board, combat: Combat) -> list[Violation]:
        """508.1 and 509.1, and 509.2-509.3: an order lists exactly the creatures it orders."""
        found = super().declaration_violations(board, combat)
        for creature, order in combat.order.items():
            if creature in combat.attacks:
                rule, others = "509.2", combat.blockers_of(creature)
            elif creature in combat.blocks:
                rule, others = "509.3", combat.blocks[creature]
            else:
                found.append(Violation("509.2", creature, "is neither attacking nor blocking, "
                                                          "so it has no damage assignment order"))
                continue
            if sorted(order) != sorted(others):
                found.append(Violation(rule, creature, (
                    "its damage assignment order must list exactly "
                    f"{', '.join(others) or 'nothing'}, not {', '.join(order)}")))
        return found

    def declaration_events(self, state: State) -> list[Event]:
        """509.2-509.3: announce every order of two or more creatures."""
        events = []
        announced = [(a, "509.2") for a in state.combat.attacks]
        announced += [(b, "509.3") for b in state.combat.blocks]
        for creature, rule in announced:
            candidates = tuple(state.blockers.get(creature, ()) if rule == "509.2"
                               else state.blocking.get(creature, ()))
            if len(candidates) > 1:
                order = self.damage_order(state, creature, candidates)
                events.append(Event("damage_assignment_order", rule, source=creature,
                                    note=", ".join(order)))
        return events

    def damage_order(self, state: State, dealer: str, creatures: tuple[str, ...],
                     ) -> tuple[str, ...]:
        """`order` from the scenario, else the order of `blocks`, or with `--assign best` the
        player's choice (`_chosen_order`); creatures that left combat drop out and the rest
        keep their relative order (509.2a, 509.3a)."""
        order = state.combat.order.get(dealer)
        if order is None:
            if state.chosen_orders is None:
                return creatures
            order = state.chosen_orders.get(dealer)
            if order is None:  # chosen as blockers are declared: 509.2-509.3
                order = state.chosen_orders[dealer] = _chosen_order(self, state, dealer,
                                                                    creatures)
        return (*(c for c in order if c in creatures), *(c for c in creatures if c not in order))

    def prerequisites(self, state: State, dealer: str, rec: Recipients,
                      recipient: str) -> tuple[str, tuple[str, ...]]:
        """Old 510.1c-d: no damage to a creature before each one ahead of it in the order is
        assigned lethal damage (marked damage and this step's assignments count, prevention
        doesn't); trample as today."""
        if recipient not in rec.creatures:
            return super().prerequisites(state, dealer, rec, recipient)
        order = self.damage_order(state, dealer, rec.creatures)
        ahead = order[:order.index(recipient)]
        return ("510.1d" if dealer in state.blocking else "510.1c"), ahead


def _chosen_order(rules: RuleSet, state: State, dealer: str, creatures: tuple[str, ...],
                  ) -> tuple[str, ...]:
    """The order a player picks when playing their best (509.2, 509.3), once, as blockers are
    declared: the most value for each point of lethal damage first, then by
    characteristics, never by listing order."""
    touch = rules.deathtouch_is_lethal and "deathtouch" in state.perms[dealer].flags

    def key(pid: str) -> tuple[Any, ...]:
        live = state.perms[pid]
        need = 1 if touch else max(1, rules.lethal_need(live))
        worth = value_of(live.perm)
        return (-worth / need, -worth, live.power, live.toughness, sorted(live.flags), pid)

    return tuple(sorted(creatures, key=key))
