"""A picture of the board as SVG: before combat (attacks and blocks as arrows) and after it
(damage marked, counters, who died, life and poison, the triggered abilities that triggered,
and the tokens made). It reads a Scenario and a Result and decides
nothing: the rules live elsewhere.

>>> import redzone
>>> from redzone.render.svg import board_svg
>>> scenario = redzone.load("examples/vastwood-gorger.yaml")
>>> board_svg(scenario, redzone.resolve(scenario)).startswith("<svg")
True
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from html import escape
from typing import Literal

from redzone.core.model import BATTLE, CREATURE, PLANESWALKER, Board, Permanent
from redzone.core.result import EventType, PermanentState, PlayerState, Result, Zone
from redzone.scenario import Scenario

When = Literal["before", "after", "both"]

CARD_W, CARD_H = 146, 92
GAP = 14
HEADER_W = 158
ROW_GAP = 58
MARGIN = 16
TITLE_H = 34
CHAR_W = 6.6  # about one character of 12px sans-serif

_FILL = {"white": "#f7f2df", "blue": "#d9e8f7", "black": "#cfcbd0", "red": "#f6d2c8",
         "green": "#d3ead0"}
_GOLD, _COLORLESS = "#eedfa4", "#e4e4e4"
_ATTACK, _BLOCK, _DEAD = "#c62828", "#1f5fbf", "#b00020"


@dataclass(frozen=True, slots=True)
class _Box:
    x: float
    y: float
    w: float
    h: float

    @property
    def top(self) -> tuple[float, float]:
        return self.x + self.w / 2, self.y

    @property
    def bottom(self) -> tuple[float, float]:
        return self.x + self.w / 2, self.y + self.h


def board_svg(scenario: Scenario, result: Result | None = None, when: When = "both") -> str:
    """The board as one SVG document: `before` combat, `after` it (needs `result`), or
    `both`, one above the other."""
    if when != "before" and result is None:
        raise ValueError("a picture after combat needs the result")
    panels: list[tuple[str, Result | None]] = []
    if when in ("before", "both"):
        panels.append(("before", None))
    if when in ("after", "both"):
        panels.append(("after", result))
    made = _tokens(scenario.board, result)
    width = _panel_width(scenario.board, made)
    height = _panel_height(scenario.board)
    parts: list[str] = []
    for i, (kind, res) in enumerate(panels):
        parts.extend(_panel(scenario, res, kind, 0, i * height, width, result,
                            made if res is not None else []))
    total_h = height * len(panels)
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:g}" height="{total_h:g}" '
            f'viewBox="0 0 {width:g} {total_h:g}" font-family="sans-serif" font-size="12" '
            f'class="redzone-board">')
    defs = ("<defs>"
            + "".join(f'<marker id="arrow-{name}" viewBox="0 0 10 10" refX="9" refY="5" '
                      f'markerWidth="7" markerHeight="7" orient="auto-start-reverse">'
                      f'<path d="M0,0 L10,5 L0,10 z" fill="{color}"/></marker>'
                      for name, color in (("attack", _ATTACK), ("block", _BLOCK)))
            + "</defs>")
    return "\n".join([head, defs, *parts, "</svg>"]) + "\n"


# --- layout -----------------------------------------------------------------------------

def _rows(board: Board) -> list[str]:
    """Players from top to bottom: the defending players in turn order, then the attacking
    side (a Two-Headed Giant teammate, 810), the active player last."""
    names = [p.name for p in board.players]
    attacking = [n for n in names if board.allied(n, board.active) and n != board.active]
    return ([n for n in names if not board.allied(n, board.active)] + attacking
            + [board.active])


def _permanents_of(board: Board, player: str) -> list[Permanent]:
    return [p for p in board.permanents if p.controller == player]


def _panel_width(board: Board, made: list[Permanent]) -> float:
    most = max((len(_permanents_of(board, n)) + sum(t.controller == n for t in made)
                for n in _rows(board)), default=0)
    return MARGIN * 2 + HEADER_W + GAP + max(most, 3) * (CARD_W + GAP)


def _panel_height(board: Board) -> float:
    rows = len(_rows(board))
    return TITLE_H + MARGIN + rows * CARD_H + (rows - 1) * ROW_GAP + MARGIN


def _tokens(board: Board, result: Result | None) -> list[Permanent]:
    """The tokens the combat created (111.1), each its creator's controller's, as the
    result has them."""
    if result is None:
        return []
    controllers = {p.id: p.controller for p in board.permanents}
    made: list[Permanent] = []
    for event in result.events:
        pid = event.permanent
        if event.type != EventType.TOKEN or pid is None or pid in controllers:
            continue
        controller = controllers[pid] = controllers.get(event.source or "", "")
        made.append(Permanent(pid, controller, name=event.note or "token", token=True))
    return made


def _triggered(result: Result | None) -> dict[str, list[str]]:
    """Each permanent's triggered abilities that triggered (603.2), by their labels."""
    found: dict[str, list[str]] = {}
    for event in result.events if result is not None else ():
        if event.type == EventType.TRIGGERED and event.source:
            found.setdefault(event.source, []).append(event.note or "")
    return found


