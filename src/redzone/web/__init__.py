"""`redzone serve`: the web calculator, a page and a JSON API over the same library as the
CLI. `create_app()` builds the FastAPI application; `serve()` runs it with uvicorn."""

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
