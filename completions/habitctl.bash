#!/bin/bash

__habitctl_cursor_index_in_current_word() {
    local remaining="${COMP_LINE}"

    local word
    for word in "${COMP_WORDS[@]::COMP_CWORD}"; do
        remaining="${remaining##*([[:space:]])"${word}"*([[:space:]])}"
    done

    local -ir index="$((COMP_POINT - ${#COMP_LINE} + ${#remaining}))"
    if [[ "${index}" -le 0 ]]; then
        printf 0
    else
        printf %s "${index}"
    fi
}

# positional arguments:
#
# - 1: the current (sub)command's count of positional arguments
#
# required variables:
#
# - repeating_flags: the repeating flags that the current (sub)command can accept
# - non_repeating_flags: the non-repeating flags that the current (sub)command can accept
# - repeating_options: the repeating options that the current (sub)command can accept
# - non_repeating_options: the non-repeating options that the current (sub)command can accept
# - positional_number: value ignored
# - unparsed_words: unparsed words from the current command line
#
# modified variables:
#
# - non_repeating_flags: remove flags for this (sub)command that are already on the command line
# - non_repeating_options: remove options for this (sub)command that are already on the command line
# - positional_number: set to the current positional number
# - unparsed_words: remove all flags, options, and option values for this (sub)command
__habitctl_offer_flags_options() {
    local -ir positional_count="${1}"
    positional_number=0

    local was_flag_option_terminator_seen=false
    local is_parsing_option_value=false

    local -ar unparsed_word_indices=("${!unparsed_words[@]}")
    local -i word_index
    for word_index in "${unparsed_word_indices[@]}"; do
        if "${is_parsing_option_value}"; then
            # This word is an option value:
            # Reset marker for next word iff not currently the last word
            [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]] && is_parsing_option_value=false
            unset "unparsed_words[${word_index}]"
            # Do not process this word as a flag or an option
            continue
        fi

        local word="${unparsed_words["${word_index}"]}"
        if ! "${was_flag_option_terminator_seen}"; then
            case "${word}" in
            --)
                unset "unparsed_words[${word_index}]"
                # by itself -- is a flag/option terminator, but if it is the last word, it is the start of a completion
                if [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]]; then
                    was_flag_option_terminator_seen=true
                fi
                continue
                ;;
            -*)
                # ${word} is a flag or an option
                # If ${word} is an option, mark that the next word to be parsed is an option value
                local option
                for option in "${repeating_options[@]}" "${non_repeating_options[@]}"; do
                    [[ "${word}" = "${option}" ]] && is_parsing_option_value=true && break
                done

                # Remove ${word} from ${non_repeating_flags} or ${non_repeating_options} so it isn't offered again
                local not_found=true
                local -i index
                for index in "${!non_repeating_flags[@]}"; do
                    if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                        unset "non_repeating_flags[${index}]"
                        non_repeating_flags=("${non_repeating_flags[@]}")
                        not_found=false
                        break
                    fi
                done
                if "${not_found}"; then
                    for index in "${!non_repeating_flags[@]}"; do
                        if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                            unset "non_repeating_flags[${index}]"
                            non_repeating_flags=("${non_repeating_flags[@]}")
                            break
                        fi
                    done
                fi
                unset "unparsed_words[${word_index}]"
                continue
                ;;
            esac
        fi

        # ${word} is neither a flag, nor an option, nor an option value
        if [[ "${positional_number}" -lt "${positional_count}" || "${positional_count}" -lt 0 ]]; then
            # ${word} is a positional
            ((positional_number++))
            unset "unparsed_words[${word_index}]"
        else
            if [[ -z "${word}" ]]; then
                # Could be completing a flag, option, or subcommand
                positional_number=-1
            else
                # ${word} is a subcommand or invalid, so stop processing this (sub)command
                positional_number=-2
            fi
            break
        fi
    done

    unparsed_words=("${unparsed_words[@]}")

    if\
        ! "${was_flag_option_terminator_seen}"\
        && ! "${is_parsing_option_value}"\
        && [[ ("${cur}" = -* && "${positional_number}" -ge 0) || "${positional_number}" -eq -1 ]]
    then
        COMPREPLY+=($(compgen -W "${repeating_flags[*]} ${non_repeating_flags[*]} ${repeating_options[*]} ${non_repeating_options[*]}" -- "${cur}"))
    fi
}

