"""Words for people go through `_()` and `ngettext()`: English as written, or Danish.

The language: HJERTER_LANG (`da` or `en`), else the first of LANGUAGE, LC_ALL, LC_MESSAGES and
LANG that is set and not empty; a value starting with `da` means Danish, anything else English.
The Danish words are a dict module (hjerter_cli/locale/da.py), imported only for a Danish run.
"""

from __future__ import annotations

import os


def language() -> str:
    """`da` or `en`, as CLI.md says it is chosen."""
    chosen = os.environ.get("HJERTER_LANG")
    if not chosen:
        chosen = next(
            (os.environ[name] for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG") if os.environ.get(name)), ""
        )
    return "da" if chosen.lower().startswith("da") else "en"


LANGUAGE = language()

if LANGUAGE == "da":
    from hjerter_cli.locale.da import MESSAGES, PLURALS

    def _(message: str) -> str:
        return MESSAGES.get(message, message)

    def ngettext(singular: str, plural: str, count: int) -> str:
        one, many = PLURALS.get((singular, plural), (singular, plural))
        return one if count == 1 else many

else:

    def _(message: str) -> str:
        return message

    def ngettext(singular: str, plural: str, count: int) -> str:
        return singular if count == 1 else plural
