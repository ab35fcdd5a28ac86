"""What the core says, without saying it: a refusal (or a part of one) is a kind and its values.

The sentences for each kind, in English and Danish, live at the edge (render/refusals.py); the
core never holds a sentence, so it speaks no language and tests can switch language in-process.
"""

from __future__ import annotations

from hjerter_cli.core.records import TYPE_CHECKING, Record

if TYPE_CHECKING:
    from typing import Any


class Phrase(Record):
    """A kind of sentence (or part of one) with the values that fill it in."""

    kind: str
    values: tuple[tuple[str, Any], ...] = ()
    capital: bool = False  # starts a sentence: its first letter a capital

    def format(self, **values: Any) -> Phrase:
        """The same kind with these values (the shape of str.format, so a call site reads alike)."""
        return self._replace(values=tuple(values.items()))

    def capitalized(self) -> Phrase:
        return self._replace(capital=True)


def phrase(kind: str) -> Phrase:
    """The phrase of a kind, to be filled in with `.format(...)`."""
    return Phrase(kind)
