"""Shell completion: the scripts `hjerter completion SHELL` prints, made from the app.

The scripts are made from the app (`cli/grammar.py`) and the templates (`completion_templates.py`):
command words, option names and fixed values are completed by the shell itself, and only names ask
hjerter, through `hjerter_cli.tab`, which starts no framework. The scripts exist once, in
`completions/` (the package carries that folder as `hjerter_cli/completions`); run
`python -m hjerter_cli.cli.completion` to make them again, and a test keeps them current.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from hjerter_cli.cli.completion_templates import BASH, FISH, KIND, PARSE, ZSH

FILES = {"bash": "hjerter.bash", "zsh": "_hjerter", "fish": "hjerter.fish"}
FOLDER = Path(__file__).resolve().parent.parent / "completions"  # completions/, as the package carries it


def script(shell: str) -> str:
    """The completion script for one shell, as it is in completions/."""
    return (FOLDER / FILES[shell]).read_text(encoding="utf-8")


class Grammar:
    """The grammar in English, with the Danish help beside it: what every script is made from."""

    def __init__(self, english: dict[str, Any], danish: dict[str, Any]) -> None:
        self.commands = english["commands"]
        self.danish = {
            (command["name"], option["param"]): option["help"]
            for command in danish["commands"]
            for option in command["options"]
        }
        self.danish.update({(command["name"], ""): command["help"] for command in danish["commands"]})

    def words(self) -> list[tuple[str, str, str]]:
        """The command words, with their help in English and Danish."""
        return [(c["name"], c["help"], self.danish[(c["name"], "")]) for c in self.commands if c["name"]]

    def options(self, command: dict[str, Any], asked: bool = False) -> list[tuple[str, str, str, str]]:
        """Each option name of a command, with its kind and help in English and Danish: those that
        every game takes, or (`asked`) those that only some games take."""
        return [
            (name, option["kind"], option["help"], self.danish[(command["name"], option["param"])])
            for option in command["options"]
            if option["asked"] == asked
            for name in option["names"]
        ]

    def kinds(self) -> list[tuple[str, str]]:
        """`COMMAND OPTION` and `COMMAND #N` (the Nth argument; `#*` any after) with what goes
        there: the kind, and for a choice its words; after an action word (kind `action`),
        `COMMAND WORD #N`. Options that take no value are left out."""
        found = []
        for command in self.commands:
            name = command["name"]
            for option in command["options"]:
                if option["kind"] != "flag":
                    said = " ".join([option["kind"], *option["values"]])
                    found += [(f"{name} {option_name}", said) for option_name in option["names"]]
            found += [(f"{name} #{index}", kind) for index, kind in enumerate(command["places"])]
            if command["rest"]:
                found.append((f"{name} #*", command["rest"]))
            for word, after in command.get("actions", {}).items():  # after an action word: `COMMAND WORD #N`
                found += [(f"{name} {word} #{index}", kind) for index, kind in enumerate(after["places"], start=1)]
                if after["rest"]:
                    found.append((f"{name} {word} #*", after["rest"]))
        return found


def _grammars() -> Grammar:
    """The grammar from two processes, one a language (option help is read as the app is imported)."""
    found = []
    for language in ("en", "da"):
        env = {**os.environ, "HJERTER_LANG": language}
        made = subprocess.run(
            [sys.executable, "-m", "hjerter_cli.cli.grammar"], env=env, capture_output=True, text=True, check=True
        )
        found.append(json.loads(made.stdout))
    return Grammar(*found)


def sh_quoted(text: str) -> str:
    """Text as one word for bash and zsh."""
    return "'" + text.replace("'", "'\\''") + "'"


def fish_quoted(text: str) -> str:
    """Text as one word for fish."""
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def _kind_cases(grammar: Grammar, indent: str) -> str:
    """The body of `_hjerter_kind` for bash and zsh: a `COMMAND #*` pattern after the places."""
    lines = []
    for key, kind in grammar.kinds():
        pattern = sh_quoted(key[:-1]) + "*" if key.endswith("#*") else sh_quoted(key)
        lines.append(f"{indent}{pattern}) REPLY={sh_quoted(kind)} ;;")
    lines.append(f"{indent}*' #'*) REPLY=value ;;")  # a place with no argument: nothing to offer
    lines.append(f"{indent}*) REPLY=flag ;;")  # an option hjerter does not know takes no value
    return "\n".join(lines)


# Reading the words before the cursor, for bash and zsh alike: the command, each option given
# with its value (a flag with ''), the command's arguments, and an option still waiting for a value.


def bash_script(grammar: Grammar) -> str:
    """The bash script: the grammar's tables in `case` statements, and one function reading them."""
    indent = " " * 8
    options = []
    for command in grammar.commands:
        plain = " ".join(name for name, _kind, _en, _da in grammar.options(command))
        asked = " ".join(name for name, _kind, _en, _da in grammar.options(command, asked=True))
        line = f"{indent}{sh_quoted(command['name'])}) REPLY={sh_quoted(plain)}"
        options.append(line + (f" ASKED={sh_quoted(asked)}" if asked else "") + " ;;")
    commands = " ".join(name for name, _en, _da in grammar.words())
    return (
        BASH.replace("@PARSE@", PARSE)
        .replace("@KIND@", KIND)
        .replace("@COMMANDS@", sh_quoted(commands))
        .replace("@OPTIONS@", "\n".join(options))
        .replace("@KINDS@", _kind_cases(grammar, indent))
    )


