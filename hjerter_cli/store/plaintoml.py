"""The TOML hjerter writes, read without tomllib.

A game file is written by tomli-w in a plain shape: full-line comments, `key = value` lines,
`[table]` and `[[array of tables]]` headers, arrays one item a line (or `[]`), inline tables, basic strings, integers,
booleans and date-times. `loads` reads exactly that shape and returns what `tomllib.loads` would;
for anything else (a file written by hand in another TOML style, or no TOML at all) it returns
None, and the caller asks tomllib, which also says what is wrong. Importing tomllib costs a
command more than everything else it does to show a sheet; this costs next to nothing.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

_BARE = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
_ESCAPES = {"b": "\b", "t": "\t", "n": "\n", "f": "\f", "r": "\r", '"': '"', "\\": "\\"}


class NotToml(Exception):
    """The text is not valid TOML; says tomllib's own words."""


def document(text: str) -> dict[str, Any]:
    """What tomllib.loads(text) gives: read plainly where the text is in the plain shape, else by
    tomllib, whose refusal is raised as NotToml."""
    found = loads(text)
    if found is not None:
        return found
    import tomllib

    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise NotToml(str(error)) from error


class _Other(Exception):
    """Not the plain shape: tomllib is to read it."""


def loads(text: str) -> dict[str, Any] | None:
    """The document, exactly as tomllib.loads(text) gives it, or None when `text` is not in the
    plain shape (including when it is not valid TOML)."""
    if text.count("\r") != text.count("\r\n"):  # a CR that ends no line
        return None
    # Each line without its blanks around it and a CRLF's CR (every CR is one now).
    lines = [line.strip(" \t") for line in (text.replace("\r\n", "\n") if "\r" in text else text).split("\n")]
    try:
        return _document(lines)
    except (_Other, ValueError, IndexError, OverflowError):
        return None


def _document(lines: list[str]) -> dict[str, Any]:
    """The document of these lines (each without its blanks around it)."""
    root: dict[str, Any] = {}
    table = root
    tables: set[str] = set()  # the arrays of tables, `[[name]]` (tomli-w's, for a round too long inline)
    number = 0
    while number < len(lines):
        line = lines[number]
        number += 1
        known = _READ.get(line)
        if known is not None:  # a `key = value` line read before (a club's games' settings are much alike)
            key, value = known
            if key in table:
                raise _Other
            table[key] = value
            continue
        if not line or line.startswith("#"):
            if not line.isprintable() and any(_forbidden(char) for char in line):  # printable: none is
                raise _Other
            continue
        if line.startswith("[["):
            name = line[2:-2].strip(" \t")
            if not line.endswith("]]") or not _bare(name) or (name in root and name not in tables):
                raise _Other
            table = {}
            root.setdefault(name, []).append(table)
            tables.add(name)
            continue
        if line.startswith("["):
            name = line[1:-1].strip(" \t")
            if not line.endswith("]") or not _bare(name) or name in root:
                raise _Other
            table = root[name] = {}
            continue
        key, _eq, rest = line.partition("=")
        key, rest = key.strip(" \t"), rest.strip(" \t")
        if not _eq or not _bare(key) or key in table:
            raise _Other
        if rest == "[":  # an array, one item a line, up to a line `]`
            table[key], number = _array(lines, number, "]")
            continue
        value = table[key] = _whole(rest)
        if type(value) in (str, int, bool):  # kept only where no reader can change it
            if len(_READ) >= 1024:
                _READ.clear()
            _READ[line] = (key, value)
    return root


# `key = value` lines read, with what they say: the value is a string, a number or true or false.
_READ: dict[str, tuple[str, Any]] = {}


def _array(lines: list[str], number: int, end: str) -> tuple[list[Any], int]:
    """The items of an array written one a line from line `number` (an item that is an array of
    its own opens with `[` and closes with `],`), up to its closing line `end`; and the line after it."""
    strings = _plain_strings(lines, number, end)
    if strings is not None:
        return strings, number + len(strings) + 1
    items: list[Any] = []
    while (item := lines[number]) != end:
        number += 1
        if item == "[":
            nested, number = _array(lines, number, "],")
            items.append(nested)
            continue
        if not item.endswith(","):
            raise _Other
        items.append(_whole(item[:-1]))
    return items, number + 1


def _plain_strings(lines: list[str], number: int, end: str) -> list[str] | None:
    """The items of an array from line `number` to `end` when every one is a plain string, `"…",`
    (printable ASCII, nothing escaped: as _string reads it), all checked at once; else None."""
    try:
        close = lines.index(end, number)
    except ValueError:
        return None
    body = "\n".join(lines[number:close])
    if len(body) < 3 or body[0] != '"' or body[-2:] != '",':
        return None
    # '"a",\n"b",' is the strings a and b, and no other text: none holds a quote, a backslash or
    # a line break (printable), so the breaks left are the items' own, one between each two.
    strings = body[1:-2].split('",\n"')
    joined = "".join(strings)
    if not (joined.isascii() and joined.isprintable()) or '"' in joined or "\\" in joined:
        return None
    return strings


def _ascii_digits(text: str) -> bool:
    """0-9 only: TOML's digits (str.isdigit takes every script's, and int() reads them; of ASCII, only 0-9)."""
    return text.isascii() and text.isdigit()


def _bare(key: str) -> bool:
    return bool(key) and _BARE.issuperset(key)


def _forbidden(char: str) -> bool:
    """A control character TOML allows in no comment or basic string (a tab is allowed)."""
    return (char < " " and char != "\t") or char == "\x7f"