def _panel(scenario: Scenario, result: Result | None, kind: str, x0: float, y0: float,
           width: float, any_result: Result | None, made: list[Permanent],
           ) -> Iterator[str]:
    board = scenario.board
    height = _panel_height(board)
    title = "Before combat" if kind == "before" else "After combat"
    if any_result is not None:
        title += f" — {any_result.rules}"
    yield f'<g class="panel panel-{kind}" transform="translate({x0:g},{y0:g})">'
    yield (f'<rect x="0" y="0" width="{width:g}" height="{height:g}" fill="#fbfbf8" '
           f'stroke="#d0d0c8"/>')
    yield (f'<text x="{MARGIN}" y="{MARGIN + 10}" font-size="15" font-weight="bold">'
           f"{_text(title)}</text>")
    boxes: dict[str, _Box] = {}
    body: list[str] = []
    attacking, blocking = _combatants(scenario, any_result)
    triggered = _triggered(result)
    for r, player in enumerate(_rows(board)):
        y = TITLE_H + MARGIN + r * (CARD_H + ROW_GAP)
        box = _Box(MARGIN, y, HEADER_W, CARD_H)
        boxes[player] = box
        state = result.players.get(player) if result is not None else None
        body.extend(_player(board, player, state, box))
        mine = [*_permanents_of(board, player), *(t for t in made if t.controller == player)]
        for i, perm in enumerate(mine):
            cbox = _Box(MARGIN + HEADER_W + GAP + i * (CARD_W + GAP), y, CARD_W, CARD_H)
            boxes[perm.id] = cbox
            pstate = result.permanents.get(perm.id) if result is not None else None
            role = ("attacking" if perm.id in attacking else
                    "blocking" if perm.id in blocking else "")
            body.extend(_card(perm, pstate, cbox, role, triggered.get(perm.id, [])))
    yield from body
    yield from _arrows(attacking, blocking, boxes, faint=kind == "after")
    yield "</g>"


def _combatants(scenario: Scenario, result: Result | None,
                ) -> tuple[dict[str, str], dict[str, list[str]]]:
    """Who attacks what and who blocks whom: as declared, and as the result says (MTG Puzzle
    Quest derives them)."""
    attacking: dict[str, str] = dict(scenario.combat.attacks)
    blocking: dict[str, list[str]] = {b: list(a) for b, a in scenario.combat.blocks.items()}
    if result is not None:
        for event in (*result.declarations, *result.events):
            if event.type == EventType.ATTACKS and event.source and event.target:
                attacking.setdefault(event.source, event.target)
            elif event.type == EventType.BLOCKS and event.source and event.target:
                targets = blocking.setdefault(event.source, [])
                if event.target not in targets:
                    targets.append(event.target)
    return attacking, blocking


# --- pieces -----------------------------------------------------------------------------

def _text(value: object) -> str:
    return escape(str(value), quote=True)


def _two_lines(value: str, width: float) -> list[str]:
    """`value` on one line if it fits `width`, else on two (at 11px), the second cut short."""
    if len(value) <= max(int(width / CHAR_W), 4):
        return [value]
    most = max(int(width / (CHAR_W * 11 / 12)), 4)
    words = value.split(" ")
    first = ""
    while words and len(f"{first} {words[0]}".strip()) <= most:
        first = f"{first} {words.pop(0)}".strip()
    if not first:  # one long word: cut it
        return [value[:most], _fit(value[most:], width * 12 / 11)]
    return [first, _fit(" ".join(words), (width + 28) * 12 / 11)] if words else [first]


def _fit(value: str, width: float) -> str:
    most = max(int(width / CHAR_W), 4)
    return value if len(value) <= most else value[: most - 1] + "…"


