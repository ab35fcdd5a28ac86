"""A table's settings (RULES.md: scoring schemes, options, moon rule, end, passing)."""

from __future__ import annotations

import unicodedata

from hjerter_cli.core.phrases import Phrase, phrase
from hjerter_cli.core.record import TYPE_CHECKING, Literal, Record, get_args, memo
from hjerter_cli.errors import RefusedError, UsageError

if TYPE_CHECKING:
    from collections.abc import Collection

# Each setting's words, as types the checker sees: a misspelt rule does not type-check, and
# check_settings refuses it where a game is made or loaded, so it can never be scored.
MoonRule = Literal["plus", "minus", "off", "choose", "auto"]
MoonChoice = Literal["plus", "minus"]  # what a shooter may choose under `choose`
AppliedMoon = Literal["plus", "minus", "off"]  # how a moon was counted in the end
Scoring = Literal["standard", "by-value", "black-maria"]
BonusCard = Literal["jack", "ten"]
Ties = Literal["play-on", "share"]
Passing = Literal["standard", "left-right-hold", "left", "none", "increasing"]
OmnibusMoon = Literal["with-bonus", "without-bonus"]

MOON_RULES: tuple[MoonRule, ...] = get_args(MoonRule)
MOON_CHOICES: tuple[MoonChoice, ...] = get_args(MoonChoice)
SCORINGS: tuple[Scoring, ...] = get_args(Scoring)
BONUS_CARDS: tuple[BonusCard, ...] = get_args(BonusCard)
TIES: tuple[Ties, ...] = get_args(Ties)
PASSINGS: tuple[Passing, ...] = get_args(Passing)
OMNIBUS_MOONS: tuple[OmnibusMoon, ...] = get_args(OmnibusMoon)

MIN_PLAYERS = 3
MAX_PLAYERS = 7
MAX_TARGET = 100_000

# The special cards, in the order they are asked for and shown.
CARDS = ("queen", "bonus", "ten", "king", "ace")
CARD_LETTERS = {"q": "queen", "j": "bonus", "t": "ten", "k": "king", "a": "ace", "d": "queen"}  # d: dame
LETTER_OF_CARD = {"queen": "q", "bonus": "j", "ten": "t", "king": "k", "ace": "a"}


class Settings(Record):
    """How a table plays; every field has the default RULES.md gives it."""

    target: int = 100
    moon: MoonRule = "plus"
    scoring: Scoring = "standard"
    omnibus: bool = False
    bonus_card: BonusCard = "jack"
    omnibus_moon: OmnibusMoon = "with-bonus"
    ten_of_clubs: bool = False
    sun: bool = False
    ties: Ties = "play-on"
    passing: Passing = "standard"
    dealer: str = ""
    one_below: bool = False
    exact_reset: bool = False

    def to_dict(self) -> dict[str, object]:
        """Plain data in the key order of CLI.md's JSON."""
        return self._asdict()


SETTING_NAMES = Settings._fields
_CHOICES = {
    "moon": MOON_RULES,
    "scoring": SCORINGS,
    "bonus_card": BONUS_CARDS,
    "ties": TIES,
    "passing": PASSINGS,
    "omnibus_moon": OMNIBUS_MOONS,
}


def check_settings(settings: Settings, players: tuple[str, ...]) -> Settings:
    """Refuse nonsense settings; fill in the dealer (the first player) when it is empty."""
    if type(settings.target) is not int or not 1 <= settings.target <= MAX_TARGET:
        raise RefusedError(phrase("target-out-of-range").format(most=MAX_TARGET, target=settings.target))
    for name, choices in _CHOICES.items():
        value = getattr(settings, name)
        if value not in choices:
            raise RefusedError(phrase("setting-not-a-choice").format(name=name, choices=choices, value=value))
    for name in ("omnibus", "ten_of_clubs", "sun", "one_below", "exact_reset"):
        if type(getattr(settings, name)) is not bool:
            raise RefusedError(phrase("setting-not-a-flag").format(name=name))
    if settings.omnibus_moon != "with-bonus" and not settings.omnibus:
        raise RefusedError(phrase("omnibus-moon-needs-omnibus"))
    if not isinstance(settings.dealer, str):
        raise RefusedError(phrase("dealer-not-a-name"))
    if not settings.dealer:
        return settings._replace(dealer=players[0])
    seat = find_seat(players, settings.dealer)
    if seat is None:
        raise RefusedError(phrase("dealer-not-at-table").format(dealer=settings.dealer, players=players))
    return settings._replace(dealer=players[seat])


