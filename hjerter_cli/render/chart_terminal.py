"""The race on a terminal: a line of markers per player (or pair), the target as a dotted line,
and a legend, kept to the terminal's width and height (`show --format chart`), from the lines
render/chart.py reckons for the SVG image too.
"""

from __future__ import annotations

from hjerter_cli.core.game import Sheet
from hjerter_cli.i18n import _, ngettext
from hjerter_cli.render.chart import lines, series, ticks, value_range
from hjerter_cli.render.columns import fold, width, wrapped
from hjerter_cli.render.sentences import to_go_line

# One a line, for up to 12 players (two packs).
MARKERS = ("●", "▲", "■", "◆", "★", "✚", "○", "△", "□", "◇", "☆", "✖")
COLOURS = ("31", "34", "32", "35", "33", "36", "90", "91", "94", "92", "95", "96")  # terminal colours
MIN_WIDTH = 40


class _Frame:
    """Where values land on a chart: the value range and the rows it is drawn over, each row a
    round number of points (`unit`) apart, so that every label stands on the row of its value."""

    __slots__ = ("low", "high", "height")

    def __init__(self, low: int, high: int, height: int) -> None:
        self.low, self.high, self.height = low, high, height

    def row_of(self, value: float) -> int:
        return round((self.high - value) / (self.high - self.low) * (self.height - 1))

    @property
    def unit(self) -> int:
        return (self.high - self.low) // (self.height - 1)

    def labels(self, target: int) -> dict[int, int]:
        """The labelled rows and their values: multiples of a round step (six at most), and the
        target where it falls on a row."""
        steps = (self.unit * times for times in (1, 2, 5, 10, 20, 50, 100))
        step = next((size for size in steps if self._count(size) <= 6), self.high - self.low)
        labelled = {self.row_of(value): value for value in range(-(-self.low // step) * step, self.high + 1, step)}
        if (target - self.low) % self.unit == 0:
            labelled[self.row_of(target)] = target
        return labelled

    def _count(self, step: int) -> int:
        return self.high // step - -(-self.low // step) + 1


def _units() -> list[int]:
    """The steps people count an axis in: 1, 2, 5, 10, 20, 25, 50, 100, ..."""
    return [base * scale for scale in (1, 10, 100, 1000, 10_000, 100_000) for base in (1, 2, 5)] + [
        25 * scale for scale in (1, 10, 100, 1000, 10_000)
    ]


def _frame(low: int, high: int, room: int) -> _Frame:
    """The plot's rows for values from `low` to `high` in `room` rows at most (two at least): the
    smallest round step a row that fits, the range widened to whole steps."""
    for unit in sorted(_units()):
        bottom, top = low // unit * unit, -(-high // unit) * unit
        if (top - bottom) // unit + 1 <= max(2, room):
            break
    return _Frame(bottom, top, height=(top - bottom) // unit + 1)


def render_chart(sheet: Sheet, name: str, columns: int, colour: bool, rows: int | None = None) -> str:
    """The race on a terminal: a line of markers per player, the target as a dotted line, a legend.
    `rows`: the terminal's, which the chart keeps to (its plot 14 rows high at most, 5 at least)."""
    columns = max(MIN_WIDTH, columns)
    rounds = len(sheet.rounds)
    title = ngettext(
        "{name}: running totals over {count} round (target {target})",
        "{name}: running totals over {count} rounds (target {target})",
        rounds,
    ).format(name=name, count=rounds, target=sheet.game.settings.target)
    to_go = to_go_line(sheet)
    heading = wrapped(title, columns)
    legend = _legend(sheet, columns, colour)
    below = [*legend, *(fold(to_go, columns, ", ") if to_go is not None else [])]
    room = 14 if rows is None else rows - len(heading) - len(below) - 2  # 2: the axis and its numbers
    if room < 3:  # a short terminal: the points to go give way (the sheet says them too)
        below = legend
        room = 14 if rows is None else rows - len(heading) - len(below) - 2
    frame = _frame(*value_range(sheet), min(14, room))
    label_width = max(len(str(value)) for value in (frame.low, frame.high)) + 1
    ends = _ends(sheet, frame)
    plot_width = columns - label_width - 2 - (1 + max(len(seats) for seats in ends.values()))
    grid, paint = _plot(sheet, frame, plot_width)
    tick_rows = frame.labels(sheet.game.settings.target)
    out = heading
    for y in range(frame.height):
        label = str(tick_rows[y]) if y in tick_rows else ""
        cells = "".join(
            f"\x1b[{paint[y][x]}m{char}\x1b[0m" if colour and paint[y][x] else char for x, char in enumerate(grid[y])
        )
        end = "".join(_painted(seat, colour) for seat in ends.get(y, ()))
        out.append(f"{label:>{label_width}} │{cells} {end}".rstrip())
    out.append(" " * label_width + " └" + "─" * plot_width)
    out.append(" " * (label_width + 2) + _round_axis(rounds, plot_width))
    out += below
    return "\n".join(out if rows is None else out[: max(rows, 1)]) + "\n"


def _plot(sheet: Sheet, frame: _Frame, plot_width: int) -> tuple[list[list[str]], list[list[str]]]:
    """The plot's characters and their colours: the target as a dotted line, a marker a line."""
    grid = [[" "] * plot_width for _row in range(frame.height)]
    paint = [[""] * plot_width for _row in range(frame.height)]
    target_row = frame.row_of(sheet.game.settings.target)
    for x in range(plot_width):
        grid[target_row][x] = "┄"
    rounds = len(sheet.rounds)
    for seat, line in enumerate(series(sheet)):
        previous = None
        for x in range(plot_width):
            position = x / max(1, plot_width - 1) * rounds if rounds else 0.0
            left = int(position)
            right = min(left + 1, rounds)
            share = position - left
            y = frame.row_of(line[left] * (1 - share) + line[right] * share)
            # A steep step fills the column between the last row and this one, so the line stays whole.
            span = range(y, y + 1) if previous is None else range(min(previous, y), max(previous, y) + 1)
            for row in span:
                grid[row][x] = MARKERS[seat]
                paint[row][x] = COLOURS[seat]
            previous = y
    return grid, paint


def _ends(sheet: Sheet, frame: _Frame) -> dict[int, list[int]]:
    """Where each line ends, by row: beside the plot every line's marker stands at the row of its
    total now, the lines on one row side by side (a line hidden under another's, or a tie, is
    still named)."""
    rows: dict[int, list[int]] = {}
    for seat, line in enumerate(series(sheet)):
        rows.setdefault(frame.row_of(line[-1]), []).append(seat)
    return rows


def _painted(seat: int, colour: bool) -> str:
    return f"\x1b[{COLOURS[seat]}m{MARKERS[seat]}\x1b[0m" if colour else MARKERS[seat]


def _round_axis(rounds: int, plot_width: int) -> str:
    """Round numbers under the plot, none overlapping another."""
    axis = [" "] * plot_width
    for number in ticks(0, max(rounds, 1), max(2, plot_width // 8)):
        x = round(number / max(rounds, 1) * (plot_width - 1)) if rounds else 0
        text = str(number)
        start = min(x, plot_width - len(text))
        if all(cell == " " for cell in axis[max(0, start - 1) : start + len(text) + 1]):
            axis[start : start + len(text)] = list(text)
    return "".join(axis).rstrip()


def _legend(sheet: Sheet, columns: int, colour: bool) -> list[str]:
    entries = []
    for seat, line in enumerate(lines(sheet)):
        marker = _painted(seat, colour)
        entries.append((f"{marker} {line.label} {line.total}", width(f"{MARKERS[seat]} {line.label} {line.total}")))
    entries.append(("┄ " + _("target {target}").format(target=sheet.game.settings.target), 0))
    out, current, used = [], "", 0
    for text, size in entries:
        size = size or width(text)
        if current and used + 3 + size > columns:
            out.append(current)
            current, used = "", 0
        current += ("   " if current else "") + text
        used += (3 if used else 0) + size
    return [*out, current]
