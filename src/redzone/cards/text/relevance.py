"""Whether a sentence redzone didn't compile matters in combat, and the pattern it belongs to.

A combat is resolved from a board as combat begins, with no spell cast and no ability
activated unless the file says so. So a sentence matters unless it can act only outside
that: as the card is cast or enters (it is already on the battlefield), in another step or
phase, when a spell is cast or a card drawn, or as a mana ability; a characteristic-defining
ability (604.3), whose values the file gives; keywords that work from other zones or only
as the card is cast. Anything else counts as mattering: when in doubt, the card is named in
the warnings rather than passed over.
"""

from __future__ import annotations

import re

# Keyword abilities that do nothing in a combat from a given board (cast, other zones, other
# steps, mana), as the corpus names them, lower case.
OUTSIDE_KEYWORDS = frozenset({
    "adapt", "affinity", "aftermath", "amplify", "assist", "aura swap", "awaken",
    "backup", "bargain", "basic landcycling", "bestow", "blitz", "bloodthirst", "buyback",
    "cascade", "casualty", "champion", "choose a background", "cleave", "commander ninjutsu",
    # (phasing happens in the untap step, 702.26a; double team and increment, off the board)
    "double team", "increment", "phasing",
    "companion", "compleated", "conspire", "convoke", "craft", "crew", "cumulative upkeep",
    "cycling", "dash", "daybound", "delve", "demonstrate", "devour", "devoid", "discover",
    "disguise", "disturb", "doctor's companion", "dredge", "echo", "embalm", "emerge", "encore",
    "enchant", "entwine", "equip", "escape", "eternalize", "evoke", "exploit", "extort",
    "fabricate", "fading", "firebending",
    "flash", "for mirrodin!", "forecast", "forestcycling", "foretell", "fortify", "freerunning",
    "fuse", "gift", "graft", "gravestorm", "harmonize", "haunt", "hidden agenda", "hideaway",
    "impending", "improvise", "ingest", "islandcycling", "job select", "jump-start", "kicker",
    "landcycling", "level up", "living weapon", "madness", "max speed", "mayhem", "megamorph",
    "miracle", "monstrosity", "more than meets the eye", "morph", "mountaincycling",
    "multikicker", "mutate", "nightbound", "ninjutsu", "offspring", "outlast", "overload",
    "paradigm", "partner with", "partner", "plainscycling", "plot", "prototype", "prowess",
    "ravenous", "read ahead", "ready to run", "rebound", "prowl", "starting intensity",
    "reconfigure", "recover", "reinforce", "replicate",
    "retrace", "riot", "saddle", "scavenge", "slivercycling", "sneak", "soulshift",
    "specialize", "spectacle", "splice", "split second", "spree", "squad",
    "soulbond",  # (it pairs as creatures enter: the file gives `paired_with`, 702.95)
    "start your engines!", "station", "storm", "sunburst", "surge", "suspend", "swampcycling",
    "tiered", "transfigure", "transmute", "tribute", "typecycling", "undaunted", "unearth",
    "vanishing", "warp", "web-slinging", "wizardcycling",
})

