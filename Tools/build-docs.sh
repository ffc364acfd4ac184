#!/usr/bin/env bash
# Builds the DocC documentation of TextInputCore, its articles and the snippets they show, into
# .build-docs/docs/TextInputCore.doccarchive, and fails on any DocC warning: a broken or ambiguous
# ``link``, an undocumented parameter, a @Snippet path or slice that does not exist...
# Such mistakes don't break the Swift build, so without this check they pile up unseen.
set -euo pipefail
cd "$(dirname "$0")/.."

graphs=.build-docs/docs/symbol-graphs
# Extension blocks give what the module adds to String etc. pages of their own; without them
# DocC silently drops those symbols.
Tools/extract-symbol-graphs.sh "$graphs" -emit-extension-block-symbols
# The articles' @Snippet directives read the code from the snippets' own symbol graph.
python3 Tools/extract-snippet-symbol-graph.py "$graphs"

archive=.build-docs/docs/TextInputCore.doccarchive
docc convert Sources/TextInputCore/TextInputCore.docc \
    --additional-symbol-graph-dir "$graphs" \
    --output-path "$archive" \
    --warnings-as-errors
echo "Documentation built without warnings: $archive"
