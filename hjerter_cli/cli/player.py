"""One player across evenings: player NAME (the games counted as `stats` counts them)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from hjerter_cli.cli.counting import answered_counting, counted, counting_session, with_counting_options
from hjerter_cli.cli.options import Commands, asks, examples, registrar, words_columns
from hjerter_cli.errors import RefusedError
from hjerter_cli.i18n import _
from hjerter_cli.terminal import write

if TYPE_CHECKING:
    from hjerter_cli.core.stats import GameRecord

COMMANDS: Commands = {}
command = registrar(COMMANDS)
PAGE_FORMATS = ("table", "text", "markdown", "json")

NameArgument = Annotated[
    str, asks("anyplayer", typer.Argument(metavar=_("NAME"), help=_("The player, as in any saved game.")))
]


@command(
    "player",
    epilog=examples(
        "hjerter player Ann",
        "hjerter player Ann --since 2026-01-01",
        "hjerter player Ann --format json | jq .nemesis",
    ),
)
@with_counting_options(help=_("How to show the page."), formats=PAGE_FORMATS, without=("player",))
def player(ctx: typer.Context, name: NameArgument, *, which: dict[str, Any], shown: dict[str, Any]) -> None:
    """One player's page across the games counted: games, wins (and shared), streaks, rating (as
    `hjerter rating` gives it), average and best final total; every opponent met in a finished
    game (how often each finished ahead, on the lower total: in a pair game the pairs' totals,
    partners not compared), every partner, and each month. The nemesis is the opponent most often
    ahead of the player, the favourite opponent the one the player is most often ahead of, the best
    partner the one won with most often, each of at least 3 finished games together (ties: more
    games, then name)."""
    from hjerter_cli.core.player import page, players, rated
    from hjerter_cli.core.rating import library_version
    from hjerter_cli.render.player import render_page

    session, format, colour, mine = counting_session(ctx, "player", which, shown)

    def work() -> None:
        from hjerter_cli.store.counting import name_counted

        chosen = counted(session, "player", which, mine)
        counted_as = name_counted(session.base, name, which["games"] or [], mine)  # an alias followed, as the games are
        records = [record for _name, record in chosen]
        rating = _rating(session.base, chosen, counted_as) if rated(records, counted_as) else None
        found = page(records, counted_as, rating)
        if found is None:
            raise _unknown(name, players(records))
        columns = words_columns() if format in ("table", "text") else None
        write(render_page(found, format, colour, columns), nl=False, wrap=format in ("table", "text", "markdown"))

    question = ("player", library_version(), name, which["since"], which["until"], format, colour, mine)
    answered_counting(session.base, which, question, mine, work)


def _rating(base: Path, chosen: list[tuple[str, GameRecord]], name: str) -> float | None:
    """NAME's rating as `hjerter rating` gives it over the same games (kept beside the games, since
    working it out again is most of what the page costs: store/ratings.py)."""
    from hjerter_cli.core.settings import name_key
    from hjerter_cli.store.ratings import ratings

    key = name_key(name)
    return next((row.rating for row in ratings(base, chosen) if name_key(row.name) == key), None)


def _unknown(name: str, known: list[str]) -> RefusedError:
    """A name no game counted has (exit 1), with the closest names (NFC, ignoring case): up to
    three alike enough, or that start with the name (or it with them); none where none is close."""
    import difflib

    from hjerter_cli.core.settings import name_key

    keys = {name_key(one): one for one in known}
    wanted = name_key(name)
    scored = sorted((-difflib.SequenceMatcher(None, wanted, key).ratio(), key) for key in keys)
    close = [key for score, key in scored if score <= -0.6 or key.startswith(wanted) or wanted.startswith(key)]
    closest = [keys[key] for key in close[:3]]
    from hjerter_cli.render.said_usage import no_player_called

    return RefusedError(no_player_called(name, closest))
