"""Which permanents a filter picks and whether a condition holds, seen from an ability's
source (core.abilities.Filter, Condition)."""

from __future__ import annotations

from collections.abc import Callable

from redzone.core.abilities import (
    ANY_CREATURE,
    ZONE_CONDITIONS,
    CardZone,
    Condition,
    ConditionKind,
    Controller,
    Count,
    Filter,
    Static,
)
from redzone.core.memo import PerObject
from redzone.core.model import (
    ALL_CARD_TYPES,
    INSTANT_OR_SORCERY,
    PERMANENT_CARD,
    PERMANENT_TYPES,
)
from redzone.core.result import Zone
from redzone.rules.cr.state import Live, State


def matches(state: State, want: Filter, live: Live, source: Live | None,
            controller: str | None = None, defending: str | None = None) -> bool:
    """Does `live` (as it is now) match `want`, for an ability of `source` controlled by
    `controller` (default: the source's controller), whose event's defending player is
    `defending` (default: the player the source attacks)? Only the checks of the fields
    `want` sets are made (`_checks`)."""
    for check in _CHECKS.get(want, _checks):
        if not check(state, want, live, source, controller, defending):
            return False
    return True


Check = Callable[[State, Filter, Live, "Live | None", "str | None", "str | None"], bool]


def _checks(want: Filter) -> tuple[Check, ...]:
    """The checks `want` asks for: one for each field it sets (not None, where None means
    "either"; else not empty or false)."""
    return tuple(check for field, check in _BY_FIELD if (
        getattr(want, field) is not None if field in _EITHER else getattr(want, field)))


def _types(state: State, want: Filter, live: Live, source: Live | None, controller: str | None,
           defending: str | None) -> bool:
    return want.types <= live.perm.types


def _any_types(state: State, want: Filter, live: Live, source: Live | None,
               controller: str | None, defending: str | None) -> bool:
    return bool(want.any_types & live.perm.types)


def _not_types(state: State, want: Filter, live: Live, source: Live | None,
               controller: str | None, defending: str | None) -> bool:
    return not want.not_types & live.perm.types


def _subtypes(state: State, want: Filter, live: Live, source: Live | None,
              controller: str | None, defending: str | None) -> bool:
    return bool({s.lower() for s in want.subtypes} & {s.lower() for s in live.perm.subtypes}) or (
        "changeling" in live.flags and "creature" in want.types)  # 702.73a: every creature
    # type (a creature filter's subtypes are creature types)


def _colors(state: State, want: Filter, live: Live, source: Live | None,
            controller: str | None, defending: str | None) -> bool:
    return bool(want.colors & live.perm.colors)


def _not_colors(state: State, want: Filter, live: Live, source: Live | None,
                controller: str | None, defending: str | None) -> bool:
    return not want.not_colors & live.perm.colors


def _multicolored(state: State, want: Filter, live: Live, source: Live | None,
                  controller: str | None, defending: str | None) -> bool:
    return len(live.perm.colors) >= 2  # 105.2b


def _not_subtypes(state: State, want: Filter, live: Live, source: Live | None,
                  controller: str | None, defending: str | None) -> bool:
    return not ({s.lower() for s in want.not_subtypes} & {s.lower() for s in live.perm.subtypes}
                or "changeling" in live.flags)


def _keywords(state: State, want: Filter, live: Live, source: Live | None,
              controller: str | None, defending: str | None) -> bool:
    return want.keywords <= live.flags


def _not_keywords(state: State, want: Filter, live: Live, source: Live | None,
                  controller: str | None, defending: str | None) -> bool:
    return not want.not_keywords & live.flags


def _other(state: State, want: Filter, live: Live, source: Live | None,
           controller: str | None, defending: str | None) -> bool:
    return source is None or live.id != source.id


def _attached(state: State, want: Filter, live: Live, source: Live | None,
              controller: str | None, defending: str | None) -> bool:
    return source is not None and source.attached == live.id  # 303.4a, 301.5a


def _attached_to_it(state: State, want: Filter, live: Live, source: Live | None,
                    controller: str | None, defending: str | None) -> bool:
    return source is not None and live.attached == source.id


