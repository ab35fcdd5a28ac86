"""Text on a terminal: how many columns it takes, the characters a reader sees, and words folded
or wrapped to a width. Shared by every screen that draws text (the measuring and the wrapping
are the one writer's, hjerter_cli/terminal.py)."""

from __future__ import annotations

from hjerter_cli.terminal import TOGETHER, together, width, wrapped

__all__ = ["TOGETHER", "fold", "graphemes", "pad", "together", "width", "wrapped"]


def graphemes(text: str) -> list[str]:
    """The characters a reader sees (grapheme clusters): a letter with its combining marks, an
    emoji with its skin tone, variation selector or tag letters, emoji joined by ZWJ (👩‍👩‍👧), a
    flag's two regional indicators. A name is only ever cut between these."""
    if text.isascii():  # no ASCII character extends another: each is one
        return list(text)
    import unicodedata

    found: list[str] = []
    joined = False  # the last character was a ZWJ: the next belongs to the same cluster
    for char in text:
        code = ord(char)
        extends = (
            unicodedata.category(char) in ("Mn", "Me", "Mc")
            or char in "\u200d\u20e3"
            or 0xFE00 <= code <= 0xFE0F
            or 0x1F3FB <= code <= 0x1F3FF
            or 0xE0020 <= code <= 0xE007F
        )
        flag = 0x1F1E6 <= code <= 0x1F1FF and found and len(found[-1]) == 1 and 0x1F1E6 <= ord(found[-1]) <= 0x1F1FF
        if found and (extends or joined or flag):
            found[-1] += char
        else:
            found.append(char)
        joined = char == "\u200d"
    return found


def pad(text: str, size: int, right: bool) -> str:
    gap = " " * (size - width(text))
    return gap + text if right else text + gap


def fold(line: str, columns: int | None, between: str = "  ") -> list[str]:
    """A line too wide for the terminal, folded between its parts ("1. Ann 4  2. Bo 13"; "Ann 27,
    Bo 32"), the lines after the first indented."""
    if columns is None or width(line) <= columns:
        return [line]
    folded = [""]
    parts = line.split(between)
    mark = between.rstrip()  # what ends a line that the next part does not follow on (",")
    for index, part in enumerate(parts):
        ends = "" if index == len(parts) - 1 else mark  # room for it, should the next part not fit
        if folded[-1] and width(folded[-1]) + len(between) + width(part) + len(ends) > columns:
            folded[-1] += mark
            folded.append("  " + part)
        else:
            folded[-1] = f"{folded[-1]}{between}{part}" if folded[-1] else part
    return folded
