"""`hjerter club sync`: the club's folder carried by git, which hjerter drives and never replaces.

Every git call goes through store/clubgit.py. A sync commits hjerter's own files only (its games,
aliases, removed games and evenings, by their checked names), fetches, and joins what the other
tables pushed to this clone's branch the way git would merge it, except for hjerter's files that
changed on both sides: those are settled by the club's one rule of versions (store/club.py
`decide`), a game changed at two tables kept twice (the other table's version as a conflict
copy beside it), never a conflict marker. The joined tree becomes a commit of its own with both
histories as parents, so no commit of anyone's is ever dropped; git then moves the work tree to it
(`read-tree -m -u`), which keeps every uncommitted edit of the user's. Where the other tables
changed a file that is not hjerter's and this clone changed it too (committed or not), nothing is
changed and the file is named. Then it pushes; a push another table beat is known from git's
porcelain, and the sync fetches and joins again.
"""

from __future__ import annotations

import os
from collections.abc import Callable

from hjerter_cli.store.clubgit import NULL, Git, GitSaid
from hjerter_cli.store.clubjoin import JOINED, InTheWay, Side, join

TRIES = 3  # another table pushing between our fetch and our push: fetch again, a few times
OURS = ("games", "aliases.toml", "removed.toml", "evenings")
MESSAGE = "hjerter: the club's games"


class NotAWorkTree(Exception):
    """The club's folder is no git work tree."""


class NoRemote(Exception):
    """The repository has no remote to sync with."""


class OddRemote(Exception):
    """A remote or branch whose name git would read as an option, or no branch checked out."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


class KeptPushing(Exception):
    """Another table pushed first, every time."""


class Synced:
    """What a sync did: how many of hjerter's files came from the other tables, the club's games in
    conflict now (their own file names), and whether this table's files were committed."""

    __slots__ = ("came", "conflicts", "committed")

    def __init__(self, came: int, conflicts: list[str], committed: bool) -> None:
        self.came = came
        self.conflicts = conflicts
        self.committed = committed


Progress = Callable[[str], None]  # told "committed", "joined", "pushed" as each is done


def hjerters(path: str) -> bool:
    """Whether a path inside the club's folder is one hjerter writes: `games/NAME.toml`,
    `evenings/NAME.toml` (NAME a safe file name), `aliases.toml` or `removed.toml`."""
    parts = path.split("/")
    if len(parts) == 1:
        return parts[0] in ("aliases.toml", "removed.toml")
    return len(parts) == 2 and parts[0] in ("games", "evenings") and safe_name(parts[1])


def safe_name(name: str) -> bool:
    """A file name hjerter writes: letters, digits, `-`, `_` and `.`, no dot first, `.toml` last,
    at most 255 bytes."""
    return (
        name.endswith(".toml")
        and not name.startswith(".")
        and len(name.encode("utf-8", "surrogateescape")) <= 255
        and all(char.isalnum() or char in "-_." for char in name)
    )


def sync(
    folder: str, table: Callable[[], str], progress: Progress = lambda _stage: None, base: str | None = None
) -> Synced:
    """Sync the club's folder; `table` names this table (asked only where a join needs it); `base`,
    the data dir whose `club-copies.txt` keeps the folder's games kept twice (store/clubfolder.py).
    With nothing new on either side: one look at the work tree (`status`), one `fetch`, and one
    look at the two commits, which are the same."""
    club = Club.of(folder)
    branch, remote, merge = club.branch_and_remote()
    target = merge if merge.startswith("refs/heads/") else f"refs/heads/{branch}"
    tracking = f"refs/remotes/{remote}/{target.removeprefix('refs/heads/')}"
    committed = club.commit()
    if committed:
        progress("committed")
    came = 0
    for _attempt in range(TRIES):
        club.git.run("fetch", "-q", "--no-recurse-submodules", "--", remote)
        head, upstream = club.git.commits("HEAD", tracking)
        try:
            brought = club.bring_in(head, upstream, table) if upstream is not None else None
        except InTheWay as stuck:
            if not all(club.ours(path) for path in stuck.paths):
                raise
            committed = club.commit() or committed  # a save here meanwhile: commit it and join again
            continue
        if brought is not None:
            came += brought[0]
            head = brought[1]
            progress("joined")
        if club.push(head, upstream, remote, target):
            progress("pushed")
            return Synced(came, in_conflict(folder, base), committed)
    raise KeptPushing()


