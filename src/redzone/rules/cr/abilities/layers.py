"""Continuous effects (611) and the layers in which they apply (613), for what combat looks at:
creature types (layer 4), colors (layer 5), abilities (layer 6) and power and toughness
(layer 7b: effects that set the base power and toughness, the latest winning; 7c: effects and
counters that modify them; 7d: effects that switch them).

Two kinds of effects apply: those of resolved abilities (state.ContinuousEffect, locked to the
permanents they affected as they began, 611.2c) and those of static abilities on the
battlefield (core.abilities.Static), which apply to whatever matches them now (611.3a). Within
a layer they apply in timestamp order (613.7): a static ability has its permanent's, a
resolved effect the moment it began. A static ability whose filter asks for a keyword depends
on the effects that grant keywords (613.8a) and applies after them. Counters stay on the
permanent (`Live.plus`, `Live.minus`): they are the rest of layer 7c. Both kinds set base
power and toughness (7b), the latest timestamp winning. Only resolved effects change creature
types (4: one that sets them replaces the others, 205.1a, one that adds them keeps them,
205.1b) and colors (5: the latest wins, 105.3), or switch power and toughness (7d:
`Permanent.switched`, which `Live.power` and `Live.toughness` read after the counters; an even
number of switches cancel out, 613.4d); the vocabulary has no effect of layer 7a
(characteristic-defining abilities). An effect that takes keywords away (`loses`) applies in
layer 6 in timestamp order with those that grant them (613.7); a static ability grants only.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from redzone.core.abilities import Activated, Static, Triggered
from redzone.core.keywords import LAND_TYPES, Keywords, normalize, parse
from redzone.core.memo import PerObject
from redzone.core.model import Board, Permanent
from redzone.core.result import Zone
from redzone.rules.cr.state import ContinuousEffect, Live, State, waits_of

from .match import holds, matches, more_counters, times

Grants = dict[str, list[tuple[int, tuple[str, ...]]]]  # permanent -> (timestamp, keywords)
Gift = tuple[Triggered | Activated, ...]  # abilities a static ability gives (613.1f)
Gifts = dict[str, list[tuple[int, Gift]]]  # permanent -> (timestamp, abilities)
Bases = dict[str, list[tuple[int, tuple[int, int]]]]  # permanent -> (timestamp, base P/T)
Switches = dict[str, int]  # permanent -> how many effects switch its power and toughness
Paints = dict[str, list[tuple[int, tuple[str, ...]]]]  # permanent -> (timestamp, its colors)
# permanent -> (timestamp, creature types set or None, creature types added)
Kinds = dict[str, list[tuple[int, tuple[str, ...] | None, tuple[str, ...]]]]


class Totals:
    """Each permanent's base power and toughness set (7b, `bases`), +power, +toughness (7c)
    and keywords granted (6) from every continuous effect, as last computed: with what static
    abilities depended on then (`around`), the objects on the battlefield then (`alive`, by
    timestamp), the static abilities' part (`statics`), and the effects counted (the first
    `count`, the last begun at `time`), so that effects begun since can be added alone, and
    what left taken away alone."""

    __slots__ = ("alive", "around", "bases", "count", "gifts", "grants", "kinds", "losses",
                 "paints", "power", "seen", "statics", "switches", "time", "toughness")

    def __init__(self, around: tuple[object, ...], alive: frozenset[int]) -> None:
        self.around = around
        self.alive = alive
        self.statics: Statics = []
        self.count = 0
        self.time = -1
        self.power: dict[str, int] = {}
        self.toughness: dict[str, int] = {}
        self.grants: Grants = {}
        self.gifts: Gifts = {}
        self.bases: Bases = {}
        self.losses: Grants = {}  # permanent -> (timestamp, keywords lost)
        self.switches: Switches = {}  # 7d
        self.kinds: Kinds = {}  # 4
        self.paints: Paints = {}  # 5
        self.seen = 0  # how many of State.moves it has counted

    def give(self, pid: str, power: int, toughness: int, timestamp: int,
             keywords: tuple[str, ...], gift: Gift = (),
             base: tuple[int, int] | None = None, also: tuple[str, ...] = ()) -> None:
        """+`power`/+`toughness` (7c), `keywords` and the abilities `gift` (6, in `timestamp`
        order), base power and toughness `base` (7b, the latest winning) and the creature
        types `also` (4) to `pid`."""
        self.power[pid] = self.power.get(pid, 0) + power
        self.toughness[pid] = self.toughness.get(pid, 0) + toughness
        if keywords:
            self.grants.setdefault(pid, []).append((timestamp, keywords))
        if gift:
            self.gifts.setdefault(pid, []).append((timestamp, gift))
        if base is not None:
            self.bases.setdefault(pid, []).append((timestamp, base))
        if also:
            self.kinds.setdefault(pid, []).append((timestamp, None, also))

    def take(self, pid: str, power: int, toughness: int, timestamp: int,
             keywords: tuple[str, ...], gift: Gift = (),
             base: tuple[int, int] | None = None, also: tuple[str, ...] = ()) -> None:
        """What `give` gave, taken back (its source left)."""
        self.power[pid] -= power
        self.toughness[pid] -= toughness
        if keywords:
            self.grants[pid].remove((timestamp, keywords))
        if gift:
            self.gifts[pid].remove((timestamp, gift))
        if base is not None:
            self.bases[pid].remove((timestamp, base))
        if also:
            self.kinds[pid].remove((timestamp, None, also))

    def forget(self, pid: str) -> None:
        """Everything `pid` had: it names a new object now (400.7: one that returned)."""
        if pid in self.power:
            del self.power[pid], self.toughness[pid]
            self.grants.pop(pid, None)
            self.gifts.pop(pid, None)
            self.bases.pop(pid, None)
            self.losses.pop(pid, None)
            self.switches.pop(pid, None)
            self.kinds.pop(pid, None)
            self.paints.pop(pid, None)

    def copy(self) -> Totals:
        twin = Totals(self.around, self.alive)
        twin.power, twin.toughness = dict(self.power), dict(self.toughness)
        twin.grants = {pid: list(g) for pid, g in self.grants.items()}
        twin.gifts = {pid: list(g) for pid, g in self.gifts.items()}
        twin.bases = {pid: list(b) for pid, b in self.bases.items()}
        twin.losses = {pid: list(k) for pid, k in self.losses.items()}
        twin.switches = dict(self.switches)
        twin.kinds = {pid: list(k) for pid, k in self.kinds.items()}
        twin.paints = {pid: list(c) for pid, c in self.paints.items()}
        twin.statics = list(self.statics)
        twin.seen = self.seen
        return twin


# (permanent, +P, +T, the source's timestamp, keywords, the permanent's timestamp, abilities,
# base power and toughness, creature types added)
Statics = list[tuple[str, int, int, int, tuple[str, ...], int, Gift, tuple[int, int] | None,
                     tuple[str, ...]]]


def refresh(state: State) -> bool:
    """613.5: give every permanent on the battlefield its values with the continuous effects
    that apply now; a no-op while none can, or while nothing they depend on has changed.
    Returns whether it computed them again. `State.lowered` is set when that lowers a
    toughness or takes a keyword away (state-based actions may then apply: checking them
    clears it)."""
    if not state.dynamic:
        return False
    state.more_counters = more_counters
    around = _around(state) if state.reads else None  # (none: the common case, a flat key)
    key = (state.effects_changed, state.changes if around is None else around)
    if key == state.fresh:
        return False
    state.fresh = key
    if around is None:
        around = (state.changes,)
    effects = state.effects
    last = state.totals
    touched: set[str] | None = None
    if (last is not None and "values" not in state.reads and last.count <= len(effects)
            and (not last.count or effects[last.count - 1].timestamp == last.time)):
        touched = set() if last.around == around else _moved(state, last, around)
    if last is None:
        last, field = _first(state, around)
    elif touched is None:
        last, field = _full(state, around), state.battlefield()
    else:  # effects that began since: what they affect changes, the rest is as it was
        for index in range(last.count, len(effects)):
            effect = effects[index]
            _add(last, effect)
            touched |= effect.affected
        perms, battlefield = state.perms, Zone.BATTLEFIELD
        field = []
        for pid in touched:
            live = perms[pid]
            if live.zone is battlefield:
                field.append(live)
    last.count, last.time = len(effects), effects[-1].timestamp if effects else -1
    state.totals = last
    if _give(last, field):
        state.lowered = True
    return True


def _give(totals: Totals, field: list[Live]) -> bool:
    """Give each of `field` its values with `totals`; did that lower a toughness, take a
    keyword away, switch power and toughness or change colors or types?"""
    lowered = False
    power, toughness, grants, gifts = totals.power, totals.toughness, totals.grants, totals.gifts
    bases, losses, switches = totals.bases, totals.losses, totals.switches
    kinds, paints = totals.kinds, totals.paints
    for live in field:
        was, pid = live.perm, live.id
        if was is live.base and pid not in power and pid not in grants and pid not in gifts:
            continue  # nothing applies to it, as before
        _apply(live, power.get(pid, 0), toughness.get(pid, 0), grants.get(pid), gifts.get(pid),
               bases.get(pid) if bases else None, losses.get(pid) if losses else None,
               switches.get(pid, 0) % 2 == 1 if switches else False,
               kinds.get(pid) if kinds else None, paints.get(pid) if paints else None)
        now = live.perm
        if now is not was and ((now.toughness or 0) < (was.toughness or 0)
                               or not was.keywords.flags <= now.keywords.flags
                               # (a switch may lower its toughness, a new color or type
                               # make an Aura's attachment illegal: 704.5g, 704.5m)
                               or now.switched != was.switched or now.colors != was.colors
                               or now.subtypes != was.subtypes):
            lowered = True
    return lowered


def _moved(state: State, last: Totals, around: tuple[object, ...]) -> set[str] | None:
    """When objects only left or entered since `last` and static abilities apply by which
    objects exist alone, bring `last` up to date by what moved (`State.moves`): take away what
    the static abilities of those that left gave, and whatever any object that left or was
    replaced had (400.7: an object that returns is new, 611.2c: no earlier effect affects
    it); give those that entered what the static abilities on the battlefield give them.
    Returns the permanents whose values change; None when that isn't so (a static ability
    entered)."""
    if state.static and (not state.statics[3] or _TYPED.get(state.board, _types_added)):
        return None  # (what a static ability adds types to may be what another one asks for)
    before = last.alive
    battlefield = Zone.BATTLEFIELD
    entered: list[Live] = []
    arrived: list[int] = []
    gone: set[int] = set()
    for live in state.moves[last.seen:]:  # (plain loops: these lists are short)
        if live.zone is not battlefield:
            gone.add(live.timestamp)
        elif live.timestamp not in before:
            for ability in live.base.abilities:
                if isinstance(ability, Static):
                    return None
            entered.append(live)
            arrived.append(live.timestamp)
    gone &= before
    alive = before.difference(gone) if gone else before
    if arrived:
        alive = alive.union(arrived)
    touched: set[str] = set()
    kept = last.statics
    if gone:
        kept = []
        for entry in last.statics:
            if entry[5] in gone:
                continue  # what left no longer gets anything
            if entry[3] in gone:  # its source left: it no longer gets this
                pid, p, t, since, keywords, _, gift, base, also = entry
                last.take(pid, p, t, since, keywords, gift, base, also)
                touched.add(pid)
            else:
                kept.append(entry)
    if entered:  # (what left is never given its values again)
        for live in entered:  # one that returned is a new object (400.7, 611.2c)
            last.forget(live.id)
        kept = list(kept)
        perms = state.perms
        for pid in _sources(state.board):
            source = perms[pid]
            if source.timestamp not in alive:
                continue
            for ability in source.base.abilities:
                if not isinstance(ability, Static) or ability.affects is None:
                    continue
                for live in entered:
                    if matches(state, ability.affects, live, source):
                        keywords = _keywords(ability)
                        kept.append((live.id, ability.power, ability.toughness,
                                     source.timestamp, keywords, live.timestamp,
                                     ability.grants, ability.base, ability.also))
                        last.give(live.id, ability.power, ability.toughness, source.timestamp,
                                  keywords, ability.grants, ability.base, ability.also)
                        touched.add(live.id)
    last.statics, last.alive, last.around, last.seen = kept, alive, around, len(state.moves)
    if state.static:
        state.statics = (around, kept, alive, True)
    return touched


def _sources(board: Board) -> tuple[str, ...]:
    """The permanents of the board with static abilities, in the order listed (no object that
    enters later has one: `_moved` hands those to `_full`)."""
    return _SOURCES.get(board, lambda b: tuple(
        p.id for p in b.permanents if any(isinstance(a, Static) for a in p.abilities)))


_SOURCES: PerObject[Board, tuple[str, ...]] = PerObject()


def _types_added(board: Board) -> bool:
    """Does a static ability on the board add creature types?"""
    return any(isinstance(a, Static) and a.also for p in board.permanents for a in p.abilities)


_TYPED: PerObject[Board, bool] = PerObject()


def _first(state: State, around: tuple[object, ...]) -> tuple[Totals, list[Live]]:
    """The totals as combat begins, and the permanents still to be given their values: while
    no effect has begun, no object has moved and the static abilities look at nothing but the
    objects, the same for every combat on a board (the permanents' values too)."""
    if state.effects or state.changes or state.reads:
        return _full(state, around), state.battlefield()
    start = _START.get(state.board, lambda _: _started(state, around))
    totals, state.statics, values, lowered = start
    perms = state.perms
    for pid, perm in values:
        live = perms[pid]
        live.perm, live.flags = perm, perm.keywords.flags
        if perm.abilities is not live.base.abilities:
            live.waits = waits_of(perm)
    if lowered:
        state.lowered = True
    return totals.copy(), []


def _started(state: State, around: tuple[object, ...]) -> Start:
    """The first combat's start, given to its permanents, and kept for the next ones."""
    totals = _full(state, around)  # (which sets what the static abilities did)
    field = state.battlefield()
    lowered = _give(totals, field)
    values = tuple((live.id, live.perm) for live in field if live.perm is not live.base)
    return totals, state.statics, values, lowered


Kept = tuple[object, list[Any], frozenset[int], bool]  # State.statics
# The totals, the statics' part, each permanent's values and whether any was lowered
Start = tuple[Totals, Kept, tuple[tuple[str, Permanent], ...], bool]
_START: PerObject[Board, Start] = PerObject()


def _full(state: State, around: tuple[object, ...]) -> Totals:
    """Every effect's and static ability's part, from the start (613.4, 613.7)."""
    field = state.battlefield()
    totals = Totals(around, frozenset(live.timestamp for live in field))
    totals.seen = len(state.moves)
    for effect in state.effects:  # 611.2c: the permanents it affected as it began
        _add(totals, effect)
    if not state.static:
        statics: Statics = []
    elif "values" in state.reads:  # the statics' filters read values the effects change
        _give(totals, field)  # without the static abilities, to judge what they apply to
        statics = _statics(state, field, totals)
    else:  # what the static abilities do doesn't depend on the effects: kept
        then, statics, alive_then, plain = state.statics
        if then != around:
            alive = totals.alive
            if plain and alive <= alive_then:  # objects only left: the rest applies as it did
                statics = [e for e in statics if e[3] in alive and e[5] in alive]
            else:
                statics = _statics(state, field, totals)
                plain = not state.reads and all(  # which objects exist is all that counts
                    a.condition is None and a.count is None for live in field
                    for a in live.base.abilities if isinstance(a, Static))
            state.statics = (around, statics, alive, plain)
    totals.statics = statics
    for pid, p, t, timestamp, keywords, _, gift, base, also in statics:
        totals.give(pid, p, t, timestamp, keywords, gift, base, also)
    return totals


def _add(totals: Totals, effect: ContinuousEffect) -> None:
    for pid in effect.affected:
        totals.give(pid, effect.power, effect.toughness, effect.timestamp, effect.keywords)
        if effect.base is not None:  # 7b, in timestamp order (613.7)
            totals.bases.setdefault(pid, []).append((effect.timestamp, effect.base))
        if effect.loses:  # 6, in timestamp order with what is granted
            totals.losses.setdefault(pid, []).append((effect.timestamp, effect.loses))
        if effect.switch:  # 7d
            totals.switches[pid] = totals.switches.get(pid, 0) + 1
        if effect.subtypes is not None or effect.also:  # 4
            totals.kinds.setdefault(pid, []).append(
                (effect.timestamp, effect.subtypes, effect.also))
        if effect.colors is not None:  # 5
            totals.paints.setdefault(pid, []).append((effect.timestamp, effect.colors))


def _statics(state: State, field: list[Live], totals: Totals) -> Statics:
    """What the static abilities on the battlefield do now (611.3a), to each permanent.
    613.8: one whose filter asks for a keyword waits for the effects that grant keywords, one
    that asks for creature types for those that add them: it applies to what the others
    leave."""
    active = [(live, ability) for live in field for ability in live.base.abilities
              if isinstance(ability, Static)
              and (ability.condition is None or holds(state, ability.condition, live))]
    typed = any(a.also for _, a in active)  # (layer 4 comes first: 613.1d, 613.8a)
    waits = [(source, a) for source, a in active if a.affects and (a.affects.keywords or (
        typed and (a.affects.subtypes or a.affects.not_subtypes)))]
    done: Statics = []
    for source, ability in active:
        if (source, ability) not in waits:
            done += _effect(state, source, ability, field)
    if waits:
        first = totals.copy()
        for pid, p, t, timestamp, keywords, _, gift, base, also in done:
            first.give(pid, p, t, timestamp, keywords, gift, base, also)
        _give(first, field)
        for source, ability in waits:
            done += _effect(state, source, ability, field)
    return done


def _effect(state: State, source: Live, ability: Static, field: list[Live]) -> Statics:
    n = times(state, ability.count, source)
    keywords = _keywords(ability)
    return [(live.id, ability.power * n, ability.toughness * n, source.timestamp,
             keywords, live.timestamp, ability.grants, ability.base, ability.also)
            for live in _affected(state, source, ability, field)]


# Before a keyword a static ability takes away for good ("can't have or gain", 613.1f), among
# the keywords granted: applied after all of them, whatever their timestamps
_DENIED = "\0can't have "


def _keywords(ability: Static) -> tuple[str, ...]:
    """The keywords a static ability grants, and those it denies (marked)."""
    if not ability.cant_have:
        return ability.keywords
    return ability.keywords + tuple(_DENIED + k for k in ability.cant_have)


def _denied(words: list[str]) -> list[str]:
    """`words` less every keyword denied (613.1f) and the marks; losing hexproof loses each
    "hexproof from" too (702.11e)."""
    denied = {w[len(_DENIED):] for w in words if w.startswith(_DENIED)}
    if not denied:
        return words
    kept = []
    for word in words:
        low = normalize(word)
        if not (word.startswith(_DENIED) or low in denied
                or ("hexproof" in denied and low.startswith("hexproof from "))):
            kept.append(word)
    return kept


def _around(state: State) -> tuple[object, ...]:
    """What static abilities' effects depend on: the objects on the battlefield
    (`State.changes` counts their changes), and what their filters and conditions read (who
    attacks and blocks, who is tapped, counters, life)."""
    reads = state.reads
    if not reads:
        return (state.changes,)
    key: tuple[object, ...] = (state.changes,)
    if "combat" in reads:
        key += (state.combat_changes,)
    field = state.battlefield()
    if "tapped" in reads:
        key += (tuple(live.tapped for live in field),)
    if "counters" in reads:
        key += (tuple((live.plus, live.minus, live.other_counters and tuple(
            sorted(live.other_counters.items()))) for live in field),)
    if "life" in reads:
        key += (tuple((p.life, p.poison, p.lost, p.gained_life, p.citys_blessing)
                      for p in state.players.values()),)
    if "hand" in reads:
        key += (tuple((p.hand, p.drawn) for p in state.players.values()),)
    if "designations" in reads:  # monstrous, renowned (701.37b, 702.112b)
        key += (tuple((live.monstrous, live.renowned) for live in field),)
    if "damage" in reads:  # the sources that dealt each damage (dealt_damage_by_it)
        key += (tuple(live.dealt_by for live in field),)
    if "attachments" in reads:  # what each is attached to (equipped, enchanted, modified)
        key += (tuple(live.attached for live in field),)
    return key


def _affected(state: State, source: Live, ability: Static, field: list[Live]) -> list[Live]:
    if ability.affects is None:
        return [source]
    return [live for live in field if matches(state, ability.affects, live, source)]


def _apply(live: Live, power: int, toughness: int,
           grants: list[tuple[int, tuple[str, ...]]] | None,
           gifts: list[tuple[int, Gift]] | None = None,
           bases: list[tuple[int, tuple[int, int]]] | None = None,
           losses: list[tuple[int, tuple[str, ...]]] | None = None,
           switched: bool = False,
           kinds: list[tuple[int, tuple[str, ...] | None, tuple[str, ...]]] | None = None,
           paints: list[tuple[int, tuple[str, ...]]] | None = None) -> None:
    """Layer 4 (`kinds`: creature types set or added, in timestamp order), 5 (`paints`: the
    colors the latest effect sets), 6 (the keywords and abilities granted and lost, in
    timestamp order), then layer 7b (the base power and toughness the latest effect sets,
    613.7), then 7c, then 7d (`switched`: an odd number of effects switch them, 613.4d; `Live`
    reads it after the counters)."""
    base = live.base
    had = live.perm.abilities
    if (not power and not toughness and not grants and not gifts and not bases and not losses
            and not switched and not kinds and not paints):
        live.perm = base
        live.flags = base.keywords.flags
        if had is not base.abilities:
            live.waits = waits_of(base)
        return
    added: tuple[Any, ...] = ()
    if losses:  # what is granted and lost, interleaved by timestamp (613.7)
        added = tuple(sorted([(t, ks, False) for t, ks in grants or ()]
                             + [(t, ks, True) for t, ks in losses]))
    elif grants:
        added = tuple(k for _, ks in sorted(grants) for k in ks)
    given = tuple(a for _, g in sorted(gifts, key=lambda e: e[0]) for a in g) if gifts else ()
    set_to = max(bases)[1] if bases else None
    subtypes = _subtypes(base.subtypes, kinds) if kinds else None
    colors = frozenset(max(paints)[1]) if paints else None
    key = (power, toughness, added, given, set_to, switched, subtypes, colors)
    kept = live.kept
    if kept is None:
        kept = live.kept = _KEPT.get(base, _results)
    perm = kept.get(key)
    if perm is None:
        keywords = (base.keywords if not added else _changed(base.keywords, added) if losses
                    else _granted(base.keywords, added))
        printed = (base.power, base.toughness) if set_to is None else set_to
        perm = kept[key] = replace(
            base, keywords=keywords,
            power=None if printed[0] is None else printed[0] + power,
            toughness=None if printed[1] is None else printed[1] + toughness,
            abilities=base.abilities + given if given else base.abilities,
            switched=base.switched != switched,  # (a board staged switched: switched again)
            subtypes=base.subtypes if subtypes is None else subtypes,
            colors=base.colors if colors is None else colors)
    live.perm = perm
    live.flags = perm.keywords.flags
    if perm.abilities is not had:
        live.waits = waits_of(perm)


# A permanent's values with effects applied, kept per permanent across combats on one board.
Results = dict[tuple[Any, ...], Permanent]
_KEPT: PerObject[Permanent, Results] = PerObject()


def _results(_: Permanent) -> Results:
    return {}


def _subtypes(printed: frozenset[str],
              kinds: list[tuple[int, tuple[str, ...] | None, tuple[str, ...]]]) -> frozenset[str]:
    """Its subtypes after each effect in timestamp order (613.7): one that sets creature types
    replaces its creature types (205.1a), one that sets land types its land types (305.7), and
    one that adds them keeps the others (205.1b)."""
    now = printed
    for _, set_to, added in sorted(kinds, key=lambda k: k[0]):
        if set_to is not None:
            land = bool(set_to) and all(t.lower() in LAND_TYPES for t in set_to)
            now = frozenset(t for t in now if (t.lower() in LAND_TYPES) != land) | frozenset(
                set_to)
        now = now | frozenset(added)
    return now


def _granted(keywords: Keywords, added: tuple[str, ...]) -> Keywords:
    """Its keywords with those added (each already checked where the file gave it)."""
    return parse(_denied([*keywords.printed, *added]))


def _changed(keywords: Keywords,
             changes: tuple[tuple[int, tuple[str, ...], bool], ...]) -> Keywords:
    """Its keywords with each effect's, in timestamp order: added, or (True) every instance
    of each taken away (613.1f)."""
    words = list(keywords.printed)
    for _, some, lost in changes:
        if lost:
            gone = {normalize(k) for k in some}
            words = [w for w in words if normalize(w) not in gone]
        else:
            words += some
    return parse(_denied(words))
