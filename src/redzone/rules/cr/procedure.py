"""The combat procedure, step by step (506-511): beginning of combat (507), declare attackers
(508) and declare blockers (509), each with the triggered abilities its declarations set off,
the combat damage steps (510) with what their damage sets off, and end of combat (511). After
each step's turn-based action the triggered abilities go on the stack and resolve, with
state-based actions between (abilities/stack.py). The procedure asks the edition's hooks where
editions differ and the chooser for every decision a player makes."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from redzone.core.errors import IllegalAssignment, IllegalDeclaration, ScenarioError, Violation
from redzone.core.keywords import NO_COMBAT_DAMAGE
from redzone.core.model import Board, Combat
from redzone.core.result import (
    BEGINNING_OF_COMBAT_STEP,
    COMBAT_DAMAGE_STEP,
    DECLARE_ATTACKERS_STEP,
    DECLARE_BLOCKERS_STEP,
    END_OF_COMBAT_STEP,
    FIRST_STRIKE_STEP,
    Event,
    EventType,
    Result,
    Step,
    Zone,
)

from .abilities import triggers
from .abilities.activate import activations
from .abilities.layers import refresh
from .abilities.stack import settle
from .assign import damage_amount, recipients
from .hooks import Assignment, Chooser, Hooks
from .keywords import attacks, banding
from .state import END_OF_COMBAT, State


def resolve(rules: Hooks, board: Board, combat: Combat, chooser: Chooser) -> Result:
    """Resolve the combat; raises IllegalDeclaration or IllegalAssignment."""
    state, declarations, steps = prepare(rules, board, combat, chooser)
    used: dict[str, int] = {}  # creature -> steps in which its `assign` was used
    if (combat.attacks or state.attacking) and not state.game_over():  # 508.8
        fighters = _combatants(state)
        strikers = {c for c in fighters if _strikes_first(state, c)}
        if strikers:  # 510.4, 702.7b, 702.4b: two combat damage steps
            first = [c for c in fighters if c in strikers]
            steps.append(_damage_step(rules, state, FIRST_STRIKE_STEP, first, used, chooser))
            acted = activations(rules, state, chooser, FIRST_STRIKE_STEP)
            if acted:
                steps[-1] = replace(steps[-1], events=(*steps[-1].events, *acted))
            if not state.game_over():
                second = rules.second_step(state, _combatants(state), strikers, steps[-1])
                steps.append(_damage_step(rules, state, COMBAT_DAMAGE_STEP, second, used,
                                          chooser))
        else:
            steps.append(_damage_step(rules, state, COMBAT_DAMAGE_STEP, fighters, used,
                                      chooser))
    if combat.attacks and not state.game_over():
        _step(steps, END_OF_COMBAT_STEP, _end_of_combat(rules, state, chooser))
    # An assignment never used is an error, not ignored, unless its creature left combat.
    declared = {*combat.attacks, *combat.blocks}
    unused = [c for c, given in combat.assign.items()
              if (state.in_combat(c) or c not in declared) and _left_over(given, used.get(c, 0))]
    if unused:
        raise IllegalAssignment(Violation("510.1a", c, (
            f"has an assignment for {len(_per_step(combat.assign[c]))} combat damage step(s) "
            f"but deals combat damage in {used.get(c, 0)}")) for c in unused)
    ids = [*(p.id for p in board.permanents), *state.tokens]
    return Result(
        rules.name, tuple(declarations), tuple(steps),
        {n: p.snapshot() for n, p in state.players.items()},
        {pid: state.perms[pid].snapshot() for pid in ids},
    )


def prepare(rules: Hooks, board: Board, combat: Combat,
            chooser: Chooser) -> tuple[State, list[Event], list[Step]]:
    """The combat up to its first combat damage step: the starting board checked (704.3),
    beginning of combat, declare attackers and declare blockers, each declaration checked
    against the board as it is then (508.1, 509.1, and the edition's own); returns the state,
    the declarations and the steps so far. Raises ScenarioError or IllegalDeclaration."""
    state, declarations, steps = declare_attacks(rules, board, combat, chooser)
    if state.game_over():
        return state, declarations, steps
    view = (state.for_declarations(combat.attacks)
            if state.dynamic or state.listening or combat.activate or state.changes else board)
    bad = rules.block_violations(view, _attacking(state, combat), state.provoked)
    if bad:
        raise IllegalDeclaration(bad)
    state.declare_blocks(combat.blocks)
    declarations += _declare_blockers(state)
    pending = triggers.on_blocks(state)  # 509.3: as blockers are declared
    declarations += _removed(state)  # then what the file says left combat
    declarations += rules.declaration_events(state, chooser)
    refresh(state)
    _step(steps, DECLARE_BLOCKERS_STEP, [
        *settle(rules, state, chooser, pending, quiet=True),
        *activations(rules, state, chooser, DECLARE_BLOCKERS_STEP)])
    return state, declarations, steps


def declare_attacks(rules: Hooks, board: Board, combat: Combat,
                    chooser: Chooser) -> tuple[State, list[Event], list[Step]]:
    """The combat up to its declare blockers step: the beginning of combat and the declare
    attackers step, with what they trigger (the same whatever the blocks)."""
    rules.check_options(combat)
    state = State(board, combat)
    refresh(state)
    netted = rules.check_board(state)
    steps: list[Step] = []
    _step(steps, BEGINNING_OF_COMBAT_STEP, [*netted, *settle(
        rules, state, chooser, triggers.beginning_of_combat(state), quiet=True),
        *activations(rules, state, chooser, BEGINNING_OF_COMBAT_STEP)])
    bad = rules.attack_violations(  # (a permanent gone at the beginning of combat: 508.1a)
        state.for_declarations() if state.dynamic or combat.activate or state.changes
        else board, combat)
    made = set(state.tokens)  # (the file can't name them: their attacking is declared here)
    forced = [v.subject for v in bad if v.rule == "508.1d" and v.subject in made]
    bad = [v for v in bad if not (v.rule == "508.1d" and v.subject in made)]
    if bad:
        raise IllegalDeclaration(bad)
    declarations = _declare_attackers(state) + _required_attackers(state, forced)
    paid, enlisted = attacks.enlist(state, chooser) if state.listening else ([], [])
    declarations += paid
    refresh(state)
    _step(steps, DECLARE_ATTACKERS_STEP, [
        *settle(rules, state, chooser, [*enlisted, *triggers.on_attacks(state),
                                        *triggers.on_tapped(state, declarations)], quiet=True),
        *activations(rules, state, chooser, DECLARE_ATTACKERS_STEP)])
    return state, declarations, steps


def first_step(state: State) -> tuple[str, list[str]]:
    """The first combat damage step's name and the creatures that deal damage in it (510.4)."""
    if not state.attacking:
        return COMBAT_DAMAGE_STEP, []
    fighters = _combatants(state)
    strikers = [c for c in fighters if _strikes_first(state, c)]
    return (FIRST_STRIKE_STEP, strikers) if strikers else (COMBAT_DAMAGE_STEP, fighters)


def after_damage(rules: Hooks, state: State, dealt: list[Event],
                 chooser: Chooser) -> list[Event]:
    """510.3: after combat damage is dealt, state-based actions, then what it triggered, on
    the stack until it is empty."""
    if state.game_over():
        return []
    pending = [*rules.damage_triggers(state, dealt), *triggers.on_combat_damage(state, dealt)]
    return settle(rules, state, chooser, pending)


def _step(steps: list[Step], name: str, events: list[Event]) -> None:
    """A step of the combat, kept when something happened in it."""
    if events:
        steps.append(Step(name, {}, tuple(events)))


def _attacking(state: State, combat: Combat) -> Combat:
    """The declared combat with what attacks now: tokens put onto the battlefield attacking
    (508.4) are attacking creatures blockers may block."""
    if all(a in combat.attacks for a in state.attacking):
        return combat
    target = {a: t for a, t in state.attacking.items() if t is not None}
    return replace(combat, attacks={**combat.attacks, **target})


def _declare_attackers(state: State) -> list[Event]:
    """508.1 as events: attacks and tapping (508.1f, not with vigilance 702.20b)."""
    state.declare_attacks()
    events: list[Event] = []
    for attacker, target in state.combat.attacks.items():
        events += _attacks(state, attacker, target, "508.1")
    return events


def _attacks(state: State, attacker: str, target: str, rule: str) -> list[Event]:
    """It attacks, and becomes tapped unless it has vigilance (508.1f, 702.20b)."""
    events = [Event(EventType.ATTACKS, rule, source=attacker, target=target)]
    live = state.perms[attacker]
    if "vigilance" not in live.flags:
        live.tapped = True
        events.append(Event(EventType.TAPPED, "508.1f", permanent=attacker))
    return events


def _required_attackers(state: State, tokens: list[str]) -> list[Event]:
    """508.1d: tokens made this combat before attackers are declared (Goblin Rabblemaster's
    Goblin) that attack each combat if able and are able to attack: the file can't name
    them, so they are declared here, attacking the attacking player's one opponent."""
    if not tokens:
        return []
    opponents = state.board.opponents(state.board.active)
    if len(opponents) != 1 or len(opponents[0]) != 1:
        raise ScenarioError("combat.attacks", (
            f"{tokens[0]}, made this combat, attacks each combat if able (508.1d): redzone "
            f"declares it attacking only where the attacking player has one opponent"))
    (defender,) = opponents[0]
    events: list[Event] = []
    for pid in tokens:
        state.attacking[pid] = defender
        state.attacked_player[pid] = defender
        state.blockers[pid] = []
        state.declared += (pid,)
        events += _attacks(state, pid, defender, "508.1d")
    return events


def _declare_blockers(state: State) -> list[Event]:
    """509.1 as events: blocks, and bands blocked together (702.22h)."""
    events: list[Event] = []
    for blocker, attackers in state.combat.blocks.items():
        for attacker in attackers:
            events.append(Event(EventType.BLOCKS, "509.1", source=blocker, target=attacker))
    for blocker, attacker in banding.block_bands(state):
        events.append(Event(EventType.BLOCKS, "702.22h", source=blocker, target=attacker))
    return events


def _removed(state: State) -> list[Event]:
    """506.4: the creatures and permanents `combat.removed` names leave combat, after
    blockers are declared."""
    events: list[Event] = []
    for pid in state.combat.removed:
        state.remove_from_combat(pid)
        events.append(Event(EventType.REMOVED_FROM_COMBAT, "506.4", permanent=pid))
    return events


def _end_of_combat(rules: Hooks, state: State, chooser: Chooser) -> list[Event]:
    """511.2: "at end of combat" abilities trigger (myriad's tokens are exiled, 702.116a) and
    "until end of combat" effects end; what triggered resolves."""
    events: list[Event] = []
    for pid in state.exile_at_end:
        if state.on_battlefield(pid):
            state.leave(pid, Zone.EXILE)
            events.append(Event(EventType.EXILED, "702.116a", permanent=pid))
    for effect in state.end_effects(END_OF_COMBAT):
        for pid in sorted(effect.affected):
            events.append(Event(EventType.EFFECT_ENDS, "511.2", source=effect.source,
                                permanent=pid, note=f"{effect.power:+d}/{effect.toughness:+d}"))
    return events + settle(rules, state, chooser, triggers.end_of_combat(state),
                           quiet=not events)


def _combatants(state: State) -> list[str]:
    """Attacking creatures, then blocking creatures, in the order declared."""
    return [*state.attacking, *state.blocking]


def _strikes_first(state: State, creature: str) -> bool:
    flags = state.perms[creature].flags
    return "first strike" in flags or "double strike" in flags


def _per_step(given: Mapping[str, int] | tuple[Mapping[str, int], ...],
              ) -> tuple[Mapping[str, int], ...]:
    return given if isinstance(given, tuple) else (given,)


def _left_over(given: Mapping[str, int] | tuple[Mapping[str, int], ...], used: int) -> bool:
    """Does an `assign` entry name damage for a step in which the creature dealt none?"""
    if isinstance(given, tuple):
        return any(any(split.values()) for split in given[used:])
    return not used and any(given.values())


def _damage_step(rules: Hooks, state: State, name: str, dealers: list[str],
                 used: dict[str, int], chooser: Chooser) -> Step:
    """One combat damage step: 510.1 assignment by the active player, then the defending
    player; 510.2 all damage dealt at once; then state-based actions (510.3, 704.3)."""
    events: list[Event] = []
    amounts = {d: damage_amount(state, d) for d in dealers}  # 510.1a
    splits: list[tuple[str, dict[str, int]]] = []
    # 702.22j-k: banding changes who assigns
    assigner = {d: banding.assigning_player(state, d) for d in dealers}
    active = state.board.active
    for side in ([d for d in dealers if assigner[d] == active],
                 [d for d in dealers if assigner[d] != active]):
        assignment = _assign(rules, state, name, side, amounts, used, events, chooser)
        splits.extend((d, assignment[d]) for d in side if d in assignment)
    dealt = rules.combat_damage(state, name, splits, chooser)
    events.extend(dealt)
    events.extend(after_damage(rules, state, dealt, chooser))
    assignments = {d: {r: n for r, n in split.items() if n} for d, split in splits}
    return Step(name, {d: s for d, s in assignments.items() if s}, tuple(events))


def _assign(rules: Hooks, state: State, step: str, side: list[str], amounts: dict[str, int],
            used: dict[str, int], events: list[Event], chooser: Chooser) -> Assignment:
    """One player's assignment: the scenario's `assign` where given (one mapping for every
    step, or a list with one per step), the chooser's for the rest, checked whole (510.1e)."""
    given = state.combat.assign
    assignment: Assignment = {}
    explicit = [d for d in side if d in given]
    if state.banding:
        events += banding.announce(state, side)
    for d in explicit:
        entry, k = given[d], used.get(d, 0)
        if isinstance(entry, tuple) and k >= len(entry):
            raise IllegalAssignment([Violation("510.1", d, f"has no assignment for the {step} "
                                                           "step (one per step it deals damage)")])
        assignment[d] = dict(entry[k] if isinstance(entry, tuple) else entry)
        used[d] = k + 1
    free = {d: amounts[d] for d in side if d not in assignment and amounts[d] > 0}
    if free:
        for d, split in chooser.damage_assignment(rules, state, step, free, assignment).items():
            if d in free and split:
                assignment[d] = split
    for d in side:
        if d in assignment:
            continue
        if amounts[d] <= 0:
            events.append(Event(EventType.NO_DAMAGE, "510.1a", source=d, note=(
                "an effect: it assigns no combat damage this turn"
                if NO_COMBAT_DAMAGE in state.perms[d].flags else f"power {amounts[d]}")))
        else:
            events.append(Event(EventType.NO_DAMAGE, recipients(state, d).rule, source=d,
                                note="nothing to assign combat damage to"))
    if explicit:
        bad = rules.assignment_violations(state, {d: amounts[d] for d in side}, assignment)
        if bad:
            hint = ("; `assign` may give a list, one assignment per step"
                    if any(used[d] > 1 and not isinstance(given[d], tuple) for d in explicit)
                    else "")
            raise IllegalAssignment(replace(v, message=f"{v.message} (in the {step} step{hint})")
                                    for v in bad)
    return assignment
