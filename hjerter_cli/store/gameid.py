"""A game's identity: which files hold one game, what a club names its file, and which of this
data dir's files are copies of one game.

A game made by 1.6 carries `id`, made once at random: two files with one `id` hold one game. A
file without one (1.0-1.5) is the game that started at that second with those players in those
seats (names in NFC, without case), as 1.5 matched it. Different games never become one: a game
with an `id` is matched by it alone. This module imports no club code (a count outside a club
uses it too).
"""

from __future__ import annotations

from functools import lru_cache

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# A game's identity: ("id", ID) for a game that carries one; else (its start in UTC seconds, or
# "" where it said none, and its players' keys), as 1.5 matched games.
Key = tuple[int | str, tuple[str, ...]] | tuple[str, str]
# The longest club file name hjerter makes, in bytes: room left under every file system's 255 for
# the copies beside it (hjerter's `.conflict-TABLE`, a sync engine's conflict copy, a `.bak`, a
# hidden temp file), each of which fits too.
MOST_NAME_BYTES = 160
SUFFIX = ".toml"


def utc_second(started: str) -> int | str:
    """When a game started, in seconds since 1970 (UTC), to the second ("" for a time that cannot
    be read, or one without its offset)."""
    from datetime import datetime

    try:
        moment = datetime.fromisoformat(started)
    except ValueError:
        return ""
    if moment.tzinfo is None:
        return ""
    return int(moment.timestamp())


def identity(players: tuple[str, ...], started: str, game_id: str = "") -> Key:
    """Which game a file holds: its `id`, where it carries one; else the second it started and its
    players in their seats (names in NFC, without case)."""
    if game_id:
        return "id", game_id
    return utc_second(started), tuple(map(name_key, players))


@lru_cache(maxsize=4096)
def name_key(name: str) -> str:
    from hjerter_cli.core.settings import name_key as key_of

    return key_of(name)


# The club's file name of a game ----------------------------------------------------------------


def file_name(key: tuple[int | str, tuple[str, ...]], game_id: str = "") -> str:
    """The club's file name of a game (`key` its start and players, as `identity` gives them
    without an id): its start in UTC and its players, safe in any file system and on any command
    line (letters and digits, `-` and `_`), then a check: of the `id` where the game carries one,
    else of the start and players, so that two games whose names look alike never share a file.
    At most MOST_NAME_BYTES bytes: the players' part is cut (whole characters) to fit. A game
    without an id keeps the name 1.5 gave it wherever that fits."""
    import time
    import zlib

    moment, players = key
    stamp = time.strftime("%Y-%m-%dT%H%M%SZ", time.gmtime(moment)) if isinstance(moment, int) else "undated"
    safe = "_".join("".join(char if char.isalnum() else "-" for char in name)[:20] for name in players)
    if game_id:
        data = game_id.encode("utf-8", "surrogatepass")
        check = f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}"
    else:
        check = f"{zlib.crc32(repr(key).encode('utf-8')):08x}"
        safe = safe[:160]  # as 1.5 cut it
    room = MOST_NAME_BYTES - len(f"{stamp}__{check}{SUFFIX}")
    return f"{stamp}_{_cut(safe, room)}_{check}{SUFFIX}"


def old_file_name(key: tuple[int | str, tuple[str, ...]]) -> str:
    """The name 1.5 gave the club's file of a game without an id (however long; 1.6 reads it)."""
    import time
    import zlib

    moment, players = key
    stamp = time.strftime("%Y-%m-%dT%H%M%SZ", time.gmtime(moment)) if isinstance(moment, int) else "undated"
    safe = ["".join(char if char.isalnum() else "-" for char in name)[:20] for name in players]
    check = zlib.crc32(repr(key).encode("utf-8"))
    return f"{stamp}_{'_'.join(safe)[:160]}_{check:08x}{SUFFIX}"


def _cut(text: str, room: int) -> str:
    """`text` cut to at most `room` bytes of UTF-8, at a whole character."""
    data = text.encode("utf-8")
    if len(data) <= room:
        return text
    return data[: max(room, 0)].decode("utf-8", "ignore")


def names_of(players: tuple[str, ...], started: str, game_id: str = "") -> tuple[str, ...]:
    """The club's file names of a game: the one hjerter writes, then 1.5's where it differs (a game
    without an id whose 1.5 name was longer; it is read, and removed with the game)."""
    key = (utc_second(started), tuple(map(name_key, players)))
    name = file_name(key, game_id)
    if game_id:
        return (name,)
    old = old_file_name(key)
    return (name,) if old == name else (name, old)


# Copies in this data dir -----------------------------------------------------------------------


def record_key(record: Any) -> Key | None:
    """The identity of the game a record counts (store/cache.py's records; None: no game)."""
    from hjerter_cli.core.stats import GameRecord

    if not isinstance(record, GameRecord):
        return None
    if record.id:
        return "id", record.id
    return utc_second(record.started), tuple(map(name_key, record.players))


def _moments(starts: list[str]) -> Any:
    """What tells these starts' seconds apart: where every one is written as a save writes it in one
    offset (`YYYY-MM-DDTHH:MM:SS+HH:MM`), its text to the second; else `utc_second`."""
    offsets = {start[19:] for start in starts}
    if len(offsets) == 1 and {len(start) for start in starts} == {25} and {start[10] for start in starts} <= {"T"}:
        return lambda start: start[:19]
    return utc_second


def one_each(found: list[tuple[str, Any]]) -> tuple[list[tuple[str, Any]], dict[str, str]]:
    """This data dir's games (name and record, or what is wrong with the file), each game once:
    of the files of one game, the one with the most rounds counts (of those, the name that sorts
    first). Also each other file's name, with the name of the file that counts (its copy)."""
    from hjerter_cli.core.stats import GameRecord

    first: dict[Any, tuple[str, Any]] = {}  # each game's first file
    more: dict[Any, list[tuple[str, Any]]] = {}  # a game's files, where it has more than one
    seated: dict[tuple[str, ...], tuple[str, ...]] = {}  # each table's keys worked out once
    moment_of = _moments([record.started for _name, record in found if type(record) is GameRecord and not record.id])
    for entry in found:
        record = entry[1]
        if type(record) is not GameRecord:
            continue
        key: Any = record.id
        if not key:
            players = record.players
            keys = seated.get(players)
            if keys is None:
                keys = seated[players] = tuple(map(name_key, players))
            key = moment_of(record.started), keys
        if first.setdefault(key, entry) is not entry:
            more.setdefault(key, [first[key]]).append(entry)
    if not more:
        return found, {}
    copies: dict[str, str] = {}
    for group in more.values():
        counts = min(group, key=lambda entry: (-entry[1].rounds, entry[0]))[0]
        copies.update((name, counts) for name, _record in group if name != counts)
    return [(name, record) for name, record in found if name not in copies], copies
