"""Where games live: the data dir, TOML <-> Game, atomic saves with a backup, the writer's lock."""

from __future__ import annotations

import errno
import fcntl
import os
import stat
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

from hjerter_cli.core.game import MAX_ROUNDS, Game, Sheet, sheet
from hjerter_cli.core.settings import SETTING_NAMES, Settings, check_players, check_settings, hearts_total
from hjerter_cli.core.tally import Tally, format_tally, read_round
from hjerter_cli.errors import HjerterError, RefusedError, StoreError, UsageError
from hjerter_cli.i18n import _

FORMAT = 1
# Step-by-step upgrades: MIGRATIONS[n] turns a format-n document into a format-(n+1) one.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}

HEADER = "# A hjerter game: players, settings and each round's tallies. Scores are computed on load.\n"
LOCK_TIMEOUT = 10.0
MAX_GAME_NAME = 64
SAVED: list[str] = []  # the game files this process has saved, so a failed report can say so


# The data dir and game names ---------------------------------------------------------------


def data_dir(option: Path | None) -> Path:
    """--data-dir, else $HJERTER_DATA_DIR, else the platform's user data dir; never a file."""
    if option is not None:
        base = option
    elif os.environ.get("HJERTER_DATA_DIR"):
        base = Path(os.environ["HJERTER_DATA_DIR"])
    else:
        import platformdirs  # only when needed: it costs start-up time

        base = platformdirs.user_data_path("hjerter", appauthor=False)
    for folder in (base, games_dir(base)):
        if exists(folder) and not folder.is_dir():
            raise StoreError(
                _(
                    "The data dir {path} cannot be used: {folder} is a file, not a folder; "
                    "choose another with --data-dir."
                ).format(path=base, folder=folder)
            )
    return base


def exists(path: Path) -> bool:
    """Whether anything is at `path` (a dangling link counts as nothing); a name the system cannot
    even look up, such as one too long, is nothing too, and reading it will say why."""
    try:
        os.stat(path)
    except (OSError, ValueError):
        return False
    return True


def check_game_name(name: str) -> str:
    """1-64 letters, digits, '.', '_', '-', not starting with '.' or '-': no path can escape.
    Returned in NFC, so a name typed with a composed or a decomposed letter is one game."""
    import unicodedata

    name = unicodedata.normalize("NFC", name)
    ok = (
        0 < len(name) <= MAX_GAME_NAME
        and name[0] not in ".-"
        and all(char.isalpha() or char in "0123456789._-" for char in name)
    )
    if not ok:
        raise RefusedError(
            _(
                "{name!r} is not a game name; use 1 to 64 letters, digits, '.', '_' or '-', "
                "not starting with '.' or '-'."
            ).format(name=name)
        )
    return name


def games_dir(base: Path) -> Path:
    return base / "games"


def game_path(base: Path, name: str) -> Path:
    return games_dir(base) / f"{check_game_name(name)}.toml"


def game_names(base: Path) -> list[str]:
    """The names of the `.toml` files in the games folder, sorted (a name that is not a valid game
    name is listed too, so that `list` can name it as damaged)."""
    folder = games_dir(base)
    try:
        entries = os.listdir(folder)
    except FileNotFoundError:
        return []
    except OSError as error:
        raise StoreError(_cannot_use(folder, error)) from error
    names = []
    for entry in entries:
        if entry.endswith(".toml") and not entry.startswith("."):
            names.append(entry[: -len(".toml")])
    return sorted(names)


def current_name(base: Path) -> str | None:
    """The game that `new` or `use` made current, if any."""
    try:
        name = (base / "current").read_text(encoding="utf-8").strip()
    except (FileNotFoundError, NotADirectoryError):
        return None
    except (OSError, UnicodeDecodeError):
        return None
    return name or None


def set_current(base: Path, name: str | None) -> None:
    """Remember `name` as the current game (None forgets it)."""
    path = base / "current"
    if name is None:
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        except OSError as error:
            raise StoreError(_cannot_use(path, error)) from error
        return
    make_dirs(base)
    write_atomic(path, name + "\n")


