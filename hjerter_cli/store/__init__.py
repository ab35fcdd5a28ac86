"""Where games live, one seam a module:

- `paths`: the data dir, game names, and the paths beside a game file (backup, lock, marker);
- `codec`: Game <-> plain data <-> TOML text, with step-by-step upgrades of older formats;
- `files`: reading a game file (regular and small, or refused at once) and atomic writes with a backup;
- `lock`: the writer's lock; readers never lock;
- `cache`: the summaries `list` and `stats` read, a shortcut and never a source.

Nothing here keeps state between calls: which file a command saved is the game session's to know
(cli/session.py).
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from hjerter_cli.store.cache import LIST_CACHE, game_record, summaries, summarize
    from hjerter_cli.store.codec import (
        FORMAT,
        dumps,
        game_from_data,
        game_to_data,
        started_from_file,
        started_now,
        tally_from_data,
        tally_to_data,
    )
    from hjerter_cli.store.files import MAX_FILE_SIZE, load, read_game_bytes, save, set_current, write_atomic
    from hjerter_cli.store.lock import lock_timeout, locked
    from hjerter_cli.store.paths import (
        backup_path,
        check_game_name,
        current_name,
        data_dir,
        exists,
        file_identity,
        game_names,
        game_path,
        games_dir,
        lock_path,
        make_dirs,
        real_path,
    )

# Each name from the module that holds it, imported when it is first used: a command that only
# reads a game never imports the lock or the cache.
_HOME = {
    "cache": ("LIST_CACHE", "game_record", "summaries", "summarize"),
    "codec": (
        "FORMAT",
        "dumps",
        "game_from_data",
        "game_to_data",
        "started_from_file",
        "started_now",
        "tally_from_data",
        "tally_to_data",
    ),
    "files": ("MAX_FILE_SIZE", "load", "read_game_bytes", "save", "set_current", "write_atomic"),
    "lock": ("lock_timeout", "locked"),
    "paths": (
        "backup_path",
        "check_game_name",
        "current_name",
        "data_dir",
        "exists",
        "file_identity",
        "game_names",
        "game_path",
        "games_dir",
        "lock_path",
        "make_dirs",
        "real_path",
    ),
}
_MODULE_OF = {name: module for module, names in _HOME.items() for name in names}


def __getattr__(name: str) -> Any:
    if name not in _MODULE_OF:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import sys

    module = f"hjerter_cli.store.{_MODULE_OF[name]}"
    __import__(module)
    value = getattr(sys.modules[module], name)
    globals()[name] = value
    return value


__all__ = [
    "FORMAT",
    "LIST_CACHE",
    "MAX_FILE_SIZE",
    "backup_path",
    "check_game_name",
    "current_name",
    "data_dir",
    "dumps",
    "exists",
    "file_identity",
    "game_from_data",
    "game_names",
    "game_path",
    "game_record",
    "game_to_data",
    "games_dir",
    "load",
    "lock_path",
    "lock_timeout",
    "locked",
    "make_dirs",
    "read_game_bytes",
    "real_path",
    "save",
    "set_current",
    "started_from_file",
    "started_now",
    "summaries",
    "summarize",
    "tally_from_data",
    "tally_to_data",
    "write_atomic",
]
