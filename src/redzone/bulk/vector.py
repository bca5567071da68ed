"""A vectorised resolver (numpy) for common boards: many combats per call, final state only.

What it covers (`covers`): rules `cr-current` with no run options; two players, the active
one attacking the other directly (no planeswalkers or battles); every permanent a creature
whose keywords are among COVERED_KEYWORDS (no toxic, protection or landwalk), with no
counters, prevention or regeneration shields, `as_though_unblocked`,
`damage_from_toughness` or `commander`; players without commander damage; attacks and blocks
only (no `assign`, `order`, `bands`, `removed`), every blocker blocking one attacker; at most
MAX_SIDE creatures a side; every number (power, toughness, damage, life, poison) under a
million in size. Marked damage, tapped and summoning-sick creatures, life and
poison are read. The declarations are checked here as the engine checks them (tapped,
summoning sickness, defender, can't attack, can't block, `can_block`, flying and reach,
menace); a board whose declarations are illegal, or that state-based actions would change
(704.3), goes to the exact engine, which says why.

What it computes is what `redzone.resolve` computes for such a board: the default damage
assignment (lethal damage to each blocker in the order of `blocks`, deathtouch making 1
lethal, the rest to the player with trample or else to the last blocker), first strike and
double strike in two steps (510.4), lifelink, deathtouch, indestructible, state-based actions
(704.5a, 704.5f-h) and the game ending after the first step (104.2a). It gives only the final
state (`Outcome`: the players and permanents of `Result`), not the events.

Every other board goes to the exact engine (`resolve_many` does both). The property test
(tests/test_vector.py) runs 100,000 generated boards through both and finds no difference.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, NamedTuple

import numpy as np
from numpy.typing import NDArray

from redzone.analysis import judge
from redzone.core.errors import RedzoneError
from redzone.core.model import CREATURE, Permanent
from redzone.core.result import PermanentState, PlayerState, Zone
from redzone.rules import CURRENT
from redzone.scenario import Scenario

MAX_SIDE = 16
_LIMIT = 1_000_000  # numbers (power, toughness, damage, life, poison) stay below this: int32
POISON_TO_LOSE = 10  # 704.5c

# One bit per keyword, and per state the declarations check.
FLYING, REACH, FIRST_STRIKE, DOUBLE_STRIKE, TRAMPLE, DEATHTOUCH, LIFELINK, INDESTRUCTIBLE, \
    MENACE, DEFENDER, VIGILANCE, HASTE, CANT_BLOCK, CANT_ATTACK, TAPPED, SICK, NO_BLOCK = (
        1 << k for k in range(17))
KEYWORD_BITS: dict[str, int] = {
    "flying": FLYING, "reach": REACH, "first strike": FIRST_STRIKE,
    "double strike": DOUBLE_STRIKE, "trample": TRAMPLE, "deathtouch": DEATHTOUCH,
    "lifelink": LIFELINK, "indestructible": INDESTRUCTIBLE, "menace": MENACE,
    "defender": DEFENDER, "vigilance": VIGILANCE, "haste": HASTE, "can't block": CANT_BLOCK,
    "can't attack": CANT_ATTACK,
}
COVERED_KEYWORDS = frozenset(KEYWORD_BITS)
_ALLOWED_TYPES = frozenset({CREATURE, "artifact", "enchantment", "kindred", "land", "legendary",
                            "snow", "basic", "world"})

Ints = NDArray[np.int32]
Bools = NDArray[np.bool_]


class Outcome(NamedTuple):
    """The end of one combat: `Result.players` and `Result.permanents`, without events."""

    players: Mapping[str, PlayerState]
    permanents: Mapping[str, PermanentState]

    def to_json(self) -> dict[str, Any]:
        return {"players": {n: p.to_json() for n, p in self.players.items()},
                "permanents": {i: p.to_json() for i, p in self.permanents.items()}}


@dataclass(frozen=True)
class Boards:
    """N boards as arrays, slot-major so that each slot of every board is one contiguous
    row. Creatures' arrays have shape (2, K, N): side 0 is the active player's creatures in
    board order, side 1 the defending player's, its blockers first, grouped by the attacker
    they block (in the order of side 0) and in the order of `blocks` within a group, then
    the rest. `blocks[j, n]` is the side-0 slot that side-1 creature j blocks, or -1. Empty
    slots have `exists` False."""

    power: Ints
    toughness: Ints
    damage: Ints
    flags: Ints
    exists: Bools
    attacking: Bools  # (K, N): side-0 creature attacks the defending player
    blocks: Ints  # (K, N)
    life: Ints  # (2, N): active, defending
    poison: Ints  # (2, N)

    def __len__(self) -> int:
        return int(self.attacking.shape[1])


class Final(NamedTuple):
    """What `resolve_arrays` returns: `legal` is False for boards whose declarations break a
    rule (the rest of their column means nothing). Creatures' arrays are (2, K, N)."""

    legal: Bools  # (N,)
    life: Ints  # (2, N)
    lost: Bools  # (2, N)
    damage: Ints
    dead: Bools
    tapped: Bools


