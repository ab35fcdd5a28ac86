"""The one write path: every game hjerter saves, makes or deletes, a batch of games brought in by
`import`, and the current-game marker, written here and nowhere else.

A write holds the game's lock, then the games folder's (lock.py): the game's keeps a second writer
of that game out while the game is read again and changed; the folder's lets each writer in turn
bring the Tab's index (tabindex.py) up to date with its change. Under both, the new file is
written beside the game and renamed over it, the old one kept as its backup (writing.py), and the
Tab's index and what a Tab needs of the game are kept. `Writer.saved` says what is committed, asked of the file
itself while a write is under way, so that the sentence of an error or a Ctrl-C at any moment of it
is true.

After each write, still under both locks, every step of `AFTER_SAVE` is called with the game as
the write left it (`Written`): for every save, new game, delete and imported game, once the file is
in place. That is where a second copy of each saved game is written (the club's). The write is
committed by then (`saved` says so): a step that fails gives back what it could not do (a
StoreError), which the writer keeps in `not_done` for the command to say beside its report; the
save stays the save it was.
"""

from __future__ import annotations

import os
from contextlib import contextmanager
from pathlib import Path

from hjerter_cli.core.game import Game, Sheet, sheet
from hjerter_cli.core.refusals import phrase
from hjerter_cli.errors import RefusedError, StoreError
from hjerter_cli.store import gamefile, lock, paths, tabindex, writing
from hjerter_cli.store.newfiles import which_file
from hjerter_cli.store.writing import real_path

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator
    from typing import TypeVar

    from hjerter_cli.store.newfiles import NewFiles

    Change = TypeVar("Change")
    Players = tuple[str, ...] | None  # a game's players (None: no game there)
    # The Tab's index as it held just before a write (None: not kept), and the game's name there
    # (`kept_name`).
    Keeping = tuple[list[str] | None, str | None]
    AfterSave = Callable[["Written"], StoreError | None]

# The records below are plain classes: a save pays for each class a command's start-up makes.


class Written:
    """A game file as a write has just left it, for the steps after it (`AFTER_SAVE`): the data dir,
    the game file as the command named it (a link stays a link; `real_path` gives the file), and the
    game it now holds with its sheet (None for both: the game was deleted)."""

    __slots__ = ("base", "path", "game", "scored")

    def __init__(self, base: Path, path: Path, game: Game | None, scored: Sheet | None) -> None:
        self.base, self.path, self.game, self.scored = base, path, game, scored


def club_copy(written: Written) -> StoreError | None:
    """In a club (HJERTER_CLUB, or the file `club` beside the games), the club's copy of the game
    saved (store/clubnotes.py, imported only in a club); what went wrong if it could not be written."""
    if written.game is None:
        return None  # a delete: the club keeps its copy
    if os.environ.get("HJERTER_CLUB") or os.path.exists(os.path.join(written.base, "club")):
        from hjerter_cli.store import clubnotes

        return clubnotes.copy(written.base, written.path, written.game)
    return None


# The steps after every write of a game, in order; see the module's docstring.
AFTER_SAVE: tuple[AfterSave, ...] = (club_copy,)


class Saving:
    """A change being written, and once it is committed, what was saved: `path`, what it is said
    as saved to (the game file; a batch's folder), and `rounds`, how many rounds it added. It is
    committed once the file at `file` is no longer the one that stood there before (`before`), or,
    for a batch of games, is its last file (`placed`)."""

    __slots__ = ("path", "rounds", "file", "before", "placed")

    def __init__(
        self, path: Path, rounds: int, file: Path, before: tuple[int, int] | None, placed: tuple[int, int] | None = None
    ) -> None:
        self.path, self.rounds, self.file, self.before, self.placed = path, rounds, file, before, placed

    def committed(self) -> bool:
        """Whether another file stands at `file` now: the new one has replaced the old (a save
        writes a new file and renames it over the game), or, for a delete, none. Only this writer
        can have done it: it holds the lock. (The backup is a second name for the old file, which
        changes its times but not which file it is.) A batch is committed once its last file is
        in place."""
        if self.placed is not None:
            return which_file(self.file) == self.placed
        return which_file(self.file) != self.before


def check_lock_timeout() -> None:
    """A bad HJERTER_LOCK_TIMEOUT, refused before anything is made."""
    lock.lock_timeout()


