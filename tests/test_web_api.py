"""The web API (FastAPI's test client): each endpoint answers what the library and the CLI
answer for the same board; bad requests get a 4xx with a JSON error naming the field or the
rule; bodies over 256 KB get 413; heavy work stops at its limits; the page loads nothing from
elsewhere."""

from __future__ import annotations

import json
import os
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest
import yaml
from fastapi.testclient import TestClient

import redzone
from clirun import run_cli
from redzone.analysis.compare import compare
from redzone.analysis.solve import solve_attacks, solve_blocks
from redzone.web import MAX_BODY, Limits, create_app
from redzone.web.work import Worker, WorkLimit

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
GORGER = yaml.safe_load((EXAMPLES / "vastwood-gorger.yaml").read_text())
FLYER_BLOCKED = {
    "players": {"Alice": {}, "Bob": {}},
    "battlefield": {"Alice": [{"id": "bird", "power": 1, "toughness": 1,
                               "keywords": ["flying"]}],
                    "Bob": [{"id": "bear", "power": 2, "toughness": 2}]},
    "combat": {"attacks": {"bird": "Bob"}, "blocks": {"bear": "bird"}},
}


def pile(power: int, blockers: int) -> dict[str, Any]:
    """One trampler blocked by many."""
    return {"players": {"A": {}, "B": {}},
            "battlefield": {"A": [{"id": "x", "power": power, "toughness": 5,
                                   "keywords": ["trample"]}],
                            "B": [{"id": f"b{i}", "power": 1, "toughness": 3 + i}
                                  for i in range(blockers)]},
            "combat": {"attacks": {"x": "B"}, "blocks": {f"b{i}": "x" for i in range(blockers)}}}


JSON = {"content-type": "application/json"}


def post_json(client: TestClient, path: str, body: Any) -> httpx.Response:
    """A POST of raw bytes said to be JSON."""
    return client.post(path, content=body, headers=JSON)


def post_text(client: TestClient, text: str | bytes) -> httpx.Response:
    """A file's text to the import."""
    return client.post("/api/scenario/import", content=text,
                       headers={"content-type": "text/plain"})

# Six attackers, three blocked, under the dice variant: sampling 200,000 combats takes
# seconds (8 s on the development machine).
SLOW = {"rules": "dice", "players": {"A": {}, "B": {}},
        "battlefield": {"A": [{"id": f"a{i}", "power": 3, "toughness": 4} for i in range(6)],
                        "B": [{"id": f"b{i}", "power": 2, "toughness": 3} for i in range(3)]},
        "combat": {"attacks": {f"a{i}": "B" for i in range(6)},
                   "blocks": {f"b{i}": f"a{i}" for i in range(3)}}}
SLOW_PATH = "/api/odds?samples=200000"


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    with TestClient(create_app(), base_url="http://localhost") as c:
        yield c


def error_of(response: httpx.Response, status: int) -> dict[str, Any]:
    """The JSON error of a refused request, which names a field or a rule."""
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/json")
    body: dict[str, Any] = response.json()
    assert body["error"]
    assert body.get("field") or body.get("rule"), body
    return body


# --- the same answers as the library and the CLI ---------------------------------------------

def library_answer() -> dict[str, object]:
    """What /api/resolve answers for GORGER: the library's result, its verdict, warnings."""
    result = redzone.resolve(redzone.from_dict(GORGER))
    return {**result.to_json(), "verdict": result.verdict().to_json(), "warnings": []}


def test_resolve_is_the_library_result(client: TestClient) -> None:
    answer = client.post("/api/resolve", json=GORGER)
    assert answer.status_code == 200
    assert answer.json() == library_answer()


def test_resolve_explains_as_the_cli_does(client: TestClient) -> None:
    answer = client.post("/api/resolve?explain=true", json=GORGER).json()
    code, out, _ = run_cli("resolve", str(EXAMPLES / "vastwood-gorger.yaml"))
    assert code == 0
    assert answer["explanation"] == out.rstrip("\n").split("\n")
    assert "  Pride Guardian (guardian) is destroyed: lethal damage (704.5g)" in (
        answer["explanation"])


def test_resolve_with_picture_and_best_assignment(client: TestClient) -> None:
    answer = client.post("/api/resolve?assign=best&picture=after", json=GORGER).json()
    code, out, _ = run_cli("resolve", str(EXAMPLES / "vastwood-gorger.yaml"), "--json",
                           "--assign", "best")
    assert code == 0
    svg = answer.pop("svg")
    assert answer == json.loads(out)
    assert svg.startswith("<svg") and 'data-id="guardian"' in svg


