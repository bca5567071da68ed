"""Reading a scenario: YAML or JSON text -> plain data -> the schema -> the model.

Every problem becomes a ScenarioError naming the field path (`battlefield.Alice[0].power`),
with a "did you mean" suggestion for unknown names.
"""

from __future__ import annotations

import os
import stat
from dataclasses import replace
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from redzone.core import keywords as kw
from redzone.core.abilities import Activated, Limit, Static, Triggered
from redzone.core.errors import ScenarioError, did_you_mean
from redzone.core.model import (
    ALL_CARD_TYPES,
    BASIC_LAND_TYPES,
    BATTLE,
    CARD_TYPES,
    CREATURE,
    LAND,
    PLANESWALKER,
    SUPERTYPES,
    Activation,
    Board,
    Combat,
    Permanent,
    Player,
    frozen_map,
)
from redzone.rules import RULE_SETS, RuleSet, find
from redzone.rules.cr.players import TEAM_STARTING_LIFE

from . import abilities, actions
from .card_fields import from_card, unfilled
from .schema import ActivationIn, PermanentIn, PlayerIn, ScenarioIn, explain
from .text import MAX_TEXT, parse, plain_mapping
from .value import Scenario
from .write import to_dict


def load(path: str | Path) -> Scenario:
    """Read a scenario file (.yaml, .yml or .json), of at most MAX_TEXT characters: a file,
    or a pipe or a device read to its end or to that size (a pipe with no writer is empty)."""
    path = Path(path)
    most = 4 * MAX_TEXT + 1  # UTF-8: at most four bytes a character
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)  # a pipe with no writer won't wait
        try:
            if stat.S_ISDIR(os.fstat(fd).st_mode):
                raise ScenarioError("", f"{path}: a directory, not a scenario file")
            os.set_blocking(fd, True)
            chunks: list[bytes] = []
            size = 0
            while size < most and (chunk := os.read(fd, min(1 << 20, most - size))):
                chunks.append(chunk)
                size += len(chunk)
        finally:
            os.close(fd)
        if size >= most:
            raise ScenarioError("", f"{path}: more than {most - 1:,} bytes; a scenario file "
                                    f"holds at most {MAX_TEXT:,} characters")
        text = b"".join(chunks).decode("utf-8")
    except FileNotFoundError:
        raise ScenarioError("", f"{path}: no such file") from None
    except UnicodeDecodeError as err:
        raise ScenarioError("", f"{path}: not UTF-8 text (byte {err.start:,})") from None
    except OSError as err:
        raise ScenarioError("", f"{path}: can't read it ({err.strerror})") from None
    return loads(text, "json" if path.suffix.lower() == ".json" else "yaml", str(path))


def loads(text: str, fmt: str = "yaml", name: str = "<scenario>") -> Scenario:
    """Parse scenario text in YAML (a superset of JSON) or JSON."""
    return from_dict(parse(text, fmt, name))


def with_cards(scenario: Scenario) -> Scenario:
    """The scenario with the permanents built in Python with a `card` (Permanent(card="Serra
    Angel")) filled from the card database as a file's are, and checked as a file is; the
    scenario itself when none is."""
    if not any(unfilled(p) for p in scenario.board.permanents):
        return scenario
    return from_dict(to_dict(scenario))


def from_dict(data: Any) -> Scenario:
    """Validate plain data (as read from a file) and build the Scenario."""
    try:
        parsed = ScenarioIn.model_validate(plain_mapping(data))
    except ValidationError as err:
        raise explain(err) from None
    return _Builder(parsed).build()


