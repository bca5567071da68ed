"""Schemathesis over the web API's OpenAPI schema: generated requests, valid and not, never
get a server error; every answer has a documented status and content type, and every refusal
is a JSON error naming a field or a rule."""

from __future__ import annotations

import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import content_type_conformance, status_code_conformance

from redzone.web import Limits, create_app

schema = schemathesis.openapi.from_asgi(
    "/openapi.json", create_app(Limits(seconds=5.0), hosts=None))
# The coverage phase sends some 600 requests an operation: too slow for `make test`.
schema.config.phases.coverage.enabled = False


@schema.parametrize()
@settings(max_examples=12, deadline=None, derandomize=True,
          suppress_health_check=list(HealthCheck))
def test_no_server_errors(case: schemathesis.Case) -> None:
    response = case.call()
    case.validate_response(response, checks=[not_a_server_error, status_code_conformance,
                                              content_type_conformance])
    if response.status_code >= 400:
        body = response.json()
        assert body["error"] and (body.get("field") or body.get("rule")), body