_OUTSIDE = [re.compile(p) for p in (
    # (not "enters or attacks", "enters or dies": its other event may happen in combat)
    r"^(when|whenever) ~ enters\b(?! or (becomes|attacks|blocks|dies|leaves|deals|is dealt)\b)",
    r"^as ~ enters\b", r"^~ enters\b",
    r"^(when|whenever) ~ (is turned face up|transforms)",
    r"^(when|whenever) (~|this card) specializes\b",  # (activated only as a sorcery)
    # a mutating creature spell merges as it resolves (702.140d); exploit is a "when ~
    # enters" ability, and a creature exploits as it resolves (702.110a-b)
    r"^(when|whenever) (~|a creature you control) (mutates|exploits)\b",
    r"^(when|whenever) you cast\b",
    r"^whenever (you|a player|an opponent|one or more) .*\bcasts?\b",
    r"^(when|whenever) .* (is|are) cast\b",
    r"^at the beginning of (your|each|each player's|each opponent's|the next|the|that "
    r"player's|target opponent's) (next )?(upkeep|end step|draw step|precombat main phase|"
    r"postcombat main phase|first main phase|second main phase|main phase|cleanup step)",
    r"^at the beginning of (each|your) (end step|upkeep)",
    r"^whenever (a|another|one or more) (land|lands|nontoken|artifact|enchantment)\b.*"
    r"\benters\b",
    # (not sacrificing: a cost or an effect may do it in combat, 701.21a)
    r"^whenever you (draw|discard|cycle|scry|surveil|mill|create|expend|"
    r"commit|roll|flip|gain control|cast|activate|complete|unlock|venture|attune)",
    r"^whenever an opponent (draws|discards|searches|casts|activates)",
    r"^whenever a player (draws|discards|searches|casts|activates)",
    # cycling works only from a hand (702.29a), an ability no file activates
    r"^whenever (a player|an opponent|another player) cycles\b",
    # a land is played only as a special action in a main phase (116.2a, 305.3, 505.6b)
    r"^whenever (you|a player|an opponent|another player) plays? (a|an) (land|desert)\b",
    # playing a card is casting it or playing a land: neither happens in redzone's combat
    r"^(when|whenever) you play a card\b",
    # an ability of the card in exile (113.6b), not on the battlefield; exiled in combat, it
    # is a new object with no counters (400.7), a suspended card's coming off in its owner's
    # upkeep (702.62a)
    r"^whenever a time counter is removed from (this card|~) while it's exiled\b",
    # (no spell is cast in redzone's combat; an ability targeting it is: 603.3d)
    r"^(when|whenever) ~ (becomes the target of a spell(?! or ability)|transforms|is turned)",
    r"^whenever (a|an|another) [^,]* becomes the target of (a|an) (instant or sorcery )?spell"
    r"(?! or ability)",
    r"^~'s (power|toughness|power and toughness) (is|are)( each)? equal to",
    r"^(~|enchanted creature|equipped creature|enchanted permanent) doesn't untap\b",
    # (what a tapping effect does next: the untap step comes after combat)
    r"^(it|that creature|that permanent|those creatures) (doesn't|don't) untap during "
    r"(its|their) controllers?'s? (next )?untap steps?\b",
    r"^[ivx]+(, [ivx]+)* — ",  # a Saga's chapter: as lore counters are put on it (714.2b)
    r"^\{[^:]*: level \d+\.?$",  # a Class gains a level as a sorcery (716.2a)
    # a control-changing effect: the file lists the permanent under its controller
    r"^you control enchanted (creature|permanent|artifact|land)\.?$",
    r"^you may choose not to untap\b", r"^~ enters tapped", r"^this mana\b",
    r"^you skip your next (untap|draw) step",
    r"^this spell\b", r"^~ can't be countered", r"^you may look at the top card",
    r"^as an additional cost to cast", r"^you may cast\b", r"^~ costs? \{",
    r"\bcosts? \{[^}]+\} less",
    r"^spells you cast cost", r"^play with the top card",
    r"^[a-z, -]*spells( you cast| your opponents cast)? cost \{[^}]+\} more",
    r"^cast this spell only", r"^if a spell or ability an opponent controls causes you to "
    r"discard",
    # what redzone's combat never does: shuffling, proliferating, crewing (before combat,
    # 702.122: the file says what is a creature), Treasure tokens
    r"^whenever (you|an opponent|a player) (shuffles?|proliferates?)\b",
    r"^whenever ~ crews\b", r"^~ crews vehicles as though",
    r"^the first [a-z ]*spell you cast each turn", r"^whenever an opponent pays a tax",
    r"\bcosts? [^.]* less to cast\b", r"^cards in graveyards can't be the targets",
    r"^once each turn, you may play\b",
    r"^~ (saddles mounts and )?crews vehicles", r"^if you would create one or more treasure",
    r"^(when|whenever) ~ dies, (turn|put) the (exiled card|cards exiled with it)",
    # a mana ability granted, and nothing else (605.1a: mana isn't modelled)
    r'^[^"]* ha(s|ve) "[^"]*: add [^"]*"\.?$',
    # (every activation a file gives is in combat; other restrictions on activating matter)
    r"^activate (this ability )?only during combat\.?$",
    r"^~ can't be the target", r"^if ~ would be put into a graveyard from anywhere",
    r"^when ~ is put into a graveyard from anywhere", r"^if ~ was (kicked|bargained|cast)",
    r"^protection from [a-z ]*spells\b",
    r"^(transform|you may transform) ~", r"^it's still a land", r"^~ is every creature type",
    r"^(you|each player) may play", r"^spend only", r"^~ can be your commander",
    r"^you have no maximum hand size", r"^you can't lose the game",
    r"^when you (cycle|discard)", r"^(exile|return) ~ from your graveyard",
    r"^when(ever)? you sacrifice [^,]* while casting\b",  # (emerge: as a spell is cast)
    r"^if you would draw", r"^players can't", r"^your opponents can't cast",
    r"^each player can't", r"^flip a coin", r"^\(",
    r"^(whenever|when) (you|an opponent|a player) (gains?|loses?) life\b.*\b(draw|scry|create "
    r"a (treasure|food|clue))",
    # drafting, the start of the game, other zones' rules, spells: nothing a combat does
    r"^draft (~|this card) face up", r"^reveal (~|this card) as you draft", r"^as you draft\b",
    r"^as the game begins", r"^if ~ is in your opening hand",
    # a card gone from the battlefield returned to its owner's hand (nothing on the board)
    r"^when(ever)? ~ (dies|is put into a graveyard from the battlefield), return (~|it) to "
    r"its owner's hand\.?$",
    r"^the (flashback|escape|unearth|disturb|embalm|eternalize|foretell|plot) cost",
    r"^spells (you|your opponents|your opponents cast|with)\b", r"^your maximum hand size",
    r"^(once )?during each of your turns, you may (cast|play)", r"^you may look at\b",
    r"^if (a|that) spell would", r"^each (creature|instant|sorcery|artifact|land) card in your "
    r"(graveyard|hand)", r"^you may pay .* rather than pay", r"^you may choose new targets",
    r"^(whenever|when) (one or more )?(a )?(creature |land |artifact |instant |sorcery )?"
    r"cards? (is|are) put into (your|a|an opponent's) graveyard from (your|a|anywhere|their)"
    r" (library|hand|anywhere)",
    r"^(whenever|when) ~ becomes untapped, reveal",
    r"^as long as ~ is in your graveyard",
    # cast from a graveyard, it enters with counters: the board gives them (702.138c)
    r"^~ escapes with\b",
    # what a delayed triggered ability does after combat (603.7a; the end step follows it)
    r"\bat the beginning of the next (end step|upkeep)\.?$",
    # no spell resolves in redzone's combat, so none deals damage
    r"^(when|whenever) a spell you control deals damage\b",
    # an ability of the card in a hand or a graveyard, not on the battlefield
    r"^[^:\"]*\b(exile|discard|reveal) this card from your (hand|graveyard)[^:\"]*:",
    r"^[^:\"]*\bdiscard this card\b[^:\"]*:",
    r"^[^:\"]*: (put|return) this card from your graveyard\b",
    # cards moving between a hand, a library, a graveyard and exile: nothing on the board
    r"^otherwise, put (it|that card|them|those cards) (into|on) (your|its owner's|their) "
    r"(hand|graveyard|library)",
    r"^(when|whenever) ~ (dies|leaves the battlefield|is put into a graveyard from the "
    r"battlefield)( or is put into exile from the battlefield)?, (you may )?(put it|shuffle it"
    r"|return the exiled cards?|return all cards exiled with it)\b[^.]*\b(library|hand|hands)"
    r"( [a-z]+ from the (top|bottom))?(, then scry \d+)?\.?$",
    r"^(each opponent's|your) maximum hand size\b",
    r"^a deck can have any number of cards named", r"^you may reveal this card from your "
    r"opening hand", r"^if it's neither day nor night, it becomes day as ~ enters",
    # mana: unspent mana empties as steps end (500.4), a triggered mana ability (605.1b)
    r"^(until end of (turn|combat), )?you don't lose (unspent [a-z ]*|this )mana\b",
    r"^whenever (you|a player) taps? (a|an|another)? ?[a-z ,]*\bfor mana\b",
    r"^until end of turn, if you tap a land for mana",
    # spells: none is cast in redzone's combat, so what casting or a spell has never acts
    r"^(?![^.]*\bcreatures? you control\b)[a-z ,-]*\bspells you (cast|control) (have|has)\b",
    r"^(?![^.]*\bactivate)[a-z ,]*\bcan't cast\b",
    r"^you can't cast ~\b", r"^[a-z ,-]*\bspells (of the chosen [a-z]+ |cast from [^.]* )?"
    r"cost \{", r"^all morph costs cost\b",
    # mana isn't paid in redzone's combat (the file says what is activated): a cost's mana
    r"^(activated|loyalty) abilities [^.]*\bcost \{[^}]+\} more to activate\b",
    r"^abilities your opponents activate [^.]*\bcost \{[^}]+\} more\b",
    # the draw step (504) and a draft (905) are no part of a combat; nor is voting (701.38),
    # but in the abilities that say "vote"
    r"^skip your draw step\b", r"\bbooster packs?\b", r"\bduring the draft\b",
    r"^before you shuffle your deck to start the game\b", r"^while voting\b",
    # drawing, searching, milling, Clues, Foods, Blood: no effect of redzone's combat does them
    r"^if (a player|an opponent|you) would (draw|search|mill|create a (clue|food|blood))\b",
    r"^if an opponent would mill\b",
    # the untap step (502.3) is no part of a combat
    r"^untap (~|all [a-z ]+ you control) during each other player's untap step\.?$",
    # a combat phase added after this one (500.8): nothing in this combat changes
    r"^(after this (combat )?phase, there is an additional combat phase|there is an "
    r"additional combat phase after this phase)\.?$",
    # day and night change only as a turn begins (726.3a)
    r"^it can't become (day|night)\b",
    # read ahead acts as a Saga enters (702.155a); Food and Junk are sacrificed for mana or life
    r"^sagas you control have read ahead\b",
    r"^you may treat food tokens as though they were junk tokens\b",
)]
# Effects that act outside combat: a triggered or activated ability with only these.
_OUTSIDE_EFFECT = re.compile(
    r"^(you may )?(draw (a card|\d+ cards|cards)|scry \d+|surveil \d+|mill \d+|"
    r"(you )?create (a|\d+|that many|x|a number of) (tapped )?(treasure|food|clue|blood|map|"
    r"powerstone|incubator|junk|lander|mutagen) tokens?|investigate|discard a card|"
    r"draft a card from|"
    r"add (\{|\d+ mana|one mana|two mana|three mana|x mana|"
    r"that much|an amount|mana)|look at the top|"
    r"return (this card|~) from your graveyard|"
    r"put (a|\d+) (charge|storage|oil|fuse) counters? on ~|\w+( player)? reveals the top card|"
    r"search your library|you get \{e\}|proliferate|explore|connive|amass|learn|"
    r"return (another |up to \d+ )?target .* cards? from your graveyard|"
    r"draw a card, then discard a card|discard your hand(,)? (then |and )draw \d+ cards|"
    r"(it|~|that creature|target creature|that land) doesn't untap during (its controller's|"
    r"your) next untap step|"
    r"(that|defending) player exiles (cards from the top|the top ([a-z0-9]+ cards|card)) of "
    r"their library|(target|each) (opponent|player) puts a card from their hand on top of their "
    r"library|"
    r"(you may )?put (target|a|another target) [a-z ]*card from (your|their|a|that player's) "
    r"(graveyard|hand) on top of (your|their) library|"
    r"each player (draws|discards|mills)|(defending|that) player may draw a card|"
    # cards in hands, libraries and graveyards, spells, lands and the game's other counters
    r"(target|each) (player|opponent) (mills|draws|discards)|that player discards|"
    r"(that|defending|target) player mills (\d+|that many) cards|(that|defending|target) "
    r"player mills a card|you mill \d+ cards|"
    r"look at (that|target|defending) player's hand|"
    r"that player exiles a card from their hand( face down)?|"
    r"(that|target|defending) player skips their next combat phase|"
    r"(each opponent|target opponent|that player|defending player) discards|"
    r"mill (a card|\d+ cards)|"
    r"exile (target|each|all|up to \d+ target) ([a-z]+ )*cards? from (a|an opponent's|your|"
    r"target player's|their|each opponent's|all) graveyards?|exile (all )?graveyards|"
    r"exile the top (card|\d+ cards) of (your|each player's|target player's) library|"
    r"put target card from (a|your) graveyard|"
    r"return target ([a-z]+ )*card( with [^.]*)? from (your|a) graveyard to (your|its owner's)"
    r" hand|reveal (the top|cards from the top)|counter target ([a-z]+ )*spell|"
    r"copy target ([a-z]+ )*spell|(destroy|untap) target (nonbasic )?land|"
    r"venture into the dungeon|you take the initiative|you become the monarch|"
    r"the ring tempts you|incubate \d+|seek|you may (cast|play) )(?P<rest>[^:]*)\.?$")
