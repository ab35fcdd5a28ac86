"""The games on the shelf: new, list, use, delete."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Annotated, Any

import typer

from hjerter_cli import reading, store
from hjerter_cli.cli.options import (
    Commands,
    DataDirOption,
    FileOption,
    GameOption,
    asks,
    choices,
    examples,
    is_terminal,
    registrar,
)
from hjerter_cli.cli.session import GameRef, Session, load_existing, one_of, session_of, unknown_game
from hjerter_cli.core.game import Game, Sheet, first_dealer, new_game, rename_player, sheet
from hjerter_cli.core.settings import (
    BONUS_CARDS,
    MOON_RULES,
    OMNIBUS_MOONS,
    PASSINGS,
    SCORINGS,
    TIES,
    Settings,
    check_players,
    contradictions,
    find_seat,
    round_worth,
    settings_for_new,
)
from hjerter_cli.errors import RefusedError, StoreError, UsageError, visible
from hjerter_cli.i18n import _, ngettext
from hjerter_cli.render.refusals import say
from hjerter_cli.render.rules import describe
from hjerter_cli.render.words import end_line

COMMANDS: Commands = {}
command = registrar(COMMANDS)


PlayersArgument = Annotated[
    list[str] | None,
    typer.Argument(
        metavar=_("PLAYER..."),
        help=_("3 to 7 players in seat order (clockwise); with --like or --again, they replace that game's."),
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


@command(
    "new",
    epilog=examples(
        "hjerter new Ann Bo Cy Di",
        "hjerter new -g friday --moon minus --omnibus Ann Bo Cy",
        "hjerter new --again",
        "hjerter new --like friday --target 50",
    ),
)
def new(
    ctx: typer.Context,
    players: PlayersArgument = None,
    game: NewGameOption = None,
    file: FileOption = None,
    like: LikeOption = None,
    again: AgainOption = False,
    target: TargetOption = None,
    moon: MoonOption = None,
    scoring: ScoringOption = None,
    omnibus: OmnibusOption = None,
    bonus_card: BonusCardOption = None,
    omnibus_moon: OmnibusMoonOption = None,
    ten_of_clubs: TenOfClubsOption = None,
    sun: SunOption = None,
    ties: TiesOption = None,
    passing: PassingOption = None,
    dealer: DealerOption = None,
    one_below: OneBelowOption = None,
    exact_reset: ExactResetOption = None,
    data_dir: DataDirOption = None,
) -> None:
    """Start a game with 3 to 7 players in seat order; prints the table's rules and round 1."""
    store.lock_timeout()  # a bad HJERTER_LOCK_TIMEOUT is refused before anything is made
    session = session_of(ctx)
    if like is not None and again:
        raise UsageError(_("Use --like or --again, not both."))
    model = _model_game(session, like, again)
    if model is None and not players:
        raise UsageError(_("Name the players, 3 to 7 in seat order (e.g. hjerter new Ann Bo Cy Di)."))
    given: dict[str, object] = {
        "target": target,
        "moon": moon,
        "scoring": scoring,
        "omnibus": omnibus,
        "bonus_card": bonus_card,
        "omnibus_moon": omnibus_moon,
        "ten_of_clubs": ten_of_clubs,
        "sun": sun,
        "ties": ties,
        "passing": passing,
        "one_below": one_below,
        "exact_reset": exact_reset,
    }
    seats = tuple(players) if players else model.players if model is not None else ()
    created = _new_table(seats, model, given, dealer)
    ref = _new_ref(session)
    session.create(ref, created)
    _make_current(session, ref)
    _announce(ref.name, created)


def _new_table(players: tuple[str, ...], model: Game | None, given: dict[str, object], dealer: str | None) -> Game:
    """The new game: its players, and its settings from the model's (or the defaults) and the options."""
    settings = settings_for_new(model.settings if model is not None else Settings(), given)
    seats = check_players(players)
    problem = contradictions(settings, {name for name, value in given.items() if value is not None})
    if problem is not None:
        raise UsageError(problem)
    settings = settings._replace(dealer=first_dealer(seats, dealer, model))
    return new_game(seats, settings, started=store.started_now())


