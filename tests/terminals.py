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
