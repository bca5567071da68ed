"""Hypothesis profiles: `ci` (HYPOTHESIS_PROFILE=ci, set by .ci/run) draws the same examples
on every run, so a clean clone's verdict is reproducible; locally each run draws afresh."""

import os

from hypothesis import settings

settings.register_profile("ci", derandomize=True, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
