"""The completion scripts' templates, one a shell: what cli/completion.py fills in from the grammar.

Reading the words before the cursor is the same for bash and zsh (PARSE); so is the table of what
follows an option or stands at a place (KIND). Options that only some games take (the cards in
use, round's --moon and --sun) are ASKED: offered only where hjerter says the game takes them.
"""

# Reading the words before the cursor, for bash and zsh alike: the command, each option given
# with its value (a flag with ''), the pair `: ''` where the command word stood, the command's
# arguments, and an option still waiting for a value.
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
        *) if [[ -z $cmd ]]; then cmd=$word; given+=(: ''); else entries+=("$word"); fi ;;
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

# The options of a command ('' before the command); REPLY: the plain ones, ASKED: those only some games take.
_hjerter_options() {
    ASKED=''
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
    local cur=${words[-1]} cmd='' expect='' pre='' given=() entries=() found=() REPLY ASKED
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
        # After an action word (club's), what follows is the action's.
        [[ $REPLY == action\ * && ${#entries[@]} -gt 0 ]] && _hjerter_kind "$cmd ${entries[0]} #${#entries[@]}"
    fi
    case $REPLY in
    options)
        _hjerter_options "$cmd"
        mapfile -t found < <(compgen -W "$REPLY" -- "$cur")
        if [[ -n $(compgen -W "$ASKED" -- "$cur") ]]; then
            mapfile -t -O ${#found[@]} found < <(_HJERTER_COMPLETE=bash "$1" options "$cmd" "$cur" \
                "${given[@]}" -- 2>/dev/null)
        fi
        ;;
    commands) mapfile -t found < <(compgen -W "$_hjerter_commands" -- "$cur") ;;
    choice\ *) mapfile -t found < <(compgen -W "${REPLY#choice }" -- "$cur") ;;
    action\ *)
        compopt -o filenames
        mapfile -t found < <(compgen -W "${REPLY#action }" -- "$cur"; compgen -d -- "$cur")
        ;;
    file | dir)
        compopt -o filenames
        mapfile -t found < <(compgen "-${REPLY:0:1}" -- "$cur")
        ;;
    game | player | anyplayer | tally | card | pair | conflict | evening | evplayer | table)
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

# The options of a command ('' before the command), NAME:HELP; ASKED: those only some games take.
_hjerter_options() {
    ASKED=()
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
    local -a given entries found reply ASKED
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
        # After an action word (club's), what follows is the action's.
        [[ $REPLY == action\ * && ${#entries} -gt 0 ]] && _hjerter_kind "$cmd ${entries[1]} #${#entries}"
    fi
    case $REPLY in
    options)
        _hjerter_options "$cmd"
        if (( ${#${(M)ASKED:#${(b)cur}*}} )); then
            found=("${(@f)$(_HJERTER_COMPLETE=zsh $words[1] options "$cmd" "$cur" "${given[@]}" -- 2>/dev/null)}")
            for word in $found; do
                reply+=(${(M)ASKED:#${(b)word}:*})
            done
        fi
        _describe -t options option reply
        ;;
    commands) _hjerter_commands; _describe -t commands command reply ;;
    choice\ *) compadd -- ${=REPLY#choice } ;;
    action\ *) compadd -- ${=REPLY#action }; _files -/ ;;
    file) _files ;;
    dir) _files -/ ;;
    game | player | anyplayer | tally | card | pair | conflict | evening | evplayer | table)
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

# The options of a command ('' before the command), NAME<tab>HELP; with `asked`, those only some games take.
function __hjerter_options --argument-names cmd asked
    if __hjerter_da
        switch "$cmd $asked"
@OPTIONS_DA@
        end
    else
        switch "$cmd $asked"
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
                    set -a given : ''
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
        # After an action word (club's), what follows is the action's.
        if string match -q -- 'action *' $kind; and test (count $entries) -gt 0
            set kind (__hjerter_kind "$cmd $entries[1] #"(count $entries))
        end
    end
    set -l found
    switch $kind
        case options
            set found (__hjerter_options $cmd)
            set -l asked (__hjerter_options $cmd asked)
            if string match -q -- "$cur*" (string replace -r '\t.*' '' -- $asked)
                set -l used (_HJERTER_COMPLETE=fish $words[1] options $cmd $cur $given -- 2>/dev/null)
                for line in $asked
                    contains -- (string split -m1 \t -- $line)[1] $used; and set -a found $line
                end
            end
        case commands
            set found (__hjerter_commands)
        case 'choice *'
            set found (string split ' ' -- $kind)[2..-1]
        case 'action *'
            set found (string split ' ' -- $kind)[2..-1] (__fish_complete_directories $cur)
        case file
            set found (__fish_complete_path $cur)
        case dir
            set found (__fish_complete_directories $cur)
        case game player anyplayer tally card pair conflict evening evplayer table
            set found (_HJERTER_COMPLETE=fish $words[1] (string replace card player -- $kind) $cmd $cur \
                $given -- $entries 2>/dev/null)
    end
    for line in $found
        printf '%s%s\n' $pre $line
    end
end

complete --command hjerter --no-files --arguments '(__hjerter_complete)'
"""
