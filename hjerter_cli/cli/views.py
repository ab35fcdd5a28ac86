"""Looking at a game: show, rules."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from hjerter_cli.cli.counting import (
    answered_counting,
    as_counted,
    counted,
    counting_session,
    head_to_head_of,
    with_counting_options,
)
from hjerter_cli.cli.options import (
    Commands,
    DataDirOption,
    FileOption,
    GameArgument,
    GameOption,
    NoColourOption,
    QrOption,
    choices,
    colour_wanted,
    examples,
    option,
    registrar,
    terminal_columns,
    words_columns,
)
from hjerter_cli.cli.output import write_output
from hjerter_cli.cli.session import Session, session_of
from hjerter_cli.errors import UsageError
from hjerter_cli.i18n import _
from hjerter_cli.render.formats import FORMATS, render
from hjerter_cli.store import gamefile, paths
from hjerter_cli.terminal import write

COMMANDS: Commands = {}
command = registrar(COMMANDS)


@command(
    "show",
    epilog=examples(
        "hjerter show",
        "hjerter show --format json | jq .totals",
        "hjerter show --format csv -o sheet.csv",
        "hjerter show saturday --format bgstats --qr",
    ),
)
def show(
    ctx: typer.Context,
    name: GameArgument = None,
    format: Annotated[
        str | None,
        option(
            "--format",
            help=_("How to show the sheet (default: table; with --output, from the file's ending)."),
            **choices(*FORMATS, "bgstats"),
        ),
    ] = None,
    output: Annotated[
        Path | None,
        option("--output", "-o", metavar=_("PATH"), help=_("Write the sheet to this file.")),
    ] = None,
    watch: Annotated[
        bool, typer.Option("--watch", help=_("Show the sheet again whenever the game changes, until Ctrl-C."))
    ] = False,
    qr: QrOption = False,
    game: GameOption = None,
    file: FileOption = None,
    no_color: NoColourOption = False,
    data_dir: DataDirOption = None,
) -> None:
    """The score sheet: a row per round, running totals, the standing, what comes next.

    Also a chart of the race (chart), an image of it (svg), one page to keep or send (html), or a
    finished game's link to BG Stats (bgstats)."""
    session = _shown(ctx, name)
    form = _form(format, output, watch, qr)
    if form == "bgstats":
        from hjerter_cli.cli.bgstats import show_link

        show_link(session, qr, output)
    elif watch:
        session.load()  # a game that cannot be read is refused before the first look
        _watch(session, form)
    else:
        _sheet(session, form, output)


def _sheet(session: Session, form: str, output: Path | None) -> None:
    """The sheet in one of the renderers' formats, on standard output or into --output."""
    _game, scored = session.load()
    terminal = output is None and sys.stdout.isatty()
    colour = terminal and colour_wanted(sys.stdout)
    columns, rows = terminal_columns(), _rows(sys.stdout) if terminal else None
    text = render(scored, session.ref.name, form, terminal=terminal, colour=colour, columns=columns, rows=rows)
    if output is None:
        write(text, nl=False, wrap=form == "markdown")  # the sheet's renderer fitted it; markdown wraps at a terminal
        return
    write_output(output, text, session.protected(), Path(paths.games_dir(session.base)))
    from hjerter_cli.render.said_output import wrote

    write(wrote(form, str(output)), err=True)


def _shown(ctx: typer.Context, name: str | None) -> Session:
    """The session, with `show GAME` taken as `show --game GAME` (refused beside --game or --file
    after the command, which name the game too)."""
    session = session_of(ctx)
    if name is not None:
        if "game" in session.after or "file" in session.after:
            from hjerter_cli.render.said_usage import game_given_twice

            raise UsageError(game_given_twice())
        session.note("game", name, after=True)
    return session


def _form(format: str | None, output: Path | None, watch: bool, qr: bool) -> str:
    """The format `show` draws (--qr alone: BG Stats' link), its options checked together."""
    if qr:
        from hjerter_cli.render import said_bgstats

        if format not in (None, "bgstats"):
            raise UsageError(said_bgstats.qr_without_the_link())
        if output is not None:
            raise UsageError(said_bgstats.qr_on_the_screen())
        format = "bgstats"
    if watch:
        if output is not None:
            from hjerter_cli.render.said_output import watch_on_the_screen

            raise UsageError(watch_on_the_screen())
        if format == "bgstats":
            from hjerter_cli.render.said_bgstats import no_watching_a_link

            raise UsageError(no_watching_a_link())
        return format or "table"
    return format or (format_of(output) if output is not None else "table")


@command("rules", epilog=examples("hjerter rules -g friday"))
def rules(ctx: typer.Context, game: GameOption = None, file: FileOption = None, data_dir: DataDirOption = None) -> None:
    """The game's settings in words: worth of a round and a moon, cards to remove, passing, the end."""
    from hjerter_cli.render.rules import rules_of

    session = session_of(ctx)
    current, scored = session.load()
    write(rules_of(session.ref.name, current, scored, words_columns()))


HeadToHeadOption = Annotated[
    bool,
    typer.Option("--head-to-head", help=_("Instead of the standings, every two players who finished a game together.")),
]


