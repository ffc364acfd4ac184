#!/usr/bin/env bash
# Type-checks every Swift file of Sources/TextInputUIKit, Sources/TextInputAppKit, Examples/ and
# Tests/TextInputUIKitTests (the tests that need the iOS Simulator to run) in
# Swift 6 language mode on Linux, against stand-ins of the Apple declarations they use
# (Tools/AppleStandIns; the Platforms article, "The Linux type check"). A wrong name, argument label,
# type, optionality or actor isolation in the adapters makes it exit non-zero.
#
# How: TextInputCore is built with SwiftPM (its debug module is what the adapters import), the
# stand-ins are compiled into modules named as Apple's (ObjectiveC, os, UIKit, AppKit, SwiftUI, and
# AppleFoundation for the Foundation types UIKit and AppKit re-export) in a temporary folder, with
# `swiftc -emit-module -wmo`, which also runs the data-race checks; then a rewritten copy of the
# adapters is compiled against them as modules TextInputUIKit and TextInputAppKit, with the
# -package-name SwiftPM gives TextInputCore (the root package's identity, which SwiftPM derives
# from the clone's folder name; read from .build/debug.yaml, so a clone in any folder works), and
# the example as module AppModule. Every stand-in declaration names its row of the Platforms article
# as Row: `API`; a name missing from the tables there fails the check.
#
# The copy differs from the sources only by these rewrites, because Swift on Linux has no
# Objective-C runtime ("Objective-C interoperability is disabled"):
#   1. `@objc` and `@objc(name)` attributes are removed.
#   2. `#selector(` becomes `Selector(`: the stand-in Selector's main-actor initializer takes any
#      function reference, so the method named must exist with those labels (its @objc-ness is
#      not checked; a #selector in nonisolated code would fail the check though it compiles).
#   3. `.name?(` (calling an optional requirement of an Objective-C delegate protocol) becomes
#      `.objcOptionalRequirement?.name(`: the stand-in protocols declare those requirements with
#      Apple's signature and a default implementation, and `objcOptionalRequirement` (on
#      NSObjectProtocol) keeps the call's Optional result, as `?(` gives it.
#   4. `os(iOS)` becomes true and `os(tvOS)`, `os(visionOS)`, `os(macOS)` false, so the UIKit files
#      are checked as iOS builds them (the iOS-only files and branches are compiled, not dropped).
# On Linux `canImport(UIKit)`, `canImport(AppKit)` and `canImport(SwiftUI)` are true once the
# stand-ins are on the import path, `!os(watchOS)` and `!targetEnvironment(macCatalyst)` are true,
# `#available(iOS …, *)` and `@available(iOS …)` are true / ignored (bodies are type-checked), and
# `compiler(>=6.2)` is true.
#
# Not covered: the example's Package.swift (a manifest); `#if !compiler(>=6.2)` branches; availability (a call of an iOS 17 API outside
# `#available` passes); what differs on tvOS, visionOS and Mac Catalyst (the UIKit files are
# checked once, as iOS); whether a method named by #selector is @objc; the Objective-C runtime
# overrides (`responds(to:)`, `forwardingTarget(for:)`) are checked against the stand-in NSObject,
# not the runtime; Foundation types come from Linux's Foundation (its Sendable annotations); a
# delegate method whose name or labels miss the requirement's (the stand-in requirements have
# default implementations, so it is just another method; Swift warns about it only for @objc).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"
root=$PWD
# Environment: TYPECHECK_SOURCES, a folder with Sources/ and Examples/ to check instead of this
# repository's (Tools/test-typecheck-apple-modules.sh checks a modified copy); TYPECHECK_KEEP=1
# keeps the rewritten copy and the compiled stand-ins for a look after a failure.
sources=${TYPECHECK_SOURCES:-$root}

swift build --target TextInputCore >/dev/null
bin=$(swift build --show-bin-path)
core_module=$bin/Modules/TextInputCore.swiftmodule
[ -e "$core_module" ] || core_module=$bin/TextInputCore.swiftmodule
# SwiftPM's package name for the root package (its identity, from the folder's name).
package_name=$(grep -o '"-package-name","[^"]*"' .build/debug.yaml | head -1 | cut -d'"' -f4)
[ -n "$package_name" ] || { echo "no -package-name in .build/debug.yaml" >&2; exit 1; }

work=$(mktemp -d)
if [ -n "${TYPECHECK_KEEP:-}" ]; then
    echo "The rewritten copy and the stand-in modules stay in $work."
else
    trap 'rm -rf "$work"' EXIT
fi
out=$work/modules
mkdir -p "$out"/uikit "$out"/appkit "$work/core"
# TextInputCore alone: SwiftPM's folder also holds its own (empty, on Linux) TextInputUIKit and
# TextInputAppKit modules, which must not shadow the ones checked here.
cp -R "$core_module" "$work/core/"
modules=$work/core

