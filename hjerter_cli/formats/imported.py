"""A file to import as a game: hjerter's own JSON (`show --format json`, any version from 1.0) or a
CSV sheet (the shape `show --format csv` writes, or a spreadsheet saved as CSV in that shape). Bytes
in, a checked game out (formats/checked.py), or a kind of problem and the line it is on.
"""

from __future__ import annotations

from typing import Any

from hjerter_cli.core.refusals import phrase
from hjerter_cli.errors import FileProblem
from hjerter_cli.formats.checked import CheckedGame

# A sheet of some thousand rounds is a few hundred KiB; anything far larger is no sheet.
MOST_BYTES = 8 * 1024 * 1024


def read(raw: bytes, make_table: Any, totals: bool = False, json: bool = False) -> CheckedGame:
    """A file's bytes as a game. `make_table(players, pairs)` is the new table of a CSV sheet
    (settings from the command's options; `pairs` as `--pair` gives them); `totals`: the CSV's
    rows are running totals; `json`: the file is named as a JSON document (`.json`). A file
    whose first character is `{` or `[` is read as a JSON document too."""
    if len(raw) > MOST_BYTES:
        raise FileProblem(phrase("file-too-large"))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        raise FileProblem(phrase("file-not-utf8"), line) from None
    text = text.removeprefix("\ufeff")
    if json or text.lstrip()[:1] in ("{", "["):
        from hjerter_cli.formats.json_document import read_json

        return read_json(text)
    from hjerter_cli.formats.csv_sheet import read_csv

    return read_csv(text, make_table, totals)
