"""Reading games from outside for `hjerter import`: hjerter's own JSON (`show --format json`, any
version from 1.0) and CSV sheets (the shape `show --format csv` writes, or a spreadsheet saved as
CSV in that shape). The edge: bytes in, a Game out, or one sentence naming the line.

A JSON document comes back whole: every round's tallies and the moon rule it applied, checked
against the scores and totals it records. A CSV sheet's rounds keep their scores as written and
no tallies (core/tally.py `sheet_round`).
"""

from __future__ import annotations

from typing import Any

from hjerter_cli.cli.importers.checked import CheckedGame
from hjerter_cli.errors import FileProblem
from hjerter_cli.render import said_import

# A sheet of some thousand rounds is a few hundred KiB; anything far larger is no sheet.
MOST_BYTES = 8 * 1024 * 1024


def read(raw: bytes, make_table: Any, totals: bool = False, json: bool = False) -> CheckedGame:
    """A file's bytes as a game. `make_table(players, pairs)` is the new table of a CSV sheet
    (settings from the command's options; `pairs` as `--pair` gives them); `totals`: the CSV's
    rows are running totals; `json`: the file is named as a JSON document (`.json`). A file
    whose first character is `{` or `[` is read as a JSON document too."""
    if len(raw) > MOST_BYTES:
        raise FileProblem(said_import.too_large())
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        raise FileProblem(said_import.not_utf8(), line) from None
    text = text.removeprefix("\ufeff")
    if json or text.lstrip()[:1] in ("{", "["):
        from hjerter_cli.cli.importers.json_document import read_json

        return read_json(text)
    from hjerter_cli.cli.importers.csv_sheet import read_csv

    return read_csv(text, make_table, totals)
