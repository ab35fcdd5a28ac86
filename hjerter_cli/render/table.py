"""The score sheet as table | text | markdown | csv | json. Pure strings."""

from __future__ import annotations

from typing import Any

from hjerter_cli.core.game import Sheet
from hjerter_cli.i18n import _, joined
from hjerter_cli.render.columns import fold, graphemes, pad, width, wrapped
from hjerter_cli.render.height import to_height
from hjerter_cli.render.notes_below import last_notes, noted
from hjerter_cli.render.sentences import (
    end_line,
    heading,
    rematch_line,
    round_notes,
    side_label,
    standing_line,
    to_go_line,
)

# Table and text ----------------------------------------------------------------------------


Grid = tuple[list[str], list[list[str]], list[str]]
Column = tuple[str, list[int], list[int], int, bool]  # heading, running totals, round scores, total, leads


def sheet_columns(sheet: Sheet, names: list[str] | None = None, with_players: bool = True) -> list[Column]:
    """The sheet's columns beside the round number: the players', then (with pairs) the pairs'
    (named `Ann+Cy`), each as (heading, running totals, round scores, total, whether it leads)."""
    players, rounds, paired = names or list(sheet.game.players), sheet.rounds, bool(sheet.game.settings.pairs)
    sides: list[tuple[int, ...]] = [(seat,) for seat in range(len(players))] if with_players else []
    sides += list(sheet.sides) if paired else []
    leaders = set(sheet.leaders)
    columns = []
    for side in sides:
        if len(side) == 1:
            (seat,) = side
            totals, scores = [row.totals[seat] for row in rounds], [row.score.scores[seat] for row in rounds]
        else:
            totals = [sum(row.totals[seat] for seat in side) for row in rounds]
            scores = [sum(row.score.scores[seat] for seat in side) for row in rounds]
        leads = bool(rounds) and set(side) <= leaders and (len(side) > 1 or not paired)
        columns.append((side_label(tuple(players), side), totals, scores, sum(totals[-1:]), leads))
    return columns


def grid(
    sheet: Sheet,
    with_scores: bool = True,
    with_notes: bool = True,
    names: list[str] | None = None,
    with_players: bool = True,
    columns: list[Column] | None = None,
) -> Grid:
    """Header, a row per round (running total, and the round's score in brackets), the totals.

    A narrow terminal gets the running totals alone, then the notes below the table, then
    shortened names (`names`) in the header, and last (with pairs) the pairs' columns alone."""
    columns = sheet_columns(sheet, names, with_players) if columns is None else columns
    with_notes = with_notes and any(round_notes(sheet, row) for row in sheet.rounds)  # none: no column
    header = [_("Round"), *(column[0] for column in columns), *([_("Notes")] if with_notes else [])]
    totals = [[str(column[1][index]) for column in columns] for index in range(len(sheet.rounds))]
    scores = [
        [f"({column[2][index]:+d})" if with_scores else "" for column in columns] for index in range(len(sheet.rounds))
    ]
    places = range(len(columns))
    total_width = [max((len(line[place]) for line in totals), default=0) for place in places]
    score_width = [max((len(line[place]) for line in scores), default=0) for place in places]
    rows = [
        [
            str(row.number),
            *(
                f"{total.rjust(total_width[place])} {score.rjust(score_width[place])}".rstrip()
                for place, (total, score) in enumerate(zip(totals[index], scores[index]))
            ),
            *([round_notes(sheet, row)] if with_notes else []),
        ]
        for index, row in enumerate(sheet.rounds)
    ]
    # The totals stand under the running totals, not under the bracketed round scores.
    gap = [" " * (width + 1) if width else "" for width in score_width]
    total = [
        _("Total"),
        *(str(column[3]).rjust(total_width[place]) + gap[place] for place, column in enumerate(columns)),
        *([""] if with_notes else []),
    ]
    return header, rows, total


