#!/usr/bin/env bash
# Type-checks every Swift file of Sources/TextInputUIKit, Sources/TextInputAppKit, Examples/ and
# Tests/TextInputUIKitTests (the tests that need the iOS Simulator to run) in
# Swift 6 language mode on Linux, against stand-ins of the Apple declarations they use
# (Tools/AppleStandIns; the Platforms article, "The Linux type check"). A wrong name, argument label,
# type, optionality, actor isolation or availability in the adapters makes it exit non-zero, and
# so do the Objective-C mistakes listed under "Checked by script" below.
#
# How: TextInputCore is built with SwiftPM (its debug module is what the adapters import), the
# stand-ins are compiled into modules named as Apple's (ObjectiveC, os, UIKit, AppKit, SwiftUI, and
# AppleFoundation for the Foundation types UIKit and AppKit re-export) in a temporary folder, with
# `swiftc -emit-module -wmo`, which also runs the data-race checks; then a rewritten copy of the
# adapters is compiled against them as modules TextInputUIKit and TextInputAppKit, with the
# -package-name SwiftPM gives TextInputCore (the root package's identity, which SwiftPM derives
# from the clone's folder name; read from .build/debug.yaml, so a clone in any folder works), and
# the example as module AppModule. Every stand-in declaration names its row of the Platforms article
# as Row: `API`; a name missing from the tables there fails the check. The rewrite and the
# Objective-C checks are Tools/typecheck_apple_modules.py.
#
# The copy differs from the sources only by these rewrites (each file keeps its lines, and gains
# `import AppleAvailability` at its end), because Swift on Linux has no Objective-C runtime
# ("Objective-C interoperability is disabled") and no iOS or macOS availability:
#   1. `@objc` and `@objc(name)` attributes are removed.
#   2. `#selector(` becomes `Selector(`: the stand-in Selector's main-actor initializer takes any
#      function reference, so the method named must exist with those labels (a #selector in
#      nonisolated code would fail the check though it compiles).
#   3. `.name?(`, when `name` is an optional requirement of a stand-in Objective-C protocol (a
#      requirement with a default implementation in an extension of the protocol), becomes
#      `.objcOptionalRequirement?.name(`: the stand-in protocols declare those requirements with
#      Apple's signature and a default implementation, and `objcOptionalRequirement` (on
#      NSObjectProtocol) keeps the call's Optional result, as `?(` gives it. Any other `.name?(`
#      stays, so `?(` on a required method fails as on a Mac (by base name: a required method
#      that shares its base name with an optional one, such as UITableViewDataSource's
#      `tableView(_:numberOfRowsInSection:)`, is not told apart).
#   4. The UIKit files, the example and the UIKit tests are checked as iOS, the AppKit files as
#      macOS, the SwiftUI files once as each: `os(iOS)` (or `os(macOS)`) becomes true and the other
#      `os(…)` of iOS, tvOS, visionOS and macOS false.
#   5. Availability, in the sources and the UIKit, AppKit and SwiftUI stand-ins: every iOS or
#      macOS version above the deployment target in Package.swift (`.iOS(.v16)`, `.macOS(.v13)`)
#      that an `@available` or `#available` names gets an availability domain (Swift's
#      experimental CustomAvailability, declared in a generated Clang module AppleAvailability);
#      `@available(iOS 17.0, …, *)` becomes `@available(iOS_17)` and `#available(iOS 17.0, …, *)`
#      becomes `#available(iOS_17)`, a later version the domains of every version up to it
#      (`@available(iOS_17) @available(iOS_26)`). A use of an iOS 17 declaration outside
#      `if #available` then fails. Versions at or below the deployment target, and other
#      platforms', are left as written (Linux ignores them).
# On Linux `canImport(UIKit)`, `canImport(AppKit)` and `canImport(SwiftUI)` are true once the
# stand-ins are on the import path, `!os(watchOS)` and `!targetEnvironment(macCatalyst)` are true,
# and `compiler(>=6.2)` is true.
#
# Checked by script (Tools/typecheck_apple_modules.py check), over the sources' text:
#   - a method of a type conforming to a stand-in Objective-C protocol that starts as one of its
#     requirements does (the first two words of the name) and takes the same delegating object
#     first, but matches none of the requirements exactly (name, labels, types, result): on a Mac
#     at most a "nearly matches" warning, and never called;
#   - an `@objc` method or property whose types Objective-C cannot represent (allowed: numbers,
#     Bool, the bridged value types, Selector, Any, classes deriving from NSObject, Objective-C
#     protocols, the stand-ins' C enums, option sets and typed constants, `@objc` enums, pointers
#     to those, closures of those, arrays, sets and dictionaries of bridgeable types);
#   - a `#selector` naming a method of the sources that is neither `@objc`, `@IBAction`, an
#     override, nor in an `@objc` extension or an `@objcMembers` class.
#
# Needs python3 and a Swift whose compiler has the experimental CustomAvailability feature and
# Clang's availability_domain.h (checked with Swift 6.3.1).
#
# Not covered: the example's Package.swift (a manifest); `#if !compiler(>=6.2)` branches; what
# differs on tvOS, visionOS and Mac Catalyst (the UIKit files are checked once, as iOS, and their
# availability as iOS's); availability that the stand-ins do not declare (only the rows above the
# deployment target carry it); `#unavailable` of a version above the deployment target is read as
# the newest domain alone; the Objective-C runtime overrides (`responds(to:)`,
# `forwardingTarget(for:)`) are checked against the stand-in NSObject, not the runtime;
# Foundation types come from Linux's Foundation (its Sendable annotations); a misspelled delegate
# method that does not take the delegating object first, or whose name does not start as a
# requirement's; `#selector`s of methods declared only in the stand-ins (taken as Objective-C);
# the script's reading of Swift is lexical (no `#if`: it reads every branch).
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

