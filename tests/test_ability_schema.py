"""The published JSON Schema of `abilities` (redzone/scenario/schemas/ability.json): it is the
schema the reader enforces, the web API's OpenAPI schema has it, and it accepts the abilities
the tests use and refuses malformed ones as the reader does."""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

import jsonschema
import pytest
from fastapi.testclient import TestClient

import redzone
from redzone.scenario.schema import AbilityIn
from redzone.web.app import create_app

PUBLISHED = json.loads(resources.files("redzone").joinpath(
    "scenario/schemas/ability.json").read_text())

GOOD: list[dict[str, Any]] = [
    {"trigger": "attacks", "effects": [{"pump": [1, 0], "to": "each other attacking creature"}]},
    {"trigger": "you attack", "count": 3, "if": {"life_at_most": 10},
     "effects": [{"tokens": {"count": 2, "power": 1, "toughness": 1, "attacking": True}}]},
    {"affects": {"subtypes": ["Goblin"], "other": True}, "pump": [1, 1], "gains": ["haste"]},
    {"affects": "it", "gains": ["first strike"], "as_long_as": "it's attacking"},
    {"affects": {"subtypes": ["Sliver"]}, "grants": [{"cost": "{2}", "effects": [
        {"pump": [1, 0]}]}]},
]
BAD: list[dict[str, Any]] = [
    {"trigger": "whenever", "effects": []},
    {"trigger": "attacks", "effects": [{"pump": [1]}]},
    {"affects": "it", "pump": [1, 1], "colour": "red"},
    {"trigger": "dies", "effects": [{"to": "everyone"}]},
]


def test_the_published_file_is_the_readers_schema() -> None:
    generated = AbilityIn.model_json_schema(by_alias=True)
    # (an ability may give abilities, `grants`: the schema refers to itself)
    top = generated["$defs"]["AbilityIn"] if "$ref" in generated else generated
    assert PUBLISHED["properties"] == top["properties"]
    assert PUBLISHED["$defs"] == generated["$defs"]


@pytest.mark.parametrize("ability", GOOD)
def test_good_abilities_pass_the_schema_and_the_reader(ability: dict[str, Any]) -> None:
    jsonschema.validate(ability, PUBLISHED)
    board = {"players": {"Alice": {}, "Bob": {}},
             "battlefield": {"Alice": [{"id": "x", "power": 2, "toughness": 2,
                                        "abilities": [ability]}], "Bob": []}}
    redzone.from_dict(board)


@pytest.mark.parametrize("ability", BAD)
def test_bad_abilities_fail_the_schema_and_the_reader(ability: dict[str, Any]) -> None:
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(ability, PUBLISHED)
    board = {"players": {"Alice": {}, "Bob": {}},
             "battlefield": {"Alice": [{"id": "x", "power": 2, "toughness": 2,
                                        "abilities": [ability]}], "Bob": []}}
    with pytest.raises(redzone.ScenarioError) as caught:
        redzone.from_dict(board)
    assert "battlefield.Alice[0].abilities[0]" in str(caught.value)


def test_the_web_api_schema_has_the_abilities() -> None:
    openapi = TestClient(create_app(), base_url="http://localhost").get("/openapi.json").json()
    names = set(openapi["components"]["schemas"])
    assert {"AbilityIn", "EffectIn", "FilterIn"} <= names
