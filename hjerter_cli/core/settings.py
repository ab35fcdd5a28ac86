"""A table's settings (core/RULES.md: scoring schemes, options, moon rule, end, passing)."""

from __future__ import annotations

from hjerter_cli.core.emoji import emoji_part
from hjerter_cli.core.records import TYPE_CHECKING, Literal, Record, get_args, memo
from hjerter_cli.core.refusals import Phrase, phrase
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
Deal = Literal["remove", "kitty"]  # cards removed so the deal comes out even, or the rest as a kitty

MOON_RULES: tuple[MoonRule, ...] = get_args(MoonRule)
MOON_CHOICES: tuple[MoonChoice, ...] = get_args(MoonChoice)
SCORINGS: tuple[Scoring, ...] = get_args(Scoring)
BONUS_CARDS: tuple[BonusCard, ...] = get_args(BonusCard)
TIES: tuple[Ties, ...] = get_args(Ties)
PASSINGS: tuple[Passing, ...] = get_args(Passing)
OMNIBUS_MOONS: tuple[OmnibusMoon, ...] = get_args(OmnibusMoon)
DEALS: tuple[Deal, ...] = get_args(Deal)

SEATS = {1: (3, 7), 2: (5, 12)}  # the players one pack seats, and two ("Cancellation Hearts")
PAIR_TARGET = 200  # the target of a game of partner pairs when none is given
MAX_TARGET = 100_000
MAX_DEALS = 5000  # as many rounds as a game keeps (core/game.py, MAX_ROUNDS)

# The special cards, in the order they are asked for and shown.
CARDS = ("queen", "bonus", "ten", "king", "ace")
CARD_LETTERS = {"q": "queen", "j": "bonus", "t": "ten", "k": "king", "a": "ace", "d": "queen"}  # d: dame
LETTER_OF_CARD = {"queen": "q", "bonus": "j", "ten": "t", "king": "k", "ace": "a"}


class Settings(Record):
    """How a table plays; every field has the default core/RULES.md gives it."""

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
    decks: int = 1  # packs shuffled together: 1, or 2 (Cancellation Hearts)
    deal: Deal = "remove"
    pairs: tuple[tuple[str, str], ...] = ()  # partner pairs by name, in seat order; () without
    deals: int = 0  # the game ends after this many deals, if not at the target before; 0: no such end

    def to_dict(self) -> dict[str, object]:
        """Plain data in the key order of cli/CLI.md's JSON (pairs as lists of two names)."""
        return self._asdict() | {"pairs": [list(pair) for pair in self.pairs]}

    @property
    def big_table(self) -> bool:
        """Whether any of 1.3's settings is in use (two packs, pairs, the kitty)."""
        return self.decks != 1 or self.deal != "remove" or bool(self.pairs)


SETTING_NAMES = Settings._fields
_CHOICES = {
    "moon": MOON_RULES,
    "scoring": SCORINGS,
    "bonus_card": BONUS_CARDS,
    "ties": TIES,
    "passing": PASSINGS,
    "omnibus_moon": OMNIBUS_MOONS,
    "deal": DEALS,
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
    if type(settings.deals) is not int or not 0 <= settings.deals <= MAX_DEALS:
        raise RefusedError(phrase("deals-out-of-range").format(most=MAX_DEALS, deals=settings.deals))
    if type(settings.decks) is not int or settings.decks not in SEATS:
        raise RefusedError(phrase("setting-not-a-choice").format(name="decks", choices=(1, 2), value=settings.decks))
    pairs = check_pairs(settings.pairs, players)
    if pairs != settings.pairs:  # as a game keeps them (a file's are lists)
        settings = settings._replace(pairs=pairs)
    if settings.pairs and settings.exact_reset:
        raise RefusedError(phrase("exact-reset-with-pairs"))
    if not isinstance(settings.dealer, str):
        raise RefusedError(phrase("dealer-not-a-name"))
    if not settings.dealer:
        return settings._replace(dealer=players[0])
    seat = find_seat(players, settings.dealer)
    if seat is None:
        raise RefusedError(phrase("dealer-not-at-table").format(dealer=settings.dealer, players=players))
    return settings if settings.dealer == players[seat] else settings._replace(dealer=players[seat])


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
    is a decomposed Å) and without case (folding a case can undo the composition, as of ῒ: made
    NFC again, so every spelling of a name has one key)."""
    kept = name.strip()
    if kept.isascii():  # NFC already, and folded to ASCII
        return kept.casefold()
    import unicodedata  # only for a name beyond ASCII

    folded = unicodedata.normalize("NFC", kept).casefold()
    return folded if folded.isascii() else unicodedata.normalize("NFC", folded)


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
    if settings.pairs and settings.exact_reset:
        return phrase("exact-reset-with-pairs-new").format(
            mend=mend("exact_reset", "--exact-reset", "--no-exact-reset")
        )
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


def check_player_name(name: str) -> str:
    """A player's name as it will be kept, or a refusal saying what is wrong with it."""
    if not isinstance(name, str) or not name.strip():
        raise RefusedError(phrase("player-name-empty"))
    if not name.isprintable() and not all(char.isprintable() or emoji_part(char) for char in name):
        raise RefusedError(phrase("player-name-control-character").format(name=name))
    name = name.strip()
    if not name.isascii():  # ASCII is NFC already
        import unicodedata

        name = unicodedata.normalize("NFC", name)
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


