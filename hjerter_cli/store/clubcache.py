"""What the club's files hold, kept beside this data dir's games (`club-cache`, never in the
club's folder): each file's record and fingerprint, keyed on the file's identity, only ever a
shortcut: a file changed since is read again. Damaged, of another schema or another hjerter, it
is not read.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any

from hjerter_cli.core.records import Record
from hjerter_cli.errors import HjerterError
from hjerter_cli.store import club, kept

CLUB_CACHE = kept.CLUB_CACHE  # beside the games: a line saying what it is, then the rows (pickled)
# 2: a game's identity by its id where it carries one (store/gameid.py); 3: the header and
# checksum of store/kept.py.
SCHEMA = 3
CACHE_SIZE = 64 * 1024 * 1024


class Version(Record):
    """One file of a game: here (this data dir's, by its name) or the club's (by its file name)."""

    where: str
    name: str
    path: str
    found: Any  # its GameRecord, or what is wrong with the file
    key: Any  # its identity (club.Key), None for a damaged file
    ident: Any = None  # the file's identity as the club's folder was listed (None: look again)


def dated(key: Any, path: str) -> Any:
    """A game that never said when it started is a game of its own (its players alone say nothing)."""
    return key if key is None or key[0] != "" else (*key, path)


class Cache:
    """Rows by file (`club/NAME` or `here/NAME`): the file's identity, its game's identity, its
    fingerprint and its record; read once, written again when something changed."""

    def __init__(self, base: Path) -> None:
        import time

        self.path = base / CLUB_CACHE
        self.seen = time.time_ns()
        self.rows, self.cached_seen = _read(self.path)
        self.kept: dict[str, tuple[Any, ...]] = {}
        self.changed = False

    def _row(self, label: str, info: os.stat_result) -> tuple[Any, ...] | None:
        from hjerter_cli.store.tabindex import racy

        row = self.rows.get(label)
        ident = (info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns)
        if row is None or tuple(row[1]) != ident or racy(info.st_mtime_ns, self.cached_seen):
            return None
        self.kept[label] = row
        return row

    def club(self, folder: str) -> list[Version]:
        """Every game file of the club: a regular file (no link, no folder, no FIFO) named *.toml."""
        games = club.games_of(folder)
        if club.linked(games):
            return []
        try:
            entries = sorted(os.scandir(games), key=lambda entry: entry.name)
        except OSError:
            return []
        found = []
        for entry in entries:
            if entry.name.startswith(".") or not entry.name.endswith(".toml"):
                continue
            try:
                info = entry.stat(follow_symlinks=False)
            except OSError:
                continue
            if stat.S_ISREG(info.st_mode):
                found.append(self._club_file(entry.path, entry.name[: -len(".toml")], info))
        return found

    def _club_file(self, path: str, name: str, info: os.stat_result) -> Version:
        from hjerter_cli.core.stats import GameRecord

        row = self._row("club/" + name, info)
        if row is not None and len(row) == 4 + len(GameRecord._fields):
            printed = self.rows.get("print:" + path)
            if printed is not None:  # kept while the file is, whether or not it is asked for
                self.kept["print:" + path] = printed
            record = tuple.__new__(GameRecord, row[4:])
            return Version("club", name, path, record, dated((row[2], row[3]), path), row[1])
        try:
            game, record = _load(path)
        except HjerterError as error:
            return Version("club", name, path, error.said, None)
        key = club.identity(game.players, game.started, game.id)
        ident = (info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns)
        self.kept["club/" + name] = ("club/" + name, ident, key[0], key[1], *record)
        self.kept["print:" + path] = ("print:" + path, ident, club.fingerprint(game))
        self.changed = True
        return Version("club", name, path, record, dated(key, path))

    def fingerprint(self, version: Version) -> str:
        """The version's fingerprint, from the cache while its file is unchanged."""
        label = "print:" + version.path
        row = self.kept.get(label)
        if row is not None and version.ident is not None and tuple(row[1]) == tuple(version.ident):
            return str(row[2])  # as the folder was listed a moment ago
        try:
            info = os.stat(version.path, follow_symlinks=False)
        except OSError:
            return "gone:" + version.path
        row = row or self._row(label, info)
        if row is not None and tuple(row[1]) == (info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns):
            self.kept[label] = row
            return str(row[2])
        game = club.parse(club.read_bytes(version.path) or b"")
        if game is None:
            return "damaged:" + version.path
        ident = (info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns)
        self.kept[label] = (label, ident, club.fingerprint(game))
        self.changed = True
        return str(self.kept[label][2])

    def write(self) -> None:
        if not self.changed and len(self.kept) == len(self.rows):
            return
        # a read-only data dir still counts; it is just not remembered
        kept.keep(self.path, kept.seal(header(), kept.pickled(list(self.kept.values())), self.seen))


def _load(path: str) -> tuple[Any, Any]:
    from hjerter_cli.store.cache import game_and_record

    return game_and_record(path)


def header() -> str:
    """What the cache is: its schema, this hjerter, the Python that wrote its rows, pickle's protocol."""
    return kept.header("club cache", SCHEMA, kept.PROTOCOL)


def _read(path: Path) -> tuple[dict[str, tuple[Any, ...]], int]:
    """The cached rows by label, and when they were looked at; none when the cache is missing, of
    another version or Python, or damaged. Read as plain data alone (no code, no class is ever
    made of its bytes), and each row checked for its shape and types before it is used."""
    found = kept.unsealed(path, header(), 1, CACHE_SIZE)
    if found is None or not kept.whole(found[0][0]):
        return {}, 0
    rows = kept.plain_data(found[1])
    if type(rows) is not list:
        return {}, 0
    return {row[0]: row for row in _sound_rows(rows)}, int(found[0][0])


def _sound_rows(rows: list[Any]) -> list[tuple[Any, ...]]:
    """The rows in the shapes `_Cache` writes, each value of its type: a club file's (its label,
    the file's identity, its game's identity, then a GameRecord's fields, as store/cache.py checks
    them) and a fingerprint's (its label, the file's identity, the fingerprint)."""
    from datetime import datetime

    from hjerter_cli.core.stats import GameRecord
    from hjerter_cli.store.cache import all_sound, sound

    time_of = datetime.fromisoformat
    games, prints = [], []
    for row in rows:
        if type(row) is not tuple or len(row) < 3 or type(row[0]) is not str:
            continue
        if row[0].startswith("club/") and len(row) == 4 + len(GameRecord._fields):
            games.append(row)
        elif row[0].startswith("print:") and len(row) == 3 and type(row[2]) is str and _identity(row[1]):
            prints.append(row)
    records = [(row[0], row[1], *row[4:]) for row in games]
    if not all_sound(records, time_of):
        games = [row for row, record in zip(games, records) if sound(record, time_of)]
    return [row for row in games if _game_key(row[2], row[3])] + prints


def _identity(value: Any) -> bool:
    return type(value) is tuple and len(value) == 4 and set(map(type, value)) == {int}


def _game_key(started: Any, players: Any) -> bool:
    """A game's identity as store/gameid.py makes one: ("id", its id), or its start (UTC seconds,
    or "" where none was said) and its players' keys."""
    if started == "id":
        return type(players) is str and bool(players)
    return type(started) in (int, str) and type(players) is tuple and bool(players) and set(map(type, players)) == {str}
