"""Shell completion: the scripts `hjerter completion SHELL` prints, and what a Tab offers to the
scripts of hjerter 1.1, which still ask through the framework.

The scripts are made from the app (`cli/grammar.py`): command words, option names and fixed
values are completed by the shell itself, and only names ask hjerter, through `hjerter_cli.names`,
which starts no framework. Run `python -m hjerter_cli.cli.completion` to make them again: it writes
`hjerter_cli/cli/scripts.py` (what `hjerter completion` prints) and the files in `completions/`;
a test keeps both current.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import typer

from hjerter_cli import store
from hjerter_cli.cli.options import ctx_value
from hjerter_cli.errors import HjerterError

FILES = {"bash": "hjerter.bash", "zsh": "_hjerter", "fish": "hjerter.fish"}


# What a Tab offers through the framework (the scripts of hjerter 1.1) ---------------------------


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


# The scripts -----------------------------------------------------------------------------------


def script(shell: str) -> str:
    """The completion script for one shell, as committed in completions/."""
    from hjerter_cli.cli.scripts import SCRIPTS

    return SCRIPTS[shell]


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

    def options(self, command: dict[str, Any]) -> list[tuple[str, str, str, str]]:
        """Each option name of a command, with its kind and help in English and Danish."""
        return [
            (name, option["kind"], option["help"], self.danish[(command["name"], option["param"])])
            for option in command["options"]
            for name in option["names"]
        ]

    def kinds(self) -> list[tuple[str, str]]:
        """`COMMAND OPTION` and `COMMAND #N` (the Nth argument; `#*` any after) with what goes
        there: the kind, and for a choice its words. Options that take no value are left out."""
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
PARSE = r"""        if [[ -n $expect ]]; then
            given+=("$expect" "$word")
            expect=''
            continue
        fi
        case $word in
        --) ;;
        --*=*) given+=("${word%%=*}" "${word#*=}") ;;
        -?*)
            _hjerter_kind "$cmd $word"
            if [[ $REPLY == flag ]]; then given+=("$word" ''); else expect=$word; fi
            ;;
        *) if [[ -z $cmd ]]; then cmd=$word; else entries+=("$word"); fi ;;
        esac"""

KIND = r"""# What follows `COMMAND OPTION`, or stands at `COMMAND #N` (the Nth argument).
_hjerter_kind() {
    case $1 in
@KINDS@
    esac
}"""

BASH = r"""# bash completion for hjerter: `source <(hjerter completion bash)`.
# Made from the app by `python -m hjerter_cli.cli.completion`; do not edit.
# Command words, options and fixed values are completed here; for names it asks hjerter.

_hjerter_commands=@COMMANDS@

# The options of a command ('' before the command); REPLY: the plain ones, CARDS: the card options.
_hjerter_options() {
    CARDS=''
    case $1 in
@OPTIONS@
    esac
}

@KIND@

