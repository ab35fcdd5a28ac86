"""The club's folder: one history from every table, carried between machines by git or a folder
sync (Syncthing, Nextcloud, Dropbox); hjerter only reads and writes files there.

A data dir is in a club when HJERTER_CLUB names a folder, or the file `club` beside the games
does. The club keeps one file a game in DIR/games/, named by the game (when it started, in UTC to
the second, its players in their seats, and a check of its identity: store/gameid.py), written atomically
(a temp file in DIR/games/, then a rename), and the aliases every table counts alike in
DIR/aliases.toml. Nothing of hjerter's own bookkeeping (caches, indexes, locks) goes into DIR.
"""

from __future__ import annotations

import errno
import os
import stat
from contextlib import suppress
from pathlib import Path

from hjerter_cli.errors import StoreError
from hjerter_cli.store.clubfolder import CLUB_FILE, folder_of  # which club (a Tab reads it too)
from hjerter_cli.store.gameid import Key, file_name, identity, names_of, utc_second
from hjerter_cli.store.paths import cannot_use, read_small
from hjerter_cli.store.writing import write_atomic

TYPE_CHECKING = False
if TYPE_CHECKING:
    from hjerter_cli.core.game import Game
    from hjerter_cli.store.paths import PathText

ALIASES = "aliases.toml"
MOST = 1024 * 1024  # a club file larger than a game file can be is no game
__all__ = ["CLUB_FILE", "Key", "file_name", "folder_of", "identity", "names_of", "utc_second"]


# Which club --------------------------------------------------------------------------------------


def games_of(folder: PathText) -> str:
    return os.path.join(folder, "games")


def linked(path: PathText) -> bool:
    """Whether a folder of the club's is a link (another table's commit can make `games` one):
    nothing is read or written through it."""
    return os.path.islink(path)


def real_games(folder: PathText) -> str:
    """The club's games folder to write into, refused where it is a link."""
    import errno

    games = games_of(folder)
    if linked(games):
        raise StoreError(cannot_use(games, OSError(errno.ELOOP, os.strerror(errno.ELOOP))))
    return games


def join(base: Path, folder: str) -> str:
    """Join the club kept in `folder` (made if missing, with its games folder) for this data dir."""
    from hjerter_cli.store.writing import make_dirs

    folder = os.path.abspath(folder)
    try:
        os.makedirs(games_of(folder), exist_ok=True)
    except OSError as error:
        raise StoreError(cannot_use(folder, error)) from error
    make_dirs(base)
    write_atomic(base / CLUB_FILE, folder + "\n", follow_links=False)
    return folder


def leave(base: Path) -> bool:
    """Leave the club (nothing in its folder is touched); whether there was one to leave."""
    try:
        os.unlink(base / CLUB_FILE)
    except FileNotFoundError:
        return False
    except OSError as error:
        raise StoreError(cannot_use(base / CLUB_FILE, error)) from error
    return True


# A game's file in the club -----------------------------------------------------------------------


def name_of(game: Game) -> str:
    """The club's file name of a game (store/gameid.py `file_name`)."""
    return names_of(game.players, game.started, game.id)[0]


def as_saved(path: PathText, game: Game) -> Game:
    """A game of this data dir as its first save writes it: a file without `started` (1.0's)
    started when it was last changed, as it is counted here; so its club copy is the same game."""
    from hjerter_cli.store.codec import started_from_file

    return game if game.started else game._replace(started=started_from_file(Path(path)))


def dated(path: PathText, game: Game, data: bytes) -> tuple[Game, bytes]:
    """A game of this data dir and its file's bytes as its first save writes them (`as_saved`):
    what its club copy holds."""
    if game.started:
        return game, data
    from hjerter_cli.store.writing import game_text

    game = as_saved(path, game)
    return game, game_text(Path(path), game)


def fingerprint(game: Game) -> str:
    """The rounds of a game in a few characters: two files of one game with one fingerprint are
    the same version."""
    import hashlib

    return hashlib.blake2b(repr((game.rounds, game.settings)).encode("utf-8"), digest_size=12).hexdigest()


def digest(data: bytes) -> str:
    """A file's bytes in a few characters (store/clubnotes.py notes a club's file by it)."""
    import hashlib

    return hashlib.blake2b(data, digest_size=16).hexdigest()


