"""Keyword abilities (702) whose rules reach into several steps of combat, one module a
family: each says, with its rule numbers, everything its keyword does, and the procedure asks
it. Evasion (who may block whom) is in `evasion`; banding, deathtouch, lifelink, protection and
trample have a module each.

May import redzone.core and rules.cr's `players`, `hooks` and `state`; nothing above them.
"""
