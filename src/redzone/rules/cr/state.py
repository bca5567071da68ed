"""The mutable working state of one combat, built from the immutable board.

Resolution works on these small slotted objects (no copies of the board per event); the
immutable `Result` is built from them once, at the end.
"""

from __future__ import annotations

from redzone.core.model import BATTLE, CREATURE, PLANESWALKER, Board, Combat, Permanent
from redzone.core.result import Event, PermanentState, PlayerState, Zone

_ATTACKABLE = frozenset({PLANESWALKER, BATTLE})  # permanents a creature may attack (506.2)


class Live:
    """A permanent during combat."""

    __slots__ = (
        "controller", "damage", "deathtouched", "defense", "flags", "id", "loyalty", "minus",
        "other_counters", "perm", "plus", "prevent", "regen", "tapped", "zone",
    )

    def __init__(self, perm: Permanent) -> None:
        self.perm = perm
        self.id = perm.id
        self.controller = perm.controller
        self.flags = perm.keywords.flags
        self.damage = perm.damage
        counters = perm.counters
        if counters:
            self.plus = counters.get("+1/+1", 0)
            self.minus = counters.get("-1/-1", 0)
            self.other_counters = {k: v for k, v in counters.items()
                                   if k not in ("+1/+1", "-1/-1")}
        else:
            self.plus = self.minus = 0
            self.other_counters = {}
        self.loyalty = perm.loyalty
        self.defense = perm.defense
        self.prevent = perm.prevent
        self.regen = perm.regenerate
        self.tapped = perm.tapped
        self.deathtouched = False  # dealt damage by a deathtouch source since SBAs (702.2b)
        self.zone = Zone.BATTLEFIELD

    def copy(self) -> Live:
        twin = Live.__new__(Live)
        twin.controller, twin.damage, twin.deathtouched = (
            self.controller, self.damage, self.deathtouched)
        twin.defense, twin.flags, twin.id, twin.loyalty = (
            self.defense, self.flags, self.id, self.loyalty)
        twin.minus, twin.perm, twin.plus, twin.prevent = (
            self.minus, self.perm, self.plus, self.prevent)
        twin.regen, twin.tapped, twin.zone = self.regen, self.tapped, self.zone
        twin.other_counters = dict(self.other_counters)
        return twin

    @property
    def power(self) -> int:
        return (self.perm.power or 0) + self.plus - self.minus

    @property
    def toughness(self) -> int:
        return (self.perm.toughness or 0) + self.plus - self.minus

    def snapshot(self) -> PermanentState:
        counters = dict(self.other_counters)
        if self.plus:
            counters["+1/+1"] = self.plus
        if self.minus:
            counters["-1/-1"] = self.minus
        creature = CREATURE in self.perm.types
        return PermanentState(
            self.id, self.zone, self.damage, counters,
            self.power if creature else self.perm.power,
            self.toughness if creature else self.perm.toughness,
            self.loyalty, self.defense, self.tapped)


class LivePlayer:
    """A player during combat."""

    __slots__ = ("commander_damage", "life", "lost", "name", "poison")

    def __init__(self, name: str, life: int, poison: int, commander: dict[str, int]) -> None:
        self.name = name
        self.life = life
        self.poison = poison
        self.commander_damage = commander
        self.lost = False

    def copy(self) -> LivePlayer:
        twin = LivePlayer(self.name, self.life, self.poison, dict(self.commander_damage))
        twin.lost = self.lost
        return twin

    def snapshot(self) -> PlayerState:
        return PlayerState(self.name, self.life, self.poison, self.lost,
                           dict(self.commander_damage))