def _new_ref(session: Session) -> GameRef:
    """Where the new game goes: --file, else --game NAME, else today's date (made free)."""
    game, file = session.given("game"), session.given("file")
    one_of(game, file)
    if file is not None:
        path, name = reading.which_game(str(session.base), None, str(file))
        return GameRef(session.base, Path(path), name)
    name = store.check_game_name(game) if game is not None else _free_name(session.base)
    store.make_dirs(session.base)
    return GameRef(session.base, store.game_path(session.base, name), name)


def _make_current(session: Session, ref: GameRef) -> None:
    """A game saved in the data dir becomes the current one; one given by --file does not."""
    if session.given("file") is not None:
        return
    try:
        store.set_current(session.base, ref.name)
    except StoreError as error:
        raise StoreError(
            _("The game {name} was saved, but it could not be made the current game: {problem}").format(
                name=ref.name, problem=say(error)
            )
        ) from error


def _announce(name: str, created: Game) -> None:
    """The new table's rules in words, a note when the target is reached in a round or two, round 1."""
    typer.echo(_("New game {name}.").format(name=name))
    for line in describe(created):
        typer.echo("  " + line)
    if round_worth(created.settings) >= created.settings.target:
        typer.echo(
            "  "
            + _(
                "Note: a round is worth {worth} points, so a target of {target} is reached in a round or two; "
                "--target sets another."
            ).format(worth=round_worth(created.settings), target=created.settings.target)
        )
    typer.echo(end_line(sheet(created)))


def _model_game(session: Session, like: str | None, again: bool) -> Game | None:
    """The game --like or --again names, loaded; None without them."""
    if like is None and not again:
        return None
    if again and store.current_name(session.base) is None:
        raise RefusedError(_("There is no current game for --again; name one with --like GAME."))
    return load_existing(session.resolve(like, None))[0]


def _free_name(base: Path) -> str:
    today = date.today().isoformat()
    taken = set(store.game_names(base))
    name, count = today, 1
    while name in taken:
        count += 1
        name = f"{today}-{count}"
    return name


@command("list", epilog=examples("hjerter list", "hjerter list --format json"))
def list_(
    ctx: typer.Context,
    format: Annotated[
        str, typer.Option("--format", help=_("How to list them."), **choices("table", "text", "json"))
    ] = "table",
    data_dir: DataDirOption = None,
) -> None:
    """The saved games: name, players, rounds, status; the current one is marked."""
    session = session_of(ctx)
    session.no_game_before("list")
    current = store.current_name(session.base)
    entries = [{**entry, "current": entry["name"] == current} for entry in store.summaries(session.base)]
    for entry in entries:
        if "record" in entry:
            entry["started"] = entry["record"]["started"]
    if format == "json":
        from hjerter_cli.render.jsontext import dumps

        keys = ("name", "players", "rounds", "finished", "winners", "started", "current", "damaged")
        blank: dict[str, Any] = {"players": [], "rounds": None, "finished": None, "winners": [], "started": None}
        for entry in entries:
            if "damaged" in entry:
                entry["damaged"] = say(entry["damaged"])
        shown = [{key: {**blank, **entry}[key] for key in keys if key in {**blank, **entry}} for entry in entries]
        typer.echo(dumps(shown, indent=2))
        return
    if not entries:
        typer.echo(_("No saved games yet; start one with `hjerter new Ann Bo Cy Di`."))
        return
    size = max(len(visible(entry["name"])) for entry in entries)
    for entry in entries:
        typer.echo(_listed(entry, size))