# Deployment targets, from the package manifest: `.iOS(.v16)` is iOS 16.0.
deployment() { # platform
    local v
    v=$(grep -oE "\.$1\(\.v[0-9_]+\)" "$root/Package.swift" | head -1 | sed -E 's/.*\.v([0-9_]+)\)/\1/; s/_/./g')
    [ -n "$v" ] || { echo "no .$1 deployment target in Package.swift" >&2; exit 1; }
    case $v in *.*) echo "$v" ;; *) echo "$v.0" ;; esac
}
ios_target=$(deployment iOS)
macos_target=$(deployment macOS)
helper() { python3 "$root/Tools/typecheck_apple_modules.py" "$@"; }
standins=$root/Tools/AppleStandIns
checked=("$sources/Sources/TextInputUIKit" "$sources/Sources/TextInputAppKit" "$sources/Sources/TextInputSwiftUI"
    "$sources/Examples/CheckoutForm.swiftpm" "$sources/Tests/TextInputUIKitTests")

# Availability: an availability domain (Swift's CustomAvailability, declared in a Clang module)
# for every iOS and macOS version above the deployment target that the stand-ins or the sources
# name. The rewrite turns `@available(iOS 17.0, …, *)` into `@available(iOS_17)` and
# `#available(iOS 17.0, …, *)` into `#available(iOS_17)` (and a version into the domains of
# every version up to it), so a use of an iOS 17 declaration outside `#available` fails.
mkdir -p "$work/availability"
helper domains "iOS=$ios_target,macOS=$macos_target" "$standins" "${checked[@]}" >"$work/availability/versions"
{
    echo '#include <availability_domain.h>'
    while read -r platform version; do
        name=${platform}_$(echo "$version" | sed -E 's/(\.0)+$//; s/\./_/g')
        echo "int textinputkit_available_$name(void);"
        echo "CLANG_DYNAMIC_AVAILABILITY_DOMAIN($name, textinputkit_available_$name);"
    done <"$work/availability/versions"
} >"$work/availability/AppleAvailability.h"
printf 'module AppleAvailability {\n    header "AppleAvailability.h"\n    export *\n}\n' >"$work/availability/module.modulemap"
versions() { awk -v p="$1" '$1 == p { printf "%s%s", sep, $2; sep = "," }' "$work/availability/versions"; }
ios_versions=$(versions iOS)
macos_versions=$(versions macOS)

# The base names of the stand-ins' optional requirements: the only ones `.name?(` may call.
optional=$(helper optional "$standins")