__habitctl_add_completions() {
    local completion
    while IFS='' read -r completion; do
        COMPREPLY+=("${completion}")
    done < <(IFS=$'\n' compgen "${@}" -- "${cur}")
}

__habitctl_custom_complete() {
    if [[ -n "${cur}" || -z ${COMP_WORDS[${COMP_CWORD}]} || "${COMP_LINE:${COMP_POINT}:1}" != ' ' ]]; then
        local -ar words=("${COMP_WORDS[@]}")
    else
        local -ar words=("${COMP_WORDS[@]::${COMP_CWORD}}" '' "${COMP_WORDS[@]:${COMP_CWORD}}")
    fi

    "${COMP_WORDS[0]}" "${@}" "${words[@]}"
}

_habitctl() {
    local state
    state="$(shopt -p;shopt -po)"
    trap "${state//$'\n'/;}" RETURN
    shopt -s extglob
    set +o history +o posix

    local -xr SAP_SHELL=bash
    local -x SAP_SHELL_VERSION
    SAP_SHELL_VERSION="$(IFS='.';printf %s "${BASH_VERSINFO[*]}")"
    local -r SAP_SHELL_VERSION

    local -r cur="${2}"
    local -r prev="${3}"

    local -i positional_number
    local -a unparsed_words=("${COMP_WORDS[@]:1:${COMP_CWORD}}")

    local -a repeating_flags=()
    local -a non_repeating_flags=(--version -h --help)
    local -a repeating_options=()
    local -a non_repeating_options=(--db)
    __habitctl_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    add|edit|rm|archive|unarchive|pin|unpin|move|done|undo|toggle|fail|ask|slip|skip|unskip|pause|resume|list|show|next|history|stats|status|snooze|category|presets|config|export|import|daemon|doctor|sync|merge|backup|web|help)
        # Offer subcommand argument completions
        "_habitctl_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'add edit rm archive unarchive pin unpin move done undo toggle fail ask slip skip unskip pause resume list show next history stats status snooze category presets config export import daemon doctor sync merge backup web help' -- "${cur}"))
        ;;
    esac
}

_habitctl_add() {
    repeating_flags=()
    non_repeating_flags=(--plain --new-category --daily --irregular --quit --build --ask-note --no-ask-note --version -h --help)
    repeating_options=(--remind --window)
    non_repeating_options=(--preset --days --every --weekly --monthly --times --remind-days --start --end --zone --goal --unit --per --category --color --icon --chart --sound --description --reward --reward-every --nudge-every --nudge-times --message --question --routine --need)
    __habitctl_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--preset')
        return
        ;;
    '--days')
        return
        ;;
    '--every')
        return
        ;;
    '--weekly')
        return
        ;;
    '--monthly')
        return
        ;;
    '--times')
        return
        ;;
    '--remind')
        return
        ;;
    '--window')
        __habitctl_add_completions -W 'morning'$'\n''afternoon'$'\n''evening'$'\n''anytime'
        return
        ;;
    '--remind-days')
        return
        ;;
    '--start')
        return
        ;;
    '--end')
        return
        ;;
    '--zone')
        return
        ;;
    '--goal')
        return
        ;;
    '--unit')
        return
        ;;
    '--per')
        __habitctl_add_completions -W 'day'$'\n''week'$'\n''month'$'\n''session'
        return
        ;;
    '--category')
        return
        ;;
    '--color')
        return
        ;;
    '--icon')
        return
        ;;
    '--chart')
        __habitctl_add_completions -W 'bar'$'\n''line'
        return
        ;;
    '--sound')
        return
        ;;
    '--description')
        return
        ;;
    '--reward')
        return
        ;;
    '--reward-every')
        return
        ;;
    '--nudge-every')
        return
        ;;
    '--nudge-times')
        return
        ;;
    '--message')
        return
        ;;
    '--question')
        return
        ;;
    '--routine')
        return
        ;;
    '--need')
        return
        ;;
    esac
}

