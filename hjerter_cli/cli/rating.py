"""Who is strongest across evenings: rating (the games counted as `stats` counts them)."""

from __future__ import annotations

from typing import Any

import typer

from hjerter_cli.cli.counting import answered_counting, counted, counting_session, with_counting_options
from hjerter_cli.cli.options import Commands, examples, registrar, words_columns
from hjerter_cli.i18n import _
from hjerter_cli.terminal import write

COMMANDS: Commands = {}
command = registrar(COMMANDS)


@command(
    "rating",
    epilog=examples(
        "hjerter rating",
        "hjerter rating --since 2026-01-01",
        "hjerter rating --format json | jq '.players[0]'",
    ),
)
@with_counting_options(help=_("How to show the rating."))
def rating(ctx: typer.Context, *, which: dict[str, Any], shown: dict[str, Any]) -> None:
    """A rating of every player across the finished games, highest first: OpenSkill's Plackett-Luce
    model, one match a game in the order they started, each player ranked by the final total
    (lowest first, equal totals share a place), a pair as a team of two. Rating is mu - 3 sigma: it
    starts at 0, rises with good results against strong players, and a player's first games move
    it most. Change: how much the last game moved it."""
    from hjerter_cli.core.rating import library_version, ratings
    from hjerter_cli.render.rating import empty_sentence, render_rating

    session, format, colour, mine = counting_session(ctx, "rating", which, shown)

    def work() -> None:
        chosen = counted(session, "rating", which, mine)
        players = ratings(chosen)
        finished = sum(1 for _name, game in chosen if game.finished)
        columns = words_columns() if format in ("table", "text") else None
        write(
            render_rating(players, finished, format, colour, columns),
            nl=False,
            wrap=format in ("table", "text", "markdown"),
        )
        if not players and format in ("json", "csv"):
            write(empty_sentence(), err=True)

    question = ("rating", library_version(), which["player"], which["since"], which["until"], format, colour, mine)
    answered_counting(session.base, which, question, mine, work)
