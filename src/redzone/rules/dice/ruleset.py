"""dice: "Magic Combat with Dice" (seed 001; shared/reference/dice-variant.md).

A normal game of Magic, except that each attack is a d20 roll against the Attack Table:
undefended (d20 + power) or resisted (d20 + power - the blockers' power), resolved with its
damage before the next attack; surviving blockers strike back the same way. Damage stays on
creatures from turn to turn. The procedure lives in combat.py, the table in table.py.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from functools import partial
from typing import Any, ClassVar

from redzone.core.errors import IllegalDeclaration, ScenarioError, Violation, did_you_mean
from redzone.core.keywords import PHRASES, POWER_LIMIT
from redzone.core.model import EMPTY, Board, Combat, frozen_map
from redzone.core.odds import Branches, Odds, Outcome, TooManyStates, exact, monte_carlo
from redzone.core.result import Event, EventType, Result, Step
from redzone.rules.base import RuleSet
from redzone.rules.cr import declare
from redzone.rules.cr.current import ComprehensiveRules

from .combat import Plan, State, branches, play
from .table import FACES, AttackTable

DEFAULT_SEED = 0  # `redzone resolve` without --seed rolls with this seed
MAX_TURNS = 50  # ends of turn followed at most
EXACT_STATES = 100_000  # distinct states exact odds may keep (about 100 MB)
FALLBACK_SAMPLES = 20_000  # combats sampled when exact odds would keep more
# Keywords whose combat damage rules the variant replaces and doesn't redefine.
UNDEFINED = ("trample", "trample over planeswalkers", "double strike", "infect", "wither")
# The combat options of a normal game of Magic it refuses as the Comprehensive Rules do.
_NORMAL_GAME = ComprehensiveRules()


class Dice:
    """The d20: the file's `rolls` in order, or a seeded random generator."""

    def __init__(self, rolls: tuple[int, ...] | None, seed: int) -> None:
        self.rolls = rolls
        self.used = 0
        self.rng = random.Random(seed)

    def __call__(self) -> int:
        if self.rolls is None:
            return self.rng.randint(1, FACES)
        if self.used == len(self.rolls):
            raise ScenarioError("dice.rolls", f"the combat needs more than the {self.used} "
                                              "rolls given")
        self.used += 1
        return self.rolls[self.used - 1]

    def finish(self) -> None:
        if self.rolls is not None and self.used < len(self.rolls):
            raise ScenarioError("dice.rolls", f"the combat used only {self.used} of the "
                                              f"{len(self.rolls)} rolls given")


