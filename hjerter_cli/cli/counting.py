"""The games counted, as the command line asks for them and says what it found: `list`, `stats`,
`rating` and a player's page.

What is counted is the store's (store/counting.py: outside a club, this data dir's games; in a
club, this data dir's and the club's, or with `--mine` this data dir's alone). Here: the
`--mine` option, an answer kept for a question asked again (`answered`), the games in conflict
(changed at two tables, counted nowhere) named on standard error with how to settle it, a version
`club keep` set aside elsewhere taken here, and the checks of the names a command line gives.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Annotated, Any

import typer

from hjerter_cli.cli.options import DataDirOption, argument, asks, bundled, choices, option
from hjerter_cli.errors import RefusedError, UsageError, visible
from hjerter_cli.i18n import _
from hjerter_cli.terminal import write

if TYPE_CHECKING:
    from hjerter_cli.cli.session import Session
    from hjerter_cli.core.stats import GameRecord

MineOption = Annotated[bool, option("--mine", help=_("Count this data dir's games only, not the club's."))]
STATS_FORMATS = ("table", "text", "markdown", "csv", "json")

GamesArgument = Annotated[
    list[str] | None,
    asks(
        "game",
        argument(metavar=_("[GAME]..."), help=_("The games to count (default: every saved game).")),
    ),
]
PlayerOption = Annotated[
    list[str] | None,
    asks(
        "anyplayer",
        option(metavar=_("NAME"), help=_("Only games where this player sat (repeatable).")),
    ),
]
SinceOption = Annotated[
    str | None,
    option(metavar=_("YYYY-MM-DD"), help=_("Only games started on or after this day.")),
]
UntilOption = Annotated[
    str | None,
    option(metavar=_("YYYY-MM-DD"), help=_("Only games started on or before this day.")),
]
# Which games a command counts (`which`): the games named, or every saved one, kept where every
# --player sat and started from --since to --until.
WHICH_OPTIONS = [
    ("games", GamesArgument, None),
    ("player", PlayerOption, None),
    ("since", SinceOption, None),
    ("until", UntilOption, None),
]


def with_counting_options(
    *, help: str, formats: tuple[str, ...] = STATS_FORMATS, without: tuple[str, ...] = ()
) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """The command with the options of the games it counts in place of its keyword `which` (a dict
    of them by name: the games, --player, --since, --until, but those `without`; with none of them,
    no `which`), and of how it shows them in place of `shown` (--format with this `help` and these
    words, --mine, --data-dir): declared once for `list`, `stats`, `rating` and `player`."""

    def bundle(command: Callable[..., Any]) -> Callable[..., Any]:
        shown = [
            ("format", Annotated[str, typer.Option("--format", help=help, **choices(*formats))], "table"),
            ("mine", MineOption, False),
            ("data_dir", DataDirOption, None),
        ]
        which = [option for option in WHICH_OPTIONS if option[0] not in without]
        return bundled(bundled(command, "which", which) if which else command, "shown", shown)

    return bundle


def answered(base: Any, question: tuple[Any, ...], mine: bool, work: Callable[[], None]) -> None:
    """Run `work`, a command counting the games and writing what it found; or, over many games,
    write what it wrote when the same question was last asked of the very same files (store/
    answers.py). The question is the command's options with all else that shapes what it writes:
    the width, colours and language, and the club counted."""
    import os
    import time

    from hjerter_cli import terminal
    from hjerter_cli.i18n import current_language
    from hjerter_cli.store import answers
    from hjerter_cli.store.counting import club_of
    from hjerter_cli.store.paths import games_dir

    folders = [games_dir(base)]
    club = None if mine else club_of(base)
    if club is not None:
        folders += [club, os.path.join(club, "games")]
    before = time.time_ns()
    seen = answers.look(folders)
    if seen is None or seen.files < answers.AT_LEAST:
        work()
        return
    asked = repr((*question, terminal.width_for(sys.stdout), terminal.width_for(sys.stderr), current_language()))
    kept = answers.recall(base, question[0], asked, seen)
    if kept is not None:
        for text, nl, wrap in kept:
            write(text, nl=nl, wrap=wrap)
        return
    writes: list[tuple[str, bool, bool, bool]] = []
    terminal.recorded = writes
    try:
        work()
    finally:
        terminal.recorded = None
    if not any(elsewhere for *_write, elsewhere in writes):
        said = [(text, nl, wrap) for text, nl, wrap, _elsewhere in writes]
        answers.keep(base, question[0], asked, seen, before, said)


def counting_session(
    ctx: Any, command: str, which: dict[str, Any], shown: dict[str, Any]
) -> tuple[Session, str, bool, bool]:
    """A counting command's session, its command line checked first (`asked`), with the format
    asked for, whether in colour (a table on a colour terminal), and --mine."""
    from hjerter_cli.cli.options import colour_wanted
    from hjerter_cli.cli.session import session_of

    session = session_of(ctx)
    asked(session, command, which)
    format = shown["format"]
    return session, format, format == "table" and colour_wanted(sys.stdout), shown["mine"]


def answered_counting(
    base: Any, which: dict[str, Any], question: tuple[Any, ...], mine: bool, work: Callable[[], None]
) -> None:
    """`answered`, for a command that counts `which` games: named games are read as named."""
    if which["games"]:
        work()
    else:
        answered(base, question, mine, work)


def games_counted(base: Any, mine: bool = False) -> list[tuple[str, Any, str]]:
    """Each game once: its name, its record (or what is wrong with its file), and where it is
    (here, club or both); the games in conflict named on standard error."""
    return _counted(base, mine)[0]


def _counted(base: Any, mine: bool) -> tuple[list[tuple[str, Any, str]], dict[str, tuple[Any, str]]]:
    """The games counted (`games_counted`), and this data dir's other files of them: by name, the
    record and the name of the file counted, whose copy it is. What a club's count found is said
    (and a version kept elsewhere taken here) first."""
    from hjerter_cli.store.counting import counted

    found = counted(base, mine)
    if found.superseded or found.conflicts or found.aliases_left_out is not None:
        from hjerter_cli.render import said_club

        for name, kept in found.superseded:
            _take_kept(base, name, kept)
        for name, files in found.conflicts:
            write(said_club.in_conflict(name, files), err=True)
        if found.aliases_left_out is not None:
            from hjerter_cli.render.refusals import say

            write(say(found.aliases_left_out), err=True)
    return found.games, found.copies


def _take_kept(base: Any, name: str, kept: str) -> None:
    """A game of this data dir whose version `club keep` set aside at another table: the kept
    version becomes this data dir's (its own kept as NAME.toml.bak beside it, as every save keeps
    the version it replaces), and it is said."""
    from hjerter_cli.cli.session import Session
    from hjerter_cli.core.game import sheet
    from hjerter_cli.render import said_club
    from hjerter_cli.store import club
    from hjerter_cli.store.paths import backup_path, game_path

    game = club.parse(club.read_bytes(kept) or b"")
    if game is None:
        return
    mine = Session()
    mine.after = {"data_dir": str(base), "game": name}
    mine.update(lambda _old, _scored: (game, sheet(game), None))
    write(said_club.took_kept(name, backup_path(game_path(base, name))), err=True)


def summaries(base: Any, mine: bool = False) -> list[dict[str, Any]]:
    """`list`'s entries: each game counted, by name (or what is wrong with its file), and where it is."""
    from hjerter_cli.store.counting import entries

    return entries(*_counted(base, mine))


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
        return sorted(records, key=lambda entry: entry[0])  # games that started at one instant: by name
    for name, found, _where in games_counted(session.base, mine):
        if not isinstance(found, GameRecord):  # what is wrong with it
            from hjerter_cli.render import said_club

            write(said_club.left_out(name, visible(say(found))), err=True)
            continue
        records.append((name, found))
    return sorted(records, key=lambda entry: entry[0])  # games that started at one instant: by name