def _player(board: Board, name: str, state: PlayerState | None, box: _Box) -> Iterator[str]:
    player = board.player(name)
    lost = state is not None and state.lost
    yield (f'<g class="player{" lost" if lost else ""}" data-player="{_text(name)}" '
           f'data-life="{state.life if state else player.life}" '
           f'data-poison="{state.poison if state else player.poison}" '
           f'data-lost="{str(lost).lower()}">')
    yield (f'<rect x="{box.x:g}" y="{box.y:g}" width="{box.w:g}" height="{box.h:g}" rx="8" '
           f'fill="{"#fff1f1" if lost else "#ffffff"}" '
           f'stroke="{_DEAD if lost else "#555"}" stroke-width="{2 if lost else 1}"/>')
    x = box.x + 10
    yield (f'<text x="{x:g}" y="{box.y + 20:g}" font-size="14" font-weight="bold">'
           f"{_text(_fit(name, box.w - 20))}</text>")
    team = next((t for t in board.teams if name in t), ())
    attacking = board.allied(name, board.active)
    role = ("attacking" if attacking else "defending") + (" team" if team else " player")
    if lost:
        yield (f'<text x="{x:g}" y="{box.y + 36:g}" fill="{_DEAD}" font-weight="bold">'
               "lost the game</text>")
    else:
        yield f'<text x="{x:g}" y="{box.y + 36:g}" fill="#666">{_text(role)}</text>'
    if state is None:
        life = f"{player.life} life"
        poison = f"{player.poison} poison"
    else:
        life = (f"{player.life} → {state.life} life" if state.life != player.life
                else f"{state.life} life")
        poison = (f"{player.poison} → {state.poison} poison" if state.poison != player.poison
                  else f"{state.poison} poison")
    yield f'<text x="{x:g}" y="{box.y + 56:g}" class="life">{_text(life)}</text>'
    yield f'<text x="{x:g}" y="{box.y + 72:g}" class="poison">{_text(poison)}</text>'
    commander = state.commander_damage if state is not None else player.commander_damage
    said = ", ".join(f"{n} from {_label(board, c)}" for c, n in commander.items() if n)
    if said:  # 903.10a: 21 combat damage from one commander
        yield (f'<text x="{x:g}" y="{box.y + 87:g}" font-size="10" class="commander-damage">'
               f"<title>commander damage: {_text(said)}</title>"
               f"{_text(_fit('commander ' + said, box.w - 16))}</text>")
    yield "</g>"


def _label(board: Board, pid: str) -> str:
    perm = board.get(pid)
    return pid if perm is None else perm.label


def _fill(perm: Permanent) -> str:
    if len(perm.colors) > 1:
        return _GOLD
    if perm.colors:
        return _FILL.get(next(iter(perm.colors)), _COLORLESS)
    return _COLORLESS


def _stats(perm: Permanent, state: PermanentState | None) -> str:
    if CREATURE in perm.types:
        if state is not None:
            return f"{state.power}/{state.toughness}"
        return f"{perm.current_power}/{perm.current_toughness}"
    if PLANESWALKER in perm.types:
        return f"◆{state.loyalty if state else perm.loyalty}"
    if BATTLE in perm.types:
        return f"⛨{state.defense if state else perm.defense}"
    return ""