def test_resolve_with_other_rules_and_dice_options(client: TestClient) -> None:
    dice = yaml.safe_load((EXAMPLES / "dice-hill-giant-vs-white-knight.yaml").read_text())
    answer = client.post("/api/resolve?seed=7", json=dice)
    code, out, _ = run_cli("resolve", str(EXAMPLES / "dice-hill-giant-vs-white-knight.yaml"),
                           "--json", "--seed", "7")
    assert code == 0 and answer.json() == json.loads(out)
    assert client.post("/api/resolve?rules=cr-m10", json=GORGER).json()["rules"] == "cr-m10"
    body = error_of(client.post("/api/resolve?seed=1", json=GORGER), 422)
    assert body["field"] == "seed"


def test_check(client: TestClient) -> None:
    assert client.post("/api/check", json=GORGER).json() == {"legal": True, "violations": [],
                                                               "warnings": []}
    verdict = client.post("/api/check", json=FLYER_BLOCKED).json()
    assert verdict["legal"] is False
    assert verdict["violations"][0]["subject"] == "bear"
    assert verdict["violations"][0]["rule"] == "702.9b"


def test_assignments(client: TestClient) -> None:
    answer = client.post("/api/assignments?limit=2", json=GORGER).json()
    assert answer["count"] == redzone.count_assignments(redzone.from_dict(GORGER)) == 6
    assert answer["listed"] == len(answer["assignments"]) == 2
    assert answer["assignments"][0] == next(redzone.legal_assignments(redzone.from_dict(GORGER)))


def test_odds_and_compare(client: TestClient) -> None:
    path = EXAMPLES / "dice-hill-giant-vs-white-knight.yaml"
    answer = client.post("/api/odds", json=yaml.safe_load(path.read_text()))
    code, out, _ = run_cli("odds", str(path), "--json")
    assert code == 0 and answer.status_code == 200 and answer.json() == json.loads(out)
    assert client.post("/api/compare", json=GORGER).json() == {
        **compare(redzone.from_dict(GORGER)).to_json(), "warnings": []}


def test_solve_blocks_and_attacks(client: TestClient) -> None:
    scenario = redzone.from_dict(GORGER)
    blocks = client.post("/api/solve/blocks", json=GORGER).json()
    assert blocks.pop("said").startswith("survives; value")
    assert blocks.pop("verdict")["headline"].startswith("Not lethal")
    assert blocks == {**solve_blocks(scenario).to_json(), "warnings": []}
    assert {"blocks", "value", "result"} <= set(blocks)
    attacks = client.post("/api/solve/attacks?explain=true&picture=after", json=GORGER).json()
    explained = attacks.pop("explanation")
    assert attacks.pop("rules_cited")["510.2"].startswith("All assigned combat damage")
    assert explained[0] == attacks.pop("verdict")["headline"]
    assert "Rules: cr-current (Comprehensive Rules, 2026-09-25)" in explained
    assert attacks.pop("said") and attacks.pop("svg").startswith("<svg")
    assert attacks == {**solve_attacks(scenario).to_json(), "warnings": []}
    body = error_of(client.post("/api/solve/blocks?budget=0", json=GORGER), 422)
    assert body["field"] == "budget"


def test_render(client: TestClient) -> None:
    answer = client.post("/api/render?when=after", json=GORGER)
    assert answer.headers["content-type"].startswith("image/svg+xml")
    assert 'data-id="guardian" data-zone="graveyard"' in answer.text
    before = client.post("/api/render?when=before", json=FLYER_BLOCKED)  # illegal, not resolved
    assert before.status_code == 200 and 'class="arrow block"' in before.text
    error_of(client.post("/api/render?when=after", json=FLYER_BLOCKED), 422)


def test_cards(client: TestClient) -> None:
    card = client.get("/api/card", params={"name": "vastwood gorger"}).json()
    assert (card["name"], card["power"], card["toughness"]) == ("Vastwood Gorger", "5", "6")
    missing = error_of(client.get("/api/card", params={"name": "Vastwood Gorgr"}), 404)
    assert missing["suggestions"][0] == "Vastwood Gorger"
    names = client.get("/api/cards", params={"q": "vastwood g"}).json()["names"]
    assert names[0] == "Vastwood Gorger"
    assert client.get("/api/cards", params={"q": "elves", "limit": 3}).json()["names"] == [
        "Elves of Deep Shadow", "Chance-Met Elves", "Darkwatch Elves"]
    assert client.get("/api/cards").json() == {"names": []}
    assert client.get("/api/rules").json()[0]["name"] == "cr-current"


