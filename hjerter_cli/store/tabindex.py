"""What a Tab offers of the saved games, kept beside them so that a Tab reads names, not games.

Small text files in the data dir, all derived and never a source (delete them and they are made
again, with the same answers):

- `game-index.txt`: the games a command takes by name and the players of every saved game; beside
  it `game-index-files.txt`, each game's file identity and players, read only to make it again.
  It holds while the games folder is the folder it was made from (its identity: inode,
  modification and change times, so a game saved, added, removed or renamed makes it stale) and
  was made after the folder last changed by more than the clock's resolution (as git's "racy"
  index entries: a change in the same tick as the listing would not move the folder's time).
  Else it is behind the folder: a Tab offers what it last gave (every save still adds its game to
  it), or where there is none yet the games the folder's names give, reading no game, until
  `list` or `stats` (which look at every file anyway) make it again from the games
  (store/reindex.py), re-reading only the files whose identity changed. Where there is none of
  this hjerter (none yet, or an older hjerter's, as an upgrade leaves it), the first command that
  reads a game (a save, `show`) makes it, once. A Tab costs one look at
  the folder and one read of names, whatever the history.
- `game-heads.txt`: of the last few games a Tab asked about or a writer saved, the players,
  whether the game is over and the options it takes, keyed on the file's identity with the same
  guard; any other game is read and scored, and remembered.

Every hjerter writer brings the index up to date as it saves, holding the games folder's lock
(`games/.index.lock`, lock.py), where its change only keeps or adds to the names and players (a
round, a new game); then the index holds for the folder as the save leaves it, and the next Tab
reads it without looking at any game. Any other change (a game deleted, a player renamed, or a
file changed by another program) leaves the index behind the folder: the writer still adds its
game's names and players to it, for a Tab to offer, until `list` or `stats` make it again. A game
file changed in place, keeping its name (not as hjerter saves: a new file each time), is seen by
`list` and `stats`, which look at every file and write this index again.

Only `os`, `stat` and `time` here: the formats are plain lines under the header of every file
kept beside the games (store/kept.py, which a Tab imports only to write), read without `json`.
"""

from __future__ import annotations

import os
import stat
import sys
import time

from hjerter_cli import __version__
from hjerter_cli.errors import StoreError
from hjerter_cli.store import paths

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable

    from hjerter_cli.core.game import Sheet

    Identity = tuple[int, ...]
    Entry = tuple[Identity, tuple[str, ...] | None]  # a game's file identity, its players (None: damaged)
    Players = tuple[str, ...] | None

INDEX = "game-index.txt"
FILES = "game-index-files.txt"  # each game's file identity and players: read only to make the index again
HEADS = "game-heads.txt"
# Each a line saying what it is, as kept.header("game index", 2) says it (2: its header), then its
# lines. Written out here: importing store/kept.py would cost every Tab.
_WROTE = f"2 {__version__} {sys.version_info[0]}.{sys.version_info[1]}"
INDEX_HEADER = f"hjerter game index {_WROTE}"
FILES_HEADER = f"hjerter game files {_WROTE}"
HEADS_HEADER = f"hjerter game heads {_WROTE}"
BY_WRITER = "saved"  # an index brought up to date by the writer of the folder's last change
BEHIND = ""  # in place of the folder's line: an index that a writer keeps, though it does not hold
KEPT_HEADS = 16
INDEX_SIZE = 64 << 20
# How long after a change a listing or a read is trusted to have seen it: a file system whose
# times have whole seconds may be two seconds coarse; one with finer times keeps them to the
# kernel's tick (at most 10 ms), which may lag the clock by one more.
COARSE_MARGIN = 2_000_000_000
FINE_MARGIN = 25_000_000


def racy(mtime_ns: int, seen_ns: int) -> bool:
    """Whether a change made at the moment something was looked at (`seen_ns`, taken before) could
    have left the times as they were: too little time between the last change and the look."""
    margin = COARSE_MARGIN if mtime_ns % 1_000_000_000 == 0 else FINE_MARGIN
    return mtime_ns + margin > seen_ns