# --- which boards, and their arrays -----------------------------------------------------------

def covers(scenario: Scenario) -> bool:
    """Does this module resolve `scenario` (see the module's docstring)?"""
    return _layout(scenario) is not None


class Layout(NamedTuple):
    """How one board sits in the arrays."""

    active: str
    defending: str
    sides: tuple[list[Permanent], list[Permanent]]
    blocks: list[int]  # side-1 slot -> side-0 slot it blocks, or -1


_BITS: dict[frozenset[str], int] = {}


def _bits(p: Permanent) -> int:
    flags = p.keywords.flags
    bits = _BITS.get(flags)
    if bits is None:
        bits = 0
        for word in flags:
            bits |= KEYWORD_BITS[word]
        _BITS[flags] = bits
    if p.tapped:
        bits |= TAPPED
    if p.summoning_sick:
        bits |= SICK
    if p.can_block == 0:
        bits |= NO_BLOCK
    return bits


def _layout(scenario: Scenario) -> Layout | None:
    board, combat = scenario.board, scenario.combat
    if scenario.rules != CURRENT or len(board.players) != 2:
        return None
    if (combat.order or combat.assign or combat.bands or combat.removed
            or combat.after_assignment or combat.provoke or combat.mentor or combat.enlist
            or combat.annihilator or combat.targets or combat.triggers):
        return None
    first, second = board.players
    if first.commander_damage or second.commander_damage:
        return None
    if not all(-_LIMIT < v < _LIMIT for p in board.players for v in (p.life, p.poison)):
        return None
    active = board.active
    defending = second.name if first.name == active else first.name
    mine: list[Permanent] = []
    theirs: list[Permanent] = []
    for p in board.permanents:
        kw = p.keywords
        if (CREATURE not in p.types or not p.types <= _ALLOWED_TYPES
                or not kw.flags <= COVERED_KEYWORDS or kw.toxic or kw.protection
                or kw.landwalk or p.counters or p.prevent or p.regenerate
                or p.as_though_unblocked or p.damage_from_toughness or p.commander
                or p.disabled or p.abilities
                or not all(-_LIMIT < (v or 0) < _LIMIT for v in (p.power, p.toughness, p.damage))):
            return None
        (mine if p.controller == active else theirs).append(p)
    if len(mine) > MAX_SIDE or len(theirs) > MAX_SIDE:
        return None
    slot = {p.id: i for i, p in enumerate(mine)}
    for attacker, target in combat.attacks.items():
        if target != defending or attacker not in slot:
            return None
    grouped: list[tuple[int, int, Permanent]] = []
    for order, (blocker, attackers) in enumerate(combat.blocks.items()):
        perm = board.get(blocker)
        if (perm is None or perm.controller != defending or len(attackers) != 1
                or attackers[0] not in combat.attacks):
            return None
        grouped.append((slot[attackers[0]], order, perm))
    grouped.sort(key=lambda item: (item[0], item[1]))
    blockers = [p for _, _, p in grouped]
    chosen = {p.id for p in blockers}
    rest = [p for p in theirs if p.id not in chosen]
    return Layout(active, defending, (mine, blockers + rest),
                  [i for i, _, _ in grouped] + [-1] * len(rest))


