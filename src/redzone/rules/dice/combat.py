"""The dice variant's combat (seed 001), compiled for speed.

Every creature on the board gets an index and a state is a flat tuple of ints: each player's
life and loss, each creature's damage, regeneration and prevention shields, and status. Each
attack is a short list of actions (first-strike counter strikes, the attack roll, counter
strikes) that both the sampler (`redzone resolve`) and the exact enumeration (`redzone odds`)
play, one d20 each.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import NamedTuple

from redzone.core.model import CREATURE, Board, Combat, Permanent
from redzone.core.result import Event, EventType, PermanentState, PlayerState, Zone
from redzone.rules.cr.keywords.protection import protected_from

from .table import (
    AUTOMATIC,
    CRITICAL_HIT,
    CRITICAL_MISS,
    FACES,
    MISS,
    RULE,
    AttackTable,
    damage,
    self_damage,
)

State = tuple[int, ...]
Log = list[Event] | None
ALIVE, RECOVERING, GONE = 0, 1, 2  # a creature's status; RECOVERING: regenerated, healing


@dataclass(frozen=True, slots=True)
class Creature:
    perm: Permanent
    owner: int  # the controller's player index
    power: int
    toughness: int
    flags: frozenset[str]
    wall: bool  # creature type Wall (dice:walls)

    @property
    def id(self) -> str:
        return self.perm.id


class Fight(NamedTuple):
    """One attack: an attacker or attacking band, the player it attacks, and what blocks it
    (one unit per blocker, or a single defending band)."""

    number: int
    attackers: tuple[int, ...]
    defender: int
    blockers: tuple[tuple[int, ...], ...]
    banded: bool  # the blockers form a defending band (dice:banding)


class Terms(NamedTuple):
    """What a roll adds and subtracts, for its event."""

    roller: str
    target: str
    own: int
    own_label: str
    against: int
    against_label: str | None  # None: an undefended attack subtracts nothing
    rule: str


class Plan:
    """The board and combat by index; the actions of every attack, in order."""

    def __init__(self, board: Board, combat: Combat, table: AttackTable) -> None:
        self.board = board
        self.table = table
        self.players = tuple(p.name for p in board.players)
        player = {name: i for i, name in enumerate(self.players)}
        self.creatures = tuple(
            Creature(p, player[p.controller], p.current_power,
                     p.current_toughness,
                     p.keywords.flags, any(t.lower() == "wall" for t in p.subtypes))
            for p in board.permanents if CREATURE in p.types)
        self.index = {c.id: i for i, c in enumerate(self.creatures)}
        n, m = len(self.players), len(self.creatures)
        self.LOST, self.DMG, self.REGEN = n, 2 * n, 2 * n + m
        self.PREVENT, self.ZONE = 2 * n + 2 * m, 2 * n + 3 * m
        self.start: State = (
            *(p.life for p in board.players), *(0 for _ in board.players),
            *(c.perm.damage for c in self.creatures), *(c.perm.regenerate for c in self.creatures),
            *(c.perm.prevent for c in self.creatures), *(ALIVE for _ in self.creatures))
        self.attacking = frozenset(self.index[a] for a in combat.attacks)
        self.shielded = any(c.perm.regenerate or c.perm.prevent for c in self.creatures)
        self._protection = {
            (t, s): q for t, ct in enumerate(self.creatures) for s, cs in enumerate(self.creatures)
            if ct.owner != cs.owner and (q := protected_from(ct.perm, cs.perm)) is not None}
        self.fights = tuple(self._fights(board, combat, player))
        # every permanent as shown after combat, with its creature index (None: not one)
        self._shown = [(PermanentState(
            p.id, Zone.BATTLEFIELD, p.damage, p.counters,
            *((self.creatures[c].power, self.creatures[c].toughness) if c is not None
              else (p.power, p.toughness)), p.loyalty, p.defense,
            p.tapped or (c in self.attacking and "vigilance" not in p.keywords)), c)
            for p in board.permanents for c in (self.index.get(p.id),)]
        self._players_seen: dict[tuple[str, int, int], PlayerState] = {}
        self._perms_seen: dict[tuple[str, bool, int], PermanentState] = {}

    def _fights(self, board: Board, combat: Combat, player: dict[str, int]) -> list[Fight]:
        """dice:one-at-a-time: the attacks in the order declared; a band attacks as one
        creature where its first member is declared (dice:banding)."""
        band_of = {a: band for band in combat.bands for a in band}
        fights: list[Fight] = []
        seen: set[str] = set()
        for aid, target in combat.attacks.items():
            if aid in seen:
                continue
            members = tuple(m for m in band_of.get(aid, (aid,)) if m in combat.attacks)
            seen.update(members)
            blockers = [b for b, attacked in combat.blocks.items()
                        if any(m in attacked for m in members)]
            # dice:banding: blockers with a banding creature among them block as one band
            banded = len(blockers) > 1 and any("banding" in self.creatures[self.index[b]].flags
                                               for b in blockers)
            units = ((tuple(self.index[b] for b in blockers),) if banded
                     else tuple((self.index[b],) for b in blockers))
            fights.append(Fight(len(fights) + 1, tuple(self.index[m] for m in members),
                                player[board.defender_of(target)], units, banded))
        return fights

    def actions(self, fight: Fight) -> list[Action]:
        """dice:first-strike: first strike is purely defensive; a blocker with it strikes
        before the attack roll. Then the attack roll, then the other counter strikes."""
        first = [u for u in fight.blockers if self.first_strikes(u)]
        return [*(CounterStrike(self, fight, u, True) for u in first), AttackRoll(self, fight),
                *(CounterStrike(self, fight, u, False) for u in fight.blockers if u not in first)]

    # --- reading a state -----------------------------------------------------------------

    def members(self, s: State, unit: tuple[int, ...]) -> list[int]:
        return [c for c in unit if s[self.ZONE + c] != GONE]

    def power(self, s: State, unit: tuple[int, ...]) -> int:
        """A creature's power; a band's is the sum of its members' (dice:banding)."""
        return sum(self.creatures[c].power for c in unit if s[self.ZONE + c] != GONE)

    def over(self, s: State) -> bool:
        """104.2a: the game is over once at most one player is left."""
        return sum(not s[self.LOST + p] for p in range(len(self.players))) <= 1

    def first_strikes(self, unit: tuple[int, ...]) -> bool:
        return all("first strike" in self.creatures[c].flags for c in unit)

    def is_wall(self, unit: tuple[int, ...]) -> bool:
        return all(self.creatures[c].wall for c in unit)

    # --- changing a working copy ---------------------------------------------------------

    def hit(self, w: list[int], source: int | None, target: int, amount: int, rule: str,
            log: Log, deathtouched: set[int]) -> None:
        """`source` (None: the target itself, on a critical miss) deals `amount` damage to a
        creature (index >= 0) or a player (-1 - index): protection (702.16e) and prevention
        shields (615.7), then damage (120.3a, 120.3e) and lifelink (702.15b)."""
        if amount <= 0:
            return
        src = self.creatures[source] if source is not None else None
        if target < 0:
            name = self.players[-1 - target]
            w[-1 - target] -= amount
            if log is not None:
                sid = src.id if src else None
                log += [Event(EventType.DAMAGE, rule, source=sid, target=name, amount=amount),
                        Event(EventType.LIFE_LOSS, "120.3a", source=sid, player=name,
                              amount=amount)]
        else:
            tid = self.creatures[target].id
            sid = src.id if src else tid
            quality = self._protection.get((target, source)) if source is not None else None
            if quality is not None:
                if log is not None:
                    log.append(Event(EventType.PREVENTED, "702.16e", source=sid, target=tid,
                                     amount=amount, note=f"protection from {quality}"))
                return
            stop = min(w[self.PREVENT + target], amount)
            if stop:
                w[self.PREVENT + target] -= stop
                amount -= stop
                if log is not None:
                    log.append(Event(EventType.PREVENTED, "615.7", source=sid, target=tid,
                                     amount=stop, note="prevention shield"))
                if not amount:
                    return
            w[self.DMG + target] += amount
            if log is not None:
                log.append(Event(EventType.DAMAGE, rule, source=sid, target=tid, amount=amount))
            if src is not None and "deathtouch" in src.flags:
                deathtouched.add(target)
        if src is not None and "lifelink" in src.flags:
            w[src.owner] += amount
            if log is not None:
                log.append(Event(EventType.LIFE_GAIN, "702.15b", source=src.id,
                                 player=self.players[src.owner], amount=amount))

    def settle(self, w: list[int], touched: set[int], deathtouched: set[int], log: Log) -> None:
        """State-based actions after each attack's or counter strike's damage: a player at 0
        life loses (704.5a); a creature with lethal damage is destroyed (704.5g, 704.5h)
        unless indestructible (702.12b) or it regenerates (dice:regeneration: healed to 1
        toughness, and it stays in combat)."""
        for p, name in enumerate(self.players):
            if not w[self.LOST + p] and w[p] <= 0:
                w[self.LOST + p] = 1
                if log is not None:
                    log.append(Event(EventType.LOST, "704.5a", player=name))
        for c in sorted(touched):
            cr = self.creatures[c]
            marked = w[self.DMG + c]
            if w[self.ZONE + c] == GONE or "indestructible" in cr.flags or (
                    marked < cr.toughness and c not in deathtouched):
                continue
            if w[self.REGEN + c]:
                w[self.REGEN + c] -= 1
                w[self.DMG + c] = min(marked, cr.toughness - 1)
                w[self.ZONE + c] = RECOVERING
                if log is not None:
                    log.append(Event(EventType.HEALED, "dice:regeneration", permanent=cr.id,
                                     amount=marked - w[self.DMG + c],
                                     note="regenerates to 1 toughness"))
            else:
                w[self.ZONE + c] = GONE
                if log is not None:
                    rule = "704.5g" if marked >= cr.toughness else "704.5h"
                    log.append(Event(EventType.DESTROYED, rule, permanent=cr.id))

    def absorb(self, w: list[int], unit: list[int], amount: int, source: int | None,
               ) -> list[tuple[int, int]]:
        """How the owner of a band divides the damage it takes (dice:banding): all to a member
        it can't hurt (indestructible, or protected from the source); else spread so that
        none dies, most toughness left first; else all to one victim, one that can
        regenerate first, then the one of least power."""
        if len(unit) == 1:
            return [(unit[0], amount)]
        safe = [c for c in unit if "indestructible" in self.creatures[c].flags
                or (source is not None and (c, source) in self._protection)]
        if safe:
            return [(safe[0], amount)]
        deadly = source is not None and "deathtouch" in self.creatures[source].flags
        room = {c: max(0, self.creatures[c].toughness - w[self.DMG + c] - 1) for c in unit}
        if not deadly and amount <= sum(room.values()):
            out, left = [], amount
            for c in sorted(unit, key=lambda c: -room[c]):
                n = min(room[c], left)
                if n:
                    out.append((c, n))
                    left -= n
            return out
        victim = min(unit, key=lambda c: (not w[self.REGEN + c], self.creatures[c].power,
                                          self.creatures[c].toughness))
        return [(victim, amount)]

    def divide(self, w: list[int], blockers: list[int], source: int, amount: int,
               ) -> list[tuple[int, int]]:
        """dice:several-blockers: the attacker splits its damage as it likes; redzone assigns
        lethal damage to each blocker in the order of `blocks`, the rest to the last."""
        deadly = "deathtouch" in self.creatures[source].flags
        out = []
        for i, c in enumerate(blockers):
            left = self.creatures[c].toughness - w[self.DMG + c]
            need = amount if i == len(blockers) - 1 else max(0, min(left, 1) if deadly else left)
            n = min(need, amount)
            if n:
                out.append((c, n))
                amount -= n
        return out

    def shares(self, unit: list[int], amount: int, result: str) -> list[tuple[int, int]]:
        """A band's damage, dealt by its members in order, each up to its own part."""
        if len(unit) == 1:
            return [(unit[0], amount)]
        double = 2 if result == CRITICAL_HIT else 1
        out = []
        for i, c in enumerate(unit):
            part = amount if i == len(unit) - 1 else max(0, self.creatures[c].power) * double
            n = min(part, amount)
            if n:
                out.append((c, n))
                amount -= n
        return out

    # --- end of turn ---------------------------------------------------------------------

    def end_of_turn(self, s: State, turn: int, heal: tuple[int, ...], rivals: Mapping[int, int],
                    log: Log) -> State:
        """dice:persistent-damage: damage stays at the end of the turn, except that a creature
        that regenerated heals 1 a turn on the turns after (dice:regeneration), and a
        creature's controller may pay life equal to its damage to heal it, which an opponent
        may stop by paying the same (dice:healing). Nobody pays life down to 0 or less."""
        w = list(s)
        for c, cr in enumerate(self.creatures):
            if w[self.ZONE + c] == RECOVERING and turn > 1 and w[self.DMG + c]:
                w[self.DMG + c] -= 1
                if log is not None:
                    log.append(Event(EventType.HEALED, "dice:regeneration", permanent=cr.id,
                                     amount=1, note="1 a turn after regenerating"))
            if w[self.ZONE + c] == RECOVERING and not w[self.DMG + c]:
                w[self.ZONE + c] = ALIVE
        for c in heal:
            cr, cost = self.creatures[c], w[self.DMG + c]
            if w[self.ZONE + c] == GONE or not cost or w[cr.owner] <= cost:
                continue
            w[cr.owner] -= cost
            if log is not None:
                log.append(Event(EventType.PAYS_LIFE, "dice:healing", player=self.players[cr.owner],
                                 permanent=cr.id, amount=cost, note="to heal"))
            rival = rivals.get(c)
            if rival is not None and not w[self.LOST + rival] and w[rival] > cost:
                w[rival] -= cost
                if log is not None:
                    log.append(Event(EventType.PAYS_LIFE, "dice:healing",
                                     player=self.players[rival], permanent=cr.id, amount=cost,
                                     note="to stop the healing of"))
                continue
            w[self.DMG + c] = 0
            w[self.ZONE + c] = ALIVE
            if log is not None:
                log.append(Event(EventType.HEALED, "dice:healing", permanent=cr.id, amount=cost,
                                 note="its controller paid life"))
        if log is not None:
            log += [Event(EventType.DAMAGE_STAYS, "dice:persistent-damage", permanent=cr.id,
                          amount=w[self.DMG + c]) for c, cr in enumerate(self.creatures)
                    if w[self.ZONE + c] != GONE and w[self.DMG + c]]
        return tuple(w)

    # --- the result ------------------------------------------------------------------------

    def forget(self, s: State) -> State:
        """`s` without what no longer matters: the damage and shields of creatures that are
        gone, so that states differing only there are one state."""
        zone = self.ZONE
        if GONE not in s[zone:]:
            return s
        w = list(s)
        for c in range(len(self.creatures)):
            if s[zone + c] == GONE:
                w[self.DMG + c] = w[self.REGEN + c] = w[self.PREVENT + c] = 0
        return tuple(w)

    def visible(self, s: State) -> State:
        """What an outcome of `redzone odds` shows: life, losses, damage, and which creatures
        are gone (with no damage)."""
        s = self.forget(s)
        if not self.shielded:  # no shields, so no regeneration: nothing else to hide
            return s
        m = len(self.creatures)
        return (*s[:self.REGEN], *(0 for _ in range(2 * m)),
                *(GONE if z == GONE else ALIVE for z in s[self.ZONE:]))

    def outcome(self, s: State) -> tuple[dict[str, PlayerState], dict[str, PermanentState]]:
        """The players and permanents in state `s`; a destroyed creature shows its last known
        information (704.8). Equal states are shared between outcomes (they are immutable)."""
        players = {}
        for i, p in enumerate(self.board.players):
            who = (p.name, s[i], s[self.LOST + i])
            if who not in self._players_seen:
                self._players_seen[who] = PlayerState(p.name, s[i], p.poison, bool(who[2]),
                                                      p.commander_damage)
            players[p.name] = self._players_seen[who]
        permanents = {}
        for fixed, c in self._shown:
            if c is not None:
                what = (fixed.id, s[self.ZONE + c] == GONE, s[self.DMG + c])
                if what not in self._perms_seen:
                    self._perms_seen[what] = PermanentState(
                        fixed.id, Zone.GRAVEYARD if what[1] else Zone.BATTLEFIELD, what[2],
                        *fixed[3:])
                fixed = self._perms_seen[what]
            permanents[fixed.id] = fixed
        return players, permanents


