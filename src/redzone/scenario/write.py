"""Writing a scenario: the model -> plain data -> YAML or JSON text, which reads back as an
equal scenario (`loads(dumps(s)) == s`).

Defaults are left out, and so is what a permanent's `card` gives it; permanents are grouped
by controller, in the order they are listed.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Literal

import yaml

from redzone import cards
from redzone.core.errors import RedzoneError, ScenarioError
from redzone.core.keywords import COLORS, counter_keywords
from redzone.core.model import Activation, Combat, Permanent, Player

from . import abilities, actions
from .card_fields import card_fields, card_named, copy_fields, unfilled
from .value import Scenario

Format = Literal["yaml", "json"]

# A permanent's fields with the value the schema takes when the file doesn't give them.
_DEFAULTS: dict[str, Any] = {
    "name": "", "types": ["creature"], "subtypes": [], "colors": [], "power": None,
    "toughness": None, "loyalty": None, "defense": None, "protector": None, "attached_to": None,
    "keywords": [], "damage": 0, "counters": {}, "tapped": False, "summoning_sick": False,
    "entered_this_turn": None,
    "can_block": 1, "prevent": 0, "regenerate": 0, "disabled": False, "value": None,
    "as_though_unblocked": False, "damage_from_toughness": False, "commander": False,
    "gains": [], "loses": [], "abilities": [], "designations": [], "paired_with": None,
    "token": False,
}
_UNORDERED = ("types", "subtypes", "designations")  # sets: equal whatever the order


def to_dict(scenario: Scenario) -> dict[str, Any]:
    """The scenario as the file format's plain data."""
    board, rules = scenario.board, scenario.rules
    out: dict[str, Any] = {} if scenario.id is None else {"id": scenario.id}
    out["rules"] = rules.name
    out["players"] = {p.name: _player(p) for p in board.players}
    if board.players and board.active != board.players[0].name:
        out["active"] = board.active
    if board.teams:
        out["teams"] = [list(team) for team in board.teams]
    battlefield: dict[str, list[dict[str, Any]]] = {}
    for perm in board.permanents:
        battlefield.setdefault(perm.controller, []).append(_permanent(perm))
    if battlefield:
        out["battlefield"] = battlefield
    fight = _combat(scenario.combat)
    if fight:
        out["combat"] = fight
    settings = rules.settings()
    if rules.section is not None and settings:
        out[rules.section] = settings
    return out


def dumps(scenario: Scenario, fmt: Format = "yaml") -> str:
    """The scenario as the text of a YAML or JSON file (each permanent on one line in YAML)."""
    data = to_dict(scenario)
    if fmt == "json":
        return json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    if "battlefield" in data:
        data["battlefield"] = {c: [_Flow(p) for p in items]
                               for c, items in data["battlefield"].items()}
    return yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True,
                     default_flow_style=None, width=100)


def dump(scenario: Scenario, path: str | Path) -> None:
    """Write the scenario to a file: JSON for a .json name, YAML otherwise."""
    path = Path(path)
    text = dumps(scenario, "json" if path.suffix.lower() == ".json" else "yaml")
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as err:
        raise RedzoneError(f"{path}: can't write it ({err.strerror})") from None


def _player(player: Player) -> dict[str, Any]:
    out: dict[str, Any] = {"life": player.life}
    if player.poison:
        out["poison"] = player.poison
    if player.commander_damage:
        out["commander_damage"] = dict(player.commander_damage)
    if player.hand is not None:
        out["hand"] = player.hand
    if player.drawn is not None:
        out["drawn"] = player.drawn
    if player.gained_life is not None:
        out["gained_life"] = player.gained_life
    if player.citys_blessing is not None:
        out["citys_blessing"] = player.citys_blessing
    if player.graveyard is not None:
        out["graveyard"] = [" ".join(sorted(card)) for card in player.graveyard]
    return out


