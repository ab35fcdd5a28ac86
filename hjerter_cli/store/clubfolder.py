"""The club's folder as a Tab reads it: which folder this data dir's club is kept in, and the
names of the club's files of a game kept there more than once, read from the folder's names alone.
A Tab reads it, so it imports only `os` and `stat` of the standard library up front (store/club.py
writes the club's files, and keeps these names for the commands).

Listing a club's games folder costs a look at every name in it (20,000 in a club of 20,000 games),
so what a listing found is kept beside this data dir's games (`club-copies.txt`: the games folder's
path and identity, when it was listed, and each game kept twice with its files) and trusted while
the games folder is the one it was listed from (inode, size, modification and change times: a file
added, removed or renamed there changes them) and was listed more than the clock's resolution after
its last change (store/tabindex.py `racy`). Else the folder is listed again and the file written
again (atomically, store/writing.py); a damaged or foreign one is as good as none. Nothing in the
club is written for it."""

from __future__ import annotations

import os
import stat

from hjerter_cli.store.paths import read_small

TYPE_CHECKING = False
if TYPE_CHECKING:
    from hjerter_cli.store.paths import PathText

CLUB_FILE = "club"  # beside the games: the club folder's path, one line
KEPT = "club-copies.txt"  # beside the games: the last listing of the club's games kept twice
KEPT_HEADER = "hjerter club copies 1"
KEPT_SIZE = 1 << 20
# The hex digits of the check that ends a game's own file name (store/gameid.py file_name): 16 for
# a game with an id, 8 for one without (1.5's).
CHECKS = (16, 8)


def folder_of(base: PathText) -> str | None:
    """The club folder of this data dir: HJERTER_CLUB, else the one `hjerter club DIR` joined."""
    named = os.environ.get("HJERTER_CLUB")
    if named:
        return os.path.abspath(named)
    data = read_small(os.path.join(base, CLUB_FILE), 4096)
    try:
        text = data.decode("utf-8").strip() if data is not None else ""
    except UnicodeDecodeError:
        return None
    return text or None


def kept_twice(folder: str, base: PathText | None = None) -> list[str]:
    """The file names of each game kept in more than one file (`kept_groups`), sorted."""
    return sorted(name for files in kept_groups(folder, base).values() for name in files)


def kept_groups(folder: str, base: PathText | None = None) -> dict[str, list[str]]:
    """The file names, in the club's games folder, of each game kept there in more than one file:
    its own file (named by its identity, ending in `_` and the check) and the copies beside it
    that keep its name's start (a sync engine's conflict copies, `club sync`'s); regular files
    only, sorted. No file is read. With `base` (a data dir), as its `club-copies.txt` last found
    them while the games folder is as it was then; else listed, and kept there for the next time."""
    if base is None:
        return listed_groups(folder)
    import time

    games = os.path.join(folder, "games")
    seen = time.time_ns()
    try:
        info = os.lstat(games)
    except OSError:
        return {}
    if not stat.S_ISDIR(info.st_mode):
        return {}  # a link or a file where the games folder should be: nothing kept twice
    where = "\t".join([os.path.abspath(games), " ".join(map(str, _identity(info)))])
    path = os.path.join(base, KEPT)
    kept = _kept(path, where)
    if kept is not None:
        return kept
    found = listed_groups(folder)
    _keep(path, where, seen, found)
    return found


def _identity(info: os.stat_result) -> tuple[int, ...]:
    return (info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns)


def _kept(path: str, where: str) -> dict[str, list[str]] | None:
    """The groups `club-copies.txt` keeps, where it was listed from the games folder as it is now
    (`where`: its path and identity), safely after its last change; None otherwise."""
    from hjerter_cli.store.tabindex import racy

    data = read_small(path, KEPT_SIZE)
    try:
        lines = data.decode("utf-8").split("\n") if data is not None else []
    except UnicodeDecodeError:
        return None
    if len(lines) < 3 or lines[0] != KEPT_HEADER or lines[-1] != "" or lines[1].count("\t") != 3:
        return None
    place, seen, count = lines[1].rsplit("\t", 2)
    mtime = int(where.rsplit(" ", 2)[1])
    if place != where or not all(word.isascii() and word.isdigit() for word in (seen, count)):
        return None
    if racy(mtime, int(seen)) or int(count) != len(lines) - 3:
        return None
    found = {}
    for line in lines[2:-1]:
        stem, *files = line.split("\t")
        if not _group(stem, files) or not all(_regular(os.path.join(place.split("\t")[0], name)) for name in files):
            return None
        found[stem] = files
    return found


