"""Keyword abilities that trigger as attackers are declared (508.1m, 508.3), or that are paid
as a creature attacks (508.1g): exalted, battle cry, melee, mentor, training, dethrone,
provoke, annihilator, myriad, mobilize, enlist. Each instance triggers separately (their
rules' "b").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial

from redzone.core.errors import ScenarioError
from redzone.core.keywords import parse
from redzone.core.model import CREATURE, EMPTY, Permanent
from redzone.core.result import Event, EventType, Zone
from redzone.rules.cr.hooks import Chooser, Trigger
from redzone.rules.cr.state import Live, State, describe_pump, instead, made

from .protection import targetable

Act = Callable[[State, Trigger, Chooser], list[Event]]
Legal = Callable[[State, Trigger], list[str]]


def on_attacks(state: State) -> list[Trigger]:
    """The keyword triggers of attackers being declared, source by source."""
    found: list[Trigger] = []
    alone = state.declared[0] if len(state.declared) == 1 else None  # 506.5
    for live in state.battlefield():
        if not live.perm.keywords.triggered:
            continue
        attacks = live.id in state.declared
        for word, n in live.perm.keywords.triggered:
            make = _TRIGGERS.get(word)
            if make is not None:
                trigger = make(state, live, n, attacks, alone)
                if trigger is not None:
                    found.append(trigger)
    return found


def _trigger(live: Live, rule: str, label: str, act: Act, *, subject: str | None = None,
             player: str | None = None, amount: int = 0, legal: Legal | None = None,
             may: bool = False) -> Trigger:
    return Trigger(live.id, live.controller, rule, label, act, subject=subject, player=player,
                   amount=amount, legal=legal, may=may, key=f"{live.id}:{label}")


# --- exalted (702.83) ------------------------------------------------------------------------

def _exalted(state: State, live: Live, n: int, attacks: bool, alone: str | None,
             ) -> Trigger | None:
    """702.83a: whenever a creature you control attacks alone, it gets +1/+1."""
    if alone is None or state.perms[alone].controller != live.controller:
        return None
    return _trigger(live, "702.83a", "exalted", _pump_subject(1, 1, "702.83a"), subject=alone)


def _pump_subject(power: int, toughness: int, rule: str) -> Act:
    def act(state: State, trigger: Trigger, chooser: Chooser) -> list[Event]:
        subject = trigger.subject or trigger.source
        if not state.on_battlefield(subject):
            return []
        state.pump(frozenset({subject}), power, toughness, source=trigger.source)
        return [Event(EventType.PUMPED, rule, source=trigger.source, permanent=subject,
                      note=describe_pump(power, toughness))]
    return act


# --- battle cry (702.91) ---------------------------------------------------------------------

def _battle_cry(state: State, live: Live, n: int, attacks: bool, alone: str | None,
                ) -> Trigger | None:
    """702.91a: each other attacking creature gets +1/+0."""
    return _trigger(live, "702.91a", "battle cry", _cry) if attacks else None


def _cry(state: State, trigger: Trigger, chooser: Chooser) -> list[Event]:
    others = [a for a in state.attacking if a != trigger.source]  # as it resolves (611.2c)
    if not others:
        return []
    state.pump(frozenset(others), 1, 0, source=trigger.source)
    return [Event(EventType.PUMPED, "702.91a", source=trigger.source, permanent=a,
                  note=describe_pump(1, 0)) for a in others]


# --- melee (702.121) -------------------------------------------------------------------------

def _melee(state: State, live: Live, n: int, attacks: bool, alone: str | None,
           ) -> Trigger | None:
    """702.121a: +1/+1 for each opponent you attacked with a creature this combat."""
    return _trigger(live, "702.121a", "melee", _melee_act) if attacks else None


def _melee_act(state: State, trigger: Trigger, chooser: Chooser) -> list[Event]:
    # 508.6: a player was attacked if a creature was declared attacking that very player
    you = trigger.controller
    attacked = {target for a, target in state.combat.attacks.items()
                if state.board.is_player(target) and state.board.permanent(a).controller == you}
    if not attacked or not state.on_battlefield(trigger.source):
        return []
    n = len(attacked)
    state.pump(frozenset({trigger.source}), n, n, source=trigger.source)
    return [Event(EventType.PUMPED, "702.121a", source=trigger.source,
                  permanent=trigger.source, amount=n, note=describe_pump(n, n))]


# --- mentor (702.134) ------------------------------------------------------------------------

def _mentor(state: State, live: Live, n: int, attacks: bool, alone: str | None,
            ) -> Trigger | None:
    """702.134a: a +1/+1 counter on target attacking creature with less power."""
    if not attacks:
        return None
    return _trigger(live, "702.134a", "mentor", _mentor_act, legal=_pupils)


def _pupils(state: State, trigger: Trigger) -> list[str]:
    """The legal targets, greatest power first (the default's pick)."""
    source = state.perms[trigger.source]  # last known information if it left (608.2h)
    pupils = [a for a in state.attacking
              if state.perms[a].zone == Zone.BATTLEFIELD and state.perms[a].power < source.power
              and targetable(state, state.perms[a], source, trigger.controller)]
    return sorted(pupils, key=lambda a: -state.perms[a].power)


def _mentor_act(state: State, trigger: Trigger, chooser: Chooser) -> list[Event]:
    target = trigger.targets[0]
    n = state.add_counters(target, "+1/+1", 1)
    return [Event(EventType.COUNTERS, "702.134a", source=trigger.source, permanent=target,
                  amount=n, note="+1/+1")] if n else []


# --- training (702.149) ----------------------------------------------------------------------

def _training(state: State, live: Live, n: int, attacks: bool, alone: str | None,
              ) -> Trigger | None:
    """702.149a: it and a creature with greater power attack: a +1/+1 counter on it."""
    if not attacks or not any(state.perms[a].power > live.power
                              for a in state.declared if a != live.id):
        return None
    return _trigger(live, "702.149a", "training", _counter_on_source("702.149a"))


def _counter_on_source(rule: str) -> Act:
    def act(state: State, trigger: Trigger, chooser: Chooser) -> list[Event]:
        if not state.on_battlefield(trigger.source):
            return []
        n = state.add_counters(trigger.source, "+1/+1", 1)
        return [Event(EventType.COUNTERS, rule, source=trigger.source,
                      permanent=trigger.source, amount=n, note="+1/+1")] if n else []
    return act


# --- dethrone (702.105) ----------------------------------------------------------------------

def _dethrone(state: State, live: Live, n: int, attacks: bool, alone: str | None,
              ) -> Trigger | None:
    """702.105a: it attacks the player with the most life or tied for most."""
    target = state.combat.attacks.get(live.id)
    if not attacks or target is None or target not in state.players:
        return None
    most = max(p.life for p in state.players.values() if not p.lost)
    if state.players[target].life < most:
        return None
    return _trigger(live, "702.105a", "dethrone", _counter_on_source("702.105a"),
                    player=target)


# --- provoke (702.39) ------------------------------------------------------------------------

def _provoke(state: State, live: Live, n: int, attacks: bool, alone: str | None,
             ) -> Trigger | None:
    """702.39a: you may have target creature defending player controls block it if able;
    if you do, untap that creature."""
    if not attacks:
        return None
    return _trigger(live, "702.39a", "provoke", _provoke_act, legal=_provocable, may=True,
                    player=state.attacked_player.get(live.id))


def _provocable(state: State, trigger: Trigger) -> list[str]:
    source = state.perms[trigger.source]
    return [p.id for p in state.battlefield()
            if p.controller == trigger.player and CREATURE in p.perm.types
            and targetable(state, p, source, trigger.controller)]


def _provoke_act(state: State, trigger: Trigger, chooser: Chooser) -> list[Event]:
    target = trigger.targets[0]
    events = []
    live = state.perms[target]
    if live.tapped:
        live.tapped = False
        events.append(Event(EventType.UNTAPPED, "702.39a", source=trigger.source,
                            permanent=target))
    state.provoked.setdefault(target, trigger.source)
    events.append(Event(EventType.MUST_BLOCK, "702.39a", source=trigger.source,
                        permanent=target, target=trigger.source))
    return events


# --- annihilator (702.86) --------------------------------------------------------------------

def _annihilator(state: State, live: Live, n: int, attacks: bool, alone: str | None,
                 ) -> Trigger | None:
    """702.86a: defending player sacrifices N permanents."""
    if not attacks:
        return None
    return _trigger(live, "702.86a", f"annihilator {n}", _annihilate, amount=n,
                    player=state.attacked_player.get(live.id))


def _annihilate(state: State, trigger: Trigger, chooser: Chooser) -> list[Event]:
    player = trigger.player or ""
    if player not in state.players or state.players[player].lost:
        return []
    theirs = [p.id for p in sorted(state.battlefield(), key=lambda p: p.timestamp)
              if p.controller == player]
    chosen = _given_sacrifices(state, trigger, theirs)
    if chosen is None:
        chosen = chooser.sacrifice(state, player, min(trigger.amount, len(theirs)), theirs)
    events = []
    for pid in chosen:  # 701.21a, all at once
        zone = state.leave(pid, Zone.GRAVEYARD)
        events.append(Event(EventType.SACRIFICED, "702.86a", source=trigger.source,
                            permanent=pid, player=player, note=instead(zone)))
    return events


def _given_sacrifices(state: State, trigger: Trigger, theirs: list[str]) -> list[str] | None:
    """The file's choice (`combat.annihilator`), taken in order, one trigger after another;
    None when it gives none for this one."""
    given = state.combat.annihilator.get(trigger.source, ())
    done = state.taken.get(f"annihilator:{trigger.source}", 0)
    want = min(trigger.amount, len(theirs))
    if done >= len(given):
        return None
    chosen = list(given[done:done + want])
    state.taken[f"annihilator:{trigger.source}"] = done + want
    for pid in chosen:
        if pid not in theirs:
            raise ScenarioError(f"combat.annihilator.{trigger.source}", (
                f"'{pid}' is not a permanent {player_of(trigger)} controls as {trigger.source}'s "
                "annihilator resolves (702.86a)"))
    return chosen


def player_of(trigger: Trigger) -> str:
    return trigger.player or "the defending player"


# --- myriad (702.116) ------------------------------------------------------------------------

def _myriad(state: State, live: Live, n: int, attacks: bool, alone: str | None,
            ) -> Trigger | None:
    """702.116a: for each opponent other than defending player, a token copy attacking them,
    exiled at end of combat."""
    if not attacks:
        return None
    return _trigger(live, "702.116a", "myriad", _myriad_act,
                    player=state.attacked_player.get(live.id))


def _myriad_act(state: State, trigger: Trigger, chooser: Chooser) -> list[Event]:
    source = state.perms[trigger.source]  # copiable values (707.2), last known if it left
    you = trigger.controller
    others = [p for p in state.players.values() if not p.lost and p.name != trigger.player
              and not state.board.allied(p.name, you)]
    events = []
    base = source.base
    for player in others:
        pid = state.new_id(f"{source.id}-myriad-{player.name}")
        copy = made(base, ("myriad", pid), partial(
            replace, base, id=pid, counters=EMPTY, damage=0, tapped=True, token=True,
            commander=False, prevent=0, regenerate=0))
        token = state.enter(copy, token=True)
        token.controller = you
        state.attacking[pid] = player.name  # 508.4: attacking, but it never "attacked"
        state.attacked_player[pid] = player.name
        state.blockers[pid] = []
        state.exile_at_end.append(pid)
        events.append(Event(EventType.TOKEN, "702.116a", source=source.id, permanent=pid,
                            target=player.name, note=f"a copy of {source.id}, tapped and "
                                                     "attacking"))
    return events


# --- mobilize (702.181) ----------------------------------------------------------------------

def _mobilize(state: State, live: Live, n: int, attacks: bool, alone: str | None,
              ) -> Trigger | None:
    """702.181a: whenever it attacks, N 1/1 red Warrior creature tokens enter tapped and
    attacking (what it attacks, 508.4); they are sacrificed at the beginning of the next end
    step, after combat."""
    if not attacks:
        return None
    return _trigger(live, "702.181a", f"mobilize {n}", _mobilize_act, amount=n,
                    player=state.attacked_player.get(live.id))


_WARRIOR = parse(())


def _warrior(pid: str, controller: str) -> Permanent:
    return Permanent(pid, controller, name="Warrior", types=frozenset({CREATURE}),
                     subtypes=frozenset({"Warrior"}), colors=frozenset({"red"}), power=1,
                     toughness=1, keywords=_WARRIOR, token=True, tapped=True)


def _mobilize_act(state: State, trigger: Trigger, chooser: Chooser) -> list[Event]:
    source = state.perms[trigger.source]
    target = state.attacking.get(source.id) or trigger.player
    events = []
    for _ in range(trigger.amount):
        pid = state.new_id(f"{source.id}-warrior")
        token = state.enter(made(source.base, ("mobilize", pid, trigger.controller),
                                 partial(_warrior, pid, trigger.controller)), token=True)
        token.tapped = True
        if target is not None:
            state.attacking[pid] = target  # 508.4: attacking, but it never "attacked"
            state.attacked_player[pid] = state.board.defender_of(target)
            state.blockers[pid] = []
        events.append(Event(EventType.TOKEN, "702.181a", source=source.id, permanent=pid,
                            target=target, note="1/1 red Warrior, tapped and attacking"))
    return events


# --- enlist (702.154) ------------------------------------------------------------------------

def enlist(state: State, chooser: Chooser) -> tuple[list[Event], list[Trigger]]:
    """702.154a-d, 508.1g: as each attacker with enlist attacks, its controller may tap a
    creature they control that isn't attacking and could (haste, or no summoning sickness);
    when they do, the attacker gets +X/+0, X that creature's power. Each instance may enlist
    once; the file's choice (`combat.enlist`) first, else the chooser's."""
    events: list[Event] = []
    triggers: list[Trigger] = []
    used: set[str] = set()
    for attacker in state.declared:
        live = state.perms[attacker]
        if "enlist" not in live.flags:
            continue
        given = state.combat.enlist.get(attacker)
        for instance in range(live.perm.keywords.count("enlist")):
            able = [p.id for p in state.battlefield()
                    if p.controller == live.controller and CREATURE in p.perm.types
                    and not p.tapped and p.id not in state.attacking and p.id not in used
                    and (not p.perm.summoning_sick or "haste" in p.flags)]
            if given is not None:  # the file's choice, for its first instance only
                if instance:
                    break
                if given not in able:
                    raise ScenarioError(f"combat.enlist.{attacker}", (
                        f"'{given}' can't be enlisted: it must be an untapped creature "
                        f"{live.controller} controls that doesn't attack and has haste or no "
                        "summoning sickness, enlisted once (702.154a, 702.154c)"))
                choice: str | None = given
            else:
                choice = chooser.enlist(state, attacker, able) if able else None
            if choice is None:
                continue
            used.add(choice)
            state.perms[choice].tapped = True
            events.append(Event(EventType.ENLISTS, "702.154a", source=attacker,
                                permanent=choice))
            events.append(Event(EventType.TAPPED, "702.154a", permanent=choice))
            triggers.append(_trigger(live, "702.154a", "enlist", _enlisted, subject=choice))
    return events, triggers


def _enlisted(state: State, trigger: Trigger, chooser: Chooser) -> list[Event]:
    x = state.perms[trigger.subject or ""].power  # as it resolves, last known if it left
    if not state.on_battlefield(trigger.source):
        return []
    state.pump(frozenset({trigger.source}), x, 0, source=trigger.source)
    return [Event(EventType.PUMPED, "702.154a", source=trigger.source,
                  permanent=trigger.source, amount=x, note=describe_pump(x, 0))]


_TRIGGERS = {
    "exalted": _exalted, "battle cry": _battle_cry, "melee": _melee, "mentor": _mentor,
    "training": _training, "dethrone": _dethrone, "provoke": _provoke,
    "annihilator": _annihilator, "myriad": _myriad, "mobilize": _mobilize,
}
WORDS = frozenset(_TRIGGERS)  # what triggers as attackers are declared
