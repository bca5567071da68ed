"""Activated abilities (602) the file says were activated (`combat.activate`). Mana and
priority aren't modelled: in each step, once the triggered abilities of its turn-based
actions have resolved, the activations the file gives for that step happen in the order
listed, each put on the stack with its costs paid (602.2, 601.2h) and resolved (608) before
the next, with state-based actions and what they trigger between (117.5, 704.3)."""

from __future__ import annotations

from dataclasses import replace

from redzone.core.abilities import Activated, Effect, Limit, Pump, Tap, has_target
from redzone.core.errors import IllegalDeclaration, ScenarioError, Violation
from redzone.core.model import Activation
from redzone.core.result import BEGINNING_OF_COMBAT_STEP, FIRST_STRIKE_STEP, Event, EventType, Zone
from redzone.rules.cr.hooks import Chooser, Hooks, Trigger
from redzone.rules.cr.keywords.protection import ward
from redzone.rules.cr.state import State

from .effects import (
    TAP_OR_UNTAP,
    pay,
    perform,
    removable,
    returnable,
    sacrificeable,
    tappable,
    targets,
)
from .match import holds
from .stack import settle
from .triggers import on_events, on_targeted


def activations(rules: Hooks, state: State, chooser: Chooser, step: str) -> list[Event]:
    """The file's activations for `step`, each resolved in turn."""
    events: list[Event] = []
    for index, given in enumerate(state.combat.activate):
        if given.step != step:
            continue
        for n in range(given.times):
            if state.game_over():
                return events
            activated, ability = _activate(state, given, index, chooser, n)
            ability.choice = given.choices[n] if n < len(given.choices) else None
            taxed, countered = ward(state, ability, chooser)  # 702.21a
            events += activated + taxed
            events += settle(rules, state, chooser, on_events(state, activated + taxed)
                             + on_targeted(state, [(t, ability.controller)
                                                   for t in ability.targets]),
                             on_stack=None if countered else ability)
    return events


def _activate(state: State, given: Activation, index: int, chooser: Chooser,
              n: int) -> tuple[list[Event], Trigger]:
    """602.2: announce it, its mode (700.2a: the `n`th activation's of `choices`, the mode's
    number, else the first) and the value of X (601.2b), choose its target (601.2c), pay its
    costs (601.2h); the ability on the stack."""
    field = f"combat.activate[{index}]"
    source = given.source
    live = state.perms.get(source)
    if live is None or live.zone != Zone.BATTLEFIELD:
        raise IllegalDeclaration([Violation("113.6", source, (
            f"is not on the battlefield in the {given.step} step: its abilities can't be "
            f"activated ({field})"))])
    found = live.perm.abilities  # (with those given, 613.1f)
    ability = found[given.ability] if given.ability < len(found) else None
    if not isinstance(ability, Activated):
        raise IllegalDeclaration([Violation("602.1", source, (
            f"has no activated ability at {given.ability} in the {given.step} step ({field}); "
            f"a static ability may give it one only while it applies"))])
    label = f'ability "{ability.text or ability.cost}"'
    player = given.player or live.controller  # 113.8: who activated it controls it
    if player != live.controller and Limit.ANY_PLAYER not in ability.limits:
        raise IllegalDeclaration([Violation("602.2", source, (
            f"only its controller may activate its {label} ({field}.player)"))])
    _within_limits(state, given, field, ability, label, player)
    _offers(given, field, ability)
    if ability.modes:
        ability = _mode(state, given, n, ability, player)
    trigger = Trigger(source, player, "602.2", label, perform, ability=ability,
                      legal=targets if any(has_target(e) for e in ability.effects) else None,
                      x=given.x if ability.has_x() else 0)  # 601.2b: X announced
    events = [Event(EventType.ACTIVATED, "602.2", source=source, player=player,
                    note=label)]
    if trigger.legal is not None:
        legal = trigger.legal(state, trigger)
        if given.target is not None:
            if given.target not in legal:
                raise IllegalDeclaration([Violation("601.2c", source, (
                    f"'{given.target}' is no legal target for its {label} in the "
                    f"{given.step} step ({field}.target); legal: {', '.join(legal) or 'none'}"
                ))])
            target: str | None = given.target
        else:
            target = chooser.target(state, trigger, legal) if legal else None
        if target is None:  # 601.2c: it can't be activated without a legal target
            raise IllegalDeclaration([Violation("601.2c", source, (
                f"its {label} has no legal target in the {given.step} step ({field})"))])
        trigger.targets = [target]
        events[0] = events[0]._replace(target=target)
    events += _pay(state, given, field, ability, player, chooser, trigger)
    return events, trigger


