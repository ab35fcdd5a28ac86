"""Shell completion: what a Tab press offers, and the scripts committed in completions/.

Run `python -m hjerter_cli.cli.completion DIR` to write the scripts; a test keeps the committed
ones current.
"""

from __future__ import annotations

import sys
from pathlib import Path

import typer

from hjerter_cli import store
from hjerter_cli.cli.options import ctx_value
from hjerter_cli.errors import HjerterError

FILES = {"bash": "hjerter.bash", "zsh": "_hjerter", "fish": "hjerter.fish"}

SCRIPTS = {
    "bash": """_hjerter_completion() {
    local IFS=$'\\n'
    COMPREPLY=( $( env COMP_WORDS="${COMP_WORDS[*]}" \\
                   COMP_CWORD=$COMP_CWORD \\
                   _HJERTER_COMPLETE=complete_bash $1 ) )
    # After `Bo=` the tally goes on in the same word: no space.
    if [[ ${#COMPREPLY[@]} -eq 1 && ${COMPREPLY[0]} == *= ]]; then
        compopt -o nospace
    fi
    return 0
}

complete -o default -F _hjerter_completion hjerter
""",
    "zsh": """#compdef hjerter

_hjerter_completion() {
  eval "$(env _TYPER_COMPLETE_ARGS="${words[1,$CURRENT]}" _HJERTER_COMPLETE=complete_zsh hjerter)"
}

compdef _hjerter_completion hjerter
""",
    "fish": (
        'complete --command hjerter --no-files --arguments "(env _HJERTER_COMPLETE=complete_fish '
        '_TYPER_COMPLETE_FISH_ACTION=get-args _TYPER_COMPLETE_ARGS=(commandline -cp) hjerter)" '
        '--condition "env _HJERTER_COMPLETE=complete_fish _TYPER_COMPLETE_FISH_ACTION=is-args '
        '_TYPER_COMPLETE_ARGS=(commandline -cp) hjerter"\n'
    ),
}


def _players(ctx: typer.Context) -> tuple[str, ...]:
    """The players of the game the command line names (none when it cannot be read)."""
    # While completing, click leaves the players typed so far in ctx.args.
    given = (ctx.params.get("players") or ctx.args) if "players" in ctx.params else None
    if given:
        return tuple(given)  # `new Ann Bo Cy --dealer <Tab>`
    from hjerter_cli.cli.session import Session

    session = Session()
    for name in ("data_dir", "game", "file"):
        session.note(name, ctx_value(ctx, name), after=False)
    like = ctx.params.get("like")  # `new --like friday --dealer <Tab>`: friday's players
    try:
        ref = session.resolve(like, None) if like else session.ref
        return store.load(ref.path)[0].players
    except (HjerterError, OSError):
        return ()


def _entered(ctx: typer.Context) -> list[str]:
    """The tallies already typed on this command line."""
    return [str(word) for word in (ctx.params.get("tallies") or ctx.args or []) if word != "-"]


def complete_tally(ctx: typer.Context, incomplete: str) -> list[str]:
    """Player names as `NAME=`, for tallies: none after a plain entry (the two forms do not mix),
    and not the players who already have an entry."""
    if "=" in incomplete:
        return []
    entered = _entered(ctx)
    if any("=" not in word for word in entered):
        return []
    from hjerter_cli.core.settings import name_key

    done = {name_key(word.partition("=")[0]) for word in entered}
    wanted = incomplete.casefold()
    return [
        f"{player}="
        for player in _players(ctx)
        if player.casefold().startswith(wanted) and name_key(player) not in done
    ]


def complete_player(ctx: typer.Context, incomplete: str) -> list[str]:
    """Player names, for --queen WHO and the other card options, and --dealer on new."""
    wanted = incomplete.casefold()
    return [player for player in _players(ctx) if player.casefold().startswith(wanted)]


def script(shell: str) -> str:
    """The completion script for one shell, as committed in completions/."""
    return SCRIPTS[shell]


def write_all(folder: Path) -> None:
    """Write every shell's script into `folder`."""
    folder.mkdir(parents=True, exist_ok=True)
    for shell, name in FILES.items():
        (folder / name).write_text(script(shell), encoding="utf-8")


if __name__ == "__main__":
    write_all(Path(sys.argv[1] if len(sys.argv) > 1 else "completions"))
