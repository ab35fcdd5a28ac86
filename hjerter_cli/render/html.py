"""One self-contained page to keep, print or send: the sheet, the places, the chart, the rules.

No scripts and nothing loaded from elsewhere; a viewport for phones (a wide sheet scrolls inside
its own box, never the page) and print rules that fit a normal evening on one A4 page.
"""

from __future__ import annotations

from hjerter_cli.core.game import Sheet
from hjerter_cli.i18n import _
from hjerter_cli.render.chart import race_pictures
from hjerter_cli.render.columns import width
from hjerter_cli.render.rules import describe
from hjerter_cli.render.sentences import end_line, places, round_notes, side_label, to_go_line
from hjerter_cli.render.table import Column, sheet_columns, short_names

STYLE = """
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { font: 16px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0 auto; padding: 1rem;
       max-width: 100rem; color: #111; background: #fff; }
/* Words read best in a column of 60rem; the sheet may use the whole width of the screen. */
h1, h2, p, ol, ul, figure { max-width: 60rem; }
h1 { font-size: 1.5rem; margin: 0 0 .25rem; overflow-wrap: anywhere; }
h2 { font-size: 1.1rem; margin: 1.5rem 0 .5rem; }
.meta, .next { color: #555; margin: 0; }
.result { font-size: 1.15rem; font-weight: 600; margin: .75rem 0; }
.sheet { overflow-x: auto; max-width: 100%; }
table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
th, td { padding: .25rem .5rem; border-bottom: 1px solid #ddd; text-align: right; white-space: nowrap; }
th:first-child, td:first-child { text-align: right; color: #555; }
td.notes, th.notes { text-align: left; white-space: normal; min-width: 18rem; color: #444; font-size: .9em; }
th .short, p.names, div.players { display: none; }
caption { text-align: left; font-weight: 600; padding: .75rem 0 .25rem; }
td small { color: #777; }
tfoot td { font-weight: 700; border-top: 2px solid #333; border-bottom: 0; }
td.low { color: #1a7f37; }
ol.standing { padding-left: 1.5rem; }
figure { margin: 1rem 0; }
figure svg { width: 100%; height: auto; display: block; }
figure svg.compact, ol.notes { display: none; }
ul.rules { padding-left: 1.2rem; }
/* A phone: the round scores under the totals, the notes in a list under the sheet, the round
   column kept in view when a wide sheet scrolls in its box, and a chart drawn for the width. */
@media (max-width: 40rem) {
  body { padding: .75rem; }
  table { font-size: .9rem; }
  th, td { padding: .25rem .25rem; }
  td small { display: block; font-size: .75em; }
  td.notes, th.notes { display: none; }
  ol.notes { display: block; padding-left: 1.5rem; color: #444; font-size: .9em; }
  p.names { color: #444; font-size: .9em; }
  th.pair { white-space: normal; }
  th.partner, td.partner { display: none; }
  th:first-child, td:first-child { position: sticky; left: 0; background: #fff; z-index: 1; }
  figure svg.wide { display: none; }
  figure svg.compact { display: block; }
}
@media print {
  @page { size: A4; margin: 12mm; }
  body { font-size: 10pt; max-width: none; padding: 0; }
  h2 { margin-top: .8rem; }
  .sheet { overflow: visible; }
  th, td { padding: .1rem .35rem; }
  figure { break-inside: avoid; max-height: 85mm; }
  figure svg { max-height: 85mm; }
}
""".strip()


PHONE_PLAYERS = 5  # the players' columns a phone's table has room for, beside the round column


def _class(*names: str) -> str:
    """A class attribute for the names given (none when all are empty)."""
    joined = " ".join(name for name in names if name)
    return f' class="{joined}"' if joined else ""


