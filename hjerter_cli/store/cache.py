"""The summaries `list` and `stats` read: from a cache beside the games, never trusted as a source."""

from __future__ import annotations

import os
import stat
from collections import deque
from contextlib import suppress
from itertools import chain, compress, repeat
from operator import add, attrgetter, eq, gt, is_not, itemgetter, not_
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from hjerter_cli.core.refusals import phrase
from hjerter_cli.errors import HjerterError, RefusedError
from hjerter_cli.store import kept as kept_files
from hjerter_cli.store.codec import started_from_file
from hjerter_cli.store.gamefile import load
from hjerter_cli.store.paths import game_name, game_names, games_dir
from hjerter_cli.store.writing import clear_stale_temps

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable

    from hjerter_cli.store.paths import PathText

LIST_CACHE = kept_files.LIST_CACHE  # a line saying what it is, then the rows (a pickle of plain data alone)
LEGACY_CACHE = "list-cache.json"  # 1.3's: removed when the cache is next written


def game_record(path: PathText) -> Any:
    """One game's contribution to `stats` (a damaged file is an exit-3 error)."""
    return game_and_record(path)[1]


def game_and_record(path: PathText) -> tuple[Any, Any]:
    """A game file's game and its record; a file without `started` (1.0's) counts from when it
    was last changed, wherever it is (here or in a club), as its first save records it."""
    from hjerter_cli.core.stats import record

    game, scored = load(path)
    return game, record(game, scored, game.started or started_from_file(Path(path)))


# The cache's shape: a cache written by another schema or another hjerter is not read. 3: the
# cards' counts are rounds, no longer copies; 4: a line saying what it is, then marshal's rows;
# 5: the rows pickled, read back as plain data alone (marshal would make code of hostile bytes);
# 6: a game's identity last (store/gameid.py); 7: the header and checksum of store/kept.py.
SCHEMA = 7
PROTOCOL = kept_files.PROTOCOL  # pickle's
CACHE_SIZE = 64 * 1024 * 1024  # far beyond the summaries of tens of thousands of games


def records(base: Path) -> list[tuple[str, Any]]:
    """Every saved game's record for `stats` (or, for a damaged one, what is wrong), by name.

    Records of unchanged files come from a cache beside the games, keyed on each file's identity
    and checked whole (its version and Python's, and a checksum of its rows) and each row for its
    shape and types (`sound`), so that `list` and `stats` stay quick with many games. It is only
    ever a shortcut, never a source: a cache of another version, a damaged one, or an entry of a
    file changed since (or changed so soon before the cache looked at it that its times may not
    show a later change) is computed again from the game file."""
    from hjerter_cli.store import reindex, tabindex

    folder, seen = tabindex.folder_seen(str(base))
    cached, cached_seen = _read_cache(base / LIST_CACHE)
    found, rows, offered, changed = _found(games_dir(base), game_names(base), cached, cached_seen)
    clear_stale_temps(base, list(kept_files.KEPT))  # left by commands and Tabs that were killed
    if changed or len(rows) != len(cached):
        with suppress(OSError):
            os.unlink(base / LEGACY_CACHE)  # 1.3's, no longer read
        kept_files.keep(base / LIST_CACHE, kept_files.seal(header(), kept_files.pickled(rows), seen))
    reindex.refresh(str(base), folder, seen, offered)
    return found


def _found(games: str, names: list[str], cached: dict[str, Any], cached_seen: int) -> tuple[Any, ...]:
    """Each game's name and record (or what is wrong with it), the rows to cache, what the Tab's
    index keeps of each, and whether a row was made just now: from the cache where it holds."""
    from hjerter_cli.core.stats import GameRecord

    kept = list(map(cached.get, names, repeat(_NO_ROW)))
    usable = _usable(games, names, kept, cached_seen)
    if all(usable):  # the common case: every file a regular one, as it was when cached
        records = map(tuple.__new__, repeat(GameRecord), map(itemgetter(slice(2, None)), kept))
        offered = dict(zip(names, zip(map(itemgetter(1), kept), map(itemgetter(2), kept))))
        return list(zip(names, records)), kept, offered, False
    found: list[tuple[str, Any]] = []
    rows: list[tuple[Any, ...]] = []
    offered = {}
    changed = False
    for name, row, use in zip(names, kept, usable):
        if use:
            found.append((name, tuple.__new__(GameRecord, row[2:])))
            rows.append(row)
            offered[name] = (row[1], row[2])
            continue
        record, made_row, made, offer = _game(games, name, row if row is not _NO_ROW else None, cached_seen)
        found.append((name, record))
        if made_row is not None:
            rows.append(made_row)
            changed = changed or made
        if offer is not None:
            offered[name] = offer
    return found, rows, offered, changed