class _Builder:
    """Checks what the schema can't (names that refer to each other) and builds the model."""

    def __init__(self, parsed: ScenarioIn) -> None:
        self.p = parsed
        self.rules = find(parsed.rules)
        self.players = list(parsed.players)
        self.vocabulary = replace(self.rules.vocabulary, players=frozenset(self.players))
        self.paths: dict[str, str] = {}  # permanent id -> its path in the file

    def build(self) -> Scenario:
        p = self.p
        rules = self.rules
        if len(self.players) < 2:
            raise ScenarioError("players", "combat needs at least two players")
        teams = self._teams()
        if p.dice is not None:
            rules = self._section(rules, "dice", p.dice.settings())
        active = p.active if p.active is not None else self.players[0]
        self._player(active, "active")
        players = tuple(self._player_state(name, state) for name, state in p.players.items())
        permanents = tuple(self._permanents())
        if teams:
            players = self._team_totals(teams, players)
        board = Board(players, permanents, active, teams)
        combat = self._combat(board)
        return Scenario(board, combat, rules, p.id)

    @staticmethod
    def _section(rules: RuleSet[Any], section: str, settings: dict[str, Any]) -> RuleSet[Any]:
        """The rule set with the settings of its own section of the file."""
        if rules.section != section:
            owners = " or ".join(f"`rules: {name}`" for name, cls in RULE_SETS.items()
                                 if cls.section == section)
            raise ScenarioError(section, f"{section} options apply only to {owners}")
        return rules.with_settings(settings)

    def _player(self, name: str, path: str) -> str:
        if name not in self.p.players:
            raise ScenarioError(path, f"'{name}' is not a player{did_you_mean(name, self.players)}"
                                      f" (players: {', '.join(self.players)})")
        return name

    def _teams(self) -> tuple[tuple[str, ...], ...]:
        """810.1: Two-Headed Giant teams; every player on exactly one, two teams or more."""
        seen: dict[str, int] = {}
        for i, team in enumerate(self.p.teams):
            if not team:
                raise ScenarioError(f"teams[{i}]", "a team needs at least one player")
            for j, name in enumerate(team):
                self._player(name, f"teams[{i}][{j}]")
                if name in seen:
                    raise ScenarioError(f"teams[{i}][{j}]",
                                        f"'{name}' is already on team teams[{seen[name]}]")
                seen[name] = i
        if not self.p.teams:
            return ()
        missing = [n for n in self.players if n not in seen]
        if missing:
            raise ScenarioError("teams", f"{', '.join(missing)} on no team; with `teams` every "
                                         "player is on one")
        if len(self.p.teams) < 2:
            raise ScenarioError("teams", "Two-Headed Giant needs two teams or more")
        return tuple(tuple(team) for team in self.p.teams)

    def _team_totals(self, teams: tuple[tuple[str, ...], ...],
                     players: tuple[Player, ...]) -> tuple[Player, ...]:
        """810.4, 810.5: a team's life (30 unless given) and poison are shared; each head
        shows them, so heads that give them must agree."""
        by_name = {pl.name: pl for pl in players}
        for team in teams:
            life = self._shared(team, "life", TEAM_STARTING_LIFE)
            poison = self._shared(team, "poison", 0)
            for n in team:
                by_name[n] = replace(by_name[n], life=life, poison=poison)
        return tuple(by_name[pl.name] for pl in players)

    def _shared(self, team: tuple[str, ...], stat: str, default: int) -> int:
        given: dict[str, int] = {n: getattr(state, stat) for n in team
                                 if (state := self.p.players[n]) is not None
                                 and stat in state.model_fields_set}
        if len(set(given.values())) > 1:
            raise ScenarioError(f"players.{list(given)[-1]}.{stat}", (
                f"the heads of team {' and '.join(team)} share one {stat} total "
                f"(810.4, 810.5), but {given}"))
        return next(iter(given.values()), default)

    def _player_state(self, name: str, state: PlayerIn | None) -> Player:
        state = state or PlayerIn()
        graveyard = None
        if state.graveyard is not None:
            graveyard = tuple(self._card_types(text, f"players.{name}.graveyard[{i}]")
                              for i, text in enumerate(state.graveyard))
        return Player(name, state.life, state.poison, frozen_map(state.commander_damage),
                      state.hand, graveyard, state.drawn, state.gained_life,
                      state.citys_blessing)

    @staticmethod
    def _card_types(text: str, path: str) -> frozenset[str]:
        """A card in a graveyard, as its card types ("artifact creature", 205.2a)."""
        words = text.lower().split()
        wrong = [w for w in words if w not in ALL_CARD_TYPES]
        if not words or wrong:
            raise ScenarioError(path, "a card in a graveyard is written as its card types "
                                      "(artifact, creature, enchantment, instant, land, "
                                      "planeswalker, sorcery, battle, kindred)"
                                      + (f"; '{wrong[0]}' is none" if wrong else ""))
        return frozenset(words)

    def _permanents(self) -> list[Permanent]:
        out: list[Permanent] = []
        for controller, items in self.p.battlefield.items():
            self._player(controller, f"battlefield.{controller}")
            for i, item in enumerate(items):
                path = f"battlefield.{controller}[{i}]"
                if item.id in self.paths:
                    raise ScenarioError(f"{path}.id", f"duplicate id '{item.id}' (also "
                                                      f"{self.paths[item.id]})")
                if item.id in self.p.players:
                    raise ScenarioError(f"{path}.id", f"'{item.id}' is a player's name")
                self.paths[item.id] = path
                out.append(self._permanent(controller, item, path))
        for perm in out:
            if perm.attached_to is not None:
                path = f"{self.paths[perm.id]}.attached_to"
                if perm.attached_to == perm.id:
                    raise ScenarioError(path, "a permanent can't be attached to itself (301.5c, "
                                              "303.4d)")
                if perm.attached_to in self.p.players:
                    raise ScenarioError(path, f"'{perm.attached_to}' is a player: redzone "
                                              "attaches Auras and Equipment to permanents")
                self._known(perm.attached_to, path)
            if perm.paired_with is not None:  # 702.95b: two creatures, one controller
                path = f"{self.paths[perm.id]}.paired_with"
                self._known(perm.paired_with, path)
                partner = next(p for p in out if p.id == perm.paired_with)
                if (partner.id == perm.id or partner.controller != perm.controller
                        or CREATURE not in partner.types or CREATURE not in perm.types):
                    raise ScenarioError(path, "soulbond pairs two creatures one player "
                                              "controls (702.95b)")
        return out

    def _permanent(self, controller: str, item: PermanentIn, path: str) -> Permanent:
        unmodelled: tuple[str, ...] = ()
        if item.copy_of is not None and item.card is None:
            raise ScenarioError(f"{path}.copy_of", "belongs with a `card` that enters as a copy "
                                                   "(707.5): give the card too")
        if item.card is not None:
            item, unmodelled = from_card(item, path, self.rules.vocabulary is kw.CR)
        for i, t in enumerate(item.types):
            if t not in CARD_TYPES and t not in SUPERTYPES:
                raise ScenarioError(f"{path}.types[{i}]", f"unknown type '{t}'"
                                    f"{did_you_mean(t, [*CARD_TYPES, *SUPERTYPES])}")
        types = frozenset(item.types)
        subtypes = frozenset(item.subtypes)
        if LAND in types and item.name in BASIC_LAND_TYPES and not subtypes:
            subtypes = frozenset({item.name})  # a basic land has its land type (305.6)
            types |= {"basic"}
        if CREATURE in types:
            for stat in ("power", "toughness"):
                if getattr(item, stat) is None:
                    raise ScenarioError(f"{path}.{stat}", self._missing(item, "a creature",
                                                                        stat))
        if PLANESWALKER in types and item.loyalty is None:
            raise ScenarioError(f"{path}.loyalty", self._missing(item, "a planeswalker",
                                                                 "loyalty"))
        if BATTLE in types and item.defense is None:
            raise ScenarioError(f"{path}.defense", self._missing(item, "a battle", "defense"))
        if item.disabled and "disabled" not in self.rules.extra_fields:
            raise ScenarioError(f"{path}.disabled", "`disabled` is an MTG Puzzle Quest state "
                                                    "(rules: mtgpq)")
        printed = self._edited(item, path)
        try:
            keywords = kw.parse(printed, self.rules.vocabulary)
            kw.check_qualities(printed, self.players)
        except kw.KeywordError as err:
            given = len(printed) - len(kw.counter_keywords(item.counters))
            where = (f"counters.{printed[err.index]}" if err.index >= given  # (122.1b)
                     else f"keywords[{err.index}]" if err.index < given - len(item.gains)
                     else f"gains[{err.index - given + len(item.gains)}]")
            raise ScenarioError(f"{path}.{where}", err.message) from None
        if item.protector is not None:
            self._player(item.protector, f"{path}.protector")
        if item.owner is not None:
            self._player(item.owner, f"{path}.owner")
        return Permanent(
            id=item.id, controller=controller, name=item.name or "", card=item.card,
            copy_of=item.copy_of,
            types=types, subtypes=subtypes, colors=frozenset(item.colors),
            power=item.power, toughness=item.toughness, loyalty=item.loyalty,
            defense=item.defense, protector=item.protector, attached_to=item.attached_to,
            keywords=keywords,
            damage=item.damage, counters=frozen_map(item.counters), tapped=item.tapped,
            summoning_sick=item.summoning_sick, entered_this_turn=item.entered_this_turn,
            can_block=item.can_block, prevent=item.prevent,
            regenerate=item.regenerate, value=item.value,
            as_though_unblocked=item.as_though_unblocked,
            damage_from_toughness=item.damage_from_toughness, commander=item.commander,
            owner=item.owner or controller, disabled=item.disabled,
            abilities=abilities.parse(item.abilities, f"{path}.abilities", self.vocabulary),
            gains=tuple(item.gains), loses=tuple(item.loses), unmodelled=unmodelled,
            designations=frozenset(item.designations), paired_with=item.paired_with,
            token=item.token,
        )

    @staticmethod
    def _edited(item: PermanentIn, path: str) -> list[str]:
        """Its keywords (its card's, unless the file gives them), less those it `loses`
        (every instance), those it `gains` after them, and those its keyword counters give
        (122.1b) last."""
        lost = {kw.normalize(w): i for i, w in enumerate(item.loses)}
        kept = [w for w in item.keywords if kw.normalize(w) not in lost]
        present = {kw.normalize(w) for w in item.keywords}
        for word, i in lost.items():
            if word not in present:
                raise ScenarioError(f"{path}.loses[{i}]", (
                    f"it has no '{item.loses[i]}' to lose"
                    f"{did_you_mean(word, (w for w in present if w not in lost))} (its "
                    f"keywords: {', '.join(item.keywords) or 'none'})"))
        return [*kept, *item.gains, *kw.counter_keywords(item.counters)]  # (122.1b)

    @staticmethod
    def _missing(item: PermanentIn, what: str, stat: str) -> str:
        if item.card:
            return f"{what} needs {stat}; the card '{item.card}' has none, so give it"
        return f"{what} needs {stat}"

    def _known(self, pid: str, path: str) -> str:
        if pid not in self.paths:
            raise ScenarioError(path, f"no permanent with id '{pid}'"
                                      f"{did_you_mean(pid, self.paths)}")
        return pid

    def _made_as_attackers_are_declared(self, pid: str) -> bool:
        """Could `pid` be an attacking token made as attackers are declared (mobilize,
        702.181a)? Its id is its source's, a hyphen, and its name (and a number for a
        second one): the id the account shows. Whether it attacks is judged as blockers
        are declared (509.1a)."""
        return pid not in self.paths and any(pid.startswith(f"{known}-")
                                             for known in self.paths)

    def _recipient(self, name: str, path: str) -> str:
        """A player's name or a permanent's id (what is attacked, dealt damage, targeted)."""
        if name not in self.p.players and name not in self.paths:
            raise ScenarioError(path, f"'{name}' is no player and no permanent's id"
                                      f"{did_you_mean(name, [*self.players, *self.paths])}"
                                      f" (players: {', '.join(self.players)})")
        return name

    def _combat(self, board: Board) -> Combat:
        c = self.p.combat
        for a, target in c.attacks.items():
            self._known(a, f"combat.attacks.{a}")
            self._recipient(target, f"combat.attacks.{a}")
        for b, attackers in c.blocks.items():
            self._known(b, f"combat.blocks.{b}")
            for i, a in enumerate(attackers):
                if not self._made_as_attackers_are_declared(a):
                    self._known(a, f"combat.blocks.{b}[{i}]")
            if len(set(attackers)) != len(attackers):
                raise ScenarioError(f"combat.blocks.{b}", "names the same attacker twice")
        for creature, ids in c.order.items():
            self._known(creature, f"combat.order.{creature}")
            for i, pid in enumerate(ids):
                self._known(pid, f"combat.order.{creature}[{i}]")
        for creature, given in c.assign.items():
            self._known(creature, f"combat.assign.{creature}")
            splits = given if isinstance(given, list) else [given]
            for i, split in enumerate(splits):
                where = f"combat.assign.{creature}" + (f"[{i}]" if isinstance(given, list) else "")
                for recipient in split:
                    self._recipient(recipient, f"{where}.{recipient}")
        for i, band in enumerate(c.bands):
            for j, pid in enumerate(band):
                self._known(pid, f"combat.bands[{i}][{j}]")
        in_combat = {*c.attacks, *c.blocks, *c.attacks.values()}
        for i, pid in enumerate(c.removed):
            self._known(pid, f"combat.removed[{i}]")
            if pid not in in_combat:
                raise ScenarioError(f"combat.removed[{i}]", f"'{pid}' is not in combat")
        choices = self._choices(board)
        return Combat(
            attacks=frozen_map(c.attacks),
            blocks=frozen_map((b, tuple(a)) for b, a in c.blocks.items()),
            order=frozen_map((k, tuple(v)) for k, v in c.order.items()),
            assign=frozen_map((k, tuple(frozen_map(s) for s in v) if isinstance(v, list)
                               else frozen_map(v)) for k, v in c.assign.items()),
            bands=tuple(tuple(b) for b in c.bands),
            removed=tuple(c.removed),
            after_assignment=actions.parse(board, c.after_assignment),
            **choices,
        )

    def _activation(self, board: Board, given: ActivationIn, path: str) -> Activation:
        """One entry of `combat.activate`: its source has that activated ability."""
        self._known(given.source, f"{path}.source")
        own = board.permanent(given.source).abilities
        found = [i for i, a in enumerate(own) if isinstance(a, Activated)]
        if given.ability is not None and given.ability >= len(own) and _may_give(board):
            found.append(given.ability)  # one a static ability gives: checked as activated
        if not found:
            raise ScenarioError(f"{path}.source", f"'{given.source}' has no activated ability "
                                                  f"(`cost` in its `abilities`)")
        index = found[0] if given.ability is None else given.ability
        if index not in found:
            raise ScenarioError(f"{path}.ability", (
                f"'{given.source}' has no activated ability at {index}; its activated "
                f"abilities are at {', '.join(map(str, found))}"))
        if given.target is not None:
            self._recipient(given.target, f"{path}.target")
        for i, pid in enumerate(given.sacrifice):
            self._known(pid, f"{path}.sacrifice[{i}]")
        if given.player is not None:
            self._player(given.player, f"{path}.player")
        if given.player is not None and index < len(own):  # (one given: as it's activated)
            ability = own[index]
            assert isinstance(ability, Activated)
            if (given.player != board.permanent(given.source).controller
                    and Limit.ANY_PLAYER not in ability.limits):
                raise ScenarioError(f"{path}.player", (
                    f"only {given.source}'s controller may activate its abilities (602.2); "
                    f"this one doesn't say \"any player may activate this ability\""))
        if given.x is not None and index < len(own):
            ability = own[index]
            assert isinstance(ability, Activated)
            if not ability.has_x():
                raise ScenarioError(f"{path}.x", (
                    f"'{given.source}''s ability \"{ability.cost}\" has no X in its cost to "
                    f"announce (107.3a)"))
        return Activation(given.source, index, given.times, given.step, given.target,
                          tuple(given.sacrifice), given.player,
                          tuple(kw.normalize(c) for c in given.choices), given.x or 0)

    def _choices(self, board: Board) -> dict[str, Any]:
        """The players' choices for triggered abilities (`provoke`, `mentor`, `enlist`,
        `annihilator`, `targets`, `triggers`), each naming what exists and what has the ability
        it is for."""
        c = self.p.combat
        for field, keyword in (("provoke", "provoke"), ("mentor", "mentor"),
                               ("enlist", "enlist"), ("annihilator", "annihilator")):
            for source, chosen in getattr(c, field).items():
                where = f"combat.{field}.{source}"
                self._known(source, where)
                if not board.permanent(source).has(keyword):
                    raise ScenarioError(where, f"'{source}' has no {keyword}")
                for i, pid in enumerate([chosen] if isinstance(chosen, str) else chosen):
                    self._known(pid, where if isinstance(chosen, str) else f"{where}[{i}]")
        for source, chosen in c.targets.items():
            self._known(source, f"combat.targets.{source}")
            for i, pid in enumerate(chosen):
                self._recipient(pid, f"combat.targets.{source}[{i}]")
        for source in c.may:
            self._known(source, f"combat.may.{source}")
            if not any(isinstance(a, Triggered) and a.may is not None
                       for a in board.permanent(source).abilities):
                raise ScenarioError(f"combat.may.{source}", f"'{source}' has no triggered "
                                                            f"ability that says \"you may\"")
        for source in c.ward:
            self._known(source, f"combat.ward.{source}")
        for source in c.choices:
            self._known(source, f"combat.choices.{source}")
            if not any(isinstance(a, Triggered) and (a.modes or any(_offers(e)
                                                                    for e in a.effects))
                       for a in board.permanent(source).abilities):
                raise ScenarioError(f"combat.choices.{source}", f"'{source}' has no triggered "
                                                                f"ability that offers a choice")
        for player, order in c.triggers.items():
            self._player(player, f"combat.triggers.{player}")
            for i, name in enumerate(order):
                self._known(name.split(":", 1)[0], f"combat.triggers.{player}[{i}]")
        return {"activate": tuple(self._activation(board, a, f"combat.activate[{i}]")
                                  for i, a in enumerate(c.activate)),
                "provoke": frozen_map(c.provoke), "mentor": frozen_map(c.mentor),
                "enlist": frozen_map(c.enlist),
                "annihilator": frozen_map((k, tuple(v)) for k, v in c.annihilator.items()),
                "targets": frozen_map((k, tuple(v)) for k, v in c.targets.items()),
                "triggers": frozen_map((k, tuple(v)) for k, v in c.triggers.items()),
                "may": frozen_map(c.may), "ward": frozen_map(c.ward),
                "choices": frozen_map((k, tuple(v)) for k, v in c.choices.items())}


def _offers(effect: object) -> bool:
    """Does the effect offer a choice as it resolves ("your choice of", 608.2d)?"""
    return bool(getattr(effect, "one_of", ()))


def _may_give(board: Board) -> bool:
    """Does a static ability on the board give activated abilities (613.1f)?"""
    return any(isinstance(g, Activated) for p in board.permanents for a in p.abilities
               if isinstance(a, Static) for g in a.grants)
