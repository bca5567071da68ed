"""Oracle text compiled into what redzone models: keywords, how many creatures a creature can
block, and `abilities`; the sentences that matter in combat and didn't compile are kept, to be
named wherever the card is used (spec: "Warnings").

Run when the card database is built (tools/build_card_db.py), and by tests on oracle text.

May import redzone.core (and lark); below everything but the core.
"""