swiftc_() { swiftc -swift-version 6 -parse-as-library -wmo -I "$modules" "$@"; }
# Diagnostics name the sources, not the rewritten copy (whose lines are the sources' lines).
emit() { # module-name output-folder flags-and-files...
    local name=$1 dir=$2; shift 2
    swiftc_ -emit-module -module-name "$name" -o "$dir/$name.swiftmodule" "$@" 2>&1 |
        sed -e "s|$work/src/TextInputUIKitTests|$sources/Tests/TextInputUIKitTests|g" \
            -e "s|$work/src/TextInputUIKit|$sources/Sources/TextInputUIKit|g" \
            -e "s|$work/src/TextInputAppKit|$sources/Sources/TextInputAppKit|g" \
            -e "s|$work/src/TextInputSwiftUI|$sources/Sources/TextInputSwiftUI|g" \
            -e "s|$work/src/AppModule|$sources/Examples/CheckoutForm.swiftpm|g"
}

# A copy of the adapters with the rewrites above.
rewrite() { # source-folder destination-folder
    mkdir -p "$2"
    (cd "$1" && find . -name '*.swift' ! -name Package.swift) | while read -r f; do
        mkdir -p "$2/$(dirname "$f")"
        perl -pe '
            s/\@objc(\([^)]*\))?[ \t]*//g;
            s/#selector\(/Selector(/g;
            s/\.(\w+)\?\(/.objcOptionalRequirement?.$1(/g;
            s/\bos\(iOS\)/true/g;
            s/\bos\((tvOS|visionOS|macOS)\)/false/g;
        ' "$1/$f" >"$2/$f"
    done
}
rewrite "$sources/Sources/TextInputUIKit" "$work/src/TextInputUIKit"
rewrite "$sources/Sources/TextInputAppKit" "$work/src/TextInputAppKit"
rewrite "$sources/Sources/TextInputSwiftUI" "$work/src/TextInputSwiftUI"
rewrite "$sources/Examples/CheckoutForm.swiftpm" "$work/src/AppModule"
rewrite "$sources/Tests/TextInputUIKitTests" "$work/src/TextInputUIKitTests"

standins=$root/Tools/AppleStandIns
files() { find "$@" -name '*.swift' | sort; }

# Each stand-in declaration names, as Row: `API`, the row of the Platforms article it comes from.
unlisted=$(grep -rhoE 'Row: `[^`]+`' "$standins" | sort -u | while read -r ref; do
    grep -qF -- "| ${ref#Row: }" "$root/Sources/TextInputCore/TextInputCore.docc/Platforms.md" || echo "$ref"
done)
if [ -n "$unlisted" ]; then
    echo "Stand-ins name rows that the Platforms article (Apple APIs used) lacks:" >&2
    echo "$unlisted" >&2
    exit 1
fi

emit ObjectiveC "$out" $(files "$standins/ObjectiveC")
emit os "$out" $(files "$standins/os")
emit AppleFoundation "$out" -I "$out" $(files "$standins/AppleFoundation")
emit UIKit "$out/uikit" -I "$out" $(files "$standins/UIKit")
emit SwiftUI "$out/uikit" -I "$out" -I "$out/uikit" $(files "$standins/SwiftUI/Common" "$standins/SwiftUI/UIKit")
emit AppKit "$out/appkit" -I "$out" $(files "$standins/AppKit")
emit SwiftUI "$out/appkit" -I "$out" -I "$out/appkit" $(files "$standins/SwiftUI/Common" "$standins/SwiftUI/AppKit")

emit TextInputUIKit "$out/uikit" -I "$out" -I "$out/uikit" -package-name "$package_name" \
    $(files "$work/src/TextInputUIKit")
emit TextInputAppKit "$out/appkit" -I "$out" -I "$out/appkit" -package-name "$package_name" \
    $(files "$work/src/TextInputAppKit")
# The SwiftUI module twice: over UIKit, as iOS, and over AppKit, as the Mac.
emit TextInputSwiftUI "$out/uikit" -I "$out" -I "$out/uikit" -package-name "$package_name" \
    $(files "$work/src/TextInputSwiftUI")
emit TextInputSwiftUI "$out/appkit" -I "$out" -I "$out/appkit" -package-name "$package_name" \
    $(files "$work/src/TextInputSwiftUI")
emit AppModule "$work" -I "$out" -I "$out/uikit" $(files "$work/src/AppModule")
emit TextInputUIKitTests "$work" -I "$out" -I "$out/uikit" $(files "$work/src/TextInputUIKitTests")
echo "Type check of the Apple modules passed (package $package_name)."
