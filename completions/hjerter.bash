# bash completion for hjerter: `source <(hjerter completion bash)`.
# Made from the app by `python -m hjerter_cli.cli.completion`; do not edit.
# Command words, options and fixed values are completed here; for names it asks hjerter.

_hjerter_commands='new round edit show undo redo list use delete rename rules stats rating player serve import club evening completion'

# The options of a command ('' before the command); REPLY: the plain ones, ASKED: those only some games take.
_hjerter_options() {
    ASKED=''
    case $1 in
        '') REPLY='--data-dir --game -g --file -f --no-color --version --help -h' ;;
        'new') REPLY='--game -g --file -f --like --again --target --deals --moon --scoring --omnibus --no-omnibus --bonus-card --omnibus-moon --ten-of-clubs --no-ten-of-clubs --sun --no-sun --ties --passing --dealer --one-below --no-one-below --exact-reset --no-exact-reset --decks --pairs --no-pairs --pair --deal --data-dir --help -h' ;;
        'round') REPLY='--dry-run --game -g --file -f --data-dir --help -h' ASKED='--queen --bonus --ten --king --ace --moon --sun' ;;
        'edit') REPLY='--dry-run --game -g --file -f --data-dir --help -h' ASKED='--queen --bonus --ten --king --ace --moon --sun' ;;
        'show') REPLY='--format --output -o --watch --qr --game -g --file -f --no-color --data-dir --help -h' ;;
        'undo') REPLY='--game -g --file -f --data-dir --help -h' ;;
        'redo') REPLY='--game -g --file -f --data-dir --help -h' ;;
        'list') REPLY='--format --mine --data-dir --help -h' ;;
        'use') REPLY='--data-dir --help -h' ;;
        'delete') REPLY='--yes -y --data-dir --help -h' ;;
        'rename') REPLY='--game -g --file -f --data-dir --help -h' ;;
        'rules') REPLY='--game -g --file -f --data-dir --help -h' ;;
        'stats') REPLY='--player --since --until --head-to-head --format --mine --data-dir --help -h' ;;
        'rating') REPLY='--player --since --until --format --mine --data-dir --help -h' ;;
        'player') REPLY='--since --until --format --mine --data-dir --help -h' ;;
        'serve') REPLY='--port --local --evening --game -g --file -f --no-color --data-dir --help -h' ;;
        'import') REPLY='--game -g --totals --started --target --deals --moon --scoring --omnibus --no-omnibus --bonus-card --omnibus-moon --ten-of-clubs --no-ten-of-clubs --sun --no-sun --ties --passing --dealer --one-below --no-one-below --exact-reset --no-exact-reset --decks --pairs --no-pairs --pair --deal --data-dir --help -h' ;;
        'club') REPLY='--leave --remove --replace --data-dir --help -h' ;;
        'evening') REPLY='--sittings --seating --table-size --exact --scoring --seed --force --format --target --deals --moon --omnibus --no-omnibus --bonus-card --omnibus-moon --ten-of-clubs --no-ten-of-clubs --sun --no-sun --ties --passing --one-below --no-one-below --exact-reset --no-exact-reset --decks --pairs --no-pairs --deal --data-dir --help -h' ;;
        'completion') REPLY='--help -h' ;;
    esac
}