def test_import_and_export(client: TestClient) -> None:
    text = (EXAMPLES / "vastwood-gorger.yaml").read_text()
    imported = client.post("/api/scenario/import", content=text,
                           headers={"content-type": "text/plain"}).json()["scenario"]
    assert imported == GORGER
    exported = client.post("/api/scenario/export", json=imported)
    assert exported.headers["content-type"].startswith("application/yaml")
    assert "  - {id: gorger, card: Vastwood Gorger}" in exported.text  # the card gives the rest
    assert redzone.loads(exported.text) == redzone.from_dict(GORGER)
    assert exported.text == redzone.dumps(redzone.from_dict(GORGER))
    as_json = client.post("/api/scenario/export?format=json", json=imported)
    assert as_json.headers["content-type"].startswith("application/json")
    assert redzone.from_dict(as_json.json()) == redzone.from_dict(GORGER)
    assert error_of(client.post("/api/scenario/export?format=toml", json=imported),
                    422)["field"] == "format"
    aliases = "players: {A: &p {life: 20}, B: *p}\n"
    assert "aliases" in error_of(post_text(client, aliases), 422)["error"]
    broken = error_of(post_text(client, "players: [\n"), 422)
    assert "line" in broken["error"]
    error_of(post_text(client, b"\xff\xfe"), 400)


# --- bad requests: a 4xx naming the field or the rule, never a 500 -----------------------------

def test_scenario_errors_name_the_field(client: TestClient) -> None:
    bad = {**GORGER, "battlefield": {**GORGER["battlefield"],
                                     "Bob": [{"id": "guardian", "power": "0", "toughness": 3}]}}
    assert error_of(client.post("/api/resolve", json=bad), 422)["field"] == (
        "battlefield.Bob[0].power")
    typo = {**GORGER, "combat": {"attakcs": {}}}
    body = error_of(client.post("/api/resolve", json=typo), 422)
    assert body["field"] == "combat" and "did you mean 'attacks'" in body["error"]
    assert error_of(client.post("/api/resolve", json=[1, 2]), 422)["field"] == "body"
    body = error_of(client.post("/api/resolve?rules=cr-curent", json=GORGER), 422)
    assert body["field"] == "rules" and "cr-current" in body["error"]


def test_illegal_declarations_name_the_rule(client: TestClient) -> None:
    body = error_of(client.post("/api/resolve", json=FLYER_BLOCKED), 422)
    assert body["rule"] == "702.9b"
    assert body["violations"] == [{"rule": "702.9b", "subject": "bear", "message": (
        "can't block bird: it has flying and the blocker has neither flying nor reach")}]
    assign = {**GORGER, "combat": {**GORGER["combat"], "assign": {"gorger": {"Bob": 5}}}}
    body = error_of(client.post("/api/resolve", json=assign), 422)
    assert (body["rule"], body["field"]) == ("510.1c", "combat.assign")


def test_bad_bodies_and_queries(client: TestClient) -> None:
    assert error_of(post_json(client, "/api/resolve", b"{"), 400)["field"] == "body"
    assert error_of(post_json(client, "/api/resolve", b"\xff"), 400)["field"] == "body"
    deep = b"[" * 100_000 + b"]" * 100_000
    assert error_of(post_json(client, "/api/check", deep), 400)["field"] == "body"
    assert error_of(client.post("/api/assignments?limit=5000", json=GORGER), 422)[
        "field"] == "limit"
    assert error_of(client.post("/api/resolve?turns=-1", json=GORGER), 422)["field"] == "turns"
    assert error_of(client.get("/api/card"), 422)["field"] == "name"
    assert error_of(client.get("/api/nothing"), 404)["field"] == "path"
    assert error_of(client.get("/api/resolve"), 405)["field"] == "path"


