"""Pictures of the running totals: the race's lines (a player's, or a pair's), and the race as a
standalone SVG image (`show --format svg`, and the page's two); the chart for the terminal, drawn
from the same lines, is render/chart_terminal.py, which the image and the page do without.

Drawn by hand (characters and SVG text): a plotting library would cost more start-up than all of
hjerter. A line is drawn for each player, or with partner pairs for each pair (named `Ann+Cy`).
Lines are told apart without colour too: a marker each on the terminal, a dash pattern and a
marker each in the SVG.
"""

from __future__ import annotations

from hjerter_cli.core.game import Sheet
from hjerter_cli.i18n import _
from hjerter_cli.render.columns import graphemes, width
from hjerter_cli.render.sentences import side_label

SVG_COLOURS = (
    *("#d62728", "#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf"),
    *("#7f7f7f", "#8c564b", "#e377c2", "#bcbd22", "#393b79", "#000000"),
)
DASHES = ("", "8 4", "2 3", "10 3 2 3", "5 5", "1 4", "12 4 4 4", "3 6", "14 3", "6 2 2 2", "4 2 8 2", "1 2")


class Line:
    """What one line of the race stands for: a player, or a pair (a plain class: the page and the
    chart make a few, and a class of slots costs an import less than a record's)."""

    __slots__ = ("label", "totals")

    def __init__(self, label: str, totals: tuple[int, ...]) -> None:
        self.label = label
        self.totals = totals  # the running total, from 0 before round 1

    @property
    def total(self) -> int:
        return self.totals[-1]


def lines(sheet: Sheet) -> list[Line]:
    """A line each player, or with partner pairs each pair (in the order the sheet lists them)."""
    players = sheet.game.players
    # each seat's running totals, a round after another (none before round 1)
    seats = list(zip(*(row.totals for row in sheet.rounds))) or [()] * len(players)
    if not sheet.game.settings.pairs:
        return [Line(player, (0, *totals)) for player, totals in zip(players, seats)]
    return [
        Line(side_label(players, side), (0, *map(sum, zip(*(seats[seat] for seat in side))))) for side in sheet.sides
    ]


def series(sheet: Sheet) -> list[list[int]]:
    """Each line's running total, from 0 before round 1."""
    return [list(line.totals) for line in lines(sheet)]


def value_range(sheet: Sheet, drawn: list[Line] | None = None) -> tuple[int, int]:
    """The values a chart spans: 0 and the target at least; `drawn`: the sheet's lines, where known."""
    values = [value for line in drawn or lines(sheet) for value in line.totals]
    low = min(0, *values)
    high = max(sheet.game.settings.target, *values)
    return low, high if high > low else low + 1


