"""The files hjerter keeps beside the games, and the house's one atomic write.

Every file here is derived, never a source: delete it and it is made again, with the same
answers. Each kept file is one line saying what it is, then its rows:

    hjerter KIND SCHEMA HJERTER PYTHON [its own words] [words it says] CHECK

`header` makes the line's start (what wrote the rows: the kind and schema of the file, this
hjerter's version, the Python that wrote them, and any words of the cache's own, such as pickle's
protocol); `seal` adds the words a file says of itself (when its files were looked at) and the
checksum of its rows (CRC-32 and length); `unsealed` gives back those words and the rows only
when the line is this very header's and the checksum its rows', and None for anything else (a
missing file, one too large, no regular file, another schema, hjerter or Python, a file cut short
or damaged): the file is ignored and made again, never a traceback. Each cache gives only its
rows and its check of each row (store/cache.py, clubcache.py, answers.py, ratings.py).

The Tab's files (store/tabindex.py) are lines under the same header without a checksum: a Tab
reads them at every press, and each line is checked for its shape as it is read.

`write` is the one atomic write of the house: a temp file beside the file (`.NAME.PID.tmp`),
written in full (and fsynced where asked), then renamed over it; on any failure the temp file is
removed and the file left as it was. store/writing.py saves games through it (with fsync and
the folder's fsync), a cache through `keep` (no fsync: a lost or half cache is ignored). Only
`os`, `sys` and `stat` up front: a Tab writes through this module.
"""

from __future__ import annotations

import os
import stat
import sys

from hjerter_cli import __version__
from hjerter_cli.store.paths import read_small

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from hjerter_cli.store.paths import PathText

# The files kept beside the games (by the module that keeps each), never in the games folder.
LIST_CACHE = "list-cache"  # store/cache.py: each game's record for `list` and `stats`
CLUB_CACHE = "club-cache"  # store/clubcache.py: what the club's files hold
ANSWER_CACHES = ("answers-list", "answers-stats", "answers-rating", "answers-player")  # store/answers.py
RATING_CACHE = "rating-cache"  # store/ratings.py: the last rating worked out
TAB_FILES = ("game-index.txt", "game-index-files.txt", "game-heads.txt")  # store/tabindex.py
KEPT = (LIST_CACHE, CLUB_CACHE, *ANSWER_CACHES, RATING_CACHE, *TAB_FILES)


# The one atomic write -------------------------------------------------------------------------


def temp_of(path: PathText) -> str:
    """The temp file a write of `path` uses, beside it: `.NAME.PID.tmp`."""
    folder, name = os.path.split(os.fspath(path))
    return os.path.join(folder, f".{name}.{os.getpid()}.tmp")


def write_temp(path: PathText, data: bytes, *, sync: bool = True, keep_mode: bool = True) -> str:
    """The bytes in full in the temp file beside `path` (fsynced where `sync`), with the
    permission bits of the regular file at `path` where `keep_mode` and there is one; its path.
    Raises OSError, having removed the temp file (also on Ctrl-C)."""
    temp = temp_of(path)
    mode = None
    if keep_mode:
        try:
            info = os.lstat(path)
            mode = stat.S_IMODE(info.st_mode) if stat.S_ISREG(info.st_mode) else None
        except (OSError, ValueError):
            mode = None
    try:
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        try:
            if mode is not None:
                os.fchmod(fd, mode)
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
            if sync:
                os.fsync(fd)
        finally:
            os.close(fd)
    except BaseException:  # a failed write, or Ctrl-C: never leave the temp file behind
        _unlink(temp)
        raise
    return temp


def replace(temp: PathText, path: PathText) -> None:
    """The temp file renamed over `path`. Raises OSError, having removed the temp file."""
    try:
        os.replace(temp, path)
    except BaseException:
        _unlink(temp)
        raise
    # When both names are already links to one file (a backup that is the game file it backs up),
    # rename does nothing and leaves the temp name: drop it.
    _unlink(temp)


