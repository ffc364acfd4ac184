#!/usr/bin/env bash
# Shows that Tools/typecheck-apple-modules.sh can fail: it passes on an unmodified copy of the
# adapters, the example and the UIKit tests, and fails, naming the mistake, when one file of the copy gets
#   - a call of a member that does not exist, or
#   - a read of a main-actor property (`UITextField.text`, `NSTextField.stringValue`) from a
#     nonisolated function;
# each put into a file of its own kind, inside the file's platform guard (before its last
# `#endif`): a UIKit file, an iOS-only UIKit file (`#if os(iOS)`), an AppKit file, the SwiftUI
# module's shared file and its AppKit file, an example file. Then the mistakes Swift on Linux
# does not see by itself, each in a UIKit file:
#   - a delegate method whose labels miss the requirement's (`textFieldDidChangeSelection(_:)`
#     renamed `textFieldDidChangeSelection(textField:)`),
#   - a required protocol method called with `?(` (`updateSearchResults?(for:)`),
#   - an iOS 17 API (`inlinePredictionType`) used outside `#available` below the iOS 16
#     deployment target,
#   - an `@objc` method with a Swift-only parameter type (`TextInputEditKind`),
#   - a `#selector` naming a method whose `@objc` was removed.
# About two minutes (14 runs of the check).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fresh_copy() {
    rm -rf "$work/copy"
    mkdir -p "$work/copy/Sources"
    cp -R Sources/TextInputUIKit Sources/TextInputAppKit Sources/TextInputSwiftUI "$work/copy/Sources/"
    cp -R Examples "$work/copy/"
    mkdir -p "$work/copy/Tests"
    cp -R Tests/TextInputUIKitTests "$work/copy/Tests/"
}

check() { # file-in-copy expected-diagnostic code-to-insert
    local file=$1 expected=$2 code=$3
    fresh_copy
    # Before the last line when it closes the file's guard, so that the code is checked only if
    # the guarded part is; at the end otherwise.
    CODE=$code perl -0pi -e 's/(\n#endif\n)\z/\n$ENV{CODE}$1/ or $_ .= "\n$ENV{CODE}\n"' "$work/copy/$file"
    if TYPECHECK_SOURCES="$work/copy" "$root/Tools/typecheck-apple-modules.sh" >"$work/log" 2>&1; then
        echo "FAIL: the type check passed with, added to $file: $code" >&2
        exit 1
    fi
    if ! grep -qF "$expected" "$work/log"; then
        echo "FAIL: the type check failed without \"$expected\" for $file:" >&2
        cat "$work/log" >&2
        exit 1
    fi
    echo "ok: $file fails with \"$expected\""
}

# Like check, but edits the file with a Perl substitution instead of adding code to it.
check_edit() { # file-in-copy expected-diagnostic perl-substitution
    local file=$1 expected=$2 edit=$3
    fresh_copy
    perl -pi -e "$edit" "$work/copy/$file"
    if cmp -s "$work/copy/$file" "$file"; then
        echo "FAIL: the edit $edit changed nothing in $file" >&2
        exit 1
    fi
    if TYPECHECK_SOURCES="$work/copy" "$root/Tools/typecheck-apple-modules.sh" >"$work/log" 2>&1; then
        echo "FAIL: the type check passed with $file edited by $edit" >&2
        exit 1
    fi
    if ! grep -qF "$expected" "$work/log"; then
        echo "FAIL: the type check failed without \"$expected\" for $file:" >&2
        cat "$work/log" >&2
        exit 1
    fi
    echo "ok: $file fails with \"$expected\""
}

fresh_copy
if ! TYPECHECK_SOURCES="$work/copy" Tools/typecheck-apple-modules.sh >"$work/log" 2>&1; then
    echo "FAIL: the type check fails on the unmodified sources:" >&2
    cat "$work/log" >&2
    exit 1
fi
echo "ok: the unmodified sources pass"

missing="has no member 'textInputKitNoSuchMember'"
check Sources/TextInputUIKit/UITextFieldHost.swift "$missing" \
    'extension UITextFieldHost { func probe() { textField?.textInputKitNoSuchMember() } }'
check Sources/TextInputUIKit/Toolbar/TextInputToolbarView.swift "$missing" \
    'extension TextInputToolbarView { func probe() { self.textInputKitNoSuchMember() } }'
check Sources/TextInputAppKit/NSTextFieldHost.swift "$missing" \
    'extension NSTextFieldHost { func probe() { textField?.textInputKitNoSuchMember() } }'
check Sources/TextInputSwiftUI/FormattedTextField.swift "$missing" \
    'extension FormattedTextField { func probe() { self.textInputKitNoSuchMember() } }'
check Sources/TextInputSwiftUI/FormattedTextField+AppKit.swift "$missing" \
    'extension WindowedTextField { func probe() { self.textInputKitNoSuchMember() } }'
check Examples/CheckoutForm.swiftpm/CheckoutViewController.swift "$missing" \
    'extension CheckoutViewController { func probe() { form.cardNumberField.textInputKitNoSuchMember() } }'

isolated="main actor-isolated property"
check Sources/TextInputUIKit/UITextFieldHost.swift "$isolated 'text'" \
    'nonisolated func probe(_ field: UITextField) -> String? { field.text }'
check Sources/TextInputUIKit/KeyboardBar/TextInputKeyboardBarView.swift "$isolated 'text'" \
    'nonisolated func probe(_ field: KeyboardBarTextField) -> String? { field.text }'
check Sources/TextInputAppKit/NSTextFieldHost.swift "$isolated 'stringValue'" \
    'nonisolated func probe(_ field: NSTextField) -> String { field.stringValue }'

check_edit Sources/TextInputUIKit/UITextFieldHost+UITextFieldDelegate.swift \
    "looks like a delegate method but matches none of" \
    's/func textFieldDidChangeSelection\(_ textField:/func textFieldDidChangeSelection(textField:/'
check Sources/TextInputUIKit/RegionPicker/PhoneNumberRegionPickerViewController.swift \
    "cannot use optional chaining on non-optional value" \
    '@MainActor func probe(_ updater: any UISearchResultsUpdating, _ s: UISearchController) { updater.updateSearchResults?(for: s) }'
check Sources/TextInputUIKit/TextInputUIKitView+TextInputTraits.swift \
    "'inlinePredictionType' is only available in iOS_17" \
    'extension UITextField { func probe() { inlinePredictionType = .no } }'
check Sources/TextInputUIKit/UITextFieldHost.swift "which Objective-C cannot represent" \
    'extension UITextFieldHost { @objc func probe(_ kind: TextInputEditKind) {} }'
check_edit Sources/TextInputUIKit/KeyboardAvoidance/TextInputKeyboardAvoider.swift "which is not @objc" \
    's/\@objc private func keyboardWillChangeFrame/private func keyboardWillChangeFrame/'
echo "The type check of the Apple modules fails on each injected mistake."