def _blocking_it(state: State, want: Filter, live: Live, source: Live | None,
                 controller: str | None, defending: str | None) -> bool:
    return source is not None and live.id in state.blockers.get(source.id, ())


def _blocked_by_it(state: State, want: Filter, live: Live, source: Live | None,
                   controller: str | None, defending: str | None) -> bool:
    return source is not None and live.id in state.blocking.get(source.id, ())


def _commander(state: State, want: Filter, live: Live, source: Live | None,
               controller: str | None, defending: str | None) -> bool:
    return live.perm.commander


def _dealt_damage_by_it(state: State, want: Filter, live: Live, source: Live | None,
                        controller: str | None, defending: str | None) -> bool:
    return source is not None and source.id in live.dealt_by


def _pair(state: State, want: Filter, live: Live, source: Live | None,
          controller: str | None, defending: str | None) -> bool:
    return source is not None and live.id in (source.id, partner(state, source))


def _greater_than_it(state: State, want: Filter, live: Live, source: Live | None,
                     controller: str | None, defending: str | None) -> bool:
    return source is not None and (
        live.power > source.power or live.toughness > source.toughness)


def _controller(state: State, want: Filter, live: Live, source: Live | None,
                controller: str | None, defending: str | None) -> bool:
    if want.controller == Controller.DEFENDING_PLAYER:
        return live.controller == (defending or (
            state.attacked_player.get(source.id) if source is not None else None))
    owner = controller or (source.controller if source is not None else None)
    if owner is None:
        return True
    if want.controller == Controller.NOT_YOU:
        return live.controller != owner
    if want.controller == Controller.YOUR_TEAM:  # 102.4, 810.2
        return state.board.allied(live.controller, owner)
    return (live.controller == owner if want.controller == Controller.YOU
            else not state.board.allied(live.controller, owner))  # 102.2, 810.2


def _power_at_most(state: State, want: Filter, live: Live, source: Live | None,
                   controller: str | None, defending: str | None) -> bool:
    return want.power_at_most is not None and live.power <= want.power_at_most


def _power_at_least(state: State, want: Filter, live: Live, source: Live | None,
                    controller: str | None, defending: str | None) -> bool:
    return want.power_at_least is not None and live.power >= want.power_at_least


def _toughness_at_least(state: State, want: Filter, live: Live, source: Live | None,
                        controller: str | None, defending: str | None) -> bool:
    return want.toughness_at_least is not None and live.toughness >= want.toughness_at_least


def _toughness_over_power(state: State, want: Filter, live: Live, source: Live | None,
                          controller: str | None, defending: str | None) -> bool:
    return live.toughness > live.power


def _attacking(state: State, want: Filter, live: Live, source: Live | None,
               controller: str | None, defending: str | None) -> bool:
    return (live.id in state.attacking) == want.attacking


def _blocking(state: State, want: Filter, live: Live, source: Live | None,
              controller: str | None, defending: str | None) -> bool:
    return (live.id in state.blocking) == want.blocking


def _in_combat(state: State, want: Filter, live: Live, source: Live | None,
               controller: str | None, defending: str | None) -> bool:
    return state.in_combat(live.id) == want.in_combat


def _token(state: State, want: Filter, live: Live, source: Live | None,
           controller: str | None, defending: str | None) -> bool:
    return (live.token or live.perm.token) == want.token


def _counter(state: State, want: Filter, live: Live, source: Live | None,
             controller: str | None, defending: str | None) -> bool:
    counters = live.counters()
    return bool(any(counters.values()) if want.counter == "any" else counters.get(
        want.counter or ""))


def _modified(state: State, want: Filter, live: Live, source: Live | None,
              controller: str | None, defending: str | None) -> bool:
    return modified(state, live)


def _equipped(state: State, want: Filter, live: Live, source: Live | None,
              controller: str | None, defending: str | None) -> bool:
    return wearing(state, live, "Equipment")


def _enchanted(state: State, want: Filter, live: Live, source: Live | None,
               controller: str | None, defending: str | None) -> bool:
    return wearing(state, live, "Aura")


def wearing(state: State, live: Live, kind: str) -> bool:
    """Is a permanent of subtype `kind` (Equipment, Aura) attached to it (301.5, 303.4)?"""
    return any(other.attached == live.id and kind in other.perm.subtypes
               for other in state.battlefield())


