function __habitctl_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __habitctl_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __habitctl_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __habitctl_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __habitctl_parse_tokens -S
    set -l unparsed_tokens (__habitctl_tokens -pc)
    switch $unparsed_tokens[1]
    case 'habitctl'
        __habitctl_parse_subcommand 0 'db=' 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'add'
            __habitctl_parse_subcommand 1 'preset=' 'daily' 'days=' 'every=' 'weekly=' 'monthly=' 'irregular' 'times=' 'remind=+' 'remind-days=' 'start=' 'end=' 'zone=' 'goal=' 'unit=' 'quit' 'build' 'category=' 'color=' 'icon=' 'description=' 'reward=' 'reward-every=' 'nudge-every=' 'nudge-times=' 'version' 'h/help'
        case 'edit'
            __habitctl_parse_subcommand 1 'rename=' 'daily' 'days=' 'every=' 'weekly=' 'monthly=' 'irregular' 'times=' 'remind=+' 'remind-days=' 'start=' 'end=' 'zone=' 'goal=' 'unit=' 'quit' 'build' 'category=' 'color=' 'icon=' 'description=' 'reward=' 'reward-every=' 'nudge-every=' 'nudge-times=' 'add-remind=+' 'remove-remind=+' 'no-remind' 'no-end' 'no-zone' 'no-goal' 'no-category' 'no-reward' 'no-nudge' 'version' 'h/help'
        case 'rm'
            __habitctl_parse_subcommand 1 'y/yes' 'version' 'h/help'
        case 'archive'
            __habitctl_parse_subcommand 1 'version' 'h/help'
        case 'unarchive'
            __habitctl_parse_subcommand 1 'version' 'h/help'
        case 'pin'
            __habitctl_parse_subcommand 1 'version' 'h/help'
        case 'unpin'
            __habitctl_parse_subcommand 1 'version' 'h/help'
        case 'done'
            __habitctl_parse_subcommand 1 'date=' 'count=' 'value=' 'note=' 'version' 'h/help'
        case 'undo'
            __habitctl_parse_subcommand 1 'date=' 'version' 'h/help'
        case 'toggle'
            __habitctl_parse_subcommand 1 'date=' 'version' 'h/help'
        case 'ask'
            __habitctl_parse_subcommand 0 'since=' 'category=' 'no-notes' 'version' 'h/help'
        case 'slip'
            __habitctl_parse_subcommand 1 'date=' 'value=' 'note=' 'version' 'h/help'
        case 'skip'
            __habitctl_parse_subcommand 1 'date=' 'note=' 'version' 'h/help'
        case 'unskip'
            __habitctl_parse_subcommand 1 'date=' 'version' 'h/help'
        case 'list'
            __habitctl_parse_subcommand 0 'date=' 'category=' 'due' 'done' 'not-done' 'search=' 'all' 'json' 'version' 'h/help'
        case 'show'
            __habitctl_parse_subcommand 1 'weeks=' 'json' 'version' 'h/help'
        case 'next'
            __habitctl_parse_subcommand 1 'from=' 'tz=' 'count=' 'json' 'version' 'h/help'
        case 'history'
            __habitctl_parse_subcommand 1 'limit=' 'json' 'version' 'h/help'
        case 'stats'
            __habitctl_parse_subcommand 1 'category=' 'from=' 'to=' 'last=' 'json' 'version' 'h/help'
        case 'status'
            __habitctl_parse_subcommand 0 'format=' 'follow' 'version' 'h/help'
        case 'snooze'
            __habitctl_parse_subcommand 2 'version' 'h/help'
        case 'category'
            __habitctl_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'list'
                __habitctl_parse_subcommand 0 'json' 'version' 'h/help'
            case 'add'
                __habitctl_parse_subcommand 1 'version' 'h/help'
            case 'rename'
                __habitctl_parse_subcommand 2 'version' 'h/help'
            case 'rm'
                __habitctl_parse_subcommand 1 'version' 'h/help'
            end
        case 'presets'
            __habitctl_parse_subcommand 0 'category=' 'units=' 'json' 'version' 'h/help'
        case 'config'
            __habitctl_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'list'
                __habitctl_parse_subcommand 0 'json' 'version' 'h/help'
            case 'get'
                __habitctl_parse_subcommand 1 'version' 'h/help'
            case 'set'
                __habitctl_parse_subcommand 2 'version' 'h/help'
            case 'unset'
                __habitctl_parse_subcommand 1 'version' 'h/help'
            end
        case 'export'
            __habitctl_parse_subcommand 0 'csv' 'o/output=' 'version' 'h/help'
        case 'import'
            __habitctl_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'backup'
                __habitctl_parse_subcommand 1 'replace' 'csv' 'version' 'h/help'
            case 'loop'
                __habitctl_parse_subcommand 1 'merge-into=+' 'rename' 'dry-run' 'version' 'h/help'
            case 'harsh'
                __habitctl_parse_subcommand 1 'merge-into=+' 'rename' 'dry-run' 'version' 'h/help'
            end
        case 'daemon'
            __habitctl_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'status'
                __habitctl_parse_subcommand 0 'json' 'version' 'h/help'
            case 'reload'
                __habitctl_parse_subcommand 0 'version' 'h/help'
            case 'ping'
                __habitctl_parse_subcommand 0 'version' 'h/help'
            end
        case 'doctor'
            __habitctl_parse_subcommand 0 'rebuild' 'version' 'h/help'
        case 'help'
            __habitctl_parse_subcommand -r 1 'version'
        end
    end