def _bucket(size: int) -> int:
    k = 1
    while k < size:
        k *= 2
    return k


def encode(scenarios: Sequence[Scenario],
           ) -> list[tuple[Boards, list[int], list[Layout]]]:
    """The boards this module covers, in groups of boards of about the same size (up to 1,
    2, 4, 8 or 16 creatures a side): each group's arrays, the boards' indices in
    `scenarios`, and how each board was laid out."""
    groups: dict[int, tuple[list[int], list[Layout]]] = {}
    for i, s in enumerate(scenarios):
        layout = _layout(s)
        if layout is not None:
            k = _bucket(max(len(layout.sides[0]), len(layout.sides[1]), 1))
            index, layouts = groups.setdefault(k, ([], []))
            index.append(i)
            layouts.append(layout)
    return [(_arrays(k, [scenarios[i] for i in index], layouts), index, layouts)
            for k, (index, layouts) in sorted(groups.items())]


def _arrays(k: int, scenarios: list[Scenario], layouts: list[Layout]) -> Boards:
    n = len(layouts)
    power: list[int] = []
    toughness: list[int] = []
    damage: list[int] = []
    flags: list[int] = []
    exists: list[bool] = []
    attacking: list[bool] = []
    blocks: list[int] = []
    life: list[int] = []
    poison: list[int] = []
    for side in (0, 1):
        for lay in layouts:
            perms = lay.sides[side]
            pad = k - len(perms)
            power.extend([p.power or 0 for p in perms] + [0] * pad)
            toughness.extend([p.toughness or 0 for p in perms] + [0] * pad)
            damage.extend([p.damage for p in perms] + [0] * pad)
            flags.extend([_bits(p) for p in perms] + [0] * pad)
            exists.extend([True] * len(perms) + [False] * pad)
    for s, lay in zip(scenarios, layouts, strict=True):
        attacks = s.combat.attacks
        mine = lay.sides[0]
        attacking.extend([p.id in attacks for p in mine] + [False] * (k - len(mine)))
        blocks.extend(lay.blocks + [-1] * (k - len(lay.blocks)))
        a, d = s.board.player(lay.active), s.board.player(lay.defending)
        life += (a.life, d.life)
        poison += (a.poison, d.poison)

    def creatures(values: list[Any], dtype: Any) -> Any:  # built board-major, stored slot-major
        return np.ascontiguousarray(np.array(values, dtype).reshape(2, n, k).transpose(0, 2, 1))

    def slots(values: list[Any], dtype: Any) -> Any:
        return np.ascontiguousarray(np.array(values, dtype).reshape(n, k).T)

    def players(values: list[int]) -> Any:
        return np.ascontiguousarray(np.array(values, np.int32).reshape(n, 2).T)

    return Boards(
        creatures(power, np.int32), creatures(toughness, np.int32),
        creatures(damage, np.int32), creatures(flags, np.int32), creatures(exists, np.bool_),
        slots(attacking, np.bool_), slots(blocks, np.int32), players(life), players(poison))


# --- the combat, on arrays --------------------------------------------------------------------

BLOCK = 32768  # boards per pass: working arrays of K x 32768 values (fastest measured)


def resolve_arrays(b: Boards) -> Final:
    """Resolve every board at once (see the module's docstring for the rules followed)."""
    k, n = b.attacking.shape
    legal = np.zeros(n, np.bool_)
    life = np.zeros((2, n), np.int32)
    lost = np.zeros((2, n), np.bool_)
    damage = np.zeros((2, k, n), np.int32)
    dead = np.zeros((2, k, n), np.bool_)
    tapped = np.zeros((2, k, n), np.bool_)
    for lo in range(0, n, BLOCK):
        cols = slice(lo, min(n, lo + BLOCK))
        out = _Block(b, cols).run()
        legal[cols], life[:, cols], lost[:, cols] = out[0], out[1], out[2]
        damage[:, :, cols], dead[:, :, cols], tapped[:, :, cols] = out[3], out[4], out[5]
    return Final(legal, life, lost, damage, dead, tapped)


def _bit(flags: Ints, bit: int) -> Bools:
    found: Bools = (flags & bit) != 0
    return found


