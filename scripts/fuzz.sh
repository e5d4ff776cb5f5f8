#!/usr/bin/env bash
# The fuzzers (issue 32): libFuzzer through `swiftc -sanitize=fuzzer,address`, one target
# per parser of outside bytes (Sources/HabitFuzzTargets).
#
#   bash scripts/fuzz.sh --list               the targets
#   bash scripts/fuzz.sh TARGET SECONDS       fuzz one; new inputs go to .build/fuzz-corpus/TARGET,
#                                             crashes to .build/fuzz-crashes/TARGET (copy a fixed
#                                             one into Tests/fuzz/crashes/TARGET: swift test replays it)
#   bash scripts/fuzz.sh --smoke SECONDS      every target SECONDS each; ends "N passed, N failed"
#   bash scripts/fuzz.sh --all SECONDS JOBS   every target SECONDS each, JOBS at a time (the long runs)
#
# Each run prints the target, its executions, the inputs it kept and what it found.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build/fuzz
bin="$scratch/debug/habitd-fuzz"

build() {
    swift build --scratch-path "$scratch" --product habitd-fuzz \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -DFUZZING 2>&1 \
        | grep -vE "warning: Cannot export local symbol|^\[[0-9]+/[0-9]+\]" || true
    [ -x "$bin" ] || { echo "fuzz: the build failed" >&2; exit 1; }
}

targets() { sed -n 's/^.*FuzzTarget("\([a-z-]*\)".*$/\1/p' Sources/HabitFuzzTargets/*.swift; }

# One target for $2 seconds; prints one line and returns 1 when it found a crash.
run() {
    local target=$1 seconds=$2
    local corpus=.build/fuzz-corpus/$target crashes=.build/fuzz-crashes/$target log=.build/fuzz-logs/$target.log
    mkdir -p "$corpus" "$crashes" .build/fuzz-logs
    local status=0
    # The importers see inputs as large as the attacks their seeds hold (200,000 brackets, a
    # 254 KiB zip bomb); the other parsers keep libFuzzer's own choice (from their seeds).
    local max_len=()
    case $target in json-import|loop-csv|http) max_len=(-max_len=262144) ;; esac
    # -timeout: an input taking 10 s is a hang; -rss_limit_mb: 2 GB is a leak or a bomb.
    HABITD_FUZZ_TARGET=$target ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 \
        "$bin" -max_total_time="$seconds" "${max_len[@]}" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$crashes/" "$corpus" "Tests/fuzz/corpus/$target" > "$log" 2>&1 || status=$?
    local execs kept found
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    kept=$(find "$corpus" -type f | wc -l)
    found=$(find "$crashes" -type f | wc -l)
    printf '%-14s %8s s  %10s executions  %6s inputs kept  %s crashes' "$target" "$seconds" "${execs:-?}" "$kept" "$found"
    if [ "$status" -ne 0 ] || [ "$found" -gt 0 ]; then
        printf '  (see %s)\n' "$log"
        return 1
    fi
    printf '\n'
}

case "${1:-}" in
    --list)
        for t in $(targets); do echo "$t"; done ;;
    --smoke)
        build
        passed=0 failed=0
        for t in $(targets); do
            if run "$t" "${2:-5}"; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
        done
        # A run that found no target tested nothing: a failure, not a pass.
        if [ "$passed" -eq 0 ]; then
            echo "fuzz: no target ran (none found in Sources/HabitFuzzTargets)" >&2
            failed=$((failed + 1))
        fi
        echo "$passed passed, $failed failed"
        [ "$failed" -eq 0 ] ;;
    --all)
        build
        export -f run
        export bin
        mkdir -p .build/fuzz-logs
        targets | xargs -P "${3:-2}" -I{} bash -c 'run "$1" "$2"' _ {} "${2:-600}" | tee .build/fuzz-logs/all.txt
        echo "$(grep -c ' 0 crashes$' .build/fuzz-logs/all.txt) passed, $(grep -vc ' 0 crashes$' .build/fuzz-logs/all.txt) failed" ;;
    ""|-h|--help)
        sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//' ;;
    *)
        targets | grep -qx "$1" || { echo "fuzz: no target '$1' (bash scripts/fuzz.sh --list)" >&2; exit 2; }
        build
        run "$1" "${2:-600}" ;;
esac
