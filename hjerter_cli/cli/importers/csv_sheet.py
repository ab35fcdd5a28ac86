"""A CSV sheet as a game: the shape `show --format csv` writes, or a spreadsheet saved as CSV in
that shape (render/csv_sheet.py reads and writes it). Its rounds keep their scores as written and
no tallies (core/tally.py `sheet_round`). A refusal that an option would mend names the option."""

from __future__ import annotations

from typing import Any

from hjerter_cli.cli.importers.checked import CheckedGame, scored_or_refused
from hjerter_cli.core.game import MAX_ROUNDS, Game, Sheet
from hjerter_cli.core.tally import sheet_round
from hjerter_cli.errors import FileProblem, HjerterError, UsageError
from hjerter_cli.render import said_import
from hjerter_cli.render.csv_sheet import is_totals, numbers, sheet_parts
from hjerter_cli.render.refusals import say

Rows = list[tuple[int, tuple[int, ...]]]  # a row's line and its numbers


def read_csv(text: str, make_table: Any, totals: bool = False) -> CheckedGame:
    """A sheet: a header of players (then any pair columns, `Ann+Cy`), a row of scores a round (or
    running totals), and optionally a totals row last."""
    header_line, players, pairs, body = sheet_parts(text)
    width = len(players) + len(pairs)
    try:  # the table first: a header of far too many players is refused before any row is read
        table = make_table(tuple(players), [f"{players[a]}+{players[b]}" for a, b in pairs])
    except UsageError:
        raise  # the command's options, not the sheet
    except HjerterError as error:
        raise FileProblem(say(error), header_line) from None
    written_totals = body.pop() if body and is_totals(body[-1][1]) else None
    rows: Rows = []
    for line, cells in body:
        if is_totals(cells):
            raise FileProblem(said_import.totals_not_last(), line)
        values = numbers(cells, width, line)
        _check_pairs(values, players, pairs, line)
        rows.append((line, values[: len(players)]))
    if len(rows) > MAX_ROUNDS:
        raise FileProblem(said_import.too_many_rounds(MAX_ROUNDS))
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
    said = str(say(problem.said)).rstrip(".")
    if not totals and _only_grow(rows):
        try:
            _scored(table, rows, True, written_totals, pairs)
        except FileProblem:
            pass
        else:
            return FileProblem(said_import.running_totals(said), problem.line)
    if problem.kind == "round-after-the-end":
        return FileProblem(said_import.after_the_end(said, table.settings.target), problem.line)
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
            raise FileProblem(said_import.pair_not_its_two(pair, values[column], players[a], players[b], total), line)


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
            raise FileProblem(said_import.totals_row_differs(label, said, total), line)
