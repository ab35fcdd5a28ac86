"""Pictures of the running totals: a chart for the terminal and a standalone SVG image.

Drawn by hand (characters and SVG text): a plotting library would cost more start-up than all of
hjerter. Players are told apart without colour too: a marker each on the terminal, a dash
pattern and a marker each in the SVG.
"""

from __future__ import annotations

from hjerter_cli.core.game import Sheet
from hjerter_cli.i18n import _, ngettext
from hjerter_cli.render.sheet import width

MARKERS = ("●", "▲", "■", "◆", "★", "✚", "○")
COLOURS = ("31", "34", "32", "35", "33", "36", "90")  # terminal colours, one a player
SVG_COLOURS = ("#d62728", "#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#7f7f7f")
DASHES = ("", "8 4", "2 3", "10 3 2 3", "5 5", "1 4", "12 4 4 4")
MIN_WIDTH = 40


def series(sheet: Sheet) -> list[list[int]]:
    """Each player's running total, from 0 before round 1."""
    return [[0, *(row.totals[seat] for row in sheet.rounds)] for seat in range(len(sheet.game.players))]


def _range(sheet: Sheet) -> tuple[int, int]:
    values = [value for line in series(sheet) for value in line]
    low = min(0, *values)
    high = max(sheet.game.settings.target, *values)
    return low, high if high > low else low + 1