@command(
    "stats",
    epilog=examples(
        "hjerter stats",
        "hjerter stats --since 2026-01-01",
        "hjerter stats --player Ann --player Bo",
        "hjerter stats --head-to-head",
        "hjerter stats friday saturday --format json",
    ),
)
@with_counting_options(help=_("How to show the standings."))
def stats(
    ctx: typer.Context,
    *,
    which: dict[str, Any],
    head_to_head: HeadToHeadOption = False,
    shown: dict[str, Any],
) -> None:
    """Standings across games, best first. Columns: Games (played), Done (of them, finished), Wins
    (and shared), Win rate (wins of the finished games), Avg/round (points a round), Avg final (the
    mean final total), Best (the lowest final total), Last (finished games ended on the highest
    total), Streak (the most finished games won in a row), Now (the wins in a row up to the latest
    finished game), Moons (and suns), Q♠ (rounds with the queen). A narrow terminal leaves out the
    last columns.

    --head-to-head: a row for every two players who finished a game together: the games, how often
    each ended on the lower total (Ahead, Behind) and how often level. In a pair game the pairs'
    totals are compared; partners are not compared."""
    session, format, colour, mine = counting_session(ctx, "stats", which, shown)

    def work() -> None:
        _standings(session, which, head_to_head, format, colour, mine)

    question = ("stats", which["player"], which["since"], which["until"], head_to_head, format, colour, mine)
    answered_counting(session.base, which, question, mine, work)


def _standings(
    session: Session, which: dict[str, Any], head_to_head: bool, format: str, colour: bool, mine: bool
) -> None:
    """`stats`' answer: the standings (or every two players' record) of the games counted."""
    from hjerter_cli.core.stats import partnerships, standings
    from hjerter_cli.render.stats import render_rivalries, render_stats

    chosen = [record for _name, record in counted(session, "stats", which, mine)]
    finished = sum(1 for game in chosen if game.finished)
    columns = words_columns() if format in ("table", "text") else None
    if head_to_head:
        from hjerter_cli.core.stats import rivalries

        shown = render_rivalries(rivalries(chosen), finished, format, columns)
        write(shown, nl=False, wrap=format in ("table", "text", "markdown"))
        return
    players = standings(chosen)
    pair, h2h = head_to_head_of(chosen, players, as_counted(session, which["player"], which["games"], mine))
    shown = render_stats(players, len(chosen), finished, format, pair, h2h, colour, columns, partnerships(chosen))
    write(shown, nl=False, wrap=format in ("table", "text", "markdown"))  # the table fitted, its notes wrapped


def _watch(session: Session, form: str) -> None:
    """The sheet, drawn again when the game file changes or the terminal is resized: looked at once
    a second, drawn only on a change; Ctrl-C ends it (exit 0). Written straight to the screen (or
    pipe), a sheet at a time; a reader that has gone ends it quietly."""
    import time

    stream = sys.__stdout__
    if stream is None:  # closed when hjerter started: said as for any command whose output is closed
        from hjerter_cli.cli.streams import cannot_write
        from hjerter_cli.render.said_output import output_closed

        cannot_write(output_closed())
    terminal = stream.isatty()
    seen: tuple[object, ...] | None = None
    try:
        while True:
            looked = (paths.file_identity(session.ref.path), terminal_columns(stream), _rows(stream))
            if looked != seen:
                seen = looked
                _game, scored = gamefile.load(session.ref.path)
                colour = terminal and colour_wanted(stream)
                text = render(scored, session.ref.name, form, terminal, colour, looked[1], looked[2])
                if not _draw(stream, ("\x1b[H\x1b[2J" if terminal else "\f\n") + text):
                    return
            if _reader_gone(stream):
                return
            time.sleep(1.0)
    except KeyboardInterrupt:
        _draw(stream, "\n")


def _rows(stream: Any) -> int | None:
    """The pane's height, to fit the sheet to (None off a terminal, or one that reports no size);
    a line kept for the cursor."""
    try:
        lines = os.get_terminal_size(stream.fileno()).lines
    except (OSError, ValueError, AttributeError):
        return None
    return max(1, lines - 1) if lines else None


def _reader_gone(stream: Any) -> bool:
    """Whether the pipe the sheet goes into has lost its reader (noticed without writing to it)."""
    import select

    try:
        poller = select.poll()
        poller.register(stream.fileno(), 0)  # no events asked for: only errors and hang-ups come back
        return any(events & (select.POLLERR | select.POLLHUP) for _fd, events in poller.poll(0))
    except (OSError, ValueError, AttributeError):
        return False


def _draw(stream: Any, text: str) -> bool:
    """Write to the screen or pipe; False when its reader has gone (the end, quietly)."""
    try:
        write(text, nl=False, wrap=False, to=stream)  # a sheet its renderer fitted
    except BrokenPipeError:
        return False
    except OSError as error:
        from hjerter_cli.cli.streams import cannot_write
        from hjerter_cli.locale.reasons import reason

        cannot_write(reason(error))
    return True


# --output without --format: the file's ending says the format; any other ending is text.
ENDINGS = {
    ".txt": "text",
    ".md": "markdown",
    ".csv": "csv",
    ".json": "json",
    ".svg": "svg",
    ".html": "html",
    ".htm": "html",
}


def format_of(path: Path) -> str:
    return ENDINGS.get(path.suffix.lower(), "text")
