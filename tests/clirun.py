"""Helpers shared by the tests."""

from __future__ import annotations

import sys
from unittest import mock

from click.testing import CliRunner

from redzone.cli import main


def run_cli(*args: str, stdin: str | bytes | None = None) -> tuple[int, str, str]:
    """Run the `redzone` console script in-process, `stdin` its standard input: (exit code,
    stdout, stderr). An exception other than SystemExit propagates: the real command would
    print a traceback."""
    runner = CliRunner()
    with runner.isolation(input=stdin) as (out, err, _), mock.patch.object(sys, "argv",
                                                                ["redzone", *args]):
        try:
            main()
            code = 0
        except SystemExit as stop:
            code = stop.code if isinstance(stop.code, int) else (0 if stop.code is None else 1)
        sys.stdout.flush()
        sys.stderr.flush()
        return code, out.getvalue().decode(), err.getvalue().decode()
