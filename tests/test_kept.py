"""The files kept beside the games (store/kept.py): one header and checksum for every cache, each
read only where it is whole and of this hjerter and Python, and the house's one atomic write."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import pytest

from hjerter_cli import __version__
from hjerter_cli.store import answers, cache, clubcache, kept, ratings, tabindex
from tests.clubs import Table
from tests.test_hostile_kept_files import HOUR, evening

PACKAGE = Path(__file__).resolve().parent.parent / "hjerter_cli"
PYTHON = f"{sys.version_info[0]}.{sys.version_info[1]}"


def test_every_cache_says_what_it_is_and_is_sealed_by_its_rows_checksum(cli, monkeypatch):
    """list-cache, answers-*, rating-cache (and the club's, below): `hjerter KIND SCHEMA VERSION
    PYTHON ...` then the rows' CRC-32 and length."""
    import zlib

    monkeypatch.setattr(answers, "AT_LEAST", 0)
    evening(cli)
    for words in (("list",), ("stats",), ("rating",), ("player", "Bo")):
        cli.ok(*words)
    found = {}
    for name in (kept.LIST_CACHE, kept.RATING_CACHE, *kept.ANSWER_CACHES):
        head, _newline, body = (cli.data / name).read_bytes().partition(b"\n")
        found[name] = head.decode().split(" ")
        assert found[name][-1] == f"{zlib.crc32(body):08x}-{len(body)}", name
    assert found[kept.LIST_CACHE][:7] == ["hjerter", "list", "cache", str(cache.SCHEMA), __version__, PYTHON, "5"]
    assert found[kept.RATING_CACHE][:6] == ["hjerter", "rating", "cache", str(ratings.SCHEMA), __version__, PYTHON]
    for name in kept.ANSWER_CACHES:
        assert found[name][:-1] == ["hjerter", "answer", "cache", str(answers.SCHEMA), __version__, PYTHON], name


def test_the_clubs_cache_is_sealed_the_same_way(tmp_path):
    import zlib

    club = tmp_path / "club"
    table = Table(tmp_path / "one").join(club)
    table.ok("new", "Ann", "Bo", "Cy", "Di", "--target", "15")
    table.ok("round", "13", "0", "0", "q")
    past = time.time_ns() - HOUR
    for path in club.rglob("*"):
        os.utime(path, ns=(past, past))
    table.ok("stats")
    head, _newline, body = (table.data / kept.CLUB_CACHE).read_bytes().partition(b"\n")
    words = head.decode().split(" ")
    assert words[:7] == ["hjerter", "club", "cache", str(clubcache.SCHEMA), __version__, PYTHON, "5"]
    assert kept.whole(words[7]) and words[8] == f"{zlib.crc32(body):08x}-{len(body)}"


def test_the_tabs_files_carry_the_same_header():
    """Written out in store/tabindex.py (a Tab does not import store/kept.py to read them)."""
    assert (tabindex.INDEX, tabindex.FILES, tabindex.HEADS) == kept.TAB_FILES
    for header, kind in (
        (tabindex.INDEX_HEADER, "game index"),
        (tabindex.FILES_HEADER, "game files"),
        (tabindex.HEADS_HEADER, "game heads"),
    ):
        assert header == kept.header(kind, 2) == f"hjerter {kind} 2 {__version__} {PYTHON}"


@pytest.mark.slow
def test_a_tab_reads_without_importing_the_kept_files_module(tmp_path):
    """A Tab at a game whose head is kept imports store/kept.py only where it writes one."""
    import subprocess

    data = tmp_path / "data"
    env = {**os.environ, "HJERTER_DATA_DIR": str(data)}
    for words in (["new", "Ann", "Bo", "Cy", "Di"], ["round", "4", "q", "9", "0"]):
        subprocess.run([sys.executable, "-m", "hjerter_cli", *words], env=env, check=True, capture_output=True)
    probe = (
        "import sys; from hjerter_cli import tab;"
        " print(tab.answer('zsh', ['tally', 'round', 'B']), 'hjerter_cli.store.kept' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, timeout=60)
    assert done.stdout.split() == ["['Bo=']", "False"], done.stderr


HEAD = kept.header("test cache", 3, "own")


@pytest.fixture
def sealed(tmp_path) -> Path:
    path = tmp_path / "kept"
    path.write_bytes(kept.seal(HEAD, b"rows\x00\xff", 1234))
    return path


def test_a_sealed_file_gives_back_what_it_said_and_its_rows(sealed):
    assert kept.unsealed(sealed, HEAD, 1) == (["1234"], b"rows\x00\xff")


@pytest.mark.parametrize(
    "spoil",
    [
        lambda data: data.replace(b"rows", b"rowz"),  # a byte of the rows changed
        lambda data: data[:-1],  # cut short
        lambda data: data + b"\n",  # one more byte
        lambda data: data.replace(b" 3 ", b" 2 ", 1),  # another schema
        lambda data: data.replace(__version__.encode(), b"0.9.0", 1),  # another hjerter
        lambda data: data.replace(f" {PYTHON} ".encode(), b" 3.0 ", 1),  # another Python
        lambda data: data.replace(b" own ", b" other ", 1),  # the cache's own words differ
        lambda data: data.partition(b"\n")[2],  # no header
        lambda data: b"",
        lambda data: b"\xff\xfe\n" + data,
    ],
)
def test_a_sealed_file_that_is_not_whole_or_not_this_ones_is_ignored(sealed, spoil):
    sealed.write_bytes(spoil(sealed.read_bytes()))
    assert kept.unsealed(sealed, HEAD, 1) is None


def test_a_kept_file_too_large_missing_or_no_regular_file_is_ignored(sealed, tmp_path):
    assert kept.unsealed(sealed, HEAD, 1, most=10) is None
    assert kept.unsealed(tmp_path / "missing", HEAD, 1) is None
    assert kept.unsealed(tmp_path, HEAD, 1) is None
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    assert kept.unsealed(fifo, HEAD, 1) is None  # never waited on


def test_the_words_said_are_as_many_as_asked(sealed):
    assert kept.unsealed(sealed, HEAD, 0) is None  # "1234" is no part of the header
    assert kept.unsealed(sealed, HEAD, 2) is None


def test_write_replaces_the_file_whole_and_leaves_no_temp(tmp_path):
    path = tmp_path / "kept"
    path.write_bytes(b"old")
    kept.write(path, b"new" * 100_000)
    assert path.read_bytes() == b"new" * 100_000
    assert os.listdir(tmp_path) == ["kept"]


def test_write_replaces_a_link_itself_never_its_target(tmp_path):
    target = tmp_path / "elsewhere"
    target.write_bytes(b"theirs")
    path = tmp_path / "kept"
    path.symlink_to(target)
    kept.write(path, b"ours")
    assert target.read_bytes() == b"theirs" and not path.is_symlink() and path.read_bytes() == b"ours"


def test_a_write_that_fails_leaves_what_stood_there_and_no_temp(tmp_path):
    folder = tmp_path / "kept"
    (folder / "inside").mkdir(parents=True)  # a folder where the file goes: rename cannot replace it
    with pytest.raises(OSError):
        kept.write(folder, b"new")
    assert os.listdir(tmp_path) == ["kept"] and os.listdir(folder) == ["inside"]
    kept.keep(folder, b"new")  # a cache says nothing of it
    assert os.listdir(tmp_path) == ["kept"]


def test_ctrl_c_during_a_write_leaves_no_temp_and_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "kept"
    path.write_bytes(b"old")

    def interrupted(fd, data):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "write", interrupted)
    with pytest.raises(KeyboardInterrupt):
        kept.write(path, b"new")
    monkeypatch.undo()
    assert path.read_bytes() == b"old" and os.listdir(tmp_path) == ["kept"]


def test_write_temp_keeps_the_files_permission_bits(tmp_path):
    path = tmp_path / "game.toml"
    path.write_bytes(b"old")
    path.chmod(0o600)
    temp = kept.write_temp(path, b"new")
    assert Path(temp).name == f".game.toml.{os.getpid()}.tmp" and os.stat(temp).st_mode & 0o777 == 0o600
    kept.replace(temp, path)
    assert path.read_bytes() == b"new" and os.listdir(tmp_path) == ["game.toml"]


def test_the_house_has_one_atomic_write():
    """Only store/kept.py renames a file into place or opens one to write it whole."""
    writers = sorted(
        str(path.relative_to(PACKAGE))
        for path in PACKAGE.rglob("*.py")
        if any(call in path.read_text(encoding="utf-8") for call in ("os.replace(", "os.rename(", "O_TRUNC"))
    )
    assert writers == ["store/kept.py"]


def test_no_cache_reads_anothers_private_helpers():
    """Each cache imports the kept files' module, not another cache's underscored names."""
    import ast

    for name in ("cache", "clubcache", "answers", "ratings", "tabindex", "clubread"):
        tree = ast.parse((PACKAGE / "store" / f"{name}.py").read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("hjerter_cli"):
                private = [alias.name for alias in node.names if alias.name[:1] == "_" and alias.name[:2] != "__"]
                assert not private, (name, node.module, private)


def test_serial_gives_equal_bytes_for_equal_values_and_falls_back_to_repr(monkeypatch):
    value = ("games", ["a", "b\udcff"], [(1, 2, 3, 4, 5)], True, None, 1.5)
    assert kept.serial(value) == kept.serial(tuple(value))
    assert kept.serial(value) != kept.serial(("games", ["a", "b"], [(1, 2, 3, 4, 6)], True, None, 1.5))
    monkeypatch.setitem(sys.modules, "marshal", None)  # a Python without it
    assert kept.serial(value) == repr(value).encode("utf-8", "surrogatepass")


def test_equal_values_give_the_same_bytes_however_they_are_shared_or_interned():
    """A digest over games read again (the same names, records shared or not) must not change."""
    import sys

    from hjerter_cli.store import kept

    name = "".join(["A", "nn"])
    shared = ("Ann", "Bo")
    assert kept.serial([shared, shared]) == kept.serial([("Ann", "Bo"), tuple(["Ann", "Bo"])])
    assert kept.serial([sys.intern("Cy"), name]) == kept.serial(["".join(["C", "y"]), "Ann"])
    assert kept.serial(["Ann", 1]) != kept.serial(["Ann", 2])
