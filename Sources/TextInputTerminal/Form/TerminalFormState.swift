/// A snapshot of a ``TerminalForm``: everything the screen shows, as plain values.
///
/// ```swift
/// let state = form.state
/// state.fields[0].text        // "4111 1111 1111 1111"
/// state.fields[0].selection   // 19..<19, the caret at the end
/// ```
public struct TerminalFormState: Hashable, Sendable {
    /// One field as the screen shows it.
    public struct Field: Hashable, Sendable {
        /// The label shown before the text.
        public var label: String
        /// The field's text.
        public var text: String
        /// The selection in Characters; an empty range is the caret.
        public var selection: Range<Int>
        /// Whether the field has the focus.
        public var isFocused: Bool
        /// What Enter does in the field.
        public var returnKey: TerminalForm.ReturnKey
        /// The value and status shown under the text.
        public var readout: TerminalFieldReadout

        /// Creates a field snapshot.
        public init(
            label: String,
            text: String,
            selection: Range<Int>,
            isFocused: Bool,
            returnKey: TerminalForm.ReturnKey,
            readout: TerminalFieldReadout
        ) {
            self.label = label
            self.text = text
            self.selection = selection
            self.isFocused = isFocused
            self.returnKey = returnKey
            self.readout = readout
        }
    }

    /// The fields, in order.
    public var fields: [Field]

    /// Creates a snapshot.
    public init(fields: [Field]) {
        self.fields = fields
    }
}

extension TerminalForm {
    /// The form as the screen shows it now.
    public var state: TerminalFormState {
        TerminalFormState(fields: fields.indices.map { index in
            let field = fields[index]
            let text = field.textField.text
            let selection = field.textField.selectedRange
            let lower = text.distance(from: text.startIndex, to: selection.lowerBound)
            return TerminalFormState.Field(
                label: field.label,
                text: text,
                selection: lower..<(lower + text.distance(from: selection.lowerBound, to: selection.upperBound)),
                isFocused: index == focusedIndex,
                returnKey: returnKey(at: index),
                readout: field.readout
            )
        })
    }
}
