"""The game session: which data dir and game file a command acts on, the game as loaded, and
whether its change is already saved.

One `Session` lives on `ctx.obj` for the whole command line. The options `--data-dir`, `--game`
and `--file` are noted in it wherever they stand (before the command or after it; after wins),
and the session resolves them once, when a command first asks. Writers change a game only
through `update` (or `create`, `delete`), which takes the lock, reads the file again if another
shell saved it meanwhile, applies the core's change, saves, and records that the change is
committed. The error/interrupt boundary and the stream guard ask `saved` what happened, so their
sentence is always true; `--output` asks `protected` which files it may not overwrite.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

from hjerter_cli.core.game import Game, Sheet, sheet
from hjerter_cli.core.light_typing import Record
from hjerter_cli.errors import RefusedError, StoreError, UsageError
from hjerter_cli.i18n import _
from hjerter_cli.store import gamefile, paths

Change = TypeVar("Change")
# A game's players before a write and after it (None: no game there before, or none after).
Players = tuple[tuple[str, ...] | None, tuple[str, ...] | None]
Index = list[str] | None  # the lines of the Tab's index as they held before a write (store/tabindex.py)
Keeping = tuple[Index, str | None]  # and the game's name in the games folder (Session._kept_name)


class GameRef(Record):
    """Which game a command acts on: the data dir, its file and the name it is shown by."""

    base: Path
    path: Path
    name: str


class Saved(Record):
    """A change that is committed: the file now holds it. `rounds` is how many rounds it added."""

    path: Path
    rounds: int


class Saving(Record):
    """A change being written: the file, which file stood at its path before, the rounds it adds."""

    path: Path
    before: tuple[int, int] | None
    rounds: int

    def committed(self) -> bool:
        """Whether another file stands at the path now: the new one has replaced the old (a save
        writes a new file and renames it over the game), or, for a delete, none. Only this writer
        can have done it: it holds the lock. (The backup is a second name for the old file, which
        changes its times but not which file it is.)"""
        return _which_file(self.path) != self.before


def _which_file(path: Path) -> tuple[int, int] | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_dev, info.st_ino


def unknown_game(name: str) -> RefusedError:
    return RefusedError(_("There is no game called {name}; see `hjerter list`.").format(name=name))


class Session:
    """The game one command line acts on, resolved once; the one writer of game files.

    The options `--data-dir`, `--game` and `--file` are noted wherever they stand (before the
    command or after it; after wins) by `session_of`, and resolved when a command first asks."""

    def __init__(self) -> None:
        self.before: dict[str, Any] = {}  # options given before the command word
        self.after: dict[str, Any] = {}  # options given after it
        self._saved: Saved | None = None
        self._saving: Saving | None = None
        self.told = False  # whether the interrupt's sentence has been said
        self.contexts: set[int] = set()  # the parser contexts whose options are noted
        self._base: Path | None = None
        self._ref: GameRef | None = None
        self._loaded: tuple[list[int] | None, Game, Sheet] | None = None

    # Options ---------------------------------------------------------------------------------

    def note(self, name: str, value: Any, after: bool) -> None:
        """An option's value as the parser meets it (None: not given)."""
        if value is not None:
            (self.after if after else self.before)[name] = value

    def given(self, name: str) -> Any:
        """An option that says which game, as the command line gives it (paths.chosen)."""
        return paths.chosen(self.before, self.after, name)

    def no_game_before(self, command: str) -> None:
        """list, stats, use and delete act on no one game: --game or --file before them is a mistake."""
        if "game" in self.before or "file" in self.before:
            raise UsageError(_("`hjerter {command}` takes no --game or --file before it.").format(command=command))

    # Resolving -------------------------------------------------------------------------------

    @property
    def base(self) -> Path:
        """The data dir: --data-dir, else $HJERTER_DATA_DIR, else the user data dir."""
        if self._base is None:
            self._base = Path(paths.data_dir(self.given("data_dir")))
        return self._base

    @property
    def ref(self) -> GameRef:
        """The game named by --game or --file, else the current game."""
        if self._ref is None:
            self._ref = self.resolve(self.given("game"), self.given("file"))
        return self._ref

    def resolve(self, game: str | None, file: Path | str | None) -> GameRef:
        """A game by name or file in this data dir; neither: the current game (paths.which_game)."""
        path, name = paths.which_game(str(self.base), game, None if file is None else str(file))
        return GameRef(self.base, Path(path), name)

    def load(self) -> tuple[Game, Sheet]:
        """The game as read (once), remembering which version of the file it was."""
        if self._loaded is None:
            seen = paths.file_identity(self.ref.path)
            self._loaded = (seen, *load_existing(self.ref))
        return self._loaded[1], self._loaded[2]

    # Writing ---------------------------------------------------------------------------------

    @property
    def saved(self) -> Saved | None:
        """The change this command committed, if any: asked of the file itself while a write is
        under way, so that an interrupt at any moment of it (after the new file has replaced the
        old, before the write returns) is told the truth."""
        if self._saved is None and self._saving is not None and self._saving.committed():
            self._saved = Saved(self._saving.path, self._saving.rounds)
        return self._saved

    @contextmanager
    def _locked(self, path: Path, forget_if_missing: bool = False) -> Iterator[Keeping]:
        """Hold the game's lock, then the games folder's (lock.py); yields the Tab's index as it
        holds for the folder, read first (tabindex.before_change), for the write to bring up to
        date, and the game's name there (see `_kept_name`; no index for a game elsewhere, or
        where the folder cannot be locked). A new game's lock file is made under the folder's
        lock, the index kept with it; the folder's lock is never held while waiting for a game's."""
        from hjerter_cli.store import lock, tabindex
        from hjerter_cli.store.writing import real_path

        name = self._kept_name(path)
        folder = path.parent if name is not None else real_path(path).parent
        base = str(self.base)
        if name is not None and not paths.exists(paths.lock_path(path)) and tabindex.before_change(base) is not None:
            with lock.folder_locked(folder) as held:  # looked at again, held
                index = tabindex.before_change(base) if held else None
                lock.make_lock_file(path)
                if index is not None:
                    tabindex.after_change(base, index, "", None, None)  # no game changed
        with lock.locked(path, forget_if_missing), lock.folder_locked(folder) as held:
            yield (tabindex.before_change(base) if held and name is not None else None), name

    def _write(
        self,
        path: Path,
        rounds: int,
        write: Callable[[], None],
        keeping: Keeping,
        players: Players,
        scored: Sheet | None = None,
    ) -> None:
        """Run one write of `path` (a save or a delete), noting first what the file was; then
        bring the Tab's index (`keeping`, from `_locked`) up to date with it (`players`: the
        game's players before and after), and remember the saved game's head (`scored`: its sheet)."""
        from hjerter_cli.store import tabindex
        from hjerter_cli.store.writing import real_path

        target = real_path(path)
        self._saving = Saving(target, _which_file(target), rounds)
        write()
        self._saved, self._saving = Saved(target, rounds), None
        index, name = keeping
        if index is not None and name is not None:
            tabindex.after_change(str(self.base), index, name, *players)
        if scored is not None:
            tabindex.keep_head(str(self.base), str(path), scored)

    def _kept_name(self, path: Path) -> str | None:
        """The name a command takes the game file by, "" for a file of the games folder no command
        takes by name, None for one elsewhere (or a link): the Tab's index is kept of none such."""
        folder = paths.games_dir(self.base)
        if str(path.parent) != folder or not path.name.endswith(".toml") or os.path.islink(path):
            return None
        name = path.name[: -len(".toml")]
        try:
            return name if paths.game_name(name) == name else ""
        except RefusedError:
            return ""

    def update(self, change: Callable[[Game, Sheet], tuple[Game, Sheet, Change]]) -> tuple[Game, Sheet, Change]:
        """Apply a change to the game under the writer's lock and save it.

        `change` gets the latest game and its sheet (read again if another shell saved meanwhile)
        and returns the changed game, its sheet and anything the command wants back; raising
        saves nothing. After the save, `saved` says so, and the session holds the new game."""
        from hjerter_cli.store import writing  # the writer's: a command that only reads never loads them

        if self._loaded is None:
            self.load()
        assert self._loaded is not None
        _seen, game, scored = self._loaded
        path = self.ref.path
        with self._locked(path) as keeping:
            if paths.file_identity(path) != self._seen:
                game, scored = gamefile.load(path)
            changed, after, result = change(game, scored)
            added = max(0, len(changed.rounds) - len(game.rounds))
            players = (game.players, changed.players)
            self._write(path, added, lambda: writing.save(path, changed), keeping, players, after)
            self._loaded = (paths.file_identity(path), changed, after)
        return changed, after, result

    @property
    def _seen(self) -> list[int] | None:
        return self._loaded[0] if self._loaded is not None else None

    def create(self, ref: GameRef, game: Game, scored: Sheet | None = None, swept: bool = False) -> None:
        """Save a new game; refused when one is there already (checked again under the lock).
        `scored`: its sheet, where the caller has it; `swept`: see writing.save."""
        from hjerter_cli.store import writing

        taken = RefusedError(
            _("A game called {name} exists already; choose another name with --game.").format(name=ref.name)
        )
        if paths.exists(ref.path):
            raise taken  # before the lock, so a refusal leaves no lock file either
        with self._locked(ref.path, forget_if_missing=True) as keeping:
            if paths.exists(ref.path):
                raise taken
            scored = scored if scored is not None else sheet(game)
            head = None if swept else scored  # a batch of games (import) leaves the Tab's heads as they were
            self._write(ref.path, 0, lambda: writing.save(ref.path, game, swept), keeping, (None, game.players), head)
        self._ref = ref
        self._loaded = (paths.file_identity(ref.path), game, scored)

    def delete(self, ref: GameRef) -> None:
        """Remove a game file with its backup and lock file."""

        with self._locked(ref.path) as keeping:
            self._write(ref.path, 0, lambda: _remove(ref.path), keeping, (None, None))
            for beside in (paths.backup_path(ref.path), paths.lock_path(ref.path)):
                _remove(Path(beside))

    # What may not be overwritten -------------------------------------------------------------

    def protected(self) -> list[Path]:
        """The files `--output` must never replace: the game shown, every game file of the data
        dir, and their backups (compared by the file itself, so no other spelling or link gets by)."""
        kept: list[Path] = []
        if self._ref is not None:
            kept += [self._ref.path, Path(paths.backup_path(self._ref.path))]
        folder = Path(paths.games_dir(self.base))
        try:
            names = os.listdir(folder)
        except OSError:
            names = []
        kept += [folder / name for name in names if name.endswith((".toml", ".toml.bak"))]
        return kept


def _remove(path: Path) -> None:
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as error:
        raise StoreError(_("Could not delete {path} ({reason}).").format(path=path, reason=error.strerror)) from error


def load_existing(ref: GameRef) -> tuple[Game, Sheet]:
    """Load a game, saying 'unknown game' in words a player understands."""
    if not paths.exists(ref.path) and ref.path.parent == Path(paths.games_dir(ref.base)):
        raise unknown_game(ref.name)
    return gamefile.load(ref.path)


def session_of(ctx: Any) -> Session:
    """The session of a command line (on ctx.obj), with the options of this context noted in it:
    the app's callback notes those before the command, the command those after it."""
    session: Session = ctx.ensure_object(Session)
    if id(ctx) not in session.contexts:
        session.contexts.add(id(ctx))
        for name in paths.WHERE:
            session.note(name, ctx.params.get(name), after=ctx.parent is not None)
    return session