def _e(text: object) -> str:
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def render_html(sheet: Sheet, name: str, language: str = "en") -> str:
    """The page: title and date, result, the sheet with running totals, the chart, the rules."""
    started = sheet.game.started[:10]
    columns = sheet_columns(sheet)  # the sheet's columns, as the style and the table show them
    out = [
        "<!doctype html>",
        f'<html lang="{language}">',
        "<head>",
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{_e(_('Hearts: {name}').format(name=name))}</title>",
        f"<style>\n{STYLE}{_pairs_alone_below(sheet, columns)}{_names_shortened(sheet, columns)}\n</style>",
        "</head>",
        "<body>",
        f"<h1>{_e(_('Hearts: {name}').format(name=name))}</h1>",
    ]
    if started:
        out.append(f'<p class="meta">{_e(_("Started {date}").format(date=started))}</p>')
    out.append(f'<p class="result">{_e(end_line(sheet))}</p>')
    to_go = to_go_line(sheet)
    if to_go is not None:
        out.append(f'<p class="to-go">{_e(to_go)}</p>')
    out.append(f"<h2>{_e(_('Standing'))}</h2>")
    out.append('<ol class="standing">')
    # the places the text sheet gives: a shared total, a shared place (1, 1, 3)
    out += [f'<li value="{place}">{_e(player)} <strong>{total}</strong></li>' for place, player, total in places(sheet)]
    out.append("</ol>")
    out.append(f"<h2>{_e(_('The sheet'))}</h2>")
    out += _sheet_table(sheet, columns)
    out.append(f"<h2>{_e(_('The race'))}</h2>")
    out += ["<figure>", *race_pictures(sheet, name), "</figure>"]
    out.append(f"<h2>{_e(_('The rules'))}</h2>")
    out.append('<ul class="rules">')
    out += [f"<li>{_e(line)}</li>" for line in describe(sheet.game)]
    out.append("</ul>")
    out += ["</body>", "</html>"]
    return "\n".join(out) + "\n"


