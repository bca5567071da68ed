"""The web calculator's server: a JSON API over the library and the page that uses it.

The API takes the scenario format (shared/spec/scenario-format.md) as the JSON body of a POST,
the CLI's options as query parameters, and answers the CLI's JSON. It calls the same library
functions as the CLI (tasks.py) and holds no rules. Every bad request gets a 4xx and a JSON
`{"error": ..., "field" or "rule": ...}`; bodies over 256 KB get 413; heavy requests run in a
child process with a time limit (work.py).
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from importlib import resources
from typing import Annotated, Any, Literal

from fastapi import FastAPI, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.openapi.utils import get_openapi
from fastapi.responses import FileResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel
from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from redzone import __version__, cards
from redzone.analysis.solve import DEFAULT_BUDGET
from redzone.core.errors import RedzoneError, ScenarioError
from redzone.render.rulebook import summaries
from redzone.rules import RULE_SETS
from redzone.rules.dice.ruleset import MAX_TURNS
from redzone.scenario.schema import ScenarioIn
from redzone.scenario.text import parse_json

from . import tasks
from .errors import error_body
from .work import Limits, Worker, WorkLimit

MAX_BODY = 256 * 1024
MAX_LIMIT = 1000  # assignments listed
MAX_SAMPLES = 200_000  # Monte Carlo combats

MAX_QUERY = 200  # characters of a card name
STATIC = resources.files("redzone.web") / "static"
EXAMPLE: dict[str, Any] = {  # examples/vastwood-gorger.yaml
    "players": {"Alice": {"life": 20}, "Bob": {"life": 20}},
    "battlefield": {
        "Alice": [{"id": "gorger", "card": "Vastwood Gorger"}],
        "Bob": [{"id": "guardian", "name": "Pride Guardian", "power": 0, "toughness": 3},
                {"id": "elves", "card": "Llanowar Elves"}]},
    "combat": {"attacks": {"gorger": "Bob"}, "blocks": {"guardian": "gorger", "elves": "gorger"}},
}

Rules = Annotated[str | None, Query(
    description="Judge by these rules instead of the scenario's (as `--rules`).",
    json_schema_extra={"enum": list(RULE_SETS)}, max_length=40)]
Assign = Annotated[Literal["default", "best"] | None, Query(
    description="`best`: creatures without `assign` split their damage as is best for "
                "their controller (as `--assign best`).")]
Seed = Annotated[int | None, Query(description="dice: the seed of the rolls.",
                                   ge=-(2**63), le=2**63 - 1)]
Turns = Annotated[int | None, Query(description="dice: follow N ends of turn.", ge=0,
                                    le=MAX_TURNS)]
Explain = Annotated[bool, Query(description="Add `explanation`: the step-by-step account, "
                                            "one line a string, each with its rule.")]
Picture = Annotated[Literal["before", "after", "both"] | None, Query(
    description="Add `svg`: the board before combat, after it, or both, as SVG.")]
Budget = Annotated[int, Query(description="Work (fights and combinations) before settling "
                                          "for the best found (as `--budget`).",
                              ge=1, le=DEFAULT_BUDGET)]
TimeLimit = Annotated[float | None, Query(
    description="Seconds before settling for the best found (as `--time-limit`); at most "
                "60% of the server's limit on a request, which is also the default.",
    gt=0, le=3600)]
SEARCH_SHARE = 0.6  # of the server's time limit, for a solver's search
FileFormat = Annotated[Literal["yaml", "json"], Query(
    alias="format", description="The file's format: YAML (each permanent on one line) or "
                                "JSON.")]


class _ErrorDoc(BaseModel):
    """An error: what is wrong, and the field of the request or the rule it concerns."""

    error: str
    field: str | None = None
    rule: str | None = None
    kind: str | None = None
    violations: list[dict[str, str]] | None = None
    suggestions: list[str] | None = None


LOCAL_HOSTS = ("127.0.0.1", "localhost", "::1")
_TEXT_BODIES = ("text/plain", "application/yaml", "application/x-yaml", "text/yaml",
                "application/json")


class _Guard:
    """What keeps other web pages from using the API through a visitor's browser: a request
    must name this server in its Host header (one of `hosts`; None: any, when serving every
    interface), else 400, so that a DNS rebinding page can't reach it; and a POST to the API
    must say its body is JSON (the file import: text), else 415, a type no page can send
    another site without asking first (CORS)."""

    def __init__(self, app: ASGIApp, hosts: tuple[str, ...] | None) -> None:
        self.app = app
        self.hosts = hosts

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = dict(scope["headers"])
        host = headers.get(b"host", b"").decode("latin-1")
        if self.hosts is not None and _host_name(host) not in self.hosts:
            await _refuse(send, 400, f"this server answers for {', '.join(self.hosts)} only, "
                                     f"not the host {host[:80]!r}", "host")
            return
        path = scope["path"]
        if scope["method"] == "POST" and path.startswith("/api/"):
            kind = headers.get(b"content-type", b"").decode("latin-1").split(";")[0].strip()
            allowed = _TEXT_BODIES if path == "/api/scenario/import" else ("application/json",)
            if kind.lower() not in allowed:
                await _refuse(send, 415, f"the body must be {' or '.join(allowed)}, not "
                                         f"{kind[:80] or 'of no type'}", "content-type")
                return
        await self.app(scope, receive, send)


def _host_name(host: str) -> str:
    """'localhost:8000' -> 'localhost', '[::1]:8000' -> '::1'."""
    if host.startswith("["):
        return host[1:].split("]", 1)[0]
    return host.rsplit(":", 1)[0] if host.count(":") == 1 else host


async def _refuse(send: Send, status: int, message: str, field: str) -> None:
    body = json.dumps({"error": message, "field": field}).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"),
                            (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})


class _BodyLimit:
    """413 for a request body over `limit` bytes, announced or streamed."""

    def __init__(self, app: ASGIApp, limit: int) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        for key, value in scope["headers"]:
            if key == b"content-length" and (not value.isdigit() or int(value) > self.limit):
                await _too_large(self.limit, send)
                return
        seen = 0
        started = False

        async def counted() -> Message:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.limit:
                    raise _TooLarge
            return message

        async def watched(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, counted, watched)
        except _TooLarge:
            if not started:
                await _too_large(self.limit, send)


class _TooLarge(Exception):
    pass


async def _too_large(limit: int, send: Send) -> None:
    body = json.dumps({"error": f"the request body is over {limit // 1024} KB",
                       "field": "body"}).encode()
    await send({"type": "http.response.start", "status": 413,
                "headers": [(b"content-type", b"application/json"),
                            (b"content-length", str(len(body)).encode()),
                            (b"connection", b"close")]})
    await send({"type": "http.response.body", "body": body})


def _json(data: Any, status: int = 200) -> Response:
    return Response(json.dumps(data, ensure_ascii=False, separators=(",", ":")), status,
                    media_type="application/json")


def _error(status: int, message: str, field: str) -> Response:
    return _json({"error": message, "field": field}, status)


def _parse(raw: bytes) -> Any:
    """The request's JSON body (the scenario), parsed as the CLI parses a JSON file
    (duplicate keys, NaN, nesting refused): 400 for anything else."""
    try:
        return parse_json(raw.decode("utf-8"), "body")
    except UnicodeDecodeError:
        raise _BadBody("the body must be a JSON scenario: not UTF-8 text") from None
    except ScenarioError as err:
        raise _BadBody(f"the body must be a JSON scenario: {err.message}") from None


class _BadBody(Exception):
    def __init__(self, message: str) -> None:
        self.message = message
        super().__init__(message)


_LIMITS = {
    "time": "the {what} took longer than {seconds:g} s, the server's limit",
    "memory": "the {what} needed more memory than the server allows",
    "busy": "the server is busy with other long requests: try again in a moment",
    "crash": "the {what} failed inside redzone (a bug, not your board's fault)",
    "cancelled": "the {what} was cancelled",
}


def create_app(limits: Limits | None = None,
               hosts: tuple[str, ...] | None = LOCAL_HOSTS) -> FastAPI:
    """The application: the API under /api, the page at /, the OpenAPI schema at
    /openapi.json and its reading at /api.html. `hosts`: the names it answers for in the
    Host header (None: any)."""
    worker = Worker(limits or Limits())

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        cards.database().complete("a")  # read the card database before the first request
        await worker.start()
        yield

    app = FastAPI(
        title="redzone", version=__version__, lifespan=lifespan,
        docs_url=None, redoc_url=None,  # their pages load scripts from a CDN: /api.html
        description="Exact combat for Magic: The Gathering. POST a scenario (the redzone "
                    "scenario format, as JSON) to resolve, check or solve it; options as "
                    "query parameters, as the CLI's flags. Errors: a 4xx with "
                    '`{"error": ..., "field": ...}` or `{"error": ..., "rule": ...}`.')

    @app.exception_handler(RedzoneError)
    async def _redzone_error(_: Request, err: Exception) -> Response:
        assert isinstance(err, RedzoneError)
        status, body = error_body(err)
        return _json(body, status)

    @app.exception_handler(_BadBody)
    async def _bad_body(_: Request, err: Exception) -> Response:
        assert isinstance(err, _BadBody)
        return _error(400, err.message, "body")

    @app.exception_handler(WorkLimit)
    async def _work_limit(request: Request, err: Exception) -> Response:
        assert isinstance(err, WorkLimit)
        what, field = _HEAVY.get(request.url.path, ("work", "body"))
        message = _LIMITS[err.what].format(what=what, seconds=err.seconds)
        if err.what == "busy":
            return _json({"error": message, "field": "body"}, 429)
        if err.what == "crash":
            return _json({"error": message, "field": "body"}, 500)
        if err.what == "cancelled":  # (the client has gone: nobody reads this)
            return _json({"error": message, "field": "body"}, 499)
        return _error(422, f"{message}: {_SMALLER[field]}", field)

    @app.exception_handler(RequestValidationError)
    async def _invalid(_: Request, err: Exception) -> Response:
        assert isinstance(err, RequestValidationError)
        first = err.errors()[0]
        field = ".".join(str(p) for p in first.get("loc", ()) if p != "query")
        return _error(422, f"{field}: {first.get('msg', 'invalid')}", field or "query")

    @app.exception_handler(HTTPException)
    async def _http(_: Request, err: Exception) -> Response:
        assert isinstance(err, HTTPException)
        return _json({"error": str(err.detail), "field": "path"}, err.status_code)

    body_doc: dict[str, Any] = {"requestBody": {"required": True, "content": {
        "application/json": {"schema": {"$ref": "#/components/schemas/Scenario"},
                             "example": EXAMPLE}}}}
    responses: dict[int | str, dict[str, Any]] = {
        400: {"description": "The body is not JSON, or the Host header names another "
                             "server", "model": _ErrorDoc},
        413: {"description": "The body is over 256 KB", "model": _ErrorDoc},
        415: {"description": "The body is not said to be JSON (Content-Type)",
              "model": _ErrorDoc},
        422: {"description": "A bad scenario, an illegal declaration or assignment, or an "
                             "option out of range: `field` or `rule` says which",
              "model": _ErrorDoc},
    }
    heavy = {**responses, 429: {"description": "Too many long requests at once",
                                "model": _ErrorDoc}}

    @app.get("/api/rules", summary="The rule sets", tags=["rules"])
    async def rule_sets() -> Response:
        return _json([{"name": cls.name, "title": cls.title, "aliases": list(cls.aliases)}
                      for cls in RULE_SETS.values()])

    @app.get("/api/rulebook", summary="A one-line summary of every rule redzone cites",
             tags=["rules"])
    async def rulebook() -> Response:
        """{rule: summary}: CR numbers ("702.19b"), the variants' rules ("mtgpq:trample"),
        and an older edition's numbers under its name ("cr-6e:310.1"); in redzone's words."""
        return _json(summaries())

    async def run(request: Request, search: bool, fn: Callable[..., Any], *args: Any) -> Any:
        """fn(the request's scenario, *args): here when it is quick, or in a child process
        under the limits (work.py) for a search or a large board."""
        raw = await request.body()
        data = _parse(raw)
        if search or len(raw) > worker.limits.inline_body:  # (killed if the client goes)
            return await worker.run(fn, data, *args, gone=request.is_disconnected)
        return fn(data, *args)

    @app.post("/api/resolve", summary="Resolve the combat", tags=["combat"],
              openapi_extra=body_doc, responses=heavy)
    async def resolve(request: Request, rules: Rules = None, assign: Assign = None,
                      seed: Seed = None, turns: Turns = None, explain: Explain = False,
                      picture: Picture = None) -> Response:
        """The JSON result of `redzone resolve --json`; with `explain`, also the account of
        `redzone resolve`, line by line; with `picture`, also the board as SVG."""
        return _json(await run(request, assign == "best", tasks.resolve, rules, assign, seed,
                               turns, explain, picture))

    @app.post("/api/check", summary="Are the declarations and the assignment legal?",
              tags=["combat"], openapi_extra=body_doc, responses=heavy)
    async def check(request: Request, rules: Rules = None) -> Response:
        """`{"legal": bool, "violations": [{"rule", "subject", "message"}]}`, as `redzone
        check --json`; an illegal combat is an answer here, not an error."""
        return _json(await run(request, False, tasks.check, rules))

    @app.post("/api/assignments", summary="Every legal damage assignment", tags=["combat"],
              openapi_extra=body_doc, responses=heavy)
    async def assignments(request: Request, rules: Rules = None,
                          limit: Annotated[int, Query(ge=0, le=MAX_LIMIT)] = 100) -> Response:
        """The legal assignments of the first combat damage step: counted exactly, listed up
        to `limit` (as `redzone assignments --json`)."""
        return _json(await run(request, True, tasks.assignments, rules, limit))

    @app.post("/api/odds", summary="Every outcome and its probability", tags=["combat"],
              openapi_extra=body_doc, responses=heavy)
    async def odds(request: Request, rules: Rules = None,
                   samples: Annotated[int | None, Query(ge=1, le=MAX_SAMPLES)] = None,
                   seed: Seed = None, turns: Turns = None) -> Response:
        """As `redzone odds --json`: exact (every roll), or a Monte Carlo estimate from
        `samples` combats."""
        return _json(await run(request, True, tasks.odds, rules, samples, seed, turns))

    @app.post("/api/compare", summary="The board under every edition of the rules",
              tags=["combat"], openapi_extra=body_doc, responses=heavy)
    async def compare(request: Request) -> Response:
        """As `redzone compare --json`."""
        return _json(await run(request, True, tasks.compare))

    @app.post("/api/solve/blocks", summary="The defending player's best blocks",
              tags=["solver"], openapi_extra=body_doc, responses=heavy)
    async def solve_blocks(request: Request, budget: Budget = DEFAULT_BUDGET,
                           explain: Explain = False, picture: Picture = None,
                           time_limit: TimeLimit = None) -> Response:
        """As `redzone solve blocks --json`: `{"blocks", "value", "result", ...}`."""
        return _json(await run(request, True, tasks.solve, "blocks", budget, explain, picture,
                               _seconds(time_limit)))

    @app.post("/api/solve/attacks", summary="The active player's best attack",
              tags=["solver"], openapi_extra=body_doc, responses=heavy)
    async def solve_attacks(request: Request, budget: Budget = DEFAULT_BUDGET,
                            explain: Explain = False, picture: Picture = None,
                            time_limit: TimeLimit = None) -> Response:
        """As `redzone solve attacks --json`: `{"attacks", "blocks", "value", "result",
        ...}`; with `"exact": false`, also `bound`."""
        return _json(await run(request, True, tasks.solve, "attacks", budget, explain,
                               picture, _seconds(time_limit)))

    def _seconds(asked: float | None) -> float:
        """The search's time limit: as asked, within the server's (leaving time to answer
        with the best found and its bound)."""
        most = worker.limits.seconds * SEARCH_SHARE
        return most if asked is None else min(asked, most)

    @app.post("/api/render", summary="The board as SVG", tags=["combat"],
              openapi_extra=body_doc, response_class=Response, responses={
                  200: {"content": {"image/svg+xml": {"schema": {"type": "string"}}},
                        "description": "The picture"}, **heavy})
    async def render(request: Request,
                     when: Literal["before", "after", "both"] = "both",
                     rules: Rules = None, assign: Assign = None, seed: Seed = None) -> Response:
        """As `redzone render`: the board before combat, after it, or both."""
        svg = await run(request, assign == "best", tasks.render, when, rules, assign, seed)
        return Response(svg, media_type="image/svg+xml")

    @app.get("/api/card", summary="A card's combat characteristics", tags=["cards"],
             responses={404: {"description": "No such card", "model": _ErrorDoc},
                        422: {"description": "A bad query", "model": _ErrorDoc}})
    async def card(name: Annotated[str, Query(min_length=1, max_length=MAX_QUERY)],
                   extras: bool = False) -> Response:
        """As `redzone card NAME --json`; 404 with `suggestions` for an unknown name."""
        return _json(cards.lookup(name, extras).to_json())

    @app.get("/api/cards", summary="Card names for autocompletion", tags=["cards"],
             responses={422: {"description": "A bad query", "model": _ErrorDoc}})
    async def card_names(q: Annotated[str, Query(max_length=MAX_QUERY)] = "",
                         limit: Annotated[int, Query(ge=1, le=50)] = 10,
                         extras: bool = False) -> Response:
        """`{"names": [...]}`: names that begin with `q`, then names with a word that does."""
        return _json({"names": list(cards.database().complete(q, limit, extras))})

    @app.post("/api/scenario/import", summary="Read a scenario file", tags=["files"],
              openapi_extra={"requestBody": {"required": True, "content": {
                  "text/plain": {"schema": {"type": "string"}}}}},
              responses=responses)
    async def import_file(request: Request) -> Response:
        """A scenario file's text (YAML or JSON), checked, as JSON: `{"scenario": ...}`."""
        raw = await request.body()
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise _BadBody("the file must be UTF-8 text") from None
        if len(raw) > worker.limits.inline_body:
            return _json({"scenario": await worker.run(tasks.read_file, text)})
        return _json({"scenario": tasks.read_file(text)})

    @app.post("/api/scenario/export", summary="Write a scenario file", tags=["files"],
              response_class=Response, openapi_extra=body_doc, responses={
                  200: {"content": {"application/yaml": {"schema": {"type": "string"}},
                                    "application/json": {"schema": {"type": "object"}}},
                        "description": "The scenario as a YAML or JSON file"}, **responses})
    async def export_file(request: Request, fmt: FileFormat = "yaml") -> Response:
        """The scenario as a file (`redzone.dumps`: defaults and what a card gives left
        out), once checked: YAML, or JSON with `format=json`."""
        text = await run(request, False, tasks.write_file, fmt)
        return Response(text, media_type=f"application/{fmt}", headers={
            "content-disposition": f'attachment; filename="scenario.{fmt}"'})

    @app.get("/", include_in_schema=False)
    async def index() -> Response:
        return _static("index.html")

    @app.get("/api.html", include_in_schema=False)
    async def api_page() -> Response:
        return _static("api.html")

    app.mount("/static", StaticFiles(directory=str(STATIC)), name="static")

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            schema = get_openapi(title=app.title, version=app.version,
                                 description=app.description, routes=app.routes)
            models = ScenarioIn.model_json_schema(ref_template="#/components/schemas/{model}")
            found = schema.setdefault("components", {}).setdefault("schemas", {})
            found.update(models.pop("$defs", {}))
            found["Scenario"] = models
            app.openapi_schema = schema
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]
    app.add_middleware(_SecurityHeaders)
    app.add_middleware(_BodyLimit, limit=MAX_BODY)
    app.add_middleware(_Guard, hosts=hosts)
    return app