class AttackRoll:
    """dice:undefended / dice:resisted: the attacker's roll and its damage."""

    def __init__(self, plan: Plan, fight: Fight) -> None:
        self.plan = plan
        self.fight = fight

    def why_not(self, s: State) -> tuple[str, str] | None:
        p, f = self.plan, self.fight
        if p.over(s):
            return "104.2a", "the game is over"
        if s[p.LOST + f.defender]:
            return "800.4a", "the player it attacks has left the game"
        if not p.members(s, f.attackers):
            return "dice:first-strike", "destroyed by a first-strike counter strike"
        if f.blockers and not any(p.members(s, u) for u in f.blockers):
            return "509.1h", "it is blocked and its blockers are gone"
        return None

    def terms(self, s: State) -> Terms | None:
        p, f = self.plan, self.fight
        own = p.power(s, f.attackers)
        label = "band's power" if len(f.attackers) > 1 else "power"
        roller = p.creatures[p.members(s, f.attackers)[0]].id
        if not f.blockers:  # dice:undefended; dice:landwalk (blocking it is refused, 702.14c)
            return Terms(roller, p.players[f.defender], own, label, 0, None, "dice:undefended")
        alive = [c for u in f.blockers for c in p.members(s, u)]
        target = p.creatures[alive[0]].id
        powers = [p.creatures[c].power for c in alive]
        if f.banded:  # dice:banding: a defending band's power is the sum
            return Terms(roller, target, own, label, sum(powers), "defending band's power",
                         "dice:banding")
        if len(alive) > 1:  # dice:several-blockers: their average power, rounded down
            return Terms(roller, target, own, label, sum(powers) // len(powers),
                         f"average power of {len(alive)} blockers", "dice:several-blockers")
        return Terms(roller, target, own, label, powers[0], "blocker's power", "dice:resisted")

    def apply(self, s: State, result: str, log: Log) -> State:
        if result == MISS:  # dice:miss
            return s
        p, f = self.plan, self.fight
        w = list(s)
        touched: set[int] = set()
        deathtouched: set[int] = set()
        attackers = p.members(s, f.attackers)
        own = p.power(s, f.attackers)
        if result == CRITICAL_MISS:
            for c, n in p.absorb(w, attackers, self_damage(own), None):
                p.hit(w, None, c, n, RULE[result], log, deathtouched)
                touched.add(c)
        else:
            blockers = [c for u in f.blockers for c in p.members(s, u)]
            for source, n in p.shares(attackers, damage(result, own), result):
                if not blockers:
                    p.hit(w, source, -1 - f.defender, n, RULE[result], log, deathtouched)
                    continue
                split = (p.absorb(w, blockers, n, source) if f.banded
                         else p.divide(w, blockers, source, n))
                for c, m in split:
                    p.hit(w, source, c, m, RULE[result], log, deathtouched)
                    touched.add(c)
        p.settle(w, touched, deathtouched, log)
        return tuple(w)