def _permanent(perm: Permanent) -> dict[str, Any]:
    """Its fields that differ from what the file may leave out: the schema's defaults, or
    what its card gives (once filled: a permanent built in Python with a `card` and nothing
    else is written as that card, to be filled when read)."""
    out: dict[str, Any] = {"id": perm.id}
    baseline = dict(_DEFAULTS)
    if perm.card is not None:
        out["card"] = perm.card
    if perm.copy_of is not None:
        out["copy_of"] = perm.copy_of
    if perm.card is not None and not unfilled(perm):
        # (a card the database lacks, or a copy it can't be: write all)
        with contextlib.suppress(cards.UnknownCard, ScenarioError):
            card = card_named(perm.card)
            baseline.update(card_fields(card) if perm.copy_of is None
                            else copy_fields(card, perm.copy_of, "copy_of"))
    for field, base in baseline.items():
        if field == "abilities" and not perm.abilities and perm.unmodelled:
            continue  # its card's, left unfilled by a rule set without abilities
        value = _plain(perm, field)
        same = (sorted(value) == sorted(base) if field in _UNORDERED else value == base)
        if not same:
            out[field] = "any" if field == "can_block" and value is None else value
    if perm.owner != perm.controller:
        out["owner"] = perm.owner
    return out


def _plain(perm: Permanent, field: str) -> Any:
    """A permanent's field as the schema reads it."""
    if field in _UNORDERED:
        return sorted(getattr(perm, field))
    if field == "colors":
        return [c for c in COLORS if c in perm.colors]
    if field == "keywords":  # as before `gains`, `loses` and keyword counters (read.py)
        printed = list(perm.keywords.printed)
        added = len(perm.gains) + len(counter_keywords(perm.counters))
        return printed[:len(printed) - added] + list(perm.loses)
    if field in ("gains", "loses"):
        return list(getattr(perm, field))
    if field == "abilities":
        return [abilities.unparse(a) for a in perm.abilities]
    if field == "counters":
        return dict(perm.counters)
    return getattr(perm, field)


def _combat(combat: Combat) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if combat.attacks:
        out["attacks"] = dict(combat.attacks)
    if combat.blocks:
        out["blocks"] = {b: a[0] if len(a) == 1 else list(a) for b, a in combat.blocks.items()}
    if combat.order:
        out["order"] = {c: list(o) for c, o in combat.order.items()}
    if combat.assign:
        out["assign"] = {c: [dict(s) for s in a] if isinstance(a, tuple) else dict(a)
                         for c, a in combat.assign.items()}
    if combat.bands:
        out["bands"] = [list(band) for band in combat.bands]
    if combat.removed:
        out["removed"] = list(combat.removed)
    if combat.after_assignment:
        out["after_assignment"] = [actions.unparse(a) for a in combat.after_assignment]
    if combat.activate:
        out["activate"] = [_activation(a) for a in combat.activate]
    for field in ("provoke", "mentor", "enlist"):
        if getattr(combat, field):
            out[field] = dict(getattr(combat, field))
    for field in ("annihilator", "targets", "triggers", "choices"):
        if getattr(combat, field):
            out[field] = {k: list(v) for k, v in getattr(combat, field).items()}
    for field in ("may", "ward"):
        if getattr(combat, field):
            out[field] = dict(getattr(combat, field))
    return out


def _activation(given: Activation) -> dict[str, Any]:
    out: dict[str, Any] = {"source": given.source, "ability": given.ability}
    if given.times != 1:
        out["times"] = given.times
    out["step"] = given.step
    if given.target is not None:
        out["target"] = given.target
    if given.sacrifice:
        out["sacrifice"] = list(given.sacrifice)
    if given.player is not None:
        out["player"] = given.player
    if given.choices:
        out["choices"] = list(given.choices)
    if given.x:
        out["x"] = given.x
    return out


class _Flow(dict[str, Any]):
    """A mapping written on one line."""


class _Dumper(yaml.SafeDumper):
    pass


def _flow(dumper: yaml.SafeDumper, value: Mapping[str, Any]) -> yaml.Node:
    return dumper.represent_mapping("tag:yaml.org,2002:map", value.items(), flow_style=True)


_Dumper.add_representer(_Flow, _flow)