def modified(state: State, live: Live) -> bool:
    """700.9: it has a counter on it, or is equipped, or is enchanted by an Aura that its
    controller controls."""
    if any(live.counters().values()):
        return True
    return any(other.attached == live.id and (
        "Equipment" in other.perm.subtypes
        or ("Aura" in other.perm.subtypes and other.controller == live.controller))
        for other in state.battlefield())


def _tapped(state: State, want: Filter, live: Live, source: Live | None,
            controller: str | None, defending: str | None) -> bool:
    return live.tapped == want.tapped


# Each field of a Filter that narrows when set, and its check, cheapest first.
_BY_FIELD: tuple[tuple[str, Check], ...] = (
    ("types", _types), ("any_types", _any_types), ("not_types", _not_types),
    ("subtypes", _subtypes), ("colors", _colors), ("not_colors", _not_colors),
    ("multicolored", _multicolored),
    ("not_subtypes", _not_subtypes), ("keywords", _keywords), ("not_keywords", _not_keywords),
    ("other", _other), ("attached", _attached), ("attached_to_it", _attached_to_it),
    ("blocking_it", _blocking_it), ("blocked_by_it", _blocked_by_it),
    ("commander", _commander),
    ("dealt_damage_by_it", _dealt_damage_by_it), ("pair", _pair),
    ("greater_than_it", _greater_than_it), ("controller", _controller),
    ("power_at_most", _power_at_most), ("power_at_least", _power_at_least),
    ("toughness_over_power", _toughness_over_power), ("toughness_at_least", _toughness_at_least),
    ("attacking", _attacking), ("blocking", _blocking), ("in_combat", _in_combat),
    ("token", _token), ("counter", _counter), ("tapped", _tapped), ("modified", _modified),
    ("equipped", _equipped), ("enchanted", _enchanted))
_EITHER = frozenset({"controller", "power_at_most", "power_at_least", "attacking", "blocking",
                     "in_combat", "token", "counter", "tapped", "toughness_at_least"})
_CHECKS: PerObject[Filter, tuple[Check, ...]] = PerObject()


def holds(state: State, condition: Condition, source: Live) -> bool:
    """Is `condition` true now, for an ability of `source` (603.4, 611.3a)? ("Unless ...":
    when what it negates isn't.)"""
    return _holds(state, condition, source) != condition.negated