def _number(text: str) -> int:
    """A time kept in a file beside the games; one that is not a number is as old as can be (so
    whatever it dates is not trusted)."""
    return int(text) if text.isascii() and text.isdigit() else 0  # `²` is a digit, and no number


def identity_of(info: os.stat_result) -> Identity:
    return (info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns)


def plain_words(words: Iterable[str]) -> bool:
    return all("\t" not in word and "\n" not in word and "\r" not in word for word in words)


def write_kept(path: str, text: str) -> None:
    """Replace a file kept beside the games (a cache: no fsync; a lost or half file is made again;
    a read-only data dir: nothing is remembered, everything still answered)."""
    from hjerter_cli.store import kept

    kept.keep(path, text.encode("utf-8"))


def read_lines(path: str, header: str) -> list[str] | None:
    data = paths.read_small(path, INDEX_SIZE)
    try:
        text = data.decode("utf-8") if data is not None else ""
    except UnicodeDecodeError:
        return None
    lines = text.split("\n")
    if lines[0] != header or lines[-1] != "":  # another version, or a file cut short
        return None
    return lines[1:-1]


# The index of games --------------------------------------------------------------------------


class Index:
    """The names a command takes, and the players of every saved game (each once, as last written)."""

    def __init__(self, names: list[str], players: list[str]) -> None:
        self.names = names
        self.players = players


def folder_of(base: str) -> tuple[Identity, int] | None:
    try:
        info = os.stat(paths.games_dir(base))
    except (OSError, ValueError):
        return None
    return (info.st_ino, info.st_mtime_ns, info.st_ctime_ns), info.st_mtime_ns


def index(base: str) -> Index | None:
    """The index, read where it holds for the games folder as it is (no folder: no games); None
    where it is behind the folder, until `list` or `stats` make it again."""
    folder = folder_of(base)
    if folder is None:
        return Index([], [])
    lines = read_lines(os.path.join(base, INDEX), INDEX_HEADER)
    if lines is not None and index_holds(lines, folder):
        return Index(lines[1].split("\t")[1:], lines[2].split("\t")[1:])
    return None


def none_of_this_version(base: str) -> bool:
    """Whether games are saved and no index of this hjerter is beside them (none yet, or an older
    hjerter's, as an upgrade leaves it): then the first command that reads a game makes it
    (reindex.made_after_an_upgrade). Where there is one, a read of its first line alone."""
    header = f"{INDEX_HEADER}\n".encode()
    try:
        first = paths.read_at_once(os.path.join(base, INDEX), len(header))
    except (OSError, ValueError):
        first = None
    if first is not None and first[: len(header)] == header:
        return False
    try:
        return bool(paths.game_names(base))
    except (ValueError, StoreError):
        return False


def names_in_folder(base: str, start: str = "") -> list[str]:
    """The games starting with `start` that a command takes by name, as the folder's listing alone
    gives them (a file's name is its game's name): what a Tab offers where there is no index yet,
    having read no game. The listing is read as bytes, and only the names that start so are
    decoded and looked at (a regular file after links, as a command takes it)."""
    folder = paths.games_dir(base)
    try:
        listing = b"\0" + b"\0".join(os.listdir(os.fsencode(folder))) + b"\0"  # no name holds a NUL
    except (OSError, ValueError):
        return []
    found, wanted, last = [], b"\0" + os.fsencode(start), len(listing) - 1
    at = listing.find(wanted)
    while 0 <= at < last:  # each name that starts so, found in the listing as one string: quick with many
        end = listing.index(b"\0", at + 1)
        entry, at = listing[at + 1 : end], listing.find(wanted, end)
        file_name = os.fsdecode(entry)
        name = file_name[:-5]
        if entry.endswith(b".toml") and _kept_as_named(name) and _regular(os.path.join(folder, file_name)):
            found.append(name)
    return sorted(found)


def _regular(path: str) -> bool:
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


