"""Starting a game: `new`, its options (the table's settings), and what it says of the new table."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Annotated, Any

import typer

from hjerter_cli.cli.options import (
    Commands,
    DataDirOption,
    FileOption,
    asks,
    choices,
    examples,
    registrar,
    words_columns,
)
from hjerter_cli.cli.session import GameRef, Session, load_existing, session_of
from hjerter_cli.core.game import Game, first_dealer, new_game, sheet
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
    round_worth,
    settings_for_new,
)
from hjerter_cli.errors import RefusedError, UsageError
from hjerter_cli.i18n import _
from hjerter_cli.render.columns import wrapped
from hjerter_cli.render.rules import describe
from hjerter_cli.render.sentences import end_line
from hjerter_cli.store import codec, paths, saving
from hjerter_cli.terminal import write

COMMANDS: Commands = {}
command = registrar(COMMANDS)


PlayersArgument = Annotated[
    list[str] | None,
    typer.Argument(
        metavar=_("PLAYER..."),
        help=_(
            "3 to 7 players (5 to 12 with two packs) in seat order (clockwise); with --like or --again, they "
            "replace that game's."
        ),
        show_default=False,
    ),
]
NewGameOption = Annotated[
    str | None,
    typer.Option(
        "--game",
        "-g",
        metavar=_("NAME"),
        help=_("Name of the game (default: today's date)."),
        show_default=False,
    ),
]
LikeOption = Annotated[
    str | None,
    asks(
        "game",
        typer.Option(
            metavar=_("GAME"),
            help=_("Same players, seats and settings as GAME; round 1 dealt by the next seat."),
            show_default=False,
        ),
    ),
]
AgainOption = Annotated[bool, typer.Option("--again", help=_("--like the current game: a rematch."))]
TargetOption = Annotated[
    int | None,
    typer.Option(metavar=_("N"), help=_("Score that ends the game (New Moon: 50); default 100."), show_default=False),
]
MoonOption = Annotated[
    str | None, typer.Option(help=_("How a moon counts; default plus."), show_default=False, **choices(*MOON_RULES))
]
ScoringOption = Annotated[
    str | None, typer.Option(help=_("Scoring scheme; default standard."), show_default=False, **choices(*SCORINGS))
]
OmnibusOption = Annotated[
    bool | None,
    typer.Option("--omnibus/--no-omnibus", help=_("The bonus card (J♦) is worth -10."), show_default=False),
]
BonusCardOption = Annotated[
    str | None,
    typer.Option(help=_("The bonus card: jack (J♦) or ten (10♦)."), show_default=False, **choices(*BONUS_CARDS)),
]
OmnibusMoonOption = Annotated[
    str | None,
    typer.Option(
        help=_("With --omnibus: does a moon need the bonus card (with-bonus) or not (without-bonus)?"),
        show_default=False,
        **choices(*OMNIBUS_MOONS),
    ),
]
TenOfClubsOption = Annotated[
    bool | None,
    typer.Option(
        "--ten-of-clubs/--no-ten-of-clubs", help=_("Klør ti: 10♣ doubles its taker's round."), show_default=False
    ),
]
SunOption = Annotated[
    bool | None,
    typer.Option("--sun/--no-sun", help=_("A moon with every trick counts double."), show_default=False),
]
TiesOption = Annotated[
    str | None,
    typer.Option(help=_("Tied lowest totals at the end; default play-on."), show_default=False, **choices(*TIES)),
]
PassingOption = Annotated[
    str | None,
    typer.Option(help=_("Pass cycle; default standard (by table size)."), show_default=False, **choices(*PASSINGS)),
]
DealerOption = Annotated[
    str | None,
    asks(
        "player",
        typer.Option(
            metavar=_("WHO"),
            help=_("Who deals round 1, by name or seat (default: the first player)."),
            show_default=False,
        ),
    ),
]
OneBelowOption = Annotated[
    bool | None,
    typer.Option(
        "--one-below/--no-one-below", help=_("A player on target-1 plays without passing."), show_default=False
    ),
]
ExactResetOption = Annotated[
    bool | None,
    typer.Option(
        "--exact-reset/--no-exact-reset",
        help=_("A total landing exactly on the target goes back to 0."),
        show_default=False,
    ),
]


DecksOption = Annotated[
    str | None,
    typer.Option(
        help=_("Packs shuffled together: 1, or 2 (Cancellation Hearts, 5 to 12 players)."),
        show_default=False,
        **choices("1", "2"),
    ),
]
PairsOption = Annotated[
    bool | None,
    typer.Option("--pairs/--no-pairs", help=_("Partner pairs: partners sit opposite."), show_default=False),
]
PairOption = Annotated[
    list[str] | None,
    asks(
        "pair",
        typer.Option(
            metavar=_("A+B"),
            help=_("A partner pair, by names or seats (once a pair, instead of --pairs)."),
            show_default=False,
        ),
    ),
]
DealOption = Annotated[
    str | None,
    typer.Option(
        help=_("remove (cards out, so the deal comes out even) or kitty (the rest to the first trick's winner)."),
        show_default=False,
        **choices(*DEALS),
    ),
]


# The table's options, in the order the help lists them: `new` and `import` take them all.
TABLE_OPTIONS = (
    ("target", TargetOption),
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


def with_table_options(command: Callable[..., Any]) -> Callable[..., Any]:
    """The command with the table's options in place of its keyword `table`: typer sees each
    option as a parameter of its own, the command gets them as one TableOptions."""
    import inspect
    from functools import wraps

    from hjerter_cli.cli.framework import named_annotations

    written = inspect.signature(named_annotations(command)).parameters.values()
    at = [parameter.name for parameter in written].index("table")
    keyword = inspect.Parameter.KEYWORD_ONLY
    added = [inspect.Parameter(name, keyword, default=None, annotation=kind) for name, kind in TABLE_OPTIONS]
    parameters = [*list(written)[:at], *added, *list(written)[at + 1 :]]

    @wraps(command)
    def with_table(*args: Any, **given: Any) -> Any:
        table = {name: given.pop(name, None) for name, _kind in TABLE_OPTIONS}
        return command(*args, table=table, **given)

    with_table.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    with_table.__annotations__ = {parameter.name: parameter.annotation for parameter in parameters}
    return with_table


def settings_given(table: TableOptions) -> dict[str, object]:
    """The table's options that are settings (all but the dealer and the pairs), by the
    setting's name: None where not given, the number of packs as a number."""
    given = {name: table[name] for name, _kind in TABLE_OPTIONS if name not in ("dealer", "pairs", "pair")}
    return dict(given, decks=None if table["decks"] is None else int(table["decks"]))


