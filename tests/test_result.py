"""The vocabulary of results: one enum of event types, each with its docstring and its
sentence; one enum of zones; both written in JSON as their plain names."""

from __future__ import annotations

import ast
import itertools
import json
from pathlib import Path

import redzone
from redzone import EventType, Zone
from redzone.core.result import Event
from redzone.render.events import STYLE
from redzone.render.sentences import _SENTENCES

RESULT = Path(redzone.__file__).parent / "core" / "result.py"


def test_every_event_type_has_a_docstring_and_a_sentence() -> None:
    tree = ast.parse(RESULT.read_text(encoding="utf-8"))
    enum = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "EventType")
    body = enum.body
    documented = {stmt.targets[0].id for stmt, after in itertools.pairwise(body)
                  if isinstance(stmt, ast.Assign) and isinstance(stmt.targets[0], ast.Name)
                  and isinstance(after, ast.Expr) and isinstance(after.value, ast.Constant)}
    assert documented == {t.name for t in EventType}
    assert set(_SENTENCES) == set(EventType)
    assert set(STYLE) <= set(EventType)


def test_json_writes_plain_names() -> None:
    event = Event(EventType.LIFE_LOSS, "120.3a", source="gorger", player="Bob", amount=5)
    assert json.dumps(event.to_json()) == (
        '{"type": "life_loss", "source": "gorger", "player": "Bob", "amount": 5, '
        '"rule": "120.3a"}')
    result = redzone.resolve("examples/vastwood-gorger.yaml")
    assert result.permanents["guardian"].zone is Zone.GRAVEYARD
    assert result.to_json()["permanents"]["guardian"]["zone"] == "graveyard"
    assert {e.type for e in result.events} <= set(EventType)