def make_dirs(base: Path) -> None:
    """Create the data dir and its games folder on first write."""
    try:
        games_dir(base).mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise StoreError(
            _("The data dir {path} cannot be used ({reason}); choose another with --data-dir.").format(
                path=base, reason=_reason(error)
            )
        ) from error


# Game <-> plain data -----------------------------------------------------------------------


def tally_to_data(players: tuple[str, ...], tally: Tally) -> str | dict[str, Any]:
    """One round as it is typed, `Ann=4 Bo=q Cy=9 Di=0`; a table when a moon choice or sun goes with it."""
    text = format_tally(players, tally)
    if tally.moon_choice is None and not tally.sun:
        return text
    data: dict[str, Any] = {"tally": text}
    if tally.moon_choice is not None:
        data["moon"] = tally.moon_choice
    if tally.sun:
        data["sun"] = True
    return data


def game_to_data(game: Game) -> dict[str, Any]:
    """The stored facts of a game, as plain data with a format version."""
    data: dict[str, Any] = {"format": FORMAT}
    if game.started:
        from datetime import datetime

        data["started"] = datetime.fromisoformat(game.started)  # a TOML date-time with offset
    return data | {
        "players": list(game.players),
        "settings": game.settings.to_dict(),
        "rounds": [tally_to_data(game.players, tally) for tally in game.rounds],
        "redo": [tally_to_data(game.players, tally) for tally in game.redo],
    }


class _Damaged(Exception):
    """Raised while reading a document; turned into a StoreError naming the file."""


def _expect(value: Any, kind: type, where: str) -> Any:
    if type(value) is not kind:
        names = {
            int: _("a whole number"),
            str: _("text"),
            bool: _("true or false"),
            list: _("a list"),
            dict: _("a table"),
        }
        raise _Damaged(_("{where} should be {kind}").format(where=where, kind=names[kind]))
    return value


def tally_from_data(players: tuple[str, ...], data: Any, where: str, total: int = 13) -> Tally:
    """The inverse of tally_to_data, refusing wrong keys, types and tallies."""
    moon, sun = None, False
    if isinstance(data, dict):
        unknown = set(data) - {"tally", "moon", "sun"}
        if unknown:
            raise _Damaged(_("{where} has an unknown key {key!r}").format(where=where, key=sorted(unknown)[0]))
        if "tally" not in data:
            raise _Damaged(_("{where} has no tally").format(where=where))
        moon = _expect(data["moon"], str, where + ".moon") if "moon" in data else None
        sun = _expect(data["sun"], bool, where + ".sun") if "sun" in data else False
        data = data["tally"]
    text = _expect(data, str, where)
    try:
        return read_round(players, text, moon, sun, total)
    except RefusedError as error:
        raise _Damaged(
            _("{where} ({text!r}): {problem}").format(where=where, text=text, problem=error.message.rstrip("."))
        ) from error


def game_from_data(data: dict[str, Any]) -> Game:
    """Plain data (any format up to FORMAT) -> Game; raises _Damaged saying what is wrong."""
    version = data.get("format")
    if version is None:
        raise _Damaged(_("it has no format key"))
    _expect(version, int, "format")
    if version > FORMAT:
        raise _Damaged(
            _("it is format {version}, from a newer hjerter (this one reads up to {known}); upgrade hjerter").format(
                version=version, known=FORMAT
            )
        )
    while version < FORMAT:
        if version not in MIGRATIONS:
            raise _Damaged(_("format {version} is unknown").format(version=version))
        data = MIGRATIONS[version](data)
        version += 1
    unknown = set(data) - {"format", "started", "players", "settings", "rounds", "redo"}
    if unknown:
        raise _Damaged(_("it has an unknown key {key!r}").format(key=sorted(unknown)[0]))
    for key in ("players", "settings"):
        if key not in data:
            raise _Damaged(_("it has no {key}").format(key=key))
    players_list = _expect(data["players"], list, "players")
    for player in players_list:
        _expect(player, str, "players")
    settings_data = _expect(data["settings"], dict, "settings")
    for key in settings_data:
        if key not in SETTING_NAMES:
            raise _Damaged(_("settings has an unknown key {key!r}").format(key=key))
    try:
        players = check_players(players_list)
        settings = check_settings(Settings(**settings_data), players)
    except RefusedError as error:
        raise _Damaged(error.message.rstrip(".")) from error
    if len(_expect(data.get("rounds", []), list, "rounds")) > MAX_ROUNDS:
        raise _Damaged(_("it has more than {most} rounds").format(most=MAX_ROUNDS))
    rounds = tuple(
        tally_from_data(players, item, f"round {number}", hearts_total(settings))
        for number, item in enumerate(_expect(data.get("rounds", []), list, "rounds"), start=1)
    )
    undone = tuple(
        tally_from_data(players, item, f"redo {number}", hearts_total(settings))
        for number, item in enumerate(_expect(data.get("redo", []), list, "redo"), start=1)
    )
    return Game(players, settings, rounds, undone, _started(data.get("started")))


