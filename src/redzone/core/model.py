"""Immutable values: players, permanents, the board and the combat declared on it."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, NamedTuple, NoReturn, TypeVar

from .abilities import ZONE_CONDITIONS, Ability, ConditionKind, Pump, Static
from .cardtypes import ALL_CARD_TYPES as ALL_CARD_TYPES
from .cardtypes import CARD_TYPES as CARD_TYPES
from .cardtypes import SUPERTYPES as SUPERTYPES
from .errors import ScenarioError
from .keywords import (
    AS_THOUGH_UNBLOCKED,
    DAMAGE_FROM_TOUGHNESS,
    NO_KEYWORDS,
    KeywordError,
    Keywords,
    counter_keywords,
    normalize,
    parse,
)
from .result import COMBAT_DAMAGE_STEP, DECLARE_BLOCKERS_STEP, NotModelled

CREATURE = "creature"
ARTIFACT = "artifact"
ENCHANTMENT = "enchantment"
PLANESWALKER = "planeswalker"
BATTLE = "battle"
LAND = "land"

# a "permanent card": one of the permanent types (110.4a)
PERMANENT_CARD = "permanent"
PERMANENT_TYPES = CARD_TYPES - {"kindred"}
# an "instant and/or sorcery card": a card with either type (304, 307)
INSTANT_OR_SORCERY = "instant or sorcery"
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")

_K = TypeVar("_K")
_V = TypeVar("_V")


class FrozenDict(dict[_K, _V]):
    """A dict that can't be changed: hashable, picklable, and as fast to read as a dict."""

    __slots__ = ()

    def _immutable(self, *args: object, **kwargs: object) -> NoReturn:
        raise TypeError("this mapping is immutable")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = _immutable
    __ior__ = _immutable

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(frozenset(self.items()))

    def __reduce__(self) -> tuple[type[FrozenDict[_K, _V]], tuple[dict[_K, _V]]]:
        return type(self), (dict(self),)


EMPTY: Mapping[Any, Any] = FrozenDict()


def frozen_map(items: Mapping[Any, Any] | Iterable[tuple[Any, Any]] = ()) -> Mapping[Any, Any]:
    """A read-only mapping that keeps insertion order."""
    return FrozenDict(items)


# What the constructors accept in plain Python and normalise: a list where a tuple is kept,
# a dict where a read-only mapping is, and one id (a str) where a tuple of ids is.

def _ids(value: Any, name: str) -> tuple[Any, ...]:
    """A tuple; one str is one id (not its letters)."""
    if isinstance(value, str):
        return (value,)
    if not isinstance(value, Iterable):
        raise TypeError(f"{name}: expected a list or tuple, got {value!r}")
    return tuple(value)


def _words(value: Any, name: str) -> frozenset[str]:
    """A frozenset of words; one str is one word."""
    return frozenset(_ids(value, name))


def _mapping(value: Any, name: str, item: Any = None) -> Mapping[Any, Any]:
    """A read-only mapping; `item` normalises each value."""
    if not isinstance(value, Mapping):
        raise TypeError(f"{name}: expected a mapping (a dict), got {value!r}")
    return frozen_map(value if item is None else {k: item(v, f"{name}.{k}")
                                                  for k, v in value.items()})


def _normalise(obj: object, fields: Mapping[str, tuple[type, Any]]) -> None:
    """Normalise each of `fields` (name -> (the type it has when normal, its normaliser)) of a
    frozen dataclass instance: at the cost of a type check when all are normal."""
    for name, (kind, fix) in fields.items():
        value = getattr(obj, name)
        if type(value) is not kind:
            object.__setattr__(obj, name, fix(value, name))


def _tuple(value: Any, name: str) -> tuple[Any, ...]:
    return value if type(value) is tuple else _ids(value, name)


_TUPLE = (tuple, _tuple)
_FROZENSET = (frozenset, _words)
_MAPPING = (FrozenDict, _mapping)


@dataclass(frozen=True, slots=True)
class Player:
    """A player's state (119 life, 122.1f poison, 903.10a commander damage)."""

    name: str
    life: int = 20
    poison: int = 0
    commander_damage: Mapping[str, int] = EMPTY
    # Their hand and graveyard as far as combat looks (None: not given): how many cards are
    # in their hand, and each card in their graveyard as its card types ("artifact creature")
    hand: int | None = None
    graveyard: tuple[frozenset[str], ...] | None = None
    drawn: int | None = None  # how many cards they have drawn this turn (121.1; None: not given)
    gained_life: bool | None = None  # whether they have gained life this turn (119.9)
    citys_blessing: bool | None = None  # whether they have the city's blessing (702.131c)

    def __post_init__(self) -> None:
        _normalise(self, {"commander_damage": _MAPPING})
        if self.graveyard is not None and type(self.graveyard) is not tuple:
            object.__setattr__(self, "graveyard", tuple(
                frozenset(card.split()) if isinstance(card, str) else frozenset(card)
                for card in _ids(self.graveyard, "graveyard")))