end

function __habitctl_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __habitctl_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __habitctl_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __habitctl_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__habitctl_tokens -p)
    if test -z "$(__habitctl_tokens -t)"
        set -l index (count (__habitctl_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'habitctl' -f
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl" db' -l 'db' -d 'Database file.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl" -eq 1' -fa 'add' -d 'Add a habit.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl" -eq 1' -fa 'edit' -d 'Change a habit\'s settings (its history stays).'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl" -eq 1' -fa 'rm' -d 'Delete a habit and all its history.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl" -eq 1' -fa 'archive' -d 'Hide a habit and stop its reminders; its history stays.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl" -eq 1' -fa 'unarchive' -d 'Bring an archived habit back.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl" -eq 1' -fa 'pin' -d 'Show a habit at the top of the board.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl" -eq 1' -fa 'unpin' -d 'Stop pinning a habit to the top.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl" -eq 1' -fa 'done' -d 'Record a completion (today unless --date; never a future day).'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl" -eq 1' -fa 'undo' -d 'Remove the last completion of a day (today unless --date).'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl" -eq 1' -fa 'toggle' -d 'Done ↔ not done, like a tap (today unless --date): what a status-bar click runs.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl" -eq 1' -fa 'ask' -d 'The daily check-in: one key for each habit still due today.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl" -eq 1' -fa 'slip' -d 'Record a slip of a quit habit (today unless --date): the day fails, the streak ends.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl" -eq 1' -fa 'skip' -d 'Skip a day on purpose: no reminders, and the streak neither breaks nor grows.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl" -eq 1' -fa 'unskip' -d 'Take back a skip.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl" -eq 1' -fa 'list' -d 'Show the board, filtered.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl" -eq 1' -fa 'show' -d 'Show one habit: settings, next reminders, this week day by day, and a heat map of the last 26 weeks.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl" -eq 1' -fa 'next' -d 'When reminders fire next.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl" -eq 1' -fa 'history' -d 'List a habit\'s completions and skips, newest first.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl" -eq 1' -fa 'stats' -d 'Completions, completion rate, streaks, perfect days and a trend chart, over a window.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl" -eq 1' -fa 'status' -d 'One line for a status bar: habits done today over habits due today.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl" -eq 1' -fa 'snooze' -d 'Remind again about a habit due today, in MINUTES (default: the snooze-minutes setting).'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl" -eq 1' -fa 'category' -d 'Add, rename, remove and list categories.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl" -eq 1' -fa 'presets' -d 'List ready-made habits for \'habitctl add --preset KEY\'.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl" -eq 1' -fa 'config' -d 'Read and change settings.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl" -eq 1' -fa 'export' -d 'Write everything as JSON (or the completions as CSV).'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl" -eq 1' -fa 'import' -d 'Read an export back, or bring history from Loop or harsh (all of it or nothing).'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl" -eq 1' -fa 'daemon' -d 'Ask the running habitd how it is, or have it reload its config.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl" -eq 1' -fa 'doctor' -d 'Check that stored streaks and totals agree with the log (--rebuild recomputes them).'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl add" preset' -l 'preset' -d 'Start from a preset (see \'habitctl presets\'); other options override it.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl add" daily' -l 'daily' -d 'Due every day (the default).'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl add" days' -l 'days' -d 'Due on these weekdays: mon,wed,fri, weekdays or weekends.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl add" every' -l 'every' -d 'Due every N days, counted from the start date.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl add" weekly' -l 'weekly' -d 'Due K days per week.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl add" monthly' -l 'monthly' -d 'Due K days per month.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl add" irregular' -l 'irregular' -d 'Never due, never reminds: log it when it happens.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl add" times' -l 'times' -d 'Completions needed per due day (day schedules).' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl add"' -l 'remind' -d 'A reminder at this local time; repeat for more.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl add" remind-days' -l 'remind-days' -d 'Limit the --remind times given with it to these weekdays.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl add" start' -l 'start' -d 'First day of the habit (default: today).' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl add" end' -l 'end' -d 'Last day of the habit.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl add" zone' -l 'zone' -d 'Pin the habit to an IANA zone; otherwise it follows the system zone.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl add" goal' -l 'goal' -d 'Daily target (build) or limit (quit) amount.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl add" unit' -l 'unit' -d 'Unit of the goal: count, reps, minutes, hours, cups, km, miles, kg, lb, litres, calories, pages, steps, or your own.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl add" quit' -l 'quit' -d 'A habit to quit: success while the logged amount stays at or under the goal.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl add" build' -l 'build' -d 'A habit to build (the default).'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl add" category' -l 'category' -d 'Category name (see \'habitctl category list\').' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl add" color' -l 'color' -d 'Palette colour (coral, amber, lime, teal, sky, indigo, purple, pink) or #RRGGBB.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl add" icon' -l 'icon' -d 'One emoji or symbol.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl add" description' -l 'description' -d 'A longer description (at most 300 characters).' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl add" reward' -l 'reward' -d 'A reward for keeping the streak going, such as \'a new book\'.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl add" reward-every' -l 'reward-every' -d 'The reward is due each time the streak reaches a multiple of N (default 7).' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl add" nudge-every' -l 'nudge-every' -d 'Remind again every N minutes (5 to 720) while a reminder goes unanswered.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl add" nudge-times' -l 'nudge-times' -d 'At most this many nudges per reminder (1 to 20, default 3).' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl add" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl add" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" rename' -l 'rename' -d 'A new name.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" daily' -l 'daily' -d 'Due every day (the default).'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" days' -l 'days' -d 'Due on these weekdays: mon,wed,fri, weekdays or weekends.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" every' -l 'every' -d 'Due every N days, counted from the start date.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" weekly' -l 'weekly' -d 'Due K days per week.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" monthly' -l 'monthly' -d 'Due K days per month.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" irregular' -l 'irregular' -d 'Never due, never reminds: log it when it happens.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" times' -l 'times' -d 'Completions needed per due day (day schedules).' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit"' -l 'remind' -d 'A reminder at this local time; repeat for more.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" remind-days' -l 'remind-days' -d 'Limit the --remind times given with it to these weekdays.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" start' -l 'start' -d 'First day of the habit (default: today).' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" end' -l 'end' -d 'Last day of the habit.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" zone' -l 'zone' -d 'Pin the habit to an IANA zone; otherwise it follows the system zone.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" goal' -l 'goal' -d 'Daily target (build) or limit (quit) amount.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" unit' -l 'unit' -d 'Unit of the goal: count, reps, minutes, hours, cups, km, miles, kg, lb, litres, calories, pages, steps, or your own.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" quit' -l 'quit' -d 'A habit to quit: success while the logged amount stays at or under the goal.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" build' -l 'build' -d 'A habit to build (the default).'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" category' -l 'category' -d 'Category name (see \'habitctl category list\').' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" color' -l 'color' -d 'Palette colour (coral, amber, lime, teal, sky, indigo, purple, pink) or #RRGGBB.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" icon' -l 'icon' -d 'One emoji or symbol.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" description' -l 'description' -d 'A longer description (at most 300 characters).' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" reward' -l 'reward' -d 'A reward for keeping the streak going, such as \'a new book\'.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" reward-every' -l 'reward-every' -d 'The reward is due each time the streak reaches a multiple of N (default 7).' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" nudge-every' -l 'nudge-every' -d 'Remind again every N minutes (5 to 720) while a reminder goes unanswered.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" nudge-times' -l 'nudge-times' -d 'At most this many nudges per reminder (1 to 20, default 3).' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit"' -l 'add-remind' -d 'Add a reminder.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit"' -l 'remove-remind' -d 'Remove the reminder at this time.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" no-remind' -l 'no-remind' -d 'Remove all reminders.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" no-end' -l 'no-end' -d 'Remove the end date.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" no-zone' -l 'no-zone' -d 'Follow the system zone again.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" no-goal' -l 'no-goal' -d 'Remove the goal (\'just do it\').'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" no-category' -l 'no-category' -d 'Remove the category.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" no-reward' -l 'no-reward' -d 'Remove the reward.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" no-nudge' -l 'no-nudge' -d 'Stop nudging.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl edit" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl rm" y yes' -l 'yes' -s 'y' -d 'Do not ask.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl rm" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl rm" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl archive" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl archive" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl unarchive" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl unarchive" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl pin" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl pin" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl unpin" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl unpin" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl done" date' -l 'date' -d 'The local date (default: today in the habit\'s zone).' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl done" count' -l 'count' -d 'How many times.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl done" value' -l 'value' -d 'An amount in the goal\'s unit (default: the goal).' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl done" note' -l 'note' -d 'A short note.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl done" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl done" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl undo" date' -l 'date' -d 'The local date (default: today in the habit\'s zone).' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl undo" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl undo" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl toggle" date' -l 'date' -d 'The local date (default: today in the habit\'s zone).' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl toggle" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl toggle" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl ask" since' -l 'since' -d 'Also ask about earlier days, from this one on: a date, or Nd for N days back.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl ask" category' -l 'category' -d 'Only habits in this category.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl ask" no-notes' -l 'no-notes' -d 'Do not offer a note after y.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl ask" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl ask" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl slip" date' -l 'date' -d 'The local date (default: today in the habit\'s zone).' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl slip" value' -l 'value' -d 'The amount (required when the habit has a limit).' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl slip" note' -l 'note' -d 'A short note.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl slip" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl slip" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl skip" date' -l 'date' -d 'The local date (default: today in the habit\'s zone).' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl skip" note' -l 'note' -d 'Why.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl skip" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl skip" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl unskip" date' -l 'date' -d 'The local date (default: today in the habit\'s zone).' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl unskip" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl unskip" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl list" date' -l 'date' -d 'Show the board for this day instead of today.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl list" category' -l 'category' -d 'Only habits in this category.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl list" due' -l 'due' -d 'Only habits still due that day.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl list" done' -l 'done' -d 'Only habits done that day.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl list" not-done' -l 'not-done' -d 'Only habits not done that day (due, not due or skipped).'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl list" search' -l 'search' -d 'Only habits whose name contains this text (any letter case).' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl list" all' -l 'all' -d 'Include archived habits.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl list" json' -l 'json' -d 'Print JSON for scripts.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl list" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl list" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl show" weeks' -l 'weeks' -d 'Weeks in the heat map (1–104).' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl show" json' -l 'json' -d 'Print JSON for scripts.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl show" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl show" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl next" from' -l 'from' -d 'Plan from this instant instead of now (events come strictly after it).' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl next" tz' -l 'tz' -d 'Plan as if the system zone were this one.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl next" count' -l 'count' -d 'How many events (1–10000).' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl next" json' -l 'json' -d 'Print JSON for scripts.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl next" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl next" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl history" limit' -l 'limit' -d 'At most this many entries (0: all).' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl history" json' -l 'json' -d 'Print JSON for scripts.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl history" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl history" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl stats" category' -l 'category' -d 'Only habits in this category.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl stats" from' -l 'from' -d 'First day of the window (default: 29 days before --to).' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl stats" to' -l 'to' -d 'Last day of the window (default and at most: today).' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl stats" last' -l 'last' -d 'The window ending today: 30d, 12w, 6m or 1y.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl stats" json' -l 'json' -d 'Print JSON for scripts.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl stats" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl stats" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl status" format' -l 'format' -d 'text, waybar, i3blocks or polybar.' -rfka 'text waybar i3blocks polybar'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl status" follow' -l 'follow' -d 'Keep running: a new line at every change.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl status" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl status" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl snooze" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl snooze" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl category" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl category" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl category" -eq 1' -fa 'list' -d 'List categories with their habit counts.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl category" -eq 1' -fa 'add' -d 'Add a category.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl category" -eq 1' -fa 'rename' -d 'Rename a category.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl category" -eq 1' -fa 'rm' -d 'Remove a category; its habits stay, uncategorised.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl category list" json' -l 'json' -d 'Print JSON for scripts.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl category list" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl category list" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl category add" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl category add" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl category rename" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl category rename" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl category rm" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl category rm" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl presets" category' -l 'category' -d 'Only this category (fitness, health, social, learning).' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl presets" units' -l 'units' -d 'Units for the default goals.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl presets" json' -l 'json' -d 'Print JSON for scripts.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl presets" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl presets" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl config" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl config" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl config" -eq 1' -fa 'list' -d 'Show every setting and its value.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl config" -eq 1' -fa 'get' -d 'Print one setting\'s value.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl config" -eq 1' -fa 'set' -d 'Change a setting.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl config" -eq 1' -fa 'unset' -d 'Return a setting to its default.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl config list" json' -l 'json' -d 'Print JSON for scripts.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl config list" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl config list" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl config get" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl config get" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl config set" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl config set" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl config unset" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl config unset" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl export" csv' -l 'csv' -d 'Completions only, as CSV.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl export" o output' -l 'output' -s 'o' -d 'Write to this file instead of stdout.' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl export" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl export" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl import" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl import" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl import" -eq 1' -fa 'backup' -d 'Read habitctl\'s export back (the default: \'import FILE\').'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl import" -eq 1' -fa 'loop' -d 'Bring habits and history from Loop Habit Tracker.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl import" -eq 1' -fa 'harsh' -d 'Bring habits and history from harsh.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl import backup" replace' -l 'replace' -d 'Replace everything in the database with the file\'s contents.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl import backup" csv' -l 'csv' -d 'The file is completions as CSV.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl import backup" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl import backup" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl import loop"' -l 'merge-into' -d 'Add the history of the imported habit called NAME to the existing habit of that name (repeatable).' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl import loop" rename' -l 'rename' -d 'Import a habit whose name is taken as \'Name (Loop)\' / \'Name (harsh)\' instead.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl import loop" dry-run' -l 'dry-run' -d 'Say what would be imported, and write nothing.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl import loop" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl import loop" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl import harsh"' -l 'merge-into' -d 'Add the history of the imported habit called NAME to the existing habit of that name (repeatable).' -rfka ''
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl import harsh" rename' -l 'rename' -d 'Import a habit whose name is taken as \'Name (Loop)\' / \'Name (harsh)\' instead.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl import harsh" dry-run' -l 'dry-run' -d 'Say what would be imported, and write nothing.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl import harsh" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl import harsh" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl daemon" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl daemon" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl daemon" -eq 1' -fa 'status' -d 'Show habitd\'s pid, uptime, notification server and next reminders.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl daemon" -eq 1' -fa 'reload' -d 'Have habitd read its config again (a bad file is refused and the old config kept).'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_positional "habitctl daemon" -eq 1' -fa 'ping' -d 'Check that habitd answers (exit 0 if so).'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl daemon status" json' -l 'json' -d 'Print JSON.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl daemon status" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl daemon status" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl daemon reload" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl daemon reload" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl daemon ping" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl daemon ping" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl doctor" rebuild' -l 'rebuild' -d 'Recompute and store every habit\'s derived state.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl doctor" version' -l 'version' -d 'Show the version.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl doctor" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'habitctl' -n '__habitctl_should_offer_completions_for_flags_or_options "habitctl help" version' -l 'version' -d 'Show the version.'
