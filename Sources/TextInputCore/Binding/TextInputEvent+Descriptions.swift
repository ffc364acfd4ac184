extension TextInputEditingState: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The state with its text and its value's description redacted as its value type asks,
    /// and the selection in Characters.
    public var description: String {
        "TextInputEditingState(text: \(printedText.debugDescription), selectedRange: \(printedSelection), value: \(printedValue(String.init(describing:))))"
    }

    /// The state as ``description`` prints it, with the value's debug description.
    public var debugDescription: String {
        "TextInputEditingState(text: \(printedText.debugDescription), selectedRange: \(printedSelection), value: \(printedValue(String.init(reflecting:))))"
    }

    /// A mirror with the redacted text, the selection in Characters and the value: the value
    /// itself when its type does not redact itself, else its redacted description.
    public var customMirror: Mirror {
        let value: Any = redaction.isEmpty ? self.value as Any : printedValue(String.init(describing:))
        return Mirror(
            self,
            children: ["text": printedText, "selectedRange": "\(printedSelection)", "value": value],
            displayStyle: .struct
        )
    }

    /// The text as a log may show it.
    private var printedText: String {
        redaction.redacting(text)
    }

    /// The value as `describe` prints it, redacted: the value's own description may show what
    /// one finished value may show (a complete card number's last four digits), which a state
    /// printed at every keystroke must not.
    private func printedValue(_ describe: (Value) -> String) -> String {
        value.map { redaction.redacting(describe($0)) } ?? "nil"
    }

    /// The selection in Characters from the start of the text.
    private var printedSelection: Range<Int> {
        text.characterOffsets(of: selectedRange)
    }
}

extension TextInputEvent: CustomStringConvertible, CustomDebugStringConvertible {
    /// The event, with the state's text and value printed as the state prints them.
    public var description: String {
        switch self {
        case .editingDidBegin: "editingDidBegin"
        case let .editingChanged(state, changes): "editingChanged(\(state), \(changes))"
        case .editingDidEnd: "editingDidEnd"
        }
    }

    /// The event, with the value's debug description.
    public var debugDescription: String {
        switch self {
        case .editingDidBegin: "editingDidBegin"
        case let .editingChanged(state, changes): "editingChanged(\(state.debugDescription), \(changes))"
        case .editingDidEnd: "editingDidEnd"
        }
    }
}

extension TextInputEditingChanges: CustomStringConvertible {
    /// The changes by name: "[text, value]".
    public var description: String {
        let names: [(TextInputEditingChanges, String)] = [(.text, "text"), (.selectedRange, "selectedRange"), (.value, "value")]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}
