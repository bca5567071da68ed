"""The `after_assignment` vocabulary, both ways: what players do while combat damage waits on
the stack (cr-6e, 310.1), as the file writes it and as core.model.Action values. Each entry
names one action and what it acts on:

    {sacrifice: ID}  {bounce: ID}  {exile: ID}  {regenerate: ID}
    {pump: ID, power: N, toughness: N}     # +N/+N until end of turn (either may be left out)
    {prevent: ID, amount: N}               # a shield: prevent the next N damage to it
    {damage: ID or PLAYER, amount: N, source: ID}   # noncombat damage, e.g. Mogg Fanatic's

`step` (optional) names the combat damage step: `combat damage` (the default) or
`first-strike combat damage`. Errors name the entry: `combat.after_assignment[0].pump`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, cast

from redzone.core.errors import ScenarioError, did_you_mean
from redzone.core.model import Action, ActionKind, Board
from redzone.core.result import COMBAT_DAMAGE_STEP, FIRST_STRIKE_STEP

# action -> (required fields, optional fields) besides the action's own key and `step`
KINDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "sacrifice": ((), ()),
    "bounce": ((), ()),
    "exile": ((), ()),
    "regenerate": ((), ()),
    "pump": ((), ("power", "toughness")),
    "prevent": (("amount",), ()),
    "damage": (("amount", "source"), ()),
}


def parse(board: Board, raw: Sequence[Mapping[str, Any]]) -> tuple[Action, ...]:
    """Check every entry against the vocabulary and the board; raises ScenarioError."""
    return tuple(_one(board, entry, f"combat.after_assignment[{i}]")
                 for i, entry in enumerate(raw))


def _one(board: Board, entry: Mapping[str, Any], path: str) -> Action:
    if not isinstance(entry, Mapping):
        raise ScenarioError(path, "an action is a mapping such as {sacrifice: ID}")
    kinds = [k for k in entry if k in KINDS]
    if len(kinds) != 1:
        unknown = [str(k) for k in entry if k not in KINDS]
        hint = did_you_mean(unknown[0], KINDS) if unknown and not kinds else ""
        what = "names two actions" if kinds else "names no action" + hint
        raise ScenarioError(path, f"{what}; give exactly one of: {', '.join(KINDS)}")
    kind = kinds[0]
    required, optional = KINDS[kind]
    allowed = {kind, "step", *required, *optional}
    for key in entry:
        if key not in allowed:
            raise ScenarioError(path, f"unknown field '{key}' for {kind}"
                                      f"{did_you_mean(str(key), allowed)}")
    for key in required:
        if key not in entry:
            raise ScenarioError(f"{path}.{key}", f"is required for {kind}")
    target = _ref(board, entry[kind], f"{path}.{kind}", players=kind == "damage")
    step = entry.get("step", COMBAT_DAMAGE_STEP)
    if step not in (COMBAT_DAMAGE_STEP, FIRST_STRIKE_STEP):
        raise ScenarioError(f"{path}.step", f"must be '{COMBAT_DAMAGE_STEP}' or "
                                            f"'{FIRST_STRIKE_STEP}', got {step!r}")
    if kind == "pump" and not ({"power", "toughness"} & set(entry)):
        raise ScenarioError(path, "a pump needs power or toughness (or both)")
    return Action(
        cast(ActionKind, kind), target, step,
        amount=_number(entry, "amount", path, least=1),
        power=_number(entry, "power", path),
        toughness=_number(entry, "toughness", path),
        source=_ref(board, entry["source"], f"{path}.source") if "source" in entry else "",
    )


def _ref(board: Board, value: Any, path: str, players: bool = False) -> str:
    if not isinstance(value, str):
        raise ScenarioError(path, f"must be a permanent id, got {value!r}")
    if board.get(value) is None and not (players and board.is_player(value)):
        known = [*(p.name for p in board.players if players), *(p.id for p in board.permanents)]
        what = "permanent or player" if players else "permanent"
        raise ScenarioError(path, f"no {what} '{value}'{did_you_mean(value, known)}")
    return value


def _number(entry: Mapping[str, Any], key: str, path: str, least: int | None = None) -> int:
    value = entry.get(key, 0)
    if type(value) is not int or (least is not None and key in entry and value < least):
        bound = f" of at least {least}" if least is not None else ""
        raise ScenarioError(f"{path}.{key}", f"must be a whole number{bound}, got {value!r}")
    return value


def unparse(action: Action) -> dict[str, Any]:
    """An action as the file writes it (what `parse` reads back as the same action)."""
    out: dict[str, Any] = {action.kind: action.target}
    if action.step != COMBAT_DAMAGE_STEP:
        out["step"] = action.step
    required, optional = KINDS[action.kind]
    for key in (*required, *optional):
        value = getattr(action, key)
        if key in required or value:
            out[key] = value
    if action.kind == "pump" and not (action.power or action.toughness):
        out["power"] = 0  # a pump names power or toughness, even +0/+0
    return out