def _ticks(low: int, high: int, count: int) -> list[int]:
    """About `count` round numbers from low to high, as people would label an axis."""
    span = high - low
    step = 1
    for candidate in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10000, 20000, 50000):
        step = candidate
        if span / candidate <= count:
            break
    first = -(-low // step) * step
    return list(range(first, high + 1, step))


def render_chart(sheet: Sheet, name: str, columns: int, colour: bool) -> str:
    """The race on a terminal: a line of markers per player, the target as a dotted line, a legend."""
    columns = max(MIN_WIDTH, columns)
    players = sheet.game.players
    low, high = _range(sheet)
    height = 14
    labels = [str(value) for value in (low, high)]
    label_width = max(len(label) for label in labels) + 1
    plot_width = columns - label_width - 2
    lines = series(sheet)
    rounds = len(sheet.rounds)

    def row_of(value: float) -> int:
        return round((high - value) / (high - low) * (height - 1))

    grid = [[" "] * plot_width for _row in range(height)]
    paint = [[""] * plot_width for _row in range(height)]
    target_row = row_of(sheet.game.settings.target)
    for x in range(plot_width):
        grid[target_row][x] = "┄"
    for seat in range(len(players)):
        previous = None
        for x in range(plot_width):
            position = x / max(1, plot_width - 1) * rounds if rounds else 0.0
            left = int(position)
            right = min(left + 1, rounds)
            share = position - left
            y = row_of(lines[seat][left] * (1 - share) + lines[seat][right] * share)
            # A steep step fills the column between the last row and this one, so the line stays whole.
            span = range(y, y + 1) if previous is None else range(min(previous, y), max(previous, y) + 1)
            for row in span:
                grid[row][x] = MARKERS[seat]
                paint[row][x] = COLOURS[seat]
            previous = y
    tick_rows = {row_of(value): value for value in _ticks(low, high, 5)}
    tick_rows.setdefault(target_row, sheet.game.settings.target)
    import textwrap

    title = ngettext(
        "{name}: running totals over {count} round (target {target})",
        "{name}: running totals over {count} rounds (target {target})",
        rounds,
    ).format(name=name, count=rounds, target=sheet.game.settings.target)
    out = textwrap.wrap(title, columns) if width(title) > columns else [title]
    for y in range(height):
        label = str(tick_rows[y]) if y in tick_rows else ""
        cells = "".join(
            f"\x1b[{paint[y][x]}m{char}\x1b[0m" if colour and paint[y][x] else char for x, char in enumerate(grid[y])
        )
        out.append(f"{label:>{label_width}} │{cells}".rstrip())
    out.append(" " * label_width + " └" + "─" * plot_width)
    axis = [" "] * plot_width
    for number in _ticks(0, max(rounds, 1), max(2, plot_width // 8)):
        x = round(number / max(rounds, 1) * (plot_width - 1)) if rounds else 0
        text = str(number)
        start = min(x, plot_width - len(text))
        if all(cell == " " for cell in axis[max(0, start - 1) : start + len(text) + 1]):
            axis[start : start + len(text)] = list(text)
    out.append(" " * (label_width + 2) + "".join(axis).rstrip())
    out += _legend(sheet, columns, colour)
    return "\n".join(out) + "\n"


def _legend(sheet: Sheet, columns: int, colour: bool) -> list[str]:
    entries = []
    for seat, player in enumerate(sheet.game.players):
        marker = f"\x1b[{COLOURS[seat]}m{MARKERS[seat]}\x1b[0m" if colour else MARKERS[seat]
        entries.append(
            (f"{marker} {player} {sheet.totals[seat]}", width(f"{MARKERS[seat]} {player} {sheet.totals[seat]}"))
        )
    entries.append(("┄ " + _("target {target}").format(target=sheet.game.settings.target), 0))
    lines, current, used = [], "", 0
    for text, size in entries:
        size = size or width(text)
        if current and used + 3 + size > columns:
            lines.append(current)
            current, used = "", 0
        current += ("   " if current else "") + text
        used += (3 if used else 0) + size
    return [*lines, current]


def _xml(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def render_svg(sheet: Sheet, name: str) -> str:
    """The same chart as one standalone SVG image: axes, the target line, a line per player, a legend."""
    players = sheet.game.players
    low, high = _range(sheet)
    rounds = len(sheet.rounds)
    legend_width = 190
    left, top, plot_w, plot_h = 56, 40, 560, 300
    total_w, total_h = left + plot_w + 24 + legend_width, top + plot_h + 60

    def x_of(number: float) -> float:
        return left + (number / rounds * plot_w if rounds else 0)

    def y_of(value: float) -> float:
        return top + (high - value) / (high - low) * plot_h

    title = _("{name}: running totals").format(name=name)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {total_w} {total_h}" '
        f'width="{total_w}" height="{total_h}" role="img" font-family="sans-serif" font-size="13">',
        f"<title>{_xml(title)}</title>",
        f'<rect x="0" y="0" width="{total_w}" height="{total_h}" fill="#fff"/>',
        f'<text x="{left}" y="24" font-size="15" font-weight="bold">{_xml(title)}</text>',
    ]
    for value in _ticks(low, high, 6):
        y = y_of(value)
        out.append(f'<line x1="{left}" y1="{y:.1f}" x2="{left + plot_w}" y2="{y:.1f}" stroke="#e5e5e5"/>')
        out.append(f'<text x="{left - 6}" y="{y + 4:.1f}" text-anchor="end" fill="#555">{value}</text>')
    for number in _ticks(0, max(rounds, 1), 10):
        x = x_of(number) if rounds else left
        out.append(f'<text x="{x:.1f}" y="{top + plot_h + 18}" text-anchor="middle" fill="#555">{number}</text>')
    out.append(
        f'<text x="{left + plot_w / 2:.1f}" y="{top + plot_h + 40}" text-anchor="middle" fill="#555">'
        f"{_xml(_('round'))}</text>"
    )
    out.append(f'<line x1="{left}" y1="{top}" x2="{left}" y2="{top + plot_h}" stroke="#333"/>')
    out.append(f'<line x1="{left}" y1="{top + plot_h}" x2="{left + plot_w}" y2="{top + plot_h}" stroke="#333"/>')
    target = sheet.game.settings.target
    ty = y_of(target)
    out.append(
        f'<line class="target" x1="{left}" y1="{ty:.1f}" x2="{left + plot_w}" y2="{ty:.1f}" '
        f'stroke="#000" stroke-width="1.5" stroke-dasharray="6 4"/>'
    )
    for seat, line in enumerate(series(sheet)):
        points = " ".join(f"{x_of(number):.1f},{y_of(value):.1f}" for number, value in enumerate(line))
        dash = f' stroke-dasharray="{DASHES[seat]}"' if DASHES[seat] else ""
        out.append(
            f'<polyline class="player" data-player="{_xml(players[seat])}" points="{points}" fill="none" '
            f'stroke="{SVG_COLOURS[seat]}" stroke-width="2.5"{dash}/>'
        )
        last_x, last_y = x_of(len(line) - 1), y_of(line[-1])
        out.append(_marker(seat, last_x, last_y))
    lx = left + plot_w + 24
    for seat, player in enumerate(players):
        y = top + 10 + seat * 24
        dash = f' stroke-dasharray="{DASHES[seat]}"' if DASHES[seat] else ""
        out.append(
            f'<line x1="{lx}" y1="{y}" x2="{lx + 28}" y2="{y}" stroke="{SVG_COLOURS[seat]}" stroke-width="2.5"{dash}/>'
        )
        out.append(_marker(seat, lx + 14, y))
        out.append(f'<text x="{lx + 36}" y="{y + 4}">{_xml(_shorten(player))} {sheet.totals[seat]}</text>')
    y = top + 10 + len(players) * 24
    out.append(
        f'<line x1="{lx}" y1="{y}" x2="{lx + 28}" y2="{y}" stroke="#000" stroke-width="1.5" stroke-dasharray="6 4"/>'
    )
    out.append(f'<text x="{lx + 36}" y="{y + 4}">{_xml(_("target {target}").format(target=target))}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _shorten(player: str) -> str:
    """A legend entry fits its column: 20 characters, the longest name, stay whole up to 16."""
    return player if len(player) <= 16 else player[:15] + "…"


def _marker(seat: int, x: float, y: float) -> str:
    colour = SVG_COLOURS[seat]
    shape = seat % 4
    if shape == 0:
        return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="4.5" fill="{colour}"/>'
    if shape == 1:
        return f'<path d="M{x:.1f},{y - 5:.1f} L{x + 5:.1f},{y + 4:.1f} L{x - 5:.1f},{y + 4:.1f} Z" fill="{colour}"/>'
    if shape == 2:
        return f'<rect x="{x - 4:.1f}" y="{y - 4:.1f}" width="8" height="8" fill="{colour}"/>'
    diamond = f"M{x:.1f},{y - 5:.1f} L{x + 5:.1f},{y:.1f} L{x:.1f},{y + 5:.1f} L{x - 5:.1f},{y:.1f} Z"
    return f'<path d="{diamond}" fill="{colour}"/>'
