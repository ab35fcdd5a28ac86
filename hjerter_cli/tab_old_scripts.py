"""What a Tab offers to the completion scripts of hjerter 1.1 (and typer's own, of 1.0), still
sourced in many a shell's start-up file. They ask for everything (command words and options too)
the framework's way: `_HJERTER_COMPLETE=complete_bash` with COMP_WORDS and COMP_CWORD, or
`complete_zsh` / `complete_fish` with _TYPER_COMPLETE_ARGS.

The answer comes from what the current scripts know, read from the bash script itself (its tables
of commands, options and kinds), and for names from hjerter_cli.tab, so both kinds of script
offer the same; none of it starts the framework.
"""

from __future__ import annotations

import os
import sys

from hjerter_cli import tab

TYPE_CHECKING = False
if TYPE_CHECKING:
    Tables = tuple[list[str], dict[str, tuple[list[str], list[str]]], dict[str, str]]

PROTOCOLS = {
    "complete_bash": "bash",
    "bash_complete": "bash",
    "complete_zsh": "zsh",
    "zsh_complete": "zsh",
    "complete_fish": "fish",
    "fish_complete": "fish",
}
NAMES = ("game", "player", "anyplayer", "tally", "card")


def tables() -> Tables:
    """The bash script's tables: the command words; each command's options (those every game takes,
    and those only some take); and what follows `COMMAND OPTION` or stands at `COMMAND #N`."""
    import hjerter_cli

    path = os.path.join(os.path.dirname(hjerter_cli.__file__), "completions", "hjerter.bash")
    with open(path, encoding="utf-8") as file:
        lines = file.read().splitlines()
    commands: list[str] = []
    options: dict[str, tuple[list[str], list[str]]] = {}
    kinds: dict[str, str] = {}
    for line in lines:
        if line.startswith("_hjerter_commands="):
            commands = line.partition("=")[2].strip("'").split()
        parts = line.strip().split("'")  # 'KEY') REPLY='VALUE' [ASKED='VALUE'] ;;  (no quote inside)
        if len(parts) < 5 or parts[0] or not parts[2].startswith((") REPLY=", "*) REPLY=")):
            continue
        key, value = parts[1] + ("*" if parts[2].startswith("*") else ""), parts[3]
        if " " in key:
            kinds[key] = value
        else:
            options[key] = (value.split(), parts[5].split() if len(parts) > 6 else [])
    return commands, options, kinds


def kind_of(kinds: dict[str, str], command: str, key: str) -> str:
    """What follows an option or stands at an argument's place, as the scripts' _hjerter_kind says."""
    if f"{command} {key}" in kinds:
        return kinds[f"{command} {key}"]
    if key.startswith("#"):
        return kinds.get(f"{command} #*", "value")
    return "flag"


def candidates(words: list[str], incomplete: str, shell: str) -> tuple[str, list[str]]:
    """What the kind at the cursor is, and what is offered there, for the words before it."""
    commands, options, kinds = tables()
    command, expect, given, entries = "", "", [], []
    for word in words:
        if expect:
            given += [expect, word]
            expect = ""
        elif word.startswith("--") and "=" in word:
            given += word.split("=", 1)
        elif word.startswith("-") and word not in ("-", "--"):
            if kind_of(kinds, command, word) == "flag":
                given += [word, ""]
            else:
                expect = word
        elif word != "--" and not command:
            command = word
            given += [":", ""]
        elif word != "--":
            entries.append(word)
    prefix = ""
    if expect:
        kind = kind_of(kinds, command, expect)
    elif incomplete.startswith("--") and "=" in incomplete:
        option, _equals, incomplete = incomplete.partition("=")
        kind, prefix = kind_of(kinds, command, option), option + "="
    elif incomplete.startswith("-"):
        plain, asked = options.get(command, ([], []))
        found = [option for option in plain if option.startswith(incomplete)]
        if any(option.startswith(incomplete) for option in asked):
            found += tab.answer("zsh", ["options", command, incomplete, *given, "--"])
        return "options", found
    elif not command:
        return "commands", [word for word in commands if word.startswith(incomplete)]
    else:
        kind = kind_of(kinds, command, f"#{len(entries)}")
    if kind.startswith("choice "):
        found = [word for word in kind.split()[1:] if word.startswith(incomplete)]
    elif kind in NAMES:
        request = [kind.replace("card", "player"), command, incomplete, *given, "--", *entries]
        found = tab.answer("zsh", request)  # words as typed, candidates as they are
    else:
        found = []  # a path (the shell offers files), a flag, or a value no list offers
    return kind, [prefix + word for word in found]


def split_words(text: str) -> list[str]:
    """Words as the shell would split them, a quote still open at the end closed (click's way)."""
    import shlex

    lexer = shlex.shlex(text, posix=True)
    lexer.whitespace_split = True
    lexer.commenters = ""
    found: list[str] = []
    try:
        found.extend(lexer)
    except ValueError:
        found.append(lexer.token)
    return found


def request_words(shell: str) -> tuple[list[str], str]:
    """The words before the cursor (after `hjerter`) and the one being typed."""
    if shell == "bash":
        words = split_words(os.environ.get("COMP_WORDS", ""))
        cword = int(os.environ.get("COMP_CWORD", "0") or 0)
        return words[1:cword], words[cword] if cword < len(words) else ""
    text = os.environ.get("_TYPER_COMPLETE_ARGS", "")
    words = split_words(text)[1:]
    if words and not text.endswith(" "):
        return words[:-1], words[-1]
    return words, ""


def said(shell: str, kind: str, found: list[str]) -> str:
    """The answer as the 1.1 script of each shell reads it."""
    if shell == "bash":
        return "".join(tab._quoted(word, "") + "\n" for word in found)
    if shell == "fish":
        return "".join(word + "\n" for word in found)

    def quoted(word: str) -> str:
        return "'" + word.replace("'", "'\\''") + "'"

    lines = []
    if [word for word in found if word.endswith("=")]:  # after `Bo=` the entry goes on: no space
        lines.append("compadd -S '' -- " + " ".join(quoted(word) for word in found if word.endswith("=")))
    if [word for word in found if not word.endswith("=")]:
        lines.append("compadd -- " + " ".join(quoted(word) for word in found if not word.endswith("=")))
    if kind in ("file", "dir"):
        lines.append("_files" if kind == "file" else "_files -/")
    return "\n".join(lines) + "\n" if lines else ""


def main() -> None:
    shell = PROTOCOLS.get(os.environ.get("_HJERTER_COMPLETE", ""), "bash")
    try:
        words, incomplete = request_words(shell)
        kind, found = candidates(words, incomplete, shell)
    except KeyboardInterrupt:
        sys.exit(130)
    except Exception:  # a Tab never shows a traceback: it offers nothing
        kind, found = "value", []
    if shell == "fish" and os.environ.get("_TYPER_COMPLETE_FISH_ACTION") == "is-args":
        sys.exit(0 if found else 1)
    sys.stdout.write(said(shell, kind, found))