def _kept_as_named(name: str) -> bool:
    """Whether a file's name is a game's name as it is kept (allowed, and in NFC)."""
    from hjerter_cli.errors import RefusedError

    try:
        return paths.game_name(name) == name
    except RefusedError:
        return False


def last_index(base: str) -> Index | None:
    """What the last index gave, of whichever folder it was made (kept up to date by every save,
    whether it holds or not): what a Tab offers where it is behind the folder; None where there
    is none."""
    lines = read_lines(os.path.join(base, INDEX), INDEX_HEADER)
    return Index(lines[1].split("\t")[1:], lines[2].split("\t")[1:]) if lines is not None and shaped(lines) else None


def shaped(lines: list[str]) -> bool:
    """Whether an index's lines have its shape: its folder's line, the names', the players'."""
    return len(lines) == 3 and lines[1][:2] in ("N", "N\t") and lines[2][:2] in ("P", "P\t")


def index_holds(lines: list[str], folder: tuple[Identity, int]) -> bool:
    """Whether the index's lines hold for the games folder as it is: made from it (its identity)
    by a listing safely after its last change, or by the writer that made that change."""
    kept = lines[0].split(" ")
    if not shaped(lines) or kept[:3] != [str(part) for part in folder[0]]:
        return False
    if len(kept) == 5:
        return kept[4] == BY_WRITER
    return len(kept) == 4 and not racy(folder[1], _number(kept[3]))


# Kept up to date by the writers -------------------------------------------------------------


def before_change(base: str) -> list[str] | None:
    """The index's lines where it holds for the games folder as it is, read by a writer holding
    the folder's lock just before it changes a game (those of an index of no games where there is
    no index and no game yet); else the last index's names and players marked BEHIND, which the
    writer adds to and keeps as behind the folder, for a Tab to offer until a command (`list`,
    `stats`) makes it again. None where there is no games folder, or games and no index."""
    folder = folder_of(base)
    if folder is None:
        return None
    lines = read_lines(os.path.join(base, INDEX), INDEX_HEADER)
    if lines is not None and index_holds(lines, folder):
        return lines
    if lines is not None and shaped(lines):
        return [BEHIND, lines[1], lines[2]]
    if not paths.game_names(base):
        return [" ".join(str(part) for part in folder[0]), "N", "P"]  # no game yet: an index of none holds
    return None


def after_change(base: str, lines: list[str], name: str, before: Players, after: Players) -> None:
    """Bring the index (its `lines` as they held just before) up to date with the writer's change
    of the game `name` (a name no command takes: ""), whose players were `before` and are
    `after` (None: there was no such game, or it is deleted). It holds for the folder as the change
    leaves it where the change keeps the names and players or only adds to them. Any other change
    (a game deleted, a player renamed, another spelling of a name) leaves it behind the folder,
    written so that it does not hold: the names of the games left and every player it had with
    those the game has now, which a Tab offers until a command (`list`, `stats`) makes it again.
    Made by the writer and trusted by the folder's identity alone: it holds while no other
    program changes the games folder in the moment of the save (every hjerter writer holds the
    folder's lock). The per-game file beside it is left as it was: its lines of the changed game
    no longer match the file, which is read again when the index is next made."""
    folder = folder_of(base)
    listed = f"\t{name}\t" in lines[1] + "\t"  # the names' line as it is: a round reads no more of it
    if folder is None or (lines[0] == BEHIND and (not name or (listed and before == after))):
        return  # no folder, or an index behind it that the change adds nothing to
    if not name or (after is not None and listed and before == after):
        kept, exact = [lines[1], lines[2]], True
    elif not plain_words([name, *(after or ())]):
        return
    else:
        kept, exact = _changed(lines, name, listed, after)
        exact = exact and lines[0] != BEHIND
    seen = " ".join(str(part) for part in (*folder[0], *((time.time_ns(), BY_WRITER) if exact else (0,))))
    write_kept(os.path.join(base, INDEX), "\n".join([INDEX_HEADER, seen, *kept, ""]))