# Reading a club's file: other people's, so read as hostile --------------------------------------


def read_bytes(path: PathText) -> bytes | None:
    """A club file's bytes when it is a regular file (not a link) of at most a game's size; None
    otherwise, never waited on (paths.read_small: a FIFO is not read, nor a device)."""
    try:
        if stat.S_ISLNK(os.lstat(path).st_mode):
            return None
    except (OSError, ValueError):
        return None
    return read_small(path, MOST)


# Writing the club's copy --------------------------------------------------------------------------


def copy_saved(base: PathText, path: PathText, game: Game, behind: str = "") -> str | None:
    """After a save (store/saving.py AFTER_SAVE): write the game's file into the club, and drop
    the club's file of the game's old identity when the save changed it (a rename). Returns the
    file it wrote, or None when the data dir is in no club. `behind`: see `publish`."""
    folder = folder_of(base)
    if folder is None:
        return None
    data = read_bytes(path)
    if data is None:
        return None
    previous = os.fspath(path) + ".bak"
    name = name_of(game)
    if removed_from(folder, game):
        return None
    if not linked(games_of(folder)) and not os.path.lexists(os.path.join(games_of(folder), name)):  # renamed?
        before = parse(read_bytes(previous) or b"")
        if before is not None and name_of(before) != name:
            with suppress(OSError):
                os.unlink(os.path.join(games_of(folder), name_of(before)))
    return publish(folder, game, data, base, previous, behind)


def removed_from(folder: str, game: Game) -> bool:
    """Whether the club removed this game (`hjerter club remove`): no save writes it back."""
    if not os.path.lexists(os.path.join(folder, "removed.toml")):
        return False
    from hjerter_cli.store import clubremoved

    return clubremoved.read(folder).gone(name_of(game)[: -len(".toml")])


def clear_temps(games: str) -> None:
    """The temp files that saves killed midway left in the club's games folder."""
    from hjerter_cli.store.writing import clear_stale_temps

    try:
        names = [name for name in os.listdir(games) if not name.startswith(".")]
    except OSError:
        return
    clear_stale_temps(Path(games), names)


def table_of(base: PathText) -> str:
    """This table's name in the club's conflict copies: its machine and its data dir."""
    import socket
    import zlib

    host = "".join(char if char.isalnum() else "-" for char in socket.gethostname())[:32] or "table"
    return f"{host}-{zlib.crc32(os.path.abspath(base).encode('utf-8', 'replace')):08x}"


def publish(folder: str, game: Game, data: bytes, base: PathText, previous: str | None = None, behind: str = "") -> str:
    """Write a game's file into the club under its identity's name. What the club holds there is
    replaced only when it is this table's previous version (`previous`, the backup the save
    kept; `behind`, the digest of a version this table could not replace before:
    store/clubnotes.py), the same, or the start of this one; otherwise (another table changed it too) this
    version is written beside it as a conflict copy, so that neither is lost."""
    games = real_games(folder)
    name = name_of(game)
    target = os.path.join(games, name)
    there = read_bytes(target)
    if there is not None and there != data:
        since = stands(there, data, previous, behind)
        if since in ("ahead", "same"):
            return name  # the club's holds this version and more: another table is ahead
        if since == "apart":
            name = f"{name[: -len('.toml')]}.conflict-{table_of(base)}.toml"
            target = os.path.join(games, name)
    try:
        os.makedirs(games, exist_ok=True)
    except OSError as error:
        if isinstance(error, FileExistsError):  # a file stands where the folder should be
            error = NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR))
        raise StoreError(cannot_use(games, error)) from error
    write_new(target, data)
    return name


def write_new(path: str, data: bytes) -> None:
    """Write a file of the club: the house's one atomic write (store/writing.py), no link
    followed, without listing the folder for stale temp files first (a club's folder may hold
    thousands of games; `club sync` clears them)."""
    write_atomic(Path(path), data, follow_links=False, clear_temps=False)