def _mode(state: State, given: Activation, n: int, ability: Activated,
          player: str) -> Activated:
    """700.2a: the mode the `n`th activation's `choices` names (its number, "1" the first),
    else the first that can be chosen (one with no legal target can't be); the ability with
    its effects. A mode chosen with no legal target can't be activated (601.2c)."""
    def can(mode: tuple[Effect, ...]) -> bool:
        probe = Trigger(given.source, player, "602.2", "", perform,
                        ability=replace(ability, effects=mode, modes=()))
        return not any(has_target(e) for e in mode) or bool(targets(state, probe))
    chosen = (int(given.choices[n]) - 1 if n < len(given.choices)
              else next((i for i, m in enumerate(ability.modes) if can(m)), 0))
    return replace(ability, effects=ability.modes[chosen], modes=())


def _offers(given: Activation, field: str, ability: Activated) -> None:
    """Each of `choices` is one of the options of its "your choice of" (608.2d); "the
    creature type of your choice" is any creature type, and each activation names one; a
    modal ability's, the number of one of its modes (700.2a)."""
    if any(isinstance(e, Pump) and e.type_choice for e in ability.effects):
        if len(given.choices) < given.times:
            raise ScenarioError(f"{field}.choices", (
                f"{given.source}'s ability makes it the creature type of its controller's "
                f"choice (608.2d): name it for each activation"))
        return
    options = {k for e in ability.effects if isinstance(e, Pump)
               for k in (*e.one_of, *e.color_one_of, *e.type_one_of)}
    options |= {k for e in ability.effects if isinstance(e, Tap) and e.either
                for k in TAP_OR_UNTAP}
    options |= {k.lower() for e in ability.effects if isinstance(e, Pump) for k in e.type_one_of}
    options |= {str(n + 1) for n in range(len(ability.modes))}
    for i, choice in enumerate(given.choices):
        if choice not in options:
            raise ScenarioError(f"{field}.choices[{i}]", (
                f"'{choice}' is not one of the options of {given.source}'s ability: "
                f"{', '.join(sorted(options)) or 'it offers no choice'}"))


def _within_limits(state: State, given: Activation, field: str, ability: Activated,
                   label: str, player: str) -> None:
    """602.5, 602.5b: the restrictions printed on it ("Activate only once each turn.", "Activate
    only if this creature is attacking.")."""
    if ability.condition is not None and not holds(state, ability.condition,
                                                   state.perms[given.source]):
        raise IllegalDeclaration([Violation("602.5b", given.source, (
            f"its {label} can be activated only if {ability.condition.words()} ({field})"))])
    if not ability.limits:
        return
    key = f"activated:{given.source}:{given.ability}"
    done = state.taken[key] = state.taken.get(key, 0) + 1
    why = None
    if Limit.ONCE_EACH_TURN in ability.limits and done > 1:
        why = "only once each turn"
    elif Limit.TWICE_EACH_TURN in ability.limits and done > 2:
        why = "no more than twice each turn"
    elif Limit.YOUR_TURN in ability.limits and not state.board.allied(player,
                                                                       state.board.active):
        why = "only during its controller's turn"
    elif Limit.BEFORE_ATTACKERS in ability.limits and given.step != BEGINNING_OF_COMBAT_STEP:
        why = "only before attackers are declared (in combat: the beginning of combat step)"
    elif Limit.BEFORE_DAMAGE in ability.limits and given.step == FIRST_STRIKE_STEP:
        why = "only before the combat damage step"
    if why is not None:
        raise IllegalDeclaration([Violation("602.5b", given.source, (
            f"its {label} can be activated {why} ({field})"))])