def _whole(text: str) -> Any:
    """The value that is all of `text`."""
    if text[-1:] == '"' and text[:1] == '"' and len(text) > 1:
        inner = text[1:-1]
        if inner.isascii() and inner.isprintable() and '"' not in inner and "\\" not in inner:
            return inner  # the common string: printable ASCII, nothing escaped (as _string reads it)
    elif text.isdigit() and text.isascii() and (text[0] != "0" or len(text) == 1):
        return int(text)  # the common number: 0-9 only, no leading 0 (as _value reads it)
    value, end = _value(text, 0)
    if text[end:].strip(" \t"):
        raise _Other
    return value


def _value(text: str, at: int) -> tuple[Any, int]:
    """The value starting at `at`, and where it ends."""
    char = text[at]
    if char == '"':
        return _string(text, at + 1)
    if char == "{":
        return _inline_table(text, at + 1)
    if char == "[" and text[at + 1 : at + 2] == "]":
        return [], at + 2
    if text.startswith("true", at):
        return True, at + 4
    if text.startswith("false", at):
        return False, at + 5
    end = len(text)
    for stop in ", }\t":  # the word ends at the first of them
        found = text.find(stop, at, end)
        if found >= 0:
            end = found
    word = text[at:end]
    if len(word) >= 10 and word[4:5] == "-":  # a date-time (its time may follow a space)
        return _date_time(text, at)
    digits = word[1:] if word[:1] == "-" else word
    if not _ascii_digits(digits) or (digits[0] == "0" and len(digits) > 1):
        raise _Other
    return int(word), end


def _string(text: str, at: int) -> tuple[str, int]:
    """A basic string from just after its opening quote."""
    end = text.find('"', at)
    if end >= 0 and text[at:end].isascii() and text[at:end].isprintable() and "\\" not in text[at:end]:
        return text[at:end], end + 1  # the common string: printable ASCII, nothing escaped
    out: list[str] = []
    while True:
        char = text[at]
        if char == '"':
            return "".join(out), at + 1
        if char == "\\":
            code = text[at + 1]
            if code in _ESCAPES:
                out.append(_ESCAPES[code])
                at += 2
                continue
            size = {"u": 4, "U": 8}.get(code)
            digits = text[at + 2 : at + 2 + (size or 0)]
            if size is None or len(digits) != size or not all(d in "0123456789abcdefABCDEF" for d in digits):
                raise _Other
            point = int(digits, 16)
            if point > 0x10FFFF or 0xD800 <= point <= 0xDFFF:
                raise _Other
            out.append(chr(point))
            at += 2 + size
            continue
        if _forbidden(char):
            raise _Other
        out.append(char)
        at += 1


def _inline_table(text: str, at: int) -> tuple[dict[str, Any], int]:
    """`{ key = value, ... }` from just after its brace."""
    table: dict[str, Any] = {}
    while True:
        while text[at] in " \t":
            at += 1
        if text[at] == "}" and not table:
            return table, at + 1
        equals = text.index("=", at)
        key = text[at:equals].strip(" \t")
        if not _bare(key) or key in table:
            raise _Other
        at = equals + 1
        while text[at] in " \t":
            at += 1
        table[key], at = _value(text, at)
        while text[at] in " \t":
            at += 1
        if text[at] == "}":
            return table, at + 1
        if text[at] != ",":
            raise _Other
        at += 1


def _date_time(text: str, at: int) -> tuple[Any, int]:
    """`YYYY-MM-DD HH:MM:SS[.ffffff](Z|+HH:MM|-HH:MM)`, as tomllib reads it."""
    from datetime import datetime

    date, sep, clock = text[at : at + 10], text[at + 10], text[at + 11 : at + 19]
    if sep not in " Tt" or date[4] != "-" or date[7] != "-" or clock[2] != ":" or clock[5] != ":":
        raise _Other
    numbers = [date[0:4], date[5:7], date[8:10], clock[0:2], clock[3:5], clock[6:8]]
    if len("".join(numbers)) != 14 or not _ascii_digits("".join(numbers)):  # each part whole, digits only
        raise _Other
    end = at + 19
    micro = 0
    if text[end : end + 1] == ".":
        start = end = end + 1
        while end < len(text) and _ascii_digits(text[end]):
            end += 1
        if end == start:
            raise _Other
        micro = int(text[start:end][:6].ljust(6, "0"))
    zone = text[end : end + 6]
    if zone[:1] in "Zz" and zone:
        zone, end = "Z", end + 1
    else:
        end += 6
    tz = _ZONES[zone] if zone in _ZONES else _zone(zone)
    year, month, day, hour, minute, second = map(int, numbers)
    return datetime(year, month, day, hour, minute, second, micro, tzinfo=tz), end


_ZONES: dict[str, Any] = {}  # the offsets read, by how they are written: a club's one or two


def _zone(zone: str) -> Any:
    """The offset `Z` or `+HH:MM`/`-HH:MM` (a local date-time, without one, is rare enough to leave to tomllib)."""
    from datetime import UTC, timedelta, timezone

    if zone == "Z":
        _ZONES[zone] = UTC
        return UTC
    if not (zone[:1] in "+-" and len(zone) == 6 and zone[3] == ":" and _ascii_digits(zone[1:3] + zone[4:6])):
        raise _Other
    hours, minutes = int(zone[1:3]), int(zone[4:6])
    if hours > 23 or minutes > 59:
        raise _Other
    sign = -1 if zone[0] == "-" else 1
    if len(_ZONES) >= 64:
        _ZONES.clear()
    tz = _ZONES[zone] = timezone(timedelta(hours=sign * hours, minutes=sign * minutes))
    return tz
