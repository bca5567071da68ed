"""The scenario format, both ways: a scenario file (YAML or JSON; the contract is
`shared/spec/scenario-format.md`, format 1) read into a Scenario (read.py, with the pydantic
schema of schema.py) and written back (write.py); the run's choices over it (options.py).

The only layer that knows the file's shape: pydantic lives here. May import redzone.core,
redzone.rules and redzone.cards; nothing above them.
"""

from __future__ import annotations

from .options import with_options, with_rules
from .read import from_dict, load, loads, with_cards
from .value import Scenario
from .write import dump, dumps, to_dict

__all__ = ["Scenario", "dump", "dumps", "from_dict", "load", "loads", "to_dict", "with_cards",
           "with_options", "with_rules"]
