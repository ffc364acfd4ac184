#!/usr/bin/env bash
# Builds and runs every snippet (Snippets/**/*.swift), the samples the DocC articles show, and
# fails if one fails: each snippet checks, out of the article's sight (`// snippet.hide`), that
# it does and prints what the article says. `swift build` compiles them as small executables
# named after their files; running them all takes a few seconds.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build
bin=$(swift build --show-bin-path)
failed=0
while IFS= read -r snippet; do
    name=$(basename "$snippet" .swift)
    # A failed check prints its file and line; the backtrace would only bury it.
    if ! output=$(SWIFT_BACKTRACE=enable=no "$bin/$name" 2>&1); then
        printf 'Snippet %s failed:\n%s\n' "$snippet" "$output" >&2
        failed=1
    fi
done < <(find Snippets -name '*.swift' | sort)
if [ "$failed" -ne 0 ]; then exit 1; fi
echo "Every snippet ran and checked its article's claims."
