"""`redzone serve`: the web calculator, a page and a JSON API over the same library as the
CLI. `create_app()` builds the FastAPI application (app.py: limits, errors, OpenAPI);
`serve()` runs it with uvicorn; tasks.py says what each endpoint asks of the library, work.py
runs the long ones in bounded child processes; static/ is the page. A face: it holds no rules.

May import every layer (through the facade, redzone, where it can); only the CLI imports it.
"""

from __future__ import annotations

import socket

from redzone.core.errors import RedzoneError

from .app import LOCAL_HOSTS, MAX_BODY, create_app
from .work import Limits


def serve(host: str = "127.0.0.1", port: int = 8000, limits: Limits | None = None) -> None:
    """Run the web calculator until interrupted; RedzoneError when it can't listen there
    (the port is taken), before saying where it is."""
    import uvicorn

    try:
        family, kind, proto, _, address = socket.getaddrinfo(
            host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)[0]
        listener = socket.socket(family, kind, proto)
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(address)
    except OSError as err:
        raise RedzoneError(f"can't listen on {host}:{port} ({err.strerror})") from None
    print(f"redzone: the web calculator is on http://{host}:{listener.getsockname()[1]}/ "
          "(Ctrl+C stops it)", flush=True)
    everywhere = host in ("", "0.0.0.0", "::")  # any Host header: the machine's names
    hosts = None if everywhere else tuple(dict.fromkeys((*LOCAL_HOSTS, host)))
    config = uvicorn.Config(create_app(limits, hosts), log_level="warning", access_log=False)
    uvicorn.Server(config).run(sockets=[listener])


__all__ = ["LOCAL_HOSTS", "MAX_BODY", "Limits", "create_app", "serve"]