def _fitted(sheet: Sheet, columns: int | None, frame: int) -> tuple[Grid, list[str], list[bool], list[int]]:
    """The fullest grid that fits `columns` (None: no limit), any notes to print below it, for
    each column beside the round number whether it leads, and each column's width.

    `frame` is what the layout adds per column (2 for text's gaps, 3 for the table's borders):
    first the notes move below the table, then the names are shortened to a start that only one
    player's name has (the full names in a line below), then the round scores go, leaving the
    running totals, and, with pairs, the players' columns go (their totals in lines below),
    leaving the pairs'. Then the names are cut to the shortest such start, and last the columns
    that still do not fit are left out, from the last, a line below giving their totals."""
    short = short_names(sheet.game.players)
    levels = [
        (True, True, None, True),
        (True, False, None, True),
        (True, False, short, True),
        (False, False, None, True),
        (False, False, short, True),
    ]
    if sheet.game.settings.pairs:
        levels += [(scores, False, names, False) for scores in (True, False) for names in (None, short)]
    levels.append((False, False, short_names(sheet.game.players, least=1), levels[-1][3]))
    made_columns: dict[tuple[tuple[str, ...] | None, bool], list[Column]] = {}

    def fits(made: Grid) -> tuple[bool, list[int]]:
        lines = [made[0], *made[1], made[2]]
        sizes = [max(width(line[i]) for line in lines) for i in range(len(made[0]))]
        return columns is None or sum(sizes) + frame * len(sizes) + 1 <= columns, sizes

    for with_scores, with_notes, names, with_players in levels:
        key = (None if names is None else tuple(names), with_players)
        if key not in made_columns:
            made_columns[key] = sheet_columns(sheet, names, with_players)
        made = grid(sheet, with_scores, with_notes, names, with_players, made_columns[key])
        fit, sizes = fits(made)
        if fit:
            break
    shown = made_columns[key]
    while not fit and len(shown) > 1:  # the last columns left out, one by one
        shown = shown[:-1]
        made = grid(sheet, with_scores, with_notes, names, with_players, shown)
        fit, sizes = fits(made)
    left = sheet_columns(sheet, None, with_players)[len(shown) :] if len(shown) < len(made_columns[key]) else []
    return made, _under(sheet, columns, with_notes, left, with_players, names), [column[4] for column in shown], sizes


def _under(
    sheet: Sheet, columns: int | None, with_notes: bool, left: list[Column], with_players: bool, names: list[str] | None
) -> list[str]:
    """The lines under the table: the notes (unless in it), the totals of the columns `left` out,
    the players' totals (unless in it) and the shortened names in full."""
    below = []
    if not with_notes:
        for row in sheet.rounds:  # broken between the notes' items, never inside one that fits a line
            if notes := round_notes(sheet, row, None if columns is None else columns - 2):
                below += wrapped(_("Round {number}: {notes}").format(number=row.number, notes=notes), columns)
    if left:
        totals = ", ".join(f"{column[0]} {column[3]}" for column in left)
        below += fold(_("Left out for the width: {totals}").format(totals=totals), columns, ", ")
    if not with_players:
        totals = ", ".join(f"{player} {total}" for player, total in zip(sheet.game.players, sheet.totals))
        below += fold(_("Players: {totals}").format(totals=totals), columns, ", ")
    if names is not None:
        pairs = [f"{part} = {full}" for part, full in zip(names, sheet.game.players) if part != full]
        below += fold(_("Names: {pairs}").format(pairs="  ".join(pairs)), columns) if pairs else []
    return below


def short_names(players: tuple[str, ...], least: int = 3) -> list[str]:
    """Each name cut to its shortest start (at least `least` letters) that no other player's name
    starts with, ignoring case; a name that starts another whole stays whole."""
    from hjerter_cli.core.settings import name_key

    keys = [name_key(player) for player in players]
    short = []
    for seat, player in enumerate(players):
        others = [key for other, key in enumerate(keys) if other != seat]
        seen = graphemes(player)  # cut between what a reader sees, never inside an emoji or a letter
        size = min(least, len(seen))
        while size < len(seen) and any(key.startswith(name_key("".join(seen[:size]))) for key in others):
            size += 1
        short.append("".join(seen[:size]))
    return short


def footer(sheet: Sheet, columns: int | None = None, lean: int = 0) -> list[str]:
    """The standing, the points to go, the leader and what comes next (`lean`: only what comes next)."""
    if lean:
        return wrapped(end_line(sheet), columns)
    lines = fold(standing_line(sheet), columns)
    to_go = to_go_line(sheet)
    if to_go is not None:
        lines += fold(to_go, columns, ", ")
    if sheet.next is not None and sheet.rounds:
        leaders = [side_label(sheet.game.players, side) for side in sheet.sides if set(side) <= set(sheet.leaders)]
        lines += wrapped(_("Leader: {players}").format(players=joined(leaders)), columns)
    lines += wrapped(end_line(sheet), columns)
    return lines + [line for said in rematch_line(sheet) for line in wrapped(said, columns)]


def _heading(sheet: Sheet, name: str, columns: int | None, lean: int = 0) -> list[str]:
    """The heading, folded between the settings it names (a setting longer than a line, between
    words); `lean` from 2: its first line alone."""
    lines = []
    for part in fold(heading(sheet, name), columns, ", "):
        lines += wrapped(part, columns) if columns is not None and width(part) > columns else [part]
    return lines[:1] if lean >= 2 else lines


def render_text(
    sheet: Sheet, name: str, columns: int | None = None, height: int | None = None, rows: int | None = None
) -> str:
    """Plain fixed width, no escape codes: pastes into an email or a chat. `height`: the rows of
    the terminal it must fit (`show --watch`); `rows`: the rows of the terminal `show` prints to."""
    return to_height(
        lambda notes, last, lean: _text_lines(sheet, name, columns, notes, last, lean),
        len(sheet.rounds),
        height,
        rows,
        columns,
        len(footer(sheet, columns, lean=1)),
    )