def write(path: PathText, data: bytes, *, sync: bool = False) -> None:
    """Replace the file at `path` (whatever stands there, no link followed) by these bytes, all or
    nothing. Raises OSError."""
    replace(write_temp(path, data, sync=sync, keep_mode=False), path)


def keep(path: PathText, data: bytes) -> None:
    """Write a file kept beside the games; where the data dir cannot be written, nothing is kept
    (everything is still answered, only not remembered)."""
    try:  # noqa: SIM105 (contextlib is one import more on a Tab's path)
        write(path, data)
    except (OSError, ValueError):
        pass


def _unlink(path: PathText) -> None:
    try:  # noqa: SIM105 (contextlib is one import more on a Tab's path)
        os.unlink(path)
    except OSError:
        pass


# The header and the checksum ------------------------------------------------------------------


def python() -> str:
    """The Python that wrote a file's rows: its major and minor version."""
    return f"{sys.version_info[0]}.{sys.version_info[1]}"


def header(kind: str, schema: int, *words: object) -> str:
    """What a kept file is: its kind and schema, this hjerter, this Python, and its own words."""
    return " ".join(["hjerter", kind, str(schema), __version__, python(), *map(str, words)])


def check(body: bytes) -> str:
    """The rows' checksum and length: damage to any byte of them shows."""
    import zlib

    return f"{zlib.crc32(body):08x}-{len(body)}"


def seal(head: str, body: bytes, *said: object) -> bytes:
    """A kept file's bytes: its header, the words it says of itself, its checksum, its rows."""
    return " ".join([head, *map(str, said), check(body)]).encode("utf-8") + b"\n" + body


def unsealed(path: PathText, head: str, said: int = 0, most: int = 64 << 20) -> tuple[list[str], bytes] | None:
    """The words a kept file says of itself (`said` of them) and its rows, where it is a regular
    file of at most `most` bytes whose line is `head`'s and whose checksum is its rows'; else None."""
    data = read_small(path, most)
    if data is None:
        return None
    line, _newline, body = data.partition(b"\n")
    words = line.decode("utf-8", "replace").rsplit(" ", said + 1)
    if len(words) != said + 2 or words[0] != head or words[-1] != check(body):
        return None
    return words[1:-1], body


def whole(word: str) -> bool:
    """A number as hjerter writes one: ASCII digits (`²` is a digit to str.isdigit, not to int)."""
    return word.isascii() and word.isdigit()


# The rows -------------------------------------------------------------------------------------


PROTOCOL = 5  # pickle's, for the rows of the caches that pickle them


def pickled(rows: Any) -> bytes:
    """Rows of plain data (lists, tuples, strings, numbers) as pickle's bytes."""
    import pickle

    return pickle.dumps(rows, PROTOCOL)


def plain_data(body: bytes) -> Any:
    """Rows pickled, read back as plain data alone: lists, tuples, strings, numbers (no class,
    function or code is ever looked up, so nothing but data is made, where marshal would make code
    of hostile bytes); None where the bytes are not such a pickle."""
    import io
    import pickle

    class PlainData(pickle.Unpickler):
        def find_class(self, module_name: str, name: str) -> Any:
            raise pickle.UnpicklingError("not plain data")

        def persistent_load(self, pid: Any) -> Any:
            raise pickle.UnpicklingError("not plain data")

    try:
        return PlainData(io.BytesIO(body)).load()
    except Exception:  # whatever the bytes are, they are no rows
        return None


def serial(value: Any) -> bytes:
    """Plain data (strings, numbers, booleans, None, tuples and lists of them) as bytes to take a
    digest of: two values give the same bytes where, and only where, they are equal. marshal's
    bytes in its version 2, which writes no references to objects met before and no mark of an
    interned string (the later versions do: the same value, shared or interned differently, gives
    other bytes); a file's header names the Python. Else its repr."""
    try:
        import marshal

        return marshal.dumps(value, 2)
    except (ImportError, ValueError):  # a Python without it, or a value it does not take
        return repr(value).encode("utf-8", "surrogatepass")
