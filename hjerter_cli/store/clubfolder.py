"""The club's folder as a Tab reads it: which folder this data dir's club is kept in, and the
names of the club's files of a game kept there more than once, read from the folder's names alone.
A Tab reads it, so it imports only `os` and `stat` of the standard library up front (store/club.py
writes the club's files, and keeps these names for the commands)."""

from __future__ import annotations

import os
import stat

from hjerter_cli.store.paths import read_small

TYPE_CHECKING = False
if TYPE_CHECKING:
    from hjerter_cli.store.paths import PathText

CLUB_FILE = "club"  # beside the games: the club folder's path, one line
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


def kept_twice(folder: str) -> list[str]:
    """The file names of each game kept in more than one file (`kept_groups`), sorted."""
    return sorted(name for files in kept_groups(folder).values() for name in files)


def kept_groups(folder: str) -> dict[str, list[str]]:
    """The file names, in the club's games folder, of each game kept there in more than one file:
    its own file (named by its identity, ending in `_` and the check) and the copies beside it
    that keep its name's start (a sync engine's conflict copies, `club sync`'s); regular files
    only, sorted. No file is read."""
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
