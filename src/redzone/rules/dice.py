"""dice: "Magic Combat with Dice" (seed 001; shared/reference/dice-variant.md).

A normal game of Magic, except that each attack is a d20 roll against the Attack Table:
undefended (d20 + power) or resisted (d20 + power - the blockers' power), resolved with its
damage before the next attack; surviving blockers strike back the same way. Damage stays on
creatures from turn to turn. The procedure lives in `dice_combat`, the table in `dice_table`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import partial
from typing import TYPE_CHECKING, Any, ClassVar

from ..errors import IllegalDeclaration, ScenarioError, Violation, did_you_mean
from ..model import EMPTY, Board, Combat, Scenario
from ..odds import Branches, Odds, Outcome, exact, monte_carlo
from ..result import Event, Result, Step
from .base import RuleSet
from .dice_combat import Plan, State, branches, play
from .dice_table import FACES, AttackTable

if TYPE_CHECKING:
    from .base import TextRenderer

DEFAULT_SEED = 0  # `redzone resolve` without --seed rolls with this seed
# Keywords whose combat damage rules the variant replaces and doesn't redefine.
UNDEFINED = ("trample", "trample over planeswalkers", "double strike", "infect", "wither")


@dataclass(frozen=True, slots=True)
class Options:
    """The scenario's `dice:` options and the run's --seed and --turns."""

    table: AttackTable
    rolls: tuple[int, ...] | None
    heal: tuple[int, ...]
    rivals: Mapping[int, int]  # creature -> the opponent who pays to stop its healing
    seed: int
    turns: int


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


class DiceRules(RuleSet):
    """Magic Combat with Dice: d20 attack rolls and defensive counter strikes."""

    name: ClassVar[str] = "dice"
    aliases: ClassVar[tuple[str, ...]] = ("magic-combat-with-dice", "d20")
    title: ClassVar[str] = "Magic Combat with Dice, seed 001: d20 rolls on the Attack Table"
    run_options: ClassVar[frozenset[str]] = frozenset({"seed", "turns"})
    declared_combat: ClassVar[bool] = False  # no choice of blocks or damage assignment

    def check_options(self, combat: Combat) -> None:
        super().check_options(combat)
        if combat.assign:
            raise ScenarioError("combat.assign", "under the dice variant the rolls decide the "
                                                 "damage (dice:attack-table); nothing to assign")
        if combat.removed:
            raise ScenarioError("combat.removed", "removing creatures from combat is not part "
                                                  "of the dice variant")

    def declaration_violations(self, board: Board, combat: Combat) -> list[Violation]:
        """508.1 and 509.1 as in a normal game, plus: creatures attack players only, and a
        defending band blocks one creature or attacking band (dice:banding)."""
        found = super().declaration_violations(board, combat)
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

    def text_renderer(self) -> TextRenderer:
        from ..render.dice import print_result  # render imports the rule sets

        return print_result

    def resolve(self, scenario: Scenario) -> Result:
        """One sampled combat: every roll shown, from the file's `rolls` or the seed."""
        plan, opts = self._setup(scenario)
        dice = Dice(opts.rolls, opts.seed)
        where = ("the rolls given in the file" if opts.rolls is not None
                 else f"seed {opts.seed}")
        declarations = [*_declare(scenario.board, scenario.combat), Event(
            "dice", "dice:attack-table", amount=opts.seed if opts.rolls is None else None,
            note=f"{where}; Attack Table: {opts.table.describe()}")]
        s, steps = plan.start, []
        for fight in plan.fights:
            if plan.over(s):
                break
            log: list[Event] = []
            for action in plan.actions(fight):
                s = play(action, s, dice, log)
            steps.append(Step(f"attack {fight.number}", _dealt(log), tuple(log)))
        for turn in range(1, opts.turns + 1):
            if plan.over(s):
                break
            log = []
            s = plan.end_of_turn(s, turn, opts.heal, opts.rivals, log)
            steps.append(Step(f"end of turn {turn}", {}, tuple(log)))
        dice.finish()
        return Result(self.name, tuple(declarations), tuple(steps), *plan.outcome(s))

    def odds(self, scenario: Scenario, samples: int | None = None) -> Odds:
        """Exact odds, every roll enumerated; or a Monte Carlo estimate from `samples` runs
        (seeded by --seed). The file's `rolls` are not used."""
        plan, opts = self._setup(scenario)
        actions = [a for fight in plan.fights for a in plan.actions(fight)]

        def end(s: State, turn: int) -> State:
            return plan.end_of_turn(s, turn, opts.heal, opts.rivals, None)

        if samples is None:
            steps: list[Branches[State]] = [partial(branches, a) for a in actions]
            steps += [partial(_certain, partial(end, turn=t)) for t in range(1, opts.turns + 1)]
            found = exact(plan.start, steps, FACES)
        else:
            def draw(rng: random.Random) -> State:
                s, roll = plan.start, partial(rng.randint, 1, FACES)
                for action in actions:
                    s = play(action, s, roll, None)
                for turn in range(1, opts.turns + 1):
                    s = end(s, turn)
                return s
            found = monte_carlo(draw, samples, opts.seed)
        merged: dict[State, Fraction] = {}
        for s, p in found.items():  # outcomes that look the same are one outcome
            key = plan.visible(s)
            merged[key] = merged.get(key, Fraction()) + p
        return Odds.of(self.name, (Outcome(p, *plan.outcome(s)) for s, p in merged.items()),
                       samples)

    def _setup(self, scenario: Scenario) -> tuple[Plan, Options]:
        board, combat = scenario.board, scenario.combat
        self.check_options(combat)
        bad = self.declaration_violations(board, combat)
        if bad:
            raise IllegalDeclaration(bad)
        _refuse_undefined_keywords(board, combat)
        given: Mapping[str, Any] = scenario.options.get("dice", EMPTY)
        plan = Plan(board, combat, AttackTable.of(given.get("table")))
        heal = tuple(given.get("heal", ()))
        for i, pid in enumerate(heal):
            if pid not in plan.index:
                raise ScenarioError(f"dice.heal[{i}]", f"no creature with id '{pid}'"
                                                       f"{did_you_mean(pid, plan.index)}")
        rivals = {}
        for pid, rival in given.get("prevent_heal", EMPTY).items():
            path = f"dice.prevent_heal.{pid}"
            if pid not in heal:
                raise ScenarioError(path, f"'{pid}' is not in dice.heal: no healing to stop")
            if rival not in plan.players:
                raise ScenarioError(path, f"'{rival}' is not a player"
                                          f"{did_you_mean(rival, plan.players)}")
            if rival == board.permanent(pid).controller:
                raise ScenarioError(path, "only an opponent can stop the healing")
            rivals[plan.index[pid]] = plan.players.index(rival)
        return plan, Options(
            plan.table, given.get("rolls"), tuple(plan.index[pid] for pid in heal), rivals,
            scenario.options.get("seed", DEFAULT_SEED), scenario.options.get("turns", 0))


