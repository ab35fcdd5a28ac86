"""`hjerter club sync`: the club's folder carried by git, which hjerter drives and never replaces.

It adds and commits hjerter's own files only (games/, aliases.toml), fetches, brings in what
the other tables pushed, and pushes. What comes in is written by hjerter, each file atomically,
so that a reader never sees half a game and git never leaves conflict markers or an unfinished
rebase: a game changed here and at another table is kept twice (the other table's version as a
`.conflict-` copy beside it), a conflict as `hjerter club` names it. No name from a file ever
reaches git as an option: every path goes after `--`, as `./PATH`, or as `REV:PATH`.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from hjerter_cli.errors import RefusedError
from hjerter_cli.render import said_club
from hjerter_cli.store import club
from hjerter_cli.terminal import write

OURS = ("games", club.ALIASES)
EMPTY_TREE = "4b825dc642cb6eb9a060e54bf8d69288fbee4904"  # git's tree of no files
TRIES = 3  # another table pushing between our fetch and our push: fetch again, a few times


class GitFailed(RefusedError):
    """git said no: its reason, as git says it."""


def git(folder: str, *words: str, check: bool = True) -> subprocess.CompletedProcess[bytes]:
    """Run git in the club's folder (its output kept, never shown raw)."""
    try:
        done = subprocess.run(["git", *words], cwd=folder, capture_output=True, stdin=subprocess.DEVNULL, check=False)
    except FileNotFoundError as error:
        raise RefusedError(said_club.no_git()) from error
    if check and done.returncode != 0:
        lines = [line.strip() for line in done.stderr.decode("utf-8", "replace").splitlines() if line.strip()]
        said = " ".join(lines)[:400] or f"git {words[0]}: exit {done.returncode}"
        raise GitFailed(said_club.git_failed(said))
    return done


def sync(folder: str, table: str) -> None:
    if not os.path.isdir(folder) or git(folder, "rev-parse", "--is-inside-work-tree", check=False).returncode != 0:
        raise RefusedError(said_club.not_a_work_tree(folder))
    top = git(folder, "rev-parse", "--show-toplevel").stdout.decode().strip()
    prefix = os.path.relpath(os.path.realpath(folder), os.path.realpath(top))
    ours = ["./" + (name if prefix == "." else f"{prefix}/{name}") for name in OURS]
    _commit(top, ours)
    if not git(top, "remote").stdout.strip():
        raise RefusedError(said_club.no_remote())
    came = 0
    for _attempt in range(TRIES):
        git(top, "fetch", "-q")
        upstream = _upstream(top)
        if upstream is not None:
            came += _bring_in(top, upstream, ours, table)
        if _push(top, upstream):
            break
    else:
        raise RefusedError(said_club.kept_pushing())
    write(said_club.synced(came))


def _commit(top: str, ours: list[str]) -> bool:
    """Add and commit hjerter's own files; whether there was anything to commit."""
    present = [path for path in ours if os.path.lexists(os.path.join(top, path))]
    if not present:
        return False
    _clear_temps(Path(top) / ours[0])
    git(top, "add", "--all", "--", *present, *_no_temps(ours))
    if git(top, "diff", "--cached", "--quiet", "--", *present, check=False).returncode == 0:
        return False
    git(top, "commit", "-q", "-m", "hjerter: the club's games", "--", *present)
    return True


def _no_temps(ours: list[str]) -> list[str]:
    """A pathspec that leaves out the games folder's dot files: a save's temp file, there for a
    moment before it is renamed over its game, is never added."""
    return [f":(exclude){ours[0]}/.*"]


def _clear_temps(games: Path) -> None:
    """The temp files that saves killed midway left in the club's games folder (never committed)."""
    club.clear_temps(str(games))


def _upstream(top: str) -> str | None:
    """The remote branch this one follows (or the remote's default), None when the remote has none yet."""
    for ref in ("@{upstream}", "refs/remotes/origin/HEAD", "refs/remotes/origin/main", "refs/remotes/origin/master"):
        done = git(top, "rev-parse", "--verify", "-q", ref + "^{commit}", check=False)
        if done.returncode == 0:
            return done.stdout.decode().strip()
    return None