# What follows `COMMAND OPTION`, or stands at `COMMAND #N` (the Nth argument).
_hjerter_kind() {
    case $1 in
        ' --data-dir') REPLY='dir' ;;
        ' --game') REPLY='game' ;;
        ' -g') REPLY='game' ;;
        ' --file') REPLY='file' ;;
        ' -f') REPLY='file' ;;
        'new --game') REPLY='value' ;;
        'new -g') REPLY='value' ;;
        'new --file') REPLY='file' ;;
        'new -f') REPLY='file' ;;
        'new --like') REPLY='game' ;;
        'new --target') REPLY='value' ;;
        'new --deals') REPLY='value' ;;
        'new --moon') REPLY='choice plus minus off choose auto' ;;
        'new --scoring') REPLY='choice standard by-value black-maria' ;;
        'new --bonus-card') REPLY='choice jack ten' ;;
        'new --omnibus-moon') REPLY='choice with-bonus without-bonus' ;;
        'new --ties') REPLY='choice play-on share' ;;
        'new --passing') REPLY='choice standard left-right-hold left none increasing' ;;
        'new --dealer') REPLY='player' ;;
        'new --decks') REPLY='choice 1 2' ;;
        'new --pair') REPLY='pair' ;;
        'new --deal') REPLY='choice remove kitty' ;;
        'new --data-dir') REPLY='dir' ;;
        'new #'*) REPLY='value' ;;
        'round --queen') REPLY='card' ;;
        'round --bonus') REPLY='card' ;;
        'round --ten') REPLY='card' ;;
        'round --king') REPLY='card' ;;
        'round --ace') REPLY='card' ;;
        'round --moon') REPLY='choice plus minus' ;;
        'round --game') REPLY='game' ;;
        'round -g') REPLY='game' ;;
        'round --file') REPLY='file' ;;
        'round -f') REPLY='file' ;;
        'round --data-dir') REPLY='dir' ;;
        'round #'*) REPLY='tally' ;;
        'edit --queen') REPLY='card' ;;
        'edit --bonus') REPLY='card' ;;
        'edit --ten') REPLY='card' ;;
        'edit --king') REPLY='card' ;;
        'edit --ace') REPLY='card' ;;
        'edit --moon') REPLY='choice plus minus' ;;
        'edit --game') REPLY='game' ;;
        'edit -g') REPLY='game' ;;
        'edit --file') REPLY='file' ;;
        'edit -f') REPLY='file' ;;
        'edit --data-dir') REPLY='dir' ;;
        'edit #0') REPLY='value' ;;
        'edit #'*) REPLY='tally' ;;
        'show --format') REPLY='choice table text markdown csv json chart svg html bgstats' ;;
        'show --output') REPLY='file' ;;
        'show -o') REPLY='file' ;;
        'show --game') REPLY='game' ;;
        'show -g') REPLY='game' ;;
        'show --file') REPLY='file' ;;
        'show -f') REPLY='file' ;;
        'show --data-dir') REPLY='dir' ;;
        'show #0') REPLY='game' ;;
        'undo --game') REPLY='game' ;;
        'undo -g') REPLY='game' ;;
        'undo --file') REPLY='file' ;;
        'undo -f') REPLY='file' ;;
        'undo --data-dir') REPLY='dir' ;;
        'redo --game') REPLY='game' ;;
        'redo -g') REPLY='game' ;;
        'redo --file') REPLY='file' ;;
        'redo -f') REPLY='file' ;;
        'redo --data-dir') REPLY='dir' ;;
        'list --format') REPLY='choice table text json' ;;
        'list --data-dir') REPLY='dir' ;;
        'use --data-dir') REPLY='dir' ;;
        'use #0') REPLY='game' ;;
        'delete --data-dir') REPLY='dir' ;;
        'delete #0') REPLY='game' ;;
        'rename --game') REPLY='game' ;;
        'rename -g') REPLY='game' ;;
        'rename --file') REPLY='file' ;;
        'rename -f') REPLY='file' ;;
        'rename --data-dir') REPLY='dir' ;;
        'rename #0') REPLY='player' ;;
        'rename #1') REPLY='value' ;;
        'rules --game') REPLY='game' ;;
        'rules -g') REPLY='game' ;;
        'rules --file') REPLY='file' ;;
        'rules -f') REPLY='file' ;;
        'rules --data-dir') REPLY='dir' ;;
        'stats --player') REPLY='anyplayer' ;;
        'stats --since') REPLY='value' ;;
        'stats --until') REPLY='value' ;;
        'stats --format') REPLY='choice table text markdown csv json' ;;
        'stats --data-dir') REPLY='dir' ;;
        'stats #'*) REPLY='game' ;;
        'rating --player') REPLY='anyplayer' ;;
        'rating --since') REPLY='value' ;;
        'rating --until') REPLY='value' ;;
        'rating --format') REPLY='choice table text markdown csv json' ;;
        'rating --data-dir') REPLY='dir' ;;
        'rating #'*) REPLY='game' ;;
        'player --since') REPLY='value' ;;
        'player --until') REPLY='value' ;;
        'player --format') REPLY='choice table text markdown json' ;;
        'player --data-dir') REPLY='dir' ;;
        'player #0') REPLY='anyplayer' ;;
        'player #'*) REPLY='game' ;;
        'serve --port') REPLY='value' ;;
        'serve --evening') REPLY='evening' ;;
        'serve --game') REPLY='game' ;;
        'serve -g') REPLY='game' ;;
        'serve --file') REPLY='file' ;;
        'serve -f') REPLY='file' ;;
        'serve --data-dir') REPLY='dir' ;;
        'import --game') REPLY='value' ;;
        'import -g') REPLY='value' ;;
        'import --started') REPLY='value' ;;
        'import --target') REPLY='value' ;;
        'import --deals') REPLY='value' ;;
        'import --moon') REPLY='choice plus minus off choose auto' ;;
        'import --scoring') REPLY='choice standard by-value black-maria' ;;
        'import --bonus-card') REPLY='choice jack ten' ;;
        'import --omnibus-moon') REPLY='choice with-bonus without-bonus' ;;
        'import --ties') REPLY='choice play-on share' ;;
        'import --passing') REPLY='choice standard left-right-hold left none increasing' ;;
        'import --dealer') REPLY='player' ;;
        'import --decks') REPLY='choice 1 2' ;;
        'import --pair') REPLY='pair' ;;
        'import --deal') REPLY='choice remove kitty' ;;
        'import --data-dir') REPLY='dir' ;;
        'import #'*) REPLY='file' ;;
        'club --data-dir') REPLY='dir' ;;
        'club #'*) REPLY='action publish remove keep alias sync' ;;
        'club publish #'*) REPLY='game' ;;
        'club remove #1') REPLY='game' ;;
        'club keep #1') REPLY='conflict' ;;
        'club alias #1') REPLY='anyplayer' ;;
        'club alias #2') REPLY='anyplayer' ;;
        'evening --sittings') REPLY='value' ;;
        'evening --seating') REPLY='choice random standings new-opponents' ;;
        'evening --table-size') REPLY='value' ;;
        'evening --scoring') REPLY='choice places points' ;;
        'evening --seed') REPLY='value' ;;
        'evening --format') REPLY='choice table text markdown csv json html' ;;
        'evening --target') REPLY='value' ;;
        'evening --deals') REPLY='value' ;;
        'evening --moon') REPLY='choice plus minus off choose auto' ;;
        'evening --bonus-card') REPLY='choice jack ten' ;;
        'evening --omnibus-moon') REPLY='choice with-bonus without-bonus' ;;
        'evening --ties') REPLY='choice play-on share' ;;
        'evening --passing') REPLY='choice standard left-right-hold left none increasing' ;;
        'evening --decks') REPLY='choice 1 2' ;;
        'evening --deal') REPLY='choice remove kitty' ;;
        'evening --data-dir') REPLY='dir' ;;
        'evening #'*) REPLY='action start play next join leave standings cards' ;;
        'evening start #1') REPLY='value' ;;
        'evening start #'*) REPLY='anyplayer' ;;
        'evening play #1') REPLY='table' ;;
        'evening next #1') REPLY='evening' ;;
        'evening join #1') REPLY='evening' ;;
        'evening join #2') REPLY='anyplayer' ;;
        'evening leave #1') REPLY='evening' ;;
        'evening leave #2') REPLY='evplayer' ;;
        'evening standings #1') REPLY='evening' ;;
        'evening cards #1') REPLY='evening' ;;
        'completion #0') REPLY='choice bash zsh fish' ;;
        *' #'*) REPLY=value ;;
        *) REPLY=flag ;;
    esac
}

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
        if [[ -n $expect ]]; then
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
        esac
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
