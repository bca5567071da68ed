"""Abilities in combat: continuous effects in layers (layers.py, 611, 613), which permanents
and players a filter or condition picks (match.py), what the effects of structured abilities
do (effects.py), when abilities trigger (triggers.py, 603.2), and the stack on which they wait
and resolve between state-based actions (stack.py, 117.5, 603.3, 608). The players' choices
for them default as defaults.py documents.

May import redzone.core and rules.cr's `keywords`, `damage`, `players`, `hooks` and
`state`; nothing above them.
"""