def _holds(state: State, condition: Condition, source: Live) -> bool:
    kind = condition.kind
    if kind == ConditionKind.ATTACKING:
        return source.id in state.attacking
    if kind == ConditionKind.BLOCKING:
        return source.id in state.blocking
    if kind == ConditionKind.BLOCKED:  # 509.1h: it stays blocked if its blockers leave
        return source.id in state.blocked
    if kind == ConditionKind.MONSTROUS:
        return source.monstrous
    if kind == ConditionKind.RENOWNED:
        return source.renowned
    if kind == ConditionKind.SADDLED:  # 702.171b: nothing in combat changes it
        return "saddled" in source.perm.designations
    if kind == ConditionKind.PAIRED:
        return partner(state, source) is not None
    if kind == ConditionKind.ENTERED_THIS_TURN:  # an object made in combat is new (400.7)
        entered = source.base.entered_this_turn
        return source.timestamp >= len(state.board.permanents) or (
            source.base.summoning_sick if entered is None else entered)  # (302.6)
    if kind == ConditionKind.ATTACKED_OR_BLOCKED:  # declared so (508.1, 509.1)
        return source.id in state.declared or source.id in state.combat.blocks
    if kind == ConditionKind.ATTACKING_ALONE:  # 506.5
        return source.id in state.attacking and len(state.attacking) == 1
    if kind == ConditionKind.COUNTERS_AT_LEAST:
        kind_of = condition.filter.counter if condition.filter is not None else None
        counters = source.counters()
        found = counters.get(kind_of, 0) if kind_of is not None else sum(counters.values())
        return found >= condition.count and (condition.most is None or found <= condition.most)
    if kind in (ConditionKind.TAPPED, ConditionKind.UNTAPPED):
        return source.tapped == (kind == ConditionKind.TAPPED)
    if kind == ConditionKind.YOUR_TURN:
        return source.controller == state.board.active
    if kind == ConditionKind.MODIFIED:
        return modified(state, source)
    if kind in (ConditionKind.EQUIPPED, ConditionKind.ENCHANTED):  # 301.5, 303.4
        return wearing(state, source, "Equipment" if kind == ConditionKind.EQUIPPED else "Aura")
    if kind in (ConditionKind.LIFE_AT_LEAST, ConditionKind.LIFE_AT_MOST):
        life = state.players[source.controller].life
        return life >= condition.count if kind == ConditionKind.LIFE_AT_LEAST else (
            life <= condition.count)
    if kind == ConditionKind.TOTAL_POWER_AT_LEAST:  # (a creature's power below 0 counts 0)
        return sum(max(0, live.power) for live in state.battlefield()
                   if live.controller == source.controller and live.creature) >= condition.count
    if kind == ConditionKind.DIFFERENT_POWERS_AT_LEAST:
        return len({live.power for live in state.battlefield()
                    if live.controller == source.controller and live.creature}) >= condition.count
    if kind == ConditionKind.MORE_LIFE:
        life = state.players[source.controller].life
        return any(p.life < life for n, p in state.players.items()
                   if not p.lost and not state.board.allied(n, source.controller))
    if kind == ConditionKind.ATTACKED_POWER_AT_LEAST:
        return sum(max(0, state.perms[a].power) for a in state.declared
                   if state.perms[a].controller == source.controller) >= condition.count
    if kind == ConditionKind.POWER_AT_LEAST:
        return source.power >= condition.count
    if kind == ConditionKind.OPPONENT_LIFE_AT_MOST:  # (a player who has lost is gone, 800.4a)
        return any(p.life <= condition.count for n, p in state.players.items()
                   if not p.lost and not state.board.allied(n, source.controller))
    if kind == ConditionKind.OPPONENT_POISON_AT_LEAST:
        return any(p.poison >= condition.count for n, p in state.players.items()
                   if not p.lost and not state.board.allied(n, source.controller))
    if kind in ZONE_CONDITIONS:
        return _zones(state, condition, source)
    want = condition.filter or Filter()
    if kind == ConditionKind.YOU_CONTROL and want.controller == Controller.YOUR_TEAM:
        # "if your team controls another Warrior": counted across the team (102.4, 810.2)
        return sum(1 for live in state.battlefield()
                   if matches(state, want, live, source)) >= condition.count
    if kind == ConditionKind.YOU_CONTROL:
        players = [source.controller]
    elif kind == ConditionKind.DEFENDING_PLAYER_CONTROLS:
        defending = state.attacked_player.get(source.id)
        players = [defending] if defending is not None else []
    else:  # an opponent controls
        players = [n for n, p in state.players.items() if not p.lost
                   and not state.board.allied(n, source.controller)]
    for player in players:
        found = sum(1 for live in state.battlefield()
                    if live.controller == player and matches(state, want, live, source))
        if found >= condition.count:
            return True
    return False


def _zones(state: State, condition: Condition, source: Live) -> bool:
    """A condition on its controller's hand or graveyard, or an opponent's graveyard (what
    the file gives; a card that died in this combat is in its owner's graveyard, 700.4)."""
    kind, n = condition.kind, condition.count
    you = source.controller
    if kind in (ConditionKind.HAND_AT_LEAST, ConditionKind.HAND_AT_MOST):
        hand = state.players[you].hand or 0
        return hand >= n if kind == ConditionKind.HAND_AT_LEAST else hand <= n
    if kind in (ConditionKind.OPPONENT_HAND_AT_MOST, ConditionKind.MORE_CARDS_IN_HAND):
        hand = state.players[you].hand or 0
        theirs = [p.hand or 0 for name, p in state.players.items()
                  if not p.lost and not state.board.allied(name, you)]
        if kind == ConditionKind.OPPONENT_HAND_AT_MOST:
            return any(h <= n for h in theirs)
        return all(h < hand for h in theirs)
    if kind == ConditionKind.GAINED_LIFE:  # 119.9, counting life gained in this combat
        return bool(state.players[you].gained_life)
    if kind == ConditionKind.CITYS_BLESSING:  # 702.131c (ascend gives it, State.ascend)
        return bool(state.players[you].citys_blessing)
    if kind == ConditionKind.DRAWN_AT_LEAST:  # 121.1, counting those drawn in this combat
        return (state.players[you].drawn or 0) >= n
    if kind == ConditionKind.OPPONENT_GRAVEYARD_AT_LEAST:
        return any(len(graveyard(state, p)) >= n for p in state.players
                   if not state.board.allied(p, you))
    cards = graveyard(state, you)
    if kind == ConditionKind.GRAVEYARD_TYPES_AT_LEAST:
        return len(frozenset().union(*cards)) >= n
    want = condition.filter.types if condition.filter is not None else frozenset()
    return sum(1 for card in cards if is_card(want, card)) >= n