_I32 = np.int32
_BIG = 1 << 30


class _Block:
    """One pass over a block of boards, each array (K, M): slot by board. Masks used in
    arithmetic are 0/1 int32 arrays (`_i`); numpy's `where` and `clip` are avoided, being
    several times slower than plain arithmetic on arrays this small."""

    def __init__(self, b: Boards, cols: slice) -> None:
        def part(a: Any) -> Any:
            return np.ascontiguousarray(a[..., cols])

        self.pa, self.pb = part(b.power)
        self.ta, self.tb = part(b.toughness)
        self.fa, self.fb = part(b.flags)
        self.ex_a, self.ex_b = part(b.exists)
        self.damage0 = part(b.damage)
        self.blocks = part(b.blocks)
        self.life0, self.poison = part(b.life), part(b.poison)
        self.attacking = part(b.attacking) & self.ex_a
        k, m = self.attacking.shape
        self.k, self.m = k, m
        self.zero = np.zeros((k, m), _I32)
        blocking = (self.blocks >= 0) & self.ex_b
        self.blocking = blocking
        # Flat indices: each blocker's attacker in (K, M) arrays, and the bounds of each
        # attacker's group of blockers in (K + 1, M) running sums.
        att = np.maximum(self.blocks, 0) * blocking
        col = np.arange(m, dtype=np.intp)[None, :]
        self.att = att * m + col
        count = np.zeros((k, m), _I32)
        slots = np.arange(k)[:, None]
        for j in range(k):
            count += (att[j][None, :] == slots) & blocking[j][None, :]
        self.sums = np.zeros((k + 1, m), _I32)
        hi = self._running(count).copy()
        self.count = count
        self.lo_a = hi[:-1] * m + col
        self.hi_a = hi[1:] * m + col
        self.hi_b = np.take(self.hi_a, self.att)
        self.lo_b = np.take(self.lo_a, self.att)

    def _running(self, values: Any) -> Ints:
        """Running sums over the slots of each board, with a row of 0 in front (a loop over
        the K slots: numpy's cumsum along the first axis is far slower)."""
        sums = self.sums
        for j in range(self.k):
            np.add(sums[j], values[j], out=sums[j + 1])
        return sums

    def _per_attacker(self, values: Any) -> Ints:
        """The sum of `values` (per blocker) over each attacker's blockers."""
        sums = self._running(values)
        total: Ints = np.take(sums, self.hi_a) - np.take(sums, self.lo_a)
        return total

    def run(self) -> tuple[Bools, Ints, Bools, Ints, Bools, Bools]:
        fa, fb = self.fa, self.fb
        atk, blocking = self.attacking, self.blocking
        keys = self.blocks * blocking + self.k * ~blocking
        if (keys[1:] < keys[:-1]).any():
            raise ValueError("side-1 creatures must be grouped by the attacker they block, "
                             "blockers first (see Boards)")
        # 508.1a, 302.6, 702.3b, 508.1c; 509.1a-b, 702.9b, 702.111b: the declarations
        fly_b = np.take(_bit(fa, FLYING), self.att) & blocking
        bad = (atk & (_bit(fa, TAPPED | DEFENDER | CANT_ATTACK)
                      | _bit(fa, SICK) & ~_bit(fa, HASTE))).any(axis=0)
        bad |= (blocking & (_bit(fb, TAPPED | CANT_BLOCK | NO_BLOCK)
                            | ~np.take(atk, self.att)
                            | fly_b & ~_bit(fb, FLYING | REACH))).any(axis=0)
        bad |= (atk & _bit(fa, MENACE) & (self.count == 1)).any(axis=0)
        # 704.3: a board state-based actions would change is refused (704.5a, c, f, g)
        bad |= (self.life0 <= 0).any(axis=0) | (self.poison >= POISON_TO_LOSE).any(axis=0)
        for t, f, ex, d in ((self.ta, fa, self.ex_a, self.damage0[0]),
                            (self.tb, fb, self.ex_b, self.damage0[1])):
            bad |= (ex & ((t <= 0) | (d >= t) & ~_bit(f, INDESTRUCTIBLE))).any(axis=0)

        self.life = self.life0.copy()
        self.lost = np.zeros((2, self.m), np.bool_)
        self.dmg_a, self.dmg_b = self.damage0[0].copy(), self.damage0[1].copy()
        self.alive_a, self.alive_b = self.ex_a.copy(), self.ex_b.copy()
        self.inc_a, self.inc_b = atk.copy(), blocking.copy()
        trample = _bit(fa, TRAMPLE)
        blocked = self.count > 0  # 509.1h: blocked, even once its blockers are gone
        self.through_i = (~blocked | trample).astype(_I32)  # what is left reaches the player
        self.to_last_i = (~trample).astype(_I32)
        att_dt = np.take(_bit(fa, DEATHTOUCH), self.att) & blocking
        self.att_dt = att_dt
        self.cap = np.full((self.k, self.m), _BIG, _I32)  # 702.2c: 1 is lethal
        self.cap[att_dt] = 1
        self.dt_b = _bit(fb, DEATHTOUCH)
        self.ll_a_i, self.ll_b_i = _bit(fa, LIFELINK).astype(_I32), _bit(fb, LIFELINK)
        self.ind_a, self.ind_b = _bit(fa, INDESTRUCTIBLE), _bit(fb, INDESTRUCTIBLE)
        self.power_a, self.power_b = np.maximum(self.pa, self.zero), np.maximum(self.pb,
                                                                                self.zero)
        tapped = np.stack([(_bit(fa, TAPPED) | atk & ~_bit(fa, VIGILANCE)) & self.ex_a,
                           _bit(fb, TAPPED) & self.ex_b])  # 508.1f, 702.20b

        fighting = atk.any(axis=0)  # 508.8: no attackers, no combat damage step
        sf_a = _bit(fa, FIRST_STRIKE | DOUBLE_STRIKE) & atk
        sf_b = _bit(fb, FIRST_STRIKE | DOUBLE_STRIKE) & blocking
        two = sf_a.any(axis=0) | sf_b.any(axis=0)
        one = ~two
        # 510.4: first the strikers, where there are some, else everyone
        self._step(two & sf_a | one & atk, two & sf_b | one & blocking, fighting)
        # then the others and the double strikers, unless the game is over (104.2a)
        going_on = two & fighting & ~self.lost.any(axis=0)
        if going_on.any():
            self._step(self.inc_a & (~sf_a | _bit(fa, DOUBLE_STRIKE)),
                       self.inc_b & (~sf_b | _bit(fb, DOUBLE_STRIKE)), going_on)
        dead = np.stack([self.ex_a & ~self.alive_a, self.ex_b & ~self.alive_b])
        return ~bad, self.life, self.lost, np.stack([self.dmg_a, self.dmg_b]), dead, tapped

    def _step(self, deal_a: Bools, deal_b: Bools, stepped: Bools) -> None:
        """One combat damage step where `stepped` (510.1-510.3)."""
        a_amt = self.power_a * (deal_a & stepped)  # 510.1a
        b_amt = self.power_b * (deal_b & stepped)
        # Blocks between creatures still in combat (506.4: one that left the battlefield
        # left combat).
        live = self.inc_b & np.take(self.inc_a, self.att)
        # Attackers (510.1c, 702.19b): lethal damage to each blocker in the order of
        # `blocks`, counting marked damage (702.2c: 1 from a deathtouch source), the rest
        # to the player with trample, else to the last blocker.
        need = np.minimum(np.maximum(self.tb - self.dmg_b, self.zero), self.cap) * live
        sums = self._running(need)
        before = sums[:-1] - np.take(sums, self.lo_b)
        give = np.minimum(np.maximum(np.take(a_amt, self.att) - before, self.zero), need)
        left = a_amt - self._per_attacker(give)
        sums = self._running(live)
        is_last = live & (np.take(sums, self.hi_b) == sums[1:])
        has_blockers = np.take(sums, self.hi_a) > np.take(sums, self.lo_a)
        to_last = left * (has_blockers * self.to_last_i)
        give += is_last * np.take(to_last, self.att)
        to_player = left * self.through_i  # 510.1b, 702.19b, 702.19e
        # Blockers (510.1d): all their damage to the attacker they block.
        b_dealt = b_amt * live
        from_blockers = self._per_attacker(b_dealt)
        touched_a = self._per_attacker((b_dealt > 0) & self.dt_b) > 0
        # 510.2: all dealt at once. 120.3a, 120.3e; 702.15b lifelink; 702.2b deathtouch
        self.dmg_b += give
        self.dmg_a += from_blockers
        a_dealt = a_amt - left + to_last + to_player
        life, lost = self.life, self.lost
        life[0] += (a_dealt * self.ll_a_i).sum(axis=0, dtype=_I32)
        life[1] += ((b_dealt * self.ll_b_i).sum(axis=0, dtype=_I32)
                    - to_player.sum(axis=0, dtype=_I32))
        touched_b = (give > 0) & self.att_dt
        # 704.5a, 704.5c: players; 704.5f-h: creatures (702.12b: indestructible)
        lost |= ((life <= 0) | (self.poison >= POISON_TO_LOSE)) & stepped
        for alive, inc, t, dmg, ind, touched in (
                (self.alive_a, self.inc_a, self.ta, self.dmg_a, self.ind_a, touched_a),
                (self.alive_b, self.inc_b, self.tb, self.dmg_b, self.ind_b, touched_b)):
            dies = alive & stepped & ((t <= 0) | ~ind & ((dmg >= t) | touched))
            alive &= ~dies
            inc &= ~dies


