"""`redzone serve`: the web calculator, a page and a JSON API over the same library as the
CLI. `create_app()` builds the FastAPI application (app.py: limits, errors, OpenAPI);
`serve()` runs it with uvicorn; tasks.py says what each endpoint asks of the library, work.py
runs the long ones in bounded child processes; static/ is the page. A face: it holds no rules.

May import every layer (through the facade, redzone, where it can); only the CLI imports it.
"""

from __future__ import annotations

from .app import MAX_BODY, create_app
from .work import Limits


def serve(host: str = "127.0.0.1", port: int = 8000, limits: Limits | None = None) -> None:
    """Run the web calculator until interrupted."""
    import uvicorn

    print(f"redzone: the web calculator is on http://{host}:{port}/ (Ctrl+C stops it)",
          flush=True)
    uvicorn.run(create_app(limits), host=host, port=port, log_level="warning",
                access_log=False)


__all__ = ["MAX_BODY", "Limits", "create_app", "serve"]