class Club(Side):
    """The club's repository: its git, and where the club's folder is inside it."""

    def __init__(self, git: Git, prefix: str) -> None:
        super().__init__(git, self._ours)
        self.prefix = prefix

    @classmethod
    def of(cls, folder: str) -> Club:
        """The club kept in `folder`, a work tree's folder (else NotAWorkTree): one `rev-parse`."""
        where = Git(folder)
        inside = (
            where.run("rev-parse", "--is-inside-work-tree", "--show-toplevel", check=False)
            if os.path.isdir(folder)
            else None
        )
        first, _newline, rest = inside.out.partition(b"\n") if inside is not None else (b"", b"", b"")
        if inside is None or inside.code != 0 or first != b"true" or not rest:  # inside .git: "false"
            raise NotAWorkTree(folder)
        top = rest.removesuffix(b"\n").decode("utf-8", "surrogateescape")
        prefix = os.path.relpath(os.path.realpath(folder), os.path.realpath(top))
        return cls(Git(top), "" if prefix == "." else prefix.replace(os.sep, "/") + "/")

    def _ours(self, path: str) -> bool:
        return path.startswith(self.prefix) and hjerters(path[len(self.prefix) :])

    def branch_and_remote(self) -> tuple[str, str, str]:
        """The branch checked out, the remote to sync with, and the branch's `merge` setting."""
        done = self.git.run("symbolic-ref", "-q", "--short", "HEAD", check=False)
        branch = done.out.decode("utf-8", "surrogateescape").strip()
        if done.code != 0 or not branch:
            raise OddRemote("HEAD")
        settings = self._settings_of(branch)
        configured = settings.get("remote", "")
        remotes = self.git.text("remote").splitlines()
        if not remotes:
            raise NoRemote()
        remote = configured if configured in remotes else ("origin" if "origin" in remotes else remotes[0])
        for name in (branch, remote):
            if name.startswith("-") or any(char.isspace() or char in ":^~?*[\\" for char in name):
                raise OddRemote(name)
        return branch, remote, settings.get("merge", "")

    def _settings_of(self, branch: str) -> dict[str, str]:
        """The branch's `remote` and `merge` settings (the last of each, as `git config --get`
        gives it), asked of one `git config`."""
        listed = self.git.run("config", "-z", "--get-regexp", r"^branch\..*\.(remote|merge)$", check=False).out
        found = {}
        for record in listed.split(b"\0"):
            key, _newline, value = record.decode("utf-8", "surrogateescape").partition("\n")
            for name in ("remote", "merge"):
                if key == f"branch.{branch}.{name}":
                    found[name] = value.strip()
        return found

    def commit(self) -> bool:
        """Stage and commit hjerter's own files that changed (nothing else, whatever else is
        staged); whether there was anything to commit."""
        listed = self.git.names(
            "status", "--porcelain=v1", "-z", "--untracked-files=all", "--no-renames", "--", *self._folders()
        )
        paths = sorted({entry[3:] for entry in listed if len(entry) > 3 and self.ours(entry[3:])})
        if not paths:
            return False
        spec = b"\0".join(path.encode("utf-8", "surrogateescape") for path in paths) + b"\0"
        literal = "--literal-pathspecs"
        self.git.run(literal, "add", "-A", "--pathspec-from-file=-", "--pathspec-file-nul", feed=spec)
        if self.git.ok("diff", "--cached", "--quiet", "--", *self._folders()):
            return False
        self.git.run(literal, "commit", "-q", "--no-verify", "-m", MESSAGE, "--pathspec-from-file=-",
                     "--pathspec-file-nul", feed=spec)  # fmt: skip
        return True

    def _folders(self) -> list[str]:
        return [f":(literal){self.prefix}{name}" for name in OURS]

    def bring_in(self, head: str | None, upstream: str, table: Callable[[], str]) -> tuple[int, str] | None:
        """Join the upstream's commits into this branch (at `head`): how many of hjerter's files
        came, and the commit the branch is at now; None when there was nothing new."""
        if head == upstream or (head is not None and self.git.ok("merge-base", "--is-ancestor", upstream, head)):
            return None
        if head is None or self.git.ok("merge-base", "--is-ancestor", head, upstream):
            new = upstream
        else:
            new = join(self, head, upstream, table())[0]
        changed = self._changed(head, new)
        self._move(head, new, changed)
        return sum(1 for path in changed if self.ours(path)), new

    def _changed(self, head: str | None, new: str) -> list[str]:
        if head is None:
            return self.git.names("ls-tree", "-r", "-z", "--name-only", "--full-tree", new)
        return self.git.names("diff-tree", "-r", "-z", "--name-only", "--no-renames", head, new)

    def _move(self, head: str | None, new: str, changed: list[str]) -> None:
        """The work tree, index and branch to `new`, keeping the user's uncommitted edits; where an
        edit is in the way of what came, nothing is changed and the files are named."""
        touched = set(self.git.names("diff", "--name-only", "-z", "--no-renames", "HEAD")) if head else set()
        touched |= set(self.git.names("ls-files", "-z", "--others", "--full-name", "--", ":/"))
        in_the_way = sorted(touched & set(changed))
        if in_the_way:
            raise InTheWay(in_the_way)
        self.git.run("read-tree", "-m", "-u", *([head] if head else []), new)  # git's refusal said as git says it
        self.git.run("update-ref", "-m", JOINED, "HEAD", new, head or NULL)

    def push(self, head: str | None, upstream: str | None, remote: str, target: str) -> bool:
        """Push this branch (at `head`) to the remote's `target`; False when another table pushed
        first (fetch and join again)."""
        if head is None or head == upstream:
            return True  # nothing of this table's to send
        done = self.git.run("push", "--porcelain", "-u", "--", remote, f"HEAD:{target}", check=False)
        flags = [line[:1] for line in done.out.decode("utf-8", "replace").splitlines() if "\t" in line]
        if "!" in flags:
            return False
        if done.code != 0:
            raise GitSaid("push", [line for line in done.err.decode("utf-8", "replace").splitlines() if line.strip()])
        return True


def in_conflict(folder: str, base: str | None = None) -> list[str]:
    """The club's games in conflict after a sync (by their own file names): of the games kept in
    more than one file (read from the folder's names, or as `base`'s `club-copies.txt` keeps them
    while the folder is unchanged), those whose versions the club's rule of versions finds apart.
    Only those files are read."""
    from hjerter_cli.store import club
    from hjerter_cli.store.clubfolder import kept_groups

    found = []
    for stem, files in kept_groups(folder, base).items():
        games = [club.parse(club.read_bytes(os.path.join(folder, "games", name)) or b"") for name in files]
        standing = None
        for game in games:
            verdict = "behind" if standing is None else club.relation(standing, game)
            if verdict == "apart":
                found.append(stem + ".toml")
                break
            standing = game if verdict == "behind" else standing
    return found