UNMODELLED = "its card's text acts in combat, and redzone doesn't model this sentence"


def _zones_read(ability: Ability) -> set[tuple[str, str]]:
    """The (zone, whose) an ability's condition or counts read: ("graveyard", "you"),
    ("hand", ...)."""
    counts = ([ability.count] if isinstance(ability, Static) else
              [e.count for e in ability.effects if isinstance(e, Pump)])
    found = {(str(c.cards), "you") for c in counts if c is not None and c.cards is not None}
    condition = getattr(ability, "condition", None)
    if condition is None or condition.kind not in ZONE_CONDITIONS:
        return found
    kind = condition.kind
    if kind in (ConditionKind.HAND_AT_LEAST, ConditionKind.HAND_AT_MOST):
        return found | {("hand", "you")}
    if kind == ConditionKind.DRAWN_AT_LEAST:
        return found | {("drawn", "you")}
    if kind == ConditionKind.GAINED_LIFE:
        return found | {("gained_life", "you")}
    if kind == ConditionKind.CITYS_BLESSING:
        return found | {("citys_blessing", "you")}
    if kind == ConditionKind.OPPONENT_HAND_AT_MOST:
        return found | {("hand", "an opponent")}
    if kind == ConditionKind.MORE_CARDS_IN_HAND:
        return found | {("hand", "you"), ("hand", "an opponent")}
    return found | {("graveyard", "an opponent"
                     if kind == ConditionKind.OPPONENT_GRAVEYARD_AT_LEAST else "you")}


def _reads_entered(ability: Ability) -> bool:
    """Does the ability's condition ask whether its permanent entered this turn?"""
    condition = getattr(ability, "condition", None)
    return condition is not None and condition.kind == ConditionKind.ENTERED_THIS_TURN


