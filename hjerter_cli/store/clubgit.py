"""The one door to git: every git command hjerter runs goes through `Git.run`.

A club's repository holds other people's commits and its `.git/config` may have been written by
anyone who could write the folder, so every call is made the same careful way: hooks and
`core.fsmonitor` off, objects checked as they arrive (`transfer.fsckObjects`), the `ext::`
transport refused, no rename guessing, no `GIT_*` variable of the caller's (only the ones this
module sets), git's C locale, no terminal prompt, standard input closed, and a time limit. No name
from a file, a remote or a branch reaches git as an option: every such word goes after `--`, in a
ref (`refs/...`), or on standard input. git's own words are kept as git wrote them, line by line.
"""

from __future__ import annotations

import os
import subprocess

LIMIT = 60.0  # seconds a git command may take
SAFE = (
    ("core.hooksPath", "/dev/null"),
    ("core.fsmonitor", "false"),
    ("core.untrackedCache", "false"),
    ("transfer.fsckObjects", "true"),
    ("protocol.ext.allow", "never"),
    ("merge.renames", "false"),
    ("diff.renames", "false"),
    ("core.quotePath", "false"),
    ("advice.detachedHead", "false"),
)
NULL = "0" * 40


class GitMissing(Exception):
    """git is not installed."""


class GitSlow(Exception):
    """A git command ran past its time limit (and was stopped)."""

    def __init__(self, words: tuple[str, ...]) -> None:
        super().__init__(words[0])
        self.command = words[0]


class GitSaid(Exception):
    """git refused: its own lines, as it wrote them."""

    def __init__(self, command: str, lines: list[str]) -> None:
        super().__init__(command)
        self.command = command
        self.lines = lines


class Done:
    """What one git command gave: its exit code, standard output and standard error."""

    __slots__ = ("code", "out", "err")

    def __init__(self, code: int, out: bytes, err: bytes) -> None:
        self.code = code
        self.out = out
        self.err = err


def environment(index: str | None = None) -> dict[str, str]:
    """The caller's environment without a `GIT_*` variable, in git's C locale, with no prompt."""
    kept = {name: value for name, value in os.environ.items() if not name.upper().startswith("GIT_")}
    kept.update(LC_ALL="C", LANGUAGE="C", GIT_TERMINAL_PROMPT="0", GIT_OPTIONAL_LOCKS="0")
    kept.pop("EDITOR", None)
    kept.pop("VISUAL", None)
    if index is not None:
        kept["GIT_INDEX_FILE"] = index
    return kept


def command(*words: str) -> list[str]:
    flags = [part for name, value in SAFE for part in ("-c", f"{name}={value}")]
    return ["git", *flags, *words]


def lines_of(data: bytes) -> list[str]:
    return [line.rstrip() for line in data.decode("utf-8", "replace").splitlines() if line.strip()]


class Git:
    """git in one work tree (`where`, a folder inside it)."""

    def __init__(self, where: str, index: str | None = None) -> None:
        self.where = where
        self.index = index
        self._environment: dict[str, str] | None = None

    def run(self, *words: str, feed: bytes | None = None, check: bool = True) -> Done:
        """Run one git command; with `check`, a refusal raises GitSaid with git's lines."""
        try:
            done = subprocess.run(
                command(*words),
                cwd=self.where,
                input=feed if feed is not None else b"",
                capture_output=True,
                env=self.environment(),
                timeout=LIMIT,
                check=False,
            )
        except FileNotFoundError as error:
            raise GitMissing() from error
        except subprocess.TimeoutExpired as error:
            raise GitSlow(words) from error
        if check and done.returncode != 0:
            raise GitSaid(words[0], lines_of(done.stderr) or [f"git {words[0]}: exit {done.returncode}"])
        return Done(done.returncode, done.stdout, done.stderr)

    def environment(self) -> dict[str, str]:
        """`environment()`, made once for this work tree's commands."""
        if self._environment is None:
            self._environment = environment(self.index)
        return self._environment

    def text(self, *words: str) -> str:
        return self.run(*words).out.decode("utf-8", "surrogateescape").strip()

    def ok(self, *words: str) -> bool:
        return self.run(*words, check=False).code == 0

    def commit_of(self, ref: str) -> str | None:
        """The commit a ref names, None where there is none."""
        done = self.run("rev-parse", "--verify", "-q", "--end-of-options", ref + "^{commit}", check=False)
        return done.out.decode().strip() if done.code == 0 else None

    def commits(self, *refs: str) -> list[str | None]:
        """The commit each ref names (None where there is none), asked of one git command: the
        names go on its standard input, never as words."""
        if any("\n" in ref or "\0" in ref for ref in refs):
            return [self.commit_of(ref) for ref in refs]
        feed = "".join(f"{ref}^{{commit}}\n" for ref in refs).encode("utf-8", "surrogateescape")
        lines = self.run("cat-file", "--batch-check", feed=feed).out.decode("utf-8", "replace").splitlines()
        found: list[str | None] = []
        for line in (lines + [""] * len(refs))[: len(refs)]:
            oid, _space, kind = line.partition(" ")
            found.append(oid if oid and kind.startswith("commit ") and not oid.strip("0123456789abcdef") else None)
        return found

    def names(self, *words: str) -> list[str]:
        """The paths a `-z` listing command gives."""
        out = self.run(*words).out
        return [name.decode("utf-8", "surrogateescape") for name in out.split(b"\0") if name]

    def with_index(self, index: str) -> Git:
        """The same work tree with an index file of hjerter's own (the user's index untouched)."""
        return Git(self.where, index)
