"""What reading a file to import finds: the game it holds, or the problem and its line."""

from __future__ import annotations

from typing import Any

from hjerter_cli.core.game import Game, Sheet, sheet
from hjerter_cli.core.records import Record
from hjerter_cli.errors import HjerterError, RefusedError
from hjerter_cli.render.refusals import say


class Problem(RefusedError):
    """What is wrong with a file to import, and the line it is on (None: the file as a whole)."""

    def __init__(self, said: str, line: int | None = None) -> None:
        super().__init__(said)
        self.line = line


class Read(Record):
    """A file read and checked: the game, the name and start it carries (the document's; None
    when it has none), and whether it came from a CSV sheet."""

    game: Game
    scored: Sheet
    name: str | None
    started: str | None
    csv: bool


def scored_or_refused(game: Game, line_of: Any) -> Sheet:
    """The game's sheet; a round the rules refuse (or one after the end) is named with its line."""
    try:
        return sheet(game)
    except HjerterError as error:
        number = _round_of(error)
        raise Problem(say(error), line_of(number) if number is not None else None) from None


def _round_of(error: HjerterError) -> int | None:
    """The round a refusal of `sheet` is about (the later round of one after the end)."""
    values = dict(error.said.values) if not isinstance(error.said, str) else {}
    later = values.get("later", values.get("number"))
    return later if isinstance(later, int) else None