def partner(state: State, source: Live) -> str | None:
    """The creature `source` is paired with (702.95), while both are creatures on the
    battlefield under one player's control (702.95e: else they are unpaired)."""
    if source.zone != Zone.BATTLEFIELD or not source.creature:
        return None
    named = source.base.paired_with
    for live in state.battlefield():
        if (live.id == named or live.base.paired_with == source.id) and live.id != source.id \
                and live.creature and live.controller == source.controller:
            return live.id
    return None


def times(state: State, count: Count | None, source: Live) -> int:
    """How many times a pump applies: once, or as many as `count` counts now (608.2h)."""
    if count is None:
        return 1
    if count.counters is not None:
        return source.counters().get(count.counters, 0)
    if count.power:  # 107.1b
        return max(0, source.power)
    if count.greatest_power is not None:  # (none: 0)
        return max([0, *(live.power for live in state.battlefield()
                         if matches(state, count.greatest_power, live, source))])
    if count.cards == CardZone.HAND:
        return state.players[source.controller].hand or 0
    if count.cards == CardZone.GRAVEYARD:
        return sum(1 for card in graveyard(state, source.controller)
                   if is_card(count.card_types, card))
    want = count.permanents or ANY_CREATURE
    return sum(1 for live in state.battlefield() if matches(state, want, live, source))


def is_card(want: frozenset[str], card: frozenset[str]) -> bool:
    """Whether a card of these card types has all of `want` ("permanent": any of the
    permanent types, 110.4a; "instant or sorcery": either, 304, 307)."""
    if PERMANENT_CARD in want:
        return bool(card & PERMANENT_TYPES) and want - {PERMANENT_CARD} <= card
    if INSTANT_OR_SORCERY in want:
        return bool(card & {"instant", "sorcery"}) and want - {INSTANT_OR_SORCERY} <= card
    return want <= card


def graveyard(state: State, player: str) -> list[frozenset[str]]:
    """The cards in `player`'s graveyard, as their card types."""
    given = state.board.player(player).graveyard or ()
    died = [live.base.types & ALL_CARD_TYPES for live in state.perms.values()
            if live.zone == Zone.GRAVEYARD and not (live.token or live.base.token)
            and live.base.owner == player]
    return [*given, *died]



def more_counters(state: State, pid: str, kind: str, amount: int) -> int:
    """How many counters of `kind` are put on `pid` instead of `amount` (one or more), by the
    replacement effects of static abilities on the battlefield (614.1a: "that many plus one",
    "that many minus one", "twice that many"), each applied once, in the order its
    controller chooses (616.1): the one that gives the most +X/+Y counters, the fewest -X/-Y
    ones."""
    target = state.perms[pid]
    plus: list[int] = []
    twice = 0
    for live in state.battlefield():
        for ability in live.perm.abilities:
            if (isinstance(ability, Static) and ability.counter_kind == kind
                    and (live.id == pid if ability.affects is None
                         else matches(state, ability.affects, target, live))
                    and (ability.condition is None or holds(state, ability.condition, live))):
                if ability.counters_plus:
                    plus.append(ability.counters_plus)
                twice += ability.counters_twice
    if not plus and not twice:
        return amount
    more = not kind.startswith("-")  # (more of them is better, or fewer)
    for n in (p for p in plus if (p > 0) == more):  # (before doubling)
        amount = max(0, amount + n)
    amount <<= twice
    for n in (p for p in plus if (p > 0) != more):
        amount = max(0, amount + n)
    return amount
