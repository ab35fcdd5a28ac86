"""Text on a terminal: how many columns it takes, the characters a reader sees, and words folded
or wrapped to a width. Shared by every screen that draws text."""

from __future__ import annotations


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


def graphemes(text: str) -> list[str]:
    """The characters a reader sees (grapheme clusters): a letter with its combining marks, an
    emoji with its skin tone, variation selector or tag letters, emoji joined by ZWJ (👩‍👩‍👧), a
    flag's two regional indicators. A name is only ever cut between these."""
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


# Between words that a line must not break apart (a seat's number and its name, a note's card and
# its taker): wrapped() keeps them on one line and prints a blank. A name cannot hold it.
TOGETHER = "\x1f"


def together(text: str) -> str:
    """`text` kept on one line by wrapped(), its blanks printed as they are."""
    return text.replace(" ", TOGETHER)


def wrapped(text: str, columns: int | None, indent: str = "", hanging: str = "  ") -> list[str]:
    """Words for people wrapped to the terminal's width (None: not at all), between words: `indent`
    before the first line, `indent` and `hanging` before the others; a word longer than a line
    stands alone, uncut. Words joined by together() stay on one line."""
    if columns is None or width(indent + text) <= columns:
        return [(indent + text).replace(TOGETHER, " ")]
    lines: list[str] = []
    prefix, current = indent, ""
    for word in text.split(" "):  # a TOGETHER inside a word counts one column, as its blank does
        if current and width(f"{prefix}{current} {word}") > columns:
            lines.append(prefix + current)
            prefix, current = indent + hanging, word
        else:
            current = f"{current} {word}" if current else word
    lines.append(prefix + current)
    return [line.replace(TOGETHER, " ") for line in lines]
