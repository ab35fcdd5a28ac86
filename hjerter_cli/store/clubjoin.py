"""Two histories of the club's repository joined into one commit, as `club sync` needs it.

git merges the trees (`merge-tree --write-tree`), so every file that is not hjerter's is joined as
`git merge` would join it; where such a file changed on both sides so that git cannot join it,
nothing is changed and the file is named. hjerter's own files that changed on both sides are
never left to git's merge of lines (which could splice two versions of a game into one that no
table saved): each is settled by the club's one rule of versions, `club.decide`. The tree is built
in an index file of hjerter's own inside the repository's git folder, never the user's index.
"""

from __future__ import annotations

import os
from contextlib import suppress
from typing import TYPE_CHECKING

from hjerter_cli.store import club as files
from hjerter_cli.store.clubaliases import joined_aliases
from hjerter_cli.store.clubgit import Git, GitSaid
from hjerter_cli.store.clubremoved import REMOVED
from hjerter_cli.store.clubremoved import joined as joined_notes

if TYPE_CHECKING:
    from collections.abc import Callable

REGULAR = ("100644", "100755")
JOINED = "hjerter: the club's games from the other tables"


class InTheWay(Exception):
    """Files that the other tables changed and this clone changed too: nothing was changed."""

    def __init__(self, paths: list[str]) -> None:
        super().__init__(paths)
        self.paths = paths


class Side:
    """The club's repository as a join needs it: its git, and which of its paths are hjerter's."""

    def __init__(self, git: Git, ours: Callable[[str], bool]) -> None:
        self.git = git
        self.ours = ours


def join(club: Side, head: str, upstream: str, table: str) -> tuple[str, list[str]]:
    """A commit joining `head` and `upstream` (both its parents); and the games kept twice."""
    git = club.git
    done = git.run("merge-tree", "--write-tree", "-z", "--no-messages", "--allow-unrelated-histories", head, upstream,
                   check=False)  # fmt: skip
    if done.code not in (0, 1):
        raise GitSaid("merge-tree", done.err.decode("utf-8", "replace").splitlines())
    records = done.out.split(b"\0")
    tree = records[0].decode()
    stuck = {record.split(b"\t", 1)[1].decode("utf-8", "surrogateescape") for record in records[1:] if b"\t" in record}
    base = git.run("merge-base", "--all", head, upstream, check=False).out.split()
    both = _changed_on_both(git, base[0].decode() if base else None, head, upstream)
    not_ours = sorted(path for path in stuck if not club.ours(path))
    if not_ours:
        raise InTheWay(not_ours)
    settled, conflicts = _settle(club, sorted(both | stuck), head, upstream, table)
    if settled:
        tree = _tree_with(git, tree, settled)
    gone = _removed_in(club, tree)
    if gone:  # a game one table removed while another played on: the removal stands (the
        tree = _tree_with(git, tree, dict.fromkeys(gone))  # other table keeps its own copy)
        conflicts = [path for path in conflicts if path not in gone]
    commit = git.text("commit-tree", tree, "-p", head, "-p", upstream, "-m", JOINED)
    return commit, conflicts


def _removed_in(club: Side, tree: str) -> list[str]:
    """The game files in a joined tree of games its removal notes (removed.toml) say are gone."""
    from hjerter_cli.store.clubremoved import notes_in

    listed = club.git.run("ls-tree", "-r", "-z", "--full-tree", tree).out
    entries = {}
    for record in listed.split(b"\0"):
        if b"\t" in record:
            meta, _tab, raw = record.partition(b"\t")
            entries[raw.decode("utf-8", "surrogateescape")] = meta.decode().split(" ")[2]
    notes_path = next((path for path in entries if path.endswith(REMOVED) and club.ours(path)), None)
    if notes_path is None:
        return []
    notes = notes_in(_contents(club.git, [entries[notes_path]])[entries[notes_path]])
    gone = [stem for stem in notes.removed if notes.gone(stem)]
    folder = notes_path[: -len(REMOVED)] + "games/"
    return [path for path in entries if path.startswith(folder) and _of_a_stem(path[len(folder) :], gone)]


def _of_a_stem(name: str, stems: list[str]) -> bool:
    """Whether a club file's name is one of these games' own, or a copy's beside it."""
    copies = [(stem + ".", stem + " (", stem + "_conflict") for stem in stems]
    return any(name == stem + ".toml" or name.startswith(ends) for stem, ends in zip(stems, copies))


def _changed_on_both(git: Git, base: str | None, head: str, upstream: str) -> set[str]:
    def changed(commit: str) -> set[str]:
        if base is None:
            return set(git.names("ls-tree", "-r", "-z", "--name-only", "--full-tree", commit))
        return set(git.names("diff-tree", "-r", "-z", "--name-only", "--no-renames", base, commit))

    return changed(head) & changed(upstream)


