"""Words for people go through `_()` and `ngettext()`: English as written, or Danish.

The language: HJERTER_LANG (`da` or `en`), else the first of LANGUAGE, LC_ALL, LC_MESSAGES and
LANG that is set and not empty; a value starting with `da` means Danish, anything else English.
It is chosen when the first word is said (or by `use_language`), not when this module is
imported, and `use_language` switches it at any time, so tests can speak both in one process.
The Danish words are a dict module (hjerter_cli/locale/da.py), imported only for a Danish run.
A sentence with nothing to fill in is declared in one line, `in_no_club = fixed("...")`, and
said like any other, `in_no_club()`, in the language of that moment.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from functools import partial

# The catalogue in use: None until chosen; {} for English (every message as written).
_messages: dict[str, str] | None = None
_plurals: dict[tuple[str, str], tuple[str, str]] = {}
_chosen = "en"
_whole = False  # whether the catalogue holds every Danish message, or FIRST alone (locale/da.py)


def language() -> str:
    """`da` or `en`, as cli/CLI.md says it is chosen from the environment."""
    chosen = os.environ.get("HJERTER_LANG")
    if not chosen:
        chosen = next(
            (os.environ[name] for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG") if os.environ.get(name)), ""
        )
    return "da" if chosen.lower().startswith("da") else "en"


def use_language(name: str | None = None) -> str:
    """Speak `name` (`da` or `en`; None: as the environment says) from now on; returns it."""
    global _messages, _plurals, _chosen, _whole
    _chosen = name if name in ("da", "en") else language()
    if _chosen == "da":
        from hjerter_cli.locale.da import FIRST, FIRST_PLURALS

        _messages, _plurals, _whole = FIRST, FIRST_PLURALS, False
    else:
        _messages, _plurals = {}, {}
    return _chosen


def _every_danish() -> None:
    """The catalogue made whole: a Danish message FIRST does not hold is one command's own."""
    global _messages, _plurals, _whole
    from hjerter_cli.locale.da import everything

    _messages, _plurals = everything()
    _whole = True


def current_language() -> str:
    """The language being spoken (chosen from the environment if nothing has been said yet)."""
    if _messages is None:
        use_language()
    return _chosen


class _Danish(str):
    """A Danish sentence to fill in: a possessive `{name}s` becomes `{name}'` after a name that
    ends in s, x or z, as Danish writes it (Lars' hjerter, Hans' point, Max' tur)."""

    def format(self, *args: object, **values: object) -> str:
        import re

        def owner(found: re.Match[str]) -> str:
            value = values.get(found.group(1))
            if isinstance(value, str) and value[-1:].lower() in ("s", "x", "z"):
                return "{" + found.group(1) + "}'"
            return found.group(0)

        return re.sub(r"\{(\w+)\}s(?!\w)", owner, str(self)).format(*args, **values)


def _(message: str) -> str:
    """`message` in the current language."""
    if _messages is None:
        use_language()
    assert _messages is not None
    if _chosen != "da":
        return message
    if message not in _messages and not _whole:
        _every_danish()
    return _Danish(_messages.get(message, message))


def fixed(message: str) -> Callable[[], str]:
    """A sentence with nothing to fill in, kept where it is declared: calling it says `message` in
    the current language, as `_(message)` would."""
    return partial(_, message)


def N_(message: str) -> str:  # noqa: N802 - gettext's name for a message marked, to be said later
    """Marks a message for translation where it is kept (a table of sentences); `_` says it later."""
    return message


def ngettext(singular: str, plural: str, count: int) -> str:
    """The singular or plural message for `count`, in the current language."""
    if _messages is None:
        use_language()
    if _chosen != "da":
        return singular if count == 1 else plural
    if (singular, plural) not in _plurals and not _whole:
        _every_danish()
    one, many = _plurals.get((singular, plural), (singular, plural))
    return _Danish(one if count == 1 else many)


def joined(names: list[str]) -> str:
    """Names that share something (a lead, a win, a card's copies) as a sentence joins them:
    `Cy & Di`, `Ann, Bo & Cy` (in Danish `Cy og Di`)."""
    if len(names) < 2:
        return "".join(names)
    return _("{first} & {second}").format(first=", ".join(names[:-1]), second=names[-1])


def listed(names: list[str]) -> str:
    """The players of a game in a row, as a sentence lists them: `Ann, Bo, Cy, Di` (in Danish
    `Ann, Bo, Cy og Di`)."""
    if len(names) < 2:
        return "".join(names)
    return _("{names}, {last}").format(names=", ".join(names[:-1]), last=names[-1])


def either(choices: list[str]) -> str:
    """Choices offered in a sentence, one of which is meant: `table, text, json` (in Danish
    `table, text eller json`, as a Danish list of choices ends)."""
    if len(choices) < 2:
        return "".join(choices)
    return _("{choices}, {last}").format(choices=", ".join(choices[:-1]), last=choices[-1])
