"""The verdict of a combat, said before its account: is it lethal, each player's life and
poison before -> after, what died, and how much damage got through to whom."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rich.console import Console
from rich.markup import escape

from redzone.core.model import BATTLE, PLANESWALKER, Board
from redzone.core.result import EventType, Result, Zone
from redzone.scenario import Scenario

from .sentences import name_of, why

# How a permanent that left the battlefield is said to have left, by where it went.
_LEFT = {Zone.GRAVEYARD: "dies", Zone.EXILE: "exiled", Zone.HAND: "returned to hand",
         Zone.LIBRARY: "put into its library"}


@dataclass(frozen=True, slots=True)
class Side:
    """A player, or the heads of a Two-Headed Giant team with their shared totals (810.4):
    life and poison before -> after, the damage dealt to them, and why they lost."""

    names: tuple[str, ...]
    life: tuple[int, int]
    poison: tuple[int, int]
    damage: int
    lost: str | None  # why, or None while they are in the game
    commander: tuple[tuple[str, int, int], ...] = ()  # (commander, before, after), changed

    def to_json(self) -> dict[str, Any]:
        return {"life": list(self.life), "poison": list(self.poison), "damage": self.damage,
                "lost": self.lost is not None,
                **({"why": self.lost} if self.lost is not None else {}),
                **({"commander_damage": {c: [b, a] for c, b, a in self.commander}}
                   if self.commander else {})}


@dataclass(frozen=True, slots=True)
class Verdict:
    """`lethal`: a player lost the game. `left`: each permanent that left the battlefield
    and where it went; `walls`: damage dealt to each planeswalker and battle."""

    lethal: bool
    sides: tuple[Side, ...]
    left: Mapping[str, Zone]
    walls: Mapping[str, int]

    def headline(self) -> str:
        """One line: lethal or not, and to whom."""
        losers = [n for side in self.sides if side.lost is not None for n in side.names]
        if losers:
            who = " and ".join(losers)
            return f"Lethal: {who} {'loses' if len(losers) == 1 else 'lose'} the game"
        hit = [s for s in self.sides if s.damage]
        if not hit:
            return "Not lethal: no damage gets through to a player"
        return "Not lethal: " + "; ".join(
            f"{' and '.join(s.names)} {'takes' if len(s.names) == 1 else 'take'} {s.damage} "
            "damage" for s in hit)

    def lines(self, board: Board) -> list[str]:
        """The headline's details, a line each: the players, then what died."""
        out = [_said(board, side) for side in self.sides]
        out += [f"{name_of(board, w)} is dealt {n} damage" for w, n in self.walls.items()]
        by_zone: dict[Zone, list[str]] = {}
        for pid, zone in self.left.items():
            by_zone.setdefault(zone, []).append(name_of(board, pid))
        out += [f"{_LEFT[zone].capitalize()}: {', '.join(names)}"
                for zone, names in by_zone.items()]
        if not self.left:
            out.append("Nothing dies")
        return out

    def to_json(self) -> dict[str, Any]:
        return {"lethal": self.lethal, "headline": self.headline(),
                "players": {n: side.to_json() for side in self.sides for n in side.names},
                "left": {pid: str(zone) for pid, zone in self.left.items()},
                "walls": dict(self.walls)}


def _said(board: Board, side: Side) -> str:
    who = " and ".join(side.names) + (" (team)" if len(side.names) > 1 else "")
    life = _change(*side.life)
    poison = f", poison {_change(*side.poison)}" if side.poison != (0, 0) else ""
    commander = "".join(f", commander damage {_change(b, a)} from {name_of(board, c)}"
                        for c, b, a in side.commander)
    lost = f" — loses: {side.lost}" if side.lost is not None else ""
    return f"{who}: life {life}{poison}{commander}{lost}"


def _change(before: int, after: int) -> str:
    return str(before) if before == after else f"{before} -> {after}"


def verdict(scenario: Scenario, result: Result) -> Verdict:
    """The verdict of `result`, the combat of `scenario`."""
    board = scenario.board
    damage: dict[str, int] = {}
    reasons: dict[str, str] = {}
    for event in (*result.declarations, *result.events):
        if event.type is EventType.DAMAGE and event.target is not None:
            damage[event.target] = damage.get(event.target, 0) + (event.amount or 0)
        elif event.type is EventType.LOST and event.player is not None:
            reasons.setdefault(event.player, _reason(event.note, event.rule))
    team_of = {n: team for team in board.teams for n in team}
    sides: list[Side] = []
    for name, after in result.players.items():
        team = team_of.get(name, (name,))
        if name != team[0]:
            continue  # (a team is said once, by its first head)
        before = board.player(name)
        lost = next((reasons.get(n, "") for n in team if result.players[n].lost), None)
        commander = tuple(
            (c, board.player(n).commander_damage.get(c, 0), hit)
            for n in team for c, hit in result.players[n].commander_damage.items()
            if hit != board.player(n).commander_damage.get(c, 0))  # (903.10a, per head)
        sides.append(Side(team, (before.life, after.life), (before.poison, after.poison),
                          sum(damage.get(n, 0) for n in team), lost, commander))
    walls = {p.id for p in board.permanents if p.types & {PLANESWALKER, BATTLE}}
    return Verdict(any(s.lost is not None for s in sides), tuple(sides),
                   {pid: state.zone for pid, state in result.permanents.items()
                    if state.zone is not Zone.BATTLEFIELD},
                   {t: n for t, n in damage.items() if t in walls})


def _reason(note: str | None, rule: str) -> str:
    said = ", ".join(w for w in (why(rule), note) if w)
    return f"{said} ({rule})" if said else f"rule {rule}"


def print_verdict(console: Console, scenario: Scenario, result: Result) -> None:
    """The verdict, before the account: the headline in colour, then its lines."""
    found = verdict(scenario, result)
    style = "bold red" if found.lethal else "bold green"
    console.print(f"[{style}]{escape(found.headline())}[/]")
    for line in found.lines(scenario.board):
        console.print(f"  {escape(line)}")