@dataclass(frozen=True, slots=True)
class Permanent:
    """A permanent on the battlefield. `power`/`toughness` are before counters."""

    id: str
    controller: str
    name: str = ""
    card: str | None = None
    copy_of: str | None = None  # the card it entered as a copy of (707.5), by its `card`
    types: frozenset[str] = frozenset({CREATURE})  # card types and supertypes
    subtypes: frozenset[str] = frozenset()
    colors: frozenset[str] = frozenset()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    defense: int | None = None
    protector: str | None = None
    attached_to: str | None = None  # the permanent this Aura or Equipment is attached to (301.5)
    keywords: Keywords = NO_KEYWORDS
    damage: int = 0
    counters: Mapping[str, int] = EMPTY
    tapped: bool = False
    summoning_sick: bool = False
    # whether it entered the battlefield this turn (None: not given; then as summoning sick,
    # which it is if it did, 302.6)
    entered_this_turn: bool | None = None
    can_block: int | None = 1  # how many attackers it may block; None: any number
    prevent: int = 0  # prevention shield (615.7)
    regenerate: int = 0  # regeneration shields (701.19)
    value: int | None = None
    as_though_unblocked: bool = False  # may assign its damage as though it weren't blocked
    damage_from_toughness: bool = False  # assigns damage equal to its toughness (510.1a)
    # 613.4d: its power and toughness switched, after counters (an effect's, set in combat by
    # the layers; a file never gives it)
    switched: bool = False
    commander: bool = False
    owner: str = ""
    disabled: bool = False  # MTG Puzzle Quest: it neither attacks nor blocks
    abilities: tuple[Ability, ...] = ()  # beyond keywords (core.abilities)
    gains: tuple[str, ...] = ()  # keywords added to its card's (`keywords` has them)
    loses: tuple[str, ...] = ()  # keywords taken from its card's (`keywords` lacks them)
    token: bool = False
    # "monstrous" (701.37b), "renowned" (702.112b), "saddled" (702.171b)
    designations: frozenset[str] = frozenset()
    paired_with: str | None = None  # soulbond: the creature it's paired with (702.95)
    # the attackers it can't block this turn, by effects (509.1b); only during combat
    cant_block: frozenset[str] = frozenset()
    # Sentences of its card's text that act in combat and that redzone doesn't model
    # (named in every result's warnings, never ignored in silence)
    unmodelled: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not self.owner:
            object.__setattr__(self, "owner", self.controller)
        _normalise(self, _PERMANENT_FIELDS)
        for stat in ("power", "toughness", "loyalty", "defense", "damage"):
            value = getattr(self, stat)
            if value is not None and (type(value) is not int):
                raise TypeError(f"Permanent {self.id!r}: {stat} must be a whole number, "
                                f"got {value!r}")
        if not isinstance(self.keywords, Keywords):
            object.__setattr__(self, "keywords", self._parsed(self.keywords))

    def _parsed(self, given: Any) -> Keywords:
        """A list of keywords as printed, read as a file's are: less those it `loses`, then
        those it `gains`, then those its keyword counters give (122.1b)."""
        words = _ids(given, "keywords")
        lost = {normalize(w) for w in self.loses}
        printed = [*(w for w in words if normalize(w) not in lost), *self.gains,
                   *counter_keywords(self.counters)]
        try:
            return parse(printed)
        except KeywordError as err:
            raise ScenarioError(f"Permanent {self.id!r}.keywords", err.message) from None

    @property
    def label(self) -> str:
        """The name shown to people."""
        return self.name or self.card or self.id

    def is_a(self, card_type: str) -> bool:
        return card_type in self.types

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords.flags

    @property
    def assigns_as_though_unblocked(self) -> bool:
        """May it assign its combat damage as though it weren't blocked (a field or the
        ability)?"""
        return self.as_though_unblocked or AS_THOUGH_UNBLOCKED in self.keywords.flags

    @property
    def assigns_by_toughness(self) -> bool:
        """Does it assign combat damage equal to its toughness rather than its power (a field
        or an ability, 510.1a)?"""
        return self.damage_from_toughness or DAMAGE_FROM_TOUGHNESS in self.keywords.flags

    @property
    def current_power(self) -> int:
        """Power with its +X/+Y counters (+1/+1, -1/-1, +1/+0...: 613.4c, 122.1a), then
        switched (613.4d)."""
        if self.switched:
            return (self.toughness or 0) + counter_pt(self.counters)[1]
        return (self.power or 0) + counter_pt(self.counters)[0]

    @property
    def current_toughness(self) -> int:
        """Toughness with its +X/+Y counters (613.4c, 122.1a), then switched (613.4d)."""
        if self.switched:
            return (self.power or 0) + counter_pt(self.counters)[0]
        return (self.toughness or 0) + counter_pt(self.counters)[1]


_PERMANENT_FIELDS = {"types": _FROZENSET, "subtypes": _FROZENSET, "colors": _FROZENSET,
                     "designations": _FROZENSET, "counters": _MAPPING, "abilities": _TUPLE,
                     "gains": _TUPLE, "loses": _TUPLE, "unmodelled": _TUPLE}
_PT_COUNTER = re.compile(r"^([+-]\d+)/([+-]\d+)$")


def counter_pt(counters: Mapping[str, int]) -> tuple[int, int]:
    """What its +X/+Y counters add to power and toughness (122.1a)."""
    if not counters:
        return 0, 0
    power = toughness = 0
    for kind, n in counters.items():
        m = _PT_COUNTER.match(kind)
        if m:
            power += int(m.group(1)) * n
            toughness += int(m.group(2)) * n
    return power, toughness