class State:
    """Who is attacking what, who blocks whom, and every permanent's live values."""

    __slots__ = (
        "attacked_player", "attacking", "banding", "blocked", "blockers", "blocking", "board",
        "combat", "events", "orders", "perms", "players", "shared",
    )

    def __init__(self, board: Board, combat: Combat) -> None:
        self.board = board
        self.combat = combat
        self.players = {p.name: LivePlayer(p.name, p.life, p.poison, dict(p.commander_damage))
                        for p in board.players}
        # Live permanents in a canonical order: attackers, blockers, what is attacked, then
        # the rest of the board, so that events never depend on how the file lists the board.
        order = dict.fromkeys([*combat.attacks, *combat.blocks, *(
            t for t in combat.attacks.values() if board.get(t) is not None)])
        order.update((p.id, None) for p in board.permanents if p.id not in order)
        self.perms = {pid: Live(board.permanent(pid)) for pid in order}
        # attacker -> what it attacks (None once that left combat, 506.4c)
        self.attacking: dict[str, str | None] = dict(combat.attacks)
        # attacker -> the defending player it attacks, directly or through a permanent
        self.attacked_player = {a: board.defender_of(t) for a, t in combat.attacks.items()}
        self.blockers: dict[str, list[str]] = {a: [] for a in combat.attacks}
        self.blocking: dict[str, list[str]] = {}
        for blocker, attackers in combat.blocks.items():
            self.blocking[blocker] = list(attackers)
            for a in attackers:
                self.blockers[a].append(blocker)
        self.blocked = {a for a, bl in self.blockers.items() if bl}  # 509.1h
        # Does a creature in combat have banding (702.22j-k: who assigns damage changes)?
        self.banding = any("banding" in self.perms[c].flags
                           for c in (*combat.attacks, *combat.blocks))
        self.events: list[Event] = []
        # Two-Headed Giant: team index -> shared (life, poison) last applied (810.9); as
        # combat begins, the first head's (810.4, 810.5)
        self.shared = {i: (board.player(team[0]).life, board.player(team[0]).poison)
                       for i, team in enumerate(board.teams)}
        # cr-m10: each creature's damage assignment order, chosen as blockers are declared
        # (509.2, 509.3)
        self.orders: dict[str, tuple[str, ...]] = {}

    def clone(self, only: set[str] | None = None) -> State:
        """An independent copy, to try a choice on (the board itself is shared: immutable);
        with `only`, just those permanents (what a trial damage assignment can touch)."""
        twin = State.__new__(State)
        twin.board, twin.combat, twin.events = self.board, self.combat, []
        twin.players = {n: p.copy() for n, p in self.players.items()}
        perms = self.perms
        twin.perms = ({i: p.copy() for i, p in perms.items()} if only is None
                      else {i: perms[i].copy() for i in perms if i in only})
        twin.attacking = dict(self.attacking)
        twin.attacked_player = dict(self.attacked_player)
        twin.blockers = {a: list(b) for a, b in self.blockers.items()}
        twin.blocking = {b: list(a) for b, a in self.blocking.items()}
        twin.blocked = set(self.blocked)
        twin.banding = self.banding
        twin.orders = self.orders
        twin.shared = dict(self.shared)
        return twin

    def in_combat(self, pid: str) -> bool:
        return pid in self.attacking or pid in self.blocking

    def remove_from_combat(self, pid: str) -> None:
        """506.4: it stops attacking or blocking; attackers it blocked stay blocked (509.1h)."""
        if pid in self.attacking:
            del self.attacking[pid]
            for blocker in self.blockers.pop(pid, ()):
                self.blocking[blocker].remove(pid)
        for attacker in self.blocking.pop(pid, ()):
            self.blockers[attacker].remove(pid)
        perm = self.board.get(pid)
        if perm is not None and perm.types & _ATTACKABLE:  # 506.4c: what it attacked is gone
            for attacker, target in self.attacking.items():
                if target == pid:
                    self.attacking[attacker] = None

    def game_over(self) -> bool:
        """104.2a/104.4a: the game ends once at most one player is left."""
        if self.board.teams:  # 810.8a: Two-Headed Giant teams win and lose together
            return sum(not self.players[t[0]].lost for t in self.board.teams) <= 1
        return sum(not p.lost for p in self.players.values()) <= 1

