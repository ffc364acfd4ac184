#!/usr/bin/env bash
# Counts the instructions of one simulator edit (TextInputSimulator.insert, .backspace or .paste,
# everything it calls included) with valgrind's callgrind: unlike a clock, the count is the same
# from run to run, whatever else the machine is doing (apt-get install valgrind).
#
#   Benchmarks/count-instructions.sh insert "plain: type 20" "card number: type"
#   Benchmarks/count-instructions.sh backspace "plain: backspace 20"
#   Benchmarks/count-instructions.sh paste "amount: paste a 15-digit amount"
#
# The method is the one the row calls: the plain and chain "paste" rows insert their text with
# `insert`, the amount, catalogue and huge-paste rows with `paste`. A row that never calls the
# method prints "not found".
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product Benchmarks >/dev/null
method=$1; shift
case $method in
    insert) symbol=C6insertyySSF ;;
    backspace) symbol=C9backspaceyyF ;;
    paste) symbol=C5pasteyySSF ;;
    *) echo "usage: $0 insert|backspace|paste BENCHMARK..." >&2; exit 2 ;;
esac
echo "| Benchmark | instructions per $method |"
echo "|---|---:|"
for benchmark in "$@"; do
    out=$(mktemp)
    valgrind --tool=callgrind --callgrind-out-file="$out" .build/release/Benchmarks "$benchmark" >/dev/null 2>&1
    # The simulator method's inclusive cost, from the lines that call it: "calls=N ..." then "pos cost".
    awk -v symbol="$symbol" '
        /^fn=\(/ || /^cfn=\(/ {
            id = $1; sub(/^c?fn=/, "", id); sub(/\).*/, ")", id)
            if (NF > 1) names[id] = $2
            if ($1 ~ /^cfn=/) target = names[id]
        }
        /^calls=/ { if (index(target, symbol) > 0) { split($1, c, "="); calls += c[2]; pending = 1 }; next }
        pending { cost += $2; pending = 0 }
        END { if (calls > 0) printf "| %s | %d |\n", benchmark, cost / calls; else printf "| %s | not found |\n", benchmark }
    ' benchmark="$benchmark" "$out"
    rm -f "$out"
done
