import Foundation
import TextInputCore

extension FuzzSession {
    /// The first invariant field `index` breaks after a step, checked in this order:
    ///
    /// 1. The selection, and the marked range if any, lie inside the text on Character
    ///    boundaries.
    /// 2. Every `editingChanged` event of the step named exactly the parts of the state that
    ///    changed since the event before it (``FuzzEventLog``).
    /// 3. The last event reported the state the field is in: its entered text (the text less
    ///    an inline suggestion not accepted), its UTF-16 selection and the binding's value. Not
    ///    checked while text set by app code waits for the field's next report.
    /// 4. The value is the serializer's value of the entered text with the binding's memory.
    /// 5. Unless the field is composing, holds text app code set unreported, or shows the
    ///    whitespace a field expecting AutoFill lets into its empty text: the entered text
    ///    is a fixed point of the format (pasted into a fresh field it comes back unchanged —
    ///    not required of targets whose affine mask is picked by the input's length), and the
    ///    value is the fresh field's (not required of targets whose value depends on the mask
    ///    an edit picked).
    func violations(ofField index: Int) -> FuzzViolation? {
        let field = fields[index]
        let binding = bindings[index]
        let log = eventLogs[index]
        let text = field.text
        guard text.isValidCharacterRange(field.selectedRange) else {
            return FuzzViolation(
                invariant: .selectionInsideText,
                detail: "field \(index) selects \(field.selectedUTF16Range) of \(text.debugDescription)",
                expectation: "String.Index(fields[\(index)].selectedRange.lowerBound, within: fields[\(index)].text) != nil"
                    + " && String.Index(fields[\(index)].selectedRange.upperBound, within: fields[\(index)].text) != nil"
            )
        }
        if let marked = field.markedRange, !text.isValidCharacterRange(marked) {
            return FuzzViolation(
                invariant: .markedRangeInsideText,
                detail: "field \(index) marks \(String(describing: field.markedUTF16Range)) of \(text.debugDescription)",
                expectation: "fields[\(index)].markedRange.map { String.Index($0.lowerBound, within: fields[\(index)].text) != nil"
                    + " && String.Index($0.upperBound, within: fields[\(index)].text) != nil } ?? true"
            )
        }
        if let violation = log.violation {
            return violation
        }
        if hasUnreportedText[index] {
            guard log.hasArrivals else { return nil }
            hasUnreportedText[index] = false
        }
        let entered = binding.enteredText
        let value = binding.value
        if !log.text.isIdentical(to: entered) || log.selection != field.selectedUTF16Range || log.value != value {
            return FuzzViolation(
                invariant: .eventsUpToDate,
                detail: "field \(index) shows \(entered.debugDescription) \(field.selectedUTF16Range) \(String(describing: value)), "
                    + "its last event reported \(log.text.debugDescription) \(log.selection) \(String(describing: log.value))",
                expectation: nil
            )
        }
        let format = target.formats[index]
        let serializerValue = try? format.serializer.value(for: entered, memory: binding.memory)
        guard serializerValue == value else {
            return FuzzViolation(
                invariant: .valueOfText,
                detail: "field \(index) holds \(String(describing: value)) for \(entered.debugDescription), its serializer reads \(String(describing: serializerValue))",
                expectation: "bindings[\(index)].value == (try? formats[\(index)].serializer.value(for: bindings[\(index)].enteredText, memory: bindings[\(index)].memory))"
            )
        }
        guard field.markedRange == nil, !showsAutoFillPlaceholder(index) else { return nil }
        if let last = lastConsistent[index], last.text.isIdentical(to: entered), last.value == value { return nil }
        let fresh = format.formatted(entered)
        if target.fixedPointHolds, !fresh.text.isIdentical(to: entered) {
            return FuzzViolation(
                invariant: .fixedPoint,
                detail: "field \(index) shows \(entered.debugDescription), pasted into a fresh field it gives \(fresh.text.debugDescription)",
                expectation: "Array(formats[\(index)].formatted(bindings[\(index)].enteredText).text.utf8) == Array(bindings[\(index)].enteredText.utf8)"
            )
        }
        if target.valueFollowsText, fresh.text.isIdentical(to: entered), fresh.value != value {
            return FuzzViolation(
                invariant: .valueOfFreshField,
                detail: "field \(index) holds \(String(describing: value)) for \(entered.debugDescription), a fresh field \(String(describing: fresh.value))",
                expectation: "bindings[\(index)].value == formats[\(index)].formatted(bindings[\(index)].enteredText).value"
            )
        }
        lastConsistent[index] = (entered, value)
        return nil
    }

    /// Whether field `index` shows only the whitespace a field that expects AutoFill lets into
    /// its empty text while it has the focus (QuickType asks about a space before inserting):
    /// the binding keeps it, unformatted, until the next edit or the end of editing.
    func showsAutoFillPlaceholder(_ index: Int) -> Bool {
        let field = fields[index]
        return field.expectsAutoFill && field.isEditing && !field.text.isEmpty && field.text.allSatisfy(\.isWhitespace)
    }
}