# What an effect outside combat may go on to do that acts on the board ("draw a card and this
# creature can't be blocked this turn"): then the ability isn't outside combat.
_ON_THE_BOARD = re.compile(
    r"\b(gets? [+-]\d|(gains?|loses?) ((\d+|x|that much) life|(?!life\b)[a-z])|"
    r"put [^.]*counters? on|deals?|prevent|can't (attack|block|be blocked)|destroy|"
    r"exile target|creature tokens?|"
    r"sacrifices?|tap|untap|fights?|(on)?to the battlefield)\b")
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10}
_NUMBER = re.compile(r"\b(" + "|".join(NUMBER_WORDS) + r")\b")
_TRIGGER_HEAD = re.compile(r"^(when|whenever|at) [^,]+, (then )?")
_IF = re.compile(r"^((?:when|whenever|at) [^,]+, )if [^,]+, ")
_COST = re.compile(r"^([^\"]*?): ")
_COST_WORDS = re.compile(r"\{|^(sacrifice|tap|pay|remove|discard|exile) ")


_GIVEN = re.compile(r'^[^"]* ha(?:s|ve) "([^"]+)"(\.?)$')


def outside_combat(own: str) -> bool:
    """Does this sentence (the card as `~`) act only outside a combat from a given board?"""
    low = _low(own)
    return _outside_whole(low) or _outside_effect(low)


