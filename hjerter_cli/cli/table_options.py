"""The table's options, declared once: `new` and `import` take them (a new game's table, a sheet's
table), in the same words, the same order and with the same help; and the table made from them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any

from hjerter_cli.cli.options import bundled, choices, naming, option
from hjerter_cli.core.game import Game, first_dealer, new_game
from hjerter_cli.core.pairs import pairs_for_new
from hjerter_cli.core.settings import (
    BONUS_CARDS,
    DEALS,
    MOON_RULES,
    OMNIBUS_MOONS,
    PAIR_TARGET,
    PASSINGS,
    SCORINGS,
    TIES,
    Settings,
    check_players,
    contradictions,
    settings_for_new,
)
from hjerter_cli.errors import UsageError
from hjerter_cli.i18n import _
from hjerter_cli.store import codec

TargetOption = Annotated[
    int | None,
    option(metavar=_("N"), help=_("Score that ends the game (New Moon: 50); default 100.")),
]
DealsOption = Annotated[
    int | None,
    option(
        metavar=_("N"),
        help=_("End after N deals, or at the target if sooner (lowest total wins, ties shared); 0: no such end."),
    ),
]
MoonOption = Annotated[str | None, option(help=_("How a moon counts; default plus."), **choices(*MOON_RULES))]
ScoringOption = Annotated[str | None, option(help=_("Scoring scheme; default standard."), **choices(*SCORINGS))]
OmnibusOption = Annotated[
    bool | None,
    option(
        "--omnibus/--no-omnibus",
        help=_("The bonus card (J♦) is worth -10."),
    ),
]
BonusCardOption = Annotated[
    str | None,
    option(help=_("The bonus card: jack (J♦) or ten (10♦)."), **choices(*BONUS_CARDS)),
]
OmnibusMoonOption = Annotated[
    str | None,
    option(
        help=_("With --omnibus: does a moon need the bonus card (with-bonus) or not (without-bonus)?"),
        **choices(*OMNIBUS_MOONS),
    ),
]
TenOfClubsOption = Annotated[
    bool | None,
    option("--ten-of-clubs/--no-ten-of-clubs", help=_("Klør ti: 10♣ doubles its taker's round.")),
]
SunOption = Annotated[
    bool | None,
    option("--sun/--no-sun", help=_("A moon with every trick counts double.")),
]
TiesOption = Annotated[
    str | None,
    option(help=_("Tied lowest totals at the end; default play-on."), **choices(*TIES)),
]
PassingOption = Annotated[
    str | None,
    option(help=_("Pass cycle; default standard (by table size)."), **choices(*PASSINGS)),
]
DealerOption = Annotated[
    str | None,
    naming("player", metavar=_("WHO"), help=_("Who deals round 1, by name or seat (default: the first player).")),
]
OneBelowOption = Annotated[
    bool | None,
    option("--one-below/--no-one-below", help=_("A player on target-1 plays without passing.")),
]
ExactResetOption = Annotated[
    bool | None,
    option("--exact-reset/--no-exact-reset", help=_("A total landing exactly on the target goes back to 0.")),
]


DecksOption = Annotated[
    str | None,
    option(help=_("Packs shuffled together: 1, or 2 (Cancellation Hearts, 5 to 12 players)."), **choices("1", "2")),
]
PairsOption = Annotated[
    bool | None,
    option("--pairs/--no-pairs", help=_("Partner pairs: partners sit opposite.")),
]
PairOption = Annotated[
    list[str] | None,
    naming("pair", metavar=_("A+B"), help=_("A partner pair, by names or seats (once a pair, instead of --pairs).")),
]
DealOption = Annotated[
    str | None,
    option(
        help=_("remove (cards out, so the deal comes out even) or kitty (the rest to the first trick's winner)."),
        **choices(*DEALS),
    ),
]


# The table's options, in the order the help lists them: `new` and `import` take them all.
TABLE_OPTIONS = (
    ("target", TargetOption),
    ("deals", DealsOption),
    ("moon", MoonOption),
    ("scoring", ScoringOption),
    ("omnibus", OmnibusOption),
    ("bonus_card", BonusCardOption),
    ("omnibus_moon", OmnibusMoonOption),
    ("ten_of_clubs", TenOfClubsOption),
    ("sun", SunOption),
    ("ties", TiesOption),
    ("passing", PassingOption),
    ("dealer", DealerOption),
    ("one_below", OneBelowOption),
    ("exact_reset", ExactResetOption),
    ("decks", DecksOption),
    ("pairs", PairsOption),
    ("pair", PairOption),
    ("deal", DealOption),
)
# The table's options as given (None: not given), by the option's name.
TableOptions = dict[str, Any]


def with_table_options(command: Callable[..., Any], without: tuple[str, ...] = ()) -> Callable[..., Any]:
    """The command with the table's options in place of its keyword `table`: typer sees each
    option as a parameter of its own, the command gets them as one TableOptions (`without`: the
    options it does not take)."""
    return bundled(command, "table", [(name, kind, None) for name, kind in TABLE_OPTIONS if name not in without])


def table_options_without(*names: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """`with_table_options` for a command that takes all of the table's options but `names`."""
    return lambda command: with_table_options(command, names)


def settings_given(table: TableOptions) -> dict[str, object]:
    """The table's options that are settings (all but the dealer and the pairs), by the
    setting's name: None where not given, the number of packs as a number."""
    given = {name: table[name] for name, _kind in TABLE_OPTIONS if name not in ("dealer", "pairs", "pair")}
    return dict(given, decks=None if table["decks"] is None else int(table["decks"]))


def new_table(
    players: tuple[str, ...],
    model: Game | None,
    given: dict[str, object],
    dealer: str | None,
    paired: tuple[bool | None, list[str]],
) -> Game:
    """The new game: its players, and its settings from the model's (or the defaults) and the
    options; the pairs from --pairs or --pair (or the model's), the target 200 with pairs unless
    given (or carried from the model)."""
    settings = settings_for_new(model.settings if model is not None else Settings(), given)
    seats = check_players(players, settings.decks)
    opposite, named = paired
    pairs = pairs_for_new(seats, opposite, named, model.settings if model is not None else None)
    settings = settings._replace(pairs=pairs)
    if pairs and given["target"] is None and model is None:
        settings = settings._replace(target=PAIR_TARGET)
    typed = {name for name, value in given.items() if value is not None} | ({"pairs"} if opposite or named else set())
    problem = contradictions(settings, typed)
    if problem is not None:
        raise UsageError(problem)
    settings = settings._replace(dealer=first_dealer(seats, dealer, model))
    return new_game(seats, settings, started=codec.started_now(), game_id=codec.new_id())
