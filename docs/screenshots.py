"""Screenshots of the web calculator: three boards, each resolved, on a laptop (1280x900) and
a phone (390x844), saved as docs/screenshots/<board>-<screen>.png.

    .venv/bin/python docs/screenshots.py [--out DIR]

It serves the app on a free loopback port and drives Debian's chromium (/usr/bin/chromium)
with Playwright, as the browser tests do.
"""

from __future__ import annotations

import argparse
import socket
import threading
import time
from pathlib import Path

import uvicorn
from playwright.sync_api import sync_playwright

from redzone.web import create_app

ROOT = Path(__file__).resolve().parents[1]
BOARDS = {
    "vastwood-gorger": ROOT / "examples" / "vastwood-gorger.yaml",
    "player-dies": ROOT / "examples" / "player-dies-to-unblocked-attackers.yaml",
    "two-headed-giant": ROOT / "tests" / "boards" / "two-headed-giant.yaml",
}
SCREENS = {"laptop": {"width": 1280, "height": 900}, "phone": {"width": 390, "height": 844}}
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--headless", "--disable-gpu"]


def serve() -> tuple[uvicorn.Server, str]:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    server = uvicorn.Server(uvicorn.Config(create_app(), log_level="warning", access_log=False))
    threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True).start()
    while not server.started:
        time.sleep(0.05)
    return server, f"http://127.0.0.1:{sock.getsockname()[1]}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    out = parser.parse_args().out
    out.mkdir(parents=True, exist_ok=True)
    server, url = serve()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for screen, viewport in SCREENS.items():
            context = browser.new_context(viewport=viewport)
            page = context.new_page()
            page.goto(url + "/")
            page.wait_for_selector("body[data-ready=true]")
            for name, board in BOARDS.items():
                page.locator("#import").set_input_files(str(board))
                page.wait_for_selector(f"#status:has-text('Imported {board.name}')")
                page.locator("#resolve").click()
                page.wait_for_selector("#verdict .headline")
                path = out / f"{name}-{screen}.png"
                page.screenshot(path=str(path))
                print(path.relative_to(ROOT))
            context.close()
        browser.close()
    server.should_exit = True


if __name__ == "__main__":
    main()