def _pay(state: State, given: Activation, field: str, ability: Activated,
         player: str, chooser: Chooser, trigger: Trigger) -> list[Event]:
    """601.2h: the costs that act on the board, all or none (a cost that can't be paid
    makes the activation illegal); the ability keeps what was sacrificed."""
    live = state.perms[given.source]
    paid = ability.paid
    if paid.counters_x is not None and given.x:  # "Remove X +1/+1 counters" (107.3a)
        paid = replace(paid, counters=(*paid.counters, (paid.counters_x, given.x)))
    if paid.tap and live.tapped:
        raise IllegalDeclaration([Violation("107.5", given.source, (
            f"is tapped: {{T}} in its cost can't be paid ({field})"))])
    if paid.untap and not live.tapped:
        raise IllegalDeclaration([Violation("107.6", given.source, (
            f"is untapped: {{Q}} in its cost can't be paid ({field})"))])
    if ((paid.tap or paid.untap) and live.creature and live.base.summoning_sick
            and "haste" not in live.flags):
        symbol = "{T}" if paid.tap else "{Q}"
        raise IllegalDeclaration([Violation("602.5a", given.source, (
            f"hasn't been under its controller's control since their turn began: {symbol} "
            f"can't be paid ({field})"))])
    for kind, n in paid.counters:  # 118.3: the counters must be there to remove
        has = live.counters().get(kind, 0)
        if has < n:
            raise IllegalDeclaration([Violation("118.3", given.source, (
                f"has {has} {kind} counter(s) and can't remove {n} ({field})"))])
    life = state.players[player]
    if paid.life > life.life:
        raise IllegalDeclaration([Violation("119.4", player, (
            f"has {life.life} life and can't pay {paid.life} ({field})"))])
    offered = _sacrificed(state, given, field, ability, player, chooser)
    trigger.sacrificed = offered[0] if len(offered) == 1 else None  # ("the sacrificed creature")
    tapped: list[str] = []
    if paid.tap_a is not None:
        tapped = _picked(state, chooser, given, field, player, paid.tap_count,
                         tappable(state, live, player, paid), "untapped permanent(s) to tap")
    removed: list[str] = []
    if paid.remove_a is not None:  # (the chooser's pick, as for tapping: what matters least)
        removed = chooser.tap(state, player, 1, removable(state, live, player, paid))
        if not removed:
            raise IllegalDeclaration([Violation("118.3", given.source, (
                f"its cost can't be paid: {player} controls no permanent with "
                f"{paid.remove_count} {paid.remove_kind} counter(s) to remove ({field})"))])
    returned: list[str] = []
    if paid.return_a is not None:  # (the chooser's pick, as for tapping: what matters least)
        legal = [pid for pid in returnable(state, live, player, paid) if pid not in offered
                 and not (paid.sacrifice and pid == live.id)]  # (each leaves once)
        returned = _picked(state, chooser, given, field, player, paid.return_count, legal,
                           "permanent(s) to return to hand")
    return pay(state, live, player, paid, offered, tapped, removed, returned)


def _picked(state: State, chooser: Chooser, given: Activation, field: str, player: str,
            count: int, legal: list[str], what: str) -> list[str]:
    """The `count` permanents of `legal` that pay a cost, the chooser's pick (the cheapest);
    601.2h: a cost that can't be paid in full can't be paid."""
    picked = chooser.tap(state, player, count, legal) if len(legal) >= count else []
    if len(picked) != count:
        raise IllegalDeclaration([Violation("601.2h", given.source, (
            f"its cost can't be paid: {player} controls {len(legal)} {what} for it, and it "
            f"needs {count} ({field})"))])
    return picked


def _sacrificed(state: State, given: Activation, field: str, ability: Activated,
                player: str, chooser: Chooser) -> list[str]:
    """What pays "Sacrifice a creature" or "Sacrifice two Islands" (701.21a: permanents its
    player controls that match, `sacrifice_count` of them): the file's next `sacrifice`
    entries, else the chooser's pick; none without a sacrifice in the cost."""
    paid = ability.paid
    if paid.sacrifice_a is None:
        return []
    legal = sacrificeable(state, state.perms[given.source], player, paid)
    key = f"sacrifice:{field}"
    used = state.taken.get(key, 0)
    if used < len(given.sacrifice):
        chosen = list(given.sacrifice[used:used + paid.sacrifice_count])
        state.taken[key] = used + len(chosen)
        for n, choice in enumerate(chosen, used):
            if choice not in legal or chosen.count(choice) > 1:
                raise IllegalDeclaration([Violation("601.2h", given.source, (
                    f"'{choice}' can't be sacrificed to pay its cost ({field}.sacrifice[{n}]); "
                    f"legal: {', '.join(legal) or 'none'}"))])
        if len(chosen) < paid.sacrifice_count:
            raise IllegalDeclaration([Violation("601.2h", given.source, (
                f"its cost sacrifices {paid.sacrifice_count} permanents: {field}.sacrifice "
                f"names {len(chosen)} more"))])
        return chosen
    picked = (chooser.sacrifice(state, player, paid.sacrifice_count, legal)
              if len(legal) >= paid.sacrifice_count else [])
    if len(picked) != paid.sacrifice_count:
        raise IllegalDeclaration([Violation("601.2h", given.source, (
            f"its cost can't be paid: {player} controls "
            + (f"{len(legal)} permanent(s) to sacrifice for it, and it needs "
               f"{paid.sacrifice_count}" if legal else "no permanent to sacrifice for it")
            + f" ({field})"))])
    return picked