def _entries(git: Git, commit: str, paths: list[str]) -> dict[str, tuple[str, str]]:
    """Each path's (mode, blob) in a commit, for the paths it has."""
    listed = git.run("ls-tree", "-r", "-z", "--full-tree", commit).out
    wanted, found = set(paths), {}
    for record in listed.split(b"\0"):
        if b"\t" not in record:
            continue
        meta, _tab, name = record.partition(b"\t")
        path = name.decode("utf-8", "surrogateescape")
        if path in wanted:
            mode, _kind, blob = meta.decode().split(" ")
            found[path] = (mode, blob)
    return found


def _settle(
    club: Side, paths: list[str], head: str, upstream: str, table: str
) -> tuple[dict[str, tuple[str, str] | None], list[str]]:
    """hjerter's files changed on both sides: what each path holds in the joined tree (None: no
    file), and the games kept twice."""
    ours = [path for path in paths if club.ours(path)]
    if not ours:
        return {}, []
    mine, theirs = _entries(club.git, head, ours), _entries(club.git, upstream, ours)
    odd = sorted(path for path in ours for side in (mine, theirs) if path in side and side[path][0] not in REGULAR)
    if odd:
        raise InTheWay(odd)
    blobs = _contents(club.git, [entry[1] for entry in (*mine.values(), *theirs.values())])
    settled: dict[str, tuple[str, str] | None] = {}
    conflicts = []
    for path in ours:
        here, there = mine.get(path), theirs.get(path)
        kept = _one(club, path, here, there, blobs, table, settled)
        if kept:
            conflicts.append(path)
    return settled, conflicts


def _one(
    club: Side,
    path: str,
    here: tuple[str, str] | None,
    there: tuple[str, str] | None,
    blobs: dict[str, bytes],
    table: str,
    settled: dict[str, tuple[str, str] | None],
) -> bool:
    """Settle one file; whether a game was kept twice."""
    if here is None or there is None:  # gone on one side, changed on the other: the version stays
        settled[path] = here or there
        return False
    name = path.rsplit("/", 1)[-1]
    if name in (files.ALIASES, REMOVED):
        join_notes = joined_aliases if name == files.ALIASES else joined_notes
        joined = join_notes(blobs[here[1]], blobs[there[1]])
        settled[path] = ("100644", club.git.run("hash-object", "-w", "--stdin", feed=joined).out.decode().strip())
        return False
    if path.rsplit("/", 2)[-2:-1] == ["evenings"]:  # an evening's plan: the one added to the other
        from hjerter_cli.store.eveningjoin import joined as joined_plan

        plan = joined_plan(blobs[here[1]], blobs[there[1]])
        settled[path] = here if plan == blobs[here[1]] else there
        return False
    verdict = files.decide(blobs[here[1]], blobs[there[1]])
    if verdict in ("same", "ahead"):
        settled[path] = here
        return False
    if verdict == "behind":
        settled[path] = there
        return False
    settled[path] = here
    settled[path[: -len(".toml")] + files.conflict_suffix(table, "in")] = there
    return True


def _contents(git: Git, blobs: list[str]) -> dict[str, bytes]:
    """The blobs' bytes, read by one git process."""
    unique = sorted(set(blobs))
    if not unique:
        return {}
    out = git.run("cat-file", "--batch", feed="".join(blob + "\n" for blob in unique).encode()).out
    found, at = {}, 0
    for blob in unique:
        header_end = out.index(b"\n", at)
        size = int(out[at:header_end].split()[2])
        found[blob] = out[header_end + 1 : header_end + 1 + size]
        at = header_end + 1 + size + 1
    return found


def _tree_with(git: Git, tree: str, settled: dict[str, tuple[str, str] | None]) -> str:
    """`tree` with the settled paths put in (or taken out), built in an index file of hjerter's own."""
    index = git.text("rev-parse", "--git-path", "hjerter-join-index")
    index = os.path.join(git.where, index) if not os.path.isabs(index) else index
    own = git.with_index(index)
    try:
        own.run("read-tree", tree)
        lines = []
        for path, entry in settled.items():
            lines.append(f"0 {'0' * 40}\t{path}" if entry is None else f"{entry[0]} {entry[1]}\t{path}")
        feed = b"".join(line.encode("utf-8", "surrogateescape") + b"\0" for line in lines)
        own.run("update-index", "-z", "--index-info", feed=feed)
        return own.text("write-tree")
    finally:
        with suppress(OSError):
            os.unlink(index)
