"""A game to BG Stats: `show --format bgstats` prints the link that adds a finished game to BG
Stats (with `--qr`, also as a QR code at a terminal), and the live page shows the same code once
the game is over (serve/server.py).

The link itself is render/bgstats.py's; this module gives it what the store and the club know:
the play's id (the game's `id`, or for a file without one its identity written out as the club
names its file), each player's id (the name as the club's aliases count it, NFC, case folded) and
the start of a file that never recorded one (from when it was last changed, as `stats` counts it).
The QR library is imported only when a code is drawn.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hjerter_cli.errors import RefusedError
from hjerter_cli.terminal import write

if TYPE_CHECKING:
    from hjerter_cli.cli.session import Session
    from hjerter_cli.core.game import Game, Sheet


def link_for(base: Path | None, path: Path, game: Game, scored: Sheet) -> tuple[str, bool]:
    """The finished game's link, and whether its pairs are numbered for the length (render/bgstats.py);
    the names as the club of data dir `base` counts them (None: as they are)."""
    from hjerter_cli.core.settings import name_key
    from hjerter_cli.render.bgstats import bgstats_link
    from hjerter_cli.store.counting import name_counted

    if not game.started:
        from hjerter_cli.store.codec import started_from_file

        scored = scored._replace(game=game._replace(started=started_from_file(path)))
    players = tuple(name_key(name if base is None else name_counted(base, name, [])) for name in game.players)
    return bgstats_link(scored, play_id(scored.game), players)


def play_id(game: Game) -> str:
    """The game's `id`; for a file without one, its identity written out as the club names its
    file: its start in UTC, its players (as their keys), and a check."""
    if game.id:
        return game.id
    from hjerter_cli.store.gameid import SUFFIX, name_key, utc_second
    from hjerter_cli.store.gameid import file_name as identity_written

    key = (utc_second(game.started), tuple(map(name_key, game.players)))
    return identity_written(key).removesuffix(SUFFIX)


def show_link(session: Session, qr: bool, output: Path | None) -> None:
    """`show --format bgstats`: the link on standard output (or into --output), refused for a game
    that is not over and for a link too long for BG Stats; with `--qr`, its code below it at a
    terminal."""
    from hjerter_cli.render import said_bgstats as said
    from hjerter_cli.render.bgstats import MOST

    ref = session.ref
    game, scored = session.load()
    if not scored.finished:
        raise RefusedError(said.not_over(ref.name))
    link, numbered = link_for(session.base, Path(ref.source or ref.path), game, scored)
    if len(link) > MOST:
        raise RefusedError(said.too_long(len(link), MOST))
    if numbered:
        write(said.pairs_numbered(MOST), err=True)
    if output is not None:
        from hjerter_cli.cli.output import write_output
        from hjerter_cli.render.said_output import wrote
        from hjerter_cli.store import paths

        write_output(output, link + "\n", session.protected(), Path(paths.games_dir(session.base)))
        write(wrote("bgstats", str(output)), err=True)
        return
    write(link, wrap=False)  # whole, for a program or a click: a terminal folds it as it must
    if qr:
        _draw_code(link)


def _draw_code(link: str) -> None:
    """The link as a QR code under it, at a terminal as wide as the code; else a sentence why not."""
    from hjerter_cli.cli.options import colour_wanted, terminal_columns
    from hjerter_cli.render import said_bgstats as said

    if not sys.stdout.isatty():
        write(said.code_at_a_terminal(), err=True)
        return
    lines = code_lines(link, colour_wanted(sys.stdout))
    if lines is None:
        write(said.too_long_for_a_code(), err=True)
        return
    from hjerter_cli.render.qr import qr_width

    if qr_width(lines) > terminal_columns():
        write(said.code_too_wide(qr_width(lines)), err=True)
        return
    write("\n".join(lines), wrap=False)


def code_lines(link: str, colour: bool) -> list[str] | None:
    """The link's QR code as a terminal draws it; None where a QR code cannot hold it."""
    from hjerter_cli.render.qr import qr_lines

    try:
        return qr_lines(link, colour)
    except ValueError:  # segno's DataOverflowError: more than the largest code holds
        return None


def code_picture(link: str) -> Any:
    """The link's QR code as an SVG picture for a page (None where a QR code cannot hold it)."""
    from hjerter_cli.render.qr import qr_svg

    try:
        return qr_svg(link)
    except ValueError:
        return None
