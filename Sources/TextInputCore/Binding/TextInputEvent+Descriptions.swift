extension TextInputEditingState: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The state with its text redacted as its value type asks, the selection in Characters, and
    /// the value's own description.
    public var description: String {
        "TextInputEditingState(text: \(printedText.debugDescription), selectedRange: \(printedSelection), value: \(value.map { String(describing: $0) } ?? "nil"))"
    }

    /// The state as ``description`` prints it, with the value's debug description.
    public var debugDescription: String {
        "TextInputEditingState(text: \(printedText.debugDescription), selectedRange: \(printedSelection), value: \(value.map { String(reflecting: $0) } ?? "nil"))"
    }

    /// A mirror with the redacted text, the selection in Characters and the value.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: ["text": printedText, "selectedRange": printedSelection, "value": value as Any],
            displayStyle: .struct
        )
    }

    /// The text as a log may show it.
    private var printedText: String {
        redaction?.redacted(text) ?? text
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