@dataclass(frozen=True)
class DiceRules(RuleSet[object]):
    """Magic Combat with Dice: d20 attack rolls and defensive counter strikes. Its settings
    are the file's `dice:` section and a run's `--seed` and `--turns`."""

    name: ClassVar[str] = "dice"
    aliases: ClassVar[tuple[str, ...]] = ("magic-combat-with-dice", "d20")
    title: ClassVar[str] = "Magic Combat with Dice, seed 001: d20 rolls on the Attack Table"
    section: ClassVar[str | None] = "dice"
    run_options: ClassVar[frozenset[str]] = frozenset({"seed", "turns"})

    table: AttackTable = field(default_factory=AttackTable)  # dice:attack-table
    rolls: tuple[int, ...] | None = None  # natural d20s, in order, instead of the seed's
    heal: tuple[str, ...] = ()  # creatures healed by paying life at end of turn
    prevent_heal: Mapping[str, str] = field(default=EMPTY)  # creature -> who pays to stop it
    seed: int = DEFAULT_SEED
    turns: int = 0  # ends of turn followed after combat

    def check_options(self, combat: Combat) -> None:
        _NORMAL_GAME.check_options(combat)
        if combat.assign:
            raise ScenarioError("combat.assign", "under the dice variant the rolls decide the "
                                                 "damage (dice:attack-table); nothing to assign")
        if combat.removed:
            raise ScenarioError("combat.removed", "removing creatures from combat is not part "
                                                  "of the dice variant")

    def declaration_violations(self, board: Board, combat: Combat) -> list[Violation]:
        """508.1 and 509.1 as in a normal game, plus: creatures attack players only, and a
        defending band blocks one creature or attacking band (dice:banding)."""
        found = declare.violations(board, combat)
        for aid, target in combat.attacks.items():
            if not board.is_player(target):
                found.append(Violation("dice:players", aid, (
                    f"attacks {target}; in the dice variant creatures attack players only")))
        band_of = {a: tuple(band) for band in combat.bands for a in band}
        for aid in combat.attacks:
            blockers = combat.blockers_of(aid)
            if len(blockers) < 2 or not any(board.permanent(b).has("banding")
                                            for b in blockers if board.get(b)):
                continue
            for b in blockers:
                if len({band_of.get(a, (a,)) for a in combat.blocks[b]}) > 1:
                    found.append(Violation("dice:banding", b, (
                        "is in a defending band, which blocks one creature or attacking band")))
        return found

    def resolve(self, board: Board, combat: Combat, chooser: object) -> Result:
        """One sampled combat: every roll shown, from the file's `rolls` or the seed."""
        plan = self._setup(board, combat)
        dice = Dice(self.rolls, self.seed)
        where = ("the rolls given in the file" if self.rolls is not None
                 else f"seed {self.seed}")
        declarations = [*_declare(board, combat), Event(
            EventType.DICE, "dice:attack-table",
            amount=self.seed if self.rolls is None else None,
            note=f"{where}; Attack Table: {self.table.describe()}")]
        heal, rivals = self._healing(plan, board)
        s, steps = plan.start, []
        for fight in plan.fights:
            if plan.over(s):
                break
            log: list[Event] = []
            for action in plan.actions(fight):
                s = play(action, s, dice, log)
            steps.append(Step(f"attack {fight.number}", _dealt(log), tuple(log)))
        for turn in range(1, self.turns + 1):
            if plan.over(s):
                break
            log = []
            s = plan.end_of_turn(s, turn, heal, rivals, log)
            steps.append(Step(f"end of turn {turn}", {}, tuple(log)))
        dice.finish()
        return Result(self.name, tuple(declarations), tuple(steps), *plan.outcome(s))

    def odds(self, board: Board, combat: Combat, chooser: object,
             samples: int | None = None) -> Odds:
        """Exact odds, every roll enumerated; or a Monte Carlo estimate from `samples` runs
        (seeded by the seed). Exact odds that would keep more than EXACT_STATES distinct
        states (a dozen attackers) are estimated from FALLBACK_SAMPLES runs instead, and say
        so. The file's `rolls` are not used."""
        plan = self._setup(board, combat)
        heal, rivals = self._healing(plan, board)
        actions = [a for fight in plan.fights for a in plan.actions(fight)]

        def end(s: State, turn: int) -> State:
            return plan.end_of_turn(s, turn, heal, rivals, None)

        def draw(rng: random.Random) -> State:
            s, roll = plan.start, partial(rng.randint, 1, FACES)
            for action in actions:
                s = play(action, s, roll, None)
            for turn in range(1, self.turns + 1):
                s = end(s, turn)
            return s

        reason = None
        if samples is None:
            steps: list[Branches[State]] = [partial(branches, a) for a in actions]
            steps += [partial(_certain, partial(end, turn=t)) for t in range(1, self.turns + 1)]
            try:
                found = exact(plan.start, steps, FACES, EXACT_STATES)
            except TooManyStates:
                samples = FALLBACK_SAMPLES
                reason = (f"exact odds would keep more than {EXACT_STATES:,} distinct states; "
                          f"estimated from {samples:,} sampled combats instead")
        if samples is not None:
            found = monte_carlo(draw, samples, self.seed)
        merged: dict[State, Fraction] = {}
        for s, p in found.items():  # outcomes that look the same are one outcome
            key = plan.visible(s)
            merged[key] = merged.get(key, Fraction()) + p
        return Odds.of(self.name, (Outcome(p, *plan.outcome(s)) for s, p in merged.items()),
                       samples, reason)

    def settings(self) -> dict[str, Any]:
        """The `dice:` section of a file that gives these settings (defaults left out)."""
        out: dict[str, Any] = {}
        if self.table != AttackTable():
            out["table"] = {"miss": self.table.miss, "partial": self.table.partial,
                            "hit": self.table.hit}
        if self.rolls is not None:
            out["rolls"] = list(self.rolls)
        if self.heal:
            out["heal"] = list(self.heal)
        if self.prevent_heal:
            out["prevent_heal"] = dict(self.prevent_heal)
        if self.seed != DEFAULT_SEED:
            out["seed"] = self.seed
        if self.turns:
            out["turns"] = self.turns
        return out

    def with_settings(self, given: Mapping[str, Any]) -> DiceRules:
        """These settings, from the `dice:` section (plain data) or a run's options."""
        values = dict(given)
        if not 0 <= values.get("turns", 0) <= MAX_TURNS:
            raise ScenarioError("turns", f"follows at most {MAX_TURNS} ends of turn")
        if "table" in values and not isinstance(values["table"], AttackTable):
            values["table"] = AttackTable.of(values["table"])
        if values.get("rolls") is not None:
            values["rolls"] = tuple(values["rolls"])
        if "heal" in values:
            values["heal"] = tuple(values["heal"])
        if "prevent_heal" in values:
            values["prevent_heal"] = frozen_map(values["prevent_heal"])
        return super().with_settings(values)

    def _setup(self, board: Board, combat: Combat) -> Plan:
        self.check_options(combat)
        bad = self.declaration_violations(board, combat)
        if bad:
            raise IllegalDeclaration(bad)
        _refuse_undefined_keywords(board, combat)
        return Plan(board, combat, self.table)

    def _healing(self, plan: Plan, board: Board) -> tuple[tuple[int, ...], dict[int, int]]:
        """The creatures healed at end of turn (dice.heal) and, for those an opponent pays to
        stop, that opponent (dice.prevent_heal), by index."""
        for i, pid in enumerate(self.heal):
            if pid not in plan.index:
                raise ScenarioError(f"dice.heal[{i}]", f"no creature with id '{pid}'"
                                                       f"{did_you_mean(pid, plan.index)}")
        rivals = {}
        for pid, rival in self.prevent_heal.items():
            path = f"dice.prevent_heal.{pid}"
            if pid not in self.heal:
                raise ScenarioError(path, f"'{pid}' is not in dice.heal: no healing to stop")
            if rival not in plan.players:
                raise ScenarioError(path, f"'{rival}' is not a player"
                                          f"{did_you_mean(rival, plan.players)}")
            if rival == board.permanent(pid).controller:
                raise ScenarioError(path, "only an opponent can stop the healing")
            rivals[plan.index[pid]] = plan.players.index(rival)
        return tuple(plan.index[pid] for pid in self.heal), rivals


