"""The mutable working state of one combat, built from the immutable board.

Resolution works on these small slotted objects (no copies of the board per event); the
immutable `Result` is built from them once, at the end. A permanent's own values (`Live.base`)
and its values with every continuous effect applied (`Live.perm`, layers 6 and 7 of 613,
recomputed by abilities.layers.refresh) are kept apart, so that a creature that returns to
the battlefield comes back as a new object (400.7) without them.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from redzone.core.abilities import NO_EVENTS, Static, Triggered, TriggerEvent
from redzone.core.keywords import (
    ASCEND,
    EXILE_INSTEAD,
    NO_REGENERATION,
    NOT_STRONGER,
    NOT_WEAKER,
    OPPONENTS_ENTER_TAPPED,
    Keywords,
    parse,
)
from redzone.core.memo import PerObject
from redzone.core.model import (
    BATTLE,
    CREATURE,
    PLANESWALKER,
    Board,
    Combat,
    Permanent,
    counter_pt,
    frozen_map,
)
from redzone.core.result import Event, PermanentState, PlayerState, Zone

_ATTACKABLE = frozenset({PLANESWALKER, BATTLE})  # permanents a creature may attack (506.2)
END_OF_TURN = "end of turn"
END_OF_COMBAT = "end of combat"


@dataclass(slots=True)
class ContinuousEffect:
    """A continuous effect from a resolved ability (611.2): base power and toughness set to
    `base` (layer 7b), +`power`/+`toughness` (layer 7c) and `keywords` (layer 6) for the
    permanents `affected`, fixed as it began (611.2c), until `until`; applied in `timestamp`
    order (613.7b)."""

    timestamp: int
    affected: frozenset[str]
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    until: str = END_OF_TURN
    source: str = ""
    base: tuple[int, int] | None = None
    loses: tuple[str, ...] = ()  # keywords lost (layer 6)
    switch: bool = False  # switches power and toughness (layer 7d, 613.4d)
    colors: tuple[str, ...] | None = None  # its colors become these (layer 5, 105.3)
    subtypes: tuple[str, ...] | None = None  # its creature types become these (4, 205.1a)
    also: tuple[str, ...] = ()  # subtypes added to its others (layer 4, 205.1b)


# Permanents with the damage, tapped status and counters of a moment, kept per permanent
# across combats on one board.
_SHOWN: PerObject[Permanent, dict[tuple[Any, ...], Permanent]] = PerObject()


def _moments(_: Permanent) -> dict[tuple[Any, ...], Permanent]:
    return {}


# Objects made in combat (tokens, cards returned to the battlefield), kept per permanent that
# made them: combats on one board make the same immutable values, so that what is kept per
# object (its keywords' events, its values with effects applied) is found again.
_MADE: PerObject[Permanent, dict[tuple[Any, ...], Permanent]] = PerObject()


def made(maker: Permanent, key: tuple[Any, ...], make: Callable[[], Permanent]) -> Permanent:
    """`make()`, the permanent `maker` makes as `key` says (the same key, the same object)."""
    kept = _MADE.get(maker, _moments)
    perm = kept.get(key)
    if perm is None:
        perm = kept[key] = make()
    return perm


def waits_of(perm: Permanent) -> frozenset[TriggerEvent]:
    """The events its triggered abilities wait for (603.2), kept per permanent."""
    if not perm.abilities:
        return NO_EVENTS
    return _WAITS.get(perm, _waits)


def _waits(perm: Permanent) -> frozenset[TriggerEvent]:
    return frozenset(a.event for a in perm.abilities if isinstance(a, Triggered))


_WAITS: PerObject[Permanent, frozenset[TriggerEvent]] = PerObject()
NOBODY: frozenset[str] = frozenset()

# evasion that compares powers (702.118b, 509.1b)
_COMPARE_POWER = frozenset({"skulk", NOT_WEAKER, NOT_STRONGER})


def instead(zone: Zone) -> str | None:
    """The note of an event whose creature went to `zone` (State.leave) instead of dying."""
    return "exiled instead of dying (614.1a)" if zone is Zone.EXILE else None


class Live:
    """A permanent during combat: `base` its own values, `perm` them with continuous effects
    applied (the same object while none applies)."""

    __slots__ = (
        "attached",
        "base",
        "controller",
        "damage",
        "dealt_by",
        "deathtouched",
        "defense",
        "flags",
        "id",
        "kept",
        "loyalty",
        "minus",
        "monstrous",
        "more_power",
        "more_toughness",
        "other_counters",
        "perm",
        "plus",
        "prevent",
        "regen",
        "renowned",
        "tapped",
        "timestamp",
        "token",
        "waits",
        "zone",
    )

    def __init__(self, perm: Permanent, timestamp: int = 0, token: bool = False) -> None:
        self.base = perm
        self.perm = perm
        # what its triggered abilities wait for (603.2)
        self.waits = waits_of(perm)
        self.kept: Any = None  # its values with effects applied, by effects (abilities.layers)
        self.id = perm.id
        self.controller = perm.controller
        self.flags = perm.keywords.flags
        self.damage = perm.damage
        counters = perm.counters
        if counters:
            self.plus = counters.get("+1/+1", 0)
            self.minus = counters.get("-1/-1", 0)
            self.other_counters = {k: v for k, v in counters.items()
                                   if k not in ("+1/+1", "-1/-1")}
        else:
            self.plus = self.minus = 0
            self.other_counters = {}
        self.more_power = self.more_toughness = 0  # other +X/+Y counters (122.1a)
        if self.other_counters:
            self.more_power, self.more_toughness = counter_pt(self.other_counters)
        self.loyalty = perm.loyalty
        self.defense = perm.defense
        self.prevent = perm.prevent
        self.regen = perm.regenerate
        self.tapped = perm.tapped
        self.deathtouched = False  # dealt damage by a deathtouch source since SBAs (702.2b)
        self.dealt_by: frozenset[str] = NOBODY  # the sources that dealt it damage this turn
        self.zone = Zone.BATTLEFIELD
        self.timestamp = timestamp  # 613.7d: as it entered the battlefield
        self.token = token
        self.renowned = "renowned" in perm.designations  # 702.112b
        self.monstrous = "monstrous" in perm.designations  # 701.37b
        self.attached = perm.attached_to  # None once unattached (704.5n)

    def copy(self) -> Live:
        twin = Live.__new__(Live)
        twin.base, twin.controller, twin.damage, twin.deathtouched = (
            self.base, self.controller, self.damage, self.deathtouched)
        twin.defense, twin.flags, twin.id, twin.loyalty = (
            self.defense, self.flags, self.id, self.loyalty)
        twin.minus, twin.perm, twin.plus, twin.prevent = (
            self.minus, self.perm, self.plus, self.prevent)
        twin.regen, twin.tapped, twin.zone = self.regen, self.tapped, self.zone
        twin.timestamp, twin.token, twin.renowned = self.timestamp, self.token, self.renowned
        twin.monstrous, twin.dealt_by = self.monstrous, self.dealt_by
        twin.more_power, twin.more_toughness = self.more_power, self.more_toughness
        twin.other_counters = dict(self.other_counters)
        twin.attached, twin.waits, twin.kept = self.attached, self.waits, self.kept
        return twin

    @property
    def power(self) -> int:
        perm = self.perm
        if perm.switched:  # 613.4d: after the counters (7c)
            return (perm.toughness or 0) + self.plus - self.minus + self.more_toughness
        return (perm.power or 0) + self.plus - self.minus + self.more_power

    @property
    def toughness(self) -> int:
        perm = self.perm
        if perm.switched:
            return (perm.power or 0) + self.plus - self.minus + self.more_power
        return (perm.toughness or 0) + self.plus - self.minus + self.more_toughness

    @property
    def creature(self) -> bool:
        return CREATURE in self.perm.types

    @property
    def regenerates(self) -> bool:
        """Does a regeneration shield replace its destruction (701.19a; not if it "can't be
        regenerated", 701.19c)?"""
        return self.regen > 0 and NO_REGENERATION not in self.flags

    def counters(self) -> dict[str, int]:
        counters = dict(self.other_counters)
        if self.plus:
            counters["+1/+1"] = self.plus
        if self.minus:
            counters["-1/-1"] = self.minus
        return counters

    def as_permanent(self) -> Permanent:
        """As a permanent of the board, its values as they are now (for declarations)."""
        perm = self.perm
        if self.damage == perm.damage and self.tapped == perm.tapped and (
                not (self.plus or self.minus or self.other_counters or perm.counters)):
            return perm
        counters = self.counters()
        if (counters == dict(perm.counters) and self.damage == perm.damage
                and self.tapped == perm.tapped):
            return perm
        key = (self.damage, self.tapped, tuple(sorted(counters.items())))
        kept = _SHOWN.get(perm, _moments)
        shown = kept.get(key)
        if shown is None:
            shown = kept[key] = replace(perm, counters=frozen_map(counters),
                                        damage=self.damage, tapped=self.tapped)
        return shown

    def snapshot(self) -> PermanentState:
        creature = CREATURE in self.perm.types
        return PermanentState(
            self.id, self.zone, self.damage, self.counters(),
            self.power if creature else self.perm.power,
            self.toughness if creature else self.perm.toughness,
            self.loyalty, self.defense, self.tapped)


class LivePlayer:
    """A player during combat."""

    __slots__ = ("citys_blessing", "commander_damage", "drawn", "gained_life", "hand", "life",
                 "lost", "name", "poison", "prevent")

    def __init__(self, name: str, life: int, poison: int, commander: dict[str, int],
                 hand: int | None = None, drawn: int | None = None,
                 gained_life: bool | None = None, citys_blessing: bool | None = None) -> None:
        self.name = name
        self.hand = hand  # how many cards are in their hand, where the file gives it
        self.drawn = drawn  # how many cards they have drawn this turn, where it is given
        self.gained_life = gained_life  # whether they have gained life this turn (119.9)
        self.citys_blessing = citys_blessing  # whether they have it (702.131c)
        self.life = life
        self.poison = poison
        self.commander_damage = commander
        self.lost = False
        self.prevent = 0  # prevention shields: the next N damage dealt to them (615.7)

    def copy(self) -> LivePlayer:
        twin = LivePlayer(self.name, self.life, self.poison, dict(self.commander_damage),
                          self.hand, self.drawn, self.gained_life, self.citys_blessing)
        twin.lost = self.lost
        twin.prevent = self.prevent
        return twin

    def snapshot(self) -> PlayerState:
        return PlayerState(self.name, self.life, self.poison, self.lost,
                           dict(self.commander_damage))


class State:
    """Who is attacking what, who blocks whom, every permanent's live values, and the
    continuous effects and choices of the combat so far."""

    __slots__ = (
        "attacked_player", "attacking", "banding", "barred", "blocked", "blockers", "blocking",
        "blocks_extra", "board", "changes", "clock", "combat", "combat_changes", "declared",
        "delayed", "dynamic", "effects", "effects_changed", "events", "exile_at_end", "field",
        "fogged", "fresh", "goaded", "listening", "lowered", "more_counters", "moves", "orders",
        "perms", "players",
        "provoked", "reads", "shared", "static", "statics", "taken", "tokens", "totals", "waiting",
    )

    def __init__(self, board: Board, combat: Combat) -> None:
        self.board = board
        self.combat = combat
        self.players = {p.name: LivePlayer(p.name, p.life, p.poison, dict(p.commander_damage),
                                           p.hand, p.drawn, p.gained_life, p.citys_blessing)
                        for p in board.players}
        # Live permanents in a canonical order: attackers, blockers, what is attacked, then
        # the rest of the board, so that events never depend on how the file lists the board.
        order = dict.fromkeys([*combat.attacks, *combat.blocks, *(
            t for t in combat.attacks.values() if board.get(t) is not None)])
        order.update((p.id, None) for p in board.permanents if p.id not in order)
        # 613.7d: the order played, which is the order listed
        played = {p.id: n for n, p in enumerate(board.permanents)}
        self.perms = {pid: Live(board.permanent(pid), played[pid]) for pid in order}
        self.clock = len(played)  # the next timestamp (613.7)
        # attacker -> what it attacks (None once that left combat, 506.4c); none until
        # attackers are declared (508.1)
        self.attacking: dict[str, str | None] = {}
        self.declared: tuple[str, ...] = ()  # the creatures declared as attackers (506.5)
        # attacker -> the defending player it attacks, directly or through a permanent
        self.attacked_player: dict[str, str] = {}
        self.blockers: dict[str, list[str]] = {a: [] for a in combat.attacks}
        self.blocking: dict[str, list[str]] = {}
        self.blocked: set[str] = set()
        self.banding = False
        self.events: list[Event] = []
        # Two-Headed Giant: team index -> shared (life, poison) last applied (810.9); as
        # combat begins, the first head's (810.4, 810.5)
        self.shared = {i: (board.player(team[0]).life, board.player(team[0]).poison)
                       for i, team in enumerate(board.teams)}
        # cr-m10: each creature's damage assignment order, chosen as blockers are declared
        # (509.2, 509.3)
        self.orders: dict[str, tuple[str, ...]] = {}
        self.effects: list[ContinuousEffect] = []  # from resolved abilities (611.2)
        # Are there static abilities (604.1) on the battlefield? What do their effects follow
        # besides the effects and permanents (611.3a; core.abilities.READS)? May anything
        # trigger (a triggered keyword or ability)? If not, nothing is looked for.
        self.static, self.reads, self.listening = _HAS.get(board, _has)
        self.waiting: Any = None  # what the board's abilities wait for (abilities/triggers)
        # Do continuous effects apply (static abilities, effects)? If not, `perm` is `base`.
        self.dynamic = self.static
        # How many times what continuous effects depend on has changed: the objects on the
        # battlefield (`changes`), who attacks and blocks (`combat_changes`), the effects
        # (`effects_changed`); and from what layers.refresh last computed them
        self.changes = self.combat_changes = self.effects_changed = 0
        self.fresh: tuple[object, ...] = ()
        self.field: tuple[int, list[Live]] = (-1, [])  # battlefield() at `changes`
        self.moves: list[Live] = []  # each object that entered or left the battlefield, in order
        # has a refresh lowered a toughness or removed a keyword since state-based actions
        # were last checked?
        self.lowered = False
        # what static abilities did, from what (layers.refresh), and which objects then
        self.statics: tuple[object, list[Any], frozenset[int], bool] = (
            (), [], frozenset(), False)
        self.totals: Any = None  # layers.Totals: every effect's part, as last computed
        self.provoked: dict[str, str] = {}  # creature -> the attacker it blocks if able
        # creature -> the attackers it can't block this turn (509.1b)
        self.barred: dict[str, frozenset[str]] = {}
        # creature -> how many more attackers it may block this turn (509.1a)
        self.blocks_extra: dict[str, int] = {}
        self.exile_at_end: list[str] = []  # tokens exiled at end of combat (702.116a)
        # how many counters of a kind are put on a permanent instead of that many, by static
        # abilities' replacement effects (614.1a; abilities.layers.refresh sets it)
        self.more_counters: Callable[[State, str, str, int], int] | None = None
        # delayed triggered abilities for end of combat (603.7a): (source, its controller,
        # the object it acts on, the effect)
        self.delayed: list[tuple[str, str, str, Any]] = []
        self.tokens: list[str] = []  # created in this combat, in order
        self.taken: dict[str, int] = {}  # how many of each list of the file's choices are used
        self.goaded: dict[str, frozenset[str]] = {}  # creature -> the players who goaded it
        self.fogged = False  # all combat damage this turn is prevented (615.1a)
        if _ASCENDING.get(board, _ascending):
            self.ascend()

    def declare_attacks(self) -> None:
        """508.1a: the combat's attackers become attacking creatures, each attacking what the
        file says."""
        self.combat_changes += 1
        attacks = self.combat.attacks
        self.attacking = dict(attacks)
        self.declared = tuple(attacks)
        self.attacked_player = {a: self.board.defender_of(t) for a, t in attacks.items()}

    def declare_blocks(self, blocks: Mapping[str, tuple[str, ...]]) -> None:
        """509.1g-h: the blocking creatures, and the attackers they make blocked."""
        self.combat_changes += 1
        for blocker, attackers in blocks.items():
            self.blocking[blocker] = list(attackers)
            for a in attackers:
                self.blockers[a].append(blocker)
        self.blocked = {a for a, bl in self.blockers.items() if bl}  # 509.1h
        # Does a creature in combat have banding (702.22j-k: who assigns damage changes)?
        self.banding = any("banding" in self.perms[c].flags
                           for c in (*self.attacking, *self.blocking))

    def clone(self, only: set[str] | None = None) -> State:
        """An independent copy, to try a choice on (the board itself is shared: immutable);
        with `only`, just those permanents (what a trial damage assignment can touch)."""
        twin = State.__new__(State)
        twin.board, twin.combat, twin.events = self.board, self.combat, []
        twin.players = {n: p.copy() for n, p in self.players.items()}
        perms = self.perms
        twin.perms = ({i: p.copy() for i, p in perms.items()} if only is None
                      else {i: perms[i].copy() for i in perms if i in only})
        twin.attacking = dict(self.attacking)
        twin.declared = self.declared
        twin.attacked_player = dict(self.attacked_player)
        twin.blockers = {a: list(b) for a, b in self.blockers.items()}
        twin.blocking = {b: list(a) for b, a in self.blocking.items()}
        twin.blocked = set(self.blocked)
        twin.banding = self.banding
        twin.orders = self.orders
        twin.shared = dict(self.shared)
        twin.clock = self.clock
        twin.effects = list(self.effects)
        twin.dynamic = self.dynamic
        twin.static = self.static
        twin.reads = self.reads
        twin.changes, twin.effects_changed = self.changes, self.effects_changed
        twin.combat_changes, twin.field = self.combat_changes, (-1, [])
        twin.moves = []  # (its totals are computed again from the start)
        twin.lowered = self.lowered
        twin.fresh = self.fresh  # the permanents' copies keep their values
        twin.statics = self.statics
        twin.totals = None  # (its own, computed again)
        twin.listening, twin.waiting = self.listening, self.waiting
        twin.provoked = dict(self.provoked)
        twin.barred = dict(self.barred)
        twin.blocks_extra = dict(self.blocks_extra)
        twin.exile_at_end = list(self.exile_at_end)
        twin.more_counters = self.more_counters
        twin.delayed = list(self.delayed)
        twin.tokens = list(self.tokens)
        twin.taken = dict(self.taken)
        twin.goaded = dict(self.goaded)
        twin.fogged = self.fogged
        return twin

    def tick(self) -> int:
        """A new timestamp (613.7)."""
        self.clock += 1
        return self.clock

    def in_combat(self, pid: str) -> bool:
        return pid in self.attacking or pid in self.blocking

    def on_battlefield(self, pid: str) -> bool:
        live = self.perms.get(pid)
        return live is not None and live.zone == Zone.BATTLEFIELD

    def battlefield(self) -> list[Live]:
        """The permanents on the battlefield, in the state's order (a list not to change)."""
        changes, found = self.field
        if changes != self.changes:
            battlefield = Zone.BATTLEFIELD
            found = [p for p in self.perms.values() if p.zone is battlefield]
            self.field = (self.changes, found)
        return found

    def remove_from_combat(self, pid: str) -> None:
        """506.4: it stops attacking or blocking; attackers it blocked stay blocked (509.1h)."""
        self.combat_changes += 1
        if pid in self.attacking:
            del self.attacking[pid]
            for blocker in self.blockers.pop(pid, ()):
                self.blocking[blocker].remove(pid)
        for attacker in self.blocking.pop(pid, ()):
            self.blockers[attacker].remove(pid)
        perm = self.board.get(pid)
        if perm is not None and perm.types & _ATTACKABLE:  # 506.4c: what it attacked is gone
            for attacker, target in self.attacking.items():
                if target == pid:
                    self.attacking[attacker] = None

    def bar(self, blocker: str, attacker: str) -> None:
        """`blocker` can't block `attacker` this turn (509.1b)."""
        self.barred[blocker] = self.barred.get(blocker, frozenset()) | {attacker}

    def blocks_more(self, blocker: str, n: int) -> None:
        """`blocker` can block `n` more attackers this turn (509.1a)."""
        self.blocks_extra[blocker] = self.blocks_extra.get(blocker, 0) + n

    def as_permanent(self, live: Live) -> Permanent:
        """`live` as a permanent of the board now, with the attackers it can't block and
        how many it may block."""
        perm = live.as_permanent()
        barred = self.barred.get(live.id)
        if barred is not None:
            perm = replace(perm, cant_block=barred)
        more = self.blocks_extra.get(live.id)
        if more and perm.can_block is not None:
            perm = replace(perm, can_block=perm.can_block + more)
        return perm

    def view(self) -> Board:
        """The board as it is now: the permanents on the battlefield with their current values
        (for declarations made after abilities changed them)."""
        board = self.board
        perms = tuple(self.as_permanent(p) for p in self.battlefield())
        if len(perms) == len(board.permanents) and all(
                a is b for a, b in zip(perms, board.permanents, strict=True)):
            return board  # nothing has changed
        return Board(board.players, perms, board.active, board.teams)

    def for_declarations(self, tapped: Collection[str] = ()) -> Board:
        """The board to judge a declaration on (508.1, 509.1): the board itself while what a
        declaration looks at is as the board has it (the objects on the battlefield, their
        keywords, colors and creature types, whether they are tapped, but for the creatures
        `tapped` as they attacked, and their power where an evasion ability compares powers:
        skulk, 509.1b's power limit), else the board as it is now (`view`)."""
        if self.changes or self.barred or self.blocks_extra:
            return self.view()
        lives = self.perms.values()
        powers = (any(_compares_powers(live.perm.keywords) for live in lives) if self.tokens
                  else _POWERS.get(self.board, _powers_compared))
        for live in lives:
            base = live.base
            if (live.flags is not base.keywords.flags
                    or (live.tapped != base.tapped and live.id not in tapped)
                    or (powers and live.power != base.current_power)
                    or (live.perm is not base and (live.perm.colors != base.colors
                                                   or live.perm.subtypes != base.subtypes))):
                return self.view()
        return self.board

    # --- what effects do to the state (their events are their rules') --------------------

    def pump(self, affected: frozenset[str], power: int, toughness: int,
             keywords: tuple[str, ...] = (), until: str = END_OF_TURN,
             source: str = "", base: tuple[int, int] | None = None,
             loses: tuple[str, ...] = (), switch: bool = False,
             colors: tuple[str, ...] | None = None, subtypes: tuple[str, ...] | None = None,
             also: tuple[str, ...] = ()) -> ContinuousEffect:
        """A continuous effect from a resolving ability (611.2): base power and toughness
        `base`, +power/+toughness, keywords gained and `loses` lost, power and toughness
        switched (`switch`), `colors` and creature types (`subtypes`, or `also` these) for
        `affected` until `until`."""
        self.effects_changed += 1
        effect = ContinuousEffect(self.tick(), affected, power, toughness, keywords, until,
                                  source, base, loses, switch, colors, subtypes, also)
        if (colors is not None or subtypes is not None or also) and self.static:
            # what static abilities apply to may change with its colors and types (613.5's
            # example): they are judged again after the effects (abilities.layers)
            self.reads = self.reads | {"values"}
        self.effects.append(effect)
        self.dynamic = True
        return effect

    def put_counters(self, pid: str, kind: str, amount: int) -> None:
        live = self.perms[pid]
        if kind == "+1/+1":
            live.plus += amount
        elif kind == "-1/-1":
            live.minus += amount
        else:
            live.other_counters[kind] = live.other_counters.get(kind, 0) + amount
            if "/" in kind:  # 122.1a: +X/+Y counters
                live.more_power, live.more_toughness = counter_pt(live.other_counters)

    def add_counters(self, pid: str, kind: str, amount: int) -> int:
        """Puts `amount` counters of `kind` on `pid`, as many as the replacement effects of
        static abilities make it (614.1a, `more_counters`); how many were put."""
        if amount > 0 and self.more_counters is not None:
            amount = self.more_counters(self, pid, kind, amount)
        if amount:
            self.put_counters(pid, kind, amount)
        return amount

    def remove_counters(self, pid: str, kind: str, amount: int) -> None:
        self.put_counters(pid, kind, -amount)
        others = self.perms[pid].other_counters
        if kind in others and others[kind] <= 0:
            del others[kind]

    def enter(self, perm: Permanent, token: bool = False) -> Live:
        """A new object on the battlefield (400.7, 613.7d): a token, or a card returned."""
        self.changes += 1
        live = Live(perm, self.tick(), token)
        live.damage = 0
        self.perms.pop(perm.id, None)
        self.perms[perm.id] = live
        self.moves.append(live)
        if CREATURE in perm.types and any(  # 614.1d
                OPPONENTS_ENTER_TAPPED in p.flags and not self.board.allied(p.controller,
                                                                            perm.controller)
                for p in self.battlefield()):
            live.tapped = True
        if token and perm.id not in self.tokens:
            self.tokens.append(perm.id)
        static, reads, listens = _ITS_OWN.get(perm, _its_own)
        self.static = self.static or static
        self.dynamic = self.dynamic or static
        if reads:
            self.reads |= reads
        self.listening = self.listening or listens
        if ASCEND in perm.keywords.flags or _ASCENDING.get(self.board, _ascending):
            self.ascend()
        return live

    def ascend(self) -> None:
        """702.131b: any time a player controls ten or more permanents, one of them with
        ascend, and doesn't have the city's blessing, they get it for the rest of the game
        (in combat, as a permanent enters)."""
        field = self.battlefield()
        for player in self.players.values():
            if not player.citys_blessing:
                mine = [live for live in field if live.controller == player.name]
                if len(mine) >= 10 and any(ASCEND in live.flags for live in mine):
                    player.citys_blessing = True

    def new_id(self, stem: str) -> str:
        """An id no permanent of this combat has: `stem`, then `stem-2`, `stem-3`, ..."""
        if stem not in self.perms and stem not in self.players:
            return stem
        taken = {*self.perms, *self.players}
        n = 2
        while f"{stem}-{n}" in taken:
            n += 1
        return f"{stem}-{n}"

    def leave(self, pid: str, zone: Zone) -> Zone:
        """It leaves the battlefield for `zone` (last known information stays, 704.8), or for
        exile where a creature "would die" and has that replaced (614.1a, 700.4); the zone it
        went to. An effect that affected it no longer does: if it returns, it is a new object
        (400.7)."""
        self.changes += 1
        live = self.perms[pid]
        if zone is Zone.GRAVEYARD and EXILE_INSTEAD in live.flags and live.creature:
            zone = Zone.EXILE
        live.zone = zone
        self.moves.append(live)
        self.remove_from_combat(pid)
        for effect in self.effects:
            if pid in effect.affected:  # (shared with clones: the list is replaced)
                self.effects = [e if pid not in e.affected else replace(
                    e, affected=e.affected - {pid}) for e in self.effects]
                break
        return zone

    def regenerate(self, pid: str) -> bool:
        """701.19a-c: its regeneration shield replaces its destruction: it is tapped, all
        damage is removed from it, and it is removed from combat. Was it in combat?"""
        live = self.perms[pid]
        live.regen -= 1
        live.damage = 0
        live.tapped = True
        fought = self.in_combat(pid)
        self.remove_from_combat(pid)
        return fought

    def end_effects(self, until: str) -> list[ContinuousEffect]:
        """The effects that last until `until` end (511.2: "until end of combat")."""
        ended = [e for e in self.effects if e.until == until]
        if ended:
            self.effects_changed += 1
            self.effects = [e for e in self.effects if e.until != until]
        return ended

    def game_over(self) -> bool:
        """104.2a/104.4a: the game ends once at most one player is left."""
        if self.board.teams:  # 810.8a: Two-Headed Giant teams win and lose together
            return sum(not self.players[t[0]].lost for t in self.board.teams) <= 1
        left = 0
        for player in self.players.values():  # (asked after every action: no generator)
            if not player.lost:
                left += 1
                if left > 1:
                    return False
        return True


def _compares_powers(keywords: Keywords) -> bool:
    """Does a keyword compare powers: skulk, 509.1b's power limit, or a restriction naming
    creatures (by power)?"""
    return bool(keywords.flags & _COMPARE_POWER or keywords.power_limit is not None
                or keywords.described)


def _powers_compared(board: Board) -> bool:
    """May a permanent of the board have a keyword that compares powers, its own or one its
    abilities grant?"""
    granted = [k for p in board.permanents for a in p.abilities
               for k in (a.keywords if isinstance(a, Static) else [
                   k for e in a.effects for k in getattr(e, "keywords", ())])]
    return _compares_powers(parse(granted)) or any(
        _compares_powers(p.keywords) for p in board.permanents)


_POWERS: PerObject[Board, bool] = PerObject()


def _has(board: Board) -> tuple[bool, frozenset[str], bool]:
    """Whether the board has static abilities, what they read, whether it has triggered
    abilities."""
    able = [p for p in board.permanents if p.abilities]
    return (any(_static(p) for p in able), frozenset().union(*(_reads(p) for p in able)),
            any(_listens(p) for p in board.permanents))


_HAS: PerObject[Board, tuple[bool, frozenset[str], bool]] = PerObject()


def _ascending(board: Board) -> bool:
    """Does a permanent of the board have ascend (702.131b)?"""
    return any(ASCEND in p.keywords.flags for p in board.permanents)


_ASCENDING: PerObject[Board, bool] = PerObject()


def _its_own(perm: Permanent) -> tuple[bool, frozenset[str], bool]:
    """`_has` for one permanent that enters."""
    return _static(perm), _reads(perm), _listens(perm)


_ITS_OWN: PerObject[Permanent, tuple[bool, frozenset[str], bool]] = PerObject()


def _static(perm: Permanent) -> bool:
    return any(isinstance(a, Static) for a in perm.abilities)


def _listens(perm: Permanent) -> bool:
    """Has it a triggered ability (a keyword or not), or may its static abilities give one
    (613.1f)?"""
    return bool(perm.keywords.triggered) or any(
        isinstance(a, Triggered) or (isinstance(a, Static) and _gives_triggers(a))
        for a in perm.abilities)


def _gives_triggers(static: Static) -> bool:
    return bool(static.keywords and parse(static.keywords).triggered) or any(
        isinstance(a, Triggered) for a in static.grants)


def _reads(perm: Permanent) -> frozenset[str]:
    return frozenset().union(*(a.reads() for a in perm.abilities if isinstance(a, Static)))


@lru_cache(maxsize=1024)
def describe_pump(power: int, toughness: int, keywords: tuple[str, ...] = (),
                  until: str = END_OF_TURN, base: tuple[int, int] | None = None,
                  loses: tuple[str, ...] = (), switch: bool = False,
                  colors: tuple[str, ...] | None = None, subtypes: tuple[str, ...] | None = None,
                  also: tuple[str, ...] = ()) -> str:
    """'+1/+1 and flying until end of turn', 'base power and toughness 4/4 until end of
    turn', 'power and toughness switched until end of turn', 'blue until end of turn', as an
    event's note."""
    parts: list[str] = []
    if colors is not None:
        parts.append(" and ".join(colors) if colors else "colorless")
    if subtypes is not None:
        parts.append(("and " if parts else "") + "a " + " ".join(subtypes))
    if also:
        parts.append(("and " if parts else "") + "also a " + " ".join(also))
    if base:
        parts.append(f"{'and ' if parts else ''}base power and toughness {base[0]}/{base[1]}")
    if switch:
        parts.append(f"{'and ' if parts else ''}power and toughness switched")
    if power or toughness:
        parts.append(f"{'and ' if parts else ''}{power:+d}/{toughness:+d}")
    if keywords:
        parts.append(" and ".join(keywords) if not parts else "and " + " and ".join(keywords))
    if loses:
        parts.append(("and " if parts else "") + "loses " + " and ".join(loses))
    return " ".join(parts) + f" until {until}"