@dataclass(frozen=True, slots=True)
class Board:
    """Players in turn order, the permanents in the order played, and the active player."""

    players: tuple[Player, ...]
    permanents: tuple[Permanent, ...]
    active: str
    teams: tuple[tuple[str, ...], ...] = ()  # Two-Headed Giant teams (810.1); () otherwise
    _by_id: Mapping[str, Permanent] = field(init=False, repr=False, compare=False)
    _by_name: Mapping[str, Player] = field(init=False, repr=False, compare=False)
    _team: Mapping[str, int] = field(init=False, repr=False, compare=False)
    _warned: tuple[NotModelled, ...] | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        _normalise(self, {"players": _TUPLE, "permanents": _TUPLE})
        if type(self.teams) is not tuple or any(type(t) is not tuple for t in self.teams):
            object.__setattr__(self, "teams", tuple(_ids(t, "teams") for t in self.teams))
        object.__setattr__(self, "_by_id", {p.id: p for p in self.permanents})
        object.__setattr__(self, "_by_name", {p.name: p for p in self.players})
        object.__setattr__(self, "_team", {n: i for i, team in enumerate(self.teams)
                                           for n in team})
        object.__setattr__(self, "_warned", None)

    def allied(self, one: str, other: str) -> bool:
        """The same player, or heads of one Two-Headed Giant team (810.7)."""
        return one == other or (one in self._team and self._team.get(one) == self._team.get(other))

    def opponents(self, player: str) -> list[tuple[str, ...]]:
        """Each opponent of `player`, or each opposing Two-Headed Giant team (810.1)."""
        if self.teams:
            return [team for team in self.teams if player not in team]
        return [(p.name,) for p in self.players if p.name != player]

    def warnings(self) -> tuple[NotModelled, ...]:
        """What its permanents' cards do in combat that redzone doesn't model, and the hands
        and graveyards their abilities read that the file doesn't give (taken as empty).
        Computed once per board."""
        warned = self._warned
        if warned is None:
            warned = self._warnings()
            object.__setattr__(self, "_warned", warned)
        return warned

    def _warnings(self) -> tuple[NotModelled, ...]:
        found = [NotModelled(p.id, text, UNMODELLED) for p in self.permanents
                 for text in p.unmodelled]
        for p in self.permanents:
            if (p.entered_this_turn is None and p.summoning_sick
                    and any(_reads_entered(a) for a in p.abilities)):
                found.append(NotModelled(p.id, "entered_this_turn", (
                    "its abilities read whether it entered the battlefield this turn, which the "
                    "file doesn't say: taken as yes, as it is summoning sick (302.6)")))
            if p.counters.get("shield", 0) > 0:
                found.append(NotModelled(p.id, "counters.shield", (
                    "a shield counter (122.1c: damage or destruction removes one instead) "
                    "isn't modelled")))
            for zone, whose in sorted({z for a in p.abilities for z in _zones_read(a)}):
                players = ([p.controller] if whose == "you" else
                           [q.name for q in self.players if not self.allied(q.name, p.controller)])
                for name in players:
                    if getattr(self.player(name), zone) is None:
                        what = {"drawn": ("the cards drawn this turn", "none"),
                                "gained_life": ("life gained this turn", "none"),
                                "citys_blessing": ("city's blessing", "not had")}.get(
                                    zone, (zone, "empty"))
                        found.append(NotModelled(p.id, f"players.{name}.{zone}", (
                            f"its abilities read {name}'s {what[0]}, which the file doesn't "
                            f"give: taken as {what[1]}")))
        return tuple(found)

    def permanent(self, pid: str) -> Permanent:
        return self._by_id[pid]

    def get(self, pid: str) -> Permanent | None:
        return self._by_id.get(pid)

    def player(self, name: str) -> Player:
        return self._by_name[name]

    def is_player(self, name: str) -> bool:
        return name in self._by_name

    def defender_of(self, target: str) -> str:
        """The player attacked through `target`: the player, a planeswalker's controller, or
        a battle's protector (310.9c-d)."""
        perm = self._by_id.get(target)
        if perm is None:
            return target
        if BATTLE in perm.types:
            return perm.protector or perm.controller
        return perm.controller


ActionKind = Literal["sacrifice", "bounce", "exile", "regenerate", "pump", "prevent", "damage"]


class Action(NamedTuple):
    """What a player does while combat damage waits on the stack (cr-6e, 310.1): `kind` on
    `target` in the combat damage step `step`. `pump` gives +`power`/+`toughness` until end of
    turn, `prevent` a shield against the next `amount` damage, `damage` deals `amount`
    noncombat damage from `source` (a permanent) to `target` (a permanent or a player)."""

    kind: ActionKind
    target: str
    step: str = COMBAT_DAMAGE_STEP
    amount: int = 0
    power: int = 0
    toughness: int = 0
    source: str = ""


class Activation(NamedTuple):
    """An activated ability its controller activates (602.2) `times` times in the step `step`,
    once that step's triggered abilities have resolved: the `ability`-th of `source`'s
    abilities, with `target` for an ability that targets (a creature or a player),
    `sacrifice`: what each activation sacrifices to pay "Sacrifice a creature", in turn, and
    `x` the value of X announced for a cost with X in it (601.2b)."""

    source: str
    ability: int
    times: int = 1
    step: str = DECLARE_BLOCKERS_STEP
    target: str | None = None
    sacrifice: tuple[str, ...] = ()
    player: str | None = None  # who activates it: its controller unless "any player may"
    choices: tuple[str, ...] = ()  # what each activation chooses as it resolves, in turn
    x: int = 0  # the value of X each activation announces (107.3a, 601.2b)