def _certain(change: Callable[[State], State], s: State) -> tuple[tuple[int, State]]:
    """A step without a roll, as a branch that every face of the die takes."""
    return ((FACES, change(s)),)


def _refuse_undefined_keywords(board: Board, combat: Combat) -> None:
    """What rolls replace (UNDEFINED, toxic) on a creature in combat, and abilities that act
    in combat (triggered keywords, restrictions and requirements, `abilities`) anywhere: the
    variant gives them no meaning."""
    fighting = {*combat.attacks, *combat.blocks}
    seen: dict[str, int] = {}
    for perm in board.permanents:
        i = seen[perm.controller] = seen.get(perm.controller, -1) + 1
        path = f"battlefield.{perm.controller}[{i}]"
        bad = [k for k in UNDEFINED if perm.has(k)] + (["toxic"] if perm.keywords.toxic else [])
        if perm.id in fighting and bad:
            raise ScenarioError(f"{path}.keywords", (
                f"{bad[0]} has no meaning under rules: dice, whose rolls replace combat damage"))
        acting = [w for w, _ in perm.keywords.triggered] + sorted(
            perm.keywords.flags & set(PHRASES)) + (
            [POWER_LIMIT.format(perm.keywords.power_limit)]
            if perm.keywords.power_limit is not None else []) + [
            f"{kind} {words}" for kind, words, _ in perm.keywords.described] + [
            w for w in perm.keywords.flags
            if w.startswith(("can't attack unless", "can't be blocked except by", "prevent all"))]
        if acting:
            raise ScenarioError(f"{path}.keywords", (
                f"{acting[0]} has no meaning under rules: dice (a d20 roll is the whole "
                "combat)"))
        if perm.abilities:
            raise ScenarioError(f"{path}.abilities", (
                "abilities have no meaning under rules: dice (a d20 roll is the whole combat)"))
    for choice in ("provoke", "mentor", "enlist", "annihilator", "targets", "triggers"):
        if getattr(combat, choice):
            raise ScenarioError(f"combat.{choice}", "has no meaning under rules: dice")


def _declare(board: Board, combat: Combat) -> list[Event]:
    """508.1 attacks and tapping (508.1f, not with vigilance 702.20b), 509.1 blocks; blocking
    one creature of an attacking band blocks the band (dice:banding)."""
    events: list[Event] = []
    for aid, target in combat.attacks.items():
        events.append(Event(EventType.ATTACKS, "508.1", source=aid, target=target))
        if not board.permanent(aid).has("vigilance"):
            events.append(Event(EventType.TAPPED, "508.1f", permanent=aid))
    band_of = {a: band for band in combat.bands for a in band}
    for bid, attackers in combat.blocks.items():
        events += [Event(EventType.BLOCKS, "509.1", source=bid, target=a) for a in attackers]
        events += [Event(EventType.BLOCKS, "dice:banding", source=bid, target=m) for a in attackers
                   for m in band_of.get(a, ()) if m not in attackers]
    return events


def _dealt(log: list[Event]) -> dict[str, dict[str, int]]:
    """Who dealt damage to whom in one attack (critical misses aside)."""
    out: dict[str, dict[str, int]] = {}
    for e in log:
        if e.type == "damage" and e.source and e.target and e.source != e.target:
            split = out.setdefault(e.source, {})
            split[e.target] = split.get(e.target, 0) + (e.amount or 0)
    return out
