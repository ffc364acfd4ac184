#!/usr/bin/env bash
# Builds a module (TextInputCore unless named) and writes the symbol graphs of its public API into
# a fresh folder:
#
#   Tools/extract-symbol-graphs.sh OUTPUT_DIR [-emit-extension-block-symbols | -omit-extension-block-symbols] [MODULE]
#
# Shared by check-public-api.sh and build-docs.sh. The folder is emptied first, so that a graph
# left over from an old build can't leak in.
set -euo pipefail
cd "$(dirname "$0")/.."
graphs=$1
extension_blocks=${2:--omit-extension-block-symbols}
module=${3:-TextInputCore}

# Own scratch path: the default .build belongs to the normal build and tests.
scratch=.build-docs
swift build --scratch-path "$scratch" --target "$module"
modules="$(swift build --scratch-path "$scratch" --show-bin-path)/Modules"
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')

rm -rf "$graphs" && mkdir -p "$graphs"
# Public symbols only: `package` and internal ones are not the library's API.
swift-symbolgraph-extract -module-name "$module" -target "$triple" -I "$modules" \
    -output-dir "$graphs" -minimum-access-level public "$extension_blocks"