def _started(value: Any) -> str:
    """`started`: a date-time with offset (TOML's own, or an ISO 8601 string); "" when absent."""
    from datetime import datetime

    if value is None:
        return ""
    if isinstance(value, str):
        try:
            value = datetime.fromisoformat(value)
        except ValueError:
            raise _Damaged(_("started should be a date and time")) from None
    if not isinstance(value, datetime) or value.tzinfo is None:
        raise _Damaged(_("started should be a date and time with its offset"))
    return value.isoformat()


def started_now() -> str:
    """This moment, with the local offset, to the second."""
    from datetime import datetime

    return datetime.now().astimezone().replace(microsecond=0).isoformat()


def started_from_file(path: Path) -> str:
    """When a file without `started` was last changed: what stats count it from."""
    from datetime import datetime

    try:
        mtime = os.stat(path).st_mtime
    except OSError:
        return started_now()
    return datetime.fromtimestamp(int(mtime)).astimezone().isoformat()


def dumps(game: Game) -> str:
    """The game file's text."""
    import tomli_w  # only writers need it

    return HEADER + tomli_w.dumps(game_to_data(game))


# Reading -------------------------------------------------------------------------------------


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


MAX_FILE_SIZE = 1024 * 1024  # 1 MiB: far beyond any game (5,000 rounds of four take about 130 KiB)


