#!/usr/bin/env bash
# Builds the DocC documentation of TextInputCore into .build-docs/docs/TextInputCore.doccarchive
# and fails on any DocC warning: a broken or ambiguous ``link``, an undocumented parameter...
# Such mistakes don't break the Swift build, so without this check they pile up unseen.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

# Own scratch path: the default .build belongs to the normal build and tests.
scratch=.build-docs
swift build --scratch-path "$scratch" --target TextInputCore
modules="$(swift build --scratch-path "$scratch" --show-bin-path)/Modules"
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')

# Extract into a fresh folder every time, so a graph left over from an old build can't leak in.
graphs="$scratch/docs/symbol-graphs"
rm -rf "$graphs" && mkdir -p "$graphs"
# Public symbols only: the documentation is for clients. Extension blocks give what the module
# adds to String etc. pages of their own; without them DocC silently drops those symbols.
swift-symbolgraph-extract -module-name TextInputCore -target "$triple" -I "$modules" \
    -output-dir "$graphs" -minimum-access-level public -emit-extension-block-symbols

archive="$scratch/docs/TextInputCore.doccarchive"
docc convert Sources/TextInputCore/TextInputCore.docc \
    --additional-symbol-graph-dir "$graphs" \
    --output-path "$archive" \
    --warnings-as-errors
echo "Documentation built without warnings: $archive"
