"""Real interactive shells with hjerter's completion script loaded, for the completion tests."""

from __future__ import annotations

import shutil
from pathlib import Path

import pexpect

from hjerter_cli.cli.completion import FILES
from tests.processes import BIN, HJERTER, env_for

COMPLETIONS = Path(__file__).parent.parent / "completions"

HAS = {shell: shutil.which(shell) is not None for shell in FILES}


def _place(tmp_path: Path) -> tuple[Path, Path]:
    """A folder to complete in (a file and a folder a wrong Tab would offer), and a `hjerter` on
    PATH that notes each time it is started."""
    home = tmp_path / "home"
    (home / "chr").mkdir(parents=True)
    (home / "apt.log").write_text("x")
    wrapper = tmp_path / "bin" / "hjerter"
    wrapper.parent.mkdir()
    wrapper.write_text(f'#!/bin/sh\necho "$@" >> {tmp_path}/started\nexec {HJERTER} "$@"\n')
    wrapper.chmod(0o755)
    return home, wrapper.parent


class Shell:
    """A real interactive shell with hjerter's script loaded: `offered(line)` types the line, presses
    Tab and returns what the shell showed, then clears the line."""

    def __init__(self, shell: str, data: Path, tmp_path: Path) -> None:
        home, wrapper_bin = _place(tmp_path)
        self.started = tmp_path / "started"
        env = env_for(data, PS1="$ ", TERM="dumb", HOME=str(home), PATH=f"{wrapper_bin}:{BIN}:/usr/bin:/bin")
        env.pop("ZDOTDIR", None)
        args = {"bash": ["--norc", "--noprofile"], "zsh": ["-f"], "fish": ["--no-config", "--private"]}[shell]
        self.name = shell
        self.proc = pexpect.spawn(
            shell, args, env=env, encoding="utf-8", timeout=20, cwd=str(home), dimensions=(40, 200)
        )
        self.count = 0
        setup = {
            "bash": [
                f"source {COMPLETIONS / FILES['bash']}",
                "bind 'set show-all-if-ambiguous on'",
                "bind 'set completion-query-items 0'",
            ],
            "zsh": [f"autoload -U compinit && compinit -u && source {COMPLETIONS / FILES['zsh']}"],
            "fish": ["function fish_prompt; echo '$ '; end", f"source {COMPLETIONS / FILES['fish']}"],
        }[shell]
        for line in setup:
            self.proc.sendline(line)
        self.sync()

    def sync(self, line: str = "") -> str:
        """Run `line` and wait for it: one line, so that nothing is typed while it runs."""
        self.count += 1
        self.proc.sendline(f"{line}; echo sync''ed-{self.count}" if line else f"echo sync''ed-{self.count}")
        self.proc.expect_exact(f"synced-{self.count}\r\n")  # not the line as typed: sync''ed
        return self.proc.before

    def offered(self, line: str) -> tuple[str, str]:
        """What one Tab at the end of `line` shows, and after it the line as it then stands."""
        if self.name == "fish":  # fish draws no list on a dumb terminal: ask its completer directly
            return self._fish_offered(line)
        self.proc.send(line + "\t")
        self.proc.sendcontrol("a")
        self.proc.send("echo LINE: ")
        self.proc.sendcontrol("e")
        shown = self.sync(" ")
        return shown, shown.rpartition("LINE: ")[2].split("\r\n")[0].rstrip()

    def _fish_offered(self, line: str) -> tuple[str, str]:
        quoted = "'" + line.replace("\\", "\\\\").replace("'", "\\'") + "'"
        said = self.run(f"echo BE''GIN; complete -C {quoted}; echo EN''D")
        shown = said.split("BEGIN\r\n", 1)[1].split("END\r\n", 1)[0].replace("\r\n", "\n")
        found = [row.split("\t")[0] for row in shown.splitlines()]
        if len(found) == 1:
            line = line[: len(line) - len(line.rpartition(" ")[2])] + found[0]
        return shown, line.strip().replace("\\ ", " ")  # the line as `echo` would say it

    def run(self, line: str) -> str:
        return self.sync(line)

    def processes(self) -> int:
        return len(self.started.read_text().splitlines()) if self.started.exists() else 0

    def close(self) -> None:
        self.proc.close(force=True)
