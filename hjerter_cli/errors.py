"""The one error root: every refusal carries what to say to people and an exit code.

The core, the store and the reading of games raise their refusals as a kind and its values
(core/refusals.py); the edge turns them into a sentence in the language of the moment
(render/refusals.py `say`), so the words are chosen once, where they are shown, not where raised.
"""

from __future__ import annotations

from hjerter_cli.core.refusals import Phrase


class HjerterError(Exception):
    """Input or state refused; the message is one plain sentence a player understands."""

    exit_code = 1

    def __init__(self, said: str | Phrase) -> None:
        super().__init__(said)
        self.said = said

    @property
    def kind(self) -> str | None:
        """The refusal's kind when the core raised it (None for a sentence made at the edge)."""
        return self.said.kind if isinstance(self.said, Phrase) else None


class RefusedError(HjerterError):
    """A bad tally, a game that is over, an unknown game, nothing to undo (exit 1)."""

    exit_code = 1


class FileProblem(RefusedError):
    """What is wrong with a file to import, and the line it is on (None: the file as a whole)."""

    def __init__(self, said: str | Phrase, line: int | None = None) -> None:
        super().__init__(said)
        self.line = line


class UsageError(HjerterError):
    """Options that do not fit together (exit 2)."""

    exit_code = 2


class Cancelled(HjerterError):
    """Ctrl-C or Ctrl-D: the person stopped; nothing was changed (exit 130, as after Ctrl-C)."""

    exit_code = 130


class StoreError(HjerterError):
    """A game file or the data dir cannot be used: corrupt, newer, locked, not writable (exit 3)."""

    exit_code = 3


def visible(text: str) -> str:
    """Text from outside (a file name, a path) with control characters shown as escapes (\\x1b),
    so that nothing reaches a terminal raw."""
    if text.isprintable():
        return text
    return "".join(char if char.isprintable() or char == " " else ascii(char)[1:-1] for char in text)
