"""Every phone at the table: `hjerter serve`, the game's page served live on the local network;
`hjerter serve --evening NAME`, the club evening's page for the whole room.

The page and its server are hjerter_cli/serve/'s (serve/game.py the game's page, serve/evening.py
the evening's, serve/server.py the server); this module parses the command, says where the page
is (the address, and the same as a QR code at a terminal) and stops it at Ctrl-C. The HTTP server
and the QR library are imported only here, when the command runs, so nothing else pays for them.
"""

from __future__ import annotations

import sys
from contextlib import suppress
from typing import TYPE_CHECKING, Annotated, Any

import typer

from hjerter_cli.cli.options import (
    Commands,
    DataDirOption,
    FileOption,
    GameOption,
    NoColourOption,
    colour_wanted,
    examples,
    naming,
    option,
    registrar,
    terminal_columns,
)
from hjerter_cli.cli.session import session_of
from hjerter_cli.errors import RefusedError, UsageError, visible
from hjerter_cli.i18n import _
from hjerter_cli.render import said_serve as said

if TYPE_CHECKING:
    from pathlib import Path

    from hjerter_cli.core.game import Game, Sheet
    from hjerter_cli.serve.game import GamePage

COMMANDS: Commands = {}
command = registrar(COMMANDS)


@command(
    "serve",
    epilog=examples(
        "hjerter serve",
        "hjerter serve -g friday --port 8000",
        "hjerter serve --local",
        "hjerter serve --evening friday",
    ),
)
def serve(
    ctx: typer.Context,
    port: Annotated[
        int,
        option("--port", metavar=_("N"), help=_("The port to serve on (default 0: any free port).")),
    ] = 0,
    local: Annotated[
        bool, typer.Option("--local", help=_("Serve this machine alone (127.0.0.1), not the network."))
    ] = False,
    evening: Annotated[
        str | None,
        naming(
            "evening",
            metavar=_("NAME"),
            help=_("Serve the club evening NAME instead: its tables, their totals, who sits out, the standings."),
        ),
    ] = None,
    game: GameOption = None,
    file: FileOption = None,
    no_color: NoColourOption = False,
    data_dir: DataDirOption = None,
) -> None:
    """The game's sheet as a live page for the phones at the table, until Ctrl-C.

    Prints the address to open, with a QR code for a phone's camera. Anyone on the same network
    who has the address can see the sheet; the page follows the game as rounds are entered."""
    if not 0 <= port <= 65535:
        raise UsageError(said.port_out_of_range(port))
    session = session_of(ctx)
    if evening is not None:
        page: Any = evening_page(session, evening)
    else:
        session.load()  # a game that does not exist, or none current: refused before anything is bound
        page = game_page(session.ref.path, session.ref.name, session.base)
    from hjerter_cli.serve.server import LOCAL, host_for

    host = host_for(local)
    server = _bound(host, port, page)
    try:
        _tell(server.address(), local, host == LOCAL, evening is not None)
        server.serve_forever()
    except KeyboardInterrupt:
        _say(said.stopped())
    finally:
        server.server_close()


def game_page(path: Path, name: str, base: Path | None) -> GamePage:
    """The game's page, with its code to BG Stats once it is over (the names as the club of data
    dir `base` counts them)."""
    from hjerter_cli.serve.game import GamePage

    def code(path: Path, game: Game, scored: Sheet) -> tuple[str, str] | None:
        from hjerter_cli.cli.bgstats import code_picture, link_for
        from hjerter_cli.render.bgstats import MOST

        link, _numbered = link_for(base, path, game, scored)
        picture = code_picture(link) if len(link) <= MOST else None
        return None if picture is None else (link, picture)

    return GamePage(path, name, code)


def evening_page(session: Any, name: str) -> Any:
    """The club evening's page: refused before anything is bound where a game is named too (exit
    2), where there is no such evening (1) or its plan cannot be used (3)."""
    from hjerter_cli.errors import StoreError
    from hjerter_cli.render import said_evening
    from hjerter_cli.store import evening as plans

    for flag, named in (("--game", "game"), ("--file", "file")):
        if session.given(named) is not None:
            raise UsageError(said.evening_not_a_game(flag))
    if not plans.valid_name(name):
        raise RefusedError(said_evening.no_such_evening(name))
    from hjerter_cli.serve.evening import EveningPage

    try:
        return EveningPage(session.base, name)
    except plans.Missing:
        raise RefusedError(said_evening.no_such_evening(name)) from None
    except plans.Unusable as error:
        problem = said_evening.problem_of(error.kind, error.detail)
        raise StoreError(said_evening.plan_unusable(error.path, problem)) from None


def _bound(host: str, port: int, page: Any) -> Any:
    import errno

    from hjerter_cli.serve.server import new_token, open_server

    try:
        return open_server(host, port, new_token(), page)
    except OSError as error:
        if error.errno == errno.EADDRINUSE:
            raise RefusedError(said.port_taken(port)) from None
        from hjerter_cli.locale.reasons import reason

        raise RefusedError(said.cannot_serve(host, port, reason(error))) from None


def _tell(address: str, local: bool, alone: bool, evening: bool = False) -> None:
    """The address at once (into a pipe too), the QR code at a terminal, and who can open it."""
    stream = sys.__stdout__
    _say(said.open_evening() if evening else said.open_it())
    _write(stream, address + "\n")
    if stream is not None and stream.isatty():
        _draw_code(stream, address)
    _say(said.who_can_open(local, alone, evening))


def _draw_code(stream: Any, address: str) -> None:
    from hjerter_cli.render.qr import qr_lines, qr_width

    lines = qr_lines(address, colour_wanted(stream))
    columns = min(80, terminal_columns(stream))
    if qr_width(lines) > columns:
        _say(said.code_too_wide(qr_width(lines)))
        return
    _write(stream, "\n".join(lines) + "\n")


def _write(stream: Any, text: str) -> None:
    from hjerter_cli.terminal import write

    try:
        write(text, nl=False, wrap=False, to=stream)  # the address whole, the QR code as drawn
    except (OSError, ValueError, AttributeError) as error:
        from hjerter_cli.cli.streams import cannot_write
        from hjerter_cli.locale.reasons import reason
        from hjerter_cli.render import said_output

        cannot_write(
            reason(error) if isinstance(error, OSError) and error.strerror else said_output.output_closed(), _say
        )


def _say(sentence: str) -> None:
    """A sentence on standard error (wrapped between words at a terminal, as every screen is), if
    it can take it; a Ctrl-C meanwhile still stops serving (interrupts.say, which ends a command,
    lets nothing through)."""
    from hjerter_cli.terminal import write

    with suppress(OSError, ValueError, AttributeError):
        write(visible(sentence), err=True, hanging="")
