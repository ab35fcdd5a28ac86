"""What the club evening's live page says (`hjerter serve --evening`): each table's heading and how
far its game has come, and the note while the evening's plan cannot be read. The sitting's
heading, who sits out and the standings' words are said_evening.py's, as `hjerter evening` says them."""

from __future__ import annotations

from hjerter_cli.errors import visible
from hjerter_cli.i18n import _, fixed


def table_heading(table: int) -> str:
    return _("Table {table}").format(table=table)


def progress(game: str, played: int, deals: int, finished: bool, begun: bool) -> str:
    """How far a table's game has come: not begun (no game of it found yet), finished, or the deals
    played (of the evening's deals a game, where there is such a number)."""
    if not begun:
        return _("{game}: not begun yet.").format(game=visible(game))
    if finished:
        return _("{game}: finished.").format(game=visible(game))
    if deals:
        return _("{game}: {played} of {deals} deals played.").format(game=visible(game), played=played, deals=deals)
    return _("{game}: deals played: {played}.").format(game=visible(game), played=played)


plan_unreadable = fixed("The evening's plan cannot be read just now; this is the evening as it was last read.")