_habitctl_edit() {
    repeating_flags=()
    non_repeating_flags=(--daily --irregular --quit --build --ask-note --no-ask-note --new-category --no-routine --no-remind --no-end --no-zone --no-window --no-goal --no-category --no-reward --no-nudge --yes -y --version -h --help)
    repeating_options=(--remind --window --add-remind --remove-remind)
    non_repeating_options=(--rename --days --every --weekly --monthly --times --remind-days --start --end --zone --goal --unit --per --category --color --icon --chart --sound --description --reward --reward-every --nudge-every --nudge-times --message --question --routine --need --reminders)
    __habitctl_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--rename')
        return
        ;;
    '--days')
        return
        ;;
    '--every')
        return
        ;;
    '--weekly')
        return
        ;;
    '--monthly')
        return
        ;;
    '--times')
        return
        ;;
    '--remind')
        return
        ;;
    '--window')
        __habitctl_add_completions -W 'morning'$'\n''afternoon'$'\n''evening'$'\n''anytime'
        return
        ;;
    '--remind-days')
        return
        ;;
    '--start')
        return
        ;;
    '--end')
        return
        ;;
    '--zone')
        return
        ;;
    '--goal')
        return
        ;;
    '--unit')
        return
        ;;
    '--per')
        __habitctl_add_completions -W 'day'$'\n''week'$'\n''month'$'\n''session'
        return
        ;;
    '--category')
        return
        ;;
    '--color')
        return
        ;;
    '--icon')
        return
        ;;
    '--chart')
        __habitctl_add_completions -W 'bar'$'\n''line'
        return
        ;;
    '--sound')
        return
        ;;
    '--description')
        return
        ;;
    '--reward')
        return
        ;;
    '--reward-every')
        return
        ;;
    '--nudge-every')
        return
        ;;
    '--nudge-times')
        return
        ;;
    '--message')
        return
        ;;
    '--question')
        return
        ;;
    '--routine')
        return
        ;;
    '--need')
        return
        ;;
    '--add-remind')
        return
        ;;
    '--remove-remind')
        return
        ;;
    '--reminders')
        __habitctl_add_completions -W 'off'$'\n''on'
        return
        ;;
    esac
}

_habitctl_rm() {
    repeating_flags=()
    non_repeating_flags=(--yes -y --version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 1
}

_habitctl_archive() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 1
}

_habitctl_unarchive() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 1
}

_habitctl_pin() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 1
}

_habitctl_unpin() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 1
}

_habitctl_move() {
    repeating_flags=()
    non_repeating_flags=(--top --bottom --version -h --help)
    repeating_options=()
    non_repeating_options=(--before)
    __habitctl_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--before')
        return
        ;;
    esac
}

_habitctl_done() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--date --count --value --note --mood)
    __habitctl_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--date')
        return
        ;;
    '--count')
        return
        ;;
    '--value')
        return
        ;;
    '--note')
        return
        ;;
    '--mood')
        __habitctl_add_completions -W 'great'$'\n''good'$'\n''okay'$'\n''bad'$'\n''awful'
        return
        ;;
    esac
}

_habitctl_undo() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--date)
    __habitctl_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--date')
        return
        ;;
    esac
}

_habitctl_toggle() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--date --count)
    __habitctl_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--date')
        return
        ;;
    '--count')
        return
        ;;
    esac
}

