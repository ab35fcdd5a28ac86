"""The sheet fitted to a terminal's height (`show`, `show --watch`): what gives way, in which
order, and the one line, however narrow, that names what was left out. Pure strings."""

from __future__ import annotations

from collections.abc import Callable

from hjerter_cli.i18n import _, listed
from hjerter_cli.render.columns import width

LinesOf = Callable[[bool | int, int | None, int], list[str]]


def to_height(
    lines_of: LinesOf,
    rounds: int,
    height: int | None,
    rows: int | None = None,
    columns: int | None = None,
    end: int = 1,
) -> str:
    """The sheet's lines, fitted to `height` rows when given: first the notes under the table go,
    then the earliest rounds (an "…" row stands for them); the heading, the names, the totals and
    what comes next always stay. A pane too short for that loses, one after the other, the
    standing under the table, the heading's second and later lines, the players' totals and the
    columns left out, the shortened names in full, and last every round's row (the totals stay).
    The last `end` lines, who won or what comes next, are the last to give way: lines that still
    do not fit are cut above them, so a redraw that starts at the top never scrolls the names away.

    `rows` (`show` at a terminal, without `height`): every round stays; the notes under the table
    keep to the rows the sheet leaves, so that they never push its heading off the screen; a sheet
    too tall even without them is fitted as for `height`, with one line that names what it left out."""
    lines = lines_of(True, None, 0)
    if height is None and rows is not None and len(lines) > rows:  # `show`: every round, notes that fit
        lines = lines_of(rows - len(lines_of(False, None, 0)), None, 0)
        if len(lines) > rows:  # too tall even without its notes (or for the line that names them)
            lines, keep, lean = _leaner(lines_of, rounds, rows - 1)
            said = _left_for_height(lines_of, rounds, keep, lean, columns)
            return "\n".join([*_kept(lines, rows - len(said), end), *said]) + "\n"
    if height is None or len(lines) <= height:
        return "\n".join(lines) + "\n"
    return "\n".join(_kept(_leaner(lines_of, rounds, height)[0], height, end)) + "\n"


def _kept(lines: list[str], room: int, end: int) -> list[str]:
    """`lines` in `room` rows: cut above their last `end` lines (who won, or what comes next)."""
    if len(lines) <= room:
        return lines
    if room <= end:
        return lines[-end:][: max(room, 0)]
    return [*lines[: room - end], *lines[-end:]]


def _leaner(lines_of: LinesOf, rounds: int, height: int) -> tuple[list[str], int | None, int]:
    """The sheet without its notes in `height` rows: the earliest rounds left out (the last `keep`
    shown), then the parts a leaner sheet goes without, level by level, and last the rounds'
    rows altogether (`keep` 0); and its keep and lean."""
    keep = None
    for lean in range(5):
        lines = lines_of(False, None, lean)
        keep = None
        if len(lines) > height and rounds > 1:
            keep = max(1, rounds - (len(lines) - height) - 1)
            lines = lines_of(False, keep, lean)
        if len(lines) <= height:
            return lines, keep, lean
    if rounds:
        keep = 0
        lines = lines_of(False, keep, lean)
    return lines, keep, lean


def _left_for_height(
    lines_of: LinesOf,
    rounds: int,
    keep: int | None,
    lean: int,
    columns: int | None,
) -> list[str]:
    """The one line that names what `show` left out for a terminal too short for its sheet: the
    notes, the earliest rounds, and each part that a leaner sheet went without."""
    parts = [(_("the notes"), _("notes"))] if len(lines_of(True, None, 0)) > len(lines_of(False, None, 0)) else []
    if keep is not None and keep < rounds:
        last = rounds - keep
        said = (
            _("round {number}").format(number=1) if last == 1 else _("rounds {first}–{last}").format(first=1, last=last)
        )
        parts.append((said, said))
    kinds = (
        (_("the standing"), _("standing")),
        (_("the rest of the heading"), _("heading")),
        (_("the totals under the table"), _("totals")),
        (_("the full names"), _("names")),
    )
    for level in range(1, min(lean, 4) + 1):
        if len(lines_of(False, keep, level)) < len(lines_of(False, keep, level - 1)):
            parts.append(kinds[level - 1])
    if not parts:
        return []
    return [left_out_line([long for long, _short in parts], [short for _long, short in parts], columns)]


def left_out_line(parts: list[str], short: list[str], columns: int | None) -> str:
    """One line that names what a screen left out for the height, however narrow: the `parts`
    in full where they fit, else their `short` names, as many as fit, and "…" for the rest."""
    told = _("Left out for the height: {parts}").format(parts=listed(parts))  # Danish: "..., b og c"
    if parts and (columns is None or width(told) <= columns):
        return told
    for count in range(len(short), -1, -1):
        shown = listed(short) if count == len(short) else ", ".join([*short[:count], "…"])
        told = _("Left out: {parts}").format(parts=shown)
        if columns is None or width(told) <= columns:
            return told
    return told