def _certain(change: Callable[[State], State], s: State) -> tuple[tuple[int, State]]:
    """A step without a roll, as a branch that every face of the die takes."""
    return ((FACES, change(s)),)


def _refuse_undefined_keywords(board: Board, combat: Combat) -> None:
    fighting = {*combat.attacks, *combat.blocks}
    seen: dict[str, int] = {}
    for perm in board.permanents:
        i = seen[perm.controller] = seen.get(perm.controller, -1) + 1
        bad = [k for k in UNDEFINED if perm.has(k)] + (["toxic"] if perm.keywords.toxic else [])
        if perm.id in fighting and bad:
            raise ScenarioError(f"battlefield.{perm.controller}[{i}].keywords", (
                f"{bad[0]} has no meaning under rules: dice, whose rolls replace combat damage"))


def _declare(board: Board, combat: Combat) -> list[Event]:
    """508.1 attacks and tapping (508.1f, not with vigilance 702.20b), 509.1 blocks; blocking
    one creature of an attacking band blocks the band (dice:banding)."""
    events: list[Event] = []
    for aid, target in combat.attacks.items():
        events.append(Event("attacks", "508.1", source=aid, target=target))
        if not board.permanent(aid).has("vigilance"):
            events.append(Event("tapped", "508.1f", permanent=aid))
    band_of = {a: band for band in combat.bands for a in band}
    for bid, attackers in combat.blocks.items():
        events += [Event("blocks", "509.1", source=bid, target=a) for a in attackers]
        events += [Event("blocks", "dice:banding", source=bid, target=m) for a in attackers
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