def read_game_bytes(path: Path) -> bytes:
    """A game file's bytes: a regular file (after links) of at most 1 MiB, else refused at once."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY)
    except FileNotFoundError as error:
        raise RefusedError(_("There is no game file {path}.").format(path=path)) from error
    except IsADirectoryError as error:
        raise StoreError(_("{path} is a folder, not a game file.").format(path=path)) from error
    except OSError as error:
        raise StoreError(_cannot_use(path, error)) from error
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            kind = _("a folder") if stat.S_ISDIR(info.st_mode) else _("not a regular file")
            raise StoreError(_("{path} is {kind}, so it cannot be a game file.").format(path=path, kind=kind))
        if info.st_size > MAX_FILE_SIZE:
            raise StoreError(_too_big(path))
        data = os.read(fd, MAX_FILE_SIZE + 1)
        if len(data) > MAX_FILE_SIZE:
            raise StoreError(_too_big(path))
        return data
    except OSError as error:
        raise StoreError(_cannot_use(path, error)) from error
    finally:
        os.close(fd)


def _too_big(path: Path) -> str:
    return _("The game file {path} is larger than 1 MiB, far more than any game; it cannot be used.").format(path=path)


def load(path: Path) -> tuple[Game, Sheet]:
    """Read and score a game file; a damaged one is an exit-3 error naming the file and its backup."""
    import tomllib  # not needed to complete a name or to list unchanged games

    raw = read_game_bytes(path)
    try:
        data = tomllib.loads(raw.decode("utf-8"))
        game = game_from_data(data)
        return game, sheet(game)
    except UnicodeDecodeError as error:
        problem = _("it is not UTF-8 text")
        raise StoreError(_damaged(path, problem)) from error
    except tomllib.TOMLDecodeError as error:
        raise StoreError(_damaged(path, _("it is not valid TOML ({detail})").format(detail=error))) from error
    except _Damaged as error:
        raise StoreError(_damaged(path, str(error))) from error
    except RefusedError as error:
        raise StoreError(_damaged(path, error.message.rstrip("."))) from error
    except (RecursionError, ValueError, TypeError, MemoryError) as error:
        # Nesting too deep for the parser, a number too long to read: values no game has.
        raise StoreError(_damaged(path, _("it holds values no game has"))) from error


def _damaged(path: Path, problem: str) -> str:
    message = _("The game file {path} cannot be used: {problem}.").format(path=path, problem=problem)
    backup = backup_path(path)
    if backup.is_file():
        message += " " + _("Its previous version is in {backup}.").format(backup=backup)
    return message


def _reason(error: OSError) -> str:
    return error.strerror or str(error)


def _cannot_use(path: Path, error: OSError) -> str:
    return _("{path} cannot be used ({reason}).").format(path=path, reason=_reason(error))


# Listing -------------------------------------------------------------------------------------

LIST_CACHE = "list-cache.json"


def file_identity(path: Path) -> list[int] | None:
    """Changes whenever the file does: every save is a new file (os.replace), new inode and times."""
    try:
        info = path.stat()
    except OSError:
        return None
    return [info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns]


def summarize(game: Game, scored: Sheet, path: Path) -> dict[str, Any]:
    """What `list` shows of one game, and what it adds to `stats`."""
    from hjerter_cli.core.stats import record

    return {
        "players": list(game.players),
        "rounds": len(scored.rounds),
        "finished": scored.finished,
        "winners": [game.players[seat] for seat in scored.winners],
        "record": record(game, scored, game.started or started_from_file(path)).to_data(),
    }


def game_record(path: Path) -> Any:
    """One game's contribution to `stats` (a damaged file is an exit-3 error)."""
    from hjerter_cli.core.stats import record

    game, scored = load(path)
    return record(game, scored, game.started or started_from_file(path))


_SUMMARY_KEYS = {"players", "rounds", "finished", "winners", "record"}


def summaries(base: Path) -> list[dict[str, Any]]:
    """Every saved game's summary (or why it is damaged), by name.

    Summaries of unchanged files come from a cache beside the games, keyed on each file's
    identity, so `list` stays quick with many games; it is only ever a shortcut, never a source.
    """
    import json

    cache_path = base / LIST_CACHE
    try:
        cached = json.loads(cache_path.read_text(encoding="utf-8")).get("games", {})
        if not isinstance(cached, dict):
            cached = {}
    except (OSError, ValueError, AttributeError):
        cached = {}
    fresh: dict[str, Any] = {}
    entries = []
    for name in game_names(base):
        try:
            path = game_path(base, name)
        except RefusedError:
            entries.append(
                {"name": name, "damaged": _("{name!r} is not a game name; rename the file").format(name=name)}
            )
            continue
        identity = file_identity(path)
        hit = cached.get(name)
        summary = hit.get("summary") if isinstance(hit, dict) and hit.get("identity") == identity else None
        if identity is None or not isinstance(summary, dict) or set(summary) != _SUMMARY_KEYS:
            try:
                summary = summarize(*load(path), path)
            except HjerterError as error:
                entries.append({"name": name, "damaged": error.message})
                continue
        fresh[name] = {"identity": identity, "summary": summary}
        entries.append({"name": name, **summary})
    if fresh != cached:
        with suppress(HjerterError):  # a read-only data dir still lists; it is just not remembered
            write_atomic(cache_path, json.dumps({"games": fresh}, ensure_ascii=False))
    return entries


# Writing -------------------------------------------------------------------------------------


def _fsync_dir(folder: Path) -> None:
    # The new file is in place already; a folder that cannot be fsynced (some filesystems refuse)
    # must not turn a finished save into a reported failure.
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def real_path(path: Path) -> Path:
    """The file a path stands for: a symbolic link's target, so that saving keeps the link a link."""
    try:
        return Path(os.path.realpath(path))
    except (OSError, ValueError):
        return path


