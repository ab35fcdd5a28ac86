"""The one write path (store/saving.py): every command saves through it, the steps after a save
see every saved game, `import` of several files is all or nothing whatever stops it, a current-game
marker that cannot be written is said as what it is, and a lock file that is a link to nowhere is
named."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from hjerter_cli.store import gamefile, paths, saving
from tests.processes import made, stopped_at

HAND = "round,Ann,Bo,Cy,Di\n1,4,13,9,0\n2,0,26,26,26\n"


def sheets(folder: Path, count: int) -> list[str]:
    """`count` CSV sheets named s00.csv, s01.csv, ... (each a game of its own: s00, s01, ...)."""
    folder.mkdir(exist_ok=True)
    for number in range(count):
        (folder / f"s{number:02d}.csv").write_text(HAND, encoding="utf-8")
    return [str(folder / f"s{number:02d}.csv") for number in range(count)]


def imported(data: Path) -> list[str]:
    """The games of the data dir that an import of `sheets` made."""
    return [name for name in paths.game_names(data) if name.startswith("s")]


def hidden(data: Path) -> list[str]:
    """Temp files left in the games folder (the folder's lock file is no temp file)."""
    return sorted(entry for entry in os.listdir(data / "games") if entry.startswith(".") and entry != ".index.lock")


class TestTheStepsAfterASave:
    def test_every_command_that_writes_a_game_calls_them_with_the_game_as_saved(self, game4, tmp_path, monkeypatch):
        seen: list[tuple[str, int | None]] = []

        def step(written: saving.Written) -> None:
            if written.game is None:  # deleted: gone already
                assert not written.path.exists() and written.scored is None
            else:  # in place already, and the game it holds is the one given
                assert gamefile.load(written.path)[0] == written.game
                assert written.scored is not None and written.scored.game == written.game
            assert written.base == game4.data
            seen.append((written.path.name, None if written.game is None else len(written.game.rounds)))

        monkeypatch.setattr(saving, "AFTER_SAVE", (step,))
        for words in (
            ["round", "4", "q", "9", "0"],
            ["round", "4", "q", "9", "0"],
            ["edit", "1", "5", "q", "8", "0"],
            ["undo"],
            ["redo"],
            ["rename", "Ann", "Anne"],
            ["new", "-g", "h", "A", "B", "C"],
            ["delete", "h", "--yes"],
            ["import", *sheets(tmp_path / "in", 2)],
        ):
            game4.ok(*words)
        rounds = [("g.toml", 1), ("g.toml", 2), ("g.toml", 2), ("g.toml", 1), ("g.toml", 2), ("g.toml", 2)]
        assert seen == [*rounds, ("h.toml", 0), ("h.toml", None), ("s00.toml", 2), ("s01.toml", 2)]

    def test_a_command_that_refuses_calls_none(self, game4, monkeypatch):
        seen: list[saving.Written] = []
        monkeypatch.setattr(saving, "AFTER_SAVE", (seen.append,))
        assert game4("round", "4", "q", "9", "9").exit_code == 1
        assert game4("new", "-g", "g", "A", "B", "C").exit_code == 1
        assert seen == []


class TestImportIsAllOrNothing:
    """Several files: none of their games is there until all are; a failure at any step leaves
    none, and says so."""

    COUNT = 6

    @pytest.fixture
    def files(self, game4, tmp_path):
        return sheets(tmp_path / "in", self.COUNT)

    def nothing_changed(self, cli, before, result, exit_code, said):
        assert result.exit_code == exit_code, result.output
        assert said in result.output and result.output.count("\n") == 1, result.output
        assert imported(cli.data) == [] and hidden(cli.data) == []
        assert cli.snapshot() == before

    @pytest.mark.parametrize("failing", [1, 4, COUNT])
    def test_a_full_disk_at_any_game_saves_none(self, game4, files, monkeypatch, failing):
        real, calls = os.write, []

        def write(fd, data):
            calls.append(fd)  # the import's writes: one a game, each written whole
            if len(calls) == failing:
                raise OSError(errno.ENOSPC, "No space left on device")
            return real(fd, data)

        before = game4.snapshot()
        monkeypatch.setattr(os, "write", write)
        result = game4("import", *files)
        monkeypatch.undo()
        said = f"Could not write {game4.data / 'games' / f's{failing - 1:02d}.toml'} (No space left on device); "
        self.nothing_changed(game4, before, result, 3, said + "nothing was changed.")
        assert len(calls) == failing

    @pytest.mark.parametrize("failing", [1, 3, COUNT])
    def test_a_full_disk_as_the_games_are_placed_saves_none(self, game4, files, monkeypatch, failing):
        real, calls = os.link, []

        def link(source, place):
            calls.append(place)
            if len(calls) == failing:
                raise OSError(errno.ENOSPC, "No space left on device")
            return real(source, place)

        before = game4.snapshot()
        monkeypatch.setattr(os, "link", link)
        result = game4("import", *files)
        monkeypatch.undo()
        said = f"Could not write {calls[-1]} (No space left on device); nothing was changed."
        self.nothing_changed(game4, before, result, 3, said)

    def test_a_name_taken_after_the_check_saves_none_and_keeps_the_other(self, game4, files, monkeypatch):
        """Another program makes s03.toml while the games are written: it stays as it was made,
        and none of the import's games is there."""
        real = os.link
        theirs = game4.data / "games" / "s03.toml"

        def link(source, place):
            if not theirs.exists():
                theirs.write_bytes(game4.game_file("g").read_bytes())
            return real(source, place)

        monkeypatch.setattr(os, "link", link)
        result = game4("import", *files)
        monkeypatch.undo()
        assert result.exit_code == 1
        assert "A game called s03 exists already; choose another name with --game." in result.output
        assert imported(game4.data) == ["s03"] and theirs.read_bytes() == game4.game_file("g").read_bytes()
        assert hidden(game4.data) == [] and paths.current_name(game4.data) == "g"

    @pytest.mark.parametrize("stop", [1, 2, COUNT])
    def test_ctrl_c_as_the_games_are_placed_saves_none(self, game4, files, monkeypatch, stop):
        real, calls = os.link, []

        def link(source, place):
            calls.append(place)
            if len(calls) == stop:
                real(source, place)  # this one is in place when Ctrl-C comes
                raise KeyboardInterrupt
            return real(source, place)

        before = game4.snapshot()
        monkeypatch.setattr(os, "link", link)
        result = game4("import", *files)
        monkeypatch.undo()
        self.nothing_changed(game4, before, result, 130, "Cancelled; nothing was changed.")

    def test_without_hard_links_the_games_are_renamed_into_place(self, game4, files, monkeypatch):
        def link(source, place):
            raise OSError(errno.EPERM, "Operation not permitted")

        monkeypatch.setattr(os, "link", link)
        result = game4("import", *files)
        monkeypatch.undo()
        assert result.exit_code == 0, result.output
        assert imported(game4.data) == [f"s{number:02d}" for number in range(self.COUNT)]
        assert hidden(game4.data) == [] and paths.current_name(game4.data) == f"s{self.COUNT - 1:02d}"

    def test_all_saved_each_is_the_game_its_file_holds(self, game4, files):
        game4.ok("import", *files)
        assert imported(game4.data) == [f"s{number:02d}" for number in range(self.COUNT)]
        assert hidden(game4.data) == [] and paths.current_name(game4.data) == f"s{self.COUNT - 1:02d}"
        for name in imported(game4.data):
            assert game4.ok("show", "-g", name, "--format", "csv").output == game4.ok(
                "show", "-g", "s00", "--format", "csv"
            ).output.replace("s00", name)


# A real `import` of many files stopped by Ctrl-C at chosen moments (not aimed at by time). Each
# game is written to its temp file and synced (fsync 1..N), then all are linked into place (link
# 1..N); the folder is synced (fsync N+1), then the current-game marker written (replace 1).
MANY = 40
NONE_SAVED = [
    "call:fsync:1:after",
    f"call:fsync:{MANY // 2}:after",
    f"call:fsync:{MANY}:after",
    "call:link:1:after",
    f"call:link:{MANY // 2}:after",
    f"call:link:{MANY}:before",
    f"call:link:{MANY}:after",
]
ALL_SAVED = [f"call:fsync:{MANY + 1}:before", f"call:fsync:{MANY + 1}:after", "call:replace:1:before"]


@pytest.mark.slow
@pytest.mark.parametrize("point", NONE_SAVED + ALL_SAVED)
def test_ctrl_c_during_an_import_of_many_files_leaves_none_or_all_and_says_which(tmp_path, point):
    data = tmp_path / "data"
    made(data, "new", "-g", "g", "A", "B", "C", "D")
    result = stopped_at(data, point, "import", *sheets(tmp_path / "in", MANY))
    assert result.returncode == 130 and "Traceback" not in result.stderr, result.stderr
    assert hidden(data) == []
    if point in ALL_SAVED:
        assert len(imported(data)) == MANY
        assert result.stderr == f"Stopped, but the change was saved to {data / 'games'} before that.\n"
    else:
        assert imported(data) == [] and paths.current_name(data) == "g"
        assert result.stderr == "Cancelled; nothing was changed.\n"


# The current-game marker ------------------------------------------------------------------------------


@pytest.fixture
def unwritable(monkeypatch):
    """Makes a data dir one where nothing new can be written (its games folder can): for root,
    whom permissions do not stop, the system's answer (EACCES) is given in its place."""
    made: list[Path] = []

    def make(data: Path) -> None:
        if os.geteuid() != 0:
            data.chmod(0o555)
            made.append(data)
            return
        real = os.open

        def refusing(path, flags, *args, **kwargs):
            if os.path.dirname(os.fsdecode(path)) == str(data) and flags & os.O_CREAT:
                raise PermissionError(errno.EACCES, "Permission denied", path)
            return real(path, flags, *args, **kwargs)

        monkeypatch.setattr(os, "open", refusing)

    yield make
    for data in made:
        data.chmod(0o755)


class TestAMarkerThatCannotBeWritten:
    def test_new_says_the_game_was_saved_but_is_not_current(self, game4, unwritable):
        unwritable(game4.data)
        result = game4("new", "-g", "h", "Ann", "Bo", "Cy")
        assert result.exit_code == 3
        assert result.output == (
            "Error: The game h was saved, but it could not be made the current game (Permission denied).\n"
        )
        assert gamefile.load(game4.game_file("h"))[0].players == ("Ann", "Bo", "Cy")
        assert paths.current_name(game4.data) == "g"

    def test_import_says_the_games_were_saved_but_the_last_is_not_current(self, game4, unwritable, tmp_path):
        unwritable(game4.data)
        result = game4("import", *sheets(tmp_path / "in", 2))
        assert result.exit_code == 3
        assert result.output == (
            "Imported s00: 2 rounds, Ann, Bo, Cy, Di.\nImported s01: 2 rounds, Ann, Bo, Cy, Di.\n"
            "Error: The game s01 was saved, but it could not be made the current game (Permission denied).\n"
        )
        assert imported(game4.data) == ["s00", "s01"] and paths.current_name(game4.data) == "g"

    def test_use_which_changes_nothing_else_says_nothing_was_changed(self, game4, unwritable):
        game4.ok("new", "-g", "h", "Ann", "Bo", "Cy")
        unwritable(game4.data)
        result = game4("use", "g")
        assert result.exit_code == 3 and result.output.endswith("(Permission denied); nothing was changed.\n")
        assert paths.current_name(game4.data) == "h"


# A lock file that is a link to nowhere ---------------------------------------------------------------


WRITERS = [
    ("round", "4", "q", "9", "0"),
    ("edit", "1", "5", "q", "8", "0"),
    ("undo",),
    ("redo",),
    ("rename", "Ann", "Anne"),
    ("delete", "g", "--yes"),
]


@pytest.mark.parametrize("words", WRITERS, ids=lambda words: words[0])
@pytest.mark.parametrize("leads", ["nowhere", "a loop", "a missing folder"])
def test_a_lock_file_that_leads_nowhere_is_named(game4, tmp_path, words, leads):
    game4.ok("round", "4", "q", "9", "0")
    game4.ok("round", "4", "q", "9", "0")
    game4.ok("undo")  # a round to edit, one to redo
    lock = game4.data / "games" / "g.toml.lock"
    lock.unlink()
    target = {"nowhere": tmp_path / "elsewhere.lock", "a loop": lock, "a missing folder": tmp_path / "no" / "x"}
    lock.symlink_to(target[leads])
    before = game4.snapshot()
    result = game4(*words)
    assert result.exit_code == 3
    assert result.output == (
        f"Error: The lock file {lock} is a symbolic link that leads nowhere (to nothing, or round a loop); remove it.\n"
    )
    assert game4.snapshot() == before and not (tmp_path / "elsewhere.lock").exists()


def test_a_new_game_whose_lock_file_leads_nowhere_is_refused_and_nothing_made(game4, tmp_path):
    lock = game4.data / "games" / "h.toml.lock"
    lock.symlink_to(tmp_path / "elsewhere.lock")
    result = game4("new", "-g", "h", "A", "B", "C")
    assert result.exit_code == 3 and f"The lock file {lock} is a symbolic link" in result.output
    assert not game4.game_file("h").exists() and not (tmp_path / "elsewhere.lock").exists()


def test_a_lock_file_that_is_a_link_to_a_file_still_locks(game4, tmp_path):
    lock = game4.data / "games" / "g.toml.lock"
    lock.unlink()
    (tmp_path / "kept.lock").write_bytes(b"")
    lock.symlink_to(tmp_path / "kept.lock")
    game4.ok("round", "4", "q", "9", "0")
    assert len(gamefile.load(game4.game_file("g"))[0].rounds) == 1
