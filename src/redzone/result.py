"""What combat did: events with their rules, per step, and the board afterwards."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

# Event types and the fields each carries besides `type` and `rule`:
#   attacks(source, target)  blocks(source, target)  tapped(permanent)
#   damage(source, target, amount)  prevented(source, target, amount)
#   life_loss(player, amount, source)  life_gain(player, amount, source)
#   poison(player, amount, source)  counters(permanent, amount, source, note="-1/-1")
#   loyalty(permanent, amount, source)  defense(permanent, amount, source)
#   no_damage(source, note)  destroyed(permanent)  graveyard(permanent)  exiled(permanent)
#   regenerated(permanent)  removed_from_combat(permanent)  counters_removed(permanent, amount)
#   lost(player)  commander_damage(player, source, amount)
#   dice: dice(amount=seed, note)  roll(source, target, amount=natural d20, note)
#         healed(permanent, amount, note)  pays_life(player, permanent, amount, note)
#         damage_stays(permanent, amount)  no_attack(source, note)
#   mtgpq: slot(permanent, player, amount=slot, note)  no_attack(source, note)
#          unblocked(source, note)


class Event(NamedTuple):
    """One thing that happened, and the rule that made it happen."""

    type: str
    rule: str
    source: str | None = None
    target: str | None = None
    permanent: str | None = None
    player: str | None = None
    amount: int | None = None
    note: str | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        out.update((k, v) for k, v in zip(self._fields[2:], self[2:], strict=True)
                   if v is not None)
        out["rule"] = self.rule
        return out


@dataclass(frozen=True, slots=True)
class Step:
    """One combat damage step: who assigned what (510.1), then what happened."""

    name: str
    assignments: Mapping[str, Mapping[str, int]]
    events: tuple[Event, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "step": self.name,
            "assignments": {c: dict(a) for c, a in self.assignments.items()},
            "events": [e.to_json() for e in self.events],
        }


class PlayerState(NamedTuple):
    name: str
    life: int
    poison: int
    lost: bool
    commander_damage: Mapping[str, int]

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"life": self.life, "poison": self.poison, "lost": self.lost}
        if self.commander_damage:
            out["commander_damage"] = dict(self.commander_damage)
        return out


class PermanentState(NamedTuple):
    """A permanent after combat; for one that left the battlefield, its last known
    information (704.8)."""

    id: str
    zone: str  # battlefield | graveyard | exile
    damage: int
    counters: Mapping[str, int]
    power: int | None
    toughness: int | None
    loyalty: int | None
    defense: int | None
    tapped: bool

    def to_json(self) -> dict[str, Any]:
        return {
            "zone": self.zone, "damage": self.damage, "counters": dict(self.counters),
            "power": self.power, "toughness": self.toughness, "loyalty": self.loyalty,
            "defense": self.defense, "tapped": self.tapped,
        }


@dataclass(frozen=True, slots=True)
class Result:
    """The outcome of a combat: declarations, each damage step, and the final state."""

    rules: str
    declarations: tuple[Event, ...]
    steps: tuple[Step, ...]
    players: Mapping[str, PlayerState]
    permanents: Mapping[str, PermanentState]

    @property
    def events(self) -> tuple[Event, ...]:
        """Every event of every damage step, in order."""
        return tuple(e for s in self.steps for e in s.events)

    def to_json(self) -> dict[str, Any]:
        return {
            "rules": self.rules,
            "declarations": [e.to_json() for e in self.declarations],
            "steps": [s.to_json() for s in self.steps],
            "players": {n: p.to_json() for n, p in self.players.items()},
            "permanents": {i: p.to_json() for i, p in self.permanents.items()},
        }
