"""The club's aliases, DIR/aliases.toml: `OTHER = "NAME"` under `[aliases]`, OTHER counted as NAME
at every table.

The file is other people's: read as hostile, whatever its shape (a link, a folder, binary, huge,
another table's TOML). Counting takes what can be read of it and names the file where something
cannot; a change (`club alias`) reads it in full or not at all, so a file that cannot be read is
never written over, and holds the lock of the club's aliases from that reading to its write. The
lock file is this data dir's, beside its games: nothing but the aliases themselves goes into DIR.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from hjerter_cli.core.refusals import Phrase, phrase
from hjerter_cli.errors import StoreError
from hjerter_cli.store.paths import cannot_use, read_small

if TYPE_CHECKING:
    from collections.abc import Callable

ALIASES = "aliases.toml"
MOST = 1024 * 1024  # far more than any club's aliases
LOCK = "club-aliases"  # beside this data dir's games: the lock file club-aliases.lock
Said = TypeVar("Said")


def path_of(folder: str) -> str:
    return os.path.join(folder, ALIASES)


def read(folder: str) -> tuple[dict[str, str], Phrase | None, dict[str, Any]]:
    """The aliases that can be read (other name -> name), what is wrong with the file where
    something cannot be (None: nothing), and the whole document (the tables kept beside the
    aliases, which a write keeps). A missing file holds no aliases and nothing wrong."""
    path = path_of(folder)
    document, problem = _document(path)
    table = document.get("aliases", {})
    if not isinstance(table, dict):
        return {}, problem or phrase("aliases-wrong-shape"), document
    aliases = {other: name for other, name in table.items() if isinstance(name, str) and name.strip() and other.strip()}
    if len(aliases) < len(table):
        problem = problem or phrase("aliases-wrong-shape")
    return aliases, problem, document


def _document(path: str) -> tuple[dict[str, Any], Phrase | None]:
    import tomllib

    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return {}, None
    except (OSError, ValueError) as error:
        return {}, cannot_use(path, error) if isinstance(error, OSError) else phrase("aliases-not-a-file")
    if not stat.S_ISREG(info.st_mode):  # a link, a folder, a FIFO, a device: never followed, never read
        return {}, phrase("aliases-not-a-file")
    if info.st_size > MOST:
        return {}, phrase("aliases-too-big")
    data = read_small(path, MOST)
    if data is None:
        return {}, phrase("aliases-not-a-file")
    try:
        return tomllib.loads(data.decode("utf-8")), None
    except UnicodeDecodeError:
        return {}, phrase("damage-not-utf8")
    except tomllib.TOMLDecodeError as error:
        return {}, phrase("damage-not-toml").format(detail=str(error))
    except (RecursionError, MemoryError):
        return {}, phrase("aliases-wrong-shape")


def change(base: Path, folder: str, edit: Callable[[dict[str, str]], tuple[dict[str, str], Said]]) -> Said:
    """Change the club's aliases: under their lock, read in full (a file that cannot be read is
    refused, exit 3, naming it, and left as it is), `edit` them (which may refuse), and write
    them atomically with the rest of the document as it was. Returns what `change` said."""
    from hjerter_cli.store.lock import locked
    from hjerter_cli.store.writing import make_dirs

    make_dirs(base)
    with locked(Path(base) / LOCK):
        aliases, problem, document = read(folder)
        if problem is not None:
            raise StoreError(phrase("aliases-unreadable").format(path=path_of(folder), problem=problem))
        changed, said = edit(dict(aliases))
        _write(folder, {**document, "aliases": dict(sorted(changed.items()))})
    return said


def _write(folder: str, document: dict[str, Any]) -> None:
    import tomli_w

    from hjerter_cli.store.writing import write_atomic

    write_atomic(Path(folder) / ALIASES, tomli_w.dumps(document), follow_links=False)


def joined_aliases(here: bytes, there: bytes) -> bytes:
    """Two versions of the aliases file joined: every alias of both, this table's where both
    name one other name."""
    import tomli_w

    joined = {**_aliases_in(there), **_aliases_in(here)}
    return tomli_w.dumps({"aliases": dict(sorted(joined.items()))}).encode("utf-8")


def _aliases_in(data: bytes) -> dict[str, str]:
    import tomllib

    try:
        table = tomllib.loads(data.decode("utf-8")).get("aliases", {})
    except (UnicodeDecodeError, tomllib.TOMLDecodeError, RecursionError):
        return {}
    if not isinstance(table, dict):
        return {}
    return {str(other): name for other, name in table.items() if isinstance(name, str)}