def stands(there: bytes, data: bytes, previous: str | None, behind: str = "") -> str:
    """How the club's file `there` stands to this version: "behind" (this table's previous
    version, or one this table noted as left behind, or older by the club's rule: this one
    replaces it), "ahead" (it holds this one's rounds and more: it stays), "same", or "apart"
    (changed at another table too: both are kept). The club's rule is `decide`'s, seen from the
    club's file."""
    if (previous is not None and read_bytes(previous) == there) or (behind and digest(there) == behind):
        return "behind"
    verdict = decide(data, there)
    return {"ahead": "behind", "behind": "ahead"}.get(verdict, verdict)


def decide(here: bytes, there: bytes) -> str:
    """The club's one rule of versions, on two files' bytes (`relation` on the games they hold)."""
    if here == there:
        return "same"
    return relation(parse(here), parse(there))


def relation(mine: Game | None, theirs: Game | None) -> str:
    """How the version `theirs` of a game stands to the version `mine`: "same" (the same game
    and rounds), "behind" (`theirs` holds these rounds and more: it replaces this one), "ahead"
    (this one holds its rounds and more: this one stays), or "apart" (changed at two tables, or
    not one game: both are kept). A file that holds no game loses to one that does; two that
    hold none are apart."""
    if mine is None or theirs is None:
        return "apart" if mine is theirs else ("behind" if mine is None else "ahead")
    if mine.settings != theirs.settings or mine.players != theirs.players or mine.started != theirs.started:
        return "apart"
    if mine.rounds == theirs.rounds:
        return "same"
    if theirs.rounds[: len(mine.rounds)] == mine.rounds:
        return "behind"
    return "ahead" if mine.rounds[: len(theirs.rounds)] == theirs.rounds else "apart"


def parse(data: bytes) -> Game | None:
    """A game from a file's bytes, None when they hold no game."""
    from hjerter_cli.errors import RefusedError
    from hjerter_cli.store import codec, plaintoml

    try:
        return codec.game_from_data(plaintoml.document(data.decode("utf-8")))
    except (UnicodeDecodeError, plaintoml.NotToml, codec.Damaged, RefusedError):
        return None
    except (RecursionError, ValueError, TypeError, MemoryError):  # values no game has
        return None


# A game's versions in the club, kept or removed --------------------------------------------------


def versions_of(folder: str, names: tuple[str, ...], ending: str = ".toml") -> list[str]:
    """The club's files of one game (`names`: its file names, `names_of`): its own, and the copies
    beside them that keep a name's start (hjerter's `.conflict-`, Syncthing's `.sync-conflict-`,
    Dropbox's and Nextcloud's conflicted copies); regular files only, sorted."""
    stems = [name[: -len(".toml")] for name in names]
    games = games_of(folder)
    if linked(games):
        return []
    try:
        listed = os.listdir(games)
    except OSError:
        return []
    found = []
    for name in listed:
        path = os.path.join(games, name)
        if name.endswith(ending) and any(_copy_of(name, stem) for stem in stems) and _regular(path):
            found.append(path)
    return sorted(found)


def _copy_of(name: str, stem: str) -> bool:
    """Whether a file name is a game's own (`stem`) or a copy's beside it: the stem, then `.` (its
    ending, hjerter's and Syncthing's copies), ` (` (Dropbox's, Nextcloud's) or `_conflict`; never
    another game's name that merely starts alike."""
    return name.startswith(stem) and name[len(stem) :].startswith((".", " (", "_conflict"))


def _regular(path: str) -> bool:
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        return False


def remove_file(path: str) -> bool:
    """Remove one of the club's files; False where it was gone already (another table's sync)."""
    try:
        os.unlink(path)
    except FileNotFoundError:
        return False
    except OSError as error:
        raise StoreError(cannot_use(path, error)) from error
    return True


def remove_game(folder: str, game: Game) -> int:
    """Remove every club file of a game; how many there were."""
    return sum(remove_file(path) for path in versions_of(folder, names_of(game.players, game.started, game.id)))


def raw_aliases(folder: str) -> dict[str, str]:
    """The aliases as written (other name -> name) that can be read (store/clubaliases.py)."""
    from hjerter_cli.store import clubaliases

    return clubaliases.read(folder)[0]


def conflict_suffix(table: str, came: str = "") -> str:
    """The end of a conflict copy's name (after the game's own name without `.toml`)."""
    return f".conflict-{table}{'-' + came if came else ''}.toml"
