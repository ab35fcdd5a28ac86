"""The one place that touches the framework's insides.

Typer's public API has no name for the parser's usage error, for the "no arguments: show the
help" signal, or for the completion script of a shell. They live in typer's own copy of click
(`typer._click`) and in `typer._completion_shared`. Everything else in hjerter imports `typer`
only; tests/test_framework.py fails loudly if a new typer moves or changes any of these.
"""

from __future__ import annotations

from typing import Any

from typer._click.exceptions import NoArgsIsHelpError as NoArgsIsHelpError
from typer._click.exceptions import UsageError as ParserError


def completion_script(shell: str, prog_name: str, complete_var: str) -> str:
    """The completion script typer generates for `shell` (bash, zsh or fish)."""
    from typer._completion_shared import get_completion_script

    return get_completion_script(prog_name=prog_name, complete_var=complete_var, shell=shell)


def enable_shell_completion() -> None:
    """Register typer's bash, zsh and fish completion classes (typer does so only when it adds its
    own --install-completion, which would install a script other than completions/'s)."""
    from typer._completion_classes import completion_init

    completion_init()


_plain = False


def plain_argument_metavars() -> None:
    """Usage lines say `NAME`, not typer's `{NAME}`, for a required argument."""
    global _plain
    if _plain:
        return
    from typer.core import TyperArgument

    braced = TyperArgument.make_metavar

    def make_metavar(self: TyperArgument, ctx: Any, *, usage: bool = False) -> str:
        text = braced(self, ctx, usage=usage)
        return text[1:-1] if text.startswith("{") and text.endswith("}") else text

    TyperArgument.make_metavar = make_metavar  # type: ignore[method-assign]
    _plain = True


__all__ = [
    "NoArgsIsHelpError",
    "ParserError",
    "completion_script",
    "enable_shell_completion",
    "plain_argument_metavars",
]
