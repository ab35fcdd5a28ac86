"""The versions of a game in conflict, as a person needs them to choose one: each file with the
table that saved it last, its rounds, its totals, and the first round where it departs from the
first version listed; and the version a `club keep GAME N` names."""

from __future__ import annotations

import os
from contextlib import suppress
from typing import TYPE_CHECKING, NamedTuple

from hjerter_cli.store import club

if TYPE_CHECKING:
    from hjerter_cli.core.game import Game


class Listed(NamedTuple):
    path: str
    table: str | None  # the table that saved it last, where the file says
    rounds: int | None  # None: the file holds no game (any more)
    totals: tuple[tuple[str, int], ...]
    differs_at: int | None  # the first round where it departs from version 1 (None: version 1, or the same)


def distinct(files: list[str]) -> list[str]:
    """The files of one game that hold different versions: of files with the same bytes (a
    table's own copy and the club's), the first given."""
    seen, found = set(), []
    for path in files:
        data = club.read_bytes(path)
        if data not in seen or data is None:
            seen.add(data)
            found.append(path)
    return found


def listed(files: list[str]) -> list[Listed]:
    """Each version of one game (`distinct`), in the order given (version 1 first)."""
    from hjerter_cli.core.game import sheet
    from hjerter_cli.errors import HjerterError

    found: list[Listed] = []
    first = None
    for path in distinct(files):
        game = club.parse(club.read_bytes(path) or b"")
        if game is None:
            found.append(Listed(path, None, None, (), None))
            continue
        try:
            totals = tuple(zip(game.players, sheet(game).totals))
        except HjerterError:
            totals = ()
        differs = None if first is None else first_difference(first.rounds, game.rounds)
        first = first or game
        found.append(Listed(path, table_of(path), len(game.rounds), totals, differs))
    return found


def first_difference(one: tuple[object, ...], other: tuple[object, ...]) -> int | None:
    """The first round (from 1) where two versions' rounds differ; None where they are the same."""
    for number, (mine, theirs) in enumerate(zip(one, other), start=1):
        if mine != theirs:
            return number
    return None if len(one) == len(other) else min(len(one), len(other)) + 1


def table_of(path: str) -> str | None:
    """The table a game file says saved it last (`table = "..."`), if it says."""
    import tomllib

    data = club.read_bytes(path)
    try:
        table = tomllib.loads(data.decode("utf-8")).get("table") if data is not None else None
    except (UnicodeDecodeError, tomllib.TOMLDecodeError, RecursionError):
        return None
    return table if isinstance(table, str) and table.isprintable() else None


def pick(conflicts: list[tuple[str, list[str]]], game: str, number: int) -> str | None:
    """The N-th version (from 1) of the game in conflict named `game` (by the name `hjerter club`
    lists it under, or by any of its files' names); None where there is no such version."""
    for name, files in conflicts:
        names = {name, *(os.path.basename(path) for path in files), *(os.path.basename(path)[:-5] for path in files)}
        versions = distinct(files)
        if game in names and 1 <= number <= len(versions):
            return versions[number - 1]
    return None


def keep(base: str, folder: str, path: str, data: bytes, game: Game) -> list[str]:
    """Make one version (`path`, holding `data`) the game's in the club: its bytes under the
    game's own name, the club's other versions taken out of the club and kept beside this data
    dir's games as NAME.bak (hjerter's own files: nothing of the kind goes into DIR), and every
    version set aside noted in the club, so that every table counts the one kept. Returns the
    backups made."""
    from hjerter_cli.store import clubremoved
    from hjerter_cli.store.paths import games_dir

    names = club.names_of(game.players, game.started, game.id)
    own = os.path.join(club.real_games(folder), names[0])
    others = [other for other in club.versions_of(folder, names) if not _same_file(other, path)]
    aside = {club.fingerprint(game) for game in map(_game_of, [*others, own]) if game is not None}
    kept_game = club.parse(data)
    aside.discard(club.fingerprint(kept_game) if kept_game is not None else "")
    clubremoved.set_aside(base, folder, names[0][: -len(".toml")], sorted(aside))
    backups = []
    for other in others:
        saved = club.read_bytes(other)
        backup = os.path.join(games_dir(base), os.path.basename(other) + ".bak")
        if saved is not None:
            club.write_new(backup, saved)
            backups.append(backup)
        club.remove_file(other)
    club.write_new(own, data)
    in_the_club = os.path.dirname(os.path.abspath(path)) == os.path.abspath(os.path.dirname(own))
    if in_the_club and not _same_file(path, own):
        with suppress(FileNotFoundError):
            os.unlink(path)  # the kept copy, now the game's own file
    return backups


def _game_of(path: str) -> Game | None:
    return club.parse(club.read_bytes(path) or b"")


def _same_file(one: str, other: str) -> bool:
    try:
        return os.path.samefile(one, other)
    except OSError:
        return os.path.abspath(one) == os.path.abspath(other)
