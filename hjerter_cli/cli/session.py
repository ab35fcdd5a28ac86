"""The game session: which data dir and game file a command acts on, the game as loaded, and
whether its change is already saved.

One `Session` lives on `ctx.obj` for the whole command line. The options `--data-dir`, `--game`
and `--file` are noted in it wherever they stand (before the command or after it; after wins),
and the session resolves them once, when a command first asks. Writers change a game only
through `update` (or `create`, `create_all`, `delete`), which hand the change to the store's one
write path (store/saving.py): it takes the lock, reads the file again if another shell saved it
meanwhile, applies the core's change, saves, and records that the change is committed; the
session never locks or writes a file itself. The error/interrupt boundary and the stream guard
ask `saved` what happened, so their sentence is always true; `--output` asks `protected` which
files it may not overwrite.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from hjerter_cli.core.game import Game, Sheet, sheet
from hjerter_cli.core.records import Record
from hjerter_cli.errors import RefusedError, UsageError
from hjerter_cli.store import gamefile, paths

Change = TypeVar("Change")

if TYPE_CHECKING:
    from hjerter_cli.store.saving import Saving, Writer


class GameRef(Record):
    """Which game a command acts on: the data dir, its file and the name it is shown by; for a
    game only the club holds, opened here (store/clubgames.py), the club's file it is read from
    until its first save makes `path` (`source`)."""

    base: Path
    path: Path
    name: str
    source: str = ""


def unknown_game(name: str) -> RefusedError:
    from hjerter_cli.render.said_usage import no_game_called

    return RefusedError(no_game_called(name))


class Session:
    """The game one command line acts on, resolved once; the one writer of game files.

    The options `--data-dir`, `--game` and `--file` are noted wherever they stand (before the
    command or after it; after wins) by `session_of`, and resolved when a command first asks."""

    def __init__(self) -> None:
        self.before: dict[str, Any] = {}  # options given before the command word
        self.after: dict[str, Any] = {}  # options given after it
        self._writer: Writer | None = None
        self.told = False  # whether the interrupt's sentence has been said
        self.stopped_after: str | None = None  # what a Ctrl-C now says, where work other than a save was done
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
            from hjerter_cli.render.said_usage import no_game_before

            raise UsageError(no_game_before(command))

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
        """A game by name or file in this data dir; neither: the current game (paths.which_game).
        In a club, a name `list` gives a game only the club holds, or a path to the club's own file
        of a game, is that game here (store/clubgames.py)."""
        try:
            path, name = paths.which_game(str(self.base), game, None if file is None else str(file))
        except RefusedError:
            opened = self._club_game(game, file)
            if opened is None:
                raise
            return opened
        if file is None and os.path.exists(path):
            return GameRef(self.base, Path(path), name)  # a game of this data dir, as ever
        return self._club_game(game, file) or GameRef(self.base, Path(path), name)

    def _club_game(self, game: str | None, file: Path | str | None) -> GameRef | None:
        """The club's game named (or the current one) or given by its club file, where the data dir
        is in a club; None otherwise."""
        if not paths.exists(os.path.join(self.base, "club")) and not os.environ.get("HJERTER_CLUB"):
            return None  # in no club: nothing of the club's is imported
        from hjerter_cli.store import clubgames

        if file is not None:
            opened = clubgames.by_file(self.base, str(file))
        else:
            name = game if game is not None else paths.current_name(self.base)
            opened = clubgames.by_name(self.base, name) if name is not None else None
        return None if opened is None else GameRef(self.base, Path(opened.path), opened.name, opened.source)

    def load(self) -> tuple[Game, Sheet]:
        """The game as read (once), remembering which version of the file it was."""
        if self._loaded is None:
            seen = paths.file_identity(self.ref.path)
            self._loaded = (seen, *load_existing(self.ref))
            if self.ref.path.parent == Path(paths.games_dir(self.base)):
                from hjerter_cli.store import reindex

                reindex.made_after_an_upgrade(str(self.base))  # the Tab's players, once after an upgrade
        return self._loaded[1], self._loaded[2]

    # Writing: through the store's one write path (store/saving.py) ------------------------------

    @property
    def writer(self) -> Writer:
        if self._writer is None:
            from hjerter_cli.store.saving import Writer  # a command that only reads never loads it

            self._writer = Writer(self.base)
        return self._writer

    @property
    def saved(self) -> Saving | None:
        """The change this command committed, if any (store/saving.py: asked of the file itself
        while a write is under way, so that an interrupt at any moment of it is told the truth)."""
        return self._writer.saved if self._writer is not None else None

    def update(self, change: Callable[[Game, Sheet], tuple[Game, Sheet, Change]]) -> tuple[Game, Sheet, Change]:
        """Apply a change to the game under the writer's lock and save it.

        `change` gets the latest game and its sheet (read again if another shell saved meanwhile)
        and returns the changed game, its sheet and anything the command wants back; raising
        saves nothing. After the save, `saved` says so, and the session holds the new game."""
        if self._loaded is None:
            self.load()
        assert self._loaded is not None
        read, game, scored = self._loaded
        ref = self._writable(self.ref)
        try:
            changed, after, result, seen = self.writer.update(ref.path, read, game, scored, change)
        except BaseException:
            if ref.source and not paths.exists(ref.path):
                from hjerter_cli.store import clubnotes

                clubnotes.forget(self.base, ref.path)
            raise
        self._loaded = (seen, changed, after)
        return changed, after, result

    def create(self, ref: GameRef, game: Game, scored: Sheet | None = None) -> None:
        """Save a new game; refused when one is there already (checked again under the lock).
        `scored`: its sheet, where the caller has it."""
        seen = self.writer.create(self._writable(ref).path, ref.name, game, scored)
        self._ref = ref
        self._loaded = (seen, game, scored if scored is not None else sheet(game))

    def create_all(self, games: list[tuple[str, Game, Sheet]]) -> None:
        """Save new games under their names in the data dir (`import`), all or none."""
        self.writer.create_all(games)

    def _writable(self, ref: GameRef) -> GameRef:
        """A game file a save may write: never one in the club's folder, whose files the club's copy
        writes (no `.bak`, lock or temp file of hjerter's goes there). A club's game opened here is
        noted first as read from its club file (store/clubgames.py)."""
        if paths.exists(os.path.join(self.base, "club")) or os.environ.get("HJERTER_CLUB"):
            from hjerter_cli.store import clubgames

            if clubgames.in_club(self.base, ref.path):
                from hjerter_cli.render.said_club import not_a_table_file

                raise RefusedError(not_a_table_file(str(ref.path)))
            if ref.source and not paths.exists(ref.path):
                clubgames.opened_from(self.base, ref.path, ref.source)
        return ref

    def delete(self, ref: GameRef) -> None:
        """Remove a game file with its backup and lock file."""
        self.writer.delete(ref.path)

    def make_current(self, name: str | None) -> None:
        """Remember `name` as the current game of the data dir (None forgets it)."""
        self.writer.make_current(name)

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


def load_existing(ref: GameRef) -> tuple[Game, Sheet]:
    """Load a game, saying 'unknown game' in words a player understands; a club's game not yet
    saved here from the club's file."""
    if ref.source and not paths.exists(ref.path):
        return gamefile.load(ref.source)
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
