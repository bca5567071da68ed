"""What combat did: events with their rules, per step, and the board afterwards."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, NamedTuple

BEGINNING_OF_COMBAT_STEP = "beginning of combat"  # 507
DECLARE_ATTACKERS_STEP = "declare attackers"  # 508
DECLARE_BLOCKERS_STEP = "declare blockers"  # 509
FIRST_STRIKE_STEP = "first-strike combat damage"  # 510.4
COMBAT_DAMAGE_STEP = "combat damage"  # 510
END_OF_COMBAT_STEP = "end of combat"  # 511
DAMAGE_STEPS = (FIRST_STRIKE_STEP, COMBAT_DAMAGE_STEP)


class Zone(StrEnum):
    """Where a permanent is as combat ends (400.1); a permanent that left the battlefield keeps
    its last known information (704.8)."""

    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    EXILE = "exile"
    HAND = "hand"
    """Returned to its owner's hand (cr-6e's `bounce`)."""
    LIBRARY = "library"
    """Put into its owner's library: on top, on the bottom, or shuffled in (401.1)."""


class EventType(StrEnum):
    """Every kind of event, and the fields it carries besides `type` and `rule`."""

    ATTACKS = "attacks"
    """A creature attacks: `source` the attacker, `target` the player, planeswalker or battle."""
    TAPPED = "tapped"
    """`permanent` becomes tapped: an attacker without vigilance (508.1f), a cost's {T} (107.5),
    or `source`'s ability (701.26a)."""
    BLOCKS = "blocks"
    """`source` blocks `target`."""
    DAMAGE_ASSIGNMENT_ORDER = "damage_assignment_order"
    """cr-m10: `source`'s damage assignment order, `note` the creatures in order, ", "-joined."""
    ASSIGNS_FOR = "assigns_for"
    """Banding: `player` assigns the combat damage of `source` (702.22j-k)."""
    REMOVED_FROM_COMBAT = "removed_from_combat"
    """`permanent` is removed from combat (506.4)."""
    NO_DAMAGE = "no_damage"
    """`source` assigns no combat damage; `note` says why."""
    DAMAGE = "damage"
    """`source` deals `amount` damage to `target`."""
    PREVENTED = "prevented"
    """`amount` damage from `source` to `target` is prevented; `note` says by what."""
    LIFE_LOSS = "life_loss"
    """`player` loses `amount` life, dealt by `source`."""
    LIFE_GAIN = "life_gain"
    """`player` gains `amount` life, from `source`'s lifelink."""
    POISON = "poison"
    """`player` gets `amount` poison counters from `source`."""
    COUNTERS = "counters"
    """`permanent` gets `amount` counters of the kind `note` (-1/-1) from `source`."""
    LOYALTY = "loyalty"
    """`permanent` loses `amount` loyalty counters to `source`'s damage."""
    DEFENSE = "defense"
    """`permanent` loses `amount` defense counters to `source`'s damage."""
    DESTROYED = "destroyed"
    """`permanent` is destroyed."""
    GRAVEYARD = "graveyard"
    """`permanent` is put into its owner's graveyard (not destroyed: toughness 0, no loyalty)."""
    EXILED = "exiled"
    """`permanent` is exiled."""
    REGENERATED = "regenerated"
    """`permanent` regenerates (701.19)."""
    UNATTACHED = "unattached"
    """The Equipment `permanent` becomes unattached from `target` (704.5n)."""
    COUNTERS_REMOVED = "counters_removed"
    """`amount` +1/+1 and `amount` -1/-1 counters are removed from `permanent` (704.5q)."""
    LOST = "lost"
    """`player` loses the game; `note` may say more."""
    LEFT_GAME = "left_game"
    """`permanent` leaves the game with `player` (800.4a); `note` says how."""
    DAMAGE_ON_STACK = "damage_on_stack"
    """cr-6e: the combat damage assignments go on the stack (310.1)."""
    SACRIFICED = "sacrificed"
    """`permanent` is sacrificed (by `player`; cr-6e: while combat damage is on the stack)."""
    RETURNED = "returned"
    """cr-6e: `permanent` is returned to its owner's hand."""
    PUMPED = "pumped"
    """`permanent` gets `note` (+N/+N, keywords) until end of turn, from `source`'s ability."""
    REGENERATION_SHIELD = "regeneration_shield"
    """cr-6e: `permanent` gets a regeneration shield."""
    PREVENTION_SHIELD = "prevention_shield"
    """The next `amount` damage to `permanent` (or `player`) will be prevented (615.7), by
    `source`'s ability, or (cr-6e) an action while damage is on the stack."""
    PUT_INTO_LIBRARY = "put_into_library"
    """`permanent` is put into its owner's library (on top, on the bottom or shuffled in,
    400.7), by `source`'s ability."""
    PREVENTION_EFFECT = "prevention_effect"
    """All combat damage that would be dealt this turn will be prevented (615.1a), by
    `source`'s ability."""
    NOT_DEALT = "not_dealt"
    """cr-6e: `amount` damage assigned by `source` to `target` isn't dealt; `note` its zone."""
    TRIGGERED = "triggered"
    """`source`'s triggered ability `note` triggers and goes on the stack (603.3), with its
    target `target` if it has one; cr-6e's lifelink (`player` gains `amount`) and deathtouch
    (destroy `permanent`)."""
    ACTIVATED = "activated"
    """`player` activates `source`'s activated ability `note` (602.2), with its target `target`
    if it has one; it goes on the stack."""
    NO_EFFECT = "no_effect"
    """`source`'s triggered ability `note` does nothing: no legal target as it would go on
    the stack (603.3d), its condition no longer holds (603.4), or its target is no longer
    legal (608.2b)."""
    UNTAPPED = "untapped"
    """`permanent` untaps, by `source`'s ability (provoke 702.39a, 701.26a)."""
    DRAWS = "draws"
    """`player` draws `amount` cards (121.1), by `source`'s ability."""
    PAYS = "pays"
    """`player` pays `note` for the ward of `permanent`, which `source`'s ability targets
    (702.21a)."""
    COUNTERED = "countered"
    """`source`'s ability is countered (701.6a) by the ward of `permanent`: its controller
    didn't pay `note` (702.21a)."""
    MAY = "may"
    """`player` chooses to `note` for `source`'s ability (603.5), or, with `amount` 0, not
    to."""
    DELAYED = "delayed"
    """`source`'s ability creates a delayed triggered ability (603.7a): it will do `note` to
    `permanent` at end of combat."""
    GOADED = "goaded"
    """`permanent` is goaded by `player` (701.15a): until `player`'s next turn it attacks each
    combat if able, and a player other than `player` if able (701.15b)."""
    MUST_BLOCK = "must_block"
    """`permanent` must block `target` this combat if able (provoke, 702.39a)."""
    BLOCKS_MORE = "blocks_more"
    """`permanent` can block `amount` more creatures this turn (509.1a), by `source`'s
    ability."""
    CANT_BLOCK = "cant_block"
    """`permanent` can't block `target` this turn (509.1b), by `source`'s ability."""
    TOKEN = "token"
    """`permanent`, a token `note`, is created by `source`'s ability (111.1); `target` what it
    attacks when it enters attacking (508.4)."""
    RETURNS = "returns"
    """`permanent` returns to the battlefield (undying, persist), a new object (400.7)."""
    MONSTROUS = "monstrous"
    """`permanent` becomes monstrous (701.37a), by its own ability `source`."""
    RENOWNED = "renowned"
    """`permanent` becomes renowned (702.112b)."""
    ENLISTS = "enlists"
    """`source` enlists `permanent`, tapping it as it attacks (702.154a)."""
    EFFECT_ENDS = "effect_ends"
    """`note`, an effect of `source`'s ability on `permanent`, ends (511.2: until end of
    combat)."""
    SLOT = "slot"
    """mtgpq: `permanent` is in `player`'s slot number `amount`; `note` may say more."""
    NO_ATTACK = "no_attack"
    """mtgpq, dice: `source` doesn't attack; `note` says why."""
    UNBLOCKED = "unblocked"
    """mtgpq: `source` isn't blocked; `note` says why."""
    DICE = "dice"
    """dice: where the rolls come from (`amount` the seed, when seeded) and the table, `note`."""
    ROLL = "roll"
    """dice: `source` rolls against `target`: `amount` the natural d20, `note` the result."""
    HEALED = "healed"
    """dice: `permanent` heals `amount` damage; `note` says how."""
    PAYS_LIFE = "pays_life"
    """dice: `player` pays `amount` life `note` `permanent`."""
    DAMAGE_STAYS = "damage_stays"
    """dice: `permanent` keeps its `amount` damage."""


