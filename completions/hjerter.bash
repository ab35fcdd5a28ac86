_hjerter_completion() {
    local IFS=$'\n'
    COMPREPLY=( $( env COMP_WORDS="${COMP_WORDS[*]}" \
                   COMP_CWORD=$COMP_CWORD \
                   _HJERTER_COMPLETE=complete_bash $1 ) )
    # After `Bo=` the tally goes on in the same word: no space.
    if [[ ${#COMPREPLY[@]} -eq 1 && ${COMPREPLY[0]} == *= ]]; then
        compopt -o nospace
    fi
    return 0
}

complete -o default -F _hjerter_completion hjerter
