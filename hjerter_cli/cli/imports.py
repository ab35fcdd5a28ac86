"""Bringing games in: `import` reads hjerter's own JSON and CSV sheets (formats/imported.py reads
and checks each file) and saves each as a game, all or nothing."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Annotated, Any

import typer

from hjerter_cli.cli.options import (
    Commands,
    DataDirOption,
    argument,
    calendar_day,
    examples,
    game_name_option,
    option,
    registrar,
)
from hjerter_cli.cli.session import Session, session_of
from hjerter_cli.cli.table_options import TableOptions, new_table, settings_given, with_table_options
from hjerter_cli.core.game import Game, Sheet
from hjerter_cli.core.pairs import pairs_for_new
from hjerter_cli.core.settings import SEATS, check_players
from hjerter_cli.errors import FileProblem, HjerterError, RefusedError, UsageError, visible
from hjerter_cli.formats.imported import MOST_BYTES
from hjerter_cli.i18n import _, listed
from hjerter_cli.render import said_import as said
from hjerter_cli.render.refusals import say
from hjerter_cli.store import codec, paths
from hjerter_cli.terminal import write

COMMANDS: Commands = {}
command = registrar(COMMANDS)

FilesArgument = Annotated[
    list[Path],
    argument(
        metavar=_("FILE..."),
        help=_("JSON that `hjerter show --format json` wrote, or a CSV sheet: a header of players, a row a round."),
    ),
]
ImportGameOption = Annotated[
    str | None,
    game_name_option(_("Name of the game, with one file (default: the document's name, else the file's name).")),
]
TotalsOption = Annotated[
    bool, typer.Option("--totals", help=_("The CSV's rows hold running totals, not each round's scores."))
]
StartedOption = Annotated[
    str | None,
    option(
        metavar=_("YYYY-MM-DD"),
        help=_("The day the game was played, for files that do not say (default: the file's modification time)."),
    ),
]


@command(
    "import",
    epilog=examples(
        "hjerter import club-2023.csv",
        "hjerter import --totals --target 50 running.csv",
        "hjerter import -g again tonight.json",
    ),
)
@with_table_options
def import_games(
    ctx: typer.Context,
    files: FilesArgument,
    game: ImportGameOption = None,
    totals: TotalsOption = False,
    started: StartedOption = None,
    *,
    table: TableOptions,
    data_dir: DataDirOption = None,
) -> None:
    """Bring in games played before hjerter: JSON that `hjerter show --format json` wrote (the game
    whole, checked against its scores), or a CSV sheet from paper or a spreadsheet (a header
    `round,Ann,Bo,Cy`, a row of scores a round, optionally `total` last; `,` or `;`). A sheet's
    rounds keep their scores as written; the setting options are its table's. All or nothing:
    every file is checked before any is saved; the last becomes the current game."""
    session = session_of(ctx)
    if session.given("file") is not None:
        raise UsageError(said.takes_no_file())
    name = session.given("game")
    if name is not None and len(files) > 1:
        raise UsageError(said.one_game_one_file())
    day = _started_day(started)
    given = settings_given(table)
    make_table = _table_maker(given, table["dealer"], table["pairs"], table["pair"] or [])
    chosen = _read_all(files, make_table, totals, name, day)
    _no_table_options(
        make_table, {**given, "dealer": table["dealer"], "pairs": table["pairs"] or None, "pair": table["pair"] or None}
    )
    _save_all(session, chosen)
    _said_imported(chosen)
    session.make_current(chosen[-1][0])  # refused saying the game was saved, where it cannot be
    _say_current(*chosen[-1])


def _said_imported(chosen: list[tuple[str, Game, Sheet]]) -> None:
    """One line a game imported."""
    for game_name, imported, _scored in chosen:
        count = len(imported.rounds)
        write(said.imported(game_name, count, listed(list(imported.players))))


def _read_all(
    files: list[Path], make_table: Any, totals: bool, name: str | None, day: str | None
) -> list[tuple[str, Game, Sheet]]:
    """Every file read and checked, in order; a refusal of one of several says that none of them
    is imported."""
    chosen = []
    for path in files:
        try:
            chosen.append(_read_one(path, make_table, totals, name, day))
        except RefusedError as error:
            if len(files) == 1:
                raise
            raise RefusedError(said.none_imported(error, len(files))) from None
    return chosen


def _say_current(name: str, _game: Game, scored: Sheet) -> None:
    """The line after an import: which game is now the current one, and what comes next in it."""
    from hjerter_cli.render.sentences import end_line

    write(said.now_current(name, end_line(scored)))


def _no_table_options(make_table: Any, given: dict[str, Any]) -> None:
    """Where no file was a CSV sheet (`make_table` never used), a setting option sets nothing:
    refused, naming the first given."""
    options = [f"--{key.replace('_', '-')}" for key, value in given.items() if value is not None]
    if options and not make_table.used:
        raise UsageError(said.table_option_without_sheet(options[0]))


def _save_all(session: Session, chosen: list[tuple[str, Game, Sheet]]) -> None:
    """Every game saved under its name (each checked free first), all or none."""
    _check_names(session.base, chosen)
    session.create_all(chosen)


def _table_maker(given: dict[str, Any], dealer: str | None, pairs: bool | None, pair: list[str]) -> Any:
    """How a sheet's table is made: `new`'s settings from the options; its pair columns are its
    pairs (where --pair or --pairs are given too, they must name the same pairs)."""

    def make_table(players: tuple[str, ...], columns: list[str]) -> Game:
        make_table.used = True  # type: ignore[attr-defined]
        _count_players(players, given["decks"])  # the count first, before any pair is looked for
        if not columns:
            return new_table(players, None, given, dealer, (pairs, pair))
        try:
            from_columns = pairs_for_new(players, None, columns)
        except HjerterError as error:
            raise RefusedError(say(error)) from None
        if not pairs and not pair:
            return new_table(players, None, given, dealer, (None, columns))
        table = new_table(players, None, given, dealer, (pairs, pair))
        if {frozenset(p) for p in table.settings.pairs} != {frozenset(p) for p in from_columns}:
            raise RefusedError(said.other_pairs())
        return table

    make_table.used = False  # type: ignore[attr-defined]  # whether a sheet's table was made
    return make_table


def _count_players(players: tuple[str, ...], decks: int | None) -> None:
    """A sheet's players counted as its table's packs seat them; a count that two packs seat,
    with --decks not given, names --decks 2."""
    try:
        check_players(players, decks or 1)
    except HjerterError as error:
        least, most = SEATS[2]
        if decks is None and error.kind == "player-count" and least <= len(players) <= most:
            raise RefusedError(said.two_packs_read_it(error, least, most)) from None
        raise


def _started_day(text: str | None) -> str | None:
    """--started YYYY-MM-DD (as --since takes it) as the start of that day, in the local offset."""
    day = calendar_day(text, "--started")
    if day is None:
        return None
    return datetime.fromisoformat(day).astimezone().isoformat()


def _read_one(path: Path, make_table: Any, totals: bool, name: str | None, day: str | None) -> tuple[str, Game, Sheet]:
    """One file read and checked: its game's name, the game and its sheet, or refused naming the file."""
    from hjerter_cli.formats.imported import read

    shown = visible(str(path))
    try:
        raw = _bytes(path)
        found = read(raw, make_table, totals, json=path.suffix.lower() == ".json")
    except FileProblem as problem:
        raise RefusedError(said.in_file(shown, problem.said, problem.line)) from None
    except UsageError:
        raise
    except HjerterError as error:
        raise RefusedError(said.in_file(shown, say(error))) from None
    game_name = name if name is not None else found.name if found.name is not None else path.stem
    try:
        game_name = paths.game_name(game_name)
    except HjerterError as error:
        raise RefusedError(said.needs_a_name(shown, error)) from None
    when = found.started or day or codec.started_from_file(path)
    made = found.game._replace(started=when)
    if not made.id and found.started is None:  # a game new here; a document's start says which game it is
        made = made._replace(id=codec.new_id())
    return game_name, made, found.scored._replace(game=made)


def _bytes(path: Path) -> bytes:
    """The file's bytes: a regular file, read at once (a FIFO or a device is never waited on), at
    most one byte more than MOST_BYTES (the reader refuses a larger file), else refused."""
    try:
        data = paths.read_at_once(path, MOST_BYTES)
    except OSError as error:
        from hjerter_cli.locale.reasons import reason

        raise FileProblem(said.cannot_be_read(reason(error))) from None
    if data is None:
        raise FileProblem(said.not_a_regular_file())
    return data


def _check_names(base: Path, chosen: list[tuple[str, Game, Sheet]]) -> None:
    """Every name free in the data dir, and no two files the same name."""
    taken = set(paths.game_names(base))
    seen: set[str] = set()
    for name, _game, _scored in chosen:
        if name in taken:
            raise RefusedError(said.name_taken(name))
        if name in seen:
            raise RefusedError(said.name_twice(name))
        seen.add(name)