def _changed(lines: list[str], name: str, listed: bool, after: Players) -> tuple[list[str], bool]:
    """The names' and the players' lines after the game `name` (`listed` in them or not) was saved
    with the players `after` (None: deleted), and whether they are exact: the players of every
    game each once, as last written (where a game is deleted or a name spelt another way, some may
    be players of no game now, or another spelling)."""
    import bisect

    from hjerter_cli.core.settings import name_key

    names = lines[1].split("\t")[1:]
    spelled = {name_key(player): player for player in lines[2].split("\t")[1:]}
    exact = not listed and after is not None
    if after is None:
        if listed:
            names.remove(name)
    else:
        if not listed:
            bisect.insort(names, name)
        for player in after:
            if spelled.setdefault(name_key(player), player) != player:
                exact = False
    return ["\t".join(["N", *names]), "\t".join(["P", *sorted(spelled.values())])], exact


def folder_seen(base: str) -> tuple[tuple[Identity, int] | None, int]:
    """The games folder's identity and the moment, taken before listing it (for write_index)."""
    seen = time.time_ns()
    return folder_of(base), seen


# What a Tab needs of one game (kept in game-heads.txt) ----------------------------------------------


class GameForTab:
    """What a Tab needs of one game: its players, whether it is over, the round options it takes."""

    def __init__(self, players: tuple[str, ...], finished: bool, options: tuple[str, ...]) -> None:
        self.players = players
        self.finished = finished
        self.options = options


def game_for_tab(base: str, path: str) -> GameForTab:
    """What a Tab needs of the game file at `path`: remembered (in the data dir `base`) while the file is
    the one it was read from or saved as, else read and scored as every command reads it (a
    damaged file is refused as they refuse it)."""
    identity = _identity_text(path)
    key = os.path.abspath(path)
    lines = read_lines(os.path.join(base, HEADS), HEADS_HEADER) or []
    for line in lines:
        parts = line.split("\t")
        if len(parts) >= 5 and parts[0] == key and parts[1] == identity and identity:
            mtime = int(identity.split(" ")[2])
            if parts[2] == BY_WRITER or not racy(mtime, _number(parts[2])):
                return GameForTab(tuple(parts[5:]), parts[3] == "1", tuple(parts[4].split()))
    seen = time.time_ns()
    from hjerter_cli.store import gamefile

    found = _for_tab(gamefile.load(path)[1])
    if identity and _identity_text(path) == identity:
        _remember(base, lines, key, identity, str(seen), found)
    return found


def remember_for_tab(base: str, path: str, scored: Sheet) -> None:
    """Remember what a Tab needs of a game file as its writer has just saved it (`scored`: its sheet),
    holding its lock: trusted by the file's identity alone, so the next Tab at the game reads no
    round of it."""
    identity = _identity_text(path)
    if identity:
        lines = read_lines(os.path.join(base, HEADS), HEADS_HEADER) or []
        _remember(base, lines, os.path.abspath(path), identity, BY_WRITER, _for_tab(scored))


def _for_tab(scored: Sheet) -> GameForTab:
    from hjerter_cli.core.settings import round_options

    game = scored.game
    return GameForTab(game.players, scored.finished, tuple(round_options(game.settings)))


def _identity_text(path: str) -> str:
    """A file's identity as the heads keep it; "" for a file that cannot be looked at."""
    try:
        return " ".join(str(part) for part in identity_of(os.stat(path)))
    except (OSError, ValueError):
        return ""


def _remember(base: str, lines: list[str], key: str, identity: str, seen: str, found: GameForTab) -> None:
    """Write the heads with this game's first (`seen`: when it was read, or BY_WRITER)."""
    if not plain_words([key, *found.players]) or not os.path.isdir(base):
        return
    entry = "\t".join([key, identity, seen, "1" if found.finished else "0", " ".join(found.options), *found.players])
    others = [line for line in lines if line.split("\t", 1)[0] != key][: KEPT_HEADS - 1]
    write_kept(os.path.join(base, HEADS), "\n".join([HEADS_HEADER, entry, *others]) + "\n")
