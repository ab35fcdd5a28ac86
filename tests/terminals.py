"""hjerter on a real terminal of a given size (a pty), as a person at the table sees it."""

from __future__ import annotations

from pathlib import Path

import pexpect

from tests.processes import HJERTER, env_for


def at_a_terminal(data: Path, columns: int, *words: str, rows: int = 200, language: str = "en") -> list[str]:
    """The lines `hjerter WORDS` shows on a terminal `columns` wide and `rows` high (standard
    output and standard error as the terminal shows them, in the order written)."""
    env = env_for(data, HJERTER_LANG=language, TERM="dumb")
    env.pop("COLUMNS", None)
    env.pop("LINES", None)
    child = pexpect.spawn(HJERTER, list(words), env=env, encoding="utf-8", timeout=60, dimensions=(rows, columns))
    child.expect(pexpect.EOF)
    child.close()
    return child.before.replace("\r\n", "\n").rstrip("\n").split("\n")


# Many commands at one terminal in one start: each is `hjerter WORDS` as the console script runs it
# (its own app, its own session, its exit caught), and after each a line of its own that no
# command writes. What a look costs is then one Python start, not one a command.
MANY = r"""
import json, os, sys
from hjerter_cli.console import main
for words in json.loads(os.environ.pop("HJERTER_TEST_MANY")):
    sys.argv = ["hjerter", *words]
    try:
        main()
    except SystemExit:
        pass
    sys.stdout.flush()
    sys.stderr.flush()
    os.write(1, b"\n" + END.encode() + b"\n")
"""
END = "\x1e-- the next command --\x1e"


def at_a_terminal_each(
    data: Path, columns: int, commands: list[list[str]], rows: int = 200, language: str = "en"
) -> list[list[str]]:
    """`at_a_terminal` for each command's words, all at one terminal of one process."""
    import json
    import sys

    env = env_for(data, HJERTER_LANG=language, TERM="dumb", HJERTER_TEST_MANY=json.dumps(commands))
    env.pop("COLUMNS", None)
    env.pop("LINES", None)
    code = MANY.replace("END.encode()", repr(END.encode()))
    child = pexpect.spawn(
        sys.executable, ["-c", code], env=env, encoding="utf-8", timeout=120, dimensions=(rows, columns)
    )
    child.expect(pexpect.EOF)
    child.close()
    shown = child.before.replace("\r\n", "\n").split(f"\n{END}\n")
    assert len(shown) == len(commands) + 1 and shown[-1] == "", shown[-1:]
    return [text.rstrip("\n").split("\n") for text in shown[:-1]]