_habitctl_fail() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--date --note)
    __habitctl_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--date')
        return
        ;;
    '--note')
        return
        ;;
    esac
}

_habitctl_ask() {
    repeating_flags=()
    non_repeating_flags=(--no-notes --version -h --help)
    repeating_options=()
    non_repeating_options=(--since --category)
    __habitctl_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--since')
        return
        ;;
    '--category')
        return
        ;;
    esac
}

_habitctl_slip() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--date --value --note)
    __habitctl_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--date')
        return
        ;;
    '--value')
        return
        ;;
    '--note')
        return
        ;;
    esac
}

_habitctl_skip() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--date --note)
    __habitctl_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--date')
        return
        ;;
    '--note')
        return
        ;;
    esac
}

_habitctl_unskip() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--date)
    __habitctl_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--date')
        return
        ;;
    esac
}

_habitctl_pause() {
    repeating_flags=()
    non_repeating_flags=(--all --list --version -h --help)
    repeating_options=()
    non_repeating_options=(--category --from --to --note)
    __habitctl_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--category')
        return
        ;;
    '--from')
        return
        ;;
    '--to')
        return
        ;;
    '--note')
        return
        ;;
    esac
}

_habitctl_resume() {
    repeating_flags=()
    non_repeating_flags=(--all --version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options -1
}

_habitctl_list() {
    repeating_flags=()
    non_repeating_flags=(--due --done --not-done --now --flat --all --json --version -h --help)
    repeating_options=()
    non_repeating_options=(--date --category --search)
    __habitctl_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--date')
        return
        ;;
    '--category')
        return
        ;;
    '--search')
        return
        ;;
    esac
}

_habitctl_show() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--weeks)
    __habitctl_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--weeks')
        return
        ;;
    esac
}

_habitctl_next() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--from --tz --count)
    __habitctl_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--from')
        return
        ;;
    '--tz')
        return
        ;;
    '--count')
        return
        ;;
    esac
}

_habitctl_history() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--limit)
    __habitctl_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--limit')
        return
        ;;
    esac
}

_habitctl_stats() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--category --from --to --last --chart --svg)
    __habitctl_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--category')
        return
        ;;
    '--from')
        return
        ;;
    '--to')
        return
        ;;
    '--last')
        return
        ;;
    '--chart')
        __habitctl_add_completions -W 'bar'$'\n''line'
        return
        ;;
    '--svg')
        __habitctl_add_completions -o plusdirs -fX '!*.@(svg)'
        return
        ;;
    esac
}

_habitctl_status() {
    repeating_flags=()
    non_repeating_flags=(--follow --version -h --help)
    repeating_options=()
    non_repeating_options=(--format)
    __habitctl_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--format')
        __habitctl_add_completions -W 'text'$'\n''waybar'$'\n''i3blocks'$'\n''polybar'
        return
        ;;
    esac
}

_habitctl_snooze() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 2
}

_habitctl_category() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    list|add|rename|rm)
        # Offer subcommand argument completions
        "_habitctl_category_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'list add rename rm' -- "${cur}"))
        ;;
    esac
}

_habitctl_category_list() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 0
}

_habitctl_category_add() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 1
}

_habitctl_category_rename() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 2
}

_habitctl_category_rm() {
    repeating_flags=()
    non_repeating_flags=(-y --yes --version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 1
}

_habitctl_presets() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--category --units)
    __habitctl_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--category')
        return
        ;;
    '--units')
        return
        ;;
    esac
}

_habitctl_config() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    list|get|set|unset)
        # Offer subcommand argument completions
        "_habitctl_config_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'list get set unset' -- "${cur}"))
        ;;
    esac
}

_habitctl_config_list() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 0
}

_habitctl_config_get() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 1
}

_habitctl_config_set() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 2
}

_habitctl_config_unset() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 1
}

