"""The command line's grammar as a shell completes it: commands, their options and what follows
each option or stands at each place, read from the app itself.

`python -m hjerter_cli.cli.grammar` prints it as JSON in the language of the process; the
completion scripts' maker (`cli/completion.py`) asks for it in English and in Danish, since
option help is read in the language of the process.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from hjerter_cli.cli.framework import Param, click_command, params

# What follows an option or stands at a place:
#   flag       nothing (the option takes no value)
#   value      a value no list can offer (a number, a date, a new name): nothing is offered
#   file, dir  a path: the shell offers files (folders for dir)
#   choice     a word from a fixed list (the option's `values`)
#   game       a saved game's name          } asked of hjerter, which knows the saved games
#   player     a player of the game         }
#   anyplayer  a player of any saved game   }
#   tally      a `NAME=` entry              }
#   card       a card option's taker (a player), offered only for cards the game uses
#   action     an action word (the values) or a folder; what follows an action is the command's
#              `actions`: the kinds of its places, and of any more
#   conflict   the club's files of a game kept in more than one (`club keep`)
#   evening    an evening's name; evplayer a player of the evening named before it; table a
#              table of the evening's sitting (`hjerter evening`)
# An option that only some games take (a card in use, round's --moon and --sun) is `asked`: the
# shell offers it only where hjerter says the game takes it.
KINDS = (
    "flag",
    "value",
    "file",
    "dir",
    "choice",
    "game",
    "player",
    "anyplayer",
    "tally",
    "card",
    "pair",
    "action",
    "conflict",
    "evening",
    "evplayer",
    "table",
)


def grammar() -> dict[str, Any]:
    """Every command with its help line, options and places, in the language of the process."""
    from hjerter_cli.cli.app import COMMANDS, build_app, main_options, short_help

    group = click_command(build_app())
    commands = [
        {"name": "", "help": "", **_parameters(group, main_options)},
    ]
    for name in COMMANDS:
        family = sys.modules[f"hjerter_cli.cli.{COMMANDS[name]}"]
        commands.append(
            {"name": name, "help": short_help(name), **_parameters(group.commands[name], family.COMMANDS[name][0])}
        )
    return {"commands": commands}


def _parameters(command: Any, callback: Any) -> dict[str, Any]:
    """A command's options (each with its names, kind, values and help) and its places (the kinds
    of its arguments, in order, a choice followed by its words; `rest` that of one taking any
    number); for an argument of actions, `actions`: the kinds of the places after each action word,
    and of any more."""
    options, places, rest, actions = [], [], "", {}
    for param in params(command, callback):
        if param.hidden:
            continue
        kind, values = _kind(param)
        follows = getattr(param.declared, "hjerter_actions", None)
        if follows:
            actions = {word: {"places": list(after), "rest": more} for word, (after, more) in follows.items()}
        if param.argument:
            if param.any_number:
                rest = " ".join([kind, *values])
            else:
                places.append(" ".join([kind, *values]))
            continue
        asked = bool(getattr(param.declared, "hjerter_game_option", False))
        options.append(
            {
                "param": param.name,
                "names": param.names,
                "kind": kind,
                "values": values,
                "help": param.help.split("\n")[0],
                "asked": asked,
            }
        )
    return {"options": options, "places": places, "rest": rest, **({"actions": actions} if actions else {})}


def _kind(param: Param) -> tuple[str, list[str]]:
    """What follows an option or stands at a place: as declared (cli/options.py `asks`), a choice's
    words from its check, a path by its type, else a value no list can offer."""
    if param.flag:
        return "flag", []
    follows = getattr(param.declared, "hjerter_actions", None)
    if follows:
        return "action", list(follows)
    allowed = getattr(getattr(param.declared, "callback", None), "allowed", None)
    if allowed:
        return "choice", list(allowed)
    if param.path:
        return ("dir" if param.name == "data_dir" else "file"), []
    return getattr(param.declared, "hjerter_kind", "value"), []


if __name__ == "__main__":
    sys.stdout.write(json.dumps(grammar(), ensure_ascii=False, indent=1) + "\n")