def settings_for_new(base: Settings, given: dict[str, object]) -> Settings:
    """A new table's settings: `base` (the defaults, or those of the game it is like) with the
    options given (None: not given). The bonus card and its moon rule count only with omnibus:
    given without it they are refused; a game like an omnibus one, played without omnibus, gets
    them back at their defaults."""
    settings = base._replace(**{key: value for key, value in given.items() if value is not None})  # type: ignore[arg-type]
    for key, option in (("bonus_card", "--bonus-card"), ("omnibus_moon", "--omnibus-moon")):
        if given.get(key) is not None and not settings.omnibus:
            raise UsageError(phrase("option-needs-omnibus").format(option=option))
    if not settings.omnibus:
        settings = settings._replace(bonus_card="jack", omnibus_moon="with-bonus")
    return settings


def check_moon_choice(word: str) -> MoonChoice:
    """A shooter's choice, plus or minus; anything else is refused (the one place it is checked)."""
    for choice in MOON_CHOICES:
        if word == choice:
            return choice
    raise RefusedError(phrase("moon-choice-unknown").format(choice=word))


def name_key(name: str) -> str:
    """How names are compared: as a name is kept (blanks around it left out, in NFC, so a composed Å
    is a decomposed Å) and without case."""
    return unicodedata.normalize("NFC", name.strip()).casefold()


def contradictions(settings: Settings, given: Collection[str] = ()) -> Phrase | None:
    """Settings that cannot apply together, said with the reason and the option that mends it (for
    a new game; files keep theirs). `given`: the settings typed for this game, the others being
    the defaults or those of the game it is like, which only a --no-... option (or another value)
    takes away."""

    def mend(setting: str, typed: str, inherited: str) -> Phrase:
        if setting in given:
            return phrase("mend-leave-out").format(option=typed)
        return phrase("mend-add").format(option=inherited)

    if settings.sun and settings.scoring == "black-maria":
        return phrase("sun-without-moon-in-black-maria").format(mend=mend("sun", "--sun", "--no-sun"))
    if settings.scoring == "black-maria" and settings.moon not in ("plus", "off"):
        fix = mend("moon", f"--moon {settings.moon}", "--moon plus")
        return phrase("moon-rule-in-black-maria").format(rule=settings.moon, mend=fix)
    if settings.sun and settings.moon == "off":
        return phrase("sun-with-moon-off").format(mend=mend("sun", "--sun", "--no-sun"))
    if settings.one_below and settings.target < 2:
        fix = mend("one_below", "--one-below", "--no-one-below")
        return phrase("one-below-from-the-start").format(target=settings.target, below=settings.target - 1, mend=fix)
    return None


def find_seat(players: tuple[str, ...], name: str) -> int | None:
    """The seat (0-based) of a player, names compared by `name_key`; None when absent."""
    wanted = name_key(name)
    for seat, player in enumerate(players):
        if name_key(player) == wanted:
            return seat
    return None


# The invisible parts of an emoji sequence: zero width joiner, variation selectors, the keycap.
EMOJI_JOINERS = frozenset("\u200d\ufe0e\ufe0f\u20e3")


def emoji_part(char: str) -> bool:
    """Whether a character belongs in an emoji: a pictograph or other symbol, a skin tone, a joiner,
    a variation selector, a keycap, or a tag letter of a flag (🏴 of England). Other invisible
    format characters (bidi controls among them) are no part of a name."""
    code = ord(char)
    return (
        unicodedata.category(char) == "So"
        or 0x1F3FB <= code <= 0x1F3FF
        or char in EMOJI_JOINERS
        or 0xE0020 <= code <= 0xE007F
    )


def check_player_name(name: str) -> str:
    """A player's name as it will be kept, or a refusal saying what is wrong with it."""
    if not isinstance(name, str) or not name.strip():
        raise RefusedError(phrase("player-name-empty"))
    if not all(char.isprintable() or emoji_part(char) for char in name):
        raise RefusedError(phrase("player-name-control-character").format(name=name))
    name = unicodedata.normalize("NFC", name.strip())
    if len(name) > 20:
        raise RefusedError(phrase("player-name-too-long").format(name=name))
    if "=" in name:
        raise RefusedError(phrase("player-name-equals-sign").format(name=name))
    if name.isdigit():
        raise RefusedError(phrase("player-name-only-digits").format(name=name))
    return name