@dataclass(frozen=True, slots=True)
class Combat:
    """What was declared: attacks, blocks and the options of the combat damage step."""

    # attacker -> player, planeswalker or battle
    attacks: Mapping[str, str] = EMPTY
    # blocker -> attackers it blocks
    blocks: Mapping[str, tuple[str, ...]] = EMPTY
    # cr-m10 damage assignment order
    order: Mapping[str, tuple[str, ...]] = EMPTY
    # creature -> recipient -> amount, for every step; or a tuple of those, one per step
    assign: Mapping[str, Mapping[str, int] | tuple[Mapping[str, int], ...]] = EMPTY
    bands: tuple[tuple[str, ...], ...] = ()
    removed: tuple[str, ...] = ()  # removed from combat before combat damage (506.4)
    after_assignment: tuple[Action, ...] = ()  # cr-6e: while combat damage is on the stack
    # The players' choices for triggered abilities: provoke's target (none: not provoked),
    # mentor's target, the creature each attacker enlists, the permanents sacrificed to each
    # attacker's annihilator, the targets of each permanent's other abilities in the order
    # they trigger, and the order in which each player's simultaneous triggers resolve.
    provoke: Mapping[str, str] = EMPTY
    mentor: Mapping[str, str] = EMPTY
    enlist: Mapping[str, str] = EMPTY
    annihilator: Mapping[str, tuple[str, ...]] = EMPTY
    targets: Mapping[str, tuple[str, ...]] = EMPTY
    triggers: Mapping[str, tuple[str, ...]] = EMPTY
    activate: tuple[Activation, ...] = ()  # activated abilities, in the order activated
    may: Mapping[str, bool] = EMPTY  # does each permanent's controller take its "you may"s?
    ward: Mapping[str, bool] = EMPTY  # does each permanent's controller pay ward for it?
    # what each permanent's triggered abilities choose as they resolve (608.2d), in order
    choices: Mapping[str, tuple[str, ...]] = EMPTY

    def __post_init__(self) -> None:
        _normalise(self, _COMBAT_FIELDS)

    @classmethod
    def of(
        cls,
        attacks: Mapping[str, str] | None = None,
        blocks: Mapping[str, str | Iterable[str]] | None = None,
        assign: Mapping[str, Mapping[str, int] | Iterable[Mapping[str, int]]] | None = None,
        removed: Iterable[str] = (),
    ) -> Combat:
        """Build a combat from plain dicts (a blocker may name one attacker or a list)."""
        return cls(
            attacks=frozen_map(attacks or {}),
            blocks=frozen_map(
                (b, (a,) if isinstance(a, str) else tuple(a)) for b, a in (blocks or {}).items()),
            assign=frozen_map((c, _per_step(m)) for c, m in (assign or {}).items()),
            removed=tuple(removed),
        )

    def blockers_of(self, attacker: str) -> tuple[str, ...]:
        """The creatures declared as blocking `attacker`, in the order of `blocks`."""
        return tuple(b for b, attackers in self.blocks.items() if attacker in attackers)


def _per_step(given: Mapping[str, int] | Iterable[Mapping[str, int]],
              ) -> Mapping[str, int] | tuple[Mapping[str, int], ...]:
    if isinstance(given, Mapping):
        return frozen_map(given)
    return tuple(frozen_map(split) for split in given)


def _of_ids(value: Any, name: str) -> Mapping[Any, Any]:
    """A mapping to tuples of ids: {"elf": "bear"} is {"elf": ("bear",)}."""
    return _mapping(value, name, _tuple)


def _steps(value: Any, name: str) -> Mapping[Any, Any]:
    return _mapping(value, name, lambda given, _: _per_step(given))


def _bands(value: Any, name: str) -> tuple[tuple[str, ...], ...]:
    return tuple(_ids(band, f"{name}[{i}]") for i, band in enumerate(_ids(value, name)))


_OF_IDS = (FrozenDict, _of_ids)
_COMBAT_FIELDS = {
    "attacks": _MAPPING, "blocks": _OF_IDS, "order": _OF_IDS, "assign": (FrozenDict, _steps),
    "bands": (tuple, _bands), "removed": _TUPLE, "after_assignment": _TUPLE,
    "provoke": _MAPPING, "mentor": _MAPPING, "enlist": _MAPPING, "annihilator": _OF_IDS,
    "targets": _OF_IDS, "triggers": _OF_IDS, "activate": _TUPLE, "may": _MAPPING,
    "ward": _MAPPING, "choices": _OF_IDS}