def ticks(low: int, high: int, count: int) -> list[int]:
    """About `count` round numbers from low to high, as people would label an axis."""
    span = high - low
    step = 1
    for candidate in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10000, 20000, 50000):
        step = candidate
        if span / candidate <= count:
            break
    first = -(-low // step) * step
    return list(range(first, high + 1, step))


def _xml(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


class _Box:
    """The SVG's plot area and its value range."""

    __slots__ = ("low", "high", "rounds", "left", "top", "width", "height")

    def __init__(
        self, low: int, high: int, rounds: int, left: int = 56, top: int = 40, width: int = 560, height: int = 300
    ) -> None:
        self.low, self.high, self.rounds = low, high, rounds
        self.left, self.top, self.width, self.height = left, top, width, height

    def x_of(self, number: float) -> float:
        return self.left + (number / self.rounds * self.width if self.rounds else 0)

    def y_of(self, value: float) -> float:
        return self.top + (self.high - value) / (self.high - self.low) * self.height


def render_svg(sheet: Sheet, name: str, compact: bool = False) -> str:
    """The same chart as one standalone SVG image: axes, the target line, a line per player, a
    legend. `compact`: drawn for a phone's width, the legend under the plot, the text as large."""
    return "\n".join(_svg(sheet, name, lines(sheet), compact)) + "\n"


def race_pictures(sheet: Sheet, name: str) -> tuple[str, str]:
    """The page's two images of the race, from one reckoning of its lines: the wide one (class
    `wide`) and the phone's (class `compact`), each render_svg's image with its class."""
    drawn = lines(sheet)
    wide, compact = _svg(sheet, name, drawn, False, ' class="wide"'), _svg(sheet, name, drawn, True, ' class="compact"')
    return "\n".join(wide), "\n".join(compact)


def _svg(sheet: Sheet, name: str, drawn: list[Line], compact: bool, attributes: str = "") -> list[str]:
    """render_svg's image, a line of SVG an item; `attributes`: what the <svg> element begins with."""
    columns = 1
    low, high = value_range(sheet, drawn)
    if compact:
        box = _Box(low, high, rounds=len(sheet.rounds), left=40, top=34, width=300, height=180)
        legend_x, legend_y = box.left - 28, box.top + box.height + 62
        columns = 2 if all(width(_legend_text(line)) <= LEGEND_HALF for line in drawn) else 1
        rows = -(-(len(drawn) + 1) // columns)
        total_w, total_h = box.left + box.width + 16, legend_y + rows * 24 - 6
    else:
        box = _Box(low, high, rounds=len(sheet.rounds))
        legend_x, legend_y = box.left + box.width + 24, box.top
        total_w, total_h = box.left + box.width + 24 + 190, box.top + box.height + 60
    title = _xml(_("{name}: running totals").format(name=name))
    out = [
        f'<svg{attributes} xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {total_w} {total_h}" '
        f'width="{total_w}" height="{total_h}" style="max-width: 100%; height: auto" role="img" '
        'font-family="sans-serif" font-size="13">',
        f"<title>{title}</title>",
        f'<rect x="0" y="0" width="{total_w}" height="{total_h}" fill="#fff"/>',
        f'<text x="{box.left}" y="24" font-size="15" font-weight="bold">{title}</text>',
    ]
    out += _svg_axes(box, sheet.game.settings.target)
    kind = "pair" if sheet.game.settings.pairs else "player"
    last = box.x_of(len(drawn[0].totals) - 1) if drawn else box.left
    ends = _side_by_side([box.y_of(line.total) for line in drawn], last)
    xs = [f"{box.x_of(number):.1f}" for number in range(len(sheet.rounds) + 1)]  # every line's rounds
    top, high, span, tall = box.top, box.high, box.high - box.low, box.height  # as box.y_of places them
    for seat, line in enumerate(drawn):
        points = " ".join([f"{x},{top + (high - value) / span * tall:.1f}" for x, value in zip(xs, line.totals)])
        dash = f' stroke-dasharray="{DASHES[seat]}"' if DASHES[seat] else ""
        out.append(
            f'<polyline class="{kind}" data-{kind}="{_xml(line.label)}" points="{points}" fill="none" '
            f'stroke="{SVG_COLOURS[seat]}" stroke-width="2.5"{dash}/>'
        )
        out.append(_marker(seat, ends[seat], box.y_of(line.total)))
    out += _svg_legend(drawn, sheet.game.settings.target, legend_x, legend_y, columns)
    out.append("</svg>")
    return out


def _side_by_side(ends: list[float], x: float) -> list[float]:
    """Where each line's marker stands at the end of the race (`ends`: their heights): at `x`,
    but markers that would lie on one another (less than a marker apart, one after another) stand
    side by side, leftwards in seat order, as the terminal chart names them together on a row."""
    placed = [x] * len(ends)
    order = sorted(range(len(ends)), key=lambda seat: (ends[seat], seat))
    groups: list[list[int]] = []
    for seat in order:
        if groups and ends[seat] - ends[groups[-1][-1]] < 10:
            groups[-1].append(seat)
        else:
            groups.append([seat])
    for group in groups:
        for place, seat in enumerate(sorted(group)):
            placed[seat] = x - 11 * place
    return placed


def _svg_axes(box: _Box, target: int) -> list[str]:
    """Grid lines with their values, round numbers, the axes, and the target as a dashed line."""
    left, top, plot_w, plot_h = box.left, box.top, box.width, box.height
    out = []
    for value in ticks(box.low, box.high, 6):
        y = box.y_of(value)
        out.append(f'<line x1="{left}" y1="{y:.1f}" x2="{left + plot_w}" y2="{y:.1f}" stroke="#e5e5e5"/>')
        out.append(f'<text x="{left - 6}" y="{y + 4:.1f}" text-anchor="end" fill="#555">{value}</text>')
    for number in ticks(0, max(box.rounds, 1), 10):
        x = box.x_of(number) if box.rounds else left
        out.append(f'<text x="{x:.1f}" y="{top + plot_h + 18}" text-anchor="middle" fill="#555">{number}</text>')
    out.append(
        f'<text x="{left + plot_w / 2:.1f}" y="{top + plot_h + 40}" text-anchor="middle" fill="#555">'
        f"{_xml(_('round'))}</text>"
    )
    out.append(f'<line x1="{left}" y1="{top}" x2="{left}" y2="{top + plot_h}" stroke="#333"/>')
    out.append(f'<line x1="{left}" y1="{top + plot_h}" x2="{left + plot_w}" y2="{top + plot_h}" stroke="#333"/>')
    ty = box.y_of(target)
    out.append(
        f'<line class="target" x1="{left}" y1="{ty:.1f}" x2="{left + plot_w}" y2="{ty:.1f}" '
        f'stroke="#000" stroke-width="1.5" stroke-dasharray="6 4"/>'
    )
    return out


def _svg_legend(drawn: list[Line], target: int, lx: int, top: int, columns: int = 1) -> list[str]:
    """A line, marker, name and total for each line drawn, then the target; in one column, or in
    `columns`."""
    out = []
    entries = len(drawn) + 1
    per_column = -(-entries // columns)

    def place(entry: int) -> tuple[int, int]:
        return lx + (entry // per_column) * 160, top + 10 + (entry % per_column) * 24 - (10 if columns > 1 else 0)

    for seat, line in enumerate(drawn):
        x, y = place(seat)
        dash = f' stroke-dasharray="{DASHES[seat]}"' if DASHES[seat] else ""
        out.append(
            f'<line x1="{x}" y1="{y}" x2="{x + 28}" y2="{y}" stroke="{SVG_COLOURS[seat]}" stroke-width="2.5"{dash}/>'
        )
        out.append(_marker(seat, x + 14, y))
        out.append(f'<text x="{x + 36}" y="{y + 4}">{_xml(_legend_text(line))}</text>')
    x, y = place(entries - 1)
    out.append(
        f'<line x1="{x}" y1="{y}" x2="{x + 28}" y2="{y}" stroke="#000" stroke-width="1.5" stroke-dasharray="6 4"/>'
    )
    out.append(f'<text x="{x + 36}" y="{y + 4}">{_xml(_("target {target}").format(target=target))}</text>')
    return out


# On a phone the legend stands in two columns of 160 units where every entry fits one: its text
# starts 36 units in, and 17 columns of 13-unit sans-serif take the 124 left (a wide character two).
LEGEND_HALF = 17


def _legend_text(line: Line) -> str:
    """A legend entry's words: the name (shortened) and its total."""
    return f"{_shorten(line.label)} {line.total}"


def _shorten(player: str) -> str:
    """A legend entry fits its column: 20 characters, the longest name, stay whole up to 16."""
    seen = graphemes(player)
    return player if len(seen) <= 16 else "".join(seen[:15]) + "…"


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
