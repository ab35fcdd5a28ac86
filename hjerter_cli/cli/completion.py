"""Shell completion: what a Tab press offers, and the scripts committed in completions/.

Run `python -m hjerter_cli.cli.completion DIR` to write the scripts; a test keeps the committed
ones current.
"""

from __future__ import annotations

import sys
from pathlib import Path

import typer

from hjerter_cli import store
from hjerter_cli.cli.options import ctx_value, given_data_dir, resolve_game
from hjerter_cli.errors import HjerterError

FILES = {"bash": "hjerter.bash", "zsh": "_hjerter", "fish": "hjerter.fish"}

# After `Bo=` the tally goes on in the same word, so bash must not add a space.
_BASH_NO_SPACE = """    if [[ ${#COMPREPLY[@]} -eq 1 && ${COMPREPLY[0]} == *= ]]; then
        compopt -o nospace
    fi
    return 0"""


def complete_tally(ctx: typer.Context, incomplete: str) -> list[str]:
    """Player names as `NAME=`, for tallies."""
    if "=" in incomplete:
        return []
    try:
        file = ctx_value(ctx, "file")
        ref = resolve_game(given_data_dir(ctx, None), ctx_value(ctx, "game"), Path(file) if file else None)
        game, _sheet = store.load(ref.path)
    except (HjerterError, OSError):
        return []
    wanted = incomplete.casefold()
    return [f"{player}=" for player in game.players if player.casefold().startswith(wanted)]


def script(shell: str) -> str:
    """The completion script for one shell, as committed in completions/."""
    from hjerter_cli.cli.app import COMPLETE_VAR
    from hjerter_cli.cli.framework import completion_script

    text = completion_script(shell, prog_name="hjerter", complete_var=COMPLETE_VAR).strip() + "\n"
    if shell == "bash":
        text = text.replace("    return 0", _BASH_NO_SPACE, 1)
    return text


def write_all(folder: Path) -> None:
    """Write every shell's script into `folder`."""
    folder.mkdir(parents=True, exist_ok=True)
    for shell, name in FILES.items():
        (folder / name).write_text(script(shell), encoding="utf-8")


if __name__ == "__main__":
    write_all(Path(sys.argv[1] if len(sys.argv) > 1 else "completions"))