class CounterStrike:
    """dice:counter-strike: a blocker that is still alive attacks the attacker back, as a
    resisted attack with the roles swapped (no counter strike answers it). A Wall deals its
    damage without rolling (dice:walls); a first striker strikes before the attack roll."""

    def __init__(self, plan: Plan, fight: Fight, unit: tuple[int, ...], first: bool) -> None:
        self.plan = plan
        self.fight = fight
        self.unit = unit
        self.first = first

    def why_not(self, s: State) -> tuple[str, str] | None:
        p = self.plan
        if p.over(s):
            return "104.2a", "the game is over"
        if s[p.LOST + self.fight.defender]:  # 800.4a: its creatures left with it
            return "800.4a", "its controller has left the game"
        if not p.members(s, self.unit) or not p.members(s, self.fight.attackers):
            return "dice:counter-strike", "no one left to strike or be struck"
        return None

    def terms(self, s: State) -> Terms | None:
        p = self.plan
        if p.is_wall(self.unit):
            return None
        own = p.power(s, self.unit)
        against = p.power(s, self.fight.attackers)
        return Terms(p.creatures[p.members(s, self.unit)[0]].id,
                     p.creatures[p.members(s, self.fight.attackers)[0]].id,
                     own, "band's power" if len(self.unit) > 1 else "power", against,
                     "attacking band's power" if len(self.fight.attackers) > 1
                     else "attacker's power",
                     "dice:first-strike" if self.first else "dice:counter-strike")

    def apply(self, s: State, result: str, log: Log) -> State:
        if result == MISS:
            return s
        p = self.plan
        w = list(s)
        touched: set[int] = set()
        deathtouched: set[int] = set()
        strikers = p.members(s, self.unit)
        own = p.power(s, self.unit)
        if result == CRITICAL_MISS:  # dice:critical-miss
            for c, n in p.absorb(w, strikers, self_damage(own), None):
                p.hit(w, None, c, n, RULE[result], log, deathtouched)
                touched.add(c)
        else:
            attackers = p.members(s, self.fight.attackers)
            for source, n in p.shares(strikers, damage(result, own), result):
                for c, m in p.absorb(w, attackers, n, source):
                    p.hit(w, source, c, m, RULE[result], log, deathtouched)
                    touched.add(c)
        p.settle(w, touched, deathtouched, log)
        return tuple(w)