# A name with no cached row, and what stands for a file that cannot be looked at: neither is usable.
_NO_ROW = ("", None)
_NO_FILE = SimpleNamespace(st_ino=-1, st_size=-1, st_mtime_ns=0, st_ctime_ns=-1, st_mode=0)


def _usable(games: str, names: list[str], rows: list[tuple[Any, ...]], cached_seen: int) -> list[bool]:
    """For each game name, whether its cached row (`_NO_ROW`: none) may stand for its file: the
    file a regular one kept under its own name, as it was when cached (not changed in the tick the
    cache looked at it, tabindex.racy), and the row `sound`. Checked a column at a time, so that
    thousands of games cost little more than a look at each file."""
    from datetime import datetime

    from hjerter_cli.store.tabindex import racy

    paths = [f"{games}{os.sep}{name}.toml" for name in names]
    try:
        infos = list(map(os.stat, paths))
    except (OSError, ValueError):  # one removed meanwhile, or not to be looked at: each alone
        infos = list(map(_stat_or_none, paths))
    identity = attrgetter("st_ino", "st_size", "st_mtime_ns", "st_ctime_ns")
    same = map(eq, map(itemgetter(1), rows), map(identity, infos))
    regular = map(stat.S_ISREG, map(attrgetter("st_mode"), infos))
    settled = map(not_, map(racy, map(attrgetter("st_mtime_ns"), infos), repeat(cached_seen)))
    named = map(_kept_as_named, names)
    present = [row for row in rows if row is not _NO_ROW]
    if all_sound(present, datetime.fromisoformat):
        shaped = map(is_not, rows, repeat(_NO_ROW))
    else:
        time_of = datetime.fromisoformat
        shaped = map(lambda row: row is not _NO_ROW and sound(row, time_of), rows)
    return list(map(all, zip(same, regular, settled, named, shaped)))


def _stat_or_none(path: str) -> Any:
    try:
        return os.stat(path)
    except (OSError, ValueError):
        return _NO_FILE


# The types of a row's values, as records() writes them (GameRecord's fields after the name and
# the file's identity).
SHAPE = (str, tuple, tuple, str, bool, tuple, tuple, int, tuple, tuple, tuple, tuple, tuple, tuple, str)


def sound(row: tuple[Any, ...], time_of: Callable[[str], object]) -> bool:
    """Whether a cached row has the shape records() writes (a name, a file's identity, then a
    GameRecord's fields: `_read_cache` keeps only rows of that length), each value of its type,
    every count one a seat, every seat named (winners, pairs) one of the game's, its start a time:
    a row that does not is made again from the game, as a command may not trust what it did not
    write (`time_of`: datetime.fromisoformat, as stats reads a start). Quick: a check of each row
    costs less than a look at its file."""
    if tuple(map(type, row)) != SHAPE:
        return False
    _name, identity, players, started, _finished, winners, totals, _rounds, *counts, pairs, _id = row
    seats = len(players)
    numbers = identity + winners + totals + counts[0] + counts[1] + counts[2] + counts[3] + counts[4]
    if (
        len(identity) != 4
        or not seats == len(totals) == len(counts[0]) == len(counts[1]) == len(counts[2]) == len(counts[3])
        or len(counts[4]) != seats
        or set(map(type, numbers)) != {int}
        or set(map(type, players)) != {str}
        or len(set(players)) != seats
        or (winners and (min(winners) < 0 or max(winners) >= seats))
        or (pairs and not _paired(pairs, seats))
    ):
        return False
    try:
        time_of(started)
    except ValueError:
        return False
    return True


