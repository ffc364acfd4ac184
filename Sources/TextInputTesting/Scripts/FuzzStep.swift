import Foundation
import TextInputCore

/// One action of an edit script, kept as a value so that a failing script can be replayed on
/// fresh fields, shrunk by dropping steps, and printed as Swift code. `field` indexes the
/// script's fields.
package enum FuzzStep {
    /// Typing one fragment: ``TextInputSimulator/insert(_:)``.
    case insert(field: Int, String)
    /// A paste of any length: ``TextInputSimulator/paste(_:)``.
    case paste(field: Int, FuzzText)
    /// ``TextInputSimulator/backspace()``.
    case backspace(field: Int)
    /// ``TextInputSimulator/deleteForward()``.
    case deleteForward(field: Int)
    /// A selection in Characters, possibly outside the text: ``TextInputSimulator/select(_:)``.
    case select(field: Int, Range<Int>)
    /// ``TextInputSimulator/selectAll()``.
    case selectAll(field: Int)
    /// Autocorrection or a keyboard suggestion: ``TextInputSimulator/replace(_:with:)``.
    case replace(field: Int, Range<Int>, String)
    /// A raw UTF-16 range, as a misbehaving host sends it: split surrogate pairs, negative
    /// lengths, locations past the end.
    case replaceUTF16Range(field: Int, NSRange, String)
    /// QuickType or AutoFill: a space asked about, then text inserted unasked.
    case insertFromQuickType(field: Int, String)
    /// An input method composing: ``TextInputSimulator/setMarkedText(_:)``.
    case setMarkedText(field: Int, String)
    /// The composition committed: ``TextInputSimulator/unmarkText()``.
    case unmarkText(field: Int)
    /// App code setting `UITextField.text`; the binding hears of it at the field's next report.
    case setTextProgrammatically(field: Int, String)
    /// App code setting `binding.value` to the value a fresh field shows for the string, or to
    /// nil, which empties the field.
    case setValue(field: Int, formattedFrom: String?)
    /// ``TextInputBinding/reformat()``.
    case reformat(field: Int)
    /// ``TextInputSimulator/pressReturn()``; a form navigator moves on.
    case pressReturn(field: Int)
    /// A tap on the field.
    case beginEditing(field: Int)
    /// The field gives up the focus.
    case endEditing(field: Int)
    /// A toolbar button of a form navigator.
    case toolbar(field: Int, FuzzToolbarButton)
    /// A tap at a point of the form, asked while `field` is the one edited (the keyboard
    /// avoider's tap outside); the fields lie as ``FuzzFormLayout`` places them.
    case tap(field: Int, at: CGPoint)
    /// The field found again at row `row` of a table, its cell reused: the form navigator's
    /// ``TextInputFormNavigator/place(_:)``.
    case reuseRow(field: Int, row: Int)

    /// The field the step acts on.
    package var field: Int {
        switch self {
        case let .insert(field, _), let .paste(field, _), let .backspace(field), let .deleteForward(field),
            let .select(field, _), let .selectAll(field), let .replace(field, _, _), let .replaceUTF16Range(field, _, _),
            let .insertFromQuickType(field, _), let .setMarkedText(field, _), let .unmarkText(field),
            let .setTextProgrammatically(field, _), let .setValue(field, _), let .reformat(field), let .pressReturn(field),
            let .beginEditing(field), let .endEditing(field), let .toolbar(field, _), let .tap(field, _),
            let .reuseRow(field, _):
            field
        }
    }

    /// Whether the step is a paste of more than 10,000 UTF-8 bytes, which makes the steps after
    /// it expensive.
    package var isLargePaste: Bool {
        if case let .paste(_, text) = self { return text.unit.utf8.count * text.count > 10_000 }
        return false
    }
}

/// The buttons of the toolbar a ``TextInputFormNavigator`` gives its fields.
package enum FuzzToolbarButton: CaseIterable {
    case previous
    case next
    case done

    /// The item the binding is asked to perform.
    package var item: TextInputToolbarItem {
        switch self {
        case .previous: .previous(isEnabled: true)
        case .next: .next(isEnabled: true)
        case .done: .done
        }
    }

    /// The item as Swift code.
    package var swiftCode: String {
        switch self {
        case .previous: ".previous(isEnabled: true)"
        case .next: ".next(isEnabled: true)"
        case .done: ".done"
        }
    }
}
