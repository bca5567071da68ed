"""Load benchmark of the web API on loopback: resolve requests per second and their latency.

Starts `redzone serve` (uvicorn, one process) on a free port of 127.0.0.1, then, from this
second process, sends a bounded number of POST /api/resolve requests (the Vastwood Gorger
board, as JSON) over a few keep-alive connections; then stops the server and prints requests
per second, p50, p99 and the largest latency, and whether the bar is met (500 requests/s,
p99 under 50 ms, no errors). Every request goes to 127.0.0.1 only; it ends by itself.

    .venv/bin/python benchmarks/bench_web.py [--requests N] [--connections C]

Exit code: 0 bar met; 1 an error or the bar missed; 2 the server didn't start.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
BOARD = ROOT / "examples" / "vastwood-gorger.yaml"
HOST = "127.0.0.1"  # loopback only
BAR_RATE, BAR_P99_MS = 500.0, 50.0
MAX_SECONDS = 120.0  # the whole run stops by then, whatever N


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


def start_server(port: int) -> subprocess.Popen[bytes]:
    code = f"from redzone.web import serve; serve({HOST!r}, {port})"
    return subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, start_new_session=True)


def wait_ready(port: int, server: subprocess.Popen[bytes], seconds: float = 30.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if server.poll() is not None:
            return False
        try:
            with urllib.request.urlopen(f"http://{HOST}:{port}/api/rules", timeout=1) as r:
                if r.status == 200:
                    return True
        except OSError:
            time.sleep(0.1)
    return False


def stop_server(server: subprocess.Popen[bytes]) -> None:
    if server.poll() is None:
        os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait()


async def connection(port: int, request: bytes, count: int, latencies: list[float],
                     errors: list[str], deadline: float) -> None:
    """Send `count` requests one after another on one keep-alive connection."""
    reader, writer = await asyncio.open_connection(HOST, port)
    try:
        for _ in range(count):
            if time.monotonic() > deadline:
                errors.append("time limit reached")
                return
            start = time.perf_counter()
            writer.write(request)
            status_line = await reader.readline()
            length = 0
            while True:
                line = await reader.readline()
                if line in (b"\r\n", b""):
                    break
                name, _, value = line.partition(b":")
                if name.strip().lower() == b"content-length":
                    length = int(value)
            body = await reader.readexactly(length)
            latencies.append(time.perf_counter() - start)
            if not status_line.startswith(b"HTTP/1.1 200") or not body.startswith(b"{"):
                errors.append(status_line.decode(errors="replace").strip())
    finally:
        writer.close()


async def load(port: int, requests: int, connections: int) -> tuple[list[float], list[str],
                                                                     float]:
    body = json.dumps(yaml.safe_load(BOARD.read_text())).encode()
    request = (f"POST /api/resolve HTTP/1.1\r\nHost: {HOST}:{port}\r\n"
               f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n"
               ).encode() + body
    deadline = time.monotonic() + MAX_SECONDS
    warm: list[float] = []
    await asyncio.gather(*(connection(port, request, 50, warm, [], deadline)
                           for _ in range(connections)))
    latencies: list[float] = []
    errors: list[str] = []
    share = [requests // connections + (i < requests % connections)
             for i in range(connections)]
    start = time.perf_counter()
    await asyncio.gather(*(connection(port, request, n, latencies, errors, deadline)
                           for n in share))
    return latencies, errors, time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=5000, help="requests to time")
    parser.add_argument("--connections", type=int, default=8, help="concurrent connections")
    args = parser.parse_args()
    port = free_port()
    server = start_server(port)
    try:
        if not wait_ready(port, server):
            err = server.stderr.read().decode() if server.stderr and server.poll() else ""
            print(f"the server didn't start\n{err}", file=sys.stderr)
            return 2
        latencies, errors, seconds = asyncio.run(load(port, args.requests, args.connections))
    finally:
        stop_server(server)
    if not latencies:
        print("no request completed", file=sys.stderr)
        return 1
    ordered = sorted(latencies)
    rate = len(latencies) / seconds
    p50 = statistics.median(ordered) * 1000
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))] * 1000
    met = rate >= BAR_RATE and p99 < BAR_P99_MS and not errors
    print("POST /api/resolve (Vastwood Gorger board), uvicorn on 127.0.0.1, "
          f"{args.connections} keep-alive connections")
    print(f"  requests      {len(latencies)} in {seconds:.2f} s, {len(errors)} errors")
    print(f"  requests/s    {rate:.0f}   (bar: {BAR_RATE:.0f})")
    print(f"  latency       p50 {p50:.1f} ms, p99 {p99:.1f} ms (bar: {BAR_P99_MS:.0f}), "
          f"max {ordered[-1] * 1000:.1f} ms")
    print(f"  bar           {'met' if met else 'MISSED'}")
    for error in sorted(set(errors))[:5]:
        print(f"  error: {error}")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