def once_each(games: list[str], players: list[str]) -> None:
    """A game or a player named twice is a mistake in the command line (exit 2)."""
    import unicodedata

    from hjerter_cli.core.settings import name_key
    from hjerter_cli.render.said_usage import game_named_twice, player_given_twice

    seen_games = [unicodedata.normalize("NFC", name) for name in games]
    for name in seen_games:
        if seen_games.count(name) > 1:
            raise UsageError(game_named_twice(name))
    keys = [name_key(name) for name in players]
    for name, key in zip(players, keys):
        if keys.count(key) > 1:
            raise UsageError(player_given_twice(name))


def players_sat(records: list[GameRecord], players: list[str]) -> None:
    """Every --player sat in at least one of the games counted."""
    from hjerter_cli.core.settings import name_key
    from hjerter_cli.render.said_usage import no_player_called

    sat = {name_key(name) for game in records for name in game.players}
    for name in players:
        if name_key(name) not in sat:
            raise RefusedError(no_player_called(name))


def head_to_head_of(chosen: list[GameRecord], players: list[Any], named: list[str]) -> tuple[Any, Any]:
    """With two --player: the pair (as the standings spell them) and how they fared against each other."""
    from hjerter_cli.core.settings import name_key
    from hjerter_cli.core.stats import head_to_head

    if len(named) != 2:
        return None, None
    shown = {name_key(row.name): row.name for row in players}
    pair = (shown.get(name_key(named[0]), named[0]), shown.get(name_key(named[1]), named[1]))
    return pair, head_to_head(chosen, *pair)


def asked(session: Session, command: str, which: dict[str, Any]) -> tuple[str | None, str | None]:
    """The command line checked, before any game is counted: no game named before the command,
    the days (given back as days), no game or player named twice."""
    from hjerter_cli.cli.options import calendar_day

    session.no_game_before(command)
    days = (calendar_day(which["since"], "--since"), calendar_day(which["until"], "--until"))
    once_each(which["games"] or [], which.get("player") or [])
    return days


def counted(session: Session, command: str, which: dict[str, Any], mine: bool) -> list[tuple[str, GameRecord]]:
    """The games `stats`, `rating` and a player's page count, each with its name: the named ones
    or every saved one, kept where every --player sat and started from --since to --until. The
    command line is checked first (days, a game or a player named twice, a player who sat in none
    of them)."""
    from hjerter_cli.core.stats import selected

    days = asked(session, command, which)
    games = which["games"] or []
    players = as_counted(session, which.get("player"), games, mine)
    named = records_counted(session, games, mine)
    records = [record for _name, record in named]
    kept = {id(record) for record in selected(records, players, *days)}
    players_sat(selected(records, [], *days), players)
    return [(name, record) for name, record in named if id(record) in kept]


def as_counted(session: Session, players: list[str] | None, games: list[str] | None, mine: bool) -> list[str]:
    """The --player names as the games counted know them: in a club, an alias's other name is the
    name it stands for (as the games count it)."""
    from hjerter_cli.store.counting import name_counted

    return [name_counted(session.base, name, games or [], mine) for name in players or []]
