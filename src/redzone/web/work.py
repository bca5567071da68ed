"""Bounded work: a heavy request (the solver, exact odds, the best assignment) runs in a child
process with a time and memory limit, and is killed when it passes them; a few run at once.

Children come from a fork server that has imported redzone once, so starting one costs a
few milliseconds, and a killed search leaves nothing behind in the server.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import resource
import signal
import threading
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from multiprocessing import forkserver
from multiprocessing.connection import Connection
from typing import Any

import anyio
import anyio.to_thread

from redzone.core.errors import RedzoneError, ScenarioError

from .errors import error_body

_CONTEXT = multiprocessing.get_context("forkserver")
_CONTEXT.set_forkserver_preload(["redzone.web.preload"])


WATCH_SECONDS = 0.1  # how often a running child's answer and its client are looked at


class WorkLimit(Exception):
    """The work passed its limit (`what`: "time" or "memory"), or too many ran at once
    ("busy"), or the child failed for another reason ("crash": a bug, said as such), or
    the client went away ("cancelled")."""

    def __init__(self, what: str, seconds: float) -> None:
        self.what = what
        self.seconds = seconds
        super().__init__(what)


@dataclass
class Limits:
    """How long one heavy request may run, how much memory it may take, how many run at once,
    how long a request waits for its turn, and the body size from which even a quick request
    (resolve, check) runs in a child process."""

    seconds: float = 10.0
    memory: int = 2 * 1024**3
    parallel: int = 2
    queue_seconds: float = 10.0
    inline_body: int = 16 * 1024  # a quick request with a larger body runs in a child too


def _child(conn: Connection, memory: int, fn: Callable[..., Any], args: tuple[Any, ...],
           ) -> None:
    with contextlib.suppress(ValueError, OSError):  # a lower hard limit: keep it
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    out: tuple[Any, ...]
    try:
        out = ("ok", fn(*args))
    except RedzoneError as err:
        out = ("error", *error_body(err))
    except MemoryError:
        out = ("limit", "memory")
    except RecursionError:
        out = ("error", *error_body(ScenarioError("", "the input is nested too deeply")))
    except Exception:  # a bug: said as such, not as a limit
        out = ("limit", "crash")
    conn.send(out)
    conn.close()


class Worker:
    """Runs calls in child processes under `limits`."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self._slots: anyio.CapacityLimiter | None = None

    async def start(self) -> None:
        """Start the fork server now rather than on the first heavy request."""
        await anyio.to_thread.run_sync(forkserver.ensure_running)

    async def run(self, fn: Callable[..., Any], *args: Any,
                  gone: Callable[[], Awaitable[bool]] | None = None) -> Any:
        """fn(*args) in a child process: its value; RedzoneError as the child raised it
        (rebuilt from its JSON body, see errors.ChildError); WorkLimit past a limit, or
        ("cancelled") once `gone` says the client has gone: the child is then killed."""
        if self._slots is None:
            self._slots = anyio.CapacityLimiter(self.limits.parallel)
        with anyio.move_on_after(self.limits.queue_seconds) as waited:
            await self._slots.acquire()
        if waited.cancelled_caught:
            raise WorkLimit("busy", self.limits.queue_seconds)
        stop = threading.Event()

        async def watch() -> None:
            while gone is not None and not stop.is_set():
                if await gone():
                    stop.set()
                await anyio.sleep(WATCH_SECONDS)

        try:
            async with anyio.create_task_group() as group:
                group.start_soon(watch)
                try:
                    return await anyio.to_thread.run_sync(self._run, fn, args, stop)
                finally:
                    stop.set()
        except BaseExceptionGroup as failed:  # (the task group wraps what the child raised)
            if len(failed.exceptions) == 1:
                raise failed.exceptions[0] from None
            raise
        finally:
            self._slots.release()

    def _run(self, fn: Callable[..., Any], args: tuple[Any, ...], stop: threading.Event,
             ) -> Any:
        from .errors import ChildError

        receiver, sender = _CONTEXT.Pipe(duplex=False)
        process = _CONTEXT.Process(target=_child, args=(sender, self.limits.memory, fn, args),
                                   daemon=True)
        process.start()
        sender.close()
        until = time.monotonic() + self.limits.seconds
        try:
            while not receiver.poll(WATCH_SECONDS):
                if stop.is_set():
                    raise WorkLimit("cancelled", self.limits.seconds)
                if time.monotonic() > until:
                    raise WorkLimit("time", self.limits.seconds)
            try:
                out = receiver.recv()
            except EOFError:  # it ended without an answer
                process.join()
                killed = process.exitcode == -signal.SIGKILL  # as by the kernel, for memory
                raise WorkLimit("memory" if killed else "crash", self.limits.seconds) from None
        finally:
            if process.is_alive():
                process.kill()
            process.join()
            receiver.close()
        if out[0] == "ok":
            return out[1]
        if out[0] == "error":
            raise ChildError(out[1], out[2])
        raise WorkLimit(out[1], self.limits.seconds)
