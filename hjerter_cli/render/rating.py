"""The rating across games as table | text | markdown | csv | json."""

from __future__ import annotations

from typing import Any

from hjerter_cli.core.rating import MODEL, PlayerRating
from hjerter_cli.i18n import _, ngettext
from hjerter_cli.render.exports import csv_cell
from hjerter_cli.render.stats import SCHEMA, _number, table_with_footer

KEYS = PlayerRating._fields


def rating_data(players: list[PlayerRating], games: int) -> dict[str, Any]:
    """cli/CLI.md's JSON: keys in English, never translated."""
    return {
        "schema": SCHEMA,
        "model": MODEL,
        "games": games,
        "players": [player._asdict() for player in players],
    }


def change(value: float) -> str:
    """The change of a rating with an arrow: ↑ up, ↓ down, → none (as rounded)."""
    arrow = "↑" if value > 0 else "↓" if value < 0 else "→"
    return f"{arrow} {_number(abs(value))}"


def empty_sentence() -> str:
    return _("No finished games to rate.")


def render_rating(
    players: list[PlayerRating], games: int, form: str, colour: bool = False, columns: int | None = None
) -> str:
    """The rating in one of the formats; JSON and CSV carry cli/CLI.md's keys only. The human formats
    say the rating's last change with an arrow, and what the rating is."""
    if form == "json":
        from hjerter_cli.formats.jsontext import dumps

        return dumps(rating_data(players, games), indent=2) + "\n"
    if form == "csv":
        lines = [",".join(KEYS)]
        for player in players:
            lines.append(",".join([csv_cell(player.name), *(str(getattr(player, key)) for key in KEYS[1:])]))
        return "\n".join(lines) + "\n"
    if not players:
        return empty_sentence() + "\n"
    header = ["#", _("Player"), _("Rating"), _("Change"), "μ", "σ", _("Games"), _("Wins")]
    rows = [
        [
            str(place),
            player.name,
            _number(player.rating),
            change(player.last_change),
            _number(player.mu),
            _number(player.sigma),
            str(player.games),
            str(player.wins),
        ]
        for place, player in enumerate(players, start=1)
    ]
    footer = ngettext(
        "Rated over {games} finished game (OpenSkill, Plackett-Luce): rating = μ − 3σ; Change is the last game's.",
        "Rated over {games} finished games (OpenSkill, Plackett-Luce): rating = μ − 3σ; Change is the last game's.",
        games,
    ).format(games=games)
    return table_with_footer(header, rows, footer, form, columns, colour)
