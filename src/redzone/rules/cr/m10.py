"""cr-m10: the Comprehensive Rules from Magic 2010 (2009-07-11) to Foundations (2024-11-07).

What differs from today: the damage assignment order. After blockers are declared, each
blocked attacker's controller orders its blockers (509.2) and each blocker's controller orders
the attackers it blocks (509.3); in the combat damage step a creature can't assign damage to a
creature in its order until each one ahead of it is assigned lethal damage (old 510.1c-d).
Reference: shared/reference/cr-combat-2023.txt.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from redzone.core.errors import Violation
from redzone.core.model import Board, Combat
from redzone.core.result import Event, EventType

from .current import ComprehensiveRules
from .hooks import Chooser, Recipients
from .state import State


@dataclass(frozen=True)
class M10Rules(ComprehensiveRules):
    """Combat with the damage assignment order (2009-2024)."""

    name: ClassVar[str] = "cr-m10"
    aliases: ClassVar[tuple[str, ...]] = ("m10", "cr-2023", "dao")
    title: ClassVar[str] = ("Comprehensive Rules, 2009-07-11 to 2024-11-07 "
                            "(damage assignment order)")
    damage_assignment_order: ClassVar[bool] = True

    def block_violations(self, board: Board, combat: Combat,
                         provoked: Mapping[str, str]) -> list[Violation]:
        """509.1, and 509.2-509.3: an order lists exactly the creatures it orders."""
        found = super().block_violations(board, combat, provoked)
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

    def declaration_events(self, state: State, chooser: Chooser) -> list[Event]:
        """509.2-509.3: each attacking creature's controller orders its blockers and each
        blocking creature's controller the attackers it blocks: the file's `order`, else the
        chooser's; every order of two or more creatures is announced."""
        events = []
        announced = [(a, "509.2") for a in state.combat.attacks]
        announced += [(b, "509.3") for b in state.combat.blocks]
        for creature, rule in announced:
            candidates = tuple(state.blockers.get(creature, ()) if rule == "509.2"
                               else state.blocking.get(creature, ()))
            given = state.combat.order.get(creature)
            state.orders[creature] = (given if given is not None else
                                      chooser.damage_assignment_order(self, state, creature,
                                                                      candidates))
            if len(candidates) > 1:
                order = self.damage_order(state, creature, candidates)
                events.append(Event(EventType.DAMAGE_ASSIGNMENT_ORDER, rule, source=creature,
                                    note=", ".join(order)))
        return events

    def damage_order(self, state: State, dealer: str, creatures: tuple[str, ...],
                     ) -> tuple[str, ...]:
        """The order chosen as blockers were declared; creatures that left combat drop out
        and the rest keep their relative order (509.2a, 509.3a)."""
        order = state.orders.get(dealer)
        if order is None:
            return creatures
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