def all_sound(rows: list[tuple[Any, ...]], time_of: Callable[[str], object]) -> bool:
    """Whether every row is `sound`, checked a column at a time (each check as `sound` makes it of
    one row); False when any one is not, and then each row is checked alone."""
    if not rows:
        return True
    columns = list(zip(*rows))
    if any(set(map(type, column)) != {kind} for column, kind in zip(columns, SHAPE)):
        return False
    _names, identities, players, started, _finished, winners, totals, _rounds, *counts, pairs, _ids = columns
    seats = list(map(len, players))
    numbers = chain.from_iterable(chain(identities, winners, totals, *counts))
    if (
        set(map(len, identities)) != {4}
        or any(list(map(len, column)) != seats for column in (totals, *counts))
        or set(map(type, numbers)) != {int}
        or set(map(type, chain.from_iterable(players))) != {str}
        or list(map(len, map(set, players))) != seats
        or min(chain.from_iterable(winners), default=0) < 0
        or not all(map(gt, seats, map(max, map(add, winners, repeat((-1,))))))
        or not all(map(_paired, compress(pairs, pairs), compress(seats, pairs)))
    ):
        return False
    try:
        deque(map(time_of, started), maxlen=0)
    except ValueError:
        return False
    return True


def _paired(pairs: tuple[Any, ...], seats: int) -> bool:
    """Whether a row's pairs are every seat once, in tuples of seats."""
    if set(map(type, pairs)) != {tuple}:
        return False
    seated = [seat for pair in pairs for seat in pair]
    return set(map(type, seated)) == {int} and sorted(seated) == list(range(seats))


def _kept_as_named(name: str) -> bool:
    """Whether a file's name is a game's name as it is kept (allowed, and in NFC)."""
    try:
        return game_name(name) == name
    except RefusedError:
        return False


def _game(games: str, name: str, cached: tuple[Any, ...] | None, cached_seen: int) -> tuple[Any, ...]:
    """One saved game: its record (or what is wrong with it), its row for the cache (None for a
    damaged game), whether the record was made just now, and what the Tab's index keeps of it
    (None for a name no command takes)."""

    from hjerter_cli.core.stats import GameRecord
    from hjerter_cli.store import tabindex

    try:
        valid = game_name(name)
    except RefusedError:
        return phrase("damage-not-a-game-name").format(name=name), None, False, None
    path = os.path.join(games, valid + ".toml")  # game_path(base, name)
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        info = None
    identity = (info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns) if info is not None else None
    offered = info is not None and stat.S_ISREG(info.st_mode) and valid == name
    current = cached is not None and identity is not None and cached[1] == identity and sound(cached, _time_of())
    if current and not tabindex.racy(identity[2], cached_seen):  # type: ignore[index]
        record = tuple.__new__(GameRecord, cached[2:])  # type: ignore[index]  # as records() wrote it: checked whole
        return record, cached, False, (identity, record.players) if offered else None
    try:
        record = game_record(path)
    except HjerterError as error:
        return error.said, None, False, (identity, None) if offered else None
    return record, (name, identity, *record), True, (identity, record.players) if offered else None


def _time_of() -> Callable[[str], object]:
    from datetime import datetime

    return datetime.fromisoformat


def header() -> str:
    """What the cache is: its schema, this hjerter's version, the Python that wrote its rows, and
    pickle's protocol."""
    return kept_files.header("list cache", SCHEMA, PROTOCOL)


def _read_cache(path: Path) -> tuple[dict[str, tuple[Any, ...]], int]:
    """The cached rows by game name, and when they were looked at; none when the cache is missing,
    of another version or another Python, or damaged (its checksum not its rows'). Each row is
    checked (`sound`) before its record is used."""
    from hjerter_cli.core.stats import GameRecord

    fields = 2 + len(GameRecord._fields)  # name, identity, then GameRecord's fields in order
    found = kept_files.unsealed(path, header(), 1, CACHE_SIZE)
    if found is None or not kept_files.whole(found[0][0]):
        return {}, 0
    rows = kept_files.plain_data(found[1])
    cached = {}
    for row in rows if type(rows) is list else ():
        if type(row) is tuple and len(row) == fields and type(row[0]) is str:
            cached[row[0]] = row
    return cached, int(found[0][0])
