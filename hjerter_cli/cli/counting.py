"""The games counted: what `list`, `stats`, `rating` and a player's page count, each game once.

Outside a club, this data dir's games; in a club, this data dir's and the club's (store/clubread.py),
or with `--mine` this data dir's alone. A game in conflict (changed at two tables) is counted
nowhere and named on standard error, with how to settle it.
"""

from __future__ import annotations

from typing import Annotated, Any

import typer

from hjerter_cli.errors import visible
from hjerter_cli.i18n import _
from hjerter_cli.terminal import write

MineOption = Annotated[
    bool, typer.Option("--mine", help=_("Count this data dir's games only, not the club's."), show_default=False)
]


def games_counted(base: Any, mine: bool = False) -> list[tuple[str, Any, str]]:
    """Each game once: its name, its record (or what is wrong with its file), and where it is
    (here, club or both); the games in conflict named on standard error."""
    import os

    if mine or not (os.environ.get("HJERTER_CLUB") or os.path.exists(os.path.join(base, "club"))):
        from hjerter_cli.store import cache  # outside a club, no code of the club's is loaded

        return [(name, found, "here") for name, found in cache.records(base)]
    from hjerter_cli.render import said_club
    from hjerter_cli.store import clubread

    counted = clubread.counted(base, mine)
    for name, files in counted.conflicts:
        write(said_club.in_conflict(name, files), err=True)
    return counted.games


def summaries(base: Any, mine: bool = False) -> list[dict[str, Any]]:
    """`list`'s entries: each game counted, by name (or what is wrong with its file), and where it is."""
    from hjerter_cli.core.stats import GameRecord

    entries: list[dict[str, Any]] = []
    for name, found, where in games_counted(base, mine):
        if not isinstance(found, GameRecord):
            entries.append({"name": name, "damaged": found, "where": where})
            continue
        entries.append(
            {
                "name": name,
                "players": list(found.players),
                "rounds": found.rounds,
                "finished": found.finished,
                "winners": [found.players[seat] for seat in found.winners],
                "record": {"started": found.started, "pairs": found.pairs},
                "where": where,
            }
        )
    return entries


def records_counted(session: Any, games: list[str], mine: bool = False) -> list[tuple[str, Any]]:
    """What `stats` and `rating` count: the named games' records (an unknown or damaged one is
    refused), or every game counted (`mine`: this data dir's only), the damaged ones named on
    stderr and left out; each with its name."""
    from hjerter_cli.cli.session import unknown_game
    from hjerter_cli.core.stats import GameRecord
    from hjerter_cli.render.refusals import say
    from hjerter_cli.store import cache, paths

    records = []
    for name in games:
        ref = session.resolve(name, None)
        if not paths.exists(ref.path):
            raise unknown_game(ref.name)
        records.append((ref.name, cache.game_record(ref.path)))
    if games:
        return records
    for name, found, _where in games_counted(session.base, mine):
        if not isinstance(found, GameRecord):  # what is wrong with it
            from hjerter_cli.render import said_club

            write(said_club.left_out(name, visible(say(found))), err=True)
            continue
        records.append((name, found))
    return records