def _clear_stale_temps(path: Path) -> None:
    """Remove temp files of `path` left by writers that were killed (their process is gone)."""
    try:
        names = os.listdir(path.parent)
    except OSError:
        return
    prefix = f".{path.name}."
    for name in names:
        if not (name.startswith(prefix) and name.endswith(".tmp")):
            continue
        pid = name[len(prefix) : -len(".tmp")]
        if pid.isdigit() and _alive(int(pid)):
            continue
        with suppress(OSError):
            os.unlink(path.parent / name)


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return False  # ours, from an earlier failed step of this very process
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True


def _write_temp(path: Path, data: bytes) -> Path:
    """Write and fsync a temp file beside `path`, with `path`'s permission bits when it exists."""
    temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        mode = stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        mode = None
    try:
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        try:
            if mode is not None:
                os.fchmod(fd, mode)
            written = 0
            while written < len(data):
                written += os.write(fd, data[written:])
            os.fsync(fd)
        finally:
            os.close(fd)
    except BaseException as error:  # a failed write, or Ctrl-C: never leave the temp file behind
        with suppress(OSError):
            temp.unlink()
        if isinstance(error, OSError):
            raise StoreError(_nothing_changed(path, error)) from error
        raise
    return temp


def _nothing_changed(path: Path, error: OSError) -> str:
    return _("Could not write {path} ({reason}); nothing was changed.").format(path=path, reason=_reason(error))


def _replace(temp: Path, path: Path) -> None:
    try:
        os.replace(temp, path)
        # When both names are already links to one file (a backup that is the game file it backs
        # up), rename does nothing and leaves the temp name: drop it.
        with suppress(FileNotFoundError):
            os.unlink(temp)
    except OSError as error:
        with suppress(OSError):
            temp.unlink()
        raise StoreError(_nothing_changed(path, error)) from error


def write_atomic(path: Path, content: str | bytes) -> None:
    """Temp file in the same folder, flushed and fsynced, os.replace, then fsync of the folder.

    Through a symbolic link, the file it points to is replaced and the link stays a link; the
    file keeps its permission bits."""
    path = real_path(path)
    _clear_stale_temps(path)
    data = content.encode("utf-8") if isinstance(content, str) else content
    _replace(_write_temp(path, data), path)
    _fsync_dir(path.parent)


def write_output(path: Path, text: str, games: Path) -> None:
    """--output: a regular file (or a link to one) is replaced atomically; anything else that is
    there already (/dev/stdout, a FIFO, a terminal) is written into; a folder, or a file in the
    games folder, is refused."""
    target = real_path(path)
    if target.parent == real_path(games):
        raise RefusedError(
            _("{path} is in the games folder, where only games live; choose another file for --output.").format(
                path=path
            )
        )
    try:
        info = os.stat(path)
    except OSError:
        info = None
    if info is not None and stat.S_ISDIR(info.st_mode):
        raise RefusedError(_("{path} is a folder; give a file name for --output.").format(path=path))
    if info is None or stat.S_ISREG(info.st_mode):
        write_atomic(target, text)
        return
    try:
        with open(path, "w", encoding="utf-8") as stream:
            stream.write(text)
    except OSError as error:
        raise StoreError(_("Could not write {path} ({reason}).").format(path=path, reason=_reason(error))) from error


def save(path: Path, game: Game) -> None:
    """Replace the game file atomically, keeping the version it replaces as NAME.toml.bak.

    The new game is written in full before anything is replaced, and the backup is a second name
    for the old file (a hard link; a copy where the file system has none), so a full disk or a
    failure at any step leaves the game and its backup as they were."""
    import tomllib

    if not game.started:  # a file from before `started`: its first save records when it was last changed
        game = game._replace(started=started_from_file(path))
    text = dumps(game)
    if game_from_data(tomllib.loads(text)) != game:
        raise StoreError(
            _("The game could not be written faithfully to {path}; nothing was changed.").format(path=path)
        )
    path = real_path(path)
    _clear_stale_temps(path)
    new = _write_temp(path, text.encode("utf-8"))
    try:
        backup = _backup_temp(path)
        if backup is not None:
            _replace(backup, backup_path(path))
    except BaseException:
        with suppress(OSError):
            new.unlink()
        raise
    _replace(new, path)
    SAVED.append(str(path))
    _fsync_dir(path.parent)


