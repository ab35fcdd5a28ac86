"""The standings across games as table | text | markdown | csv | json."""

from __future__ import annotations

from typing import Any

from hjerter_cli.core.stats import JSON_KEYS, HeadToHead, PairStats, PlayerStats, Rivalry
from hjerter_cli.i18n import N_, _, current_language, ngettext
from hjerter_cli.render.columns import fold, width, wrapped
from hjerter_cli.render.exports import csv_cell, markdown_escape

SCHEMA = 1


def stats_data(
    players: list[PlayerStats], games: int, finished: int, pairs: list[PairStats] | None = None
) -> dict[str, Any]:
    """cli/CLI.md's JSON: keys in English, never translated; `pairs` only when partnerships played."""
    data: dict[str, Any] = {
        "schema": SCHEMA,
        "games": games,
        "finished": finished,
        "players": [dict(zip(JSON_KEYS, player, strict=True)) for player in players],
    }
    if pairs:
        data["pairs"] = [{**pair._asdict(), "players": list(pair.players)} for pair in pairs]
    return data


DECIMAL_MARK = {"da": ","}


def _number(value: float | int | None) -> str:
    """A number in the human formats: two decimals, with the language's decimal mark (5,57 in
    Danish); JSON and CSV keep the point."""
    if value is None:
        return "–"
    if not isinstance(value, float):
        return str(value)
    return f"{value:.2f}".replace(".", DECIMAL_MARK.get(current_language(), "."))


HEADINGS = (
    N_("Player"),
    N_("Games"),
    N_("Done"),
    N_("Wins"),
    N_("Win rate"),
    N_("Avg/round"),
    N_("Avg final"),
    N_("Best"),
    N_("Last"),
    N_("Streak"),
    N_("Now"),
    N_("Moons"),
)
# Shorter headings for a terminal too narrow for every column, in a language whose headings are
# longer than English's (English's are short already, and stay as they are): each short heading
# shown is explained on the Names line.
SHORT = {
    "Done": N_("Done, as a short heading"),
    "Wins": N_("Wins, as a short heading"),
    "Win rate": N_("Win rate, as a short heading"),
    "Avg/round": N_("Avg/round, as a short heading"),
    "Avg final": N_("Avg final, as a short heading"),
}
SORTED_BY = 6  # the column the order goes by after the wins (the points a round), counted from 0


def _headings(keys: tuple[str, ...], short: bool = False) -> list[str]:
    """The table's headings in the language spoken; `short`: the short ones where it has them."""
    said = [_(key) for key in keys]
    if short:
        brief = {key: _(SHORT[key]) for key in keys if key in SHORT}
        said = [
            brief[key] if brief.get(key, SHORT.get(key)) != SHORT.get(key) else text for key, text in zip(keys, said)
        ]
    return said


def _rows(players: list[PlayerStats], short: bool = False) -> tuple[list[str], list[list[str]]]:
    header = ["#", *_headings(HEADINGS, short), "Q♠"]
    rows = []
    for place, player in enumerate(players, start=1):
        rate = f"{100 * player.wins / player.finished:.0f}%" if player.finished else "–"
        wins = f"{player.wins} ({player.shared_wins} " + _("shared") + ")" if player.shared_wins else str(player.wins)
        rows.append(
            [
                str(place),
                player.name,
                f"{player.games}",
                f"{player.finished}",
                wins,
                rate,
                _number(player.average_round),
                _number(player.average_final),
                _number(player.best_final),
                str(player.finished_last),
                str(player.longest_streak),
                str(player.current_streak),
                str(player.moons) + (f" (☀{player.suns})" if player.suns else ""),
                str(player.queens),
            ]
        )
    return header, rows


def _pair_rows(pairs: list[PairStats], short: bool = False) -> tuple[list[str], list[list[str]]]:
    """The partnerships below the players: the pair, its games, how many are over, its wins."""
    header = ["#", *_headings((N_("Pair"), N_("Games"), N_("Done"), N_("Wins")), short)]
    rows = [
        [str(place), "+".join(pair.players), str(pair.games), str(pair.finished), str(pair.wins)]
        for place, pair in enumerate(pairs, start=1)
    ]
    return header, rows