@command(
    "new",
    epilog=examples(
        "hjerter new Ann Bo Cy Di",
        "hjerter new -g friday --moon minus --omnibus Ann Bo Cy",
        "hjerter new --again",
        "hjerter new --like friday --target 50",
        "hjerter new --decks 2 --pairs Ann Bo Cy Di Eva Finn Gry Hal",
        "hjerter new --deal kitty Ann Bo Cy Di Eva",
    ),
)
@with_table_options
def new(
    ctx: typer.Context,
    players: PlayersArgument = None,
    game: NewGameOption = None,
    file: FileOption = None,
    like: LikeOption = None,
    again: AgainOption = False,
    *,
    table: TableOptions,
    data_dir: DataDirOption = None,
) -> None:
    """Start a game with 3 to 7 players in seat order (5 to 12 with two packs); prints the table's
    rules and round 1."""
    saving.check_lock_timeout()  # a bad HJERTER_LOCK_TIMEOUT is refused before anything is made
    session = session_of(ctx)
    if like is not None and again:
        raise UsageError(_("Use --like or --again, not both."))
    model = _model_game(session, like, again)
    if model is None and not players:
        raise UsageError(
            _("Name the players, 3 to 7 (5 to 12 with two packs) in seat order (e.g. hjerter new Ann Bo Cy Di).")
        )
    seats = tuple(players) if players else model.players if model is not None else ()
    created = _new_table(seats, model, settings_given(table), table["dealer"], (table["pairs"], table["pair"] or []))
    ref = _new_ref(session)
    session.create(ref, created)
    _make_current(session, ref)
    _announce(ref.name, created)


def _new_table(
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
    return new_game(seats, settings, started=codec.started_now())


def _new_ref(session: Session) -> GameRef:
    """Where the new game goes: --file, else --game NAME, else today's date (made free)."""
    game, file = session.given("game"), session.given("file")
    paths.one_of(game, file)
    if file is not None:
        path, name = paths.which_game(str(session.base), None, str(file))
        return GameRef(session.base, Path(path), name)
    name = paths.game_name(game) if game is not None else _free_name(session.base)
    return GameRef(session.base, Path(paths.game_path(session.base, name)), name)


def _make_current(session: Session, ref: GameRef) -> None:
    """A game saved in the data dir becomes the current one; one given by --file does not."""
    if session.given("file") is None:
        session.make_current(ref.name)  # refused saying the game was saved, where it cannot be


def _announce(name: str, created: Game) -> None:
    """The new table's rules in words, a note when the target is reached in a round or two, round 1."""
    columns = words_columns()
    lines = [_("New game {name}.").format(name=name)]
    for line in describe(created):
        lines += wrapped(line, columns, indent="  ")
    if round_worth(created.settings) >= created.settings.target:
        note = _(
            "Note: a round is worth {worth} points, so a target of {target} is reached in a round or two; "
            "--target sets another."
        ).format(worth=round_worth(created.settings), target=created.settings.target)
        lines += wrapped(note, columns, indent="  ")
    lines += wrapped(end_line(sheet(created)), columns)
    write("\n".join(lines))


def _model_game(session: Session, like: str | None, again: bool) -> Game | None:
    """The game --like or --again names, loaded; None without them."""
    if like is None and not again:
        return None
    if again and paths.current_name(session.base) is None:
        raise RefusedError(_("There is no current game for --again; name one with --like GAME."))
    return load_existing(session.resolve(like, None))[0]


def _free_name(base: Path) -> str:
    today = date.today().isoformat()
    taken = set(paths.game_names(base))
    name, count = today, 1
    while name in taken:
        count += 1
        name = f"{today}-{count}"
    return name
