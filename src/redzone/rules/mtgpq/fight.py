"""MTG Puzzle Quest: one attacker's fight, from its attack to the deaths it causes.

Rule names: mtgpq:attack, mtgpq:unblocked, mtgpq:trade, mtgpq:trample, mtgpq:first-strike,
mtgpq:double-strike, mtgpq:deathtouch, mtgpq:lifelink, mtgpq:prevent-damage,
mtgpq:indestructible, mtgpq:toughness, mtgpq:hit-points, mtgpq:defeat.
"""

from __future__ import annotations

from redzone.core.result import Event, EventType, Step, Zone
from redzone.rules.cr.state import Live, State

from .slots import UNBLOCKED, blocker_for

FIRST = "first-strike combat damage"
REGULAR = "combat damage"


def step_name(phase: str, attacker: str) -> str:
    return f"{phase}: {attacker}"


def phase_and_attacker(name: str) -> tuple[str, str]:
    """The inverse of step_name."""
    phase, _, attacker = name.partition(": ")
    return phase, attacker


class Fight:
    """`attacker` against its blocker (if any) and the defending player."""

    def __init__(self, state: State, attacker: str, defending: str, slots: list[str]) -> None:
        self.state = state
        self.attacker = state.perms[attacker]
        self.defending = defending
        blocker, self.rule = blocker_for(self.attacker, [state.perms[s] for s in slots])
        self.blocker = state.perms[blocker] if blocker is not None else None

    def resolve(self) -> list[Step]:
        """mtgpq:first-strike: first strikers (and double strikers) deal their damage first;
        a creature that dies then doesn't retaliate. mtgpq:double-strike: it deals damage in
        both phases. Otherwise both creatures trade damage at once (mtgpq:trade)."""
        fighters = [f for f in (self.attacker, self.blocker) if f is not None]
        first = [f for f in fighters if f.flags & {"first strike", "double strike"}]
        opening = self._declare()
        if not first:
            return [self._phase(REGULAR, fighters, opening)]
        steps = [self._phase(FIRST, first, opening)]
        second = [f for f in fighters if f not in first or "double strike" in f.flags]
        if second and not self.state.game_over():
            steps.append(self._phase(REGULAR, second, []))
        return steps

    def _declare(self) -> list[Event]:
        a, b = self.attacker.id, self.blocker.id if self.blocker else None
        if self.rule == "mtgpq:berserker":  # it attacks the creature, which must block it
            return [Event(EventType.ATTACKS, self.rule, source=a, target=b),
                    Event(EventType.BLOCKS, self.rule, source=b, target=a)]
        events = [Event(EventType.ATTACKS, "mtgpq:attack", source=a, target=self.defending)]
        if b is None:
            events.append(Event(EventType.UNBLOCKED, self.rule, source=a,
                                note=UNBLOCKED[self.rule]))
        else:
            events.append(Event(EventType.BLOCKS, self.rule, source=b, target=a))
        return events

    def _phase(self, phase: str, dealers: list[Live], events: list[Event]) -> Step:
        splits: dict[str, dict[str, int]] = {}
        for dealer in dealers:
            split = self._split(phase, dealer, events)
            if split:
                splits[dealer.id] = split
        events.extend(self._deal(phase, splits))
        events.extend(self._deaths())
        return Step(step_name(phase, self.attacker.id), splits, tuple(events))

    def _split(self, phase: str, dealer: Live, events: list[Event]) -> dict[str, int]:
        """Where `dealer` sends its damage in this phase; records why it sends none."""
        power = dealer.power
        opponent = self.blocker if dealer is self.attacker else self.attacker
        if dealer.zone != Zone.BATTLEFIELD:  # mtgpq:first-strike: no retaliation
            events.append(Event(EventType.NO_DAMAGE, "mtgpq:first-strike", source=dealer.id,
                                note="it died to first-strike damage"))
            return {}
        if power <= 0:
            events.append(Event(EventType.NO_DAMAGE, "mtgpq:trade", source=dealer.id,
                                note=f"power {power}"))
            return {}
        if dealer is self.attacker and self.blocker is None:
            return {self.defending: power}  # mtgpq:unblocked
        trample = dealer is self.attacker and "trample" in dealer.flags
        if opponent is None or opponent.zone != Zone.BATTLEFIELD:
            if trample:  # mtgpq:trample: applies to the second strike too
                return {self.defending: power}
            events.append(Event(EventType.NO_DAMAGE, "mtgpq:double-strike", source=dealer.id,
                                note="the creature it fought is gone, and it has no Trample"))
            return {}
        if not trample:
            return {opponent.id: power}  # mtgpq:trade
        # mtgpq:trample: damage to match the blocker's toughness left, prevention ignored
        to_blocker = max(0, min(power, opponent.toughness - opponent.damage))
        split = {opponent.id: to_blocker, self.defending: power - to_blocker}
        return {r: n for r, n in split.items() if n}

    def _deal(self, phase: str, splits: dict[str, dict[str, int]]) -> list[Event]:
        """All damage of a phase at once: Prevent Damage, then damage, then lifelink."""
        events: list[Event] = []
        perms, players = self.state.perms, self.state.players
        for source_id, split in splits.items():
            source = perms[source_id]
            dealt = 0
            for recipient, amount in split.items():
                target = perms.get(recipient)
                if target is not None and target.prevent > 0:  # mtgpq:prevent-damage
                    stop = min(target.prevent, amount)
                    target.prevent -= stop
                    amount -= stop
                    events.append(Event(EventType.PREVENTED, "mtgpq:prevent-damage",
                                        source=source_id, target=recipient, amount=stop,
                                        note="Prevent Damage"))
                if amount <= 0:
                    continue
                dealt += amount
                events.append(Event(EventType.DAMAGE, self._damage_rule(phase, source, target),
                                    source=source_id, target=recipient, amount=amount))
                if target is None:  # the Planeswalker: its hit points are `life`
                    players[recipient].life -= amount
                    events.append(Event(EventType.LIFE_LOSS, "mtgpq:hit-points", source=source_id,
                                        player=recipient, amount=amount))
                else:  # damage persists as lost toughness (mtgpq:toughness)
                    target.damage += amount
                    target.deathtouched |= "deathtouch" in source.flags
            if dealt and "lifelink" in source.flags:  # mtgpq:lifelink
                players[source.controller].life += dealt
                events.append(Event(EventType.LIFE_GAIN, "mtgpq:lifelink", source=source_id,
                                    player=source.controller, amount=dealt))
        return events

    def _damage_rule(self, phase: str, source: Live, target: Live | None) -> str:
        if target is None:
            return "mtgpq:unblocked" if self.blocker is None else "mtgpq:trample"
        if "double strike" in source.flags:
            return "mtgpq:double-strike"
        return "mtgpq:first-strike" if phase == FIRST else "mtgpq:trade"

    def _deaths(self) -> list[Event]:
        """A creature with no toughness left, or dealt damage by Deathtouch, is destroyed
        unless Indestructible; a Planeswalker with no hit points left is defeated."""
        events: list[Event] = []
        for creature in (self.attacker, self.blocker):
            if creature is None or creature.zone != Zone.BATTLEFIELD:
                continue
            deathtouched, creature.deathtouched = creature.deathtouched, False
            if "indestructible" in creature.flags:  # mtgpq:indestructible
                continue
            if creature.damage >= creature.toughness:
                rule = "mtgpq:toughness"
            elif deathtouched:
                rule = "mtgpq:deathtouch"
            else:
                continue
            creature.zone = Zone.GRAVEYARD
            events.append(Event(EventType.DESTROYED, rule, permanent=creature.id))
        player = self.state.players[self.defending]
        if player.life <= 0 and not player.lost:
            player.lost = True
            events.append(Event(EventType.LOST, "mtgpq:defeat", player=player.name))
        return events