def game_exists(name: str) -> RefusedError:
    return RefusedError(phrase("game-exists").format(name=name))


class Writer:
    """The writes of one command line in the data dir `base`, and what of them is committed."""

    def __init__(self, base: Path) -> None:
        self.base = base
        self._saved: Saving | None = None
        self._saving: Saving | None = None
        self.after_save = AFTER_SAVE
        # What a step after a save could not do (the game file as named, and why): the save stands.
        self.not_done: list[tuple[Path, StoreError]] = []
        # The steps after the saves of this write: how many saved games they have finished, of how
        # many (a Ctrl-C among them is said with it: some club copies not written yet).
        self.after_progress = (0, 0)

    @property
    def saved(self) -> Saving | None:
        """The change committed, if any: asked of the file itself while a write is under way, so
        that an interrupt at any moment of it (after the new file has replaced the old, before the
        write returns) is told the truth."""
        if self._saved is None and self._saving is not None and self._saving.committed():
            self._saved = self._saving
        return self._saved

    # One game ----------------------------------------------------------------------------------

    def update(
        self,
        path: Path,
        seen: list[int] | None,
        game: Game,
        scored: Sheet,
        change: Callable[[Game, Sheet], tuple[Game, Sheet, Change]],
    ) -> tuple[Game, Sheet, Change, list[int] | None]:
        """Apply `change` to the game at `path` under its lock and save it; the game is read again
        first where the file is no longer the one read (`seen`: its identity then). Returns the
        changed game, its sheet, what `change` gave back, and the saved file's identity."""
        with self._locked(path) as keeping:
            if paths.file_identity(path) != seen:
                game, scored = gamefile.load(path)
            changed, after, result = change(game, scored)
            added = max(0, len(changed.rounds) - len(game.rounds))
            players = (game.players, changed.players)
            self._write(path, added, lambda: writing.save(path, changed), keeping, players, (changed, after))
            return changed, after, result, paths.file_identity(path)

    def create(self, path: Path, name: str, game: Game, scored: Sheet | None = None) -> list[int] | None:
        """Save a new game at `path` (shown as `name`); refused when one is there already (checked
        again under the lock). Returns the saved file's identity."""
        if self.kept_name(path) is not None:
            writing.make_dirs(self.base)
        if paths.exists(path):
            raise game_exists(name)  # before the lock, so a refusal leaves no lock file either
        with self._locked(path, forget_if_missing=True) as keeping:
            if paths.exists(path):
                raise game_exists(name)
            scored = scored if scored is not None else sheet(game)
            self._write(path, 0, lambda: writing.save(path, game), keeping, (None, game.players), (game, scored))
        return paths.file_identity(path)

    def create_all(self, games: list[tuple[str, Game, Sheet]]) -> None:
        """Save new games (`import`) under their names in the games folder, all or none.

        Holding the folder's lock, each is written in full to a hidden temp file, and only then
        are they linked into place, each under a name that must still be free (never over a file
        another program put there meanwhile). A failure at any step (a full disk, a name taken,
        Ctrl-C) removes every game placed: nothing was changed, and `saved` says so. Once the last
        is placed, all are saved; then the Tab's index is kept and the steps after a save run."""
        from hjerter_cli.store.newfiles import NewFiles

        writing.make_dirs(self.base)
        folder = Path(paths.games_dir(self.base))
        places = [Path(paths.game_path(self.base, name)) for name, _game, _scored in games]
        files_of = [f"{place.name}{end}" for place in places for end in ("", ".bak")]
        writing.clear_stale_temps(folder, files_of)  # the folder listed once, not once a game
        _index_after_an_upgrade(str(self.base))
        with lock.folder_locked(folder) as held:
            index = tabindex.before_change(str(self.base)) if held else None
            self._placed(games, NewFiles(places), folder)
            self.after_progress = (0, len(games))
            for (name, game, scored), place in zip(games, places, strict=True):
                if index is not None:
                    tabindex.after_change(str(self.base), index, name, None, game.players)
                    index = tabindex.before_change(str(self.base))
                self._after(place, (game, scored))

    def _placed(self, games: list[tuple[str, Game, Sheet]], files: NewFiles, folder: Path) -> None:
        """Every game written, then placed; undone at any failure (see `create_all`)."""
        try:
            for number, (_name, game, _scored) in enumerate(games):
                files.write(number, writing.game_text(files.places[number], game))
            self._saving = Saving(folder, 0, files.places[-1], None, files.written[-1])
            for number, (name, _game, _scored) in enumerate(games):
                if not files.place(number):
                    raise game_exists(name)
        except BaseException:
            files.undo()
            self._saving = None
            raise
        self._saved, self._saving = self._saving, None
        files.synced()

    def delete(self, path: Path) -> None:
        """Remove a game file with its backup and lock file."""
        with self._locked(path) as keeping:
            self._write(path, 0, lambda: remove(path), keeping, (None, None), None)
            for beside in (paths.backup_path(path), paths.lock_path(path)):
                remove(Path(beside))

    def make_current(self, name: str | None) -> None:
        """Remember `name` as the current game (None forgets it). Where it cannot be, after this
        command saved the game: refused, saying that the game was saved."""
        try:
            writing.set_current(self.base, name)
        except StoreError as error:
            if name is None or self.saved is None:
                raise
            cause = error.__cause__
            reason = writing.reason(cause) if isinstance(cause, OSError) else phrase("not-a-regular-file")
            raise StoreError(phrase("saved-not-current").format(name=name, reason=reason)) from error

    # The protocol --------------------------------------------------------------------------------

    @contextmanager
    def _locked(self, path: Path, forget_if_missing: bool = False) -> Iterator[Keeping]:
        """Hold the game's lock, then the games folder's (lock.py); yields the Tab's index as it
        holds for the folder, read first (tabindex.before_change), for the write to bring up to
        date, and the game's name there (see `kept_name`; no index for a game elsewhere, or
        where the folder cannot be locked). A new game's lock file is made under the folder's
        lock, the index kept with it; the folder's lock is never held while waiting for a game's."""
        name = self.kept_name(path)
        folder = path.parent if name is not None else real_path(path).parent
        base = str(self.base)
        if name is not None:
            _index_after_an_upgrade(base)
        if name is not None and not paths.exists(paths.lock_path(path)) and tabindex.before_change(base) is not None:
            with lock.folder_locked(folder) as held:  # looked at again, held
                index = tabindex.before_change(base) if held else None
                if lock.make_lock_file(path) and index is not None:
                    tabindex.after_change(base, index, "", None, None)  # no game changed
        with lock.locked(path, forget_if_missing), lock.folder_locked(folder) as held:
            yield (tabindex.before_change(base) if held and name is not None else None), name

    def _write(
        self,
        path: Path,
        rounds: int,
        write: Callable[[], None],
        keeping: Keeping,
        players: tuple[Players, Players],
        saved: tuple[Game, Sheet] | None,
    ) -> None:
        """Run one write of `path` (a save or a delete), noting first what the file was; then
        bring the Tab's index (`keeping`, from `_locked`) up to date with it (`players`: the
        game's players before and after), remember what a Tab needs of the saved game (`saved`:
        the game and its sheet; None after a delete), and run the steps after a save."""
        target = real_path(path)
        self._saving = Saving(target, rounds, target, which_file(target))
        write()
        self._saved, self._saving = self._saving, None
        self.after_progress = (0, 1)
        index, name = keeping
        if index is not None and name is not None:
            tabindex.after_change(str(self.base), index, name, *players)
        if saved is not None:
            tabindex.remember_for_tab(str(self.base), str(path), saved[1])
        self._after(path, saved)

    def _after(self, path: Path, saved: tuple[Game, Sheet] | None) -> None:
        written = Written(self.base, path, *(saved if saved is not None else (None, None)))
        for step in self.after_save:
            failed = step(written)
            if isinstance(failed, StoreError):
                self.not_done.append((path, failed))
        done, total = self.after_progress
        self.after_progress = (done + 1, total)

    def kept_name(self, path: Path) -> str | None:
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


def write_export(path: Path, text: str) -> None:
    """A file that holds no game (`show --output`), replaced atomically (writing.write_atomic)."""
    writing.write_atomic(path, text)


def remove(path: Path) -> None:
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as error:
        raise StoreError(phrase("delete-failed").format(path=path, reason=error)) from error


def _index_after_an_upgrade(base: str) -> None:
    """The Tab's index made from the games where there is none of this hjerter (after an upgrade),
    before a save adds its game to it: a Tab then offers every player, not only the saved game's."""
    if tabindex.none_of_this_version(base):
        from hjerter_cli.store import reindex

        reindex.made_after_an_upgrade(base)
