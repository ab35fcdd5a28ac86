"""A file to import, read and checked: the game it holds, or the problem and its line."""

from __future__ import annotations

from typing import Any

from hjerter_cli.core.game import Game, Sheet, sheet
from hjerter_cli.core.records import Record
from hjerter_cli.errors import FileProblem, HjerterError


class CheckedGame(Record):
    """A file read and checked: the game, its sheet, and the name and start it carries (the
    document's; None when it has none)."""

    game: Game
    scored: Sheet
    name: str | None
    started: str | None


def scored_or_refused(game: Game, line_of: Any) -> Sheet:
    """The game's sheet; a round the rules refuse (or one after the end) is named with its line."""
    try:
        return sheet(game)
    except HjerterError as error:
        number = _round_of(error)
        raise FileProblem(error.said, line_of(number) if number is not None else None) from None


def _round_of(error: HjerterError) -> int | None:
    """The round a refusal of `sheet` is about (the later round of one after the end)."""
    values = dict(error.said.values) if not isinstance(error.said, str) else {}
    later = values.get("later", values.get("number"))
    return later if isinstance(later, int) else None
