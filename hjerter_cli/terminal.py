"""The one writer: every line hjerter shows goes out through `write`, on standard output or
standard error. At a terminal a line wider than the terminal breaks between words, never inside a
word or a name, nor inside a command in backticks (`hjerter club publish`) that fits a line, and a
word wider than a line (an address, a path) stands on a line of its own, whole; into a pipe or a
file nothing is wrapped. A table that its renderer fitted already, and a format for programs
(JSON, CSV, a shell's script), is written as it is (`wrap=False`).

It imports only `os` and `sys` (and `re` and `unicodedata` when a line is wrapped): interrupts.py
says what a Ctrl-C did through it, and a Tab's answers pay for nothing of it."""

from __future__ import annotations

import os
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def width(text: str) -> int:
    """Columns a string takes on a terminal, as terminals count them (wcwidth): wide East Asian
    characters and emoji take two, joiners, variation selectors and combining marks none."""
    if text.isascii():
        return len(text)
    if text not in _WIDTHS:
        import unicodedata

        def columns(char: str) -> int:
            if unicodedata.east_asian_width(char) in "WF":
                return 2
            return 0 if unicodedata.category(char) in ("Mn", "Me", "Cf") else 1

        if len(_WIDTHS) > 4096:
            _WIDTHS.clear()
        _WIDTHS[text] = sum(columns(char) for char in text)
    return _WIDTHS[text]


_WIDTHS: dict[str, int] = {}  # a sheet measures the same cells again and again


def seen_width(text: str) -> int:
    """Columns a line takes on the screen: as `width`, a colour's escape sequence taking none."""
    if "\x1b" not in text:
        return width(text)
    import re

    return width(re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", text))


# Between words that a line must not break apart (a seat's number and its name, a note's card and
# its taker): wrapped() keeps them on one line and prints a blank. A name cannot hold it.
TOGETHER = "\x1f"


def together(text: str) -> str:
    """`text` kept on one line by wrapped(), its blanks printed as they are."""
    return text.replace(" ", TOGETHER)


def commands_together(text: str, room: int) -> str:
    """`text` with each `command in backticks` that fits in `room` columns kept on one line by
    wrapped(): one word to the wrapping. A backtick without its pair holds nothing together."""
    parts = text.split("`")
    for index in range(1, len(parts) - 1, 2):  # the odd parts stand between a pair of backticks
        if seen_width(parts[index]) + 2 <= room:
            parts[index] = together(parts[index])
    return "`".join(parts)


def wrapped(text: str, columns: int | None, indent: str = "", hanging: str = "  ") -> list[str]:
    """Words for people wrapped to the terminal's width (None: not at all), between words: `indent`
    before the first line, `indent` and `hanging` before the others; a word longer than a line
    stands on a line of its own, uncut and without the indent. Words joined by together() stay on
    one line, and so does a command in backticks that fits a line (commands_together)."""
    if columns is None or seen_width(indent + text) <= columns:
        return [(indent + text).replace(TOGETHER, " ")]
    if "`" in text:
        text = commands_together(text, columns - seen_width(indent + hanging))
    lines: list[str] = []
    prefix, current = indent, ""
    for word in text.split(" "):  # a TOGETHER inside a word counts one column, as its blank does
        if current and seen_width(f"{prefix}{current} {word}") > columns:
            lines.append(prefix + current)
            prefix, current = indent + hanging, word
        else:
            current = f"{current} {word}" if current else word
        if seen_width(prefix + current) > columns and current == word:  # too wide even alone
            prefix = ""
    lines.append(prefix + current)
    return [line.replace(TOGETHER, " ") for line in lines]


def fit(text: str, columns: int | None, hanging: str = "  ") -> str:
    """Each line of `text` wrapped to `columns` (None: as it is), keeping its own indent; the lines
    a sentence continues on indented by `hanging` more. A line marked with a `* ` (`list`'s current
    game) goes on under its text, as the unmarked lines beside it do; a markdown table's delimiter
    row (`|---:|:---|`) breaks between its cells, as the table's other rows do."""
    if columns is None:
        return text.replace(TOGETHER, " ")
    lines = []
    for line in text.split("\n"):
        words = line.lstrip(" ")
        indent = line[: len(line) - len(words)]
        if words.startswith(("|-", "|:")) and not words.strip("|-: ") and seen_width(line) > columns:
            words = "| " + " | ".join(words.rstrip().strip("|").split("|")) + " |"
        lines.extend(wrapped(words, columns, indent, "  " + hanging if words.startswith("* ") else hanging))
    return "\n".join(lines)


def columns_of(stream: Any = None) -> int:
    """COLUMNS, else the terminal's width, else 80 (also for a terminal that reports 0 columns,
    as a pty without a size does)."""
    text = os.environ.get("COLUMNS", "")
    if text.isdigit() and 0 < int(text) < 10_000:
        return int(text)
    try:
        return os.get_terminal_size((stream or sys.stdout).fileno()).columns or 80
    except (OSError, ValueError, AttributeError):
        return 80


def at_terminal(stream: Any) -> bool:
    """Whether a person reads `stream` at a terminal."""
    try:
        return stream is not None and bool(stream.isatty())
    except (OSError, ValueError, AttributeError):
        return False


def width_for(stream: Any) -> int | None:
    """The width lines for people wrap to on `stream`: the terminal's, or None off a terminal."""
    return columns_of(stream) if at_terminal(stream) else None


# While a command's answer is worked out to be kept (cli/counting.py `answered`): each write's text,
# new line, wrapping, and whether it went anywhere but standard output.
recorded: list[tuple[str, bool, bool, bool]] | None = None


def write(
    text: str = "", *, err: bool = False, nl: bool = True, wrap: bool = True, hanging: str = "  ", to: Any = None
) -> None:
    """Write `text` for the user on standard output (or standard error, `err`; or the stream `to`,
    for a screen drawn past the kept report): the one way out. At a terminal each line is wrapped
    between words to its width, the lines a sentence goes on to indented by `hanging` (`wrap=False`:
    a fitted table, or a format for programs, written as it is); elsewhere nothing is wrapped."""
    if recorded is not None:  # an answer to keep (cli/counting.py answered): what it wrote, and where
        recorded.append((text, nl, wrap, err or to is not None))
    stream = to if to is not None else sys.stderr if err else sys.stdout
    if stream is None:
        return
    text = fit(text, width_for(stream), hanging) if wrap else text.replace(TOGETHER, " ")
    stream.write(text + "\n" if nl else text)
    stream.flush()
