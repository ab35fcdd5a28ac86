"""The small things read beside the games, with `os` alone (no pathlib): a small regular file's
bytes, the current-game marker and a file's identity. Every command reads them (store.paths
gives them their store names), and so does a Tab asking for names (`hjerter_cli.names`), which
imports nothing it does not need."""

from __future__ import annotations

import os
import stat

MARKER_SIZE = 1024  # a game name is at most 64 characters


def read_small(path: str | os.PathLike[str], most: int) -> bytes | None:
    """A file hjerter keeps beside the games (the current-game marker, the cache): its bytes when
    it is a regular file (after links) of at most `most` bytes; None otherwise (missing, a FIFO, a
    device, a folder, too large), never waited on."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY)
    except (OSError, ValueError):
        return None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_size > most:
            return None
        data = os.read(fd, most + 1)
        return data if len(data) <= most else None
    except OSError:
        return None
    finally:
        os.close(fd)


def current_name(base: str | os.PathLike[str]) -> str | None:
    """The game that `new` or `use` made current, if any (a marker that is not a small regular
    file of UTF-8 text is as good as none)."""
    data = read_small(os.path.join(base, "current"), MARKER_SIZE)
    try:
        name = data.decode("utf-8").strip() if data is not None else ""
    except UnicodeDecodeError:
        return None
    return name or None


def file_identity(path: str | os.PathLike[str]) -> list[int] | None:
    """Changes whenever the file does: every save is a new file (os.replace), new inode and times."""
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return None
    return [info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns]
