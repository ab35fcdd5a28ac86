"""The one place that touches the framework's insides.

Typer's public API has no name for the parser's usage error, for the "no arguments: show the
help" signal, or for the completion script of a shell. They live in typer's own copy of click
(`typer._click`) and in `typer._completion_shared`. Everything else in hjerter imports `typer`
only; tests/test_framework.py fails loudly if a new typer moves or changes any of these.
"""

from __future__ import annotations

from typer._click.exceptions import NoArgsIsHelpError as NoArgsIsHelpError
from typer._click.exceptions import UsageError as ParserError


def completion_script(shell: str, prog_name: str, complete_var: str) -> str:
    """The completion script typer generates for `shell` (bash, zsh or fish)."""
    from typer._completion_shared import get_completion_script

    return get_completion_script(prog_name=prog_name, complete_var=complete_var, shell=shell)


__all__ = ["NoArgsIsHelpError", "ParserError", "completion_script"]