def _fitted(
    header: list[str], rows: list[list[str]], columns: int | None, left_out: list[str] | None = None
) -> tuple[list[str], list[list[str]]]:
    """The columns that fit the width (two blanks between them), the last ones left out first:
    the queens, the moons, the streaks, ... down to the place and the name, so that no row wraps.
    The headings of the columns left out are added to `left_out`."""
    keep = len(header)
    while columns is not None and keep > 2:
        sizes = [max(width(line[i]) for line in [header, *rows]) for i in range(keep)]
        if sum(sizes) + 2 * (keep - 1) <= columns:
            break
        keep -= 1
    if left_out is not None:
        left_out += [heading for heading in header[keep:] if heading not in left_out]
    return header[:keep], [row[:keep] for row in rows]


def left_out_line(left_out: list[str], columns: int | None) -> list[str]:
    """The line under a table that names the columns the width left out, folded between them (as
    the sheet's is)."""
    if not left_out:
        return []
    return [*fold(_("Left out for the width: {totals}").format(totals=", ".join(left_out)), columns, ", "), ""]


def _summary(games: int, finished: int) -> str:
    if games == 1:
        return _("1 game, finished.") if finished else _("1 game, not finished yet.")
    return _("{games} games, {finished} of them finished.").format(games=games, finished=finished)


def _h2h_line(pair: tuple[str, str], result: HeadToHead) -> str:
    first, second = pair
    return ngettext(
        "Head to head, {games} finished game: {first} ended below {second} in {ahead}, "
        "{second} below {first} in {behind}, level in {level}.",
        "Head to head, {games} finished games: {first} ended below {second} in {ahead}, "
        "{second} below {first} in {behind}, level in {level}.",
        result.games,
    ).format(
        games=result.games,
        first=first,
        second=second,
        ahead=result.first_ahead,
        behind=result.second_ahead,
        level=result.level,
    )


def _csv(players: list[PlayerStats]) -> str:
    lines = [",".join(JSON_KEYS)]
    for player in players:
        values = tuple(player)  # a field a JSON key, in order
        lines.append(
            ",".join(
                csv_cell(value) if isinstance(value, str) else ("" if value is None else str(value)) for value in values
            )
        )
    return "\n".join(lines) + "\n"


def render_stats(
    players: list[PlayerStats],
    games: int,
    finished: int,
    form: str,
    pair: tuple[str, str] | None = None,
    h2h: HeadToHead | None = None,
    colour: bool = False,
    columns: int | None = None,
    pairs: list[PairStats] | None = None,
) -> str:
    """The standings in one of the formats; JSON and CSV carry cli/CLI.md's keys only. `columns`: the
    terminal's width, which the table and text fit by leaving out the last columns. `pairs`: the
    partnerships of the games counted, listed below the players."""
    if form == "json":
        from hjerter_cli.formats.jsontext import dumps

        return dumps(stats_data(players, games, finished, pairs), indent=2) + "\n"
    if form == "csv":
        return _csv(players)
    footer = [_summary(games, finished)]
    if pair is not None and h2h is not None:
        footer.append(_h2h_line(pair, h2h))
    if not players:
        return _("No games to count.") + "\n"
    if form == "markdown":
        tables = [_rows(players), *([_pair_rows(pairs)] if pairs else [])]
        out: list[str] = []
        for header, rows in tables:
            out += [*markdown_table(header, rows), ""]
        return "\n".join([*out, *(markdown_escape(line) + "  " for line in footer)]).rstrip() + "\n"
    return "\n".join([*_standings(players, pairs, colour, columns), *footer]) + "\n"


def _standings(
    players: list[PlayerStats], pairs: list[PairStats] | None, colour: bool, columns: int | None
) -> list[str]:
    """The standings' tables for a terminal or plain text, fitted to `columns`: where the last
    columns do not fit, the short headings where they let more columns stay (explained on the
    Names line), the columns left out named, and the order said when its column is left out."""
    best: tuple[list[int], list[str], list[str]] | None = None
    for short in (False, True):
        out, left_out, shown, kept = [], list[str](), list[str](), list[int]()
        for header, rows in [_rows(players, short), *([_pair_rows(pairs, short)] if pairs else [])]:
            fitted = _fitted(header, rows, columns, left_out)
            kept.append(len(fitted[0]))
            shown += fitted[0]
            out += [*_aligned(*fitted, colour), ""]
        if best is None or sum(kept) > sum(best[0]):
            best = (kept, out, [*left_out_line(left_out, columns)[:-1], *_names(shown, columns)])
        if not left_out:
            break
    assert best is not None
    kept, out, below = best
    if kept[0] <= SORTED_BY:  # the points a round, which the order goes by after the wins, left out
        below += wrapped(_("Best first: the most wins, then the fewest points a round."), columns)
    return [*out, *below, *([""] if below else [])]