def _names_shortened(sheet: Sheet, columns: list[Column]) -> str:
    """On a phone, the names are shortened (the full ones under the sheet) only where the phone's
    sheet with the full names would not fit the screen: its width worked out from the words, as
    for the pairs (rem: 16 px; a bold heading's letter 0.62, a digit 0.56; a cell's padding .7)."""
    count = len(sheet.game.players)
    tables = [columns]  # the phone's tables: with pairs, the pairs' and the players' in parts
    if sheet.game.settings.pairs:
        size = -(-count // -(-count // PHONE_PLAYERS))
        tables = [columns[count:], *(columns[first : first + size] for first in range(0, count, size))]
    needed = max(_phone_width(table) for table in tables)
    short = "th .full { display: none; }\nth .short { display: inline; }\np.names { display: block; }"
    return f"\n@media (max-width: {min(needed, 40.0):.1f}rem) {{\n{short}\n}}"


def _phone_width(columns: list[Column]) -> float:
    """A phone's table of these columns, in rem: the page's padding, the round column, and each
    column as wide as its heading or its widest number (a round's score stands under its total)."""
    needed = 1.5 + 0.7 + 0.62 * max(width(_("Round")), width(_("Total")))
    for heading, totals, scores, total, _leads in columns:
        digits = max([len(str(total)), *(len(str(value)) for value in totals), *(len(f"{s:+d}") for s in scores)])
        needed += 0.7 + max(0.62 * width(heading), 0.56 * digits)
    return needed


def _pairs_alone_below(sheet: Sheet, columns: list[Column]) -> str:
    """With partner pairs, a screen narrower than the sheet with every column shows the pairs'
    columns alone and the players' rounds in a table under it (on a phone, in tables of five
    players or fewer). The width is worked out from the words (rem: 16 px; a bold heading's
    letter 0.62, a digit 0.56)."""
    if not sheet.game.settings.pairs:
        return ""
    needed = 2.0 + 4.5 + 18.0  # the page's padding, the round column, the notes' least width
    for heading, totals, scores, total, _leads in columns:
        cells = [f"{value} ({score:+d})" for value, score in zip(totals, scores)] + [str(total)]
        needed += 1.0 + max(0.62 * width(heading), 0.56 * max(len(cell) for cell in cells))
    alone = "th.partner, td.partner { display: none; }\ndiv.players:not(.part) { display: block; }"
    # a phone has room for the round column and five players': more stand in tables of five or fewer
    phone = "div.players:not(.part) { display: none; }\ndiv.players.part { display: block; }"
    phone = f"\n@media (max-width: 40rem) {{\n{phone}\n}}" if len(sheet.game.players) > PHONE_PLAYERS else ""
    if needed > 100.0:  # wider than the page ever is (100rem): on every screen
        return "\n" + alone + phone
    return f"\n@media (max-width: {needed:.1f}rem) {{\n{alone}\n}}{phone}"


def _sheet_table(sheet: Sheet, columns: list[Column]) -> list[str]:
    """The sheet: a row a round with running totals and the round's score, the totals at the foot;
    with partner pairs, the pairs' columns after the players' (where they do not fit side by
    side, the pairs' alone, and the players' rounds in a table under them)."""
    players = sheet.game.players
    out = ['<div class="sheet"><table>']
    # On a phone the names are shortened, as on a narrow terminal, the full ones under the sheet.
    short = short_names(players)
    cuts = [*short, *(side_label(tuple(short), side) for side in sheet.sides[: len(columns) - len(players)])]
    kinds = [""] * len(players) + ["pair"] * (len(columns) - len(players))
    if sheet.game.settings.pairs:
        kinds[: len(players)] = ["partner"] * len(players)
    header = "".join(
        f'<th scope="col"{_class(kind)}>{_heading(column[0], cut)}</th>'
        for column, cut, kind in zip(columns, cuts, kinds)
    )
    round_head, notes_head = _e(_("Round")), _e(_("Notes"))
    out.append(f'<thead><tr><th scope="col">{round_head}</th>{header}<th class="notes">{notes_head}</th></tr></thead>')
    out.append("<tbody>")
    notes = [round_notes(sheet, row) for row in sheet.rounds]
    # a column a cell of each row: its class, the running totals and the round's scores
    cells = [
        [f"<td{_class(kind)}>{total} <small>({score:+d})</small></td>" for total, score in zip(column[1], column[2])]
        for column, kind in zip(columns, kinds)
    ]
    out += [
        f'<tr><th scope="row">{row.number}</th>{"".join(row_cells)}<td class="notes">{_e(said)}</td></tr>'
        for row, said, row_cells in zip(sheet.rounds, notes, zip(*cells))
    ]
    out.append("</tbody>")
    totals = "".join(
        f"<td{_class(kind, 'low' if column[4] else '')}>{column[3]}</td>" for column, kind in zip(columns, kinds)
    )
    out.append(f"<tfoot><tr><td>{_e(_('Total'))}</td>{totals}<td></td></tr></tfoot>")
    out.append("</table></div>")
    if sheet.game.settings.pairs:  # the players' rounds, shown where their columns are left out above
        out += _players_tables(sheet, columns, cuts)
    pairs = [f"{cut} = {player}" for cut, player in zip(short, players) if cut != player]
    if pairs:  # a page folds the text sheet's two blanks into one: commas between
        out.append(f'<p class="names">{_e(_("Names: {pairs}").format(pairs=", ".join(pairs)))}</p>')
    noted = [(row.number, said) for row, said in zip(sheet.rounds, notes) if said]
    if noted:  # shown on a phone, where the notes column is left out
        out.append('<ol class="notes">')
        out += [f'<li value="{number}">{_e(said)}</li>' for number, said in noted]
        out.append("</ol>")
    return out


def _players_tables(sheet: Sheet, columns: list[Column], cuts: list[str]) -> list[str]:
    """A pair game's players in a table, and (more than a phone has room for) in parts of five or
    fewer, each headed by whom it holds."""
    players = sheet.game.players
    seats = list(range(len(players)))
    out = _players_table(sheet, seats, columns, cuts, "sheet players")
    parts = -(-len(players) // PHONE_PLAYERS)
    if parts > 1:
        size = -(-len(players) // parts)
        for first in range(0, len(players), size):
            part = seats[first : first + size]
            caption = _("The players, {first} to {last}").format(first=players[part[0]], last=players[part[-1]])
            out += _players_table(sheet, part, columns, cuts, "sheet players part", caption)
    return out


def _heading(label: str, cut: str) -> str:
    """A column's heading: the name, or a pair's names, with the shortened one for a phone, where
    a pair's heading may break after its `+`."""
    short = _e(cut).replace("+", "+<wbr>")
    if cut == label:
        return short
    return f'<span class="full">{_e(label)}</span><span class="short">{short}</span>'


def _players_table(
    sheet: Sheet, seats: list[int], columns: list[Column], cuts: list[str], kind: str, caption: str | None = None
) -> list[str]:
    """The rounds of the players at `seats` in a table of their own (a pair game's players, under
    the pairs' table), headed by `caption` (else "The players")."""
    out = [f'<div class="{kind}"><table>', f"<caption>{_e(caption or _('The players'))}</caption>"]
    header = "".join(f'<th scope="col">{_heading(columns[seat][0], cuts[seat])}</th>' for seat in seats)
    out.append(f'<thead><tr><th scope="col">{_e(_("Round"))}</th>{header}</tr></thead>')
    out.append("<tbody>")
    for index, row in enumerate(sheet.rounds):
        cells = "".join(
            f"<td>{columns[seat][1][index]} <small>({columns[seat][2][index]:+d})</small></td>" for seat in seats
        )
        out.append(f'<tr><th scope="row">{row.number}</th>{cells}</tr>')
    out.append("</tbody>")
    totals = "".join(f"<td>{columns[seat][3]}</td>" for seat in seats)
    out.append(f"<tfoot><tr><td>{_e(_('Total'))}</td>{totals}</tr></tfoot>")
    out.append("</table></div>")
    return out
