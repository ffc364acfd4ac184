import Foundation

extension FuzzStep {
    /// The step as a line of Swift that performs it on `fields` and `bindings`, as the fuzzer's
    /// regression tests declare them.
    package var swiftCode: String {
        swiftCode(naming: .indexed)
    }

    /// The step as a line of Swift that performs it on the fields, bindings and formats a
    /// regression test declares as `names` says, in public API only.
    package func swiftCode(naming names: SwiftFieldNames) -> String {
        switch self {
        case let .insert(field, string): "\(names.field(field)).insert(\(string.swiftLiteral))"
        case let .paste(field, text): "\(names.field(field)).paste(\(text.swiftCode))"
        case let .backspace(field): "\(names.field(field)).backspace()"
        case let .deleteForward(field): "\(names.field(field)).deleteForward()"
        case let .select(field, range): "\(names.field(field)).select(\(range.swiftCode))"
        case let .selectAll(field): "\(names.field(field)).selectAll()"
        case let .replace(field, range, string):
            "\(names.field(field)).replace(\(range.swiftCode), with: \(string.swiftLiteral))"
        case let .replaceUTF16Range(field, range, string):
            "\(names.field(field)).replaceUTF16Range(NSRange(location: \(range.location), length: \(range.length)), with: \(string.swiftLiteral))"
        case let .insertFromQuickType(field, string): "\(names.field(field)).insertFromQuickType(\(string.swiftLiteral))"
        case let .setMarkedText(field, string): "\(names.field(field)).setMarkedText(\(string.swiftLiteral))"
        case let .unmarkText(field): "\(names.field(field)).unmarkText()"
        case let .setTextProgrammatically(field, string): "\(names.field(field)).setTextProgrammatically(\(string.swiftLiteral))"
        case let .setValue(field, string?): "\(names.binding(field)).value = \(names.format(field)).formatted(\(string.swiftLiteral)).value"
        case let .setValue(field, nil): "\(names.binding(field)).value = nil"
        case let .reformat(field): "\(names.binding(field)).reformat()"
        case let .pressReturn(field): "\(names.field(field)).pressReturn()"
        case let .beginEditing(field): "\(names.field(field)).beginEditing()"
        case let .endEditing(field): "\(names.field(field)).endEditing()"
        case let .toolbar(field, button): "_ = \(names.binding(field)).performToolbarItem(\(button.swiftCode))"
        // Taps and reused rows are steps of a form, whose test declares its fields as arrays.
        case let .tap(field, point): "\(FuzzFormLayout.touchCode(editing: field)).handleTouch(at: CGPoint(x: \(point.x), y: \(point.y)))"
        case let .reuseRow(field, row):
            "navigator.place([TextInputFormNavigator.PlacedField(bindings[\(field)], path: [0, \(row)], frame: \(FuzzFormLayout.frameCode(ofRow: "\(row)")))])"
        }
    }
}

extension Range<Int> {
    /// The range as a Swift expression; a negative upper bound in parentheses, since `..<-1`
    /// does not parse.
    package var swiftCode: String {
        upperBound < 0 ? "\(lowerBound)..<(\(upperBound))" : "\(lowerBound)..<\(upperBound)"
    }
}
