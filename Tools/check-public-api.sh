#!/usr/bin/env bash
# Fails when the public API of TextInputCore differs from the baseline in Docs/API/TextInputCore.txt,
# so every API change shows up in review as a diff of that file.
#
#   Tools/check-public-api.sh            check (CI)
#   Tools/check-public-api.sh --update   rewrite the baseline after an intended API change
#
# The listing comes from the symbol graph of the built module (swift-symbolgraph-extract), not from
# the sources, so it is exactly what clients can see: `package` and internal symbols are left out.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

baseline=Docs/API/TextInputCore.txt
update=false
case "${1:-}" in
    "") ;;
    --update) update=true ;;
    *) echo "usage: $0 [--update]" >&2; exit 2 ;;
esac

# Own scratch path: the default .build belongs to the normal build and tests.
scratch=.build-docs
swift build --scratch-path "$scratch" --target TextInputCore
modules="$(swift build --scratch-path "$scratch" --show-bin-path)/Modules"
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')

# Extract into a fresh folder every time, so a graph left over from an old build can't leak in.
graphs="$scratch/public-api/symbol-graphs"
rm -rf "$graphs" && mkdir -p "$graphs"
# Without extension blocks, members and conformances added to String etc. hang off the type itself.
swift-symbolgraph-extract -module-name TextInputCore -target "$triple" -I "$modules" \
    -output-dir "$graphs" -minimum-access-level public -omit-extension-block-symbols

# One line per public symbol: "path | declaration [| notes]", sorted, with no doc comments,
# source locations or paths, so the file only changes when the API does.
listing="$scratch/public-api/TextInputCore.txt"
python3 - "$graphs" > "$listing" <<'PY'
import json, pathlib, sys

# Implied by every generic parameter or by Sendable: noise in a listing.
IMPLICIT = {"Copyable", "Escapable", "SendableMetatype"}

def text(fragments):
    return " ".join("".join(f["spelling"] for f in fragments).split())

def constraint(c):
    op = "==" if c["kind"] == "sameType" else ":"
    return f'{c["lhs"]} {op} {c["rhs"]}'

def where(constraints):
    kept = [constraint(c) for c in constraints or [] if c["rhs"] not in IMPLICIT]
    return "where " + ", ".join(kept) if kept else None

def available(a):
    # Rendered like the attribute: @available(macOS, introduced: 13.0, deprecated, message: "...").
    args = [a.get("domain", "*")]
    for key, value in sorted(a.items()):
        if isinstance(value, dict):
            args.append(f'{key}: {".".join(str(v) for v in value.values())}')
        elif value is True:
            args.append(key)
        elif key != "domain":
            args.append(f"{key}: {json.dumps(value)}")
    return f"@available({', '.join(args)})"

entries, names, rels = [], {}, []
for path in sorted(pathlib.Path(sys.argv[1]).glob("*.symbols.json")):
    graph = json.loads(path.read_text())
    # TextInputCore@Swift.symbols.json holds what the module adds to Swift's types.
    module = path.name.removesuffix(".symbols.json").partition("@")[2]
    for s in graph["symbols"]:
        usr = s["identifier"]["precise"]
        names[usr] = ".".join(([module] if module else []) + s["pathComponents"])
        # Members a type only inherits (Equatable's !=, protocol extension defaults) are implied
        # by its conformances, which are listed.
        if "::SYNTHESIZED::" not in usr:
            entries.append(s)
    rels += graph["relationships"]

requirements = {r["source"] for r in rels if r["kind"] in ("requirementOf", "optionalRequirementOf")}
defaults = {r["source"] for r in rels if r["kind"] == "defaultImplementationOf"}
lines = []
for s in entries:
    usr = s["identifier"]["precise"]
    notes = []
    # Declarations come without their access keyword, yet open vs. public matters to subclasses.
    if s["accessLevel"] == "open":
        notes.append("open")
    if usr in requirements:
        notes.append("requirement")
    if usr in defaults:
        notes.append("default implementation")
    # The declaration doesn't show the constraints of the extension it is in.
    notes.append(where(s.get("swiftExtension", {}).get("constraints")))
    notes += [available(a) for a in s.get("availability", [])]
    lines.append((names[usr], 0, " | ".join([names[usr], text(s["declarationFragments"])] + [n for n in notes if n])))

# Other modules' types (`extension Int: SomeProtocol`) are named only where they are a target.
for r in rels:
    names.setdefault(r["target"], r.get("targetFallback", r["target"]))
for r in rels:
    source, target = names.get(r["source"]), names[r["target"]]
    if r["kind"] != "conformsTo" or not source or target.removeprefix("Swift.") in IMPLICIT:
        continue
    conformance = " | ".join(n for n in [source, "conforms to " + target, where(r.get("swiftConstraints"))] if n)
    # A conformance stated twice (directly and through a refined protocol) is one conformance.
    if (source, 1, conformance) not in lines:
        lines.append((source, 1, conformance))

print("# Public API of TextInputCore. Generated by Tools/check-public-api.sh --update; do not edit.")
for _, _, line in sorted(lines):
    print(line)
PY

if $update; then
    mkdir -p "$(dirname "$baseline")"
    cp "$listing" "$baseline"
    echo "Updated $baseline ($(wc -l < "$baseline") lines)."
elif ! diff -u --label "$baseline (baseline)" --label "TextInputCore (built)" "$baseline" "$listing"; then
    echo >&2
    echo "error: the public API of TextInputCore differs from $baseline (diff above)." >&2
    echo "If the change is intended, run Tools/check-public-api.sh --update and commit the baseline." >&2
    exit 1
else
    echo "Public API of TextInputCore matches $baseline."
fi
