"""Reading games from outside for `hjerter import`: hjerter's own JSON (`show --format json`, any
version from 1.0) and CSV sheets (the shape `show --format csv` writes, or a spreadsheet saved as
CSV in that shape). The edge: bytes in, a Game out, or one sentence naming the line.

A JSON document comes back whole: every round's tallies and the moon rule it applied, checked
against the scores and totals it records. A CSV sheet's rounds keep their scores as written and
no tallies (core/tally.py `sheet_round`).
"""

from __future__ import annotations

from typing import Any

from hjerter_cli.core.game import Game, Sheet, sheet
from hjerter_cli.core.record import Record
from hjerter_cli.errors import HjerterError, RefusedError
from hjerter_cli.i18n import _
from hjerter_cli.render.refusals import say

# A sheet of some thousand rounds is a few hundred KiB; anything far larger is no sheet.
MOST_BYTES = 8 * 1024 * 1024


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


def read(raw: bytes, make_table: Any, totals: bool = False) -> Read:
    """A file's bytes as a game. `make_table(players, pairs)` is the new table of a CSV sheet
    (settings from the command's options; `pairs` as `--pair` gives them); `totals`: the CSV's
    rows are running totals."""
    if len(raw) > MOST_BYTES:
        raise Problem(_("it is larger than 8 MiB, far more than any sheet"))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        raise Problem(_("it is not UTF-8 text"), line) from None
    text = text.removeprefix("\ufeff")
    if text.lstrip()[:1] == "{":
        from hjerter_cli.importing.json_document import read_json

        return read_json(text)
    from hjerter_cli.importing.csv_sheet import read_csv

    return read_csv(text, make_table, totals)


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