# --- boards in, outcomes out --------------------------------------------------------------------

def decode(final: Final, scenarios: Sequence[Scenario], layouts: Sequence[Layout],
           ) -> list[Outcome | None]:
    """Each board of `final` as the players and permanents of a Result (None where its
    declarations are illegal)."""
    legal = final.legal.tolist()
    life, lost = final.life.T.tolist(), final.lost.T.tolist()
    damage = final.damage.transpose(2, 0, 1).tolist()
    dead = final.dead.transpose(2, 0, 1).tolist()
    tapped = final.tapped.transpose(2, 0, 1).tolist()
    out: list[Outcome | None] = []
    for row, (s, lay) in enumerate(zip(scenarios, layouts, strict=True)):
        if not legal[row]:
            out.append(None)
            continue
        players = {}
        for player in s.board.players:
            side = 0 if player.name == lay.active else 1
            players[player.name] = PlayerState(player.name, life[row][side], player.poison,
                                               lost[row][side], {})
        states = {}
        for side, perms in enumerate(lay.sides):
            dmg, gone, tap = damage[row][side], dead[row][side], tapped[row][side]
            for j, p in enumerate(perms):
                states[p.id] = PermanentState(
                    p.id, Zone.GRAVEYARD if gone[j] else Zone.BATTLEFIELD, dmg[j], {}, p.power or 0,
                    p.toughness or 0, p.loyalty, p.defense, tap[j])
        out.append(Outcome(players, {p.id: states[p.id] for p in s.board.permanents}))
    return out


@contextmanager
def _no_collection() -> Iterator[None]:
    """No cyclic garbage collection while many small objects are made that live on: with a
    large heap, the collections it sets off take longer than the work."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def resolve_many(scenarios: Sequence[Scenario]) -> list[Outcome | RedzoneError]:
    """The final state of every scenario: vectorised where covered and legal, by the exact
    engine elsewhere; a scenario the engine refuses gives its error."""
    out: list[Outcome | None] = [None] * len(scenarios)
    with _no_collection():
        for boards, index, layouts in encode(scenarios):
            done = decode(resolve_arrays(boards), [scenarios[i] for i in index], layouts)
            for i, found in zip(index, done, strict=True):
                out[i] = found
    answers: list[Outcome | RedzoneError] = []
    for s, outcome in zip(scenarios, out, strict=True):
        if outcome is None:
            try:
                result = judge.resolve(s)
            except RedzoneError as err:
                answers.append(err)
                continue
            outcome = Outcome(result.players, result.permanents)
        answers.append(outcome)
    return answers


__all__ = ["COVERED_KEYWORDS", "MAX_SIDE", "Boards", "Final", "Layout", "Outcome", "covers",
           "decode", "encode", "resolve_arrays", "resolve_many"]