def _backup_temp(path: Path) -> Path | None:
    """A temp name for the current game file, to become its .bak; None when there is no game yet."""
    backup = backup_path(path)
    _clear_stale_temps(backup)
    temp = backup.with_name(f".{backup.name}.{os.getpid()}.tmp")
    with suppress(FileNotFoundError):
        temp.unlink()
    try:
        os.link(path, temp)
        return temp
    except FileNotFoundError:
        return None
    except OSError:
        pass  # no hard links here: copy instead
    try:
        previous = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as error:
        raise StoreError(_cannot_use(path, error)) from error
    return _write_temp(backup, previous)


def lock_path(path: Path) -> Path:
    return path.with_name(path.name + ".lock")


def lock_timeout() -> float:
    """$HJERTER_LOCK_TIMEOUT seconds, else 10."""
    text = os.environ.get("HJERTER_LOCK_TIMEOUT")
    if not text:
        return LOCK_TIMEOUT
    try:
        seconds = float(text)
    except ValueError:
        seconds = -1.0
    if not 0 <= seconds < 1e6:
        raise UsageError(_("HJERTER_LOCK_TIMEOUT must be a number of seconds, not {text!r}.").format(text=text))
    return seconds


@contextmanager
def locked(path: Path, forget_if_missing: bool = False) -> Iterator[None]:
    """Hold the writer's lock of a game file (on NAME.toml.lock, never the game file itself).

    fcntl.flock: the kernel drops it when the process dies, so a kill -9 leaves no stale lock.
    A lock file that was removed or replaced while we waited (by `delete`) guards nothing any
    more: we take the one now at the path instead. With `forget_if_missing`, a lock file whose
    game does not exist when we are done (a `new` that failed) is removed again.
    """
    patience = lock_timeout()  # a bad setting is refused before the lock file is made
    lock_file = lock_path(real_path(path))
    deadline = time.monotonic() + patience
    while True:
        fd = _open_lock(lock_file, path)
        try:
            _flock(fd, lock_file, path, deadline)
            if _same_file(fd, lock_file):
                break
        except BaseException:
            os.close(fd)
            raise
        os.close(fd)  # removed while we waited: try the one there now
    try:
        yield
    finally:
        if forget_if_missing and not exists(real_path(path)):
            with suppress(OSError):
                os.unlink(lock_file)
        os.close(fd)


def _open_lock(lock_file: Path, path: Path) -> int:
    try:
        return os.open(lock_file, os.O_RDWR | os.O_CREAT, 0o644)
    except IsADirectoryError as error:
        raise StoreError(_cannot_use(lock_file, error)) from error
    except FileNotFoundError as error:
        raise RefusedError(_("There is no folder {folder} for the game file.").format(folder=path.parent)) from error
    except OSError as error:
        raise StoreError(_cannot_use(path.parent, error)) from error


def _flock(fd: int, lock_file: Path, path: Path, deadline: float) -> None:
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return
        except OSError as error:
            if error.errno not in (errno.EAGAIN, errno.EACCES):
                raise StoreError(_cannot_use(lock_file, error)) from error
            if time.monotonic() >= deadline:
                raise StoreError(
                    _("{path} is locked by another hjerter that is still writing; try again in a moment.").format(
                        path=path
                    )
                ) from error
            time.sleep(0.02)


def _same_file(fd: int, lock_file: Path) -> bool:
    """Whether the lock we hold is still the file at its path."""
    try:
        held, there = os.fstat(fd), os.stat(lock_file)
    except OSError:
        return False
    return (held.st_dev, held.st_ino) == (there.st_dev, there.st_ino)