def _listed(entry: dict[str, Any], size: int) -> str:
    """One game's line of `list`: marked when current, its name, when it started, rounds, status, players."""
    mark = "*" if entry["current"] else " "
    name = visible(entry["name"]).ljust(size)  # a file name from outside: no raw control characters
    if "damaged" in entry:
        return f"{mark} {name}  " + _("DAMAGED: {problem}").format(problem=say(entry["damaged"]))
    if entry["finished"]:
        status = _("over, won by {winners}").format(winners=" & ".join(entry["winners"]))
    else:
        status = _("in progress")
    rounds = ngettext("{count} round", "{count} rounds", entry["rounds"]).format(count=entry["rounds"])
    started = entry["started"][:16].replace("T", " ")  # the day and the minute, in the game's own offset
    return _("{mark} {name}  {started}  {rounds}  {status}  ({players})").format(
        mark=mark,
        name=name,
        started=started,
        players=", ".join(entry["players"]),
        rounds=rounds.rjust(10),
        status=status,
    )


@command("use", epilog=examples("hjerter use friday"))
def use(
    ctx: typer.Context,
    name: Annotated[str, asks("game", typer.Argument(metavar=_("NAME"), help=_("The game to make current.")))],
    data_dir: DataDirOption = None,
) -> None:
    """Make NAME the current game."""
    session = session_of(ctx)
    session.no_game_before("use")
    ref = session.resolve(name, None)
    name = ref.name
    load_existing(ref)
    store.set_current(ref.base, name)
    typer.echo(_("{name} is now the current game.").format(name=name))


@command("delete", epilog=examples("hjerter delete friday", "hjerter delete friday --yes"))
def delete(
    ctx: typer.Context,
    name: Annotated[str, asks("game", typer.Argument(metavar=_("NAME"), help=_("The game to delete.")))],
    yes: Annotated[bool, typer.Option("--yes", "-y", help=_("Do not ask."))] = False,
    data_dir: DataDirOption = None,
) -> None:
    """Delete a saved game (asks first on a terminal; otherwise needs --yes)."""
    session = session_of(ctx)
    session.no_game_before("delete")
    ref = session.resolve(name, None)
    name = ref.name
    if not store.exists(ref.path):
        raise unknown_game(name)
    if not yes and not _sure_to_delete(name):
        typer.echo(_("Nothing was deleted."))
        return
    session.delete(ref)
    if store.current_name(ref.base) == name:
        store.set_current(ref.base, None)
    typer.echo(_("Deleted {name}.").format(name=name))


def _sure_to_delete(name: str) -> bool:
    """Whether the person at the terminal says yes; without one, --yes is needed."""
    if not is_terminal():
        raise RefusedError(_("Deleting {name} needs --yes when no one can be asked.").format(name=name))
    from hjerter_cli.cli.prompt import ask_yes

    return ask_yes(_("Delete the game {name} for good? [y/N] ").format(name=name), default=False)


@command("rename", epilog=examples("hjerter rename Ann Anne", "hjerter rename -g friday bo Bo"))
def rename(
    ctx: typer.Context,
    old: Annotated[str, asks("player", typer.Argument(metavar=_("OLD"), help=_("The player's name now.")))],
    new: Annotated[str, typer.Argument(metavar=_("NEW"), help=_("The name to give the player."))],
    game: GameOption = None,
    file: FileOption = None,
    data_dir: DataDirOption = None,
) -> None:
    """Rename a player of the game; the rounds stay as they are (undo does not undo a rename)."""

    def renamed(current: Game, _scored: Sheet) -> tuple[Game, Sheet, tuple[str, str]]:
        changed = rename_player(current, old, new)  # refused when nobody is called `old`
        seat = find_seat(current.players, old)
        assert seat is not None
        return changed, sheet(changed), (current.players[seat], changed.players[seat])

    _changed, _after, (was, now) = session_of(ctx).update(renamed)
    typer.echo(_("{old} is now {new}.").format(old=was, new=now))
