import Foundation

extension FuzzStep {
    /// The step as a line of Swift that performs it on `fields` and `bindings`, as a regression
    /// test declares them (see ``FuzzReproduction``).
    package var swiftCode: String {
        switch self {
        case let .insert(field, string): "fields[\(field)].insert(\(string.swiftLiteral))"
        case let .paste(field, text): "fields[\(field)].paste(\(text.swiftCode))"
        case let .backspace(field): "fields[\(field)].backspace()"
        case let .deleteForward(field): "fields[\(field)].deleteForward()"
        case let .select(field, range): "fields[\(field)].select(\(range.swiftCode))"
        case let .selectAll(field): "fields[\(field)].selectAll()"
        case let .replace(field, range, string):
            "fields[\(field)].replace(\(range.swiftCode), with: \(string.swiftLiteral))"
        case let .replaceUTF16Range(field, range, string):
            "fields[\(field)].replaceUTF16Range(NSRange(location: \(range.location), length: \(range.length)), with: \(string.swiftLiteral))"
        case let .insertFromQuickType(field, string): "fields[\(field)].insertFromQuickType(\(string.swiftLiteral))"
        case let .setMarkedText(field, string): "fields[\(field)].setMarkedText(\(string.swiftLiteral))"
        case let .unmarkText(field): "fields[\(field)].unmarkText()"
        case let .setTextProgrammatically(field, string): "fields[\(field)].setTextProgrammatically(\(string.swiftLiteral))"
        case let .setValue(field, string?): "bindings[\(field)].value = formats[\(field)].formatted(\(string.swiftLiteral)).value"
        case let .setValue(field, nil): "bindings[\(field)].value = nil"
        case let .reformat(field): "bindings[\(field)].reformat()"
        case let .pressReturn(field): "fields[\(field)].pressReturn()"
        case let .beginEditing(field): "fields[\(field)].beginEditing()"
        case let .endEditing(field): "fields[\(field)].endEditing()"
        case let .toolbar(field, button): "_ = bindings[\(field)].performToolbarItem(\(button.swiftCode))"
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