def _card(perm: Permanent, state: PermanentState | None, box: _Box, role: str,
          triggered: list[str]) -> Iterator[str]:
    zone = state.zone if state is not None else Zone.BATTLEFIELD
    gone = zone != Zone.BATTLEFIELD
    damage = state.damage if state is not None else perm.damage
    tapped = state.tapped if state is not None else perm.tapped
    counters = state.counters if state is not None else perm.counters
    classes = " ".join(c for c in ("permanent", role, "gone" if gone else "") if c)
    stroke = {"attacking": _ATTACK, "blocking": _BLOCK}.get(role, "#444")
    width = 3 if role else 1
    tip = [perm.label, f"id {perm.id}", ", ".join(perm.keywords.printed),
           *(f"triggered: {label}" for label in triggered)]
    faded = ' opacity="0.55"' if gone else ""
    yield (f'<g class="{classes}" data-id="{_text(perm.id)}" data-zone="{zone}" '
           f'data-damage="{damage}"{faded}>')
    yield f"<title>{_text(' · '.join(t for t in tip if t))}</title>"
    yield (f'<rect x="{box.x:g}" y="{box.y:g}" width="{box.w:g}" height="{box.h:g}" rx="8" '
           f'fill="{_fill(perm)}" stroke="{stroke}" stroke-width="{width}"/>')
    x = box.x + 8
    title = _two_lines(perm.label, box.w - 36)
    down = 10 * (len(title) - 1)  # a long name takes two lines, the rest moves down
    for n, line in enumerate(title):
        size = ' font-size="11"' if len(title) > 1 else ""
        yield (f'<text x="{x:g}" y="{box.y + 15 + 2 * (len(title) == 1) + 11 * n:g}"'
               f'{size} font-weight="bold" class="name">{_text(line)}</text>')
    if perm.label != perm.id or perm.token:
        pid = f"token · {perm.id}" if perm.token else perm.id
        yield (f'<text x="{x:g}" y="{box.y + 31 + down:g}" font-size="10" fill="#666">'
               f"{_text(_fit(pid, box.w - 16))}</text>")
    if perm.keywords.printed:
        words = ", ".join(perm.keywords.printed)
        yield (f'<text x="{x:g}" y="{box.y + 46 + down // 2:g}" font-size="10" '
               f'font-style="italic">{_text(_fit(words, (box.w - 16) * 1.2))}</text>')
    notes = [f"{n}×{kind}" for kind, n in counters.items() if n]
    if tapped:
        notes.append("tapped")
    if notes:
        yield (f'<text x="{x:g}" y="{box.y + 60 + down // 2:g}" font-size="10" fill="#444">'
               f"{_text(_fit(' '.join(notes), (box.w - 16) * 1.2))}</text>")
    if triggered:
        yield (f'<text x="{x:g}" y="{box.y + 72:g}" font-size="9" fill="#6a4c00" '
               f'class="triggered">'
               f"{_text(_fit('⚡ ' + ', '.join(triggered), (box.w - 60) * 1.35))}</text>")
    if role:
        yield (f'<text x="{x:g}" y="{box.y + box.h - 9:g}" font-size="10" font-weight="bold" '
               f'fill="{stroke}">{role}</text>')
    stats = _stats(perm, state)
    if stats:
        sw = max(len(stats) * 8 + 10, 34)
        sx, sy = box.x + box.w - sw - 6, box.y + box.h - 26
        yield (f'<rect x="{sx:g}" y="{sy:g}" width="{sw:g}" height="20" rx="4" fill="#fff" '
               f'stroke="#444"/>')
        yield (f'<text x="{sx + sw / 2:g}" y="{sy + 15:g}" text-anchor="middle" '
               f'font-weight="bold" class="stats">{_text(stats)}</text>')
    if damage:
        cx, cy = box.x + box.w - 14, box.y + 14
        yield (f'<g class="damage"><circle cx="{cx:g}" cy="{cy:g}" r="12" fill="{_DEAD}"/>'
               f'<text x="{cx:g}" y="{cy + 4:g}" text-anchor="middle" fill="#fff" '
               f'font-weight="bold">{damage}</text></g>')
    if gone:
        yield (f'<path d="M{box.x + 6:g},{box.y + 6:g} L{box.x + box.w - 6:g},'
               f'{box.y + box.h - 6:g} M{box.x + box.w - 6:g},{box.y + 6:g} L{box.x + 6:g},'
               f'{box.y + box.h - 6:g}" stroke="{_DEAD}" stroke-width="3" opacity="0.8"/>')
        yield (f'<text x="{box.x + box.w / 2:g}" y="{box.y + box.h / 2 + 5:g}" '
               f'text-anchor="middle" font-size="14" font-weight="bold" fill="{_DEAD}" '
               f'stroke="#fff" stroke-width="3" paint-order="stroke">{_text(zone)}</text>')
    yield "</g>"


def _arrows(attacking: dict[str, str], blocking: dict[str, list[str]],
            boxes: dict[str, _Box], faint: bool) -> Iterator[str]:
    """Attacks and blocks as arrows; after combat, fainter (who fought whom)."""
    if faint:
        yield '<g class="arrows" opacity="0.45">'
    for attacker, target in attacking.items():
        if attacker in boxes and target in boxes:
            yield _arrow(boxes[attacker], boxes[target], "attack")
    for blocker, attackers in blocking.items():
        for attacker in attackers:
            if blocker in boxes and attacker in boxes:
                yield _arrow(boxes[blocker], boxes[attacker], "block")
    if faint:
        yield "</g>"


def _arrow(start: _Box, end: _Box, kind: str) -> str:
    if end.y < start.y:
        (x1, y1), (x2, y2) = start.top, end.bottom
    elif end.y > start.y:
        (x1, y1), (x2, y2) = start.bottom, end.top
    else:  # same row: an arc over the cards
        (x1, y1), (x2, y2) = start.top, end.top
        mid = (x1 + x2) / 2
        color = _ATTACK if kind == "attack" else _BLOCK
        return (f'<path class="arrow {kind}" d="M{x1:g},{y1:g} Q{mid:g},{y1 - 40:g} '
                f'{x2:g},{y2:g}" fill="none" stroke="{color}" stroke-width="2.5" '
                f'marker-end="url(#arrow-{kind})"/>')
    color = _ATTACK if kind == "attack" else _BLOCK
    dash = ' stroke-dasharray="6 3"' if kind == "block" else ""
    return (f'<line class="arrow {kind}" x1="{x1:g}" y1="{y1:g}" x2="{x2:g}" y2="{y2:g}" '
            f'stroke="{color}" stroke-width="2.5"{dash} marker-end="url(#arrow-{kind})"/>')


__all__ = ["board_svg"]
