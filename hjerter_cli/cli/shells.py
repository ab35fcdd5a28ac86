"""Installing hjerter into a shell: `hjerter completion bash|zsh|fish` prints the script."""

from __future__ import annotations

from typing import Annotated

import typer

from hjerter_cli.cli.options import Commands, choices, examples, registrar
from hjerter_cli.i18n import _
from hjerter_cli.terminal import write

COMMANDS: Commands = {}
command = registrar(COMMANDS)


@command(
    "completion",
    epilog=examples(
        "source <(hjerter completion bash)",
        "hjerter completion bash >> ~/.bashrc",
    ),
)
def completion(
    shell: Annotated[
        str,
        typer.Argument(help=_("The shell to complete in."), **choices("bash", "zsh", "fish")),
    ],
) -> None:
    """Print the completion script of a shell (the same as completions/ in the source)."""
    from hjerter_cli.cli.completion import script

    write(script(shell), nl=False, wrap=False)