def _changed(top: str, old: str, new: str, ours: list[str]) -> list[str]:
    listed = git(top, "diff", "--name-only", "-z", "--no-renames", old, new, "--", *ours).stdout
    return [name.decode("utf-8", "surrogateescape") for name in listed.split(b"\0") if name]


def _bring_in(top: str, upstream: str, ours: list[str], table: str) -> int:
    """Make this branch the upstream's with this table's changes on top, every file written by
    hjerter: a file changed only there is taken, one changed at both is kept twice (a game) or
    joined (the aliases). Returns how many files came in."""
    head = git(top, "rev-parse", "--verify", "-q", "HEAD", check=False).stdout.decode().strip()
    if not head:  # a new clone with nothing of its own yet
        git(top, "update-ref", "HEAD", upstream)
        git(top, "reset", "-q")
        git(top, "checkout", "-q", "--", ".")
        return len(_changed(top, EMPTY_TREE, upstream, ours))
    if git(top, "merge-base", "--is-ancestor", upstream, head, check=False).returncode == 0:
        return 0  # nothing new there
    # two tables that each began the club's history: from nothing
    base = git(top, "merge-base", head, upstream, check=False).stdout.decode().strip() or EMPTY_TREE
    mine = set(_changed(top, base, head, ours))
    theirs = _changed(top, base, upstream, ours)
    for name in theirs:
        _take(top, upstream, name, name in mine, table)
    others = [name for name in _changed(top, base, upstream, ["."]) if name not in theirs]
    git(top, "read-tree", upstream)
    if others:
        git(top, "checkout", "-q", upstream, "--", *["./" + name for name in others])
    present = [path for path in ours if os.path.lexists(os.path.join(top, path))]
    if present:
        git(top, "add", "--all", "--", *present, *_no_temps(ours))
    git(top, "reset", "-q", "--soft", upstream)
    if git(top, "diff", "--cached", "--quiet", check=False).returncode != 0:
        git(top, "commit", "-q", "-m", "hjerter: the club's games")
    return len(theirs)


def _take(top: str, upstream: str, name: str, changed_here: bool, table: str) -> None:
    """One file the other tables changed: theirs where this table left it alone; both where
    not (theirs as a conflict copy beside it; the aliases of both)."""
    path = Path(top) / name
    shown = git(top, "show", f"{upstream}:{name}", check=False)
    there = shown.stdout if shown.returncode == 0 else None
    here = club.read_bytes(path)
    if there == here:
        return
    if not changed_here or here is None:
        if there is None:
            path.unlink(missing_ok=True)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            club.write_new(str(path), there)
        return
    if there is None:
        return  # removed there, changed here: this table's version stays
    if path.name == club.ALIASES:
        _join_aliases(path, there)
        return
    copy = path.with_name(f"{path.name[: -len('.toml')]}.conflict-{table}-in.toml")
    club.write_new(str(copy), there)


def _join_aliases(path: Path, there: bytes) -> None:
    import tomllib

    try:
        theirs = tomllib.loads(there.decode("utf-8")).get("aliases", {})
    except (UnicodeDecodeError, tomllib.TOMLDecodeError):
        theirs = {}
    joined = {
        **{key: value for key, value in theirs.items() if isinstance(value, str)},
        **club.raw_aliases(str(path.parent)),
    }
    club.write_aliases(str(path.parent), joined)


def _push(top: str, upstream: str | None) -> bool:
    """Push; False when another table pushed first (fetch and bring it in again)."""
    if git(top, "rev-parse", "--verify", "-q", "HEAD", check=False).returncode != 0:
        return True  # nothing committed here yet, nothing to send
    if upstream is None or git(top, "rev-parse", "--verify", "-q", "@{upstream}", check=False).returncode != 0:
        remote = git(top, "remote").stdout.decode("utf-8", "replace").split()[0]
        done = git(top, "push", "-q", "-u", remote, "HEAD", check=False)
    else:
        done = git(top, "push", "-q", check=False)
    if done.returncode == 0:
        return True
    reason = done.stderr.decode("utf-8", "replace")
    if "rejected" in reason or "fetch first" in reason or "non-fast-forward" in reason:
        return False
    git(top, "push", "-q")  # anything else: said as git says it
    return True