_hjerter() {
    local line=${COMP_LINE:0:COMP_POINT} words=() word rest lead='' i
    # The words as hjerter gets them: bash also splits at = and : (COMP_WORDBREAKS); join those back.
    for ((i = 0; i <= COMP_CWORD; i++)); do
        word=${COMP_WORDS[i]}
        rest=${line#"${line%%[![:space:]]*}"}
        ((i == COMP_CWORD)) && word=$rest
        if ((i > 0 && ${#rest} == ${#line})); then
            if ((i == COMP_CWORD)); then
                lead=${words[-1]}
                [[ $word == [=:] ]] && lead+=$word # right after a lone = or :, bash inserts after it
            fi
            words[-1]+=$word
        else
            words+=("$word")
        fi
        line=${rest:${#word}}
    done
    local cur=${words[-1]} cmd='' expect='' pre='' given=() entries=() found=() REPLY CARDS
    for word in "${words[@]:1:${#words[@]}-2}"; do
@PARSE@
    done
    if [[ -n $expect ]]; then
        _hjerter_kind "$cmd $expect"
    elif [[ $cur == --*=* ]]; then
        pre=${cur%%=*}=
        _hjerter_kind "$cmd ${cur%%=*}"
        cur=${cur#*=}
    elif [[ $cur == -* ]]; then
        REPLY=options
    elif [[ -z $cmd ]]; then
        REPLY=commands
    else
        _hjerter_kind "$cmd #${#entries[@]}"
    fi
    case $REPLY in
    options)
        _hjerter_options "$cmd"
        mapfile -t found < <(compgen -W "$REPLY" -- "$cur")
        if [[ -n $(compgen -W "$CARDS" -- "$cur") ]]; then
            mapfile -t -O ${#found[@]} found < <(_HJERTER_COMPLETE=bash "$1" cards "$cmd" "$cur" \
                "${given[@]}" -- 2>/dev/null)
        fi
        ;;
    commands) mapfile -t found < <(compgen -W "$_hjerter_commands" -- "$cur") ;;
    choice\ *) mapfile -t found < <(compgen -W "${REPLY#choice }" -- "$cur") ;;
    file | dir)
        compopt -o filenames
        mapfile -t found < <(compgen "-${REPLY:0:1}" -- "$cur")
        ;;
    game | player | anyplayer | tally | card)
        mapfile -t found < <(_HJERTER_COMPLETE=bash "$1" "${REPLY/card/player}" "$cmd" "$cur" \
            "${given[@]}" -- "${entries[@]}" 2>/dev/null)
        ;;
    esac
    COMPREPLY=()
    for word in "${found[@]}"; do
        word=$pre$word
        COMPREPLY+=("${word:${#lead}}")
    done
    # After `Bo=` the entry goes on in the same word: no space.
    if [[ ${#COMPREPLY[@]} -eq 1 && ${COMPREPLY[0]} == *= ]]; then
        compopt -o nospace
    fi
}

complete -F _hjerter hjerter
"""


def bash_script(grammar: Grammar) -> str:
    """The bash script: the grammar's tables in `case` statements, and one function reading them."""
    indent = " " * 8
    options = []
    for command in grammar.commands:
        names = grammar.options(command)
        plain = " ".join(name for name, kind, _en, _da in names if kind != "card" or not command["name"])
        cards = " ".join(name for name, kind, _en, _da in names if kind == "card")
        line = f"{indent}{sh_quoted(command['name'])}) REPLY={sh_quoted(plain)}"
        options.append(line + (f" CARDS={sh_quoted(cards)}" if cards else "") + " ;;")
    commands = " ".join(name for name, _en, _da in grammar.words())
    return (
        BASH.replace("@PARSE@", PARSE)
        .replace("@KIND@", KIND)
        .replace("@COMMANDS@", sh_quoted(commands))
        .replace("@OPTIONS@", "\n".join(options))
        .replace("@KINDS@", _kind_cases(grammar, indent))
    )


ZSH = r"""#compdef hjerter
# zsh completion for hjerter: this file in a folder of $fpath, or `source <(hjerter completion zsh)`.
# Made from the app by `python -m hjerter_cli.cli.completion`; do not edit.
# Command words, options and fixed values are completed here; for names it asks hjerter.

# Whether hjerter speaks Danish here (as it chooses: HJERTER_LANG, else the locale).
_hjerter_da() {
    local value
    for value in "$HJERTER_LANG" "$LANGUAGE" "$LC_ALL" "$LC_MESSAGES" "$LANG"; do
        [[ -n $value ]] && { [[ ${value:l} == da* ]]; return }
    done
    return 1
}

# The command words, NAME:HELP.
_hjerter_commands() {
    if _hjerter_da; then
        reply=(
@COMMANDS_DA@
        )
    else
        reply=(
@COMMANDS_EN@
        )
    fi
}

# The options of a command ('' before the command), NAME:HELP; CARDS: the card options.
_hjerter_options() {
    CARDS=()
    if _hjerter_da; then
        case $1 in
@OPTIONS_DA@
        esac
    else
        case $1 in
@OPTIONS_EN@
        esac
    fi
}

@KIND@

_hjerter() {
    local cmd= expect= word REPLY cur
    local -a given entries found reply CARDS
    for word in "${(@Q)words[2,CURRENT-1]}"; do
@PARSE@
    done
    cur=${(Q)PREFIX}
    if [[ -n $expect ]]; then
        _hjerter_kind "$cmd $expect"
    elif [[ $cur == --*=* ]]; then
        _hjerter_kind "$cmd ${cur%%=*}"
        compset -P '*='
        cur=${(Q)PREFIX}
    elif [[ $cur == -* ]]; then
        REPLY=options
    elif [[ -z $cmd ]]; then
        REPLY=commands
    else
        _hjerter_kind "$cmd #${#entries}"
    fi
    case $REPLY in
    options)
        _hjerter_options "$cmd"
        if (( ${#${(M)CARDS:#${(b)cur}*}} )); then
            found=("${(@f)$(_HJERTER_COMPLETE=zsh $words[1] cards "$cmd" "$cur" "${given[@]}" -- 2>/dev/null)}")
            for word in $found; do
                reply+=(${(M)CARDS:#${(b)word}:*})
            done
        fi
        _describe -t options option reply
        ;;
    commands) _hjerter_commands; _describe -t commands command reply ;;
    choice\ *) compadd -- ${=REPLY#choice } ;;
    file) _files ;;
    dir) _files -/ ;;
    game | player | anyplayer | tally | card)
        found=("${(@f)$(_HJERTER_COMPLETE=zsh $words[1] ${REPLY/card/player} "$cmd" "$cur" \
            "${given[@]}" -- "${entries[@]}" 2>/dev/null)}")
        found=(${found:#})
        # After `Bo=` the entry goes on in the same word: no space.
        compadd -S '' -- ${(M)found:#*=}
        compadd -- ${found:#*=}
        (( compstate[nmatches] ))
        ;;
    esac
}

if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
    _hjerter "$@"
else
    compdef _hjerter hjerter
fi
"""


def _zsh_described(pairs: list[tuple[str, str]], indent: str) -> str:
    return "\n".join(indent + sh_quoted(f"{name}:{help_text}") for name, help_text in pairs)


def _zsh_options(grammar: Grammar, danish: bool) -> str:
    indent = " " * 8
    lines = []
    for command in grammar.commands:
        names = grammar.options(command)
        described = [
            sh_quoted(f"{name}:{da if danish else en}")
            for name, kind, en, da in names
            if kind != "card" or not command["name"]
        ]
        cards = [sh_quoted(f"{name}:{da if danish else en}") for name, kind, en, da in names if kind == "card"]
        line = f"{indent}{sh_quoted(command['name'])}) reply=({' '.join(described)})"
        lines.append(line + (f" CARDS=({' '.join(cards)})" if cards else "") + " ;;")
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


FISH = r"""# fish completion for hjerter: `hjerter completion fish | source`, or this file in
# ~/.config/fish/completions/. Made from the app by `python -m hjerter_cli.cli.completion`; do not edit.
# Command words, options and fixed values are completed here; for names it asks hjerter.

# Whether hjerter speaks Danish here (as it chooses: HJERTER_LANG, else the locale).
function __hjerter_da
    for value in "$HJERTER_LANG" "$LANGUAGE" "$LC_ALL" "$LC_MESSAGES" "$LANG"
        if test -n "$value"
            string match -qi 'da*' -- $value
            return
        end
    end
    return 1
end

# The command words, NAME<tab>HELP.
function __hjerter_commands
    if __hjerter_da
@COMMANDS_DA@
    else
@COMMANDS_EN@
    end
end

# The options of a command ('' before the command), NAME<tab>HELP; with `cards`, its card options.
function __hjerter_options --argument-names cmd cards
    if __hjerter_da
        switch "$cmd $cards"
@OPTIONS_DA@
        end
    else
        switch "$cmd $cards"
@OPTIONS_EN@
        end
    end
end

# What follows `COMMAND OPTION`, or stands at `COMMAND #N` (the Nth argument).
function __hjerter_kind --argument-names key
    switch $key
@KINDS@
    end
end

function __hjerter_complete
    set -l words (commandline -opc)
    set -l cur (commandline -ct)
    set -l cmd ''
    set -l expect ''
    set -l given
    set -l entries
    for word in $words[2..-1]
        if test -n "$expect"
            set -a given $expect $word
            set expect ''
            continue
        end
        switch $word
            case --
            case '--*=*'
                set -a given (string split -m1 = -- $word)
            case -
                set -a entries $word
            case '-*'
                if test (__hjerter_kind "$cmd $word") = flag
                    set -a given $word ''
                else
                    set expect $word
                end
            case '*'
                if test -z "$cmd"
                    set cmd $word
                else
                    set -a entries $word
                end
        end
    end
    set -l pre ''
    set -l kind
    if test -n "$expect"
        set kind (__hjerter_kind "$cmd $expect")
    else if string match -q -- '--*=*' $cur
        set -l parts (string split -m1 = -- $cur)
        set kind (__hjerter_kind "$cmd $parts[1]")
        set pre "$parts[1]="
        set cur $parts[2]
    else if string match -q -- '-*' $cur
        set kind options
    else if test -z "$cmd"
        set kind commands
    else
        set kind (__hjerter_kind "$cmd #"(count $entries))
    end
    set -l found
    switch $kind
        case options
            set found (__hjerter_options $cmd)
            set -l cards (__hjerter_options $cmd cards)
            if string match -q -- "$cur*" (string replace -r '\t.*' '' -- $cards)
                set -l used (_HJERTER_COMPLETE=fish $words[1] cards $cmd $cur $given -- 2>/dev/null)
                for line in $cards
                    contains -- (string split -m1 \t -- $line)[1] $used; and set -a found $line
                end
            end
        case commands
            set found (__hjerter_commands)
        case 'choice *'
            set found (string split ' ' -- $kind)[2..-1]
        case file
            set found (__fish_complete_path $cur)
        case dir
            set found (__fish_complete_directories $cur)
        case game player anyplayer tally card
            set found (_HJERTER_COMPLETE=fish $words[1] (string replace card player -- $kind) $cmd $cur \
                $given -- $entries 2>/dev/null)
    end
    for line in $found
        printf '%s%s\n' $pre $line
    end
end

complete --command hjerter --no-files --arguments '(__hjerter_complete)'
"""


def _fish_options(grammar: Grammar, danish: bool) -> str:
    indent = " " * 12
    lines = []
    for command in grammar.commands:
        names = grammar.options(command)
        for cards in (False, True):
            chosen = [
                fish_quoted(f"{name}\t{da if danish else en}")
                for name, kind, en, da in names
                if (kind == "card" and bool(command["name"])) == cards
            ]
            if chosen:
                lines.append(f"{indent}case {fish_quoted(command['name'] + (' cards' if cards else ' '))}")
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


def module_text(scripts: dict[str, str]) -> str:
    """`cli/scripts.py`: the scripts as `hjerter completion` prints them."""
    lines = [
        '"""The completion scripts, made from the app by `python -m hjerter_cli.cli.completion`; do not edit."""',
        "",
    ]
    lines.append("SCRIPTS = {")
    lines += [f"    {shell!r}: {text!r}," for shell, text in scripts.items()]
    lines.append("}")
    return "\n".join(lines) + "\n"


def write_all(folder: Path) -> None:
    """Make the scripts and write them into `folder` and into `cli/scripts.py`."""
    scripts = made_scripts()
    folder.mkdir(parents=True, exist_ok=True)
    for shell, name in FILES.items():
        (folder / name).write_text(scripts[shell], encoding="utf-8")
    (Path(__file__).parent / "scripts.py").write_text(module_text(scripts), encoding="utf-8")


if __name__ == "__main__":
    write_all(Path(sys.argv[1] if len(sys.argv) > 1 else "completions"))