def _names(shown: list[str], columns: int | None) -> list[str]:
    """The Names line: each short heading shown, with the heading it stands for."""
    long, short = _headings(HEADINGS), _headings(HEADINGS, short=True)
    pairs = [f"{brief} = {full}" for brief, full in zip(short, long) if brief != full and brief in shown]
    return fold(_("Names: {pairs}").format(pairs="  ".join(pairs)), columns) if pairs else []


def _aligned(header: list[str], rows: list[list[str]], colour: bool, names: int = 1) -> list[str]:
    """A table's lines for a terminal or plain text: names left (the `names` columns after the
    place), numbers right, the best in green."""
    sizes = [max(width(line[i]) for line in [header, *rows]) for i in range(len(header))]

    def line(cells: list[str]) -> str:
        padded = [
            cell + " " * (sizes[i] - width(cell)) if 1 <= i <= names else " " * (sizes[i] - width(cell)) + cell
            for i, cell in enumerate(cells)
        ]
        return "  ".join(padded).rstrip()

    head, first = line(header), line(rows[0])
    if colour:
        head, first = f"\x1b[1m{head}\x1b[0m", f"\x1b[1;32m{first}\x1b[0m"
    return [head, "  ".join("-" * size for size in sizes), first, *(line(row) for row in rows[1:])]


def rivalries_data(rows: list[Rivalry], finished: int) -> dict[str, Any]:
    """cli/CLI.md's JSON of `stats --head-to-head`: keys in English, never translated."""
    return {
        "schema": SCHEMA,
        "games": finished,
        "head_to_head": [
            {"players": list(row.players), "games": row.games, "ahead": list(row.ahead), "level": row.level}
            for row in rows
        ],
    }


def markdown_table(header: list[str], rows: list[list[str]], names: int = 1) -> list[str]:
    """A markdown table of standings: the place right-aligned, `names` columns of names left, the
    figures right."""
    line = "|---:|" + ":---|" * names + "---:|" * (len(header) - 1 - names)
    escaped = [[markdown_escape(cell) for cell in cells] for cells in [header, *rows]]
    return ["| " + " | ".join(escaped[0]) + " |", line, *("| " + " | ".join(cells) + " |" for cells in escaped[1:])]


def render_rivalries(rows: list[Rivalry], finished: int, form: str, columns: int | None = None) -> str:
    """`stats --head-to-head` in one of the formats: a row for every two players who finished a
    game against each other, from the first player's side (no row is the best: none in colour)."""
    if form == "json":
        from hjerter_cli.formats.jsontext import dumps

        return dumps(rivalries_data(rows, finished), indent=2) + "\n"
    cells = [
        [row.players[0], row.players[1], str(row.games), str(row.ahead[0]), str(row.ahead[1]), str(row.level)]
        for row in rows
    ]
    if form == "csv":
        lines = ["player,opponent,games,ahead,behind,level"]
        lines += [",".join([csv_cell(line[0]), csv_cell(line[1]), *line[2:]]) for line in cells]
        return "\n".join(lines) + "\n"
    if not rows:
        return _("No finished games to compare.") + "\n"
    header = ["#", _("Player"), _("Opponent"), _("Games"), _("Ahead"), _("Behind"), _("Level")]
    numbered = [[str(place), *line] for place, line in enumerate(cells, start=1)]
    footer = ngettext(
        "Head to head over {games} finished game: ahead is ending on the lower total.",
        "Head to head over {games} finished games: ahead is ending on the lower total.",
        finished,
    ).format(games=finished)
    return table_with_footer(header, numbered, footer, form, columns, colour=False, names=2)


def table_with_footer(
    header: list[str],
    rows: list[list[str]],
    footer: str,
    form: str,
    columns: int | None,
    colour: bool,
    names: int = 1,
) -> str:
    """A table and a line under it (what it counts), in markdown or as a terminal's table fitted
    to `columns` (the columns left out named above the footer); `names`: the columns of names."""
    if form == "markdown":
        return "\n".join([*markdown_table(header, rows, names=names), "", markdown_escape(footer)]) + "\n"
    left_out: list[str] = []
    table = _aligned(*_fitted(header, rows, columns, left_out), colour, names=names)
    return "\n".join([*table, "", *left_out_line(left_out, columns), footer]) + "\n"