_habitctl_export() {
    repeating_flags=()
    non_repeating_flags=(--csv --ics --version -h --help)
    repeating_options=()
    non_repeating_options=(--days --output -o)
    __habitctl_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--days')
        return
        ;;
    '--output'|'-o')
        return
        ;;
    esac
}

_habitctl_import() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    backup|loop|harsh)
        # Offer subcommand argument completions
        "_habitctl_import_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'backup loop harsh' -- "${cur}"))
        ;;
    esac
}

_habitctl_import_backup() {
    repeating_flags=()
    non_repeating_flags=(--replace --csv --version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 1
}

_habitctl_import_loop() {
    repeating_flags=()
    non_repeating_flags=(--rename --dry-run --version -h --help)
    repeating_options=(--merge-into)
    non_repeating_options=()
    __habitctl_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--merge-into')
        return
        ;;
    esac
}

_habitctl_import_harsh() {
    repeating_flags=()
    non_repeating_flags=(--rename --dry-run --version -h --help)
    repeating_options=(--merge-into)
    non_repeating_options=()
    __habitctl_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--merge-into')
        return
        ;;
    esac
}

_habitctl_daemon() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    status|reload|ping)
        # Offer subcommand argument completions
        "_habitctl_daemon_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'status reload ping' -- "${cur}"))
        ;;
    esac
}

_habitctl_daemon_status() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 0
}

_habitctl_daemon_reload() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 0
}

_habitctl_daemon_ping() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 0
}

_habitctl_doctor() {
    repeating_flags=()
    non_repeating_flags=(--rebuild --version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 0
}

_habitctl_sync() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    setup|status|now|compact|leave)
        # Offer subcommand argument completions
        "_habitctl_sync_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'setup status now compact leave' -- "${cur}"))
        ;;
    esac
}

_habitctl_sync_setup() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 1

    # Offer positional completions
    case "${positional_number}" in
    1)
        __habitctl_add_completions -d
        return
        ;;
    esac
}

_habitctl_sync_status() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 0
}

_habitctl_sync_now() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 0
}

_habitctl_sync_compact() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 0
}

_habitctl_sync_leave() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 0
}

_habitctl_merge() {
    repeating_flags=()
    non_repeating_flags=(--yes -y --version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 2
}

_habitctl_backup() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    now|list|restore)
        # Offer subcommand argument completions
        "_habitctl_backup_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'now list restore' -- "${cur}"))
        ;;
    esac
}

_habitctl_backup_now() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 0
}

_habitctl_backup_list() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 0
}

_habitctl_backup_restore() {
    repeating_flags=()
    non_repeating_flags=(--yes --version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 1
}

_habitctl_web() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    token|login|pair|calendar)
        # Offer subcommand argument completions
        "_habitctl_web_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'token login pair calendar' -- "${cur}"))
        ;;
    esac
}

_habitctl_web_token() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    new|list|revoke)
        # Offer subcommand argument completions
        "_habitctl_web_token_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'new list revoke' -- "${cur}"))
        ;;
    esac
}

_habitctl_web_token_new() {
    repeating_flags=()
    non_repeating_flags=(--read-only --version -h --help)
    repeating_options=()
    non_repeating_options=(--name)
    __habitctl_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--name')
        return
        ;;
    esac
}

_habitctl_web_token_list() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 0
}

_habitctl_web_token_revoke() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 1
}

_habitctl_web_login() {
    repeating_flags=()
    non_repeating_flags=(--open --version -h --help)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options 0
}

_habitctl_web_pair() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--host)
    __habitctl_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--host')
        return
        ;;
    esac
}

_habitctl_web_calendar() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--days)
    __habitctl_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--days')
        return
        ;;
    esac
}

_habitctl_help() {
    repeating_flags=()
    non_repeating_flags=(--version)
    repeating_options=()
    non_repeating_options=()
    __habitctl_offer_flags_options -1
}

complete -o filenames -F _habitctl habitctl
