"""The last answers of `list`, `stats`, `rating` and `player` over many games, kept beside the
games: a shortcut, never a source.

An answer is kept as what the command wrote, with the question (the command, its options and all
else that shapes what it writes: the width, the colours, the language) and a digest of what it
was worked out from: the name and identity of every file in the folders it reads (this data dir's
games and, in a club, the club's folder and its games). A look at each file costs a fraction of
reading thousands of games' rows, so a question asked again of unchanged games is answered at
once. A file added, removed or changed, a file changed so soon before the answer was worked out
that a later change might not show in its times, an answer that said anything on standard error,
a cache of another hjerter, or one damaged in any way: the answer is worked out again.
"""

from __future__ import annotations

import os
from operator import attrgetter, itemgetter
from pathlib import Path
from typing import Any

from hjerter_cli.store import kept

COMMANDS = ("list", "stats", "rating", "player")
# A file a command (`answers-stats`): a line saying what it is and a checksum, then its answers (JSON).
ANSWER_CACHES = kept.ANSWER_CACHES
# 2: copies of a game counted once, and listed as copies (store/gameid.py); 3: the header and
# checksum of store/kept.py.
SCHEMA = 3
AT_LEAST = 1000  # game files below which an answer is worked out sooner than a cache is read
KEPT = 8  # the answers kept: the questions asked last
CACHE_SIZE = 64 * 1024 * 1024
_IDENTITY = attrgetter("st_ino", "st_size", "st_mtime_ns", "st_ctime_ns", "st_mode")


class Look:
    """What the files looked like: a digest of every name and identity, how many files, and the
    latest time one was changed."""

    def __init__(self, digest: str, files: int, latest: int) -> None:
        self.digest, self.files, self.latest = digest, files, latest


def look(folders: list[str]) -> Look | None:
    """Every file in these folders, by name and identity (a link followed); None when a folder or
    a file cannot be looked at (then nothing is answered from the cache). Below `AT_LEAST` files,
    their names alone (nothing is kept for so few)."""
    listed = []
    for folder in folders:
        try:
            listed.append((folder, os.listdir(folder)))  # in the folder's order: a new order is a new look
        except FileNotFoundError:  # a club with no games yet
            listed.append((folder, []))
        except (OSError, ValueError):
            return None
    files = sum(len(names) for _folder, names in listed)
    if files < AT_LEAST:
        return Look("", files, 0)
    import hashlib

    digest = hashlib.sha256()
    latest = 0
    for folder, names in listed:
        try:
            identities = list(map(_IDENTITY, map(os.stat, [os.path.join(folder, name) for name in names])))
        except (OSError, ValueError):  # a dangling link, or one removed meanwhile
            return None
        digest.update(kept.serial((folder, names, identities)))
        latest = max(latest, max(map(itemgetter(2), identities), default=0))
    return Look(digest.hexdigest(), files, latest)


def recall(base: Path, command: str, question: str, seen: Look) -> list[tuple[str, bool, bool]] | None:
    """What the command wrote (text, new line, wrapped) when this question was last asked of these
    very files; None when it was not, or the cache is not whole."""
    wanted = f"{seen.digest} {_beside(base)}"
    for asked, digest, writes in read(base / f"answers-{command}"):
        if asked == question and digest == wanted:
            return writes
    return None


def keep(
    base: Path, command: str, question: str, seen: Look, before: int, writes: list[tuple[str, bool, bool]]
) -> None:
    """Keep what the command wrote for this question of these files, looked at `before` (ns): not
    when a file was changed so soon before then that a later change might not show in its times."""
    import json

    from hjerter_cli.store.tabindex import COARSE_MARGIN

    if seen.latest + COARSE_MARGIN > before:
        return
    path = base / f"answers-{command}"
    others = [entry for entry in read(path) if entry[0] != question][: KEPT - 1]
    digest = f"{seen.digest} {_beside(base)}"  # the Tab's index as the answer left it
    body = json.dumps([[question, digest, writes], *others], ensure_ascii=False).encode()
    kept.keep(path, kept.seal(header(), body))  # a read-only data dir still answers; it is just not remembered


def _beside(base: Path) -> str:
    """The identities of the Tab's index beside the games, which working an answer out makes again
    where it is missing or out of date (so that a Tab offers every game): an index removed or
    changed since an answer was kept is made again by working the answer out."""
    from hjerter_cli.store.tabindex import FILES, INDEX

    found: list[Any] = []
    for name in (INDEX, FILES):
        try:
            found.append(_IDENTITY(os.stat(base / name)))
        except (OSError, ValueError):
            found.append(None)
    return repr(found)


def header() -> str:
    return kept.header("answer cache", SCHEMA)


def read(path: Path) -> list[tuple[str, str, list[tuple[str, bool, bool]]]]:
    """The answers kept, each checked for its shape and types, and its text for anything a
    terminal would take as a command; none when the cache is missing, damaged or another's."""
    import json

    found = kept.unsealed(path, header(), 0, CACHE_SIZE)
    if found is None:
        return []
    try:
        entries = json.loads(found[1].decode("utf-8"))
    except ValueError:  # not UTF-8, or not JSON
        return []
    if type(entries) is not list:
        return []
    answers = []
    for entry in entries:
        if type(entry) is not list or len(entry) != 3 or type(entry[0]) is not str or type(entry[1]) is not str:
            return []
        writes = entry[2]
        if type(writes) is not list or not all(map(_a_write, writes)):
            return []
        answers.append((entry[0], entry[1], [(text, nl, wrap) for text, nl, wrap in writes]))
    return answers


def _a_write(write: Any) -> bool:
    """Whether a kept write is (text, new line, wrapped), its text lines of printable characters
    and colours (SGR sequences) alone, with the mark of words kept together (terminal.TOGETHER)."""
    import re

    from hjerter_cli.terminal import TOGETHER

    if type(write) is not list or len(write) != 3 or type(write[1]) is not bool or type(write[2]) is not bool:
        return False
    text = write[0]
    if type(text) is not str:
        return False
    plain = re.sub("\x1b\\[[0-9;]*m", "", text).replace(TOGETHER, "")
    return "".join(plain.split("\n")).isprintable()
