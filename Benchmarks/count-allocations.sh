#!/usr/bin/env bash
# Counts heap allocations per measured operation with valgrind's DHAT (apt-get install valgrind).
# Each benchmark runs at two repetition counts; the difference, less the same difference for
# binding an empty field (the per-run setup), divided by the operations per run, is the figure.
#
#   Benchmarks/count-allocations.sh "plain: type 20" 20 "4-builder chain: type 20" 20
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product Benchmarks >/dev/null
binary=.build/release/Benchmarks

blocks() { # benchmark filter, repetitions -> total allocated blocks
    BENCHMARK_REPETITIONS=$2 valgrind --tool=dhat --dhat-out-file=/dev/null "$binary" "$1" 2>&1 \
        | sed -n 's/.*Total:.* in \([0-9,]*\) blocks.*/\1/p' | tr -d ,
}
per_run() { echo $(( $(blocks "$1" 110) - $(blocks "$1" 10) )); }   # blocks for 100 runs

setup=$(per_run "plain: bind an empty field")
echo "| Benchmark | allocations per operation |"
echo "|---|---:|"
while [ $# -ge 2 ]; do
    total=$(per_run "$1")
    echo "| $1 | $(awk -v t="$total" -v s="$setup" -v n="$2" 'BEGIN { printf "%.2f", (t - s) / 100 / n }') |"
    shift 2
done
