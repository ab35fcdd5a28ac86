"""A game of the club opened at this table: by the name `list` gives a game only the club holds
(its own club file's name), or by the path of that file (`--file DIR/games/NAME.toml`).

The game this data dir holds of the same identity, if any, is that game here. Otherwise it is
read from the club's file, and the first save makes it this data dir's game too, under a name of
the games folder: the club's name where it is a game name no game here has, else the day it
started (`-2`, `-3`, ... where taken). hjerter's own `.bak`, locks and temp files of that save
stay beside this data dir's games; the club's copy is written by the save's club copy as any
other (store/clubnotes.py), which replaces the file the game was read from as this table's own.
"""

from __future__ import annotations

import os

from hjerter_cli.errors import RefusedError
from hjerter_cli.store import club, paths
from hjerter_cli.store.clubfolder import folder_of

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path

    from hjerter_cli.core.game import Game


class Opened:
    """A club's game opened here: the game file here (`path`, made by the first save where it is
    missing), the club's file it is read from until then (`source`), and the name it is shown by."""

    __slots__ = ("path", "source", "name")

    def __init__(self, path: str, source: str, name: str) -> None:
        self.path, self.source, self.name = path, source, name


def by_name(base: Path, name: str) -> Opened | None:
    """The club's game whose own club file is NAME.toml; None outside a club, or where the club
    holds no such file (a conflict copy, a damaged file, anything but a regular file is none)."""
    folder = folder_of(base)
    if folder is None or not name or name.startswith(".") or os.sep in name or "/" in name or "\0" in name:
        return None
    return _own(base, os.path.join(club.games_of(folder), name + ".toml"), name)


def by_file(base: Path, file: str) -> Opened | None:
    """The club's game whose own club file `file` is (a path into the club's games folder);
    None for a file anywhere else."""
    folder = folder_of(base)
    if folder is None:
        return None
    try:
        inside = os.path.samefile(os.path.dirname(os.path.abspath(file)), club.games_of(folder))
    except (OSError, ValueError):
        return None
    name = os.path.basename(file)
    if not inside or not name.endswith(".toml"):
        return None
    return _own(base, file, name[: -len(".toml")])


def in_club(base: Path, path: Path | str) -> bool:
    """Whether a file is in the club's folder (where nothing of hjerter's own bookkeeping goes)."""
    folder = folder_of(base)
    if folder is None:
        return False
    try:
        place, where = os.path.realpath(folder), os.path.realpath(os.path.dirname(os.path.abspath(path)))
    except (OSError, ValueError):
        return False
    return where == place or where.startswith(place.rstrip(os.sep) + os.sep)


def _own(base: Path, file: str, name: str) -> Opened | None:
    data = club.read_bytes(file)
    game = club.parse(data) if data is not None else None
    if game is None:
        return None
    key = club.identity(game.players, game.started, game.id)
    if name + ".toml" not in club.names_of(game.players, game.started, game.id):
        return None  # a conflict copy, or a file named otherwise: no game's own file
    here = _here(base, key)
    if here is not None:
        return Opened(paths.game_path(base, here), "", name)
    return Opened(paths.game_path(base, _free(base, name, game)), file, name)


def _here(base: Path, key: club.Key) -> str | None:
    """This data dir's game of one identity, by name (the first by name, where there are more)."""
    from hjerter_cli.core.stats import GameRecord
    from hjerter_cli.store.cache import records

    for name, found in records(base):
        if isinstance(found, GameRecord) and club.identity(found.players, found.started, found.id) == key:
            try:
                if paths.game_name(name) == name:
                    return name
            except RefusedError:
                continue
    return None


def _free(base: Path, name: str, game: Game) -> str:
    """The name the game gets here: the club's, where it is a game name no game here has; else the
    day it started, made free."""
    taken = set(paths.game_names(base))
    try:
        if paths.game_name(name) == name and name not in taken:
            return name
    except RefusedError:
        pass
    day = game.started[:10] if game.started[:4].isdigit() else "club"
    free, count = day, 1
    while free in taken:
        count += 1
        free = f"{day}-{count}"
    return free


def opened_from(base: Path, path: Path | str, source: str) -> None:
    """Before the first save of a club's game here: the club's file it was read from is this
    table's own version of it, which the save's club copy replaces (store/clubnotes.py)."""
    from hjerter_cli.store import clubnotes

    data = club.read_bytes(source)
    if data is not None:
        clubnotes.note(base, path, club.digest(data))
