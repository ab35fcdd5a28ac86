"""What the system or a library says when a file, a folder or a port cannot be used, in the
language being spoken: its own words in English, Danish words for a Danish screen
(locale/da_reasons.py). Imported only where such an error is said, never at start-up."""

from __future__ import annotations

from hjerter_cli.i18n import current_language


def reason(error: OSError, writing: bool = False) -> str:
    """Why the system would not let a file, a folder or a port be used: its own words, and on a
    Danish screen the Danish for its error number (`writing`: a missing name is the folder's)."""
    said = error.strerror or str(error)
    if current_language() != "da" or not isinstance(error.errno, int):
        return said
    import errno

    from hjerter_cli.locale.da_reasons import ERRNO, ERRNO_WRITING, UNKNOWN_ERRNO

    code = errno.errorcode.get(error.errno, str(error.errno))
    return (writing and ERRNO_WRITING.get(code)) or ERRNO.get(code) or UNKNOWN_ERRNO.format(code=code)


def module_said(text: str, module: str, column: int | None = None) -> str:
    """What Python's csv or json module said about a file (`module`), as its own words, and on a
    Danish screen in Danish, with the column on its line where it knows one."""
    if current_language() != "da":
        return text
    import re

    from hjerter_cli.locale.da_reasons import MODULES, UNKNOWN_MODULE

    for pattern, danish in MODULES:
        found = re.match(pattern, text)
        if found:
            return danish.format(column=column, **found.groupdict())
    return UNKNOWN_MODULE["anywhere" if module == "json" and column is None else module].format(column=column)