def check_typed_back(name: str) -> str:
    """A new player's name (at `new`, or a rename) must be one a tally can name again: not one the
    command line reads as an option (`-x`), nor `_`, which stands for the rest in a tally. Names
    kept in older game files are read as they are."""
    if name.startswith("-"):
        raise RefusedError(phrase("player-name-dash").format(name=name))
    if name == "_":
        raise RefusedError(phrase("player-name-rest"))
    return name


def check_players(players: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """3 to 7 valid names, unique without case, in seat order."""
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise RefusedError(phrase("player-count").format(least=MIN_PLAYERS, most=MAX_PLAYERS, count=len(players)))
    names = tuple(check_player_name(name) for name in players)
    seen: set[str] = set()
    for name in names:
        key = name_key(name)
        if key in seen:
            raise RefusedError(phrase("player-name-twice").format(name=name))
        seen.add(key)
    return names


@memo  # settings are frozen; every round asks again
def cards_in_use(settings: Settings) -> tuple[str, ...]:
    """The special cards whose taker is entered each round (step 0)."""
    used = ["queen"]
    if settings.omnibus:
        used.append("bonus")
    if settings.ten_of_clubs:
        used.append("ten")
    if settings.scoring == "black-maria":
        used += ["king", "ace"]
    return tuple(card for card in CARDS if card in used)


def round_options(settings: Settings) -> tuple[str, ...]:
    """The options of `round` and `edit` that only some games take, as this one does: the cards in
    use (--queen ...), --moon where the shooter chooses, --sun where suns count."""
    return (
        cards_in_use(settings) + (("moon",) if settings.moon == "choose" else ()) + (("sun",) if settings.sun else ())
    )


@memo
def hearts_total(settings: Settings) -> int:
    """All hearts of a round: 13 counted, or 104 by value (2..14)."""
    return 104 if settings.scoring == "by-value" else 13


@memo
def card_points(settings: Settings) -> dict[str, int]:
    """Raw points of each special card in use (step 1)."""
    points = {"queen": 25 if settings.scoring == "by-value" else 13}
    if settings.scoring == "black-maria":
        points["king"] = 10
        points["ace"] = 7
    if settings.omnibus:
        points["bonus"] = -10
    if settings.ten_of_clubs:
        points["ten"] = 0
    return points


@memo
def round_worth(settings: Settings) -> int:
    """What the raw points of a round add up to: 26, 16, 129, 119, 43 or 33."""
    return hearts_total(settings) + sum(card_points(settings).values())


def moon_needs_bonus(settings: Settings) -> bool:
    """Whether a moon must include the bonus card: with omnibus, unless the table plays without-bonus."""
    return settings.omnibus and settings.omnibus_moon == "with-bonus"


def sun_worth(settings: Settings) -> int | None:
    """What a sun (a moon with every trick) is worth: twice the moon; None where there is no moon."""
    worth = moon_worth(settings)
    return None if worth is None else 2 * worth


@memo
def moon_worth(settings: Settings) -> int | None:
    """What a moon is worth (26, or 129 by value; never more with omnibus); None in black-maria."""
    if settings.scoring == "black-maria":
        return None
    return hearts_total(settings) + card_points(settings)["queen"]


def card_label(settings: Settings, card: str) -> str:
    """The card's face: Q♠, J♦ or 10♦, 10♣, K♠, A♠."""
    if card == "bonus":
        return "10♦" if settings.bonus_card == "ten" else "J♦"
    return {"queen": "Q♠", "ten": "10♣", "king": "K♠", "ace": "A♠"}[card]


def card_name(settings: Settings, card: str) -> Phrase:
    """The card in words, for sentences."""
    if card == "bonus":
        if settings.bonus_card == "ten":
            return phrase("card-ten-of-diamonds")
        return phrase("card-jack-of-diamonds")
    return {
        "queen": phrase("card-queen-of-spades"),
        "ten": phrase("card-ten-of-clubs"),
        "king": phrase("card-king-of-spades"),
        "ace": phrase("card-ace-of-spades"),
    }[card]