class Event(NamedTuple):
    """One thing that happened, and the rule that made it happen."""

    type: EventType
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
    zone: Zone
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


class NotModelled(NamedTuple):
    """Something on the board that redzone doesn't model (spec: "Warnings"): a sentence of a
    permanent's card, and why it is named."""

    permanent: str
    text: str
    why: str

    def to_json(self) -> dict[str, Any]:
        return {"permanent": self.permanent, "text": self.text, "why": self.why}


@dataclass(frozen=True, slots=True, repr=False, eq=False)
class Result:
    """The outcome of a combat: declarations, each damage step, and the final state. `rules`
    is the name of the rule set that judged it; `warnings`, what the board has that it
    doesn't model."""

    rules: str
    declarations: tuple[Event, ...]
    steps: tuple[Step, ...]
    players: Mapping[str, PlayerState]
    permanents: Mapping[str, PermanentState]
    warnings: tuple[NotModelled, ...] = ()

    @property
    def events(self) -> tuple[Event, ...]:
        """Every event of every damage step, in order."""
        return tuple(e for s in self.steps for e in s.events)

    def __eq__(self, other: object) -> bool:
        """Equal to any Result of the same combat (a subclass's added fields aside)."""
        if not isinstance(other, Result):
            return NotImplemented
        return all(getattr(self, f) == getattr(other, f) for f in Result.__slots__)

    def __repr__(self) -> str:
        players = ", ".join(f"{n} {p.life} life" + (f" {p.poison} poison" if p.poison else "")
                            + (" (lost)" if p.lost else "") for n, p in self.players.items())
        left = [i for i, p in self.permanents.items() if p.zone is not Zone.BATTLEFIELD]
        return (f"<Result {self.rules}: {players}; {len(left)} left the battlefield; "
                f"{len(self.events)} events>")

    def to_json(self) -> dict[str, Any]:
        return {
            "rules": self.rules,
            "declarations": [e.to_json() for e in self.declarations],
            "steps": [s.to_json() for s in self.steps],
            "players": {n: p.to_json() for n, p in self.players.items()},
            "permanents": {i: p.to_json() for i, p in self.permanents.items()},
            "warnings": [w.to_json() for w in self.warnings],
        }