_HEAVY = {
    "/api/solve/blocks": ("search for the best blocks", "budget"),
    "/api/solve/attacks": ("search for the best attack", "budget"),
    "/api/odds": ("odds", "samples"),
    "/api/resolve": ("combat", "body"),
    "/api/render": ("combat", "body"),
    "/api/check": ("check", "body"),
    "/api/compare": ("comparison", "body"),
    "/api/scenario/export": ("writing of the file", "body"),
    "/api/assignments": ("count of the assignments", "body"),
    "/api/scenario/import": ("reading of the file", "body"),
}
_SMALLER = {
    "budget": "give a smaller budget or a smaller board",
    "samples": "ask for a Monte Carlo estimate (samples) or use a smaller board",
    "assign": "use the default assignment or a smaller board",
    "limit": "list fewer or use a smaller board",
    "body": "use a smaller board",
}


def _static(name: str) -> Response:
    return FileResponse(str(STATIC / name), headers={"cache-control": "no-cache"})


class _SecurityHeaders:
    """The page loads nothing from elsewhere (offline), and nothing may frame it."""

    CSP = (b"default-src 'self'; img-src 'self' data: blob:; style-src 'self'; "
           b"script-src 'self'; connect-src 'self'; frame-ancestors 'none'; "
           b"base-uri 'none'; form-action 'self'")

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def secured(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                headers += [(b"content-security-policy", self.CSP),
                            (b"x-content-type-options", b"nosniff")]
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, secured)