def check_players(players: tuple[str, ...] | list[str], decks: int = 1) -> tuple[str, ...]:
    """3 to 7 valid names (5 to 12 with two packs), unique without case, in seat order."""
    least, most = SEATS.get(decks, SEATS[1])
    if not least <= len(players) <= most:
        raise RefusedError(phrase("player-count").format(least=least, most=most, count=len(players), decks=decks))
    names = tuple(check_player_name(name) for name in players)
    seen: set[str] = set()
    for name in names:
        key = name_key(name)
        if key in seen:
            raise RefusedError(phrase("player-name-twice").format(name=name))
        seen.add(key)
    return names


def check_pairs(pairs: object, players: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """Partner pairs as a game keeps them: every player in exactly one pair, each pair in seat
    order and the pairs by the seat of their first player, names as the players are written."""
    if not isinstance(pairs, tuple | list) or not all(
        isinstance(pair, tuple | list) and len(pair) == 2 for pair in pairs
    ):
        raise RefusedError(phrase("pairs-not-pairs"))
    if not pairs:
        return ()
    if len(players) % 2:
        raise RefusedError(phrase("pairs-odd").format(count=len(players)))
    seated = []
    for pair in pairs:
        seats = []
        for name in pair:
            seat = find_seat(players, name) if isinstance(name, str) else None
            if seat is None:
                raise RefusedError(phrase("pair-not-at-table").format(name=name, players=players))
            seats.append(seat)
        seated.append(tuple(sorted(seats)))
    flat = [seat for pair in seated for seat in pair]
    if len(set(flat)) != len(flat) or len(flat) != len(players):
        missing = [players[seat] for seat in range(len(players)) if seat not in flat]
        twice = [players[seat] for seat in set(flat) if flat.count(seat) > 1]
        raise RefusedError(phrase("pairs-every-player-once").format(twice=tuple(twice), missing=tuple(missing)))
    return tuple((players[a], players[b]) for a, b in sorted(seated))


@memo
def sides(settings: Settings, players: tuple[str, ...]) -> tuple[tuple[int, ...], ...]:
    """Who plays together, by seat: the partner pairs, or each player alone. Totals, the end, the
    winners, the leaders, points to go and one below are worked out a side at a time."""
    if not settings.pairs:
        return alone(len(players))
    return tuple((players.index(first), players.index(second)) for first, second in settings.pairs)


@memo
def alone(player_count: int) -> tuple[tuple[int, ...], ...]:
    """The sides of a game without pairs: each seat alone, in seat order."""
    return tuple((seat,) for seat in range(player_count))


def side_of(settings: Settings, players: tuple[str, ...], seat: int) -> tuple[int, ...]:
    """The side a seat plays on: its pair, or itself alone."""
    return next(side for side in sides(settings, players) if seat in side)


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
    """All hearts of a round: 13 counted, or 104 by value (2..14); twice that with two packs."""
    return (104 if settings.scoring == "by-value" else 13) * settings.decks


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
    return hearts_total(settings) + settings.decks * sum(card_points(settings).values())


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
    return hearts_total(settings) + settings.decks * card_points(settings)["queen"]


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
