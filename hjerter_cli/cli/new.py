"""Starting a game: `new`, its own options (the table's are cli/table_options.py's), and what it
says of the new table."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Annotated

import typer

from hjerter_cli.cli.options import (
    Commands,
    DataDirOption,
    FileOption,
    argument,
    asks,
    examples,
    game_name_option,
    option,
    registrar,
    words_columns,
)
from hjerter_cli.cli.session import GameRef, Session, load_existing, session_of
from hjerter_cli.cli.table_options import TableOptions, new_table, settings_given, with_table_options
from hjerter_cli.core.game import Game
from hjerter_cli.errors import RefusedError, UsageError
from hjerter_cli.i18n import _
from hjerter_cli.render import said_new as said
from hjerter_cli.store import paths, saving
from hjerter_cli.terminal import write

COMMANDS: Commands = {}
command = registrar(COMMANDS)


PlayersArgument = Annotated[
    list[str] | None,
    argument(
        metavar=_("PLAYER..."),
        help=_(
            "3 to 7 players (5 to 12 with two packs) in seat order (clockwise); with --like or --again, they "
            "replace that game's."
        ),
    ),
]
NewGameOption = Annotated[str | None, game_name_option(_("Name of the game (default: today's date)."))]
LikeOption = Annotated[
    str | None,
    asks(
        "game",
        option(metavar=_("GAME"), help=_("Same players, seats and settings as GAME; round 1 dealt by the next seat.")),
    ),
]
AgainOption = Annotated[bool, typer.Option("--again", help=_("--like the current game: a rematch."))]


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
        raise UsageError(said.like_or_again())
    model = _model_game(session, like, again)
    if model is None and not players:
        raise UsageError(said.name_the_players())
    seats = tuple(players) if players else model.players if model is not None else ()
    created = new_table(seats, model, settings_given(table), table["dealer"], (table["pairs"], table["pair"] or []))
    ref = _new_ref(session)
    session.create(ref, created)
    _make_current(session, ref)
    _announce(ref.name, created)


def _new_ref(session: Session) -> GameRef:
    """Where the new game goes: --file, else --game NAME, else today's date (made free)."""
    game, file = session.given("game"), session.given("file")
    paths.one_of(game, file)
    if file is not None:
        return session.resolve(None, str(file))
    name = paths.game_name(game) if game is not None else _free_name(session.base)
    return GameRef(session.base, Path(paths.game_path(session.base, name)), name)


def _make_current(session: Session, ref: GameRef) -> None:
    """A game saved in the data dir becomes the current one; one given by --file does not."""
    if session.given("file") is None:
        session.make_current(ref.name)  # refused saying the game was saved, where it cannot be


def _announce(name: str, created: Game) -> None:
    """The new table's rules in words, a note when the target is reached in a round or two, round 1."""
    write(said.announcement(name, created, words_columns()))


def _model_game(session: Session, like: str | None, again: bool) -> Game | None:
    """The game --like or --again names, loaded; None without them."""
    if like is None and not again:
        return None
    if again and paths.current_name(session.base) is None:
        raise RefusedError(said.no_game_for_again())
    return load_existing(session.resolve(like, None))[0]


def _free_name(base: Path) -> str:
    today = date.today().isoformat()
    taken = set(paths.game_names(base))
    name, count = today, 1
    while name in taken:
        count += 1
        name = f"{today}-{count}"
    return name