Action = AttackRoll | CounterStrike


def play(action: Action, s: State, roll: Callable[[], int], log: Log) -> State:
    """One action with a rolled d20; the roll and what it does go to `log`."""
    why = action.why_not(s)
    if why is not None:
        if log is not None and isinstance(action, AttackRoll):
            log.append(Event(EventType.NO_ATTACK, why[0], source=action.plan.creatures[
                action.fight.attackers[0]].id, note=why[1]))
        return s
    terms = action.terms(s)
    if terms is None:
        return action.apply(s, AUTOMATIC, log)
    natural = roll()
    total = natural + terms.own - terms.against
    result = action.plan.table.result(natural, total)
    if log is not None:
        sign = "-" if terms.against >= 0 else "+"
        against = (f" {sign}{abs(terms.against)} ({terms.against_label})"
                   if terms.against_label is not None else "")
        note = f"{natural} {terms.own:+d} ({terms.own_label}){against} = {total}: {result}"
        log.append(Event(EventType.ROLL, terms.rule, source=terms.roller, target=terms.target,
                         amount=natural, note=note))
    return action.apply(s, result, log)


def branches(action: Action, s: State) -> tuple[tuple[int, State], ...]:
    """Every result of one action, with how many of the d20's faces give it."""
    if action.why_not(s) is not None:
        return ((FACES, s),)
    terms = action.terms(s)
    if terms is None:
        return ((FACES, action.apply(s, AUTOMATIC, None)),)
    plan = action.plan
    faces = plan.table.faces(terms.own - terms.against)
    return tuple((n, plan.forget(action.apply(s, result, None))) for result, n in faces)