def outside_if_it_holds(own: str) -> bool:
    """Does the triggered ability act only outside combat when its intervening "if" holds
    (603.4), so whatever it asks ("Whenever ~ attacks, if defending player controls no black
    permanents, it doesn't untap during your next untap step")?"""
    low = _low(own)
    found = _IF.match(low)
    return found is not None and _outside_effect(found.group(1) + low[found.end():])


def goes_on_outside(ability: str, own: str) -> bool:
    """Does `own`, a sentence going on with `ability` (one that acts outside combat), act
    outside combat too? So when the whole ability does (its trigger, a keyword), or when
    `own` does nothing on the board ("Put that card onto the battlefield" does)."""
    return (_outside_whole(_low(ability)) or _MANA_ABILITY.search(_low(ability)) is not None
            or outside_combat(own) or not _ON_THE_BOARD.search(_low(own)))


# A mana ability (605.1a): mana isn't modelled, so redzone's combat never activates one.
_MANA_ABILITY = re.compile(r"^[^\"]*: add\b")


def _low(own: str) -> str:
    return _NUMBER.sub(lambda m: str(NUMBER_WORDS[m.group(0)]), own.lower().strip())


def _outside_whole(low: str) -> bool:
    """Does the sentence act outside combat whatever its effects: by its trigger, as a
    keyword, or as the ability it grants?"""
    if any(p.search(low) for p in _OUTSIDE):
        return True
    granted = _GIVEN.match(low)  # '... have "<ability>"': as that ability is
    if granted and outside_combat(re.sub(r"\bthis (permanent|creature)\b", "~",
                                          granted.group(1))):
        return True
    return low.rstrip(".") in OUTSIDE_KEYWORDS or any(
        low.startswith(k + " ") or low.startswith(k + "—") or low.startswith(k + " {")
        for k in OUTSIDE_KEYWORDS)


def _outside_effect(low: str) -> bool:
    """Does the triggered or activated ability do only what acts outside combat?"""
    body = _TRIGGER_HEAD.sub("", low)
    if (body == low and (m := _COST.match(low)) and _COST_WORDS.search(m.group(1))) or (
            low.startswith("{t}:")):
        body = low[low.index(": ") + 2:]
    outside = _OUTSIDE_EFFECT.match(body.rstrip("."))
    return body != low and outside is not None and not _ON_THE_BOARD.search(outside["rest"])


_PATTERN_WORDS = [
    (re.compile(r"\{[^}]+\}"), "{M}"),
    (re.compile(r"[+-]?\d+/[+-]?\d+|[+-]X/[+-]X"), "±N/±N"),
    (re.compile(r"\b\d+\b"), "N"),
    (re.compile(r"\b(one|two|three|four|five|six|seven|eight|nine|ten)\b"), "N"),
    (re.compile(r"(\{M\})+"), "{M}"),
]


def pattern(own: str) -> str:
    """The sentence's pattern, for grouping what didn't compile: numbers as N, mana as {M}."""
    out = own.strip()
    for regex, replacement in _PATTERN_WORDS:
        out = regex.sub(replacement, out)
    return out
