"""The CSV sheet, written and read side by side: its shape, written by `show --format csv`, read
back by `import` and checked there against the rules. A sheet is a header row (a first cell, then
the players in seat order, then any pair columns `Ann+Cy`), one row of scores a round, and a totals
row last (`total`; a spreadsheet's `totals`, `i alt` or `sum` are read too). A spreadsheet's own
ways are read as well: cells split by `;`, quotes, a typographic minus, blank rows, empty cells
after the last column.

Reading checks the shape, makes the game (its rounds keep their scores as written and no tallies,
core/tally.py `sheet_round`) and checks it against the rules and the totals row; what is wrong is
a kind and its values (render/refusals.py says it) and the row's line. A refusal that an option
would mend names the option.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hjerter_cli.core.game import MAX_ROUNDS, Game, Sheet
from hjerter_cli.core.refusals import phrase
from hjerter_cli.core.tally import sheet_round
from hjerter_cli.errors import FileProblem, HjerterError, UsageError

if TYPE_CHECKING:  # import's checks are loaded by import alone, not by show
    from hjerter_cli.formats.checked import CheckedGame

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
    heads = [*sheet.game.players, *("+".join(sheet.game.players[seat] for seat in pair) for pair in pairs)]
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
        raise FileProblem(phrase("sheet-no-header"), 1)
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
        raise FileProblem(phrase("sheet-not-csv").format(detail=str(error)), reader.line_num) from None
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
            raise FileProblem(phrase("sheet-player-after-pairs").format(name=name), line)
        elif not name:
            raise FileProblem(phrase("sheet-empty-name"), line)
        else:
            seats.setdefault(name, len(players))
            players.append(name)
    if not players:
        raise FileProblem(phrase("sheet-no-header"), line)
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
        raise FileProblem(phrase("sheet-row-width").format(given=len(values), count=width), line)
    return tuple(_whole(cell, line) for cell in values)


def _whole(cell: str, line: int) -> int:
    """A cell's whole number (the other way from `str`), of at most MOST_DIGITS digits, as a
    score has (core/tally.py `sheet_round`)."""
    text = cell.strip()
    digits = text[1:] if text[:1] in MINUS_SIGNS else text
    if not digits or not digits.isascii() or not digits.isdigit():
        raise FileProblem(phrase("sheet-not-whole").format(cell=cell), line)
    if len(digits) > MOST_DIGITS:
        raise FileProblem(phrase("sheet-number-too-large").format(cell=cell, most=MOST_DIGITS), line)
    return -int(digits) if digits != text else int(digits)


# Read and checked, for `import` --------------------------------------------------------------------

Rows = list[tuple[int, tuple[int, ...]]]  # a row's line and its numbers


def read_csv(text: str, make_table: Any, totals: bool = False) -> CheckedGame:
    """A sheet: a header of players (then any pair columns, `Ann+Cy`), a row of scores a round (or
    running totals), and optionally a totals row last."""
    from hjerter_cli.formats.checked import CheckedGame

    header_line, players, pairs, body = sheet_parts(text)
    width = len(players) + len(pairs)
    try:  # the table first: a header of far too many players is refused before any row is read
        table = make_table(tuple(players), [f"{players[a]}+{players[b]}" for a, b in pairs])
    except UsageError:
        raise  # the command's options, not the sheet
    except HjerterError as error:
        raise FileProblem(error.said, header_line) from None
    written_totals = body.pop() if body and is_totals(body[-1][1]) else None
    rows: Rows = []
    for line, cells in body:
        if is_totals(cells):
            raise FileProblem(phrase("sheet-totals-not-last"), line)
        values = numbers(cells, width, line)
        _check_pairs(values, players, pairs, line)
        rows.append((line, values[: len(players)]))
    if len(rows) > MAX_ROUNDS:
        raise FileProblem(phrase("file-too-many-rounds").format(most=MAX_ROUNDS))
    try:
        scored = _scored(table, rows, totals, written_totals, pairs)
    except FileProblem as problem:
        raise _mended(problem, table, rows, totals, written_totals, pairs) from None
    return CheckedGame(scored.game, scored, None, None)


def _scored(
    table: Game, rows: Rows, totals: bool, written_totals: tuple[int, list[str]] | None, pairs: list[tuple[int, int]]
) -> Sheet:
    """The sheet's game scored (rows of running totals taken apart first), checked against its
    totals row."""
    from hjerter_cli.formats.checked import scored_or_refused

    running = tuple(0 for _player in table.players)
    scores: Rows = []
    for line, row in rows:
        if totals:
            row, running = tuple(now - before for now, before in zip(row, running)), row
        scores.append((line, row))
    game = table._replace(rounds=tuple(sheet_round(row) for _line, row in scores))
    lines = {number: line for number, (line, _row) in enumerate(scores, start=1)}
    scored = scored_or_refused(game, lambda number: lines.get(number))
    if written_totals is not None:
        _check_totals(scored, written_totals, list(table.players), pairs)
    return scored


def _mended(
    problem: FileProblem,
    table: Game,
    rows: Rows,
    totals: bool,
    written_totals: tuple[int, list[str]] | None,
    pairs: list[tuple[int, int]],
) -> FileProblem:
    """The problem, naming the option that mends it where one does: --totals for rows that only
    grow and read as running totals, --target for rounds after the game's end."""
    if not totals and _only_grow(rows):
        try:
            _scored(table, rows, True, written_totals, pairs)
        except FileProblem:
            pass
        else:
            return FileProblem(phrase("sheet-running-totals").format(problem=problem.said), problem.line)
    if problem.kind == "round-after-the-end":
        said = phrase("sheet-after-the-end").format(problem=problem.said, target=table.settings.target)
        return FileProblem(said, problem.line)
    return problem


def _only_grow(rows: Rows) -> bool:
    """Whether every player's number grows or stays, row after row, over two rows or more."""
    return len(rows) > 1 and all(
        all(now >= before for now, before in zip(row, previous))
        for (_line, previous), (_next, row) in zip(rows, rows[1:])
    )


def _check_pairs(values: tuple[int, ...], players: list[str], pairs: list[tuple[int, int]], line: int) -> None:
    """Each pair column is its two players' together."""
    for column, (a, b) in enumerate(pairs, start=len(players)):
        if values[column] != values[a] + values[b]:
            pair = f"{players[a]}+{players[b]}"
            total = values[a] + values[b]
            said = phrase("sheet-pair-not-its-two").format(
                pair=pair, value=values[column], first=players[a], second=players[b], sum=total
            )
            raise FileProblem(said, line)


def _check_totals(
    scored: Sheet, written: tuple[int, list[str]], players: list[str], pairs: list[tuple[int, int]]
) -> None:
    """The totals row says what the rounds add up to: the first player (or pair) that differs is named."""
    line, cells = written
    values = numbers(cells, len(players) + len(pairs), line)
    worked = (*scored.totals, *(scored.totals[a] + scored.totals[b] for a, b in pairs))
    labels = (*players, *(f"{players[a]}+{players[b]}" for a, b in pairs))
    for label, said, total in zip(labels, values, worked):
        if said != total:
            raise FileProblem(phrase("sheet-totals-differ").format(player=label, said=said, total=total), line)