def _text_lines(
    sheet: Sheet, name: str, columns: int | None, notes_below: bool | int, kept: int | None, lean: int = 0
) -> list[str]:
    (header, rows, total), below, _leads, sizes = _fitted(sheet, columns, 2)
    notes = header[-1] == _("Notes")
    end = len(header) - 1 if notes else None

    def line(cells: list[str]) -> str:
        return "  ".join(pad(cell, sizes[i], right=i != end) for i, cell in enumerate(cells)).rstrip()

    separator = "  ".join("-" * size for size in (sizes[:-1] if notes else sizes))
    out = [*_heading(sheet, name, columns, lean), line(header), separator]
    if shown := _last_rows(rows, kept):
        gap = ["…"] + [""] * (len(header) - 1)
        out += [line(gap if row is None else row) for row in shown] + [separator]
    out += [line(total), *_below(below, notes_below, lean, columns, noted(sheet, notes_below))]
    out += [""] if lean == 0 else []
    out += footer(sheet, columns, lean)
    return out


def _last_rows(rows: list[Any], kept: int | None) -> list[Any]:
    """The rows of the rounds shown: all, or the last `kept` under a None, the "…" row (none at
    all for `kept` 0: the totals stand for them)."""
    if kept is None or kept >= len(rows):
        return rows
    return [None, *rows[-kept:]] if kept else []


def _below(
    below: list[str], notes: bool | int, lean: int = 0, columns: int | None = None, noted: list[int] | None = None
) -> list[str]:
    """What stands under the table: the rounds' notes (unless they must go; a number: the rows
    they may take, the last rounds' first), then the totals of columns left out, the players'
    totals (when only the pairs' columns fit) and the full names, which always stay."""
    if notes is True or lean >= 4:
        return below if notes is True else []
    kinds = (_("Left out for the width: {totals}"), _("Players: {totals}"), _("Names: {pairs}"))
    starts = tuple(text.split("{")[0] for text in kinds[2 if lean >= 3 else 0 :])
    heads = [index for index, line in enumerate(below) if line.startswith(starts)]
    rest = below[heads[0] :] if heads else []
    if notes is False:
        return rest
    return last_notes(below[: len(below) - len(rest)], notes, columns, noted or []) + rest


def render_table(
    sheet: Sheet,
    name: str,
    colour: bool,
    columns: int | None = None,
    height: int | None = None,
    rows: int | None = None,
) -> str:
    """Box drawing for a terminal, with colour unless NO_COLOR; `height`: as render_text."""
    return to_height(
        lambda notes, kept, lean: _table_lines(sheet, name, colour, columns, notes, kept, lean),
        len(sheet.rounds),
        height,
        rows,
        columns,
        len(footer(sheet, columns, lean=1)),
    )


def _table_lines(
    sheet: Sheet,
    name: str,
    colour: bool,
    columns: int | None,
    notes_below: bool | int,
    kept: int | None,
    lean: int = 0,
) -> list[str]:
    (header, rows, total), below, leads, sizes = _fitted(sheet, columns, 3)
    last = len(header) - 1 if header[-1] == _("Notes") else -1

    def paint(text: str, code: str) -> str:
        return f"\x1b[{code}m{text}\x1b[0m" if colour and code else text

    def line(cells: list[str], codes: list[str]) -> str:
        padded = [paint(pad(cell, sizes[i], right=i != last), codes[i]) for i, cell in enumerate(cells)]
        return "│ " + " │ ".join(padded) + " │"

    def rule(left: str, mid: str, right: str) -> str:
        return left + mid.join("─" * (size + 2) for size in sizes) + right

    plain = [""] * len(header)
    out = [paint(part, "1") for part in _heading(sheet, name, columns, lean)]
    out += [rule("┌", "┬", "┐"), line(header, ["1"] * len(header))]
    out.append(rule("├", "┼", "┤"))
    shown = _last_rows(list(zip(rows, sheet.rounds)), kept)
    for item in shown:
        codes = list(plain)
        if item is None:  # the "…" row for the rounds left out
            out.append(line(["…"] + [""] * (len(header) - 1), codes))
            continue
        row, scored = item
        if last >= 0 and (scored.score.moon is not None or scored.score.doubled):  # the notes' cell, if in the table
            codes[last] = "33"
        out.append(line(row, codes))
    if shown:
        out.append(rule("├", "┼", "┤"))
    total_codes = ["1"] + ["1;32" if lead else "1" for lead in leads]
    if header[-1] == _("Notes"):
        total_codes.append("")
    out.append(line(total, total_codes))
    out.append(rule("└", "┴", "┘"))
    out += _below(below, notes_below, lean, columns, noted(sheet, notes_below))
    out += footer(sheet, columns, lean)
    return out
