"""The CSV sheet's one home: its shape, written by `show --format csv` and read back by `import`,
side by side. A sheet is a header row (a first cell, then the players in seat order, then any pair
columns `Ann+Cy`), one row of scores a round, and a totals row last (`total`; a spreadsheet's
`totals`, `i alt` or `sum` are read too). A spreadsheet's own ways are read as well: cells split by
`;`, quotes, a typographic minus, blank rows, empty cells after the last column.

Reading checks the shape alone and gives plain values; the importer (cli/importers/csv_sheet.py)
makes the game of them and checks it against the rules.
"""

from __future__ import annotations

from hjerter_cli.core.game import Sheet
from hjerter_cli.errors import FileProblem
from hjerter_cli.i18n import _
from hjerter_cli.render.sentences import side_label

TOTAL_WORDS = ("total", "totals", "i alt", "sum")  # the first is the one hjerter writes
MINUS_SIGNS = ("-", "\u2212")  # a spreadsheet may write the typographic minus
MOST_DIGITS = 6
FORMULA_STARTS = ("=", "+", "-", "@")  # a cell a spreadsheet would take for a formula
# A name the core keeps is at most 20 characters (core/settings.py `check_player_name`), a few
# more as written decomposed: a longer cell is no pair of two names.
LONGEST_PAIR = 2 * 4 * 20 + 1


# Written ------------------------------------------------------------------------------------


def csv_cell(text: str) -> str:
    if text[:1] in (*FORMULA_STARTS, "\t", "\r"):
        text = "'" + text  # a name must never start a spreadsheet formula
    if any(char in text for char in ',"\n\r'):
        text = '"' + text.replace('"', '""') + '"'
    return text


def render_csv(sheet: Sheet) -> str:
    """round,<player>... (then, with pairs, <Ann+Cy>...) then one row of round scores per round,
    then total,..."""
    pairs = sheet.sides if sheet.game.settings.pairs else ()
    heads = [*sheet.game.players, *(side_label(sheet.game.players, pair) for pair in pairs)]
    lines = [",".join(["round", *map(csv_cell, heads)])]
    for row in sheet.rounds:
        scores = [*row.score.scores, *(sum(row.score.scores[seat] for seat in pair) for pair in pairs)]
        lines.append(",".join([str(row.number), *map(str, scores)]))
    totals = [*sheet.totals, *(sum(sheet.totals[seat] for seat in pair) for pair in pairs)]
    lines.append(",".join([TOTAL_WORDS[0], *map(str, totals)]))
    return "\n".join(lines) + "\n"


# Read ---------------------------------------------------------------------------------------


def sheet_parts(text: str) -> tuple[int, list[str], list[tuple[int, int]], list[tuple[int, list[str]]]]:
    """A sheet's header line, its players and its pair columns (by seat) (the other way from
    `render_csv`'s first line), and the rows after it (line number and cells)."""
    rows = _rows(text)
    if not rows:
        raise FileProblem(_("it holds no sheet: no header row of players"), 1)
    line, cells = rows[0]
    names = [_name(cell) for cell in cells[1:]]
    while names and not names[-1]:
        names.pop()  # a spreadsheet's empty cells after the last column
    players, pairs = _columns(names, line)
    return line, players, pairs, rows[1:]


def is_totals(cells: list[str]) -> bool:
    """Whether a row is the totals row (its first cell says so)."""
    return cells[0].strip().lower() in TOTAL_WORDS


def _rows(text: str) -> list[tuple[int, list[str]]]:
    """The non-blank rows with their line numbers (the header is line 1), cells split on `,` or
    `;` (whichever the header uses), quotes read as a spreadsheet writes them; CRLF is read."""
    import csv

    lines = text.split("\n")
    lines = [line.removesuffix("\r") for line in lines]
    first = next((line for line in lines if line.strip()), "")
    delimiter = ";" if _unquoted(first).count(";") > _unquoted(first).count(",") else ","
    reader = csv.reader(lines, delimiter=delimiter, strict=True)
    rows = []
    line = 1
    try:
        for cells in reader:
            if any(cell.strip() for cell in cells):
                rows.append((line, cells))
            line = reader.line_num + 1
    except csv.Error as error:
        from hjerter_cli.locale.reasons import module_said

        raise FileProblem(
            _("it is not a sheet ({detail})").format(detail=module_said(str(error), "csv")), reader.line_num
        ) from None
    return rows


def _unquoted(line: str) -> str:
    """The line without what stands inside double quotes."""
    return "".join(part for index, part in enumerate(line.split('"')) if index % 2 == 0)


def _name(cell: str) -> str:
    """A header cell as a name (the other way from `csv_cell`): blanks around it dropped, and the
    quote hjerter puts before a name that a spreadsheet would take for a formula (`'=Ann`) taken off."""
    name = cell.strip()
    if name[:1] == "'" and name[1:2] in FORMULA_STARTS:
        return name[1:]
    return name


def _columns(names: list[str], line: int) -> tuple[list[str], list[tuple[int, int]]]:
    """The players (in seat order) and the pair columns after them (`Ann+Cy`, by seat). Each
    column is looked at once, whatever the width of the header."""
    players: list[str] = []
    seats: dict[str, int] = {}
    pairs: list[tuple[int, int]] = []
    for name in names:
        pair = _pair(name, seats)
        if pair is not None:
            pairs.append(pair)
        elif pairs:
            raise FileProblem(_("the player {name} stands after the pair columns").format(name=name), line)
        elif not name:
            raise FileProblem(_("a player's name is empty in the header row"), line)
        else:
            seats.setdefault(name, len(players))
            players.append(name)
    if not players:
        raise FileProblem(_("it holds no sheet: no header row of players"), line)
    return players, pairs


def _pair(name: str, seats: dict[str, int]) -> tuple[int, int] | None:
    """The two seats a pair column `Ann+Cy` names (the first seat before the second), or None:
    each `+` of a cell no longer than LONGEST_PAIR splits it into two names, looked up."""
    if len(name) > LONGEST_PAIR:
        return None
    found = [
        (seats[name[:at]], seats[name[at + 1 :]])
        for at, char in enumerate(name)
        if char == "+" and name[:at] in seats and name[at + 1 :] in seats
    ]
    return min((pair for pair in found if pair[0] < pair[1]), default=None)


def numbers(cells: list[str], width: int, line: int) -> tuple[int, ...]:
    """A row's whole numbers after its first cell (a spreadsheet's empty cells after the last
    column are no cells)."""
    values = cells[1:]
    while len(values) > width and not values[-1].strip():
        values.pop()
    if len(values) != width:
        raise FileProblem(_("the row has {given} numbers, not {count}").format(given=len(values), count=width), line)
    return tuple(_whole(cell, line) for cell in values)


def _whole(cell: str, line: int) -> int:
    """A cell's whole number (the other way from `str`), of at most MOST_DIGITS digits, as a
    score has (core/tally.py `sheet_round`)."""
    text = cell.strip()
    digits = text[1:] if text[:1] in MINUS_SIGNS else text
    if not digits or not digits.isascii() or not digits.isdigit():
        raise FileProblem(_("{cell!r} is not a whole number").format(cell=cell), line)
    if len(digits) > MOST_DIGITS:
        raise FileProblem(
            _("{cell!r} is too large: a score has at most {most} digits").format(cell=cell, most=MOST_DIGITS), line
        )
    return -int(digits) if digits != text else int(digits)
