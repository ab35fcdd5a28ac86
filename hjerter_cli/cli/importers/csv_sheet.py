"""A CSV sheet as a game: the shape `show --format csv` writes, or a spreadsheet saved as CSV in
that shape. Its rounds keep their scores as written and no tallies (core/tally.py `sheet_round`)."""

from __future__ import annotations

from typing import Any

from hjerter_cli.cli.importers.checked import CheckedGame, Problem, scored_or_refused
from hjerter_cli.core.game import MAX_ROUNDS, Sheet
from hjerter_cli.core.tally import sheet_round
from hjerter_cli.errors import HjerterError, UsageError
from hjerter_cli.i18n import _
from hjerter_cli.render.refusals import say

TOTAL_WORDS = ("total", "totals", "i alt", "sum")
MINUS_SIGNS = ("-", "\u2212")  # a spreadsheet may write the typographic minus
MOST_DIGITS = 6
# A name the core keeps is at most 20 characters (core/settings.py `check_player_name`), a few
# more as written decomposed: a longer cell is no pair of two names.
LONGEST_PAIR = 2 * 4 * 20 + 1


def read_csv(text: str, make_table: Any, totals: bool = False) -> CheckedGame:
    """A sheet: a header of players (then any pair columns, `Ann+Cy`), a row of scores a round (or
    running totals), and optionally a totals row last."""
    rows = _rows(text)
    if not rows:
        raise Problem(_("it holds no sheet: no header row of players"), 1)
    header_line, header = rows[0]
    names = [_name(cell) for cell in header[1:]]
    while names and not names[-1]:
        names.pop()  # a spreadsheet's empty cells after the last column
    players, pairs = _columns(names, header_line)
    width = len(players) + len(pairs)
    try:  # the table first: a header of far too many players is refused before any row is read
        table = make_table(tuple(players), [f"{players[a]}+{players[b]}" for a, b in pairs])
    except UsageError:
        raise  # the command's options, not the sheet
    except HjerterError as error:
        raise Problem(say(error), header_line) from None
    body = rows[1:]
    written_totals = None
    if body and body[-1][1][0].strip().lower() in TOTAL_WORDS:
        written_totals = body.pop()
    scores: list[tuple[int, tuple[int, ...]]] = []
    running = tuple(0 for _player in players)
    for line, cells in body:
        if cells[0].strip().lower() in TOTAL_WORDS:
            raise Problem(_("the totals row must be the last row"), line)
        values = _numbers(cells, width, line)
        _check_pairs(values, players, pairs, line)
        row = values[: len(players)]
        if totals:
            row, running = tuple(now - before for now, before in zip(row, running)), row
        scores.append((line, row))
    if len(scores) > MAX_ROUNDS:
        raise Problem(_("it has more than {most} rounds").format(most=MAX_ROUNDS))
    game = table._replace(rounds=tuple(sheet_round(row) for _line, row in scores))
    lines = {number: line for number, (line, _row) in enumerate(scores, start=1)}
    scored = scored_or_refused(game, lambda number: lines.get(number))
    if written_totals is not None:
        _check_totals(scored, written_totals, players, pairs, width)
    return CheckedGame(game, scored, None, None)


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

        raise Problem(
            _("it is not a sheet ({detail})").format(detail=module_said(str(error), "csv")), reader.line_num
        ) from None
    return rows


def _unquoted(line: str) -> str:
    """The line without what stands inside double quotes."""
    return "".join(part for index, part in enumerate(line.split('"')) if index % 2 == 0)


def _name(cell: str) -> str:
    """A header cell as a name: blanks around it dropped, and the quote hjerter puts before a
    name that a spreadsheet would take for a formula (`'=Ann`) taken off."""
    name = cell.strip()
    if name[:1] == "'" and name[1:2] in ("=", "+", "-", "@"):
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
            raise Problem(_("the player {name} stands after the pair columns").format(name=name), line)
        elif not name:
            raise Problem(_("a player's name is empty in the header row"), line)
        else:
            seats.setdefault(name, len(players))
            players.append(name)
    if not players:
        raise Problem(_("it holds no sheet: no header row of players"), line)
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


def _numbers(cells: list[str], width: int, line: int) -> tuple[int, ...]:
    """A row's whole numbers after its first cell (a spreadsheet's empty cells after the last
    column are no cells)."""
    values = cells[1:]
    while len(values) > width and not values[-1].strip():
        values.pop()
    if len(values) != width:
        raise Problem(_("the row has {given} numbers, not {count}").format(given=len(values), count=width), line)
    return tuple(_whole(cell, line) for cell in values)


def _whole(cell: str, line: int) -> int:
    text = cell.strip()
    digits = text[1:] if text[:1] in MINUS_SIGNS else text
    if not digits or not digits.isascii() or not digits.isdigit() or len(digits) > MOST_DIGITS:
        raise Problem(_("{cell!r} is not a whole number").format(cell=cell), line)
    return -int(digits) if digits != text else int(digits)


def _check_pairs(values: tuple[int, ...], players: list[str], pairs: list[tuple[int, int]], line: int) -> None:
    """Each pair column is its two players' together."""
    for column, (a, b) in enumerate(pairs, start=len(players)):
        if values[column] != values[a] + values[b]:
            raise Problem(
                _("{pair} has {value}, but {first} and {second} have {sum} together").format(
                    pair=f"{players[a]}+{players[b]}",
                    value=values[column],
                    first=players[a],
                    second=players[b],
                    sum=values[a] + values[b],
                ),
                line,
            )


def _check_totals(
    scored: Sheet, written: tuple[int, list[str]], players: list[str], pairs: list[tuple[int, int]], width: int
) -> None:
    """The totals row says what the rounds add up to: the first player (or pair) that differs is named."""
    line, cells = written
    values = _numbers(cells, width, line)
    worked = (*scored.totals, *(scored.totals[a] + scored.totals[b] for a, b in pairs))
    labels = (*players, *(f"{players[a]}+{players[b]}" for a, b in pairs))
    for label, said, total in zip(labels, values, worked):
        if said != total:
            raise Problem(
                _("the totals row says {player} has {said}, but the rounds add up to {total}").format(
                    player=label, said=said, total=total
                ),
                line,
            )