def test_bodies_over_256_kb_get_413(client: TestClient) -> None:
    big = b" " * (MAX_BODY + 1)
    assert error_of(post_json(client, "/api/resolve", big), 413)["field"] == "body"

    def chunks() -> Iterator[bytes]:  # no content-length: counted as it comes
        for _ in range(5):
            yield b" " * (MAX_BODY // 4)

    assert error_of(post_json(client, "/api/check", chunks()), 413)["field"] == "body"
    just = json.dumps(GORGER).encode()
    just += b" " * (MAX_BODY - len(just))
    assert post_json(client, "/api/check", just).status_code == 200


# --- bounded work ---------------------------------------------------------------------------

def test_a_search_past_its_time_is_stopped() -> None:
    with TestClient(create_app(Limits(seconds=0.5)), base_url="http://localhost") as slow:
        body = error_of(slow.post(SLOW_PATH, json=SLOW), 422)
        assert "longer than 0.5 s" in body["error"]
        assert slow.post("/api/assignments", json=pile(20, 6)).json()["count"] == 53130


def test_large_boards_run_in_a_child_with_the_same_answer() -> None:
    with TestClient(create_app(Limits(inline_body=10)), base_url="http://localhost") as child:
        assert child.post("/api/resolve?explain=true", json=GORGER).json()["explanation"][
            -1].endswith("— graveyard")
        assert child.post("/api/resolve", json=GORGER).json() == library_answer()
        body = error_of(child.post("/api/resolve", json=FLYER_BLOCKED), 422)
        assert body["rule"] == "702.9b"
        assert error_of(child.post("/api/check", json={"players": {}}), 422)[
            "field"] == "players"


def test_too_many_searches_at_once_get_429() -> None:
    app = create_app(Limits(seconds=1.0, parallel=1, queue_seconds=0.2))
    statuses: list[int] = []

    async def both() -> None:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://localhost") as c:
            async def one() -> None:
                statuses.append((await c.post(SLOW_PATH, json=SLOW)).status_code)
            async with anyio.create_task_group() as group:
                group.start_soon(one)
                group.start_soon(one)

    anyio.run(both)
    assert sorted(statuses) == [422, 429]


# --- the page ------------------------------------------------------------------------------

def test_the_page_and_its_assets_are_served_offline(client: TestClient) -> None:
    page = client.get("/")
    assert page.status_code == 200 and "<title>redzone" in page.text
    assert "default-src 'self'" in page.headers["content-security-policy"]
    static = ROOT / "src" / "redzone" / "web" / "static"
    for name in re.findall(r'(?:src|href)="/static/([^"]+)"', page.text):
        assert client.get(f"/static/{name}").status_code == 200
        assert (static / name).exists()
    for path in static.iterdir():
        text = path.read_text()
        assert not re.search(r"https?://(?!www\.w3\.org/2000/svg)", text), path.name
        assert "//cdn" not in text
    assert client.get("/api.html").status_code == 200


def test_openapi_documents_every_endpoint(client: TestClient) -> None:
    schema = client.get("/openapi.json").json()
    assert set(schema["paths"]) >= {
        "/api/resolve", "/api/check", "/api/assignments", "/api/solve/blocks",
        "/api/solve/attacks", "/api/odds", "/api/card", "/api/cards", "/api/render",
        "/api/scenario/import", "/api/scenario/export"}
    body = schema["paths"]["/api/resolve"]["post"]["requestBody"]["content"]["application/json"]
    assert body["schema"] == {"$ref": "#/components/schemas/Scenario"}
    assert "battlefield" in schema["components"]["schemas"]["Scenario"]["properties"]
    assert client.get("/docs").status_code == 404  # its page would load a CDN's scripts


def test_serve_command() -> None:
    code, out, _ = run_cli("serve", "--help")
    assert code == 0 and "--port" in out


def test_other_sites_cant_use_it_through_a_browser(client: TestClient) -> None:
    """A page elsewhere can send a "simple" request (text/plain, a form) to 127.0.0.1 without
    asking first; the API refuses bodies not said to be JSON (415). A DNS rebinding page
    reaches the server under its own name; the server refuses other names (400)."""
    body = json.dumps(GORGER)
    for kind in ("text/plain", "application/x-www-form-urlencoded", None):
        headers = {"content-type": kind} if kind else {}
        refused = client.post("/api/solve/blocks", content=body, headers=headers)
        assert refused.status_code == 415 and refused.json()["field"] == "content-type"
    assert client.post("/api/resolve", content=body,
                       headers={"content-type": "application/json; charset=utf-8"}
                       ).status_code == 200
    for host in ("evil.example", "127.0.0.1.evil.example:8000", "10.0.0.1"):
        refused = client.get("/api/rules", headers={"host": host})
        assert refused.status_code == 400 and refused.json()["field"] == "host"
    for host in ("127.0.0.1:8000", "localhost", "[::1]:8000"):
        assert client.get("/api/rules", headers={"host": host}).status_code == 200


def test_duplicate_keys_and_huge_numbers_are_refused_as_by_the_cli(client: TestClient) -> None:
    twice = b'{"players": {"A": {}, "B": {}}, "players": {}}'
    assert "twice" in error_of(post_json(client, "/api/check", twice), 400)[
        "error"]
    huge = json.dumps(GORGER).replace('"life": 20', '"life": ' + "9" * 5000, 1)
    if huge != json.dumps(GORGER):
        body = error_of(post_json(client, "/api/check", huge), 422)
        assert "out of range" in body["error"]
    surrogate = b'{"players": {"\\ud800": {}, "B": {}}}'
    assert error_of(post_json(client, "/api/check", surrogate), 422)[
        "field"] == "players"
    deep = "players: " + "[" * 5000 + "]" * 5000
    assert error_of(post_text(client, deep), 422)


def test_hostile_imports_are_a_422_that_names_the_field(client: TestClient) -> None:
    """The import parses a file's text as the CLI does: bad tags, huge integers and deep
    nesting are refused quickly (nesting used to hold the event loop for seconds)."""
    tagged = "players: {Alice: {life: !!int 0xZZ}, Bob: {}}\n"
    assert error_of(post_text(client, tagged), 422)
    huge = "players: {Alice: {life: " + "9" * 5000 + "}, Bob: {}}\n"
    assert "players.Alice.life" in json.dumps(error_of(post_text(client, huge), 422))
    start = time.perf_counter()
    assert error_of(post_text(client, "a: " + "[" * 5000 + "]" * 5000), 422)
    assert time.perf_counter() - start < 1.0
    toxic = json.loads(json.dumps(GORGER))
    toxic["battlefield"]["Alice"][0]["keywords"] = ["toxic " + "9" * 5000]
    assert "keywords" in error_of(post_json(client, "/api/check", json.dumps(toxic)), 422)[
        "field"]


def test_a_child_that_fails_is_a_crash_not_a_memory_limit() -> None:
    """A search that raises, or ends without answering, is reported as a failure inside
    redzone (500), not as the board needing more memory."""
    worker = Worker(Limits(seconds=10))
    for fn, args in ((int, ("not a number",)), (os._exit, (3,))):
        with pytest.raises(WorkLimit) as failed:
            anyio.run(worker.run, fn, *args)
        assert failed.value.what == "crash"


HARD_ATTACKS = ROOT / "tests" / "boards" / "attack-8v8-walker.json"


def test_a_solve_stops_at_its_time_limit_with_its_bound(client: TestClient) -> None:
    """`time_limit`: the search settles for the best attack found, with what it proved."""
    board = json.loads(HARD_ATTACKS.read_text())
    start = time.monotonic()
    answer = client.post("/api/solve/attacks?time_limit=0.5", json=board).json()
    assert time.monotonic() - start < 5  # (the child's start, then twice the limit at most)
    assert answer["exact"] is False and "bound" in answer
    assert error_of(client.post("/api/solve/attacks?time_limit=0", json=board),
                    422)["field"] == "time_limit"


def test_a_search_whose_client_has_gone_is_killed() -> None:
    """The page's Cancel: once the client has gone, the child stops at once ("cancelled")
    rather than at the server's limit."""
    worker = Worker(Limits(seconds=30))

    async def gone() -> bool:
        return True

    start = time.monotonic()
    with pytest.raises(WorkLimit) as failed:
        anyio.run(lambda: worker.run(time.sleep, 20, gone=gone))
    assert failed.value.what == "cancelled" and time.monotonic() - start < 5


def test_the_rulebook_says_each_rule_in_a_line(client: TestClient) -> None:
    book = client.get("/api/rulebook").json()
    assert book["702.19b"].startswith("A trampler") and "cr-6e:310.1" in book
    assert all("\n" not in said for said in book.values())


def test_the_autocompletion_offers_lands_by_name(client: TestClient) -> None:
    """A basic land isn't in the database of permanents that fight, but `card: Forest` is a
    land (forestwalk reads it): the page's autocompletion offers it."""
    names = client.get("/api/cards?q=fores&limit=5").json()["names"]
    assert names[0] == "Forest"
    assert client.get("/api/card?name=Forest").json()["types"] == ["land"]