def _group(stem: str, files: list[str]) -> bool:
    """Whether a kept line is one `listed_groups` could give: a game's own file and its copies,
    sorted, each name one a copy of it can have (and each a regular file there: `_kept`)."""
    copies = [name for name in files if name != stem + ".toml"]
    return (
        _own(stem)
        and len(copies) == len(files) - 1 >= 1
        and files == sorted(set(files))
        and all(name.endswith(".toml") and not name.startswith(".") and _stem_in(name) == stem for name in copies)
    )


def _keep(path: str, where: str, seen: int, found: dict[str, list[str]]) -> None:
    """Write what a listing found beside the games (where a name cannot be kept on a line, or the
    data dir cannot be written, nothing is kept: the next look lists the folder again)."""
    from contextlib import suppress

    names = [name for files in found.values() for name in files]
    if where.count("\t") != 1 or "\n" in where or "\r" in where:
        return  # a path no line can hold
    if any(char in name for name in names for char in "\t\n\r"):
        return
    if not os.path.isdir(os.path.dirname(path)):
        return
    from pathlib import Path

    from hjerter_cli.errors import StoreError
    from hjerter_cli.store.writing import write_atomic

    lines = [
        KEPT_HEADER,
        f"{where}\t{seen}\t{len(found)}",
        *("\t".join([stem, *files]) for stem, files in sorted(found.items())),
    ]
    with suppress(StoreError, OSError):  # a data dir that cannot be written: listed again next time
        write_atomic(Path(path), "\n".join(lines) + "\n", follow_links=False)


def listed_groups(folder: str) -> dict[str, list[str]]:
    """`kept_groups` from a listing of the club's games folder, now."""
    games = os.path.join(folder, "games")
    if os.path.islink(games):
        return {}
    try:
        listed = os.listdir(games)
    except OSError:
        return {}
    kept: dict[str, list[str]] = {}
    for name in _copies(listed):
        stem = _stem_in(name)
        if stem is not None and _regular(os.path.join(games, name)):
            kept.setdefault(stem, []).append(name)
    found = {}
    for stem, files in kept.items():
        if _regular(os.path.join(games, stem + ".toml")):
            found[stem] = sorted([stem + ".toml", *files])
    return found


def _copies(listed: list[str]) -> list[str]:
    """The names of a folder's listing that can be a copy's: a `.toml` file (not a dot file) whose
    name holds what an own name never does (a dot before `.toml`, " (" or "_conflict"). Looked
    for in the listing as one text, so that a folder of thousands costs a few scans of it."""
    names = "\0" + "\0".join(listed) + "\0"
    stems = names.replace(".toml\0", "\1\0")  # a .toml name's stem now ends in \1, and holds no ".toml"
    found = set()
    for mark in (".", " (", "_conflict"):
        at = stems.find(mark)
        while at != -1:
            start, end = stems.rfind("\0", 0, at) + 1, stems.find("\0", at)
            name = stems[start:end]
            if name.endswith("\1") and not name.startswith("."):
                found.add(name[:-1] + ".toml")
            at = stems.find(mark, end)
    return sorted(found)


def _own(stem: str) -> bool:
    """Whether a name (without .toml) ends as a game's own file name does: `_` and the check."""
    return any(
        len(stem) > size and stem[-size - 1] == "_" and not stem[-size:].strip("0123456789abcdef") for size in CHECKS
    )


def _stem_in(name: str) -> str | None:
    """The own file name (without .toml) a copy's name starts with, if any: a game's own name
    (`_own`), followed by what a copy adds (`.`, ` (` or `_conflict`), never by more of another
    game's name."""
    at = name.find("_")
    while at != -1:
        for size in CHECKS:
            stem = name[: at + size + 1]
            if len(stem) == at + size + 1 and _own(stem) and name[len(stem) :].startswith((".", " (", "_conflict")):
                return stem
        at = name.find("_", at + 1)
    return None


def _regular(path: str) -> bool:
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        return False