swiftc_() {
    swiftc -swift-version 6 -parse-as-library -wmo -I "$modules" \
        -enable-experimental-feature CustomAvailability -I "$work/availability" "$@"
}
# Diagnostics name the sources, not the rewritten copy (whose lines are the sources' lines).
emit() { # module-name output-folder flags-and-files...
    local name=$1 dir=$2; shift 2
    swiftc_ -emit-module -module-name "$name" -o "$dir/$name.swiftmodule" "$@" 2>&1 |
        sed -E -e "s#$work/(ios|macos)/src/TextInputUIKitTests#$sources/Tests/TextInputUIKitTests#g" \
            -e "s#$work/(ios|macos)/src/(TextInputUIKit|TextInputAppKit|TextInputSwiftUI)#$sources/Sources/\2#g" \
            -e "s#$work/(ios|macos)/src/AppModule#$sources/Examples/CheckoutForm.swiftpm#g" \
            -e "s#$work/(ios|macos)/standins#$standins#g"
}

# A copy with the rewrites above, as iOS or as macOS.
rewrite() { # iOS|macOS source-folder destination-folder
    case $1 in
    iOS) helper rewrite iOS "$ios_target" "$ios_versions" "$optional" "$2" "$3" ;;
    macOS) helper rewrite macOS "$macos_target" "$macos_versions" "$optional" "$2" "$3" ;;
    esac
}
rewrite iOS "$sources/Sources/TextInputUIKit" "$work/ios/src/TextInputUIKit"
rewrite macOS "$sources/Sources/TextInputAppKit" "$work/macos/src/TextInputAppKit"
rewrite iOS "$sources/Sources/TextInputSwiftUI" "$work/ios/src/TextInputSwiftUI"
rewrite macOS "$sources/Sources/TextInputSwiftUI" "$work/macos/src/TextInputSwiftUI"
rewrite iOS "$sources/Examples/CheckoutForm.swiftpm" "$work/ios/src/AppModule"
rewrite iOS "$sources/Tests/TextInputUIKitTests" "$work/ios/src/TextInputUIKitTests"
rewrite iOS "$standins/UIKit" "$work/ios/standins/UIKit"
rewrite iOS "$standins/SwiftUI" "$work/ios/standins/SwiftUI"
rewrite macOS "$standins/AppKit" "$work/macos/standins/AppKit"
rewrite macOS "$standins/SwiftUI" "$work/macos/standins/SwiftUI"

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

# What the compiler cannot check without the Objective-C runtime: delegate methods that miss
# their requirement, @objc signatures, #selector targets.
if ! helper check "$standins" "${checked[@]}"; then
    echo "The Objective-C checks failed." >&2
    exit 1
fi

ios=$work/ios/standins
macos=$work/macos/standins
emit ObjectiveC "$out" $(files "$standins/ObjectiveC")
emit os "$out" $(files "$standins/os")
emit AppleFoundation "$out" -I "$out" $(files "$standins/AppleFoundation")
emit UIKit "$out/uikit" -I "$out" $(files "$ios/UIKit")
emit SwiftUI "$out/uikit" -I "$out" -I "$out/uikit" $(files "$ios/SwiftUI/Common" "$ios/SwiftUI/UIKit")
emit AppKit "$out/appkit" -I "$out" $(files "$macos/AppKit")
emit SwiftUI "$out/appkit" -I "$out" -I "$out/appkit" $(files "$macos/SwiftUI/Common" "$macos/SwiftUI/AppKit")

emit TextInputUIKit "$out/uikit" -I "$out" -I "$out/uikit" -package-name "$package_name" \
    $(files "$work/ios/src/TextInputUIKit")
emit TextInputAppKit "$out/appkit" -I "$out" -I "$out/appkit" -package-name "$package_name" \
    $(files "$work/macos/src/TextInputAppKit")
# The SwiftUI module twice: over UIKit, as iOS, and over AppKit, as the Mac.
emit TextInputSwiftUI "$out/uikit" -I "$out" -I "$out/uikit" -package-name "$package_name" \
    $(files "$work/ios/src/TextInputSwiftUI")
emit TextInputSwiftUI "$out/appkit" -I "$out" -I "$out/appkit" -package-name "$package_name" \
    $(files "$work/macos/src/TextInputSwiftUI")
emit AppModule "$work" -I "$out" -I "$out/uikit" $(files "$work/ios/src/AppModule")
emit TextInputUIKitTests "$work" -I "$out" -I "$out/uikit" $(files "$work/ios/src/TextInputUIKitTests")
echo "Type check of the Apple modules passed (package $package_name)."