def _zsh_described(pairs: list[tuple[str, str]], indent: str) -> str:
    return "\n".join(indent + sh_quoted(f"{name}:{help_text}") for name, help_text in pairs)


def _zsh_options(grammar: Grammar, danish: bool) -> str:
    indent = " " * 8
    lines = []
    for command in grammar.commands:
        described, asked = (
            [sh_quoted(f"{name}:{da if danish else en}") for name, _kind, en, da in grammar.options(command, which)]
            for which in (False, True)
        )
        line = f"{indent}{sh_quoted(command['name'])}) reply=({' '.join(described)})"
        lines.append(line + (f" ASKED=({' '.join(asked)})" if asked else "") + " ;;")
    return "\n".join(lines)


def zsh_script(grammar: Grammar) -> str:
    """The zsh script: the same tables as bash's, with help, and one function reading them."""
    indent = " " * 12
    return (
        ZSH.replace("@PARSE@", PARSE)
        .replace("@KIND@", KIND)
        .replace("@COMMANDS_EN@", _zsh_described([(n, en) for n, en, _da in grammar.words()], indent))
        .replace("@COMMANDS_DA@", _zsh_described([(n, da) for n, _en, da in grammar.words()], indent))
        .replace("@OPTIONS_EN@", _zsh_options(grammar, danish=False))
        .replace("@OPTIONS_DA@", _zsh_options(grammar, danish=True))
        .replace("@KINDS@", _kind_cases(grammar, " " * 4))
    )


def _fish_options(grammar: Grammar, danish: bool) -> str:
    indent = " " * 12
    lines = []
    for command in grammar.commands:
        for asked in (False, True):
            chosen = [
                fish_quoted(f"{name}\t{da if danish else en}")
                for name, _kind, en, da in grammar.options(command, asked)
            ]
            if chosen:
                lines.append(f"{indent}case {fish_quoted(command['name'] + (' asked' if asked else ' '))}")
                lines.append(f"{indent}    printf '%s\\n' {' '.join(chosen)}")
    return "\n".join(lines)


def fish_script(grammar: Grammar) -> str:
    """The fish script: the same tables as bash's, with help, and one function reading them."""
    indent = " " * 8
    kinds = []
    for key, kind in grammar.kinds():
        pattern = fish_quoted(key[:-1] + "*") if key.endswith("#*") else fish_quoted(key)
        kinds += [f"{indent}case {pattern}", f"{indent}    echo {fish_quoted(kind)}"]
    kinds += [f"{indent}case '* #*'", f"{indent}    echo value", f"{indent}case '*'", f"{indent}    echo flag"]

    def words(danish: bool) -> str:
        described = " ".join(fish_quoted(f"{name}\t{da if danish else en}") for name, en, da in grammar.words())
        return f"{indent}printf '%s\\n' {described}"

    return (
        FISH.replace("@COMMANDS_EN@", words(False))
        .replace("@COMMANDS_DA@", words(True))
        .replace("@OPTIONS_EN@", _fish_options(grammar, danish=False))
        .replace("@OPTIONS_DA@", _fish_options(grammar, danish=True))
        .replace("@KINDS@", "\n".join(kinds))
    )


MAKERS = {"bash": bash_script, "zsh": zsh_script, "fish": fish_script}


def made_scripts() -> dict[str, str]:
    """Every shell's script, made from the app now."""
    grammar = _grammars()
    return {shell: make(grammar) for shell, make in MAKERS.items()}


def write_all(folder: Path) -> None:
    """Make the scripts and write them into `folder` (completions/)."""
    scripts = made_scripts()
    folder.mkdir(parents=True, exist_ok=True)
    for shell, name in FILES.items():
        (folder / name).write_text(scripts[shell], encoding="utf-8")


if __name__ == "__main__":
    write_all(Path(sys.argv[1] if len(sys.argv) > 1 else "completions"))
