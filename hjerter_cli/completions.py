"""The shell completion scripts in completions/, generated from the app.

Run `python -m hjerter_cli.completions DIR` to write them; a test keeps the committed ones current.
"""

from __future__ import annotations

import sys
from pathlib import Path

FILES = {"bash": "hjerter.bash", "zsh": "_hjerter", "fish": "hjerter.fish"}
COMPLETE_VAR = "_HJERTER_COMPLETE"

# After `Bo=` the tally goes on in the same word, so bash must not add a space.
_BASH_NO_SPACE = """    if [[ ${#COMPREPLY[@]} -eq 1 && ${COMPREPLY[0]} == *= ]]; then
        compopt -o nospace
    fi
    return 0"""


def script(shell: str) -> str:
    """The completion script for one shell, as committed in completions/."""
    from typer._completion_shared import get_completion_script

    text = get_completion_script(prog_name="hjerter", complete_var=COMPLETE_VAR, shell=shell).strip() + "\n"
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
